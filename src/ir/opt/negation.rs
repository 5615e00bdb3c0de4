//! Vectors assembled negated: a temporary built lane by lane with `MOV`s of
//! negated values (`-refracted` where `refracted` was assembled from three
//! texture lookups and a literal, as `lerp(refracted, reflected, f)` lowers)
//! is built with the values themselves instead, and every read of it
//! negated. A negated `MOV` of a computed value is an instruction of its
//! own, while a plain one usually disappears (the value is written into the
//! lane where it is computed, see [`super::forward`]) and a negated read
//! costs nothing. cgc assembles such vectors unnegated.
//!
//! A temporary qualifies when it is used in one block only, every write to
//! it is a `MOV` without saturation, all of them come before its first read,
//! no branch reads it, and more of those `MOV`s negate a computed value than
//! copy one as it is (literals are negated for free). Negating a value twice
//! is exact, so the pass is one of [`super::PASSES`].
//!
//! Cost: two linear scans of the program.

use crate::ir::{Inst, Opcode, Program, Source, Terminator, VReg};

/// What the scan found about one temporary.
#[derive(Clone, Copy)]
struct Use {
    /// The block it appears in; `None` before it is seen.
    block: Option<usize>,
    /// Seen in a second block, or read by a branch, or written otherwise
    /// than by a plain `MOV`, or read before its last write.
    disqualified: bool,
    last_write: usize,
    first_read: usize,
    /// Negated `MOV`s of computed values minus plain ones.
    negated_moves: i32,
}

const UNSEEN: Use = Use {
    block: None,
    disqualified: false,
    last_write: 0,
    first_read: usize::MAX,
    negated_moves: 0,
};

pub fn run(program: &mut Program) -> bool {
    let uses = scan(program);
    let flipped = |reg: VReg| {
        let found = uses[reg.0 as usize];
        !found.disqualified && found.negated_moves > 0 && found.last_write < found.first_read
    };
    let mut changed = false;
    for block in &mut program.blocks {
        for inst in &mut block.insts {
            if inst.dest.and_then(|d| d.temp_reg()).is_some_and(flipped) {
                inst.operands[0].negate = !inst.operands[0].negate;
                changed = true;
            }
            for operand in &mut inst.operands {
                // `|-x|` is `|x|`: an absolute read needs no change.
                if operand.temp_reg().is_some_and(flipped) && !operand.abs {
                    operand.negate = !operand.negate;
                }
            }
        }
    }
    changed
}

fn scan(program: &Program) -> Vec<Use> {
    let mut uses = vec![UNSEEN; program.vreg_count as usize];
    for (block_index, block) in program.blocks.iter().enumerate() {
        let seen_in = |reg: VReg, uses: &mut Vec<Use>| -> usize {
            let found = &mut uses[reg.0 as usize];
            if found.block.is_some_and(|b| b != block_index) {
                found.disqualified = true;
            }
            found.block = Some(block_index);
            reg.0 as usize
        };
        for (index, inst) in block.insts.iter().enumerate() {
            for operand in &inst.operands {
                if let Some(reg) = operand.temp_reg() {
                    let reg = seen_in(reg, &mut uses);
                    let found = &mut uses[reg];
                    found.first_read = found.first_read.min(index);
                }
            }
            if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
                let reg = seen_in(reg, &mut uses);
                let found = &mut uses[reg];
                found.last_write = index;
                match write_kind(inst) {
                    Write::NegatedCopy => found.negated_moves += 1,
                    Write::PlainCopy => found.negated_moves -= 1,
                    Write::Literal => {}
                    Write::Other => found.disqualified = true,
                }
            }
        }
        if let Terminator::Branch { condition, .. } = block.terminator {
            if let Some(reg) = condition.temp_reg() {
                let reg = seen_in(reg, &mut uses);
                uses[reg].disqualified = true;
            }
        }
    }
    uses
}

/// How an instruction writes a temporary, as the pass counts it.
enum Write {
    /// `MOV` without saturation of a computed value, negated or not.
    NegatedCopy,
    PlainCopy,
    /// `MOV` without saturation of a literal: negated for free.
    Literal,
    Other,
}

fn write_kind(inst: &Inst) -> Write {
    if inst.op != Opcode::Mov || inst.dest.is_none_or(|d| d.saturate) {
        return Write::Other;
    }
    let moved = inst.operands[0];
    match (moved.source, moved.negate) {
        (Source::Literal(_), _) => Write::Literal,
        (_, true) => Write::NegatedCopy,
        (_, false) => Write::PlainCopy,
    }
}
