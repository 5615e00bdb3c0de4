//! Statements: blocks and scopes, `if`, loops, `break`/`continue`, `return`,
//! and code a constant condition never runs.

use super::checker::{Checker, Context};
use super::fold::compare;
use crate::sema::hir::{self, BinaryOp, ExprId, ExprKind, Stmt, StmtId, StmtKind, UnaryOp};
use crate::sema::types::{Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;
use std::collections::HashMap;

impl Checker<'_> {
    /// The statements of a block whose closing brace is at `closing`
    /// (`None`: a branch or body without braces, which ends where the
    /// statement around it does).
    pub(super) fn block_stmts(&mut self, stmts: &[ast::Stmt], closing: Option<Span>) -> hir::Block {
        let outer = self.following;
        let mut block = Vec::new();
        for (index, stmt) in stmts.iter().enumerate() {
            self.following = match stmts.get(index + 1) {
                Some(next) => Some(next.span.first_char()),
                None => closing.or(outer),
            };
            self.stmt(stmt, &mut block);
        }
        self.following = outer;
        block
    }

    pub(super) fn scoped_block(
        &mut self,
        stmts: &[ast::Stmt],
        closing: Option<Span>,
    ) -> hir::Block {
        self.scopes.push(HashMap::new());
        let block = self.block_stmts(stmts, closing);
        self.scopes.pop();
        block
    }

    /// A sub-statement (`if` branch, loop body) as a block of its own scope.
    pub(super) fn sub_block(&mut self, stmt: &ast::Stmt) -> hir::Block {
        match &stmt.kind {
            ast::StmtKind::Block(block) => {
                let site = super::geometry_site::own_site(stmt);
                let closing = closing_brace(block);
                self.at_geometry_site(site, |checker| {
                    checker.scoped_block(&block.stmts, Some(closing))
                })
            }
            _ => self.scoped_block(std::slice::from_ref(stmt), None),
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
                let inner = self.scoped_block(&inner.stmts, Some(closing_brace(inner)));
                self.push_stmt(block, StmtKind::Block(inner), span);
            }
            ast::StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let site = self.if_completion(stmt);
                let cond = self.condition(cond, Some(site));
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
                let cond = self.condition(cond, None);
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
                // Dated by the `do` that begins the statement.
                let cond = self.condition(cond, Some(span.first_char()));
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
        let cond = cond.map(|cond| self.condition(cond, None));
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

    /// Where cgc's parser completes the `if` statement `stmt`, which dates
    /// its condition's narrowing (C7011): the token after it when it ends
    /// with an `if` without `else` (the look-ahead for one), else its
    /// last token (tests/sema/cases/742).
    fn if_completion(&self, stmt: &ast::Stmt) -> Span {
        match self.following {
            Some(next) if super::geometry_site::ends_with_open_if(stmt) => next,
            _ => stmt.span.last_char(),
        }
    }

    /// `if`/`while`/`for`/`do` conditions: a scalar converted to `bool`,
    /// or a matrix narrowed to one (C7011, dated at `site` when given); a
    /// vector, one of one component too (`bool1`, `f1 > 0` of a `float1`),
    /// is C1019 (tests/sema/cases/713).
    pub(super) fn condition(&mut self, cond: &ast::Expr, site: Option<Span>) -> ExprId {
        let outer = std::mem::take(&mut self.condition_logic);
        logic_spine(cond, &mut self.condition_logic);
        let value = self.expr(cond);
        self.condition_logic = outer;
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
        let rejected = self.rejected_matrix_condition(value, true);
        let narrowed = match site {
            Some(site) => self.coerce_at(value, Type::BOOL, Context::Initialization, site),
            None => self.coerce(value, Type::BOOL, Context::Initialization),
        };
        if rejected {
            return self.matrix_condition_error(cond.span);
        }
        narrowed
    }

    /// A matrix condition cgc narrows (C7011) and then rejects (C1019):
    /// `!m` of any matrix, also as the condition of `?:`, and in a
    /// statement's condition a matrix of another scalar type turned `bool`
    /// (`(bool2x2)m`, `m && true`); a `bool2x2` variable, call or choice
    /// passes (tests/sema/cases/737, 739-741).
    pub(super) fn rejected_matrix_condition(&self, value: ExprId, statement: bool) -> bool {
        if !self.ty(value).is_matrix() {
            return false;
        }
        let made_bool = |id: ExprId| match &self.body.expr(id).kind {
            ExprKind::Convert { value, .. } => {
                let from = self.ty(*value);
                self.ty(id).scalar_kind() == Some(Scalar::Bool)
                    && from.is_matrix()
                    && from.scalar_kind() != Some(Scalar::Bool)
            }
            _ => false,
        };
        match &self.body.expr(value).kind {
            ExprKind::Unary {
                op: UnaryOp::Not, ..
            } => true,
            ExprKind::Binary {
                op: BinaryOp::And | BinaryOp::Or,
                lhs,
                rhs,
                ..
            } => statement && (made_bool(*lhs) || made_bool(*rhs)),
            _ => statement && made_bool(value),
        }
    }

    /// C1019 of a rejected matrix condition
    /// ([`Self::rejected_matrix_condition`]): cgc finds it only in the code
    /// it compiles for the entry (a helper nobody calls passes), `!m` in its
    /// code generation (with the summary line: listed in
    /// tests/suite/cli.rs).
    pub(super) fn matrix_condition_error(&mut self, span: Span) -> ExprId {
        self.late_if(true, |checker| {
            checker.error(1019, span, "scalar Boolean expression expected")
        });
        self.error_expr(span)
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

/// The spans of the `&&` and `||` a condition is made of, through `!`,
/// parentheses, other `&&`/`||` and comparisons: where cgc takes a vector
/// operand for no scalar condition (C1019; in a call, a swizzle or a
/// choice it is C1020).
fn logic_spine(expr: &ast::Expr, spans: &mut Vec<Span>) {
    use ast::BinaryOp as B;
    match &expr.kind {
        ast::ExprKind::Paren(inner)
        | ast::ExprKind::Unary {
            op: ast::UnaryOp::Not,
            operand: inner,
        } => logic_spine(inner, spans),
        ast::ExprKind::Binary { op, lhs, rhs } => {
            if matches!(op, B::And | B::Or) {
                spans.push(expr.span);
            }
            if matches!(
                op,
                B::And | B::Or | B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge
            ) {
                logic_spine(lhs, spans);
                logic_spine(rhs, spans);
            }
        }
        _ => {}
    }
}

/// The closing brace of `block`, the token after its last statement.
pub(super) fn closing_brace(block: &ast::Block) -> Span {
    block.span.last_char()
}
