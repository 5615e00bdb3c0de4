//! The back end: instruction selection, register allocation, resource limits
//! and the assembly text emitters, from the IR and a profile description.
//!
//! [`compile`] is the back end's one entry point. It takes an IR [`Program`]
//! (from [`crate::lower`], or built by hand in tests), the [`ProgramInterface`]
//! the front end describes, and a [`Profile`], and runs, in order:
//! optimize → select → forward + DCE → pack scalars → allocate registers → pool
//! constants → lay out parameters → check limits → emit.
//!
//! Invariants: nothing here knows Cg syntax or types (only the plain data of
//! [`crate::interface`]); nothing here hard-codes a profile fact that `profiles/*.json`
//! states; every failure is a [`Diagnostic`], never a panic.

pub mod address;
pub mod compiled;
pub mod constpool;
pub mod emit;
pub mod glsl;
pub mod layout;
pub mod legalize;
pub mod limits;
pub mod number;
pub mod rebase;
pub mod reflection;
pub mod regalloc;
pub mod select;

use crate::diag::Diagnostic;
use crate::interface::{ParameterKind, ProgramInterface};
use crate::ir::opt::schedule::Walk;
use crate::ir::{opt, Dest, Inst, Opcode, Program, Source, Terminator, WriteMask};
use crate::profile::Profile;
use crate::timing;
use constpool::Pool;
use emit::{EmitContext, EmitOptions};
use layout::Layout;

pub use compiled::CompiledProgram;

/// Compile `program` for `profile`.
pub fn compile(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    options: &EmitOptions,
) -> Result<CompiledProgram, Vec<Diagnostic>> {
    if profile.dialect == crate::profile::Dialect::Glsl {
        return glsl::compile(program, interface, profile, options);
    }
    let (packed, unpacked) = optimize(program, profile);
    let out_of_bounds = packed.program.out_of_bounds_errors();
    if !out_of_bounds.is_empty() {
        return Err(out_of_bounds);
    }
    match finish_in_range(packed, interface, profile, options) {
        // Vectorizing can cost temporaries, constants and texture
        // indirections (reordered work), never instructions: a program
        // over those limits may fit without it. The optimizer kept the
        // program from before it packed anything: the other passes had
        // settled there, so it is optimized already.
        Err(errors) if errors.iter().any(|e| OVER_STORAGE_LIMIT.contains(&e.code)) => {
            match unpacked {
                Some(unpacked) => {
                    finish_in_range(unpacked, interface, profile, options).map_err(|_| errors)
                }
                None => Err(errors),
            }
        }
        result => result,
    }
}

/// The limit errors of [`limits::check`] that vectorizing can cause:
/// temporaries, texture indirections, constants.
const OVER_STORAGE_LIMIT: [u32; 3] = [6001, 6004, 6007];

/// [`finish`], and where a relatively read array lies beyond the offsets
/// the profile allows in `c[A0.x + n]`, [`finish`] again after
/// [`rebase::rebase`] made those reads address from slot zero.
fn finish_in_range(
    optimized: Optimized,
    interface: &ProgramInterface,
    profile: &Profile,
    options: &EmitOptions,
) -> Result<CompiledProgram, Vec<Diagnostic>> {
    let Some(range) = profile.limits.relative_offset else {
        return finish(optimized, interface, profile, options);
    };
    let spare = rebase::reads_arrays(&optimized.program).then(|| optimized.clone());
    let compiled = finish(optimized, interface, profile, options)?;
    let far = rebase::far_arrays(&compiled.allocated, &compiled.layout, range);
    let Some(mut spare) = spare.filter(|_| !far.is_empty()) else {
        return Ok(compiled);
    };
    let out_of_range = || {
        vec![Diagnostic::error(
            5051,
            None,
            format!(
                "a run-time index into an array this far into the parameters (c[{}]) is not supported yet in profile '{}' (relative offsets {}..{})",
                far[0].1, profile.name, range.0, range.1
            ),
        )]
    };
    if !rebase::rebase(&mut spare.program, &far) {
        return Err(out_of_range());
    }
    let compiled = finish(spare, interface, profile, options)
        .map_err(|errors| with_rebase_note(errors, far[0].1, profile.name, range))?;
    if rebase::far_arrays(&compiled.allocated, &compiled.layout, range).is_empty() {
        Ok(compiled)
    } else {
        Err(out_of_range())
    }
}

/// `errors` of a program whose relative reads [`rebase::rebase`] made
/// address from slot zero: a C6007 says why it needs the constant register
/// more that put it over the limit. cgc 3.1 instead prints the read as
/// `c[A0.x + 92]` in vp20, outside the offsets NV_vertex_program 1.1 allows
/// (nvvm rejects it), and compiles.
fn with_rebase_note(
    mut errors: Vec<Diagnostic>,
    slot: u32,
    profile: &str,
    range: (i32, i32),
) -> Vec<Diagnostic> {
    if let Some(error) = errors.iter_mut().find(|error| error.code == 6007) {
        error.notes.push(format!(
            "an array read with a run-time index at c[{slot}] lies beyond the relative offsets {}..{} of profile '{profile}': the index is added to a constant register, one more than the program would otherwise need",
            range.0, range.1
        ));
    }
    errors
}

