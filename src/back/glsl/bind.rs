//! What each interface leaf is in a GLSL program: the data of the `//var`
//! lines and of `--reflect=json`, decided once ([`bind_parameters`]) and
//! printed by both.
//!
//! Uniforms and samplers are named by the lowering ([`GlslPlace`]); a leaf
//! it could not place (a uniform member of a varying struct) gets a name of
//! its own here ([`fallback_place`]), declared by the emitter. Varyings are
//! named by the profile's semantic table for the version's interface family.

use super::state::{semantic_builtin, state_place, SemanticBuiltin};
use crate::back::reflection::{
    header_type, is_hidden, listed_semantic, output_side, unbound_or, uniform_rows_read,
    ParameterBinding, Resource,
};
use crate::diag::Diagnostic;
use crate::interface::{
    matrix_rows, GlslPlace, Interpolation, Parameter, ParameterKind, ProgramInterface,
};
use crate::ir::{InputId, Program, Source};
use crate::profile::{Binding, GlslName, GlslVariableName, GlslVersion, Profile, Stage};
use std::collections::{BTreeMap, BTreeSet};

/// What the program reads and writes of its interface.
pub struct Reads {
    pub rows_read: Vec<Vec<bool>>,
    pub inputs_used: Vec<bool>,
    pub outputs_written: Vec<bool>,
    pub samplers_used: Vec<bool>,
    /// [`place_key`]s of the uniform leaves read: cgc names every element
    /// of a uniform array in the `//var` lines when any element's same
    /// member is read (`_lights[0]._color` for an unread `lights[0]`).
    pub uniform_places_read: BTreeSet<String>,
    /// Inputs read but listed unbound and unreferenced: another parameter
    /// on the same semantic holds the variable ([`superseded_inputs`]).
    pub superseded_inputs: BTreeSet<InputId>,
}

impl Reads {
    pub fn of(program: &Program) -> Reads {
        let mut reads = Reads {
            rows_read: uniform_rows_read(program),
            inputs_used: vec![false; program.inputs.len()],
            outputs_written: vec![false; program.outputs.len()],
            samplers_used: vec![false; program.samplers.len()],
            uniform_places_read: BTreeSet::new(),
            superseded_inputs: BTreeSet::new(),
        };
        for inst in program.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(crate::ir::DestReg::Output(id)) = inst.dest.map(|d| d.reg) {
                reads.outputs_written[id.0 as usize] = true;
            }
            for operand in &inst.operands {
                if let Source::Input(id) = operand.source {
                    reads.inputs_used[id.0 as usize] = true;
                }
            }
            if let Some(texture) = inst.texture {
                reads.samplers_used[texture.sampler.0 as usize] = true;
            }
        }
        for block in &program.blocks {
            if let crate::ir::Terminator::Branch { condition, .. } = block.terminator {
                if let Source::Input(id) = condition.source {
                    reads.inputs_used[id.0 as usize] = true;
                }
            }
        }
        reads
    }
}

/// The GLSL name of a varying register in `family`, from the profile's
/// table row that binds `semantic`.
pub fn varying_name<'p>(
    profile: &'p Profile,
    family: &str,
    semantic: &str,
    output: bool,
) -> Option<(&'p Binding, &'p GlslName)> {
    let binding = if output {
        profile.find_output(semantic)
    } else {
        profile.find_input(semantic)
    }?;
    Some((binding, binding.glsl.get(family)?))
}

/// The semantic as the source writes it of each IR input: the leaf's that
/// reads it (`pointcoord0`, where the IR says `POINTCOORD0`), else the IR's.
pub fn written_inputs(program: &Program, interface: &ProgramInterface) -> Vec<String> {
    let mut written: Vec<String> = program.inputs.iter().map(|i| i.semantic.clone()).collect();
    let mut set = vec![false; written.len()];
    for p in &interface.parameters {
        if let (ParameterKind::Input(id), Some(semantic)) = (p.kind, &p.semantic) {
            let index = id.0 as usize;
            if index < written.len() && !set[index] {
                written[index] = semantic.clone();
                set[index] = true;
            }
        }
    }
    written
}

