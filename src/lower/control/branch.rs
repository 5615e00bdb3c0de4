//! Branches in a profile that branches ([`super::flow`] tells how): out of a
//! real loop (`if (c) { ...; break; }`), out of a function
//! (`if (c) { ...; return x; }`), and an `if` lowered as branches where that
//! is cheaper than if-converting it.

use super::blocks::{temporaries_of, weighted_size, FunctionExit, Slot};
use crate::ir::{BlockId, Source, Terminator, VReg};
use crate::lower::frame::Var;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value};
use crate::sema::hir::{Body, StmtId, StmtKind};
use crate::span::Span;
use std::collections::HashMap;

impl<'p> Lowerer<'p> {
    /// `if (condition) { ...; break; }` directly in the body of the real loop
    /// being lowered, where nothing has set a flag: a branch to a block that
    /// runs the statements, copies the variables into the carried registers
    /// and jumps out of the loop, as cgc does. `Ok(false)` (nothing lowered)
    /// where the statement is not of that form.
    pub(crate) fn branch_out_of_loop(
        &mut self,
        condition: Comp,
        then_block: &[StmtId],
        span: Span,
    ) -> R<bool> {
        let Some(frame) = self.flow.loops.last() else {
            return Ok(false);
        };
        let in_body = frame.frames == self.frames.len()
            && frame.depth + 1 == self.frame().loop_depth
            && frame.path == self.path.len();
        let Some(statements) = self.breaking_statements(then_block) else {
            return Ok(false);
        };
        if !in_body || self.full_guard().constant() != Some(0.0) {
            return Ok(false);
        }
        self.branch_around(condition, &statements, |this| {
            let Some(mut frame) = this.flow.loops.pop() else {
                return Err(unsupported(span, "this branch out of a loop"));
            };
            let mut staged = Vec::new();
            for (slot, start) in &frame.start {
                let Some(value) = this.slot_value(*slot).cloned() else {
                    continue;
                };
                if value.same(start) {
                    continue;
                }
                if !frame.exit_changed.contains(slot) {
                    frame.exit_changed.push(*slot);
                }
                if let Some((_, registers)) = frame.carried.iter().find(|(s, _)| s == slot) {
                    let registers = registers.clone();
                    let value = this.stage(&registers, &value, &frame.carried);
                    staged.push((registers, value));
                }
            }
            for (registers, value) in &staged {
                this.copy_into(registers, value);
            }
            let exit = this.finish_block(Terminator::Jump(BlockId(0)));
            frame.exits.push(exit);
            this.flow.loops.push(frame);
            Ok(())
        })?;
        Ok(true)
    }

    /// Where a real loop's `break` cannot go: `if (condition) { ...; return x; }`
    /// in the body of the function being lowered (the entry or an inlined
    /// call), outside loops or inside real loops only (no unrolled loop, no
    /// if-conversion, no flag set): a branch to a block that runs the
    /// statements, copies the variables the caller reads into their meeting
    /// registers and jumps to the end of the function, where they meet
    /// ([`Lowerer::join_function_exits`]). The statements before the final
    /// `return` may themselves return. `Ok(false)` (nothing lowered) where the
    /// statement is not of that form.
    pub(crate) fn branch_out_of_function(
        &mut self,
        condition: Comp,
        then_block: &[StmtId],
    ) -> R<bool> {
        // Every loop around the statement is a real loop: the jump leaves
        // them all, and nothing after the branch needs a flag.
        let frames = self.frames.len();
        let real_loops = self
            .flow
            .loops
            .iter()
            .filter(|l| l.frames == frames)
            .count();
        let Some(exit) = self.flow.exits.last().cloned() else {
            return Ok(false);
        };
        let in_body = exit.frame == frames
            && self.frame().loop_depth as usize == real_loops
            && self.path.is_empty()
            && !exit.slots.is_empty();
        if !in_body {
            return Ok(false);
        }
        let Some(statements) = self.ending_with(
            then_block,
            |kind| matches!(kind, StmtKind::Return(_)),
            |kind| matches!(kind, StmtKind::Return(_)),
        ) else {
            return Ok(false);
        };
        if self.full_guard().constant() != Some(0.0) {
            return Ok(false);
        }
        if exit.registers.is_empty() {
            let mut registers = Vec::new();
            for var in exit.slots.clone() {
                let Some(value) = self.frame().env.get(&var).cloned() else {
                    continue;
                };
                match self.carried_registers(&value, Span::default()) {
                    Ok(copy) => registers.push((Slot::Local(var), copy)),
                    Err(_) => return Ok(false),
                }
            }
            if let Some(exit) = self.flow.exits.last_mut() {
                exit.registers = registers;
            }
        }
        self.branch_around(condition, &statements, |this| {
            this.copy_to_exit();
            let block = this.finish_block(Terminator::Jump(BlockId(0)));
            if let Some(exit) = this.flow.exits.last_mut() {
                exit.blocks.push(block);
            }
            Ok(())
        })?;
        Ok(true)
    }

