//! Declarations: specifiers, declarators, initializers, annotations,
//! parameters, functions and the types (structs and templates).

use chumsky::prelude::*;

use super::common::*;
use crate::span::Span;
use crate::syntax::ast::*;
use crate::syntax::parser::build::drop_void_parameter;
use crate::syntax::parser::tokens::Tok;

/// What follows `qualifiers type` at file scope or in a struct. (Built once
/// per declaration and moved into the tree at once: its size does not matter.)
#[allow(clippy::large_enum_variant)]
enum DeclarationRest {
    Function {
        scope: Option<Ident>,
        name: Ident,
        params: Vec<Param>,
        semantics: Vec<Semantic>,
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
            semantics,
            annotations,
            body,
        } => Member::Method(Function {
            qualifiers,
            return_type: ty,
            scope,
            name,
            params,
            semantics,
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

/// A specifier keyword: `uniform`, `const`, `in` ...
fn keyword_qualifier<'a, I, Er>() -> impl Parser<'a, I, Qualifier, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    token_choice(keywords(&[
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
        ("precise", QualifierKind::Precise),
        ("row_major", QualifierKind::RowMajor),
        ("column_major", QualifierKind::ColumnMajor),
    ]))
    .map_with(|kind, e| Qualifier {
        kind,
        span: e.span(),
    })
}

/// A specifier before the type: a keyword, a profile name or `[precise]`.
fn qualifier<'a, I, Er>() -> impl Parser<'a, I, Qualifier, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let keyword_qualifier = keyword_qualifier();
    choice((
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
    ))
}

/// A type and the array dimensions written before a declared name
/// (`float2[16] a`, `float2[] v`), wrapped in [`TypeKind::Array`].
pub(super) fn arrayed_type<'a, I, Er>(
    type_spec: &Handle<'a, I, TypeSpec, Er>,
    array_dims: Rule<'a, I, Vec<Option<Expr>>, Er>,
) -> Rule<'a, I, TypeSpec, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    type_spec
        .clone()
        .then(array_dims)
        .map_with(|(ty, dims), e| {
            if dims.is_empty() {
                ty
            } else {
                TypeSpec {
                    kind: TypeKind::Array {
                        element: Box::new(ty),
                        dims,
                    },
                    span: e.span(),
                }
            }
        })
        .boxed()
}

pub(super) fn qualified_type<'a, I, Er>(
    arrayed_type: Rule<'a, I, TypeSpec, Er>,
) -> Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let keyword_qualifier = keyword_qualifier();
    let qualifier = qualifier();
    // cgc takes declaration specifiers in any order, as C does: `float4 out
    // v : POSITION`, `float4 static const s`. After the type only keywords
    // qualify: a profile name there is the declared name (`float4 arbfp1;`).
    qualifier
        .clone()
        .repeated()
        .collect::<Vec<Qualifier>>()
        .then(arrayed_type)
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
        .boxed()
}

/// Specifiers before a parameter's or uniform block's type.
pub(super) fn qualifiers<'a, I, Er>() -> Rule<'a, I, Vec<Qualifier>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let qualifier = qualifier();
    qualifier.repeated().collect::<Vec<Qualifier>>().boxed()
}

/// `= value`, `= { a, b }`, `= sampler_state { ... }`: what a declarator is set to.
pub(super) fn initializer<'a, I, Er>(
    assign: &Handle<'a, I, Expr, Er>,
    expr: Rule<'a, I, Expr, Er>,
) -> Rule<'a, I, Initializer, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let word = word();
    let skip_construct = skip_construct();
    recursive(|initializer| {
        let states = state_block(
            word,
            expr.clone(),
            initializer.clone(),
            skip_construct.clone(),
        );
        choice((
            // At least one item: `{}` is a syntax error in cgc.
            initializer
                .separated_by(punct(","))
                .at_least(1)
                .allow_trailing()
                .collect::<Vec<Initializer>>()
                .delimited_by(punct("{"), punct("}"))
                .map(InitializerKind::List),
            keyword("sampler_state")
                .ignore_then(states)
                .map(InitializerKind::SamplerState),
            assign.clone().map(|mut expr| {
                if let ExprKind::Asm { initializer, .. } = &mut expr.kind {
                    *initializer = true;
                }
                InitializerKind::Expr(expr)
            }),
        ))
        .map_with(|kind, e| (kind, e.span()))
        .then(follow())
        .map(|((kind, span), follow)| Initializer { kind, span, follow })
    })
    .boxed()
}