/// The interpolation modifier written on the leaves bound to each IR input
/// (`output` false) or output, every row of a matrix's.
pub fn varying_interpolations(
    program: &Program,
    interface: &ProgramInterface,
    output: bool,
) -> Vec<Option<Interpolation>> {
    let count = if output {
        program.outputs.len()
    } else {
        program.inputs.len()
    };
    let mut modifiers = vec![None; count];
    for p in &interface.parameters {
        let first = match (p.kind, output) {
            (ParameterKind::Input(id), false) => id.0,
            (ParameterKind::Output(id), true) => id.0,
            _ => continue,
        };
        let Some(interpolation) = p.interpolation else {
            continue;
        };
        for row in first..first.saturating_add(p.varying_rows()) {
            if let Some(slot) = modifiers.get_mut(row as usize) {
                *slot = Some(interpolation);
            }
        }
    }
    modifiers
}

/// The integer type each IR input is declared with, where it is one: an
/// input every leaf of which is an integer (`int`, `char`, `short`,
/// `long` and their unsigned forms but `unsigned int` read as `ivec4`,
/// `unsigned int` as `uvec4`, as cgc 3.1 declares them), on a register the
/// version declares with the leaf's type ([`Profile::integer_input`]). The
/// lowering reads such an input's value unconverted
/// (`Lowerer::reads_integer_attributes`).
pub fn integer_inputs(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
) -> Vec<Option<IntegerInput>> {
    let mut kinds: Vec<Option<Option<IntegerInput>>> = vec![None; program.inputs.len()];
    for p in &interface.parameters {
        let ParameterKind::Input(id) = p.kind else {
            continue;
        };
        let kind = integer_kind(&p.type_name);
        for row in id.0..id.0.saturating_add(p.varying_rows()) {
            let Some(slot) = kinds.get_mut(row as usize) else {
                continue;
            };
            *slot = match *slot {
                None => Some(kind),
                Some(seen) if seen == kind => Some(kind),
                Some(_) => Some(None),
            };
        }
    }
    kinds
        .into_iter()
        .zip(&program.inputs)
        .map(|(kind, input)| {
            let kind = kind.flatten()?;
            profile.integer_input(&input.semantic).map(|_| kind)
        })
        .collect()
}

/// The integer type of a GLSL vertex attribute ([`integer_inputs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerInput {
    /// `int`, `ivecN`.
    Signed,
    /// `uint`, `uvecN`.
    Unsigned,
}

impl IntegerInput {
    /// The GLSL type of a declared input of float type `ty` (`vec4` →
    /// `ivec4`, `float` → `int`).
    pub fn glsl_type(self, ty: &str) -> String {
        let (prefix, scalar) = match self {
            IntegerInput::Signed => ("i", "int"),
            IntegerInput::Unsigned => ("u", "uint"),
        };
        match ty {
            "float" => scalar.to_string(),
            _ => format!("{prefix}{ty}"),
        }
    }
}

/// The integer kind of a Cg type as the interface names it (`int4`,
/// `uint`, `ushort2`, `int3x4`), if it is an integer type.
fn integer_kind(type_name: &str) -> Option<IntegerInput> {
    let base = type_name.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    match base {
        "uint" => Some(IntegerInput::Unsigned),
        "int" | "byte" | "short" | "long" | "ubyte" | "ushort" | "ulong" => {
            Some(IntegerInput::Signed)
        }
        _ => None,
    }
}

/// The GLSL variable of IR input `index` at `version`, if its semantic has
/// one in the version's interface family.
pub fn input_variable(
    profile: &Profile,
    version: &GlslVersion,
    program: &Program,
    written: &[String],
    index: usize,
) -> Option<GlslVariableName> {
    let semantic = &program.inputs.get(index)?.semantic;
    let (_, name) = varying_name(profile, version.family, semantic, false)?;
    let written = written.get(index).unwrap_or(semantic);
    Some(name.variable(written, version))
}

