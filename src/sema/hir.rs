//! Typed HIR: the checked program the back end lowers to the vector IR.
//!
//! # Shape
//!
//! A [`Program`] holds tables indexed by typed ids: structs ([`StructId`]),
//! globals ([`GlobalId`]) and functions ([`FunctionId`]). Each function with a
//! body owns a [`Body`]: arenas of expressions ([`ExprId`]), statements
//! ([`StmtId`]) and local variables ([`LocalId`]). Statements form a tree
//! (a [`Block`] is a list of statement ids); expressions form a tree too (no
//! sharing: every `ExprId` has exactly one parent), evaluated in the order
//! written in the source, left operand before right, arguments left to right.
//! Initializers of globals live in [`Program::global_inits`], a body without
//! statements.
//!
//! # Invariants the back end may rely on
//!
//! - Every expression carries its resolved [`Type`] and its [`Span`]. Types are
//!   never `cint`/`cfloat` except in [`ExprKind::Literal`]s that were not
//!   converted (e.g. a literal statement `1;`); every operand of an operator or
//!   argument of a call already has the operand type the operation works on.
//! - Implicit conversions are explicit: [`ExprKind::Convert`] nodes convert
//!   scalar types, smear scalars and narrow vectors/matrices. Component-wise
//!   binary operators have both operands of the result's shape, except `*`
//!   between matrices/vectors is not produced (matrix products are the stdlib
//!   `mul`), and comparisons whose result is `boolN` with operands of the
//!   common type given by [`ExprKind::Binary::operand_ty`].
//! - Calls are resolved: [`Callee::User`] names a function of this program
//!   (overloads already chosen, default arguments already appended),
//!   [`Callee::Stdlib`] names a standard-library overload
//!   ([`crate::sema::stdlib`]) whose [`crate::sema::stdlib::Intrinsic`] says what it computes.
//! - Swizzles, matrix swizzles, member accesses and indexing are resolved to
//!   component indices, field indices and index expressions.
//! - Expressions whose operands are all constants are folded into
//!   [`ExprKind::Literal`] (f32 / i32 arithmetic, as the targets compute).
//! - Assignment targets (`Assign`, `IncDec`, `out`/`inout` arguments) are
//!   lvalues: a chain of `Swizzle`/`Member`/`Index` over a `Local`, `Param` or a
//!   writable `Global`, with swizzles free of repeated components.
//!
//! Spans in a function's body are absolute file positions once a [`Program`] is
//! assembled (the per-function salsa query stores them relative to the
//! function's start so that edits elsewhere do not change its result).

pub use crate::interface::Interpolation;
use crate::sema::types::{StructId, Type};
use crate::span::Span;
use smallvec::SmallVec;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// A global variable of the program.
    GlobalId
);
id_type!(
    /// A function of the program (library functions defined in Cg are
    /// [`StdlibId`]s: `crate::sema::stdlib_cg`).
    FunctionId
);
id_type!(
    /// An expression in a [`Body`].
    ExprId
);
id_type!(
    /// A statement in a [`Body`].
    StmtId
);
id_type!(
    /// A local variable of a [`Body`] (declared in a statement or a `for` init).
    LocalId
);
id_type!(
    /// An overload of the standard library ([`crate::sema::stdlib`]): an
    /// intrinsic, or a function defined in Cg ([`crate::sema::stdlib_cg`]).
    StdlibId
);

/// A binding semantic as written (`TEXCOORD0`, `POSITION`, `COLOR`), upper-cased.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    pub name: String,
    /// The semantic as the source spells it (`position`, `TexCoord1`,
    /// `state.matrix.mvp`): cgc's header prints it so.
    pub written: String,
    /// The interpolation modifier written after it (`TEXCOORD0.FLAT`):
    /// `name` is then the semantic without it, `written` keeps it.
    pub interpolation: Option<Interpolation>,
    pub span: Span,
}

