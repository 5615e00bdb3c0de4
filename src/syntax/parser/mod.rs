//! The parser: preprocessed tokens → AST.
//!
//! Invariants:
//! - [`parse`] never fails and never panics: it returns a tree (with `Error`
//!   nodes where it skipped tokens) plus the diagnostics, with cgc's codes
//!   (C0000 for syntax errors, C0129 for a bad integer suffix) at the line of
//!   the offending token, as cgc reports them;
//! - recursion is bounded: bracket nesting, runs of prefix operators and
//!   casts, and right-nested constructs in one statement (`a = b = c`,
//!   `a ? b : c ? d : e`, `if (a) if (b) ...`) deeper than [`MAX_NESTING`] are
//!   cut out before parsing with a "nesting too deep" diagnostic (see
//!   [`limit_nesting`]), so no input can overflow the stack of the parser or
//!   of code that walks the tree recursively. Left-nested chains (`a + b +
//!   ... + z`, `v.x.x ... .x`) are parsed in a loop and not limited (cgc
//!   compiles sums of 5,000 terms): their tree depth is their length, and
//!   every walk follows them in a loop (see [`crate::syntax::ast::Expr`]).
//!   `else if` chains longer than [`MAX_NESTING`] are reported too (cgc:
//!   "memory exhausted" after about 3,300).
//!
//! It works in three steps:
//! 1. [`classify`] turns lexer tokens into [`Tok`]s, telling keywords, type names
//!    and plain identifiers apart. Cg, like C, must know type names while
//!    parsing (`(T)x` is a cast, `T x;` a declaration). A pre-pass over the tokens
//!    collects every name introduced by `struct`, `class`, `interface` or
//!    `typedef` anywhere in the file; those names and the built-in type names
//!    are type names, except where a variable or parameter declared with that
//!    name hides the type (to the end of its block, as in C and cgc). The
//!    grammar also accepts a declared (not built-in) type name where a variable
//!    is expected, for the declarations this forward scan cannot see (`float a,
//!    color;`). Tracking scopes in this scan keeps the grammar itself free of
//!    mutable state.
//! 2. [`limit_nesting`] enforces the recursion bounds.
//! 3. The chumsky grammar (submodule `grammar`) builds the tree, recovering from errors
//!    at statement level (skip to `;`) and item level (skip to `;` or past a
//!    balanced `{...}`), so one run reports several independent errors as cgc
//!    does.
//!
//! Before the grammar, a hand-written recursive descent (submodule `descent`)
//! tries the file: it reads valid files only, builds the same tree, and
//! leaves every other file to the grammar.

mod build;
mod descent;
mod grammar;
mod reuse;
mod tokens;

pub use reuse::{ParseMemory, ParsedItem, Reparsed};
pub use tokens::{
    any_case_type_name, classify, classify_with, is_builtin_type_name, is_library_type_name,
    Library, Tok, LIBRARY_TYPES, SAMPLER_SHAPES,
};

use crate::diag::Diagnostic;
use crate::span::{FileId, Span};
use crate::syntax::ast::{Item, ItemKind, QualifierKind, TranslationUnit};
use crate::syntax::lexer::{self, Token, TokenKind};

pub use grammar::SYNTAX_ERROR;

pub use crate::syntax::MAX_NESTING;

/// The tokens as the grammar reads them: classified, their literals
/// checked, cut where they nest too deep (the steps every parse shares).
fn prepare<'a>(
    tokens: &'a [Token],
    library: Library,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<(Tok<'a>, Span)> {
    let classified = classify_with(tokens, library);
    check_integer_suffixes(&classified, diagnostics);
    check_float_ranges(&classified, diagnostics);
    check_string_escapes(&classified, diagnostics);
    check_register_names(&classified, diagnostics);
    check_typedef_names(&classified, diagnostics);
    limit_nesting(classified, diagnostics)
}

