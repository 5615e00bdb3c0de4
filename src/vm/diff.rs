//! Differential comparison of two programs compiled from the same Cg source
//! (typically cgrs's and cgc's), which may bind parameters to different
//! registers: both run on the same seeded random inputs, bound by name
//! through each program's own `#var` header, and every output register is
//! compared with glcheck's tolerance rule `|a-b| <= atol + rtol*max(|a|,|b|)`.
//!
//! Inputs: varyings by `$vin` semantic (random in [-2,2], fragment colours in
//! [0,1], components past the declared size (0,0,0,1)); registers read
//! without a `#var` by register name. Uniforms by `#var` name, whole rows
//! random in [-2,2] (ints in [-2,2], bools 0/1), unless the caller gives a
//! range; they are redrawn in each of `rounds` rounds, and from round 2 on a
//! component is exactly 0, 1 or -1 with probability `special` (glcheck's
//! scheme). Samplers get a random texture on the unit each program names.
//! ARB programs share one random GL state. Comparison: components both
//! programs write statically must agree (NaN equals NaN, infinities of the
//! same sign are equal, undefined equals only undefined); a component only
//! the reference writes is a mismatch, one only ours writes is reported as
//! extra. Outputs are matched by `$vout` semantic, else by register. A kill or abnormal termination in only one program is a mismatch.

use std::fmt;

use super::bind::{type_shape, OutputValue, RunResult, TextureSlot, Uniforms};
use super::header::VarResource;
use super::parse::parse_program;
use super::program::{Program, TexTarget};
use super::state::{GlState, Matrix};
use super::texture::{Filter, Texture, Wrap};
use crate::rng::Rng;

/// A value range for a named uniform.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueRange {
    pub min: f32,
    pub max: f32,
    /// Draw integers in `min..=max`.
    pub integer: bool,
}

/// Options of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct DiffOptions {
    pub seed: u64,
    /// Number of random input sets.
    pub count: usize,
    pub atol: f32,
    pub rtol: f32,
    /// Ranges for uniforms by `#var` name (loop counts, array indices) and
    /// for varying inputs by semantic (`BLENDINDICES`, `TEXCOORD1`: indices
    /// of instanced and skinned vertex programs).
    pub ranges: Vec<(String, ValueRange)>,
    /// Uniforms are redrawn for each of this many rounds of `count / rounds`
    /// tests.
    pub rounds: usize,
    /// From round 2 on, the probability that a float uniform component is
    /// exactly 0, 1 or -1.
    pub special: f32,
}

impl Default for DiffOptions {
    fn default() -> Self {
        DiffOptions {
            seed: 1,
            count: 64,
            atol: 1e-4,
            rtol: 1e-3,
            ranges: Vec::new(),
            rounds: 4,
            special: 0.1,
        }
    }
}

/// Why a comparison could not run.
#[derive(Clone, Debug, PartialEq)]
pub enum DiffError {
    /// Which program ("ours"/"theirs") and the parse or bind error.
    Program(&'static str, String),
}

impl fmt::Display for DiffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiffError::Program(which, message) => write!(f, "{which}: {message}"),
        }
    }
}

impl std::error::Error for DiffError {}

/// The first difference found, with the inputs that show it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    pub test: usize,
    /// Output register (`o[TEX0]`) or "kill"/"termination".
    pub output: String,
    pub semantic: Option<String>,
    pub component: usize,
    pub ours: Option<f32>,
    pub theirs: Option<f32>,
    pub reason: String,
    pub inputs: Vec<(String, Vec<f32>)>,
    pub uniforms: Vec<(String, Vec<f32>)>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lane = ["x", "y", "z", "w"][self.component.min(3)];
        let show = |v: Option<f32>| v.map_or("undefined".to_string(), |x| format!("{x:?}"));
        write!(f, "test {}: {}", self.test, self.output)?;
        if let Some(s) = &self.semantic {
            write!(f, " ({s})")?;
        }
        writeln!(
            f,
            ".{lane}: ours {} vs theirs {} ({})",
            show(self.ours),
            show(self.theirs),
            self.reason
        )?;
        for (name, v) in &self.inputs {
            writeln!(f, "  input {name} = {v:?}")?;
        }
        for (name, v) in &self.uniforms {
            writeln!(f, "  uniform {name} = {v:?}")?;
        }
        Ok(())
    }
}

/// The outcome of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct DiffReport {
    pub tests: usize,
    pub differing_tests: usize,
    pub first_mismatch: Option<Mismatch>,
    /// Output registers compared.
    pub compared: Vec<String>,
    /// Components only ours writes ("o[TEX1].w").
    pub extra_outputs: Vec<String>,
}

