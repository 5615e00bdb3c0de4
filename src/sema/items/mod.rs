//! The global item table: structs, typedefs, globals and function signatures.
//!
//! Invariants:
//! - Built from the file-scope items; of function bodies only struct
//!   definitions are read (their ids are global, their names scoped to their
//!   block: [`scope`]), so editing inside a body without one leaves the table equal
//!   (salsa early cut-off). All spans are relative to their item's start when
//!   the salsa layer rebased the items ([`crate::sema::db`]).
//! - Ids are positions in source order: the `n`th struct is `StructId(n)`, the
//!   `n`th function is `FunctionId(n)`, counting function items and the member
//!   functions of file-scope struct/interface definitions where they occur
//!   ([`member_functions`] walks them in the same order). A signature
//!   remembers the index of its AST item so the per-function check can find
//!   its body.
//! - A member function is an ordinary function whose first parameter `this`
//!   (`inout`) is the object, entered in its struct's [`hir::StructDef::methods`]
//!   and not under its bare name: `obj.f(a)` calls it with `obj`, and inside
//!   member functions members and sibling member functions are named bare.
//! - Errors in one declaration never stop the others from being entered: an
//!   unresolvable type becomes [`Type::ERROR`].

use crate::diag::Diagnostic;
use crate::sema::builtin_type;
use crate::sema::hir::{self, Direction, FunctionId, GlobalId, Storage};
use crate::sema::library_types;
use crate::sema::types::{Base, StructId, Type};
use crate::syntax::ast;
use crate::syntax::parser::Library;
use std::collections::HashMap;

mod constant;
mod scope;

use constant::MAX_STRUCT_NESTING;
pub use constant::{
    apply_array_dims, const_int, const_int_with, parse_int_literal, MAX_TYPE_VALUES, TYPE_TOO_LARGE,
};

/// cgc's error for an `AttribArray<T>` (`name`, the template's name) that an
/// array or a struct would hold, `count` times at `name`'s span.
fn aggregate_errors(name: &ast::Ident, count: usize) -> Vec<Diagnostic> {
    let code = match hir::AttribArray::of_template(&name.name) {
        Some(hir::AttribArray::Out) => 1076,
        _ => 1074,
    };
    let message = format!("cannot build aggregates with {}", name.name);
    (0..count)
        .map(|_| Diagnostic::error(code, name.span, message.clone()))
        .collect()
}

/// A parameter of a function signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParamSig {
    pub name: String,
    pub ty: Type,
    /// Declared as `AttribArray<T>` / `AttribArrayOut<T>` (`ty` is `T[]`).
    pub attrib_array: Option<hir::AttribArray>,
    pub direction: Direction,
    pub uniform: bool,
    pub is_const: bool,
    /// Declared `static`: with `const`, a constant a local `static const`
    /// may be initialised from (see `check::constant_init`).
    pub is_static: bool,
    /// Every binding written on the parameter; `sema::program` chooses the
    /// one in force for the program's profile.
    pub bindings: hir::Bindings,
    pub layout: Option<hir::MatrixLayout>,
    /// Default value as written; checked where a call omits the argument.
    pub default: Option<ast::Initializer>,
    pub span: crate::span::Span,
}

/// A function's interface (everything but the body).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    pub name: String,
    pub params: Vec<ParamSig>,
    pub return_ty: Type,
    /// Every binding written after the parameter list.
    pub return_bindings: hir::Bindings,
    /// Index of the function's item in the translation unit.
    pub item_index: usize,
    /// Index of the item that first declared it: its prototype's where one
    /// came first. Code before that item cannot call it (cgc: C1008).
    pub declared_item: usize,
    /// The earlier declaration (a prototype) this one replaced: a call
    /// between the two takes that one's default arguments (cgc 3.1 uses the
    /// declaration last seen: tests/sema/cases/745).
    pub replaces: Option<FunctionId>,
    pub has_body: bool,
    /// The function's name.
    pub span: crate::span::Span,
    /// A profile-name specifier (`arbfp1 float4 f()`): the overload exists
    /// only for that profile.
    pub profile: Option<String>,
    /// The struct or interface of a member function, whose first parameter
    /// is the object `this`.
    pub method_of: Option<StructId>,
}

impl Signature {
    pub fn required_params(&self) -> usize {
        self.params
            .iter()
            .rposition(|param| param.default.is_none())
            .map_or(0, |last| last + 1)
    }

    pub fn param_types(&self) -> Vec<Type> {
        self.params.iter().map(|param| param.ty).collect()
    }

    /// `float f(half)` as cgc prints candidates.
    pub fn display(&self, items: &Items) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|param| items.type_name(param.ty))
            .collect();
        format!(
            "{} {}({})",
            items.type_name(self.return_ty),
            self.name,
            params.join(", ")
        )
    }
}

/// An unsized array declared with a `{ ... }` initializer takes as many
/// elements as the list has items at its top level (cgc 3.1: `const float2
/// k[] = { 1, 2, 3, 4 }` has length 4, sema case 501), and one initialized
/// by an array constructor its length (`float[](1, 2, 3)`, `float[3](...)`:
/// libretro's lcd-grid-v2), so it can be passed where a sized array is
/// expected.
fn sized_by_initializer(ty: Type, init: Option<&ast::Initializer>) -> Type {
    if ty.array_len() != Some(0) {
        return ty;
    }
    let items = match init.map(|init| &init.kind) {
        Some(ast::InitializerKind::List(items)) => items.len(),
        Some(ast::InitializerKind::Expr(ast::Expr {
            kind: ast::ExprKind::Constructor { array, args, .. },
            ..
        })) if array.len() == 1 => args.len(),
        _ => return ty,
    };
    if items == 0 {
        return ty;
    }
    let size = u32::try_from(items).unwrap_or(u32::MAX);
    ty.element()
        .and_then(|element| element.array_of(size))
        .unwrap_or(ty)
}

/// `compile profile f(...)`: a CgFX program object's initializer.
fn is_compile(init: &ast::Initializer) -> bool {
    matches!(&init.kind, ast::InitializerKind::Expr(expr)
        if matches!(expr.kind, ast::ExprKind::Compile { .. }))
}

/// `sampler_state { ... }` on a sampler that is not a global (an entry's
/// or a helper's parameter, a local): cgc ignores it as it does on a global,
/// and the sampler has no value (a lookup through it is an error, a helper's
/// default compiles where unused; probes `*:sampler-state` of
/// tests/conformance/initializers.json, tests/sema/cases/580-582); on any
/// other type it is an error ([`crate::sema::check`]).
pub(crate) fn ignored_sampler_state(init: &ast::Initializer, ty: Type) -> bool {
    matches!(ty.base, Base::Sampler(..)) && is_effect_state(init, ty.base)
}

