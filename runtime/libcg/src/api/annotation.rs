//! Annotations (`uniform float4 k <string UIName = "k";>`): not supported
//! yet. cgrs's reflection of a compiled program, which the parameter trees
//! are built from (`program.rs`), does not carry them, so a program or
//! parameter has none here, even where its source declares some (NVIDIA's
//! libCg lists a program parameter's). Creating one fails
//! (`unsupported::refuse`); so every annotation handle is
//! CG_INVALID_ANNOTATION_HANDLE_ERROR, and those of techniques, passes and
//! effects (which never exist) their handles' errors.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use super::unsupported::{invalid, none, none_named, refuse, Owner};
use super::{CGannotation, CGbool, CGeffect, CGparameter, CGpass, CGprogram, CGtechnique};
use crate::abi::consts::*;

fn invalid_annotation<T>(fallback: T) -> T {
    invalid(CG_INVALID_ANNOTATION_HANDLE_ERROR, fallback)
}

const ANNOTATIONS: &str = "annotations";

// The annotations of a parameter or a program.

/// NULL: annotations are not reflected (see the module's comment).
#[no_mangle]
pub extern "C" fn cgGetFirstParameterAnnotation(param: CGparameter) -> CGannotation {
    none(Owner::Parameter(param), null_mut())
}

/// NULL, as [`cgGetFirstParameterAnnotation`] (a NULL name is
/// CG_INVALID_POINTER_ERROR, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetNamedParameterAnnotation(
    param: CGparameter,
    name: *const c_char,
) -> CGannotation {
    none_named(
        Owner::Parameter(param),
        name,
        Some(CG_INVALID_POINTER_ERROR),
        null_mut(),
    )
}

/// NULL: a program has no annotations of its own outside an effect (nor
/// does one have any in NVIDIA's libCg).
#[no_mangle]
pub extern "C" fn cgGetFirstProgramAnnotation(program: CGprogram) -> CGannotation {
    none(Owner::Program(program), null_mut())
}

/// NULL, as [`cgGetFirstProgramAnnotation`] (a NULL name is
/// CG_INVALID_POINTER_ERROR, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetNamedProgramAnnotation(
    program: CGprogram,
    name: *const c_char,
) -> CGannotation {
    none_named(
        Owner::Program(program),
        name,
        Some(CG_INVALID_POINTER_ERROR),
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgCreateParameterAnnotation(
    param: CGparameter,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    refuse(
        Owner::Parameter(param),
        "cgCreateParameterAnnotation",
        ANNOTATIONS,
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgCreateProgramAnnotation(
    program: CGprogram,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    refuse(
        Owner::Program(program),
        "cgCreateProgramAnnotation",
        ANNOTATIONS,
        null_mut(),
    )
}

// The annotations of what never exists.

#[no_mangle]
pub extern "C" fn cgGetFirstTechniqueAnnotation(_tech: CGtechnique) -> CGannotation {
    invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedTechniqueAnnotation(
    _tech: CGtechnique,
    _name: *const c_char,
) -> CGannotation {
    invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateTechniqueAnnotation(
    _tech: CGtechnique,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstPassAnnotation(_pass: CGpass) -> CGannotation {
    invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedPassAnnotation(_pass: CGpass, _name: *const c_char) -> CGannotation {
    invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreatePassAnnotation(
    _pass: CGpass,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstEffectAnnotation(_effect: CGeffect) -> CGannotation {
    invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedEffectAnnotation(
    _effect: CGeffect,
    _name: *const c_char,
) -> CGannotation {
    invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateEffectAnnotation(
    _effect: CGeffect,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

// An annotation.

#[no_mangle]
pub extern "C" fn cgIsAnnotation(_ann: CGannotation) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgGetNextAnnotation(_ann: CGannotation) -> CGannotation {
    invalid_annotation(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetAnnotationName(_ann: CGannotation) -> *const c_char {
    invalid_annotation(null())
}

/// CG_UNKNOWN_TYPE, as the manual documents (NVIDIA's libCg returns -1, no
/// CGtype).
#[no_mangle]
pub extern "C" fn cgGetAnnotationType(_ann: CGannotation) -> i32 {
    invalid_annotation(CG_UNKNOWN_TYPE)
}

/// NULL; `*nvalues` is left as it was, as NVIDIA's libCg leaves it.
#[no_mangle]
pub extern "C" fn cgGetFloatAnnotationValues(_ann: CGannotation, _nvalues: *mut i32) -> *const f32 {
    invalid_annotation(null())
}

/// As [`cgGetFloatAnnotationValues`].
#[no_mangle]
pub extern "C" fn cgGetIntAnnotationValues(_ann: CGannotation, _nvalues: *mut i32) -> *const i32 {
    invalid_annotation(null())
}

/// As [`cgGetFloatAnnotationValues`].
#[no_mangle]
pub extern "C" fn cgGetBoolAnnotationValues(
    _ann: CGannotation,
    _nvalues: *mut i32,
) -> *const CGbool {
    invalid_annotation(null())
}

/// As [`cgGetFloatAnnotationValues`] (the Cg 1.x name of
/// `cgGetBoolAnnotationValues`).
#[no_mangle]
pub extern "C" fn cgGetBooleanAnnotationValues(
    _ann: CGannotation,
    _nvalues: *mut i32,
) -> *const i32 {
    invalid_annotation(null())
}

/// As [`cgGetFloatAnnotationValues`].
#[no_mangle]
pub extern "C" fn cgGetStringAnnotationValues(
    _ann: CGannotation,
    _nvalues: *mut i32,
) -> *const *const c_char {
    invalid_annotation(null())
}

#[no_mangle]
pub extern "C" fn cgGetStringAnnotationValue(_ann: CGannotation) -> *const c_char {
    invalid_annotation(null())
}

/// CG_INVALID_ANNOTATION_HANDLE_ERROR, as the manual documents (NVIDIA's
/// libCg returns 0 without an error for a NULL annotation).
#[no_mangle]
pub extern "C" fn cgGetNumDependentAnnotationParameters(_ann: CGannotation) -> i32 {
    invalid_annotation(0)
}

/// CG_INVALID_ANNOTATION_HANDLE_ERROR (NVIDIA's libCg returns NULL without
/// an error for a NULL annotation), as [`cgGetNumDependentAnnotationParameters`].
#[no_mangle]
pub extern "C" fn cgGetDependentAnnotationParameter(
    _ann: CGannotation,
    _index: i32,
) -> CGparameter {
    invalid_annotation(null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetIntAnnotation(_ann: CGannotation, _value: i32) -> CGbool {
    invalid_annotation(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetFloatAnnotation(_ann: CGannotation, _value: f32) -> CGbool {
    invalid_annotation(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetBoolAnnotation(_ann: CGannotation, _value: CGbool) -> CGbool {
    invalid_annotation(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetStringAnnotation(_ann: CGannotation, _value: *const c_char) -> CGbool {
    invalid_annotation(CG_FALSE)
}
