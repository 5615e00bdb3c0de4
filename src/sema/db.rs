//! The salsa database (inputs, tracked queries: the language server's way in)
//! and the one-shot check the driver runs ([`check_tokens`]).
//!
//! Inputs: [`Source`] (a file's tokens, the only way sema reads a source, and
//! whether the standard library is declared, which the parse and the items
//! depend on) and [`CompileOptions`] (profile and entry). Tracked queries, each returning its result together
//! with its diagnostics:
//!
//! - [`parse_file`]: the parse of the tokens; every item's spans are rebased to the item's
//!   own start (`ast::Item::shift_spans`), its offset kept beside it, so an edit
//!   that shifts later items leaves their trees equal;
//! - [`global_items`]: the struct/typedef/global/signature table, built from
//!   the rebased items, so it is equal after any edit inside a body;
//! - [`function_items`]: one tracked [`FunctionItem`] per function (function
//!   items and member functions of file-scope structs, numbered as
//!   [`items::collect`] numbers them), its AST in a tracked field;
//! - [`check_body`]: the type check of one function. It reads only its own
//!   item's AST and the global table, so an edit inside one body re-executes
//!   the check of that function only (tests/suite/sema_incremental.rs proves it).
//!
//! Invariant: everything a query returns has item-relative spans; absolute
//! positions are restored only in [`check_program`], which is not tracked.
//! Expressions a body copies from another item (default arguments) keep
//! that item's relative spans, and the body lists them
//! ([`CheckedBody::copied_exprs`]).

use crate::diag::Diagnostic;
use crate::profile::ProfileRef;
use crate::sema::check::{self, CheckedBody};
use crate::sema::hir;
use crate::sema::items::{self, Items};
use crate::sema::program;
pub use crate::sema::program::ParsedFile;
use crate::span::{FileId, Span};
use crate::syntax::parser::{Library, ParseMemory, ParsedItem};
use crate::syntax::{ast, lexer, parser};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The tokens sema reads, where the source ends, and what making the tokens
/// reported that sema reports with its own diagnostics.
///
/// The driver and the language server pass the preprocessor's tokens;
/// [`SourceTokens::lex`] reads a text as is (no preprocessing: what tests
/// and simple tools use).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SourceTokens {
    pub tokens: Vec<lexer::Token>,
    /// Byte offset of the end of the source (where "unexpected end of file"
    /// points), in the file of the tokens' spans.
    pub end: usize,
    /// An unterminated comment, when the text was lexed here.
    pub diagnostics: Vec<Diagnostic>,
    /// Where `#pragma pack_matrix` switches the storage of uniform matrices
    /// declared after it: `(offset, column-major from there on)`, in order.
    pub matrix_packing: Vec<(usize, bool)>,
}

impl SourceTokens {
    /// `text` lexed as is.
    pub fn lex(file: FileId, text: &str) -> SourceTokens {
        let (tokens, unterminated_comment) = lexer::lex_file(file, text);
        SourceTokens {
            tokens,
            end: text.len(),
            diagnostics: unterminated_comment.into_iter().collect(),
            matrix_packing: Vec::new(),
        }
    }
}

/// A source file as sema reads it: its tokens, and the library declared
/// around them (`-nostdlib` leaves it out: its type names are then plain
/// identifiers to the parser, its functions undefined to the checker).
#[salsa::input]
pub struct Source {
    #[returns(copy)]
    pub file: FileId,
    #[returns(copy)]
    pub library: Library,
    #[returns(ref)]
    pub tokens: SourceTokens,
}

/// What to compile the file for.
#[salsa::input]
pub struct CompileOptions {
    #[returns(copy)]
    pub profile: ProfileRef,
    /// The entry function; `None` checks every function (`-noentry`).
    #[returns(ref)]
    pub entry: Option<String>,
    /// Whether named uniform blocks may be bound to buffers
    /// (`-no_uniform_blocks` forbids it).
    #[returns(copy)]
    pub uniform_blocks: bool,
}