impl DiffReport {
    pub fn equivalent(&self) -> bool {
        self.differing_tests == 0
    }
}

/// A value in `range`: an integer when the range says so.
fn random_value(rng: &mut Rng, range: ValueRange) -> f32 {
    if range.integer {
        rng.int(range.min as i64, range.max as i64)
    } else {
        rng.range(range.min, range.max)
    }
}

/// A well-conditioned random matrix (diagonally dominant).
fn random_matrix(rng: &mut Rng) -> Matrix {
    let mut m = [[0.0; 4]; 4];
    for (i, row) in m.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = rng.range(-0.5, 0.5) + if i == j { 1.5 } else { 0.0 };
        }
    }
    m
}

fn random_vec(rng: &mut Rng, lo: f32, hi: f32) -> [f32; 4] {
    [
        rng.range(lo, hi),
        rng.range(lo, hi),
        rng.range(lo, hi),
        rng.range(lo, hi),
    ]
}

/// Random GL state shared by both programs.
pub fn random_state(rng: &mut Rng) -> GlState {
    let mut state = GlState::default();
    let mut matrices = vec![
        "matrix.modelview".to_string(),
        "matrix.projection".to_string(),
    ];
    for n in 0..8 {
        matrices.push(format!("matrix.texture[{n}]"));
        matrices.push(format!("matrix.program[{n}]"));
    }
    for name in matrices {
        let m = random_matrix(rng);
        // The names above are all valid matrix names.
        let _ = state.set_matrix(&name, m);
    }
    let mut vectors = vec![
        ("lightmodel.ambient".to_string(), 0.0, 1.0),
        ("fog.color".to_string(), 0.0, 1.0),
        ("fog.params".to_string(), 0.1, 2.0),
    ];
    for n in 0..8 {
        for prop in ["ambient", "diffuse", "specular"] {
            vectors.push((format!("light[{n}].{prop}"), 0.0, 1.0));
        }
        vectors.push((format!("light[{n}].position"), -2.0, 2.0));
        vectors.push((format!("light[{n}].attenuation"), 0.0, 1.0));
        vectors.push((format!("light[{n}].spot.direction"), -1.0, 1.0));
        vectors.push((format!("texenv[{n}].color"), 0.0, 1.0));
        for plane in [
            "eye.s", "eye.t", "eye.r", "eye.q", "object.s", "object.t", "object.r", "object.q",
        ] {
            vectors.push((format!("texgen[{n}].{plane}"), -2.0, 2.0));
        }
    }
    for face in ["front", "back"] {
        for prop in ["ambient", "diffuse", "specular", "emission", "shininess"] {
            vectors.push((format!("material.{face}.{prop}"), 0.0, 1.0));
        }
    }
    for n in 0..6 {
        vectors.push((format!("clip[{n}].plane"), -2.0, 2.0));
    }
    for (name, lo, hi) in vectors {
        let _ = state.set_vector(&name, &random_vec(rng, lo, hi));
    }
    state
}

fn random_texture(rng: &mut Rng, ty: &str) -> Option<Texture> {
    let (target, w, h, d) = match ty {
        "sampler1D" => (TexTarget::T1D, 16, 1, 1),
        "sampler2D" => (TexTarget::T2D, 8, 8, 1),
        "sampler3D" => (TexTarget::T3D, 4, 4, 4),
        "samplerCUBE" => (TexTarget::Cube, 4, 4, 1),
        "samplerRECT" => (TexTarget::Rect, 16, 16, 1),
        _ => return None,
    };
    let faces = if target == TexTarget::Cube { 6 } else { 1 };
    let data = (0..w * h * d * faces)
        .map(|_| random_vec(rng, 0.0, 1.0))
        .collect();
    let wrap = if target == TexTarget::Rect {
        Wrap::Clamp
    } else {
        Wrap::Repeat
    };
    Some(Texture {
        target,
        width: w,
        height: h,
        depth: d,
        wrap,
        filter: Filter::Nearest,
        data,
    })
}