/// A program the optimizer is done with, and what the stages after it need
/// from before it.
#[derive(Clone)]
struct Optimized {
    program: Program,
    /// Whether the optimizer cancelled opposite terms of a sum.
    cancelled: bool,
    /// What cgc binds though the program no longer reads it (`-po PosInv`).
    kept: Option<Reads>,
    /// What the program reads with its `debug(...)` arguments kept live
    /// ([`debugged_reads`]): the matrices among it keep their registers.
    debugged: Option<Reads>,
    /// The program before optimizing, where the profile binds what it read
    /// before cancelling ([`Profile::binds_before_cancellation`]).
    unoptimized: Option<Program>,
}

/// The optimized program, and the same program before vectorizing changed
/// it (`None` where vectorizing changed nothing), for a second try.
fn optimize(program: &Program, profile: &Profile) -> (Optimized, Option<Optimized>) {
    let mut program = program.clone();
    program.selects_with_condition_codes = profile.selects_with_condition_codes();
    program.reads_limited = legalize::needed(profile);
    program.saturates = profile.saturate;
    // cgc binds what the program read before `-po PosInv` removed the position
    // computation (tests/header/004): the matrix keeps its registers.
    let mut kept = profile.active_position_invariance().map(|_| {
        let mut whole = program.clone();
        opt::optimize(&mut whole);
        Reads::of(&whole)
    });
    let debugged = debugged_reads(&program);
    drop_invariant_position(&mut program, profile);
    select::expand_sine_cosine_pairs(&mut program, profile);
    select::abs_as_operand_modifier(&mut program, profile);
    let unoptimized = profile.binds_before_cancellation.then(|| program.clone());
    let looping = program.has_loop().then(|| program.clone());
    let (cancelled, mut unpacked) =
        timing::time("optimize", || opt::optimize_keeping_unpacked(&mut program));
    program.unify_shadow_targets();
    if let Some(unpacked) = &mut unpacked {
        unpacked.program.unify_shadow_targets();
    }
    if let Some(looping) = looping {
        keep_loop_carried_reads(&program, looping, &mut kept);
    }
    let unpacked = unpacked.map(|unpacked| Optimized {
        program: unpacked.program,
        cancelled: unpacked.cancelled,
        kept: kept.clone(),
        debugged: debugged.clone(),
        unoptimized: unoptimized.clone(),
    });
    let packed = Optimized {
        program,
        cancelled,
        kept,
        debugged,
        unoptimized,
    };
    (packed, unpacked)
}

/// Selection, allocation, layout, limits and emission of an optimized
/// program.
fn finish(
    optimized: Optimized,
    interface: &ProgramInterface,
    profile: &Profile,
    options: &EmitOptions,
) -> Result<CompiledProgram, Vec<Diagnostic>> {
    let Optimized {
        mut program,
        cancelled,
        mut kept,
        debugged,
        unoptimized,
    } = optimized;
    let uncancelled = unoptimized.filter(|_| cancelled);
    timing::time("select", || select_and_address(&mut program, profile))?;
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
    if far_over_instruction_limit(&program, profile) && !over_constant_limit(&program, profile) {
        let errors = limits::check(&limits::measure(&program, 0, 0), profile);
        if !errors.is_empty() {
            return Err(errors);
        }
    }
    let (pool, temporaries) = timing::time("allocate", || {
        let unscheduled = program.clone();
        let sunk = schedule_and_allocate(&mut program, profile, Order::Sunk);
        if fits_temporaries(profile, sunk.1) {
            return sunk;
        }
        // Over the profile's temporaries: an order of the whole block may fit.
        let mut best = (sunk, None);
        for walk in [Walk::LargestFirst, Walk::LatestFirst] {
            let mut walked = unscheduled.clone();
            let allocated = schedule_and_allocate(&mut walked, profile, Order::DepthFirst(walk));
            if allocated.1 < best.0 .1 {
                best = (allocated, Some(walked));
            }
        }
        if let Some(walked) = best.1 {
            program = walked;
        }
        best.0
    });
    if let Some(uncancelled) = uncancelled {
        keep_reads_before_cancelling(&program, uncancelled, &mut kept);
    }
    let (layout, usage, parameters) = timing::time("layout", || {
        let reads = KeptReads {
            kept: kept.as_ref(),
            debugged: debugged.as_ref(),
        };
        let layout = lay_out(&program, interface, &pool, profile, reads);
        let past_range = limits::registers_past_range(&program, interface, &layout, profile);
        if !past_range.is_empty() {
            return Err(past_range);
        }
        let unplaced = limits::unplaced_matrices(interface, &layout);
        if !unplaced.is_empty() {
            return Err(unplaced);
        }
        let mut usage = limits::measure(&program, temporaries, layout.parameter_count);
        usage.only_arrays_past_limit = only_arrays_past(&program, interface, &layout, profile);
        usage.constant_limit_reports =
            limits::constant_limit_reports(&program, interface, &layout, profile);
        let errors = limits::check(&usage, profile);
        if !errors.is_empty() {
            return Err(errors);
        }
        let parameters = reflection::bind_parameters(&program, interface, profile, &layout);
        Ok((layout, usage, parameters))
    })?;
    let cx = EmitContext {
        program: &program,
        profile,
        interface,
        layout: &layout,
        pool: &pool,
        temporaries,
        parameters: &parameters,
    };
    let text = timing::time("emit", || emit::emit(&cx, options))?;
    let unlisted = reflection::unlisted_parameters(&program, interface, profile);
    Ok(CompiledProgram {
        text,
        allocated: program,
        layout,
        pool,
        usage,
        parameters,
        unlisted,
        profile: profile.clone(),
        warnings: Vec::new(),
    })
}

