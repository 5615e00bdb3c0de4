//! What the back end bound where: one record per interface parameter, the data
//! behind each `#var` header line.
//!
//! Like naga's `ReflectionInfo`, this is returned by [`crate::back::compile`]
//! (in [`crate::back::CompiledProgram::parameters`]) and printed two ways: as
//! cgc's `#var` lines by the emitter ([`ParameterBinding::var_line`]) and as JSON
//! by `crate::reflect`. Neither printer decides anything: which register a
//! parameter has and whether the program references it is decided here, once.

use crate::back::layout::Layout;
use crate::interface::{Parameter, ParameterKind, ProgramInterface};
use crate::ir::{Opcode, Program, Source, TextureTarget};
use crate::profile::{Dialect, Profile};

/// Where a parameter lives in the compiled program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resource {
    /// `rows` consecutive slots of the parameter array from `slot` on
    /// (`c[slot]`; `program.local[slot]` in ARB programs).
    Parameter { slot: u32, rows: u32 },
    /// `rows` consecutive slots from `slot` on of the profile's spill array
    /// (`env[slot]`, `program.env[slot]`): a matrix past the parameter limit
    /// ([`crate::profile::SpillArray`]).
    Spilled { slot: u32, rows: u32 },
    /// Slots of the parameter array that hold OpenGL state (`: state.matrix.mvp`):
    /// ARB programs declare them as the state itself in `PARAM`; NV programs
    /// read `c[slot]`, which the application loads with the state.
    State { slot: u32, rows: u32, state: String },
    /// A texture unit, sampled as `target`.
    TextureUnit { unit: u32, target: TextureTarget },
    /// A varying register from the profile's semantic table: `resource` is the
    /// name cgc prints in `#var` lines (`ATTR2`, `TEX0`, `HPOS`), `register` the
    /// spelling in the code (`vertex.normal`, `v[2]`, `o[HPOS]`).
    Varying { resource: String, register: String },
    /// cgc's `$kill` pseudo-output of a fragment program that discards.
    Kill,
    /// A GLSL uniform, which the application sets by name: row `r` is
    /// `base[index + r]`, or `base` itself when there is no index. A matrix
    /// (`matrix_rows`) shows its row count in the `//var` line
    /// (`_worldViewProj[0], 4`).
    GlslUniform {
        base: String,
        index: Option<u32>,
        rows: u32,
        matrix_rows: Option<u32>,
    },
    /// A GLSL sampler, set by name to a texture unit: `unit` is the unit the
    /// source binds (`: TEXUNIT3`), if any (`//var` prints `_boundMap 3`);
    /// `runtime_unit` the one the Cg runtime sets with `glUniform1i`: the
    /// bound unit, or else the lowest unit no earlier sampler takes, in the
    /// order of the `//var` lines (as NVIDIA's libCg numbers them).
    GlslSampler {
        name: String,
        unit: Option<u32>,
        runtime_unit: u32,
        target: TextureTarget,
    },
    /// A GLSL varying: `resource` is the `//var` field (`ATTR0`, `TEX2`,
    /// `TEXCOORD0`), `variable` what the program reads or writes
    /// (`gl_Vertex`, `cg_TexCoord2`, `TEX2`).
    GlslVarying { resource: String, variable: String },
}

impl Resource {
    /// The RESOURCE field of a `#var` line: `c[3]`, `c[1], 4`, `texunit 0`, `ATTR2`.
    pub fn header_text(&self, profile: &Profile) -> String {
        match self {
            Resource::Parameter { slot, rows } | Resource::State { slot, rows, .. }
                if *rows > 1 =>
            {
                format!("{}[{slot}], {rows}", profile.syntax.parameter_array)
            }
            Resource::Parameter { slot, .. } | Resource::State { slot, .. } => {
                format!("{}[{slot}]", profile.syntax.parameter_array)
            }
            Resource::Spilled { slot, rows } => {
                let array = profile.syntax.matrix_spill.as_ref().map_or("", |s| s.array);
                match rows {
                    1 => format!("{array}[{slot}]"),
                    _ => format!("{array}[{slot}], {rows}"),
                }
            }
            Resource::TextureUnit { unit, .. } => format!("texunit {unit}"),
            Resource::Varying { resource, .. } => resource.clone(),
            Resource::Kill => "$kill".to_string(),
            Resource::GlslUniform {
                matrix_rows: Some(rows),
                ..
            } => format!("{}, {rows}", self.glsl_row(0)),
            Resource::GlslUniform { .. } => self.glsl_row(0),
            Resource::GlslSampler {
                name,
                unit: Some(unit),
                ..
            } => format!("{name} {unit}"),
            Resource::GlslSampler { name, .. } => name.clone(),
            Resource::GlslVarying { resource, .. } => resource.clone(),
        }
    }

