//! Scheduling that shortens live ranges: an instruction moves down to just
//! before the first instruction that reads what it writes, when every
//! temporary it reads is read again from there on anyway (a `TEX` of a
//! varying, a `MOV` or `DP4` of parameters, a `TEX` of a coordinate used
//! again later) or is computed for it alone by instructions that move along
//! (a normalization `DP3`, `RSQ`, `MUL` moves as one group). Its result then
//! occupies a register for as short a time as possible and nothing else's
//! range grows, so register allocation needs fewer temporaries; the
//! instruction count does not change.
//!
//! Not in [`super::PASSES`]: it only pays just before register allocation.
//! A move is kept only when the order in which samplers are first used (the
//! order they are bound in) stays, and in fragment programs when the
//! block's texture indirections (ARB_fragment_program's rule, as
//! `back::limits` counts them) do not grow.

use super::effects::writes;
use crate::ir::{Block, Inst, Opcode, Program, Source, Stage, VReg, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let fragment = program.stage == Stage::Fragment;
    let count = program.vreg_count as usize;
    let mut changed = false;
    for block in &mut program.blocks {
        changed |= sink_block(block, fragment, count);
    }
    changed
}

fn sink_block(block: &mut Block, fragment: bool, count: usize) -> bool {
    let mut changed = false;
    let mut index = block.insts.len();
    while index > 0 {
        index -= 1;
        let Some((group, target)) = group_to_sink(&block.insts, index) else {
            continue;
        };
        let before = block.insts.clone();
        move_group(&mut block.insts, &group, target);
        // A group passing instructions whose results stay live holds its
        // own values alongside them: the move must not raise the peak.
        let worse = sampler_order(&block.insts) != sampler_order(&before)
            || (fragment && indirections(&block.insts) > indirections(&before))
            || (group.len() > 1
                && peak_pressure(&block.insts, count) > peak_pressure(&before, count));
        if worse {
            block.insts = before;
            continue;
        }
        changed = true;
        // The group's other members were above `index`: the instructions
        // that were between them moved up by as many places.
        index = index + 1 - group.len();
    }
    changed
}

/// Move the instructions at `group` (ascending, all before `target`) to just
/// before `target`, keeping their order.
fn move_group(insts: &mut Vec<Inst>, group: &[usize], target: usize) {
    let mut moved = Vec::with_capacity(group.len());
    for &member in group.iter().rev() {
        moved.push(insts.remove(member));
    }
    moved.reverse();
    let at = target - group.len();
    insts.splice(at..at, moved);
}

/// An instruction that may move: it writes a temporary, has no other
/// effect, reads no address register and is no select.
fn movable(inst: &Inst) -> bool {
    let plain_operands = inst.operands.iter().all(|o| {
        matches!(
            o.source,
            Source::Temp(_) | Source::Input(_) | Source::Uniform(..) | Source::Literal(_)
        )
    });
    plain_operands && inst.op != Opcode::Cmp && inst.dest.and_then(|d| d.temp_reg()).is_some()
}

/// The temporaries `inst` reads, each once, with the components read.
fn temp_reads(inst: &Inst) -> Vec<(VReg, WriteMask)> {
    let mut reads: Vec<(VReg, WriteMask)> = Vec::new();
    for reg in inst.operands.iter().filter_map(|o| o.temp_reg()) {
        if !reads.iter().any(|(r, _)| *r == reg) {
            reads.push((reg, inst.reads_of(reg)));
        }
    }
    reads
}

