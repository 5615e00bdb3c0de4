//! Which library calls cgc 3.1 types while it checks a function, and which
//! only when it compiles a function the entry reaches.
//!
//! cgc resolves most calls of its library late: in a function the entry
//! does not reach, `float x = abs(h) + k;` with a `half3 h` gives neither
//! the warning C7011 for narrowing the sum nor an error for a type the call
//! cannot take, while `abs(f)` of a `float3 f` is typed at once and warns
//! there. Everything computed from a late call (operators, swizzles,
//! indices, `? :`, further library calls; not constructors, casts or user
//! functions, whose types are known) is late too, and cgc reports the
//! diagnostics about it when it compiles the function, twice (the checker's
//! [`crate::sema::check::CheckedBody::deferred`], the program's order).
//!
//! Which calls are early depends on the function and on the argument
//! types as written (`abs(float3)` early, `abs(half3)` and `abs(int)` late,
//! `clamp(v, 0.0, 1.0)` early, `clamp(0.0, v, v)` late), the same in every
//! profile: `stdlib/eager_calls.txt`, cgc's verdicts on every function with
//! every argument type (scripts/regen_eager_calls.py). A call the table does
//! not list is late, as most are.

use crate::sema::overload::resolve_without_defaults;
use crate::sema::stdlib;
use crate::sema::types::{Base, Scalar, Type};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use std::sync::OnceLock;

/// `stdlib/eager_calls.txt`: per function, the argument-type lists
/// (comma-separated type names) of the calls cgc types early.
const TABLE: &str = include_str!("../../stdlib/eager_calls.txt");

fn table() -> &'static HashMap<&'static str, HashSet<&'static str>> {
    static TABLE_BY_NAME: OnceLock<HashMap<&'static str, HashSet<&'static str>>> = OnceLock::new();
    TABLE_BY_NAME.get_or_init(|| {
        TABLE
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| {
                let mut words = line.split_whitespace();
                Some((words.next()?, words.collect()))
            })
            .collect()
    })
}

/// Whether cgc types the call of library function `name` with arguments of
/// `args` while it checks the function (module doc).
pub fn types_early(name: &str, args: &[Type]) -> bool {
    let Some(lists) = table().get(stdlib::canonical_name(name)) else {
        return false;
    };
    let listed = |types: &[Type]| key(types).is_some_and(|key| lists.contains(key.as_str()));
    let direct = listed(args);
    if direct || probed(args) {
        return direct;
    }
    if scalars_as_literals(args).is_some_and(|mapped| listed(&mapped)) {
        return true;
    }
    // A call of other argument types (`lerp(float4, float3, 0.5)`) is
    // resolved among every overload, whatever the profile: early when the
    // one chosen is one cgc types early and takes the arguments without
    // changing their scalar type (cgc 3.1 on heldout8's indigo effects).
    let params: Vec<_> = stdlib::overloads_named(name)
        .iter()
        .map(|&id| stdlib::overload(id).param_types_for(args.len()))
        .collect();
    resolve_without_defaults(args, &params).is_ok_and(|chosen| {
        let chosen = &params[chosen];
        args.iter()
            .zip(chosen)
            .all(|(&arg, &param)| keeps_type(arg, param))
            && listed(chosen)
    })
}

