//! Binding an entry function's interface: varying inputs and outputs with
//! their semantics, and uniforms.
//!
//! Invariants:
//! - Structs are flattened by `sema::flatten`, the walk the lowering uses
//!   too: a connector parameter `appdata IN` yields one varying per leaf
//!   member (`IN.position`), each with its member path and the semantic that
//!   binds it (its own, or its struct's counted on). An array with a
//!   semantic is walked element by element, each counting it on; others
//!   are leaves here.
//! - Order is cgc's `#var` order: entry parameters in order (leaves in member
//!   order), then global variables in declaration order, then the return value.
//! - Semantics are upper-cased as written; which semantics a profile accepts,
//!   and which register each maps to, is the target's business (its profile
//!   tables). Checked here: a varying's semantic must name a register of the
//!   profile's input or output table, read as data (C5108, C5109), and an
//!   entry must produce a varying output (C5029). An index past the table
//!   (C5102) and an output register bound twice (C5121) are errors only for
//!   leaves the program reads or writes, which the lowering knows: it
//!   reports them (cgc 3.1 reports them as code generation errors).

use crate::diag::Diagnostic;
use crate::sema::flatten::{is_uniform_leaf, Item};
pub use crate::sema::hir::{Binding, Entry, Kind, Leaf, Root};
use crate::sema::hir::{
    Callee, ExprKind, Function, FunctionId, GlobalId, Program, RegisterBinding, Storage,
};
use crate::sema::types::{Base, Type};

/// Collects the binding of `entry` (its declaration errors come earlier:
/// [`entry_declaration_errors`]).
pub fn bind(program: &Program, entry: FunctionId) -> Binding {
    let mut collector = Collector {
        program,
        binding: Binding::default(),
    };
    let function = program.function(entry);
    for (index, param) in function.params.iter().enumerate() {
        // Bound only in geometry programs: see `attrib_array_errors`.
        if param.attrib_array.is_some() {
            continue;
        }
        let item = Item::parameter(param);
        let root = Root::Param(index as u32);
        if item.uniform {
            collector.uniform(&item, root, Vec::new(), true);
        } else {
            let directions = (param.direction.reads(), param.direction.writes());
            let unit = item.register.clone().filter(is_texture_unit);
            collector.varying(&item, root, Vec::new(), directions, unit.as_ref());
        }
    }
    let (referenced, states) = referenced_globals(program, entry);
    for (index, global) in program.globals.iter().enumerate() {
        let item = Item::global(global);
        let root = Root::Global(GlobalId(index as u32));
        match global.storage {
            Storage::Static => {}
            Storage::Uniform => collector.uniform(&item, root, Vec::new(), referenced[index]),
            Storage::VaryingIn => collector.varying(&item, root, Vec::new(), (true, false), None),
            Storage::VaryingOut => collector.varying(&item, root, Vec::new(), (false, true), None),
        }
    }
    if !function.return_ty.is_void() {
        let item = Item::return_value(function);
        collector.varying(&item, Root::Return, Vec::new(), (false, true), None);
    }
    let mut binding = collector.binding;
    binding.states = states;
    binding
}

/// The entry's declaration errors, which stop cgc's run before it checks
/// the calls against the profile (C3004, C3002) or binds semantics (C5108,
/// C5109), and before its second pass over the bodies (whose warnings then
/// never come: probes tests/sema/cases/672–674): each parameter's, in
/// parameter order (a uniform default that is not constant, C1059, given
/// as `constness`; a uniform output, C5110), then the result's (C5029).
pub fn entry_declaration_errors(
    function: &Function,
    mut constness: Vec<Diagnostic>,
) -> Vec<Diagnostic> {
    constness.extend(uniform_outputs(function));
    // A parameter's errors start inside its declaration, so their starts
    // order them as the parameters.
    constness.sort_by_key(|diagnostic| diagnostic.span.map(|span| span.start));
    constness.extend(check_outputs(function));
    constness
}

