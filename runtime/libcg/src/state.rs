//! The library's one state: every context, program and parameter, the error
//! of the last call, and the application's callbacks, behind one lock.
//!
//! Invariants:
//! - Every entry point takes the lock once, through [`call`] or [`notify`],
//!   and releases it before it calls the application (error callback, error
//!   handler, parameter listener): a callback may call the library again.
//! - An object belongs to exactly one owner: programs to a context (listed
//!   in its `programs`), parameters to a program (listed in its
//!   `parameters`), annotations to a parameter or program (listed in its
//!   `annotations`). Destroying an owner removes what it owns, so no handle
//!   outlives its object unrecognised.
//! - Strings handed to C live in the object they describe (or the table in
//!   `abi`), so they stay valid until that object is destroyed.

use std::ffi::{c_void, CString};
use std::sync::{Mutex, MutexGuard};

use crate::abi::consts::*;
use crate::annotation::{Annotation, Owner as AnnotationOwner};
use crate::handle::{Id, Kind, Slab};
use crate::program::Program;

/// `void (*)(void)`: `cgSetErrorCallback`.
pub type ErrorCallback = Option<unsafe extern "C" fn()>;
/// `void (*)(CGcontext, CGerror, void *)`: `cgSetErrorHandler`.
pub type ErrorHandler = Option<unsafe extern "C" fn(*mut c_void, i32, *mut c_void)>;
/// `void (*)(CGparameter)`: the `cgrsSetParameterListener` extension.
pub type ParameterListener = Option<unsafe extern "C" fn(*mut c_void)>;

pub struct Context {
    /// Its programs, oldest first (`cgGetFirstProgram`).
    pub programs: Vec<Id>,
    /// The listing of the last compile in this context (`cgGetLastListing`).
    pub listing: Option<CString>,
    pub auto_compile: i32,
    pub parameter_setting_mode: i32,
    /// `cgSetCompilerIncludeString`: virtual files `#include` finds first.
    pub include_strings: Vec<(String, String)>,
    /// `cgSetContextBehavior`.
    pub behavior: i32,
    /// `cgSetCompilerIncludeCallback`.
    pub include_callback: IncludeCallback,
    /// The shared parameters `cgCreateParameter*` made in it (roots).
    pub shared: Vec<Id>,
    /// How many shared parameters it has numbered (their names, `$G_..._N$`).
    pub shared_count: usize,
    /// Options appended to its compiles, per profile, before the application's
    /// (`cgrsSetCompilerOptions`; libCgGL's `cgGLSetContextOptimalOptions`).
    pub compiler_options: CompilerOptions,
}

/// Per profile, the options appended to later compiles in that profile.
pub type CompilerOptions = std::collections::BTreeMap<i32, Vec<String>>;

/// `void (*)(CGcontext, const char *)`: `cgSetCompilerIncludeCallback`.
pub type IncludeCallback = Option<unsafe extern "C" fn(*mut c_void, *const std::ffi::c_char)>;

/// A struct or interface type a program defines (`cgGetUserType`).
pub struct UserType {
    pub name: CString,
    /// The interface it implements, by its number.
    pub parent: Option<i32>,
    pub interface: bool,
}

pub struct State {
    pub contexts: Slab<Context>,
    pub programs: Slab<Program>,
    pub parameters: Slab<crate::program::Parameter>,
    pub annotations: Slab<crate::annotation::Annotation>,
    /// The error `cgGetError` returns (and clears).
    pub last_error: i32,
    /// The first error since `cgGetFirstError` was last called.
    pub first_error: i32,
    pub error_callback: ErrorCallback,
    pub error_handler: ErrorHandler,
    pub error_handler_data: usize,
    pub listener: ParameterListener,
    /// The struct and interface types seen, numbered from
    /// [`USER_TYPE_BASE`] ([`State::user_type`]).
    pub user_types: Vec<UserType>,
    /// `cgSetSemanticCasePolicy`, `cgSetLockingPolicy`.
    pub semantic_case_policy: i32,
    pub locking_policy: i32,
    /// Parameters whose value a setter changed through a connection
    /// (`cgConnectParameter`), for the listener besides the one set.
    pub also_changed: Vec<Id>,
    /// Options appended to compiles in every context that has none of its
    /// own for the profile (`cgrsSetCompilerOptions`; libCgGL's
    /// `cgGLSetOptimalOptions`).
    pub compiler_options: CompilerOptions,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

fn lock() -> MutexGuard<'static, Option<State>> {
    // A panic cannot leave the tables half-changed in a way later calls
    // could trip over worse than an error: keep going after one.
    STATE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// An error a call reports: the code and the context it happened in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error {
    pub code: i32,
    pub context: Option<Id>,
}

