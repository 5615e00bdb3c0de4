//! Assembles a [`hir::Program`] from the per-item query results.
//!
//! Invariants:
//! - Inputs carry item-relative spans; everything this module outputs has
//!   absolute spans (each item's offset added back).
//! - What is reported follows cgc: syntax, declaration and type errors always;
//!   name-resolution, call and profile errors only for the functions the entry
//!   reaches (a helper nobody calls may call an undefined function, probe
//!   tests/sema_unit/unusedundef.cg), or for every function when no entry is
//!   given (`-noentry`).
//! - A program is returned only when there is no error.
//! - Diagnostics come in cgc's order: syntax, declarations, global
//!   initializers, then each function's in source order, each function's in
//!   the order the checker met them (inner expressions first).

use crate::diag::{has_errors, Diagnostic};
use crate::profile::ProfileRef;
use crate::sema::binding;
use crate::sema::check::{check_global_inits, CheckedBody};
use crate::sema::hir::{self, Body, Callee, ExprKind, FunctionId};
use crate::sema::items::{Items, Signature};
use crate::span::FileId;
use crate::syntax::ast;

/// Everything [`assemble`] needs.
pub struct Parts<'a> {
    pub file: FileId,
    pub parsed: &'a ParsedFile,
    pub items: &'a Items,
    /// Checked bodies, indexed like `items.functions`.
    pub bodies: &'a [&'a CheckedBody],
    pub profile: ProfileRef,
    pub entry: Option<&'a str>,
    /// `#pragma pack_matrix` switches (see `db::SourceTokens`).
    pub matrix_packing: &'a [(usize, bool)],
}

pub fn assemble(parts: Parts<'_>) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let offset_of = |item: usize| parts.parsed.offsets.get(item).copied().unwrap_or(0);
    let mut diagnostics = parts.parsed.diagnostics.clone();
    // After a syntax error cgc reports nothing more (corpus cases 325, 349,
    // 350), and the tree has holes that would only cause follow-up errors.
    if has_errors(&diagnostics) {
        return (None, diagnostics);
    }
    for (diagnostic, &item) in parts
        .items
        .diagnostics
        .iter()
        .zip(&parts.items.diagnostic_items)
    {
        diagnostics.push(shift_diagnostic(diagnostic.clone(), offset_of(item)));
    }
    let (global_inits, init_ids, mut init_diagnostics) =
        check_global_inits(parts.items, parts.profile, &offset_of);
    diagnostics.append(&mut init_diagnostics);

    let entry = match parts.entry {
        Some(name) => match find_entry(parts.items, name) {
            Some(id) if defined_overloads(parts.items, name) > 1 => {
                // Corpus case 190.
                diagnostics.push(Diagnostic::error(
                    5019,
                    None,
                    format!("one program per compilation, program \"{name}\" also defined"),
                ));
                Some(id)
            }
            Some(id) => Some(id),
            None => {
                diagnostics.push(no_program(parts.items, name));
                None
            }
        },
        None => None,
    };
    let reached = match (parts.entry, entry) {
        (None, _) => vec![true; parts.items.functions.len()],
        (Some(_), Some(entry)) => reachable(entry, parts.bodies),
        (Some(_), None) => vec![false; parts.items.functions.len()],
    };
    let functions = build_functions(&parts, &reached, &mut diagnostics, &offset_of);
    diagnostics.extend(unsized_array_reads(&parts, &reached, &offset_of));
    diagnostics.extend(static_calls_reading_members(&parts, &reached, &offset_of));
    let structs = shifted_structs(parts.items, &offset_of);
    let globals = build_globals(parts.items, &init_ids, &offset_of);
    if has_errors(&diagnostics) {
        return (None, diagnostics);
    }
    let mut program = hir::Program {
        structs,
        globals,
        functions,
        global_inits,
        entry,
        binding: Default::default(),
        profile: parts.profile,
    };
    apply_matrix_packing(&mut program, parts.matrix_packing);
    if let Some(entry) = entry {
        let (binding, mut binding_diagnostics) = binding::bind(&program, entry);
        let mut semantic_diagnostics =
            binding::check_varying_registers(&program, entry, parts.profile.name);
        semantic_diagnostics.append(&mut binding::check_semantics(&binding, parts.profile.name));
        semantic_diagnostics.append(&mut binding_diagnostics);
        if parts.profile.is_fragment() {
            semantic_diagnostics.append(&mut position_input_reads(&program, entry));
        }
        let mut binding_diagnostics = semantic_diagnostics;
        program.binding = binding;
        diagnostics.append(&mut binding_diagnostics);
        if has_errors(&diagnostics) {
            return (None, diagnostics);
        }
    }
    (Some(program), diagnostics)
}

