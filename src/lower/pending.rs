//! The varyings written without a semantic, waiting for their registers
//! while the entry is lowered (`autobind` binds them at the end); kept in
//! the [`Lowerer`](super::state::Lowerer).

use crate::ir::{InputId, OutputId};
use crate::span::Span;
use std::collections::BTreeMap;

/// A leaf waiting for its register.
pub(super) struct Pending<Id> {
    /// The IR input or output standing for it, with no semantic.
    pub(super) id: Id,
    /// Its `#var` line, if it has one.
    pub(super) parameter: Option<usize>,
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
}
