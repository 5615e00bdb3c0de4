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

/// What separates the segments of a scoped name (`O::In`).
pub const SCOPE: &str = "::";

/// Marks a type name written after `signed` or `unsigned` that is no
/// integer type (`unsigned float`), which sema reports (C1311). No
/// identifier holds a space.
pub const SIGN_ON_NON_INTEGER: &str = "unsigned ";

/// A type as written: a name, or a struct/interface (possibly defined in place).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeSpec {
    pub kind: TypeKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `float4`, `sampler2D`, `void`, a typedef or struct name, `vec4`...
    /// A type named through the struct declaring it keeps its path, the
    /// segments joined by [`SCOPE`]: `O::In`, `A::B::C`, and `::In` (a
    /// file-scope type) starting with it.
    Named(Ident),
    /// `struct S { ... }`, `struct S : I { ... }`, `interface I { ... }`, or a
    /// reference `struct S`.
    Struct(Box<StructDef>),
    /// A template instance: `AttribArray<float4>`, the array of one input of
    /// every vertex of a primitive in geometry and tessellation programs.
    Template { name: Ident, args: Vec<TypeSpec> },
    /// A type with array dimensions before the declared name, as cgc
    /// accepts in declarations, parameters, members, typedefs and return
    /// types: `float2[16] a`, `float2[] v`, `float4[2] f()`. Dimensions are
    /// outermost first; a declarator's own dimensions are outside them
    /// (`float[3] u[2]` is `float u[2][3]`).
    Array {
        element: Box<TypeSpec>,
        dims: Vec<Option<Expr>>,
    },
}

impl TypeSpec {
    /// The type without the dimensions written before a declared name.
    pub fn element(&self) -> &TypeSpec {
        let mut spec = self;
        while let TypeKind::Array { element, .. } = &spec.kind {
            spec = element;
        }
        spec
    }
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
    /// The bindings written after a uniform block's body when it has no
    /// instance name (`uniform B { ... } : BUFFER[4];`); with an instance
    /// they are the instance's (`} b : BUFFER[4];`).
    pub bindings: Vec<Semantic>,
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
    /// Every `: …` binding after the name, in source order (`: TEXCOORD0`,
    /// `: register(vs, c3) : register(ps, c5)`); which applies is the
    /// profile's choice (`sema::hir::Bindings`).
    pub semantics: Vec<Semantic>,
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
    /// `: POSITION`, `: TEXCOORD3`, `: C0` (a register binding by name), or
    /// `: ps TEXCOORD3` qualified by a profile name or domain word: it
    /// applies only in the profiles answering to it, as a qualified
    /// `register(...)` does.
    Name {
        qualifier: Option<Ident>,
        name: Ident,
    },
    /// `: register(c5)`, or `: register(ps, c5)` qualified by a profile
    /// name or domain word: it applies only in the profiles answering to it.
    Register {
        qualifier: Option<Ident>,
        register: Ident,
    },
}

