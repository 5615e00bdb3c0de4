//! Reflection: a description of a compiled program for engines and tools, as
//! data ([`Reflection`]) and as JSON ([`Reflection::to_json`], the output of
//! `cgrs --reflect=json`; schema in `docs/reflection.schema.json`).
//!
//! Invariants:
//! - Nothing here decides a binding. Every parameter's resource and reference
//!   flag is copied from [`ParameterBinding`], the structure the back end also
//!   prints as `#var` lines, so the JSON and the header cannot disagree.
//! - Field names say what a value is, the same in every profile: a uniform's
//!   `resource.register` is `program.local[3]` in ARB programs and `c[3]` in NV
//!   ones, never a profile-specific shape.
//! - This module sits on the top floor beside the command line: it reads the
//!   back end's result and the profile, and is read by no stage.

mod annotation;
pub mod declarations;
pub mod tree;

use crate::back::reflection::{ParameterBinding, Resource};
use crate::back::CompiledProgram;
use crate::diag::{Diagnostic, Severity};
use crate::interface::ParameterKind;
use crate::ir;
use crate::profile::{Dialect, Profile, Stage};
use crate::span::SourceMap;
use serde::{Deserialize, Serialize};

pub use annotation::{Annotation, AnnotationValue};
pub use tree::Node;

/// The value of the document's `"schema"` field. The number changes when a
/// field changes meaning or disappears; adding fields keeps it.
pub const SCHEMA_VERSION: &str = "cgrs-reflection/1";

/// Everything `--reflect=json` prints about one compiled program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reflection {
    pub schema: String,
    pub program: ProgramInfo,
    pub resources: Resources,
    /// One entry per leaf, in the order and with the names of cgc's `#var`
    /// lines (structs to members, arrays to elements; a matrix is one leaf).
    pub parameters: Vec<Parameter>,
    /// The same leaves as a tree of the entry's parameters, globals and return
    /// value: structs with members, arrays with elements; with the
    /// `unlisted` leaves in their places.
    pub tree: Vec<Node>,
    /// The leaves cgc's header has no `#var` line for (a varying bound to a
    /// register its stage does not have: a fragment program's `POSITION`
    /// input), unbound and unreferenced, each with its place: the number of
    /// `parameters` before it. NVIDIA's runtime lists them.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub unlisted: Vec<UnlistedParameter>,
    /// Literal constants the compiler placed in the parameter array.
    pub constants: Vec<Constant>,
    /// Warnings of the compilation (a program with errors has no reflection).
    pub diagnostics: Vec<ReflectedDiagnostic>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProgramInfo {
    /// The source path as given on the command line, if the program has one.
    pub source_file: Option<String>,
    pub entry: String,
    pub profile: String,
    /// `vertex` or `fragment`.
    pub stage: String,
    /// `arb` or `nv`: which assembly family the text is written in.
    pub dialect: String,
    /// The program's first line: `!!ARBvp1.0`, `!!ARBfp1.0`, `!!VP1.1`, `!!VP2.0`.
    pub header: String,
    /// The entry function's annotations (`float4 main() : COLOR < ... >`).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub annotations: Vec<Annotation>,
}

