//! Programs: creating, compiling, querying, combining.

use std::ffi::c_char;
use std::path::PathBuf;

use super::{string_array, text, CGbool, CGcontext, CGobj, CGprogram};
use crate::abi::{self, consts::*};
use crate::handle::{Id, Kind};
use crate::program::{self, c_string, Spec};
use crate::state::{self, call, Error, Result, State};

/// # Safety
/// `source` and `entry` are NULL or NUL-terminated strings; `args` is NULL or
/// a NULL-terminated array of them.
#[no_mangle]
pub unsafe extern "C" fn cgCreateProgram(
    context: CGcontext,
    program_type: i32,
    source: *const c_char,
    profile: i32,
    entry: *const c_char,
    args: *const *const c_char,
) -> CGprogram {
    let source = unsafe { text(source) }.map(str::to_string);
    let entry = unsafe { text(entry) }.unwrap_or("main").to_string();
    let args = unsafe { string_array(args) };
    create_program(context, program_type, |context| {
        let source = source.ok_or(Error::in_context(CG_INVALID_POINTER_ERROR, context))?;
        Ok(Spec {
            source,
            file: None,
            profile,
            entry,
            args,
        })
    })
}

/// # Safety
/// As [`cgCreateProgram`], with `file` a file name.
#[no_mangle]
pub unsafe extern "C" fn cgCreateProgramFromFile(
    context: CGcontext,
    program_type: i32,
    file: *const c_char,
    profile: i32,
    entry: *const c_char,
    args: *const *const c_char,
) -> CGprogram {
    let file = unsafe { text(file) }.map(PathBuf::from);
    let entry = unsafe { text(entry) }.unwrap_or("main").to_string();
    let args = unsafe { string_array(args) };
    create_program(context, program_type, |context| {
        let file = file.ok_or(Error::in_context(CG_INVALID_POINTER_ERROR, context))?;
        let source = std::fs::read_to_string(&file)
            .map_err(|_| Error::in_context(CG_FILE_READ_ERROR, context))?;
        Ok(Spec {
            source,
            file: Some(file),
            profile,
            entry,
            args,
        })
    })
}

/// Creates a program from the spec `prepare` makes. Without an include
/// callback the compile runs under the library's lock; with one
/// (`cgSetCompilerIncludeCallback`), outside it, as the callback calls the
/// library (`cgSetCompilerIncludeString`) to provide the files.
fn create_program(
    context: CGcontext,
    program_type: i32,
    prepare: impl FnOnce(Id) -> Result<Spec>,
) -> CGprogram {
    let callback = state::read(|state| {
        state
            .context(context)
            .ok()
            .and_then(|(_, c)| c.include_callback)
    });
    let Some(callback) = callback else {
        return call(std::ptr::null_mut(), |state| {
            let (context, _) = state.context(context)?;
            let spec = program::with_compiler_options(state, context, prepare(context)?);
            create(state, context, program_type, spec)
        });
    };
    let prepared = call(None, |state| {
        let (context, _) = state.context(context)?;
        let spec = program::with_compiler_options(state, context, prepare(context)?);
        if program_type != CG_SOURCE {
            create(state, context, program_type, spec)?;
            return Ok(None);
        }
        Ok(Some((
            context,
            spec,
            program::virtual_files(state, context),
        )))
    });
    let Some((context_id, spec, virtual_files)) = prepared else {
        return std::ptr::null_mut();
    };
    let ask = |name: &str| -> Option<String> {
        let c_name = c_string(name);
        // SAFETY: the application registered this function to be called for
        // each #include, with its context (the lock is not held).
        unsafe { callback(context, c_name.as_ptr()) };
        state::read(|state| {
            program::virtual_files(state, context_id)
                .into_iter()
                .find(|(known, _)| known == name)
                .map(|(_, text)| text)
        })
    };
    let outcome = program::run_compiler(&spec, &virtual_files, Some(&ask));
    call(std::ptr::null_mut(), |state| {
        state.context(context)?;
        Ok(program::install(state, context_id, spec, outcome)?.handle(Kind::Program))
    })
}

