//! libCgGL: the Cg runtime's OpenGL API, a drop-in replacement for NVIDIA's
//! libCgGL.so (Cg 3.1), exporting the functions of `<Cg/cgGL.h>`
//! (runtime/include/Cg/cgGL.h; the list is runtime/exports-libCgGL.txt).
//!
//! Invariants every room keeps:
//! - libCg is used only through its public C API (`cg`), so libCgGL runs
//!   over cgrs's libCg or NVIDIA's, and holds none of libCg's code.
//! - OpenGL is reached only through entry points resolved at run time for
//!   the current context (`gl`); the library does not link libGL.
//! - libCg owns programs, parameters and values; GL knows what is bound;
//!   `state` holds only the rest of the GL side (program objects,
//!   textures), and its lock is never held across a call into libCg.
//! - Bad input never crashes: a bad handle is given to libCg first, which
//!   raises the handle error; other errors are raised through `errors`.
//!
//! Rooms: `profiles` (which profiles the context runs, enables, options),
//! `programs` (load, bind), `parameters` (uniform values and their upload),
//! `glsl` (GLSL programs), `nv_programs` (vp20, vp30), `state_matrices`, `textures`, `vertex_arrays`,
//! `unsupported`.
#![allow(non_snake_case)]

mod cg;
mod errors;
mod gl;
mod glsl;
mod nv_programs;
mod parameters;
mod profiles;
mod programs;
mod state;
mod state_matrices;
mod textures;
mod unsupported;
mod vertex_arrays;

/// cgGLSetDebugMode: in debug mode, errors that this libCg cannot record
/// are printed to stderr.
#[no_mangle]
pub extern "C" fn cgGLSetDebugMode(debug: cg::CGbool) {
    errors::set_debug_mode(debug != 0);
}
