//! The `cgrs` executable: a cgc-compatible command line (`cgrs -profile arbfp1
//! file.cg`, `cgrs run PROGRAM.asm`), and the language server (`cgrs lsp`).
//!
//! The program defines the C `main` itself instead of Rust's `fn main`: a
//! compile is a process of a few milliseconds, and Rust's start-up adds work
//! cgrs does not need before it — locating the main thread's stack (glibc reads
//! and parses `/proc/self/maps` for it), installing a stack-overflow handler on
//! an alternate signal stack, checking the standard descriptors. Without that
//! set-up a broken pipe ends the process as it ends cgc (SIGPIPE), and a stack
//! overflow is a plain SIGSEGV (the parser bounds nesting, so none is expected).
//!
//! (Built as a test, the test harness provides `main` instead; the binary has
//! no tests of its own.)
#![cfg_attr(not(test), no_main)]

#[cfg(not(test))]
use std::ffi::{c_char, c_int};

#[cfg(not(test))]
#[unsafe(no_mangle)]
extern "C" fn main(argc: c_int, argv: *const *const c_char) -> c_int {
    let args = arguments(argc, argv);
    // `exit` flushes Rust's buffered standard output, which returning from the
    // C `main` would not.
    let status = match args.first().map(String::as_str) {
        Some("lsp") => cgrs::lsp::run_stdio(),
        _ => cgrs::cli::main(&args),
    };
    std::process::exit(status);
}

/// The command-line arguments after the program name. On Unix they are read
/// from `argv`: std learns them from Rust's start-up on some C libraries
/// (musl), which this program skips. A byte sequence that is not UTF-8 is
/// replaced by U+FFFD (file names then fail to open with a message).
#[cfg(all(unix, not(test)))]
fn arguments(argc: c_int, argv: *const *const c_char) -> Vec<String> {
    let count = usize::try_from(argc).unwrap_or(0);
    (1..count)
        .map(|index| {
            // SAFETY: the C runtime passes `argc` valid, NUL-terminated
            // strings in `argv`, alive for the whole process.
            let argument = unsafe { std::ffi::CStr::from_ptr(*argv.add(index)) };
            argument.to_string_lossy().into_owned()
        })
        .collect()
}

/// Elsewhere (Windows) std reads the arguments from the system, in UTF-16.
#[cfg(all(not(unix), not(test)))]
fn arguments(_argc: c_int, _argv: *const *const c_char) -> Vec<String> {
    std::env::args().skip(1).collect()
}

/// Small blocks from one region once the command line declares its process
/// short (`cgrs::disposal::ShortProcessAllocator`); the system's otherwise.
#[global_allocator]
static ALLOCATOR: cgrs::disposal::ShortProcessAllocator =
    cgrs::disposal::ShortProcessAllocator::new();
