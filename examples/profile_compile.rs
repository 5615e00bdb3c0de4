//! Compiles one file many times in one process, so a profiler (`perf record`)
//! sees the compiler's own work without process start-up.
//!
//! `cargo run --release --example profile_compile -- PROFILE ENTRY FILE [-DNAME[=VALUE] ...] [COUNT]`
//! prints the mean time per compile.

use std::time::Instant;

use cgrs::driver::{compile, CompileOptions};
use cgrs::profile::ProfileRef;
use cgrs::span::SourceMap;
use cgrs::syntax::preprocess::Define;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [profile, entry, file, rest @ ..] = args.as_slice() else {
        eprintln!("usage: profile_compile PROFILE ENTRY FILE [-DNAME[=VALUE] ...] [COUNT]");
        std::process::exit(2);
    };
    let Some(profile) = ProfileRef::builtin(profile) else {
        eprintln!("unknown profile {profile}");
        std::process::exit(2);
    };
    let mut options = CompileOptions::new(profile, Some(entry));
    let mut count = 100;
    for arg in rest {
        match arg.strip_prefix("-D") {
            Some(define) => options.defines.push(Define::parse(define)),
            None => count = arg.parse().expect("COUNT is a number"),
        }
    }
    let start = Instant::now();
    let mut compiled_ok = 0;
    for _ in 0..count {
        let mut sources = SourceMap::new();
        let main = sources
            .load(std::path::Path::new(file))
            .expect("FILE is readable");
        compiled_ok += usize::from(compile(&mut sources, main, &options).program.is_some());
    }
    let per = start.elapsed().as_secs_f64() * 1000.0 / count as f64;
    println!("{count} compiles ({compiled_ok} with a program): {per:.3} ms each");
}
