//! Default values of uniforms: the constant an initializer writes
//! (`uniform float4 tint = float4(1, 0.5, 0.5, 1)`, `uniform L l = { ... }`),
//! split over the leaves of the interface as cgc's `#default` lines list them.
//!
//! Only initializers made of constants are evaluated (literals, constructors,
//! initializer lists, negation and conversions of them); any other initializer
//! gives no default, as a value the program must compute is not one an
//! application can be told.

use crate::interface::{Parameter, ParameterKind};
use crate::sema::hir::{Body, ExprId, ExprKind, UnaryOp};

/// The components of the constant expression `id`, in leaf order (struct
/// members and array elements in order, matrices row-major); `None` when it
/// is not made of constants.
pub(super) fn constant(body: &Body, id: ExprId) -> Option<Vec<f32>> {
    components(body, id, 0)
}

/// `depth` bounds the recursion on deeply nested initializers.
fn components(body: &Body, id: ExprId, depth: u32) -> Option<Vec<f32>> {
    if depth > 64 || id.index() >= body.exprs.len() {
        return None;
    }
    let expr = body.expr(id);
    let values: Vec<f32> = match &expr.kind {
        ExprKind::Literal(value) => value.components.iter().map(|c| c.as_f32()).collect(),
        ExprKind::Construct { args } => concat(body, args, depth)?,
        ExprKind::InitList { elements } => return concat(body, elements, depth),
        ExprKind::Convert { value, .. } => {
            let values = components(body, *value, depth + 1)?;
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
            .into_iter()
            .map(|v| -v)
            .collect(),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            operand,
        } => components(body, *operand, depth + 1)?,
        _ => return None,
    };
    (Some(values.len() as u32) == expr.ty.component_count()).then_some(values)
}

fn concat(body: &Body, items: &[ExprId], depth: u32) -> Option<Vec<f32>> {
    let mut values = Vec::new();
    for &item in items {
        values.extend(components(body, item, depth + 1)?);
    }
    Some(values)
}

/// Gives each leaf its part of `values` (an object's default, in leaf
/// order). Nothing is set unless the values cover the numeric leaves exactly:
/// an object with samplers, or a value of another shape, has no default.
pub(super) fn distribute(leaves: &mut [Parameter], values: &[f32]) {
    let sizes: Option<Vec<usize>> = leaves.iter().map(leaf_components).collect();
    let Some(sizes) = sizes else { return };
    if sizes.iter().sum::<usize>() != values.len() {
        return;
    }
    let mut rest = values;
    for (leaf, size) in leaves.iter_mut().zip(sizes) {
        let (own, tail) = rest.split_at(size);
        leaf.default = Some(own.to_vec());
        rest = tail;
    }
}

/// Components of a numeric leaf from its type name (`float3` 3, `half2x4` 8,
/// `int` 1); `None` for samplers.
fn leaf_components(leaf: &Parameter) -> Option<usize> {
    if matches!(leaf.kind, ParameterKind::Sampler(_)) {
        return None;
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