/// The built-in a leaf written with `semantic` reads in place of a varying
/// at `version`, and its width, where one does ([`GlslName::builtin_at`]).
fn builtin_read(
    profile: &Profile,
    version: &GlslVersion,
    semantic: &str,
) -> Option<(&'static str, usize)> {
    let (_, name) = varying_name(profile, version.family, semantic, false)?;
    let builtin = name.builtin_at(semantic, version)?;
    Some((builtin.name, type_width(builtin.ty)))
}

/// The components of a GLSL or Cg scalar or vector type (`vec2`, `half3`:
/// the trailing digit; 1 for a scalar).
fn type_width(ty: &str) -> usize {
    ty.chars()
        .last()
        .and_then(|c| c.to_digit(10))
        .map_or(1, |n| n as usize)
}

/// cgc 3.1's C6001 for a leaf wider than the built-in it reads
/// (`float4 pc : POINTCOORD` from GLSL 1.20 on, where `gl_PointCoord` is a
/// `vec2`): once for a parameter, twice for a struct member, as cgc says
/// it. (cgc says it for other built-ins too, `gl_FogFragCoord`,
/// `gl_Normal`, which cgrs does not yet.)
pub fn narrow_builtin_warnings(
    interface: &ProgramInterface,
    profile: &Profile,
    version: &GlslVersion,
) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    for p in &interface.parameters {
        let (ParameterKind::Input(_), Some(semantic)) = (p.kind, &p.semantic) else {
            continue;
        };
        let Some((_, width)) = builtin_read(profile, version, semantic) else {
            continue;
        };
        if matrix_rows(&p.type_name).is_some() || type_width(&p.type_name) <= width {
            continue;
        }
        let times = if p.name.contains('.') { 2 } else { 1 };
        for _ in 0..times {
            warnings.push(Diagnostic::warning(
                6001,
                None,
                format!(
                    "OpenGL symbol with semantic \"{semantic}\" too small, translation may lose \
                     information"
                ),
            ));
        }
    }
    warnings
}

/// A uniform the program reads that is written with a semantic cgc 3.1
/// reads a built-in for at this version (`uniform float2 k : POINTCOORD`
/// from GLSL 1.20 on: cgc reads `gl_PointCoord` and leaves the uniform
/// unset, or assigns the built-in to the uniform, which no compiler
/// takes): refused, where the versions before keep it a uniform (with
/// cgc's warning C7021).
pub fn builtin_uniform_errors(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    version: &GlslVersion,
) -> Vec<Diagnostic> {
    let rows_read = uniform_rows_read(program);
    let mut errors = Vec::new();
    for p in &interface.parameters {
        let (ParameterKind::Uniform(id) | ParameterKind::UniformElement(id, _), Some(semantic)) =
            (p.kind, &p.semantic)
        else {
            continue;
        };
        let read = rows_read
            .get(id.0 as usize)
            .is_some_and(|rows| rows.iter().any(|&r| r));
        let Some((builtin, _)) = builtin_read(profile, version, semantic).filter(|_| read) else {
            continue;
        };
        errors.push(Diagnostic::error(
            5051,
            None,
            format!(
                "uniform '{}' with semantic '{semantic}' is not supported yet in profile '{}' at \
                 version {}: cgc 3.1 reads {builtin} in its place there; write it without the \
                 semantic",
                p.name, profile.name, version.version
            ),
        ));
    }
    errors
}

/// The resource of a vertex attribute the program declares under one of its
/// semantics' names (`attribute vec4 TANGENT;`): that name, which is what
/// an application binds, also where the source writes the semantic with an
/// index (`TANGENT0`; cgc 3.1 names the attribute `TANGENT0` there but
/// prints a resource that is no variable, `_tangent`). Other inputs (a
/// fragment program's varyings `TEX0`, listed as `TEXCOORD0`) and the
/// outputs keep the semantic as the source writes it, as cgc prints it.
fn named_after_semantic(
    profile: &Profile,
    binding: &Binding,
    name: &GlslName,
    output: bool,
) -> Option<String> {
    let attribute = profile.stage == Stage::Vertex && !output && name.declare.is_some();
    (attribute && binding.semantics.contains(&name.name)).then(|| name.name.to_string())
}

