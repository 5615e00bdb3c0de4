//! Contexts, errors, listings and global settings.

use std::ffi::{c_char, c_void};

use super::{pointer, string_array, text, CGbool, CGcontext};
use crate::abi::{self, consts::*};
use crate::handle::Kind;
use crate::program::c_string;
use crate::state::{
    self, call, Context, Error, ErrorCallback, ErrorHandler, IncludeCallback, ParameterListener,
};

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
                behavior: default_behavior(),
                include_callback: None,
                shared: Vec::new(),
                shared_count: 0,
                compiler_options: Default::default(),
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
        let shared = state.contexts.get(id).map(|c| c.shared.clone());
        for parameter in shared.unwrap_or_default() {
            state.destroy_shared(parameter);
        }
        state.contexts.remove(id);
        Ok(())
    })
}

/// A new context's behavior: the `CG_BEHAVIOR` environment variable's
/// (`latest`, `2200`, `3000`, `3100`, `current`), else CG_BEHAVIOR_2200, as
/// NVIDIA's libCg.
fn default_behavior() -> i32 {
    let named = std::env::var("CG_BEHAVIOR").ok().and_then(|name| {
        if name == "current" {
            return Some(CG_BEHAVIOR_3100);
        }
        abi::by_string(abi::BEHAVIOR, &name).map(|e| e.value)
    });
    match named {
        Some(CG_BEHAVIOR_LATEST) => CG_BEHAVIOR_3100,
        Some(value) if value != CG_BEHAVIOR_UNKNOWN => value,
        _ => CG_BEHAVIOR_2200,
    }
}

#[no_mangle]
pub extern "C" fn cgGetContextBehavior(context: CGcontext) -> i32 {
    call(CG_BEHAVIOR_UNKNOWN, |state| {
        Ok(state.context(context)?.1.behavior)
    })
}

/// CG_BEHAVIOR_LATEST is the newest behavior, CG_BEHAVIOR_3100; another
/// value is CG_INVALID_ENUMERANT_ERROR and, as NVIDIA's libCg, puts the
/// context back to the default behavior.
#[no_mangle]
pub extern "C" fn cgSetContextBehavior(context: CGcontext, behavior: i32) {
    call((), |state| {
        let (_, context) = state.context_mut(context)?;
        context.behavior = match behavior {
            CG_BEHAVIOR_LATEST => CG_BEHAVIOR_3100,
            CG_BEHAVIOR_2200 | CG_BEHAVIOR_3000 | CG_BEHAVIOR_3100 => behavior,
            _ => {
                context.behavior = default_behavior();
                return Err(Error::new(CG_INVALID_ENUMERANT_ERROR));
            }
        };
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetSemanticCasePolicy() -> i32 {
    state::read(|state| state.semantic_case_policy)
}

/// Returns the previous policy; CG_UNKNOWN for another value.
#[no_mangle]
pub extern "C" fn cgSetSemanticCasePolicy(policy: i32) -> i32 {
    call(CG_UNKNOWN, |state| match policy {
        CG_FORCE_UPPER_CASE_POLICY | CG_UNCHANGED_CASE_POLICY => {
            Ok(std::mem::replace(&mut state.semantic_case_policy, policy))
        }
        _ => Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
    })
}

#[no_mangle]
pub extern "C" fn cgGetLockingPolicy() -> i32 {
    state::read(|state| state.locking_policy)
}

/// Returns the previous policy; CG_UNKNOWN for another value. The library
/// takes its one lock under either policy (CG_NO_LOCKS_POLICY only lets it
/// leave locks out).
#[no_mangle]
pub extern "C" fn cgSetLockingPolicy(policy: i32) -> i32 {
    call(CG_UNKNOWN, |state| match policy {
        CG_NO_LOCKS_POLICY | CG_THREAD_SAFE_POLICY => {
            Ok(std::mem::replace(&mut state.locking_policy, policy))
        }
        _ => Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
    })
}

/// The function a compile in this context calls for each `#include`
/// before it looks the file up (NULL: none).
#[no_mangle]
pub extern "C" fn cgSetCompilerIncludeCallback(context: CGcontext, callback: IncludeCallback) {
    call((), |state| {
        state.context_mut(context)?.1.include_callback = callback;
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetCompilerIncludeCallback(context: CGcontext) -> IncludeCallback {
    call(None, |state| Ok(state.context(context)?.1.include_callback))
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

/// The `cgrsSetCompilerOptions` extension (Cg/cgrs.h): `options` (NULL or
/// a NULL-terminated array; NULL forgets them) are appended to every later
/// compile in `profile`, after `-entry` and before the application's
/// arguments, in `context`, or with a NULL context in every context that has
/// none of its own, as NVIDIA's runtime appends the options
/// `cgGLSetOptimalOptions` and `cgGLSetContextOptimalOptions` choose (probed:
/// programs compiled before keep their options, recompiles included).
///
/// # Safety
/// `options` is NULL or a NULL-terminated array of NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn cgrsSetCompilerOptions(
    context: CGcontext,
    profile: i32,
    options: *const *const c_char,
) {
    let options = (!options.is_null()).then(|| unsafe { string_array(options) });
    call((), |state| {
        let table = if context.is_null() {
            &mut state.compiler_options
        } else {
            let (id, _) = state.context(context)?;
            &mut state
                .contexts
                .get_mut(id)
                .ok_or(Error::new(CG_INVALID_CONTEXT_HANDLE_ERROR))?
                .compiler_options
        };
        match options {
            Some(options) => table.insert(profile, options),
            None => table.remove(&profile),
        };
        Ok(())
    })
}

/// The `cgrsRaiseError` extension (Cg/cgrs.h): raises `error` as libCg's
/// own functions do (recorded for `cgGetError`, handler and callback
/// called), for libCgGL's errors, which NVIDIA's API gives it no way to raise.
#[no_mangle]
pub extern "C" fn cgrsRaiseError(error: i32) {
    call((), |_| Err(Error::new(error)))
}
