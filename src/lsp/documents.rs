//! The open documents and the salsa database that lives across their edits.
//!
//! Each document owns two salsa inputs: its [`Source`] (the buffer's
//! preprocessed tokens, replaced on every edit, and the settings' library,
//! `-nostdlib` or not) and its [`db::CompileOptions`] (profile, entry,
//! `-no_uniform_blocks`).
//! The settings' parts are set only when they change, since changing them
//! re-checks every function (and a change of library parses the file anew).
//! An edit of ordinary code lines is spliced into the last preprocessing
//! ([`splice`]), its tokens into the database's in place; any other edit
//! re-runs the preprocessor over the whole file. Then
//! [`db::check_diagnostics`]: only the items the edit touched are parsed
//! again, the others are shared with the previous parse, and only the
//! functions whose bodies changed are re-checked.
//!
//! Sema reads the tokens as the command line gives them to it: each in its
//! own place of a synthetic file ([`driver::Synthetic`]), mapped back to the
//! user's files for diagnostics and positions. So a diagnostic inside a
//! macro expansion points at the macro's use, as `cgrs` reports it.
//!
//! `#include`s are resolved relative to the including file, then to the
//! settings' include directories; an open buffer wins over the file on disk,
//! and an edit in a buffer re-analyses the open documents that include it.

use super::config::{Settings, WorkspaceConfig};
use super::position::{apply_change, LineIndex};
use super::splice::{self, Edit};
use super::text;
use crate::diag::{self, Diagnostic, Severity};
use crate::driver::{self, Compiled};
use crate::sema::db::{self, Database, Source, SourceTokens};
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::preprocess::{
    self, normalize_path, FileSystemLoader, IncludeLoader, PreprocessOptions, Preprocessed,
};
use lsp_types::{DiagnosticRelatedInformation, Location, TextDocumentContentChangeEvent, Url};
use salsa::Setter;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The main file's id in every document's source map (added first).
pub const MAIN: FileId = FileId(0);

/// One open buffer.
pub struct Document {
    pub uri: Url,
    /// The file's path, for `file:` URIs.
    pub path: Option<PathBuf>,
    pub text: String,
    pub settings: Settings,
    pub source: Source,
    pub options: db::CompileOptions,
    /// The main file and the files it includes, as last preprocessed.
    pub sources: SourceMap,
    pub preprocessed: Preprocessed,
    /// Where sema's spans are: the preprocessed tokens' synthetic places.
    pub synthetic: driver::Synthetic,
    /// Every name the files' `#define`s and the options define, and the
    /// names the preprocessor itself expands: a word an edit may not add
    /// to be spliced ([`splice`]).
    macros: HashSet<String>,
}

/// Every open document, the database and the configuration.
#[derive(Default)]
pub struct Workspace {
    pub db: Database,
    pub config: WorkspaceConfig,
    pub documents: HashMap<Url, Document>,
}

impl Workspace {
    pub fn new(config: WorkspaceConfig) -> Workspace {
        Workspace {
            db: Database::new(),
            config,
            documents: HashMap::new(),
        }
    }

    pub fn open(&mut self, uri: Url, text: String) {
        let path = uri.to_file_path().ok();
        let settings = self.config.settings(path.as_deref(), &text);
        let source = Source::new(
            &self.db,
            MAIN,
            settings.options.library,
            SourceTokens::default(),
        );
        let options = db::CompileOptions::new(
            &self.db,
            settings.options.profile,
            settings.options.entry.clone(),
            settings.options.uniform_blocks,
        );
        let document = Document {
            uri: uri.clone(),
            path,
            text,
            settings,
            source,
            options,
            sources: SourceMap::new(),
            preprocessed: Preprocessed::default(),
            synthetic: driver::Synthetic::default(),
            macros: HashSet::new(),
        };
        self.documents.insert(uri.clone(), document);
        self.analyse(&uri);
    }

