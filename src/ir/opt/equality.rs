//! Equality tests that only steer selects, computed as cgc computes them in
//! fragment programs: `x == y` (of scalars or, lane by lane, vectors)
//! lowered without `SEQ` is
//! `SGE a, x, y; SGE b, y, x; MUL c, a, b` (three instructions); when every
//! reader of `c` is a `CMP` testing `-c` (`c > 0`, "equal"), cgc's
//! `ADD c, x, -y; ABS c, c` with the `CMP`'s two sides swapped (`-|x - y| < 0`
//! is "not equal") takes one instruction fewer once the `SGE`s are dead.
//! `x != y` without `SNE` is `SLT a, x, y; SLT b, y, x; ADD c, a, b`: the
//! same two instructions, the `CMP`s' sides kept (`c > 0` is "not equal").
//!
//! Contract: like the other relaxed passes (see [`super`]), runs that compute
//! only finite values keep their outputs; with a NaN operand the `SGE`s say
//! "not equal" (the `SLT`s "equal") where `-|NaN| < 0` is false and the `CMP`
//! takes the other side.

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
            if let Some((x, y, readers, test)) = equality_for_selects(insts, index, live) {
                rewrite(
                    &mut program.blocks[block].insts,
                    index,
                    x,
                    y,
                    &readers,
                    test,
                );
                changed = true;
            }
            index += 1;
        }
    }
    changed
}

/// Which test the three instructions compute.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Test {
    /// `MUL` of two `SGE`s: a `CMP` on it takes its third operand where the
    /// values differ, so its sides swap.
    Equal,
    /// `ADD` of two `SLT`s: its second operand where the values differ.
    NotEqual,
}

impl Test {
    fn of(op: Opcode) -> Option<(Test, Opcode)> {
        match op {
            Opcode::Mul => Some((Test::Equal, Opcode::Sge)),
            Opcode::Add => Some((Test::NotEqual, Opcode::Slt)),
            _ => None,
        }
    }
}

/// When instruction `index` is `MUL c.m, a, b` of `a = x >= y` and
/// `b = y >= x` (componentwise over the mask `m`), or `ADD c.m, a, b` of
/// `a = x < y` and `b = y < x`, and only `CMP`s testing `-c` read `c.m`: the
/// compared operands (as read for `c`'s lanes), those `CMP`s and the test.
fn equality_for_selects(
    insts: &[Inst],
    index: usize,
    live_out: &[WriteMask],
) -> Option<(Operand, Operand, Vec<usize>, Test)> {
    let inst = &insts[index];
    let dest = inst.dest?;
    let reg = dest.temp_reg()?;
    let (test, compare) = Test::of(inst.op)?;
    if dest.saturate {
        return None;
    }
    let lanes = |operand: &Operand| -> Option<(Operand, Operand)> {
        let mut compared: Option<(Operand, Operand)> = None;
        for k in dest.mask.components() {
            let (x, y) = compared_in_lane(insts, index, operand, k, compare, live_out)?;
            compared = Some(match compared {
                None => (x, y),
                Some((cx, cy)) => (merge_lane(cx, x, k)?, merge_lane(cy, y, k)?),
            });
        }
        compared
    };
    let (x, y) = lanes(&inst.operands[0])?;
    let (y2, x2) = lanes(&inst.operands[1])?;
    if x != x2 || y != y2 {
        return None;
    }
    let readers = select_readers(insts, index, reg, dest.mask, live_out)?;
    Some((x, y, readers, test))
}

/// For lane `k` of the `MUL` or `ADD` at `index`, its operand `operand` read
/// from a `compare` (`SGE` or `SLT`) whose lane is `x >= y` (`x < y`) and
/// that only this instruction reads: `x` and `y` as read in lane `k` (their
/// swizzle's lane `k` set, the others copies).
fn compared_in_lane(
    insts: &[Inst],
    index: usize,
    operand: &Operand,
    k: usize,
    compare: Opcode,
    live_out: &[WriteMask],
) -> Option<(Operand, Operand)> {
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
    if producer.op != compare || produced.saturate {
        return None;
    }
    let in_lane = |o: &Operand| Operand {
        swizzle: Swizzle::replicate(o.swizzle.get(component as usize)),
        ..*o
    };
    let (left, right) = (
        in_lane(&producer.operands[0]),
        in_lane(&producer.operands[1]),
    );
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
}

/// `whole` (the lanes before `k`) with lane `k` taken from `lane` (a
/// replicated read of one component), when both read one source with the
/// same modifiers.
fn merge_lane(whole: Operand, lane: Operand, k: usize) -> Option<Operand> {
    if whole.source != lane.source || whole.abs != lane.abs || whole.negate != lane.negate {
        return None;
    }
    let mut swizzle = whole.swizzle.0;
    swizzle[k] = lane.swizzle.get(0);
    Some(whole.with_swizzle(Swizzle(swizzle)))
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

/// The instructions after `index` reading the components `mask` of `reg`
/// until they are written again, when each is a `CMP` whose only read of
/// them is the tested `-reg` in every lane it writes, and the values do not
/// leave the block.
fn select_readers(
    insts: &[Inst],
    index: usize,
    reg: crate::ir::VReg,
    mask: WriteMask,
    live_out: &[WriteMask],
) -> Option<Vec<usize>> {
    let mut readers = Vec::new();
    let mut pending = mask;
    for (position, inst) in insts.iter().enumerate().skip(index + 1) {
        if !inst.reads_of(reg).intersect(pending).is_empty() {
            let condition = inst.operands.first()?;
            let used = inst.dest?.mask;
            let tests = inst.op == Opcode::Cmp
                && condition.temp_reg() == Some(reg)
                && condition.negate
                && !condition.abs
                && used
                    .components()
                    .all(|c| pending.has(condition.swizzle.get(c) as usize))
                && inst.operands[1..].iter().all(|o| o.temp_reg() != Some(reg));
            if !tests {
                return None;
            }
            readers.push(position);
        }
        if let Some(d) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            pending = pending.minus(d.mask);
            if pending.is_empty() {
                return (!readers.is_empty()).then_some(readers);
            }
        }
    }
    let escapes = !live_out[reg.0 as usize].intersect(pending).is_empty();
    (!escapes && !readers.is_empty()).then_some(readers)
}

/// `MUL c.m, a, b` or `ADD c.m, a, b` → `ADD c.m, x, -y; ABS c.m, c`;
/// each reading `CMP` of an equality swaps its sides.
fn rewrite(
    insts: &mut Vec<Inst>,
    index: usize,
    x: Operand,
    y: Operand,
    readers: &[usize],
    test: Test,
) {
    let Some(dest) = insts[index].dest else {
        return;
    };
    let Some(reg) = dest.temp_reg() else {
        return;
    };
    if test == Test::Equal {
        for &position in readers {
            insts[position].operands.swap(1, 2);
        }
    }
    insts[index] = Inst::new(Opcode::Add, dest, &[x, y.negated()]);
    insts.insert(
        index + 1,
        Inst::new(
            Opcode::Abs,
            Dest::temp(reg, dest.mask),
            &[Operand::temp(reg)],
        ),
    );
}
