//! Reassociation of products with a literal factor, which rounds differently
//! from the source's order (cgc reorders such products too):
//!
//! - `MUL t, x, K1` then `MUL d, t, K2` (or `MAD d, t, K2, c`), `t` used only
//!   there → `MUL d, x, K1·K2` (or the `MAD`): one instruction fewer;
//! - `MUL t, x, K` then `MAD d, t, y, c` with `y` not a literal, when several
//!   such pairs multiply the same `x` and `y` (offsets `K·texel·scale` of
//!   blur taps) → `MUL s, x, y; MAD d, s, K, c`, so that CSE keeps one `MUL s`
//!   for all of them.
//!
//! - `MUL t, x, K` then `MUL d, t, y`, `t` used only there, `x` and `y`
//!   scalars (one component in every lane), `d` read once, by a product
//!   with a literal factor → `MUL s.x, x, y; MUL d, s.x, K`: the scalar
//!   product takes one lane, and the literal, now outermost, meets the next
//!   literal factor by the first rule (`(a * K1) * b * k2` is
//!   `(a * b) * (K1 * k2)`, as cgc computes it).
//!
//! - `ADD t, x, K1` then `ADD d, t, K2`, `t` used only there → `ADD d, x,
//!   K1 + K2`: cgc gathers the literal terms of a sum
//!   (`(t + 1) + 2` is `t + 3`).
//!
//! Contract (tested in `tests/suite/ir_opt.rs`): on runs that compute only finite
//! values, outputs agree within rounding.
//!
//! The first `MUL` is looked for at most `effects::PRODUCER_WINDOW` (256) instructions
//! back, so the pass stays linear on long blocks.

use super::effects::{clobbers, producer, writes, PRODUCER_WINDOW};
use super::fold::literal_values;
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Swizzle, WriteMask};
use rustc_hash::FxHashMap;

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    let mut live_afters = Vec::with_capacity(outs.len());
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = LiveAfter::of(program, block, block_live_out);
        let mut candidates = Vec::new();
        for user in 0..program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            if let Some(candidate) = find(program, insts, user, &live_after) {
                candidates.push(candidate);
            }
        }
        changed |= apply(program, block, candidates);
        live_afters.push(live_after);
    }
    // Products may have moved and taken new registers: sums are looked for
    // in the program as it is now (its liveness is still the one above
    // when no product moved).
    if changed {
        let outs = live_out(program);
        live_afters = (0..outs.len())
            .map(|block| LiveAfter::of(program, block, &outs[block]))
            .collect();
    }
    for (block, live_after) in live_afters.iter().enumerate() {
        changed |= gather_added_literals(program, block, live_after);
    }
    changed
}

/// `ADD t, x, K1` then `ADD d, ±t, K2` with `t` read only there → `ADD d,
/// ±x, ±K1 + K2` (the first `ADD` then dies).
fn gather_added_literals(program: &mut Program, block: usize, live_after: &LiveAfter) -> bool {
    let mut taken = vec![false; program.blocks[block].insts.len()];
    let mut rewrites = Vec::new();
    for user in 0..taken.len() {
        let insts = &program.blocks[block].insts;
        let Some((def, x, sum)) = added_literal(program, insts, user, live_after) else {
            continue;
        };
        if taken[def] || taken[user] || sum.iter().any(|v| !v.is_finite()) {
            continue;
        }
        taken[def] = true;
        taken[user] = true;
        rewrites.push((user, x, sum));
    }
    for &(user, x, sum) in &rewrites {
        let literal = program.literal(sum);
        let inst = &mut program.blocks[block].insts[user];
        inst.operands = [x, literal].into_iter().collect();
    }
    !rewrites.is_empty()
}

/// For `ADD d, ±t.s, K2` at `user` where `t` is `ADD t, x, K1` read only
/// there: the producer's index, `±x.s` and the gathered literal.
fn added_literal(
    program: &Program,
    insts: &[Inst],
    user: usize,
    live_after: &LiveAfter,
) -> Option<(usize, Operand, [f32; 4])> {
    let user_inst = &insts[user];
    if user_inst.op != Opcode::Add {
        return None;
    }
    let used = user_inst.dest?.mask;
    let k = user_inst
        .operands
        .iter()
        .position(|o| literal_values(program, o).is_some())?;
    let outer = literal_values(program, &user_inst.operands[k])?;
    let term = user_inst.operands[1 - k];
    let reg = term.temp_reg().filter(|_| !term.abs)?;
    let read = term.swizzle.read_mask(used);
    let def = producer(insts, user, reg, read)?;
    let def_inst = &insts[def];
    let def_dest = def_inst.dest?;
    if def_inst.op != Opcode::Add || def_dest.saturate || !read.minus(def_dest.mask).is_empty() {
        return None;
    }
    let j = def_inst
        .operands
        .iter()
        .position(|o| literal_values(program, o).is_some())?;
    let inner = literal_values(program, &def_inst.operands[j])?;
    let x = def_inst.operands[1 - j];
    let dead_after = live_after
        .get(user, reg)
        .intersect(def_dest.mask)
        .is_empty();
    let undisturbed = insts[def + 1..user]
        .iter()
        .all(|i| i.reads_of(reg).is_empty() && !clobbers(i, &x));
    if !dead_after || clobbers(def_inst, &x) || !undisturbed {
        return None;
    }
    let sign = if term.negate { -1.0 } else { 1.0 };
    let mut sum = [0.0; 4];
    for (lane, value) in sum.iter_mut().enumerate() {
        *value = sign * inner[term.swizzle.0[lane] as usize] + outer[lane];
    }
    let mut moved = x;
    moved.swizzle = term.swizzle.compose_after(x.swizzle);
    moved.negate ^= term.negate;
    Some((def, moved, sum))
}

