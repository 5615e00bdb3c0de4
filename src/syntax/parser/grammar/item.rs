//! File-scope items: declarations, functions, uniform blocks, techniques.

use chumsky::prelude::*;

use super::common::*;
use crate::syntax::ast::*;
use crate::syntax::parser::build::specified_item;
use crate::syntax::parser::tokens::Tok;

/// `technique T { pass P { states } }`: a CgFX technique.
pub(super) fn technique<'a, I, Er>(
    expr: Rule<'a, I, Expr, Er>,
    initializer: Rule<'a, I, Initializer, Er>,
    annotations: Rule<'a, I, Vec<Annotation>, Er>,
) -> impl Parser<'a, I, Technique, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let word = word();
    let skip_construct = skip_construct();
    let pass = keyword("pass")
        .ignore_then(word.or_not())
        .then(annotations.clone())
        .then(state_block(
            word,
            expr.clone(),
            initializer.clone(),
            skip_construct.clone(),
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
    technique_keyword
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
        })
}

/// Skips a broken item as [`skip_construct`] skips a statement, or a stray
/// `}`.
fn skip_item<'a, I, Er>() -> impl Parser<'a, I, Item, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // A stray `}` at file scope is skipped alone.
    choice((skip_construct(), punct("}").ignored())).map_with(|_, e| Item {
        kind: ItemKind::Error,
        span: e.span(),
    })
}

pub(super) fn specified_declaration<'a, I, Er>(
    declaration_or_function: Rule<'a, I, Member, Er>,
) -> impl Parser<'a, I, ItemKind, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let ident = ident();
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

    profile_specifiers
        .then(declaration_or_function)
        .map(|(specifiers, member)| specified_item(specifiers, member))
}

pub(super) fn uniform_block<'a, I, Er>(
    qualifiers: Rule<'a, I, Vec<Qualifier>, Er>,
    members: Rule<'a, I, Vec<Member>, Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
    semantics: Rule<'a, I, Vec<Semantic>, Er>,
) -> impl Parser<'a, I, ItemKind, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let ident = ident();
    // Bindings of a block without an instance (`} : BUFFER[4];`), or the
    // instances (`} light : BUFFER[0];`); cgc takes no mix of the two.
    let bindings_or_instances = choice((
        semantics
            .filter(|semantics: &Vec<Semantic>| !semantics.is_empty())
            .map(|semantics| (semantics, Vec::new())),
        declarators.map(|declarators| (Vec::new(), declarators)),
    ));
    // `uniform Name { members } declarators;`: a named uniform block.
    qualifiers
        .clone()
        .filter(|qualifiers: &Vec<Qualifier>| {
            qualifiers.iter().any(|q| q.kind == QualifierKind::Uniform)
        })
        .then(
            ident
                .then(members)
                .map_with(|(name, members), e| (name, members, e.span())),
        )
        .then(bindings_or_instances)
        .then_ignore(punct(";"))
        .map_with(
            |((qualifiers, (name, members, span)), (bindings, declarators)), e| {
                let ty = TypeSpec {
                    kind: TypeKind::Struct(Box::new(StructDef {
                        keyword: StructKeyword::UniformBlock,
                        name: Some(name),
                        base: None,
                        members: Some(members),
                        bindings,
                        span,
                    })),
                    span,
                };
                ItemKind::Declaration(Declaration {
                    qualifiers,
                    ty,
                    declarators,
                    span: e.span(),
                })
            },
        )
}

/// A declaration broken after its declarators (`struct B { ... } A main(...)`
/// with the `;` after the struct missing): the declarators read so far,
/// then the rest of the item skipped as [`skip_construct`] skips it. cgc's
/// parser enters those declarators before it meets the error, so a name
/// defined twice among them is reported first (C1002 for `A`, a struct's
/// name); sema checks what precedes the error (`sema::program`). Not where
/// a function's parameters follow (a broken function header), nor a `;`.
pub(super) fn partial_declaration<'a, I, Er>(
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
) -> impl Parser<'a, I, Item, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    qualified_type
        .then(declarators)
        .then_ignore(none_of([Tok::punct("("), Tok::punct(";")]).rewind())
        .then_ignore(skip_construct())
        .map_with(|((qualifiers, ty), declarators), e| Item {
            kind: ItemKind::Declaration(Declaration {
                qualifiers,
                ty,
                declarators,
                span: e.span(),
            }),
            span: e.span(),
        })
}

/// The items of a file up to its end.
pub(super) fn items<'a, I, Er>(
    technique: impl Parser<'a, I, Technique, Extra<'a, Er>> + Clone,
    uniform_block: impl Parser<'a, I, ItemKind, Extra<'a, Er>> + Clone,
    specified_declaration: impl Parser<'a, I, ItemKind, Extra<'a, Er>> + Clone,
    partial_declaration: impl Parser<'a, I, Item, Extra<'a, Er>> + Clone,
) -> impl Parser<'a, I, Vec<Item>, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let skip_item = skip_item();
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
    .recover_with(via_parser(partial_declaration))
    .recover_with(via_parser(skip_item));
    item.repeated().collect::<Vec<Item>>().then_ignore(end())
}
