//! Giving compiled programs to GL: cgGLLoadProgram, cgGLBindProgram and
//! their kin.
//!
//! An ARB program is loaded from libCg's compiled text
//! (`cgGetProgramString(CG_COMPILED_PROGRAM)`) with glProgramStringARB into a
//! program object of its own; loading leaves it bound, as NVIDIA's runtime
//! does. Binding uploads every uniform's value from libCg, so values set
//! while the program was not bound (or set through libCg directly, which
//! NVIDIA's libCg does not report) reach GL then.
//!
//! An NV program (vp20, vp30) is loaded with glLoadProgramNV; binding it
//! also loads its constants and state matrices (`nv_programs`). A program
//! made by cgCombinePrograms is loaded and bound domain by domain, except
//! GLSL domains, which are linked into one GL program (`glsl`).

use crate::cg::*;
use crate::errors::raise;
use crate::gl::{self, GLuint};
use crate::glsl;
use crate::nv_programs;
use crate::parameters;
use crate::profiles::{self, Api, GlProfile};
use crate::state::{self, LoadedProgram};
use crate::textures;
use std::ffi::{CStr, CString};

/// The programs `program` stands for: its domains if it was combined,
/// else itself. Raises CG_INVALID_PROGRAM_HANDLE_ERROR (through libCg) and
/// returns nothing for an invalid handle.
fn domain_programs(program: CGprogram) -> Vec<CGprogram> {
    unsafe { cgGetProgramProfile(program) };
    if unsafe { cgIsProgram(program) } == 0 {
        return Vec::new();
    }
    let domains = unsafe { cgGetNumProgramDomains(program) };
    if domains <= 1 {
        return vec![program];
    }
    (0..domains)
        .map(|index| unsafe { cgGetProgramDomainProgram(program, index) })
        .filter(|domain| !domain.is_null())
        .collect()
}

#[no_mangle]
pub extern "C" fn cgGLLoadProgram(program: CGprogram) {
    parameters::register_listener();
    let domains = domain_programs(program);
    let mut entries = Vec::new();
    for &domain in &domains {
        let profile = unsafe { cgGetProgramProfile(domain) };
        let Some(entry) = profiles::supported_or_raise(profile, "cgGLLoadProgram") else {
            return;
        };
        entries.push((domain, entry));
    }
    if domains.len() > 1 && entries.iter().all(|(_, entry)| entry.api == Api::Glsl) {
        load_glsl_program(program, &entries);
        return;
    }
    for (domain, entry) in entries {
        match entry.api {
            Api::ArbAssembly => load_arb_program(domain, &entry),
            Api::Glsl => load_glsl_program(domain, &[(domain, entry)]),
            Api::NvAssembly => load_nv_program(domain, &entry),
        }
    }
}

/// Links `domains` into one GL program, recorded for `program` and for each
/// domain (a combined program's domains share it).
fn load_glsl_program(program: CGprogram, domains: &[(CGprogram, GlProfile)]) {
    let stages: Vec<(CGprogram, gl::GLenum)> = domains
        .iter()
        .map(|(domain, entry)| (*domain, entry.target))
        .collect();
    let linked = match glsl::link(&stages) {
        Ok(id) => id,
        Err(message) => {
            set_listing(program, &format!("{message}\n"));
            raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
            return;
        }
    };
    cgGLUnloadProgram(program);
    let first = domains[0].1;
    let record = |entry: &GlProfile| LoadedProgram {
        profile: entry.profile,
        api: Api::Glsl,
        target: entry.target,
        id: linked,
    };
    state::with(|runtime| {
        runtime.loaded.insert(state::key(program), record(&first));
        for (domain, entry) in domains {
            runtime.loaded.insert(state::key(*domain), record(entry));
        }
    });
}

/// Stores `message` as the last listing (cgGetLastListing) of the program's context.
fn set_listing(program: CGprogram, message: &str) {
    let context = unsafe { cgGetProgramContext(program) };
    if let Ok(text) = CString::new(message) {
        unsafe { cgSetLastListing(context, text.as_ptr()) };
    }
}

