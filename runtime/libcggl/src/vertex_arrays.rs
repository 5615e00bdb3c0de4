//! Varying inputs fed from vertex arrays: cgGLSetParameterPointer,
//! cgGLEnableClientState, cgGLDisableClientState.
//!
//! The array is chosen by the varying's resource, as NVIDIA's runtime does
//! (probed on Mesa): POSITION, NORMAL, COLOR0/1, TEXCOORDn and FOGCOORD use
//! the conventional arrays that ARB programs read as `vertex.position`,
//! `vertex.normal`, ... and ATTRn the generic attribute n. In the GLSL
//! profiles the compiler names the conventional inputs by NVIDIA's aliases
//! (ATTR0 position, ATTR2 normal, ATTR3 and ATTR4 the colors, ATTR5 the fog
//! coordinate, ATTR8 to ATTR15 the texture coordinates), read as
//! `gl_Vertex`, `gl_MultiTexCoord0`..., and other inputs are GLSL attributes
//! found by name in the linked program. NV programs (vp20, vp30) name
//! some inputs by the same aliases, which NV_vertex_program defines.

use crate::cg::*;
use crate::errors::raise;
use crate::gl::{self, GLenum, GLint, GLsizei};
use crate::glsl;
use crate::profiles::{gl_profile, Api};
use crate::state;
use std::ffi::c_void;

/// The vertex array a varying resource reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VertexArray {
    Position,
    Normal,
    Color,
    SecondaryColor,
    FogCoordinate,
    TextureCoordinate(u32),
    Generic(u32),
    /// A GLSL attribute the linked program does not use: nothing to feed.
    Inactive,
}

fn vertex_array(resource: CGresource) -> Option<VertexArray> {
    Some(match resource {
        CG_POSITION0 => VertexArray::Position,
        CG_NORMAL0 => VertexArray::Normal,
        CG_COLOR0 | CG_DIFFUSE0 => VertexArray::Color,
        CG_COLOR1 | CG_SPECULAR0 => VertexArray::SecondaryColor,
        CG_FOGCOORD => VertexArray::FogCoordinate,
        CG_TEXCOORD0..=CG_TEXCOORD7 => {
            VertexArray::TextureCoordinate((resource - CG_TEXCOORD0) as u32)
        }
        CG_ATTR0..=CG_ATTR15 => VertexArray::Generic((resource - CG_ATTR0) as u32),
        _ => return None,
    })
}

/// The array of a varying in a GLSL program (see the module doc).
fn glsl_vertex_array(
    resource: CGresource,
    param: CGparameter,
    program: CGprogram,
) -> Option<VertexArray> {
    if resource == CG_GLSL_ATTRIB {
        let linked = state::loaded(program).map(|loaded| loaded.id);
        return Some(
            linked
                .and_then(|id| glsl::attribute_index(id, param))
                .map_or(VertexArray::Inactive, VertexArray::Generic),
        );
    }
    aliased_vertex_array(resource)
}

/// The array of a varying in an NV program: vertex attribute n aliases the
/// conventional array NV_vertex_program gives it; other resources
/// (TEXCOORDn...) are those of ARB programs.
fn nv_vertex_array(resource: CGresource) -> Option<VertexArray> {
    aliased_vertex_array(resource).or_else(|| vertex_array(resource))
}

/// The conventional array NVIDIA's aliasing gives resource ATTRn (see the
/// module doc), or the generic attribute n for those without one.
fn aliased_vertex_array(resource: CGresource) -> Option<VertexArray> {
    if !(CG_ATTR0..=CG_ATTR15).contains(&resource) {
        return None;
    }
    Some(match (resource - CG_ATTR0) as u32 {
        0 => VertexArray::Position,
        2 => VertexArray::Normal,
        3 => VertexArray::Color,
        4 => VertexArray::SecondaryColor,
        5 => VertexArray::FogCoordinate,
        index @ 8..=15 => VertexArray::TextureCoordinate(index - 8),
        index => VertexArray::Generic(index),
    })
}

