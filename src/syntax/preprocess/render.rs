//! `-E` output: the preprocessed tokens as text, laid out on the lines they
//! were used on, and passed-on directives (`#pragma`) in place.
//!
//! With `#line` markers (no `-P`) the layout is cgc's: every line of the
//! input that is read ends an output line, except lines inside a block
//! comment, lines a macro invocation spans (its arguments join one line),
//! skipped lines, an `#include` line and a directive that starts skipping;
//! an included file starts with an empty line 0; a `#line N "file"` marker
//! precedes an output line whenever its file or number differs from what
//! the previous line implies. Without markers (`-P`) blank lines bridge
//! small gaps instead.

use std::collections::HashMap;

use super::model::{LineEvent, LineEventKind, PassedDirective, Preprocessed};
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::lexer::{lex, Token};

/// More skipped lines than this are bridged by a `#line` marker, fewer by
/// blank lines.
const MAX_BLANK_LINES: u32 = 8;

pub fn render_preprocessed(
    preprocessed: &Preprocessed,
    sources: &SourceMap,
    line_markers: bool,
) -> String {
    if line_markers {
        return render_with_markers(preprocessed, sources);
    }
    let mut writer = Writer {
        sources,
        line_markers,
        text: String::new(),
        file: None,
        line: 0,
        at_line_start: true,
        previous: None,
    };
    if line_markers {
        // cgc's output starts with a marker for the main file's first line.
        writer.marker(preprocessed.main, 1);
    }
    let mut directives = preprocessed.directives.iter().peekable();
    for (index, token) in preprocessed.tokens.iter().enumerate() {
        while let Some(directive) = directives.next_if(|directive| directive.token_index <= index) {
            writer.directive(directive);
        }
        writer.token(preprocessed, token);
    }
    for directive in directives {
        writer.directive(directive);
    }
    writer.finish_line();
    writer.text
}

struct Writer<'a> {
    sources: &'a SourceMap,
    line_markers: bool,
    text: String,
    file: Option<FileId>,
    /// The source line the output is on.
    line: u32,
    at_line_start: bool,
    previous: Option<&'a str>,
}

impl<'a> Writer<'a> {
    fn finish_line(&mut self) {
        if !self.at_line_start {
            self.text.push('\n');
            self.at_line_start = true;
            self.line += 1;
        }
    }

    fn marker(&mut self, file: FileId, line: u32) {
        self.finish_line();
        if self.line_markers {
            let name = &self.sources.get(file).name;
            self.text.push_str(&format!("#line {line} \"{name}\"\n"));
        }
        self.file = Some(file);
        self.line = line;
    }

    /// Moves the output to `line` of `file`.
    fn move_to(&mut self, file: FileId, line: u32) {
        if self.file != Some(file) {
            self.marker(file, line);
            return;
        }
        if line <= self.line {
            return;
        }
        self.finish_line();
        let gap = line.saturating_sub(self.line);
        if gap > MAX_BLANK_LINES {
            self.marker(file, line);
        } else {
            for _ in 0..gap {
                self.text.push('\n');
            }
            self.line = line;
        }
    }

    fn directive(&mut self, directive: &PassedDirective) {
        let line = self.sources.line(directive.span);
        self.move_to(directive.span.file, line);
        self.finish_line();
        self.text.push('#');
        self.text.push_str(&directive.text);
        self.text.push('\n');
        self.line += 1;
        self.previous = None;
    }

    fn token(&mut self, preprocessed: &Preprocessed, token: &'a Token) {
        let place = preprocessed.reported_span(token);
        let line = self.sources.line(place);
        self.move_to(place.file, line);
        if !self.at_line_start
            && (token.space_before
                || self
                    .previous
                    .is_some_and(|prev| would_merge(prev, &token.text)))
        {
            self.text.push(' ');
        }
        self.text.push_str(&token.text);
        self.at_line_start = false;
        self.previous = Some(&token.text);
    }
}

/// True if printing `left` and `right` side by side would read back as
/// different tokens (`-` `-` as `--`), so a space must separate them.
fn would_merge(left: &str, right: &str) -> bool {
    let joined = format!("{left}{right}");
    let tokens = lex(FileId(0), &joined);
    !(tokens.len() == 2 && tokens[0].text == left)
}

/// The `#line`-marked layout described in the module documentation.
fn render_with_markers(preprocessed: &Preprocessed, sources: &SourceMap) -> String {
    let mut writer = LineWriter {
        preprocessed,
        sources,
        text: String::new(),
        output: None,
        in_line: false,
        previous_end: None,
        includers: Vec::new(),
        previous: None,
        layouts: HashMap::new(),
    };
    let mut events = preprocessed.line_events.iter().peekable();
    for (index, token) in preprocessed.tokens.iter().enumerate() {
        while let Some(event) = events.next_if(|event| event.token_index <= index) {
            writer.event(event);
        }
        writer.token(token);
    }
    for event in events {
        writer.event(event);
    }
    writer.end_line();
    writer.text
}

struct LineWriter<'a> {
    preprocessed: &'a Preprocessed,
    sources: &'a SourceMap,
    text: String,
    /// The presumed file name and line the next output line has.
    output: Option<(String, i64)>,
    /// Text was written on the current output line.
    in_line: bool,
    /// The last physical line read (file, line); `None` while skipping.
    previous_end: Option<(FileId, u32)>,
    /// `previous_end` of each including file, innermost last.
    includers: Vec<Option<(FileId, u32)>>,
    previous: Option<&'a str>,
    /// Per file: each line's start offset and whether the line ends inside a
    /// block comment.
    layouts: HashMap<FileId, Vec<(u32, bool)>>,
}

