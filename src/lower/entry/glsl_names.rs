//! The GLSL names of the entry's uniforms and the declarations that hold
//! them ([`crate::interface::GlslDeclarations`], [`crate::interface::GlslPlace`]),
//! for the GLSL profiles.
//!
//! A client binds a GLSL program's uniforms by name, and cgc's names depend
//! on facts of the source the IR no longer has: every variable of the
//! program takes a name in one namespace, in an order set by the source
//! (docs/glsl-cgc.md §4). [`assign`] replays that order:
//!
//! 1. the source top to bottom, over file-scope variables (all of them) and
//!    the functions the entry reaches (the entry included): each function's
//!    parameters, then its locals in body order; a local of a nested block
//!    never takes the bare name (its first candidate is `_name1`). A
//!    file-scope variable of struct type names its struct's members right
//!    then (nested struct types first);
//! 2. ES only: the members of a returned struct with an output other than
//!    the position (cgc keeps such a struct as the global `_ret_0`);
//! 3. the entry parameters' copies, in parameter order: every parameter on
//!    the desktop, uniform and struct-typed ones in ES (a uniform's or, in
//!    ES, a struct's copy names its struct's members);
//! 4. every struct type not named yet, in declaration order.
//!
//! A name is `_` and the identifier without its leading underscores, made
//! unique with the first free number (`_k`, `_k1`, `_k2`). A global uniform
//! is called by its name of step 1, an entry parameter by its copy's.
//!
//! Two choices differ from cgc, where its names break compiling or linking:
//! struct members are named by their struct alone (`_` and the member's
//! name, numbered only against the struct's other members), so a struct
//! uniform shared by the vertex and fragment programs of one file declares
//! the same members in both (cgc numbers them in the program's namespace
//! and the two programs differ); and a struct type whose name GLSL reserves
//! (`input`, `output`, `filter`, `vec3`, a built-in function's) or that starts
//! with `gl_` or holds `__` gets `_` and the first free number appended
//! (`input_1`). Step 1 to 4 still count the members, so the top-level names
//! are cgc's.

use crate::interface::{GlslDeclarations, GlslPlace, GlslStruct, GlslVariable, ProgramInterface};
use crate::interface::{Parameter, ParameterKind};
use crate::sema::hir::{
    Block, Callee, ExprKind, FunctionId, MatrixLayout, Program, Stmt, StmtKind, Storage,
};
use crate::sema::types::{Base, SamplerKind, Scalar, StructId, Type};
use std::collections::{HashMap, HashSet};

/// Fills the GLSL names and declarations of `interface`'s uniform leaves.
/// `es`: the program is GLSL ES (cgc copies fewer parameters there).
pub(crate) fn assign(hir: &Program, entry: FunctionId, interface: &mut ProgramInterface, es: bool) {
    let mut namer = Namer {
        hir,
        taken: HashSet::new(),
        named_structs: HashSet::new(),
        member_names: HashMap::new(),
    };
    let (global_names, entry_names) = namer.source_order(entry);
    let function = hir.function(entry);
    let kept_return = es.then(|| kept_return_struct(hir, entry)).flatten();
    if let Some(id) = kept_return {
        namer.name_struct(id);
    }
    let kept = kept_structs(hir, entry, interface);
    let mut parameter_names = Vec::with_capacity(function.params.len());
    for (index, param) in function.params.iter().enumerate() {
        let uniform = crate::sema::flatten::is_uniform_leaf(param.uniform, param.ty);
        let structured = matches!(param.ty.base, Base::Struct(_));
        let named = param
            .semantic
            .as_ref()
            .is_some_and(|semantic| read_as_named(hir, &semantic.written));
        if (es || named) && !uniform && !structured {
            parameter_names.push(None);
            continue;
        }
        let copy = namer.take(&param.name, false);
        if let Base::Struct(id) = param.ty.base {
            if uniform || es || kept[index] {
                namer.name_struct(id);
            }
        }
        parameter_names.push(Some(copy));
    }
    for index in 0..hir.structs.len() {
        namer.name_struct(StructId(index as u32));
    }
    let names = VaryingNames {
        own: &entry_names,
        copies: &parameter_names,
        kept: &kept,
        members: &namer.member_names,
    };
    name_varying_inputs(hir, entry, interface, &names);
    let mut declarations = Declarations::new(hir);
    for (index, param) in function.params.iter().enumerate() {
        let Some(name) = &parameter_names[index] else {
            continue;
        };
        if !crate::sema::flatten::is_uniform_leaf(param.uniform, param.ty) {
            continue;
        }
        let columns = param.layout == Some(MatrixLayout::ColumnMajor);
        declarations.object(
            interface,
            (&param.name, index as i32),
            name,
            param.ty,
            columns,
        );
    }
    for (index, global) in hir.globals.iter().enumerate() {
        // A block's instance is a struct uniform, the members of a block
        // without one plain uniforms, named as any (cgc 3.1: `uniform
        // struct Lights { vec4 _pos; } _lights;`, hdr_uniform_block_bound).
        if global.storage != Storage::Uniform {
            continue;
        }
        if let Some(name) = &global_names[index] {
            let columns = global.layout == Some(MatrixLayout::ColumnMajor);
            declarations.object(interface, (&global.name, -1), name, global.ty, columns);
        }
    }
    interface.glsl = declarations.finish();
    interface.glsl.returned_struct_kept = kept_return.is_some();
}

