//! The program interface: what the front end tells the back end about each
//! parameter of the entry function, as plain data (no semantic-analysis types).
//!
//! The back end needs, per parameter, what cgc prints in its `#var` and
//! `#semantic` header lines: the Cg type name, the flattened name (`main.pos`,
//! `IN.uv`), the semantic as written, the argument number, and which IR item holds
//! its value. Whether it is used is decided by the back end after optimization.
//!
//! The lowering fills it while it walks the entry's interface as
//! `sema::flatten` flattens it (the walk sema's binding checks use too): one
//! [`Parameter`] per leaf, in cgc's `#var` order; a parameter `i` gives
//! `argument = i`, the return value and globals `-1`; an explicit register
//! goes through [`register_index`]; the [`ParameterKind`] names the IR item
//! lowering created for the leaf.

/// Index into the IR program's `inputs` (one per varying input register).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InputId(pub u32);

/// Index into the IR program's `uniforms` (one per uniform leaf).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UniformId(pub u32);

/// Index into the IR program's `samplers`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SamplerId(pub u32);

/// Index into the IR program's `outputs` (one per varying output register).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OutputId(pub u32);

/// Which IR item a parameter's value lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParameterKind {
    /// A varying input (`$vin`); a matrix's rows are the inputs from this
    /// one on ([`Parameter::varying_rows`]).
    Input(InputId),
    /// A varying output (`$vout`); a matrix's rows are the outputs from
    /// this one on ([`Parameter::varying_rows`]).
    Output(OutputId),
    /// A uniform occupying `rows` float4 slots (its IR [`crate::ir::Uniform`]).
    Uniform(UniformId),
    /// One element of a uniform array, which cgc lists on its own `#var` line
    /// (`bones[3]`): row `.1` of the IR uniform.
    UniformElement(UniformId, u32),
    /// A sampler bound to a texture unit.
    Sampler(SamplerId),
    /// A CgFX value no register holds: a `string`, or a `vertexshader` /
    /// `pixelshader` program object. cgc lists it, never referenced, with
    /// no resource (`#var string s :  :  : -1 : 0`, `#var  vs :  :  : -1 :
    /// 0`).
    Object,
    /// Not a parameter of the source: cgc's `$kill_NNNN` pseudo-output, one
    /// per `KIL` instruction of a fragment program, which the back end adds
    /// after the interface's leaves (lowering never creates one).
    Kill,
}

/// One part of a constant a source writes (a uniform's default, an
/// annotation's value): a number (a component), or a whole string.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstantPart {
    Number(f32),
    Text(String),
}

/// An interpolation modifier written after a varying's semantic (`:
/// TEXCOORD0.FLAT`, `.CENTROID`, `.NOPERSPECTIVE`, `.SAMPLE`, or Direct3D's
/// way, `TEXCOORD0_centroid`, in any letter case). cgc's GLSL profiles take
/// the first three on a varying between the stages (a vertex output, a
/// fragment input) and declare the variable with the qualifier where the
/// GLSL version has it; the assembly profiles reject them, and every
/// profile `sample` (C5129; tests/sema/cases/678).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Interpolation {
    Flat,
    Centroid,
    NoPerspective,
    Sample,
}

impl Interpolation {
    /// The modifier of an upper-cased semantic suffix (`FLAT`).
    pub fn from_modifier(upper: &str) -> Option<Self> {
        match upper {
            "FLAT" => Some(Self::Flat),
            "CENTROID" => Some(Self::Centroid),
            "NOPERSPECTIVE" => Some(Self::NoPerspective),
            "SAMPLE" => Some(Self::Sample),
            _ => None,
        }
    }

    /// The semantic and modifier of an upper-cased semantic that ends in
    /// one after a `.` or a `_` (`TEXCOORD0_CENTROID`).
    pub fn split(upper: &str) -> Option<(&str, Self)> {
        let at = upper.rfind(['.', '_'])?;
        let modifier = Self::from_modifier(&upper[at + 1..])?;
        Some((&upper[..at], modifier))
    }

