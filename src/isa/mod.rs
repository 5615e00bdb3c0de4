//! The instruction set at the ground: what the assembly opcodes compute,
//! written once.
//!
//! Two stages give the opcodes a meaning: the IR interpreter (whose values the
//! optimizer's constant folding writes into the program) and the VM (which
//! judges cgrs's programs and cgc's alike). When each wrote its own, they
//! disagreed where the specifications leave a result undefined, so a constant
//! folded by the compiler could differ from the same instruction run in the
//! judge. Both now call the functions of [`scalar`]; a case the
//! specifications leave undefined is decided there, once, with the sentence
//! that leaves it open.
//!
//! This module imports nothing of the crate, so every floor may read it.

pub mod scalar;

/// Which specification decides a case the opcodes' shared pseudo-code
/// leaves to the dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// ARB_vertex_program and ARB_fragment_program. The IR, which belongs to
    /// no dialect, folds by these rules.
    Arb,
    /// NV_vertex_program2 (and VP1.x), whose special-case lists define
    /// results the ARB specifications leave undefined.
    Nv,
}
