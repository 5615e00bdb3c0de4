//! Assembles a [`hir::Program`] from the per-item query results.
//!
//! Invariants:
//! - Inputs carry item-relative spans; everything this module outputs has
//!   absolute spans (each item's offset added back).
//! - What is reported follows cgc: syntax, declaration and type errors always
//!   (after a syntax error, those of the code before it only);
//!   the errors cgc reports only in code it compiles (undefined names,
//!   overload failures, functions the profile lacks:
//!   [`CheckedBody::deferred`]) only when there is no other error, and only
//!   for the code of the functions the entry reaches through calls in code
//!   that runs (a helper nobody calls may call an undefined function, probe
//!   tests/sema_unit/unusedundef.cg; tests/sema/cases/530-545), or for every
//!   function when no entry is given (`-noentry`); of those, functions the
//!   profile lacks and prototypes never defined (C3002, C3004) only when
//!   there is no other.
//! - A program is returned only when there is no error.
//! - Diagnostics come in cgc's order: syntax, declarations, global
//!   initializers, then each function's in source order, each function's in
//!   the order the checker met them (inner expressions first); then the
//!   deferred errors: the global initializers', then those of the entry and
//!   of the functions it reaches, breadth first in the order of the calls
//!   (in source order with `-noentry`).

use crate::diag::{has_errors, Diagnostic};
use crate::profile::{Dialect, ProfileRef};
use crate::sema::binding;
use crate::sema::check::{check_global_inits, CheckedBody, GlobalInits, MISSING_RETURN};
use crate::sema::hir::{self, Body, ExprKind, FunctionId};
use crate::sema::items::{Items, Signature};
use crate::sema::types::{Base, Type};
use crate::span::{FileId, Span};
use crate::syntax::ast;
use std::collections::HashMap;

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
    /// Whether uniform blocks may be bound to buffers (not under
    /// `-no_uniform_blocks`).
    pub uniform_blocks: bool,
    /// Whether the preprocessor reported errors (`#foo`, `#error`, a macro
    /// called with too many arguments): cgc goes on to parse and check the
    /// file and reports those errors, but none of those it reports only
    /// when there is no other (undefined names, the profile's: see
    /// [`assemble_staged`]).
    pub prior_errors: bool,
}

/// How far cgc 3.1's run over a file gets: the stages it starts (it names
/// unknown `-bl` layouts once per stage started, probed: tests/suite/cli.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunStage {
    /// Parsing and checking declarations and bodies: syntax, declaration
    /// and type errors stop the run here.
    FrontEnd,
    /// Compiling the entry: a missing entry (C3001), an undefined struct it
    /// binds (C1313), its parameters' declaration errors (C1059, C5110,
    /// C5029), the errors cgc reports only in code it compiles (undefined
    /// names, overloads: [`CheckedBody::deferred`]).
    Entry,
    /// Code generation: binding to semantics, calls of functions the
    /// profile lacks (C3004, C3002, C5201), lowering and the back end.
    Code,
}

impl RunStage {
    /// The stages started, counting this one.
    pub fn started(self) -> usize {
        match self {
            RunStage::FrontEnd => 1,
            RunStage::Entry => 2,
            RunStage::Code => 3,
        }
    }
}

pub fn assemble(parts: Parts<'_>) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let (program, diagnostics, _) = assemble_staged(parts);
    (program, diagnostics)
}

/// [`assemble`], and the stage the program's check reached: where an error
/// stopped it, or [`RunStage::Code`].
pub fn assemble_staged(parts: Parts<'_>) -> (Option<hir::Program>, Vec<Diagnostic>, RunStage) {
    assemble_with(parts, Bodies::All)
}

/// [`assemble`]'s diagnostics alone (the language server's check after an
/// edit): the program's function bodies, which only the entry's binding
/// checks read, are copied for those checks only, not for every function
/// of the file at every keystroke.
pub fn diagnostics(parts: Parts<'_>) -> Vec<Diagnostic> {
    assemble_with(parts, Bodies::BindingReads).1
}

/// Which checked bodies [`assemble_with`] copies into the program.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bodies {
    All,
    /// Those the entry's binding checks read ([`read_by_binding`]); the
    /// program is for those checks, not returned.
    BindingReads,
}