    /// Applies an edit; returns the documents to re-publish (this one and
    /// the open documents that include it), or `None` for an unknown URI.
    pub fn change(
        &mut self,
        uri: &Url,
        changes: &[TextDocumentContentChangeEvent],
    ) -> Option<Vec<Url>> {
        let document = self.documents.get_mut(uri)?;
        let text = &mut document.text;
        // The main file's line starts, the text's until the first change.
        debug_assert_eq!(document.sources.get(MAIN).text, *text);
        let main_index = LineIndex::of_file(document.sources.get(MAIN));
        let edits: Vec<Option<Edit>> = changes
            .iter()
            .enumerate()
            .map(|(n, change)| {
                let old = apply_change(text, (n == 0).then_some(&main_index), change)?;
                Some(Edit {
                    old,
                    inserted: change.text.len(),
                })
            })
            .collect();
        // One ranged change (what editors send per keystroke) may be
        // spliced into the last preprocessing.
        let edit = match edits.as_slice() {
            [Some(edit)] => Some(edit.clone()),
            _ => None,
        };
        let mut affected = vec![uri.clone()];
        affected.extend(self.includers_of(uri));
        for (index, uri) in affected.iter().enumerate() {
            let spliced = index == 0 && edit.as_ref().is_some_and(|edit| self.splice(uri, edit));
            if !spliced {
                self.analyse(uri);
            }
        }
        Some(affected)
    }

    pub fn close(&mut self, uri: &Url) {
        self.documents.remove(uri);
    }

    /// The open documents other than `uri` whose last preprocessing read
    /// `uri`'s file.
    fn includers_of(&self, uri: &Url) -> Vec<Url> {
        let Some(path) = self.documents.get(uri).and_then(|d| d.path.clone()) else {
            return Vec::new();
        };
        let path = normalize_path(&path);
        self.documents
            .values()
            .filter(|document| &document.uri != uri)
            .filter(|document| {
                document.preprocessed.included.iter().any(|&file| {
                    document
                        .sources
                        .get(file)
                        .path
                        .as_ref()
                        .is_some_and(|p| normalize_path(p) == path)
                })
            })
            .map(|document| document.uri.clone())
            .collect()
    }

    /// Applies `edit` of a document's text to its last preprocessing
    /// ([`splice`]) and updates the salsa inputs; `false` when the document
    /// must be analysed whole.
    fn splice(&mut self, uri: &Url, edit: &Edit) -> bool {
        self.db.take_executions();
        // The settings come from the first line, which a splice never
        // touches.
        let Some(document) = self.documents.get_mut(uri) else {
            return false;
        };
        let old_text = &document.sources.get(MAIN).text;
        let Some(replaced) = splice::splice(
            &mut document.preprocessed,
            MAIN,
            old_text,
            &document.text,
            edit,
            &document.macros,
        ) else {
            return false;
        };
        // The main file's new text; the included files stay as they were read.
        let inserted = &document.text[edit.old.start..edit.old.start + edit.inserted];
        document
            .sources
            .get_mut(MAIN)
            .edit(edit.old.clone(), inserted);
        debug_assert_eq!(document.sources.get(MAIN).text, document.text);
        // The tokens are taken out of the database, changed in place and
        // put back: copying all of them is what an edit of a large file
        // would otherwise spend its time on.
        let mut tokens = document
            .source
            .set_tokens(&mut self.db)
            .to(SourceTokens::default());
        document.synthetic.splice(
            &document.preprocessed,
            &mut tokens,
            replaced.old,
            replaced.inserted,
        );
        document.source.set_tokens(&mut self.db).to(tokens);
        true
    }

