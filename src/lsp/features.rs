//! The requests: hover, go to definition, document symbols, completion,
//! signature help, code lenses and `cgrs/assembly`.
//!
//! Everything reads the database's per-function results ([`db::check_body`])
//! and the file's item table, whose spans are relative to their item: a
//! [`View`] adds each item's offset back. Bodies are checked even when other
//! functions have errors, so hover and definition keep working in a file
//! that does not compile.

use super::documents::{Document, Workspace, MAIN};
use super::position::LineIndex;
use super::text::{self, word_at};
use crate::sema::check::CheckedBody;
use crate::sema::db::{self, ParsedFile};
use crate::sema::hir::{
    Bindings, Callee, Direction, ExprId, ExprKind, FunctionId, GlobalId, LocalId,
};
use crate::sema::items::{Items, Signature};
use crate::sema::stdlib;
use crate::sema::types::{Base, StructId, Type};
use crate::span::Span;
use crate::syntax::parser::Library;
use lsp_types::{
    CodeLens, Command, CompletionItem, CompletionItemKind, DocumentSymbol, Hover, HoverContents,
    Location, MarkupContent, MarkupKind, ParameterInformation, ParameterLabel, Position,
    SignatureHelp, SignatureInformation, SymbolKind, Url,
};
use std::ops::Range;

/// A document's checked items and bodies, with absolute positions.
pub struct View<'a> {
    pub document: &'a Document,
    pub(super) parsed: &'a ParsedFile,
    pub(super) items: &'a Items,
    /// Indexed by function ordinal (= [`FunctionId`]).
    pub(super) bodies: Vec<&'a CheckedBody>,
}

/// What a position names.
#[derive(Clone, Copy, Debug)]
pub(super) enum Target {
    Expr(FunctionId, ExprId),
    Local(FunctionId, LocalId),
    Param(FunctionId, usize),
    Function(FunctionId),
    Global(GlobalId),
    Field(StructId, usize),
    Struct(StructId),
}

impl<'a> View<'a> {
    pub fn new(workspace: &'a Workspace, uri: &Url) -> Option<View<'a>> {
        let document = workspace.documents.get(uri)?;
        let db = &workspace.db;
        let bodies = db::function_items(db, document.source)
            .iter()
            .map(|&item| db::check_body(db, item, document.options))
            .collect();
        Some(View {
            document,
            parsed: db::parse_file(db, document.source),
            items: db::global_items(db, document.source),
            bodies,
        })
    }

    /// A span relative to item `item_index`, in the user's files: sema's
    /// spans are in the synthetic file of the document's tokens.
    pub(super) fn original(&self, span: Span, item_index: usize) -> Span {
        let base = self.parsed.offsets.get(item_index).copied().unwrap_or(0);
        let absolute = Span::new(
            span.file,
            (span.start + base) as usize..(span.end + base) as usize,
        );
        let document = self.document;
        document.synthetic.remap(&document.preprocessed, absolute)
    }

    /// The range in the main file of a span relative to item `item_index`,
    /// when it lies there.
    pub(super) fn absolute(&self, span: Span, item_index: usize) -> Option<Range<usize>> {
        let original = self.original(span, item_index);
        (original.file == MAIN).then(|| original.range())
    }

    pub(super) fn location(&self, span: Span, item_index: usize) -> Option<Location> {
        self.document.location(self.original(span, item_index))
    }

    pub(super) fn signature(&self, function: FunctionId) -> Option<&'a Signature> {
        self.items.functions.get(function.index())
    }

    /// The function whose item contains `offset`.
    pub(super) fn function_at(&self, offset: usize) -> Option<FunctionId> {
        (0..self.items.functions.len()).find_map(|index| {
            let signature = &self.items.functions[index];
            let item = self.parsed.items.get(signature.item_index)?;
            let range = self.absolute(item.span, signature.item_index)?;
            (signature.has_body && range.contains(&offset)).then_some(FunctionId(index as u32))
        })
    }