impl Error {
    pub fn new(code: i32) -> Error {
        Error {
            code,
            context: None,
        }
    }

    pub fn in_context(code: i32, context: Id) -> Error {
        Error {
            code,
            context: Some(context),
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// Runs `body` on the state; on error records it, calls the application's
/// error handler and callback (lock released) and returns `fallback`.
pub fn call<T>(fallback: T, body: impl FnOnce(&mut State) -> Result<T>) -> T {
    notify(fallback, |state| body(state).map(|value| (value, None)))
}

/// [`call`] for setters: `body` also names the parameter whose value it
/// stored, which the parameter listener hears of (lock released).
pub fn notify<T>(fallback: T, body: impl FnOnce(&mut State) -> Result<(T, Option<Id>)>) -> T {
    let mut guard = lock();
    let state = guard.get_or_insert_with(State::new);
    let outcome = body(state);
    let also_changed = std::mem::take(&mut state.also_changed);
    match outcome {
        Ok((value, changed)) => {
            let listener = state.listener;
            let immediate = |id: Id| {
                state
                    .parameters
                    .get(id)
                    .and_then(|p| state.contexts.get(p.context))
                    .is_some_and(|c| c.parameter_setting_mode == CG_IMMEDIATE_PARAMETER_SETTING)
            };
            let heard: Vec<Id> = changed
                .into_iter()
                .chain(also_changed)
                .filter(|id| immediate(*id))
                .collect();
            drop(guard);
            if let Some(listener) = listener {
                for id in heard {
                    // SAFETY: the application registered this function for this call.
                    unsafe { listener(id.handle(Kind::Parameter)) };
                }
            }
            value
        }
        Err(error) => {
            state.last_error = error.code;
            if state.first_error == CG_NO_ERROR {
                state.first_error = error.code;
            }
            let handler = state.error_handler;
            let data = state.error_handler_data;
            let callback = state.error_callback;
            drop(guard);
            let context = error
                .context
                .map(|id| id.handle(Kind::Context))
                .unwrap_or(std::ptr::null_mut());
            // SAFETY: the application registered these functions to be called
            // on errors, with the data pointer it gave.
            unsafe {
                if let Some(handler) = handler {
                    handler(context, error.code, data as *mut c_void);
                }
                if let Some(callback) = callback {
                    callback();
                }
            }
            fallback
        }
    }
}

impl State {
    fn new() -> State {
        State {
            contexts: Slab::default(),
            programs: Slab::default(),
            parameters: Slab::default(),
            annotations: Slab::default(),
            last_error: CG_NO_ERROR,
            first_error: CG_NO_ERROR,
            error_callback: None,
            error_handler: None,
            error_handler_data: 0,
            listener: None,
            user_types: Vec::new(),
            semantic_case_policy: CG_FORCE_UPPER_CASE_POLICY,
            locking_policy: CG_THREAD_SAFE_POLICY,
            also_changed: Vec::new(),
            compiler_options: CompilerOptions::new(),
        }
    }

    pub fn context(&self, handle: *const c_void) -> Result<(Id, &Context)> {
        Id::from_handle(handle, Kind::Context)
            .and_then(|id| Some((id, self.contexts.get(id)?)))
            .ok_or(Error::new(CG_INVALID_CONTEXT_HANDLE_ERROR))
    }

    pub fn context_mut(&mut self, handle: *const c_void) -> Result<(Id, &mut Context)> {
        Id::from_handle(handle, Kind::Context)
            .and_then(|id| Some((id, self.contexts.get_mut(id)?)))
            .ok_or(Error::new(CG_INVALID_CONTEXT_HANDLE_ERROR))
    }

    pub fn program(&self, handle: *const c_void) -> Result<(Id, &Program)> {
        Id::from_handle(handle, Kind::Program)
            .and_then(|id| Some((id, self.programs.get(id)?)))
            .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))
    }

    pub fn program_mut(&mut self, handle: *const c_void) -> Result<(Id, &mut Program)> {
        Id::from_handle(handle, Kind::Program)
            .and_then(|id| Some((id, self.programs.get_mut(id)?)))
            .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))
    }

    pub fn parameter(&self, handle: *const c_void) -> Result<(Id, &crate::program::Parameter)> {
        Id::from_handle(handle, Kind::Parameter)
            .and_then(|id| Some((id, self.parameters.get(id)?)))
            .ok_or(Error::new(CG_INVALID_PARAM_HANDLE_ERROR))
    }

    pub fn parameter_mut(
        &mut self,
        handle: *const c_void,
    ) -> Result<(Id, &mut crate::program::Parameter)> {
        Id::from_handle(handle, Kind::Parameter)
            .and_then(|id| Some((id, self.parameters.get_mut(id)?)))
            .ok_or(Error::new(CG_INVALID_PARAM_HANDLE_ERROR))
    }

    pub fn annotation(&self, handle: *const c_void) -> Result<(Id, &Annotation)> {
        Id::from_handle(handle, Kind::Annotation)
            .and_then(|id| Some((id, self.annotations.get(id)?)))
            .ok_or(Error::new(CG_INVALID_ANNOTATION_HANDLE_ERROR))
    }

    pub fn annotation_mut(&mut self, handle: *const c_void) -> Result<(Id, &mut Annotation)> {
        Id::from_handle(handle, Kind::Annotation)
            .and_then(|id| Some((id, self.annotations.get_mut(id)?)))
            .ok_or(Error::new(CG_INVALID_ANNOTATION_HANDLE_ERROR))
    }

    /// The annotations of `owner`, in order (none if it is gone).
    pub fn annotations_of(&self, owner: AnnotationOwner) -> &[Id] {
        let listed = match owner {
            AnnotationOwner::Parameter(id) => self.parameters.get(id).map(|p| &p.annotations),
            AnnotationOwner::Program(id) => self.programs.get(id).map(|p| &p.annotations),
        };
        listed.map_or(&[], Vec::as_slice)
    }

    /// The context `owner` lives in.
    pub fn owner_context(&self, owner: AnnotationOwner) -> Option<Id> {
        match owner {
            AnnotationOwner::Parameter(id) => Some(self.parameters.get(id)?.context),
            AnnotationOwner::Program(id) => Some(self.programs.get(id)?.context),
        }
    }

    /// Removes a program and its parameters, and unlists it from its context.
    pub fn destroy_program(&mut self, id: Id) {
        let Some(program) = self.programs.remove(id) else {
            return;
        };
        for annotation in &program.annotations {
            self.annotations.remove(*annotation);
        }
        for parameter in &program.parameters {
            // Connections to and from it go with it.
            self.destroy_shared(*parameter);
        }
        for part in &program.parts {
            self.destroy_program(*part);
        }
        if let Some(context) = self.contexts.get_mut(program.context) {
            context.programs.retain(|p| *p != id);
        }
    }

    /// The number of a user (struct) type, registering its name on first use.
    /// Numbers start after NVIDIA's built-in types and are never reused, so
    /// `cgGetTypeString` knows them for the process's life.
    pub fn user_type(&mut self, name: &str) -> i32 {
        let position = match self
            .user_types
            .iter()
            .position(|known| known.name.as_bytes() == name.as_bytes())
        {
            Some(position) => position,
            None => {
                self.user_types.push(UserType {
                    name: CString::new(name).unwrap_or_default(),
                    parent: None,
                    interface: false,
                });
                self.user_types.len() - 1
            }
        };
        USER_TYPE_BASE + position as i32
    }

    /// A new user type named `name` (a program's own: two programs defining
    /// a struct of one name have two types).
    pub fn new_user_type(&mut self, name: &str) -> i32 {
        self.user_types.push(UserType {
            name: CString::new(name).unwrap_or_default(),
            parent: None,
            interface: false,
        });
        USER_TYPE_BASE + self.user_types.len() as i32 - 1
    }

    /// The user type numbered `ty`, if there is one.
    pub fn user_type_info(&self, ty: i32) -> Option<&UserType> {
        let position = usize::try_from(ty.checked_sub(USER_TYPE_BASE)?).ok()?;
        self.user_types.get(position)
    }

    /// Removes a shared parameter and what it owns (its elements or
    /// members), disconnecting it from both sides.
    pub fn destroy_shared(&mut self, id: Id) {
        let Some(parameter) = self.parameters.remove(id) else {
            return;
        };
        for annotation in &parameter.annotations {
            self.annotations.remove(*annotation);
        }
        for child in &parameter.children {
            self.destroy_shared(*child);
        }
        if let Some(source) = parameter.links.source {
            if let Some(source) = self.parameters.get_mut(source) {
                source.links.targets.retain(|t| *t != id);
            }
        }
        for target in &parameter.links.targets {
            if let Some(target) = self.parameters.get_mut(*target) {
                target.links.source = None;
            }
        }
    }
}

/// The first number given to a user type: above every built-in CGtype.
pub const USER_TYPE_BASE: i32 = 8193;

/// Runs `body` on the state without error reporting (for calls that cannot fail).
pub fn read<T>(body: impl FnOnce(&mut State) -> T) -> T {
    let mut guard = lock();
    body(guard.get_or_insert_with(State::new))
}