fn assemble_with(
    parts: Parts<'_>,
    bodies: Bodies,
) -> (Option<hir::Program>, Vec<Diagnostic>, RunStage) {
    let offset_of = |item: usize| parts.parsed.offsets.get(item).copied().unwrap_or(0);
    let mut diagnostics = parts.parsed.diagnostics.clone();
    if has_errors(&diagnostics) {
        let diagnostics = with_checks_before_syntax_error(&parts, diagnostics, &offset_of);
        return (None, diagnostics, RunStage::FrontEnd);
    }
    diagnostics.extend(declaration_diagnostics(&parts, &offset_of));
    let GlobalInits {
        body: global_inits,
        inits: init_ids,
        annotations: global_annotations,
        diagnostics: mut init_diagnostics,
        warnings: init_warnings,
        deferred: init_deferred,
        calls: init_calls,
        initializer_warnings: global_initializer_warnings,
        comma_warnings,
        ..
    } = check_global_inits(parts.items, parts.profile, &offset_of);
    diagnostics.append(&mut init_diagnostics);

    // The errors of the entry's stage among `diagnostics`.
    let mut entry_errors = 0;
    // cgc reaches code generation for such an entry (it prints its summary)
    // without compiling the function (no error of its body is reported).
    let unnamable = parts.entry.is_some_and(is_unnamable_entry);
    let entry = match parts.entry {
        Some(name) if unnamable => {
            entry_errors += 1;
            diagnostics.push(
                Diagnostic::error(3001, None, "no program defined").with_note(format!(
                    "cgc 3.1 compiles no entry named `{name}` (`VertexShader` in any case, or `string`): rename the function"
                )),
            );
            None
        }
        Some(name) => match find_entry(parts.items, name) {
            Some(id) if defined_overloads(parts.items, name) > 1 => {
                // Corpus case 190.
                entry_errors += 1;
                diagnostics.push(Diagnostic::error(
                    5019,
                    None,
                    format!("one program per compilation, program \"{name}\" also defined"),
                ));
                Some(id)
            }
            Some(id) => Some(id),
            None => {
                entry_errors += 1;
                diagnostics.push(no_program(parts.items, name));
                None
            }
        },
        None => None,
    };
    let order = compiled_functions(&parts, entry, &init_calls);
    let mut reached = vec![false; parts.items.functions.len()];
    for id in &order {
        reached[id.index()] = true;
    }
    let copied = match bodies {
        Bodies::All => vec![true; parts.items.functions.len()],
        Bodies::BindingReads => read_by_binding(&parts, entry),
    };
    let functions = build_functions(&parts, &copied, init_warnings, &mut diagnostics, &offset_of);
    diagnostics.extend(unsized_array_reads(&parts, &reached, &offset_of));
    diagnostics.extend(unsized_entry_parameter_reads(
        &parts, entry, false, &offset_of,
    ));
    let undefined_structs = undefined_struct_variables(&parts, entry, &offset_of);
    entry_errors += undefined_structs.iter().filter(|d| d.is_error()).count();
    diagnostics.extend(undefined_structs);
    diagnostics.extend(static_calls_reading_members(&parts, &reached, &offset_of));
    let mut front_end_failed = diagnostics.iter().filter(|d| d.is_error()).count() > entry_errors;
    // Whether the entry's declaration errors were looked for here, and found.
    let mut entry_declaration_checked = false;
    let mut entry_declaration_failed = false;
    // Whether an error of cgc's code generation stage came up here.
    let mut generation_failed = false;
    if !has_errors(&diagnostics) && !parts.prior_errors {
        // Functions the profile lacks and prototypes never defined come
        // last, and only without other errors (probe tests/sema/cases/538).
        let (init_link, init_resolution): (Vec<Diagnostic>, Vec<Diagnostic>) =
            init_deferred.into_iter().partition(is_generation_error);
        let (_, resolution): (Vec<Diagnostic>, Vec<Diagnostic>) =
            deferred_errors(&parts, entry, &order, &offset_of)
                .into_iter()
                .partition(is_generation_error);
        let resolution: Vec<Diagnostic> = init_resolution.into_iter().chain(resolution).collect();
        let link: Vec<Diagnostic> = init_link
            .into_iter()
            .chain(link_errors_inlined(&parts, entry, &init_calls, &offset_of))
            .collect();
        let resolved = !has_errors(&resolution);
        // cgc compiles the functions twice: the warnings about late values
        // (`sema::eager_calls`) come again, then the compound assignments'
        // narrowings once (probes tests/sema/cases/604), then the flat
        // lists' C1058. The second pass runs only after the entry's
        // declaration and the profile's functions passed (probes
        // tests/sema/cases/672–674).
        // A comma initializer warns only where cgc compiles an entry whose
        // names all resolve (tests/sema/cases/679), first in each pass.
        let comma = match entry {
            Some(_) if resolved => comma_warnings,
            _ => Vec::new(),
        };
        let again: Vec<Diagnostic> = comma
            .iter()
            .chain(
                resolution
                    .iter()
                    .filter(|diagnostic| !diagnostic.is_error()),
            )
            .cloned()
            .collect();
        diagnostics.extend(comma);
        diagnostics.extend(resolution);
        if resolved {
            // cgc checks the `BUFFER` semantic once names resolve, before
            // the profile's functions: an undefined name hides it
            // (tests/sema/cases/589), its error hides a function the
            // profile lacks.
            let semantics = buffer_semantics(&parts, entry, &offset_of);
            front_end_failed |= has_errors(&semantics);
            let declaration = match entry {
                Some(entry) if !front_end_failed => {
                    entry_declaration(&parts, &functions, entry, &offset_of)
                }
                _ => Vec::new(),
            };
            let declaration_failed = has_errors(&declaration);
            entry_declaration_checked = entry.is_some() && !front_end_failed;
            if front_end_failed || !(declaration_failed || has_errors(&link)) {
                diagnostics.extend(again);
                diagnostics.extend(second_pass_warnings(
                    &parts,
                    &order,
                    global_initializer_warnings,
                    &offset_of,
                ));
            }
            diagnostics.extend(semantics);
            if declaration_failed {
                entry_declaration_failed = true;
                diagnostics.extend(declaration);
            } else if !front_end_failed {
                // cgc finds these when it generates the code: its run
                // reaches that stage (it prints its summary; corpus cases
                // 104, 242, 518).
                generation_failed = has_errors(&link);
                diagnostics.extend(link);
            }
        }
    }
    let structs = shifted_structs(parts.items, parts.profile, &offset_of);
    let globals = build_globals(
        parts.items,
        (&init_ids, global_annotations),
        parts.profile,
        &offset_of,
    );
    if has_errors(&diagnostics) {
        let stage = if front_end_failed {
            RunStage::FrontEnd
        } else if entry_declaration_failed {
            RunStage::Entry
        } else if generation_failed || unnamable {
            RunStage::Code
        } else {
            RunStage::Entry
        };
        return (None, diagnostics, stage);
    }
    let mut program = hir::Program {
        structs,
        library_structs: crate::sema::library_types::structs(),
        file_types: parts.items.file_types.clone(),
        globals,
        functions,
        global_inits,
        entry,
        binding: Default::default(),
        profile: parts.profile,
    };
    apply_matrix_packing(&mut program, parts.matrix_packing);
    if let Some(entry) = entry {
        // The entry's own declaration errors (C1059, C5110, C5029) stop
        // cgc's run before code generation; the semantics' and registers'
        // (C5108, C5109, ...) come from it (corpus cases 148, 494, 553).
        // Looked for above unless the preprocessor failed.
        if !entry_declaration_checked {
            let declaration = entry_declaration(&parts, &program.functions, entry, &offset_of);
            if has_errors(&declaration) {
                diagnostics.extend(declaration);
                return (None, diagnostics, RunStage::Entry);
            }
        }
        let binding = binding::bind(&program, entry);
        let mut semantic_diagnostics =
            binding::check_varying_registers(&program, entry, parts.profile.name);
        let mut keyed = varying_semantics_on_uniforms(&parts, entry, &offset_of);
        keyed.extend(binding::check_semantics(&binding, parts.profile.name));
        keyed.extend(binding::attrib_array_errors(&program, entry));
        semantic_diagnostics.extend(interface_order(keyed));
        semantic_diagnostics.extend(unsized_entry_parameter_reads(
            &parts,
            Some(entry),
            true,
            &offset_of,
        ));
        program.binding = binding;
        program.binding.hidden_reads = hidden_input_reads(&program, entry);
        diagnostics.append(&mut semantic_diagnostics);
        if has_errors(&diagnostics) {
            return (None, diagnostics, RunStage::Code);
        }
    }
    let program = (bodies == Bodies::All).then_some(program);
    (program, diagnostics, RunStage::Code)
}

