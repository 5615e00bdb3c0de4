//! Expressions, by the same precedence climbing as chumsky's pratt parser
//! in `grammar::expression` (binding powers included, so the trees and
//! spans come out alike): a loop folds left-associative operators and
//! postfix chains, recursion only goes into right operands, prefix
//! operands and brackets. Also semantics and array dimensions.

use super::cursor::Descent;
use crate::syntax::ast::*;
use crate::syntax::parser::build::concatenate_strings;
use crate::syntax::parser::tokens::{is_builtin_type_name, is_reserved_type_word, Tok};

/// chumsky's binding powers: `left(n)` binds at `2n` on its left and
/// parses its right operand above `2n + 1`; `right(n)` binds at `2n + 1`
/// and parses from `2n`; prefix operators parse their operand from `2 * 14`.
const PREFIX_OPERAND_POWER: i32 = 28;
const CONDITIONAL_POWER: i32 = 7;
const CONDITIONAL_OPERAND_POWER: i32 = 6;
const ASSIGN_POWER: i32 = 5;
const ASSIGN_OPERAND_POWER: i32 = 4;

/// A left-associative binary operator and its precedence level.
fn binary_operator(token: Tok<'_>) -> Option<(BinaryOp, i32)> {
    use BinaryOp::*;
    let Tok::Punct(text) = token else {
        return None;
    };
    let (op, level) = match text {
        "*" => (Mul, 13),
        "/" => (Div, 13),
        "%" => (Rem, 13),
        "+" => (Add, 12),
        "-" => (Sub, 12),
        "<<" => (Shl, 11),
        ">>" => (Shr, 11),
        "<" => (Lt, 10),
        ">" => (Gt, 10),
        "<=" => (Le, 10),
        ">=" => (Ge, 10),
        "==" => (Eq, 9),
        "!=" => (Ne, 9),
        "&" => (BitAnd, 8),
        "^" => (BitXor, 7),
        "|" => (BitOr, 6),
        "&&" => (And, 5),
        "||" => (Or, 4),
        _ => return None,
    };
    Some((op, level))
}

/// `=` (no operator) or a compound assignment.
fn assign_operator(token: Tok<'_>) -> Option<Option<BinaryOp>> {
    use BinaryOp::*;
    let Tok::Punct(text) = token else {
        return None;
    };
    Some(match text {
        "=" => None,
        "*=" => Some(Mul),
        "/=" => Some(Div),
        "%=" => Some(Rem),
        "+=" => Some(Add),
        "-=" => Some(Sub),
        "<<=" => Some(Shl),
        ">>=" => Some(Shr),
        "&=" => Some(BitAnd),
        "^=" => Some(BitXor),
        "|=" => Some(BitOr),
        _ => return None,
    })
}

fn unary_operator(token: Tok<'_>) -> Option<UnaryOp> {
    let Tok::Punct(text) = token else {
        return None;
    };
    Some(match text {
        "+" => UnaryOp::Plus,
        "-" => UnaryOp::Neg,
        "!" => UnaryOp::Not,
        "~" => UnaryOp::BitNot,
        "++" => UnaryOp::PreInc,
        "--" => UnaryOp::PreDec,
        _ => return None,
    })
}

fn node(kind: ExprKind, span: crate::span::Span) -> Expr {
    Expr { kind, span }
}

impl Descent<'_, '_> {
    /// `a, b`: assignments joined by the comma operator.
    pub(super) fn expression(&mut self) -> Option<Expr> {
        let mut lhs = self.assignment()?;
        while self.eat_punct(",") {
            let rhs = self.assignment()?;
            let span = lhs.span.to(rhs.span);
            lhs = node(
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
                span,
            );
        }
        Some(lhs)
    }

    /// An expression without a top-level comma.
    pub(super) fn assignment(&mut self) -> Option<Expr> {
        self.climb(i32::MIN)
    }

