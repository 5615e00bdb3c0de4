//! libCg: the Cg runtime's compile-and-reflect API (NVIDIA's libCg.so, Cg
//! 3.1) on cgrs. A thin C face: handles, tables, strings and errors; the
//! compiling and the parameters' description are cgrs's (`cgrs::invocation::runtime`,
//! `cgrs::reflect`).
//!
//! Rooms: `abi` (the enumerations, one table), `handle` (opaque handles),
//! `state` (the tables behind one lock, errors, callbacks), `program`
//! (programs and parameter trees from cgrs's reflection), `api` (the C
//! entry points), `header` (the C header generated from the table).
#![allow(non_snake_case)]
// The C API's safety contract is the Cg reference manual's: each pointer
// argument is NULL or points where the manual says.
#![allow(clippy::missing_safety_doc)]

pub mod abi;
pub mod annotation;
pub mod api;
pub mod handle;
pub mod header;
pub mod program;
pub mod state;

/// The toolkit version this library implements (`CG_VERSION_NUM`).
pub const CG_VERSION_NUM: u32 = 3100;