/// An entry parameter declared `AttribArray<T>` / `AttribArrayOut<T>`: the
/// vertices of a geometry program, which none of cgrs's profiles is. cgc 3.1
/// binds such a parameter as a struct of `T __data[]` on the semantic
/// `VERTEX[0].SEM` (`VERTEXOUT` for the output array) and an `int length`
/// on `__INPUT_PRIMITIVE_SIZE`; no other profile knows the data's semantic.
/// Probed in all eight profiles (tests/sema/cases/594), for a scalar,
/// vector, `bool` or sampler element:
/// - with a semantic or register, in any direction or `uniform`: C5108
///   three times, "unknown semantics "VERTEX[0].SEM" specified for "<null
///   atom>"", SEM as written without its index or modifier (`color3` is
///   `color`, `register(c3)` is `C`);
/// - without: twice, naming "VERTEX".
///
/// A matrix, array or struct element binds another way (cgc compiles some of
/// them, listing `p.__data[0]` and `p.length`): not supported yet.
pub fn attrib_array_errors(program: &Program, entry: FunctionId) -> Vec<(Root, Diagnostic)> {
    let function = program.function(entry);
    let mut errors = Vec::new();
    for (index, param) in function.params.iter().enumerate() {
        let (Some(template), Some(element)) = (param.attrib_array, param.ty.element()) else {
            continue;
        };
        let root = Root::Param(index as u32);
        if element.is_matrix() || element.is_array() || element.is_struct() {
            errors.push((
                root,
                Diagnostic::error(
                    1001,
                    param.span,
                    format!(
                        "\"{}\": an AttribArray of matrices, arrays or structs outside a \
                         geometry program is not supported yet",
                        param.name
                    ),
                ),
            ));
            continue;
        }
        let written = param
            .semantic
            .as_ref()
            .map(|semantic| semantic.written.as_str())
            .or(param
                .register
                .as_ref()
                .map(|register| register.written.as_str()));
        let (semantic, count) = match written {
            Some(written) => {
                let name = written.split_once('.').map_or(written, |(name, _)| name);
                let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
                (format!("{}[0].{stem}", template.semantic()), 3)
            }
            None => (template.semantic().to_string(), 2),
        };
        let message = format!("unknown semantics \"{semantic}\" specified for \"<null atom>\"");
        for _ in 0..count {
            errors.push((root, Diagnostic::error(5108, param.span, message.clone())));
        }
    }
    errors
}

/// C5110: an entry parameter declared both `uniform` and `out` / `inout`
/// (in either order around the type: `out uniform float4 a`, `float4 out
/// uniform a`). cgc checks entry parameters only; a helper function's
/// `out uniform` parameter is accepted.
fn uniform_outputs(function: &Function) -> Vec<Diagnostic> {
    function
        .params
        .iter()
        .filter(|param| param.uniform && param.direction.writes())
        .map(|param| {
            Diagnostic::error(
                5110,
                param.span,
                format!(
                    "parameters with uniform domain cannot be out parameters \"{}\"",
                    param.name
                ),
            )
        })
        .collect()
}

/// The longest varying array with a semantic walked element by element: far
/// more than any profile has registers (a longer one is one leaf).
const MAX_CHECKED_ELEMENTS: u32 = 256;

/// Walks the flattened items ([`Item`]) into the binding's entries.
struct Collector<'a> {
    program: &'a Program,
    binding: Binding,
}

/// `TEXUNITn`, in any case.
fn is_texture_unit(register: &RegisterBinding) -> bool {
    split_semantic(&register.register.to_ascii_uppercase()).0 == "TEXUNIT"
}

