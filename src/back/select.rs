//! Instruction selection: rewrite an optimized IR program so that it uses only
//! what the profile's JSON says the assembly has.
//!
//! Expansions (exact in the interpreter except `LRP`, whose expansion rounds
//! like cgc's code rather than like the `LRP` formula):
//! - `SUB a, b` → `ADD a, -b` when the profile lacks `SUB`;
//! - `LRP a, b, c` → `ADD t, b, -c; MAD d, a, t, c` when it lacks `LRP`
//!   (that is what cgc emits for `lerp` even in arbfp1);
//! - an `|x|` operand → `ABS t, x` (or `MAX t, x, -x`) when operands cannot take
//!   the modifier; where they can, `ABS` becomes such an operand before
//!   optimization ([`abs_as_operand_modifier`]).
//!
//! - `SIN`/`COS` → cgc's polynomial (arbvp1, vp20);
//! - `CMP` → `SLT`/`SGE` arithmetic in vertex profiles, except where the
//!   profile selects with condition codes (VP2.0): there `CMP` stays and the
//!   emitter prints it as `MOVC` and masked `MOV`s
//!   ([`Profile::selects_with_condition_codes`]).
//!
//! Anything else the profile lacks is an error saying so.

use crate::diag::Diagnostic;
use crate::ir::{
    Dest, Inst, Opcode, Operand, Program, Source, Swizzle, Terminator, VReg, WriteMask,
};
use crate::profile::Profile;

/// cgc's code for "profile does not support this".
const UNSUPPORTED: u32 = 5051;

pub fn select(program: &mut Program, profile: &Profile) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    if !profile.branches
        && program
            .blocks
            .iter()
            .any(|b| matches!(b.terminator, Terminator::Branch { .. }))
    {
        errors.push(Diagnostic::error(
            UNSUPPORTED,
            None,
            format!(
                "profile '{}' has no branches; data-dependent control flow must be if-converted before selection",
                profile.name
            ),
        ));
    }
    for block_index in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block_index].insts);
        let mut selected = Vec::with_capacity(insts.len());
        for inst in insts {
            if let Err(error) = select_inst(program, profile, inst, &mut selected) {
                if !errors.contains(&error) {
                    errors.push(error);
                }
            }
        }
        program.blocks[block_index].insts = selected;
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn unsupported(profile: &Profile, op: Opcode) -> Diagnostic {
    let message = match op {
        Opcode::Kil => format!("discard is not available in profile '{}'", profile.name),
        _ if op.is_texture() => {
            format!(
                "texture lookups are not available in profile '{}'",
                profile.name
            )
        }
        _ => format!(
            "instruction {} is not supported yet in profile '{}'",
            op.mnemonic(),
            profile.name
        ),
    };
    Diagnostic::error(UNSUPPORTED, None, message)
}

fn select_inst(
    program: &mut Program,
    profile: &Profile,
    mut inst: Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    if !profile.operand_abs {
        for index in 0..inst.operands.len() {
            if inst.operands[index].abs {
                inst.operands[index] =
                    materialize_abs(program, profile, inst.operands[index], out)?;
            }
        }
    }
    if let Some(dest) = inst.dest.filter(|d| d.saturate && !profile.saturate) {
        return expand_saturate(program, profile, inst, dest, out);
    }
    if profile.has_opcode(inst.op.mnemonic())
        || (inst.op == Opcode::Cmp && profile.selects_with_condition_codes())
    {
        out.push(inst);
        return Ok(());
    }
    match inst.op {
        Opcode::Sub if profile.has_opcode(Opcode::Add.mnemonic()) => {
            inst.op = Opcode::Add;
            inst.operands[1] = inst.operands[1].negated();
            out.push(inst);
            Ok(())
        }
        Opcode::Lrp => expand_lrp(program, profile, &inst, out),
        Opcode::Sin | Opcode::Cos => expand_sine_cosine(program, profile, &inst, out),
        Opcode::Cmp => expand_compare(program, profile, &inst, out),
        Opcode::Abs if profile.has_opcode(Opcode::Max.mnemonic()) => {
            inst.op = Opcode::Max;
            let negated = inst.operands[0].negated();
            inst.operands.push(negated);
            out.push(inst);
            Ok(())
        }
        op => Err(unsupported(profile, op)),
    }
}