    /// Row `row` of a GLSL uniform (`_m[2]`), or the whole resource's name.
    fn glsl_row(&self, row: u32) -> String {
        match self {
            Resource::GlslUniform {
                base,
                index: Some(first),
                ..
            } => format!("{base}[{}]", first + row),
            Resource::GlslUniform { base, .. } => base.clone(),
            Resource::GlslSampler { name, .. } => name.clone(),
            Resource::GlslVarying { variable, .. } => variable.clone(),
            other => other.header_text_plain(),
        }
    }

    /// What an assembly resource prints without a profile: only for
    /// [`Resource::glsl_row`]'s exhaustiveness; GLSL programs have none.
    fn header_text_plain(&self) -> String {
        match self {
            Resource::Varying { resource, .. } => resource.clone(),
            _ => String::new(),
        }
    }

    /// The register an application loads or reads: `program.local[3]` (ARB),
    /// `c[3]` (NV), `texture[0]`, `vertex.normal`, `o[HPOS]`; the state
    /// itself (`state.matrix.mvp`) for state-bound uniforms.
    pub fn register(&self, profile: &Profile) -> String {
        match self {
            Resource::Parameter { slot, .. } => match &profile.syntax.uniform_binding {
                Some(pattern) => pattern.replace("{}", &slot.to_string()),
                None => format!("{}[{slot}]", profile.syntax.parameter_array),
            },
            Resource::Spilled { slot, .. } => profile
                .syntax
                .matrix_spill
                .as_ref()
                .map_or_else(String::new, |spill| {
                    spill.binding.replace("{}", &slot.to_string())
                }),
            Resource::State { state, .. } => state.clone(),
            Resource::TextureUnit { unit, .. } => profile
                .syntax
                .texture_unit
                .unwrap_or("texture[{}]")
                .replace("{}", &unit.to_string()),
            Resource::Varying { register, .. } => register.clone(),
            Resource::Kill => "KIL".to_string(),
            Resource::GlslUniform { .. }
            | Resource::GlslSampler { .. }
            | Resource::GlslVarying { .. } => self.glsl_row(0),
        }
    }

    /// The register of each row of a parameter-array resource: what the
    /// application loads (`program.local[3]`, `c[3]`), or for state in ARB
    /// programs the state row the program declares (`state.matrix.mvp.row[0]`).
    pub fn row_registers(&self, profile: &Profile) -> Option<Vec<String>> {
        match self {
            Resource::Parameter { slot, rows } => Some(
                (0..*rows)
                    .map(|row| {
                        Resource::Parameter {
                            slot: slot + row,
                            rows: 1,
                        }
                        .register(profile)
                    })
                    .collect(),
            ),
            Resource::Spilled { slot, rows } => Some(
                (0..*rows)
                    .map(|row| {
                        Resource::Spilled {
                            slot: slot + row,
                            rows: 1,
                        }
                        .register(profile)
                    })
                    .collect(),
            ),
            Resource::State { slot, rows, state } => Some(
                (0..*rows)
                    .map(|row| match profile.dialect {
                        Dialect::Arb | Dialect::Glsl => state_row(state, *rows, row, row),
                        Dialect::Nv => {
                            format!("{}[{}]", profile.syntax.parameter_array, slot + row)
                        }
                    })
                    .collect(),
            ),
            Resource::GlslUniform { rows, .. } => {
                Some((0..*rows).map(|row| self.glsl_row(row)).collect())
            }
            _ => None,
        }
    }
}