/// The declarations' diagnostics (redefinitions, bad types, semantics), with
/// absolute spans.
fn declaration_diagnostics(parts: &Parts<'_>, offset_of: &dyn Fn(usize) -> u32) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    let mut earlier_items = parts.items.earlier_items.iter().peekable();
    for (index, (diagnostic, &item)) in parts
        .items
        .diagnostics
        .iter()
        .zip(&parts.items.diagnostic_items)
        .enumerate()
    {
        let mut shifted = shift_diagnostic(diagnostic.clone(), offset_of(item));
        // The earlier declaration a message names may be another item's.
        if let Some((_, earlier_item)) = earlier_items.next_if(|(at, _)| *at == index) {
            let delta = offset_of(*earlier_item) as i64;
            shifted.earlier = diagnostic.earlier.map(|span| span.shifted(delta));
        }
        diagnostics.push(shifted);
    }
    diagnostics
}

/// `syntax` (the parser's diagnostics, with an error) preceded by what cgc
/// reports of the code before the first syntax error: its parser checks
/// each declaration and function as it reads it, so a redefinition, a type
/// error or a narrowing warning earlier in the file comes first (probes
/// tests/header/422, 423), while the errors it reports only for code it
/// compiles (undefined names) never come. The checks run on the tree the
/// parser recovered; what they find at or after the error is dropped (the
/// tree has holes there that would only cause follow-up errors).
fn with_checks_before_syntax_error(
    parts: &Parts<'_>,
    syntax: Vec<Diagnostic>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let Some(cut) = syntax.iter().find(|d| d.is_error()).and_then(|d| d.span) else {
        return syntax;
    };
    let before = |span: Span| span.file == cut.file && span.start < cut.start;
    let item_spans: Vec<Span> = (parts.parsed.items.iter().enumerate())
        .map(|(index, item)| item.span.shifted(i64::from(offset_of(index))))
        .collect();
    let item_of = |span: Span| {
        item_spans
            .iter()
            .position(|item| item.file == span.file && span.start < item.end)
    };
    // The item the error cuts short: cgc checks for its `return` where a
    // function ends (C1110; C1108 of a body without statements, with a
    // C1016 at the closing brace, dropped as after the error), which it
    // never reaches.
    let cut_short = item_of(cut);
    let at_function_end = |code: u32| matches!(code, MISSING_RETURN | 1108);
    let mut checks = declaration_diagnostics(parts, offset_of);
    let inits = check_global_inits(parts.items, parts.profile, offset_of);
    checks.extend(inits.diagnostics);
    let copied = vec![false; parts.items.functions.len()];
    build_functions(parts, &copied, inits.warnings, &mut checks, offset_of);
    checks.retain(|diagnostic| {
        diagnostic.span.is_some_and(|span| {
            before(span) && !(at_function_end(diagnostic.code) && item_of(span) == cut_short)
        })
    });
    // In the order cgc reads the items (a global's initializer before a
    // later function's redefinition); within an item, as checked.
    checks.sort_by_key(|diagnostic| diagnostic.span.and_then(item_of));
    let mut checks = checks.into_iter().peekable();
    let mut diagnostics = Vec::new();
    for diagnostic in syntax {
        let at = diagnostic.span.filter(|span| span.file == cut.file);
        while let Some(check) = checks
            .next_if(|check| at.is_some_and(|at| check.span.is_some_and(|s| s.start < at.start)))
        {
            diagnostics.push(check);
        }
        diagnostics.push(diagnostic);
    }
    diagnostics.extend(checks);
    diagnostics
}

/// The entry's declaration errors ([`binding::entry_declaration_errors`]).
fn entry_declaration(
    parts: &Parts<'_>,
    functions: &[hir::Function],
    entry: FunctionId,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let constness = diagnostics_of_functions(parts, &[entry], offset_of, |checked| {
        &checked.default_constness
    });
    binding::entry_declaration_errors(&functions[entry.index()], constness)
}

/// The warnings of cgc's second pass over the functions it compiles, after
/// the first pass's again: the compound assignments' narrowings in the
/// order `order` reaches the functions, then the flat lists' C1058, callees
/// first, then the static globals', the last declared first.
fn second_pass_warnings(
    parts: &Parts<'_>,
    order: &[FunctionId],
    global_initializer_warnings: Vec<Diagnostic>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let mut warnings = diagnostics_of_functions(parts, order, offset_of, |checked| {
        &checked.compound_warnings
    });
    let callees_first: Vec<FunctionId> = order.iter().rev().copied().collect();
    warnings.extend(diagnostics_of_functions(
        parts,
        &callees_first,
        offset_of,
        |checked| &checked.initializer_warnings,
    ));
    warnings.extend(global_initializer_warnings.into_iter().rev());
    warnings
}

/// The functions whose bodies the entry's binding checks read: the entry
/// and every function a call in its body's arena names, transitively (the
/// arena holds code a constant condition removes too, and
/// `binding::referenced_globals` walks it all). None without an entry.
fn read_by_binding(parts: &Parts<'_>, entry: Option<FunctionId>) -> Vec<bool> {
    let mut read = vec![false; parts.items.functions.len()];
    let mut stack: Vec<FunctionId> = entry.into_iter().collect();
    while let Some(id) = stack.pop() {
        match read.get_mut(id.index()) {
            Some(seen) if !*seen => *seen = true,
            _ => continue,
        }
        let Some(checked) = parts.bodies.get(id.index()) else {
            continue;
        };
        stack.extend(
            checked
                .body
                .exprs
                .iter()
                .filter_map(|expr| match expr.kind {
                    ExprKind::Call {
                        callee: hir::Callee::User(callee),
                        ..
                    } => Some(callee),
                    _ => None,
                }),
        );
    }
    read
}

/// The errors cgc does not report because they are in code its front end
/// removes (a branch a constant condition never takes:
/// [`CheckedBody::unreached`]), as warnings: the language server shows
/// them, the command line does not (cgc compiles such files silently).
pub fn removed_code_warnings(parts: Parts<'_>) -> Vec<Diagnostic> {
    let offset_of = |item: usize| parts.parsed.offsets.get(item).copied().unwrap_or(0);
    if has_errors(&parts.parsed.diagnostics) {
        return Vec::new();
    }
    // Without an entry cgc checks no call against the profile at all.
    let reported =
        |diagnostic: &&Diagnostic| parts.entry.is_some() || !is_generation_error(diagnostic);
    let inits = check_global_inits(parts.items, parts.profile, &offset_of);
    let mut warnings: Vec<Diagnostic> = inits
        .unreached
        .iter()
        .filter(reported)
        .map(removed_code_warning)
        .collect();
    for (signature, checked) in parts.items.functions.iter().zip(parts.bodies) {
        let offset = offset_of(signature.item_index);
        warnings.extend(
            checked
                .unreached
                .iter()
                .enumerate()
                .filter(|(_, diagnostic)| reported(diagnostic))
                .map(|(position, diagnostic)| {
                    let copied = &checked.copied_unreached;
                    let offset = CheckedBody::offset_of(copied, position, offset, &offset_of);
                    shift_diagnostic(removed_code_warning(diagnostic), offset)
                }),
        );
    }
    warnings
}

