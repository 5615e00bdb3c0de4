//! A loop kept a loop in a profile that branches ([`super::flow`] tells how):
//! the search for the variables an iteration changes, their carried
//! registers, the blocks before, of and after the body.

use super::blocks::{temporaries_of, LoopFrame, Slot};
use crate::ir::{BlockId, Dest, Inst, Opcode, Source, Terminator, VReg, WriteMask};
use crate::lower::expr::index::RUN_TIME_SUBSCRIPT;
use crate::lower::frame::Var;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{ExprId, StmtId};
use crate::span::Span;
use std::collections::HashMap;

/// Static instruction budget that makes a loop pointless to keep trying.
const MAX_STATIC_INSTRUCTIONS: usize = 1 << 16;

/// The parts of a loop statement that each iteration lowers (the test is
/// lowered at the back edge).
#[derive(Clone, Copy)]
struct LoopParts<'a> {
    step: Option<ExprId>,
    body: &'a [StmtId],
    /// The loop's depth: its `Broken` and `Continued` flags.
    depth: u32,
}

impl<'p> Lowerer<'p> {
    /// The rest of a loop whose test at this point is the run-time `first_test`:
    /// lowered as a real loop. The loop's flags (`Broken`, `Continued` of
    /// `depth`) are in the environment and `loop_depth` counts this loop.
    pub(crate) fn real_loop(
        &mut self,
        first_test: Comp,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        depth: u32,
        span: Span,
    ) -> R<()> {
        let entry_condition = self.running_condition(first_test);
        if entry_condition.constant() == Some(0.0) {
            return Ok(());
        }
        // The carried registers hold the true values: a running value from
        // before the loop would hide what the back edge writes. Reading the
        // true values is exact (what follows an exit is guarded).
        self.frame_mut().running.clear();
        let parts = LoopParts { step, body, depth };
        // `continue` of this loop is reset at the end of every iteration.
        let slots: Vec<Slot> = self
            .slots()
            .into_iter()
            .filter(|&slot| slot != Slot::Local(Var::Continued(depth)))
            .collect();
        let carried_slots = self.find_carried_slots(&slots, parts, span)?;
        let carried = self.enter_carried_registers(&carried_slots, span)?;
        // Copies and derivations made inside the loop read registers the back
        // edge rewrites: only those made before the loop stay valid after it.
        let outer_materialized = self.materialized.clone();
        let outer_derivations = self.derivations.clone();
        let pre = self.finish_pre_block(entry_condition);
        let exits = self.loop_body(&slots, &carried, parts)?;
        self.write_back_edge(&carried);
        self.materialized = outer_materialized.clone();
        self.derivations = outer_derivations.clone();
        self.close_loop(pre, cond, exits, span)?;
        // The exit block sees the carried registers (already in the environment).
        self.materialized = outer_materialized;
        self.derivations = outer_derivations;
        Ok(())
    }

    /// cgc 3.1 compiles the body of a loop a fragment program cannot unroll
    /// before it reports the loop: a subscript by what the iterations change
    /// (`f[i]` in a loop bounded by a uniform) is C5043 before the loop's
    /// C5013 (tests/field/heldout17/repro/loop_index_c5043.cg). A trial
    /// iteration with the changing variables opaque finds the first such
    /// subscript; in vertex programs arrays are addressed at run time.
    pub(crate) fn report_run_time_subscript(
        &mut self,
        step: Option<ExprId>,
        body: &[StmtId],
        depth: u32,
        span: Span,
    ) {
        if self.caps.stage != crate::ir::Stage::Fragment || self.caps.glsl.is_some() {
            return;
        }
        let slots: Vec<Slot> = self
            .slots()
            .into_iter()
            .filter(|&slot| slot != Slot::Local(Var::Continued(depth)))
            .collect();
        let parts = LoopParts { step, body, depth };
        let snapshot = self.snapshot();
        let trial = self.find_carried_slots(&slots, parts, span);
        self.restore(snapshot);
        if let Err(error) = trial {
            if error.code == RUN_TIME_SUBSCRIPT {
                self.earlier_errors.push(error);
            }
        }
    }