    /// `if (condition) { statements }` as a branch to a block that runs the
    /// statements and leaves (`leave` ends that block with its jump); the code
    /// after the `if` goes on with the variables as they were before it.
    fn branch_around(
        &mut self,
        condition: Comp,
        statements: &[StmtId],
        leave: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        let (branch, before) = self.open_branch(condition);
        self.block(statements)?;
        leave(self)?;
        self.patch_branch(branch);
        self.restore_before_branch(&before);
        Ok(())
    }

    /// Whether an `if` with these arms may be lowered as branches: no
    /// statement of an arm leaves the loop or the function, and nothing is
    /// if-converted around it (no path condition, no flag that may be set).
    pub(crate) fn may_branch_if(
        &mut self,
        then_block: &[StmtId],
        else_block: Option<&[StmtId]>,
    ) -> bool {
        let body = self.body();
        let stays = |arm: &[StmtId]| !arm.iter().any(|&s| leaves(body, s, |_| false));
        stays(then_block)
            && else_block.is_none_or(stays)
            && self.path.is_empty()
            && self.full_guard().constant() == Some(0.0)
    }

    /// `if` on the run-time `condition` in a profile that branches: lowered
    /// both if-converted and as branches, and the cheaper kept (cgc branches
    /// over arms whose selects would cost more than the branch).
    pub(crate) fn cheaper_if(
        &mut self,
        condition: Comp,
        then_block: &[StmtId],
        else_block: Option<&[StmtId]>,
        span: Span,
    ) -> R<()> {
        let before = self.snapshot();
        let start = self.weighted_size();
        let slots = self.slots();
        let before_values: Vec<Option<Value>> =
            slots.iter().map(|&s| self.slot_value(s).cloned()).collect();
        let converted = self.if_converted(condition, then_block, else_block, span);
        let converted_cost = self.weighted_size().saturating_sub(start);
        let changed: HashMap<Slot, Value> = slots
            .iter()
            .zip(&before_values)
            .filter_map(|(&slot, before)| match (before, self.slot_value(slot)) {
                (Some(before), Some(after)) if !before.same(after) => Some((slot, after.clone())),
                _ => None,
            })
            .collect();
        if converted.is_err() || changed.is_empty() && converted_cost == 0 {
            return converted;
        }
        let after_converting = self.snapshot();
        self.restore(before);
        let branched = self.branched_if(condition, then_block, else_block, &changed, span);
        match branched {
            Ok(branches)
                if !self
                    .caps
                    .ifcvt
                    .prefers_straight(converted_cost, self.weighted_size() - start + branches) =>
            {
                Ok(())
            }
            _ => {
                self.restore(after_converting);
                converted
            }
        }
    }

