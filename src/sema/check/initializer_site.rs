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
//! the line of the `(`. The deferred errors of an assignment's or a
//! `return`'s value follow the same rule, the statement's own node in the
//! place of the token after the initializer ([`value_site`]); their other
//! errors keep each error's own line.

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

/// Where cgc places a deferred error at `span` within `value`, the value of
/// an assignment or a `return` (probes tests/sema/cases/700): as in an
/// initializer, the innermost call, constructor or `?:` around it, else
/// `statement`, the site of the statement's own node: the assignment's
/// operator (`s = w[0] +` / `nope;` reports `nope` at the `=` line; here
/// just after the target, the operator's line unless it starts a line of
/// its own), the `return`.
pub(super) fn value_site(value: &ast::Expr, span: Span, statement: Span) -> Span {
    enclosing_site(value, span).unwrap_or(statement)
}

/// The location of a call's or constructor's node: that of its first
/// argument's node, made when cgc's parser has read past the argument
/// (`max(\n nope, p)`, `max(p.x +\n p.y, nope)` and `max(max(p,\n p),
/// nope)` report `nope` at the second line, `max(p,\n nope)` at the
/// first), or just after `opening`, the callee or type, without arguments.
fn arguments_site(args: &[ast::Expr], opening: Span) -> Span {
    let mut first = match args.first() {
        Some(first) => first,
        None => return after(opening),
    };
    while let ast::ExprKind::Paren(inner) = &first.kind {
        first = inner;
    }
    after(first.span)
}

/// An empty span just past `node`.
fn after(node: Span) -> Span {
    Span {
        start: node.end,
        ..node
    }
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
    // A node is not around an error of its own: a call that fails to
    // resolve is reported where a node around the call is.
    match &expr.kind {
        ast::ExprKind::Call { callee, args } => {
            (span.start >= callee.span.end).then(|| arguments_site(args, callee.span))
        }
        ast::ExprKind::Constructor { ty, array, args } if array.is_empty() => {
            (span.start >= ty.span.end).then(|| arguments_site(args, ty.span))
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
