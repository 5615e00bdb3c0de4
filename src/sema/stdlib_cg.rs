//! The part of the standard library written in Cg: `stdlib/NAME.cg`, one
//! file per function.
//!
//! Invariants:
//! - A file defines its function once, as a macro instantiated per type and
//!   shape by the lists of `stdlib/prelude.cg`. The preprocessor costs more
//!   per library function than compiling a small shader, so the binary
//!   embeds each file already expanded (`stdlib/expanded/NAME.cg`, written by
//!   [`expand`]; `UPDATE_EXPECT=1 cargo test --test suite stdlib_cg::` rewrites them and
//!   the test fails when one is stale).
//! - A file is lexed the first time a program calls its function, once per
//!   process; programs that call none of these functions read none of them.
//!   Its definitions are the only declarations of the function: their
//!   signatures are its overloads ([`overloads`]), in the order the file
//!   instantiates them.
//! - Parsing is the next expensive part, so a file's tokens are only split
//!   into definitions and the signatures read from their headers
//!   ([`read_signature`]: built-in types, `in`/`out`/`inout`); a definition
//!   is parsed by the Cg parser only when lowering first inlines it.
//!   `tests/suite/stdlib_cg.rs` proves the headers read this way equal the
//!   parser's declarations.
//! - An overload's body is type-checked once per process and profile, on first
//!   use by lowering ([`crate::sema::library::function`]), with the profile's overload rules (the
//!   library calls intrinsics such as `dot` or `exp2`, and other Cg-defined
//!   functions).
//! - Library text never reaches the user: its tokens carry the reserved file
//!   [`LIBRARY_FILE`], and checking and lowering report problems inside a
//!   library body at the call (`tests/suite/stdlib_cg.rs` proves every file parses
//!   and checks without a diagnostic in every profile).
//! - A [`StdlibId`] of a Cg-defined overload has [`LIBRARY_BIT`] set, the
//!   file's index above [`FILE_SHIFT`] and the overload's index below; ids of
//!   the intrinsics table ([`crate::sema::stdlib`]) are plain indices.

use crate::diag::Diagnostic;
use crate::sema::builtin_type;
use crate::sema::hir::{self, Direction, StdlibId};
use crate::sema::items::{self, Items};
use crate::sema::stdlib_decl::{Availability, Intrinsic, Overload, StdParam};
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::lexer::{self, Token, TokenKind};
use crate::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};
use crate::syntax::{ast, parser};
use smallvec::SmallVec;
use std::ops::Range;
use std::sync::OnceLock;

/// The file every library token and span belongs to. No [`SourceMap`] of a
/// compilation holds it.
pub const LIBRARY_FILE: FileId = FileId::LIBRARY;

pub const LIBRARY_BIT: u32 = 1 << 31;
const FILE_SHIFT: u32 = 16;

/// `(function name, expanded file text)`: every Cg-defined function.
pub const SOURCES: &[(&str, &str)] = &[
    ("acos", include_str!("../../stdlib/expanded/acos.cg")),
    ("acosh", include_str!("../../stdlib/expanded/acosh.cg")),
    ("asin", include_str!("../../stdlib/expanded/asin.cg")),
    ("asinh", include_str!("../../stdlib/expanded/asinh.cg")),
    ("atan", include_str!("../../stdlib/expanded/atan.cg")),
    ("atan2", include_str!("../../stdlib/expanded/atan2.cg")),
    ("atanh", include_str!("../../stdlib/expanded/atanh.cg")),
    ("cosh", include_str!("../../stdlib/expanded/cosh.cg")),
    ("degrees", include_str!("../../stdlib/expanded/degrees.cg")),
    (
        "distance",
        include_str!("../../stdlib/expanded/distance.cg"),
    ),
    ("equal", include_str!("../../stdlib/expanded/equal.cg")),
    ("exp", include_str!("../../stdlib/expanded/exp.cg")),
    (
        "faceforward",
        include_str!("../../stdlib/expanded/faceforward.cg"),
    ),
    ("fmod", include_str!("../../stdlib/expanded/fmod.cg")),
    (
        "greaterThan",
        include_str!("../../stdlib/expanded/greaterThan.cg"),
    ),
    (
        "greaterThanEqual",
        include_str!("../../stdlib/expanded/greaterThanEqual.cg"),
    ),
    ("length", include_str!("../../stdlib/expanded/length.cg")),
    ("lerp", include_str!("../../stdlib/expanded/lerp.cg")),
    (
        "lessThan",
        include_str!("../../stdlib/expanded/lessThan.cg"),
    ),
    (
        "lessThanEqual",
        include_str!("../../stdlib/expanded/lessThanEqual.cg"),
    ),
    ("log", include_str!("../../stdlib/expanded/log.cg")),
    ("log10", include_str!("../../stdlib/expanded/log10.cg")),
    (
        "matrixCompMult",
        include_str!("../../stdlib/expanded/matrixCompMult.cg"),
    ),
    ("mod", include_str!("../../stdlib/expanded/mod.cg")),
    ("noise", include_str!("../../stdlib/expanded/noise.cg")),
    ("noise1", include_str!("../../stdlib/expanded/noise1.cg")),
    ("noise2", include_str!("../../stdlib/expanded/noise2.cg")),
    ("noise3", include_str!("../../stdlib/expanded/noise3.cg")),
    ("noise4", include_str!("../../stdlib/expanded/noise4.cg")),
    (
        "normalize",
        include_str!("../../stdlib/expanded/normalize.cg"),
    ),
    ("not", include_str!("../../stdlib/expanded/not.cg")),
    (
        "notEqual",
        include_str!("../../stdlib/expanded/notEqual.cg"),
    ),
    (
        "outerProduct",
        include_str!("../../stdlib/expanded/outerProduct.cg"),
    ),
    ("radians", include_str!("../../stdlib/expanded/radians.cg")),
    ("reflect", include_str!("../../stdlib/expanded/reflect.cg")),
    ("refract", include_str!("../../stdlib/expanded/refract.cg")),
    ("sinh", include_str!("../../stdlib/expanded/sinh.cg")),
    (
        "smoothstep",
        include_str!("../../stdlib/expanded/smoothstep.cg"),
    ),
    ("tan", include_str!("../../stdlib/expanded/tan.cg")),
    ("tanh", include_str!("../../stdlib/expanded/tanh.cg")),
];

