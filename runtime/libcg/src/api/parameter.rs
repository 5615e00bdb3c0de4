//! Parameters: walking the tree, looking names up, reading attributes.

use std::ffi::c_char;

use super::{pointer, text, CGbool, CGcontext, CGparameter, CGprogram};
use crate::abi::consts::*;
use crate::handle::{Id, Kind};
use crate::program::{Parameter, Program};
use crate::state::{call, Error, Result, State};

fn handle(id: Option<Id>) -> CGparameter {
    id.map(|id| id.handle(Kind::Parameter))
        .unwrap_or(std::ptr::null_mut())
}

/// Reads an attribute of a parameter; `fallback` on an invalid handle.
fn attribute<T>(parameter: CGparameter, fallback: T, read: impl FnOnce(&Parameter) -> T) -> T {
    call(fallback, |state| Ok(read(state.parameter(parameter)?.1)))
}

/// The roots or leaves of a namespace (CG_PROGRAM or CG_GLOBAL).
fn namespace(program: &Program, space: i32, leaves: bool) -> Result<&[Id]> {
    Ok(match (space, leaves) {
        (CG_PROGRAM, false) => &program.program_roots,
        (CG_GLOBAL, false) => &program.global_roots,
        (CG_PROGRAM, true) => &program.program_leaves,
        (CG_GLOBAL, true) => &program.global_leaves,
        _ => return Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
    })
}

#[no_mangle]
pub extern "C" fn cgGetFirstParameter(program: CGprogram, space: i32) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, program) = state.program(program)?;
        Ok(handle(namespace(program, space, false)?.first().copied()))
    })
}

#[no_mangle]
pub extern "C" fn cgGetNextParameter(parameter: CGparameter) -> CGparameter {
    attribute(parameter, std::ptr::null_mut(), |p| handle(p.next))
}

#[no_mangle]
pub extern "C" fn cgGetFirstLeafParameter(program: CGprogram, space: i32) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, program) = state.program(program)?;
        Ok(handle(namespace(program, space, true)?.first().copied()))
    })
}

#[no_mangle]
pub extern "C" fn cgGetNextLeafParameter(parameter: CGparameter) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, leaf) = state.parameter(parameter)?;
        let Some(position) = leaf.leaf_position else {
            return Ok(std::ptr::null_mut());
        };
        let program = state
            .programs
            .get(leaf.program)
            .ok_or(Error::new(CG_INVALID_PROGRAM_HANDLE_ERROR))?;
        let space = if leaf.global { CG_GLOBAL } else { CG_PROGRAM };
        Ok(handle(
            namespace(program, space, true)?.get(position + 1).copied(),
        ))
    })
}

#[no_mangle]
pub extern "C" fn cgGetFirstStructParameter(parameter: CGparameter) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_STRUCT {
            return Err(Error::new(CG_INVALID_PARAMETER_TYPE_ERROR));
        }
        Ok(handle(p.children.first().copied()))
    })
}

/// Looks a full name up in a program (in each part of a combined one).
/// The member of `children` (a struct parameter's) named `name`: a direct
/// member, not a path (`cgGetNamedStructParameter`, `cgGetNamedSubParameter`).
fn direct_member(state: &State, children: &[Id], name: Option<&str>) -> Option<Id> {
    children.iter().copied().find(|child| {
        state
            .parameters
            .get(*child)
            .is_some_and(|c| Some(c.member.as_str()) == name)
    })
}

