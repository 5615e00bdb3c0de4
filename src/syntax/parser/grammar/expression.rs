//! Expressions: the pratt parser of the operators, its atoms, call
//! arguments, semantics and array dimensions.

use chumsky::pratt::{infix, left, postfix, prefix, right};
use chumsky::prelude::*;

use super::common::*;
use crate::span::Span;
use crate::syntax::ast::*;
use crate::syntax::parser::build::concatenate_strings;
use crate::syntax::parser::tokens::{is_builtin_type_name, Tok};

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

/// `a, b`: assignments joined by the comma operator.
pub(super) fn expression<'a, I, Er>(assign: &Handle<'a, I, Expr, Er>) -> Rule<'a, I, Expr, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    assign
        .clone()
        .foldl(punct(",").ignore_then(assign.clone()).repeated(), comma)
        .labelled("expression")
        .boxed()
}

/// A semantic's name, qualified (`: ps TEXCOORD3`) or not: its first word is
/// an identifier or a type name (cgc 3.1 reports a keyword or a reserved
/// type word there as a syntax error: `: if`, `: bool`).
fn semantic_name<'a, I, Er>() -> Rule<'a, I, Ident, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let word = word();
    // `: POSITION`, `: TEXCOORD0.FLAT`, `: state.matrix.mvp`: a name,
    // possibly dotted. An OpenGL state binding is one dotted name (cgc
    // accepts it on uniforms in every profile); an index inside it
    // (`state.light[0].diffuse`) is part of the name; a final one is the
    // semantic's index as usual. Interpolation modifiers (`.FLAT`,
    // `.CENTROID`, `.NOPERSPECTIVE`) are kept in the name too: the profile
    // tables decide whether a semantic takes them.
    declared_name()
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
                return first;
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
            Ident { name, span }
        })
        .boxed()
}

/// `[index]` after a semantic's name.
fn semantic_index<'a, I, Er>(
    expr: Rule<'a, I, Expr, Er>,
) -> impl Parser<'a, I, Option<Expr>, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    expr.clone().delimited_by(punct("["), punct("]")).or_not()
}

/// `: POSITION : ps TEXCOORD3 : register(ps, c0)`: the semantics of a
/// declarator, parameter or function, any number of them. A profile
/// qualifier (`ps` in `: ps TEXCOORD3`) and the words inside `register(...)`
/// are identifiers or type names, not reserved words, and no index follows
/// the parenthesis (cgc 3.1 reports all three as syntax errors).
pub(super) fn semantics<'a, I, Er>(expr: Rule<'a, I, Expr, Er>) -> Rule<'a, I, Vec<Semantic>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let register_word = declared_name();
    let semantic_name = semantic_name();
    let semantic_index = semantic_index(expr);
    punct(":")
        .ignore_then(choice((
            keyword("register")
                .ignore_then(
                    register_word
                        .then(punct(",").ignore_then(register_word).or_not())
                        .delimited_by(punct("("), punct(")")),
                )
                .map(|(first, second)| {
                    let kind = match second {
                        Some(register) => SemanticKind::Register {
                            qualifier: Some(first),
                            register,
                        },
                        None => SemanticKind::Register {
                            qualifier: None,
                            register: first,
                        },
                    };
                    (kind, None)
                }),
            choice((
                register_word
                    .then(semantic_name.clone())
                    .map(|(qualifier, name)| SemanticKind::Name {
                        qualifier: Some(qualifier),
                        name,
                    }),
                semantic_name.clone().map(|name| SemanticKind::Name {
                    qualifier: None,
                    name,
                }),
            ))
            .then(semantic_index.clone()),
        )))
        .map_with(|(kind, index), e| Semantic {
            kind,
            index: index.map(Box::new),
            span: e.span(),
        })
        .repeated()
        .collect::<Vec<Semantic>>()
        .boxed()
}

/// `(a, b : COLOR)`: the arguments of a call.
fn call_args<'a, I, Er>(
    assign: &Handle<'a, I, Expr, Er>,
    expr: Rule<'a, I, Expr, Er>,
) -> Rule<'a, I, Vec<Expr>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let semantic_name = semantic_name();
    let semantic_index = semantic_index(expr);
    // A call argument may carry a semantic (`emitVertex(p : POSITION)`);
    // cgc rejects `register(...)` and a profile qualifier there.
    let argument_semantic = punct(":")
        .ignore_then(semantic_name)
        .map(|name| SemanticKind::Name {
            qualifier: None,
            name,
        })
        .then(semantic_index)
        .map_with(|(kind, index), e| Semantic {
            kind,
            index: index.map(Box::new),
            span: e.span(),
        });
    assign
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
        .boxed()
}

/// `(a, b)`: the arguments of a constructor or `compile`.
fn args<'a, I, Er>(assign: &Handle<'a, I, Expr, Er>) -> Rule<'a, I, Vec<Expr>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    assign
        .clone()
        .separated_by(punct(","))
        .collect::<Vec<Expr>>()
        .delimited_by(punct("("), punct(")"))
        .boxed()
}