fn create(state: &mut State, context: Id, program_type: i32, spec: Spec) -> Result<CGprogram> {
    match program_type {
        CG_SOURCE => {}
        CG_OBJECT => {
            if let Some(context) = state.contexts.get_mut(context) {
                context.listing = Some(c_string(
                    "(0) : error C9999: programs of type CG_OBJECT (precompiled assembly) are not supported yet by cgrs's libCg\n",
                ));
            }
            return Err(Error::in_context(CG_COMPILER_ERROR, context));
        }
        _ => return Err(Error::in_context(CG_INVALID_ENUMERANT_ERROR, context)),
    }
    Ok(program::create(state, context, spec)?.handle(Kind::Program))
}

#[no_mangle]
pub extern "C" fn cgDestroyProgram(program: CGprogram) {
    call((), |state| {
        let (id, _) = state.program(program)?;
        state.destroy_program(id);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgIsProgram(program: CGprogram) -> CGbool {
    state::read(|state| CGbool::from(state.program(program).is_ok()))
}

/// Programs are compiled when created: compiling again changes nothing.
#[no_mangle]
pub extern "C" fn cgCompileProgram(program: CGprogram) {
    call((), |state| state.program(program).map(|_| ()))
}

#[no_mangle]
pub extern "C" fn cgIsProgramCompiled(program: CGprogram) -> CGbool {
    call(CG_FALSE, |state| state.program(program).map(|_| CG_TRUE))
}

#[no_mangle]
pub extern "C" fn cgGetProgramString(program: CGprogram, which: i32) -> *const c_char {
    call(std::ptr::null(), |state| {
        let (_, program) = state.program(program)?;
        let text = match which {
            CG_PROGRAM_SOURCE => program.source.as_ptr(),
            CG_PROGRAM_ENTRY => program.entry.as_ptr(),
            CG_COMPILED_PROGRAM => program.compiled.as_ptr(),
            CG_PROGRAM_PROFILE => abi::string(abi::PROFILE, program.spec.profile)
                .map(|s| s.as_ptr())
                .unwrap_or(std::ptr::null()),
            _ => return Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
        };
        Ok(text)
    })
}

#[no_mangle]
pub extern "C" fn cgGetProgramProfile(program: CGprogram) -> i32 {
    call(CG_PROFILE_UNKNOWN, |state| {
        Ok(state.program(program)?.1.spec.profile)
    })
}

/// Recompiles the program for `profile`; its parameters' handles are
/// replaced by the new compile's.
#[no_mangle]
pub extern "C" fn cgSetProgramProfile(program: CGprogram, profile: i32) {
    call((), |state| {
        let (id, old) = state.program(program)?;
        let context = old.context;
        let spec = Spec {
            profile,
            ..old.spec.clone()
        };
        let new = program::create(state, context, spec)?;
        // The new compile takes the old program's place under its handle.
        let mut fresh = state
            .programs
            .remove(new)
            .ok_or(Error::new(CG_COMPILER_ERROR))?;
        let old = state
            .programs
            .get_mut(id)
            .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))?;
        std::mem::swap(old, &mut fresh);
        let stale = fresh.parameters;
        let owned = old.parameters.clone();
        for parameter in stale {
            state.parameters.remove(parameter);
        }
        for parameter in owned {
            if let Some(parameter) = state.parameters.get_mut(parameter) {
                parameter.program = id;
            }
        }
        if let Some(context) = state.contexts.get_mut(context) {
            context.programs.retain(|p| *p != new);
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetProgramContext(program: CGprogram) -> CGcontext {
    call(std::ptr::null_mut(), |state| {
        Ok(state.program(program)?.1.context.handle(Kind::Context))
    })
}

/// The programs `cgGetFirstProgram` and `cgGetNextProgram` walk: as
/// NVIDIA's libCg, newest first, combined programs left out (their parts
/// are listed).
fn listed_programs(state: &State, context: Id) -> Vec<Id> {
    let Some(context) = state.contexts.get(context) else {
        return Vec::new();
    };
    context
        .programs
        .iter()
        .rev()
        .copied()
        .filter(|id| state.programs.get(*id).is_some_and(|p| p.parts.is_empty()))
        .collect()
}

#[no_mangle]
pub extern "C" fn cgGetFirstProgram(context: CGcontext) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        let (context, _) = state.context(context)?;
        Ok(listed_programs(state, context)
            .first()
            .map(|p| p.handle(Kind::Program))
            .unwrap_or(std::ptr::null_mut()))
    })
}

#[no_mangle]
pub extern "C" fn cgGetNextProgram(program: CGprogram) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        let (id, program) = state.program(program)?;
        let listed = listed_programs(state, program.context);
        let position = listed.iter().position(|p| *p == id);
        Ok(position
            .and_then(|p| listed.get(p + 1))
            .map(|p| p.handle(Kind::Program))
            .unwrap_or(std::ptr::null_mut()))
    })
}

