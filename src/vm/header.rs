//! The comment header cgc writes in front of every program: `#profile`,
//! `#program`, `#semantic`, `#var`, `#const`, and the trailing
//! `# N instructions, M R-regs` line.
//!
//! Parsing never fails: lines that do not match a known shape are ignored,
//! because the header is advisory (a hand-written program has none). Loaders
//! use it to bind parameters by name; the compiler's tests reuse it.

/// Where cgc bound a `#var`.
#[derive(Clone, Debug, PartialEq)]
pub enum VarResource {
    /// `c[N]` or `c[N], K`: K consecutive parameter registers starting at N.
    Const { index: u32, count: u32 },
    /// `env[N]` or `env[N], K`: K consecutive slots of the program's `env[]`
    /// array (`PARAM env[] = { program.env[0..M] };`), where cgc binds the
    /// matrices past arbvp1's parameter limit.
    Env { index: u32, count: u32 },
    /// `texunit N`.
    TexUnit(u32),
    /// A named register or semantic resource: `ATTR0`, `HPOS`, `TEX0`,
    /// `COL0`, `POSITION`, ...
    Register(String),
    /// Empty: not bound (an unused parameter).
    None,
}

/// One `#var TYPE NAME : SEMANTIC : RESOURCE : PARAMNO : REFERENCED` line.
#[derive(Clone, Debug, PartialEq)]
pub struct VarLine {
    pub ty: String,
    pub name: String,
    /// `$vin.POSITION`, `$vout.COLOR0`, a user semantic, or empty.
    pub semantic: String,
    pub resource: VarResource,
    pub param_number: i32,
    pub referenced: bool,
}

impl VarLine {
    /// True for `$vin.*` varyings.
    pub fn is_varying_in(&self) -> bool {
        self.semantic.starts_with("$vin.")
    }
    /// True for `$vout.*` results.
    pub fn is_varying_out(&self) -> bool {
        self.semantic.starts_with("$vout.")
    }
    /// True for uniforms (parameters bound to `c[]` or a texture unit).
    pub fn is_uniform(&self) -> bool {
        !self.is_varying_in() && !self.is_varying_out()
    }
    /// The semantic without `$vin.`/`$vout.`.
    pub fn semantic_name(&self) -> &str {
        self.semantic
            .strip_prefix("$vin.")
            .or_else(|| self.semantic.strip_prefix("$vout."))
            .unwrap_or(&self.semantic)
    }
}

/// One `#const c[N] = a b c d` line (trailing components may be omitted).
#[derive(Clone, Debug, PartialEq)]
pub struct ConstLine {
    pub index: u32,
    pub values: Vec<f32>,
}

/// The parsed header.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Header {
    pub profile: Option<String>,
    pub program: Option<String>,
    pub semantics: Vec<String>,
    pub vars: Vec<VarLine>,
    pub consts: Vec<ConstLine>,
    /// From `# N instructions, M R-regs`.
    pub instructions: Option<u32>,
    pub r_regs: Option<u32>,
}

impl Header {
    /// Parses every header line of a program text.
    pub fn parse(text: &str) -> Header {
        let mut header = Header::default();
        for line in text.lines() {
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("#profile ") {
                header.profile = Some(rest.trim().to_string());
            } else if let Some(rest) = line.strip_prefix("#program ") {
                header.program = Some(rest.trim().to_string());
            } else if let Some(rest) = line.strip_prefix("#semantic ") {
                header.semantics.push(rest.trim().to_string());
            } else if let Some(rest) = line.strip_prefix("#var ") {
                if let Some(var) = parse_var(rest) {
                    header.vars.push(var);
                }
            } else if let Some(rest) = line.strip_prefix("#const ") {
                if let Some(c) = parse_const(rest) {
                    header.consts.push(c);
                }
            } else if let Some(rest) = line.strip_prefix("# ") {
                if let Some((n, m)) = parse_counts(rest) {
                    header.instructions = Some(n);
                    header.r_regs = m;
                }
            }
        }
        header
    }

    /// The `#var` line of a parameter by its full name (`mvp`, `lights[2]`,
    /// `s.field`).
    pub fn var(&self, name: &str) -> Option<&VarLine> {
        self.vars.iter().find(|v| v.name == name)
    }

