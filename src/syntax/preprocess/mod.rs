//! The C preprocessor Cg requires, on the tokens of [`crate::syntax::lexer`].
//!
//! [`preprocess`] reads a main file and everything it `#include`s and returns the
//! token stream the parser reads ([`Preprocessed::tokens`]), the `#pragma` lines
//! the later stages interpret, the macro expansion table and its diagnostics.
//!
//! Invariants:
//! - It never fails or panics: every problem is a [`Diagnostic`] and preprocessing
//!   goes on, the way cgc does (a bad `#if` counts as true, as in cgc).
//! - It terminates on every input: macro recursion is blocked by hide sets (the
//!   C rule, after Prosser's algorithm), `#include` depth is capped and the total
//!   number of macro expansions is bounded.
//! - Every output token keeps the span where its text was written; a token made
//!   by macro expansion also names its [`Expansion`], so a diagnostic can point at
//!   the macro *use* ([`Preprocessed::reported_span`]), which is what cgc reports.
//! - Messages and codes are cgc's where cgc has them (`C0104` unknown directive,
//!   `C0105` syntax errors in directives, `C0106`–`C0108` macro arguments,
//!   `C7101` redefinition, `C7102` unmatched conditionals).

mod expand;
mod expr;
mod render;

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::span::{FileId, SourceFile, SourceMap, Span};
use crate::syntax::lexer::{lex, Token, TokenKind};

pub use render::render_preprocessed;

/// The value cgc 3.1 gives `__CGC__` (3.1.0013), its only predefined macro.
pub const CGC_VERSION_MACRO_VALUE: &str = "30113";

/// The default cap on `#include` nesting.
pub const DEFAULT_MAX_INCLUDE_DEPTH: usize = 64;

/// Index of an [`Expansion`] in [`Preprocessed::expansions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExpansionId(pub u32);

/// One macro invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expansion {
    pub macro_name: String,
    /// The macro's name at the use, through the closing `)` for function-like ones.
    pub invocation: Span,
    /// The expansion the invocation itself came from (a macro used by a macro).
    pub parent: Option<ExpansionId>,
}

/// A `-D` definition: `NAME` (defined as `1`, as cgc does) or `NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Define {
    pub name: String,
    pub value: Option<String>,
}