/// A CgFX initializer a compiled program ignores: `sampler_state { ... }`,
/// a list of them for an array of samplers, and a list of `compile`
/// expressions for an array of program objects (`vertexshader Torus[2] = {
/// compile arbvp1 f(1), compile arbvp1 f(2) };`).
fn is_effect_state(init: &ast::Initializer, base: Base) -> bool {
    match &init.kind {
        ast::InitializerKind::SamplerState(_) => true,
        ast::InitializerKind::Expr(_) => false,
        ast::InitializerKind::List(items) => {
            !items.is_empty()
                && items.iter().all(|item| {
                    is_effect_state(item, base) || base == Base::Program && is_compile(item)
                })
        }
    }
}

/// A global variable as declared (its initializer is checked with the bodies).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GlobalSig {
    pub name: String,
    pub ty: Type,
    pub storage: Storage,
    pub is_const: bool,
    /// Declared with `uniform` (see [`hir::Global::declared_uniform`]).
    pub declared_uniform: bool,
    /// Every binding written on the declaration; `sema::program` chooses
    /// the one in force for the program's profile.
    pub bindings: hir::Bindings,
    pub layout: Option<hir::MatrixLayout>,
    pub init: Option<ast::Initializer>,
    /// The annotations written on it (`< string UIName = "k"; >`), checked
    /// with the initializers (`check::check_global_inits`).
    pub annotations: Vec<ast::Annotation>,
    pub span: crate::span::Span,
    /// Index of the declaring item in the translation unit.
    pub item_index: usize,
    /// The named uniform block declaring it: its position in
    /// [`Items::uniform_blocks`] (see [`hir::Global::block`]).
    pub block: Option<usize>,
}

/// A named uniform block (`uniform Name { ... } instance : binding;`) as
/// declared; `sema::program` numbers the blocks for the program's profile.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockSig {
    pub name: String,
    /// Declared with an instance name.
    pub instance: bool,
    /// The bindings written on the block: on its (first) instance, or after
    /// its body when it has none.
    pub bindings: hir::Bindings,
    /// Index of the declaring item in the translation unit.
    pub item_index: usize,
    /// Where cgc reports the block: its instance's name, or the brace
    /// closing its body when it has none.
    pub span: crate::span::Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Items {
    pub structs: Vec<hir::StructDef>,
    /// Index of the declaring item of each struct.
    pub struct_items: Vec<usize>,
    struct_names: HashMap<String, StructId>,
    typedefs: HashMap<String, (Type, crate::span::Span)>,
    pub globals: Vec<GlobalSig>,
    global_names: HashMap<String, GlobalId>,
    pub functions: Vec<Signature>,
    function_names: HashMap<String, Vec<FunctionId>>,
    pub diagnostics: Vec<Diagnostic>,
    /// Index of the item each diagnostic is about (spans are relative to it).
    pub diagnostic_items: Vec<usize>,
    /// For each diagnostic naming an earlier declaration of another item
    /// ([`Diagnostic::earlier`]): its index and that item's, whose start
    /// the earlier span is relative to.
    pub earlier_items: Vec<(usize, usize)>,
    /// The first file-scope declaration of each name (a struct, typedef,
    /// global or function): its name's span and item, for the messages
    /// that name it.
    declared_at: HashMap<String, (crate::span::Span, usize)>,
    /// The named uniform blocks, in declaration order.
    pub uniform_blocks: Vec<BlockSig>,
    /// The item being collected.
    current_item: usize,
    /// Whether the standard library's functions are declared (not under
    /// `-nostdlib`): the checker resolves calls to them only then.
    pub library: Library,
    /// Struct names of the blocks being collected, innermost last (see
    /// [`scope`]).
    scopes: Vec<Vec<(String, Option<StructId>)>>,
    /// Structs declared (`struct S;`) and not defined (yet): variables of
    /// them may be declared, not bound (C1313).
    pub undefined_structs: Vec<StructId>,
    /// The struct each struct declaration or definition denotes, by its
    /// item and span: how a function's check finds its local structs.
    struct_sites: HashMap<(usize, crate::span::Span), StructId>,
    /// The structs defined among a struct's members, by the struct and
    /// their name: what `O::In` names (see [`scope`]).
    nested_structs: HashMap<(StructId, String), StructId>,
    /// The struct whose members define a nested one.
    enclosing_structs: HashMap<StructId, StructId>,
    /// The typedefs among a struct's members, by the struct and their name:
    /// what `O::V` names (see [`scope`]).
    nested_typedefs: HashMap<(StructId, String), Type>,
    /// The typedefs of the structs being collected, innermost last, in step
    /// with `scopes`: types to the end of their struct only.
    scope_typedefs: Vec<Vec<(String, Type)>>,
    /// The named structs and interfaces defined outside function bodies
    /// (see [`hir::Program::file_types`]).
    pub file_types: Vec<StructId>,
}

impl Items {
    pub fn type_name(&self, ty: Type) -> String {
        hir::type_name_among(&self.structs, library_types::structs(), ty)
    }

    /// A struct of the program, or of the library ([`library_types`]).
    pub fn struct_def(&self, id: StructId) -> Option<&hir::StructDef> {
        match id.library_index() {
            Some(_) => library_types::struct_def(id),
            None => self.structs.get(id.0 as usize),
        }
    }

    pub fn field_types(&self, id: StructId) -> Vec<Type> {
        self.struct_def(id)
            .map(|def| def.fields.iter().map(|field| field.ty).collect())
            .unwrap_or_default()
    }

    pub fn global(&self, name: &str) -> Option<GlobalId> {
        self.global_names.get(name).copied()
    }

    pub fn functions_named(&self, name: &str) -> &[FunctionId] {
        self.function_names
            .get(name)
            .map(Vec::as_slice)
            .unwrap_or_default()
    }

    pub fn signature(&self, id: FunctionId) -> &Signature {
        &self.functions[id.index()]
    }

    /// The type a type name denotes: a typedef, a struct, a built-in type,
    /// or a type the library declares (which the program's hide).
    pub fn named_type(&self, name: &str) -> Option<Type> {
        self.scoped_typedef(name)
            .or_else(|| self.typedefs.get(name).map(|&(ty, _)| ty))
            .or_else(|| self.struct_names.get(name).map(|&id| Type::structure(id)))
            .or_else(|| builtin_type(name))
            .or_else(|| library_types::named_type(name))
    }

    /// Resolves a written type plus array dimensions; reports what it cannot.
    pub fn resolve_type(
        &self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        diagnostics: &mut Vec<Diagnostic>,
    ) -> Type {
        self.resolve_type_with(spec, array, &|_| None, &|_| None, diagnostics)
    }