/// How an ARB `PARAM` entry names rows `first..=last` of a state binding
/// spanning `rows` rows: `state.light[0].diffuse`, `state.matrix.mvp.row[0..3]`.
pub fn state_row(state: &str, rows: u32, first: u32, last: u32) -> String {
    if rows == 1 {
        state.to_string()
    } else if first == last {
        format!("{state}.row[{first}]")
    } else {
        format!("{state}.row[{first}..{last}]")
    }
}

/// One leaf of the program interface and what the back end made of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ParameterBinding {
    /// The leaf as the front end described it.
    pub parameter: Parameter,
    /// The TYPE field of the `#var` line: the declared type, except that cgc
    /// prints varyings and referenced matrices with a `float` base.
    pub header_type: String,
    /// The SEMANTIC field of the `#var` line: `$vin.POSITION`, `$vout.COLOR`,
    /// a uniform's binding as written (`C5`, `TEXUNIT0`, `state.matrix.mvp`),
    /// or empty.
    pub header_semantic: String,
    /// The resource, or `None` when the program does not need the leaf bound.
    pub resource: Option<Resource>,
    /// Whether the final code reads (inputs, uniforms) or writes (outputs) it.
    pub referenced: bool,
    /// For the input leaf of an `inout` parameter: its output side
    /// ([`crate::interface::InoutOutput`]), bound as an `out` leaf of that
    /// semantic would be. cgc's header has no line for it (the `#var` line
    /// is this binding's alone); NVIDIA's runtime lists the leaf by it.
    pub output: Option<Box<ParameterBinding>>,
}

impl ParameterBinding {
    /// The RESOURCE field of the `#var` line. A matrix uniform always shows
    /// its row count: `c[1], 4`, `c[19], 1` for a `float1x4`, and `, 4` when
    /// it is not bound (tests/header/011, 024); so does a matrix varying,
    /// after its first row's register (`TEX1, 4`, `COL, 1`, `, 4`:
    /// tests/header/201).
    pub fn resource_text(&self, profile: &Profile) -> String {
        let kind = self.parameter.kind;
        let varying = matches!(kind, ParameterKind::Input(_) | ParameterKind::Output(_));
        let matrix_rows = crate::interface::matrix_rows(&self.parameter.type_name)
            .filter(|_| is_uniform(kind) || varying);
        match (&self.resource, matrix_rows) {
            (
                Some(Resource::Varying { resource, .. } | Resource::GlslVarying { resource, .. }),
                Some(rows),
            ) => format!("{resource}, {rows}"),
            (
                Some(Resource::Parameter { slot, rows: 1 } | Resource::State { slot, rows: 1, .. }),
                Some(1),
            ) => format!("{}[{slot}], 1", profile.syntax.parameter_array),
            (Some(resource), _) => resource.header_text(profile),
            (None, Some(rows)) => format!(", {rows}"),
            (None, None) => String::new(),
        }
    }

    /// The `#var` header line, exactly as cgc spaces it.
    pub fn var_line(&self, profile: &Profile) -> String {
        let resource = self.resource_text(profile);
        format!(
            "#var {} {} : {} : {} : {} : {}",
            self.header_type,
            self.parameter.name,
            self.header_semantic,
            resource,
            self.parameter.argument,
            u8::from(self.referenced)
        )
    }

