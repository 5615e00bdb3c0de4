//! Result forwarding: `OP t, ...; MOV[_SAT] d, t` (t used nowhere else) becomes
//! `OP[_SAT] d, ...`. This is how results reach outputs without a final copy and
//! how `saturate()` turns into the `_SAT` suffix.

use super::writes;
use crate::ir::liveness::{live_after_each, live_out};
use crate::ir::{DestReg, Inst, Opcode, Program, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = live_after_each(program, block, block_live_out);
        let insts = &mut program.blocks[block].insts;
        let mut removed = vec![false; insts.len()];
        for mov in 0..insts.len() {
            if let Some(def) = forwardable(insts, mov, &live_after, &removed) {
                let Some(mov_dest) = insts[mov].dest else {
                    continue;
                };
                if let Some(dest) = insts[def].dest.as_mut() {
                    dest.reg = mov_dest.reg;
                    dest.mask = mov_dest.mask;
                    dest.saturate |= mov_dest.saturate;
                }
                removed[mov] = true;
                changed = true;
            }
        }
        let mut index = 0;
        insts.retain(|_| {
            index += 1;
            !removed[index - 1]
        });
    }
    changed
}

fn forwardable(
    insts: &[Inst],
    mov: usize,
    live_after: &[Vec<WriteMask>],
    removed: &[bool],
) -> Option<usize> {
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
    let def = (0..mov)
        .rev()
        .find(|&i| !removed[i] && writes(&insts[i], reg, read))?;
    let def_inst = &insts[def];
    let def_dest = def_inst.dest?;
    let shape_ok = if def_inst.op.replicates() {
        read.minus(def_dest.mask).is_empty()
    } else {
        def_dest.mask == dest.mask
            && (0..4).all(|i| !dest.mask.has(i) || source.swizzle.get(i) == i as u8)
    };
    if !shape_ok {
        return None;
    }
    let dest_is_used_between = |i: &Inst| match dest.reg {
        DestReg::Temp(d) => !i.reads_of(d).is_empty() || writes(i, d, WriteMask::ALL),
        DestReg::Output(o) => i.dest.is_some_and(|x| x.reg == DestReg::Output(o)),
    };
    let between = insts[def + 1..mov]
        .iter()
        .zip(&removed[def + 1..mov])
        .filter(|(_, gone)| !**gone)
        .map(|(i, _)| i);
    for i in between {
        if !i.reads_of(reg).is_empty() || writes(i, reg, def_dest.mask) || dest_is_used_between(i) {
            return None;
        }
    }
    // The defining instruction must not read the register it would now write.
    if let DestReg::Temp(d) = dest.reg {
        if !def_inst.reads_of(d).is_empty() {
            return None;
        }
    }
    let dead_after = live_after[mov][reg.0 as usize]
        .intersect(def_dest.mask)
        .is_empty();
    dead_after.then_some(def)
}
