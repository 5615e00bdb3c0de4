//! The abstract syntax tree of Cg source.
//!
//! The tree is owned (`Box`/`Vec`), mirrors the source closely, and resolves no
//! names: `float4`, a typedef name and `vec4` are all [`TypeKind::Named`], a swizzle
//! `.xyz`, a matrix swizzle `._m00_m11` and a struct field are all
//! [`ExprKind::Member`]; the semantic layer decides what they are.
//!
//! Invariants:
//! - every node carries the [`Span`] of the source text it was parsed from (byte
//!   offsets in the file the token came from); a node's span covers its children;
//! - the tree is a plain value: all types derive `Clone, Debug, PartialEq, Eq,
//!   Hash` so the salsa layer can store it and compare it for early cut-off.
//!   Numeric literals are therefore kept as their source text, never as `f32`;
//! - a [`TranslationUnit`] is a list of independent [`Item`]s. An item never
//!   points into another item, so the semantic layer can give each function its
//!   own query. [`Item::shift_spans`] rebases an item's spans (for example relative
//!   to the item's own start) so that editing one function does not change the
//!   other items' trees;
//! - parts the parser could not read are kept as `Error` nodes (with a
//!   diagnostic reported beside the tree), so the rest of the file still has a
//!   tree.

use crate::span::Span;

/// A name as written, with its position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A whole source file after preprocessing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct TranslationUnit {
    pub items: Vec<Item>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Item {
    pub kind: ItemKind,
    pub span: Span,
}

// A file has few items and structs few members, so the size of the largest
// variant costs little; boxing it would only add an indirection to every use.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ItemKind {
    /// A function definition or prototype.
    Function(Function),
    /// Variables, a struct/interface definition, or a typedef (see
    /// [`Declaration::is_typedef`]).
    Declaration(Declaration),
    /// A CgFX `technique`.
    Technique(Technique),
    /// A stray `;` at file scope.
    Empty,
    /// Tokens the parser skipped after a syntax error.
    Error,
}

/// Storage classes, parameter directions and other declaration modifiers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Qualifier {
    pub kind: QualifierKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum QualifierKind {
    Uniform,
    Varying,
    Static,
    Const,
    Extern,
    In,
    Out,
    InOut,
    Inline,
    Packed,
    Typedef,
    Volatile,
    Shared,
    /// `precise`: the value must be computed exactly as written (no fused
    /// or reordered arithmetic). cgc accepts it on variables, parameters,
    /// members and functions and generates the same code.
    Precise,
    /// `row_major` / `column_major`: how a uniform matrix is stored in the
    /// constant registers, overriding `#pragma pack_matrix`.
    RowMajor,
    ColumnMajor,
    /// A profile name used as a specifier: `arbfp1 float4 f()` declares `f` only
    /// for that profile.
    Profile(String),
}

/// A type as written: a name, or a struct/interface (possibly defined in place).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeSpec {
    pub kind: TypeKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `float4`, `sampler2D`, `void`, a typedef or struct name, `vec4`...
    Named(Ident),
    /// `struct S { ... }`, `struct S : I { ... }`, `interface I { ... }`, or a
    /// reference `struct S`.
    Struct(Box<StructDef>),
    /// A template instance: `AttribArray<float4>`, the array of one input of
    /// every vertex of a primitive in geometry and tessellation programs.
    Template { name: Ident, args: Vec<TypeSpec> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructKeyword {
    Struct,
    /// `class` is accepted by cgc as a synonym of `struct`.
    Class,
    Interface,
    /// `uniform Name { members }`: a named uniform block (a constant buffer).
    /// Without a declarator after it, its members are global uniforms.
    UniformBlock,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructDef {
    pub keyword: StructKeyword,
    pub name: Option<Ident>,
    /// The interface a struct implements: `struct S : I`.
    pub base: Option<Ident>,
    /// `None` for a reference `struct S x;` without a body.
    pub members: Option<Vec<Member>>,
    pub span: Span,
}

// See `ItemKind` on the size of the largest variant.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Member {
    /// Data members (with their semantics: `float4 pos : POSITION;`).
    Field(Declaration),
    /// Member functions of interfaces (prototypes) and structs (definitions).
    Method(Function),
}

/// `qualifiers type declarator, declarator, ...;`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Declaration {
    pub qualifiers: Vec<Qualifier>,
    pub ty: TypeSpec,
    /// Empty for a bare struct definition `struct S { ... };`.
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

impl Declaration {
    pub fn is_typedef(&self) -> bool {
        self.qualifiers
            .iter()
            .any(|qualifier| qualifier.kind == QualifierKind::Typedef)
    }
}

/// One name being declared, with what follows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Declarator {
    /// How many `*` precede the name (`float4 *p`: 1).
    pub pointer: u8,
    pub name: Ident,
    /// Array dimensions, outermost first; `None` for an unsized `[]`.
    pub array: Vec<Option<Expr>>,
    pub semantic: Option<Semantic>,
    pub annotations: Vec<Annotation>,
    pub init: Option<Initializer>,
    pub span: Span,
}

