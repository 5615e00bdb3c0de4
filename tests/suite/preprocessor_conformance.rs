//! The preprocessor's conformance table (`tests/conformance/preprocessor.json`,
//! generated and recorded by `scripts/regen_preprocessor_conformance.py`):
//! probes over the directives and their combinations, each a set of files
//! with cgc's command-line arguments, against cgc 3.1's answers.
//!
//! Every probe's files are written to a directory of their own and cgrs's
//! executable is run there as cgc was, and compared:
//!
//! - `E` runs (`cgrs -E -P ARGS probe.cg`): `output`, the preprocessed text
//!   modulo white space (cgc scatters spaces after expansions);
//!   `diagnostics`, the diagnostic lines' places, severities and codes;
//!   `message`, the same lines' text where the places and codes agree;
//! - compiles (`cgrs -profile P -entry main ARGS probe.cg -o probe.asm`, in
//!   arbvp1 and arbfp1): `verdict`, both compile or both reject; `error`, the
//!   first error's line and code; `header`, the `#semantic`, `#var`,
//!   `#default` lines; `vm`, the two programs compute the same;
//! - `crash`: cgrs ends by a signal or does not finish.
//!
//! A disagreement fails the test unless
//! `tests/conformance/preprocessor-exceptions.txt` lists it under a `reason:`
//! line, and a listed one that agrees fails it too. The test prints how many
//! runs agree; `CONFORMANCE_LIST=1` prints the unlisted disagreements in the
//! list's format. Nothing here runs cgc.

use crate::conformance::{interface_lines, read_exceptions, show_errors, vm_disagreement};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What cgc answered for one run of a probe.
enum Answer {
    Preprocessed {
        output: String,
        diagnostics: Vec<String>,
    },
    Compiled(String),
    Rejected(Vec<(u32, String)>),
}

struct Run {
    id: String,
    mode: String,
    args: Vec<String>,
    files: Vec<(String, String)>,
    answer: Answer,
}