impl Define {
    /// Parses the text after `-D`: `NAME` or `NAME=VALUE`.
    pub fn parse(text: &str) -> Define {
        match text.split_once('=') {
            Some((name, value)) => Define {
                name: name.to_string(),
                value: Some(value.to_string()),
            },
            None => Define {
                name: text.to_string(),
                value: None,
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreprocessOptions {
    /// `-D` definitions, in command-line order.
    pub defines: Vec<Define>,
    /// `-I` directories, searched after the including file's directory.
    pub include_dirs: Vec<PathBuf>,
    pub max_include_depth: usize,
}

impl Default for PreprocessOptions {
    fn default() -> Self {
        PreprocessOptions {
            defines: Vec::new(),
            include_dirs: Vec::new(),
            max_include_depth: DEFAULT_MAX_INCLUDE_DEPTH,
        }
    }
}

/// Where `#include`d text comes from: the file system for the command line,
/// memory for tests and the language server.
pub trait IncludeLoader {
    /// The text of the file at `path`, or `None` if there is none.
    fn load(&self, path: &Path) -> Option<String>;
}

/// Reads included files from disk.
#[derive(Clone, Copy, Debug, Default)]
pub struct FileSystemLoader;

impl IncludeLoader for FileSystemLoader {
    fn load(&self, path: &Path) -> Option<String> {
        let bytes = std::fs::read(path).ok()?;
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// Serves included files from memory, keyed by their lexically normalised path.
#[derive(Clone, Debug, Default)]
pub struct MemoryLoader {
    files: HashMap<PathBuf, String>,
}

impl MemoryLoader {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn insert(&mut self, path: impl AsRef<Path>, text: impl Into<String>) {
        self.files
            .insert(normalize_path(path.as_ref()), text.into());
    }
}

impl IncludeLoader for MemoryLoader {
    fn load(&self, path: &Path) -> Option<String> {
        self.files.get(&normalize_path(path)).cloned()
    }
}

/// `a/./b/../c` → `a/c`, without touching the file system.
pub fn normalize_path(path: &Path) -> PathBuf {
    let mut normalized = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !normalized.pop() {
                    normalized.push("..");
                }
            }
            other => normalized.push(other.as_os_str()),
        }
    }
    normalized
}

/// What kind of line [`PassedDirective`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// `#pragma ...`: handed to the later stages (`position_invariant`,
    /// `optionNV(...)`, `pack_matrix(...)`).
    Pragma,
    /// A directive the preprocessor does not know; diagnosed with C0104 and kept
    /// so `-E` prints it, as cgc does.
    Unknown,
}

/// A directive line the preprocessor hands on instead of acting on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassedDirective {
    pub kind: DirectiveKind,
    /// From the `#` to the end of the line.
    pub span: Span,
    /// The line after `#`, as written: `pragma pack_matrix(row_major)`.
    pub text: String,
    /// The tokens after the directive name (`pack_matrix ( row_major )`),
    /// not macro-expanded.
    pub tokens: Vec<Token>,
    /// How many output tokens precede the line, so `-E` prints it in place.
    pub token_index: usize,
}

/// The result of [`preprocess`].
#[derive(Clone, Debug, Default)]
pub struct Preprocessed {
    /// The file preprocessing started from.
    pub main: FileId,
    pub tokens: Vec<Token>,
    /// `#pragma` lines and unknown directives, in source order.
    pub directives: Vec<PassedDirective>,
    pub expansions: Vec<Expansion>,
    pub diagnostics: Vec<Diagnostic>,
    /// Every file read through `#include`, in the order first read.
    pub included: Vec<FileId>,
    /// What `#line` directives said, in source order per file.
    pub line_remaps: Vec<LineRemap>,
}

/// From byte `from` of `file` on, lines are numbered `physical + line_delta`
/// and the file is called `name` (a `#line N "name"` directive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineRemap {
    pub file: FileId,
    pub from: u32,
    pub line_delta: i64,
    pub name: String,
}

/// A position as `#line` directives present it: what cgc prints in messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresumedLocation {
    pub name: String,
    pub line: i64,
}

impl Preprocessed {
    pub fn pragmas(&self) -> impl Iterator<Item = &PassedDirective> {
        self.directives
            .iter()
            .filter(|directive| directive.kind == DirectiveKind::Pragma)
    }

    /// The file name and line cgc would print for `span`, after `#line`.
    pub fn presumed_location(&self, sources: &SourceMap, span: Span) -> PresumedLocation {
        let physical = i64::from(sources.line(span));
        let remap = self
            .line_remaps
            .iter()
            .rev()
            .find(|remap| remap.file == span.file && remap.from <= span.start);
        match remap {
            Some(remap) => PresumedLocation {
                name: remap.name.clone(),
                line: physical + remap.line_delta,
            },
            None => PresumedLocation {
                name: sources.get(span.file).name.clone(),
                line: physical,
            },
        }
    }

    pub fn expansion(&self, id: ExpansionId) -> &Expansion {
        &self.expansions[id.0 as usize]
    }

    /// The span a diagnostic about `token` should point at: the token itself
    /// when it was written in a file, else the outermost macro use it came from
    /// (cgc reports the line of the macro use).
    pub fn reported_span(&self, token: &Token) -> Span {
        self.reported_span_of(token.span, token.expansion)
    }

    /// [`Self::reported_span`] for a span and expansion kept apart from a token.
    pub fn reported_span_of(&self, span: Span, expansion: Option<ExpansionId>) -> Span {
        match expansion {
            Some(id) => root_invocation(&self.expansions, id),
            None => span,
        }
    }
}