    /// Everything whose range contains `offset`, the narrowest first wins.
    pub(super) fn target_at(&self, offset: usize) -> Option<Target> {
        let mut best: Option<(usize, Target)> = None;
        let mut consider = |range: Option<Range<usize>>, target: Target| {
            let Some(range) = range else { return };
            if range.start <= offset && offset < range.end.max(range.start + 1) {
                let width = range.len();
                if best.as_ref().is_none_or(|(w, _)| width < *w) {
                    best = Some((width, target));
                }
            }
        };
        for (index, signature) in self.items.functions.iter().enumerate() {
            let id = FunctionId(index as u32);
            let item = signature.item_index;
            consider(self.absolute(signature.span, item), Target::Function(id));
            for (param, sig) in signature.params.iter().enumerate() {
                consider(self.absolute(sig.span, item), Target::Param(id, param));
            }
            let Some(checked) = self.bodies.get(index) else {
                continue;
            };
            for (local, decl) in checked.body.locals.iter().enumerate() {
                consider(
                    self.absolute(decl.span, item),
                    Target::Local(id, LocalId(local as u32)),
                );
            }
            for (expr, e) in checked.body.exprs.iter().enumerate() {
                consider(
                    self.absolute(e.span, item),
                    Target::Expr(id, ExprId(expr as u32)),
                );
            }
        }
        for (index, global) in self.items.globals.iter().enumerate() {
            consider(
                self.absolute(global.span, global.item_index),
                Target::Global(GlobalId(index as u32)),
            );
        }
        for (index, def) in self.items.structs.iter().enumerate() {
            let item = self.items.struct_items.get(index).copied().unwrap_or(0);
            consider(
                self.absolute(def.span, item),
                Target::Struct(StructId(index as u32)),
            );
            for (field, f) in def.fields.iter().enumerate() {
                consider(
                    self.absolute(f.span, item),
                    Target::Field(StructId(index as u32), field),
                );
            }
        }
        best.map(|(_, target)| target)
    }

    fn type_name(&self, ty: Type) -> String {
        self.items.type_name(ty)
    }

    pub(super) fn body(&self, function: FunctionId) -> Option<&'a CheckedBody> {
        self.bodies.get(function.index()).copied()
    }
}

fn code_block(text: &str) -> String {
    format!("```cg\n{text}\n```")
}

/// `textDocument/hover`.
pub fn hover(workspace: &Workspace, uri: &Url, position: Position) -> Option<Hover> {
    let view = View::new(workspace, uri)?;
    let offset = LineIndex::new(&view.document.text).offset(position);
    let text = match view.target_at(offset)? {
        Target::Expr(function, expr) => {
            let body = &view.body(function)?.body;
            match body.expr(expr).kind {
                ExprKind::Param(index) => param_hover(workspace, &view, function, index as usize)?,
                _ => expr_hover(workspace, &view, function, expr)?,
            }
        }
        Target::Local(function, local) => {
            let local = view.body(function)?.body.local(local);
            code_block(&format!("{} {}", view.type_name(local.ty), local.name))
        }
        Target::Param(function, index) => param_hover(workspace, &view, function, index)?,
        Target::Function(function) => code_block(&view.signature(function)?.display(view.items)),
        Target::Global(global) => global_hover(workspace, &view, global)?,
        Target::Field(id, field) => {
            let def = view.items.struct_def(id)?;
            let field = def.fields.get(field)?;
            code_block(&format!(
                "{} {}::{}{}",
                view.type_name(field.ty),
                def.name,
                field.name,
                binding_suffix(&field.bindings, &view.document.settings.options.profile)
            ))
        }
        Target::Struct(id) => code_block(&format!("struct {}", view.items.struct_def(id)?.name)),
    };
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: text,
        }),
        range: None,
    })
}

fn expr_hover(
    workspace: &Workspace,
    view: &View,
    function: FunctionId,
    expr: ExprId,
) -> Option<String> {
    let body = &view.body(function)?.body;
    let e = body.expr(expr);
    let ty = view.type_name(e.ty);
    Some(match &e.kind {
        ExprKind::Local(local) => code_block(&format!("{ty} {}", body.local(*local).name)),
        ExprKind::Global(global) => global_hover(workspace, view, *global)?,
        ExprKind::Call {
            callee: Callee::Stdlib(id),
            ..
        } => format!(
            "{}\n\nstandard library",
            code_block(&stdlib::overload(*id).signature())
        ),
        ExprKind::Call {
            callee: Callee::User(id),
            ..
        } => code_block(&view.signature(*id)?.display(view.items)),
        ExprKind::Member { base, field } => {
            let Base::Struct(id) = body.expr(*base).ty.base else {
                return Some(code_block(&ty));
            };
            let def = view.items.struct_def(id)?;
            let field = def.fields.get(*field as usize)?;
            code_block(&format!("{ty} {}::{}", def.name, field.name))
        }
        _ => code_block(&ty),
    })
}

