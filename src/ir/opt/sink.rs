//! Scheduling that shortens live ranges: an instruction moves down to just
//! before the first instruction that reads what it writes, when every
//! temporary it reads is read again from there on anyway (a `TEX` of a
//! varying, a `MOV` or `DP4` of parameters, a `TEX` of a coordinate used
//! again later). Its result then occupies a register for as short a time as
//! possible and nothing else's range grows, so register allocation needs
//! fewer temporaries; the instruction count does not change.
//!
//! Not in [`super::PASSES`]: it only pays just before register allocation.
//! In fragment programs a move is kept only when the block's texture
//! indirections (ARB_fragment_program's rule, as `target::limits` counts
//! them) do not grow.

use super::writes;
use crate::ir::{Block, Inst, Opcode, Program, Source, Stage, VReg, WriteMask};

pub fn run(program: &mut Program) -> bool {
    let fragment = program.stage == Stage::Fragment;
    let mut changed = false;
    for block in &mut program.blocks {
        changed |= sink_block(block, fragment);
    }
    changed
}

fn sink_block(block: &mut Block, fragment: bool) -> bool {
    let mut changed = false;
    for index in (0..block.insts.len()).rev() {
        let Some(target) = first_reader(&block.insts, index) else {
            continue;
        };
        if target == index + 1 {
            continue;
        }
        let before = fragment.then(|| indirections(&block.insts));
        let inst = block.insts.remove(index);
        block.insts.insert(target - 1, inst);
        if before.is_some_and(|count| indirections(&block.insts) > count) {
            let inst = block.insts.remove(target - 1);
            block.insts.insert(index, inst);
            continue;
        }
        changed = true;
    }
    changed
}

/// Where instruction `index` may move to: just before the first later
/// instruction reading or rewriting what it writes, when it has no other
/// effect, every temporary it reads keeps its value until there and is read
/// again from there on (so no other live range grows), and it is not a
/// texture lookup passing one of another sampler.
fn first_reader(insts: &[Inst], index: usize) -> Option<usize> {
    let inst = &insts[index];
    let dest = inst.dest?;
    let reg = dest.temp_reg()?;
    let movable = inst.operands.iter().all(|o| {
        matches!(
            o.source,
            Source::Temp(_) | Source::Input(_) | Source::Uniform(..) | Source::Literal(_)
        )
    });
    if !movable || inst.op == Opcode::Cmp {
        return None;
    }
    let target = insts
        .iter()
        .enumerate()
        .skip(index + 1)
        .find_map(|(k, later)| {
            let reads = !later.reads_of(reg).intersect(dest.mask).is_empty();
            (reads || writes(later, reg, dest.mask)).then_some(k)
        })?;
    // Samplers are bound in order of first use: the first lookup of a
    // sampler does not pass the first lookup of another.
    let passes_other_sampler = inst.texture.is_some_and(|texture| {
        let mut seen = Vec::new();
        for t in insts[..index].iter().filter_map(|i| i.texture) {
            if !seen.contains(&t.sampler) {
                seen.push(t.sampler);
            }
        }
        !seen.contains(&texture.sampler)
            && insts[index + 1..target].iter().any(|between| {
                let Some(t) = between.texture else {
                    return false;
                };
                let first = !seen.contains(&t.sampler);
                if first {
                    seen.push(t.sampler);
                }
                first && t.sampler != texture.sampler
            })
    });
    if passes_other_sampler {
        return None;
    }
    let operands_stay = inst.operands.iter().all(|operand| {
        let Some(read) = operand.temp_reg() else {
            return true;
        };
        let components = inst.reads_of(read);
        read != reg
            && !insts[index + 1..target]
                .iter()
                .any(|between| writes(between, read, components))
            && read_again(&insts[target..], read, components)
    });
    operands_stay.then_some(target)
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