/// The invocation span of the outermost expansion `id` descends from.
fn root_invocation(expansions: &[Expansion], id: ExpansionId) -> Span {
    let mut current = id;
    // Parents always have smaller ids, so this walk ends; the bound is a guard.
    for _ in 0..=expansions.len() {
        let Some(expansion) = expansions.get(current.0 as usize) else {
            break;
        };
        match expansion.parent {
            Some(parent) if parent.0 < current.0 => current = parent,
            _ => return expansion.invocation,
        }
    }
    expansions
        .get(current.0 as usize)
        .map(|expansion| expansion.invocation)
        .unwrap_or_default()
}

/// Preprocesses `main` (already in `sources`); included files are added to
/// `sources` as they are read through `loader`.
pub fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    options: &PreprocessOptions,
    loader: &dyn IncludeLoader,
) -> Preprocessed {
    let predefined = predefined_source(options);
    let predefined_file = sources.add_text("<command-line>", predefined);
    let mut env = Env::new(sources);
    let mut reader = Reader::new(options, loader);
    // The definitions are read like a file that produces no tokens.
    reader.push_file(&mut env, predefined_file, 0);
    while reader.next_token(&mut env).is_some() {}
    reader.push_file(&mut env, main, 0);
    let mut tokens = Vec::new();
    while let Some(token) = expand::next_expanded(&mut env, &mut reader) {
        tokens.push(token.token);
        env.emitted = tokens.len();
    }
    Preprocessed {
        main,
        tokens,
        directives: reader.directives,
        expansions: env.expansions,
        diagnostics: env.diagnostics,
        included: reader.included,
        line_remaps: reader.line_remaps,
    }
}

/// `#define` lines for `__CGC__` and the `-D` options.
fn predefined_source(options: &PreprocessOptions) -> String {
    let mut text = format!("#define __CGC__ {CGC_VERSION_MACRO_VALUE}\n");
    for define in &options.defines {
        let value = define.value.as_deref().unwrap_or("1");
        text.push_str(&format!("#define {} {}\n", define.name, value));
    }
    text
}

/// A token in flight, with the names of the macros it may not expand again.
#[derive(Clone, Debug)]
struct PpToken {
    token: Token,
    hide: HideSet,
}

impl PpToken {
    fn plain(token: Token) -> PpToken {
        PpToken {
            token,
            hide: HideSet::default(),
        }
    }
}

/// A sorted set of macro name ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct HideSet(Vec<u32>);

impl HideSet {
    fn contains(&self, id: u32) -> bool {
        self.0.binary_search(&id).is_ok()
    }

    fn with(&self, id: u32) -> HideSet {
        let mut ids = self.0.clone();
        if let Err(index) = ids.binary_search(&id) {
            ids.insert(index, id);
        }
        HideSet(ids)
    }

    fn union(&self, other: &HideSet) -> HideSet {
        let mut ids = self.0.clone();
        for &id in &other.0 {
            if let Err(index) = ids.binary_search(&id) {
                ids.insert(index, id);
            }
        }
        HideSet(ids)
    }

    fn intersection(&self, other: &HideSet) -> HideSet {
        HideSet(
            self.0
                .iter()
                .copied()
                .filter(|&id| other.contains(id))
                .collect(),
        )
    }
}

/// A `#define`d macro.
#[derive(Clone, Debug)]
struct Macro {
    /// `None` for object-like macros; for variadic ones the last is `__VA_ARGS__`.
    params: Option<Vec<String>>,
    variadic: bool,
    body: Vec<Token>,
}

impl Macro {
    /// Same definition in the sense of C's redefinition rule: same parameters,
    /// same body tokens with the same separation.
    fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(index, (a, b))| {
                    a.text == b.text && (index == 0 || a.space_before == b.space_before)
                })
    }
}

/// The state macro expansion needs, apart from where tokens come from.
struct Env<'a> {
    sources: &'a mut SourceMap,
    macros: HashMap<String, Rc<Macro>>,
    name_ids: HashMap<String, u32>,
    expansions: Vec<Expansion>,
    diagnostics: Vec<Diagnostic>,
    /// `#line` adjustment for the file being read: presumed = physical + delta.
    line_delta: i64,
    /// `__FILE__` of the file being read (its name, or the one `#line` gave).
    presumed_name: String,
    /// Output tokens so far (for placing passed directives).
    emitted: usize,
}

