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

use super::descent;
use super::tokens::Tok;
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::Item;
use crate::syntax::lexer::TokenText;
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

/// A classified token as the parser sees it: its class and text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Remembered {
    class: u8,
    text: TokenText,
}

pub(super) fn remember(tokens: &[(Tok<'_>, Span)]) -> Vec<Remembered> {
    tokens
        .iter()
        .map(|(token, _)| {
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
    let mut items = Vec::with_capacity(before + read.len() + previous.items.len() - after);
    let mut ranges = Vec::with_capacity(items.capacity());
    for (index, range) in previous.items[..before].iter().enumerate() {
        items.push(ParsedItem::Reused {
            previous: index,
            first_token: range.start,
        });
        ranges.push(range.clone());
    }
    for (item, range) in read {
        items.push(ParsedItem::Fresh(Box::new(item)));
        ranges.push(range);
    }
    for (index, range) in previous.items.iter().enumerate().skip(after) {
        let shift = |at: usize| at + tokens.len() - old.len();
        items.push(ParsedItem::Reused {
            previous: index,
            first_token: shift(range.start),
        });
        ranges.push(shift(range.start)..shift(range.end));
    }
    Some((items, ranges))
}
