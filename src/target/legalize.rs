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
use crate::target::profile::Profile;

fn is_parameter(source: Source) -> bool {
    matches!(
        source,
        Source::Uniform(..) | Source::UniformRelative(..) | Source::Literal(_)
    )
}

fn is_attribute(source: Source) -> bool {
    matches!(source, Source::Input(_))
}

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
            is_parameter as Counts,
        ),
        (limits.max_distinct_attributes_per_instruction, is_attribute),
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
        for mut inst in insts {
            // A select is printed as moves reading one operand each.
            if crate::target::emit::is_condition_code_select(program, &inst) {
                out.push(inst);
                continue;
            }
            for &(max, kind) in &rules {
                let kept = kept_sources(&inst, kind, &copies, max);
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
                    let temp = full.map(|c| c.2).unwrap_or_else(|| {
                        let temp = program.new_vreg();
                        out.push(Inst::new(
                            Opcode::Mov,
                            Dest::temp(temp, WriteMask::ALL),
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

/// The one source component operand `index` of `inst` reads, if only one.
fn single_component_read(inst: &Inst, index: usize) -> Option<u8> {
    let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
    let read = inst.operands[index]
        .swizzle
        .read_mask(inst.op.operand_components(index, used));
    let mut components = read.components();
    let component = components.next()?;
    components.next().is_none().then_some(component as u8)
}

/// The (at most `max`) sources of `kind` that `inst` keeps reading
/// directly: first those that have no copy yet (the others read theirs),
/// then the rest in operand order.
fn kept_sources(inst: &Inst, kind: Counts, copies: &[Copied], max: u32) -> Vec<Source> {
    let mut distinct: Vec<Source> = Vec::new();
    for operand in &inst.operands {
        if kind(operand.source) && !distinct.contains(&operand.source) {
            distinct.push(operand.source);
        }
    }
    let copied = |source: &Source| copies.iter().any(|c| c.0 == *source);
    let (fresh, held): (Vec<Source>, Vec<Source>) = distinct.into_iter().partition(|s| !copied(s));
    fresh.into_iter().chain(held).take(max as usize).collect()
}
