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

mod mask;
pub mod opcode;
pub mod scalar;
pub mod vector;

pub use mask::WriteMask;
pub use opcode::{Class, Opcode, Shape};

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

/// An assembly dialect, from its `!!` header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    ArbVp10,
    ArbFp10,
    Vp10,
    Vp11,
    Vp20,
}

impl Dialect {
    pub const ALL: [Dialect; 5] = [
        Dialect::ArbVp10,
        Dialect::ArbFp10,
        Dialect::Vp10,
        Dialect::Vp11,
        Dialect::Vp20,
    ];

    /// The dialect's bit in [`opcode::Info::dialects`].
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    pub fn is_nv(self) -> bool {
        matches!(self, Dialect::Vp10 | Dialect::Vp11 | Dialect::Vp20)
    }

    /// The specification that decides the cases the dialects' shared
    /// pseudo-code leaves open.
    pub fn rules(self) -> Rules {
        if self.is_nv() {
            Rules::Nv
        } else {
            Rules::Arb
        }
    }

    pub fn is_fragment(self) -> bool {
        self == Dialect::ArbFp10
    }

    pub fn header(self) -> &'static str {
        match self {
            Dialect::ArbVp10 => "!!ARBvp1.0",
            Dialect::ArbFp10 => "!!ARBfp1.0",
            Dialect::Vp10 => "!!VP1.0",
            Dialect::Vp11 => "!!VP1.1",
            Dialect::Vp20 => "!!VP2.0",
        }
    }

    /// The dialect whose header is `header` exactly.
    pub fn from_header(header: &str) -> Option<Dialect> {
        Dialect::ALL.into_iter().find(|d| d.header() == header)
    }
}