impl Collector<'_> {
    /// Adds a varying, one per leaf member when it is a struct, as an input
    /// and / or an output (`(reads, writes)`); its uniform members are
    /// uniforms, bound from `unit` when the struct is written on a texture
    /// unit (`prev PASSPREV3 : TEXUNIT1`). Arrays are leaves.
    fn varying(
        &mut self,
        item: &Item,
        root: Root,
        fields: Vec<u32>,
        (reads, writes): (bool, bool),
        unit: Option<&RegisterBinding>,
    ) {
        let members = item.members(self.program);
        if !members.is_empty() {
            for (index, member) in members {
                let fields = with_field(&fields, index);
                if member.uniform {
                    let member = Item {
                        register: member.register.clone().or_else(|| unit.cloned()),
                        ..member
                    };
                    self.uniform(&member, root, fields, true);
                } else {
                    self.varying(&member, root, fields, (reads, writes), unit);
                }
            }
            return;
        }
        // An array with a semantic binds each element by it, counted on
        // (`float4 v[2] : FOO` is two leaves whose derived semantic is
        // unknown, so bound as without one, as cgc 3.1 binds them).
        let elements = item
            .ty
            .array_len()
            .filter(|&count| item.semantic.is_some() && count <= MAX_CHECKED_ELEMENTS);
        if let Some(count) = elements {
            for index in 0..count {
                let element = item.element(self.program, index);
                self.varying(&element, root, fields.clone(), (reads, writes), unit);
            }
            return;
        }
        for (wanted, output) in [(reads, false), (writes, true)] {
            if !wanted {
                continue;
            }
            // A derived semantic the profile does not know for this
            // direction binds nothing (`Item::bound_as_varying`).
            let item = item.bound_as_varying(self.program, output);
            // A constant register or texture unit on a varying struct member
            // (`float4 x : C0`) is checked as its semantic, as cgc reports it
            // (C5109, C5108); a parameter's is checked in
            // [`check_varying_registers`].
            let semantic = item.semantic.as_ref().map(|s| s.name.clone()).or_else(|| {
                let register = item.register.as_ref().filter(|_| !fields.is_empty())?;
                Some(register.register.clone())
            });
            // A derived semantic is reported where it is written.
            let span = match &item.semantic {
                Some(semantic) if item.derived => semantic.span,
                _ => item.span,
            };
            let leaf = Leaf {
                name: item.name.clone(),
                ty: item.ty,
                root,
                fields: fields.clone(),
                span,
            };
            let written = item.semantic.as_ref().map(|s| s.written.clone());
            let interpolation = item.semantic.as_ref().and_then(|s| s.interpolation);
            let kind = if output {
                Kind::Output { semantic }
            } else {
                Kind::Input { semantic }
            };
            self.binding.entries.push(Entry {
                leaf,
                kind,
                written,
                interpolation,
            });
        }
    }

    /// Adds a uniform, one per leaf member when it is a struct. A struct
    /// bound to a texture unit binds every member to one (the samplers take
    /// consecutive units, anything else is C5118, as cgc reports it at the
    /// struct's declaration).
    fn uniform(&mut self, item: &Item, root: Root, fields: Vec<u32>, referenced: bool) {
        let members = item.members(self.program);
        if !members.is_empty() {
            let unit = item.register.clone().filter(is_texture_unit);
            for (index, member) in members {
                let member = match (&member.register, &unit) {
                    (None, Some(unit)) => Item {
                        span: item.span,
                        register: Some(unit.clone()),
                        ..member
                    },
                    _ => member,
                };
                self.uniform(&member, root, with_field(&fields, index), referenced);
            }
            return;
        }
        let leaf = Leaf {
            name: item.name.clone(),
            ty: item.ty,
            root,
            fields,
            span: item.span,
        };
        let register = item.register.as_ref().map(|r| r.register.clone());
        self.binding.entries.push(Entry {
            leaf,
            kind: Kind::Uniform {
                register,
                referenced,
            },
            written: None,
            interpolation: None,
        });
    }
}

/// `fields` with `index` appended: the member path of a struct member.
fn with_field(fields: &[u32], index: usize) -> Vec<u32> {
    let mut fields = fields.to_vec();
    fields.push(index as u32);
    fields
}

/// Globals read or written by the functions `entry` reaches, and the
/// `glstate` state they read.
fn referenced_globals(program: &Program, entry: FunctionId) -> (Vec<bool>, Vec<(String, Type)>) {
    let mut states: Vec<(String, Type)> = Vec::new();
    let mut referenced = vec![false; program.globals.len()];
    let mut seen = vec![false; program.functions.len()];
    let mut stack = vec![entry];
    while let Some(id) = stack.pop() {
        if id.index() >= seen.len() || std::mem::replace(&mut seen[id.index()], true) {
            continue;
        }
        let Some(body) = &program.function(id).body else {
            continue;
        };
        for expr in &body.exprs {
            match expr.kind {
                ExprKind::Global(global) => {
                    if let Some(flag) = referenced.get_mut(global.index()) {
                        *flag = true;
                    }
                }
                ExprKind::Call {
                    callee: Callee::User(callee),
                    ..
                } => stack.push(callee),
                ExprKind::State { ref path } if !states.iter().any(|(known, _)| known == path) => {
                    states.push((path.clone(), expr.ty));
                }
                _ => {}
            }
        }
    }
    (referenced, states)
}

/// C5029 when nothing is output (corpus cases 148, 149).
fn check_outputs(function: &Function) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    // A non-struct return value needs a semantic; a void entry without
    // outputs is accepted here (corpus case 338; the vertex profiles then
    // miss POSITION, which the target reports as C6014). One bound to a
    // register has C5109 instead ([`check_varying_registers`]). A semantic
    // qualified for other profiles counts (`: ps POSITION` in a vertex
    // profile): the value is then output nowhere, and a vertex profile
    // misses POSITION as with a void entry.
    let return_unbound = !function.return_ty.is_void()
        && !matches!(function.return_ty.base, Base::Struct(_))
        && !function.return_bindings.has_semantic()
        && function.return_register.is_none();
    if return_unbound {
        diagnostics.push(Diagnostic::error(
            5029,
            function.span,
            format!(
                "program \"{}\" must return a struct or have a varying output semantic",
                function.name
            ),
        ));
    }
    diagnostics
}

