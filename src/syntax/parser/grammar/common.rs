//! What every rule of the grammar shares: the parser types, single-token
//! parsers, the word parsers (identifiers, names, types) and the skips that
//! error recovery uses.

use chumsky::error::LabelError;
use chumsky::input::{Input, ValueInput};
use chumsky::prelude::*;
use chumsky::recursive::Direct;

use crate::span::Span;
use crate::syntax::ast::*;
use crate::syntax::parser::tokens::{is_reserved_type_word, signed_type_name, Tok};

/// The token streams the grammar reads.
pub(super) trait Tokens<'a>: ValueInput<'a, Token = Tok<'a>, Span = Span> {}

impl<'a, T: ValueInput<'a, Token = Tok<'a>, Span = Span>> Tokens<'a> for T {}

/// A built rule, type-erased so the rule functions can hand it on.
pub(super) type Rule<'a, I, O, Er> = Boxed<'a, 'a, I, O, Extra<'a, Er>>;

/// A recursive rule (the grammar is mutually recursive): inside the closure
/// of the `recursive` that builds it, a weak reference to the rule; outside,
/// the strong one that keeps it alive (see `translation_unit`).
pub(super) type Handle<'a, I, O, Er> = Recursive<Direct<'a, 'a, I, O, Extra<'a, Er>>>;

/// The parser extras: no state or context, errors of type `Er`.
pub(super) type Extra<'a, Er> = extra::Err<Er>;

/// The error types the grammar runs with: [`Rich`] for diagnostics, and
/// [`EmptyErr`] for the first attempt (see `parse_tokens` in the module root).
/// `Clone` because memoized rules keep the errors of a failed attempt.
pub(super) trait GrammarError<'a, I: Input<'a>>:
    chumsky::error::Error<'a, I> + LabelError<'a, I, &'static str> + Clone + 'a
{
}

impl<'a, I: Input<'a>, T> GrammarError<'a, I> for T where
    T: chumsky::error::Error<'a, I> + LabelError<'a, I, &'static str> + Clone + 'a
{
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

pub(super) fn punct<'a, I, Er>(
    text: &'static str,
) -> impl Parser<'a, I, Tok<'a>, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
{
    just(Tok::punct(text))
}

pub(super) fn keyword<'a, I, Er>(
    text: &'static str,
) -> impl Parser<'a, I, Tok<'a>, Extra<'a, Er>> + Clone
where
    I: ValueInput<'a, Token = Tok<'a>, Span = Span>,
    Er: GrammarError<'a, I>,
{
    just(Tok::keyword(text))
}

/// One of the tokens in `table` (built with [`Tok::punct`] or [`Tok::keyword`],
/// so matching compares interned pointers), giving its value.
pub(super) fn token_choice<'a, I, T, Er>(
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

