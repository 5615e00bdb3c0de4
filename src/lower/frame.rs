//! The variables of one inlined function activation, and the flags that
//! `return`, `break` and `continue` set among them.

use super::entry::copies::Rewritten;
use super::value::{Comp, CompKey, Value};
use crate::ir::InputId;
use crate::sema::hir::{self, LocalId};
use crate::sema::types::StructId;
use std::collections::{BTreeMap, BTreeSet};

/// A variable of a frame, or a control-flow flag merged like one. Ordered, so
/// that merges visit variables in a fixed order and the output is deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Var {
    Local(LocalId),
    Param(u32),
    /// The value returned so far.
    Return,
    /// 1 once a `return` ran.
    Returned,
    /// 1 once a `break` of the loop at this depth ran.
    Broken(u32),
    /// 1 once a `continue` of the loop at this depth ran (this iteration).
    Continued(u32),
}

/// Where a value of interface type lives: a variable and the field and
/// element indices down to it (see `super::calls::interface_types`).
pub(super) type Held = (Var, Vec<u32>);

impl Var {
    pub(super) fn is_flag(self) -> bool {
        matches!(self, Var::Returned | Var::Broken(_) | Var::Continued(_))
    }
}

/// The flags of `env`: they sort after every variable, so looking at them
/// costs nothing per local (the lowering asks at every statement).
pub(super) fn flags(env: &BTreeMap<Var, Value>) -> impl Iterator<Item = (&Var, &Value)> {
    env.range(Var::Returned..)
}

/// One inlined function activation.
pub(super) struct Frame<'p> {
    pub(super) body: &'p hir::Body,
    pub(super) env: BTreeMap<Var, Value>,
    /// The running view (straight-line profiles): for variables whose value
    /// differs there, the value they have where no `break` or `return` has
    /// run yet. Every statement that still runs runs in that world, so reads
    /// take these values; `env` keeps the true value for after the loop or
    /// the call. This keeps loop counters constant after a run-time `break`,
    /// so that the loop still unrolls. `continue` is not assumed away: a
    /// `continue`d iteration still reaches the step.
    pub(super) running: BTreeMap<Var, Value>,
    pub(super) loop_depth: u32,
    /// The caller's exit condition when the call was made: effects outside the
    /// frame (globals, `discard`) are guarded by it too.
    pub(super) inherited_guard: Comp,
    /// The length of the lowerer's `path` when the frame began: the
    /// run-time conditions of the frame's own if-converted branches follow.
    pub(super) path_start: usize,
    /// The struct held by each value of interface type (a variable, or a
    /// member or element of one: [`super::calls::interface_types`]): member functions
    /// called through the interface run that struct's implementation.
    pub(super) concrete: BTreeMap<Held, StructId>,
    /// The varying inputs of the struct values copied into (or, by an
    /// assignment, out of) each variable ([`super::entry::copies`]).
    pub(super) copied: BTreeMap<Var, BTreeSet<InputId>>,
    /// The variables of `copied` a vector of which was written in part with
    /// computed components.
    pub(super) rewritten: BTreeMap<Var, Rewritten>,
    /// The components of the vectors of `copied` variables passed whole to
    /// an `out` or `inout` parameter (written in place) before any write
    /// marked the variable `rewritten`: reading them is no read of another
    /// member ([`super::entry::copies`]).
    pub(super) in_place: BTreeMap<Var, Vec<CompKey>>,
    /// The whole vector each variable was last given, as an index into the
    /// early reads' stores ([`super::entry::early_reads`]).
    pub(super) stored: BTreeMap<Var, usize>,
}

/// Whether `value` is certainly true: a nonzero constant.
pub(super) fn is_true(value: &Value) -> bool {
    matches!(value.as_vector().and_then(|v| v[0].constant()), Some(x) if x != 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_sort_after_every_variable() {
        let variables = [
            Var::Local(LocalId(u32::MAX)),
            Var::Param(u32::MAX),
            Var::Return,
        ];
        for variable in variables {
            assert!(!variable.is_flag() && variable < Var::Returned);
        }
        assert!([Var::Returned, Var::Broken(0), Var::Continued(0)]
            .iter()
            .all(|f| f.is_flag()));
    }
}
