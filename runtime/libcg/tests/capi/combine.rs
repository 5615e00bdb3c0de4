//! Combined programs (`tests/c/combine.c`) as NVIDIA's libCg makes them
//! (`tests/combine.expected`): one copy per domain, listed in the context
//! newest first, no parameter list of their own, named look-up across the
//! domains.

use crate::support;

#[test]
fn combined_programs_behave_as_nvidias() {
    let Some(binary) = support::build_c("combine") else {
        return;
    };
    let expected = std::fs::read_to_string(support::package().join("tests/combine.expected"))
        .expect("tests/combine.expected");
    let (status, output) = support::run(&binary, &[]);
    assert_eq!(status, Some(0), "{output}");
    assert_eq!(output, expected);
}
