//! Seeded random IR programs and inputs, for property tests of passes and of the
//! back end (same seed, same program, on every machine).

use super::interp::Environment;
use super::{
    Dest, Inst, Opcode, Operand, Program, Source, Stage, Swizzle, TextureRef, TextureTarget, VReg,
    WriteMask,
};
use crate::rng::Rng;

/// Uniform in [-2, 2), in steps of 2^-14: values whose sums and products
/// stay exact for a while.
fn random_float(rng: &mut Rng) -> f32 {
    (rng.below(1 << 16) as f32 / (1 << 14) as f32) - 2.0
}

/// Four of [`random_float`]'s values: an input, a uniform row, a texel.
pub fn vector(rng: &mut Rng) -> [f32; 4] {
    [0; 4].map(|_| random_float(rng))
}

const OPCODES: [Opcode; 22] = [
    Opcode::Mov,
    Opcode::Mov,
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Mul,
    Opcode::Mad,
    Opcode::Max,
    Opcode::Min,
    Opcode::Dp3,
    Opcode::Dp4,
    Opcode::Rcp,
    Opcode::Rsq,
    Opcode::Sge,
    Opcode::Slt,
    Opcode::Abs,
    Opcode::Frc,
    Opcode::Cmp,
    Opcode::Lrp,
    Opcode::Xpd,
    Opcode::Ex2,
    Opcode::Tex,
];

const LITERALS: [f32; 6] = [0.0, 1.0, 0.5, 2.0, -1.0, 0.25];

fn random_swizzle(rng: &mut Rng) -> Swizzle {
    match rng.below(4) {
        0 => Swizzle::IDENTITY,
        1 => Swizzle::replicate(rng.below(4) as u8),
        _ => Swizzle([0; 4].map(|_| rng.below(4) as u8)),
    }
}

fn random_mask(rng: &mut Rng) -> WriteMask {
    if rng.chance(40) {
        WriteMask::ALL
    } else {
        WriteMask(1 + rng.below(15) as u8)
    }
}

fn random_operand(rng: &mut Rng, program: &mut Program, written: &[VReg]) -> Operand {
    let choice = rng.below(10);
    let mut operand = if choice < 5 && !written.is_empty() {
        Operand::temp(written[rng.below(written.len())])
    } else if choice < 7 && !program.inputs.is_empty() {
        Operand::new(Source::Input(super::InputId(
            rng.below(program.inputs.len()) as u32,
        )))
    } else if choice < 8 && !program.uniforms.is_empty() {
        let id = rng.below(program.uniforms.len());
        let rows = program.uniforms[id].rows;
        // Vertex programs sometimes read relative to A0 (set by the ARLs below).
        if program.stage == Stage::Vertex && rows > 1 && rng.chance(40) {
            let offset = rng.below(rows as usize) as i32;
            Operand::new(Source::UniformRelative(
                super::UniformId(id as u32),
                offset,
                0,
            ))
        } else {
            let row = rng.below(rows as usize) as u32;
            Operand::new(Source::Uniform(super::UniformId(id as u32), row))
        }
    } else if rng.chance(50) {
        program.scalar(LITERALS[rng.below(LITERALS.len())])
    } else {
        program.literal([0; 4].map(|_| LITERALS[rng.below(LITERALS.len())]))
    };
    let is_literal = matches!(operand.source, Source::Literal(_));
    if (!is_literal || rng.chance(20)) && rng.chance(40) {
        operand.swizzle = random_swizzle(rng);
    }
    operand.negate = rng.chance(15);
    operand.abs = rng.chance(5);
    operand
}

