//! Profiles as data: `profiles/*.json` (schema in `profiles/schema.json`),
//! embedded so the binary is self-contained. `build.rs` lists the directory,
//! so adding a profile of the same family is adding a JSON file: no Rust
//! names a profile outside this module.
//! The descriptions borrow their strings from that embedded text (`&'static
//! str`): parsing them then allocates nothing per name, and parsing is part of
//! every whole-process compile.
//!
//! Nothing profile-specific lives in Rust code that the JSON can say: the
//! stage, opcodes, limits, `-po` options and their defaults, register
//! spellings and the semantic → register tables all come from here. Every
//! later stage holds a [`ProfileRef`]: one immutable description shared by
//! the whole compile, with the `-po` options already applied (by the driver,
//! once).
//!
//! Floor: ground. Imports nothing of the compiler but [`crate::diag`] and
//! [`crate::isa`] (a profile's `"opcodes"` are checked against its table).

use crate::diag::Diagnostic;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};

/// `(name, JSON text)` of every file in `profiles/` but the schema, sorted by
/// name; written by `build.rs`.
const SOURCES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/profiles.rs"));

/// Names of every built-in profile.
pub fn profile_names() -> impl Iterator<Item = &'static str> {
    SOURCES.iter().map(|(name, _)| *name)
}

/// Every profile name cgc 3.1 knows (`cgc -help` and the cgc manual), so that
/// an error can say "not supported by cgrs" instead of "unknown profile".
pub const CGC_PROFILE_NAMES: &[&str] = &[
    "arbfp1",
    "arbvp1",
    "ds_5_0",
    "fp20",
    "fp30",
    "fp30unlimited",
    "fp40",
    "fp40unlimited",
    "glsles",
    "glslf",
    "glslf_es",
    "glslg",
    "glslv",
    "glslv_es",
    "gp4fp",
    "gp4gp",
    "gp4vp",
    "gp5fp",
    "gp5gp",
    "gp5tcp",
    "gp5tep",
    "gp5vp",
    "gs_4_0",
    "gs_5_0",
    "hlslf",
    "hlslv",
    "hs_5_0",
    "ps_1_1",
    "ps_1_2",
    "ps_1_3",
    "ps_2_0",
    "ps_2_x",
    "ps_3_0",
    "ps_4_0",
    "ps_5_0",
    "vp20",
    "vp30",
    "vp30unlimited",
    "vp40",
    "vp40unlimited",
    "vs_1_1",
    "vs_2_0",
    "vs_2_x",
    "vs_3_0",
    "vs_4_0",
    "vs_5_0",
];

/// The profile names the grammar takes as a specifier before a declaration
/// (`arbfp1 float4 f()`): an overload that exists only for that profile.
pub const DECLARATION_SPECIFIER_NAMES: &[&str] = &[
    "arbvp1", "arbfp1", "vp20", "vp30", "vp40", "fp20", "fp30", "fp40", "gp4vp", "gp4fp", "gp4gp",
    "gp5vp", "gp5fp", "glslv", "glslf", "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_1_1", "ps_1_2",
    "ps_1_3", "ps_2_0", "ps_2_x", "ps_3_0",
];

/// The profile specifiers cgc 3.1 recognizes without warning C7022 (probed
/// one by one with cgc): its profiles and the program-kind names.
pub const RECOGNIZED_SPECIFIER_NAMES: &[&str] = &[
    "arbvp1",
    "arbfp1",
    "vp20",
    "vp30",
    "vp40",
    "fp20",
    "fp30",
    "fp40",
    "fp30unlimited",
    "fp40unlimited",
    "gp4",
    "gp4vp",
    "gp4fp",
    "gp4gp",
    "gp4_1vp",
    "gp4_1fp",
    "gp4_1gp",
    "gp5",
    "gp5vp",
    "gp5fp",
    "gp5gp",
    "gp5tcp",
    "gp5tep",
    "gp5hp",
    "gp5tp",
    "gpu_vp",
    "gpu_fp",
    "gpu_gp",
    "glslv",
    "glslf",
    "glslg",
    "hlslv",
    "hlslf",
    "hlsl10v",
    "hlsl10f",
    "hlsl10g",
    "vs_1_1",
    "vs_2_0",
    "vs_2_x",
    "vs_3_0",
    "vs_4_0",
    "vs_5_0",
    "ps_1_1",
    "ps_1_2",
    "ps_1_3",
    "ps_2_0",
    "ps_2_x",
    "ps_3_0",
    "ps_4_0",
    "ps_5_0",
    "gs_4_0",
    "gs_5_0",
    "hs_5_0",
    "ds_5_0",
    "dx8vs",
    "dx8ps",
    "dxvs2",
    "dx9ps2",
    "generic",
];
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dialect {
    Arb,
    Nv,
    /// OpenGL Shading Language (the `glsl` section says which versions).
    Glsl,
}

/// A profile's own rule for unrolling loops and converting `if`s (cgc's
/// GLSL profiles: docs/glsl-cgc.md §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlattenDefaults {
    /// A loop with a constant trip count is unrolled when its unrolled
    /// lowering takes fewer IR instructions than this, else kept a loop (a
    /// loop whose trip count is known only at run time is always kept).
    pub unroll_below: u32,
    /// What becomes of an `if` on a run-time condition where `-ifcvt` does
    /// not say.
    pub if_convert: IfConvert,
    /// A loop unrolled past a `break` or `return` taken at run time stays
    /// unrolled (its counter keeps its constant value on the path still
    /// running, as in the profiles that cannot branch); otherwise the rest
    /// of it becomes a loop (vp30).
    pub unroll_past_exits: bool,
}

