//! An f32 interpreter for the vector IR: the definition of what each opcode means.
//!
//! It exists so optimizer passes and the back end can be tested by running a
//! program before and after a transformation on the same inputs. Textures are
//! replaced by a fixed, smooth function of the sampler index and the coordinate
//! ([`sample_texture`]), which is enough to tell whether the right coordinate
//! reached the right sampler.
//!
//! The float meaning of each opcode is the instruction set's
//! ([`crate::isa::vector::evaluate`]), under the ARB rules: the IR belongs
//! to no dialect, and the VM runs ARB programs by the same function.

/// `_SAT`'s clamp, the instruction set's (NaN becomes 0).
pub use crate::isa::scalar::saturate;
use crate::isa::{vector, Rules};
use crate::rng::Rng;

use super::{DestReg, Inst, Opcode, Operand, Program, Source, Terminator, TextureRef, WriteMask};

/// The values the outside world supplies to one run.
#[derive(Clone, Debug, Default)]
pub struct Environment {
    /// One value per [`super::Input`].
    pub inputs: Vec<[f32; 4]>,
    /// One list of rows per [`super::Uniform`].
    pub uniforms: Vec<Vec<[f32; 4]>>,
}

/// What one run produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// One value per [`super::Output`]; components never written are 0.
    pub outputs: Vec<[f32; 4]>,
    /// A `KIL` fired.
    pub killed: bool,
    /// Every value the run wrote (to temporaries and outputs) was finite: the
    /// runs [`super::opt::RELAXED_PASSES`] must preserve.
    pub finite: bool,
    /// How close the run came to deciding otherwise: the smallest distance,
    /// relative to the larger magnitude (at least 1), between the two sides
    /// of a decision it made (a comparison, the sign test of `CMP`, `SSG`,
    /// `KIL` and `LIT`, a value and its nearest integer for `FLR`, `FRC` and
    /// `ARL`); infinity when it made none. A program rounded differently (as
    /// the optimizer rounds) may decide otherwise where this is tiny.
    pub closest_decision: f32,
    /// The two sides of every decision lane of the run, in the order made
    /// (the same decisions as `closest_decision`, ties included): a run
    /// with rounded results moved ([`run_perturbed`]) takes the same
    /// decisions in the same order unless its path changed, so the moves of
    /// each decision's sides show how far rounding can carry them.
    pub decisions: Vec<(f32, f32)>,
    /// The two sides of every lane of a `MIN` or `MAX`, and of the clamps of
    /// every saturated lane (the value and 0, the value and 1), in the order
    /// taken. These choices are continuous, so a near tie decides nothing,
    /// but the side not taken hides how far rounding carried it: a run with
    /// rounded results moved where that side moved as far as the sides are
    /// apart shows that a program rounded otherwise may take it instead.
    pub picks: Vec<(f32, f32)>,
    /// The largest magnitude of an angle given to `SIN`, `COS` or `SCS`
    /// (0 when none): beyond some thousands of radians the angle's last bit
    /// is worth more than a comparison's tolerance, and its sine is what
    /// each implementation's range reduction makes of it.
    pub widest_angle: f32,
}

impl Outcome {
    /// Equal as bit patterns, except that any NaN equals any NaN and `-0 == 0`.
    pub fn same_as(&self, other: &Outcome) -> bool {
        self.killed == other.killed
            && self.outputs.len() == other.outputs.len()
            && self
                .outputs
                .iter()
                .flatten()
                .zip(other.outputs.iter().flatten())
                .all(|(a, b)| a == b || (a.is_nan() && b.is_nan()))
    }
}

/// Why a run stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// More than the step budget of blocks executed (an infinite loop, most likely).
    StepLimit,
}

const BLOCK_STEP_LIMIT: usize = 100_000;

/// The stand-in for a texture fetch: smooth, different per sampler and per component.
pub fn sample_texture(sampler: u32, coord: [f32; 4]) -> [f32; 4] {
    let mut texel = [0.0; 4];
    for (i, value) in texel.iter_mut().enumerate() {
        let k = (i + 1) as f32;
        *value =
            (coord[0] * k + coord[1] * 0.5 * (k + 1.0) + coord[2] * 0.25 + sampler as f32).sin();
    }
    texel
}

