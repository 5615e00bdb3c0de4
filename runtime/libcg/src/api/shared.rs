//! Shared parameters: parameters of a context rather than of a program
//! (`cgCreateParameter*`), and connections (`cgConnectParameter`): a
//! connected parameter takes the value of the one it is connected from,
//! when connected and whenever that one is set (`api::value` propagates).
//!
//! As NVIDIA's libCg (`tests/c/core.c`): a shared parameter is named
//! `$G_<context>_<n>$`, uniform, an input, bound to no resource and in no
//! program; aggregates connect element by element; a parameter connected to
//! others cannot be destroyed, nor can a program's.

use super::{CGcontext, CGparameter};
use crate::abi::{self, consts::*};
use crate::handle::{Id, Kind};
use crate::program::{c_string, Parameter};
use crate::state::{call, notify, Error, Result, State};

fn handle(id: Option<Id>) -> CGparameter {
    id.map(|id| id.handle(Kind::Parameter))
        .unwrap_or(std::ptr::null_mut())
}

/// The program a shared parameter names: none (no slab holds this id).
const NO_PROGRAM: Id = Id {
    index: u32::MAX - 1,
    generation: 0,
};

/// A shared parameter of a built-in type (numeric, sampler or string).
fn blank(context: Id, name: String, member: String, ty: i32) -> Result<Parameter> {
    let (base, class, rows, columns) = match abi::type_shape(ty) {
        Some(shape) if ty != CG_STRUCT && ty != CG_ARRAY && ty != CG_UNKNOWN_TYPE => shape,
        _ => return Err(Error::in_context(CG_INVALID_VALUE_TYPE_ERROR, context)),
    };
    let mut parameter = Parameter::unset(NO_PROGRAM, context, c_string(&name), member, true);
    parameter.ty = ty;
    parameter.named_type = ty;
    parameter.base_type = base;
    parameter.class = class;
    parameter.rows = rows;
    parameter.columns = columns;
    if parameter.is_numeric() {
        let size = (rows.max(1) * columns.max(1)) as usize;
        parameter.default = vec![0.0; size];
        parameter.value = vec![0.0; size];
    }
    parameter.links.shared = true;
    Ok(parameter)
}

/// A copy of the parameter tree `pattern` (a program's struct parameter)
/// under `name`, as a shared parameter.
fn copy_tree(state: &mut State, context: Id, pattern: Id, name: &str, member: &str) -> Option<Id> {
    let source = state.parameters.get(pattern)?;
    let children: Vec<(Id, String)> = source
        .children
        .iter()
        .filter_map(|c| Some((*c, state.parameters.get(*c)?.member.clone())))
        .collect();
    let mut copy = blank(context, name.to_string(), member.to_string(), CG_FLOAT).ok()?;
    copy.ty = source.ty;
    copy.named_type = source.named_type;
    copy.base_type = source.base_type;
    copy.class = source.class;
    copy.rows = source.rows;
    copy.columns = source.columns;
    copy.element_index = source.element_index;
    copy.default = source.default.clone();
    copy.value = source.default.clone();
    let id = state.parameters.insert(copy);
    let mut made = Vec::new();
    for (child, child_member) in children {
        let child_name = if child_member.starts_with('[') {
            format!("{name}{child_member}")
        } else {
            format!("{name}.{child_member}")
        };
        made.extend(copy_tree(state, context, child, &child_name, &child_member));
    }
    for pair in made.windows(2) {
        if let Some(member) = state.parameters.get_mut(pair[0]) {
            member.next = Some(pair[1]);
        }
    }
    if let Some(parameter) = state.parameters.get_mut(id) {
        parameter.children = made;
    }
    Some(id)
}

