//! C programs whose whole output through cgrs's libCg equals what they
//! printed through NVIDIA's (`tests/NAME.expected`, recorded by
//! `scripts/regen-runtime-walk.py`).

use crate::support;

fn agrees_with_nvidia(name: &str) {
    let Some(binary) = support::build_c(name) else {
        return;
    };
    let expected =
        std::fs::read_to_string(support::package().join(format!("tests/{name}.expected")))
            .unwrap_or_else(|_| panic!("tests/{name}.expected"));
    let (status, output) = support::run(&binary, &[]);
    assert_eq!(status, Some(0), "{output}");
    assert_eq!(output, expected);
}

/// Combined programs (`tests/c/combine.c`): one copy per domain, listed in
/// the context newest first, no parameter list of their own, named look-up
/// across the domains.
#[test]
fn combined_programs_behave_as_nvidias() {
    agrees_with_nvidia("combine");
}

/// Strings, enumerations, types, profiles and their properties, program
/// copies, options, profile changes, virtual includes (`tests/c/misc.c`).
#[test]
fn the_rest_of_the_api_behaves_as_nvidias() {
    agrees_with_nvidia("misc");
}

/// The rest of the core API (issue 43, `tests/c/core.c`): policies, context
/// behavior, program input and output, combining up to five programs,
/// profile siblings, sub-parameters, matrix order, user types and their
/// parents, semantics, objects' errors, and shared parameters with their
/// connections and how values pass along them.
#[test]
fn the_core_api_behaves_as_nvidias() {
    agrees_with_nvidia("core");
}

/// The CgFX, annotation and buffer API where no effect, technique, pass,
/// state, state assignment, annotation or buffer exists (`tests/c/cgfx.c`):
/// NVIDIA's error for every invalid handle, nothing found (and no error) in
/// a valid context, program or parameter, NVIDIA's checks of names, buffer
/// slots and parameter types, and its profiles' buffer slots. (What cgrs
/// answers otherwise on purpose: `cgfx.rs`.)
#[test]
fn the_cgfx_and_buffer_api_behaves_as_nvidias() {
    agrees_with_nvidia("cgfx");
}

/// Annotations of parameters and of the entry (`tests/c/annotations.c`):
/// look-up by name, order, every getter on every type, setters, created
/// annotations and their errors, and annotations gone with their owner.
#[test]
fn annotations_behave_as_nvidias() {
    agrees_with_nvidia("annotations");
}