/// A global: its declaration with the binding in force in the file's
/// profile (of several written, the one that profile applies), and what the
/// compiled program's `#var` lines say of it.
fn global_hover(workspace: &Workspace, view: &View, global: GlobalId) -> Option<String> {
    let global = view.items.globals.get(global.index())?;
    let profile = view.document.settings.options.profile;
    let mut text = format!("{} {}", view.type_name(global.ty), global.name);
    text.push_str(&binding_suffix(&global.bindings, &profile));
    let mut text = code_block(&text);
    text.push_str(&compiled_bindings(workspace, view, &global.name));
    Some(text)
}

/// ` : C5` for the binding in force in `profile` among `bindings` (empty if
/// none applies).
fn binding_suffix(bindings: &Bindings, profile: &crate::profile::Profile) -> String {
    match bindings.for_profile(profile) {
        (Some(semantic), _) => format!(" : {}", semantic.written),
        (None, Some(register)) => format!(" : {}", register.written),
        (None, None) => String::new(),
    }
}

/// What the compiled program's `#var` lines say of `name` and its members,
/// one paragraph each; empty when the file does not compile or the program
/// has no such parameter.
fn compiled_bindings(workspace: &Workspace, view: &View, name: &str) -> String {
    let Some(details) = workspace
        .build(&view.document.uri)
        .and_then(|compiled| compiled.details)
    else {
        return String::new();
    };
    let profile = view.document.settings.options.profile;
    let prefix = format!("{name}.");
    let mut text = String::new();
    for binding in &details.parameters {
        let leaf = &binding.parameter.name;
        if leaf == name || leaf.starts_with(&prefix) {
            text.push_str(&format!(
                "\n\n{}: `{}` {} `{}`",
                profile.name,
                leaf,
                binding.header_semantic,
                binding.resource_text(&details.profile)
            ));
        }
    }
    text
}

/// A parameter; for the entry's, its semantic and what it binds to in the
/// file's profile: the register of its semantic, or (uniforms) the
/// resource the compiled program gives it.
fn param_hover(
    workspace: &Workspace,
    view: &View,
    function: FunctionId,
    index: usize,
) -> Option<String> {
    let signature = view.signature(function)?;
    let param = signature.params.get(index)?;
    let direction = match param.direction {
        Direction::In => "",
        Direction::Out => "out ",
        Direction::InOut => "inout ",
    };
    let uniform = if param.uniform { "uniform " } else { "" };
    let mut text = format!(
        "{uniform}{direction}{} {}",
        view.type_name(param.ty),
        param.name
    );
    let settings = &view.document.settings.options;
    let profile = settings.profile;
    text.push_str(&binding_suffix(&param.bindings, &profile));
    let mut text = code_block(&text);
    if settings.entry.as_deref() != Some(signature.name.as_str()) {
        return Some(text);
    }
    let (semantic, _) = param.bindings.for_profile(&profile);
    if let (Some(semantic), false) = (&semantic, param.uniform) {
        let binding = if param.direction == Direction::In {
            profile.find_input(&semantic.name)
        } else {
            profile.find_output(&semantic.name)
        };
        match binding {
            Some(binding) => text.push_str(&format!(
                "\n\n{}: `{}` binds to `{}`",
                profile.name, semantic.written, binding.register
            )),
            None => text.push_str(&format!(
                "\n\n{}: no register for `{}`",
                profile.name, semantic.written
            )),
        }
        return Some(text);
    }
    // Uniforms and struct members: what the compiled program's `#var` lines say.
    text.push_str(&compiled_bindings(workspace, view, &param.name));
    Some(text)
}

