//! Preprocessing an edit without preprocessing the file: when an edit
//! changes only ordinary code lines (no directive, comment delimiter,
//! string, line splice or macro name on them, before or after), the new
//! preprocessed tokens are the old ones with the edited lines' tokens
//! lexed again and the positions after them moved.
//!
//! Why that is what a whole preprocessing gives: the lines hold no
//! directive, so the conditional and macro state around them is the same;
//! no macro is used on them (no invocation overlaps them, none of their new
//! words names a macro), so their tokens go through unexpanded; no comment
//! or string crosses their ends, so the lexer reads them alone as it reads
//! them in the file (checked: the old lines lexed alone give the old
//! tokens). Anything else — or a file whose preprocessing reported
//! something or uses `#line`, or an edit that adds or removes lines where
//! `__LINE__` was expanded (in the file or through a header's macro) — is
//! preprocessed whole.
//! `tests/suite/lsp.rs` compares the two on random edits.

use crate::span::{FileId, Span};
use crate::syntax::lexer::{self, Token, TokenKind};
use crate::syntax::preprocess::{LineEventKind, Preprocessed};
use std::collections::HashSet;
use std::ops::Range;

/// One edit of a file's text: `old` (bytes of the old text) became
/// `inserted` bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub old: Range<usize>,
    pub inserted: usize,
}

/// The preprocessed tokens a splice replaced: those of indices `old` by
/// `inserted` new ones from `old.start` on (the others are the same
/// tokens, moved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replaced {
    pub old: Range<usize>,
    pub inserted: usize,
}

/// Applies `edit` (which turned `old_text` into `new_text`) to the
/// preprocessing of `main`, in place, and tells which tokens it replaced;
/// `None` (and `preprocessed` unchanged) when it must be preprocessed
/// whole. `macros` holds every name a `#define` of the file or its
/// includes (or the options) defines.
pub fn splice(
    preprocessed: &mut Preprocessed,
    main: FileId,
    old_text: &str,
    new_text: &str,
    edit: &Edit,
    macros: &HashSet<String>,
) -> Option<Replaced> {
    let plan = plan(preprocessed, main, old_text, new_text, edit, macros)?;
    let replaced = Replaced {
        old: plan.replaced.clone(),
        inserted: plan.tokens.len(),
    };
    apply(preprocessed, main, plan);
    Some(replaced)
}

/// What a splice replaces and how it moves what follows.
struct Plan {
    /// The old tokens of the edited lines.
    replaced: Range<usize>,
    tokens: Vec<Token>,
    /// Where the old lines ended: positions from there on move.
    old_end: usize,
    /// The last edited line (1-based, in the old text): lines after it move.
    old_last_line: u32,
    /// The new text's lines, as [`crate::span::SourceFile::line_count`]
    /// counts them: where the file ends.
    line_count: u32,
    byte_delta: i64,
    line_delta: i64,
}

