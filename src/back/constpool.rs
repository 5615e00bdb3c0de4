//! The constant pool: literal values packed into shared parameter vectors, read
//! through swizzles, as cgc does (`{ 2, 0.5 }` read as `c[2].x` and `c[2].y`).
//!
//! After [`pack`], `program.literals` holds the pooled vectors (unused trailing
//! components are 0) and every literal operand reads one of them; the returned
//! [`Pool`] says how many components of each vector carry values, which is what
//! the emitter prints.

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

/// Index of a pooled vector that holds (or has room for) all of `values`.
fn place(pool: &mut Pool, values: &[f32]) -> usize {
    let mut distinct: Vec<f32> = Vec::new();
    for &v in values {
        if !distinct.iter().any(|&d| same(d, v)) {
            distinct.push(v);
        }
    }
    let fits = |vector: &Vec<f32>| {
        let missing = distinct
            .iter()
            .filter(|&&v| !vector.iter().any(|&x| same(x, v)))
            .count();
        vector.len() + missing <= 4
    };
    let index = match pool.vectors.iter().position(fits) {
        Some(index) => index,
        None => {
            pool.vectors.push(Vec::new());
            pool.vectors.len() - 1
        }
    };
    let vector = &mut pool.vectors[index];
    for v in distinct {
        if !vector.iter().any(|&x| same(x, v)) {
            vector.push(v);
        }
    }
    index
}

/// Pack every literal operand of `program` into the pool.
pub fn pack(program: &mut Program) -> Pool {
    let mut pool = Pool::default();
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
                let index = place(&mut pool, &values);
                let vector = &pool.vectors[index];
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