/// Uniform values for both programs, by `#var` name.
fn random_uniforms(
    programs: [&Program; 2],
    rng: &mut Rng,
    options: &DiffOptions,
    special: f32,
) -> Uniforms {
    let mut uniforms = Uniforms {
        state: random_state(rng),
        nv_mvp: random_matrix(rng),
        ..Uniforms::default()
    };
    for program in programs {
        for var in &program.header.vars {
            if !var.is_uniform() || uniforms.named.iter().any(|(n, _)| *n == var.name) {
                continue;
            }
            if uniforms
                .textures
                .iter()
                .any(|(s, _)| *s == TextureSlot::Sampler(var.name.clone()))
            {
                continue;
            }
            match var.resource {
                VarResource::Const { count, .. } | VarResource::Env { count, .. } => {
                    let given = options
                        .ranges
                        .iter()
                        .find(|(n, _)| *n == var.name)
                        .map(|(_, r)| *r);
                    let range = given.unwrap_or(if var.ty.starts_with("int") {
                        ValueRange {
                            min: -2.0,
                            max: 2.0,
                            integer: true,
                        }
                    } else if var.ty.starts_with("bool") {
                        ValueRange {
                            min: 0.0,
                            max: 1.0,
                            integer: true,
                        }
                    } else {
                        ValueRange {
                            min: -2.0,
                            max: 2.0,
                            integer: false,
                        }
                    });
                    let values = (0..count * 4)
                        .map(|_| {
                            let v = random_value(rng, range);
                            if !range.integer && rng.range(0.0, 1.0) < special {
                                [0.0, 1.0, -1.0][rng.int(0, 2) as usize]
                            } else {
                                v
                            }
                        })
                        .collect();
                    uniforms.named.push((var.name.clone(), values));
                }
                VarResource::TexUnit(_) => {
                    if let Some(t) = random_texture(rng, &var.ty) {
                        uniforms
                            .textures
                            .push((TextureSlot::Sampler(var.name.clone()), t));
                    }
                }
                _ => {}
            }
        }
    }
    uniforms
}

/// Random inputs for one test: by `$vin` semantic, and by register for
/// inputs read without a `#var` line.
fn random_inputs(
    programs: [&Program; 2],
    rng: &mut Rng,
    ranges: &[(String, ValueRange)],
) -> Vec<(String, Vec<f32>)> {
    let mut inputs: Vec<(String, Vec<f32>)> = Vec::new();
    let fragment = programs[0].dialect.is_fragment();
    for program in programs {
        for var in program.header.vars.iter().filter(|v| v.is_varying_in()) {
            let key = var.semantic_name().to_string();
            if inputs.iter().any(|(k, _)| *k == key) {
                continue;
            }
            let (_, size) = type_shape(&var.ty);
            let given = ranges.iter().find(|(n, _)| *n == key).map(|(_, r)| *r);
            let values = match given {
                Some(range) => (0..size.min(4)).map(|_| random_value(rng, range)).collect(),
                None => {
                    let colour = fragment && key.starts_with("COLOR");
                    let (lo, hi) = if colour { (0.0, 1.0) } else { (-2.0, 2.0) };
                    (0..size.min(4)).map(|_| rng.range(lo, hi)).collect()
                }
            };
            inputs.push((key, values));
        }
        for register in &program.inputs {
            let covered = inputs
                .iter()
                .any(|(k, _)| program.resolve_input(k) == program.input_index(register));
            if !covered {
                inputs.push((register.clone(), random_vec(rng, -2.0, 2.0).to_vec()));
            }
        }
    }
    inputs
}

/// Whether two results are the same by `options`' tolerance (NaN equals
/// NaN, an infinity only itself).
pub fn same(a: f32, b: f32, options: &DiffOptions) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= options.atol + options.rtol * a.abs().max(b.abs())
}

/// Parses, binds and compares two programs on `options.count` random tests.
pub fn compare_programs(
    ours: &str,
    theirs: &str,
    options: &DiffOptions,
) -> Result<DiffReport, DiffError> {
    let ours_program =
        parse_program(ours).map_err(|e| DiffError::Program("ours", e.to_string()))?;
    let theirs_program =
        parse_program(theirs).map_err(|e| DiffError::Program("theirs", e.to_string()))?;
    compare_parsed(&ours_program, &theirs_program, options)
}

/// As `compare_programs`, for programs already parsed.
pub fn compare_parsed(
    ours: &Program,
    theirs: &Program,
    options: &DiffOptions,
) -> Result<DiffReport, DiffError> {
    let mut rng = Rng::new(options.seed);
    let mut report = DiffReport {
        tests: options.count,
        differing_tests: 0,
        first_mismatch: None,
        compared: Vec::new(),
        extra_outputs: Vec::new(),
    };
    // Uniforms are drawn afresh each round; from round 2 on some float
    // components are exactly 0, 1 or -1 (as glcheck does), which flips
    // equality tests such as "light w == 0".
    let rounds = options.rounds.max(1);
    let mut test = 0;
    for round in 0..rounds {
        let special = if round >= 2 { options.special } else { 0.0 };
        let uniforms = random_uniforms([theirs, ours], &mut rng, options, special);
        let bound_ours = ours
            .bind(&uniforms)
            .map_err(|e| DiffError::Program("ours", e.0))?;
        let bound_theirs = theirs
            .bind(&uniforms)
            .map_err(|e| DiffError::Program("theirs", e.0))?;
        let in_round = options.count / rounds + usize::from(round < options.count % rounds);
        for _ in 0..in_round {
            let inputs = random_inputs([theirs, ours], &mut rng, &options.ranges);
            let a = bound_ours
                .run(&inputs)
                .map_err(|e| DiffError::Program("ours", e.0))?;
            let b = bound_theirs
                .run(&inputs)
                .map_err(|e| DiffError::Program("theirs", e.0))?;
            if let Some(mut mismatch) = compare_runs(&a, &b, options, &mut report) {
                report.differing_tests += 1;
                if report.first_mismatch.is_none() {
                    mismatch.test = test;
                    mismatch.inputs = inputs;
                    mismatch.uniforms = uniforms.named.clone();
                    report.first_mismatch = Some(mismatch);
                }
            }
            test += 1;
        }
    }
    Ok(report)
}

