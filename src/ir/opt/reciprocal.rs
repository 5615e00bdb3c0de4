//! A reciprocal of a reciprocal, as cgc cancels it: `RCP t.x, y` then
//! `RCP d, t.x` → `MOV d, y` (through the outer operand's negation or `abs`).
//! Shaders write it as `v / length(v)`: `length` is `RCP` of `RSQ`, and the
//! division takes its reciprocal again, so the normalized vector is `v`
//! times the `RSQ` (cgc's `MUL d, v, R0.w`).
//!
//! `1 / (1 / y)` rounds to `y` within an ulp, and an infinite `1 / y` (a zero
//! or tiny `y`) is no finite run, so, like the other relaxed passes, this
//! keeps outputs within rounding on runs that compute only finite values.
//!
//! One walk per block, keeping the latest writer of every register component
//! and the latest `ARL`, so the pass is linear in the block.

use crate::ir::{Inst, Opcode, Operand, Program, Source, VReg};
use rustc_hash::FxHashMap;

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in &mut program.blocks {
        let mut writers = Writers::default();
        for index in 0..block.insts.len() {
            if let Some(value) = cancelled(&block.insts, index, &writers) {
                let dest = block.insts[index]
                    .dest
                    .expect("an RCP writes a destination");
                block.insts[index] = Inst::new(Opcode::Mov, dest, &[value]);
                changed = true;
            }
            writers.record(&block.insts[index], index);
        }
    }
    changed
}

/// The latest instruction writing each temporary component, and the latest
/// `ARL`, at a point of a block.
#[derive(Default)]
struct Writers {
    components: FxHashMap<(VReg, u8), usize>,
    address: Option<usize>,
}

impl Writers {
    fn record(&mut self, inst: &Inst, index: usize) {
        if matches!(inst.op, Opcode::Arl | Opcode::ArlVector) {
            self.address = Some(index);
        }
        let Some(dest) = inst.dest else { return };
        let Some(reg) = dest.temp_reg() else { return };
        for component in dest.mask.components() {
            self.components.insert((reg, component as u8), index);
        }
    }

    /// True when what `operand`'s component `component` reads was last
    /// written before instruction `index`.
    fn unchanged_since(&self, operand: &Operand, component: u8, index: usize) -> bool {
        match operand.source {
            Source::Temp(reg) => self
                .components
                .get(&(reg, component))
                .is_none_or(|&writer| writer < index),
            Source::UniformRelative(..) => self.address.is_none_or(|arl| arl < index),
            Source::Input(_) | Source::Uniform(..) | Source::Literal(_) => true,
        }
    }
}

/// The value instruction `index` computes when it is the `RCP` of an earlier
/// `RCP`'s result whose operand still holds its value.
fn cancelled(insts: &[Inst], index: usize, writers: &Writers) -> Option<Operand> {
    let outer = &insts[index];
    if outer.op != Opcode::Rcp {
        return None;
    }
    let read = outer.operands[0];
    let component = read.swizzle.get(0);
    let &def = writers.components.get(&(read.temp_reg()?, component))?;
    let inner = &insts[def];
    if inner.op != Opcode::Rcp || inner.dest?.saturate {
        return None;
    }
    let value = inner.operands[0];
    let value_component = value.swizzle.get(0);
    if !writers.unchanged_since(&value, value_component, def) {
        return None;
    }
    let mut value = value.with_swizzle(crate::ir::Swizzle::replicate(value_component));
    if read.abs {
        // 1 / |1 / y| = |y|.
        value.abs = true;
        value.negate = false;
    } else {
        value.negate ^= read.negate;
    }
    Some(value)
}
