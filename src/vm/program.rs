//! The parsed form of an assembly program, shared by the four dialects.
//!
//! Invariants established by the parser: every register index is in range for
//! the dialect; every branch target is an instruction index in
//! `0..=instructions.len()`; ARB parameter bindings are flattened into
//! `params` (one slot per vector), and named ARB attributes and results are
//! resolved to `inputs`/`outputs` slots, so execution never looks at names.

use super::header::Header;

pub use crate::isa::{Dialect, Opcode};

/// A condition-code rule of VP2 (section 2.14.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CcRule {
    Eq,
    Ne,
    Lt,
    Ge,
    Le,
    Gt,
    Tr,
    Fl,
}

/// A condition-code test: the rule applied to the swizzled condition code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CcTest {
    pub rule: CcRule,
    pub swizzle: [u8; 4],
}

/// Where a source operand reads from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SrcReg {
    Temp(u16),
    /// An input slot (`Program::inputs`).
    Input(u16),
    /// An ARB parameter slot (`Program::params`) or an NV `c[n]`.
    Param(u16),
    /// Relative addressing: `array_start + A<addr>.<comp> + offset`, valid
    /// only inside `array_start..array_start + array_len`.
    ParamRel {
        array_start: u16,
        array_len: u16,
        addr: u8,
        comp: u8,
        offset: i32,
    },
}

/// A source operand: register, swizzle, `|abs|` then negation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Src {
    pub reg: SrcReg,
    pub swizzle: [u8; 4],
    pub negate: bool,
    pub abs: bool,
}

/// One component of an ARB extended swizzle (SWZ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwzSel {
    Comp(u8),
    Zero,
    One,
}

/// Where a destination writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DstReg {
    Temp(u16),
    Output(u16),
    Address(u8),
    /// VP2's write-only `CC` register.
    CcOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dst {
    pub reg: DstReg,
    pub mask: u8,
    pub cc: Option<CcTest>,
}

/// Texture targets of ARB_fragment_program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexTarget {
    T1D,
    T2D,
    T3D,
    Cube,
    Rect,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub op: Opcode,
    /// `_SAT` (ARB fragment programs): clamp results to [0,1].
    pub saturate: bool,
    /// `C` suffix (VP2): update the condition code.
    pub set_cc: bool,
    pub dst: Option<Dst>,
    pub srcs: Vec<Src>,
    /// SWZ selectors and per-component negation.
    pub swz: [(SwzSel, bool); 4],
    pub tex: Option<(u8, TexTarget)>,
    /// A `SHADOW*` target (ARB_fragment_program_shadow): the lookup compares
    /// the `r` coordinate with the texel.
    pub shadow: bool,
    /// BRA/CAL target instruction index.
    pub target: usize,
    /// BRA/CAL/RET condition.
    pub cond: Option<CcTest>,
    /// 1-based source line, for error messages.
    pub line: u32,
}

/// What an ARB parameter slot holds.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamSource {
    Constant([f32; 4]),
    Local(u32),
    Env(u32),
    /// A `state.*` vector, by canonical name (see `state::canonical_name`),
    /// for matrices with `.row[r]` appended.
    State(String),
}

/// A parsed program.
#[derive(Clone, Debug)]
pub struct Program {
    pub dialect: Dialect,
    pub options: Vec<String>,
    pub instructions: Vec<Instruction>,
    /// Index of the first instruction executed (VP2 `main:` label).
    pub entry: usize,
    /// ARB parameter slots; empty for NV programs, which read `c[]`.
    pub params: Vec<ParamSource>,
    /// ARB `PARAM name[n]` arrays: (name, first slot, length).
    pub param_arrays: Vec<(String, u16, u16)>,
    /// Canonical input names, indexed by `SrcReg::Input`.
    pub inputs: Vec<String>,
    /// Canonical output names, indexed by `DstReg::Output`.
    pub outputs: Vec<String>,
    /// Number of temporaries (ARB: declared; NV: 12 or 16).
    pub num_temps: usize,
    /// The cgc comment header, when present.
    pub header: Header,
    /// The first slot of the parameter array the header's `c[N]` name (0
    /// in NV programs, ARB's `PARAM c[]`) and `Header::indexable_rows` of
    /// it; `None` where the header names no such row.
    pub indexable_rows: Option<(u16, Vec<bool>)>,
}

impl Program {
    /// Number of `c[]` registers of an NV program.
    pub fn nv_param_count(&self) -> usize {
        if self.dialect == Dialect::Vp20 {
            256
        } else {
            96
        }
    }

    pub fn has_option(&self, name: &str) -> bool {
        self.options.iter().any(|o| o == name)
    }

    /// Whether a relative read of row `index` of the parameter array that
    /// starts at `array_start` lands on a row the Cg source can index. A
    /// read of any other row (a literal, a scalar uniform) went past the
    /// end of a Cg array: Cg leaves it undefined, though the machine reads
    /// some register. A read between two arrays cannot be told from a
    /// legitimate one (`b[i - 1]` is based on the row before `b`). True
    /// where the header says nothing.
    pub fn indexes_cg_array(&self, array_start: u16, index: i32) -> bool {
        let Some((c_start, rows)) = &self.indexable_rows else {
            return true;
        };
        *c_start != array_start
            || usize::try_from(index)
                .ok()
                .and_then(|row| rows.get(row))
                .is_some_and(|&indexable| indexable)
    }

    /// Output slot by canonical name.
    pub fn output_index(&self, name: &str) -> Option<usize> {
        self.outputs.iter().position(|o| o == name)
    }

    /// Input slot by canonical name.
    pub fn input_index(&self, name: &str) -> Option<usize> {
        self.inputs.iter().position(|o| o == name)
    }
}
