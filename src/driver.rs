//! The compiler pipeline as a library function:
//! preprocess → parse → check → lower → optimize → select/allocate/emit.
//!
//! Sema reads the preprocessed tokens. Before it does, the driver gives each
//! token a place of its own in one synthetic file (as if the tokens were
//! written out one after another, separated by a space or a newline): a
//! macro body expanded at three uses yields tokens whose own spans all point
//! into the `#define`, and a diagnostic must still tell which use it came
//! from. Every diagnostic span in the synthetic file is then mapped back to
//! the original tokens' spans (the outermost macro use for an expanded
//! token, as cgc reports it), so messages name the user's file and line.
//!
//! Invariant: [`compile_preprocessed`] never panics on user input; every failure
//! is a diagnostic, and a program is returned only when there is no error.

use crate::back::{self, emit::EmitOptions, CompiledProgram};
use crate::diag::{self, Diagnostic, Label};
pub use crate::lower::Flatten;
use crate::lower::{self, Capabilities};
use crate::profile::{IfConvert, Profile, ProfileRef, Stage};
use crate::sema::db::{check_tokens_with, Checking, SourceTokens};
use crate::sema::hir;
pub use crate::sema::program::RunStage;
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::lexer::Token;
use crate::syntax::parser::Library;
use crate::syntax::preprocess::{self, Define, FileSystemLoader, PreprocessOptions, Preprocessed};
use crate::timing;
use std::path::PathBuf;

/// The name of a source read from standard input, as cgc calls it in
/// messages (`<stdin>(3) : error ...`); its header has no `source file` line.
pub const STDIN_NAME: &str = "<stdin>";

/// What to compile and how: all the pipeline reads. The faces build it — the
/// command line from cgc's arguments, the language server from its settings —
/// so the pipeline knows neither.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The profile, with its `-po` options applied.
    pub profile: ProfileRef,
    /// The entry function; `None` checks every function and compiles no
    /// program (`-noentry`).
    pub entry: Option<String>,
    pub defines: Vec<Define>,
    pub include_dirs: Vec<PathBuf>,
    /// `-unroll`: which loops lowering unrolls.
    pub unroll: Flatten,
    /// `-ifcvt`: which branches lowering turns into selects.
    pub ifcvt: Flatten,
    /// What the program's `# command line args:` comment echoes.
    pub header_args: Vec<String>,
    /// Whether the standard library is declared (`-nostdlib` leaves it out).
    pub library: Library,
    /// Whether named uniform blocks may be bound to buffers
    /// (`-no_uniform_blocks`, which libCg passes, forbids it).
    pub uniform_blocks: bool,
}

impl CompileOptions {
    /// Compile `entry` for `profile` with cgc's defaults for everything else.
    pub fn new(profile: ProfileRef, entry: Option<&str>) -> CompileOptions {
        CompileOptions {
            profile,
            entry: entry.map(str::to_string),
            defines: Vec::new(),
            include_dirs: Vec::new(),
            unroll: Flatten::Cheaper,
            ifcvt: Flatten::Cheaper,
            header_args: Vec::new(),
            library: Library::Standard,
            uniform_blocks: true,
        }
    }
}

/// The profile `-noentry` checks with when none is given. cgc's default,
/// vs_1_1, is a vertex profile; no profile restriction applies to a check
/// that reaches no entry, so the first built-in vertex profile serves.
pub fn default_check_profile() -> ProfileRef {
    crate::profile::profile_names()
        .filter_map(ProfileRef::builtin)
        .find(|profile| profile.stage == Stage::Vertex)
        .expect("a built-in vertex profile")
}

