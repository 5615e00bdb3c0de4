//! Syntax: text → tokens → preprocessed tokens → AST.
//!
//! Invariants: this layer knows nothing about salsa, Cg types or targets. Every
//! function here returns its result together with its diagnostics and never
//! fails or panics on any input.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod preprocess;

/// Deepest bracket nesting (and longest run of prefix operators) accepted.
/// Real shaders stay far below; bison-based cgc gives up at 10,000.
pub const MAX_NESTING: usize = 256;