#[no_mangle]
pub extern "C" fn cgGetProgramOptions(program: CGprogram) -> *const *const c_char {
    call(std::ptr::null(), |state| {
        let (_, program) = state.program(program)?;
        Ok(program.option_pointers.as_ptr() as *const *const c_char)
    })
}

/// The programs a program stands for, one per domain: itself, or a
/// combined program's parts.
fn domains(state: &State, program: CGprogram) -> Result<Vec<(Id, i32)>> {
    let (id, program) = state.program(program)?;
    let ids = if program.parts.is_empty() {
        vec![id]
    } else {
        program.parts.clone()
    };
    Ok(ids
        .into_iter()
        .filter_map(|id| Some((id, state.programs.get(id)?.spec.profile)))
        .collect())
}

fn profile_domain(profile: i32) -> i32 {
    abi::by_value(abi::PROFILE, profile)
        .and_then(|e| e.numbers.first().copied())
        .unwrap_or(CG_UNKNOWN_DOMAIN)
}

#[no_mangle]
pub extern "C" fn cgGetProgramDomain(program: CGprogram) -> i32 {
    call(CG_UNKNOWN_DOMAIN, |state| {
        let domains = domains(state, program)?;
        Ok(match domains[..] {
            [(_, profile)] => profile_domain(profile),
            _ => CG_UNKNOWN_DOMAIN,
        })
    })
}

#[no_mangle]
pub extern "C" fn cgGetNumProgramDomains(program: CGprogram) -> i32 {
    call(0, |state| Ok(domains(state, program)?.len() as i32))
}

#[no_mangle]
pub extern "C" fn cgGetProgramDomainProfile(program: CGprogram, index: i32) -> i32 {
    call(CG_PROFILE_UNKNOWN, |state| {
        let domains = domains(state, program)?;
        usize::try_from(index)
            .ok()
            .and_then(|i| domains.get(i))
            .map(|(_, profile)| *profile)
            .ok_or(Error::new(CG_INVALID_PARAMETER_ERROR))
    })
}

#[no_mangle]
pub extern "C" fn cgGetProgramDomainProgram(program: CGprogram, index: i32) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        let domains = domains(state, program)?;
        usize::try_from(index)
            .ok()
            .and_then(|i| domains.get(i))
            .map(|(id, _)| id.handle(Kind::Program))
            .ok_or(Error::new(CG_INVALID_PARAMETER_ERROR))
    })
}

/// A new program compiled from the same spec in the same context.
fn copy(state: &mut State, program: Id) -> Result<Id> {
    let source = state
        .programs
        .get(program)
        .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))?;
    let (context, spec) = (source.context, source.spec.clone());
    program::create(state, context, spec)
}

#[no_mangle]
pub extern "C" fn cgCopyProgram(program: CGprogram) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        let (id, _) = state.program(program)?;
        Ok(copy(state, id)?.handle(Kind::Program))
    })
}

/// # Safety
/// `programs` points to `count` program handles.
#[no_mangle]
pub unsafe extern "C" fn cgCombinePrograms(count: i32, programs: *const CGprogram) -> CGprogram {
    let handles: Vec<CGprogram> = match usize::try_from(count) {
        Ok(count) if !programs.is_null() => {
            (0..count).map(|i| unsafe { *programs.add(i) }).collect()
        }
        _ => Vec::new(),
    };
    call(std::ptr::null_mut(), |state| combine(state, &handles))
}

#[no_mangle]
pub extern "C" fn cgCombinePrograms2(first: CGprogram, second: CGprogram) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        combine(state, &[first, second])
    })
}

#[no_mangle]
pub extern "C" fn cgCombinePrograms3(
    first: CGprogram,
    second: CGprogram,
    third: CGprogram,
) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        combine(state, &[first, second, third])
    })
}

#[no_mangle]
pub extern "C" fn cgCombinePrograms4(
    first: CGprogram,
    second: CGprogram,
    third: CGprogram,
    fourth: CGprogram,
) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        combine(state, &[first, second, third, fourth])
    })
}

#[no_mangle]
pub extern "C" fn cgCombinePrograms5(
    first: CGprogram,
    second: CGprogram,
    third: CGprogram,
    fourth: CGprogram,
    fifth: CGprogram,
) -> CGprogram {
    call(std::ptr::null_mut(), |state| {
        combine(state, &[first, second, third, fourth, fifth])
    })
}