/// The database trait the queries run on.
#[salsa::db]
pub trait Db: salsa::Database {
    /// Records that a query ran (tests count per-function checks with it).
    fn log_execution(&self, what: String);

    /// Takes what the last parse of `source` left for reparsing it.
    fn take_parse(&self, _source: Source) -> Option<KeptParse> {
        None
    }

    /// Keeps a parse of `source` for its next reparse.
    fn keep_parse(&self, _source: Source, _parse: KeptParse) {}
}

/// A parse kept beside the database for the next parse of the same source
/// (the same file, under the same library):
/// [`parse_file`] reads again only the items an edit touched, and shares
/// the others (the same `Arc`s, so the comparisons that decide what to
/// re-check are pointer comparisons).
///
/// Not a salsa value: the reparse gives exactly the items a full parse
/// gives (see `syntax::parser::reuse`), so which kept parse it starts
/// from changes its cost only, never its result.
pub struct KeptParse {
    /// The file of the tokens' spans.
    file: FileId,
    /// The library the parse was made under: its type names classify
    /// tokens, so a parse under the other one is not reused.
    library: Library,
    memory: ParseMemory,
    items: Vec<Arc<ast::Item>>,
    /// Whether each item's spans are relative to its start (an item with
    /// absolute spans is not reused: its positions may have moved).
    rebased: Vec<bool>,
}

/// The database.
#[salsa::db]
#[derive(Clone, Default)]
pub struct Database {
    storage: salsa::Storage<Self>,
    executions: Arc<Mutex<Vec<String>>>,
    parses: Arc<Mutex<HashMap<Source, KeptParse>>>,
}

impl Database {
    pub fn new() -> Self {
        Self::default()
    }

    /// The queries that ran since the last call (`check_body(name)`).
    pub fn take_executions(&self) -> Vec<String> {
        self.executions
            .lock()
            .map(|mut log| std::mem::take(&mut *log))
            .unwrap_or_default()
    }
}

#[salsa::db]
impl salsa::Database for Database {}

#[salsa::db]
impl Db for Database {
    fn log_execution(&self, what: String) {
        if let Ok(mut log) = self.executions.lock() {
            log.push(what);
        }
    }

    fn take_parse(&self, source: Source) -> Option<KeptParse> {
        self.parses.lock().ok()?.remove(&source)
    }

    fn keep_parse(&self, source: Source, parse: KeptParse) {
        if let Ok(mut parses) = self.parses.lock() {
            parses.insert(source, parse);
        }
    }
}

#[salsa::tracked(returns(ref))]
pub fn parse_file(db: &dyn Db, source: Source) -> ParsedFile {
    let file = source.file(db);
    let library = source.library(db);
    let tokens = source.tokens(db);
    let previous = db
        .take_parse(source)
        .filter(|kept| kept.file == file && kept.library == library);
    let (parsed, kept) = reparse_tokens(file, library, tokens, previous)
        .or_else(|| reparse_tokens(file, library, tokens, None))
        .unwrap_or_else(|| {
            (
                parse_tokens(file, tokens, Positions::ItemRelative, library),
                None,
            )
        });
    if let Some(kept) = kept {
        db.keep_parse(source, kept);
    }
    parsed
}

