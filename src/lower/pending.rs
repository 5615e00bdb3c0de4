//! The varyings written without a semantic, waiting for their registers
//! while the entry is lowered (`autobind` binds them at the end); kept in
//! the [`Lowerer`](super::lowerer::Lowerer).

use crate::ir::{InputId, OutputId};
use crate::span::Span;
use std::collections::{BTreeMap, BTreeSet};

/// A leaf waiting for its register.
pub(super) struct Pending<Id> {
    /// The IR input or output standing for it, with no semantic.
    pub(super) id: Id,
    /// Its `#var` line, if it has one.
    pub(super) parameter: Option<usize>,
    /// One for a scalar or vector; a matrix's rows, whose IR inputs or
    /// outputs are consecutive from `id`.
    pub(super) rows: u32,
    /// The components of each row.
    pub(super) width: u8,
    pub(super) name: String,
    pub(super) span: Span,
}

#[derive(Default)]
pub(super) struct AutoBind {
    pub(super) inputs: Vec<Pending<InputId>>,
    pub(super) outputs: Vec<Pending<OutputId>>,
    /// Registers explicit semantics name (IR semantic), with their widths.
    pub(super) named_inputs: Vec<(String, u8)>,
    pub(super) named_outputs: Vec<(String, u8)>,
    /// Where each bound output leaf is written: output and first component.
    pub(super) output_targets: BTreeMap<OutputId, (OutputId, u8)>,
    /// Input leaves with a semantic, checked against the profile once the
    /// program's reads are known.
    pub(super) named_input_leaves: Vec<NamedInputLeaf>,
    /// Output leaves with a semantic the entry writes, in interface order.
    pub(super) written_named_outputs: Vec<Named>,
    /// C5041 for the written vectors past the profile's table that found no
    /// register, and the leaves without a semantic they crowded out
    /// (`bind_outputs`), reported after the C5102s.
    pub(super) unlocated_outputs: Vec<crate::diag::Diagnostic>,
    /// Inputs without a semantic bound though the program may not read
    /// them: those of `inout` leaves the function changes.
    pub(super) kept_inputs: BTreeSet<InputId>,
}

/// An input leaf with a semantic: its first IR input and the [`Named`]
/// semantic of each row, one for a scalar or vector, one per row of a
/// matrix (whose IR inputs are consecutive from `first`).
pub(super) struct NamedInputLeaf {
    pub(super) first: InputId,
    pub(super) rows: Vec<Named>,
}

/// A varying leaf's semantic as the register it names (`TEXCOORD0`), where
/// it is written (the semantic's own place when it is derived from a
/// struct's or array's) and the leaf's name.
#[derive(Clone, Debug)]
pub(super) struct Named {
    pub(super) register: String,
    pub(super) span: Span,
    pub(super) name: String,
    /// A matrix on this semantic that runs past the profile's table is
    /// C5041 as well: a semantic written without an index (`POSITION`,
    /// `COLOR`), and any fragment output (`COLOR2`).
    pub(super) reports_unlocated: bool,
    /// The row's IR input or output (their order is the interface's) and
    /// its components, and whether the leaf is a matrix: a vector past the
    /// profile's table is bound as a leaf without a semantic would be
    /// ([`super::lowerer::Lowerer::check_named_varyings`]).
    pub(super) id: u32,
    pub(super) width: u8,
    pub(super) matrix: bool,
}
