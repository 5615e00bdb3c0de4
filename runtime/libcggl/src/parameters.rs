//! Uniform values: the cgGLSetParameter*, cgGLSetMatrixParameter* and
//! cgGLSetParameterArray* setters, their getters, and uploading values to GL.
//!
//! libCg holds every value: a setter stores through libCg's own setter
//! (which also raises libCg's errors on a bad handle or type), so libCg's
//! getters see it, then uploads it if the parameter's program is bound.
//! An ARB program's uniform lives in `program.local[resource index]` (a
//! matrix past the parameter limit in `program.env`, resource `ENV`), one
//! local per matrix row, padded with zeros to four components; an NV
//! program's in the program parameter of that index; a GLSL program's in
//! its uniform (`glsl`).
//!
//! cgrs's libCg reports every value it stores to a listener
//! (`cgrsSetParameterListener`, looked up at run time), which uploads at
//! once; over NVIDIA's libCg, values set with libCg's cgSetParameter* reach
//! GL at the next cgGLBindProgram.

use crate::cg::*;
use crate::errors::raise;
use crate::gl;
use crate::glsl;
use crate::profiles::Api;
use crate::state::{self, LoadedProgram};
use std::ffi::{c_double, c_float, c_int, c_long, c_void};
use std::sync::OnceLock;

type Listener = unsafe extern "C" fn(CGparameter);
type SetListener = unsafe extern "C" fn(Option<Listener>);

/// libCg's cgrsSetParameterListener once registered with, as an address.
static SET_LISTENER: OnceLock<usize> = OnceLock::new();

/// Registers with cgrs's libCg, once, if it offers the listener.
pub fn register_listener() {
    SET_LISTENER.get_or_init(|| {
        let address =
            unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"cgrsSetParameterListener".as_ptr()) };
        if !address.is_null() {
            // SAFETY: cgrs's libCg defines cgrsSetParameterListener with this signature.
            let set_listener = unsafe { std::mem::transmute::<*mut c_void, SetListener>(address) };
            unsafe { set_listener(Some(parameter_stored)) };
        }
        address as usize
    });
}

/// Unregisters when the library is unloaded (dlclose) while libCg stays, so
/// that libCg never calls into unmapped code.
extern "C" fn unregister_listener() {
    if let Some(&set_listener) = SET_LISTENER.get().filter(|&&address| address != 0) {
        // SAFETY: as in register_listener.
        let set_listener = unsafe { std::mem::transmute::<usize, SetListener>(set_listener) };
        unsafe { set_listener(None) };
    }
}

#[used]
#[link_section = ".fini_array"]
static UNREGISTER_AT_UNLOAD: extern "C" fn() = unregister_listener;

extern "C" fn parameter_stored(param: CGparameter) {
    upload_if_bound(param);
}

/// After a store through libCg. The listener may have uploaded already; the
/// cgGL setters upload anyway, since libCg reports stores in immediate mode
/// only, and a cgGL setter takes effect at once in every mode.
fn stored(param: CGparameter) {
    upload_if_bound(param);
}

/// Uploads `param`'s value if its program is loaded and bound.
pub fn upload_if_bound(param: CGparameter) {
    if unsafe { cgIsParameter(param) } == 0 {
        return;
    }
    let program = unsafe { cgGetParameterProgram(param) };
    if program.is_null() {
        return;
    }
    let Some(loaded) = state::loaded(program) else {
        return;
    };
    if !state::loaded_is_current(&loaded) {
        return;
    }
    if is_uploadable_leaf(param) {
        upload_leaf(param, &loaded);
    } else {
        upload_program(program, &loaded);
    }
}

/// Whether `param` is one value GL holds: a referenced uniform that is no
/// array or struct and has a program local (ARB) or a GLSL uniform.
fn is_uploadable_leaf(param: CGparameter) -> bool {
    unsafe {
        cgGetParameterClass(param) != CG_PARAMETERCLASS_ARRAY
            && matches!(
                cgGetParameterResource(param),
                CG_C | CG_ENV | CG_GLSL_UNIFORM
            )
            && cgGetParameterVariability(param) == CG_UNIFORM
            && cgIsParameterReferenced(param) != 0
    }
}

