//! Constant folding of scalar components, as cgc computes it (f32 and
//! 32-bit two's complement).

use crate::sema::hir::{self, BinaryOp, ConstValue, UnaryOp};
use crate::sema::precision;
use crate::sema::types::{Scalar, Type};

pub(super) fn cast_scalar(value: hir::Scalar, to: Scalar) -> hir::Scalar {
    match to {
        Scalar::Bool => hir::Scalar::Bool(value.as_bool()),
        Scalar::Int | Scalar::Unsigned | Scalar::CInt => hir::Scalar::Int(value.as_i32()),
        _ => hir::Scalar::Float(precision::round_constant(to, value.as_f32())),
    }
}

pub(super) fn fold_unary(op: UnaryOp, value: &ConstValue) -> Option<ConstValue> {
    let components = value
        .components
        .iter()
        .map(|&c| match (op, c) {
            (UnaryOp::Neg, hir::Scalar::Int(i)) => Some(hir::Scalar::Int(i.wrapping_neg())),
            (UnaryOp::Neg, hir::Scalar::Float(f)) => Some(hir::Scalar::Float(-f)),
            (UnaryOp::Plus, c) => Some(c),
            (UnaryOp::Not, c) => Some(hir::Scalar::Bool(!c.as_bool())),
            (UnaryOp::BitNot, hir::Scalar::Int(i)) => Some(hir::Scalar::Int(!i)),
            _ => None,
        })
        .collect::<Option<_>>()?;
    Some(ConstValue { components })
}

/// Folds `a op b` component-wise in the operand type (f32 or i32 arithmetic).
pub(super) fn fold_binary(
    op: BinaryOp,
    a: &ConstValue,
    b: &ConstValue,
    operand_ty: Type,
) -> Option<ConstValue> {
    if a.components.len() != b.components.len() {
        return None;
    }
    let scalar = operand_ty.scalar_kind()?;
    let components = a
        .components
        .iter()
        .zip(&b.components)
        .map(|(&x, &y)| fold_scalar(op, x, y, scalar))
        .collect::<Option<_>>()?;
    Some(ConstValue { components })
}

pub(super) fn fold_scalar(
    op: BinaryOp,
    x: hir::Scalar,
    y: hir::Scalar,
    scalar: Scalar,
) -> Option<hir::Scalar> {
    use hir::Scalar as S;
    if op.is_logical() {
        let (a, b) = (x.as_bool(), y.as_bool());
        return Some(S::Bool(if op == BinaryOp::And { a && b } else { a || b }));
    }
    if scalar.is_integral() || scalar == Scalar::Bool {
        // 32-bit two's complement as cgc folds it: `+ - * & | ^ <<` are the
        // same bits signed or unsigned (`0u - 1` is 4294967295); division,
        // remainder, `>>` and comparisons read `uint` operands as unsigned.
        let unsigned = scalar == Scalar::Unsigned;
        let (a, b) = (x.as_i32(), y.as_i32());
        let (ua, ub) = (a as u32, b as u32);
        let value = match op {
            BinaryOp::Add => a.wrapping_add(b),
            BinaryOp::Sub => a.wrapping_sub(b),
            BinaryOp::Mul => a.wrapping_mul(b),
            BinaryOp::Div if unsigned => ua.checked_div(ub)? as i32,
            BinaryOp::Div => a.checked_div(b)?,
            BinaryOp::Mod if unsigned => ua.checked_rem(ub)? as i32,
            BinaryOp::Mod => a.checked_rem(b)?,
            BinaryOp::BitAnd => a & b,
            BinaryOp::BitOr => a | b,
            BinaryOp::BitXor => a ^ b,
            BinaryOp::Shl => a.checked_shl(ub)?,
            BinaryOp::Shr if unsigned => ua.checked_shr(ub)? as i32,
            BinaryOp::Shr => a.checked_shr(ub)?,
            _ if unsigned => return Some(S::Bool(compare(op, ua.cmp(&ub)))),
            _ => return Some(S::Bool(compare(op, a.cmp(&b)))),
        };
        return Some(S::Int(value));
    }
    let (a, b) = (x.as_f32(), y.as_f32());
    let value = match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        _ if op.is_comparison() => return Some(S::Bool(compare(op, a.partial_cmp(&b)?))),
        _ => return None,
    };
    // No program can spell an infinity or NaN: cgc computes them at run time.
    value
        .is_finite()
        .then(|| S::Float(precision::round_constant(scalar, value)))
}

pub(super) fn compare(op: BinaryOp, ordering: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        BinaryOp::Lt => ordering == Less,
        BinaryOp::Le => ordering != Greater,
        BinaryOp::Gt => ordering == Greater,
        BinaryOp::Ge => ordering != Less,
        BinaryOp::Eq => ordering == Equal,
        _ => ordering != Equal,
    }
}
