//! Struct copies whose members are then partly written: cgc 3.1 binds every
//! varying input such a copy held, read or not (tests/header/217 to 232).
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
//! A write of a computed value (`w.uv.x = s.x * s.y`, `v.vertex.xyz *= k`,
//! `v.color = wave(v.vertex, v.color)`: an instruction's result, not a
//! uniform's or literal's component), of part of a vector or of all of it,
//! binds in one more case: its new components are live and the program
//! reads, through the variable, another member the copy holds
//! (`c = w.texcoord`), live too; reading that member of the original binds
//! nothing. An `out` or `inout` argument copied back takes the parameter's
//! state with it; a whole vector passed to an `out` or `inout` parameter is
//! written in place, which is no such write (`f(v.color)`, where `f(v.color.xy)`
//! is one), and where that came before the variable's first such write,
//! reading the vector is no read of another member either (tests/header/237
//! to 240).
//!
//! Where cgc binds and cgrs does not yet (header differences, not program
//! differences; issue 41's note lists them): a merge made in a loop that
//! stays a loop (vp30, a run-time trip count) is read after it from its
//! carried register as one vector, which is not seen as a read of the
//! merge; cgc binds there too. So does cgc where a whole vector is written
//! with new components none of which is computed and old ones (`w.uv =
//! float4(s.x, w.uv.yzw)`), and any part of it and another member of the
//! copy are read through the variable (`w.vertex + w.uv.yyyy`; reading
//! `w.uv` alone binds nothing); and where a partial write's new components
//! are read as a vector beside another member (`w.vertex + w.uv.xxxx` after
//! `w.uv.x = s.x`, where `w.vertex + w.uv.x` binds nothing).

use crate::ir::{InputId, VReg};
use crate::lower::value::{Comp, CompKey};
use std::collections::BTreeSet;

/// The varying inputs of a value's components.
pub(crate) fn inputs_of(components: impl IntoIterator<Item = Comp>) -> BTreeSet<InputId> {
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

/// A variable of a copied struct one of whose vectors was written, in part
/// or whole, with computed components.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rewritten {
    /// The inputs the copies into the variable held.
    inputs: BTreeSet<InputId>,
    /// The components of the vectors written in part, after the writes:
    /// reading them is no read of another member.
    merged: Vec<CompKey>,
    /// The temporaries the writes stored.
    written: BTreeSet<VReg>,
    /// The components of vectors written in place after the writes, with
    /// the inputs of the copy each replaced.
    in_place: Vec<(CompKey, BTreeSet<InputId>)>,
}

impl Rewritten {
    /// The state of a variable marked with `inputs` after the write of
    /// `positions` of `vector`, or `None` where no written component is
    /// computed. `in_place`: the components of the variable's vectors
    /// written in place before, which count as written too.
    pub(crate) fn after_write(
        vector: &[Comp],
        positions: &[usize],
        inputs: &BTreeSet<InputId>,
        in_place: &[CompKey],
    ) -> Option<Rewritten> {
        if positions.is_empty() || inputs.is_empty() {
            return None;
        }
        let written: BTreeSet<VReg> = positions
            .iter()
            .filter_map(|&position| match vector.get(position) {
                Some(Comp::Reg {
                    source: crate::ir::Source::Temp(reg),
                    ..
                }) => Some(*reg),
                _ => None,
            })
            .collect();
        (!written.is_empty()).then(|| Rewritten {
            inputs: inputs.clone(),
            merged: vector
                .iter()
                .map(|comp| comp.key())
                .chain(in_place.iter().copied())
                .collect(),
            written,
            in_place: Vec::new(),
        })
    }

    /// Notes the vector of components `keys` written in place (passed whole
    /// to an `out` or `inout` parameter) over a value holding `replaced`:
    /// reading them reads those inputs of the copy.
    pub(crate) fn replace_in_place(
        &mut self,
        keys: impl IntoIterator<Item = CompKey>,
        replaced: BTreeSet<InputId>,
    ) {
        let replaced: BTreeSet<InputId> = replaced.intersection(&self.inputs).copied().collect();
        if !replaced.is_empty() {
            self.in_place
                .extend(keys.into_iter().map(|key| (key, replaced.clone())));
        }
    }

