//! Operand legality rules that the vertex dialects state per instruction
//! (added by the `lower` helper; the back end may fold it into `select`).
//!
//! NV_vertex_program (vp20, vp30) allows an instruction to read at most one
//! distinct program parameter (`c[]`, literals included) and at most one
//! distinct vertex attribute (`v[]`); ARB_vertex_program has no such rule
//! (the caller applies this to the NV dialect only). An
//! instruction that reads more gets `MOV`s of the extra sources into fresh
//! temporaries first, as cgc does (`MOV R1, c[3]; ADD result.color, R1, c[2]`).
//!
//! Runs after the last optimizer pass (copy propagation would undo it) and
//! before register allocation.

use crate::ir::{Dest, Inst, Opcode, Operand, Program, Source, Stage, VReg, WriteMask};

fn is_parameter(source: Source) -> bool {
    matches!(source, Source::Uniform(..) | Source::Literal(_))
}

fn is_attribute(source: Source) -> bool {
    matches!(source, Source::Input(_))
}

/// Applies the one-parameter and one-attribute rules to vertex programs.
/// With `reuse`, a source copied once in a block is read from its copy by
/// later instructions of the block that need it moved (cgc's `MOV R2, c[3]`
/// read by many instructions); the copies then live longer, so the caller
/// falls back to fresh copies where that needs more temporaries than the
/// profile has.
pub fn legalize(program: &mut Program, reuse: bool) {
    if program.stage != Stage::Vertex {
        return;
    }
    for block in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block].insts);
        let mut out = Vec::with_capacity(insts.len());
        let mut copies: Vec<(Source, VReg)> = Vec::new();
        for mut inst in insts {
            // A select is printed as moves reading one operand each.
            if crate::target::emit::is_condition_code_select(program, &inst) {
                out.push(inst);
                continue;
            }
            for kind in [is_parameter as fn(Source) -> bool, is_attribute] {
                let kept = kept_source(&inst, kind, &copies);
                for index in 0..inst.operands.len() {
                    let source = inst.operands[index].source;
                    if !kind(source) || Some(source) == kept {
                        continue;
                    }
                    let copy = copies.iter().find(|(s, _)| *s == source).map(|c| c.1);
                    let temp = copy.unwrap_or_else(|| {
                        let temp = program.new_vreg();
                        out.push(Inst::new(
                            Opcode::Mov,
                            Dest::temp(temp, WriteMask::ALL),
                            &[Operand::new(source)],
                        ));
                        if reuse {
                            copies.push((source, temp));
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

/// The one source of `kind` that `inst` keeps reading directly: the first
/// that has no copy yet (the others read theirs), else the first.
fn kept_source(inst: &Inst, kind: fn(Source) -> bool, copies: &[(Source, VReg)]) -> Option<Source> {
    let sources = inst.operands.iter().map(|o| o.source).filter(|&s| kind(s));
    let mut first = None;
    for source in sources {
        first.get_or_insert(source);
        if !copies.iter().any(|(s, _)| *s == source) {
            return Some(source);
        }
    }
    first
}