/// An explicit `: register(c5)` / `: C5` / `: TEXUNIT3` binding of a uniform.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterBinding {
    /// Upper-cased register name (`C5`, `TEXUNIT3`).
    pub register: String,
    /// As cgc's header prints it: the spelling of `: c5` / `: TexUnit3`, and
    /// the upper-cased register of `: register(c5)`.
    pub written: String,
    pub span: Span,
}

/// One binding written after a declaration's name: `: TEXCOORD0`, `: C3`,
/// `: ps TEXCOORD0`, `: register(c5)`, `: register(ps, c5)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WrittenBinding {
    /// `ps` in `: ps TEXCOORD0` or `: register(ps, c5)`: a profile name or
    /// domain word; the binding applies only in the profiles answering to it
    /// ([`crate::profile::Profile::register_qualifiers`]).
    pub qualifier: Option<String>,
    pub kind: BindingKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BindingKind {
    Semantic(Semantic),
    Register(RegisterBinding),
}

impl WrittenBinding {
    pub fn span(&self) -> Span {
        match &self.kind {
            BindingKind::Semantic(semantic) => semantic.span,
            BindingKind::Register(register) => register.span,
        }
    }

    fn shift(&mut self, delta: i64) {
        match &mut self.kind {
            BindingKind::Semantic(semantic) => semantic.span = semantic.span.shifted(delta),
            BindingKind::Register(register) => register.span = register.span.shifted(delta),
        }
    }
}

/// Every binding a declaration writes, in source order
/// (`uniform float4 a : register(vs, c3) : register(ps, c5)` holds two), of
/// which one at most applies in a profile ([`Bindings::in_force`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bindings(pub Vec<WrittenBinding>);

impl Bindings {
    /// The binding `profile` applies, by cgc 3.1's rule (probed in the four
    /// profiles, tests/header/160–163): among the bindings qualified with a
    /// name the profile answers to, one with its strongest name, the first
    /// written of those; without such a binding, the last unqualified one
    /// (`: C3 : C4` binds C4). A binding qualified with any other name is
    /// ignored (`register(arbvp1, c7)` binds nothing in vp20).
    pub fn in_force(&self, profile: &crate::profile::Profile) -> Option<&WrittenBinding> {
        let mut best: Option<(usize, &WrittenBinding)> = None;
        for binding in &self.0 {
            let Some(qualifier) = &binding.qualifier else {
                continue;
            };
            let Some(rank) = profile.register_qualifier_rank(qualifier) else {
                continue;
            };
            if best.is_none_or(|(strongest, _)| rank < strongest) {
                best = Some((rank, binding));
            }
        }
        best.map(|(_, binding)| binding).or_else(|| {
            self.0
                .iter()
                .rev()
                .find(|binding| binding.qualifier.is_none())
        })
    }

    /// [`Bindings::in_force`] as the semantic or the register it binds.
    pub fn for_profile(
        &self,
        profile: &crate::profile::Profile,
    ) -> (Option<Semantic>, Option<RegisterBinding>) {
        match self.in_force(profile).map(|binding| &binding.kind) {
            Some(BindingKind::Semantic(semantic)) => (Some(semantic.clone()), None),
            Some(BindingKind::Register(register)) => (None, Some(register.clone())),
            None => (None, None),
        }
    }

    /// The semantics (not registers) written, whichever profile they apply in.
    pub fn semantics(&self) -> impl Iterator<Item = &Semantic> {
        self.0.iter().filter_map(|binding| match &binding.kind {
            BindingKind::Semantic(semantic) => Some(semantic),
            BindingKind::Register(_) => None,
        })
    }

    /// Whether any binding names a semantic (not a register), in whichever
    /// profile.
    pub fn has_semantic(&self) -> bool {
        self.semantics().next().is_some()
    }

    /// The same bindings with every span moved by `delta` bytes.
    pub fn shifted(&self, delta: i64) -> Bindings {
        let mut bindings = self.clone();
        for binding in &mut bindings.0 {
            binding.shift(delta);
        }
        bindings
    }
}

