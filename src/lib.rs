//! cgrs: a compiler for NVIDIA's Cg shading language.
//!
//! The crate is layered like naga (see `DESIGN.md` in the shared design notes):
//!
//! - bottom: [`span`] (source positions) and [`diag`] (diagnostics);
//! - [`syntax`]: lexer, C preprocessor and parser → AST. Knows nothing of salsa,
//!   types or targets. Parsing never fails: it returns a tree plus diagnostics.
//! - [`sema`]: names, Cg types, conversions, overloads, the standard library,
//!   semantics binding → typed HIR. Runs as salsa queries ([`sema::db`]).
//! - [`ir`]: the vector IR that code generation works on, and its optimizer.
//! - [`target`]: profiles (from `profiles/*.json`), instruction selection,
//!   register allocation, limits, and the ARB / NV text emitters.
//! - [`vm`]: parses and executes the four assembly dialects; knows only assembly.
//! - [`lower`]: typed HIR → vector IR (inlining, unrolling, if-conversion).
//! - top: [`driver`] (the whole pipeline as a function) and [`cli`], the
//!   cgc-compatible command line.

pub mod cli;
pub mod diag;
pub mod driver;
pub mod fnv;
pub mod ir;
pub mod lower;
pub mod reflect;
pub mod sema;
pub mod span;
pub mod syntax;
pub mod target;
pub mod timing;
pub mod vm;
