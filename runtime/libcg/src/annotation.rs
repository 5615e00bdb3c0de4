//! Annotations (`uniform float4 k <string UIName = "k"; float UIMin = 0;>`):
//! what a program's reflection lists for its parameters and its entry, and
//! what `cgCreateParameterAnnotation` / `cgCreateProgramAnnotation` add.
//!
//! Invariants:
//! - An annotation belongs to one parameter or program (its `owner`), which
//!   lists it in order: the source's first, then the created ones. Removing
//!   the owner removes them ([`crate::state::State::destroy_annotations`]).
//! - Its value is kept in the form the getter of its base type hands to C
//!   (`float`s, `int`s, `CGbool`s, or one string with a pointer to it), so
//!   every pointer returned lives as long as the annotation or its next set.

use std::ffi::{c_char, CString};

use cgrs::reflect::{Annotation as Reflected, AnnotationValue};

use crate::abi::{self, consts::*};
use crate::handle::Id;
use crate::state::State;

/// What an annotation annotates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    Parameter(Id),
    Program(Id),
}

pub struct Annotation {
    pub owner: Owner,
    pub name: CString,
    /// Its CGtype (`CG_FLOAT2`, `CG_STRING`, a struct's user type).
    pub ty: i32,
    pub value: Value,
}

/// An annotation's value, by the base type of its type.
pub enum Value {
    Floats(Vec<f32>),
    Ints(Vec<i32>),
    Bools(Vec<i32>),
    /// The text, and the one-pointer array `cgGetStringAnnotationValues`
    /// returns (the address, kept as a number so the state is `Send`).
    Text {
        text: CString,
        pointers: Box<[usize; 1]>,
    },
    /// Of a type no getter answers for (`double`, `uint`, a struct).
    Opaque,
}

impl Value {
    /// The value of `base` type made of `numbers` (components in order).
    fn numbers(base: i32, numbers: &[f32]) -> Value {
        match base {
            CG_FLOAT | CG_HALF | CG_FIXED => Value::Floats(numbers.to_vec()),
            CG_INT => Value::Ints(numbers.iter().map(|&n| n as i32).collect()),
            CG_BOOL => Value::Bools(numbers.iter().map(|&n| i32::from(n != 0.0)).collect()),
            _ => Value::Opaque,
        }
    }

    fn text(text: &str) -> Value {
        let text = CString::new(text.replace('\0', "")).unwrap_or_default();
        let pointers = Box::new([text.as_ptr() as usize]);
        Value::Text { text, pointers }
    }

    /// The pointer to the text a string annotation holds.
    pub fn text_pointer(&self) -> Option<*const c_char> {
        match self {
            Value::Text { text, .. } => Some(text.as_ptr()),
            _ => None,
        }
    }

    /// The one-element array of pointers to the text.
    pub fn text_pointers(&self) -> Option<*const *const c_char> {
        match self {
            Value::Text { pointers, .. } => Some(pointers.as_ptr() as *const *const c_char),
            _ => None,
        }
    }
}

/// The base type of `ty` (`CG_FLOAT` for `CG_FLOAT2x2`, itself for
/// `CG_STRING`).
pub fn base_type(ty: i32) -> i32 {
    abi::type_shape(ty).map_or(ty, |(base, ..)| base)
}

/// How many values `ty` holds (4 for `float2x2`); 0 for other types.
pub fn components(ty: i32) -> usize {
    match abi::type_shape(ty) {
        Some((_, _, rows, columns)) => (rows.max(1) * columns.max(1)) as usize,
        None => 0,
    }
}

/// Adds the reflected annotations of `owner` (a parameter's or the entry's),
/// returning their ids in order. `user_types` resolves struct-typed ones.
pub fn add_reflected(
    state: &mut State,
    owner: Owner,
    listed: &[Reflected],
    user_types: &[i32],
) -> Vec<Id> {
    listed
        .iter()
        .map(|reflected| {
            let ty = crate::program::type_value(&reflected.ty);
            let ty = if ty == CG_UNKNOWN_TYPE {
                crate::program::declared_type(state, user_types, &reflected.ty).unwrap_or(ty)
            } else {
                ty
            };
            let value = match &reflected.value {
                AnnotationValue::Text(text) => Value::text(text),
                AnnotationValue::Numbers(numbers) => Value::numbers(base_type(ty), numbers),
            };
            state.annotations.insert(Annotation {
                owner,
                name: CString::new(reflected.name.as_str()).unwrap_or_default(),
                ty,
                value,
            })
        })
        .collect()
}

/// A new annotation of `owner` named `name` of `ty` (`CG_INT`, `CG_FLOAT`,
/// `CG_BOOL` or `CG_STRING`, the types the manual allows), holding 0 or
/// the empty string as NVIDIA's libCg's do.
pub fn created(owner: Owner, name: CString, ty: i32) -> Annotation {
    let value = match ty {
        CG_STRING => Value::text(""),
        _ => Value::numbers(ty, &[0.0]),
    };
    Annotation {
        owner,
        name,
        ty,
        value,
    }
}

/// Sets a scalar annotation to `value` (`cgSetIntAnnotation`,
/// `cgSetFloatAnnotation`, `cgSetBoolAnnotation`: a `Value` of one number,
/// stored as given, as NVIDIA's libCg stores a `CGbool` of 5):
/// CG_INVALID_PARAMETER_TYPE_ERROR where the annotation's values are of
/// another kind and CG_ARRAY_SIZE_MISMATCH_ERROR for a vector or matrix, as
/// the manual says (NVIDIA's libCg crashes on both).
pub fn set_number(annotation: &mut Annotation, value: Value) -> Result<(), i32> {
    let same_kind = matches!(
        (&annotation.value, &value),
        (Value::Floats(_), Value::Floats(_))
            | (Value::Ints(_), Value::Ints(_))
            | (Value::Bools(_), Value::Bools(_))
    );
    if !same_kind {
        return Err(CG_INVALID_PARAMETER_TYPE_ERROR);
    }
    if components(annotation.ty) != 1 {
        return Err(CG_ARRAY_SIZE_MISMATCH_ERROR);
    }
    annotation.value = value;
    Ok(())
}

/// Sets a string annotation's text (`cgSetStringAnnotation`).
pub fn set_text(annotation: &mut Annotation, text: &str) -> Result<(), i32> {
    if annotation.ty != CG_STRING {
        return Err(CG_INVALID_PARAMETER_TYPE_ERROR);
    }
    annotation.value = Value::text(text);
    Ok(())
}
