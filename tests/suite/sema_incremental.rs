//! Salsa incrementality: editing inside one function body re-runs the type
//! check of that function only, even when the edit changes the body's length
//! and so shifts every later function in the file. And the one-shot check the
//! driver runs gives what the queries give.

use cgrs::sema::db::{check_program, CompileOptions, Database, Source, SourceTokens};
use cgrs::span::FileId;
use cgrs::syntax::parser::Library;
use salsa::Setter;

const BEFORE: &str = r#"
float helper(float x) {
    return x * 2;
}

float other(float y) {
    return y + 1;
}

float4 main(float4 v : TEXCOORD0) : COLOR {
    return v * helper(v.x) + other(v.y);
}
"#;

/// A database holding `text` as file 0 under the standard library, and
/// the options compiling its `main` for arbfp1.
fn arbfp1_main(text: &str) -> (Database, Source, CompileOptions) {
    let file = FileId(0);
    let db = Database::new();
    let source = Source::new(&db, file, Library::Standard, SourceTokens::lex(file, text));
    let options = CompileOptions::new(
        &db,
        crate::builtin("arbfp1"),
        Some("main".to_string()),
        true,
    );
    (db, source, options)
}

fn sorted(mut executions: Vec<String>) -> Vec<String> {
    executions.sort();
    executions
}

#[test]
fn editing_one_body_rechecks_only_that_function() {
    let mut db = Database::new();
    let source = Source::new(
        &db,
        FileId(0),
        Library::Standard,
        SourceTokens::lex(FileId(0), BEFORE),
    );
    let options = CompileOptions::new(
        &db,
        crate::builtin("arbfp1"),
        Some("main".to_string()),
        true,
    );

    let (program, diagnostics) = check_program(&db, source, options);
    assert!(program.is_some(), "{diagnostics:?}");
    assert_eq!(
        sorted(db.take_executions()),
        vec![
            "check_body(helper)",
            "check_body(main)",
            "check_body(other)"
        ]
    );

    // Nothing changed: nothing re-runs.
    check_program(&db, source, options);
    assert_eq!(db.take_executions(), Vec::<String>::new());

    // A longer body for `helper` shifts `other` and `main` in the file.
    let after = BEFORE.replace("return x * 2;", "float twice = x + x;\n    return twice;");
    source
        .set_tokens(&mut db)
        .to(SourceTokens::lex(FileId(0), &after));
    let (program, diagnostics) = check_program(&db, source, options);
    assert_eq!(db.take_executions(), vec!["check_body(helper)"]);
    let program = program.unwrap_or_else(|| panic!("{diagnostics:?}"));

    // The shifted functions still get correct absolute spans.
    let main = program.functions.iter().find(|f| f.name == "main").unwrap();
    let main_start = after.find("main(").unwrap() as u32;
    assert_eq!(main.span.start, main_start);
    let body = main.body.as_ref().unwrap();
    let first = &body.exprs[0];
    assert_eq!(&after[first.span.range()], "v");

    // An error in an edited body points at the right place.
    let broken = after.replace("return y + 1;", "return y + missing;");
    source
        .set_tokens(&mut db)
        .to(SourceTokens::lex(FileId(0), &broken));
    let (_, diagnostics) = check_program(&db, source, options);
    assert_eq!(db.take_executions(), vec!["check_body(other)"]);
    assert_eq!(diagnostics.len(), 1);
    let span = diagnostics[0].span.unwrap();
    assert_eq!(&broken[span.range()], "missing");
}

#[test]
fn changing_the_profile_rechecks_every_function() {
    let mut db = Database::new();
    let source = Source::new(
        &db,
        FileId(0),
        Library::Standard,
        SourceTokens::lex(FileId(0), BEFORE),
    );
    let options = CompileOptions::new(
        &db,
        crate::builtin("arbfp1"),
        Some("main".to_string()),
        true,
    );
    check_program(&db, source, options);
    db.take_executions();
    options.set_profile(&mut db).to(crate::builtin("arbvp1"));
    check_program(&db, source, options);
    assert_eq!(db.take_executions().len(), 3);
}

