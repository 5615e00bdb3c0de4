//! `#if` expressions: `defined`, then macro expansion, then C integer
//! arithmetic with the C precedence table, in cgc's 32-bit `int` (wrapping:
//! `2147483647 + 1 < 0`; a literal beyond 32 bits is C0125 and keeps its low
//! 32 bits, as in cgc 3.1). Identifiers left
//! after expansion are 0. Division by zero is an error only where evaluated
//! (`0 && 1/0` is fine, as in C).

use super::expand;
use super::model::{Env, ListSource, PpToken, TokenSource};
use crate::syntax::lexer::{Token, TokenKind};

/// Why an `#if` expression has no value; `token` indexes the offending token
/// (`None`: the line ended too early).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ExprError {
    pub token: Option<usize>,
    pub division_by_zero: bool,
    /// Parentheses, `?:` or unary operators nested beyond [`MAX_DEPTH`].
    pub too_deep: bool,
}

/// The deepest nesting of parentheses, `?:` and unary operators in an `#if`
/// expression: the evaluator recurses on it.
const MAX_DEPTH: usize = crate::syntax::MAX_NESTING;

impl ExprError {
    pub fn message(&self, directive: &str) -> String {
        if self.division_by_zero {
            format!("Division by zero in #{directive}")
        } else if self.too_deep {
            format!("Expression nested more than {MAX_DEPTH} deep in #{directive}")
        } else {
            format!("Syntax error in #{directive}")
        }
    }
}

/// Expands an `#if` line: macros are expanded and every `defined NAME` or
/// `defined ( NAME )`, written or made by an expansion, becomes `1` or `0`
/// with its operand left unexpanded (cgc 3.1, as GNU cpp:
/// `#define HAVE_A defined(A)` then `#if HAVE_A` asks whether A is defined).
pub(super) fn expand_condition(env: &mut Env, tokens: &[Token]) -> Vec<Token> {
    let mut source = ListSource(tokens.iter().cloned().map(PpToken::plain).collect());
    let mut output = Vec::new();
    while let Some(token) = expand::next_expanded(env, &mut source) {
        if !token.token.is_ident("defined") {
            output.push(token.token);
            continue;
        }
        let mut operand = Vec::new();
        let name = match source.next_token(env) {
            Some(name) if name.token.kind == TokenKind::Ident => {
                operand.push(name.clone());
                Some(name)
            }
            Some(open) if open.token.is_punct("(") => {
                operand.push(open);
                let name = source.next_token(env);
                operand.extend(name.clone());
                let close = source.next_token(env);
                operand.extend(close.clone());
                match (name, close) {
                    (Some(name), Some(close))
                        if name.token.kind == TokenKind::Ident && close.token.is_punct(")") =>
                    {
                        Some(name)
                    }
                    _ => None,
                }
            }
            other => {
                operand.extend(other);
                None
            }
        };
        let Some(name) = name else {
            // Left as is: the evaluator reports the syntax error.
            source.push_front(operand);
            output.push(token.token);
            continue;
        };
        let value = if env.macros.contains(name.token.text.as_str()) {
            "1"
        } else {
            "0"
        };
        let last = operand.last().map_or(name.token.span, |t| t.token.span);
        output.push(Token {
            kind: TokenKind::Int,
            text: value.to_string().into(),
            span: if last.file == token.token.span.file {
                token.token.span.to(last)
            } else {
                token.token.span
            },
            ..token.token
        });
    }
    output
}

/// A literal's diagnostic that does not stop the evaluation (cgc goes on
/// with the value it read): the index of the literal's first token, the code
/// and the message.
pub(super) type LiteralError = (usize, u32, String);

/// The value of an expanded `#if` line; `literal_errors` receives the
/// diagnostics of malformed integer literals, which keep a value.
pub(super) fn evaluate(
    tokens: &[Token],
    literal_errors: &mut Vec<LiteralError>,
) -> Result<i32, ExprError> {
    let mut parser = Parser {
        tokens,
        position: 0,
        depth: 0,
        literal_errors,
    };
    let value = parser.conditional(true)?;
    if parser.position < tokens.len() {
        return Err(parser.syntax_error());
    }
    Ok(value)
}

struct Parser<'t> {
    tokens: &'t [Token],
    position: usize,
    /// Recursive calls of `conditional` and `unary` under way.
    depth: usize,
    literal_errors: &'t mut Vec<LiteralError>,
}

