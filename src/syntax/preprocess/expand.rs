//! Macro expansion, after Prosser's hide-set algorithm ("C Preprocessing
//! Algorithm", the reference for the C standard's rules).
//!
//! Every token carries the set of macros whose expansion produced it; a macro
//! name whose own name is in its hide set is not expanded again, which blocks
//! recursion the way C requires. Arguments are expanded fully on their own
//! before substitution, except next to `#` and `##`; the result is pushed back
//! and rescanned with the rest of the input.

use super::model::{Env, Expansion, ExpansionId, HideSet, ListSource, Macro, PpToken, TokenSource};
use crate::span::Span;
use crate::syntax::lexer::{lex, Token, TokenKind, TokenText};

/// The next fully expanded token from `source`, or `None` at its end.
pub(super) fn next_expanded<S: TokenSource>(env: &mut Env, source: &mut S) -> Option<PpToken> {
    loop {
        let token = source.next_token(env)?;
        if token.token.kind != TokenKind::Ident {
            return Some(token);
        }
        if let Some(builtin) = builtin_macro(env, &token) {
            return Some(builtin);
        }
        let Some(definition) = env.macros.get(token.token.text.as_str()).cloned() else {
            return Some(token);
        };
        let name_id = env.name_id(&token.token.text);
        if token.hide.contains(name_id) {
            return Some(token);
        }
        let runaway = env.expansions.len() >= super::model::MAX_EXPANSIONS
            || env.expanded_tokens > super::model::MAX_EXPANDED_TOKENS;
        if runaway {
            if !env.runaway_reported {
                env.runaway_reported = true;
                // Reported at the use in the user's text that started it,
                // not at a token deep inside some macro's body.
                let span = match token.token.expansion {
                    Some(id) => super::model::root_invocation(&env.expansions, id),
                    None => token.token.span,
                };
                env.error(
                    0,
                    span,
                    format!(
                        "too many macro expansions (runaway macro?): more than {} expansions \
                         or {} tokens",
                        super::model::MAX_EXPANSIONS,
                        super::model::MAX_EXPANDED_TOKENS
                    ),
                );
            }
            return Some(token);
        }
        match &definition.params {
            None => {
                let hide = token.hide.with(name_id);
                let expansion = new_expansion(env, &token.token, token.token.span);
                let body = substitute(env, &definition, &[], &hide, expansion, &token.token);
                env.expanded_tokens += body.len();
                source.push_front(body);
            }
            Some(_) => {
                let Some(next) = source.next_token(env) else {
                    return Some(token);
                };
                if !next.token.is_punct("(") {
                    source.push_front(vec![next]);
                    return Some(token);
                }
                let (arguments, close) = collect_arguments(env, source, &definition, &token.token)?;
                let hide = token.hide.intersection(&close.hide).with(name_id);
                let invocation = token.token.span.to(close.token.span);
                let expansion = new_expansion(env, &token.token, invocation);
                let body = substitute(env, &definition, &arguments, &hide, expansion, &token.token);
                env.expanded_tokens += body.len();
                source.push_front(body);
            }
        }
    }
}

/// Expands a token list on its own (a macro argument, an `#if` line).
pub(super) fn expand_list(env: &mut Env, tokens: Vec<Token>) -> Vec<Token> {
    let list = tokens.into_iter().map(PpToken::plain).collect();
    expand_pp_list(env, list)
        .into_iter()
        .map(|token| token.token)
        .collect()
}

/// Expanding an argument expands the macro calls in it, which expand their
/// own arguments: `A(A(A(...)))` recurses once per level and holds a copy of
/// what is inside at every level. Beyond this depth, or this many tokens
/// held by the lists being expanded, expansion stops with an error (the
/// list expands to nothing, so the levels above end quickly too).
const MAX_ARGUMENT_NESTING: usize = crate::syntax::MAX_NESTING;
const MAX_ARGUMENT_TOKENS: usize = 1 << 18;

fn expand_pp_list(env: &mut Env, tokens: Vec<PpToken>) -> Vec<PpToken> {
    let held = env.argument_tokens + tokens.len();
    if env.argument_nesting >= MAX_ARGUMENT_NESTING || held > MAX_ARGUMENT_TOKENS {
        if let Some(first) = tokens.first().filter(|_| !env.argument_nesting_reported) {
            env.argument_nesting_reported = true;
            env.error(
                0,
                first.token.span,
                format!(
                    "macro arguments nested too deeply (more than {MAX_ARGUMENT_NESTING} \
                     levels or {MAX_ARGUMENT_TOKENS} tokens)"
                ),
            );
        }
        return Vec::new();
    }
    let held_before = env.argument_tokens;
    env.argument_nesting += 1;
    env.argument_tokens = held;
    let mut source = ListSource(tokens.into());
    let mut output = Vec::new();
    while let Some(token) = next_expanded(env, &mut source) {
        output.push(token);
    }
    env.argument_nesting -= 1;
    env.argument_tokens = held_before;
    output
}