    /// Which variables does an iteration change? Lower the body with the
    /// variables found so far replaced by opaque values, until no more are
    /// found (a variable can change only once another one did).
    fn find_carried_slots(&mut self, slots: &[Slot], parts: LoopParts, span: Span) -> R<Vec<Slot>> {
        let mut carried_slots: Vec<Slot> = Vec::new();
        loop {
            // Nested loops repeat this search inside each trial: counted.
            self.spend_step(span)?;
            let found = self.changed_in_trial(slots, &carried_slots, parts)?;
            if found.len() == carried_slots.len() {
                return Ok(carried_slots);
            }
            carried_slots = found;
        }
    }

    /// One throw-away lowering of an iteration with the `carried_slots` opaque:
    /// those, and every slot the iteration or a branch out of it changed.
    fn changed_in_trial(
        &mut self,
        slots: &[Slot],
        carried_slots: &[Slot],
        parts: LoopParts,
    ) -> R<Vec<Slot>> {
        let snapshot = self.snapshot();
        let start = self.opaque_start(slots, carried_slots);
        let frame = self.loop_frame(parts.depth, slots, Vec::new());
        self.flow.loops.push(frame);
        let trial = self.iteration(parts);
        let exit_changed = self
            .flow
            .loops
            .pop()
            .map(|frame| frame.exit_changed)
            .unwrap_or_default();
        let mut found = carried_slots.to_vec();
        for slot in exit_changed {
            if !found.contains(&slot) {
                found.push(slot);
            }
        }
        if trial.is_ok() {
            for &slot in slots {
                let (Some(before), Some(after)) = (start.get(&slot), self.slot_value(slot)) else {
                    continue;
                };
                if !before.same(after) && !found.contains(&slot) {
                    found.push(slot);
                }
            }
        }
        self.restore(snapshot);
        trial?;
        Ok(found)
    }

    /// The values of `slots` at the start of a trial iteration, the
    /// `carried_slots` replaced by opaque values (in the environment too).
    fn opaque_start(&mut self, slots: &[Slot], carried_slots: &[Slot]) -> HashMap<Slot, Value> {
        let mut start = HashMap::new();
        for &slot in slots {
            if let Some(value) = self.slot_value(slot).cloned() {
                let value = if carried_slots.contains(&slot) {
                    let opaque = self.opaque(&value);
                    self.set_slot(slot, opaque.clone());
                    opaque
                } else {
                    value
                };
                start.insert(slot, value);
            }
        }
        start
    }

    /// The block before the loop: initial values into the carried registers,
    /// which the environment holds from here on.
    fn enter_carried_registers(
        &mut self,
        carried_slots: &[Slot],
        span: Span,
    ) -> R<Vec<(Slot, Value)>> {
        let mut carried: Vec<(Slot, Value)> = Vec::new();
        for &slot in carried_slots {
            let Some(initial) = self.slot_value(slot).cloned() else {
                continue;
            };
            let registers = self.carried_registers(&initial, span)?;
            self.copy_into(&registers, &initial);
            self.set_slot(slot, registers.clone());
            carried.push((slot, registers));
        }
        Ok(carried)
    }

    /// Ends the block before the loop with the test before the first
    /// iteration (its exit target patched by [`Self::close_loop`]); returns
    /// its id. The body starts in the next block.
    fn finish_pre_block(&mut self, entry_condition: Comp) -> BlockId {
        let pre = self.current_block();
        let body_id = BlockId(pre.0 + 1);
        let pre_terminator = match entry_condition.constant() {
            Some(_) => Terminator::Jump(body_id),
            None => Terminator::Branch {
                condition: self.condition_operand(entry_condition),
                if_true: body_id,
                // Patched once the exit block's id is known.
                if_false: body_id,
            },
        };
        self.finish_block(pre_terminator);
        pre
    }

    /// The body and the step, lowered for real; returns the blocks that
    /// jump out of the loop.
    fn loop_body(
        &mut self,
        slots: &[Slot],
        carried: &[(Slot, Value)],
        parts: LoopParts,
    ) -> R<Vec<BlockId>> {
        let frame = self.loop_frame(parts.depth, slots, carried.to_vec());
        self.flow.loops.push(frame);
        let iteration = self.iteration(parts);
        let exits = self
            .flow
            .loops
            .pop()
            .map(|frame| frame.exits)
            .unwrap_or_default();
        iteration?;
        Ok(exits)
    }

