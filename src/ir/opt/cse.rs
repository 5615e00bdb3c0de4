//! Common-subexpression elimination inside a block: an instruction recomputing a
//! value that a temporary still holds becomes a `MOV` from that temporary (which
//! copy propagation then usually removes).
//!
//! Cost: linear in the block (expected, with hashing). The nearest earlier
//! instruction computing the same is found in a table by computation, and
//! whether anything in between changed its operands or its result is
//! answered from the position of the last write to each register component
//! (and of the last `ARL`), so nothing is scanned.

use super::effects::{clobbers, temp_write};
use crate::ir::{
    Dest, Inst, Opcode, Operand, Program, Source, Swizzle, TextureRef, VReg, WriteMask,
};
use std::collections::HashMap;

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in &mut program.blocks {
        let mut seen = Seen::default();
        for later in 0..block.insts.len() {
            if let Some(replacement) = seen.find_earlier(&block.insts, later) {
                block.insts[later] = replacement;
                changed = true;
            }
            seen.record(&block.insts[later], later);
        }
    }
    changed
}

/// What an instruction computes: equal keys compute equal values from equal
/// operands.
#[derive(PartialEq, Eq, Hash)]
struct Computation {
    op: Opcode,
    operands: Vec<Operand>,
    texture: Option<TextureRef>,
    saturate: Option<bool>,
}

impl Computation {
    fn of(inst: &Inst) -> Computation {
        // Whatever the write mask: a componentwise computation with a wider
        // mask still holds the value of a narrower one.
        let operands = inst
            .operands
            .iter()
            .enumerate()
            .map(|(index, operand)| {
                read_lanes_only(*operand, inst.op.operand_components(index, WriteMask::ALL))
            })
            .collect();
        Computation {
            op: inst.op,
            operands,
            texture: inst.texture,
            saturate: inst.dest.map(|d| d.saturate),
        }
    }
}

/// `operand` with the swizzle lanes outside `read` set to `x`: lanes the
/// instruction never reads (the fourth of a `DP3`'s, all but the first of a
/// scalar opcode's) say nothing about the value, and copy propagation leaves
/// them arbitrary (`t.xyzx` and `t` are the same `DP3` operand).
fn read_lanes_only(operand: Operand, read: WriteMask) -> Operand {
    let mut lanes = operand.swizzle.0;
    for (lane, component) in lanes.iter_mut().enumerate() {
        if !read.has(lane) {
            *component = 0;
        }
    }
    operand.with_swizzle(Swizzle(lanes))
}

/// The instructions of a block so far.
#[derive(Default)]
struct Seen {
    /// The latest instruction per computation that writes a temporary without
    /// reading its own result (a candidate to reuse).
    latest: HashMap<Computation, usize>,
    /// Per register, the last instruction writing each component.
    writes: HashMap<VReg, [Option<usize>; 4]>,
    last_arl: Option<usize>,
}

impl Seen {
    fn record(&mut self, inst: &Inst, index: usize) {
        if inst.op == Opcode::Arl {
            self.last_arl = Some(index);
        }
        let Some((reg, mask)) = temp_write(inst) else {
            return;
        };
        let last = self.writes.entry(reg).or_default();
        for c in mask.components() {
            last[c] = Some(index);
        }
        let reads_own_result = inst.operands.iter().any(|o| clobbers(inst, o));
        if !reads_own_result && inst.op != Opcode::Mov && inst.op != Opcode::Kil {
            self.latest.insert(Computation::of(inst), index);
        }
    }

    /// The last instruction so far that changed what `operand` reads.
    fn last_change(&self, operand: &Operand) -> Option<usize> {
        match operand.source {
            Source::Temp(reg) => self.writes.get(&reg)?.iter().flatten().copied().max(),
            Source::UniformRelative(..) => self.last_arl,
            _ => None,
        }
    }

    /// The `MOV` that replaces `insts[later]` when the nearest earlier
    /// instruction computing the same still holds the value and nothing in
    /// between changed the operands.
    fn find_earlier(&self, insts: &[Inst], later: usize) -> Option<Inst> {
        let inst = &insts[later];
        if inst.op == Opcode::Kil || inst.op == Opcode::Mov {
            return None;
        }
        let dest = inst.dest?;
        let earlier = *self.latest.get(&Computation::of(inst))?;
        // The candidate itself does not change its operands (it does not read
        // its own result): any change is in between.
        if inst
            .operands
            .iter()
            .any(|o| self.last_change(o).is_some_and(|at| at > earlier))
        {
            return None;
        }
        let (reg, mask) = temp_write(&insts[earlier])?;
        let last = self.writes.get(&reg)?;
        if mask.components().any(|c| last[c] != Some(earlier)) {
            return None;
        }
        let swizzle = if inst.op.replicates() {
            Swizzle::replicate(mask.components().next()? as u8)
        } else if mask.intersect(dest.mask) == dest.mask {
            Swizzle::IDENTITY
        } else {
            return None;
        };
        let source = Operand::temp(reg).with_swizzle(swizzle);
        let mov_dest = Dest {
            saturate: false,
            ..dest
        };
        Some(Inst::new(Opcode::Mov, mov_dest, &[source]))
    }
}
