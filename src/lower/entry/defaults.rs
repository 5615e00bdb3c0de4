//! Default values of uniforms: the constant an initializer writes
//! (`uniform float4 tint = float4(1, 0.5, 0.5, 1)`, `uniform L l = { ... }`),
//! split over the leaves of the interface as cgc's `#default` lines list them.
//!
//! Only initializers made of constants are evaluated (literals, constructors,
//! initializer lists, negation and conversions of them, and the library
//! calls of `float` values cgc folds in the profile,
//! [`crate::profile::Profile::folds_in_initializer`]); any other initializer gives no
//! default, as a value the program must compute is not one an application
//! can be told. A `string` leaf's default is its text
//! (`#default name = "tex.png"`, tests/header/198).

use crate::interface::{ConstantPart as Part, Parameter, ParameterKind};
use crate::profile::ProfileRef;
use crate::sema::hir::{Body, Callee, ExprId, ExprKind, StdlibId, UnaryOp};
use crate::sema::types::{Base, Scalar};
use crate::sema::{precision, stdlib};

/// The parts of the constant expression `id`, in leaf order (struct members
/// and array elements in order, matrices row-major); `None` when it is not
/// made of constants.
pub(crate) fn constant(body: &Body, id: ExprId, profile: ProfileRef) -> Option<Vec<Part>> {
    let folds = Folds::InInitializers(profile);
    Evaluator { body, folds }.components(id, 0)
}

/// The parts of an annotation's value `id` ([`constant`]'s rules, but cgc
/// folds every library call it can in an annotation, whatever the profile:
/// NVIDIA's libCg reports `sin(1.0)` in arbvp1 and glslv alike).
pub fn annotation_constant(body: &Body, id: ExprId) -> Option<Vec<Part>> {
    let folds = Folds::Every;
    Evaluator { body, folds }.components(id, 0)
}

/// Which library calls of constants have a constant value.
#[derive(Clone, Copy)]
enum Folds {
    /// Those cgc folds in a uniform's initializer in the profile.
    InInitializers(ProfileRef),
    /// Every one [`evaluate`] computes.
    Every,
}

struct Evaluator<'a> {
    body: &'a Body,
    folds: Folds,
}

impl Evaluator<'_> {
    /// `depth` bounds the recursion on deeply nested initializers.
    fn components(&self, id: ExprId, depth: u32) -> Option<Vec<Part>> {
        if depth > 64 || id.index() >= self.body.exprs.len() {
            return None;
        }
        let expr = self.body.expr(id);
        let values: Vec<f32> = match &expr.kind {
            ExprKind::String(text) => return Some(vec![Part::Text(text.clone())]),
            ExprKind::Literal(value) => value.components.iter().map(|c| c.as_f32()).collect(),
            ExprKind::Construct { args } => self.numbers_of_all(args, depth)?,
            ExprKind::InitList { elements } => return self.concat(elements, depth),
            ExprKind::Convert { value, .. } => {
                let values = self.numbers(*value, depth + 1)?;
                let count = expr.ty.component_count()? as usize;
                let values: Vec<f32> = match values.as_slice() {
                    // A scalar converted to a vector or matrix fills every component.
                    [single] if count > 1 => vec![*single; count],
                    _ => values.into_iter().take(count).collect(),
                };
                // A folded call's value is rounded to the target's precision
                // as a literal is (`uniform half g = cos(0.25)`: 0.96875).
                let scalar = expr.ty.scalar_kind()?;
                values
                    .into_iter()
                    .map(|v| precision::round_constant(scalar, v))
                    .collect()
            }
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } => self
                .numbers(*operand, depth + 1)?
                .into_iter()
                .map(|v| -v)
                .collect(),
            ExprKind::Unary {
                op: UnaryOp::Plus,
                operand,
            } => self.numbers(*operand, depth + 1)?,
            ExprKind::Call {
                callee: Callee::Stdlib(function),
                args,
            } => self.folded_call(*function, args, depth)?,
            _ => return None,
        };
        (Some(values.len() as u32) == expr.ty.component_count())
            .then(|| values.into_iter().map(Part::Number).collect())
    }

    /// The numbers of a numeric expression; `None` for a string.
    fn numbers(&self, id: ExprId, depth: u32) -> Option<Vec<f32>> {
        self.components(id, depth)?
            .into_iter()
            .map(|part| match part {
                Part::Number(value) => Some(value),
                Part::Text(_) => None,
            })
            .collect()
    }

    fn numbers_of_all(&self, items: &[ExprId], depth: u32) -> Option<Vec<f32>> {
        let mut values = Vec::new();
        for &item in items {
            values.extend(self.numbers(item, depth + 1)?);
        }
        Some(values)
    }

    fn concat(&self, items: &[ExprId], depth: u32) -> Option<Vec<Part>> {
        let mut values = Vec::new();
        for &item in items {
            values.extend(self.components(item, depth + 1)?);
        }
        Some(values)
    }

    /// The value of a library call cgc folds in this profile: an overload
    /// of one precision whose first parameter's shape the profile lists,
    /// its result rounded to that precision (`exp2(half)`, `dot(fixed3,
    /// fixed3)` clamped to fixed's range).
    fn folded_call(&self, function: StdlibId, args: &[ExprId], depth: u32) -> Option<Vec<f32>> {
        let overload = stdlib::overload(function);
        let first = overload.params.first()?.ty;
        let scalar = first.scalar_kind()?;
        let one_precision = overload
            .params
            .iter()
            .all(|param| param.ty.scalar_kind() == Some(scalar));
        let shape = match first.base {
            _ if !one_precision
                || !matches!(scalar, Scalar::Float | Scalar::Half | Scalar::Fixed) =>
            {
                return None
            }
            Base::Scalar(_) => None,
            Base::Vector(_, size) => Some(u32::from(size)),
            _ => return None,
        };
        if let Folds::InInitializers(profile) = self.folds {
            if !profile.folds_in_initializer(overload.name, shape) {
                return None;
            }
        }
        let values: Vec<Vec<f64>> = args
            .iter()
            .map(|&arg| {
                let numbers = self.numbers(arg, depth + 1)?;
                Some(numbers.into_iter().map(f64::from).collect())
            })
            .collect::<Option<_>>()?;
        let result = evaluate(overload.name, &values)?;
        // cgc gives `rsqrt(0.0)` no default (no constant spells infinity).
        if !result.iter().all(|v| v.is_finite()) {
            return None;
        }
        let rounded = |v: f64| precision::round_constant(scalar, v as f32);
        Some(result.into_iter().map(rounded).collect())
    }
}

