//! What the lowering of a profile that branches keeps beside the block being
//! built ([`super::flow`]): the finished blocks, the real loops and the
//! branches out of functions being lowered.

use super::append_only::SharedList;
use super::frame::Var;
use super::value::{Comp, Value};
use crate::ir::{Block, BlockId, Inst, Opcode, Source, Terminator, VReg};
use crate::sema::hir::GlobalId;
use std::rc::Rc;

/// Blocks finished so far (see [`super::flow`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Flow {
    pub(super) blocks: FinishedBlocks,
    /// The start of the block being built, frozen by a snapshot (shared with
    /// it); the rest is in block 0 of the IR.
    pub(super) current_start: SharedInsts,
    /// The real loops being lowered, innermost last.
    pub(super) loops: Vec<LoopFrame>,
    /// Branches out of the functions being lowered (`if (c) { ...; return x; }`),
    /// the entry's first, an inlined call's last.
    pub(super) exits: Vec<FunctionExit>,
}

/// Instructions shared with snapshots (see [`super::append_only`]), with their
/// weighted size.
#[derive(Clone, Debug, Default)]
pub(super) struct SharedInsts {
    insts: SharedList<Inst>,
    weighted_size: usize,
}

impl SharedInsts {
    pub(super) fn append(&mut self, insts: Vec<Inst>) {
        self.weighted_size += weighted_size(&insts);
        self.insts.append(insts);
    }

    /// Number of instructions.
    pub(super) fn size(&self) -> usize {
        self.insts.len()
    }

    /// Number of instructions, a select counted as [`SELECT_COST`].
    pub(super) fn weighted_size(&self) -> usize {
        self.weighted_size
    }

    pub(super) fn into_vec(self) -> Vec<Inst> {
        self.insts.into_vec()
    }
}

/// The blocks finished so far, their instructions shared with snapshots (see
/// [`SharedInsts`]). Only terminators change once a block is finished.
#[derive(Clone, Debug, Default)]
pub(super) struct FinishedBlocks {
    instructions: Vec<Rc<SharedInsts>>,
    terminators: Vec<Terminator>,
    /// Instructions in all blocks, and the same with a select counted as
    /// [`SELECT_COST`], kept as blocks are added.
    size: usize,
    weighted_size: usize,
}

/// What a select costs in vp30: the default write and the conditional one
/// (the condition-code write is often shared or fused into the comparison).
/// Measured over the corpus, 2 keeps the most instructions off.
pub(super) const SELECT_COST: usize = 2;

/// Instructions of `insts`, a select counted as [`SELECT_COST`].
pub(super) fn weighted_size(insts: &[Inst]) -> usize {
    insts
        .iter()
        .map(|inst| {
            if inst.op == Opcode::Cmp {
                SELECT_COST
            } else {
                1
            }
        })
        .sum()
}

impl FinishedBlocks {
    pub(super) fn len(&self) -> usize {
        self.terminators.len()
    }

    pub(super) fn is_empty(&self) -> bool {
        self.terminators.is_empty()
    }

    pub(super) fn push(&mut self, insts: SharedInsts, terminator: Terminator) -> BlockId {
        let id = BlockId(self.len() as u32);
        self.size += insts.size();
        self.weighted_size += insts.weighted_size();
        self.instructions.push(Rc::new(insts));
        self.terminators.push(terminator);
        id
    }

    pub(super) fn terminator_mut(&mut self, block: BlockId) -> &mut Terminator {
        &mut self.terminators[block.0 as usize]
    }

    /// Instructions in all finished blocks.
    pub(super) fn size(&self) -> usize {
        self.size
    }

    /// Instructions in all finished blocks, a select counted as [`SELECT_COST`].
    pub(super) fn weighted_size(&self) -> usize {
        self.weighted_size
    }

    /// The blocks, for the finished program.
    pub(super) fn into_blocks(self) -> Vec<Block> {
        self.instructions
            .into_iter()
            .zip(self.terminators)
            .map(|(insts, terminator)| Block {
                insts: Rc::unwrap_or_clone(insts).into_vec(),
                terminator,
            })
            .collect()
    }
}

/// What branches out of a function need: the variables its caller reads
/// (the outputs, for the entry), the registers they meet in, the blocks to
/// patch.
#[derive(Clone, Debug, Default)]
pub(super) struct FunctionExit {
    /// The function's frame: the length of
    /// [`Lowerer::frames`](super::lowerer::Lowerer::frames) in its body.
    pub(super) frame: usize,
    /// `Return` and the `out`/`inout` parameters (empty: no branch out of the
    /// function).
    pub(super) slots: Vec<Var>,
    pub(super) registers: Vec<(Slot, Value)>,
    pub(super) blocks: Vec<BlockId>,
}

/// A real loop being lowered: what a branch out of it (`if (c) { ...; break; }`)
/// needs.
#[derive(Clone, Debug)]
pub(super) struct LoopFrame {
    /// Inlined-call depth and loop depth (of that call) of the loop's body.
    pub(super) frames: usize,
    pub(super) depth: u32,
    /// Length of the if-conversion path at the loop.
    pub(super) path: usize,
    /// Variables at the start of an iteration.
    pub(super) start: Vec<(Slot, Value)>,
    /// The carried registers (empty while the body is lowered to find them).
    pub(super) carried: Vec<(Slot, Value)>,
    /// Blocks ending with a jump out of the loop (patched to its exit).
    pub(super) exits: Vec<BlockId>,
    /// Variables a branch out of the loop changed.
    pub(super) exit_changed: Vec<Slot>,
}

/// Where a variable lives: the current frame's environment or the globals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Slot {
    Local(Var),
    Global(GlobalId),
}

/// The temporaries that hold the values of `slots`.
pub(super) fn temporaries_of(slots: &[(Slot, Value)]) -> Vec<VReg> {
    slots
        .iter()
        .flat_map(|(_, registers)| registers.components())
        .filter_map(|c| match c {
            Comp::Reg {
                source: Source::Temp(reg),
                ..
            } => Some(reg),
            _ => None,
        })
        .collect()
}