/// What instruction `index` may move down with, and where to: just before
/// the first later instruction reading or rewriting what it writes. Every
/// temporary a moved instruction reads is either read again from there on
/// (its range does not grow) or written by another member of the group for
/// the group alone (the whole computation moves).
fn group_to_sink(insts: &[Inst], index: usize) -> Option<(Vec<usize>, usize)> {
    let inst = &insts[index];
    if !movable(inst) {
        return None;
    }
    let dest = inst.dest?;
    let reg = dest.temp_reg()?;
    let target = insts
        .iter()
        .enumerate()
        .skip(index + 1)
        .find_map(|(k, later)| {
            let reads = !later.reads_of(reg).intersect(dest.mask).is_empty();
            (reads || writes(later, reg, dest.mask)).then_some(k)
        })?;
    if target == index + 1 {
        return None;
    }
    let mut group = vec![index];
    let mut pending = vec![index];
    while let Some(member) = pending.pop() {
        for (read, components) in temp_reads(&insts[member]) {
            if read_again(&insts[target..], read, components) {
                continue;
            }
            let producer = (0..member)
                .rev()
                .find(|&q| writes(&insts[q], read, components))?;
            if group.contains(&producer) {
                continue;
            }
            let covers = insts[producer]
                .dest
                .is_some_and(|d| d.mask.intersect(components) == components);
            if !covers || !movable(&insts[producer]) {
                return None;
            }
            group.push(producer);
            pending.push(producer);
        }
    }
    group.sort_unstable();
    group
        .iter()
        .all(|&member| stays_valid(insts, &group, member, target))
        .then_some((group, target))
}

/// True when moving `member` of `group` down to `target` keeps every value:
/// no instruction left between writes what it reads, and none reads or
/// rewrites what it writes.
fn stays_valid(insts: &[Inst], group: &[usize], member: usize, target: usize) -> bool {
    let inst = &insts[member];
    let Some(dest) = inst.dest else {
        return false;
    };
    let Some(written) = dest.temp_reg() else {
        return false;
    };
    let reads = temp_reads(inst);
    (member + 1..target)
        .filter(|k| group.binary_search(k).is_err())
        .all(|k| {
            let between = &insts[k];
            !reads
                .iter()
                .any(|&(read, components)| read == written || writes(between, read, components))
                && between.reads_of(written).intersect(dest.mask).is_empty()
                && !writes(between, written, dest.mask)
        })
}

/// The most temporary components live at once in `insts` (`count`
/// virtual registers), values live out of the block left out.
fn peak_pressure(insts: &[Inst], count: usize) -> u32 {
    let mut live = vec![0u8; count];
    let (mut total, mut peak) = (0u32, 0u32);
    for inst in insts.iter().rev() {
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            let mask = inst.dest.map_or(0, |d| d.mask.0);
            let slot = &mut live[reg.0 as usize];
            peak = peak.max(total + (mask & !*slot).count_ones());
            total -= (*slot & mask).count_ones();
            *slot &= !mask;
        }
        for reg in inst.operands.iter().filter_map(|o| o.temp_reg()) {
            let slot = &mut live[reg.0 as usize];
            let read = inst.reads_of(reg).0;
            total += (read & !*slot).count_ones();
            *slot |= read;
        }
        peak = peak.max(total);
    }
    peak
}

/// The samplers of a block's texture lookups in order of first use.
fn sampler_order(insts: &[Inst]) -> Vec<u32> {
    let mut order = Vec::new();
    for texture in insts.iter().filter_map(|i| i.texture) {
        if !order.contains(&texture.sampler.0) {
            order.push(texture.sampler.0);
        }
    }
    order
}

/// True when `insts` read some of `components` of `reg` before writing them
/// all (the rest of the block only: a value live out of it does not count).
fn read_again(insts: &[Inst], reg: VReg, components: WriteMask) -> bool {
    let mut pending = components;
    for inst in insts {
        if !inst.reads_of(reg).intersect(pending).is_empty() {
            return true;
        }
        if let Some(dest) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            pending = pending.minus(dest.mask);
            if pending.is_empty() {
                return false;
            }
        }
    }
    false
}

/// ARB_fragment_program texture indirections of a block: a texture
/// instruction (or `KIL`) reading a temporary written since the last
/// indirection starts a new one.
fn indirections(insts: &[Inst]) -> usize {
    let mut count = 1;
    let mut written = Vec::new();
    for inst in insts {
        if inst.op.is_texture() || inst.op == Opcode::Kil {
            let dependent = inst
                .operands
                .iter()
                .any(|o| o.temp_reg().is_some_and(|r| written.contains(&r)));
            if dependent {
                count += 1;
                written.clear();
            }
        }
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            written.push(reg);
        }
    }
    count
}