/// Beyond this many expansions the input is treated as runaway (an exponential
/// macro tower) and expansion stops with an error.
const MAX_EXPANSIONS: usize = 200_000;

impl<'a> Env<'a> {
    fn new(sources: &'a mut SourceMap) -> Self {
        Env {
            sources,
            macros: HashMap::new(),
            name_ids: HashMap::new(),
            expansions: Vec::new(),
            diagnostics: Vec::new(),
            line_delta: 0,
            presumed_name: String::new(),
            emitted: 0,
        }
    }

    fn name_id(&mut self, name: &str) -> u32 {
        let next = self.name_ids.len() as u32;
        *self.name_ids.entry(name.to_string()).or_insert(next)
    }

    fn error(&mut self, code: u32, span: Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(code, span, message.into()));
    }

    fn warning(&mut self, code: u32, span: Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::warning(code, span, message.into()));
    }

    /// The presumed (`#line`-adjusted) line of a span in the file being read.
    fn presumed_line(&self, span: Span) -> i64 {
        i64::from(self.sources.line(span)) + self.line_delta
    }
}

/// Where tokens come from during expansion: the files being read (directives
/// handled on the way) or a list (a macro argument expanded on its own).
trait TokenSource {
    fn next_token(&mut self, env: &mut Env) -> Option<PpToken>;
    fn push_front(&mut self, tokens: Vec<PpToken>);
}

/// A token list with nothing after it.
struct ListSource(VecDeque<PpToken>);

impl TokenSource for ListSource {
    fn next_token(&mut self, _env: &mut Env) -> Option<PpToken> {
        self.0.pop_front()
    }

    fn push_front(&mut self, tokens: Vec<PpToken>) {
        for token in tokens.into_iter().rev() {
            self.0.push_front(token);
        }
    }
}

/// One open `#if` group.
#[derive(Clone, Debug)]
struct Conditional {
    /// The directive that opened it (`if`, `ifdef`, `ifndef`), for messages.
    directive: String,
    span: Span,
    /// Tokens of the group being read are output.
    active: bool,
    /// Some branch was (or, when the enclosing group is inactive, counts as)
    /// already taken, so later `#elif`/`#else` branches are skipped.
    taken: bool,
    seen_else: bool,
    /// Opened by an `#else` or `#elif` with no `#if`: cgc skips what follows
    /// such a line and does not warn again when the file ends.
    orphan: bool,
}

/// A file being read.
struct OpenFile {
    file: FileId,
    tokens: Vec<Token>,
    position: usize,
    /// Index in the conditional stack where this file's groups start.
    conditional_base: usize,
    line_delta: i64,
    presumed_name: String,
}

/// Reads tokens from the stack of open files, acting on directives.
struct Reader<'o> {
    options: &'o PreprocessOptions,
    loader: &'o dyn IncludeLoader,
    files: Vec<OpenFile>,
    pushback: VecDeque<PpToken>,
    conditionals: Vec<Conditional>,
    directives: Vec<PassedDirective>,
    included: Vec<FileId>,
    pragma_once: HashSet<PathBuf>,
    line_remaps: Vec<LineRemap>,
}

impl TokenSource for Reader<'_> {
    fn next_token(&mut self, env: &mut Env) -> Option<PpToken> {
        loop {
            if let Some(token) = self.pushback.pop_front() {
                return Some(token);
            }
            let open = self.files.last_mut()?;
            let Some(token) = open.tokens.get(open.position).cloned() else {
                self.close_file(env);
                continue;
            };
            if token.line_start && token.is_punct("#") {
                let line = self.take_line();
                self.directive(env, line);
                continue;
            }
            open.position += 1;
            if self.active() {
                return Some(PpToken::plain(token));
            }
        }
    }

    fn push_front(&mut self, tokens: Vec<PpToken>) {
        for token in tokens.into_iter().rev() {
            self.pushback.push_front(token);
        }
    }
}

/// A directive line: the `#` and the tokens after it on its logical line.
struct DirectiveLine {
    hash: Token,
    tokens: Vec<Token>,
    file: FileId,
}

