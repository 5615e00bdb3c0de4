//! The conformance table: the Cg language as NVIDIA's reference manual
//! describes it, probe by probe, against cgc 3.1's verdicts
//! (`tests/conformance/`, generated and recorded by
//! `scripts/regen-conformance.sh`; `tests/conformance/README.md` describes
//! the categories and the format).
//!
//! Every probe is compiled in-process by cgrs for its profile and compared
//! with what cgc did:
//!
//! - `verdict`: both compile it, or both reject it;
//! - `error`: where both reject it, the first error has the same code;
//! - `header`: where both compile it, the `#semantic`, `#var` and `#default`
//!   lines are the same;
//! - `vm`: for the standard-library, statement and operator probes both compile, the
//!   two programs compute the same in the VM (16 random inputs);
//! - `panic`: cgrs does not panic.
//!
//! A disagreement fails the test unless `tests/conformance/exceptions.txt`
//! lists it with its reason, and a listed exception that no longer disagrees
//! fails it too, so the list stays true. Each category is a test of its own
//! and prints its probes, how many agree and how many are listed exceptions.
//! Nothing here runs cgc.

use cgrs::driver::{self, CompileOptions};
use cgrs::span::SourceMap;
use cgrs::vm::diff::{compare_programs, DiffOptions};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One probe: its id, the index of its source and cgc's verdict per profile.
struct Probe {
    id: String,
    source: usize,
    verdicts: Vec<(String, Verdict)>,
}

/// One category's table, decoded.
struct Table {
    probes: Vec<Probe>,
    sources: Vec<String>,
    programs: Vec<String>,
}

/// cgc's verdict on one probe in one profile.
#[derive(Clone, Debug)]
enum Verdict {
    /// Compiled: the index of its program.
    Compiled(usize),
    /// Rejected: `(line, code)` of every error, in cgc's order.
    Rejected(Vec<(u32, String)>),
}

