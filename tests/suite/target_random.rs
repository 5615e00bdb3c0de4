//! Random IR programs through the whole back end for arbfp1: the allocated
//! program (hardware registers, pooled constants, selected opcodes) computes what
//! the original computes, and uses no more instructions than the IR had. The
//! optimizer's relaxed passes (`0 * x = 0`, ...) keep only the runs that
//! compute finite values, so those are the runs compared.

use cgrs::back::compile;
use cgrs::back::emit::EmitOptions;
use cgrs::interface::ProgramInterface;
use cgrs::ir::interp::run;
use cgrs::ir::random::{define_all_temps, environment, program};
use cgrs::ir::Stage;
use cgrs::profile::Profile;
use cgrs::rng::Rng;

fn close(a: f32, b: f32) -> bool {
    a == b || (a.is_nan() && b.is_nan()) || (a - b).abs() <= 1e-5 * a.abs().max(b.abs()).max(1.0)
}

#[test]
fn allocated_random_programs_match_the_ir() {
    let profile = Profile::builtin("arbfp1").expect("built-in profile");
    let mut compiled_count = 0;
    let mut compared = 0;
    for seed in 0..400 {
        let mut rng = Rng::new(seed);
        let mut original = program(&mut rng, 14, Stage::Fragment);
        define_all_temps(&mut original);
        let interface = ProgramInterface {
            entry: "main".into(),
            uniform_objects: Vec::new(),
            glsl: Default::default(),
            parameters: Vec::new(),
        };
        let compiled = match compile(&original, &interface, &profile, &EmitOptions::default()) {
            Ok(compiled) => compiled,
            Err(errors) => panic!("seed {seed}: {errors:?}"),
        };
        compiled_count += 1;
        // scripts/regen-backend.sh dumps the programs to ask Mesa whether it loads them.
        if let Some(dir) = std::env::var_os("CGRS_DUMP_RANDOM") {
            let path = std::path::Path::new(&dir).join(format!("{seed}.asm"));
            std::fs::write(path, &compiled.text).expect("dump directory is writable");
        }
        assert!(compiled.text.starts_with("!!ARBfp1.0\n") && compiled.text.contains("\nEND\n"));
        for _ in 0..4 {
            let env = environment(&mut rng, &original);
            let expected = run(&original, &env).expect("terminates");
            let actual = run(&compiled.allocated, &env).expect("terminates");
            if !expected.finite {
                continue;
            }
            compared += 1;
            let same = expected.killed == actual.killed
                && expected
                    .outputs
                    .iter()
                    .flatten()
                    .zip(actual.outputs.iter().flatten())
                    .all(|(a, b)| close(*a, *b));
            assert!(
                same,
                "seed {seed}: {expected:?} vs {actual:?}\n{}",
                compiled.text
            );
        }
    }
    assert_eq!(compiled_count, 400);
    // Most runs stay finite, so the comparison is not vacuous.
    assert!(compared * 2 > 400 * 4, "{compared} finite runs compared");
}

/// The regen script ran Mesa's parser over the 400 programs above and recorded
/// how many it loaded.
#[test]
fn mesa_loaded_every_random_program() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/backend");
    let verdicts = std::fs::read_to_string(dir.join("verdicts.txt")).expect("verdicts.txt");
    let line = verdicts
        .lines()
        .find(|l| l.starts_with("random-arbfp1 "))
        .expect("random-arbfp1 verdict line");
    assert_eq!(line, "random-arbfp1 parsed=400/400", "{line}");
}

/// Register allocation over if/else diamonds (vp30 keeps branches): liveness
/// must flow across block edges.
#[test]
fn allocation_respects_control_flow() {
    use cgrs::back::regalloc::{allocate, pack_scalars};
    use cgrs::ir::random::program_with_branches;
    for seed in 0..300 {
        let mut rng = Rng::new(seed);
        let mut original = program_with_branches(&mut rng, 16, Stage::Vertex);
        define_all_temps(&mut original);
        cgrs::ir::opt::optimize(&mut original);
        let mut allocated = original.clone();
        pack_scalars(&mut allocated);
        let registers = allocate(&mut allocated);
        assert!(registers <= original.vreg_count.max(1));
        for _ in 0..4 {
            let env = environment(&mut rng, &original);
            let expected = run(&original, &env).expect("terminates");
            let actual = run(&allocated, &env).expect("terminates");
            assert!(
                expected.same_as(&actual),
                "seed {seed}: {expected:?} vs {actual:?}"
            );
        }
    }
}
