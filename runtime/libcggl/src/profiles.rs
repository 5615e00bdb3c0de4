//! The Cg profiles libCgGL knows, what each needs from the GL context, and
//! the profile functions of the API (cgGLIsProfileSupported,
//! cgGLGetLatestProfile, cgGLEnableProfile, the optimal options and the
//! GLSL version queries).
//!
//! The assembly profiles arbvp1 and arbfp1 run on ARB_vertex_program and
//! ARB_fragment_program. vp20 and vp30 need NV_vertex_program(2), which only
//! NVIDIA's drivers have; glslv and glslf need OpenGL 2.0.

use crate::cg::*;
use crate::errors::raise;
use crate::gl::{self, GLenum};
use crate::state::{self, OptionList};
use std::ffi::{c_char, c_int, c_void, CStr};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    /// ARB_vertex_program / ARB_fragment_program assembly.
    ArbAssembly,
    /// NV_vertex_program(2) assembly (vp20, vp30).
    NvAssembly,
    /// OpenGL Shading Language.
    Glsl,
}

#[derive(Clone, Copy, Debug)]
pub struct GlProfile {
    pub profile: CGprofile,
    pub api: Api,
    /// The GL target whose enable and binding the profile's programs use
    /// (GL_VERTEX_PROGRAM_NV has GL_VERTEX_PROGRAM_ARB's value); for GLSL,
    /// the shader kind.
    pub target: GLenum,
    requirement: Requirement,
}

