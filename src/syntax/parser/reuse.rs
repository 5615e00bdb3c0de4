//! Reparsing an edited file: the items before and after the edit are taken
//! from the previous parse, only the items the edit touched are read again.
//!
//! The language server parses a file on every keystroke; reading the whole
//! file each time was a third of an edit's latency. [`super::reparse`] returns the
//! same items and diagnostics as [`super::parse`], telling which items are
//! the previous parse's ([`ParsedItem::Reused`]).
//!
//! Why a reused item is the item a full parse would build: the fast path
//! (`super::descent`) reads an item from its first token on, with no state
//! carried from the items before it. So an item after the edit, whose tokens
//! and all tokens after it are the same (same text, same classification),
//! reads the same; an item before the edit reads the same when the tokens
//! from its start to a few past its end are unchanged (the parser looks at
//! most a token or two beyond an item; [`LOOKAHEAD`] leaves room). Reuse is
//! attempted only when the previous parse and this one have no diagnostic
//! and the fast path reads the edited items; anything else is parsed whole,
//! as [`super::parse`] does.
//!
//! Classifying the tokens (type names, scopes) is itself a pass over the
//! file; when the edited items are plain function definitions,
//! [`reparse_items`] classifies their tokens alone (its doc says why that
//! is the whole file's classification), so a keystroke in a file of 20,000
//! lines reads one function's tokens, not the file's.

use super::descent;
use super::tokens::{is_builtin_type_name, is_library_type_name, Library, Tok};
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::Item;
use crate::syntax::lexer::{Token, TokenKind, TokenText};
use std::ops::Range;

/// Tokens past an item's last one that its parse may have looked at.
const LOOKAHEAD: usize = 8;

/// What a parse leaves for the next parse of the same file: the classified
/// tokens it read and each item's token range. Only a parse without
/// diagnostics, read entirely by the fast path, leaves one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParseMemory {
    pub(super) tokens: Vec<Remembered>,
    pub(super) items: Vec<Range<usize>>,
}

/// A classified token as the parser sees it: its class and text, and the
/// lexer's kind (what an edited file's tokens are compared by before they
/// are classified).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Remembered {
    class: u8,
    kind: TokenKind,
    text: TokenText,
}

