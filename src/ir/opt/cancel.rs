//! Cancellation of opposite terms of a sum, as cgc applies it: `ADD t, p, q`
//! then `ADD d, t, -q` (or `SUB d, t, q`, in either operand order, with any
//! negation or swizzle of `t`) → `MOV d, p`. Shaders write such sums when they
//! shift a coordinate and shift it back (`(x - s) * (1 - 0) + s`); cgc's
//! program then no longer reads `s`, and its header marks `s` unreferenced.
//!
//! `p + q - q` rounds to `p` only when `p + q` is exact, so, like the other
//! relaxed passes, this keeps outputs within rounding on runs that compute
//! only finite values (`x + inf - inf` is NaN, `x` is not).
//!
//! The sum is looked for at most `effects::PRODUCER_WINDOW` (256)
//! instructions before the instruction that cancels it, so the pass stays
//! linear on long blocks.
//!
//! Contract (tested in `tests/suite/ir_opt.rs`): on runs that compute only
//! finite values, outputs agree within rounding.

use super::effects::{clobbers, writes, PRODUCER_WINDOW};
use crate::ir::{Inst, Opcode, Operand, Program, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in &mut program.blocks {
        for user in 0..block.insts.len() {
            if let Some(kept) = cancelled(&block.insts, user) {
                let dest = block.insts[user].dest.expect("a sum writes a destination");
                block.insts[user] = Inst::new(Opcode::Mov, dest, &[kept]);
                changed = true;
            }
        }
    }
    changed
}

/// The two terms `inst` adds, when it is an `ADD` or `SUB`.
fn terms(inst: &Inst) -> Option<[Operand; 2]> {
    match inst.op {
        Opcode::Add => Some([inst.operands[0], inst.operands[1]]),
        Opcode::Sub => Some([inst.operands[0], inst.operands[1].negated()]),
        _ => None,
    }
}

/// `inner` as read through `outer`, a read of the register `inner`'s
/// instruction writes: swizzles composed, negations combined.
fn read_through(outer: &Operand, inner: &Operand) -> Operand {
    let mut term = *inner;
    term.swizzle = outer.swizzle.compose_after(inner.swizzle);
    term.negate ^= outer.negate;
    term
}

/// True when `a + b` is zero in the components `used`: the same value, one
/// of them negated.
fn opposite(a: &Operand, b: &Operand, used: WriteMask) -> bool {
    a.source == b.source
        && a.abs == b.abs
        && a.negate != b.negate
        && used.components().all(|i| a.swizzle.0[i] == b.swizzle.0[i])
}

/// The operand instruction `user` reduces to, when one of its terms is a sum
/// (defined earlier in the block, its operands unchanged since) holding the
/// opposite of its other term.
fn cancelled(insts: &[Inst], user: usize) -> Option<Operand> {
    let user_inst = &insts[user];
    let outer = terms(user_inst)?;
    let used = user_inst.dest?.mask;
    (0..2).find_map(|side| {
        let sum = &outer[side];
        let other = &outer[1 - side];
        let reg = sum.temp_reg()?;
        if sum.abs {
            return None;
        }
        let read = sum.swizzle.read_mask(used);
        let def = (user.saturating_sub(PRODUCER_WINDOW)..user)
            .rev()
            .find(|&i| writes(&insts[i], reg, read))?;
        let def_inst = &insts[def];
        let def_dest = def_inst.dest?;
        if def_dest.saturate || !read.minus(def_dest.mask).is_empty() {
            return None;
        }
        let inner = terms(def_inst)?.map(|term| read_through(sum, &term));
        let k = (0..2).find(|&k| opposite(&inner[k], other, used))?;
        // Both terms must still hold at `user` what they held at `def`: the
        // cancelled one is compared with `other`, the kept one is read.
        let unchanged = insts[def..user]
            .iter()
            .all(|i| def_inst.operands[..2].iter().all(|o| !clobbers(i, o)));
        unchanged.then_some(inner[1 - k])
    })
}
