//! The per-function checker: AST body → typed HIR body + diagnostics.
//!
//! Invariants:
//! - It reads only the global [`Items`] table and one function's AST, so its
//!   result depends on nothing else (the salsa query per function relies on
//!   this).
//! - It never stops at an error: a wrong expression gets [`Type::ERROR`], which
//!   converts silently to anything, so one mistake gives one message.
//! - Messages and codes are cgc's (probe shaders in tests/sema_unit/).
//! - Every implicit conversion becomes an [`ExprKind::Convert`] node;
//!   narrowing ones also warn C7011 as cgc does.

use crate::diag::Diagnostic;
use crate::profile::ProfileRef;
use crate::sema::hir::{self, Body, ExprId, StmtKind};
use crate::sema::items::{Items, Signature};
use crate::sema::types;
use crate::span::Span;
use crate::syntax::ast;
use std::collections::HashMap;
mod access;
mod call;
mod checker;
mod construct;
mod convert;
mod declaration;
mod expr;
mod fold;
mod interfaces;
mod lvalue;
mod names;
mod overloads;
mod stmt;
mod switch;
mod swizzle;

use checker::{Checker, Context};
pub use swizzle::{parse_matrix_swizzle_in, parse_swizzle};

/// The checked body of one function.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CheckedBody {
    pub body: Body,
    /// Default values of parameters, in the body's arena (index = parameter).
    pub param_defaults: Vec<Option<ExprId>>,
    pub diagnostics: Vec<Diagnostic>,
    /// Unsized uniform arrays whose elements code that runs reads: C1308 at
    /// their declaration, which the program reports once ([`crate::sema::program`]).
    pub unsized_reads: Vec<hir::GlobalId>,
    /// `S::f(...)` calls of member functions without an object, with their
    /// spans: the program rejects those whose function reads members.
    pub static_calls: Vec<(hir::FunctionId, Span)>,
    /// Expressions copied from another item — the default values of omitted
    /// arguments — as ranges of the body's arena, each with the item their
    /// spans are relative to (see `sema::db`: spans are item-relative).
    pub copied_exprs: Vec<(std::ops::Range<usize>, usize)>,
}

/// Checks one function's body against the global items.
pub fn check_function(
    items: &Items,
    signature: &Signature,
    function: &ast::Function,
    profile: ProfileRef,
) -> CheckedBody {
    let mut checker = Checker::new(items, Some(signature), profile);
    let param_defaults = signature
        .params
        .iter()
        .map(|param| {
            param.default.as_ref().map(|init| match &init.kind {
                // cgc checks a default value's type where the function is
                // declared: one that does not convert is C1075 there (C1060,
                // as any initializer, for a uniform parameter).
                ast::InitializerKind::Expr(expr) if !param.uniform => {
                    let value = checker.expr(expr);
                    let from = checker.ty(value);
                    let converts = from.is_error()
                        || param.ty.is_error()
                        || types::implicit(from, param.ty).is_some()
                        || checker.implements(from, param.ty);
                    if converts {
                        checker.coerce(value, param.ty, Context::Initialization)
                    } else {
                        checker.error(
                            1075,
                            init.span,
                            format!("type mismatch with default value for {}", param.name),
                        );
                        checker.error_expr(init.span)
                    }
                }
                _ => checker.initializer(init, param.ty),
            })
        })
        .collect();
    if let Some(block) = &function.body {
        checker.scopes.push(HashMap::new());
        let root = checker.block_stmts(&block.stmts);
        checker.body.root = root;
        let returns = checker
            .body
            .stmts
            .iter()
            .any(|stmt| matches!(stmt.kind, StmtKind::Return(_)));
        // cgc wants a return statement somewhere, not on every path (probe
        // missingret.cg passes; corpus case 130 fails with C1110).
        if !returns && !signature.return_ty.is_void() && !signature.return_ty.is_error() {
            checker.error(
                1110,
                function.name.span,
                format!("function \"{}\" has no return statement", signature.name),
            );
        }
    }
    CheckedBody {
        body: checker.body,
        param_defaults,
        diagnostics: checker.diagnostics,
        unsized_reads: checker.unsized_reads,
        static_calls: checker.static_calls,
        copied_exprs: checker.copied_exprs,
    }
}

/// Checks the initializers of global variables into one body. `offset_of`
/// gives the start of the item declaring each global, so the resulting spans
/// are absolute.
pub fn check_global_inits(
    items: &Items,
    profile: ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> (Body, Vec<Option<ExprId>>, Vec<Diagnostic>) {
    use crate::syntax::ast::VisitSpans;
    let mut checker = Checker::new(items, None, profile);
    let inits = items
        .globals
        .iter()
        .map(|global| {
            global.init.as_ref().map(|init| {
                let mut init = init.clone();
                let delta = offset_of(global.item_index) as i64;
                init.visit_spans(&mut |span| *span = span.shifted(delta));
                checker.initializer(&init, global.ty)
            })
        })
        .collect();
    (checker.body, inits, checker.diagnostics)
}
