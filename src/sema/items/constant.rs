//! Constant integer expressions (array sizes, indices) and the limits on
//! declared types: the arithmetic cgc does at compile time on declarations.

use crate::diag::Diagnostic;
use crate::sema::types::Type;
use crate::syntax::ast;

/// The most values (scalars, vectors, matrix rows) one declared type may
/// hold: lowering builds one per element, so larger declarations would
/// exhaust memory. cgc accepts `uniform float4 k[100000]` when few elements
/// are read, and hangs long before `int`'s limit.
pub const MAX_TYPE_VALUES: u64 = 1 << 17;

/// cgrs's code for a declared type beyond [`MAX_TYPE_VALUES`].
pub const TYPE_TOO_LARGE: u32 = 1044;

/// Struct nesting followed when sizing a type (a struct may contain itself).
pub(super) const MAX_STRUCT_NESTING: u32 = 32;

/// The largest array dimension: cgc reads a size as an `int`, so
/// `k[2147483648]` wraps to a negative size and is its C1043.
const MAX_DIMENSION: i64 = i32::MAX as i64;

/// Wraps `base` in the written array dimensions (innermost last).
pub fn apply_array_dims(
    base: Type,
    array: &[Option<ast::Expr>],
    lookup: &dyn Fn(&str) -> Option<i64>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Type {
    let mut ty = base;
    for dimension in array.iter().rev() {
        let size = match dimension {
            None => 0,
            Some(expr) => match const_int_with(expr, lookup) {
                Some(size) if size > 0 && size <= MAX_DIMENSION => size as u32,
                // Corpus cases 086, 087, 413.
                Some(_) => {
                    diagnostics.push(Diagnostic::error(
                        1043,
                        expr.span,
                        "size of dimension cannot be less than 1",
                    ));
                    1
                }
                _ => {
                    diagnostics.push(Diagnostic::error(
                        1307,
                        expr.span,
                        "non constant expression for array size",
                    ));
                    1
                }
            },
        };
        ty = match ty.array_of(size) {
            Some(array_ty) => array_ty,
            None => {
                diagnostics.push(Diagnostic::error(
                    1059,
                    dimension.as_ref().map(|expr| expr.span),
                    "arrays of more than three dimensions are not supported yet",
                ));
                return Type::ERROR;
            }
        };
    }
    ty
}

/// Parses an integer literal's text (`12`, `0x1F`, `017`, `3u`).
pub fn parse_int_literal(text: &str) -> Option<i64> {
    let lower = text.to_ascii_lowercase();
    if let Some(hex) = lower.strip_prefix("0x") {
        // Suffix letters (`u`, `l`, `s`, `i`, `t`) are not hex digits.
        let digits = hex.trim_end_matches(|c: char| !c.is_ascii_hexdigit());
        return i64::from_str_radix(digits, 16).ok();
    }
    let digits = lower.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

/// Integer constant expressions of array sizes: literals and `+ - * /`.
pub fn const_int(expr: &ast::Expr) -> Option<i64> {
    const_int_with(expr, &|_| None)
}

/// Like [`const_int`], with `lookup` giving the value of a named constant
/// (`static const int N = 4; float a[N];`, corpus case 084).
pub fn const_int_with(expr: &ast::Expr, lookup: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
    let const_int = |expr: &ast::Expr| const_int_with(expr, lookup);
    match &expr.kind {
        ast::ExprKind::Ident(name) => lookup(&name.name),
        ast::ExprKind::Literal {
            kind: ast::LiteralKind::Int,
            text,
        } => parse_int_literal(text),
        ast::ExprKind::Paren(inner) => const_int(inner),
        ast::ExprKind::Unary {
            op: ast::UnaryOp::Neg,
            operand,
        } => const_int(operand).map(|value| -value),
        ast::ExprKind::Binary { .. } => {
            // A loop along the left operands: sums have no length bound.
            let mut operations = Vec::new();
            let mut node = expr;
            while let ast::ExprKind::Binary { op, lhs, rhs } = &node.kind {
                operations.push((*op, rhs));
                node = lhs;
            }
            let mut value = const_int(node)?;
            for (op, rhs) in operations.into_iter().rev() {
                value = int_binary(op, value, const_int(rhs)?)?;
            }
            Some(value)
        }
        // `float a[N > 4 ? 4 : N]` (tests/sema/cases/487).
        ast::ExprKind::Conditional {
            cond,
            then_value,
            else_value,
        } => {
            if const_int(cond)? != 0 {
                const_int(then_value)
            } else {
                const_int(else_value)
            }
        }
        // `float a[(int)3.5]`: an int cast truncates a float constant too.
        ast::ExprKind::Cast { ty, array, operand } if array.is_empty() => {
            let ast::TypeKind::Named(name) = &ty.kind else {
                return None;
            };
            if !matches!(name.name.as_str(), "int" | "uint" | "unsigned int") {
                return None;
            }
            const_int(operand).or_else(|| const_float_literal(operand).map(|x| x.trunc() as i64))
        }
        _ => None,
    }
}

/// `a op b` on integer constants; `None` for other operators and overflow.
pub(super) fn int_binary(op: ast::BinaryOp, a: i64, b: i64) -> Option<i64> {
    match op {
        ast::BinaryOp::Add => a.checked_add(b),
        ast::BinaryOp::Sub => a.checked_sub(b),
        ast::BinaryOp::Mul => a.checked_mul(b),
        ast::BinaryOp::Div => a.checked_div(b),
        ast::BinaryOp::Rem => a.checked_rem(b),
        ast::BinaryOp::Lt => Some(i64::from(a < b)),
        ast::BinaryOp::Gt => Some(i64::from(a > b)),
        ast::BinaryOp::Le => Some(i64::from(a <= b)),
        ast::BinaryOp::Ge => Some(i64::from(a >= b)),
        ast::BinaryOp::Eq => Some(i64::from(a == b)),
        ast::BinaryOp::Ne => Some(i64::from(a != b)),
        _ => None,
    }
}

/// A float literal, negated or parenthesized, as a number.
pub(super) fn const_float_literal(expr: &ast::Expr) -> Option<f64> {
    match &expr.kind {
        ast::ExprKind::Literal {
            kind: ast::LiteralKind::Float,
            text,
        } => text
            .trim_end_matches(['f', 'F', 'h', 'H', 'x', 'X'])
            .parse()
            .ok(),
        ast::ExprKind::Paren(inner) => const_float_literal(inner),
        ast::ExprKind::Unary {
            op: ast::UnaryOp::Neg,
            operand,
        } => const_float_literal(operand).map(|x| -x),
        _ => None,
    }
}
