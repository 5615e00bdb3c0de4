//! File-scope varying inputs that the program writes in parts and then
//! reads: where cgc keeps the input's register in the header.
//!
//! A global `varying float4 v;` without a semantic is an input of the entry,
//! bound to a free register when the program reads it. cgc 3.1 also binds
//! one the program writes in parts and reads afterwards (`v.xy = p.xy; v.zw
//! = n.xy; ... v ...`, a Panda3D shader's GLSL-style `varying vec4
//! posPos;`): its front end reads `v` as the input the parts are merged
//! into, though every component was written and the program reads none of
//! the input (`#var float4 v : $vin.ATTR1 : ATTR1 : -1 : 0`), and the
//! globals after it take the next free registers. Probed with cgc 3.1 in
//! arbvp1 and arbfp1 (tests/field/heldout19 class 3, tests/header/414):
//!
//! - Written in part (`v.xy = ...`, `v.x = 1`), then read: bound, on every
//!   path (`if (c) v.xy = a; else v.xy = b;` too).
//! - Written whole (`v = p`, `v.xyzw = p`, also after parts), or never
//!   read after the parts: not bound, as an unused one is.
//! - The GLSL profiles keep such a global as a variable and bind nothing.

use crate::sema::hir::GlobalId;
use std::collections::{BTreeMap, BTreeSet};

/// The global varying inputs of one vector each, as lowering writes and
/// reads them.
#[derive(Clone, Debug, Default)]
pub(crate) struct GlobalParts {
    /// Each tracked global's leaf in the interface's parameters.
    leaves: BTreeMap<GlobalId, usize>,
    /// Written in part since their last whole write.
    in_parts: BTreeSet<GlobalId>,
    /// Read while written in part: their registers are kept.
    read_in_parts: BTreeSet<GlobalId>,
}

impl GlobalParts {
    /// Tracks global varying input `global`, received as interface leaf
    /// `leaf`.
    pub(crate) fn track(&mut self, global: GlobalId, leaf: usize) {
        self.leaves.insert(global, leaf);
    }

    /// Whether `global` is tracked: its writes are worth noting.
    pub(crate) fn tracks(&self, global: GlobalId) -> bool {
        self.leaves.contains_key(&global)
    }

    /// A write of tracked `global`, of all its components (`whole`) or
    /// some.
    pub(crate) fn note_write(&mut self, global: GlobalId, whole: bool) {
        if whole {
            self.in_parts.remove(&global);
        } else {
            self.in_parts.insert(global);
        }
    }

    /// A read of `global`.
    pub(crate) fn note_read(&mut self, global: GlobalId) {
        if self.in_parts.contains(&global) {
            self.read_in_parts.insert(global);
        }
    }

    /// The interface leaves of the globals read while written in part,
    /// whose registers cgc keeps (in the assembly profiles).
    pub(crate) fn kept_leaves(&self) -> impl Iterator<Item = usize> + '_ {
        self.read_in_parts
            .iter()
            .filter_map(|global| self.leaves.get(global).copied())
    }
}