/// `< string UIName = "x"; float UIMin = 0, UIMax = 1; >`: annotations,
/// possibly none; each a local declaration (`qualified_type`, then
/// `declarators` whose own annotations are the next level in).
pub(super) fn annotations<'a, I, Er>(
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
) -> Rule<'a, I, Vec<Annotation>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let annotation = qualified_type
        .then(declarators)
        .then_ignore(punct(";"))
        .map_with(|((qualifiers, ty), declarators), e| {
            Some(Annotation {
                qualifiers,
                ty,
                declarators,
                span: e.span(),
            })
        });
    // cgc 3.1 recovers from a syntax error inside `< ... >` at the entry's
    // `;` and reads the next entries and the closing `>` (one error for
    // `< float x = ; >`, one per broken entry): the broken entry is
    // skipped, the list goes on. An entry that does not start with a type
    // (`float4 v < ;`, `float4 p < : TEXCOORD0) { ...`) or finds no `;`
    // before the `>` or a brace fails the list as a whole.
    let skip_entry = select! { Tok::TypeName(_) => () }
        .then(
            none_of([
                Tok::punct(";"),
                Tok::punct(">"),
                Tok::punct("{"),
                Tok::punct("}"),
            ])
            .repeated(),
        )
        .then(punct(";"))
        .to(None);
    annotation
        .recover_with(via_parser(skip_entry))
        .repeated()
        .collect::<Vec<Option<Annotation>>>()
        .map(|entries| entries.into_iter().flatten().collect::<Vec<Annotation>>())
        .delimited_by(punct("<"), punct(">"))
        .or_not()
        .map(Option::unwrap_or_default)
        .boxed()
}

/// Where annotations cannot nest deeper: none.
pub(super) fn no_annotations<'a, I, Er>() -> Rule<'a, I, Vec<Annotation>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    empty().to(Vec::new()).boxed()
}

fn pointer<'a, I, Er>() -> impl Parser<'a, I, u8, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // `float4 *p`: cgc 3.1 declares pointers (and rejects most uses).
    punct("*")
        .repeated()
        .count()
        .map(|stars| stars.min(u8::MAX as usize) as u8)
}

/// `a[2] : COLOR = v, *p`: the declared names of a declaration.
pub(super) fn declarators<'a, I, Er>(
    array_dims: Rule<'a, I, Vec<Option<Expr>>, Er>,
    semantics: Rule<'a, I, Vec<Semantic>, Er>,
    annotations: Rule<'a, I, Vec<Annotation>, Er>,
    initializer: Rule<'a, I, Initializer, Er>,
) -> Rule<'a, I, Vec<Declarator>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let declared_name = declared_name();
    let pointer = pointer();
    let declarator = pointer
        .clone()
        .then(declared_name)
        .then(array_dims.clone())
        .then(semantics.clone())
        .then(annotations.clone())
        .then(punct("=").ignore_then(initializer.clone()).or_not())
        .map_with(
            |(((((pointer, name), array), semantics), annotations), init), e| Declarator {
                pointer,
                name,
                array,
                semantics,
                annotations,
                init,
                span: e.span(),
            },
        )
        .boxed();
    declarator
        .separated_by(punct(","))
        .collect::<Vec<Declarator>>()
        .boxed()
}

/// `(in float4 p : POSITION, ...)`: a function's parameters.
pub(super) fn params<'a, I, Er>(
    arrayed_type: Rule<'a, I, TypeSpec, Er>,
    array_dims: Rule<'a, I, Vec<Option<Expr>>, Er>,
    semantics: Rule<'a, I, Vec<Semantic>, Er>,
    annotations: Rule<'a, I, Vec<Annotation>, Er>,
    initializer: Rule<'a, I, Initializer, Er>,
) -> impl Parser<'a, I, Vec<Param>, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let declared_name = declared_name();
    let keyword_qualifier = keyword_qualifier();
    let qualifiers = qualifiers();
    let pointer = pointer();
    // A parameter's name is optional, but not after specifiers written
    // after the type: cgc rejects `float4 in : COLOR0`.
    let param_head = qualifiers
        .clone()
        .then(arrayed_type)
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
        .then(semantics.clone())
        .then(annotations.clone())
        .then(punct("=").ignore_then(initializer.clone()).or_not())
        .map_with(
            |(
                ((((((qualifiers, ty), pointer), name), array), semantics), annotations),
                default,
            ),
             e| Param {
                qualifiers,
                ty,
                pointer,
                name,
                array,
                semantics,
                annotations,
                default,
                span: e.span(),
            },
        );
    param
        .separated_by(punct(","))
        .collect::<Vec<Param>>()
        .delimited_by(punct("("), punct(")"))
        .map(drop_void_parameter)
}

