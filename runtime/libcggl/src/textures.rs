//! Sampler parameters and their texture objects.
//!
//! A sampler's texture unit is the compiler's allocation: the parameter's
//! resource TEXUNITn is unit n. cgGLSetTextureParameter only records the
//! texture object; cgGLEnableTextureParameter binds it on its unit and
//! restores the active unit after, as NVIDIA's runtime does (probed: no
//! glEnable of the texture target, and cgGLDisableTextureParameter leaves
//! the binding as it is, since fragment programs ignore texture enables).

use crate::cg::*;
use crate::errors::raise;
use crate::gl::{self, GLenum, GLuint};
use crate::state;

fn texture_target(kind: CGtype) -> Option<GLenum> {
    match kind {
        CG_SAMPLER1D => Some(gl::GL_TEXTURE_1D),
        CG_SAMPLER2D => Some(gl::GL_TEXTURE_2D),
        CG_SAMPLER3D => Some(gl::GL_TEXTURE_3D),
        CG_SAMPLERRECT => Some(gl::GL_TEXTURE_RECTANGLE),
        CG_SAMPLERCUBE => Some(gl::GL_TEXTURE_CUBE_MAP),
        _ => None,
    }
}

/// The sampler's GL texture target, or None after raising the error NVIDIA
/// raises (through libCg for a bad handle, CG_INVALID_PARAMETER_ERROR for a
/// parameter that is no sampler).
fn sampler_target(param: CGparameter, function: &str) -> Option<GLenum> {
    let kind = unsafe { cgGetParameterType(param) };
    if unsafe { cgIsParameter(param) } == 0 {
        return None;
    }
    let target = texture_target(kind);
    if target.is_none() {
        raise(CG_INVALID_PARAMETER_ERROR, function);
    }
    target
}

/// The texture unit the compiler gave the sampler, if it is used.
fn texture_unit(param: CGparameter) -> Option<u32> {
    let resource = unsafe { cgGetParameterResource(param) };
    (CG_TEXUNIT0..=CG_TEXUNIT15)
        .contains(&resource)
        .then(|| (resource - CG_TEXUNIT0) as u32)
}

fn bind_on_unit(unit: u32, target: GLenum, texture: GLuint) {
    let previous = gl::get_integer(gl::GL_ACTIVE_TEXTURE) as GLenum;
    unsafe {
        gl::glActiveTexture(gl::GL_TEXTURE0 + unit);
        gl::glBindTexture(target, texture);
        if previous != 0 {
            gl::glActiveTexture(previous);
        }
    }
}

#[no_mangle]
pub extern "C" fn cgGLSetTextureParameter(param: CGparameter, texture: GLuint) {
    let Some(target) = sampler_target(param, "cgGLSetTextureParameter") else {
        return;
    };
    state::with(|runtime| runtime.textures.insert(state::key(param), texture));
    let program = unsafe { cgGetParameterProgram(param) };
    let managed =
        !program.is_null() && state::manages_textures(unsafe { cgGetProgramContext(program) });
    if managed && state::is_current(program) {
        if let Some(unit) = texture_unit(param) {
            bind_on_unit(unit, target, texture);
        }
    }
}

#[no_mangle]
pub extern "C" fn cgGLGetTextureParameter(param: CGparameter) -> GLuint {
    // A parameter that is no sampler has no texture: 0, without an error, as
    // NVIDIA's runtime answers (probed on a float4).
    unsafe { cgGetParameterType(param) };
    state::texture_of(param)
}

#[no_mangle]
pub extern "C" fn cgGLEnableTextureParameter(param: CGparameter) {
    let Some(target) = sampler_target(param, "cgGLEnableTextureParameter") else {
        return;
    };
    // A sampler the program does not use has no unit: nothing to bind.
    if let Some(unit) = texture_unit(param) {
        bind_on_unit(unit, target, state::texture_of(param));
    }
}

#[no_mangle]
pub extern "C" fn cgGLDisableTextureParameter(param: CGparameter) {
    sampler_target(param, "cgGLDisableTextureParameter");
}

#[no_mangle]
pub extern "C" fn cgGLGetTextureEnum(param: CGparameter) -> GLenum {
    if sampler_target(param, "cgGLGetTextureEnum").is_none() {
        return GL_INVALID_OPERATION;
    }
    // An unused sampler has no unit.
    texture_unit(param).map_or(GL_INVALID_OPERATION, |unit| gl::GL_TEXTURE0 + unit)
}

const GL_INVALID_OPERATION: GLenum = 0x0502;

/// cgGLSetupSampler: records the texture and binds it, in one call.
#[no_mangle]
pub extern "C" fn cgGLSetupSampler(param: CGparameter, texture: GLuint) {
    if sampler_target(param, "cgGLSetupSampler").is_none() {
        return;
    }
    state::with(|runtime| runtime.textures.insert(state::key(param), texture));
    cgGLEnableTextureParameter(param);
}

#[no_mangle]
pub extern "C" fn cgGLSetManageTextureParameters(context: CGcontext, flag: CGbool) {
    if !crate::profiles::valid_context(context) {
        return;
    }
    state::with(|runtime| {
        if flag != 0 {
            runtime.managing_textures.insert(state::key(context))
        } else {
            runtime.managing_textures.remove(&state::key(context))
        }
    });
}

#[no_mangle]
pub extern "C" fn cgGLGetManageTextureParameters(context: CGcontext) -> CGbool {
    if !crate::profiles::valid_context(context) {
        return CG_FALSE;
    }
    state::manages_textures(context) as CGbool
}

/// Binds the recorded texture of every used sampler of `program` (for
/// cgGLBindProgram when the context manages textures).
pub fn bind_program_textures(program: CGprogram) {
    let mut param = unsafe { cgGetFirstLeafParameter(program, CG_PROGRAM) };
    while !param.is_null() {
        let target = texture_target(unsafe { cgGetParameterType(param) });
        if let (Some(target), Some(unit)) = (target, texture_unit(param)) {
            bind_on_unit(unit, target, state::texture_of(param));
        }
        param = unsafe { cgGetNextLeafParameter(param) };
    }
}