/// Where a uniform leaf the lowering did not place lives: a uniform of its
/// own, named after the leaf (`_PASS1_texture_size` for `PASS1.texture_size`),
/// a `vec4` per row.
pub fn fallback_place(parameter: &Parameter, rows: u32) -> GlslPlace {
    let mut base = String::from("_");
    for c in parameter.name.trim_start_matches('_').chars() {
        base.push(if c.is_ascii_alphanumeric() { c } else { '_' });
    }
    while base.ends_with('_') && base.len() > 1 {
        base.pop();
    }
    base = base.replace("__", "_");
    let row_type = match parameter.kind {
        ParameterKind::Sampler(_) => "sampler2D",
        _ => "vec4",
    };
    GlslPlace {
        base: format!("{base}_cgrs"),
        index: (rows > 1).then_some(0),
        row_type: row_type.to_string(),
        uniform: usize::MAX,
    }
}

/// Binds every leaf of `interface` (in its order) for a program of GLSL
/// version `version`.
pub fn bind_parameters(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    version: &GlslVersion,
) -> Vec<ParameterBinding> {
    let mut reads = Reads::of(program);
    reads.uniform_places_read = interface
        .parameters
        .iter()
        .filter(|p| uniform_leaf_read(p, program, &reads))
        .map(|p| place_key(&p.name))
        .collect();
    reads.superseded_inputs = superseded_inputs(program, interface, profile, version, &reads);
    let mut bindings: Vec<ParameterBinding> = interface
        .parameters
        .iter()
        .filter(|p| !is_hidden(p, program, profile))
        .filter(|p| p.kind != ParameterKind::Kill)
        .map(|p| {
            let mut binding = bind(p, program, profile, version, &reads);
            binding.output =
                output_side(p).map(|side| Box::new(bind(&side, program, profile, version, &reads)));
            binding
        })
        .collect();
    if interface.glsl.returned_struct_kept {
        bindings.iter_mut().for_each(name_kept_member_by_semantic);
    }
    for binding in &mut bindings {
        name_global_varying_by_semantic(binding, &interface.entry);
    }
    credit_builtin_reads(&mut bindings, profile, version);
    number_sampler_units(&mut bindings, version);
    bindings
}

/// Several input parameters on one semantic and read: cgc 3.1 binds only
/// the last one declared and lists the others unbound and unreferenced
/// (`#var float4 near : $vin.TEXCOORD0 :  : 0 : 0`), where the inputs are
/// built-ins (`gl_MultiTexCoord0`, GLSL before 1.30) or fragment varyings
/// of desktop GLSL; vertex attributes of 1.30 on and GLSL ES list every one
/// bound (tests/glsl/cases/hdr_same_semantic_inputs.cg).
fn superseded_inputs(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    version: &GlslVersion,
    reads: &Reads,
) -> BTreeSet<InputId> {
    let named_attributes = profile.stage == Stage::Vertex && version.family != "110";
    if version.family == "es" || named_attributes {
        return BTreeSet::new();
    }
    let mut last_by_semantic: BTreeMap<&str, InputId> = BTreeMap::new();
    let mut superseded = BTreeSet::new();
    for p in &interface.parameters {
        let ParameterKind::Input(id) = p.kind else {
            continue;
        };
        let rows = p.varying_rows();
        let semantic = program
            .inputs
            .get(id.0 as usize)
            .map(|i| i.semantic.as_str());
        let Some(semantic) = semantic.filter(|s| !s.is_empty()) else {
            continue;
        };
        if rows == 1 && any_row(&reads.inputs_used, id.0, rows) {
            if let Some(earlier) = last_by_semantic.insert(semantic, id) {
                superseded.insert(earlier);
            }
        }
    }
    superseded
}