/// The parse of `tokens` with item-relative spans, reusing the unchanged
/// items of `previous`, and what to keep for the next one; `None` when an
/// item to reuse has absolute spans.
fn reparse_tokens(
    file: FileId,
    library: Library,
    tokens: &SourceTokens,
    previous: Option<KeptParse>,
) -> Option<(ParsedFile, Option<KeptParse>)> {
    let eof = Span::new(file, tokens.end..tokens.end);
    let (memory, kept_items, kept_rebased) = match previous {
        Some(kept) => (Some(kept.memory), kept.items, kept.rebased),
        None => (None, Vec::new(), Vec::new()),
    };
    let reparsed = parser::reparse(&tokens.tokens, eof, library, memory);
    let count = reparsed.items.len();
    let mut items = Vec::with_capacity(count);
    let mut offsets = Vec::with_capacity(count);
    let mut rebased = Vec::with_capacity(count);
    for parsed in reparsed.items {
        let (item, offset) = match parsed {
            ParsedItem::Fresh(item) => {
                let mut item = *item;
                let offset = rebase_offset(&mut item);
                rebased.push(offset.is_some());
                let offset = offset.unwrap_or(0);
                if offset != 0 {
                    item.shift_spans(-(offset as i64));
                }
                (Arc::new(item), offset)
            }
            ParsedItem::Reused {
                previous: index,
                first_token,
            } => {
                if !kept_rebased.get(index).copied().unwrap_or(false) {
                    return None;
                }
                rebased.push(true);
                let offset = tokens.tokens.get(first_token)?.span.start;
                (kept_items.get(index)?.clone(), offset)
            }
        };
        items.push(item);
        offsets.push(offset);
    }
    let mut diagnostics = reparsed.diagnostics;
    diagnostics.extend(tokens.diagnostics.iter().cloned());
    let kept = reparsed.memory.map(|memory| KeptParse {
        file,
        library,
        memory,
        items: items.clone(),
        rebased,
    });
    let parsed = ParsedFile {
        items,
        offsets,
        diagnostics,
    };
    Some((parsed, kept))
}

/// Where a [`ParsedFile`]'s items keep their spans.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Positions {
    /// Rebased to each item's start (the queries: see the module doc).
    ItemRelative,
    /// As parsed, every offset 0 (the one-shot check: nothing is memoized,
    /// so nothing gains from position-independent items).
    Absolute,
}

fn parse_tokens(
    file: FileId,
    tokens: &SourceTokens,
    positions: Positions,
    library: Library,
) -> ParsedFile {
    let eof = Span::new(file, tokens.end..tokens.end);
    let (unit, mut diagnostics) = parser::parse_with(&tokens.tokens, eof, library);
    diagnostics.extend(tokens.diagnostics.iter().cloned());
    let mut offsets = Vec::with_capacity(unit.items.len());
    let items = unit
        .items
        .into_iter()
        .map(|mut item| {
            let offset = match positions {
                Positions::ItemRelative => rebase_offset(&mut item).unwrap_or(0),
                Positions::Absolute => 0,
            };
            if offset != 0 {
                item.shift_spans(-(offset as i64));
            }
            offsets.push(offset);
            Arc::new(item)
        })
        .collect();
    ParsedFile {
        items,
        offsets,
        diagnostics,
    }
}

/// The offset an item's spans are made relative to: its start, when every
/// span in it lies inside it (in the same file). An item holding tokens from
/// a macro definition or an included file keeps absolute spans (`None`):
/// it is re-checked more often, but its spans stay exact. (The driver and
/// the language server give sema synthetic spans, one place per token, in
/// which every item is inside itself.)
fn rebase_offset(item: &mut ast::Item) -> Option<u32> {
    use crate::syntax::ast::VisitSpans;
    let outer = item.span;
    let mut inside = true;
    item.visit_spans(&mut |span| {
        inside &= span.file == outer.file && span.start >= outer.start && span.end <= outer.end;
    });
    inside.then_some(outer.start)
}

#[salsa::tracked(returns(ref))]
pub fn global_items(db: &dyn Db, source: Source) -> Items {
    let mut items = items::collect(&parse_file(db, source).items);
    items.library = source.library(db);
    items
}

/// One function of the file (the `ordinal`th function, member functions
/// included).
#[salsa::tracked]
pub struct FunctionItem<'db> {
    #[returns(copy)]
    pub source: Source,
    #[returns(copy)]
    pub ordinal: usize,
    #[tracked]
    #[returns(ref)]
    pub function: FunctionAst,
}

