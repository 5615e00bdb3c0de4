//! `--reflect=json` and `--reflect-out FILE` on the command line.
//!
//! `--reflect=json` prints the document on stdout in place of the program (the
//! program still goes to `-o FILE` when one is given); `--reflect-out FILE`
//! writes it to FILE beside a normal compile. Both may be given.

use std::path::Path;

use crate::back::CompiledProgram;
use crate::diag::Diagnostic;
use crate::invocation::options::{Options, ReflectFormat};
use crate::reflect::{Context, Declarations, Reflection};
use crate::span::SourceMap;

/// The reflection file could not be written; the message is on stderr.
#[derive(Debug)]
pub struct WriteFailed;

/// True when the document takes stdout: the program text and the file name
/// cgc prints there stay off it.
pub fn owns_stdout(options: &Options) -> bool {
    options.reflect == Some(ReflectFormat::Json)
}

/// True when the program text goes nowhere because the document replaces it.
pub fn replaces_program(options: &Options) -> bool {
    owns_stdout(options) && options.output.is_none()
}

/// Prints and/or writes the reflection of `compiled` as `options` ask. Does
/// nothing when the compilation failed (`compiled` is `None`). An unwritable
/// `--reflect-out` file is reported as cgc reports an unwritable `-o` file.
pub fn write(
    options: &Options,
    path: &Path,
    sources: &SourceMap,
    compiled: Option<&CompiledProgram>,
    declarations: &Declarations,
    diagnostics: &[Diagnostic],
) -> Result<(), WriteFailed> {
    if options.reflect.is_none() && options.reflect_out.is_none() {
        return Ok(());
    }
    let Some(compiled) = compiled else {
        return Ok(());
    };
    let source_file = path.display().to_string();
    let mut reflection = Reflection::new(
        compiled,
        diagnostics,
        Context {
            source_file: Some(&source_file),
            entry: &options.entry,
            sources: Some(sources),
        },
    );
    reflection.apply_declarations(declarations);
    let json = reflection.to_json();
    if owns_stdout(options) {
        if let Err(error) = crate::cli::output::write_stdout(&json) {
            crate::cli::output::report!(
                "(0) : fatal error C9999: Can't write standard output ({error})"
            );
            return Err(WriteFailed);
        }
    }
    if let Some(out) = &options.reflect_out {
        if let Err(error) = crate::cli::output::write_file_atomically(out, &json) {
            crate::cli::output::report!(
                "(0) : fatal error C9999: Can't open output file: {} ({error})",
                out.display()
            );
            return Err(WriteFailed);
        }
    }
    Ok(())
}
