//! Warning C7103 "unrecognized #pragma" for the pragmas cgc 3.1 knows given
//! a setting it does not know (tests/field/heldout14/repro/pragma_setting_c7103.cg).
//!
//! cgc's rule, probed (tests/preprocessor/pragma_c7103):
//! - Only four names are checked, in any letter case: `debug`, `optimize`,
//!   `pack_matrix`, `option`. Every other pragma is silent whatever follows
//!   (`once`, `vertex`, `fragmentoption`, `multi_compile`, `STDGL`, bare
//!   `warning` / `message`, ...).
//! - The pragma's tokens are macro-expanded (`#define D debug` then
//!   `#pragma D` warns; `#define CM column_major` then
//!   `#pragma pack_matrix(CM)` is known, and applies).
//! - `debug` / `optimize`: an optional `(`, then `on` or `off` (any case);
//!   whatever comes after is ignored (`debug(on`, `debug on foo`).
//! - `pack_matrix`: exactly `( row_major )` or `( column_major )` (the
//!   setting in any case), nothing after it.
//! - `option`: an optional `(`, then an option word: `fastmath`,
//!   `fastprecision`, `strict` must end the line or be followed by `)`
//!   (anything after that `)` ignored); `unroll`, `inline`, `ifcvt` must be
//!   followed by `all`, `none` or `default` (any case; anything after
//!   ignored); every other word (`O3`, `nofastmath`, `bestprecision`, ...)
//!   warns.
//! - The message is `unrecognized #pragma NAME ` followed by a word, all
//!   lower-cased: for `debug` / `optimize` the token where the setting was
//!   expected when it is an identifier (`debug foo`, `debug(foo)`), else
//!   nothing (`debug 1`, `debug()`, `debug` alone: a trailing space); for
//!   `option` the option word when it is an identifier (`option o3`,
//!   `option unroll` for `option unroll count=4`); for `pack_matrix` never.
//! - The line is the offending token's; when the line ended where a token
//!   was needed (`#pragma debug`, `#pragma option unroll`,
//!   `#pragma pack_matrix(row_major`) it is the next line (the line's own
//!   when a `//` comment ends it; cgc's next line also past the end of a
//!   file without a final newline, where cgrs keeps the last line).
//! - cgc reports it as its lexer meets the line, among the parser's
//!   warnings (C7011) in source order; cgrs reports the preprocessor's
//!   diagnostics first.
//! - It is a preprocessor warning: at global scope, in any function (called
//!   or not), with `-noentry`, in included files (their lines); not in a
//!   skipped `#if` group.

use super::expand;
use super::model::{root_invocation, Env};
use crate::span::Span;
use crate::syntax::lexer::{Token, TokenKind};

/// Checks `#pragma` operands `tokens` (the tokens after `pragma`, as
/// written); `end` is a span at the start of the line after the directive.
/// Returns the storage a known `pack_matrix` setting asks for (`true`:
/// column-major), which cgc applies in any letter case, as it checks it.
pub(super) fn check_setting(env: &mut Env, tokens: &[Token], end: Span) -> Option<bool> {
    let known = |token: &Token| {
        token.kind == TokenKind::Ident
            && matches!(
                token.text.to_ascii_lowercase().as_str(),
                "debug" | "optimize" | "pack_matrix" | "option"
            )
    };
    let expanded;
    let tokens = if tokens
        .iter()
        .any(|token| token.kind == TokenKind::Ident && env.macros.contains(&token.text))
    {
        expanded = expand::expand_list(env, tokens.to_vec());
        &expanded[..]
    } else {
        tokens
    };
    if !tokens.first().is_some_and(known) {
        return None;
    }
    let name = tokens[0].text.to_ascii_lowercase();
    let Some((at, word)) = offending(&name, &tokens[1..]) else {
        return (name == "pack_matrix")
            .then(|| tokens[2].text.eq_ignore_ascii_case("column_major"));
    };
    let span = match at {
        Some(index) => {
            let token = &tokens[1 + index];
            match token.expansion {
                Some(id) => root_invocation(&env.expansions, id),
                None => token.span,
            }
        }
        None => end,
    };
    env.warning(
        7103,
        span,
        format!("unrecognized #pragma {name} {}", word.unwrap_or_default()),
    );
    None
}

/// Where pragma `name`'s operands `rest` go wrong (an index into `rest`, or
/// `None` for the end of the line) and the word cgc's message echoes; `None`
/// when cgc knows the setting.
fn offending(name: &str, rest: &[Token]) -> Option<(Option<usize>, Option<String>)> {
    let ident = |index: usize| {
        rest.get(index)
            .filter(|token| token.kind == TokenKind::Ident)
            .map(|token| token.text.to_ascii_lowercase())
    };
    let punct = |index: usize, text: &str| rest.get(index).is_some_and(|t| t.is_punct(text));
    let position = |index: usize| (index < rest.len()).then_some(index);
    let opened = usize::from(punct(0, "("));
    match name {
        "debug" | "optimize" => {
            let word = ident(opened);
            match word.as_deref() {
                Some("on" | "off") => None,
                _ => Some((position(opened), word)),
            }
        }
        "pack_matrix" => {
            let setting = ident(1);
            let wrong = if !punct(0, "(") {
                0
            } else if !matches!(setting.as_deref(), Some("row_major" | "column_major")) {
                1
            } else if !punct(2, ")") {
                2
            } else if rest.len() > 3 {
                3
            } else {
                return None;
            };
            Some((position(wrong), None))
        }
        "option" => {
            let Some(word) = ident(opened) else {
                return Some((position(opened), None));
            };
            let next = opened + 1;
            let fine = match word.as_str() {
                "fastmath" | "fastprecision" | "strict" => rest.len() == next || punct(next, ")"),
                "unroll" | "inline" | "ifcvt" => {
                    matches!(ident(next).as_deref(), Some("all" | "none" | "default"))
                }
                _ => return Some((Some(opened), Some(word))),
            };
            (!fine).then_some((position(next), Some(word)))
        }
        _ => None,
    }
}
