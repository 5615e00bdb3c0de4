//! Real loops for profiles that branch (vp30).
//!
//! Lowering builds the program in block 0 of the IR; when a loop must stay a
//! loop, the instructions built so far become a finished block (kept in
//! [`Flow::blocks`](super::blocks::Flow::blocks), whose index is the block's
//! id) and lowering goes on in block 0, which always holds the block being
//! built and whose id is `Flow::blocks.len()`. [`Lowerer::finish_flow`] puts the blocks in place.
//!
//! A loop is rotated the way cgc emits it: the test before the first
//! iteration ends the block before the loop, the body ends with the step and
//! the test again, branching back to the body's start.
//!
//! ```text
//!   pre:   ... carried := initial values; BRA exit (!cond)
//!   body:  ...; step; carried := new values; BRA body (cond)
//!   exit:  ...
//! ```
//!
//! Variables are symbolic values ([`super::value`]), so a variable the body
//! changes must live in a register the back edge writes: its *carried*
//! register. Which variables change is found by lowering the body once with
//! opaque placeholder values and throwing that attempt away. A carried
//! register is written more than once, so copies made of it by
//! [`super::build`] are forgotten at the points where it changes.
//!
//! `if (c) { ...; break; }` directly in the body branches to a block that runs
//! the arm, copies the changed variables into the carried registers and jumps
//! to the exit ([`Lowerer::branch_out_of_loop`]); an early
//! `if (c) { ...; return x; }` in the entry's own body likewise jumps to a
//! last block that writes the outputs ([`Lowerer::branch_out_of_function`]).
//! Other `break`, `continue` and `return` keep using the flag variables of
//! [`super::stmt`] (if-converted inside one iteration); a flag that can be set
//! at run time is a carried variable and the loop's test includes it.
//!
//! An `if` on a run-time condition whose arms neither leave nor sit in
//! if-converted code is lowered both if-converted and as branches (`BRA` over
//! the `then` arm, the arms' changed components meeting in fresh registers),
//! and the cheaper kept, a select counted as two instructions
//! ([`Lowerer::cheaper_if`]).
//!
//! In a profile that branches, a loop whose trip count is constant is lowered
//! both unrolled and as a real loop, and the shorter lowering is kept
//! (`Lowerer::loop_stmt`), as cgc keeps such loops in vp30.

use super::blocks::{temporaries_of, Flow, FunctionExit, LoopFrame, Slot};
use super::frame::Var;
use super::state::{unsupported, Lowerer, R};
use super::value::{Comp, Value, Vector};
use crate::diag::Diagnostic;
use crate::ir::{self, Block, BlockId, Dest, Inst, Opcode, Source, Terminator, VReg, WriteMask};
use crate::sema::hir::{Body, ExprId, GlobalId, StmtId, StmtKind};
use crate::span::Span;
use std::collections::{BTreeMap, HashMap};

/// cgc's error for a loop with a run-time trip count in a profile that cannot
/// branch (C5013 `for`, C5011 `while`, C5012 `do`).
pub(super) fn not_unrolled(keyword: &str, span: Span) -> Diagnostic {
    let code = match keyword {
        "while" => 5011,
        "do" => 5012,
        _ => 5013,
    };
    Diagnostic::error(
        code,
        span,
        format!("profile does not support \"{keyword}\" statements and \"{keyword}\" could not be unrolled."),
    )
}

/// Everything a throw-away lowering of a loop body may change.
pub(super) struct Snapshot {
    ir: ir::Program,
    flow: Flow,
    env: BTreeMap<Var, Value>,
    globals: BTreeMap<GlobalId, Value>,
    path: Vec<Comp>,
    outputs: BTreeMap<String, ir::OutputId>,
    materialized: Vec<(Vector, VReg)>,
    comparisons: Vec<(Comp, Opcode, Comp, Comp)>,
    interface: crate::interface::ProgramInterface,
    semantic_arguments: usize,
}