impl DirectiveLine {
    fn name(&self) -> Option<&Token> {
        self.tokens.first()
    }

    fn span(&self) -> Span {
        match self.tokens.last() {
            Some(last) => self.hash.span.to(last.span),
            None => self.hash.span,
        }
    }
}

impl<'o> Reader<'o> {
    fn new(options: &'o PreprocessOptions, loader: &'o dyn IncludeLoader) -> Self {
        Reader {
            options,
            loader,
            files: Vec::new(),
            pushback: VecDeque::new(),
            conditionals: Vec::new(),
            directives: Vec::new(),
            included: Vec::new(),
            pragma_once: HashSet::new(),
            line_remaps: Vec::new(),
        }
    }

    fn active(&self) -> bool {
        self.conditionals.last().is_none_or(|group| group.active)
    }

    fn push_file(&mut self, env: &mut Env, file: FileId, line_delta: i64) {
        let source = env.sources.get(file);
        let open = OpenFile {
            file,
            tokens: lex(file, &source.text),
            position: 0,
            conditional_base: self.conditionals.len(),
            line_delta,
            presumed_name: source.name.clone(),
        };
        env.line_delta = open.line_delta;
        env.presumed_name = open.presumed_name.clone();
        self.files.push(open);
    }

    /// Ends the innermost file: its unclosed groups are diagnosed as cgc does.
    fn close_file(&mut self, env: &mut Env) {
        let Some(open) = self.files.pop() else {
            return;
        };
        // cgc warns once, about the outermost group left open.
        let unclosed = self.conditionals.drain(open.conditional_base..);
        if let Some(group) = unclosed.into_iter().find(|group| !group.orphan) {
            env.warning(
                7102,
                group.span,
                format!("unmatched #{}", group_opening_name(&group.directive)),
            );
        }
        if let Some(outer) = self.files.last() {
            env.line_delta = outer.line_delta;
            env.presumed_name = outer.presumed_name.clone();
        }
    }

    /// Takes the `#` at the current position and the rest of its line.
    fn take_line(&mut self) -> DirectiveLine {
        let open = self
            .files
            .last_mut()
            .expect("take_line is called with a file open");
        let hash = open.tokens[open.position].clone();
        open.position += 1;
        let mut tokens = Vec::new();
        while let Some(token) = open.tokens.get(open.position) {
            if token.line_start {
                break;
            }
            tokens.push(token.clone());
            open.position += 1;
        }
        DirectiveLine {
            hash,
            tokens,
            file: open.file,
        }
    }

    fn directive(&mut self, env: &mut Env, line: DirectiveLine) {
        let Some(name) = line.name().map(|token| token.text.clone()) else {
            return; // The null directive `#` alone does nothing.
        };
        match name.as_str() {
            "if" | "ifdef" | "ifndef" => self.open_group(env, &name, &line),
            "elif" => self.elif(env, &line),
            "else" => self.else_(env, &line),
            "endif" => self.endif(env, &line),
            _ if !self.active() => {}
            "define" => define(env, &line),
            "undef" => undef(env, &line),
            "include" => self.include(env, &line),
            "line" => self.line(env, &line),
            "error" => {
                let message = rest_of_line(env, &line);
                env.error(0, line.hash.span, message);
            }
            "warning" => {
                let message = rest_of_line(env, &line);
                env.warning(0, line.hash.span, message);
            }
            "pragma" => {
                if line
                    .tokens
                    .get(1)
                    .is_some_and(|token| token.is_ident("once"))
                {
                    self.mark_once(env, line.file);
                }
                self.pass_on(env, DirectiveKind::Pragma, &line);
            }
            _ => {
                env.error(
                    104,
                    line.hash.span,
                    format!("Unknown pre-processor directive #{name}"),
                );
                self.pass_on(env, DirectiveKind::Unknown, &line);
            }
        }
    }