fn removed_code_warning(diagnostic: &Diagnostic) -> Diagnostic {
    let mut warning = diagnostic.clone();
    warning.severity = crate::diag::Severity::Warning;
    warning.with_note(
        "not an error here: a condition that is constant at compile time skips this code, \
         and cgc reports this only in code it compiles",
    )
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
            no_size(declared.span.shifted(offset_of(declared.item_index) as i64))
        })
        .collect()
}

/// C1308 once per unsized array parameter of the entry (`uniform float4
/// v[]`, or varying) whose elements the entry reads in code that runs, at
/// the parameter: nothing gives it a size (its `.length` is 0, so cgc
/// accepts a loop to `v.length`). A helper's unsized parameter takes the
/// size of each call's argument. cgc reports it for the parameters declared
/// `AttribArray<T>` (`attrib_arrays`) after their binding's errors, for the
/// others before any.
fn unsized_entry_parameter_reads(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    attrib_arrays: bool,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let Some(entry) = entry else {
        return Vec::new();
    };
    let (Some(checked), Some(signature)) = (
        parts.bodies.get(entry.index()),
        parts.items.functions.get(entry.index()),
    ) else {
        return Vec::new();
    };
    let offset = offset_of(signature.item_index) as i64;
    checked
        .unsized_param_reads
        .iter()
        .filter_map(|&index| signature.params.get(index as usize))
        .filter(|param| param.attrib_array.is_some() == attrib_arrays)
        .map(|param| no_size(param.span.shifted(offset)))
        .collect()
}

/// cgc's C1308 for an unsized array read where nothing gives it a size.
fn no_size(span: crate::span::Span) -> Diagnostic {
    Diagnostic::error(1308, span, "no size for unsized array")
}

/// C1313 for each entry parameter, then each uniform global, of a struct
/// declared (`struct S;`) and never defined, read or not: cgc 3.1 cannot
/// bind it (a local of such a struct it accepts; probe tests/header/269).
fn undefined_struct_variables(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let undefined = |ty: Type| match ty.base {
        Base::Struct(id) => parts.items.undefined_structs.contains(&id),
        _ => false,
    };
    let signature = entry.and_then(|entry| parts.items.functions.get(entry.index()));
    let params = signature.into_iter().flat_map(|signature| {
        let offset = offset_of(signature.item_index) as i64;
        signature
            .params
            .iter()
            .filter(|param| undefined(param.ty))
            .map(move |param| (&param.name, param.span.shifted(offset)))
    });
    let globals = parts
        .items
        .globals
        .iter()
        .filter(|global| global.storage == hir::Storage::Uniform && undefined(global.ty))
        .map(|global| {
            let offset = offset_of(global.item_index) as i64;
            (&global.name, global.span.shifted(offset))
        });
    params
        .chain(globals)
        .map(|(name, span)| {
            Diagnostic::error(
                1313,
                span,
                format!("variable \"{name}\" has an undefined struct type"),
            )
        })
        .collect()
}