/// A parameter of `ty` named `name`: a built-in type, or a struct type one
/// of the context's programs has a parameter of.
fn make(state: &mut State, context: Id, ty: i32, name: &str, member: &str) -> Result<Id> {
    if ty >= crate::state::USER_TYPE_BASE {
        let pattern = state
            .contexts
            .get(context)
            .into_iter()
            .flat_map(|c| c.programs.iter())
            .filter_map(|p| state.programs.get(*p))
            .flat_map(|p| p.parameters.iter())
            .copied()
            .find(|id| {
                state.parameters.get(*id).is_some_and(|p| {
                    p.class == CG_PARAMETERCLASS_STRUCT && p.named_type == ty && !p.links.shared
                })
            });
        return pattern
            .and_then(|pattern| copy_tree(state, context, pattern, name, member))
            .ok_or(Error::in_context(CG_INVALID_VALUE_TYPE_ERROR, context));
    }
    Ok(state
        .parameters
        .insert(blank(context, name.to_string(), member.to_string(), ty)?))
}

/// An array of `lengths` (outermost first) of `ty` named `name`.
fn make_array(
    state: &mut State,
    context: Id,
    ty: i32,
    lengths: &[usize],
    name: &str,
    member: &str,
) -> Result<Id> {
    let Some((&length, inner)) = lengths.split_first() else {
        return make(state, context, ty, name, member);
    };
    let mut elements = Vec::new();
    for index in 0..length {
        let element_member = format!("[{index}]");
        let element = make_array(
            state,
            context,
            ty,
            inner,
            &format!("{name}{element_member}"),
            &element_member,
        )?;
        // (NVIDIA's libCg gives a shared array's elements no index.)
        elements.push(element);
    }
    let (base, rows, columns) = elements
        .first()
        .and_then(|e| state.parameters.get(*e))
        .map(|e| (e.base_type, e.rows, e.columns))
        .unwrap_or((CG_UNKNOWN_TYPE, 0, 0));
    let mut array = blank(context, name.to_string(), member.to_string(), CG_FLOAT)?;
    array.ty = CG_ARRAY;
    array.named_type = CG_ARRAY;
    array.base_type = base;
    array.class = CG_PARAMETERCLASS_ARRAY;
    array.rows = rows;
    array.columns = columns;
    array.default = Vec::new();
    array.value = Vec::new();
    array.children = elements;
    Ok(state.parameters.insert(array))
}

/// Creates a shared parameter in `context`: `lengths` empty for one of
/// `ty`, else an array.
fn create(context: CGcontext, ty: i32, lengths: Result<Vec<usize>>) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (context_id, context_state) = state.context(context)?;
        let lengths = lengths.map_err(|e| Error::in_context(e.code, context_id))?;
        let number = context_state.shared_count;
        let name = format!("$G_0x{:016x}_{number}$", context as usize);
        let id = make_array(state, context_id, ty, &lengths, &name, &name)?;
        // NVIDIA's libCg takes a number per leaf (at least one).
        let taken = leaves(state, id).len().max(1);
        if let Some(context) = state.contexts.get_mut(context_id) {
            context.shared_count = number + taken;
            context.shared.push(id);
        }
        Ok(id.handle(Kind::Parameter))
    })
}

#[no_mangle]
pub extern "C" fn cgCreateParameter(context: CGcontext, ty: i32) -> CGparameter {
    create(context, ty, Ok(Vec::new()))
}

#[no_mangle]
pub extern "C" fn cgCreateParameterArray(context: CGcontext, ty: i32, length: i32) -> CGparameter {
    let lengths = usize::try_from(length)
        .map(|length| vec![length])
        .map_err(|_| Error::new(CG_INVALID_PARAMETER_ERROR));
    create(context, ty, lengths)
}

/// # Safety
/// `lengths` is NULL or points to `dimensions` ints.
#[no_mangle]
pub unsafe extern "C" fn cgCreateParameterMultiDimArray(
    context: CGcontext,
    ty: i32,
    dimensions: i32,
    lengths: *const i32,
) -> CGparameter {
    let lengths = if lengths.is_null() {
        Err(Error::new(CG_INVALID_POINTER_ERROR))
    } else {
        match usize::try_from(dimensions) {
            Ok(count) if count > 0 => (0..count)
                .map(|i| usize::try_from(unsafe { *lengths.add(i) }))
                .collect::<std::result::Result<Vec<usize>, _>>()
                .map_err(|_| Error::new(CG_INVALID_PARAMETER_ERROR)),
            _ => Err(Error::new(CG_INVALID_DIMENSION_ERROR)),
        }
    };
    create(context, ty, lengths)
}

