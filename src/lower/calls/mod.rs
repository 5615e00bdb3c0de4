//! Calls: of the standard library, whose intrinsics become instructions, and
//! of functions of interface type, which run the struct the value holds.
//! (A user function's call is inlined by
//! [`Lowerer::inline`](crate::lower::lowerer::Lowerer::inline), which
//! library functions written in Cg share.)
//!
//! | file | holds |
//! |---|---|
//! | [`stdlib`] | the library's calls: intrinsics as instructions, in the form cgc emits; library functions written in Cg (`stdlib/*.cg`) inlined |
//! | [`stdlib_expansions`] | the library functions that take many instructions, have `out` parameters or side effects: `clip`, `isnan`, `frexp`, `determinant`, `inverse`, `noise`, … |
//! | [`sin_cos`] | `sin`/`cos` where the profile has no instruction: the reference power series |
//! | [`interface_types`] | which struct each value of interface type holds, so that a call of its member function runs that struct's |

pub(super) mod interface_types;
pub(super) mod sin_cos;
pub(super) mod stdlib;
pub(super) mod stdlib_expansions;