/// What a texture fetch returns: the sampler's index and the coordinate
/// (already divided by its fourth component for `TXP`) to the texel.
pub type Sampling<'a> = &'a dyn Fn(u32, [f32; 4]) -> [f32; 4];

struct Machine<'a> {
    program: &'a Program,
    environment: &'a Environment,
    sample: Sampling<'a>,
    temps: Vec<[f32; 4]>,
    outputs: Vec<[f32; 4]>,
    killed: bool,
    /// `A0`.
    address: [i32; 4],
    /// No non-finite value written so far.
    finite: bool,
    /// See [`Outcome::closest_decision`].
    closest_decision: f32,
    /// See [`Outcome::decisions`].
    decisions: Vec<(f32, f32)>,
    /// See [`Outcome::picks`].
    picks: Vec<(f32, f32)>,
    /// See [`Outcome::widest_angle`].
    widest_angle: f32,
    /// Moves rounded results, see [`run_perturbed`].
    perturbation: Option<Directions>,
}

impl Machine<'_> {
    fn load(&self, operand: &Operand) -> [f32; 4] {
        let raw = match operand.source {
            Source::Temp(reg) => self.temps[reg.0 as usize],
            Source::Input(id) => self
                .environment
                .inputs
                .get(id.0 as usize)
                .copied()
                .unwrap_or_default(),
            Source::Uniform(id, row) => self
                .environment
                .uniforms
                .get(id.0 as usize)
                .and_then(|rows| rows.get(row as usize))
                .copied()
                .unwrap_or_default(),
            Source::UniformRelative(id, offset, c) => {
                let row = i64::from(self.address[c as usize]) + i64::from(offset);
                self.environment
                    .uniforms
                    .get(id.0 as usize)
                    .and_then(|rows| usize::try_from(row).ok().and_then(|r| rows.get(r)))
                    .copied()
                    .unwrap_or_default()
            }
            Source::Literal(id) => self.program.literals[id.0 as usize],
        };
        let mut value = operand.swizzle.0.map(|c| raw[c as usize]);
        if operand.abs {
            value = value.map(f32::abs);
        }
        if operand.negate {
            value = value.map(|v| -v);
        }
        value
    }

    fn execute(&mut self, inst: &Inst) {
        let sources: Vec<[f32; 4]> = inst.operands.iter().map(|o| self.load(o)).collect();
        self.note_decisions(inst, &sources);
        if let (Opcode::Sin | Opcode::Cos | Opcode::Scs, Some(angle)) = (inst.op, sources.first()) {
            self.widest_angle = self.widest_angle.max(angle[0].abs());
        }
        if inst.op == Opcode::Arl {
            // Out-of-range values saturate; such reads then fall outside the array.
            self.address = [sources[0][0].floor() as i32; 4];
            return;
        }
        if inst.op == Opcode::ArlVector {
            self.address = sources[0].map(|v| v.floor() as i32);
            return;
        }
        if inst.op == Opcode::Kil {
            if vector::kills(sources[0]) {
                self.killed = true;
            }
            return;
        }
        let mut result = match inst.texture {
            Some(texture) => (self.sample)(
                texture.sampler.0,
                lookup_coordinate(inst.op, texture, sources[0]),
            ),
            None => evaluate(inst.op, &sources),
        };
        let Some(dest) = inst.dest else { return };
        if let Some(directions) = self.perturbation.as_mut().filter(|_| rounds(inst.op)) {
            let approximated = approximates(inst.op);
            for i in dest.mask.components() {
                result[i] = perturbed(result[i], approximated, directions);
            }
        }
        if matches!(inst.op, Opcode::Min | Opcode::Max) {
            for i in dest.mask.components() {
                self.picks.push((sources[0][i], sources[1][i]));
            }
        }
        if dest.saturate {
            for i in dest.mask.components() {
                self.picks.extend([(result[i], 0.0), (result[i], 1.0)]);
            }
            result = result.map(saturate);
        }
        let target = match dest.reg {
            DestReg::Temp(reg) => &mut self.temps[reg.0 as usize],
            DestReg::Output(id) => &mut self.outputs[id.0 as usize],
        };
        for i in dest.mask.components() {
            self.finite &= result[i].is_finite();
            target[i] = result[i];
        }
    }
}

