//! Dead-code elimination per component: write masks shrink to the components
//! some later needed instruction reads; instructions left writing nothing
//! disappear. Writes to outputs, `KIL`, `ARL` and branch conditions are
//! always needed, and what they read through any chain of instructions; a
//! value a loop carries round its back edge that nothing else reads is dead
//! ([`needed_out`]: cgc drops such sums too, tests/header/361 in vp30).

use crate::ir::liveness::{live_out, needed_out, step_backward, LiveSet};
use crate::ir::{DestReg, Program};

pub fn run(program: &mut Program) -> bool {
    let outs = needed_out(program);
    remove_dead(program, outs)
}

/// [`run`] in plain liveness: a value a loop carries round its back edge
/// stays while the loop reads it ([`super::optimize_keeping_loop_carried`]).
pub fn run_keeping_loop_carried(program: &mut Program) -> bool {
    let outs = live_out(program);
    remove_dead(program, outs)
}

/// Removes what is not live given `outs`, the live set at each block's end.
fn remove_dead(program: &mut Program, outs: Vec<LiveSet>) -> bool {
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