/// Whether every parameter slot from the profile's limit on holds a row of a
/// uniform array of one-register elements that the program reads with a
/// run-time index, or of a state matrix that starts within the limit
/// ([`limits::Usage::only_arrays_past_limit`]).
fn only_arrays_past(
    program: &Program,
    interface: &ProgramInterface,
    layout: &Layout,
    profile: &Profile,
) -> bool {
    let limit = profile.max_parameters();
    if layout.parameter_count <= limit {
        return true;
    }
    if layout.literal_slots.iter().any(|&slot| slot >= limit) {
        return false;
    }
    let relative = rebase::relatively_read(program);
    limits::rows_counted_past_limit(program, interface, layout, profile)
        .iter()
        .enumerate()
        .all(|(uniform, rows)| {
            let past = rows.iter().any(|&past| past);
            !past || relative[uniform] && limits::one_register_elements(interface, uniform)
        })
}

/// How [`schedule_and_allocate`] orders each block before allocation.
#[derive(Clone, Copy)]
enum Order {
    /// The selected order with instructions sunk to their first reader where
    /// that never lengthens another range ([`opt::sink`]).
    Sunk,
    /// Each block walked depth-first from its results ([`opt::schedule`]).
    DepthFirst(Walk),
}

/// Order each block, pool literals and allocate temporaries; returns the
/// pool and the temporaries used.
fn schedule_and_allocate(program: &mut Program, profile: &Profile, order: Order) -> (Pool, u32) {
    match order {
        Order::Sunk => {
            opt::sink::run(program);
        }
        Order::DepthFirst(walk) => opt::schedule::run(program, walk),
    }
    regalloc::pack_scalars(program);
    // Pooling first, so literals pooled into one vector count as one register.
    if legalize::needed(profile) {
        return pool_legalize_and_allocate(program, profile);
    }
    let pool = constpool::pack(program);
    (pool, regalloc::allocate(program))
}

/// Profiles that limit the parameters one instruction reads: where the
/// constant pool has two plans (cgc's order, and a compact one taking fewer
/// vectors), the one that legalizes shorter, then the one with fewer
/// vectors, since which literals share a vector decides which instructions
/// need copies. Returns the pool and the temporaries used.
fn pool_legalize_and_allocate(program: &mut Program, profile: &Profile) -> (Pool, u32) {
    let attempt = |plan: &constpool::Plan| {
        let mut candidate = program.clone();
        let pool = constpool::apply(&mut candidate, plan);
        let temporaries = legalize_and_allocate(&mut candidate, profile);
        (candidate, pool, temporaries)
    };
    let key = |(candidate, pool, temporaries): &(Program, Pool, u32)| {
        let length: usize = candidate.blocks.iter().map(|b| b.insts.len()).sum();
        (
            !fits_temporaries(profile, *temporaries),
            length,
            pool.vectors.len(),
        )
    };
    let plans = constpool::plans(program);
    let ordered = attempt(&plans.ordered);
    let (chosen, pool, temporaries) = match plans.compact.as_ref().map(attempt) {
        Some(compact) if key(&compact) < key(&ordered) => compact,
        _ => ordered,
    };
    *program = chosen;
    (pool, temporaries)
}

/// Instruction selection, then the passes that cannot undo it and the
/// addressing and condition-code constraints of the profile.
fn select_and_address(program: &mut Program, profile: &Profile) -> Result<(), Vec<Diagnostic>> {
    select::select(program, profile)?;
    // Only passes that cannot undo selection (copy propagation would put a split
    // parameter back into the instruction that may not read it).
    opt::forward::run(program);
    opt::dce::run(program);
    address::read_in_place(
        program,
        profile.limits.max_distinct_parameters_per_instruction,
        profile.limits.address_registers > 1,
    );
    if profile.selects_with_condition_codes() {
        select::keep_selects_apart(program);
    }
    Ok(())
}

/// Profiles that limit the sources one instruction reads (NV dialects):
/// legalize with copies reused across the block, either as whole registers
/// or as scalars where one component is read, and keep the shorter program
/// (then the one with fewer temporaries) that fits the profile's
/// temporaries; where neither fits, one copy per instruction. Returns the
/// temporaries used.
fn legalize_and_allocate(program: &mut Program, profile: &Profile) -> u32 {
    let attempt = |reuse: bool, scalar_copies: bool| {
        let mut candidate = program.clone();
        legalize::legalize(&mut candidate, profile, reuse, scalar_copies);
        // Scalar copies join the scalars packed before.
        regalloc::pack_scalars(&mut candidate);
        let temporaries = regalloc::allocate(&mut candidate);
        let length: usize = candidate.blocks.iter().map(|b| b.insts.len()).sum();
        (length, temporaries, candidate)
    };
    let best = [attempt(true, false), attempt(true, true)]
        .into_iter()
        .filter(|(_, temporaries, _)| fits_temporaries(profile, *temporaries))
        .min_by_key(|(length, temporaries, _)| (*length, *temporaries));
    let (_, temporaries, chosen) = best.unwrap_or_else(|| attempt(false, true));
    *program = chosen;
    temporaries
}

/// True when `program` has over eight times the instructions the profile
/// allows after selection: it fails however it is allocated (allocation
/// removes only moves, never seven eighths of a program), so it is reported
/// by its instruction counts alone, without allocating: the counts before
/// allocation (a little under what legalization would add on the NV
/// profiles), and not the temporaries it would need. Allocation grows with
/// the square of the registers live at once, which such programs have by the
/// thousand (a 5,000-term loop condition took seconds and 400 MB).
fn far_over_instruction_limit(program: &Program, profile: &Profile) -> bool {
    profile
        .max_instructions()
        .is_some_and(|max| program.instruction_count() > 8 * max as usize)
}