fn plan(
    preprocessed: &Preprocessed,
    main: FileId,
    old_text: &str,
    new_text: &str,
    edit: &Edit,
    macros: &HashSet<String>,
) -> Option<Plan> {
    if !preprocessed.diagnostics.is_empty() || !preprocessed.line_remaps.is_empty() {
        return None;
    }
    let byte_delta = edit.inserted as i64 - edit.old.len() as i64;
    // Whole lines; the first line (the settings' comment) is never spliced.
    let start = old_text.get(..edit.old.start)?.rfind('\n')? + 1;
    let old_end = old_text
        .get(edit.old.end..)?
        .find('\n')
        .map_or(old_text.len(), |at| edit.old.end + at);
    let new_end = usize::try_from(old_end as i64 + byte_delta).ok()?;
    let old_lines = old_text.get(start..old_end)?;
    let new_lines = new_text.get(start..new_end)?;
    // A line splice before the lines would join the first to a comment or
    // a directive.
    let spliced_before = old_text[..start - 1].trim_end_matches('\r').ends_with('\\');
    if spliced_before || !plain(old_lines) || !plain(new_lines) {
        return None;
    }
    let line_delta =
        new_lines.matches('\n').count() as i64 - old_lines.matches('\n').count() as i64;
    let lines = start..old_end;
    let invoked_here = preprocessed.expansions.iter().any(|expansion| {
        let at = expansion.invocation;
        at.file == main && overlaps(&at.range(), &lines)
    });
    // Lines added or removed move every later `__LINE__`, in the file or in
    // a header's macro used in it.
    if invoked_here || (line_delta != 0 && preprocessed.expands_line_numbers) {
        return None;
    }
    let replaced = read_from(preprocessed, main, &lines)?;
    // The lexer reads the old lines alone as it read them in the file.
    if lex_lines(old_text, main, start, old_end) != preprocessed.tokens[replaced.clone()] {
        return None;
    }
    let tokens = lex_lines(new_text, main, start, new_end);
    let ordinary = tokens.iter().all(|token| {
        token.kind != TokenKind::Unknown
            && !(token.kind == TokenKind::Ident && macros.contains(token.text.as_str()))
    });
    if !ordinary {
        return None;
    }
    let old_last_line = 1 + line_breaks(&old_text[..old_end]);
    let unterminated = !new_text.is_empty() && !new_text.ends_with('\n');
    let line_count = line_breaks(new_text) + u32::from(unterminated);
    Some(Plan {
        replaced,
        tokens,
        old_end,
        old_last_line,
        line_count,
        byte_delta,
        line_delta,
    })
}

fn line_breaks(text: &str) -> u32 {
    text.bytes().filter(|&byte| byte == b'\n').count() as u32
}

/// Text with nothing that reaches beyond its lines or acts on the
/// preprocessor: no directive or `#`, comment delimiter, string, character
/// literal or line splice (`//` comments end with the line: allowed).
fn plain(text: &str) -> bool {
    !text.contains(['#', '"', '\'', '\\']) && !text.contains("/*") && !text.contains("*/")
}

fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end.max(b.start + 1) && b.start < a.end.max(a.start + 1)
}

/// The range of preprocessed tokens read from `lines` of the main file: at
/// least one (the lines are active code), one after another.
fn read_from(
    preprocessed: &Preprocessed,
    main: FileId,
    lines: &Range<usize>,
) -> Option<Range<usize>> {
    let inside = |token: &Token| {
        token.expansion.is_none()
            && token.span.file == main
            && lines.contains(&(token.span.start as usize))
    };
    let first = preprocessed.tokens.iter().position(inside)?;
    let count = preprocessed.tokens[first..]
        .iter()
        .take_while(|token| inside(token))
        .count();
    let end = first + count;
    // None read from the lines further on (they would be out of order).
    let more = preprocessed.tokens[end..].iter().any(inside);
    (!more).then_some(first..end)
}

/// The tokens of `text[start..end]` (whole lines) as the lexer reads them
/// in the file: after the line break that precedes them.
fn lex_lines(text: &str, file: FileId, start: usize, end: usize) -> Vec<Token> {
    // `start` > 0 follows a line break (the first line is never spliced).
    let from = start - 1;
    let mut tokens = lexer::lex(file, &text[from..end]);
    for token in &mut tokens {
        token.span = token.span.shifted(from as i64);
    }
    tokens
}