struct Namer<'h> {
    hir: &'h Program,
    taken: HashSet<String>,
    named_structs: HashSet<StructId>,
    /// The names each struct's members took, in declaration order.
    member_names: HashMap<StructId, Vec<String>>,
}

impl Namer<'_> {
    /// Hands out the next free name for `identifier`.
    fn take(&mut self, identifier: &str, nested: bool) -> String {
        let stem = format!("_{}", identifier.trim_start_matches('_'));
        if !nested && self.taken.insert(stem.clone()) {
            return stem;
        }
        (1u32..)
            .map(|n| format!("{stem}{n}"))
            .find(|candidate| self.taken.insert(candidate.clone()))
            .unwrap_or(stem)
    }

    /// Names the members of struct `id` (its nested struct types' first),
    /// once per program.
    fn name_struct(&mut self, id: StructId) {
        if !self.named_structs.insert(id) {
            return;
        }
        let hir = self.hir;
        let fields = &hir.struct_def(id).fields;
        for field in fields {
            if let Base::Struct(nested) = field.ty.base {
                self.name_struct(nested);
            }
        }
        let names = fields
            .iter()
            .map(|field| self.take(&field.name, false))
            .collect();
        self.member_names.insert(id, names);
    }

    /// Step 1: file-scope variables and the functions the entry reaches, in
    /// source order. Returns each global's name, and the name each of the
    /// entry's parameters takes (not its copy's).
    fn source_order(&mut self, entry: FunctionId) -> (Vec<Option<String>>, Vec<String>) {
        let hir = self.hir;
        let reached = reached_functions(hir, entry);
        enum Item {
            Global(usize),
            Function(FunctionId),
        }
        let mut items: Vec<(u32, Item)> = hir
            .globals
            .iter()
            .enumerate()
            .map(|(index, global)| (global.span.start, Item::Global(index)))
            .collect();
        items.extend(
            reached
                .iter()
                .map(|&id| (hir.function(id).span.start, Item::Function(id))),
        );
        items.sort_by_key(|(start, _)| *start);
        let mut names = vec![None; hir.globals.len()];
        let mut entry_names = Vec::new();
        for (_, item) in items {
            match item {
                Item::Global(index) => {
                    let global = &hir.globals[index];
                    names[index] = Some(self.take(&global.name, false));
                    if let Base::Struct(id) = global.ty.base {
                        self.name_struct(id);
                    }
                }
                Item::Function(id) => {
                    let function = hir.function(id);
                    for param in &function.params {
                        let name = self.take(&param.name, false);
                        if id == entry {
                            entry_names.push(name);
                        }
                    }
                    if let Some(body) = &function.body {
                        self.locals(body, &body.root, 0);
                    }
                }
            }
        }
        (names, entry_names)
    }

    /// The locals declared in `block`, in body order; `depth` > 0 inside a
    /// nested block.
    fn locals(&mut self, body: &crate::sema::hir::Body, block: &Block, depth: usize) {
        for &id in block {
            let stmt: &Stmt = body.stmt(id);
            match &stmt.kind {
                StmtKind::Local { local, .. } => {
                    let name = body.local(*local).name.clone();
                    self.take(&name, depth > 0);
                }
                StmtKind::If {
                    then_block,
                    else_block,
                    ..
                } => {
                    self.locals(body, then_block, depth + 1);
                    if let Some(else_block) = else_block {
                        self.locals(body, else_block, depth + 1);
                    }
                }
                StmtKind::For {
                    init, body: inner, ..
                } => {
                    self.locals(body, init, depth + 1);
                    self.locals(body, inner, depth + 1);
                }
                StmtKind::While { body: inner, .. } | StmtKind::DoWhile { body: inner, .. } => {
                    self.locals(body, inner, depth + 1)
                }
                StmtKind::Block(inner) => self.locals(body, inner, depth + 1),
                StmtKind::Expr(_)
                | StmtKind::Return(_)
                | StmtKind::Break
                | StmtKind::Continue
                | StmtKind::Discard => {}
            }
        }
    }
}

