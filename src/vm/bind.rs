//! Binding by names a user knows: uniforms by `#var` name (rows of matrices,
//! one line per array element), `program.local/env` and NV `c[n]` by index,
//! `state.*` values, textures by sampler name or unit; inputs by semantic
//! (`POSITION`, `TEXCOORD0`), `#var` parameter name, or register
//! (`vertex.normal`, `vertex.attrib[3]`, `v[2]`, `v[NRML]`, `ATTR3`,
//! `fragment.texcoord[0]`). Outputs come back by register with their `$vout`
//! semantic.
//!
//! Invariant: `Bound` holds fully resolved parameter slots, so running many
//! inputs against one set of uniforms only resolves inputs.

use std::collections::BTreeMap;
use std::fmt;

use super::exec::{execute, Env, Outcome};
use super::header::{VarLine, VarResource};
use super::program::{Dialect, ParamSource, Program, SrcReg};
use super::state::{GlState, Matrix, IDENTITY};
use super::texture::Texture;
use super::value::Vec4;

/// A name that could not be bound.
#[derive(Clone, Debug, PartialEq)]
pub struct BindError(pub String);

impl fmt::Display for BindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BindError {}

/// Where a texture goes.
#[derive(Clone, Debug, PartialEq)]
pub enum TextureSlot {
    Unit(u32),
    /// A sampler's `#var` name, resolved through `texunit N`.
    Sampler(String),
}

/// Values that stay fixed across inputs.
#[derive(Clone, Debug)]
pub struct Uniforms {
    /// By `#var` name; values row after row (a `float4x4` takes 16, a
    /// `float3` 3). Missing components are 0.
    pub named: Vec<(String, Vec<f32>)>,
    pub locals: BTreeMap<u32, [f32; 4]>,
    pub env: BTreeMap<u32, [f32; 4]>,
    /// NV `c[n]`.
    pub constants: BTreeMap<u32, [f32; 4]>,
    pub state: GlState,
    pub textures: Vec<(TextureSlot, Texture)>,
    /// Load NV programs' `#const` lines (what loaders do). Default true.
    pub load_header_consts: bool,
    /// HPOS = mvp * v[0] for `NV_position_invariant`; ARB programs use
    /// `state.matrix.mvp` instead.
    pub nv_mvp: Matrix,
}

impl Default for Uniforms {
    fn default() -> Self {
        Uniforms {
            named: Vec::new(),
            locals: BTreeMap::new(),
            env: BTreeMap::new(),
            constants: BTreeMap::new(),
            state: GlState::default(),
            textures: Vec::new(),
            load_header_consts: true,
            nv_mvp: IDENTITY,
        }
    }
}

/// One output register after a run.
#[derive(Clone, Debug, PartialEq)]
pub struct OutputValue {
    /// Register: `o[HPOS]`, `result.color`, `result.texcoord[1]`.
    pub register: String,
    /// `$vout` semantic from the header (`POSITION`, `COLOR0`), if any.
    pub semantic: Option<String>,
    pub value: Vec4,
    /// Components written by this run.
    pub written: u8,
    /// Components some instruction of the program writes.
    pub statically_written: u8,
}

impl OutputValue {
    /// Component i as printed: None when not written or undefined.
    pub fn component(&self, lane: usize) -> Option<f32> {
        (self.written & (1 << lane) != 0)
            .then(|| self.value.get(lane))
            .flatten()
    }
}

/// A program with its uniforms resolved.
pub struct Bound<'p> {
    pub program: &'p Program,
    params: Vec<Vec4>,
    textures: Vec<Option<Texture>>,
    mvp: Matrix,
    /// Parameters the program reads that no value was given for (zero).
    pub defaulted: Vec<String>,
    /// Per output slot: components some instruction writes.
    static_masks: Vec<u8>,
    /// Per output slot: `$vout` semantic.
    semantics: Vec<Option<String>>,
}

/// The result of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct RunResult {
    pub outcome: Outcome,
    pub outputs: Vec<OutputValue>,
    /// Inputs the program reads that were not given: (0,0,0,1).
    pub defaulted_inputs: Vec<String>,
    /// Fragment programs: the fragment was killed (no outputs).
    pub killed: bool,
}

