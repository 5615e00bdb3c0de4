//! L-values: what may be assigned, incremented or passed to `out`.

use super::checker::Checker;
use crate::sema::hir::{ExprId, ExprKind};
use crate::span::Span;

impl Checker<'_> {
    /// Reports (C1034 / C1036) and returns false when `id` is not writable.
    pub(super) fn check_lvalue(&mut self, id: ExprId, span: Span) -> bool {
        match self.lvalue_problem(id) {
            None => true,
            Some(LvalueProblem::Const(name)) => {
                self.error(1036, span, format!("assignment to const variable {name}"));
                false
            }
            Some(LvalueProblem::NotLvalue) => {
                self.error(1034, span, "assignment to non-lvalue");
                false
            }
        }
    }

    pub(super) fn lvalue_problem(&self, mut id: ExprId) -> Option<LvalueProblem> {
        // A loop: chains of accesses have no length bound.
        loop {
            let expr = self.body.expr(id);
            if expr.ty.is_error() {
                return None;
            }
            id = match &expr.kind {
                ExprKind::Local(local) => {
                    let local = self.body.local(*local);
                    return local
                        .is_const
                        .then(|| LvalueProblem::Const(local.name.clone()));
                }
                ExprKind::Param(index) => {
                    let param = &self.signature?.params[*index as usize];
                    return param
                        .is_const
                        .then(|| LvalueProblem::Const(param.name.clone()));
                }
                ExprKind::Global(global) => {
                    let global = &self.items.globals[global.index()];
                    return global
                        .is_const
                        .then(|| LvalueProblem::Const(global.name.clone()));
                }
                ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => *base,
                ExprKind::Swizzle { base, components } if !has_duplicates(components) => *base,
                ExprKind::MatrixSwizzle { base, elements } if !has_duplicates(elements) => *base,
                _ => return Some(LvalueProblem::NotLvalue),
            };
        }
    }
}

pub(super) enum LvalueProblem {
    Const(String),
    NotLvalue,
}

pub(super) fn has_duplicates<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .any(|(i, item)| items[..i].contains(item))
}