fn named(state: &State, program: CGprogram, name: &str) -> Result<Option<Id>> {
    let (_, program) = state.program(program)?;
    if program.parts.is_empty() {
        return Ok(program.by_name.get(name).copied());
    }
    Ok(program
        .parts
        .iter()
        .filter_map(|p| state.programs.get(*p))
        .find_map(|p| p.by_name.get(name).copied()))
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetNamedParameter(
    program: CGprogram,
    name: *const c_char,
) -> CGparameter {
    let name = unsafe { text(name) };
    call(std::ptr::null_mut(), |state| {
        let found = named(state, program, name.unwrap_or(""))?;
        Ok(handle(found.filter(|_| name.is_some())))
    })
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetNamedProgramParameter(
    program: CGprogram,
    space: i32,
    name: *const c_char,
) -> CGparameter {
    let name = unsafe { text(name) };
    call(std::ptr::null_mut(), |state| {
        if space != CG_PROGRAM && space != CG_GLOBAL {
            return Err(Error::new(CG_INVALID_ENUMERANT_ERROR));
        }
        let found = named(state, program, name.unwrap_or(""))?
            .filter(|_| name.is_some())
            .filter(|id| {
                state
                    .parameters
                    .get(*id)
                    .is_some_and(|p| p.global == (space == CG_GLOBAL))
            });
        Ok(handle(found))
    })
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetNamedStructParameter(
    parameter: CGparameter,
    name: *const c_char,
) -> CGparameter {
    let name = unsafe { text(name) };
    call(std::ptr::null_mut(), |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_STRUCT {
            return Err(Error::new(CG_INVALID_PARAMETER_TYPE_ERROR));
        }
        Ok(handle(direct_member(state, &p.children, name)))
    })
}

/// A struct's member by its name (as NVIDIA's libCg: a direct member; NULL
/// without an error for a deeper path, a non-struct or a NULL name).
///
/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetNamedSubParameter(
    parameter: CGparameter,
    name: *const c_char,
) -> CGparameter {
    let name = unsafe { text(name) };
    call(std::ptr::null_mut(), |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_STRUCT {
            return Ok(std::ptr::null_mut());
        }
        Ok(handle(direct_member(state, &p.children, name)))
    })
}

/// CG_ROW_MAJOR for a matrix: NVIDIA's libCg reports a matrix stored by
/// columns by the type its registers hold (its transpose, row-major).
/// Another parameter is CG_UNKNOWN with CG_INVALID_PARAM_HANDLE_ERROR, as
/// NVIDIA's libCg answers.
#[no_mangle]
pub extern "C" fn cgGetMatrixParameterOrder(parameter: CGparameter) -> i32 {
    call(CG_UNKNOWN, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_MATRIX {
            return Err(Error::new(CG_INVALID_PARAM_HANDLE_ERROR));
        }
        Ok(CG_ROW_MAJOR)
    })
}

/// Sets the semantic of a shared parameter, or of a struct or an array and
/// everything in it; as NVIDIA's libCg, a program's leaf set alone keeps
/// the semantic it was compiled with (no error).
///
/// # Safety
/// `semantic` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgSetParameterSemantic(parameter: CGparameter, semantic: *const c_char) {
    let semantic = unsafe { text(semantic) }.map(crate::program::Semantic::new);
    call((), |state| {
        let (id, p) = state.parameter(parameter)?;
        let semantic = semantic.ok_or(Error::new(CG_INVALID_PARAMETER_ERROR))?;
        let aggregate = p.class == CG_PARAMETERCLASS_STRUCT || p.class == CG_PARAMETERCLASS_ARRAY;
        if !aggregate && !p.links.shared {
            return Ok(());
        }
        let mut pending = vec![id];
        while let Some(id) = pending.pop() {
            if let Some(p) = state.parameters.get_mut(id) {
                p.semantic = semantic.clone();
                pending.extend(p.children.iter().copied());
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetArrayParameter(parameter: CGparameter, index: i32) -> CGparameter {
    call(std::ptr::null_mut(), |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_ARRAY {
            return Err(Error::new(CG_ARRAY_PARAM_ERROR));
        }
        usize::try_from(index)
            .ok()
            .and_then(|i| p.children.get(i))
            .map(|id| handle(Some(*id)))
            .ok_or(Error::new(CG_OUT_OF_ARRAY_BOUNDS_ERROR))
    })
}

#[no_mangle]
pub extern "C" fn cgGetArrayDimension(parameter: CGparameter) -> i32 {
    call(0, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_ARRAY {
            return Err(Error::new(CG_ARRAY_PARAM_ERROR));
        }
        Ok(1)
    })
}

#[no_mangle]
pub extern "C" fn cgGetArraySize(parameter: CGparameter, dimension: i32) -> i32 {
    call(0, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_ARRAY || dimension != 0 {
            return Ok(0);
        }
        Ok(p.children.len() as i32)
    })
}

#[no_mangle]
pub extern "C" fn cgGetArrayTotalSize(parameter: CGparameter) -> i32 {
    call(0, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_ARRAY {
            return Err(Error::new(CG_ARRAY_PARAM_ERROR));
        }
        Ok(p.children.len() as i32)
    })
}