/// Where source operands take the absolute-value modifier (VP2.0's `|R0|`),
/// `ABS d, x` is a move of `|x|`: copy propagation then reads `|x|` in every
/// user and the move dies, as in cgc's `MAD o[TEX3], |R0|, c[0].y, R1`.
/// Runs before the optimizer. `|-x|` is `|x|`, so the operand's negation goes.
pub fn abs_as_operand_modifier(program: &mut Program, profile: &Profile) {
    if !profile.operand_abs {
        return;
    }
    for block in &mut program.blocks {
        for inst in block.insts.iter_mut().filter(|i| i.op == Opcode::Abs) {
            inst.op = Opcode::Mov;
            inst.operands[0].abs = true;
            inst.operands[0].negate = false;
        }
    }
}

/// A select printed with condition codes writes its destination before it
/// reads the chosen side (`emit`): where that side is the destination's
/// register but not the destination itself (another swizzle), the select goes
/// to a fresh register and is copied. Runs after the last pass that retargets
/// results (forwarding may make a select write the register it reads).
pub fn keep_selects_apart(program: &mut Program) {
    for block in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block].insts);
        let mut out = Vec::with_capacity(insts.len());
        for mut inst in insts {
            let clash = inst.op == Opcode::Cmp
                && inst.dest.is_some_and(|dest| {
                    let chosen = inst.operands[1];
                    dest.temp_reg().is_some()
                        && chosen.temp_reg() == dest.temp_reg()
                        && (chosen.abs
                            || chosen.negate
                            || dest
                                .mask
                                .components()
                                .any(|i| chosen.swizzle.get(i) != i as u8))
                });
            match inst.dest.filter(|_| clash) {
                Some(dest) => {
                    let temp = program.new_vreg();
                    inst.dest = Some(Dest::temp(temp, dest.mask));
                    out.push(inst);
                    out.push(Inst::new(Opcode::Mov, dest, &[Operand::temp(temp)]));
                }
                None => out.push(inst),
            }
        }
        program.blocks[block].insts = out;
    }
}

/// `OP_SAT d, ...` → `OP t, ...; MAX t, t, 0; MIN d, t, 1` (NaN becomes 0 as with `_SAT`).
fn expand_saturate(
    program: &mut Program,
    profile: &Profile,
    mut inst: Inst,
    dest: Dest,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    if !profile.has_opcode(Opcode::Max.mnemonic()) || !profile.has_opcode(Opcode::Min.mnemonic()) {
        return Err(unsupported(profile, inst.op));
    }
    let temp = program.new_vreg();
    let unclamped = Dest::temp(temp, dest.mask);
    inst.dest = Some(unclamped);
    select_inst(program, profile, inst, out)?;
    let zero = program.scalar(0.0);
    let one = program.scalar(1.0);
    out.push(Inst::new(
        Opcode::Max,
        unclamped,
        &[Operand::temp(temp), zero],
    ));
    let final_dest = Dest {
        saturate: false,
        ..dest
    };
    out.push(Inst::new(
        Opcode::Min,
        final_dest,
        &[Operand::temp(temp), one],
    ));
    Ok(())
}

/// The opcodes the `SIN`/`COS` polynomial and the `CMP` emulation need (the
/// polynomial also needs `FRC` or `EXP`, whose `.y` is the fraction).
const POLYNOMIAL_OPCODES: [Opcode; 7] = [
    Opcode::Mul,
    Opcode::Mad,
    Opcode::Add,
    Opcode::Slt,
    Opcode::Sge,
    Opcode::Dp3,
    Opcode::Mov,
];