    /// Re-reads the settings, preprocesses, and updates the salsa inputs.
    fn analyse(&mut self, uri: &Url) {
        // The log of checks is for tests, which read it after the check
        // that follows; a session must not grow it edit after edit.
        self.db.take_executions();
        let Some(mut document) = self.documents.remove(uri) else {
            return;
        };
        document.settings = self
            .config
            .settings(document.path.as_deref(), &document.text);
        let options = &document.settings.options;
        if document.options.profile(&self.db) != options.profile {
            document
                .options
                .set_profile(&mut self.db)
                .to(options.profile);
        }
        if document.options.entry(&self.db) != &options.entry {
            let entry = options.entry.clone();
            document.options.set_entry(&mut self.db).to(entry);
        }
        if document.options.uniform_blocks(&self.db) != options.uniform_blocks {
            document
                .options
                .set_uniform_blocks(&mut self.db)
                .to(options.uniform_blocks);
        }
        if document.source.library(&self.db) != options.library {
            document
                .source
                .set_library(&mut self.db)
                .to(options.library);
        }
        let mut sources = SourceMap::new();
        let name = document
            .path
            .as_ref()
            .map_or_else(|| uri.to_string(), |p| p.display().to_string());
        let main = sources.add(crate::span::SourceFile::new(
            name,
            document.path.clone(),
            document.text.clone(),
        ));
        debug_assert_eq!(main, MAIN);
        let preprocess_options = PreprocessOptions {
            defines: options.defines.clone(),
            include_dirs: options.include_dirs.clone(),
            ..PreprocessOptions::default()
        };
        let loader = Overlay {
            documents: &self.documents,
        };
        let preprocessed = preprocess::preprocess(&mut sources, main, &preprocess_options, &loader);
        let (synthetic, tokens) = driver::Synthetic::new(&sources, &preprocessed);
        if document.source.file(&self.db) != synthetic.file {
            document.source.set_file(&mut self.db).to(synthetic.file);
        }
        document.source.set_tokens(&mut self.db).to(tokens);
        document.macros = macro_names(&sources, &preprocess_options);
        document.sources = sources;
        document.preprocessed = preprocessed;
        document.synthetic = synthetic;
        self.documents.insert(uri.clone(), document);
    }

    /// Syntax and semantic diagnostics (and the preprocessor's, and the
    /// settings' own problem), from the database.
    pub fn check_diagnostics(&self, uri: &Url) -> Vec<Diagnostic> {
        let Some(document) = self.documents.get(uri) else {
            return Vec::new();
        };
        let mut diagnostics = document.settings_diagnostics();
        diagnostics.extend(document.preprocessed.diagnostics.iter().cloned());
        if diag::has_errors(&document.preprocessed.diagnostics) {
            // As the driver: sema on a broken preprocessing only adds noise.
            return diagnostics;
        }
        let mut checked = db::check_diagnostics(&self.db, document.source, document.options);
        document
            .synthetic
            .remap_all(&document.preprocessed, &mut checked);
        diagnostics.extend(checked);
        diagnostics.extend(self.removed_code_warnings(document));
        without_repeats(diagnostics)
    }

    /// Warnings for what cgc would report as errors but for being in code a
    /// constant condition removes (an undefined name behind a
    /// `static const bool` switch): the command line says nothing there,
    /// as cgc; an editor user wants to see them.
    fn removed_code_warnings(&self, document: &Document) -> Vec<Diagnostic> {
        if diag::has_errors(&document.preprocessed.diagnostics) {
            return Vec::new();
        }
        let mut warnings = db::removed_code_warnings(&self.db, document.source, document.options);
        document
            .synthetic
            .remap_all(&document.preprocessed, &mut warnings);
        warnings
    }

    /// The whole pipeline through the back end (resource limits, profile
    /// restrictions), on the buffer's current text and includes, and the
    /// warnings of [`Self::check_diagnostics`] about removed code.
    pub fn build(&self, uri: &Url) -> Option<Compiled> {
        let document = self.documents.get(uri)?;
        let mut compiled = document.build(&document.settings.options);
        compiled
            .diagnostics
            .extend(self.removed_code_warnings(document));
        Some(compiled)
    }

    /// [`Workspace::build`] with another entry function.
    pub fn build_entry(&self, uri: &Url, entry: &str) -> Option<Compiled> {
        let document = self.documents.get(uri)?;
        let options = driver::CompileOptions {
            entry: Some(entry.to_string()),
            ..document.settings.options.clone()
        };
        Some(document.build(&options))
    }
}

