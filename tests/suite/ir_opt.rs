//! Property tests of the optimizer: random programs (seeded) give the same
//! outputs before and after each pass, and after the whole pipeline. Then the
//! rewrites of single passes, stated as IR text (`cgrs::ir::text`): the
//! program before, and after as an `expect!` snapshot (`UPDATE_EXPECT=1 cargo
//! test --test suite ir_opt::` rewrites the snapshots; review the diff).

use cgrs::ir::interp::run;
use cgrs::ir::opt::{optimize, PASSES, RELAXED_PASSES};
use cgrs::ir::random::{environment, program, program_with_branches};
use cgrs::ir::text::parse;
use cgrs::ir::{Program, Stage};
use cgrs::rng::Rng;
use expect_test::expect;

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

/// Two chains of the same shape from their roots (`RCP`, `ADD`, `MUL`,
/// `MIN`, `MAX`), each feeding its own output lanes: what `vectorize` packs.
const TWO_CHAINS: &str = r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 1
        uniform u1 rows 1
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "TEXCOORD0"
        b0:
          RCP t0.x, u0[0].y;
          ADD t1.x, in0.z, -u0[0].x;
          MUL t2.x, t1.x, t0.x;
          MIN t3.x, t2.x, lit0.x;
          MAX t4.x, t3.x, lit0.y;
          MUL out0.x, t4.x, t4.x;
          MUL out0.w, t4.x, u0[0].z;
          RCP t5.x, u1[0].y;
          ADD t6.x, in0.z, -u1[0].x;
          MUL t7.x, t6.x, t5.x;
          MIN t8.x, t7.x, lit0.x;
          MAX t9.x, t8.x, lit0.y;
          MUL out0.y, t9.x, t9.x;
          return
        "#;

/// The back end's second try (a program over a profile's storage limits)
/// takes the program [`optimize_keeping_unpacked`] kept from before packing
/// instead of optimizing again without packing: the two must be the same
/// program. Two chains of one shape (which packing joins), and random
/// programs (which it leaves alone: nothing is kept).
#[test]
fn the_program_kept_before_packing_is_the_one_optimizing_without_packing_gives() {
    use cgrs::ir::opt::{optimize_keeping_unpacked, optimize_without_vectorizing};
    let chains = program_from(TWO_CHAINS);
    let random = (0..PROGRAMS / 8).map(|seed| program(&mut Rng::new(seed), 16, Stage::Fragment));
    let mut packed_programs = 0;
    for original in std::iter::once(chains).chain(random) {
        let mut packed = original.clone();
        let (_, unpacked) = optimize_keeping_unpacked(&mut packed);
        let mut without_packing = original.clone();
        let cancelled = optimize_without_vectorizing(&mut without_packing);
        match unpacked {
            Some(unpacked) => {
                packed_programs += 1;
                assert_ne!(packed.to_string(), without_packing.to_string());
                assert_eq!(unpacked.program.to_string(), without_packing.to_string());
                assert_eq!(unpacked.cancelled, cancelled);
            }
            None => assert_eq!(packed.to_string(), without_packing.to_string()),
        }
    }
    assert!(packed_programs > 0, "no program was packed");
}

/// A random program for the scheduling tests: every third with branches
/// (vertex), the others straight-line, fragment and vertex in turn.
fn program_to_schedule(seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    if seed.is_multiple_of(3) {
        return program_with_branches(&mut rng, 16, Stage::Vertex);
    }
    let stage = if seed.is_multiple_of(2) {
        Stage::Fragment
    } else {
        Stage::Vertex
    };
    program(&mut rng, 12, stage)
}

/// Coalescing (run once after the passes settle) computes parts in the
/// lanes of the vectors they are moved into, with and without branches,
/// without changing what the program computes, and only ever removes moves.
#[test]
fn coalescing_preserves_outputs() {
    let mut changed = 0;
    for seed in 0..PROGRAMS {
        let original = program_to_schedule(seed);
        let mut coalesced = original.clone();
        if cgrs::ir::opt::coalesce::run(&mut coalesced) {
            changed += 1;
            assert!(coalesced.instruction_count() < original.instruction_count());
        }
        assert_same_behaviour(&original, &coalesced, seed, "coalesce");
    }
    assert!(changed >= 5, "coalesce changed only {changed} programs");
}

/// Sinking (scheduling before register allocation) reorders instructions
/// without changing what the program computes, with and without branches,
/// and never changes the instruction count.
#[test]
fn sinking_preserves_outputs() {
    let mut changed = 0;
    for seed in 0..PROGRAMS {
        let original = program_to_schedule(seed);
        let mut sunk = original.clone();
        if cgrs::ir::opt::sink::run(&mut sunk) {
            changed += 1;
        }
        assert_eq!(original.instruction_count(), sunk.instruction_count());
        assert_same_behaviour(&original, &sunk, seed, "sink");
    }
    assert!(changed >= 100, "sink changed only {changed} programs");
}

/// Depth-first scheduling (the back end's order when the sunk one needs
/// too many temporaries) reorders whole blocks, both walks, with and
/// without branches, without changing what the program computes or its
/// instructions other than the `ARL`s, which it issues again where the new
/// order needs the address register loaded.
#[test]
fn depth_first_scheduling_preserves_outputs() {
    use cgrs::ir::opt::schedule::{self, Walk};
    let mut changed = 0;
    for seed in 0..PROGRAMS {
        let original = program_to_schedule(seed);
        for walk in [Walk::LargestFirst, Walk::LatestFirst] {
            let mut walked = original.clone();
            schedule::run(&mut walked, walk);
            if walked != original {
                changed += 1;
            }
            assert_eq!(
                without_address_loads(&original),
                without_address_loads(&walked)
            );
            assert_same_behaviour(&original, &walked, seed, &format!("{walk:?}"));
        }
    }
    assert!(changed >= 100, "scheduling changed only {changed} programs");
}