#[derive(Clone, Copy, Debug)]
enum Requirement {
    Extension(&'static str),
    Version(u32, u32),
}

const PROFILES: [GlProfile; 6] = [
    GlProfile {
        profile: CG_PROFILE_ARBVP1,
        api: Api::ArbAssembly,
        target: gl::GL_VERTEX_PROGRAM_ARB,
        requirement: Requirement::Extension("GL_ARB_vertex_program"),
    },
    GlProfile {
        profile: CG_PROFILE_ARBFP1,
        api: Api::ArbAssembly,
        target: gl::GL_FRAGMENT_PROGRAM_ARB,
        requirement: Requirement::Extension("GL_ARB_fragment_program"),
    },
    GlProfile {
        profile: CG_PROFILE_VP20,
        api: Api::NvAssembly,
        target: gl::GL_VERTEX_PROGRAM_ARB,
        requirement: Requirement::Extension("GL_NV_vertex_program"),
    },
    GlProfile {
        profile: CG_PROFILE_VP30,
        api: Api::NvAssembly,
        target: gl::GL_VERTEX_PROGRAM_ARB,
        requirement: Requirement::Extension("GL_NV_vertex_program2"),
    },
    GlProfile {
        profile: CG_PROFILE_GLSLV,
        api: Api::Glsl,
        target: gl::GL_VERTEX_SHADER,
        requirement: Requirement::Version(2, 0),
    },
    GlProfile {
        profile: CG_PROFILE_GLSLF,
        api: Api::Glsl,
        target: gl::GL_FRAGMENT_SHADER,
        requirement: Requirement::Version(2, 0),
    },
];

/// `CGGLenum` values of cgGLGetLatestProfile and cgGLSetStateMatrixParameter.
pub const CG_GL_MATRIX_IDENTITY: c_int = 0;
pub const CG_GL_MATRIX_TRANSPOSE: c_int = 1;
pub const CG_GL_MATRIX_INVERSE: c_int = 2;
pub const CG_GL_MATRIX_INVERSE_TRANSPOSE: c_int = 3;
pub const CG_GL_MODELVIEW_MATRIX: c_int = 4;
pub const CG_GL_PROJECTION_MATRIX: c_int = 5;
pub const CG_GL_TEXTURE_MATRIX: c_int = 6;
pub const CG_GL_MODELVIEW_PROJECTION_MATRIX: c_int = 7;
const CG_GL_VERTEX: c_int = 8;
const CG_GL_FRAGMENT: c_int = 9;
const CG_GL_GEOMETRY: c_int = 10;
const CG_GL_TESSELLATION_EVALUATION: c_int = 12;

pub fn gl_profile(profile: CGprofile) -> Option<GlProfile> {
    PROFILES
        .iter()
        .copied()
        .find(|entry| entry.profile == profile)
}

impl GlProfile {
    /// Whether the current context can run the profile's programs.
    pub fn is_supported(&self) -> bool {
        match self.requirement {
            Requirement::Extension(name) => gl::has_extension(name),
            Requirement::Version(major, minor) => gl::version() >= (major, minor),
        }
    }
}

/// The profile's entry if the current context supports it; otherwise raises
/// CG_INVALID_PROFILE_ERROR for `function`.
pub fn supported_or_raise(profile: CGprofile, function: &str) -> Option<GlProfile> {
    match gl_profile(profile).filter(GlProfile::is_supported) {
        Some(entry) => Some(entry),
        None => {
            raise(CG_INVALID_PROFILE_ERROR, function);
            None
        }
    }
}

#[no_mangle]
pub extern "C" fn cgGLIsProfileSupported(profile: CGprofile) -> CGbool {
    gl_profile(profile).is_some_and(|entry| entry.is_supported()) as CGbool
}

#[no_mangle]
pub extern "C" fn cgGLGetLatestProfile(profile_type: c_int) -> CGprofile {
    // Best first among the profiles this library loads: ARB assembly, then
    // GLSL (NVIDIA's runtime also answers arbvp1/arbfp1 on Mesa). vp20/vp30
    // are not offered while their loading is not supported, so that an
    // application asking for the latest profile on NVIDIA's drivers (which
    // have NV_vertex_program2) still gets programs it can load.
    let candidates: &[CGprofile] = match profile_type {
        CG_GL_VERTEX => &[CG_PROFILE_ARBVP1, CG_PROFILE_GLSLV],
        CG_GL_FRAGMENT => &[CG_PROFILE_ARBFP1, CG_PROFILE_GLSLF],
        CG_GL_GEOMETRY..=CG_GL_TESSELLATION_EVALUATION => &[],
        _ => {
            raise(CG_INVALID_ENUMERANT_ERROR, "cgGLGetLatestProfile");
            return CG_PROFILE_UNKNOWN;
        }
    };
    candidates
        .iter()
        .copied()
        .find(|&profile| cgGLIsProfileSupported(profile) != 0)
        .unwrap_or(CG_PROFILE_UNKNOWN)
}

#[no_mangle]
pub extern "C" fn cgGLEnableProfile(profile: CGprofile) {
    set_profile_enabled(profile, true, "cgGLEnableProfile");
}

#[no_mangle]
pub extern "C" fn cgGLDisableProfile(profile: CGprofile) {
    set_profile_enabled(profile, false, "cgGLDisableProfile");
}

pub fn set_profile_enabled(profile: CGprofile, enabled: bool, function: &str) {
    let Some(entry) = supported_or_raise(profile, function) else {
        return;
    };
    // GLSL programs need no enable: glUseProgram is all.
    if entry.api == Api::Glsl {
        return;
    }
    unsafe {
        if enabled {
            gl::glEnable(entry.target)
        } else {
            gl::glDisable(entry.target)
        }
    }
}

/// The compiler options NVIDIA's runtime derives from the context's limits
/// (the same option names and order, probed on Mesa, where it caps arbvp1's
/// temporaries at 32 and instructions at 4096, and arbfp1's draw buffers at
/// 4, whatever the context allows).
fn optimal_options(entry: &GlProfile) -> Vec<String> {
    let limit = |name: GLenum| {
        let mut value = 0;
        unsafe { gl::glGetProgramivARB(entry.target, name, &mut value) };
        value
    };
    match (entry.api, entry.profile) {
        (Api::ArbAssembly, CG_PROFILE_ARBVP1) => vec![
            format!(
                "NumTemps={}",
                limit(gl::GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB).min(32)
            ),
            format!(
                "MaxInstructions={}",
                limit(gl::GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB).min(4096)
            ),
            format!(
                "MaxAddressRegs={}",
                limit(gl::GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB)
            ),
            format!(
                "MaxLocalParams={}",
                limit(gl::GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB)
            ),
        ],
        (Api::ArbAssembly, _) => {
            let mut options = Vec::new();
            if gl::has_extension("GL_ARB_draw_buffers") {
                options.push("ARB_draw_buffers".to_string());
            }
            options.extend([
                format!(
                    "NumTemps={}",
                    limit(gl::GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB)
                ),
                format!(
                    "NumInstructionSlots={}",
                    limit(gl::GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB)
                ),
                format!(
                    "NumTexInstructionSlots={}",
                    limit(gl::GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB)
                ),
                format!(
                    "NumMathInstructionSlots={}",
                    limit(gl::GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB)
                ),
                format!(
                    "MaxTexIndirections={}",
                    limit(gl::GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB)
                ),
                format!(
                    "MaxLocalParams={}",
                    limit(gl::GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB)
                ),
                format!(
                    "MaxDrawBuffers={}",
                    gl::get_integer(gl::GL_MAX_DRAW_BUFFERS).min(4)
                ),
            ]);
            options
        }
        (Api::Glsl, _) => [
            "ATI_draw_buffers",
            "EXT_gpu_shader4",
            "ARB_uniform_buffer_object",
        ]
        .iter()
        .filter(|name| gl::has_extension(&format!("GL_{name}")))
        .map(|name| name.to_string())
        .collect(),
        (Api::NvAssembly, _) => Vec::new(),
    }
}

/// Records the profile's optimal options and returns them (NULL-terminated).
fn store_optimal_options(profile: CGprofile, function: &str) -> *const *const c_char {
    let Some(entry) = supported_or_raise(profile, function) else {
        return std::ptr::null();
    };
    let options = OptionList::new(optimal_options(&entry));
    state::with(|runtime| {
        let stored = runtime.optimal_options.entry(profile).or_insert(options);
        stored.as_ptr()
    })
}

type SetCompilerOptions = unsafe extern "C" fn(CGcontext, CGprofile, *const *const c_char);

/// Has libCg append `options` to every later compile in `profile`: in
/// `context`, or with a NULL context in every context. libCg's public API
/// has no way to do that; cgrs's libCg offers `cgrsSetCompilerOptions`
/// (Cg/cgrs.h), looked up at run time so that this library still runs over
/// a libCg without it (which then compiles without them).
fn append_to_later_compiles(context: CGcontext, profile: CGprofile, options: *const *const c_char) {
    if options.is_null() {
        return;
    }
    // SAFETY: a lookup by a NUL-terminated name.
    let address = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"cgrsSetCompilerOptions".as_ptr()) };
    if address.is_null() {
        return;
    }
    // SAFETY: cgrs's libCg defines cgrsSetCompilerOptions with this signature;
    // `options` is the NULL-terminated list the runtime state keeps.
    unsafe {
        let set = std::mem::transmute::<*mut c_void, SetCompilerOptions>(address);
        set(context, profile, options);
    }
}

