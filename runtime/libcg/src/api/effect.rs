//! CgFX effects are not supported yet: creating one fails with
//! CG_COMPILER_ERROR and a listing that says so; the effect-handle functions
//! report CG_INVALID_EFFECT_HANDLE_ERROR (no effect handle is ever valid).

use std::ffi::{c_char, c_void};

use super::{CGbool, CGcontext};
use crate::abi::consts::*;
use crate::program::c_string;
use crate::state::{call, Error};

pub type CGeffect = *mut c_void;

const NOT_SUPPORTED: &str =
    "(0) : error C9999: CgFX effects are not supported yet by cgrs's libCg\n";

fn refuse(context: CGcontext) -> CGeffect {
    call(std::ptr::null_mut(), |state| {
        let (id, context) = state.context_mut(context)?;
        context.listing = Some(c_string(NOT_SUPPORTED));
        Err(Error::in_context(CG_COMPILER_ERROR, id))
    })
}

#[no_mangle]
pub extern "C" fn cgCreateEffect(
    context: CGcontext,
    _source: *const c_char,
    _args: *const *const c_char,
) -> CGeffect {
    refuse(context)
}

#[no_mangle]
pub extern "C" fn cgCreateEffectFromFile(
    context: CGcontext,
    _file: *const c_char,
    _args: *const *const c_char,
) -> CGeffect {
    refuse(context)
}

fn invalid_effect<T>(fallback: T) -> T {
    call(fallback, |_| {
        Err(Error::new(CG_INVALID_EFFECT_HANDLE_ERROR))
    })
}

#[no_mangle]
pub extern "C" fn cgDestroyEffect(_effect: CGeffect) {
    invalid_effect(())
}

#[no_mangle]
pub extern "C" fn cgIsEffect(_effect: CGeffect) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgGetFirstTechnique(_effect: CGeffect) -> *mut c_void {
    invalid_effect(std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedTechnique(_effect: CGeffect, _name: *const c_char) -> *mut c_void {
    invalid_effect(std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstEffectParameter(_effect: CGeffect) -> *mut c_void {
    invalid_effect(std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedEffectParameter(
    _effect: CGeffect,
    _name: *const c_char,
) -> *mut c_void {
    invalid_effect(std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstEffect(_context: CGcontext) -> CGeffect {
    std::ptr::null_mut()
}
