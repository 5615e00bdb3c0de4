//! The checker on the parser's corpus of shaders cgc accepts
//! (tests/syntax/ok/, verdicts of `cgc -noentry FILE` in cgc-verdicts.txt):
//! every function is checked (no entry), fragment shaders (`fp_*`) for
//! arbfp1, the others for arbvp1. Files using features not supported yet are
//! listed with the reason; every other accepted file must check clean.

use cgrs::diag::has_errors;
use cgrs::sema::db::{check_tokens, SourceTokens};
use cgrs::span::SourceMap;
use cgrs::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};

/// Files whose rejection is a known gap, with the reason.
const NOT_SUPPORTED_YET: &[(&str, &str)] = &[(
    "scope_operator.cg",
    "the `::` scope operator and member functions",
)];

#[test]
fn accepted_shaders_check_clean() {
    let root = format!("{}/tests/syntax/ok", env!("CARGO_MANIFEST_DIR"));
    let verdicts = std::fs::read_to_string(format!("{root}/cgc-verdicts.txt")).expect("verdicts");
    let mut failures = Vec::new();
    for line in verdicts.lines() {
        let Some((name, "accepted")) = line.split_once(' ') else {
            continue;
        };
        if !name.ends_with(".cg") {
            continue;
        }
        let text = std::fs::read_to_string(format!("{root}/{name}")).expect("shader");
        let mut sources = SourceMap::new();
        let file = sources.add_text(name, text.as_str());
        let preprocessed = preprocess(
            &mut sources,
            file,
            &PreprocessOptions::default(),
            &MemoryLoader::new(),
        );
        let profile = if name.starts_with("fp_") {
            crate::builtin("arbfp1")
        } else {
            crate::builtin("arbvp1")
        };
        let tokens = SourceTokens {
            tokens: preprocessed.tokens,
            end: text.len(),
            diagnostics: Vec::new(),
            matrix_packing: Vec::new(),
        };
        let (_, diagnostics) = check_tokens(file, tokens, None, profile);
        let known = NOT_SUPPORTED_YET.iter().any(|(known, _)| *known == name);
        if has_errors(&diagnostics) != known {
            let rendered: Vec<String> = diagnostics
                .iter()
                .filter(|d| d.is_error())
                .map(|d| {
                    format!(
                        "{}({}): {} {}",
                        name,
                        d.span.map_or(0, |s| sources.line(s)),
                        d.code_string(),
                        d.message
                    )
                })
                .collect();
            failures.push(format!("{name}: {rendered:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