/// A branching profile's default for `if`s ([`FlattenDefaults::if_convert`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum IfConvert {
    /// Kept a branch, as `-ifcvt none` asks (cgc's GLSL profiles print
    /// every such `if`; `-ifcvt all` converts them).
    None,
    /// Converted to selects, as `-ifcvt all` asks.
    All,
}

/// The pipeline stage a profile compiles for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    Vertex,
    Fragment,
}

/// One `-po` option: its value in force and the bounds cgc clamps a written
/// value to (profiles/schema.json).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    pub default: u32,
    /// Lower bound when the option is read (0 when absent).
    #[serde(default)]
    pub minimum: Option<u32>,
    #[serde(default)]
    pub maximum: Option<u32>,
    /// A second lower bound, checked after the first two (cgc's
    /// `MaxLocalParams`: at least 0 when read, at least the profile's floor
    /// when parameters are bound; each clamp is its own warning).
    #[serde(default)]
    pub floor: Option<u32>,
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
    /// The constants a relative read `c[A0.x + n]` may add, lowest and
    /// highest (ARB_vertex_program and VP1.1: −64..63, which cgc's VP1.1
    /// programs exceed); `None` where every slot is in reach (VP2.0's
    /// −256..255 over 256 parameters).
    #[serde(default)]
    pub relative_offset: Option<(i32, i32)>,
    /// How many parameter slots a program may use when those past
    /// `parameters` hold only arrays of one-register elements read with a
    /// run-time index (cgc 3.1: 121 in arbvp1, slot 0 included; 120 in vp20;
    /// 504 in vp30).
    #[serde(default)]
    pub relative_parameters: Option<u32>,
    /// How many C6007 errors cgc 3.1 prints per parameter slot past
    /// `parameters`, by what the slot holds ([`ConstantLimitReports`]).
    #[serde(default)]
    pub constant_limit_reports: ConstantLimitReports,
}

/// cgc 3.1 prints its C6007 ("Constant register limit exceeded") once for
/// each slot past the limit, or several times, by what the slot holds;
/// probed with uniforms, arrays and literals one slot past the limit and
/// more (arbvp1: a uniform row 3 times, a literal twice; arbfp1: twice and
/// once; vp20: once each; vp30: once, an array's rows never). A program
/// whose slots past the limit all count none, or with an array read with
/// a run-time index past the limit, gets one C6007.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConstantLimitReports {
    /// Per row of a uniform, an element of an array read with constant
    /// indices included.
    pub uniform: u32,
    /// Per row of a uniform array read with constant indices only, where
    /// it differs from `uniform`.
    #[serde(default)]
    pub array: Option<u32>,
    /// Per literal vector.
    pub literal: u32,
    /// Where present, a state matrix (`state.matrix.mvp`) is checked by its
    /// first row: one that starts within the limit may run past it and
    /// counts nothing; one that starts past it counts `uniform` per row the
    /// program reads, one per row it does not, and this many more (cgc 3.1,
    /// arbvp1 and arbfp1: 13 and 9 for a matrix read whole; vp20 and vp30
    /// count its rows as a uniform's).
    #[serde(default)]
    pub state_matrix: Option<u32>,
}

impl Default for ConstantLimitReports {
    fn default() -> ConstantLimitReports {
        ConstantLimitReports {
            uniform: 1,
            array: None,
            literal: 1,
            state_matrix: None,
        }
    }
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

#[derive(Clone, Debug, PartialEq, Eq, Default, Deserialize)]
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
    /// A second parameter array for the matrices that do not fit in the
    /// first (the ARB profiles' `program.env`); `None`: such a matrix is
    /// C5041.
    #[serde(default)]
    pub matrix_spill: Option<SpillArray>,
}

/// The parameter array where cgc 3.1 places a uniform matrix that does not
/// fit in the profile's parameter array below its limit: the ARB profiles
/// bind it to `program.env[N]`, read as `env[N]` (`#var float4x4 m :  :
/// env[1], 4`). Slots are taken from [`Syntax::first_uniform_slot`] on,
/// lowest free first, below [`SpillArray::slots`]. A matrix that fits in
/// neither array, or past the limit of a profile without one (vp20, vp30),
/// is C5041. Only matrices spill, and only those bound by cgc's matrix pass
/// (no relatively read array, explicit register or OpenGL state): vectors
/// past the limit stay C6007 (tests/header/400 to 404).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpillArray {
    /// How the program names the array: `env` in `env[3]`.
    pub array: &'static str,
    /// How the program declares one slot of it: `program.env[{}]`.
    pub binding: &'static str,
    /// How many slots it has (arbvp1 96, arbfp1 256).
    pub slots: u32,
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
    /// What the register is in each GLSL interface family (`110`, `130`,
    /// `es`), by family name; empty in the assembly profiles. A family that
    /// lacks the row has no such register.
    #[serde(default)]
    pub glsl: BTreeMap<&'static str, GlslName>,
    /// The type the `#var` line names for a leaf bound here, whatever its
    /// declared type: cgc lists a system value (`INSTANCEID`) as `int`.
    #[serde(default)]
    pub header_type: Option<&'static str>,
}

