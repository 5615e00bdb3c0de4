//! Per-component liveness of temporaries over the control-flow graph.
//!
//! A component of a temporary is live at a point when some path from that point
//! reads it before writing it. Outputs are never read, so they are not tracked:
//! every write to an output is observable.

use super::{Inst, Program, Terminator, VReg, WriteMask};

/// Live components of every temporary, indexed by `VReg.0`.
pub type LiveSet = Vec<WriteMask>;

/// Update `live` (the set after `inst`) to the set before it.
pub fn step_backward(inst: &Inst, live: &mut LiveSet) {
    if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
        let written = inst.dest.map_or(WriteMask::NONE, |d| d.mask);
        live[reg.0 as usize] = live[reg.0 as usize].minus(written);
    }
    // Operand by operand: the union is what `Inst::reads_of` gives per
    // register, without going over the operands again for each.
    let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
    for (index, operand) in inst.operands.iter().enumerate() {
        if let Some(reg) = operand.temp_reg() {
            let read = operand
                .swizzle
                .read_mask(inst.operand_components(index, used));
            live[reg.0 as usize] = live[reg.0 as usize].union(read);
        }
    }
}

/// [`step_backward`] counting only what is needed: an instruction writing
/// temporaries no later needed instruction reads reads nothing either. In
/// plain liveness a value carried round a loop keeps itself live (a sum
/// nothing after the loop reads); here it is dead unless an output, a
/// `KIL`, an address or a branch needs it.
pub fn step_backward_needed(inst: &Inst, live: &mut LiveSet) {
    if let Some(dest) = inst.dest {
        if let Some(reg) = dest.temp_reg() {
            if dest.mask.intersect(live[reg.0 as usize]).is_empty() {
                return;
            }
        }
    }
    step_backward(inst, live);
}

fn terminator_reads(terminator: &Terminator, live: &mut LiveSet) {
    if let Terminator::Branch { condition, .. } = terminator {
        if let Some(reg) = condition.temp_reg() {
            let read = condition.swizzle.read_mask(WriteMask::X);
            live[reg.0 as usize] = live[reg.0 as usize].union(read);
        }
    }
}

/// The live set at the end of each block (after its terminator's reads are added).
pub fn live_out(program: &Program) -> Vec<LiveSet> {
    live_out_by(program, step_backward)
}

/// [`live_out`] of what is needed ([`step_backward_needed`]): only for
/// removing dead code, since an instruction it leaves out still writes its
/// register until removed.
pub fn needed_out(program: &Program) -> Vec<LiveSet> {
    live_out_by(program, step_backward_needed)
}

fn live_out_by(program: &Program, step: fn(&Inst, &mut LiveSet)) -> Vec<LiveSet> {
    let count = program.vreg_count as usize;
    let blocks = program.blocks.len();
    let mut live_in: Vec<LiveSet> = vec![vec![WriteMask::NONE; count]; blocks];
    let mut outs: Vec<LiveSet> = vec![vec![WriteMask::NONE; count]; blocks];
    // Blocks are visited last to first: when every edge goes forward (no
    // loop), each block's successors are final before it, so one round
    // reaches the fixed point and a second would change nothing.
    let forward_only = program.blocks.iter().enumerate().all(|(index, block)| {
        block
            .terminator
            .successors()
            .iter()
            .all(|s| s.0 as usize > index)
    });
    let mut changed = true;
    while changed {
        changed = false;
        for index in (0..blocks).rev() {
            let block = &program.blocks[index];
            let mut live = vec![WriteMask::NONE; count];
            for successor in block.terminator.successors() {
                for (slot, mask) in live.iter_mut().zip(&live_in[successor.0 as usize]) {
                    *slot = slot.union(*mask);
                }
            }
            terminator_reads(&block.terminator, &mut live);
            outs[index] = live.clone();
            for inst in block.insts.iter().rev() {
                step(inst, &mut live);
            }
            if live != live_in[index] {
                live_in[index] = live;
                changed = !forward_only;
            }
        }
    }
    outs
}

