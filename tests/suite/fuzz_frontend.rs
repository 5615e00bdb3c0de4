//! Robustness of the front end (lexer + parser): random bytes, random token
//! streams, mutated corpus files and pathological nesting must never panic,
//! hang or overflow the (2 MiB) test-thread stack. Case counts are bounded so
//! the whole file runs in a few seconds.

use cgrs::diag::Diagnostic;
use cgrs::span::{FileId, Span};
use cgrs::syntax::ast::{TranslationUnit, VisitSpans};
use cgrs::syntax::lexer::lex;
use cgrs::syntax::parser::parse;
use proptest::prelude::*;

fn parse_text(text: &str) -> (TranslationUnit, Vec<Diagnostic>) {
    let tokens = lex(FileId(0), text);
    parse(&tokens, Span::new(FileId(0), text.len()..text.len()))
}

/// Parses and checks what must hold for any input: every span of the tree
/// and of the diagnostics lies inside the text.
fn parse_and_check(text: &str) -> (TranslationUnit, Vec<Diagnostic>) {
    let (mut unit, diagnostics) = parse_text(text);
    let length = text.len() as u32;
    unit.visit_spans(&mut |span| {
        assert!(
            span.start <= span.end && span.end <= length,
            "span {span:?} outside text of {length} bytes"
        );
    });
    for diagnostic in &diagnostics {
        let span = diagnostic.span.expect("syntax errors have a place");
        assert!(span.end <= length, "{diagnostic:?}");
    }
    (unit, diagnostics)
}

fn assert_nesting_reported(text: &str) {
    let (_, diagnostics) = parse_and_check(text);
    assert!(
        diagnostics
            .iter()
            .any(|diagnostic| diagnostic.message.contains("nesting too deep")),
        "{diagnostics:?}"
    );
}

const DEPTH: usize = 10_000;

#[test]
fn deep_parentheses_are_reported_not_crashed() {
    let text = format!(
        "float f() {{ return {}1{}; }}",
        "(".repeat(DEPTH),
        ")".repeat(DEPTH)
    );
    assert_nesting_reported(&text);
}

#[test]
fn deep_blocks_are_reported_not_crashed() {
    let text = format!(
        "float f() {{ {}{} return 1; }}",
        "{".repeat(DEPTH),
        "}".repeat(DEPTH)
    );
    assert_nesting_reported(&text);
}

#[test]
fn unclosed_deep_nesting_is_reported() {
    assert_nesting_reported(&format!("float f() {{ return {}", "[(".repeat(DEPTH)));
    assert_nesting_reported(&"{".repeat(DEPTH));
}

#[test]
fn long_prefix_operator_runs_are_reported() {
    assert_nesting_reported(&format!(
        "float f(float x) {{ return {}x; }}",
        "-".repeat(DEPTH)
    ));
    assert_nesting_reported(&format!(
        "float f(float x) {{ return {}x; }}",
        "!~".repeat(DEPTH)
    ));
}

#[test]
fn long_left_associative_chains_parse() {
    // The pratt parser folds a chain in a loop, and the tree's walks (drop,
    // clone, comparison, hash, spans) follow it in a loop: cgc compiles sums
    // of 5,000 terms and checks (-noentry) sums of 10,000.
    for operator in ["+", "*", "&&", ",", "[0]+"] {
        let chain = vec!["x"; DEPTH].join(operator);
        let (unit, diagnostics) =
            parse_and_check(&format!("float f(float x) {{ return {chain}; }}"));
        assert!(diagnostics.is_empty(), "{operator}: {diagnostics:?}");
        let copy = unit.clone();
        assert_eq!(copy, unit);
        assert_eq!(hash(&copy), hash(&unit));
    }
    // (`x++ ++ ...` is a run of `++`, bounded as prefix operators are.)
    for postfix in [".x", "[0]", "()", ".f()"] {
        let chain = postfix.repeat(DEPTH);
        let (unit, diagnostics) =
            parse_and_check(&format!("float f(float x) {{ return x{chain}; }}"));
        assert!(diagnostics.is_empty(), "{postfix}: {diagnostics:?}");
        assert_eq!(unit.clone(), unit);
    }
}

