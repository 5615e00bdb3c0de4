//! The parser's fast path (a hand-written recursive descent) against the
//! chumsky grammar: wherever the fast path returns a tree, it must be the
//! grammar's tree, spans included; and it must read most valid shaders, not
//! decline them all. Run over every shader under `tests/`, and over random
//! token streams and mutated shaders.

use std::path::{Path, PathBuf};

use cgrs::span::{SourceMap, Span};
use cgrs::syntax::ast::Item;
use cgrs::syntax::lexer::lex;
use cgrs::syntax::parser::{parse, parse_both_ways, parse_whole_by_grammar};
use cgrs::syntax::preprocess::{preprocess, FileSystemLoader, PreprocessOptions};
use proptest::prelude::*;

use crate::fuzz_frontend::{corpus_sample, mutate, VOCABULARY};

/// Every `.cg`, `.cgfx` and `.fx` file under `dir`, sorted.
fn shader_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for path in entries.filter_map(|entry| entry.ok().map(|entry| entry.path())) {
            if path.is_dir() {
                pending.push(path);
            } else if matches!(
                path.extension().and_then(|extension| extension.to_str()),
                Some("cg" | "cgfx" | "fx")
            ) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Both parsers' trees of a file, preprocessed as the driver does.
fn both_ways(path: &Path) -> (Option<Vec<Item>>, Option<Vec<Item>>) {
    let bytes = std::fs::read(path).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut sources = SourceMap::new();
    let main = sources.add_text(path.display().to_string(), text.as_str());
    let preprocessed = preprocess(
        &mut sources,
        main,
        &PreprocessOptions::default(),
        &FileSystemLoader,
    );
    parse_both_ways(
        &preprocessed.tokens,
        Span::new(main, text.len()..text.len()),
    )
}

/// Both parsers' trees of text that needs no preprocessing.
fn both_ways_text(text: &str) -> (Option<Vec<Item>>, Option<Vec<Item>>) {
    let file = cgrs::span::FileId(0);
    parse_both_ways(&lex(file, text), Span::new(file, text.len()..text.len()))
}

/// Panics unless the parser (the fast path, then the grammar from one item
/// before where it declines) gives the items and diagnostics the grammar
/// gives reading the whole text.
fn assert_reports_as_the_whole_grammar(text: &str) {
    let file = cgrs::span::FileId(0);
    let tokens = lex(file, text);
    let eof = Span::new(file, text.len()..text.len());
    let (unit, diagnostics) = parse(&tokens, eof);
    let (whole_unit, whole_diagnostics) = parse_whole_by_grammar(&tokens, eof);
    assert_eq!(diagnostics, whole_diagnostics, "{text}");
    assert!(unit == whole_unit, "items differ: {text}");
}

/// Panics if the fast path gave a tree that is not the grammar's.
fn assert_agree(what: &str, fast: &Option<Vec<Item>>, grammar: &Option<Vec<Item>>) {
    if let Some(fast) = fast {
        match grammar {
            Some(grammar) if grammar == fast => {}
            Some(grammar) => {
                let index = fast
                    .iter()
                    .zip(grammar)
                    .position(|(a, b)| a != b)
                    .unwrap_or(fast.len().min(grammar.len()));
                panic!(
                    "{what}: the trees differ at item {index}:\nfast path: {:#?}\ngrammar: {:#?}",
                    fast.get(index),
                    grammar.get(index)
                );
            }
            None => panic!("{what}: the fast path accepts a file the grammar rejects"),
        }
    }
}

/// Files, valid files (the grammar reads them), and valid files the fast
/// path read.
#[derive(Default, Debug)]
struct Coverage {
    files: usize,
    valid: usize,
    covered: usize,
}

fn check_files(files: &[PathBuf]) -> Coverage {
    let mut coverage = Coverage::default();
    for path in files {
        let (fast, grammar) = both_ways(path);
        assert_agree(&path.display().to_string(), &fast, &grammar);
        coverage.files += 1;
        coverage.valid += usize::from(grammar.is_some());
        coverage.covered += usize::from(fast.is_some());
    }
    coverage
}

#[test]
fn the_fast_path_builds_the_grammars_tree_for_every_test_shader() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = shader_files(&root.join("tests"));
    files.extend(shader_files(&root.join("fuzz")));
    files.extend(shader_files(&root.join("stdlib")));
    let coverage = check_files(&files);
    println!("fast path over tests/: {coverage:?}");
    assert!(coverage.files > 1000, "{coverage:?}");
}

