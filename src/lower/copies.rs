//! Struct copies whose members are then partly written: cgc 3.1 binds every
//! varying input such a copy held, read or not (tests/header/217 to 226).
//!
//! A struct value holding varying inputs copied into a variable (`A w = v;`,
//! `w = v`, a helper's by-value or `inout` parameter, an `out` or `inout`
//! argument copied back) marks the variable with those inputs. A later write
//! to part of one of its vectors (`w.uv.x = s.x`, `v.vertex.xyz *= k`) makes
//! the vector a merge of new and old components; where a live instruction
//! reads the merge (new and old components together), cgc gives every input
//! of the mark its register in the header (`#var float4 v.tangent :
//! $vin.TANGENT : ATTR14 : 0 : 0`). A read of only the new or only the old
//! components binds nothing, nor does a write to a vector of a variable no
//! copy marked (the entry's own parameters), a whole-vector write or a
//! merge nothing live reads.
//!
//! FIXME: a merge made in a loop that stays a loop (vp30, a run-time trip
//! count) is read after it from its carried register as one vector, which
//! is not seen as a read of the merge; cgc binds there too.

use super::value::{Comp, CompKey};
use crate::ir::{InputId, VReg};
use std::collections::BTreeSet;

/// The varying inputs of a value's components.
pub(super) fn inputs_of(components: impl IntoIterator<Item = Comp>) -> BTreeSet<InputId> {
    components
        .into_iter()
        .filter_map(|comp| match comp {
            Comp::Reg {
                source: crate::ir::Source::Input(id),
                ..
            } => Some(id),
            _ => None,
        })
        .collect()
}

/// A vector of a copied struct written in part.
struct Merge {
    /// The components the write stored.
    written: Vec<CompKey>,
    /// The components it left.
    kept: Vec<CompKey>,
    /// The inputs the copies into the variable held.
    inputs: BTreeSet<InputId>,
}

/// The merges of copied structs' vectors seen so far, and the temporaries
/// that read them.
#[derive(Default)]
pub(super) struct Copies {
    merges: Vec<Merge>,
    /// A temporary built from a merge's new and old components (`None`: an
    /// output written from them), and the merge (an index into `merges`).
    reads: Vec<(Option<VReg>, usize)>,
}

impl Copies {
    /// Notes the write of `positions` of `vector` (its value after the
    /// write) in a variable marked with `inputs`; a write of every position
    /// merges nothing.
    pub(super) fn note_partial_write(
        &mut self,
        vector: &[Comp],
        positions: &[usize],
        inputs: &BTreeSet<InputId>,
    ) {
        let (written, kept): (Vec<_>, Vec<_>) = vector
            .iter()
            .enumerate()
            .partition(|(position, _)| positions.contains(position));
        if written.is_empty() || kept.is_empty() || inputs.is_empty() {
            return;
        }
        let keys = |comps: Vec<(usize, &Comp)>| comps.into_iter().map(|(_, c)| c.key()).collect();
        self.merges.push(Merge {
            written: keys(written),
            kept: keys(kept),
            inputs: inputs.clone(),
        });
    }

    /// Notes that `reg` was built from the components `vector` (`None`: an
    /// output was written from them): a read of every merge it holds new
    /// and old components of.
    pub(super) fn note_read(&mut self, vector: &[CompKey], reg: Option<VReg>) {
        for (index, merge) in self.merges.iter().enumerate() {
            let holds = |keys: &[CompKey]| vector.iter().any(|key| keys.contains(key));
            if holds(&merge.written) && holds(&merge.kept) {
                self.reads.push((reg, index));
            }
        }
    }

    /// Notes that `result` selects between `choices`: where one of them is
    /// a merge's new component, so is `result` (a write under `if` merges
    /// its value with the old one where the branches join).
    pub(super) fn note_select(&mut self, choices: &[CompKey], result: CompKey) {
        for merge in &mut self.merges {
            if choices.iter().any(|choice| merge.written.contains(choice)) {
                merge.written.push(result);
            }
        }
    }

    pub(super) fn read_count(&self) -> usize {
        self.reads.len()
    }

    /// Forgets the reads past the first `count` (a lowering tried and
    /// dropped made them).
    pub(super) fn truncate_reads(&mut self, count: usize) {
        self.reads.truncate(count);
    }

    /// The inputs of the merges whose reading temporary `is_live`.
    pub(super) fn kept_inputs(&self, is_live: impl Fn(VReg) -> bool) -> BTreeSet<InputId> {
        self.reads
            .iter()
            .filter(|&&(reg, _)| reg.is_none_or(&is_live))
            .flat_map(|&(_, index)| self.merges[index].inputs.iter().copied())
            .collect()
    }
}