/// One library file, lexed.
pub struct Library {
    /// The expanded file: one definition per line.
    text: &'static str,
    /// Each definition's line (byte range in `text`).
    definitions: Vec<Range<usize>>,
    overloads: Vec<Overload>,
    /// Headers that do not read as a definition (none for a correct library; the tests check it).
    pub diagnostics: Vec<Diagnostic>,
    /// Each overload's parsed definition.
    parsed: Vec<OnceLock<Parsed>>,
    /// Each overload's checked definition, per stage: the only thing of a
    /// profile the check of a library body reads (which overloads of the
    /// intrinsics exist, [`stdlib::overloads_for`]).
    checked: Vec<[OnceLock<Checked>; 2]>,
}

/// One definition parsed alone: its declaration table and its tree.
pub struct Parsed {
    pub items: Items,
    pub function: Option<ast::Function>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A checked definition, or the diagnostics that kept it from being one.
pub type Checked = Result<hir::Function, Vec<Diagnostic>>;

static LIBRARIES: [OnceLock<Library>; SOURCES.len()] = [const { OnceLock::new() }; SOURCES.len()];

/// The index in [`SOURCES`] of a Cg-defined function.
pub fn file_index(name: &str) -> Option<usize> {
    SOURCES.iter().position(|&(file, _)| file == name)
}

/// The lexed file of [`SOURCES`]`[index]`.
pub fn library(index: usize) -> &'static Library {
    LIBRARIES[index].get_or_init(|| read(SOURCES[index].0, SOURCES[index].1))
}

/// The overloads of the Cg-defined function in [`SOURCES`]`[index]`.
pub fn overloads(index: usize) -> Vec<StdlibId> {
    (0..library(index).overloads.len())
        .map(|overload| StdlibId(LIBRARY_BIT | (index as u32) << FILE_SHIFT | overload as u32))
        .collect()
}

pub fn is_library_id(id: StdlibId) -> bool {
    id.0 & LIBRARY_BIT != 0
}

pub fn split(id: StdlibId) -> (usize, usize) {
    let file = (id.0 & !LIBRARY_BIT) >> FILE_SHIFT;
    let overload = id.0 & ((1 << FILE_SHIFT) - 1);
    (file as usize, overload as usize)
}

/// The declaration of a Cg-defined overload.
pub fn overload(id: StdlibId) -> &'static Overload {
    let (file, overload) = split(id);
    &library(file).overloads[overload]
}

impl Library {
    /// Overload `index` parsed alone (on first use).
    pub fn parsed(&self, index: usize) -> &Parsed {
        self.parsed[index].get_or_init(|| parse(self, index))
    }

    /// Where overload `index`'s checked definition for a stage is kept
    /// (filled by [`crate::sema::library::function`]).
    pub fn checked(&self, index: usize, fragment: bool) -> &OnceLock<Checked> {
        &self.checked[index][usize::from(fragment)]
    }

    /// Parses every definition of the file with the Cg parser (what
    /// [`crate::sema::library::function`] does for one): the declarations the parser sees, for the
    /// tests to compare with [`overloads`], and its diagnostics.
    pub fn parse_all(&self) -> (Items, Vec<Diagnostic>) {
        let eof = Span::new(LIBRARY_FILE, 0..0);
        let (unit, diagnostics) = parser::parse(&lexer::lex(LIBRARY_FILE, self.text), eof);
        (items::collect(&unit.items), diagnostics)
    }
}