/// Whether a varying input written with `semantic` is read from a
/// variable named after it (`varying vec4 POINTCOORD;`, not
/// `gl_PointCoord`): cgc 3.1 gives such a parameter no copy, as to every
/// varying parameter in GLSL ES (tests/glsl/cases/sem_fin_point_coord.cg:
/// a struct member `coord` named after such a parameter `coord` is
/// `_coord1` at 1.10, `_coord2` at 1.20, where `gl_PointCoord` is copied).
fn read_as_named(hir: &Program, semantic: &str) -> bool {
    let Some(glsl) = &hir.profile.glsl else {
        return false;
    };
    let version = glsl.version();
    hir.profile
        .find_input(semantic)
        .and_then(|binding| binding.glsl.get(version.family))
        .is_some_and(|name| name.named_as_written && name.builtin_at(semantic, version).is_none())
}

/// Per entry parameter, whether cgc 3.1 keeps its copy as a struct global
/// the program reads from: a varying struct with an input member without a
/// semantic, one the profile cannot bind (`POSITION` in a fragment
/// program) or one read from a variable named after its semantic
/// (`POINTCOORD` at 1.10). Such a copy names the struct's members right
/// then, before the struct types named in declaration order (not a struct
/// all of whose members are bound, docs/glsl-cgc.md §4), and cgc lists a
/// member by its place in it (`_s1._coord`).
fn kept_structs(hir: &Program, entry: FunctionId, interface: &ProgramInterface) -> Vec<bool> {
    let params = &hir.function(entry).params;
    let mut kept = vec![false; params.len()];
    for leaf in &interface.parameters {
        let (ParameterKind::Input(_), Ok(index)) = (leaf.kind, usize::try_from(leaf.argument))
        else {
            continue;
        };
        let structured = params
            .get(index)
            .is_some_and(|param| matches!(param.ty.base, Base::Struct(_)));
        let keeps = match &leaf.semantic {
            None => true,
            Some(semantic) => read_as_named(hir, semantic) || hir.profile.hides_input(semantic),
        };
        if structured && keeps {
            kept[index] = true;
        }
    }
    kept
}

/// The names [`name_varying_inputs`] reads: each entry parameter's own
/// (step 1), its copy's, if it has one, whether that copy is kept
/// ([`kept_structs`]), and each struct's members'.
struct VaryingNames<'n> {
    own: &'n [String],
    copies: &'n [Option<String>],
    kept: &'n [bool],
    members: &'n HashMap<StructId, Vec<String>>,
}

