//! OpenGL entry points, resolved at run time for the current context.
//!
//! libCgGL has no link-time dependency on libGL: an application may use GLX,
//! EGL or GLVND's libOpenGL, and only it knows which. Every GL function is
//! looked up on its first call through `glXGetProcAddressARB` or
//! `eglGetProcAddress` (whichever API has a current context), found with
//! `dlsym` on the process's global scope or on an already loaded GL library
//! (`dlopen` with `RTLD_NOLOAD`, so nothing new is loaded), and cached.
//! GLVND's and Mesa's pointers do not depend on the context, so one cache
//! serves all contexts.
//!
//! Invariant: a wrapper whose function cannot be found does nothing and
//! returns a zero value; callers check the profile's extension first
//! (`profiles`), so that only happens without a context.
#![allow(non_snake_case, clippy::missing_safety_doc, clippy::too_many_arguments)]

use std::ffi::{c_char, c_void, CStr};
use std::ptr::null_mut;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::OnceLock;

pub type GLenum = u32;
pub type GLuint = u32;
pub type GLint = i32;
pub type GLsizei = i32;
pub type GLboolean = u8;
pub type GLfloat = f32;

pub const GL_NO_ERROR: GLenum = 0;
pub const GL_VERSION: GLenum = 0x1F02;
pub const GL_EXTENSIONS: GLenum = 0x1F03;
pub const GL_NUM_EXTENSIONS: GLenum = 0x821D;
pub const GL_SHADING_LANGUAGE_VERSION: GLenum = 0x8B8C;

pub const GL_VERTEX_PROGRAM_ARB: GLenum = 0x8620;
pub const GL_FRAGMENT_PROGRAM_ARB: GLenum = 0x8804;
pub const GL_PROGRAM_FORMAT_ASCII_ARB: GLenum = 0x8875;
pub const GL_PROGRAM_ERROR_POSITION_ARB: GLenum = 0x864B;
pub const GL_PROGRAM_ERROR_STRING_ARB: GLenum = 0x8874;
pub const GL_PROGRAM_BINDING_ARB: GLenum = 0x8677;
pub const GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB: GLenum = 0x88A3;
pub const GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB: GLenum = 0x88A7;
pub const GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB: GLenum = 0x88B3;
pub const GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB: GLenum = 0x88B4;
pub const GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB: GLenum = 0x880E;
pub const GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB: GLenum = 0x880F;
pub const GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB: GLenum = 0x8810;
pub const GL_MAX_DRAW_BUFFERS: GLenum = 0x8824;

pub const GL_VERTEX_SHADER: GLenum = 0x8B31;
pub const GL_FRAGMENT_SHADER: GLenum = 0x8B30;
pub const GL_COMPILE_STATUS: GLenum = 0x8B81;
pub const GL_LINK_STATUS: GLenum = 0x8B82;
pub const GL_INFO_LOG_LENGTH: GLenum = 0x8B84;
pub const GL_CURRENT_PROGRAM: GLenum = 0x8B8D;

pub const GL_TEXTURE0: GLenum = 0x84C0;
pub const GL_ACTIVE_TEXTURE: GLenum = 0x84E0;
pub const GL_CLIENT_ACTIVE_TEXTURE: GLenum = 0x84E1;
pub const GL_TEXTURE_1D: GLenum = 0x0DE0;
pub const GL_TEXTURE_2D: GLenum = 0x0DE1;
pub const GL_TEXTURE_3D: GLenum = 0x806F;
pub const GL_TEXTURE_CUBE_MAP: GLenum = 0x8513;
pub const GL_TEXTURE_RECTANGLE: GLenum = 0x84F5;

pub const GL_VERTEX_ARRAY: GLenum = 0x8074;
pub const GL_NORMAL_ARRAY: GLenum = 0x8075;
pub const GL_COLOR_ARRAY: GLenum = 0x8076;
pub const GL_TEXTURE_COORD_ARRAY: GLenum = 0x8078;
pub const GL_FOG_COORD_ARRAY: GLenum = 0x8457;
pub const GL_SECONDARY_COLOR_ARRAY: GLenum = 0x845E;

