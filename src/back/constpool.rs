//! The constant pool: literal values packed into shared parameter vectors, read
//! through swizzles, as cgc does (`{ 2, 0.5 }` read as `c[2].x` and `c[2].y`).
//!
//! cgc's rule, probed in all four assembly profiles (issue 41): each literal
//! operand in turn, in the order of its program, goes to the first vector
//! that holds its values or has room for the ones it lacks, its new values
//! on the vector's next free components (`1.25; 2.25; float2(3.25, 4.25);
//! 5.25; float3(6.25, 7.25, 8.25)` is `{ 1.25, 2.25, 3.25, 4.25 }, { 5.25,
//! 6.25, 7.25, 8.25 }`, the vector read as `c[1].yzww`). A value and its
//! negation are two values (`x * -3` and `x * 3` read `{ -3, 3 }`); only a
//! subtraction, which cgc keeps as an `ADD` of the negated operand, reads a
//! positive literal negated. [`Packing::ProgramOrder`] is that rule, on
//! cgrs's order of instructions.
//!
//! cgc's order is its own, and cgrs's differs where cgrs builds other
//! vectors (scalars packed into one instruction read a four-value literal
//! such as `{ 2, 7.928, 8.254, 9.724 }` whose `2` an earlier vector already
//! holds, and `x * 2 - 1` folded to a `MAD` reads `-1` beside `1`): the HCI
//! skin shader's fragment program then needed 8 vectors where cgc's needed
//! 7, one too many for arbfp1's 32 parameters. [`Packing::Compact`] packs
//! the literals with the most values first, each into the vector that
//! already holds most of them, and reads a literal whose negation the pool
//! holds through a negated operand; [`plans`] offers it where it takes
//! fewer vectors (the NV profiles, whose instructions may read one
//! parameter each, keep whichever plan legalizes shorter, in
//! `src/back/mod.rs`).
//! In both, a zero is pooled as the `0` the program prints, whatever its
//! sign.
//!
//! After [`apply`], `program.literals` holds the pooled vectors (unused
//! trailing components are 0) and every literal operand reads one of them;
//! the returned [`Pool`] says how many components of each vector carry
//! values, which is what the emitter prints.

use std::collections::{BTreeSet, HashMap};

use crate::ir::{Inst, LiteralId, Opcode, Operand, Program, Source, Swizzle, WriteMask};

/// The pooled vectors, each with only the components that hold values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pool {
    pub vectors: Vec<Vec<f32>>,
}

/// The order and rule by which literal operands are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Packing {
    /// cgc's: first fit, in the order of the program.
    ProgramOrder,
    /// The operands with the most distinct values first, each where most of
    /// its values are, negations shared.
    Compact,
}

/// Where every literal operand of a program reads its values, and the pool
/// that holds them; [`apply`] writes it into the program.
#[derive(Clone, Debug)]
pub struct Plan {
    pub pool: Pool,
    placements: Vec<Placement>,
}

/// Where one literal operand reads: the operand (block, instruction, index),
/// the pooled vector, its swizzle into it, and whether it reads the
/// negation of its values (its sign flipped).
#[derive(Clone, Copy, Debug)]
struct Placement {
    at: (usize, usize, usize),
    vector: usize,
    swizzle: Swizzle,
    flipped: bool,
}

/// A literal operand's needs: where it is, which value each read component
/// needs, and whether it may read the values' negation with its sign flipped.
struct Demand {
    at: (usize, usize, usize),
    needs: Vec<(usize, f32)>,
    negatable: bool,
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits()
}

/// The distinct literal values an operand needs, and for each read component
/// which value it needs. A zero is the `0` the program prints, whatever its
/// sign (`number::format_number`), so `-0` and `0` share a component.
fn needed_values(program: &Program, operand: &Operand, components: WriteMask) -> Vec<(usize, f32)> {
    let Source::Literal(id) = operand.source else {
        return Vec::new();
    };
    let raw = program.literals[id.0 as usize];
    let printed = |v: f32| if v == 0.0 { 0.0 } else { v };
    components
        .components()
        .map(|i| (i, printed(raw[operand.swizzle.get(i) as usize])))
        .collect()
}

