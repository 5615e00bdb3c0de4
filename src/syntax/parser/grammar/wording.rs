//! cgc's wording of a syntax error: `syntax error, unexpected X, expecting
//! Y or Z at token "x"`.
//!
//! cgc's parser is a Bison LALR(1) automaton. When it meets a token it has no
//! action for, it has already taken every default reduction the token
//! allowed, and it names only the tokens the state it stopped in shifts
//! explicitly, and none at all when there are more than four. So its list is
//! not what could follow in the language but what that state shifts, and the
//! state depends on how far the reductions went:
//!
//! - after a complete declarator (a name, `v[2]`, a semantic, an
//!   initializer, a function's header) the declarator is reduced and the
//!   declaration's list waits: `',' or ';'` (`',' or ')'` in a parameter
//!   list);
//! - where an operand or a type must come and none does, the state is the
//!   one before an optional scope (`::x`): `"::"`; where the list may be
//!   empty instead (a call's arguments, a `for`'s last clause) the reduction
//!   of the empty list leaves `')'`;
//! - after an operand, a token that may end an expression reduces it up to
//!   the construct that holds it, which names its closers (`',' or ';'` in a
//!   statement, `',' or ')'` in parentheses, `')'` in a call or a condition,
//!   `']' or ','` in an index, `'}' or ','` in an initializer list, `',' or
//!   ':'` inside `?:`); any other token after a name is reported in the
//!   name's state: `"::"`;
//! - a name followed by a word that can follow a profile specifier (another
//!   name, a type, a qualifier, `struct`) is read as one: cgc reports the
//!   token after it (`return p x;` is "unexpected ';', expecting "::"").
//!
//! The grammar here is not cgc's automaton: [`cgc_expected`] recognises
//! these places from what the grammar expected and the tokens before the
//! error, and names what cgc names there (tests/syntax/probes.tsv holds
//! cgc's messages for every token kind in many places, from
//! scripts/regen_syntax_probes.py).

use chumsky::error::RichPattern;
use chumsky::prelude::Rich;

use crate::span::Span;
use crate::syntax::parser::tokens::{is_reserved_type_word, Tok};

