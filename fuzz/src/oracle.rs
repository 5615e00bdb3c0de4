//! The differential oracle on generated programs: the lowered IR, run by the
//! IR interpreter (the meaning of the program before the optimizer and the
//! back end touched it), against the emitted assembly run by the VM, on the
//! same random inputs, uniforms and texture.
//!
//! A program either compiles and the two agree, or exceeds a resource limit
//! of its profile (a clean error, allowed), or something is wrong: the
//! generator wrote a program cgc would reject, or cgrs rejected or
//! miscompiled a valid one.

use cgrs::interface::ParameterKind;
use cgrs::ir::interp::{
    run_perturbed, run_perturbed_uniformly, run_sampling, Environment, Outcome,
};
use cgrs::ir::random::{environment, vector};
use cgrs::lower::Lowered;
use cgrs::profile::ProfileRef;
use cgrs::rng::Rng;
use cgrs::span::FileId;
use cgrs::vm::bind::{RunResult, TextureSlot};
use cgrs::vm::diff::DiffOptions;
use cgrs::vm::program::TexTarget;
use cgrs::vm::texture::{Filter, Texture, Wrap};
use cgrs::vm::Uniforms;

/// Random inputs each compiled program runs on.
const RUNS: usize = 4;

/// Runs that decided between two values closer than this (relative, see
/// `Outcome::closest_decision`) are not compared: the comparison's own
/// tolerance (`DiffOptions`, 1e-3 relative) cannot tell such values apart,
/// so a program that rounds them differently may decide otherwise (a sign
/// test of a difference that is rounding noise, ~1e-7, in both programs).
const CLOSEST_DECISION: f32 = 1e-3;

/// What checking one program for one profile found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Compiled; the IR and the VM agreed on `runs` runs (runs where the IR
    /// met a non-finite value are not compared: NaN and infinity need not
    /// survive the optimizer's rewrites; nor are runs whose result rounding
    /// can move, see `CLOSEST_DECISION`, `phase_held` and
    /// `well_conditioned`).
    Agrees { runs: usize },
    /// Rejected for exceeding a resource limit of the profile.
    ResourceLimit(String),
    /// Rejected for another reason: a generator or compiler bug.
    Rejected(String),
    /// The VM's result differs from the interpreter's.
    Mismatch(String),
}

impl Verdict {
    pub fn is_failure(&self) -> bool {
        matches!(self, Verdict::Rejected(_) | Verdict::Mismatch(_))
    }
}

/// cgc's resource-limit errors (`back::limits`): C6001 to C6099.
fn is_resource_limit(code: u32) -> bool {
    (6000..6100).contains(&code)
}

fn rejection(diagnostics: &[cgrs::diag::Diagnostic]) -> Verdict {
    let errors: Vec<&cgrs::diag::Diagnostic> =
        diagnostics.iter().filter(|d| d.is_error()).collect();
    let Some(first) = errors.first() else {
        return Verdict::Rejected("failed without an error".into());
    };
    let message = format!("C{:04}: {}", first.code, first.message);
    if errors.iter().all(|d| is_resource_limit(d.code)) {
        Verdict::ResourceLimit(message)
    } else {
        Verdict::Rejected(message)
    }
}

/// The entry `main` of `source`, lowered for `profile` (no optimizer).
fn lowered(source: &str, profile: ProfileRef) -> Result<Lowered, Verdict> {
    let (program, diagnostics) =
        cgrs::sema::db::check_text(FileId(0), source, Some("main"), profile);
    let Some(program) = program.filter(|_| !cgrs::diag::has_errors(&diagnostics)) else {
        return Err(rejection(&diagnostics));
    };
    cgrs::lower::lower(&program, cgrs::driver::capabilities(&profile))
        .map_err(|errors| rejection(&errors))
}