/// `classified`, the classification of `tokens` (one for one), as a
/// parse remembers it.
pub(super) fn remember(tokens: &[Token], classified: &[(Tok<'_>, Span)]) -> Vec<Remembered> {
    tokens
        .iter()
        .zip(classified)
        .map(|(lexed, (token, _))| {
            let (class, text) = match *token {
                Tok::Ident(text) => (0, text),
                Tok::TypeName(text) => (1, text),
                Tok::Keyword(text) => (2, text),
                Tok::Int(text) => (3, text),
                Tok::Float(text) => (4, text),
                Tok::Str(text) => (5, text),
                Tok::Char(text) => (6, text),
                Tok::Punct(text) => (7, text),
                Tok::Unknown(text) => (8, text),
                Tok::Poison => (9, ""),
            };
            Remembered {
                class,
                kind: lexed.kind,
                text: TokenText::from(text),
            }
        })
        .collect()
}

/// One item of a reparse.
#[derive(Debug)]
pub enum ParsedItem {
    /// The previous parse's item of index `previous`, unchanged, now
    /// starting at token `first_token`.
    Reused {
        previous: usize,
        first_token: usize,
    },
    Fresh(Box<Item>),
}

/// A reparse: the items, the diagnostics as [`super::parse`] gives them, and
/// what the next reparse may reuse.
#[derive(Debug)]
pub struct Reparsed {
    pub items: Vec<ParsedItem>,
    pub diagnostics: Vec<Diagnostic>,
    pub memory: Option<ParseMemory>,
}

pub(super) type ReadItems = (Vec<ParsedItem>, Vec<Range<usize>>);

/// The whole file read by the fast path.
pub(super) fn read_all(tokens: &[(Tok<'_>, Span)], eof: Span) -> Option<ReadItems> {
    let (items, _) = descent::parse_from(tokens, eof, 0, |_| false)?;
    Some(
        items
            .into_iter()
            .map(|(item, range)| (ParsedItem::Fresh(Box::new(item)), range))
            .unzip(),
    )
}

/// The previous items before and after the edit, and the items between
/// read again; `None` when the fast path declines those.
pub(super) fn reuse(
    previous: &ParseMemory,
    tokens: &[Remembered],
    limited: &[(Tok<'_>, Span)],
    eof: Span,
) -> Option<ReadItems> {
    let old = &previous.tokens;
    let prefix = old.iter().zip(tokens).take_while(|(a, b)| a == b).count();
    let room = old.len().min(tokens.len()) - prefix;
    let suffix = old
        .iter()
        .rev()
        .zip(tokens.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let before = previous
        .items
        .iter()
        .take_while(|range| range.end + LOOKAHEAD <= prefix)
        .count();
    let start = before
        .checked_sub(1)
        .map_or(0, |last| previous.items[last].end);
    // An old item starting in the unchanged tail reads the same from its
    // start: reading stops at the first such boundary.
    let unchanged_from = old.len() - suffix;
    let old_position = |new: usize| (new + old.len()).checked_sub(tokens.len());
    let after_at = |new: usize| -> Option<usize> {
        let old_start = old_position(new).filter(|&at| at >= unchanged_from)?;
        previous
            .items
            .binary_search_by_key(&old_start, |range| range.start)
            .ok()
            .filter(|&index| index >= before)
    };
    let (read, end) = descent::parse_from(limited, eof, start, |at| after_at(at).is_some())?;
    let after = if end >= tokens.len() {
        previous.items.len()
    } else {
        after_at(end)?
    };
    let shift = |at: usize| at + tokens.len() - old.len();
    Some(assemble(&previous.items, before..after, read, 0, shift))
}

/// The items of a reparse: the previous parse's items before `replaced`
/// (unchanged), the fresh ones `read` (their token ranges `offset` later),
/// and the previous ones after `replaced`, their tokens moved by `shift`;
/// with every item's token range.
fn assemble(
    previous: &[Range<usize>],
    replaced: Range<usize>,
    read: Vec<(Item, Range<usize>)>,
    offset: usize,
    shift: impl Fn(usize) -> usize,
) -> ReadItems {
    let capacity = previous.len() - replaced.len() + read.len();
    let mut items = Vec::with_capacity(capacity);
    let mut ranges = Vec::with_capacity(capacity);
    for (index, range) in previous[..replaced.start].iter().enumerate() {
        items.push(ParsedItem::Reused {
            previous: index,
            first_token: range.start,
        });
        ranges.push(range.clone());
    }
    for (item, range) in read {
        items.push(ParsedItem::Fresh(Box::new(item)));
        ranges.push(offset + range.start..offset + range.end);
    }
    for (index, range) in previous.iter().enumerate().skip(replaced.end) {
        items.push(ParsedItem::Reused {
            previous: index,
            first_token: shift(range.start),
        });
        ranges.push(shift(range.start)..shift(range.end));
    }
    (items, ranges)
}

/// Reads again only the items an edit touched, classifying their tokens
/// alone instead of the file's (the classification of 20,000 lines was
/// most of a keystroke's time). `Err` gives `previous` back when that is
/// not certain to equal the whole file's reading; the caller then
/// classifies the whole file.
///
/// Why the items' classification is the whole file's: they are plain
/// definitions ([`plain_definition`]: no `struct`, `class`, `interface` or
/// `typedef`, balanced, ending with `}`, no variable at file scope hiding
/// a built-in type name), before and after the edit, and their new tokens
/// hold no `::`. Such items change nothing the classifier carries past
/// them (the declared type names, the names variables hide at file scope),
/// so the tokens after them classify as before; and their own tokens
/// classify as they do after the file's other declarations alone: the
/// items before them that are not plain definitions (`context`) are
/// classified with them, the plain ones left out. The few tokens after
/// them that the parser may look at come along (classified as before, the
/// same tokens after the same declarations).
pub(super) fn reparse_items(
    previous: ParseMemory,
    tokens: &[Token],
    eof: Span,
    reader: Reader,
) -> Result<(Vec<ParsedItem>, ParseMemory), ParseMemory> {
    match edited_items(&previous, tokens) {
        Some(edited) => read_edited(previous, tokens, eof, reader, edited),
        None => Err(previous),
    }
}

/// How the parse prepares tokens for the grammar, under which library.
#[derive(Clone, Copy)]
pub(super) struct Reader {
    pub prepare: Prepare,
    pub library: Library,
}

/// The parse's preparation of tokens (`super::prepare`: classified,
/// literals checked, nesting limited), passed in: this file is below the
/// parser's entry points, which use it.
pub(super) type Prepare =
    for<'a> fn(&'a [Token], Library, &mut Vec<Diagnostic>) -> Vec<(Tok<'a>, Span)>;

/// The previous items an edit touched (indices into [`ParseMemory::items`])
/// and how many tokens it added (negative: removed).
struct EditedItems {
    items: Range<usize>,
    delta: isize,
}

fn edited_items(previous: &ParseMemory, tokens: &[Token]) -> Option<EditedItems> {
    let old = &previous.tokens;
    let same = |(remembered, token): (&Remembered, &Token)| {
        remembered.kind == token.kind && remembered.text == token.text
    };
    let prefix = old
        .iter()
        .zip(tokens)
        .take_while(|&pair| same(pair))
        .count();
    let room = old.len().min(tokens.len()) - prefix;
    let suffix = old
        .iter()
        .rev()
        .zip(tokens.iter().rev())
        .take(room)
        .take_while(|&pair| same(pair))
        .count();
    let changed_end = old.len() - suffix;
    let items = &previous.items;
    let first = items.partition_point(|range| range.end + LOOKAHEAD <= prefix);
    let last = items
        .partition_point(|range| range.start < changed_end)
        .max(first + 1);
    (last <= items.len()).then(|| EditedItems {
        items: first..last,
        delta: tokens.len() as isize - old.len() as isize,
    })
}

fn read_edited(
    mut previous: ParseMemory,
    tokens: &[Token],
    eof: Span,
    reader: Reader,
    edited: EditedItems,
) -> Result<(Vec<ParsedItem>, ParseMemory), ParseMemory> {
    let EditedItems { items, delta } = edited;
    let old_region = previous.items[items.start].start..previous.items[items.end - 1].end;
    let plain_before = previous.items[items.clone()]
        .iter()
        .all(|range| plain_definition(&previous.tokens[range.clone()]));
    let region = old_region.start..(old_region.end as isize + delta) as usize;
    let Some(read) = plain_before
        .then(|| read_region(&previous, tokens, region.clone(), eof, reader))
        .flatten()
    else {
        return Err(previous);
    };
    let (read, remembered) = read;
    previous.tokens.splice(old_region, remembered);
    let shift = |at: usize| (at as isize + delta) as usize;
    let (parsed, ranges) = assemble(&previous.items, items, read, region.start, shift);
    previous.items = ranges;
    Ok((parsed, previous))
}

/// The items of `tokens[region]` (ranges relative to the region) and its
/// remembered tokens; `None` unless they are plain definitions the fast
/// path reads without a diagnostic.
#[allow(clippy::type_complexity)]
fn read_region(
    previous: &ParseMemory,
    tokens: &[Token],
    region: Range<usize>,
    eof: Span,
    Reader { prepare, library }: Reader,
) -> Option<(Vec<(Item, Range<usize>)>, Vec<Remembered>)> {
    let declaring_or_scoped = tokens[region.clone()].iter().any(|token| {
        (token.kind == TokenKind::Ident && TYPE_DECLARING.contains(&token.text.as_str()))
            || (token.kind == TokenKind::Punct && token.text == "::")
    });
    if region.is_empty() || declaring_or_scoped {
        return None;
    }
    let mut slice: Vec<Token> = Vec::new();
    for range in previous
        .items
        .iter()
        .take_while(|range| range.end <= region.start)
    {
        if !plain_definition(&previous.tokens[range.clone()]) {
            slice.extend_from_slice(&tokens[range.clone()]);
        }
    }
    let context = slice.len();
    // The parser's lookahead, and one more token for the classifier's.
    let after = tokens.len().min(region.end + LOOKAHEAD + 1);
    slice.extend_from_slice(&tokens[region.start..after]);
    let mut diagnostics = Vec::new();
    let prepared = prepare(&slice, library, &mut diagnostics);
    // Without a diagnostic nothing was cut: the tokens are one for one.
    if !diagnostics.is_empty() {
        return None;
    }
    let read_end = prepared.len().min(context + region.len() + LOOKAHEAD);
    let read = &prepared[context..read_end];
    let remembered = remember(&tokens[region.clone()], &read[..region.len()]);
    if !plain_definition(&remembered) {
        return None;
    }
    let (items, end) = descent::parse_from(read, eof, 0, |at| at >= region.len())?;
    (end == region.len()).then_some((items, remembered))
}

/// The words that declare a type name.
const TYPE_DECLARING: [&str; 4] = ["struct", "class", "interface", "typedef"];

/// Whether classified `tokens` are plain definitions: balanced, ending
/// with `}`, without a word declaring a type, and without a name at file
/// scope (outside brackets) that is a built-in or library type name read
/// as a plain identifier (a variable hiding the type to the end of the
/// file).
fn plain_definition(tokens: &[Remembered]) -> bool {
    const IDENT: u8 = 0;
    const KEYWORD: u8 = 2;
    const PUNCT: u8 = 7;
    let mut depth = 0usize;
    for token in tokens {
        match (token.class, token.text.as_str()) {
            (PUNCT, "{" | "(" | "[") => depth += 1,
            (PUNCT, "}" | ")" | "]") => match depth.checked_sub(1) {
                Some(outer) => depth = outer,
                None => return false,
            },
            (IDENT | KEYWORD, text) if TYPE_DECLARING.contains(&text) => return false,
            (IDENT, text)
                if depth == 0 && (is_builtin_type_name(text) || is_library_type_name(text)) =>
            {
                return false
            }
            _ => {}
        }
    }
    depth == 0
        && tokens
            .last()
            .is_some_and(|token| token.class == PUNCT && token.text == "}")
}