/// The tokens cgc's scanner reads: those before the first NUL character,
/// which ends its input as the end of the file does (heldout19 class 6: a
/// file whose last line is a NUL compiles; `return p\0 * 2;` is "unexpected
/// $end" at the NUL). Skipped `#if` groups never reach the parser, so a NUL
/// in them ends nothing here.
fn end_at_nul(tokens: &[Token], eof: Span) -> (&[Token], Span) {
    match tokens
        .iter()
        .position(|token| token.kind == TokenKind::Unknown && token.text.as_str() == "\0")
    {
        Some(nul) => {
            let at = tokens[nul].span;
            (
                &tokens[..nul],
                Span::new(at.file, at.start as usize..at.start as usize),
            )
        }
        None => (tokens, eof),
    }
}

/// Parses preprocessed tokens. `eof` is the (empty) span just past the last
/// token, used for "unexpected end of file".
pub fn parse(tokens: &[Token], eof: Span) -> (TranslationUnit, Vec<Diagnostic>) {
    parse_with(tokens, eof, Library::Standard)
}

/// [`parse`], with the standard library's type names declared or not
/// (`-nostdlib`).
pub fn parse_with(
    tokens: &[Token],
    eof: Span,
    library: Library,
) -> (TranslationUnit, Vec<Diagnostic>) {
    let (tokens, eof) = end_at_nul(tokens, eof);
    let mut diagnostics = Vec::new();
    let limited = prepare(tokens, library, &mut diagnostics);
    let unit = grammar::parse_tokens(&limited, eof, &mut diagnostics);
    check_profile_specifiers(&unit.items, &mut diagnostics);
    (unit, diagnostics)
}

/// Parses `tokens` as [`parse_with`] does (see [`reuse`]), reusing the items of the
/// parse that left `previous` where the tokens are unchanged. `previous` must
/// come from a parse under the same `library`.
pub fn reparse(
    tokens: &[Token],
    eof: Span,
    library: Library,
    previous: Option<ParseMemory>,
) -> Reparsed {
    let (tokens, eof) = end_at_nul(tokens, eof);
    let reader = reuse::Reader { prepare, library };
    let previous = match previous.map(|memory| reuse::reparse_items(memory, tokens, eof, reader)) {
        Some(Ok((items, memory))) => return read_fast(items, memory, Vec::new()),
        Some(Err(memory)) => Some(memory),
        None => None,
    };
    let mut diagnostics = Vec::new();
    let limited = prepare(tokens, library, &mut diagnostics);
    if diagnostics.is_empty() {
        let remembered = reuse::remember(tokens, &limited);
        let fast = previous
            .and_then(|previous| reuse::reuse(&previous, &remembered, &limited, eof))
            .or_else(|| reuse::read_all(&limited, eof));
        if let Some((items, ranges)) = fast {
            let memory = ParseMemory {
                tokens: remembered,
                items: ranges,
            };
            return read_fast(items, memory, diagnostics);
        }
    }
    let unit = grammar::parse_tokens(&limited, eof, &mut diagnostics);
    check_profile_specifiers(&unit.items, &mut diagnostics);
    Reparsed {
        items: unit
            .items
            .into_iter()
            .map(|item| ParsedItem::Fresh(Box::new(item)))
            .collect(),
        diagnostics,
        memory: None,
    }
}

/// A reparse the fast path read: the items' profile specifiers checked,
/// and `memory` kept when nothing was reported.
fn read_fast(
    items: Vec<ParsedItem>,
    memory: ParseMemory,
    mut diagnostics: Vec<Diagnostic>,
) -> Reparsed {
    check_profile_specifiers(
        items.iter().filter_map(|item| match item {
            ParsedItem::Fresh(item) => Some(&**item),
            ParsedItem::Reused { .. } => None,
        }),
        &mut diagnostics,
    );
    let memory = diagnostics.is_empty().then_some(memory);
    Reparsed {
        items,
        diagnostics,
        memory,
    }
}

