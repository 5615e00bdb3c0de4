//! Values of interface type: which struct implements which interface, and
//! the one struct each interface-typed local holds.

use super::checker::Checker;
use crate::sema::hir::{self, ExprId, ExprKind, LocalId};
use crate::sema::types::{Base, Type};
use crate::span::Span;

impl Checker<'_> {
    /// Records the struct an interface-typed local receives from `value`;
    /// C5210 when it already holds another one.
    pub(super) fn give_concrete(&mut self, local: LocalId, value: ExprId, span: Span) {
        let concrete = match &self.body.expr(value).kind {
            ExprKind::Convert { value: inner, .. } => match self.ty(*inner).base {
                Base::Struct(id) if self.implements(self.ty(*inner), self.ty(value)) => Some(id),
                _ => None,
            },
            ExprKind::Local(other) => self.concrete_locals.get(other).copied(),
            _ => None,
        };
        let Some(concrete) = concrete else {
            return;
        };
        match self.concrete_locals.insert(local, concrete) {
            Some(previous) if previous != concrete => {
                self.error(5210, span, "assignment among incompatible concrete types");
            }
            _ => {}
        }
    }

    /// A uniform global or parameter (or a part of one).
    pub(super) fn is_uniform_object(&self, id: ExprId) -> bool {
        match &self.body.expr(id).kind {
            ExprKind::Global(global) => {
                self.items.globals[global.index()].storage == hir::Storage::Uniform
            }
            // The entry's `uniform I u` (or `uniform I u[2]`).
            ExprKind::Param(index) => self
                .signature
                .and_then(|sig| sig.params.get(*index as usize))
                .is_some_and(|param| param.uniform),
            ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => {
                self.is_uniform_object(*base)
            }
            _ => false,
        }
    }

    /// `from` is a struct that implements the interface `to`.
    pub(super) fn implements(&self, from: Type, to: Type) -> bool {
        match (from.base, to.base) {
            (Base::Struct(concrete), Base::Struct(interface))
                if !from.is_array() && !to.is_array() =>
            {
                self.items
                    .struct_def(concrete)
                    .is_some_and(|def| def.implements == Some(interface))
            }
            _ => false,
        }
    }
}
