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

/// Per register (by number), the last instruction of the block so far
/// writing each component.
#[derive(Default)]
pub(super) struct LastWriters {
    /// Instruction indices, [`NOT_WRITTEN`] where none wrote the component:
    /// 16 bytes per register, so the table of a long block stays in cache.
    by_reg: Vec<[u32; 4]>,
    /// The registers with an entry in `by_reg`, to empty it per block.
    written: Vec<VReg>,
}

const NOT_WRITTEN: u32 = u32::MAX;

impl LastWriters {
    /// Forget the block before.
    pub(super) fn clear(&mut self) {
        for reg in self.written.drain(..) {
            self.by_reg[reg.0 as usize] = [NOT_WRITTEN; 4];
        }
    }

    /// Record that `inst`, at `index` in the block, is the last writer of
    /// what it writes.
    pub(super) fn record(&mut self, inst: &Inst, index: usize) {
        let Some((reg, mask)) = temp_write(inst) else {
            return;
        };
        let slot = reg.0 as usize;
        if slot >= self.by_reg.len() {
            self.by_reg.resize(slot + 1, [NOT_WRITTEN; 4]);
        }
        let last = &mut self.by_reg[slot];
        if *last == [NOT_WRITTEN; 4] {
            self.written.push(reg);
        }
        let index = u32::try_from(index).expect("a block of fewer than 2^32 instructions");
        for component in mask.components() {
            last[component] = index;
        }
    }

    /// The last writer of `component` of `reg`.
    pub(super) fn of(&self, reg: VReg, component: usize) -> Option<usize> {
        let index = *self.by_reg.get(reg.0 as usize)?.get(component)?;
        (index != NOT_WRITTEN).then_some(index as usize)
    }

    /// The last writer of any component of `reg`.
    pub(super) fn of_any(&self, reg: VReg) -> Option<usize> {
        (0..4).filter_map(|component| self.of(reg, component)).max()
    }
}