    /// [`Self::resolve_type`] in a scope whose own integer constants
    /// (`static const int n = 8;` in a function body) `local` gives, and its
    /// own typedefs `local_type`; other names are global.
    pub fn resolve_type_with(
        &self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        local: &dyn Fn(&str) -> Option<Option<i64>>,
        local_type: &dyn Fn(&str) -> Option<Type>,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> Type {
        let base = match &spec.kind {
            ast::TypeKind::Named(name) if name.name.contains(ast::SCOPE) => {
                match self.scoped_type(name, local_type) {
                    Ok(ty) => ty,
                    Err(diagnostic) => {
                        diagnostics.push(diagnostic);
                        Type::ERROR
                    }
                }
            }
            ast::TypeKind::Named(name) if name.name.starts_with(ast::SIGN_ON_NON_INTEGER) => {
                diagnostics.push(Diagnostic::error(
                    1311,
                    spec.span,
                    "qualifier \"unsigned\" cannot apply to this type",
                ));
                let unsigned = ast::TypeSpec {
                    kind: ast::TypeKind::Named(ast::Ident {
                        name: name.name[ast::SIGN_ON_NON_INTEGER.len()..].to_string(),
                        ..name.clone()
                    }),
                    span: spec.span,
                };
                return self.resolve_type_with(&unsigned, array, local, local_type, diagnostics);
            }
            ast::TypeKind::Named(name) => {
                match local_type(&name.name).or_else(|| self.named_type(&name.name)) {
                    Some(ty) => ty,
                    None => {
                        diagnostics.push(Diagnostic::error(
                            1008,
                            name.span,
                            format!("undefined type \"{}\"", name.name),
                        ));
                        Type::ERROR
                    }
                }
            }
            // A struct of the function's own scope first (see `scope`).
            ast::TypeKind::Struct(def) => match def.name.as_ref() {
                Some(name) => local_type(&name.name)
                    .filter(|ty| ty.is_struct())
                    .or_else(|| {
                        self.struct_names
                            .get(&name.name)
                            .map(|&id| Type::structure(id))
                    })
                    .unwrap_or(Type::ERROR),
                None => self.anonymous_struct(def).unwrap_or(Type::ERROR),
            },
            // `float2[16] a`: the declarator's dimensions are outside the
            // type's (`float[3] u[2]` is `float u[2][3]`).
            ast::TypeKind::Array { element, dims } => {
                let all: Vec<Option<ast::Expr>> = array.iter().chain(dims).cloned().collect();
                return self.resolve_type_with(element, &all, local, local_type, diagnostics);
            }
            // `AttribArray<T>` (geometry programs) is indexed like an unsized
            // array of `T` (`pos[0]`, `pos.length`); it is no element of
            // an array (cgc 3.1, tests/sema/cases/594: once for one
            // dimension, twice for more).
            ast::TypeKind::Template { name, .. } if !array.is_empty() => {
                diagnostics.extend(aggregate_errors(name, array.len().min(2)));
                return Type::ERROR;
            }
            ast::TypeKind::Template { name, args } => match args.as_slice() {
                [arg] => self
                    .resolve_type(arg, &[], diagnostics)
                    .array_of(0)
                    .unwrap_or(Type::ERROR),
                _ => {
                    diagnostics.push(Diagnostic::error(
                        1403,
                        name.span,
                        "too many arguments for template",
                    ));
                    Type::ERROR
                }
            },
        };
        let ty = apply_array_dims(
            base,
            array,
            &|name| local(name).unwrap_or_else(|| self.const_global_int(name, 0)),
            diagnostics,
        );
        let values = self.value_total(ty);
        if values > MAX_TYPE_VALUES {
            let span = array
                .iter()
                .flatten()
                .next()
                .map_or(spec.span, |dimension| dimension.span);
            diagnostics.push(Diagnostic::error(
                TYPE_TOO_LARGE,
                span,
                format!(
                    "type too large: {values} values (scalars, vectors or matrix rows), \
                     more than the limit of {MAX_TYPE_VALUES}"
                ),
            ));
            return Type::ERROR;
        }
        ty
    }

    /// The scalars, vectors and matrix rows a value of `ty` holds
    /// (saturating), counting a struct that contains itself once.
    fn value_total(&self, ty: Type) -> u64 {
        self.value_total_with(ty, 0, &mut HashMap::new())
    }

    /// [`Self::value_total`] remembering each struct's total at each depth:
    /// structs with several fields of the previous one (`S2 { S1 a, b; }`,
    /// `S3 { S2 a, b; }`, ...) would otherwise be walked 2^depth times.
    fn value_total_with(
        &self,
        ty: Type,
        depth: u32,
        totals: &mut HashMap<(StructId, u32), u64>,
    ) -> u64 {
        if let Some(element) = ty.element() {
            let count = u64::from(ty.array_len().unwrap_or(0));
            return count.saturating_mul(self.value_total_with(element, depth, totals));
        }
        match ty.base {
            Base::Matrix(_, rows, _) => u64::from(rows),
            Base::Struct(id) if depth < MAX_STRUCT_NESTING => {
                if let Some(&total) = totals.get(&(id, depth)) {
                    return total;
                }
                let total = self.field_types(id).into_iter().fold(0u64, |total, field| {
                    total.saturating_add(self.value_total_with(field, depth + 1, totals))
                });
                totals.insert((id, depth), total);
                total
            }
            _ => 1,
        }
    }

    /// The value of an integer constant expression in a scope whose own
    /// constants `local` gives (see [`Self::resolve_type_with`]).
    pub fn const_int_in(
        &self,
        expr: &ast::Expr,
        local: &dyn Fn(&str) -> Option<Option<i64>>,
    ) -> Option<i64> {
        const_int_with(expr, &|name| {
            local(name).unwrap_or_else(|| self.const_global_int(name, 0))
        })
    }

    /// The value of an integer `const` global with a constant initializer.
    fn const_global_int(&self, name: &str, depth: u32) -> Option<i64> {
        // Bounded: `const int a = b; const int b = a;` must not loop.
        if depth > 8 {
            return None;
        }
        let global = &self.globals[self.global(name)?.index()];
        // A non-static `const` global is a uniform the application may set,
        // so it is not a constant (corpus cases 083 and 084).
        if !global.is_const || global.storage != Storage::Static {
            return None;
        }
        match &global.init.as_ref()?.kind {
            ast::InitializerKind::Expr(expr) => {
                const_int_with(expr, &|inner| self.const_global_int(inner, depth + 1))
            }
            _ => None,
        }
    }

    fn anonymous_struct(&self, def: &ast::StructDef) -> Option<Type> {
        self.structs
            .iter()
            .position(|known| known.span == def.span)
            .map(|index| Type::structure(StructId(index as u32)))
    }
}

/// C1003, a variable of type `void` (corpus case 329).
pub fn void_variable(name: &str, span: crate::span::Span) -> Diagnostic {
    Diagnostic::error(1003, span, format!("void type not allowed \"{name}\""))
}

/// C1038, cgc's message for a name declared twice in one scope.
pub fn conflict(name: &str, span: crate::span::Span, previous: crate::span::Span) -> Diagnostic {
    Diagnostic::error(
        1038,
        span,
        format!("declaration of \"{name}\" conflicts with previous declaration"),
    )
    .with_earlier(previous)
}

/// The storage a `row_major` / `column_major` modifier asks for a variable
/// of type `ty`, checked as cgc 3.1 does: a repeated modifier is C1041, one
/// on a type that is neither a matrix nor an array of matrices is C1116.
/// With both written, cgc stores by columns.
pub fn matrix_layout(
    qualifiers: &[ast::Qualifier],
    ty: Type,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<hir::MatrixLayout> {
    use ast::QualifierKind as Q;
    let layouts: Vec<&ast::Qualifier> = qualifiers
        .iter()
        .filter(|q| matches!(q.kind, Q::RowMajor | Q::ColumnMajor))
        .collect();
    let first = layouts.first()?;
    for (index, qualifier) in layouts.iter().enumerate() {
        if layouts[..index].iter().any(|q| q.kind == qualifier.kind) {
            diagnostics.push(Diagnostic::error(
                1041,
                qualifier.span,
                "repeated type attribute",
            ));
        }
    }
    let mut element = ty;
    while let Some(inner) = element.element() {
        element = inner;
    }
    if !matches!(element.base, crate::sema::types::Base::Matrix(..)) {
        diagnostics.push(Diagnostic::error(
            1116,
            first.span,
            "Can't declare non-matrix row_major or column_major",
        ));
        return None;
    }
    Some(if has_qualifier(qualifiers, &Q::ColumnMajor) {
        hir::MatrixLayout::ColumnMajor
    } else {
        hir::MatrixLayout::RowMajor
    })
}

/// Where a global's value comes from, by its qualifiers. Besides `varying`,
/// a plain `in` makes a global one more varying input of the entry (`in
/// float4 tc : TEXCOORD1;`, or bound to the next free input without a
/// semantic), even beside `uniform` (cgc 3.1, tests/header/424); a sampler
/// stays a uniform.
fn global_storage(qualifiers: &[ast::Qualifier], ty: Type) -> Storage {
    let has = |kind| has_qualifier(qualifiers, &kind);
    if has(ast::QualifierKind::Static) {
        Storage::Static
    } else if has(ast::QualifierKind::Varying) {
        if has(ast::QualifierKind::Out) {
            Storage::VaryingOut
        } else {
            Storage::VaryingIn
        }
    } else if has(ast::QualifierKind::In) && !matches!(ty.base, Base::Sampler(..)) {
        Storage::VaryingIn
    } else {
        Storage::Uniform
    }
}

/// `out` or `inout` on a global without `varying`, which cgc 3.1 rejects
/// whatever else qualifies it, `static` and `uniform` too (C5060,
/// tests/sema/cases/718).
fn direction_without_varying(qualifiers: &[ast::Qualifier]) -> Option<&'static str> {
    if has_qualifier(qualifiers, &ast::QualifierKind::Varying) {
        return None;
    }
    qualifiers
        .iter()
        .find_map(|qualifier| match qualifier.kind {
            ast::QualifierKind::Out => Some("out"),
            ast::QualifierKind::InOut => Some("inout"),
            _ => None,
        })
}

fn has_qualifier(qualifiers: &[ast::Qualifier], kind: &ast::QualifierKind) -> bool {
    qualifiers.iter().any(|qualifier| &qualifier.kind == kind)
}

/// `ty` as a declaration with `qualifiers` declares it: [`Type::packed`]
/// under `packed`.
pub fn packed_if_qualified(ty: Type, qualifiers: &[ast::Qualifier]) -> Type {
    if has_qualifier(qualifiers, &ast::QualifierKind::Packed) {
        ty.packed()
    } else {
        ty
    }
}

/// Every binding written on a declaration, each a binding semantic or a
/// register binding (`: C5`, `: TEXUNIT3` and `: register(c5)` are register
/// bindings), with its qualifier (`: ps TEXCOORD3`, `register(ps, c5)`).
pub fn bindings_of(semantics: &[ast::Semantic]) -> hir::Bindings {
    hir::Bindings(semantics.iter().map(written_binding).collect())
}

fn written_binding(semantic: &ast::Semantic) -> hir::WrittenBinding {
    match &semantic.kind {
        ast::SemanticKind::Name { qualifier, name } => {
            let mut written = name.name.clone();
            let mut upper = written.to_ascii_uppercase();
            // `: TEXCOORD[2]` binds like `: TEXCOORD2`; cgc prints it with
            // its brackets (`$vin.TEXCOORD[2]`, `#semantic mul : C[0]`).
            if let Some(index) = semantic.index.as_deref().and_then(const_int) {
                written.push_str(&format!("[{index}]"));
                upper.push_str(&index.to_string());
            }
            let kind = if is_register_name(&upper) {
                hir::BindingKind::Register(hir::RegisterBinding {
                    register: upper,
                    written,
                    span: semantic.span,
                })
            } else {
                // `TEXCOORD0.FLAT`, `TEXCOORD0_centroid`: the semantic
                // `TEXCOORD0` and a modifier (whether the profile takes it:
                // `sema::binding`).
                let (name, interpolation) = match hir::Interpolation::split(&upper) {
                    Some((name, interpolation)) => (name.to_string(), Some(interpolation)),
                    None => (upper, None),
                };
                hir::BindingKind::Semantic(hir::Semantic {
                    name,
                    written,
                    interpolation,
                    span: semantic.span,
                })
            };
            hir::WrittenBinding {
                qualifier: qualifier.as_ref().map(|name| name.name.clone()),
                kind,
            }
        }
        ast::SemanticKind::Register {
            qualifier,
            register,
        } => {
            let upper = register_of(&register.name.to_ascii_uppercase());
            hir::WrittenBinding {
                qualifier: qualifier.as_ref().map(|name| name.name.clone()),
                kind: hir::BindingKind::Register(hir::RegisterBinding {
                    register: upper.clone(),
                    written: upper,
                    span: semantic.span,
                }),
            }
        }
    }
}

/// The register a `register(...)` names, as cgc binds and prints it: the
/// sampler register `s1` is texture unit 1 (`#var sampler2D map : TEXUNIT1 :
/// texunit 1`, tests/header/139); the constant register `c5` stays `C5`.
fn register_of(upper: &str) -> String {
    match upper.strip_prefix('S') {
        Some(index) if !index.is_empty() && index.bytes().all(|b| b.is_ascii_digit()) => {
            format!("TEXUNIT{index}")
        }
        _ => upper.to_string(),
    }
}

/// `C12`, `TEXUNIT3`: names that bind a uniform to a register, not a semantic.
fn is_register_name(upper: &str) -> bool {
    let numbered = |prefix: &str| {
        upper
            .strip_prefix(prefix)
            .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
    };
    numbered("C") || numbered("TEXUNIT")
}

/// The member functions defined in a file-scope declaration's type, in the
/// order [`collect`] enters them (nested struct definitions in member types
/// where they occur), so the salsa layer can pair each with its
/// [`FunctionId`].
pub fn member_functions<'a>(spec: &'a ast::TypeSpec, out: &mut Vec<&'a ast::Function>) {
    let ast::TypeKind::Struct(def) = &spec.element().kind else {
        return;
    };
    for member in def.members.iter().flatten() {
        match member {
            ast::Member::Field(field) => member_functions(&field.ty, out),
            ast::Member::Method(function) => out.push(function),
        }
    }
}

