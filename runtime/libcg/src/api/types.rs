//! Profiles, types, resources, enumerants and their strings: lookups in the
//! `abi` table (and the registry of user types).

use std::ffi::{c_char, c_void};

use super::{text, CGbool};
use crate::abi::{self, consts::*};
use crate::state::{self, call, Error, USER_TYPE_BASE};

fn string_or_null(enumeration: &str, value: i32) -> *const c_char {
    abi::string(enumeration, value)
        .map(|s| s.as_ptr())
        .unwrap_or(std::ptr::null())
}

/// The value named `name` in `enumeration`, or `unknown`.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string.
unsafe fn value_named(enumeration: &str, name: *const c_char, unknown: i32) -> i32 {
    unsafe { text(name) }
        .and_then(|name| abi::by_string(enumeration, name))
        .map(|e| e.value)
        .unwrap_or(unknown)
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetProfile(name: *const c_char) -> i32 {
    unsafe { value_named(abi::PROFILE, name, CG_PROFILE_UNKNOWN) }
}

#[no_mangle]
pub extern "C" fn cgGetProfileString(profile: i32) -> *const c_char {
    string_or_null(abi::PROFILE, profile)
}

#[no_mangle]
pub extern "C" fn cgGetProfileDomain(profile: i32) -> i32 {
    abi::by_value(abi::PROFILE, profile)
        .and_then(|e| e.numbers.first().copied())
        .unwrap_or(CG_UNKNOWN_DOMAIN)
}

#[no_mangle]
pub extern "C" fn cgGetProfileProperty(profile: i32, property: i32) -> CGbool {
    let known = abi::by_value(abi::ENUM, property)
        .is_some_and(|e| e.identifier.starts_with("CG_IS_") && e.identifier.ends_with("_PROFILE"));
    call(CG_FALSE, |_| {
        if !known {
            return Err(Error::new(CG_INVALID_ENUMERANT_ERROR));
        }
        Ok(CGbool::from(
            abi::by_value(abi::PROFILE, profile).is_some_and(|e| e.properties.contains(&property)),
        ))
    })
}

/// The profiles cgrs compiles for that the Cg API can name (glesv and glesf
/// have no CGprofile value).
fn supported_profiles() -> Vec<i32> {
    abi::entries()
        .iter()
        .filter(|e| e.enumeration == abi::PROFILE)
        .filter(|e| {
            e.string
                .to_str()
                .is_ok_and(|name| cgrs::profile::ProfileRef::builtin(name).is_some())
        })
        .map(|e| e.value)
        .fold(Vec::new(), |mut list, value| {
            if !list.contains(&value) {
                list.push(value);
            }
            list
        })
}

#[no_mangle]
pub extern "C" fn cgGetNumSupportedProfiles() -> i32 {
    supported_profiles().len() as i32
}

#[no_mangle]
pub extern "C" fn cgGetSupportedProfile(index: i32) -> i32 {
    call(CG_PROFILE_UNKNOWN, |_| {
        usize::try_from(index)
            .ok()
            .and_then(|i| supported_profiles().get(i).copied())
            .ok_or(Error::new(CG_INVALID_PARAMETER_ERROR))
    })
}

#[no_mangle]
pub extern "C" fn cgIsProfileSupported(profile: i32) -> CGbool {
    CGbool::from(supported_profiles().contains(&profile))
}

/// A built-in type's name, or a user (struct) type's.
#[no_mangle]
pub extern "C" fn cgGetTypeString(ty: i32) -> *const c_char {
    if ty >= USER_TYPE_BASE {
        return state::read(|state| {
            state
                .user_types
                .get((ty - USER_TYPE_BASE) as usize)
                .map(|user| user.name.as_ptr())
                .unwrap_or(std::ptr::null())
        });
    }
    string_or_null(abi::TYPE, ty)
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetType(name: *const c_char) -> i32 {
    unsafe { value_named(abi::TYPE, name, CG_UNKNOWN_TYPE) }
}

#[no_mangle]
pub extern "C" fn cgGetTypeBase(ty: i32) -> i32 {
    abi::type_shape(ty).map(|s| s.0).unwrap_or(ty)
}

#[no_mangle]
pub extern "C" fn cgGetTypeClass(ty: i32) -> i32 {
    // NVIDIA's libCg gives a user type no class either.
    abi::type_shape(ty)
        .map(|s| s.1)
        .unwrap_or(CG_PARAMETERCLASS_UNKNOWN)
}

/// # Safety
/// `rows` and `columns` are NULL or point to writable ints.
#[no_mangle]
pub unsafe extern "C" fn cgGetTypeSizes(ty: i32, rows: *mut i32, columns: *mut i32) -> CGbool {
    let (r, c) = abi::type_shape(ty).map(|s| (s.2, s.3)).unwrap_or((0, 0));
    unsafe {
        if !rows.is_null() {
            *rows = r;
        }
        if !columns.is_null() {
            *columns = c;
        }
    }
    CGbool::from(abi::type_shape(ty).is_some_and(|s| s.1 == CG_PARAMETERCLASS_MATRIX))
}

/// # Safety
/// `rows` and `columns` are NULL or point to writable ints.
#[no_mangle]
pub unsafe extern "C" fn cgGetMatrixSize(ty: i32, rows: *mut i32, columns: *mut i32) {
    // NVIDIA's libCg gives a type that is no matrix 0 rows and its columns.
    let (r, c) = match abi::type_shape(ty) {
        Some((_, CG_PARAMETERCLASS_MATRIX, r, c)) => (r, c),
        Some((_, _, _, c)) => (0, c),
        None => (0, 0),
    };
    unsafe {
        if !rows.is_null() {
            *rows = r;
        }
        if !columns.is_null() {
            *columns = c;
        }
    }
}

/// Another profile of the family of `profile` (arbvp1's, arbfp1's; glslv's,
/// glslf's and glslg's; vs_3_0's, ps_3_0's, ...) for `domain`; as NVIDIA's
/// libCg, CG_PROFILE_UNKNOWN without an error when there is none.
#[no_mangle]
pub extern "C" fn cgGetProfileSibling(profile: i32, domain: i32) -> i32 {
    const FAMILIES: &[&[&str]] = &[
        &["arbvp1", "arbfp1"],
        &["vp20", "fp20"],
        &["vp30", "fp30"],
        &["vp40", "fp40"],
        &["gp4vp", "gp4fp", "gp4gp"],
        &["gp5vp", "gp5fp", "gp5gp", "gp5tcp", "gp5tep"],
        &["glslv", "glslf", "glslg"],
        &["hlslv", "hlslf"],
        &["vs_1_1", "ps_1_1"],
        &["vs_2_0", "ps_2_0"],
        &["vs_2_x", "ps_2_x"],
        &["vs_3_0", "ps_3_0"],
        &["vs_4_0", "ps_4_0", "gs_4_0"],
        &["vs_5_0", "ps_5_0", "gs_5_0", "hs_5_0", "ds_5_0"],
    ];
    let name = abi::string(abi::PROFILE, profile).and_then(|n| n.to_str().ok());
    let Some(name) = name else {
        return CG_PROFILE_UNKNOWN;
    };
    FAMILIES
        .iter()
        .find(|family| family.contains(&name))
        .into_iter()
        .flat_map(|family| family.iter())
        .filter_map(|sibling| abi::by_string(abi::PROFILE, sibling))
        .find(|entry| entry.numbers.first() == Some(&domain))
        .map(|entry| entry.value)
        .unwrap_or(CG_PROFILE_UNKNOWN)
}

/// The user types of a program (the struct and interface types its source
/// defines); another handle is CG_INVALID_PARAMETER_ERROR, as NVIDIA's
/// libCg answers for a context too.
fn user_types(state: &state::State, handle: *mut c_void) -> state::Result<Vec<i32>> {
    state
        .program(handle)
        .map(|(_, program)| program.user_types.clone())
        .map_err(|_| Error::new(CG_INVALID_PARAMETER_ERROR))
}

#[no_mangle]
pub extern "C" fn cgGetNumUserTypes(handle: *mut c_void) -> i32 {
    call(0, |state| Ok(user_types(state, handle)?.len() as i32))
}

#[no_mangle]
pub extern "C" fn cgGetUserType(handle: *mut c_void, index: i32) -> i32 {
    call(CG_UNKNOWN_TYPE, |state| {
        let types = user_types(state, handle)?;
        usize::try_from(index)
            .ok()
            .and_then(|i| types.get(i).copied())
            .ok_or(Error::new(CG_OUT_OF_ARRAY_BOUNDS_ERROR))
    })
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetNamedUserType(handle: *mut c_void, name: *const c_char) -> i32 {
    let name = unsafe { text(name) };
    call(CG_UNKNOWN_TYPE, |state| {
        // As NVIDIA's libCg: a context has none, and that is no error.
        if state.context(handle).is_ok() {
            return Ok(CG_UNKNOWN_TYPE);
        }
        let types = user_types(state, handle)?;
        Ok(types
            .into_iter()
            .find(|ty| {
                state
                    .user_type_info(*ty)
                    .is_some_and(|user| Some(user.name.to_bytes()) == name.map(str::as_bytes))
            })
            .unwrap_or(CG_UNKNOWN_TYPE))
    })
}

/// The interfaces a type implements: a struct's one (`struct S : I`).
fn parents(ty: i32) -> Vec<i32> {
    state::read(|state| {
        state
            .user_type_info(ty)
            .and_then(|user| user.parent)
            .into_iter()
            .collect()
    })
}

#[no_mangle]
pub extern "C" fn cgGetNumParentTypes(ty: i32) -> i32 {
    parents(ty).len() as i32
}

/// As NVIDIA's libCg: a user type's index out of range is
/// CG_OUT_OF_ARRAY_BOUNDS_ERROR, a built-in type's is none (no error).
#[no_mangle]
pub extern "C" fn cgGetParentType(ty: i32, index: i32) -> i32 {
    let list = parents(ty);
    let found = usize::try_from(index)
        .ok()
        .and_then(|i| list.get(i).copied());
    call(CG_UNKNOWN_TYPE, |_| match found {
        Some(parent) => Ok(parent),
        None if ty >= USER_TYPE_BASE => Err(Error::new(CG_OUT_OF_ARRAY_BOUNDS_ERROR)),
        None => Ok(CG_UNKNOWN_TYPE),
    })
}

#[no_mangle]
pub extern "C" fn cgIsParentType(parent: i32, child: i32) -> CGbool {
    CGbool::from(parents(child).contains(&parent))
}

#[no_mangle]
pub extern "C" fn cgIsInterfaceType(ty: i32) -> CGbool {
    state::read(|state| CGbool::from(state.user_type_info(ty).is_some_and(|user| user.interface)))
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetEnum(name: *const c_char) -> i32 {
    unsafe { value_named(abi::ENUM, name, CG_UNKNOWN) }
}

#[no_mangle]
pub extern "C" fn cgGetEnumString(value: i32) -> *const c_char {
    string_or_null(abi::ENUM, value)
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetResource(name: *const c_char) -> i32 {
    unsafe { value_named(abi::RESOURCE, name, CG_UNDEFINED) }
}

#[no_mangle]
pub extern "C" fn cgGetResourceString(resource: i32) -> *const c_char {
    string_or_null(abi::RESOURCE, resource)
}

#[no_mangle]
pub extern "C" fn cgGetParameterClassString(class: i32) -> *const c_char {
    string_or_null(abi::PARAMETER_CLASS, class)
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetParameterClassEnum(name: *const c_char) -> i32 {
    unsafe { value_named(abi::PARAMETER_CLASS, name, CG_PARAMETERCLASS_UNKNOWN) }
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetDomain(name: *const c_char) -> i32 {
    unsafe { value_named(abi::DOMAIN, name, CG_UNKNOWN_DOMAIN) }
}

#[no_mangle]
pub extern "C" fn cgGetDomainString(domain: i32) -> *const c_char {
    string_or_null(abi::DOMAIN, domain)
}

/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cgGetBehavior(name: *const c_char) -> i32 {
    unsafe { value_named(abi::BEHAVIOR, name, 0) }
}

#[no_mangle]
pub extern "C" fn cgGetBehaviorString(behavior: i32) -> *const c_char {
    string_or_null(abi::BEHAVIOR, behavior)
}