/// What follows `:` on a declarator, parameter or function.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    pub kind: SemanticKind,
    /// `: TEXCOORD[2]` (cgc reads it as `TEXCOORD2` and prints it as written
    /// in the `#var` header); `None` for every other form.
    pub index: Option<Box<Expr>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SemanticKind {
    /// `: POSITION`, `: TEXCOORD3`, `: C0` (a register binding by name).
    Name(Ident),
    /// `: register(c5)` or `: register(arbfp1, c5)`.
    Register {
        profile: Option<Ident>,
        register: Ident,
    },
}

/// `< type name = value; ... >` after a declarator, function, technique or pass.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Annotation {
    pub ty: TypeSpec,
    pub name: Ident,
    pub value: Initializer,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Initializer {
    pub kind: InitializerKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InitializerKind {
    Expr(Expr),
    /// `{ a, b, { c, d } }`
    List(Vec<Initializer>),
    /// CgFX `sampler_state { MinFilter = Linear; Texture = <tex>; }`.
    SamplerState(Vec<StateAssignment>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Function {
    pub qualifiers: Vec<Qualifier>,
    pub return_type: TypeSpec,
    /// `S` in an out-of-line member function definition `float4 S::f(...)`.
    pub scope: Option<Ident>,
    pub name: Ident,
    pub params: Vec<Param>,
    pub semantic: Option<Semantic>,
    pub annotations: Vec<Annotation>,
    /// `None` for a prototype `float f(float x);`.
    pub body: Option<Block>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    pub qualifiers: Vec<Qualifier>,
    pub ty: TypeSpec,
    /// How many `*` precede the name (`float4 *p`: 1).
    pub pointer: u8,
    /// Prototypes may leave parameters unnamed.
    pub name: Option<Ident>,
    pub array: Vec<Option<Expr>>,
    pub semantic: Option<Semantic>,
    pub annotations: Vec<Annotation>,
    /// Default value: `float4 x = float4(0, 0, 0, 1)`.
    pub default: Option<Initializer>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StmtKind {
    Declaration(Declaration),
    Expr(Expr),
    Empty,
    Block(Block),
    If {
        cond: Expr,
        then_branch: Box<Stmt>,
        else_branch: Option<Box<Stmt>>,
    },
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    For {
        /// A declaration or expression statement (or empty).
        init: Box<Stmt>,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
    },
    /// `switch (value) body`; the body holds [`StmtKind::Case`] and
    /// [`StmtKind::Default`] labels among its statements, as in C.
    Switch {
        value: Expr,
        body: Box<Stmt>,
    },
    /// `case value:` inside a switch body.
    Case(Expr),
    /// `default:` inside a switch body.
    Default,
    Break,
    Continue,
    Return(Option<Expr>),
    Discard,
    /// Tokens the parser skipped after a syntax error.
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralKind {
    /// `12`, `0x1F`, `017`, `3u` (suffix kept in the text).
    Int,
    /// `1.`, `.5`, `1e-3`, `2.0h`, `1.0f`.
    Float,
    Bool,
    /// `"text"` including the quotes (CgFX annotations and states).
    String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
    /// `a, b`
    Comma,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExprKind {
    Ident(Ident),
    Literal {
        kind: LiteralKind,
        text: String,
    },
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `target = value` (`op` is `None`) or `target op= value`.
    Assign {
        op: Option<BinaryOp>,
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `cond ? then_value : else_value`
    Conditional {
        cond: Box<Expr>,
        then_value: Box<Expr>,
        else_value: Box<Expr>,
    },
    /// A call `f(a, b)` or a member function call `obj.f(a)`.
    Call {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    /// `float4(a, b)`: a type name applied to arguments; with array
    /// dimensions an array constructor `float[](a, b)` / `float[2](a, b)`.
    Constructor {
        ty: TypeSpec,
        array: Vec<Option<Expr>>,
        args: Vec<Expr>,
    },
    /// `(float3)x` (with array dimensions for `(float[2])x`).
    Cast {
        ty: TypeSpec,
        array: Vec<Option<Expr>>,
        operand: Box<Expr>,
    },
    /// `.name`: a field, a swizzle or a matrix swizzle.
    Member {
        base: Box<Expr>,
        member: Ident,
    },
    Index {
        base: Box<Expr>,
        index: Box<Expr>,
    },
    /// `(expr)`, kept so spans and `-E`-like printing stay faithful.
    Paren(Box<Expr>),
    /// CgFX `compile arbfp1 main(args)` in a state assignment.
    Compile {
        profile: Ident,
        entry: Ident,
        args: Vec<Expr>,
    },
    /// CgFX `<name>`: a reference to a texture or other object in a state.
    ObjectRef(Ident),
    /// CgFX `asm { ... }`: a program written in assembly, kept as the source
    /// span of its body (between the braces) only.
    Asm,
    /// A call argument bound to a semantic, `emitVertex(p : POSITION)`
    /// (geometry programs). cgc accepts it in every call and ignores the
    /// semantic outside geometry programs.
    WithSemantic {
        value: Box<Expr>,
        semantic: Semantic,
    },
    /// A name looked up in a scope: `::name` (the global scope, `scope` is
    /// `None`) or `S::name` (a member of struct or interface `S`).
    Scoped {
        scope: Option<Ident>,
        name: Ident,
    },
    /// An expression the parser could not read.
    Error,
}

/// CgFX `technique name < annotations > { pass ... }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Technique {
    pub name: Option<Ident>,
    pub annotations: Vec<Annotation>,
    pub passes: Vec<Pass>,
    pub span: Span,
}

/// CgFX `pass name < annotations > { State = value; ... }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pass {
    pub name: Option<Ident>,
    pub annotations: Vec<Annotation>,
    pub states: Vec<StateAssignment>,
    pub span: Span,
}

/// `Name = value;` or `Name[index] = value;` in a pass or `sampler_state`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StateAssignment {
    pub name: Ident,
    pub index: Option<Expr>,
    pub value: Initializer,
    pub span: Span,
}

/// Visits every span of a node and its children, in source order.
///
/// Used to rebase spans ([`Item::shift_spans`]) and by tests that check every
/// span lies within the file.
pub trait VisitSpans {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span));
}

impl Item {
    /// Moves every span in this item by `delta` bytes. Calling it with
    /// `-(item.span.start as i64)` makes the item position-independent, so an
    /// edit elsewhere in the file leaves this item's tree unchanged.
    pub fn shift_spans(&mut self, delta: i64) {
        self.visit_spans(&mut |span| *span = span.shifted(delta));
    }
}

impl<T: VisitSpans> VisitSpans for Vec<T> {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        for element in self {
            element.visit_spans(visit);
        }
    }
}

impl<T: VisitSpans> VisitSpans for Option<T> {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        if let Some(inner) = self {
            inner.visit_spans(visit);
        }
    }
}

impl<T: VisitSpans> VisitSpans for Box<T> {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        (**self).visit_spans(visit);
    }
}

