//! Reading files: the stack of open files and `#include`, the conditional
//! stack, and every directive. [`Reader`] is the [`TokenSource`] macro
//! expansion pulls from; it hands on only the tokens of active groups.
//!
//! Invariant: a directive is acted on only when its group is active, except
//! the conditional directives themselves, which are tracked in skipped groups
//! too so that nesting stays right.

use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::model::{
    normalize_path, DirectiveKind, Env, IncludeLoader, LineEvent, LineEventKind, LineRemap, Macro,
    PassedDirective, PpToken, PreprocessOptions, TokenSource, PREDEFINED_FILE_NAME,
};
use super::{expand, expr, pragma};
use crate::span::{FileId, SourceFile, Span};
use crate::syntax::lexer::{lex_file, Token, TokenKind};

/// One open `#if` group.
#[derive(Clone, Debug)]
struct Conditional {
    span: Span,
    /// Tokens of the group being read are output.
    active: bool,
    /// Some branch was (or, when the enclosing group is inactive, counts as)
    /// already taken, so later `#elif`/`#else` branches are skipped.
    taken: bool,
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
pub(super) struct Reader<'o> {
    options: &'o PreprocessOptions,
    loader: &'o dyn IncludeLoader,
    files: Vec<OpenFile>,
    pushback: VecDeque<PpToken>,
    conditionals: Vec<Conditional>,
    pub(super) directives: Vec<PassedDirective>,
    pub(super) included: Vec<FileId>,
    /// See [`super::Preprocessed::inclusions`].
    pub(super) inclusions: Vec<FileId>,
    pub(super) missing_includes: Vec<String>,
    pragma_once: HashSet<PathBuf>,
    pub(super) line_remaps: Vec<LineRemap>,
    pub(super) line_events: Vec<LineEvent>,
}