/// The member functions a file-scope declaration defines, in the order
/// [`collect`] enters them: a uniform block without an instance name
/// (`uniform S { ... };`) contributes only those of its fields' types, as
/// cgc ignores a member function written directly in such a block.
pub fn declaration_member_functions<'a>(
    declaration: &'a ast::Declaration,
    out: &mut Vec<&'a ast::Function>,
) {
    match uniform_block_members(declaration) {
        Some(members) => {
            for member in members {
                if let ast::Member::Field(field) = member {
                    declaration_member_functions(field, out);
                }
            }
        }
        None => member_functions(&declaration.ty, out),
    }
}

/// The members of a named uniform block declared without an instance name.
fn uniform_block_members(declaration: &ast::Declaration) -> Option<&[ast::Member]> {
    let ast::TypeKind::Struct(def) = &declaration.ty.kind else {
        return None;
    };
    let is_block = def.keyword == ast::StructKeyword::UniformBlock;
    if !is_block || !declaration.declarators.is_empty() {
        return None;
    }
    def.members.as_deref()
}

/// Builds the table from a translation unit.
pub fn collect<I: std::borrow::Borrow<ast::Item>>(file_items: &[I]) -> Items {
    let mut items = Items::default();
    for (index, item) in file_items.iter().map(I::borrow).enumerate() {
        items.current_item = index;
        match &item.kind {
            ast::ItemKind::Declaration(declaration) => items.add_declaration(declaration),
            ast::ItemKind::Function(function) => items.add_function(function, index),
            ast::ItemKind::Technique(_) | ast::ItemKind::Empty | ast::ItemKind::Error => {}
        }
        let tagged = items.diagnostic_items.len();
        let added = items.diagnostics.len() - tagged;
        items
            .diagnostic_items
            .extend(std::iter::repeat_n(index, added));
    }
    items
}

