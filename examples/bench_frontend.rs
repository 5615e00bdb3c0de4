//! Front-end throughput: lexes and parses every file of the parser corpus
//! (`tests/syntax/ok`) repeatedly and prints MB/s, per wall-clock second and
//! per second of this process's CPU time (on a shared machine the second
//! figure is the stable one).
//!
//! `cargo run --release --example bench_frontend [SECONDS]`
//! (`BENCH_FILE=path` measures one file instead of the corpus.)

use std::time::{Duration, Instant};

use cgrs::span::{FileId, Span};
use cgrs::syntax::lexer::lex;
use cgrs::syntax::parser::parse;

fn corpus() -> Vec<String> {
    let directory = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/syntax/ok");
    let mut paths: Vec<_> = std::fs::read_dir(directory)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .collect()
        })
        .unwrap_or_default();
    paths.retain(|path| {
        matches!(
            path.extension().and_then(|extension| extension.to_str()),
            Some("cg" | "cgfx")
        )
    });
    paths.sort();
    paths
        .iter()
        .filter_map(|path| std::fs::read_to_string(path).ok())
        .collect()
}

/// Lexes and parses one file; returns the item count so the work is not
/// optimised away.
fn front_end(text: &str) -> usize {
    let tokens = lex(FileId(0), text);
    let (unit, diagnostics) = parse(&tokens, Span::new(FileId(0), text.len()..text.len()));
    unit.items.len() + diagnostics.len()
}

/// CPU time used by this process so far (user + system), from
/// `/proc/self/stat` (Linux; clock ticks of 10 ms). `None` elsewhere.
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name; utime and stime are the
    // 14th and 15th fields of the whole line.
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split(' ').collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / 100.0)
}

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|argument| argument.parse().ok())
        .unwrap_or(2.0);
    let mut files = corpus();
    if let Ok(path) = std::env::var("BENCH_FILE") {
        files = vec![std::fs::read_to_string(path).unwrap_or_default()];
    }
    let bytes_per_round: usize = files.iter().map(String::len).sum();
    if bytes_per_round == 0 {
        eprintln!("no corpus files found");
        std::process::exit(1);
    }
    let budget = Duration::from_secs_f64(seconds);
    let cpu_start = process_cpu_seconds();
    let start = Instant::now();
    let mut rounds = 0usize;
    let mut checksum = 0usize;
    while start.elapsed() < budget {
        for text in &files {
            checksum += front_end(text);
        }
        rounds += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let megabytes = (bytes_per_round * rounds) as f64 / 1e6;
    println!(
        "front end (lex + parse): {} files, {} bytes per round, {rounds} rounds in {elapsed:.2} s: {:.2} MB/s wall-clock (checksum {checksum})",
        files.len(),
        bytes_per_round,
        megabytes / elapsed
    );
    if let (Some(cpu_start), Some(cpu_end)) = (cpu_start, process_cpu_seconds()) {
        let cpu = cpu_end - cpu_start;
        if cpu > 0.0 {
            println!(
                "front end (lex + parse): {:.2} MB/s of CPU time ({cpu:.2} s CPU)",
                megabytes / cpu
            );
        }
    }
}
