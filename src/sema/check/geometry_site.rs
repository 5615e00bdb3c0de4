//! The line cgc 3.1 gives error C3004 for a geometry-program built-in
//! (`emitVertex`, `restartStrip`, ...) called in a profile without them
//! (tests/field/heldout14/repro/c3004_geometry_call_line.cg,
//! tests/sema/cases/637, 638).
//!
//! cgc's rule, probed: not the call's line but that of the innermost
//! enclosing node its parser gave a location, walking out from the call:
//! - a call statement (`emitVertex(v);`, `f(x);`) and `x++;` have none; an
//!   expression statement of another kind (`x = e;`, `f(x), g(y);`) and a
//!   declaration with an initializer have the line of their `;`; `if`,
//!   `while`, `do`, `for`, `switch` the line of their keyword;
//! - a statement list of two or more statements (empty statements and
//!   declarations without an initializer do not count) has its first
//!   statement's location if that has one, else the line where the parser
//!   completed the second: the second's last line, or for one ending with
//!   an `if` without `else` (`if (c) f();`, `while (c) if (d) f();`) the
//!   line of the token after it (its look-ahead for `else`: the next
//!   statement, or the closing brace);
//! - a block of one statement is that statement; a function body with no
//!   location gives line 0 (`(0) : error C3004`) in the entry, and in a
//!   function the entry calls the location of the call's site there (cgc
//!   inlines it).
//!
//! The errors keep the order of the calls ([`crate::sema::program`]).

use super::checker::Checker;
use crate::span::Span;
use crate::syntax::ast;

/// The location cgc's parser gives statement `stmt` itself (module doc).
pub(super) fn own_site(stmt: &ast::Stmt) -> Option<Span> {
    let last = || stmt.span.last_char();
    match &stmt.kind {
        ast::StmtKind::Declaration(declaration) => declaration
            .declarators
            .iter()
            .any(|declarator| declarator.init.is_some())
            .then(last),
        ast::StmtKind::Expr(expr) => match &expr.kind {
            ast::ExprKind::Call { .. } => None,
            ast::ExprKind::Unary {
                op:
                    ast::UnaryOp::PreInc
                    | ast::UnaryOp::PreDec
                    | ast::UnaryOp::PostInc
                    | ast::UnaryOp::PostDec,
                ..
            } => None,
            _ => Some(last()),
        },
        ast::StmtKind::If { .. }
        | ast::StmtKind::While { .. }
        | ast::StmtKind::DoWhile { .. }
        | ast::StmtKind::For { .. }
        | ast::StmtKind::Switch { .. } => Some(stmt.span.first_char()),
        ast::StmtKind::Block(block) => list_site(&block.stmts, block.span),
        _ => None,
    }
}

/// Whether cgc's parser makes `stmt` an element of a statement list.
pub(super) fn counts(stmt: &ast::Stmt) -> bool {
    match &stmt.kind {
        ast::StmtKind::Empty | ast::StmtKind::Error => false,
        ast::StmtKind::Declaration(declaration) => declaration
            .declarators
            .iter()
            .any(|declarator| declarator.init.is_some()),
        _ => true,
    }
}

/// Whether the parser completes `stmt` only on the token after it: an
/// `if` without `else` at its end (`while (c) if (d) f();` too), where it
/// looks for an `else`.
pub(super) fn ends_with_open_if(stmt: &ast::Stmt) -> bool {
    match &stmt.kind {
        ast::StmtKind::If {
            else_branch: None, ..
        } => true,
        ast::StmtKind::If {
            else_branch: Some(last),
            ..
        }
        | ast::StmtKind::While { body: last, .. }
        | ast::StmtKind::For { body: last, .. } => ends_with_open_if(last),
        _ => false,
    }
}

/// The location of the statement list `stmts` of the block spanning
/// `block` (its braces included), `None` for fewer than two statements.
pub(super) fn list_site(stmts: &[ast::Stmt], block: Span) -> Option<Span> {
    let mut counted = stmts.iter().enumerate().filter(|(_, stmt)| counts(stmt));
    let (_, first) = counted.next()?;
    let (second_index, second) = counted.next()?;
    if let Some(site) = own_site(first) {
        return Some(site);
    }
    Some(if ends_with_open_if(second) {
        match stmts.get(second_index + 1) {
            Some(next) => next.span.first_char(),
            None => block.last_char(),
        }
    } else {
        second.span.last_char()
    })
}

impl Checker<'_> {
    /// Checks with `site` as the geometry built-ins' location when it is
    /// one (module doc).
    pub(super) fn at_geometry_site<T>(
        &mut self,
        site: Option<Span>,
        check: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let saved = self.geometry_site;
        if site.is_some() {
            self.geometry_site = site;
        }
        let result = check(self);
        self.geometry_site = saved;
        result
    }
}
