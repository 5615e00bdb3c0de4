//! ARB binding names (`state.*`, `vertex.*`, `fragment.*`, `result.*`) in
//! canonical form, and the GL state values a program can bind.
//!
//! Canonical names drop the `state.` prefix and spell out defaults:
//! `state.matrix.modelview` is `matrix.modelview[0]`, `state.material.shininess`
//! is `material.front.shininess`, `state.texenv.color` is `texenv[0].color`.
//! Matrix rows are `BASE[.inverse|.transpose|.invtrans].row[r]`. The same
//! canonicalisation is applied to names given by callers, so both spellings
//! reach the same value.

use std::collections::HashMap;

/// One dotted component of a binding: `light[2]` is name `light`, index 2..2.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub name: String,
    pub index: Option<(u32, u32)>,
}

/// Splits `matrix.texture[1].row[0..3]` into parts.
pub fn split_parts(text: &str) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = rest.find(['.', '[']).unwrap_or(rest.len());
        let name = rest[..end].to_string();
        rest = &rest[end..];
        let mut index = None;
        if let Some(after) = rest.strip_prefix('[') {
            let close = after
                .find(']')
                .ok_or_else(|| format!("missing ']' in '{text}'"))?;
            let inner = &after[..close];
            let (a, b) = inner.split_once("..").unwrap_or((inner, inner));
            let a = a
                .trim()
                .parse()
                .map_err(|_| format!("bad index in '{text}'"))?;
            let b = b
                .trim()
                .parse()
                .map_err(|_| format!("bad index in '{text}'"))?;
            index = Some((a, b));
            rest = &after[close + 1..];
        }
        rest = rest.strip_prefix('.').unwrap_or(rest);
        if name.is_empty() {
            return Err(format!("empty component in '{text}'"));
        }
        parts.push(Part { name, index });
    }
    Ok(parts)
}

fn single_index(part: &Part, default: u32) -> Result<u32, String> {
    match part.index {
        None => Ok(default),
        Some((a, b)) if a == b => Ok(a),
        Some(_) => Err(format!("'{}' takes a single index", part.name)),
    }
}

fn face(parts: &[Part]) -> (&'static str, &[Part]) {
    match parts.first().map(|p| p.name.as_str()) {
        Some("front") => ("front", &parts[1..]),
        Some("back") => ("back", &parts[1..]),
        _ => ("front", parts),
    }
}

fn one_of(part: Option<&Part>, names: &[&str], what: &str) -> Result<String, String> {
    match part {
        Some(p) if names.contains(&p.name.as_str()) && p.index.is_none() => Ok(p.name.clone()),
        Some(p) => Err(format!("invalid {what} '{}'", p.name)),
        None => Err(format!("incomplete {what} binding")),
    }
}

fn no_more(parts: &[Part]) -> Result<(), String> {
    match parts.first() {
        None => Ok(()),
        Some(p) => Err(format!("unexpected '.{}' in state binding", p.name)),
    }
}