/// Fills [`Parameter::glsl_name`] of the entry's varying input leaves. A
/// parameter is called by its own name (cgc 3.1: `//var float2 pc :
/// $vin.POINTCOORD : _pc`, an element `_pc[0]`), a member of a struct
/// whose copy cgc keeps by its place there (`_v1._pc`), with the names its
/// members took in the program's namespace (cgc's, not the per-struct ones
/// uniforms are declared with: no such struct is declared); a member of
/// another struct has none.
fn name_varying_inputs(
    hir: &Program,
    entry: FunctionId,
    interface: &mut ProgramInterface,
    names: &VaryingNames<'_>,
) {
    let params = &hir.function(entry).params;
    for parameter in &mut interface.parameters {
        let (ParameterKind::Input(_), Ok(index)) =
            (parameter.kind, usize::try_from(parameter.argument))
        else {
            continue;
        };
        let (Some(param), Some(own)) = (params.get(index), names.own.get(index)) else {
            continue;
        };
        let Some(path) = parameter.name.strip_prefix(param.name.as_str()) else {
            continue;
        };
        let structured = matches!(param.ty.base, Base::Struct(_));
        if structured && !names.kept.get(index).copied().unwrap_or(false) {
            continue;
        }
        let root = match names.copies.get(index) {
            Some(Some(copy)) if structured => copy.as_str(),
            _ => own.as_str(),
        };
        parameter.glsl_name =
            member_path(hir, names.members, param.ty, path).map(|path| format!("{root}{path}"));
    }
}

/// The GLSL form of `path`, the part of a leaf's Cg name after its
/// parameter's (`.a[1].b`), in a value of type `ty`, each member called
/// by its name in `members` (`._a[1]._b1`).
fn member_path(
    hir: &Program,
    members: &HashMap<StructId, Vec<String>>,
    ty: Type,
    path: &str,
) -> Option<String> {
    let mut glsl = String::new();
    let mut ty = ty;
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('[') {
            let (index, after) = after.split_once(']')?;
            glsl.push_str(&format!("[{index}]"));
            ty = ty.element()?;
            rest = after;
            continue;
        }
        let after = rest.strip_prefix('.')?;
        let end = after.find(['.', '[']).unwrap_or(after.len());
        let (field, after) = after.split_at(end);
        let Base::Struct(id) = ty.base else {
            return None;
        };
        let fields = &hir.struct_def(id).fields;
        let position = fields.iter().position(|member| member.name == field)?;
        glsl.push('.');
        glsl.push_str(members.get(&id)?.get(position)?);
        ty = fields[position].ty;
        rest = after;
    }
    Some(glsl)
}

/// The user functions `entry` calls, directly or not, and `entry`.
/// The struct `entry` returns where cgc keeps it as the global `_ret_0` in
/// GLSL ES: a member outputs a varying, not only the built-in position and
/// point size (`gl_Position`, `gl_PointSize`; tests/glsl/cases
/// hdr_es_return_struct).
fn kept_return_struct(hir: &Program, entry: FunctionId) -> Option<StructId> {
    let return_ty = hir.function(entry).return_ty;
    let Base::Struct(id) = return_ty.base else {
        return None;
    };
    let outputs_varying = hir.struct_def(id).fields.iter().any(|field| {
        field.semantic.as_ref().is_some_and(|s| {
            !matches!(
                s.name.as_str(),
                "POSITION" | "POSITION0" | "HPOS" | "PSIZE" | "PSIZE0" | "PSIZ"
            )
        })
    });
    (outputs_varying && !return_ty.is_array()).then_some(id)
}

fn reached_functions(hir: &Program, entry: FunctionId) -> Vec<FunctionId> {
    let mut reached = vec![entry];
    let mut seen: HashSet<FunctionId> = reached.iter().copied().collect();
    let mut next = 0;
    while next < reached.len() {
        let id = reached[next];
        next += 1;
        let Some(body) = &hir.function(id).body else {
            continue;
        };
        for expr in &body.exprs {
            if let ExprKind::Call {
                callee: Callee::User(callee),
                ..
            } = expr.kind
            {
                if seen.insert(callee) {
                    reached.push(callee);
                }
            }
        }
    }
    reached
}

