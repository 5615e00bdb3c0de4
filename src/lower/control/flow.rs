//! Real loops for profiles that branch (vp30, and the GLSL profiles, whose
//! back end reads the blocks back as structured statements from the layout
//! described here: `crate::back::glsl::structure`).
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
//! Variables are symbolic values ([`crate::lower::value`]), so a variable the body
//! changes must live in a register the back edge writes: its *carried*
//! register. Which variables change is found by lowering the body once with
//! opaque placeholder values and throwing that attempt away. A carried
//! register is written more than once, so copies made of it by
//! [`crate::lower::build`] are forgotten at the points where it changes.
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
//! (`Lowerer::loop_stmt`), as cgc keeps such loops in vp30; a profile with a
//! `flatten` rule (GLSL) keeps the unrolled lowering while it is short.

use super::blocks::{Flow, Slot};
use crate::diag::Diagnostic;
use crate::ir::{self, Block, BlockId, Dest, Inst, Opcode, Source, Terminator, VReg, WriteMask};
use crate::lower::append_only::SharedMap;
use crate::lower::entry::early_reads::EarlyReadCount;
use crate::lower::frame::Var;
use crate::lower::lowerer::Lowerer;
use crate::lower::value::{Comp, CompKey, Derivation, Value, VectorKey};
use crate::sema::hir::{Body, GlobalId, StmtId, StmtKind};
use crate::span::Span;
use std::collections::BTreeMap;

/// cgc's error for a loop with a run-time trip count in a profile that cannot
/// branch (C5013 `for`, C5011 `while`, C5012 `do`).
pub(crate) fn not_unrolled(keyword: &str, span: Span) -> Diagnostic {
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

/// cgc's errors after a loop it cannot unroll, in a profile without loops:
/// one for each `break` (C5053) and `continue` (C5054) of that loop, in
/// source order (a nested loop's own are its own; probes
/// tests/field/heldout23/repro/loop_not_unrolled_break_continue_errors.cg).
pub(crate) fn loop_exit_errors(hir: &Body, body: &[StmtId]) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let mut pending: Vec<StmtId> = body.iter().rev().copied().collect();
    while let Some(id) = pending.pop() {
        let stmt = hir.stmt(id);
        let (code, keyword) = match &stmt.kind {
            StmtKind::Break => (5053, "break"),
            StmtKind::Continue => (5054, "continue"),
            StmtKind::If {
                then_block,
                else_block,
                ..
            } => {
                let blocks = [Some(then_block), else_block.as_ref()];
                for block in blocks.into_iter().flatten().rev() {
                    pending.extend(block.iter().rev().copied());
                }
                continue;
            }
            StmtKind::Block(block) => {
                pending.extend(block.iter().rev().copied());
                continue;
            }
            _ => continue,
        };
        errors.push(Diagnostic::error(
            code,
            stmt.span,
            format!("profile does not support \"{keyword}\" statements"),
        ));
    }
    errors
}

/// Everything a throw-away lowering (of a loop body, or of an `if` or a loop
/// lowered two ways) may change. Taking one costs little more than the
/// variables: what grows with the program is shared ([`crate::lower::append_only`]),
/// and the literals are not kept at all: a literal interned by lowering that
/// is thrown away stays in the program unread (the constant pool takes only
/// the literals instructions read), so that the snapshot need not copy them.
pub(crate) struct Snapshot {
    /// The program without its literals, block 0 empty (its instructions
    /// are frozen into `flow`).
    ir: ir::Program,
    flow: Flow,
    env: BTreeMap<Var, Value>,
    /// The frame's running view (straight-line profiles).
    running: BTreeMap<Var, Value>,
    globals: BTreeMap<GlobalId, Value>,
    path: Vec<Comp>,
    outputs: Vec<(String, ir::OutputId)>,
    materialized: SharedMap<VectorKey, VReg>,
    derivations: SharedMap<CompKey, Derivation>,
    interface: crate::interface::ProgramInterface,
    early_reads: EarlyReadCount,
    /// The frame's variables' whole stores ([`crate::lower::frame::Frame::stored`]).
    stored: BTreeMap<Var, usize>,
    copy_reads: (usize, usize),
    truncations: usize,
    unset_uses: crate::lower::unset::UnsetMark,
    /// How many errors before and after the one lowering stops at were
    /// recorded ([`Lowerer::earlier_errors`], [`Lowerer::later_errors`]).
    errors: (usize, usize),
}

/// What the code after a branch must see as it was before the branch: the
/// values the branched-over code may change.
pub(crate) struct BeforeBranch {
    env: BTreeMap<Var, Value>,
    globals: BTreeMap<GlobalId, Value>,
    materialized: SharedMap<VectorKey, VReg>,
    derivations: SharedMap<CompKey, Derivation>,
}

impl<'p> Lowerer<'p> {
    /// The id of the block being built.
    pub(crate) fn current_block(&self) -> BlockId {
        BlockId(self.flow.blocks.len() as u32)
    }

    /// Ends the block being built with `terminator`; returns its id.
    pub(crate) fn finish_block(&mut self, terminator: Terminator) -> BlockId {
        let mut insts = std::mem::take(&mut self.flow.current_start);
        insts.append(std::mem::take(&mut self.ir.blocks[0].insts));
        self.address = None;
        if self.caps.branches {
            // Carried registers change here: a truncation's operand may no
            // longer hold the float it was taken of.
            self.truncations.clear();
        }
        self.flow.blocks.push(insts, terminator)
    }

