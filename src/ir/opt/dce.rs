//! Dead-code elimination per component: write masks shrink to the components
//! some later instruction reads; instructions left writing nothing disappear.
//! Writes to outputs and `KIL` are always kept.

use crate::ir::liveness::{live_out, step_backward};
use crate::ir::{DestReg, Program};

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    for (block, mut live) in program.blocks.iter_mut().zip(outs) {
        let mut kept = Vec::with_capacity(block.insts.len());
        for mut inst in block.insts.drain(..).rev() {
            if let Some(dest) = inst.dest.as_mut() {
                if let DestReg::Temp(reg) = dest.reg {
                    let needed = dest.mask.intersect(live[reg.0 as usize]);
                    if needed.is_empty() {
                        changed = true;
                        continue;
                    }
                    if needed != dest.mask {
                        dest.mask = needed;
                        changed = true;
                    }
                }
            }
            step_backward(&inst, &mut live);
            kept.push(inst);
        }
        kept.reverse();
        block.insts = kept;
    }
    changed
}