    /// The operators binding at least `min_power`, over one operand. Every
    /// node built here spans from `start` (as chumsky's do).
    fn climb(&mut self, min_power: i32) -> Option<Expr> {
        self.nested(|parser| {
            let start = parser.pos;
            let mut lhs = parser.prefixed(start)?;
            loop {
                if let Some(kind) = parser.postfix(&mut lhs)? {
                    lhs = node(kind, parser.span_from(start));
                    continue;
                }
                let Some(token) = parser.peek() else { break };
                let kind = if let Some((op, level)) = binary_operator(token) {
                    if 2 * level < min_power {
                        break;
                    }
                    parser.pos += 1;
                    let rhs = parser.climb(2 * level + 1)?;
                    ExprKind::Binary {
                        op,
                        lhs: Box::new(lhs),
                        rhs: Box::new(rhs),
                    }
                } else if let Some(op) = assign_operator(token) {
                    if ASSIGN_POWER < min_power {
                        break;
                    }
                    parser.pos += 1;
                    let value = parser.climb(ASSIGN_OPERAND_POWER)?;
                    ExprKind::Assign {
                        op,
                        target: Box::new(lhs),
                        value: Box::new(value),
                    }
                } else if matches!(token, Tok::Punct("?")) {
                    if CONDITIONAL_POWER < min_power {
                        break;
                    }
                    parser.pos += 1;
                    let then_value = parser.expression()?;
                    parser.expect_punct(":")?;
                    let else_value = parser.climb(CONDITIONAL_OPERAND_POWER)?;
                    ExprKind::Conditional {
                        cond: Box::new(lhs),
                        then_value: Box::new(then_value),
                        else_value: Box::new(else_value),
                    }
                } else {
                    break;
                };
                lhs = node(kind, parser.span_from(start));
            }
            Some(lhs)
        })
    }

    /// A prefix operator or cast and its operand, or an atom.
    fn prefixed(&mut self, start: usize) -> Option<Expr> {
        if let Some(op) = self.peek().and_then(unary_operator) {
            self.pos += 1;
            let operand = self.climb(PREFIX_OPERAND_POWER)?;
            let kind = ExprKind::Unary {
                op,
                operand: Box::new(operand),
            };
            return Some(node(kind, self.span_from(start)));
        }
        if self.is_punct("(") {
            if let Some(Tok::TypeName(name)) = self.peek_at(1) {
                if self.is_punct_at(2, ")") {
                    return self.cast(start, name);
                }
                // `(T[2])x` or `(T[i] + 1)`: left to the grammar.
                if self.is_punct_at(2, "[") {
                    return None;
                }
            }
            // `(unsigned int)x`, `(struct S)x`: rare, left to the grammar.
            if matches!(
                self.peek_at(1),
                Some(Tok::Keyword(
                    "signed" | "unsigned" | "struct" | "class" | "interface"
                ))
            ) {
                return None;
            }
        }
        self.atom()
    }

    /// `(T) operand`, at the `(`.
    fn cast(&mut self, start: usize, name: &str) -> Option<Expr> {
        self.pos += 1;
        let name = self.take_name(name);
        let ty = TypeSpec {
            span: name.span,
            kind: TypeKind::Named(name),
        };
        self.pos += 1;
        let operand = self.climb(PREFIX_OPERAND_POWER)?;
        let kind = ExprKind::Cast {
            ty,
            array: Vec::new(),
            operand: Box::new(operand),
        };
        Some(node(kind, self.span_from(start)))
    }

    /// A postfix operator applied to `base` (which it takes), if one is
    /// next: `Some(None)` when none is.
    fn postfix(&mut self, base: &mut Expr) -> Option<Option<ExprKind>> {
        let Some(Tok::Punct(text)) = self.peek() else {
            return Some(None);
        };
        let take =
            |base: &mut Expr| Box::new(std::mem::replace(base, node(ExprKind::Error, base.span)));
        let kind = match text {
            "[" => {
                self.pos += 1;
                let index = self.expression()?;
                self.expect_punct("]")?;
                ExprKind::Index {
                    base: take(base),
                    index: Box::new(index),
                }
            }
            "." => {
                self.pos += 1;
                let member = self.declared_name()?;
                ExprKind::Member {
                    base: take(base),
                    member,
                }
            }
            "(" => {
                let args = self.call_args()?;
                ExprKind::Call {
                    callee: take(base),
                    args,
                }
            }
            "++" | "--" => {
                self.pos += 1;
                let op = if text == "++" {
                    UnaryOp::PostInc
                } else {
                    UnaryOp::PostDec
                };
                ExprKind::Unary {
                    op,
                    operand: take(base),
                }
            }
            _ => return Some(None),
        };
        Some(Some(kind))
    }