impl Document {
    fn build(&self, options: &driver::CompileOptions) -> Compiled {
        let document = self;
        let mut compiled = if diag::has_errors(&document.preprocessed.diagnostics) {
            Compiled::failed(Vec::new())
        } else {
            driver::compile_preprocessed(&document.sources, MAIN, &document.preprocessed, options)
        };
        let mut diagnostics = document.settings_diagnostics();
        diagnostics.extend(document.preprocessed.diagnostics.iter().cloned());
        diagnostics.append(&mut compiled.diagnostics);
        compiled.diagnostics = without_repeats(diagnostics);
        compiled
    }

    /// The settings' problem, as a diagnostic on the first line.
    fn settings_diagnostics(&self) -> Vec<Diagnostic> {
        let Some(error) = &self.settings.error else {
            return Vec::new();
        };
        let end = self.text.find('\n').unwrap_or(self.text.len());
        let message = format!(
            "cgrs settings ({:?}): {error}; checking with -noentry",
            self.settings.origin
        );
        vec![Diagnostic::error(0, Span::new(MAIN, 0..end), message)]
    }

    /// The URI of a file of this document's source map.
    pub fn file_uri(&self, file: FileId) -> Option<Url> {
        if file == MAIN {
            return Some(self.uri.clone());
        }
        let path = self
            .sources
            .files()
            .find(|&(id, _)| id == file)?
            .1
            .path
            .as_ref()?;
        Url::from_file_path(std::path::absolute(path).ok()?).ok()
    }

    /// The text of a file of this document's source map: the buffer's for
    /// the main file.
    pub fn text_of(&self, file: FileId) -> &str {
        if file == MAIN {
            &self.text
        } else {
            self.sources
                .files()
                .find(|&(id, _)| id == file)
                .map_or("", |(_, source)| source.text.as_str())
        }
    }

    /// The LSP location of a span of this document's files.
    pub fn location(&self, span: Span) -> Option<Location> {
        let uri = self.file_uri(span.file)?;
        let text = self.text_of(span.file);
        Some(Location::new(uri, LineIndex::new(text).range(span.range())))
    }

    /// The LSP diagnostics of this document, then a hint over each
    /// inactive `#if` region.
    pub fn lsp_diagnostics(&self, diagnostics: &[Diagnostic]) -> Vec<lsp_types::Diagnostic> {
        // The main file of the last analysis holds the buffer's text.
        let index = LineIndex::of_file(self.sources.get(MAIN));
        let mut published: Vec<lsp_types::Diagnostic> = diagnostics
            .iter()
            .map(|diagnostic| self.lsp_diagnostic(&index, diagnostic))
            .collect();
        published.extend(self.inactive_lines().into_iter().map(inactive_hint));
        published
    }

    /// The lines of the main file the preprocessor skipped (0-based, the
    /// end excluded): between a directive that starts skipping and the one
    /// that resumes (or the end of the file).
    pub fn inactive_lines(&self) -> Vec<std::ops::Range<u32>> {
        use crate::syntax::preprocess::LineEventKind;
        let mut regions = Vec::new();
        let mut skipping_from = None;
        for event in &self.preprocessed.line_events {
            if event.file != MAIN {
                continue;
            }
            match &event.kind {
                LineEventKind::Directive { resumes, skips, .. } => {
                    if *resumes {
                        if let Some(from) = skipping_from.take() {
                            // The resuming directive's first line, 0-based.
                            let to = event.first_line.saturating_sub(1);
                            regions.push(from..to.max(from));
                        }
                    }
                    if *skips {
                        // The lines after the directive's last one.
                        skipping_from = Some(event.last_line);
                    }
                }
                LineEventKind::FileEnd => {
                    if let Some(from) = skipping_from.take() {
                        regions.push(from..event.last_line.max(from));
                    }
                }
                LineEventKind::FileStart => {}
            }
        }
        regions.retain(|region| !region.is_empty());
        regions
    }