fn apply(preprocessed: &mut Preprocessed, main: FileId, plan: Plan) {
    let Plan {
        replaced,
        tokens,
        old_end,
        old_last_line,
        line_count,
        byte_delta,
        line_delta,
    } = plan;
    let count_delta = tokens.len() as i64 - replaced.len() as i64;
    let after_tokens = replaced.end;
    let shift = |span: &mut Span| {
        if span.file == main && span.start as usize >= old_end {
            *span = span.shifted(byte_delta);
        }
    };
    let shift_index = |index: &mut usize| {
        if *index >= after_tokens {
            *index = (*index as i64 + count_delta) as usize;
        }
    };
    // The old tokens move, not the new ones (which may start where the
    // old lines ended).
    let (before, rest) = preprocessed.tokens.split_at_mut(replaced.start);
    let after = &mut rest[replaced.len()..];
    for token in before.iter_mut().chain(after) {
        shift(&mut token.span);
    }
    preprocessed.tokens.splice(replaced, tokens);
    for expansion in &mut preprocessed.expansions {
        shift(&mut expansion.invocation);
    }
    for directive in &mut preprocessed.directives {
        shift(&mut directive.span);
        for token in &mut directive.tokens {
            shift(&mut token.span);
        }
        shift_index(&mut directive.token_index);
    }
    let shift_line = |line: &mut u32| {
        if *line > old_last_line {
            *line = (*line as i64 + line_delta) as u32;
        }
    };
    for event in &mut preprocessed.line_events {
        shift_index(&mut event.token_index);
        if event.file != main {
            continue;
        }
        if event.kind == LineEventKind::FileEnd {
            // The file's last line, which the edited lines may be.
            event.first_line = line_count;
            event.last_line = line_count;
            event.presumed_line = i64::from(line_count);
            continue;
        }
        if event.first_line > old_last_line {
            event.presumed_line += line_delta;
        }
        shift_line(&mut event.first_line);
        shift_line(&mut event.last_line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::{SourceFile, SourceMap};
    use crate::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};

    const TEXT: &str =
        "// settings\n#define K 2\nfloat f(float x) {\n    float y = x;\n    return y * K;\n}\n";

    fn preprocessed(text: &str) -> Preprocessed {
        let mut sources = SourceMap::new();
        let main = sources.add(SourceFile::new("main.cg", None, text));
        preprocess(
            &mut sources,
            main,
            &PreprocessOptions::default(),
            &MemoryLoader::new(),
        )
    }

    /// Splices `inserted` over `old` of `TEXT`; the result when it did.
    fn spliced(old: Range<usize>, inserted: &str) -> Option<(Preprocessed, String)> {
        let mut new_text = TEXT.to_string();
        new_text.replace_range(old.clone(), inserted);
        let mut result = preprocessed(TEXT);
        let edit = Edit {
            old,
            inserted: inserted.len(),
        };
        let macros = HashSet::from(["K".to_string()]);
        splice(&mut result, FileId(0), TEXT, &new_text, &edit, &macros).map(|_| (result, new_text))
    }

    #[test]
    fn an_edit_of_plain_code_is_spliced() {
        let at = TEXT.find("x;").unwrap();
        let (result, new_text) = spliced(at..at + 1, "x + y\n    + x").expect("spliced");
        let whole = preprocessed(&new_text);
        assert_eq!(result.tokens, whole.tokens);
        assert_eq!(result.expansions, whole.expansions);
        assert_eq!(result.line_events, whole.line_events);
    }

    #[test]
    fn directives_macros_comments_and_the_first_line_are_not() {
        let at = TEXT.find("x;").unwrap();
        for inserted in ["#define Y\n", "K", "/* x", "\"", "\\\n"] {
            assert!(spliced(at..at + 1, inserted).is_none(), "{inserted}");
        }
        // The line of a macro's use.
        let use_line = TEXT.find("y * K").unwrap();
        assert!(spliced(use_line..use_line + 1, "x").is_none());
        assert!(spliced(0..2, "//").is_none());
        let define = TEXT.find("2\n").unwrap();
        assert!(spliced(define..define + 1, "3").is_none());
    }

    #[test]
    fn lines_are_not_added_before_a_header_macro_that_expands_line_numbers() {
        const TEXT: &str =
            "// settings\n#include \"h.cgh\"\nfloat f(float x) {\n    return x + HERE;\n}\n";
        let mut loader = MemoryLoader::new();
        loader.insert("h.cgh", "#define HERE __LINE__\n");
        let mut sources = SourceMap::new();
        let main = sources.add(SourceFile::new("main.cg", None, TEXT));
        let options = PreprocessOptions::default();
        let mut result = preprocess(&mut sources, main, &options, &loader);
        assert!(result.expands_line_numbers);
        let at = TEXT.find("{\n").unwrap() + 1;
        let mut new_text = TEXT.to_string();
        new_text.insert(at, '\n');
        let edit = Edit {
            old: at..at,
            inserted: 1,
        };
        let macros = HashSet::from(["HERE".to_string()]);
        assert!(splice(&mut result, main, TEXT, &new_text, &edit, &macros).is_none());
    }
}