pub const GL_MODELVIEW_MATRIX: GLenum = 0x0BA6;
pub const GL_PROJECTION_MATRIX: GLenum = 0x0BA7;
pub const GL_TEXTURE_MATRIX: GLenum = 0x0BA8;

/// What a wrapper returns when its function cannot be found.
pub trait Missing {
    fn missing() -> Self;
}
impl Missing for () {
    fn missing() -> Self {}
}
impl Missing for u32 {
    fn missing() -> Self {
        0
    }
}
impl Missing for i32 {
    fn missing() -> Self {
        -1
    }
}
impl Missing for *const u8 {
    fn missing() -> Self {
        std::ptr::null()
    }
}

macro_rules! gl_functions {
    ($( fn $name:ident($($arg:ident: $ty:ty),*) $(-> $ret:ty)?; )*) => {
        $(
            pub unsafe fn $name($($arg: $ty),*) $(-> $ret)? {
                static POINTER: AtomicPtr<c_void> = AtomicPtr::new(null_mut());
                let pointer = cached(&POINTER, concat!(stringify!($name), "\0"));
                if pointer.is_null() {
                    return Missing::missing();
                }
                let function: unsafe extern "C" fn($($ty),*) $(-> $ret)? =
                    std::mem::transmute(pointer);
                function($($arg),*)
            }
        )*
    };
}

