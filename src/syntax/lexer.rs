//! The lexer: source text → preprocessing tokens.
//!
//! It produces the tokens the C preprocessor works on (keywords are plain
//! identifiers here, because a macro may be named like a keyword) with the two
//! layout facts the preprocessor needs: whether a token starts a line (so `#`
//! begins a directive) and whether whitespace precedes it (for `#` stringizing
//! and for `-E` output). Comments are whitespace; a backslash-newline joins lines.
//!
//! Numbers are lexed as Cg numbers, not C pp-numbers, so that `1..xxx` is the
//! float `1.` followed by the swizzle `.xxx`, as cgc reads it.
//!
//! The lexer never fails: a character that begins no token becomes
//! [`TokenKind::Unknown`] and the parser reports it. The one problem it finds
//! itself, a block comment still open at the end of the file, is returned
//! beside the tokens by [`lex_file`] (cgc's C0121).
//!
//! A UTF-8 byte-order mark (U+FEFF) at the start of a line, before anything
//! else on it, is whitespace, as in cgc (editors on Windows write one at the
//! start of a file); anywhere else it is an unknown character, as in cgc.

use crate::diag::Diagnostic;
use crate::span::{FileId, Span};

/// Index of a macro expansion in the preprocessor's table
/// (`Preprocessed::expansions`): what a token made by expansion points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExpansionId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Ident,
    /// Integer literal, text kept verbatim (`12`, `0x1F`, `017`, `3u`).
    Int,
    /// Floating literal, text kept verbatim (`1.`, `.5`, `1e-3`, `2.0h`).
    Float,
    /// `"..."`, text includes the quotes.
    String,
    /// `'c'`, text includes the quotes.
    Char,
    /// Operator or punctuation; the text says which.
    Punct,
    /// A character that starts no token.
    Unknown,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokenKind,
    /// The token's text (for idents, numbers, strings and punctuation alike).
    pub text: TokenText,
    pub span: Span,
    /// First token on its (logical) line.
    pub line_start: bool,
    /// Whitespace or a comment separates it from the previous token.
    pub space_before: bool,
    /// For a token produced by macro expansion, the expansion it came from (an
    /// index into [`Preprocessed::expansions`](crate::syntax::preprocess::Preprocessed));
    /// `None` for tokens read directly from a file.
    pub expansion: Option<ExpansionId>,
}

impl Token {
    pub fn is_punct(&self, text: &str) -> bool {
        self.kind == TokenKind::Punct && self.text == text
    }

    pub fn is_ident(&self, text: &str) -> bool {
        self.kind == TokenKind::Ident && self.text == text
    }
}

/// Punctuators, longest first so the first match is the maximal munch: the
/// specification [`punctuator_length`] is tested against.
#[cfg(test)]
const PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", "::", "+", "-", "*", "/", "%", "<", ">", "=",
    "!", "~", "&", "|", "^", "?", ":", ";", ",", ".", "(", ")", "[", "]", "{", "}", "#", "@", "$",
    "\\",
];

/// Letters cgc accepts as numeric suffixes: `f` float, `h` half, `x` fixed, `i`
/// int, `u` unsigned, `l` long, `s` short, `t`, `d` double (upper case too).
fn is_number_suffix(byte: u8) -> bool {
    matches!(
        byte.to_ascii_lowercase(),
        b'f' | b'h' | b'x' | b'i' | b'u' | b'l' | b's' | b't' | b'd'
    )
}

