//! The JSON case and result formats shared with glcheck (Mesa) and nvvm, so
//! their recorded outputs can be replayed here without the tools.
//!
//! A case holds a program (path relative to the case file, or inline text),
//! fixed uniforms (`local`, `env`, `constants`, `uniforms` by name, `state`,
//! `textures`, `mvp`, `load_const`) and a list of tests mapping input names to
//! values. Numbers may be the strings "NaN", "Infinity", "-Infinity".
//! Inputs are adjusted the way GL passes them: `vertex.normal` and
//! `vertex.color.secondary` arrive with w = 1, fog coordinates as (f,0,0,1).

use std::path::Path;

use serde_json::{Map, Value};

use super::bind::{RunResult, TextureSlot, Uniforms};
use super::program::TexTarget;
use super::texture::{Filter, Texture, Wrap};

/// A parsed case file.
#[derive(Clone, Debug)]
pub struct Case {
    pub program_text: String,
    pub uniforms: Uniforms,
    /// Per test: (input name, values).
    pub tests: Vec<Vec<(String, Vec<f32>)>>,
}

fn number(v: &Value) -> Result<f32, String> {
    match v {
        Value::Number(n) => Ok(n.as_f64().unwrap_or(0.0) as f32),
        Value::String(s) if s == "NaN" => Ok(f32::NAN),
        Value::String(s) if s == "Infinity" => Ok(f32::INFINITY),
        Value::String(s) if s == "-Infinity" => Ok(f32::NEG_INFINITY),
        other => Err(format!("expected a number, found {other}")),
    }
}

/// A number or a list of numbers.
pub fn numbers(v: &Value) -> Result<Vec<f32>, String> {
    match v {
        Value::Array(items) => items.iter().map(number).collect(),
        other => Ok(vec![number(other)?]),
    }
}

fn vec4(v: &Value, default: [f32; 4]) -> Result<[f32; 4], String> {
    let values = numbers(v)?;
    if values.len() > 4 {
        return Err(format!("more than four values: {v}"));
    }
    let mut out = default;
    out[..values.len()].copy_from_slice(&values);
    Ok(out)
}

fn rows(v: &Value) -> Result<Option<[[f32; 4]; 4]>, String> {
    let Value::Array(items) = v else {
        return Ok(None);
    };
    if !items.iter().all(Value::is_array) {
        return Ok(None);
    }
    let mut m = [[0.0; 4]; 4];
    for (i, row) in items.iter().take(4).enumerate() {
        m[i] = vec4(row, [0.0; 4])?;
    }
    Ok(Some(m))
}

fn indexed(map: Option<&Value>, default: [f32; 4]) -> Result<Vec<(u32, [f32; 4])>, String> {
    let Some(Value::Object(map)) = map else {
        return Ok(Vec::new());
    };
    map.iter()
        .map(|(k, v)| {
            let index = k.parse().map_err(|_| format!("bad index '{k}'"))?;
            Ok((index, vec4(v, default)?))
        })
        .collect()
}

fn texture(v: &Value) -> Result<(u32, Texture), String> {
    let field = |name: &str| v.get(name).and_then(Value::as_u64);
    let unit = field("unit").unwrap_or(0) as u32;
    let target = match v.get("target").and_then(Value::as_str).unwrap_or("2D") {
        "1D" => TexTarget::T1D,
        "2D" => TexTarget::T2D,
        "3D" => TexTarget::T3D,
        "CUBE" => TexTarget::Cube,
        "RECT" => TexTarget::Rect,
        other => return Err(format!("texture target {other} is not supported yet")),
    };
    let wrap = match v.get("wrap").and_then(Value::as_str).unwrap_or("REPEAT") {
        "REPEAT" => Wrap::Repeat,
        "CLAMP" => Wrap::Clamp,
        "MIRROR" => Wrap::Mirror,
        other => return Err(format!("unknown wrap mode {other}")),
    };
    let filter = match v.get("filter").and_then(Value::as_str).unwrap_or("NEAREST") {
        "NEAREST" => Filter::Nearest,
        "LINEAR" => Filter::Linear,
        other => return Err(format!("unknown filter {other}")),
    };
    let data = match v.get("data") {
        Some(Value::Array(texels)) => texels
            .iter()
            .map(|t| vec4(t, [0.0, 0.0, 0.0, 1.0]))
            .collect::<Result<_, _>>()?,
        _ => Vec::new(),
    };
    let texture = Texture {
        target,
        width: field("width").unwrap_or(1) as usize,
        height: field("height").unwrap_or(1) as usize,
        depth: field("depth").unwrap_or(1) as usize,
        wrap,
        filter,
        data,
    };
    if texture.data.len() < texture.expected_len() {
        return Err(format!(
            "texture on unit {unit} has {} texels, needs {}",
            texture.data.len(),
            texture.expected_len()
        ));
    }
    Ok((unit, texture))
}

/// What GL hands the program for an input given as `values`.
pub fn gl_input(name: &str, values: &[f32]) -> Vec<f32> {
    match name {
        "vertex.normal" | "vertex.color.secondary" => {
            let mut v = values.to_vec();
            v.truncate(3);
            v.resize(3, 0.0);
            v.push(1.0);
            v
        }
        "vertex.fogcoord" | "fragment.fogcoord" => {
            vec![values.first().copied().unwrap_or(0.0), 0.0, 0.0, 1.0]
        }
        _ => values.to_vec(),
    }
}

