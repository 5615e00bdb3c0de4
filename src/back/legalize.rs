//! Operand legality rules that the vertex dialects state per instruction.
//!
//! NV_vertex_program (vp20, vp30) allows an instruction to read at most one
//! distinct program parameter (`c[]`, literals and relative reads included)
//! and at most one distinct vertex attribute (`v[]`); the profile JSON states
//! these limits (`max_distinct_parameters_per_instruction`,
//! `max_distinct_attributes_per_instruction`), ARB profiles have none. An
//! instruction that reads more gets `MOV`s of the extra sources into
//! temporaries first, as cgc does (`MOV R1, c[3]; ADD o[COL0], R1, c[2]`).
//!
//! Runs after the last optimizer pass (copy propagation would undo it) and
//! after constant pooling (literals pooled into one vector count once), before
//! register allocation.

use crate::ir::{Dest, Inst, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};
use crate::profile::Profile;
use rustc_hash::{FxHashMap, FxHashSet};

/// Whether a copy of `source` stays valid for the rest of the block: not for
/// relative reads, whose address register an `ARL` may change.
fn reusable(source: Source) -> bool {
    !matches!(source, Source::UniformRelative(..))
}

/// A copy made in a block: its source, the component a scalar copy holds in
/// its `x` (`None`: all four, in place), its register.
type Copied = (Source, Option<u8>, VReg);

/// Which sources a limit counts.
type Counts = fn(Source) -> bool;

/// The per-instruction read limits of `profile`, each with the sources it
/// counts.
fn rules(profile: &Profile) -> Vec<(u32, Counts)> {
    let limits = &profile.limits;
    [
        (
            limits.max_distinct_parameters_per_instruction,
            Source::is_parameter as Counts,
        ),
        (
            limits.max_distinct_attributes_per_instruction,
            Source::is_attribute,
        ),
    ]
    .into_iter()
    .filter_map(|(max, kind)| max.map(|max| (max, kind)))
    .collect()
}

/// Whether `profile` limits what one instruction reads.
pub fn needed(profile: &Profile) -> bool {
    !rules(profile).is_empty()
}

/// Applies the one-parameter and one-attribute rules to vertex programs.
/// With `scalar_copies`, an operand that reads one component gets a scalar
/// copy (`MOV R1.x, c[0].y`), which register allocation can pack with other
/// scalars; else every copy is a whole register. With `reuse`, a source copied once in a block is read from its copy by
/// later instructions of the block that need it moved (cgc's `MOV R2, c[3]`
/// read by many instructions); the copies then live longer, so the caller
/// falls back to fresh copies where that needs more temporaries than the
/// profile has.
pub fn legalize(program: &mut Program, profile: &Profile, reuse: bool, scalar_copies: bool) {
    let rules = rules(profile);
    if rules.is_empty() {
        return;
    }
    for block in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block].insts);
        let mut out = Vec::with_capacity(insts.len());
        // Copies made so far: the source, the one component a scalar copy holds
        // (in its `x`), the register.
        let mut copies: Vec<Copied> = Vec::new();
        let cover = if reuse {
            Cover::of(program, &insts, &rules)
        } else {
            Cover::default()
        };
        for mut inst in insts {
            // A select is printed as moves reading one operand each.
            if crate::back::emit::is_condition_code_select(program, &inst) {
                out.push(inst);
                continue;
            }
            for &(max, kind) in &rules {
                let kept = kept_sources(&inst, kind, &copies, max, &cover);
                for index in 0..inst.operands.len() {
                    let source = inst.operands[index].source;
                    if !kind(source) || kept.contains(&source) {
                        continue;
                    }
                    let scalar = single_component_read(&inst, index).filter(|_| scalar_copies);
                    let full = copies.iter().find(|c| c.0 == source && c.1.is_none());
                    let single = scalar.and_then(|component| {
                        copies
                            .iter()
                            .find(|c| c.0 == source && c.1 == Some(component))
                    });
                    if let (Some(&(_, _, temp)), None) = (single, full) {
                        inst.operands[index].source = Source::Temp(temp);
                        inst.operands[index].swizzle = Swizzle::replicate(0);
                        continue;
                    }
                    if let (Some(component), None) = (scalar, full) {
                        // A scalar copy, which register allocation packs into
                        // a free component of a shared register.
                        let temp = program.new_vreg();
                        let mut read = Operand::new(source);
                        read.swizzle = Swizzle::replicate(component);
                        out.push(Inst::new(
                            Opcode::Mov,
                            Dest::temp(temp, WriteMask::X),
                            &[read],
                        ));
                        if reuse && reusable(source) {
                            copies.push((source, Some(component), temp));
                        }
                        inst.operands[index].source = Source::Temp(temp);
                        inst.operands[index].swizzle = Swizzle::replicate(0);
                        continue;
                    }
                    // The copy holds the components read; a later reader
                    // of more widens it.
                    let read = inst.operands[index]
                        .swizzle
                        .read_mask(inst.operand_components(index, used_by(&inst)));
                    if let Some(&(_, _, temp)) = full {
                        widen_copy(&mut out, temp, read);
                    }
                    let temp = full.map(|c| c.2).unwrap_or_else(|| {
                        let temp = program.new_vreg();
                        out.push(Inst::new(
                            Opcode::Mov,
                            Dest::temp(temp, read),
                            &[Operand::new(source)],
                        ));
                        if reuse && reusable(source) {
                            copies.push((source, None, temp));
                        }
                        temp
                    });
                    // The operand's swizzle, negation and abs now apply to
                    // the full copy.
                    inst.operands[index].source = Source::Temp(temp);
                }
            }
            out.push(inst);
        }
        program.blocks[block].insts = out;
    }
}