/// A call whose first argument is a vector and whose others are that
/// vector's type or scalars of any type is typed early by cgc 3.1 when the
/// call with those scalars written as literals is (the table's `cfloat`):
/// `lerp(float4, float4, half)`, `lerp(half4, half4, float)`, `min(float4,
/// int)`, `clamp(float4, float, float)`, `clamp(float4, half, float4)`,
/// `pow(fixed4, half)` warn in every function, `min(half4, float)`,
/// `smoothstep(half4, half4, float)`, `clamp(half4, float, float)` only
/// where compiled, as `min(half4, 1.0)`... do (probed with cgc 3.1,
/// tests/field/heldout14/repro/c7011_stdlib_half_scalar.cg, tests/sema/cases/635).
/// Not when the first argument is the scalar (`step(half, float4)`,
/// `lerp(half, float4, float4)`: late, whatever `step(1.0, float4)` is) or
/// another vector type is among them (`lerp(float4, half4, half)`: late).
/// Only for argument lists the table's probes do not cover ([`probed`]).
fn scalars_as_literals(args: &[Type]) -> Option<Vec<Type>> {
    let (&first, rest) = args.split_first()?;
    if !matches!(first.base, Base::Vector(..)) || first.is_array() {
        return None;
    }
    let mut mapped = vec![first];
    for &arg in rest {
        if arg == first {
            mapped.push(arg);
        } else if arg.is_array() {
            return None;
        } else {
            match arg.base {
                Base::Scalar(Scalar::CFloat | Scalar::CInt) => mapped.push(arg),
                Base::Scalar(_) => mapped.push(Type::CFLOAT),
                _ => return None,
            }
        }
    }
    Some(mapped)
}

/// The table's key of an argument-type list (`float3,cfloat`).
fn key(types: &[Type]) -> Option<String> {
    let mut key = String::new();
    for (position, &ty) in types.iter().enumerate() {
        if position > 0 {
            key.push(',');
        }
        if !write_type(&mut key, ty) {
            return None;
        }
    }
    Some(key)
}

/// Whether scripts/regen_eager_calls.py probes calls with arguments of
/// `args`' types, so that the table's silence means late: the values (not
/// samplers, not literals) all of one type, or all but a last scalar of
/// the same scalar type.
fn probed(args: &[Type]) -> bool {
    let values: Vec<Type> = args
        .iter()
        .copied()
        .filter(|ty| {
            !matches!(
                ty.base,
                Base::Sampler(..) | Base::Scalar(Scalar::CFloat | Scalar::CInt)
            )
        })
        .collect();
    let Some((&first, rest)) = values.split_first() else {
        return false;
    };
    match rest.split_last() {
        None => true,
        Some((&last, middle)) => {
            middle.iter().all(|&ty| ty == first)
                && (last == first
                    || (last.is_scalar() && last.scalar_kind() == first.scalar_kind()))
        }
    }
}

/// Whether an argument of type `arg` passes to a parameter of type `param`
/// in a call cgc may type early: a value of the parameter's scalar type
/// (narrowed to a vector or not), or a literal of a scalar parameter. A
/// vector narrowed to a scalar parameter makes the call late: `max(float,
/// float4)` and `max(float, float2)`, read as `max(float, float)`, warn
/// only where compiled, while the table's `max(float4, float)` is early
/// (probed with cgc 3.1; heldout12's VolumetricCloud `cz = max(cz, tmp)`,
/// tests/sema/cases/615 and 616).
fn keeps_type(arg: Type, param: Type) -> bool {
    match (arg.base, param.base) {
        (Base::Scalar(Scalar::CFloat | Scalar::CInt), Base::Scalar(_)) => true,
        (Base::Vector(..), Base::Scalar(_)) => false,
        (Base::Scalar(Scalar::CFloat | Scalar::CInt), _) => false,
        _ => arg.scalar_kind() == param.scalar_kind(),
    }
}

