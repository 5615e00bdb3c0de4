//! The language server: `cgrs lsp` speaks LSP 3.17 over stdio.
//!
//! A face on the top floor, beside [`crate::cli`]: it may use every stage and
//! no stage uses it. One file per concern:
//!
//! - [`server`]: the message loop (initialize, dispatch, shutdown/exit); every
//!   request is answered, a failing one with an error, and the loop goes on;
//! - [`config`]: what each file is compiled for (first-line comment,
//!   `cgrs.toml`, `initializationOptions`, else `-noentry`);
//! - [`documents`]: the open buffers, the salsa database living across
//!   edits, and the diagnostics of a document;
//! - [`position`]: byte offsets ↔ LSP positions (UTF-16 columns);
//! - [`features`]: hover, definition, symbols, completion, signature help,
//!   `cgrs/assembly` and code lenses.

pub mod config;
pub mod documents;
pub mod features;
pub mod position;
pub mod server;

pub use server::{run_stdio, serve};
