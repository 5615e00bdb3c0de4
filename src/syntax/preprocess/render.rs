//! `-E` output: the preprocessed tokens as text, laid out on the lines they
//! were used on, with `#line N "file"` markers where the file changes or lines
//! are skipped (unless `-P`), and passed-on directives (`#pragma`) in place.

use super::{PassedDirective, Preprocessed};
use crate::span::{FileId, SourceMap};
use crate::syntax::lexer::{lex, Token};

/// More skipped lines than this are bridged by a `#line` marker, fewer by
/// blank lines.
const MAX_BLANK_LINES: u32 = 8;

pub fn render_preprocessed(
    preprocessed: &Preprocessed,
    sources: &SourceMap,
    line_markers: bool,
) -> String {
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
