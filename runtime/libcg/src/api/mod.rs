//! The C entry points, one file per part of the reference manual's API.
//! Every function takes the state through `state::call` (or `notify`), so a
//! NULL, stale or foreign handle is an error reported the documented way,
//! never a dereference.

pub mod annotation;
pub mod buffer;
pub mod cgfx_state;
pub mod context;
pub mod effect;
pub mod internal;
pub mod parameter;
pub mod program;
pub mod shared;
pub mod technique;
pub mod types;
pub mod unsupported;
pub mod value;

use std::ffi::{c_char, c_void, CStr};

/// The C handle types: opaque pointers to the C caller, numbers to us.
pub type CGcontext = *mut c_void;
pub type CGprogram = *mut c_void;
pub type CGparameter = *mut c_void;
pub type CGobj = *mut c_void;
pub type CGbool = i32;
/// The handles of what cgrs's libCg does not create yet (CgFX effects and
/// what they hold, CgFX states, buffers): `unsupported` says why none is
/// ever valid.
pub type CGeffect = *mut c_void;
pub type CGtechnique = *mut c_void;
pub type CGpass = *mut c_void;
pub type CGstate = *mut c_void;
pub type CGstateassignment = *mut c_void;
pub type CGannotation = *mut c_void;
pub type CGbuffer = *mut c_void;
/// `CGbool (*)(CGstateassignment)`: a CgFX state's set, reset and validate
/// callbacks (`cgSetStateCallbacks`).
pub type CGstatecallback = Option<unsafe extern "C" fn(CGstateassignment) -> CGbool>;

/// The text of a C string, if the pointer is not NULL and the text is UTF-8.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string.
pub unsafe fn text<'a>(text: *const c_char) -> Option<&'a str> {
    if text.is_null() {
        return None;
    }
    unsafe { CStr::from_ptr(text) }.to_str().ok()
}

/// The strings of a NULL-terminated array of C strings (NULL: none).
///
/// # Safety
/// `array` is NULL or a NULL-terminated array of NUL-terminated strings.
pub unsafe fn string_array(array: *const *const c_char) -> Vec<String> {
    let mut strings = Vec::new();
    if array.is_null() {
        return strings;
    }
    let mut position = 0;
    loop {
        let item = unsafe { *array.add(position) };
        if item.is_null() {
            return strings;
        }
        strings.push(
            unsafe { CStr::from_ptr(item) }
                .to_string_lossy()
                .into_owned(),
        );
        position += 1;
    }
}

/// A C string pointer to `text`, or NULL.
pub fn pointer(text: Option<&std::ffi::CString>) -> *const c_char {
    text.map(|t| t.as_ptr()).unwrap_or(std::ptr::null())
}