/// What the code after a branch must see as it was before the branch: the
/// values the branched-over code may change.
struct BeforeBranch {
    env: BTreeMap<Var, Value>,
    globals: BTreeMap<GlobalId, Value>,
    materialized: Vec<(Vector, VReg)>,
    comparisons: Vec<(Comp, Opcode, Comp, Comp)>,
}

/// What a select costs in vp30: the default write and the conditional one
/// (the condition-code write is often shared or fused into the comparison).
/// Measured over the corpus, 2 keeps the most instructions off.
const SELECT_COST: usize = 2;

/// Static instruction budget that makes a loop pointless to keep trying.
const MAX_STATIC_INSTRUCTIONS: usize = 1 << 16;

impl<'p> Lowerer<'p> {
    /// The id of the block being built.
    fn current_block(&self) -> BlockId {
        BlockId(self.flow.blocks.len() as u32)
    }

    /// Ends the block being built with `terminator`; returns its id.
    fn finish_block(&mut self, terminator: Terminator) -> BlockId {
        let id = self.current_block();
        let mut insts = std::mem::take(&mut self.ir.blocks[0].insts);
        self.address = None;
        if let Terminator::Branch { condition, .. } = terminator {
            sink_condition(&mut insts, condition);
        }
        self.flow.blocks.push(Block { insts, terminator });
        id
    }

    /// Ends the block being built with a branch on `condition` to the next
    /// block; the other target is set by [`Self::patch_branch`]. Returns the
    /// branching block and the state the code after the branch starts from.
    fn open_branch(&mut self, condition: Comp) -> (BlockId, BeforeBranch) {
        let before = BeforeBranch {
            env: self.frame().env.clone(),
            globals: self.globals.clone(),
            materialized: self.materialized.clone(),
            comparisons: self.comparisons.clone(),
        };
        let operand = self.condition_operand(condition);
        let branch = self.finish_block(Terminator::Branch {
            condition: operand,
            if_true: BlockId(self.current_block().0 + 1),
            if_false: BlockId(0),
        });
        (branch, before)
    }

    /// Where `branch` goes when its condition is false: the block being built.
    fn patch_branch(&mut self, branch: BlockId) {
        let target = self.current_block();
        if let Terminator::Branch { if_false, .. } =
            &mut self.flow.blocks[branch.0 as usize].terminator
        {
            *if_false = target;
        }
    }

    /// Back to the state before a branch, for the code that did not run it.
    fn restore_before_branch(&mut self, before: &BeforeBranch) {
        self.frame_mut().env = before.env.clone();
        self.globals = before.globals.clone();
        self.materialized = before.materialized.clone();
        self.comparisons = before.comparisons.clone();
    }

    /// Instructions lowered so far, over all blocks.
    pub(super) fn lowered_size(&self) -> usize {
        let finished: usize = self.flow.blocks.iter().map(|b| b.insts.len()).sum();
        finished + self.ir.blocks[0].insts.len()
    }