/// `textDocument/definition`.
pub fn definition(workspace: &Workspace, uri: &Url, position: Position) -> Option<Location> {
    let view = View::new(workspace, uri)?;
    let offset = LineIndex::new(&view.document.text).offset(position);
    if let Some(location) = include_definition(view.document, offset) {
        return Some(location);
    }
    let target = view.target_at(offset);
    if let Some(Target::Expr(function, expr)) = target {
        let body = &view.body(function)?.body;
        let item = view.signature(function)?.item_index;
        let e = body.expr(expr);
        return match &e.kind {
            ExprKind::Local(local) => view.location(body.local(*local).span, item),
            ExprKind::Param(index) => {
                let param = view.signature(function)?.params.get(*index as usize)?;
                view.location(param.span, item)
            }
            ExprKind::Global(global) => {
                let global = view.items.globals.get(global.index())?;
                view.location(global.span, global.item_index)
            }
            ExprKind::Call {
                callee: Callee::User(id),
                ..
            } => {
                let signature = view.signature(*id)?;
                view.location(signature.span, signature.item_index)
            }
            ExprKind::Member { base, field } => {
                let Base::Struct(id) = body.expr(*base).ty.base else {
                    return None;
                };
                let def = view.items.struct_def(id)?;
                let item = view.items.struct_items.get(id.0 as usize).copied()?;
                view.location(def.fields.get(*field as usize)?.span, item)
            }
            _ => macro_definition(view.document, offset),
        };
    }
    macro_definition(view.document, offset)
}

/// A `#define NAME` of the word at `offset`, in the file or what it includes.
fn macro_definition(document: &Document, offset: usize) -> Option<Location> {
    let (_, name) = word_at(&document.text, offset)?;
    document.sources.files().find_map(|(file, _)| {
        let text = document.text_of(file);
        let defined = macro_defined_at(text, name)?;
        document.location(Span::new(file, defined))
    })
}

/// Where a `#define` of `text` defines `name`.
pub(super) fn macro_defined_at(text: &str, name: &str) -> Option<Range<usize>> {
    text::directive_lines(text)
        .filter(|(directive, _)| *directive == "define")
        .find_map(|(_, rest)| {
            let after = &text[rest.clone()];
            let first = rest.start + (after.len() - after.trim_start().len());
            let (start, defined) = word_at(text, first)?;
            (defined == name).then(|| start..start + name.len())
        })
}

/// The file an `#include` line at `offset` of the document's main file
/// names, resolved as the preprocessor resolves it.
pub(super) fn include_at(document: &Document, offset: usize) -> Option<std::path::PathBuf> {
    let line = text::line_around(&document.text, offset);
    let name = text::included_name(&document.text[line.clone()])?;
    let name = &document.text[line.start + name.start..line.start + name.end];
    let dir = document.path.as_ref().and_then(|p| p.parent());
    text::resolve_include(name, dir, &document.settings.options.include_dirs)
}

fn include_definition(document: &Document, offset: usize) -> Option<Location> {
    let path = include_at(document, offset)?;
    let uri = Url::from_file_path(path).ok()?;
    Some(Location::new(uri, lsp_types::Range::default()))
}

/// `textDocument/documentSymbol`: functions, structs (with their fields)
/// and globals.
#[allow(deprecated)] // `DocumentSymbol::deprecated` must be written.
pub fn document_symbols(workspace: &Workspace, uri: &Url) -> Option<Vec<DocumentSymbol>> {
    let view = View::new(workspace, uri)?;
    let index = LineIndex::new(&view.document.text);
    let symbol =
        |name: &str, kind, full: Range<usize>, selection: Range<usize>, detail| DocumentSymbol {
            name: name.to_string(),
            detail,
            kind,
            tags: None,
            deprecated: None,
            range: index.range(full.start.min(selection.start)..full.end.max(selection.end)),
            selection_range: index.range(selection),
            children: None,
        };
    let item_range = |item_index: usize| {
        let item = view.parsed.items.get(item_index)?;
        view.absolute(item.span, item_index)
    };
    let mut symbols = Vec::new();
    for signature in &view.items.functions {
        let (Some(name), Some(full)) = (
            view.absolute(signature.span, signature.item_index),
            item_range(signature.item_index),
        ) else {
            continue;
        };
        let detail = Some(signature.display(view.items));
        symbols.push(symbol(
            &signature.name,
            SymbolKind::FUNCTION,
            full,
            name,
            detail,
        ));
    }
    for (index, def) in view.items.structs.iter().enumerate() {
        let item = view.items.struct_items.get(index).copied().unwrap_or(0);
        let (Some(name), Some(full)) = (view.absolute(def.span, item), item_range(item)) else {
            continue;
        };
        let mut parent = symbol(&def.name, SymbolKind::STRUCT, full, name, None);
        let fields = def
            .fields
            .iter()
            .filter_map(|field| {
                let range = view.absolute(field.span, item)?;
                let detail = Some(view.type_name(field.ty));
                Some(symbol(
                    &field.name,
                    SymbolKind::FIELD,
                    range.clone(),
                    range,
                    detail,
                ))
            })
            .collect();
        parent.children = Some(fields);
        symbols.push(parent);
    }
    for global in &view.items.globals {
        let (Some(name), Some(full)) = (
            view.absolute(global.span, global.item_index),
            item_range(global.item_index),
        ) else {
            continue;
        };
        let detail = Some(view.type_name(global.ty));
        symbols.push(symbol(
            &global.name,
            SymbolKind::VARIABLE,
            full,
            name,
            detail,
        ));
    }
    symbols.sort_by_key(|s| (s.range.start.line, s.range.start.character));
    Some(symbols)
}