/// A function's tree: the file item holding it (shared with the parse, so
/// an unchanged function compares equal by pointer) and which of the item's
/// functions it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionAst {
    item: Arc<ast::Item>,
    index: usize,
}

impl FunctionAst {
    /// The function; `None` never happens for the values
    /// [`function_items`] makes.
    pub fn get(&self) -> Option<&ast::Function> {
        file_functions(std::slice::from_ref(&self.item))
            .into_iter()
            .nth(self.index)
    }
}

#[salsa::tracked(returns(ref))]
pub fn function_items(db: &dyn Db, source: Source) -> Vec<FunctionItem<'_>> {
    parse_file(db, source)
        .items
        .iter()
        .flat_map(|item| {
            let count = file_functions(std::slice::from_ref(item)).len();
            (0..count).map(|index| FunctionAst {
                item: item.clone(),
                index,
            })
        })
        .enumerate()
        .map(|(ordinal, function)| FunctionItem::new(db, source, ordinal, function))
        .collect()
}

/// The functions of a file in the order [`items::collect`] numbers them:
/// function items, and member functions of file-scope structs where their
/// declaration stands.
fn file_functions<I: std::borrow::Borrow<ast::Item>>(items: &[I]) -> Vec<&ast::Function> {
    let mut functions = Vec::new();
    for item in items.iter().map(I::borrow) {
        match &item.kind {
            ast::ItemKind::Function(function) => functions.push(function),
            ast::ItemKind::Declaration(declaration) => {
                items::declaration_member_functions(declaration, &mut functions)
            }
            _ => {}
        }
    }
    functions
}

#[salsa::tracked(returns(ref))]
pub fn check_body<'db>(
    db: &'db dyn Db,
    item: FunctionItem<'db>,
    options: CompileOptions,
) -> CheckedBody {
    let items = global_items(db, item.source(db));
    let signature = items.signature(hir::FunctionId(item.ordinal(db) as u32));
    let function = item.function(db).get();
    let name = function.map_or("", |function| function.name.name.as_str());
    db.log_execution(format!("check_body({name})"));
    match function {
        Some(function) => check::check_function(items, signature, function, options.profile(db)),
        None => CheckedBody::default(),
    }
}

/// Checks a file for an entry and a profile: the driver's entry point.
///
/// Returns the program when there is no error, and every diagnostic (syntax,
/// declarations, bodies of the functions the entry reaches, or of all
/// functions when `entry` is `None`), sorted by position.
pub fn check_program(
    db: &dyn Db,
    source: Source,
    options: CompileOptions,
) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let parsed = crate::timing::time("parse", || parse_file(db, source));
    with_parts(db, source, options, parsed, program::assemble)
}

/// [`check_program`]'s diagnostics, without making the program (the
/// language server's check after each edit: see [`program::diagnostics`]).
pub fn check_diagnostics(db: &dyn Db, source: Source, options: CompileOptions) -> Vec<Diagnostic> {
    with_parts(
        db,
        source,
        options,
        parse_file(db, source),
        program::diagnostics,
    )
}

/// The errors in code cgc's front end removes, as warnings (the language
/// server's; see [`program::removed_code_warnings`]). Reads the same
/// queries as [`check_program`], so after it nothing is checked again.
pub fn removed_code_warnings(
    db: &dyn Db,
    source: Source,
    options: CompileOptions,
) -> Vec<Diagnostic> {
    with_parts(
        db,
        source,
        options,
        parse_file(db, source),
        program::removed_code_warnings,
    )
}