    /// Puts the finished blocks in place once the whole entry is lowered.
    pub(super) fn finish_flow(&mut self) {
        if self.flow.blocks.is_empty() {
            return;
        }
        self.finish_block(Terminator::Return);
        self.ir.blocks = std::mem::take(&mut self.flow.blocks);
        write_outputs_early(&mut self.ir.blocks);
    }

    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            ir: self.ir.clone(),
            flow: self.flow.clone(),
            env: self.frame().env.clone(),
            globals: self.globals.clone(),
            path: self.path.clone(),
            outputs: self.outputs.clone(),
            materialized: self.materialized.clone(),
            comparisons: self.comparisons.clone(),
            interface: self.interface.clone(),
            semantic_arguments: self.semantic_arguments.len(),
        }
    }

    pub(super) fn restore(&mut self, snapshot: Snapshot) {
        self.ir = snapshot.ir;
        self.flow = snapshot.flow;
        self.frame_mut().env = snapshot.env;
        self.globals = snapshot.globals;
        self.path = snapshot.path;
        self.outputs = snapshot.outputs;
        self.materialized = snapshot.materialized;
        self.comparisons = snapshot.comparisons;
        self.interface = snapshot.interface;
        self.semantic_arguments
            .truncate(snapshot.semantic_arguments);
        self.address = None;
    }

    fn slots(&self) -> Vec<Slot> {
        let mut slots: Vec<Slot> = self.frame().env.keys().map(|&v| Slot::Local(v)).collect();
        slots.extend(self.globals.keys().map(|&g| Slot::Global(g)));
        slots.sort_by_key(|slot| format!("{slot:?}"));
        slots
    }

    fn slot_value(&self, slot: Slot) -> Option<&Value> {
        match slot {
            Slot::Local(var) => self.frame().env.get(&var),
            Slot::Global(global) => self.globals.get(&global),
        }
    }

    fn set_slot(&mut self, slot: Slot, value: Value) {
        match slot {
            Slot::Local(var) => {
                self.frame_mut().env.insert(var, value);
            }
            Slot::Global(global) => {
                self.globals.insert(global, value);
            }
        }
    }

    /// Whether the loop test must be and-ed with the run-time exit flags.
    fn running_condition(&mut self, condition: Comp) -> Comp {
        let guard = self.full_guard();
        let running = self.not(&[guard])[0];
        let mut all = self.path.clone();
        all.push(condition);
        all.push(running);
        self.all(&all)
    }

    /// The rest of a loop whose test at this point is the run-time `first_test`:
    /// lowered as a real loop. The loop's flags (`Broken`, `Continued` of
    /// `depth`) are in the environment and `loop_depth` counts this loop.
    pub(super) fn real_loop(
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

        // Which variables does an iteration change? Lower the body with the
        // variables found so far replaced by opaque values, until no more are
        // found (a variable can change only once another one did).
        // `continue` of this loop is reset at the end of every iteration.
        let slots: Vec<Slot> = self
            .slots()
            .into_iter()
            .filter(|&slot| slot != Slot::Local(Var::Continued(depth)))
            .collect();
        let mut carried_slots: Vec<Slot> = Vec::new();
        loop {
            // Nested loops repeat this search inside each trial: counted.
            self.spend_step(span)?;
            let snapshot = self.snapshot();
            let mut start = HashMap::new();
            for &slot in &slots {
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
            let frame = self.loop_frame(depth, &slots, Vec::new());
            self.flow.loops.push(frame);
            let trial = self.iteration(cond, step, body, depth);
            let exit_changed = self
                .flow
                .loops
                .pop()
                .map(|frame| frame.exit_changed)
                .unwrap_or_default();
            let mut found = carried_slots.clone();
            for slot in exit_changed {
                if !found.contains(&slot) {
                    found.push(slot);
                }
            }
            if trial.is_ok() {
                for &slot in &slots {
                    let (Some(before), Some(after)) = (start.get(&slot), self.slot_value(slot))
                    else {
                        continue;
                    };
                    if !before.same(after) && !found.contains(&slot) {
                        found.push(slot);
                    }
                }
            }
            self.restore(snapshot);
            trial?;
            if found.len() == carried_slots.len() {
                break;
            }
            carried_slots = found;
        }

        // The block before the loop: initial values into the carried registers.
        let mut carried: Vec<(Slot, Value)> = Vec::new();
        for &slot in &carried_slots {
            let Some(initial) = self.slot_value(slot).cloned() else {
                continue;
            };
            let registers = self.carried_registers(&initial, span)?;
            self.copy_into(&registers, &initial);
            self.set_slot(slot, registers.clone());
            carried.push((slot, registers));
        }
        // Copies and comparisons made inside the loop read registers the back
        // edge rewrites: only those made before the loop stay valid after it.
        let outer_materialized = self.materialized.clone();
        let outer_comparisons = self.comparisons.clone();
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

        // The body, the step, the back edge.
        let frame = self.loop_frame(depth, &slots, carried.clone());
        self.flow.loops.push(frame);
        let iteration = self.iteration(cond, step, body, depth);
        let exits = self
            .flow
            .loops
            .pop()
            .map(|frame| frame.exits)
            .unwrap_or_default();
        iteration?;
        let mut staged = Vec::new();
        for (slot, registers) in &carried {
            let Some(new) = self.slot_value(*slot).cloned() else {
                continue;
            };
            let new = self.stage(registers, &new, &carried);
            staged.push((registers.clone(), new));
        }
        for (registers, new) in &staged {
            self.copy_into(registers, new);
        }
        for (slot, registers) in &carried {
            self.set_slot(*slot, registers.clone());
        }
        self.materialized = outer_materialized.clone();
        self.comparisons = outer_comparisons.clone();
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
        if let Terminator::Branch { if_false, .. } =
            &mut self.flow.blocks[pre.0 as usize].terminator
        {
            *if_false = exit;
        }
        for block in exits {
            self.flow.blocks[block.0 as usize].terminator = Terminator::Jump(exit);
        }
        let size: usize = self.flow.blocks.iter().map(|b| b.insts.len()).sum();
        if size > MAX_STATIC_INSTRUCTIONS {
            return Err(unsupported(span, "a program this large"));
        }
        // The exit block sees the carried registers (already in the environment).
        self.materialized = outer_materialized;
        self.comparisons = outer_comparisons;
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

    /// `if (condition) { ...; break; }` directly in the body of the real loop
    /// being lowered, where nothing has set a flag: a branch to a block that
    /// runs the statements, copies the variables into the carried registers
    /// and jumps out of the loop, as cgc does. `Ok(false)` (nothing lowered)
    /// where the statement is not of that form.
    pub(super) fn branch_out_of_loop(
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
    pub(super) fn branch_out_of_function(
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
    pub(super) fn may_branch_if(
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
    pub(super) fn cheaper_if(
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
        changed.sort_by_key(|slot| format!("{slot:?}"));
        for slot in changed {
            let Some(value) = self.slot_value(slot).cloned() else {
                continue;
            };
            let Some(after) = converted.get(&slot) else {
                continue;
            };
            let registers = self.join_registers(&value, after, span)?;
            if else_block.is_none() {
                // The path that skips the arm meets with the values as they were.
                self.copy_into(&registers, &value);
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
            for (registers, value) in &staged {
                self.copy_into(registers, value);
            }
            let next = BlockId(self.current_block().0 + 1);
            ends.push(self.finish_block(Terminator::Jump(next)));
            if i == 0 {
                self.patch_branch(branch);
            }
            self.restore_before_branch(&before);
        }
        let join = self.current_block();
        if let Some(&then_end) = ends.first() {
            self.flow.blocks[then_end.0 as usize].terminator = Terminator::Jump(join);
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
    /// [`SELECT_COST`].
    fn weighted_size(&self) -> usize {
        let finished = self.flow.blocks.iter().flat_map(|b| &b.insts);
        finished
            .chain(&self.ir.blocks[0].insts)
            .map(|inst| {
                if inst.op == Opcode::Cmp {
                    SELECT_COST
                } else {
                    1
                }
            })
            .sum()
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
    pub(super) fn returned_slots(&self, function: &crate::sema::hir::Function) -> Vec<Var> {
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
    pub(super) fn open_function_exit(&mut self, slots: Vec<Var>) {
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
    pub(super) fn join_function_exits(&mut self) {
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
            self.flow.blocks[block.0 as usize].terminator = Terminator::Jump(join);
        }
        for (slot, copy) in exit.registers {
            self.set_slot(slot, copy);
        }
        // Copies made on one path are not there on the others.
        self.materialized.clear();
        self.comparisons.clear();
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

    /// One iteration: the body, the end of `continue`, and the step.
    fn iteration(
        &mut self,
        _cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        depth: u32,
    ) -> R<()> {
        self.block(body)?;
        self.frame_mut()
            .env
            .insert(Var::Continued(depth), Value::scalar(Comp::Const(0.0)));
        if let Some(step) = step {
            if !self.exited() {
                self.expr(step)?;
            }
        }
        Ok(())
    }

    fn test(&mut self, cond: ExprId) -> R<Comp> {
        let span = self.body().expr(cond).span;
        let value = self.expr(cond)?;
        Ok(super::expr::vector(&value, span)?[0])
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
    fn carried_registers(&mut self, value: &Value, span: Span) -> R<Value> {
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
    fn copy_into(&mut self, registers: &Value, value: &Value) {
        match (registers, value) {
            (Value::Vector(regs), Value::Vector(values)) => {
                // Components to write, grouped by what they read: one `MOV` each.
                let mut pending: Vec<(usize, Comp)> = Vec::new();
                for (i, (&target, &source)) in regs.iter().zip(values.iter()).enumerate() {
                    if target.same(source) || matches!(source, Comp::Undef) {
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
                    let mut lanes = [Comp::Undef; 4];
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
    fn stage(&mut self, target: &Value, value: &Value, carried: &[(Slot, Value)]) -> Value {
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
                    if matches!(c, Comp::Undef) || !moves(i, &c) {
                        out.push(c);
                        continue;
                    }
                    let mut lanes = [Comp::Undef; 4];
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

    /// An operand whose `x` is the 0/1 condition.
    fn condition_operand(&mut self, condition: Comp) -> ir::Operand {
        let operand = self.operand(&[condition]);
        if operand.negate || operand.temp_reg().is_none() {
            // A branch tests a register's component as it is: copy a negation
            // or what is not a temporary (the copy becomes the `MOVC`).
            let reg = self.ir.new_vreg();
            self.ir.push(Inst::new(
                Opcode::Mov,
                Dest::temp(reg, WriteMask::X),
                &[operand],
            ));
            let mut copy = ir::Operand::temp(reg);
            copy.swizzle = ir::Swizzle::replicate(0);
            return copy;
        }
        operand
    }
}

/// Writes the last block's outputs `MOV o[X], t` where `t` gets its value,
/// so that `t` need not live through the branches to the last block (cgc
/// writes outputs there too): just after `t`'s last write in the first block
/// when only that block writes `t` (the value is final before the first
/// branch); else, when nothing else reads `t`, every write of `t` writes the
/// output instead (the output register holds the variable; each path writes
/// it as `t` would have been). An output written anywhere else in overlapping
/// components stays.
fn write_outputs_early(blocks: &mut [Block]) {
    if blocks.len() < 2 {
        return;
    }
    let last = blocks.len() - 1;
    let mut index = 0;
    while index < blocks[last].insts.len() {
        match early_write(blocks, &blocks[last].insts[index]) {
            Some(EarlyWrite::After(position)) => {
                let inst = blocks[last].insts.remove(index);
                blocks[0].insts.insert(position, inst);
            }
            Some(EarlyWrite::Instead(reg)) => {
                let Some(dest) = blocks[last].insts.remove(index).dest else {
                    continue;
                };
                for inst in blocks.iter_mut().flat_map(|b| &mut b.insts) {
                    if let Some(d) = inst.dest.as_mut().filter(|d| d.temp_reg() == Some(reg)) {
                        let mask = d.mask.intersect(dest.mask);
                        // Components the output does not take are not read.
                        if mask != WriteMask::NONE {
                            d.reg = dest.reg;
                            d.mask = mask;
                        }
                    }
                }
            }
            None => index += 1,
        }
    }
}

/// How [`write_outputs_early`] places an output write of the last block.
enum EarlyWrite {
    /// Moved to this position of the first block.
    After(usize),
    /// The writes of this temporary write the output instead.
    Instead(VReg),
}

fn early_write(blocks: &[Block], inst: &Inst) -> Option<EarlyWrite> {
    let (Opcode::Mov, Some(dest), [operand]) = (inst.op, inst.dest, &inst.operands[..]) else {
        return None;
    };
    let (ir::DestReg::Output(_), Some(reg)) = (dest.reg, operand.temp_reg()) else {
        return None;
    };
    let all = || blocks.iter().flat_map(|b| &b.insts);
    let writes_output = |i: &&Inst| {
        i.dest
            .is_some_and(|d| d.reg == dest.reg && d.mask.intersect(dest.mask) != WriteMask::NONE)
    };
    let writes_reg = |i: &&Inst| i.dest.is_some_and(|d| d.temp_reg() == Some(reg));
    let last = blocks.len() - 1;
    if all().filter(writes_output).count() != 1 || blocks[last].insts.iter().any(|i| writes_reg(&i))
    {
        return None;
    }
    let writers: Vec<usize> = (0..last)
        .filter(|&b| blocks[b].insts.iter().any(|i| writes_reg(&i)))
        .collect();
    if writers == [0] {
        let def = blocks[0].insts.iter().rposition(|i| writes_reg(&i))?;
        return Some(EarlyWrite::After(def + 1));
    }
    let reads = all().filter(|i| !i.reads_of(reg).is_empty()).count()
        + blocks
            .iter()
            .filter(|b| match &b.terminator {
                Terminator::Branch { condition, .. } => condition.temp_reg() == Some(reg),
                _ => false,
            })
            .count();
    let in_place = !operand.negate
        && !operand.abs
        && !dest.saturate
        && (0..4).all(|c| !dest.mask.has(c) || operand.swizzle.get(c) as usize == c);
    if reads != 1 || !in_place {
        return None;
    }
    // Every path copying the same temporary: copy propagation merges the two
    // and the one output write of the last block is cheaper.
    let defs: Vec<&Inst> = all().filter(writes_reg).collect();
    let same_copy = defs.len() > 1
        && defs[0].op == Opcode::Mov
        && defs[0].operands[0].temp_reg().is_some()
        && defs.iter().all(|d| *d == defs[0]);
    (!same_copy).then_some(EarlyWrite::Instead(reg))
}

/// Whether every component of `value` that differs from the join `target`
/// lands in one of the join's `fresh` registers (the if-converted lowering
/// found the others unchanged; an arm that changes them cannot branch).
fn reaches_join(target: &Value, value: &Value, fresh: &[VReg]) -> bool {
    match (target, value) {
        (Value::Vector(t), Value::Vector(v)) => t.iter().zip(v).all(|(&t, &v)| {
            t.same(v)
                || matches!(v, Comp::Undef)
                || matches!(t, Comp::Reg { source: Source::Temp(reg), .. } if fresh.contains(&reg))
        }),
        (Value::Aggregate(ts), Value::Aggregate(vs)) => {
            ts.len() == vs.len() && ts.iter().zip(vs).all(|(t, v)| reaches_join(t, v, fresh))
        }
        _ => target.same(value),
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

/// Moves the instruction computing a branch's condition to the end of its
/// block when nothing after it depends on it or changes what it reads, so
/// that it also sets the condition code (`SLTC`) and no `MOVC` is needed.
fn sink_condition(insts: &mut Vec<Inst>, condition: ir::Operand) {
    let Some(reg) = condition.temp_reg() else {
        return;
    };
    let component = condition.swizzle.get(0) as usize;
    let Some(def) = insts.iter().rposition(|inst| {
        inst.dest
            .is_some_and(|d| d.temp_reg() == Some(reg) && d.mask.has(component))
    }) else {
        return;
    };
    let reads: Vec<VReg> = insts[def]
        .operands
        .iter()
        .filter_map(|o| o.temp_reg())
        .collect();
    let relative = insts[def]
        .operands
        .iter()
        .any(|o| matches!(o.source, Source::UniformRelative(..)));
    let movable = insts[def + 1..].iter().all(|later| {
        let writes = later.dest.and_then(|d| d.temp_reg());
        later.operands.iter().all(|o| o.temp_reg() != Some(reg))
            && writes != Some(reg)
            && writes.is_none_or(|w| !reads.contains(&w))
            && !(relative && later.op == Opcode::Arl)
    });
    if movable {
        let inst = insts.remove(def);
        insts.push(inst);
    }
}