    /// The GLSL qualifier, which is also how cgc's messages name it.
    pub fn qualifier(self) -> &'static str {
        match self {
            Self::Flat => "flat",
            Self::Centroid => "centroid",
            Self::NoPerspective => "noperspective",
            Self::Sample => "sample",
        }
    }
}

/// One leaf of the entry function's interface, after struct flattening.
#[derive(Clone, Debug, PartialEq)]
pub struct Parameter {
    /// Cg type as cgc prints it: `float4`, `float4x4`, `sampler2D`.
    pub type_name: String,
    /// Flattened name as cgc prints it: `p`, `main.pos`, `IN.uv`, `light.color`.
    pub name: String,
    /// The semantic as written in the source (`TEXCOORD0`, `COLOR`,
    /// `TEXCOORD1.flat`), if any.
    pub semantic: Option<String>,
    /// The interpolation modifier written after the semantic.
    pub interpolation: Option<Interpolation>,
    /// The semantic is not written on the leaf but derived from its
    /// struct's or array's, counted on (`S i : TEXCOORD1` gives `i.b`
    /// TEXCOORD2, `t[1]` of `t : TEXCOORD4` TEXCOORD5): cgc's header then
    /// names the register by its resource (`$vin.TEX2`).
    pub semantic_derived: bool,
    /// The leaf carries a semantic written on it but is bound as if written
    /// without one (arbfp1's `POINTCOORD`,
    /// [`crate::profile::Profile::autobound_inputs`]; a matrix whose
    /// semantic the profile does not know,
    /// [`crate::sema::flatten::Item::binds_without_semantic`]): its `#var`
    /// line keeps the semantic as written, bound or not.
    pub binds_without_semantic: bool,
    pub kind: ParameterKind,
    /// Position in the entry function's parameter list; `-1` for the return value
    /// (and global uniforms, as cgc prints them).
    pub argument: i32,
    /// An explicit binding from the source: the parameter slot of a uniform
    /// (`: C5`, `: register(c5)`) or the texture unit of a sampler (`: TEXUNIT3`).
    pub register: Option<u32>,
    /// The explicit binding as written on the declaration `register` comes
    /// from: a register past the profile's range is an error only where
    /// the program reads it (C5102, reported at the binding).
    pub written_register: Option<WrittenRegister>,
    /// A uniform's default (initial) value from the source, row-major
    /// (`uniform float2x2 m = float2x2(1, 2, 3, 4)` → `[1, 2, 3, 4]`).
    pub default: Option<Vec<f32>>,
    /// A `string` uniform's value from the source, its escapes decoded
    /// (`string name = "tex.png"` → `tex.png`): `#default name = "tex.png"`.
    pub default_text: Option<String>,
    /// A varying input sharing its register with others (cgc packed inputs
    /// without semantics into it) that is not the one cgc credits with the
    /// register's reads: cgc lists it with the register but unreferenced
    /// (`#var float s : $vin.TEX2 : TEX2 : 4 : 0`).
    pub shared: bool,
    /// A varying input whose register cgc keeps although the program may not
    /// read it: its value was passed to a helper function's parameter that
    /// has a semantic (`#var float3 h : $vin.TEXCOORD3 : TEX3 : 3 : 0`).
    pub register_kept: bool,
    /// For the input leaf of an `inout` parameter: the output its value is
    /// copied back to. cgc's header lists the leaf by its input only;
    /// NVIDIA's runtime lists it by this output (docs/runtime.md).
    pub inout_output: Option<InoutOutput>,
    /// A uniform matrix stored by columns (`column_major`, `#pragma
    /// pack_matrix(column_major)`): `type_name` is the declared type's
    /// transpose, the rows its registers hold, as cgc lists it.
    pub column_major: bool,
    /// Where a uniform or sampler leaf lives in a GLSL program (lowering
    /// fills it for the GLSL profiles only).
    pub glsl: Option<GlslPlace>,
    /// A varying input leaf's name in cgc's GLSL namespace
    /// (docs/glsl-cgc.md §4): a parameter's own name (`_pc`, not its
    /// copy's `_pc1`), a struct member's place in the parameter's copy
    /// (`_v1._pc`). cgc lists it as the resource of a leaf read from a
    /// variable named after its semantic (`POINTCOORD`); lowering fills it
    /// for the GLSL profiles only.
    pub glsl_name: Option<String>,
    /// The declaration of the parameter or global the leaf is part of, for
    /// errors about where it is bound (C5041); `None` for what the source
    /// does not declare.
    pub span: Option<crate::span::Span>,
}