    /// `if` as branches: `BRA` over the `then` arm (to the `else` arm, which
    /// the `then` arm jumps over); both arms copy the variables either
    /// changes (`converted`: their values after the if-converted lowering)
    /// into registers where they meet. Returns the
    /// number of branch instructions.
    fn branched_if(
        &mut self,
        condition: Comp,
        then_block: &[StmtId],
        else_block: Option<&[StmtId]>,
        converted: &HashMap<Slot, Value>,
        span: Span,
    ) -> R<usize> {
        let mut joins: Vec<(Slot, Value)> = Vec::new();
        let mut changed: Vec<Slot> = converted.keys().copied().collect();
        changed.sort_by_cached_key(|slot| format!("{slot:?}"));
        for slot in changed {
            let Some(value) = self.slot_value(slot).cloned() else {
                continue;
            };
            let Some(after) = converted.get(&slot) else {
                continue;
            };
            let registers = self.join_registers(&value, after, span)?;
            if else_block.is_none() {
                // The path that skips the arm meets with the values as they
                // were (a join: no use of an unset component, which the
                // registers carry instead).
                self.joining(|this| this.copy_into(&registers, &value));
                self.set_slot(slot, registers.clone());
            }
            joins.push((slot, registers));
        }
        let fresh = temporaries_of(&joins);
        let (branch, before) = self.open_branch(condition);
        let mut arms = vec![then_block];
        arms.extend(else_block);
        let mut ends = Vec::new();
        for (i, arm) in arms.iter().enumerate() {
            self.block(arm)?;
            let mut staged = Vec::new();
            for (slot, registers) in &joins {
                if let Some(value) = self.slot_value(*slot).cloned() {
                    if !reaches_join(registers, &value, &fresh) {
                        return Err(unsupported(span, "this branch"));
                    }
                    let value = self.stage(registers, &value, &joins);
                    staged.push((registers.clone(), value));
                }
            }
            // Each arm meets the others with its values: a join, which
            // uses none of the unset components a nested `if` left in them
            // (heldout19 class 14, heldout17 class 15).
            self.joining(|this| {
                for (registers, value) in &staged {
                    this.copy_into(registers, value);
                }
            });
            let next = BlockId(self.current_block().0 + 1);
            ends.push(self.finish_block(Terminator::Jump(next)));
            if i == 0 {
                self.patch_branch(branch);
            }
            self.restore_before_branch(&before);
        }
        let join = self.current_block();
        if let Some(&then_end) = ends.first() {
            *self.flow.blocks.terminator_mut(then_end) = Terminator::Jump(join);
        }
        for (slot, registers) in joins {
            self.set_slot(slot, registers);
        }
        Ok(arms.len())
    }

    /// Where an `if`'s arms meet: `before` with the components that differ
    /// in `after` (the if-converted result) in a fresh register per vector.
    fn join_registers(&mut self, before: &Value, after: &Value, span: Span) -> R<Value> {
        match (before, after) {
            (Value::Vector(b), Value::Vector(a)) if b.len() == a.len() => {
                let differing: Vec<usize> = (0..b.len()).filter(|&i| !b[i].same(a[i])).collect();
                if differing.is_empty() {
                    return Ok(before.clone());
                }
                if b.len() > 4 {
                    return Err(unsupported(span, "this branch"));
                }
                let reg = self.ir.new_vreg();
                let mut out = b.clone();
                for i in differing {
                    out[i] = Comp::reg(Source::Temp(reg), i as u8);
                }
                Ok(Value::Vector(out))
            }
            (Value::Aggregate(bs), Value::Aggregate(as_)) if bs.len() == as_.len() => {
                Ok(Value::Aggregate(
                    bs.iter()
                        .zip(as_)
                        .map(|(b, a)| self.join_registers(b, a, span))
                        .collect::<R<_>>()?,
                ))
            }
            _ if before.same(after) => Ok(before.clone()),
            _ => Err(unsupported(span, "this branch")),
        }
    }

    /// Instructions lowered so far, over all blocks, a select counted as
    /// [`SELECT_COST`](super::blocks::SELECT_COST).
    fn weighted_size(&self) -> usize {
        self.flow.blocks.weighted_size()
            + self.flow.current_start.weighted_size()
            + weighted_size(&self.ir.blocks[0].insts)
    }

    /// The variables the caller reads into their meeting registers.
    fn copy_to_exit(&mut self) {
        let registers = self
            .flow
            .exits
            .last()
            .map(|exit| exit.registers.clone())
            .unwrap_or_default();
        for (slot, copy) in &registers {
            if let Some(value) = self.slot_value(*slot).cloned() {
                self.copy_into(copy, &value);
            }
        }
    }

