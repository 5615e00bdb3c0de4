//! The parser: preprocessed tokens → AST.
//!
//! Invariants:
//! - [`parse`] never fails and never panics: it returns a tree (with `Error`
//!   nodes where it skipped tokens) plus the diagnostics, all with code C0000 as
//!   cgc reports syntax errors, at the line of the offending token;
//! - recursion is bounded: bracket nesting deeper than [`MAX_NESTING`] and
//!   prefix-operator runs longer than [`MAX_NESTING`] are cut out before parsing
//!   with a "nesting too deep" diagnostic, so no input can overflow the stack of
//!   the parser or of the code that later walks the tree.
//!
//! It works in three steps:
//! 1. [`classify`] turns lexer tokens into [`Tok`]s, telling keywords, type names
//!    and plain identifiers apart. Cg, like C, must know type names while
//!    parsing (`(T)x` is a cast, `T x;` a declaration). A pre-pass over the tokens
//!    collects every name introduced by `struct`, `interface` or `typedef`
//!    anywhere in the file; those names and the built-in type names are type
//!    names everywhere. (C scopes typedef names; Cg programs practically never
//!    shadow a type name with a variable, and a pre-pass keeps the grammar free
//!    of mutable state and backtracking on scopes.)
//! 2. [`limit_nesting`] enforces the recursion bounds.
//! 3. The chumsky grammar in [`grammar`] builds the tree, recovering from errors
//!    at statement level (skip to `;`) and item level (skip to `;` or past a
//!    balanced `{...}`), so one run reports several independent errors as cgc
//!    does.

mod grammar;
mod tokens;

pub use tokens::{classify, is_builtin_type_name, Tok};

use crate::diag::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::TranslationUnit;
use crate::syntax::lexer::Token;

/// cgc reports every syntax error with this code.
pub const SYNTAX_ERROR: u32 = 0;

/// Deepest bracket nesting (and longest run of prefix operators) accepted.
/// Real shaders stay far below; bison-based cgc gives up at 10,000.
pub const MAX_NESTING: usize = 256;

/// Parses preprocessed tokens. `eof` is the (empty) span just past the last
/// token, used for "unexpected end of file".
pub fn parse(tokens: &[Token], eof: Span) -> (TranslationUnit, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    let classified = classify(tokens);
    let limited = limit_nesting(classified, &mut diagnostics);
    let unit = grammar::parse_tokens(&limited, eof, &mut diagnostics);
    (unit, diagnostics)
}

/// Cuts out what nests deeper than [`MAX_NESTING`]: the contents of a too-deep
/// bracket pair are replaced by one [`Tok::Poison`] (which the grammar accepts
/// silently as an error expression or statement), and prefix operators beyond
/// the limit in one run are dropped. One diagnostic is reported per cut.
pub fn limit_nesting<'a>(
    tokens: Vec<(Tok<'a>, Span)>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<(Tok<'a>, Span)> {
    let mut kept = Vec::with_capacity(tokens.len());
    let mut depth = 0usize;
    let mut prefix_run = 0usize;
    let mut index = 0;
    while index < tokens.len() {
        let (token, span) = tokens[index];
        if token.is_open_bracket() {
            depth += 1;
            if depth > MAX_NESTING {
                diagnostics.push(nesting_too_deep(span));
                let close = matching_close(&tokens, index);
                kept.push((token, span));
                kept.push((Tok::Poison, span));
                depth -= 1;
                match close {
                    Some(close) => {
                        kept.push(tokens[close]);
                        index = close + 1;
                    }
                    None => index = tokens.len(),
                }
                prefix_run = 0;
                continue;
            }
        } else if token.is_close_bracket() {
            depth = depth.saturating_sub(1);
        }
        if token.is_prefix_operator() {
            prefix_run += 1;
            if prefix_run == MAX_NESTING + 1 {
                diagnostics.push(nesting_too_deep(span));
            }
            if prefix_run > MAX_NESTING {
                index += 1;
                continue;
            }
        } else {
            prefix_run = 0;
        }
        kept.push((token, span));
        index += 1;
    }
    kept
}

fn nesting_too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(
        SYNTAX_ERROR,
        span,
        format!("nesting too deep (more than {MAX_NESTING} levels)"),
    )
}

/// Index of the bracket closing the one at `open`, counting all bracket kinds.
fn matching_close(tokens: &[(Tok<'_>, Span)], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, (token, _)) in tokens.iter().enumerate().skip(open) {
        if token.is_open_bracket() {
            depth += 1;
        } else if token.is_close_bracket() {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return Some(index);
            }
        }
    }
    None
}