/// As NVIDIA's runtime: the options are appended to every later compile in
/// the profile, in every context (probed: programs compiled before keep
/// theirs, cgGLGetOptimalOptions alone appends nothing).
#[no_mangle]
pub extern "C" fn cgGLSetOptimalOptions(profile: CGprofile) {
    let options = store_optimal_options(profile, "cgGLSetOptimalOptions");
    append_to_later_compiles(std::ptr::null_mut(), profile, options);
}

#[no_mangle]
pub extern "C" fn cgGLGetOptimalOptions(profile: CGprofile) -> *const *const c_char {
    if gl_profile(profile)
        .filter(GlProfile::is_supported)
        .is_none()
    {
        return std::ptr::null();
    }
    store_optimal_options(profile, "cgGLGetOptimalOptions")
}

#[no_mangle]
pub extern "C" fn cgGLSetContextOptimalOptions(context: CGcontext, profile: CGprofile) {
    if valid_context(context) {
        let options = store_optimal_options(profile, "cgGLSetContextOptimalOptions");
        append_to_later_compiles(context, profile, options);
    }
}

#[no_mangle]
pub extern "C" fn cgGLGetContextOptimalOptions(
    context: CGcontext,
    profile: CGprofile,
) -> *const *const c_char {
    if !valid_context(context) {
        return std::ptr::null();
    }
    cgGLGetOptimalOptions(profile)
}