/// `textDocument/completion`: struct members and swizzles after `.`,
/// the profile's semantics after `:`, otherwise the names in scope, the
/// file's functions, structs and globals and the library's functions (none
/// under `-nostdlib`).
pub fn completion(
    workspace: &Workspace,
    uri: &Url,
    position: Position,
) -> Option<Vec<CompletionItem>> {
    let view = View::new(workspace, uri)?;
    let text = &view.document.text;
    let offset = LineIndex::new(text).offset(position);
    let before = text[..offset].trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
    if let Some(object) = before.strip_suffix('.') {
        return Some(member_completion(&view, object, offset));
    }
    if before.trim_end().ends_with(':') && !before.trim_end().ends_with("::") {
        return Some(semantic_completion(&view));
    }
    Some(name_completion(&view, offset))
}

fn item(label: &str, kind: CompletionItemKind, detail: Option<String>) -> CompletionItem {
    CompletionItem {
        label: label.to_string(),
        kind: Some(kind),
        detail,
        ..CompletionItem::default()
    }
}

/// The type of the name `name` as seen at `offset`: a local of the
/// enclosing function declared before it, a parameter, or a global.
fn type_of_name(view: &View, name: &str, offset: usize) -> Option<Type> {
    if let Some(function) = view.function_at(offset) {
        let signature = view.signature(function)?;
        let item = signature.item_index;
        if let Some(body) = view.body(function) {
            let local = body.body.locals.iter().rev().find(|local| {
                local.name == name
                    && view
                        .absolute(local.span, item)
                        .is_some_and(|range| range.start < offset)
            });
            if let Some(local) = local {
                return Some(local.ty);
            }
        }
        if let Some(param) = signature.params.iter().find(|p| p.name == name) {
            return Some(param.ty);
        }
    }
    view.items
        .globals
        .iter()
        .find(|global| global.name == name)
        .map(|global| global.ty)
}

fn member_completion(view: &View, object: &str, offset: usize) -> Vec<CompletionItem> {
    let Some((_, name)) = word_at(object, object.len()) else {
        return Vec::new();
    };
    let Some(ty) = type_of_name(view, name, offset) else {
        return Vec::new();
    };
    if ty.is_array() {
        return Vec::new();
    }
    match ty.base {
        Base::Struct(id) => view
            .items
            .struct_def(id)
            .map(|def| {
                def.fields
                    .iter()
                    .map(|field| {
                        let detail = Some(view.type_name(field.ty));
                        item(&field.name, CompletionItemKind::FIELD, detail)
                    })
                    .collect()
            })
            .unwrap_or_default(),
        Base::Vector(_, size) => swizzles(size as usize),
        Base::Scalar(_) => swizzles(1),
        _ => Vec::new(),
    }
}

/// The one- to four-component swizzles of a vector of `size`, in both
/// alphabets, each component once in order (`xy`, `rgb`, ...).
fn swizzles(size: usize) -> Vec<CompletionItem> {
    let mut items = Vec::new();
    for alphabet in ["xyzw", "rgba"] {
        let letters = &alphabet[..size.min(4)];
        for length in 1..=letters.len() {
            for start in 0..=letters.len() - length {
                let label = &letters[start..start + length];
                items.push(item(label, CompletionItemKind::PROPERTY, None));
            }
        }
    }
    items
}

