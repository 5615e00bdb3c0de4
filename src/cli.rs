//! The command line: cgc's options with cgc's spelling and meaning, plus GNU
//! `--long` forms and cgrs's own extras (parsed by [`crate::invocation`],
//! which the other faces share), and the `run` subcommand of the VM.
//!
//! A face on the top floor: it may use every stage, and no stage and no other
//! face uses it (`cgrs lsp` is dispatched by the executable). Like cgc it
//! prints the input file's name on stdout (unless `-quiet`), diagnostics and
//! the "N lines, M errors." summary on stderr (or the `-l` file), the program
//! on stdout (or the `-o` file), and exits with 1 on any error.

pub mod depend;
pub mod output;
pub mod reflect;
pub mod run;

use std::path::Path;

use crate::diag::{self, Diagnostic};
use crate::invocation::listing::Listing;
use crate::invocation::options::{self, Options};
use crate::span::{FileId, SourceMap};
use crate::syntax::preprocess::{self, FileSystemLoader, PreprocessOptions, Preprocessed};
use output::report;

/// cgc's code for "Unknown pre-processor directive".
const UNKNOWN_DIRECTIVE: u32 = 104;
/// C7103 "unrecognized #pragma" (`syntax::preprocess`'s pragma check).
const UNRECOGNIZED_PRAGMA: u32 = 7103;

const VERSION_LINE: &str = concat!(
    "cgrs: version ",
    env!("CARGO_PKG_VERSION"),
    " (cgc 3.1 compatible)"
);

const USAGE: &str = "Usage: cgrs [options] file
       cgrs run [options] program.asm
       cgrs lsp   (language server over stdio)

Options:

        ---------- Basic Command Line Options ----------
           [-entry id | -noentry] [-o ofile] [-l lfile]
           [-profile arbvp1|arbfp1|vp20|vp30] [-po|-profileopts opt1,opt2,...]

        ---------- Language Options ----------
           [-nostdlib] [-[no]fx] [-longprogs] [-strict]
           [-glslWerror] [-nowarn[=N[,N...]]] [-no_uniform_blocks]

        ---------- Code Generation Options ----------
           [-[no]fastmath] [-[no]fastprecision] [-bestprecision]
           [-unroll (all|none|count=N)] [-ifcvt (all|none|count=N)]
           [-inline (all|none|count=N)] [-maxunrollcount N]
           [-MaxInstInBasicBlock N] [-O[(0|1|2|3)]] [-d3d]
           [-bl|-bufferlayout <pabo|pabo2|std140>]

        ---------- Preprocessor Options ----------
           [-Dmacro[=value]] [-Iinclude_dir] [-E] [-P]
           [-M] [-MM] [-MD] [-MMD] [-MP] [-MG] [-MF file] [-MT target] [-MQ target]
           (no input file: the source is read from standard input)

        ---------- Miscellaneous Options ----------
           [-quiet] [-nocode] [-v|--version] [-h] [-help]

        ---------- GNU-style and cgrs Options ----------
           [--profile=P] [--entry=E] [--output=F] [--define=M[=V]]
           [--include-dir=D] [--quiet] [--diagnostics=cgc|human|json]
           [--reflect=json] [--reflect-out FILE] [--time-passes]
";

/// Runs the command line; returns the process exit status (0 on success).
pub fn main(args: &[String]) -> i32 {
    if args.first().map(String::as_str) == Some("run") {
        return run::main(&args[1..]);
    }
    // cgc reads the profile only to compile: `-E` and `-M` take any name.
    let parsed = options::parse(args).and_then(|options| {
        let compiling = options.action == options::Action::Compile && options.compiles();
        if compiling {
            options.profile()?;
        }
        Ok(options)
    });
    let options = match parsed {
        Ok(options) => options,
        Err(error) => {
            report!("cgrs: {}", error.message);
            if error.bad_arguments {
                // cgc's fatal line; where cgc prints its whole usage on
                // stdout, one line points to it.
                report!("(0) : fatal error C9999: bad arguments");
                report!("cgrs: `cgrs -h` lists the options");
            }
            return 1;
        }
    };
    match options.action {
        options::Action::Help | options::Action::LongHelp => {
            i32::from(write_stdout(USAGE).is_err())
        }
        options::Action::Version => {
            report!("{VERSION_LINE}");
            0
        }
        options::Action::Compile if options.time_passes => {
            crate::timing::start();
            let status = run(&options);
            eprint!("{}", crate::timing::render(&crate::timing::finish()));
            status
        }
        options::Action::Compile => run(&options),
    }
}

