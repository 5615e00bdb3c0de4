//! Parameter values: the setters store a value in the parameter (and tell
//! the parameter listener), the getters read it back. Values start as the
//! parameter's default (`#default`), else zero; they are kept as doubles,
//! row-major.

use std::ffi::c_char;

use super::{text, CGparameter};
use crate::abi::consts::*;
use crate::handle::Id;
use crate::program::c_string;
use crate::state::{call, notify, Error, Result, State};

/// The numeric leaves a value of `id` spans, in order: itself, or an
/// array's elements (arrays of arrays included). Structs have no value.
fn value_leaves(state: &State, id: Id) -> Result<Vec<Id>> {
    let parameter = state
        .parameters
        .get(id)
        .ok_or(Error::new(CG_INVALID_PARAM_HANDLE_ERROR))?;
    if parameter.is_numeric() {
        return Ok(vec![id]);
    }
    if parameter.class != CG_PARAMETERCLASS_ARRAY {
        return Err(Error::new(CG_NON_NUMERIC_PARAMETER_ERROR));
    }
    let mut leaves = Vec::new();
    for child in &parameter.children {
        leaves.extend(value_leaves(state, *child)?);
    }
    Ok(leaves)
}

/// A matrix's values from column-major order to row-major (or back, with
/// rows and columns exchanged).
fn transpose(values: &[f64], rows: usize, columns: usize) -> Vec<f64> {
    (0..rows * columns)
        .map(|i| {
            values
                .get((i % rows) * columns + i / rows)
                .copied()
                .unwrap_or(0.0)
        })
        .collect()
}

/// Stores `values` (row-major, or column-major when `column_major`) in the
/// parameter's leaves; at most each leaf's size, the rest is ignored.
fn store(
    state: &mut State,
    parameter: CGparameter,
    values: &[f64],
    whole: bool,
    column_major: bool,
) -> Result<((), Option<Id>)> {
    let (id, _) = state.parameter(parameter)?;
    let leaves = value_leaves(state, id)?;
    let total: usize = leaves
        .iter()
        .filter_map(|l| state.parameters.get(*l))
        .map(|l| l.value.len())
        .sum();
    if whole && values.len() < total {
        return Err(Error::new(CG_NOT_ENOUGH_DATA_ERROR));
    }
    let mut offset = 0;
    for id_of_leaf in &leaves {
        let Some(leaf) = state.parameters.get_mut(*id_of_leaf) else {
            continue;
        };
        let size = leaf.value.len();
        let end = (offset + size).min(values.len());
        let mut part = values[offset.min(end)..end].to_vec();
        if column_major && leaf.class == CG_PARAMETERCLASS_MATRIX && part.len() == size {
            part = transpose(&part, leaf.columns as usize, leaf.rows as usize);
        }
        leaf.value[..part.len()].copy_from_slice(&part);
        offset += size;
        let leaf = *id_of_leaf;
        super::shared::propagate(state, leaf);
    }
    Ok(((), Some(id)))
}

/// The values of the parameter's leaves (current or default), row-major or
/// column-major; CG_NOT_ENOUGH_DATA_ERROR when `room` cannot hold them.
fn load(
    state: &State,
    parameter: CGparameter,
    room: usize,
    default: bool,
    column_major: bool,
) -> Result<Vec<f64>> {
    let (id, _) = state.parameter(parameter)?;
    let mut values = Vec::new();
    for leaf in value_leaves(state, id)? {
        let Some(leaf) = state.parameters.get(leaf) else {
            continue;
        };
        let source = if default { &leaf.default } else { &leaf.value };
        if column_major && leaf.class == CG_PARAMETERCLASS_MATRIX {
            values.extend(transpose(source, leaf.rows as usize, leaf.columns as usize));
        } else {
            values.extend_from_slice(source);
        }
    }
    if values.len() > room {
        return Err(Error::new(CG_NOT_ENOUGH_DATA_ERROR));
    }
    Ok(values)
}

/// `cgSetParameterNT`: scalars, vectors and (a row at a time) matrices.
fn set_parameter(parameter: CGparameter, values: &[f64]) {
    notify((), |state| store(state, parameter, values, false, false));
}

/// Reads `count` values of C type `T` from `values`.
///
/// # Safety
/// `values` is NULL or points to `count` values.
unsafe fn read_array<T: Copy + Into<f64>>(values: *const T, count: usize) -> Option<Vec<f64>> {
    if values.is_null() {
        return None;
    }
    Some(
        (0..count)
            .map(|i| unsafe { *values.add(i) }.into())
            .collect(),
    )
}