/// A straight-line program of about `length` instructions over a few inputs,
/// uniforms and literals, writing every output at the end. `MUL` is often followed
/// by an `ADD` of its result and `MOV`s are common, so every pass finds work.
pub fn program(rng: &mut Rng, length: usize, stage: Stage) -> Program {
    let mut program = Program::new(stage);
    // Fragment targets saturate, as arbfp1 does.
    program.saturates = stage == Stage::Fragment;
    for index in 0..1 + rng.below(3) {
        program.add_input(&format!("TEXCOORD{index}"));
    }
    for _ in 0..rng.below(3) {
        let rows = if rng.chance(30) { 4 } else { 1 };
        program.add_uniform(rows);
    }
    let sampler = program.add_sampler(TextureTarget::Tex2D);
    for index in 0..1 + rng.below(2) {
        let semantic = match stage {
            Stage::Vertex => format!("TEXCOORD{index}"),
            Stage::Fragment => format!("COLOR{index}"),
        };
        program.add_output(&semantic);
    }
    let mut written: Vec<VReg> = Vec::new();
    for _ in 0..length {
        if rng.chance(10) && !program.blocks[0].insts.is_empty() {
            push_repeat(rng, &mut program, &mut written);
            continue;
        }
        if stage == Stage::Vertex && rng.chance(8) {
            let address = random_operand(rng, &mut program, &written);
            program.push(Inst::arl(address));
            continue;
        }
        if stage == Stage::Fragment && rng.chance(8) {
            push_equality_select(rng, &mut program, &mut written);
            continue;
        }
        if stage == Stage::Fragment && rng.chance(6) {
            push_bounds(rng, &mut program, &mut written);
            continue;
        }
        let op = OPCODES[rng.below(OPCODES.len())];
        let reg = if !written.is_empty() && rng.chance(30) {
            written[rng.below(written.len())]
        } else {
            program.new_vreg()
        };
        let mut dest = Dest::temp(reg, random_mask(rng));
        dest.saturate = rng.chance(15);
        let operands: Vec<Operand> = (0..op.arity())
            .map(|_| random_operand(rng, &mut program, &written))
            .collect();
        let inst = if op == Opcode::Tex {
            let texture = TextureRef {
                sampler,
                target: TextureTarget::Tex2D,
            };
            Inst::texture(op, dest, operands[0], texture)
        } else {
            Inst::new(op, dest, &operands)
        };
        program.push(inst);
        // Another instruction of the same kind filling other components of the
        // register, as constructors assembling a vector produce.
        let rest = WriteMask::ALL.minus(dest.mask);
        if op.is_componentwise() && !rest.is_empty() && rng.chance(25) {
            let operands: Vec<Operand> = (0..op.arity())
                .map(|_| random_operand(rng, &mut program, &written))
                .collect();
            let sibling = Dest {
                mask: WriteMask(rest.0 & (1 + rng.below(15) as u8))
                    .union(WriteMask(rest.0 & rest.0.wrapping_neg())),
                ..dest
            };
            program.push(Inst::new(op, sibling, &operands));
        }
        // Sometimes take the addend back off the sum, as shaders shifting a
        // coordinate and shifting it back do (for cancellation).
        if op == Opcode::Add && rng.chance(30) {
            let back = program.new_vreg();
            let sum = Operand::temp(reg).with_swizzle(Swizzle::IDENTITY);
            program.push(Inst::new(
                Opcode::Sub,
                Dest::temp(back, dest.mask),
                &[sum, operands[1]],
            ));
            written.push(back);
        }
        // Sometimes take the reciprocal back, as `v / length(v)` does (for
        // the reciprocal pass).
        if op == Opcode::Rcp && rng.chance(40) {
            let back = program.new_vreg();
            let component = dest.mask.components().next().unwrap_or(0) as u8;
            let inverse = Operand::temp(reg).with_swizzle(Swizzle::replicate(component));
            program.push(Inst::new(
                Opcode::Rcp,
                Dest::temp(back, random_mask(rng)),
                &[inverse],
            ));
            written.push(back);
        }
        if op == Opcode::Mul && rng.chance(60) {
            let sum = program.new_vreg();
            let addend = random_operand(rng, &mut program, &written);
            let product = Operand::temp(reg).with_swizzle(random_swizzle(rng));
            // Sometimes scale the product by a literal instead (for reassociation).
            let inst = if rng.chance(30) {
                let scale = program.literal([0; 4].map(|_| LITERALS[rng.below(LITERALS.len())]));
                Inst::new(Opcode::Mul, Dest::temp(sum, dest.mask), &[product, scale])
            } else {
                Inst::new(Opcode::Add, Dest::temp(sum, dest.mask), &[product, addend])
            };
            program.push(inst);
            written.push(sum);
            // Sometimes a second sum of the same product (for fusing a
            // shared product into each sum).
            if rng.chance(30) {
                let again = program.new_vreg();
                let addend = random_operand(rng, &mut program, &written);
                let product = Operand::temp(reg).with_swizzle(random_swizzle(rng));
                program.push(Inst::new(
                    Opcode::Add,
                    Dest::temp(again, dest.mask),
                    &[product, addend],
                ));
                written.push(again);
            }
        }
        // Sometimes the whole part as `x - frac(x)`, as shaders from before
        // `floor` compute it (for the floor pass).
        if op == Opcode::Frc && !dest.saturate && rng.chance(40) {
            let whole = program.new_vreg();
            let fraction = Operand::temp(reg).negated();
            program.push(Inst::new(
                Opcode::Add,
                Dest::temp(whole, dest.mask),
                &[operands[0], fraction],
            ));
            written.push(whole);
        }
        if !written.contains(&reg) {
            written.push(reg);
        }
    }
    for output in 0..program.outputs.len() {
        let source = random_operand(rng, &mut program, &written);
        let mut dest = Dest::output(super::OutputId(output as u32), WriteMask::ALL);
        dest.saturate = rng.chance(30);
        program.push(Inst::new(Opcode::Mov, dest, &[source]));
    }
    program
}