/// Checks each varying's semantic against the profile's input and output
/// tables (probed with cgc 3.1 on every table name, their aliases and
/// out-of-range indices, in all four profiles):
/// - a name the table of its direction lists (`TEXCOORD` = `TEXCOORD0`, an
///   alias of a listed name with the same index: `COL1` = `COLOR1`), or
///   one of the profile's hidden registers of that direction (a vertex
///   program's `WPOS` output), is fine here;
/// - so is a listed or hidden stem with an index past the table's
///   (`TEXCOORD8`, `COLOR2` as a vertex output): cgc reports it (C5102
///   "too big of a numeric index") only if the program reads or writes the
///   varying, as it reports a hidden register's use (C5119): the lowering
///   checks both;
/// - a stem of the other direction's table (hidden ones included), or a
///   constant register `C`: C5109 "domain conflicts" (`TEXCOORD0` as a
///   fragment output, `WPOS` as a vertex input);
/// - anything else: C5108 "unknown semantics" (`DEPTH` out of arbvp1).
///
/// The hidden registers are cgc's registers its tables do not show (arbfp1
/// `POSITION`, `BCOL0` inputs, a vertex program's `WPOS` output); an input
/// the profile leaves unbound (arbfp1 `FOGP`) is accepted as a hidden one.
pub fn check_semantics(binding: &Binding, profile: &str) -> Vec<(Root, Diagnostic)> {
    let Some(tables) = crate::profile::Profile::shared(profile) else {
        return Vec::new();
    };
    binding
        .entries
        .iter()
        .flat_map(|entry| {
            let diagnostics = check_entry_semantics(tables, entry);
            diagnostics.into_iter().map(|d| (entry.leaf.root, d))
        })
        .collect()
}

/// [`check_semantics`] of one leaf.
fn check_entry_semantics(tables: &crate::profile::Profile, entry: &Entry) -> Vec<Diagnostic> {
    let (semantic, is_output) = match &entry.kind {
        Kind::Input { semantic } => (semantic, false),
        Kind::Output { semantic } => (semantic, true),
        Kind::Uniform {
            register: Some(register),
            ..
        } => {
            return check_uniform_register(tables, &entry.leaf, register)
                .into_iter()
                .collect()
        }
        Kind::Uniform { .. } => return Vec::new(),
    };
    let Some(semantic) = semantic else {
        return Vec::new();
    };
    let (same, other) = if is_output {
        (&tables.outputs, &tables.inputs)
    } else {
        (&tables.inputs, &tables.outputs)
    };
    let (hidden_same, hidden_other) = if is_output {
        (&tables.hidden_outputs, &tables.hidden_inputs)
    } else {
        (&tables.hidden_inputs, &tables.hidden_outputs)
    };
    let upper = semantic.to_ascii_uppercase();
    let name = upper.as_str();
    // `state.*` names are uniform bindings, the back end's business.
    if name.contains('.') {
        return Vec::new();
    }
    let (stem, _) = split_semantic(name);
    // Messages quote the semantic as written, its index left out.
    let quoted = quoted_stem(entry, stem);
    // A string is no varying, whatever its semantic (cgc 3.1: `string v
    // : TEXCOORD1` is C5118; without a semantic it is a uniform), nor is a
    // program object (`pixelshader v : TEXCOORD1`, `PixelFragment v`: the
    // `types` conformance probes).
    if matches!(entry.leaf.ty.base, Base::String | Base::Program) && !entry.leaf.ty.is_array() {
        return vec![Diagnostic::error(
            5118,
            entry.leaf.span,
            format!(
                "variable \"{}\" type conflicts with semantics \"{quoted}\"",
                leaf_name(&entry.leaf)
            ),
        )];
    }
    // cgc accepts a varying bound to a register of the other stage
    // (connector structs shared by both stages carry them: a fragment
    // input bound to the vertex position, `vf30`'s `BCOL0`) and rejects
    // only its use (C5119: `sema::program`, the lowering).
    let unbound = (tables.leaves_input_unbound(name) || tables.autobinds_input(name)) && !is_output;
    // Known stems: a register, a hidden one, or one past the table's
    // indices; the last two are errors only where used (the lowering).
    if unbound || has_stem(same, stem) || hidden_same.iter().any(|name| listed(name).0 == stem) {
        let mut diagnostics = size_warnings(tables, entry, is_output);
        if let Some(interpolation) = entry.interpolation {
            // Only a varying between the stages of a GLSL profile takes an
            // interpolation modifier (probed on inputs and outputs of every
            // profile, used or not, past the table's indices too: C5129
            // naming the semantic without its index); on an unknown
            // semantic the modifier is not looked at (C5108, C5109).
            // A matrix's rows are varyings each, and each is reported.
            // No profile takes `sample` (C5129 in all eight).
            let taken = interpolation != crate::interface::Interpolation::Sample
                && tables.takes_interpolation_modifier(is_output);
            if !taken {
                let modifier = interpolation.qualifier();
                let rows = match entry.leaf.ty.base {
                    Base::Matrix(_, rows, _) if !entry.leaf.ty.is_array() => rows,
                    _ => 1,
                };
                let message =
                    format!("semantic \"{quoted}\" does not support the \"{modifier}\" modifier");
                for _ in 0..rows {
                    diagnostics.push(Diagnostic::error(5129, entry.leaf.span, message.clone()));
                }
            }
        }
        return diagnostics;
    }
    let (code, message) = if has_stem(other, stem)
        || hidden_other.iter().any(|name| listed(name).0 == stem)
        || (is_output && tables.autobinds_input(stem))
        || stem == "C"
        || (stem == "TEXUNIT" && tables.stage == crate::profile::Stage::Fragment)
    {
        (
            5109,
            format!(
                "variable \"{}\" domain conflicts with semantics \"{quoted}\"",
                leaf_name(&entry.leaf)
            ),
        )
    } else {
        (
            5108,
            format!(
                "unknown semantics \"{quoted}\" specified for \"{}\"",
                leaf_name(&entry.leaf)
            ),
        )
    };
    vec![Diagnostic::error(code, entry.leaf.span, message)]
}