    /// `#pragma once`, which cgc 3.1 ignores (it includes such a file again);
    /// cgrs honours it, as every current C compiler does.
    fn mark_once(&mut self, env: &Env, file: FileId) {
        let source = env.sources.get(file);
        let path = source
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from(&source.name));
        self.pragma_once.insert(normalize_path(&path));
    }

    fn pass_on(&mut self, env: &mut Env, kind: DirectiveKind, line: &DirectiveLine) {
        let span = line.span();
        let after_hash = Span {
            start: line
                .tokens
                .first()
                .map_or(span.end, |token| token.span.start),
            ..span
        };
        self.directives.push(PassedDirective {
            kind,
            span,
            text: env.sources.snippet(after_hash).to_string(),
            tokens: line.tokens.iter().skip(1).cloned().collect(),
            token_index: env.emitted,
        });
    }

    fn open_group(&mut self, env: &mut Env, name: &str, line: &DirectiveLine) {
        let enclosing_active = self.active();
        let condition = enclosing_active && evaluate_condition(env, name, line);
        self.conditionals.push(Conditional {
            directive: name.to_string(),
            span: line.hash.span,
            active: condition,
            taken: condition || !enclosing_active,
            seen_else: false,
            orphan: false,
        });
    }

    /// The innermost group if it was opened in the current file; else cgc's
    /// "unmatched" warning.
    fn current_group(&mut self, env: &mut Env, line: &DirectiveLine) -> Option<usize> {
        let base = self.files.last().map_or(0, |open| open.conditional_base);
        if self.conditionals.len() > base {
            return Some(self.conditionals.len() - 1);
        }
        let name = line
            .name()
            .map_or(String::new(), |token| token.text.clone());
        env.warning(7102, line.hash.span, format!("unmatched #{name}"));
        if name != "endif" {
            self.conditionals.push(Conditional {
                directive: name,
                span: line.hash.span,
                active: false,
                taken: true,
                seen_else: false,
                orphan: true,
            });
        }
        None
    }

    fn elif(&mut self, env: &mut Env, line: &DirectiveLine) {
        let Some(index) = self.current_group(env, line) else {
            return;
        };
        if self.conditionals[index].taken {
            self.conditionals[index].active = false;
            return;
        }
        let condition = evaluate_condition(env, "if", line);
        let group = &mut self.conditionals[index];
        group.active = condition;
        group.taken = condition;
    }

    fn else_(&mut self, env: &mut Env, line: &DirectiveLine) {
        let Some(index) = self.current_group(env, line) else {
            return;
        };
        let group = &mut self.conditionals[index];
        group.active = !group.taken;
        group.taken = true;
        group.seen_else = true;
    }

    fn endif(&mut self, env: &mut Env, line: &DirectiveLine) {
        if self.current_group(env, line).is_some() {
            self.conditionals.pop();
        }
    }

    fn include(&mut self, env: &mut Env, line: &DirectiveLine) {
        let Some((name, angled)) = include_operand(env, line) else {
            let span = end_of_line_span(env, line);
            env.error(105, span, "Syntax error in #include");
            return;
        };
        if self.files.len() > self.options.max_include_depth {
            env.error(
                0,
                line.hash.span,
                format!(
                    "#include nested more than {} deep",
                    self.options.max_include_depth
                ),
            );
            return;
        }
        let Some((path, text)) = self.find_include(env, line.file, &name, angled) else {
            env.error(
                0,
                line.hash.span,
                format!("Can't open include file \"{name}\""),
            );
            return;
        };
        let key = normalize_path(&path);
        if self.pragma_once.contains(&key) {
            return;
        }
        let file = match env.sources.find_path(&path) {
            Some(file) if env.sources.get(file).text == text => file,
            _ => env.sources.add(SourceFile::new(
                path.display().to_string(),
                Some(path.clone()),
                text,
            )),
        };
        if !self.included.contains(&file) {
            self.included.push(file);
        }
        self.push_file(env, file, 0);
    }

    /// Resolves an include as cgc does: `"..."` relative to the including file's
    /// directory (named `./x` for a file in the current directory), then the `-I`
    /// directories (named `DIR/x`); `<...>` in the `-I` directories only.
    fn find_include(
        &self,
        env: &Env,
        including: FileId,
        name: &str,
        angled: bool,
    ) -> Option<(PathBuf, String)> {
        let mut candidates = Vec::new();
        if Path::new(name).is_absolute() {
            candidates.push(PathBuf::from(name));
        } else {
            if !angled {
                let including_name = &env.sources.get(including).name;
                let directory = match Path::new(including_name).parent() {
                    Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
                    _ => PathBuf::from("."),
                };
                candidates.push(directory.join(name));
            }
            for directory in &self.options.include_dirs {
                candidates.push(directory.join(name));
            }
        }
        candidates
            .into_iter()
            .find_map(|path| self.loader.load(&path).map(|text| (path, text)))
    }

    fn line(&mut self, env: &mut Env, line: &DirectiveLine) {
        let operands = expand::expand_list(env, line.tokens[1..].to_vec());
        let number = operands
            .first()
            .filter(|token| token.kind == TokenKind::Int)
            .and_then(|token| token.text.parse::<i64>().ok());
        let name = operands
            .get(1)
            .filter(|token| token.kind == TokenKind::String);
        let (Some(number), true) = (number, operands.len() <= 2) else {
            let span = end_of_line_span(env, line);
            env.error(105, span, "Syntax error in #line");
            return;
        };
        let next_physical_line = i64::from(env.sources.line(line.hash.span)) + 1;
        let Some(open) = self.files.last_mut() else {
            return;
        };
        open.line_delta = number - next_physical_line;
        if let Some(name) = name {
            open.presumed_name = unquote(&name.text);
        }
        env.line_delta = open.line_delta;
        env.presumed_name = open.presumed_name.clone();
        let text = &env.sources.get(line.file).text;
        let end = line.span().end as usize;
        let next_line_start = text[end..]
            .find('\n')
            .map_or(text.len(), |offset| end + offset + 1);
        self.line_remaps.push(LineRemap {
            file: line.file,
            from: next_line_start as u32,
            line_delta: open.line_delta,
            name: open.presumed_name.clone(),
        });
    }
}