/// `-po name=value` options applied to `profile`, with cgc's warnings.
pub fn apply_profile_options<'a>(
    profile: ProfileRef,
    options: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
) -> (ProfileRef, Vec<Diagnostic>) {
    let mut options = options.into_iter().peekable();
    if options.peek().is_none() {
        // Shared: copying the description costs more than the rest of a
        // small compile's back end.
        return (profile, Vec::new());
    }
    let mut changed: Profile = profile.get().clone();
    let mut warnings = Vec::new();
    for (name, value) in options {
        warnings.extend(changed.set_written_option(name, value));
    }
    (ProfileRef::intern(changed), warnings)
}

/// The result of compiling one file.
pub struct Compiled {
    /// The assembly text, when compiling succeeded.
    pub program: Option<String>,
    pub diagnostics: Vec<Diagnostic>,
    /// The back end's result (allocated IR, layout, usage), when it ran.
    pub details: Option<Box<CompiledProgram>>,
    /// What the source declares that the back end's interface does not carry
    /// (`inout`, default values), for `--reflect`.
    pub declarations: crate::reflect::Declarations,
    /// How far cgc's run would get: the stage that failed, or code
    /// generation (cgc names unknown `-bl` layouts once per stage started).
    pub stage: RunStage,
    /// The struct and interface types the source defines outside function
    /// bodies, for the runtime's `cgGetUserType`.
    pub user_types: Vec<crate::reflect::UserType>,
}

impl Compiled {
    /// A compile that code generation failed.
    fn generation_failed(diagnostics: Vec<Diagnostic>) -> Compiled {
        Compiled {
            stage: RunStage::Code,
            ..Compiled::failed(diagnostics)
        }
    }

    /// A compile the front end stopped.
    pub fn failed(diagnostics: Vec<Diagnostic>) -> Compiled {
        Compiled::failed_at(diagnostics, RunStage::FrontEnd)
    }

    fn failed_at(diagnostics: Vec<Diagnostic>, stage: RunStage) -> Compiled {
        Compiled {
            program: None,
            diagnostics,
            details: None,
            declarations: Default::default(),
            stage,
            user_types: Vec::new(),
        }
    }
}

/// Preprocesses `main` (reading `#include`s from disk) and compiles it.
pub fn compile(sources: &mut SourceMap, main: FileId, options: &CompileOptions) -> Compiled {
    let preprocess_options = PreprocessOptions {
        defines: options.defines.clone(),
        include_dirs: options.include_dirs.clone(),
        ..PreprocessOptions::default()
    };
    let preprocessed = timing::time("preprocess", || {
        preprocess::preprocess(sources, main, &preprocess_options, &FileSystemLoader)
    });
    if diag::has_errors(&preprocessed.diagnostics) {
        let mut errors = check_after_preprocessor_errors(sources, &preprocessed, options);
        let mut diagnostics = preprocessed.diagnostics;
        diagnostics.append(&mut errors);
        return Compiled::failed(diagnostics);
    }
    let mut compiled = compile_preprocessed(sources, main, &preprocessed, options);
    let mut diagnostics = preprocessed.diagnostics;
    diagnostics.append(&mut compiled.diagnostics);
    compiled.diagnostics = diagnostics;
    compiled
}

/// The front end's diagnostics of a file the preprocessor reported errors in
/// (its own not included). cgc goes on to parse and check the file after
/// them (`#version`, `#error`, C0107, C0105) and reports the front end's
/// errors too, but none of those it reports only without other errors
/// (undefined names, the profile's), and compiles nothing (probes
/// tests/sema/cases/652-654).
pub fn check_after_preprocessor_errors(
    sources: &SourceMap,
    preprocessed: &Preprocessed,
    options: &CompileOptions,
) -> Vec<Diagnostic> {
    let (synthetic, tokens) = Synthetic::new(sources, preprocessed);
    let (_, diagnostics, _) = check_synthetic(
        &synthetic,
        preprocessed,
        tokens,
        options.entry.as_deref(),
        options.profile,
        Checking {
            library: options.library,
            uniform_blocks: options.uniform_blocks,
            prior_errors: true,
        },
    );
    diagnostics
}