impl Machine<'_> {
    /// Lowers [`Outcome::closest_decision`] to the decisions `inst` makes
    /// and records them in [`Outcome::decisions`].
    fn note_decisions(&mut self, inst: &Inst, sources: &[[f32; 4]]) {
        let a = sources.first().copied().unwrap_or_default();
        let b = sources.get(1).copied().unwrap_or_default();
        let lanes = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
        match inst.op {
            Opcode::Seq | Opcode::Sne | Opcode::Sge | Opcode::Sgt | Opcode::Sle | Opcode::Slt => {
                lanes.components().for_each(|i| self.note(a[i], b[i]))
            }
            Opcode::Cmp | Opcode::Ssg => lanes.components().for_each(|i| self.note(a[i], 0.0)),
            Opcode::Flr | Opcode::Frc => lanes.components().for_each(|i| self.note_floor(a[i])),
            Opcode::Kil => a.iter().for_each(|&x| self.note(x, 0.0)),
            Opcode::Lit => self.note(a[0], 0.0),
            Opcode::Arl => self.note_floor(a[0]),
            Opcode::ArlVector => a.iter().for_each(|&x| self.note_floor(x)),
            _ => {}
        }
    }

    /// A decision between `x` and `y`. Two equal values decide nothing
    /// where both come from one computation (`x == x`): only a tie at 0,
    /// where a difference that cancels exactly here may be rounding noise
    /// elsewhere, counts.
    fn note(&mut self, x: f32, y: f32) {
        self.decisions.push((x, y));
        if x != y || x == 0.0 {
            let distance = (x - y).abs() / x.abs().max(y.abs()).max(1.0);
            self.closest_decision = self.closest_decision.min(distance);
        }
    }

    /// The decision of a floor between `x` and its nearest integer. An
    /// integer floored is no decision: indices and loop counters are exact
    /// integers, in every rounding. It is recorded all the same, so the
    /// decisions of runs that round differently line up.
    fn note_floor(&mut self, x: f32) {
        if x == x.round() {
            self.decisions.push((x, x));
        } else {
            self.note(x, x.round());
        }
    }
}

/// Whether `op`'s result is rounded: arithmetic and the approximated
/// functions. Moves, selections, comparisons, `ABS`, `MIN`, `MAX` and the
/// floors compute exact values in any implementation.
fn rounds(op: Opcode) -> bool {
    !matches!(
        op,
        Opcode::Mov
            | Opcode::Abs
            | Opcode::Max
            | Opcode::Min
            | Opcode::Flr
            | Opcode::Frc
            | Opcode::Cmp
            | Opcode::Sge
            | Opcode::Slt
            | Opcode::Seq
            | Opcode::Sne
            | Opcode::Sgt
            | Opcode::Sle
            | Opcode::Sfl
            | Opcode::Str
            | Opcode::Ssg
            | Opcode::Tex
            | Opcode::Txb
            | Opcode::Txd
            | Opcode::Txl
            | Opcode::Txp
            | Opcode::Kil
            | Opcode::Arl
            | Opcode::ArlVector
    )
}

/// Whether `op` is a function the targets approximate (the vertex
/// profiles' `SIN`/`COS` are cgc's polynomials; `EX2`, `LG2`, `RCP`, `RSQ`
/// and the rest are the hardware's approximations): its result is not
/// exact even where the exact value is an integer (`sin(0)` is a tiny
/// negative number in cgc's polynomial, and its floor is -1).
fn approximates(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Sin
            | Opcode::Cos
            | Opcode::Scs
            | Opcode::Ex2
            | Opcode::Lg2
            | Opcode::Exp
            | Opcode::Log
            | Opcode::Pow
            | Opcode::Rcp
            | Opcode::Rcc
            | Opcode::Rsq
            | Opcode::Lit
    )
}

