//! Statements, as `grammar::statement` reads them.

use super::cursor::Descent;
use super::declaration::{is_profile_qualifier, keyword_qualifier};
use crate::syntax::ast::*;
use crate::syntax::parser::tokens::Tok;

/// How a statement that is not led by a keyword or `{` reads.
enum SimpleStart {
    Declaration,
    Expression,
    /// A form left to the grammar (`[precise]`, a profile name or a
    /// template before a declaration).
    Declined,
}

impl Descent<'_, '_> {
    /// `{ statements }`.
    pub(super) fn block(&mut self) -> Option<Block> {
        let start = self.pos;
        self.expect_punct("{")?;
        let mut stmts = Vec::new();
        while !self.eat_punct("}") {
            stmts.push(self.statement()?);
        }
        Some(Block {
            stmts,
            span: self.span_from(start),
        })
    }

    fn statement(&mut self) -> Option<Stmt> {
        self.nested(|parser| {
            let start = parser.pos;
            let kind = match parser.peek()? {
                Tok::Punct("{") => StmtKind::Block(parser.block()?),
                Tok::Keyword(keyword) => match parser.keyword_statement(keyword)? {
                    Some(kind) => kind,
                    None => return parser.simple_statement(),
                },
                _ => return parser.simple_statement(),
            };
            Some(Stmt {
                kind,
                span: parser.span_from(start),
            })
        })
    }

    /// What an `if`, an `else`, a loop or a `switch` controls: a statement
    /// that is not a declaration (cgc's syntax error there is the grammar's
    /// to report).
    fn controlled(&mut self) -> Option<Stmt> {
        let stmt = self.statement()?;
        match stmt.kind {
            StmtKind::Declaration(_) => None,
            _ => Some(stmt),
        }
    }

    /// A statement led by `keyword`; `Some(None)` when `keyword` leads none.
    fn keyword_statement(&mut self, keyword: &str) -> Option<Option<StmtKind>> {
        let kind = match keyword {
            "if" => {
                self.pos += 1;
                let cond = self.parenthesized()?;
                let then_branch = Box::new(self.controlled()?);
                let else_branch = if self.is_keyword("else") {
                    self.pos += 1;
                    Some(Box::new(self.controlled()?))
                } else {
                    None
                };
                StmtKind::If {
                    cond,
                    then_branch,
                    else_branch,
                }
            }
            "while" => {
                self.pos += 1;
                let cond = self.parenthesized()?;
                let body = Box::new(self.controlled()?);
                StmtKind::While { cond, body }
            }
            "do" => {
                self.pos += 1;
                let body = Box::new(self.controlled()?);
                self.expect_keyword("while")?;
                let cond = self.parenthesized()?;
                self.expect_punct(";")?;
                StmtKind::DoWhile { body, cond }
            }
            "for" => self.for_statement()?,
            "switch" => {
                self.pos += 1;
                let value = self.parenthesized()?;
                let body = Box::new(self.controlled()?);
                StmtKind::Switch { value, body }
            }
            "case" => {
                self.pos += 1;
                let value = self.expression()?;
                self.expect_punct(":")?;
                StmtKind::Case(value)
            }
            "default" => self.word_statement(StmtKind::Default, ":")?,
            "return" => {
                self.pos += 1;
                let value = self.optional_expression(";")?;
                self.expect_punct(";")?;
                StmtKind::Return(value)
            }
            "break" => self.word_statement(StmtKind::Break, ";")?,
            "continue" => self.word_statement(StmtKind::Continue, ";")?,
            "discard" => self.word_statement(StmtKind::Discard, ";")?,
            _ => return Some(None),
        };
        Some(Some(kind))
    }

    /// A keyword and the punctuation after it: `break;`, `default:`.
    fn word_statement(&mut self, kind: StmtKind, end: &str) -> Option<StmtKind> {
        self.pos += 1;
        self.expect_punct(end)?;
        Some(kind)
    }