/// The driver's one-shot check (`check_tokens`, no database) and the
/// queries (`check_program`) give the same program and the same
/// diagnostics, positions included, on every shader of the project: valid
/// ones (tests/shaders) and rejected ones (tests/sema_unit), with the entry
/// `main` and with none.
#[test]
fn one_shot_check_equals_the_queries() {
    let paths = test_shaders();
    assert!(paths.len() > 200, "found only {} shaders", paths.len());
    let mut compared = 0;
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("shader text");
        for profile in ["arbvp1", "arbfp1"] {
            for entry in [Some("main"), None] {
                let file = FileId(0);
                let db = Database::new();
                let source =
                    Source::new(&db, file, Library::Standard, SourceTokens::lex(file, &text));
                let options = CompileOptions::new(
                    &db,
                    crate::builtin(profile),
                    entry.map(str::to_string),
                    true,
                );
                let queried = check_program(&db, source, options);
                let one_shot = cgrs::sema::db::check_tokens(
                    file,
                    SourceTokens::lex(file, &text),
                    entry,
                    crate::builtin(profile),
                );
                assert!(
                    queried == one_shot,
                    "{} ({profile}, entry {entry:?}): the one-shot check differs",
                    path.display()
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 800);
}

/// The project's shaders: valid ones (tests/shaders) and rejected ones
/// (tests/sema_unit), in path order.
fn test_shaders() -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut paths = Vec::new();
    for directory in [
        "shaders/vertex",
        "shaders/fragment",
        "shaders/flow",
        "sema_unit",
    ] {
        for entry in std::fs::read_dir(root.join(directory)).expect("test directory") {
            let path = entry.expect("directory entry").path();
            if path.extension().is_some_and(|extension| extension == "cg") {
                paths.push(path);
            }
        }
    }
    paths.sort();
    paths
}

/// The language server's parse after an edit reuses the items the edit did
/// not touch: edited in place (one line deleted, then put back, at several
/// places of every test shader), a file checks exactly as a fresh one-shot
/// check of its new text.
#[test]
fn a_reparse_after_each_edit_equals_a_fresh_check() {
    let mut compared = 0;
    for path in test_shaders() {
        let text = std::fs::read_to_string(&path).expect("shader text");
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let file = FileId(0);
        let db = &mut Database::new();
        let source = Source::new(
            &*db,
            file,
            Library::Standard,
            SourceTokens::lex(file, &text),
        );
        let options = CompileOptions::new(&*db, crate::builtin("arbfp1"), None, true);
        let _ = check_program(&*db, source, options);
        let step = (lines.len() / 4).max(1);
        for cut in (0..lines.len()).step_by(step) {
            let mut edited = lines.clone();
            edited.remove(cut);
            for version in [edited.concat(), text.clone()] {
                source.set_tokens(db).to(SourceTokens::lex(file, &version));
                let queried = check_program(&*db, source, options);
                let one_shot = cgrs::sema::db::check_tokens(
                    file,
                    SourceTokens::lex(file, &version),
                    None,
                    crate::builtin("arbfp1"),
                );
                assert!(
                    queried == one_shot,
                    "{} without line {}: the reparse differs",
                    path.display(),
                    cut + 1
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 1000, "compared {compared}");
}

/// An edit inside one function of a valid file reads that function again
/// and reuses the others.
#[test]
fn a_reparse_reads_only_the_edited_items() {
    use cgrs::syntax::parser::{reparse, ParsedItem};
    let file = FileId(0);
    let parse = |text: &str, previous| {
        let tokens = cgrs::syntax::lexer::lex(file, text);
        let eof = cgrs::span::Span::new(file, text.len()..text.len());
        reparse(&tokens, eof, Library::Standard, previous)
    };
    let first = parse(BEFORE, None);
    assert!(first.diagnostics.is_empty());
    let memory = first.memory.expect("a valid file leaves a memory");
    let edited = BEFORE.replace("y + 1", "y + 1 + y * (y - 2)");
    let second = parse(&edited, Some(memory.clone()));
    let fresh: Vec<bool> = second
        .items
        .iter()
        .map(|item| matches!(item, ParsedItem::Fresh(_)))
        .collect();
    assert_eq!(fresh, [false, true, false]);
    // A syntax error: the whole file is parsed (by the grammar), and no
    // memory is left.
    let broken = BEFORE.replace("y + 1;", "y + ;");
    let third = parse(&broken, Some(memory));
    assert!(!third.diagnostics.is_empty());
    assert!(third.memory.is_none());
}

/// The library is an input of the parse and of the items: switched on and
/// off on the same source (its kept parse made under the other library),
/// and edited in between, the queries check as the one-shot check does
/// under the library of the moment.
#[test]
fn switching_the_library_checks_as_a_fresh_check_under_it() {
    const TEXT: &str = r#"
float fragout = 2;
float scale(float x) {
    return x * fragout;
}
float4 main(float4 v : TEXCOORD0, uniform sampler2D s) : COLOR {
    return tex2D(s, v.xy) * dot(v, v) + scale(v.x);
}
"#;
    let edited = TEXT.replace("x * fragout", "x * fragout + 1");
    let file = FileId(0);
    let (mut db, source, options) = arbfp1_main(TEXT);
    let mut undefined_calls = Vec::new();
    for (text, library) in [
        (TEXT, Library::Standard),
        (TEXT, Library::Absent),
        (edited.as_str(), Library::Absent),
        (edited.as_str(), Library::Standard),
        (TEXT, Library::Absent),
    ] {
        source.set_library(&mut db).to(library);
        source.set_tokens(&mut db).to(SourceTokens::lex(file, text));
        let queried = check_program(&db, source, options);
        let (program, diagnostics, _) = cgrs::sema::db::check_tokens_with(
            file,
            SourceTokens::lex(file, text),
            Some("main"),
            crate::builtin("arbfp1"),
            cgrs::sema::db::Checking {
                library,
                ..Default::default()
            },
        );
        assert!(
            queried == (program, diagnostics),
            "{library:?}: {queried:?}"
        );
        undefined_calls.push(queried.1.iter().filter(|d| d.code == 1008).count());
    }
    assert_eq!(undefined_calls, [0, 2, 2, 0, 2]);
}

/// Edits that change how names are classified — a local variable hiding a
/// type name, a type declared in a body, a qualified name, a global hiding
/// a built-in type name, an unbalanced brace, brackets nested too deep —
/// each made on the last
/// version, check as a fresh one-shot check of the new text (the reparse
/// classifies only the edited definitions when that cannot differ, and
/// the whole file when it might).
#[test]
fn edits_that_change_classification_check_as_a_fresh_check() {
    const TEXT: &str = r#"
typedef float4 color;
struct Light { float4 at; };
float one(float x) {
    float y = x;
    return y * 2;
}
float4 two(color c) {
    return (color)c;
}
float4 three(float4 v) {
    return v + 1;
}
float4 main(float4 v : TEXCOORD0) : COLOR {
    return v * one(v.x) + two(v) + three(v);
}
"#;
    let edits: &[(&str, &str)] = &[
        ("float y = x;", "float color = x;"),
        ("return y * 2;", "return color * 2;"),
        ("float color = x;", "float y = x;"),
        ("return color * 2;", "return y * 2;"),
        ("return v + 1;", "color k = v; return (color)k + 1;"),
        (
            "return v * one",
            "typedef float4 shade; shade s = v; return s * one",
        ),
        (
            "typedef float4 shade; shade s = v; return s * one",
            "return v * one",
        ),
        ("return (color)c;", "Light l; l.at = c; return l.at;"),
        ("return l.at;", "float4 color = l.at; return color;"),
        (
            "color k = v;",
            "struct Local { float4 f; }; Local k; k.f = v;",
        ),
        ("return (color)k + 1;", "return k.f + 1;"),
        (
            "float4 three(float4 v) {",
            "float4 texture;\nfloat4 three(float4 v) {",
        ),
        ("return v * one", "return v * texture * one"),
        ("float4 texture;\n", ""),
        ("return v * texture * one", "return v * one"),
        ("float y = x;", "float y = ::one(x);"),
        ("float y = ::one(x);", "float y = x;"),
        ("float y = x;", "float y = x; {"),
        ("float y = x; {", "float y = x;"),
        ("return y * 2;", "return y * 2.5e40;"),
        ("return y * 2.5e40;", "return y * 2;"),
    ];
    // Brackets nested deeper than the parser takes, and back.
    let deep = format!("return y * {}2{};", "(".repeat(300), ")".repeat(300));
    let nesting = [
        ("return y * 2;", deep.as_str()),
        (deep.as_str(), "return y * 2;"),
    ];
    let file = FileId(0);
    let (mut db, source, options) = arbfp1_main(TEXT);
    let _ = check_program(&db, source, options);
    let mut text = TEXT.to_string();
    for (old, new) in edits.iter().chain(&nesting) {
        assert!(text.contains(old), "{old}");
        text = text.replacen(old, new, 1);
        source
            .set_tokens(&mut db)
            .to(SourceTokens::lex(file, &text));
        let queried = check_program(&db, source, options);
        let one_shot = cgrs::sema::db::check_tokens(
            file,
            SourceTokens::lex(file, &text),
            Some("main"),
            crate::builtin("arbfp1"),
        );
        assert!(queried == one_shot, "after {old:?} → {new:?}:\n{text}");
    }
}