#[test]
fn the_fast_path_reads_nearly_every_valid_test_shader() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let coverage = check_files(&shader_files(&root.join("tests/shaders")));
    println!("fast path over tests/shaders: {coverage:?}");
    assert!(
        coverage.covered * 10 >= coverage.valid * 9,
        "the fast path declines too many valid shaders: {coverage:?}"
    );
}

#[test]
fn the_fast_path_declines_what_it_leaves_to_the_grammar() {
    for text in [
        "technique T { pass P { VertexProgram = compile arbvp1 main(); } }",
        "float4 c < string UIName = \"c\"; > = 1;",
        "sampler2D s = sampler_state { MinFilter = Linear; };",
        "uniform Block { float4 a; } b;",
        "float4 f() : COLOR { return 1 +; }",
        "float4 f(float4 p) : COLOR { return g(p : register(c0)); }",
        "float f() { [precise] float x = 1; return x; }",
    ] {
        let (fast, _) = both_ways_text(text);
        assert!(fast.is_none(), "{text}");
    }
    let (fast, grammar) = every_common_form();
    assert!(fast.is_some() && fast == grammar);
}

/// Array dimensions written before the declared name (`float2[16] a`), in
/// every position cgc accepts them: the fast path reads them and builds the
/// grammar's tree, and tells a declaration from the array constructor
/// statement `float[2](a, b);`.
#[test]
fn the_fast_path_reads_array_dimensions_before_the_name() {
    let (fast, grammar) = both_ways_text(
        "struct S { float2[4] points; };
         typedef float3[2] Segment;
         uniform float[2] pair, grid[3];
         float first(float2[] v) { return v[0].x; }
         float4[2] corners(float4 a) { float4[2] r = { a, a }; return r; }
         float4 main(uniform float4[2] c, float4 uv : TEXCOORD0) : COLOR {
             float2[2] l = { uv.xy, uv.zw };
             float[2](uv.x, uv.y);
             for (float[2] t = { 0, 1 }; t[0] < 1; t[0] += 1) l[0] += t[1];
             return c[1] + l[1].y;
         }",
    );
    assert!(fast.is_some(), "the fast path declined");
    assert_agree("array dimensions before the name", &fast, &grammar);
}

/// A file using every common form, which the fast path reads.
fn every_common_form() -> (Option<Vec<Item>>, Option<Vec<Item>>) {
    both_ways_text(
        "struct V { float4 p : POSITION; float2 uv[2] : TEXCOORD0; };
         typedef float4 color, tint[2];
         static const float k[2] = { 1, 2.5, };
         uniform float4x4 mvp : register(c0);
         arbfp1 float4 main(in V v, uniform sampler2D s : TEXUNIT0, out float d : DEPTH,
                            float x = 1) : COLOR {
             float a = 1, b[2] = {a, 2};
             color c = (float4)a;
             for (int i = 0; i < 2; i++) { if (i == 1) continue; else break; }
             while (a < 2) a += ::k[0] * -b[1]++;
             do { discard; } while (false);
             put(c : POSITION, v.uv[0] : TEXCOORD0[1], a ? b[0] : b[1]);
             switch (2) { case 1: a = a ? b[0] : b[1], a; break; default: ; }
             c.xyz = tex2D(s, v.uv[0]).rgb + float3(1, 2, 3) * mul(mvp, v.p).x;
             return c << 1 >> 1 & 1 ^ 2 | 3 && !a || ~2 != 3 == 4 <= 5 >= 6;
         }
         float g(void);
         TRIANGLE void h(AttribArray<float4> p : POSITION) { put(p[0] : POSITION); }",
    )
}

#[test]
fn the_fast_path_reads_long_chains_in_a_loop() {
    let terms = 10_000;
    let sum = vec!["a"; terms].join(" + ");
    let swizzle = format!("v{}", ".x".repeat(terms));
    let calls = format!("f{}", "()".repeat(terms));
    let index = format!("b{}", "[0]".repeat(terms));
    for value in [sum, swizzle, calls, index] {
        let text = format!("float g(float a, float4 v, float b[2]) {{ return {value}; }}");
        let (fast, grammar) = both_ways_text(&text);
        assert!(fast.is_some(), "declined {}", &text[..60]);
        assert_agree(&text[..60], &fast, &grammar);
    }
}