pub(super) fn declaration_or_function<'a, I, Er>(
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
    params: impl Parser<'a, I, Vec<Param>, Extra<'a, Er>> + Clone + 'a,
    semantics: Rule<'a, I, Vec<Semantic>, Er>,
    annotations: Rule<'a, I, Vec<Annotation>, Er>,
    block: Rule<'a, I, Block, Er>,
) -> Rule<'a, I, Member, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let declared_name = declared_name();
    let ident = ident();
    let function_rest = declared_name
        .then_ignore(punct("::"))
        .or_not()
        .then(ident)
        .then(params)
        .then(semantics.clone())
        .then(annotations.clone())
        .then(choice((block.clone().map(Some), punct(";").to(None))))
        .map(
            |(((((scope, name), params), semantics), annotations), body)| {
                DeclarationRest::Function {
                    scope,
                    name,
                    params,
                    semantics,
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
    qualified_type
        .clone()
        .then(choice((function_rest, variables_rest)))
        .map_with(|((qualifiers, ty), rest), e| finish_declaration(qualifiers, ty, rest, e.span()))
        .boxed()
}

/// `{ members }` of a struct, interface or uniform block.
pub(super) fn members<'a, I, Er>(
    declaration_or_function: Rule<'a, I, Member, Er>,
) -> Rule<'a, I, Vec<Member>, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let skip_construct = skip_construct();
    // cgc rejects an empty body: `struct S { };` is a syntax error.
    declaration_or_function
        .clone()
        .map(Some)
        .recover_with(via_parser(skip_construct.clone().to(None)))
        .repeated()
        .at_least(1)
        .collect::<Vec<Option<Member>>>()
        .map(|members| members.into_iter().flatten().collect::<Vec<Member>>())
        .delimited_by(punct("{"), punct("}"))
        .boxed()
}

/// `type_spec`: a named type, a struct or a template (`type_spec` refers
/// back to the rule being built).
pub(super) fn type_spec<'a, I, Er>(
    type_spec: &Handle<'a, I, TypeSpec, Er>,
    members: Rule<'a, I, Vec<Member>, Er>,
) -> Rule<'a, I, TypeSpec, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let declared_name = declared_name();
    let named_type = named_type();
    let struct_keyword = select! {
        Tok::Keyword("struct") => StructKeyword::Struct,
        Tok::Keyword("class") => StructKeyword::Class,
    };
    // A struct without a name has a body: `struct ;` is cgc's "unexpected
    // ';', expecting '{'".
    let base = punct(":").ignore_then(declared_name).or_not();
    let structure = struct_keyword
        .then(choice((
            declared_name
                .map(Some)
                .then(base.clone())
                .then(members.clone().or_not()),
            // (`struct : B` reads as the fast path reads it.)
            punct(":")
                .ignore_then(declared_name)
                .map(|base| (None, Some(base)))
                .then(members.clone().or_not()),
            members.clone().map(|members| ((None, None), Some(members))),
        )))
        .map(|(keyword, ((name, base), members))| (((keyword, name), base), members));
    // An interface is declared, never named as a type: `interface I;` or
    // `interface I { ... }` (cgc 3.1: `uniform interface u` and
    // `(interface)p` are syntax errors; conformance table, types).
    let interface = select! { Tok::Keyword("interface") => StructKeyword::Interface }
        .then(declared_name.or_not())
        .then(punct(":").ignore_then(declared_name).or_not())
        .then(members.clone().map(Some).or(punct(";").rewind().to(None)));
    let struct_def = structure
        .or(interface)
        .map_with(|(((keyword, name), base), members), e| TypeSpec {
            kind: TypeKind::Struct(Box::new(StructDef {
                keyword,
                name,
                base,
                members,
                bindings: Vec::new(),
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
    choice((named_type, struct_def, template))
        .labelled("type")
        .boxed()
}
