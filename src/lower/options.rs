//! What the target and the command line ask of the lowering: the profile's
//! capabilities, `-unroll` / `-ifcvt`, and `#pragma pack_matrix`.

use crate::ir::Stage;

/// What the target can do that changes how constructs are lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capabilities {
    pub stage: Stage,
    /// `CMP` exists (fragment programs): selects use it.
    pub has_cmp: bool,
    pub has_sin_cos: bool,
    pub has_xpd: bool,
    pub has_pow: bool,
    pub has_exp_log: bool,
    /// `FRC`/`FLR` exist (vp20 has neither: `EXP`'s `y` is the fraction).
    pub has_frc_flr: bool,
    /// `SSG` exists (VP2.0): `sign` is one instruction.
    pub has_ssg: bool,
    /// `ARL` exists (vertex profiles, GLSL): a uniform array indexed at run
    /// time is read through the address register (relative addressing).
    pub relative_addressing: bool,
    /// `SEQ`/`SNE` exist (VP2.0): `x != x` is one instruction.
    pub has_seq_sne: bool,
    /// The integer bit operations exist (`AND`, `OR`, `XOR`, `NOT`, `SHL`,
    /// `SHR`: the desktop GLSL profiles): `&`, `<<`, ... on run-time values.
    pub has_integer_bits: bool,
    /// Instructions take `_SAT`.
    pub has_saturate: bool,
    /// The profile branches (vp30): loops with run-time trip counts stay loops.
    pub branches: bool,
    /// A loop being unrolled stays unrolled past a `break` or `return` taken
    /// at run time: variables keep a running value (what they hold on the
    /// path where no exit was taken), so the counter stays a constant.
    /// Always so where the profile cannot branch.
    pub unroll_past_exits: bool,
    /// `-unroll`: where the profile branches, unroll a loop or keep it.
    pub unroll: Flatten,
    /// `-ifcvt`: where the profile branches, if-convert an `if` or branch.
    pub ifcvt: Flatten,
    /// The most IR instructions lowering may build before optimization
    /// ([`super::lowering_budget`] of the profile's instruction limit).
    pub max_lowered_instructions: usize,
    /// What cgc calls the position output a vertex program must write
    /// (C6014): the semantic in ARB programs, the register (`HPOS`) in NV
    /// programs; `None` under `-po PosInv`, where the fixed-function
    /// pipeline computes the position and cgc 3.1 takes a program that does
    /// not write it (tests/header/234), and in the GLSL profiles.
    pub position_output: Option<&'static str>,
    /// A GLSL profile: lowering names the uniforms as GLSL declares them
    /// ([`crate::interface::GlslPlace`]).
    pub glsl: Option<GlslNaming>,
}

/// How a GLSL profile names its uniforms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GlslNaming {
    /// GLSL ES: cgc copies only the uniform and struct-typed parameters of
    /// the entry (docs/glsl-cgc.md §4).
    pub es: bool,
}

/// What `-unroll` / `-ifcvt` ask of a construct that a branching profile can
/// lower either straight (unrolled, if-converted) or with branches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Flatten {
    /// Whichever lowering is shorter (cgc's default).
    #[default]
    Cheaper,
    /// `all`: straight whenever it can be.
    Always,
    /// `none`: branches whenever they can be used.
    Never,
    /// `count=N`: straight when that takes fewer than N instructions.
    Below(u32),
}

impl Flatten {
    /// Whether to keep the straight lowering of `straight_size` instructions
    /// over a branching one of `branched_size`.
    pub(super) fn prefers_straight(self, straight_size: usize, branched_size: usize) -> bool {
        match self {
            Flatten::Cheaper => straight_size <= branched_size,
            Flatten::Always => true,
            Flatten::Never => false,
            Flatten::Below(count) => straight_size < count as usize,
        }
    }
}