/// cgc 3.1 reads one built-in for every input leaf bound to it and lists
/// the read as the last such leaf's (two `POINTCOORD` parameters from GLSL
/// 1.20 on: the first is listed unreferenced, the second referenced,
/// whichever the program reads).
fn credit_builtin_reads(
    bindings: &mut [ParameterBinding],
    profile: &Profile,
    version: &GlslVersion,
) {
    let builtin = |b: &ParameterBinding| match (b.parameter.kind, &b.parameter.semantic) {
        (ParameterKind::Input(_), Some(semantic)) => builtin_read(profile, version, semantic),
        _ => None,
    };
    let names: BTreeSet<&str> = bindings
        .iter()
        .filter_map(|b| builtin(b).map(|(name, _)| name))
        .collect();
    for name in names {
        let leaves: Vec<usize> = (0..bindings.len())
            .filter(|&i| builtin(&bindings[i]).is_some_and(|(n, _)| n == name))
            .collect();
        let read = leaves.iter().any(|&i| bindings[i].referenced);
        let last = leaves.last().copied();
        for &i in &leaves {
            bindings[i].referenced = read && Some(i) == last;
        }
    }
}

/// A built-in output (`gl_Position`, `gl_PointSize`) of a returned struct
/// cgc keeps as `_ret_0` in GLSL ES: its resource is its semantic as the
/// source writes it (`POSITION`, `PSIZE`, `HPOS`), or where that is no name
/// cgc knows (`POSITION0`) the member's place in `_ret_0`.
fn name_kept_member_by_semantic(binding: &mut ParameterBinding) {
    let p = &binding.parameter;
    if p.argument != -1 || !matches!(p.kind, ParameterKind::Output(_)) {
        return;
    }
    let Some(Resource::GlslVarying { resource, variable }) = &mut binding.resource else {
        return;
    };
    if !matches!(variable.as_str(), "gl_Position" | "gl_PointSize") {
        return;
    }
    let semantic = p.semantic.as_deref().unwrap_or_default();
    *resource = match semantic {
        "POSITION" | "HPOS" | "PSIZE" | "PSIZ" => semantic.to_string(),
        _ => {
            let member = p.name.rsplit('.').next().unwrap_or(&p.name);
            format!("_ret_0._{}", member.trim_start_matches('_'))
        }
    };
}

/// A varying global (`in float4 tint : COLOR0;`, `varying out float4 fog :
/// TEXCOORD3;`) is listed by its semantic as the source writes it,
/// upper-cased (`COLOR0`, `TEXCOORD3`), where a parameter of the same
/// semantic is listed by its register (`COL0`, `TEX3`, `ATTR11`; cgc 3.1,
/// tests/glsl/cases/hdr_global_varyings.cg). The entry's return value, the
/// other leaf outside the parameters, keeps its register. (cgrs binds a
/// varying global without a semantic as a parameter: cgc declares one of
/// its own, `varying vec4 _g;`, which no other stage writes.)
fn name_global_varying_by_semantic(binding: &mut ParameterBinding, entry: &str) {
    let p = &binding.parameter;
    let root = p.name.split(['.', '[']).next().unwrap_or(&p.name);
    let varying = matches!(p.kind, ParameterKind::Input(_) | ParameterKind::Output(_));
    if p.argument != -1 || !varying || root == entry {
        return;
    }
    let (Some(semantic), Some(Resource::GlslVarying { resource, .. })) =
        (&p.semantic, &mut binding.resource)
    else {
        return;
    };
    *resource = semantic.to_ascii_uppercase();
    // An element of an array (`in float4 t[2] : TEXCOORD5`) is listed by
    // the semantic counted on (`$vin.TEXCOORD6`), not by its register.
    if p.semantic_derived {
        let direction = if matches!(p.kind, ParameterKind::Output(_)) {
            "$vout"
        } else {
            "$vin"
        };
        binding.header_semantic = format!("{direction}.{resource}");
    }
}