/// `COS`/`SIN` where the profile lacks them (arbvp1, vp20): cgc's own sequence.
/// The angle is reduced to a fraction `f` of a turn; an even polynomial in
/// `(f - c)²` approximates the cosine around `c = 0, 0.5, 1`, and `SLT`/`SGE`
/// pick the segment (`f < 0.25`, the middle, `f >= 0.75`). `SIN(x)` is
/// `COS(x - π/2)`, folded into the first `MAD`. Constants are cgc's.
// The constants are spelled as cgc prints them (8 significant digits), so the
// `#const` lines match cgc's text.
#[allow(clippy::excessive_precision)]
fn expand_sine_cosine(
    program: &mut Program,
    profile: &Profile,
    inst: &Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    let Some(dest) = inst.dest else {
        return Err(unsupported(profile, inst.op));
    };
    let has_fraction =
        profile.has_opcode(Opcode::Frc.mnemonic()) || profile.has_opcode(Opcode::Exp.mnemonic());
    if !has_fraction
        || !POLYNOMIAL_OPCODES
            .iter()
            .all(|&op| profile.has_opcode(op.mnemonic()))
    {
        return Err(unsupported(profile, inst.op));
    }
    let angle = inst.operands[0].with_swizzle(Swizzle::replicate(inst.operands[0].swizzle.get(0)));
    let scalar = |program: &mut Program| Dest::temp(program.new_vreg(), WriteMask::X);
    let vector = |program: &mut Program| Dest::temp(program.new_vreg(), WriteMask::XYZ);
    let read = |dest: Dest| Operand::temp(dest.temp_reg().unwrap_or(VReg(0)));
    let x = |dest: Dest| read(dest).with_swizzle(Swizzle::replicate(0));

    let turns = scalar(program);
    let inverse_two_pi = program.scalar(0.159_154_91);
    if inst.op == Opcode::Sin {
        let quarter = program.scalar(-0.25);
        out.push(Inst::new(
            Opcode::Mad,
            turns,
            &[angle, inverse_two_pi, quarter],
        ));
    } else {
        out.push(Inst::new(Opcode::Mul, turns, &[angle, inverse_two_pi]));
    }
    // FRC where the profile has it, else EXP (VP1.1), whose `.y` is the fraction,
    // as cgc does.
    let fraction = if profile.has_opcode(Opcode::Frc.mnemonic()) {
        let dest = scalar(program);
        out.push(Inst::new(Opcode::Frc, dest, &[x(turns)]));
        x(dest)
    } else {
        let dest = Dest::temp(program.new_vreg(), WriteMask(0b0010));
        out.push(Inst::new(Opcode::Exp, dest, &[x(turns)]));
        read(dest).with_swizzle(Swizzle::replicate(1))
    };
    let centres = program.literal([0.0, 0.5, 1.0, 0.0]);
    let offset = vector(program);
    out.push(Inst::new(
        Opcode::Add,
        offset,
        &[fraction.negated(), centres],
    ));
    let square = vector(program);
    out.push(Inst::new(
        Opcode::Mul,
        square,
        &[read(offset), read(offset)],
    ));
    let coefficients: [f32; 5] = [-60.145_809, 85.453_789, -64.939_346, 19.739_21, -1.0];
    let leading = program.literal([24.980_801, -24.980_801, 24.980_801, 0.0]);
    let mut polynomial = vector(program);
    out.push(Inst::new(Opcode::Mul, polynomial, &[read(square), leading]));
    let first = program.literal([coefficients[0], -coefficients[0], coefficients[0], 0.0]);
    let next = vector(program);
    out.push(Inst::new(Opcode::Add, next, &[read(polynomial), first]));
    polynomial = next;
    for &c in &coefficients[1..] {
        let literal = program.literal([c, -c, c, 0.0]);
        let next = vector(program);
        out.push(Inst::new(
            Opcode::Mad,
            next,
            &[read(polynomial), read(square), literal],
        ));
        polynomial = next;
    }
    let segment = program.new_vreg();
    let quarter = program.scalar(0.25);
    out.push(Inst::new(
        Opcode::Slt,
        Dest::temp(segment, WriteMask::X),
        &[fraction, quarter],
    ));
    let bounds = program.literal([0.0, -9.0, 0.75, 0.0]);
    out.push(Inst::new(
        Opcode::Sge,
        Dest::temp(segment, WriteMask(0b0110)),
        &[fraction, bounds],
    ));
    let weights = program.new_vreg();
    out.push(Inst::new(
        Opcode::Mov,
        Dest::temp(weights, WriteMask(0b0101)),
        &[Operand::temp(segment)],
    ));
    let middle = program.literal([-1.0, 1.0, -1.0, 0.0]);
    out.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(weights, WriteMask(0b0010)),
        &[Operand::temp(segment), middle],
    ));
    out.push(Inst::new(
        Opcode::Dp3,
        dest,
        &[read(polynomial), Operand::temp(weights).negated()],
    ));
    Ok(())
}

