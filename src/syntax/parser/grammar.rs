//! The chumsky grammar of Cg over classified tokens.
//!
//! Expressions use chumsky's pratt parser with C's precedences (postfix, then
//! prefix and casts, then `* / %` ... down to assignment and the comma).
//! Declarations and statements are plain combinators. Error recovery:
//! - a statement that fails is skipped up to and including its `;` (or up to a
//!   brace), leaving a [`StmtKind::Error`]; a struct member or a CgFX state
//!   assignment that fails is skipped the same way and left out;
//! - an item that fails is skipped up to its `;` or past one balanced `{...}`,
//!   leaving an [`ItemKind::Error`].

use std::ops::Range;

use chumsky::error::{EmptyErr, LabelError, RichPattern};
use chumsky::input::{Input, ValueInput};
use chumsky::pratt::{infix, left, postfix, prefix, right};
use chumsky::prelude::*;

use super::tokens::{is_builtin_type_name, Tok};
use crate::diag::Diagnostic;
use crate::span::{FileId, Span};
use crate::syntax::ast::*;

/// cgc reports every syntax error with this code.
pub const SYNTAX_ERROR: u32 = 0;

/// Lets chumsky build our spans directly (from the first token's start to the
/// last token's end).
impl chumsky::span::Span for Span {
    type Context = FileId;
    type Offset = u32;

    fn new(context: FileId, range: Range<u32>) -> Self {
        Span {
            file: context,
            start: range.start,
            end: range.end.max(range.start),
        }
    }

    fn context(&self) -> FileId {
        self.file
    }

    fn start(&self) -> u32 {
        self.start
    }

    fn end(&self) -> u32 {
        self.end
    }
}

/// The parser extras: no state or context, errors of type `Er`.
type Extra<'a, Er> = extra::Err<Er>;

/// The error types the grammar runs with: [`Rich`] for diagnostics, and
/// [`EmptyErr`] for the first attempt (see [`parse_tokens`]).
trait GrammarError<'a, I: Input<'a>>:
    chumsky::error::Error<'a, I> + LabelError<'a, I, &'static str> + 'a
{
}

impl<'a, I: Input<'a>, T> GrammarError<'a, I> for T where
    T: chumsky::error::Error<'a, I> + LabelError<'a, I, &'static str> + 'a
{
}

/// Runs the grammar over classified tokens; pushes the syntax errors.
pub(super) fn parse_tokens(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
    diagnostics: &mut Vec<Diagnostic>,
) -> TranslationUnit {
    // Rich errors record every alternative that failed at every position,
    // which costs most of the parse; errors do not steer the grammar, so a
    // parse without error values that finds no error yields the same tree.
    // Only a file with a syntax error is parsed again for the diagnostics.
    let input = tokens.split_token_span(eof);
    let (items, errors) = translation_unit::<_, EmptyErr>()
        .parse(input)
        .into_output_errors();
    if let (Some(items), true) = (items, errors.is_empty()) {
        return TranslationUnit { items };
    }
    let input = tokens.split_token_span(eof);
    let (items, errors) = translation_unit::<_, Rich<'_, Tok<'_>, Span>>()
        .parse(input)
        .into_output_errors();
    diagnostics.extend(errors.iter().map(syntax_error));
    TranslationUnit {
        items: items.unwrap_or_default(),
    }
}

/// `syntax error, unexpected X, expecting Y or Z at token "x"`, cgc's wording.
fn syntax_error(error: &Rich<'_, Tok<'_>, Span>) -> Diagnostic {
    let mut message = match error.found() {
        Some(found) => format!("syntax error, unexpected {}", describe(found)),
        None => "syntax error, unexpected end of file".to_string(),
    };
    let mut expected: Vec<String> = error
        .expected()
        .filter_map(|pattern| match pattern {
            RichPattern::Token(token) => Some(describe(token)),
            RichPattern::Label(label) => Some(label.to_string()),
            RichPattern::Identifier(name) => Some(format!("\"{name}\"")),
            RichPattern::EndOfInput => Some("end of file".to_string()),
            _ => None,
        })
        .collect();
    expected.sort();
    expected.dedup();
    // Long lists (every operator could continue an expression) help nobody;
    // like cgc, name the punctuation that would end the construct instead.
    // When nothing closes here but an operand could start, say "expression".
    if expected.len() > 5 {
        let operand_could_start = expected.iter().any(|name| name == "identifier");
        expected
            .retain(|name| matches!(name.as_str(), "';'" | "','" | "')'" | "']'" | "'}'" | "':'"));
        if expected.is_empty() && operand_could_start {
            expected.push("expression".to_string());
        }
    }
    if !expected.is_empty() {
        message.push_str(", expecting ");
        message.push_str(&expected.join(" or "));
    }
    if let Some(found) = error.found().and_then(Tok::text) {
        message.push_str(&format!(" at token \"{found}\""));
    }
    Diagnostic::error(SYNTAX_ERROR, *error.span(), message)
}