impl Items {
    /// Records `name`'s first file-scope declaration, at `span` in the item
    /// being collected.
    fn note_declared(&mut self, name: &str, span: crate::span::Span) {
        if !self.declared_at.contains_key(name) {
            self.declared_at
                .insert(name.to_string(), (span, self.current_item));
        }
    }

    /// Reports `diagnostic`, naming the first file-scope declaration of
    /// `name` as cgc does (` at FILE(LINE)`) where there is one.
    fn push_naming_earlier(&mut self, diagnostic: Diagnostic, name: &str) {
        let diagnostic = match self.declared_at.get(name) {
            Some(&(span, item)) => {
                self.earlier_items.push((self.diagnostics.len(), item));
                diagnostic.with_earlier(span)
            }
            None => diagnostic,
        };
        self.diagnostics.push(diagnostic);
    }

    fn add_declaration(&mut self, declaration: &ast::Declaration) {
        // `uniform Name { members };`: the members are global uniforms.
        let block = self.uniform_block(declaration);
        let first_global = self.globals.len();
        if let Some(members) = uniform_block_members(declaration) {
            for member in members {
                if let ast::Member::Field(field) = member {
                    self.add_declaration(field);
                }
            }
            self.tag_block(first_global, block);
            return;
        }
        self.add_plain_declaration(declaration);
        self.tag_block(first_global, block);
    }

    /// The block a `uniform Name { ... }` declaration (with or without an
    /// instance name) opens, as its position among the blocks.
    fn uniform_block(&mut self, declaration: &ast::Declaration) -> Option<usize> {
        let ast::TypeKind::Struct(def) = &declaration.ty.kind else {
            return None;
        };
        if def.keyword != ast::StructKeyword::UniformBlock || def.members.is_none() {
            return None;
        }
        let (bindings, span) = match declaration.declarators.first() {
            Some(instance) => (bindings_of(&instance.semantics), instance.name.span),
            None => {
                let closing = crate::span::Span {
                    start: def.span.end.saturating_sub(1),
                    ..def.span
                };
                (bindings_of(&def.bindings), closing)
            }
        };
        self.uniform_blocks.push(BlockSig {
            name: def
                .name
                .as_ref()
                .map_or_else(String::new, |n| n.name.clone()),
            instance: !declaration.declarators.is_empty(),
            bindings,
            item_index: self.current_item,
            span,
        });
        Some(self.uniform_blocks.len() - 1)
    }

    /// Marks the globals from `first` on as members of `block`.
    fn tag_block(&mut self, first: usize, block: Option<usize>) {
        if block.is_some() {
            for global in &mut self.globals[first..] {
                global.block = block;
            }
        }
    }

    fn add_plain_declaration(&mut self, declaration: &ast::Declaration) {
        self.define_structs_in(&declaration.ty, false);
        if declaration.is_typedef() {
            for declarator in &declaration.declarators {
                let mut diagnostics = Vec::new();
                let ty = self.resolve_type(&declaration.ty, &declarator.array, &mut diagnostics);
                let ty =
                    packed_if_qualified(ty, &declaration.qualifiers).pointer_to(declarator.pointer);
                // cgc checks the modifier on a typedef but ignores it for
                // variables of the new type (stored as pack_matrix says).
                matrix_layout(&declaration.qualifiers, ty, &mut diagnostics);
                self.diagnostics.append(&mut diagnostics);
                let name = declarator.name.name.clone();
                match self.typedefs.get(&name) {
                    // Corpus case 317: a typedef redefined to another type,
                    // naming the first (`earlier_items` tells its item, whose
                    // start its span is relative to).
                    Some((previous, _)) if *previous != ty => {
                        self.push_naming_earlier(
                            Diagnostic::error(
                                1038,
                                declarator.name.span,
                                format!(
                                    "declaration of \"{name}\" conflicts with previous declaration"
                                ),
                            ),
                            &name,
                        );
                    }
                    _ => {
                        self.note_declared(&name, declarator.name.span);
                        self.typedefs.insert(name, (ty, declarator.name.span));
                    }
                }
            }
            return;
        }
        for declarator in &declaration.declarators {
            self.add_global(declaration, declarator);
        }
    }