/// Where the profile has no `SIN`/`COS`, a `SIN` and a `COS` of the same
/// angle in one block are expanded together, as cgc expands `sincos`: one
/// two-wide polynomial gives both (17 instructions instead of two 15-instruction
/// expansions). The two instructions become `MOV`s of the shared result, so
/// this runs before the optimizer, whose copy propagation removes them.
pub fn expand_sine_cosine_pairs(program: &mut Program, profile: &Profile) {
    let has_fraction =
        profile.has_opcode(Opcode::Frc.mnemonic()) || profile.has_opcode(Opcode::Exp.mnemonic());
    if profile.has_opcode(Opcode::Sin.mnemonic())
        || profile.has_opcode(Opcode::Cos.mnemonic())
        || !has_fraction
        || !profile.has_opcode(Opcode::Dp4.mnemonic())
        || !POLYNOMIAL_OPCODES
            .iter()
            .all(|&op| profile.has_opcode(op.mnemonic()))
    {
        return;
    }
    for block in 0..program.blocks.len() {
        while let Some((first, second)) = find_sine_cosine_pair(&program.blocks[block].insts) {
            let insts = &program.blocks[block].insts;
            let angle = angle_of(&insts[first]);
            let mut sequence = Vec::new();
            let result = sine_cosine_sequence(program, profile, angle, &mut sequence);
            let insts = &mut program.blocks[block].insts;
            for index in [first, second] {
                // The result holds the cosine in x and the sine in y.
                let lane = u8::from(insts[index].op == Opcode::Sin);
                let source = Operand::temp(result).with_swizzle(Swizzle::replicate(lane));
                insts[index].op = Opcode::Mov;
                insts[index].operands[0] = source;
            }
            insts.splice(first..first, sequence);
        }
    }
}

/// The angle a `SIN`/`COS` reads: component `x` of its swizzled operand.
fn angle_of(inst: &Inst) -> Operand {
    let operand = inst.operands[0];
    operand.with_swizzle(Swizzle::replicate(operand.swizzle.get(0)))
}

/// A `SIN` and a `COS` (in either order) reading the same angle, with nothing
/// between them (the first included) changing what the angle operand reads.
fn find_sine_cosine_pair(insts: &[Inst]) -> Option<(usize, usize)> {
    let is_trig = |inst: &Inst| matches!(inst.op, Opcode::Sin | Opcode::Cos) && inst.dest.is_some();
    for first in (0..insts.len()).filter(|&i| is_trig(&insts[i])) {
        let angle = angle_of(&insts[first]);
        for second in first + 1..insts.len() {
            let candidate = &insts[second];
            if is_trig(candidate) && candidate.op != insts[first].op && angle_of(candidate) == angle
            {
                return Some((first, second));
            }
            if changes_operand(&insts[second - 1], &angle) || changes_operand(candidate, &angle) {
                break;
            }
        }
    }
    None
}

