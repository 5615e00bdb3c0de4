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
mod constant_init;
mod construct;
mod convert;
mod declaration;
mod expr;
mod fold;
mod front_fold;
mod geometry_site;
mod initializer_site;
mod interfaces;
mod lvalue;
mod names;
mod overloads;
mod reach;
mod stmt;
mod switch;
mod swizzle;

use checker::{Checker, Context};
pub use swizzle::{parse_matrix_swizzle_in, parse_swizzle};

/// cgc's code for a function without a `return` statement (which
/// `program` drops for the function a syntax error cuts short).
pub const MISSING_RETURN: u32 = 1110;

/// The checked body of one function.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CheckedBody {
    pub body: Body,
    /// Default values of parameters, in the body's arena (index = parameter).
    pub param_defaults: Vec<Option<ExprId>>,
    /// The parameters' annotations (index = parameter) and the function's,
    /// their values in the body's arena.
    pub param_annotations: Vec<Vec<hir::Annotation>>,
    pub annotations: Vec<hir::Annotation>,
    /// C1059 for each default value that is not constant: errors when the
    /// function is the entry (its defaults are its uniforms' initial
    /// values; a helper's may read anything).
    pub default_constness: Vec<Diagnostic>,
    /// Problems cgc reports wherever they are: type errors and
    /// warnings, in the order the checker met them.
    pub diagnostics: Vec<Diagnostic>,
    /// Errors cgc reports only in code it compiles for the entry, and only
    /// when the file has no error of [`Self::diagnostics`]' kind: undefined
    /// names (C1008), calls no overload of an overloaded or library
    /// function fits (C1101, C1115, a library function's `out` argument
    /// C1113), prototypes never defined (C3002), functions the profile
    /// lacks (C3002, C3004), interface calls on uniforms (C1306); and the
    /// diagnostics about values cgc types late, warnings too
    /// ([`crate::sema::eager_calls`]). Those in the code of the body that
    /// runs; the program reports them when the entry reaches the function
    /// ([`crate::sema::program`]), the warnings twice.
    pub deferred: Vec<Diagnostic>,
    /// The same kind of errors in code cgc's front end removes (a branch a
    /// constant condition never takes; probes tests/sema/cases/530-545),
    /// and constant indices out of bounds there (C1068, which the lowering
    /// reports where code generation reads or writes the element): never
    /// errors; the language server shows them as warnings.
    pub unreached: Vec<Diagnostic>,
    /// Deferred errors in the parameters' default values: cgc evaluates a
    /// default only for the entry's uniform parameters (and where a call
    /// leaves the argument out, which checks the default again there). A
    /// default naming an undefined variable is dropped instead
    /// ([`without_undefined_names`]).
    pub default_deferred: Vec<Diagnostic>,
    /// Narrowings of compound assignments (`x += v.xy` for a `float x`):
    /// cgc reports them after both reports of [`Self::deferred`]'s
    /// warnings, once, for the functions the entry reaches.
    pub compound_warnings: Vec<Diagnostic>,
    /// C1058 for flat lists of an array's components (`float2 o[2] =
    /// {1, 2, 3, 4}`): cgc reports them after the compound assignments',
    /// once, for the functions the entry reaches, callees first (the
    /// reverse of the order they are reached), then the static globals', the
    /// last declared first.
    pub initializer_warnings: Vec<Diagnostic>,
    /// The user functions this body calls from code that runs, in the
    /// order of the calls (repeated where called again), each with the
    /// call's span (where cgc's inlining meets the callee's code generation
    /// errors: [`crate::sema::program`]).
    pub calls: Vec<(hir::FunctionId, Span)>,
    /// For each call of a geometry built-in the profile lacks (C3004) and
    /// each user function call, its span and the location cgc reports the
    /// built-in's C3004 at ([`geometry_site`]; `None`: line 0 in the entry,
    /// the call site's location in a function it calls).
    pub geometry_sites: Vec<(Span, Option<Span>)>,
    /// Calls of library functions with a body the profile cannot compile
    /// (GLSL's lookups with a level, bias or derivatives in a fragment
    /// profile): the call's span, where [`Self::deferred`] holds the body's
    /// C3004s, and the overload. cgc compiles such a function once per
    /// program: its errors come at its first call only
    /// ([`crate::sema::program`]).
    pub library_bodies: Vec<(Span, hir::StdlibId)>,
    /// Unsized uniform arrays whose elements code that runs reads: C1308 at
    /// their declaration, which the program reports once ([`crate::sema::program`]).
    pub unsized_reads: Vec<hir::GlobalId>,
    /// Unsized array parameters (by position) whose elements code that runs
    /// reads: a helper's take the size of each call's argument, the entry's
    /// have none (C1308 at the parameter, reported by the program).
    pub unsized_param_reads: Vec<u32>,
    /// `S::f(...)` calls of member functions without an object, with their
    /// spans: the program rejects those whose function reads members.
    pub static_calls: Vec<(hir::FunctionId, Span)>,
    /// Expressions copied from another item — the default values of omitted
    /// arguments — as ranges of the body's arena, each with the item their
    /// spans are relative to (see `sema::db`: spans are item-relative).
    pub copied_exprs: Vec<(std::ops::Range<usize>, usize)>,
    /// Diagnostics at a declaration another item holds (a default value's
    /// C1075 at a call): each as its index in [`Self::diagnostics`] and
    /// the item its span is relative to.
    pub copied_diagnostics: Vec<(usize, usize)>,
    /// The same for [`Self::deferred`].
    pub copied_deferred: Vec<(usize, usize)>,
    /// The same for [`Self::unreached`].
    pub copied_unreached: Vec<(usize, usize)>,
}

