//! Expressions, each lowered to a symbolic value ([`crate::lower::value`]):
//! reads of variables and their parts cost no instruction, arithmetic emits
//! through [`crate::lower::build`].
//!
//! | file | holds |
//! |---|---|
//! | [`kinds`] | the expression kinds, each to its value; left-nested chains (`a.b.c`, `x + y + z`) lowered in a loop |
//! | [`operators`] | unary and binary operators over whole values, and conversions between types |
//! | [`index`] | indexing by a run-time or constant index: selects, relative reads of uniform arrays (`ARL`), the arrays cgc rejects |
//! | [`place`] | lvalues: the place an expression names, reads of it, stores guarded by the flags of `return`, `break` and `continue` |

pub(super) mod index;
pub(super) mod kinds;
pub(super) mod operators;
pub(super) mod place;
