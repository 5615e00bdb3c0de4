//! Replays recorded glcheck (Mesa) and nvvm runs on the VM.

use std::path::Path;

use cgrs::vm::case::{parse_recorded, Case};
use cgrs::vm::parse_program;

/// Tolerance of glcheck and nvvm diff: |a-b| <= atol + rtol*max(|a|,|b|).
const ATOL: f32 = 1e-4;
const RTOL: f32 = 1e-3;

pub struct Replay {
    pub programs: usize,
    pub tests: usize,
    pub components: usize,
    /// Components the VM reports undefined where the reference gave a value
    /// (e.g. XPD's w, which Mesa fills in).
    pub undefined_in_vm: usize,
    pub failures: Vec<String>,
    /// Tests that differ as listed in the known deviations.
    pub deviations: usize,
}

fn close(a: f32, b: f32) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= ATOL + RTOL * a.abs().max(b.abs())
}

/// Runs every case that has a recorded result in `results_dir`.
/// (program, test) pairs where the reference deviates from the spec, which
/// the VM follows.
pub fn replay(results_dir: &str, known_deviations: &[(&str, usize)]) -> Replay {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vm");
    let mut replay = Replay {
        programs: 0,
        tests: 0,
        components: 0,
        undefined_in_vm: 0,
        failures: Vec::new(),
        deviations: 0,
    };
    let mut entries: Vec<_> = std::fs::read_dir(root.join(results_dir))
        .expect("results dir")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for result_path in entries {
        let name = result_path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .to_string();
        let case_path = root.join("cases").join(&name);
        let case_text = std::fs::read_to_string(&case_path).expect("case file");
        let case =
            Case::parse(&case_text, &root.join("cases")).unwrap_or_else(|e| panic!("{name}: {e}"));
        let recorded = parse_recorded(&std::fs::read_to_string(&result_path).unwrap()).unwrap();
        let program = parse_program(&case.program_text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let bound = program
            .bind(&case.uniforms)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        replay.programs += 1;
        for (i, (inputs, expected)) in case.tests.iter().zip(&recorded).enumerate() {
            replay.tests += 1;
            let failures_before = replay.failures.len();
            let deviation = known_deviations.contains(&(name.trim_end_matches(".json"), i));
            let run = bound.run(inputs).unwrap_or_else(|e| panic!("{name}: {e}"));
            if run.killed != expected.killed {
                replay.failures.push(format!(
                    "{name} test {i}: killed {} vs recorded {}",
                    run.killed, expected.killed
                ));
                continue;
            }
            if let Some(t) = &expected.terminated {
                let ours = run.outcome.termination.name();
                if *t != ours {
                    replay.failures.push(format!(
                        "{name} test {i}: terminated {ours} vs recorded {t}"
                    ));
                }
            }
            for (register, lanes) in &expected.outputs {
                let ours = run.outputs.iter().find(|o| o.register == *register);
                for (lane, want) in lanes.iter().enumerate() {
                    let got = ours.and_then(|o| {
                        (o.statically_written & (1 << lane) != 0)
                            .then(|| o.value.get(lane))
                            .flatten()
                    });
                    let written = ours.is_some_and(|o| o.statically_written & (1 << lane) != 0);
                    match (want, got) {
                        (None, _) if written => replay.failures.push(format!("{name} test {i}: {register}[{lane}] written by the VM but not recorded")),
                        (None, _) => {}
                        (Some(_), None) if written => replay.undefined_in_vm += 1,
                        (Some(w), None) => replay.failures.push(format!("{name} test {i}: {register}[{lane}] missing, recorded {w}")),
                        (Some(w), Some(g)) => {
                            replay.components += 1;
                            if !close(*w, g) {
                                replay.failures.push(format!("{name} test {i}: {register}[{lane}] = {g} vs recorded {w}"));
                            }
                        }
                    }
                }
            }
            if deviation {
                // A listed deviation must still deviate, or the list is stale.
                if replay.failures.len() == failures_before {
                    replay.failures.push(format!(
                        "{name} test {i}: listed as a known deviation but agrees"
                    ));
                } else {
                    replay.failures.truncate(failures_before);
                    replay.deviations += 1;
                }
            }
        }
    }
    replay
}
