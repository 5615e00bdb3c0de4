//! What the parts of the API cgrs's libCg does not support yet share: CgFX
//! effects and what they hold (techniques, passes, state assignments,
//! annotations), CgFX states, and Cg buffers.
//!
//! Invariant: no effect, technique, pass, state, state assignment, annotation
//! or buffer ever exists here, because every function that would create one
//! refuses. So:
//! - a function on such a handle reports the handle kind's
//!   CG_INVALID_*_HANDLE_ERROR and returns its failure value ([`invalid`]),
//!   as NVIDIA's libCg does for a NULL or stale one (`cgIs*` answer CG_FALSE
//!   without an error, as NVIDIA's);
//! - a look-up in a context, program or parameter checks that handle as the
//!   rest of the API does, then finds nothing, without an error ([`none`],
//!   [`none_named`]): that is the true answer, since nothing was created;
//! - a creation function checks its owner, then fails with
//!   CG_INVALID_PARAMETER_ERROR and a listing (`cgGetLastListing`) that says
//!   what is not supported yet ([`refuse`]): the error libCgGL's
//!   `cgGLCreateBuffer` reports (its `unsupported.rs`), so both libraries'
//!   buffers fail alike. (Creating an effect is a compile, and fails as one:
//!   `effect.rs`.)

use std::ffi::c_char;

use super::{CGcontext, CGparameter, CGprogram};
use crate::abi::consts::*;
use crate::handle::Id;
use crate::program::c_string;
use crate::state::{call, Error, Result, State};

/// The context, program or parameter a call on CgFX or buffers names: checked
/// as every other function checks it.
#[derive(Clone, Copy)]
pub enum Owner {
    Context(CGcontext),
    Program(CGprogram),
    Parameter(CGparameter),
}

impl Owner {
    /// The owner's context, or the owner's invalid-handle error.
    fn context(self, state: &State) -> Result<Id> {
        match self {
            Owner::Context(handle) => Ok(state.context(handle)?.0),
            Owner::Program(handle) => Ok(state.program(handle)?.1.context),
            Owner::Parameter(handle) => Ok(state.parameter(handle)?.1.context),
        }
    }
}

/// A function on a handle of a kind no object of which exists: `code` (that
/// kind's CG_INVALID_*_HANDLE_ERROR) and `fallback`.
pub fn invalid<T>(code: i32, fallback: T) -> T {
    call(fallback, |_| Err(Error::new(code)))
}

/// A look-up in `owner` of what never exists there: `owner` checked, then
/// `fallback` (NULL, none) without an error.
pub fn none<T: Copy>(owner: Owner, fallback: T) -> T {
    call(fallback, |state| {
        owner.context(state)?;
        Ok(fallback)
    })
}

/// `owner` checked, then the error `code` in its context and `fallback`: an
/// argument beside it that can never be valid here (a state, a buffer), or
/// a parameter that is never of the kind asked for (a uniform buffer).
pub fn fail<T: Copy>(owner: Owner, code: i32, fallback: T) -> T {
    call(fallback, |state| {
        let context = owner.context(state)?;
        Err(Error::in_context(code, context))
    })
}

/// [`none`] by name: after `owner`, a NULL `name` is the error `null_name`
/// where NVIDIA's libCg reports one (CG_INVALID_PARAMETER_ERROR for states,
/// CG_INVALID_POINTER_ERROR for annotations; nothing for effects).
pub fn none_named<T: Copy>(
    owner: Owner,
    name: *const c_char,
    null_name: Option<i32>,
    fallback: T,
) -> T {
    call(fallback, |state| {
        let context = owner.context(state)?;
        match null_name {
            Some(code) if name.is_null() => Err(Error::in_context(code, context)),
            _ => Ok(fallback),
        }
    })
}

/// A creation function of what is not supported yet (`what`, plural): NULL
/// after checking `owner`, with CG_INVALID_PARAMETER_ERROR and the listing
/// "`function`: `what` are not supported yet by cgrs's libCg" in the owner's
/// context.
pub fn refuse<T: Copy>(owner: Owner, function: &str, what: &str, fallback: T) -> T {
    call(fallback, |state| {
        let id = owner.context(state)?;
        if let Some(context) = state.contexts.get_mut(id) {
            context.listing = Some(c_string(&format!(
                "(0) : error C9999: {function}: {what} are not supported yet by cgrs's libCg\n"
            )));
        }
        Err(Error::in_context(CG_INVALID_PARAMETER_ERROR, id))
    })
}
