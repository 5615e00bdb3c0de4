//! cgrs: a compiler for NVIDIA's Cg shading language.
//!
//! The crate stands on floors (`docs/architecture.md`; the table and the rule
//! that no two files import each other are checked by
//! `tests/suite/architecture.rs`):
//!
//! - ground: [`span`], [`timing`], [`disposal`], [`diag`], [`profile`] (the profiles as data,
//!   from `profiles/*.json`), [`interface`] (the entry's parameters and
//!   bindings as plain data), [`isa`] (what the assembly opcodes compute,
//!   for the IR interpreter and the VM alike) and [`rng`] (the one seeded
//!   random-number generator);
//! - [`syntax`]: C preprocessor, lexer and parser → AST. Knows nothing of
//!   salsa or types. Parsing never fails: it returns a tree plus diagnostics;
//! - [`sema`]: names, Cg types, conversions, overloads, the standard library,
//!   semantics binding → typed HIR. Runs as salsa queries ([`sema::db`]);
//! - [`ir`]: the vector IR that code generation works on, and its optimizer;
//! - [`lower`]: typed HIR → vector IR (inlining, unrolling, if-conversion);
//! - [`back`]: instruction selection, register allocation, limits, and the
//!   ARB / NV text emitters with cgc's header; the GLSL back end
//!   ([`back::glsl`]) for the GLSL profiles;
//! - [`reflect`]: the JSON description of a compiled program;
//! - [`driver`]: the whole pipeline as a function of a [`driver::CompileOptions`];
//! - [`invocation`]: cgc's arguments → those options, the listing, and the
//!   compile as one call for the runtime library (libCg);
//! - the faces, which know no other face: [`cli`], the cgc-compatible command
//!   line, and [`lsp`], the language server;
//! - [`vm`]: parses and executes the four assembly dialects; knows only assembly.

pub mod back;
pub mod cli;
pub mod diag;
pub mod disposal;
pub mod driver;
pub mod interface;
pub mod invocation;
pub mod ir;
pub mod isa;
pub mod lower;
pub mod lsp;
pub mod profile;
pub mod reflect;
pub mod rng;
pub mod sema;
pub mod span;
pub mod syntax;
pub mod timing;
pub mod vm;
