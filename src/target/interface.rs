//! The program interface: what the front end tells the back end about each
//! parameter of the entry function, as plain data (no semantic-analysis types).
//!
//! The back end needs, per parameter, what cgc prints in its `#var` and
//! `#semantic` header lines: the Cg type name, the flattened name (`main.pos`,
//! `IN.uv`), the semantic as written, the argument number, and which IR item holds
//! its value. Whether it is used is decided by the back end after optimization.
//!
//! It is shaped to be filled from `sema::binding::Binding`: one [`Parameter`] per
//! entry, in the same (cgc's `#var`) order; `Root::Param(i)` gives `argument = i`,
//! the return value and globals `-1`; `Kind::Uniform { register }` goes through
//! [`register_index`]; the [`ParameterKind`] names the IR item lowering created
//! for the leaf.

use crate::ir::{InputId, OutputId, SamplerId, UniformId};

/// Which IR item a parameter's value lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParameterKind {
    /// A varying input (`$vin`).
    Input(InputId),
    /// A varying output (`$vout`).
    Output(OutputId),
    /// A uniform occupying `rows` float4 slots (its IR [`crate::ir::Uniform`]).
    Uniform(UniformId),
    /// One element of a uniform array, which cgc lists on its own `#var` line
    /// (`bones[3]`): row `.1` of the IR uniform.
    UniformElement(UniformId, u32),
    /// A sampler bound to a texture unit.
    Sampler(SamplerId),
}

/// One leaf of the entry function's interface, after struct flattening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Cg type as cgc prints it: `float4`, `float4x4`, `sampler2D`.
    pub type_name: String,
    /// Flattened name as cgc prints it: `p`, `main.pos`, `IN.uv`, `light.color`.
    pub name: String,
    /// The semantic as written in the source (`TEXCOORD0`, `COLOR`), if any.
    pub semantic: Option<String>,
    pub kind: ParameterKind,
    /// Position in the entry function's parameter list; `-1` for the return value
    /// (and global uniforms, as cgc prints them).
    pub argument: i32,
    /// An explicit binding from the source: the parameter slot of a uniform
    /// (`: C5`, `: register(c5)`) or the texture unit of a sampler (`: TEXUNIT3`).
    pub register: Option<u32>,
}

/// The index in an explicit register binding as the front end records it
/// (`C5` → 5, `TEXUNIT3` → 3, case-insensitive), for [`Parameter::register`].
pub fn register_index(register: &str) -> Option<u32> {
    let upper = register.trim().to_ascii_uppercase();
    let digits = upper
        .strip_prefix("TEXUNIT")
        .or_else(|| upper.strip_prefix('C'))?;
    digits.parse().ok()
}

/// Everything about the entry function the emitter prints in the header.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ProgramInterface {
    /// `#program` line: the entry function's name.
    pub entry: String,
    /// In cgc's `#var` order: parameters in declaration order, then outputs.
    pub parameters: Vec<Parameter>,
}

impl ProgramInterface {
    /// Names printed on `#semantic` lines: uniforms and samplers, qualified by the
    /// entry function when they are its parameters (`main.mvp`).
    pub fn semantic_lines(&self) -> Vec<String> {
        self.parameters
            .iter()
            .filter(|p| {
                matches!(
                    p.kind,
                    ParameterKind::Uniform(_)
                        | ParameterKind::Sampler(_)
                        | ParameterKind::UniformElement(_, 0)
                )
            })
            .map(|p| {
                // An array is named once, without its element index (`main.bones`).
                let name = p.name.split('[').next().unwrap_or(&p.name);
                let qualified = if p.argument >= 0 {
                    format!("{}.{name}", self.entry)
                } else {
                    name.to_string()
                };
                match &p.semantic {
                    Some(semantic) => format!("{qualified} : {semantic}"),
                    None => qualified,
                }
            })
            .collect()
    }
}