/// How a uniform matrix is laid out in constant registers when its
/// declaration says so (`row_major` / `column_major`); without a modifier
/// `#pragma pack_matrix` decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixLayout {
    RowMajor,
    ColumnMajor,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    pub name: String,
    pub ty: Type,
    /// Every binding the member writes.
    pub bindings: Bindings,
    /// The semantic in force for the program's profile, chosen from
    /// `bindings` by `sema::program` (`Items`, which knows no profile, leaves
    /// it and `register` empty).
    pub semantic: Option<Semantic>,
    /// The register binding in force (`sampler2D s : TEXUNIT3`, `float4 k :
    /// register(ps, c5)` in a fragment profile): it binds the member's leaf.
    pub register: Option<RegisterBinding>,
    /// Declared `uniform`: the member is a uniform even in a varying
    /// parameter (see `sema::binding::is_uniform_leaf`).
    pub uniform: bool,
    /// An explicit `row_major` / `column_major` on the member.
    pub layout: Option<MatrixLayout>,
    pub span: Span,
}

/// A member function of a struct or interface: an ordinary function of the
/// program whose first parameter, `this`, is the object (`inout`, so
/// assignments to members stay in the object, as cgc does).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Method {
    pub name: String,
    pub function: FunctionId,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<Field>,
    /// Member functions in declaration order (prototypes for an interface).
    pub methods: Vec<Method>,
    /// Declared with `interface`: a value of this type is some struct that
    /// implements it, fixed at compile time.
    pub is_interface: bool,
    /// The interface a struct implements (`struct S : I`).
    pub implements: Option<StructId>,
    pub span: Span,
}

impl StructDef {
    pub fn field(&self, name: &str) -> Option<(u32, &Field)> {
        self.fields
            .iter()
            .enumerate()
            .find(|(_, field)| field.name == name)
            .map(|(index, field)| (index as u32, field))
    }

    /// The member functions called `name`.
    pub fn methods_named(&self, name: &str) -> Vec<FunctionId> {
        self.methods
            .iter()
            .filter(|method| method.name == name)
            .map(|method| method.function)
            .collect()
    }
}

/// Where a global's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Storage {
    /// Set by the application (a non-static global without `varying`).
    Uniform,
    /// `static`: private to the program, initialised by its initializer.
    Static,
    /// `varying in` (or a non-static global with an input semantic).
    VaryingIn,
    /// `varying out`.
    VaryingOut,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub ty: Type,
    pub storage: Storage,
    pub is_const: bool,
    /// Declared with `uniform`. A `const` global with an initializer and
    /// without it is folded by cgc like a `static const` (no parameter,
    /// tests/header/027, 135), though it is no constant expression for array
    /// sizes (C1307, sema corpus case 083).
    pub declared_uniform: bool,
    /// Every binding the declaration writes, and the semantic or register
    /// in force for the program's profile, chosen from them.
    pub bindings: Bindings,
    pub semantic: Option<Semantic>,
    pub register: Option<RegisterBinding>,
    /// An explicit `row_major` / `column_major`.
    pub layout: Option<MatrixLayout>,
    /// Initializer, in [`Program::global_inits`].
    pub init: Option<ExprId>,
    pub span: Span,
    /// The named uniform block (`uniform Name { ... };`) declaring it.
    pub block: Option<UniformBlock>,
    /// Its annotations, their values in [`Program::global_inits`].
    pub annotations: Vec<Annotation>,
}

/// One annotation (`< float UIMin = 0; >`) of a global, a parameter or a
/// function: what the runtime API reports of it (libCg's
/// `cgGetFirstParameterAnnotation`, `cgGetFirstProgramAnnotation`).
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    pub name: String,
    /// As declared (`float a[2]` is a `float[2]`).
    pub ty: Type,
    /// The checked initializer, in the body of what it annotates (a
    /// global's in [`Program::global_inits`], a parameter's or function's in
    /// the function's); `None` without one, or where it names something
    /// undefined (cgc accepts that, and the annotation is not listed).
    pub value: Option<ExprId>,
}

