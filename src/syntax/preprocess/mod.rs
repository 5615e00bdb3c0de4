//! The C preprocessor Cg requires, on the tokens of [`crate::syntax::lexer`].
//!
//! [`preprocess`] reads a main file and everything it `#include`s and returns the
//! token stream the parser reads ([`Preprocessed::tokens`]), the `#pragma` lines
//! the later stages interpret, the macro expansion table and its diagnostics.
//!
//! Invariants:
//! - It never fails or panics: every problem is a [`Diagnostic`] and preprocessing
//!   goes on, the way cgc does (a bad `#if` counts as true, as in cgc).
//! - It terminates on every input: macro recursion is blocked by hide sets (the
//!   C rule, after Prosser's algorithm), `#include` depth is capped and the total
//!   number of macro expansions is bounded.
//! - Every output token keeps the span where its text was written; a token made
//!   by macro expansion also names its [`Expansion`], so a diagnostic can point at
//!   the macro *use* ([`Preprocessed::reported_span`]), which is what cgc reports.
//! - Messages and codes are cgc's where cgc has them (`C0104` unknown directive,
//!   `C0105` syntax errors in directives, `C0106`–`C0108` macro arguments,
//!   `C7101` redefinition, `C7102` unmatched conditionals).

mod expand;
mod expr;
mod model;
mod pragma;
mod reader;
mod render;

use crate::span::{FileId, SourceMap};

pub use model::{
    normalize_path, Define, DirectiveKind, Expansion, ExpansionId, FileSystemLoader, IncludeLoader,
    LineEvent, LineEventKind, LineRemap, MemoryLoader, PassedDirective, PreprocessOptions,
    Preprocessed, PresumedLocation, CGC_VERSION_MACRO_VALUE, DEFAULT_MAX_INCLUDE_DEPTH,
    PREDEFINED_FILE_NAME,
};
use model::{Env, TokenSource};
pub use render::render_preprocessed;

/// Preprocesses `main` (already in `sources`); included files are added to
/// `sources` as they are read through `loader`.
pub fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    options: &PreprocessOptions,
    loader: &dyn IncludeLoader,
) -> Preprocessed {
    let predefined = predefined_source(options);
    // Reused when the same definitions were read before, so that calling
    // again on one SourceMap (an editor re-checking) does not grow it.
    let existing = sources
        .files()
        .find(|(_, file)| file.name == PREDEFINED_FILE_NAME && file.text == predefined)
        .map(|(id, _)| id);
    let predefined_file =
        existing.unwrap_or_else(|| sources.add_text(PREDEFINED_FILE_NAME, predefined));
    let mut env = Env::new(sources);
    let mut reader = reader::Reader::new(options, loader);
    // The definitions are read like a file that produces no tokens.
    reader.push_file(&mut env, predefined_file, 0);
    while reader.next_token(&mut env).is_some() {}
    reader.line_events.clear();
    reader.push_file(&mut env, main, 0);
    // Sized once: growing by doubling copied a large file's tokens into
    // fresh pages again and again, and each fresh page is a fault.
    let mut tokens = Vec::with_capacity(reader.tokens_left());
    while let Some(token) = expand::next_expanded(&mut env, &mut reader) {
        tokens.push(token.token);
        env.emitted = tokens.len();
    }
    Preprocessed {
        main,
        tokens,
        directives: reader.directives,
        expansions: env.expansions,
        diagnostics: env.diagnostics,
        included: reader.included,
        inclusions: reader.inclusions,
        missing_includes: reader.missing_includes,
        line_remaps: reader.line_remaps,
        line_events: reader.line_events,
        expands_line_numbers: env.expanded_line,
    }
}

/// `#define` lines for `__CGC__` and the `-D` options.
fn predefined_source(options: &PreprocessOptions) -> String {
    let mut text = format!("#define __CGC__ {CGC_VERSION_MACRO_VALUE}\n");
    for define in &options.defines {
        let value = define.value.as_deref().unwrap_or("1");
        text.push_str(&format!("#define {} {}\n", define.name, value));
    }
    text
}

#[cfg(test)]
mod tests;
