//! The reflection differential: `tests/c/walk.c` through cgrs's libCg prints
//! what it printed through NVIDIA's (`tests/walk/*.walk`, recorded by
//! `scripts/regen-runtime-walk.py`) for every case of `tests/walk/cases.txt`.
//! A difference fails the test unless `tests/walk-exceptions.txt` lists the
//! case with its reason; a listed case that agrees now fails too, so the
//! list stays true.

use std::collections::BTreeMap;

use crate::support;

/// `FILE ENTRY PROFILE` → the name of its `.walk` file: `vertex__a.main.vp20`
/// for `tests/shaders/vertex/a.cg`, `runtime__b.main.vp20` for the
/// runtime's own probe `runtime/libcg/tests/shaders/b.cg`.
fn case_name(file: &str, entry: &str, profile: &str) -> String {
    let stem = match file.strip_prefix("runtime/libcg/tests/shaders/") {
        Some(probe) => format!("runtime/{probe}"),
        None => file.trim_start_matches("tests/shaders/").to_string(),
    };
    let stem = stem.trim_end_matches(".cg").replace('/', "__");
    format!("{stem}.{entry}.{profile}")
}

fn exceptions() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(support::package().join("tests/walk-exceptions.txt"))
        .expect("tests/walk-exceptions.txt");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (case, reason) = line.split_once('\t').unwrap_or((line, ""));
            assert!(
                !reason.trim().is_empty(),
                "exception without a reason: {line}"
            );
            (case.to_string(), reason.to_string())
        })
        .collect()
}

#[test]
fn walk_agrees_with_nvidia_libcg() {
    let Some(walk) = support::build_c("walk") else {
        return;
    };
    let dir = support::package().join("tests/walk");
    let cases = std::fs::read_to_string(dir.join("cases.txt")).expect("tests/walk/cases.txt");
    let exceptions = exceptions();
    let mut identical = 0;
    let mut excused = 0;
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for line in cases.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [file, entry, profile] = fields[..] else {
            panic!("bad line in cases.txt: {line}");
        };
        let name = case_name(file, entry, profile);
        seen.push(name.clone());
        let expected = std::fs::read_to_string(dir.join(format!("{name}.walk")))
            .unwrap_or_else(|_| panic!("{name}.walk"));
        let (status, actual) = support::run(&walk, &[profile, entry, file]);
        assert_eq!(status, Some(0), "{name}: walk did not exit normally");
        match (actual == expected, exceptions.contains_key(&name)) {
            (true, false) => identical += 1,
            (false, true) => excused += 1,
            (false, false) => failures.push(format!(
                "{name}: differs from NVIDIA's libCg\n{}",
                first_difference(&expected, &actual)
            )),
            (true, true) => failures.push(format!(
                "{name}: agrees now: remove it from tests/walk-exceptions.txt"
            )),
        }
    }
    for name in exceptions.keys() {
        if !seen.contains(name) {
            failures.push(format!("{name}: listed exception that is no case"));
        }
    }
    eprintln!(
        "runtime walk: {identical} of {} cases identical to NVIDIA's libCg, {excused} listed exceptions",
        seen.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn first_difference(expected: &str, actual: &str) -> String {
    let mut expected_lines = expected.lines();
    let mut actual_lines = actual.lines();
    loop {
        match (expected_lines.next(), actual_lines.next()) {
            (Some(e), Some(a)) if e == a => continue,
            (None, None) => return "(only line ends differ)".to_string(),
            (e, a) => {
                return format!(
                    "  NVIDIA: {}\n  cgrs:   {}",
                    e.unwrap_or("(end)"),
                    a.unwrap_or("(end)")
                )
            }
        }
    }
}
