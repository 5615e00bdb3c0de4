//! CgFX states (`cgCreateState`: what a pass's or sampler's state
//! assignments name, `BlendEnable`, `MinFilter`) and state assignments: not
//! supported yet. Creating a state fails (`unsupported::refuse`) and libCgGL's
//! `cgGLRegisterStates` registers none, so a context's states are none; every
//! state handle is CG_INVALID_STATE_HANDLE_ERROR and every state assignment
//! handle CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR, with the functions'
//! failure values (those the manual documents, as NVIDIA's libCg returns
//! them).
//!
//! (Not the library's own state, `crate::state`.)

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use super::unsupported::{fail, invalid, none, none_named, refuse, Owner};
use super::{
    CGbool, CGcontext, CGparameter, CGpass, CGprogram, CGstate, CGstateassignment, CGstatecallback,
};
use crate::abi::consts::*;

fn invalid_state<T>(fallback: T) -> T {
    invalid(CG_INVALID_STATE_HANDLE_ERROR, fallback)
}

fn invalid_assignment<T>(fallback: T) -> T {
    invalid(CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR, fallback)
}

const STATES: &str = "CgFX states";

// States of a context.

#[no_mangle]
pub extern "C" fn cgCreateState(context: CGcontext, _name: *const c_char, _type: i32) -> CGstate {
    refuse(Owner::Context(context), "cgCreateState", STATES, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateArrayState(
    context: CGcontext,
    _name: *const c_char,
    _type: i32,
    _nelements: i32,
) -> CGstate {
    refuse(
        Owner::Context(context),
        "cgCreateArrayState",
        STATES,
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgCreateSamplerState(
    context: CGcontext,
    _name: *const c_char,
    _type: i32,
) -> CGstate {
    refuse(
        Owner::Context(context),
        "cgCreateSamplerState",
        STATES,
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgCreateArraySamplerState(
    context: CGcontext,
    _name: *const c_char,
    _type: i32,
    _nelements: i32,
) -> CGstate {
    refuse(
        Owner::Context(context),
        "cgCreateArraySamplerState",
        STATES,
        null_mut(),
    )
}

/// NULL: no state is registered (NVIDIA's libCgGL registers the OpenGL
/// states in `cgGLRegisterStates`; cgrs's registers none). A NULL name is
/// CG_INVALID_PARAMETER_ERROR, as NVIDIA's.
#[no_mangle]
pub extern "C" fn cgGetNamedState(context: CGcontext, name: *const c_char) -> CGstate {
    none_named(
        Owner::Context(context),
        name,
        Some(CG_INVALID_PARAMETER_ERROR),
        null_mut(),
    )
}

/// As [`cgGetNamedState`], for sampler states.
#[no_mangle]
pub extern "C" fn cgGetNamedSamplerState(context: CGcontext, name: *const c_char) -> CGstate {
    none_named(
        Owner::Context(context),
        name,
        Some(CG_INVALID_PARAMETER_ERROR),
        null_mut(),
    )
}

/// NULL: no state is registered.
#[no_mangle]
pub extern "C" fn cgGetFirstState(context: CGcontext) -> CGstate {
    none(Owner::Context(context), null_mut())
}

/// NULL: no sampler state is registered.
#[no_mangle]
pub extern "C" fn cgGetFirstSamplerState(context: CGcontext) -> CGstate {
    none(Owner::Context(context), null_mut())
}

// A state.

#[no_mangle]
pub extern "C" fn cgIsState(_state: CGstate) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgGetNextState(_state: CGstate) -> CGstate {
    invalid_state(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetStateName(_state: CGstate) -> *const c_char {
    invalid_state(null())
}

/// CG_UNKNOWN_TYPE, the manual's failure value for types (NVIDIA's libCg
/// returns -1, no CGtype).
#[no_mangle]
pub extern "C" fn cgGetStateType(_state: CGstate) -> i32 {
    invalid_state(CG_UNKNOWN_TYPE)
}

#[no_mangle]
pub extern "C" fn cgGetStateContext(_state: CGstate) -> CGcontext {
    invalid_state(null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetStateCallbacks(
    _state: CGstate,
    _set: CGstatecallback,
    _reset: CGstatecallback,
    _validate: CGstatecallback,
) {
    invalid_state(())
}

#[no_mangle]
pub extern "C" fn cgGetStateSetCallback(_state: CGstate) -> CGstatecallback {
    invalid_state(None)
}

#[no_mangle]
pub extern "C" fn cgGetStateResetCallback(_state: CGstate) -> CGstatecallback {
    invalid_state(None)
}

#[no_mangle]
pub extern "C" fn cgGetStateValidateCallback(_state: CGstate) -> CGstatecallback {
    invalid_state(None)
}

#[no_mangle]
pub extern "C" fn cgSetStateLatestProfile(_state: CGstate, _profile: i32) {
    invalid_state(())
}

#[no_mangle]
pub extern "C" fn cgGetStateLatestProfile(_state: CGstate) -> i32 {
    invalid_state(CG_PROFILE_UNKNOWN)
}

#[no_mangle]
pub extern "C" fn cgAddStateEnumerant(_state: CGstate, _name: *const c_char, _value: i32) {
    invalid_state(())
}

#[no_mangle]
pub extern "C" fn cgGetNumStateEnumerants(_state: CGstate) -> i32 {
    invalid_state(0)
}

/// NULL, and 0 in `*value` (as the manual says and NVIDIA's libCg does).
///
/// # Safety
/// `value` is NULL or points to an int.
#[no_mangle]
pub unsafe extern "C" fn cgGetStateEnumerant(
    _state: CGstate,
    _index: i32,
    value: *mut i32,
) -> *const c_char {
    if !value.is_null() {
        unsafe { *value = 0 };
    }
    invalid_state(null())
}

#[no_mangle]
pub extern "C" fn cgGetStateEnumerantName(_state: CGstate, _value: i32) -> *const c_char {
    invalid_state(null())
}

#[no_mangle]
pub extern "C" fn cgGetStateEnumerantValue(_state: CGstate, _name: *const c_char) -> i32 {
    invalid_state(-1)
}

// Sampler state assignments of a parameter.

/// `param` checked, then CG_INVALID_STATE_HANDLE_ERROR: no state exists.
#[no_mangle]
pub extern "C" fn cgCreateSamplerStateAssignment(
    param: CGparameter,
    _state: CGstate,
) -> CGstateassignment {
    fail(
        Owner::Parameter(param),
        CG_INVALID_STATE_HANDLE_ERROR,
        null_mut(),
    )
}

/// NULL: a program's or shared parameter has no sampler state block.
#[no_mangle]
pub extern "C" fn cgGetFirstSamplerStateAssignment(param: CGparameter) -> CGstateassignment {
    none(Owner::Parameter(param), null_mut())
}

/// NULL: as [`cgGetFirstSamplerStateAssignment`] (a NULL name is no error,
/// as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetNamedSamplerStateAssignment(
    param: CGparameter,
    name: *const c_char,
) -> CGstateassignment {
    none_named(Owner::Parameter(param), name, None, null_mut())
}

/// Applies a sampler's state assignments: it has none, so nothing to do.
#[no_mangle]
pub extern "C" fn cgSetSamplerState(param: CGparameter) {
    none(Owner::Parameter(param), ())
}

// A state assignment.

#[no_mangle]
pub extern "C" fn cgIsStateAssignment(_sa: CGstateassignment) -> CGbool {
    CG_FALSE
}

/// CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR, as the manual documents
/// (NVIDIA's libCg returns NULL without an error for a NULL one).
#[no_mangle]
pub extern "C" fn cgGetNextStateAssignment(_sa: CGstateassignment) -> CGstateassignment {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetStateAssignmentPass(_sa: CGstateassignment) -> CGpass {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetStateAssignmentState(_sa: CGstateassignment) -> CGstate {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetSamplerStateAssignmentState(_sa: CGstateassignment) -> CGstate {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetSamplerStateAssignmentParameter(_sa: CGstateassignment) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetStateAssignmentIndex(_sa: CGstateassignment) -> i32 {
    invalid_assignment(0)
}

#[no_mangle]
pub extern "C" fn cgCallStateSetCallback(_sa: CGstateassignment) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgCallStateResetCallback(_sa: CGstateassignment) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgCallStateValidateCallback(_sa: CGstateassignment) -> CGbool {
    invalid_assignment(CG_FALSE)
}

/// NULL; `*nvalues` is left as it was, as NVIDIA's libCg leaves it.
#[no_mangle]
pub extern "C" fn cgGetFloatStateAssignmentValues(
    _sa: CGstateassignment,
    _nvalues: *mut i32,
) -> *const f32 {
    invalid_assignment(null())
}

/// As [`cgGetFloatStateAssignmentValues`].
#[no_mangle]
pub extern "C" fn cgGetIntStateAssignmentValues(
    _sa: CGstateassignment,
    _nvalues: *mut i32,
) -> *const i32 {
    invalid_assignment(null())
}

/// As [`cgGetFloatStateAssignmentValues`].
#[no_mangle]
pub extern "C" fn cgGetBoolStateAssignmentValues(
    _sa: CGstateassignment,
    _nvalues: *mut i32,
) -> *const CGbool {
    invalid_assignment(null())
}

#[no_mangle]
pub extern "C" fn cgGetStringStateAssignmentValue(_sa: CGstateassignment) -> *const c_char {
    invalid_assignment(null())
}

/// CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR, as the manual documents
/// (NVIDIA's libCg returns NULL without an error for a NULL one).
#[no_mangle]
pub extern "C" fn cgGetProgramStateAssignmentValue(_sa: CGstateassignment) -> CGprogram {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetTextureStateAssignmentValue(_sa: CGstateassignment) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetSamplerStateAssignmentValue(_sa: CGstateassignment) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNumDependentStateAssignmentParameters(_sa: CGstateassignment) -> i32 {
    invalid_assignment(0)
}

#[no_mangle]
pub extern "C" fn cgGetDependentStateAssignmentParameter(
    _sa: CGstateassignment,
    _index: i32,
) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNumDependentProgramArrayStateAssignmentParameters(
    _sa: CGstateassignment,
) -> i32 {
    invalid_assignment(0)
}

#[no_mangle]
pub extern "C" fn cgGetDependentProgramArrayStateAssignmentParameter(
    _sa: CGstateassignment,
    _index: i32,
) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetConnectedStateAssignmentParameter(_sa: CGstateassignment) -> CGparameter {
    invalid_assignment(null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetFloatStateAssignment(_sa: CGstateassignment, _value: f32) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetIntStateAssignment(_sa: CGstateassignment, _value: i32) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetBoolStateAssignment(_sa: CGstateassignment, _value: CGbool) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetStringStateAssignment(
    _sa: CGstateassignment,
    _value: *const c_char,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetProgramStateAssignment(
    _sa: CGstateassignment,
    _program: CGprogram,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetSamplerStateAssignment(
    _sa: CGstateassignment,
    _param: CGparameter,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetTextureStateAssignment(
    _sa: CGstateassignment,
    _param: CGparameter,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetFloatArrayStateAssignment(
    _sa: CGstateassignment,
    _vals: *const f32,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetIntArrayStateAssignment(
    _sa: CGstateassignment,
    _vals: *const i32,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgSetBoolArrayStateAssignment(
    _sa: CGstateassignment,
    _vals: *const CGbool,
) -> CGbool {
    invalid_assignment(CG_FALSE)
}