/// What a varying register is called in one GLSL interface family.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlslName {
    /// The variable the program reads or writes: a built-in (`gl_Vertex`,
    /// `gl_TexCoord[2]`) or a declared one (`cg_TexCoord2`, `TEX2`).
    pub name: &'static str,
    /// Its GLSL type (`vec4` when absent).
    #[serde(default = "vec4", rename = "type")]
    pub ty: &'static str,
    /// The storage qualifier it is declared with (`attribute`, `varying`,
    /// `in`, `out`); absent for a built-in.
    #[serde(default)]
    pub declare: Option<&'static str>,
    /// The RESOURCE field of its `//var` line; absent: the semantic as the
    /// source writes it.
    #[serde(default)]
    pub resource: Option<&'static str>,
    /// The variable when the program writes several colour outputs
    /// (`gl_FragData[0]` for `gl_FragColor`).
    #[serde(default)]
    pub with_draw_buffers: Option<&'static str>,
    /// The colour output's index for `layout(location = N)` where the
    /// version has explicit locations.
    #[serde(default)]
    pub location: Option<u32>,
    /// An extension the program must enable to use it
    /// (`GL_ARB_draw_buffers`).
    #[serde(default)]
    pub extension: Option<&'static str>,
    /// The GLSL version from which the variable is core: [`extension`] is
    /// enabled only below it (`gl_InstanceID` from 1.40 on needs none).
    ///
    /// [`extension`]: GlslName::extension
    #[serde(default)]
    pub extension_below: Option<u32>,
    /// The variable is named after the semantic as the source writes it
    /// rather than `name`: its stem as written, and `0` where the source
    /// gives any index (`pointcoord00` reads `varying vec4 pointcoord0;`,
    /// as cgc 3.1 names `POINTCOORD`'s).
    #[serde(default)]
    pub named_as_written: bool,
    /// A built-in read in the variable's place from some GLSL version on,
    /// where the source writes the semantic exactly so.
    #[serde(default)]
    pub builtin: Option<GlslBuiltin>,
    /// A vertex attribute declared with the leaf's integer type where the
    /// leaf is an integer (`int4 i : ATTR3` reads `attribute ivec4 ATTR3;`,
    /// `unsigned int` a `uvec4`), as cgc 3.1 declares it, so that an
    /// application's `glVertexAttribIPointer` feeds it; absent: declared
    /// with [`GlslName::ty`] whatever the leaf's type, the value converted
    /// where the program reads it (built-ins, `cg_Vertex`, GLSL ES 1.00,
    /// which has no integer attributes).
    #[serde(default)]
    pub integer: Option<GlslInteger>,
}

/// How a GLSL version declares an integer vertex attribute ([`GlslName::integer`]).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlslInteger {
    /// The extension that gives the version integer attributes
    /// (`GL_EXT_gpu_shader4` below GLSL 1.30).
    #[serde(default)]
    pub extension: Option<&'static str>,
}

/// A built-in input cgc reads for a semantic from the version that has it
/// (`POINTCOORD` is `gl_PointCoord` from GLSL 1.20 on).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlslBuiltin {
    /// The semantic exactly as the source must write it (cgc 3.1 reads
    /// `gl_PointCoord` for `POINTCOORD`, a varying for `pointcoord` and
    /// `POINTCOORD0`).
    pub written: &'static str,
    /// The first GLSL version that has the built-in.
    pub from: u32,
    /// The built-in (`gl_PointCoord`).
    pub name: &'static str,
    /// Its GLSL type (`vec2`).
    #[serde(rename = "type")]
    pub ty: &'static str,
}

/// The variable a varying leaf reads or writes in one program, for the
/// semantic as its source writes it ([`GlslName::variable`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlslVariableName {
    pub name: std::borrow::Cow<'static, str>,
    /// Its GLSL type.
    pub ty: &'static str,
    /// The storage qualifier it is declared with; `None` for a built-in.
    pub declare: Option<&'static str>,
    /// It is [`GlslName::builtin`]'s built-in.
    pub builtin: bool,
}

impl GlslName {
    /// The extension a program at `version` enables to use the variable.
    pub fn extension_at(&self, version: &GlslVersion) -> Option<&'static str> {
        match (self.extension_below, version.version.parse::<u32>()) {
            (Some(core), Ok(number)) if number >= core => None,
            _ => self.extension,
        }
    }

    /// The built-in a leaf whose semantic the source writes `written`
    /// reads at `version`, if any ([`GlslName::builtin`]; the default
    /// version is below every numbered one).
    pub fn builtin_at(&self, written: &str, version: &GlslVersion) -> Option<&GlslBuiltin> {
        let builtin = self.builtin.as_ref()?;
        let number = version.version.parse::<u32>().ok()?;
        (written == builtin.written && number >= builtin.from).then_some(builtin)
    }

    /// The variable a leaf whose semantic the source writes `written` (as
    /// the IR names the register, when not known) reads or writes at
    /// `version`.
    pub fn variable(&self, written: &str, version: &GlslVersion) -> GlslVariableName {
        if let Some(builtin) = self.builtin_at(written, version) {
            return GlslVariableName {
                name: builtin.name.into(),
                ty: builtin.ty,
                declare: None,
                builtin: true,
            };
        }
        let name = if self.named_as_written {
            let stem = written.trim_end_matches(|c: char| c.is_ascii_digit());
            let index = if stem.len() < written.len() { "0" } else { "" };
            format!("{stem}{index}").into()
        } else {
            self.name.into()
        };
        GlslVariableName {
            name,
            ty: self.ty,
            declare: self.declare,
            builtin: false,
        }
    }
}

fn vec4() -> &'static str {
    "vec4"
}

/// The names a qualified register binding may give that rank the same:
/// one name, or several (`["glslv", "glesv"]`: the first written of them
/// applies).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum QualifierRank {
    One(&'static str),
    Several(Vec<&'static str>),
}

impl QualifierRank {
    fn contains(&self, qualifier: &str) -> bool {
        match self {
            QualifierRank::One(name) => *name == qualifier,
            QualifierRank::Several(names) => names.contains(&qualifier),
        }
    }
}

/// The GLSL side of a GLSL profile: the versions `-po version=N` selects
/// and what each prints.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct Glsl {
    /// The versions cgc accepts, the default (no `-po version`) first.
    pub versions: Vec<GlslVersion>,
    /// The `-po` options without a value the profile accepts
    /// (`userTexCoord`); they change nothing cgrs prints.
    #[serde(default)]
    pub flags: Vec<&'static str>,
    /// The version in force: an index into `versions`, set by
    /// [`Profile::set_option`] for `-po version=N`.
    #[serde(default)]
    pub selected: usize,
}

