//! The names of a document, resolved: what each name written in the file
//! stands for ([`Symbol`]), for find references and semantic tokens.
//!
//! Variables, parameters, functions (the overload a call chose), struct
//! members and library calls come from the checked bodies, as go to
//! definition reads them. Sema's spans cover whole declarators and calls,
//! so each is narrowed to the name it holds; a span that does not hold the
//! name (a macro's use standing for tokens of its body) is left out.
//!
//! Type names (structs, typedefs) are read from the preprocessor's tokens:
//! in Cg a variable cannot shadow a type name, so every identifier token
//! spelling one is that type. Macros come from the expansion table and the
//! directive lines; included files from the `#include` lines of the open
//! documents.

use super::documents::{Document, Workspace, MAIN};
use super::features::{include_at, View};
use super::position::LineIndex;
use super::text::{self, name_in, word_at};
use crate::sema::hir::{Callee, ExprKind, FunctionId, GlobalId, LocalId};
use crate::sema::stdlib;
use crate::sema::types::{Base, StructId};
use crate::span::{FileId, Span};
use crate::syntax::lexer::TokenKind;
use crate::syntax::preprocess::normalize_path;
use lsp_types::{Location, Position, Url};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// What a name stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Local(FunctionId, LocalId),
    Param(FunctionId, usize),
    Global(GlobalId),
    /// One overload.
    Function(FunctionId),
    /// A standard library function, by name (every overload).
    Library(&'static str),
    Field(StructId, usize),
    /// A struct or a typedef.
    TypeName(String),
    Macro(String),
    /// An included file (absolute, normalised).
    Include(PathBuf),
}

/// One place a symbol's name is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Occurrence {
    pub symbol: Symbol,
    /// The name itself, in one of the document's files.
    pub span: Span,
    /// The place that declares (or defines) it.
    pub declaration: bool,
}

/// Directives whose words are not macro names.
const DIRECTIVE_WORDS: &[&str] = &[
    "define", "undef", "if", "ifdef", "ifndef", "elif", "else", "endif", "defined", "include",
    "pragma", "line", "error",
];

/// Collects occurrences, narrowing sema's spans to the names they hold.
struct Collector<'v, 'a> {
    view: &'v View<'a>,
    found: Vec<Occurrence>,
}

impl Collector<'_, '_> {
    /// Records `name` inside `span` (relative to item `item`): its first
    /// occurrence there, or its last with `last` (a member after its object).
    fn add(
        &mut self,
        symbol: Symbol,
        name: &str,
        span: Span,
        item: usize,
        last: bool,
        declaration: bool,
    ) {
        let original = self.view.original(span, item);
        let text = self.view.document.text_of(original.file);
        if let Some(range) = name_in(text, original.range(), name, last) {
            self.found.push(Occurrence {
                symbol,
                span: Span::new(original.file, range),
                declaration,
            });
        }
    }
}

/// Every name of the checked program whose meaning sema resolved:
/// declarations and uses of variables, parameters, functions, members, and
/// library calls.
pub fn resolved_names(view: &View) -> Vec<Occurrence> {
    let mut collector = Collector {
        view,
        found: Vec::new(),
    };
    let items = view.items;
    for (index, signature) in items.functions.iter().enumerate() {
        let id = FunctionId(index as u32);
        let item = signature.item_index;
        collector.add(
            Symbol::Function(id),
            &signature.name,
            signature.span,
            item,
            false,
            true,
        );
        for (param, sig) in signature.params.iter().enumerate() {
            collector.add(
                Symbol::Param(id, param),
                &sig.name,
                sig.span,
                item,
                false,
                true,
            );
        }
        if signature.has_body {
            body_names(&mut collector, id, item);
        }
    }
    for (index, global) in items.globals.iter().enumerate() {
        let symbol = Symbol::Global(GlobalId(index as u32));
        collector.add(
            symbol,
            &global.name,
            global.span,
            global.item_index,
            false,
            true,
        );
    }
    for (index, def) in items.structs.iter().enumerate() {
        let item = items.struct_items.get(index).copied().unwrap_or(0);
        for (field, f) in def.fields.iter().enumerate() {
            let symbol = Symbol::Field(StructId(index as u32), field);
            collector.add(symbol, &f.name, f.span, item, false, true);
        }
    }
    let mut found = collector.found;
    found.sort_by_key(|o| (o.span.file, o.span.start, o.span.end));
    // Sema may give a name two expressions (a compound assignment reads
    // and writes its target): one occurrence each.
    found.dedup_by(|a, b| a.span == b.span && a.symbol == b.symbol);
    found
}