/// The length of the longest punctuator `rest` starts with (maximal munch),
/// 0 if none: decided on the first two or three bytes, since scanning the
/// list of punctuators for every token was half of lexing.
fn punctuator_length(rest: &[u8]) -> usize {
    let at = |index: usize| rest.get(index).copied().unwrap_or(0);
    match (at(0), at(1)) {
        (b'<', b'<') | (b'>', b'>') => 2 + usize::from(at(2) == b'='),
        (b'.', b'.') if at(2) == b'.' => 3,
        (b'-', b'>' | b'-' | b'=')
        | (b'+', b'+' | b'=')
        | (b'<' | b'>' | b'=' | b'!', b'=')
        | (b'&', b'&' | b'=')
        | (b'|', b'|' | b'=')
        | (b'*' | b'/' | b'%' | b'^', b'=')
        | (b'#', b'#')
        | (b':', b':') => 2,
        // A match, not `contains` on the list: that is a `memchr` call
        // per punctuator, a fifth of lexing.
        (
            b'+' | b'-' | b'*' | b'/' | b'%' | b'<' | b'>' | b'=' | b'!' | b'~' | b'&' | b'|'
            | b'^' | b'?' | b':' | b';' | b',' | b'.' | b'(' | b')' | b'[' | b']' | b'{' | b'}'
            | b'#' | b'@' | b'$' | b'\\',
            _,
        ) => 1,
        _ => 0,
    }
}

/// The length of a block comment's body up to and including its `*/`
/// (`body` starts after the `/*`), `None` if it never closes. Searches for
/// the `/`, which a comment rarely holds, rather than the `*`, which banner
/// comments (`/*******`) hold by the hundred, each a search of its own.
fn comment_end(body: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = body[from..].iter().position(|&b| b == b'/') {
        let slash = from + at;
        if slash > 0 && body[slash - 1] == b'*' {
            return Some(slash + 1);
        }
        from = slash + 1;
    }
    None
}

struct Lexer<'a> {
    text: &'a [u8],
    file: FileId,
    pos: usize,
    line_start: bool,
    space_before: bool,
    /// Whether the last token is a `#` that begins its line.
    after_line_hash: bool,
    /// Whether the line being lexed is a `#define`: only there does a
    /// backslash-newline splice lines.
    in_define: bool,
    tokens: Vec<Token>,
    /// Where a block comment that reaches the end of the text opens.
    unterminated_comment: Option<Span>,
}

/// cgc's code for a block comment still open at the end of a file.
pub const EOF_INSIDE_COMMENT: u32 = 121;

/// The UTF-8 encoding of the byte-order mark U+FEFF.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// Lexes a text that is not a whole file (a pasted token, a rendered line):
/// an unterminated comment there is not reported.
pub fn lex(file: FileId, text: &str) -> Vec<Token> {
    lex_file(file, text).0
}

/// Lexes a whole file; the diagnostic is cgc's C0121 for a block comment
/// still open at its end, reported where the comment opens (as cgc does).
pub fn lex_file(file: FileId, text: &str) -> (Vec<Token>, Option<Diagnostic>) {
    let mut lexer = Lexer {
        text: text.as_bytes(),
        file,
        pos: 0,
        line_start: true,
        space_before: false,
        after_line_hash: false,
        in_define: false,
        // About one token per eight bytes of shader text: growing from
        // empty copied the vector a dozen times.
        tokens: Vec::with_capacity(text.len() / 8 + 16),
        unterminated_comment: None,
    };
    lexer.run(text);
    let diagnostic = lexer
        .unterminated_comment
        .map(|span| Diagnostic::error(EOF_INSIDE_COMMENT, span, "EOF inside comment"));
    (lexer.tokens, diagnostic)
}

/// A token's text, kept inline when short (names, numbers, punctuation:
/// nearly every token), so making, copying and dropping tokens allocates
/// nothing. Reads as a `str`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TokenText(TextRepr);

/// Private, so inline bytes only ever come from a `str` (see `From<&str>`):
/// `as_str` relies on it to skip re-validating UTF-8 at every read (which
/// was a tenth of a whole compile).
#[derive(Clone, PartialEq, Eq, Hash)]
enum TextRepr {
    Inline { len: u8, bytes: [u8; INLINE_TEXT] },
    Heap(Box<str>),
}

/// The longest text a [`TokenText`] keeps inline (the enum is then as large
/// as a `String`).
const INLINE_TEXT: usize = 22;