    /// Enters `struct S { ... }` definitions found in a type (recursively in
    /// member types), before the declaration that uses them.
    /// Member functions are entered only for definitions outside function
    /// bodies (`in_function` false): the salsa layer finds their bodies in
    /// file-scope items ([`member_functions`]).
    fn define_structs_in(&mut self, spec: &ast::TypeSpec, in_function: bool) {
        let ast::TypeKind::Struct(def) = &spec.element().kind else {
            return;
        };
        let Some(members) = &def.members else {
            self.declare_struct(def, in_function);
            return;
        };
        if let Some(name) = &def.name {
            // A struct named like an earlier global variable or function
            // (cgc 3.1; a local variable may take a struct's name).
            let variable = self.global_names.contains_key(&name.name);
            if variable || self.function_names.contains_key(&name.name) {
                self.push_naming_earlier(
                    Diagnostic::error(
                        1002,
                        name.span,
                        format!("the name \"{}\" is already defined", name.name),
                    ),
                    &name.name,
                );
            }
            if !in_function && self.scopes.is_empty() {
                self.note_declared(&name.name, name.span);
            }
        }
        let implements = def.base.as_ref().and_then(|base| {
            let Some(found) = self.struct_names.get(&base.name).copied() else {
                // cgc 3.1 reads an unknown name after `:` as a Cg 1.x
                // connector: a warning, and nothing implemented.
                self.diagnostics.push(Diagnostic::warning(
                    7017,
                    base.span,
                    format!("use of connectors such as '{}' is deprecated", base.name),
                ));
                return None;
            };
            if !self.structs[found.0 as usize].is_interface {
                let own = def.name.as_ref().map_or("", |name| name.name.as_str());
                self.diagnostics.push(Diagnostic::error(
                    1302,
                    base.span,
                    format!(
                        "struct \"{own}\" interface specification \"struct {}\" is not an interface",
                        base.name
                    ),
                ));
                return None;
            }
            Some(found)
        });
        let is_interface = def.keyword == ast::StructKeyword::Interface;
        let is_block = def.keyword == ast::StructKeyword::UniformBlock;
        let defined = hir::StructDef {
            name: def
                .name
                .as_ref()
                .map_or_else(String::new, |name| name.name.clone()),
            fields: Vec::new(),
            methods: Vec::new(),
            is_interface,
            implements,
            span: def.span,
        };
        // A struct this block declared before (`struct S;`) is this one; one
        // it defined before makes this a second definition.
        let earlier = def
            .name
            .as_ref()
            .and_then(|ident| self.declared_here(&ident.name));
        let declared = earlier.filter(|id| self.undefined_structs.contains(id));
        let id = match declared {
            Some(declared) => self.complete_struct(declared, defined),
            None => self.push_struct(defined),
        };
        let previous = earlier.filter(|_| declared.is_none());
        self.struct_sites.insert((self.current_item, def.span), id);
        // The name is entered before the members, so a member may name its own
        // struct (cgc accepts `struct Node { Node next; }`, corpus case 310).
        if let Some(ident) = &def.name {
            self.enter_struct_name(&ident.name, id);
        }
        // Structs defined among the members are types inside this one only.
        self.open_scope();
        let mut fields: Vec<hir::Field> = Vec::new();
        // Each member's name, to find a repeated one without a search of
        // every member before it (quadratic in a struct of many members).
        let mut field_spans: HashMap<String, crate::span::Span> = HashMap::new();
        for member in members {
            let field = match member {
                // An interface declares member functions only (cgc 3.1).
                ast::Member::Field(field) if is_interface => {
                    self.diagnostics.push(Diagnostic::error(
                        1304,
                        field.span,
                        "interface cannot have data members",
                    ));
                    continue;
                }
                ast::Member::Field(field) if field.is_typedef() => {
                    self.define_structs_in(&field.ty, in_function);
                    self.add_member_typedef(id, field);
                    continue;
                }
                ast::Member::Field(field) => field,
                ast::Member::Method(function) if !in_function => {
                    if is_interface && function.body.is_some() {
                        // Entered all the same: its body is an item.
                        self.diagnostics.push(Diagnostic::error(
                            1305,
                            function.span,
                            "interface cannot have function members with definitions",
                        ));
                    }
                    self.add_method(id, function);
                    continue;
                }
                ast::Member::Method(_) => {
                    self.diagnostics.push(Diagnostic::error(
                        1001,
                        def.span,
                        "member functions of structs defined in a function are not supported yet",
                    ));
                    continue;
                }
            };
            self.define_structs_in(&field.ty, in_function);
            self.nest_struct(id, &field.ty);
            for (index, declarator) in field.declarators.iter().enumerate() {
                let mut diagnostics = Vec::new();
                // A struct holds no `AttribArray` (cgc 3.1: twice for the
                // first name of the member, once for each other, whatever
                // its dimensions; tests/sema/cases/597).
                if let ast::TypeKind::Template { name, .. } = &field.ty.kind {
                    let count = if index == 0 { 2 } else { 1 };
                    let at = ast::Ident {
                        name: name.name.clone(),
                        span: declarator.span,
                    };
                    self.diagnostics.extend(aggregate_errors(&at, count));
                    continue;
                }
                let ty = self.resolve_type(&field.ty, &declarator.array, &mut diagnostics);
                let ty = packed_if_qualified(ty, &field.qualifiers).pointer_to(declarator.pointer);
                let layout = matrix_layout(&field.qualifiers, ty, &mut diagnostics);
                self.diagnostics.append(&mut diagnostics);
                let name = declarator.name.name.clone();
                if declarator.init.is_some() {
                    self.diagnostics.push(Diagnostic::error(
                        1001,
                        declarator.span,
                        format!("initialization of struct members not allowed \"{name}\""),
                    ));
                }
                if let Some(&previous) = field_spans.get(&name) {
                    self.diagnostics
                        .push(conflict(&name, declarator.name.span, previous));
                    continue;
                }
                field_spans.insert(name.clone(), declarator.span);
                if ty.is_void() {
                    // `struct S { void m; }` (cgc 3.1: C1003).
                    self.diagnostics
                        .push(void_variable(&name, declarator.name.span));
                }
                fields.push(hir::Field {
                    name,
                    ty,
                    bindings: bindings_of(&declarator.semantics),
                    semantic: None,
                    register: None,
                    uniform: has_qualifier(&field.qualifiers, &ast::QualifierKind::Uniform),
                    layout,
                    span: declarator.span,
                });
            }
        }
        self.close_scope();
        self.structs[id.0 as usize].fields = fields;
        self.check_implements(id, def.span);
        match (previous, &def.name) {
            (Some(previous), Some(ident)) => self.redefine_struct(previous, id, ident),
            // A uniform block is no type of the program's (as the runtime
            // lists types).
            (None, Some(_)) if !in_function && !is_block => self.enter_file_type(id),
            _ => {}
        }
    }

    /// A second definition of a struct name: cgc accepts it when it repeats
    /// the members' names and types (semantics aside), and the name keeps
    /// naming the first definition; other members are C1047 (corpus cases
    /// 308, 484, 485).
    fn redefine_struct(&mut self, previous: StructId, id: StructId, ident: &ast::Ident) {
        let members = |def: &hir::StructDef| -> Vec<(String, Type)> {
            def.fields
                .iter()
                .map(|field| (field.name.clone(), field.ty))
                .collect()
        };
        let (first, second) = (
            &self.structs[previous.0 as usize],
            &self.structs[id.0 as usize],
        );
        let repeats = members(first) == members(second)
            && second.methods.is_empty()
            && first.is_interface == second.is_interface
            && first.implements == second.implements;
        if repeats {
            self.struct_names.insert(ident.name.clone(), previous);
            return;
        }
        // Corpus case 308: cgc names the first definition (` at FILE(LINE)`).
        let earlier = self.structs[previous.0 as usize].span;
        if let Some(&item) = self.struct_items.get(previous.0 as usize) {
            self.earlier_items.push((self.diagnostics.len(), item));
        }
        self.diagnostics.push(
            Diagnostic::error(
                1047,
                ident.span,
                format!("struct \"{}\" previously defined", ident.name),
            )
            .with_earlier(earlier),
        );
    }

