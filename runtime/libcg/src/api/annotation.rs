//! Annotations (`uniform float4 k <string UIName = "k"; float UIMin = 0;>`):
//! those a program's source declares on its parameters and its entry
//! function (cgrs's reflection lists the ones with a constant value, as
//! NVIDIA's libCg does), and those `cgCreateParameterAnnotation` and
//! `cgCreateProgramAnnotation` add (`crate::annotation` holds them).
//! Techniques, passes and effects never exist (`unsupported`): their
//! annotations are their handles' errors.
//!
//! Where NVIDIA's libCg crashes (a NULL `nvalues`, a setter on an annotation
//! of another type, a NULL string, a dependent parameter of a program's
//! annotation), cgrs reports the error its manual documents.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use super::{text, CGannotation, CGbool, CGeffect, CGparameter, CGpass, CGprogram, CGtechnique};
use crate::abi::consts::*;
use crate::annotation::{self, Owner, Value};
use crate::handle::{Id, Kind};
use crate::state::{call, Error, Result, State};

// The annotations of a parameter or a program.

/// The owner a parameter handle names, or its error.
fn parameter_owner(state: &State, param: CGparameter) -> Result<Owner> {
    Ok(Owner::Parameter(state.parameter(param)?.0))
}

/// The owner a program handle names, or its error.
fn program_owner(state: &State, program: CGprogram) -> Result<Owner> {
    Ok(Owner::Program(state.program(program)?.0))
}

fn first(owner: impl FnOnce(&State) -> Result<Owner>) -> CGannotation {
    call(null_mut(), |state| {
        let owner = owner(state)?;
        Ok(state
            .annotations_of(owner)
            .first()
            .map_or(null_mut(), |id| id.handle(Kind::Annotation)))
    })
}

/// The annotation of `owner` named `name` (NULL if none, or if the name is
/// not UTF-8); a NULL name is CG_INVALID_POINTER_ERROR, as NVIDIA's.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string.
unsafe fn named(owner: impl FnOnce(&State) -> Result<Owner>, name: *const c_char) -> CGannotation {
    let null = name.is_null();
    let name = unsafe { text(name) };
    call(null_mut(), |state| {
        let owner = owner(state)?;
        if null {
            let context = state.owner_context(owner);
            return Err(Error {
                code: CG_INVALID_POINTER_ERROR,
                context,
            });
        }
        let Some(name) = name else {
            return Ok(null_mut());
        };
        Ok(state
            .annotations_of(owner)
            .iter()
            .find(|id| {
                state
                    .annotations
                    .get(**id)
                    .is_some_and(|a| a.name.as_bytes() == name.as_bytes())
            })
            .map_or(null_mut(), |id| id.handle(Kind::Annotation)))
    })
}

/// A new annotation of `owner` (the owner checked first): a NULL or empty
/// name is CG_INVALID_PARAMETER_ERROR, a type other than `CG_INT`,
/// `CG_FLOAT`, `CG_BOOL` and `CG_STRING` CG_INVALID_ENUMERANT_ERROR, a name
/// the owner's annotations have CG_DUPLICATE_NAME_ERROR (NVIDIA's errors).
///
/// # Safety
/// `name` is NULL or a NUL-terminated string.
unsafe fn create(
    owner: impl FnOnce(&State) -> Result<Owner>,
    name: *const c_char,
    ty: i32,
) -> CGannotation {
    let name = unsafe { text(name) };
    call(null_mut(), |state| {
        let owner = owner(state)?;
        let context = state.owner_context(owner);
        let fail = |code| Err(Error { code, context });
        let name = match name {
            Some(name) if !name.is_empty() => name,
            _ => return fail(CG_INVALID_PARAMETER_ERROR),
        };
        if !matches!(ty, CG_INT | CG_FLOAT | CG_BOOL | CG_STRING) {
            return fail(CG_INVALID_ENUMERANT_ERROR);
        }
        let taken = state.annotations_of(owner).iter().any(|id| {
            state
                .annotations
                .get(*id)
                .is_some_and(|a| a.name.as_bytes() == name.as_bytes())
        });
        if taken {
            return fail(CG_DUPLICATE_NAME_ERROR);
        }
        let name = CString::new(name).unwrap_or_default();
        let id = state
            .annotations
            .insert(annotation::created(owner, name, ty));
        let listed = match owner {
            Owner::Parameter(owner) => state.parameters.get_mut(owner).map(|p| &mut p.annotations),
            Owner::Program(owner) => state.programs.get_mut(owner).map(|p| &mut p.annotations),
        };
        if let Some(listed) = listed {
            listed.push(id);
        }
        Ok(id.handle(Kind::Annotation))
    })
}

