//! cgc's argument language, below every face: the options as cgc spells
//! and means them (`options`: `-profile`, `-po`, `-D`, `-unroll`, ... into
//! [`crate::driver::CompileOptions`]), where a compile's diagnostics go and
//! how they are rendered (`listing`), and the command line's compile as one
//! library call (`runtime`, for libCg's `cgCreateProgram`). The command line
//! (`crate::cli`), the language server (`crate::lsp`, a project's
//! arguments) and the runtime library read cgc's arguments here, so the
//! three understand them alike and none of them imports another.

pub mod listing;
pub mod options;
pub mod runtime;
