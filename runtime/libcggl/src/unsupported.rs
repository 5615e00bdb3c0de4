//! Entry points of cgGL.h that cgrs's libCgGL does not support yet: Cg
//! buffers (uniform buffer objects of the gp4/gp5 profiles, which cgrs does
//! not compile) and the CgFX states of effects. Each fails cleanly: a NULL
//! or 0 result, an explanation as the context's last listing
//! (cgGetLastListing) and, for buffers, CG_INVALID_PARAMETER_ERROR.

use crate::cg::*;
use crate::errors::raise;
use crate::gl::{GLenum, GLuint};
use crate::profiles::valid_context;
use std::ffi::{c_int, c_void, CString};

fn not_supported(context: CGcontext, function: &str) {
    let message = format!("libCgGL: {function} is not supported yet by cgrs's libCgGL\n");
    if let Ok(text) = CString::new(message) {
        unsafe { cgSetLastListing(context, text.as_ptr()) };
    }
}

#[no_mangle]
pub extern "C" fn cgGLCreateBuffer(
    context: CGcontext,
    _size: c_int,
    _data: *const c_void,
    _usage: GLenum,
) -> CGbuffer {
    if valid_context(context) {
        not_supported(context, "cgGLCreateBuffer");
        raise(CG_INVALID_PARAMETER_ERROR, "cgGLCreateBuffer");
    }
    std::ptr::null_mut()
}

#[no_mangle]
pub extern "C" fn cgGLCreateBufferFromObject(
    context: CGcontext,
    _object: GLuint,
    _manage: CGbool,
) -> CGbuffer {
    if valid_context(context) {
        not_supported(context, "cgGLCreateBufferFromObject");
        raise(CG_INVALID_PARAMETER_ERROR, "cgGLCreateBufferFromObject");
    }
    std::ptr::null_mut()
}

/// No buffer comes from this library, so none has a GL object.
#[no_mangle]
pub extern "C" fn cgGLGetBufferObject(_buffer: CGbuffer) -> GLuint {
    0
}

/// CgFX's OpenGL states are not registered: effects' state assignments
/// are not applied. Applications call this at start-up whether or not they
/// use effects, so it raises nothing; it leaves a note as the last listing.
#[no_mangle]
pub extern "C" fn cgGLRegisterStates(context: CGcontext) {
    if valid_context(context) {
        not_supported(context, "cgGLRegisterStates (CgFX states)");
    }
}
