//! Identities with a literal zero that the ARB program specifications state
//! (`+/-0.0 * x = +/-0.0` for every representable `x`, `x + 0.0 == x`) and cgc
//! applies, but that IEEE arithmetic does not keep bit for bit: a zero product
//! of an infinity or NaN, and the sign of a zero sum or product, may change.
//!
//! - `MUL d, x, 0` and `DP3`/`DP4` with a zero vector → `MOV d, 0`;
//! - `DP3`/`DP4` with a literal zero in all but one lane `k` → `MOV d, x.k`
//!   for a 1 there (`-x.k` for a -1), `MUL d, x.k, c` for another `c`: `dot(n, float3(0, 0,
//!   1))` is `n.z`, as cgc computes it (its program then reads only `z`);
//! - `MAD d, x, 0, y` → `MOV d, y`; `MAD d, x, y, 0` → `MUL d, x, y`;
//! - `ADD d, x, 0` → `MOV d, x` (and `SUB` likewise).
//!
//! Matrix constructors with constant zeros (rotation, translation and scale
//! matrices built in the shader) are where these products come from.
//!
//! Contract (tested in `tests/suite/ir_opt.rs`): every run in which the original
//! program computes only finite values gives the same outputs, since then a
//! changed zero sign can only reach an output as a zero again. Runs that
//! compute an infinity or NaN anywhere may change. This pass is therefore not
//! in [`super::PASSES`] (which preserve every run exactly) but in
//! [`super::RELAXED_PASSES`].

use super::fold::literal_values;
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Swizzle, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in 0..program.blocks.len() {
        for index in 0..program.blocks[block].insts.len() {
            let inst = &program.blocks[block].insts[index];
            if let Some(simpler) = simplify(program, inst) {
                program.blocks[block].insts[index] = simplified_inst(program, simpler);
                changed = true;
            }
        }
    }
    changed
}

/// What an instruction reduces to.
enum Simpler {
    Zero(Dest),
    Copy(Dest, Operand),
    Product(Dest, Operand, Operand),
}

fn simplified_inst(program: &mut Program, simpler: Simpler) -> Inst {
    match simpler {
        Simpler::Zero(dest) => {
            let zero = program.scalar(0.0);
            Inst::new(Opcode::Mov, dest, &[zero])
        }
        Simpler::Copy(dest, operand) => Inst::new(Opcode::Mov, dest, &[operand]),
        Simpler::Product(dest, a, b) => Inst::new(Opcode::Mul, dest, &[a, b]),
    }
}

/// True when every component of `operand` read for the result components
/// `used` of `op` (operand `index`) is a literal zero of either sign.
fn is_zero(
    program: &Program,
    op: Opcode,
    index: usize,
    operand: &Operand,
    used: WriteMask,
) -> bool {
    let components = op.operand_components(index, used);
    literal_values(program, operand)
        .is_some_and(|v| !components.is_empty() && components.components().all(|i| v[i] == 0.0))
}

/// A dot product one of whose operands is a literal zero in every lane it
/// reads but one: the other operand's component in that lane, times the
/// literal's (a copy when it is 1).
fn one_lane_product(program: &Program, inst: &Inst, dest: Dest) -> Option<Simpler> {
    let lanes = inst.op.operand_components(0, dest.mask);
    (0..2).find_map(|index| {
        let literal = &inst.operands[index];
        let values = literal_values(program, literal)?;
        let mut nonzero = lanes.components().filter(|&lane| values[lane] != 0.0);
        let lane = nonzero.next()?;
        if nonzero.next().is_some() {
            return None;
        }
        let other = inst.operands[1 - index];
        let component = other.with_swizzle(Swizzle::replicate(other.swizzle.get(lane)));
        Some(if values[lane] == 1.0 {
            Simpler::Copy(dest, component)
        } else if values[lane] == -1.0 {
            Simpler::Copy(dest, component.negated())
        } else {
            let factor = Operand {
                swizzle: Swizzle::replicate(literal.swizzle.get(lane)),
                ..*literal
            };
            Simpler::Product(dest, component, factor)
        })
    })
}

fn simplify(program: &Program, inst: &Inst) -> Option<Simpler> {
    let dest = inst.dest?;
    let zero = |index: usize| is_zero(program, inst.op, index, &inst.operands[index], dest.mask);
    let operands = &inst.operands;
    match inst.op {
        Opcode::Mul | Opcode::Dp3 | Opcode::Dp4 if zero(0) || zero(1) => Some(Simpler::Zero(dest)),
        Opcode::Dp3 | Opcode::Dp4 => one_lane_product(program, inst, dest),
        Opcode::Mad if zero(0) || zero(1) => Some(Simpler::Copy(dest, operands[2])),
        Opcode::Mad if zero(2) => Some(Simpler::Product(dest, operands[0], operands[1])),
        Opcode::Add if zero(1) => Some(Simpler::Copy(dest, operands[0])),
        Opcode::Add if zero(0) => Some(Simpler::Copy(dest, operands[1])),
        Opcode::Sub if zero(1) => Some(Simpler::Copy(dest, operands[0])),
        Opcode::Sub if zero(0) => Some(Simpler::Copy(dest, operands[1].negated())),
        _ => None,
    }
}