/// One `-po version=N` a GLSL profile accepts.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlslVersion {
    /// `N` of `-po version=N`; `default` for the profile without the option.
    pub version: &'static str,
    /// The `#version` line, if the program has one.
    #[serde(default)]
    pub version_line: Option<&'static str>,
    /// Lines after the `#extension` lines (ES: the default precision).
    #[serde(default)]
    pub preamble: Vec<&'static str>,
    /// The interface family: the key of [`Binding::glsl`] naming the
    /// varyings, and the texture functions (`110`, `130`, `es`).
    pub family: &'static str,
    /// Fragment outputs may be declared `layout(location = N)` (3.30 on).
    #[serde(default)]
    pub explicit_locations: bool,
    /// The version declares OpenGL's state as built-in uniforms
    /// (`gl_ModelViewProjectionMatrix`, `gl_LightSource[]`: GLSL 1.10 to
    /// 1.30; 1.40 core and GLSL ES have none), which `glstate` reads.
    #[serde(default)]
    pub state_builtins: bool,
    /// The interpolation qualifiers the version declares varyings with.
    #[serde(default)]
    pub interpolation: Option<GlslInterpolation>,
    /// The extension that gives the version integer bit operations (`&`,
    /// `<<`, ...: `GL_EXT_gpu_shader4` below GLSL 1.30, which has them);
    /// whether the profile has them at all is its `"opcodes"` list's `AND`,
    /// `SHL`, ... (GLSL ES 1.00 has none).
    #[serde(default)]
    pub integer_extension: Option<&'static str>,
}

/// The interpolation qualifiers a GLSL version has (`flat`, `centroid`,
/// `noperspective`), for the modifiers written on semantics
/// ([`crate::interface::Interpolation`]).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlslInterpolation {
    pub qualifiers: Vec<&'static str>,
    /// The extension that gives the version the qualifiers
    /// (`GL_EXT_gpu_shader4`: `centroid` in GLSL 1.10).
    #[serde(default)]
    pub extension: Option<&'static str>,
}

impl GlslVersion {
    /// Whether this version declares a varying with the interpolation
    /// `qualifier` (`flat`), and the extension that gives it, if any.
    pub fn interpolation_qualifier(
        &self,
        qualifier: &str,
    ) -> Option<(&'static str, Option<&'static str>)> {
        let known = self.interpolation.as_ref()?;
        let found = known.qualifiers.iter().find(|&&q| q == qualifier)?;
        Some((found, known.extension))
    }
}

impl Glsl {
    /// The version in force.
    pub fn version(&self) -> &GlslVersion {
        &self.versions[self.selected.min(self.versions.len().saturating_sub(1))]
    }
}

/// A register cgc gives a varying without a semantic (its automatic
/// binding), in the order it tries them.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutobindRegister {
    /// The IR semantic that names the register: `ATTR3`, `TEX1`, `COLOR0`.
    pub semantic: &'static str,
    /// What the `#var` line's semantic field prints for a leaf bound here
    /// (`COL` for `COLOR0`, tests/field/027).
    pub printed: &'static str,
    /// The semantics that name this register: a leaf the program reads
    /// (inputs) or writes (outputs) under one of them holds it.
    pub occupied_by: Vec<&'static str>,
}