/// GLSL's reserved words, keywords, built-in type and function names, and
/// the names the emitter gives its own variables' prefixes: a struct type
/// may not be called so.
const RESERVED: &[&str] = &[
    // Keywords and words reserved for future use (GLSL 1.10 to 4.10, ES 1.00).
    "attribute",
    "const",
    "uniform",
    "varying",
    "layout",
    "centroid",
    "flat",
    "smooth",
    "noperspective",
    "patch",
    "sample",
    "break",
    "continue",
    "do",
    "for",
    "while",
    "switch",
    "case",
    "default",
    "if",
    "else",
    "subroutine",
    "in",
    "out",
    "inout",
    "float",
    "double",
    "int",
    "void",
    "bool",
    "true",
    "false",
    "invariant",
    "discard",
    "return",
    "lowp",
    "mediump",
    "highp",
    "precision",
    "struct",
    "common",
    "partition",
    "active",
    "asm",
    "class",
    "union",
    "enum",
    "typedef",
    "template",
    "this",
    "packed",
    "goto",
    "inline",
    "noinline",
    "volatile",
    "public",
    "static",
    "extern",
    "external",
    "interface",
    "long",
    "short",
    "half",
    "fixed",
    "unsigned",
    "superp",
    "input",
    "output",
    "filter",
    "sizeof",
    "cast",
    "namespace",
    "using",
    "resource",
    "coherent",
    "restrict",
    "readonly",
    "writeonly",
    "buffer",
    "shared",
    "precise",
    "uint",
    "main",
];

/// Whether GLSL reserves `name` for a type or a built-in function.
fn reserved(name: &str) -> bool {
    if RESERVED.contains(&name) || name.starts_with("gl_") || name.contains("__") {
        return true;
    }
    let vector = [
        "vec", "ivec", "bvec", "uvec", "dvec", "hvec", "fvec", "mat", "dmat",
    ]
    .iter()
    .any(|prefix| {
        name.strip_prefix(prefix).is_some_and(|rest| {
            !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit() || b == b'x')
        })
    });
    let sampler = [
        "sampler", "isampler", "usampler", "image", "iimage", "uimage",
    ]
    .iter()
    .any(|prefix| name.starts_with(prefix));
    vector || sampler || BUILTIN_FUNCTIONS.contains(&name)
}

/// The built-in functions of GLSL 1.10 to 4.10 and ES 1.00 a struct type
/// would hide.
const BUILTIN_FUNCTIONS: &[&str] = &[
    "radians",
    "degrees",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "pow",
    "exp",
    "log",
    "exp2",
    "log2",
    "sqrt",
    "inversesqrt",
    "abs",
    "sign",
    "floor",
    "trunc",
    "round",
    "roundEven",
    "ceil",
    "fract",
    "mod",
    "modf",
    "min",
    "max",
    "clamp",
    "mix",
    "step",
    "smoothstep",
    "isnan",
    "isinf",
    "floatBitsToInt",
    "floatBitsToUint",
    "intBitsToFloat",
    "uintBitsToFloat",
    "fma",
    "frexp",
    "ldexp",
    "length",
    "distance",
    "dot",
    "cross",
    "normalize",
    "ftransform",
    "faceforward",
    "reflect",
    "refract",
    "matrixCompMult",
    "outerProduct",
    "transpose",
    "determinant",
    "inverse",
    "lessThan",
    "lessThanEqual",
    "greaterThan",
    "greaterThanEqual",
    "equal",
    "notEqual",
    "any",
    "all",
    "not",
    "texture",
    "textureProj",
    "textureLod",
    "textureOffset",
    "texelFetch",
    "textureGrad",
    "textureSize",
    "texture1D",
    "texture1DProj",
    "texture1DLod",
    "texture1DProjLod",
    "texture2D",
    "texture2DProj",
    "texture2DLod",
    "texture2DProjLod",
    "texture3D",
    "texture3DProj",
    "texture3DLod",
    "texture3DProjLod",
    "textureCube",
    "textureCubeLod",
    "shadow1D",
    "shadow2D",
    "shadow1DProj",
    "shadow2DProj",
    "shadow1DLod",
    "shadow2DLod",
    "texture2DRect",
    "texture2DRectProj",
    "shadow2DRect",
    "shadow2DRectProj",
    "shadow2DEXT",
    "shadow2DProjEXT",
    "dFdx",
    "dFdy",
    "fwidth",
    "noise1",
    "noise2",
    "noise3",
    "noise4",
    "emit",
    "EmitVertex",
    "EndPrimitive",
    "barrier",
];