/// The register a declaration binds its leaves from (`float4 k[4] :
/// register(c94)` binds `k[3]` to c97 from c94), and where it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenRegister {
    pub first: u32,
    pub span: crate::span::Span,
}

/// The output side of an `inout` varying leaf, which has no `#var` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InoutOutput {
    /// The IR output the copy-back writes (a matrix's rows are the outputs
    /// from this one on).
    pub output: OutputId,
    /// The semantic naming it: the leaf's as written, or for a leaf without
    /// one the register autobinding gave the output (`TEX0`); `None` while
    /// unbound.
    pub semantic: Option<String>,
}

/// Where a uniform leaf lives in a GLSL program: `base` alone
/// (`_scene1._lights[1]._color`), or rows `base[index]`, `base[index + 1]`,
/// ... (`_worldViewProj[0]` to `[3]`; `_bones[4]` to `[7]` for `bones[1]`
/// of a `float4x3 bones[2]`, declared `uniform vec3 _bones[8]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlslPlace {
    pub base: String,
    pub index: Option<u32>,
    /// The GLSL type of one row: `vec3`, `float`, `int`, `bvec2`, `sampler2D`.
    pub row_type: String,
    /// The top-level uniform declaring it: an index into
    /// [`GlslDeclarations::uniforms`].
    pub uniform: usize,
}

impl GlslPlace {
    /// The GLSL expression of row `row` of the leaf.
    pub fn row(&self, row: u32) -> String {
        match self.index {
            Some(first) => format!("{}[{}]", self.base, first + row),
            None => self.base.clone(),
        }
    }
}

/// The GLSL declarations of the entry's uniforms: the top-level uniforms
/// and the struct types they need, named by cgc's rule (docs/glsl-cgc.md
/// §4) where it gives a working program.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GlslDeclarations {
    /// Every struct type a uniform may need, in the source's order (a
    /// struct after the structs its members have).
    pub structs: Vec<GlslStruct>,
    /// One per uniform object of the entry (parameter or global).
    pub uniforms: Vec<GlslVariable>,
    /// GLSL ES: the entry returns a struct cgc keeps as the global `_ret_0`
    /// (it outputs more than the position and point size), so the header
    /// lists its built-in outputs by semantic (`POSITION`, not `HPOS`).
    pub returned_struct_kept: bool,
}

/// A struct type as GLSL declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlslStruct {
    pub name: String,
    pub members: Vec<GlslVariable>,
}

/// A declared name of a GLSL type: `vec3 _eye1`, `Light _lights[2]`,
/// `vec4 _worldViewProj[4]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlslVariable {
    pub name: String,
    /// A GLSL type, or the name of a [`GlslStruct`].
    pub ty: String,
    /// The array size, if it is an array.
    pub array: Option<u32>,
    /// The struct among [`GlslDeclarations::structs`] when `ty` names one.
    pub struct_index: Option<usize>,
}

impl Parameter {
    /// The IR inputs or outputs a varying leaf spans: a matrix takes one per
    /// row, consecutive from the leaf's [`ParameterKind::Input`] or
    /// [`ParameterKind::Output`] id (`float3x4 m : TEXCOORD1` is three
    /// inputs, TEXCOORD1 to TEXCOORD3, and one `#var` line), anything else
    /// one.
    pub fn varying_rows(&self) -> u32 {
        match self.kind {
            ParameterKind::Input(_) | ParameterKind::Output(_) => {
                matrix_rows(&self.type_name).unwrap_or(1)
            }
            _ => 1,
        }
    }