impl TokenText {
    pub fn as_str(&self) -> &str {
        match &self.0 {
            TextRepr::Inline { len, bytes } => {
                let bytes = &bytes[..usize::from(*len)];
                debug_assert!(std::str::from_utf8(bytes).is_ok());
                // SAFETY: `TextRepr` is private and its inline bytes are only
                // written by `From<&str>`, which copies a whole `str`: they
                // are UTF-8.
                unsafe { std::str::from_utf8_unchecked(bytes) }
            }
            TextRepr::Heap(text) => text,
        }
    }
}

impl From<&str> for TokenText {
    fn from(text: &str) -> TokenText {
        if text.len() <= INLINE_TEXT {
            let mut bytes = [0; INLINE_TEXT];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            TokenText(TextRepr::Inline {
                len: text.len() as u8,
                bytes,
            })
        } else {
            TokenText(TextRepr::Heap(text.into()))
        }
    }
}

impl From<String> for TokenText {
    fn from(text: String) -> TokenText {
        TokenText::from(text.as_str())
    }
}

impl Default for TokenText {
    fn default() -> TokenText {
        TokenText::from("")
    }
}

impl std::ops::Deref for TokenText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for TokenText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for TokenText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<TokenText> for String {
    fn eq(&self, other: &TokenText) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<TokenText> for &str {
    fn eq(&self, other: &TokenText) -> bool {
        *self == other.as_str()
    }
}

impl std::fmt::Debug for TokenText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for TokenText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> Lexer<'a> {
    fn peek(&self, ahead: usize) -> u8 {
        self.text.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn run(&mut self, source: &str) {
        while self.pos < self.text.len() {
            if self.skip_trivia() {
                continue;
            }
            let start = self.pos;
            let kind = self.token_kind();
            // Never stall: every token consumes at least one byte, and a token
            // never ends inside a UTF-8 sequence.
            if self.pos == start {
                self.pos += 1;
            }
            while !source.is_char_boundary(self.pos) {
                self.pos += 1;
            }
            let text = &source[start..self.pos];
            self.in_define |= self.after_line_hash && text == "define";
            self.after_line_hash = self.line_start && text == "#";
            self.tokens.push(Token {
                kind,
                text: TokenText::from(text),
                span: Span::new(self.file, start..self.pos),
                line_start: self.line_start,
                space_before: self.space_before,
                expansion: None,
            });
            self.line_start = false;
            self.space_before = false;
        }
    }

    /// Skips one run of whitespace, comment or line splice; true if it skipped any.
    ///
    /// cgc 3.1 splices a backslash-newline (LF or CRLF) only in a `#define`,
    /// where it also ends a line comment and the definition goes on
    /// (`#define A 1 // c \` then `+ 2` defines `1 + 2`). Elsewhere (code,
    /// other directives) the backslash is a stray character (a syntax error
    /// in code) and a line comment ends at its newline whatever precedes it
    /// (tests/preprocessor/splices_only_in_defines).
    fn skip_trivia(&mut self) -> bool {
        match (self.peek(0), self.peek(1)) {
            (b'\n', _) => {
                self.pos += 1;
                self.line_start = true;
                self.space_before = true;
                self.after_line_hash = false;
                self.in_define = false;
            }
            (b' ' | b'\t' | b'\r' | 0x0b | 0x0c, _) => {
                self.pos += 1;
                while matches!(self.peek(0), b' ' | b'\t' | b'\r' | 0x0b | 0x0c) {
                    self.pos += 1;
                }
                self.space_before = true;
            }
            (b'\\', _) if self.in_define && self.splice_length() > 0 => {
                self.pos += self.splice_length();
            }
            (b'/', b'/') => {
                let rest = &self.text[self.pos..];
                let line = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
                let mut end = line;
                if self.in_define {
                    let text = rest[..line].strip_suffix(b"\r").unwrap_or(&rest[..line]);
                    if text.ends_with(b"\\") {
                        end = text.len() - 1;
                    }
                }
                self.pos += end;
                self.space_before = true;
            }
            (b'/', b'*') => {
                let start = self.pos;
                match comment_end(&self.text[start + 2..]) {
                    Some(length) => self.pos = start + 2 + length,
                    None => {
                        self.pos = self.text.len();
                        self.unterminated_comment = Some(Span::new(self.file, start..start + 2));
                    }
                }
                self.space_before = true;
            }
            (0xef, 0xbb) if self.at_byte_order_mark_before_line_text() => {
                self.pos += BYTE_ORDER_MARK.len();
            }
            _ => return false,
        }
        true
    }

    /// The length of the line splice here: a backslash then LF (2) or CRLF
    /// (3); 0 for none.
    fn splice_length(&self) -> usize {
        match (self.peek(0), self.peek(1), self.peek(2)) {
            (b'\\', b'\n', _) => 2,
            (b'\\', b'\r', b'\n') => 3,
            _ => 0,
        }
    }

    /// A byte-order mark here, with only byte-order marks between it and the
    /// start of its line.
    fn at_byte_order_mark_before_line_text(&self) -> bool {
        if !self.text[self.pos..].starts_with(BYTE_ORDER_MARK) {
            return false;
        }
        let mut before = &self.text[..self.pos];
        while let Some(rest) = before.strip_suffix(BYTE_ORDER_MARK) {
            before = rest;
        }
        before.is_empty() || before.ends_with(b"\n")
    }

    fn token_kind(&mut self) -> TokenKind {
        let first = self.peek(0);
        if first.is_ascii_alphabetic() || first == b'_' {
            while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                self.pos += 1;
            }
            return TokenKind::Ident;
        }
        if first.is_ascii_digit() || (first == b'.' && self.peek(1).is_ascii_digit()) {
            return self.number();
        }
        if first == b'"' || first == b'\'' {
            return self.quoted(first);
        }
        match punctuator_length(&self.text[self.pos..]) {
            0 => TokenKind::Unknown,
            length => {
                self.pos += length;
                TokenKind::Punct
            }
        }
    }