/// The locals a body declares and the names its expressions use.
fn body_names(collector: &mut Collector, id: FunctionId, item: usize) {
    let view = collector.view;
    let (Some(checked), Some(signature)) = (view.body(id), view.signature(id)) else {
        return;
    };
    let body = &checked.body;
    for (index, local) in body.locals.iter().enumerate() {
        let symbol = Symbol::Local(id, LocalId(index as u32));
        collector.add(symbol, &local.name, local.span, item, false, true);
    }
    for expr in &body.exprs {
        let (symbol, name, last) = match &expr.kind {
            ExprKind::Local(local) => (
                Symbol::Local(id, *local),
                body.local(*local).name.as_str(),
                false,
            ),
            ExprKind::Param(index) => {
                let Some(param) = signature.params.get(*index as usize) else {
                    continue;
                };
                (
                    Symbol::Param(id, *index as usize),
                    param.name.as_str(),
                    false,
                )
            }
            ExprKind::Global(global) => {
                let Some(sig) = view.items.globals.get(global.index()) else {
                    continue;
                };
                (Symbol::Global(*global), sig.name.as_str(), false)
            }
            ExprKind::Call {
                callee: Callee::User(callee),
                ..
            } => {
                let Some(sig) = view.signature(*callee) else {
                    continue;
                };
                (Symbol::Function(*callee), sig.name.as_str(), false)
            }
            ExprKind::Call {
                callee: Callee::Stdlib(overload),
                ..
            } => {
                let name = stdlib::overload(*overload).name;
                (Symbol::Library(name), name, false)
            }
            ExprKind::Member { base, field } => {
                let Base::Struct(structure) = body.expr(*base).ty.base else {
                    continue;
                };
                let Some(f) = view
                    .items
                    .struct_def(structure)
                    .and_then(|d| d.fields.get(*field as usize))
                else {
                    continue;
                };
                (
                    Symbol::Field(structure, *field as usize),
                    f.name.as_str(),
                    true,
                )
            }
            _ => continue,
        };
        collector.add(symbol, name, expr.span, item, last, false);
    }
}

/// A user type name (struct or typedef), not a built-in one.
fn is_user_type(view: &View, name: &str) -> bool {
    view.items.named_type(name).is_some() && crate::sema::builtin_type(name).is_none()
}

/// What the name at `offset` of the main file stands for.
pub fn symbol_at(view: &View, offset: usize) -> Option<Symbol> {
    let document = view.document;
    if let Some(path) = include_at(document, offset) {
        return Some(Symbol::Include(path));
    }
    let (_, word) = word_at(&document.text, offset)?;
    let line = text::line_around(&document.text, offset);
    if text::directive(&document.text[line]).is_some() {
        return (!DIRECTIVE_WORDS.contains(&word)).then(|| Symbol::Macro(word.to_string()));
    }
    let in_macro_use = document.preprocessed.expansions.iter().any(|expansion| {
        let at = expansion.invocation;
        at.file == MAIN
            && expansion.macro_name == word
            && at.start as usize <= offset
            && offset <= at.start as usize + word.len()
    });
    if in_macro_use {
        return Some(Symbol::Macro(word.to_string()));
    }
    let resolved = resolved_names(view).into_iter().find(|o| {
        o.span.file == MAIN && o.span.start as usize <= offset && offset <= o.span.end as usize
    });
    if let Some(occurrence) = resolved {
        return Some(occurrence.symbol);
    }
    is_user_type(view, word).then(|| Symbol::TypeName(word.to_string()))
}

/// Every occurrence of `symbol` (not an included file) in the document's
/// files, in order.
pub fn occurrences(view: &View, symbol: &Symbol) -> Vec<Occurrence> {
    let document = view.document;
    let mut found: Vec<Occurrence> = match symbol {
        Symbol::TypeName(name) => type_name_occurrences(document, name),
        Symbol::Macro(name) => macro_occurrences(document, name),
        Symbol::Include(_) => Vec::new(),
        _ => resolved_names(view)
            .into_iter()
            .filter(|o| &o.symbol == symbol)
            .collect(),
    };
    found.sort_by_key(|o| (o.span.file, o.span.start, o.span.end));
    found.dedup_by(|a, b| a.span == b.span);
    found
}

/// The identifier tokens spelling the type name, its declaration the one
/// after `struct` (or the last name of a `typedef`).
fn type_name_occurrences(document: &Document, name: &str) -> Vec<Occurrence> {
    let tokens = &document.preprocessed.tokens;
    let mut found = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        if token.expansion.is_some() || token.kind != TokenKind::Ident || token.text != name {
            continue;
        }
        let previous = index.checked_sub(1).map(|i| &tokens[i]);
        let after_keyword = previous.is_some_and(|p| {
            ["struct", "interface", "class"]
                .iter()
                .any(|k| p.is_ident(k))
        });
        found.push(Occurrence {
            symbol: Symbol::TypeName(name.to_string()),
            span: token.span,
            declaration: after_keyword || declares_typedef(tokens, index),
        });
    }
    found
}

