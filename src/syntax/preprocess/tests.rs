//! Unit tests: expansion rules, origins and diagnostics on in-memory files.
//! Expected texts were checked against `cgc -E -P` (cgc 3.1) unless noted.

use super::*;
use std::path::PathBuf;

fn run(main: &str, loader: &MemoryLoader) -> (Preprocessed, SourceMap) {
    let mut sources = SourceMap::new();
    let file = sources.add_text("main.cg", main);
    let result = preprocess(&mut sources, file, &PreprocessOptions::default(), loader);
    (result, sources)
}

fn texts(main: &str) -> String {
    let (result, _) = run(main, &MemoryLoader::new());
    result
        .tokens
        .iter()
        .map(|token| token.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

fn messages(main: &str) -> Vec<String> {
    let (result, sources) = run(main, &MemoryLoader::new());
    result
        .diagnostics
        .iter()
        .map(|diagnostic| {
            crate::diag::render_cgc(diagnostic, &sources)
                .trim_end()
                .to_string()
        })
        .collect()
}

#[test]
fn recursion_is_blocked_as_in_c() {
    assert_eq!(
        texts("#define foo foo + 1\n#define f(x) x f\nfoo f(1)(2)(3)\n"),
        "foo + 1 1 f ( 2 ) ( 3 )"
    );
}

#[test]
fn paste_and_stringize() {
    assert_eq!(
        texts("#define C(a,b) a##b\nC(+,foo) C(-,-) C(,x) C(y,) C(,)|\n"),
        "+ foo -- x y |"
    );
    assert_eq!(
        texts("#define S(x) #x\nS(  a  +   \"b\\n\" )\n"),
        r#""a + \"b\\n\"""#
    );
}

#[test]
fn variadic_macros_follow_c99() {
    // cgc 3.1 rejects `...` ("Syntax error in #define"); cgrs accepts C99's
    // variadic macros, with the expansion C99 6.10.3.1 prescribes.
    assert_eq!(
        texts("#define F(x, ...) x + __VA_ARGS__\nF(1,2,3) F(1)\n"),
        "1 + 2 , 3 1 +"
    );
}

#[test]
fn expanded_tokens_report_the_macro_use() {
    let (result, sources) = run(
        "#define TWO \\\n  2.0\nfloat x =\n  TWO;\n",
        &MemoryLoader::new(),
    );
    let two = &result.tokens[3];
    assert_eq!(two.text, "2.0");
    assert_eq!(
        sources.line(two.span),
        2,
        "the text was written in the #define"
    );
    assert_eq!(
        sources.line(result.reported_span(two)),
        4,
        "the macro was used on line 4"
    );
    let expansion = result.expansion(two.expansion.unwrap());
    assert_eq!(expansion.macro_name, "TWO");
}

#[test]
fn conditional_diagnostics_match_cgc() {
    assert_eq!(
        messages("#if 1\nx\n"),
        ["main.cg(1) : warning C7102: unmatched #if"]
    );
    assert_eq!(
        messages("#else\n#endif\nx\n"),
        ["main.cg(1) : warning C7102: unmatched #else"]
    );
    assert_eq!(
        messages("#if 1 +\nx\n#endif\n"),
        ["main.cg(2) : error C0105: Syntax error in #if"]
    );
    assert_eq!(
        messages("#ifdef\n#endif\n#undef\n#define\n#define 3\n"),
        [
            "main.cg(2) : error C0105: Syntax error in #ifdef",
            "main.cg(4) : error C0105: Syntax error in #undef",
            "main.cg(5) : error C0105: Syntax error in #define",
            "main.cg(5) : error C0105: Syntax error in #define",
        ]
    );
}

#[test]
fn directive_diagnostics_match_cgc() {
    assert_eq!(
        messages("#error this is bad  stuff\n"),
        ["main.cg(1) : error C0000: this is bad  stuff"]
    );
    assert_eq!(
        messages("#warning careful now\n"),
        ["main.cg(1) : warning C0000: careful now"]
    );
    assert_eq!(
        messages("#foo bar\n"),
        ["main.cg(1) : error C0104: Unknown pre-processor directive #foo"]
    );
    assert_eq!(
        messages("#define A 1\n#define A 2\n#define A 2\n"),
        ["main.cg(2) : warning C7101: Macro A redefined"]
    );
    assert_eq!(
        messages("#define F(a,b) a b\nF(1)\nF(1,2,3)\n"),
        [
            "main.cg(2) : error C0108: Not enough arguments to macro F",
            "main.cg(3) : error C0107: Too many arguments to macro F",
        ]
    );
    assert_eq!(
        messages("#define F(a) a\nF(1,\n"),
        ["main.cg(2) : error C0106: Unexpected EOF in macro \"F\" argument list"]
    );
}

/// An error inside a macro's body is found at every expansion, in the same
/// place: it is reported once. Errors at different places stay apart.
#[test]
fn an_error_in_a_macro_body_is_reported_once() {
    assert_eq!(
        messages("#define F(a,b) a b\n#define G(x) F(x) x\nG(1) G(2)\nG(3)\nF(4) F(5)\n"),
        [
            "main.cg(2) : error C0108: Not enough arguments to macro F",
            "main.cg(5) : error C0108: Not enough arguments to macro F",
            "main.cg(5) : error C0108: Not enough arguments to macro F",
        ]
    );
}

#[test]
fn division_by_zero_is_an_error_only_when_evaluated() {
    // cgc crashes on `#if 1/0` ("fatal error C9999"); cgrs reports it.
    assert_eq!(
        messages("#if 1/0\n#endif\n"),
        ["main.cg(1) : error C0105: Division by zero in #if"]
    );
    assert_eq!(texts("#if 0 && 1/0\nno\n#else\nyes\n#endif\n"), "yes");
}

#[test]
fn includes_resolve_relative_then_include_dirs() {
    let mut loader = MemoryLoader::new();
    loader.insert("inc/h.h", "#pragma once\nfrom_h __FILE__\n");
    loader.insert("sub/s.h", "in_s __FILE__\n#include \"t.h\"\n");
    loader.insert("sub/t.h", "in_t __FILE__ __LINE__\n");
    let mut sources = SourceMap::new();
    let file = sources.add_text(
        "main.cg",
        "#include \"h.h\"\n#include <h.h>\n#include \"sub/s.h\"\nend __LINE__\n",
    );
    let options = PreprocessOptions {
        include_dirs: vec![PathBuf::from("inc")],
        ..PreprocessOptions::default()
    };
    let result = preprocess(&mut sources, file, &options, &loader);
    let texts: Vec<_> = result
        .tokens
        .iter()
        .map(|token| token.text.as_str())
        .collect();
    assert_eq!(
        texts,
        [
            "from_h",
            "\"inc/h.h\"",
            "in_s",
            "\"./sub/s.h\"",
            "in_t",
            "\"./sub/t.h\"",
            "1",
            "end",
            "4"
        ]
    );
    assert_eq!(result.included.len(), 3);
    assert!(result.diagnostics.is_empty(), "{:?}", result.diagnostics);
}

#[test]
fn runaway_includes_and_macros_stop() {
    let mut loader = MemoryLoader::new();
    loader.insert("self.h", "x\n#include \"self.h\"\n");
    let (result, _) = run("#include \"self.h\"\n", &loader);
    assert!(result
        .diagnostics
        .iter()
        .any(|d| d.message.contains("nested more than")));
    let mut tower = String::new();
    tower.push_str("#define A0 x\n");
    for level in 1..40 {
        tower.push_str(&format!("#define A{level} A{} A{}\n", level - 1, level - 1));
    }
    tower.push_str("A39\n");
    let (result, _) = run(&tower, &MemoryLoader::new());
    assert!(result
        .diagnostics
        .iter()
        .any(|d| d.message.contains("too many macro expansions")));
}

/// cgc applies `pack_matrix` in any letter case, its setting after macro
/// expansion too (tests/shaders/vertex/pack_matrix_any_case.cg); a setting
/// it does not know (C7103) sets nothing.
#[test]
fn pack_matrix_pragmas_say_the_storage_they_ask_for() {
    let (result, _) = run(
        "#define CM Column_Major\n#pragma PACK_MATRIX(CM)\n#pragma pack_matrix(ROW_MAJOR)\n\
         #pragma pack_matrix(row_major, x)\n#pragma once\n",
        &MemoryLoader::new(),
    );
    let storage: Vec<Option<bool>> = result.pragmas().map(|p| p.column_major).collect();
    assert_eq!(storage, [Some(true), Some(false), None, None]);
}

#[test]
fn pragmas_are_passed_on() {
    let (result, sources) = run(
        "#pragma pack_matrix(row_major)\nfloat x;\n",
        &MemoryLoader::new(),
    );
    let pragmas: Vec<_> = result.pragmas().collect();
    assert_eq!(pragmas.len(), 1);
    assert_eq!(pragmas[0].text, "pragma pack_matrix(row_major)");
    assert_eq!(pragmas[0].tokens[0].text, "pack_matrix");
    assert_eq!(
        render_preprocessed(&result, &sources, false),
        "#pragma pack_matrix(row_major)\nfloat x;\n"
    );
}
