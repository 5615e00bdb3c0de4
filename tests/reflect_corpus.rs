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
//!   referenced flags as cgc's `#var` lines for the same source, except for
//!   the kinds of difference [`Known`] lists (FIXMEs for lowering and the back
//!   end, which reflection only prints); any other difference fails. Resources
//!   are not compared with cgc: cgrs may bind differently.
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

/// The ways cgrs's `#var` lines differ from cgc's today. Each is a FIXME for
/// lowering or the back end, not for reflection (which prints what they bind);
/// a difference of any other kind fails the test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Known {
    /// FIXME(lower): a sampler's `: TEXUNITn` does not reach the interface, so
    /// cgrs's SEMANTIC field is empty where cgc's says `TEXUNITn`.
    SamplerSemantic,
    /// FIXME(lower): cgc prints `half`/`fixed` leaves as `float` (varyings and
    /// the uniforms of half_fixed_types.cg alike); cgrs keeps the declared type.
    HalfFixedAsFloat,
    /// FIXME(back end): cgc lists a `$kill_NNNN` pseudo-variable after the
    /// leaves of a program that discards.
    KillPseudoVariable,
    /// FIXME(lower): cgc leaves a fragment program's `POSITION` input out of
    /// its `#var` lines; cgrs lists it.
    FragmentPositionInput,
}

/// `half3x3` → `float3x3`, `fixed4` → `float4`.
fn as_float(type_name: &str) -> String {
    for base in ["half", "fixed"] {
        if let Some(rest) = type_name.strip_prefix(base) {
            return format!("float{rest}");
        }
    }
    type_name.to_string()
}

/// How cgrs's reflection of `case` differs from cgc's `#var` lines: the known
/// kinds found, and every other difference as a line.
fn differences_from_cgc(
    case: &str,
    reflection: &Reflection,
    cgc: &Header,
) -> (BTreeSet<Known>, Vec<String>) {
    let mut known = BTreeSet::new();
    let mut lines = Vec::new();
    let fragment = reflection.program.stage == "fragment";
    let position_input =
        |p: &&cgrs::reflect::Parameter| fragment && p.header_semantic == "$vin.POSITION";
    let ours: Vec<&str> = reflection
        .parameters
        .iter()
        .filter(|p| !position_input(p))
        .map(|p| p.name.as_str())
        .collect();
    let theirs: Vec<&str> = cgc
        .vars
        .iter()
        .map(|v| v.name.as_str())
        .filter(|name| !name.starts_with("$kill_"))
        .collect();
    if ours != theirs {
        lines.push(format!("{case}: leaves cgrs {ours:?} cgc {theirs:?}"));
    }
    if reflection.parameters.iter().any(|p| position_input(&p)) {
        known.insert(Known::FragmentPositionInput);
    }
    if cgc.vars.iter().any(|v| v.name.starts_with("$kill_")) {
        known.insert(Known::KillPseudoVariable);
    }
    for parameter in &reflection.parameters {
        let Some(var) = cgc.vars.iter().find(|v| v.name == parameter.name) else {
            continue;
        };
        let name = &parameter.name;
        if var.ty != parameter.type_name {
            if var.ty == as_float(&parameter.type_name) {
                known.insert(Known::HalfFixedAsFloat);
            } else {
                lines.push(format!(
                    "{case}: {name} type cgrs {} cgc {}",
                    parameter.type_name, var.ty
                ));
            }
        }
        if var.semantic != parameter.header_semantic {
            if parameter.type_name.starts_with("sampler")
                && parameter.header_semantic.is_empty()
                && var.semantic.starts_with("TEXUNIT")
            {
                known.insert(Known::SamplerSemantic);
            } else {
                lines.push(format!(
                    "{case}: {name} semantic cgrs {:?} cgc {:?}",
                    parameter.header_semantic, var.semantic
                ));
            }
        }
        if var.referenced != parameter.referenced {
            lines.push(format!(
                "{case}: {name} referenced cgrs {} cgc {}",
                parameter.referenced, var.referenced
            ));
        }
    }
    (known, lines)
}

#[test]
fn corpus_reflections_agree_with_their_programs_and_with_cgc() {
    let schema = schema();
    let mut compiled_cases = 0;
    let mut accepted_by_cgc = 0;
    let mut parameters_checked = 0;
    let mut failures = Vec::new();
    let mut unexplained = Vec::new();
    let mut known_cases: std::collections::BTreeMap<Known, usize> = Default::default();
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
        let (known, mut lines) =
            differences_from_cgc(&name, &reflection, &Header::parse(&cgc_text));
        for kind in known {
            *known_cases.entry(kind).or_default() += 1;
        }
        unexplained.append(&mut lines);
    }
    eprintln!(
        "reflection: {compiled_cases} of {accepted_by_cgc} cases cgc accepts compile with cgrs; \
         {parameters_checked} parameters checked against their programs; \
         cases with known differences from cgc's #var lines: {known_cases:?}"
    );
    assert!(failures.is_empty(), "{failures:#?}");
    // The pipeline compiles lambert.cg end to end (tests/end_to_end.rs), so a
    // run that compiles nothing has lost the pipeline, not found no work.
    assert!(compiled_cases > 0, "no case compiled");
    assert!(
        unexplained.is_empty(),
        "differences from cgc's #var lines of no known kind:\n{}",
        unexplained.join("\n")
    );
}
