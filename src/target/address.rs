//! Relative reads in place, with the address register reloaded as cgc does.
//!
//! The lowerer copies each row of a run-time-indexed uniform array into a
//! temporary right after its `ARL`, since a later `ARL` changes what a
//! relative operand (`c[A0.x + n]`) reads; copy propagation then folds the
//! copies that no other `ARL` separates from their readers. Where one does
//! (two palette matrices, `bones[i.x]` and `bones[i.y]`), the copies stay and
//! each costs a temporary and an instruction. cgc reads the rows in place
//! and reloads the address register from the index it still holds
//! (`ARL A0.x, R1.w; … ARL A0.x, R2.x; … ARL A0.x, R1.w`). This pass does the
//! same: each copy's readers read the relative row themselves, the `ARL`s are
//! dropped and issued again just before the first instruction that needs an
//! address the register does not hold, and a block keeps its rewrite only
//! when it comes out no longer.

use crate::ir::liveness::{self, LiveSet};
use crate::ir::{Inst, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};

/// What the address register must hold for an instruction's relative reads.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Address {
    /// What it held when the block began.
    Inherited,
    /// The value of `operand` (an `ARL`'s, read through `.x`) as the `ARL`
    /// at index `set_at` of the original block saw it.
    Set { operand: Operand, set_at: usize },
}

