//! The Cg API's enumerations (CGtype, CGresource, CGprofile, CGerror, CGenum,
//! CGparameterclass, CGdomain, ...) with NVIDIA's numbers and strings: the
//! one table of them, `data/abi.tsv` (regenerated from NVIDIA's header and
//! libCg by `scripts/regen-runtime-abi.py`). The C header
//! `runtime/include/Cg/cg.h` is generated from the same table (`header.rs`).
//!
//! Invariant: every number or name this library hands out or accepts for an
//! enumeration comes from this table; the constants below are looked up in
//! it by a test, not trusted.

use std::ffi::{CStr, CString};
use std::sync::OnceLock;

const TABLE: &str = include_str!("../data/abi.tsv");

/// One enumeration value.
pub struct Entry {
    /// The C enumeration: `CGtype`, `CGresource`, ...
    pub enumeration: &'static str,
    /// The C identifier: `CG_FLOAT4`.
    pub identifier: &'static str,
    pub value: i32,
    /// What libCg's `cgGet*String` returns for it (empty: none).
    pub string: CString,
    /// Per enumeration: a type's base type, class, rows and columns; a
    /// profile's domain.
    pub numbers: Vec<i32>,
    /// A profile's properties (`CG_IS_OPENGL_PROFILE`, ...) that hold.
    pub properties: Vec<i32>,
}

pub fn entries() -> &'static [Entry] {
    static ENTRIES: OnceLock<Vec<Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        TABLE
            .lines()
            .filter(|line| !line.starts_with('#') && !line.is_empty())
            .filter_map(parse)
            .collect()
    })
}

fn parse(line: &'static str) -> Option<Entry> {
    let mut fields = line.split('\t');
    let enumeration = fields.next()?;
    let identifier = fields.next()?;
    let value = fields.next()?.parse().ok()?;
    let string = CString::new(fields.next().unwrap_or("")).ok()?;
    let rest: Vec<&str> = fields.collect();
    let (numbers, properties) = if enumeration == PROFILE {
        let domain = rest.first().and_then(|text| text.parse().ok());
        let properties = rest
            .get(1)
            .map(|list| list.split(',').filter_map(|n| n.parse().ok()).collect())
            .unwrap_or_default();
        (domain.into_iter().collect(), properties)
    } else {
        (
            rest.iter().filter_map(|n| n.parse().ok()).collect(),
            Vec::new(),
        )
    };
    Some(Entry {
        enumeration,
        identifier,
        value,
        string,
        numbers,
        properties,
    })
}

pub const TYPE: &str = "CGtype";
pub const RESOURCE: &str = "CGresource";
pub const PROFILE: &str = "CGprofile";
pub const ERROR: &str = "CGerror";
pub const ENUM: &str = "CGenum";
pub const PARAMETER_CLASS: &str = "CGparameterclass";
pub const DOMAIN: &str = "CGdomain";
pub const BEHAVIOR: &str = "CGbehavior";

/// The first entry of `enumeration` with `value` (some values have two names).
pub fn by_value(enumeration: &str, value: i32) -> Option<&'static Entry> {
    entries()
        .iter()
        .find(|e| e.enumeration == enumeration && e.value == value)
}

/// The entry of `enumeration` whose string is `string`.
pub fn by_string(enumeration: &str, string: &str) -> Option<&'static Entry> {
    entries()
        .iter()
        .find(|e| e.enumeration == enumeration && e.string.as_bytes() == string.as_bytes())
}

/// The entry named `identifier` (`CG_SAMPLER2DSHADOW`).
pub fn by_identifier(identifier: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.identifier == identifier)
}

/// The string of a value, when it has one.
pub fn string(enumeration: &str, value: i32) -> Option<&'static CStr> {
    by_value(enumeration, value)
        .map(|e| e.string.as_c_str())
        .filter(|s| !s.is_empty())
}

/// A type's base type, class, rows and columns (NVIDIA's, for every built-in
/// type; `None` for other numbers).
pub fn type_shape(ty: i32) -> Option<(i32, i32, i32, i32)> {
    let entry = by_value(TYPE, ty)?;
    match entry.numbers[..] {
        [base, class, rows, columns] => Some((base, class, rows, columns)),
        _ => None,
    }
}

/// The values the library uses by name, each checked against the table by a
/// test (`constants_agree_with_the_table`): Rust needs them as constants to
/// match on.
pub mod consts {
    pub const CG_FALSE: i32 = 0;
    pub const CG_TRUE: i32 = 1;

