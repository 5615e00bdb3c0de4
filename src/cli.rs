//! The command line: cgc's options with cgc's spelling and meaning, plus GNU
//! `--long` forms and cgrs's own extras, and the `run` subcommand of the VM.
//!
//! This is the top floor: it may use every stage; no stage uses it.

/// Runs the command line; returns the process exit status (0 on success).
pub fn main(args: &[String]) -> i32 {
    if args.first().map(String::as_str) == Some("run") {
        return crate::vm::cli::main(&args[1..]);
    }
    eprintln!("cgrs: compiling is not supported yet");
    1
}