fn semantic_completion(view: &View) -> Vec<CompletionItem> {
    let profile = view.document.settings.options.profile;
    let mut seen = std::collections::HashSet::new();
    let mut items = Vec::new();
    for (table, direction) in [(&profile.inputs, "input"), (&profile.outputs, "output")] {
        for binding in table.iter() {
            for semantic in &binding.semantics {
                if seen.insert((*semantic, direction)) {
                    let detail = Some(format!(
                        "{} {direction}: {}",
                        profile.name, binding.register
                    ));
                    items.push(item(semantic, CompletionItemKind::CONSTANT, detail));
                }
            }
        }
    }
    items
}

fn name_completion(view: &View, offset: usize) -> Vec<CompletionItem> {
    let mut items = Vec::new();
    if let Some(function) = view.function_at(offset) {
        if let Some(signature) = view.signature(function) {
            for param in &signature.params {
                let detail = Some(view.type_name(param.ty));
                items.push(item(&param.name, CompletionItemKind::VARIABLE, detail));
            }
            if let Some(body) = view.body(function) {
                for local in &body.body.locals {
                    let declared_before = view
                        .absolute(local.span, signature.item_index)
                        .is_some_and(|range| range.start < offset);
                    if declared_before {
                        let detail = Some(view.type_name(local.ty));
                        items.push(item(&local.name, CompletionItemKind::VARIABLE, detail));
                    }
                }
            }
        }
    }
    for global in &view.items.globals {
        let detail = Some(view.type_name(global.ty));
        items.push(item(&global.name, CompletionItemKind::VARIABLE, detail));
    }
    for signature in &view.items.functions {
        let detail = Some(signature.display(view.items));
        items.push(item(&signature.name, CompletionItemKind::FUNCTION, detail));
    }
    for def in &view.items.structs {
        items.push(item(&def.name, CompletionItemKind::STRUCT, None));
    }
    let library = view.items.library == Library::Standard;
    for name in stdlib::function_names().filter(|_| library) {
        let overloads = stdlib::overloads_named(name);
        let detail = overloads
            .first()
            .map(|&id| stdlib::overload(id).signature())
            .map(|first| match overloads.len() {
                1 => first,
                n => format!("{first} (+{} overloads)", n - 1),
            });
        items.push(item(name, CompletionItemKind::FUNCTION, detail));
    }
    let mut seen = std::collections::HashSet::new();
    items.retain(|item| seen.insert((item.label.clone(), item.detail.clone())));
    items
}

/// `textDocument/signatureHelp`: the overloads of the function whose call's
/// parentheses hold the cursor (the library's only where it is declared),
/// the argument under it active.
pub fn signature_help(
    workspace: &Workspace,
    uri: &Url,
    position: Position,
) -> Option<SignatureHelp> {
    let view = View::new(workspace, uri)?;
    let text = &view.document.text;
    let offset = LineIndex::new(text).offset(position);
    let (name, active) = enclosing_call(&text[..offset])?;
    let mut signatures: Vec<(String, Vec<String>)> = view
        .items
        .functions_named(name)
        .iter()
        .filter_map(|&id| view.signature(id))
        .map(|signature| {
            let params = signature
                .params
                .iter()
                .map(|p| format!("{} {}", view.type_name(p.ty), p.name))
                .collect();
            (signature.display(view.items), params)
        })
        .collect();
    let library = view.items.library == Library::Standard;
    for id in stdlib::overloads_named(name)
        .into_iter()
        .filter(|_| library)
    {
        let overload = stdlib::overload(id);
        let params = overload.params.iter().map(|p| p.ty.name()).collect();
        signatures.push((overload.signature(), params));
    }
    if signatures.is_empty() {
        return None;
    }
    let active_signature = signatures
        .iter()
        .position(|(_, params)| params.len() > active)
        .unwrap_or(0);
    let signatures = signatures
        .into_iter()
        .map(|(label, params)| SignatureInformation {
            label,
            documentation: None,
            parameters: Some(
                params
                    .into_iter()
                    .map(|p| ParameterInformation {
                        label: ParameterLabel::Simple(p),
                        documentation: None,
                    })
                    .collect(),
            ),
            active_parameter: None,
        })
        .collect();
    Some(SignatureHelp {
        signatures,
        active_signature: Some(active_signature as u32),
        active_parameter: Some(active as u32),
    })
}

