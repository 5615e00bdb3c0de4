//! The preprocessor's data: options, the include loaders, macros and hide
//! sets, the expansion table, the result ([`Preprocessed`]) and the state
//! the reader and the expander share ([`Env`]).

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::span::{FileId, SourceMap, Span};
pub use crate::syntax::lexer::ExpansionId;
use crate::syntax::lexer::Token;

/// The value cgc 3.1 gives `__CGC__` (3.1.0013), its only predefined macro.
pub const CGC_VERSION_MACRO_VALUE: &str = "30113";

/// The name of the pseudo-file holding `__CGC__` and the `-D` definitions.
pub const PREDEFINED_FILE_NAME: &str = "<command-line>";

/// The default cap on `#include` nesting.
pub const DEFAULT_MAX_INCLUDE_DEPTH: usize = 64;

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
    /// `-MG`: an `#include` that cannot be found is recorded in
    /// [`Preprocessed::missing_includes`] instead of being an error.
    pub missing_includes_ok: bool,
}

impl Default for PreprocessOptions {
    fn default() -> Self {
        PreprocessOptions {
            defines: Vec::new(),
            include_dirs: Vec::new(),
            max_include_depth: DEFAULT_MAX_INCLUDE_DEPTH,
            missing_includes_ok: false,
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
    /// Only regular files below [`crate::span::MAX_SOURCE_FILE_BYTES`] are
    /// read: `#include "/dev/zero"` is a file that cannot be opened.
    fn load(&self, path: &Path) -> Option<String> {
        crate::span::read_source_text(path).ok()
    }
}

/// Serves included files from memory, keyed by their lexically normalised path.
#[derive(Clone, Debug, Default)]
pub struct MemoryLoader {
    pub(super) files: HashMap<PathBuf, String>,
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
    /// For `#pragma pack_matrix` with a setting cgc knows (after macro
    /// expansion, in any letter case): whether it asks for column-major
    /// uniform matrices.
    pub column_major: Option<bool>,
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
    /// Every `#include` that read a file, in order, a file included again
    /// (whatever its guard leaves of it) each time: cgc echoes each one's
    /// name and counts its lines in its summary (probe
    /// tests/field/heldout9/repro/include_line_count.cg).
    pub inclusions: Vec<FileId>,
    /// Includes that were not found, as written, when
    /// [`PreprocessOptions::missing_includes_ok`] is set.
    pub missing_includes: Vec<String>,
    /// What `#line` directives said, in source order per file.
    pub line_remaps: Vec<LineRemap>,
    /// Directives, file starts and ends of the main file and its includes,
    /// in reading order.
    pub line_events: Vec<LineEvent>,
    /// Whether `__LINE__` was expanded anywhere (directly or through a
    /// macro): the tokens then depend on line numbers, which
    /// [`Self::expansions`] does not record.
    pub expands_line_numbers: bool,
}

/// A place where `-E` output with `#line` markers ends a line of its own
/// (cgc keeps the line structure of its input: see `render`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineEvent {
    pub kind: LineEventKind,
    pub file: FileId,
    /// Physical lines (1-based) the event covers: a directive's first and
    /// last (spliced) line; for a file's start 0, for its end its last line.
    pub first_line: u32,
    pub last_line: u32,
    /// The file name and line `#line` directives give the directive's line.
    pub presumed_name: String,
    pub presumed_line: i64,
    /// How many output tokens precede the event.
    pub token_index: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineEventKind {
    /// A directive read in an active group or ending a skipped one.
    Directive {
        /// cgc prints an (empty) line for it: every directive but `#include`
        /// and one that starts skipping.
        newline: bool,
        /// It ends skipped lines.
        resumes: bool,
        /// Skipping starts after it.
        skips: bool,
        /// A passed-on directive's text (`pragma pack_matrix(row_major)`).
        text: Option<String>,
    },
    /// An included file starts: cgc prints an empty line numbered 0.
    FileStart,
    FileEnd,
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
pub(super) fn root_invocation(expansions: &[Expansion], id: ExpansionId) -> Span {
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

/// A token in flight, with the names of the macros it may not expand again.
#[derive(Clone, Debug)]
pub(super) struct PpToken {
    pub(super) token: Token,
    pub(super) hide: HideSet,
}

impl PpToken {
    pub(super) fn plain(token: Token) -> PpToken {
        PpToken {
            token,
            hide: HideSet::default(),
        }
    }
}

/// A sorted set of macro name ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct HideSet(pub(super) Vec<u32>);

impl HideSet {
    pub(super) fn contains(&self, id: u32) -> bool {
        self.0.binary_search(&id).is_ok()
    }

    pub(super) fn with(&self, id: u32) -> HideSet {
        let mut ids = self.0.clone();
        if let Err(index) = ids.binary_search(&id) {
            ids.insert(index, id);
        }
        HideSet(ids)
    }

    /// Adds `other`'s ids, in place: every token of an expansion takes the
    /// macro's hide set, so this runs once per expanded token.
    pub(super) fn add(&mut self, other: &HideSet) {
        if self.0.is_empty() {
            self.0.clone_from(&other.0);
            return;
        }
        for &id in &other.0 {
            if let Err(index) = self.0.binary_search(&id) {
                self.0.insert(index, id);
            }
        }
    }

    pub(super) fn intersection(&self, other: &HideSet) -> HideSet {
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
pub(super) struct Macro {
    /// `None` for object-like macros; for variadic ones the last is `__VA_ARGS__`.
    pub(super) params: Option<Vec<String>>,
    pub(super) variadic: bool,
    pub(super) body: Vec<Token>,
    /// The white space before each body token after the first, as cgc 3.1
    /// counts it for its redefinition warning: one per blank character (a
    /// comment is one), so `1 + 2` and `1  + 2` differ; 0 where unknown.
    pub(super) gaps: Vec<u32>,
}

impl Macro {
    /// Same definition in cgc 3.1's sense: same parameters, same body
    /// tokens with the same amount of white space between them (C asks only
    /// whether there is some; cgc warns for `1 + 2` after `1  + 2`).
    pub(super) fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self.gaps == other.gaps
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

/// The defined macros by name. Every identifier of the input is looked up
/// here, and nearly all are not macros: a 256-bit filter over the names ever
/// defined (by length and first and last byte) answers most lookups without
/// hashing the name (SipHash, kept because the names come from the input).
#[derive(Default)]
pub(super) struct MacroTable {
    by_name: HashMap<String, Rc<Macro>>,
    ever_defined: [u64; 4],
}

impl MacroTable {
    fn filter_bit(name: &str) -> (usize, u64) {
        let bytes = name.as_bytes();
        let first = bytes.first().copied().unwrap_or(0);
        let last = bytes.last().copied().unwrap_or(0);
        let mixed = (usize::from(first) * 31 + usize::from(last) * 7 + bytes.len()) & 255;
        (mixed / 64, 1 << (mixed % 64))
    }

    fn may_hold(&self, name: &str) -> bool {
        let (word, bit) = Self::filter_bit(name);
        self.ever_defined[word] & bit != 0
    }

    pub(super) fn get(&self, name: &str) -> Option<&Rc<Macro>> {
        if !self.may_hold(name) {
            return None;
        }
        self.by_name.get(name)
    }

    pub(super) fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub(super) fn insert(&mut self, name: String, definition: Rc<Macro>) {
        let (word, bit) = Self::filter_bit(&name);
        self.ever_defined[word] |= bit;
        self.by_name.insert(name, definition);
    }

    pub(super) fn remove(&mut self, name: &str) {
        self.by_name.remove(name);
    }
}

/// The state macro expansion needs, apart from where tokens come from.
pub(super) struct Env<'a> {
    pub(super) sources: &'a mut SourceMap,
    pub(super) macros: MacroTable,
    pub(super) name_ids: HashMap<String, u32>,
    pub(super) expansions: Vec<Expansion>,
    pub(super) diagnostics: Vec<Diagnostic>,
    /// The diagnostics reported so far, to report each once: an error in a
    /// macro's body is found again at every expansion, at the same place.
    pub(super) reported: HashSet<(u32, Span, String)>,
    /// `#line` adjustment for the file being read: presumed = physical + delta.
    pub(super) line_delta: i64,
    /// `__FILE__` of the file being read (its name, or the one `#line` gave).
    pub(super) presumed_name: String,
    /// Output tokens so far (for placing passed directives).
    pub(super) emitted: usize,
    /// `__LINE__` was expanded ([`Preprocessed::expands_line_numbers`]).
    pub(super) expanded_line: bool,
    /// Token lists being expanded on their own, one inside the other
    /// (macro arguments, `#if` lines).
    pub(super) argument_nesting: usize,
    /// Tokens of those lists, which are all held at once.
    pub(super) argument_tokens: usize,
    pub(super) argument_nesting_reported: bool,
    /// Tokens macro bodies produced so far.
    pub(super) expanded_tokens: usize,
    /// The runaway-expansion error was reported.
    pub(super) runaway_reported: bool,
}

/// Beyond this many expansions the input is treated as runaway (an exponential
/// macro tower, or an argument doubled at each of many nested calls such as
/// `SQR(SQR(SQR(...)))`) and expansion stops with an error. The most any
/// shader of the test corpora or corpus-real expands is 59; the bound leaves
/// room for generated code while keeping a runaway input near 0.1 s.
pub(super) const MAX_EXPANSIONS: usize = 50_000;

/// Beyond this many tokens produced by macro bodies, likewise: a bound on the
/// memory a macro tower can take (each expansion may produce many tokens).
/// The corpora's largest is 1,197.
pub(super) const MAX_EXPANDED_TOKENS: usize = 1 << 18;

impl<'a> Env<'a> {
    pub(super) fn new(sources: &'a mut SourceMap) -> Self {
        Env {
            sources,
            macros: MacroTable::default(),
            name_ids: HashMap::new(),
            expansions: Vec::new(),
            diagnostics: Vec::new(),
            reported: HashSet::new(),
            line_delta: 0,
            presumed_name: String::new(),
            emitted: 0,
            expanded_line: false,
            argument_nesting: 0,
            argument_tokens: 0,
            argument_nesting_reported: false,
            expanded_tokens: 0,
            runaway_reported: false,
        }
    }

    pub(super) fn name_id(&mut self, name: &str) -> u32 {
        let next = self.name_ids.len() as u32;
        *self.name_ids.entry(name.to_string()).or_insert(next)
    }

    pub(super) fn error(&mut self, code: u32, span: Span, message: impl Into<String>) {
        let message = message.into();
        if self.reported.insert((code, span, message.clone())) {
            self.diagnostics
                .push(Diagnostic::error(code, span, message));
        }
    }

    pub(super) fn warning(&mut self, code: u32, span: Span, message: impl Into<String>) {
        let message = message.into();
        if self.reported.insert((code, span, message.clone())) {
            self.diagnostics
                .push(Diagnostic::warning(code, span, message));
        }
    }

    /// The presumed (`#line`-adjusted) line of a span in the file being read.
    pub(super) fn presumed_line(&self, span: Span) -> i64 {
        i64::from(self.sources.line(span)) + self.line_delta
    }
}

/// Where tokens come from during expansion: the files being read (directives
/// handled on the way) or a list (a macro argument expanded on its own).
pub(super) trait TokenSource {
    fn next_token(&mut self, env: &mut Env) -> Option<PpToken>;
    fn push_front(&mut self, tokens: Vec<PpToken>);
}

/// A token list with nothing after it.
pub(super) struct ListSource(pub(super) VecDeque<PpToken>);

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