/// Whether the emitter's own names (`t12`, `i3`, `o0`, `a0`, `cgrs_…`)
/// could be `name`.
fn emitter_name(name: &str) -> bool {
    if name.starts_with("cgrs_") {
        return true;
    }
    let mut chars = name.chars();
    matches!(chars.next(), Some('t' | 'i' | 'o' | 'a'))
        && !chars.as_str().is_empty()
        && chars.as_str().bytes().all(|b| b.is_ascii_digit())
}

/// Builds the declarations of the uniform objects and the places of their
/// leaves.
struct Declarations<'h> {
    hir: &'h Program,
    /// Struct types already declared, by id: their index in `structs`.
    declared: HashMap<StructId, usize>,
    structs: Vec<GlslStruct>,
    /// The struct type names in use (the source's, renamed where reserved).
    type_names: HashMap<StructId, String>,
    uniforms: Vec<GlslVariable>,
}

impl<'h> Declarations<'h> {
    fn new(hir: &'h Program) -> Declarations<'h> {
        let written: HashSet<&str> = hir.structs.iter().map(|s| s.name.as_str()).collect();
        let mut used: HashSet<String> = HashSet::new();
        let mut type_names = HashMap::new();
        for (index, def) in hir.structs.iter().enumerate() {
            let mut name = def.name.clone();
            // An anonymous struct (`typedef struct { ... } Material;`) is
            // named `S_n` like one whose name GLSL cannot take.
            if name.is_empty()
                || reserved(&name)
                || emitter_name(&name)
                || name.starts_with('_')
                || used.contains(&name)
            {
                let stem = def.name.trim_start_matches('_').to_string();
                let stem = if stem.is_empty() {
                    "S".to_string()
                } else {
                    stem
                };
                name = (1u32..)
                    .map(|n| format!("{stem}_{n}"))
                    .find(|candidate| {
                        !written.contains(candidate.as_str()) && !used.contains(candidate)
                    })
                    .unwrap_or(stem);
            }
            used.insert(name.clone());
            type_names.insert(StructId(index as u32), name);
        }
        Declarations {
            hir,
            declared: HashMap::new(),
            structs: Vec::new(),
            type_names,
            uniforms: Vec::new(),
        }
    }

    fn finish(self) -> GlslDeclarations {
        GlslDeclarations {
            structs: self.structs,
            uniforms: self.uniforms,
            returned_struct_kept: false,
        }
    }

    /// Declares the uniform object `cg_name` (argument `argument`) of type
    /// `ty` as `glsl_name`, and places its leaves. `columns`: its matrices
    /// are stored by columns (`column_major`, `#pragma pack_matrix`), so
    /// GLSL declares their transposes, one row per column.
    fn object(
        &mut self,
        interface: &mut ProgramInterface,
        (cg_name, argument): (&str, i32),
        glsl_name: &str,
        ty: Type,
        columns: bool,
    ) {
        let Some(variable) = self.variable(glsl_name, ty, columns) else {
            return;
        };
        let uniform = self.uniforms.len();
        self.uniforms.push(variable);
        let mut places = HashMap::new();
        let root = Root {
            uniform,
            columns,
            out: &mut places,
        };
        self.places(cg_name, glsl_name.to_string(), ty, root);
        for parameter in &mut interface.parameters {
            if parameter.argument != argument || !is_uniform(parameter) {
                continue;
            }
            if let Some(place) = places.remove(&parameter.name) {
                parameter.glsl = Some(place);
            }
        }
    }

    /// The GLSL declaration of a value of Cg type `ty` called `name`.
    fn variable(&mut self, name: &str, ty: Type, columns: bool) -> Option<GlslVariable> {
        let (element, count) = flattened_array(ty);
        let (row_type, rows) = self.row_type(element, columns)?;
        let struct_index = match element.base {
            Base::Struct(id) => Some(self.declare_struct(id)?),
            _ => None,
        };
        let array = match (count, rows) {
            (None, None) => None,
            (Some(count), None) => Some(count),
            (count, Some(rows)) => Some(count.unwrap_or(1).saturating_mul(rows)),
        };
        Some(GlslVariable {
            name: name.to_string(),
            ty: row_type,
            array,
            struct_index,
        })
    }

    /// The GLSL type of a value of the non-array Cg type `ty`, or of one
    /// row of it (a matrix is an array of rows: the row count is returned;
    /// stored by `columns`, of its columns).
    fn row_type(&mut self, ty: Type, columns: bool) -> Option<(String, Option<u32>)> {
        let scalar = |scalar: Scalar, size: u8| -> String {
            let (single, prefix) = match scalar {
                Scalar::Bool => ("bool", "bvec"),
                Scalar::Int | Scalar::CInt => ("int", "ivec"),
                Scalar::Unsigned => ("int", "ivec"),
                _ => ("float", "vec"),
            };
            if size == 1 {
                single.to_string()
            } else {
                format!("{prefix}{size}")
            }
        };
        Some(match ty.base {
            Base::Scalar(s) => (scalar(s, 1), None),
            Base::Vector(s, n) => (scalar(s, n), None),
            Base::Matrix(s, rows, cols) if columns => (scalar(s, rows), Some(u32::from(cols))),
            Base::Matrix(s, rows, cols) => (scalar(s, cols), Some(u32::from(rows))),
            Base::Sampler(kind, _) => (sampler_type(kind)?.to_string(), None),
            Base::Struct(id) => (self.type_names.get(&id)?.clone(), None),
            _ => return None,
        })
    }

    /// Declares struct `id` (after the structs its members need); its index.
    fn declare_struct(&mut self, id: StructId) -> Option<usize> {
        if let Some(&index) = self.declared.get(&id) {
            return Some(index);
        }
        let hir = self.hir;
        let def = hir.struct_def(id);
        let mut members = Vec::with_capacity(def.fields.len());
        let mut taken = HashSet::new();
        // A struct holding itself cannot be declared; mark it first.
        self.declared.insert(id, usize::MAX);
        for field in &def.fields {
            let name = member_name(&field.name, &mut taken);
            if let Base::Struct(nested) = field.ty.base {
                if self.declared.get(&nested) == Some(&usize::MAX) {
                    return None;
                }
            }
            let columns = field.layout == Some(MatrixLayout::ColumnMajor);
            members.push(self.variable(&name, field.ty, columns)?);
        }
        let index = self.structs.len();
        self.structs.push(GlslStruct {
            name: self.type_names.get(&id)?.clone(),
            members,
        });
        self.declared.insert(id, index);
        Some(index)
    }

    /// The places of the leaves of a value of type `ty` named `cg_name` in
    /// the interface and reached as `glsl` in GLSL.
    fn places(&mut self, cg_name: &str, glsl: String, ty: Type, root: Root<'_>) {
        if ty.is_array() {
            // Arrays of arrays are flattened: element [i][j] of T[n][m] is
            // element i * m + j of the declared T[n * m].
            let (element, _) = flattened_array(ty);
            let rows = self
                .row_type(element, root.columns)
                .and_then(|(_, rows)| rows)
                .unwrap_or(1);
            let mut index = 0u32;
            let array = Array {
                glsl: &glsl,
                element,
                rows,
            };
            self.array_places(cg_name, ty, &array, &mut index, root);
            return;
        }
        match ty.base {
            Base::Struct(id) => {
                let hir = self.hir;
                let mut taken = HashSet::new();
                for field in &hir.struct_def(id).fields {
                    let member = member_name(&field.name, &mut taken);
                    let member_root = Root {
                        uniform: root.uniform,
                        columns: field.layout == Some(MatrixLayout::ColumnMajor),
                        out: &mut *root.out,
                    };
                    self.places(
                        &format!("{cg_name}.{}", field.name),
                        format!("{glsl}.{member}"),
                        field.ty,
                        member_root,
                    );
                }
            }
            _ => {
                if let Some((row_type, rows)) = self.row_type(ty, root.columns) {
                    root.out.insert(
                        cg_name.to_string(),
                        GlslPlace {
                            base: glsl,
                            index: rows.map(|_| 0),
                            row_type,
                            uniform: root.uniform,
                        },
                    );
                }
            }
        }
    }

    /// The places of the elements of array `ty` (of `array`, numbered from
    /// `*index`).
    fn array_places(
        &mut self,
        cg_name: &str,
        ty: Type,
        array: &Array<'_>,
        index: &mut u32,
        root: Root<'_>,
    ) {
        let Some(inner) = ty.element() else {
            return;
        };
        let count = ty.array_len().unwrap_or(0);
        for i in 0..count {
            let name = format!("{cg_name}[{i}]");
            let element_root = Root {
                uniform: root.uniform,
                columns: root.columns,
                out: &mut *root.out,
            };
            if inner.is_array() {
                self.array_places(&name, inner, array, index, element_root);
                continue;
            }
            let first = *index;
            *index = index.saturating_add(array.rows);
            if let Base::Struct(_) = array.element.base {
                let glsl = format!("{}[{first}]", array.glsl);
                self.places(&name, glsl, array.element, element_root);
            } else if let Some((row_type, _)) = self.row_type(array.element, root.columns) {
                element_root.out.insert(
                    name,
                    GlslPlace {
                        base: array.glsl.to_string(),
                        index: Some(first),
                        row_type,
                        uniform: root.uniform,
                    },
                );
            }
        }
    }
}

/// What the leaves of one uniform object share while they are placed.
struct Root<'o> {
    /// The object's index among the declared uniforms.
    uniform: usize,
    /// Matrices here are stored by columns.
    columns: bool,
    out: &'o mut HashMap<String, GlslPlace>,
}