/// Compiles an already preprocessed file (its own diagnostics not included).
pub fn compile_preprocessed(
    sources: &SourceMap,
    main: FileId,
    preprocessed: &Preprocessed,
    options: &CompileOptions,
) -> Compiled {
    let profile = options.profile;
    let entry = options.entry.as_deref();
    let (synthetic, tokens) = Synthetic::new(sources, preprocessed);
    let (program, mut diagnostics, stage) = check_synthetic(
        &synthetic,
        preprocessed,
        tokens,
        entry,
        profile,
        Checking {
            library: options.library,
            uniform_blocks: options.uniform_blocks,
            prior_errors: false,
        },
    );
    let Some(program) = program else {
        return Compiled::failed_at(diagnostics, stage);
    };
    if entry.is_none() || diag::has_errors(&diagnostics) {
        return Compiled::failed_at(diagnostics, stage);
    }
    let caps = with_flatten_options(capabilities(&profile), options);
    let mut lowered = match timing::time("lower", || lower::lower(&program, caps)) {
        Ok(lowered) => lowered,
        Err(mut errors) => {
            synthetic.remap_all(preprocessed, &mut errors);
            diagnostics.append(&mut errors);
            return Compiled::generation_failed(diagnostics);
        }
    };
    synthetic.remap_all(preprocessed, &mut lowered.warnings);
    diagnostics.append(&mut lowered.warnings);
    let emit_options = EmitOptions {
        banner: banner(sources, main, options),
    };
    let compiled = match back::compile(
        &lowered.program,
        &lowered.interface,
        &profile,
        &emit_options,
    ) {
        Ok(compiled) => {
            // cgc 3.1 says the back end's warnings (C6001, a GLSL built-in
            // narrower than its leaf) before its checks of the interface
            // (C7019, C7021), after the bodies' warnings.
            let at = diagnostics
                .iter()
                .position(|d| matches!(d.code, 7019 | 7021))
                .unwrap_or(diagnostics.len());
            diagnostics.splice(at..at, compiled.warnings.iter().cloned());
            Compiled {
                program: Some(compiled.text.clone()),
                diagnostics,
                details: Some(Box::new(compiled)),
                declarations: crate::reflect::declarations::collect(
                    &program,
                    &lower::annotation_constant,
                ),
                stage: RunStage::Code,
                user_types: crate::reflect::declarations::user_types(&program),
            }
        }
        Err(mut errors) => {
            synthetic.remap_all(preprocessed, &mut errors);
            diagnostics.append(&mut errors);
            Compiled::generation_failed(diagnostics)
        }
    };
    crate::disposal::discard((program, lowered, synthetic));
    compiled
}

/// Checks an already preprocessed file for `entry` and `profile` (the
/// semantic stage alone: no lowering, no program), with diagnostics pointing
/// into the user's files.
pub fn check_preprocessed(
    sources: &SourceMap,
    preprocessed: &Preprocessed,
    entry: Option<&str>,
    profile: ProfileRef,
) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let (synthetic, tokens) = Synthetic::new(sources, preprocessed);
    let (program, diagnostics, _) = check_synthetic(
        &synthetic,
        preprocessed,
        tokens,
        entry,
        profile,
        Checking::default(),
    );
    (program, diagnostics)
}

fn check_synthetic(
    synthetic: &Synthetic,
    preprocessed: &Preprocessed,
    tokens: SourceTokens,
    entry: Option<&str>,
    profile: ProfileRef,
    how: Checking,
) -> (Option<hir::Program>, Vec<Diagnostic>, RunStage) {
    let (program, mut diagnostics, stage) = timing::time("sema", || {
        check_tokens_with(synthetic.file, tokens, entry, profile, how)
    });
    synthetic.remap_all(preprocessed, &mut diagnostics);
    (program, diagnostics, stage)
}