fn run(options: &Options) -> i32 {
    // The process ends after these compiles: their trees need not be freed.
    crate::disposal::leak_at_exit();
    if options.keep_comments && options.preprocess_only {
        report!("cgrs: option \"-C\" is not supported yet");
        return 1;
    }
    if options.files.is_empty() {
        // Like cgc, read the source from standard input; say so when a
        // person at a terminal would otherwise wait on a silent program.
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            report!("cgrs: no input file: reading the shader from standard input (end it with Ctrl-D; `cgrs -h` lists the options)");
        }
        return match read_stdin() {
            Some(text) => {
                let mut sources = SourceMap::new();
                let main = sources.add_text(crate::driver::STDIN_NAME, text);
                i32::from(process_source(options, sources, main).is_err())
            }
            None => 1,
        };
    }
    let mut status = 0;
    for path in &options.files {
        if process_file(options, path).is_err() {
            status = 1;
        }
    }
    status
}

fn read_stdin() -> Option<String> {
    let mut text = String::new();
    match std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
        Ok(_) => Some(text),
        Err(error) => {
            report!("(0) : fatal error C9999: Can't read standard input ({error})");
            None
        }
    }
}

/// What went wrong with one file; the details were already reported.
struct Failed;

/// Loads one file and processes it.
fn process_file(options: &Options, path: &Path) -> Result<(), Failed> {
    let mut sources = SourceMap::new();
    let main = match sources.load(path) {
        Ok(main) => main,
        Err(error) => {
            // cgc's message, with the system's reason.
            report!(
                "(0) : fatal error C9999: Can't open file: {} ({error})",
                path.display()
            );
            return Err(Failed);
        }
    };
    process_source(options, sources, main)
}

/// Preprocesses the main file, then prints it (`-E`), its dependencies
/// (`-M`) or compiles it.
fn process_source(options: &Options, mut sources: SourceMap, main: FileId) -> Result<(), Failed> {
    let from_stdin = sources.get(main).path.is_none();
    let path = Path::new(&sources.get(main).name).to_path_buf();
    let path = path.as_path();
    let mut listing = open_listing(options)?;
    let preprocess_options = PreprocessOptions {
        defines: options.defines.clone(),
        include_dirs: options.include_dirs.clone(),
        missing_includes_ok: options.dependencies.missing_ok,
        ..PreprocessOptions::default()
    };
    let preprocessed = crate::timing::time("preprocess", || {
        preprocess::preprocess(&mut sources, main, &preprocess_options, &FileSystemLoader)
    });
    if !options.compiles() {
        say_unknown_layouts(options, 1);
    }
    if options.dependencies.mode.is_some() && !options.preprocess_only {
        if !options.quiet {
            print_file_names((!from_stdin).then_some(path), &sources, &preprocessed)?;
        }
        let rule = depend::rule(options, path, &sources, &preprocessed);
        write_rule(options, path, &rule)?;
        if options.dependencies.mode == Some(options::DependencyMode::Only) {
            let shown = listing.report(options, &sources, &preprocessed, &preprocessed.diagnostics);
            return status_of(&shown);
        }
    }
    if options.preprocess_only {
        let text =
            preprocess::render_preprocessed(&preprocessed, &sources, !options.no_line_markers);
        // With -E cgc passes unknown directives through silently (a later
        // tool may know them), and pragmas unchecked (C7103, which
        // compiling and -M give: tests/conformance/preprocessor.json's
        // `pragma:` probes); compiling reports them.
        let diagnostics: Vec<Diagnostic> = preprocessed
            .diagnostics
            .iter()
            .filter(|diagnostic| {
                diagnostic.code != UNKNOWN_DIRECTIVE && diagnostic.code != UNRECOGNIZED_PRAGMA
            })
            .cloned()
            .collect();
        listing.report(options, &sources, &preprocessed, &diagnostics);
        write_output(options, &text)?;
        return status_of(&diagnostics);
    }
    let named = options.dependencies.mode.is_some();
    if !options.quiet && !named && !reflect::owns_stdout(options) {
        print_file_names((!from_stdin).then_some(path), &sources, &preprocessed)?;
    }
    let mut diagnostics = preprocessed.diagnostics.clone();
    if diag::has_errors(&diagnostics) {
        // cgc checks the file after preprocessing errors but compiles
        // nothing, and prints no summary line.
        if let Ok((compile_options, _)) = options.compile_options() {
            diagnostics.extend(crate::driver::check_after_preprocessor_errors(
                &sources,
                &preprocessed,
                &compile_options,
            ));
        }
        say_unknown_layouts(options, 1);
        listing.report(options, &sources, &preprocessed, &diagnostics);
        return Err(Failed);
    }
    let compiled = match options.compile_options() {
        Ok((compile_options, mut warnings)) => {
            diagnostics.append(&mut warnings);
            crate::driver::compile_preprocessed(&sources, main, &preprocessed, &compile_options)
        }
        Err(error) => crate::driver::Compiled::failed(vec![error]),
    };
    diagnostics.extend(compiled.diagnostics);
    say_unknown_layouts(options, compiled.stage.started());
    let program = compiled.program;
    let shown = listing.report(options, &sources, &preprocessed, &diagnostics);
    if prints_summary(compiled.stage) {
        listing.summary(options, &sources, main, &preprocessed, &shown);
    }
    let details = compiled.details.as_deref();
    reflect::write(
        options,
        path,
        &sources,
        details,
        &compiled.declarations,
        &shown,
    )
    .map_err(|_| Failed)?;
    let replaced = reflect::replaces_program(options);
    if let (Some(program), false) = (&program, options.no_code || replaced) {
        write_output(options, program)?;
    }
    status_of(&diagnostics)
}