    fn digits(&mut self) {
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
    }

    fn number(&mut self) -> TokenKind {
        if self.peek(0) == b'0'
            && matches!(self.peek(1), b'x' | b'X')
            && self.peek(2).is_ascii_hexdigit()
        {
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            self.int_suffix();
            return TokenKind::Int;
        }
        let mut is_float = false;
        self.digits();
        if self.peek(0) == b'.' {
            is_float = true;
            self.pos += 1;
            self.digits();
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = usize::from(matches!(self.peek(1), b'+' | b'-'));
            if self.peek(1 + sign).is_ascii_digit() {
                is_float = true;
                self.pos += 1 + sign;
                self.digits();
            }
        }
        if is_float {
            // Floats take only `f`, `h` and `x` (cgc reads `1.5d` as `1.5` then `d`).
            let float_suffix = matches!(self.peek(0).to_ascii_lowercase(), b'f' | b'h' | b'x');
            if float_suffix && !self.ident_continues_after(1) {
                self.pos += 1;
            }
            TokenKind::Float
        } else {
            self.int_suffix();
            TokenKind::Int
        }
    }

    /// Integer suffixes: one or two suffix letters (`3u`, `3ul`, `1f` is a float
    /// in Cg but cgc accepts it, so the text is kept and the parser decides).
    fn int_suffix(&mut self) {
        let mut count = 0;
        while count < 2 && is_number_suffix(self.peek(0)) && !self.ident_continues_after(1) {
            self.pos += 1;
            count += 1;
        }
        if count == 0 && is_number_suffix(self.peek(0)) && is_number_suffix(self.peek(1)) {
            let after = 2;
            if !self.ident_continues_after(after) {
                self.pos += 2;
            }
        }
    }

    /// True if an identifier character follows `ahead` bytes from here, i.e. the
    /// letters are not a suffix but the start of a malformed token.
    fn ident_continues_after(&self, ahead: usize) -> bool {
        let byte = self.peek(ahead);
        (byte.is_ascii_alphanumeric() || byte == b'_') && !is_number_suffix(byte)
    }

