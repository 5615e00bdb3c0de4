//! Contexts, errors, listings and global settings.

use std::ffi::{c_char, c_void};

use super::{pointer, text, CGbool, CGcontext};
use crate::abi::{self, consts::*};
use crate::handle::Kind;
use crate::program::c_string;
use crate::state::{self, call, Context, Error, ErrorCallback, ErrorHandler, ParameterListener};

#[no_mangle]
pub extern "C" fn cgCreateContext() -> CGcontext {
    state::read(|state| {
        state
            .contexts
            .insert(Context {
                programs: Vec::new(),
                listing: None,
                auto_compile: CG_COMPILE_IMMEDIATE,
                parameter_setting_mode: CG_IMMEDIATE_PARAMETER_SETTING,
                include_strings: Vec::new(),
            })
            .handle(Kind::Context)
    })
}

#[no_mangle]
pub extern "C" fn cgDestroyContext(context: CGcontext) {
    call((), |state| {
        let (id, _) = state.context(context)?;
        let programs = state.contexts.get(id).map(|c| c.programs.clone());
        for program in programs.unwrap_or_default() {
            state.destroy_program(program);
        }
        state.contexts.remove(id);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgIsContext(context: CGcontext) -> CGbool {
    state::read(|state| CGbool::from(state.context(context).is_ok()))
}

#[no_mangle]
pub extern "C" fn cgGetError() -> i32 {
    state::read(|state| std::mem::replace(&mut state.last_error, CG_NO_ERROR))
}

#[no_mangle]
pub extern "C" fn cgGetFirstError() -> i32 {
    state::read(|state| std::mem::replace(&mut state.first_error, CG_NO_ERROR))
}

#[no_mangle]
pub extern "C" fn cgGetErrorString(error: i32) -> *const c_char {
    abi::string(abi::ERROR, error)
        .map(|s| s.as_ptr())
        .unwrap_or(std::ptr::null())
}

/// The last error's string (and its code through `error`), without clearing it.
///
/// # Safety
/// `error` is NULL or points to a writable CGerror.
#[no_mangle]
pub unsafe extern "C" fn cgGetLastErrorString(error: *mut i32) -> *const c_char {
    let code = state::read(|state| state.last_error);
    if !error.is_null() {
        unsafe { *error = code };
    }
    if code == CG_NO_ERROR {
        return std::ptr::null();
    }
    cgGetErrorString(code)
}

#[no_mangle]
pub extern "C" fn cgSetErrorCallback(callback: ErrorCallback) {
    state::read(|state| state.error_callback = callback)
}

#[no_mangle]
pub extern "C" fn cgGetErrorCallback() -> ErrorCallback {
    state::read(|state| state.error_callback)
}

#[no_mangle]
pub extern "C" fn cgSetErrorHandler(handler: ErrorHandler, data: *mut c_void) {
    state::read(|state| {
        state.error_handler = handler;
        state.error_handler_data = data as usize;
    })
}

/// # Safety
/// `data` is NULL or points to a writable pointer.
#[no_mangle]
pub unsafe extern "C" fn cgGetErrorHandler(data: *mut *mut c_void) -> ErrorHandler {
    let (handler, user) = state::read(|state| (state.error_handler, state.error_handler_data));
    if !data.is_null() {
        unsafe { *data = user as *mut c_void };
    }
    handler
}

#[no_mangle]
pub extern "C" fn cgGetLastListing(context: CGcontext) -> *const c_char {
    call(std::ptr::null(), |state| {
        let (_, context) = state.context(context)?;
        Ok(pointer(context.listing.as_ref()))
    })
}

/// Sets the listing of the context `handle` belongs to (a context, or a
/// program or parameter of one).
///
/// # Safety
/// `listing` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgSetLastListing(handle: *mut c_void, listing: *const c_char) {
    let listing = unsafe { text(listing) }.map(c_string);
    call((), |state| {
        let context = if let Ok((id, _)) = state.context(handle) {
            id
        } else if let Ok((_, program)) = state.program(handle) {
            program.context
        } else if let Ok((_, parameter)) = state.parameter(handle) {
            parameter.context
        } else {
            return Err(Error::new(CG_INVALID_PARAMETER_ERROR));
        };
        if let Some(context) = state.contexts.get_mut(context) {
            context.listing = listing;
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetString(name: i32) -> *const c_char {
    static VERSION: &std::ffi::CStr = c"3.1.0013";
    call(std::ptr::null(), |_| match name {
        CG_VERSION => Ok(VERSION.as_ptr()),
        _ => Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
    })
}

#[no_mangle]
pub extern "C" fn cgSetAutoCompile(context: CGcontext, mode: i32) {
    call((), |state| {
        let (_, context) = state.context_mut(context)?;
        match mode {
            CG_COMPILE_MANUAL | CG_COMPILE_IMMEDIATE | CG_COMPILE_LAZY => {
                context.auto_compile = mode;
                Ok(())
            }
            _ => Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
        }
    })
}

#[no_mangle]
pub extern "C" fn cgGetAutoCompile(context: CGcontext) -> i32 {
    call(CG_UNKNOWN, |state| {
        Ok(state.context(context)?.1.auto_compile)
    })
}

#[no_mangle]
pub extern "C" fn cgSetParameterSettingMode(context: CGcontext, mode: i32) {
    call((), |state| {
        let (_, context) = state.context_mut(context)?;
        match mode {
            CG_IMMEDIATE_PARAMETER_SETTING | CG_DEFERRED_PARAMETER_SETTING => {
                context.parameter_setting_mode = mode;
                Ok(())
            }
            _ => Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
        }
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterSettingMode(context: CGcontext) -> i32 {
    call(CG_UNKNOWN, |state| {
        Ok(state.context(context)?.1.parameter_setting_mode)
    })
}

/// A virtual file `#include` finds before the disk's; NULL source removes it.
///
/// # Safety
/// `name` and `source` are NULL or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn cgSetCompilerIncludeString(
    context: CGcontext,
    name: *const c_char,
    source: *const c_char,
) {
    let name = unsafe { text(name) }.map(str::to_string);
    let source = unsafe { text(source) }.map(str::to_string);
    call((), |state| {
        let (_, context) = state.context_mut(context)?;
        let name = name.ok_or(Error::new(CG_INVALID_POINTER_ERROR))?;
        context.include_strings.retain(|(known, _)| *known != name);
        if let Some(source) = source {
            context.include_strings.push((name, source));
        }
        Ok(())
    })
}

/// A virtual file read from the disk now (`filename`), found as `name`.
///
/// # Safety
/// `name` and `filename` are NULL or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn cgSetCompilerIncludeFile(
    context: CGcontext,
    name: *const c_char,
    filename: *const c_char,
) {
    let file = unsafe { text(filename) }.map(std::fs::read_to_string);
    match file {
        Some(Ok(source)) => {
            let source = c_string(&source);
            unsafe { cgSetCompilerIncludeString(context, name, source.as_ptr()) }
        }
        Some(Err(_)) => call((), |_| Err(Error::new(CG_FILE_READ_ERROR))),
        None => call((), |_| Err(Error::new(CG_INVALID_POINTER_ERROR))),
    }
}

/// The extension libCgGL uses (runtime/include/Cg/cgrs.h): `listener` is
/// called, outside the library's lock, after a setter stores a value in
/// immediate parameter-setting mode. One per process; NULL removes it.
#[no_mangle]
pub extern "C" fn cgrsSetParameterListener(listener: ParameterListener) {
    state::read(|state| state.listener = listener)
}

/// The `cgrsRaiseError` extension (Cg/cgrs.h): raises `error` as libCg's
/// own functions do (recorded for `cgGetError`, handler and callback
/// called), for libCgGL's errors, which NVIDIA's API gives it no way to raise.
#[no_mangle]
pub extern "C" fn cgrsRaiseError(error: i32) {
    call((), |_| Err(Error::new(error)))
}
