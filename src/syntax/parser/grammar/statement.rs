//! Statements.

use chumsky::prelude::*;

use super::common::*;
use crate::syntax::ast::*;
use crate::syntax::parser::tokens::Tok;

/// `{ statements }`.
pub(super) fn block<'a, I, Er>(stmt: &Handle<'a, I, Stmt, Er>) -> Rule<'a, I, Block, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    stmt.clone()
        .repeated()
        .collect::<Vec<Stmt>>()
        .delimited_by(punct("{"), punct("}"))
        .map_with(|stmts, e| Block {
            stmts,
            span: e.span(),
        })
        .boxed()
}

/// Defines `stmt`: control flow, declarations and expressions, with recovery.
pub(super) fn define_statements<'a, I, Er>(
    stmt: &mut Handle<'a, I, Stmt, Er>,
    expr: Rule<'a, I, Expr, Er>,
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
    block: Rule<'a, I, Block, Er>,
) where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let skip_to_semicolon = skip_to_semicolon();
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
}
