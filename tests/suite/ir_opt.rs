//! Property tests of the optimizer: random programs (seeded) give the same
//! outputs before and after each pass, and after the whole pipeline.

use cgrs::ir::interp::run;
use cgrs::ir::opt::{optimize, PASSES, RELAXED_PASSES};
use cgrs::ir::random::{environment, program, program_with_branches, Rng};
use cgrs::ir::{Program, Stage};

const PROGRAMS: u64 = 2000;
const RUNS_PER_PROGRAM: usize = 4;

fn assert_same_behaviour(before: &Program, after: &Program, seed: u64, what: &str) {
    let mut rng = Rng::new(seed ^ 0xABCD);
    for _ in 0..RUNS_PER_PROGRAM {
        let env = environment(&mut rng, before);
        let expected = run(before, &env).expect("straight-line programs terminate");
        let actual = run(after, &env).expect("straight-line programs terminate");
        assert!(
            expected.same_as(&actual),
            "{what} changed the outputs of seed {seed}:\n{expected:?}\n{actual:?}\nbefore: {before:#?}\nafter: {after:#?}"
        );
    }
}

/// Equal up to reassociation's rounding: relative 1e-4, or absolute 1e-4 near 0.
fn same_within_rounding(a: &cgrs::ir::interp::Outcome, b: &cgrs::ir::interp::Outcome) -> bool {
    a.killed == b.killed
        && a.outputs.len() == b.outputs.len()
        && a.outputs
            .iter()
            .flatten()
            .zip(b.outputs.iter().flatten())
            .all(|(x, y)| x == y || (x - y).abs() <= 1e-4 * x.abs().max(y.abs()).max(1.0))
}

/// The contract of [`RELAXED_PASSES`] (and so of the whole pipeline): runs in
/// which `before` computes only finite values keep their outputs. Returns how
/// many runs were compared.
fn assert_same_finite_behaviour(before: &Program, after: &Program, seed: u64, what: &str) -> usize {
    let mut rng = Rng::new(seed ^ 0xABCD);
    let mut compared = 0;
    for _ in 0..RUNS_PER_PROGRAM {
        let env = environment(&mut rng, before);
        let expected = run(before, &env).expect("straight-line programs terminate");
        if !expected.finite {
            continue;
        }
        let actual = run(after, &env).expect("straight-line programs terminate");
        assert!(
            same_within_rounding(&expected, &actual),
            "{what} changed the outputs of seed {seed}:\n{expected:?}\n{actual:?}\nbefore: {before:#?}\nafter: {after:#?}"
        );
        compared += 1;
    }
    compared
}

#[test]
fn every_pass_preserves_outputs() {
    let mut changes = [0usize; PASSES.len()];
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        // Vertex programs also exercise ARL and A0-relative operands.
        let stage = if seed % 2 == 0 {
            Stage::Fragment
        } else {
            Stage::Vertex
        };
        let original = program(&mut rng, 12, stage);
        for (index, (name, pass)) in PASSES.into_iter().enumerate() {
            let mut transformed = original.clone();
            if pass(&mut transformed) {
                changes[index] += 1;
            }
            assert_same_behaviour(&original, &transformed, seed, name);
        }
    }
    // Each pass must have had something to do, or this test proves nothing about it.
    for ((name, _), count) in PASSES.into_iter().zip(changes) {
        assert!(count >= 5, "{name} changed only {count} programs");
    }
}

#[test]
fn relaxed_passes_preserve_finite_runs() {
    let mut changes = [0usize; RELAXED_PASSES.len()];
    let mut compared = 0;
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        let stage = if seed % 2 == 0 {
            Stage::Fragment
        } else {
            Stage::Vertex
        };
        let original = program(&mut rng, 12, stage);
        for (index, (name, pass)) in RELAXED_PASSES.into_iter().enumerate() {
            let mut transformed = original.clone();
            if pass(&mut transformed) {
                changes[index] += 1;
                compared += assert_same_finite_behaviour(&original, &transformed, seed, name);
            }
        }
    }
    for ((name, _), count) in RELAXED_PASSES.into_iter().zip(changes) {
        assert!(count >= 5, "{name} changed only {count} programs");
    }
    // Most runs of changed programs stay finite, so the comparison is not vacuous.
    assert!(
        compared * 2 > changes.iter().sum::<usize>() * RUNS_PER_PROGRAM,
        "{compared}"
    );
}