/// A rounded result moved up or down at random: an approximated function's
/// by 2^-20 of its magnitude or of 1, whichever is larger (its error is
/// absolute near 0); arithmetic's by a relative 2^-20 (8 units in the last
/// place), unless it is an integer of magnitude at most 2^16:
/// counters, indices and the small integers programs compare for equality
/// are computed exactly in every rounding, and moving them would change
/// decisions no real program could take otherwise. Larger integers move:
/// from 2^23 on every f32 is an integer, so there being one says nothing
/// of whether the result was rounded (a power of a uniform near 10^7 that
/// absorbs a term added to it).
fn perturbed(value: f32, approximated: bool, directions: &mut Directions) -> f32 {
    let exact_integer = value == value.trunc() && value.abs() <= 65_536.0;
    if exact_integer && !approximated {
        return value;
    }
    let scale = if approximated {
        value.abs().max(1.0)
    } else {
        value.abs()
    };
    let step = scale * f32::powi(2.0, -20);
    if directions.up() {
        value + step
    } else {
        value - step
    }
}

/// The directions rounded results move in: drawn from a seed, or all the
/// same way.
enum Directions {
    Drawn(Rng),
    Uniform { up: bool },
}

impl Directions {
    fn new(seed: u64) -> Directions {
        Directions::Drawn(Rng::new(seed))
    }

    fn up(&mut self) -> bool {
        match self {
            Directions::Drawn(rng) => rng.coin(),
            Directions::Uniform { up } => *up,
        }
    }
}

/// The result of `op` on already-loaded operand values (before saturation and
/// masking): the instruction set's, by the ARB rules. Texture lookups, `KIL`
/// and `ARL` have no value here (0): the machine runs them (a lookup needs
/// its sampler and target).
pub fn evaluate(op: Opcode, s: &[[f32; 4]]) -> [f32; 4] {
    let operand = |i: usize| s.get(i).copied().unwrap_or_default();
    vector::evaluate(op, Rules::Arb, operand(0), operand(1), operand(2)).unwrap_or_default()
}

/// The coordinate a texture lookup samples at: divided by `q` for `TXP`, and
/// only the components its target reads (the rest 0), so that no sampler,
/// the test textures' included, sees a lane the lookup ignores.
fn lookup_coordinate(op: Opcode, texture: TextureRef, coordinate: [f32; 4]) -> [f32; 4] {
    let divided = match op {
        Opcode::Txp => coordinate.map(|x| x / coordinate[3]),
        _ => coordinate,
    };
    let read = texture.target.coordinate_components(op);
    std::array::from_fn(|i| if read.has(i) { divided[i] } else { 0.0 })
}

/// Run `program` once, with [`sample_texture`] for textures.
pub fn run(program: &Program, environment: &Environment) -> Result<Outcome, RunError> {
    run_sampling(program, environment, &sample_texture)
}

/// Run `program` once with textures of the caller's (the VM's images, when
/// a test compares the IR with the emitted program run in the VM).
pub fn run_sampling(
    program: &Program,
    environment: &Environment,
    sample: Sampling<'_>,
) -> Result<Outcome, RunError> {
    run_machine(program, environment, sample, None)
}

/// As [`run_sampling`], with every rounded result (see `rounds`) moved by a
/// relative 2^-20 in a direction drawn from `seed` (see `perturbed`): rounding errors
/// injected where the program rounds. The optimizer rounds differently
/// from the IR (it fuses, reassociates and cancels as cgc does); a run
/// whose outputs move under this perturbation (a term absorbed by a much
/// larger one and the larger one cancelled later, a difference of nearly
/// equal values magnified) depends on how the program rounds, and two
/// correct compilations of it may disagree there.
pub fn run_perturbed(
    program: &Program,
    environment: &Environment,
    sample: Sampling<'_>,
    seed: u64,
) -> Result<Outcome, RunError> {
    run_machine(program, environment, sample, Some(Directions::new(seed)))
}

/// As [`run_perturbed`], with every rounded result moved the same way (up
/// when `up` is set). Moves of equal size in opposite directions cancel
/// exactly in a drawn run (`sin(sin(0))`: 0 moved up by 2^-20, then its
/// sine moved down by as much, is 0 again), never in a uniform one.
pub fn run_perturbed_uniformly(
    program: &Program,
    environment: &Environment,
    sample: Sampling<'_>,
    up: bool,
) -> Result<Outcome, RunError> {
    run_machine(
        program,
        environment,
        sample,
        Some(Directions::Uniform { up }),
    )
}