/// Like [`program`], then cut into an if/else diamond: block 0 branches on a
/// temporary to block 1 or 2, both jump to block 3, which writes the outputs.
/// Control flow as vp30 keeps it, for testing that passes respect block edges.
pub fn program_with_branches(rng: &mut Rng, length: usize, stage: Stage) -> Program {
    let mut program = program(rng, length, stage);
    let insts = std::mem::take(&mut program.blocks[0].insts);
    let count = insts.len();
    let mut cuts = [
        rng.below(count + 1),
        rng.below(count + 1),
        rng.below(count + 1),
    ];
    cuts.sort_unstable();
    let condition = if program.vreg_count > 0 {
        Operand::temp(VReg(rng.below(program.vreg_count as usize) as u32))
            .with_swizzle(Swizzle::replicate(rng.below(4) as u8))
    } else {
        Operand::new(Source::Input(super::InputId(0)))
    };
    let parts = [
        insts[..cuts[0]].to_vec(),
        insts[cuts[0]..cuts[1]].to_vec(),
        insts[cuts[1]..cuts[2]].to_vec(),
        insts[cuts[2]..].to_vec(),
    ];
    let terminators = [
        super::Terminator::Branch {
            condition,
            if_true: super::BlockId(1),
            if_false: super::BlockId(2),
        },
        super::Terminator::Jump(super::BlockId(3)),
        super::Terminator::Jump(super::BlockId(3)),
        super::Terminator::Return,
    ];
    program.blocks = parts
        .into_iter()
        .zip(terminators)
        .map(|(insts, terminator)| super::Block { insts, terminator })
        .collect();
    program
}

