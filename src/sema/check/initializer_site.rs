//! The line cgc 3.1 gives the errors of a variable's initializer
//! (tests/field/heldout17/repro/decl_initializer_error_line.cg,
//! tests/sema/cases/682).
//!
//! cgc's rule, probed: not the line of the expression at fault but that of
//! the innermost node around it its parser gave a location: the `(` of a
//! call or constructor whose arguments hold it, the `?` of a `?:` that
//! holds it, else the token after the initializer (the declaration's `;`,
//! or the `,` before the next declarator), as for the initializer's
//! warnings. `float4 r = mul(c, c.x) +\n mul(c, c.y);` reports both
//! ambiguous calls at the second line; `max(c,\n nope)` reports `nope` at
//! the line of the `(`. Assignments and `return`s keep each error's own
//! line.

use crate::span::Span;
use crate::syntax::ast;

/// Where cgc places an error at `span` within initializer `init`, as a
/// [`crate::diag::Diagnostic::cgc_site`]; `None` for a brace list, whose
/// rule is not probed.
pub(super) fn site(init: &ast::Initializer, span: Span) -> Option<Span> {
    let ast::InitializerKind::Expr(expr) = &init.kind else {
        return None;
    };
    Some(enclosing_site(expr, span).unwrap_or(init.follow))
}

/// The site of the innermost call, constructor or `?:` within `expr` that
/// holds `span` in its operands.
fn enclosing_site(expr: &ast::Expr, span: Span) -> Option<Span> {
    let holds =
        |outer: Span| outer.file == span.file && outer.start <= span.start && span.end <= outer.end;
    if !holds(expr.span) {
        return None;
    }
    let inner = children(expr)
        .into_iter()
        .find_map(|child| enclosing_site(child, span));
    if inner.is_some() {
        return inner;
    }
    let after = |node: Span| Span {
        start: node.end,
        end: node.end,
        ..node
    };
    // A node is not around an error of its own: a call that fails to
    // resolve is reported where a node around the call is.
    match &expr.kind {
        ast::ExprKind::Call { callee, .. } => {
            (span.start >= callee.span.end).then(|| after(callee.span))
        }
        ast::ExprKind::Constructor { ty, array, .. } if array.is_empty() => {
            (span.start >= ty.span.end).then(|| after(ty.span))
        }
        ast::ExprKind::Conditional { cond, .. } => (span != expr.span).then(|| after(cond.span)),
        _ => None,
    }
}

/// The operands of `expr`.
fn children(expr: &ast::Expr) -> Vec<&ast::Expr> {
    use ast::ExprKind as K;
    match &expr.kind {
        K::Unary { operand, .. } | K::Cast { operand, .. } => vec![operand],
        K::Binary { lhs, rhs, .. } => vec![lhs, rhs],
        K::Assign { target, value, .. } => vec![target, value],
        K::Conditional {
            cond,
            then_value,
            else_value,
        } => vec![cond, then_value, else_value],
        K::Call { callee, args } => std::iter::once(&**callee).chain(args).collect(),
        K::Constructor { args, .. } | K::Compile { args, .. } => args.iter().collect(),
        K::Member { base, .. } => vec![base],
        K::Index { base, index } => vec![base, index],
        K::Paren(inner) | K::ObjectRef(inner) => vec![inner],
        K::WithSemantic { value, .. } => vec![value],
        K::Ident(_) | K::Literal { .. } | K::Asm { .. } | K::Scoped { .. } | K::Error => Vec::new(),
    }
}