    /// A member function becomes a function of the program whose first
    /// parameter `this` is the object; it is not callable by its bare name.
    fn add_method(&mut self, owner: StructId, function: &ast::Function) {
        let mut diagnostics = Vec::new();
        let mut signature = self.signature_of(function, self.current_item, &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
        signature.params.insert(
            0,
            ParamSig {
                name: "this".to_string(),
                ty: Type::structure(owner),
                attrib_array: None,
                direction: Direction::InOut,
                uniform: false,
                is_const: false,
                is_static: false,
                bindings: hir::Bindings::default(),
                layout: None,
                default: None,
                span: function.name.span,
            },
        );
        signature.method_of = Some(owner);
        let id = FunctionId(self.functions.len() as u32);
        self.structs[owner.0 as usize].methods.push(hir::Method {
            name: signature.name.clone(),
            function: id,
        });
        self.functions.push(signature);
    }

    /// C1303: a struct must define every member function of the interface
    /// it implements, with the same parameter and return types (corpus
    /// cases 299, 300; cgc reports it at the struct's closing brace).
    fn check_implements(&mut self, id: StructId, span: crate::span::Span) {
        let def = &self.structs[id.0 as usize];
        let Some(interface) = def.implements else {
            return;
        };
        let interface_def = &self.structs[interface.0 as usize];
        let mut missing = Vec::new();
        for method in &interface_def.methods {
            let wanted = &self.functions[method.function.index()];
            let found = def.methods_named(&method.name).into_iter().any(|own| {
                let own = &self.functions[own.index()];
                own.return_ty == wanted.return_ty
                    && own.param_types()[1..] == wanted.param_types()[1..]
            });
            if !found {
                missing.push(format!(
                    "function \"{}\" of interface \"{}\" not implemented",
                    method.name, interface_def.name
                ));
            }
        }
        let end = span.end.saturating_sub(1).max(span.start);
        let brace = crate::span::Span::new(span.file, end as usize..span.end as usize);
        for message in missing {
            self.diagnostics
                .push(Diagnostic::error(1303, brace, message));
        }
    }

    /// Struct definitions inside function bodies get their ids like global
    /// ones; their names are in force to the end of their block.
    fn define_local_structs(&mut self, stmts: &[ast::Stmt]) {
        self.open_scope();
        for stmt in stmts {
            match &stmt.kind {
                ast::StmtKind::Declaration(declaration) => {
                    self.define_structs_in(&declaration.ty, true)
                }
                ast::StmtKind::Block(block) => self.define_local_structs(&block.stmts),
                _ => {}
            }
        }
        self.close_scope();
    }

    fn add_global(&mut self, declaration: &ast::Declaration, declarator: &ast::Declarator) {
        let qualifiers = &declaration.qualifiers;
        let mut diagnostics = Vec::new();
        let ty = self.resolve_type(&declaration.ty, &declarator.array, &mut diagnostics);
        let ty = packed_if_qualified(ty, qualifiers).pointer_to(declarator.pointer);
        let layout = matrix_layout(qualifiers, ty, &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
        let storage = global_storage(qualifiers, ty);
        if let Some(direction) = direction_without_varying(qualifiers) {
            self.diagnostics.push(Diagnostic::error(
                5060,
                declarator.name.span,
                format!(
                    "{direction} can't be used with non-varying {}",
                    declarator.name.name
                ),
            ));
        }
        let bindings = bindings_of(&declarator.semantics);
        let ty = sized_by_initializer(ty, declarator.init.as_ref());
        // A `sampler_state { ... }` initialiser sets CgFX sampler state, and
        // `{ compile arbvp1 f(1), ... }` fills an array of program objects
        // for techniques: a compiled program carries neither, and cgc
        // accepts and ignores them (field repro 003), so the sampler is a
        // plain uniform and the program object a name. A single program
        // object compiled in its declaration is C1059 in cgc 3.1.
        let init = match &declarator.init {
            Some(init) if ty.base == Base::Program && is_compile(init) => {
                self.diagnostics.push(Diagnostic::error(
                    1059,
                    init.span,
                    "non constant expression in initialization",
                ));
                None
            }
            Some(init) if is_effect_state(init, ty.base) => None,
            other => other.clone(),
        };
        let name = declarator.name.name.clone();
        if ty.is_void() {
            self.diagnostics
                .push(void_variable(&name, declarator.name.span));
        }
        if self.struct_names.contains_key(&name) {
            // Corpus case 400: a variable named like a struct.
            self.push_naming_earlier(
                Diagnostic::error(
                    1002,
                    declarator.name.span,
                    format!("the name \"{name}\" is already defined"),
                ),
                &name,
            );
        }
        if self.global_names.contains_key(&name) {
            self.push_naming_earlier(
                Diagnostic::error(
                    1038,
                    declarator.name.span,
                    format!("declaration of \"{name}\" conflicts with previous declaration"),
                ),
                &name,
            );
            return;
        }
        self.note_declared(&name, declarator.name.span);
        let id = GlobalId(self.globals.len() as u32);
        self.global_names.insert(name.clone(), id);
        self.globals.push(GlobalSig {
            name,
            ty,
            storage,
            is_const: has_qualifier(qualifiers, &ast::QualifierKind::Const),
            declared_uniform: has_qualifier(qualifiers, &ast::QualifierKind::Uniform),
            bindings,
            layout,
            init,
            annotations: declarator.annotations.clone(),
            span: declarator.span,
            item_index: self.current_item,
            block: None,
        });
    }

    fn signature_of(
        &self,
        function: &ast::Function,
        item_index: usize,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> Signature {
        let return_ty = self.resolve_type(&function.return_type, &[], diagnostics);
        if return_ty.array_len() == Some(0) {
            // `float4[] f()`: a result has a size (cgc 3.1).
            diagnostics.push(Diagnostic::error(
                1006,
                function.name.span,
                format!("unsized array type not allowed \"{}\"", function.name.name),
            ));
        }
        let params = function
            .params
            .iter()
            .map(|param| self.param_signature(param, diagnostics))
            .collect();
        let return_bindings = bindings_of(&function.semantics);
        Signature {
            name: function.name.name.clone(),
            params,
            return_ty,
            return_bindings,
            item_index,
            declared_item: item_index,
            replaces: None,
            has_body: function.body.is_some(),
            // The name, not the whole function: the signature must not change
            // when only the body's length does (salsa early cut-off).
            span: function.name.span,
            profile: function.qualifiers.iter().find_map(|q| match &q.kind {
                ast::QualifierKind::Profile(name) => Some(name.to_ascii_lowercase()),
                _ => None,
            }),
            method_of: None,
        }
    }

    fn add_function(&mut self, function: &ast::Function, item_index: usize) {
        let mut diagnostics = Vec::new();
        if let Some(scope) = &function.scope {
            diagnostics.push(Diagnostic::error(
                1001,
                scope.span,
                "member function definitions (`S::f`) are not supported yet",
            ));
        }
        // `struct S { .. } f(struct P { .. } p)`: cgc defines them for the
        // file (NVIDIA's libCg lists them among the program's types).
        self.define_structs_in(&function.return_type, false);
        for param in &function.params {
            self.define_structs_in(&param.ty, false);
        }
        let mut signature = self.signature_of(function, item_index, &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
        if let Some(body) = &function.body {
            self.define_local_structs(&body.stmts);
        }
        // A function named like a global variable (corpus case 399), or
        // like a struct or typedef the file declared before it: cgc 3.1
        // reports C1002 "the name \"Light\" is already defined at
        // FILE(LINE)" and the name stays the type's (a call `Light(p)` is a
        // cast then, a declaration `Light l;` is one of the type: the parser
        // reads the name as the type's after the function's). cgrs reports
        // it and checks the body, but no call finds the function (sema
        // cases 726-728; tests/conformance/types.json `function-name:Light`).
        let named_like_global = self.global_names.contains_key(&signature.name);
        let named_like_type = self.struct_names.contains_key(&signature.name)
            || self.typedefs.contains_key(&signature.name);
        for _ in 0..usize::from(named_like_global) + usize::from(named_like_type) {
            self.push_naming_earlier(
                Diagnostic::error(
                    1002,
                    function.name.span,
                    format!("the name \"{}\" is already defined", signature.name),
                ),
                &signature.name,
            );
        }
        // The first parameter of each name (a set, not a search of the
        // earlier parameters: quadratic in a long parameter list).
        let mut first_params: HashMap<&str, crate::span::Span> = HashMap::new();
        for param in signature.params.iter().filter(|p| !p.name.is_empty()) {
            match first_params.get(param.name.as_str()) {
                Some(&previous) => {
                    self.diagnostics
                        .push(conflict(&param.name, param.span, previous))
                }
                None => {
                    first_params.insert(&param.name, param.span);
                }
            }
        }
        // A prototype may leave parameters unnamed, a definition may not
        // (cgc 3.1, sema case 504).
        if function.body.is_some() && function.params.iter().any(|p| p.name.is_none()) {
            self.diagnostics.push(Diagnostic::error(
                1012,
                function.name.span,
                format!(
                    "abstract parameters not allowed in function definition \"{}\"",
                    signature.name
                ),
            ));
        }
        // Every function of the file has its signature, at its ordinal.
        if named_like_type {
            self.functions.push(signature);
            return;
        }
        let id = FunctionId(self.functions.len() as u32);
        let overloads = self
            .function_names
            .entry(signature.name.clone())
            .or_default();
        // A definition after a prototype with the same parameter types
        // replaces the prototype.
        let same = overloads.iter().position(|&other| {
            let other = &self.functions[other.index()];
            other.param_types() == signature.param_types() && other.profile == signature.profile
        });
        let return_differs = same.is_some_and(|position| {
            self.functions[overloads[position].index()].return_ty != signature.return_ty
        });
        // `in`, `out`, `inout`, `const` and `uniform` do not tell overloads
        // apart (probe tests/header/244).
        let qualifiers_differ = same.is_some_and(|position| {
            let earlier = &self.functions[overloads[position].index()];
            earlier.params.iter().zip(&signature.params).any(|(a, b)| {
                (a.direction, a.is_const, a.uniform) != (b.direction, b.is_const, b.uniform)
            })
        });
        if let Some(position) = same {
            let earlier = &self.functions[overloads[position].index()];
            signature.declared_item = signature.declared_item.min(earlier.declared_item);
        }
        match same {
            Some(_) if qualifiers_differ => {
                self.diagnostics.push(Diagnostic::error(
                    1106,
                    function.name.span,
                    format!(
                        "overloaded function declaration \"{}\" differs only in parameter qualifiers",
                        signature.name
                    ),
                ));
            }
            // Corpus case 101.
            Some(_) if return_differs => {
                self.diagnostics.push(Diagnostic::error(
                    1107,
                    function.name.span,
                    format!(
                        "overloaded function declaration \"{}\" differs only in return type",
                        signature.name
                    ),
                ));
            }
            Some(position) if !self.functions[overloads[position].index()].has_body => {
                signature.replaces = Some(overloads[position]);
                overloads[position] = id;
            }
            // Corpus case 102.
            Some(position) if signature.has_body => {
                let earlier = &self.functions[overloads[position].index()];
                let (span, item) = (earlier.span, earlier.item_index);
                self.earlier_items.push((self.diagnostics.len(), item));
                self.diagnostics.push(
                    Diagnostic::error(
                        1013,
                        function.name.span,
                        format!("function \"{}\" is already defined", signature.name),
                    )
                    .with_earlier(span),
                );
            }
            Some(_) => {}
            None => overloads.push(id),
        }
        self.note_declared(&signature.name, function.name.span);
        self.functions.push(signature);
    }

    fn param_signature(&self, param: &ast::Param, diagnostics: &mut Vec<Diagnostic>) -> ParamSig {
        use ast::QualifierKind as Q;
        let ty = self.resolve_type(&param.ty, &param.array, diagnostics);
        let ty = packed_if_qualified(ty, &param.qualifiers).pointer_to(param.pointer);
        let qualifiers = &param.qualifiers;
        let direction = if has_qualifier(qualifiers, &Q::InOut)
            || (has_qualifier(qualifiers, &Q::In) && has_qualifier(qualifiers, &Q::Out))
        {
            Direction::InOut
        } else if has_qualifier(qualifiers, &Q::Out) {
            Direction::Out
        } else {
            Direction::In
        };
        let is_const = has_qualifier(qualifiers, &Q::Const);
        if is_const && direction.writes() {
            diagnostics.push(Diagnostic::error(
                1039,
                param.span,
                "const and out qualifiers not allowed together",
            ));
        }
        let layout = matrix_layout(qualifiers, ty, diagnostics);
        if let (true, Some(name)) = (ty.is_void(), &param.name) {
            // `uniform void u` (cgc 3.1: C1003, as for a variable).
            diagnostics.push(void_variable(&name.name, name.span));
        }
        let bindings = bindings_of(&param.semantics);
        let default = param.default.clone();
        ParamSig {
            name: param
                .name
                .as_ref()
                .map_or_else(String::new, |name| name.name.clone()),
            ty,
            attrib_array: match &param.ty.kind {
                ast::TypeKind::Template { name, .. } => hir::AttribArray::of_template(&name.name),
                _ => None,
            },
            direction,
            uniform: has_qualifier(qualifiers, &Q::Uniform),
            is_const,
            is_static: has_qualifier(qualifiers, &Q::Static),
            bindings,
            layout,
            default,
            span: param.span,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_literals() {
        assert_eq!(parse_int_literal("12"), Some(12));
        assert_eq!(parse_int_literal("0x1F"), Some(31));
        assert_eq!(parse_int_literal("017"), Some(15));
        assert_eq!(parse_int_literal("3u"), Some(3));
        assert_eq!(parse_int_literal("0"), Some(0));
    }

    #[test]
    fn register_names_are_not_semantics() {
        assert!(is_register_name("C5"));
        assert!(is_register_name("TEXUNIT3"));
        assert!(!is_register_name("COLOR0"));
        assert!(!is_register_name("C"));
    }
}
