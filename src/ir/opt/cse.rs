//! Common-subexpression elimination inside a block: an instruction recomputing a
//! value that a temporary still holds becomes a `MOV` from that temporary (which
//! copy propagation then usually removes).

use super::{clobbers, temp_write, writes};
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Swizzle};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in &mut program.blocks {
        for later in 0..block.insts.len() {
            if let Some(replacement) = find_earlier(&block.insts, later) {
                block.insts[later] = replacement;
                changed = true;
            }
        }
    }
    changed
}

fn same_computation(a: &Inst, b: &Inst) -> bool {
    a.op == b.op
        && a.operands == b.operands
        && a.texture == b.texture
        && a.dest.map(|d| d.saturate) == b.dest.map(|d| d.saturate)
}

fn find_earlier(insts: &[Inst], later: usize) -> Option<Inst> {
    let inst = &insts[later];
    if inst.op == Opcode::Kil || inst.op == Opcode::Mov {
        return None;
    }
    let dest = inst.dest?;
    for earlier in (0..later).rev() {
        let candidate = &insts[earlier];
        if let Some((reg, mask)) = temp_write(candidate) {
            let reads_own_result = candidate.operands.iter().any(|o| clobbers(candidate, o));
            if same_computation(candidate, inst) && !reads_own_result {
                let between = &insts[earlier + 1..later];
                let intact = between.iter().all(|i| {
                    !writes(i, reg, mask) && !candidate.operands.iter().any(|o| clobbers(i, o))
                });
                if !intact {
                    return None;
                }
                let swizzle = if candidate.op.replicates() {
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
                return Some(Inst::new(Opcode::Mov, mov_dest, &[source]));
            }
        }
        // Stop at anything that changes the operands: older matches would be stale.
        if inst.operands.iter().any(|o| clobbers(candidate, o)) {
            return None;
        }
    }
    None
}
