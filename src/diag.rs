//! Diagnostics: one type, three renderings.
//!
//! Every stage reports problems as [`Diagnostic`] values (never panics on user
//! input). A diagnostic has a code (cgc's `Cnnnn` numbering where cgc has an
//! equivalent message, so tools that grep for codes keep working), a severity, a
//! primary span, optional secondary labels and notes.
//!
//! Renderings:
//! - [`render_cgc`]: `file(line) : error C0000: message`, exactly cgc's shape, for
//!   build tools and IDEs that parse cgc's output;
//! - [`render_human`]: ariadne, with the source line and labels underlined;
//! - [`render_json`]: one JSON object per diagnostic, for tools.

use crate::span::{SourceMap, Span};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A secondary location with a message ("previous definition is here").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    pub severity: Severity,
    /// cgc-style code number: `1008` renders as `C1008`.
    pub code: u32,
    pub message: String,
    /// Where the problem is. `None` only for problems with no place in the source
    /// (a missing entry function, a command-line error).
    pub span: Option<Span>,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    /// The earlier declaration the message is about, where cgc names it:
    /// cgc ends such a message with ` at FILE(LINE)` (C1002 "the name
    /// \"S\" is already defined at f.cg(2)", C1013, C1038). The cgc form
    /// prints it so, the human form labels it, JSON gives its location.
    pub earlier: Option<Span>,
    /// Where cgc's form places the problem when that is not `span`: the
    /// first token at or after this position, the one whose line cgc's
    /// parser gave the node it reports at (an initializer's errors at the
    /// `(` of the call around them, the `?` of a `?:`, else the `;` or `,`
    /// after the initializer). The human and JSON forms keep `span`. Boxed:
    /// few diagnostics have one, and a `Diagnostic` stays small enough to
    /// return by value.
    cgc_site: Option<Box<Span>>,
}

impl Diagnostic {
    pub fn error(code: u32, span: impl Into<Option<Span>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, span, message)
    }

    pub fn warning(code: u32, span: impl Into<Option<Span>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, span, message)
    }

    pub fn new(
        severity: Severity,
        code: u32,
        span: impl Into<Option<Span>>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            span: span.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            earlier: None,
            cgc_site: None,
        }
    }

    /// Names `span`, an earlier declaration, as cgc's message does (see
    /// [`Diagnostic::earlier`]).
    pub fn with_earlier(mut self, span: Span) -> Self {
        self.earlier = Some(span);
        self
    }

    /// Where cgc's form places the problem when that is not `span` (see
    /// the field's doc).
    pub fn cgc_site(&self) -> Option<Span> {
        self.cgc_site.as_deref().copied()
    }

    /// Sets [`Diagnostic::cgc_site`].
    pub fn set_cgc_site(&mut self, site: Option<Span>) {
        self.cgc_site = site.map(Box::new);
    }

    /// The span cgc's form places the problem at: [`Diagnostic::cgc_site`]
    /// (an empty one moved to the token after it), else `span`.
    fn cgc_span(&self, sources: &SourceMap) -> Option<Span> {
        let Some(site) = self.cgc_site() else {
            return self.span;
        };
        if site.start != site.end {
            return Some(site);
        }
        let Some(file) = sources.try_get(site.file) else {
            return self.span;
        };
        let start = next_token(&file.text, site.start as usize) as u32;
        Some(Span {
            start,
            end: start,
            ..site
        })
    }

    /// The line cgc's form gives the problem (0 where it has no place).
    pub fn cgc_line(&self, sources: &SourceMap) -> u32 {
        self.cgc_span(sources).map_or(0, |span| sources.line(span))
    }

    /// The message as cgc words it: with ` at FILE(LINE)` naming the
    /// earlier declaration, `place` giving a span's file and line.
    fn cgc_message(&self, place: impl Fn(Span) -> (String, i64)) -> String {
        match self.earlier {
            Some(span) => {
                let (name, line) = place(span);
                format!("{} at {name}({line})", self.message)
            }
            None => self.message.clone(),
        }
    }

    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `C1008`
    pub fn code_string(&self) -> String {
        format!("C{:04}", self.code)
    }
}

/// True when any diagnostic is an error.
pub fn has_errors(diagnostics: &[Diagnostic]) -> bool {
    diagnostics.iter().any(Diagnostic::is_error)
}

/// How diagnostics are printed (`--diagnostics=human|cgc|json`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DiagnosticFormat {
    Human,
    #[default]
    Cgc,
    Json,
}