/// A named uniform block (a constant buffer) as the header shows it
/// (tests/header/147, 369).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UniformBlock {
    pub name: String,
    /// Declared with an instance name (`uniform Name { ... } inst;`): the
    /// global is the instance, whose members are the block's.
    pub instance: bool,
    pub binding: BlockBinding,
}

/// How a uniform block is bound.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BlockBinding {
    /// None written (or a bare `: BUFFER`): cgc numbers the block
    /// `BUFFER[n]`, in declaration order, skipping the numbers instances
    /// take explicitly.
    Numbered(u32),
    /// The semantic or register in force that the declaration writes
    /// (`: BUFFER[0]`, `: register(c9)`), as cgc prints it, and the
    /// register it binds if it is one.
    Written {
        written: String,
        register: Option<RegisterBinding>,
    },
}

impl BlockBinding {
    /// The binding as the header prints it.
    pub fn printed(&self) -> String {
        match self {
            BlockBinding::Numbered(index) => format!("BUFFER[{index}]"),
            BlockBinding::Written { written, .. } => written.clone(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    In,
    Out,
    InOut,
}

impl Direction {
    pub fn reads(self) -> bool {
        self != Direction::Out
    }

    pub fn writes(self) -> bool {
        self != Direction::In
    }
}

/// The geometry programs' per-vertex arrays a parameter is declared as
/// (`AttribArray<float4> pos`, `AttribArrayOut<float4>`). Sema types such a
/// parameter as an unsized array of its element; the entry's interface
/// needs to know the template (`sema::binding::attrib_array_errors`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttribArray {
    In,
    Out,
}

impl AttribArray {
    /// The template's name as the source writes it.
    pub fn of_template(name: &str) -> Option<AttribArray> {
        match name {
            "AttribArray" => Some(AttribArray::In),
            "AttribArrayOut" => Some(AttribArray::Out),
            _ => None,
        }
    }

    /// The semantic cgc binds the array's data to: a geometry program's
    /// input vertices, or its output vertices.
    pub fn semantic(self) -> &'static str {
        match self {
            AttribArray::In => "VERTEX",
            AttribArray::Out => "VERTEXOUT",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: Type,
    /// Declared as `AttribArray<T>` / `AttribArrayOut<T>` (`ty` is `T[]`).
    pub attrib_array: Option<AttribArray>,
    pub direction: Direction,
    /// Declared `uniform` (meaningful for the entry function).
    pub uniform: bool,
    pub is_const: bool,
    /// Every binding the parameter writes, and the semantic or register in
    /// force for the program's profile, chosen from them.
    pub bindings: Bindings,
    pub semantic: Option<Semantic>,
    pub register: Option<RegisterBinding>,
    /// An explicit `row_major` / `column_major`.
    pub layout: Option<MatrixLayout>,
    /// Default value, an expression in the function's body arena; calls that
    /// omit the argument get a copy of this constant.
    pub default: Option<ExprId>,
    pub span: Span,
    /// Its annotations, their values in the function's body arena.
    pub annotations: Vec<Annotation>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub return_ty: Type,
    /// Every binding written after the parameter list, and the semantic or
    /// register in force for the program's profile, chosen from them (a
    /// register there is an error, C5109).
    pub return_bindings: Bindings,
    pub return_semantic: Option<Semantic>,
    pub return_register: Option<RegisterBinding>,
    /// `None` for a prototype that was never defined.
    pub body: Option<Body>,
    /// The function's name in its definition.
    pub span: Span,
    /// Its annotations (`float4 main() : COLOR < ... >`), their values in
    /// its body's arena: the entry's are the program's.
    pub annotations: Vec<Annotation>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Local {
    pub name: String,
    pub ty: Type,
    pub is_const: bool,
    /// `static` locals keep their value across calls (constant-initialised).
    pub is_static: bool,
    pub span: Span,
    /// Its own initializer reads it (`float t = clamp(t, a, b);`: the new
    /// variable, in scope from its declarator, not yet set; cgc warns C7050).
    pub read_in_initializer: bool,
}

/// A function body: arenas plus the root block.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Body {
    pub exprs: Vec<Expr>,
    pub stmts: Vec<Stmt>,
    pub locals: Vec<Local>,
    pub root: Block,
}

impl Body {
    /// Whether the expression `id` calls nothing and assigns nothing: cgc's
    /// front end drops such a factor of a product with zero (`x * 0`).
    pub fn is_pure(&self, id: ExprId) -> bool {
        let mut pending = vec![id];
        while let Some(id) = pending.pop() {
            let kind = &self.expr(id).kind;
            if matches!(
                kind,
                ExprKind::Call { .. }
                    | ExprKind::Assign { .. }
                    | ExprKind::IncDec { .. }
                    | ExprKind::Debug { .. }
            ) {
                return false;
            }
            pending.extend(kind.value_operands());
        }
        true
    }

    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.index()]
    }

    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id.index()]
    }

    pub fn local(&self, id: LocalId) -> &Local {
        &self.locals[id.index()]
    }

    pub fn add_expr(&mut self, expr: Expr) -> ExprId {
        self.exprs.push(expr);
        ExprId(self.exprs.len() as u32 - 1)
    }

    pub fn add_stmt(&mut self, stmt: Stmt) -> StmtId {
        self.stmts.push(stmt);
        StmtId(self.stmts.len() as u32 - 1)
    }

    pub fn add_local(&mut self, local: Local) -> LocalId {
        self.locals.push(local);
        LocalId(self.locals.len() as u32 - 1)
    }
}

