//! The chumsky grammar of Cg over classified tokens.
//!
//! Expressions use chumsky's pratt parser with C's precedences (postfix, then
//! prefix and casts, then `* / %` ... down to assignment and the comma).
//! Declarations and statements are plain combinators. Error recovery:
//! - a statement that fails is skipped up to and including its `;` (or up to a
//!   brace), leaving a [`StmtKind::Error`]; a struct member or a CgFX state
//!   assignment that fails is skipped the same way and left out;
//! - an item that fails is skipped up to its `;` or past one balanced `{...}`,
//!   leaving an [`ItemKind::Error`].

mod common;
mod declaration;
mod expression;
mod item;
mod statement;
mod wording;

use std::ops::Range;

use chumsky::error::EmptyErr;
use chumsky::input::Input;
use chumsky::prelude::*;

use crate::diag::Diagnostic;
use crate::span::{FileId, Span};
use crate::syntax::ast::{
    Annotation, Block, Declarator, Expr, Initializer, Item, Member, Qualifier, Semantic, Stmt,
    TranslationUnit, TypeSpec,
};
use crate::syntax::parser::descent;
use crate::syntax::parser::tokens::Tok;
use common::{GrammarError, Handle, Rule, Tokens};

/// cgc reports every syntax error with this code.
pub const SYNTAX_ERROR: u32 = 0;

/// Lets chumsky build our spans directly (from the first token's start to the
/// last token's end).
impl chumsky::span::Span for Span {
    type Context = FileId;
    type Offset = u32;

    fn new(context: FileId, range: Range<u32>) -> Self {
        Span {
            file: context,
            start: range.start,
            end: range.end.max(range.start),
        }
    }

    fn context(&self) -> FileId {
        self.file
    }

    fn start(&self) -> u32 {
        self.start
    }

    fn end(&self) -> u32 {
        self.end
    }
}

/// Runs the grammar over classified tokens; pushes the syntax errors.
///
/// The fast path reads the items it can first; the grammar takes over one
/// item before the first it declines (see [`descent::parse_or_restart`]),
/// so a file with a syntax error near its end is not read three times
/// over (fast path, grammar without error values, grammar with them).
pub(super) fn parse_tokens(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
    diagnostics: &mut Vec<Diagnostic>,
) -> TranslationUnit {
    let (mut items, restart) = match descent::parse_or_restart(tokens, eof) {
        Ok(items) => return TranslationUnit { items },
        Err(read) => read,
    };
    match parse_by_grammar(&tokens[restart..], eof, diagnostics) {
        Some(rest) => items.extend(rest),
        // The grammar gave up on the file: no items, as from the start.
        None => items.clear(),
    }
    TranslationUnit { items }
}

/// The grammar alone over every token, as [`parse_tokens`] would be without
/// the fast path: the reference the differential test holds it to.
pub(super) fn parse_whole_by_grammar(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
    diagnostics: &mut Vec<Diagnostic>,
) -> TranslationUnit {
    TranslationUnit {
        items: parse_by_grammar(tokens, eof, diagnostics).unwrap_or_default(),
    }
}