impl Case {
    /// Parses case JSON; `base` is the directory relative paths start from.
    pub fn parse(text: &str, base: &Path) -> Result<Case, String> {
        let root: Value = serde_json::from_str(text).map_err(|e| format!("case JSON: {e}"))?;
        let program_text = match (root.get("program_text"), root.get("program")) {
            (Some(Value::String(t)), _) => t.clone(),
            (_, Some(Value::String(p))) => {
                let path = base.join(p);
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?
            }
            _ => return Err("case needs \"program\" or \"program_text\"".into()),
        };
        let mut uniforms = Uniforms::default();
        uniforms
            .locals
            .extend(indexed(root.get("local"), [0.0, 0.0, 0.0, 1.0])?);
        uniforms
            .env
            .extend(indexed(root.get("env"), [0.0, 0.0, 0.0, 1.0])?);
        uniforms
            .constants
            .extend(indexed(root.get("constants"), [0.0; 4])?);
        if let Some(Value::Object(named)) = root.get("uniforms") {
            for (name, v) in named {
                let flat: Vec<f32> = match v {
                    Value::Array(items) if items.iter().all(Value::is_array) => {
                        let mut out = Vec::new();
                        for row in items {
                            let mut r = numbers(row)?;
                            r.resize(4, 0.0);
                            out.extend(r);
                        }
                        out
                    }
                    other => numbers(other)?,
                };
                uniforms.named.push((name.clone(), flat));
            }
        }
        if let Some(Value::Object(state)) = root.get("state") {
            for (name, v) in state {
                match rows(v)? {
                    Some(m) => uniforms.state.set_matrix(name, m)?,
                    None => uniforms.state.set_vector(name, &numbers(v)?)?,
                }
            }
        }
        if let Some(Value::Array(textures)) = root.get("textures") {
            for t in textures {
                let (unit, texture) = texture(t)?;
                uniforms.textures.push((TextureSlot::Unit(unit), texture));
            }
        }
        if let Some(m) = root.get("mvp").map(rows).transpose()?.flatten() {
            uniforms.nv_mvp = m;
        }
        if let Some(Value::Bool(load)) = root.get("load_const") {
            uniforms.load_header_consts = *load;
        }
        let mut tests = Vec::new();
        if let Some(Value::Array(items)) = root.get("tests") {
            for item in items {
                let Value::Object(map) = item else {
                    return Err("a test must be an object".into());
                };
                let inputs = map
                    .iter()
                    .filter(|(k, _)| !k.starts_with('_'))
                    .map(|(k, v)| Ok((k.clone(), gl_input(k, &numbers(v)?))))
                    .collect::<Result<Vec<_>, String>>()?;
                tests.push(inputs);
            }
        }
        Ok(Case {
            program_text,
            uniforms,
            tests,
        })
    }
}

/// One recorded test result: output name to components (None = not
/// written), and whether the fragment was killed.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedTest {
    pub outputs: Vec<(String, [Option<f32>; 4])>,
    pub killed: bool,
    pub terminated: Option<String>,
}

/// Reads the `tests` of a glcheck or nvvm run result.
pub fn parse_recorded(text: &str) -> Result<Vec<RecordedTest>, String> {
    let root: Value = serde_json::from_str(text).map_err(|e| format!("result JSON: {e}"))?;
    let Some(Value::Array(tests)) = root.get("tests") else {
        return Err("result has no tests".into());
    };
    tests
        .iter()
        .map(|t| {
            let Value::Object(map) = t else {
                return Err("a test result must be an object".to_string());
            };
            let mut outputs = Vec::new();
            for (k, v) in map {
                let is_output = k.starts_with("result.") || k.starts_with("o[");
                if !is_output {
                    continue;
                }
                let Value::Array(items) = v else { continue };
                let mut lanes = [None; 4];
                for (lane, item) in items.iter().take(4).enumerate() {
                    lanes[lane] = if item.is_null() {
                        None
                    } else {
                        Some(number(item)?)
                    };
                }
                outputs.push((k.clone(), lanes));
            }
            Ok(RecordedTest {
                outputs,
                killed: map.get("killed").and_then(Value::as_bool).unwrap_or(false),
                terminated: map
                    .get("terminated")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            })
        })
        .collect()
}

fn json_number(x: f32) -> Value {
    if x.is_nan() {
        Value::String("NaN".into())
    } else if x.is_infinite() {
        Value::String(if x > 0.0 { "Infinity" } else { "-Infinity" }.into())
    } else {
        // Print the f32's shortest decimal, not the f64 widening.
        serde_json::from_str(&format!("{x:?}")).unwrap_or(Value::Null)
    }
}

/// A run as one JSON object in the glcheck/nvvm test-line shape.
pub fn result_json(result: &RunResult) -> Value {
    let mut map = Map::new();
    if result.killed {
        map.insert("killed".into(), Value::Bool(true));
    }
    if !result.killed {
        for output in &result.outputs {
            if output.statically_written == 0 {
                continue;
            }
            let lanes: Vec<Value> = (0..4)
                .map(|lane| match output.component(lane) {
                    Some(x) => json_number(x),
                    None if output.written & (1 << lane) != 0 => Value::String("undefined".into()),
                    None => Value::Null,
                })
                .collect();
            map.insert(output.register.clone(), Value::Array(lanes));
        }
    }
    map.insert("executed".into(), Value::from(result.outcome.executed));
    let termination = result.outcome.termination.name();
    map.insert("terminated".into(), Value::String(termination.into()));
    Value::Object(map)
}