/// A count and the profile's limit for it (`null`: the profile sets none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub used: u32,
    pub limit: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resources {
    /// Instructions (labels and `END` not counted, as cgc's footer counts).
    pub instructions: Figure,
    pub alu_instructions: Figure,
    /// Texture instructions (`TEX`, `TXP`, `TXB`, `KIL`).
    pub texture_instructions: Figure,
    pub temporaries: Figure,
    /// Slots of the parameter array: bound uniforms and literal constants.
    pub parameters: Figure,
    pub address_registers: Figure,
    /// ARB_fragment_program's texture indirections (1 for programs without
    /// dependent reads).
    pub texture_indirections: Figure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    In,
    Out,
    Inout,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variability {
    /// Set by the application once per draw (`uniform`, samplers, globals).
    Uniform,
    /// Per vertex or fragment (varying inputs and outputs).
    Varying,
    /// Fixed at compile time.
    Constant,
}

/// One leaf of the program interface (one `#var` line).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Parameter {
    /// Flattened name as in the `#var` line: `input.position`, `lights[2].color`,
    /// `main` for the return value.
    pub name: String,
    /// Cg type as the `#var` line prints it (varyings, uniforms bound to a
    /// register and matrix uniforms with registers are `float`-based there).
    #[serde(rename = "type")]
    pub type_name: String,
    /// Cg type as the source declares it (`half3`, `fixed4x4`).
    pub declared_type: String,
    /// A uniform matrix stored by columns (`column_major`, `#pragma
    /// pack_matrix(column_major)`): its registers hold the declared type's
    /// transpose, which `type_name` names.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub column_major: bool,
    pub direction: Direction,
    pub variability: Variability,
    /// The semantic as written in the source (`TEXCOORD0`, `COLOR`, `C5`).
    pub semantic: Option<String>,
    /// What the profile resolves a varying's semantic to (`TEX0`, `ATTR2`,
    /// `COL`), whether or not it is bound; `null` for uniforms and for
    /// semantics the profile does not know.
    pub resolved_semantic: Option<String>,
    /// The SEMANTIC field of the `#var` line: `$vin.POSITION`, `$vout.COLOR`, `C5`.
    pub header_semantic: String,
    /// Position in the entry's parameter list; -1 for globals and the return value.
    pub argument: i32,
    /// Where the program expects it; `null` when it is not bound.
    pub resource: Option<ResourceInfo>,
    /// Whether the final code reads (inputs, uniforms) or writes (outputs) it.
    pub referenced: bool,
    /// The default or initial value, row-major, when the source gives one.
    pub default: Option<Vec<f32>>,
    /// A `string` uniform's initial value, escapes decoded (`#default name
    /// = "tex.png"`), when the source gives one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub default_text: Option<String>,
    /// For the input leaf of an `inout` parameter (`direction` `inout`):
    /// its output side, which cgc's header does not list, as an `out` leaf:
    /// the output register, its semantic, whether the program writes it
    /// (an `inout` the program leaves unchanged may have no output).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub output: Option<Box<Parameter>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResourceKind {
    /// Slots of the parameter array (`program.local[N]` / `c[N]`).
    Parameter,
    /// Slots of the profile's spill array (`program.env[N]`, read as
    /// `env[N]`): a matrix past the parameter limit.
    Spilled,
    /// A texture unit.
    TextureUnit,
    /// A vertex attribute or fragment input register.
    Input,
    /// A result register.
    Output,
    /// OpenGL state (`: state.matrix.mvp`): slots of the parameter array that
    /// ARB programs declare as the state and NV programs read from `c[N]`,
    /// which the application loads with that state.
    State,
    /// cgc's `$kill` pseudo-output: the program discards fragments.
    Kill,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResourceInfo {
    pub kind: ResourceKind,
    /// The RESOURCE field of the `#var` line: `c[3]`, `c[1], 4`, `texunit 0`, `TEX0`.
    pub header: String,
    /// The register an application loads or reads, as the program spells it:
    /// `program.local[3]` (ARB) or `c[3]` (NV), `texture[0]`, `vertex.normal`,
    /// `v[2]`, `result.texcoord[0]`, `o[TEX0]`.
    pub register: String,
    /// Parameter slot or texture unit number.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub index: Option<u32>,
    /// Parameter slots taken (a matrix takes one per row).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rows: Option<u32>,
    /// The register of each row, for parameters and state: what the
    /// application loads (`program.local[3]`, `c[3]`), or in ARB programs the
    /// state row the program declares (`state.matrix.mvp.row[0]`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub row_registers: Option<Vec<String>>,
    /// How the program samples a texture unit: `1D`, `2D`, `3D`, `CUBE`, `RECT`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub texture_target: Option<String>,
}

/// A leaf without a `#var` line, and its place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnlistedParameter {
    /// How many `parameters` come before it in the interface's order.
    pub before: usize,
    pub parameter: Parameter,
}