/// Appends the table's name of `ty` (`float3`, `half2x2`, `cfloat` for a
/// literal, `sampler2D`); `false` for types the table never lists (arrays,
/// structs, unsigned).
fn write_type(key: &mut String, ty: Type) -> bool {
    if ty.is_array() {
        return false;
    }
    let scalar_name = |scalar: Scalar| match scalar {
        Scalar::CFloat => Some("cfloat"),
        Scalar::CInt => Some("cint"),
        Scalar::Unsigned => None,
        other => Some(other.name()),
    };
    match ty.base {
        Base::Scalar(scalar) => scalar_name(scalar).is_some_and(|name| {
            key.push_str(name);
            true
        }),
        Base::Vector(scalar, n) => {
            scalar_name(scalar).is_some_and(|name| write!(key, "{name}{n}").is_ok())
        }
        Base::Matrix(scalar, rows, columns) => {
            scalar_name(scalar).is_some_and(|name| write!(key, "{name}{rows}x{columns}").is_ok())
        }
        Base::Sampler(kind, texel) => write!(key, "{}{}", texel.prefix(), kind.name()).is_ok(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_follows_cgc_probes() {
        // Verdicts of cgc 3.1 (tests/field/heldout8/repro/c7011_deferred_intrinsic_call.cg).
        let float3 = Type::vector(Scalar::Float, 3);
        let half3 = Type::vector(Scalar::Half, 3);
        assert!(types_early("abs", &[float3]));
        assert!(!types_early("abs", &[half3]));
        assert!(!types_early("abs", &[Type::INT]));
        assert!(!types_early("saturate", &[float3]));
        assert!(!types_early("dot", &[float3, float3]));
        assert!(types_early("clamp", &[float3, Type::CFLOAT, Type::CFLOAT]));
        assert!(!types_early("clamp", &[Type::CFLOAT, float3, float3]));
        assert!(types_early("sin", &[float3]));
        assert!(!types_early("sin", &[Type::FLOAT]));
        // GLSL spellings are the Cg functions.
        assert!(types_early("mix", &[float3, float3, Type::FLOAT]));
    }

    fn parse_type(name: &str) -> Type {
        if name == "cfloat" {
            return Type::CFLOAT;
        }
        if name == "cint" {
            return Type::CINT;
        }
        for (prefix, scalar) in [
            ("float", Scalar::Float),
            ("half", Scalar::Half),
            ("fixed", Scalar::Fixed),
            ("int", Scalar::Int),
            ("bool", Scalar::Bool),
        ] {
            if let Some(rest) = name.strip_prefix(prefix) {
                return match rest.split_once('x') {
                    Some((r, c)) => Type::matrix(scalar, r.parse().unwrap(), c.parse().unwrap()),
                    None if rest.is_empty() => Type::scalar(scalar),
                    None => Type::vector(scalar, rest.parse().unwrap()),
                };
            }
        }
        sampler_named(name).unwrap_or_else(|| panic!("{name}"))
    }

    fn sampler_named(name: &str) -> Option<Type> {
        use crate::sema::types::SamplerKind::*;
        [
            Generic, S1D, S2D, S3D, Cube, Rect, Array1D, Array2D, CubeArray, Buffer, RectBuffer,
            Ms2D, Ms2DArray,
        ]
        .into_iter()
        .find(|kind| kind.name() == name)
        .map(Type::sampler)
    }

    /// Every probe of scripts/regen_eager_calls.py, cgc's verdicts: the
    /// early ones of stdlib/eager_calls.txt, the late ones of
    /// tests/sema/late_calls.txt.
    #[test]
    fn every_probe_is_typed_when_cgc_types_it() {
        let late = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/sema/late_calls.txt"
        ))
        .expect("tests/sema/late_calls.txt");
        let mut wrong = Vec::new();
        for (text, early) in [(TABLE, true), (late.as_str(), false)] {
            for line in text.lines().filter(|line| !line.starts_with('#')) {
                let mut words = line.split_whitespace();
                let name = words.next().expect("a function name");
                for args in words {
                    let types: Vec<Type> = args.split(',').map(parse_type).collect();
                    if types_early(name, &types) != early {
                        wrong.push(format!("{name}({args})"));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "typed unlike cgc: {wrong:?}");
    }

    #[test]
    fn every_listed_function_is_a_library_function() {
        for name in table().keys() {
            assert!(
                stdlib::is_stdlib_name(name) || stdlib::is_other_profiles_name(name),
                "{name}"
            );
        }
    }
}