fn load() -> Vec<Run> {
    let path = repo().join("tests/conformance/preprocessor.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: Value = serde_json::from_str(&text).expect("the table is JSON");
    let lines: Vec<&str> = json["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .map(|line| line.as_str().expect("a line is a string"))
        .collect();
    let texts: Vec<String> = json["texts"]
        .as_array()
        .expect("texts")
        .iter()
        .map(|text| {
            let parts: Vec<&str> = text
                .as_array()
                .expect("a text is a list of lines")
                .iter()
                .map(|i| lines[i.as_u64().expect("a line index") as usize])
                .collect();
            parts.join("\n")
        })
        .collect();
    let text_at = |value: &Value| texts[value.as_u64().expect("a text index") as usize].clone();
    json["probes"]
        .as_array()
        .expect("probes")
        .iter()
        .map(|row| {
            let id = row[0].as_str().expect("probe id").to_string();
            let mode = row[1].as_str().expect("mode").to_string();
            let args = row[2]
                .as_array()
                .expect("arguments")
                .iter()
                .map(|a| a.as_str().expect("an argument").to_string())
                .collect();
            let files = row[3]
                .as_object()
                .expect("files")
                .iter()
                .map(|(path, text)| (path.clone(), text_at(text)))
                .collect();
            let answer = &row[4];
            let answer = if let Some(output) = answer.get("output") {
                Answer::Preprocessed {
                    output: text_at(output),
                    diagnostics: answer["diagnostics"]
                        .as_array()
                        .expect("diagnostics")
                        .iter()
                        .map(|d| d.as_str().expect("a diagnostic line").to_string())
                        .collect(),
                }
            } else if let Some(program) = answer.get("program") {
                Answer::Compiled(text_at(program))
            } else if let Some(errors) = answer.get("errors") {
                Answer::Rejected(
                    errors
                        .as_array()
                        .expect("errors")
                        .iter()
                        .map(|e| {
                            (
                                e[0].as_u64().expect("line") as u32,
                                e[1].as_str().expect("code").to_string(),
                            )
                        })
                        .collect(),
                )
            } else {
                panic!("{id} {mode}: cgc did not finish; leave such probes out of the table")
            };
            Run {
                id,
                mode,
                args,
                files,
                answer,
            }
        })
        .collect()
}

/// `(mode, kind, id)` → reason, from `preprocessor-exceptions.txt`, whose
/// entries are `preprocessor MODE KIND ID` ([`read_exceptions`]).
fn exceptions() -> BTreeMap<(String, String, String), String> {
    read_exceptions("preprocessor-exceptions.txt", "preprocessor MODE KIND ID")
        .into_iter()
        .map(|([category, mode, kind, id], reason)| {
            assert_eq!(
                category, "preprocessor",
                "preprocessor-exceptions.txt lists {category} {mode} {kind} {id}"
            );
            ((mode, kind, id), reason)
        })
        .collect()
}

fn without_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A diagnostic line without its message: `FILE(LINE) : SEVERITY CODE`.
fn place_and_code(line: &str) -> String {
    match line.find(": ").and_then(|at| {
        let rest = &line[at + 2..];
        rest.find(": ").map(|end| &line[..at + 2 + end])
    }) {
        Some(head) => head.to_string(),
        None => line.to_string(),
    }
}

/// `(line, code)` of every error line cgc's format gives in `stderr`.
fn errors_of(stderr: &str) -> Vec<(u32, String)> {
    stderr
        .lines()
        .filter_map(|line| {
            let open = line.find('(')?;
            let close = open + line[open..].find(") : ")?;
            let number: u32 = line[open + 1..close].parse().ok()?;
            let rest = &line[close + 4..];
            let rest = rest.strip_prefix("fatal ").unwrap_or(rest);
            let code = rest.strip_prefix("error ")?.split(':').next()?.trim();
            Some((number, code.to_string()))
        })
        .collect()
}

struct Ours {
    stdout: String,
    stderr: String,
    /// Ended normally (not by a signal).
    exited: bool,
    success: bool,
    program: Option<String>,
}

fn run_cgrs(dir: &Path, run: &Run) -> Ours {
    let _ = std::fs::remove_dir_all(dir);
    for (path, text) in &run.files {
        let full = dir.join(path);
        std::fs::create_dir_all(full.parent().expect("a file has a directory"))
            .expect("the probe's directory is writable");
        std::fs::write(&full, text).expect("the probe's file is writable");
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_cgrs"));
    command.current_dir(dir);
    if run.mode == "E" {
        command.args(["-E", "-P"]).args(&run.args).arg("probe.cg");
    } else {
        command
            .args(["-profile", &run.mode, "-entry", "main"])
            .args(&run.args)
            .args(["probe.cg", "-o", "probe.asm"]);
    }
    let output = command.output().expect("cgrs runs");
    let program = std::fs::read_to_string(dir.join("probe.asm")).ok();
    Ours {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        exited: output.status.code().is_some(),
        success: output.status.success(),
        program,
    }
}

/// The disagreement of one run, as `(kind, detail)`.
fn compare(run: &Run, ours: &Ours) -> Option<(&'static str, String)> {
    if !ours.exited {
        return Some(("crash", format!("cgrs ended by a signal: {}", ours.stderr)));
    }
    match &run.answer {
        Answer::Preprocessed {
            output,
            diagnostics,
        } => {
            if without_whitespace(output) != without_whitespace(&ours.stdout) {
                return Some((
                    "output",
                    format!("cgc: {:?}; cgrs: {:?}", output.trim(), ours.stdout.trim()),
                ));
            }
            let ours_lines: Vec<&str> = ours.stderr.lines().collect();
            let theirs: Vec<String> = diagnostics.iter().map(|d| place_and_code(d)).collect();
            let mine: Vec<String> = ours_lines.iter().map(|d| place_and_code(d)).collect();
            if theirs != mine {
                return Some((
                    "diagnostics",
                    format!("cgc: {diagnostics:?}; cgrs: {ours_lines:?}"),
                ));
            }
            if diagnostics
                .iter()
                .map(String::as_str)
                .ne(ours_lines.iter().copied())
            {
                return Some((
                    "message",
                    format!("cgc: {diagnostics:?}; cgrs: {ours_lines:?}"),
                ));
            }
            None
        }
        Answer::Rejected(theirs) => {
            let mine = errors_of(&ours.stderr);
            if ours.success {
                return Some((
                    "verdict",
                    format!("cgc rejects it ({}), cgrs compiles it", show_errors(theirs)),
                ));
            }
            let crashed = theirs.first().is_some_and(|e| e.1 == "C9999");
            (!crashed && theirs.first() != mine.first()).then(|| {
                (
                    "error",
                    format!("cgc: {}; cgrs: {}", show_errors(theirs), show_errors(&mine)),
                )
            })
        }
        Answer::Compiled(reference) => {
            let Some(program) = ours.program.as_ref().filter(|_| ours.success) else {
                return Some((
                    "verdict",
                    format!(
                        "cgc compiles it, cgrs: {}",
                        show_errors(&errors_of(&ours.stderr))
                    ),
                ));
            };
            let (theirs, mine) = (interface_lines(reference), interface_lines(program));
            if theirs != mine {
                return Some(("header", format!("cgc: {theirs:?}; cgrs: {mine:?}")));
            }
            vm_disagreement(program, reference)
        }
    }
}

#[test]
fn preprocessor_table() {
    let started = std::time::Instant::now();
    let runs = load();
    assert!(runs.len() >= 400, "the table has {} runs", runs.len());
    let listed = exceptions();
    let dir = std::env::temp_dir().join(format!("cgrs-pp-conformance-{}", std::process::id()));
    let mut found = BTreeSet::new();
    let mut details = BTreeMap::new();
    let mut agreeing = 0;
    for run in &runs {
        let ours = run_cgrs(&dir, run);
        match compare(run, &ours) {
            Some((kind, detail)) => {
                let key = (run.mode.clone(), kind.to_string(), run.id.clone());
                details.insert(key.clone(), detail);
                found.insert(key);
            }
            None => agreeing += 1,
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let mut problems = Vec::new();
    for key in found.iter().filter(|key| !listed.contains_key(*key)) {
        let source = runs
            .iter()
            .find(|run| run.id == key.2 && run.mode == key.0)
            .and_then(|run| run.files.iter().find(|(path, _)| path == "probe.cg"))
            .map_or("", |(_, text)| text.as_str());
        problems.push(format!(
            "preprocessor {} {} {}: {}\n{source}",
            key.0, key.1, key.2, details[key]
        ));
    }
    for key in listed.keys().filter(|key| !found.contains(*key)) {
        problems.push(format!(
            "preprocessor {} {} {}: listed in preprocessor-exceptions.txt but agrees now: remove it",
            key.0, key.1, key.2
        ));
    }
    let unlisted = found
        .iter()
        .filter(|key| !listed.contains_key(*key))
        .count();
    println!(
        "conformance preprocessor: {} runs, {agreeing} agree, {} listed exceptions, {unlisted} unlisted disagreements ({:.1} s)",
        runs.len(),
        found.len() - unlisted,
        started.elapsed().as_secs_f64()
    );
    let mut by_reason: BTreeMap<&str, usize> = BTreeMap::new();
    for key in found.iter().filter(|key| listed.contains_key(*key)) {
        *by_reason.entry(listed[key].as_str()).or_default() += 1;
    }
    for (reason, count) in &by_reason {
        println!("  {count:5}  {reason}");
    }
    if std::env::var_os("CONFORMANCE_LIST").is_some() {
        for key in found.iter().filter(|key| !listed.contains_key(*key)) {
            let detail = details[key].replace('\n', "\\n");
            println!("preprocessor {} {} {}  # {detail}", key.0, key.1, key.2);
        }
        for key in listed.keys().filter(|key| !found.contains(*key)) {
            println!("agrees now: preprocessor {} {} {}", key.0, key.1, key.2);
        }
    }
    assert!(
        problems.is_empty(),
        "{} preprocessor conformance problems:\n{}",
        problems.len(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
