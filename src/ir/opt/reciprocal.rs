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
//! A reciprocal of a product with a power of two, as cgc writes `x / (r * 2)`:
//! `MUL t.x, r, 2` then `RCP d, t.x` (`t.x` read only there) → `RCP n, r;
//! MUL d, n, 0.5`. Exact (scaling by a power of two commutes with the
//! reciprocal), the same count, and the product of two constants is gone:
//! vertex programs, which read one constant per instruction, needed a `MOV`
//! for it; a later product with a literal takes the `0.5` in.
//!
//! One walk per block, keeping the latest writer of every register component
//! and the latest `ARL`, so the pass is linear in the block.

use super::effects::PRODUCER_WINDOW;
use super::fold::literal_values;
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Source, Swizzle, VReg};
use rustc_hash::FxHashMap;

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    let has_rcp = |insts: &[Inst]| insts.iter().any(|inst| inst.op == Opcode::Rcp);
    // Liveness is the costly part: none is computed for programs (or
    // blocks) without a reciprocal.
    if !program.blocks.iter().any(|block| has_rcp(&block.insts)) {
        return false;
    }
    let outs = live_out(program);
    for (block, block_live_out) in outs.iter().enumerate() {
        if !has_rcp(&program.blocks[block].insts) {
            continue;
        }
        let live_after = LiveAfter::of(program, block, block_live_out);
        let mut writers = Writers::default();
        let mut unscaled = Vec::new();
        for index in 0..program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            if let Some(value) = cancelled(insts, index, &writers) {
                let dest = insts[index].dest.expect("an RCP writes a destination");
                program.blocks[block].insts[index] = Inst::new(Opcode::Mov, dest, &[value]);
                changed = true;
            } else if let Some(found) = scaled(program, insts, index, &writers, &live_after) {
                unscaled.push(found);
            }
            writers.record(&program.blocks[block].insts[index], index);
        }
        changed |= !unscaled.is_empty();
        unscale(program, block, unscaled);
    }
    changed
}

/// An `RCP` (at `index`) of `x * k`, `k` a power of two: it becomes the
/// `RCP` of `x` times `1 / k`.
struct Unscaled {
    index: usize,
    x: Operand,
    inverse: f32,
}

/// The [`Unscaled`] rewrite of instruction `index`, when it is the `RCP` of
/// a component of a `MUL` by a power-of-two literal that no other
/// instruction reads, and the `MUL`'s other operand still holds its value.
fn scaled(
    program: &Program,
    insts: &[Inst],
    index: usize,
    writers: &Writers,
    live_after: &LiveAfter,
) -> Option<Unscaled> {
    let outer = &insts[index];
    let read = outer.operands[0];
    if outer.op != Opcode::Rcp || read.abs {
        return None;
    }
    let reg = read.temp_reg()?;
    let component = read.swizzle.get(0);
    let &def = writers.components.get(&(reg, component))?;
    let inner = &insts[def];
    if inner.op != Opcode::Mul || inner.dest?.saturate || index - def > PRODUCER_WINDOW {
        return None;
    }
    let k = inner
        .operands
        .iter()
        .position(|o| literal_values(program, o).is_some())?;
    let factor = literal_values(program, &inner.operands[k])?[usize::from(component)];
    let inverse = 1.0 / factor;
    let exact = factor != 0.0
        && factor.is_finite()
        && inverse.is_normal()
        && factor.abs().to_bits() & 0x007f_ffff == 0;
    let x = inner.operands[1 - k];
    let x_component = x.swizzle.get(usize::from(component));
    let only_reader = !live_after.get(index, reg).has(usize::from(component))
        && insts[def + 1..index]
            .iter()
            .all(|i| !i.reads_of(reg).has(usize::from(component)));
    if !exact || !only_reader || !writers.unchanged_since(&x, x_component, def) {
        return None;
    }
    let mut x = x.with_swizzle(Swizzle::replicate(x_component));
    x.negate ^= read.negate;
    Some(Unscaled { index, x, inverse })
}

/// Applies the [`Unscaled`] rewrites of block `block` (in order of their
/// index; the `MUL`s they read are left to dead-code elimination).
fn unscale(program: &mut Program, block: usize, unscaled: Vec<Unscaled>) {
    if unscaled.is_empty() {
        return;
    }
    let insts = std::mem::take(&mut program.blocks[block].insts);
    let mut out = Vec::with_capacity(insts.len() + unscaled.len());
    let mut pending = unscaled.into_iter().peekable();
    for (index, inst) in insts.into_iter().enumerate() {
        let (Some(rewrite), Some(dest)) = (pending.next_if(|r| r.index == index), inst.dest) else {
            out.push(inst);
            continue;
        };
        let reciprocal = program.new_vreg();
        let inverse = program.literal([rewrite.inverse; 4]);
        out.push(Inst::new(
            Opcode::Rcp,
            Dest::temp(reciprocal, crate::ir::WriteMask::X),
            &[rewrite.x],
        ));
        out.push(Inst::new(
            Opcode::Mul,
            dest,
            &[
                Operand::temp(reciprocal).with_swizzle(Swizzle::replicate(0)),
                inverse,
            ],
        ));
    }
    program.blocks[block].insts = out;
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