fn new_expansion(env: &mut Env, name: &Token, invocation: Span) -> ExpansionId {
    let id = ExpansionId(env.expansions.len() as u32);
    env.expansions.push(Expansion {
        macro_name: name.text.to_string(),
        invocation,
        parent: name.expansion,
    });
    id
}

/// `__LINE__` and `__FILE__`, which cgc does not list as defined (`#ifdef
/// __LINE__` is false) but expands.
fn builtin_macro(env: &mut Env, token: &PpToken) -> Option<PpToken> {
    let (kind, text) = match token.token.text.as_str() {
        "__LINE__" => {
            let span = match token.token.expansion {
                Some(id) => super::model::root_invocation(&env.expansions, id),
                None => token.token.span,
            };
            (TokenKind::Int, env.presumed_line(span).to_string())
        }
        "__FILE__" => (TokenKind::String, format!("\"{}\"", env.presumed_name)),
        _ => return None,
    };
    if env.macros.contains(token.token.text.as_str()) {
        return None;
    }
    env.expanded_line |= kind == TokenKind::Int;
    let mut replaced = token.clone();
    replaced.token.kind = kind;
    replaced.token.text = text.into();
    Some(replaced)
}

/// Reads the arguments after the `(` of a function-like macro use, up to the
/// matching `)`. Returns `None` (after diagnosing) when the input ends first.
fn collect_arguments<S: TokenSource>(
    env: &mut Env,
    source: &mut S,
    definition: &Macro,
    name: &Token,
) -> Option<(Vec<Vec<PpToken>>, PpToken)> {
    let parameter_count = definition.params.as_ref().map_or(0, Vec::len);
    let mut arguments: Vec<Vec<PpToken>> = vec![Vec::new()];
    let mut depth = 0usize;
    loop {
        let Some(token) = source.next_token(env) else {
            // cgc 3.1 reports it at the macro's name, not where the file ends.
            env.error(
                106,
                name.span,
                format!("Unexpected EOF in macro \"{}\" argument list", name.text),
            );
            return None;
        };
        let collecting_variadic_tail = definition.variadic && arguments.len() == parameter_count;
        if token.token.is_punct(")") && depth == 0 {
            let arguments = check_argument_count(env, definition, name, &token, arguments);
            return Some((arguments, token));
        }
        if token.token.is_punct(",") && depth == 0 && !collecting_variadic_tail {
            arguments.push(Vec::new());
            continue;
        }
        if token.token.is_punct("(") {
            depth += 1;
        } else if token.token.is_punct(")") {
            depth -= 1;
        }
        if let Some(current) = arguments.last_mut() {
            current.push(token);
        }
    }
}

/// cgc's C0107/C0108; the arguments are padded or cut to the parameters.
fn check_argument_count(
    env: &mut Env,
    definition: &Macro,
    name: &Token,
    close: &PpToken,
    mut arguments: Vec<Vec<PpToken>>,
) -> Vec<Vec<PpToken>> {
    let parameter_count = definition.params.as_ref().map_or(0, Vec::len);
    // `F()` passes one empty argument, which is right for one parameter and
    // for none.
    if parameter_count == 0 && arguments.len() == 1 && arguments[0].is_empty() {
        return Vec::new();
    }
    // A variadic macro may be given nothing for its `...`.
    if definition.variadic && arguments.len() + 1 == parameter_count {
        arguments.push(Vec::new());
    }
    if arguments.len() < parameter_count {
        env.error(
            108,
            close.token.span,
            format!("Not enough arguments to macro {}", name.text),
        );
        arguments.resize_with(parameter_count, Vec::new);
    } else if arguments.len() > parameter_count {
        env.error(
            107,
            close.token.span,
            format!("Too many arguments to macro {}", name.text),
        );
        arguments.truncate(parameter_count);
    }
    arguments
}