/// Writes `values` to `out` as C type `T`.
///
/// # Safety
/// `out` points to room for `values.len()` values.
unsafe fn write_array<T>(out: *mut T, values: &[f64], convert: impl Fn(f64) -> T) {
    for (i, value) in values.iter().enumerate() {
        unsafe { *out.add(i) = convert(*value) };
    }
}

fn null_pointer() -> Result<((), Option<Id>)> {
    Err(Error::new(CG_INVALID_POINTER_ERROR))
}

macro_rules! set_scalars {
    ($($name:ident($($arg:ident),+): $ty:ty;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name(parameter: CGparameter, $($arg: $ty),+) {
            set_parameter(parameter, &[$(f64::from($arg)),+]);
        }
    )*};
}

set_scalars! {
    cgSetParameter1f(x): f32;
    cgSetParameter2f(x, y): f32;
    cgSetParameter3f(x, y, z): f32;
    cgSetParameter4f(x, y, z, w): f32;
    cgSetParameter1d(x): f64;
    cgSetParameter2d(x, y): f64;
    cgSetParameter3d(x, y, z): f64;
    cgSetParameter4d(x, y, z, w): f64;
    cgSetParameter1i(x): i32;
    cgSetParameter2i(x, y): i32;
    cgSetParameter3i(x, y, z): i32;
    cgSetParameter4i(x, y, z, w): i32;
}

macro_rules! set_vectors {
    ($($name:ident: $ty:ty, $count:expr;)*) => {$(
        /// # Safety
        /// `values` is NULL or points to the function's number of values.
        #[no_mangle]
        pub unsafe extern "C" fn $name(parameter: CGparameter, values: *const $ty) {
            match unsafe { read_array(values, $count) } {
                Some(values) => set_parameter(parameter, &values),
                None => notify((), |_| null_pointer()),
            }
        }
    )*};
}

set_vectors! {
    cgSetParameter1fv: f32, 1;
    cgSetParameter2fv: f32, 2;
    cgSetParameter3fv: f32, 3;
    cgSetParameter4fv: f32, 4;
    cgSetParameter1dv: f64, 1;
    cgSetParameter2dv: f64, 2;
    cgSetParameter3dv: f64, 3;
    cgSetParameter4dv: f64, 4;
    cgSetParameter1iv: i32, 1;
    cgSetParameter2iv: i32, 2;
    cgSetParameter3iv: i32, 3;
    cgSetParameter4iv: i32, 4;
}

macro_rules! set_values {
    ($($name:ident: $ty:ty, $column_major:expr;)*) => {$(
        /// # Safety
        /// `values` is NULL or points to `count` values.
        #[no_mangle]
        pub unsafe extern "C" fn $name(parameter: CGparameter, count: i32, values: *const $ty) {
            let values = unsafe { read_array(values, usize::try_from(count).unwrap_or(0)) };
            notify((), |state| match &values {
                Some(values) => store(state, parameter, values, true, $column_major),
                None => null_pointer(),
            });
        }
    )*};
}

set_values! {
    cgSetParameterValuefr: f32, false;
    cgSetParameterValuefc: f32, true;
    cgSetParameterValuedr: f64, false;
    cgSetParameterValuedc: f64, true;
    cgSetParameterValueir: i32, false;
    cgSetParameterValueic: i32, true;
}

/// The matrix's size, or CG_NOT_MATRIX_PARAM_ERROR.
fn matrix_size(state: &State, parameter: CGparameter) -> Result<usize> {
    let (_, p) = state.parameter(parameter)?;
    if p.class != CG_PARAMETERCLASS_MATRIX {
        return Err(Error::new(CG_NOT_MATRIX_PARAM_ERROR));
    }
    Ok((p.rows * p.columns) as usize)
}

macro_rules! set_matrices {
    ($($name:ident: $ty:ty, $column_major:expr;)*) => {$(
        /// # Safety
        /// `values` is NULL or points to the matrix's rows × columns values.
        #[no_mangle]
        pub unsafe extern "C" fn $name(parameter: CGparameter, values: *const $ty) {
            notify((), |state| {
                let size = matrix_size(state, parameter)?;
                match unsafe { read_array(values, size) } {
                    Some(values) => store(state, parameter, &values, true, $column_major),
                    None => null_pointer(),
                }
            });
        }
    )*};
}

set_matrices! {
    cgSetMatrixParameterfr: f32, false;
    cgSetMatrixParameterfc: f32, true;
    cgSetMatrixParameterdr: f64, false;
    cgSetMatrixParameterdc: f64, true;
    cgSetMatrixParameterir: i32, false;
    cgSetMatrixParameteric: i32, true;
}