#[no_mangle]
pub extern "C" fn cgGetArrayType(parameter: CGparameter) -> i32 {
    call(CG_UNKNOWN_TYPE, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class != CG_PARAMETERCLASS_ARRAY {
            return Err(Error::new(CG_ARRAY_PARAM_ERROR));
        }
        Ok(p.children
            .first()
            .and_then(|c| state.parameters.get(*c))
            .map(|c| c.named_type)
            .unwrap_or(CG_UNKNOWN_TYPE))
    })
}

/// `cgSetArraySize` and `cgSetMultiDimArraySize` resize unsized arrays,
/// which a compiled program does not have: every array is sized.
#[no_mangle]
pub extern "C" fn cgSetArraySize(parameter: CGparameter, _size: i32) {
    call((), |state| {
        state.parameter(parameter)?;
        Err(Error::new(CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR))
    })
}

#[no_mangle]
pub extern "C" fn cgSetMultiDimArraySize(parameter: CGparameter, _sizes: *const i32) {
    cgSetArraySize(parameter, 0)
}

#[no_mangle]
pub extern "C" fn cgGetParameterName(parameter: CGparameter) -> *const c_char {
    attribute(parameter, std::ptr::null(), |p| p.name.as_ptr())
}

#[no_mangle]
pub extern "C" fn cgGetParameterType(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_UNKNOWN_TYPE, |p| p.ty)
}

#[no_mangle]
pub extern "C" fn cgGetParameterNamedType(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_UNKNOWN_TYPE, |p| p.named_type)
}

#[no_mangle]
pub extern "C" fn cgGetParameterBaseType(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_UNKNOWN_TYPE, |p| p.base_type)
}

#[no_mangle]
pub extern "C" fn cgGetParameterClass(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_PARAMETERCLASS_UNKNOWN, |p| p.class)
}

#[no_mangle]
pub extern "C" fn cgGetParameterRows(parameter: CGparameter) -> i32 {
    attribute(parameter, 0, |p| p.rows)
}

#[no_mangle]
pub extern "C" fn cgGetParameterColumns(parameter: CGparameter) -> i32 {
    attribute(parameter, 0, |p| p.columns)
}

#[no_mangle]
pub extern "C" fn cgGetParameterDirection(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_ERROR, |p| p.direction)
}

#[no_mangle]
pub extern "C" fn cgGetParameterVariability(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_ERROR, |p| p.variability)
}