fn load_arb_program(program: CGprogram, entry: &GlProfile) {
    let text = unsafe { cgGetProgramString(program, CG_COMPILED_PROGRAM) };
    if text.is_null() {
        raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
        return;
    }
    let text = unsafe { CStr::from_ptr(text) };
    let id = match state::loaded(program) {
        Some(loaded) => loaded.id,
        None => {
            let mut id: GLuint = 0;
            unsafe { gl::glGenProgramsARB(1, &mut id) };
            id
        }
    };
    unsafe {
        while gl::glGetError() != gl::GL_NO_ERROR {}
        gl::glBindProgramARB(entry.target, id);
        gl::glProgramStringARB(
            entry.target,
            gl::GL_PROGRAM_FORMAT_ASCII_ARB,
            text.to_bytes().len() as i32,
            text.as_ptr().cast(),
        );
    }
    if let Some(reason) = gl_rejection() {
        set_listing(program, &reason);
        unsafe { gl::glDeleteProgramsARB(1, &id) };
        state::with(|runtime| runtime.loaded.remove(&state::key(program)));
        raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
        return;
    }
    let loaded = LoadedProgram {
        profile: entry.profile,
        api: Api::ArbAssembly,
        target: entry.target,
        id,
    };
    state::with(|runtime| runtime.loaded.insert(state::key(program), loaded));
    parameters::upload_program(program, &loaded);
}

fn load_nv_program(program: CGprogram, entry: &GlProfile) {
    let text = unsafe { cgGetProgramString(program, CG_COMPILED_PROGRAM) };
    if text.is_null() {
        raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
        return;
    }
    let text = unsafe { CStr::from_ptr(text) };
    let setup = match nv_programs::parse_setup(&text.to_string_lossy()) {
        Ok(setup) => setup,
        Err(message) => {
            set_listing(program, &format!("libCgGL: {message}\n"));
            raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
            return;
        }
    };
    let id = match state::loaded(program) {
        Some(loaded) => loaded.id,
        None => {
            let mut id: GLuint = 0;
            unsafe { gl::glGenProgramsNV(1, &mut id) };
            id
        }
    };
    unsafe {
        while gl::glGetError() != gl::GL_NO_ERROR {}
        let bytes = text.to_bytes();
        gl::glLoadProgramNV(entry.target, id, bytes.len() as i32, bytes.as_ptr());
    }
    if let Some(reason) = gl_rejection() {
        set_listing(program, &reason);
        unsafe { gl::glDeleteProgramsNV(1, &id) };
        state::with(|runtime| {
            runtime.loaded.remove(&state::key(program));
            runtime.nv_setups.remove(&state::key(program));
        });
        raise(CG_PROGRAM_LOAD_ERROR, "cgGLLoadProgram");
        return;
    }
    let loaded = LoadedProgram {
        profile: entry.profile,
        api: Api::NvAssembly,
        target: entry.target,
        id,
    };
    state::with(|runtime| {
        runtime.loaded.insert(state::key(program), loaded);
        runtime.nv_setups.insert(state::key(program), setup);
    });
}

/// After glProgramStringARB or glLoadProgramNV: GL's reason for rejecting
/// the program, if it did.
fn gl_rejection() -> Option<String> {
    let gl_error = unsafe { gl::glGetError() };
    let error_position = gl::get_integer(gl::GL_PROGRAM_ERROR_POSITION_ARB);
    if gl_error == gl::GL_NO_ERROR && error_position == -1 {
        return None;
    }
    let reason = unsafe { gl::glGetString(gl::GL_PROGRAM_ERROR_STRING_ARB) };
    let reason = if reason.is_null() {
        String::new()
    } else {
        unsafe { CStr::from_ptr(reason.cast()) }
            .to_string_lossy()
            .into_owned()
    };
    Some(format!(
        "OpenGL rejected the program at position {error_position}: {reason}\n"
    ))
}

#[no_mangle]
pub extern "C" fn cgGLIsProgramLoaded(program: CGprogram) -> CGbool {
    if unsafe { cgIsProgram(program) } == 0 {
        return CG_FALSE;
    }
    let domains = domain_programs(program);
    (!domains.is_empty()
        && domains
            .iter()
            .all(|&domain| state::loaded(domain).is_some())) as CGbool
}

#[no_mangle]
pub extern "C" fn cgGLGetProgramID(program: CGprogram) -> GLuint {
    unsafe { cgGetProgramProfile(program) };
    if unsafe { cgIsProgram(program) } == 0 {
        return 0;
    }
    state::loaded(program).map_or(0, |loaded| loaded.id)
}