/// Bison-style token names: `';'`, `identifier`, `reserved word "if"`.
fn describe(token: &Tok<'_>) -> String {
    match token {
        Tok::Ident(_) => "identifier".to_string(),
        Tok::TypeName(_) => "type identifier".to_string(),
        Tok::Int(_) => "integer constant".to_string(),
        Tok::Float(_) => "floating point constant".to_string(),
        Tok::Str(_) => "string constant".to_string(),
        other => other.to_string(),
    }
}

impl<'a> Tok<'a> {
    /// The source text of the token (none for [`Tok::Poison`]).
    pub fn text(&self) -> Option<&'a str> {
        match *self {
            Tok::Ident(text)
            | Tok::TypeName(text)
            | Tok::Keyword(text)
            | Tok::Int(text)
            | Tok::Float(text)
            | Tok::Str(text)
            | Tok::Char(text)
            | Tok::Punct(text)
            | Tok::Unknown(text) => Some(text),
            Tok::Poison => None,
        }
    }
}

fn punct<'a, I, Er>(text: &'static str) -> impl Parser<'a, I, Tok<'a>, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
{
    just(Tok::punct(text))
}

fn keyword<'a, I, Er>(text: &'static str) -> impl Parser<'a, I, Tok<'a>, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
{
    just(Tok::keyword(text))
}

#[derive(Clone)]
enum PostfixOp {
    Index(Expr),
    Member(Ident),
    Call(Vec<Expr>),
    Increment,
    Decrement,
}

fn boxed(expr: Expr) -> Box<Expr> {
    Box::new(expr)
}

/// Folds `lhs, rhs` into a comma expression.
fn comma(lhs: Expr, rhs: Expr) -> Expr {
    let span = lhs.span.to(rhs.span);
    Expr {
        kind: ExprKind::Binary {
            op: BinaryOp::Comma,
            lhs: boxed(lhs),
            rhs: boxed(rhs),
        },
        span,
    }
}

fn apply_postfix(base: Expr, op: PostfixOp, span: Span) -> Expr {
    let kind = match op {
        PostfixOp::Index(index) => ExprKind::Index {
            base: boxed(base),
            index: boxed(index),
        },
        PostfixOp::Member(member) => ExprKind::Member {
            base: boxed(base),
            member,
        },
        PostfixOp::Call(args) => ExprKind::Call {
            callee: boxed(base),
            args,
        },
        PostfixOp::Increment => ExprKind::Unary {
            op: UnaryOp::PostInc,
            operand: boxed(base),
        },
        PostfixOp::Decrement => ExprKind::Unary {
            op: UnaryOp::PostDec,
            operand: boxed(base),
        },
    };
    Expr { kind, span }
}

fn binary(op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary {
            op,
            lhs: boxed(lhs),
            rhs: boxed(rhs),
        },
        span,
    }
}

/// Joins string literal texts (each with its quotes) into one quoted text.
fn concatenate_strings(pieces: &[&str]) -> String {
    let mut joined = String::from("\"");
    for piece in pieces {
        let inner = piece.strip_prefix('"').unwrap_or(piece);
        joined.push_str(inner.strip_suffix('"').unwrap_or(inner));
    }
    joined.push('"');
    joined
}

/// `f(void)` declares no parameters.
fn drop_void_parameter(mut params: Vec<Param>) -> Vec<Param> {
    let is_void = |param: &Param| {
        param.name.is_none()
            && param.qualifiers.is_empty()
            && param.array.is_empty()
            && matches!(&param.ty.kind, TypeKind::Named(name) if name.name == "void")
    };
    if params.len() == 1 && is_void(&params[0]) {
        params.clear();
    }
    params
}

/// What follows `qualifiers type` at file scope or in a struct. (Built once
/// per declaration and moved into the tree at once: its size does not matter.)
#[allow(clippy::large_enum_variant)]
enum DeclarationRest {
    Function {
        scope: Option<Ident>,
        name: Ident,
        params: Vec<Param>,
        semantic: Option<Semantic>,
        annotations: Vec<Annotation>,
        body: Option<Block>,
    },
    Variables(Vec<Declarator>),
}

fn finish_declaration(
    qualifiers: Vec<Qualifier>,
    ty: TypeSpec,
    rest: DeclarationRest,
    span: Span,
) -> Member {
    match rest {
        DeclarationRest::Function {
            scope,
            name,
            params,
            semantic,
            annotations,
            body,
        } => Member::Method(Function {
            qualifiers,
            return_type: ty,
            scope,
            name,
            params,
            semantic,
            annotations,
            body,
            span,
        }),
        DeclarationRest::Variables(declarators) => Member::Field(Declaration {
            qualifiers,
            ty,
            declarators,
            span,
        }),
    }
}

/// One of the tokens in `table` (built with [`Tok::punct`] or [`Tok::keyword`],
/// so matching compares interned pointers), giving its value.
fn token_choice<'a, I, T, Er>(
    table: Vec<(Tok<'static>, T)>,
) -> impl Parser<'a, I, T, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
    T: Clone + 'a,
{
    chumsky::primitive::select(move |token: Tok<'a>, _| {
        table
            .iter()
            .find(|(candidate, _)| *candidate == token)
            .map(|(_, value)| value.clone())
    })
}

