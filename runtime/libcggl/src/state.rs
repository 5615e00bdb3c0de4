//! What the GL runtime remembers between calls, keyed by libCg's handles.
//!
//! libCg owns programs, parameters and their values, and GL knows what is
//! bound; this table holds only what neither can: the GL object of each
//! loaded program, the texture object given to each sampler, and
//! per-context settings. Handles are kept as addresses (`usize`).
//!
//! Invariant: the lock is never held while calling libCg or application
//! code, since libCg may call back (cgrs's parameter listener) into
//! libCgGL. Callers copy what they need out of `with` and act after.

use crate::cg::{CGcontext, CGparameter, CGprofile, CGprogram};
use crate::gl::{self, GLenum, GLuint};
use crate::nv_programs::{NvSetup, TrackedMatrix, GL_VERTEX_PROGRAM_BINDING_NV};
use crate::profiles::Api;
use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, c_int, CString};
use std::sync::{Mutex, MutexGuard};

/// A program given to GL by cgGLLoadProgram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadedProgram {
    pub profile: CGprofile,
    pub api: Api,
    /// The ARB program's target (GL_VERTEX_PROGRAM_ARB, ...); for GLSL the
    /// shader kind.
    pub target: GLenum,
    /// The ARB program object's name, or the linked GLSL program's (shared
    /// by the domains of a combined program).
    pub id: GLuint,
}

/// A list of C strings with the NULL-terminated pointer array that
/// `cgGLGetOptimalOptions` returns; both live as long as the entry.
pub struct OptionList {
    _strings: Vec<CString>,
    pointers: Vec<*const c_char>,
}

impl OptionList {
    pub fn new(options: Vec<String>) -> OptionList {
        let strings: Vec<CString> = options
            .into_iter()
            .filter_map(|option| CString::new(option).ok())
            .collect();
        let mut pointers: Vec<*const c_char> =
            strings.iter().map(|string| string.as_ptr()).collect();
        pointers.push(std::ptr::null());
        OptionList {
            _strings: strings,
            pointers,
        }
    }

    pub fn as_ptr(&self) -> *const *const c_char {
        self.pointers.as_ptr()
    }
}

#[derive(Default)]
pub struct Runtime {
    pub loaded: HashMap<usize, LoadedProgram>,
    /// The texture object of each sampler parameter (cgGLSetTextureParameter).
    pub textures: HashMap<usize, GLuint>,
    /// Contexts whose textures cgGLBindProgram binds (cgGLSetManageTextureParameters).
    pub managing_textures: HashSet<usize>,
    pub glsl_versions: HashMap<usize, c_int>,
    /// What binding each loaded NV program loads besides its uniforms.
    pub nv_setups: HashMap<usize, NvSetup>,
    /// The state matrices tracked for the NV program bound last.
    pub nv_tracked: Vec<TrackedMatrix>,
    /// Per profile, the options cgGLSetOptimalOptions chose; entries are never
    /// removed, so the pointers handed out stay valid.
    pub optimal_options: HashMap<CGprofile, OptionList>,
}

// SAFETY: the raw pointers of OptionList point into its own CStrings, which
// are only read.
unsafe impl Send for Runtime {}

static RUNTIME: Mutex<Option<Runtime>> = Mutex::new(None);

fn lock() -> MutexGuard<'static, Option<Runtime>> {
    // A panic cannot cross the C boundary (it aborts), so a poisoned lock
    // holds consistent data.
    RUNTIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs `f` on the runtime's state. `f` must not call libCg (see the module doc).
pub fn with<R>(f: impl FnOnce(&mut Runtime) -> R) -> R {
    let mut guard = lock();
    f(guard.get_or_insert_with(Runtime::default))
}

pub fn key<T>(handle: *mut T) -> usize {
    handle as usize
}

pub fn loaded(program: CGprogram) -> Option<LoadedProgram> {
    with(|runtime| runtime.loaded.get(&key(program)).copied())
}

pub fn texture_of(param: CGparameter) -> GLuint {
    with(|runtime| runtime.textures.get(&key(param)).copied().unwrap_or(0))
}

pub fn manages_textures(context: CGcontext) -> bool {
    with(|runtime| runtime.managing_textures.contains(&key(context)))
}

/// Whether `program` is loaded and its GL program bound (ARB) or in use
/// (GLSL). GL itself is asked, so that a program the application bound
/// through GL directly is not taken for the Cg one.
pub fn is_current(program: CGprogram) -> bool {
    loaded(program).is_some_and(|loaded| loaded_is_current(&loaded))
}

pub fn loaded_is_current(loaded: &LoadedProgram) -> bool {
    match loaded.api {
        Api::Glsl => gl::get_integer(gl::GL_CURRENT_PROGRAM) as GLuint == loaded.id,
        Api::NvAssembly => gl::get_integer(GL_VERTEX_PROGRAM_BINDING_NV) as GLuint == loaded.id,
        Api::ArbAssembly => {
            let mut bound = 0;
            unsafe { gl::glGetProgramivARB(loaded.target, gl::GL_PROGRAM_BINDING_ARB, &mut bound) };
            bound as GLuint == loaded.id
        }
    }
}