/// Gives every referenced sampler the texture unit the Cg runtime sets for
/// it: the unit the source binds, else the lowest unit that no bound sampler
/// and no earlier one takes, in the order of the `//var` lines (NVIDIA's
/// libCg, probed: `a, b : TEXUNIT3, c, d : TEXUNIT0` get 1, 3, 2, 0).
fn number_sampler_units(bindings: &mut [ParameterBinding], version: &GlslVersion) {
    let mut taken: Vec<u32> = bindings
        .iter()
        .filter_map(|b| match &b.resource {
            Some(Resource::GlslSampler { unit, .. }) => *unit,
            _ => None,
        })
        .collect();
    let order = var_line_order(bindings, version);
    for index in order {
        if let Some(Resource::GlslSampler {
            unit, runtime_unit, ..
        }) = &mut bindings[index].resource
        {
            *runtime_unit = match unit {
                Some(bound) => *bound,
                None => {
                    let free = (0..).find(|u| !taken.contains(u)).unwrap_or(0);
                    taken.push(free);
                    free
                }
            };
        }
    }
}

fn bind(
    p: &Parameter,
    program: &Program,
    profile: &Profile,
    version: &GlslVersion,
    reads: &Reads,
) -> ParameterBinding {
    let family = version.family;
    let semantic = p.semantic.clone().unwrap_or_default();
    let varying_semantic = |binding: Option<&Binding>| match binding {
        Some(b) if p.semantic_derived => b.resource.to_string(),
        _ => semantic.clone(),
    };
    let varying = |register_semantic: &str, output: bool, used: bool| {
        let named = varying_name(profile, family, register_semantic, output);
        let binding = named.map(|(binding, _)| binding);
        let written = p.semantic.as_deref().unwrap_or(register_semantic);
        let resource = named.filter(|_| used).map(|(binding, name)| {
            let variable = name.variable(written, version);
            let resource = if name.named_as_written {
                // cgc lists the leaf by its name in the program (`_pc`,
                // `_v1._pc`), or, read from a built-in, by none but the
                // place of a member of a struct it keeps (lowering names
                // no other member).
                let own = p.glsl_name.clone();
                match variable.builtin {
                    true if p.name.contains('.') => own.unwrap_or_default(),
                    true => String::new(),
                    false => own.unwrap_or_else(|| variable.name.to_string()),
                }
            } else {
                // Upper-cased as cgc prints it (`: texcoord4` is `TEXCOORD4`).
                let written = p.semantic.as_deref().map(str::to_ascii_uppercase);
                // cgc lists a centroid varying of the built-ins' versions
                // by its semantic (`COLOR.CENTROID`, not `COL0`), as it
                // lists every varying with a modifier from GLSL 1.30 on.
                let listed_as_written = p.interpolation == Some(Interpolation::Centroid);
                name.resource
                    .filter(|_| !listed_as_written)
                    .map(str::to_string)
                    .or_else(|| named_after_semantic(profile, binding, name, output))
                    .or(written)
                    .unwrap_or_else(|| register_semantic.to_string())
            };
            Resource::GlslVarying {
                resource,
                variable: variable.name.into_owned(),
            }
        });
        let header_semantic = unbound_or(
            listed_semantic(p, register_semantic),
            resource.is_some(),
            p.semantic_derived,
            || {
                let direction = if output { "$vout" } else { "$vin" };
                format!("{direction}.{}", varying_semantic(binding))
            },
        );
        (
            header_semantic,
            resource,
            used,
            !register_semantic.is_empty(),
        )
    };
    let (header_semantic, resource, referenced, named) = match p.kind {
        ParameterKind::Input(id) => {
            let used = any_row(&reads.inputs_used, id.0, p.varying_rows());
            let register = program
                .inputs
                .get(id.0 as usize)
                .map_or(semantic.as_str(), |input| input.semantic.as_str());
            let superseded = reads.superseded_inputs.contains(&id);
            varying(register, false, used && !p.shared && !superseded)
        }
        ParameterKind::Output(id) => {
            let written = any_row(&reads.outputs_written, id.0, p.varying_rows());
            let register = program
                .outputs
                .get(id.0 as usize)
                .map_or(semantic.as_str(), |output| output.semantic.as_str());
            varying(register, true, written)
        }
        ParameterKind::Uniform(_) | ParameterKind::UniformElement(..) => {
            let rows = uniform_leaf_rows(p, program).1;
            let referenced = uniform_leaf_read(p, program, reads);
            let place = state_place(p, version)
                .or_else(|| p.glsl.clone())
                .unwrap_or_else(|| fallback_place(p, rows));
            let unbound = semantic_builtin(p, version) == Some(SemanticBuiltin::Unbound);
            let placed = referenced || reads.uniform_places_read.contains(&place_key(&p.name));
            let resource = (placed && !unbound).then(|| Resource::GlslUniform {
                base: place.base,
                index: place.index,
                rows,
                matrix_rows: matrix_rows(&p.type_name),
            });
            (semantic, resource, referenced, false)
        }
        ParameterKind::Sampler(id) => {
            let referenced = reads
                .samplers_used
                .get(id.0 as usize)
                .copied()
                .unwrap_or(false);
            let target = crate::back::reflection::lookup_target(program, id).unwrap_or_else(|| {
                program
                    .samplers
                    .get(id.0 as usize)
                    .map_or(crate::ir::TextureTarget::Tex2D, |s| s.target)
            });
            let place = p.glsl.clone().unwrap_or_else(|| fallback_place(p, 1));
            let resource = referenced.then(|| Resource::GlslSampler {
                name: place.row(0),
                // A vertex program has no texture units (as in ARB).
                unit: p.register.filter(|_| profile.stage == Stage::Fragment),
                // Numbered once every sampler is bound (`number_sampler_units`).
                runtime_unit: 0,
                target,
            });
            return ParameterBinding {
                parameter: p.clone(),
                header_type: crate::back::reflection::sampler_header_type(p, program, id),
                header_semantic: semantic,
                resource,
                referenced,
                output: None,
            };
        }
        // A string or program object holds no register (as in assembly).
        ParameterKind::Object => (semantic, None, false, false),
        ParameterKind::Kill => (String::new(), None, false, false),
    };
    // A system value's `#var` line names cgc's type for it (`int`).
    let system_type = match p.kind {
        ParameterKind::Input(id) => program
            .inputs
            .get(id.0 as usize)
            .and_then(|input| profile.find_input(&input.semantic))
            .and_then(|binding| binding.header_type),
        _ => None,
    };
    ParameterBinding {
        parameter: p.clone(),
        header_type: system_type
            .map_or_else(|| header_type(p, resource.as_ref(), named), str::to_string),
        header_semantic,
        resource,
        referenced,
        output: None,
    }
}