/// `stdlib/prelude.cg` followed by `source` (the text of `stdlib/NAME.cg`),
/// preprocessed and printed one definition per line: the text of
/// `stdlib/expanded/NAME.cg`. Preprocessor diagnostics are returned beside.
pub fn expand(name: &str, prelude: &str, source: &str) -> (String, Vec<Diagnostic>) {
    let mut sources = SourceMap::new();
    let main = sources.add_text(format!("stdlib/{name}.cg"), format!("{prelude}{source}"));
    let preprocessed = preprocess(
        &mut sources,
        main,
        &PreprocessOptions::default(),
        &MemoryLoader::new(),
    );
    let tokens = &preprocessed.tokens;
    let mut text =
        format!("// Generated from stdlib/prelude.cg and stdlib/{name}.cg: do not edit.\n");
    for range in definitions(tokens) {
        let words: Vec<&str> = tokens[range]
            .iter()
            .map(|token| token.text.as_str())
            .collect();
        text.push_str(&words.join(" "));
        text.push('\n');
    }
    (text, preprocessed.diagnostics)
}

fn read(name: &'static str, text: &'static str) -> Library {
    let mut diagnostics = Vec::new();
    let mut definitions = Vec::new();
    let mut overloads = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let range = start..start + line.len();
        start = range.end;
        if line.trim().is_empty() || line.starts_with("//") {
            continue;
        }
        // Only the header up to the body's `{` is lexed here.
        let header = &line[..line.find('{').map_or(line.len(), |brace| brace + 1)];
        match read_signature(name, &lex_at(header, range.start)) {
            Some(overload) => {
                overloads.push(overload);
                definitions.push(range);
            }
            None => diagnostics.push(Diagnostic::error(
                0,
                Span::new(LIBRARY_FILE, range),
                format!(
                    "stdlib/{name}.cg: a definition of \"{name}\" with built-in types expected"
                ),
            )),
        }
    }
    let parsed = (0..overloads.len()).map(|_| OnceLock::new()).collect();
    let checked = (0..overloads.len()).map(|_| Default::default()).collect();
    Library {
        text,
        definitions,
        overloads,
        diagnostics,
        parsed,
        checked,
    }
}

/// The tokens of `text`, a part of a library file starting at `offset`.
fn lex_at(text: &str, offset: usize) -> Vec<Token> {
    let mut tokens = lexer::lex(LIBRARY_FILE, text);
    for token in &mut tokens {
        token.span = token.span.shifted(offset as i64);
    }
    tokens
}

/// The token ranges of the top-level definitions: each ends at the brace
/// that closes its body.
fn definitions(tokens: &[Token]) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = 0;
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate() {
        match (token.kind, token.text.as_str()) {
            (TokenKind::Punct, "{") => depth += 1,
            (TokenKind::Punct, "}") => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    ranges.push(start..index + 1);
                    start = index + 1;
                }
            }
            _ => {}
        }
    }
    ranges
}

/// The declaration of a definition `RET name(PARAM, ...) { ... }` whose
/// types are built-in type names and whose parameters are `[in|out|inout]
/// TYPE name`; `None` for anything else.
fn read_signature(name: &'static str, tokens: &[Token]) -> Option<Overload> {
    let text = |index: usize| tokens.get(index).map(|token| token.text.as_str());
    let ret = builtin_type(text(0)?)?;
    if text(1)? != name || text(2)? != "(" {
        return None;
    }
    let mut params = SmallVec::new();
    let mut at = 3;
    while text(at)? != ")" {
        let direction = match text(at)? {
            "in" => Some(Direction::In),
            "out" => Some(Direction::Out),
            "inout" => Some(Direction::InOut),
            _ => None,
        };
        at += usize::from(direction.is_some());
        let ty = builtin_type(text(at)?)?;
        if tokens.get(at + 1)?.kind != TokenKind::Ident {
            return None;
        }
        params.push(StdParam {
            ty,
            direction: direction.unwrap_or(Direction::In),
        });
        at += 2;
        match text(at)? {
            "," => at += 1,
            ")" => {}
            _ => return None,
        }
    }
    (text(at + 1)? == "{").then_some(Overload {
        name,
        intrinsic: Intrinsic::Cg,
        params,
        ret,
        availability: Availability::All,
    })
}

/// Parses definition `index` alone.
fn parse(library: &Library, index: usize) -> Parsed {
    let range = library.definitions[index].clone();
    let eof = Span::new(LIBRARY_FILE, range.end..range.end);
    let tokens = lex_at(&library.text[range.clone()], range.start);
    let (unit, diagnostics) = parser::parse(&tokens, eof);
    let items = items::collect(&unit.items);
    let function = unit.items.into_iter().find_map(|item| match item.kind {
        ast::ItemKind::Function(function) => Some(function),
        _ => None,
    });
    Parsed {
        items,
        function,
        diagnostics,
    }
}
