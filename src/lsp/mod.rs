//! The language server: `cgrs lsp` speaks LSP 3.17 over stdio.
//!
//! A face on the top floor, beside the command line: it may use every stage,
//! no stage uses it, and it knows no other face (a project's cgc arguments are
//! read by [`crate::invocation`]). One file per concern:
//!
//! - [`transport`]: the base protocol over a byte stream (stdio); a body
//!   that is not a JSON-RPC message is answered with an error, a header that
//!   cannot be resynchronized ends the session;
//! - [`server`]: the message loop (initialize, dispatch, shutdown/exit); every
//!   request is answered, a failing one with an error, and the loop goes on;
//! - [`config`]: what each file is compiled for (first-line comment,
//!   `cgrs.toml`, `initializationOptions`, else `-noentry`);
//! - [`documents`]: the open buffers, the salsa database living across
//!   edits, and the diagnostics of a document;
//! - [`splice`]: an edit of ordinary code lines applied to the last
//!   preprocessing instead of preprocessing the file again;
//! - [`position`]: byte offsets ↔ LSP positions (UTF-16 columns);
//! - [`text`]: words and directive lines of a file's text;
//! - [`features`]: hover, definition, symbols, completion, signature help,
//!   `cgrs/assembly` and code lenses;
//! - [`references`]: what each name of a document stands for, and find
//!   references;
//! - [`semantic_tokens`]: the kind of each word, for highlighting.

pub mod config;
pub mod documents;
pub mod features;
pub mod position;
pub mod references;
pub mod semantic_tokens;
pub mod server;
pub mod splice;
pub mod text;
pub mod transport;

pub use server::serve;
pub use transport::{run_stdio, serve_io};
