//! Shared by `tests/suite/end_to_end.rs` and `examples/compare_cgc.rs`: the list of
//! end-to-end cases (the corpus manifest, the back end's shaders, the
//! examples), compiling one with cgrs, and comparing it with cgc's program in
//! the VM.
//!
//! Every cgc output used here is stored in the repository (`tests/reference/`
//! from the corpus, `tests/backend/cgc/`, `tests/lower/cgc/` from
//! `scripts/regen-lower-cgc.sh`), so nothing here runs cgc.

#![allow(dead_code)]

use cgrs::driver;
use cgrs::driver::{CompileOptions, Flatten};
use cgrs::profile::ProfileRef;
use cgrs::span::SourceMap;
use cgrs::vm::diff::{compare_programs, DiffOptions, ValueRange};
use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One (file, entry, profile) to compile.
#[derive(Clone, Debug)]
pub struct Case {
    /// Path relative to the repository root.
    pub file: String,
    pub entry: String,
    pub profile: String,
    /// cgc's program (relative path), when cgc accepted the case.
    pub reference: Option<String>,
    /// Ranges from the shader's header: uniforms by name, varyings by semantic.
    pub ranges: Vec<(String, ValueRange)>,
}

impl Case {
    pub fn name(&self) -> String {
        let stem = self
            .file
            .trim_start_matches("tests/")
            .trim_start_matches("shaders/");
        format!("{stem}:{}:{}", self.entry, self.profile)
    }
}

/// Every case: examples and back-end shaders first, then the corpus manifest.
/// The runs of tests/glsl/manifest.json: cgc's GLSL outputs and verdicts
/// (scripts/regen_glsl.py).
pub fn glsl_manifest() -> Vec<serde_json::Value> {
    let text = std::fs::read_to_string(root().join("tests/glsl/manifest.json"))
        .expect("tests/glsl/manifest.json is part of the repository");
    serde_json::from_str(&text).expect("a JSON array")
}

/// Whether glslangValidator is on PATH. CI installs it (.ci/run) and
/// requires it; elsewhere a missing one is said, with what was not
/// checked (`unchecked`).
pub fn has_glslang(unchecked: &str) -> bool {
    let present = std::process::Command::new("glslangValidator")
        .arg("--version")
        .output()
        .is_ok();
    if !present {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "glslangValidator is required under CI=true (apt-get install glslang-tools)"
        );
        eprintln!(
            "notice: glslangValidator is not on PATH (apt-get install glslang-tools); {unchecked}"
        );
    }
    present
}

pub fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for (entry, profile) in [("main_vertex", "arbvp1"), ("main_fragment", "arbfp1")] {
        cases.push(Case {
            file: "examples/lambert.cg".into(),
            entry: entry.into(),
            profile: profile.into(),
            reference: Some(format!("tests/lower/cgc/lambert.{entry}.{profile}.asm")),
            ranges: Vec::new(),
        });
    }
    for (stem, profile) in [
        ("fp_lerp", "arbfp1"),
        ("fp_normal", "arbfp1"),
        ("fp_tex", "arbfp1"),
        ("vp_light", "arbvp1"),
        ("vp_light", "vp20"),
    ] {
        cases.push(Case {
            file: format!("tests/backend/{stem}.cg"),
            entry: "main".into(),
            profile: profile.into(),
            reference: Some(format!("tests/backend/cgc/{stem}.{profile}.asm")),
            ranges: Vec::new(),
        });
    }
    cases.extend(manifest_cases());
    cases
}

fn manifest_cases() -> Vec<Case> {
    let text = std::fs::read_to_string(root().join("tests/reference/manifest.json"))
        .expect("tests/reference/manifest.json is part of the repository");
    let entries: Vec<serde_json::Value> =
        serde_json::from_str(&text).expect("the manifest is a JSON array");
    entries
        .iter()
        .filter_map(|entry| {
            let field = |name: &str| entry.get(name).and_then(|v| v.as_str()).map(str::to_string);
            let ok = field("cgc").as_deref() == Some("ok");
            Some(Case {
                file: field("file")?,
                entry: field("entry")?,
                profile: field("profile")?,
                reference: if ok { field("output") } else { None },
                ranges: ranges(entry.get("uniform_ranges"))
                    .into_iter()
                    .chain(ranges(entry.get("varying_ranges")))
                    .collect(),
            })
        })
        .collect()
}

/// `uniform_ranges` and `varying_ranges` of the manifest: header text like
/// `boneOffset range=0..8 int` (a varying is named by its semantic,
/// `BLENDINDICES range=0..7.9`).
fn ranges(value: Option<&serde_json::Value>) -> Vec<(String, ValueRange)> {
    let Some(list) = value.and_then(|v| v.as_array()) else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|item| {
            let mut words = item.as_str()?.split_whitespace();
            let name = words.next()?.to_string();
            let range = words.next()?.strip_prefix("range=")?;
            let (lo, hi) = range.split_once("..")?;
            let integer = words.any(|w| w == "int");
            Some((
                name,
                ValueRange {
                    min: lo.parse().ok()?,
                    max: hi.parse().ok()?,
                    integer,
                },
            ))
        })
        .collect()
}

/// What happened to one case.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// cgrs's program, or its first error message.
    pub program: Result<String, String>,
    /// cgc's program, when it accepted the case.
    pub reference: Option<String>,
    /// The VM's verdict when both compiled: `Ok(true)` equivalent.
    pub equivalent: Option<Result<bool, String>>,
    /// The VM's first mismatch, printed.
    pub mismatch: Option<String>,
}