/// Uploads every referenced uniform of `program` from libCg's values; the
/// program must be the one bound (or, for GLSL, in use).
pub fn upload_program(program: CGprogram, loaded: &LoadedProgram) {
    glsl::for_each_leaf(program, |param| {
        if is_uploadable_leaf(param) {
            upload_leaf(param, loaded);
        }
    });
}

fn upload_leaf(param: CGparameter, loaded: &LoadedProgram) {
    if loaded.api == Api::Glsl {
        glsl::upload_uniform(loaded.id, param);
        return;
    }
    let base = unsafe { cgGetParameterResourceIndex(param) } as u32;
    // A matrix past the parameter limit lives in `program.env` (arbvp1).
    let environment = unsafe { cgGetParameterResource(param) } == CG_ENV;
    let (rows, columns, values) = register_rows(param);
    for row in 0..rows {
        let mut local = [0.0f32; 4];
        local[..columns].copy_from_slice(&values[row * columns..(row + 1) * columns]);
        let index = base.wrapping_add(row as u32);
        match loaded.api {
            // NV programs' c[] are the context's program parameters.
            Api::NvAssembly => unsafe {
                gl::glProgramParameter4fvNV(loaded.target, index, local.as_ptr())
            },
            _ if environment => unsafe {
                gl::glProgramEnvParameter4fvARB(loaded.target, index, local.as_ptr())
            },
            _ => unsafe { gl::glProgramLocalParameter4fvARB(loaded.target, index, local.as_ptr()) },
        }
    }
}

/// A uniform leaf's value as its registers hold it: the rows, the columns
/// and the values row after row. A matrix stored by columns (`column_major`),
/// which libCg names by its type's transpose (`float4x3` for a `float3x4`)
/// as NVIDIA's does, holds a column a register.
pub fn register_rows(param: CGparameter) -> (usize, usize, [f32; 16]) {
    let rows = unsafe { cgGetParameterRows(param) }.clamp(1, 4) as usize;
    let columns = unsafe { cgGetParameterColumns(param) }.clamp(1, 4) as usize;
    let by_columns = unsafe {
        cgGetParameterClass(param) == CG_PARAMETERCLASS_MATRIX
            && cgGetParameterNamedType(param) != cgGetParameterType(param)
    };
    let mut values = [0.0f32; 16];
    let count = (rows * columns) as c_int;
    if by_columns {
        unsafe { cgGetParameterValuefc(param, count, values.as_mut_ptr()) };
        (columns, rows, values)
    } else {
        unsafe { cgGetParameterValuefr(param, count, values.as_mut_ptr()) };
        (rows, columns, values)
    }
}

macro_rules! setters {
    ($( $name:ident => $libcg:ident($($arg:ident: $ty:ty),*); )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, $($arg: $ty),*) {
                $libcg(param, $($arg),*);
                stored(param);
            }
        )*
    };
}

setters! {
    cgGLSetParameter1f => cgSetParameter1f(x: c_float);
    cgGLSetParameter2f => cgSetParameter2f(x: c_float, y: c_float);
    cgGLSetParameter3f => cgSetParameter3f(x: c_float, y: c_float, z: c_float);
    cgGLSetParameter4f => cgSetParameter4f(x: c_float, y: c_float, z: c_float, w: c_float);
    cgGLSetParameter1d => cgSetParameter1d(x: c_double);
    cgGLSetParameter2d => cgSetParameter2d(x: c_double, y: c_double);
    cgGLSetParameter3d => cgSetParameter3d(x: c_double, y: c_double, z: c_double);
    cgGLSetParameter4d => cgSetParameter4d(x: c_double, y: c_double, z: c_double, w: c_double);
    cgGLSetParameter1fv => cgSetParameter1fv(v: *const c_float);
    cgGLSetParameter2fv => cgSetParameter2fv(v: *const c_float);
    cgGLSetParameter3fv => cgSetParameter3fv(v: *const c_float);
    cgGLSetParameter4fv => cgSetParameter4fv(v: *const c_float);
    cgGLSetParameter1dv => cgSetParameter1dv(v: *const c_double);
    cgGLSetParameter2dv => cgSetParameter2dv(v: *const c_double);
    cgGLSetParameter3dv => cgSetParameter3dv(v: *const c_double);
    cgGLSetParameter4dv => cgSetParameter4dv(v: *const c_double);
    cgGLSetMatrixParameterfr => cgSetMatrixParameterfr(matrix: *const c_float);
    cgGLSetMatrixParameterfc => cgSetMatrixParameterfc(matrix: *const c_float);
    cgGLSetMatrixParameterdr => cgSetMatrixParameterdr(matrix: *const c_double);
    cgGLSetMatrixParameterdc => cgSetMatrixParameterdc(matrix: *const c_double);
}

