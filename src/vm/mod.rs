//! The assembly VM: parses and executes ARBvp1.0, ARBfp1.0, VP1.1 and VP2.0
//! programs. It knows only assembly text, never Cg.
//!
//! Layers, bottom up: `lex` and `parse` turn text into a `program::Program`
//! (registers resolved, limits checked; opcodes, their shapes and dialects
//! from the instruction set's table, `crate::isa`); `exec` runs a program on
//! resolved parameter and input slots (values from `crate::isa::vector`, the
//! VM adding which lanes are defined); `bind` resolves names a user knows (`#var`
//! parameter names, semantics, `vertex.normal`, `v[2]`, `state.*`) to those
//! slots; `diff` runs two programs compiled from the same source on the same
//! random inputs and compares outputs; `case` reads and writes the JSON case
//! and result formats of glcheck and nvvm; `cli` is `cgrs run`.

pub mod bind;
pub mod case;
pub mod diff;
pub mod exec;
pub mod header;
pub mod lex;
pub mod parse;
pub mod program;
pub mod state;
pub mod texture;
pub mod value;

pub use bind::{Bound, Uniforms};
pub use exec::{Outcome, Termination};
pub use parse::{parse_program, ParseError};
pub use program::Program;
pub use value::Vec4;