/// An array being placed: its GLSL name, its element type (every dimension
/// removed) and the rows an element takes.
struct Array<'g> {
    glsl: &'g str,
    element: Type,
    rows: u32,
}

/// Whether a leaf is a uniform or a sampler.
fn is_uniform(parameter: &Parameter) -> bool {
    matches!(
        parameter.kind,
        ParameterKind::Uniform(_) | ParameterKind::UniformElement(..) | ParameterKind::Sampler(_)
    )
}

/// A struct member's GLSL name: `_` and its name without leading
/// underscores, numbered against the struct's members named before.
fn member_name(name: &str, taken: &mut HashSet<String>) -> String {
    let stem = format!("_{}", name.trim_start_matches('_'));
    if taken.insert(stem.clone()) {
        return stem;
    }
    (1u32..)
        .map(|n| format!("{stem}{n}"))
        .find(|candidate| taken.insert(candidate.clone()))
        .unwrap_or(stem)
}

/// The element type of `ty` with every array dimension removed, and the
/// number of elements of all dimensions (`None` for a non-array).
fn flattened_array(ty: Type) -> (Type, Option<u32>) {
    let mut element = ty;
    let mut count: Option<u32> = None;
    while let (Some(inner), Some(len)) = (element.element(), element.array_len()) {
        count = Some(count.unwrap_or(1).saturating_mul(len));
        element = inner;
    }
    (element, count)
}

/// The GLSL sampler type of a Cg sampler, before the lookups decide a
/// generic `sampler`'s (the back end does).
fn sampler_type(kind: SamplerKind) -> Option<&'static str> {
    Some(match kind {
        SamplerKind::Generic | SamplerKind::S2D => "sampler2D",
        SamplerKind::S1D => "sampler1D",
        SamplerKind::S3D => "sampler3D",
        SamplerKind::Cube => "samplerCube",
        SamplerKind::Rect => "sampler2DRect",
        SamplerKind::Shadow1D => "sampler1DShadow",
        SamplerKind::Shadow2D => "sampler2DShadow",
        SamplerKind::ShadowRect => "sampler2DRectShadow",
        SamplerKind::ShadowCube
        | SamplerKind::ShadowArray1D
        | SamplerKind::ShadowArray2D
        | SamplerKind::ShadowCubeArray
        | SamplerKind::Array1D
        | SamplerKind::Array2D
        | SamplerKind::CubeArray
        | SamplerKind::Buffer
        | SamplerKind::RectBuffer
        | SamplerKind::Ms2D
        | SamplerKind::Ms2DArray
        | SamplerKind::TextureObject(_) => return None,
    })
}
