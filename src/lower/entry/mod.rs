//! The entry's interface: its parameters, globals and return value as the
//! program's inputs, uniforms, samplers and outputs, their registers, and
//! the [`crate::interface::Parameter`] list printed as cgc's `#var`,
//! `#semantic` and `#default` lines — with cgc's rules for which parameters
//! the header binds though the final program reads nothing of them.
//!
//! | file | holds |
//! |---|---|
//! | [`parameters`] | the entry's parameters flattened into leaves (`param.field`, `param[i]`) in cgc's `#var` order, as inputs, uniforms, samplers and outputs; outputs written at the end |
//! | [`defaults`] | the default values of uniforms (`#default`): their initializers evaluated when made of constants |
//! | [`varyings`] | the varyings waiting for their registers while the entry is lowered (those written without a semantic, and the named ones checked at the end) |
//! | [`autobind`] | varyings written without a semantic, bound once the entry is lowered: a register of their own, or free components of one |
//! | [`semantic_credit`] | which of several leaves read from one register cgc lists as used |
//! | [`early_reads`] | reads cgc makes before it folds and drops dead code, which keep inputs' registers in the header |
//! | [`member_stores`] | members of the entry's varying struct parameters assigned a computed value, whose registers cgc keeps where a live read follows |
//! | [`global_parts`] | file-scope varying inputs written in parts and then read, whose registers cgc keeps |
//! | [`copies`] | struct copies whose members are then partly written, which make cgc bind every varying input the copy held |
//! | [`glsl_names`] | the GLSL profiles' names of the entry's uniforms and the declarations that hold them, in cgc's order |

pub(super) mod autobind;
pub(super) mod copies;
pub(super) mod defaults;
pub(super) mod early_reads;
pub(super) mod global_parts;
pub(super) mod glsl_names;
pub(super) mod member_stores;
pub(super) mod parameters;
pub(super) mod semantic_credit;
pub(super) mod varyings;