fn mismatch(
    output: &str,
    semantic: Option<String>,
    component: usize,
    ours: Option<f32>,
    theirs: Option<f32>,
    reason: &str,
) -> Mismatch {
    Mismatch {
        test: 0,
        output: output.to_string(),
        semantic,
        component,
        ours,
        theirs,
        reason: reason.to_string(),
        inputs: Vec::new(),
        uniforms: Vec::new(),
    }
}

/// Compares two runs; the first differing component, if any.
pub fn compare_runs(
    ours: &RunResult,
    theirs: &RunResult,
    options: &DiffOptions,
    report: &mut DiffReport,
) -> Option<Mismatch> {
    if ours.killed != theirs.killed {
        let reason = if ours.killed {
            "only ours kills the fragment"
        } else {
            "only theirs kills the fragment"
        };
        return Some(mismatch("kill", None, 0, None, None, reason));
    }
    let (ta, tb) = (ours.outcome.termination, theirs.outcome.termination);
    if ta.is_abnormal() != tb.is_abnormal() {
        return Some(mismatch(
            "termination",
            None,
            0,
            None,
            None,
            &format!("ours ended {ta:?}, theirs {tb:?}"),
        ));
    }
    if ours.killed {
        return None;
    }
    let mut first = None;
    for out_theirs in &theirs.outputs {
        let out_ours = ours
            .outputs
            .iter()
            .find(|o| output_key(o) == output_key(out_theirs));
        if !report.compared.contains(&out_theirs.register) {
            report.compared.push(out_theirs.register.clone());
        }
        for lane in 0..4 {
            let bit = 1 << lane;
            if out_theirs.statically_written & bit == 0 {
                continue;
            }
            let b = clamp_depth(&out_theirs.register, out_theirs.value.get(lane));
            let Some(out_ours) = out_ours.filter(|o| o.statically_written & bit != 0) else {
                if first.is_none() {
                    first = Some(mismatch(
                        &out_theirs.register,
                        out_theirs.semantic.clone(),
                        lane,
                        None,
                        b,
                        "ours never writes this component",
                    ));
                }
                continue;
            };
            let a = clamp_depth(&out_ours.register, out_ours.value.get(lane));
            let equal = match (a, b) {
                (None, None) => true,
                (Some(x), Some(y)) => same(x, y, options),
                _ => false,
            };
            if !equal && first.is_none() {
                let reason = if a.is_none() || b.is_none() {
                    "undefined in one program"
                } else {
                    "values differ"
                };
                first = Some(mismatch(
                    &out_theirs.register,
                    out_theirs.semantic.clone(),
                    lane,
                    a,
                    b,
                    reason,
                ));
            }
        }
    }
    for out_ours in &ours.outputs {
        let theirs_mask = theirs
            .outputs
            .iter()
            .find(|o| output_key(o) == output_key(out_ours))
            .map_or(0, |o| o.statically_written);
        for (lane, name) in ["x", "y", "z", "w"].iter().enumerate() {
            let extra = out_ours.statically_written & !theirs_mask & (1 << lane) != 0;
            let label = format!("{}.{name}", out_ours.register);
            if extra && !report.extra_outputs.contains(&label) {
                report.extra_outputs.push(label);
            }
        }
    }
    first
}

/// Outputs are matched by `$vout` semantic when the header gives one (so an
/// `!!ARBvp1.0` and a `!!VP2.0` program can be compared), else by register.
fn output_key(output: &OutputValue) -> &str {
    output.semantic.as_deref().unwrap_or(&output.register)
}

/// GL clamps depth to [0,1] before it is stored (glcheck compares clamped).
fn clamp_depth(register: &str, v: Option<f32>) -> Option<f32> {
    if register == "result.depth" {
        v.map(|x| x.clamp(0.0, 1.0))
    } else {
        v
    }
}