impl VisitSpans for Ident {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
    }
}

impl VisitSpans for TranslationUnit {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        self.items.visit_spans(visit);
    }
}

impl VisitSpans for Item {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            ItemKind::Function(function) => function.visit_spans(visit),
            ItemKind::Declaration(declaration) => declaration.visit_spans(visit),
            ItemKind::Technique(technique) => technique.visit_spans(visit),
            ItemKind::Empty | ItemKind::Error => {}
        }
    }
}

impl VisitSpans for Qualifier {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
    }
}

impl VisitSpans for TypeSpec {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            TypeKind::Named(name) => name.visit_spans(visit),
            TypeKind::Struct(definition) => definition.visit_spans(visit),
            TypeKind::Template { name, args } => {
                name.visit_spans(visit);
                args.visit_spans(visit);
            }
        }
    }
}

impl VisitSpans for StructDef {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.name.visit_spans(visit);
        self.base.visit_spans(visit);
        self.members.visit_spans(visit);
    }
}

impl VisitSpans for Member {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        match self {
            Member::Field(declaration) => declaration.visit_spans(visit),
            Member::Method(function) => function.visit_spans(visit),
        }
    }
}

impl VisitSpans for Declaration {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.qualifiers.visit_spans(visit);
        self.ty.visit_spans(visit);
        self.declarators.visit_spans(visit);
    }
}

impl VisitSpans for Declarator {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.name.visit_spans(visit);
        self.array.visit_spans(visit);
        self.semantic.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.init.visit_spans(visit);
    }
}

impl VisitSpans for Semantic {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            SemanticKind::Name(name) => name.visit_spans(visit),
            SemanticKind::Register { profile, register } => {
                profile.visit_spans(visit);
                register.visit_spans(visit);
            }
        }
        self.index.visit_spans(visit);
    }
}

