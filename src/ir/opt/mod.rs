//! The optimizer: small passes over [`Program`]. Those in [`PASSES`] preserve the
//! interpreter's outputs exactly; those in [`RELAXED_PASSES`] (zero identities
//! and reassociation, as cgc applies them) preserve them within rounding on runs
//! that compute only finite values. `tests/suite/ir_opt.rs` runs random programs
//! before and after every pass and checks each contract.
//!
//! Each pass returns whether it changed anything; [`optimize`] runs them to a
//! fixed point (with a cap, since nothing guarantees convergence in general).
//! Passes that look at def-use chains work inside one block and treat block
//! boundaries as barriers; dead-code elimination uses global liveness.
//!
//! Every pass's cost grows at most like n log n in the program's size (or its
//! work is bounded, as its documentation says): `examples/bench_scaling.rs`
//! measures it, and `--time-passes` times each pass under [`crate::timing`].

pub mod cancel;
pub mod copyprop;
pub mod cse;
pub mod dce;
pub mod equality;
pub mod fold;
pub mod forward;
pub mod mad;
pub mod merge;
pub mod reassociate;
pub mod sink;
pub mod zero;

use super::Program;

/// One optimizer pass.
pub type Pass = fn(&mut Program) -> bool;

/// Every pass, by name, in the order [`optimize`] runs them.
pub const PASSES: [(&str, Pass); 7] = [
    ("fold", fold::run),
    ("copyprop", copyprop::run),
    ("cse", cse::run),
    ("mad", mad::run),
    ("forward", forward::run),
    ("merge", merge::run),
    ("dce", dce::run),
];

/// Passes that preserve, within rounding, every run in which the original
/// program computes only finite values, but not runs with infinities or NaN:
/// identities the ARB specifications state and cgc applies (`0 * x = 0`),
/// reassociated products, cancelled opposite terms and equality tests as
/// differences.
pub const RELAXED_PASSES: [(&str, Pass); 4] = [
    ("zero", zero::run),
    ("cancel", cancel::run),
    ("reassociate", reassociate::run),
    ("equality", equality::run),
];

const MAX_ROUNDS: usize = 16;

/// Run every pass until none changes the program.
pub fn optimize(program: &mut Program) {
    for _ in 0..MAX_ROUNDS {
        let mut changed = false;
        for (name, pass) in RELAXED_PASSES.into_iter().chain(PASSES) {
            changed |= crate::timing::time(name, || pass(program));
        }
        if !changed {
            return;
        }
    }
}

use super::{Inst, Operand, Source, VReg, WriteMask};

/// The temporary `inst` writes and the components, if it writes one.
fn temp_write(inst: &Inst) -> Option<(VReg, WriteMask)> {
    let dest = inst.dest?;
    Some((dest.temp_reg()?, dest.mask))
}

/// True when `inst` changes what `operand` reads: it writes a temporary the
/// operand reads (conservatively: any component), or it is an `ARL` and the
/// operand is addressed relative to `A0`.
fn clobbers(inst: &Inst, operand: &Operand) -> bool {
    if inst.op == super::Opcode::Arl {
        return matches!(operand.source, Source::UniformRelative(..));
    }
    match (temp_write(inst), operand.source) {
        (Some((written, _)), Source::Temp(read)) => written == read,
        _ => false,
    }
}

/// True when `inst` writes any of `reg`'s components in `mask`.
fn writes(inst: &Inst, reg: VReg, mask: WriteMask) -> bool {
    temp_write(inst).is_some_and(|(written, m)| written == reg && !m.intersect(mask).is_empty())
}