/// C9999 for `S::f(...)` where `f` (or a member function it calls on the
/// same object) reads or writes a member: cgc 3.1 fails there ("Bad scope in
/// ConvertLocalReferences()") as the call has no object.
fn static_calls_reading_members(
    parts: &Parts<'_>,
    reached: &[bool],
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for (index, checked) in parts.bodies.iter().enumerate() {
        if !reached.get(index).copied().unwrap_or(false) {
            continue;
        }
        let offset = offset_of(parts.items.functions[index].item_index);
        for &(function, span) in &checked.static_calls {
            if uses_members(parts.bodies, function, &mut Vec::new()) {
                diagnostics.push(Diagnostic::error(
                    9999,
                    span.shifted(offset as i64),
                    "Bad scope in ConvertLocalReferences()",
                ));
            }
        }
    }
    diagnostics
}

/// Whether member function `function` touches a member of its object,
/// itself or through a member function it calls on the same object.
fn uses_members(
    bodies: &[&CheckedBody],
    function: hir::FunctionId,
    seen: &mut Vec<hir::FunctionId>,
) -> bool {
    if seen.contains(&function) {
        return false;
    }
    seen.push(function);
    let Some(checked) = bodies.get(function.index()) else {
        return false;
    };
    let body = &checked.body;
    let is_this = |id: hir::ExprId| matches!(body.expr(id).kind, hir::ExprKind::Param(0));
    body.exprs.iter().any(|expr| match &expr.kind {
        hir::ExprKind::Member { base, .. } => is_this(*base),
        hir::ExprKind::Call {
            callee: hir::Callee::User(callee),
            args,
        } => {
            args.first().is_some_and(|&first| is_this(first)) && uses_members(bodies, *callee, seen)
        }
        _ => false,
    })
}

/// C1308 once per unsized uniform array whose elements a reached function
/// reads in code that runs, at the array's declaration.
fn unsized_array_reads(
    parts: &Parts<'_>,
    reached: &[bool],
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let mut globals: Vec<hir::GlobalId> = Vec::new();
    for (checked, _) in parts.bodies.iter().zip(reached).filter(|(_, &r)| r) {
        for &global in &checked.unsized_reads {
            if !globals.contains(&global) {
                globals.push(global);
            }
        }
    }
    globals
        .into_iter()
        .map(|global| {
            let declared = &parts.items.globals[global.index()];
            let span = declared.span.shifted(offset_of(declared.item_index) as i64);
            Diagnostic::error(1308, span, "no size for unsized array")
        })
        .collect()
}