/// A leaf of the interface: an entry of `parameters` or of `unlisted`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leaf {
    Listed(usize),
    Unlisted(usize),
}

/// The leaves in interface order: each unlisted one before the listed
/// parameter it precedes.
fn interface_order(listed: usize, unlisted: &[UnlistedParameter]) -> Vec<Leaf> {
    let mut order = Vec::with_capacity(listed + unlisted.len());
    for position in 0..=listed {
        order.extend(
            unlisted
                .iter()
                .enumerate()
                .filter(|(_, u)| u.before == position)
                .map(|(index, _)| Leaf::Unlisted(index)),
        );
        if position < listed {
            order.push(Leaf::Listed(position));
        }
    }
    order
}

/// Points each leaf of a tree built from the interface order at its entry:
/// `parameter` for a listed leaf, `unlisted` for the others.
fn point_leaves(nodes: &mut [Node], order: &[Leaf]) {
    for node in nodes {
        if let Some(position) = node.parameter {
            match order.get(position) {
                Some(Leaf::Listed(index)) => node.parameter = Some(*index),
                Some(Leaf::Unlisted(index)) => {
                    node.parameter = None;
                    node.unlisted = Some(*index);
                }
                None => {}
            }
        }
        point_leaves(&mut node.children, order);
    }
}

/// A literal vector the compiler placed in the parameter array.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Constant {
    /// Slot in the parameter array.
    pub index: u32,
    /// As the code reads it: `c[4]`.
    pub register: String,
    pub values: Vec<f32>,
    /// True when the application must load it (NV programs, which declare
    /// nothing: only cgc's `#const` comment records it); false when the
    /// program declares it itself (ARB `PARAM`).
    pub application_loads: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReflectedDiagnostic {
    /// `warning`, `note` or `error`.
    pub severity: String,
    /// cgc's code: `C6504`.
    pub code: String,
    pub message: String,
    pub location: Option<Location>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub file: String,
    /// 1-based.
    pub line: u32,
    /// 1-based.
    pub column: u32,
}

/// What the back end's result does not say about a program.
#[derive(Clone, Copy, Debug, Default)]
pub struct Context<'a> {
    /// The source path as given by the user.
    pub source_file: Option<&'a str>,
    /// The entry function's name.
    pub entry: &'a str,
    /// To give diagnostics file and line.
    pub sources: Option<&'a SourceMap>,
}

impl Reflection {
    /// Describe `compiled` (for the profile it records). `diagnostics` are the
    /// compilation's (only warnings and notes are kept).
    pub fn new(
        compiled: &CompiledProgram,
        diagnostics: &[Diagnostic],
        context: Context<'_>,
    ) -> Reflection {
        let profile = &compiled.profile;
        let parameters: Vec<Parameter> = compiled
            .parameters
            .iter()
            .map(|binding| parameter(binding, &compiled.allocated, profile))
            .collect();
        let unlisted: Vec<UnlistedParameter> = compiled
            .unlisted
            .iter()
            .map(|u| UnlistedParameter {
                before: u.before,
                parameter: parameter(&u.binding, &compiled.allocated, profile),
            })
            .collect();
        let order = interface_order(parameters.len(), &unlisted);
        let mut tree = tree::build(order.iter().map(|leaf| match *leaf {
            Leaf::Listed(index) => parameters[index].name.as_str(),
            Leaf::Unlisted(index) => unlisted[index].parameter.name.as_str(),
        }));
        point_leaves(&mut tree, &order);
        Reflection {
            schema: SCHEMA_VERSION.to_string(),
            program: ProgramInfo {
                source_file: context.source_file.map(str::to_string),
                entry: context.entry.to_string(),
                profile: profile.name.to_string(),
                stage: match profile.stage {
                    Stage::Vertex => "vertex",
                    Stage::Fragment => "fragment",
                }
                .to_string(),
                dialect: match profile.dialect {
                    Dialect::Arb => "arb",
                    Dialect::Nv => "nv",
                    Dialect::Glsl => "glsl",
                }
                .to_string(),
                header: profile.header.to_string(),
                annotations: Vec::new(),
            },
            resources: resources(compiled, profile),
            parameters,
            tree,
            unlisted,
            constants: constants(compiled, profile),
            diagnostics: diagnostics
                .iter()
                .filter(|d| d.severity != Severity::Error)
                .map(|d| reflected_diagnostic(d, context.sources))
                .collect(),
        }
    }

