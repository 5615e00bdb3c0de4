//! The instruction set at the ground: the opcodes and what they compute,
//! written once.
//!
//! - [`opcode`]: every opcode of the IR and of the four assembly dialects,
//!   one row each ([`Opcode::info`]): its mnemonic, the shape of its
//!   operands, how its result's components come from them (which decides
//!   where a scalar result is replicated), and which dialects and whether
//!   the IR have it. The IR, the emitters, the VM's reader and the
//!   profiles' `"opcodes"` lists (checked when a profile loads) read it.
//! - [`Dialect`]: the four assembly dialects, by their `!!` headers, and
//!   [`Rules`], the specification that decides what their shared
//!   pseudo-code leaves open.
//! - [`vector`] and [`scalar`]: the float value of every opcode that
//!   computes one. Two stages give the opcodes a meaning: the IR
//!   interpreter (whose values the optimizer's constant folding writes into
//!   the program) and the VM (which judges cgrs's programs and cgc's
//!   alike). When each wrote its own, they disagreed where the
//!   specifications leave a result undefined, so a constant folded by the
//!   compiler could differ from the same instruction run in the judge. Both
//!   now call [`vector::evaluate`]; a case the specifications leave
//!   undefined is decided in [`scalar`], once, with the sentence that
//!   leaves it open.
//! - [`WriteMask`]: sets of the four components.
//!
//! This module imports nothing of the crate, so every floor may read it.

mod dialect;
mod mask;
pub mod opcode;
pub mod scalar;
pub mod vector;

pub use dialect::{Dialect, Rules};
pub use mask::WriteMask;
pub use opcode::{Class, Opcode, Shape};
