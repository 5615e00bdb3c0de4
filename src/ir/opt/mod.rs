//! The optimizer: small passes over [`Program`]. Those in [`PASSES`] preserve the
//! interpreter's outputs exactly; those in [`RELAXED_PASSES`] (zero identities
//! and reassociation, as cgc applies them) preserve them within rounding on runs
//! that compute only finite values. `tests/suite/ir_opt.rs` runs random programs
//! before and after every pass and checks each contract.
//!
//! Each pass returns whether it changed anything; [`optimize`] runs them to a
//! fixed point (with a cap, since nothing guarantees convergence in general),
//! then [`coalesce`] once: run inside the loop, computing parts in place
//! lengthened the registers' lives the packing passes work with (a CRT shader
//! grew from 154 to 182 instructions).
//! Passes that look at def-use chains work inside one block and treat block
//! boundaries as barriers; dead-code elimination uses global liveness.
//!
//! Every pass's cost grows at most like n log n in the program's size (or its
//! work is bounded, as its documentation says): `examples/bench_scaling.rs`
//! measures it, and `--time-passes` times each pass under [`crate::timing`].

pub mod cancel;
pub mod clamp;
pub mod coalesce;
pub mod copyprop;
pub mod cse;
pub mod dce;
mod effects;
pub mod equality;
pub mod floor;
pub mod fold;
pub mod forward;
pub mod homogeneous;
pub mod mad;
pub mod merge;
pub mod negation;
pub mod reassociate;
pub mod reciprocal;
pub mod schedule;
pub mod sink;
pub mod vectorize;
pub mod zero;

use super::Program;

/// One optimizer pass.
pub type Pass = fn(&mut Program) -> bool;

/// Every pass, by name, in the order [`optimize`] runs them.
pub const PASSES: [(&str, Pass); 9] = [
    ("fold", fold::run),
    ("copyprop", copyprop::run),
    ("negation", negation::run),
    ("cse", cse::run),
    ("mad", mad::run),
    ("forward", forward::run),
    ("merge", merge::run),
    ("vectorize", vectorize::run),
    ("dce", dce::run),
];

/// Passes that preserve, within rounding, every run in which the original
/// program computes only finite values, but not runs with infinities or NaN:
/// identities the ARB specifications state and cgc applies (`0 * x = 0`),
/// reassociated products, cancelled opposite terms and reciprocals of
/// reciprocals (and of power-of-two products), `DP4` with a zero `w` as `DP3`,
/// equality tests as differences, `x - frac(x)` as `floor(x)`.
pub const RELAXED_PASSES: [(&str, Pass); 8] = [
    ("zero", zero::run),
    ("clamp", clamp::run),
    ("homogeneous", homogeneous::run),
    ("cancel", cancel::run),
    ("reciprocal", reciprocal::run),
    ("reassociate", reassociate::run),
    ("equality", equality::run),
    ("floor", floor::run),
];

const MAX_ROUNDS: usize = 16;

/// Run every pass until none changes the program; returns whether opposite
/// terms of a sum were cancelled ([`cancel`]).
pub fn optimize(program: &mut Program) -> bool {
    optimize_with(program, Settings::FULL, None)
}

/// [`optimize`] without [`vectorize`], for a program over a profile's
/// limit of temporaries or constants, which vectorizing can cause (packed
/// chains live side by side; packed literals are vectors where scalars
/// shared constant registers). The back end gets that program from
/// [`optimize_keeping_unpacked`] instead of optimizing twice.
pub fn optimize_without_vectorizing(program: &mut Program) -> bool {
    optimize_with(
        program,
        Settings {
            vectorizing: false,
            ..Settings::FULL
        },
        None,
    )
}

/// A program as [`optimize`] left it just before [`vectorize`] first
/// changed it, with whether opposite terms had been cancelled by then.
pub struct Unpacked {
    pub program: Program,
    pub cancelled: bool,
}