macro_rules! get_matrices {
    ($($name:ident: $ty:ty, $column_major:expr, $convert:expr;)*) => {$(
        /// # Safety
        /// `values` is NULL or points to room for rows × columns values.
        #[no_mangle]
        pub unsafe extern "C" fn $name(parameter: CGparameter, values: *mut $ty) {
            call((), |state| {
                let size = matrix_size(state, parameter)?;
                if values.is_null() {
                    return Err(Error::new(CG_INVALID_POINTER_ERROR));
                }
                let loaded = load(state, parameter, size, false, $column_major)?;
                unsafe { write_array(values, &loaded, $convert) };
                Ok(())
            })
        }
    )*};
}

get_matrices! {
    cgGetMatrixParameterfr: f32, false, |v| v as f32;
    cgGetMatrixParameterfc: f32, true, |v| v as f32;
    cgGetMatrixParameterdr: f64, false, |v| v;
    cgGetMatrixParameterdc: f64, true, |v| v;
    cgGetMatrixParameterir: i32, false, |v| v as i32;
    cgGetMatrixParameteric: i32, true, |v| v as i32;
}

macro_rules! get_values {
    ($($name:ident: $ty:ty, $default:expr, $column_major:expr, $convert:expr;)*) => {$(
        /// Returns how many values were written (0 on error).
        ///
        /// # Safety
        /// `values` is NULL or points to room for `count` values.
        #[no_mangle]
        pub unsafe extern "C" fn $name(parameter: CGparameter, count: i32, values: *mut $ty) -> i32 {
            call(0, |state| {
                let room = usize::try_from(count).unwrap_or(0);
                let loaded = load(state, parameter, room, $default, $column_major)?;
                if values.is_null() {
                    return Err(Error::new(CG_INVALID_POINTER_ERROR));
                }
                unsafe { write_array(values, &loaded, $convert) };
                Ok(loaded.len() as i32)
            })
        }
    )*};
}

get_values! {
    cgGetParameterValuefr: f32, false, false, |v| v as f32;
    cgGetParameterValuefc: f32, false, true, |v| v as f32;
    cgGetParameterValuedr: f64, false, false, |v| v;
    cgGetParameterValuedc: f64, false, true, |v| v;
    cgGetParameterValueir: i32, false, false, |v| v as i32;
    cgGetParameterValueic: i32, false, true, |v| v as i32;
    cgGetParameterDefaultValuefr: f32, true, false, |v| v as f32;
    cgGetParameterDefaultValuefc: f32, true, true, |v| v as f32;
    cgGetParameterDefaultValuedr: f64, true, false, |v| v;
    cgGetParameterDefaultValuedc: f64, true, true, |v| v;
    cgGetParameterDefaultValueir: i32, true, false, |v| v as i32;
    cgGetParameterDefaultValueic: i32, true, true, |v| v as i32;
}

/// The current (CG_CURRENT), default (CG_DEFAULT) or, for a literal, constant
/// (CG_CONSTANT) values of a scalar, vector or matrix, row-major; they stay
/// valid until the parameter's value changes or the program is destroyed.
///
/// # Safety
/// `count` is NULL or points to a writable int.
#[no_mangle]
pub unsafe extern "C" fn cgGetParameterValues(
    parameter: CGparameter,
    which: i32,
    count: *mut i32,
) -> *const f64 {
    let (values, n) = call((std::ptr::null(), 0), |state| {
        let (_, p) = state.parameter(parameter)?;
        if !p.is_numeric() {
            return Err(Error::new(CG_NON_NUMERIC_PARAMETER_ERROR));
        }
        let values = match which {
            CG_CURRENT | CG_CONSTANT => &p.value,
            CG_DEFAULT => &p.default,
            _ => return Err(Error::new(CG_INVALID_ENUMERANT_ERROR)),
        };
        Ok((values.as_ptr(), values.len() as i32))
    });
    if !count.is_null() {
        unsafe { *count = n };
    }
    values
}

/// # Safety
/// `value` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgSetStringParameterValue(parameter: CGparameter, value: *const c_char) {
    let value = unsafe { text(value) }.map(c_string);
    notify((), |state| {
        let (id, p) = state.parameter_mut(parameter)?;
        if p.ty != CG_STRING {
            return Err(Error::new(CG_INVALID_PARAMETER_TYPE_ERROR));
        }
        p.text = Some(value.ok_or(Error::new(CG_INVALID_POINTER_ERROR))?);
        super::shared::propagate(state, id);
        Ok(((), Some(id)))
    })
}

#[no_mangle]
pub extern "C" fn cgGetStringParameterValue(parameter: CGparameter) -> *const c_char {
    call(std::ptr::null(), |state| {
        let (_, p) = state.parameter(parameter)?;
        if p.ty != CG_STRING {
            return Err(Error::new(CG_INVALID_PARAMETER_TYPE_ERROR));
        }
        Ok(super::pointer(p.text.as_ref()))
    })
}