/// Compiles `source` for `profile` (`arbfp1`, `arbvp1`, `vp30`) through the
/// driver and compares its program with the lowered IR.
pub fn check(source: &str, profile: &str, seed: u64) -> Verdict {
    let Some(profile) = ProfileRef::builtin(profile) else {
        return Verdict::Rejected(format!("no profile {profile}"));
    };
    let mut sources = cgrs::span::SourceMap::new();
    let main = sources.add_text("main.cg", source.to_string());
    let options = cgrs::driver::CompileOptions::new(profile, Some("main"));
    let compiled = cgrs::driver::compile(&mut sources, main, &options);
    let Some(text) = compiled.program else {
        return rejection(&compiled.diagnostics);
    };
    let lowered = match lowered(source, profile) {
        Ok(lowered) => lowered,
        Err(verdict) => {
            return Verdict::Rejected(format!(
                "the driver compiled it, lowering alone: {verdict:?}"
            ))
        }
    };
    compare(&lowered, &text, seed)
}

/// A 4x4 RGBA image, bilinear and repeating: smooth in the coordinate, so a
/// rounding difference in a coordinate makes a small difference in the texel.
fn texture(rng: &mut Rng) -> Texture {
    Texture {
        target: TexTarget::T2D,
        width: 4,
        height: 4,
        depth: 1,
        wrap: Wrap::Repeat,
        filter: Filter::Linear,
        data: (0..16).map(|_| vector(rng)).collect(),
    }
}

/// The IR environment's uniforms and the texture, by `#var` name.
fn uniforms(lowered: &Lowered, environment: &Environment, texture: &Texture) -> Uniforms {
    let mut uniforms = Uniforms::default();
    for parameter in &lowered.interface.parameters {
        let rows: Vec<[f32; 4]> = match parameter.kind {
            ParameterKind::Uniform(id) => environment.uniforms[id.0 as usize].clone(),
            ParameterKind::UniformElement(id, row) => {
                vec![environment.uniforms[id.0 as usize][row as usize]]
            }
            ParameterKind::Sampler(_) => {
                let slot = TextureSlot::Sampler(parameter.name.clone());
                uniforms.textures.push((slot, texture.clone()));
                continue;
            }
            _ => continue,
        };
        let values = rows.into_iter().flatten().collect();
        uniforms.named.push((parameter.name.clone(), values));
    }
    uniforms
}

fn compare(lowered: &Lowered, text: &str, seed: u64) -> Verdict {
    let program = match cgrs::vm::parse_program(text) {
        Ok(program) => program,
        Err(error) => {
            return Verdict::Mismatch(format!("the VM cannot parse the program: {error}"))
        }
    };
    let mut rng = Rng::new(seed);
    let image = texture(&mut rng);
    let sample = |_: u32, coordinate: [f32; 4]| image.sample(TexTarget::T2D, coordinate);
    let mut compared = 0;
    for _ in 0..RUNS {
        let environment = environment(&mut rng, &lowered.program);
        let expected = match run_sampling(&lowered.program, &environment, &sample) {
            Ok(outcome) => outcome,
            Err(error) => return Verdict::Mismatch(format!("the IR did not finish: {error:?}")),
        };
        if !expected.finite
            || expected.closest_decision < CLOSEST_DECISION
            || !phase_held(&expected)
            || !well_conditioned(lowered, &environment, &sample, &expected)
        {
            continue;
        }
        let bound = match program.bind(&uniforms(lowered, &environment, &image)) {
            Ok(bound) => bound,
            Err(error) => return Verdict::Mismatch(format!("the VM cannot bind: {error}")),
        };
        let inputs: Vec<(String, Vec<f32>)> = lowered
            .program
            .inputs
            .iter()
            .zip(&environment.inputs)
            .map(|(input, value)| (input.semantic.clone(), value.to_vec()))
            .collect();
        let actual = match bound.run(&inputs) {
            Ok(result) => result,
            Err(error) => return Verdict::Mismatch(format!("the VM cannot run: {error}")),
        };
        if let Some(difference) = difference(lowered, &expected, &actual) {
            return Verdict::Mismatch(format!(
                "{difference}\ninputs {:?}\nuniforms {:?}",
                environment.inputs, environment.uniforms
            ));
        }
        compared += 1;
    }
    Verdict::Agrees { runs: compared }
}