/// True when `inst` writes the temporary `operand` reads, or is an `ARL` and
/// the operand is relative to `A0`.
fn changes_operand(inst: &Inst, operand: &Operand) -> bool {
    if inst.op == Opcode::Arl {
        return matches!(operand.source, Source::UniformRelative(..));
    }
    let written = inst.dest.and_then(|d| d.temp_reg());
    written.is_some() && written == operand.temp_reg()
}

/// cgc's `sincos` sequence for `angle`; returns the register whose `x` is the
/// cosine and `y` the sine. The fraction `f` of a turn falls in one quadrant
/// (one-hot `q`, from `SLT` against the quarter turns); both results are
/// `±cos(2π(f - centre))` with `|f - centre| ≤ ¼`, the cosine's centre being
/// 0, ½, ½, 1 and the sine's ¼, ¼, ¾, ¾ by quadrant. The even polynomial in
/// `d = f - centre` is evaluated as `odd(d⁴)·d² + even(d⁴)` for both lanes
/// at once. Constants are cgc's, spelled as it prints them.
#[allow(clippy::excessive_precision)]
fn sine_cosine_sequence(
    program: &mut Program,
    profile: &Profile,
    angle: Operand,
    out: &mut Vec<Inst>,
) -> VReg {
    let swizzled = |reg: VReg, s: [u8; 4]| Operand::temp(reg).with_swizzle(Swizzle(s));
    let mut push = |op: Opcode, reg: VReg, mask: u8, operands: &[Operand]| {
        out.push(Inst::new(op, Dest::temp(reg, WriteMask(mask)), operands));
    };
    let turns = program.new_vreg();
    let inverse_two_pi = program.scalar(0.159_154_91);
    push(Opcode::Mul, turns, 0b0001, &[angle, inverse_two_pi]);
    let fraction = program.new_vreg();
    let f = if profile.has_opcode(Opcode::Frc.mnemonic()) {
        push(Opcode::Frc, fraction, 0b0001, &[swizzled(turns, [0; 4])]);
        swizzled(fraction, [0; 4])
    } else {
        // VP1.1 has no FRC: `EXP`'s `y` is the fraction, as cgc uses it.
        push(Opcode::Exp, fraction, 0b0010, &[swizzled(turns, [0; 4])]);
        swizzled(fraction, [1; 4])
    };
    // q = (f < ¼, f < ½, f < ¾, 1), then made one-hot by differences.
    let quadrant = program.new_vreg();
    let quarters = program.literal([0.25, 0.5, 0.75, 1.0]);
    push(Opcode::Slt, quadrant, 0b1111, &[f, quarters]);
    let upper = program.new_vreg();
    let lower = swizzled(quadrant, [0, 1, 2, 2]).negated();
    push(
        Opcode::Add,
        upper,
        0b0111,
        &[swizzled(quadrant, [1, 2, 3, 3]), lower],
    );
    push(
        Opcode::Mov,
        quadrant,
        0b1110,
        &[swizzled(upper, [0, 0, 1, 2])],
    );
    // Centres (x: cosine, y: sine), then d = f - centre.
    let centre = program.new_vreg();
    let cosine_centres = program.literal([0.5, 0.5, 1.0, 0.0]);
    push(
        Opcode::Dp3,
        centre,
        0b0001,
        &[Operand::temp(upper), cosine_centres],
    );
    let sine_centres = program.literal([0.25, 0.25, 0.75, 0.75]);
    push(
        Opcode::Dp4,
        centre,
        0b0010,
        &[Operand::temp(quadrant), sine_centres],
    );
    let offset = program.new_vreg();
    push(
        Opcode::Add,
        offset,
        0b0011,
        &[f, Operand::temp(centre).negated()],
    );
    let square = program.new_vreg();
    push(
        Opcode::Mul,
        square,
        0b0011,
        &[Operand::temp(offset), Operand::temp(offset)],
    );
    let fourth = program.new_vreg();
    push(
        Opcode::Mul,
        fourth,
        0b0011,
        &[Operand::temp(square), Operand::temp(square)],
    );
    // Lanes: (odd, even) of the cosine, then of the sine.
    let v = swizzled(fourth, [0, 0, 1, 1]);
    let leading = program.literal([-24.980_801, 60.145_809, -24.980_801, 60.145_809]);
    let middle = program.literal([-85.453_789, 64.939_346, -85.453_789, 64.939_346]);
    let last = program.literal([-19.739_21, 1.0, -19.739_21, 1.0]);
    let step = program.new_vreg();
    push(Opcode::Mul, step, 0b1111, &[v, leading]);
    let step2 = program.new_vreg();
    push(Opcode::Add, step2, 0b1111, &[Operand::temp(step), middle]);
    let step3 = program.new_vreg();
    push(Opcode::Mad, step3, 0b1111, &[Operand::temp(step2), v, last]);
    let polynomial = program.new_vreg();
    let operands = [
        swizzled(step3, [0, 2, 2, 2]),
        Operand::temp(square),
        swizzled(step3, [1, 3, 3, 3]),
    ];
    push(Opcode::Mad, polynomial, 0b0011, &operands);
    // Signs by quadrant: cosine +, -, -, +; sine +, +, -, -.
    let sign = program.new_vreg();
    let cosine_signs = program.literal([1.0, -1.0, -1.0, 1.0]);
    push(
        Opcode::Dp4,
        sign,
        0b0001,
        &[Operand::temp(quadrant), cosine_signs],
    );
    let sine_signs = program.literal([1.0, 1.0, -1.0, -1.0]);
    push(
        Opcode::Dp4,
        sign,
        0b0010,
        &[Operand::temp(quadrant), sine_signs],
    );
    let result = program.new_vreg();
    push(
        Opcode::Mul,
        result,
        0b0011,
        &[Operand::temp(sign), Operand::temp(polynomial)],
    );
    result
}