/// Repeat an earlier computation into a fresh register, so CSE has work.
/// `x == y` as fragment programs compute it without `SEQ`,
/// `SGE a.x, x, y; SGE b.x, y, x; MUL c.x, a, b`, or `x != y` without `SNE`,
/// `SLT`s and `ADD`; read by a select (`CMP d, -c.x, p, q`) or as a number,
/// sometimes beside the difference `x - y` or `y - x` and its absolute value
/// (for the equality pass).
fn push_equality_select(rng: &mut Rng, program: &mut Program, written: &mut Vec<VReg>) {
    let x = random_operand(rng, program, written);
    let y = if rng.chance(50) {
        x
    } else {
        random_operand(rng, program, written)
    };
    let (compare, combine) = if rng.chance(50) {
        (Opcode::Sge, Opcode::Mul)
    } else {
        (Opcode::Slt, Opcode::Add)
    };
    let [a, b, c, d] = [0; 4].map(|_| program.new_vreg());
    let scalar = |reg| Operand::temp(reg).with_swizzle(Swizzle::replicate(0));
    let difference = rng.chance(50).then(|| {
        let (p, q) = if rng.chance(50) { (x, y) } else { (y, x) };
        (program.new_vreg(), p, q, rng.chance(50))
    });
    let push_difference = |program: &mut Program, written: &mut Vec<VReg>| {
        if let Some((e, p, q, _)) = difference {
            program.push(Inst::new(
                Opcode::Add,
                Dest::temp(e, WriteMask::X),
                &[p, q.negated()],
            ));
            program.push(Inst::new(
                Opcode::Abs,
                Dest::temp(e, WriteMask::X),
                &[scalar(e)],
            ));
            written.push(e);
        }
    };
    if difference.is_some_and(|(.., before)| before) {
        push_difference(program, written);
    }
    program.push(Inst::new(compare, Dest::temp(a, WriteMask::X), &[x, y]));
    program.push(Inst::new(compare, Dest::temp(b, WriteMask::X), &[y, x]));
    program.push(Inst::new(
        combine,
        Dest::temp(c, WriteMask::X),
        &[scalar(a), scalar(b)],
    ));
    if difference.is_some_and(|(.., before)| !before) {
        push_difference(program, written);
    }
    let sides = [0; 2].map(|_| random_operand(rng, program, written));
    if rng.chance(50) {
        program.push(Inst::new(
            Opcode::Cmp,
            Dest::temp(d, random_mask(rng)),
            &[scalar(c).negated(), sides[0], sides[1]],
        ));
    } else {
        program.push(Inst::new(
            Opcode::Mad,
            Dest::temp(d, random_mask(rng)),
            &[scalar(c), sides[0], sides[1]],
        ));
    }
    written.push(d);
}

/// `min(max(x, lo), hi)` or `max(min(x, hi), lo)` with literal bounds in
/// [0, 1], often one of them the saturation's own (for the clamp pass).
fn push_bounds(rng: &mut Rng, program: &mut Program, written: &mut Vec<VReg>) {
    const UNIT: [f32; 4] = [0.0, 1.0, 0.25, 0.5];
    let bound = |rng: &mut Rng, program: &mut Program, own: f32| {
        let trivial = rng.chance(60);
        program.literal([0; 4].map(|_| match trivial {
            true => own,
            false => UNIT[rng.below(UNIT.len())],
        }))
    };
    let low = bound(rng, program, 0.0);
    let high = bound(rng, program, 1.0);
    let x = random_operand(rng, program, written);
    let (first, second) = if rng.chance(50) {
        ((Opcode::Max, low), (Opcode::Min, high))
    } else {
        ((Opcode::Min, high), (Opcode::Max, low))
    };
    let [inner, outer] = [0; 2].map(|_| program.new_vreg());
    let mask = random_mask(rng);
    program.push(Inst::new(first.0, Dest::temp(inner, mask), &[x, first.1]));
    let bounded = Operand::temp(inner).with_swizzle(Swizzle::IDENTITY);
    program.push(Inst::new(
        second.0,
        Dest::temp(outer, mask),
        &[bounded, second.1],
    ));
    written.push(outer);
}

fn push_repeat(rng: &mut Rng, program: &mut Program, written: &mut Vec<VReg>) {
    let insts = &program.blocks[0].insts;
    let mut repeat = insts[rng.below(insts.len())].clone();
    let reg = program.new_vreg();
    if let Some(dest) = repeat.dest.as_mut() {
        dest.reg = super::DestReg::Temp(reg);
        written.push(reg);
    }
    program.push(repeat);
}

/// Write 0 to every component of every temporary at the start, so that no
/// component is read before it is written (invariant 5 of [`super`]): what the
/// back end's register allocator assumes of front-end programs.
pub fn define_all_temps(program: &mut Program) {
    let zero = program.scalar(0.0);
    let initialization: Vec<Inst> = (0..program.vreg_count)
        .map(|reg| Inst::new(Opcode::Mov, Dest::temp(VReg(reg), WriteMask::ALL), &[zero]))
        .collect();
    program.blocks[0].insts.splice(0..0, initialization);
}

/// Random values for every input and uniform row of `program`.
pub fn environment(rng: &mut Rng, program: &Program) -> Environment {
    Environment {
        inputs: program.inputs.iter().map(|_| vector(rng)).collect(),
        uniforms: program
            .uniforms
            .iter()
            .map(|u| (0..u.rows).map(|_| vector(rng)).collect())
            .collect(),
    }
}