/// The name of the innermost call whose `(` is open at the end of `text`,
/// and the index of the argument being written.
fn enclosing_call(text: &str) -> Option<(&str, usize)> {
    let mut depth = 0usize;
    let mut commas = 0;
    for (at, c) in text.char_indices().rev() {
        match c {
            ')' | ']' => depth += 1,
            '(' | '[' if depth > 0 => depth -= 1,
            '(' => {
                let before = text[..at].trim_end();
                let (_, name) = word_at(before, before.len())?;
                return Some((name, commas));
            }
            '[' => return None,
            ',' if depth == 0 => commas += 1,
            ';' | '{' | '}' if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// `textDocument/codeLens`: over the entry, what its build for the file's
/// profile costs, or why it does not build.
pub fn code_lenses(workspace: &Workspace, uri: &Url) -> Option<Vec<CodeLens>> {
    let view = View::new(workspace, uri)?;
    let settings = &view.document.settings.options;
    let Some(entry) = settings.entry.as_deref() else {
        return Some(Vec::new());
    };
    let signature = view
        .items
        .functions
        .iter()
        .find(|s| s.name == entry && s.has_body)?;
    let range = view.absolute(signature.span, signature.item_index)?;
    let range = LineIndex::new(&view.document.text).range(range);
    let compiled = workspace.build(uri)?;
    let profile = settings.profile;
    let title = match &compiled.details {
        Some(details) => {
            let usage = &details.usage;
            let mut title = format!(
                "{}: {} instructions · {} temps",
                profile.name, usage.instructions, usage.temporaries
            );
            if profile.is_fragment() {
                title.push_str(&format!(
                    " · {} texture indirections",
                    usage.texture_indirections
                ));
            }
            title
        }
        None => {
            let error = compiled.diagnostics.iter().find(|d| d.is_error());
            let reason = error.map_or_else(String::new, |d| format!(": {}", d.message));
            format!("{}: does not compile{reason}", profile.name)
        }
    };
    let command = Command {
        title,
        command: "cgrs.assembly".to_string(),
        arguments: Some(vec![serde_json::json!({ "textDocument": { "uri": uri } })]),
    };
    Some(vec![CodeLens {
        range,
        command: Some(command),
        data: None,
    }])
}

/// The parameters of `cgrs/assembly`.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssemblyParams {
    pub text_document: lsp_types::TextDocumentIdentifier,
    /// The entry is the function holding this position, when given.
    pub position: Option<Position>,
}

/// The result of `cgrs/assembly`.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AssemblyResult {
    pub profile: String,
    pub entry: String,
    /// The program, when it compiled.
    pub assembly: Option<String>,
    /// Every diagnostic, rendered as the command line prints them.
    pub diagnostics: Vec<String>,
}

/// `cgrs/assembly`: the compiled program of the entry (the function under
/// the cursor, else the file's settings' entry).
pub fn assembly(workspace: &Workspace, params: &AssemblyParams) -> Result<AssemblyResult, String> {
    let uri = &params.text_document.uri;
    let view = View::new(workspace, uri).ok_or_else(|| format!("{uri} is not open"))?;
    let under_cursor = params.position.and_then(|position| {
        let offset = LineIndex::new(&view.document.text).offset(position);
        let function = view.function_at(offset)?;
        Some(view.signature(function)?.name.clone())
    });
    let entry = under_cursor
        .or_else(|| view.document.settings.options.entry.clone())
        .ok_or(
            "no entry: name one in the file's settings (-entry) or place the cursor in a function",
        )?;
    let compiled = workspace
        .build_entry(uri, &entry)
        .ok_or_else(|| format!("{uri} is not open"))?;
    let document = view.document;
    Ok(AssemblyResult {
        profile: document.settings.options.profile.name.to_string(),
        entry,
        assembly: compiled.program,
        diagnostics: compiled
            .diagnostics
            .iter()
            .map(|d| crate::diag::render_cgc(d, &document.sources))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_call_around_a_position_is_named() {
        assert_eq!(enclosing_call("x = helper(a, b"), Some(("helper", 1)));
        assert_eq!(enclosing_call("x = helper(a[f(1)], "), Some(("helper", 1)));
        assert_eq!(enclosing_call("x = helper(a); y"), None);
    }

    #[test]
    fn macros_are_found_in_define_lines() {
        let text = "#define A 1\n  # define  SCALE(x) x\nSCALE(2)\n";
        assert_eq!(macro_defined_at(text, "SCALE"), Some(24..29));
        assert_eq!(macro_defined_at(text, "x"), None);
    }
}
