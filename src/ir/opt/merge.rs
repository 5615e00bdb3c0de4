//! Merging: two instructions of the same componentwise opcode that write
//! disjoint components of the same register become one, when their operands
//! read the same sources (swizzles combine per component) or are both
//! literals (a new literal combines the values). `ADD t.x, a.x, 1; ADD t.y,
//! a.z, 2` → `ADD t.xy, a.xz, {1, 2}`. This is how vectors assembled one
//! component at a time (constructors such as `float4(1 + f, f, 1 - f, 2 - f)`
//! after forwarding) shrink to one instruction per operation, as cgc packs them.
//!
//! The earlier instruction moves down to the later one's place, so nothing
//! between them may read or overwrite its result or change what it reads.

use super::clobbers;
use super::fold::literal_values;
use crate::ir::{Dest, DestReg, Inst, Operand, Program, Swizzle, WriteMask};

/// How far back a partner is looked for.
const WINDOW: usize = 24;

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in 0..program.blocks.len() {
        let mut later = 0;
        while later < program.blocks[block].insts.len() {
            let insts = &program.blocks[block].insts;
            let partner = (later.saturating_sub(WINDOW)..later)
                .rev()
                .find_map(|earlier| merged(program, insts, earlier, later).map(|m| (earlier, m)));
            if let Some((earlier, parts)) = partner {
                let inst = parts.build(program);
                let insts = &mut program.blocks[block].insts;
                insts[later] = inst;
                insts.remove(earlier);
                changed = true;
            } else {
                later += 1;
            }
        }
    }
    changed
}

/// One merged operand: a register operand, or literal values per component.
enum Part {
    Operand(Operand),
    Literal([f32; 4]),
}

struct Merged {
    template: Inst,
    dest: Dest,
    parts: Vec<Part>,
}

impl Merged {
    fn build(self, program: &mut Program) -> Inst {
        let mut inst = self.template;
        inst.dest = Some(self.dest);
        for (slot, part) in inst.operands.iter_mut().zip(self.parts) {
            *slot = match part {
                Part::Operand(operand) => operand,
                Part::Literal(values) => program.literal(values),
            };
        }
        inst
    }
}

/// Components of destination register `reg` that `inst` reads.
fn reads_dest(inst: &Inst, reg: DestReg) -> WriteMask {
    match reg {
        DestReg::Temp(t) => inst.reads_of(t),
        DestReg::Output(_) => WriteMask::NONE,
    }
}

fn merged(program: &Program, insts: &[Inst], earlier: usize, later: usize) -> Option<Merged> {
    let (a, b) = (&insts[earlier], &insts[later]);
    let (da, db) = (a.dest?, b.dest?);
    if a.op != b.op
        || !a.op.is_componentwise()
        || a.texture.is_some()
        || da.reg != db.reg
        || da.saturate != db.saturate
        || !da.mask.intersect(db.mask).is_empty()
    {
        return None;
    }
    // `a` computes at `later` instead: nothing in between (nor `b`) may read or
    // overwrite its result, or change what its operands read.
    let undisturbed = insts[earlier + 1..later].iter().all(|i| {
        reads_dest(i, da.reg).intersect(da.mask).is_empty()
            && i.dest
                .is_none_or(|d| d.reg != da.reg || d.mask.intersect(da.mask).is_empty())
            && !a.operands.iter().any(|o| clobbers(i, o))
    });
    if !undisturbed || !reads_dest(b, da.reg).intersect(da.mask).is_empty() {
        return None;
    }
    let parts = a
        .operands
        .iter()
        .zip(&b.operands)
        .map(|(x, y)| merge_operands(program, x, da.mask, y, db.mask))
        .collect::<Option<Vec<Part>>>()?;
    Some(Merged {
        template: b.clone(),
        dest: Dest {
            mask: da.mask.union(db.mask),
            ..db
        },
        parts,
    })
}

fn merge_operands(
    program: &Program,
    x: &Operand,
    x_mask: WriteMask,
    y: &Operand,
    y_mask: WriteMask,
) -> Option<Part> {
    if let (Some(xv), Some(yv)) = (literal_values(program, x), literal_values(program, y)) {
        let mut values = [0.0; 4];
        for i in 0..4 {
            values[i] = if y_mask.has(i) { yv[i] } else { xv[i] };
        }
        return Some(Part::Literal(values));
    }
    if x.source != y.source || x.abs != y.abs || x.negate != y.negate {
        return None;
    }
    let mut swizzle = y.swizzle.0;
    for i in x_mask.components() {
        swizzle[i] = x.swizzle.get(i);
    }
    Some(Part::Operand(y.with_swizzle(Swizzle(swizzle))))
}
