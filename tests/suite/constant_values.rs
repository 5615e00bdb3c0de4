//! Constants exactly as cgc computes them, for the cases where the value
//! itself is the rule: the VM compares results within a tolerance (1e-3
//! relative) that a `half` rounding (about 5e-4) passes unseen, so
//! `tests/end_to_end.rs` cannot tell 0.3 from cgc's 0.29980469.
//!
//! For each case below, every distinct number of cgrs's `#const` lines is
//! one of cgc's stored program (`tests/reference/`): the values, not their
//! packing into registers, which is free to differ. cgrs may need fewer (a
//! select between 0 and 1 that is a comparison's own flag needs neither);
//! a value rounded otherwise than cgc's is not among cgc's.

use crate::e2e_support as support;

use std::collections::BTreeSet;

/// Shaders (and their entry, or every entry) whose constants depend on a
/// precision rule (their headers say which). exp_pow's fmain takes exp of a
/// half value: e is 2.71875 there. Its vertex entry is left out: cgrs folds
/// the products of constants in vp30 (x * (k * log2(e))) where cgc
/// multiplies twice, which changes the constants and not the results.
const CASES: &[(&str, Option<&str>)] = &[
    ("tests/shaders/fragment/half_fixed_constants.cg", None),
    ("tests/shaders/stdlib/exp_pow.cg", Some("fmain")),
];

/// The distinct numbers of a program's `#const c[N] = a b c d` lines, as
/// printed (cgc and cgrs print a float the same way).
fn constants(program: &str) -> BTreeSet<String> {
    program
        .lines()
        .filter_map(|line| line.strip_prefix("#const "))
        .filter_map(|rest| rest.split_once('='))
        .flat_map(|(_, values)| values.split_whitespace().map(str::to_string))
        .collect()
}

#[test]
fn constants_equal_cgcs() {
    let mut checked = 0;
    for case in support::cases() {
        let listed = CASES.iter().any(|&(file, entry)| {
            file == case.file && entry.is_none_or(|entry| entry == case.entry)
        });
        if !listed {
            continue;
        }
        let Some(reference) = &case.reference else {
            continue;
        };
        let theirs = std::fs::read_to_string(support::root().join(reference)).expect("reference");
        let ours = support::compile(&case).unwrap_or_else(|e| panic!("{}: {e}", case.name()));
        let (ours, theirs) = (constants(&ours), constants(&theirs));
        let unknown: Vec<&String> = ours.difference(&theirs).collect();
        assert!(
            unknown.is_empty(),
            "{}: constants {unknown:?} are not cgc's {theirs:?}",
            case.name()
        );
        checked += 1;
    }
    assert!(checked >= CASES.len(), "only {checked} cases checked");
}