/// C7019 for a leaf larger than its semantic (`float4 f : FOG`, size 1),
/// as many times as cgc repeats it ([`crate::profile::SemanticSize`]). cgc
/// names a matrix's first row and an array's element `<null atom>`; the
/// rows and elements counted on past the table are no register at all
/// (C5102 where used).
fn size_warnings(tables: &crate::profile::Profile, entry: &Entry, output: bool) -> Vec<Diagnostic> {
    let Some(written) = &entry.written else {
        return Vec::new();
    };
    let Some(size) = tables.semantic_size(written, output) else {
        return Vec::new();
    };
    let leaf = &entry.leaf;
    let (components, name) = match leaf.ty.base {
        Base::Scalar(_) => (1, leaf_name(leaf)),
        Base::Vector(_, n) => (n, leaf_name(leaf)),
        Base::Matrix(_, _, columns) => (columns, NULL_ATOM),
        _ => return Vec::new(),
    };
    if components <= size.components {
        return Vec::new();
    }
    let element = leaf.name.ends_with(']');
    let name = if element { NULL_ATOM } else { name };
    // Quoted as written, without its index (`fog`, `Psize`); an array
    // element's repetition quotes it upper-cased (cgc 3.1,
    // tests/sema/cases/591).
    let stem = written.trim_end_matches(|c: char| c.is_ascii_digit());
    let message = |stem: &str| {
        let text = format!(
            "\"{name}\" is too large for semantic \"{stem}\", which is size {}",
            size.components
        );
        Diagnostic::warning(7019, leaf.span, text)
    };
    (0..size.warnings)
        .map(|pass| match pass {
            0 => message(stem),
            _ if element => message(&stem.to_ascii_uppercase()),
            _ => message(stem),
        })
        .collect()
}

/// What cgc calls a matrix row or an array element in messages.
const NULL_ATOM: &str = "<null atom>";

/// A leaf as cgc names it in messages: a struct member alone (`w`, not
/// `main.w`).
pub fn leaf_name(leaf: &Leaf) -> &str {
    leaf.name.rsplit('.').next().unwrap_or(&leaf.name)
}