    /// The `#default` lines of the leaf: one per matrix row (`m[0] = 1 2`),
    /// else one (`tint = 1 0.5 0.5 1`; a string quoted, `name = "tex.png"`).
    /// cgc names a member after an array element without the dot
    /// (`la[0]a`, `o.ia[1]b[0]`; the `#var` line says `la[0].a`,
    /// tests/header/198).
    pub fn default_lines(&self) -> Vec<String> {
        let name = self.parameter.name.replace("].", "]");
        if let Some(text) = &self.parameter.default_text {
            return vec![format!("#default {name} = \"{text}\"")];
        }
        let Some(values) = &self.parameter.default else {
            return Vec::new();
        };
        // cgc keeps the sign of a float zero here (`-0` for `= -.0`; an
        // int `-0` is zero before it becomes a float), unlike in programs.
        let number = |v: f32| match v {
            0.0 if v.is_sign_negative() => "-0".to_string(),
            _ => crate::back::number::format_number(v),
        };
        let text = |values: &[f32]| {
            values
                .iter()
                .map(|&v| number(v))
                .collect::<Vec<_>>()
                .join(" ")
        };
        match crate::interface::matrix_rows(&self.parameter.type_name) {
            Some(rows) if rows > 0 && values.len() % rows as usize == 0 => values
                .chunks(values.len() / rows as usize)
                .enumerate()
                .map(|(row, part)| format!("#default {name}[{row}] = {}", text(part)))
                .collect(),
            _ => vec![format!("#default {name} = {}", text(values))],
        }
    }
}

/// The TYPE field of a sampler: a plain `sampler` takes the type of the
/// target its lookups give it (`sampler2D`), a typed one keeps its own.
pub(crate) fn sampler_header_type(
    parameter: &Parameter,
    program: &Program,
    id: crate::ir::SamplerId,
) -> String {
    match lookup_target(program, id) {
        Some(target) if parameter.type_name == "sampler" => sampler_type(target),
        _ => parameter.type_name.clone(),
    }
}

/// The target the program's lookups give a sampler: a depth comparison if
/// any lookup compares, else the first lookup's.
pub(crate) fn lookup_target(program: &Program, id: crate::ir::SamplerId) -> Option<TextureTarget> {
    let mut targets = program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        // The tag first, by reference: `Option::filter` on a copy let the
        // optimized build compare the sampler bytes of a `None`, never
        // written, which valgrind reports (scripts/valgrind-runtime.sh).
        .filter_map(|inst| match &inst.texture {
            Some(texture) if texture.sampler == id => Some(texture.target),
            _ => None,
        });
    let first = targets.next()?;
    Some(if first.is_shadow() {
        first
    } else {
        targets.find(|t| t.is_shadow()).unwrap_or(first)
    })
}

/// cgc names a `sampler` the lookups made a texture of one target by that
/// target (`sampler` read by `tex2D` is `#var sampler2D`, by `tex2Dproj` of a
/// compared depth `sampler2DSHADOW`); an unread one stays `sampler`
/// (tests/header/139).
pub(crate) fn sampler_type(target: TextureTarget) -> String {
    let name = match target {
        TextureTarget::Tex1D => "1D",
        TextureTarget::Tex2D => "2D",
        TextureTarget::Tex3D => "3D",
        TextureTarget::Cube => "CUBE",
        TextureTarget::Rect => "RECT",
        TextureTarget::Shadow1D => "1DSHADOW",
        TextureTarget::Shadow2D => "2DSHADOW",
        TextureTarget::ShadowRect => "RECTSHADOW",
    };
    format!("sampler{name}")
}

fn is_uniform(kind: ParameterKind) -> bool {
    matches!(
        kind,
        ParameterKind::Uniform(_) | ParameterKind::UniformElement(..)
    )
}