/// Binary operators by precedence level, loosest first (after `?:`).
const LEVELS: &[&[&str]] = &[
    &["||"],
    &["&&"],
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", ">", "<=", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.position)
    }

    fn syntax_error(&self) -> ExprError {
        ExprError {
            token: (self.position < self.tokens.len()).then_some(self.position),
            division_by_zero: false,
            too_deep: false,
        }
    }

    /// Runs `step` one nesting level deeper, refusing to pass [`MAX_DEPTH`].
    fn nested(
        &mut self,
        step: impl FnOnce(&mut Self) -> Result<i32, ExprError>,
    ) -> Result<i32, ExprError> {
        if self.depth >= MAX_DEPTH {
            return Err(ExprError {
                too_deep: true,
                ..self.syntax_error()
            });
        }
        self.depth += 1;
        let value = step(self);
        self.depth -= 1;
        value
    }

    fn eat(&mut self, punct: &str) -> bool {
        if self.peek().is_some_and(|token| token.is_punct(punct)) {
            self.position += 1;
            true
        } else {
            false
        }
    }

    /// `cond ? a : b`; `live` is false in a branch C does not evaluate.
    fn conditional(&mut self, live: bool) -> Result<i32, ExprError> {
        let condition = self.binary(0, live)?;
        if !self.eat("?") {
            return Ok(condition);
        }
        let when_true = self.nested(|parser| parser.conditional(live && condition != 0))?;
        if !self.eat(":") {
            return Err(self.syntax_error());
        }
        let when_false = self.nested(|parser| parser.conditional(live && condition == 0))?;
        Ok(if condition != 0 {
            when_true
        } else {
            when_false
        })
    }

    fn binary(&mut self, level: usize, live: bool) -> Result<i32, ExprError> {
        let Some(operators) = LEVELS.get(level) else {
            return self.unary(live);
        };
        let mut left = self.binary(level + 1, live)?;
        loop {
            let Some(operator) = self
                .peek()
                .filter(|token| token.kind == TokenKind::Punct)
                .and_then(|token| operators.iter().find(|op| **op == token.text))
            else {
                return Ok(left);
            };
            let operator_position = self.position;
            self.position += 1;
            let right_live = match *operator {
                "&&" => live && left != 0,
                "||" => live && left == 0,
                _ => live,
            };
            let right = self.binary(level + 1, right_live)?;
            left = apply(operator, left, right, right_live).ok_or(ExprError {
                token: Some(operator_position),
                division_by_zero: true,
                too_deep: false,
            })?;
        }
    }

    fn unary(&mut self, live: bool) -> Result<i32, ExprError> {
        for operator in ["-", "+", "!", "~"] {
            if self.eat(operator) {
                let value = self.nested(|parser| parser.unary(live))?;
                return Ok(match operator {
                    "-" => value.wrapping_neg(),
                    "+" => value,
                    "!" => i32::from(value == 0),
                    _ => !value,
                });
            }
        }
        self.primary(live)
    }

    fn primary(&mut self, live: bool) -> Result<i32, ExprError> {
        let Some(token) = self.peek() else {
            return Err(self.syntax_error());
        };
        if token.is_punct("(") {
            self.position += 1;
            let value = self.nested(|parser| parser.conditional(live))?;
            if !self.eat(")") {
                return Err(self.syntax_error());
            }
            return Ok(value);
        }
        let value = match token.kind {
            TokenKind::Int => return self.integer(),
            TokenKind::Char => char_value(&token.text),
            // An identifier left after expansion is 0, unless it is a call.
            TokenKind::Ident => {
                let is_call = self
                    .tokens
                    .get(self.position + 1)
                    .is_some_and(|next| next.is_punct("("));
                (!is_call).then_some(0)
            }
            _ => None,
        };
        let value = value.ok_or_else(|| self.syntax_error())?;
        self.position += 1;
        Ok(value)
    }

    /// An integer literal: the number token and the letters and digits that
    /// touch it, read as one preprocessing number the way cgc does (`10q`
    /// is 10 with C0129, `08` is 8 with C0128, `0x` is 0 with C0127). A
    /// `l`/`L` suffix makes a `long`, which cgc's `#if` rejects.
    fn integer(&mut self) -> Result<i32, ExprError> {
        let first = self.position;
        let mut text = self.tokens[first].text.to_string();
        self.position += 1;
        while let Some(next) = self.tokens.get(self.position).filter(|next| {
            !next.space_before
                && next.span.file == self.tokens[first].span.file
                && next.span.start == self.tokens[self.position - 1].span.end
                && matches!(next.kind, TokenKind::Ident | TokenKind::Int)
        }) {
            text.push_str(&next.text);
            self.position += 1;
        }
        let literal = read_integer(&text);
        for (code, message) in literal.errors {
            self.literal_errors.push((first, code, message));
        }
        if literal.long {
            return Err(ExprError {
                token: Some(first),
                division_by_zero: false,
                too_deep: false,
            });
        }
        Ok(literal.value as i32)
    }
}

