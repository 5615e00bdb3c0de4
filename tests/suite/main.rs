//! The integration tests, one binary: a module per suite (as rust-analyzer and
//! cargo do), so `cargo test` builds and links the test code once instead of
//! once per file. Run one suite with `cargo test --test suite SUITE::`, e.g.
//! `cargo test --test suite nv_differential:: -- --nocapture`.

mod architecture;
mod cli;
mod conformance;
mod constant_values;
mod e2e_support;
mod early_reads;
mod end_to_end;
mod fuzz_frontend;
mod fuzz_generated;
mod fuzz_replay;
mod glsl_flow;
mod glsl_mesa;
mod glsl_names;
mod glsl_profiles;
mod hostile;
mod ir_opt;
mod ir_support;
mod ir_text;
mod isa_agreement;
mod loop_shapes;
mod lower_semantics;
mod lsp;
mod lsp_navigation;
mod lsp_nvim;
mod lsp_protocol;
mod nv_differential;
mod nv_select;
mod out_of_bounds;
mod parser;
mod parser_fast_path;
mod preprocessor;
mod reflect;
mod reflect_cli;
mod reflect_corpus;
mod reflect_header;
mod reflect_support;
mod sema_check;
mod sema_corpus;
mod sema_incremental;
mod sema_programs;
mod sema_robust;
mod sema_syntax_ok;
mod stdlib_base_types;
mod stdlib_cg;
mod target_profiles;
mod target_random;
mod target_shaders;
mod unroll_rule;
mod vm_cli;
mod vm_diff;
mod vm_mesa;
mod vm_nvvm;
mod vm_nvvm_hand;
mod vm_ops;
mod vm_parse;
mod vm_programs;
mod vm_support;

/// Whether to rewrite snapshots instead of comparing with them:
/// `UPDATE_EXPECT=1`, the switch of `expect-test` (the IR snapshots), is the
/// one switch for every kind of recorded output (program texts, status lists,
/// expanded library files).
pub fn updating_snapshots() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some()
}

/// The built-in profile `name`, for tests that name one.
pub fn builtin(name: &str) -> cgrs::profile::ProfileRef {
    cgrs::profile::ProfileRef::builtin(name).unwrap_or_else(|| panic!("no built-in profile {name}"))
}

/// cgrs's error codes (`C1115`) on probe program `source` for `profile` with
/// entry `main`, in order, or `None` when it compiles: what the tests of
/// cgc's recorded verdicts compare.
pub fn probe_errors(source: &str, profile: &str) -> Option<Vec<String>> {
    let mut sources = cgrs::span::SourceMap::new();
    let file = sources.add_text("probe.cg", source);
    let options = cgrs::driver::CompileOptions::new(builtin(profile), Some("main"));
    let compiled = cgrs::driver::compile(&mut sources, file, &options);
    if compiled.program.is_some() {
        return None;
    }
    let errors = compiled.diagnostics.iter().filter(|d| d.is_error());
    Some(errors.map(|d| format!("C{:04}", d.code)).collect())
}

// The preprocessor's generated conformance table (tests/conformance/preprocessor.json).
mod preprocessor_conformance;