#[test]
fn pipeline_preserves_outputs_and_never_grows_programs() {
    let mut total_before = 0;
    let mut total_after = 0;
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        let original = program(&mut rng, 16, Stage::Vertex);
        let mut optimized = original.clone();
        optimize(&mut optimized);
        assert_same_finite_behaviour(&original, &optimized, seed, "optimize");
        assert!(optimized.instruction_count() <= original.instruction_count());
        total_before += original.instruction_count();
        total_after += optimized.instruction_count();
    }
    // The generator writes many dead or foldable values; the optimizer must find them.
    eprintln!("instructions: {total_before} before, {total_after} after optimization");
    assert!(
        total_after * 10 < total_before * 9,
        "{total_after} vs {total_before}"
    );
}

/// Sinking (scheduling before register allocation) reorders instructions
/// without changing what the program computes, with and without branches,
/// and never changes the instruction count.
#[test]
fn sinking_preserves_outputs() {
    let mut changed = 0;
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        let original = if seed % 3 == 0 {
            program_with_branches(&mut rng, 16, Stage::Vertex)
        } else {
            let stage = if seed % 2 == 0 {
                Stage::Fragment
            } else {
                Stage::Vertex
            };
            program(&mut rng, 12, stage)
        };
        let mut sunk = original.clone();
        if cgrs::ir::opt::sink::run(&mut sunk) {
            changed += 1;
        }
        assert_eq!(original.instruction_count(), sunk.instruction_count());
        assert_same_behaviour(&original, &sunk, seed, "sink");
    }
    assert!(changed >= 100, "sink changed only {changed} programs");
}

#[test]
fn passes_respect_control_flow() {
    for seed in 0..PROGRAMS / 2 {
        let mut rng = Rng::new(seed);
        let original = program_with_branches(&mut rng, 16, Stage::Vertex);
        assert!(!original.is_straight_line());
        for (name, pass) in PASSES {
            let mut transformed = original.clone();
            pass(&mut transformed);
            assert_same_behaviour(&original, &transformed, seed, name);
        }
        let mut optimized = original.clone();
        optimize(&mut optimized);
        assert_same_finite_behaviour(&original, &optimized, seed, "optimize");
    }
}

#[test]
fn programs_print_as_readable_listings() {
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, WriteMask};
    let mut program = Program::new(Stage::Fragment);
    let input = program.add_input("TEXCOORD0");
    let output = program.add_output("COLOR");
    let half = program.scalar(0.5);
    let mut dest = Dest::output(output, WriteMask::ALL);
    dest.saturate = true;
    let operand = Operand::new(Source::Input(input)).negated();
    program.push(Inst::new(Opcode::Mul, dest, &[operand, half]));
    let expected = "# in0 : TEXCOORD0\n# lit0 = [0.5, 0.0, 0.0, 0.0]\n# out0 : COLOR\nb0:\n  MUL_SAT out0, -in0, lit0.x;\n  return\n";
    assert_eq!(program.to_string(), expected);
}

/// `ARL` changes what `c[A0.x + k]` reads: no pass may reuse or move a relative
/// read across it (CSE, MAD fusion, copy propagation).
#[test]
fn address_register_writes_are_barriers() {
    use cgrs::ir::interp::Environment;
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, Swizzle, WriteMask};
    let mut p = Program::new(Stage::Vertex);
    let first =
        Operand::new(Source::Input(p.add_input("ATTR0"))).with_swizzle(Swizzle::replicate(0));
    let scale = Operand::new(Source::Input(p.add_input("ATTR1")));
    let second =
        Operand::new(Source::Input(p.add_input("ATTR2"))).with_swizzle(Swizzle::replicate(0));
    let table = p.add_uniform(2);
    let relative = Operand::new(Source::UniformRelative(table, 0, 0));
    let [out0, out1, out2] = [
        p.add_output("TEXCOORD0"),
        p.add_output("TEXCOORD1"),
        p.add_output("TEXCOORD2"),
    ];
    let [t1, t2, t3, t4] = [p.new_vreg(), p.new_vreg(), p.new_vreg(), p.new_vreg()];
    p.push(Inst::arl(first));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(t1, WriteMask::ALL),
        &[relative, scale],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(t3, WriteMask::ALL),
        &[relative],
    ));
    p.push(Inst::arl(second));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(t2, WriteMask::ALL),
        &[relative, scale],
    ));
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(t4, WriteMask::ALL),
        &[Operand::temp(t1), scale],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out0, WriteMask::ALL),
        &[Operand::temp(t4)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out1, WriteMask::ALL),
        &[Operand::temp(t2)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out2, WriteMask::ALL),
        &[Operand::temp(t3)],
    ));
    let env = Environment {
        inputs: vec![[0.0; 4], [3.0, 5.0, 7.0, 11.0], [1.0; 4]],
        uniforms: vec![vec![[1.0, 2.0, 3.0, 4.0], [10.0, 20.0, 30.0, 40.0]]],
    };
    let expected = run(&p, &env).expect("terminates");
    assert_eq!(expected.outputs[0], [6.0, 15.0, 28.0, 55.0]);
    assert_eq!(expected.outputs[1], [30.0, 100.0, 210.0, 440.0]);
    assert_eq!(expected.outputs[2], [1.0, 2.0, 3.0, 4.0]);
    for (name, pass) in PASSES {
        let mut transformed = p.clone();
        pass(&mut transformed);
        let actual = run(&transformed, &env).expect("terminates");
        assert!(
            expected.same_as(&actual),
            "{name}: {actual:?}\n{transformed}"
        );
    }
    let mut optimized = p.clone();
    optimize(&mut optimized);
    let actual = run(&optimized, &env).expect("terminates");
    assert!(
        expected.same_as(&actual),
        "optimize: {actual:?}\n{optimized}"
    );
}

