//! Append-only collections whose clones share their contents.
//!
//! Lowering snapshots its state before every `if` and loop it lowers two
//! ways, and before every branch (see [`super::control::flow`]); what it has built so
//! far (the block's instructions, the vectors already copied into registers,
//! the comparisons and sums already computed) grows with the program, so copying it
//! there made a program with n such statements cost n² to lower. These
//! collections only grow between clears, so a clone can share what it holds.
//!
//! Both keep their elements in chunks behind [`Rc`]s, each chunk longer than
//! all the chunks after it together: appending merges the shorter last
//! chunks, as a binary counter carries. A collection of n elements has
//! O(log n) chunks (what a clone copies), and an element is copied O(log n)
//! times as chunks merge.

use std::collections::HashMap;
use std::hash::Hash;
use std::rc::Rc;

/// A list that is appended to and read whole.
#[derive(Clone, Debug)]
pub(super) struct SharedList<T> {
    chunks: Vec<Rc<Vec<T>>>,
    len: usize,
}

impl<T> Default for SharedList<T> {
    fn default() -> Self {
        SharedList {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T: Clone> SharedList<T> {
    pub(super) fn append(&mut self, mut items: Vec<T>) {
        if items.is_empty() {
            return;
        }
        self.len += items.len();
        while let Some(last) = self.chunks.pop_if(|last| last.len() <= items.len()) {
            let mut merged = Rc::unwrap_or_clone(last);
            merged.append(&mut items);
            items = merged;
        }
        self.chunks.push(Rc::new(items));
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    pub(super) fn into_vec(self) -> Vec<T> {
        let mut chunks = self.chunks.into_iter();
        let mut items = chunks.next().map(Rc::unwrap_or_clone).unwrap_or_default();
        items.reserve(self.len - items.len());
        for chunk in chunks {
            items.extend(chunk.iter().cloned());
        }
        items
    }
}

/// A map that is inserted into and looked up, where the first value
/// inserted for a key stays (as a search of a list from its start finds).
#[derive(Clone, Debug)]
pub(super) struct SharedMap<K, V> {
    chunks: Vec<Rc<HashMap<K, V>>>,
}

impl<K, V> Default for SharedMap<K, V> {
    fn default() -> Self {
        SharedMap { chunks: Vec::new() }
    }
}

impl<K: Clone + Eq + Hash, V: Clone> SharedMap<K, V> {
    pub(super) fn get(&self, key: &K) -> Option<&V> {
        self.chunks.iter().find_map(|chunk| chunk.get(key))
    }

    /// Adds `key` unless it is there already.
    pub(super) fn insert(&mut self, key: K, value: V) {
        if self.get(&key).is_some() {
            return;
        }
        let mut newer = HashMap::from([(key, value)]);
        while let Some(last) = self.chunks.pop_if(|last| last.len() <= newer.len()) {
            let mut merged = Rc::unwrap_or_clone(last);
            merged.extend(newer);
            newer = merged;
        }
        self.chunks.push(Rc::new(newer));
    }

    pub(super) fn clear(&mut self) {
        self.chunks.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_keeps_its_order_and_few_chunks() {
        let mut list = SharedList::default();
        let mut snapshots = Vec::new();
        for i in 0..1000 {
            list.append(vec![i, i + 1]);
            snapshots.push(list.clone());
            assert!(list.chunks.len() <= 11, "{} chunks", list.chunks.len());
        }
        let expected: Vec<i32> = (0..1000).flat_map(|i| [i, i + 1]).collect();
        assert_eq!(list.len(), 2000);
        assert_eq!(list.into_vec(), expected);
        // Earlier clones are unchanged by later appends.
        assert_eq!(snapshots[9].clone().into_vec(), expected[..20]);
    }

    #[test]
    fn a_map_keeps_the_first_value_of_a_key() {
        let mut map = SharedMap::default();
        for i in 0..500 {
            map.insert(i % 100, i);
        }
        let before = map.clone();
        map.insert(1000, 1);
        assert!(map.chunks.len() <= 8);
        assert_eq!(map.get(&42), Some(&42));
        assert_eq!(map.get(&1000), Some(&1));
        assert_eq!(before.get(&1000), None);
        map.clear();
        assert_eq!(map.get(&42), None);
        assert_eq!(before.get(&42), Some(&42));
    }
}
