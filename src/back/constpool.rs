//! The constant pool: literal values packed into shared parameter vectors, read
//! through swizzles, as cgc does (`{ 2, 0.5 }` read as `c[2].x` and `c[2].y`).
//!
//! After [`pack`], `program.literals` holds the pooled vectors (unused trailing
//! components are 0) and every literal operand reads one of them; the returned
//! [`Pool`] says how many components of each vector carry values, which is what
//! the emitter prints.

use std::collections::{BTreeSet, HashMap};

use crate::ir::{LiteralId, Operand, Program, Source, Swizzle, WriteMask};

/// The pooled vectors, each with only the components that hold values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pool {
    pub vectors: Vec<Vec<f32>>,
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits()
}

/// The distinct literal values an operand needs, and for each read component
/// which value it needs.
fn needed_values(program: &Program, operand: &Operand, components: WriteMask) -> Vec<(usize, f32)> {
    let Source::Literal(id) = operand.source else {
        return Vec::new();
    };
    let raw = program.literals[id.0 as usize];
    components
        .components()
        .map(|i| (i, raw[operand.swizzle.get(i) as usize]))
        .collect()
}

/// A set of up to four distinct values (by bits), sorted, unused entries 0.
type ValueSet = ([u32; 4], u8);

fn value_set(values: impl IntoIterator<Item = u32>) -> ValueSet {
    let mut set = ([0; 4], 0);
    for v in values {
        set.0[set.1 as usize] = v;
        set.1 += 1;
    }
    set.0[..set.1 as usize].sort_unstable();
    set
}

/// Every subset of `set` (the empty one included), each sorted.
fn subsets(set: ValueSet) -> impl Iterator<Item = ValueSet> {
    (0u32..1 << set.1).map(move |chosen| {
        value_set(
            (0..set.1 as usize)
                .filter(|i| chosen & (1 << i) != 0)
                .map(|i| set.0[i]),
        )
    })
}

/// The pool being built, indexed so that placing a literal is first-fit (the
/// lowest vector that holds or has room for its values, as cgc packs) in
/// constant time rather than a scan of every vector: for each set of values a
/// vector holds together, and the vector's length, the vectors holding it.
#[derive(Default)]
struct Packer {
    pool: Pool,
    holding: HashMap<(ValueSet, usize), BTreeSet<usize>>,
}

impl Packer {
    /// Index of the pooled vector that now holds all of `values`.
    fn place(&mut self, values: &[f32]) -> usize {
        let wanted = value_set(
            values
                .iter()
                .map(|v| v.to_bits())
                .collect::<BTreeSet<u32>>(),
        );
        // A vector fits if it holds `held` of the values and has room for the
        // others; every fitting vector is found under the values it holds.
        let fitting = subsets(wanted).filter_map(|held| {
            let missing = (wanted.1 - held.1) as usize;
            (held.1 as usize..=4 - missing)
                .filter_map(|len| self.holding.get(&(held, len))?.first().copied())
                .min()
        });
        let index = fitting.min().unwrap_or_else(|| {
            self.pool.vectors.push(Vec::new());
            self.pool.vectors.len() - 1
        });
        let before = self.held(index);
        let vector = &mut self.pool.vectors[index];
        for &v in values {
            if !vector.iter().any(|&x| same(x, v)) {
                vector.push(v);
            }
        }
        self.reindex(index, before);
        index
    }

    fn held(&self, index: usize) -> ValueSet {
        value_set(self.pool.vectors[index].iter().map(|v| v.to_bits()))
    }

    /// Move vector `index` from the entries of what it held to those of what
    /// it holds now.
    fn reindex(&mut self, index: usize, before: ValueSet) {
        for held in subsets(before) {
            if let Some(vectors) = self.holding.get_mut(&(held, before.1 as usize)) {
                vectors.remove(&index);
            }
        }
        let now = self.held(index);
        for held in subsets(now) {
            self.holding
                .entry((held, now.1 as usize))
                .or_default()
                .insert(index);
        }
    }
}

/// Pack every literal operand of `program` into the pool.
pub fn pack(program: &mut Program) -> Pool {
    let mut packer = Packer::default();
    let mut rewrites = Vec::new();
    for (b, block) in program.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
            for (o, operand) in inst.operands.iter().enumerate() {
                if !matches!(operand.source, Source::Literal(_)) {
                    continue;
                }
                let mut components = inst.operand_components(o, used);
                if components.is_empty() {
                    components = WriteMask::X;
                }
                let needs = needed_values(program, operand, components);
                let values: Vec<f32> = needs.iter().map(|&(_, v)| v).collect();
                let index = packer.place(&values);
                let vector = &packer.pool.vectors[index];
                let position = |v: f32| vector.iter().position(|&x| same(x, v)).unwrap_or(0) as u8;
                let first = position(needs[0].1);
                let mut swizzle = [first; 4];
                for &(component, value) in &needs {
                    swizzle[component] = position(value);
                }
                rewrites.push((b, i, o, index, Swizzle(swizzle)));
            }
        }
    }
    for (b, i, o, index, swizzle) in rewrites {
        let operand = &mut program.blocks[b].insts[i].operands[o];
        operand.source = Source::Literal(LiteralId(index as u32));
        operand.swizzle = swizzle;
    }
    let pool = packer.pool;
    program.literals = pool
        .vectors
        .iter()
        .map(|v| {
            let mut padded = [0.0; 4];
            padded[..v.len()].copy_from_slice(v);
            padded
        })
        .collect();
    pool
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// First fit by scanning every vector: what the index must agree with.
    fn scanned(vectors: &[Vec<f32>], values: &[f32]) -> Option<usize> {
        vectors.iter().position(|vector| {
            let mut missing: Vec<f32> = Vec::new();
            for &v in values {
                if !vector.iter().chain(&missing).any(|&x| same(x, v)) {
                    missing.push(v);
                }
            }
            vector.len() + missing.len() <= 4
        })
    }

    proptest! {
        #[test]
        fn placement_is_first_fit(
            literals in prop::collection::vec(prop::collection::vec(0u8..12, 1..=4), 1..60)
        ) {
            let mut packer = Packer::default();
            for literal in literals {
                // Few distinct values, -0.0 among them, so vectors get shared.
                let values: Vec<f32> = literal
                    .iter()
                    .map(|&v| if v == 11 { -0.0 } else { f32::from(v) - 6.0 })
                    .collect();
                let expected = scanned(&packer.pool.vectors, &values)
                    .unwrap_or(packer.pool.vectors.len());
                prop_assert_eq!(packer.place(&values), expected);
                let vector = &packer.pool.vectors[expected];
                prop_assert!(vector.len() <= 4);
                prop_assert!(values.iter().all(|&v| vector.iter().any(|&x| same(x, v))));
            }
        }
    }
}