/// `[2][]`: array dimensions, each possibly empty.
pub(super) fn array_dims<'a, I, Er>(
    assign: &Handle<'a, I, Expr, Er>,
) -> Rule<'a, I, Vec<Option<Expr>>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    assign
        .clone()
        .or_not()
        .delimited_by(punct("["), punct("]"))
        .repeated()
        .collect::<Vec<Option<Expr>>>()
        .boxed()
}

/// The operands of the operators: literals, names, constructors, `(e)` ...
fn atom<'a, I, Er>(
    assign: &Handle<'a, I, Expr, Er>,
    expr: Rule<'a, I, Expr, Er>,
) -> Rule<'a, I, Expr, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let ident = ident();
    let word = word();
    let declared_name = declared_name();
    let named_type = named_type();
    let balanced_braces = balanced_braces();
    let args = args(assign);
    let array_dims = array_dims(assign);
    let literal = select! {
        Tok::Int(text) => ExprKind::Literal { kind: LiteralKind::Int, text: text.to_string() },
        Tok::Float(text) => ExprKind::Literal { kind: LiteralKind::Float, text: text.to_string() },
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
    // `::name` (global scope) and `S::name`. A type name there is a
    // constructor's (`O::In(a, b)`, above), or an error (cgc 3.1: `O::In;`
    // expects `(`).
    let member_name = select! {
        Tok::Ident(name) | Tok::Keyword(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier");
    let scoped = declared_name
        .or_not()
        .then_ignore(punct("::"))
        .then(member_name)
        .map(|(scope, name)| ExprKind::Scoped { scope, name });
    choice((
        literal,
        string,
        // `float4(a, b)`, and the array constructors `float[](a, b)`,
        // `float3[2](u, v)` cgc accepts; before `scoped`, which would read
        // the constructor `O::In(a, b)` as a call of a member `In`.
        // At least one argument: `float4()` is a syntax error in cgc.
        named_type
            .then(array_dims.clone())
            .then(
                assign
                    .clone()
                    .separated_by(punct(","))
                    .at_least(1)
                    .collect::<Vec<Expr>>()
                    .delimited_by(punct("("), punct(")")),
            )
            .map(|((ty, array), args)| ExprKind::Constructor { ty, array, args }),
        scoped,
        ident.map(ExprKind::Ident),
        // A variable may share its name with a type declared elsewhere in the
        // file (the pre-pass does not scope type names); `(T)x` stays a cast.
        // Built-in type names are never variables.
        // Not before `(`: `S()` is a constructor without arguments, a
        // syntax error in cgc, not a call of a variable `S`.
        select! {
            Tok::TypeName(name) = e if !is_builtin_type_name(name) => {
                ExprKind::Ident(Ident { name: name.to_string(), span: e.span() })
            }
        }
        .then_ignore(punct("(").not().rewind()),
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
        keyword("asm")
            .ignore_then(punct("{").map_with(|_, e| e.span()))
            .then(
                choice((
                    balanced_braces.clone(),
                    none_of([Tok::punct("{"), Tok::punct("}")]).ignored(),
                ))
                .map_with(|(), e| e.span())
                .repeated()
                .collect::<Vec<Span>>(),
            )
            .then_ignore(punct("}"))
            .map(|(open, inner)| ExprKind::Asm {
                last: inner.last().copied().unwrap_or(open),
                initializer: false,
            }),
        just(Tok::Poison).to(ExprKind::Error),
    ))
    .map_with(|kind, e| Expr {
        kind,
        span: e.span(),
    })
    .boxed()
}

/// `assign`: the operators over atoms, by C's precedences (`assign` and
/// `expr` refer back to the rule being built).
pub(super) fn assignment_expression<'a, I, Er>(
    assign: &Handle<'a, I, Expr, Er>,
    type_spec: &Handle<'a, I, TypeSpec, Er>,
    expr: Rule<'a, I, Expr, Er>,
) -> Rule<'a, I, Expr, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let declared_name = declared_name();
    let atom = atom(assign, expr.clone());
    let call_args = call_args(assign, expr.clone());
    let array_dims = array_dims(assign);
    let postfix_op = choice((
        expr.clone()
            .delimited_by(punct("["), punct("]"))
            .map(PostfixOp::Index),
        punct(".").ignore_then(declared_name).map(PostfixOp::Member),
        call_args.map(PostfixOp::Call),
        punct("++").to(PostfixOp::Increment),
        punct("--").to(PostfixOp::Decrement),
    ))
    // The pratt parser tries the postfix operators again at every level of
    // the expression it is in after one failed (`x = f(x = f(...` unclosed):
    // remembering the failure keeps that linear instead of 2^depth.
    .memoized();
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
            // Remembered for the same reason as the postfix operators.
            punct("?")
                .ignore_then(expr.clone())
                .then_ignore(punct(":"))
                .memoized(),
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
    .boxed()
}
