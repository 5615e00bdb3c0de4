//! What the lowering of a profile that branches keeps beside the block being
//! built ([`super::flow`]): the finished blocks, the real loops and the
//! branches out of functions being lowered.

use super::frame::Var;
use super::value::{Comp, Value};
use crate::ir::{Block, BlockId, Source, VReg};
use crate::sema::hir::GlobalId;

/// Blocks finished so far (see [`super::flow`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Flow {
    pub(super) blocks: Vec<Block>,
    /// The real loops being lowered, innermost last.
    pub(super) loops: Vec<LoopFrame>,
    /// Branches out of the functions being lowered (`if (c) { ...; return x; }`),
    /// the entry's first, an inlined call's last.
    pub(super) exits: Vec<FunctionExit>,
}

/// What branches out of a function need: the variables its caller reads
/// (the outputs, for the entry), the registers they meet in, the blocks to
/// patch.
#[derive(Clone, Debug, Default)]
pub(super) struct FunctionExit {
    /// The function's frame: the length of
    /// [`Lowerer::frames`](super::state::Lowerer::frames) in its body.
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