/// The first row and the number of rows of a uniform leaf in its IR
/// uniform.
fn uniform_leaf_rows(p: &Parameter, program: &Program) -> (u32, u32) {
    match p.kind {
        ParameterKind::UniformElement(_, row) => (row, matrix_rows(&p.type_name).unwrap_or(1)),
        ParameterKind::Uniform(id) => {
            (0, program.uniforms.get(id.0 as usize).map_or(1, |u| u.rows))
        }
        _ => (0, 0),
    }
}

/// Whether the program reads any row of a uniform leaf (false for any
/// other leaf).
fn uniform_leaf_read(p: &Parameter, program: &Program, reads: &Reads) -> bool {
    let (ParameterKind::Uniform(id) | ParameterKind::UniformElement(id, _)) = p.kind else {
        return false;
    };
    let (first, rows) = uniform_leaf_rows(p, program);
    reads.rows_read.get(id.0 as usize).is_some_and(|read| {
        (first..first + rows).any(|r| read.get(r as usize).copied().unwrap_or(false))
    })
}

/// A leaf's name with every array index left out (`lights[].color` for
/// `lights[2].color`, `nest[][]`): the leaves of one member of every
/// element of an array share it.
fn place_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    let mut in_index = false;
    for c in name.chars() {
        match c {
            '[' => {
                in_index = true;
                key.push(c);
            }
            ']' => {
                in_index = false;
                key.push(c);
            }
            _ if in_index => {}
            _ => key.push(c),
        }
    }
    key
}

/// The root object of a uniform leaf: its declaration's index, or for a
/// leaf without one the first part of its name.
fn object_key(binding: &ParameterBinding) -> (i32, String) {
    let p = &binding.parameter;
    match &p.glsl {
        Some(place) if place.uniform != usize::MAX => (-2, place.uniform.to_string()),
        _ => (
            p.argument,
            p.name
                .split(['.', '['])
                .next()
                .unwrap_or(&p.name)
                .to_string(),
        ),
    }
}