/// `#ifdef` groups are reported as `#if` by cgc ("unmatched #if").
fn group_opening_name(_directive: &str) -> &'static str {
    "if"
}

/// The value of an `#if`, `#ifdef`, `#ifndef` or `#elif` line. A malformed
/// condition is diagnosed and counts as true, as in cgc.
fn evaluate_condition(env: &mut Env, directive: &str, line: &DirectiveLine) -> bool {
    let operands = &line.tokens[1..];
    match directive {
        "ifdef" | "ifndef" => {
            // cgc ignores anything after the name, as most C compilers do.
            let Some(name) = operands.first() else {
                let span = end_of_line_span(env, line);
                env.error(105, span, format!("Syntax error in #{directive}"));
                return true;
            };
            if name.kind != TokenKind::Ident {
                env.error(105, name.span, format!("Syntax error in #{directive}"));
                return true;
            }
            env.macros.contains_key(&name.text) == (directive == "ifdef")
        }
        _ => {
            let resolved = expr::replace_defined(env, operands);
            let expanded = expand::expand_list(env, resolved);
            match expr::evaluate(&expanded) {
                Ok(value) => value != 0,
                Err(error) => {
                    let span = error
                        .token
                        .and_then(|index| expanded.get(index))
                        .map(|token| token.span)
                        .unwrap_or_else(|| end_of_line_span(env, line));
                    env.error(105, span, error.message("if"));
                    true
                }
            }
        }
    }
}

/// cgc reports a directive that ends too early at the line after it (it has
/// read the newline): a zero-width span just past the line's end.
fn end_of_line_span(env: &Env, line: &DirectiveLine) -> Span {
    let span = line.span();
    let text = &env.sources.get(span.file).text;
    let after = text[span.end as usize..]
        .find('\n')
        .map_or(text.len(), |offset| span.end as usize + offset + 1);
    Span::new(span.file, after..after)
}

/// The text after the directive name, as written (`#error` and `#warning`).
fn rest_of_line(env: &Env, line: &DirectiveLine) -> String {
    match (line.tokens.get(1), line.tokens.last()) {
        (Some(first), Some(last)) => env.sources.snippet(first.span.to(last.span)).to_string(),
        _ => String::new(),
    }
}