/// Whether every angle the run gave `SIN`, `COS` or `SCS` holds its phase
/// to the comparison's tolerance: one unit in the last place of the angle
/// (about `angle * f32::EPSILON`) moves its sine by up to as much, so past
/// some 8,000 radians no two implementations need agree (the VM's, like
/// cgc's, reduces `angle / 2π` with `FRC`; the IR takes the exact sine of
/// the rounded angle). The perturbed runs of [`well_conditioned`] do not
/// always show it: they make such a sine a lottery, and a program whose
/// later steps send most values to one attractor (`pow(x + 0.25, 4)`
/// repeated, below its unstable point) keeps its output in every draw.
fn phase_held(expected: &Outcome) -> bool {
    expected.widest_angle * f32::EPSILON <= DiffOptions::default().rtol
}

/// Within 1e-5 relative, or 2e-5 absolute: cgc's `COS` polynomial is that
/// close to the interpreter's exact `cos` on small inputs. The back end's
/// tests' rule (`tests/suite/target_shaders.rs`), which compare programs
/// the optimizer has already run on; the oracle uses the looser rule of
/// [`difference`].
pub fn close(a: f32, b: f32) -> bool {
    a == b
        || (a.is_nan() && b.is_nan())
        || (a - b).abs() <= 1e-5 * a.abs().max(b.abs()).max(1.0)
        || (a - b).abs() <= 2e-5
}

/// Draws of [`run_perturbed`] a compared run must withstand.
const PERTURBED_RUNS: u64 = 4;

/// How much less than the comparison's tolerance the outputs may move when
/// inputs or rounded results move by 8 units in the last place. Random
/// moves partly cancel where a compiled program's rounding differences
/// need not (a fused or reassociated chain rounds the same way at every
/// step): a run whose random moves reached a third of the tolerance
/// differed by more than the tolerance in the VM (tests/fuzz_regressions/
/// generated/mismatch-reflections-accumulated).
const MOVE_MARGIN: f32 = 16.0;

/// Whether the IR's result at `environment` barely moves (see
/// [`MOVE_MARGIN`]) when every input and uniform moves by a relative 2^-20
/// (8 units in the last place), nor when every rounded result does
/// ([`PERTURBED_RUNS`] draws of `run_perturbed`, and all up and all down
/// with `run_perturbed_uniformly`), and its decisions stay
/// clear of their other sides in all of these ([`decisions_hold`]), as do
/// the sides of its `MIN`, `MAX` and saturations ([`picks_hold`]). The
/// optimizer rounds differently from the IR (it fuses, reassociates and
/// cancels as cgc does), a few units in the last place; where the program
/// magnifies that (a texture coordinate computed from a product fed back
/// through a loop, a comparison of two nearly equal values, a term absorbed
/// by a much larger one that a later step cancels), the two results need
/// not agree, and cgc's program differs from the IR as much. Such runs are
/// not compared.
fn well_conditioned(
    lowered: &Lowered,
    environment: &Environment,
    sample: cgrs::ir::interp::Sampling<'_>,
    expected: &Outcome,
) -> bool {
    let nudge = |rows: &[[f32; 4]]| -> Vec<[f32; 4]> {
        rows.iter()
            .map(|row| row.map(|value| value * (1.0 + f32::powi(2.0, -20))))
            .collect()
    };
    let nudged = Environment {
        inputs: nudge(&environment.inputs),
        uniforms: environment
            .uniforms
            .iter()
            .map(|rows| nudge(rows))
            .collect(),
    };
    let tolerance = DiffOptions::default();
    let barely = DiffOptions {
        atol: tolerance.atol / MOVE_MARGIN,
        rtol: tolerance.rtol / MOVE_MARGIN,
        ..tolerance
    };
    let unmoved = |moved: Result<Outcome, _>| {
        moved.is_ok_and(|moved| {
            moved.killed == expected.killed
                && moved.outputs.iter().zip(&expected.outputs).all(|(a, b)| {
                    a.iter()
                        .zip(b)
                        .all(|(&a, &b)| cgrs::vm::diff::same(a, b, &barely))
                })
                && decisions_hold(expected, &moved)
                && picks_hold(expected, &moved, &barely)
        })
    };
    unmoved(run_sampling(&lowered.program, &nudged, sample))
        && (1..=PERTURBED_RUNS)
            .all(|seed| unmoved(run_perturbed(&lowered.program, environment, sample, seed)))
        && [true, false].into_iter().all(|up| {
            unmoved(run_perturbed_uniformly(
                &lowered.program,
                environment,
                sample,
                up,
            ))
        })
}