    /// The OpenGL state a uniform is bound to (`: state.matrix.mvp`), as ARB
    /// programs name it (lower case), if any.
    pub fn state_binding(&self) -> Option<String> {
        let semantic = self.semantic.as_deref()?.to_ascii_lowercase();
        match self.kind {
            ParameterKind::Uniform(_) | ParameterKind::UniformElement(..)
                if semantic.starts_with("state.") =>
            {
                Some(semantic)
            }
            _ => None,
        }
    }
}

/// A uniform object as the source declares it (a struct or array is one),
/// for its `#semantic` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniformObject {
    /// The parameter or global name (`mvp`, `lights`).
    pub name: String,
    /// Position in the entry's parameter list; -1 for a global.
    pub argument: i32,
    /// The semantic or register binding as written (`C5`, `TEXUNIT3`,
    /// `state.matrix.mvp`).
    pub semantic: Option<String>,
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
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ProgramInterface {
    /// `#program` line: the entry function's name.
    pub entry: String,
    /// In cgc's `#var` order: parameters in declaration order, then outputs.
    pub parameters: Vec<Parameter>,
    /// The uniform objects (`uniform` parameters, then global uniforms, in
    /// declaration order), each printed on one `#semantic` line.
    pub uniform_objects: Vec<UniformObject>,
    /// The uniforms' GLSL declarations (GLSL profiles only).
    pub glsl: GlslDeclarations,
}

impl ProgramInterface {
    /// Fills [`ProgramInterface::uniform_objects`] from the uniform and sampler
    /// leaves, for an interface built by hand rather than by lowering: one
    /// object per root name (`lights` for `lights[1].color`), with the leaf's
    /// semantic when the object is a single leaf.
    pub fn with_objects_from_leaves(mut self) -> ProgramInterface {
        let mut objects: Vec<(UniformObject, usize)> = Vec::new();
        for leaf in &self.parameters {
            if !matches!(
                leaf.kind,
                ParameterKind::Uniform(_)
                    | ParameterKind::UniformElement(..)
                    | ParameterKind::Sampler(_)
            ) {
                continue;
            }
            let root = leaf.name.split(['.', '[']).next().unwrap_or(&leaf.name);
            match objects.last_mut() {
                Some((object, leaves))
                    if object.name == root && object.argument == leaf.argument =>
                {
                    *leaves += 1;
                    object.semantic = None;
                }
                _ => objects.push((
                    UniformObject {
                        name: root.to_string(),
                        argument: leaf.argument,
                        semantic: leaf.semantic.clone(),
                    },
                    1,
                )),
            }
        }
        self.uniform_objects = objects.into_iter().map(|(object, _)| object).collect();
        self
    }

    /// Names printed on `#semantic` lines: one per uniform object, qualified
    /// by the entry function when it is one of its parameters (`main.mvp`),
    /// with its semantic as written (`mvp : C5`).
    pub fn semantic_lines(&self) -> Vec<String> {
        self.uniform_objects
            .iter()
            .map(|object| {
                let qualified = if object.argument >= 0 {
                    format!("{}.{}", self.entry, object.name)
                } else {
                    object.name.clone()
                };
                match &object.semantic {
                    Some(semantic) => format!("{qualified} : {semantic}"),
                    None => qualified,
                }
            })
            .collect()
    }
}

/// The transpose of a matrix type name (`float4x3` → `float3x4`); other
/// names unchanged.
pub fn transposed_matrix(type_name: &str) -> String {
    let base = type_name.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    let shape = &type_name[base.len()..];
    match shape.split_once('x') {
        Some((rows, columns)) => format!("{base}{columns}x{rows}"),
        None => type_name.to_string(),
    }
}

/// The row count of a matrix type name (`float4x3` → 4).
pub fn matrix_rows(type_name: &str) -> Option<u32> {
    matrix_shape(type_name)?.0.parse().ok()
}

/// The column count of a matrix type name (`float3x4` → 4).
pub fn matrix_columns(type_name: &str) -> Option<u32> {
    matrix_shape(type_name)?.1.parse().ok()
}

/// A matrix type name's rows and columns, as written (`float4x3` → `4`, `3`).
fn matrix_shape(type_name: &str) -> Option<(&str, &str)> {
    type_name
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .split_once('x')
}