/// An integer literal of an `#if` line as cgc reads it.
pub(super) struct IntegerLiteral {
    /// The low 32 bits of the value.
    pub value: u32,
    /// `l` or `L` among the suffixes.
    pub long: bool,
    /// `(code, message)` of its lexical errors.
    pub errors: Vec<(u32, String)>,
}

pub(super) fn read_integer(text: &str) -> IntegerLiteral {
    let mut errors = Vec::new();
    let bytes = text.as_bytes();
    let (radix, mut index) = if bytes.len() >= 2 && bytes[0] == b'0' && bytes[1] | 0x20 == b'x' {
        (16, 2)
    } else if bytes.len() >= 2 && bytes[0] == b'0' && bytes[1].is_ascii_digit() {
        (8, 1)
    } else {
        (10, 0)
    };
    let digits_start = index;
    let mut value: u64 = 0;
    let mut overflow = false;
    let mut bad_octal = None;
    while let Some(&byte) = bytes.get(index) {
        let digit = match (radix, byte) {
            (16, _) if byte.is_ascii_hexdigit() => {
                u64::from((byte as char).to_digit(16).unwrap_or(0))
            }
            (16, _) => break,
            _ if byte.is_ascii_digit() => u64::from(byte - b'0'),
            _ => break,
        };
        if radix == 8 && digit >= 8 && bad_octal.is_none() {
            bad_octal = Some(byte as char);
        }
        value = value * radix + digit;
        if value > u64::from(u32::MAX) {
            overflow = true;
            value &= u64::from(u32::MAX);
        }
        index += 1;
    }
    if radix == 16 && index == digits_start {
        errors.push((127, "error in hex constant".to_string()));
    }
    if let Some(digit) = bad_octal {
        errors.push((128, format!("invalid digit '{digit}' in octal constant")));
    }
    if overflow {
        errors.push((125, "integer constant overflow".to_string()));
    }
    let mut long = false;
    for character in text[index..].chars() {
        match character {
            'u' | 'U' => {}
            'l' | 'L' if !long => long = true,
            _ => {
                errors.push((
                    129,
                    format!("invalid char '{character}' in integer constant suffix"),
                ));
                break;
            }
        }
    }
    IntegerLiteral {
        value: value as u32,
        long,
        errors,
    }
}

/// `None` for a division by zero that is evaluated.
fn apply(operator: &str, left: i32, right: i32, live: bool) -> Option<i32> {
    let value = match operator {
        "||" => i32::from(left != 0 || right != 0),
        "&&" => i32::from(left != 0 && right != 0),
        "|" => left | right,
        "^" => left ^ right,
        "&" => left & right,
        "==" => i32::from(left == right),
        "!=" => i32::from(left != right),
        "<" => i32::from(left < right),
        ">" => i32::from(left > right),
        "<=" => i32::from(left <= right),
        ">=" => i32::from(left >= right),
        "<<" => left.wrapping_shl(right as u32),
        ">>" => left.wrapping_shr(right as u32),
        "+" => left.wrapping_add(right),
        "-" => left.wrapping_sub(right),
        "*" => left.wrapping_mul(right),
        "/" | "%" if right == 0 => return if live { None } else { Some(0) },
        "/" => left.wrapping_div(right),
        _ => left.wrapping_rem(right),
    };
    Some(value)
}

/// `'a'`, `'\n'`, `'\0'`: the character's code.
fn char_value(text: &str) -> Option<i32> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut characters = inner.chars();
    let value = match (characters.next()?, characters.next()) {
        ('\\', Some(escaped)) => match escaped {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            '0' => '\0',
            other => other,
        },
        (single, None) => single,
        _ => return None,
    };
    Some(u32::from(value) as i32)
}