/// C5119: a fragment program cannot read an input bound to `POSITION`
/// (cgc accepts the declaration and reports each read, corpus case 157).
/// cgc reports reads its optimizer keeps, at the line of the instruction that
/// consumes them; this reports the entry's direct reads of such a parameter
/// or of such a member of a struct parameter. A whole struct passed on is not
/// a read: most shaders pass their vertex-output struct, POSITION included,
/// to helpers that never touch it, which cgc accepts.
fn position_input_reads(program: &hir::Program, entry: FunctionId) -> Vec<Diagnostic> {
    let function = program.function(entry);
    let Some(body) = &function.body else {
        return Vec::new();
    };
    let is_position = |semantic: Option<&hir::Semantic>| {
        semantic.is_some_and(|s| matches!(s.name.as_str(), "POSITION" | "HPOS" | "POS"))
    };
    let input = |index: u32| {
        let param = &function.params[index as usize];
        (!param.uniform && param.direction.reads()).then_some(param)
    };
    // Plain assignments write their target; they do not read it. (A table
    // by expression, not a list searched per expression: a long body has
    // as many assignments as expressions.)
    let mut written = vec![false; body.exprs.len()];
    for expr in &body.exprs {
        if let ExprKind::Assign {
            op: None, target, ..
        } = expr.kind
        {
            written[target.index()] = true;
        }
    }
    let mut diagnostics = Vec::new();
    for (id, expr) in body.exprs.iter().enumerate() {
        if written[id] {
            continue;
        }
        let name = match expr.kind {
            // A struct's semantic binds its members, each checked when the
            // program reads it (the lowering: C5102, C5119).
            ExprKind::Param(index) => input(index)
                .filter(|param| !param.ty.is_struct() && is_position(param.semantic.as_ref()))
                .map(|param| param.name.clone()),
            ExprKind::Member { base, field } => match body.expr(base).kind {
                ExprKind::Param(index) if input(index).is_some() => match body.expr(base).ty.base {
                    crate::sema::types::Base::Struct(id) => program
                        .struct_def(id)
                        .fields
                        .get(field as usize)
                        .filter(|field| is_position(field.semantic.as_ref()))
                        .map(|field| field.name.clone()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        if let Some(name) = name {
            diagnostics.push(Diagnostic::error(
                5119,
                expr.span,
                format!(
                    "variable/member \"{name}\" has semantic \"POSITION\" which is not visible in this profile"
                ),
            ));
        }
    }
    diagnostics
}

/// The entry function: the first definition with that name.
/// C3001, cgc's line, with a note naming the functions that could be the
/// entry: the defined ones whose parameters or result carry a semantic (an
/// entry's interface), else every defined function.
fn no_program(items: &Items, entry: &str) -> Diagnostic {
    let defined: Vec<&Signature> = items
        .functions
        .iter()
        .filter(|signature| signature.has_body && signature.method_of.is_none())
        .collect();
    let looks_like_entry = |signature: &&&Signature| {
        signature.return_semantic.is_some()
            || signature
                .params
                .iter()
                .any(|param| param.semantic.is_some())
    };
    let mut candidates: Vec<&str> = defined
        .iter()
        .filter(looks_like_entry)
        .map(|signature| signature.name.as_str())
        .collect();
    if candidates.is_empty() {
        candidates = defined
            .iter()
            .map(|signature| signature.name.as_str())
            .collect();
    }
    candidates.dedup();
    let diagnostic = Diagnostic::error(3001, None, "no program defined");
    if candidates.is_empty() {
        return diagnostic.with_note(format!(
            "the file defines no function (the entry, `{entry}`, must be defined)"
        ));
    }
    let listed: Vec<String> = candidates.iter().map(|name| format!("`{name}`")).collect();
    diagnostic.with_note(format!(
        "the file defines no function `{entry}`; name the entry with -entry, one of: {}",
        listed.join(", ")
    ))
}

fn find_entry(items: &Items, name: &str) -> Option<FunctionId> {
    items
        .functions_named(name)
        .iter()
        .copied()
        .find(|&id| items.signature(id).has_body)
}

fn defined_overloads(items: &Items, name: &str) -> usize {
    items
        .functions_named(name)
        .iter()
        .filter(|&&id| items.signature(id).has_body)
        .count()
}

/// Functions reachable from `entry` through calls.
fn reachable(entry: FunctionId, bodies: &[&CheckedBody]) -> Vec<bool> {
    let mut seen = vec![false; bodies.len()];
    let mut stack = vec![entry];
    while let Some(id) = stack.pop() {
        if id.index() >= bodies.len() || std::mem::replace(&mut seen[id.index()], true) {
            continue;
        }
        for expr in &bodies[id.index()].body.exprs {
            if let ExprKind::Call {
                callee: Callee::User(callee),
                ..
            } = expr.kind
            {
                stack.push(callee);
            }
        }
    }
    seen
}

fn build_functions(
    parts: &Parts<'_>,
    reached: &[bool],
    diagnostics: &mut Vec<Diagnostic>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::Function> {
    parts
        .items
        .functions
        .iter()
        .enumerate()
        .map(|(index, signature)| {
            let offset = offset_of(signature.item_index);
            let checked = parts.bodies.get(index);
            let is_reached = reached.get(index).copied().unwrap_or(false);
            let has_entry = parts.entry.is_some();
            if let Some(checked) = checked {
                diagnostics.extend(
                    checked
                        .diagnostics
                        .iter()
                        .filter(|diagnostic| is_reached || !is_resolution_error(diagnostic))
                        .filter(|diagnostic| has_entry || !is_profile_error(diagnostic))
                        .map(|diagnostic| shift_diagnostic(diagnostic.clone(), offset)),
                );
            }
            let mut body = checked.map(|checked| checked.body.clone());
            if let (Some(body), Some(checked)) = (body.as_mut(), checked) {
                shift_body(body, offset);
                for (exprs, item) in &checked.copied_exprs {
                    let delta = offset_of(*item) as i64 - offset as i64;
                    for expr in &mut body.exprs[exprs.clone()] {
                        expr.span = expr.span.shifted(delta);
                    }
                }
            }
            let params = signature
                .params
                .iter()
                .enumerate()
                .map(|(position, param)| hir::Param {
                    name: param.name.clone(),
                    ty: param.ty,
                    direction: param.direction,
                    uniform: param.uniform,
                    is_const: param.is_const,
                    semantic: param.semantic.clone().map(|s| shift_semantic(s, offset)),
                    register: param.register.clone().map(|mut r| {
                        r.span = r.span.shifted(offset as i64);
                        r
                    }),
                    layout: param.layout,
                    default: checked
                        .and_then(|c| c.param_defaults.get(position).copied().flatten()),
                    span: param.span.shifted(offset as i64),
                })
                .collect();
            hir::Function {
                name: signature.name.clone(),
                params,
                return_ty: signature.return_ty,
                return_semantic: signature
                    .return_semantic
                    .clone()
                    .map(|s| shift_semantic(s, offset)),
                body: if signature.has_body { body } else { None },
                span: signature.span.shifted(offset as i64),
            }
        })
        .collect()
}

/// Errors cgc reports only in code the entry reaches: unresolved names and
/// calls, overload failures, profile availability. Type errors are reported
/// in every function (corpus cases 131, 145; probe unusedundef.cg).
fn is_resolution_error(diagnostic: &Diagnostic) -> bool {
    matches!(
        diagnostic.code,
        1008 | 1101 | 1102 | 1103 | 1104 | 1105 | 1111 | 1113 | 1115 | 3002 | 3004
            // An interface method called on a uniform: cgc fails only when
            // inlining it (Toolkit layers.cgfx, entry RollTorus).
            | 1306
    )
}

/// Without an entry (`-noentry`) there is no program to check against the
/// profile: cgc accepts texture lookups in vertex profiles then
/// (tests/syntax/ok/annotations.cg with `-noentry -profile arbvp1`).
fn is_profile_error(diagnostic: &Diagnostic) -> bool {
    matches!(diagnostic.code, 3002 | 3004)
}

fn shifted_structs(items: &Items, offset_of: &dyn Fn(usize) -> u32) -> Vec<hir::StructDef> {
    items
        .structs
        .iter()
        .zip(&items.struct_items)
        .map(|(def, &item)| {
            let delta = offset_of(item) as i64;
            let mut def = def.clone();
            def.span = def.span.shifted(delta);
            for field in &mut def.fields {
                field.span = field.span.shifted(delta);
                if let Some(semantic) = field.semantic.as_mut() {
                    semantic.span = semantic.span.shifted(delta);
                }
                if let Some(register) = field.register.as_mut() {
                    register.span = register.span.shifted(delta);
                }
            }
            def
        })
        .collect()
}

fn build_globals(
    items: &Items,
    init_ids: &[Option<hir::ExprId>],
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::Global> {
    items
        .globals
        .iter()
        .zip(init_ids)
        .map(|(global, &init)| {
            let offset = offset_of(global.item_index);
            hir::Global {
                name: global.name.clone(),
                ty: global.ty,
                storage: global.storage,
                is_const: global.is_const,
                declared_uniform: global.declared_uniform,
                semantic: global.semantic.clone().map(|s| shift_semantic(s, offset)),
                register: global.register.clone().map(|mut r| {
                    r.span = r.span.shifted(offset as i64);
                    r
                }),
                layout: global.layout,
                init,
                span: global.span.shifted(offset as i64),
                block: global.block.clone(),
            }
        })
        .collect()
}

/// `#pragma pack_matrix(column_major)` gives the declarations after it
/// (globals, parameters, struct members) that say neither `row_major` nor
/// `column_major` the column-major layout, so the lowering reads every
/// layout from the HIR.
fn apply_matrix_packing(program: &mut hir::Program, switches: &[(usize, bool)]) {
    if switches.is_empty() {
        return;
    }
    let packed = |layout: &mut Option<hir::MatrixLayout>, span: crate::span::Span| {
        let column_major = switches
            .iter()
            .rev()
            .find(|(at, _)| *at <= span.start as usize)
            .is_some_and(|&(_, column_major)| column_major);
        if layout.is_none() && column_major {
            *layout = Some(hir::MatrixLayout::ColumnMajor);
        }
    };
    for global in &mut program.globals {
        packed(&mut global.layout, global.span);
    }
    for param in program.functions.iter_mut().flat_map(|f| &mut f.params) {
        packed(&mut param.layout, param.span);
    }
    for field in program.structs.iter_mut().flat_map(|s| &mut s.fields) {
        packed(&mut field.layout, field.span);
    }
}

fn shift_semantic(mut semantic: hir::Semantic, offset: u32) -> hir::Semantic {
    semantic.span = semantic.span.shifted(offset as i64);
    semantic
}

fn shift_body(body: &mut Body, offset: u32) {
    let delta = offset as i64;
    for expr in &mut body.exprs {
        expr.span = expr.span.shifted(delta);
    }
    for stmt in &mut body.stmts {
        stmt.span = stmt.span.shifted(delta);
    }
    for local in &mut body.locals {
        local.span = local.span.shifted(delta);
    }
}

fn shift_diagnostic(mut diagnostic: Diagnostic, offset: u32) -> Diagnostic {
    let delta = offset as i64;
    diagnostic.span = diagnostic.span.map(|span| span.shifted(delta));
    for label in &mut diagnostic.labels {
        label.span = label.span.shifted(delta);
    }
    diagnostic
}

/// A parsed file with position-independent items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedFile {
    /// Items with spans relative to their own start (shared with the
    /// previous parse where unchanged: see [`crate::sema::db::parse_file`]).
    pub items: Vec<std::sync::Arc<ast::Item>>,
    /// Each item's start in the file.
    pub offsets: Vec<u32>,
    /// Syntax errors, with absolute spans.
    pub diagnostics: Vec<Diagnostic>,
}
