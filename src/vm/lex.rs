//! Tokens of the assembly languages: identifiers, numbers and punctuation,
//! with `#` comments and whitespace skipped. Each token knows its 1-based
//! line and column so parse errors can point at it.

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    /// A number as written, unsigned (signs are separate tokens).
    Num(f64, bool),
    Punct(char),
    Eof,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
}

/// A lexical error: a character that belongs to no token.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    pub line: u32,
    pub col: u32,
    pub ch: char,
}

/// Splits `text` into tokens, starting after `skip` bytes (the `!!` header).
pub fn tokenize(text: &str, skip: usize) -> Result<Vec<Token>, LexError> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let (mut line, mut col) = (1u32, 1u32);
    for &b in &bytes[..skip] {
        if b == b'\n' {
            line += 1;
            col = 1;
        } else {
            col += 1;
        }
    }
    let mut i = skip;
    while i < bytes.len() {
        let c = bytes[i];
        let start_col = col;
        let token_start = i;
        if c == b'\n' {
            line += 1;
            col = 1;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' && bytes[i] != b'\r' {
                i += 1;
            }
            continue;
        }
        let prev_is_operand = matches!(
            tokens.last(),
            Some(Token {
                tok: Tok::Ident(_) | Tok::Punct(']') | Tok::Punct('.') | Tok::Num(..),
                ..
            })
        );
        let starts_number = c.is_ascii_digit()
            || (c == b'.' && !prev_is_operand && bytes.get(i + 1).is_some_and(u8::is_ascii_digit));
        let tok = if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Tok::Ident(text[start..i].to_string())
        } else if starts_number {
            let start = i;
            let mut is_float = false;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            // A '.' followed by '.' is the ".." of a range, not a fraction.
            if i < bytes.len() && bytes[i] == b'.' && bytes.get(i + 1) != Some(&b'.') {
                is_float = true;
                i += 1;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
            }
            if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
                let mut j = i + 1;
                if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
                    j += 1;
                }
                if j < bytes.len() && bytes[j].is_ascii_digit() {
                    is_float = true;
                    i = j;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
            }
            let value = text[start..i].parse::<f64>().unwrap_or(0.0);
            Tok::Num(value, is_float)
        } else if b";,.[]{}()=+-|:".contains(&c) {
            i += 1;
            Tok::Punct(c as char)
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err(LexError { line, col, ch });
        };
        tokens.push(Token {
            tok,
            line,
            col: start_col,
        });
        col = start_col + (i - token_start) as u32;
    }
    tokens.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(tokens)
}