/// Whether the token at `index` is the name a `typedef` declares: the
/// statement starts with `typedef` and the name ends it (or an array size
/// follows it).
fn declares_typedef(tokens: &[crate::syntax::lexer::Token], index: usize) -> bool {
    let next = tokens.get(index + 1);
    if !next.is_some_and(|t| t.is_punct(";") || t.is_punct("[") || t.is_punct(",")) {
        return false;
    }
    let start = tokens[..index]
        .iter()
        .rposition(|t| t.is_punct(";") || t.is_punct("{") || t.is_punct("}"))
        .map_or(0, |at| at + 1);
    tokens.get(start).is_some_and(|t| t.is_ident("typedef"))
}

/// A macro's uses (each expansion, also inside other macros' bodies) and
/// the directive lines naming it (`#define` declares it).
fn macro_occurrences(document: &Document, name: &str) -> Vec<Occurrence> {
    let symbol = Symbol::Macro(name.to_string());
    let mut found = Vec::new();
    for expansion in &document.preprocessed.expansions {
        let at = expansion.invocation;
        let range = at.start as usize..at.start as usize + name.len();
        if expansion.macro_name == name
            && document.text_of(at.file).get(range.clone()) == Some(name)
        {
            found.push(Occurrence {
                symbol: symbol.clone(),
                span: Span::new(at.file, range),
                declaration: false,
            });
        }
    }
    for (file, _) in document.sources.files() {
        found.extend(directive_mentions(document.text_of(file), name).map(
            |(range, declaration)| Occurrence {
                symbol: symbol.clone(),
                span: Span::new(file, range),
                declaration,
            },
        ));
    }
    found
}

/// The whole-word mentions of `name` in the directive lines of `text`, and
/// whether each is a `#define`'s name.
fn directive_mentions<'a>(
    text: &'a str,
    name: &'a str,
) -> impl Iterator<Item = (std::ops::Range<usize>, bool)> + 'a {
    text::directive_lines(text)
        .filter(|(directive, _)| *directive != "include")
        .flat_map(move |(directive, rest)| {
            let first =
                rest.start + (text[rest.clone()].len() - text[rest.clone()].trim_start().len());
            text::whole_words(&text[rest.clone()], name)
                .map(move |range| {
                    let range = rest.start + range.start..rest.start + range.end;
                    let defines = directive == "define" && range.start == first;
                    (range, defines)
                })
                .collect::<Vec<_>>()
        })
}

/// The `#include` lines including `path`, in every open document's files.
fn include_locations(workspace: &Workspace, path: &Path) -> Vec<Location> {
    let wanted = normalize_path(path);
    let mut found = Vec::new();
    for document in workspace.documents.values() {
        let include_dirs = &document.settings.options.include_dirs;
        for (file, source) in document.sources.files() {
            let file_path = if file == MAIN {
                document.path.as_ref()
            } else {
                source.path.as_ref()
            };
            let dir = file_path.and_then(|p| p.parent());
            let text = document.text_of(file);
            let index = LineIndex::new(text);
            for range in text::include_lines(text) {
                let resolved = text::resolve_include(&text[range.clone()], dir, include_dirs);
                if resolved.is_none_or(|p| normalize_path(&p) != wanted) {
                    continue;
                }
                if let Some(uri) = document.file_uri(file) {
                    found.push(Location::new(uri, index.range(range)));
                }
            }
        }
    }
    let key = |l: &Location| {
        (
            l.uri.to_string(),
            l.range.start.line,
            l.range.start.character,
        )
    };
    found.sort_by_key(key);
    found.dedup_by(|a, b| a == b);
    found
}

/// `textDocument/references`.
pub fn references(
    workspace: &Workspace,
    uri: &Url,
    position: Position,
    include_declaration: bool,
) -> Option<Vec<Location>> {
    let view = View::new(workspace, uri)?;
    let offset = LineIndex::new(&view.document.text).offset(position);
    let symbol = symbol_at(&view, offset)?;
    if let Symbol::Include(path) = &symbol {
        return Some(include_locations(workspace, path));
    }
    let mut indexes: HashMap<FileId, LineIndex> = HashMap::new();
    let mut locations = Vec::new();
    for occurrence in occurrences(&view, &symbol) {
        if occurrence.declaration && !include_declaration {
            continue;
        }
        let span = occurrence.span;
        let Some(uri) = view.document.file_uri(span.file) else {
            continue;
        };
        let index = indexes
            .entry(span.file)
            .or_insert_with(|| LineIndex::new(view.document.text_of(span.file)));
        locations.push(Location::new(uri, index.range(span.range())));
    }
    Some(locations)
}