/// The instructions of `program` other than `ARL`, counted.
fn without_address_loads(program: &Program) -> usize {
    let address_loads = program
        .blocks
        .iter()
        .flat_map(|block| &block.insts)
        .filter(|inst| inst.op == cgrs::ir::Opcode::Arl)
        .count();
    program.instruction_count() - address_loads
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

/// A program written as IR text.
fn program_from(text: &str) -> Program {
    parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
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
    let listing = program.to_string();
    expect![[r#"
        stage fragment
        temps 0
        input in0 "TEXCOORD0"
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          MUL_SAT out0, -in0, lit0.x;
          return
    "#]]
    .assert_eq(&listing);
    assert_eq!(program_from(&listing), program);
}

/// `ARL` changes what `c[A0.x + k]` reads: no pass may reuse or move a relative
/// read across it (CSE, MAD fusion, copy propagation).
#[test]
fn address_register_writes_are_barriers() {
    use cgrs::ir::interp::Environment;
    use cgrs::ir::opt::schedule::Walk;
    let p = program_from(
        r#"
        stage vertex
        input in0 "ATTR0"
        input in1 "ATTR1"
        input in2 "ATTR2"
        uniform u0 rows 2
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        output out2 "TEXCOORD2"
        b0:
          ARL A0.x, in0.x;
          MUL t0, u0[A0.x+0], in1;
          MOV t2, u0[A0.x+0];
          ARL A0.x, in2.x;
          MUL t1, u0[A0.x+0], in1;
          ADD t3, t0, in1;
          MOV out0, t3;
          MOV out1, t1;
          MOV out2, t2;
          return
        "#,
    );
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
    for walk in [Walk::LargestFirst, Walk::LatestFirst] {
        let mut walked = p.clone();
        cgrs::ir::opt::schedule::run(&mut walked, walk);
        let actual = run(&walked, &env).expect("terminates");
        assert!(expected.same_as(&actual), "{walk:?}: {actual:?}\n{walked}");
    }
}

/// `ADD t.x, a.x, 1; ADD t.y, a.z, 2` → `ADD t.xy, a.xz, {1, 2}`, and not when
/// the later instruction reads what the earlier wrote.
#[test]
fn merge_combines_components_of_one_register() {
    use cgrs::ir::opt::merge;
    let build = |second_operand: &str| {
        program_from(&format!(
            r#"
            stage fragment
            input in0 "TEXCOORD0"
            literal lit0 (1.0, 0.0, 0.0, 0.0)
            literal lit1 (2.0, 0.0, 0.0, 0.0)
            output out0 "COLOR"
            b0:
              ADD t0.x, in0, lit0.x;
              ADD t0.y, {second_operand}, lit1.x;
              MOV out0, t0;
              return
            "#
        ))
    };
    let original = build("in0.xzzw");
    let mut independent = original.clone();
    assert!(merge::run(&mut independent));
    assert_eq!(independent.instruction_count(), 2);
    expect![[r#"
        stage fragment
        temps 1
        input in0 "TEXCOORD0"
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        literal lit1 (2.0, 0.0, 0.0, 0.0)
        literal lit2 (1.0, 2.0, 1.0, 1.0)
        output out0 "COLOR"
        b0:
          ADD t0.xy, in0.xzzw, lit2;
          MOV out0, t0;
          return
    "#]]
    .assert_eq(&independent.to_string());
    assert_same_behaviour(&original, &independent, 0, "merge");
    let mut dependent = build("t0.x");
    assert!(!merge::run(&mut dependent));
}

/// `MAD d, 0, x, y` is `y` and `MUL d, x, 0` is 0 (the ARB specs' rules).
#[test]
fn zero_products_vanish() {
    use cgrs::ir::opt::zero;
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        literal lit0 (0.0, 0.0, 0.0, 5.0)
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          MAD out0.xyz, lit0, in0, in1;
          MUL out1, in0, lit0;
          return
        "#,
    );
    let original = p.clone();
    assert!(zero::run(&mut p));
    // The MAD's product is 0 in the components it writes: a move of the addend.
    // The literal's w is 5, so the full-width product stays.
    expect![[r#"
        stage vertex
        temps 0
        input in0 "POSITION"
        input in1 "NORMAL"
        literal lit0 (0.0, 0.0, 0.0, 5.0)
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          MOV out0.xyz, in1;
          MUL out1, in0, lit0;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_eq!(p.blocks[0].insts[1], original.blocks[0].insts[1]);
}

/// A dot product with a literal that is zero in all the lanes it reads but
/// one is that lane of the other operand: a move for a 1 (`dot(n, float3(0,
/// 0, 1))` is `n.z`, as cgc computes it), a negated move for a -1, a
/// product for another factor. Lanes a `DP3` does not read do not count;
/// two nonzero lanes keep the dot product.
#[test]
fn a_dot_product_with_one_literal_lane_is_that_lane() {
    use cgrs::ir::opt::zero;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        literal lit0 (0.0, 0.0, 1.0, 7.0)
        literal lit1 (0.0, -1.0, 0.0, 0.0)
        literal lit2 (0.0, 0.0, 0.0, 0.5)
        literal lit3 (1.0, 0.0, 1.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        output out3 "COLOR3"
        b0:
          DP3 out0, in0.wzyx, lit0;
          DP3 out1, lit1, -in0;
          DP4 out2, in0, lit2.yxzw;
          DP3 out3, in0, lit3;
          return
        "#,
    );
    let original = p.clone();
    assert!(zero::run(&mut p));
    expect![[r#"
        stage fragment
        temps 0
        input in0 "TEXCOORD0"
        literal lit0 (0.0, 0.0, 1.0, 7.0)
        literal lit1 (0.0, -1.0, 0.0, 0.0)
        literal lit2 (0.0, 0.0, 0.0, 0.5)
        literal lit3 (1.0, 0.0, 1.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        output out3 "COLOR3"
        b0:
          MOV out0, in0.y;
          MOV out1, in0.y;
          MUL out2, in0.w, lit2.w;
          DP3 out3, in0, lit3;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_eq!(p.blocks[0].insts[3], original.blocks[0].insts[3]);
}

/// `CMP d, c, x, x` is `MOV d, x` whichever way `c` tests; sides that
/// differ in a lane the destination writes keep the select.
#[test]
fn a_select_of_one_value_is_a_move() {
    use cgrs::ir::opt::fold;
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          CMP out0.xy, in0.w, in1.xyzw, in1.xyww;
          CMP out1.xyz, in0.w, in1.xyzw, in1.xyww;
          return
        "#,
    );
    let original = p.clone();
    assert!(fold::run(&mut p));
    expect![[r#"
        stage vertex
        temps 0
        input in0 "POSITION"
        input in1 "NORMAL"
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          MOV out0.xy, in1;
          CMP out1.xyz, in0.w, in1, in1.xyww;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 7, "fold");
}

/// `MUL a.x, p.x, 2; MUL b.x, p.y, 3` (each register's only definition) →
/// `MUL t.xy, p.xy, {2, 3}`, with every read of `a` and `b` renamed.
#[test]
fn merge_packs_scalars_of_two_registers() {
    use cgrs::ir::opt::merge;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        literal lit1 (3.0, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          MUL t0.x, in0, lit0.x;
          MUL t1.x, in0.y, lit1.x;
          ADD out0, t0.x, t1.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(merge::run(&mut p));
    assert_eq!(p.instruction_count(), 2);
    expect![[r#"
        stage fragment
        temps 3
        input in0 "TEXCOORD0"
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        literal lit1 (3.0, 0.0, 0.0, 0.0)
        literal lit2 (2.0, 3.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          MUL t2.xy, in0.xyyy, lit2;
          ADD out0, t2.x, t2.y;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "merge");
}

/// Two chains of the same shape, one after the other (`saturate((h - a) /
/// d)` squared, for two regions): each instruction's partner waits on the
/// other chain, so no pair can move to the other, but the trees pack whole
/// from their roots: the `RCP`s write lanes of one register, the rest
/// computes on two lanes, and what reads the first chain's result on the
/// way (`out0.w`) moves after the packed instruction computing it.
#[test]
fn vectorize_packs_two_chains_of_the_same_shape() {
    use cgrs::ir::opt::vectorize;
    let mut p = program_from(TWO_CHAINS);
    let original = p.clone();
    assert!(vectorize::run(&mut p));
    assert_eq!(p.instruction_count(), 9);
    expect![[r#"
        stage vertex
        temps 15
        input in0 "POSITION"
        uniform u0 rows 1
        uniform u1 rows 1
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "TEXCOORD0"
        b0:
          RCP t14.x, u0[0].y;
          ADD t13.x, in0.z, -u0[0].x;
          RCP t14.y, u1[0].y;
          ADD t13.y, in0.z, -u1[0].x;
          MUL t12.xy, t13.xyyy, t14.xyyy;
          MIN t11.xy, t12.xyyy, lit0.x;
          MAX t10.xy, t11.xyyy, lit0.y;
          MUL out0.w, t10.x, u0[0].z;
          MUL out0.xy, t10.xyyy, t10.xyyy;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "vectorize");
    // A chain whose second half reads the first's result cannot pack.
    let mut dependent = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "TEXCOORD0"
        b0:
          ADD t0.x, in0.z, lit0.x;
          MIN t1.x, t0.x, lit0.x;
          ADD t2.x, t1.x, lit0.x;
          MIN out0.x, t2.x, lit0.x;
          MOV out0.y, t0.x;
          return
        "#,
    );
    assert!(!vectorize::run(&mut dependent));
}

/// `MUL t, x, 2; MUL o, t, 3` → `MUL o, x, 6`; blur taps `MUL t, K, texel;
/// MAD o, t, scale, uv` share one `MUL s, texel, scale` after CSE.
#[test]
fn reassociation_folds_literal_factors_and_shares_products() {
    use cgrs::ir::opt::{copyprop, cse, dce, reassociate};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1             # texel
        uniform u1 rows 1             # scale
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        literal lit1 (3.0, 0.0, 0.0, 0.0)
        literal lit2 (-1.0, 0.5, 0.0, 0.0)
        literal lit3 (2.0, 0.5, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        b0:
          MUL t0, in0, lit0.x;
          MUL out0, t0, lit1.x;
          MUL t1.xy, lit2, u0[0];
          MAD out1.xy, t1, u1[0].x, in0;
          MUL t2.xy, lit3, u0[0];
          MAD out2.xy, t2, u1[0].x, in0;
          return
        "#,
    );
    let original = p.clone();
    assert!(reassociate::run(&mut p));
    cse::run(&mut p);
    dce::run(&mut p);
    copyprop::run(&mut p);
    dce::run(&mut p);
    assert_eq!(p.instruction_count(), 4, "{p}");
    expect![[r#"
        stage fragment
        temps 5
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        uniform u1 rows 1
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        literal lit1 (3.0, 0.0, 0.0, 0.0)
        literal lit2 (-1.0, 0.5, 0.0, 0.0)
        literal lit3 (2.0, 0.5, 0.0, 0.0)
        literal lit4 (6.0, 6.0, 6.0, 6.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        b0:
          MUL out0, in0, lit4;
          MUL t3.xy, u0[0], u1[0].x;
          MAD out1.xy, t3, lit2, in0;
          MAD out2.xy, t3.xyxx, lit3, in0;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert!(assert_same_finite_behaviour(&original, &p, 0, "reassociate") > 0);
}

/// `(a * K1) * b * k2` with scalars `a`, `b` and literal vectors: the
/// scalars are multiplied first, in one lane, and the two literals meet in
/// one (`MUL s.x, a, b; MAD d, s.x, K1·k2, c`: two instructions for three,
/// as cgc computes a sky's sun colour). A product of a vector is left as it
/// is.
#[test]
fn reassociation_multiplies_scalars_first() {
    use cgrs::ir::opt::{dce, reassociate};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (2.7, 1.5, 0.27, 0.0)
        literal lit1 (0.9, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MUL t0.xyz, in0.x, lit0;
          MUL t1.xyz, t0, in1.w;
          MAD out0.xyz, t1, lit1.x, in1;
          MUL t2.xyz, in0.y, lit0;
          MUL out1.xyz, t2, in1;
          return
        "#,
    );
    let original = p.clone();
    while reassociate::run(&mut p) {}
    dce::run(&mut p);
    assert_eq!(p.instruction_count(), 4, "{p}");
    expect![[r#"
        stage fragment
        temps 4
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (2.7, 1.5, 0.27, 0.0)
        literal lit1 (0.9, 0.0, 0.0, 0.0)
        literal lit2 (2.43, 1.3499999, 0.243, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MUL t3.x, in0.x, in1.w;
          MAD out0.xyz, t3.x, lit2, in1;
          MUL t2.xyz, in0.y, lit0;
          MUL out1.xyz, t2, in1;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert!(assert_same_finite_behaviour(&original, &p, 0, "reassociate") > 0);
}

/// `(x + 1) + 2` → `x + 3` and `-(x.yx + (1, 2)) + 4` → `-x.yx + (2, 3)`,
/// as cgc gathers literal terms; a sum read again later stays.
#[test]
fn reassociation_gathers_added_literals() {
    use cgrs::ir::opt::{dce, reassociate};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        literal lit0 (1.0, 2.0, 0.0, 0.0)
        literal lit1 (2.0, 4.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        b0:
          ADD t0, in0, lit0.x;
          ADD out0, t0, lit1.x;
          ADD t1.xy, in0, lit0;
          ADD out1.xy, -t1.yxxx, lit1.y;
          ADD t2, in0, lit0.y;
          ADD out2, t2, lit1.x;
          MOV out2.w, t2.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(reassociate::run(&mut p));
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 3
        input in0 "TEXCOORD0"
        literal lit0 (1.0, 2.0, 0.0, 0.0)
        literal lit1 (2.0, 4.0, 0.0, 0.0)
        literal lit2 (3.0, 3.0, 3.0, 3.0)
        literal lit3 (2.0, 3.0, 3.0, 3.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        b0:
          ADD out0, in0, lit2;
          ADD out1.xy, -in0.yxxx, lit3;
          ADD t2, in0, lit0.y;
          ADD out2, t2, lit1.x;
          MOV out2.w, t2.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert!(assert_same_finite_behaviour(&original, &p, 0, "reassociate") > 0);
}

/// `uv - off` where `off = (u.x, 0)` was assembled for `uv + off`: the negated
/// copy `(-u.x, -0)` is read as `-off`, and its moves become dead.
#[test]
fn copy_propagation_reuses_a_negated_assembled_vector() {
    use cgrs::ir::opt::{copyprop, dce};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        literal lit1 (-0.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MOV t0.x, u0[0];
          MOV t0.y, lit0.x;
          ADD out0.xy, in0, t0;
          MOV t1.x, -u0[0];
          MOV t1.y, lit1.x;
          ADD out1.xy, in0, t1;
          return
        "#,
    );
    let original = p.clone();
    assert!(copyprop::run(&mut p));
    dce::run(&mut p);
    assert_eq!(p.instruction_count(), 4, "{p}");
    expect![[r#"
        stage fragment
        temps 2
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        literal lit1 (-0.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MOV t0.x, u0[0];
          MOV t0.y, lit0.x;
          ADD out0.xy, in0, t0;
          ADD out1.xy, in0, -t0;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "copyprop");
}

/// `v / s` for a scalar `s` divides by `s` smeared: one `RCP t.x` whose other
/// lanes are copies of it (`MOV t.yz, t.x`) is read as `t.xxx`, as cgc's
/// `MUL d, v, R0.x`, and the copies die. A register's move from itself that
/// reads lanes it writes (`MOV t.xy, t.yx`) copies nothing.
#[test]
fn copy_propagation_reads_a_smeared_lane_through_its_source() {
    use cgrs::ir::opt::{copyprop, dce};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          RCP t0.x, in1.x;
          MOV t0.yz, t0.x;
          MUL out0.xyz, in0, t0;
          ADD t1.xy, in1, in0;
          MOV t1.xy, t1.yxzw;
          ADD out1.xy, in0, t1;
          return
        "#,
    );
    let original = p.clone();
    assert!(copyprop::run(&mut p));
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 2
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          RCP t0.x, in1.x;
          MUL out0.xyz, in0, t0.x;
          ADD t1.xy, in1, in0;
          MOV t1.xy, t1.yxzw;
          ADD out1.xy, in0, t1;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "copyprop");
}

/// `v / length(v)`: `length` is `RCP` of the `RSQ`, and the division takes
/// its reciprocal again; the reciprocal of a reciprocal is the value itself
/// (through a negation or `abs` of the outer read), as cgc's `MUL d, v,
/// R0.w` reads the `RSQ`. An operand overwritten in between keeps both.
#[test]
fn reciprocal_of_a_reciprocal_is_the_value() {
    use cgrs::ir::opt::{copyprop, dce, reciprocal};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          DP3 t0.x, in0, in0;
          RSQ t1.x, t0.x;
          RCP t2.x, t1.x;
          RCP t3.x, t2.x;
          MUL out0.xyz, in0, t3.x;
          RCP t4.x, -t2.x;
          RCP t5.x, |t2.x|;
          ADD t0.x, t0.x, t4.x;
          ADD out1.x, t0.x, t5.x;
          RCP t6.x, in0.y;
          MOV t7.x, t6.x;
          RCP t6.x, in0.z;
          RCP out1.y, t7.x;
          RCP t8.x, t0.x;
          ADD t0.x, t0.x, in0.w;
          RCP out1.z, t8.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(reciprocal::run(&mut p));
    copyprop::run(&mut p);
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 9
        input in0 "TEXCOORD0"
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          DP3 t0.x, in0, in0;
          RSQ t1.x, t0.x;
          MUL out0.xyz, in0, t1.x;
          ADD t0.x, t0.x, -t1.x;
          ADD out1.x, t0.x, |t1.x|;
          RCP t6.x, in0.y;
          MOV t7.x, t6.x;
          RCP out1.y, t7.x;
          RCP t8.x, t0.x;
          RCP out1.z, t8.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_finite_behaviour(&original, &p, 0, "reciprocal");
}

/// `x / (r * 2)`: the reciprocal of a product with a power of two is the
/// reciprocal times its inverse, exactly (`RCP n, r; MUL d, n, 0.5`, as cgc
/// writes it), so a uniform is no longer multiplied by a literal (two
/// constants, which vertex programs read through a `MOV`). A factor that is
/// no power of two, a product read elsewhere, or an operand overwritten in
/// between keeps the `RCP` of the product.
#[test]
fn reciprocal_of_a_power_of_two_product_is_scaled_after() {
    use cgrs::ir::opt::{dce, reciprocal};
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 1
        literal lit0 (2.0, -0.25, 3.0, 0.0)
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          MUL t0.x, u0[0].x, lit0.x;
          RCP t1.x, t0.x;
          MUL out0.x, in0.x, t1.x;
          MUL t2.xy, in0.yzzz, lit0.yyyy;
          RCP out0.y, -t2.y;
          MUL t3.x, u0[0].y, lit0.z;
          RCP out0.z, t3.x;
          MUL t4.x, in0.w, lit0.x;
          RCP t5.x, t4.x;
          ADD out0.w, t4.x, t5.x;
          MOV t8.x, in0.x;
          MUL t9.x, t8.x, lit0.x;
          MOV t8.x, in0.y;
          RCP t10.x, t9.x;
          ADD out1.x, t8.x, t10.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(reciprocal::run(&mut p));
    dce::run(&mut p);
    expect![[r#"
        stage vertex
        temps 13
        input in0 "POSITION"
        uniform u0 rows 1
        literal lit0 (2.0, -0.25, 3.0, 0.0)
        literal lit1 (0.5, 0.5, 0.5, 0.5)
        literal lit2 (-4.0, -4.0, -4.0, -4.0)
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          RCP t11.x, u0[0].x;
          MUL t1.x, t11.x, lit1;
          MUL out0.x, in0.x, t1.x;
          RCP t12.x, -in0.z;
          MUL out0.y, t12.x, lit2;
          MUL t3.x, u0[0].y, lit0.z;
          RCP out0.z, t3.x;
          MUL t4.x, in0.w, lit0.x;
          RCP t5.x, t4.x;
          ADD out0.w, t4.x, t5.x;
          MOV t8.x, in0.x;
          MUL t9.x, t8.x, lit0.x;
          MOV t8.x, in0.y;
          RCP t10.x, t9.x;
          ADD out1.x, t8.x, t10.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "reciprocal");
}

/// The lanes an instruction does not read are no part of what it computes:
/// `DP3 t, d, w` and `DP3 t, d.xyzx, w` (a copy propagated through a `MOV` of
/// `d.xyz`) are one computation, and so are two `SIN`s of `a.x` and `a.xyzw`.
#[test]
fn cse_ignores_swizzle_lanes_that_are_not_read() {
    use cgrs::ir::opt::{copyprop, cse, dce};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (0.25, 0.5, 0.125, 0.0)
        output out0 "COLOR0"
        b0:
          ADD t0.xyz, in0, -in1;
          DP3 t1.x, t0, lit0;
          SIN t2.x, in0.x;
          DP3 t3.x, t0.xyzx, lit0;
          SIN t4.x, in0;
          ADD t5.x, t1.x, t3.x;
          MUL out0.x, t2.x, t4.x;
          MOV out0.y, t5.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(cse::run(&mut p));
    copyprop::run(&mut p);
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 6
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (0.25, 0.5, 0.125, 0.0)
        output out0 "COLOR0"
        b0:
          ADD t0.xyz, in0, -in1;
          DP3 t1.x, t0, lit0;
          SIN t2.x, in0.x;
          ADD t5.x, t1.x, t1.x;
          MUL out0.x, t2.x, t2.x;
          MOV out0.y, t5.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "cse");
}

/// A componentwise computation matches an earlier one that reads the same
/// values in the lanes it writes, whatever the other lanes of the swizzle:
/// `FLR t2.y, t1` and `FLR t3.y, t1.y` (the copies of one function inlined in
/// two branches, read through different swizzles after copy propagation).
#[test]
fn cse_matches_a_computation_by_the_lanes_it_writes() {
    use cgrs::ir::opt::{copyprop, cse, dce};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        literal lit0 (64.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        b0:
          MUL t1.y, in0, lit0.x;
          FLR t2.y, t1;
          SIN t3.x, t2.y;
          FLR t4.y, t1.y;
          COS t5.x, t4.y;
          FLR t6.x, t1.y;
          MOV out0.x, t3.x;
          MOV out0.y, t5.x;
          MOV out0.z, t6.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(cse::run(&mut p));
    copyprop::run(&mut p);
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 7
        input in0 "TEXCOORD0"
        literal lit0 (64.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        b0:
          MUL t1.y, in0, lit0.x;
          FLR t2.y, t1;
          SIN t3.x, t2.y;
          COS t5.x, t2.y;
          FLR t6.x, t1.y;
          MOV out0.x, t3.x;
          MOV out0.y, t5.x;
          MOV out0.z, t6.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "cse");
}

/// An unrolled loop assembles `uv = float2(u, v)` for each lookup and steps
/// `u` on: the step writes straight into `uv.x`, and the next step reads it
/// from there, so one move per lookup goes. A saturating move and a read of
/// `u` after `uv.x` changed keep their moves.
#[test]
fn forwarding_moves_later_reads_to_the_destination() {
    use cgrs::ir::opt::forward;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          ADD t0.x, in0.x, -u0[0].x;
          MOV t1.x, t0.x;
          MOV t1.y, in0.y;
          TEX t2, t1, s0, 2D;
          ADD t3.x, t0.x, -u0[0].x;
          MOV t4.x, t3.x;
          MOV t4.y, in0.y;
          TEX t5, t4, s0, 2D;
          ADD t6.x, t3.x, -u0[0].x;
          MOV_SAT t7.x, t6.x;
          MOV t7.y, in0.y;
          TEX t8, t7, s0, 2D;
          ADD t9.x, t6.x, -u0[0].x;
          MOV t10.x, t9.x;
          MOV t10.x, in0.y;
          ADD t11, t2, t5;
          ADD t12, t11, t8;
          ADD out0, t12, t10.x;
          MOV out1, t9.x;
          return
        "#,
    );
    let original = p.clone();
    assert!(forward::run(&mut p));
    while forward::run(&mut p) {}
    expect![[r#"
        stage fragment
        temps 13
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          ADD t1.x, in0.x, -u0[0].x;
          MOV t1.y, in0.y;
          TEX t2, t1, s0, 2D;
          ADD t4.x, t1.x, -u0[0].x;
          MOV t4.y, in0.y;
          TEX t5, t4, s0, 2D;
          ADD t6.x, t4.x, -u0[0].x;
          MOV_SAT t7.x, t6.x;
          MOV t7.y, in0.y;
          TEX t8, t7, s0, 2D;
          ADD t9.x, t6.x, -u0[0].x;
          MOV t10.x, t9.x;
          MOV t10.x, in0.y;
          ADD t11, t2, t5;
          ADD t12, t11, t8;
          ADD out0, t12, t10.x;
          MOV out1, t9.x;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "forward");
}

/// Two clamps of scalar uniforms into lanes of one output (pgraph
/// fog_vec4_xyzw: cgc 19 instructions, 25 before): each `MIN` is read by its
/// `MAX` before the next `MIN`, so the later `MIN` moves up to the earlier
/// one's place and the two pack; the `MAX`es then write lanes of one output.
#[test]
fn merge_moves_the_later_instruction_up_past_a_read_of_the_earlier() {
    use cgrs::ir::opt::merge;
    let mut p = program_from(
        r#"
        stage vertex
        uniform u0 rows 1
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "FOG"
        b0:
          MIN t0.x, u0[0].x, lit0.x;
          MAX out0.x, t0.x, lit0.y;
          MIN t1.x, u0[0].y, lit0.x;
          MAX out0.y, t1.x, lit0.y;
          return
        "#,
    );
    let original = p.clone();
    assert!(merge::run(&mut p));
    assert_eq!(p.instruction_count(), 2);
    expect![[r#"
        stage vertex
        temps 3
        uniform u0 rows 1
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        literal lit1 (1.0, 1.0, 0.0, 0.0)
        literal lit2 (0.0, 0.0, 0.0, 0.0)
        output out0 "FOG"
        b0:
          MIN t2.xy, u0[0].xyyy, lit1;
          MAX out0.xy, t2.xyyy, lit2;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "merge");
}

/// Comparisons each read by their own select move up and pack where the
/// target selects with values (arbvp1 and vp20 with arithmetic, as here):
/// `SLT t.xy` once. Not where it selects with condition codes (vp30): each
/// comparison sets the code its select reads next, and packed ones would need
/// it set again (`MOVC`).
#[test]
fn merge_packs_comparisons_unless_the_target_selects_with_condition_codes() {
    use cgrs::ir::opt::merge;
    let original = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        output out0 "TEXCOORD0"
        b0:
          SLT t0.x, in0.x, in0.y;
          MUL out0.x, t0.x, in0.z;
          SLT t1.x, in0.z, in0.w;
          MUL out0.y, t1.x, in0.x;
          return
        "#,
    );
    assert!(!original.selects_with_condition_codes);
    let mut packed = original.clone();
    assert!(merge::run(&mut packed));
    assert_eq!(packed.instruction_count(), 2);
    expect![[r#"
        stage vertex
        temps 3
        input in0 "POSITION"
        output out0 "TEXCOORD0"
        b0:
          SLT t2.xy, in0.xzzz, in0.ywww;
          MUL out0.xy, t2.xyyy, in0.zxxx;
          return
    "#]]
    .assert_eq(&packed.to_string());
    assert_same_behaviour(&original, &packed, 0, "merge");

    let mut condition_codes = original.clone();
    condition_codes.selects_with_condition_codes = true;
    merge::run(&mut condition_codes);
    assert_eq!(condition_codes.instruction_count(), 4);
    assert!(condition_codes.blocks[0]
        .insts
        .iter()
        .filter(|inst| inst.op == cgrs::ir::Opcode::Slt)
        .all(|inst| inst.dest.is_some_and(|d| d.mask.count() == 1)));
}

/// `float2(uv.x + 0.25, uv.y)` is one `ADD` of `uv` and `{0.25, 0}` (cgc 4
/// instructions, 5 before; panda3d's blur taps 19 / 25), and `float2(uv.x *
/// 3, uv.y)` one `MUL` by `{3, 1}`: the move is the operation with the
/// literal's identity. A move beside an operation on a uniform stays (cgc
/// too).
#[test]
fn merge_joins_a_move_to_an_operation_with_a_literal() {
    use cgrs::ir::opt::merge;
    let build = |op: &str, operand: &str| {
        program_from(&format!(
            r#"
            stage fragment
            input in0 "TEXCOORD0"
            uniform u0 rows 1
            literal lit0 (0.25, 3.0, 0.0, 0.0)
            output out0 "COLOR"
            b0:
              MOV t0.y, in0.y;
              {op} t0.x, in0.x, {operand};
              MOV out0, t0.xyyy;
              return
            "#
        ))
    };
    let original = build("ADD", "lit0.x");
    let mut added = original.clone();
    assert!(merge::run(&mut added));
    expect![[r#"
        stage fragment
        temps 1
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        literal lit0 (0.25, 3.0, 0.0, 0.0)
        literal lit1 (0.25, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          ADD t0.xy, in0.xyxx, lit1;
          MOV out0, t0.xyyy;
          return
    "#]]
    .assert_eq(&added.to_string());
    assert_same_behaviour(&original, &added, 0, "merge");
    let original = build("MUL", "lit0.y");
    let mut multiplied = original.clone();
    assert!(merge::run(&mut multiplied));
    assert_eq!(multiplied.instruction_count(), 2);
    assert_same_behaviour(&original, &multiplied, 0, "merge");
    let mut uniform = build("ADD", "u0[0].x");
    assert!(!merge::run(&mut uniform));
}

/// `position - camPos` after `camPos - position` is the first difference
/// negated (CaelumSkyDome HazeVP: cgc 14, 17 before), and the dot product of
/// the negated difference with itself is the first one's; `b * a` is `a * b`.
#[test]
fn cse_finds_negated_and_commuted_computations() {
    use cgrs::ir::opt::{copyprop, cse, dce};
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 1
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          ADD t0, u0[0], -in0;
          DP4 t1.x, t0, t0;
          ADD t2, in0, -u0[0];
          DP4 t3.x, t2, t2;
          MUL t4, in0, u0[0];
          MUL t5, u0[0], -in0;
          MOV out0.x, t1.x;
          MOV out0.y, t3.x;
          MOV out1, t4;
          MOV out1.y, t5.y;
          return
        "#,
    );
    let original = p.clone();
    assert!(cse::run(&mut p));
    copyprop::run(&mut p);
    cse::run(&mut p);
    copyprop::run(&mut p);
    dce::run(&mut p);
    expect![[r#"
        stage vertex
        temps 6
        input in0 "POSITION"
        uniform u0 rows 1
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          ADD t0, u0[0], -in0;
          DP4 t1.x, t0, t0;
          MUL t4, in0, u0[0];
          MOV out0.x, t1.x;
          MOV out0.y, t1.x;
          MOV out1, t4;
          MOV out1.y, -t4.y;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "cse");
}

/// `mul(M, float4(p, 1))` and `mul(M, float4(d, 0))` with `p` and `d`
/// computed: a `DP4` reading a literal 1 in its `w` lane (a literal operand's
/// or one moved into a temporary) is a `DPH`, with a literal 0 a `DP3`, and
/// the moves of the literals die. A `w` written by anything but a move of a
/// literal, or by a move that clamps, keeps the `DP4`.
#[test]
fn dot_products_with_a_literal_w_drop_it() {
    use cgrs::ir::opt::{dce, homogeneous};
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        uniform u0 rows 2
        literal lit0 (0.0, 1.0, 2.0, 3.0)
        literal lit1 (4.0, 5.0, 6.0, 1.0)
        output out0 "POSITION"
        output out1 "TEXCOORD0"
        b0:
          ADD t0.xyz, in0, in1;
          MOV t0.w, lit0.y;
          DP4 out0.x, u0[0], t0;
          DP4 out0.y, t0, u0[1];
          MOV t1.xyz, in1;
          MOV t1.w, -lit0.x;
          DP4 out0.z, u0[0], t1;
          DP4 out0.w, lit1, in1;
          MOV_SAT t2.w, lit0.w;
          MOV t2.xyz, in0;
          DP4 out1.x, u0[0], t2;
          ADD t3.w, in0, lit0.y;
          MOV t3.xyz, in0;
          DP4 out1.y, u0[0], t3;
          return
        "#,
    );
    let original = p.clone();
    assert!(homogeneous::run(&mut p));
    dce::run(&mut p);
    expect![[r#"
        stage vertex
        temps 4
        input in0 "POSITION"
        input in1 "NORMAL"
        uniform u0 rows 2
        literal lit0 (0.0, 1.0, 2.0, 3.0)
        literal lit1 (4.0, 5.0, 6.0, 1.0)
        output out0 "POSITION"
        output out1 "TEXCOORD0"
        b0:
          ADD t0.xyz, in0, in1;
          DPH out0.x, t0, u0[0];
          DPH out0.y, t0, u0[1];
          MOV t1.xyz, in1;
          DP3 out0.z, u0[0], t1;
          DPH out0.w, lit1, in1;
          MOV_SAT t2.w, lit0.w;
          MOV t2.xyz, in0;
          DP4 out1.x, u0[0], t2;
          ADD t3.w, in0, lit0.y;
          MOV t3.xyz, in0;
          DP4 out1.y, u0[0], t3;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert!(assert_same_finite_behaviour(&original, &p, 0, "homogeneous") > 0);
}

/// `o.zw = tex / scale`: the quotient computed in `t.xy` and moved to the
/// output's `zw` is computed there directly, its operands' swizzles
/// permuted alike; a replicating definition writes the new lanes as they
/// are. A texture lookup, whose coordinate lanes are not its result's,
/// keeps its move.
#[test]
fn forwarding_moves_results_into_other_lanes() {
    use cgrs::ir::opt::forward;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          RCP t0.x, u0[0].z;
          RCP t0.y, u0[0].w;
          MUL t1.xy, in0, t0;
          MOV out0.zw, t1.xyxy;
          DP3 t2.x, in0, u0[0];
          MOV out0.y, t2.xxxx;
          TEX t3.xy, in0, s0, 2D;
          MOV out1.zw, t3.xyxy;
          return
        "#,
    );
    let original = p.clone();
    assert!(forward::run(&mut p));
    expect![[r#"
        stage fragment
        temps 4
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        b0:
          RCP t0.x, u0[0].z;
          RCP t0.y, u0[0].w;
          MUL out0.zw, in0.xyxy, t0.xyxy;
          DP3 out0.y, in0, u0[0];
          TEX t3.xy, in0, s0, 2D;
          MOV out1.zw, t3.xyxy;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "forward");
}

/// `o = mul(M, p); o.y += k`: the `y` row's result is read by the
/// instruction that adds to it, not moved with the others. The move of the
/// other rows still goes (`DP4 o.x` …, as cgc writes it): a component that is
/// not moved, or whose definition comes later, may be read or written before
/// the move. Reading a moved component after its definition keeps the move.
#[test]
fn forwarding_ignores_components_the_move_does_not_take() {
    use cgrs::ir::opt::forward;
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 4
        output out0 "POSITION"
        output out1 "TEXCOORD0"
        b0:
          DP4 t0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 t0.z, u0[2], in0;
          DP4 t0.w, u0[3], in0;
          MAD out0.y, in0.x, u0[0].x, t0.y;
          MOV out0.xzw, t0;
          DP4 t1.x, u0[0], in0;
          DP4 t1.y, u0[1], in0;
          MAD t1.y, in0.y, u0[1].y, t1.y;
          MOV out1.xy, t1;
          DP4 t2.x, u0[2], in0;
          ADD t2.y, t2.x, in0.z;
          MOV out1.zw, t2.xxxy;
          return
        "#,
    );
    let original = p.clone();
    assert!(forward::run(&mut p));
    expect![[r#"
        stage vertex
        temps 3
        input in0 "POSITION"
        uniform u0 rows 4
        output out0 "POSITION"
        output out1 "TEXCOORD0"
        b0:
          DP4 out0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 out0.z, u0[2], in0;
          DP4 out0.w, u0[3], in0;
          MAD out0.y, in0.x, u0[0].x, t0.y;
          DP4 out1.x, u0[0], in0;
          DP4 t1.y, u0[1], in0;
          MAD out1.y, in0.y, u0[1].y, t1.y;
          DP4 t2.x, u0[2], in0;
          ADD t2.y, t2.x, in0.z;
          MOV out1.zw, t2.xxxy;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "forward");
}

/// A move that copies a component into several lanes (`l_pos.z = l_pos.w`
/// after `l_pos = mul(M, p)`) is removed when each component comes from an
/// instruction computing one value in all lanes: it writes every lane that
/// reads it (`DP4 o.zw`, as cgc writes it). A componentwise definition
/// writes those lanes too, each reading its operands' lanes through the
/// move's swizzle (`ADD out1, in0.xyyy, u0[0].xyyy`, as cgc writes
/// `cosh(a.yz).xyxy`). A value read again after the move keeps the move.
#[test]
fn forwarding_writes_a_replicated_result_into_every_lane_reading_it() {
    use cgrs::ir::opt::forward;
    let mut p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 4
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        output out2 "TEXCOORD2"
        b0:
          DP4 t0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 t0.w, u0[3], in0;
          MOV out0, t0.xyww;
          ADD t1.xy, in0, u0[0];
          MOV out1, t1.xyyy;
          DP4 t2.x, u0[2], in0;
          MOV out2, t2.xxxx;
          DP4 t3.x, u0[1], in0;
          DP4 t3.y, u0[2], in0;
          MOV out2.xz, t3.xxyy;
          MOV out1.w, t3.y;
          return
        "#,
    );
    let original = p.clone();
    assert!(forward::run(&mut p));
    expect![[r#"
        stage vertex
        temps 4
        input in0 "POSITION"
        uniform u0 rows 4
        output out0 "TEXCOORD0"
        output out1 "TEXCOORD1"
        output out2 "TEXCOORD2"
        b0:
          DP4 out0.x, u0[0], in0;
          DP4 out0.y, u0[1], in0;
          DP4 out0.zw, u0[3], in0;
          ADD out1, in0.xyyy, u0[0].xyyy;
          DP4 out2, u0[2], in0;
          DP4 t3.x, u0[1], in0;
          DP4 t3.y, u0[2], in0;
          MOV out2.xz, t3.xxyy;
          MOV out1.w, t3.y;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "forward");
}

/// A texture lookup reads only the coordinate components its target uses:
/// `s`, `t` for 2D, `s` and the depth reference `r` for a 1D shadow lookup,
/// and `q` for `TXP`. A coordinate copied into those lanes alone is read
/// from its source (cgc's `TEX R0, c[0].x, texture[0], 2D`); one whose `q`
/// comes from elsewhere is not.
#[test]
fn texture_lookups_read_the_coordinate_lanes_of_their_target() {
    use cgrs::ir::opt::{copyprop, dce};
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        sampler s1 1D
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        output out3 "COLOR3"
        b0:
          MOV t0.xy, u0[0].x;
          TEX out0, t0, s0, 2D;
          MOV t1.xz, in0.xxyy;
          TEX out1, t1, s1, SHADOW1D;
          MOV t2.xyw, in0.yxzz;
          TXP out2, t2, s0, 2D;
          MOV t3.xyz, in0.yxzz;
          TXP out3, t3, s0, 2D;
          return
        "#,
    );
    let original = p.clone();
    assert!(copyprop::run(&mut p));
    dce::run(&mut p);
    expect![[r#"
        stage fragment
        temps 4
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        sampler s0 2D
        sampler s1 1D
        output out0 "COLOR0"
        output out1 "COLOR1"
        output out2 "COLOR2"
        output out3 "COLOR3"
        b0:
          TEX out0, u0[0].x, s0, 2D;
          TEX out1, in0.xxyx, s1, SHADOW1D;
          TXP out2, in0.yxyz, s0, 2D;
          MOV t3.xy, in0.yxzz;
          TXP out3, t3, s0, 2D;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "copyprop");
}

/// `-v` for a vector assembled lane by lane (`lerp(refracted, reflected, f)`
/// with `refracted` from three lookups): built with the values themselves,
/// its reads negated instead (an absolute read unchanged), so the lookups
/// can write its lanes directly. A temporary read before its last write,
/// or with more plain moves than negated ones, is left alone.
#[test]
fn vectors_assembled_negated_are_assembled_plain() {
    use cgrs::ir::opt::negation;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MUL t0, in0, in1;
          ADD t1, in0, in1;
          MOV t2.x, -t0.x;
          MOV t2.y, -t1.y;
          MOV t2.zw, lit0.x;
          ADD t3, in0, t2;
          MAD out0, in1, t3, -t2;
          MAX out1.x, |t2|, t2.y;
          MOV t4.x, -t0.x;
          ADD out1.y, t4.x, in0;
          MOV t4.y, -t1.y;
          ADD out1.z, t4.y, in0;
          MOV t5.x, -t0.x;
          MOV t5.yz, t1;
          ADD out1.w, t5.x, t5.y;
          return
        "#,
    );
    let original = p.clone();
    assert!(negation::run(&mut p));
    expect![[r#"
        stage fragment
        temps 6
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (1.0, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MUL t0, in0, in1;
          ADD t1, in0, in1;
          MOV t2.x, t0.x;
          MOV t2.y, t1.y;
          MOV t2.zw, -lit0.x;
          ADD t3, in0, -t2;
          MAD out0, in1, t3, t2;
          MAX out1.x, |t2|, -t2.y;
          MOV t4.x, -t0.x;
          ADD out1.y, t4.x, in0;
          MOV t4.y, -t1.y;
          ADD out1.z, t4.y, in0;
          MOV t5.x, -t0.x;
          MOV t5.yz, t1;
          ADD out1.w, t5.x, t5.y;
          return
    "#]]
    .assert_eq(&p.to_string());
    assert_same_behaviour(&original, &p, 0, "negation");
}

/// A product read by two sums and nothing else: each sum becomes a `MAD` of
/// the product's operands (its swizzle and sign carried into them), and the
/// `MUL` is left dead for `dce`. A product also read by another instruction
/// is kept.
#[test]
fn a_product_shared_by_sums_is_fused_into_each() {
    use cgrs::ir::opt::mad;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        uniform u0 rows 1
        output out0 "COLOR"
        b0:
          MUL t0, u0[0].z, in0.w;
          ADD t1.x, in1.x, t0.x;
          ADD t1.y, -t0.y, in1.y;
          MUL t2, in0, in1;
          ADD t3, t2, in0;
          MAX t3.w, t2.w, u0[0].x;
          MUL out0, t1.xyxy, t3;
          return
        "#,
    );
    assert!(mad::run(&mut p));
    expect![[r#"
        stage fragment
        temps 4
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        uniform u0 rows 1
        output out0 "COLOR"
        b0:
          MUL t0, u0[0].z, in0.w;
          MAD t1.x, u0[0].z, in0.w, in1.x;
          MAD t1.y, -u0[0].z, in0.w, in1.y;
          MUL t2, in0, in1;
          ADD t3, t2, in0;
          MAX t3.w, t2.w, u0[0].x;
          MUL out0, t1.xyxy, t3;
          return
    "#]]
    .assert_eq(&p.to_string());
}

/// Where an instruction may read one distinct parameter and one attribute
/// (vp20, vp30), a shared product is fused only if no `MAD` would read more:
/// each would cost a copy.
#[test]
fn a_shared_product_stays_where_its_mads_would_read_too_much() {
    use cgrs::ir::opt::mad;
    let text = |limited: &str| {
        format!(
            r#"
            stage vertex
            {limited}
            input in0 "POSITION"
            uniform u0 rows 1
            uniform u1 rows 1
            output out0 "TEXCOORD0"
            output out1 "TEXCOORD1"
            b0:
              MUL t0, in0, u0[0];
              ADD out0, t0, u1[0];
              ADD out1, t0, in0.x;
              return
            "#
        )
    };
    let mut limited = program_from(&text("reads limited"));
    assert!(!mad::run(&mut limited), "{limited}");
    let mut free = program_from(&text(""));
    assert!(mad::run(&mut free));
    assert_eq!(free.blocks[0].insts[1].op, cgrs::ir::Opcode::Mad);
    assert_eq!(free.blocks[0].insts[2].op, cgrs::ir::Opcode::Mad);
    assert_eq!(program_from(&limited.to_string()), limited);
}

/// `x - frac(x)` is `floor(x)` where `x` is unchanged since the `FRC`, lane
/// by lane; a source written in between, or a lane of another value, keeps
/// the difference.
#[test]
fn a_value_less_its_fraction_is_its_floor() {
    use cgrs::ir::opt::floor;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MOV t0, in0;
          FRC t1.xy, t0.zwzw;
          ADD t2.xy, t0.zwzw, -t1;
          ADD t2.zw, -t1.xyxy, t0.zwzw;
          ADD t3.xy, t0.wzzz, -t1;
          MOV t0.z, in0.x;
          ADD t4.xy, t0.zwzw, -t1;
          ADD out0, t2, t3.xyxy;
          MOV out1, t4;
          return
        "#,
    );
    let original = p.clone();
    assert!(floor::run(&mut p));
    let ops: Vec<_> = p.blocks[0].insts.iter().map(|i| i.op).collect();
    use cgrs::ir::Opcode::{Add, Flr, Frc, Mov};
    assert_eq!(ops, [Mov, Frc, Flr, Flr, Add, Mov, Add, Add, Mov], "{p}");
    assert_eq!(
        p.blocks[0].insts[2].operands[0],
        original.blocks[0].insts[2].operands[0]
    );
}

/// A part computed in its own register and moved into a wider vector is
/// computed in the vector's lanes, its readers reading them there
/// (`f.xy = ...; f.zw = f.xy + c;`); a part read after the move, or a
/// vector lane read in between, keeps the move.
#[test]
fn a_part_moved_into_a_vector_is_computed_in_place() {
    use cgrs::ir::opt::coalesce;
    let mut p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MAD t3.xy, in0, u0[0], in0.zwzw;
          ADD t5.zw, t3.xyxy, u0[0].zwzw;
          MOV t5.xy, t3;
          MUL t6.xy, in0, u0[0];
          ADD t7.zw, t6.xyxy, u0[0];
          MOV t7.xy, t6;
          MOV out0, t5;
          ADD out1, t7, t6.xyxy;
          return
        "#,
    );
    assert!(coalesce::run(&mut p));
    expect![[r#"
        stage fragment
        temps 8
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        output out0 "COLOR0"
        output out1 "COLOR1"
        b0:
          MAD t5.xy, in0, u0[0], in0.zwzw;
          ADD t5.zw, t5.xyxy, u0[0].zwzw;
          MUL t6.xy, in0, u0[0];
          ADD t7.zw, t6.xyxy, u0[0];
          MOV t7.xy, t6;
          MOV out0, t5;
          ADD out1, t7, t6.xyxy;
          return
    "#]]
    .assert_eq(&p.to_string());
}