    pub const CG_UNKNOWN_TYPE: i32 = 0;
    pub const CG_STRUCT: i32 = 1;
    pub const CG_ARRAY: i32 = 2;
    pub const CG_STRING: i32 = 1135;
    pub const CG_FLOAT: i32 = 1045;
    pub const CG_FLOAT4: i32 = 1048;
    pub const CG_HALF: i32 = 1025;
    pub const CG_FIXED: i32 = 1070;
    pub const CG_INT: i32 = 1093;
    pub const CG_BOOL: i32 = 1114;
    pub const CG_TYPE_START_ENUM: i32 = 1024;

    pub const CG_UNDEFINED: i32 = 3256;
    pub const CG_C: i32 = 2178;
    pub const CG_ENV: i32 = 3302;
    pub const CG_GLSL_UNIFORM: i32 = 3300;
    pub const CG_GLSL_ATTRIB: i32 = 3301;

    pub const CG_PROFILE_UNKNOWN: i32 = 6145;
    pub const CG_PROFILE_GLSLV: i32 = 7007;
    pub const CG_PROFILE_GLSLF: i32 = 7008;
    pub const CG_PROFILE_GLSLC: i32 = 7009;
    pub const CG_PROFILE_GLSLG: i32 = 7016;

    pub const CG_PARAMETERCLASS_UNKNOWN: i32 = 0;
    pub const CG_PARAMETERCLASS_SCALAR: i32 = 1;
    pub const CG_PARAMETERCLASS_VECTOR: i32 = 2;
    pub const CG_PARAMETERCLASS_MATRIX: i32 = 3;
    pub const CG_PARAMETERCLASS_STRUCT: i32 = 4;
    pub const CG_PARAMETERCLASS_ARRAY: i32 = 5;
    pub const CG_PARAMETERCLASS_SAMPLER: i32 = 6;
    pub const CG_PARAMETERCLASS_OBJECT: i32 = 7;

    pub const CG_UNKNOWN_DOMAIN: i32 = 0;

    pub const CG_UNKNOWN: i32 = 4096;
    pub const CG_IN: i32 = 4097;
    pub const CG_OUT: i32 = 4098;
    pub const CG_INOUT: i32 = 4099;
    pub const CG_MIXED: i32 = 4100;
    pub const CG_VARYING: i32 = 4101;
    pub const CG_UNIFORM: i32 = 4102;
    pub const CG_CONSTANT: i32 = 4103;
    pub const CG_PROGRAM_SOURCE: i32 = 4104;
    pub const CG_PROGRAM_ENTRY: i32 = 4105;
    pub const CG_COMPILED_PROGRAM: i32 = 4106;
    pub const CG_PROGRAM_PROFILE: i32 = 4107;
    pub const CG_GLOBAL: i32 = 4108;
    pub const CG_PROGRAM: i32 = 4109;
    pub const CG_DEFAULT: i32 = 4110;
    pub const CG_ERROR: i32 = 4111;
    pub const CG_SOURCE: i32 = 4112;
    pub const CG_OBJECT: i32 = 4113;
    pub const CG_COMPILE_MANUAL: i32 = 4114;
    pub const CG_COMPILE_IMMEDIATE: i32 = 4115;
    pub const CG_COMPILE_LAZY: i32 = 4116;
    pub const CG_CURRENT: i32 = 4117;
    pub const CG_LITERAL: i32 = 4118;
    pub const CG_VERSION: i32 = 4119;
    pub const CG_IMMEDIATE_PARAMETER_SETTING: i32 = 4132;
    pub const CG_DEFERRED_PARAMETER_SETTING: i32 = 4133;