/// The trees of the parser's two paths, each run alone over `tokens`
/// (classified and nesting-limited as [`parse`] does): the fast path's
/// (`None` where it declines) and the chumsky grammar's (`None` for a file
/// with a syntax error). For the differential test that keeps them equal.
#[doc(hidden)]
pub fn parse_both_ways(tokens: &[Token], eof: Span) -> (Option<Vec<Item>>, Option<Vec<Item>>) {
    let limited = limit_nesting(classify(tokens), &mut Vec::new());
    (
        descent::parse(&limited, eof),
        grammar::parse_valid(&limited, eof),
    )
}

/// [`parse`] with the grammar alone reading the whole file: the same items
/// and diagnostics, or the fast path's restart (see `grammar::parse_tokens`)
/// changed what the user sees. For the differential test.
#[doc(hidden)]
pub fn parse_whole_by_grammar(tokens: &[Token], eof: Span) -> (TranslationUnit, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    let limited = prepare(tokens, Library::Standard, &mut diagnostics);
    let unit = grammar::parse_whole_by_grammar(&limited, eof, &mut diagnostics);
    check_profile_specifiers(&unit.items, &mut diagnostics);
    (unit, diagnostics)
}

/// cgc's code for a word before a declaration it does not know as a
/// profile specifier (a warning).
pub const UNRECOGNIZED_PROFILE_SPECIFIER: u32 = 7022;
/// cgc's code for a profile specifier on a variable (an error).
pub const PROFILE_SPECIFIER_ON_VARIABLE: u32 = 1071;

/// The profile specifiers cgc 3.1 recognizes (probed one by one with cgc:
/// any other word before a declaration draws warning C7022): its profiles,
/// and the geometry and tessellation attributes of a function.
pub fn is_known_profile_specifier(name: &str) -> bool {
    const ATTRIBUTES: &[&str] = &[
        "POINT",
        "LINE",
        "TRIANGLE",
        "LINE_ADJ",
        "TRIANGLE_ADJ",
        "POINT_OUT",
        "LINE_OUT",
        "TRIANGLE_OUT",
        "QUADS",
        "TRIANGLES",
        "ISOLINES",
        "SPACE_EQUAL",
        "ORDER_CW",
        "ORDER_CCW",
        "POINT_MODE",
    ];
    // `PATCH_1` ... `PATCH_32`, `PATCHOUT_1` ... `PATCHOUT_32` (no leading zero).
    let patch_size = |prefix: &str| {
        name.strip_prefix(prefix).is_some_and(|digits| {
            !digits.starts_with('0') && digits.parse::<u32>().is_ok_and(|n| (1..=32).contains(&n))
        })
    };
    crate::profile::RECOGNIZED_SPECIFIER_NAMES.contains(&name)
        || ATTRIBUTES.contains(&name)
        || patch_size("PATCH_")
        || patch_size("PATCHOUT_")
}

/// Warns about unknown profile specifiers before file-scope declarations and
/// rejects specifiers on variables, as cgc does: `foo void f();` is a
/// warning, `TRIANGLE float4 g;` an error.
fn check_profile_specifiers<'i>(
    items: impl IntoIterator<Item = &'i Item>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    for item in items {
        let (qualifiers, variables) = match &item.kind {
            ItemKind::Function(function) => (&function.qualifiers, &[][..]),
            ItemKind::Declaration(declaration) if declaration.is_typedef() => {
                (&declaration.qualifiers, &[][..])
            }
            ItemKind::Declaration(declaration) => {
                (&declaration.qualifiers, &declaration.declarators[..])
            }
            _ => continue,
        };
        for qualifier in qualifiers {
            let QualifierKind::Profile(name) = &qualifier.kind else {
                continue;
            };
            if !is_known_profile_specifier(name) {
                diagnostics.push(Diagnostic::warning(
                    UNRECOGNIZED_PROFILE_SPECIFIER,
                    qualifier.span,
                    format!("unrecognized profile specifier \"{name}\""),
                ));
            }
            for variable in variables {
                diagnostics.push(Diagnostic::error(
                    PROFILE_SPECIFIER_ON_VARIABLE,
                    variable.name.span,
                    format!(
                        "profile specifier \"{name}\" not allowed on non-function \"{}\"",
                        variable.name.name
                    ),
                ));
            }
        }
    }
}

