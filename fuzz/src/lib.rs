//! What each fuzz target does with its input, shared by the cargo-fuzz
//! targets (`fuzz_targets/`) and by the stable replay test
//! (`tests/suite/fuzz_replay.rs`, which includes this file), so a crash found by
//! fuzzing replays without nightly Rust.
//!
//! Every function takes arbitrary bytes and must return without panicking,
//! hanging or exhausting memory, whatever the bytes are.

#[path = "generate.rs"]
pub mod generate;
#[path = "oracle.rs"]
pub mod oracle;

use cgrs::invocation::options::Options;
use cgrs::span::{FileId, SourceMap};
use cgrs::syntax::preprocess::{self, MemoryLoader, PreprocessOptions, Preprocessed};

/// What a target does with one input.
pub type Target = fn(&[u8]);

/// The targets, by name: what `scripts/fuzz.sh` runs and the replay test
/// replays (each has `fuzz/corpus/NAME` and `fuzz_targets/NAME.rs`).
pub const TARGETS: &[(&str, Target)] = &[
    ("preprocess", preprocess_text),
    ("parse", parse),
    ("check", check),
    ("compile_arbvp1", compile_arbvp1),
    ("compile_arbfp1", compile_arbfp1),
    ("compile_vp20", compile_vp20),
    ("compile_vp30", compile_vp30),
    ("compile_noentry", compile_noentry),
    ("reflect", reflect),
    ("vm", vm),
    ("generated", generated),
];

fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Preprocesses `data` as `main.cg` (with one in-memory include file).
fn preprocessed(data: &[u8]) -> (SourceMap, FileId, Preprocessed) {
    let mut sources = SourceMap::new();
    let main = sources.add_text("main.cg", text(data));
    let mut loader = MemoryLoader::new();
    loader.insert(
        "common.cgh",
        "#define COMMON 1\nfloat common(float x) { return x; }\n",
    );
    let options = PreprocessOptions::default();
    let preprocessed = preprocess::preprocess(&mut sources, main, &options, &loader);
    (sources, main, preprocessed)
}

/// The preprocessor and its `-E` rendering.
pub fn preprocess_text(data: &[u8]) {
    let (sources, _, preprocessed) = preprocessed(data);
    let _ = preprocess::render_preprocessed(&preprocessed, &sources, true);
    let _ = preprocess::render_preprocessed(&preprocessed, &sources, false);
}

/// The lexer and parser on unpreprocessed text.
pub fn parse(data: &[u8]) {
    let _ = cgrs::syntax::parser::parse_text(FileId(0), &text(data));
}

/// The semantic check for an entry `main` in one profile, or for none. The
/// input's length picks which, so the text stays whole and each input is
/// checked once rather than once per profile (five times the work).
pub fn check(data: &[u8]) {
    use cgrs::profile::{profile_names, ProfileRef};
    let text = text(data);
    let profiles: Vec<ProfileRef> = profile_names().filter_map(ProfileRef::builtin).collect();
    let (profile, entry) = match profiles.get(data.len() % (profiles.len() + 1)) {
        Some(&profile) => (profile, Some("main")),
        None => (cgrs::driver::default_check_profile(), None),
    };
    let _ = cgrs::sema::db::check_text(FileId(0), &text, entry, profile);
}

fn options(args: &[&str]) -> cgrs::driver::CompileOptions {
    let mut all: Vec<String> = args.iter().map(|arg| arg.to_string()).collect();
    all.push("main.cg".to_string());
    let options: Options = cgrs::invocation::options::parse(&all).expect("fixed arguments parse");
    options.compile_options().expect("a profile is given").0
}

/// The whole pipeline, as the command line runs it.
fn compile(data: &[u8], args: &[&str]) -> cgrs::driver::Compiled {
    let (sources, main, preprocessed) = preprocessed(data);
    cgrs::driver::compile_preprocessed(&sources, main, &preprocessed, &options(args))
}

pub fn compile_arbvp1(data: &[u8]) {
    compile(data, &["-profile", "arbvp1", "-entry", "main"]);
}

pub fn compile_arbfp1(data: &[u8]) {
    compile(data, &["-profile", "arbfp1", "-entry", "main"]);
}

pub fn compile_vp20(data: &[u8]) {
    compile(data, &["-profile", "vp20", "-entry", "main"]);
}

pub fn compile_vp30(data: &[u8]) {
    compile(data, &["-profile", "vp30", "-entry", "main"]);
}

pub fn compile_noentry(data: &[u8]) {
    compile(data, &["-profile", "arbfp1", "-noentry"]);
}

/// Reflection of a compiled program, and its JSON read back. The first
/// byte picks the profile, so one corpus serves vertex and fragment shaders.
pub fn reflect(data: &[u8]) {
    let (profile, rest) = match data.split_first() {
        Some((byte, rest)) => (
            ["arbvp1", "arbfp1", "vp20", "vp30"][usize::from(byte % 4)],
            rest,
        ),
        None => ("arbfp1", data),
    };
    let compiled = compile(rest, &["-profile", profile, "-entry", "main"]);
    let Some(details) = compiled.details.as_deref() else {
        return;
    };
    let mut reflection = cgrs::reflect::Reflection::new(
        details,
        &compiled.diagnostics,
        cgrs::reflect::Context {
            source_file: Some("main.cg"),
            entry: "main",
            sources: None,
        },
    );
    reflection.apply_declarations(&compiled.declarations);
    let json = reflection.to_json();
    assert!(
        cgrs::reflect::Reflection::from_json(&json).is_ok(),
        "the reflection of a compiled program reads back"
    );
}

/// The VM: parse an assembly program, bind default parameters, run it.
pub fn vm(data: &[u8]) {
    let Ok(program) = cgrs::vm::parse_program(&text(data)) else {
        return;
    };
    let Ok(bound) = program.bind(&cgrs::vm::Uniforms::default()) else {
        return;
    };
    let _ = bound.run(&[]);
}

/// The profiles a generated program of `stage` is compiled for.
pub fn profiles(stage: generate::Stage) -> &'static [&'static str] {
    match stage {
        generate::Stage::Fragment => &["arbfp1"],
        generate::Stage::Vertex => &["arbvp1", "vp30"],
    }
}

/// A seed for the oracle's random inputs, from the bytes (FNV-1a), so a
/// replayed input runs on the same values.
pub fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A well-typed program generated from the bytes (`generate.rs`), compiled
/// for its profiles: it compiles (or exceeds a resource limit), and the VM
/// running the emitted program computes what the IR interpreter computes on
/// the lowered program (`oracle.rs`).
pub fn generated(data: &[u8]) {
    let program = generate::generate(data);
    for profile in profiles(program.stage) {
        let verdict = oracle::check(&program.source, profile, seed_of(data));
        assert!(
            !verdict.is_failure(),
            "{profile}: {verdict:?}\n{}",
            program.source
        );
    }
}
