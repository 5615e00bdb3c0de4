//! End to end: real shaders through every stage of cgrs, judged against cgc.
//!
//! Cases: `examples/lambert.cg`, the back end's shaders (`tests/backend/`) and
//! every case of the corpus manifest (`tests/reference/manifest.json`). For
//! each, cgrs compiles the file and, where both compilers accept it, the VM
//! runs cgrs's and cgc's programs on the same random inputs
//! (`cgrs::vm::diff`). cgc's programs are stored files (see
//! `tests/suite/e2e_support.rs`); nothing here runs cgc.
//!
//! What must hold:
//! - cgrs rejects every case cgc rejects;
//! - where both compile, the programs compute the same, except where cgc's
//!   own program reads a temporary it never wrote (the VM says "theirs
//!   undefined"; `tests/shaders/README.md` lists those cgc defects);
//! - the examples and the back end's shaders compile, agree with cgc, and
//!   take at most one instruction more than cgc's;
//! - the status of every case equals `tests/lower/end_to_end.txt`, so a
//!   change in what compiles, in the VM's verdicts or in instruction counts
//!   shows up in review (`UPDATE_EXPECT=1 cargo test --test suite end_to_end::`
//!   rewrites the file after an intended change).

use crate::e2e_support as support;

use std::sync::OnceLock;

struct Run {
    case: support::Case,
    outcome: support::Outcome,
}

fn runs() -> &'static [Run] {
    static RUNS: OnceLock<Vec<Run>> = OnceLock::new();
    RUNS.get_or_init(|| {
        support::cases()
            .into_iter()
            .map(|case| {
                let outcome = support::run(&case);
                Run { case, outcome }
            })
            .collect()
    })
}

/// cgc's program is at fault: it reads a temporary it never wrote.
/// Whether cgc's program puts a literal (`#const c[14] = 0`) inside the
/// four rows a state matrix's `#var` line declares (`c[11], 4`) where the
/// program reads fewer rows: NV matrix tracking, and the VM, load all four,
/// so cgc's program reads a matrix row as its literal. cgrs keeps literals
/// out of those rows (src/back/mod.rs, `reserve_tracked_matrices`).
fn cgc_literal_in_tracked_matrix(outcome: &support::Outcome) -> bool {
    let Some(reference) = outcome.reference.as_deref() else {
        return false;
    };
    let slot_after = |text: &str, prefix: &str| -> Option<u32> {
        text.split(prefix).nth(1)?.split(']').next()?.parse().ok()
    };
    let matrices: Vec<u32> = reference
        .lines()
        .filter(|line| line.starts_with("#var float4x4 glstate.") && line.contains("], 4 : "))
        .filter_map(|line| slot_after(line, " : c["))
        .collect();
    reference
        .lines()
        .filter_map(|line| slot_after(line, "#const c["))
        .any(|slot| {
            matrices
                .iter()
                .any(|&first| (first..first + 4).contains(&slot))
        })
}

fn cgc_reads_undefined(outcome: &support::Outcome) -> bool {
    outcome
        .mismatch
        .as_deref()
        .is_some_and(|m| m.contains("vs theirs undefined"))
}

/// Cases cgc rejects only because its own program exceeds a profile limit
/// (C6001 temporaries, C6002 instructions) that cgrs's program fits in:
/// `skin_loop_break_zero_weight` in vp20, where cgc does not know the loop
/// counter after the run-time `break` and indexes `w[i]`, `bi[i]` through
/// selects (15 temporaries > 12), while cgrs keeps the counter constant (7);
/// the same shader in vp30, where cgc needs 604 instructions (> 256) and
/// cgrs, indexing `w[i]` and `bi[i]` by selects, 81;
/// `stdlib_vertex_rare` in vp20, where cgc needs 146 instructions (> 128) and
/// cgrs's `inverse`/`determinant` from cross products of whole rows fit;
/// `gouraud_lights4` in vp20, where cgc needs 146 instructions (> 128) and
/// cgrs, dividing each light vector by its length as one `RCP` read as a
/// scalar, 127.
const CGC_OUT_OF_RESOURCES: &[&str] = &[
    "flow/skin_loop_break_zero_weight.cg:main:vp20",
    "flow/skin_loop_break_zero_weight.cg:main:vp30",
    "vertex/gouraud_lights4.cg:main:vp20",
    "vertex/stdlib_vertex_rare.cg:main:vp20",
];