/// `"name"` or `<name>`, after macro expansion if the line is neither.
fn include_operand(env: &mut Env, line: &DirectiveLine) -> Option<(String, bool)> {
    let operands = &line.tokens[1..];
    if let Some(operand) = direct_include_operand(env, operands) {
        return Some(operand);
    }
    let expanded = expand::expand_list(env, operands.to_vec());
    direct_include_operand(env, &expanded)
}

fn direct_include_operand(env: &Env, operands: &[Token]) -> Option<(String, bool)> {
    match operands {
        [string] if string.kind == TokenKind::String => Some((unquote(&string.text), false)),
        [open, .., close] if open.is_punct("<") && close.is_punct(">") => {
            // The name is the text between the brackets as written, when the
            // tokens are contiguous in one file; else their texts joined.
            let inner = &operands[1..operands.len() - 1];
            let same_file = operands
                .iter()
                .all(|token| token.span.file == open.span.file);
            let name = if same_file && open.expansion.is_none() {
                let span = Span {
                    start: open.span.end,
                    end: close.span.start,
                    ..open.span
                };
                env.sources.snippet(span).trim().to_string()
            } else {
                inner.iter().map(|token| token.text.as_str()).collect()
            };
            (!name.is_empty()).then_some((name, true))
        }
        _ => None,
    }
}

fn unquote(text: &str) -> String {
    text.strip_prefix('"')
        .and_then(|inner| inner.strip_suffix('"'))
        .unwrap_or(text)
        .to_string()
}

fn define(env: &mut Env, line: &DirectiveLine) {
    let Some(definition) = parse_define(&line.tokens[1..]) else {
        let span = line
            .tokens
            .get(1)
            .filter(|token| token.kind != TokenKind::Ident)
            .map(|token| token.span)
            .unwrap_or_else(|| end_of_line_span(env, line));
        env.error(105, span, "Syntax error in #define");
        return;
    };
    let (name, new_macro) = definition;
    if let Some(previous) = env.macros.get(&name.text) {
        if !previous.same_definition(&new_macro) {
            env.warning(7101, name.span, format!("Macro {} redefined", name.text));
        }
    }
    env.name_id(&name.text);
    env.macros.insert(name.text.clone(), Rc::new(new_macro));
}

/// `NAME body` or `NAME(params) body` (the `(` touching the name); `None` on a
/// syntax error.
fn parse_define(operands: &[Token]) -> Option<(Token, Macro)> {
    let name = operands
        .first()
        .filter(|token| token.kind == TokenKind::Ident)?;
    let function_like = operands
        .get(1)
        .is_some_and(|token| token.is_punct("(") && !token.space_before);
    if !function_like {
        let body = operands[1..].to_vec();
        return Some((
            name.clone(),
            Macro {
                params: None,
                variadic: false,
                body,
            },
        ));
    }
    let mut params = Vec::new();
    let mut variadic = false;
    let mut index = 2;
    loop {
        let token = operands.get(index)?;
        index += 1;
        if token.is_punct(")") && params.is_empty() && !variadic {
            break;
        }
        if token.is_punct("...") {
            variadic = true;
            params.push("__VA_ARGS__".to_string());
        } else if token.kind == TokenKind::Ident && !params.contains(&token.text) {
            params.push(token.text.clone());
        } else {
            return None;
        }
        let separator = operands.get(index)?;
        index += 1;
        if separator.is_punct(")") {
            break;
        }
        if !separator.is_punct(",") || variadic {
            return None;
        }
    }
    let body = operands[index..].to_vec();
    Some((
        name.clone(),
        Macro {
            params: Some(params),
            variadic,
            body,
        },
    ))
}

fn undef(env: &mut Env, line: &DirectiveLine) {
    match &line.tokens[1..] {
        [name] if name.kind == TokenKind::Ident => {
            env.macros.remove(&name.text);
        }
        _ => {
            let span = end_of_line_span(env, line);
            env.error(105, span, "Syntax error in #undef");
        }
    }
}

#[cfg(test)]
mod tests;