fn load(category: &str) -> Table {
    let path = repo().join(format!("tests/conformance/{category}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: Value = serde_json::from_str(&text).expect("the table is JSON");
    let lines: Vec<&str> = json["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .map(|line| line.as_str().expect("a line is a string"))
        .collect();
    let decode = |key: &str| -> Vec<String> {
        json[key]
            .as_array()
            .expect("an array of texts")
            .iter()
            .map(|text| {
                let indices = text.as_array().expect("a text is a list of lines");
                let parts: Vec<&str> = indices
                    .iter()
                    .map(|i| lines[i.as_u64().expect("a line index") as usize])
                    .collect();
                parts.join("\n")
            })
            .collect()
    };
    let probes = json["probes"]
        .as_array()
        .expect("probes")
        .iter()
        .map(|row| {
            let id = row[0].as_str().expect("probe id").to_string();
            let source = row[1].as_u64().expect("source index") as usize;
            let verdicts = row[2]
                .as_object()
                .expect("verdicts by profile")
                .iter()
                .map(|(profile, verdict)| {
                    let verdict = match verdict {
                        Value::Number(n) => Verdict::Compiled(n.as_u64().unwrap() as usize),
                        Value::Array(errors) => Verdict::Rejected(
                            errors
                                .iter()
                                .map(|e| {
                                    (
                                        e[0].as_u64().expect("line") as u32,
                                        e[1].as_str().expect("code").to_string(),
                                    )
                                })
                                .collect(),
                        ),
                        other => panic!("{id}: bad verdict {other}"),
                    };
                    (profile.clone(), verdict)
                })
                .collect();
            Probe {
                id,
                source,
                verdicts,
            }
        })
        .collect();
    Table {
        probes,
        sources: decode("sources"),
        programs: decode("programs"),
    }
}

/// `(category, profile, kind, id)` → reason, from `exceptions.txt`
/// ([`read_exceptions`]).
fn exceptions() -> BTreeMap<(String, String, String, String), String> {
    read_exceptions("exceptions.txt", "CATEGORY PROFILE KIND ID")
        .into_iter()
        .map(|([a, b, c, d], reason)| ((a, b, c, d), reason))
        .collect()
}

/// The entries of an exceptions file of tests/conformance/, each its four
/// words (`shape` names them in messages) → reason: a line `reason: TEXT`
/// gives the reason of the entries after it; an entry is four words, the
/// last of which may hold spaces (an id), optionally followed by
/// `  # what differs`.
pub(crate) fn read_exceptions(file: &str, shape: &str) -> BTreeMap<[String; 4], String> {
    let path = repo().join("tests/conformance").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{file} is readable"));
    let mut reason = String::new();
    let mut entries = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(text) = line.strip_prefix("reason:") {
            reason = text.trim().to_string();
            continue;
        }
        let line = line.split("  #").next().unwrap_or(line).trim_end();
        let parts: Vec<&str> = line.splitn(4, ' ').collect();
        assert!(
            parts.len() == 4 && !reason.is_empty(),
            "{file}:{}: expected `{shape}` after a `reason:` line",
            number + 1
        );
        let key = [0, 1, 2, 3].map(|i| parts[i].to_string());
        assert!(
            entries.insert(key, reason.clone()).is_none(),
            "{file}:{}: listed twice",
            number + 1
        );
    }
    entries
}

/// The header lines compared: `#semantic`, `#var`, `#default`.
pub(crate) fn interface_lines(program: &str) -> Vec<&str> {
    program
        .lines()
        .filter(|line| {
            line.starts_with("#semantic ")
                || line.starts_with("#var ")
                || line.starts_with("#default ")
        })
        .collect()
}

/// Where cgrs's and cgc's programs compute differently on 16 random
/// inputs in the VM: `("vm", the first mismatch)`.
pub(crate) fn vm_disagreement(ours: &str, reference: &str) -> Option<(&'static str, String)> {
    let options = DiffOptions {
        count: 16,
        ..DiffOptions::default()
    };
    match compare_programs(ours, reference, &options) {
        Ok(report) if report.equivalent() => None,
        Ok(report) => Some((
            "vm",
            report
                .first_mismatch
                .map(|m| m.to_string())
                .unwrap_or_default(),
        )),
        Err(error) => Some(("vm", error.to_string())),
    }
}

/// cgrs on one probe: its program, or the `(line, code)` of its errors.
fn compile(source: &str, profile: &str) -> Result<String, Vec<(u32, String)>> {
    let mut sources = SourceMap::new();
    let file = sources.add_text("probe.cg", source);
    let options = CompileOptions::new(crate::builtin(profile), Some("main"));
    let compiled = driver::compile(&mut sources, file, &options);
    match compiled.program {
        Some(program) => Ok(program),
        None => Err(compiled
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| {
                let line = d.cgc_line(&sources);
                (line, format!("C{:04}", d.code))
            })
            .collect()),
    }
}

pub(crate) fn show_errors(errors: &[(u32, String)]) -> String {
    let shown: Vec<String> = errors
        .iter()
        .take(3)
        .map(|(line, code)| format!("{code}@{line}"))
        .collect();
    if shown.is_empty() {
        "no error".into()
    } else {
        shown.join(" ")
    }
}

/// Compares every probe of `category` and fails on a disagreement not listed
/// in the exceptions, or a listed one that agrees.
fn check(category: &str, run_vm: bool) {
    let started = std::time::Instant::now();
    let table = load(category);
    let listed: BTreeMap<_, _> = exceptions()
        .into_iter()
        .filter(|((c, ..), _)| c == category)
        .collect();
    let mut found = BTreeSet::new();
    let mut details = BTreeMap::new();
    let mut probes = 0;
    let mut agreeing = 0;
    for Probe {
        id,
        source: source_index,
        verdicts,
    } in &table.probes
    {
        let source = &table.sources[*source_index];
        for (profile, verdict) in verdicts {
            probes += 1;
            let Ok(ours) = std::panic::catch_unwind(|| compile(source, profile)) else {
                let key = (
                    category.to_string(),
                    profile.clone(),
                    "panic".to_string(),
                    id.clone(),
                );
                details.insert(key.clone(), ("cgrs panics".to_string(), *source_index));
                found.insert(key);
                continue;
            };
            let disagreement = match (verdict, &ours) {
                (Verdict::Compiled(_), Err(errors)) => Some((
                    "verdict",
                    format!("cgc compiles it, cgrs: {}", show_errors(errors)),
                )),
                (Verdict::Rejected(errors), Ok(_)) => Some((
                    "verdict",
                    format!("cgc rejects it ({}), cgrs compiles it", show_errors(errors)),
                )),
                (Verdict::Rejected(theirs), Err(ours)) => {
                    let first = |errors: &[(u32, String)]| errors.first().map(|e| e.1.clone());
                    // cgc's C9999 is its own crash ("exception during
                    // compilation"): any error of cgrs's answers it.
                    let crashed = first(theirs).as_deref() == Some("C9999");
                    (!crashed && first(theirs) != first(ours)).then(|| {
                        (
                            "error",
                            format!("cgc: {}; cgrs: {}", show_errors(theirs), show_errors(ours)),
                        )
                    })
                }
                (Verdict::Compiled(index), Ok(program)) => {
                    let reference = &table.programs[*index];
                    let (theirs, ours) = (interface_lines(reference), interface_lines(program));
                    if theirs != ours {
                        let mut text = String::new();
                        for line in theirs.iter().filter(|l| !ours.contains(l)) {
                            let _ = write!(text, "\n      cgc:  {line}");
                        }
                        for line in ours.iter().filter(|l| !theirs.contains(l)) {
                            let _ = write!(text, "\n      cgrs: {line}");
                        }
                        Some(("header", text))
                    } else if run_vm {
                        vm_disagreement(program, reference)
                    } else {
                        None
                    }
                }
            };
            match disagreement {
                Some((kind, detail)) => {
                    let key = (
                        category.to_string(),
                        profile.clone(),
                        kind.to_string(),
                        id.clone(),
                    );
                    details.insert(key.clone(), (detail, *source_index));
                    found.insert(key);
                }
                None => agreeing += 1,
            }
        }
    }
    let mut problems = Vec::new();
    for key in found.iter().filter(|key| !listed.contains_key(*key)) {
        let (detail, source_index) = &details[key];
        problems.push(format!(
            "{} {} {} {}: {detail}\n{}",
            key.0, key.1, key.2, key.3, table.sources[*source_index]
        ));
    }
    for key in listed.keys().filter(|key| !found.contains(*key)) {
        problems.push(format!(
            "{} {} {} {}: listed in exceptions.txt but agrees now: remove it",
            key.0, key.1, key.2, key.3
        ));
    }
    let mut by_reason: BTreeMap<&str, usize> = BTreeMap::new();
    for key in found.iter().filter(|key| listed.contains_key(*key)) {
        *by_reason.entry(listed[key].as_str()).or_default() += 1;
    }
    let unlisted = found
        .iter()
        .filter(|key| !listed.contains_key(*key))
        .count();
    println!(
        "conformance {category}: {probes} probes, {agreeing} agree, {} listed exceptions, {unlisted} unlisted disagreements ({:.1} s)",
        found.len() - unlisted,
        started.elapsed().as_secs_f64()
    );
    for (reason, count) in &by_reason {
        println!("  {count:5}  {reason}");
    }
    if std::env::var_os("CONFORMANCE_LIST").is_some() {
        // Every unlisted disagreement as an exceptions.txt entry, to paste.
        for key in found.iter().filter(|key| !listed.contains_key(*key)) {
            let detail = details[key].0.replace('\n', " ");
            println!("{} {} {} {}  # {detail}", key.0, key.1, key.2, key.3);
        }
        // And every listed entry that agrees now, to delete.
        for key in listed.keys().filter(|key| !found.contains(*key)) {
            println!("agrees now: {} {} {} {}", key.0, key.1, key.2, key.3);
        }
    }
    assert!(
        problems.is_empty(),
        "{} conformance problems in {category}:\n{}",
        problems.len(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn stdlib() {
    check("stdlib", true);
}

#[test]
fn semantics() {
    check("semantics", false);
}

#[test]
fn types() {
    check("types", false);
}

#[test]
fn initializers() {
    check("initializers", false);
}

#[test]
fn library_initializers() {
    check("library-initializers", false);
}

#[test]
fn statements() {
    check("statements", true);
}

#[test]
fn operators() {
    check("operators", true);
}

#[test]
fn structs() {
    check("structs", true);
}