    /// The end of the body: the new values into the carried registers (all
    /// read before any is written), which the environment holds again.
    fn write_back_edge(&mut self, carried: &[(Slot, Value)]) {
        let mut staged = Vec::new();
        for (slot, registers) in carried {
            let Some(new) = self.slot_value(*slot).cloned() else {
                continue;
            };
            let new = self.stage(registers, &new, carried);
            staged.push((registers.clone(), new));
        }
        for (registers, new) in &staged {
            self.copy_into(registers, new);
        }
        for (slot, registers) in carried {
            self.set_slot(*slot, registers.clone());
        }
    }

    /// The test again and the back edge to the body after block `pre`; the
    /// test before the loop and the jumps out of it (`exits`) go to the exit
    /// block, which lowering builds next.
    fn close_loop(
        &mut self,
        pre: BlockId,
        cond: Option<ExprId>,
        exits: Vec<BlockId>,
        span: Span,
    ) -> R<()> {
        let body_id = BlockId(pre.0 + 1);
        let test = match cond {
            Some(cond) => self.test(cond)?,
            None => Comp::Const(1.0),
        };
        let back_condition = self.running_condition(test);
        let body_end = self.current_block();
        let exit = BlockId(body_end.0 + 1);
        let back_terminator = match back_condition.constant() {
            Some(0.0) => Terminator::Jump(exit),
            Some(_) => {
                return Err(unsupported(span, "a loop that never ends"));
            }
            None => Terminator::Branch {
                condition: self.condition_operand(back_condition),
                if_true: body_id,
                if_false: exit,
            },
        };
        self.finish_block(back_terminator);
        if let Terminator::Branch { if_false, .. } = self.flow.blocks.terminator_mut(pre) {
            *if_false = exit;
        }
        for block in exits {
            *self.flow.blocks.terminator_mut(block) = Terminator::Jump(exit);
        }
        let size = self.flow.blocks.size();
        if size > MAX_STATIC_INSTRUCTIONS {
            return Err(unsupported(span, "a program this large"));
        }
        Ok(())
    }

    fn loop_frame(&self, depth: u32, slots: &[Slot], carried: Vec<(Slot, Value)>) -> LoopFrame {
        LoopFrame {
            frames: self.frames.len(),
            depth,
            path: self.path.len(),
            start: slots
                .iter()
                .filter_map(|&slot| Some((slot, self.slot_value(slot)?.clone())))
                .collect(),
            carried,
            exits: Vec::new(),
            exit_changed: Vec::new(),
        }
    }

    /// One iteration: the body, the end of `continue`, and the step.
    fn iteration(&mut self, parts: LoopParts) -> R<()> {
        self.block(parts.body)?;
        self.frame_mut()
            .env
            .insert(Var::Continued(parts.depth), Value::scalar(Comp::Const(0.0)));
        if let Some(step) = parts.step {
            if !self.exited() {
                self.expr(step)?;
            }
        }
        Ok(())
    }

    fn test(&mut self, cond: ExprId) -> R<Comp> {
        let span = self.body().expr(cond).span;
        let value = self.expr(cond)?;
        Ok(crate::lower::expr::kinds::vector(&value, span)?[0])
    }

    /// A value of the same shape as `value` whose components are fresh
    /// registers nothing writes (for the trial lowering).
    fn opaque(&mut self, value: &Value) -> Value {
        match value {
            Value::Vector(v) => {
                let reg = self.ir.new_vreg();
                Value::Vector(
                    (0..v.len())
                        .map(|i| Comp::reg(Source::Temp(reg), i as u8))
                        .collect(),
                )
            }
            Value::Aggregate(items) => {
                Value::Aggregate(items.iter().map(|item| self.opaque(item)).collect())
            }
            other => other.clone(),
        }
    }

    /// Fresh registers of `value`'s shape (vectors of at most four components).
    pub(crate) fn carried_registers(&mut self, value: &Value, span: Span) -> R<Value> {
        match value {
            Value::Vector(v) if v.len() <= 4 => {
                let reg = self.ir.new_vreg();
                Ok(Value::Vector(
                    (0..v.len())
                        .map(|i| Comp::reg(Source::Temp(reg), i as u8))
                        .collect(),
                ))
            }
            Value::Aggregate(items) => Ok(Value::Aggregate(
                items
                    .iter()
                    .map(|item| self.carried_registers(item, span))
                    .collect::<R<_>>()?,
            )),
            Value::Void => Ok(Value::Void),
            _ => Err(unsupported(
                span,
                "changing this kind of variable in a loop",
            )),
        }
    }