impl VisitSpans for Annotation {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.ty.visit_spans(visit);
        self.name.visit_spans(visit);
        self.value.visit_spans(visit);
    }
}

impl VisitSpans for Initializer {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            InitializerKind::Expr(expr) => expr.visit_spans(visit),
            InitializerKind::List(elements) => elements.visit_spans(visit),
            InitializerKind::SamplerState(states) => states.visit_spans(visit),
        }
    }
}

impl VisitSpans for Function {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.qualifiers.visit_spans(visit);
        self.return_type.visit_spans(visit);
        self.scope.visit_spans(visit);
        self.name.visit_spans(visit);
        self.params.visit_spans(visit);
        self.semantic.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.body.visit_spans(visit);
    }
}

impl VisitSpans for Param {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.qualifiers.visit_spans(visit);
        self.ty.visit_spans(visit);
        self.name.visit_spans(visit);
        self.array.visit_spans(visit);
        self.semantic.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.default.visit_spans(visit);
    }
}

impl VisitSpans for Block {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.stmts.visit_spans(visit);
    }
}

impl VisitSpans for Stmt {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            StmtKind::Declaration(declaration) => declaration.visit_spans(visit),
            StmtKind::Expr(expr) => expr.visit_spans(visit),
            StmtKind::Block(block) => block.visit_spans(visit),
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                cond.visit_spans(visit);
                then_branch.visit_spans(visit);
                else_branch.visit_spans(visit);
            }
            StmtKind::While { cond, body } => {
                cond.visit_spans(visit);
                body.visit_spans(visit);
            }
            StmtKind::DoWhile { body, cond } => {
                body.visit_spans(visit);
                cond.visit_spans(visit);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                init.visit_spans(visit);
                cond.visit_spans(visit);
                step.visit_spans(visit);
                body.visit_spans(visit);
            }
            StmtKind::Switch { value, body } => {
                value.visit_spans(visit);
                body.visit_spans(visit);
            }
            StmtKind::Case(value) => value.visit_spans(visit),
            StmtKind::Return(value) => value.visit_spans(visit),
            StmtKind::Empty
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Discard
            | StmtKind::Default
            | StmtKind::Error => {}
        }
    }
}

impl VisitSpans for Expr {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            ExprKind::Ident(name) | ExprKind::ObjectRef(name) => name.visit_spans(visit),
            ExprKind::Literal { .. } | ExprKind::Asm | ExprKind::Error => {}
            ExprKind::WithSemantic { value, semantic } => {
                value.visit_spans(visit);
                semantic.visit_spans(visit);
            }
            ExprKind::Scoped { scope, name } => {
                scope.visit_spans(visit);
                name.visit_spans(visit);
            }
            ExprKind::Unary { operand, .. } => operand.visit_spans(visit),
            ExprKind::Binary { lhs, rhs, .. } => {
                lhs.visit_spans(visit);
                rhs.visit_spans(visit);
            }
            ExprKind::Assign { target, value, .. } => {
                target.visit_spans(visit);
                value.visit_spans(visit);
            }
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => {
                cond.visit_spans(visit);
                then_value.visit_spans(visit);
                else_value.visit_spans(visit);
            }
            ExprKind::Call { callee, args } => {
                callee.visit_spans(visit);
                args.visit_spans(visit);
            }
            ExprKind::Constructor { ty, array, args } => {
                ty.visit_spans(visit);
                array.visit_spans(visit);
                args.visit_spans(visit);
            }
            ExprKind::Cast { ty, array, operand } => {
                ty.visit_spans(visit);
                array.visit_spans(visit);
                operand.visit_spans(visit);
            }
            ExprKind::Member { base, member } => {
                base.visit_spans(visit);
                member.visit_spans(visit);
            }
            ExprKind::Index { base, index } => {
                base.visit_spans(visit);
                index.visit_spans(visit);
            }
            ExprKind::Paren(inner) => inner.visit_spans(visit),
            ExprKind::Compile {
                profile,
                entry,
                args,
            } => {
                profile.visit_spans(visit);
                entry.visit_spans(visit);
                args.visit_spans(visit);
            }
        }
    }
}

impl VisitSpans for Technique {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.name.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.passes.visit_spans(visit);
    }
}

impl VisitSpans for Pass {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.name.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.states.visit_spans(visit);
    }
}

impl VisitSpans for StateAssignment {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        self.name.visit_spans(visit);
        self.index.visit_spans(visit);
        self.value.visit_spans(visit);
    }
}