/// Whether anything in the tree of `id` has parameters connected to it.
fn has_targets(state: &State, id: Id) -> bool {
    state.parameters.get(id).is_some_and(|p| {
        !p.links.targets.is_empty() || p.children.iter().any(|c| has_targets(state, *c))
    })
}

#[no_mangle]
pub extern "C" fn cgDestroyParameter(parameter: CGparameter) {
    call((), |state| {
        let (id, p) = state.parameter(parameter)?;
        let context = p.context;
        let root = state
            .contexts
            .get(context)
            .is_some_and(|c| c.shared.contains(&id));
        if !root {
            return Err(Error::new(CG_NOT_ROOT_PARAMETER_ERROR));
        }
        if has_targets(state, id) {
            return Err(Error::new(CG_CANNOT_DESTROY_PARAMETER_ERROR));
        }
        state.destroy_shared(id);
        if let Some(context) = state.contexts.get_mut(context) {
            context.shared.retain(|p| *p != id);
        }
        Ok(())
    })
}

/// Whether a value of `from` can be connected to `to`: the same type, or
/// arrays whose elements can (NVIDIA's libCg does not compare their
/// lengths: the elements both have are connected).
fn matching(state: &State, from: Id, to: Id) -> bool {
    let (Some(f), Some(t)) = (state.parameters.get(from), state.parameters.get(to)) else {
        return false;
    };
    if f.class != t.class || f.named_type != t.named_type {
        return false;
    }
    f.children
        .iter()
        .zip(&t.children)
        .all(|(a, b)| matching(state, *a, *b))
}

/// Detaches `id` (and its tree) from the parameters it follows.
fn disconnect(state: &mut State, id: Id) {
    let Some(parameter) = state.parameters.get_mut(id) else {
        return;
    };
    let source = parameter.links.source.take();
    let children = parameter.children.clone();
    if let Some(source) = source.and_then(|s| state.parameters.get_mut(s)) {
        source.links.targets.retain(|t| *t != id);
    }
    for child in children {
        disconnect(state, child);
    }
}

/// Connects `to` (and its tree, element by element) to follow `from`.
fn connect(state: &mut State, from: Id, to: Id) {
    disconnect_one(state, to);
    if let Some(to_parameter) = state.parameters.get_mut(to) {
        to_parameter.links.source = Some(from);
    }
    let children = |state: &State, id: Id| {
        state
            .parameters
            .get(id)
            .map(|p| p.children.clone())
            .unwrap_or_default()
    };
    let pairs: Vec<(Id, Id)> = children(state, from)
        .into_iter()
        .zip(children(state, to))
        .collect();
    if let Some(from_parameter) = state.parameters.get_mut(from) {
        if !from_parameter.links.targets.contains(&to) {
            from_parameter.links.targets.push(to);
        }
    }
    for (from, to) in pairs {
        connect(state, from, to);
    }
}

/// Detaches `id` alone from the parameter it follows.
fn disconnect_one(state: &mut State, id: Id) {
    let source = state
        .parameters
        .get_mut(id)
        .and_then(|p| p.links.source.take());
    if let Some(source) = source.and_then(|s| state.parameters.get_mut(s)) {
        source.links.targets.retain(|t| *t != id);
    }
}