impl Outcome {
    pub fn ours_instructions(&self) -> Option<(u32, u32)> {
        self.program.as_ref().ok().and_then(|p| counts(p))
    }

    pub fn cgc_instructions(&self) -> Option<(u32, u32)> {
        self.reference.as_deref().and_then(counts)
    }
}

/// `# N instructions, M R-regs` at the end of a program.
pub fn counts(program: &str) -> Option<(u32, u32)> {
    let line = program
        .lines()
        .rev()
        .find(|l| l.contains(" instructions, "))?;
    let mut words = line.trim_start_matches('#').split_whitespace();
    let instructions = words.next()?.parse().ok()?;
    let registers = words.nth(1)?.parse().ok()?;
    Some((instructions, registers))
}

/// The probes of a table of cgc's verdicts whose template's `@BODY@` line
/// takes each body and `@RESULT@` the entry's result semantic (`COLOR` in
/// arbfp1, `POSITION` in the vertex profiles): `(profile, cgc's verdict,
/// body, the probe's source)` for each line of `DIR/verdicts.tsv`
/// (early_reads, out_of_bounds).
pub fn body_probes(dir: &str) -> Vec<(String, String, String, String)> {
    let template = std::fs::read_to_string(format!("{dir}/template.cg")).expect("template");
    let verdicts = std::fs::read_to_string(format!("{dir}/verdicts.tsv")).expect("verdicts");
    verdicts
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let [profile, cgc, body] = line.splitn(3, '\t').collect::<Vec<_>>()[..] else {
                panic!("malformed verdict line {line:?}");
            };
            let result = if profile == "arbfp1" {
                "COLOR"
            } else {
                "POSITION"
            };
            let source = template.replace("@BODY@", body).replace("@RESULT@", result);
            (profile.into(), cgc.into(), body.into(), source)
        })
        .collect()
}

/// Compiles the probe text `source` (entry `main`) for the built-in
/// `profile`: the tables of cgc's verdicts (unroll_rule, loop_shapes,
/// early_reads) compile thousands of generated probes this way.
pub fn compile_probe(profile: &str, source: &str) -> driver::Compiled {
    let mut sources = SourceMap::new();
    let file = sources.add_text("probe.cg", source);
    let profile = ProfileRef::builtin(profile).expect("built-in profile");
    let options = CompileOptions::new(profile, Some("main"));
    driver::compile(&mut sources, file, &options)
}

pub fn compile(case: &Case) -> Result<String, String> {
    compile_with(case, Flatten::Cheaper, Flatten::Cheaper)
}

/// Compiles `case` with its profile and entry set in `options`.
/// Compiles `case` with `-unroll` / `-ifcvt` settings.
pub fn compile_with(case: &Case, unroll: Flatten, ifcvt: Flatten) -> Result<String, String> {
    let mut sources = SourceMap::new();
    let path = root().join(&case.file);
    let main = sources
        .load(Path::new(&path))
        .map_err(|e| format!("cannot read {}: {e}", case.file))?;
    let profile = ProfileRef::builtin(&case.profile)
        .ok_or_else(|| format!("unknown profile {}", case.profile))?;
    let options = CompileOptions {
        unroll,
        ifcvt,
        ..CompileOptions::new(profile, Some(&case.entry))
    };
    let compiled = driver::compile(&mut sources, main, &options);
    match compiled.program {
        Some(program) => Ok(program),
        None => Err(compiled
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .map(|d| format!("C{:04}: {}", d.code, d.message))
            .unwrap_or_else(|| "failed without a message".into())),
    }
}

pub fn run(case: &Case) -> Outcome {
    let program = compile(case);
    let reference = case
        .reference
        .as_ref()
        .and_then(|path| std::fs::read_to_string(root().join(path)).ok());
    let mut mismatch = None;
    let equivalent = match (&program, &reference) {
        (Ok(ours), Some(theirs)) => {
            let options = DiffOptions {
                count: 32,
                ranges: case.ranges.clone(),
                ..DiffOptions::default()
            };
            Some(
                compare_programs(ours, theirs, &options)
                    .map(|report| {
                        mismatch = report.first_mismatch.as_ref().map(|m| m.to_string());
                        report.equivalent()
                    })
                    .map_err(|e| e.to_string()),
            )
        }
        _ => None,
    };
    Outcome {
        program,
        reference,
        equivalent,
        mismatch,
    }
}

/// One line of the status table.
pub fn status_line(case: &Case, outcome: &Outcome) -> String {
    let cgc = match (&case.reference, outcome.cgc_instructions()) {
        (Some(_), Some((i, r))) => format!("ok {i}/{r}"),
        (Some(_), None) => "ok ?".into(),
        (None, _) => "error".into(),
    };
    let ours = match (&outcome.program, outcome.ours_instructions()) {
        (Ok(_), Some((i, r))) => format!("ok {i}/{r}"),
        (Ok(_), None) => "ok ?".into(),
        (Err(message), _) => format!("error ({})", first_words(message)),
    };
    let vm = match &outcome.equivalent {
        Some(Ok(true)) => "same",
        Some(Ok(false)) => "DIFFERENT",
        Some(Err(_)) => "vm-error",
        None => "-",
    };
    format!("{} | cgc {cgc} | cgrs {ours} | vm {vm}", case.name())
}

fn first_words(message: &str) -> String {
    message.chars().take(70).collect()
}
