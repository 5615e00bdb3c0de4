//! Constant indices past the end of arrays, vectors and matrices: cgc
//! reports C1068 for a read only where the program's results need the
//! element (not under `* 0`, in a variable never read, in code that never
//! runs), and for a write where the last element, which it writes, is so
//! read after it.
//! cgrs's verdicts against cgc's on probes of every form found
//! (tests/lower/out_of_bounds/, scripts/regen_out_of_bounds_verdicts.py).

use crate::e2e_support::{body_probes, compile_probe};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lower/out_of_bounds");

/// cgrs's verdict on `source` in `profile`, in the form of verdicts.tsv.
fn verdict(profile: &str, source: &str) -> String {
    let compiled = compile_probe(profile, source);
    if compiled.program.is_some() {
        return "ok".to_string();
    }
    let codes: Vec<String> = compiled
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.code_string())
        .collect();
    codes.join(",")
}

/// cgc's verdict compared: where both reject, by the first error's code
/// (cgc follows a vector's C1068 with C1011, and reports a loop's reads
/// once per iteration).
fn same(cgc: &str, ours: &str) -> bool {
    cgc == ours || (cgc != "ok" && ours != "ok" && cgc.split(',').next() == ours.split(',').next())
}

#[test]
fn indices_out_of_bounds_are_errors_where_cgc_reports_them() {
    let (mut agreed, mut differ) = (0, Vec::new());
    for (profile, cgc, body, source) in body_probes(DIR) {
        let ours = verdict(&profile, &source);
        if same(&cgc, &ours) {
            agreed += 1;
        } else {
            differ.push(format!("{profile}: cgc {cgc}, cgrs {ours}: {body}"));
        }
    }
    println!("out of bounds: {agreed} agree");
    assert!(agreed >= 270, "too few verdicts read: {agreed}");
    assert!(
        differ.is_empty(),
        "cgrs's verdicts differ from cgc's:\n{}",
        differ.join("\n")
    );
}