/// Canonical names of the vectors a `state.*` binding stands for (one per
/// matrix row for matrices). `parts` excludes the leading `state`.
pub fn canonical_names(parts: &[Part]) -> Result<Vec<String>, String> {
    let head = parts.first().ok_or("incomplete state binding")?;
    let rest = &parts[1..];
    let name = match head.name.as_str() {
        "matrix" => return matrix_rows(rest),
        "material" => {
            let (face, rest) = face(rest);
            let prop = one_of(
                rest.first(),
                &["ambient", "diffuse", "specular", "emission", "shininess"],
                "material property",
            )?;
            no_more(&rest[1..])?;
            format!("material.{face}.{prop}")
        }
        "light" => {
            let n = single_index(head, u32::MAX)?;
            if n >= 8 {
                return Err("state.light needs an index 0..7".into());
            }
            let prop = one_of(
                rest.first(),
                &[
                    "ambient",
                    "diffuse",
                    "specular",
                    "position",
                    "attenuation",
                    "spot",
                    "half",
                ],
                "light property",
            )?;
            if prop == "spot" {
                one_of(rest.get(1), &["direction"], "light property")?;
                no_more(&rest[2..])?;
                format!("light[{n}].spot.direction")
            } else {
                no_more(&rest[1..])?;
                format!("light[{n}].{prop}")
            }
        }
        "lightmodel" => {
            if rest.first().is_some_and(|p| p.name == "ambient") {
                no_more(&rest[1..])?;
                "lightmodel.ambient".to_string()
            } else {
                let (face, rest) = face(rest);
                one_of(rest.first(), &["scenecolor"], "lightmodel property")?;
                no_more(&rest[1..])?;
                format!("lightmodel.{face}.scenecolor")
            }
        }
        "lightprod" => {
            let n = single_index(head, u32::MAX)?;
            if n >= 8 {
                return Err("state.lightprod needs an index 0..7".into());
            }
            let (face, rest) = face(rest);
            let prop = one_of(
                rest.first(),
                &["ambient", "diffuse", "specular"],
                "lightprod property",
            )?;
            no_more(&rest[1..])?;
            format!("lightprod[{n}].{face}.{prop}")
        }
        "texgen" => {
            let n = single_index(head, 0)?;
            let space = one_of(rest.first(), &["eye", "object"], "texgen plane")?;
            let coord = one_of(rest.get(1), &["s", "t", "r", "q"], "texgen coordinate")?;
            no_more(&rest[2..])?;
            format!("texgen[{n}].{space}.{coord}")
        }
        "fog" => {
            let prop = one_of(rest.first(), &["color", "params"], "fog property")?;
            no_more(&rest[1..])?;
            format!("fog.{prop}")
        }
        "clip" => {
            let n = single_index(head, u32::MAX)?;
            if n >= 6 {
                return Err("state.clip needs an index 0..5".into());
            }
            one_of(rest.first(), &["plane"], "clip property")?;
            no_more(&rest[1..])?;
            format!("clip[{n}].plane")
        }
        "point" => {
            let prop = one_of(rest.first(), &["size", "attenuation"], "point property")?;
            no_more(&rest[1..])?;
            format!("point.{prop}")
        }
        "texenv" => {
            let n = single_index(head, 0)?;
            one_of(rest.first(), &["color"], "texenv property")?;
            no_more(&rest[1..])?;
            format!("texenv[{n}].color")
        }
        "depth" => {
            one_of(rest.first(), &["range"], "depth property")?;
            no_more(&rest[1..])?;
            "depth.range".to_string()
        }
        other => return Err(format!("unknown state binding 'state.{other}'")),
    };
    Ok(vec![name])
}

/// The matrix a `matrix.*` path names, without modifier or row.
fn matrix_base(parts: &[Part]) -> Result<String, String> {
    let which = parts.first().ok_or("incomplete matrix binding")?;
    Ok(match which.name.as_str() {
        "projection" | "mvp" if which.index.is_none() => format!("matrix.{}", which.name),
        "modelview" | "texture" | "palette" | "program" => {
            format!("matrix.{}[{}]", which.name, single_index(which, 0)?)
        }
        other => return Err(format!("unknown matrix '{other}'")),
    })
}

fn matrix_rows(parts: &[Part]) -> Result<Vec<String>, String> {
    let base = matrix_base(parts)?;
    let mut rest = &parts[1..];
    let mut modifier = String::new();
    if let Some(p) = rest.first() {
        if matches!(p.name.as_str(), "inverse" | "transpose" | "invtrans") {
            modifier = format!(".{}", p.name);
            rest = &rest[1..];
        }
    }
    let (first, last) = match rest.first() {
        None => (0, 3),
        Some(p) if p.name == "row" => p.index.ok_or("row needs an index")?,
        Some(p) => return Err(format!("unexpected '.{}' in matrix binding", p.name)),
    };
    if rest.len() > 1 {
        return Err(format!("unexpected '.{}' in matrix binding", rest[1].name));
    }
    if first > last || last > 3 {
        return Err("matrix rows are 0..3".into());
    }
    Ok((first..=last)
        .map(|r| format!("{base}{modifier}.row[{r}]"))
        .collect())
}

/// Whether `next` after the state path `parts` is a swizzle rather than a
/// path member (`state.fog.color.x` versus `state.texgen.eye.r`).
pub fn is_swizzle_not_member(parts: &[Part], next: &str) -> bool {
    let swizzle_like =
        (next.len() == 1 || next.len() == 4) && next.chars().all(|c| "xyzwrgba".contains(c));
    swizzle_like && canonical_names(parts).is_ok()
}