macro_rules! getters {
    ($( $name:ident => $count:literal, $ty:ty, $read:ident; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, v: *mut $ty) {
                $read(param, $count, v);
            }
        )*
    };
}

getters! {
    cgGLGetParameter1f => 1, c_float, cgGetParameterValuefr;
    cgGLGetParameter2f => 2, c_float, cgGetParameterValuefr;
    cgGLGetParameter3f => 3, c_float, cgGetParameterValuefr;
    cgGLGetParameter4f => 4, c_float, cgGetParameterValuefr;
    cgGLGetParameter1d => 1, c_double, cgGetParameterValuedr;
    cgGLGetParameter2d => 2, c_double, cgGetParameterValuedr;
    cgGLGetParameter3d => 3, c_double, cgGetParameterValuedr;
    cgGLGetParameter4d => 4, c_double, cgGetParameterValuedr;
}

macro_rules! matrix_getters {
    ($( $name:ident => $libcg:ident, $ty:ty; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, matrix: *mut $ty) {
                $libcg(param, matrix);
            }
        )*
    };
}

matrix_getters! {
    cgGLGetMatrixParameterfr => cgGetMatrixParameterfr, c_float;
    cgGLGetMatrixParameterfc => cgGetMatrixParameterfc, c_float;
    cgGLGetMatrixParameterdr => cgGetMatrixParameterdr, c_double;
    cgGLGetMatrixParameterdc => cgGetMatrixParameterdc, c_double;
}

/// The elements `offset..offset + count` an array call covers, or the error
/// NVIDIA's runtime raises. A `nelements` of 0 or less means "to the end"
/// (probed: NVIDIA's sets elements 1 and 2 of a `float4 k[3]` for offset 1
/// and -1 or -5; Panda3D passes -1 for its `k_` arrays).
fn array_range(
    param: CGparameter,
    offset: c_long,
    nelements: c_long,
    function: &str,
) -> Option<(usize, usize)> {
    let size = unsafe { cgGetArraySize(param, 0) };
    if unsafe { cgIsParameter(param) } == 0 {
        return None;
    }
    if unsafe { cgGetArrayDimension(param) } == 0 {
        raise(CG_ARRAY_PARAM_ERROR, function);
        return None;
    }
    let size = c_long::from(size);
    // Any offset and count an application passes, however large, is either
    // inside the array or CG_OUT_OF_ARRAY_BOUNDS_ERROR.
    let count = if nelements <= 0 {
        size.checked_sub(offset)
    } else {
        Some(nelements)
    };
    let end = count.and_then(|count| offset.checked_add(count));
    match (count, end) {
        (Some(count), Some(end)) if offset >= 0 && count >= 0 && end <= size => {
            Some((offset as usize, count as usize))
        }
        _ => {
            raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR, function);
            None
        }
    }
}

/// Calls `each(element, index)` for the elements an array call covers. The
/// values of element `index` are read at `index * stride` of the caller's
/// array, not from its start: NVIDIA's runtime does so (probed:
/// cgGLSetParameterArray4f(p, 1, 2, v) sets p[1] from v[4..8]).
fn for_elements(
    param: CGparameter,
    offset: c_long,
    nelements: c_long,
    function: &str,
    mut each: impl FnMut(CGparameter, usize),
) -> bool {
    let Some((first, count)) = array_range(param, offset, nelements, function) else {
        return false;
    };
    for index in first..first + count {
        let element = unsafe { cgGetArrayParameter(param, index as c_int) };
        each(element, index);
    }
    true
}

fn element_size(element: CGparameter) -> usize {
    let rows = unsafe { cgGetParameterRows(element) }.max(1) as usize;
    let columns = unsafe { cgGetParameterColumns(element) }.max(1) as usize;
    rows * columns
}