pub fn render(format: DiagnosticFormat, diagnostic: &Diagnostic, sources: &SourceMap) -> String {
    match format {
        DiagnosticFormat::Human => render_human(diagnostic, sources),
        DiagnosticFormat::Cgc => render_cgc(diagnostic, sources),
        DiagnosticFormat::Json => render_json(diagnostic, sources),
    }
}

/// Where `#line` directives place a position: the file name and line they
/// give it, when that differs from the physical file and line.
pub type Presumed<'a> = &'a dyn Fn(Span) -> Option<(String, i64)>;

/// [`render`], with the positions `#line` directives give: cgc's form names
/// the presumed file and line (as cgc does), JSON adds `presumed_file` and
/// `presumed_line` to each location, the human form adds a note (its snippet
/// must show the physical text).
pub fn render_presumed(
    format: DiagnosticFormat,
    diagnostic: &Diagnostic,
    sources: &SourceMap,
    presumed: Presumed<'_>,
) -> String {
    let primary = match format {
        DiagnosticFormat::Cgc => diagnostic.cgc_span(sources),
        _ => diagnostic.span,
    };
    let primary = primary.and_then(presumed);
    match (format, primary) {
        (_, None) if format != DiagnosticFormat::Json => render(format, diagnostic, sources),
        (DiagnosticFormat::Cgc, Some((name, line))) => format!(
            "{name}({line}) : {} {}: {}\n",
            diagnostic.severity.as_str(),
            diagnostic.code_string(),
            diagnostic.cgc_message(|span| presumed(span)
                .unwrap_or_else(|| physical_place(span, sources)))
        ),
        (DiagnosticFormat::Human, Some((name, line))) => {
            let noted = diagnostic
                .clone()
                .with_note(format!("#line directives place this at {name}({line})"));
            render_human(&noted, sources)
        }
        _ => json_with(diagnostic, sources, presumed),
    }
}

/// How the human and JSON forms label [`Diagnostic::earlier`].
const EARLIER_LABEL: &str = "declared earlier here";

/// A span's file name and line, as cgc prints a place.
fn physical_place(span: Span, sources: &SourceMap) -> (String, i64) {
    (
        sources.get(span.file).name.clone(),
        i64::from(sources.line(span)),
    )
}

/// The offset of the first token of `text` at or after `offset`: past
/// white space and comments.
fn next_token(text: &str, mut offset: usize) -> usize {
    let bytes = text.as_bytes();
    while offset < bytes.len() {
        let rest = &text[offset..];
        if bytes[offset].is_ascii_whitespace() {
            offset += 1;
        } else if rest.starts_with("//") {
            offset += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            offset += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else {
            break;
        }
    }
    offset.min(bytes.len())
}

/// cgc's one-line form: `file.cg(12) : error C1008: undefined variable "x"`.
/// Without a span cgc prints `(0) : error ...`. Each note follows on a line
/// of its own (`file.cg(12) : note: ...`).
pub fn render_cgc(diagnostic: &Diagnostic, sources: &SourceMap) -> String {
    let location = match diagnostic.cgc_span(sources) {
        Some(span) => format!("{}({})", sources.get(span.file).name, sources.line(span)),
        None => "(0)".to_string(),
    };
    let mut text = format!(
        "{} : {} {}: {}\n",
        location,
        diagnostic.severity.as_str(),
        diagnostic.code_string(),
        diagnostic.cgc_message(|span| physical_place(span, sources))
    );
    // cgc prints no notes; tools that read its form look for `error` and
    // `warning` lines, so a note on a line of its own leaves them be.
    for note in &diagnostic.notes {
        text.push_str(&format!("{location} : note: {note}\n"));
    }
    text
}

#[derive(Serialize)]
struct JsonLocation<'a> {
    file: &'a str,
    line: u32,
    column: u32,
    end_line: u32,
    end_column: u32,
    byte_start: u32,
    byte_end: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    presumed_file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    presumed_line: Option<i64>,
}

#[derive(Serialize)]
struct JsonLabel<'a> {
    location: JsonLocation<'a>,
    message: &'a str,
}

#[derive(Serialize)]
struct JsonDiagnostic<'a> {
    severity: Severity,
    code: String,
    message: &'a str,
    location: Option<JsonLocation<'a>>,
    labels: Vec<JsonLabel<'a>>,
    notes: &'a [String],
}

fn json_location<'a>(
    span: Span,
    sources: &'a SourceMap,
    presumed: Presumed<'_>,
) -> JsonLocation<'a> {
    let file = sources.get(span.file);
    let (line, column) = file.line_col(span.start);
    let (end_line, end_column) = file.line_col(span.end);
    let (presumed_file, presumed_line) = presumed(span).unzip();
    JsonLocation {
        file: &file.name,
        line,
        column,
        end_line,
        end_column,
        byte_start: span.start,
        byte_end: span.end,
        presumed_file,
        presumed_line,
    }
}