/// `ADD t.x, a.x, 1; ADD t.y, a.z, 2` → `ADD t.xy, a.xz, {1, 2}`, and not when
/// the later instruction reads what the earlier wrote.
#[test]
fn merge_combines_components_of_one_register() {
    use cgrs::ir::opt::merge;
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, Swizzle, WriteMask};
    let build = |dependent: bool| {
        let mut p = Program::new(Stage::Fragment);
        let a = Operand::new(Source::Input(p.add_input("TEXCOORD0")));
        let out = p.add_output("COLOR");
        let t = p.new_vreg();
        let one = p.scalar(1.0);
        let two = p.scalar(2.0);
        p.push(Inst::new(
            Opcode::Add,
            Dest::temp(t, WriteMask::X),
            &[a, one],
        ));
        let second = if dependent {
            Operand::temp(t).with_swizzle(Swizzle::replicate(0))
        } else {
            a.with_swizzle(Swizzle([0, 2, 2, 3]))
        };
        p.push(Inst::new(
            Opcode::Add,
            Dest::temp(t, WriteMask(2)),
            &[second, two],
        ));
        p.push(Inst::new(
            Opcode::Mov,
            Dest::output(out, WriteMask::ALL),
            &[Operand::temp(t)],
        ));
        p
    };
    let mut independent = build(false);
    assert!(merge::run(&mut independent));
    assert_eq!(independent.instruction_count(), 2);
    let listing = independent.to_string();
    assert!(listing.contains("ADD t0.xy, in0.xzzw, lit2;"), "{listing}");
    assert_same_behaviour(&build(false), &independent, 0, "merge");
    let mut dependent = build(true);
    assert!(!merge::run(&mut dependent));
}

/// `MAD d, 0, x, y` is `y` and `MUL d, x, 0` is 0 (the ARB specs' rules).
#[test]
fn zero_products_vanish() {
    use cgrs::ir::opt::zero;
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, WriteMask};
    let mut p = Program::new(Stage::Vertex);
    let x = Operand::new(Source::Input(p.add_input("POSITION")));
    let y = Operand::new(Source::Input(p.add_input("NORMAL")));
    let [o0, o1] = [p.add_output("TEXCOORD0"), p.add_output("TEXCOORD1")];
    let zero_lit = p.literal([0.0, 0.0, 0.0, 5.0]);
    p.push(Inst::new(
        Opcode::Mad,
        Dest::output(o0, WriteMask::XYZ),
        &[zero_lit, x, y],
    ));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::output(o1, WriteMask::ALL),
        &[x, zero_lit],
    ));
    let original = p.clone();
    assert!(zero::run(&mut p));
    assert_eq!(
        p.blocks[0].insts[0],
        Inst::new(Opcode::Mov, Dest::output(o0, WriteMask::XYZ), &[y])
    );
    // The literal's w is 5, so the full-width product stays.
    assert_eq!(p.blocks[0].insts[1], original.blocks[0].insts[1]);
}

/// `MUL a.x, p.x, 2; MUL b.x, p.y, 3` (each register's only definition) →
/// `MUL t.xy, p.xy, {2, 3}`, with every read of `a` and `b` renamed.
#[test]
fn merge_packs_scalars_of_two_registers() {
    use cgrs::ir::opt::merge;
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, Swizzle, WriteMask};
    let mut p = Program::new(Stage::Fragment);
    let input = Operand::new(Source::Input(p.add_input("TEXCOORD0")));
    let out = p.add_output("COLOR");
    let [a, b] = [p.new_vreg(), p.new_vreg()];
    let two = p.scalar(2.0);
    let three = p.scalar(3.0);
    let x = |r| Operand::temp(r).with_swizzle(Swizzle::replicate(0));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(a, WriteMask::X),
        &[input, two],
    ));
    let py = input.with_swizzle(Swizzle::replicate(1));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(b, WriteMask::X),
        &[py, three],
    ));
    p.push(Inst::new(
        Opcode::Add,
        Dest::output(out, WriteMask::ALL),
        &[x(a), x(b)],
    ));
    let original = p.clone();
    assert!(merge::run(&mut p));
    assert_eq!(p.instruction_count(), 2);
    let listing = p.to_string();
    assert!(listing.contains("MUL t2.xy, in0.xyyy, lit2;"), "{listing}");
    assert!(listing.contains("ADD out0, t2.x, t2.y;"), "{listing}");
    assert_same_behaviour(&original, &p, 0, "merge");
}

