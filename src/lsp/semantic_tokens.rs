//! `textDocument/semanticTokens/full` and `/range`: what each word of the
//! main file is, as the compiler sees it.
//!
//! Names sema resolved (variables, parameters, functions, members, library
//! calls) take their kind from [`resolved_names`]; the other words from the
//! parser's own classification of the preprocessed tokens (keywords, type
//! names), the semantics from the item table, and macros from the
//! preprocessor (each use, each `#define`). Code the preprocessor skipped
//! has no tokens: the inactive-region hints fade it.

use super::documents::{Document, MAIN};
use super::features::View;
use super::position::LineIndex;
use super::references::{resolved_names, Symbol};
use super::text::{self, name_in};
use crate::sema::hir::Semantic;
use crate::syntax::parser::{classify, Tok};
use lsp_types::{
    SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokens, SemanticTokensLegend,
};
use std::collections::HashSet;
use std::ops::Range;

/// The token types, in the legend's order.
const TYPES: &[SemanticTokenType] = &[
    SemanticTokenType::TYPE,
    SemanticTokenType::STRUCT,
    SemanticTokenType::PARAMETER,
    SemanticTokenType::VARIABLE,
    SemanticTokenType::PROPERTY,
    SemanticTokenType::FUNCTION,
    SemanticTokenType::MACRO,
    SemanticTokenType::KEYWORD,
    SemanticTokenType::NUMBER,
    SemanticTokenType::STRING,
    // A varying's semantic (`TEXCOORD0`) is an annotation binding it to
    // hardware, the nearest standard type.
    SemanticTokenType::DECORATOR,
];

/// The modifiers, in the legend's order (bit `i` is modifier `i`).
const MODIFIERS: &[SemanticTokenModifier] = &[
    SemanticTokenModifier::DECLARATION,
    SemanticTokenModifier::READONLY,
    SemanticTokenModifier::DEFAULT_LIBRARY,
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Type = 0,
    Struct,
    Parameter,
    Variable,
    Property,
    Function,
    Macro,
    Keyword,
    Number,
    String,
    Semantic,
}

const DECLARATION: u32 = 1 << 0;
const READONLY: u32 = 1 << 1;
const DEFAULT_LIBRARY: u32 = 1 << 2;

pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: TYPES.to_vec(),
        token_modifiers: MODIFIERS.to_vec(),
    }
}

/// One classified range of the main file.
#[derive(Clone, Debug)]
struct Classified {
    range: Range<usize>,
    kind: Kind,
    modifiers: u32,
}

/// `textDocument/semanticTokens/full`, or `/range` for the lines of `lines`.
pub fn semantic_tokens(view: &View, lines: Option<lsp_types::Range>) -> SemanticTokens {
    let document = view.document;
    let mut classified = names(view);
    let taken: HashSet<usize> = classified.iter().map(|c| c.range.start).collect();
    classified.extend(
        words(view)
            .into_iter()
            .filter(|c| !taken.contains(&c.range.start)),
    );
    classified.extend(macros(document));
    classified.sort_by_key(|c| (c.range.start, std::cmp::Reverse(c.range.end)));
    let index = LineIndex::new(&document.text);
    let (first, last) = lines.map_or((0, u32::MAX), |r| (r.start.line, r.end.line));
    let mut data = Vec::new();
    let (mut line, mut column) = (0, 0);
    let mut end = 0;
    for token in classified {
        // Overlaps (a macro's use over a name it stands for) keep the first.
        if token.range.start < end {
            continue;
        }
        let start = index.position(token.range.start);
        let stop = index.position(token.range.end);
        if start.line != stop.line || start.line < first || start.line > last {
            continue;
        }
        end = token.range.end;
        let delta_line = start.line - line;
        let delta_start = if delta_line == 0 {
            start.character - column
        } else {
            start.character
        };
        data.push(SemanticToken {
            delta_line,
            delta_start,
            length: stop.character - start.character,
            token_type: token.kind as u32,
            token_modifiers_bitset: token.modifiers,
        });
        (line, column) = (start.line, start.character);
    }
    SemanticTokens {
        result_id: None,
        data,
    }
}

/// The names sema resolved, in the main file.
fn names(view: &View) -> Vec<Classified> {
    let mut classified: Vec<Classified> = resolved_names(view)
        .into_iter()
        .filter(|o| o.span.file == MAIN)
        .filter_map(|o| {
            let (kind, mut modifiers) = match o.symbol {
                Symbol::Local(function, local) => {
                    let local = view.body(function)?.body.local(local);
                    (Kind::Variable, if local.is_const { READONLY } else { 0 })
                }
                Symbol::Param(..) => (Kind::Parameter, 0),
                Symbol::Global(global) => {
                    let global = view.items.globals.get(global.index())?;
                    (Kind::Variable, if global.is_const { READONLY } else { 0 })
                }
                Symbol::Function(_) => (Kind::Function, 0),
                Symbol::Library(_) => (Kind::Function, DEFAULT_LIBRARY),
                Symbol::Field(..) => (Kind::Property, 0),
                Symbol::TypeName(_) | Symbol::Macro(_) | Symbol::Include(_) => return None,
            };
            if o.declaration {
                modifiers |= DECLARATION;
            }
            Some(Classified {
                range: o.span.range(),
                kind,
                modifiers,
            })
        })
        .collect();
    classified.extend(semantics(view));
    classified
}

