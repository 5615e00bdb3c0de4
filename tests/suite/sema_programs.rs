//! Programs of the sema corpus whose meaning lowering must reproduce
//! (member functions and interfaces, matrix and vector constructors, `switch`,
//! varyings without semantics, CgFX sampler/texture declarations): cgrs's
//! program must compute what cgc's recorded program computes, on random
//! inputs in the VM. cgc's programs are in tests/sema/programs/, one per
//! (case, profile), recorded by `scripts/regen-sema-programs.sh`.

use cgrs::driver;
use cgrs::driver::CompileOptions;
use cgrs::profile::ProfileRef;
use cgrs::span::SourceMap;
use cgrs::vm::diff::{compare_programs, DiffOptions};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// cgrs's program for `case` in `profile`, or its first error.
fn compile(case: &Path, profile: &str) -> Result<String, String> {
    let mut sources = SourceMap::new();
    let main = sources
        .load(case)
        .map_err(|e| format!("cannot read {}: {e}", case.display()))?;
    let profile =
        ProfileRef::builtin(profile).ok_or_else(|| format!("unknown profile {profile}"))?;
    let options = CompileOptions::new(profile, Some("main"));
    let compiled = driver::compile(&mut sources, main, &options);
    compiled.program.ok_or_else(|| {
        compiled
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .map(|d| format!("C{:04}: {}", d.code, d.message))
            .unwrap_or_default()
    })
}

#[test]
fn programs_compute_what_cgcs_compute() {
    let programs = root().join("tests/sema/programs");
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&programs)
        .expect("tests/sema/programs")
        .map(|entry| entry.expect("directory entry").path())
        .collect();
    entries.sort();
    let mut failures = Vec::new();
    for reference in &entries {
        let name = reference.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some((case, profile)) = name
            .strip_suffix(".asm")
            .and_then(|stem| stem.rsplit_once('.'))
        else {
            continue;
        };
        let source = root().join("tests/sema/cases").join(format!("{case}.cg"));
        let theirs = std::fs::read_to_string(reference).expect("cgc program");
        let verdict = compile(&source, profile).and_then(|ours| {
            compare_programs(&ours, &theirs, &DiffOptions::default())
                .map_err(|e| e.to_string())
                .and_then(|report| match &report.first_mismatch {
                    None if report.equivalent() => Ok(()),
                    Some(mismatch) => Err(mismatch.to_string()),
                    None => Err("differs".to_string()),
                })
        });
        if let Err(why) = verdict {
            failures.push(format!("{case} {profile}: {why}"));
        }
    }
    assert!(
        entries.len() >= 29,
        "only {} recorded programs",
        entries.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
