//! `switch`, rewritten as a one-pass loop of `if`s the back end knows, and
//! `continue` inside it.

use super::checker::Checker;
use crate::sema::hir::{
    self, BinaryOp, ConstValue, ConvertKind, ExprId, ExprKind, LocalId, StmtKind,
};
use crate::sema::types::{Base, Scalar, Type};
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
        let selector = self.switch_selector(value, span, block);
        let selector_ty = self.body.local(selector).ty;
        let matched = self.switch_local("switch matched", Type::BOOL, span);
        let no = self.bool_literal(false, span);
        self.push_stmt(
            block,
            StmtKind::Local {
                local: matched,
                init: Some(no),
            },
            span,
        );
        let groups = label_groups(body);
        // Every label is checked before the bodies, in source order.
        let group_labels: Vec<Vec<Option<ExprId>>> = groups
            .iter()
            .map(|group| {
                group
                    .labels
                    .iter()
                    .map(|label| label.map(|label| self.switch_label(label, selector_ty)))
                    .collect()
            })
            .collect();
        let labels: Vec<ExprId> = group_labels.iter().flatten().flatten().copied().collect();
        self.check_labels(body, &labels, selector_ty);
        let saved_switch = self.switch_depth.replace(self.loop_depth + 1);
        let continued = self.switch_local("switch continued", Type::BOOL, span);
        let saved_continue = self.switch_continue.replace((continued, false));
        let cases = SwitchCases {
            selector,
            matched,
            labels: &labels,
        };
        let loop_body = self.switch_loop_body(&groups, &group_labels, &cases, span);
        self.switch_depth = saved_switch;
        let continue_used = self.switch_continue.take().is_some_and(|(_, used)| used);
        self.switch_continue = saved_continue;
        let continued = continue_used.then_some(continued);
        self.close_switch(loop_body, continued, span, block);
    }

    /// Checks the switch's value and copies it into a local of its own
    /// (C1211 for a vector, matrix, struct or array). A floating value is
    /// truncated to an `int`, and so are the labels
    /// ([`Self::switch_label`]), as cgc does (`switch (x) { case 0.5: ...
    /// }` of a `float x` takes the case for -0.9 < x < 1:
    /// tests/shaders/flow/switch_on_float.cg).
    fn switch_selector(
        &mut self,
        value: &ast::Expr,
        span: Span,
        block: &mut hir::Block,
    ) -> LocalId {
        let value = self.expr(value);
        let value = self.truncated_if_floating(value);
        let mut value_ty = self.ty(value);
        if !value_ty.is_error()
            && (!matches!(value_ty.base, Base::Scalar(_)) || value_ty.is_array())
        {
            // At the switch's end, where cgc's parser has read it whole.
            let end = Span {
                start: span.end.saturating_sub(1),
                ..span
            };
            self.error(1211, end, "switch expression must be scalar");
            // The labels are not compared with it then.
            value_ty = Type::ERROR;
        }
        let selector = self.switch_local("switch value", value_ty, span);
        self.push_stmt(
            block,
            StmtKind::Local {
                local: selector,
                init: Some(value),
            },
            span,
        );
        selector
    }

    /// cgc's checks of the labels (the `case` labels `labels`, in order):
    /// each a constant (C1214) as it reads them; then, where it generates
    /// the code (deferred: only without other errors), one `default` and
    /// no value twice (C1215, compared as the switch takes them: `case
    /// true` is `case 1` of an `int` switch). tests/sema/cases/714, 715.
    fn check_labels(&mut self, body: &ast::Stmt, labels: &[ExprId], selector_ty: Type) {
        let mut values = Vec::new();
        for &label in labels {
            if self.ty(label).is_error() {
                continue;
            }
            let span = self.span(label);
            match self.front_end_value(label) {
                Some(value) => {
                    let value =
                        super::convert::convert_constant(&value, self.ty(label), selector_ty)
                            .unwrap_or(value);
                    values.push((span, value));
                }
                None => self.error(1214, span, "non constant case expression"),
            }
        }
        if let Some(&second) = default_spans(body).get(1) {
            self.defer_error(1215, second, "duplicate default label in switch");
        }
        for (k, (span, value)) in values.iter().enumerate() {
            if values[..k].iter().any(|(_, earlier)| earlier == value) {
                self.defer_error(1215, *span, "duplicate case label in switch");
            }
        }
    }

    /// A `case` label, truncated to an `int` where the switch's value is.
    fn switch_label(&mut self, label: &ast::Expr, selector_ty: Type) -> ExprId {
        let label = self.expr(label);
        if selector_ty == Type::INT {
            self.truncated_if_floating(label)
        } else {
            label
        }
    }

    fn truncated_if_floating(&mut self, value: ExprId) -> ExprId {
        let ty = self.ty(value);
        if ty.is_scalar() && ty.scalar_kind().is_some_and(Scalar::is_floating) {
            let span = self.span(value);
            self.convert_spanned(value, Type::INT, ConvertKind::Explicit, span)
        } else {
            value
        }
    }

    /// A local the rewritten switch declares (its value copy and flags).
    fn switch_local(&mut self, name: &str, ty: Type, span: Span) -> LocalId {
        self.body.add_local(hir::Local {
            name: name.to_string(),
            ty,
            is_const: false,
            is_static: false,
            span,
            read_in_initializer: false,
        })
    }

    /// The one-pass loop's body: per group of labels,
    /// `if (matched || tests) { matched = true; ...statements... }`.
    fn switch_loop_body(
        &mut self,
        groups: &[LabelGroup<'_>],
        group_labels: &[Vec<Option<ExprId>>],
        cases: &SwitchCases<'_>,
        span: Span,
    ) -> hir::Block {
        self.loop_depth += 1;
        self.scopes.push(HashMap::new());
        let mut loop_body = Vec::new();
        for (group, labels) in groups.iter().zip(group_labels) {
            let cond = self.group_condition(labels, cases, span);
            let mut then_block = Vec::new();
            let set = self.set_to_true(cases.matched, span);
            self.push_stmt(&mut then_block, StmtKind::Expr(set), span);
            for stmt in &group.stmts {
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
        loop_body
    }

    /// `matched || value' == a || ...` for one group's labels; `default`
    /// tests that no label of the switch matches.
    fn group_condition(
        &mut self,
        labels: &[Option<ExprId>],
        cases: &SwitchCases<'_>,
        span: Span,
    ) -> ExprId {
        let mut cond = self.add(ExprKind::Local(cases.matched), Type::BOOL, span);
        for label in labels {
            let test = match *label {
                Some(label) => self.selector_equals(cases.selector, label, span),
                None => self.no_label_matches(cases, span),
            };
            cond = self.binary_values(BinaryOp::Or, cond, test, span);
        }
        cond
    }

    /// `!(value' == a || value' == b || ...)` over all labels: `default`.
    fn no_label_matches(&mut self, cases: &SwitchCases<'_>, span: Span) -> ExprId {
        let mut any = self.bool_literal(false, span);
        for &label in cases.labels {
            let test = self.selector_equals(cases.selector, label, span);
            any = self.binary_values(BinaryOp::Or, any, test, span);
        }
        let no = self.bool_literal(false, span);
        self.binary_values(BinaryOp::Eq, any, no, span)
    }

    /// `do { loop_body } while (false);`, preceded by `continued = false`
    /// and followed by `if (continued) continue;` when a `continue` inside
    /// set the flag `continued`.
    fn close_switch(
        &mut self,
        loop_body: hir::Block,
        continued: Option<LocalId>,
        span: Span,
        block: &mut hir::Block,
    ) {
        if let Some(continued) = continued {
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
        if let Some(continued) = continued {
            self.continue_after_switch(continued, span, block);
        }
    }

    /// `if (continued) continue;`, itself a `continue` of an enclosing
    /// switch when switches nest.
    fn continue_after_switch(&mut self, continued: LocalId, span: Span, block: &mut hir::Block) {
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

/// Consecutive labels (`None` for `default`) and the statements that follow
/// them.
struct LabelGroup<'s> {
    labels: Vec<Option<&'s ast::Expr>>,
    stmts: Vec<&'s ast::Stmt>,
}

/// What the tests of a rewritten switch read: the copied value, the
/// fall-through flag, and every checked label.
struct SwitchCases<'l> {
    selector: LocalId,
    matched: LocalId,
    labels: &'l [ExprId],
}

/// Where the switch body has a `default` label.
fn default_spans(body: &ast::Stmt) -> Vec<Span> {
    let stmts = match &body.kind {
        ast::StmtKind::Block(inner) => inner.stmts.as_slice(),
        _ => std::slice::from_ref(body),
    };
    stmts
        .iter()
        .filter(|stmt| matches!(stmt.kind, ast::StmtKind::Default))
        .map(|stmt| stmt.span)
        .collect()
}

/// The switch body's statements grouped under their labels; statements
/// before the first label never run and are dropped.
fn label_groups(body: &ast::Stmt) -> Vec<LabelGroup<'_>> {
    let stmts = match &body.kind {
        ast::StmtKind::Block(inner) => inner.stmts.as_slice(),
        _ => std::slice::from_ref(body),
    };
    let mut groups: Vec<LabelGroup<'_>> = Vec::new();
    for stmt in stmts {
        let label = match &stmt.kind {
            ast::StmtKind::Case(label) => Some(Some(label)),
            ast::StmtKind::Default => Some(None),
            _ => None,
        };
        match (label, groups.last_mut()) {
            (Some(label), Some(group)) if group.stmts.is_empty() => group.labels.push(label),
            (Some(label), _) => groups.push(LabelGroup {
                labels: vec![label],
                stmts: Vec::new(),
            }),
            (None, Some(group)) => group.stmts.push(stmt),
            (None, None) => {}
        }
    }
    groups
}