/// `MUL t, x, 2; MUL o, t, 3` → `MUL o, x, 6`; blur taps `MUL t, K, texel;
/// MAD o, t, scale, uv` share one `MUL s, texel, scale` after CSE.
#[test]
fn reassociation_folds_literal_factors_and_shares_products() {
    use cgrs::ir::opt::{cse, reassociate};
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, Swizzle, WriteMask};
    let mut p = Program::new(Stage::Fragment);
    let uv = Operand::new(Source::Input(p.add_input("TEXCOORD0")));
    let texel = Operand::new(Source::Uniform(p.add_uniform(1), 0));
    let scale =
        Operand::new(Source::Uniform(p.add_uniform(1), 0)).with_swizzle(Swizzle::replicate(0));
    let outputs = [
        p.add_output("COLOR0"),
        p.add_output("COLOR1"),
        p.add_output("COLOR2"),
    ];
    let two = p.scalar(2.0);
    let three = p.scalar(3.0);
    let t = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(t, WriteMask::ALL),
        &[uv, two],
    ));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::output(outputs[0], WriteMask::ALL),
        &[Operand::temp(t), three],
    ));
    for (k, out) in [(-1.0, outputs[1]), (2.0, outputs[2])] {
        let offset = p.literal([k, 0.5, 0.0, 0.0]);
        let tap = p.new_vreg();
        p.push(Inst::new(
            Opcode::Mul,
            Dest::temp(tap, WriteMask(3)),
            &[offset, texel],
        ));
        let operands = [Operand::temp(tap), scale, uv];
        p.push(Inst::new(
            Opcode::Mad,
            Dest::output(out, WriteMask(3)),
            &operands,
        ));
    }
    let original = p.clone();
    assert!(reassociate::run(&mut p));
    cse::run(&mut p);
    cgrs::ir::opt::dce::run(&mut p);
    cgrs::ir::opt::copyprop::run(&mut p);
    cgrs::ir::opt::dce::run(&mut p);
    let listing = p.to_string();
    assert!(listing.contains("MUL out0, in0, lit4;"), "{listing}");
    assert!(
        listing.contains("# lit4 = [6.0, 6.0, 6.0, 6.0]"),
        "{listing}"
    );
    assert_eq!(p.instruction_count(), 4, "{listing}");
    assert!(assert_same_finite_behaviour(&original, &p, 0, "reassociate") > 0);
}

/// `uv - off` where `off = (u.x, 0)` was assembled for `uv + off`: the negated
/// copy `(-u.x, -0)` is read as `-off`, and its moves become dead.
#[test]
fn copy_propagation_reuses_a_negated_assembled_vector() {
    use cgrs::ir::opt::{copyprop, dce};
    use cgrs::ir::{Dest, Inst, Opcode, Operand, Source, WriteMask};
    let mut p = Program::new(Stage::Fragment);
    let uv = Operand::new(Source::Input(p.add_input("TEXCOORD0")));
    let u = Operand::new(Source::Uniform(p.add_uniform(1), 0));
    let [o0, o1] = [p.add_output("COLOR0"), p.add_output("COLOR1")];
    let zero = p.scalar(0.0);
    let negative_zero = p.scalar(-0.0);
    let [off, negated] = [p.new_vreg(), p.new_vreg()];
    p.push(Inst::new(Opcode::Mov, Dest::temp(off, WriteMask::X), &[u]));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(off, WriteMask(2)),
        &[zero],
    ));
    p.push(Inst::new(
        Opcode::Add,
        Dest::output(o0, WriteMask(3)),
        &[uv, Operand::temp(off)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(negated, WriteMask::X),
        &[u.negated()],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(negated, WriteMask(2)),
        &[negative_zero],
    ));
    let operands = [uv, Operand::temp(negated)];
    p.push(Inst::new(
        Opcode::Add,
        Dest::output(o1, WriteMask(3)),
        &operands,
    ));
    let original = p.clone();
    assert!(copyprop::run(&mut p));
    dce::run(&mut p);
    let listing = p.to_string();
    assert!(listing.contains("ADD out1.xy, in0, -t0;"), "{listing}");
    assert_eq!(p.instruction_count(), 4, "{listing}");
    assert_same_behaviour(&original, &p, 0, "copyprop");
}
