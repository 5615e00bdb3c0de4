//! Reflection of every end-to-end case cgrs compiles (the corpus manifest
//! `tests/reference/manifest.json`, the back end's shaders, the examples).
//!
//! For each case cgc accepted and cgrs compiles:
//! - the document agrees with cgrs's own program one-to-one (every `#var` line,
//!   parsed with `vm::header::Header::parse`, every `#const`, the footer, the
//!   registers the code uses) — no exceptions;
//! - it validates against `docs/reflection.schema.json` and its tree names
//!   every parameter once;
//! - its flattened parameters name the same leaves, types, semantics and
//!   referenced flags as cgc's `#var` lines for the same source. Where cgrs
//!   differs from cgc today, the difference is listed in
//!   `tests/reflect/cgc_differences.txt` (FIXME: each line is a back-end or
//!   lowering difference, not a reflection one); a difference not listed fails
//!   the test, and `CGRS_BLESS=1` rewrites the list. Resources are not compared
//!   with cgc: cgrs may bind differently.
//!
//! Nothing here runs cgc: its programs are stored in the repository.

#[path = "e2e_support/mod.rs"]
mod e2e_support;
#[path = "reflect/support.rs"]
mod support;

use cgrs::cli::options::{Options, Profile as CliProfile};
use cgrs::driver;
use cgrs::reflect::{Context, Reflection};
use cgrs::span::SourceMap;
use cgrs::vm::header::Header;
use std::collections::BTreeSet;
use std::path::Path;
use support::{disagreements, repo_path, schema, tree_problems, validate};

const DIFFERENCES: &str = "tests/reflect/cgc_differences.txt";

/// How cgrs's reflection of `case` differs from cgc's `#var` lines, one line
/// per difference, prefixed with the case name.
fn differences_from_cgc(case: &str, reflection: &Reflection, cgc: &Header) -> Vec<String> {
    let mut lines = Vec::new();
    let ours: Vec<&str> = reflection
        .parameters
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let theirs: Vec<&str> = cgc.vars.iter().map(|v| v.name.as_str()).collect();
    if ours != theirs {
        lines.push(format!("{case}: leaves cgrs {ours:?} cgc {theirs:?}"));
    }
    for parameter in &reflection.parameters {
        let Some(var) = cgc.vars.iter().find(|v| v.name == parameter.name) else {
            continue;
        };
        let name = &parameter.name;
        if var.ty != parameter.type_name {
            lines.push(format!(
                "{case}: {name} type cgrs {} cgc {}",
                parameter.type_name, var.ty
            ));
        }
        if var.semantic != parameter.header_semantic {
            lines.push(format!(
                "{case}: {name} semantic cgrs {:?} cgc {:?}",
                parameter.header_semantic, var.semantic
            ));
        }
        if var.referenced != parameter.referenced {
            lines.push(format!(
                "{case}: {name} referenced cgrs {} cgc {}",
                parameter.referenced, var.referenced
            ));
        }
    }
    lines
}

#[test]
fn corpus_reflections_agree_with_their_programs_and_with_cgc() {
    let schema = schema();
    let mut compiled_cases = 0;
    let mut accepted_by_cgc = 0;
    let mut parameters_checked = 0;
    let mut failures = Vec::new();
    let mut differences = BTreeSet::new();
    for case in e2e_support::cases() {
        let Some(reference) = &case.reference else {
            continue;
        };
        let Ok(cgc_text) = std::fs::read_to_string(repo_path(reference)) else {
            continue;
        };
        accepted_by_cgc += 1;
        let mut sources = SourceMap::new();
        let Ok(main) = sources.load(Path::new(&repo_path(&case.file))) else {
            failures.push(format!("{}: cannot read the source", case.name()));
            continue;
        };
        let options = Options {
            profile: CliProfile::from_name(&case.profile),
            entry: case.entry.clone(),
            ..Options::default()
        };
        let compiled = driver::compile(&mut sources, main, &options);
        let (Some(text), Some(details)) = (&compiled.program, &compiled.details) else {
            continue;
        };
        compiled_cases += 1;
        let mut reflection = Reflection::new(
            details,
            &details.profile,
            &compiled.diagnostics,
            Context {
                source_file: Some(&case.file),
                entry: &case.entry,
                sources: Some(&sources),
            },
        );
        reflection.apply_declarations(&compiled.declarations);
        parameters_checked += reflection.parameters.len();
        let name = case.name();
        for problem in disagreements(&reflection, text) {
            failures.push(format!("{name}: {problem}"));
        }
        for problem in tree_problems(&reflection) {
            failures.push(format!("{name}: tree: {problem}"));
        }
        let json: serde_json::Value = match serde_json::from_str(&reflection.to_json()) {
            Ok(json) => json,
            Err(error) => {
                failures.push(format!("{name}: to_json is not JSON: {error}"));
                continue;
            }
        };
        for error in validate(&schema, &json) {
            failures.push(format!("{name}: schema: {error}"));
        }
        differences.extend(differences_from_cgc(
            &name,
            &reflection,
            &Header::parse(&cgc_text),
        ));
    }
    eprintln!(
        "reflection: {compiled_cases} of {accepted_by_cgc} cases cgc accepts compile with cgrs; \
         {parameters_checked} parameters checked against their programs; \
         {} differences from cgc's #var lines",
        differences.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
    // The pipeline compiles lambert.cg end to end (tests/end_to_end.rs), so a
    // run that compiles nothing has lost the pipeline, not found no work.
    assert!(compiled_cases > 0, "no case compiled");

    let path = repo_path(DIFFERENCES);
    if std::env::var_os("CGRS_BLESS").is_some() {
        let mut text = String::from(
            "# Where cgrs's #var lines (and so its reflection) differ from cgc's for the\n\
             # same source. Written by CGRS_BLESS=1 cargo test --test reflect_corpus.\n",
        );
        for line in &differences {
            text.push_str(line);
            text.push('\n');
        }
        std::fs::write(&path, text).expect("write the differences file");
        return;
    }
    let known: BTreeSet<String> = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(str::to_string)
        .collect();
    let new: Vec<&String> = differences.difference(&known).collect();
    let gone = known.difference(&differences).count();
    if gone > 0 {
        eprintln!("{gone} listed differences from cgc no longer occur: CGRS_BLESS=1 drops them");
    }
    assert!(
        new.is_empty(),
        "differences from cgc not in {DIFFERENCES}:\n{}",
        new.iter()
            .map(|l| l.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