impl<'a> LineWriter<'a> {
    /// Starts an output line for `name`/`line`, with a marker if needed.
    fn start_line(&mut self, name: &str, line: i64) {
        if self.in_line {
            return;
        }
        let in_sync = self
            .output
            .as_ref()
            .is_some_and(|(current, number)| current == name && *number == line);
        if !in_sync {
            self.text.push_str(&format!("#line {line} \"{name}\"\n"));
            self.output = Some((name.to_string(), line));
        }
        self.in_line = true;
        self.previous = None;
    }

    fn end_line(&mut self) {
        if !self.in_line {
            return;
        }
        self.text.push('\n');
        if let Some((_, number)) = &mut self.output {
            *number += 1;
        }
        self.in_line = false;
    }

    /// One empty output line for physical `line` of `file`.
    fn empty_line(&mut self, file: FileId, line: u32) {
        let presumed = self.presumed(file, line);
        self.start_line(&presumed.0, presumed.1);
        self.end_line();
    }

    fn presumed(&self, file: FileId, line: u32) -> (String, i64) {
        let start = self
            .layouts
            .get(&file)
            .and_then(|lines| lines.get(line.saturating_sub(1) as usize))
            .map_or(0, |(start, _)| *start);
        let location = self.preprocessed.presumed_location(
            self.sources,
            Span::new(file, start as usize..start as usize),
        );
        (location.name, location.line)
    }

    /// Empty output lines for the lines read between the last one and `to`
    /// (exclusive) of `file`: blank and comment-only lines.
    fn fill_to(&mut self, file: FileId, to: u32) {
        let Some((previous_file, previous_line)) = self.previous_end else {
            return;
        };
        if previous_file != file {
            return;
        }
        self.layouts
            .entry(file)
            .or_insert_with(|| line_layout(&self.sources.get(file).text));
        for line in previous_line + 1..to {
            let in_comment = self.layouts[&file]
                .get(line as usize - 1)
                .is_some_and(|(_, in_comment)| *in_comment);
            if !in_comment {
                self.empty_line(file, line);
            }
        }
    }

    fn event(&mut self, event: &LineEvent) {
        self.layouts
            .entry(event.file)
            .or_insert_with(|| line_layout(&self.sources.get(event.file).text));
        self.end_line();
        match &event.kind {
            LineEventKind::FileStart => {
                self.includers.push(self.previous_end);
                if event.file != self.preprocessed.main {
                    self.start_line(&event.presumed_name, 0);
                    self.end_line();
                }
                self.previous_end = Some((event.file, 0));
            }
            LineEventKind::FileEnd => {
                self.fill_to(event.file, event.last_line + 1);
                self.previous_end = self.includers.pop().flatten();
            }
            LineEventKind::Directive {
                newline,
                resumes,
                skips,
                text,
            } => {
                if !resumes {
                    self.fill_to(event.file, event.first_line);
                }
                // cgc prints a passed-on directive on a line of its own that
                // does not count, before the directive's own (empty) line.
                if let Some(text) = text {
                    self.text.push('#');
                    self.text.push_str(text);
                    self.text.push('\n');
                }
                if *newline {
                    self.start_line(&event.presumed_name, event.presumed_line);
                    self.end_line();
                }
                self.previous_end = (!skips).then_some((event.file, event.last_line));
            }
        }
    }

    fn token(&mut self, token: &'a Token) {
        // For a macro's tokens: the whole invocation, which may span lines.
        let place = self.preprocessed.reported_span(token);
        let (file, first) = (place.file, self.sources.line(place));
        let end = place.end.saturating_sub(1).max(place.start) as usize;
        let last = self.sources.line(Span::new(file, end..end));
        let new_line = match self.previous_end {
            Some((previous_file, previous_line)) => previous_file != file || first > previous_line,
            None => true,
        };
        if new_line {
            self.end_line();
            self.fill_to(file, first);
        }
        let presumed = self.preprocessed.presumed_location(self.sources, place);
        self.start_line(&presumed.name, presumed.line);
        if self.previous.is_some()
            && (token.space_before
                || self
                    .previous
                    .is_some_and(|previous| would_merge(previous, &token.text)))
        {
            self.text.push(' ');
        }
        self.text.push_str(&token.text);
        self.previous = Some(&token.text);
        self.previous_end = Some((file, last.max(first)));
    }
}

/// Each line's start offset and whether it ends inside a block comment
/// (then cgc prints no line for it: the comment becomes one space).
fn line_layout(text: &str) -> Vec<(u32, bool)> {
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut start = 0usize;
    let mut in_block = false;
    let mut index = 0usize;
    while index < bytes.len() {
        match bytes[index] {
            b'\n' => {
                lines.push((start as u32, in_block));
                start = index + 1;
            }
            b'/' if !in_block && bytes.get(index + 1) == Some(&b'*') => {
                in_block = true;
                index += 1;
            }
            b'*' if in_block && bytes.get(index + 1) == Some(&b'/') => {
                in_block = false;
                index += 1;
            }
            b'/' if !in_block && bytes.get(index + 1) == Some(&b'/') => {
                while index + 1 < bytes.len() && bytes[index + 1] != b'\n' {
                    index += 1;
                }
            }
            b'"' if !in_block => {
                index += 1;
                while index < bytes.len() && !matches!(bytes[index], b'"' | b'\n') {
                    index += usize::from(bytes[index] == b'\\') + 1;
                }
                continue;
            }
            _ => {}
        }
        index += 1;
    }
    if start < bytes.len() {
        lines.push((start as u32, in_block));
    }
    lines
}