    /// `(a, b : COLOR)`: a call's arguments, which may carry a semantic
    /// (`emitVertex(p : POSITION)`).
    fn call_args(&mut self) -> Option<Vec<Expr>> {
        self.argument_list(Self::call_argument)
    }

    fn call_argument(&mut self) -> Option<Expr> {
        let start = self.pos;
        let value = self.assignment()?;
        if !self.is_punct(":") {
            return Some(value);
        }
        let semantic_start = self.pos;
        self.pos += 1;
        let kind = SemanticKind::Name {
            qualifier: None,
            name: self.semantic_name()?,
        };
        let index = self.semantic_index()?;
        let semantic = Semantic {
            kind,
            index,
            span: self.span_from(semantic_start),
        };
        let kind = ExprKind::WithSemantic {
            value: Box::new(value),
            semantic,
        };
        Some(node(kind, self.span_from(start)))
    }

    /// `(a, b)`: a constructor's arguments, at the `(`.
    fn args(&mut self) -> Option<Vec<Expr>> {
        self.argument_list(Self::assignment)
    }

    /// `(a, b)`, each read by `argument`, at the `(`.
    fn argument_list(&mut self, argument: impl Fn(&mut Self) -> Option<Expr>) -> Option<Vec<Expr>> {
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if self.eat_punct(")") {
            return Some(args);
        }
        loop {
            args.push(argument(self)?);
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        Some(args)
    }

    /// `[2][]`: array dimensions, each possibly empty.
    pub(super) fn array_dims(&mut self) -> Option<Vec<Option<Expr>>> {
        let mut dims = Vec::new();
        while self.eat_punct("[") {
            if self.eat_punct("]") {
                dims.push(None);
                continue;
            }
            dims.push(Some(self.assignment()?));
            self.expect_punct("]")?;
        }
        Some(dims)
    }

    /// The operands: literals, names, constructors, `(e)`, `::name`.
    fn atom(&mut self) -> Option<Expr> {
        let start = self.pos;
        let kind = match self.peek()? {
            Tok::Int(text) => self.literal(LiteralKind::Int, text),
            Tok::Float(text) => self.literal(LiteralKind::Float, text),
            Tok::Str(_) => self.string(),
            // `O::In(a, b)`, `::In(a)`: constructors of a scoped type name,
            // left to the grammar.
            Tok::TypeName(_) if self.is_punct_at(1, "::") && self.is_type_name_at(2) => {
                return None
            }
            Tok::Punct("::") if self.is_type_name_at(1) => return None,
            // `int::i`: no scope (the grammar's `declared_name`); a syntax
            // error, left to the grammar.
            Tok::TypeName(name) if is_builtin_type_name(name) && self.is_punct_at(1, "::") => {
                return None
            }
            Tok::Ident(name) | Tok::TypeName(name) if self.is_punct_at(1, "::") => {
                let scope = self.take_name(name);
                self.scoped(Some(scope))?
            }
            Tok::Punct("::") => self.scoped(None)?,
            Tok::Ident(name) => ExprKind::Ident(self.take_name(name)),
            Tok::TypeName(name) => self.type_name_operand(name)?,
            Tok::Punct("(") => {
                self.pos += 1;
                let inner = self.expression()?;
                self.expect_punct(")")?;
                ExprKind::Paren(Box::new(inner))
            }
            _ => return None,
        };
        Some(node(kind, self.span_from(start)))
    }

    fn literal(&mut self, kind: LiteralKind, text: &str) -> ExprKind {
        self.pos += 1;
        ExprKind::Literal {
            kind,
            text: text.to_string(),
        }
    }

    /// Adjacent string literals are one string, as in C.
    fn string(&mut self) -> ExprKind {
        let mut pieces = Vec::new();
        while let Some(Tok::Str(text)) = self.peek() {
            pieces.push(text);
            self.pos += 1;
        }
        ExprKind::Literal {
            kind: LiteralKind::String,
            text: concatenate_strings(&pieces),
        }
    }

    /// `::name` after the scope (if any).
    fn scoped(&mut self, scope: Option<Ident>) -> Option<ExprKind> {
        self.expect_punct("::")?;
        let name = self.word()?;
        Some(ExprKind::Scoped { scope, name })
    }

    /// A type name as an operand: a constructor `float4(a, b)` or
    /// `float[2](a, b)`, or a variable named like a declared (not built-in)
    /// type.
    fn type_name_operand(&mut self, name: &str) -> Option<ExprKind> {
        let builtin = is_builtin_type_name(name);
        let constructs = self.is_punct_at(1, "(") || (builtin && self.is_punct_at(1, "["));
        if !constructs {
            // `T[i]` may be an array constructor or an indexed variable:
            // left to the grammar, like a built-in type name alone.
            if builtin || self.is_punct_at(1, "[") {
                return None;
            }
            return Some(ExprKind::Ident(self.take_name(name)));
        }
        let name = self.take_name(name);
        let ty = TypeSpec {
            span: name.span,
            kind: TypeKind::Named(name),
        };
        let array = self.array_dims()?;
        let args = self.args()?;
        if args.is_empty() {
            // `float4()`: a syntax error, left to the grammar.
            return None;
        }
        Some(ExprKind::Constructor { ty, array, args })
    }

    /// `: POSITION`, `: ps TEXCOORD3`, `: register(c0)`, `: register(ps, c0)`,
    /// `: TEXCOORD[2]`, at the `:`. A profile qualifier and the words inside
    /// `register(...)` are identifiers or type names, not reserved words, and
    /// no index follows the parenthesis (cgc 3.1 reports all three as syntax
    /// errors).
    pub(super) fn semantic(&mut self) -> Option<Semantic> {
        let start = self.pos;
        self.expect_punct(":")?;
        let (kind, index) = if self.is_keyword("register") && self.is_punct_at(1, "(") {
            self.pos += 2;
            let first = self.declared_name()?;
            let second = if self.eat_punct(",") {
                Some(self.declared_name()?)
            } else {
                None
            };
            self.expect_punct(")")?;
            let kind = match second {
                Some(register) => SemanticKind::Register {
                    qualifier: Some(first),
                    register,
                },
                None => SemanticKind::Register {
                    qualifier: None,
                    register: first,
                },
            };
            (kind, None)
        } else {
            let qualifier = self.semantic_qualifier();
            let name = self.semantic_name()?;
            (
                SemanticKind::Name { qualifier, name },
                self.semantic_index()?,
            )
        };
        Some(Semantic {
            kind,
            index,
            span: self.span_from(start),
        })
    }

    /// `ps` in `: ps TEXCOORD3`: an identifier or type name with another
    /// after it (a semantic's name is never followed by one; cgc 3.1 reports
    /// a reserved word there as a syntax error).
    fn semantic_qualifier(&mut self) -> Option<Ident> {
        let name = |token: Option<Tok>| match token {
            Some(Tok::Ident(_)) => true,
            Some(Tok::TypeName(name)) => !is_reserved_type_word(name),
            _ => false,
        };
        let qualified = name(self.peek()) && name(self.peek_at(1));
        if qualified {
            self.declared_name()
        } else {
            None
        }
    }

    /// `[index]` after a semantic's name, if `[` is next (`Some(None)` if
    /// not).
    fn semantic_index(&mut self) -> Option<Option<Box<Expr>>> {
        if !self.eat_punct("[") {
            return Some(None);
        }
        let index = self.expression()?;
        self.expect_punct("]")?;
        Some(Some(Box::new(index)))
    }

    /// `POSITION`, `TEXCOORD0.FLAT`, `state.light[0].diffuse`: one name.
    fn semantic_name(&mut self) -> Option<Ident> {
        let mut name = self.declared_name()?;
        loop {
            if self.eat_punct(".") {
                let part = self.word()?;
                name.name.push('.');
                name.name.push_str(&part.name);
                name.span = name.span.to(part.span);
                continue;
            }
            let indexed_part = self.is_punct("[")
                && matches!(self.peek_at(1), Some(Tok::Int(_)))
                && self.is_punct_at(2, "]")
                && self.is_punct_at(3, ".");
            if !indexed_part {
                return Some(name);
            }
            self.pos += 1;
            let Some(Tok::Int(text)) = self.peek() else {
                return None;
            };
            let part = self.take_name(text);
            self.pos += 1;
            name.name.push('[');
            name.name.push_str(&part.name);
            name.name.push(']');
            name.span = name.span.to(part.span);
        }
    }
}