#[no_mangle]
pub extern "C" fn cgGetFirstParameterAnnotation(param: CGparameter) -> CGannotation {
    first(|state| parameter_owner(state, param))
}

#[no_mangle]
pub unsafe extern "C" fn cgGetNamedParameterAnnotation(
    param: CGparameter,
    name: *const c_char,
) -> CGannotation {
    unsafe { named(|state| parameter_owner(state, param), name) }
}

#[no_mangle]
pub extern "C" fn cgGetFirstProgramAnnotation(program: CGprogram) -> CGannotation {
    first(|state| program_owner(state, program))
}

#[no_mangle]
pub unsafe extern "C" fn cgGetNamedProgramAnnotation(
    program: CGprogram,
    name: *const c_char,
) -> CGannotation {
    unsafe { named(|state| program_owner(state, program), name) }
}

#[no_mangle]
pub unsafe extern "C" fn cgCreateParameterAnnotation(
    param: CGparameter,
    name: *const c_char,
    ty: i32,
) -> CGannotation {
    unsafe { create(|state| parameter_owner(state, param), name, ty) }
}

#[no_mangle]
pub unsafe extern "C" fn cgCreateProgramAnnotation(
    program: CGprogram,
    name: *const c_char,
    ty: i32,
) -> CGannotation {
    unsafe { create(|state| program_owner(state, program), name, ty) }
}

// The annotations of what never exists.

