//! `MUL t, a, b` followed by `ADD d, t, c` (t used nowhere else) → `MAD d, a, b, c`;
//! a product read by several `ADD`s and nothing else becomes a `MAD` in each
//! ([`fuse_shared`]). The interpreter rounds `MAD` as a product then a sum, so
//! the fusion is exact. The `MUL` is looked for at most
//! `effects::PRODUCER_WINDOW` (256) instructions back (its readers as far
//! ahead), so the pass stays linear on long blocks.

use super::effects::{clobbers, producer, writes, PRODUCER_WINDOW};
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{Inst, Opcode, Program, Source, WriteMask};
use smallvec::SmallVec;

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
        for mul in 0..insts.len() {
            changed |= fuse_shared(insts, mul, &live_after, program.reads_limited);
        }
    }
    changed
}

/// The `MAD` that computes `add`, whose operand `side` reads the product of
/// `mul`: `a * b + c`, the product's swizzle and sign carried to `a` and `b`.
fn fused(mul: &Inst, add: &Inst, side: usize) -> Option<Inst> {
    let product = add.operands[side];
    let mut a = mul.operands[0];
    let mut b = mul.operands[1];
    a.swizzle = product.swizzle.compose_after(a.swizzle);
    b.swizzle = product.swizzle.compose_after(b.swizzle);
    if product.negate {
        a.negate = !a.negate;
    }
    Some(Inst::new(
        Opcode::Mad,
        add.dest?,
        &[a, b, add.operands[1 - side]],
    ))
}

/// `MUL t, a, b` read by several `ADD`s and by nothing else: each `ADD`
/// becomes a `MAD` of `a` and `b`, and the `MUL` dies (n + 1 instructions
/// become n, as cgc computes `x + k * y` and `z + k * y` with two `MAD`s).
/// `a` and `b` must hold their values up to the last reader. Where the
/// target limits what an instruction reads (`reads_limited`), only if no
/// `MAD` reads two distinct parameters or attributes, which would cost a copy
/// each.
fn fuse_shared(insts: &mut [Inst], mul: usize, live_after: &LiveAfter, limited: bool) -> bool {
    let mul_inst = &insts[mul];
    let Some(dest) = mul_inst.dest.filter(|d| !d.saturate) else {
        return false;
    };
    let Some(reg) = dest.temp_reg() else {
        return false;
    };
    if mul_inst.op != Opcode::Mul || mul_inst.operands.iter().any(|o| clobbers(mul_inst, o)) {
        return false;
    }
    let mut readers: SmallVec<[(usize, usize); 4]> = SmallVec::new();
    for (index, inst) in insts.iter().enumerate().skip(mul + 1).take(PRODUCER_WINDOW) {
        if !inst.reads_of(reg).intersect(dest.mask).is_empty() {
            let Some(side) = product_side(inst, reg, dest.mask) else {
                return false;
            };
            readers.push((index, side));
        }
        if writes(inst, reg, dest.mask) || mul_inst.operands.iter().any(|o| clobbers(inst, o)) {
            break;
        }
    }
    let Some(&(last, _)) = readers.last() else {
        return false;
    };
    if readers.len() < 2 || !live_after.get(last, reg).intersect(dest.mask).is_empty() {
        return false;
    }
    let Some(mads) = readers
        .iter()
        .map(|&(index, side)| fused(mul_inst, &insts[index], side))
        .collect::<Option<SmallVec<[Inst; 4]>>>()
    else {
        return false;
    };
    if limited && mads.iter().any(|mad| !within_read_limits(mad)) {
        return false;
    }
    for (&(index, _), mad) in readers.iter().zip(mads) {
        insts[index] = mad;
    }
    true
}

/// Which operand of `inst` reads the product in `reg` (components `written`),
/// where `inst` is an `ADD` that can take it as a `MAD`: one plain operand
/// reading only written components, the other not reading `reg`, and `inst`
/// not writing `reg` (its later readers would see another value).
fn product_side(inst: &Inst, reg: crate::ir::VReg, written: WriteMask) -> Option<usize> {
    let dest = inst.dest?;
    if inst.op != Opcode::Add || dest.temp_reg() == Some(reg) {
        return None;
    }
    let side = inst
        .operands
        .iter()
        .position(|o| o.temp_reg() == Some(reg))?;
    let product = inst.operands[side];
    let other = inst.operands[1 - side];
    let read = product.swizzle.read_mask(dest.mask);
    (!product.abs && other.temp_reg() != Some(reg) && read.minus(written) == WriteMask::NONE)
        .then_some(side)
}

/// Whether `mad` reads at most one distinct program parameter and one
/// distinct attribute (the NV vertex dialects' rule, as
/// `back::legalize` applies it).
fn within_read_limits(mad: &Inst) -> bool {
    let distinct = |kind: fn(Source) -> bool| {
        let mut seen: SmallVec<[Source; 3]> = SmallVec::new();
        for operand in mad.operands.iter().filter(|o| kind(o.source)) {
            if !seen.contains(&operand.source) {
                seen.push(operand.source);
            }
        }
        seen.len()
    };
    distinct(Source::is_parameter) <= 1 && distinct(Source::is_attribute) <= 1
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
    fused(mul_inst, add_inst, side)
}