    /// Adds `other`'s writes (a later write, or a parameter copied back).
    pub(crate) fn add(&mut self, other: &Rewritten) {
        self.inputs.extend(other.inputs.iter().copied());
        self.merged.extend(other.merged.iter().copied());
        self.written.extend(other.written.iter().copied());
        self.in_place.extend(other.in_place.iter().cloned());
    }
}

/// A read, through a [`Rewritten`] variable, of other members it holds.
struct MemberRead {
    /// The copy's inputs the read value holds.
    read: BTreeSet<InputId>,
    /// The variable's state when read.
    rewritten: Rewritten,
}

/// The merges of copied structs' vectors seen so far, and the temporaries
/// that read them.
#[derive(Default)]
pub(crate) struct Copies {
    merges: Vec<Merge>,
    member_reads: Vec<MemberRead>,
    /// A temporary built from a merge's new and old components (`None`: an
    /// output written from them), and the merge (an index into `merges`).
    reads: Vec<(Option<VReg>, usize)>,
}

impl Copies {
    /// Notes the write of `positions` of `vector` (its value after the
    /// write) in a variable marked with `inputs`; a write of every position
    /// merges nothing.
    pub(crate) fn note_write(
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
    pub(crate) fn note_read(&mut self, vector: &[CompKey], reg: Option<VReg>) {
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
    pub(crate) fn note_select(&mut self, choices: &[CompKey], result: CompKey) {
        for merge in &mut self.merges {
            if choices.iter().any(|choice| merge.written.contains(choice)) {
                merge.written.push(result);
            }
        }
    }

    /// Notes that `value` was read through a variable in state `rewritten`:
    /// a read of another member where it holds inputs of the copy outside
    /// the vectors written.
    pub(crate) fn note_member_read(&mut self, rewritten: &Rewritten, value: &[Comp]) {
        let mut read: BTreeSet<InputId> = inputs_of(
            value
                .iter()
                .copied()
                .filter(|comp| !rewritten.merged.contains(&comp.key())),
        )
        .intersection(&rewritten.inputs)
        .copied()
        .collect();
        for comp in value {
            let replaced = rewritten
                .in_place
                .iter()
                .filter(|(key, _)| *key == comp.key());
            read.extend(replaced.flat_map(|(_, inputs)| inputs.iter().copied()));
        }
        if !read.is_empty() {
            self.member_reads.push(MemberRead {
                read,
                rewritten: rewritten.clone(),
            });
        }
    }

    /// How many reads were noted (for [`Self::truncate_reads`]).
    pub(crate) fn read_count(&self) -> (usize, usize) {
        (self.reads.len(), self.member_reads.len())
    }

    /// Whether nothing was read that could keep a register.
    pub(crate) fn no_reads(&self) -> bool {
        self.reads.is_empty() && self.member_reads.is_empty()
    }

    /// Forgets the reads past the first `count` (a lowering tried and
    /// dropped made them).
    pub(crate) fn truncate_reads(&mut self, (reads, member_reads): (usize, usize)) {
        self.reads.truncate(reads);
        self.member_reads.truncate(member_reads);
    }

    /// The inputs of the merges whose reading temporary `is_live`, and of
    /// the member reads whose written temporaries `is_live` and of whose
    /// inputs one `is_read` by live code.
    pub(crate) fn kept_inputs(
        &self,
        is_live: impl Fn(VReg) -> bool,
        is_read: impl Fn(InputId) -> bool,
    ) -> BTreeSet<InputId> {
        let merged = self
            .reads
            .iter()
            .filter(|&&(reg, _)| reg.is_none_or(&is_live))
            .flat_map(|&(_, index)| self.merges[index].inputs.iter().copied());
        let members = self
            .member_reads
            .iter()
            .filter(|member| {
                member.rewritten.written.iter().any(|&reg| is_live(reg))
                    && member.read.iter().any(|&id| is_read(id))
            })
            .flat_map(|member| member.rewritten.inputs.iter().copied());
        merged.chain(members).collect()
    }
}