/// A uniform's explicit register: a sampler takes a texture unit and
/// anything else a constant register (C5118 otherwise). A register past the
/// profile's range is an error only where the program reads it, which the
/// back end checks (`back::limits::registers_past_range`). Other register
/// names are left to the back end.
fn check_uniform_register(
    tables: &crate::profile::Profile,
    leaf: &Leaf,
    register: &str,
) -> Option<Diagnostic> {
    let upper = register.to_ascii_uppercase();
    let (stem, _) = split_semantic(&upper);
    match stem {
        "C" => {}
        "TEXUNIT" if tables.stage == crate::profile::Stage::Fragment => {}
        _ => return None,
    }
    // A CgFX texture object, string or program object takes no register
    // at all (cgc 3.1: `texture t : TEXUNIT3`, `string s : C3` are C5118).
    let takes = match leaf.ty.base {
        Base::Sampler(crate::sema::types::SamplerKind::TextureObject(_), _)
        | Base::String
        | Base::Program => None,
        Base::Sampler(..) => Some("TEXUNIT"),
        _ => Some("C"),
    };
    // A struct member is named alone (`video_size`, not `P.video_size`).
    let name = leaf.name.rsplit('.').next().unwrap_or(&leaf.name);
    (takes != Some(stem)).then(|| {
        Diagnostic::error(
            5118,
            leaf.span,
            format!("variable \"{name}\" type conflicts with semantics \"{stem}\""),
        )
    })
}

/// A varying parameter, global or return value bound to a register (`float4 p :
/// C0`, `float4 main() : register(c1)`): C5109, as cgc reports for a
/// constant register in every profile and for a texture unit in the
/// fragment profile (a vertex profile does not know `TEXUNIT`: C5108).
pub fn check_varying_registers(
    program: &Program,
    entry: FunctionId,
    profile: &str,
) -> Vec<Diagnostic> {
    let Some(tables) = crate::profile::Profile::shared(profile) else {
        return Vec::new();
    };
    let function = program.function(entry);
    let varyings = function
        .params
        .iter()
        .filter(|param| !is_uniform_leaf(param.uniform, param.ty) && param.attrib_array.is_none())
        .map(|param| (&param.name, param.ty, &param.register, param.span));
    // A varying global's register is checked after the parameters
    // (`in float4 g : register(c3);`, tests/sema/cases/718).
    let globals = program
        .globals
        .iter()
        .filter(|global| matches!(global.storage, Storage::VaryingIn | Storage::VaryingOut))
        .map(|global| (&global.name, global.ty, &global.register, global.span));
    let result = (!function.return_ty.is_void()).then_some((
        &function.name,
        function.return_ty,
        &function.return_register,
        function.span,
    ));
    let mut diagnostics = Vec::new();
    for (name, ty, register, span) in varyings.chain(globals).chain(result) {
        let Some(register) = register else {
            continue;
        };
        // A matrix is bound as if written without the register
        // (`Item::binds_without_semantic`).
        if ty.is_matrix() {
            continue;
        }
        let upper = register.register.to_ascii_uppercase();
        let (stem, _) = split_semantic(&upper);
        // A struct's texture unit binds the samplers it holds, in either
        // stage (tests/header/151).
        if stem == "TEXUNIT" && ty.is_struct() {
            continue;
        }
        let fragment = tables.stage == crate::profile::Stage::Fragment;
        let message = match stem {
            "C" => format!("variable \"{name}\" domain conflicts with semantics \"{stem}\""),
            "TEXUNIT" if fragment => {
                format!("variable \"{name}\" domain conflicts with semantics \"{stem}\"")
            }
            "TEXUNIT" => {
                diagnostics.push(Diagnostic::error(
                    5108,
                    span,
                    format!("unknown semantics \"{stem}\" specified for \"{name}\""),
                ));
                continue;
            }
            _ => continue,
        };
        diagnostics.push(Diagnostic::error(5109, span, message));
    }
    diagnostics
}

/// A table name's stem and index, no index counting as 0.
fn listed(name: &str) -> (&str, u32) {
    let (stem, index) = split_semantic(name);
    (stem, index.unwrap_or(0))
}

/// `TEXCOORD12` → (`TEXCOORD`, Some(12)); `COLOR` → (`COLOR`, None).
/// The semantic of `entry` as the source spells it, without its index
/// and modifier (`Colour2` is "Colour", `texcoord0_bar` "texcoord0_bar",
/// `TexCoord1_centroid` "TexCoord"), as cgc's C5108, C5109, C5118 and
/// C5129 quote it (tests/sema/cases/678); `stem`, upper-cased, where the leaf's
/// semantic is its struct's counted on.
fn quoted_stem<'a>(entry: &'a Entry, stem: &'a str) -> &'a str {
    let Some(written) = entry.written.as_deref() else {
        return stem;
    };
    let unmodified = match crate::interface::Interpolation::split(&written.to_ascii_uppercase()) {
        Some((name, _)) => &written[..name.len()],
        None => written,
    };
    let quoted = unmodified.trim_end_matches(|c: char| c.is_ascii_digit());
    if quoted.eq_ignore_ascii_case(stem) {
        quoted
    } else {
        stem
    }
}

