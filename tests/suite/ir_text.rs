//! The IR's text form reads back as the program it was printed from
//! (`parse(&program.to_string()) == program`): over seeded random programs,
//! before and after the optimizer, and over the IR every corpus shader lowers
//! to, as lowered, optimized, and as the back end allocates it.

use crate::e2e_support::{cases, root, Case};
use cgrs::back::emit::EmitOptions;
use cgrs::driver::capabilities;
use cgrs::ir::opt::optimize;
use cgrs::ir::random::{program, program_with_branches};
use cgrs::ir::text::parse;
use cgrs::ir::{Program, Stage};
use cgrs::lower::{lower, Lowered};
use cgrs::profile::{Profile, ProfileRef};
use cgrs::rng::Rng;
use cgrs::sema::db::check_text;
use cgrs::span::{FileId, SourceMap};
use cgrs::syntax::preprocess::{preprocess, FileSystemLoader, PreprocessOptions};

/// Prints `program`, reads it back and checks that nothing changed (literals
/// as bit patterns, so that NaN and -0 count).
fn assert_round_trip(program: &Program, what: &str) {
    let text = program.to_string();
    let parsed = parse(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    let bits =
        |p: &Program| -> Vec<[u32; 4]> { p.literals.iter().map(|l| l.map(f32::to_bits)).collect() };
    assert_eq!(bits(&parsed), bits(program), "{what}: literals\n{text}");
    let without_literals = |p: &Program| Program {
        literals: Default::default(),
        ..p.clone()
    };
    assert_eq!(
        without_literals(&parsed),
        without_literals(program),
        "{what}:\n{text}"
    );
    assert_eq!(parsed.to_string(), text, "{what}");
}

#[test]
fn random_programs_read_back() {
    for seed in 0..500 {
        let mut rng = Rng::new(seed);
        let stage = if seed % 2 == 0 {
            Stage::Fragment
        } else {
            Stage::Vertex
        };
        let mut program = if seed % 3 == 0 {
            program_with_branches(&mut rng, 16, stage)
        } else {
            program(&mut rng, 16, stage)
        };
        assert_round_trip(&program, &format!("seed {seed}"));
        optimize(&mut program);
        assert_round_trip(&program, &format!("seed {seed}, optimized"));
    }
}

/// The case's source after preprocessing, as the driver hands it to the
/// checker: one token per original token.
fn preprocessed_text(case: &Case) -> Option<String> {
    let mut sources = SourceMap::new();
    let main = sources.load(&root().join(&case.file)).ok()?;
    let preprocessed = preprocess(
        &mut sources,
        main,
        &PreprocessOptions::default(),
        &FileSystemLoader,
    );
    let mut text = String::new();
    for token in &preprocessed.tokens {
        if !text.is_empty() {
            text.push(if token.line_start { '\n' } else { ' ' });
        }
        text.push_str(&token.text);
    }
    Some(text)
}

fn lowered(case: &Case) -> Option<(Lowered, Profile)> {
    let profile = ProfileRef::builtin(&case.profile)?;
    let text = preprocessed_text(case)?;
    let (program, _) = check_text(FileId(0), &text, Some(&case.entry), profile);
    let target = Profile::builtin(&case.profile)?;
    let lowered = lower(&program?, capabilities(&target)).ok()?;
    Some((lowered, target))
}

#[test]
fn every_corpus_shader_reads_back() {
    let all = cases();
    let mut lowered_count = 0;
    let mut allocated_count = 0;
    for case in &all {
        let Some((lowered, profile)) = lowered(case) else {
            continue;
        };
        let name = case.name();
        assert_round_trip(&lowered.program, &name);
        let mut optimized = lowered.program.clone();
        optimize(&mut optimized);
        assert_round_trip(&optimized, &format!("{name}, optimized"));
        lowered_count += 1;
        let options = EmitOptions::default();
        if let Ok(compiled) =
            cgrs::back::compile(&lowered.program, &lowered.interface, &profile, &options)
        {
            assert_round_trip(&compiled.allocated, &format!("{name}, allocated"));
            allocated_count += 1;
        }
    }
    // Most corpus cases compile: the round trip covered the corpus, not a corner.
    let with_reference = all.iter().filter(|c| c.reference.is_some()).count();
    eprintln!("{lowered_count} lowered, {allocated_count} allocated, {with_reference} cgc accepts");
    assert!(
        allocated_count * 10 >= with_reference * 9,
        "{lowered_count} lowered, {allocated_count} allocated of {with_reference}"
    );
}

/// The registers of `debug(...)` arguments (`Program::debugged`) are part of
/// the text, and the optimizer clears them (they name the lowered program).
#[test]
fn debugged_registers_read_back() {
    let source = std::fs::read_to_string(root().join("tests/header/304_debug_uniform_matrix.cg"))
        .expect("probe 304");
    let profile = ProfileRef::builtin("arbvp1").expect("arbvp1");
    let (program, _) = check_text(FileId(0), &source, Some("main"), profile);
    let target = Profile::builtin("arbvp1").expect("arbvp1");
    let lowered = lower(&program.expect("checked"), capabilities(&target)).expect("lowered");
    assert!(!lowered.program.debugged.is_empty());
    assert!(lowered.program.to_string().contains("\ndebugged u"));
    assert_round_trip(&lowered.program, "probe 304");
    let mut optimized = lowered.program.clone();
    optimize(&mut optimized);
    assert!(optimized.debugged.is_empty());
}
