//! Equality tests that only steer selects, computed as cgc computes them in
//! fragment programs: `x == y` lowered without `SEQ` is
//! `SGE a, x, y; SGE b, y, x; MUL c, a, b` (three instructions); when every
//! reader of `c` is a `CMP` testing `-c` (`c > 0`, "equal"), cgc's
//! `ADD c, x, -y; ABS c, c` with the `CMP`'s two sides swapped (`-|x - y| < 0`
//! is "not equal") takes one instruction fewer once the `SGE`s are dead.
//!
//! Contract: like the other relaxed passes (see [`super`]), runs that compute
//! only finite values keep their outputs; with a NaN operand the `SGE`s say
//! "not equal" where `-|NaN| < 0` is false and the `CMP` takes the other
//! side.

use crate::ir::liveness::live_out;
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Stage, Swizzle, WriteMask};

pub fn run(program: &mut Program) -> bool {
    if program.stage != Stage::Fragment {
        return false;
    }
    let outs = live_out(program);
    let mut changed = false;
    for (block, live) in outs.iter().enumerate() {
        let mut index = 0;
        while index < program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            if let Some((x, y, readers)) = equality_for_selects(insts, index, live) {
                rewrite(&mut program.blocks[block].insts, index, x, y, &readers);
                changed = true;
            }
            index += 1;
        }
    }
    changed
}

/// When instruction `index` is `MUL c.k, a, b` of `a = x >= y` and
/// `b = y >= x` (one component each) and only `CMP`s testing `-c` read
/// `c.k`: the compared operands (read as one component) and those `CMP`s.
fn equality_for_selects(
    insts: &[Inst],
    index: usize,
    live_out: &[WriteMask],
) -> Option<(Operand, Operand, Vec<usize>)> {
    let inst = &insts[index];
    let dest = inst.dest?;
    let reg = dest.temp_reg()?;
    if inst.op != Opcode::Mul || dest.mask.count() != 1 || dest.saturate {
        return None;
    }
    let k = dest.mask.components().next()?;
    let factor = |operand: &Operand| -> Option<(Operand, Operand)> {
        if operand.abs || operand.negate {
            return None;
        }
        let read = operand.temp_reg()?;
        let component = operand.swizzle.get(k);
        let (q, producer) = insts[..index].iter().enumerate().rev().find(|(_, i)| {
            i.dest
                .is_some_and(|d| d.temp_reg() == Some(read) && d.mask.has(component as usize))
        })?;
        let produced = producer.dest?;
        if producer.op != Opcode::Sge || produced.saturate || produced.mask.count() != 1 {
            return None;
        }
        let scalar = |o: &Operand| Operand {
            swizzle: Swizzle::replicate(o.swizzle.get(component as usize)),
            ..*o
        };
        let (left, right) = (scalar(&producer.operands[0]), scalar(&producer.operands[1]));
        // Both compared values must still hold at the `MUL`.
        let unchanged = |o: &Operand| {
            o.temp_reg().is_none_or(|r| {
                insts[q + 1..index].iter().all(|i| {
                    i.dest.is_none_or(|d| {
                        d.temp_reg() != Some(r) || !d.mask.has(o.swizzle.get(0) as usize)
                    })
                })
            })
        };
        let dies = sole_reader(insts, q, index, read, component as usize, live_out);
        (dies && unchanged(&left) && unchanged(&right)).then_some((left, right))
    };
    let (x, y) = factor(&inst.operands[0])?;
    let (y2, x2) = factor(&inst.operands[1])?;
    if x != x2 || y != y2 {
        return None;
    }
    let readers = select_readers(insts, index, reg, k, live_out)?;
    Some((x, y, readers))
}

/// True when the value instruction `from` writes in component `k` of `reg`
/// is read by instruction `reader` alone.
fn sole_reader(
    insts: &[Inst],
    from: usize,
    reader: usize,
    reg: crate::ir::VReg,
    k: usize,
    live_out: &[WriteMask],
) -> bool {
    for (position, inst) in insts.iter().enumerate().skip(from + 1) {
        if position != reader && inst.reads_of(reg).has(k) {
            return false;
        }
        if inst
            .dest
            .is_some_and(|d| d.temp_reg() == Some(reg) && d.mask.has(k))
        {
            return true;
        }
    }
    !live_out[reg.0 as usize].has(k)
}

/// The instructions after `index` reading component `k` of `reg` until it is
/// written again, when each is a `CMP` whose only read of it is the tested
/// `-reg.k`, and the value does not leave the block.
fn select_readers(
    insts: &[Inst],
    index: usize,
    reg: crate::ir::VReg,
    k: usize,
    live_out: &[WriteMask],
) -> Option<Vec<usize>> {
    let mut readers = Vec::new();
    for (position, inst) in insts.iter().enumerate().skip(index + 1) {
        if inst.reads_of(reg).has(k) {
            let condition = inst.operands.first()?;
            let used = inst.dest?.mask;
            let tests = inst.op == Opcode::Cmp
                && condition.temp_reg() == Some(reg)
                && condition.negate
                && !condition.abs
                && used
                    .components()
                    .all(|c| condition.swizzle.get(c) == k as u8)
                && inst.operands[1..].iter().all(|o| o.temp_reg() != Some(reg));
            if !tests {
                return None;
            }
            readers.push(position);
        }
        if inst
            .dest
            .is_some_and(|d| d.temp_reg() == Some(reg) && d.mask.has(k))
        {
            return (!readers.is_empty()).then_some(readers);
        }
    }
    let escapes = live_out[reg.0 as usize].has(k);
    (!escapes && !readers.is_empty()).then_some(readers)
}

/// `MUL c.k, a, b` → `ADD c.k, x, -y; ABS c.k, c`; each reading `CMP`
/// swaps its sides.
fn rewrite(insts: &mut Vec<Inst>, index: usize, x: Operand, y: Operand, readers: &[usize]) {
    let Some(dest) = insts[index].dest else {
        return;
    };
    let Some(reg) = dest.temp_reg() else {
        return;
    };
    let k = dest.mask.components().next().unwrap_or(0) as u8;
    for &position in readers {
        insts[position].operands.swap(1, 2);
    }
    insts[index] = Inst::new(Opcode::Add, dest, &[x, y.negated()]);
    let mut difference = Operand::temp(reg);
    difference.swizzle = Swizzle::replicate(k);
    insts.insert(
        index + 1,
        Inst::new(Opcode::Abs, Dest::temp(reg, dest.mask), &[difference]),
    );
}
