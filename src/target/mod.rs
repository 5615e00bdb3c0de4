//! Targets: profile descriptions, instruction selection, register allocation,
//! resource limits and the assembly text emitters.
//!
//! [`compile`] is the back end's one entry point. It takes an IR [`Program`]
//! (from `ir::lower`, or built by hand in tests), the [`ProgramInterface`] the
//! semantic layer describes, and a [`Profile`], and runs, in order:
//! optimize → select → forward + DCE → pack scalars → allocate registers → pool
//! constants → lay out parameters → check limits → emit.
//!
//! Invariants: nothing here knows Cg syntax or types (only the plain data of
//! [`interface`]); nothing here hard-codes a profile fact that `profiles/*.json`
//! states; every failure is a [`Diagnostic`], never a panic.

pub mod constpool;
pub mod emit;
pub mod interface;
pub mod legalize;
pub mod limits;
pub mod profile;
pub mod reflection;
pub mod regalloc;
pub mod select;

use crate::diag::Diagnostic;
use crate::ir::{opt, Program, Source};
use constpool::Pool;
use emit::{EmitContext, EmitOptions, Layout};
use interface::{ParameterKind, ProgramInterface};
use limits::Usage;
use profile::Profile;

/// The result of compiling one program for one profile.
#[derive(Clone, Debug)]
pub struct CompiledProgram {
    /// The assembly text, header included.
    pub text: String,
    /// The program as emitted: hardware registers, pooled literals. The IR
    /// interpreter runs it, which is how tests check allocation and selection.
    pub allocated: Program,
    pub layout: Layout,
    pub pool: Pool,
    pub usage: Usage,
    /// What each interface parameter was bound to, in interface order: the data
    /// of the `#var` lines, and of `--reflect=json`.
    pub parameters: Vec<reflection::ParameterBinding>,
    /// The profile compiled for, with `-po` options applied (its limits).
    pub profile: Profile,
    /// Warnings (errors make [`compile`] return `Err`).
    pub warnings: Vec<Diagnostic>,
}

/// Compile `program` for `profile`.
pub fn compile(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    options: &EmitOptions,
) -> Result<CompiledProgram, Vec<Diagnostic>> {
    let mut program = program.clone();
    drop_invariant_position(&mut program, profile);
    select::expand_sine_cosine_pairs(&mut program, profile);
    opt::optimize(&mut program);
    select::select(&mut program, profile)?;
    // Only passes that cannot undo selection (copy propagation would put a split
    // parameter back into the instruction that may not read it).
    opt::forward::run(&mut program);
    opt::dce::run(&mut program);
    if !profile.branches && !program.is_straight_line() {
        return Err(vec![Diagnostic::error(
            5051,
            None,
            format!(
                "profile '{}' cannot branch; the program must be straight-line after lowering",
                profile.name
            ),
        )]);
    }
    regalloc::pack_scalars(&mut program);
    // Pooling first, so literals pooled into one vector count as one register.
    let pool = constpool::pack(&mut program);
    if profile.dialect == profile::Dialect::Nv {
        legalize::legalize(&mut program);
    }
    let temporaries = regalloc::allocate(&mut program);
    let layout = lay_out(&program, interface, &pool);
    let usage = limits::measure(&program, temporaries, layout.parameter_count);
    let errors = limits::check(&usage, profile);
    if !errors.is_empty() {
        return Err(errors);
    }
    let parameters = reflection::bind_parameters(&program, interface, profile, &layout);
    let cx = EmitContext {
        program: &program,
        profile,
        interface,
        layout: &layout,
        pool: &pool,
        temporaries,
        parameters: &parameters,
    };
    let text = emit::emit(&cx, options)?;
    Ok(CompiledProgram {
        text,
        allocated: program,
        layout,
        pool,
        usage,
        parameters,
        profile: profile.clone(),
        warnings: Vec::new(),
    })
}

/// Which slots of a register file are taken.
#[derive(Default)]
struct SlotMap {
    taken: Vec<bool>,
}

impl SlotMap {
    fn take(&mut self, first: u32, count: u32) {
        let end = (first + count) as usize;
        if self.taken.len() < end {
            self.taken.resize(end, false);
        }
        for slot in &mut self.taken[first as usize..end] {
            *slot = true;
        }
    }

    fn lowest_free(&self, count: u32) -> u32 {
        let fits = |first: u32| {
            (first..first + count).all(|s| !self.taken.get(s as usize).copied().unwrap_or(false))
        };
        (0..).find(|&first| fits(first)).unwrap_or(0)
    }

