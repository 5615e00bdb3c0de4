//! The annotation calls NVIDIA's libCg crashes on (`tests/c/annotations.c
//! -a`, after `== cgrs only`; the rest of its output is NVIDIA's,
//! `recorded.rs`): cgrs reports the error the manual documents.

use crate::support;

/// Each call of the `-a` part with cgrs's answer.
const ANSWERS: &[(&str, &str)] = &[
    // CG_INVALID_PARAMETER_ERROR: `nvalues` is NULL.
    (
        "cgGetFloatAnnotationValues(upper, NULL)",
        "ret=NULL err=2 handler=1",
    ),
    (
        "cgGetStringAnnotationValues(text, NULL)",
        "ret=NULL err=2 handler=1",
    ),
    // CG_OUT_OF_ARRAY_BOUNDS_ERROR: a program's annotation depends on no
    // parameter.
    (
        "cgGetDependentAnnotationParameter(text, 0)",
        "ret=NULL err=23 handler=1",
    ),
    // CG_INVALID_PARAMETER_TYPE_ERROR: an annotation of another type.
    ("cgSetIntAnnotation(upper, 1)", "ret=0 err=32 handler=1"),
    // CG_ARRAY_SIZE_MISMATCH_ERROR: not a scalar.
    ("cgSetFloatAnnotation(pair, 1.0f)", "ret=0 err=53 handler=1"),
    (
        "cgSetStringAnnotation(upper, \"x\")",
        "ret=0 err=32 handler=1",
    ),
    // CG_INVALID_POINTER_ERROR: no string.
    (
        "cgSetStringAnnotation(text, NULL)",
        "ret=0 err=50 handler=1",
    ),
];

#[test]
fn annotation_calls_nvidia_crashes_on_report_the_manuals_errors() {
    let Some(own) = support::cgrs_only_part("annotations") else {
        return;
    };
    let lines: Vec<(&str, &str)> = own
        .lines()
        .map(|line| {
            let (call, result) = line.split_at(line.rfind(')').map_or(0, |end| end + 1));
            (call, result.trim())
        })
        .collect();
    assert_eq!(lines, ANSWERS);
}