/// A folded library function on `float` arguments, computed in double
/// precision and rounded once, as cgc's folder does (`sin(0.25)` prints
/// 0.24740396). A scalar argument of a vector call applies to every
/// component (`max(float3, float)`).
fn evaluate(name: &str, args: &[Vec<f64>]) -> Option<Vec<f64>> {
    let width = args.iter().map(Vec::len).max()?;
    let at = |arg: usize, index: usize| -> Option<f64> {
        let values = args.get(arg)?;
        values
            .get(index)
            .or(values.first().filter(|_| values.len() == 1))
            .copied()
    };
    let unary =
        |f: fn(f64) -> f64| -> Option<Vec<f64>> { (0..width).map(|i| at(0, i).map(f)).collect() };
    let binary = |f: fn(f64, f64) -> f64| -> Option<Vec<f64>> {
        (0..width).map(|i| Some(f(at(0, i)?, at(1, i)?))).collect()
    };
    let ternary = |f: fn(f64, f64, f64) -> f64| -> Option<Vec<f64>> {
        (0..width)
            .map(|i| Some(f(at(0, i)?, at(1, i)?, at(2, i)?)))
            .collect()
    };
    match name {
        "abs" => unary(f64::abs),
        "floor" => unary(f64::floor),
        "frac" => unary(|x| x - x.floor()),
        "exp2" => unary(f64::exp2),
        "log2" => unary(f64::log2),
        "rsqrt" => unary(|x| 1.0 / x.sqrt()),
        "sin" => unary(f64::sin),
        "cos" => unary(f64::cos),
        "tan" => unary(f64::tan),
        "sqrt" => unary(f64::sqrt),
        "saturate" => unary(|x| x.clamp(0.0, 1.0)),
        "sign" => unary(|x| {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }),
        "normalize" => {
            let length = (0..width)
                .map(|i| at(0, i).map(|x| x * x))
                .sum::<Option<f64>>()?
                .sqrt();
            (0..width).map(|i| at(0, i).map(|x| x / length)).collect()
        }
        "max" => binary(f64::max),
        "min" => binary(f64::min),
        "pow" => binary(f64::powf),
        "lerp" => ternary(|a, b, t| a + (b - a) * t),
        "dot" => Some(vec![(0..width)
            .map(|i| Some(at(0, i)? * at(1, i)?))
            .sum::<Option<f64>>()?]),
        _ => None,
    }
}

/// Gives each leaf its part of `values` (an object's default, in leaf
/// order): a numeric leaf its components, a `string` leaf one text. Nothing
/// is set unless the values cover the leaves exactly: an object with
/// samplers, or a value of another shape, has no default.
pub(crate) fn distribute(leaves: &mut [Parameter], values: &[Part]) {
    let sizes: Option<Vec<usize>> = leaves.iter().map(leaf_components).collect();
    let Some(sizes) = sizes else { return };
    if sizes.iter().sum::<usize>() != values.len() {
        return;
    }
    let mut rest = values;
    let mut defaults = Vec::with_capacity(leaves.len());
    for (leaf, size) in leaves.iter().zip(sizes) {
        let (own, tail) = rest.split_at(size);
        rest = tail;
        let default = match (leaf.kind, own) {
            (ParameterKind::Object, [Part::Text(text)]) => (None, Some(text.clone())),
            (ParameterKind::Object, []) => (None, None),
            (ParameterKind::Object, _) => return,
            (_, own) => match own
                .iter()
                .map(|part| match part {
                    Part::Number(value) => Some(*value),
                    Part::Text(_) => None,
                })
                .collect::<Option<Vec<f32>>>()
            {
                Some(numbers) => (Some(numbers), None),
                None => return,
            },
        };
        defaults.push(default);
    }
    for (leaf, (default, text)) in leaves.iter_mut().zip(defaults) {
        leaf.default = default;
        leaf.default_text = text;
    }
}

/// Parts of a leaf's default from its type name (`float3` 3, `half2x4` 8,
/// `int` 1, a `string` 1, a program object none); `None` for samplers.
fn leaf_components(leaf: &Parameter) -> Option<usize> {
    match leaf.kind {
        ParameterKind::Sampler(_) => return None,
        ParameterKind::Object => return Some(usize::from(leaf.type_name == "string")),
        _ => {}
    }
    let shape = leaf
        .type_name
        .trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let (rows, columns) = match shape.split_once('x') {
        Some((rows, columns)) => (rows.parse().ok()?, columns.parse().ok()?),
        None if shape.is_empty() => (1, 1),
        None => (1, shape.parse().ok()?),
    };
    Some(rows * columns)
}
