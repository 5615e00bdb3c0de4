//! `MUL t, a, b` followed by `ADD d, t, c` (t used nowhere else) → `MAD d, a, b, c`.
//! The interpreter rounds `MAD` as a product then a sum, so the fusion is exact.
//! The `MUL` is looked for at most `effects::PRODUCER_WINDOW` (256) instructions back, so
//! the pass stays linear on long blocks.

use super::effects::{clobbers, producer};
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{Inst, Opcode, Program, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = LiveAfter::of(program, block, block_live_out);
        let insts = &mut program.blocks[block].insts;
        for add in 0..insts.len() {
            if insts[add].op != Opcode::Add {
                continue;
            }
            for product_side in 0..2 {
                if let Some(fused) = fuse(insts, add, product_side, &live_after) {
                    insts[add] = fused;
                    changed = true;
                    break;
                }
            }
        }
    }
    changed
}

fn fuse(insts: &[Inst], add: usize, side: usize, live_after: &LiveAfter) -> Option<Inst> {
    let add_inst = &insts[add];
    let dest = add_inst.dest?;
    let product = add_inst.operands[side];
    let addend = add_inst.operands[1 - side];
    let reg = product.temp_reg()?;
    if product.abs || addend.temp_reg() == Some(reg) {
        return None;
    }
    let read = product.swizzle.read_mask(dest.mask);
    let mul = producer(insts, add, reg, read)?;
    let mul_inst = &insts[mul];
    let mul_dest = mul_inst.dest?;
    if mul_inst.op != Opcode::Mul
        || mul_dest.saturate
        || read.minus(mul_dest.mask) != WriteMask::NONE
    {
        return None;
    }
    // Cheapest test first: a product read again later is not fused.
    let dead_after = live_after.get(add, reg).intersect(mul_dest.mask).is_empty();
    if !dead_after || mul_inst.operands.iter().any(|o| clobbers(mul_inst, o)) {
        return None;
    }
    let between = &insts[mul + 1..add];
    let undisturbed = between
        .iter()
        .all(|i| i.reads_of(reg).is_empty() && !mul_inst.operands.iter().any(|o| clobbers(i, o)));
    if !undisturbed {
        return None;
    }
    let mut a = mul_inst.operands[0];
    let mut b = mul_inst.operands[1];
    a.swizzle = product.swizzle.compose_after(a.swizzle);
    b.swizzle = product.swizzle.compose_after(b.swizzle);
    if product.negate {
        a.negate = !a.negate;
    }
    Some(Inst::new(Opcode::Mad, dest, &[a, b, addend]))
}