/// The syntax error `error` (found among `tokens`, which end at `eof`;
/// `kinds` are the same tokens without their spans, made once per file) in
/// cgc's words, and the token cgc reports it at.
pub(super) fn cgc_message(
    error: &Rich<'_, Tok<'_>, Span>,
    tokens: &[(Tok<'_>, Span)],
    kinds: &[Tok<'_>],
    eof: Span,
) -> (Span, String) {
    let expected = Expected::of(error);
    let place = tokens.partition_point(|(_, span)| span.start < error.span().start);
    // The grammar reports errors at a token (or at the end of the file);
    // anywhere else nothing around it can be trusted.
    let at_token = match error.found() {
        Some(found) => tokens.get(place).is_some_and(|(token, _)| token == found),
        None => place == tokens.len(),
    };
    let (moved, names) = if at_token {
        cgc_expected(&kinds[..place], &kinds[place..], &expected)
    } else {
        (0, expected.generic_names())
    };
    let (found, span) = match tokens.get(place + moved) {
        Some((token, span)) if at_token => (Some(token), *span),
        _ if moved > 0 => (None, eof),
        _ => (error.found(), *error.span()),
    };
    let mut message = format!(
        "syntax error, unexpected {}",
        found.map_or("$end".to_string(), describe)
    );
    if !names.is_empty() {
        message.push_str(", expecting ");
        message.push_str(&names.join(" or "));
    }
    if let Some(shown) = found.map_or(Some("<EOF>"), shown_text) {
        message.push_str(&format!(" at token \"{shown}\""));
    }
    (span, message)
}

/// Bison-style token names, as cgc's: `';'`, `identifier`, `reserved word
/// "if"`.
fn describe(token: &Tok<'_>) -> String {
    match token {
        Tok::Ident(_) => "identifier".to_string(),
        // The type names cgc's grammar reserves are reserved words to its
        // messages too, `bool` by the grammar's name for it.
        Tok::TypeName("bool") => "reserved word \"boolean\"".to_string(),
        Tok::TypeName(word) if is_reserved_type_word(word) => format!("reserved word \"{word}\""),
        Tok::TypeName(_) => "type identifier".to_string(),
        Tok::Int(_) => "integer constant".to_string(),
        Tok::Float(_) => "floating point constant".to_string(),
        Tok::Str(_) => "string literal".to_string(),
        // Characters no Cg token starts with.
        Tok::Unknown(_) | Tok::Punct("@" | "$" | "\\" | "#" | "##") => "$undefined".to_string(),
        other => other.to_string(),
    }
}

/// The text after "at token": cgc shows a literal by its kind.
fn shown_text<'a>(token: &Tok<'a>) -> Option<&'a str> {
    match token {
        Tok::Int(_) => Some("<int-const>"),
        Tok::Float(_) => Some("<float-const>"),
        Tok::Str(_) => Some("<string-const>"),
        // cgc's lexer reads an assembly block's keyword with the block, so
        // the keyword alone has no text to it.
        Tok::Unknown(_)
        | Tok::Punct("$" | "\\")
        | Tok::Keyword("asm" | "asm_fragment" | "decl") => Some("<undefined>"),
        Tok::Punct("##") => Some("#"),
        other => other.text(),
    }
}

/// What the grammar expected where it failed, sorted by kind.
#[derive(Default)]
struct Expected {
    punctuation: Vec<String>,
    keywords: Vec<String>,
    /// The grammar's labels (`identifier`, `type`, `expression`,
    /// `statement`, `declaration`, ...) and "something else".
    labels: Vec<String>,
    /// Any other token (a poisoned expression, a literal).
    others: Vec<String>,
}

impl Expected {
    fn of(error: &Rich<'_, Tok<'_>, Span>) -> Self {
        let mut expected = Expected::default();
        for pattern in error.expected() {
            match pattern {
                RichPattern::Token(token) => match &**token {
                    Tok::Punct(text) => expected.punctuation.push(text.to_string()),
                    Tok::Keyword(text) => expected.keywords.push(text.to_string()),
                    Tok::Poison => expected.others.push("poison".to_string()),
                    other => expected.others.push(describe(other)),
                },
                RichPattern::Label(label) => expected.labels.push(label.to_string()),
                RichPattern::Identifier(name) => expected.others.push(format!("\"{name}\"")),
                RichPattern::SomethingElse => expected.labels.push("something else".to_string()),
                RichPattern::EndOfInput => expected.others.push("end of file".to_string()),
                _ => {}
            }
        }
        for list in [
            &mut expected.punctuation,
            &mut expected.keywords,
            &mut expected.labels,
            &mut expected.others,
        ] {
            list.sort();
            list.dedup();
        }
        expected
    }

    fn punct(&self, text: &str) -> bool {
        self.punctuation.iter().any(|known| known == text)
    }

    fn label(&self, text: &str) -> bool {
        self.labels.iter().any(|known| known == text)
    }

    /// Only the punctuation in `allowed` (and any of it).
    fn punctuation_within(&self, allowed: &[&str]) -> bool {
        self.punctuation
            .iter()
            .all(|text| allowed.contains(&text.as_str()))
    }

    /// Exactly these labels (with "something else" counted) and no tokens.
    fn only_labels(&self, labels: &[&str]) -> bool {
        self.punctuation.is_empty()
            && self.keywords.is_empty()
            && self.others.is_empty()
            && self
                .labels
                .iter()
                .all(|label| labels.contains(&label.as_str()))
            && labels.iter().all(|label| self.label(label))
    }

    /// An operand could start here: the expression rule's label, or the
    /// first tokens of a primary expression.
    fn operand(&self) -> bool {
        self.label("expression")
            || (self.label("identifier") && self.others.iter().any(|other| other == "poison"))
    }

    /// The list for places none of the rules of [`cgc_expected`] knows:
    /// every name, unless a whole construct (a statement, a declaration,
    /// an expression, a type) could start (then Bison's list would exceed
    /// four and cgc names none) or there are more than four.
    fn generic_names(&self) -> Vec<String> {
        let broad = [
            "declaration",
            "statement",
            "expression",
            "something else",
            "type",
        ];
        if self
            .labels
            .iter()
            .any(|label| broad.contains(&label.as_str()))
        {
            return Vec::new();
        }
        let mut names: Vec<String> = self
            .punctuation
            .iter()
            .map(|text| quoted(text))
            .chain(
                self.keywords
                    .iter()
                    .map(|text| format!("reserved word \"{text}\"")),
            )
            .chain(self.labels.iter().cloned())
            .chain(
                self.others
                    .iter()
                    .filter(|other| *other != "poison")
                    .cloned(),
            )
            .collect();
        names.sort();
        names.dedup();
        if names.len() > 4 {
            return Vec::new();
        }
        in_cgc_order(names)
    }
}

/// A punctuator as Bison names it: `';'`, `"::"`.
fn quoted(text: &str) -> String {
    if text.chars().count() == 1 {
        format!("'{text}'")
    } else {
        format!("\"{text}\"")
    }
}

/// Punctuation in the order cgc's parser lists it after "expecting" (its
/// Bison tables' order, not the characters': `']' or ','`, `'}' or ','`,
/// `',' or ')'`, `',' or ';'`, `';' or '('`, `'(' or ')'`); other names
/// come first.
const CGC_PUNCTUATION_ORDER: [&str; 7] = ["']'", "'}'", "','", "';'", "'('", "')'", "'>'"];

fn in_cgc_order(mut names: Vec<String>) -> Vec<String> {
    let rank = |name: &String| {
        CGC_PUNCTUATION_ORDER
            .iter()
            .position(|known| known == name)
            .map_or(0, |position| position + 1)
    };
    names.sort_by_key(rank);
    names
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|name| name.to_string()).collect()
}

