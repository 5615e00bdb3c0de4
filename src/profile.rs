//! Profiles as data: `profiles/*.json` (schema in `profiles/schema.json`),
//! embedded with `include_str!` so the binary is self-contained.
//! The descriptions borrow their strings from that embedded text (`&'static
//! str`): parsing them then allocates nothing per name, and parsing is part of
//! every whole-process compile.
//!
//! Nothing profile-specific lives in Rust code that the JSON can say: opcodes,
//! limits, `-po` options and their defaults, register spellings and the
//! semantic → register tables all come from here.

use crate::diag::Diagnostic;
use crate::ir::{Opcode, Stage};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

const SOURCES: [(&str, &str); 4] = [
    ("arbvp1", include_str!("../profiles/arbvp1.json")),
    ("arbfp1", include_str!("../profiles/arbfp1.json")),
    ("vp20", include_str!("../profiles/vp20.json")),
    ("vp30", include_str!("../profiles/vp30.json")),
];

/// Names of every built-in profile.
pub fn profile_names() -> impl Iterator<Item = &'static str> {
    SOURCES.iter().map(|(name, _)| *name)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dialect {
    Arb,
    Nv,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StageName {
    Vertex,
    Fragment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct OptionSpec {
    pub default: u32,
    #[serde(default)]
    pub minimum: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    #[serde(default)]
    pub attributes: u32,
    #[serde(default)]
    pub parameters: u32,
    #[serde(default)]
    pub address_registers: u32,
    #[serde(default)]
    pub temporaries: Option<u32>,
    #[serde(default)]
    pub instructions: Option<u32>,
    #[serde(default)]
    pub max_distinct_attributes_per_instruction: Option<u32>,
    #[serde(default)]
    pub max_distinct_parameters_per_instruction: Option<u32>,
}

/// What `-po PosInv` does in a vertex profile.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionInvariant {
    /// Printed as `OPTION <option>;` right after the header line.
    pub option: &'static str,
    /// `#var` resource of the output the fixed-function pipeline then computes.
    pub output: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Syntax {
    pub temp_register: &'static str,
    pub parameter_array: &'static str,
    #[serde(default)]
    pub uniform_binding: Option<&'static str>,
    #[serde(default)]
    pub texture_unit: Option<&'static str>,
    pub opcode_column: usize,
    pub declares_registers: bool,
    pub constants_in_header: bool,
    pub block_labels: bool,
    /// The first parameter slot automatic uniform binding uses (cgc leaves
    /// arbvp1's `c[0]` to explicit bindings and literals).
    #[serde(default)]
    pub first_uniform_slot: u32,
}

/// One row of a semantic → register table.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Binding {
    pub semantics: Vec<&'static str>,
    /// The register as the assembly spells it: `vertex.normal`, `o[HPOS]`.
    pub register: &'static str,
    /// The third field of cgc's `#var` line: `NORMAL`, `ATTR2`, `TEX0`.
    pub resource: &'static str,
    /// A write mask the register always takes (`result.depth` is written as `.z`).
    #[serde(default)]
    pub mask: Option<&'static str>,
    /// An `OPTION` line a program using this register needs.
    #[serde(default)]
    pub option: Option<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    #[serde(rename = "$schema", default)]
    pub schema: Option<&'static str>,
    pub name: &'static str,
    pub stage: StageName,
    pub header: &'static str,
    pub dialect: Dialect,
    pub opcodes: Vec<&'static str>,
    pub branches: bool,
    /// Operands may take `|x|` (otherwise selection inserts `ABS`).
    pub operand_abs: bool,
    /// Instructions take the `_SAT` suffix (otherwise selection clamps with `MAX`/`MIN`).
    pub saturate: bool,
    /// The `-po` options, by cgc's names. After [`Profile::set_option`] the
    /// `default` field holds the value in force.
    pub options: BTreeMap<&'static str, OptionSpec>,
    pub limits: Limits,
    #[serde(default)]
    pub position_invariant: Option<PositionInvariant>,
    pub syntax: Syntax,
    pub inputs: Vec<Binding>,
    pub outputs: Vec<Binding>,
}

impl Profile {
    /// The built-in profile called `name` (`arbvp1`, `arbfp1`, `vp20`, `vp30`).
    pub fn builtin(name: &str) -> Option<Profile> {
        Self::shared(name).cloned()
    }

    /// The built-in profile called `name`, parsed once per process: semantic
    /// checks and the back end all consult it, and parsing the JSON is a
    /// measurable part of a whole-process compile.
    pub fn shared(name: &str) -> Option<&'static Profile> {
        static PARSED: [OnceLock<Option<Profile>>; SOURCES.len()] =
            [const { OnceLock::new() }; SOURCES.len()];
        let index = SOURCES.iter().position(|(n, _)| *n == name)?;
        PARSED[index]
            .get_or_init(|| {
                // The JSON ships inside the binary and a test loads every file, so
                // a parse failure here is a build defect rather than a user error.
                serde_json::from_str(SOURCES[index].1).ok()
            })
            .as_ref()
    }

    pub fn stage(&self) -> Stage {
        match self.stage {
            StageName::Vertex => Stage::Vertex,
            StageName::Fragment => Stage::Fragment,
        }
    }

    pub fn has_opcode(&self, op: Opcode) -> bool {
        self.opcodes.iter().any(|name| *name == op.mnemonic())
    }

    /// `CMP` is printed as condition-code-masked moves (the NV dialect where
    /// it branches, VP2.0): the side not chosen is never computed into the
    /// result, so an infinity there cannot turn it into NaN.
    pub fn selects_with_condition_codes(&self) -> bool {
        self.dialect == Dialect::Nv && self.branches
    }

    /// The value of `-po` option `name` in force, if the profile has that option.
    pub fn option(&self, name: &str) -> Option<u32> {
        self.options.get(name).map(|spec| spec.default)
    }

    /// Apply `-po name=value` as cgc does: unknown options are ignored with
    /// warning C6504, too-small values clamped with warning C6502.
    pub fn set_option(&mut self, name: &str, value: u32) -> Option<Diagnostic> {
        let Some(spec) = self.options.get_mut(name) else {
            return Some(Diagnostic::warning(
                6504,
                None,
                format!("Unknown profile option '{name}' ignored"),
            ));
        };
        match spec.minimum {
            Some(minimum) if value < minimum => {
                spec.default = minimum;
                Some(Diagnostic::warning(
                    6502,
                    None,
                    format!(
                        "Profile option '{name}' value ({value}) too small; clamped to {minimum}"
                    ),
                ))
            }
            _ => {
                spec.default = value;
                None
            }
        }
    }

    /// Temporaries available: `NumTemps`, else the fixed register file size.
    pub fn max_temporaries(&self) -> Option<u32> {
        self.option("NumTemps").or(self.limits.temporaries)
    }

    /// Instructions allowed: `MaxInstructions` or `NumInstructionSlots`, else the fixed limit.
    pub fn max_instructions(&self) -> Option<u32> {
        self.option("MaxInstructions")
            .or_else(|| self.option("NumInstructionSlots"))
            .or(self.limits.instructions)
    }

    /// Parameter slots available for uniforms and constants.
    pub fn max_parameters(&self) -> u32 {
        self.option("MaxLocalParams")
            .unwrap_or(self.limits.parameters)
    }

    /// The position-invariance rule in force (`-po PosInv` given and supported).
    pub fn active_position_invariance(&self) -> Option<&PositionInvariant> {
        let enabled = self.option("PosInv").is_some_and(|value| value != 0);
        self.position_invariant.as_ref().filter(|_| enabled)
    }

    pub fn find_input(&self, semantic: &str) -> Option<&Binding> {
        find_binding(&self.inputs, semantic)
    }

    pub fn find_output(&self, semantic: &str) -> Option<&Binding> {
        find_binding(&self.outputs, semantic)
    }
}

/// Semantics match case-insensitively, as in cgc (the tables spell them in
/// upper case); compared in place, since emission looks up every register.
fn find_binding<'a>(table: &'a [Binding], semantic: &str) -> Option<&'a Binding> {
    table
        .iter()
        .find(|b| b.semantics.iter().any(|s| s.eq_ignore_ascii_case(semantic)))
}