/// Whether every decision of `expected` stays well clear of its other
/// side in `moved`, the same program with inputs or rounded results moved:
/// the distance between a decision's two sides moves by less than a
/// [`MOVE_MARGIN`]th of itself (or not at all). Outputs that stayed put do
/// not show it where a decision's sides moved a long way and happened not
/// to cross (a comparison with the cosine of a number near 10^13, whose
/// phase f32 does not hold: any value in [-1, 1] is as right as the IR's,
/// and the VM's polynomial gives another). A run that took other decisions
/// or another path is no longer comparable at all.
fn decisions_hold(expected: &Outcome, moved: &Outcome) -> bool {
    sides_hold(
        &expected.decisions,
        &moved.decisions,
        |distance, shift, _| shift == 0.0 || shift.abs() * MOVE_MARGIN < distance.abs(),
    )
}

/// Whether every `MIN`, `MAX` and saturation of `expected` would take the
/// same side in `moved`, or near enough that its result barely moves: the
/// distance between its two sides moves by less than a [`MOVE_MARGIN`]th
/// of itself, or by no more than `barely` at the sides' magnitude (were
/// the sides to cross, the result would move by that much at most). The
/// side not taken does not reach the outputs, so they do not show it when
/// rounding carried it a long way: `max(x + (-x - c), d)` with `x` near
/// 10^13 is `max(0, d)` in the IR, and `max(-c, d)` in the optimizer's
/// cancellation (cgc's too, tests/fuzz_regressions/generated), and a
/// perturbed run that moves the first side by 10^7 changes the output only
/// if it moves it up.
fn picks_hold(expected: &Outcome, moved: &Outcome, barely: &DiffOptions) -> bool {
    sides_hold(
        &expected.picks,
        &moved.picks,
        |distance, shift, magnitude| {
            shift.abs() * MOVE_MARGIN < distance.abs()
                || shift.abs() <= barely.atol + barely.rtol * magnitude
        },
    )
}

/// Whether the two runs recorded as many pairs of sides and `holds`
/// accepts each: the distance `x - y` in `expected`, how far `moved`
/// shifted it, and the larger magnitude of `expected`'s two sides.
fn sides_hold(
    expected: &[(f32, f32)],
    moved: &[(f32, f32)],
    holds: impl Fn(f32, f32, f32) -> bool,
) -> bool {
    expected.len() == moved.len()
        && expected
            .iter()
            .zip(moved)
            .all(|(&(x, y), &(moved_x, moved_y))| {
                let distance = x - y;
                let shift = (moved_x - moved_y) - distance;
                holds(distance, shift, x.abs().max(y.abs()))
            })
}

/// The first output component where the VM's run differs from the IR's, by
/// the tolerance cgrs's programs are judged equivalent to cgc's with
/// (`cgrs::vm::diff`, glcheck's): the IR is the program before the
/// optimizer, which reassociates and fuses arithmetic as cgc does, moving
/// rounding; a chain that magnifies it (a `cos` series of a large argument
/// through two nested `reflect`s, tests/fuzz_regressions/generated) ends
/// beyond [`close`]'s 1e-5.
fn difference(lowered: &Lowered, expected: &Outcome, actual: &RunResult) -> Option<String> {
    if expected.killed != actual.killed {
        return Some(format!(
            "killed: IR {}, VM {}",
            expected.killed, actual.killed
        ));
    }
    for (output, value) in lowered.program.outputs.iter().zip(&expected.outputs) {
        let Some(vm) = actual
            .outputs
            .iter()
            .find(|o| o.semantic.as_deref() == Some(output.semantic.as_str()))
        else {
            return Some(format!("the VM has no output {}", output.semantic));
        };
        for (lane, &ir) in value.iter().enumerate() {
            let Some(vm_value) = vm.component(lane) else {
                return Some(format!(
                    "the VM's run never wrote {}[{lane}]",
                    output.semantic
                ));
            };
            if !cgrs::vm::diff::same(ir, vm_value, &DiffOptions::default()) {
                return Some(format!(
                    "{}[{lane}]: IR {ir}, VM {vm_value} (IR {value:?}, VM {:?})",
                    output.semantic, vm.value
                ));
            }
        }
    }
    None
}