/// Whether the uniform rows `program` reads alone are more than the
/// profile's parameters: cgc then reports the constants, not the
/// instructions ([`limits::check`]), which only the layout can count.
fn over_constant_limit(program: &Program, profile: &Profile) -> bool {
    let rows = reflection::uniform_rows_read(program);
    let read = rows.iter().flatten().filter(|&&read| read).count();
    read > profile.max_parameters() as usize
}

/// True when `temporaries` are within the profile's limit (if it has one).
fn fits_temporaries(profile: &Profile, temporaries: u32) -> bool {
    profile
        .max_temporaries()
        .is_none_or(|max| temporaries <= max)
}

/// Which slots of a register file are taken.
#[derive(Default)]
struct SlotMap {
    taken: Vec<bool>,
    /// Every slot below this one is taken: searches start here, so filling
    /// the slots one by one costs linear time, not quadratic.
    first_free: u32,
    /// One past the last slot [`SlotMap::take`] gave out: the size of the
    /// register file the program declares (reserved slots do not count).
    end: u32,
}

impl SlotMap {
    fn take(&mut self, first: u32, count: u32) {
        self.reserve(first, count);
        self.end = self.end.max(first + count);
    }

    /// Marks slots taken without making the register file reach them: an
    /// unused uniform's explicit register, which no other item may take.
    fn reserve(&mut self, first: u32, count: u32) {
        let end = (first + count) as usize;
        if self.taken.len() < end {
            self.taken.resize(end, false);
        }
        for slot in &mut self.taken[first as usize..end] {
            *slot = true;
        }
        while self.is_taken(self.first_free) {
            self.first_free += 1;
        }
    }

    fn is_taken(&self, slot: u32) -> bool {
        self.taken.get(slot as usize).copied().unwrap_or(false)
    }

    /// The lowest slot from `start` on where `count` free slots begin.
    fn lowest_free_from(&self, start: u32, count: u32) -> u32 {
        let mut first = start.max(self.first_free);
        // Past a taken slot no run through it can fit: resume after it.
        while let Some(taken) = (first..first + count).find(|&s| self.is_taken(s)) {
            first = taken + 1;
        }
        first
    }

