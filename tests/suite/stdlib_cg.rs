//! The standard-library functions defined in Cg (stdlib/*.cg): every file is
//! embedded, parses without a diagnostic, declares only its own function, and
//! every overload type-checks in each profile where the function × profile
//! table of stdlib/README.md (measured against cgc) says it exists. User
//! functions and library functions stay apart as in cgc (probe
//! tests/sema_unit/user_hides_stdlib.cg).

use cgrs::diag::has_errors;
use cgrs::profile::ProfileRef;
use cgrs::sema::db::check_text;
use cgrs::sema::hir::{Callee, ExprKind};
use cgrs::sema::stdlib;
use cgrs::sema::stdlib_cg::{self, LIBRARY_FILE, SOURCES};
use cgrs::span::SourceMap;

/// The README table's columns, in its order.
const PROFILES: [&str; 4] = ["arbvp1", "vp20", "vp30", "arbfp1"];

fn readme() -> String {
    let path = format!("{}/stdlib/README.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("stdlib/README.md")
}

/// The profiles where the README's function × profile table says cgc
/// accepts `name` (the columns whose cell is not "rejected").
fn profiles_accepting(table: &str, name: &str) -> Vec<ProfileRef> {
    let row_start = format!("| `{name}` |");
    let row = table
        .lines()
        .find(|line| line.starts_with(&row_start))
        .unwrap_or_else(|| panic!("stdlib/README.md has no row for `{name}`"));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    // ["", "`name`", arbvp1, vp20, vp30, arbfp1, ""]
    PROFILES
        .iter()
        .zip(&cells[2..6])
        .filter(|(_, cell)| !cell.starts_with("rejected"))
        .map(|(&name, _)| crate::builtin(name))
        .collect()
}

#[test]
fn every_library_file_is_embedded() {
    let dir = format!("{}/stdlib", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("stdlib/")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".cg").map(str::to_string)
        })
        // The instantiation macros and the library's types
        // (`sema::library_types`) define no function.
        .filter(|name| name != "prelude" && name != "types")
        .collect();
    files.sort();
    let embedded: Vec<String> = SOURCES.iter().map(|&(name, _)| name.to_string()).collect();
    assert_eq!(files, embedded);
}

/// `stdlib/expanded/NAME.cg` (what the binary embeds) is `stdlib/NAME.cg`
/// after the preprocessor; `UPDATE_EXPECT=1` rewrites the expanded files.
#[test]
fn expanded_files_are_up_to_date() {
    let dir = format!("{}/stdlib", env!("CARGO_MANIFEST_DIR"));
    let read = |path: &str| std::fs::read_to_string(path).unwrap_or_else(|_| panic!("{path}"));
    let prelude = read(&format!("{dir}/prelude.cg"));
    let bless = crate::updating_snapshots();
    for &(name, embedded) in SOURCES {
        let source = read(&format!("{dir}/{name}.cg"));
        let (expanded, diagnostics) = stdlib_cg::expand(name, &prelude, &source);
        assert!(diagnostics.is_empty(), "stdlib/{name}.cg: {diagnostics:?}");
        let path = format!("{dir}/expanded/{name}.cg");
        if bless {
            std::fs::write(&path, &expanded).expect("write the expanded file");
        } else {
            assert_eq!(
                embedded, expanded,
                "stdlib/expanded/{name}.cg is stale: UPDATE_EXPECT=1 cargo test --test suite stdlib_cg::"
            );
        }
    }
    let mut expanded: Vec<String> = std::fs::read_dir(format!("{dir}/expanded"))
        .expect("stdlib/expanded/")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    expanded.sort();
    let names: Vec<String> = SOURCES
        .iter()
        .map(|&(name, _)| format!("{name}.cg"))
        .collect();
    assert_eq!(expanded, names);
}

