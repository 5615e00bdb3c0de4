//! vp20 and vp30 against cgc: every (file, entry) of `tests/shaders/flow/` and
//! `tests/shaders/vertex/` that cgc compiles for vp20 or vp30 is compiled with
//! cgrs and run beside cgc's stored program in the VM on 64 random inputs
//! (uniforms with a `range=` header line get values from that range, so
//! loops run zero, one and many times).
//!
//! Cases that do not work yet are listed in `tests/nv/expected_failures.txt`
//! (`case | reason`); the test fails when an unlisted case fails *or* a listed
//! case starts passing, so the list stays honest. `UPDATE_EXPECT=1` rewrites the
//! list from the current results.
//!
//! `cargo test --test suite nv_differential:: -- --nocapture` also prints the
//! instruction and temporary counts of cgrs and cgc with totals.

use crate::e2e_support as support;

use cgrs::driver::Flatten;
use cgrs::vm::diff::{compare_programs, DiffOptions};
use std::collections::BTreeMap;

const LIST: &str = "tests/nv/expected_failures.txt";

fn chosen_cases() -> Vec<support::Case> {
    support::cases()
        .into_iter()
        .filter(|case| {
            (case.file.starts_with("tests/shaders/flow/")
                || case.file.starts_with("tests/shaders/vertex/"))
                && (case.profile == "vp20" || case.profile == "vp30")
                && case.reference.is_some()
        })
        .collect()
}

/// The result of one case: `Ok(())` when cgrs compiles it and the VM finds it
/// equivalent to cgc's program, else why not.
struct Run {
    name: String,
    ours: Option<(u32, u32)>,
    theirs: Option<(u32, u32)>,
    verdict: Result<(), String>,
}

fn run(case: &support::Case) -> Run {
    let name = case.name();
    let theirs_text = case
        .reference
        .as_ref()
        .and_then(|path| std::fs::read_to_string(support::root().join(path)).ok())
        .unwrap_or_default();
    let theirs = support::counts(&theirs_text);
    let ours_text = support::compile(case);
    let ours = ours_text.as_deref().ok().and_then(support::counts);
    let verdict = match &ours_text {
        Err(error) => Err(format!("does not compile: {error}")),
        Ok(ours_text) => {
            let options = DiffOptions {
                count: 64,
                ranges: case.ranges.clone(),
                ..DiffOptions::default()
            };
            match compare_programs(ours_text, &theirs_text, &options) {
                Err(error) => Err(format!("VM error: {error}")),
                Ok(report) if report.equivalent() => Ok(()),
                Ok(report) => {
                    let mismatch = report
                        .first_mismatch
                        .map(|m| m.to_string())
                        .unwrap_or_default();
                    // cgc's program reads a temporary it never wrote: not ours to match.
                    if mismatch.contains("vs theirs undefined") {
                        Ok(())
                    } else {
                        Err(format!("differs: {}", one_line(&mismatch)))
                    }
                }
            }
        }
    };
    Run {
        name,
        ours,
        theirs,
        verdict,
    }
}

fn one_line(text: &str) -> String {
    let joined = text.split_whitespace().collect::<Vec<_>>().join(" ");
    joined.chars().take(200).collect()
}

fn expected_failures() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(support::root().join(LIST)).unwrap_or_default();
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| {
            let (name, reason) = line.split_once(" | ")?;
            Some((name.trim().to_string(), reason.trim().to_string()))
        })
        .collect()
}

fn show(counts: Option<(u32, u32)>) -> String {
    counts.map_or("-".into(), |(i, r)| format!("{i}/{r}"))
}