    fn len(&self) -> u32 {
        self.end
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

/// Bind used uniforms to parameter slots (then any the interface does not
/// list), pooled literals after them, and used samplers to texture units.
/// cgc binds what the program reads before it cancels opposite terms
/// (`(x - s) * 1 + s`): `s`'s uniforms keep their registers. Those are the
/// reads of `unoptimized` optimized without cancelling ([`keep_reads_of`]).
fn keep_reads_before_cancelling(program: &Program, unoptimized: Program, kept: &mut Option<Reads>) {
    keep_reads_of(
        program,
        unoptimized,
        ("optimize uncancelled", opt::optimize_keeping_opposite_terms),
        kept,
    );
}

/// cgc binds what a loop carries round its back edge before it drops the
/// values nothing after the loop reads (tests/header/361 in vp30): the
/// reads of `looping` (a program with a loop, before optimizing) optimized
/// keeping those values ([`keep_reads_of`]).
fn keep_loop_carried_reads(program: &Program, looping: Program, kept: &mut Option<Reads>) {
    keep_reads_of(
        program,
        looping,
        ("optimize loop-carried", opt::optimize_keeping_loop_carried),
        kept,
    );
}

/// Adds to `kept` the reads of `unoptimized` after the named `optimize`,
/// which are among `unoptimized`'s own (no pass adds a read). When the
/// final `program` reads all of those anyway, nothing more is kept, and the
/// second optimization (a third of a large shader's compile) is skipped.
fn keep_reads_of(
    program: &Program,
    mut unoptimized: Program,
    (name, optimize): (&'static str, fn(&mut Program)),
    kept: &mut Option<Reads>,
) {
    if Reads::of(&unoptimized).bound_within(&Reads::of(program)) {
        return;
    }
    timing::time(name, || optimize(&mut unoptimized));
    let read = Reads::of(&unoptimized);
    match kept {
        Some(kept) => kept.add(&read),
        None => *kept = Some(read),
    }
}

/// Reads cgc binds for though the optimized program no longer makes them.
#[derive(Clone, Copy)]
struct KeptReads<'a> {
    /// Before `-po PosInv` or cancelling removed code: every uniform.
    kept: Option<&'a Reads>,
    /// With `debug(...)` arguments live: the matrices only.
    debugged: Option<&'a Reads>,
}

/// The reads of `program` optimized with the values of its `debug(...)`
/// arguments ([`Program::debugged`]) kept live, each written to an output of
/// its own at the program's end; `None` without such arguments. cgc binds
/// the uniform matrices they read before it drops the calls (a value folded
/// away, `m[1] * 0`, reads nothing), and binds vectors only after
/// (tests/header/304).
fn debugged_reads(program: &Program) -> Option<Reads> {
    if program.debugged.is_empty() {
        return None;
    }
    let mut live = program.clone();
    let debugged = std::mem::take(&mut live.debugged);
    let writes: Vec<Inst> = debugged
        .into_iter()
        .map(|operand| {
            let output = live.add_output("$debug");
            Inst::new(Opcode::Mov, Dest::output(output, WriteMask::X), &[operand])
        })
        .collect();
    for block in &mut live.blocks {
        if block.terminator == Terminator::Return {
            block.insts.extend(writes.iter().cloned());
        }
    }
    opt::optimize(&mut live);
    Some(Reads::of(&live))
}

fn lay_out(
    program: &Program,
    interface: &ProgramInterface,
    pool: &Pool,
    profile: &Profile,
    reads: KeptReads,
) -> Layout {
    let KeptReads { kept, debugged } = reads;
    let Reads {
        mut rows_read,
        read_relative,
        inputs_used,
        sampler_used,
        outputs_written,
    } = Reads::of(program);
    let mut inputs_bound = inputs_used.clone();
    let units = binding_units(program, interface, &read_relative);
    if let Some(kept) = kept {
        // An NV program tracks OpenGL state row by row: cgc binds only the
        // rows the program still reads once `-po PosInv` removed the position
        // computation (`state.matrix.mvp` read only there gets no register,
        // tests/header/233); other uniforms keep theirs.
        let tracked = |uniform: usize| {
            !profile.syntax.declares_registers
                && units
                    .iter()
                    .any(|unit| unit.uniform == uniform && unit.state)
        };
        for (uniform, (now, before)) in rows_read.iter_mut().zip(&kept.rows_read).enumerate() {
            if tracked(uniform) {
                continue;
            }
            for (row, &read) in now.iter_mut().zip(before) {
                *row |= read;
            }
        }
        for (bound, &read) in inputs_bound.iter_mut().zip(&kept.inputs_used) {
            *bound |= read;
        }
    }
    let mut sampler_order: Vec<usize> = program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|inst| inst.texture.map(|t| t.sampler.0 as usize))
        .collect();
    sampler_order.extend(0..program.samplers.len());
    let mut layout = Layout {
        uniform_slots: vec![None; program.uniforms.len()],
        uniform_rows: program
            .uniforms
            .iter()
            .map(|u| vec![None; u.rows as usize])
            .collect(),
        unread_bound_rows: program
            .uniforms
            .iter()
            .map(|u| vec![false; u.rows as usize])
            .collect(),
        spilled_rows: program
            .uniforms
            .iter()
            .map(|u| vec![None; u.rows as usize])
            .collect(),
        texture_units: vec![None; program.samplers.len()],
        inputs_used,
        inputs_bound,
        outputs_written,
        ..Layout::default()
    };
    // Explicit bindings first, then the rest in the lowest free slots from the
    // profile's first automatic slot, then pooled literals in the lowest free
    // slots (cgc fills gaps the same way). An explicit register the program
    // does not read is kept from every other uniform and literal, though the
    // ARB `PARAM` block does not reach it (cgc 3.1: `uniform float4 u : C0`
    // unread puts an automatic `a` at c[1], tests/header/195).
    let mut slots = SlotMap::default();
    let mut straddling = Vec::new();
    for unit in &units {
        let used = rows_read[unit.uniform][unit.row as usize..(unit.row + unit.rows) as usize]
            .iter()
            .any(|&read| read)
            || read_relative[unit.uniform];
        let Some(slot) = unit.register else {
            continue;
        };
        if !used {
            // Element by element: past the profile's range an unread
            // binding is no error and no register. One that starts within it
            // and runs past keeps its register in an NV program (`c[94], 4`
            // in vp20) and is bound as an automatic one would be in an ARB
            // program, after everything else and outside the `PARAM` block
            // (cgc 3.1: `float4x4 m : register(c94)` unread in arbvp1 is
            // `c[1], 4`; heldout11 class 1, tests/header/379).
            let limit = profile.max_parameters();
            for element in elements_of(interface, unit) {
                let first = slot + (element.row - unit.row);
                if first + element.rows <= limit {
                    slots.reserve(first, element.rows);
                } else if first < limit && profile.syntax.declares_registers {
                    straddling.push(element);
                } else if first < limit {
                    slots.reserve(first, limit - first);
                }
            }
        } else if layout.uniform_rows[unit.uniform][unit.row as usize].is_none() {
            slots.take(slot, unit.rows);
            place(&mut layout, unit, slot);
        }
    }
    // A matrix only a `debug(...)` argument reads binds with those the
    // program reads, but its slots are reserved, not taken: the register
    // file need not reach them and literals go around them (an explicit
    // register stays reserved, as for any unread one; tests/header/306).
    let debugged_matrix = |unit: &BindingUnit| {
        unit.pass == BindingPass::Matrices
            && unit.register.is_none()
            && debugged.is_some_and(|debugged| {
                debugged.rows_read[unit.uniform][unit.row as usize..(unit.row + unit.rows) as usize]
                    .iter()
                    .any(|&read| read)
            })
    };
    // A matrix past the limit goes to the profile's spill array, or is C5041
    // where it has none. A relatively read array of matrices stays whole in
    // the parameter array (its slots taken: cgc 3.1 in vp20 reports the
    // matrices after it too); each element past the limit takes the spill
    // array's slots, and is C5041 where there are none left (C6007 when
    // every element finds room).
    let mut spill_slots = SlotMap::default();
    let past_limit = |unit: &BindingUnit, slot: u32| {
        unit.pass == BindingPass::Matrices && slot + unit.rows > profile.max_parameters()
    };
    for pass in [BindingPass::Matrices, BindingPass::Others] {
        for unit in units.iter().filter(|unit| unit.pass == pass) {
            let rows = &rows_read[unit.uniform][unit.row as usize..(unit.row + unit.rows) as usize];
            let used = rows.iter().any(|&read| read) || read_relative[unit.uniform];
            let debugged = !used && debugged_matrix(unit);
            if (used || debugged) && layout.uniform_rows[unit.uniform][unit.row as usize].is_none()
            {
                let start = profile.syntax.first_uniform_slot;
                if unit.state && !profile.syntax.declares_registers && !read_relative[unit.uniform]
                {
                    place_state_rows(&mut layout, &mut slots, unit, rows, start);
                } else {
                    let slot = slots.lowest_free_from(start, unit.rows);
                    if used && past_limit(unit, slot) {
                        if !read_relative[unit.uniform] {
                            spill(&mut layout, &mut spill_slots, unit, start, profile);
                            continue;
                        }
                        let (within, past) = elements_past(interface, unit, slot, profile);
                        let per_register = elements_per_register(interface, unit);
                        let room = Room {
                            within,
                            per_register,
                        };
                        spill_elements(&mut layout, &mut spill_slots, room, &past, profile);
                    }
                    if debugged {
                        slots.reserve(slot, unit.rows);
                        mark_unread_bound(&mut layout, unit);
                    } else {
                        slots.take(slot, unit.rows);
                    }
                    place(&mut layout, unit, slot);
                }
            }
        }
    }
    reserve_tracked_matrices(&layout, &mut slots, &units, profile);
    for _ in &pool.vectors {
        let slot = slots.lowest_free_from(0, 1);
        slots.take(slot, 1);
        layout.literal_slots.push(slot);
    }
    layout.parameter_count = slots.len();
    layout.spilled_count = spill_slots.len();
    for unit in &straddling {
        let slot = slots.lowest_free_from(profile.syntax.first_uniform_slot, unit.rows);
        slots.reserve(slot, unit.rows);
        mark_unread_bound(&mut layout, unit);
        place(&mut layout, unit, slot);
    }
    let fixed = |kind: ParameterKind| {
        interface
            .parameters
            .iter()
            .find(|p| p.kind == kind)
            .and_then(|p| p.register)
    };
    let mut texture_units = SlotMap::default();
    for &index in &sampler_order {
        let id = crate::ir::SamplerId(index as u32);
        if let (true, Some(unit)) = (sampler_used[index], fixed(ParameterKind::Sampler(id))) {
            if layout.texture_units[index].is_none() {
                texture_units.take(unit, 1);
                layout.texture_units[index] = Some(unit);
            }
        }
    }
    for index in sampler_order {
        if sampler_used[index] && layout.texture_units[index].is_none() {
            let unit = texture_units.lowest_free_from(0, 1);
            texture_units.take(unit, 1);
            layout.texture_units[index] = Some(unit);
        }
    }
    layout
}

/// Which pass of cgc's uniform binding places a unit
/// (docs/cgc-output-format.md §5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BindingPass {
    /// Matrices (also in arrays and structs).
    Matrices,
    /// Vectors, scalars, dynamically indexed arrays, and everything bound to
    /// OpenGL state (matrices too): `glstate` members, entry parameters and
    /// globals, in the interface's order (tests/header/035, 101, 132, 197).
    Others,
}