    /// `MOV`s of `value` into `registers` (same shape); components equal to the
    /// register's own, and undefined ones, are skipped.
    pub(crate) fn copy_into(&mut self, registers: &Value, value: &Value) {
        match (registers, value) {
            (Value::Vector(regs), Value::Vector(values)) => {
                // Components to write, grouped by what they read: one `MOV` each.
                let mut pending: Vec<(usize, Comp)> = Vec::new();
                for (i, (&target, &source)) in regs.iter().zip(values.iter()).enumerate() {
                    // Where a branch or a pass leaves a variable unset, the
                    // register it meets in may be unset (C7050 at a use).
                    self.unset.carry_copy(target, source);
                    if target.same(source) || matches!(source, Comp::Undef(_)) {
                        continue;
                    }
                    pending.push((i, source));
                }
                // The register of the components that change (a join keeps
                // the unchanged ones where they are).
                let Some(Comp::Reg {
                    source: Source::Temp(reg),
                    ..
                }) = pending.first().map(|&(i, _)| regs[i])
                else {
                    return;
                };
                while let Some(&(_, first)) = pending.first() {
                    let group: Vec<(usize, Comp)> = pending
                        .iter()
                        .copied()
                        .filter(|&(_, c)| same_source(first, c))
                        .collect();
                    pending.retain(|&(_, c)| !same_source(first, c));
                    let mut lanes = [Comp::UNDEF; 4];
                    let mut mask = WriteMask::NONE;
                    for &(i, c) in &group {
                        lanes[i] = c;
                        mask = mask.union(WriteMask::single(i as u8));
                    }
                    let operand = self.masked_operand(&lanes, mask);
                    self.ir
                        .push(Inst::new(Opcode::Mov, Dest::temp(reg, mask), &[operand]));
                }
            }
            (Value::Aggregate(regs), Value::Aggregate(values)) => {
                for (r, v) in regs.iter().zip(values) {
                    self.copy_into(r, v);
                }
            }
            _ => {}
        }
    }

    /// `value` with every component that reads a carried register (other than
    /// in place in `target`, which the copy skips) first copied to a fresh
    /// register, so that writing the carried registers one after the other
    /// reads the old values.
    pub(crate) fn stage(
        &mut self,
        target: &Value,
        value: &Value,
        carried: &[(Slot, Value)],
    ) -> Value {
        self.stage_value(target, value, &temporaries_of(carried))
    }

    fn stage_value(&mut self, target: &Value, value: &Value, carried_regs: &[VReg]) -> Value {
        match value {
            Value::Vector(v) => {
                let own = |i: usize| match target {
                    Value::Vector(t) => t.get(i).copied(),
                    _ => None,
                };
                let moves = |i: usize, c: &Comp| {
                    matches!(c, Comp::Reg { source: Source::Temp(reg), .. } if carried_regs.contains(reg))
                        && !own(i).is_some_and(|own| own.same(*c))
                };
                if !v.iter().enumerate().any(|(i, c)| moves(i, c)) {
                    return value.clone();
                }
                let reg = self.ir.new_vreg();
                let mut out = Vector::new();
                for (i, &c) in v.iter().enumerate() {
                    if matches!(c, Comp::Undef(_)) || !moves(i, &c) {
                        out.push(c);
                        continue;
                    }
                    let mut lanes = [Comp::UNDEF; 4];
                    lanes[i] = c;
                    let mask = WriteMask::single(i as u8);
                    let operand = self.masked_operand(&lanes, mask);
                    self.ir
                        .push(Inst::new(Opcode::Mov, Dest::temp(reg, mask), &[operand]));
                    out.push(Comp::reg(Source::Temp(reg), i as u8));
                }
                Value::Vector(out)
            }
            Value::Aggregate(items) => Value::Aggregate(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| {
                        let own = match target {
                            Value::Aggregate(ts) => ts.get(i).unwrap_or(&Value::Void),
                            _ => &Value::Void,
                        };
                        self.stage_value(own, item, carried_regs)
                    })
                    .collect(),
            ),
            other => other.clone(),
        }
    }
}

/// Components one operand can read together: the same register with the same
/// sign, or constants.
fn same_source(a: Comp, b: Comp) -> bool {
    match (a, b) {
        (
            Comp::Reg {
                source: x,
                negate: m,
                ..
            },
            Comp::Reg {
                source: y,
                negate: n,
                ..
            },
        ) => x == y && m == n,
        (Comp::Reg { .. }, _) | (_, Comp::Reg { .. }) => false,
        _ => true,
    }
}