#[test]
fn vp20_and_vp30_programs_compute_what_cgcs_compute() {
    let cases = chosen_cases();
    // The corpus has 138 such cases; a collapse of the manifest would show here.
    assert!(cases.len() >= 130, "only {} cases", cases.len());
    let runs: Vec<Run> = cases.iter().map(run).collect();

    println!("{:<58} {:>9} {:>9}  verdict", "case", "cgrs i/r", "cgc i/r");
    let mut totals: BTreeMap<&str, [u32; 5]> = BTreeMap::new();
    for (case, run) in cases.iter().zip(&runs) {
        let verdict = match &run.verdict {
            Ok(()) => "same".to_string(),
            Err(reason) => reason.chars().take(70).collect(),
        };
        println!(
            "{:<58} {:>9} {:>9}  {verdict}",
            run.name,
            show(run.ours),
            show(run.theirs)
        );
        let total = totals.entry(case.profile.as_str()).or_default();
        total[0] += 1;
        if run.ours.is_some() {
            total[1] += 1;
        }
        if run.verdict.is_ok() {
            total[2] += 1;
        }
        if let (Some((ours, _)), Some((theirs, _))) = (run.ours, run.theirs) {
            total[3] += ours;
            total[4] += theirs;
        }
    }
    for (profile, [cases, compiled, same, ours, theirs]) in &totals {
        println!(
            "{profile}: {cases} cases cgc compiles, cgrs compiles {compiled}, {same} equivalent in the VM; \
             instructions where both compile: cgrs {ours}, cgc {theirs}"
        );
    }

    if crate::updating_snapshots() {
        let mut text = String::from(
            "# vp20/vp30 cases that do not match cgc yet: case | reason (tests/suite/nv_differential.rs)\n",
        );
        for run in &runs {
            if let Err(reason) = &run.verdict {
                text.push_str(&format!("{} | {}\n", run.name, one_line(reason)));
            }
        }
        std::fs::write(support::root().join(LIST), text).expect("write the expected failures");
        return;
    }

    let expected = expected_failures();
    let mut problems = Vec::new();
    for run in &runs {
        match (&run.verdict, expected.contains_key(&run.name)) {
            (Ok(()), true) => problems.push(format!(
                "{}: listed as failing but now passes; remove it from {LIST}",
                run.name
            )),
            (Err(reason), false) => problems.push(format!("{}: {reason}", run.name)),
            _ => {}
        }
    }
    for name in expected.keys() {
        if !runs.iter().any(|run| &run.name == name) {
            problems.push(format!("{name}: listed in {LIST} but not a vp20/vp30 case"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The vp30 field repros of run-time control flow (tests/field/): 026 selects
/// away a `pow` that is infinite on the side not taken (an arithmetic blend
/// turned it into NaN; condition-code writes must not), 007 loops over a
/// uniform count. Each must compute what cgc's recorded program computes.
#[test]
fn vp30_field_repros_compute_what_cgcs_compute() {
    for (stem, ranges) in [
        ("026_select_blend_inf", Vec::new()),
        (
            "007_runtime_loop",
            vec![(
                "count".to_string(),
                cgrs::vm::diff::ValueRange {
                    min: 0.0,
                    max: 4.0,
                    integer: true,
                },
            )],
        ),
    ] {
        let case = support::Case {
            file: format!("tests/field/{stem}.cg"),
            entry: "main".into(),
            profile: "vp30".into(),
            reference: Some(format!("tests/field/{stem}.vp30.asm")),
            ranges,
        };
        let outcome = run(&case);
        assert_eq!(outcome.verdict, Ok(()), "{}", outcome.name);
    }
}

/// Whether `program` branches backwards (a loop) and whether it branches at all.
fn branches(program: &str) -> (bool, bool) {
    let mut labels = Vec::new();
    let (mut backward, mut any) = (false, false);
    for line in program.lines().map(str::trim) {
        if let Some(label) = line.strip_suffix(':') {
            labels.push(label);
        } else if let Some(rest) = line.strip_prefix("BRA") {
            any = true;
            let target = rest
                .trim()
                .split([' ', '(', ';'])
                .next()
                .unwrap_or_default();
            backward |= labels.contains(&target);
        }
    }
    (backward, any)
}

/// `-unroll` and `-ifcvt` choose between the straight and the branching
/// lowering as cgc's manual says (`all`: straight, `none`: branches,
/// `count=N`: straight below N instructions), and every choice still computes
/// what cgc's program computes. The shapes are cgc's for the same options
/// (gouraud_lights4: `-unroll all` and `count=1000` unroll, `none` and
/// `count=100` keep the loop; if_uniform_mode: `-ifcvt none` branches, `all`
/// does not).
#[test]
fn unroll_and_ifcvt_options_choose_the_lowering() {
    let cases = chosen_cases();
    let case = |file: &str| {
        cases
            .iter()
            .find(|c| c.file.ends_with(file) && c.profile == "vp30")
            .unwrap_or_else(|| panic!("{file} vp30 is a corpus case"))
    };
    let unroll = |limit| (limit, Flatten::Cheaper);
    let ifcvt = |limit| (Flatten::Cheaper, limit);
    // (file, options, (loops, branches at all))
    let checks = [
        (
            "vertex/gouraud_lights4.cg",
            unroll(Flatten::Always),
            (false, false),
        ),
        (
            "vertex/gouraud_lights4.cg",
            unroll(Flatten::Never),
            (true, true),
        ),
        (
            "vertex/gouraud_lights4.cg",
            unroll(Flatten::Below(100)),
            (true, true),
        ),
        (
            "vertex/gouraud_lights4.cg",
            unroll(Flatten::Below(1000)),
            (false, false),
        ),
        (
            "flow/if_uniform_mode.cg",
            ifcvt(Flatten::Always),
            (false, false),
        ),
        (
            "flow/if_uniform_mode.cg",
            ifcvt(Flatten::Never),
            (false, true),
        ),
    ];
    for (file, options, shape) in checks {
        let case = case(file);
        let what = format!("{file} unroll {:?} ifcvt {:?}", options.0, options.1);
        let ours = support::compile_with(case, options.0, options.1)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(branches(&ours), shape, "{what}:\n{ours}");
        let reference = case.reference.as_ref().expect("cgc compiles the case");
        let theirs =
            std::fs::read_to_string(support::root().join(reference)).expect("cgc's program");
        let options = DiffOptions {
            count: 64,
            ranges: case.ranges.clone(),
            ..DiffOptions::default()
        };
        let report = compare_programs(&ours, &theirs, &options).expect("both programs run");
        let mismatch = report.first_mismatch.as_ref().map(ToString::to_string);
        assert!(report.equivalent(), "{what}: {mismatch:?}");
    }
}