/// [`optimize`], also returning the program as it was when packing first
/// changed it (`None` when packing changed nothing). Packing runs only once
/// the other passes have settled, so that program is where
/// [`optimize_without_vectorizing`] of the original arrives too: the back
/// end's second try takes it instead of optimizing again.
pub fn optimize_keeping_unpacked(program: &mut Program) -> (bool, Option<Unpacked>) {
    let mut unpacked = None;
    let cancelled = optimize_with(program, Settings::FULL, Some(&mut unpacked));
    (cancelled, unpacked)
}

/// [`optimize`] without cancelling opposite terms: the program whose reads
/// cgc binds in the profiles that bind before cancelling
/// ([`crate::profile::Profile::binds_before_cancellation`]).
pub fn optimize_keeping_opposite_terms(program: &mut Program) {
    optimize_with(
        program,
        Settings {
            cancelling: false,
            ..Settings::FULL
        },
        None,
    );
}

/// [`optimize`] where a value a loop carries round its back edge stays
/// while the loop reads it, though nothing after the loop does: the program
/// whose reads cgc binds in a loop it keeps (tests/header/361 in vp30), as
/// its dead-code removal before binding leaves such values.
pub fn optimize_keeping_loop_carried(program: &mut Program) {
    optimize_with(
        program,
        Settings {
            keeping_loop_carried: true,
            ..Settings::FULL
        },
        None,
    );
}

/// Which passes [`optimize_with`] runs, and how.
#[derive(Clone, Copy)]
struct Settings {
    /// [`cancel`] runs.
    cancelling: bool,
    /// [`vectorize`] runs.
    vectorizing: bool,
    /// [`dce`] keeps what a loop carries round its back edge
    /// ([`dce::run_keeping_loop_carried`]).
    keeping_loop_carried: bool,
}

impl Settings {
    const FULL: Settings = Settings {
        cancelling: true,
        vectorizing: true,
        keeping_loop_carried: false,
    };
}

/// `unpacked`, when given, receives the program before the first change
/// [`vectorize`] makes (see [`optimize_keeping_unpacked`]).
fn optimize_with(
    program: &mut Program,
    settings: Settings,
    mut unpacked: Option<&mut Option<Unpacked>>,
) -> bool {
    let Settings {
        cancelling,
        vectorizing,
        keeping_loop_carried,
    } = settings;
    // The `debug(...)` arguments' registers name the program as lowered,
    // which the passes rewrite: the back end reads them before optimizing.
    program.debugged.clear();
    let mut cancelled = false;
    for _ in 0..MAX_ROUNDS {
        let mut changed = false;
        for (name, pass) in RELAXED_PASSES.into_iter().chain(PASSES) {
            if (name == "cancel" && !cancelling) || (name == "vectorize" && !vectorizing) {
                continue;
            }
            // Packing waits until the scalar passes have settled: packed
            // lanes hide from them the products they reassociate and fuse
            // (blur taps' `texel * K` products packed two by two lose the
            // one shared `MUL` reassociation makes of them).
            if (name == "merge" || name == "vectorize") && changed {
                continue;
            }
            let keeping = name == "vectorize" && unpacked.as_deref().is_some_and(|u| u.is_none());
            let before = keeping.then(|| program.clone());
            let pass: Pass = if name == "dce" && keeping_loop_carried {
                dce::run_keeping_loop_carried
            } else {
                pass
            };
            let pass_changed = crate::timing::time(name, || pass(program));
            if let (Some(before), Some(slot), true) =
                (before, unpacked.as_deref_mut(), pass_changed)
            {
                *slot = Some(Unpacked {
                    program: before,
                    cancelled,
                });
            }
            cancelled |= pass_changed && name == "cancel";
            changed |= pass_changed;
        }
        if !changed {
            break;
        }
    }
    crate::timing::time("coalesce", || coalesce::run(program));
    cancelled
}