    /// The document as pretty-printed JSON, ending in a newline.
    /// Every leaf in the interface's order (`parameters` with the
    /// `unlisted` ones in their places), as NVIDIA's runtime numbers them.
    pub fn leaves(&self) -> Vec<(Leaf, &Parameter)> {
        interface_order(self.parameters.len(), &self.unlisted)
            .into_iter()
            .map(|leaf| match leaf {
                Leaf::Listed(index) => (leaf, &self.parameters[index]),
                Leaf::Unlisted(index) => (leaf, &self.unlisted[index].parameter),
            })
            .collect()
    }

    pub fn to_json(&self) -> String {
        // Serializing plain structs of strings and numbers cannot fail.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads a document written by [`Reflection::to_json`].
    pub fn from_json(text: &str) -> Result<Reflection, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// Set the direction the source declares (`inout`), keyed by the root
    /// name a parameter's flattened name starts with (`IN` for `IN.pos`) and
    /// its argument number (-1: a global), and the annotations. The back
    /// end's interface does not carry them; the driver, which holds the
    /// checked program, can.
    pub fn apply_declarations(&mut self, declared: &Declarations) {
        let declarations = declared.roots.as_slice();
        self.program.annotations = declared.annotations.clone();
        for parameter in &mut self.parameters {
            let root = tree::root_name(&parameter.name);
            let inout = declarations.iter().any(|d| {
                d.name == root
                    && d.argument == parameter.argument
                    && d.direction == Direction::Inout
            });
            if inout {
                parameter.direction = Direction::Inout;
            }
        }
        for root in &mut self.tree {
            name_struct_types(root, declarations);
            root.annotations = declarations
                .iter()
                .find(|d| d.name == root.path)
                .map(|d| d.annotations.clone())
                .unwrap_or_default();
            if root.kind != tree::NodeKind::Leaf {
                root.semantic = declarations
                    .iter()
                    .find(|d| d.name == root.path)
                    .and_then(|d| d.semantic.clone());
            }
        }
    }
}

/// Sets the `struct_type` of `node` and the struct nodes under it from the
/// declaration of the root the node belongs to.
fn name_struct_types(node: &mut Node, declarations: &[Declaration]) {
    if node.kind == tree::NodeKind::Struct {
        let root = tree::root_name(&node.path);
        node.struct_type = declarations
            .iter()
            .filter(|d| d.name == root)
            .flat_map(|d| &d.struct_types)
            .find(|(path, _)| *path == node.path)
            .map(|(_, name)| name.clone());
    }
    for child in &mut node.children {
        name_struct_types(child, declarations);
    }
}

/// What the source declares that the back end's interface does not carry:
/// about each root (parameter or global), and the entry's annotations.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Declarations {
    pub roots: Vec<Declaration>,
    pub annotations: Vec<Annotation>,
}

/// What the source declares about one root (parameter or global).
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    pub name: String,
    /// Position in the entry's parameter list; -1 for a global.
    pub argument: i32,
    pub direction: Direction,
    /// Every struct-typed place of the root (itself, members, array
    /// elements) with its struct's name: `("lights[0]", "Light")`.
    pub struct_types: Vec<(String, String)>,
    /// The semantic or register binding written on the root (`TEXCOORD1`,
    /// `C8`), if any.
    pub semantic: Option<String>,
    /// Its annotations with a constant value.
    pub annotations: Vec<Annotation>,
}

/// A struct or interface type the source defines outside function bodies
/// (libCg's `cgGetUserType`; [`declarations::user_types`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserType {
    pub name: String,
    /// The interface a struct implements (`struct S : I`).
    pub parent: Option<String>,
    pub interface: bool,
}