    fn quoted(&mut self, quote: u8) -> TokenKind {
        self.pos += 1;
        while self.pos < self.text.len() && self.peek(0) != quote && self.peek(0) != b'\n' {
            if self.peek(0) == b'\\' {
                self.pos += 1;
            }
            self.pos += 1;
        }
        if self.peek(0) == quote {
            self.pos += 1;
        }
        self.pos = self.pos.min(self.text.len());
        if quote == b'"' {
            TokenKind::String
        } else {
            TokenKind::Char
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds_and_texts(source: &str) -> Vec<(TokenKind, String)> {
        lex(FileId(0), source)
            .into_iter()
            .map(|token| (token.kind, token.text.to_string()))
            .collect()
    }

    fn texts(source: &str) -> Vec<String> {
        kinds_and_texts(source)
            .into_iter()
            .map(|(_, text)| text)
            .collect()
    }

    /// The token texts of each line as the preprocessor sees it: a token
    /// that starts its line starts a new one.
    fn logical_lines(source: &str) -> Vec<Vec<String>> {
        let mut lines: Vec<Vec<String>> = Vec::new();
        for token in lex(FileId(0), source) {
            match lines.last_mut() {
                Some(line) if !token.line_start => line.push(token.text.to_string()),
                _ => lines.push(vec![token.text.to_string()]),
            }
        }
        lines
    }

    /// The first-bytes decision equals the longest-first scan of the list on
    /// every string of up to three bytes over the punctuation alphabet (plus
    /// a letter and the end of the text).
    #[test]
    fn punctuator_length_is_maximal_munch_over_the_list() {
        let alphabet: Vec<u8> = b"+-*/%<>=!~&|^?:;,.()[]{}#@$\\a".to_vec();
        let longest_listed = |rest: &[u8]| {
            PUNCTUATORS
                .iter()
                .find(|punct| rest.starts_with(punct.as_bytes()))
                .map_or(0, |punct| punct.len())
        };
        for &a in &alphabet {
            for &b in alphabet.iter().chain([&0]) {
                for &c in alphabet.iter().chain([&0]) {
                    let text: Vec<u8> = [a, b, c].into_iter().filter(|&byte| byte != 0).collect();
                    assert_eq!(
                        punctuator_length(&text),
                        longest_listed(&text),
                        "{:?}",
                        String::from_utf8_lossy(&text)
                    );
                }
            }
        }
    }

    #[test]
    fn comments_end_where_c_ends_them() {
        assert_eq!(
            texts("a // x \\\n code \nb /* * / **/ c /*/ d */ e"),
            ["a", "code", "b", "c", "e"]
        );
        assert_eq!(texts("a /**/b/***/c"), ["a", "b", "c"]);
        let (tokens, unterminated) = lex_file(FileId(0), "x /* open *");
        assert_eq!(tokens.len(), 1);
        assert_eq!(
            unterminated.and_then(|d| d.span),
            Some(Span::new(FileId(0), 2..4))
        );
        assert!(lex_file(FileId(0), "x /*/").1.is_some());
        assert!(lex_file(FileId(0), "x // open \\").1.is_none());
    }

    #[test]
    fn numbers_follow_cg_rules() {
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("1..xxx .5 1. 1e3 2.5h 0x1F 017 3u 1.0f"),
            vec![
                (Float, "1.".into()),
                (Punct, ".".into()),
                (Ident, "xxx".into()),
                (Float, ".5".into()),
                (Float, "1.".into()),
                (Float, "1e3".into()),
                (Float, "2.5h".into()),
                (Int, "0x1F".into()),
                (Int, "017".into()),
                (Int, "3u".into()),
                (Float, "1.0f".into()),
            ]
        );
    }

    #[test]
    fn layout_flags_and_comments() {
        let tokens = lex(FileId(0), "#define A /* c */ 1\n  x//y\n+=");
        let summary: Vec<_> = tokens
            .iter()
            .map(|token| (token.text.as_str(), token.line_start, token.space_before))
            .collect();
        assert_eq!(
            summary,
            vec![
                ("#", true, false),
                ("define", false, false),
                ("A", false, true),
                ("1", false, true),
                ("x", true, true),
                ("+=", true, true),
            ]
        );
    }

    #[test]
    fn line_splices_only_in_defines() {
        assert_eq!(logical_lines("a \\\nb"), [vec!["a", "\\"], vec!["b"]]);
        assert_eq!(logical_lines("a \\\r\nb"), [vec!["a", "\\"], vec!["b"]]);
        assert_eq!(
            logical_lines("#define A 1 // c \\\r\n+ 2\nx"),
            [vec!["#", "define", "A", "1", "+", "2"], vec!["x"]]
        );
        assert_eq!(
            logical_lines("#define A 1 // c \\ d\n+ 2"),
            [vec!["#", "define", "A", "1"], vec!["+", "2"]]
        );
        assert_eq!(
            logical_lines("#if 1 \\\n+ 2"),
            [vec!["#", "if", "1", "\\"], vec!["+", "2"]]
        );
    }

    #[test]
    fn line_splice_joins_lines() {
        let tokens = lex(FileId(0), "#define A 1 + \\\n  2\nb");
        let texts: Vec<_> = tokens.iter().map(|token| token.text.as_str()).collect();
        assert_eq!(texts, ["#", "define", "A", "1", "+", "2", "b"]);
        assert!(
            !tokens[5].line_start,
            "the spliced line continues the directive"
        );
        assert!(tokens[6].line_start);
    }

    #[test]
    fn byte_order_marks_before_line_text_are_whitespace() {
        let texts = |source: &str| -> Vec<(TokenKind, String)> { kinds_and_texts(source) };
        assert_eq!(texts("\u{feff}a"), [(TokenKind::Ident, "a".into())]);
        assert_eq!(
            texts("a\n\u{feff}\u{feff}b"),
            [
                (TokenKind::Ident, "a".into()),
                (TokenKind::Ident, "b".into())
            ]
        );
        assert_eq!(
            texts(" \u{feff}a"),
            [
                (TokenKind::Unknown, "\u{feff}".into()),
                (TokenKind::Ident, "a".into())
            ]
        );
    }

    #[test]
    fn unterminated_comment_is_reported_where_it_opens() {
        let (tokens, diagnostic) = lex_file(FileId(0), "a /* b\n\n");
        assert_eq!(tokens.len(), 1);
        let diagnostic = diagnostic.expect("C0121");
        assert_eq!(diagnostic.code, EOF_INSIDE_COMMENT);
        assert_eq!(diagnostic.span, Some(Span::new(FileId(0), 2..4)));
        assert!(lex_file(FileId(0), "a /* b */").1.is_none());
    }

    #[test]
    fn never_stalls_on_odd_bytes() {
        let tokens = lex(FileId(0), "é ` \u{0} \"open");
        assert!(tokens.iter().any(|token| token.kind == TokenKind::Unknown));
        assert_eq!(tokens.last().unwrap().kind, TokenKind::String);
    }

    #[test]
    fn token_texts_read_back_inline_and_long() {
        let short = "float4";
        let longest_inline = "a".repeat(INLINE_TEXT);
        let long = "b".repeat(INLINE_TEXT + 1);
        for text in [
            short,
            "",
            longest_inline.as_str(),
            long.as_str(),
            "\u{e9}t\u{e9}",
        ] {
            let kept = TokenText::from(text);
            assert_eq!(kept.as_str(), text);
            assert_eq!(kept, TokenText::from(text.to_string()));
        }
        assert!(matches!(
            TokenText::from(longest_inline.as_str()),
            TokenText(TextRepr::Inline { .. })
        ));
        assert!(matches!(
            TokenText::from(long.as_str()),
            TokenText(TextRepr::Heap(_))
        ));
        assert_eq!(
            std::mem::size_of::<TokenText>(),
            std::mem::size_of::<String>()
        );
    }
}