pub type Block = Vec<StmtId>;

/// A compile-time scalar value. Vectors and matrices are [`ConstValue`]s.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i32),
    Float(f32),
}

impl Scalar {
    pub fn as_f32(self) -> f32 {
        match self {
            Scalar::Bool(b) => b as i32 as f32,
            Scalar::Int(i) => i as f32,
            Scalar::Float(f) => f,
        }
    }

    pub fn as_i32(self) -> i32 {
        match self {
            Scalar::Bool(b) => b as i32,
            Scalar::Int(i) => i,
            // Float to int truncates toward zero, as C does.
            Scalar::Float(f) => f as i32,
        }
    }

    pub fn as_bool(self) -> bool {
        match self {
            Scalar::Bool(b) => b,
            Scalar::Int(i) => i != 0,
            Scalar::Float(f) => f != 0.0,
        }
    }
}

/// A constant of scalar, vector or matrix type: components in row-major order.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstValue {
    pub components: SmallVec<[Scalar; 4]>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

impl BinaryOp {
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne
        )
    }

    pub fn is_logical(self) -> bool {
        matches!(self, BinaryOp::And | BinaryOp::Or)
    }

    /// `%` and the bitwise operators: their operands must be integral.
    pub fn is_integral_only(self) -> bool {
        matches!(
            self,
            BinaryOp::Mod
                | BinaryOp::BitAnd
                | BinaryOp::BitOr
                | BinaryOp::BitXor
                | BinaryOp::Shl
                | BinaryOp::Shr
        )
    }

    /// cgc's name of a comparison or logical operator in its diagnostics
    /// (`invalid operands to "lt"`); the symbol for the others.
    pub fn cgc_name(self) -> &'static str {
        match self {
            BinaryOp::Lt => "lt",
            BinaryOp::Le => "le",
            BinaryOp::Gt => "gt",
            BinaryOp::Ge => "ge",
            BinaryOp::Eq => "eq",
            BinaryOp::Ne => "ne",
            BinaryOp::And => "band",
            BinaryOp::Or => "bor",
            _ => self.symbol(),
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Mod => "%",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::And => "&&",
            BinaryOp::Or => "||",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitOr => "|",
            BinaryOp::BitXor => "^",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    User(FunctionId),
    Stdlib(StdlibId),
}

