//! A value bounded twice by literals in [0, 1], one of them the saturation's
//! own bound, is one saturated instruction, as cgc compiles it (probed with
//! cgc 3.1, tests/shaders/opt/min_max_saturate.cg):
//!
//! - `MAX t, x, 0; MIN d, t, 1` (and `MIN t, x, 1; MAX d, t, 0`) → `MOV_SAT d, x`;
//! - `MAX t, x, lo; MIN d, t, 1` (either order) → `MAX_SAT d, x, lo`;
//! - `MIN t, x, hi; MAX d, t, 0` (either order) → `MIN_SAT d, x, hi`;
//!
//! for `lo` and `hi` in [0, 1], where the target saturates
//! ([`Program::saturates`]: selection expands a saturation into `MAX` and
//! `MIN` elsewhere, which would cost an instruction). A `MOV_SAT` then folds into the instruction
//! computing `x` ([`super::fold`]). `clamp(x, lo, hi)` is lowered so already
//! (`lower::calls::stdlib`); this finds the bounds written as `min(max(x, 0), 1)`.
//! The inner instruction stays for its other readers (dead-code elimination
//! removes it otherwise), as cgc keeps it.
//!
//! A bound no tighter than the one its value already has is a copy, in
//! every target: `MAX t, x, a; MAX d, t, b` with `b <= a` in every lane is
//! `MOV d, t` (`min(max(l, 0), 2)` of `l = max(n.l, 0)` reads `l` once
//! bounded), and likewise `MIN` with `b >= a`.
//!
//! Contract: exact for every finite and infinite `x`. A NaN may give another
//! result (`MAX(NaN, 0)` against a saturated NaN), so the pass is one of
//! [`super::RELAXED_PASSES`].

use super::effects::{clobbers, producer};
use super::fold::literal_values;
use crate::ir::{Inst, Opcode, Operand, Program, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in 0..program.blocks.len() {
        for outer in 0..program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            let simpler = redundant_bound(program, insts, outer).or_else(|| {
                program
                    .saturates
                    .then(|| saturated(program, insts, outer))
                    .flatten()
            });
            if let Some(simpler) = simpler {
                program.blocks[block].insts[outer] = simpler;
                changed = true;
            }
        }
    }
    changed
}

/// The operands of a `MIN` or `MAX` against a literal: the other operand,
/// a plain read of a temporary, with the literal's values per lane and the
/// instruction writing what the temporary holds for it.
struct Bounded {
    value: Operand,
    bound: Operand,
    values: [f32; 4],
    inner: usize,
}

/// [`Bounded`] with the literal on operand `side` of `insts[outer]`.
fn bounded(program: &Program, insts: &[Inst], outer: usize, side: usize) -> Option<Bounded> {
    let outer_inst = &insts[outer];
    let dest = outer_inst.dest?;
    let bound = outer_inst.operands[side];
    let value = outer_inst.operands[1 - side];
    let values = literal_values(program, &bound)?;
    let reg = value.temp_reg()?;
    if value.negate || value.abs {
        return None;
    }
    let read = value.swizzle.read_mask(dest.mask);
    let inner = producer(insts, outer, reg, read)?;
    let inner_dest = insts[inner].dest?;
    (!inner_dest.saturate && read.minus(inner_dest.mask) == WriteMask::NONE).then_some(Bounded {
        value,
        bound,
        values,
        inner,
    })
}

/// `insts[outer]` as a copy where it bounds a value the instruction before
/// bounded as tightly already.
fn redundant_bound(program: &Program, insts: &[Inst], outer: usize) -> Option<Inst> {
    let outer_inst = &insts[outer];
    let looser: fn(f32, f32) -> bool = match outer_inst.op {
        Opcode::Max => |outer, inner| outer <= inner,
        Opcode::Min => |outer, inner| outer >= inner,
        _ => return None,
    };
    let dest = outer_inst.dest?;
    (0..2).find_map(|side| {
        let found = bounded(program, insts, outer, side)?;
        let inner_inst = &insts[found.inner];
        if inner_inst.op != outer_inst.op {
            return None;
        }
        let no_tighter = (0..2).any(|inner_side| {
            let mut inner_bound = inner_inst.operands[inner_side];
            inner_bound.swizzle = found.value.swizzle.compose_after(inner_bound.swizzle);
            literal_values(program, &inner_bound).is_some_and(|inner_values| {
                dest.mask
                    .components()
                    .all(|i| looser(found.values[i], inner_values[i]))
            })
        });
        no_tighter.then(|| Inst::new(Opcode::Mov, dest, &[found.value]))
    })
}

/// The saturated instruction that computes `insts[outer]`, a `MIN` or `MAX`
/// against a literal whose other operand is a `MAX` or `MIN` against one.
fn saturated(program: &Program, insts: &[Inst], outer: usize) -> Option<Inst> {
    let outer_inst = &insts[outer];
    let inner_op = match outer_inst.op {
        Opcode::Min => Opcode::Max,
        Opcode::Max => Opcode::Min,
        _ => return None,
    };
    let dest = outer_inst.dest?;
    (0..2).find_map(|side| {
        let Bounded {
            value,
            bound,
            values: outer_bound,
            inner,
        } = bounded(program, insts, outer, side)?;
        let inner_inst = &insts[inner];
        if inner_inst.op != inner_op {
            return None;
        }
        (0..2).find_map(|inner_side| {
            let mut inner_bound = inner_inst.operands[inner_side];
            let mut x = inner_inst.operands[1 - inner_side];
            inner_bound.swizzle = value.swizzle.compose_after(inner_bound.swizzle);
            x.swizzle = value.swizzle.compose_after(x.swizzle);
            let inner_values = literal_values(program, &inner_bound)?;
            let between = &insts[inner + 1..outer];
            if clobbers(inner_inst, &x) || between.iter().any(|inst| clobbers(inst, &x)) {
                return None;
            }
            let (low, high) = match outer_inst.op {
                Opcode::Min => ((inner_bound, inner_values), (bound, outer_bound)),
                _ => ((bound, outer_bound), (inner_bound, inner_values)),
            };
            let lanes: Vec<usize> = dest.mask.components().collect();
            let all = |values: [f32; 4], test: &dyn Fn(f32) -> bool| {
                lanes.iter().all(|&i| test(values[i]))
            };
            let unit = |v: f32| (0.0..=1.0).contains(&v);
            if !all(low.1, &unit) || !all(high.1, &unit) {
                return None;
            }
            let saturated_dest = crate::ir::Dest {
                saturate: true,
                ..dest
            };
            let inst = |op, operands: &[Operand]| Inst::new(op, saturated_dest, operands);
            match (all(low.1, &|v| v == 0.0), all(high.1, &|v| v == 1.0)) {
                (true, true) => Some(inst(Opcode::Mov, &[x])),
                (false, true) => Some(inst(Opcode::Max, &[x, low.0])),
                (true, false) => Some(inst(Opcode::Min, &[x, high.0])),
                (false, false) => None,
            }
        })
    })
}
