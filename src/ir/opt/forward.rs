//! Result forwarding: `OP t, ...; MOV[_SAT] d, t` (t used nowhere else) becomes
//! `OP[_SAT] d, ...`. This is how results reach outputs without a final copy and
//! how `saturate()` turns into the `_SAT` suffix.
//!
//! The value may be assembled by several instructions writing disjoint
//! components (`DP4 t.x; DP4 t.y; …; MOV result.position, t`): each of them is
//! retargeted to its own components of `d`.

use super::effects::writes;
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{DestReg, Inst, Opcode, Program, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = LiveAfter::of(program, block, block_live_out);
        let insts = &mut program.blocks[block].insts;
        let mut removed = vec![false; insts.len()];
        for mov in 0..insts.len() {
            let Some(mov_dest) = insts[mov].dest else {
                continue;
            };
            let Some(defs) = forwardable(insts, mov, &live_after, &removed) else {
                continue;
            };
            for (def, mask) in defs {
                if let Some(dest) = insts[def].dest.as_mut() {
                    dest.reg = mov_dest.reg;
                    dest.mask = mask;
                    dest.saturate |= mov_dest.saturate;
                }
            }
            removed[mov] = true;
            changed = true;
        }
        let mut index = 0;
        insts.retain(|_| {
            index += 1;
            !removed[index - 1]
        });
    }
    changed
}

/// True when `inst` reads or writes the components `mask` of destination
/// register `dest` (the other components may change freely around the move).
fn touches(inst: &Inst, dest: DestReg, mask: WriteMask) -> bool {
    match dest {
        DestReg::Temp(d) => !inst.reads_of(d).intersect(mask).is_empty() || writes(inst, d, mask),
        DestReg::Output(_) => inst
            .dest
            .is_some_and(|x| x.reg == dest && !x.mask.intersect(mask).is_empty()),
    }
}

/// The instructions to retarget and the mask each gets, if `mov` can be removed.
fn forwardable(
    insts: &[Inst],
    mov: usize,
    live_after: &LiveAfter,
    removed: &[bool],
) -> Option<Vec<(usize, WriteMask)>> {
    let mov_inst = &insts[mov];
    if mov_inst.op != Opcode::Mov {
        return None;
    }
    let dest = mov_inst.dest?;
    let source = mov_inst.operands[0];
    let reg = source.temp_reg()?;
    if source.abs || source.negate || dest.reg == DestReg::Temp(reg) {
        return None;
    }
    let read = source.swizzle.read_mask(dest.mask);
    let mut remaining = read;
    let mut defs: Vec<usize> = Vec::new();
    for i in (0..mov).rev() {
        if removed[i] {
            continue;
        }
        let inst = &insts[i];
        if writes(inst, reg, remaining) {
            let mask = inst.dest.map_or(WriteMask::NONE, |d| d.mask);
            if !mask.minus(remaining).is_empty() || !inst.reads_of(reg).is_empty() {
                return None;
            }
            remaining = remaining.minus(mask);
            defs.push(i);
            if remaining.is_empty() {
                break;
            }
        } else if !inst.reads_of(reg).is_empty() || writes(inst, reg, WriteMask::ALL) {
            return None;
        }
        // Between the first definition and the move, nothing may see the
        // moved components of `dest` change.
        if touches(inst, dest.reg, dest.mask) && !defs.contains(&i) {
            return None;
        }
        if let DestReg::Temp(d) = dest.reg {
            if !inst.reads_of(d).intersect(dest.mask).is_empty() {
                return None;
            }
        }
    }
    if !remaining.is_empty() || defs.is_empty() {
        return None;
    }
    let written = defs
        .iter()
        .filter_map(|&i| insts[i].dest.map(|d| d.mask))
        .fold(WriteMask::NONE, WriteMask::union);
    let dead_after = live_after.get(mov, reg).intersect(written).is_empty();
    if !dead_after {
        return None;
    }
    let single_replicating = defs.len() == 1 && insts[defs[0]].result_is_uniform();
    if single_replicating {
        return Some(vec![(defs[0], dest.mask)]);
    }
    let identity = dest
        .mask
        .components()
        .all(|i| source.swizzle.get(i) == i as u8);
    if !identity || written != dest.mask {
        return None;
    }
    Some(
        defs.iter()
            .filter_map(|&i| Some((i, insts[i].dest?.mask)))
            .collect(),
    )
}
