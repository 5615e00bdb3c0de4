//! Default values of uniforms: the constant an initializer writes
//! (`uniform float4 tint = float4(1, 0.5, 0.5, 1)`, `uniform L l = { ... }`),
//! split over the leaves of the interface as cgc's `#default` lines list them.
//!
//! Only initializers made of constants are evaluated (literals, constructors,
//! initializer lists, negation and conversions of them); any other initializer
//! gives no default, as a value the program must compute is not one an
//! application can be told. A `string` leaf's default is its text
//! (`#default name = "tex.png"`, tests/header/198).

use crate::interface::{Parameter, ParameterKind};
use crate::sema::hir::{Body, ExprId, ExprKind, UnaryOp};

/// One part of a default value: a number (a component), or a whole string.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Part {
    Number(f32),
    Text(String),
}

/// The parts of the constant expression `id`, in leaf order (struct members
/// and array elements in order, matrices row-major); `None` when it is not
/// made of constants.
pub(super) fn constant(body: &Body, id: ExprId) -> Option<Vec<Part>> {
    components(body, id, 0)
}

/// `depth` bounds the recursion on deeply nested initializers.
fn components(body: &Body, id: ExprId, depth: u32) -> Option<Vec<Part>> {
    if depth > 64 || id.index() >= body.exprs.len() {
        return None;
    }
    let expr = body.expr(id);
    let number = |part: &Part| match part {
        Part::Number(value) => Some(*value),
        Part::Text(_) => None,
    };
    let values: Vec<f32> = match &expr.kind {
        ExprKind::String(text) => return Some(vec![Part::Text(text.clone())]),
        ExprKind::Literal(value) => value.components.iter().map(|c| c.as_f32()).collect(),
        ExprKind::Construct { args } => concat(body, args, depth)?
            .iter()
            .map(number)
            .collect::<Option<_>>()?,
        ExprKind::InitList { elements } => return concat(body, elements, depth),
        ExprKind::Convert { value, .. } => {
            let values: Vec<f32> = components(body, *value, depth + 1)?
                .iter()
                .map(number)
                .collect::<Option<_>>()?;
            let count = expr.ty.component_count()? as usize;
            match values.as_slice() {
                // A scalar converted to a vector or matrix fills every component.
                [single] if count > 1 => vec![*single; count],
                _ => values.into_iter().take(count).collect(),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => components(body, *operand, depth + 1)?
            .iter()
            .map(|part| number(part).map(|v| -v))
            .collect::<Option<_>>()?,
        ExprKind::Unary {
            op: UnaryOp::Plus,
            operand,
        } => components(body, *operand, depth + 1)?
            .iter()
            .map(number)
            .collect::<Option<_>>()?,
        _ => return None,
    };
    (Some(values.len() as u32) == expr.ty.component_count())
        .then(|| values.into_iter().map(Part::Number).collect())
}

fn concat(body: &Body, items: &[ExprId], depth: u32) -> Option<Vec<Part>> {
    let mut values = Vec::new();
    for &item in items {
        values.extend(components(body, item, depth + 1)?);
    }
    Some(values)
}

/// Gives each leaf its part of `values` (an object's default, in leaf
/// order): a numeric leaf its components, a `string` leaf one text. Nothing
/// is set unless the values cover the leaves exactly: an object with
/// samplers, or a value of another shape, has no default.
pub(super) fn distribute(leaves: &mut [Parameter], values: &[Part]) {
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