    /// `for (init; cond; step) body`, at `for`.
    fn for_statement(&mut self) -> Option<StmtKind> {
        self.pos += 1;
        self.expect_punct("(")?;
        let init = Box::new(self.simple_statement()?);
        let cond = self.optional_expression(";")?;
        self.expect_punct(";")?;
        let step = self.optional_expression(")")?;
        self.expect_punct(")")?;
        let body = Box::new(self.controlled()?);
        Some(StmtKind::For {
            init,
            cond,
            step,
            body,
        })
    }

    /// An expression unless `end` is next (`Some(None)` then).
    fn optional_expression(&mut self, end: &str) -> Option<Option<Expr>> {
        if self.is_punct(end) {
            Some(None)
        } else {
            Some(Some(self.expression()?))
        }
    }

    /// `(expression)`.
    fn parenthesized(&mut self) -> Option<Expr> {
        self.expect_punct("(")?;
        let value = self.expression()?;
        self.expect_punct(")")?;
        Some(value)
    }

    /// A declaration, an expression or nothing, then `;`.
    fn simple_statement(&mut self) -> Option<Stmt> {
        let start = self.pos;
        let kind = if self.eat_punct(";") {
            StmtKind::Empty
        } else {
            match self.simple_start() {
                SimpleStart::Declaration => {
                    let (qualifiers, ty) = self.qualified_type()?;
                    let declarators = self.declarators()?;
                    let span = self.span_from(start);
                    self.expect_punct(";")?;
                    StmtKind::Declaration(Declaration {
                        qualifiers,
                        ty,
                        declarators,
                        span,
                    })
                }
                SimpleStart::Expression => {
                    let value = self.expression()?;
                    self.expect_punct(";")?;
                    StmtKind::Expr(value)
                }
                SimpleStart::Declined => return None,
            }
        };
        Some(Stmt {
            kind,
            span: self.span_from(start),
        })
    }

    /// The grammar tries a declaration first and an expression if that
    /// fails. This tells which succeeds from the first tokens: a statement
    /// led by a specifier is a declaration; one led by a type name is a
    /// declaration exactly when a declarator (`*`, a name) or `;` follows
    /// the type and its specifiers (otherwise the declaration fails on the
    /// token there: `float4(...)`, `T.x = ...`).
    fn simple_start(&self) -> SimpleStart {
        let Some(first) = self.peek() else {
            return SimpleStart::Declined;
        };
        match first {
            Tok::Keyword("signed" | "unsigned" | "struct" | "class" | "interface") => {
                SimpleStart::Declaration
            }
            Tok::Keyword(_) if keyword_qualifier(first).is_some() => SimpleStart::Declaration,
            Tok::Punct("[") => SimpleStart::Declined,
            Tok::Ident("AttribArray" | "AttribArrayOut") => SimpleStart::Declined,
            Tok::Ident(_) if is_profile_qualifier(first) => SimpleStart::Declined,
            Tok::TypeName(_) => {
                // `float2[16] a;` declares, `float[2](a, b);` constructs:
                // what follows the dimensions decides.
                let mut ahead = 1;
                while self.is_punct_at(ahead, "[") {
                    let mut depth = 0usize;
                    loop {
                        match self.peek_at(ahead) {
                            Some(Tok::Punct("[")) => depth += 1,
                            Some(Tok::Punct("]")) => depth -= 1,
                            Some(_) => {}
                            None => return SimpleStart::Declined,
                        }
                        ahead += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                let after_type = ahead;
                while self.peek_at(ahead).and_then(keyword_qualifier).is_some() {
                    ahead += 1;
                }
                let declares = ahead > after_type
                    || matches!(
                        self.peek_at(ahead),
                        Some(Tok::Ident(_) | Tok::TypeName(_) | Tok::Punct("*" | ";"))
                    );
                if declares {
                    SimpleStart::Declaration
                } else {
                    SimpleStart::Expression
                }
            }
            _ => SimpleStart::Expression,
        }
    }
}
