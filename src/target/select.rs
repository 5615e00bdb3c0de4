//! Instruction selection: rewrite an optimized IR program so that it uses only
//! what the profile's JSON says the assembly has.
//!
//! Expansions (exact in the interpreter except `LRP`, whose expansion rounds
//! like cgc's code rather than like the `LRP` formula):
//! - `SUB a, b` → `ADD a, -b` when the profile lacks `SUB`;
//! - `LRP a, b, c` → `ADD t, b, -c; MAD d, a, t, c` when it lacks `LRP`
//!   (that is what cgc emits for `lerp` even in arbfp1);
//! - an `|x|` operand → `ABS t, x` (or `MAX t, x, -x`) when operands cannot take
//!   the modifier.
//!
//! Anything else the profile lacks is an error saying so ("not supported yet"
//! where cgc has an expansion we have not written: `SIN`/`COS` in arbvp1, `CMP`
//! in vertex profiles).

use crate::diag::Diagnostic;
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Source, Terminator, WriteMask};
use crate::target::profile::Profile;

/// cgc's code for "profile does not support this".
const UNSUPPORTED: u32 = 5051;

pub fn select(program: &mut Program, profile: &Profile) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    if !profile.branches
        && program
            .blocks
            .iter()
            .any(|b| matches!(b.terminator, Terminator::Branch { .. }))
    {
        errors.push(Diagnostic::error(
            UNSUPPORTED,
            None,
            format!(
                "profile '{}' has no branches; data-dependent control flow must be if-converted before selection",
                profile.name
            ),
        ));
    }
    for block_index in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block_index].insts);
        let mut selected = Vec::with_capacity(insts.len());
        for inst in insts {
            if let Err(error) = select_inst(program, profile, inst, &mut selected) {
                if !errors.contains(&error) {
                    errors.push(error);
                }
            }
        }
        program.blocks[block_index].insts = selected;
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn unsupported(profile: &Profile, op: Opcode) -> Diagnostic {
    let message = match op {
        Opcode::Kil => format!("discard is not available in profile '{}'", profile.name),
        _ if op.is_texture() => {
            format!(
                "texture lookups are not available in profile '{}'",
                profile.name
            )
        }
        _ => format!(
            "instruction {} is not supported yet in profile '{}'",
            op.mnemonic(),
            profile.name
        ),
    };
    Diagnostic::error(UNSUPPORTED, None, message)
}

fn select_inst(
    program: &mut Program,
    profile: &Profile,
    mut inst: Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    let limits = &profile.limits;
    if let Some(max) = limits.max_distinct_parameters_per_instruction {
        split_distinct(program, &mut inst, out, max, |s| {
            matches!(s, Source::Uniform(..) | Source::Literal(_))
        });
    }
    if let Some(max) = limits.max_distinct_attributes_per_instruction {
        split_distinct(program, &mut inst, out, max, |s| {
            matches!(s, Source::Input(_))
        });
    }
    if !profile.operand_abs {
        for index in 0..inst.operands.len() {
            if inst.operands[index].abs {
                inst.operands[index] =
                    materialize_abs(program, profile, inst.operands[index], out)?;
            }
        }
    }
    if let Some(dest) = inst.dest.filter(|d| d.saturate && !profile.saturate) {
        return expand_saturate(program, profile, inst, dest, out);
    }
    if profile.has_opcode(inst.op) {
        out.push(inst);
        return Ok(());
    }
    match inst.op {
        Opcode::Sub if profile.has_opcode(Opcode::Add) => {
            inst.op = Opcode::Add;
            inst.operands[1] = inst.operands[1].negated();
            out.push(inst);
            Ok(())
        }
        Opcode::Lrp => expand_lrp(program, profile, &inst, out),
        Opcode::Abs if profile.has_opcode(Opcode::Max) => {
            inst.op = Opcode::Max;
            let negated = inst.operands[0].negated();
            inst.operands.push(negated);
            out.push(inst);
            Ok(())
        }
        op => Err(unsupported(profile, op)),
    }
}

