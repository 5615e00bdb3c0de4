//! NULL, stale, foreign and garbage handles and bad arguments
//! (`tests/c/handles.c`): the same errors as NVIDIA's libCg
//! (`tests/handles.expected`), the error handler called for each, no crash;
//! and the calls NVIDIA's libCg itself crashes on fail cleanly here.

use crate::support;

#[test]
fn bad_handles_report_nvidias_errors() {
    let Some(binary) = support::build_c("handles") else {
        return;
    };
    let expected = std::fs::read_to_string(support::package().join("tests/handles.expected"))
        .expect("tests/handles.expected");
    let (status, output) = support::run(&binary, &["-n"]);
    assert_eq!(status, Some(0), "{output}");
    assert_eq!(output, expected);
}

#[test]
fn calls_nvidia_crashes_on_fail_with_an_error() {
    let Some(binary) = support::build_c("handles") else {
        return;
    };
    let (status, output) = support::run(&binary, &[]);
    assert_eq!(status, Some(0), "{output}");
    let expected = std::fs::read_to_string(support::package().join("tests/handles.expected"))
        .expect("tests/handles.expected");
    // The lines NVIDIA's run leaves out: a NULL source, a garbage handle, a
    // program handle passed as a parameter.
    let extra: Vec<&str> = output
        .lines()
        .filter(|line| !expected.lines().any(|known| known == *line))
        .collect();
    assert_eq!(extra.len(), 4, "{extra:#?}");
    for line in extra {
        assert!(
            line.ends_with("handler=1"),
            "the handler heard of it: {line}"
        );
        assert!(!line.contains("err=0 "), "an error is set: {line}");
    }
}