fn is_name(token: Option<&Tok<'_>>) -> bool {
    matches!(token, Some(Tok::Ident(_)))
}

fn is_punct(token: Option<&Tok<'_>>, texts: &[&str]) -> bool {
    matches!(token, Some(Tok::Punct(text)) if texts.contains(text))
}

fn is_keyword(token: Option<&Tok<'_>>, texts: &[&str]) -> bool {
    matches!(token, Some(Tok::Keyword(text)) if texts.contains(text))
}

/// The words that qualify a declaration, which cgc reads after a name as
/// after a profile specifier.
const QUALIFIERS: [&str; 16] = [
    "const",
    "uniform",
    "in",
    "out",
    "inout",
    "static",
    "extern",
    "varying",
    "volatile",
    "shared",
    "packed",
    "inline",
    "row_major",
    "column_major",
    "precise",
    "typedef",
];

/// Tokens that may end an expression: after an operand, cgc reduces on them.
const CLOSERS: [&str; 6] = [",", ";", ")", "]", "}", ":"];

/// Tokens the grammar expects only after an operand (postfix operators,
/// calls, indices, members, `?:`).
const CONTINUATIONS: [&str; 7] = ["(", "++", "--", ".", "?", "[", "::"];

/// Where cgc reports the error (how many tokens past the one the grammar
/// stopped at: `after[0]`) and the names it lists, from the tokens `before`
/// the error and from `after` it, and what the grammar `expected`.
fn cgc_expected(
    before: &[Tok<'_>],
    after: &[Tok<'_>],
    expected: &Expected,
) -> (usize, Vec<String>) {
    let found = after.first();
    let back = |distance: usize| {
        before
            .len()
            .checked_sub(distance)
            .map(|index| &before[index])
    };
    let (previous, second) = (back(1), back(2));
    // `[precise]` is the one attribute cgc knows.
    if expected.keywords == ["precise"]
        && expected.punctuation.is_empty()
        && expected.labels.is_empty()
    {
        return (0, names(&["reserved word", "reserved word \"precise\""]));
    }
    // After a sign word cgc's state takes a scope or a type identifier,
    // and names the scope only.
    if is_keyword(previous, &["signed", "unsigned"]) {
        return (0, names(&["\"::\""]));
    }
    // After a name in an expression.
    if is_name(previous) && expected.punct("::") && expected.punct(".") {
        // A CgFX state's value is one word: its state wants the `;`.
        if is_punct(second, &["="]) && in_state_block(before) {
            return (0, names(&["';'"]));
        }
        if let Some(answer) = after_profile_specifier(after) {
            return answer;
        }
        if !is_punct(found, &CLOSERS) {
            return (0, names(&["\"::\""]));
        }
    }
    // A member name after `.`; after a semantic (`: COLOR.`, `: ps COLOR.`),
    // a swizzle's `*` too.
    if is_punct(previous, &["."]) && expected.only_labels(&["identifier"]) {
        let mut list = names(&["identifier", "template identifier", "type identifier"]);
        let qualified = is_name(back(3)) && is_punct(back(4), &[":"]);
        if is_punct(back(3), &[":"]) || qualified {
            list.push("'*'".to_string());
        }
        return (0, list);
    }
    // A name after a scope `::`.
    if is_punct(previous, &["::"])
        && expected.label("identifier")
        && expected.punctuation.is_empty()
    {
        return if matches!(second, Some(Tok::Ident(_) | Tok::TypeName(_))) {
            (0, names(&["template identifier", "type identifier"]))
        } else {
            (
                0,
                names(&["identifier", "template identifier", "type identifier"]),
            )
        };
    }
    if expected.only_labels(&["identifier"]) {
        return if is_punct(previous, &["("]) {
            (
                0,
                names(&["identifier", "template identifier", "type identifier"]),
            )
        } else {
            (0, names(&["\"::\""]))
        };
    }
    // The statement an `if`, a loop or an `else` controls.
    if expected.only_labels(&["statement"])
        && (is_keyword(previous, &["else"]) || is_punct(previous, &[")"]))
    {
        return (0, names(&["\"::\""]));
    }
    // After a parameter's type, without its name (not after a semantic's
    // name, where a second name would make the first a profile qualifier).
    // cgc names `')'` there in the first parameter only: after a `,` its
    // state names nothing (`float4 f(float4 a, float4 5)`, `float4 f(float4
    // a, float4 int)`: "unexpected integer constant at token ...").
    if expected.label("identifier")
        && expected.punct(")")
        && expected.punct("=")
        && !is_punct(second, &[":"])
    {
        return if is_first_parameter(before) {
            (0, names(&["')'"]))
        } else {
            (0, Vec::new())
        };
    }
    // After a declarator: the declaration's list.
    if expected.punct("=") && expected.punct(",") {
        let closers = [",", ";", ")"]
            .into_iter()
            .filter(|closer| expected.punct(closer))
            .map(quoted)
            .collect();
        return (0, in_cgc_order(closers));
    }
    if expected.punctuation == ["="] && expected.labels.is_empty() {
        return (0, names(&["','", "';'"]));
    }
    // After a type that starts a declaration (or after `struct`, its name).
    if expected.label("identifier") && expected.punct(";") && expected.punct("*") {
        if is_keyword(previous, &["struct"]) {
            return (0, names(&["'{'"]));
        }
        let mut list = names(&["';'"]);
        if expected.punct("(") || in_statement(before) {
            list.push("'('".to_string());
        }
        return (0, list);
    }
    // After `struct` without a name: its body must follow.
    if is_keyword(previous, &["struct"]) && expected.punct("{") && expected.label("identifier") {
        return (0, names(&["'{'"]));
    }
    // After a function's header.
    if expected.punct(";") && expected.punct("{") && expected.punct(":") {
        return (0, names(&["','", "';'"]));
    }
    // A semantic, or a declarator after its `,`: more than four choices.
    if expected.label("identifier")
        && expected.labels.len() == 1
        && (expected.keywords == ["register"] || expected.punctuation == ["*"])
    {
        return (0, Vec::new());
    }
    if expected.operand() {
        return operand_missing(before, after, expected);
    }
    // Where a type must come; at the start of a struct member, more than four.
    if expected.label("type") && expected.punctuation_within(&["[", "}"]) {
        if is_punct(previous, &["{", ";"]) || expected.punct("}") {
            return (0, Vec::new());
        }
        return (0, names(&["\"::\""]));
    }
    // After an operand: the closers of what holds the expression.
    if CONTINUATIONS.iter().any(|text| expected.punct(text))
        && CLOSERS.iter().any(|text| expected.punct(text))
    {
        return (0, closers_around(before, expected));
    }
    if is_punct(previous, &["("]) && expected.punct(")") && expected.label("type") {
        return (0, names(&["')'"]));
    }
    if expected.punctuation == [">"] && expected.labels.is_empty() {
        return (0, names(&["\"::\""]));
    }
    // A type in an expression: a constructor's `(`, or a cast's `)`.
    if expected.labels.is_empty() && expected.punct("(") && expected.punct("::") {
        if expected.punctuation_within(&["(", "::", "["]) {
            return (0, names(&["'('"]));
        }
        if expected.punctuation_within(&["(", "::", "[", ")"]) {
            return (0, names(&["'('", "')'"]));
        }
    }
    (0, expected.generic_names())
}

/// cgc reads a name followed by a word that may follow a profile specifier
/// (a name, a type, a qualifier, `struct`) as a profile specifier and that
/// word, and reports the token after them: a name (or a qualifier) wants
/// a scope `::` there, a type the `(` of a constructor, `struct` its body.
fn after_profile_specifier(after: &[Tok<'_>]) -> Option<(usize, Vec<String>)> {
    let found = after.first();
    let next = after.get(1);
    if is_name(found) {
        // Names keep being read as specifiers.
        let names_after = after
            .iter()
            .skip(1)
            .take_while(|token| is_name(Some(token)))
            .count();
        if is_punct(after.get(1 + names_after), &["::"]) {
            return None;
        }
        return Some((1 + names_after, names(&["\"::\""])));
    }
    if is_keyword(found, &QUALIFIERS) {
        let continues = matches!(next, Some(Tok::TypeName(_) | Tok::Ident(_)))
            || is_punct(next, &["::"])
            || is_keyword(next, &QUALIFIERS);
        return (!continues).then(|| (1, names(&["\"::\""])));
    }
    if matches!(found, Some(Tok::TypeName(_))) {
        return (!is_punct(next, &["("])).then(|| (1, names(&["'('"])));
    }
    if is_keyword(found, &["struct", "interface"]) {
        let continues = matches!(next, Some(Tok::Ident(_))) || is_punct(next, &["{"]);
        return (!continues).then(|| (1, names(&["'{'"])));
    }
    None
}

/// Where an operand must come and the grammar found none.
fn operand_missing(
    before: &[Tok<'_>],
    after: &[Tok<'_>],
    expected: &Expected,
) -> (usize, Vec<String>) {
    let found = after.first();
    let next = after.get(1);
    let previous = before.last();
    let second = before.len().checked_sub(2).map(|index| &before[index]);
    // cgc reads a qualifier, `struct` or `[` here as the start of a
    // declaration or attribute, and fails at the token after it.
    if is_keyword(found, &QUALIFIERS)
        && !(matches!(next, Some(Tok::TypeName(_)))
            || is_keyword(next, &QUALIFIERS)
            || is_punct(next, &["::"]))
    {
        return (1, names(&["\"::\""]));
    }
    if is_keyword(found, &["struct", "interface"]) {
        if matches!(next, Some(Tok::Ident(_))) {
            return (2, names(&["'('"]));
        }
        if !is_punct(next, &["{"]) {
            return (1, names(&["'{'"]));
        }
    }
    if is_punct(found, &["["]) {
        return (1, names(&["reserved word", "reserved word \"precise\""]));
    }
    // A `for` header's first clause: a declaration or an expression.
    if expected.punct(";") && expected.label("type") {
        return (0, Vec::new());
    }
    // A semantic's index.
    if expected.only_labels(&["expression", "something else"]) && is_punct(previous, &["["]) {
        return (0, names(&["integer constant", "']'"]));
    }
    // Lists that may be empty: a call's arguments, a `for`'s last clause.
    if expected.punct(")")
        && ((is_punct(previous, &["("]) && matches!(second, Some(Tok::Ident(_))))
            || is_punct(previous, &[";"]))
    {
        return (0, names(&["')'"]));
    }
    (0, names(&["\"::\""]))
}

/// Whether the parameter whose start `before` ends in is its list's first:
/// the `(` that opens the list comes before any `,` outside brackets.
fn is_first_parameter(before: &[Tok<'_>]) -> bool {
    let mut depth = 0usize;
    for token in before.iter().rev() {
        match token {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(" | "[" | "{") if depth > 0 => depth -= 1,
            Tok::Punct("(") => return true,
            Tok::Punct(",") if depth == 0 => return false,
            _ => {}
        }
    }
    true
}

/// The closers cgc lists after a complete operand: those of the innermost
/// construct holding the expression.
fn closers_around(before: &[Tok<'_>], expected: &Expected) -> Vec<String> {
    let mut depth = 0usize;
    let mut open = None;
    for (index, token) in before.iter().enumerate().rev() {
        match token {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(" | "[" | "{") if depth == 0 => {
                open = Some(index);
                break;
            }
            Tok::Punct("(" | "[" | "{") => depth -= 1,
            _ => {}
        }
    }
    let inside = &before[open.map_or(0, |index| index + 1)..];
    let mut pending_conditionals = 0usize;
    for token in inside {
        match token {
            Tok::Punct("?") => pending_conditionals += 1,
            Tok::Punct(":") if pending_conditionals > 0 => pending_conditionals -= 1,
            _ => {}
        }
    }
    if pending_conditionals > 0 {
        return names(&["','", "':'"]);
    }
    let owner = open
        .and_then(|index| index.checked_sub(1))
        .map(|index| &before[index]);
    match open.map(|index| &before[index]) {
        Some(Tok::Punct("(")) if is_keyword(owner, &["for"]) => {
            // The clauses of a `for` header end with `;`, `;` and `)`.
            match inside
                .iter()
                .filter(|token| is_punct(Some(token), &[";"]))
                .count()
            {
                0 => names(&["','", "';'"]),
                1 => names(&["';'"]),
                _ => names(&["')'"]),
            }
        }
        Some(Tok::Punct("(")) => {
            if is_keyword(owner, &["if", "while"]) || matches!(owner, Some(Tok::Ident(_))) {
                names(&["')'"])
            } else {
                names(&["','", "')'"])
            }
        }
        Some(Tok::Punct("[")) => names(&["']'", "','"]),
        Some(Tok::Punct("{")) if expected.punct("}") => names(&["'}'", "','"]),
        // A CgFX state assignment in a pass or `sampler_state` block.
        Some(Tok::Punct("{")) if !expected.punct(",") => names(&["';'"]),
        _ => names(&["','", "';'"]),
    }
}

/// Whether the tokens `before` end inside a function's body (in braces that
/// are not a struct's or an interface's).
fn in_statement(before: &[Tok<'_>]) -> bool {
    let aggregate = ["struct", "interface"];
    innermost_block_opener(before)
        .is_some_and(|opener| !opener.iter().any(|word| is_keyword(Some(word), &aggregate)))
}

/// Whether the tokens `before` end inside a CgFX pass or `sampler_state`.
fn in_state_block(before: &[Tok<'_>]) -> bool {
    let states = ["pass", "sampler_state"];
    innermost_block_opener(before)
        .is_some_and(|opener| opener.iter().any(|word| is_keyword(Some(word), &states)))
}

/// The one or two tokens before the innermost `{` still open at the end of
/// `before` (`struct S`, `pass p0`, `sampler_state`): the word that opened
/// the block, and its name if it has one.
fn innermost_block_opener<'a>(before: &[Tok<'a>]) -> Option<Vec<Tok<'a>>> {
    let mut depth = 0usize;
    for (index, token) in before.iter().enumerate().rev() {
        match token {
            Tok::Punct("}") => depth += 1,
            Tok::Punct("{") if depth > 0 => depth -= 1,
            Tok::Punct("{") => {
                let back = |distance: usize| index.checked_sub(distance).map(|at| before[at]);
                let named = matches!(back(1), Some(Tok::Ident(_) | Tok::TypeName(_)));
                let words = if named {
                    [back(1), back(2)]
                } else {
                    [back(1), None]
                };
                return Some(words.into_iter().flatten().collect());
            }
            _ => {}
        }
    }
    None
}