/// `CMP d, a, b, c` (a < 0 ? b : c) in vertex profiles: `SLT t, a, 0; SGE s, a, 0;
/// MUL x, c, s; MAD d, b, t, x`, exact for finite `b` and `c`.
fn expand_compare(
    program: &mut Program,
    profile: &Profile,
    inst: &Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    let Some(dest) = inst.dest else {
        return Err(unsupported(profile, inst.op));
    };
    if !POLYNOMIAL_OPCODES
        .iter()
        .all(|&op| profile.has_opcode(op.mnemonic()))
    {
        return Err(unsupported(profile, inst.op));
    }
    let [condition, if_negative, otherwise] =
        [inst.operands[0], inst.operands[1], inst.operands[2]];
    let zero = program.scalar(0.0);
    let negative = program.new_vreg();
    out.push(Inst::new(
        Opcode::Slt,
        Dest::temp(negative, dest.mask),
        &[condition, zero],
    ));
    let not_negative = program.new_vreg();
    out.push(Inst::new(
        Opcode::Sge,
        Dest::temp(not_negative, dest.mask),
        &[condition, zero],
    ));
    let kept = program.new_vreg();
    out.push(Inst::new(
        Opcode::Mul,
        Dest::temp(kept, dest.mask),
        &[otherwise, Operand::temp(not_negative)],
    ));
    out.push(Inst::new(
        Opcode::Mad,
        dest,
        &[if_negative, Operand::temp(negative), Operand::temp(kept)],
    ));
    Ok(())
}

/// `|x|` as a temporary holding `ABS x`.
fn materialize_abs(
    program: &mut Program,
    profile: &Profile,
    operand: Operand,
    out: &mut Vec<Inst>,
) -> Result<Operand, Diagnostic> {
    let temp = program.new_vreg();
    let plain = Operand {
        abs: false,
        negate: false,
        ..operand
    };
    let inst = if profile.has_opcode(Opcode::Abs.mnemonic()) {
        Inst::new(Opcode::Abs, Dest::temp(temp, WriteMask::ALL), &[plain])
    } else if profile.has_opcode(Opcode::Max.mnemonic()) {
        let negated = plain.negated();
        Inst::new(
            Opcode::Max,
            Dest::temp(temp, WriteMask::ALL),
            &[plain, negated],
        )
    } else {
        return Err(unsupported(profile, Opcode::Abs));
    };
    out.push(inst);
    let mut result = Operand::temp(temp);
    result.negate = operand.negate;
    Ok(result)
}