/// Sets a parameter's variability: CG_UNIFORM, CG_LITERAL or CG_DEFAULT
/// (back to the compiled one) on a uniform.
#[no_mangle]
pub extern "C" fn cgSetParameterVariability(parameter: CGparameter, variability: i32) {
    call((), |state| {
        let (_, p) = state.parameter_mut(parameter)?;
        if p.variability == CG_VARYING {
            return Err(Error::new(CG_INVALID_PARAMETER_VARIABILITY_ERROR));
        }
        match variability {
            CG_UNIFORM | CG_LITERAL => p.variability = variability,
            CG_DEFAULT => p.variability = CG_UNIFORM,
            _ => return Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterSemantic(parameter: CGparameter) -> *const c_char {
    call(std::ptr::null(), |state| {
        let policy = state.semantic_case_policy;
        let (_, p) = state.parameter(parameter)?;
        Ok(p.semantic.reported(policy).as_ptr())
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterResource(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_UNDEFINED, |p| p.resource)
}

#[no_mangle]
pub extern "C" fn cgGetParameterBaseResource(parameter: CGparameter) -> i32 {
    attribute(parameter, CG_UNDEFINED, |p| p.base_resource)
}

/// Leaves only: an aggregate has no resource (CG_INVALID_PARAMETER_ERROR,
/// as NVIDIA's libCg).
fn leaf_attribute<T>(parameter: CGparameter, fallback: T, read: impl FnOnce(&Parameter) -> T) -> T {
    call(fallback, |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.class == CG_PARAMETERCLASS_STRUCT || p.class == CG_PARAMETERCLASS_ARRAY {
            return Err(Error::new(CG_INVALID_PARAMETER_ERROR));
        }
        Ok(read(p))
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterResourceIndex(parameter: CGparameter) -> u64 {
    leaf_attribute(parameter, 0, |p| p.resource_index)
}

#[no_mangle]
pub extern "C" fn cgGetParameterResourceName(parameter: CGparameter) -> *const c_char {
    leaf_attribute(parameter, std::ptr::null(), |p| {
        pointer(p.resource_name.as_ref())
    })
}

/// Bytes of the resource: a register of four floats per row in the
/// parameter array (NVIDIA's libCg: 16 for a float3, 64 for a float4x4).
#[no_mangle]
pub extern "C" fn cgGetParameterResourceSize(parameter: CGparameter) -> i64 {
    leaf_attribute(parameter, 0, |p| match p.resource {
        CG_C => 16 * i64::from(p.rows.max(1)),
        _ => 0,
    })
}

/// The type of the resource's elements (NVIDIA's libCg: the base type).
#[no_mangle]
pub extern "C" fn cgGetParameterResourceType(parameter: CGparameter) -> i32 {
    leaf_attribute(parameter, CG_UNKNOWN_TYPE, |p| p.base_type)
}

#[no_mangle]
pub extern "C" fn cgIsParameterReferenced(parameter: CGparameter) -> CGbool {
    attribute(parameter, CG_FALSE, |p| CGbool::from(p.referenced))
}

/// Whether the program `container` (or the context, or the program itself
/// when `container` is the parameter's program) reads the parameter.
#[no_mangle]
pub extern "C" fn cgIsParameterUsed(
    parameter: CGparameter,
    container: *mut std::ffi::c_void,
) -> CGbool {
    call(CG_FALSE, |state| {
        let (_, p) = state.parameter(parameter)?;
        let program = p.program.handle(Kind::Program);
        let context = p.context.handle(Kind::Context);
        let inside = container == program || container == context || container == parameter;
        Ok(CGbool::from(inside && p.referenced))
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterOrdinalNumber(parameter: CGparameter) -> i32 {
    attribute(parameter, 0, |p| p.ordinal)
}

/// A shared parameter (`cgCreateParameter`) is in no program.
#[no_mangle]
pub extern "C" fn cgGetParameterProgram(parameter: CGparameter) -> CGprogram {
    attribute(parameter, std::ptr::null_mut(), |p| {
        if p.links.shared {
            std::ptr::null_mut()
        } else {
            p.program.handle(Kind::Program)
        }
    })
}

#[no_mangle]
pub extern "C" fn cgGetParameterContext(parameter: CGparameter) -> CGcontext {
    attribute(parameter, std::ptr::null_mut(), |p| {
        p.context.handle(Kind::Context)
    })
}

#[no_mangle]
pub extern "C" fn cgIsParameter(parameter: CGparameter) -> CGbool {
    crate::state::read(|state| CGbool::from(state.parameter(parameter).is_ok()))
}

/// Whether the parameter is a shared one of its context
/// (`cgCreateParameter`), not a program's.
#[no_mangle]
pub extern "C" fn cgIsParameterGlobal(parameter: CGparameter) -> CGbool {
    attribute(parameter, CG_FALSE, |p| CGbool::from(p.links.shared))
}

#[no_mangle]
pub extern "C" fn cgGetParameterIndex(parameter: CGparameter) -> i32 {
    call(-1, |state| {
        let (_, p) = state.parameter(parameter)?;
        p.element_index
            .map(|i| i as i32)
            .ok_or(Error::new(CG_ARRAY_PARAM_ERROR))
    })
}

/// Parameters of the OpenGL assembly and GLSL profiles live in no buffer.
#[no_mangle]
pub extern "C" fn cgGetParameterBufferIndex(parameter: CGparameter) -> i32 {
    attribute(parameter, -1, |_| -1)
}

#[no_mangle]
pub extern "C" fn cgGetParameterBufferOffset(parameter: CGparameter) -> i32 {
    attribute(parameter, -1, |_| -1)
}