fn split_semantic(upper: &str) -> (&str, Option<u32>) {
    let stem_len = upper.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (stem, digits) = upper.split_at(stem_len);
    (stem, digits.parse().ok())
}

fn has_stem(table: &[crate::profile::Binding], stem: &str) -> bool {
    table
        .iter()
        .flat_map(|row| &row.semantics)
        .any(|name| split_semantic(name).0 == stem)
}

/// The registers cgc binds varyings written without a semantic to, and how
/// full each is. Probed with cgc 3.1 (tests/field/027):
/// - only leaves the program reads (inputs) or writes (outputs) are bound;
///   the others print no resource (`#var float b :  :  : 1 : 0`);
/// - in interface order, each takes the lowest register of the pool that no
///   leaf occupies (explicit semantics occupy theirs first);
/// - when every register is occupied, a leaf is packed into the register
///   with the most free components (the lowest of equals), right after the
///   components in use (`float` after a `float2` is `.z`); cgc prints a
///   packed input unreferenced;
/// - a leaf that fits nowhere is C5041;
/// - a matrix takes the first run of consecutive registers no leaf
///   occupies, a row each, its rows' free components open to packing
///   (tests/header/207, 208).
///
/// Pools: fragment inputs `TEX0`-`TEX7`, vertex inputs `ATTR0`-`ATTR15`,
/// vertex outputs `TEX0`-`TEX7`, fragment outputs `COL`-`COL3`.
#[derive(Clone, Debug, Default)]
pub struct RegisterPool {
    /// Components in use per register, in pool order.
    used: Vec<u8>,
}

/// Where [`RegisterPool::place`] put a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Index of the register in the pool.
    pub register: usize,
    /// First component the leaf occupies.
    pub offset: u8,
    /// Whether the leaf shares the register with an earlier one.
    pub packed: bool,
}

impl RegisterPool {
    pub fn new(registers: usize) -> RegisterPool {
        RegisterPool {
            used: vec![0; registers],
        }
    }

    /// Marks `width` components of `register` as held by an explicit semantic.
    pub fn occupy(&mut self, register: usize, width: u8) {
        if let Some(used) = self.used.get_mut(register) {
            *used = (*used + width).min(4);
        }
    }

    /// Binds a matrix of `rows` rows of `width` components to the first
    /// run of `rows` consecutive registers no leaf holds; the first
    /// register's index, or `None` when there is no such run.
    pub fn place_rows(&mut self, rows: u32, width: u8) -> Option<usize> {
        let rows = rows as usize;
        let first = (0..self.used.len().checked_sub(rows)? + 1)
            .find(|&first| self.used[first..first + rows].iter().all(|&used| used == 0))?;
        for used in &mut self.used[first..first + rows] {
            *used = width;
        }
        Some(first)
    }