/// Rows of one IR uniform bound together: a leaf, one element of an array
/// read with constant indices only (cgc binds only the used elements,
/// tests/header/013), or a whole array read through the address register.
#[derive(Clone, Copy)]
struct BindingUnit {
    uniform: usize,
    row: u32,
    rows: u32,
    pass: BindingPass,
    /// An explicit `: C5` slot.
    register: Option<u32>,
    /// Bound to OpenGL state.
    state: bool,
}

/// The binding units of the interface in its (cgc's `#var`) order, then any
/// IR uniform the interface does not list.
fn binding_units(
    program: &Program,
    interface: &ProgramInterface,
    read_relative: &[bool],
) -> Vec<BindingUnit> {
    let mut units: Vec<BindingUnit> = Vec::new();
    let mut listed = vec![false; program.uniforms.len()];
    for parameter in &interface.parameters {
        let (id, row) = match parameter.kind {
            ParameterKind::Uniform(id) => (id, 0),
            ParameterKind::UniformElement(id, row) => (id, row),
            _ => continue,
        };
        let uniform = id.0 as usize;
        let Some(ir) = program.uniforms.get(uniform) else {
            continue;
        };
        // An explicitly bound array keeps its elements together from its slot.
        let whole = read_relative[uniform]
            || parameter.register.is_some()
            || matches!(parameter.kind, ParameterKind::Uniform(_));
        if whole && listed[uniform] {
            continue;
        }
        listed[uniform] = true;
        let (row, rows) = if whole {
            (0, ir.rows)
        } else {
            let rows = crate::interface::matrix_rows(&parameter.type_name).unwrap_or(1);
            (row, rows.min(ir.rows.saturating_sub(row)).max(1))
        };
        // State binds with the vectors, matrices too, in declaration order:
        // `sm : state.matrix.projection` declared before a plain `v` takes
        // the slots before it (tests/header/197).
        let pass = match parameter.state_binding() {
            None if crate::interface::matrix_rows(&parameter.type_name).is_some() => {
                BindingPass::Matrices
            }
            _ => BindingPass::Others,
        };
        units.push(BindingUnit {
            uniform,
            row,
            rows,
            pass,
            register: parameter.register,
            state: parameter.state_binding().is_some(),
        });
    }
    for (uniform, ir) in program.uniforms.iter().enumerate() {
        if !listed[uniform] {
            units.push(BindingUnit {
                uniform,
                row: 0,
                rows: ir.rows,
                pass: BindingPass::Others,
                register: None,
                state: false,
            });
        }
    }
    units
}