/// What a program takes in and gives out (`cgGetProgramInput`,
/// `cgGetProgramOutput`): CG_VERTEX for a vertex program, CG_FRAGMENT for a
/// fragment one, CG_UNKNOWN for a combined one. (Geometry programs, whose
/// answer is their primitive, are not compiled by cgrs.)
fn program_stream(program: CGprogram) -> i32 {
    call(CG_UNKNOWN, |state| {
        let domains = domains(state, program)?;
        Ok(match domains[..] {
            [(_, profile)] => match profile_domain(profile) {
                CG_VERTEX_DOMAIN => CG_VERTEX,
                CG_FRAGMENT_DOMAIN => CG_FRAGMENT,
                _ => CG_UNKNOWN,
            },
            _ => CG_UNKNOWN,
        })
    })
}

#[no_mangle]
pub extern "C" fn cgGetProgramInput(program: CGprogram) -> i32 {
    program_stream(program)
}

#[no_mangle]
pub extern "C" fn cgGetProgramOutput(program: CGprogram) -> i32 {
    program_stream(program)
}

/// The vertices a geometry program emits; -1 for the programs of other
/// domains, which are all cgrs compiles.
#[no_mangle]
pub extern "C" fn cgGetProgramOutputVertices(program: CGprogram) -> i32 {
    call(-1, |state| state.program(program).map(|_| -1))
}

/// Sets a geometry program's vertex count; as NVIDIA's libCg, ignored for
/// the programs of other domains.
#[no_mangle]
pub extern "C" fn cgSetProgramOutputVertices(program: CGprogram, _vertices: i32) {
    call((), |state| state.program(program).map(|_| ()))
}

/// Passes the program's deferred parameter values on: the parameter
/// listener hears of each of its uniform leaves (libCgGL loads them).
#[no_mangle]
pub extern "C" fn cgUpdateProgramParameters(program: CGprogram) {
    let parameters = call(None, |state| {
        let (id, program) = state.program(program)?;
        let mut all = Vec::new();
        for part in if program.parts.is_empty() {
            vec![id]
        } else {
            program.parts.clone()
        } {
            if let Some(part) = state.programs.get(part) {
                all.extend(
                    part.program_leaves
                        .iter()
                        .chain(&part.global_leaves)
                        .copied()
                        .filter(|leaf| {
                            state
                                .parameters
                                .get(*leaf)
                                .is_some_and(|p| p.variability == CG_UNIFORM)
                        }),
                );
            }
        }
        Ok(Some((all, state.listener)))
    });
    if let Some((parameters, Some(listener))) = parameters {
        for id in parameters {
            // SAFETY: the application registered this function to hear of
            // parameter values (the lock is released).
            unsafe { listener(id.handle(Kind::Parameter)) };
        }
    }
}

/// Runs a CG_PROFILE_GENERIC program over a grid. cgrs compiles no program
/// for that profile, so every program this library holds is of another:
/// CG_INVALID_PROFILE_ERROR, as NVIDIA's libCg answers for them.
#[no_mangle]
pub extern "C" fn cgEvaluateProgram(
    program: CGprogram,
    _buffer: *mut f32,
    _components: i32,
    _nx: i32,
    _ny: i32,
    _nz: i32,
) {
    call((), |state| {
        state.program(program)?;
        Err(Error::new(CG_INVALID_PROFILE_ERROR))
    })
}

/// `cgCreateObj`: a compiled object to link programs from. cgrs does not
/// make objects yet: NULL with CG_COMPILER_ERROR and a listing saying so;
/// the errors before that are NVIDIA's (context, type, source, file).
fn refuse_object(context: CGcontext, program_type: i32, source: Option<Result<()>>) -> CGobj {
    call(std::ptr::null_mut(), |state| {
        let (context, _) = state.context(context)?;
        match program_type {
            CG_SOURCE => {}
            CG_OBJECT => return Err(Error::in_context(CG_COMPILER_ERROR, context)),
            _ => return Err(Error::in_context(CG_INVALID_ENUMERANT_ERROR, context)),
        }
        match source {
            None => return Err(Error::in_context(CG_INVALID_POINTER_ERROR, context)),
            Some(Err(error)) => return Err(Error::in_context(error.code, context)),
            Some(Ok(())) => {}
        }
        if let Some(context) = state.contexts.get_mut(context) {
            context.listing = Some(c_string(
                "(0) : error C9999: objects (cgCreateObj) are not supported yet by cgrs's libCg\n",
            ));
        }
        Err(Error::in_context(CG_COMPILER_ERROR, context))
    })
}