const BINDING_MEMBERS: [&str; 16] = [
    "position",
    "weight",
    "normal",
    "color",
    "primary",
    "secondary",
    "fogcoord",
    "texcoord",
    "matrixindex",
    "attrib",
    "front",
    "back",
    "pointsize",
    "depth",
    "fogcoord",
    "attrib",
];

/// Whether `next` continues a `vertex.*`/`fragment.*`/`result.*` path.
pub fn is_binding_member(_parts: &[Part], next: &str) -> bool {
    BINDING_MEMBERS.contains(&next)
}

fn path_string(parts: &[Part]) -> String {
    parts
        .iter()
        .map(|p| match p.index {
            Some((a, _)) => format!("{}[{a}]", p.name),
            None => p.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// Canonical name of a `vertex.*` or `fragment.*` binding (without the root
/// word in `parts`).
pub fn canonical_input(fragment: bool, parts: &[Part]) -> Result<String, String> {
    let root = if fragment { "fragment" } else { "vertex" };
    let bad = || format!("invalid attribute binding '{root}.{}'", path_string(parts));
    let head = parts.first().ok_or_else(bad)?;
    let name = match (fragment, head.name.as_str(), parts.len()) {
        (false, "position" | "normal" | "fogcoord", 1) | (true, "position" | "fogcoord", 1) => {
            head.name.clone()
        }
        (false, "weight", 1) => "weight".into(),
        (_, "color", 1) => "color".into(),
        (_, "color", 2) if parts[1].name == "primary" => "color".into(),
        (_, "color", 2) if parts[1].name == "secondary" => "color.secondary".into(),
        (_, "texcoord", 1) => format!("texcoord[{}]", single_index(head, 0)?),
        (false, "attrib", 1) if head.index.is_some() => {
            format!("attrib[{}]", single_index(head, 0)?)
        }
        (false, "matrixindex", 1) => format!("matrixindex[{}]", single_index(head, 0)?),
        _ => return Err(bad()),
    };
    Ok(format!("{root}.{name}"))
}

/// Canonical name of a `result.*` binding (without `result` in `parts`).
pub fn canonical_output(fragment: bool, parts: &[Part]) -> Result<String, String> {
    let bad = || format!("invalid result binding 'result.{}'", path_string(parts));
    let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
    let name = if fragment {
        match names.as_slice() {
            ["color"] => match single_index(&parts[0], 0)? {
                0 => "color".to_string(),
                n => format!("color[{n}]"),
            },
            ["depth"] => "depth".to_string(),
            _ => return Err(bad()),
        }
    } else {
        match names.as_slice() {
            ["position"] => "position".into(),
            ["fogcoord"] => "fogcoord".into(),
            ["pointsize"] => "pointsize".into(),
            ["texcoord"] => format!("texcoord[{}]", single_index(&parts[0], 0)?),
            ["color", rest @ ..] => {
                let mut face = "front";
                let mut which = "primary";
                for r in rest {
                    match *r {
                        "front" | "back" => face = if *r == "front" { "front" } else { "back" },
                        "primary" | "secondary" => {
                            which = if *r == "primary" {
                                "primary"
                            } else {
                                "secondary"
                            }
                        }
                        _ => return Err(bad()),
                    }
                }
                match (face, which) {
                    ("front", "primary") => "color".into(),
                    ("front", _) => "color.secondary".into(),
                    (_, "primary") => "color.back".into(),
                    _ => "color.back.secondary".into(),
                }
            }
            _ => return Err(bad()),
        }
    };
    Ok(format!("result.{name}"))
}

/// A 4x4 matrix stored by rows.
pub type Matrix = [[f32; 4]; 4];

pub const IDENTITY: Matrix = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

/// GL state visible to ARB programs. Values not set are GL's initial values.
#[derive(Clone, Debug, Default)]
pub struct GlState {
    vectors: HashMap<String, [f32; 4]>,
    matrices: HashMap<String, Matrix>,
}

impl GlState {
    /// Sets a state vector (`light[0].diffuse`, `state.fog.color`, ...).
    /// Missing components keep the vector's default.
    pub fn set_vector(&mut self, name: &str, values: &[f32]) -> Result<(), String> {
        let name = name.strip_prefix("state.").unwrap_or(name);
        let canonical = canonical_names(&split_parts(name)?)?;
        let [key] = canonical.as_slice() else {
            return Err(format!("'{name}' is a matrix; give its rows"));
        };
        let mut v = self.vector(key);
        for (slot, value) in v.iter_mut().zip(values) {
            *slot = *value;
        }
        self.vectors.insert(key.clone(), v);
        Ok(())
    }

    /// Sets a matrix by rows (`matrix.modelview`, `matrix.texture[1]`).
    pub fn set_matrix(&mut self, name: &str, rows: Matrix) -> Result<(), String> {
        let name = name.strip_prefix("state.").unwrap_or(name);
        let parts = split_parts(name)?;
        if parts.first().map(|p| p.name.as_str()) != Some("matrix") {
            return Err(format!("'{name}' is not a matrix"));
        }
        let base = matrix_base(&parts[1..])?;
        if parts.len() > 2 {
            return Err(format!("set matrix '{name}' without modifiers"));
        }
        self.matrices.insert(base, rows);
        Ok(())
    }

    fn matrix(&self, base: &str) -> Matrix {
        if base == "matrix.mvp" {
            let p = self.matrix("matrix.projection");
            let m = self.matrix("matrix.modelview[0]");
            return mat_mul(&p, &m);
        }
        self.matrices.get(base).copied().unwrap_or(IDENTITY)
    }

    /// The value of a canonical state vector name.
    pub fn vector(&self, name: &str) -> [f32; 4] {
        if let Some(v) = self.vectors.get(name) {
            return *v;
        }
        if let Some((base, row)) = name.rsplit_once(".row[") {
            let row: usize = row.trim_end_matches(']').parse().unwrap_or(0).min(3);
            let (base, modifier) = match base.rsplit_once('.') {
                Some((b, m)) if matches!(m, "inverse" | "transpose" | "invtrans") => (b, m),
                _ => (base, ""),
            };
            let m = self.matrix(base);
            let m = match modifier {
                "inverse" => mat_inverse(&m),
                "transpose" => mat_transpose(&m),
                "invtrans" => mat_transpose(&mat_inverse(&m)),
                _ => m,
            };
            return m[row];
        }
        self.derived_or_default(name)
    }

    fn derived_or_default(&self, name: &str) -> [f32; 4] {
        if let Some(rest) = name.strip_prefix("lightprod[") {
            // lightprod[n].face.prop = light[n].prop * material.face.prop.
            if let Some((n, tail)) = rest.split_once("].") {
                if let Some((face, prop)) = tail.split_once('.') {
                    let l = self.vector(&format!("light[{n}].{prop}"));
                    let m = self.vector(&format!("material.{face}.{prop}"));
                    let d = self.vector(&format!("material.{face}.diffuse"));
                    return [l[0] * m[0], l[1] * m[1], l[2] * m[2], d[3]];
                }
            }
        }
        if let Some(face) = name
            .strip_prefix("lightmodel.")
            .and_then(|r| r.strip_suffix(".scenecolor"))
        {
            let e = self.vector(&format!("material.{face}.emission"));
            let a = self.vector(&format!("material.{face}.ambient"));
            let la = self.vector("lightmodel.ambient");
            let d = self.vector(&format!("material.{face}.diffuse"));
            return [
                e[0] + a[0] * la[0],
                e[1] + a[1] * la[1],
                e[2] + a[2] * la[2],
                d[3],
            ];
        }
        if let Some(n) = name
            .strip_prefix("light[")
            .and_then(|r| r.strip_suffix("].half"))
        {
            // Infinite viewer: normalize(normalize(VP) + (0,0,1)).
            let p = self.vector(&format!("light[{n}].position"));
            let len = (p[0] * p[0] + p[1] * p[1] + p[2] * p[2]).sqrt();
            let vp = if len > 0.0 {
                [p[0] / len, p[1] / len, p[2] / len]
            } else {
                [0.0; 3]
            };
            let h = [vp[0], vp[1], vp[2] + 1.0];
            let hl = (h[0] * h[0] + h[1] * h[1] + h[2] * h[2]).sqrt();
            return if hl > 0.0 {
                [h[0] / hl, h[1] / hl, h[2] / hl, 1.0]
            } else {
                [0.0, 0.0, 0.0, 1.0]
            };
        }
        default_vector(name)
    }
}

/// GL's initial state values (OpenGL 2.1 state tables).
fn default_vector(name: &str) -> [f32; 4] {
    let light0 = name.starts_with("light[0].");
    let prop = name.rsplit('.').next().unwrap_or("");
    if name.starts_with("light[") {
        return match prop {
            "diffuse" | "specular" if light0 => [1.0, 1.0, 1.0, 1.0],
            "ambient" | "diffuse" | "specular" => [0.0, 0.0, 0.0, 1.0],
            "position" => [0.0, 0.0, 1.0, 0.0],
            "attenuation" => [1.0, 0.0, 0.0, 0.0],
            // Spot direction (0,0,-1) with the cosine of the 180 degree cutoff.
            "direction" => [0.0, 0.0, -1.0, -1.0],
            _ => [0.0; 4],
        };
    }
    if name.starts_with("material.") {
        return match prop {
            "ambient" => [0.2, 0.2, 0.2, 1.0],
            "diffuse" => [0.8, 0.8, 0.8, 1.0],
            "specular" | "emission" => [0.0, 0.0, 0.0, 1.0],
            // Shininess is (s, 0, 0, 1).
            "shininess" => [0.0, 0.0, 0.0, 1.0],
            _ => [0.0; 4],
        };
    }
    match name {
        "lightmodel.ambient" => [0.2, 0.2, 0.2, 1.0],
        // Density, start, end, 1/(end-start).
        "fog.params" => [1.0, 0.0, 1.0, 1.0],
        "point.size" => [1.0, 0.0, 1.0, 1.0],
        "point.attenuation" => [1.0, 0.0, 0.0, 1.0],
        "depth.range" => [0.0, 1.0, 1.0, 1.0],
        _ if name.starts_with("texgen[") => match name.rsplit('.').next() {
            Some("s") => [1.0, 0.0, 0.0, 0.0],
            Some("t") => [0.0, 1.0, 0.0, 0.0],
            _ => [0.0; 4],
        },
        _ => [0.0; 4],
    }
}

pub fn mat_mul(a: &Matrix, b: &Matrix) -> Matrix {
    let mut out = [[0.0f32; 4]; 4];
    for (i, row) in out.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = (0..4).map(|k| a[i][k] * b[k][j]).sum();
        }
    }
    out
}

pub fn mat_transpose(m: &Matrix) -> Matrix {
    let mut out = [[0.0f32; 4]; 4];
    for (i, row) in out.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = m[j][i];
        }
    }
    out
}