/// The registers of cgc's automatic binding, for inputs and outputs.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct Autobind {
    pub inputs: Vec<AutobindRegister>,
    pub outputs: Vec<AutobindRegister>,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    #[serde(rename = "$schema", default)]
    pub schema: Option<&'static str>,
    pub name: &'static str,
    pub stage: Stage,
    /// The names a qualified register binding (`register(ps, c5)`) may give
    /// to apply in this profile, the strongest first: the profile's own name,
    /// the other profile names cgc lets select it (arbfp1 answers to `fp30`),
    /// and its domain word (`vs`, `ps`). See [`Profile::register_qualifier_rank`].
    pub register_qualifiers: Vec<QualifierRank>,
    pub header: &'static str,
    pub dialect: Dialect,
    pub opcodes: Vec<&'static str>,
    pub branches: bool,
    /// What a profile that branches does, unless `-unroll` / `-ifcvt` say
    /// otherwise, with a loop it could unroll and an `if` it could convert.
    /// Absent: whichever lowering is shorter (vp30).
    #[serde(default)]
    pub flatten: Option<FlattenDefaults>,
    /// Operands may take `|x|` (otherwise selection inserts `ABS`).
    pub operand_abs: bool,
    /// Instructions take the `_SAT` suffix (otherwise selection clamps with `MAX`/`MIN`).
    pub saturate: bool,
    /// cgc binds parameters before it cancels opposite terms of sums
    /// (`(x - s) * 1 + s` → `x`): the uniforms only the cancelled terms read
    /// keep their registers, unreferenced (the ARB profiles; NV ones bind after).
    #[serde(default)]
    pub binds_before_cancellation: bool,
    /// The `-po` options, by cgc's names. After [`Profile::set_option`] the
    /// `default` field holds the value in force.
    pub options: BTreeMap<&'static str, OptionSpec>,
    pub limits: Limits,
    #[serde(default)]
    pub position_invariant: Option<PositionInvariant>,
    /// How the assembly emitters spell registers (absent in GLSL profiles).
    #[serde(default)]
    pub syntax: Syntax,
    /// The GLSL versions and their interface families (GLSL profiles only).
    #[serde(default)]
    pub glsl: Option<Glsl>,
    /// Where varyings without a semantic are bound.
    pub autobind: Autobind,
    pub inputs: Vec<Binding>,
    pub outputs: Vec<Binding>,
    /// Semantics cgc accepts on a varying input of this stage without
    /// binding a register: what a connector struct shared by two stages
    /// carries for the other one (`vf30`'s `BCOL0` in a fragment program).
    /// Such a leaf has no `#var` line, and a read of it is C5119 ("not
    /// visible in this profile").
    #[serde(default)]
    pub hidden_inputs: Vec<&'static str>,
    /// The same for outputs (`WPOS` in a vertex program): no `#var` line,
    /// and a write is C5119.
    #[serde(default)]
    pub hidden_outputs: Vec<&'static str>,
    /// Semantics cgc accepts and lists on an input (`#var float IN.FOGP :
    /// $vin.FOGP :  : 0 : 0`) but binds to no register: its program reads
    /// `INVALID` for them. Sema accepts the leaf; where the profile's input
    /// table also binds the semantic (arbfp1's `FOGP`), a read compiles
    /// and reads that register, listed as cgc lists it.
    #[serde(default)]
    pub unbound_inputs: Vec<&'static str>,
    /// Semantics cgc accepts on an input and binds as if written without
    /// one, to the first free register of [`Profile::autobind`], while the
    /// `#var` line keeps the semantic as written (arbfp1's `POINTCOORD`:
    /// `$vin.POINTCOORD : TEX1`). Any other index than 0 is past the table
    /// (C5102 where read).
    #[serde(default)]
    pub autobound_inputs: Vec<&'static str>,
    /// The library calls with constant arguments cgc 3.1 folds when they
    /// initialize a uniform, printing the value as its `#default`: entries
    /// `NAME/SHAPES`, where SHAPES holds `s` (a scalar argument), `1` (a
    /// one-component vector) and `v` (a vector of two to four); other calls
    /// leave the uniform without a default
    /// (tests/conformance/library-initializers.json).
    #[serde(default)]
    pub initializer_folds: Vec<&'static str>,
    /// The varying semantics cgc gives fewer than four components; a larger
    /// leaf bound to one is warned about (C7019).
    #[serde(default)]
    pub small_semantics: SmallSemantics,
}

/// The semantics of each direction that hold fewer than four components
/// (tests/sema_unit/semantic_sizes.txt, probed with cgc 3.1 on every
/// semantic of the eight profiles).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct SmallSemantics {
    pub inputs: Vec<SemanticSize>,
    pub outputs: Vec<SemanticSize>,
}

/// Semantics of one size.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct SemanticSize {
    pub semantics: Vec<&'static str>,
    /// The components the semantic holds: C7019's "which is size N".
    pub components: u8,
    /// How many times cgc repeats the warning for one leaf: once on a
    /// vertex program's inputs and the semantics it binds as if written
    /// without one, twice elsewhere.
    pub warnings: u8,
}

impl Profile {
    /// Whether cgc folds a call of the library function `name` whose first
    /// argument has `components` components (`None` for a scalar) in a
    /// uniform's initializer ([`Profile::initializer_folds`]).
    pub fn folds_in_initializer(&self, name: &str, components: Option<u32>) -> bool {
        let shape = match components {
            None => 's',
            Some(1) => '1',
            Some(_) => 'v',
        };
        self.initializer_folds.iter().any(|entry| {
            entry
                .split_once('/')
                .is_some_and(|(function, shapes)| function == name && shapes.contains(shape))
        })
    }

    /// Whether a varying of this direction (`output` or input) may carry an
    /// interpolation modifier (`: TEXCOORD0.FLAT`): one passed between the
    /// stages in a GLSL profile, a vertex output or a fragment input (cgc
    /// 3.1, probed on 16 semantics, the three modifiers, both directions of
    /// the eight profiles: every semantic the direction knows takes one
    /// there, and none anywhere else, C5129).
    pub fn takes_interpolation_modifier(&self, output: bool) -> bool {
        self.glsl.is_some() && output == (self.stage == Stage::Vertex)
    }

    /// Whether cgc knows the semantic `name` (any case, any index) for a
    /// varying of this direction: its stem is one of the profile's input
    /// (`output` false) or output table, or one of the semantics it knows
    /// but does not show ([`Profile::hidden_inputs`], `hidden_outputs`,
    /// `unbound_inputs`). A struct's or array's semantic binds its members
    /// only then; otherwise cgc binds them as if written without one
    /// (`out S v : TEXCOORD0` in arbfp1 is `COL1`, `COL2`, probed with cgc
    /// 3.1 on every table name of the four profiles, tests/header/170).
    pub fn knows_semantic(&self, name: &str, output: bool) -> bool {
        let stem_of = |name: &str| {
            name.trim_end_matches(|c: char| c.is_ascii_digit())
                .to_ascii_uppercase()
        };
        let stem = stem_of(name);
        let (table, hidden, unbound, autobound) = if output {
            (&self.outputs, &self.hidden_outputs, &[][..], &[][..])
        } else {
            (
                &self.inputs,
                &self.hidden_inputs,
                &self.unbound_inputs[..],
                &self.autobound_inputs[..],
            )
        };
        table
            .iter()
            .flat_map(|row| &row.semantics)
            .chain(hidden)
            .chain(unbound)
            .chain(autobound)
            .any(|known| stem_of(known) == stem)
    }