/// # Safety
/// `source` is NULL or a NUL-terminated string; `args` NULL or a
/// NULL-terminated array of them.
#[no_mangle]
pub unsafe extern "C" fn cgCreateObj(
    context: CGcontext,
    program_type: i32,
    source: *const c_char,
    _profile: i32,
    _args: *const *const c_char,
) -> CGobj {
    let source = (!source.is_null()).then_some(Ok(()));
    refuse_object(context, program_type, source)
}

/// # Safety
/// As [`cgCreateObj`], with `file` a file name.
#[no_mangle]
pub unsafe extern "C" fn cgCreateObjFromFile(
    context: CGcontext,
    program_type: i32,
    file: *const c_char,
    _profile: i32,
    _args: *const *const c_char,
) -> CGobj {
    let read = unsafe { text(file) }.map(|file| {
        std::fs::read(file)
            .map(|_| ())
            .map_err(|_| Error::new(CG_FILE_READ_ERROR))
    });
    refuse_object(context, program_type, read)
}

/// No object is ever made (`cgCreateObj`), so there is none to destroy; as
/// NVIDIA's libCg, NULL is no error.
#[no_mangle]
pub extern "C" fn cgDestroyObj(_object: CGobj) {}

/// The profile NVIDIA's libCg gives a combined program: `glslc` when every
/// part is GLSL (Panda3D takes that as the sign to link one GL program and to
/// feed the conventional vertex arrays), else none.
fn combined_profile(parts: &[i32]) -> i32 {
    let glsl = [CG_PROFILE_GLSLV, CG_PROFILE_GLSLF, CG_PROFILE_GLSLG];
    if parts.iter().all(|profile| glsl.contains(profile)) {
        CG_PROFILE_GLSLC
    } else {
        CG_PROFILE_UNKNOWN
    }
}

/// A combined program: copies of `handles`, one per domain (listed in the
/// context as programs of their own, as NVIDIA's libCg lists them), under a
/// program of their own in the first one's context.
fn combine(state: &mut State, handles: &[CGprogram]) -> Result<CGprogram> {
    if handles.is_empty() {
        return Err(Error::new(CG_INVALID_PARAMETER_ERROR));
    }
    // NVIDIA's libCg combines two programs of one domain too (a part per
    // program).
    let mut sources = Vec::new();
    for handle in handles {
        let (id, program) = state.program(*handle)?;
        if !program.parts.is_empty() {
            return Err(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR));
        }
        sources.push(id);
    }
    let mut parts = Vec::new();
    for source in sources {
        let part = copy(state, source)?;
        parts.push(part);
    }
    let context = state
        .programs
        .get(parts[0])
        .map(|p| p.context)
        .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))?;
    let profiles: Vec<i32> = parts
        .iter()
        .filter_map(|part| Some(state.programs.get(*part)?.spec.profile))
        .collect();
    let first = state
        .programs
        .get(parts[0])
        .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))?;
    // As NVIDIA's libCg: the combined program has a profile of its own and no
    // parameters to walk; its parameters are its parts', reached by name or
    // through cgGetProgramDomainProgram.
    let combined = program::Program {
        context,
        spec: Spec {
            profile: combined_profile(&profiles),
            ..first.spec.clone()
        },
        source: first.source.clone(),
        entry: first.entry.clone(),
        compiled: first.compiled.clone(),
        options: Vec::new(),
        option_pointers: vec![0],
        // As NVIDIA's libCg: a combined program has no parameter list of its
        // own; named look-up searches its parts.
        program_roots: Vec::new(),
        global_roots: Vec::new(),
        program_leaves: Vec::new(),
        global_leaves: Vec::new(),
        by_name: Default::default(),
        parameters: Vec::new(),
        parts: parts.clone(),
        // As NVIDIA's libCg: a combined program lists no user types.
        user_types: Vec::new(),
        annotations: Vec::new(),
    };
    let id = state.programs.insert(combined);
    if let Some(context) = state.contexts.get_mut(context) {
        context.programs.push(id);
    }
    Ok(id.handle(Kind::Program))
}
