//! What an instruction does to the registers the passes track: the
//! temporary it writes, and whether it changes what an operand reads.

use crate::ir::{Inst, Opcode, Operand, Source, VReg, WriteMask};

/// The temporary `inst` writes and the components, if it writes one.
pub(super) fn temp_write(inst: &Inst) -> Option<(VReg, WriteMask)> {
    let dest = inst.dest?;
    Some((dest.temp_reg()?, dest.mask))
}

/// True when `inst` changes what `operand` reads: it writes a temporary the
/// operand reads (conservatively: any component), or it is an `ARL` and the
/// operand is addressed relative to `A0`.
pub(super) fn clobbers(inst: &Inst, operand: &Operand) -> bool {
    if inst.op == Opcode::Arl {
        return matches!(operand.source, Source::UniformRelative(..));
    }
    match (temp_write(inst), operand.source) {
        (Some((written, _)), Source::Temp(read)) => written == read,
        _ => false,
    }
}

/// True when `inst` writes any of `reg`'s components in `mask`.
pub(super) fn writes(inst: &Inst, reg: VReg, mask: WriteMask) -> bool {
    temp_write(inst).is_some_and(|(written, m)| written == reg && !m.intersect(mask).is_empty())
}

/// How far back [`producer`] looks for the instruction computing an operand.
/// The fusions that use it then scan the instructions in between too, so an
/// unbounded search would make them quadratic on long blocks; a product and
/// its single use this far apart are left unfused.
pub(super) const PRODUCER_WINDOW: usize = 256;

/// The latest instruction before `user`, at most [`PRODUCER_WINDOW`] back,
/// writing any of `reg`'s components in `mask`.
pub(super) fn producer(insts: &[Inst], user: usize, reg: VReg, mask: WriteMask) -> Option<usize> {
    (user.saturating_sub(PRODUCER_WINDOW)..user)
        .rev()
        .find(|&i| writes(&insts[i], reg, mask))
}