/// A `MUL t, x, K` (at `def`) whose only reader is `user`, reading it as
/// `x' * K'` (swizzles composed) times `other`.
struct Candidate {
    def: usize,
    user: usize,
    side: usize,
    x: Operand,
    factor: [f32; 4],
    /// The user's result is read once, by a product with a literal factor
    /// (where the literal, moved outward, would meet it).
    feeds_literal_product: bool,
}

fn find(
    program: &Program,
    insts: &[Inst],
    user: usize,
    live_after: &LiveAfter,
) -> Option<Candidate> {
    let user_inst = &insts[user];
    if !matches!(user_inst.op, Opcode::Mul | Opcode::Mad) {
        return None;
    }
    let used = user_inst.dest?.mask;
    (0..2).find_map(|side| {
        let product = user_inst.operands[side];
        let reg = product.temp_reg()?;
        if product.abs
            || user_inst
                .operands
                .iter()
                .enumerate()
                .any(|(i, o)| i != side && o.temp_reg() == Some(reg))
        {
            return None;
        }
        let read = product.swizzle.read_mask(used);
        let def = producer(insts, user, reg, read)?;
        let def_inst = &insts[def];
        let def_dest = def_inst.dest?;
        if def_inst.op != Opcode::Mul || def_dest.saturate || !read.minus(def_dest.mask).is_empty()
        {
            return None;
        }
        let (literal, x) = match def_inst
            .operands
            .iter()
            .position(|o| literal_values(program, o).is_some())
        {
            Some(k) => (
                literal_values(program, &def_inst.operands[k])?,
                def_inst.operands[1 - k],
            ),
            None => return None,
        };
        // Cheapest test first: a product read again later is not moved.
        let dead_after = live_after
            .get(user, reg)
            .intersect(def_dest.mask)
            .is_empty();
        if !dead_after || clobbers(def_inst, &x) {
            return None;
        }
        let between = &insts[def + 1..user];
        let undisturbed = between
            .iter()
            .all(|i| i.reads_of(reg).is_empty() && !clobbers(i, &x));
        if !undisturbed {
            return None;
        }
        let sign = if product.negate { -1.0 } else { 1.0 };
        let factor = product.swizzle.0.map(|c| sign * literal[c as usize]);
        let mut x = x;
        x.swizzle = product.swizzle.compose_after(x.swizzle);
        Some(Candidate {
            def,
            user,
            side,
            x,
            factor,
            // Asked only for a `MUL` user, the one rule that reads it.
            feeds_literal_product: user_inst.op == Opcode::Mul
                && feeds_literal_product(program, insts, user, live_after),
        })
    })
}

/// Whether the result of `user` is next read by a `MUL` or `MAD` whose
/// other factor is a literal, and by nothing after it.
fn feeds_literal_product(
    program: &Program,
    insts: &[Inst],
    user: usize,
    live_after: &LiveAfter,
) -> bool {
    let Some(dest) = insts[user].dest else {
        return false;
    };
    let Some(reg) = dest.temp_reg() else {
        return false;
    };
    let window = insts.len().min(user + 1 + PRODUCER_WINDOW);
    let Some(reader) = (user + 1..window).find(|&i| !insts[i].reads_of(reg).is_empty()) else {
        return false;
    };
    let inst = &insts[reader];
    let rewritten = insts[user + 1..reader]
        .iter()
        .any(|i| writes(i, reg, dest.mask));
    let product_side = |side: usize| {
        let product = inst.operands[side];
        let other = inst.operands[1 - side];
        product.temp_reg() == Some(reg) && !product.abs && literal_values(program, &other).is_some()
    };
    matches!(inst.op, Opcode::Mul | Opcode::Mad)
        && (inst.op == Opcode::Mul || inst.operands[2].temp_reg() != Some(reg))
        && (product_side(0) || product_side(1))
        && !rewritten
        && live_after.get(reader, reg).intersect(dest.mask).is_empty()
}

