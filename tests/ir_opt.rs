//! Property tests of the optimizer: random programs (seeded) give the same
//! outputs before and after each pass, and after the whole pipeline.

use cgrs::ir::interp::run;
use cgrs::ir::opt::{optimize, PASSES};
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

#[test]
fn every_pass_preserves_outputs() {
    let mut changes = [0usize; PASSES.len()];
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        let original = program(&mut rng, 12, Stage::Fragment);
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
fn pipeline_preserves_outputs_and_never_grows_programs() {
    let mut total_before = 0;
    let mut total_after = 0;
    for seed in 0..PROGRAMS {
        let mut rng = Rng::new(seed);
        let original = program(&mut rng, 16, Stage::Vertex);
        let mut optimized = original.clone();
        optimize(&mut optimized);
        assert_same_behaviour(&original, &optimized, seed, "optimize");
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
        assert_same_behaviour(&original, &optimized, seed, "optimize");
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