/// One JSON object on one line.
pub fn render_json(diagnostic: &Diagnostic, sources: &SourceMap) -> String {
    json_with(diagnostic, sources, &|_| None)
}

fn json_with(diagnostic: &Diagnostic, sources: &SourceMap, presumed: Presumed<'_>) -> String {
    let json = JsonDiagnostic {
        severity: diagnostic.severity,
        code: diagnostic.code_string(),
        message: &diagnostic.message,
        location: diagnostic
            .span
            .map(|span| json_location(span, sources, presumed)),
        labels: diagnostic
            .labels
            .iter()
            .map(|label| JsonLabel {
                location: json_location(label.span, sources, presumed),
                message: &label.message,
            })
            .chain(diagnostic.earlier.map(|span| JsonLabel {
                location: json_location(span, sources, presumed),
                message: EARLIER_LABEL,
            }))
            .collect(),
        notes: &diagnostic.notes,
    };
    let mut line = serde_json::to_string(&json).unwrap_or_default();
    line.push('\n');
    line
}

/// ariadne's report, without colour (so it can be compared in tests and piped).
pub fn render_human(diagnostic: &Diagnostic, sources: &SourceMap) -> String {
    use ariadne::{Config, IndexType, Label as AriadneLabel, Report, ReportKind};

    let Some(primary) = diagnostic.span else {
        let mut text = format!(
            "{}[{}]: {}\n",
            diagnostic.severity.as_str(),
            diagnostic.code_string(),
            diagnostic.message
        );
        for note in &diagnostic.notes {
            text.push_str(&format!("  = note: {note}\n"));
        }
        return text;
    };
    let kind = match diagnostic.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Note => ReportKind::Advice,
    };
    let name_of = |span: Span| sources.get(span.file).name.clone();
    let mut report = Report::build(kind, (name_of(primary), primary.range()))
        .with_config(
            Config::default()
                .with_color(false)
                .with_index_type(IndexType::Byte),
        )
        .with_code(diagnostic.code_string())
        .with_message(&diagnostic.message)
        .with_label(
            AriadneLabel::new((name_of(primary), primary.range()))
                .with_message(&diagnostic.message),
        );
    for label in &diagnostic.labels {
        report = report.with_label(
            AriadneLabel::new((name_of(label.span), label.span.range()))
                .with_message(&label.message),
        );
    }
    if let Some(span) = diagnostic.earlier {
        report = report.with_label(
            AriadneLabel::new((name_of(span), span.range())).with_message(EARLIER_LABEL),
        );
    }
    for note in &diagnostic.notes {
        report = report.with_note(note);
    }
    let cache = ariadne::sources(
        sources
            .files()
            .map(|(_, file)| (file.name.clone(), file.text.clone())),
    );
    let mut out = Vec::new();
    if report.finish().write(cache, &mut out).is_err() {
        return render_cgc(diagnostic, sources);
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cgc_rendering_matches_cgc_shape() {
        let mut sources = SourceMap::new();
        let file = sources.add_text("shader.cg", "float4 main() {\n  return x;\n}\n");
        let diagnostic =
            Diagnostic::error(1008, Span::new(file, 25..26), "undefined variable \"x\"");
        assert_eq!(
            render_cgc(&diagnostic, &sources),
            "shader.cg(2) : error C1008: undefined variable \"x\"\n"
        );
    }

    #[test]
    fn json_rendering_has_location() {
        let mut sources = SourceMap::new();
        let file = sources.add_text("a.cg", "ab\ncd");
        let diagnostic = Diagnostic::warning(7011, Span::new(file, 3..5), "w");
        let json: serde_json::Value =
            serde_json::from_str(&render_json(&diagnostic, &sources)).unwrap();
        assert_eq!(json["code"], "C7011");
        assert_eq!(json["severity"], "warning");
        assert_eq!(json["location"]["line"], 2);
        assert_eq!(json["location"]["column"], 1);
    }

    #[test]
    fn human_rendering_shows_source_line() {
        let mut sources = SourceMap::new();
        let file = sources.add_text("a.cg", "float4 main() { return y; }\n");
        let diagnostic =
            Diagnostic::error(1008, Span::new(file, 23..24), "undefined variable \"y\"");
        let text = render_human(&diagnostic, &sources);
        assert!(text.contains("C1008"), "{text}");
        assert!(text.contains("return y;"), "{text}");
        // The message is repeated at the label under the offending text.
        assert_eq!(text.matches("undefined variable").count(), 2, "{text}");
    }
}