pub use crate::driver::Compiled;

/// cgc 3.1's word about the unknown `-bl` names, on standard error whatever
/// `-l` says, once for each stage its run started: preprocessing, the
/// entry's compile, code generation (probed: a preprocessor's or front end's
/// error stops it after one, an error of the entry's compile (C1008,
/// C1115, C3001, C1313) after two; a clean compile or an error of code
/// generation (C5119, C5043) says it three times). cgc
/// prints the front end's warnings after the first; cgrs before them all.
fn say_unknown_layouts(options: &Options, stages: usize) {
    let lines = options.unknown_layout_lines();
    if !lines.is_empty() {
        output::write_stderr(&lines.repeat(stages));
    }
}

/// Whether cgc 3.1 ends its run with "N lines, M errors.": only when the
/// run reaches code generation, so a clean compile and an error of code
/// generation (C3004, C5108, C6xxx) print it, and an error of the front end
/// (syntax, types, undefined names, calls no overload fits) or of the
/// entry's compile (C3001, C5019) ends the run without it (probed: tests/suite/cli.rs, and every case of
/// tests/sema/expected.json).
fn prints_summary(stage: crate::driver::RunStage) -> bool {
    stage == crate::driver::RunStage::Code
}

fn status_of(diagnostics: &[Diagnostic]) -> Result<(), Failed> {
    if diag::has_errors(diagnostics) {
        Err(Failed)
    } else {
        Ok(())
    }
}

/// cgc's "noise" on stdout: the main file's name (none for standard input)
/// and every included file's, in the order they were first read.
fn print_file_names(
    main: Option<&Path>,
    sources: &SourceMap,
    preprocessed: &Preprocessed,
) -> Result<(), Failed> {
    let mut names = String::new();
    if let Some(main) = main {
        names.push_str(&format!("{}\n", main.display()));
    }
    for &file in &preprocessed.inclusions {
        names.push_str(&format!("{}\n", sources.get(file).name));
    }
    write_stdout(&names)
}

/// Writes to standard output; a failure (a full disk, a closed descriptor)
/// is reported and fails the command.
fn write_stdout(text: &str) -> Result<(), Failed> {
    output::write_stdout(text).map_err(|error| {
        output::write_stderr(&format!(
            "(0) : fatal error C9999: Can't write standard output ({error})\n"
        ));
        Failed
    })
}

/// The `-M` rule to stdout, or to its file (`-MF`, `-MD`).
fn write_rule(options: &Options, input: &Path, rule: &str) -> Result<(), Failed> {
    match depend::rule_file(options, input) {
        Some(file) => output::write_file_atomically(&file, rule).map_err(|error| {
            report!(
                "(0) : fatal error C9999: Can't open dependency file: {} ({error})",
                file.display()
            );
            Failed
        }),
        None => write_stdout(rule),
    }
}

/// `-o FILE` or stdout.
fn write_output(options: &Options, text: &str) -> Result<(), Failed> {
    match &options.output {
        Some(path) => output::write_file_atomically(path, text).map_err(|error| {
            report!(
                "(0) : fatal error C9999: Can't open output file: {} ({error})",
                path.display()
            );
            Failed
        }),
        None => write_stdout(text),
    }
}

/// The listing `-l FILE` asks for, else standard error.
fn open_listing(options: &Options) -> Result<Listing, Failed> {
    let Some(path) = &options.listing else {
        return Ok(Listing::stderr());
    };
    std::fs::File::create(path)
        .map(Listing::file)
        .map_err(|error| {
            report!(
                "(0) : fatal error C9999: Can't open listing file: {} ({error})",
                path.display()
            );
            Failed
        })
}
