//! `#if` expressions: `defined`, then macro expansion, then C integer
//! arithmetic (64-bit, wrapping) with the C precedence table. Identifiers left
//! after expansion are 0. Division by zero is an error only where evaluated
//! (`0 && 1/0` is fine, as in C).

use super::model::Env;
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

/// Replaces `defined NAME` and `defined ( NAME )` by `1` or `0` before expansion.
pub(super) fn replace_defined(env: &Env, tokens: &[Token]) -> Vec<Token> {
    let mut output = Vec::new();
    let mut index = 0;
    while index < tokens.len() {
        let token = &tokens[index];
        if !token.is_ident("defined") {
            output.push(token.clone());
            index += 1;
            continue;
        }
        let operand = match tokens.get(index + 1) {
            Some(name) if name.kind == TokenKind::Ident => Some((name, 2)),
            Some(open) if open.is_punct("(") => {
                match (tokens.get(index + 2), tokens.get(index + 3)) {
                    (Some(name), Some(close))
                        if name.kind == TokenKind::Ident && close.is_punct(")") =>
                    {
                        Some((name, 4))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let Some((name, length)) = operand else {
            // Left as is: the evaluator reports the syntax error.
            output.push(token.clone());
            index += 1;
            continue;
        };
        let value = if env.macros.contains(name.text.as_str()) {
            "1"
        } else {
            "0"
        };
        output.push(Token {
            kind: TokenKind::Int,
            text: value.to_string().into(),
            span: token.span.to(tokens[index + length - 1].span),
            ..token.clone()
        });
        index += length;
    }
    output
}

/// The value of an expanded `#if` line.
pub(super) fn evaluate(tokens: &[Token]) -> Result<i64, ExprError> {
    let mut parser = Parser {
        tokens,
        position: 0,
        depth: 0,
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
        step: impl FnOnce(&mut Self) -> Result<i64, ExprError>,
    ) -> Result<i64, ExprError> {
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
    fn conditional(&mut self, live: bool) -> Result<i64, ExprError> {
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

    fn binary(&mut self, level: usize, live: bool) -> Result<i64, ExprError> {
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

    fn unary(&mut self, live: bool) -> Result<i64, ExprError> {
        for operator in ["-", "+", "!", "~"] {
            if self.eat(operator) {
                let value = self.nested(|parser| parser.unary(live))?;
                return Ok(match operator {
                    "-" => value.wrapping_neg(),
                    "+" => value,
                    "!" => i64::from(value == 0),
                    _ => !value,
                });
            }
        }
        self.primary(live)
    }

    fn primary(&mut self, live: bool) -> Result<i64, ExprError> {
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
            TokenKind::Int => integer_value(&token.text),
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
}

/// `None` for a division by zero that is evaluated.
fn apply(operator: &str, left: i64, right: i64, live: bool) -> Option<i64> {
    let value = match operator {
        "||" => i64::from(left != 0 || right != 0),
        "&&" => i64::from(left != 0 && right != 0),
        "|" => left | right,
        "^" => left ^ right,
        "&" => left & right,
        "==" => i64::from(left == right),
        "!=" => i64::from(left != right),
        "<" => i64::from(left < right),
        ">" => i64::from(left > right),
        "<=" => i64::from(left <= right),
        ">=" => i64::from(left >= right),
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

/// `12`, `0x1F`, `017`, with `u`/`l` suffixes; `None` if not an integer.
fn integer_value(text: &str) -> Option<i64> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let parsed = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16)
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse::<u64>()
    };
    parsed.ok().map(|value| value as i64)
}

/// `'a'`, `'\n'`, `'\0'`: the character's code.
fn char_value(text: &str) -> Option<i64> {
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
    Some(i64::from(u32::from(value)))
}
