//! The library's one state: every context, program and parameter, the error
//! of the last call, and the application's callbacks, behind one lock.
//!
//! Invariants:
//! - Every entry point takes the lock once, through [`call`] or [`notify`],
//!   and releases it before it calls the application (error callback, error
//!   handler, parameter listener): a callback may call the library again.
//! - An object belongs to exactly one owner: programs to a context (listed
//!   in its `programs`), parameters to a program (listed in its
//!   `parameters`). Destroying an owner removes what it owns, so no handle
//!   outlives its object unrecognised.
//! - Strings handed to C live in the object they describe (or the table in
//!   `abi`), so they stay valid until that object is destroyed.

use std::ffi::{c_void, CString};
use std::sync::{Mutex, MutexGuard};

use crate::abi::consts::*;
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
}

pub struct State {
    pub contexts: Slab<Context>,
    pub programs: Slab<Program>,
    pub parameters: Slab<crate::program::Parameter>,
    /// The error `cgGetError` returns (and clears).
    pub last_error: i32,
    /// The first error since `cgGetFirstError` was last called.
    pub first_error: i32,
    pub error_callback: ErrorCallback,
    pub error_handler: ErrorHandler,
    pub error_handler_data: usize,
    pub listener: ParameterListener,
    /// The names of the struct types seen, numbered from [`USER_TYPE_BASE`]
    /// ([`State::user_type`]).
    pub user_types: Vec<CString>,
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
    match outcome {
        Ok((value, changed)) => {
            let listener = state.listener;
            let immediate = changed
                .and_then(|id| state.parameters.get(id))
                .and_then(|p| state.contexts.get(p.context))
                .map(|c| c.parameter_setting_mode == CG_IMMEDIATE_PARAMETER_SETTING)
                .unwrap_or(false);
            drop(guard);
            if let (Some(listener), Some(id), true) = (listener, changed, immediate) {
                // SAFETY: the application registered this function for this call.
                unsafe { listener(id.handle(Kind::Parameter)) };
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
            last_error: CG_NO_ERROR,
            first_error: CG_NO_ERROR,
            error_callback: None,
            error_handler: None,
            error_handler_data: 0,
            listener: None,
            user_types: Vec::new(),
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

    /// Removes a program and its parameters, and unlists it from its context.
    pub fn destroy_program(&mut self, id: Id) {
        let Some(program) = self.programs.remove(id) else {
            return;
        };
        for parameter in &program.parameters {
            self.parameters.remove(*parameter);
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
            .position(|known| known.as_bytes() == name.as_bytes())
        {
            Some(position) => position,
            None => {
                self.user_types.push(CString::new(name).unwrap_or_default());
                self.user_types.len() - 1
            }
        };
        USER_TYPE_BASE + position as i32
    }
}

/// The first number given to a user type: above every built-in CGtype.
pub const USER_TYPE_BASE: i32 = 8193;

/// Runs `body` on the state without error reporting (for calls that cannot fail).
pub fn read<T>(body: impl FnOnce(&mut State) -> T) -> T {
    let mut guard = lock();
    body(guard.get_or_insert_with(State::new))
}