    fn len(&self) -> u32 {
        self.taken.len() as u32
    }
}

/// With `-po PosInv` the fixed-function pipeline computes the position: the
/// program's own writes to it are removed (and its `#var` line says unused).
fn drop_invariant_position(program: &mut Program, profile: &Profile) {
    let Some(rule) = profile.active_position_invariance() else {
        return;
    };
    let position_outputs: Vec<bool> = program
        .outputs
        .iter()
        .map(|o| {
            profile
                .find_output(&o.semantic)
                .is_some_and(|b| b.resource == rule.output)
        })
        .collect();
    for block in &mut program.blocks {
        block.insts.retain(|inst| match inst.dest.map(|d| d.reg) {
            Some(crate::ir::DestReg::Output(id)) => !position_outputs[id.0 as usize],
            _ => true,
        });
    }
}

/// Bind used uniforms to parameter slots in interface order (then any the
/// interface does not list), pooled literals after them, and used samplers to
/// texture units in interface order.
fn lay_out(program: &Program, interface: &ProgramInterface, pool: &Pool) -> Layout {
    let mut uniform_used = vec![false; program.uniforms.len()];
    let mut inputs_used = vec![false; program.inputs.len()];
    let mut sampler_used = vec![false; program.samplers.len()];
    let mut outputs_written = vec![false; program.outputs.len()];
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(crate::ir::DestReg::Output(id)) = inst.dest.map(|d| d.reg) {
            outputs_written[id.0 as usize] = true;
        }
        for operand in &inst.operands {
            match operand.source {
                Source::Uniform(id, _) | Source::UniformRelative(id, _) => {
                    uniform_used[id.0 as usize] = true
                }
                Source::Input(id) => inputs_used[id.0 as usize] = true,
                _ => {}
            }
        }
        if let Some(texture) = inst.texture {
            sampler_used[texture.sampler.0 as usize] = true;
        }
    }
    let mut uniform_order: Vec<usize> = Vec::new();
    let mut sampler_order: Vec<usize> = Vec::new();
    for parameter in &interface.parameters {
        match parameter.kind {
            ParameterKind::Uniform(id) | ParameterKind::UniformElement(id, _) => {
                uniform_order.push(id.0 as usize)
            }
            ParameterKind::Sampler(id) => sampler_order.push(id.0 as usize),
            _ => {}
        }
    }
    // Items the interface does not list come last; duplicates are skipped below.
    uniform_order.extend(0..program.uniforms.len());
    sampler_order.extend(0..program.samplers.len());
    let mut layout = Layout {
        uniform_slots: vec![None; program.uniforms.len()],
        texture_units: vec![None; program.samplers.len()],
        inputs_used,
        outputs_written,
        ..Layout::default()
    };
    // Explicit bindings first, then the rest in the lowest free slots: uniforms in
    // interface order, then pooled literals (cgc fills gaps the same way).
    let mut slots = SlotMap::default();
    let fixed = |kind: ParameterKind| {
        interface
            .parameters
            .iter()
            .find(|p| p.kind == kind)
            .and_then(|p| p.register)
    };
    for &index in &uniform_order {
        let id = crate::ir::UniformId(index as u32);
        if let (true, Some(slot)) = (uniform_used[index], fixed(ParameterKind::Uniform(id))) {
            if layout.uniform_slots[index].is_none() {
                slots.take(slot, program.uniforms[index].rows);
                layout.uniform_slots[index] = Some(slot);
            }
        }
    }
    for &index in &uniform_order {
        if uniform_used[index] && layout.uniform_slots[index].is_none() {
            let rows = program.uniforms[index].rows;
            let slot = slots.lowest_free(rows);
            slots.take(slot, rows);
            layout.uniform_slots[index] = Some(slot);
        }
    }
    for _ in &pool.vectors {
        let slot = slots.lowest_free(1);
        slots.take(slot, 1);
        layout.literal_slots.push(slot);
    }
    layout.parameter_count = slots.len();
    let mut units = SlotMap::default();
    for &index in &sampler_order {
        let id = crate::ir::SamplerId(index as u32);
        if let (true, Some(unit)) = (sampler_used[index], fixed(ParameterKind::Sampler(id))) {
            if layout.texture_units[index].is_none() {
                units.take(unit, 1);
                layout.texture_units[index] = Some(unit);
            }
        }
    }
    for index in sampler_order {
        if sampler_used[index] && layout.texture_units[index].is_none() {
            let unit = units.lowest_free(1);
            units.take(unit, 1);
            layout.texture_units[index] = Some(unit);
        }
    }
    layout
}
