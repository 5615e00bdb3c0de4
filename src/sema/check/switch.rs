//! `switch`, rewritten as a one-pass loop of `if`s the back end knows, and
//! `continue` inside it.

use super::checker::Checker;
use crate::sema::hir::{self, BinaryOp, ConstValue, ExprId, ExprKind, LocalId, StmtKind};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use crate::syntax::ast;
use smallvec::SmallVec;
use std::collections::HashMap;

impl Checker<'_> {
    /// `continue` directly inside a `switch` (a one-pass loop here): sets
    /// the switch's flag and leaves it; the enclosing loop continues after
    /// the switch ([`Checker::switch`]). Outside any loop cgc 3.1 says C5054.
    pub(super) fn continue_from_switch(&mut self, block: &mut hir::Block, span: Span) {
        let Some((flag, used)) = self
            .switch_continue
            .as_mut()
            .filter(|_| self.loop_depth > 1)
        else {
            self.error(
                5054,
                span,
                "profile does not support \"continue\" statements",
            );
            return;
        };
        *used = true;
        let flag = *flag;
        let set = self.set_to_true(flag, span);
        self.push_stmt(block, StmtKind::Expr(set), span);
        self.push_stmt(block, StmtKind::Break, span);
    }

    /// `switch`, which cgc 3.1 compiles in every profile (corpus case 212),
    /// as statements the back end already knows:
    ///
    /// ```text
    /// value' = value; matched = false;
    /// do {
    ///     if (matched || value' == 1) { matched = true; ...case 1... }
    ///     if (matched || !(value' == 1 || ...)) { matched = true; ...default... }
    /// } while (false);
    /// ```
    ///
    /// `matched` carries fall-through from one group of labels to the next
    /// and the one-pass loop makes `break` leave the switch.
    pub(super) fn switch(
        &mut self,
        value: &ast::Expr,
        body: &ast::Stmt,
        span: Span,
        block: &mut hir::Block,
    ) {
        let value = self.expr(value);
        let value_ty = self.ty(value);
        if !value_ty.is_error() && !matches!(value_ty.base, Base::Scalar(_)) {
            self.error(
                1001,
                self.span(value),
                "switch on a non-scalar value is not supported yet",
            );
        }
        let selector = self.body.add_local(hir::Local {
            name: "switch value".to_string(),
            ty: value_ty,
            is_const: false,
            is_static: false,
            span,
        });
        self.push_stmt(
            block,
            StmtKind::Local {
                local: selector,
                init: Some(value),
            },
            span,
        );
        let matched = self.body.add_local(hir::Local {
            name: "switch matched".to_string(),
            ty: Type::BOOL,
            is_const: false,
            is_static: false,
            span,
        });
        let no = self.bool_literal(false, span);
        self.push_stmt(
            block,
            StmtKind::Local {
                local: matched,
                init: Some(no),
            },
            span,
        );
        let stmts = match &body.kind {
            ast::StmtKind::Block(inner) => inner.stmts.as_slice(),
            _ => std::slice::from_ref(body),
        };
        // Groups of consecutive labels with the statements that follow them.
        let mut groups: Vec<(Vec<Option<&ast::Expr>>, Vec<&ast::Stmt>)> = Vec::new();
        for stmt in stmts {
            let label = match &stmt.kind {
                ast::StmtKind::Case(label) => Some(Some(label)),
                ast::StmtKind::Default => Some(None),
                _ => None,
            };
            match (label, groups.last_mut()) {
                (Some(label), Some((labels, body))) if body.is_empty() => labels.push(label),
                (Some(label), _) => groups.push((vec![label], Vec::new())),
                (None, Some((_, body))) => body.push(stmt),
                // Statements before the first label never run.
                (None, None) => {}
            }
        }
        let labels: Vec<ExprId> = groups
            .iter()
            .flat_map(|(labels, _)| labels.iter().flatten())
            .map(|label| self.expr(label))
            .collect();
        let saved_switch = self.switch_depth.replace(self.loop_depth + 1);
        let continued = self.body.add_local(hir::Local {
            name: "switch continued".to_string(),
            ty: Type::BOOL,
            is_const: false,
            is_static: false,
            span,
        });
        let saved_continue = self.switch_continue.replace((continued, false));
        self.loop_depth += 1;
        self.scopes.push(HashMap::new());
        let mut loop_body = Vec::new();
        let mut next_label = 0;
        for (group_labels, stmts) in &groups {
            let mut cond = self.add(ExprKind::Local(matched), Type::BOOL, span);
            for label in group_labels {
                let test = match label {
                    Some(_) => {
                        let label = labels[next_label];
                        next_label += 1;
                        self.selector_equals(selector, label, span)
                    }
                    None => {
                        let mut any = self.bool_literal(false, span);
                        for &label in &labels {
                            let test = self.selector_equals(selector, label, span);
                            any = self.binary_values(BinaryOp::Or, any, test, span);
                        }
                        let no = self.bool_literal(false, span);
                        self.binary_values(BinaryOp::Eq, any, no, span)
                    }
                };
                cond = self.binary_values(BinaryOp::Or, cond, test, span);
            }
            let mut then_block = Vec::new();
            let set = self.set_to_true(matched, span);
            self.push_stmt(&mut then_block, StmtKind::Expr(set), span);
            for stmt in stmts {
                self.stmt(stmt, &mut then_block);
            }
            self.push_stmt(
                &mut loop_body,
                StmtKind::If {
                    cond,
                    then_block,
                    else_block: None,
                },
                span,
            );
        }
        self.scopes.pop();
        self.loop_depth -= 1;
        self.switch_depth = saved_switch;
        let continue_used = self.switch_continue.take().is_some_and(|(_, used)| used);
        self.switch_continue = saved_continue;
        if continue_used {
            let no = self.bool_literal(false, span);
            self.push_stmt(
                block,
                StmtKind::Local {
                    local: continued,
                    init: Some(no),
                },
                span,
            );
        }
        let once = self.bool_literal(false, span);
        self.push_stmt(
            block,
            StmtKind::DoWhile {
                body: loop_body,
                cond: once,
            },
            span,
        );
        if continue_used {
            // `if (continued) continue;`, itself a `continue` of an
            // enclosing switch when switches nest.
            let cond = self.add(ExprKind::Local(continued), Type::BOOL, span);
            let mut then_block = Vec::new();
            if self.switch_depth == Some(self.loop_depth) {
                self.continue_from_switch(&mut then_block, span);
            } else {
                self.push_stmt(&mut then_block, StmtKind::Continue, span);
            }
            self.push_stmt(
                block,
                StmtKind::If {
                    cond,
                    then_block,
                    else_block: None,
                },
                span,
            );
        }
    }

    /// `selector == label` for a switch's copied value.
    pub(super) fn selector_equals(
        &mut self,
        selector: LocalId,
        label: ExprId,
        span: Span,
    ) -> ExprId {
        let ty = self.body.local(selector).ty;
        let read = self.add(ExprKind::Local(selector), ty, span);
        self.binary_values(BinaryOp::Eq, read, label, span)
    }

    /// `flag = true`, for the flags that lower `switch` (matched, continued).
    pub(super) fn set_to_true(&mut self, flag: LocalId, span: Span) -> ExprId {
        let target = self.add(ExprKind::Local(flag), Type::BOOL, span);
        let value = self.bool_literal(true, span);
        self.add(
            ExprKind::Assign {
                op: None,
                target,
                value,
            },
            Type::BOOL,
            span,
        )
    }

    pub(super) fn bool_literal(&mut self, value: bool, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::from_slice(&[hir::Scalar::Bool(value)]),
            }),
            Type::BOOL,
            span,
        )
    }
}