fn expand_lrp(
    program: &mut Program,
    profile: &Profile,
    inst: &Inst,
    out: &mut Vec<Inst>,
) -> Result<(), Diagnostic> {
    let (Some(dest), true) = (
        inst.dest,
        profile.has_opcode(Opcode::Add.mnemonic()) && profile.has_opcode(Opcode::Mad.mnemonic()),
    ) else {
        return Err(unsupported(profile, Opcode::Lrp));
    };
    let [weight, to, from] = [inst.operands[0], inst.operands[1], inst.operands[2]];
    let difference = program.new_vreg();
    out.push(Inst::new(
        Opcode::Add,
        Dest::temp(difference, dest.mask),
        &[to, from.negated()],
    ));
    out.push(Inst::new(
        Opcode::Mad,
        dest,
        &[weight, Operand::temp(difference), from],
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::interp::{run, Environment};
    use crate::ir::OutputId;

    /// A program written as IR text (`crate::ir::text`).
    fn program_from(text: &str) -> Program {
        crate::ir::text::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// `SIN o0, in.x; COS o1, in.x` (with an unrelated instruction between).
    fn sine_and_cosine() -> Program {
        program_from(
            r#"
            stage vertex
            input in0 "TEXCOORD0"
            output out0 "TEXCOORD0"
            output out1 "TEXCOORD1"
            b0:
              SIN out0, in0.x;
              MOV t0, in0.x;
              COS out1, in0.x;
              return
            "#,
        )
    }

    #[test]
    fn sine_and_cosine_of_one_angle_share_one_polynomial() {
        for name in ["arbvp1", "vp20"] {
            let profile = Profile::builtin(name).expect("built-in profile");
            let mut program = sine_and_cosine();
            expand_sine_cosine_pairs(&mut program, &profile);
            let remaining = program.blocks[0].insts.iter();
            assert!(remaining
                .clone()
                .all(|i| !matches!(i.op, Opcode::Sin | Opcode::Cos)));
            // 17 instructions for both, the two moves of the result, the unrelated move.
            assert_eq!(program.instruction_count(), 20, "{name}");
            for step in -40..=40 {
                let angle = step as f32 * 0.37;
                let environment = Environment {
                    inputs: vec![[angle, 0.0, 0.0, 0.0]],
                    uniforms: Vec::new(),
                };
                let outcome = run(&program, &environment).expect("straight-line program");
                let [sine, cosine] =
                    [0, 1].map(|o: u32| outcome.outputs[OutputId(o).0 as usize][0]);
                assert!(
                    (sine - angle.sin()).abs() < 1e-5,
                    "{name}: sin {angle} = {sine}"
                );
                assert!(
                    (cosine - angle.cos()).abs() < 1e-5,
                    "{name}: cos {angle} = {cosine}"
                );
            }
        }
    }

    #[test]
    fn a_rewritten_angle_breaks_the_pair() {
        let profile = Profile::builtin("arbvp1").expect("built-in profile");
        // The angle changes between the SIN and the COS: two different angles.
        let mut program = program_from(
            r#"
            stage vertex
            input in0 "TEXCOORD0"
            output out0 "TEXCOORD0"
            b0:
              MOV t0.x, in0;
              SIN out0.x, t0.x;
              ADD t0.x, t0.x, t0.x;
              COS out0.x, t0.x;
              return
            "#,
        );
        let before = program.clone();
        expand_sine_cosine_pairs(&mut program, &profile);
        assert_eq!(program, before);
    }
}