/// Why a [`ExprKind::Convert`] was inserted or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConvertKind {
    /// Inserted by the checker (assignment, argument, operand, return).
    Implicit,
    /// Written by the user as a cast `(float3)x`.
    Explicit,
}

/// Components of a swizzle: indices 0..=3 (`x y z w` / `r g b a`).
pub type Components = SmallVec<[u8; 4]>;

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Literal(ConstValue),
    /// A CgFX string literal, its escapes decoded (`"a\n"` holds a newline):
    /// never computed with, but a `string` uniform's initial value, which
    /// cgc prints in its `#default` line.
    String(String),
    Local(LocalId),
    /// A parameter of the enclosing function, by position.
    Param(u32),
    Global(GlobalId),
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// `operand_ty` is the type both operands have (equal to the expression's
    /// type except for comparisons, whose result is `bool`-typed).
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        operand_ty: Type,
    },
    /// `target = value` or `target op= value` (`op` is the compound operator);
    /// `value` already has the target's type for `=`, the type the operation
    /// is computed in (the operands' common type) for `op=`.
    Assign {
        op: Option<BinaryOp>,
        target: ExprId,
        value: ExprId,
    },
    /// `++x`, `x--`, ...
    IncDec {
        increment: bool,
        prefix: bool,
        target: ExprId,
    },
    /// `cond ? a : b`; `a` and `b` have the expression's type; `cond` is `bool`
    /// or a `boolN` of the same size (component-wise select).
    Conditional {
        cond: ExprId,
        then_value: ExprId,
        else_value: ExprId,
    },
    /// Conversion of `value` to the expression's type.
    Convert {
        value: ExprId,
        kind: ConvertKind,
    },
    /// `float4(a, b.xy, 1)`: components of the arguments, in order, fill the
    /// vector or matrix (the arguments are of the target's scalar type).
    Construct {
        args: Vec<ExprId>,
    },
    /// `{ a, b, c }` initializer for arrays and structs, and struct
    /// constructors `S(a, b)`; each element already has the element or field
    /// type.
    InitList {
        elements: Vec<ExprId>,
    },
    /// `v.xzy`: a vector (or scalar, `s.xxx`) read through components.
    Swizzle {
        base: ExprId,
        components: Components,
    },
    /// `m._m00_m11` / `m._11_22`: (row, column) pairs, 0-based.
    MatrixSwizzle {
        base: ExprId,
        elements: SmallVec<[(u8, u8); 4]>,
    },
    /// `a[i]` of an array, a vector (a component) or a matrix (a row).
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `s.field`, by field index in the struct.
    Member {
        base: ExprId,
        field: u32,
    },
    /// `a.length` of an unsized array (a helper's `float4 a[]` parameter):
    /// the size of the array bound to it, known where a call is inlined
    /// (`.length` of a sized array is a literal).
    ArrayLength {
        base: ExprId,
    },
    /// `args` match the callee's parameters one to one (defaults appended);
    /// `in` arguments have the parameter's type, `out`/`inout` arguments are
    /// lvalues of exactly the parameter's type.
    Call {
        callee: Callee,
        args: Vec<ExprId>,
    },
    /// A read of OpenGL state through `glstate`, named the ARB way
    /// (`state.matrix.mvp`, `state.light[0].diffuse`,
    /// `state.matrix.modelview[0].inverse`); the target binds it as program
    /// state ([`crate::sema::glstate`]).
    State {
        path: String,
    },
    /// `first, second`: evaluates both, the value is `second`'s.
    Sequence {
        first: ExprId,
        second: ExprId,
    },
    /// cgc's `debug(...)` builtin without `-debug`: the arguments evaluated
    /// in order for their effects, `void`. cgc binds the uniform matrices
    /// their values read though nothing else does ([`crate::ir::Program::debugged`]).
    Debug {
        args: Vec<ExprId>,
    },
}