/// Whether `context` is a live context; raises CG_INVALID_CONTEXT_HANDLE_ERROR
/// through libCg otherwise.
pub fn valid_context(context: CGcontext) -> bool {
    if unsafe { cgIsContext(context) } != 0 {
        return true;
    }
    // libCg raises the handle error itself.
    unsafe { cgGetFirstProgram(context) };
    false
}

// The GLSL versions (CGGLglslversion) and their names.
const GLSL_VERSION_NAMES: [&CStr; 4] = [
    c"CG_GL_GLSL_DEFAULT",
    c"CG_GL_GLSL_100",
    c"CG_GL_GLSL_110",
    c"CG_GL_GLSL_120",
];
const GLSL_VERSION_TEXTS: [&str; 3] = ["1.00", "1.10", "1.20"];

#[no_mangle]
pub extern "C" fn cgGLGetGLSLVersionString(version: c_int) -> *const c_char {
    usize::try_from(version)
        .ok()
        .and_then(|index| GLSL_VERSION_NAMES.get(index))
        .map_or(std::ptr::null(), |name| name.as_ptr())
}

#[no_mangle]
pub extern "C" fn cgGLGetGLSLVersion(version_string: *const c_char) -> c_int {
    if version_string.is_null() {
        raise(CG_INVALID_PARAMETER_ERROR, "cgGLGetGLSLVersion");
        return 0;
    }
    let text = unsafe { CStr::from_ptr(version_string) }.to_string_lossy();
    if let Some(index) = GLSL_VERSION_NAMES
        .iter()
        .position(|name| name.to_bytes() == text.as_bytes())
    {
        return index as c_int;
    }
    GLSL_VERSION_TEXTS
        .iter()
        .position(|&name| name == text)
        .map_or(0, |index| index as c_int + 1)
}

/// The newest GLSL version the context compiles, of those Cg knows.
#[no_mangle]
pub extern "C" fn cgGLDetectGLSLVersion() -> c_int {
    let text = unsafe { gl::glGetString(gl::GL_SHADING_LANGUAGE_VERSION) };
    if text.is_null() {
        return 0;
    }
    let text = unsafe { CStr::from_ptr(text.cast()) }.to_string_lossy();
    match gl::parse_version(&text) {
        (0, _) => 0,
        (1, 0..=9) => 1,
        (1, 10..=19) => 2,
        _ => 3,
    }
}

#[no_mangle]
pub extern "C" fn cgGLSetContextGLSLVersion(context: CGcontext, version: c_int) {
    if !valid_context(context) {
        return;
    }
    if !(0..=3).contains(&version) {
        raise(CG_INVALID_ENUMERANT_ERROR, "cgGLSetContextGLSLVersion");
        return;
    }
    state::with(|runtime| runtime.glsl_versions.insert(state::key(context), version));
}

#[no_mangle]
pub extern "C" fn cgGLGetContextGLSLVersion(context: CGcontext) -> c_int {
    if !valid_context(context) {
        return 0;
    }
    state::with(|runtime| {
        runtime
            .glsl_versions
            .get(&state::key(context))
            .copied()
            .unwrap_or(0)
    })
}