/// Number of rows and columns of a Cg type name (`float4x4` is 4x4,
/// `float3` 1x3, `int` 1x1).
pub fn type_shape(ty: &str) -> (usize, usize) {
    let digits: String = ty.chars().skip_while(|c| !c.is_ascii_digit()).collect();
    if let Some((r, c)) = digits.split_once('x') {
        return (r.parse().unwrap_or(1), c.parse().unwrap_or(4));
    }
    (1, digits.parse().unwrap_or(1))
}

fn pad(values: &[f32], default: [f32; 4]) -> [f32; 4] {
    let mut v = default;
    for (slot, x) in v.iter_mut().zip(values) {
        *slot = *x;
    }
    v
}

impl Program {
    /// Resolves uniforms, giving a program ready to run on inputs.
    pub fn bind(&self, uniforms: &Uniforms) -> Result<Bound<'_>, BindError> {
        let mut locals = uniforms.locals.clone();
        let mut env = uniforms.env.clone();
        let mut constants = uniforms.constants.clone();
        if self.dialect.is_nv() && uniforms.load_header_consts {
            for c in &self.header.consts {
                constants
                    .entry(c.index)
                    .or_insert_with(|| pad(&c.values, [0.0; 4]));
            }
        }
        for (name, values) in &uniforms.named {
            self.bind_named(name, values, &mut locals, &mut env, &mut constants)?;
        }
        let mut defaulted = Vec::new();
        let params = if self.dialect.is_nv() {
            self.nv_params(&constants, &mut defaulted)
        } else {
            self.arb_params(&locals, &env, &uniforms.state, &mut defaulted)
        };
        let mut textures: Vec<Option<Texture>> = vec![None; 32];
        for (slot, texture) in &uniforms.textures {
            let unit = match slot {
                TextureSlot::Unit(u) => *u,
                TextureSlot::Sampler(name) => match self.header.var(name).map(|v| &v.resource) {
                    Some(VarResource::TexUnit(u)) => *u,
                    // Declared but given no unit (an unreferenced sampler, as
                    // in a vertex program): the program cannot sample it.
                    Some(VarResource::None) => continue,
                    _ => {
                        return Err(BindError(format!(
                            "no sampler '{name}' bound to a texture unit in the #var lines"
                        )))
                    }
                },
            };
            let entry = textures
                .get_mut(unit as usize)
                .ok_or_else(|| BindError(format!("texture unit {unit} out of range")))?;
            *entry = Some(texture.clone());
        }
        // ARB position invariance uses GL's modelview-projection; NV's the
        // caller's matrix (the tracked matrix a loader would set up).
        let mvp = if self.dialect.is_nv() {
            uniforms.nv_mvp
        } else {
            let row = |r: usize| uniforms.state.vector(&format!("matrix.mvp.row[{r}]"));
            [row(0), row(1), row(2), row(3)]
        };
        let static_masks = static_write_masks(self);
        let semantics = self
            .outputs
            .iter()
            .map(|r| output_semantic(self, r))
            .collect();
        Ok(Bound {
            program: self,
            params,
            textures,
            mvp,
            defaulted,
            static_masks,
            semantics,
        })
    }

    fn bind_named(
        &self,
        name: &str,
        values: &[f32],
        locals: &mut BTreeMap<u32, [f32; 4]>,
        env: &mut BTreeMap<u32, [f32; 4]>,
        constants: &mut BTreeMap<u32, [f32; 4]>,
    ) -> Result<(), BindError> {
        let var = self.header.var(name).ok_or_else(|| {
            BindError(format!("no parameter '{name}' in the program's #var lines"))
        })?;
        // Nothing reads an unreferenced parameter; cgc keeps an explicit
        // binding for one (`c[3]`) without declaring the slot in `PARAM`.
        if !var.referenced {
            return Ok(());
        }
        let (array, index, count) = match var.resource {
            VarResource::Const { index, count } => ("c", index, count),
            VarResource::Env { index, count } => ("env", index, count),
            // Unreferenced parameters are not bound anywhere: nothing to set.
            VarResource::None => return Ok(()),
            _ => {
                return Err(BindError(format!(
                    "'{name}' is not bound to c[] (resource {:?})",
                    var.resource
                )))
            }
        };
        let (_, columns) = type_shape(&var.ty);
        let width = if count > 1 {
            values.len().div_ceil(count as usize).max(columns.min(4))
        } else {
            4
        };
        for row in 0..count {
            let start = (row as usize * width).min(values.len());
            let end = (start + width).min(values.len());
            let v = pad(&values[start..end], [0.0; 4]);
            let register = index + row;
            if self.dialect.is_nv() {
                constants.insert(register, v);
                continue;
            }
            match self.arb_source(array, register) {
                Some(ParamSource::Local(k)) => {
                    locals.insert(*k, v);
                }
                Some(ParamSource::Env(k)) => {
                    env.insert(*k, v);
                }
                // A uniform bound to OpenGL state (`: state.matrix.mvp`): the
                // program reads the state, not a value the caller gives.
                Some(ParamSource::State(_)) => {}
                _ => {
                    return Err(BindError(format!(
                        "{array}[{register}] of '{name}' is not a program.local or program.env parameter"
                    )))
                }
            }
        }
        Ok(())
    }

    /// What `c[N]` (or `env[N]`) of a cgc ARB header refers to: element N
    /// of the program's `PARAM c[...]` (`PARAM env[]`) array.
    fn arb_source(&self, array: &str, register: u32) -> Option<&ParamSource> {
        let (_, start, len) = self.param_arrays.iter().find(|(n, _, _)| n == array)?;
        if register >= *len as u32 {
            return None;
        }
        self.params.get(*start as usize + register as usize)
    }

    fn nv_params(
        &self,
        constants: &BTreeMap<u32, [f32; 4]>,
        defaulted: &mut Vec<String>,
    ) -> Vec<Vec4> {
        let mut params = vec![Vec4::ZERO; self.nv_param_count()];
        for (&i, v) in constants {
            if let Some(slot) = params.get_mut(i as usize) {
                *slot = Vec4::new(*v);
            }
        }
        let mut read: Vec<u16> = self
            .instructions
            .iter()
            .flat_map(|i| i.srcs.iter())
            .filter_map(|s| match s.reg {
                SrcReg::Param(p) => Some(p),
                _ => None,
            })
            .collect();
        read.sort_unstable();
        read.dedup();
        for p in read {
            if !constants.contains_key(&(p as u32)) {
                defaulted.push(format!("c[{p}]"));
            }
        }
        params
    }

    fn arb_params(
        &self,
        locals: &BTreeMap<u32, [f32; 4]>,
        env: &BTreeMap<u32, [f32; 4]>,
        state: &GlState,
        defaulted: &mut Vec<String>,
    ) -> Vec<Vec4> {
        let mut lookup = |map: &BTreeMap<u32, [f32; 4]>, kind: &str, k: u32| match map.get(&k) {
            Some(v) => Vec4::new(*v),
            None => {
                let name = format!("program.{kind}[{k}]");
                if !defaulted.contains(&name) {
                    defaulted.push(name);
                }
                Vec4::ZERO
            }
        };
        self.params
            .iter()
            .map(|source| match source {
                ParamSource::Constant(v) => Vec4::new(*v),
                ParamSource::Local(k) => lookup(locals, "local", *k),
                ParamSource::Env(k) => lookup(env, "env", *k),
                ParamSource::State(name) => Vec4::new(state.vector(name)),
            })
            .collect()
    }

    /// The input slot a user's key names, if the program reads it.
    pub fn resolve_input(&self, key: &str) -> Option<usize> {
        if let Some(i) = self.input_index(key) {
            return Some(i);
        }
        let register = self.input_register_for(key)?;
        self.input_index(&register)
    }

    /// Whether the header lists a varying input by this `$vin` semantic or
    /// name: one the program binds to no register (cgc's `#var float3 IN.t :
    /// $vin.TANGENT :  : 0 : 0`, a semantic it reads nowhere) takes a value
    /// it ignores.
    fn lists_input(&self, key: &str) -> bool {
        let key = key.strip_prefix("$vin.").unwrap_or(key);
        self.header
            .vars
            .iter()
            .any(|v| v.is_varying_in() && (v.semantic_name() == key || v.name == key))
    }

    /// Canonical input register for a key: a register spelling, a `$vin`
    /// semantic, or a varying parameter's name.
    fn input_register_for(&self, key: &str) -> Option<String> {
        let key = key.strip_prefix("$vin.").unwrap_or(key);
        if self.dialect.is_nv() {
            if let Some(inner) = key.strip_prefix("v[").and_then(|k| k.strip_suffix(']')) {
                let names = [
                    "OPOS", "WGHT", "NRML", "COL0", "COL1", "FOGC", "", "", "TEX0", "TEX1", "TEX2",
                    "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
                ];
                let n = inner
                    .parse::<usize>()
                    .ok()
                    .or_else(|| names.iter().position(|n| *n == inner))?;
                return Some(format!("v[{n}]"));
            }
        } else if let Some(n) = key.strip_prefix("vertex.attrib[0]") {
            if n.is_empty() {
                return Some("vertex.position".into());
            }
        } else if key == "vertex.position" {
            return Some("vertex.attrib[0]".into());
        }
        // A varying by $vin semantic or by parameter name.
        let var = self
            .header
            .vars
            .iter()
            .find(|v| v.is_varying_in() && (v.semantic_name() == key || v.name == key));
        if let Some(VarLine {
            resource: VarResource::Register(resource),
            ..
        }) = var
        {
            return resource_to_input(self.dialect, resource);
        }
        resource_to_input(self.dialect, key)
    }
}

