//! The structure-aware fuzz target (`generated`) on a fixed set of
//! pseudo-random byte strings, on stable Rust: every generated program
//! compiles for its profiles (or exceeds a resource limit), and the VM
//! running the emitted program computes what the IR interpreter computes on
//! the lowered program. `scripts/fuzz.sh` runs the same target on
//! coverage-guided inputs.

use crate::fuzz_replay::targets::generate::generate;
use crate::fuzz_replay::targets::oracle::{check, Verdict};
use crate::fuzz_replay::targets::{profiles, seed_of};
use cgrs::rng::Rng;

const PROGRAMS: u64 = 300;

/// Between 16 and 271 bytes: short strings end in leaves early, long ones
/// reach the statement and expression bounds.
fn bytes(seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let length = 16 + rng.below(256);
    (0..length).map(|_| rng.next_u64() as u8).collect()
}

#[derive(Default)]
struct Tally {
    compiled: usize,
    runs: usize,
    limits: Vec<String>,
    failures: Vec<String>,
}

fn tally() -> Tally {
    let mut tally = Tally::default();
    for seed in 0..PROGRAMS {
        let data = bytes(seed);
        let program = generate(&data);
        for profile in profiles(program.stage) {
            match check(&program.source, profile, seed_of(&data)) {
                Verdict::Agrees { runs } => {
                    tally.compiled += 1;
                    tally.runs += runs;
                }
                Verdict::ResourceLimit(message) => tally.limits.push(message),
                Verdict::Rejected(message) | Verdict::Mismatch(message) => tally.failures.push(
                    format!("seed {seed} {profile}: {message}\n{}", program.source),
                ),
            }
        }
    }
    tally
}

#[test]
fn generated_programs_compile_and_run_alike_in_the_ir_and_the_vm() {
    let tally = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(tally)
        .expect("test thread")
        .join()
        .expect("no panic");
    eprintln!(
        "{} compiled, {} runs compared, {} over a resource limit: {:?}",
        tally.compiled,
        tally.runs,
        tally.limits.len(),
        tally.limits.iter().take(3).collect::<Vec<_>>()
    );
    assert!(
        tally.failures.is_empty(),
        "{} failures, the first:\n{}",
        tally.failures.len(),
        tally.failures[0]
    );
    // Most programs fit the profiles and run finite often enough to compare.
    assert!(tally.compiled as u64 >= PROGRAMS, "{}", tally.compiled);
    assert!(tally.runs >= 2 * tally.compiled, "{}", tally.runs);
}
