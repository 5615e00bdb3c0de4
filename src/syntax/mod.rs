//! Syntax: text → tokens → preprocessed tokens → AST.
//!
//! Invariants: this layer knows nothing about salsa, Cg types or targets. Every
//! function here returns its result together with its diagnostics and never
//! fails or panics on any input.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod preprocess;
