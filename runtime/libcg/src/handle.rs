//! Handles: the opaque numbers the C API hands out for contexts, programs,
//! parameters and annotations.
//!
//! Invariants:
//! - A handle is never a pointer to a Rust object: it packs a kind tag, a
//!   slot index and the slot's generation. A slot's generation changes when
//!   its object is destroyed, so a stale handle (or one of another kind, or
//!   NULL, or garbage) is recognised as invalid instead of being followed.
//! - Handle 0 is never issued (NULL is every kind's "no object").

use std::ffi::c_void;

/// What a handle names; part of its bits, so that a program handle passed
/// where a parameter is expected is an invalid parameter handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Context = 1,
    Program = 2,
    Parameter = 3,
    Annotation = 4,
}

/// A slot of a [`Slab`] at one generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Id {
    pub index: u32,
    pub generation: u32,
}

// Layout of a handle: kind in the top bits, then the generation, then
// index + 1 (so no handle is 0). On 64-bit targets the generation has 29
// bits and the index 32; on 32-bit ones 9 and 20.
const KIND_BITS: u32 = 3;
const INDEX_BITS: u32 = if usize::BITS >= 64 { 32 } else { 20 };
const GENERATION_BITS: u32 = usize::BITS - KIND_BITS - INDEX_BITS;

impl Id {
    pub fn handle(self, kind: Kind) -> *mut c_void {
        let generation = (self.generation as usize) & ((1usize << GENERATION_BITS) - 1);
        let bits = ((kind as usize) << (usize::BITS - KIND_BITS))
            | (generation << INDEX_BITS)
            | (self.index as usize + 1);
        bits as *mut c_void
    }

    /// The id a handle of `kind` names, if its bits are well formed (whether
    /// the object still lives is the slab's question).
    pub fn from_handle(handle: *const c_void, kind: Kind) -> Option<Id> {
        let bits = handle as usize;
        if bits >> (usize::BITS - KIND_BITS) != kind as usize {
            return None;
        }
        let low = bits & ((1usize << INDEX_BITS) - 1);
        let generation = (bits >> INDEX_BITS) & ((1usize << GENERATION_BITS) - 1);
        let index = low.checked_sub(1)?;
        Some(Id {
            index: index as u32,
            generation: generation as u32,
        })
    }
}

struct Slot<T> {
    generation: u32,
    value: Option<T>,
}

/// Objects addressed by [`Id`]: freed slots are reused under a new
/// generation, so ids of destroyed objects never name the new ones.
pub struct Slab<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
}

impl<T> Default for Slab<T> {
    fn default() -> Self {
        Slab {
            slots: Vec::new(),
            free: Vec::new(),
        }
    }
}

impl<T> Slab<T> {
    pub fn insert(&mut self, value: T) -> Id {
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.value = Some(value);
            return Id {
                index,
                generation: slot.generation,
            };
        }
        let index = self.slots.len() as u32;
        self.slots.push(Slot {
            generation: 0,
            value: Some(value),
        });
        Id {
            index,
            generation: 0,
        }
    }

    pub fn get(&self, id: Id) -> Option<&T> {
        let slot = self.slots.get(id.index as usize)?;
        if slot.generation != id.generation & ((1 << GENERATION_BITS) - 1) {
            return None;
        }
        slot.value.as_ref()
    }

    pub fn get_mut(&mut self, id: Id) -> Option<&mut T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation != id.generation & ((1 << GENERATION_BITS) - 1) {
            return None;
        }
        slot.value.as_mut()
    }

    pub fn remove(&mut self, id: Id) -> Option<T> {
        self.get(id)?;
        let slot = &mut self.slots[id.index as usize];
        // Generations wrap within the bits a handle keeps.
        slot.generation = (slot.generation + 1) & ((1 << GENERATION_BITS) - 1);
        self.free.push(id.index);
        slot.value.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_and_foreign_handles_are_rejected() {
        let mut slab = Slab::default();
        let first = slab.insert("a");
        let handle = first.handle(Kind::Program);
        assert_eq!(Id::from_handle(handle, Kind::Program), Some(first));
        assert_eq!(Id::from_handle(handle, Kind::Parameter), None);
        assert_eq!(Id::from_handle(std::ptr::null(), Kind::Program), None);
        slab.remove(first);
        let second = slab.insert("b");
        assert_eq!(second.index, first.index, "the slot is reused");
        assert_eq!(slab.get(first), None, "under a new generation");
        assert_eq!(slab.get(second), Some(&"b"));
    }
}
