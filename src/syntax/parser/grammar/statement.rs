//! Statements.

use chumsky::prelude::*;

use super::common::*;
use crate::syntax::ast::*;
use crate::syntax::parser::tokens::Tok;

/// `{ statements }`. A block still open at the end of the file is reported
/// (`expecting '}'`) and closed there: were it to fail, the statement around
/// it would fail too and its recovery parse the block again, so each
/// enclosing unclosed block would double the work (2^depth parses of a file
/// cut short inside nested `if`s, as an editor sees while one types).
pub(super) fn block<'a, I, Er>(stmt: &Handle<'a, I, Stmt, Er>) -> Rule<'a, I, Block, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let closing_brace = punct("}").ignored().recover_with(via_parser(end()));
    punct("{")
        .ignore_then(stmt.clone().repeated().collect::<Vec<Stmt>>())
        .then_ignore(closing_brace)
        .map_with(|stmts, e| Block {
            stmts,
            span: e.span(),
        })
        .boxed()
}

/// A statement: a local declaration, or any other statement (see
/// [`controlled_statement`]), with recovery.
pub(super) fn statement<'a, I, Er>(
    expr: Rule<'a, I, Expr, Er>,
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
    block: Rule<'a, I, Block, Er>,
) -> Rule<'a, I, Stmt, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let local_declaration = local_declaration(qualified_type, declarators);
    let declaration_stmt =
        local_declaration
            .clone()
            .then_ignore(punct(";"))
            .map_with(|declaration, e| Stmt {
                kind: StmtKind::Declaration(declaration),
                span: e.span(),
            });
    // The declaration first: what it fails on, the other statements may
    // read (`x = 1;`), and they recover from what neither reads.
    declaration_stmt
        .or(controlled_statement(expr, local_declaration, block))
        .labelled("statement")
        .recover_with(via_parser(skip_statement()))
        .boxed()
}

/// A broken statement, skipped (see [`skip_construct`]).
fn skip_statement<'a, I, Er>() -> impl Parser<'a, I, Stmt, Extra<'a, Er>> + Clone
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    skip_construct().map_with(|_, e| Stmt {
        kind: StmtKind::Error,
        span: e.span(),
    })
}

/// `float a;`, `shared float a;`: a local declaration without its `;`.
fn local_declaration<'a, I, Er>(
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
) -> Rule<'a, I, Declaration, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // As before a file-scope declaration, cgc 3.1 reads every name before a
    // local's specifiers and type as a profile specifier (`shared float a;`,
    // `foo float a;`): sema reports it there (C7022 for a word no profile
    // answers to, C1071 on each variable).
    // (Not a template's name: `AttribArray<float4> l;`.)
    let profile_specifiers = ident()
        .then_ignore(punct("<").not())
        .map(|name| Qualifier {
            kind: QualifierKind::Profile(name.name),
            span: name.span,
        })
        .repeated()
        .collect::<Vec<Qualifier>>();
    profile_specifiers
        .then(qualified_type)
        .then(declarators)
        .map_with(|((mut specifiers, (qualifiers, ty)), declarators), e| {
            specifiers.extend(qualifiers);
            Declaration {
                qualifiers: specifiers,
                ty,
                declarators,
                span: e.span(),
            }
        })
        .boxed()
}

/// Every statement but a declaration: control flow, blocks, expressions and
/// `;`. It is also what an `if`, an `else`, a loop or a `switch` controls: in
/// cgc's grammar a declaration is not a statement there (`if (c) float4 v =
/// p;` is a syntax error at `v`, cgc reading `float4` as a constructor's).
fn controlled_statement<'a, I, Er>(
    expr: Rule<'a, I, Expr, Er>,
    local_declaration: Rule<'a, I, Declaration, Er>,
    block: Rule<'a, I, Block, Er>,
) -> Rule<'a, I, Stmt, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let parenthesized = expr.clone().delimited_by(punct("("), punct(")"));
    // A `for`'s first clause may declare its counter.
    let for_init = choice((
        local_declaration
            .then_ignore(punct(";"))
            .map(StmtKind::Declaration),
        expr.clone().then_ignore(punct(";")).map(StmtKind::Expr),
        punct(";").to(StmtKind::Empty),
    ))
    .map_with(|kind, e| Stmt {
        kind,
        span: e.span(),
    });
    let simple_stmt = choice((
        expr.clone().then_ignore(punct(";")).map(StmtKind::Expr),
        punct(";").to(StmtKind::Empty),
    ))
    .map_with(|kind, e| Stmt {
        kind,
        span: e.span(),
    });
    let skip_statement = skip_statement();
    let do_condition = keyword("while")
        .ignore_then(parenthesized.clone())
        .then_ignore(punct(";"))
        .recover_with(via_parser(empty().map_with(|_, e| Expr {
            kind: ExprKind::Error,
            span: e.span(),
        })));
    recursive(|controlled| {
        // A statement inside another (a branch, a loop body) that cannot be
        // read even by skipping (it starts at a `}` or the end of the file)
        // is left as an error where it starts, and so is a `do` loop's
        // missing `while (...);`: the statement around it stands. Were it to
        // fail, its own recovery would read the statements it holds a second
        // time, and each enclosing one would double that (2^depth parses).
        let nested = controlled
            .clone()
            .recover_with(via_parser(skip_statement.clone()))
            .recover_with(via_parser(empty().map_with(|_, e| Stmt {
                kind: StmtKind::Error,
                span: e.span(),
            })));
        // `while (cond) body`, `switch (value) body`.
        let headed = |word: &'static str| {
            keyword(word)
                .ignore_then(parenthesized.clone())
                .then(nested.clone().map(Box::new))
        };
        choice((
            block.clone().map(StmtKind::Block),
            keyword("if")
                .ignore_then(parenthesized.clone())
                .then(nested.clone())
                .then(keyword("else").ignore_then(nested.clone()).or_not())
                .map(|((cond, then_branch), else_branch)| StmtKind::If {
                    cond,
                    then_branch: Box::new(then_branch),
                    else_branch: else_branch.map(Box::new),
                }),
            headed("while").map(|(cond, body)| StmtKind::While { cond, body }),
            keyword("do")
                .ignore_then(nested.clone())
                .then(do_condition.clone())
                .map(|(body, cond)| StmtKind::DoWhile {
                    body: Box::new(body),
                    cond,
                }),
            keyword("for")
                .ignore_then(
                    for_init
                        .clone()
                        .then(expr.clone().or_not())
                        .then_ignore(punct(";"))
                        .then(expr.clone().or_not())
                        .delimited_by(punct("("), punct(")")),
                )
                .then(nested.clone())
                .map(|(((init, cond), step), body)| StmtKind::For {
                    init: Box::new(init),
                    cond,
                    step,
                    body: Box::new(body),
                }),
            headed("switch").map(|(value, body)| StmtKind::Switch { value, body }),
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
        .or(simple_stmt.clone())
        .labelled("statement")
    })
    .boxed()
}