/// The `//var` lines of a GLSL program, in cgc's order: the entry's
/// uniform parameters, the file-scope uniforms, the varying parameters, the
/// return value. A uniform object nothing reads has no line; the leaves
/// of one the program reads all have one; a `: state.X` uniform read from
/// a built-in has none ([`semantic_builtin`]).
pub fn var_lines(
    bindings: &[ParameterBinding],
    profile: &Profile,
    version: &GlslVersion,
) -> Vec<String> {
    var_line_order(bindings, version)
        .into_iter()
        .map(|index| {
            let line = bindings[index].var_line(profile);
            format!("//{}", line.trim_start_matches('#'))
        })
        .collect()
}

/// The positions in `bindings` of the leaves that have a `//var` line, in
/// the lines' order (see [`var_lines`]).
fn var_line_order(bindings: &[ParameterBinding], version: &GlslVersion) -> Vec<usize> {
    let is_uniform = |b: &ParameterBinding| {
        matches!(
            b.parameter.kind,
            ParameterKind::Uniform(_)
                | ParameterKind::UniformElement(..)
                | ParameterKind::Sampler(_)
        )
    };
    let referenced: std::collections::HashSet<(i32, String)> = bindings
        .iter()
        .filter(|b| is_uniform(b) && b.referenced)
        .map(object_key)
        .collect();
    let listed = |b: &&ParameterBinding| {
        !is_uniform(b)
            || (referenced.contains(&object_key(b))
                && semantic_builtin(&b.parameter, version) != Some(SemanticBuiltin::Unlisted))
    };
    let groups: [&dyn Fn(&ParameterBinding) -> bool; 4] = [
        &|b| is_uniform(b) && b.parameter.argument >= 0,
        &|b| is_uniform(b) && b.parameter.argument < 0,
        &|b| !is_uniform(b) && b.parameter.argument >= 0,
        &|b| !is_uniform(b) && b.parameter.argument < 0,
    ];
    let mut order = Vec::new();
    for group in groups {
        order.extend(
            bindings
                .iter()
                .enumerate()
                .filter(|(_, b)| group(b) && listed(b))
                .map(|(index, _)| index),
        );
    }
    order
}

/// Whether any of the `rows` IR inputs or outputs from `first` on is set in
/// `flags`: a matrix varying is used when any of its rows is.
fn any_row(flags: &[bool], first: u32, rows: u32) -> bool {
    (first..first.saturating_add(rows)).any(|i| flags.get(i as usize) == Some(&true))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The resource of `semantic`'s input in `profile`'s `family`.
    fn input_resource(profile: &str, family: &str, semantic: &str) -> Option<String> {
        let profile = Profile::builtin(profile).expect("a built-in profile");
        let (binding, name) = varying_name(&profile, family, semantic, false)?;
        named_after_semantic(&profile, binding, name, false)
    }

    #[test]
    fn a_declared_generic_input_is_listed_under_its_variable() {
        // jaw_rotation_index_zero: `float4 tangent : TANGENT0` is read from
        // `attribute vec4 TANGENT;` (the Mesa judge binds it by this name).
        assert_eq!(
            input_resource("glslv", "110", "TANGENT0"),
            Some("TANGENT".into())
        );
        assert_eq!(
            input_resource("glslv", "130", "TANGENT"),
            Some("TANGENT".into())
        );
        // A built-in, a declared input named otherwise and a fragment
        // program's varying keep the semantic as written (cgc:
        // `$vin.TEXCOORD0 : TEXCOORD0` for `in cg_TexCoord0` and for glesf's
        // `varying vec4 TEX0`).
        assert_eq!(input_resource("glslv", "110", "POSITION"), None);
        assert_eq!(input_resource("glslf", "130", "TEXCOORD0"), None);
        assert_eq!(input_resource("glesf", "es", "TEXCOORD0"), None);
    }
}