/// `unit` split into the elements of its array (itself when it is not an
/// array): one unit per element the interface lists within it.
fn elements_of(interface: &ProgramInterface, unit: &BindingUnit) -> Vec<BindingUnit> {
    let rows = unit.row..unit.row + unit.rows;
    let elements: Vec<BindingUnit> = interface
        .parameters
        .iter()
        .filter_map(|parameter| match parameter.kind {
            ParameterKind::UniformElement(id, row)
                if id.0 as usize == unit.uniform && rows.contains(&row) =>
            {
                let size = crate::interface::matrix_rows(&parameter.type_name).unwrap_or(1);
                Some(BindingUnit {
                    row,
                    rows: size.min(rows.end - row),
                    register: None,
                    ..*unit
                })
            }
            _ => None,
        })
        .collect();
    if elements.is_empty() {
        vec![BindingUnit {
            register: None,
            ..*unit
        }]
    } else {
        elements
    }
}

/// Records that `unit`'s rows are bound but not read ([`Layout::unread_bound_rows`]).
fn mark_unread_bound(layout: &mut Layout, unit: &BindingUnit) {
    let rows = &mut layout.unread_bound_rows[unit.uniform];
    for row in unit.row..unit.row + unit.rows {
        if let Some(row) = rows.get_mut(row as usize) {
            *row = true;
        }
    }
}

/// Binds `unit`, a matrix past the parameter limit, in the lowest free
/// slots of the profile's spill array ([`crate::profile::SpillArray`]), or
/// lists it as unplaced (C5041) where the profile has none or it is full.
fn spill(
    layout: &mut Layout,
    spill_slots: &mut SlotMap,
    unit: &BindingUnit,
    start: u32,
    profile: &Profile,
) {
    let Some(slot) = spill_slot(spill_slots, unit.rows, start, profile) else {
        layout.unplaced.push((unit.uniform, unit.row));
        return;
    };
    spill_slots.take(slot, unit.rows);
    for offset in 0..unit.rows {
        if let Some(row) = layout.spilled_rows[unit.uniform].get_mut((unit.row + offset) as usize) {
            *row = Some(slot + offset);
        }
    }
}

/// The lowest free run of `rows` slots of the profile's spill array from
/// `start`, if it has one and the run fits in it.
fn spill_slot(spill_slots: &SlotMap, rows: u32, start: u32, profile: &Profile) -> Option<u32> {
    let slot = spill_slots.lowest_free_from(start, rows);
    let spill = profile.syntax.matrix_spill.as_ref()?;
    (slot + rows <= spill.slots).then_some(slot)
}

/// The elements of `unit`, a relatively read array of matrices bound from
/// `slot`: how many lie within the parameter limit, and those that end past
/// it (cgc 3.1 reports a 32-bone palette in vp20 eight times,
/// tests/shaders/vertex/reject_too_many_constants.cg).
fn elements_past(
    interface: &ProgramInterface,
    unit: &BindingUnit,
    slot: u32,
    profile: &Profile,
) -> (usize, Vec<BindingUnit>) {
    let (past, within): (Vec<_>, Vec<_>) =
        elements_of(interface, unit)
            .into_iter()
            .partition(|element| {
                slot + (element.row - unit.row) + element.rows > profile.max_parameters()
            });
    (within.len(), past)
}

/// What a relatively read array of matrices past the parameter limit holds
/// before its spilled elements, as cgc's binder counts it.
struct Room {
    /// Its elements within the parameter limit.
    within: usize,
    /// How many of its elements one register's components hold.
    per_register: usize,
}

/// Takes spill-array slots (where the profile has a spill array) for
/// `past`, the elements of a relatively read array of matrices past the
/// parameter limit, and lists as unplaced (C5041) the ones that find no
/// room. No row is bound there: a program cannot address one array across
/// two, so where every element finds room the array is C6007. cgc 3.1
/// binds a palette so before it generates code: in arbvp1 `float4x4 m[47]`
/// is one C5041 (23 matrices in `program.local`, 23 in `program.env`, both
/// from slot 1), `m[46]` C6007s, and a matrix declared after `m[46]` finds
/// no room; in vp20 `m[25]` is one C5041 (tests/header/416). Its binder
/// counts an element of one or two columns as taking only those components
/// of its rows, so the other components of the registers the placed
/// elements take hold as many more (in arbvp1 `float4x2 m[92]` and
/// `float4x1 m[184]` find room; tests/header/417).
fn spill_elements(
    layout: &mut Layout,
    spill_slots: &mut SlotMap,
    room: Room,
    past: &[BindingUnit],
    profile: &Profile,
) {
    let start = profile.syntax.first_uniform_slot;
    let mut placed = room.within;
    let mut homeless = Vec::new();
    for element in past {
        match spill_slot(spill_slots, element.rows, start, profile) {
            Some(slot) => {
                spill_slots.take(slot, element.rows);
                placed += 1;
            }
            None => homeless.push((element.uniform, element.row)),
        }
    }
    let shared = placed * (room.per_register - 1);
    layout.unplaced.extend(homeless.into_iter().skip(shared));
}