    /// The size of the semantic `name` on a varying of this direction, if
    /// it holds fewer than four components ([`Profile::small_semantics`]).
    pub fn semantic_size(&self, name: &str, output: bool) -> Option<&SemanticSize> {
        let sizes = if output {
            &self.small_semantics.outputs
        } else {
            &self.small_semantics.inputs
        };
        sizes
            .iter()
            .find(|size| names_semantic(&size.semantics, name))
    }

    /// Whether `name` is a varying's semantic in this profile, in either
    /// direction: a uniform written with one is warned about (C7021,
    /// tests/sema_unit/varying_semantic_uniforms.txt).
    pub fn is_varying_semantic(&self, name: &str) -> bool {
        self.knows_semantic(name, false) || self.knows_semantic(name, true)
    }

    /// A copy of the built-in profile called `name` (one of [`profile_names`]).
    pub fn builtin(name: &str) -> Option<Profile> {
        Self::shared(name).cloned()
    }

    /// A profile described by JSON text of `profiles/schema.json`'s form (a
    /// variant with other limits, or a profile not built in). The text lives
    /// as long as the process: descriptions borrow their names from it.
    pub fn from_json(text: String) -> Result<Profile, String> {
        Profile::load(Box::leak(text.into_boxed_str()))
    }

    /// Parses a description and checks that each of its `opcodes` is one
    /// its dialect has ([`crate::isa::Opcode::listed`]): that of its
    /// assembly header, or the IR's operations, which a GLSL profile prints.
    fn load(text: &'static str) -> Result<Profile, String> {
        let profile: Profile = serde_json::from_str(text).map_err(|error| error.to_string())?;
        let (name, header) = (profile.name, profile.header);
        let dialect = crate::isa::Dialect::from_header(header);
        if dialect.is_none() && profile.dialect != Dialect::Glsl {
            return Err(format!(
                "profile {name}: no dialect has the header {header:?}"
            ));
        }
        for mnemonic in &profile.opcodes {
            crate::isa::Opcode::listed(mnemonic, dialect)
                .map_err(|error| format!("profile {name}: \"opcodes\": {error}"))?;
        }
        Ok(profile)
    }

    pub fn is_fragment(&self) -> bool {
        self.stage == Stage::Fragment
    }

    /// How strongly a binding qualified with `qualifier` applies here: 0 for
    /// the strongest name of [`Profile::register_qualifiers`], `None` for a
    /// name the profile does not answer to (the binding is ignored then).
    /// Names compare exactly: cgc ignores `register(PS, c5)`.
    pub fn register_qualifier_rank(&self, qualifier: &str) -> Option<usize> {
        self.register_qualifiers
            .iter()
            .position(|rank| rank.contains(qualifier))
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
                // a load failure here is a build defect rather than a user error.
                Profile::load(SOURCES[index].1).ok()
            })
            .as_ref()
    }

    /// The texture units a program may bind: 16 in a fragment profile
    /// (arbfp1 takes `TEXUNIT15`, not `TEXUNIT16`; probed with cgc 3.1),
    /// none in a vertex profile.
    pub fn texture_units(&self) -> u32 {
        match self.stage {
            Stage::Fragment => 16,
            Stage::Vertex => 0,
        }
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Whether the dialect has the instruction spelled `mnemonic` (`"CMP"`).
    pub fn has_opcode(&self, mnemonic: &str) -> bool {
        self.opcodes.contains(&mnemonic)
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

    /// Apply `-po name` or `-po name=value` as written: a GLSL profile's
    /// `version` (one it does not know is warning C6611 and leaves the
    /// default) and flags, else [`Profile::set_option`] with the value read
    /// as cgc reads it ([`written_option_value`]).
    pub fn set_written_option(&mut self, name: &str, value: Option<&str>) -> Vec<Diagnostic> {
        if let Some(glsl) = &mut self.glsl {
            if name == "version" {
                let written = value.unwrap_or("");
                match glsl.versions.iter().position(|v| v.version == written) {
                    Some(index) => glsl.selected = index,
                    None => {
                        glsl.selected = 0;
                        return vec![Diagnostic::warning(
                            6611,
                            None,
                            format!("'version' option '{written}' is invalid"),
                        )];
                    }
                }
                return Vec::new();
            }
            if glsl.flags.contains(&name) {
                return Vec::new();
            }
        }
        self.set_option(name, written_option_value(value))
    }

    /// Apply `-po name=value` as cgc does: unknown options are ignored with
    /// warning C6504; a value out of the option's bounds is clamped, warning
    /// C6502 (too small) or C6503 (too large) for each bound it crosses.
    pub fn set_option(&mut self, name: &str, value: i64) -> Vec<Diagnostic> {
        let Some(spec) = self.options.get_mut(name) else {
            return vec![Diagnostic::warning(
                6504,
                None,
                format!("Unknown profile option '{name}' ignored"),
            )];
        };
        let clamped = |code, bound: u32, size| {
            let message =
                format!("Profile option '{name}' value ({value}) too {size}; clamped to {bound}");
            Diagnostic::warning(code, None, message)
        };
        let mut warnings = Vec::new();
        let mut set = value;
        let minimum = spec.minimum.unwrap_or(0);
        if set < i64::from(minimum) {
            warnings.push(clamped(6502, minimum, "small"));
            set = i64::from(minimum);
        }
        if let Some(maximum) = spec.maximum.filter(|&maximum| set > i64::from(maximum)) {
            warnings.push(clamped(6503, maximum, "large"));
            set = i64::from(maximum);
        }
        if let Some(floor) = spec.floor.filter(|&floor| set < i64::from(floor)) {
            warnings.push(clamped(6502, floor, "small"));
            set = i64::from(floor);
        }
        spec.default = u32::try_from(set).unwrap_or(u32::MAX);
        warnings
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

    /// How the GLSL version in force declares an integer leaf bound to the
    /// input register `register` (`ATTR3`, as the IR names it), if it
    /// declares it with the leaf's integer type ([`GlslName::integer`]).
    pub fn integer_input(&self, register: &str) -> Option<&GlslInteger> {
        let version = self.glsl.as_ref()?.version();
        let name = self.find_input(register)?.glsl.get(version.family)?;
        if name.builtin.is_some() {
            return None;
        }
        name.integer.as_ref()
    }

    pub fn find_output(&self, semantic: &str) -> Option<&Binding> {
        find_binding(&self.outputs, semantic)
    }

    /// Whether an input bound to `semantic` has no register and no `#var`
    /// line ([`Profile::hidden_inputs`]).
    pub fn hides_input(&self, semantic: &str) -> bool {
        names_semantic(&self.hidden_inputs, semantic)
    }

    /// Whether an output bound to `semantic` has no register and no `#var`
    /// line ([`Profile::hidden_outputs`]).
    pub fn hides_output(&self, semantic: &str) -> bool {
        names_semantic(&self.hidden_outputs, semantic)
    }

    /// Whether an input bound to `semantic` is listed but has no register
    /// ([`Profile::unbound_inputs`]).
    pub fn leaves_input_unbound(&self, semantic: &str) -> bool {
        names_semantic(&self.unbound_inputs, semantic)
    }

    /// Whether `semantic`'s stem, at any index, is one cgc binds as if
    /// written without a semantic ([`Profile::autobound_inputs`]).
    pub fn autobinds_input(&self, semantic: &str) -> bool {
        let stem = semantic_parts(semantic).0;
        self.autobound_inputs
            .iter()
            .any(|name| name.eq_ignore_ascii_case(stem))
    }
}

/// Whether `list` names `semantic`, as [`same_semantic`] compares them.
fn names_semantic(list: &[&str], semantic: &str) -> bool {
    list.iter().any(|name| same_semantic(name, semantic))
}

/// Semantics match as [`same_semantic`] says; compared in place, since
/// emission looks up every register.
fn find_binding<'a>(table: &'a [Binding], semantic: &str) -> Option<&'a Binding> {
    table
        .iter()
        .find(|b| b.semantics.iter().any(|s| same_semantic(s, semantic)))
}