/// The components `inst` writes (all four for an instruction without a
/// destination), which decide the components its operands read.
fn used_by(inst: &Inst) -> WriteMask {
    inst.dest.map_or(WriteMask::ALL, |d| d.mask)
}

/// Make the copy into `temp` (already in `out`) also write `read`.
fn widen_copy(out: &mut [Inst], temp: VReg, read: WriteMask) {
    let copy = out
        .iter_mut()
        .rev()
        .find_map(|inst| inst.dest.as_mut().filter(|d| d.temp_reg() == Some(temp)));
    if let Some(dest) = copy {
        dest.mask = dest.mask.union(read);
    }
}

/// The one source component operand `index` of `inst` reads, if only one.
fn single_component_read(inst: &Inst, index: usize) -> Option<u8> {
    let read = inst.operands[index]
        .swizzle
        .read_mask(inst.operand_components(index, used_by(inst)));
    let mut components = read.components();
    let component = components.next()?;
    components.next().is_none().then_some(component as u8)
}

/// The sources a block's copies should be of: where instructions read more
/// sources of a kind than the limit allows, a greedy cover (the source most
/// such instructions read first, of those read in the fewest components
/// on a tie), so that one copy of a source read by many serves them all.
/// cgc copies the shared factor of two matrix products once
/// (`mul(View, Projection)` and `mul(ReflectedView, Projection)`:
/// Projection's four rows, not each left factor's;
/// tests/field/heldout18/repro/mat_product_shared_factor.cg).
#[derive(Default)]
struct Cover(FxHashSet<Source>);

impl Cover {
    /// The cover of `insts`, a block's instructions, under `rules`.
    fn of(program: &Program, insts: &[Inst], rules: &[(u32, Counts)]) -> Cover {
        // Each over-limit read: its sources, how many of them need copies.
        let mut reads: Vec<(Vec<(Source, u32)>, usize)> = Vec::new();
        for inst in insts {
            if crate::back::emit::is_condition_code_select(program, inst) {
                continue;
            }
            for &(max, kind) in rules {
                let distinct = distinct_sources(inst, kind);
                if distinct.len() > max as usize
                    && distinct.iter().all(|&(source, _)| reusable(source))
                {
                    let needed = distinct.len() - max as usize;
                    reads.push((distinct, needed));
                }
            }
        }
        // Hashed: a program of thousands of instructions reading hundreds
        // of parameters would make linear lookups quadratic twice over.
        let mut cover = FxHashSet::default();
        loop {
            reads.retain(|(distinct, needed)| {
                distinct.iter().filter(|(s, _)| cover.contains(s)).count() < *needed
            });
            // Per source not in the cover, in order of first read: the reads
            // it would serve and the components they read.
            let mut degree: Vec<(Source, u32, u32)> = Vec::new();
            let mut index: FxHashMap<Source, usize> = FxHashMap::default();
            for (distinct, _) in &reads {
                for &(source, bits) in distinct.iter().filter(|(s, _)| !cover.contains(s)) {
                    let at = *index.entry(source).or_insert_with(|| {
                        degree.push((source, 0, 0));
                        degree.len() - 1
                    });
                    degree[at].1 += 1;
                    degree[at].2 |= bits;
                }
            }
            let best = degree
                .iter()
                .max_by_key(|&&(_, count, bits)| (count, std::cmp::Reverse(bits.count_ones())));
            match best {
                Some(&(source, _, _)) => {
                    cover.insert(source);
                }
                None => return Cover(cover),
            }
        }
    }

    fn contains(&self, source: Source) -> bool {
        self.0.contains(&source)
    }
}

/// The distinct sources of `kind` `inst` reads, each with the components
/// it reads (as mask bits).
fn distinct_sources(inst: &Inst, kind: Counts) -> Vec<(Source, u32)> {
    let mut distinct: Vec<(Source, u32)> = Vec::new();
    let used = used_by(inst);
    for (index, operand) in inst.operands.iter().enumerate() {
        if !kind(operand.source) {
            continue;
        }
        let read = operand
            .swizzle
            .read_mask(inst.operand_components(index, used));
        match distinct.iter_mut().find(|(s, _)| *s == operand.source) {
            Some((_, bits)) => *bits |= u32::from(read.0),
            None => distinct.push((operand.source, u32::from(read.0))),
        }
    }
    distinct
}

/// The (at most `max`) sources of `kind` that `inst` keeps reading
/// directly: first those that have no copy yet (the others read theirs),
/// those outside the block's [`Cover`] first (the cover's copies serve
/// other instructions too), then the widest first (so the copies made are
/// of the fewest components: a scalar copy packs into a free component
/// where a vector copy may need a register of its own), then the rest in
/// operand order.
fn kept_sources(
    inst: &Inst,
    kind: Counts,
    copies: &[Copied],
    max: u32,
    cover: &Cover,
) -> Vec<Source> {
    let distinct = distinct_sources(inst, kind);
    let copied = |source: &Source| copies.iter().any(|c| c.0 == *source);
    let (mut fresh, held): (Vec<_>, Vec<_>) = distinct.into_iter().partition(|(s, _)| !copied(s));
    fresh.sort_by_key(|&(source, bits)| {
        (cover.contains(source), std::cmp::Reverse(bits.count_ones()))
    });
    fresh
        .into_iter()
        .chain(held)
        .map(|(source, _)| source)
        .take(max as usize)
        .collect()
}
