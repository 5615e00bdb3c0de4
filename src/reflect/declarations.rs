//! What the checked program declares about the entry's parameters and the
//! globals that the back end's interface does not carry: `inout`, and default
//! or initial values (`uniform float4 tint = float4(1, 0.5, 0.5, 1)`).
//!
//! Only values the source writes as constants are reported (literals,
//! constructors, negation and conversions of them), and only for roots that
//! are one leaf (no struct or array initializer lists yet).

use super::{Declaration, Direction};
use crate::sema::hir::{self, Body, ExprId, ExprKind, UnaryOp};

/// The declarations of `program`'s entry parameters and globals.
pub fn collect(program: &hir::Program) -> Vec<Declaration> {
    let mut declarations = Vec::new();
    if let Some(entry) = program.entry {
        let function = program.function(entry);
        for (position, param) in function.params.iter().enumerate() {
            let direction = match param.direction {
                hir::Direction::In => Direction::In,
                hir::Direction::Out => Direction::Out,
                hir::Direction::InOut => Direction::Inout,
            };
            let value = match (&function.body, param.default) {
                (Some(body), Some(expr)) => constant(body, expr, 0),
                _ => None,
            };
            declarations.push(Declaration {
                name: param.name.clone(),
                argument: position as i32,
                direction,
                defaults: value.map(|v| (param.name.clone(), v)).into_iter().collect(),
            });
        }
    }
    for global in &program.globals {
        let value = global
            .init
            .and_then(|expr| constant(&program.global_inits, expr, 0));
        declarations.push(Declaration {
            name: global.name.clone(),
            argument: -1,
            direction: Direction::In,
            defaults: value
                .map(|v| (global.name.clone(), v))
                .into_iter()
                .collect(),
        });
    }
    declarations
}

/// The components of a constant expression, row-major; `None` when it is not
/// one this module evaluates. `depth` bounds the recursion on deep nesting.
fn constant(body: &Body, id: ExprId, depth: u32) -> Option<Vec<f32>> {
    if depth > 64 || id.index() >= body.exprs.len() {
        return None;
    }
    let expr = body.expr(id);
    let count = expr.ty.component_count()? as usize;
    let values = match &expr.kind {
        ExprKind::Literal(value) => value.components.iter().map(|c| c.as_f32()).collect(),
        ExprKind::Construct { args } => {
            let mut values = Vec::new();
            for &arg in args {
                values.extend(constant(body, arg, depth + 1)?);
            }
            values
        }
        ExprKind::Convert { value, .. } => {
            let values = constant(body, *value, depth + 1)?;
            match values.as_slice() {
                // A scalar converted to a vector or matrix fills every component.
                [single] if count > 1 => vec![*single; count],
                _ => values.into_iter().take(count).collect(),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => constant(body, *operand, depth + 1)?
            .into_iter()
            .map(|v| -v)
            .collect(),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            operand,
        } => constant(body, *operand, depth + 1)?,
        _ => return None,
    };
    (values.len() == count).then_some(values)
}
