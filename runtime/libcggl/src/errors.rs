//! Reporting errors through libCg's error state (`cgGetError`, the error
//! callback and handler).
//!
//! Errors about handles need nothing here: libCgGL passes the application's
//! handle to a libCg function first, and libCg raises
//! `CG_INVALID_PROGRAM_HANDLE_ERROR` and the like itself, once. The errors
//! only the GL runtime knows (a profile the context lacks, a program not
//! loaded, GL's rejection of a program...) go through the extension
//! `void cgrsRaiseError(CGerror)` that cgrs's libCg exports, looked up at run
//! time. NVIDIA's libCg has no public way to raise an error: over it these
//! errors are lost (and printed to stderr in debug mode, `cgGLSetDebugMode`).

use crate::cg::CGerror;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

type RaiseError = unsafe extern "C" fn(CGerror);

static DEBUG_MODE: AtomicBool = AtomicBool::new(false);

pub fn set_debug_mode(debug: bool) {
    DEBUG_MODE.store(debug, Ordering::Relaxed);
}

fn raise_error_function() -> Option<RaiseError> {
    static FUNCTION: OnceLock<Option<RaiseError>> = OnceLock::new();
    *FUNCTION.get_or_init(|| {
        let pointer: *mut c_void =
            unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"cgrsRaiseError".as_ptr()) };
        // SAFETY: cgrs's libCg defines cgrsRaiseError with this signature.
        (!pointer.is_null())
            .then(|| unsafe { std::mem::transmute::<*mut c_void, RaiseError>(pointer) })
    })
}

/// Raises `error` in libCg, as if the failing call were libCg's own.
pub fn raise(error: CGerror, function: &str) {
    match raise_error_function() {
        Some(raise_error) => unsafe { raise_error(error) },
        None => {
            if DEBUG_MODE.load(Ordering::Relaxed) {
                eprintln!("libCgGL: {function}: Cg error {error} (this libCg cannot record it)");
            }
        }
    }
}
