//! Profiles, types, resources, enumerants and their strings: lookups in the
//! `abi` table (and the registry of user types).

use std::ffi::c_char;

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
                .map(|name| name.as_ptr())
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
    if ty >= USER_TYPE_BASE {
        return CG_PARAMETERCLASS_STRUCT;
    }
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
