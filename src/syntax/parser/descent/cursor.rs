//! The fast path's reading position over the classified tokens, and the
//! spans it gives the nodes it builds.

use crate::span::Span;
use crate::syntax::ast::Ident;
use crate::syntax::parser::tokens::{is_reserved_type_word, Tok};

/// How deep the fast path recurses (expressions, statements, initializer
/// lists) before it declines the file. The chumsky grammar grows its stack
/// as it needs; this parser does not, so it stops early and lets chumsky
/// read the rare deeply nested file.
const MAX_DEPTH: usize = 96;

/// The reader: classified tokens, the position of the next one, and the
/// recursion depth. Every rule returns `None` to decline (the file then
/// goes to the chumsky grammar), so no rule ever needs to rewind.
pub(super) struct Descent<'t, 'a> {
    tokens: &'t [(Tok<'a>, Span)],
    pub(super) pos: usize,
    eof: Span,
    depth: usize,
}

impl<'t, 'a> Descent<'t, 'a> {
    pub(super) fn new(tokens: &'t [(Tok<'a>, Span)], eof: Span) -> Self {
        Descent {
            tokens,
            pos: 0,
            eof,
            depth: 0,
        }
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    /// The token `ahead` places after the next one.
    pub(super) fn peek_at(&self, ahead: usize) -> Option<Tok<'a>> {
        self.tokens.get(self.pos + ahead).map(|(token, _)| *token)
    }

    pub(super) fn peek(&self) -> Option<Tok<'a>> {
        self.peek_at(0)
    }

    pub(super) fn is_punct_at(&self, ahead: usize, text: &str) -> bool {
        matches!(self.peek_at(ahead), Some(Tok::Punct(found)) if found == text)
    }

    pub(super) fn is_type_name_at(&self, ahead: usize) -> bool {
        matches!(self.peek_at(ahead), Some(Tok::TypeName(_)))
    }

    pub(super) fn is_punct(&self, text: &str) -> bool {
        self.is_punct_at(0, text)
    }

    pub(super) fn is_keyword(&self, text: &str) -> bool {
        matches!(self.peek(), Some(Tok::Keyword(found)) if found == text)
    }

    /// Consumes the punctuation `text` if it is next.
    pub(super) fn eat_punct(&mut self, text: &str) -> bool {
        let found = self.is_punct(text);
        if found {
            self.pos += 1;
        }
        found
    }

    /// Consumes the punctuation `text`, or declines.
    pub(super) fn expect_punct(&mut self, text: &str) -> Option<()> {
        self.eat_punct(text).then_some(())
    }

    pub(super) fn expect_keyword(&mut self, text: &str) -> Option<()> {
        let found = self.is_keyword(text);
        if found {
            self.pos += 1;
        }
        found.then_some(())
    }

    /// The span chumsky gives a node whose tokens run from `start` to the
    /// last consumed one: the first token's start to the last token's end,
    /// in the file of `eof` (chumsky's span context).
    pub(super) fn span_from(&self, start: usize) -> Span {
        let Some((_, first)) = self.tokens.get(start) else {
            return Span {
                file: self.eof.file,
                start: self.eof.end,
                end: self.eof.end,
            };
        };
        let end = match self.pos.checked_sub(1) {
            Some(last) => self.tokens[last].1.end,
            None => self.eof.end,
        };
        Span {
            file: self.eof.file,
            start: first.start,
            end: end.max(first.start),
        }
    }

    /// Where the next token starts, as an empty span (the input's end when
    /// none is left): what chumsky's span of an empty match gives.
    pub(super) fn next_start(&self) -> Span {
        let start = self
            .tokens
            .get(self.pos)
            .map_or(self.eof.end, |(_, span)| span.start);
        Span {
            file: self.eof.file,
            start,
            end: start,
        }
    }

    /// Consumes the next token as a name, whatever kind of word it is.
    pub(super) fn take_name(&mut self, text: &str) -> Ident {
        let start = self.pos;
        self.pos += 1;
        Ident {
            name: text.to_string(),
            span: self.span_from(start),
        }
    }

    /// `Ident`: a plain identifier (not a type name or keyword).
    pub(super) fn ident(&mut self) -> Option<Ident> {
        match self.peek()? {
            Tok::Ident(name) => Some(self.take_name(name)),
            _ => None,
        }
    }

    /// A declared name: an identifier or a type name other than the type
    /// words cgc reserves (`float float;` is a syntax error).
    pub(super) fn declared_name(&mut self) -> Option<Ident> {
        match self.peek()? {
            Tok::Ident(name) => Some(self.take_name(name)),
            Tok::TypeName(name) if !is_reserved_type_word(name) => Some(self.take_name(name)),
            _ => None,
        }
    }

    /// Any word: identifier, type name or keyword (a semantic's later parts).
    pub(super) fn word(&mut self) -> Option<Ident> {
        match self.peek()? {
            Tok::Ident(name) | Tok::TypeName(name) | Tok::Keyword(name) => {
                Some(self.take_name(name))
            }
            _ => None,
        }
    }

    /// Runs a rule one level deeper, declining past [`MAX_DEPTH`].
    pub(super) fn nested<T>(&mut self, rule: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let result = rule(self);
        self.depth -= 1;
        result
    }
}