#[no_mangle]
pub extern "C" fn cgGLBindProgram(program: CGprogram) {
    parameters::register_listener();
    for domain in domain_programs(program) {
        let Some(loaded) = state::loaded(domain) else {
            raise(CG_PROGRAM_NOT_LOADED_ERROR, "cgGLBindProgram");
            return;
        };
        match loaded.api {
            Api::Glsl => unsafe { gl::glUseProgram(loaded.id) },
            Api::NvAssembly => bind_nv_program(domain, &loaded),
            Api::ArbAssembly => unsafe { gl::glBindProgramARB(loaded.target, loaded.id) },
        }
        parameters::upload_program(domain, &loaded);
        if state::manages_textures(unsafe { cgGetProgramContext(domain) }) {
            textures::bind_program_textures(domain);
        }
    }
}

/// Binds an NV program and loads its constants and state matrices (see
/// `nv_programs`), untracking the matrices of the one bound before.
fn bind_nv_program(program: CGprogram, loaded: &LoadedProgram) {
    unsafe { gl::glBindProgramNV(loaded.target, loaded.id) };
    let (previous, setup) = state::with(|runtime| {
        let setup = runtime
            .nv_setups
            .get(&state::key(program))
            .cloned()
            .unwrap_or_default();
        let previous = std::mem::replace(&mut runtime.nv_tracked, setup.tracked.clone());
        (previous, setup)
    });
    nv_programs::apply(loaded.target, &previous, &setup);
}

#[no_mangle]
pub extern "C" fn cgGLUnbindProgram(profile: CGprofile) {
    let Some(entry) = profiles::supported_or_raise(profile, "cgGLUnbindProgram") else {
        return;
    };
    match entry.api {
        Api::Glsl => unsafe { gl::glUseProgram(0) },
        Api::NvAssembly => unsafe { gl::glBindProgramNV(entry.target, 0) },
        Api::ArbAssembly => unsafe { gl::glBindProgramARB(entry.target, 0) },
    }
}

#[no_mangle]
pub extern "C" fn cgGLUnloadProgram(program: CGprogram) {
    let mut handles = domain_programs(program);
    if handles.len() > 1 {
        handles.push(program);
    }
    for handle in handles {
        let removed = state::with(|runtime| {
            let removed = runtime.loaded.remove(&state::key(handle))?;
            runtime.nv_setups.remove(&state::key(handle));
            // A GLSL program shared by a combined program's domains goes
            // when the last handle does.
            let shared = runtime
                .loaded
                .values()
                .any(|other| other.api == removed.api && other.id == removed.id);
            (!shared).then_some(removed)
        });
        match removed.map(|loaded| (loaded.api, loaded.id)) {
            Some((Api::Glsl, id)) => unsafe { gl::glDeleteProgram(id) },
            Some((Api::NvAssembly, id)) => unsafe { gl::glDeleteProgramsNV(1, &id) },
            Some((Api::ArbAssembly, id)) => unsafe { gl::glDeleteProgramsARB(1, &id) },
            None => {}
        }
    }
}

/// The profiles of a combined program's domains. NVIDIA's runtime enables
/// nothing for a program that was not combined (probed: an arbfp1 program
/// leaves GL_FRAGMENT_PROGRAM_ARB disabled, without error), and neither
/// does this one.
fn set_program_profiles_enabled(program: CGprogram, enabled: bool, function: &str) {
    // NVIDIA's runtime raises nothing for a bad handle here (probed).
    if unsafe { cgIsProgram(program) } == 0 {
        return;
    }
    let domains = domain_programs(program);
    if domains.len() < 2 {
        return;
    }
    for domain in domains {
        let profile = unsafe { cgGetProgramProfile(domain) };
        profiles::set_profile_enabled(profile, enabled, function);
    }
}

#[no_mangle]
pub extern "C" fn cgGLEnableProgramProfiles(program: CGprogram) {
    set_program_profiles_enabled(program, true, "cgGLEnableProgramProfiles");
}

#[no_mangle]
pub extern "C" fn cgGLDisableProgramProfiles(program: CGprogram) {
    set_program_profiles_enabled(program, false, "cgGLDisableProgramProfiles");
}