macro_rules! array_setters {
    ($( $name:ident => $count:literal, $ty:ty, $libcg:ident; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, offset: c_long, nelements: c_long, v: *const $ty) {
                if v.is_null() {
                    raise(CG_INVALID_POINTER_ERROR, stringify!($name));
                    return;
                }
                let set = for_elements(param, offset, nelements, stringify!($name), |element, index| {
                    $libcg(element, v.add(index * $count));
                });
                if set {
                    stored(param);
                }
            }
        )*
    };
}

array_setters! {
    cgGLSetParameterArray1f => 1, c_float, cgSetParameter1fv;
    cgGLSetParameterArray2f => 2, c_float, cgSetParameter2fv;
    cgGLSetParameterArray3f => 3, c_float, cgSetParameter3fv;
    cgGLSetParameterArray4f => 4, c_float, cgSetParameter4fv;
    cgGLSetParameterArray1d => 1, c_double, cgSetParameter1dv;
    cgGLSetParameterArray2d => 2, c_double, cgSetParameter2dv;
    cgGLSetParameterArray3d => 3, c_double, cgSetParameter3dv;
    cgGLSetParameterArray4d => 4, c_double, cgSetParameter4dv;
}

macro_rules! matrix_array_setters {
    ($( $name:ident => $ty:ty, $libcg:ident; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, offset: c_long, nelements: c_long, matrices: *const $ty) {
                if matrices.is_null() {
                    raise(CG_INVALID_POINTER_ERROR, stringify!($name));
                    return;
                }
                let set = for_elements(param, offset, nelements, stringify!($name), |element, index| {
                    $libcg(element, matrices.add(index * element_size(element)));
                });
                if set {
                    stored(param);
                }
            }
        )*
    };
}

matrix_array_setters! {
    cgGLSetMatrixParameterArrayfc => c_float, cgSetMatrixParameterfc;
    cgGLSetMatrixParameterArrayfr => c_float, cgSetMatrixParameterfr;
    cgGLSetMatrixParameterArraydc => c_double, cgSetMatrixParameterdc;
    cgGLSetMatrixParameterArraydr => c_double, cgSetMatrixParameterdr;
}

macro_rules! array_getters {
    ($( $name:ident => $count:literal, $ty:ty, $read:ident; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, offset: c_long, nelements: c_long, v: *mut $ty) {
                if v.is_null() {
                    raise(CG_INVALID_POINTER_ERROR, stringify!($name));
                    return;
                }
                for_elements(param, offset, nelements, stringify!($name), |element, index| {
                    $read(element, $count, v.add(index * $count));
                });
            }
        )*
    };
}

array_getters! {
    cgGLGetParameterArray1f => 1, c_float, cgGetParameterValuefr;
    cgGLGetParameterArray2f => 2, c_float, cgGetParameterValuefr;
    cgGLGetParameterArray3f => 3, c_float, cgGetParameterValuefr;
    cgGLGetParameterArray4f => 4, c_float, cgGetParameterValuefr;
    cgGLGetParameterArray1d => 1, c_double, cgGetParameterValuedr;
    cgGLGetParameterArray2d => 2, c_double, cgGetParameterValuedr;
    cgGLGetParameterArray3d => 3, c_double, cgGetParameterValuedr;
    cgGLGetParameterArray4d => 4, c_double, cgGetParameterValuedr;
}

macro_rules! matrix_array_getters {
    ($( $name:ident => $ty:ty, $libcg:ident; )*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name(param: CGparameter, offset: c_long, nelements: c_long, matrices: *mut $ty) {
                if matrices.is_null() {
                    raise(CG_INVALID_POINTER_ERROR, stringify!($name));
                    return;
                }
                for_elements(param, offset, nelements, stringify!($name), |element, index| {
                    $libcg(element, matrices.add(index * element_size(element)));
                });
            }
        )*
    };
}

matrix_array_getters! {
    cgGLGetMatrixParameterArrayfc => c_float, cgGetMatrixParameterfc;
    cgGLGetMatrixParameterArrayfr => c_float, cgGetMatrixParameterfr;
    cgGLGetMatrixParameterArraydc => c_double, cgGetMatrixParameterdc;
    cgGLGetMatrixParameterArraydr => c_double, cgGetMatrixParameterdr;
}
