//! The program interface: what the front end tells the back end about each
//! parameter of the entry function, as plain data (no semantic-analysis types).
//!
//! The back end needs, per parameter, what cgc prints in its `#var` and
//! `#semantic` header lines: the Cg type name, the flattened name (`main.pos`,
//! `IN.uv`), the semantic as written, the argument number, and which IR item holds
//! its value. Whether it is used is decided by the back end after optimization.

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
                    ParameterKind::Uniform(_) | ParameterKind::Sampler(_)
                )
            })
            .map(|p| {
                let qualified = if p.argument >= 0 {
                    format!("{}.{}", self.entry, p.name)
                } else {
                    p.name.clone()
                };
                match &p.semantic {
                    Some(semantic) => format!("{qualified} : {semantic}"),
                    None => qualified,
                }
            })
            .collect()
    }
}