/// The TYPE field cgc prints, probed with cgc 3.1 on every base type, shape,
/// position and binding in all four profiles (tests/header/011, 128, 129,
/// 130, 146, 191, 192):
/// - a varying bound to a register name (inputs and outputs, of any base
///   type, read or not) takes a `float` base (`half3` → `float3`, `int4` →
///   `float4`, `uint` and the spelled `double2`, `short`, `byte` too:
///   tests/header/210); one that nothing binds keeps its type (`#var bool2
///   f2 :  :  : 2 : 0`);
/// - a uniform bound to a constant register in the source — by its own
///   `: C3` / `register(c3)` or as a member or element of a bound struct or
///   array — takes a `float` base, read or not (`uniform half4 h : C3` is
///   `#var float4 h : C3 : c[3]`);
/// - a matrix uniform that has registers takes a `float` base (`half3x3` →
///   `float3x3`), except one bound to OpenGL state (`half4x4 m :
///   state.matrix.mvp` stays `half4x4`) and in the GLSL profiles, where
///   it keeps its type (`//var half4x4 hm :  : _hm[0], 4`; tests/glsl/cases/
///   uniform_array_places.cg);
/// - every other uniform keeps its declared type (`half4 h :  : c[1]`,
///   `half4 h : FOO`, `half3x3 um :  : , 3`).
pub(crate) fn header_type(
    parameter: &Parameter,
    resource: Option<&Resource>,
    named: bool,
) -> String {
    let name = &parameter.type_name;
    let varying = matches!(
        parameter.kind,
        ParameterKind::Input(_) | ParameterKind::Output(_)
    ) && named;
    let uniform = is_uniform(parameter.kind);
    let bound = uniform && parameter.register.is_some();
    let matrix = uniform
        && crate::interface::matrix_rows(name).is_some()
        && matches!(
            resource,
            Some(Resource::Parameter { .. } | Resource::Spilled { .. })
        );
    if !(varying || bound || matrix) {
        return name.clone();
    }
    for base in [
        "half", "fixed", "int", "uint", "bool", "double", "byte", "short", "long", "ubyte",
        "ushort", "ulong",
    ] {
        if let Some(shape) = name.strip_prefix(base) {
            return format!("float{shape}");
        }
    }
    name.clone()
}

/// Which rows of each IR uniform the final code reads; every row of one read
/// through the address register, but in an array of arrays addressed as
/// one block the row at the same place in every element (see
/// [`crate::ir::Uniform::element_rows`]).
pub(crate) fn uniform_rows_read(program: &Program) -> Vec<Vec<bool>> {
    let mut rows: Vec<Vec<bool>> = program
        .uniforms
        .iter()
        .map(|u| vec![false; u.rows as usize])
        .collect();
    for operand in program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .flat_map(|i| &i.operands)
    {
        let (id, row, relative) = match operand.source {
            Source::Uniform(id, row) => (id, row as i32, false),
            Source::UniformRelative(id, offset, _) => (id, offset, true),
            _ => continue,
        };
        let (Some(read), Some(uniform)) = (
            rows.get_mut(id.0 as usize),
            program.uniforms.get(id.0 as usize),
        ) else {
            continue;
        };
        let stride = uniform.element_rows.max(1) as i32;
        for (r, flag) in read.iter_mut().enumerate() {
            let r = r as i32;
            *flag |= if stride > 1 {
                (r - row).rem_euclid(stride) == 0
            } else {
                relative || r == row
            };
        }
    }
    rows
}

/// Bind every parameter of `interface` from the allocated `program`'s `layout`,
/// then add cgc's `$kill_NNNN` pseudo-outputs, one per `KIL` instruction
/// (tests/header/131: six discards left after unrolling and inlining, six
/// lines) and per kill the lowering folded away (`clip(0.5)`,
/// tests/header/189).
pub fn bind_parameters(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    layout: &Layout,
) -> Vec<ParameterBinding> {
    let rows_read = uniform_rows_read(program);
    let mut bindings: Vec<ParameterBinding> = interface
        .parameters
        .iter()
        .filter(|p| !is_hidden(p, program, profile))
        .map(|p| {
            let mut binding = bind(p, program, profile, layout, &rows_read);
            binding.output = output_side(p)
                .map(|side| Box::new(bind(&side, program, profile, layout, &rows_read)));
            binding
        })
        .collect();
    let kills = program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|inst| inst.op == Opcode::Kil)
        .count()
        + program.folded_kills as usize;
    bindings.extend((0..kills).map(|index| ParameterBinding {
        parameter: Parameter {
            type_name: "<none>4".to_string(),
            name: format!("$kill_{index:04}"),
            semantic: None,
            interpolation: None,
            semantic_derived: false,
            binds_without_semantic: false,
            kind: ParameterKind::Kill,
            argument: -1,
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
        },
        header_type: "<none>4".to_string(),
        header_semantic: "$vout.$kill".to_string(),
        resource: Some(Resource::Kill),
        referenced: false,
        output: None,
    }));
    bindings
}