/// cgc's code for a bad integer suffix.
pub const BAD_INTEGER_SUFFIX: u32 = 129;

/// Integer literals take the suffixes `u l s t f h x` (cgc accepts `3ul`, `7s`,
/// `1f`); `i` and `d` are reported as cgc does (C0129) and the literal is kept.
fn check_integer_suffixes(tokens: &[(Tok<'_>, Span)], diagnostics: &mut Vec<Diagnostic>) {
    for (token, span) in tokens {
        let Tok::Int(text) = token else { continue };
        let is_hex = text.len() > 2 && text[..2].eq_ignore_ascii_case("0x");
        let suffix = text.trim_start_matches(|c: char| {
            c.is_ascii_digit() || (is_hex && (c.is_ascii_hexdigit() || c == 'x' || c == 'X'))
        });
        if let Some(bad) = suffix
            .chars()
            .find(|c| matches!(c.to_ascii_lowercase(), 'i' | 'd'))
        {
            diagnostics.push(Diagnostic::error(
                BAD_INTEGER_SUFFIX,
                *span,
                format!("invalid char '{bad}' in integer constant suffix"),
            ));
        }
    }
}

/// cgc's code for a declaration its grammar reads and then rejects.
pub const DECLARATION_SYNTAX_ERROR: u32 = 502;

/// A `typedef` that names no type (`typedef float;`, `typedef struct S { ...
/// };`) is an error in cgc, C0502 "syntax error at token \"typedef\"" on
/// the line of its `;`, at file scope, in a body and in a struct alike
/// (sema case 669). A declaration without a name and without `typedef` is
/// accepted (`float;`).
fn check_typedef_names(tokens: &[(Tok<'_>, Span)], diagnostics: &mut Vec<Diagnostic>) {
    let typedef = Tok::keyword("typedef");
    for start in (0..tokens.len()).filter(|&index| tokens[index].0 == typedef) {
        let Some(end) = nameless_type_end(tokens, start + 1) else {
            continue;
        };
        if tokens
            .get(end)
            .is_some_and(|(token, _)| *token == Tok::punct(";"))
        {
            diagnostics.push(Diagnostic::error(
                DECLARATION_SYNTAX_ERROR,
                tokens[end].1,
                "syntax error at token \"typedef\"",
            ));
        }
    }
}

/// Where the qualifiers and type from `index` end: past a type name, or past
/// `struct NAME { ... }` (name and body each optional).
fn nameless_type_end(tokens: &[(Tok<'_>, Span)], mut index: usize) -> Option<usize> {
    let is_type_keyword = |token: &Tok<'_>| matches!(token, Tok::Keyword("struct" | "class"));
    while matches!(&tokens.get(index)?.0, Tok::Keyword(_) if !is_type_keyword(&tokens[index].0)) {
        index += 1;
    }
    match tokens.get(index)?.0 {
        Tok::TypeName(_) => Some(index + 1),
        ref keyword if is_type_keyword(keyword) => {
            index += 1;
            if matches!(tokens.get(index)?.0, Tok::Ident(_) | Tok::TypeName(_)) {
                index += 1;
            }
            if tokens.get(index)?.0 == Tok::punct("{") {
                index = matching_close(tokens, index)? + 1;
            }
            Some(index)
        }
        _ => None,
    }
}

/// cgc's code for a floating literal beyond the range of `float`.
pub const FLOAT_CONSTANT_OVERFLOW: u32 = 123;

/// A floating literal too large for a 32-bit `float` (`1e999`, `3.5e38`,
/// `1e39h`) is an error, as in cgc, which checks every literal the
/// preprocessor passes on, used or not; an underflow (`1e-999`) is zero.
fn check_float_ranges(tokens: &[(Tok<'_>, Span)], diagnostics: &mut Vec<Diagnostic>) {
    for (token, span) in tokens {
        let Tok::Float(text) = token else { continue };
        let digits = text.trim_end_matches(['f', 'F', 'h', 'H', 'x', 'X']);
        if digits.parse::<f32>().is_ok_and(f32::is_infinite) {
            diagnostics.push(Diagnostic::error(
                FLOAT_CONSTANT_OVERFLOW,
                *span,
                "floating point constant overflow",
            ));
        }
    }
}

/// cgc's code for an escape it does not know in a string literal.
const UNKNOWN_ESCAPE: u32 = 7020;

/// A backslash in a string literal before a character that starts none of
/// C's escapes (`\n \t \r \\ \" \' \a \b \f \v`, octal digits, `\x`) warns,
/// once per escape at the literal, as cgc 3.1 does for every literal the
/// preprocessor passes on (Windows paths in annotations, `"Water\water.dds"`:
/// heldout19 class 2, tests/sema/cases/690).
fn check_string_escapes(tokens: &[(Tok<'_>, Span)], diagnostics: &mut Vec<Diagnostic>) {
    for (token, span) in tokens {
        let Tok::Str(text) = token else { continue };
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                continue;
            }
            let Some(escaped) = chars.next() else { break };
            if !matches!(
                escaped,
                'n' | 't' | 'r' | '\\' | '"' | '\'' | 'a' | 'b' | 'f' | 'v' | 'x' | '0'..='7'
            ) {
                diagnostics.push(Diagnostic::warning(
                    UNKNOWN_ESCAPE,
                    *span,
                    format!("Unknown escape \"\\{escaped}\" in string constant"),
                ));
            }
        }
    }
}

/// cgc's code for a `register(...)` binding to a register it does not know.
pub const INVALID_REGISTER: u32 = 5123;

/// `: register(t1)`, `: register(ps, foo)`: cgc 3.1 binds to constant
/// registers (`c5`, `C5`) and samplers (`s1`) only, and reports any other
/// name as it parses, on every declaration (globals, members, parameters,
/// locals, return values) and whichever profile the binding is qualified for
/// (an unknown qualifier is no error: the binding then applies nowhere).
/// Probed with cgc 3.1, tests/sema/cases/505–506.
fn check_register_names(tokens: &[(Tok<'_>, Span)], diagnostics: &mut Vec<Diagnostic>) {
    let word = |index: usize| match tokens.get(index) {
        Some((Tok::Ident(name) | Tok::TypeName(name), span)) => Some((*name, *span)),
        _ => None,
    };
    let punct = |index: usize, text: &str| matches!(tokens.get(index), Some((Tok::Punct(p), _)) if *p == text);
    for (index, (token, _)) in tokens.iter().enumerate() {
        if !matches!(token, Tok::Keyword("register"))
            || index == 0
            || !punct(index - 1, ":")
            || !punct(index + 1, "(")
        {
            continue;
        }
        let register = match (word(index + 2), punct(index + 3, ",")) {
            (Some(_), true) if punct(index + 5, ")") => word(index + 4),
            (Some(first), false) if punct(index + 3, ")") => Some(first),
            _ => None,
        };
        let Some((name, span)) = register else {
            continue;
        };
        if !names_register(name) {
            diagnostics.push(Diagnostic::error(
                INVALID_REGISTER,
                span,
                format!("invalid register semantic \"{name}\""),
            ));
        }
    }
}

/// `c5`, `C5`, `s1`: a constant register or a sampler, numbered.
fn names_register(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('c' | 'C' | 's' | 'S'))
        && !chars.as_str().is_empty()
        && chars.all(|c| c.is_ascii_digit())
}

/// Lexes and parses text that needs no preprocessing (the standard library,
/// tests). `file` is the id the spans will carry.
pub fn parse_text(file: FileId, text: &str) -> (TranslationUnit, Vec<Diagnostic>) {
    let tokens = lexer::lex(file, text);
    parse(&tokens, Span::new(file, text.len()..text.len()))
}

/// Cuts out what nests deeper than [`MAX_NESTING`], reporting one diagnostic
/// per cut (the grammar accepts [`Tok::Poison`] silently as an error expression,
/// statement or item):
/// - the contents of a bracket pair opened too deep become one `Poison`;
/// - prefix operators and casts (`(float)`, `(half[2])`) beyond the limit in
///   one run are dropped;
/// - a statement (the tokens between `;`, `{` and `}`) with more right-nested
///   constructs than the limit (assignments, `?:`, `if`/`else`/`while`/`for`/
///   `do`/`switch` heads, each of which nests the rest of the statement) becomes
///   one `Poison`.
pub fn limit_nesting<'a>(
    tokens: Vec<(Tok<'a>, Span)>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<(Tok<'a>, Span)> {
    let mut limiter = NestingLimiter {
        kept: Kept {
            input: &tokens,
            prefix: 0,
            copy: None,
        },
        depth: 0,
        prefix_run: 0,
        statement_start: 0,
        depth_at_statement_start: 0,
        statement_nesting: 0,
        else_if_chains: Vec::new(),
    };
    let mut index = 0;
    while index < tokens.len() {
        index = limiter.step(&tokens, index, diagnostics);
    }
    let Kept { prefix, copy, .. } = limiter.kept;
    copy.unwrap_or_else(|| {
        let mut tokens = tokens;
        tokens.truncate(prefix);
        tokens
    })
}

/// The tokens [`limit_nesting`] keeps: a prefix of its input until the first
/// change, so a file with nothing to cut (nearly every file) is not copied.
struct Kept<'t, 'a> {
    input: &'t [(Tok<'a>, Span)],
    /// While there is no `copy`, the kept tokens are `input[..prefix]`.
    prefix: usize,
    copy: Option<Vec<(Tok<'a>, Span)>>,
}

impl<'a> Kept<'_, 'a> {
    fn len(&self) -> usize {
        self.copy.as_ref().map_or(self.prefix, Vec::len)
    }

    fn last(&self) -> Option<&(Tok<'a>, Span)> {
        match &self.copy {
            Some(copy) => copy.last(),
            None => self.prefix.checked_sub(1).map(|last| &self.input[last]),
        }
    }

    /// Keeps `input[index]`.
    fn push_input(&mut self, index: usize) {
        if self.copy.is_none() && index == self.prefix {
            self.prefix += 1;
        } else {
            let token = self.input[index];
            self.copied().push(token);
        }
    }

    /// Keeps a token that is not the next of the input.
    fn push(&mut self, token: (Tok<'a>, Span)) {
        self.copied().push(token);
    }

    fn pop(&mut self) {
        match &mut self.copy {
            Some(copy) => {
                copy.pop();
            }
            None => self.prefix = self.prefix.saturating_sub(1),
        }
    }

    fn truncate(&mut self, length: usize) {
        match &mut self.copy {
            Some(copy) => copy.truncate(length),
            None => self.prefix = self.prefix.min(length),
        }
    }

    fn copied(&mut self) -> &mut Vec<(Tok<'a>, Span)> {
        let (input, prefix) = (self.input, self.prefix);
        self.copy.get_or_insert_with(|| {
            let mut copy = Vec::with_capacity(input.len());
            copy.extend_from_slice(&input[..prefix]);
            copy
        })
    }
}

struct NestingLimiter<'t, 'a> {
    kept: Kept<'t, 'a>,
    /// Bracket depth of the kept tokens.
    depth: usize,
    /// Length of the current run of prefix operators.
    prefix_run: usize,
    /// Index in `kept` where the current statement starts.
    statement_start: usize,
    depth_at_statement_start: usize,
    /// Right-nested constructs seen in the current statement.
    statement_nesting: usize,
    /// Length of the `else if` chain being read, per bracket depth. Each
    /// `else if` nests the rest of the chain one level deeper in the tree, but
    /// a chain of braced branches spans many statements, so the statement
    /// count above does not see it.
    else_if_chains: Vec<usize>,
}

impl<'a> NestingLimiter<'_, 'a> {
    /// Handles `tokens[index]`; returns the index of the next token to handle.
    fn step(
        &mut self,
        tokens: &[(Tok<'a>, Span)],
        index: usize,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> usize {
        let (token, span) = tokens[index];
        if matches!(
            token,
            Tok::Ident(_) | Tok::TypeName(_) | Tok::Int(_) | Tok::Float(_) | Tok::Str(_)
        ) {
            // Most tokens: an operand nests nothing and ends no run.
            self.prefix_run = 0;
            self.kept.push_input(index);
            return index + 1;
        }
        if token.is_open_bracket() && self.depth == MAX_NESTING {
            diagnostics.push(nesting_too_deep(span));
            self.kept.push_input(index);
            self.kept.push((Tok::Poison, span));
            self.prefix_run = 0;
            return match matching_close(tokens, index) {
                Some(close) => {
                    self.kept.push_input(close);
                    self.start_statement_if_boundary(tokens[close].0);
                    close + 1
                }
                None => tokens.len(),
            };
        }
        let prefix_length = match cast_length(tokens, index) {
            Some(length) => Some(length),
            None => token.is_prefix_operator().then_some(1),
        };
        if let Some(length) = prefix_length {
            self.prefix_run += 1;
            if self.prefix_run == MAX_NESTING + 1 {
                diagnostics.push(nesting_too_deep(span));
            }
            if self.prefix_run > MAX_NESTING {
                return index + length;
            }
            if length > 1 {
                // A cast's brackets close inside it: the depth is unchanged.
                (index..index + length).for_each(|cast| self.kept.push_input(cast));
                return index + length;
            }
        } else {
            self.prefix_run = 0;
        }
        if matches!(token, Tok::Keyword("if")) && self.chain_too_long(span, diagnostics) {
            // Dropping the `else` ends the chain and starts a new one: the
            // tree stays shallow, and the error is already reported.
            self.kept.pop();
        }
        if token.nests_rest_of_statement() {
            self.statement_nesting += 1;
            if self.statement_nesting > MAX_NESTING {
                diagnostics.push(nesting_too_deep(span));
                return self.poison_statement(tokens, index, span);
            }
        }
        if token.is_open_bracket() {
            self.depth += 1;
        } else if token.is_close_bracket() {
            self.depth = self.depth.saturating_sub(1);
        }
        self.kept.push_input(index);
        self.start_statement_if_boundary(token);
        index + 1
    }

    /// Counts an `if` in the `else if` chain at the current depth (a plain
    /// `if` starts a new chain); true when the chain just got longer than
    /// [`MAX_NESTING`] (reported once per chain; every later `else` of the
    /// chain is dropped).
    fn chain_too_long(&mut self, span: Span, diagnostics: &mut Vec<Diagnostic>) -> bool {
        if self.else_if_chains.len() <= self.depth {
            self.else_if_chains.resize(self.depth + 1, 0);
        }
        let after_else = matches!(self.kept.last(), Some((Tok::Keyword("else"), _)));
        let chain = &mut self.else_if_chains[self.depth];
        if !after_else {
            *chain = 0;
            return false;
        }
        *chain += 1;
        if *chain == MAX_NESTING + 1 {
            diagnostics.push(nesting_too_deep(span));
        }
        *chain > MAX_NESTING
    }

    fn start_statement_if_boundary(&mut self, token: Tok<'a>) {
        if matches!(token, Tok::Punct(";" | "{" | "}")) {
            self.statement_start = self.kept.len();
            self.depth_at_statement_start = self.depth;
            self.statement_nesting = 0;
        }
    }

    /// Replaces the current statement by one `Poison` and skips to the token
    /// that ends it (which is then handled normally).
    fn poison_statement(&mut self, tokens: &[(Tok<'a>, Span)], index: usize, span: Span) -> usize {
        self.kept.truncate(self.statement_start);
        self.kept.push((Tok::Poison, span));
        self.depth = self.depth_at_statement_start;
        self.prefix_run = 0;
        self.statement_nesting = 0;
        tokens[index..]
            .iter()
            .position(|(token, _)| matches!(token, Tok::Punct(";" | "{" | "}")))
            .map_or(tokens.len(), |offset| index + offset)
    }
}

fn nesting_too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(
        SYNTAX_ERROR,
        span,
        format!("nesting too deep (more than {MAX_NESTING} levels)"),
    )
}

/// The number of tokens of the cast that starts at `start`: `(`, type
/// words (`float4`, `unsigned int`, a declared type), array dimensions of
/// constants, `)` (a cast's operand nests one level in the tree, like a
/// prefix operator's). Other parenthesized type names (an unnamed parameter
/// `f(float)`) only lengthen a run that ends right after.
fn cast_length(tokens: &[(Tok<'_>, Span)], start: usize) -> Option<usize> {
    let is_type_word = |token: &Tok<'_>| match token {
        Tok::TypeName(_) => true,
        Tok::Keyword(word) => is_builtin_type_name(word) || *word == "unsigned",
        _ => false,
    };
    if !matches!(tokens[start].0, Tok::Punct("(")) {
        return None;
    }
    let rest = tokens.get(start + 1..)?;
    let words = rest
        .iter()
        .take_while(|(token, _)| is_type_word(token))
        .count();
    if words == 0 {
        return None;
    }
    let mut length = 1 + words;
    for (token, _) in &rest[words..] {
        length += 1;
        match token {
            Tok::Punct(")") => return Some(length),
            Tok::Punct("[" | "]") | Tok::Int(_) => {}
            _ => return None,
        }
    }
    None
}

/// Index of the bracket closing the one at `open`, counting all bracket kinds.
fn matching_close(tokens: &[(Tok<'_>, Span)], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, (token, _)) in tokens.iter().enumerate().skip(open) {
        if token.is_open_bracket() {
            depth += 1;
        } else if token.is_close_bracket() {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return Some(index);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nesting_diagnostics(text: &str) -> usize {
        let (_, diagnostics) = parse_text(FileId(0), text);
        diagnostics
            .iter()
            .filter(|diagnostic| diagnostic.message.contains("nesting too deep"))
            .count()
    }

    #[test]
    fn nesting_up_to_the_limit_is_accepted() {
        let at_limit = format!(
            "float f() {{ return {}1{}; }}",
            "(".repeat(MAX_NESTING - 1),
            ")".repeat(MAX_NESTING - 1)
        );
        let (_, diagnostics) = parse_text(FileId(0), &at_limit);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let over_limit = format!(
            "float f() {{ return {}1{}; }}",
            "(".repeat(MAX_NESTING),
            ")".repeat(MAX_NESTING)
        );
        assert_eq!(nesting_diagnostics(&over_limit), 1);
    }

    #[test]
    fn a_cut_statement_leaves_the_rest_of_the_function() {
        let chain = vec!["x"; MAX_NESTING + 2].join(" = ");
        let text = format!("float f(float x) {{ {chain}; return x; }} float g() {{ return 1; }}");
        let (unit, diagnostics) = parse_text(FileId(0), &text);
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert_eq!(unit.items.len(), 2);
    }
}
