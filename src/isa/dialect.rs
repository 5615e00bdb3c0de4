//! The assembly dialects, by their `!!` headers, and the specification
//! that decides what their shared pseudo-code leaves open.

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

    /// The dialect's bit in [`super::opcode::Info::dialects`].
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