/// `operand` read as one component in every lane of `used`, with that
/// component in every lane: a scalar, where the operand is one.
fn replicated(operand: Operand, used: WriteMask) -> Option<Operand> {
    let mut lanes = used.components().map(|lane| operand.swizzle.0[lane]);
    let first = lanes.next()?;
    lanes
        .all(|component| component == first)
        .then(|| operand.with_swizzle(Swizzle::replicate(first)))
}

/// The factor other than the product in `inst`.
fn other_factor(inst: &Inst, side: usize) -> Operand {
    inst.operands[1 - side]
}

/// What makes two `MAD` candidates share their product: the moved factor,
/// the other factor, and the components written.
type SharedKey = (Operand, Operand, WriteMask);

fn shared_key(insts: &[Inst], candidate: &Candidate) -> Option<SharedKey> {
    let inst = &insts[candidate.user];
    let dest = inst.dest.filter(|_| inst.op == Opcode::Mad)?;
    Some((candidate.x, other_factor(inst, candidate.side), dest.mask))
}

fn apply(program: &mut Program, block: usize, candidates: Vec<Candidate>) -> bool {
    // How many candidates have each shared key (counted once, not per pair).
    let mut sharing: FxHashMap<SharedKey, usize> = FxHashMap::default();
    for c in &candidates {
        if let Some(key) = shared_key(&program.blocks[block].insts, c) {
            *sharing.entry(key).or_default() += 1;
        }
    }
    let mut removed = vec![false; program.blocks[block].insts.len()];
    let mut replaced: Vec<Option<Vec<Inst>>> = vec![None; removed.len()];
    for c in &candidates {
        if removed[c.def]
            || replaced[c.def].is_some()
            || removed[c.user]
            || replaced[c.user].is_some()
        {
            continue;
        }
        let inst = program.blocks[block].insts[c.user].clone();
        let Some(dest) = inst.dest else { continue };
        let other = other_factor(&inst, c.side);
        let rest: Vec<Operand> = inst.operands[2..].to_vec();
        if let Some(values) = literal_values(program, &other) {
            let mut product = [0.0; 4];
            for i in 0..4 {
                product[i] = c.factor[i] * values[i];
            }
            if product.iter().any(|v| !v.is_finite()) {
                continue;
            }
            let literal = program.literal(product);
            let mut operands = vec![c.x, literal];
            operands.extend(rest);
            replaced[c.user] = Some(vec![Inst::new(inst.op, dest, &operands)]);
            removed[c.def] = true;
            continue;
        }
        if inst.op == Opcode::Mul {
            // A scalar times a literal vector, times another scalar: the
            // scalars first, in one lane, so that the literal moves outward
            // to meet the next literal factor (cgc: `MUL R1.x, a, b; MAD
            // R1.xyz, R1.x, K1·K2, c`).
            let scalars = (replicated(c.x, dest.mask), replicated(other, dest.mask));
            if let (Some(x), Some(y), true) = (scalars.0, scalars.1, c.feeds_literal_product) {
                let scalar = program.new_vreg();
                let lane = Dest::temp(scalar, WriteMask::single(0));
                let mul = Inst::new(Opcode::Mul, lane, &[x, y]);
                let factor = program.literal(c.factor);
                let broadcast = Operand::temp(scalar).with_swizzle(Swizzle::replicate(0));
                replaced[c.user] = Some(vec![
                    mul,
                    Inst::new(Opcode::Mul, dest, &[broadcast, factor]),
                ]);
                removed[c.def] = true;
            }
            continue;
        }
        // A shared product: only worth it when another candidate multiplies the same pair.
        // Another candidate with this one's key (which it has itself).
        let shared = shared_key(&program.blocks[block].insts, c)
            .is_some_and(|key| sharing.get(&key).is_some_and(|&n| n >= 2));
        if !shared {
            continue;
        }
        let scaled = program.new_vreg();
        let mul = Inst::new(Opcode::Mul, Dest::temp(scaled, dest.mask), &[c.x, other]);
        let factor = program.literal(c.factor);
        let operands = [
            Operand::temp(scaled).with_swizzle(Swizzle::IDENTITY),
            factor,
            rest[0],
        ];
        replaced[c.user] = Some(vec![mul, Inst::new(Opcode::Mad, dest, &operands)]);
        removed[c.def] = true;
    }
    let insts = std::mem::take(&mut program.blocks[block].insts);
    let mut out = Vec::with_capacity(insts.len());
    let mut changed = false;
    for (index, inst) in insts.into_iter().enumerate() {
        if removed[index] {
            changed = true;
        } else if let Some(replacement) = replaced[index].take() {
            out.extend(replacement);
            changed = true;
        } else {
            out.push(inst);
        }
    }
    program.blocks[block].insts = out;
    changed
}