pub(super) fn puncts<T>(table: &[(&'static str, T)]) -> Vec<(Tok<'static>, T)>
where
    T: Clone,
{
    table
        .iter()
        .map(|(text, value)| (Tok::punct(text), value.clone()))
        .collect()
}

pub(super) fn keywords<T>(table: &[(&'static str, T)]) -> Vec<(Tok<'static>, T)>
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
/// A value may be an object reference, `<tex>`, `<lights[0].position>`:
/// cgc 3.1 reads a shift expression between the brackets (`<-g * 2>`,
/// `<f(1)>`), and takes them as a state's whole value only (`<a>.x`, or
/// `x = <a>` in a function, are syntax errors); a comparison, `&&` or `?:`
/// inside, a syntax error in cgc, is read here (the `>` of a comparison
/// would need a right operand, so the closing `>` ends the value).
pub(super) fn state_block<'a, I, W, X, N, S, Er>(
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
    let object_ref = expr
        .clone()
        .delimited_by(punct("<"), punct(">"))
        .map_with(|value, e| Expr {
            kind: ExprKind::ObjectRef(Box::new(value)),
            span: e.span(),
        })
        .then(follow())
        .map(|(value, follow)| Initializer {
            span: value.span,
            kind: InitializerKind::Expr(value),
            follow,
        });
    let assignment = word
        .then(expr.delimited_by(punct("["), punct("]")).or_not())
        .then_ignore(punct("="))
        .then(object_ref.or(initializer))
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

/// An identifier (not a type name or keyword).
pub(super) fn ident<'a, I, Er>() -> impl Parser<'a, I, Ident, Extra<'a, Er>> + Copy
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    select! {
        Tok::Ident(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier")
}

pub(super) fn word<'a, I, Er>() -> impl Parser<'a, I, Ident, Extra<'a, Er>> + Copy
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // Member names, semantics, state names: any word, even one that is a type
    // name or keyword elsewhere (`.x`, `: COLOR`, `Texture = ...`).
    select! {
        Tok::Ident(name) | Tok::TypeName(name) | Tok::Keyword(name) = e => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier")
}

pub(super) fn declared_name<'a, I, Er>() -> impl Parser<'a, I, Ident, Extra<'a, Er>> + Copy
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // Declared names: a typedef declares a name the pre-pass made a type name.
    // The type words cgc reserves name nothing (`float float;`).
    select! {
        Tok::Ident(name) = e => Ident { name: name.to_string(), span: e.span() },
        Tok::TypeName(name) = e if !is_reserved_type_word(name) => Ident { name: name.to_string(), span: e.span() },
    }
    .labelled("identifier")
}

pub(super) fn named_type<'a, I, Er>() -> impl Parser<'a, I, TypeSpec, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let plain_type = select! { Tok::TypeName(name) => name };
    // After `::` a name no type there (`O::Nope`, `Nope` another struct's)
    // is cgc's "expecting template identifier or type identifier".
    let scoped_type = plain_type.labelled("template identifier or type identifier");
    // `O::In`, `A::B::C`: a type named through the struct declaring it;
    // `::In`: a file-scope one. The name keeps the path as written
    // (`sema::items` resolves it).
    let rest = punct("::")
        .ignore_then(scoped_type)
        .repeated()
        .collect::<Vec<&str>>();
    // Each first segment keeps where it starts: the name's span leaves out
    // a sign word before it, the type's takes it in.
    let scope_first = punct("::")
        .ignore_then(scoped_type)
        .map_with(|name, e| (true, name, e.span() as Span));
    // `signed short`: the type named. `unsigned int` (and `unsigned int2`)
    // is the `uint` type: cgc folds its constants wrapped to 32 bits
    // (`(0u - 1) % 4` is 3). See `signed_type_name`. cgc's grammar takes a
    // type identifier or a scope after the sign word, so of the reserved
    // type words only `float`, `int`, `char` and `short` follow it: `unsigned
    // bool` and `unsigned void` are syntax errors, `unsigned float` the
    // checker's C1311.
    let signable = select! { Tok::TypeName(name) if !matches!(name, "bool" | "void") => name };
    let signed = select! { Tok::Keyword(sign @ ("signed" | "unsigned")) => sign }
        .then(
            scope_first
                .clone()
                .or(signable.map_with(|name, e| (false, name, e.span() as Span))),
        )
        .map(|(sign, first)| (Some(sign), first));
    let unsigned = scope_first
        .or(plain_type.map_with(|name, e| (false, name, e.span() as Span)))
        .map(|first| (None, first));
    signed
        .or(unsigned)
        .then(rest)
        .map_with(|((sign, (global, first, first_span)), rest), e| {
            let span: Span = e.span();
            let mut name = String::from(if global { SCOPE } else { "" });
            name.push_str(first);
            for segment in rest {
                name.push_str(SCOPE);
                name.push_str(segment);
            }
            if let Some(sign) = sign {
                name = signed_type_name(sign, &name);
            }
            TypeSpec {
                kind: TypeKind::Named(Ident {
                    name,
                    span: Span {
                        start: first_span.start,
                        ..span
                    },
                }),
                span,
            }
        })
        .labelled("type")
}

/// Skips a broken statement, member or state assignment: its tokens up to
/// and including the `;` that ends it, or through the `{ ... }` group it
/// opened (a function body, a struct's members, an initializer list) and a
/// `;` after it; it stops before a `}` that closes the list around it. A
/// group still open at the end of the file ends there.
///
/// Skipping the group whole is what keeps recovery linear: were the skip to
/// stop at its `{`, the statement list around would read the group's
/// contents again as a block, and each enclosing broken construct would
/// double the work (`struct S { float4 f() {` repeated inside a function
/// body took 2^n parses).
pub(super) fn skip_construct<'a, I, Er>() -> Rule<'a, I, (), Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let brace_group = recursive(|brace_group| {
        punct("{")
            .ignore_then(
                choice((
                    brace_group,
                    none_of([Tok::punct("{"), Tok::punct("}")]).ignored(),
                ))
                .repeated(),
            )
            .then_ignore(punct("}").ignored().or(end()))
    });
    let group_and_semicolon = brace_group.then(punct(";").or_not()).ignored();
    choice((
        none_of([Tok::punct(";"), Tok::punct("{"), Tok::punct("}")])
            .repeated()
            .at_least(1)
            .then(choice((
                punct(";").ignored(),
                group_and_semicolon.clone(),
                empty(),
            )))
            .ignored(),
        group_and_semicolon,
        punct(";").ignored(),
    ))
    .boxed()
}

pub(super) fn balanced_braces<'a, I, Er>() -> Rule<'a, I, (), Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // Skips one balanced `{ ... }` (any tokens inside).
    recursive(|balanced| {
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
    .boxed()
}

/// Where the next token starts, as an empty span, consuming nothing (the
/// input's end when none is left): chumsky's span of an empty match starts
/// at the next token (and ends at the last one consumed, so only its start
/// is kept). Never fails, so it adds nothing to what an error expects.
pub(super) fn follow<'a, I, Er>() -> impl Parser<'a, I, Span, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    empty().map_with(|_, e| {
        let span: Span = e.span();
        Span {
            end: span.start,
            ..span
        }
    })
}