/// The entry's reads of inputs its profile hides (a fragment program's
/// `POSITION` or `BCOL0`, corpus case 157), where the lowering reports
/// C5119 if the finished program still reads them: cgc accepts the
/// declaration, and a read its optimizer removes (a value passed to a
/// helper that ignores it: Dakar 2011's fragment programs, heldout7), and
/// reports each read it keeps at the line of the instruction consuming it.
/// These are the entry's direct reads of such a parameter or of such a
/// member of a struct parameter (the lowering reports a read through a
/// helper at the declaration). arbfp1's unbound `FOGP` is no such input:
/// cgc compiles a read of it (its program reads `INVALID`; cgrs reads
/// `fragment.fogcoord`, the profile's `FOGP` binding, conformance table:
/// semantics `in-param:float4:FOGP`).
fn hidden_input_reads(program: &hir::Program, entry: FunctionId) -> Vec<hir::HiddenRead> {
    let function = program.function(entry);
    let Some(body) = &function.body else {
        return Vec::new();
    };
    let profile = program.profile;
    let hidden = |semantic: Option<&hir::Semantic>| {
        semantic
            .filter(|s| profile.hides_input(&s.name))
            .map(|s| s.written.clone())
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
    let mut reads = Vec::new();
    for (id, expr) in body.exprs.iter().enumerate() {
        if written[id] {
            continue;
        }
        let read =
            match expr.kind {
                // A struct's semantic binds its members, each checked when the
                // program reads it (the lowering: C5102, C5119).
                ExprKind::Param(index) => input(index)
                    .filter(|param| !param.ty.is_struct())
                    .and_then(|param| {
                        let semantic = hidden(param.semantic.as_ref())?;
                        Some((param.name.clone(), param.name.clone(), semantic))
                    }),
                ExprKind::Member { base, field } => match body.expr(base).kind {
                    ExprKind::Param(index) => match (input(index), body.expr(base).ty.base) {
                        (Some(param), crate::sema::types::Base::Struct(id)) => program
                            .struct_def(id)
                            .fields
                            .get(field as usize)
                            .and_then(|field| {
                                let semantic = hidden(field.semantic.as_ref())?;
                                let leaf = format!("{}.{}", param.name, field.name);
                                Some((leaf, field.name.clone(), semantic))
                            }),
                        _ => None,
                    },
                    _ => None,
                },
                _ => None,
            };
        if let Some((leaf, name, semantic)) = read {
            let span = expr.span;
            reads.push(hir::HiddenRead {
                leaf,
                name,
                semantic,
                span,
            });
        }
    }
    reads
}

/// C5119, cgc's message for a varying bound to a register the profile does
/// not have in its stage.
pub fn not_visible(name: &str, semantic: &str, span: crate::span::Span) -> Diagnostic {
    Diagnostic::error(
        5119,
        span,
        format!("variable/member \"{name}\" has semantic \"{semantic}\" which is not visible in this profile"),
    )
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
        signature.return_bindings.has_semantic()
            || signature
                .params
                .iter()
                .any(|param| param.bindings.has_semantic())
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

/// The entry names cgc 3.1 never finds a function for, whatever the file
/// defines: `VertexShader` in any case and `string` (heldout16 class 1, sema
/// case 670; `PixelShader`, `String` and the other CgFX words compile).
fn is_unnamable_entry(name: &str) -> bool {
    name.eq_ignore_ascii_case("VertexShader") || name == "string"
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

/// The program's functions (the bodies of those `copied` marks, the others
/// without), adding the bodies' diagnostics to `diagnostics`.
/// The program's functions; their diagnostics go to `diagnostics`, with the
/// global initializers' `init_warnings` among them where each global is
/// declared: cgc warns as it reads the file (probe tests/sema/cases/613).
fn build_functions(
    parts: &Parts<'_>,
    copied: &[bool],
    init_warnings: Vec<(usize, Diagnostic)>,
    diagnostics: &mut Vec<Diagnostic>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::Function> {
    let mut init_warnings = init_warnings.into_iter().peekable();
    let functions = parts
        .items
        .functions
        .iter()
        .enumerate()
        .map(|(index, signature)| {
            let offset = offset_of(signature.item_index);
            let checked = parts.bodies.get(index);
            while let Some((_, warning)) =
                init_warnings.next_if(|(item, _)| *item < signature.item_index)
            {
                diagnostics.push(warning);
            }
            if let Some(checked) = checked {
                diagnostics.extend(checked.diagnostics.iter().enumerate().map(
                    |(position, diagnostic)| {
                        let copied = &checked.copied_diagnostics;
                        let offset = CheckedBody::offset_of(copied, position, offset, offset_of);
                        shift_diagnostic(diagnostic.clone(), offset)
                    },
                ));
            }
            let mut body = checked
                .filter(|_| copied[index])
                .map(|checked| checked.body.clone());
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
                .map(|(position, param)| {
                    let bindings = param.bindings.shifted(offset as i64);
                    let (semantic, register) = bindings.for_profile(&parts.profile);
                    hir::Param {
                        name: param.name.clone(),
                        ty: param.ty,
                        attrib_array: param.attrib_array,
                        direction: param.direction,
                        uniform: param.uniform,
                        is_const: param.is_const,
                        bindings,
                        semantic,
                        register,
                        layout: param.layout,
                        default: checked
                            .and_then(|c| c.param_defaults.get(position).copied().flatten()),
                        span: param.span.shifted(offset as i64),
                        annotations: checked
                            .and_then(|c| c.param_annotations.get(position).cloned())
                            .unwrap_or_default(),
                    }
                })
                .collect();
            let return_bindings = signature.return_bindings.shifted(offset as i64);
            let (return_semantic, return_register) = return_bindings.for_profile(&parts.profile);
            hir::Function {
                name: signature.name.clone(),
                params,
                return_ty: signature.return_ty,
                return_bindings,
                return_semantic,
                return_register,
                body: if signature.has_body { body } else { None },
                span: signature.span.shifted(offset as i64),
                annotations: checked.map(|c| c.annotations.clone()).unwrap_or_default(),
            }
        })
        .collect();
    diagnostics.extend(init_warnings.map(|(_, warning)| warning));
    functions
}

/// The deferred errors of the functions `order` lists ([`compiled_functions`]),
/// in that order; the entry's include those of its parameters' default
/// values.
fn deferred_errors(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    order: &[FunctionId],
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let has_entry = parts.entry.is_some();
    let mut diagnostics = Vec::new();
    for &id in order {
        let Some(checked) = parts.bodies.get(id.index()) else {
            continue;
        };
        let offset = offset_of(parts.items.functions[id.index()].item_index);
        let defaults = checked
            .default_deferred
            .iter()
            .filter(|_| Some(id) == entry);
        let defaults = defaults.map(|diagnostic| (diagnostic, offset));
        let body = checked
            .deferred
            .iter()
            .enumerate()
            .map(|(position, diagnostic)| {
                let copied = &checked.copied_deferred;
                let offset = CheckedBody::offset_of(copied, position, offset, offset_of);
                (diagnostic, offset)
            });
        diagnostics.extend(
            defaults
                .chain(body)
                .filter(|(diagnostic, _)| has_entry || !is_generation_error(diagnostic))
                .map(|(diagnostic, offset)| shift_diagnostic(diagnostic.clone(), offset)),
        );
    }
    diagnostics
}

/// The errors of cgc's code generation in the functions the entry reaches
/// (functions the profile lacks, prototypes never defined: C3004, C3002,
/// C5201) in the order cgc meets them: it inlines every call, so a callee's
/// errors come at its call; a function's calls and errors come in source
/// order (statement by statement, a call before its arguments' —
/// `f(tex2Dlod(...))` reports `f`'s body first —, both branches of an `if`,
/// a loop's body once), and a function's errors once, at its first call
/// (probes of heldout13's class 9, tests/sema/cases/630, 631). None without an
/// entry (see [`is_generation_error`]). The resolution errors keep the
/// breadth-first order of [`compiled_functions`].
fn link_errors_inlined(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    init_calls: &[FunctionId],
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let Some(entry_id) = entry.filter(|_| parts.entry.is_some()) else {
        return Vec::new();
    };
    let mut seen = Inlined {
        functions: vec![false; parts.items.functions.len()],
        library_bodies: HashMap::new(),
    };
    let mut diagnostics = Vec::new();
    for id in std::iter::once(entry_id).chain(init_calls.iter().copied()) {
        inline_link_errors(
            parts,
            id,
            entry_id,
            &mut seen,
            offset_of,
            None,
            &mut diagnostics,
        );
    }
    diagnostics
}

/// What [`link_errors_inlined`] has met: the functions whose errors it
/// reported, and for each library function with a body the profile cannot
/// compile (`CheckedBody::library_bodies`) its first call, the function
/// holding it and the call's span there: cgc compiles such a library
/// function once, its errors come there only (heldout19 class 11).
struct Inlined {
    functions: Vec<bool>,
    library_bodies: HashMap<hir::StdlibId, (FunctionId, Span)>,
}

impl Inlined {
    /// Whether the error at `span` in function `id` is reported: it is no
    /// library function's, or its library function's first call.
    fn reports(&mut self, checked: &CheckedBody, id: FunctionId, span: Option<Span>) -> bool {
        let Some(span) = span else {
            return true;
        };
        let Some(&(_, library)) = checked.library_bodies.iter().find(|(at, _)| *at == span) else {
            return true;
        };
        *self.library_bodies.entry(library).or_insert((id, span)) == (id, span)
    }
}

/// One function's part of [`link_errors_inlined`]: its errors and calls in
/// source order, each callee's errors at its call.
///
/// A geometry built-in's C3004 takes the location cgc's parser gave the
/// innermost node around the call (`sema::check::geometry_site`); where the
/// function has none, `site`, that of the call of the function (`None`:
/// line 0, in the entry).
fn inline_link_errors(
    parts: &Parts<'_>,
    id: FunctionId,
    entry: FunctionId,
    seen: &mut Inlined,
    offset_of: &dyn Fn(usize) -> u32,
    site: Option<Span>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    if seen.functions.get(id.index()).is_none_or(|seen| *seen) {
        return;
    }
    seen.functions[id.index()] = true;
    let signature = &parts.items.functions[id.index()];
    let offset = offset_of(signature.item_index);
    // Only the entry may bind its result: cgc reports each other function
    // that does where its inlining starts, among the calls' errors, once
    // (probes tests/sema/cases/677).
    if id != entry
        && signature
            .return_bindings
            .for_profile(&parts.profile)
            .0
            .is_some()
    {
        diagnostics.push(Diagnostic::error(
            5122,
            signature.span.shifted(offset as i64),
            "semantics not allowed on functions other than the entry function",
        ));
    }
    let Some(checked) = parts.bodies.get(id.index()) else {
        return;
    };
    enum Step<'a> {
        Error(&'a Diagnostic),
        Call(FunctionId, Span),
    }
    let defaults = checked
        .default_deferred
        .iter()
        .filter(|_| id == entry)
        .filter(|diagnostic| is_generation_error(diagnostic));
    // The entry's defaults are its uniforms' values, met before its body.
    let default_steps = defaults.map(|diagnostic| (None, Step::Error(diagnostic)));
    let errors = checked.deferred.iter().filter(|d| is_generation_error(d));
    let body_steps = errors
        .map(|diagnostic| (diagnostic.span, Step::Error(diagnostic)))
        .chain(
            checked
                .calls
                .iter()
                .map(|&(callee, span)| (Some(span), Step::Call(callee, span))),
        );
    let mut body_steps: Vec<(Option<Span>, Step<'_>)> = body_steps.collect();
    // An enclosing call starts first, or at the same place and ends later.
    body_steps.sort_by_key(|(span, _)| span.map(|span| (span.start, std::cmp::Reverse(span.end))));
    // The location of the node around the call at `span`, in the file.
    let site_of = |span: Option<Span>| -> Option<Option<Span>> {
        let span = span?;
        let &(_, located) = checked.geometry_sites.iter().find(|(at, _)| *at == span)?;
        Some(
            located
                .map(|located| located.shifted(offset as i64))
                .or(site),
        )
    };
    for (_, step) in default_steps.chain(body_steps) {
        match step {
            Step::Error(diagnostic) => {
                if !seen.reports(checked, id, diagnostic.span) {
                    continue;
                }
                let mut diagnostic = shift_diagnostic(diagnostic.clone(), offset);
                if diagnostic.code == 3004 {
                    if let Some(located) =
                        site_of(diagnostic.span.map(|s| s.shifted(-(offset as i64))))
                    {
                        diagnostic.span = located;
                    }
                }
                diagnostics.push(diagnostic)
            }
            Step::Call(callee, span) => {
                let located = site_of(Some(span)).flatten();
                inline_link_errors(parts, callee, entry, seen, offset_of, located, diagnostics)
            }
        }
    }
}

/// The diagnostics `of` each function `order` lists, in that order, at
/// their place in the file (the compound assignments' narrowings, the flat
/// lists' C1058: cgc's last reports on the functions it compiles; the
/// entry's defaults' C1059).
fn diagnostics_of_functions(
    parts: &Parts<'_>,
    order: &[FunctionId],
    offset_of: &dyn Fn(usize) -> u32,
    of: impl Fn(&CheckedBody) -> &Vec<Diagnostic>,
) -> Vec<Diagnostic> {
    order
        .iter()
        .filter_map(|&id| {
            let checked = parts.bodies.get(id.index())?;
            let offset = offset_of(parts.items.functions[id.index()].item_index);
            Some(
                of(checked)
                    .iter()
                    .map(move |diagnostic| shift_diagnostic(diagnostic.clone(), offset)),
            )
        })
        .flatten()
        .collect()
}

/// The functions cgc compiles, in the order it reports their deferred
/// errors: with an entry, the entry, the functions the global initializers
/// call, and the functions they call from code that runs (code a constant
/// condition removes calls nothing), breadth first in the order of the
/// calls (probes tests/sema/cases/543); with `-noentry`, every function in
/// source order; with a missing entry, none.
fn compiled_functions(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    init_calls: &[FunctionId],
) -> Vec<FunctionId> {
    let count = parts.items.functions.len();
    if parts.entry.is_none() {
        return (0..count as u32).map(FunctionId).collect();
    }
    let Some(entry) = entry else {
        return Vec::new();
    };
    let mut seen = vec![false; count];
    let mut order = Vec::new();
    let mut queue = std::collections::VecDeque::from([entry]);
    queue.extend(init_calls);
    while let Some(id) = queue.pop_front() {
        if id.index() >= count || std::mem::replace(&mut seen[id.index()], true) {
            continue;
        }
        order.push(id);
        if let Some(checked) = parts.bodies.get(id.index()) {
            queue.extend(checked.calls.iter().map(|&(callee, _)| callee));
        }
    }
    order
}

/// The deferred errors cgc finds as it generates the code, after every
/// name and overload resolved: functions the profile lacks, prototypes
/// never defined, and duplicate `case` and `default` labels
/// (tests/sema/cases/714). Without an entry (`-noentry`) there is no
/// program to check against the profile: cgc accepts texture lookups in
/// vertex profiles then (tests/syntax/ok/annotations.cg with `-noentry
/// -profile arbvp1`).
fn is_generation_error(diagnostic: &Diagnostic) -> bool {
    matches!(diagnostic.code, 1215 | 3002 | 3004 | 5201)
}

/// The struct definitions with absolute spans, each member's semantic or
/// register the one in force for `profile`.
fn shifted_structs(
    items: &Items,
    profile: ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::StructDef> {
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
                field.bindings = field.bindings.shifted(delta);
                (field.semantic, field.register) = field.bindings.for_profile(&profile);
            }
            def
        })
        .collect()
}

/// The globals with absolute spans, each one's semantic or register the one
/// in force for `profile`.
fn build_globals(
    items: &Items,
    (init_ids, annotations): (&[Option<hir::ExprId>], Vec<Vec<hir::Annotation>>),
    profile: ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::Global> {
    let blocks = number_blocks(items, &profile, offset_of);
    items
        .globals
        .iter()
        .zip(init_ids)
        .zip(annotations)
        .map(|((global, &init), annotations)| {
            let offset = offset_of(global.item_index);
            let bindings = global.bindings.shifted(offset as i64);
            let (semantic, register) = bindings.for_profile(&profile);
            hir::Global {
                name: global.name.clone(),
                ty: global.ty,
                storage: global.storage,
                is_const: global.is_const,
                declared_uniform: global.declared_uniform,
                bindings,
                semantic,
                register,
                layout: global.layout,
                init,
                span: global.span.shifted(offset as i64),
                block: global.block.map(|block| blocks[block].clone()),
                annotations,
            }
        })
        .collect()
}

/// cgc's constant-buffer semantic, spelled exactly `BUFFER` (`Some(None)`)
/// or `BUFFER[n]` (`Some(Some(n))`); `Buffer[0]`, `BUFFER0` and the others
/// are plain semantics (`None`).
fn buffer_semantic(written: &str) -> Option<Option<u32>> {
    if written == "BUFFER" {
        return Some(None);
    }
    let index = written.strip_prefix("BUFFER[")?.strip_suffix(']')?;
    Some(index.parse().ok())
}

/// The `BUFFER` semantic in force on declarations (probed with cgc 3.1,
/// tests/sema/cases/587, tests/header/371). With uniform blocks allowed, cgc's
/// default, it is deprecated on a uniform global or entry parameter (C7026,
/// the entry's parameters first; a block is the way). Under
/// `-no_uniform_blocks`, which libCg passes, a block bound to it is an error
/// (C5222, at the instance's name or the brace closing the body) and the
/// others are not warned about. In the GLSL profiles a block cgc would
/// number is an error first ([`unbuffered_blocks`]).
fn buffer_semantics(
    parts: &Parts<'_>,
    entry: Option<FunctionId>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<Diagnostic> {
    let buffer_in_force = |bindings: &hir::Bindings| {
        let (semantic, _) = bindings.for_profile(&parts.profile);
        semantic.is_some_and(|semantic| buffer_semantic(&semantic.written).is_some())
    };
    let shift = |span: crate::span::Span, item: usize| span.shifted(offset_of(item) as i64);
    let unbuffered = match entry {
        Some(_) if parts.profile.dialect == Dialect::Glsl => unbuffered_blocks(parts, offset_of),
        _ => Vec::new(),
    };
    if !parts.uniform_blocks {
        return unbuffered
            .into_iter()
            .chain(
                parts
                    .items
                    .uniform_blocks
                    .iter()
                    .filter(|block| buffer_in_force(&block.bindings))
                    .map(|block| {
                        let span = shift(block.span, block.item_index);
                        Diagnostic::error(5222, span, "uniform storage blocks not allowed")
                    }),
            )
            .collect();
    }
    let deprecated = |name: &str, span: crate::span::Span| {
        Diagnostic::warning(
            7026,
            span,
            format!(
                "Deprecated semantic 'BUFFER' on variable '{name}'. Use uniform blocks instead."
            ),
        )
    };
    let mut warnings = unbuffered;
    for uniform in checked_uniforms(parts, entry, offset_of) {
        if buffer_in_force(&uniform.bindings) {
            warnings.push(deprecated(uniform.name, uniform.span));
        }
    }
    warnings
}

/// A uniform whose semantic cgc checks, its bindings and span placed in the
/// file.
struct CheckedUniform<'a> {
    /// Where cgc checks it: the entry parameter's place, or `Root::Global`.
    root: hir::Root,
    name: &'a str,
    ty: Type,
    bindings: hir::Bindings,
    span: Span,
}

/// The uniforms cgc checks the semantics of, in its order: the entry's
/// uniform parameters, then the uniform globals outside blocks.
fn checked_uniforms<'a>(
    parts: &'a Parts<'_>,
    entry: Option<FunctionId>,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<CheckedUniform<'a>> {
    let placed = |root, name: &'a str, ty, bindings: &hir::Bindings, span: Span, item| {
        let offset = offset_of(item) as i64;
        CheckedUniform {
            root,
            name,
            ty,
            bindings: bindings.shifted(offset),
            span: span.shifted(offset),
        }
    };
    let params = entry.into_iter().flat_map(|entry| {
        let signature = &parts.items.functions[entry.index()];
        signature
            .params
            .iter()
            .enumerate()
            .filter(|(_, param)| param.uniform)
            .map(move |(index, param)| (index as u32, param, signature.item_index))
    });
    let mut uniforms: Vec<CheckedUniform<'a>> = params
        .map(|(index, param, item)| {
            let root = hir::Root::Param(index);
            placed(
                root,
                &param.name,
                param.ty,
                &param.bindings,
                param.span,
                item,
            )
        })
        .collect();
    let globals = parts
        .items
        .globals
        .iter()
        .enumerate()
        .filter(|(_, global)| global.block.is_none() && global.storage == hir::Storage::Uniform);
    uniforms.extend(globals.map(|(index, global)| {
        placed(
            hir::Root::Global(hir::GlobalId(index as u32)),
            &global.name,
            global.ty,
            &global.bindings,
            global.span,
            global.item_index,
        )
    }));
    uniforms
}

/// The GLSL profiles have no buffer to give a block cgc would number: each
/// block not bound by hand is C5058, named by its instance or, without
/// one, by the block's name (probed with cgc 3.1 in glslv, glslf and
/// glesf, tests/sema/cases/590). A block bound to `BUFFER[n]` compiles.
fn unbuffered_blocks(parts: &Parts<'_>, offset_of: &dyn Fn(usize) -> u32) -> Vec<Diagnostic> {
    let numbered = number_blocks(parts.items, &parts.profile, offset_of);
    parts
        .items
        .uniform_blocks
        .iter()
        .enumerate()
        .zip(numbered)
        .filter(|(_, numbered)| matches!(numbered.binding, hir::BlockBinding::Numbered(_)))
        .map(|((index, block), _)| {
            let instance = parts
                .items
                .globals
                .iter()
                .find(|global| block.instance && global.block == Some(index));
            let name = instance.map_or(&block.name, |global| &global.name);
            let span = block.span.shifted(offset_of(block.item_index) as i64);
            Diagnostic::error(
                5058,
                span,
                format!("no buffers available for bindable uniform {name}"),
            )
        })
        .collect()
}

/// A uniform whose semantic names a varying of the profile, in either
/// direction (`uniform float4 tint : COLOR`), is warned about (C7021,
/// probed with cgc 3.1 on every table name of the eight profiles,
/// tests/sema/cases/588): once per leaf that writes the semantic, members
/// of struct uniforms and each element of an array of structs included, the
/// entry's uniform parameters first, then the globals; the members of a
/// struct bound as a whole (`uniform Light l : C4`) twice. A semantic on an
/// array of leaves, on a whole struct, or on a helper's parameter is not
/// warned about. The message spells the semantic as written, without its
/// index (`tex0` is "tex"). cgc warns when it binds the entry's parameters,
/// so not after an earlier error, nor without an entry.
fn varying_semantics_on_uniforms(
    parts: &Parts<'_>,
    entry: FunctionId,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<(hir::Root, Diagnostic)> {
    let mut keyed = Vec::new();
    for uniform in checked_uniforms(parts, Some(entry), offset_of) {
        let mut warnings = Vec::new();
        VaryingSemanticWalk {
            parts,
            offset_of,
            warnings: &mut warnings,
        }
        .visit(uniform.name, uniform.ty, &uniform.bindings, uniform.span);
        keyed.extend(warnings.into_iter().map(|warning| (uniform.root, warning)));
    }
    keyed
}

/// The semantics' diagnostics of the entry's interface in cgc's order: one
/// pass over the parameters, each leaf's varying checks (C5108, C7019) and
/// uniform ones (C7021) where it comes, then the globals', then the return
/// value's (cgc 3.1, tests/sema/cases/591).
fn interface_order(mut keyed: Vec<(hir::Root, Diagnostic)>) -> Vec<Diagnostic> {
    keyed.sort_by_key(|(root, _)| match root {
        hir::Root::Param(index) => (0, *index),
        hir::Root::Global(_) => (1, 0),
        hir::Root::Return => (2, 0),
    });
    keyed
        .into_iter()
        .map(|(_, diagnostic)| diagnostic)
        .collect()
}

/// The leaves of one uniform, walked for [`varying_semantics_on_uniforms`].
struct VaryingSemanticWalk<'a, 'p> {
    parts: &'a Parts<'p>,
    offset_of: &'a dyn Fn(usize) -> u32,
    warnings: &'a mut Vec<Diagnostic>,
}

impl VaryingSemanticWalk<'_, '_> {
    fn visit(&mut self, name: &str, ty: Type, bindings: &hir::Bindings, span: Span) {
        match (ty.element(), ty.base) {
            (Some(element), Base::Struct(_)) => {
                for _ in 0..ty.array_len().unwrap_or(0) {
                    self.visit(name, element, bindings, span);
                }
            }
            // An array of leaves takes its semantic as a whole.
            (Some(_), _) => {}
            (None, Base::Struct(id)) => {
                let Some(def) = self.parts.items.struct_def(id) else {
                    return;
                };
                // The library's structs (`vf30`) have no place in the file:
                // cgc reports their members at the uniform.
                let offset = match id.library_index() {
                    Some(_) => None,
                    None => Some((self.offset_of)(
                        self.parts.items.struct_items[id.0 as usize],
                    )),
                };
                // cgc walks a struct bound as a whole twice.
                let passes = match bindings.for_profile(&self.parts.profile) {
                    (None, None) => 1,
                    _ => 2,
                };
                for field in std::iter::repeat_n(&def.fields, passes).flatten() {
                    let (bindings, field_span) = match offset {
                        Some(offset) => (
                            field.bindings.shifted(offset as i64),
                            field.span.shifted(offset as i64),
                        ),
                        None => (field.bindings.clone(), span),
                    };
                    self.visit(&field.name, field.ty, &bindings, field_span);
                }
            }
            (None, _) => self.check_leaf(name, bindings, span),
        }
    }

    fn check_leaf(&mut self, name: &str, bindings: &hir::Bindings, span: Span) {
        let profile = &self.parts.profile;
        let Some(semantic) = bindings.for_profile(profile).0 else {
            return;
        };
        let written = &semantic.written;
        if profile.is_varying_semantic(written) {
            let stem = written.trim_end_matches(|c: char| c.is_ascii_digit());
            self.warnings.push(Diagnostic::warning(
                7021,
                span,
                format!("variable \"{name}\" domain conflicts with semantics \"{stem}\""),
            ));
        }
    }
}

/// The uniform blocks as bound in `profile`. A block takes the semantic or
/// register in force that it writes; the others are numbered `BUFFER[n]` in
/// declaration order, skipping every number an instance writes as
/// `BUFFER[n]` anywhere in the file (a block without an instance reserves
/// none, nor does any other spelling: `BUFFER0`, `buffer[0]`). A bare
/// `BUFFER`, case-sensitive, is no binding. Probed with cgc 3.1,
/// tests/header/369.
fn number_blocks(
    items: &Items,
    profile: &ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> Vec<hir::UniformBlock> {
    let written: Vec<Option<hir::BlockBinding>> = items
        .uniform_blocks
        .iter()
        .map(|block| {
            let bindings = block.bindings.shifted(offset_of(block.item_index) as i64);
            match bindings.for_profile(profile) {
                (Some(semantic), _) if buffer_semantic(&semantic.written) == Some(None) => None,
                (Some(semantic), _) => Some(hir::BlockBinding::Written {
                    written: semantic.written,
                    register: None,
                }),
                (None, Some(register)) => Some(hir::BlockBinding::Written {
                    written: register.written.clone(),
                    register: Some(register),
                }),
                (None, None) => None,
            }
        })
        .collect();
    let reserved: Vec<u32> = items
        .uniform_blocks
        .iter()
        .zip(&written)
        .filter(|(block, _)| block.instance)
        .filter_map(|(_, binding)| match binding {
            Some(hir::BlockBinding::Written { written, .. }) => buffer_semantic(written)?,
            _ => None,
        })
        .collect();
    let mut next = 0;
    items
        .uniform_blocks
        .iter()
        .zip(written)
        .map(|(block, binding)| {
            let binding = binding.unwrap_or_else(|| {
                while reserved.contains(&next) {
                    next += 1;
                }
                next += 1;
                hir::BlockBinding::Numbered(next - 1)
            });
            hir::UniformBlock {
                name: block.name.clone(),
                instance: block.instance,
                binding,
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
    diagnostic.earlier = diagnostic.earlier.map(|span| span.shifted(delta));
    let site = diagnostic.cgc_site().map(|span| span.shifted(delta));
    diagnostic.set_cgc_site(site);
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