/// One declaration of `< ... >` after a declarator, parameter, function,
/// technique or pass: `float UIMin = 0, UIMax = 1;`. cgc reads and checks
/// it as a local declaration (qualifiers, several names, arrays, no
/// initializer), in a scope of its own (probes tests/sema/cases/641–643).
pub type Annotation = Declaration;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Initializer {
    pub kind: InitializerKind,
    pub span: Span,
    /// Where the token after the initializer starts (`;`, `,`, `}`; the end
    /// of the input if none), as an empty span. cgc's parser converts a
    /// value when it reduces it, with that token read ahead, and dates its
    /// conversion warnings (C7011) by that token's line.
    pub follow: Span,
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
    /// Every `: …` binding after the name, in source order (`: TEXCOORD0`,
    /// `: register(vs, c3) : register(ps, c5)`); which applies is the
    /// profile's choice (`sema::hir::Bindings`).
    pub semantics: Vec<Semantic>,
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
    /// Every `: …` binding after the name, in source order (`: TEXCOORD0`,
    /// `: register(vs, c3) : register(ps, c5)`); which applies is the
    /// profile's choice (`sema::hir::Bindings`).
    pub semantics: Vec<Semantic>,
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

/// An expression.
///
/// Left-nested chains (`a + b + c`, `v.x.y.z`, `a[i][j]`, `f()()`) nest one
/// level per operator, and their length has no bound (cgc compiles sums of
/// 5,000 terms): the child such a chain continues in is the node's *link*
/// ([`ExprKind::link`]), and the tree's own traits (`Clone`, `PartialEq`,
/// `Hash`, `Drop`, [`VisitSpans`]) follow links in a loop. Every other child
/// nests only as deep as the parser's nesting bound lets it.
#[derive(Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// What a chain node holds besides the child it links to (see
/// [`ExprKind::link`]): compared, hashed and cloned node by node.
#[derive(PartialEq, Eq, Hash)]
pub enum Link<'a> {
    Unary(UnaryOp),
    Binary(BinaryOp, &'a Expr),
    Call(&'a [Expr]),
    Member(&'a Ident),
    Index(&'a Expr),
}

impl Link<'_> {
    /// The node this link describes, with `child` as its linked child.
    fn attach(&self, child: Expr) -> ExprKind {
        let child = Box::new(child);
        match self {
            Link::Unary(op) => ExprKind::Unary {
                op: *op,
                operand: child,
            },
            Link::Binary(op, rhs) => ExprKind::Binary {
                op: *op,
                lhs: child,
                rhs: Box::new((*rhs).clone()),
            },
            Link::Call(args) => ExprKind::Call {
                callee: child,
                args: args.to_vec(),
            },
            Link::Member(member) => ExprKind::Member {
                base: child,
                member: (*member).clone(),
            },
            Link::Index(index) => ExprKind::Index {
                base: child,
                index: Box::new((*index).clone()),
            },
        }
    }
}

impl ExprKind {
    /// The child a left-nested chain continues in (the left operand of a
    /// binary operator, the base of a member access or index, the callee of a
    /// call, the operand of a unary operator) and the rest of the node.
    pub fn link(&self) -> Option<(&Expr, Link<'_>)> {
        match self {
            ExprKind::Unary { op, operand } => Some((operand, Link::Unary(*op))),
            ExprKind::Binary { op, lhs, rhs } => Some((lhs, Link::Binary(*op, rhs))),
            ExprKind::Call { callee, args } => Some((callee, Link::Call(args))),
            ExprKind::Member { base, member } => Some((base, Link::Member(member))),
            ExprKind::Index { base, index } => Some((base, Link::Index(index))),
            _ => None,
        }
    }

    /// Takes the linked child out (leaving [`ExprKind::Error`]) when it links
    /// on, so that a chain is dropped one node at a time.
    fn take_long_link(&mut self) -> Option<Box<Expr>> {
        self.link()?.0.kind.link()?;
        match std::mem::replace(self, ExprKind::Error) {
            ExprKind::Unary { operand: child, .. }
            | ExprKind::Binary { lhs: child, .. }
            | ExprKind::Call { callee: child, .. }
            | ExprKind::Member { base: child, .. }
            | ExprKind::Index { base: child, .. } => Some(child),
            _ => None,
        }
    }
}

impl Expr {
    /// The nodes of the chain that starts here, outermost first, and the
    /// node it ends in (which has no link).
    fn chain(&self) -> (Vec<(&Expr, Link<'_>)>, &Expr) {
        let mut links = Vec::new();
        let mut node = self;
        while let Some((child, link)) = node.kind.link() {
            links.push((node, link));
            node = child;
        }
        (links, node)
    }
}

impl Drop for Expr {
    fn drop(&mut self) {
        let mut next = self.kind.take_long_link();
        while let Some(mut node) = next {
            next = node.kind.take_long_link();
        }
    }
}

impl Clone for Expr {
    fn clone(&self) -> Self {
        let (links, end) = self.chain();
        let mut clone = Expr {
            kind: end.kind.clone(),
            span: end.span,
        };
        for (node, link) in links.iter().rev() {
            clone = Expr {
                kind: link.attach(clone),
                span: node.span,
            };
        }
        clone
    }
}

impl PartialEq for Expr {
    fn eq(&self, other: &Self) -> bool {
        let (mut a, mut b) = (self, other);
        loop {
            if a.span != b.span {
                return false;
            }
            match (a.kind.link(), b.kind.link()) {
                (Some((a_child, a_link)), Some((b_child, b_link))) => {
                    if a_link != b_link {
                        return false;
                    }
                    (a, b) = (a_child, b_child);
                }
                (None, None) => return a.kind == b.kind,
                _ => return false,
            }
        }
    }
}

impl Eq for Expr {}

impl std::hash::Hash for Expr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let (links, end) = self.chain();
        for (node, link) in &links {
            node.span.hash(state);
            link.hash(state);
        }
        end.span.hash(state);
        end.kind.hash(state);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralKind {
    /// `12`, `0x1F`, `017`, `3u` (suffix kept in the text).
    Int,
    /// `1.`, `.5`, `1e-3`, `2.0h`, `1.0f`.
    Float,
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
    /// CgFX `<value>`: a reference to a texture or other object in a state
    /// (`<tex>`, `<lights[0].position>`), an expression of cgc's shift level.
    ObjectRef(Box<Expr>),
    /// CgFX `asm { ... }`: a program written in assembly, skipped. cgc's
    /// grammar takes one as a whole initializer (`VertexShader v = asm {
    /// ... };`, a pass state's value): `initializer` says it stands there;
    /// anywhere else it is a syntax error on the line of `last`, its last
    /// token before the closing brace (the `{` when the block is empty).
    Asm {
        last: Span,
        initializer: bool,
    },
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

/// Visits every span of a node and its children, each once.
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
            TypeKind::Array { element, dims } => {
                element.visit_spans(visit);
                dims.visit_spans(visit);
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
        self.bindings.visit_spans(visit);
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
        self.semantics.visit_spans(visit);
        self.annotations.visit_spans(visit);
        self.init.visit_spans(visit);
    }
}

impl VisitSpans for Semantic {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        match &mut self.kind {
            SemanticKind::Name { qualifier, name } => {
                qualifier.visit_spans(visit);
                name.visit_spans(visit);
            }
            SemanticKind::Register {
                qualifier,
                register,
            } => {
                qualifier.visit_spans(visit);
                register.visit_spans(visit);
            }
        }
        self.index.visit_spans(visit);
    }
}

impl VisitSpans for Initializer {
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        visit(&mut self.span);
        visit(&mut self.follow);
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
        self.semantics.visit_spans(visit);
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
        self.semantics.visit_spans(visit);
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
    /// Visits the chain of links in a loop (see [`Expr`]): each node's own
    /// span and other children, then its linked child.
    fn visit_spans(&mut self, visit: &mut dyn FnMut(&mut Span)) {
        let mut node = self;
        loop {
            visit(&mut node.span);
            node = match &mut node.kind {
                ExprKind::Unary { operand, .. } => operand,
                ExprKind::Binary { lhs, rhs, .. } => {
                    rhs.visit_spans(visit);
                    lhs
                }
                ExprKind::Call { callee, args } => {
                    args.visit_spans(visit);
                    callee
                }
                ExprKind::Member { base, member } => {
                    member.visit_spans(visit);
                    base
                }
                ExprKind::Index { base, index } => {
                    index.visit_spans(visit);
                    base
                }
                unlinked => return visit_unlinked_spans(unlinked, visit),
            };
        }
    }
}

/// The children of a node without a link.
fn visit_unlinked_spans(kind: &mut ExprKind, visit: &mut dyn FnMut(&mut Span)) {
    match kind {
        ExprKind::Ident(name) => name.visit_spans(visit),
        ExprKind::ObjectRef(path) => path.visit_spans(visit),
        ExprKind::Literal { .. } | ExprKind::Error => {}
        ExprKind::Asm { last, .. } => visit(last),
        ExprKind::WithSemantic { value, semantic } => {
            value.visit_spans(visit);
            semantic.visit_spans(visit);
        }
        ExprKind::Scoped { scope, name } => {
            scope.visit_spans(visit);
            name.visit_spans(visit);
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
        // Walked by the loop in `Expr::visit_spans`.
        ExprKind::Unary { .. }
        | ExprKind::Binary { .. }
        | ExprKind::Call { .. }
        | ExprKind::Member { .. }
        | ExprKind::Index { .. } => {}
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
