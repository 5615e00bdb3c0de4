//! What cgrs's libCg answers otherwise than NVIDIA's on purpose in the CgFX,
//! annotation and buffer API (`tests/c/cgfx.c -a`, after `== cgrs only`;
//! the rest of its output is NVIDIA's, `recorded.rs`).

use crate::support;

/// One call of the `-a` part: what cgrs answers, why, and the listing it
/// leaves (the part of it after `error C9999: `), if it prints one.
struct Answer {
    call: &'static str,
    result: &'static str,
    listing: Option<&'static str>,
}

const fn answer(call: &'static str, result: &'static str) -> Answer {
    Answer {
        call,
        result,
        listing: None,
    }
}

const fn refused(call: &'static str, listing: &'static str) -> Answer {
    Answer {
        call,
        result: "ret=NULL err=2 handler=1",
        listing: Some(listing),
    }
}

const ANSWERS: &[Answer] = &[
    // Creating what is not supported yet (NVIDIA's libCg creates these):
    // NULL, CG_INVALID_PARAMETER_ERROR (libCgGL's cgGLCreateBuffer's) and a
    // listing naming the function.
    refused(
        "cgCreateState(ctx, \"FooState\", CG_BOOL)",
        "cgCreateState: CgFX states are not supported yet by cgrs's libCg",
    ),
    refused(
        "cgCreateArrayState(ctx, \"FooStates\", CG_INT, 2)",
        "cgCreateArrayState: CgFX states are not supported yet by cgrs's libCg",
    ),
    refused(
        "cgCreateSamplerState(ctx, \"BarState\", CG_INT)",
        "cgCreateSamplerState: CgFX states are not supported yet by cgrs's libCg",
    ),
    refused(
        "cgCreateArraySamplerState(ctx, \"BarStates\", CG_INT, 2)",
        "cgCreateArraySamplerState: CgFX states are not supported yet by cgrs's libCg",
    ),
    refused(
        "cgCreateBuffer(ctx, 16, bytes, CG_BUFFER_USAGE_STATIC_DRAW)",
        "cgCreateBuffer: Cg buffers are not supported yet by cgrs's libCg",
    ),
    // NULL handles NVIDIA's libCg sets no error for: the error its manual
    // documents.
    answer(
        "cgCreateEffectParameterArray(NULL, \"x\", CG_FLOAT, 2)",
        "ret=NULL err=40 handler=1",
    ),
    answer(
        "cgCreateEffectParameterMultiDimArray(NULL, \"x\", CG_FLOAT, 1, iv)",
        "ret=NULL err=40 handler=1",
    ),
    // (NVIDIA's calls the error handler twice.)
    answer(
        "cgGetFirstLeafEffectParameter(NULL)",
        "ret=NULL err=40 handler=1",
    ),
    answer("cgValidateTechnique(NULL)", "ret=0 err=45 handler=1"),
    answer(
        "cgGetNextStateAssignment(NULL)",
        "ret=NULL err=42 handler=1",
    ),
    answer(
        "cgGetProgramStateAssignmentValue(NULL)",
        "ret=NULL err=42 handler=1",
    ),
    // CG_UNKNOWN_TYPE, the manual's failure value (NVIDIA's returns -1).
    answer("cgGetStateType(NULL)", "ret=0 err=41 handler=1"),
    answer("cgGetAnnotationType(NULL)", "ret=0 err=44 handler=1"),
    answer(
        "cgGetNumDependentAnnotationParameters(NULL)",
        "ret=0 err=44 handler=1",
    ),
    answer(
        "cgGetDependentAnnotationParameter(NULL, 0)",
        "ret=NULL err=44 handler=1",
    ),
    // Undocumented; NVIDIA's returns the address of an internal table.
    answer("cgInternal()", "ret=NULL err=0 handler=0"),
];

#[test]
fn what_cgrs_does_not_support_fails_with_an_error() {
    let Some(own) = support::cgrs_only_part("cgfx") else {
        return;
    };
    let mut lines = own.lines();
    for answer in ANSWERS {
        let line = lines
            .next()
            .unwrap_or_else(|| panic!("{} is printed", answer.call));
        let (call, result) = line.split_at(line.rfind(')').map_or(0, |end| end + 1));
        assert_eq!(call, answer.call);
        assert_eq!(result.trim(), answer.result, "{}", answer.call);
        if let Some(listing) = answer.listing {
            assert_eq!(
                lines.next(),
                Some(format!("  listing: (0) : error C9999: {listing}").as_str()),
                "{}",
                answer.call
            );
        }
    }
    assert_eq!(lines.next(), None, "every call of the -a part is checked");
}
