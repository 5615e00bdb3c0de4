//! Constant folding in f32 and exact algebraic identities.
//!
//! - An instruction whose operands are all literals becomes a `MOV` of the finite
//!   literal it computes (evaluated by the interpreter's own [`evaluate`], so folding
//!   and running agree bit for bit).
//! - `abs` and negation on a literal are folded into a new literal.
//! - `CMP c, x, x` → `MOV x`: both sides one value, whichever way `c` tests
//!   (`c ? x : x` once common subexpressions are shared).
//! - `MUL x, 1` → `MOV x`; `MAD x, 1, y` → `ADD x, y`. Identities that change the
//!   sign of a zero (`x + 0`, `MAD x, y, 0`) are not applied: `RCP` turns that sign
//!   into an infinity of the other sign.
//! - `MIN`/`MAX` of a parameter or literal and a computed value read the
//!   computed value first, as cgc prints them (`MAX R0.x, R0, c[2].y`). By
//!   the ARB definition (`a > b ? a : b`, the interpreter's too) a NaN
//!   computed value then gives the constant, as in cgc's program.

use crate::ir::interp::{evaluate, saturate};
use crate::ir::{Inst, Opcode, Operand, Program, Source, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block_index in 0..program.blocks.len() {
        for inst_index in 0..program.blocks[block_index].insts.len() {
            let mut inst = program.blocks[block_index].insts[inst_index].clone();
            let mut inst_changed = fold_literal_modifiers(program, &mut inst);
            inst_changed |= fold_constant(program, &mut inst);
            inst_changed |= apply_identities(program, &mut inst);
            inst_changed |= constant_second(&mut inst);
            if inst_changed {
                program.blocks[block_index].insts[inst_index] = inst;
                changed = true;
            }
        }
    }
    changed
}

pub(super) fn literal_values(program: &Program, operand: &Operand) -> Option<[f32; 4]> {
    let Source::Literal(id) = operand.source else {
        return None;
    };
    let raw = program.literals[id.0 as usize];
    let mut value = operand.swizzle.0.map(|c| raw[c as usize]);
    if operand.abs {
        value = value.map(f32::abs);
    }
    if operand.negate {
        value = value.map(|v| -v);
    }
    Some(value)
}

fn fold_literal_modifiers(program: &mut Program, inst: &mut Inst) -> bool {
    let mut changed = false;
    for operand in inst.operands.iter_mut() {
        if matches!(operand.source, Source::Literal(_)) && (operand.abs || operand.negate) {
            if let Some(value) = literal_values(program, operand) {
                *operand = program.literal(value);
                changed = true;
            }
        }
    }
    changed
}

fn fold_constant(program: &mut Program, inst: &mut Inst) -> bool {
    if inst.op == Opcode::Kil || inst.op.is_texture() || inst.op == Opcode::Mov {
        return false;
    }
    let Some(mut dest) = inst.dest else {
        return false;
    };
    let values: Option<Vec<[f32; 4]>> = inst
        .operands
        .iter()
        .map(|o| literal_values(program, o))
        .collect();
    let Some(values) = values else { return false };
    let mut result = evaluate(inst.op, &values);
    if dest.saturate {
        result = result.map(saturate);
    }
    for (i, value) in result.iter_mut().enumerate() {
        if !dest.mask.has(i) {
            *value = 0.0;
        }
    }
    // The assembly languages have no spelling for infinities or NaN (cgc computes
    // such values at run time too), so those stay unfolded.
    if result.iter().any(|v| !v.is_finite()) {
        return false;
    }
    dest.saturate = false;
    *inst = Inst::new(Opcode::Mov, dest, &[program.literal(result)]);
    true
}

/// True when every component of `operand` that `components` selects is `value`.
fn is_literal(program: &Program, operand: &Operand, components: WriteMask, value: f32) -> bool {
    literal_values(program, operand).is_some_and(|v| components.components().all(|i| v[i] == value))
}

fn constant_second(inst: &mut Inst) -> bool {
    let constant = |operand: &Operand| {
        matches!(
            operand.source,
            Source::Uniform(..) | Source::UniformRelative(..) | Source::Literal(_)
        )
    };
    let swap = matches!(inst.op, Opcode::Min | Opcode::Max)
        && constant(&inst.operands[0])
        && !constant(&inst.operands[1]);
    if swap {
        inst.operands.swap(0, 1);
    }
    swap
}

fn apply_identities(program: &Program, inst: &mut Inst) -> bool {
    let Some(dest) = inst.dest else { return false };
    let used = dest.mask;
    match inst.op {
        Opcode::Mul => {
            for (one, other) in [(1, 0), (0, 1)] {
                if is_literal(program, &inst.operands[one], used, 1.0) {
                    let kept = inst.operands[other];
                    *inst = Inst::new(Opcode::Mov, dest, &[kept]);
                    return true;
                }
            }
            false
        }
        Opcode::Mad => {
            for (one, other) in [(1, 0), (0, 1)] {
                if is_literal(program, &inst.operands[one], used, 1.0) {
                    let operands = [inst.operands[other], inst.operands[2]];
                    *inst = Inst::new(Opcode::Add, dest, &operands);
                    return true;
                }
            }
            false
        }
        Opcode::Cmp if reads_alike(&inst.operands[1], &inst.operands[2], used) => {
            *inst = Inst::new(Opcode::Mov, dest, &[inst.operands[1]]);
            true
        }
        _ => false,
    }
}

/// Whether `a` and `b` read the same values into `lanes`.
fn reads_alike(a: &Operand, b: &Operand, lanes: WriteMask) -> bool {
    a.source == b.source
        && a.abs == b.abs
        && a.negate == b.negate
        && lanes
            .components()
            .all(|i| a.swizzle.get(i) == b.swizzle.get(i))
}
