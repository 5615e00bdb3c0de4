//! The fast path of the parser: a hand-written recursive descent over the
//! classified tokens that reads valid translation units only.
//!
//! Why two parsers: the chumsky grammar (`super::grammar`) recovers from
//! errors and words them as cgc does, but even without error values it
//! spent about half of a whole compile. Valid files are the common case, so
//! [`parse`] reads them first, in one pass without backtracking; at the
//! first token it does not expect, or at a construct it leaves to the
//! grammar, it returns `None` and the grammar parses the file as before. So
//! every diagnostic and every recovery stays the grammar's.
//!
//! How they are kept equal: when [`parse`] returns a tree it is exactly the
//! grammar's tree (spans included) for the same tokens. Where the grammar
//! chooses between alternatives by trying them in order (declaration or
//! expression statement, cast or parenthesis, function or variables), this
//! parser decides from the next tokens only in the cases where that
//! decision is certain, and declines the others. The differential test
//! (`tests/suite/parser_fast_path.rs`) compares both parsers on every test
//! shader and on generated and mutated programs, and
//! `examples/parse_differential.rs` on any directory of shaders.
//!
//! Left to the grammar: CgFX techniques, passes, `sampler_state` and
//! `compile`, annotations, uniform blocks, `[precise]`, profile names and
//! templates before local declarations, casts to array types, `T[i]` on a
//! declared type `T`, `signed`/`unsigned` in expressions, `asm`, object
//! references `<name>`, code cut by the nesting limit, and nesting deeper
//! than the limit of `cursor::Descent::nested`.

mod cursor;
mod declaration;
mod expression;
mod statement;

use crate::span::Span;
use crate::syntax::ast::{Item, ItemKind, Qualifier, QualifierKind};
use crate::syntax::parser::build::specified_item;
use crate::syntax::parser::tokens::Tok;
use cursor::Descent;
use declaration::{is_profile_qualifier, keyword_qualifier};
use std::ops::Range;

/// The items of `tokens` (classified and nesting-limited, `eof` the span
/// past the last one) if they are a valid translation unit this parser
/// reads, exactly as the grammar would build them; `None` otherwise.
pub(super) fn parse(tokens: &[(Tok<'_>, Span)], eof: Span) -> Option<Vec<Item>> {
    parse_or_restart(tokens, eof).ok()
}

/// The items of `tokens` as [`parse`] reads them (`Ok`); where it declines,
/// the items it read before, but the last, and the token where that last
/// one starts (`Err`): where the grammar restarts.
///
/// Why one item back: the items before it read the same in the grammar
/// (this parser's trees are the grammar's, and an item is read with no
/// state from those before it), but where an item ends the grammar tries
/// to continue it, and those attempts join the alternatives a syntax error
/// at the next item's first token lists. Restarting at the item before
/// keeps them; anything earlier ends before that token, and an error lists
/// only the alternatives that reached furthest.
pub(super) fn parse_or_restart(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
) -> Result<Vec<Item>, (Vec<Item>, usize)> {
    let mut parser = Descent::new(tokens, eof);
    let mut items = Vec::new();
    let mut last_start = 0;
    while !parser.at_end() {
        let start = parser.pos;
        match parser.item() {
            Some(item) => items.push(item),
            None => {
                items.pop();
                return Err((items, last_start));
            }
        }
        last_start = start;
    }
    Ok(items)
}

/// Items, each with the range of the tokens it was read from.
pub(super) type RangedItems = Vec<(Item, Range<usize>)>;

/// The items of `tokens` read from token `start` until the position after
/// an item satisfies `stop` or the tokens end, each with the token range it
/// spans, and where reading stopped; `None` where this parser declines.
///
/// An item is read from its first token onwards with no state carried from
/// the items before it, so reading from an item boundary of a file gives
/// the items [`parse`] gives from there.
pub(super) fn parse_from(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
    start: usize,
    stop: impl Fn(usize) -> bool,
) -> Option<(RangedItems, usize)> {
    let mut parser = Descent::new(tokens, eof);
    parser.pos = start;
    let mut items = Vec::new();
    while !parser.at_end() {
        let from = parser.pos;
        let item = parser.item()?;
        items.push((item, from..parser.pos));
        if stop(parser.pos) {
            break;
        }
    }
    Some((items, parser.pos.min(tokens.len())))
}

impl Descent<'_, '_> {
    /// A file-scope item: `;`, or a declaration or function after profile
    /// specifiers.
    fn item(&mut self) -> Option<Item> {
        let start = self.pos;
        let kind = match self.peek()? {
            Tok::Punct(";") => {
                self.pos += 1;
                ItemKind::Empty
            }
            Tok::Keyword("technique") => return None,
            _ if self.may_be_uniform_block() => return None,
            _ => self.specified_declaration()?,
        };
        Some(Item {
            kind,
            span: self.span_from(start),
        })
    }

    /// Whether the grammar's uniform block rule (`uniform Name { ... }`,
    /// tried before declarations) would read past the specifiers here.
    fn may_be_uniform_block(&self) -> bool {
        let mut ahead = 0;
        let mut uniform = false;
        while let Some(token) = self.peek_at(ahead) {
            match token {
                Tok::Punct("[") => return true,
                _ if keyword_qualifier(token).is_some() => {
                    uniform |= keyword_qualifier(token) == Some(QualifierKind::Uniform);
                }
                _ if is_profile_qualifier(token) => {}
                _ => break,
            }
            ahead += 1;
        }
        uniform && matches!(self.peek_at(ahead), Some(Tok::Ident(_)))
    }

    /// Profile specifiers (every identifier before the declaration), then a
    /// declaration or function.
    fn specified_declaration(&mut self) -> Option<ItemKind> {
        let mut specifiers = Vec::new();
        while let Some(Tok::Ident(name)) = self.peek() {
            let name = self.take_name(name);
            specifiers.push(Qualifier {
                kind: QualifierKind::Profile(name.name),
                span: name.span,
            });
        }
        Some(specified_item(specifiers, self.declaration_or_function()?))
    }
}