/// The capabilities with `-unroll` and `-ifcvt` applied: where the command
/// line leaves the default, the profile's own rule stays.
fn with_flatten_options(caps: Capabilities, options: &CompileOptions) -> Capabilities {
    let or_profile = |asked: Flatten, profile: Flatten| match asked {
        Flatten::Cheaper => profile,
        asked => asked,
    };
    Capabilities {
        unroll: or_profile(options.unroll, caps.unroll),
        ifcvt: or_profile(options.ifcvt, caps.ifcvt),
        ..caps
    }
}

/// What the lowering needs to know of the target profile.
pub fn capabilities(profile: &Profile) -> Capabilities {
    use crate::ir::Opcode;
    Capabilities {
        stage: profile.stage(),
        has_cmp: profile.has_opcode(Opcode::Cmp.mnemonic())
            || profile.selects_with_condition_codes(),
        // Selection expands SIN/COS into cgc's polynomial where the profile
        // has no instruction for them.
        has_sin_cos: true,
        has_xpd: profile.has_opcode(Opcode::Xpd.mnemonic()),
        has_pow: profile.has_opcode(Opcode::Pow.mnemonic()),
        has_exp_log: profile.has_opcode(Opcode::Ex2.mnemonic())
            && profile.has_opcode(Opcode::Lg2.mnemonic()),
        has_frc_flr: profile.has_opcode(Opcode::Frc.mnemonic())
            && profile.has_opcode(Opcode::Flr.mnemonic()),
        has_ssg: profile.has_opcode(Opcode::Ssg.mnemonic()),
        relative_addressing: profile.has_opcode(Opcode::Arl.mnemonic()),
        has_seq_sne: profile.has_opcode(Opcode::Seq.mnemonic())
            && profile.has_opcode(Opcode::Sne.mnemonic()),
        has_integer_bits: Opcode::INTEGER_BITS
            .iter()
            .all(|op| profile.has_opcode(op.mnemonic())),
        has_saturate: profile.saturate,
        branches: profile.branches,
        unroll_past_exits: !profile.branches
            || profile.flatten.is_some_and(|rule| rule.unroll_past_exits),
        unroll: profile
            .flatten
            .map_or(Flatten::Cheaper, |rule| Flatten::Below(rule.unroll_below)),
        ifcvt: match profile.flatten.map(|rule| rule.if_convert) {
            Some(IfConvert::All) => Flatten::Always,
            Some(IfConvert::None) => Flatten::Never,
            None => Flatten::Cheaper,
        },
        max_lowered_instructions: lower::lowering_budget(profile.max_instructions()),
        position_output: match profile.dialect {
            _ if profile.active_position_invariance().is_some() => None,
            crate::profile::Dialect::Nv => Some("HPOS"),
            crate::profile::Dialect::Arb => Some("POSITION"),
            // cgc 3.1's GLSL profiles take a vertex program that writes no
            // position (glslv and glesv, at every `-po version`): GLSL's
            // `gl_Position` is then undefined, not a compile error.
            crate::profile::Dialect::Glsl => None,
        },
        glsl: profile.glsl.as_ref().map(|glsl| lower::GlslNaming {
            es: glsl.version().family == "es",
        }),
    }
}

/// The comment lines cgc prints after the header line.
fn banner(sources: &SourceMap, main: FileId, options: &CompileOptions) -> Vec<String> {
    let file = sources.get(main);
    let name = file
        .path
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| file.name.clone());
    let mut lines = vec![
        format!("cgrs version {}", env!("CARGO_PKG_VERSION")),
        format!("command line args: {}", options.header_args.join(" ")),
    ];
    if file.path.is_some() || name != STDIN_NAME {
        lines.push(format!("source file: {name}"));
    }
    lines
}