    /// An LSP diagnostic of this document. A problem in an included file is
    /// shown on the first line of the main file, its place in the message and
    /// in the related information.
    fn lsp_diagnostic(&self, index: &LineIndex, diagnostic: &Diagnostic) -> lsp_types::Diagnostic {
        let mut message = diagnostic.message.clone();
        let file = |id| self.sources.files().find(|&(file, _)| file == id);
        let range = match diagnostic.span {
            Some(span) if span.file == MAIN => index.range(span.range()),
            Some(span) => {
                if let Some((_, file)) = file(span.file) {
                    let (line, _) = file.line_col(span.start);
                    message = format!("{}({line}): {message}", file.name);
                }
                index.range(0..0)
            }
            None => index.range(0..0),
        };
        for note in &diagnostic.notes {
            message.push_str("\nnote: ");
            message.push_str(note);
        }
        let related: Vec<DiagnosticRelatedInformation> = diagnostic
            .labels
            .iter()
            .filter_map(|label| {
                Some(DiagnosticRelatedInformation {
                    location: self.location(label.span)?,
                    message: label.message.clone(),
                })
            })
            .chain(diagnostic.earlier.and_then(|span| {
                Some(DiagnosticRelatedInformation {
                    location: self.location(span)?,
                    message: "declared earlier here".to_string(),
                })
            }))
            .collect();
        lsp_types::Diagnostic {
            range,
            severity: Some(match diagnostic.severity {
                Severity::Error => lsp_types::DiagnosticSeverity::ERROR,
                Severity::Warning => lsp_types::DiagnosticSeverity::WARNING,
                Severity::Note => lsp_types::DiagnosticSeverity::INFORMATION,
            }),
            code: Some(lsp_types::NumberOrString::String(diagnostic.code_string())),
            source: Some("cgrs".to_string()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            ..lsp_types::Diagnostic::default()
        }
    }
}

/// A hint that fades an inactive region: editors show
/// [`lsp_types::DiagnosticTag::UNNECESSARY`] as faded text without any theme
/// support (VS Code, Neovim, Helix), where a semantic-token modifier for
/// inactive code is styled only by themes that know it.
fn inactive_hint(lines: std::ops::Range<u32>) -> lsp_types::Diagnostic {
    lsp_types::Diagnostic {
        range: lsp_types::Range::new(
            lsp_types::Position::new(lines.start, 0),
            lsp_types::Position::new(lines.end, 0),
        ),
        severity: Some(lsp_types::DiagnosticSeverity::HINT),
        source: Some("cgrs".to_string()),
        message: "inactive: skipped by the preprocessor".to_string(),
        tags: Some(vec![lsp_types::DiagnosticTag::UNNECESSARY]),
        ..lsp_types::Diagnostic::default()
    }
}

/// The names `#define` lines of `sources` and the options define, and the
/// preprocessor's own (`__LINE__`, `__FILE__`, `defined`).
fn macro_names(sources: &SourceMap, options: &PreprocessOptions) -> HashSet<String> {
    let mut names: HashSet<String> = ["__LINE__", "__FILE__", "defined"].map(String::from).into();
    names.extend(options.defines.iter().map(|define| define.name.clone()));
    for (_, file) in sources.files() {
        let text = file.text.as_str();
        for (directive, rest) in text::directive_lines(text) {
            if directive != "define" {
                continue;
            }
            let after = &text[rest.clone()];
            let first = rest.start + (after.len() - after.trim_start().len());
            if let Some((at, name)) = text::word_at(text, first) {
                if at == first {
                    names.insert(name.to_string());
                }
            }
        }
    }
    names
}

/// Included files: an open buffer's text, else the file on disk.
struct Overlay<'a> {
    documents: &'a HashMap<Url, Document>,
}

impl IncludeLoader for Overlay<'_> {
    fn load(&self, path: &Path) -> Option<String> {
        let wanted = normalize_path(&std::path::absolute(path).ok()?);
        let open = self.documents.values().find(|document| {
            document
                .path
                .as_ref()
                .is_some_and(|p| normalize_path(p) == wanted)
        });
        match open {
            Some(document) => Some(document.text.clone()),
            None => FileSystemLoader.load(path),
        }
    }
}

/// `diagnostics` without the repeats cgc prints (the warnings about late
/// library calls, reported at each of its two compiles of a function:
/// `sema::eager_calls`): an editor shows each problem once.
fn without_repeats(diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut seen = std::collections::HashSet::new();
    diagnostics
        .into_iter()
        .filter(|diagnostic| seen.insert(diagnostic.clone()))
        .collect()
}