    /// Ends the block being built with a branch on `condition` to the next
    /// block; the other target is set by [`Self::patch_branch`]. Returns the
    /// branching block and the state the code after the branch starts from.
    pub(crate) fn open_branch(&mut self, condition: Comp) -> (BlockId, BeforeBranch) {
        let before = BeforeBranch {
            env: self.frame().env.clone(),
            globals: self.globals.clone(),
            materialized: self.materialized.clone(),
            derivations: self.derivations.clone(),
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
    pub(crate) fn patch_branch(&mut self, branch: BlockId) {
        let target = self.current_block();
        if let Terminator::Branch { if_false, .. } = self.flow.blocks.terminator_mut(branch) {
            *if_false = target;
        }
    }

    /// Back to the state before a branch, for the code that did not run it.
    pub(crate) fn restore_before_branch(&mut self, before: &BeforeBranch) {
        self.frame_mut().env = before.env.clone();
        self.globals = before.globals.clone();
        self.materialized = before.materialized.clone();
        self.derivations = before.derivations.clone();
    }

    /// Instructions lowered so far, over all blocks.
    pub(crate) fn lowered_size(&self) -> usize {
        self.flow.blocks.size() + self.flow.current_start.size() + self.ir.blocks[0].insts.len()
    }

    /// The block being built whole in block 0 again, once no snapshot is left
    /// to share its start.
    pub(crate) fn thaw_current_block(&mut self) {
        let mut insts = std::mem::take(&mut self.flow.current_start).into_vec();
        insts.append(&mut self.ir.blocks[0].insts);
        self.ir.blocks[0].insts = insts;
    }

    /// Puts the finished blocks in place once the whole entry is lowered.
    pub(crate) fn finish_flow(&mut self) {
        if self.flow.blocks.is_empty() {
            return;
        }
        self.finish_block(Terminator::Return);
        self.ir.blocks = std::mem::take(&mut self.flow.blocks).into_blocks();
        for block in &mut self.ir.blocks {
            if let Terminator::Branch { condition, .. } = block.terminator {
                sink_condition(&mut block.insts, condition);
            }
        }
        write_outputs_early(&mut self.ir.blocks);
    }

    /// The state to go back to with [`Self::restore`]. The block being built
    /// is frozen into `current_start` first, so that the snapshot shares its
    /// instructions rather than copying them.
    pub(crate) fn snapshot(&mut self) -> Snapshot {
        let built = std::mem::take(&mut self.ir.blocks[0].insts);
        self.flow.current_start.append(built);
        let literals = std::mem::take(&mut self.ir.literals);
        let ir = self.ir.clone();
        self.ir.literals = literals;
        Snapshot {
            ir,
            flow: self.flow.clone(),
            env: self.frame().env.clone(),
            running: self.frame().running.clone(),
            globals: self.globals.clone(),
            path: self.path.clone(),
            outputs: self.outputs.clone(),
            materialized: self.materialized.clone(),
            derivations: self.derivations.clone(),
            interface: self.interface.clone(),
            early_reads: self.early_reads.count(),
            stored: self.frame().stored.clone(),
            copy_reads: self.copies.read_count(),
            truncations: self.truncations.len(),
            unset_uses: self.unset.count(),
            errors: (self.earlier_errors.len(), self.later_errors.len()),
        }
    }

    pub(crate) fn restore(&mut self, snapshot: Snapshot) {
        let literals = std::mem::take(&mut self.ir.literals);
        self.ir = snapshot.ir;
        self.ir.literals = literals;
        self.flow = snapshot.flow;
        self.frame_mut().env = snapshot.env;
        self.frame_mut().running = snapshot.running;
        self.globals = snapshot.globals;
        self.path = snapshot.path;
        self.outputs = snapshot.outputs;
        self.materialized = snapshot.materialized;
        self.derivations = snapshot.derivations;
        self.interface = snapshot.interface;
        self.earlier_errors.truncate(snapshot.errors.0);
        self.later_errors.truncate(snapshot.errors.1);
        self.early_reads.truncate(snapshot.early_reads);
        self.frame_mut().stored = snapshot.stored;
        self.copies.truncate_reads(snapshot.copy_reads);
        self.truncations.truncate(snapshot.truncations);
        self.unset.truncate(snapshot.unset_uses);
        self.address = None;
    }

    pub(crate) fn slots(&self) -> Vec<Slot> {
        let mut slots: Vec<Slot> = self.frame().env.keys().map(|&v| Slot::Local(v)).collect();
        slots.extend(self.globals.keys().map(|&g| Slot::Global(g)));
        slots.sort_by_cached_key(|slot| format!("{slot:?}"));
        slots
    }

    pub(crate) fn slot_value(&self, slot: Slot) -> Option<&Value> {
        match slot {
            Slot::Local(var) => self.frame().env.get(&var),
            Slot::Global(global) => self.globals.get(&global),
        }
    }

    pub(crate) fn set_slot(&mut self, slot: Slot, value: Value) {
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
    pub(crate) fn running_condition(&mut self, condition: Comp) -> Comp {
        let guard = self.full_guard();
        let running = self.not(&[guard])[0];
        let mut all = self.path.clone();
        all.push(condition);
        all.push(running);
        self.all(&all)
    }

    /// An operand whose `x` is the 0/1 condition.
    pub(crate) fn condition_operand(&mut self, condition: Comp) -> ir::Operand {
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