/// Whether `inst`'s literal operand `operand` computes the same reading the
/// negated values with its sign flipped. Not under `|..|`, not for texture
/// coordinates, not for `CMP` (the vertex profiles print it as a select whose
/// moves and condition code the back end plans from its operands' signs).
fn negatable(inst: &Inst, operand: &Operand) -> bool {
    !operand.abs && inst.texture.is_none() && inst.op != Opcode::Cmp
}

/// Whether reading `value` as the negation of `-value` gives `value`'s bits:
/// not for zeros (a negated `0` reads `-0`, another value to `RCP`) or NaNs.
fn has_negation(value: f32) -> bool {
    value != 0.0 && !value.is_nan()
}

/// Every literal operand of `program`, in the order of the program.
fn demands(program: &Program) -> Vec<Demand> {
    let mut demands = Vec::new();
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
                let negatable =
                    negatable(inst, operand) && needs.iter().all(|&(_, v)| has_negation(v));
                demands.push(Demand {
                    at: (b, i, o),
                    needs,
                    negatable,
                });
            }
        }
    }
    demands
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

/// The distinct values of `values`, as a set.
fn distinct(values: &[f32]) -> ValueSet {
    value_set(
        values
            .iter()
            .map(|v| v.to_bits())
            .collect::<BTreeSet<u32>>(),
    )
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

/// The pool being built, indexed so that finding a vector for a literal
/// takes constant time rather than a scan of every vector: for each set of
/// values a vector holds together, and the vector's length, the vectors
/// holding it.
#[derive(Default)]
struct Packer {
    pool: Pool,
    holding: HashMap<(ValueSet, usize), BTreeSet<usize>>,
}

impl Packer {
    /// Index of the pooled vector that now holds all of `values`: the first
    /// that holds them or has room for those it lacks (cgc's rule).
    fn place(&mut self, values: &[f32]) -> usize {
        let wanted = distinct(values);
        let index = self
            .fitting(wanted)
            .map(|(_, index)| index)
            .min()
            .unwrap_or_else(|| self.open());
        self.insert(index, values);
        index
    }

    /// Index of the pooled vector that now holds all of `values` or, when
    /// `negatable` and one holds them all negated, that vector and `true`;
    /// else the vector that holds most of them and has room for the others
    /// (the first of those).
    fn place_compact(&mut self, values: &[f32], negatable: bool) -> (usize, bool) {
        let wanted = distinct(values);
        if let Some(index) = self.holding_all(wanted) {
            return (index, false);
        }
        if negatable {
            let negated: Vec<f32> = values.iter().map(|v| -v).collect();
            if let Some(index) = self.holding_all(distinct(&negated)) {
                return (index, true);
            }
        }
        let index = self
            .fitting(wanted)
            .min_by_key(|&(held, index)| (std::cmp::Reverse(held), index))
            .map(|(_, index)| index)
            .unwrap_or_else(|| self.open());
        self.insert(index, values);
        (index, false)
    }

    /// The first vector holding every value of `wanted`.
    fn holding_all(&self, wanted: ValueSet) -> Option<usize> {
        (wanted.1 as usize..=4)
            .filter_map(|len| self.holding.get(&(wanted, len))?.first().copied())
            .min()
    }

    /// For each number of `wanted`'s values a vector may already hold, the
    /// first vector that holds that many and has room for the others. A
    /// vector fits if it holds `held` of the values and has room for the
    /// others; every fitting vector is found under the values it holds.
    fn fitting(&self, wanted: ValueSet) -> impl Iterator<Item = (u8, usize)> + '_ {
        subsets(wanted).filter_map(move |held| {
            let missing = (wanted.1 - held.1) as usize;
            (held.1 as usize..=4 - missing)
                .filter_map(|len| self.holding.get(&(held, len))?.first().copied())
                .min()
                .map(|index| (held.1, index))
        })
    }

    /// A new, empty vector's index.
    fn open(&mut self) -> usize {
        self.pool.vectors.push(Vec::new());
        self.pool.vectors.len() - 1
    }

    /// Add the values of `values` vector `index` lacks to its next free
    /// components.
    fn insert(&mut self, index: usize, values: &[f32]) {
        let before = self.held(index);
        let vector = &mut self.pool.vectors[index];
        for &v in values {
            if !vector.iter().any(|&x| same(x, v)) {
                vector.push(v);
            }
        }
        self.reindex(index, before);
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

/// Where `demand` reads in `vector`: each needed component's value (negated
/// when `flipped`) found in the vector, the unread ones repeating the first.
fn swizzle_into(vector: &[f32], demand: &Demand, flipped: bool) -> Swizzle {
    let position = |v: f32| {
        let v = if flipped { -v } else { v };
        vector.iter().position(|&x| same(x, v)).unwrap_or(0) as u8
    };
    let mut swizzle = [position(demand.needs[0].1); 4];
    for &(component, value) in &demand.needs {
        swizzle[component] = position(value);
    }
    Swizzle(swizzle)
}

/// Where every literal operand of `program` reads, by `packing`.
pub fn plan(program: &Program, packing: Packing) -> Plan {
    let mut demands = demands(program);
    if packing == Packing::Compact {
        // Stable: among equals, the order of the program.
        demands.sort_by_key(|demand| std::cmp::Reverse(distinct_count(demand)));
    }
    let mut packer = Packer::default();
    let chosen: Vec<(usize, bool)> = demands
        .iter()
        .map(|demand| {
            let values: Vec<f32> = demand.needs.iter().map(|&(_, v)| v).collect();
            match packing {
                Packing::ProgramOrder => (packer.place(&values), false),
                Packing::Compact => packer.place_compact(&values, demand.negatable),
            }
        })
        .collect();
    // Swizzles once every vector is complete (a vector only grows, so a
    // value keeps its component).
    let placements = demands
        .iter()
        .zip(chosen)
        .map(|(demand, (vector, flipped))| Placement {
            at: demand.at,
            vector,
            swizzle: swizzle_into(&packer.pool.vectors[vector], demand, flipped),
            flipped,
        })
        .collect();
    Plan {
        pool: packer.pool,
        placements,
    }
}

fn distinct_count(demand: &Demand) -> u8 {
    let values: Vec<f32> = demand.needs.iter().map(|&(_, v)| v).collect();
    distinct(&values).1
}

/// The plans worth trying for a program: cgc's, and the compact one where
/// it takes fewer vectors.
#[derive(Clone, Debug)]
pub struct Plans {
    pub ordered: Plan,
    pub compact: Option<Plan>,
}

impl Plans {
    /// The plan with the fewest vectors: the one to use where no rule of
    /// the profile counts the parameters an instruction reads.
    pub fn fewest_vectors(&self) -> &Plan {
        self.compact.as_ref().unwrap_or(&self.ordered)
    }
}

/// The plans worth trying for `program`.
pub fn plans(program: &Program) -> Plans {
    let ordered = plan(program, Packing::ProgramOrder);
    let compact = Some(plan(program, Packing::Compact))
        .filter(|compact| compact.pool.vectors.len() < ordered.pool.vectors.len());
    Plans { ordered, compact }
}

/// Write `plan` into `program`: its literals become the pooled vectors and
/// every literal operand reads its placement.
pub fn apply(program: &mut Program, plan: &Plan) -> Pool {
    for placement in &plan.placements {
        let (b, i, o) = placement.at;
        let operand = &mut program.blocks[b].insts[i].operands[o];
        operand.source = Source::Literal(LiteralId(placement.vector as u32));
        operand.swizzle = placement.swizzle;
        operand.negate ^= placement.flipped;
    }
    program.literals = plan
        .pool
        .vectors
        .iter()
        .map(|v| {
            let mut padded = [0.0; 4];
            padded[..v.len()].copy_from_slice(v);
            padded
        })
        .collect();
    plan.pool.clone()
}

/// Pack every literal operand of `program` into the pool, by the plan
/// that takes the fewest vectors.
pub fn pack(program: &mut Program) -> Pool {
    apply(program, plans(program).fewest_vectors())
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

    fn program_from(text: &str) -> Program {
        crate::ir::text::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// The pooled vectors, trailing unused components left out.
    fn vectors(plan: &Plan) -> Vec<Vec<f32>> {
        plan.pool.vectors.clone()
    }

    /// cgc's rule (probe `p6` of issue 41, the same in arbfp1, arbvp1, vp20
    /// and vp30): first fit in order, new values on the next free
    /// components, a vector that does not fit opens a new one and later
    /// scalars fill the gaps before it.
    #[test]
    fn program_order_is_cgcs_first_fit() {
        let program = program_from(
            r#"
            stage fragment
            input in0 "TEXCOORD0"
            literal lit0 (1.25, 2.25, 0.0, 0.0)
            literal lit1 (3.25, 4.25, 0.0, 0.0)
            literal lit2 (5.25, 0.0, 0.0, 0.0)
            literal lit3 (6.25, 7.25, 8.25, 0.0)
            literal lit4 (9.25, 0.0, 0.0, 0.0)
            literal lit5 (10.25, 11.25, 12.25, 13.25)
            literal lit6 (14.25, 15.25, 16.25, 0.0)
            output out0 "COLOR"
            b0:
              MAD t0.x, in0.x, in0.y, lit0.x;
              MAD t0.x, t0.x, in0.z, lit0.y;
              MAD t0.xy, in0, t0.x, lit1;
              MAD t0.x, t0.y, t0.x, lit2.x;
              MAD t1.xyz, in0, t0.x, lit3;
              MAD t0.x, t1.z, t0.x, lit4.x;
              MAD t2, in0, t0.x, lit5;
              MAD t0.x, t0.x, t2.x, lit6.x;
              MAD t0.x, t0.x, t2.y, lit6.y;
              MAD out0, t0.x, t2.z, lit6.z;
              return
            "#,
        );
        let plan = plan(&program, Packing::ProgramOrder);
        assert_eq!(
            vectors(&plan),
            [
                vec![1.25, 2.25, 3.25, 4.25],
                vec![5.25, 6.25, 7.25, 8.25],
                vec![9.25, 14.25, 15.25, 16.25],
                vec![10.25, 11.25, 12.25, 13.25],
            ]
        );
        // The only plan: the compact one takes as many vectors.
        assert!(plans(&program).compact.is_none());
    }

    /// The shape of the HCI skin shader's fragment program (issue 41): a
    /// scalar `2` before a packed `{ 2, a, b, c }`, `-1` beside `1`, a
    /// three-value vector, scalars enough to fill the gaps. In program
    /// order the four-value literal cannot join the vector holding `2`, and
    /// `-1` and `1` are two values: 24 components, six vectors; packed
    /// largest first, `2` is read from the four-value vector and `1` as
    /// `-(-1)`: 20 values, five full vectors.
    fn skin_shaped() -> Program {
        program_from(
            r#"
            stage fragment
            input in0 "TEXCOORD0"
            input in1 "TEXCOORD1"
            literal lit0 (0.0, -3.0, 0.0, 0.0)
            literal lit1 (2.0, 0.0, 0.0, 0.0)
            literal lit2 (-1.0, 0.0, 0.0, 0.0)
            literal lit3 (360000.0, 0.0, 0.0, 0.0)
            literal lit4 (2.0, 7.928, 8.254, 9.724)
            literal lit5 (15.71, 17.05, 23.65, 0.0)
            literal lit6 (0.09, 0.23, 0.16, 0.18)
            literal lit7 (0.1, 800.0, 1.0, 0.5)
            literal lit8 (10.0, 5.0, 0.0, 0.0)
            output out0 "COLOR"
            b0:
              ADD t0, in0, lit0.xxyx;
              MAD t1.xyz, in1, lit1.x, lit2.x;
              MUL t1.w, in1.w, lit3.x;
              MUL t2, lit4, t1.wxyz;
              MAD t3.xyz, lit5, t1.w, t2.yzww;
              MAD t3.w, t0.x, lit6.x, lit6.y;
              MAD t3.w, t3.w, lit6.z, lit6.w;
              MAD t3.w, t3.w, lit7.x, lit7.y;
              ADD t3.xyz, t3, lit7.z;
              MUL t3, t3, lit7.w;
              MAD t3, t3, lit8.x, lit8.y;
              ADD out0, t3, t2;
              return
            "#,
        )
    }

    #[test]
    fn largest_first_and_shared_negations_take_fewer_vectors() {
        let program = skin_shaped();
        assert_eq!(plan(&program, Packing::ProgramOrder).pool.vectors.len(), 6);
        let compact = plan(&program, Packing::Compact);
        assert_eq!(
            vectors(&compact),
            [
                vec![2.0, 7.928, 8.254, 9.724],
                vec![15.71, 17.05, 23.65, -1.0],
                vec![0.0, -3.0, 360000.0, 0.09],
                vec![0.23, 0.16, 0.18, 0.1],
                vec![800.0, 0.5, 10.0, 5.0],
            ]
        );
        let read_negated: Vec<_> = compact.placements.iter().filter(|p| p.flipped).collect();
        assert_eq!(read_negated.len(), 1);
        assert_eq!(read_negated[0].vector, 1);
        assert!(plans(&program).compact.is_some());
    }

    /// The program computes the same with either plan written into it.
    #[test]
    fn every_plan_computes_the_same() {
        use crate::ir::interp::{run, Environment};
        let program = skin_shaped();
        let environment = Environment {
            inputs: vec![[0.5, -1.25, 3.0, 0.75], [2.0, 0.125, -0.5, 1.5]],
            uniforms: Vec::new(),
        };
        let expected = run(&program, &environment).expect("straight-line program");
        for packing in [Packing::ProgramOrder, Packing::Compact] {
            let mut packed = program.clone();
            apply(&mut packed, &plan(&program, packing));
            let outcome = run(&packed, &environment).expect("straight-line program");
            assert_eq!(outcome.outputs, expected.outputs, "{packing:?}");
        }
    }

    /// A zero is read from the one `0` whatever its sign (both print `0`);
    /// texture coordinates are never read negated (a negated coordinate
    /// reads another texel unless the texture instruction takes the sign).
    #[test]
    fn zeros_share_and_coordinates_keep_their_sign() {
        let program = program_from(
            r#"
            stage fragment
            input in0 "TEXCOORD0"
            sampler s0 2D
            literal lit0 (0.0, 0.5, 0.0, 0.0)
            literal lit1 (-0.0, 0.0, 0.0, 0.0)
            literal lit2 (-0.5, 0.0, 0.0, 0.0)
            output out0 "COLOR"
            b0:
              MUL t0, in0, lit0.xxxy;
              MUL t0, t0, lit1.x;
              TEX t1, lit2.x, s0, 2D;
              ADD out0, t0, t1;
              return
            "#,
        );
        for packing in [Packing::ProgramOrder, Packing::Compact] {
            let plan = plan(&program, packing);
            assert!(plan.placements.iter().all(|p| !p.flipped));
            let bits: Vec<Vec<u32>> = vectors(&plan)
                .iter()
                .map(|v| v.iter().map(|x| x.to_bits()).collect())
                .collect();
            let expected = [0.0f32, 0.5, -0.5].map(f32::to_bits).to_vec();
            assert_eq!(bits, [expected], "{packing:?}");
        }
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