#[no_mangle]
pub extern "C" fn cgGetFirstTechniqueAnnotation(_tech: CGtechnique) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedTechniqueAnnotation(
    _tech: CGtechnique,
    _name: *const c_char,
) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateTechniqueAnnotation(
    _tech: CGtechnique,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstPassAnnotation(_pass: CGpass) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedPassAnnotation(_pass: CGpass, _name: *const c_char) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreatePassAnnotation(
    _pass: CGpass,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_PASS_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstEffectAnnotation(_effect: CGeffect) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedEffectAnnotation(
    _effect: CGeffect,
    _name: *const c_char,
) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateEffectAnnotation(
    _effect: CGeffect,
    _name: *const c_char,
    _type: i32,
) -> CGannotation {
    super::unsupported::invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

// An annotation.

/// `body` on the annotation `ann` names, or CG_INVALID_ANNOTATION_HANDLE_ERROR
/// and `fallback`.
fn with_annotation<T: Copy>(
    ann: CGannotation,
    fallback: T,
    body: impl FnOnce(&State, Id, &annotation::Annotation) -> Result<T>,
) -> T {
    call(fallback, |state| {
        let (id, annotation) = state.annotation(ann)?;
        body(state, id, annotation)
    })
}

#[no_mangle]
pub extern "C" fn cgIsAnnotation(ann: CGannotation) -> CGbool {
    crate::state::read(|state| {
        if state.annotation(ann).is_ok() {
            CG_TRUE
        } else {
            CG_FALSE
        }
    })
}

#[no_mangle]
pub extern "C" fn cgGetNextAnnotation(ann: CGannotation) -> CGannotation {
    with_annotation(ann, null_mut(), |state, id, annotation| {
        let listed = state.annotations_of(annotation.owner);
        let next = listed
            .iter()
            .position(|listed| *listed == id)
            .and_then(|position| listed.get(position + 1));
        Ok(next.map_or(null_mut(), |next| next.handle(Kind::Annotation)))
    })
}

#[no_mangle]
pub extern "C" fn cgGetAnnotationName(ann: CGannotation) -> *const c_char {
    with_annotation(ann, null(), |_, _, annotation| Ok(annotation.name.as_ptr()))
}

/// The annotation's CGtype; CG_UNKNOWN_TYPE for an invalid handle, as the
/// manual documents (NVIDIA's libCg returns -1, no CGtype).
#[no_mangle]
pub extern "C" fn cgGetAnnotationType(ann: CGannotation) -> i32 {
    with_annotation(ann, CG_UNKNOWN_TYPE, |_, _, annotation| Ok(annotation.ty))
}

/// The values of `ann` when `pick` finds them of the kind asked for, with
/// their number in `*nvalues`; NULL and `*nvalues` unchanged otherwise,
/// without an error (as NVIDIA's libCg). A NULL `nvalues` is
/// CG_INVALID_PARAMETER_ERROR.
fn values<T>(
    ann: CGannotation,
    nvalues: *mut i32,
    pick: impl FnOnce(&Value) -> Option<(*const T, usize)>,
) -> *const T {
    with_annotation(ann, null(), |state, _, annotation| {
        if nvalues.is_null() {
            return Err(Error {
                code: CG_INVALID_PARAMETER_ERROR,
                context: state.owner_context(annotation.owner),
            });
        }
        let Some((pointer, count)) = pick(&annotation.value) else {
            return Ok(null());
        };
        // SAFETY: checked non-NULL; the caller passes a writable int.
        unsafe { *nvalues = count as i32 };
        Ok(pointer)
    })
}

#[no_mangle]
pub extern "C" fn cgGetFloatAnnotationValues(ann: CGannotation, nvalues: *mut i32) -> *const f32 {
    values(ann, nvalues, |value| match value {
        Value::Floats(list) => Some((list.as_ptr(), list.len())),
        _ => None,
    })
}

#[no_mangle]
pub extern "C" fn cgGetIntAnnotationValues(ann: CGannotation, nvalues: *mut i32) -> *const i32 {
    values(ann, nvalues, |value| match value {
        Value::Ints(list) => Some((list.as_ptr(), list.len())),
        _ => None,
    })
}

#[no_mangle]
pub extern "C" fn cgGetBoolAnnotationValues(ann: CGannotation, nvalues: *mut i32) -> *const CGbool {
    values(ann, nvalues, |value| match value {
        Value::Bools(list) => Some((list.as_ptr(), list.len())),
        _ => None,
    })
}

/// The Cg 1.x name of [`cgGetBoolAnnotationValues`].
#[no_mangle]
pub extern "C" fn cgGetBooleanAnnotationValues(ann: CGannotation, nvalues: *mut i32) -> *const i32 {
    cgGetBoolAnnotationValues(ann, nvalues)
}

#[no_mangle]
pub extern "C" fn cgGetStringAnnotationValues(
    ann: CGannotation,
    nvalues: *mut i32,
) -> *const *const c_char {
    values(ann, nvalues, |value| Some((value.text_pointers()?, 1)))
}

/// The text of a string annotation; NULL, without an error, for another.
#[no_mangle]
pub extern "C" fn cgGetStringAnnotationValue(ann: CGannotation) -> *const c_char {
    with_annotation(ann, null(), |_, _, annotation| {
        Ok(annotation.value.text_pointer().unwrap_or(null()))
    })
}

/// 0: only a CgFX effect's annotations depend on its parameters.
#[no_mangle]
pub extern "C" fn cgGetNumDependentAnnotationParameters(ann: CGannotation) -> i32 {
    with_annotation(ann, 0, |_, _, _| Ok(0))
}

/// CG_OUT_OF_ARRAY_BOUNDS_ERROR for every index, as the manual says of an
/// index past [`cgGetNumDependentAnnotationParameters`] (NVIDIA's libCg
/// crashes on a program's annotation; it returns NULL without an error for
/// a NULL one).
#[no_mangle]
pub extern "C" fn cgGetDependentAnnotationParameter(ann: CGannotation, _index: i32) -> CGparameter {
    with_annotation(ann, null_mut(), |state, _, annotation| {
        Err(Error {
            code: CG_OUT_OF_ARRAY_BOUNDS_ERROR,
            context: state.owner_context(annotation.owner),
        })
    })
}

/// Sets `ann` to `value` (see [`annotation::set_number`],
/// [`annotation::set_text`]): CG_TRUE, or CG_FALSE and the error.
fn set(
    ann: CGannotation,
    change: impl FnOnce(&mut annotation::Annotation) -> std::result::Result<(), i32>,
) -> CGbool {
    call(CG_FALSE, |state| {
        let (_, annotation) = state.annotation_mut(ann)?;
        let owner = annotation.owner;
        match change(annotation) {
            Ok(()) => Ok(CG_TRUE),
            Err(code) => Err(Error {
                code,
                context: state.owner_context(owner),
            }),
        }
    })
}

#[no_mangle]
pub extern "C" fn cgSetIntAnnotation(ann: CGannotation, value: i32) -> CGbool {
    set(ann, |a| annotation::set_number(a, Value::Ints(vec![value])))
}

#[no_mangle]
pub extern "C" fn cgSetFloatAnnotation(ann: CGannotation, value: f32) -> CGbool {
    set(ann, |a| {
        annotation::set_number(a, Value::Floats(vec![value]))
    })
}

#[no_mangle]
pub extern "C" fn cgSetBoolAnnotation(ann: CGannotation, value: CGbool) -> CGbool {
    set(ann, |a| {
        annotation::set_number(a, Value::Bools(vec![value]))
    })
}

/// A NULL `value` is CG_INVALID_POINTER_ERROR (NVIDIA's libCg crashes).
#[no_mangle]
pub unsafe extern "C" fn cgSetStringAnnotation(ann: CGannotation, value: *const c_char) -> CGbool {
    // SAFETY: the caller passes NULL or a NUL-terminated string.
    let value = unsafe { text(value) };
    set(ann, |a| {
        annotation::set_text(a, value.ok_or(CG_INVALID_POINTER_ERROR)?)
    })
}