/// Input register for a cgc resource or semantic name.
pub fn resource_to_input(dialect: Dialect, resource: &str) -> Option<String> {
    let number = |prefix: &str| {
        resource
            .strip_prefix(prefix)
            .and_then(|n| n.parse::<u32>().ok())
    };
    if dialect.is_nv() {
        let n = number("ATTR")
            .or_else(|| number("TEXCOORD").map(|n| n + 8))
            .or_else(|| number("TEX").map(|n| n + 8))
            .or(match resource {
                "POSITION" | "OPOS" => Some(0),
                "BLENDWEIGHT" | "WGHT" => Some(1),
                "NORMAL" | "NRML" => Some(2),
                "COLOR" | "COLOR0" | "DIFFUSE" | "COL0" => Some(3),
                "COLOR1" | "SPECULAR" | "COL1" => Some(4),
                "FOG" | "FOGCOORD" | "FOGC" => Some(5),
                _ => None,
            })?;
        return Some(format!("v[{n}]"));
    }
    if dialect.is_fragment() {
        let name = if let Some(n) = number("TEXCOORD").or_else(|| number("TEX")) {
            format!("texcoord[{n}]")
        } else {
            match resource {
                "COLOR" | "COLOR0" | "COL0" | "COL" => "color".into(),
                "COLOR1" | "COL1" => "color.secondary".into(),
                "FOG" | "FOGC" | "FOGCOORD" => "fogcoord".into(),
                "WPOS" | "POSITION" => "position".into(),
                _ => return None,
            }
        };
        return Some(format!("fragment.{name}"));
    }
    let name = if let Some(n) = number("TEXCOORD").or_else(|| number("TEX")) {
        format!("texcoord[{n}]")
    } else if let Some(n) = number("ATTR") {
        format!("attrib[{n}]")
    } else {
        match resource {
            "POSITION" => "position".into(),
            "NORMAL" => "normal".into(),
            "COLOR" | "COLOR0" | "DIFFUSE" | "COL0" => "color".into(),
            "COLOR1" | "SPECULAR" | "COL1" => "color.secondary".into(),
            "FOG" | "FOGCOORD" | "FOGC" => "fogcoord".into(),
            "BLENDWEIGHT" | "WEIGHT" => "weight".into(),
            _ => return None,
        }
    };
    Some(format!("vertex.{name}"))
}