/// How many elements of `unit`'s array of matrices cgc's binder counts in
/// the components of one register: four of one column, two of two, one of
/// more.
fn elements_per_register(interface: &ProgramInterface, unit: &BindingUnit) -> usize {
    let columns = interface
        .parameters
        .iter()
        .find_map(|parameter| match parameter.kind {
            ParameterKind::UniformElement(id, _) if id.0 as usize == unit.uniform => {
                crate::interface::matrix_columns(&parameter.type_name)
            }
            _ => None,
        });
    match columns {
        Some(1) => 4,
        Some(2) => 2,
        _ => 1,
    }
}

/// Records that `unit`'s rows live from `slot` on.
fn place(layout: &mut Layout, unit: &BindingUnit, slot: u32) {
    for offset in 0..unit.rows {
        if let Some(row) = layout.uniform_rows[unit.uniform].get_mut((unit.row + offset) as usize) {
            *row = Some(slot + offset);
        }
    }
    if unit.row == 0 {
        layout.uniform_slots[unit.uniform] = Some(slot);
    }
}

/// Places the rows of OpenGL state an NV program reads one by one in the
/// lowest free slots: the program tracks state row by row, so cgc gives the
/// rows it does not read to other uniforms and literals
/// (`(float3x3)glstate.matrix.invtrans.modelview[0]`, corpus
/// glstate_fixed_function). Its `#var` line names the slot of row 0, and no
/// slot when row 0 is not read (as cgc prints `glstate.matrix.mvp[2]` alone).
fn place_state_rows(
    layout: &mut Layout,
    slots: &mut SlotMap,
    unit: &BindingUnit,
    rows_read: &[bool],
    start: u32,
) {
    for (offset, _) in rows_read.iter().enumerate().filter(|(_, &read)| read) {
        let slot = slots.lowest_free_from(start, 1);
        slots.take(slot, 1);
        let row = unit.row as usize + offset;
        if let Some(place) = layout.uniform_rows[unit.uniform].get_mut(row) {
            *place = Some(slot);
        }
        if unit.row == 0 && offset == 0 {
            layout.uniform_slots[unit.uniform] = Some(slot);
        }
    }
}

/// Keeps literals out of the rows a state matrix's `#var` line declares
/// but the program does not read (`c[4], 4` with rows 0 and 1 read): in the
/// NV profiles the application tracks the whole matrix there
/// (glTrackMatrixNV writes four registers), which would overwrite a literal
/// cgc 3.1 places in such a row (a Unity vert_img program read row 2 of the
/// texture matrix as its literal 0). The `#var` lines are unchanged.
fn reserve_tracked_matrices(
    layout: &Layout,
    slots: &mut SlotMap,
    units: &[BindingUnit],
    profile: &Profile,
) {
    if profile.syntax.declares_registers {
        return;
    }
    for unit in units.iter().filter(|unit| unit.state && unit.rows > 1) {
        let Some(Some(first)) = layout.uniform_rows[unit.uniform].get(unit.row as usize) else {
            continue;
        };
        for slot in *first..first + unit.rows {
            if !slots.is_taken(slot) {
                slots.reserve(slot, 1);
            }
        }
    }
}

/// What a program's code reads and writes.
#[derive(Clone)]
struct Reads {
    /// Per IR uniform, per row: read with a constant index.
    rows_read: Vec<Vec<bool>>,
    /// Per IR uniform: read through the address register.
    read_relative: Vec<bool>,
    inputs_used: Vec<bool>,
    sampler_used: Vec<bool>,
    outputs_written: Vec<bool>,
}

impl Reads {
    /// Count what `other` reads as read too (the rows and inputs that keep
    /// their bindings).
    fn add(&mut self, other: &Reads) {
        for (rows, other_rows) in self.rows_read.iter_mut().zip(&other.rows_read) {
            for (row, &read) in rows.iter_mut().zip(other_rows) {
                *row |= read;
            }
        }
        for (input, &read) in self.inputs_used.iter_mut().zip(&other.inputs_used) {
            *input |= read;
        }
    }

    /// Whether every row and input this reads (what [`Reads::add`] keeps
    /// bound) is read by `other` too.
    fn bound_within(&self, other: &Reads) -> bool {
        let rows = self
            .rows_read
            .iter()
            .zip(&other.rows_read)
            .all(|(rows, other_rows)| {
                rows.iter()
                    .zip(other_rows)
                    .all(|(&read, &other_read)| !read || other_read)
            });
        let inputs = (self.inputs_used.iter().zip(&other.inputs_used))
            .all(|(&read, &other_read)| !read || other_read);
        rows && inputs
    }

    fn of(program: &Program) -> Reads {
        let mut reads = Reads {
            rows_read: program
                .uniforms
                .iter()
                .map(|u| vec![false; u.rows as usize])
                .collect(),
            read_relative: vec![false; program.uniforms.len()],
            inputs_used: vec![false; program.inputs.len()],
            sampler_used: vec![false; program.samplers.len()],
            outputs_written: vec![false; program.outputs.len()],
        };
        for inst in program.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(crate::ir::DestReg::Output(id)) = inst.dest.map(|d| d.reg) {
                reads.outputs_written[id.0 as usize] = true;
            }
            for operand in &inst.operands {
                match operand.source {
                    Source::Uniform(id, row) => {
                        if let Some(read) = reads.rows_read[id.0 as usize].get_mut(row as usize) {
                            *read = true;
                        }
                    }
                    Source::UniformRelative(id, ..) => reads.read_relative[id.0 as usize] = true,
                    Source::Input(id) => reads.inputs_used[id.0 as usize] = true,
                    _ => {}
                }
            }
            if let Some(texture) = inst.texture {
                reads.sampler_used[texture.sampler.0 as usize] = true;
            }
        }
        reads
    }
}
