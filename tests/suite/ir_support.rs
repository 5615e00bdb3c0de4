//! Interface parameters and IR programs written by hand for the back-end
//! and reflection suites.

use cgrs::interface::{InputId, OutputId, Parameter, ParameterKind, SamplerId, UniformId};
use cgrs::ir::text::parse;
use cgrs::ir::Program;

/// A varying input parameter: `in<id>` of the program.
pub fn input(type_name: &str, name: &str, semantic: &str, id: u32, argument: i32) -> Parameter {
    let kind = ParameterKind::Input(InputId(id));
    parameter(type_name, name, Some(semantic), kind, argument)
}

/// A uniform parameter without a semantic: `u<id>` of the program.
pub fn uniform(type_name: &str, name: &str, id: u32, argument: i32) -> Parameter {
    parameter(
        type_name,
        name,
        None,
        ParameterKind::Uniform(UniformId(id)),
        argument,
    )
}

/// A sampler parameter: `s<id>` of the program.
pub fn sampler(type_name: &str, name: &str, id: u32, argument: i32) -> Parameter {
    parameter(
        type_name,
        name,
        None,
        ParameterKind::Sampler(SamplerId(id)),
        argument,
    )
}

/// An output parameter (or the return value, argument -1): `out<id>`.
pub fn output(type_name: &str, name: &str, semantic: &str, id: u32, argument: i32) -> Parameter {
    let kind = ParameterKind::Output(OutputId(id));
    parameter(type_name, name, Some(semantic), kind, argument)
}

/// A program written as IR text (`cgrs::ir::text`), as the front end lowers
/// the shader.
pub fn program_from(text: &str) -> Program {
    parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

pub fn parameter(
    type_name: &str,
    name: &str,
    semantic: Option<&str>,
    kind: ParameterKind,
    argument: i32,
) -> Parameter {
    Parameter {
        type_name: type_name.to_string(),
        name: name.to_string(),
        semantic: semantic.map(str::to_string),
        interpolation: None,
        kind,
        argument,
        register: None,
        written_register: None,
        default: None,
        default_text: None,
        shared: false,
        register_kept: false,
        inout_output: None,
        column_major: false,
        glsl: None,
        glsl_name: None,
        span: None,
        semantic_derived: false,
        binds_without_semantic: false,
    }
}