/// Output register for a cgc output resource (`HPOS`, `COL0`, `TEX1`, `COL`,
/// `DEPR`).
pub fn resource_to_output(dialect: Dialect, resource: &str) -> Option<String> {
    if dialect.is_nv() {
        let name = match resource {
            "BCOL0" => "BFC0",
            "BCOL1" => "BFC1",
            other => other,
        };
        return Some(format!("o[{name}]"));
    }
    let number = |prefix: &str| {
        resource
            .strip_prefix(prefix)
            .and_then(|n| n.parse::<u32>().ok())
    };
    let name = if dialect.is_fragment() {
        match resource {
            "COL" | "COL0" => "color".to_string(),
            "DEPR" => "depth".to_string(),
            _ => format!("color[{}]", number("COL")?),
        }
    } else if let Some(n) = number("TEX") {
        format!("texcoord[{n}]")
    } else {
        match resource {
            "HPOS" => "position".into(),
            "COL0" => "color".into(),
            "COL1" => "color.secondary".into(),
            "BCOL0" => "color.back".into(),
            "BCOL1" => "color.back.secondary".into(),
            "FOGC" => "fogcoord".into(),
            "PSIZ" => "pointsize".into(),
            _ => return None,
        }
    };
    Some(format!("result.{name}"))
}

