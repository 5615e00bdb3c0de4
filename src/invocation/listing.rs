//! Where a compile's diagnostics and cgc's "N lines, M errors." summary go:
//! standard error, the `-l` file, or a string (the runtime library's
//! `cgGetLastListing`), each diagnostic rendered as the options ask.

use std::io::Write;

use super::options::Options;
use crate::diag::{self, Diagnostic, DiagnosticFormat, Severity};
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::preprocess::Preprocessed;

/// Renders a diagnostic with the file and line `#line` directives set
/// (`#line 100 "foo.cg"` → `foo.cg(100) : ...` as cgc prints it; see
/// [`diag::render_presumed`] for the other formats).
pub fn render(
    format: DiagnosticFormat,
    diagnostic: &Diagnostic,
    sources: &SourceMap,
    preprocessed: &Preprocessed,
) -> String {
    let presumed = |span: Span| {
        let location = preprocessed.presumed_location(sources, span);
        let physical = (&sources.get(span.file).name, i64::from(sources.line(span)));
        (physical != (&location.name, location.line)).then_some((location.name, location.line))
    };
    diag::render_presumed(format, diagnostic, sources, &presumed)
}

/// Writes `text` to standard error, ignoring failure: there is nowhere left
/// to report it.
pub fn write_stderr(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
}

/// Where diagnostics and the summary go.
pub struct Listing {
    sink: ListingSink,
}

enum ListingSink {
    Stderr,
    File(std::fs::File),
    Memory(String),
}

impl Listing {
    /// A listing on standard error.
    pub fn stderr() -> Listing {
        Listing {
            sink: ListingSink::Stderr,
        }
    }

    /// A listing written to an open file (`-l FILE`).
    pub fn file(file: std::fs::File) -> Listing {
        Listing {
            sink: ListingSink::File(file),
        }
    }

    /// A listing kept in memory ([`Listing::into_text`]).
    pub fn memory() -> Listing {
        Listing {
            sink: ListingSink::Memory(String::new()),
        }
    }

    /// What a memory listing holds (nothing for the others).
    pub fn into_text(self) -> String {
        match self.sink {
            ListingSink::Memory(text) => text,
            ListingSink::Stderr | ListingSink::File(_) => String::new(),
        }
    }

    fn write(&mut self, text: &str) {
        match &mut self.sink {
            // A listing file that cannot be written loses the text, as stderr
            // would; there is nowhere better to report it.
            ListingSink::File(file) => drop(file.write_all(text.as_bytes())),
            ListingSink::Stderr => write_stderr(text),
            ListingSink::Memory(buffer) => buffer.push_str(text),
        }
    }

    /// Prints the diagnostics `-nowarn` lets through; returns them.
    pub fn report(
        &mut self,
        options: &Options,
        sources: &SourceMap,
        preprocessed: &Preprocessed,
        diagnostics: &[Diagnostic],
    ) -> Vec<Diagnostic> {
        let shown: Vec<Diagnostic> = diagnostics
            .iter()
            .filter(|diagnostic| {
                diagnostic.severity != Severity::Warning
                    || !options.nowarn.suppresses(diagnostic.code)
            })
            .cloned()
            .collect();
        for diagnostic in &shown {
            let mut text = render(options.diagnostics, diagnostic, sources, preprocessed);
            if !text.ends_with('\n') {
                text.push('\n');
            }
            self.write(&text);
        }
        shown
    }

    /// cgc's "N lines, M errors." (with ", W warnings" when there are some):
    /// the lines of the main file and of every inclusion, each time read.
    pub fn summary(
        &mut self,
        options: &Options,
        sources: &SourceMap,
        main: FileId,
        preprocessed: &Preprocessed,
        shown: &[Diagnostic],
    ) {
        if options.quiet || options.diagnostics == DiagnosticFormat::Json {
            return;
        }
        let lines = std::iter::once(main)
            .chain(preprocessed.inclusions.iter().copied())
            .map(|file| sources.get(file).line_count())
            .sum::<usize>();
        let errors = shown
            .iter()
            .filter(|diagnostic| diagnostic.is_error())
            .count();
        let warnings = shown
            .iter()
            .filter(|diagnostic| diagnostic.severity == Severity::Warning)
            .count();
        let text = if warnings > 0 {
            format!("{lines} lines, {warnings} warnings, {errors} errors.\n")
        } else {
            format!("{lines} lines, {errors} errors.\n")
        };
        self.write(&text);
    }
}