/// Cases whose cgc program reads `c[A0.x + n]` past the offsets VP1.1
/// allows (0..63, `<vp1-progParamPosOff>` of NV_vertex_program2), which the
/// VM refuses to load: cgc places arrays past `c[63]` and reads them with
/// the slot as the offset in vp20 (not in arbvp1, where it adds the slot to
/// the index). cgrs adds it in both (src/back/rebase.rs), so its program
/// loads and only cgc's cannot be run.
const CGC_OFFSET_OUT_OF_RANGE: &[&str] = &["vertex/skinned_cascades_far_palette.cg:main:vp20"];

fn cgc_offset_out_of_range(run: &Run, error: &str) -> bool {
    CGC_OFFSET_OUT_OF_RANGE.contains(&run.case.name().as_str())
        && error.contains("theirs")
        && error.contains("relative offset out of range")
}

#[test]
fn cgrs_rejects_what_cgc_rejects() {
    let accepted: Vec<String> = runs()
        .iter()
        .filter(|run| run.case.reference.is_none() && run.outcome.program.is_ok())
        .filter(|run| !CGC_OUT_OF_RESOURCES.contains(&run.case.name().as_str()))
        .map(|run| run.case.name())
        .collect();
    assert!(
        accepted.is_empty(),
        "cgc rejects these, cgrs accepts them: {accepted:#?}"
    );
}

#[test]
fn programs_compute_what_cgcs_compute() {
    let mut compared = 0;
    let mut different = Vec::new();
    for run in runs() {
        match &run.outcome.equivalent {
            Some(Ok(true)) => compared += 1,
            Some(Ok(false)) if cgc_reads_undefined(&run.outcome) => compared += 1,
            Some(Ok(false)) if cgc_literal_in_tracked_matrix(&run.outcome) => {}
            Some(Ok(false)) => different.push(format!(
                "{}: {}",
                run.case.name(),
                run.outcome.mismatch.clone().unwrap_or_default()
            )),
            Some(Err(error)) if cgc_offset_out_of_range(run, error) => {}
            Some(Err(error)) => different.push(format!("{}: VM error {error}", run.case.name())),
            None => {}
        }
    }
    assert!(different.is_empty(), "{}", different.join("\n"));
    // The corpus has well over 200 cases both compile; a collapse would show here.
    assert!(compared >= 200, "only {compared} cases compared");
}

#[test]
fn examples_and_backend_shaders_match_cgc() {
    let chosen = runs().iter().filter(|run| {
        run.case.file.starts_with("examples/") || run.case.file.starts_with("tests/backend/")
    });
    let mut count = 0;
    for run in chosen {
        count += 1;
        let name = run.case.name();
        assert!(
            run.outcome.program.is_ok(),
            "{name}: {:?}",
            run.outcome.program
        );
        assert_eq!(
            run.outcome.equivalent,
            Some(Ok(true)),
            "{name}: {:?}",
            run.outcome.mismatch
        );
        let (ours, _) = run
            .outcome
            .ours_instructions()
            .expect("cgrs prints its count");
        let (theirs, _) = run
            .outcome
            .cgc_instructions()
            .expect("cgc printed its count");
        assert!(
            ours <= theirs + 1,
            "{name}: {ours} instructions, cgc {theirs}"
        );
    }
    assert_eq!(count, 7);
}

#[test]
fn status_matches_the_recorded_table() {
    let mut table = String::from(
        "# case | cgc verdict instructions/R-regs | cgrs verdict | VM verdict (cgrs vs cgc)\n",
    );
    for run in runs() {
        table.push_str(&support::status_line(&run.case, &run.outcome));
        table.push('\n');
    }
    let path = support::root().join("tests/lower/end_to_end.txt");
    if crate::updating_snapshots() {
        std::fs::write(&path, &table).expect("write tests/lower/end_to_end.txt");
        return;
    }
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    if recorded != table {
        let changed: Vec<String> = table
            .lines()
            .filter(|line| !recorded.lines().any(|r| r == *line))
            .take(20)
            .map(str::to_string)
            .collect();
        panic!(
            "the end-to-end status changed (UPDATE_EXPECT=1 records it); new or changed lines:\n{}",
            changed.join("\n")
        );
    }
}