fn parameter(binding: &ParameterBinding, program: &ir::Program, profile: &Profile) -> Parameter {
    let source = &binding.parameter;
    // Varyings resolve through the IR item's semantic, as the back end binds
    // them (`TEXCOORD` as written binds `TEXCOORD0`).
    let (direction, variability, resolved) = match source.kind {
        ParameterKind::Input(id) => (
            Direction::In,
            Variability::Varying,
            program
                .inputs
                .get(id.0 as usize)
                .and_then(|input| profile.find_input(&input.semantic))
                .map(|b| b.resource.to_string()),
        ),
        ParameterKind::Output(id) => (
            Direction::Out,
            Variability::Varying,
            program
                .outputs
                .get(id.0 as usize)
                .and_then(|output| profile.find_output(&output.semantic))
                .map(|b| b.resource.to_string()),
        ),
        ParameterKind::Uniform(_)
        | ParameterKind::UniformElement(..)
        | ParameterKind::Sampler(_)
        | ParameterKind::Object => (Direction::In, Variability::Uniform, None),
        ParameterKind::Kill => (Direction::Out, Variability::Varying, None),
    };
    Parameter {
        name: source.name.clone(),
        type_name: binding.header_type.clone(),
        declared_type: match source.column_major {
            true => crate::interface::transposed_matrix(&source.type_name),
            false => source.type_name.clone(),
        },
        column_major: source.column_major,
        direction,
        variability,
        semantic: source.semantic.clone(),
        resolved_semantic: resolved,
        header_semantic: binding.header_semantic.clone(),
        argument: source.argument,
        resource: binding.resource.as_ref().map(|r| {
            let mut info = resource_info(r, binding.resource_text(profile), source.kind, profile);
            matrix_varying_rows(&mut info, r, source, program, profile);
            info
        }),
        referenced: binding.referenced,
        default: source.default.clone(),
        default_text: source.default_text.clone(),
        output: binding
            .output
            .as_deref()
            .map(|side| Box::new(parameter(side, program, profile))),
    }
}

/// A matrix varying spans a register per row ([`crate::interface::Parameter::varying_rows`]):
/// its resource lists the row count, and in the assembly profiles each
/// row's register (`vertex.texcoord[4]` to `vertex.texcoord[7]`), which an
/// application feeds or reads.
fn matrix_varying_rows(
    info: &mut ResourceInfo,
    resource: &Resource,
    source: &crate::interface::Parameter,
    program: &ir::Program,
    profile: &Profile,
) {
    if crate::interface::matrix_rows(&source.type_name).is_none() {
        return;
    }
    let rows = source.varying_rows();
    let registers: Option<Vec<String>> = (0..rows)
        .map(|row| match source.kind {
            ParameterKind::Input(id) => program
                .inputs
                .get((id.0 + row) as usize)
                .and_then(|input| profile.find_input(&input.semantic)),
            ParameterKind::Output(id) => program
                .outputs
                .get((id.0 + row) as usize)
                .and_then(|output| profile.find_output(&output.semantic)),
            _ => None,
        })
        .map(|binding| binding.map(|b| b.register.to_string()))
        .collect();
    match resource {
        Resource::Varying { .. } => {
            info.rows = Some(rows);
            info.row_registers = registers;
        }
        Resource::GlslVarying { .. } => info.rows = Some(rows),
        _ => {}
    }
}