fn hash(value: &impl std::hash::Hash) -> u64 {
    use std::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn long_cast_runs_are_reported() {
    // A cast nests its operand like a prefix operator.
    assert_nesting_reported(&format!(
        "float f(float x) {{ return {}x; }}",
        "(float)".repeat(DEPTH)
    ));
    assert_nesting_reported(&format!(
        "float f(float x) {{ return {}x; }}",
        "-(half[1])".repeat(DEPTH)
    ));
    let casts = "(float)-".repeat(100);
    let (_, diagnostics) = parse_and_check(&format!("float f(float x) {{ return {casts}x; }}"));
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
}

#[test]
fn long_right_nested_chains_are_reported() {
    // cgc: "memory exhausted" for 10,000 chained assignments.
    let assignments = vec!["x"; DEPTH].join(" = ");
    assert_nesting_reported(&format!("float f(float x) {{ {assignments}; return x; }}"));
    let conditional = "x ? x : ".repeat(DEPTH) + "x";
    assert_nesting_reported(&format!("float f(float x) {{ return {conditional}; }}"));
    let ifs = "if (x) ".repeat(DEPTH);
    assert_nesting_reported(&format!("float f(float x) {{ {ifs} x = 1; return x; }}"));
}

#[test]
fn moderate_right_nesting_is_accepted() {
    let assignments = vec!["x"; 100].join(" = ");
    let (_, diagnostics) =
        parse_and_check(&format!("float f(float x) {{ {assignments}; return x; }}"));
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
}

/// The whole pipeline (preprocess, parse, check, lower, emit) on `text`.
fn compile_for_arbfp1(text: &str) -> cgrs::driver::Compiled {
    let mut sources = cgrs::span::SourceMap::new();
    let file = sources.add_text("chain.cg", text);
    let profile = cgrs::profile::ProfileRef::builtin("arbfp1").expect("built-in profile");
    let options = cgrs::driver::CompileOptions::new(profile, Some("main"));
    cgrs::driver::compile(&mut sources, file, &options)
}

/// cgc: "memory exhausted" after about 3,300 `else if`s; cgrs reports chains
/// longer than its nesting limit once, with or without braces, and the whole
/// compiler (not only the parser) survives them.
#[test]
fn long_else_if_chains_are_reported_once() {
    for branch in ["if (x) x = 1; else ", "if (x) { x = 1; } else "] {
        let text = format!(
            "float4 main(float x : TEXCOORD0) : COLOR {{ {} x = 2; return x; }}",
            branch.repeat(DEPTH)
        );
        let (_, diagnostics) = parse_and_check(&text);
        let reported = diagnostics
            .iter()
            .filter(|diagnostic| diagnostic.message.contains("nesting too deep"))
            .count();
        assert_eq!(reported, 1, "{branch}: {diagnostics:?}");
        let compiled = compile_for_arbfp1(&text);
        assert!(compiled.program.is_none());
    }
}

#[test]
fn else_if_chains_within_the_limit_compile() {
    let branches = "if (x < 0.5) { x = x * 0.5; } else ".repeat(200);
    let text =
        format!("float4 main(float x : TEXCOORD0) : COLOR {{ {branches} x = 2; return x; }}");
    let (_, diagnostics) = parse_and_check(&text);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let compiled = compile_for_arbfp1(&text);
    assert!(compiled.program.is_some(), "{:?}", compiled.diagnostics);
}

/// Words and punctuation Cg source is made of, for random token streams.
pub(crate) const VOCABULARY: &[&str] = &[
    "float4",
    "float",
    "half3x3",
    "int",
    "bool",
    "void",
    "sampler2D",
    "struct",
    "interface",
    "typedef",
    "uniform",
    "in",
    "out",
    "inout",
    "const",
    "static",
    "packed",
    "if",
    "else",
    "for",
    "while",
    "do",
    "return",
    "break",
    "continue",
    "discard",
    "technique",
    "pass",
    "compile",
    "sampler_state",
    "register",
    "true",
    "main",
    "x",
    "S",
    "POSITION",
    "arbfp1",
    "1",
    "1.5",
    "0x1F",
    ".5",
    "1.",
    "\"s\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    ":",
    "?",
    ".",
    "=",
    "+=",
    "<<=",
    "+",
    "-",
    "*",
    "/",
    "%",
    "<",
    ">",
    "<=",
    "==",
    "!=",
    "&&",
    "||",
    "!",
    "~",
    "++",
    "--",
    "&",
    "|",
    "^",
    "<<",
    ">>",
    "@",
    "#",
];

/// Replaces, for each cut `(position, length, insert)`, `length` bytes of
/// `text` from `position` (both clamped to the text) by `insert`; a cut that
/// would split a character is skipped.
pub(crate) fn mutate<'w>(
    text: &mut String,
    cuts: impl IntoIterator<Item = (usize, usize, &'w str)>,
) {
    for (position, length, insert) in cuts {
        let start = position.min(text.len());
        let end = (start + length).min(text.len());
        if text.is_char_boundary(start) && text.is_char_boundary(end) {
            text.replace_range(start..end, insert);
        }
    }
}

/// A corpus file, for mutation.
pub(crate) fn corpus_sample() -> String {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/syntax/ok/vp_lights_loop.cg");
    std::fs::read_to_string(path).expect("corpus file")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_crash(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        parse_and_check(&text);
    }

    #[test]
    fn random_token_streams_never_crash(
        indices in proptest::collection::vec(0..VOCABULARY.len(), 0..300)
    ) {
        let text: Vec<&str> = indices.iter().map(|&index| VOCABULARY[index]).collect();
        parse_and_check(&text.join(" "));
    }

    #[test]
    fn mutated_shaders_never_crash(
        cuts in proptest::collection::vec((0usize..2000, 0usize..40, 0..VOCABULARY.len()), 1..6)
    ) {
        let mut text = corpus_sample();
        mutate(&mut text, cuts.into_iter().map(|(at, length, word)| (at, length, VOCABULARY[word])));
        parse_and_check(&text);
    }
}