/// Inverse by cofactors in f64; a singular matrix gives zeros (GL leaves it
/// undefined).
pub fn mat_inverse(m: &Matrix) -> Matrix {
    let a: Vec<f64> = m.iter().flatten().map(|&x| x as f64).collect();
    let minor = |r: usize, c: usize| -> f64 {
        let idx: Vec<usize> = (0..4).filter(|&i| i != r).collect();
        let jdx: Vec<usize> = (0..4).filter(|&j| j != c).collect();
        let e = |i: usize, j: usize| a[idx[i] * 4 + jdx[j]];
        e(0, 0) * (e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1))
            - e(0, 1) * (e(1, 0) * e(2, 2) - e(1, 2) * e(2, 0))
            + e(0, 2) * (e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0))
    };
    let mut cof = [[0.0f64; 4]; 4];
    for (r, row) in cof.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            let sign = if (r + c) % 2 == 0 { 1.0 } else { -1.0 };
            *cell = sign * minor(r, c);
        }
    }
    let det: f64 = (0..4).map(|c| a[c] * cof[0][c]).sum();
    let mut out = [[0.0f32; 4]; 4];
    if det == 0.0 {
        return out;
    }
    for (i, row) in out.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell = (cof[j][i] / det) as f32;
        }
    }
    out
}
