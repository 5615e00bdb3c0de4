//! Replays the fuzz targets' stored inputs on stable Rust, so a crash found
//! by fuzzing (`scripts/fuzz.sh`) stays fixed without nightly in CI:
//!
//! - every minimized crasher in `tests/fuzz_regressions/TARGET/` through
//!   its target;
//! - the seeds the corpora start from: every test shader
//!   (`tests/shaders`) through the source targets and every cgc program
//!   (`tests/reference/**/*.asm`) through the VM target.
//!
//! The targets are the fuzz crate's own functions (`fuzz/src/lib.rs`,
//! included here), run on a thread with the main thread's usual 8 MB of
//! stack, as libFuzzer runs them.

#[path = "../../fuzz/src/lib.rs"]
pub mod targets;

use std::path::{Path, PathBuf};

fn files_under(dir: &Path, extension: Option<&str>, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, extension, found);
        } else if extension.is_none_or(|wanted| path.extension().is_some_and(|ext| ext == wanted)) {
            found.push(path);
        }
    }
}

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn target(name: &str) -> targets::Target {
    targets::TARGETS
        .iter()
        .find(|(target, _)| *target == name)
        .map(|&(_, run)| run)
        .unwrap_or_else(|| panic!("no fuzz target {name}"))
}

/// Runs `inputs` through the target `name` on an 8 MB stack.
fn replay(name: &'static str, inputs: Vec<PathBuf>) -> usize {
    let count = inputs.len();
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let run = target(name);
            for input in &inputs {
                let data = std::fs::read(input).expect("stored input");
                eprintln!("{name}: {}", input.display());
                run(&data);
            }
        })
        .expect("replay thread")
        .join()
        .unwrap_or_else(|_| panic!("{name} panicked (the input is printed above)"));
    count
}

#[test]
fn every_stored_crasher_replays_without_panicking() {
    let mut replayed = 0;
    for &(name, _) in targets::TARGETS {
        let mut inputs = Vec::new();
        files_under(
            &repo(&format!("tests/fuzz_regressions/{name}")),
            None,
            &mut inputs,
        );
        replayed += replay(name, inputs);
    }
    eprintln!("{replayed} crashers replayed");
}

#[test]
fn test_shaders_replay_through_every_source_target() {
    let mut shaders = Vec::new();
    files_under(&repo("tests/shaders"), Some("cg"), &mut shaders);
    assert!(shaders.len() > 200, "found only {} shaders", shaders.len());
    for &(name, _) in targets::TARGETS {
        if name != "vm" {
            replay(name, shaders.clone());
        }
    }
}

#[test]
fn cgc_programs_replay_through_the_vm_target() {
    let mut programs = Vec::new();
    files_under(&repo("tests/reference"), Some("asm"), &mut programs);
    assert!(
        programs.len() > 200,
        "found only {} programs",
        programs.len()
    );
    replay("vm", programs);
}