/// The output side of an `inout` leaf as an `out` leaf of its own: the
/// same leaf on the output register, named by the output's semantic.
pub(crate) fn output_side(parameter: &Parameter) -> Option<Parameter> {
    let side = parameter.inout_output.as_ref()?;
    Some(Parameter {
        kind: ParameterKind::Output(side.output),
        semantic: side.semantic.clone(),
        shared: false,
        register_kept: false,
        inout_output: None,
        ..parameter.clone()
    })
}

/// A leaf of the interface without a `#var` line, and its place among the
/// leaves with one.
#[derive(Clone, Debug, PartialEq)]
pub struct Unlisted {
    /// How many listed parameters ([`bind_parameters`]) come before it.
    pub before: usize,
    /// The leaf, unbound and unreferenced.
    pub binding: ParameterBinding,
}

/// The leaves [`bind_parameters`] leaves out as hidden ([`is_hidden`]), in
/// interface order.
pub fn unlisted_parameters(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
) -> Vec<Unlisted> {
    let mut listed = 0;
    let mut unlisted = Vec::new();
    for parameter in &interface.parameters {
        if !is_hidden(parameter, program, profile) {
            listed += 1;
            continue;
        }
        unlisted.push(Unlisted {
            before: listed,
            binding: ParameterBinding {
                parameter: parameter.clone(),
                header_type: parameter.type_name.clone(),
                header_semantic: String::new(),
                resource: None,
                referenced: false,
                output: None,
            },
        });
    }
    unlisted
}

/// cgc lists no `#var` line for a varying bound to a register its stage
/// does not have (the profile's hidden semantics): a fragment program's
/// `POSITION` input, which the rasterizer consumed (tests/header/131), the
/// members of a connector struct for the other stage (`vf30`'s `BCOL0` in a
/// fragment program, a vertex program's `WPOS` output, tests/header/182).
/// Using one is an error (C5119), so such a leaf is never used here. A
/// matrix on such a register is listed all the same, unbound (cgc 3.1:
/// `#var float2x4 m : $vin.PSIZE : , 2 : 1 : 0` in arbfp1, tests/header/373).
pub(crate) fn is_hidden(parameter: &Parameter, program: &Program, profile: &Profile) -> bool {
    if parameter.varying_rows() > 1 {
        return false;
    }
    match parameter.kind {
        ParameterKind::Input(id) => program
            .inputs
            .get(id.0 as usize)
            .is_some_and(|input| profile.hides_input(&input.semantic)),
        ParameterKind::Output(id) => program
            .outputs
            .get(id.0 as usize)
            .is_some_and(|output| profile.hides_output(&output.semantic)),
        _ => false,
    }
}

/// The SEMANTIC field of a varying: empty when no semantic names its register
/// (a varying without a semantic that the program never reads or writes:
/// `#var float b :  :  : 1 : 0`), and when the semantic is derived from its
/// struct's or array's and the leaf has no register: cgc 3.1 prints
/// `#var float4 ORIG.a :  :  : 1 : 0` for an unread member of `in orig ORIG
/// : TEXCOORD2`, and `#var float4 tc[0] :  :  : 0 : 0` for an unread element
/// of `float4 tc[3] : TEXCOORD1`, inputs and outputs, in all four profiles
/// (tests/header/191). A semantic written on the leaf stays
/// (`$vin.TEXCOORD5` with no register).
pub(crate) fn unbound_or(
    register_semantic: &str,
    has_register: bool,
    derived: bool,
    header: impl FnOnce() -> String,
) -> String {
    if register_semantic.is_empty() || derived && !has_register {
        String::new()
    } else {
        header()
    }
}

/// The semantic a varying's `#var` line shows while unbound: the one
/// binding it (`register_semantic`, the IR input's or output's, empty until
/// bound), or the one written on a leaf bound as if written without it
/// (arbfp1's `POINTCOORD`, a matrix on a semantic the profile does not know:
/// [`Parameter::binds_without_semantic`]), bound or not.
pub(crate) fn listed_semantic<'a>(p: &'a Parameter, register_semantic: &'a str) -> &'a str {
    match &p.semantic {
        Some(written) if p.binds_without_semantic => written,
        _ => register_semantic,
    }
}

