//! The varyings while the entry is lowered, kept in the
//! [`Lowerer`](crate::lower::lowerer::Lowerer): those written without a
//! semantic, waiting for their registers ([`super::autobind`] binds them at
//! the end), the registers the semantics written name, and the leaves with a
//! semantic, checked against the profile once the program's reads are known.

use crate::ir::{InputId, OutputId};
use crate::span::Span;
use std::collections::{BTreeMap, BTreeSet};

/// A leaf waiting for its register.
pub(crate) struct Pending<Id> {
    /// The IR input or output standing for it, with no semantic.
    pub(crate) id: Id,
    /// Its `#var` line, if it has one.
    pub(crate) parameter: Option<usize>,
    /// One for a scalar or vector; a matrix's rows, whose IR inputs or
    /// outputs are consecutive from `id`.
    pub(crate) rows: u32,
    /// The components of each row.
    pub(crate) width: u8,
    pub(crate) name: String,
    pub(crate) span: Span,
}

#[derive(Default)]
pub(crate) struct AutoBind {
    pub(crate) inputs: Vec<Pending<InputId>>,
    pub(crate) outputs: Vec<Pending<OutputId>>,
    /// Registers explicit semantics name (IR semantic), with their widths.
    pub(crate) named_inputs: Vec<(String, u8)>,
    pub(crate) named_outputs: Vec<(String, u8)>,
    /// Where each bound output leaf is written: output and first component.
    pub(crate) output_targets: BTreeMap<OutputId, (OutputId, u8)>,
    /// Input leaves with a semantic, checked against the profile once the
    /// program's reads are known.
    pub(crate) named_input_leaves: Vec<NamedInputLeaf>,
    /// Output leaves with a semantic the entry writes, in interface order.
    pub(crate) written_named_outputs: Vec<Named>,
    /// C5041 for the written vectors past the profile's table that found no
    /// register, and the leaves without a semantic they crowded out
    /// (`bind_outputs`), reported after the C5102s.
    pub(crate) unlocated_outputs: Vec<crate::diag::Diagnostic>,
    /// Inputs without a semantic bound though the program may not read
    /// them: those of `inout` leaves the function changes.
    pub(crate) kept_inputs: BTreeSet<InputId>,
}

/// An input leaf with a semantic: its first IR input and the [`Named`]
/// semantic of each row, one for a scalar or vector, one per row of a
/// matrix (whose IR inputs are consecutive from `first`).
pub(crate) struct NamedInputLeaf {
    pub(crate) first: InputId,
    pub(crate) rows: Vec<Named>,
}

/// A varying leaf's semantic as the register it names (`TEXCOORD0`), where
/// it is written (the semantic's own place when it is derived from a
/// struct's or array's) and the leaf's name.
#[derive(Clone, Debug)]
pub(crate) struct Named {
    pub(crate) register: String,
    pub(crate) span: Span,
    pub(crate) name: String,
    /// A matrix on this semantic that runs past the profile's table is
    /// C5041 as well: a semantic written without an index (`POSITION`,
    /// `COLOR`), and any fragment output (`COLOR2`).
    pub(crate) reports_unlocated: bool,
    /// The row's IR input or output (their order is the interface's) and
    /// its components, and whether the leaf is a matrix: a vector past the
    /// profile's table is bound as a leaf without a semantic would be
    /// ([`crate::lower::lowerer::Lowerer::check_named_varyings`]).
    pub(crate) id: u32,
    pub(crate) width: u8,
    pub(crate) matrix: bool,
    /// Bound twice by cgc ([`crate::sema::flatten::Item::rebound`]): an
    /// output's register is then C5121.
    pub(crate) rebound: bool,
}