impl ExprKind {
    /// The operands whose values the node is computed from, as cgc's front
    /// end folds it; none for the nodes that never fold (calls and
    /// assignments, whose operands do not matter) and for leaves.
    pub fn value_operands(&self) -> SmallVec<[ExprId; 4]> {
        match self {
            ExprKind::Unary { operand, .. } => SmallVec::from_slice(&[*operand]),
            ExprKind::Binary { lhs, rhs, .. } => SmallVec::from_slice(&[*lhs, *rhs]),
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => SmallVec::from_slice(&[*cond, *then_value, *else_value]),
            ExprKind::Convert { value, .. } => SmallVec::from_slice(&[*value]),
            ExprKind::Swizzle { base, .. }
            | ExprKind::MatrixSwizzle { base, .. }
            | ExprKind::Member { base, .. } => SmallVec::from_slice(&[*base]),
            ExprKind::Index { base, index } => SmallVec::from_slice(&[*base, *index]),
            ExprKind::Sequence { first, second } => SmallVec::from_slice(&[*first, *second]),
            ExprKind::Construct { args } => args.iter().copied().collect(),
            ExprKind::InitList { elements } => elements.iter().copied().collect(),
            ExprKind::Literal(_)
            | ExprKind::String(_)
            | ExprKind::Local(_)
            | ExprKind::Param(_)
            | ExprKind::Global(_)
            | ExprKind::State { .. }
            | ExprKind::ArrayLength { .. }
            | ExprKind::Call { .. }
            | ExprKind::Debug { .. }
            | ExprKind::Assign { .. }
            | ExprKind::IncDec { .. } => SmallVec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Expr(ExprId),
    /// A local declaration; `init` already has the local's type.
    Local {
        local: LocalId,
        init: Option<ExprId>,
    },
    If {
        cond: ExprId,
        then_block: Block,
        else_block: Option<Block>,
    },
    /// `for (init; cond; step) body`; `init` is a block of statements.
    For {
        init: Block,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: Block,
    },
    While {
        cond: ExprId,
        body: Block,
    },
    DoWhile {
        body: Block,
        cond: ExprId,
    },
    /// The value already has the function's return type.
    Return(Option<ExprId>),
    Break,
    Continue,
    Discard,
    Block(Block),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// A checked program: what the back end lowers.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub structs: Vec<StructDef>,
    /// The structs the library declares (`vf30`, `fragout`, ...), which
    /// [`StructId::library`] ids name.
    pub library_structs: &'static [StructDef],
    /// The named structs and interfaces defined outside function bodies (at
    /// file scope, among another struct's members, in a function's
    /// signature), in the order cgc enters them: at `struct S;`, else at
    /// the end of the definition; a second definition of a name is not
    /// listed. NVIDIA's libCg lists these as the program's user types.
    pub file_types: Vec<StructId>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    /// Expressions of global initializers.
    pub global_inits: Body,
    /// The entry function, when one was requested and found.
    pub entry: Option<FunctionId>,
    /// The entry's varyings and uniforms (empty without an entry).
    pub binding: Binding,
    /// The profile the program was checked for (the Cg-defined library
    /// functions it calls are checked for it too).
    pub profile: crate::profile::ProfileRef,
}

impl Program {
    pub fn struct_def(&self, id: StructId) -> &StructDef {
        match id.library_index() {
            Some(index) => &self.library_structs[index],
            None => &self.structs[id.0 as usize],
        }
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.index()]
    }

    pub fn function(&self, id: FunctionId) -> &Function {
        &self.functions[id.index()]
    }

    /// A type's name as cgc's header prints it, with struct names.
    pub fn type_name(&self, ty: Type) -> String {
        let struct_name = struct_names(&self.structs, self.library_structs);
        ty.header_display(&struct_name).to_string()
    }
}

/// A type's name as cgc prints it, its struct named from `structs` (the
/// program's) or `library` (the library's, [`StructId::library`]).
pub fn type_name_among(structs: &[StructDef], library: &[StructDef], ty: Type) -> String {
    ty.display(&struct_names(structs, library)).to_string()
}

/// Names a struct from `structs` (the program's) or `library`.
fn struct_names<'a>(
    structs: &'a [StructDef],
    library: &'a [StructDef],
) -> impl Fn(StructId) -> String + 'a {
    move |id| {
        match id.library_index() {
            Some(index) => library.get(index),
            None => structs.get(id.0 as usize),
        }
        .map(|def| def.name.clone())
        .unwrap_or_default()
    }
}