/// The preprocessed tokens placed one after another in a synthetic file,
/// with the way back to the originals.
///
/// Every token gets its own place, also the tokens of a macro body expanded
/// at several uses: a diagnostic on it therefore knows which use it came
/// from, which the tokens' own spans (all pointing into the `#define`)
/// cannot tell.
///
/// Only where each token starts is kept (four bytes a token); its length,
/// its original span and its expansion are read from the preprocessed
/// tokens (the ones it was made from, passed to every method) when a
/// diagnostic is mapped back. A large file has tens of thousands of tokens,
/// and every fresh page a compile touches costs. The language server keeps
/// one beside each document's preprocessed tokens, so its diagnostics and
/// positions are the command line's.
#[derive(Default)]
pub struct Synthetic {
    /// The synthetic file's id, which no loaded file has.
    pub file: FileId,
    /// Where the last token ends.
    end: u32,
    /// Where each preprocessed token starts in the synthetic file.
    starts: Vec<u32>,
}

impl Synthetic {
    /// The synthetic file, and the tokens sema reads: the preprocessed ones
    /// with synthetic spans.
    pub fn new(sources: &SourceMap, preprocessed: &Preprocessed) -> (Synthetic, SourceTokens) {
        // A file id no loaded file has: spans in it never reach the user.
        let file = FileId(sources.files().map(|(id, _)| id.0 + 1).max().unwrap_or(0) + 1_000_000);
        let mut end = 0;
        let mut starts = Vec::with_capacity(preprocessed.tokens.len());
        let mut sema_tokens = Vec::with_capacity(preprocessed.tokens.len());
        for token in &preprocessed.tokens {
            // One byte of separation, as a space or newline would take.
            let start = if starts.is_empty() { 0 } else { end + 1 };
            end = start + token.text.len() as u32;
            sema_tokens.push(Token {
                span: Span::new(file, start as usize..end as usize),
                ..token.clone()
            });
            starts.push(start);
        }
        let synthetic = Synthetic { file, end, starts };
        let sema_tokens = SourceTokens {
            tokens: sema_tokens,
            end: end as usize,
            diagnostics: Vec::new(),
            matrix_packing: synthetic.matrix_packing(preprocessed),
        };
        (synthetic, sema_tokens)
    }

    /// Updates the synthetic file and its tokens (`tokens`, as [`Self::new`]
    /// made them) after the preprocessed tokens of indices `old` were
    /// replaced by `inserted` new ones: the new tokens take their places
    /// after the unchanged ones before them, and the tokens after them move
    /// by one offset. The result is what [`Self::new`] gives on the new
    /// tokens, without copying every token of a large file again at each
    /// keystroke.
    pub fn splice(
        &mut self,
        preprocessed: &Preprocessed,
        tokens: &mut SourceTokens,
        old: std::ops::Range<usize>,
        inserted: usize,
    ) {
        let file = self.file;
        let mut end = old
            .start
            .checked_sub(1)
            .map(|before| self.starts[before] + preprocessed.tokens[before].text.len() as u32);
        let mut starts = Vec::with_capacity(inserted);
        let new_tokens: Vec<Token> = preprocessed.tokens[old.start..old.start + inserted]
            .iter()
            .map(|token| {
                let start = end.map_or(0, |end| end + 1);
                let token_end = start + token.text.len() as u32;
                end = Some(token_end);
                starts.push(start);
                Token {
                    span: Span::new(file, start as usize..token_end as usize),
                    ..token.clone()
                }
            })
            .collect();
        let moved_from = old.start + inserted;
        tokens.tokens.splice(old.clone(), new_tokens);
        self.starts.splice(old.clone(), starts);
        if let Some(&first_moved) = self.starts.get(moved_from) {
            let delta = i64::from(end.map_or(0, |end| end + 1)) - i64::from(first_moved);
            for start in &mut self.starts[moved_from..] {
                *start = (i64::from(*start) + delta) as u32;
            }
            for token in &mut tokens.tokens[moved_from..] {
                token.span = token.span.shifted(delta);
            }
            self.end = (i64::from(self.end) + delta) as u32;
        } else {
            self.end = end.unwrap_or(0);
        }
        tokens.end = self.end as usize;
        tokens.matrix_packing = self.matrix_packing(preprocessed);
    }