/// `OP_SAT d, ...` → `OP t, ...; MAX t, t, 0; MIN d, t, 1` (NaN becomes 0 as with `_SAT`).
fn expand_saturate(
    program: &mut Program,
    profile: &Profile,
    mut inst: Inst,
    dest: Dest,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    if !profile.has_opcode(Opcode::Max) || !profile.has_opcode(Opcode::Min) {
        return Err(unsupported(profile, inst.op));
    }
    let temp = program.new_vreg();
    let unclamped = Dest::temp(temp, dest.mask);
    inst.dest = Some(unclamped);
    select_inst(program, profile, inst, out)?;
    let zero = program.scalar(0.0);
    let one = program.scalar(1.0);
    out.push(Inst::new(
        Opcode::Max,
        unclamped,
        &[Operand::temp(temp), zero],
    ));
    let final_dest = Dest {
        saturate: false,
        ..dest
    };
    out.push(Inst::new(
        Opcode::Min,
        final_dest,
        &[Operand::temp(temp), one],
    ));
    Ok(())
}

/// NV vertex programs read at most `max` distinct program parameters (or
/// attributes) per instruction: copy the others into temporaries first. Distinct
/// literals count separately even if the constant pool later shares a vector,
/// which can cost a `MOV` cgc would not need.
fn split_distinct(
    program: &mut Program,
    inst: &mut Inst,
    out: &mut Vec<Inst>,
    max: u32,
    counts: impl Fn(&Source) -> bool,
) {
    let mut distinct: Vec<Source> = Vec::new();
    for operand in &inst.operands {
        if counts(&operand.source) && !distinct.contains(&operand.source) {
            distinct.push(operand.source);
        }
    }
    for source in distinct.into_iter().skip(max as usize) {
        let temp = program.new_vreg();
        out.push(Inst::new(
            Opcode::Mov,
            Dest::temp(temp, WriteMask::ALL),
            &[Operand::new(source)],
        ));
        for operand in inst.operands.iter_mut().filter(|o| o.source == source) {
            operand.source = Source::Temp(temp);
        }
    }
}

/// `|x|` as a temporary holding `ABS x`.
fn materialize_abs(
    program: &mut Program,
    profile: &Profile,
    operand: Operand,
    out: &mut Vec<Inst>,
) -> Result<Operand, Diagnostic> {
    let temp = program.new_vreg();
    let plain = Operand {
        abs: false,
        negate: false,
        ..operand
    };
    let inst = if profile.has_opcode(Opcode::Abs) {
        Inst::new(Opcode::Abs, Dest::temp(temp, WriteMask::ALL), &[plain])
    } else if profile.has_opcode(Opcode::Max) {
        let negated = plain.negated();
        Inst::new(
            Opcode::Max,
            Dest::temp(temp, WriteMask::ALL),
            &[plain, negated],
        )
    } else {
        return Err(unsupported(profile, Opcode::Abs));
    };
    out.push(inst);
    let mut result = Operand::temp(temp);
    result.negate = operand.negate;
    Ok(result)
}

fn expand_lrp(
    program: &mut Program,
    profile: &Profile,
    inst: &Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    let (Some(dest), true) = (
        inst.dest,
        profile.has_opcode(Opcode::Add) && profile.has_opcode(Opcode::Mad),
    ) else {
        return Err(unsupported(profile, Opcode::Lrp));
    };
    let [weight, to, from] = [inst.operands[0], inst.operands[1], inst.operands[2]];
    let difference = program.new_vreg();
    out.push(Inst::new(
        Opcode::Add,
        Dest::temp(difference, dest.mask),
        &[to, from.negated()],
    ));
    out.push(Inst::new(
        Opcode::Mad,
        dest,
        &[weight, Operand::temp(difference), from],
    ));
    Ok(())
}
