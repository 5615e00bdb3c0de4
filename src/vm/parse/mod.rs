//! Parser for `!!ARBvp1.0`, `!!ARBfp1.0`, `!!VP1.0`, `!!VP1.1` and `!!VP2.0`
//! program text, following the grammars of ARB_vertex_program,
//! ARB_fragment_program and NV_vertex_program2 (section 2.14.1.8), plus the
//! load-time rules those specs state. Errors carry the line and column of the
//! offending token and name the rule broken.

mod arb;
mod nv;
mod reader;

use crate::vm::header::Header;
use crate::vm::lex::tokenize;
use crate::vm::program::*;
pub use reader::ParseError;
use reader::Parser;

/// Parses a program in any of the supported dialects.
pub fn parse_program(text: &str) -> Result<Program, ParseError> {
    let start = text.trim_start();
    let offset = text.len() - start.len();
    let dialect = Dialect::ALL
        .into_iter()
        .find(|d| start.starts_with(d.header()))
        .ok_or_else(|| ParseError {
            line: 1,
            col: 1,
            message: "program must start with !!ARBvp1.0, !!ARBfp1.0, !!VP1.0, !!VP1.1 or !!VP2.0"
                .into(),
        })?;
    let tokens = tokenize(text, offset + dialect.header().len()).map_err(|e| ParseError {
        line: e.line,
        col: e.col,
        message: format!("invalid character '{}'", e.ch),
    })?;
    let mut parser = Parser::new(tokens, dialect);
    parser.header = Header::parse(text);
    if dialect.is_nv() {
        parser.parse_nv()?;
    } else {
        parser.parse_arb()?;
    }
    Ok(parser.finish())
}