fn puncts<T>(table: &[(&'static str, T)]) -> Vec<(Tok<'static>, T)>
where
    T: Clone,
{
    table
        .iter()
        .map(|(text, value)| (Tok::punct(text), value.clone()))
        .collect()
}

fn keywords<T>(table: &[(&'static str, T)]) -> Vec<(Tok<'static>, T)>
where
    T: Clone,
{
    table
        .iter()
        .map(|(text, value)| (Tok::keyword(text), value.clone()))
        .collect()
}

/// `{ Name = value; Name[index] = value; ... }`: the body of a CgFX pass or
/// `sampler_state`. A broken assignment is skipped up to its `;` and left out.
fn state_block<'a, I, W, X, N, S, Er>(
    word: W,
    expr: X,
    initializer: N,
    skip: S,
) -> impl Parser<'a, I, Vec<StateAssignment>, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
    W: Parser<'a, I, Ident, Extra<'a, Er>> + Clone,
    X: Parser<'a, I, Expr, Extra<'a, Er>> + Clone,
    N: Parser<'a, I, Initializer, Extra<'a, Er>> + Clone,
    S: Parser<'a, I, (), Extra<'a, Er>> + Clone,
{
    let assignment = word
        .then(expr.delimited_by(punct("["), punct("]")).or_not())
        .then_ignore(punct("="))
        .then(initializer)
        .then_ignore(punct(";"))
        .map_with(|((name, index), value), e| StateAssignment {
            name,
            index,
            value,
            span: e.span(),
        });
    assignment
        .map(Some)
        .recover_with(via_parser(skip.to(None)))
        .repeated()
        .collect::<Vec<Option<StateAssignment>>>()
        .map(|states| states.into_iter().flatten().collect())
        .delimited_by(punct("{"), punct("}"))
}

fn translation_unit<'a, I, Er>() -> impl Parser<'a, I, Vec<Item>, Extra<'a, Er>>
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
{
    let ident = select! {
        Tok::Ident(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier");
    // Member names, semantics, state names: any word, even one that is a type
    // name or keyword elsewhere (`.x`, `: COLOR`, `Texture = ...`).
    let word = select! {
        Tok::Ident(name) | Tok::TypeName(name) | Tok::Keyword(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier");
    // Declared names: a typedef declares a name the pre-pass made a type name.
    let declared_name = select! {
        Tok::Ident(name) | Tok::TypeName(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier");
    let plain_type = select! {
        Tok::TypeName(name) = e => Ident { name: name.to_string(), span: e.span() },
    };
    // `signed short`: the type named. `unsigned int` (and `unsigned int2`)
    // is the `uint` type: cgc folds its constants wrapped to 32 bits
    // (`(0u - 1) % 4` is 3).
    let named_type = select! { Tok::Keyword(sign @ ("signed" | "unsigned")) => sign }
        .or_not()
        .then(plain_type)
        .map_with(|(sign, mut name), e| {
            if sign == Some("unsigned") && name.name.starts_with("int") {
                name.name = format!("u{}", name.name);
            }
            TypeSpec {
                kind: TypeKind::Named(name),
                span: e.span(),
            }
        })
        .labelled("type");

    // Skips a broken member, state assignment or statement: up to and
    // including its `;`, or up to a brace (which the enclosing list handles).
    let skip_to_semicolon = none_of([Tok::punct(";"), Tok::punct("{"), Tok::punct("}")])
        .repeated()
        .at_least(1)
        .then(punct(";").or_not())
        .ignored()
        .boxed();

    let mut assign = Recursive::declare();
    let mut type_spec = Recursive::declare();
    let mut stmt = Recursive::declare();

    let expr = assign
        .clone()
        .foldl(punct(",").ignore_then(assign.clone()).repeated(), comma)
        .labelled("expression")
        .boxed();

    // `: POSITION`, `: TEXCOORD0.FLAT`, `: state.matrix.mvp`: a name,
    // possibly dotted. An OpenGL state binding is one dotted name (cgc
    // accepts it on uniforms in every profile); an index inside it
    // (`state.light[0].diffuse`) is part of the name; a final one is the
    // semantic's index as usual. Interpolation modifiers (`.FLAT`,
    // `.CENTROID`, `.NOPERSPECTIVE`) are kept in the name too: the profile
    // tables decide whether a semantic takes them.
    let semantic_name = word
        .then(
            choice((
                punct(".").ignore_then(word).map(|part| (false, part)),
                select! { Tok::Int(text) = e => Ident { name: text.to_string(), span: e.span() } }
                    .delimited_by(punct("["), punct("]"))
                    .then_ignore(punct(".").rewind())
                    .map(|part| (true, part)),
            ))
            .repeated()
            .collect::<Vec<(bool, Ident)>>(),
        )
        .map(|(first, rest)| {
            if rest.is_empty() {
                return SemanticKind::Name(first);
            }
            let mut name = first.name;
            let mut span = first.span;
            for (indexed, part) in rest {
                if indexed {
                    name.push('[');
                    name.push_str(&part.name);
                    name.push(']');
                } else {
                    name.push('.');
                    name.push_str(&part.name);
                }
                span = span.to(part.span);
            }
            SemanticKind::Name(Ident { name, span })
        })
        .boxed();
    let semantic_index = expr.clone().delimited_by(punct("["), punct("]")).or_not();
    let semantic = punct(":")
        .ignore_then(choice((
            keyword("register")
                .ignore_then(
                    word.then(punct(",").ignore_then(word).or_not())
                        .delimited_by(punct("("), punct(")")),
                )
                .map(|(first, second)| match second {
                    Some(register) => SemanticKind::Register {
                        profile: Some(first),
                        register,
                    },
                    None => SemanticKind::Register {
                        profile: None,
                        register: first,
                    },
                }),
            semantic_name.clone(),
        )))
        .then(semantic_index.clone())
        .map_with(|(kind, index), e| Semantic {
            kind,
            index: index.map(Box::new),
            span: e.span(),
        })
        .boxed();
    // A call argument may carry a semantic (`emitVertex(p : POSITION)`);
    // cgc rejects `register(...)` there.
    let argument_semantic = punct(":")
        .ignore_then(semantic_name)
        .then(semantic_index)
        .map_with(|(kind, index), e| Semantic {
            kind,
            index: index.map(Box::new),
            span: e.span(),
        });
    let call_args = assign
        .clone()
        .then(argument_semantic.or_not())
        .map_with(|(value, semantic), e| match semantic {
            None => value,
            Some(semantic) => Expr {
                kind: ExprKind::WithSemantic {
                    value: boxed(value),
                    semantic,
                },
                span: e.span(),
            },
        })
        .separated_by(punct(","))
        .collect::<Vec<Expr>>()
        .delimited_by(punct("("), punct(")"))
        .boxed();

    let args = assign
        .clone()
        .separated_by(punct(","))
        .collect::<Vec<Expr>>()
        .delimited_by(punct("("), punct(")"))
        .boxed();

    let array_dims = assign
        .clone()
        .or_not()
        .delimited_by(punct("["), punct("]"))
        .repeated()
        .collect::<Vec<Option<Expr>>>()
        .boxed();

    let literal = select! {
        Tok::Int(text) => ExprKind::Literal { kind: LiteralKind::Int, text: text.to_string() },
        Tok::Float(text) => ExprKind::Literal { kind: LiteralKind::Float, text: text.to_string() },
        Tok::Keyword(text @ ("true" | "false")) => ExprKind::Literal { kind: LiteralKind::Bool, text: text.to_string() },
    };
    // Adjacent string literals are one string, as in C (CgFX `Script`
    // annotations use it): `"a" "b"` becomes `"ab"`.
    let string = select! { Tok::Str(text) => text }
        .repeated()
        .at_least(1)
        .collect::<Vec<&str>>()
        .map(|pieces| ExprKind::Literal {
            kind: LiteralKind::String,
            text: concatenate_strings(&pieces),
        });

    // Skips one balanced `{ ... }` (any tokens inside).
    let balanced_braces = recursive(|balanced| {
        punct("{")
            .ignore_then(
                choice((
                    balanced,
                    none_of([Tok::punct("{"), Tok::punct("}")]).ignored(),
                ))
                .repeated(),
            )
            .then_ignore(punct("}"))
            .ignored()
    })
    .boxed();

    // `::name` (global scope) and `S::name`.
    let scoped = declared_name
        .or_not()
        .then_ignore(punct("::"))
        .then(word)
        .map(|(scope, name)| ExprKind::Scoped { scope, name });
    let atom = choice((
        literal,
        string,
        scoped,
        ident.map(ExprKind::Ident),
        // `float4(a, b)`, and the array constructors `float[](a, b)`,
        // `float3[2](u, v)` cgc accepts.
        named_type
            .then(array_dims.clone())
            .then(args.clone())
            .map(|((ty, array), args)| ExprKind::Constructor { ty, array, args }),
        // A variable may share its name with a type declared elsewhere in the
        // file (the pre-pass does not scope type names); `(T)x` stays a cast.
        // Built-in type names are never variables.
        select! {
            Tok::TypeName(name) = e if !is_builtin_type_name(name) => {
                ExprKind::Ident(Ident { name: name.to_string(), span: e.span() })
            }
        },
        expr.clone()
            .delimited_by(punct("("), punct(")"))
            .map(|inner| ExprKind::Paren(boxed(inner))),
        keyword("compile")
            .ignore_then(word)
            .then(word)
            .then(args.clone())
            .map(|((profile, entry), args)| ExprKind::Compile {
                profile,
                entry,
                args,
            }),
        word.delimited_by(punct("<"), punct(">"))
            .map(ExprKind::ObjectRef),
        keyword("asm")
            .ignore_then(balanced_braces.clone())
            .to(ExprKind::Asm),
        just(Tok::Poison).to(ExprKind::Error),
    ))
    .map_with(|kind, e| Expr {
        kind,
        span: e.span(),
    })
    .boxed();

    let postfix_op = choice((
        expr.clone()
            .delimited_by(punct("["), punct("]"))
            .map(PostfixOp::Index),
        punct(".").ignore_then(word).map(PostfixOp::Member),
        call_args.map(PostfixOp::Call),
        punct("++").to(PostfixOp::Increment),
        punct("--").to(PostfixOp::Decrement),
    ));
    let unary_op = token_choice(puncts(&[
        ("+", UnaryOp::Plus),
        ("-", UnaryOp::Neg),
        ("!", UnaryOp::Not),
        ("~", UnaryOp::BitNot),
        ("++", UnaryOp::PreInc),
        ("--", UnaryOp::PreDec),
    ]));
    let cast_op = type_spec
        .clone()
        .then(array_dims.clone())
        .delimited_by(punct("("), punct(")"));
    let assign_op = token_choice(puncts(&[
        ("=", None),
        ("*=", Some(BinaryOp::Mul)),
        ("/=", Some(BinaryOp::Div)),
        ("%=", Some(BinaryOp::Rem)),
        ("+=", Some(BinaryOp::Add)),
        ("-=", Some(BinaryOp::Sub)),
        ("<<=", Some(BinaryOp::Shl)),
        (">>=", Some(BinaryOp::Shr)),
        ("&=", Some(BinaryOp::BitAnd)),
        ("^=", Some(BinaryOp::BitXor)),
        ("|=", Some(BinaryOp::BitOr)),
    ]));
    let binary_level = |ops: &[(&'static str, BinaryOp)]| token_choice(puncts(ops));
    use BinaryOp::*;
    let fold_binary = |lhs, op, rhs, e: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a, Er>>| {
        binary(op, lhs, rhs, e.span())
    };
    assign.define(
        atom.pratt((
            postfix(15, postfix_op, |base, op, e| {
                apply_postfix(base, op, e.span())
            }),
            prefix(14, unary_op, |op, operand, e| Expr {
                kind: ExprKind::Unary {
                    op,
                    operand: boxed(operand),
                },
                span: e.span(),
            }),
            prefix(14, cast_op, |(ty, array), operand, e| Expr {
                kind: ExprKind::Cast {
                    ty,
                    array,
                    operand: boxed(operand),
                },
                span: e.span(),
            }),
            infix(
                left(13),
                binary_level(&[("*", Mul), ("/", Div), ("%", Rem)]),
                fold_binary,
            ),
            infix(
                left(12),
                binary_level(&[("+", Add), ("-", Sub)]),
                fold_binary,
            ),
            infix(
                left(11),
                binary_level(&[("<<", Shl), (">>", Shr)]),
                fold_binary,
            ),
            infix(
                left(10),
                binary_level(&[("<", Lt), (">", Gt), ("<=", Le), (">=", Ge)]),
                fold_binary,
            ),
            infix(
                left(9),
                binary_level(&[("==", Eq), ("!=", Ne)]),
                fold_binary,
            ),
            infix(left(8), binary_level(&[("&", BitAnd)]), fold_binary),
            infix(left(7), binary_level(&[("^", BitXor)]), fold_binary),
            infix(left(6), binary_level(&[("|", BitOr)]), fold_binary),
            infix(left(5), binary_level(&[("&&", And)]), fold_binary),
            infix(left(4), binary_level(&[("||", Or)]), fold_binary),
            infix(
                right(3),
                punct("?").ignore_then(expr.clone()).then_ignore(punct(":")),
                |cond, then_value, else_value, e| Expr {
                    kind: ExprKind::Conditional {
                        cond: boxed(cond),
                        then_value: boxed(then_value),
                        else_value: boxed(else_value),
                    },
                    span: e.span(),
                },
            ),
            infix(right(2), assign_op, |target, op, value, e| Expr {
                kind: ExprKind::Assign {
                    op,
                    target: boxed(target),
                    value: boxed(value),
                },
                span: e.span(),
            }),
        ))
        .boxed()
        .labelled("expression")
        .boxed(),
    );

    let keyword_qualifier = token_choice(keywords(&[
        ("uniform", QualifierKind::Uniform),
        ("varying", QualifierKind::Varying),
        ("static", QualifierKind::Static),
        ("const", QualifierKind::Const),
        ("extern", QualifierKind::Extern),
        ("in", QualifierKind::In),
        ("out", QualifierKind::Out),
        ("inout", QualifierKind::InOut),
        ("inline", QualifierKind::Inline),
        ("packed", QualifierKind::Packed),
        ("typedef", QualifierKind::Typedef),
        ("volatile", QualifierKind::Volatile),
        ("shared", QualifierKind::Shared),
        ("precise", QualifierKind::Precise),
        ("row_major", QualifierKind::RowMajor),
        ("column_major", QualifierKind::ColumnMajor),
    ]))
    .map_with(|kind, e| Qualifier {
        kind,
        span: e.span(),
    });
    let qualifier = choice((
        keyword_qualifier.clone(),
        choice((
            select! {
                Tok::Ident(name) if crate::profile::DECLARATION_SPECIFIER_NAMES.contains(&name) => QualifierKind::Profile(name.to_string()),
            },
            // `[precise] float3 w = ...;`: cgc accepts `precise` in brackets
            // too (and no other word there).
            keyword("precise")
                .delimited_by(punct("["), punct("]"))
                .to(QualifierKind::Precise),
        ))
        .map_with(|kind, e| Qualifier {
            kind,
            span: e.span(),
        }),
    ));
    // cgc takes declaration specifiers in any order, as C does: `float4 out
    // v : POSITION`, `float4 static const s`. After the type only keywords
    // qualify: a profile name there is the declared name (`float4 arbfp1;`).
    let qualified_type = qualifier
        .clone()
        .repeated()
        .collect::<Vec<Qualifier>>()
        .then(type_spec.clone())
        .then(
            keyword_qualifier
                .clone()
                .repeated()
                .collect::<Vec<Qualifier>>(),
        )
        .map(|((mut qualifiers, ty), after_type)| {
            qualifiers.extend(after_type);
            (qualifiers, ty)
        })
        .boxed();
    let qualifiers = qualifier.repeated().collect::<Vec<Qualifier>>().boxed();

    let initializer = recursive(|initializer| {
        let states = state_block(
            word,
            expr.clone(),
            initializer.clone(),
            skip_to_semicolon.clone(),
        );
        choice((
            initializer
                .separated_by(punct(","))
                .allow_trailing()
                .collect::<Vec<Initializer>>()
                .delimited_by(punct("{"), punct("}"))
                .map(InitializerKind::List),
            keyword("sampler_state")
                .ignore_then(states)
                .map(InitializerKind::SamplerState),
            assign.clone().map(InitializerKind::Expr),
        ))
        .map_with(|kind, e| Initializer {
            kind,
            span: e.span(),
        })
    })
    .boxed();

    let annotation = type_spec
        .clone()
        .then(word)
        .then_ignore(punct("="))
        .then(initializer.clone())
        .then_ignore(punct(";"))
        .map_with(|((ty, name), value), e| Annotation {
            ty,
            name,
            value,
            span: e.span(),
        });
    let annotations = annotation
        .repeated()
        .collect::<Vec<Annotation>>()
        .delimited_by(punct("<"), punct(">"))
        .or_not()
        .map(Option::unwrap_or_default)
        .boxed();

    // `float4 *p`: cgc 3.1 declares pointers (and rejects most uses).
    let pointer = punct("*")
        .repeated()
        .count()
        .map(|stars| stars.min(u8::MAX as usize) as u8);
    let declarator = pointer
        .clone()
        .then(declared_name)
        .then(array_dims.clone())
        .then(semantic.clone().or_not())
        .then(annotations.clone())
        .then(punct("=").ignore_then(initializer.clone()).or_not())
        .map_with(
            |(((((pointer, name), array), semantic), annotations), init), e| Declarator {
                pointer,
                name,
                array,
                semantic,
                annotations,
                init,
                span: e.span(),
            },
        )
        .boxed();
    let declarators = declarator
        .separated_by(punct(","))
        .collect::<Vec<Declarator>>()
        .boxed();

    // A parameter's name is optional, but not after specifiers written
    // after the type: cgc rejects `float4 in : COLOR0`.
    let param_head = qualifiers
        .clone()
        .then(type_spec.clone())
        .then(choice((
            keyword_qualifier
                .clone()
                .repeated()
                .at_least(1)
                .collect::<Vec<Qualifier>>()
                .then(pointer.clone())
                .then(declared_name.map(Some)),
            empty()
                .to(Vec::new())
                .then(pointer)
                .then(declared_name.or_not()),
        )))
        .map(|((mut qualifiers, ty), ((after_type, pointer), name))| {
            qualifiers.extend(after_type);
            (((qualifiers, ty), pointer), name)
        });
    let param = param_head
        .then(array_dims.clone())
        .then(semantic.clone().or_not())
        .then(annotations.clone())
        .then(punct("=").ignore_then(initializer.clone()).or_not())
        .map_with(
            |(((((((qualifiers, ty), pointer), name), array), semantic), annotations), default),
             e| Param {
                qualifiers,
                ty,
                pointer,
                name,
                array,
                semantic,
                annotations,
                default,
                span: e.span(),
            },
        );
    let params = param
        .separated_by(punct(","))
        .collect::<Vec<Param>>()
        .delimited_by(punct("("), punct(")"))
        .map(drop_void_parameter);

    let block = stmt
        .clone()
        .repeated()
        .collect::<Vec<Stmt>>()
        .delimited_by(punct("{"), punct("}"))
        .map_with(|stmts, e| Block {
            stmts,
            span: e.span(),
        })
        .boxed();

    let function_rest = declared_name
        .then_ignore(punct("::"))
        .or_not()
        .then(ident)
        .then(params)
        .then(semantic.clone().or_not())
        .then(annotations.clone())
        .then(choice((block.clone().map(Some), punct(";").to(None))))
        .map(
            |(((((scope, name), params), semantic), annotations), body)| {
                DeclarationRest::Function {
                    scope,
                    name,
                    params,
                    semantic,
                    annotations,
                    body,
                }
            },
        );
    let variables_rest = declarators
        .clone()
        .then_ignore(punct(";"))
        .map(DeclarationRest::Variables);
    // `qualifiers type (function | declarators;)`: items at file scope and
    // members of structs and interfaces share this shape.
    let declaration_or_function = qualified_type
        .clone()
        .then(choice((function_rest, variables_rest)))
        .map_with(|((qualifiers, ty), rest), e| finish_declaration(qualifiers, ty, rest, e.span()))
        .boxed();

    let struct_keyword = select! {
        Tok::Keyword("struct") => StructKeyword::Struct,
        Tok::Keyword("class") => StructKeyword::Class,
        Tok::Keyword("interface") => StructKeyword::Interface,
    };
    // cgc rejects an empty body: `struct S { };` is a syntax error.
    let members = declaration_or_function
        .clone()
        .map(Some)
        .recover_with(via_parser(skip_to_semicolon.clone().to(None)))
        .repeated()
        .at_least(1)
        .collect::<Vec<Option<Member>>>()
        .map(|members| members.into_iter().flatten().collect::<Vec<Member>>())
        .delimited_by(punct("{"), punct("}"))
        .boxed();
    let struct_def = struct_keyword
        .then(declared_name.or_not())
        .then(punct(":").ignore_then(declared_name).or_not())
        .then(members.clone().or_not())
        .map_with(|(((keyword, name), base), members), e| TypeSpec {
            kind: TypeKind::Struct(Box::new(StructDef {
                keyword,
                name,
                base,
                members,
                span: e.span(),
            })),
            span: e.span(),
        });
    // `AttribArray<float4>`: cgc knows these two templates only.
    let template = select! {
        Tok::Ident(name @ ("AttribArray" | "AttribArrayOut")) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .then(
        type_spec
            .clone()
            .separated_by(punct(","))
            .at_least(1)
            .collect::<Vec<TypeSpec>>()
            .delimited_by(punct("<"), punct(">")),
    )
    .map_with(|(name, args), e| TypeSpec {
        kind: TypeKind::Template { name, args },
        span: e.span(),
    });
    type_spec.define(
        choice((named_type, struct_def, template))
            .labelled("type")
            .boxed(),
    );

    let local_declaration = qualified_type
        .clone()
        .then(declarators.clone())
        .map_with(|((qualifiers, ty), declarators), e| Declaration {
            qualifiers,
            ty,
            declarators,
            span: e.span(),
        })
        .boxed();
    let parenthesized = expr.clone().delimited_by(punct("("), punct(")"));
    let simple_stmt = choice((
        local_declaration
            .clone()
            .then_ignore(punct(";"))
            .map(StmtKind::Declaration),
        expr.clone().then_ignore(punct(";")).map(StmtKind::Expr),
        punct(";").to(StmtKind::Empty),
    ))
    .map_with(|kind, e| Stmt {
        kind,
        span: e.span(),
    })
    .boxed();
    let skip_statement = skip_to_semicolon.clone().map_with(|_, e| Stmt {
        kind: StmtKind::Error,
        span: e.span(),
    });
    stmt.define(
        choice((
            block.clone().map(StmtKind::Block),
            keyword("if")
                .ignore_then(parenthesized.clone())
                .then(stmt.clone())
                .then(keyword("else").ignore_then(stmt.clone()).or_not())
                .map(|((cond, then_branch), else_branch)| StmtKind::If {
                    cond,
                    then_branch: Box::new(then_branch),
                    else_branch: else_branch.map(Box::new),
                }),
            keyword("while")
                .ignore_then(parenthesized.clone())
                .then(stmt.clone())
                .map(|(cond, body)| StmtKind::While {
                    cond,
                    body: Box::new(body),
                }),
            keyword("do")
                .ignore_then(stmt.clone())
                .then_ignore(keyword("while"))
                .then(parenthesized.clone())
                .then_ignore(punct(";"))
                .map(|(body, cond)| StmtKind::DoWhile {
                    body: Box::new(body),
                    cond,
                }),
            keyword("for")
                .ignore_then(
                    simple_stmt
                        .clone()
                        .then(expr.clone().or_not())
                        .then_ignore(punct(";"))
                        .then(expr.clone().or_not())
                        .delimited_by(punct("("), punct(")")),
                )
                .then(stmt.clone())
                .map(|(((init, cond), step), body)| StmtKind::For {
                    init: Box::new(init),
                    cond,
                    step,
                    body: Box::new(body),
                }),
            keyword("switch")
                .ignore_then(parenthesized.clone())
                .then(stmt.clone())
                .map(|(value, body)| StmtKind::Switch {
                    value,
                    body: Box::new(body),
                }),
            keyword("case")
                .ignore_then(expr.clone())
                .then_ignore(punct(":"))
                .map(StmtKind::Case),
            keyword("default")
                .then_ignore(punct(":"))
                .to(StmtKind::Default),
            keyword("return")
                .ignore_then(expr.clone().or_not())
                .then_ignore(punct(";"))
                .map(StmtKind::Return),
            keyword("break").then_ignore(punct(";")).to(StmtKind::Break),
            keyword("continue")
                .then_ignore(punct(";"))
                .to(StmtKind::Continue),
            keyword("discard")
                .then_ignore(punct(";"))
                .to(StmtKind::Discard),
            just(Tok::Poison)
                .then(punct(";").or_not())
                .to(StmtKind::Error),
        ))
        .map_with(|kind, e| Stmt {
            kind,
            span: e.span(),
        })
        .or(simple_stmt)
        .labelled("statement")
        .recover_with(via_parser(skip_statement))
        .boxed(),
    );

    let pass = keyword("pass")
        .ignore_then(word.or_not())
        .then(annotations.clone())
        .then(state_block(
            word,
            expr.clone(),
            initializer.clone(),
            skip_to_semicolon.clone(),
        ))
        .map_with(|((name, annotations), states), e| Pass {
            name,
            annotations,
            states,
            span: e.span(),
        });
    let technique_keyword = select! {
        Tok::Keyword(text) if text.eq_ignore_ascii_case("technique") => (),
    };
    let technique = technique_keyword
        .ignore_then(word.or_not())
        .then(annotations.clone())
        .then(
            pass.repeated()
                .collect::<Vec<Pass>>()
                .delimited_by(punct("{"), punct("}")),
        )
        .then_ignore(punct(";").or_not())
        .map_with(|((name, annotations), passes), e| Technique {
            name,
            annotations,
            passes,
            span: e.span(),
        });

    let skip_item = choice((
        none_of([Tok::punct(";"), Tok::punct("{"), Tok::punct("}")])
            .repeated()
            .at_least(1)
            .then(choice((
                punct(";").ignored(),
                balanced_braces.clone(),
                end(),
            )))
            .ignored(),
        balanced_braces.then_ignore(punct(";").or_not()),
        punct("}").ignored(),
        // An unclosed `{`: nothing to resynchronise on, skip to the end.
        any().repeated().at_least(1),
    ))
    .map_with(|_, e| Item {
        kind: ItemKind::Error,
        span: e.span(),
    });

    // cgc takes every identifier before a file-scope declaration as a
    // profile specifier: profile names, but also geometry and tessellation
    // attributes (`TRIANGLE`, `LINE_ADJ`, `PATCH_16`) and unknown words
    // (warned about after parsing, see `super::check_profile_specifiers`).
    let profile_specifiers = ident
        .map(|name| Qualifier {
            kind: QualifierKind::Profile(name.name),
            span: name.span,
        })
        .repeated()
        .collect::<Vec<Qualifier>>();
    let specified_declaration =
        profile_specifiers
            .then(declaration_or_function)
            .map(|(specifiers, member)| match member {
                Member::Method(mut function) => {
                    function.qualifiers.splice(0..0, specifiers);
                    ItemKind::Function(function)
                }
                Member::Field(mut declaration) => {
                    declaration.qualifiers.splice(0..0, specifiers);
                    ItemKind::Declaration(declaration)
                }
            });
    // `uniform Name { members } declarators;`: a named uniform block.
    let uniform_block = qualifiers
        .clone()
        .filter(|qualifiers: &Vec<Qualifier>| {
            qualifiers.iter().any(|q| q.kind == QualifierKind::Uniform)
        })
        .then(ident.then(members).map_with(|(name, members), e| TypeSpec {
            kind: TypeKind::Struct(Box::new(StructDef {
                keyword: StructKeyword::UniformBlock,
                name: Some(name),
                base: None,
                members: Some(members),
                span: e.span(),
            })),
            span: e.span(),
        }))
        .then(declarators.clone())
        .then_ignore(punct(";"))
        .map_with(|((qualifiers, ty), declarators), e| {
            ItemKind::Declaration(Declaration {
                qualifiers,
                ty,
                declarators,
                span: e.span(),
            })
        });

    let item = choice((
        technique.map(ItemKind::Technique),
        uniform_block,
        specified_declaration,
        punct(";").to(ItemKind::Empty),
        just(Tok::Poison).to(ItemKind::Error),
    ))
    .map_with(|kind, e| Item {
        kind,
        span: e.span(),
    })
    .labelled("declaration")
    .recover_with(via_parser(skip_item));

    item.repeated().collect::<Vec<Item>>().then_ignore(end())
}