fn resource_info(
    resource: &Resource,
    header: String,
    kind: ParameterKind,
    profile: &Profile,
) -> ResourceInfo {
    let mut info = ResourceInfo {
        kind: ResourceKind::Parameter,
        header,
        register: resource.register(profile),
        index: None,
        rows: None,
        row_registers: None,
        texture_target: None,
    };
    info.row_registers = resource.row_registers(profile);
    match resource {
        Resource::Parameter { slot, rows } => {
            info.index = Some(*slot);
            info.rows = Some(*rows);
        }
        Resource::Spilled { slot, rows } => {
            info.kind = ResourceKind::Spilled;
            info.index = Some(*slot);
            info.rows = Some(*rows);
        }
        Resource::State { slot, rows, .. } => {
            info.kind = ResourceKind::State;
            info.index = Some(*slot);
            info.rows = Some(*rows);
        }
        Resource::TextureUnit { unit, target } => {
            info.kind = ResourceKind::TextureUnit;
            info.index = Some(*unit);
            info.texture_target = Some(target.arb_name().to_string());
        }
        Resource::Varying { .. } => {
            info.kind = match kind {
                ParameterKind::Output(_) => ResourceKind::Output,
                _ => ResourceKind::Input,
            };
        }
        Resource::Kill => info.kind = ResourceKind::Kill,
        // Set by name: `register` is the GLSL name (of row 0), and each
        // row's is in `row_registers`.
        Resource::GlslUniform { rows, .. } => info.rows = Some(*rows),
        Resource::GlslSampler {
            runtime_unit,
            target,
            ..
        } => {
            info.kind = ResourceKind::TextureUnit;
            info.index = Some(*runtime_unit);
            info.texture_target = Some(target.arb_name().to_string());
        }
        Resource::GlslVarying { .. } => {
            info.kind = match kind {
                ParameterKind::Output(_) => ResourceKind::Output,
                _ => ResourceKind::Input,
            };
        }
    }
    info
}

fn resources(compiled: &CompiledProgram, profile: &Profile) -> Resources {
    let usage = &compiled.usage;
    let option = |name: &str| profile.option(name);
    Resources {
        instructions: Figure {
            used: usage.instructions,
            limit: profile.max_instructions(),
        },
        alu_instructions: Figure {
            used: usage.arithmetic_instructions,
            limit: option("NumMathInstructionSlots"),
        },
        texture_instructions: Figure {
            used: usage.texture_instructions,
            limit: option("NumTexInstructionSlots"),
        },
        temporaries: Figure {
            used: usage.temporaries,
            limit: profile.max_temporaries(),
        },
        parameters: Figure {
            used: usage.parameters,
            limit: Some(profile.max_parameters()),
        },
        address_registers: Figure {
            used: address_registers(compiled),
            limit: Some(profile.limits.address_registers),
        },
        texture_indirections: Figure {
            used: usage.texture_indirections,
            limit: option("MaxTexIndirections"),
        },
    }
}

/// Address registers the program loads: the back end's `ARL` writes `A0`
/// only (`A0.x`, or more components in VP2.0), so a program uses one or none.
fn address_registers(compiled: &CompiledProgram) -> u32 {
    let loads_address = compiled
        .allocated
        .blocks
        .iter()
        .flat_map(|block| &block.insts)
        .any(|inst| {
            matches!(
                inst.op,
                crate::ir::Opcode::Arl | crate::ir::Opcode::ArlVector
            )
        });
    u32::from(loads_address)
}

fn constants(compiled: &CompiledProgram, profile: &Profile) -> Vec<Constant> {
    compiled
        .pool
        .vectors
        .iter()
        .zip(&compiled.layout.literal_slots)
        .map(|(values, &slot)| Constant {
            index: slot,
            register: format!("{}[{slot}]", profile.syntax.parameter_array),
            values: values.to_vec(),
            application_loads: !profile.syntax.declares_registers,
        })
        .collect()
}

fn reflected_diagnostic(
    diagnostic: &Diagnostic,
    sources: Option<&SourceMap>,
) -> ReflectedDiagnostic {
    let location = match (diagnostic.span, sources) {
        (Some(span), Some(sources)) => {
            let file = sources.get(span.file);
            let (line, column) = file.line_col(span.start);
            Some(Location {
                file: file.name.clone(),
                line,
                column,
            })
        }
        _ => None,
    };
    ReflectedDiagnostic {
        severity: diagnostic.severity.as_str().to_string(),
        code: diagnostic.code_string(),
        message: diagnostic.message.clone(),
        location,
    }
}