#[test]
fn every_library_function_parses_and_checks_where_cgc_has_it() {
    let table = readme();
    let mut checked = 0;
    for (index, &(name, _)) in SOURCES.iter().enumerate() {
        let library = stdlib_cg::library(index);
        assert!(
            library.diagnostics.is_empty(),
            "stdlib/{name}.cg: {:?}",
            library.diagnostics
        );
        let ids = stdlib_cg::overloads(index);
        assert!(!ids.is_empty(), "stdlib/{name}.cg defines nothing");
        // The headers read without the parser are the parser's declarations.
        let (items, parse_diagnostics) = library.parse_all();
        assert!(
            parse_diagnostics.is_empty(),
            "stdlib/{name}.cg: {parse_diagnostics:?}"
        );
        assert_eq!(items.functions.len(), ids.len(), "stdlib/{name}.cg");
        for (signature, &id) in items.functions.iter().zip(&ids) {
            let overload = stdlib::overload(id);
            assert_eq!(signature.name, name);
            assert_eq!(signature.return_ty, overload.ret);
            let params: Vec<_> = signature
                .params
                .iter()
                .map(|param| (param.ty, param.direction))
                .collect();
            let read: Vec<_> = overload
                .params
                .iter()
                .map(|param| (param.ty, param.direction))
                .collect();
            assert_eq!(params, read, "{}", overload.signature());
        }
        assert_eq!(ids, stdlib::overloads_named(name));
        let profiles = profiles_accepting(&table, name);
        assert!(!profiles.is_empty(), "`{name}` exists in no profile");
        for &id in &ids {
            assert_eq!(stdlib::overload(id).name, name);
            for &profile in &profiles {
                let function =
                    cgrs::sema::library::function(id, profile).unwrap_or_else(|diagnostics| {
                        panic!(
                            "{} in {profile:?}: {diagnostics:?}",
                            stdlib::overload(id).signature()
                        )
                    });
                assert_eq!(function.name, name);
                let body = function.body.as_ref().expect("a definition");
                // Library code calls only the library, never the program's
                // functions (cgc: a user `length` does not change `distance`).
                assert!(body.exprs.iter().all(|expr| !matches!(
                    expr.kind,
                    ExprKind::Call {
                        callee: Callee::User(_),
                        ..
                    }
                )));
                assert!(body.exprs.iter().all(|expr| expr.span.file == LIBRARY_FILE));
                checked += 1;
            }
        }
    }
    // 23 functions, most with 15 overloads, in four profiles.
    assert!(checked > 1000, "only {checked} overloads checked");
}

/// cgc 3.1 on tests/sema_unit/user_hides_stdlib.cg: the user's `lerp(float4,
/// ...)` hides the library's, so `lerp(float2, ...)` is C1102 at line 8.
#[test]
fn a_user_function_hides_the_library_function_of_its_name() {
    let path = format!(
        "{}/tests/sema_unit/user_hides_stdlib.cg",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("probe");
    let mut sources = SourceMap::new();
    let file = sources.add_text("user_hides_stdlib.cg", text.as_str());
    let (program, diagnostics) = check_text(file, &text, Some("main"), crate::builtin("arbfp1"));
    assert!(program.is_none() && has_errors(&diagnostics));
    let first = &diagnostics[0];
    assert_eq!(first.code, 1102);
    assert_eq!(sources.line(first.span.expect("a place")), 8);
    // The library is not where the problem is.
    assert!(diagnostics
        .iter()
        .all(|d| d.span.is_none_or(|span| span.file == file)));
}

/// Without the bad call the program checks, and `distance` is the library's
/// whatever `length` the program defines.
#[test]
fn library_calls_stay_library_calls_beside_user_functions() {
    let text = "float length(float3 v) { return 5; }\n\
                float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1) : COLOR {\n\
                  return float4(length(a.xyz), distance(a.xyz, b.xyz), 0, 0);\n\
                }\n";
    let (program, diagnostics) = check_text(
        cgrs::span::FileId(0),
        text,
        Some("main"),
        crate::builtin("arbfp1"),
    );
    assert!(!has_errors(&diagnostics), "{diagnostics:?}");
    let program = program.expect("a program");
    let main = program.function(program.entry.expect("an entry"));
    let callees: Vec<Callee> = main
        .body
        .as_ref()
        .expect("a body")
        .exprs
        .iter()
        .filter_map(|expr| match expr.kind {
            ExprKind::Call { callee, .. } => Some(callee),
            _ => None,
        })
        .collect();
    assert!(matches!(callees[0], Callee::User(_)));
    assert!(matches!(callees[1], Callee::Stdlib(id) if stdlib::overload(id).name == "distance"));
}

/// cgc 3.1 declares the component-wise library functions for scalars and
/// vectors only: a float2x2 argument is ambiguous among the scalar overloads
/// (tests/sema_unit/stdlib_matrix_args.txt, scripts/regen-stdlib-matrix-args.sh).
#[test]
fn matrix_arguments_are_rejected_as_cgc_rejects_them() {
    let probes = include_str!("../sema_unit/stdlib_matrix_args.txt");
    let mut checked = 0;
    for line in probes.lines() {
        let (name, result) = line.split_once('|').expect("NAME|RESULT");
        let arity = stdlib::overload(stdlib::overloads_named(name)[0])
            .params
            .len();
        let args = vec!["m"; arity].join(", ");
        let text = format!(
            "float4 main(uniform float2x2 m) : COLOR {{ float2x2 r = {name}({args}); return float4(r[0], r[1]); }}\n"
        );
        let (_, diagnostics) = check_text(
            cgrs::span::FileId(0),
            &text,
            Some("main"),
            crate::builtin("arbfp1"),
        );
        let first = diagnostics
            .iter()
            .find(|d| d.severity == cgrs::diag::Severity::Error)
            .map_or("ok".to_string(), |d| d.code_string());
        assert_eq!(first, result, "{name}");
        checked += 1;
    }
    assert_eq!(checked, 16);
}
