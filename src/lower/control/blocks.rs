//! What the lowering of a profile that branches keeps beside the block being
//! built ([`super::flow`]): the finished blocks, the real loops and the
//! branches out of functions being lowered.

use crate::ir::{Block, BlockId, Inst, Opcode, Source, Terminator, VReg};
use crate::lower::append_only::SharedList;
use crate::lower::frame::Var;
use crate::lower::value::{Comp, Value};
use crate::sema::hir::GlobalId;
use std::rc::Rc;

/// Blocks finished so far (see [`super::flow`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Flow {
    pub(crate) blocks: FinishedBlocks,
    /// The start of the block being built, frozen by a snapshot (shared with
    /// it); the rest is in block 0 of the IR.
    pub(crate) current_start: SharedInsts,
    /// The real loops being lowered, innermost last.
    pub(crate) loops: Vec<LoopFrame>,
    /// Branches out of the functions being lowered (`if (c) { ...; return x; }`),
    /// the entry's first, an inlined call's last.
    pub(crate) exits: Vec<FunctionExit>,
}

/// Instructions shared with snapshots (see [`crate::lower::append_only`]), with their
/// weighted size.
#[derive(Clone, Debug, Default)]
pub(crate) struct SharedInsts {
    insts: SharedList<Inst>,
    weighted_size: usize,
}

impl SharedInsts {
    pub(crate) fn append(&mut self, insts: Vec<Inst>) {
        self.weighted_size += weighted_size(&insts);
        self.insts.append(insts);
    }

    /// Number of instructions.
    pub(crate) fn size(&self) -> usize {
        self.insts.len()
    }

    /// Number of instructions, a select counted as [`SELECT_COST`].
    pub(crate) fn weighted_size(&self) -> usize {
        self.weighted_size
    }

    pub(crate) fn into_vec(self) -> Vec<Inst> {
        self.insts.into_vec()
    }
}

/// The blocks finished so far, their instructions shared with snapshots (see
/// [`SharedInsts`]). Only terminators change once a block is finished.
#[derive(Clone, Debug, Default)]
pub(crate) struct FinishedBlocks {
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
pub(crate) const SELECT_COST: usize = 2;

/// Instructions of `insts`, a select counted as [`SELECT_COST`].
pub(crate) fn weighted_size(insts: &[Inst]) -> usize {
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
    pub(crate) fn len(&self) -> usize {
        self.terminators.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.terminators.is_empty()
    }

    pub(crate) fn push(&mut self, insts: SharedInsts, terminator: Terminator) -> BlockId {
        let id = BlockId(self.len() as u32);
        self.size += insts.size();
        self.weighted_size += insts.weighted_size();
        self.instructions.push(Rc::new(insts));
        self.terminators.push(terminator);
        id
    }

    pub(crate) fn terminator_mut(&mut self, block: BlockId) -> &mut Terminator {
        &mut self.terminators[block.0 as usize]
    }

    /// Instructions in all finished blocks.
    pub(crate) fn size(&self) -> usize {
        self.size
    }

    /// Instructions in all finished blocks, a select counted as [`SELECT_COST`].
    pub(crate) fn weighted_size(&self) -> usize {
        self.weighted_size
    }

    /// The blocks, for the finished program.
    pub(crate) fn into_blocks(self) -> Vec<Block> {
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
pub(crate) struct FunctionExit {
    /// The function's frame: the length of
    /// [`Lowerer::frames`](crate::lower::lowerer::Lowerer::frames) in its body.
    pub(crate) frame: usize,
    /// `Return` and the `out`/`inout` parameters (empty: no branch out of the
    /// function).
    pub(crate) slots: Vec<Var>,
    pub(crate) registers: Vec<(Slot, Value)>,
    pub(crate) blocks: Vec<BlockId>,
}

/// A real loop being lowered: what a branch out of it (`if (c) { ...; break; }`)
/// needs.
#[derive(Clone, Debug)]
pub(crate) struct LoopFrame {
    /// Inlined-call depth and loop depth (of that call) of the loop's body.
    pub(crate) frames: usize,
    pub(crate) depth: u32,
    /// Length of the if-conversion path at the loop.
    pub(crate) path: usize,
    /// Variables at the start of an iteration.
    pub(crate) start: Vec<(Slot, Value)>,
    /// The carried registers (empty while the body is lowered to find them).
    pub(crate) carried: Vec<(Slot, Value)>,
    /// Blocks ending with a jump out of the loop (patched to its exit).
    pub(crate) exits: Vec<BlockId>,
    /// Variables a branch out of the loop changed.
    pub(crate) exit_changed: Vec<Slot>,
}

/// Where a variable lives: the current frame's environment or the globals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Slot {
    Local(Var),
    Global(GlobalId),
}

/// The temporaries that hold the values of `slots`.
pub(crate) fn temporaries_of(slots: &[(Slot, Value)]) -> Vec<VReg> {
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