    /// The variables a caller reads after a call of `function`, where the
    /// profile branches: `Return` and the `out`/`inout` parameters.
    pub(crate) fn returned_slots(&self, function: &crate::sema::hir::Function) -> Vec<Var> {
        if !self.caps.branches {
            return Vec::new();
        }
        std::iter::once(Var::Return)
            .chain(
                function
                    .params
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.direction.writes())
                    .map(|(i, _)| Var::Param(i as u32)),
            )
            .collect()
    }

    /// The start of a function's body (the entry's or an inlined call's, its
    /// frame pushed): `slots` are the variables its caller reads (empty: no
    /// branch out of it).
    pub(crate) fn open_function_exit(&mut self, slots: Vec<Var>) {
        self.flow.exits.push(FunctionExit {
            frame: self.frames.len(),
            slots,
            ..FunctionExit::default()
        });
    }

    /// The end of a function's body (its frame not yet popped): where
    /// branches out of it were lowered, the path that got here copies the
    /// variables its caller reads into the meeting registers too, and the
    /// code after the function (for the entry: the output writes) reads them
    /// from there, in a block of its own.
    pub(crate) fn join_function_exits(&mut self) {
        let Some(exit) = self.flow.exits.last() else {
            return;
        };
        if exit.blocks.is_empty() {
            self.flow.exits.pop();
            return;
        }
        self.copy_to_exit();
        let Some(exit) = self.flow.exits.pop() else {
            return;
        };
        let join = BlockId(self.current_block().0 + 1);
        self.finish_block(Terminator::Jump(join));
        for block in exit.blocks {
            *self.flow.blocks.terminator_mut(block) = Terminator::Jump(join);
        }
        for (slot, copy) in exit.registers {
            self.set_slot(slot, copy);
        }
        // Copies made on one path are not there on the others.
        self.materialized.clear();
        self.derivations.clear();
    }

    /// The statements before a final `break` of `then_block`, when none of
    /// them leaves the loop or the function in any other way.
    fn breaking_statements(&self, then_block: &[StmtId]) -> Option<Vec<StmtId>> {
        let mut statements = self.ending_with(
            then_block,
            |kind| matches!(kind, StmtKind::Break),
            |_| false,
        )?;
        statements.pop();
        Some(statements)
    }

    /// The statements of `then_block` (nested blocks opened) when the last is
    /// `is_final` and none before it leaves the loop or the function other
    /// than by statements `may_leave` accepts.
    fn ending_with(
        &self,
        then_block: &[StmtId],
        is_final: impl Fn(&StmtKind) -> bool,
        may_leave: impl Fn(&StmtKind) -> bool + Copy,
    ) -> Option<Vec<StmtId>> {
        let body = self.body();
        let mut statements = then_block.to_vec();
        while let [only] = statements[..] {
            match &body.stmt(only).kind {
                StmtKind::Block(inner) => statements = inner.clone(),
                _ => break,
            }
        }
        let (&last, rest) = statements.split_last()?;
        (is_final(&body.stmt(last).kind) && !rest.iter().any(|&s| leaves(body, s, may_leave)))
            .then_some(statements)
    }
}

/// Whether every component of `value` that differs from the join `target`
/// lands in one of the join's `fresh` registers (the if-converted lowering
/// found the others unchanged; an arm that changes them cannot branch).
fn reaches_join(target: &Value, value: &Value, fresh: &[VReg]) -> bool {
    match (target, value) {
        (Value::Vector(t), Value::Vector(v)) => t.iter().zip(v).all(|(&t, &v)| {
            t.same(v)
                || matches!(v, Comp::Undef(_))
                || matches!(t, Comp::Reg { source: Source::Temp(reg), .. } if fresh.contains(&reg))
        }),
        (Value::Aggregate(ts), Value::Aggregate(vs)) => {
            ts.len() == vs.len() && ts.iter().zip(vs).all(|(t, v)| reaches_join(t, v, fresh))
        }
        _ => target.same(value),
    }
}

/// Whether `stmt` contains a `break`, `continue`, `return` or `discard` other
/// than those `may_leave` accepts.
fn leaves(body: &Body, stmt: StmtId, may_leave: impl Fn(&StmtKind) -> bool + Copy) -> bool {
    let all = |stmts: &[StmtId]| stmts.iter().any(|&s| leaves(body, s, may_leave));
    match &body.stmt(stmt).kind {
        kind @ (StmtKind::Break | StmtKind::Continue | StmtKind::Return(_) | StmtKind::Discard) => {
            !may_leave(kind)
        }
        StmtKind::Expr(_) | StmtKind::Local { .. } => false,
        StmtKind::If {
            then_block,
            else_block,
            ..
        } => all(then_block) || else_block.as_deref().is_some_and(all),
        StmtKind::For {
            init, body: inner, ..
        } => all(init) || all(inner),
        StmtKind::While { body: inner, .. } | StmtKind::DoWhile { body: inner, .. } => all(inner),
        StmtKind::Block(inner) => all(inner),
    }
}