fn run_machine(
    program: &Program,
    environment: &Environment,
    sample: Sampling<'_>,
    perturbation: Option<Directions>,
) -> Result<Outcome, RunError> {
    let mut machine = Machine {
        program,
        environment,
        sample,
        temps: vec![[0.0; 4]; program.vreg_count as usize],
        outputs: vec![[0.0; 4]; program.outputs.len()],
        killed: false,
        address: [0; 4],
        finite: true,
        closest_decision: f32::INFINITY,
        decisions: Vec::new(),
        picks: Vec::new(),
        widest_angle: 0.0,
        perturbation,
    };
    let mut block = 0usize;
    for _ in 0..BLOCK_STEP_LIMIT {
        let current = &program.blocks[block];
        for inst in &current.insts {
            machine.execute(inst);
        }
        match current.terminator {
            Terminator::Return => {
                return Ok(Outcome {
                    outputs: machine.outputs,
                    killed: machine.killed,
                    finite: machine.finite,
                    closest_decision: machine.closest_decision,
                    decisions: machine.decisions,
                    picks: machine.picks,
                    widest_angle: machine.widest_angle,
                })
            }
            Terminator::Jump(target) => block = target.0 as usize,
            Terminator::Branch {
                condition,
                if_true,
                if_false,
            } => {
                let value = machine.load(&condition);
                block = if value[0] != 0.0 {
                    if_true.0
                } else {
                    if_false.0
                } as usize;
            }
        }
    }
    Err(RunError::StepLimit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A vertex program of one input `in0`, one uniform row `u0` and one
    /// output `out0`, with the blocks of `body`.
    fn vertex_program(body: &str) -> Program {
        let header = "stage vertex\ninput in0 \"ATTR0\"\nuniform u0 rows 1\noutput out0 \"COL0\"\n";
        super::super::text::parse(&format!("{header}{body}")).expect("valid IR text")
    }

    /// `(k - big) + big` with `big` large enough that f32 absorbs `k`: the
    /// IR computes 0 where a compilation that cancels the opposite terms
    /// computes `k`. Moving the rounded results shows it; the same program
    /// with a small `big` rounds nothing that matters and does not move.
    #[test]
    fn perturbed_runs_move_where_a_term_is_absorbed_and_cancelled() {
        let program = vertex_program(
            r#"
            b0:
              SUB t0, u0[0], in0;
              ADD out0, t0, in0;
              return
            "#,
        );
        let moves = |big: f32| {
            let environment = Environment {
                inputs: vec![[big; 4]],
                uniforms: vec![vec![[0.3; 4]]],
            };
            let plain = run(&program, &environment).expect("terminates");
            (1..=4).any(|seed| {
                let moved = run_perturbed(&program, &environment, &sample_texture, seed)
                    .expect("terminates");
                let difference = (moved.outputs[0][0] - plain.outputs[0][0]).abs();
                difference > 1e-3 * plain.outputs[0][0].abs().max(1.0)
            })
        };
        assert!(moves(1e9));
        // Between 2^23 and 2^24 every f32 is an integer: a rounded one.
        assert!(moves(9.3e6));
        assert!(!moves(2.5));
    }

    /// Every decision lane is recorded with its two sides, integers floored
    /// and ties included, so a perturbed run's decisions line up with the
    /// plain run's; the sides of a comparison with the cosine of a number
    /// whose phase f32 cannot hold move across most of [-1, 1], those of a
    /// comparison with a cosine of a small number barely move. The cosine's
    /// angle is the run's widest.
    #[test]
    fn decisions_line_up_and_show_how_far_their_sides_move() {
        let program = vertex_program(
            r#"
            b0:
              MUL t0, u0[0], in0;
              COS t1.x, t0.x;
              SGE t2.x, t1.x, u0[0].y;
              FLR t3.x, in0.x;
              SLT t4.x, in0.x, in0.x;
              ADD out0, t2.x, t3.x;
              return
            "#,
        );
        let widest_move = |scale: f32| {
            let environment = Environment {
                inputs: vec![[3.0; 4]],
                uniforms: vec![vec![[scale, 0.5, 0.0, 0.0]]],
            };
            let plain = run(&program, &environment).expect("terminates");
            assert_eq!(plain.decisions.len(), 3);
            assert_eq!(plain.widest_angle, scale * 3.0);
            assert_eq!(plain.decisions[1], (3.0, 3.0));
            assert_eq!(plain.decisions[2], (3.0, 3.0));
            (1..=4)
                .map(|seed| {
                    let moved = run_perturbed(&program, &environment, &sample_texture, seed)
                        .expect("terminates");
                    assert_eq!(moved.decisions.len(), plain.decisions.len());
                    let (x, y) = plain.decisions[0];
                    let (moved_x, moved_y) = moved.decisions[0];
                    ((moved_x - moved_y) - (x - y)).abs()
                })
                .fold(0.0, f32::max)
        };
        assert!(widest_move(1.7e13) > 0.1);
        assert!(widest_move(0.1) < 1e-5);
    }

    /// The sine of the sine of 0 moved up, then down, is 0 again; moved all
    /// up or all down it never is.
    #[test]
    fn uniform_perturbations_do_not_cancel() {
        let program = vertex_program(
            r#"
            b0:
              SIN t0.x, in0.x;
              SIN out0.x, t0.x;
              return
            "#,
        );
        let environment = Environment {
            inputs: vec![[0.0; 4]],
            uniforms: Vec::new(),
        };
        let moved = |up| {
            run_perturbed_uniformly(&program, &environment, &sample_texture, up)
                .expect("terminates")
                .outputs[0][0]
        };
        assert!(moved(true) > 0.0);
        assert!(moved(false) < 0.0);
        assert!((1..=16).any(|seed| {
            run_perturbed(&program, &environment, &sample_texture, seed)
                .expect("terminates")
                .outputs[0][0]
                == 0.0
        }));
    }

    /// `MIN`, `MAX` and saturations record both sides of each lane they
    /// write, in order, the clamps of a saturation against the value before
    /// it is clamped; a run with rounded results moved records the same
    /// number.
    #[test]
    fn picks_record_both_sides_of_min_max_and_saturations() {
        let program = vertex_program(
            r#"
            b0:
              MAX t0.xy, in0, u0[0];
              MIN t1.x, t0.y, -in0.z;
              ADD_SAT out0.x, t1.x, u0[0].w;
              return
            "#,
        );
        let environment = Environment {
            inputs: vec![[1.0, 2.0, 3.0, 4.0]],
            uniforms: vec![vec![[1.5, 0.5, 0.0, 0.25]]],
        };
        let plain = run(&program, &environment).expect("terminates");
        assert_eq!(
            plain.picks,
            [
                (1.0, 1.5),
                (2.0, 0.5),
                (2.0, -3.0),
                (-2.75, 0.0),
                (-2.75, 1.0)
            ]
        );
        assert_eq!(plain.outputs[0][0], 0.0);
        let moved = run_perturbed(&program, &environment, &sample_texture, 1).expect("terminates");
        assert_eq!(moved.picks.len(), plain.picks.len());
    }

    /// Integers up to 2^16 (counters, indices) are exact in every rounding
    /// and stay as they are, but for approximated functions' results; other
    /// rounded values move by 2^-20.
    #[test]
    fn perturbation_keeps_small_integers() {
        let mut directions = Directions::new(7);
        assert_eq!(perturbed(3.0, false, &mut directions), 3.0);
        assert_eq!(perturbed(-1024.0, false, &mut directions), -1024.0);
        let moved = perturbed(0.3, false, &mut directions);
        assert!(moved != 0.3 && (moved - 0.3).abs() <= 0.3 * f32::powi(2.0, -19));
        for large in [3.0e9_f32, 9.3e6, 70_000.0] {
            assert_ne!(perturbed(large, false, &mut directions), large);
        }
        // An approximated function's integer results move, 0 included.
        for exact in [0.0, 1.0, 8.0] {
            let moved = perturbed(exact, true, &mut directions);
            assert!(moved != exact && (moved - exact).abs() <= f32::powi(2.0, -19) * 8.0);
        }
    }
}
