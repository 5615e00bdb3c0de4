//! Calls, every one inlined: the user's functions and the library's written
//! in Cg run their bodies in place; the library's intrinsics become
//! instructions.
//!
//! | file | holds |
//! |---|---|
//! | [`inline`] | a user function's call inlined: its body in a new frame, `out` and `inout` parameters copied back; a prototype runs the implementation its `this` holds |
//! | [`stdlib`] | the library's calls: intrinsics as instructions, in the form cgc emits; library functions written in Cg (`stdlib/*.cg`) inlined |
//! | [`stdlib_expansions`] | the library functions that take many instructions, have `out` parameters or side effects: `clip`, `isnan`, `frexp`, `determinant`, `inverse`, `noise`, … |
//! | [`sin_cos`] | `sin`/`cos` where the profile has no instruction: the reference power series |
//! | [`interface_types`] | which struct each value of interface type holds, so that a call of its member function runs that struct's |

pub(super) mod inline;
pub(super) mod interface_types;
pub(super) mod sin_cos;
pub(super) mod stdlib;
pub(super) mod stdlib_expansions;