/// A semantic's stem and its index's digits without leading zeros:
/// `TEXCOORD07` is (`TEXCOORD`, `7`); `NORMAL`, `NORMAL0` and `NORMAL00` are
/// all (`NORMAL`, ``), index 0. The digits stay text, so no index overflows.
pub fn semantic_parts(semantic: &str) -> (&str, &str) {
    let stem = semantic.trim_end_matches(|c: char| c.is_ascii_digit());
    let digits = semantic[stem.len()..].trim_start_matches('0');
    (stem, digits)
}

/// Whether two spellings name one semantic. cgc 3.1 reads a semantic as a
/// stem and a decimal index, case-insensitively, an absent index being 0:
/// `NORMAL0` and `NORMAL00` are `NORMAL`, `TEXCOORD` and `TEX00` are
/// `TEXCOORD0` / `TEX0`, `COLOR03` is `COLOR3`, as inputs and outputs of
/// every profile (tests/header/180 and 181; `NORMAL1` is out of range, C5102).
pub fn same_semantic(a: &str, b: &str) -> bool {
    let (a_stem, a_index) = semantic_parts(a);
    let (b_stem, b_index) = semantic_parts(b);
    a_stem.eq_ignore_ascii_case(b_stem) && a_index == b_index
}

/// A profile as every stage holds it: one immutable description for the
/// whole process, with its `-po` options applied. Built-in profiles are parsed
/// once; a changed or loaded one is interned, so a long-lived process (the
/// language server) keeps one copy per distinct description. Two refs are
/// equal when they are the same description.
#[derive(Clone, Copy)]
pub struct ProfileRef(&'static Profile);

impl ProfileRef {
    /// The built-in profile called `name`, as cgc spells it (lower case).
    pub fn builtin(name: &str) -> Option<ProfileRef> {
        Profile::shared(name).map(ProfileRef)
    }

    /// The shared copy of `profile`: the built-in one when it is unchanged.
    pub fn intern(profile: Profile) -> ProfileRef {
        if let Some(builtin) = Profile::shared(profile.name).filter(|b| **b == profile) {
            return ProfileRef(builtin);
        }
        static INTERNED: Mutex<Vec<&'static Profile>> = Mutex::new(Vec::new());
        let mut interned = INTERNED.lock().unwrap_or_else(|poison| poison.into_inner());
        if let Some(known) = interned.iter().find(|known| ***known == profile) {
            return ProfileRef(known);
        }
        let leaked: &'static Profile = Box::leak(Box::new(profile));
        interned.push(leaked);
        ProfileRef(leaked)
    }

    pub fn get(self) -> &'static Profile {
        self.0
    }
}

impl std::ops::Deref for ProfileRef {
    type Target = Profile;
    fn deref(&self) -> &Profile {
        self.0
    }
}

impl PartialEq for ProfileRef {
    fn eq(&self, other: &ProfileRef) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for ProfileRef {}

impl std::hash::Hash for ProfileRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::ptr::hash(self.0, state)
    }
}

impl std::fmt::Debug for ProfileRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

