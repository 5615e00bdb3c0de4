//! `x - frac(x)` as `floor(x)`: `FRC t, x; ADD d, x, -t` → `FLR d, x`, one
//! instruction where the fraction has no other reader (cgc's form of
//! `x - frac(x)`, the idiom of shaders that predate `floor`).
//!
//! In floating point `x - (x - floor(x))` can differ from `floor(x)` by a
//! rounding of the fraction, so this pass is one of
//! [`super::RELAXED_PASSES`]. Every target with `FRC` has `FLR`.
//!
//! Cost: linear in the block; the `FRC` is found from the last write to each
//! register component, recorded as the block is scanned.

use super::effects::LastWriters;
use crate::ir::{Inst, Opcode, Operand, Program, Source};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    let mut writers = LastWriters::default();
    for block in program.blocks.iter_mut() {
        writers.clear();
        for index in 0..block.insts.len() {
            if let Some(floor) = floor_of_difference(&block.insts, &writers, index) {
                block.insts[index] = floor;
                changed = true;
            }
            writers.record(&block.insts[index], index);
        }
    }
    changed
}

/// `insts[index]` as a `FLR`, when it is `ADD d, x, -t` (either order) and
/// every lane of `t` it reads is the `FRC` of the same lane of `x`, whose
/// source nothing has written since.
fn floor_of_difference(insts: &[Inst], writers: &LastWriters, index: usize) -> Option<Inst> {
    let add = &insts[index];
    if add.op != Opcode::Add {
        return None;
    }
    let dest = add.dest?;
    (0..2).find_map(|side| {
        let (x, fraction) = (add.operands[1 - side], add.operands[side]);
        let reg = fraction.temp_reg()?;
        if !fraction.negate || fraction.abs {
            return None;
        }
        let mut frc = None;
        for lane in dest.mask.components() {
            let component = usize::from(fraction.swizzle.get(lane));
            let writer = writers.of(reg, component)?;
            if *frc.get_or_insert(writer) != writer {
                return None;
            }
            let frc_inst = &insts[writer];
            let y = *frc_inst.operands.first()?;
            let same_lane = frc_inst.op == Opcode::Frc
                && !frc_inst.dest?.saturate
                && same_value(&y, &x)
                && y.swizzle.get(component) == x.swizzle.get(lane);
            if !same_lane {
                return None;
            }
        }
        let frc = frc?;
        let y = insts[frc].operands[0];
        let unchanged = y
            .temp_reg()
            .is_none_or(|source| (0..4).all(|c| writers.of(source, c).is_none_or(|w| w < frc)));
        unchanged.then(|| Inst::new(Opcode::Flr, dest, &[x]))
    })
}

/// Whether two operands read the same register with the same modifiers
/// (their swizzles compared lane by lane by the caller).
/// A relative read is never the same: an `ARL` between may move it.
fn same_value(a: &Operand, b: &Operand) -> bool {
    !matches!(a.source, Source::UniformRelative(..))
        && a.source == b.source
        && a.negate == b.negate
        && a.abs == b.abs
}