/// The body of `definition` with the arguments substituted, `#` and `##`
/// applied, `hide` added to every token and every token tagged with
/// `expansion`. The first token takes the layout of the macro use.
fn substitute(
    env: &mut Env,
    definition: &Macro,
    arguments: &[Vec<PpToken>],
    hide: &HideSet,
    expansion: ExpansionId,
    use_token: &Token,
) -> Vec<PpToken> {
    let body = &definition.body;
    let parameter = |token: &Token| -> Option<usize> {
        let params = definition.params.as_ref()?;
        if token.kind != TokenKind::Ident {
            return None;
        }
        params.iter().position(|param| *param == token.text)
    };
    let mut output: Vec<PpToken> = Vec::new();
    let mut index = 0;
    while index < body.len() {
        let token = &body[index];
        let next = body.get(index + 1);
        if token.is_punct("#") {
            if let Some(argument) = next.and_then(parameter) {
                // cgc stringizes the argument after expanding it (`#x` with
                // `x` = `VALUE` gives `"12"`, not C's `"VALUE"`); cgrs does
                // as cgc, since Cg sources were written against it.
                let expanded = expand_pp_list(env, arguments[argument].clone());
                output.push(stringize(&expanded, token));
                index += 2;
                continue;
            }
            // cgc 3.1 stringizes whatever follows `#` in any macro's body
            // (`#define O # x` gives `"x"`), and a `#` that ends the body
            // gives `""`; C leaves such a `#` alone, which no Cg program can
            // use.
            let operand: Vec<PpToken> = next
                .map(|next| PpToken::plain(next.clone()))
                .into_iter()
                .collect();
            output.push(stringize(&operand, token));
            index += 1 + operand.len();
            continue;
        }
        if token.is_punct("##") {
            // A `##` that ends the body is dropped, as cgc 3.1 does.
            if let Some(right) = next {
                match parameter(right) {
                    Some(argument) => {
                        let mut tokens = unexpanded(&arguments[argument], right);
                        let first = tokens.remove(0);
                        glue(&mut output, first);
                        output.extend(tokens);
                    }
                    None => glue(&mut output, PpToken::plain(right.clone())),
                }
                index += 2;
                continue;
            }
            index += 1;
            continue;
        }
        if let Some(argument) = parameter(token) {
            if next.is_some_and(|next| next.is_punct("##")) {
                // An operand of `##` is substituted unexpanded.
                output.extend(unexpanded(&arguments[argument], token));
            } else {
                let expanded = expand_pp_list(env, arguments[argument].clone());
                output.extend(expanded);
            }
            index += 1;
            continue;
        }
        output.push(PpToken::plain(token.clone()));
        index += 1;
    }
    output.retain(|token| !is_placemarker(token));
    for (position, token) in output.iter_mut().enumerate() {
        token.hide.add(hide);
        token.token.expansion = Some(expansion);
        token.token.line_start = false;
        if position == 0 {
            token.token.line_start = use_token.line_start;
            token.token.space_before = use_token.space_before;
        }
    }
    output
}

/// An argument as an operand of `##`: its tokens, or a placemarker when it is
/// empty (so `x a##b` with `a` empty does not glue `x` to `b`).
fn unexpanded(argument: &[PpToken], parameter: &Token) -> Vec<PpToken> {
    if !argument.is_empty() {
        return argument.to_vec();
    }
    vec![PpToken::plain(Token {
        kind: TokenKind::Unknown,
        text: TokenText::default(),
        span: parameter.span,
        line_start: false,
        space_before: parameter.space_before,
        expansion: None,
    })]
}

/// The lexer never makes an empty token, so an empty text marks a placemarker.
fn is_placemarker(token: &PpToken) -> bool {
    token.token.text.is_empty()
}

/// `#param`: the argument's spelling as a string literal, one space where the
/// argument had white space, `"` and `\` escaped inside string and character
/// literals.
fn stringize(argument: &[PpToken], hash: &Token) -> PpToken {
    let mut text = String::from("\"");
    for (position, token) in argument.iter().enumerate() {
        if position > 0 && token.token.space_before {
            text.push(' ');
        }
        let literal = matches!(token.token.kind, TokenKind::String | TokenKind::Char);
        for character in token.token.text.chars() {
            if literal && (character == '"' || character == '\\') {
                text.push('\\');
            }
            text.push(character);
        }
    }
    text.push('"');
    PpToken::plain(Token {
        kind: TokenKind::String,
        text: text.into(),
        span: hash.span,
        line_start: false,
        space_before: hash.space_before,
        expansion: None,
    })
}

/// `left ## right`: the two spellings joined and lexed again. When the result
/// is not one token (cgc does not complain) the tokens stay side by side.
fn glue(output: &mut Vec<PpToken>, right: PpToken) {
    let Some(left) = output.pop() else {
        output.push(right);
        return;
    };
    if is_placemarker(&right) {
        output.push(left);
        return;
    }
    if is_placemarker(&left) {
        let mut right = right;
        right.token.space_before = left.token.space_before;
        output.push(right);
        return;
    }
    let joined = format!("{}{}", left.token.text, right.token.text);
    let relexed = lex(left.token.span.file, &joined);
    match relexed.as_slice() {
        [single] => output.push(PpToken {
            token: Token {
                kind: single.kind,
                text: single.text.clone(),
                ..left.token.clone()
            },
            hide: left.hide.intersection(&right.hide),
        }),
        _ => {
            output.push(left);
            let mut right = right;
            right.token.space_before = false;
            output.push(right);
        }
    }
}