/// The grammar's items of `tokens` (an item boundary onwards), without
/// error values first, then with them for a file that has syntax errors;
/// `None` when the grammar reads nothing at all.
fn parse_by_grammar(
    tokens: &[(Tok<'_>, Span)],
    eof: Span,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Vec<Item>> {
    if let Some(items) = parse_valid(tokens, eof) {
        return Some(items);
    }
    let input = tokens.split_token_span(eof);
    let (items, errors) = translation_unit::<_, Rich<'_, Tok<'_>, Span>>()
        .parse(input)
        .into_output_errors();
    // Blocks still open at the end of the file each report the end of file;
    // one report per position is enough.
    let mut reported = std::collections::HashSet::new();
    let kinds: Vec<Tok<'_>> = tokens.iter().map(|(token, _)| *token).collect();
    let mut window = RecoveryWindow::default();
    diagnostics.extend(
        errors
            .iter()
            .filter(|error| reported.insert(*error.span()))
            .map(|error| wording::cgc_message(error, tokens, &kinds, eof))
            .filter(|(span, _)| window.reports(tokens, span.start))
            .map(|(span, message)| Diagnostic::error(SYNTAX_ERROR, span, message)),
    );
    items
}

/// cgc's parser (bison) reports a syntax error only once it has read three
/// tokens since it recovered from the last one, and recovers by skipping to
/// the next `;`: an error at that `;`'s next two tokens is not reported
/// (`[branch] if (c) r = 0.5; else r = 0.25;` reports the attribute, not
/// the `else` after the skipped statement: heldout20 class 2). The errors
/// are met in order of their tokens.
#[derive(Default)]
struct RecoveryWindow {
    /// The token index from which an error is reported again.
    reports_from: usize,
}

impl RecoveryWindow {
    /// Whether the error at byte `start` is reported; notes its recovery.
    fn reports(&mut self, tokens: &[(Tok<'_>, Span)], start: u32) -> bool {
        let at = tokens.partition_point(|(_, span)| span.start < start);
        let reported = at >= self.reports_from;
        let semicolon = Tok::punct(";");
        let resync = tokens[at.min(tokens.len())..]
            .iter()
            .position(|(token, _)| *token == semicolon)
            .map_or(tokens.len(), |offset| at + offset);
        self.reports_from = self.reports_from.max(resync + 3);
        reported
    }
}

/// The grammar's tree of a file without syntax errors; `None` for a file
/// with one.
pub(super) fn parse_valid(tokens: &[(Tok<'_>, Span)], eof: Span) -> Option<Vec<Item>> {
    // Rich errors record every alternative that failed at every position,
    // which costs most of the parse; errors do not steer the grammar, so a
    // parse without error values that finds no error yields the same tree.
    // Only a file with a syntax error is parsed again for the diagnostics.
    let input = tokens.split_token_span(eof);
    let (items, errors) = translation_unit::<_, EmptyErr>()
        .parse(input)
        .into_output_errors();
    items.filter(|_| errors.is_empty())
}

/// The grammar of a file. Its rules refer to the three recursive ones
/// (statements, types, assignment expressions) through weak references;
/// the grammar holds the strong ones, so they live while it parses and are
/// freed with it. The rules stay private to it and `parse` borrows it, so no
/// weak reference is used after its rule is freed (chumsky would panic).
struct Grammar<'a, I: Tokens<'a>, Er: GrammarError<'a, I>> {
    items: Rule<'a, I, Vec<Item>, Er>,
    _stmt: Handle<'a, I, Stmt, Er>,
    _type_spec: Handle<'a, I, TypeSpec, Er>,
    _assign: Handle<'a, I, Expr, Er>,
}

impl<'a, I: Tokens<'a>, Er: GrammarError<'a, I>> Grammar<'a, I, Er> {
    fn parse(&self, input: I) -> ParseResult<Vec<Item>, Er> {
        self.items.parse(input)
    }
}

/// The rules built inside the definition of `type_spec` that the rest of
/// the grammar uses too.
struct TypeRules<'a, I: Tokens<'a>, Er: GrammarError<'a, I>> {
    assign: Handle<'a, I, Expr, Er>,
    expr: Rule<'a, I, Expr, Er>,
    initializer: Rule<'a, I, Initializer, Er>,
    annotations: Rule<'a, I, Vec<Annotation>, Er>,
    declarators: Rule<'a, I, Vec<Declarator>, Er>,
    semantics: Rule<'a, I, Vec<Semantic>, Er>,
    qualified_type: Rule<'a, I, (Vec<Qualifier>, TypeSpec), Er>,
    declaration_or_function: Rule<'a, I, Member, Er>,
    members: Rule<'a, I, Vec<Member>, Er>,
}

/// How deep annotations nest inside annotations (`<float a <float b = 1;> = 1;>`).
const ANNOTATION_LEVELS: usize = 2;

/// `recursive` calls the closure that builds a rule before it returns.
const BUILT_IN_CLOSURE: &str = "recursive() runs its closure";

fn translation_unit<'a, I, Er>() -> Grammar<'a, I, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    // Expressions, types and statements refer to each other (casts name
    // types, struct members hold function bodies, statements hold both).
    // Each is built by `recursive`, nested statements ⊃ types ⊃ expressions,
    // and every rule built inside a closure refers to the rule being built
    // through the weak handle the closure receives: strong references only
    // point inward, so the rules form no `Rc` cycle and the grammar is freed
    // when dropped (rules declared first and defined later held each other
    // strongly and leaked every grammar built).
    let mut outer = None;
    let stmt = recursive(|stmt| {
        let block = statement::block(&stmt);
        let mut inner = None;
        let type_spec = recursive(|type_spec| {
            let assign = recursive(|assign| {
                expression::assignment_expression(
                    &assign,
                    &type_spec,
                    expression::expression(&assign),
                )
            });
            let rules = type_rules(assign, &type_spec, block.clone());
            let members = rules.members.clone();
            inner = Some(rules);
            declaration::type_spec(&type_spec, members)
        });
        let rules = inner.take().expect(BUILT_IN_CLOSURE);
        let statement = statement::statement(
            rules.expr.clone(),
            rules.qualified_type.clone(),
            rules.declarators.clone(),
            block,
        );
        outer = Some((type_spec, rules));
        statement
    });
    let (type_spec, rules) = outer.expect(BUILT_IN_CLOSURE);
    let partial_declaration =
        item::partial_declaration(rules.qualified_type.clone(), rules.declarators.clone());
    let items = item::items(
        item::technique(rules.expr, rules.initializer, rules.annotations),
        item::uniform_block(
            declaration::qualifiers(),
            rules.members,
            rules.declarators,
            rules.semantics,
        ),
        item::specified_declaration(rules.declaration_or_function),
        partial_declaration,
    )
    .boxed();
    Grammar {
        items,
        _stmt: stmt,
        _type_spec: type_spec,
        _assign: rules.assign,
    }
}

/// The rules over `assign` and `type_spec` (built, the weak handle) that
/// declarations use; function bodies are `block`s.
fn type_rules<'a, I, Er>(
    assign: Handle<'a, I, Expr, Er>,
    type_spec: &Handle<'a, I, TypeSpec, Er>,
    block: Rule<'a, I, Block, Er>,
) -> TypeRules<'a, I, Er>
where
    I: Tokens<'a>,
    Er: GrammarError<'a, I>,
{
    let expr = expression::expression(&assign);
    let array_dims = expression::array_dims(&assign);
    let semantics = expression::semantics(expr.clone());
    let initializer = declaration::initializer(&assign, expr.clone());
    let arrayed_type = declaration::arrayed_type(type_spec, array_dims.clone());
    let qualified_type = declaration::qualified_type(arrayed_type.clone());
    // Annotations are declarations, which may carry annotations: cgc nests
    // them (`float a <float b = 1;> = 1;`); two levels are read.
    let mut annotations = declaration::no_annotations();
    for _ in 0..ANNOTATION_LEVELS {
        let declarators = declaration::declarators(
            array_dims.clone(),
            semantics.clone(),
            annotations,
            initializer.clone(),
        );
        annotations = declaration::annotations(qualified_type.clone(), declarators);
    }
    let declarators = declaration::declarators(
        array_dims.clone(),
        semantics.clone(),
        annotations.clone(),
        initializer.clone(),
    );
    let params = declaration::params(
        arrayed_type.clone(),
        array_dims,
        semantics.clone(),
        annotations.clone(),
        initializer.clone(),
    );
    let declaration_or_function = declaration::declaration_or_function(
        qualified_type.clone(),
        declarators.clone(),
        params,
        semantics.clone(),
        annotations.clone(),
        block,
    );
    let members = declaration::members(declaration_or_function.clone());
    TypeRules {
        assign,
        expr,
        initializer,
        annotations,
        declarators,
        semantics,
        qualified_type,
        declaration_or_function,
        members,
    }
}

#[cfg(test)]
mod tests {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    use crate::span::FileId;
    use crate::syntax::parser::parse_text;

    thread_local! {
        /// The bytes this thread has allocated and not freed.
        static HELD: Cell<isize> = const { Cell::new(0) };
    }

    fn count(bytes: isize) {
        // `try_with`: the thread's own teardown allocates and frees too.
        let _ = HELD.try_with(|held| held.set(held.get() + bytes));
    }

    /// The system allocator, counting per thread what it hands out, so a
    /// test can tell what a piece of work left allocated while the other
    /// tests run on their own threads.
    struct CountingAllocator;

    // SAFETY: every call is passed on to `System` unchanged.
    unsafe impl GlobalAlloc for CountingAllocator {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            let pointer = unsafe { System.alloc(layout) };
            if !pointer.is_null() {
                count(layout.size() as isize);
            }
            pointer
        }

        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            let pointer = unsafe { System.alloc_zeroed(layout) };
            if !pointer.is_null() {
                count(layout.size() as isize);
            }
            pointer
        }

        unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
            unsafe { System.dealloc(pointer, layout) };
            count(-(layout.size() as isize));
        }

        unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            let moved = unsafe { System.realloc(pointer, layout, new_size) };
            if !moved.is_null() {
                count(new_size as isize - layout.size() as isize);
            }
            moved
        }
    }

    #[global_allocator]
    static ALLOCATOR: CountingAllocator = CountingAllocator;

    /// The bytes `parse` leaves allocated on this thread over `times` runs,
    /// after one run that fills what is filled once (interned names).
    fn bytes_left_by(times: usize, parse: impl Fn()) -> isize {
        parse();
        let before = HELD.with(Cell::get);
        for _ in 0..times {
            parse();
        }
        HELD.with(Cell::get) - before
    }

    #[test]
    fn parsing_with_the_grammar_frees_everything_it_allocated() {
        // The fast path declines both files: the grammar parses the one with
        // a syntax error twice (without, then with, error values) and the
        // CgFX file once. Each parse builds the grammar and drops it.
        let syntax_error =
            "float4 main(float4 p : POSITION) : POSITION {\n  float x = 1 +;\n  return p;\n}\n";
        let cgfx = include_str!("../../../../tests/syntax/ok/cgfx_simple.cgfx");
        for text in [syntax_error, cgfx] {
            let left = bytes_left_by(20, || {
                let (unit, diagnostics) = parse_text(FileId(0), text);
                assert!(!unit.items.is_empty());
                drop(diagnostics);
            });
            assert_eq!(left, 0, "bytes left allocated by 20 parses of {text:?}");
        }
    }
}
