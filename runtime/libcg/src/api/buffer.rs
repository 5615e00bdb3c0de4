//! Cg buffers (`cgCreateBuffer`: the constant buffers of the gp4/gp5 and
//! Direct3D 10/11 profiles) and uniform buffer parameters: not supported yet.
//! cgrs compiles no profile that reads constant buffers, and compiles with
//! `-no_uniform_blocks` (`cgGetProgramOptions`), so no parameter is a
//! uniform buffer; creating a buffer fails (`unsupported::refuse`, as
//! libCgGL's `cgGLCreateBuffer`), so every buffer handle is
//! CG_INVALID_BUFFER_HANDLE_ERROR. What a program's buffer slots are does not
//! depend on buffers existing: `cgGetProgramBufferMaxIndex` and
//! `cgGetProgramBufferMaxSize` answer as NVIDIA's libCg, and a program's
//! slots are checked against them.

use std::ffi::{c_char, c_void};
use std::ptr::{null, null_mut};

use super::unsupported::{fail, invalid, none_named, refuse, Owner};
use super::{CGbool, CGbuffer, CGcontext, CGeffect, CGparameter, CGprogram};
use crate::abi::{self, consts::*};
use crate::state::{call, Error, Result, State};

fn invalid_buffer<T>(fallback: T) -> T {
    invalid(CG_INVALID_BUFFER_HANDLE_ERROR, fallback)
}

/// How many buffer slots a program of `profile` has, as NVIDIA's libCg 3.1
/// answers (`cgGetProgramBufferMaxIndex`, recorded in `tests/cgfx.expected`):
/// 14 for the Direct3D profiles, 12 for the other profiles it knows (the
/// OpenGL ones and glslc), none for CG_PROFILE_UNKNOWN, CG_PROFILE_GENERIC
/// and other numbers.
fn buffer_slots(profile: i32) -> i32 {
    match abi::by_value(abi::PROFILE, profile) {
        None => 0,
        Some(entry) if matches!(entry.value, CG_PROFILE_UNKNOWN | CG_PROFILE_GENERIC) => 0,
        Some(entry) if entry.properties.contains(&CG_IS_DIRECT3D_PROFILE) => 14,
        Some(_) => 12,
    }
}

#[no_mangle]
pub extern "C" fn cgGetProgramBufferMaxIndex(profile: i32) -> i32 {
    buffer_slots(profile)
}

/// 64 KiB for a profile with buffer slots, as NVIDIA's libCg answers.
#[no_mangle]
pub extern "C" fn cgGetProgramBufferMaxSize(profile: i32) -> i32 {
    if buffer_slots(profile) > 0 {
        65536
    } else {
        0
    }
}

/// `program`'s slot `index` checked: CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR
/// outside `0..cgGetProgramBufferMaxIndex(its profile)`.
fn buffer_slot(state: &State, program: CGprogram, index: i32) -> Result<()> {
    let (_, program) = state.program(program)?;
    if (0..buffer_slots(program.spec.profile)).contains(&index) {
        Ok(())
    } else {
        Err(Error::in_context(
            CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR,
            program.context,
        ))
    }
}

/// NULL: no buffer is bound to any slot.
#[no_mangle]
pub extern "C" fn cgGetProgramBuffer(program: CGprogram, index: i32) -> CGbuffer {
    call(null_mut(), |state| {
        buffer_slot(state, program, index)?;
        Ok(null_mut())
    })
}

/// Binding NULL (unbinding) is nothing to do; any other buffer is
/// CG_INVALID_BUFFER_HANDLE_ERROR, which NVIDIA's libCg checks before the
/// slot.
#[no_mangle]
pub extern "C" fn cgSetProgramBuffer(program: CGprogram, index: i32, buffer: CGbuffer) {
    call((), |state| {
        let (_, owner) = state.program(program)?;
        if !buffer.is_null() {
            return Err(Error::in_context(
                CG_INVALID_BUFFER_HANDLE_ERROR,
                owner.context,
            ));
        }
        buffer_slot(state, program, index)
    })
}

