//! Four-component dot products whose operand holds a literal in the lane it
//! reads for `w`: the products of `mul(M, float4(v, 1))` and
//! `mul(M, float4(v, 0))` when `v` is computed, so the vector is built in a
//! temporary by a `MOV` of the literal into its `w` lane.
//!
//! - `DP4 d, a, b` with `b.w` = 1 → `DPH d, b, a` (`b.xyz · a.xyz + a.w`): the
//!   same sums in the same order, so the same result bit for bit;
//! - `DP4 d, a, b` with `b.w` = ±0 → `DP3 d, a, b`: drops `a.w * 0`, which the
//!   ARB specifications state is 0 for every `a.w` (as [`super::zero`] does)
//!   but IEEE arithmetic makes NaN for an infinite or NaN `a.w`. This pass is
//!   therefore one of [`super::RELAXED_PASSES`].
//!
//! Either way the `MOV` of the literal is then usually dead. Every profile
//! has `DPH`; cgc does not use it, and builds the vector (`MOV R0.w, c[0].x`)
//! before each such product.
//!
//! Cost: linear in the block. The literal is found from the last write to
//! each register component, recorded as the block is scanned.

use super::effects::LastWriters;
use super::fold::literal_values;
use crate::ir::{Inst, Opcode, Operand, Program, Source};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    let mut writers = LastWriters::default();
    for block in 0..program.blocks.len() {
        writers.clear();
        for index in 0..program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            let inst = &insts[index];
            if let Some(simpler) = simplified(program, &writers, insts, inst) {
                program.blocks[block].insts[index] = simpler;
                changed = true;
            }
            writers.record(&program.blocks[block].insts[index], index);
        }
    }
    changed
}

/// `inst` as a `DPH` or `DP3`, when it is a `DP4` one of whose operands
/// reads a literal 1 or 0 in its `w` lane.
fn simplified(
    program: &Program,
    writers: &LastWriters,
    insts: &[Inst],
    inst: &Inst,
) -> Option<Inst> {
    if inst.op != Opcode::Dp4 {
        return None;
    }
    let dest = inst.dest?;
    let w = |index: usize| w_literal(program, writers, insts, &inst.operands[index]);
    let [a, b] = [inst.operands[0], inst.operands[1]];
    let (w_a, w_b) = (w(0), w(1));
    if w_a == Some(0.0) || w_b == Some(0.0) {
        return Some(Inst::new(Opcode::Dp3, dest, &[a, b]));
    }
    if w_b == Some(1.0) {
        return Some(Inst::new(Opcode::Dph, dest, &[b, a]));
    }
    if w_a == Some(1.0) {
        return Some(Inst::new(Opcode::Dph, dest, &[a, b]));
    }
    None
}

/// The literal `operand` reads in its `w` lane, if it is one: a literal
/// operand's, or a temporary's whose component was last written in this
/// block by a `MOV` of a literal.
fn w_literal(
    program: &Program,
    writers: &LastWriters,
    insts: &[Inst],
    operand: &Operand,
) -> Option<f32> {
    let lane = usize::from(operand.swizzle.0[3]);
    let value = match operand.source {
        Source::Literal(_) => return Some(literal_values(program, operand)?[3]),
        Source::Temp(reg) => {
            let writer = &insts[writers.of(reg, lane)?];
            if writer.op != Opcode::Mov || writer.dest?.saturate {
                return None;
            }
            literal_values(program, &writer.operands[0])?[lane]
        }
        _ => return None,
    };
    let value = if operand.abs { value.abs() } else { value };
    Some(if operand.negate { -value } else { value })
}
