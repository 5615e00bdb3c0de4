//! The GLSL back end: the profiles glslv, glslf, glesv and glesf, whose
//! description has a `glsl` section (the versions and the interface
//! families that name the varyings).
//!
//! It emits from the optimized vector IR, the program the assembly back
//! ends get, so every Cg semantic is lowered once and a GLSL program
//! computes what the arbvp1 or arbfp1 program of the same source computes.
//! The profiles branch: loops cgc keeps are blocks, which [`structure`]
//! reads back as `if`/`else` and loops.
//! No selection or allocation is needed: GLSL has an expression for every
//! opcode and as many variables as the program wants ([`emit`]). What each
//! interface leaf is named and bound to is decided once ([`bind`]) and
//! printed as `//var` lines and by `--reflect=json`.

pub mod bind;
pub mod emit;
pub mod state;
pub mod structure;

use crate::back::compiled::CompiledProgram;
use crate::back::constpool::Pool;
use crate::back::emit::EmitOptions;
use crate::back::layout::Layout;
use crate::back::limits::Usage;
use crate::diag::Diagnostic;
use crate::interface::ProgramInterface;
use crate::ir::{opt, Program};
use crate::profile::Profile;
use crate::timing;

/// Compile `program` for the GLSL profile `profile`.
pub fn compile(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    options: &EmitOptions,
) -> Result<CompiledProgram, Vec<Diagnostic>> {
    let Some(glsl) = &profile.glsl else {
        return Err(vec![Diagnostic::error(
            5051,
            None,
            format!("profile '{}' is not a GLSL profile", profile.name),
        )]);
    };
    let version = glsl.version();
    let mut program = program.clone();
    timing::time("optimize", || opt::optimize(&mut program));
    program.unify_shadow_targets();
    let out_of_bounds = program.out_of_bounds_errors();
    if !out_of_bounds.is_empty() {
        return Err(out_of_bounds);
    }
    let refused = bind::builtin_uniform_errors(&program, interface, profile, version);
    if !refused.is_empty() {
        return Err(refused);
    }
    let parameters = bind::bind_parameters(&program, interface, profile, version);
    let text = timing::time("emit", || {
        emit::emit(&program, interface, profile, version, &parameters, options)
    })?;
    let warnings = bind::narrow_builtin_warnings(interface, profile, version);
    let usage = measure(&program);
    let unlisted = crate::back::reflection::unlisted_parameters(&program, interface, profile);
    Ok(CompiledProgram {
        text,
        allocated: program,
        layout: Layout::default(),
        pool: Pool::default(),
        usage,
        parameters,
        unlisted,
        profile: profile.clone(),
        warnings,
    })
}

/// What a GLSL program uses, in the assembly's terms: its instructions
/// (statements), texture lookups, and variables for temporaries.
fn measure(program: &Program) -> Usage {
    let insts = program.blocks.iter().flat_map(|b| &b.insts);
    let instructions = insts.clone().count() as u32;
    let texture_instructions = insts
        .filter(|inst| inst.op.is_texture() || inst.op == crate::ir::Opcode::Kil)
        .count() as u32;
    Usage {
        instructions,
        texture_instructions,
        arithmetic_instructions: instructions - texture_instructions,
        texture_indirections: 1,
        temporaries: program.vreg_count,
        parameters: 0,
        only_arrays_past_limit: false,
        constant_limit_reports: 0,
    }
}