impl Address {
    /// Same value: the same `ARL` operand. Validity of a temporary operand
    /// at a reader is checked separately ([`unchanged`]).
    fn same(self, other: Address) -> bool {
        match (self, other) {
            (Address::Inherited, Address::Inherited) => true,
            (Address::Set { operand: a, .. }, Address::Set { operand: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// Rewrites every block of `program` whose relative copies can be read in
/// place without making the block longer. `max_parameters` is the profile's
/// limit of distinct parameters per instruction (NV dialects: one), which a
/// rewrite must not exceed.
pub fn read_in_place(program: &mut Program, max_parameters: Option<u32>) {
    if !program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| i.op == Opcode::Arl)
    {
        return;
    }
    let live_out = liveness::live_out(program);
    // A block that reads the address register before its first `ARL` relies
    // on what its predecessors left there.
    let inherits = (0..program.blocks.len()).any(|b| {
        addresses(&program.blocks[b].insts)
            .iter()
            .any(|a| *a == Some(Address::Inherited))
    });
    for (block, live) in live_out.iter().enumerate() {
        let insts = &program.blocks[block].insts;
        if let Some(rewritten) = rewrite_block(insts, live, inherits, max_parameters) {
            if rewritten.len() <= insts.len() {
                program.blocks[block].insts = rewritten;
            }
        }
    }
}

/// For each instruction, the address its relative reads see (`None`: it has
/// none).
fn addresses(insts: &[Inst]) -> Vec<Option<Address>> {
    let mut current = Address::Inherited;
    insts
        .iter()
        .enumerate()
        .map(|(index, inst)| {
            if inst.op == Opcode::Arl {
                current = Address::Set {
                    operand: arl_operand(inst),
                    set_at: index,
                };
                return None;
            }
            reads_relative(inst).then_some(current)
        })
        .collect()
}

/// The `ARL` operand with its `.x` replicated, the only component it reads.
fn arl_operand(inst: &Inst) -> Operand {
    let operand = inst.operands[0];
    operand.with_swizzle(Swizzle::replicate(operand.swizzle.get(0)))
}

fn reads_relative(inst: &Inst) -> bool {
    inst.operands
        .iter()
        .any(|o| matches!(o.source, Source::UniformRelative(..)))
}

/// The temporary component an address operand reads, if it reads one.
fn address_component(address: Address) -> Option<(VReg, WriteMask)> {
    match address {
        Address::Set { operand, .. } => operand
            .temp_reg()
            .map(|reg| (reg, WriteMask::single(operand.swizzle.get(0)))),
        Address::Inherited => None,
    }
}

/// Whether `address` still has its value just before instruction `at`.
fn unchanged(insts: &[Inst], address: Address, at: usize) -> bool {
    let Address::Set { set_at, .. } = address else {
        return true;
    };
    let Some((reg, component)) = address_component(address) else {
        return true;
    };
    insts[set_at + 1..at].iter().all(|inst| {
        inst.dest
            .is_none_or(|d| d.temp_reg() != Some(reg) || d.mask.intersect(component).is_empty())
    })
}

/// A copy of a relative row: `MOV t.mask, c[A0.x + n].swizzle`.
fn relative_copy(inst: &Inst) -> Option<(VReg, WriteMask, Operand)> {
    let dest = inst.dest?;
    let operand = inst.operands[0];
    let is_copy = inst.op == Opcode::Mov
        && !dest.saturate
        && !operand.abs
        && matches!(operand.source, Source::UniformRelative(..));
    is_copy.then_some((dest.temp_reg()?, dest.mask, operand))
}

/// `use_` (which reads the copy's register) reading the copied row itself.
fn through(copy: Operand, use_: Operand) -> Operand {
    Operand {
        source: copy.source,
        swizzle: use_.swizzle.compose_after(copy.swizzle),
        abs: use_.abs,
        negate: if use_.abs {
            use_.negate
        } else {
            use_.negate != copy.negate
        },
    }
}

/// Distinct parameters (uniform rows, relative rows, literals) `inst` reads.
fn distinct_parameters(inst: &Inst) -> u32 {
    let mut seen: Vec<Source> = Vec::new();
    for operand in &inst.operands {
        let parameter = matches!(
            operand.source,
            Source::Uniform(..) | Source::UniformRelative(..) | Source::Literal(_)
        );
        if parameter && !seen.contains(&operand.source) {
            seen.push(operand.source);
        }
    }
    seen.len() as u32
}

/// The block with its relative copies read in place and its `ARL`s issued
/// where needed, or `None` when nothing changed or the address register
/// cannot be reloaded where a reader needs it.
fn rewrite_block(
    insts: &[Inst],
    live_out: &LiveSet,
    inherits: bool,
    max_parameters: Option<u32>,
) -> Option<Vec<Inst>> {
    let mut needs = addresses(insts);
    let mut out: Vec<Inst> = insts.to_vec();
    let mut removed = vec![false; insts.len()];
    for index in 0..insts.len() {
        let Some((reg, mask, copy)) = relative_copy(&out[index]) else {
            continue;
        };
        let Some(address) = needs[index] else {
            continue;
        };
        if address_component(address).is_some_and(|(r, _)| r == reg) {
            continue;
        }
        if let Some(rewrites) = readers(
            &out,
            index,
            reg,
            mask,
            copy,
            address,
            live_out,
            max_parameters,
            &needs,
        ) {
            for (at, operand_index, operand) in rewrites {
                out[at].operands[operand_index] = operand;
                needs[at] = Some(address);
            }
            removed[index] = true;
            needs[index] = None;
        }
    }
    if !removed.contains(&true) {
        return None;
    }
    reissue(insts, &out, &removed, &needs, inherits)
}

/// The operand rewrites that let every reader of the copy at `index` read the
/// row in place, or `None` when some reader cannot.
#[allow(clippy::too_many_arguments)]
fn readers(
    insts: &[Inst],
    index: usize,
    reg: VReg,
    mask: WriteMask,
    copy: Operand,
    address: Address,
    live_out: &LiveSet,
    max_parameters: Option<u32>,
    needs: &[Option<Address>],
) -> Option<Vec<(usize, usize, Operand)>> {
    let mut rewrites = Vec::new();
    let mut remaining = mask;
    for (at, inst) in insts.iter().enumerate().skip(index + 1) {
        if remaining.is_empty() {
            break;
        }
        let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
        let mut rewritten = inst.clone();
        let mut changed = false;
        for (k, operand) in inst.operands.iter().enumerate() {
            if operand.temp_reg() != Some(reg) {
                continue;
            }
            let read = operand
                .swizzle
                .read_mask(inst.op.operand_components(k, used));
            if read.intersect(remaining).is_empty() {
                continue;
            }
            if !read.minus(remaining).is_empty() || inst.op == Opcode::Arl {
                return None;
            }
            rewritten.operands[k] = through(copy, *operand);
            changed = true;
        }
        if changed {
            let compatible = needs[at].is_none_or(|other| other.same(address));
            let fits = max_parameters.is_none_or(|max| distinct_parameters(&rewritten) <= max);
            if !compatible || !fits || !unchanged(insts, address, at) {
                return None;
            }
            for (k, operand) in rewritten.operands.iter().enumerate() {
                if *operand != inst.operands[k] {
                    rewrites.push((at, k, *operand));
                }
            }
        }
        if let Some(dest) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            remaining = remaining.minus(dest.mask);
        }
    }
    let escapes = !live_out[reg.0 as usize].intersect(remaining).is_empty();
    (!escapes).then_some(rewrites)
}

/// `out` without its `ARL`s and removed copies, an `ARL` inserted before each
/// instruction that needs an address the register does not hold (and at the
/// end, when other blocks read what this one leaves there).
fn reissue(
    original: &[Inst],
    out: &[Inst],
    removed: &[bool],
    needs: &[Option<Address>],
    inherits: bool,
) -> Option<Vec<Inst>> {
    let mut result = Vec::with_capacity(out.len());
    let mut held = Address::Inherited;
    for (index, inst) in out.iter().enumerate() {
        if removed[index] || inst.op == Opcode::Arl {
            continue;
        }
        if let Some(address) = needs[index] {
            if !address.same(held) {
                let Address::Set { operand, .. } = address else {
                    return None;
                };
                if !unchanged(original, address, index) {
                    return None;
                }
                result.push(Inst::arl(operand));
                held = address;
            }
        }
        result.push(inst.clone());
    }
    let last = original
        .iter()
        .enumerate()
        .rev()
        .find(|(_, i)| i.op == Opcode::Arl)
        .map(|(at, inst)| Address::Set {
            operand: arl_operand(inst),
            set_at: at,
        });
    if let Some(last) = last.filter(|last| inherits && !last.same(held)) {
        if !unchanged(original, last, original.len()) {
            return None;
        }
        let Address::Set { operand, .. } = last else {
            return None;
        };
        result.push(Inst::arl(operand));
    }
    Some(result)
}