impl TokenSource for Reader<'_> {
    fn next_token(&mut self, env: &mut Env) -> Option<PpToken> {
        loop {
            if let Some(token) = self.pushback.pop_front() {
                return Some(token);
            }
            let open = self.files.last()?;
            let Some(token) = open.tokens.get(open.position) else {
                self.close_file(env);
                continue;
            };
            if token.line_start && (token.is_punct("#") || token.is_punct("##")) {
                let line = self.take_line();
                self.directive(env, line);
                continue;
            }
            // Copied only when it is passed on: an inactive group's tokens
            // are skipped where they lie.
            let token = self.active().then(|| token.clone());
            let open = self.files.last_mut()?;
            open.position += 1;
            if let Some(token) = token {
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

    /// A line cgc 3.1 passes over without a word, active or skipped: one
    /// whose name is no identifier and no line number (`#!x`, `# "x"`,
    /// `#(`), and one starting `##` (`##ifdef PARAMETER_UNIFORM`, a typo
    /// in libretro's NTSC shaders: its `#else` is then unmatched, C7102).
    fn is_ignored(&self) -> bool {
        self.hash.is_punct("##")
            || self
                .name()
                .is_some_and(|name| !matches!(name.kind, TokenKind::Ident | TokenKind::Int))
    }

    fn span(&self) -> Span {
        match self.tokens.last() {
            Some(last) => self.hash.span.to(last.span),
            None => self.hash.span,
        }
    }
}

impl<'o> Reader<'o> {
    pub(super) fn new(options: &'o PreprocessOptions, loader: &'o dyn IncludeLoader) -> Self {
        Reader {
            options,
            loader,
            files: Vec::new(),
            pushback: VecDeque::new(),
            conditionals: Vec::new(),
            directives: Vec::new(),
            included: Vec::new(),
            inclusions: Vec::new(),
            missing_includes: Vec::new(),
            pragma_once: HashSet::new(),
            line_remaps: Vec::new(),
            line_events: Vec::new(),
        }
    }

    fn active(&self) -> bool {
        self.conditionals.last().is_none_or(|group| group.active)
    }

    pub(super) fn push_file(&mut self, env: &mut Env, file: FileId, line_delta: i64) {
        let source = env.sources.get(file);
        let (tokens, unterminated_comment) = lex_file(file, &source.text);
        let open = OpenFile {
            file,
            tokens,
            position: 0,
            conditional_base: self.conditionals.len(),
            line_delta,
            presumed_name: source.name.clone(),
        };
        env.line_delta = open.line_delta;
        env.presumed_name = open.presumed_name.clone();
        self.line_events.push(LineEvent {
            kind: LineEventKind::FileStart,
            file,
            first_line: 0,
            last_line: 0,
            presumed_name: open.presumed_name.clone(),
            presumed_line: 0,
            token_index: env.emitted,
        });
        self.files.push(open);
        env.diagnostics.extend(unterminated_comment);
    }

    /// How many tokens the open files have left to read: what the output
    /// will hold, about, unless macros expand or `#if`s cut much.
    pub(super) fn tokens_left(&self) -> usize {
        self.files
            .iter()
            .map(|open| open.tokens.len().saturating_sub(open.position))
            .sum()
    }

    /// Ends the innermost file: its unclosed groups are diagnosed as cgc does.
    fn close_file(&mut self, env: &mut Env) {
        let Some(open) = self.files.pop() else {
            return;
        };
        let last_line = env.sources.get(open.file).line_count() as u32;
        self.line_events.push(LineEvent {
            kind: LineEventKind::FileEnd,
            file: open.file,
            first_line: last_line,
            last_line,
            presumed_name: open.presumed_name.clone(),
            presumed_line: i64::from(last_line) + open.line_delta,
            token_index: env.emitted,
        });
        // cgc warns once, about the outermost group left open.
        let unclosed = self.conditionals.drain(open.conditional_base..);
        if let Some(group) = unclosed.into_iter().find(|group| !group.orphan) {
            env.warning(
                7102,
                group.span,
                // cgc says `#if` for `#ifdef` and `#ifndef` groups too.
                "unmatched #if",
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

    /// Acts on a directive line and records its [`LineEvent`].
    fn directive(&mut self, env: &mut Env, line: DirectiveLine) {
        let was_active = self.active();
        let passed = self.directives.len();
        let is_include = !line.is_ignored() && line.name().is_some_and(|n| n.is_ident("include"));
        let first_line = env.sources.line(line.hash.span);
        let last_line = env
            .sources
            .line(line.tokens.last().map_or(line.hash.span, |t| t.span));
        let (file, token_index) = (line.file, env.emitted);
        // An include records its event before the included file's.
        let record = |reader: &mut Self, env: &Env, newline: bool| {
            let now_active = reader.active();
            if !was_active && !now_active {
                return;
            }
            let text = reader.directives[passed..].first().map(|d| d.text.clone());
            reader.line_events.push(LineEvent {
                kind: LineEventKind::Directive {
                    newline,
                    resumes: !was_active,
                    skips: !now_active,
                    text,
                },
                file,
                first_line,
                last_line,
                presumed_name: env.presumed_name.clone(),
                presumed_line: i64::from(last_line) + env.line_delta,
                token_index,
            });
        };
        if is_include && was_active {
            record(self, env, false);
            self.act_on_directive(env, line);
            return;
        }
        self.act_on_directive(env, line);
        let now_active = self.active();
        record(self, env, now_active);
    }

    fn act_on_directive(&mut self, env: &mut Env, line: DirectiveLine) {
        if line.is_ignored() {
            return;
        }
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
            "line" => self.line(env, &line, 1),
            // `# 5 "file"`, the line marker C preprocessors write, is a
            // `#line` for cgc 3.1 too.
            _ if line.name().is_some_and(|name| name.kind == TokenKind::Int) => {
                self.line(env, &line, 0)
            }
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
                let end = line_after(env, &line);
                let column_major = pragma::check_setting(env, &line.tokens[1..], end);
                self.pass_on(env, DirectiveKind::Pragma, &line);
                if let Some(passed) = self.directives.last_mut() {
                    passed.column_major = column_major;
                }
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
            column_major: None,
        });
    }

    fn open_group(&mut self, env: &mut Env, name: &str, line: &DirectiveLine) {
        let enclosing_active = self.active();
        let condition = enclosing_active && evaluate_condition(env, name, line);
        self.conditionals.push(Conditional {
            span: line.hash.span,
            active: condition,
            taken: condition || !enclosing_active,
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
            .map_or(String::new(), |token| token.text.to_string());
        env.warning(7102, line.hash.span, format!("unmatched #{name}"));
        if name != "endif" {
            self.conditionals.push(Conditional {
                span: line.hash.span,
                active: false,
                taken: true,
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
        let (path, text) = match self.find_include(env, &name, angled) {
            Ok(found) => found,
            Err(unreadable) => {
                self.missing_include(env, line, name, unreadable);
                return;
            }
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
        self.inclusions.push(file);
        self.push_file(env, file, 0);
    }

    /// An include no candidate path gave text for. cgc 3.1 skips an include
    /// it cannot find (no diagnostic: D3D effect libraries include
    /// `<include\\x.fxh>`, a path only Windows resolves, and compile
    /// without it); cgrs skips it too, with a warning, which explains the
    /// undefined names that may follow. A file that exists but cannot be
    /// read as source (a device, a file over the size limit) stays an error.
    fn missing_include(
        &mut self,
        env: &mut Env,
        line: &DirectiveLine,
        name: String,
        unreadable: Option<PathBuf>,
    ) {
        if let Some(path) = unreadable {
            let message = format!("Can't open include file \"{}\"", path.display());
            env.error(0, line.hash.span, message);
            return;
        }
        if self.options.missing_includes_ok {
            if !self.missing_includes.contains(&name) {
                self.missing_includes.push(name);
            }
            return;
        }
        let message = format!("Can't find include file \"{name}\"; skipped, as cgc does");
        env.warning(0, line.hash.span, message);
    }

    /// Resolves an include as cgc does: `"..."` relative to the directory of
    /// the including file's name (named `./x` for a file in the current
    /// directory), the name a `#line N "name"` gave it if one did (cgc 3.1:
    /// `#line 1 "sub/x.cg"` then `#include "inc.h"` reads `sub/inc.h` from the
    /// working directory; tests/field/heldout18's class 1), then the `-I`
    /// directories (named `DIR/x`); `<...>` in the `-I` directories only.
    /// Without a file: `Err` with the first candidate that exists on disk
    /// but could not be read as source (a directory counts as missing: cgc
    /// reads it as an empty file).
    fn find_include(
        &self,
        env: &Env,
        name: &str,
        angled: bool,
    ) -> Result<(PathBuf, String), Option<PathBuf>> {
        let mut candidates = Vec::new();
        if Path::new(name).is_absolute() {
            candidates.push(PathBuf::from(name));
        } else {
            if !angled {
                let directory = match Path::new(&env.presumed_name).parent() {
                    Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
                    _ => PathBuf::from("."),
                };
                candidates.push(directory.join(name));
            }
            for directory in &self.options.include_dirs {
                candidates.push(directory.join(name));
            }
        }
        if let Some(found) = candidates
            .iter()
            .find_map(|path| self.loader.load(path).map(|text| (path.clone(), text)))
        {
            return Ok(found);
        }
        Err(candidates
            .into_iter()
            .find(|path| path.exists() && !path.is_dir()))
    }

    /// `#line NUMBER ["file"]`, the operands from `line.tokens[first..]`. The
    /// number is read as `#if` reads an integer (`0x10` is 16, `010` is 8,
    /// past 32 bits C0125 and the low bits, as cgc 3.1 does).
    fn line(&mut self, env: &mut Env, line: &DirectiveLine, first: usize) {
        let operands = expand::expand_list(env, line.tokens[first..].to_vec());
        let number = operands
            .first()
            .filter(|token| token.kind == TokenKind::Int)
            .map(|token| {
                let literal = expr::read_integer(&token.text);
                for (code, message) in literal.errors {
                    env.error(code, token.span, message);
                }
                i64::from(literal.value)
            });
        let name = operands
            .get(1)
            .filter(|token| token.kind == TokenKind::String);
        // Tokens after the number and file name are ignored, as cgc 3.1
        // does (`#line 5 "f.cg" junk` names f.cg).
        let Some(number) = number else {
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
            env.macros.contains(name.text.as_str()) == (directive == "ifdef")
        }
        _ => {
            let expanded = expr::expand_condition(env, operands);
            let mut literal_errors = Vec::new();
            let value = expr::evaluate(&expanded, &mut literal_errors);
            for (index, code, message) in literal_errors {
                env.error(code, expanded[index].span, message);
            }
            match value {
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

/// Where cgc 3.1 is when it meets the end of a directive line: the line's
/// own `//` comment when it ends with one, else the start of the next line
/// ([`end_of_line_span`]) (probed for C7103: `#pragma debug` warns on the
/// next line, `#pragma debug // x` on its own).
fn line_after(env: &Env, line: &DirectiveLine) -> Span {
    let span = line.span();
    let rest = env
        .sources
        .get(span.file)
        .text
        .get(span.end as usize..)
        .unwrap_or_default();
    let this_line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    match this_line.find("//") {
        Some(comment) => {
            let at = span.end as usize + comment;
            Span::new(span.file, at..at)
        }
        None => end_of_line_span(env, line),
    }
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
    // cgc 3.1 ignores whatever follows a written file name (`#include
    // "x.cg";`, `#include <x.cg> junk`), silently
    // (tests/preprocessor/include_trailing_tokens).
    let written = match operands {
        [string, ..] if string.kind == TokenKind::String => &operands[..1],
        [open, ..] if open.is_punct("<") => operands
            .iter()
            .position(|token| token.is_punct(">"))
            .map_or(operands, |close| &operands[..=close]),
        _ => operands,
    };
    if let Some(operand) = direct_include_operand(env, written) {
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
    let definition = match parse_define(&line.tokens[1..]) {
        Ok(definition) => definition,
        Err(misplaced) => {
            // At the token that is wrong, or at the line after the
            // directive when it ends too early (cgc 3.1).
            let span = misplaced.unwrap_or_else(|| end_of_line_span(env, line));
            env.error(105, span, "Syntax error in #define");
            return;
        }
    };
    let (name, mut new_macro) = definition;
    new_macro.gaps = body_gaps(env, &new_macro.body);
    // cgc 3.1 does not warn when a -D option redefines a macro (another -D,
    // or `__CGC__`); a #define in the source that redefines one it warns of.
    let from_command_line = env.sources.get(line.file).name == PREDEFINED_FILE_NAME;
    if let Some(previous) = env.macros.get(name.text.as_str()) {
        if !previous.same_definition(&new_macro) && !from_command_line {
            env.warning(7101, name.span, format!("Macro {} redefined", name.text));
        }
    }
    env.name_id(&name.text);
    env.macros.insert(name.text.to_string(), Rc::new(new_macro));
}

/// The white space before each body token after the first, counted as cgc
/// does for its redefinition warning: a blank character is one, a comment
/// is one, a line splice is none.
fn body_gaps(env: &Env, body: &[Token]) -> Vec<u32> {
    body.windows(2)
        .map(|pair| {
            let (before, after) = (pair[0].span, pair[1].span);
            if before.file != after.file || before.end > after.start {
                return 0;
            }
            let text = env.sources.snippet(Span {
                start: before.end,
                end: after.start,
                ..before
            });
            let mut width = 0;
            let mut rest = text;
            while let Some(character) = rest.chars().next() {
                if let Some(comment) = rest.strip_prefix("/*") {
                    rest = comment.find("*/").map_or("", |end| &comment[end + 2..]);
                    width += 1;
                } else if rest.starts_with("\\\n") {
                    rest = &rest[2..];
                } else if rest.starts_with("\\\r\n") {
                    rest = &rest[3..];
                } else {
                    rest = &rest[character.len_utf8()..];
                    width += 1;
                }
            }
            width
        })
        .collect()
}

/// `NAME body` or `NAME(params) body` (the `(` touching the name). A syntax
/// error is `Err` with the span of the token that is wrong, or `None` when
/// the line ends too early.
fn parse_define(operands: &[Token]) -> Result<(Token, Macro), Option<Span>> {
    let name = match operands.first() {
        Some(name) if name.kind == TokenKind::Ident => name,
        other => return Err(other.map(|token| token.span)),
    };
    let function_like = operands
        .get(1)
        .is_some_and(|token| token.is_punct("(") && !token.space_before);
    if !function_like {
        let body = operands[1..].to_vec();
        return Ok((
            name.clone(),
            Macro {
                params: None,
                variadic: false,
                body,
                gaps: Vec::new(),
            },
        ));
    }
    let mut params = Vec::new();
    let mut variadic = false;
    let mut index = 2;
    loop {
        let token = operands.get(index).ok_or(None)?;
        index += 1;
        if token.is_punct(")") && params.is_empty() && !variadic {
            break;
        }
        if token.is_punct("...") {
            variadic = true;
            params.push("__VA_ARGS__".to_string());
        } else if token.kind == TokenKind::Ident && !params.iter().any(|param| *param == token.text)
        {
            params.push(token.text.to_string());
        } else {
            return Err(Some(token.span));
        }
        let separator = operands.get(index).ok_or(None)?;
        index += 1;
        if separator.is_punct(")") {
            break;
        }
        if !separator.is_punct(",") || variadic {
            return Err(Some(separator.span));
        }
    }
    let body = operands[index..].to_vec();
    Ok((
        name.clone(),
        Macro {
            params: Some(params),
            variadic,
            body,
            gaps: Vec::new(),
        },
    ))
}

/// `#undef NAME`. A token after the name is C0105 at that token, and the
/// name is undefined all the same; a line without a name is C0105 at its
/// first token, or at the line after it when it ends too early (cgc 3.1,
/// tests/preprocessor/undef_trailing_tokens).
fn undef(env: &mut Env, line: &DirectiveLine) {
    let operands = &line.tokens[1..];
    if let Some(name) = operands
        .first()
        .filter(|name| name.kind == TokenKind::Ident)
    {
        env.macros.remove(name.text.as_str());
    }
    let misplaced = match operands {
        [name] if name.kind == TokenKind::Ident => return,
        [name, extra, ..] if name.kind == TokenKind::Ident => Some(extra.span),
        [first, ..] => Some(first.span),
        [] => None,
    };
    let span = misplaced.unwrap_or_else(|| end_of_line_span(env, line));
    env.error(105, span, "Syntax error in #undef");
}