    /// Where `#pragma pack_matrix(row_major|column_major)` lines fall in the
    /// synthetic file: a pragma applies to the declarations after it.
    fn matrix_packing(&self, preprocessed: &Preprocessed) -> Vec<(usize, bool)> {
        preprocessed
            .pragmas()
            .filter_map(|pragma| {
                let column_major = pragma.column_major?;
                let at = self
                    .starts
                    .get(pragma.token_index)
                    .copied()
                    .unwrap_or(self.end);
                Some((at as usize, column_major))
            })
            .collect()
    }

    /// Where token `index` ends in the synthetic file.
    fn end_of(&self, preprocessed: &Preprocessed, index: usize) -> u32 {
        self.starts[index] + preprocessed.tokens[index].text.len() as u32
    }

    /// The preprocessed tokens a synthetic span covers: its first and last.
    fn covered<'p>(
        &self,
        preprocessed: &'p Preprocessed,
        span: Span,
    ) -> Option<(&'p Token, &'p Token)> {
        if span.file != self.file
            || self.starts.is_empty()
            || self.starts.len() != preprocessed.tokens.len()
        {
            return None;
        }
        let range = span.range();
        let find = |offset: usize| -> &'p Token {
            // The first token ending after `offset` (ends grow with starts).
            let index = self
                .starts
                .partition_point(|&start| start as usize <= offset)
                .saturating_sub(1);
            let index = if (self.end_of(preprocessed, index) as usize) <= offset {
                index + 1
            } else {
                index
            };
            &preprocessed.tokens[index.min(self.starts.len() - 1)]
        };
        Some((
            find(range.start),
            find(range.end.saturating_sub(1).max(range.start)),
        ))
    }

    /// The original span of the first token at or after a synthetic
    /// position ([`Diagnostic::cgc_site`]).
    fn remap_site(&self, preprocessed: &Preprocessed, site: Span) -> Span {
        if site.file != self.file || self.starts.len() != preprocessed.tokens.len() {
            return site;
        }
        let index = self.starts.partition_point(|&start| start < site.start);
        match preprocessed.tokens.get(index) {
            Some(token) => preprocessed.reported_span(token),
            None => site,
        }
    }

    /// The original span of a synthetic one (the tokens it covers).
    pub fn remap(&self, preprocessed: &Preprocessed, span: Span) -> Span {
        let Some((first, last)) = self.covered(preprocessed, span) else {
            return span;
        };
        let first = preprocessed.reported_span(first);
        let last = preprocessed.reported_span(last);
        if last.file == first.file && last.range().end >= first.range().start {
            first.to(last)
        } else {
            first
        }
    }

    /// Maps every span of `diagnostics` back to the user's files.
    pub fn remap_all(&self, preprocessed: &Preprocessed, diagnostics: &mut [Diagnostic]) {
        for diagnostic in diagnostics {
            // For a token of a macro expansion: the macro's name and where
            // the token is written in its definition.
            let expanded = diagnostic
                .span
                .and_then(|span| self.covered(preprocessed, span))
                .and_then(|(first, _)| first.expansion.map(|id| (id, first.span)));
            diagnostic.span = diagnostic.span.map(|span| self.remap(preprocessed, span));
            for label in &mut diagnostic.labels {
                label.span = self.remap(preprocessed, label.span);
            }
            diagnostic.earlier = diagnostic
                .earlier
                .map(|span| self.remap(preprocessed, span));
            let site = diagnostic
                .cgc_site()
                .map(|site| self.remap_site(preprocessed, site));
            diagnostic.set_cgc_site(site);
            if let Some((id, written)) = expanded {
                let name = &preprocessed.expansion(id).macro_name;
                diagnostic.labels.push(Label {
                    span: written,
                    message: format!("from the expansion of macro `{name}`"),
                });
            }
        }
    }
}