/// `param` checked, then CG_INVALID_PARAMETER_TYPE_ERROR (as NVIDIA's libCg
/// for any parameter not of a buffer type): no parameter is a uniform buffer
/// here, nor an effect's.
fn not_a_buffer<T: Copy>(param: CGparameter, fallback: T) -> T {
    fail(
        Owner::Parameter(param),
        CG_INVALID_PARAMETER_TYPE_ERROR,
        fallback,
    )
}

#[no_mangle]
pub extern "C" fn cgGetUniformBufferParameter(param: CGparameter) -> CGbuffer {
    not_a_buffer(param, null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetUniformBufferParameter(param: CGparameter, _buffer: CGbuffer) {
    not_a_buffer(param, ())
}

#[no_mangle]
pub extern "C" fn cgGetUniformBufferBlockName(param: CGparameter) -> *const c_char {
    not_a_buffer(param, null())
}

#[no_mangle]
pub extern "C" fn cgGetFirstUniformBufferParameter(param: CGparameter) -> CGparameter {
    not_a_buffer(param, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetNamedUniformBufferParameter(
    param: CGparameter,
    _name: *const c_char,
) -> CGparameter {
    not_a_buffer(param, null_mut())
}

#[no_mangle]
pub extern "C" fn cgGetEffectParameterBuffer(param: CGparameter) -> CGbuffer {
    not_a_buffer(param, null_mut())
}

#[no_mangle]
pub extern "C" fn cgSetEffectParameterBuffer(param: CGparameter, _buffer: CGbuffer) {
    not_a_buffer(param, ())
}

/// NULL: no program has a uniform block (a NULL name is
/// CG_INVALID_POINTER_ERROR, as NVIDIA's).
#[no_mangle]
pub extern "C" fn cgGetNamedProgramUniformBuffer(
    program: CGprogram,
    name: *const c_char,
) -> CGparameter {
    none_named(
        Owner::Program(program),
        name,
        Some(CG_INVALID_POINTER_ERROR),
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgGetNamedEffectUniformBuffer(
    _effect: CGeffect,
    _name: *const c_char,
) -> CGparameter {
    invalid(CG_INVALID_EFFECT_HANDLE_ERROR, null_mut())
}

#[no_mangle]
pub extern "C" fn cgCreateBuffer(
    context: CGcontext,
    _size: i32,
    _data: *const c_void,
    _usage: i32,
) -> CGbuffer {
    refuse(
        Owner::Context(context),
        "cgCreateBuffer",
        "Cg buffers",
        null_mut(),
    )
}

#[no_mangle]
pub extern "C" fn cgIsBuffer(_buffer: CGbuffer) -> CGbool {
    CG_FALSE
}

#[no_mangle]
pub extern "C" fn cgDestroyBuffer(_buffer: CGbuffer) {
    invalid_buffer(())
}

#[no_mangle]
pub extern "C" fn cgGetBufferSize(_buffer: CGbuffer) -> i32 {
    invalid_buffer(-1)
}

#[no_mangle]
pub extern "C" fn cgSetBufferData(_buffer: CGbuffer, _size: i32, _data: *const c_void) {
    invalid_buffer(())
}

#[no_mangle]
pub extern "C" fn cgSetBufferSubData(
    _buffer: CGbuffer,
    _offset: i32,
    _size: i32,
    _data: *const c_void,
) {
    invalid_buffer(())
}

#[no_mangle]
pub extern "C" fn cgMapBuffer(_buffer: CGbuffer, _access: i32) -> *mut c_void {
    invalid_buffer(null_mut())
}

#[no_mangle]
pub extern "C" fn cgUnmapBuffer(_buffer: CGbuffer) {
    invalid_buffer(())
}