/// The common forms of `every_common_form`, for mutation.
const COMMON_FORMS: &str = "struct V { float4 p : POSITION; float2 uv[2] : TEXCOORD0; };
typedef float4 color; static const float k[2] = { 1, 2.5, };
float4 main(in V v, uniform sampler2D s : TEXUNIT0, float x = 1) : COLOR {
    float a = 1, b[2] = {a, 2}; color c = (float4)a; V w; w.p = c;
    for (int i = 0; i < 2; i++) { if (i == 1) continue; else break; }
    while (a < 2) a += ::k[0] * -b[1]++; do { discard; } while (false);
    put(c : POSITION, v.uv[0] : TEXCOORD0[1]);
    switch (2) { case 1: a = a ? b[0] : b[1], a; break; default: ; }
    c.xyz = tex2D(s, v.uv[0]).rgb + float3(1, 2, 3) * (float)x;
    return c << 1 >> 1 & 1 ^ 2 | 3 && !a || ~2 != 3 == 4 <= 5 >= 6;
}";

/// A struct keyword with neither a name nor members (`struct* p`, a case
/// the mutation test below found): the fast path declines it, so the
/// grammar reports it from the first item, as it does reading the whole file.
#[test]
fn a_struct_without_name_or_members_reports_as_the_whole_grammar_does() {
    let text = COMMON_FORMS.replacen("struct V { float4 p", "struct* p", 1);
    assert_reports_as_the_whole_grammar(&text);
    let text = text.replacen("    return c <<", "    <turn c <<", 1);
    assert_reports_as_the_whole_grammar(&text);
}

/// Cg words and punctuation beyond the fuzz vocabulary, for mutations.
const MORE_WORDS: &[&str] = &[
    "::",
    "color",
    "V",
    "typedef",
    "uniform",
    "(float4)",
    "float4(",
    "[",
    "]",
    "*",
    "<",
    ">",
    ": COLOR",
    ": register(c0)",
    "{",
    "}",
    "=",
    ",",
    "x",
    "a",
    "b[0]",
    "case",
    "switch",
    "unsigned",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_token_streams_parse_alike(
        indices in proptest::collection::vec(0..VOCABULARY.len(), 0..200)
    ) {
        let text: Vec<&str> = indices.iter().map(|&index| VOCABULARY[index]).collect();
        let text = text.join(" ");
        let (fast, grammar) = both_ways_text(&text);
        assert_agree(&text, &fast, &grammar);
    }

    #[test]
    fn mutated_shaders_parse_alike(
        cuts in proptest::collection::vec((0usize..2000, 0usize..40, 0..VOCABULARY.len()), 1..4)
    ) {
        let mut text = corpus_sample();
        mutate(&mut text, cuts.into_iter().map(|(at, length, word)| (at, length, VOCABULARY[word])));
        let (fast, grammar) = both_ways_text(&text);
        assert_agree(&text, &fast, &grammar);
    }

    #[test]
    fn mutated_shaders_report_as_the_whole_grammar_does(
        cuts in proptest::collection::vec((0usize..2000, 0usize..40, 0..VOCABULARY.len()), 1..4)
    ) {
        let mut text = corpus_sample();
        mutate(&mut text, cuts.into_iter().map(|(at, length, word)| (at, length, VOCABULARY[word])));
        assert_reports_as_the_whole_grammar(&text);
    }

    #[test]
    fn mutated_common_forms_report_as_the_whole_grammar_does(
        cuts in proptest::collection::vec((0usize..800, 0usize..12, 0..MORE_WORDS.len()), 1..3)
    ) {
        let mut text = COMMON_FORMS.to_string();
        mutate(&mut text, cuts.into_iter().map(|(at, length, word)| (at, length, MORE_WORDS[word])));
        assert_reports_as_the_whole_grammar(&text);
    }

    #[test]
    fn mutated_common_forms_parse_alike(
        cuts in proptest::collection::vec((0usize..800, 0usize..12, 0..MORE_WORDS.len()), 1..3)
    ) {
        let mut text = COMMON_FORMS.to_string();
        mutate(&mut text, cuts.into_iter().map(|(at, length, word)| (at, length, MORE_WORDS[word])));
        let (fast, grammar) = both_ways_text(&text);
        assert_agree(&text, &fast, &grammar);
    }
}