    /// Binds a leaf of `width` components; `None` when no register has room.
    pub fn place(&mut self, width: u8) -> Option<Placement> {
        let free = self.used.iter().position(|&used| used == 0);
        let (register, packed) = match free {
            Some(register) => (register, false),
            None => {
                let most = self
                    .used
                    .iter()
                    .enumerate()
                    .filter(|(_, &used)| 4 - used >= width)
                    .min_by_key(|(index, &used)| (used, *index))?;
                (most.0, true)
            }
        };
        let offset = self.used[register];
        self.used[register] += width;
        Some(Placement {
            register,
            offset,
            packed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::Span;

    #[test]
    fn semantics_follow_the_profile_tables() {
        let leaf = |name: &str| Leaf {
            name: name.to_string(),
            ty: Type::FLOAT,
            root: Root::Return,
            fields: Vec::new(),
            span: Span::default(),
        };
        let varying = |name: &str, semantic: &str, output: bool| Entry {
            leaf: leaf(name),
            kind: if output {
                Kind::Output {
                    semantic: Some(semantic.to_string()),
                }
            } else {
                Kind::Input {
                    semantic: Some(semantic.to_string()),
                }
            },
            written: Some(semantic.to_string()),
            interpolation: None,
        };
        let codes = |profile: &str, entries: Vec<Entry>| -> Vec<u32> {
            let binding = Binding {
                entries,
                ..Binding::default()
            };
            check_semantics(&binding, profile)
                .iter()
                .map(|(_, d)| d.code)
                .collect()
        };
        // Probed with cgc 3.1: accepted aliases and indices.
        let fine = vec![
            varying("a", "TEXCOORD", false),
            varying("b", "COL1", true),
            varying("c", "DEPTH", true),
            varying("d", "COLOR01", false),
        ];
        assert!(codes("arbfp1", fine).is_empty());
        // Past the table's indices, or hidden: reported where used (the
        // lowering), not here.
        assert!(codes("arbvp1", vec![varying("t", "TEXCOORD8", true)]).is_empty());
        assert!(codes("vp30", vec![varying("w", "WPOS", true)]).is_empty());
        assert!(codes("arbfp1", vec![varying("p", "PSIZE", false)]).is_empty());
        // A hidden stem of the other direction conflicts.
        assert_eq!(codes("arbvp1", vec![varying("w", "WPOS", false)]), [5109]);
        assert_eq!(codes("arbfp1", vec![varying("c", "CLP0", true)]), [5109]);
        assert_eq!(
            codes("arbfp1", vec![varying("t", "TEXCOORD0", true)]),
            [5109]
        );
        assert_eq!(codes("arbvp1", vec![varying("d", "DEPTH", true)]), [5108]);
        assert_eq!(codes("vp30", vec![varying("w", "WIBBLE", false)]), [5108]);
        let uniform = |register: &str| Entry {
            leaf: leaf("u"),
            kind: Kind::Uniform {
                register: Some(register.to_string()),
                referenced: true,
            },
            written: None,
            interpolation: None,
        };
        // Past the profile's constants: reported where read (the back end,
        // `back::limits::registers_past_range`), not here.
        assert!(codes("arbvp1", vec![uniform("C95")]).is_empty());
        assert!(codes("arbvp1", vec![uniform("C96")]).is_empty());
        assert!(codes("vp30", vec![uniform("C255")]).is_empty());
        assert_eq!(codes("arbfp1", vec![uniform("TEXUNIT0")]), [5118]);
    }
}

#[cfg(test)]
mod register_pool {
    use super::{Placement, RegisterPool};

    /// cgc 3.1 on `float4 main(float2 a0, float3 a1, float a2, float4 a3..a7,
    /// float b0, float2 b1, float b2, float b3) : COLOR` (arbfp1): a0..a7 take
    /// TEX0..TEX7, then b0 = TEX2.y, b1 = TEX0.zw, b2 = TEX2.z, b3 = TEX1.w.
    #[test]
    fn packs_into_the_register_with_most_room() {
        let mut pool = RegisterPool::new(8);
        for (register, width) in [2, 3, 1, 4, 4, 4, 4, 4].into_iter().enumerate() {
            let placed = pool.place(width);
            assert_eq!(
                placed,
                Some(Placement {
                    register,
                    offset: 0,
                    packed: false
                })
            );
        }
        let packed = [1, 2, 1, 1].map(|width| pool.place(width).map(|p| (p.register, p.offset)));
        assert_eq!(
            packed,
            [Some((2, 1)), Some((0, 2)), Some((2, 2)), Some((1, 3))]
        );
        // Every register is full now but TEX2.w: a float2 fits nowhere (C5041).
        assert_eq!(pool.place(2), None);
    }

    /// A register an explicit semantic names is skipped while free ones
    /// remain, then packed like the others (cgc: `float2 a0 : TEXCOORD0`
    /// leaves `TEX0.zw` to a later leaf).
    /// cgc 3.1 (tests/header/207, 208): a `float4x4` beside ATTR3 in use
    /// skips ATTR1-2 for ATTR4-7; a later `float4` takes ATTR1, and a
    /// `float2` with every register in use packs into a `float4x2`'s row.
    #[test]
    fn matrices_take_a_run_of_free_registers() {
        let mut pool = RegisterPool::new(8);
        pool.occupy(0, 4);
        pool.occupy(3, 4);
        assert_eq!(pool.place_rows(4, 4), Some(4));
        assert_eq!(pool.place(4).map(|p| p.register), Some(1));
        assert_eq!(pool.place_rows(2, 4), None);
        let mut full = RegisterPool::new(4);
        assert_eq!(full.place_rows(4, 2), Some(0));
        assert_eq!(full.place(2).map(|p| (p.register, p.offset)), Some((0, 2)));
    }

    #[test]
    fn named_registers_are_occupied_first() {
        let mut pool = RegisterPool::new(2);
        pool.occupy(0, 2);
        assert_eq!(pool.place(4).map(|p| p.register), Some(1));
        let packed = pool.place(1);
        assert_eq!(
            packed,
            Some(Placement {
                register: 0,
                offset: 2,
                packed: true
            })
        );
    }
}
