//! `cgrs -E -P` and `cgrs -E` against cgc 3.1 on every
//! `tests/preprocessor/NAME.cg`.
//!
//! `NAME.expected` is what `cgc -E -P [NAME.args] NAME.cg` printed,
//! `NAME.lines-expected` what `cgc -E [NAME.args] NAME.cg` printed (with
//! `#line` markers; compared line by line, each line modulo white space) and
//! `NAME.diagnostics` its diagnostics, recorded by
//! `scripts/regen-preprocessor.sh`. Output is compared modulo white space
//! (cgc scatters spaces after macro expansions); diagnostics line by line in
//! cgc's format. The few places where cgrs follows C rather than cgc are
//! listed in [`DIVERGENCES`] with the reason.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Tests whose recorded cgc behaviour cgrs deliberately does not reproduce.
/// For these the output is compared with `NAME.c-expected` (written by hand
/// from the C standard's rules) and cgc's diagnostics are not compared.
const DIVERGENCES: &[(&str, &str)] = &[
    (
        "include_macro_name",
        "cgc 3.1 rejects `#include MACRO` (C0105, then a fatal error); C expands the macro",
    ),
    (
        "char_literal_if",
        "cgc 3.1 rejects character constants in #if (C0105, taken as true); C allows them",
    ),
    (
        "if_arithmetic",
        "cgc 3.1 rejects `?:` in #if (C0105, taken as true); C allows it",
    ),
];

fn test_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/preprocessor")
}

fn without_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

struct Run {
    stdout: String,
    stderr: String,
}

fn run_cgrs(name: &str) -> Run {
    run_cgrs_with(name, &["-E", "-P"])
}

fn run_cgrs_with(name: &str, options: &[&str]) -> Run {
    let dir = test_dir();
    let args_file = dir.join(format!("{name}.args"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_cgrs"));
    command.current_dir(&dir).args(options);
    if args_file.exists() {
        command.args(read(&args_file).split_whitespace());
    }
    let output = command
        .arg(format!("{name}.cg"))
        .output()
        .expect("cgrs runs");
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn test_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(test_dir())
        .expect("tests/preprocessor exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "cg").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
}

#[test]
fn preprocessed_output_matches_cgc() {
    let names = test_names();
    assert!(names.len() >= 30, "the suite has {} inputs", names.len());
    let mut failures = Vec::new();
    for name in &names {
        let run = run_cgrs(name);
        let divergent = DIVERGENCES.iter().any(|(divergent, _)| divergent == name);
        let expected_file = if divergent {
            format!("{name}.c-expected")
        } else {
            format!("{name}.expected")
        };
        let expected = read(&test_dir().join(expected_file));
        if without_whitespace(&run.stdout) != without_whitespace(&expected) {
            failures.push(format!(
                "{name}: output differs\n--- cgrs\n{}\n--- expected\n{expected}",
                run.stdout
            ));
        }
        if divergent {
            continue;
        }
        let expected_diagnostics = read(&test_dir().join(format!("{name}.diagnostics")));
        let diagnostics: Vec<&str> = run.stderr.lines().collect();
        let expected_lines: Vec<&str> = expected_diagnostics.lines().collect();
        if diagnostics != expected_lines {
            failures.push(format!(
                "{name}: diagnostics differ\n--- cgrs\n{}\n--- cgc\n{expected_diagnostics}",
                run.stderr
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Inputs where cgc's `#line` markers are faulty and cgrs's are not.
const LINE_MARKER_QUIRKS: &[(&str, &str)] = &[
    (
        "eof_in_args",
        "cgc drops the last line when a macro invocation is cut off by the end of the file",
    ),
    (
        "eof_in_args_name_line",
        "cgc drops the last line when a macro invocation is cut off by the end of the file",
    ),
    (
        "stringize",
        "cgc prints `#line 1` without a file name after each stringized argument",
    ),
    (
        "stringize_any_macro",
        "cgc prints `#line 1` without a file name after each stringized token",
    ),
    (
        "unmatched_endif",
        "cgc prints `#line -1` after an unmatched #endif",
    ),
    (
        "unterminated_if",
        "cgc prints `#line -1` after an unterminated #if",
    ),
];

fn lines_without_whitespace(text: &str) -> Vec<String> {
    text.lines().map(without_whitespace).collect()
}

#[test]
fn line_markers_match_cgc() {
    let mut failures = Vec::new();
    for name in test_names() {
        let divergent = DIVERGENCES.iter().any(|(divergent, _)| *divergent == name);
        let quirk = LINE_MARKER_QUIRKS.iter().any(|(quirk, _)| *quirk == name);
        if divergent {
            continue;
        }
        let run = run_cgrs_with(&name, &["-E"]);
        let expected = read(&test_dir().join(format!("{name}.lines-expected")));
        let same = lines_without_whitespace(&run.stdout) == lines_without_whitespace(&expected);
        if same == quirk {
            failures.push(format!(
                "{name}: {}\n--- cgrs\n{}\n--- cgc\n{expected}",
                if quirk {
                    "cgc's quirk is gone: drop it from LINE_MARKER_QUIRKS"
                } else {
                    "lines differ"
                },
                run.stdout
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn divergences_are_still_divergences() {
    // If cgc's recorded output ever agrees with the C rules, the entry in
    // DIVERGENCES is stale.
    for (name, reason) in DIVERGENCES {
        let cgc = read(&test_dir().join(format!("{name}.diagnostics")));
        assert!(
            !cgc.is_empty(),
            "{name}: cgc no longer complains ({reason})"
        );
        let run = run_cgrs(name);
        assert_eq!(run.stderr, "", "{name}: cgrs follows C here ({reason})");
    }
}

mod never_panics {
    use cgrs::span::SourceMap;
    use cgrs::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};
    use proptest::prelude::*;

    /// Fragments that exercise directives, macros and their error paths.
    const FRAGMENTS: &[&str] = &[
        "#define ",
        "#undef ",
        "#if ",
        "#ifdef ",
        "#ifndef ",
        "#elif ",
        "#else",
        "#endif",
        "#include ",
        "#line ",
        "#error ",
        "#pragma ",
        "#",
        "##",
        "(",
        ")",
        ",",
        "...",
        "A",
        "F",
        "F(",
        "x",
        "1",
        "0",
        "\"h.h\"",
        "<h.h>",
        "defined",
        "__LINE__",
        "__FILE__",
        "__VA_ARGS__",
        "+",
        "/",
        "0x",
        "'c'",
        "\n",
        " ",
        "\\\n",
        "/*",
        "*/",
        "//",
        "?",
        ":",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn on_any_input(picks in proptest::collection::vec(0..FRAGMENTS.len(), 0..60)) {
            let text: String = picks.iter().map(|&index| FRAGMENTS[index]).collect();
            let mut loader = MemoryLoader::new();
            loader.insert("h.h", text.clone());
            let mut sources = SourceMap::new();
            let main = sources.add_text("main.cg", text);
            let result = preprocess(&mut sources, main, &PreprocessOptions::default(), &loader);
            for token in &result.tokens {
                // Every span and reported span points into a real file.
                let span = result.reported_span(token);
                prop_assert!(span.end as usize <= sources.get(span.file).text.len());
            }
            for diagnostic in &result.diagnostics {
                let _ = cgrs::diag::render_human(diagnostic, &sources);
            }
        }
    }
}