/// For each instruction of block `block`, the live set just after it: the
/// reference [`LiveAfter`] is tested against (it takes instructions ×
/// registers of memory).
#[cfg(test)]
fn live_after_each(program: &Program, block: usize, block_live_out: &LiveSet) -> Vec<LiveSet> {
    let insts = &program.blocks[block].insts;
    let mut result = vec![Vec::new(); insts.len()];
    let mut live = block_live_out.clone();
    for (index, inst) in insts.iter().enumerate().rev() {
        result[index] = live.clone();
        step_backward(inst, &mut live);
    }
    result
}

/// The live components of one register just after any instruction of a
/// block, asked register by register: what [`live_after_each`] gives, in
/// memory linear in the block (that one holds a whole live set per
/// instruction: instructions × registers). Per register it keeps the
/// instructions that read or write it with the live set just before each.
pub struct LiveAfter {
    /// Per register `r`, `touches[starts[r]..starts[r + 1]]`: (instruction
    /// index, live before it), by index. One table for all registers, so
    /// building it allocates a few times, not once per register.
    starts: Vec<u32>,
    touches: Vec<(u32, WriteMask)>,
    live_out: LiveSet,
}

impl LiveAfter {
    pub fn of(program: &Program, block: usize, block_live_out: &LiveSet) -> LiveAfter {
        let count = block_live_out.len();
        let insts = &program.blocks[block].insts;
        // (register, instruction index, live before it), last instruction first.
        let mut walk: Vec<(u32, u32, WriteMask)> = Vec::with_capacity(2 * insts.len());
        let mut live = block_live_out.clone();
        for (index, inst) in insts.iter().enumerate().rev() {
            step_backward(inst, &mut live);
            let written = inst.dest.and_then(|d| d.temp_reg());
            let read = inst.operands.iter().filter_map(|o| o.temp_reg());
            let first = walk.len();
            for reg in written.into_iter().chain(read) {
                if !walk[first..].iter().any(|&(r, ..)| r == reg.0) {
                    walk.push((reg.0, index as u32, live[reg.0 as usize]));
                }
            }
        }
        let mut starts = vec![0u32; count + 1];
        for &(reg, ..) in &walk {
            starts[reg as usize + 1] += 1;
        }
        for reg in 0..count {
            starts[reg + 1] += starts[reg];
        }
        // Each register's touches fill its range from the end: the walk
        // meets them last first.
        let mut end: Vec<u32> = starts[1..].to_vec();
        let mut touches = vec![(0, WriteMask::NONE); walk.len()];
        for (reg, index, live) in walk {
            let slot = &mut end[reg as usize];
            *slot -= 1;
            touches[*slot as usize] = (index, live);
        }
        LiveAfter {
            starts,
            touches,
            live_out: block_live_out.clone(),
        }
    }

    /// The live components of `reg` just after instruction `index`: as
    /// before the next instruction that touches it, or at the block's end.
    pub fn get(&self, index: usize, reg: VReg) -> WriteMask {
        let r = reg.0 as usize;
        let list = &self.touches[self.starts[r] as usize..self.starts[r + 1] as usize];
        let next = list.partition_point(|&(at, _)| at as usize <= index);
        list.get(next)
            .map_or(self.live_out[reg.0 as usize], |&(_, live)| live)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::random::program_with_branches;
    use crate::ir::Stage;
    use crate::rng::Rng;

    #[test]
    fn live_after_answers_as_the_whole_live_sets_do() {
        let mut rng = Rng::new(16);
        for _ in 0..200 {
            let program = program_with_branches(&mut rng, 40, Stage::Fragment);
            for (block, out) in live_out(&program).iter().enumerate() {
                let whole = live_after_each(&program, block, out);
                let sparse = LiveAfter::of(&program, block, out);
                for (index, live) in whole.iter().enumerate() {
                    for (reg, &mask) in live.iter().enumerate() {
                        assert_eq!(sparse.get(index, VReg(reg as u32)), mask);
                    }
                }
            }
        }
    }
}
