//! `cgInternal`: an undocumented export of NVIDIA's libCg (no header
//! declares it). NVIDIA's returns the address of one of its own globals,
//! for its own tools (the Toolkit's traceCg example loads it and passes it
//! along); nothing outside NVIDIA's libraries can use what it points to.

use std::ffi::c_void;

/// NULL, with no error: cgrs's libCg has no internals to hand out, and a
/// program that only looks the symbol up (dlsym, or linking with `-z now`)
/// finds it.
#[no_mangle]
pub extern "C" fn cgInternal() -> *mut c_void {
    std::ptr::null_mut()
}
