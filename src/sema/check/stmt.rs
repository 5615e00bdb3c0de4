//! Statements: blocks and scopes, `if`, loops, `break`/`continue`, `return`,
//! and code a constant condition never runs.

use super::checker::{Checker, Context};
use super::fold::compare;
use crate::sema::hir::{self, ExprId, ExprKind, Stmt, StmtId, StmtKind};
use crate::sema::types::Type;
use crate::span::Span;
use crate::syntax::ast;
use std::collections::HashMap;

impl Checker<'_> {
    pub(super) fn block_stmts(&mut self, stmts: &[ast::Stmt]) -> hir::Block {
        let mut block = Vec::new();
        for stmt in stmts {
            self.stmt(stmt, &mut block);
        }
        block
    }

    pub(super) fn scoped_block(&mut self, stmts: &[ast::Stmt]) -> hir::Block {
        self.scopes.push(HashMap::new());
        let block = self.block_stmts(stmts);
        self.scopes.pop();
        block
    }

    /// A sub-statement (`if` branch, loop body) as a block of its own scope.
    pub(super) fn sub_block(&mut self, stmt: &ast::Stmt) -> hir::Block {
        match &stmt.kind {
            ast::StmtKind::Block(block) => {
                let site = super::geometry_site::own_site(stmt);
                self.at_geometry_site(site, |checker| checker.scoped_block(&block.stmts))
            }
            _ => self.scoped_block(std::slice::from_ref(stmt)),
        }
    }

    pub(super) fn push_stmt(&mut self, block: &mut hir::Block, kind: StmtKind, span: Span) {
        let id: StmtId = self.body.add_stmt(Stmt { kind, span });
        block.push(id);
    }

    pub(super) fn stmt(&mut self, stmt: &ast::Stmt, block: &mut hir::Block) {
        let site = super::geometry_site::own_site(stmt);
        self.at_geometry_site(site, |checker| checker.located_stmt(stmt, block));
    }

    fn located_stmt(&mut self, stmt: &ast::Stmt, block: &mut hir::Block) {
        let span = stmt.span;
        match &stmt.kind {
            ast::StmtKind::Declaration(declaration) => self.local_declaration(declaration, block),
            ast::StmtKind::Expr(expr) => {
                let value = self.expr(expr);
                self.push_stmt(block, StmtKind::Expr(value), span);
            }
            ast::StmtKind::Empty | ast::StmtKind::Error => {}
            ast::StmtKind::Block(inner) => {
                let inner = self.scoped_block(&inner.stmts);
                self.push_stmt(block, StmtKind::Block(inner), span);
            }
            ast::StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let cond = self.condition(cond);
                let known = self.front_end_condition(cond);
                let then_block = self.maybe_unreached(known == Some(false), |checker| {
                    checker.sub_block(then_branch)
                });
                let else_block = else_branch.as_ref().map(|branch| {
                    self.maybe_unreached(known == Some(true), |checker| checker.sub_block(branch))
                });
                // The branch cgc's front end removes stays in the arena (the
                // language server shows what is in it) but leaves the tree.
                let (cond, then_block, else_block) = match known {
                    Some(true) => (self.bool_literal(true, self.span(cond)), then_block, None),
                    Some(false) => (
                        self.bool_literal(false, self.span(cond)),
                        Vec::new(),
                        else_block,
                    ),
                    None => (cond, then_block, else_block),
                };
                self.push_stmt(
                    block,
                    StmtKind::If {
                        cond,
                        then_block,
                        else_block,
                    },
                    span,
                );
            }
            ast::StmtKind::While { cond, body } => {
                let cond = self.condition(cond);
                let never_runs = self.front_end_condition(cond) == Some(false);
                let body = self.maybe_unreached(never_runs, |checker| checker.loop_body(body));
                let (cond, body) = if never_runs {
                    (self.bool_literal(false, self.span(cond)), Vec::new())
                } else {
                    (cond, body)
                };
                self.push_stmt(block, StmtKind::While { cond, body }, span);
            }
            ast::StmtKind::DoWhile { body, cond } => {
                let body = self.loop_body(body);
                let cond = self.condition(cond);
                self.push_stmt(block, StmtKind::DoWhile { body, cond }, span);
            }
            ast::StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_loop(init, cond.as_ref(), step.as_ref(), body, span, block),
            ast::StmtKind::Continue if self.switch_depth == Some(self.loop_depth) => {
                self.continue_from_switch(block, span);
            }
            ast::StmtKind::Break | ast::StmtKind::Continue => {
                let is_break = matches!(stmt.kind, ast::StmtKind::Break);
                if self.loop_depth == 0 {
                    let (code, word) = if is_break {
                        (1118, "break")
                    } else {
                        (1119, "continue")
                    };
                    self.error(code, span, format!("\"{word}\" not in loop"));
                }
                let kind = if is_break {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                };
                self.push_stmt(block, kind, span);
            }
            ast::StmtKind::Return(value) => {
                let value = self.return_value(value.as_ref(), span);
                self.push_stmt(block, StmtKind::Return(value), span);
            }
            ast::StmtKind::Discard => self.push_stmt(block, StmtKind::Discard, span),
            ast::StmtKind::Switch { value, body } => self.switch(value, body, span, block),
            ast::StmtKind::Case(_) | ast::StmtKind::Default => {
                self.error(
                    1001,
                    span,
                    "case labels outside a switch body are not supported yet",
                );
            }
        }
    }

    pub(super) fn maybe_dead<T>(&mut self, dead: bool, check: impl FnOnce(&mut Self) -> T) -> T {
        self.dead_depth += dead as u32;
        let result = check(self);
        self.dead_depth -= dead as u32;
        result
    }

    pub(super) fn loop_body(&mut self, body: &ast::Stmt) -> hir::Block {
        self.loop_depth += 1;
        let block = self.sub_block(body);
        self.loop_depth -= 1;
        block
    }

    pub(super) fn for_loop(
        &mut self,
        init: &ast::Stmt,
        cond: Option<&ast::Expr>,
        step: Option<&ast::Expr>,
        body: &ast::Stmt,
        span: Span,
        block: &mut hir::Block,
    ) {
        // The init's declarations are visible in the whole loop only.
        self.scopes.push(HashMap::new());
        let mut init_block = Vec::new();
        self.stmt(init, &mut init_block);
        let cond = cond.map(|cond| self.condition(cond));
        let removed = cond.is_some_and(|cond| self.front_end_condition(cond) == Some(false));
        let before_step = (self.deferred.len(), self.unreached.len());
        let step = self.maybe_unreached(removed, |checker| step.map(|step| checker.expr(step)));
        let before_body = (self.deferred.len(), self.unreached.len());
        let never_runs = cond.is_some_and(|cond| self.first_test_fails(&init_block, cond));
        let body = self.maybe_unreached(removed, |checker| {
            checker.maybe_dead(never_runs, |checker| checker.loop_body(body))
        });
        // cgc generates the step's code after the body's: the step's
        // deferred errors come after the body's (heldout21 class 1).
        self.deferred[before_step.0..].rotate_left(before_body.0 - before_step.0);
        self.unreached[before_step.1..].rotate_left(before_body.1 - before_step.1);
        let (cond, step, body) = match cond {
            Some(cond) if removed => (
                Some(self.bool_literal(false, self.span(cond))),
                None,
                Vec::new(),
            ),
            _ => (cond, step, body),
        };
        self.scopes.pop();
        self.push_stmt(
            block,
            StmtKind::For {
                init: init_block,
                cond,
                step,
                body,
            },
            span,
        );
    }

    /// `for (int i = A; i < B; ...)` (or `for (i = A; ...)`) with constants
    /// `A` and `B` whose first test is false: the body never runs
    /// (`i < lights.length` on an unsized uniform array, whose length is 0
    /// until the application sizes it; Toolkit layers.cgfx counts down from
    /// `layers.length - 1` with `i >= 0`).
    pub(super) fn first_test_fails(&self, init: &hir::Block, cond: ExprId) -> bool {
        let [init] = init[..] else {
            return false;
        };
        let (local, start) = match &self.body.stmt(init).kind {
            StmtKind::Local {
                local,
                init: Some(start),
            } => (local, start),
            StmtKind::Expr(assign) => match &self.body.expr(*assign).kind {
                ExprKind::Assign {
                    op: None,
                    target,
                    value,
                } => match &self.body.expr(*target).kind {
                    ExprKind::Local(local) => (local, value),
                    _ => return false,
                },
                _ => return false,
            },
            _ => return false,
        };
        let ExprKind::Binary { op, lhs, rhs, .. } = &self.body.expr(cond).kind else {
            return false;
        };
        if !matches!(self.body.expr(*lhs).kind, ExprKind::Local(l) if l == *local) {
            return false;
        }
        let value = |id: ExprId| match self.constant(id)?.components.as_slice() {
            [only] => Some(only.as_f32()),
            _ => None,
        };
        match (value(*start), value(*rhs)) {
            (Some(start), Some(bound)) => start
                .partial_cmp(&bound)
                .is_some_and(|ordering| !compare(*op, ordering)),
            _ => false,
        }
    }

    /// `if`/`while`/`for`/`do` conditions: a scalar converted to `bool`,
    /// or a matrix narrowed to one (C7011); a vector, one of one component
    /// too (`bool1`, `f1 > 0` of a `float1`), is C1019
    /// (tests/sema/cases/713).
    pub(super) fn condition(&mut self, cond: &ast::Expr) -> ExprId {
        let value = self.expr(cond);
        let ty = self.ty(value);
        if ty.is_error() {
            return value;
        }
        if !ty.is_scalar() && !ty.is_matrix() {
            let late = self.is_late(value);
            self.late_if(late, |checker| {
                checker.error(1019, cond.span, "scalar Boolean expression expected")
            });
            return self.error_expr(cond.span);
        }
        self.coerce(value, Type::BOOL, Context::Initialization)
    }

    pub(super) fn return_value(&mut self, value: Option<&ast::Expr>, span: Span) -> Option<ExprId> {
        let return_ty = self.signature.map_or(Type::VOID, |sig| sig.return_ty);
        match value {
            Some(expr) => {
                let keyword = Span {
                    end: span.start,
                    ..span
                };
                let value = self.statement_value(expr, keyword);
                if return_ty.is_void() {
                    self.error(1015, expr.span, "void function cannot return a value");
                    return Some(value);
                }
                Some(self.store(value, return_ty, Context::Return))
            }
            None => {
                if !return_ty.is_void() && !return_ty.is_error() {
                    self.error(
                        1016,
                        span,
                        "expression type incompatible with function return type",
                    );
                }
                None
            }
        }
    }
}