/// The semantics written on parameters, return values, members and globals
/// (all of them, whichever profile each applies in).
fn semantics(view: &View) -> Vec<Classified> {
    let items = view.items;
    let mut written: Vec<(&Semantic, usize)> = Vec::new();
    for signature in &items.functions {
        let item = signature.item_index;
        written.extend(signature.return_bindings.semantics().map(|s| (s, item)));
        written.extend(
            signature
                .params
                .iter()
                .flat_map(|p| p.bindings.semantics())
                .map(|s| (s, item)),
        );
    }
    for global in &items.globals {
        written.extend(global.bindings.semantics().map(|s| (s, global.item_index)));
    }
    for (index, def) in items.structs.iter().enumerate() {
        let item = items.struct_items.get(index).copied().unwrap_or(0);
        written.extend(
            def.fields
                .iter()
                .flat_map(|f| f.bindings.semantics())
                .map(|s| (s, item)),
        );
    }
    written
        .into_iter()
        .filter_map(|(semantic, item)| {
            let original = view.original(semantic.span, item);
            if original.file != MAIN {
                return None;
            }
            let text = &view.document.text;
            let range = name_in(text, original.range(), &semantic.written, false)?;
            Some(Classified {
                range,
                kind: Kind::Semantic,
                modifiers: 0,
            })
        })
        .collect()
}

/// The main file's other words, as the parser classifies them: keywords,
/// type names, numbers and strings.
fn words(view: &View) -> Vec<Classified> {
    let tokens = &view.document.preprocessed.tokens;
    let struct_names: HashSet<&str> = view
        .items
        .structs
        .iter()
        .map(|def| def.name.as_str())
        .collect();
    classify(tokens)
        .into_iter()
        .zip(tokens)
        .filter(|(_, token)| token.expansion.is_none() && token.span.file == MAIN)
        .filter_map(|((tok, _), token)| {
            let (kind, modifiers) = match tok {
                // The bool constants are names to the parser; one the
                // program declares is classified by `names` first.
                Tok::Keyword(_) | Tok::Ident("true" | "false") => (Kind::Keyword, 0),
                Tok::TypeName(name) if struct_names.contains(name) => (Kind::Struct, 0),
                Tok::TypeName(name) if crate::sema::builtin_type(name).is_some() => {
                    (Kind::Type, DEFAULT_LIBRARY)
                }
                Tok::TypeName(_) => (Kind::Type, 0),
                Tok::Int(_) | Tok::Float(_) => (Kind::Number, 0),
                Tok::Str(_) => (Kind::String, 0),
                _ => return None,
            };
            Some(Classified {
                range: token.span.range(),
                kind,
                modifiers,
            })
        })
        .collect()
}

/// Macros in the main file: each use the preprocessor expanded, and the
/// names of `#define`, `#undef`, `#ifdef`, `#ifndef` lines.
fn macros(document: &Document) -> Vec<Classified> {
    let text = &document.text;
    let mut classified: Vec<Classified> = document
        .preprocessed
        .expansions
        .iter()
        .filter(|e| e.invocation.file == MAIN)
        .filter_map(|e| {
            let start = e.invocation.start as usize;
            let range = start..start + e.macro_name.len();
            (text.get(range.clone()) == Some(e.macro_name.as_str())).then_some(Classified {
                range,
                kind: Kind::Macro,
                modifiers: 0,
            })
        })
        .collect();
    for (directive, rest) in text::directive_lines(text) {
        let modifiers = match directive {
            "define" => DECLARATION,
            "undef" | "ifdef" | "ifndef" => 0,
            _ => continue,
        };
        let after = &text[rest.clone()];
        let first = rest.start + (after.len() - after.trim_start().len());
        // `word_at` would find the directive's name before a `(`.
        if let Some((start, name)) = text::word_at(text, first).filter(|&(at, _)| at == first) {
            classified.push(Classified {
                range: start..start + name.len(),
                kind: Kind::Macro,
                modifiers,
            });
        }
    }
    classified
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_follows_the_kinds() {
        assert_eq!(TYPES.len(), Kind::Semantic as usize + 1);
        assert_eq!(TYPES[Kind::Macro as usize], SemanticTokenType::MACRO);
        assert_eq!(MODIFIERS.len(), 3);
        assert_eq!(DEFAULT_LIBRARY, 1 << 2);
    }
}
