//! What the back end bound where: one record per interface parameter, the data
//! behind each `#var` header line.
//!
//! Like naga's `ReflectionInfo`, this is returned by [`crate::target::compile`]
//! (in [`crate::target::CompiledProgram::parameters`]) and printed two ways: as
//! cgc's `#var` lines by the emitter ([`ParameterBinding::var_line`]) and as JSON
//! by `crate::reflect`. Neither printer decides anything: which register a
//! parameter has and whether the program references it is decided here, once.

use crate::ir::{Program, TextureTarget};
use crate::target::emit::Layout;
use crate::target::interface::{Parameter, ParameterKind, ProgramInterface};
use crate::target::profile::Profile;

/// Where a parameter lives in the compiled program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resource {
    /// `rows` consecutive slots of the parameter array from `slot` on
    /// (`c[slot]`; `program.local[slot]` in ARB programs).
    Parameter { slot: u32, rows: u32 },
    /// A texture unit, sampled as `target`.
    TextureUnit { unit: u32, target: TextureTarget },
    /// A varying register from the profile's semantic table: `resource` is the
    /// name cgc prints in `#var` lines (`ATTR2`, `TEX0`, `HPOS`), `register` the
    /// spelling in the code (`vertex.normal`, `v[2]`, `o[HPOS]`).
    Varying { resource: String, register: String },
}

impl Resource {
    /// The RESOURCE field of a `#var` line: `c[3]`, `c[1], 4`, `texunit 0`, `ATTR2`.
    pub fn header_text(&self, profile: &Profile) -> String {
        match self {
            Resource::Parameter { slot, rows } if *rows > 1 => {
                format!("{}[{slot}], {rows}", profile.syntax.parameter_array)
            }
            Resource::Parameter { slot, .. } => {
                format!("{}[{slot}]", profile.syntax.parameter_array)
            }
            Resource::TextureUnit { unit, .. } => format!("texunit {unit}"),
            Resource::Varying { resource, .. } => resource.clone(),
        }
    }

    /// The register an application loads or reads: `program.local[3]` (ARB),
    /// `c[3]` (NV), `texture[0]`, `vertex.normal`, `o[HPOS]`.
    pub fn register(&self, profile: &Profile) -> String {
        match self {
            Resource::Parameter { slot, .. } => match &profile.syntax.uniform_binding {
                Some(pattern) => pattern.replace("{}", &slot.to_string()),
                None => format!("{}[{slot}]", profile.syntax.parameter_array),
            },
            Resource::TextureUnit { unit, .. } => profile
                .syntax
                .texture_unit
                .as_deref()
                .unwrap_or("texture[{}]")
                .replace("{}", &unit.to_string()),
            Resource::Varying { register, .. } => register.clone(),
        }
    }
}

/// One leaf of the program interface and what the back end made of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ParameterBinding {
    /// The leaf as the front end described it.
    pub parameter: Parameter,
    /// The SEMANTIC field of the `#var` line: `$vin.POSITION`, `$vout.COLOR`,
    /// a uniform's register semantic (`C5`), or empty.
    pub header_semantic: String,
    /// The resource, or `None` when the program does not need the leaf bound.
    pub resource: Option<Resource>,
    /// Whether the final code reads (inputs, uniforms) or writes (outputs) it.
    pub referenced: bool,
}

impl ParameterBinding {
    /// The `#var` header line, exactly as cgc spaces it.
    pub fn var_line(&self, profile: &Profile) -> String {
        format!(
            "#var {} {} : {} : {} : {} : {}",
            self.parameter.type_name,
            self.parameter.name,
            self.header_semantic,
            self.resource
                .as_ref()
                .map(|r| r.header_text(profile))
                .unwrap_or_default(),
            self.parameter.argument,
            u8::from(self.referenced)
        )
    }
}

/// Bind every parameter of `interface` from the allocated `program`'s `layout`.
pub fn bind_parameters(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    layout: &Layout,
) -> Vec<ParameterBinding> {
    interface
        .parameters
        .iter()
        .map(|p| {
            let semantic = p.semantic.clone().unwrap_or_default();
            let varying = |binding: Option<&crate::target::profile::Binding>| {
                binding.map(|b| Resource::Varying {
                    resource: b.resource.clone(),
                    register: b.register.clone(),
                })
            };
            let (header_semantic, resource, referenced) = match p.kind {
                ParameterKind::Input(id) => {
                    let used = layout
                        .inputs_used
                        .get(id.0 as usize)
                        .copied()
                        .unwrap_or(false);
                    // The register comes from the IR input's semantic (`TEXCOORD`
                    // as written binds `TEXCOORD0`).
                    let register_semantic = program
                        .inputs
                        .get(id.0 as usize)
                        .map_or(semantic.as_str(), |input| input.semantic.as_str());
                    let resource = varying(profile.find_input(register_semantic));
                    (format!("$vin.{semantic}"), resource.filter(|_| used), used)
                }
                ParameterKind::Output(id) => {
                    let register_semantic = program
                        .outputs
                        .get(id.0 as usize)
                        .map_or(semantic.as_str(), |output| output.semantic.as_str());
                    let resource = varying(profile.find_output(register_semantic));
                    let written = layout
                        .outputs_written
                        .get(id.0 as usize)
                        .copied()
                        .unwrap_or(false);
                    (format!("$vout.{semantic}"), resource, written)
                }
                ParameterKind::Uniform(id) => {
                    let rows = program
                        .uniforms
                        .get(id.0 as usize)
                        .map_or(1, |uniform| uniform.rows);
                    let slot = layout.uniform_slots.get(id.0 as usize).copied().flatten();
                    let resource = slot.map(|slot| Resource::Parameter { slot, rows });
                    let referenced = resource.is_some();
                    (semantic, resource, referenced)
                }
                ParameterKind::UniformElement(id, row) => {
                    let slot = layout.uniform_slots.get(id.0 as usize).copied().flatten();
                    // A matrix element spans its rows: `c[1], 4` as cgc prints it.
                    let rows = crate::target::emit::matrix_rows(&p.type_name).unwrap_or(1);
                    let resource = slot.map(|slot| Resource::Parameter {
                        slot: slot + row,
                        rows,
                    });
                    let referenced = resource.is_some();
                    (semantic, resource, referenced)
                }
                ParameterKind::Sampler(id) => {
                    let unit = layout.texture_units.get(id.0 as usize).copied().flatten();
                    let target = program
                        .samplers
                        .get(id.0 as usize)
                        .map_or(TextureTarget::Tex2D, |sampler| sampler.target);
                    let resource = unit.map(|unit| Resource::TextureUnit { unit, target });
                    let referenced = resource.is_some();
                    (semantic, resource, referenced)
                }
            };
            ParameterBinding {
                parameter: p.clone(),
                header_semantic,
                resource,
                referenced,
            }
        })
        .collect()
}
