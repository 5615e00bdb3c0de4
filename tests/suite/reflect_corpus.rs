//! Reflection of every end-to-end case cgrs compiles (the corpus manifest
//! `tests/reference/manifest.json`, the back end's shaders, the examples).
//!
//! For each case cgc accepted and cgrs compiles:
//! - the document agrees with cgrs's own program one-to-one (every `#var` line,
//!   parsed with `vm::header::Header::parse`, every `#const`, the footer, the
//!   registers the code uses) — no exceptions;
//! - it validates against `docs/reflection.schema.json` and its tree names
//!   every parameter once;
//! - its flattened parameters name the same leaves (cgc's `$kill_NNNN`
//!   pseudo-outputs included), types, semantics and referenced flags as cgc's
//!   `#var` lines for the same source, binds them to the same resources
//!   (registers, texture units, varying registers), and gives the same
//!   defaults as its `#default` lines; any difference fails.
//!
//! Nothing here runs cgc: its programs are stored in the repository.

use crate::e2e_support;
use crate::reflect_support as support;

use cgrs::driver;
use cgrs::driver::CompileOptions;
use cgrs::profile::ProfileRef;
use cgrs::reflect::{Context, Reflection};
use cgrs::span::SourceMap;
use cgrs::vm::header::{parse_resource, Header};
use std::path::Path;
use support::{disagreements, repo_path, schema, tree_problems, validate};

/// The `#default` lines of a program: leaf (or matrix row) name and values.
fn default_lines(text: &str) -> Vec<(String, Vec<f32>)> {
    text.lines()
        .filter_map(|line| line.strip_prefix("#default "))
        .filter_map(|rest| {
            let (name, values) = rest.split_once(" = ")?;
            let values = values
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>();
            Some((name.to_string(), values.ok()?))
        })
        .collect()
}

/// The document's defaults as cgc's `#default` lines list them: one line per
/// leaf, a matrix split by row (`m[0]`, `m[1]`).
fn reflected_defaults(reflection: &Reflection) -> Vec<(String, Vec<f32>)> {
    let mut lines = Vec::new();
    for parameter in &reflection.parameters {
        let Some(values) = &parameter.default else {
            continue;
        };
        let shape = parameter
            .declared_type
            .trim_start_matches(|c: char| c.is_ascii_alphabetic());
        match shape.split_once('x') {
            Some((rows, _)) => {
                let rows: usize = rows.parse().unwrap_or(1);
                for (row, part) in values.chunks(values.len() / rows.max(1)).enumerate() {
                    lines.push((format!("{}[{row}]", parameter.name), part.to_vec()));
                }
            }
            None => lines.push((parameter.name.clone(), values.clone())),
        }
    }
    lines
}

/// Every way cgrs's reflection of `case` differs from cgc's `#var` and
/// `#default` lines, as lines.
fn differences_from_cgc(
    case: &str,
    reflection: &Reflection,
    cgc: &Header,
    cgc_text: &str,
) -> Vec<String> {
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
    for (parameter, var) in reflection.parameters.iter().zip(&cgc.vars) {
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
        let resource = parameter
            .resource
            .as_ref()
            .map_or(String::new(), |r| r.header.clone());
        if parse_resource(&resource) != var.resource {
            lines.push(format!(
                "{case}: {name} resource cgrs {resource:?} cgc {:?}",
                var.resource
            ));
        }
        // Inputs cgc packed into one register (varyings without semantics):
        // cgc credits one of them with the reads, by an order cgrs does not
        // reproduce in every program (src/lower/entry/autobind.rs).
        let packed = var.is_varying_in()
            && cgc
                .vars
                .iter()
                .filter(|other| other.is_varying_in() && other.resource == var.resource)
                .count()
                > 1;
        if var.referenced != parameter.referenced && !packed {
            lines.push(format!(
                "{case}: {name} referenced cgrs {} cgc {}",
                parameter.referenced, var.referenced
            ));
        }
    }
    let (ours, theirs) = (reflected_defaults(reflection), default_lines(cgc_text));
    if ours != theirs {
        lines.push(format!("{case}: defaults cgrs {ours:?} cgc {theirs:?}"));
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
    let mut unexplained = Vec::new();
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
        let Some(profile) = ProfileRef::builtin(&case.profile) else {
            failures.push(format!("{}: unknown profile", case.name()));
            continue;
        };
        let options = CompileOptions::new(profile, Some(&case.entry));
        let compiled = driver::compile(&mut sources, main, &options);
        let (Some(text), Some(details)) = (&compiled.program, &compiled.details) else {
            continue;
        };
        compiled_cases += 1;
        let mut reflection = Reflection::new(
            details,
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
        unexplained.append(&mut differences_from_cgc(
            &name,
            &reflection,
            &Header::parse(&cgc_text),
            &cgc_text,
        ));
        for problem in default_problems(&reflection, text) {
            failures.push(format!("{name}: {problem}"));
        }
    }
    eprintln!(
        "reflection: {compiled_cases} of {accepted_by_cgc} cases cgc accepts compile with cgrs; \
         {parameters_checked} parameters checked against their programs and cgc's #var lines"
    );
    assert!(failures.is_empty(), "{failures:#?}");
    // The pipeline compiles lambert.cg end to end (tests/suite/end_to_end.rs), so a
    // run that compiles nothing has lost the pipeline, not found no work.
    assert!(compiled_cases > 0, "no case compiled");
    assert!(
        unexplained.is_empty(),
        "differences from cgc's #var and #default lines:\n{}",
        unexplained.join("\n")
    );
}

/// The document's defaults must be the program's own `#default` lines.
fn default_problems(reflection: &Reflection, text: &str) -> Vec<String> {
    let (ours, printed) = (reflected_defaults(reflection), default_lines(text));
    if ours == printed {
        Vec::new()
    } else {
        vec![format!("defaults {ours:?} but #default lines {printed:?}")]
    }
}