    pub const CG_NO_ERROR: i32 = 0;
    pub const CG_COMPILER_ERROR: i32 = 1;
    pub const CG_INVALID_PARAMETER_ERROR: i32 = 2;
    pub const CG_INVALID_PROFILE_ERROR: i32 = 3;
    pub const CG_INVALID_VALUE_TYPE_ERROR: i32 = 8;
    pub const CG_NOT_MATRIX_PARAM_ERROR: i32 = 9;
    pub const CG_INVALID_ENUMERANT_ERROR: i32 = 10;
    pub const CG_FILE_READ_ERROR: i32 = 12;
    pub const CG_INVALID_CONTEXT_HANDLE_ERROR: i32 = 16;
    pub const CG_INVALID_PROGRAM_HANDLE_ERROR: i32 = 17;
    pub const CG_INVALID_PARAM_HANDLE_ERROR: i32 = 18;
    pub const CG_UNKNOWN_PROFILE_ERROR: i32 = 19;
    pub const CG_INVALID_DIMENSION_ERROR: i32 = 21;
    pub const CG_ARRAY_PARAM_ERROR: i32 = 22;
    pub const CG_OUT_OF_ARRAY_BOUNDS_ERROR: i32 = 23;
    pub const CG_INVALID_PARAMETER_VARIABILITY_ERROR: i32 = 27;
    pub const CG_INVALID_PARAMETER_TYPE_ERROR: i32 = 32;
    pub const CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR: i32 = 33;
    pub const CG_INVALID_EFFECT_HANDLE_ERROR: i32 = 40;
    pub const CG_INVALID_STATE_HANDLE_ERROR: i32 = 41;
    pub const CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR: i32 = 42;
    pub const CG_INVALID_PASS_HANDLE_ERROR: i32 = 43;
    pub const CG_INVALID_ANNOTATION_HANDLE_ERROR: i32 = 44;
    pub const CG_INVALID_TECHNIQUE_HANDLE_ERROR: i32 = 45;
    pub const CG_INVALID_PARAMETER_HANDLE_ERROR: i32 = 46;
    pub const CG_INVALID_POINTER_ERROR: i32 = 50;
    pub const CG_NOT_ENOUGH_DATA_ERROR: i32 = 51;
    pub const CG_NON_NUMERIC_PARAMETER_ERROR: i32 = 52;
    pub const CG_ARRAY_SIZE_MISMATCH_ERROR: i32 = 53;
    pub const CG_CANNOT_SET_NON_UNIFORM_PARAMETER_ERROR: i32 = 54;
    pub const CG_DUPLICATE_NAME_ERROR: i32 = 55;
    pub const CG_INVALID_BUFFER_HANDLE_ERROR: i32 = 57;
    pub const CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR: i32 = 58;

    pub const CG_UNIFORMBUFFER: i32 = 1320;
    pub const CG_IS_DIRECT3D_PROFILE: i32 = 4139;

    pub const CG_PROFILE_GENERIC: i32 = 7002;
    pub const CG_VERTEX_DOMAIN: i32 = 1;
    pub const CG_FRAGMENT_DOMAIN: i32 = 2;
    pub const CG_GEOMETRY_DOMAIN: i32 = 3;
    pub const CG_BEHAVIOR_UNKNOWN: i32 = 0;
    pub const CG_BEHAVIOR_LATEST: i32 = 1;
    pub const CG_BEHAVIOR_2200: i32 = 1000;
    pub const CG_BEHAVIOR_3000: i32 = 2000;
    pub const CG_BEHAVIOR_3100: i32 = 3000;
    pub const CG_ROW_MAJOR: i32 = 4120;
    pub const CG_COLUMN_MAJOR: i32 = 4121;
    pub const CG_FRAGMENT: i32 = 4122;
    pub const CG_VERTEX: i32 = 4123;
    pub const CG_NO_LOCKS_POLICY: i32 = 4134;
    pub const CG_THREAD_SAFE_POLICY: i32 = 4135;
    pub const CG_FORCE_UPPER_CASE_POLICY: i32 = 4136;
    pub const CG_UNCHANGED_CASE_POLICY: i32 = 4137;
    pub const CG_CONFLICTING_PARAMETER_TYPES_ERROR: i32 = 25;
    pub const CG_CANNOT_DESTROY_PARAMETER_ERROR: i32 = 28;
    pub const CG_NOT_ROOT_PARAMETER_ERROR: i32 = 29;
}

#[cfg(test)]
mod tests {
    use super::consts::*;
    use super::*;

