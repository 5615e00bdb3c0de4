//! Parser tests: the corpus under `tests/syntax/` parses cleanly (and cgc agrees),
//! malformed variants report cgc's code at cgc's line, and small fixtures check
//! the shape of the tree.

use cgrs::diag::{render_cgc, Diagnostic};
use cgrs::span::{SourceMap, Span};
use cgrs::syntax::ast::*;
use cgrs::syntax::lexer::lex;
use cgrs::syntax::parser::parse;

fn parse_text(name: &str, text: &str) -> (TranslationUnit, Vec<Diagnostic>, SourceMap) {
    let mut sources = SourceMap::new();
    let file = sources.add_text(name, text);
    let tokens = lex(file, text);
    let eof = Span::new(file, text.len()..text.len());
    let (unit, diagnostics) = parse(&tokens, eof);
    (unit, diagnostics, sources)
}

fn rendered(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    diagnostics
        .iter()
        .map(|diagnostic| render_cgc(diagnostic, sources))
        .collect()
}

/// Parses text that must be free of syntax errors.
fn parse_clean(text: &str) -> TranslationUnit {
    let (unit, diagnostics, sources) = parse_text("fixture.cg", text);
    assert!(
        diagnostics.is_empty(),
        "unexpected diagnostics:\n{}",
        rendered(&diagnostics, &sources)
    );
    unit
}

fn only_function(unit: &TranslationUnit) -> &Function {
    match &unit.items[..] {
        [Item {
            kind: ItemKind::Function(function),
            ..
        }] => function,
        other => panic!("expected one function, got {other:#?}"),
    }
}

fn return_value(function: &Function) -> &Expr {
    let body = function.body.as_ref().expect("function has a body");
    match &body.stmts.last().expect("a statement").kind {
        StmtKind::Return(Some(value)) => value,
        other => panic!("expected return, got {other:#?}"),
    }
}

#[test]
fn precedence_follows_c() {
    let unit =
        parse_clean("float f(float a, float b) { return a + b * -a == b && a < b ? a : b; }");
    let value = return_value(only_function(&unit));
    let ExprKind::Conditional { cond, .. } = &value.kind else {
        panic!("?: binds loosest: {value:#?}");
    };
    let ExprKind::Binary {
        op: BinaryOp::And,
        lhs,
        ..
    } = &cond.kind
    else {
        panic!("&& below ==: {cond:#?}");
    };
    let ExprKind::Binary {
        op: BinaryOp::Eq,
        lhs: sum,
        ..
    } = &lhs.kind
    else {
        panic!("== below +: {lhs:#?}");
    };
    let ExprKind::Binary {
        op: BinaryOp::Add,
        rhs: product,
        ..
    } = &sum.kind
    else {
        panic!("+ below *: {sum:#?}");
    };
    assert!(matches!(
        &product.kind,
        ExprKind::Binary { op: BinaryOp::Mul, rhs, .. }
            if matches!(rhs.kind, ExprKind::Unary { op: UnaryOp::Neg, .. })
    ));
}

#[test]
fn casts_need_type_names() {
    let unit = parse_clean(
        "typedef float4 color;\nfloat4 f(float4 x) { return (color)x + (x) + (float3x3)0; }",
    );
    let ItemKind::Function(function) = &unit.items[1].kind else {
        panic!("{unit:#?}");
    };
    let ExprKind::Binary { lhs, rhs: last, .. } = &return_value(function).kind else {
        panic!();
    };
    let ExprKind::Binary {
        lhs: cast,
        rhs: paren,
        ..
    } = &lhs.kind
    else {
        panic!();
    };
    assert!(matches!(cast.kind, ExprKind::Cast { .. }), "{cast:#?}");
    assert!(matches!(paren.kind, ExprKind::Paren(_)), "{paren:#?}");
    assert!(matches!(last.kind, ExprKind::Cast { .. }), "{last:#?}");
}