    /// The `c[]` rows a relative read of a program compiled from Cg may land
    /// on: the rows of uniform array elements (`lights[2]`, `s.w[0]`) and of
    /// matrices (whose rows are indexed too). Any other row is outside every
    /// array the source can index. Empty when no `#var` line names such a row.
    pub fn indexable_rows(&self) -> Vec<bool> {
        let mut rows = Vec::new();
        for var in self.vars.iter().filter(|v| v.is_uniform()) {
            let VarResource::Const { index, count } = var.resource else {
                continue;
            };
            if !var.name.contains('[') && count < 2 {
                continue;
            }
            let end = (index + count) as usize;
            if rows.len() < end {
                rows.resize(end, false);
            }
            rows[index as usize..end].fill(true);
        }
        rows
    }
}

fn parse_var(rest: &str) -> Option<VarLine> {
    let fields: Vec<&str> = rest.split(':').map(str::trim).collect();
    if fields.len() < 5 {
        return None;
    }
    let (ty, name) = fields[0].split_once(' ')?;
    Some(VarLine {
        ty: ty.to_string(),
        name: name.trim().to_string(),
        semantic: fields[1].to_string(),
        resource: parse_resource(fields[2]),
        param_number: fields[3].parse().unwrap_or(-1),
        referenced: fields[4] == "1",
    })
}

/// Parses `c[N]`, `c[N], K`, `texunit N` or a register name.
pub fn parse_resource(text: &str) -> VarResource {
    let text = text.trim();
    // An unbound matrix keeps its row count (`:  : , 4 :`).
    if text.is_empty() || text.starts_with(',') {
        return VarResource::None;
    }
    if let Some(unit) = text.strip_prefix("texunit ") {
        return match unit.trim().parse() {
            Ok(n) => VarResource::TexUnit(n),
            Err(_) => VarResource::Register(text.to_string()),
        };
    }
    if let Some((index, count)) = text.strip_prefix("c[").and_then(slots) {
        return VarResource::Const { index, count };
    }
    if let Some((index, count)) = text.strip_prefix("env[").and_then(slots) {
        return VarResource::Env { index, count };
    }
    VarResource::Register(text.to_string())
}

/// `N]` or `N], K` after an array's `[`: the first slot and the count.
fn slots(inner: &str) -> Option<(u32, u32)> {
    let (index, after) = inner.split_once(']')?;
    let count = after
        .trim()
        .strip_prefix(',')
        .map(|k| k.trim().parse().unwrap_or(1))
        .unwrap_or(1);
    Some((index.trim().parse().ok()?, count))
}

fn parse_const(rest: &str) -> Option<ConstLine> {
    let (reg, values) = rest.split_once('=')?;
    let index = reg
        .trim()
        .strip_prefix("c[")?
        .strip_suffix(']')?
        .parse()
        .ok()?;
    let values = values
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<Vec<f32>, _>>()
        .ok()?;
    Some(ConstLine { index, values })
}

fn parse_counts(rest: &str) -> Option<(u32, Option<u32>)> {
    let (n, after) = rest.split_once(" instructions")?;
    let n = n.trim().parse().ok()?;
    let regs = after
        .trim_start_matches(',')
        .split_whitespace()
        .next()
        .and_then(|m| m.parse().ok());
    Some((n, regs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_cgc_header_lines() {
        let text = "!!VP2.0\n#profile vp30\n#program main\n#semantic main.mvp\n\
            #var float4x4 mvp :  : c[0], 4 : 2 : 1\n\
            #var float4 p : $vin.POSITION : ATTR0 : 0 : 1\n\
            #var sampler2D tex :  : texunit 3 : -1 : 0\n\
            #const c[17] = 0 1\nEND\n# 26 instructions, 2 R-regs\n";
        let h = Header::parse(text);
        assert_eq!(h.profile.as_deref(), Some("vp30"));
        assert_eq!(h.program.as_deref(), Some("main"));
        assert_eq!(h.semantics, vec!["main.mvp"]);
        assert_eq!(
            h.vars[0].resource,
            VarResource::Const { index: 0, count: 4 }
        );
        assert_eq!(h.vars[1].semantic_name(), "POSITION");
        assert_eq!(h.vars[1].resource, VarResource::Register("ATTR0".into()));
        assert_eq!(h.vars[2].resource, VarResource::TexUnit(3));
        assert_eq!(
            parse_resource("env[5], 4"),
            VarResource::Env { index: 5, count: 4 }
        );
        assert!(!h.vars[2].referenced);
        assert_eq!(
            h.consts,
            vec![ConstLine {
                index: 17,
                values: vec![0.0, 1.0]
            }]
        );
        assert_eq!((h.instructions, h.r_regs), (Some(26), Some(2)));
    }
}
