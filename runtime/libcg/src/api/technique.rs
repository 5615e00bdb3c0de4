//! CgFX techniques and passes: not supported yet. They live in effects,
//! which are never created (`unsupported.rs`), so every technique handle is
//! CG_INVALID_TECHNIQUE_HANDLE_ERROR and every pass handle
//! CG_INVALID_PASS_HANDLE_ERROR, with the functions' failure values.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use super::unsupported::{invalid, none, Owner};
use super::{CGbool, CGeffect, CGpass, CGprogram, CGstate, CGstateassignment, CGtechnique};
use crate::abi::consts::*;

fn invalid_technique<T>(fallback: T) -> T {
    invalid(CG_INVALID_TECHNIQUE_HANDLE_ERROR, fallback)
}

fn invalid_pass<T>(fallback: T) -> T {
    invalid(CG_INVALID_PASS_HANDLE_ERROR, fallback)
}

#[no_mangle]
pub extern "C" fn cgIsTechnique(_tech: CGtechnique) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgGetNextTechnique(_tech: CGtechnique) -> CGtechnique {
    invalid_technique(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetTechniqueName(_tech: CGtechnique) -> *const c_char {
    invalid_technique(null())
}

#[no_mangle]
pub extern "C" fn cgGetTechniqueEffect(_tech: CGtechnique) -> CGeffect {
    invalid_technique(null_mut())
}

/// CG_INVALID_TECHNIQUE_HANDLE_ERROR, as the manual documents (NVIDIA's
/// libCg returns CG_FALSE without an error for a NULL technique).
#[no_mangle]
pub extern "C" fn cgValidateTechnique(_tech: CGtechnique) -> CGbool {
    invalid_technique(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgIsTechniqueValidated(_tech: CGtechnique) -> CGbool {
    invalid_technique(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgGetFirstPass(_tech: CGtechnique) -> CGpass {
    invalid_technique(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedPass(_tech: CGtechnique, _name: *const c_char) -> CGpass {
    invalid_technique(null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreatePass(_tech: CGtechnique, _name: *const c_char) -> CGpass {
    invalid_technique(null_mut())
}

#[no_mangle]
pub extern "C" fn cgIsPass(_pass: CGpass) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgGetNextPass(_pass: CGpass) -> CGpass {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetPassName(_pass: CGpass) -> *const c_char {
    invalid_pass(null())
}

#[no_mangle]
pub extern "C" fn cgGetPassTechnique(_pass: CGpass) -> CGtechnique {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetPassProgram(_pass: CGpass, _domain: i32) -> CGprogram {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetPassState(_pass: CGpass) {
    invalid_pass(())
}

#[no_mangle]
pub extern "C" fn cgResetPassState(_pass: CGpass) {
    invalid_pass(())
}

#[no_mangle]
pub extern "C" fn cgUpdatePassParameters(_pass: CGpass) {
    invalid_pass(())
}

#[no_mangle]
pub extern "C" fn cgGetFirstStateAssignment(_pass: CGpass) -> CGstateassignment {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedStateAssignment(
    _pass: CGpass,
    _name: *const c_char,
) -> CGstateassignment {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateStateAssignment(_pass: CGpass, _state: CGstate) -> CGstateassignment {
    invalid_pass(null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateStateAssignmentIndex(
    _pass: CGpass,
    _state: CGstate,
    _index: i32,
) -> CGstateassignment {
    invalid_pass(null_mut())
}

/// Sets the parameters a pass's state assignments gave `program`: no program
/// is any pass's, so there are none (a bad program handle is
/// CG_INVALID_PROGRAM_HANDLE_ERROR, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgSetPassProgramParameters(program: CGprogram) {
    none(Owner::Program(program), ())
}