/// The vertex array of a varying input parameter, or None after raising
/// NVIDIA's error (through libCg for a bad handle, CG_INVALID_PARAMETER_ERROR
/// for a uniform or a resource no array feeds).
fn parameter_array(param: CGparameter, function: &str) -> Option<VertexArray> {
    let resource = unsafe { cgGetParameterResource(param) };
    if unsafe { cgIsParameter(param) } == 0 {
        return None;
    }
    let program = unsafe { cgGetParameterProgram(param) };
    let profile = unsafe { cgGetProgramProfile(program) };
    let array = match gl_profile(profile) {
        Some(entry) if entry.api == Api::Glsl => glsl_vertex_array(resource, param, program),
        Some(entry) if entry.api == Api::NvAssembly => nv_vertex_array(resource),
        _ => vertex_array(resource),
    };
    if array.is_none() {
        raise(CG_INVALID_PARAMETER_ERROR, function);
    }
    array
}

/// Runs `f` with client texture unit `unit` active, then restores the previous one.
fn on_client_unit(unit: u32, f: impl FnOnce()) {
    let previous = gl::get_integer(gl::GL_CLIENT_ACTIVE_TEXTURE) as GLenum;
    unsafe { gl::glClientActiveTexture(gl::GL_TEXTURE0 + unit) };
    f();
    if previous != 0 {
        unsafe { gl::glClientActiveTexture(previous) };
    }
}

#[no_mangle]
pub unsafe extern "C" fn cgGLSetParameterPointer(
    param: CGparameter,
    size: GLint,
    kind: GLenum,
    stride: GLsizei,
    pointer: *const c_void,
) {
    let Some(array) = parameter_array(param, "cgGLSetParameterPointer") else {
        return;
    };
    match array {
        VertexArray::Position => gl::glVertexPointer(size, kind, stride, pointer),
        VertexArray::Normal => gl::glNormalPointer(kind, stride, pointer),
        VertexArray::Color => gl::glColorPointer(size, kind, stride, pointer),
        VertexArray::SecondaryColor => gl::glSecondaryColorPointer(size, kind, stride, pointer),
        VertexArray::FogCoordinate => gl::glFogCoordPointer(kind, stride, pointer),
        VertexArray::TextureCoordinate(unit) => {
            on_client_unit(unit, || gl::glTexCoordPointer(size, kind, stride, pointer))
        }
        VertexArray::Generic(index) => {
            gl::glVertexAttribPointerARB(index, size, kind, 0, stride, pointer)
        }
        VertexArray::Inactive => {}
    }
}

fn set_client_state(param: CGparameter, enabled: bool, function: &str) {
    let Some(array) = parameter_array(param, function) else {
        return;
    };
    let toggle = |capability: GLenum| unsafe {
        if enabled {
            gl::glEnableClientState(capability)
        } else {
            gl::glDisableClientState(capability)
        }
    };
    match array {
        VertexArray::Position => toggle(gl::GL_VERTEX_ARRAY),
        VertexArray::Normal => toggle(gl::GL_NORMAL_ARRAY),
        VertexArray::Color => toggle(gl::GL_COLOR_ARRAY),
        VertexArray::SecondaryColor => toggle(gl::GL_SECONDARY_COLOR_ARRAY),
        VertexArray::FogCoordinate => toggle(gl::GL_FOG_COORD_ARRAY),
        VertexArray::TextureCoordinate(unit) => {
            on_client_unit(unit, || toggle(gl::GL_TEXTURE_COORD_ARRAY))
        }
        VertexArray::Generic(index) => unsafe {
            if enabled {
                gl::glEnableVertexAttribArrayARB(index)
            } else {
                gl::glDisableVertexAttribArrayARB(index)
            }
        },
        VertexArray::Inactive => {}
    }
}

#[no_mangle]
pub extern "C" fn cgGLEnableClientState(param: CGparameter) {
    set_client_state(param, true, "cgGLEnableClientState");
}

#[no_mangle]
pub extern "C" fn cgGLDisableClientState(param: CGparameter) {
    set_client_state(param, false, "cgGLDisableClientState");
}