/// Gives the parameters that follow `id` its value, when `id` is a shared
/// parameter, and theirs in turn through the shared ones among them; they
/// are recorded for the listener (`State::also_changed`). As NVIDIA's
/// libCg, a program's parameter passes no value on when set.
pub fn propagate(state: &mut State, id: Id) {
    let mut visited = vec![id];
    let mut pending = vec![id];
    while let Some(from) = pending.pop() {
        let Some(source) = state.parameters.get(from).filter(|p| p.links.shared) else {
            continue;
        };
        let targets = source.links.targets.clone();
        for target in targets {
            if visited.contains(&target) {
                continue;
            }
            visited.push(target);
            copy_value(state, from, target);
            pending.push(target);
        }
    }
}

/// Gives `to` the value of `from` (leaves of the same size).
fn copy_value(state: &mut State, from: Id, to: Id) {
    let Some(source) = state.parameters.get(from) else {
        return;
    };
    let (value, text) = (source.value.clone(), source.text.clone());
    if let Some(parameter) = state.parameters.get_mut(to) {
        if parameter.value.len() == value.len() {
            parameter.value = value;
        }
        if text.is_some() {
            parameter.text = text;
        }
        state.also_changed.push(to);
    }
}

/// On connecting: a program's parameter takes the value of the one it is
/// connected from, leaf by leaf (a shared one does not, as NVIDIA's libCg).
fn take_value(state: &mut State, from: Id, to: Id) {
    let (Some(f), Some(t)) = (state.parameters.get(from), state.parameters.get(to)) else {
        return;
    };
    if t.links.shared {
        return;
    }
    let pairs: Vec<(Id, Id)> = f
        .children
        .iter()
        .copied()
        .zip(t.children.iter().copied())
        .collect();
    if pairs.is_empty() {
        copy_value(state, from, to);
    }
    for (from, to) in pairs {
        take_value(state, from, to);
    }
}

/// The leaves of the tree of `id` (itself when it has no children).
fn leaves(state: &State, id: Id) -> Vec<Id> {
    match state.parameters.get(id) {
        Some(p) if !p.children.is_empty() => {
            p.children.iter().flat_map(|c| leaves(state, *c)).collect()
        }
        Some(_) => vec![id],
        None => Vec::new(),
    }
}

#[no_mangle]
pub extern "C" fn cgConnectParameter(from: CGparameter, to: CGparameter) {
    notify((), |state| {
        let (from, f) = state.parameter(from)?;
        let from_varying = f.variability == CG_VARYING;
        let (to, t) = state.parameter(to)?;
        if from_varying || t.variability == CG_VARYING {
            return Err(Error::new(CG_INVALID_PARAMETER_ERROR));
        }
        if !matching(state, from, to) {
            return Err(Error::new(CG_CONFLICTING_PARAMETER_TYPES_ERROR));
        }
        connect(state, from, to);
        take_value(state, from, to);
        Ok(((), None))
    })
}

#[no_mangle]
pub extern "C" fn cgDisconnectParameter(parameter: CGparameter) {
    call((), |state| {
        let (id, _) = state.parameter(parameter)?;
        disconnect(state, id);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetConnectedParameter(parameter: CGparameter) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        Ok(handle(state.parameter(parameter)?.1.links.source))
    })
}

#[no_mangle]
pub extern "C" fn cgGetNumConnectedToParameters(parameter: CGparameter) -> i32 {
    call(0, |state| {
        Ok(state.parameter(parameter)?.1.links.targets.len() as i32)
    })
}

#[no_mangle]
pub extern "C" fn cgGetConnectedToParameter(parameter: CGparameter, index: i32) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, p) = state.parameter(parameter)?;
        usize::try_from(index)
            .ok()
            .and_then(|i| p.links.targets.get(i))
            .map(|id| handle(Some(*id)))
            .ok_or(Error::new(CG_OUT_OF_ARRAY_BOUNDS_ERROR))
    })
}

/// The first parameter whose CgFX state assignment depends on this one:
/// without effects, none (NULL, as NVIDIA's libCg answers for a program's
/// or a shared parameter).
#[no_mangle]
pub extern "C" fn cgGetFirstDependentParameter(parameter: CGparameter) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        state.parameter(parameter)?;
        Ok(std::ptr::null_mut())
    })
}