/// Calls `f` with the parts of `source`'s program under `options`: its
/// items and every function body checked (salsa queries, shared by
/// [`check_program`] and [`removed_code_warnings`]).
fn with_parts<'db, R>(
    db: &'db dyn Db,
    source: Source,
    options: CompileOptions,
    parsed: &'db ParsedFile,
    f: impl FnOnce(program::Parts<'_>) -> R,
) -> R {
    let items = global_items(db, source);
    let bodies: Vec<&CheckedBody> = function_items(db, source)
        .iter()
        .map(|&item| check_body(db, item, options))
        .collect();
    f(program::Parts {
        file: source.file(db),
        parsed,
        items,
        bodies: &bodies,
        profile: options.profile(db),
        entry: options.entry(db).as_deref(),
        matrix_packing: &source.tokens(db).matrix_packing,
        uniform_blocks: options.uniform_blocks(db),
        prior_errors: false,
    })
}

/// One-shot check of tokens: the steps of [`check_program`] run directly,
/// without a database. A compile checks each thing once, so memoizing buys
/// nothing there, while the queries' bookkeeping — every function's AST
/// copied into its tracked item, every span rebased and restored, the memo
/// tables built and dropped — was a fifth of a mid-size compile. The result
/// is the same as [`check_program`]'s (tests/suite/sema_incremental.rs
/// compares them on the project's shaders).
pub fn check_tokens(
    file: FileId,
    tokens: SourceTokens,
    entry: Option<&str>,
    profile: ProfileRef,
) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let (program, diagnostics, _) =
        check_tokens_with(file, tokens, entry, profile, Checking::default());
    (program, diagnostics)
}

/// How [`check_tokens_with`] checks: the standard library declared or not
/// (`-nostdlib`), uniform blocks allowed or not (`-no_uniform_blocks`),
/// after errors of the preprocessor or not
/// ([`program::Parts::prior_errors`]). The default is a plain compile's:
/// the library declared, uniform blocks allowed, no earlier errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checking {
    pub library: Library,
    pub uniform_blocks: bool,
    pub prior_errors: bool,
}

impl Default for Checking {
    fn default() -> Self {
        Checking {
            library: Library::Standard,
            uniform_blocks: true,
            prior_errors: false,
        }
    }
}

/// [`check_tokens`] checked as `how` says, and the stage the check reached
/// ([`program::RunStage`]).
pub fn check_tokens_with(
    file: FileId,
    tokens: SourceTokens,
    entry: Option<&str>,
    profile: ProfileRef,
    how: Checking,
) -> (Option<hir::Program>, Vec<Diagnostic>, program::RunStage) {
    let Checking {
        library,
        uniform_blocks,
        prior_errors,
    } = how;
    let parsed = crate::timing::time("parse", || {
        parse_tokens(file, &tokens, Positions::Absolute, library)
    });
    // The tree owns its names: the tokens go now, and the checks below
    // reuse their memory instead of touching fresh pages (even in a process
    // that leaves the rest to its end; one large free costs little).
    let SourceTokens {
        tokens,
        matrix_packing,
        ..
    } = tokens;
    drop(tokens);
    let mut items = items::collect(&parsed.items);
    items.library = library;
    let checked: Vec<CheckedBody> = file_functions(&parsed.items)
        .into_iter()
        .enumerate()
        .map(|(ordinal, function)| {
            let signature = items.signature(hir::FunctionId(ordinal as u32));
            check::check_function(&items, signature, function, profile)
        })
        .collect();
    let bodies: Vec<&CheckedBody> = checked.iter().collect();
    let checked_program = program::assemble_staged(program::Parts {
        file,
        parsed: &parsed,
        items: &items,
        bodies: &bodies,
        profile,
        entry,
        matrix_packing: &matrix_packing,
        uniform_blocks,
        prior_errors,
    });
    drop(bodies);
    crate::disposal::discard((parsed, items, checked));
    checked_program
}

/// One-shot convenience for tests and simple tools: the text lexed without
/// preprocessing, then [`check_tokens`].
pub fn check_text(
    file: FileId,
    text: &str,
    entry: Option<&str>,
    profile: ProfileRef,
) -> (Option<hir::Program>, Vec<Diagnostic>) {
    check_tokens(file, SourceTokens::lex(file, text), entry, profile)
}
