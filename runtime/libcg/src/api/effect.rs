//! CgFX effects are not supported yet: creating one fails with
//! CG_COMPILER_ERROR and a listing that says so; the effect-handle functions
//! report CG_INVALID_EFFECT_HANDLE_ERROR (no effect handle is ever valid,
//! `unsupported.rs`); look-ups in a context or of a parameter's effect find
//! none.

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use super::unsupported::{invalid, none, none_named, Owner};
use super::{CGbool, CGcontext, CGeffect, CGparameter, CGprogram, CGtechnique};
use crate::abi::consts::*;
use crate::program::c_string;
use crate::state::{call, Error};

const NOT_SUPPORTED: &str =
    "(0) : error C9999: CgFX effects are not supported yet by cgrs's libCg\n";

fn refuse(context: CGcontext) -> CGeffect {
    call(null_mut(), |state| {
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

/// CG_INVALID_EFFECT_HANDLE_ERROR and `fallback`: no effect exists.
fn invalid_effect<T>(fallback: T) -> T {
    invalid(CG_INVALID_EFFECT_HANDLE_ERROR, fallback)
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
pub extern "C" fn cgCopyEffect(_effect: CGeffect) -> CGeffect {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetEffectContext(_effect: CGeffect) -> CGcontext {
    invalid_effect(null_mut())
}

/// NULL: no context has an effect (a NULL or stale context is
/// CG_INVALID_CONTEXT_HANDLE_ERROR, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetFirstEffect(context: CGcontext) -> CGeffect {
    none(Owner::Context(context), null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNextEffect(_effect: CGeffect) -> CGeffect {
    invalid_effect(null_mut())
}

/// NULL: no context has an effect (a NULL name is no error, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetNamedEffect(context: CGcontext, name: *const c_char) -> CGeffect {
    none_named(Owner::Context(context), name, None, null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetEffectName(_effect: CGeffect, _name: *const c_char) -> CGbool {
    invalid_effect(CG_FALSE)
}

#[no_mangle]
pub extern "C" fn cgGetEffectName(_effect: CGeffect) -> *const c_char {
    invalid_effect(null())
}

/// NULL: a program's or shared parameter is in no effect.
#[no_mangle]
pub extern "C" fn cgGetParameterEffect(param: CGparameter) -> CGeffect {
    none(Owner::Parameter(param), null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateProgramFromEffect(
    _effect: CGeffect,
    _profile: i32,
    _entry: *const c_char,
    _args: *const *const c_char,
) -> CGprogram {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstTechnique(_effect: CGeffect) -> CGtechnique {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedTechnique(_effect: CGeffect, _name: *const c_char) -> CGtechnique {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateTechnique(_effect: CGeffect, _name: *const c_char) -> CGtechnique {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstEffectParameter(_effect: CGeffect) -> CGparameter {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetFirstLeafEffectParameter(_effect: CGeffect) -> CGparameter {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedEffectParameter(
    _effect: CGeffect,
    _name: *const c_char,
) -> CGparameter {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetEffectParameterBySemantic(
    _effect: CGeffect,
    _semantic: *const c_char,
) -> CGparameter {
    invalid_effect(null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateEffectParameter(
    _effect: CGeffect,
    _name: *const c_char,
    _type: i32,
) -> CGparameter {
    invalid_effect(null_mut())
}

/// CG_INVALID_EFFECT_HANDLE_ERROR, as the manual documents (NVIDIA's libCg
/// returns NULL without an error for a NULL effect).
#[no_mangle]
pub extern "C" fn cgCreateEffectParameterArray(
    _effect: CGeffect,
    _name: *const c_char,
    _type: i32,
    _length: i32,
) -> CGparameter {
    invalid_effect(null_mut())
}

/// As [`cgCreateEffectParameterArray`].
#[no_mangle]
pub extern "C" fn cgCreateEffectParameterMultiDimArray(
    _effect: CGeffect,
    _name: *const c_char,
    _type: i32,
    _dim: i32,
    _lengths: *const i32,
) -> CGparameter {
    invalid_effect(null_mut())
}
