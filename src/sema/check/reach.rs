//! Which code cgc's front end removes before it compiles a program: the
//! branch of an `if` or `? :` that a constant condition never takes, and the
//! body of a `while` or `for` loop whose condition is constant false.
//!
//! cgc reports an undefined name, a call no overload fits and a function the
//! profile lacks only in code it compiles for the entry (see
//! [`CheckedBody::deferred`](super::CheckedBody::deferred)), so such errors in
//! removed code are not errors (libretro's CRT shader "intel" variants name,
//! behind a `static const bool` switch, identifiers only another build
//! defines). Type errors there are still errors.
//!
//! A condition is constant when cgc's front end folds it
//! ([`super::front_fold`]).
//!
//! What cgc does not remove: code after `return`, `break`, `continue` or
//! `discard`, the cases of a `switch` on a constant, the body of a
//! `do ... while (false)` (it runs once), the operands of `&&` and `||`.

use super::checker::Checker;
use crate::sema::hir::ExprId;

impl Checker<'_> {
    /// `cond`'s value as cgc's front end folds it: `Some` when every
    /// component folds to the same truth value (a `boolN` condition of
    /// `? :` selects per component).
    pub(super) fn front_end_condition(&self, cond: ExprId) -> Option<bool> {
        let value = self.front_end_value(cond)?;
        let first = value.components.first()?.as_bool();
        value
            .components
            .iter()
            .all(|c| c.as_bool() == first)
            .then_some(first)
    }

    /// `f` checked inside code cgc's front end removes when `unreached`.
    pub(super) fn maybe_unreached<T>(
        &mut self,
        unreached: bool,
        check: impl FnOnce(&mut Self) -> T,
    ) -> T {
        self.unreached_depth += unreached as u32;
        let result = self.maybe_dead(unreached, check);
        self.unreached_depth -= unreached as u32;
        result
    }
}