gl_functions! {
    fn glGetString(name: GLenum) -> *const u8;
    fn glGetStringi(name: GLenum, index: GLuint) -> *const u8;
    fn glGetIntegerv(name: GLenum, data: *mut GLint);
    fn glGetFloatv(name: GLenum, data: *mut GLfloat);
    fn glGetError() -> GLenum;
    fn glEnable(cap: GLenum);
    fn glDisable(cap: GLenum);
    fn glEnableClientState(array: GLenum);
    fn glDisableClientState(array: GLenum);
    fn glGenProgramsARB(n: GLsizei, programs: *mut GLuint);
    fn glDeleteProgramsARB(n: GLsizei, programs: *const GLuint);
    fn glBindProgramARB(target: GLenum, program: GLuint);
    fn glProgramStringARB(target: GLenum, format: GLenum, len: GLsizei, string: *const c_void);
    fn glProgramLocalParameter4fvARB(target: GLenum, index: GLuint, params: *const GLfloat);
    fn glProgramEnvParameter4fvARB(target: GLenum, index: GLuint, params: *const GLfloat);
    fn glGetProgramivARB(target: GLenum, name: GLenum, params: *mut GLint);
    fn glActiveTexture(texture: GLenum);
    fn glClientActiveTexture(texture: GLenum);
    fn glBindTexture(target: GLenum, texture: GLuint);
    fn glVertexPointer(size: GLint, kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glNormalPointer(kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glColorPointer(size: GLint, kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glSecondaryColorPointer(size: GLint, kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glTexCoordPointer(size: GLint, kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glFogCoordPointer(kind: GLenum, stride: GLsizei, pointer: *const c_void);
    fn glVertexAttribPointerARB(index: GLuint, size: GLint, kind: GLenum, normalized: GLboolean, stride: GLsizei, pointer: *const c_void);
    fn glEnableVertexAttribArrayARB(index: GLuint);
    fn glDisableVertexAttribArrayARB(index: GLuint);
    fn glGenProgramsNV(n: GLsizei, programs: *mut GLuint);
    fn glDeleteProgramsNV(n: GLsizei, programs: *const GLuint);
    fn glBindProgramNV(target: GLenum, program: GLuint);
    fn glLoadProgramNV(target: GLenum, program: GLuint, len: GLsizei, text: *const u8);
    fn glProgramParameter4fvNV(target: GLenum, index: GLuint, values: *const GLfloat);
    fn glTrackMatrixNV(target: GLenum, address: GLuint, matrix: GLenum, transform: GLenum);
    fn glCreateShader(kind: GLenum) -> GLuint;
    fn glShaderSource(shader: GLuint, count: GLsizei, strings: *const *const c_char, lengths: *const GLint);
    fn glCompileShader(shader: GLuint);
    fn glGetShaderiv(shader: GLuint, name: GLenum, params: *mut GLint);
    fn glGetShaderInfoLog(shader: GLuint, size: GLsizei, length: *mut GLsizei, log: *mut c_char);
    fn glDeleteShader(shader: GLuint);
    fn glCreateProgram() -> GLuint;
    fn glAttachShader(program: GLuint, shader: GLuint);
    fn glLinkProgram(program: GLuint);
    fn glBindAttribLocation(program: GLuint, index: GLuint, name: *const c_char);
    fn glGetProgramiv(program: GLuint, name: GLenum, params: *mut GLint);
    fn glGetProgramInfoLog(program: GLuint, size: GLsizei, length: *mut GLsizei, log: *mut c_char);
    fn glDeleteProgram(program: GLuint);
    fn glUseProgram(program: GLuint);
    fn glGetUniformLocation(program: GLuint, name: *const c_char) -> GLint;
    fn glGetAttribLocation(program: GLuint, name: *const c_char) -> GLint;
    fn glUniform1i(location: GLint, value: GLint);
    fn glUniform1fv(location: GLint, count: GLsizei, values: *const GLfloat);
    fn glUniform2fv(location: GLint, count: GLsizei, values: *const GLfloat);
    fn glUniform3fv(location: GLint, count: GLsizei, values: *const GLfloat);
    fn glUniform4fv(location: GLint, count: GLsizei, values: *const GLfloat);
}

type GetProcAddress = unsafe extern "C" fn(*const c_char) -> *mut c_void;
type GetCurrentContext = unsafe extern "C" fn() -> *mut c_void;

/// The loaders found in the process: the window-system APIs' lookups and
/// the GL libraries already loaded.
struct Loaders {
    glx_get_proc_address: Option<GetProcAddress>,
    egl_get_proc_address: Option<GetProcAddress>,
    egl_get_current_context: Option<GetCurrentContext>,
    libraries: Vec<usize>,
}

const GL_LIBRARIES: [&CStr; 5] = [
    c"libGL.so.1",
    c"libOpenGL.so.0",
    c"libEGL.so.1",
    c"libGLESv2.so.2",
    c"libGLX.so.0",
];

fn loaders() -> &'static Loaders {
    static LOADERS: OnceLock<Loaders> = OnceLock::new();
    LOADERS.get_or_init(|| {
        let libraries: Vec<usize> = GL_LIBRARIES
            .iter()
            .map(
                |name| unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_NOLOAD) }
                    as usize,
            )
            .filter(|&handle| handle != 0)
            .collect();
        let find = |symbol: &CStr| -> *mut c_void { find_symbol(&libraries, symbol) };
        let glx = find(c"glXGetProcAddressARB");
        let egl = find(c"eglGetProcAddress");
        let egl_current = find(c"eglGetCurrentContext");
        // SAFETY: these symbols have these C signatures in every GLX/EGL library.
        unsafe {
            Loaders {
                glx_get_proc_address: (!glx.is_null())
                    .then(|| std::mem::transmute::<*mut c_void, GetProcAddress>(glx)),
                egl_get_proc_address: (!egl.is_null())
                    .then(|| std::mem::transmute::<*mut c_void, GetProcAddress>(egl)),
                egl_get_current_context: (!egl_current.is_null())
                    .then(|| std::mem::transmute::<*mut c_void, GetCurrentContext>(egl_current)),
                libraries,
            }
        }
    })
}

/// `symbol` in the global scope, else in one of the loaded GL libraries.
fn find_symbol(libraries: &[usize], symbol: &CStr) -> *mut c_void {
    let global = unsafe { libc::dlsym(libc::RTLD_DEFAULT, symbol.as_ptr()) };
    if !global.is_null() {
        return global;
    }
    libraries
        .iter()
        .map(|&handle| unsafe { libc::dlsym(handle as *mut c_void, symbol.as_ptr()) })
        .find(|pointer| !pointer.is_null())
        .unwrap_or(null_mut())
}

/// The address of GL function `name` (NUL-terminated), or null.
fn resolve(name: &CStr) -> *mut c_void {
    let loaders = loaders();
    let egl_is_current = loaders
        .egl_get_current_context
        .is_some_and(|current| !unsafe { current() }.is_null());
    let mut order = [loaders.glx_get_proc_address, loaders.egl_get_proc_address];
    if egl_is_current {
        order.reverse();
    }
    for get_proc_address in order.into_iter().flatten() {
        let pointer = unsafe { get_proc_address(name.as_ptr()) };
        if !pointer.is_null() {
            return pointer;
        }
    }
    find_symbol(&loaders.libraries, name)
}

fn cached(slot: &AtomicPtr<c_void>, name: &'static str) -> *mut c_void {
    let pointer = slot.load(Ordering::Acquire);
    if !pointer.is_null() {
        return pointer;
    }
    let name = CStr::from_bytes_with_nul(name.as_bytes()).expect("the macro appends one NUL");
    let pointer = resolve(name);
    slot.store(pointer, Ordering::Release);
    pointer
}

/// Whether the current context advertises extension `name` (e.g.
/// "GL_ARB_vertex_program"), from the one string of compatibility contexts
/// or the indexed list of core ones.
pub fn has_extension(name: &str) -> bool {
    let all = unsafe { glGetString(GL_EXTENSIONS) };
    if !all.is_null() {
        let all = unsafe { CStr::from_ptr(all.cast()) }.to_string_lossy();
        return all
            .split_ascii_whitespace()
            .any(|extension| extension == name);
    }
    let mut count = 0;
    unsafe { glGetIntegerv(GL_NUM_EXTENSIONS, &mut count) };
    (0..count.max(0) as GLuint).any(|index| {
        let extension = unsafe { glGetStringi(GL_EXTENSIONS, index) };
        !extension.is_null()
            && unsafe { CStr::from_ptr(extension.cast()) }.to_bytes() == name.as_bytes()
    })
}

/// The context's `GL_VERSION` as (major, minor), (0, 0) without a context.
pub fn version() -> (u32, u32) {
    let text = unsafe { glGetString(GL_VERSION) };
    if text.is_null() {
        return (0, 0);
    }
    let text = unsafe { CStr::from_ptr(text.cast()) }.to_string_lossy();
    parse_version(&text)
}

/// "4.5 (Compatibility Profile) Mesa 22.3.6" → (4, 5); "OpenGL ES 3.2 Mesa" → (3, 2).
pub fn parse_version(text: &str) -> (u32, u32) {
    let numbers = text.trim_start_matches(|c: char| !c.is_ascii_digit());
    let mut parts = numbers.split(|c: char| !c.is_ascii_digit());
    let major = parts.next().and_then(|part| part.parse().ok()).unwrap_or(0);
    let minor = parts.next().and_then(|part| part.parse().ok()).unwrap_or(0);
    (major, minor)
}

pub fn get_integer(name: GLenum) -> GLint {
    let mut value = 0;
    unsafe { glGetIntegerv(name, &mut value) };
    value
}

#[cfg(test)]
mod tests {
    use super::parse_version;

    #[test]
    fn versions_are_read_from_the_start_of_gl_version() {
        assert_eq!(
            parse_version("4.5 (Compatibility Profile) Mesa 22.3.6"),
            (4, 5)
        );
        assert_eq!(parse_version("OpenGL ES 3.2 Mesa 22.3.6"), (3, 2));
        assert_eq!(parse_version("1.20 NVIDIA via Cg compiler"), (1, 20));
        assert_eq!(parse_version(""), (0, 0));
    }
}