fn bind(
    p: &Parameter,
    program: &Program,
    profile: &Profile,
    layout: &Layout,
    rows_read: &[Vec<bool>],
) -> ParameterBinding {
    let semantic = p.semantic.clone().unwrap_or_default();
    let varying = |binding: Option<&crate::profile::Binding>| {
        binding.map(|b| Resource::Varying {
            resource: b.resource.to_string(),
            register: b.register.to_string(),
        })
    };
    // cgc names a varying whose semantic is derived by its resource (`tc[1]`
    // of `: TEXCOORD0` is `$vin.TEX1`, tests/header/044; member `b` of
    // `S i : TEXCOORD1` is `$vin.TEX2`, tests/header/156).
    let varying_semantic = |binding: Option<&crate::profile::Binding>| match binding {
        Some(b) if p.semantic_derived => b.resource.to_string(),
        _ => semantic.clone(),
    };
    let uniform_resource = |slot: Option<u32>, rows: u32| {
        // An explicitly bound uniform keeps its binding when unused
        // (tests/header/124), where the profile has those registers
        // (`: register(c98)` in arbvp1 names none, tests/header/379).
        let in_range = |&register: &u32| {
            let limit = profile.max_parameters();
            register + rows <= limit || !profile.syntax.declares_registers && register < limit
        };
        let slot = slot.or(p.register.filter(in_range))?;
        Some(match p.state_binding() {
            Some(state) => Resource::State { slot, rows, state },
            None => Resource::Parameter { slot, rows },
        })
    };
    // A matrix past the parameter limit, in the profile's spill array.
    let spilled = |id: crate::ir::UniformId, row: u32, rows: u32| {
        let slot = layout
            .spilled_rows
            .get(id.0 as usize)?
            .get(row as usize)
            .copied()??;
        Some(Resource::Spilled { slot, rows })
    };
    let rows_of = |id: crate::ir::UniformId| rows_read.get(id.0 as usize).map(Vec::as_slice);
    let (header_semantic, resource, referenced, named) = match p.kind {
        ParameterKind::Input(id) => {
            // A matrix is used and bound whole when any row is (cgc 3.1:
            // `TEXCOORD1, 4` with only `v[2]` read, tests/header/201).
            let rows = id.0 as usize..(id.0 + p.varying_rows()) as usize;
            let any_row = |flags: &[bool]| rows.clone().any(|i| flags.get(i) == Some(&true));
            let used = any_row(&layout.inputs_used);
            // The register comes from the IR input's semantic (`TEXCOORD`
            // as written binds `TEXCOORD0`).
            let register_semantic = program
                .inputs
                .get(id.0 as usize)
                .map_or(semantic.as_str(), |input| input.semantic.as_str());
            let binding = profile.find_input(register_semantic);
            let listed_semantic = listed_semantic(p, register_semantic);
            // A layout made without bound flags binds what is used.
            let bound_rows = if layout.inputs_bound.is_empty() {
                used
            } else {
                any_row(&layout.inputs_bound)
            };
            let bound = p.shared || p.register_kept || bound_rows;
            let resource = varying(binding).filter(|_| bound);
            (
                unbound_or(
                    listed_semantic,
                    resource.is_some(),
                    p.semantic_derived,
                    || format!("$vin.{}", varying_semantic(binding)),
                ),
                resource,
                used && !p.shared,
                // (and takes a `float` type as a bound one, unread too:
                // `#var float2 pc : $vin.POINTCOORD :  : 0 : 0` for `half2`)
                !listed_semantic.is_empty(),
            )
        }
        ParameterKind::Output(id) => {
            let register_semantic = program
                .outputs
                .get(id.0 as usize)
                .map_or(semantic.as_str(), |output| output.semantic.as_str());
            let binding = profile.find_output(register_semantic);
            let rows = id.0 as usize..(id.0 + p.varying_rows()) as usize;
            let written = rows
                .into_iter()
                .any(|i| layout.outputs_written.get(i) == Some(&true));
            // An output never written has no resource (tests/header/110),
            // except the position the fixed-function pipeline computes under
            // `-po PosInv` (tests/header/004).
            let invariant = profile
                .active_position_invariance()
                .map(|rule| &rule.output);
            let resource = varying(binding)
                .filter(|_| written || binding.is_some_and(|b| Some(&b.resource) == invariant));
            (
                unbound_or(
                    listed_semantic(p, register_semantic),
                    resource.is_some(),
                    p.semantic_derived,
                    || format!("$vout.{}", varying_semantic(binding)),
                ),
                resource,
                written,
                !register_semantic.is_empty(),
            )
        }
        ParameterKind::Uniform(id) => {
            let rows = program
                .uniforms
                .get(id.0 as usize)
                .map_or(1, |uniform| uniform.rows);
            let slot = layout.uniform_slots.get(id.0 as usize).copied().flatten();
            // Bound is not read: `-po PosInv` keeps the matrix's registers.
            let referenced = rows_of(id).is_some_and(|read| read.iter().any(|&r| r));
            let resource = uniform_resource(slot, rows).or_else(|| spilled(id, 0, rows));
            (semantic, resource, referenced, false)
        }
        ParameterKind::UniformElement(id, row) => {
            // A matrix element spans its rows: `c[1], 4` as cgc prints it.
            let rows = crate::interface::matrix_rows(&p.type_name).unwrap_or(1);
            // Elements of an array read with constant indices only are used
            // one by one (tests/header/013); others have no register, but
            // for those a `debug(...)` argument keeps (tests/header/305).
            let any_of = |flags: &[bool]| {
                (row..row + rows).any(|r| flags.get(r as usize).copied().unwrap_or(false))
            };
            let referenced = rows_of(id).is_some_and(any_of);
            let debugged = layout
                .unread_bound_rows
                .get(id.0 as usize)
                .is_some_and(|flags| any_of(flags));
            // An element of an array of arrays addressed as one block keeps
            // its register unreferenced (cgc 3.1: `m[0][0] :  : c[1] : -1 :
            // 0` beside a read of `m[n][1]`, tests/header/310).
            let in_block = program
                .uniforms
                .get(id.0 as usize)
                .is_some_and(|uniform| uniform.element_rows > 1);
            let slot = layout
                .uniform_rows
                .get(id.0 as usize)
                .and_then(|rows| rows.get(row as usize))
                .copied()
                .flatten()
                .filter(|_| referenced || debugged || in_block);
            let resource = uniform_resource(slot, rows).or_else(|| spilled(id, row, rows));
            (semantic, resource, referenced, false)
        }
        ParameterKind::Sampler(id) => {
            let target = program
                .samplers
                .get(id.0 as usize)
                .map_or(TextureTarget::Tex2D, |sampler| sampler.target);
            let unit = layout.texture_units.get(id.0 as usize).copied().flatten();
            let referenced = unit.is_some();
            // A vertex program has no texture units: cgc prints a sampler's
            // explicit unit only in a fragment program (`#var sampler s :
            // TEXUNIT2 :  : -1 : 0` in arbvp1, tests/header/140).
            // One past the units names none (`TEXUNIT16`, tests/header/380).
            let explicit = p.register.filter(|&unit| unit < profile.texture_units());
            let resource = unit
                .or(explicit)
                .map(|unit| Resource::TextureUnit { unit, target });
            return ParameterBinding {
                parameter: p.clone(),
                header_type: sampler_header_type(p, program, id),
                header_semantic: semantic,
                resource,
                referenced,
                output: None,
            };
        }
        // A string or program object holds no register; cgc prints its
        // semantic as written (`#var  v : FOO :  : -1 : 0`).
        ParameterKind::Object => (semantic, None, false, false),
        ParameterKind::Kill => (
            "$vout.$kill".to_string(),
            Some(Resource::Kill),
            false,
            false,
        ),
    };
    ParameterBinding {
        parameter: p.clone(),
        header_type: header_type(p, resource.as_ref(), named),
        header_semantic,
        resource,
        referenced,
        output: None,
    }
}