/// A `-po` value as cgc 3.1 reads it, C's `atoi`: an optional sign and the
/// leading decimal digits (`7abc` is 7; `abc`, `0x10` and an empty value are
/// 0). An option written without `=value` is 1.
pub fn written_option_value(value: Option<&str>) -> i64 {
    let Some(text) = value else {
        return 1;
    };
    let text = text.trim_start();
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = digits
        .bytes()
        .take_while(u8::is_ascii_digit)
        .fold(0i64, |sum, digit| {
            sum.saturating_mul(10)
                .saturating_add(i64::from(digit - b'0'))
        });
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

#[cfg(test)]
mod tests {

    /// cgc warns about a uniform written with a varying's semantic exactly
    /// for the semantics the profile knows on a varying (probe
    /// tests/sema_unit/varying_semantic_uniforms.txt,
    /// scripts/regen-varying-semantic-uniforms.sh), naming the stem as
    /// written.
    #[test]
    fn varying_semantics_on_uniforms_are_cgcs() {
        let text = include_str!("../tests/sema_unit/varying_semantic_uniforms.txt");
        let mut checked = 0;
        for line in text.lines() {
            let fields: Vec<&str> = line.split('|').collect();
            let [profile, name, stem] = fields[..] else {
                panic!("malformed probe line {line:?}");
            };
            let warns = Profile::shared(profile).unwrap().is_varying_semantic(name);
            assert_eq!(warns, stem != "-", "{line}");
            if warns {
                assert_eq!(
                    name.trim_end_matches(|c: char| c.is_ascii_digit()),
                    stem,
                    "{line}"
                );
            }
            checked += 1;
        }
        assert!(checked > 900, "only {checked} probes checked");
    }
    /// `POINTCOORD` in the GLSL fragment profiles, as cgc 3.1 reads it
    /// (tests/glsl/cases/sem_fin_point_coord.cg): `gl_PointCoord` from
    /// GLSL 1.20 on where the source writes it so, else a varying named as
    /// written, its index `0` whatever its digits.
    #[test]
    fn point_coordinates_are_read_as_cgc_reads_them() {
        let read = |profile: &str, version: Option<&str>, written: &str| {
            let mut profile = Profile::builtin(profile).unwrap();
            if let Some(version) = version {
                assert!(profile
                    .set_written_option("version", Some(version))
                    .is_empty());
            }
            let glsl = profile.glsl.as_ref().unwrap();
            let version = glsl.version();
            let binding = profile.find_input(written).unwrap();
            let variable = binding.glsl[version.family].variable(written, version);
            (variable.name.into_owned(), variable.ty, variable.declare)
        };
        let varying = |name: &str| (name.to_string(), "vec4", Some("varying"));
        let builtin = ("gl_PointCoord".to_string(), "vec2", None);
        assert_eq!(read("glslf", None, "POINTCOORD"), varying("POINTCOORD"));
        assert_eq!(
            read("glslf", Some("110"), "POINTCOORD"),
            varying("POINTCOORD")
        );
        assert_eq!(read("glslf", Some("120"), "POINTCOORD"), builtin);
        assert_eq!(read("glslf", Some("330"), "POINTCOORD"), builtin);
        assert_eq!(
            read("glslf", Some("120"), "pointcoord00"),
            varying("pointcoord0")
        );
        assert_eq!(
            read("glslf", Some("120"), "PointCoord"),
            varying("PointCoord")
        );
        assert_eq!(
            read("glslf", Some("130"), "POINTCOORD0"),
            ("POINTCOORD0".to_string(), "vec4", Some("in"))
        );
        assert_eq!(read("glesf", None, "POINTCOORD"), varying("POINTCOORD"));
        assert_eq!(read("glesf", Some("130"), "POINTCOORD"), builtin);
    }

    /// Every semantic's size as cgc 3.1 warns about it on a `float4` leaf
    /// (C7019), in each profile and direction
    /// (scripts/regen-semantic-sizes.sh).
    #[test]
    fn semantic_sizes_are_cgcs() {
        let text = include_str!("../tests/sema_unit/semantic_sizes.txt");
        let mut checked = 0;
        for line in text.lines() {
            let fields: Vec<&str> = line.split('|').collect();
            let [profile, direction, name, size, warnings] = fields[..] else {
                panic!("malformed probe line {line:?}");
            };
            let found = Profile::shared(profile)
                .unwrap()
                .semantic_size(name, direction == "out");
            let found = found.map(|size| (size.components.to_string(), size.warnings.to_string()));
            let cgc = (size != "-").then(|| (size.to_string(), warnings.to_string()));
            assert_eq!(found, cgc, "{line}");
            checked += 1;
        }
        assert!(checked > 1400, "only {checked} probes checked");
    }

    use super::*;

    /// cgc 3.1 (tests/header/180, 181): an index 0, with or without leading
    /// zeros, is the stem alone; other indices compare by value.
    #[test]
    fn semantics_compare_by_stem_and_index() {
        assert!(same_semantic("NORMAL", "NORMAL0"));
        assert!(same_semantic("normal00", "NORMAL"));
        assert!(same_semantic("TEXCOORD0", "TEXCOORD"));
        assert!(same_semantic("TEXCOORD7", "texcoord07"));
        assert!(!same_semantic("NORMAL", "NORMAL1"));
        assert!(!same_semantic("TEXCOORD1", "TEXCOORD10"));
        assert!(!same_semantic("COL", "COLOR"));
        let arbvp1 = Profile::shared("arbvp1").unwrap();
        let register = |semantic| arbvp1.find_input(semantic).map(|b| b.register);
        assert_eq!(register("NORMAL0"), Some("vertex.normal"));
        assert_eq!(register("ATTR015"), Some("vertex.attrib[15]"));
        assert_eq!(register("NORMAL1"), None);
        let output = arbvp1.find_output("POSITION0").map(|b| b.resource);
        assert_eq!(output, Some("HPOS"));
    }
}
