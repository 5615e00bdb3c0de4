//! Equality tests computed as cgc computes them in fragment programs:
//! `x == y` (of scalars or, lane by lane, vectors) lowered without `SEQ` is
//! `SGE a, x, y; SGE b, y, x; MUL c, a, b` (three instructions), `x != y`
//! without `SNE` is `SLT a, x, y; SLT b, y, x; ADD c, a, b`. cgc computes
//! both through the difference, `ADD d, x, -y; ABS d, d`, which pays in two
//! places:
//!
//! - when every reader of `c` is a `CMP` testing `-c` (`c > 0`), the `CMP`
//!   tests `-|x - y|` (`< 0` is "not equal", so an equality's `CMP` swaps its
//!   sides): two instructions, not three;
//! - when the block computes `x - y` (or `y - x`) anyway, as `abs(x - y)`
//!   beside `x != y` in edge detectors: `CMP c, -|x - y|, 1, 0` (`0, 1` for
//!   `==`) shares the difference and its absolute value (common-subexpression
//!   elimination then merges them), one to three instructions, not three.
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
            if let Some(plan) = plan(&program.blocks[block].insts, index, live) {
                rewrite(program, block, index, plan);
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

/// How one equality test is rewritten.
struct Plan {
    test: Test,
    /// The difference to compute: `x, -y`, or the operands of the block's
    /// own `ADD` of the same difference (either sign), so the two merge.
    difference: [Operand; 2],
    /// Whether the block computes the difference anyway.
    shared: bool,
    /// The `CMP`s testing `-c`, when they are its only readers.
    selects: Option<Vec<usize>>,
}

/// A rewrite of the test whose last instruction is at `index`, when one pays:
/// its readers are all `CMP`s, or the block computes the difference anyway.
fn plan(insts: &[Inst], index: usize, live_out: &[WriteMask]) -> Option<Plan> {
    let (x, y, test) = equality(insts, index, live_out)?;
    let dest = insts[index].dest?;
    let reg = dest.temp_reg()?;
    let selects = select_readers(insts, index, reg, dest.mask, live_out);
    let existing = computed_difference(insts, index, x, y, dest.mask);
    if selects.is_none() && existing.is_none() {
        return None;
    }
    Some(Plan {
        test,
        difference: existing.unwrap_or([x, y.negated()]),
        shared: existing.is_some(),
        selects,
    })
}

/// When instruction `index` is `MUL c.m, a, b` of `a = x >= y` and
/// `b = y >= x` (componentwise over the mask `m`), or `ADD c.m, a, b` of
/// `a = x < y` and `b = y < x`, and nothing else reads `a` and `b`: the
/// compared operands (as read for `c`'s lanes) and the test.
fn equality(
    insts: &[Inst],
    index: usize,
    live_out: &[WriteMask],
) -> Option<(Operand, Operand, Test)> {
    let inst = &insts[index];
    let dest = inst.dest?;
    dest.temp_reg()?;
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
    (x == x2 && y == y2).then_some((x, y, test))
}

/// The operands of another `ADD` of the block computing `x - y` or `y - x`
/// in every lane of `mask` (unsaturated, one operand negated) whose absolute
/// value the block also takes, when both still hold at the test: then the
/// test shares them and costs one `CMP`. (A difference overwritten by its
/// own `ABS` cannot be shared, and rewriting a test beside it only undoes
/// the vectorized `SGE`s: two xBR-like programs were 8 instructions longer.)
fn computed_difference(
    insts: &[Inst],
    index: usize,
    x: Operand,
    y: Operand,
    mask: WriteMask,
) -> Option<[Operand; 2]> {
    let same_in_lanes = |o: &Operand, wanted: &Operand| {
        o.source == wanted.source
            && o.abs == wanted.abs
            && o.negate == wanted.negate
            && mask
                .components()
                .all(|k| o.swizzle.get(k) == wanted.swizzle.get(k))
    };
    let differences = [[x, y.negated()], [y, x.negated()]];
    insts.iter().enumerate().find_map(|(position, inst)| {
        let dest = inst.dest?;
        let candidate = position != index
            && inst.op == Opcode::Add
            && !dest.saturate
            && dest.mask.intersect(mask) == mask;
        if !candidate {
            return None;
        }
        let [p, q] = [inst.operands[0], inst.operands[1]];
        let same = differences.iter().any(|[a, b]| {
            (same_in_lanes(&p, a) && same_in_lanes(&q, b))
                || (same_in_lanes(&p, b) && same_in_lanes(&q, a))
        });
        let (from, to) = (position.min(index), position.max(index));
        let operands_hold = [p, q]
            .iter()
            .all(|o| holds(insts, from, to, o.temp_reg(), read_lanes(o, mask)));
        let absolute = absolute_of(insts, position, dest, mask)?;
        let absolute_holds = absolute > index
            || holds(
                insts,
                absolute,
                index,
                insts[absolute].dest?.temp_reg(),
                mask,
            );
        // A difference before the test must still hold there for the test's
        // copy to merge with it (not `ABS d, d` in place).
        let difference_holds =
            position > index || holds(insts, position, index, dest.temp_reg(), mask);
        (same && operands_hold && absolute_holds && difference_holds).then_some([p, q])
    })
}

/// The `ABS` after `position` of the difference it writes to `dest`, in
/// every lane of `mask`, before anything writes those lanes again.
fn absolute_of(insts: &[Inst], position: usize, dest: Dest, mask: WriteMask) -> Option<usize> {
    let reg = dest.temp_reg()?;
    for (at, inst) in insts.iter().enumerate().skip(position + 1) {
        let operand = inst.operands.first();
        let takes_absolute = inst.op == Opcode::Abs
            && inst
                .dest
                .is_some_and(|d| d.mask.intersect(mask) == mask && !d.saturate)
            && operand.is_some_and(|o| {
                o.temp_reg() == Some(reg)
                    && !o.negate
                    && mask.components().all(|k| o.swizzle.get(k) as usize == k)
            });
        if takes_absolute {
            return Some(at);
        }
        if inst
            .dest
            .is_some_and(|d| d.temp_reg() == Some(reg) && !d.mask.intersect(mask).is_empty())
        {
            return None;
        }
    }
    None
}

/// The components of `operand` read for the lanes `mask`.
fn read_lanes(operand: &Operand, mask: WriteMask) -> WriteMask {
    mask.components().fold(WriteMask::NONE, |m, k| {
        m.union(WriteMask::single(operand.swizzle.get(k)))
    })
}

/// True when `reg` (a temporary; anything else always holds) keeps its
/// components `lanes` over the instructions strictly between `from` and `to`.
fn holds(
    insts: &[Inst],
    from: usize,
    to: usize,
    reg: Option<crate::ir::VReg>,
    lanes: WriteMask,
) -> bool {
    reg.is_none_or(|r| {
        insts[from + 1..to].iter().all(|i| {
            i.dest
                .is_none_or(|d| d.temp_reg() != Some(r) || d.mask.intersect(lanes).is_empty())
        })
    })
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

/// `MUL c.m, a, b` or `ADD c.m, a, b` becomes `ADD d.m, x, -y; ABS c.m, d`
/// read by the `CMP`s (each of an equality swapping its sides), or
/// `ADD d.m, x, -y; ABS e.m, d; CMP c.m, -e, 1, 0` (`0, 1` for `==`). The
/// difference goes to its own register where the block computes it anyway,
/// so the later copy can reuse it.
fn rewrite(program: &mut Program, block: usize, index: usize, plan: Plan) {
    let Some(dest) = program.blocks[block].insts[index].dest else {
        return;
    };
    let Some(reg) = dest.temp_reg() else {
        return;
    };
    let difference = if plan.shared { program.new_vreg() } else { reg };
    let absolute = match plan.selects {
        Some(_) => reg,
        None => program.new_vreg(),
    };
    let mut replacement = vec![
        Inst::new(
            Opcode::Add,
            Dest::temp(difference, dest.mask),
            &plan.difference,
        ),
        Inst::new(
            Opcode::Abs,
            Dest::temp(absolute, dest.mask),
            &[Operand::temp(difference)],
        ),
    ];
    match &plan.selects {
        Some(readers) => {
            if plan.test == Test::Equal {
                for &position in readers {
                    program.blocks[block].insts[position].operands.swap(1, 2);
                }
            }
        }
        None => {
            let (one, zero) = (program.scalar(1.0), program.scalar(0.0));
            let (differ, equal) = match plan.test {
                Test::NotEqual => (one, zero),
                Test::Equal => (zero, one),
            };
            replacement.push(Inst::new(
                Opcode::Cmp,
                dest,
                &[Operand::temp(absolute).negated(), differ, equal],
            ));
        }
    }
    program.blocks[block]
        .insts
        .splice(index..=index, replacement);
}