    #[test]
    fn constants_agree_with_the_table() {
        let named = [
            ("CG_STRUCT", CG_STRUCT),
            ("CG_PROFILE_GENERIC", CG_PROFILE_GENERIC),
            ("CG_VERTEX_DOMAIN", CG_VERTEX_DOMAIN),
            ("CG_FRAGMENT_DOMAIN", CG_FRAGMENT_DOMAIN),
            ("CG_GEOMETRY_DOMAIN", CG_GEOMETRY_DOMAIN),
            ("CG_BEHAVIOR_UNKNOWN", CG_BEHAVIOR_UNKNOWN),
            ("CG_BEHAVIOR_LATEST", CG_BEHAVIOR_LATEST),
            ("CG_BEHAVIOR_2200", CG_BEHAVIOR_2200),
            ("CG_BEHAVIOR_3000", CG_BEHAVIOR_3000),
            ("CG_BEHAVIOR_3100", CG_BEHAVIOR_3100),
            ("CG_ROW_MAJOR", CG_ROW_MAJOR),
            ("CG_COLUMN_MAJOR", CG_COLUMN_MAJOR),
            ("CG_FRAGMENT", CG_FRAGMENT),
            ("CG_VERTEX", CG_VERTEX),
            ("CG_NO_LOCKS_POLICY", CG_NO_LOCKS_POLICY),
            ("CG_THREAD_SAFE_POLICY", CG_THREAD_SAFE_POLICY),
            ("CG_FORCE_UPPER_CASE_POLICY", CG_FORCE_UPPER_CASE_POLICY),
            ("CG_UNCHANGED_CASE_POLICY", CG_UNCHANGED_CASE_POLICY),
            (
                "CG_CONFLICTING_PARAMETER_TYPES_ERROR",
                CG_CONFLICTING_PARAMETER_TYPES_ERROR,
            ),
            (
                "CG_CANNOT_DESTROY_PARAMETER_ERROR",
                CG_CANNOT_DESTROY_PARAMETER_ERROR,
            ),
            ("CG_NOT_ROOT_PARAMETER_ERROR", CG_NOT_ROOT_PARAMETER_ERROR),
            ("CG_ARRAY", CG_ARRAY),
            ("CG_STRING", CG_STRING),
            ("CG_FLOAT", CG_FLOAT),
            ("CG_FLOAT4", CG_FLOAT4),
            ("CG_HALF", CG_HALF),
            ("CG_FIXED", CG_FIXED),
            ("CG_INT", CG_INT),
            ("CG_BOOL", CG_BOOL),
            ("CG_ARRAY_SIZE_MISMATCH_ERROR", CG_ARRAY_SIZE_MISMATCH_ERROR),
            ("CG_DUPLICATE_NAME_ERROR", CG_DUPLICATE_NAME_ERROR),
            ("CG_TYPE_START_ENUM", CG_TYPE_START_ENUM),
            ("CG_UNDEFINED", CG_UNDEFINED),
            ("CG_C", CG_C),
            ("CG_ENV", CG_ENV),
            ("CG_GLSL_UNIFORM", CG_GLSL_UNIFORM),
            ("CG_GLSL_ATTRIB", CG_GLSL_ATTRIB),
            ("CG_PROFILE_UNKNOWN", CG_PROFILE_UNKNOWN),
            ("CG_PROFILE_GLSLV", CG_PROFILE_GLSLV),
            ("CG_PROFILE_GLSLF", CG_PROFILE_GLSLF),
            ("CG_PROFILE_GLSLC", CG_PROFILE_GLSLC),
            ("CG_PROFILE_GLSLG", CG_PROFILE_GLSLG),
            ("CG_PARAMETERCLASS_SCALAR", CG_PARAMETERCLASS_SCALAR),
            ("CG_PARAMETERCLASS_VECTOR", CG_PARAMETERCLASS_VECTOR),
            ("CG_PARAMETERCLASS_MATRIX", CG_PARAMETERCLASS_MATRIX),
            ("CG_PARAMETERCLASS_STRUCT", CG_PARAMETERCLASS_STRUCT),
            ("CG_PARAMETERCLASS_ARRAY", CG_PARAMETERCLASS_ARRAY),
            ("CG_PARAMETERCLASS_SAMPLER", CG_PARAMETERCLASS_SAMPLER),
            ("CG_PARAMETERCLASS_OBJECT", CG_PARAMETERCLASS_OBJECT),
            ("CG_UNKNOWN", CG_UNKNOWN),
            ("CG_IN", CG_IN),
            ("CG_OUT", CG_OUT),
            ("CG_INOUT", CG_INOUT),
            ("CG_MIXED", CG_MIXED),
            ("CG_VARYING", CG_VARYING),
            ("CG_UNIFORM", CG_UNIFORM),
            ("CG_CONSTANT", CG_CONSTANT),
            ("CG_PROGRAM_SOURCE", CG_PROGRAM_SOURCE),
            ("CG_PROGRAM_ENTRY", CG_PROGRAM_ENTRY),
            ("CG_COMPILED_PROGRAM", CG_COMPILED_PROGRAM),
            ("CG_PROGRAM_PROFILE", CG_PROGRAM_PROFILE),
            ("CG_GLOBAL", CG_GLOBAL),
            ("CG_PROGRAM", CG_PROGRAM),
            ("CG_DEFAULT", CG_DEFAULT),
            ("CG_ERROR", CG_ERROR),
            ("CG_SOURCE", CG_SOURCE),
            ("CG_OBJECT", CG_OBJECT),
            ("CG_COMPILE_MANUAL", CG_COMPILE_MANUAL),
            ("CG_COMPILE_IMMEDIATE", CG_COMPILE_IMMEDIATE),
            ("CG_COMPILE_LAZY", CG_COMPILE_LAZY),
            ("CG_CURRENT", CG_CURRENT),
            ("CG_LITERAL", CG_LITERAL),
            ("CG_VERSION", CG_VERSION),
            (
                "CG_IMMEDIATE_PARAMETER_SETTING",
                CG_IMMEDIATE_PARAMETER_SETTING,
            ),
            (
                "CG_DEFERRED_PARAMETER_SETTING",
                CG_DEFERRED_PARAMETER_SETTING,
            ),
            ("CG_COMPILER_ERROR", CG_COMPILER_ERROR),
            ("CG_INVALID_PARAMETER_ERROR", CG_INVALID_PARAMETER_ERROR),
            ("CG_INVALID_PROFILE_ERROR", CG_INVALID_PROFILE_ERROR),
            ("CG_INVALID_VALUE_TYPE_ERROR", CG_INVALID_VALUE_TYPE_ERROR),
            ("CG_NOT_MATRIX_PARAM_ERROR", CG_NOT_MATRIX_PARAM_ERROR),
            ("CG_INVALID_ENUMERANT_ERROR", CG_INVALID_ENUMERANT_ERROR),
            ("CG_FILE_READ_ERROR", CG_FILE_READ_ERROR),
            (
                "CG_INVALID_CONTEXT_HANDLE_ERROR",
                CG_INVALID_CONTEXT_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_PROGRAM_HANDLE_ERROR",
                CG_INVALID_PROGRAM_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_PARAM_HANDLE_ERROR",
                CG_INVALID_PARAM_HANDLE_ERROR,
            ),
            ("CG_UNKNOWN_PROFILE_ERROR", CG_UNKNOWN_PROFILE_ERROR),
            ("CG_INVALID_DIMENSION_ERROR", CG_INVALID_DIMENSION_ERROR),
            ("CG_ARRAY_PARAM_ERROR", CG_ARRAY_PARAM_ERROR),
            ("CG_OUT_OF_ARRAY_BOUNDS_ERROR", CG_OUT_OF_ARRAY_BOUNDS_ERROR),
            (
                "CG_INVALID_PARAMETER_VARIABILITY_ERROR",
                CG_INVALID_PARAMETER_VARIABILITY_ERROR,
            ),
            (
                "CG_INVALID_PARAMETER_TYPE_ERROR",
                CG_INVALID_PARAMETER_TYPE_ERROR,
            ),
            (
                "CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR",
                CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR,
            ),
            (
                "CG_INVALID_EFFECT_HANDLE_ERROR",
                CG_INVALID_EFFECT_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_PARAMETER_HANDLE_ERROR",
                CG_INVALID_PARAMETER_HANDLE_ERROR,
            ),
            ("CG_INVALID_POINTER_ERROR", CG_INVALID_POINTER_ERROR),
            ("CG_NOT_ENOUGH_DATA_ERROR", CG_NOT_ENOUGH_DATA_ERROR),
            (
                "CG_NON_NUMERIC_PARAMETER_ERROR",
                CG_NON_NUMERIC_PARAMETER_ERROR,
            ),
            (
                "CG_CANNOT_SET_NON_UNIFORM_PARAMETER_ERROR",
                CG_CANNOT_SET_NON_UNIFORM_PARAMETER_ERROR,
            ),
            (
                "CG_INVALID_STATE_HANDLE_ERROR",
                CG_INVALID_STATE_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR",
                CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR,
            ),
            ("CG_INVALID_PASS_HANDLE_ERROR", CG_INVALID_PASS_HANDLE_ERROR),
            (
                "CG_INVALID_ANNOTATION_HANDLE_ERROR",
                CG_INVALID_ANNOTATION_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_TECHNIQUE_HANDLE_ERROR",
                CG_INVALID_TECHNIQUE_HANDLE_ERROR,
            ),
            (
                "CG_INVALID_BUFFER_HANDLE_ERROR",
                CG_INVALID_BUFFER_HANDLE_ERROR,
            ),
            (
                "CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR",
                CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR,
            ),
            ("CG_UNIFORMBUFFER", CG_UNIFORMBUFFER),
            ("CG_IS_DIRECT3D_PROFILE", CG_IS_DIRECT3D_PROFILE),
        ];
        for (identifier, constant) in named {
            assert!(
                entries().iter().any(|e| e.identifier == identifier),
                "{identifier} is in the table"
            );
            let value = by_identifier(identifier).map(|e| e.value);
            assert_eq!(value, Some(constant), "{identifier}");
        }
    }
}