// The entry's interface as sema's binding (`sema::binding::bind`) finds it:
// the data the program carries; the rules that build it live in `binding`.

/// Where a bound value lives in the HIR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Root {
    /// A parameter of the entry function, by position.
    Param(u32),
    /// The entry function's return value.
    Return,
    Global(GlobalId),
}

/// A leaf of the entry's interface: a root plus the struct member path to it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Leaf {
    /// Dotted name as cgc prints it in `#var` lines (`IN.position`, `main.pos`
    /// is not used: parameters print by their own name).
    pub name: String,
    pub ty: Type,
    pub root: Root,
    /// Field indices from the root's struct type down to this leaf.
    pub fields: Vec<u32>,
    pub span: Span,
}

/// What a leaf of the interface is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A varying input; the binding semantic upper-cased (`TEXCOORD0`), `None`
    /// when neither the member nor the parameter has one.
    Input { semantic: Option<String> },
    /// A varying output (out parameter, return value, `varying out` global).
    Output { semantic: Option<String> },
    /// A uniform: an explicit register binding (`C5`, `TEXUNIT3`) and whether
    /// the code the entry reaches reads it (cgc allocates only those).
    Uniform {
        register: Option<String>,
        referenced: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub leaf: Leaf,
    pub kind: Kind,
    /// A varying's semantic as the source spells it (`fog`, `Psize0`):
    /// messages quote it so.
    pub written: Option<String>,
    /// The interpolation modifier written after a varying's semantic.
    pub interpolation: Option<Interpolation>,
}

/// The interface of an entry function, in cgc's `#var` order: parameters
/// (uniform or varying) in order, then global variables, then the return
/// value (probe tests/sema_unit/bind.cg).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Binding {
    pub entries: Vec<Entry>,
    /// OpenGL state the reached code reads through `glstate`, by ARB name
    /// (`state.matrix.mvp`), in order of first use, with its type.
    pub states: Vec<(String, Type)>,
    /// Where the entry reads an input its profile hides (a fragment
    /// program's `POSITION`), directly or as a member of a struct
    /// parameter: the places the lowering reports C5119 at when the finished
    /// program still reads the input.
    pub hidden_reads: Vec<HiddenRead>,
}

/// A read of a hidden input in the entry's body ([`Binding::hidden_reads`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HiddenRead {
    /// The leaf's flattened name (`v.position`), as the lowering names it.
    pub leaf: String,
    /// The name cgc's message gives it: the parameter's or the member's.
    pub name: String,
    /// The semantic as written.
    pub semantic: String,
    pub span: Span,
}

impl Binding {
    /// Varying inputs with their semantics.
    pub fn inputs(&self) -> impl Iterator<Item = (&Leaf, Option<&str>)> {
        self.entries.iter().filter_map(|entry| match &entry.kind {
            Kind::Input { semantic } => Some((&entry.leaf, semantic.as_deref())),
            _ => None,
        })
    }

    /// Varying outputs with their semantics.
    pub fn outputs(&self) -> impl Iterator<Item = (&Leaf, Option<&str>)> {
        self.entries.iter().filter_map(|entry| match &entry.kind {
            Kind::Output { semantic } => Some((&entry.leaf, semantic.as_deref())),
            _ => None,
        })
    }

    /// Uniforms with their register bindings and whether they are referenced.
    pub fn uniforms(&self) -> impl Iterator<Item = (&Leaf, Option<&str>, bool)> {
        self.entries.iter().filter_map(|entry| match &entry.kind {
            Kind::Uniform {
                register,
                referenced,
            } => Some((&entry.leaf, register.as_deref(), *referenced)),
            _ => None,
        })
    }
}