impl CheckedBody {
    /// The offset a diagnostic at `position` of a list is placed by: that
    /// of the item `copied` names for it, else the body's own `offset`.
    pub fn offset_of(
        copied: &[(usize, usize)],
        position: usize,
        offset: u32,
        offset_of: &dyn Fn(usize) -> u32,
    ) -> u32 {
        copied
            .iter()
            .find(|&&(copied, _)| copied == position)
            .map_or(offset, |&(_, item)| offset_of(item))
    }
}

/// Checks one function's body against the global items.
pub fn check_function(
    items: &Items,
    signature: &Signature,
    function: &ast::Function,
    profile: ProfileRef,
) -> CheckedBody {
    let mut checker = Checker::new(items, Some(signature), profile);
    let mut default_deferred = Vec::new();
    let param_defaults: Vec<Option<ExprId>> = signature
        .params
        .iter()
        .map(|param| {
            let init = param.default.as_ref()?;
            if crate::sema::items::ignored_sampler_state(init, param.ty) {
                return Some(checker.unset_sampler(param.ty, init.span));
            }
            let value = match &init.kind {
                // cgc checks a default value's type where the function is
                // declared: one that does not convert is C1075 there (C1060,
                // as any initializer, for a uniform parameter).
                // Names in a default mean what they mean at file scope, not
                // the function's parameters (cgc: `float4 b = float4(a, ...)`
                // names no `a`), as where a call takes it.
                ast::InitializerKind::Expr(expr) if !param.uniform => {
                    let value = checker.in_global_scope(|checker| checker.expr(expr));
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
            };
            without_undefined_names(&mut checker.deferred, &mut default_deferred).then_some(value)
        })
        .collect();
    let mut default_constness: Vec<Diagnostic> = Vec::new();
    for &value in param_defaults.iter().flatten() {
        let folds = checker.front_end_value(value).is_some();
        let reads = (!folds).then(|| {
            constant_init::check_parameter_default(
                items,
                (&checker.body, &checker.late, &checker.typed_at_once),
                value,
            )
        });
        // As for globals, the unrepresentable value only while no error
        // precedes it.
        let unrepresentable = || {
            (default_constness.is_empty() && checker.front_end_rejects(value))
                .then(|| constant_init::non_constant(&checker.body, value))
        };
        if let Some(error) = reads.flatten().or_else(unrepresentable) {
            default_constness.push(error);
        }
    }
    let param_defaults: Vec<Option<ExprId>> = param_defaults
        .into_iter()
        .map(|value| value.map(|value| checker.uniform_default(value)))
        .collect();
    // A default's calls run only where it is used (and are checked there).
    checker.calls.clear();
    // A member function's object `this` is a parameter no source declares.
    let implicit = signature.params.len().saturating_sub(function.params.len());
    let mut param_annotations = vec![Vec::new(); implicit];
    for param in &function.params {
        param_annotations.push(checker.annotations(&param.annotations));
    }
    let annotations = checker.annotations(&function.annotations);
    if let Some(block) = &function.body {
        checker.scopes.push(HashMap::new());
        checker.geometry_site = geometry_site::list_site(&block.stmts, block.span);
        let closing = stmt::closing_brace(block);
        let root = checker.block_stmts(&block.stmts, Some(closing));
        checker.body.root = root;
        let returns = checker
            .body
            .stmts
            .iter()
            .any(|stmt| matches!(stmt.kind, StmtKind::Return(_)));
        // cgc wants a return statement somewhere, not on every path (probe
        // missingret.cg passes; corpus case 130 fails with C1110). A body
        // of no statements (`{ }`, `;`, declarations without a value) is
        // another error: its end returns nothing (C1016, at the closing
        // brace) and the function is empty (C1108), called or not
        // (tests/sema/cases/744).
        if !returns && !signature.return_ty.is_void() && !signature.return_ty.is_error() {
            if block.stmts.iter().any(has_statements) {
                checker.error(
                    MISSING_RETURN,
                    function.name.span,
                    format!("function \"{}\" has no return statement", signature.name),
                );
            } else {
                checker.error(
                    1016,
                    closing,
                    "expression type incompatible with function return type",
                );
                checker.error(
                    1108,
                    function.name.span,
                    format!("function \"{}\" has no statements", signature.name),
                );
            }
        }
    }
    CheckedBody {
        body: checker.body,
        param_defaults,
        param_annotations,
        annotations,
        default_constness,
        diagnostics: checker.diagnostics,
        deferred: checker.deferred,
        unreached: checker.unreached,
        default_deferred,
        compound_warnings: checker.compound_warnings,
        initializer_warnings: checker.initializer_warnings,
        calls: checker.calls,
        geometry_sites: checker.geometry_sites,
        library_bodies: checker.library_bodies,
        unsized_reads: checker.unsized_reads,
        unsized_param_reads: checker.unsized_param_reads,
        static_calls: checker.static_calls,
        copied_exprs: checker.copied_exprs,
        copied_diagnostics: checker.copied_diagnostics,
        copied_deferred: checker.copied_deferred,
        copied_unreached: checker.copied_unreached,
    }
}

/// Whether cgc's parser keeps a statement of `stmt`: not an empty one, a
/// declaration without a value ([`geometry_site::counts`]) or a block of
/// neither.
fn has_statements(stmt: &ast::Stmt) -> bool {
    match &stmt.kind {
        ast::StmtKind::Block(block) => block.stmts.iter().any(has_statements),
        _ => geometry_site::counts(stmt),
    }
}

/// Moves the errors of a uniform's initializer (a global's, or an entry
/// parameter's default) from `errors` to `kept`, but for undefined names:
/// cgc accepts those there and gives the uniform no default value (probe
/// tests/sema/cases/542). `false` when there was one: the uniform has no
/// initializer.
pub(super) fn without_undefined_names(
    errors: &mut Vec<Diagnostic>,
    kept: &mut Vec<Diagnostic>,
) -> bool {
    let undefined = errors.iter().any(|diagnostic| diagnostic.code == 1008);
    kept.extend(
        errors
            .drain(..)
            .filter(|diagnostic| diagnostic.code != 1008),
    );
    !undefined
}

/// The checked initializers of the global variables.
pub struct GlobalInits {
    /// One body holding every initializer.
    pub body: Body,
    /// Each global's initializer in [`Self::body`].
    pub inits: Vec<Option<ExprId>>,
    /// Each global's annotations, their values in [`Self::body`].
    pub annotations: Vec<Vec<hir::Annotation>>,
    /// Type errors (see [`CheckedBody::diagnostics`]).
    pub diagnostics: Vec<Diagnostic>,
    /// The warnings of the same check, each with the item declaring its
    /// global: cgc reports them as it reads the file, among the functions'
    /// in source order (a global after the entry warns after the entry).
    pub warnings: Vec<(usize, Diagnostic)>,
    /// Errors cgc reports only in code it compiles (see
    /// [`CheckedBody::deferred`]): a static global's initializer always
    /// runs; a uniform's only gives its default value, and cgc accepts an
    /// undefined name there, printing no `#default` (probe
    /// tests/sema/cases/542).
    pub deferred: Vec<Diagnostic>,
    /// See [`CheckedBody::unreached`].
    pub unreached: Vec<Diagnostic>,
    /// The static globals' C1058 warnings (see
    /// [`CheckedBody::initializer_warnings`]).
    pub initializer_warnings: Vec<Diagnostic>,
    /// The user functions the initializers call from code that runs.
    pub calls: Vec<hir::FunctionId>,
    /// C7025 for each global not `static` initialized with a parenthesized
    /// comma (`float2 s = (1, 1);`, whose value is its last element):
    /// cgc warns when it compiles the entry, in each of its two passes,
    /// at the line of the last comma (heldout17 class 13,
    /// tests/sema/cases/679).
    pub comma_warnings: Vec<Diagnostic>,
}

/// C7025 for the initializer `init` of a global that is not `static`, if
/// it is a comma in parentheses ([`GlobalInits::comma_warnings`]).
fn comma_initializer(init: &ast::Initializer) -> Option<Diagnostic> {
    let ast::InitializerKind::Expr(expr) = &init.kind else {
        return None;
    };
    let ast::ExprKind::Paren(outer) = &expr.kind else {
        return None;
    };
    let mut inner: &ast::Expr = outer;
    while let ast::ExprKind::Paren(deeper) = &inner.kind {
        inner = deeper;
    }
    let ast::ExprKind::Binary {
        op: ast::BinaryOp::Comma,
        lhs,
        ..
    } = &inner.kind
    else {
        return None;
    };
    // At the last comma, which follows its left operand.
    let comma = Span {
        start: lhs.span.end,
        ..lhs.span
    };
    Some(Diagnostic::warning(
        7025,
        comma,
        "Comma operator in constant initializer -- perhaps you want {} instead of ()",
    ))
}

/// Checks the initializers of global variables into one body. `offset_of`
/// gives the start of the item declaring each global, so the resulting spans
/// are absolute.
pub fn check_global_inits(
    items: &Items,
    profile: ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> GlobalInits {
    use crate::syntax::ast::VisitSpans;
    let mut checker = Checker::new(items, None, profile);
    let mut deferred = Vec::new();
    let mut initializer_warnings = Vec::new();
    let mut warnings = Vec::new();
    let mut annotations = Vec::new();
    let mut comma_warnings = Vec::new();
    let inits = items
        .globals
        .iter()
        .map(|global| {
            let reported = checker.diagnostics.len();
            let value = global.init.as_ref().and_then(|init| {
                let mut init = init.clone();
                let delta = offset_of(global.item_index) as i64;
                init.visit_spans(&mut |span| *span = span.shifted(delta));
                if global.storage != hir::Storage::Static {
                    comma_warnings.extend(comma_initializer(&init));
                }
                checker.global_item = Some(global.item_index);
                // Only a plain `static` global may be initialised from
                // anything (see `constant_init`).
                let plain_static = global.storage == hir::Storage::Static && !global.is_const;
                checker.constant_initializer = !plain_static;
                let value = checker.declared_initializer(&init, global.ty);
                checker.constant_initializer = false;
                // cgc warns of a static global's list, not of a uniform's
                // default (probe tests/sema/cases/607).
                if global.storage == hir::Storage::Static {
                    initializer_warnings.append(&mut checker.initializer_warnings);
                } else {
                    checker.initializer_warnings.clear();
                }
                let value = if global.storage == hir::Storage::Static {
                    deferred.append(&mut checker.deferred);
                    Some(value)
                } else {
                    // A uniform: the initializer only gives its default.
                    without_undefined_names(&mut checker.deferred, &mut deferred).then_some(value)
                };
                // A uniform's `u * 0` folds to a constant whatever `u` is
                // (see `front_fold`); a `const`'s is C1059.
                let folds = !global.is_const
                    && value.is_some_and(|value| checker.front_end_value(value).is_some());
                if let (Some(value), ast::InitializerKind::Expr(_), false) =
                    (value, &init.kind, plain_static || folds)
                {
                    checker.diagnostics.extend(constant_init::check(
                        items,
                        None,
                        (&checker.body, &checker.late),
                        value,
                    ));
                }
                // A uniform's default (a `const` global is one) must also
                // fold to a constant, lists included (see `front_fold`).
                let default = value.filter(|_| global.storage != hir::Storage::Static);
                // cgc reports this C1059 only while no error precedes it.
                let clean = !checker.diagnostics.iter().any(Diagnostic::is_error);
                if let Some(value) =
                    default.filter(|&value| clean && checker.front_end_rejects(value))
                {
                    checker
                        .diagnostics
                        .push(constant_init::non_constant(&checker.body, value));
                }
                default.map_or(value, |value| Some(checker.uniform_default(value)))
            });
            let mut written = global.annotations.clone();
            let delta = offset_of(global.item_index) as i64;
            written.visit_spans(&mut |span| *span = span.shifted(delta));
            annotations.push(checker.annotations(&written));
            let (errors, warned): (Vec<Diagnostic>, Vec<Diagnostic>) = checker
                .diagnostics
                .drain(reported..)
                .partition(Diagnostic::is_error);
            checker.diagnostics.extend(errors);
            warnings.extend(
                warned
                    .into_iter()
                    .map(|warning| (global.item_index, warning)),
            );
            value
        })
        .collect();
    // A global initializer assigns with `op=` only in a comma or call
    // argument; its narrowing is reported with the deferred ones.
    deferred.append(&mut checker.compound_warnings);
    GlobalInits {
        body: checker.body,
        inits,
        annotations,
        diagnostics: checker.diagnostics,
        warnings,
        deferred,
        initializer_warnings,
        unreached: checker.unreached,
        calls: checker.calls.into_iter().map(|(id, _)| id).collect(),
        comma_warnings,
    }
}