impl Bound<'_> {
    /// Runs once. `inputs` are (key, values) with keys as `resolve_input`
    /// accepts; missing components come from (0,0,0,1).
    pub fn run(&self, inputs: &[(String, Vec<f32>)]) -> Result<RunResult, BindError> {
        let program = self.program;
        let mut values = vec![Vec4::ZERO_ONE; program.inputs.len()];
        let mut given = vec![false; program.inputs.len()];
        for (key, v) in inputs {
            if let Some(slot) = program.resolve_input(key) {
                values[slot] = Vec4::new(pad(v, [0.0, 0.0, 0.0, 1.0]));
                given[slot] = true;
            } else if program.input_register_for(key).is_none()
                && !is_known_input_spelling(key)
                && !program.lists_input(key)
            {
                return Err(BindError(format!("unknown input '{key}'")));
            }
        }
        let defaulted_inputs = program
            .inputs
            .iter()
            .zip(&given)
            .filter(|(_, g)| !**g)
            .map(|(n, _)| n.clone())
            .collect();
        Ok(self.run_slots(&values, defaulted_inputs))
    }

    /// Executes once on input values in slot order (`Program::inputs`),
    /// without naming the outputs: the fast path for many runs.
    pub fn execute_slots(&self, inputs: &[Vec4]) -> Outcome {
        let env = Env {
            params: &self.params,
            inputs,
            textures: &self.textures,
            mvp: self.mvp,
        };
        execute(self.program, &env)
    }

    /// Runs once on input values already in slot order.
    pub fn run_slots(&self, inputs: &[Vec4], defaulted_inputs: Vec<String>) -> RunResult {
        let program = self.program;
        let outcome = self.execute_slots(inputs);
        let killed = outcome.termination == super::exec::Termination::Killed;
        let statically = &self.static_masks;
        let outputs = program
            .outputs
            .iter()
            .enumerate()
            .map(|(i, register)| OutputValue {
                register: register.clone(),
                semantic: self.semantics[i].clone(),
                value: outcome.outputs[i],
                written: outcome.written[i],
                statically_written: statically[i],
            })
            .collect();
        RunResult {
            outcome,
            outputs,
            defaulted_inputs,
            killed,
        }
    }
}

fn is_known_input_spelling(key: &str) -> bool {
    key.starts_with("vertex.") || key.starts_with("fragment.") || key.starts_with("v[")
}

/// Components each output register is written by some instruction.
pub fn static_write_masks(program: &Program) -> Vec<u8> {
    let mut masks = vec![0u8; program.outputs.len()];
    for instruction in &program.instructions {
        if let Some(super::program::Dst {
            reg: super::program::DstReg::Output(o),
            mask,
            ..
        }) = instruction.dst
        {
            masks[o as usize] |= mask;
        }
    }
    for (i, name) in program.outputs.iter().enumerate() {
        let invariant = (name == "o[HPOS]" && program.has_option("NV_position_invariant"))
            || (name == "result.position" && program.has_option("ARB_position_invariant"));
        if invariant {
            masks[i] = 0xF;
        }
    }
    masks
}

fn output_semantic(program: &Program, register: &str) -> Option<String> {
    program.header.vars.iter().find_map(|v| match &v.resource {
        VarResource::Register(r)
            if v.is_varying_out()
                && resource_to_output(program.dialect, r).as_deref() == Some(register) =>
        {
            Some(v.semantic_name().to_string())
        }
        _ => None,
    })
}
