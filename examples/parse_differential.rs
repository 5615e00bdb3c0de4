//! The parser's fast path against the chumsky grammar on shaders outside
//! the repository: every file must either be declined by the fast path or
//! get exactly the grammar's tree. Prints files, valid files, files the fast
//! path read, equal trees and mismatches (exit status 1 on a mismatch), and
//! names the valid files the fast path declined.
//!
//! `cargo run --release --example parse_differential -- DIR...` walks the
//! directories for `.cg`, `.cgfx`, `.fx`, `.vcg`, `.fcg` and `.sha` files;
//! `... -- --manifest MANIFEST.tsv ROOT` reads the cases of a corpus
//! manifest (files `ROOT/SOURCE+NAME/PATH`, `-D` defines from its `args`
//! column), each distinct file and defines once.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use cgrs::span::{SourceMap, Span};
use cgrs::syntax::parser::parse_both_ways;
use cgrs::syntax::preprocess::{preprocess, Define, FileSystemLoader, PreprocessOptions};

#[derive(Default, Debug)]
struct Tally {
    files: usize,
    valid: usize,
    covered: usize,
    equal: usize,
    mismatches: usize,
}

fn shader_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(|entry| entry.ok().map(|entry| entry.path())) {
        if path.is_dir() {
            shader_files(&path, files);
        } else if matches!(
            path.extension().and_then(|extension| extension.to_str()),
            Some("cg" | "cgfx" | "fx" | "vcg" | "fcg" | "sha")
        ) {
            files.push(path);
        }
    }
}

/// `(file, defines)` of every case of a manifest, each once.
fn manifest_cases(manifest: &Path, root: &Path) -> BTreeSet<(PathBuf, String)> {
    let text = std::fs::read_to_string(manifest).unwrap_or_default();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| header.iter().position(|column| *column == name);
    let (Some(source), Some(path), Some(args)) = (column("source"), column("path"), column("args"))
    else {
        return BTreeSet::new();
    };
    lines
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let file = root
                .join(fields.get(source)?.replace('/', "+"))
                .join(fields.get(path)?);
            Some((file, fields.get(args).copied().unwrap_or("").to_string()))
        })
        .collect()
}

fn check(tally: &mut Tally, path: &Path, args: &str) {
    let Ok(bytes) = std::fs::read(path) else {
        eprintln!("cannot read {}", path.display());
        return;
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let defines = args
        .split_whitespace()
        .filter_map(|arg| arg.strip_prefix("-D"))
        .map(Define::parse)
        .collect();
    let options = PreprocessOptions {
        defines,
        include_dirs: path.parent().map(Path::to_path_buf).into_iter().collect(),
        ..PreprocessOptions::default()
    };
    let mut sources = SourceMap::new();
    let main = sources.add_text(path.display().to_string(), text.as_str());
    let preprocessed = preprocess(&mut sources, main, &options, &FileSystemLoader);
    let (fast, grammar) = parse_both_ways(
        &preprocessed.tokens,
        Span::new(main, text.len()..text.len()),
    );
    tally.files += 1;
    tally.valid += usize::from(grammar.is_some());
    let Some(fast) = fast else {
        if grammar.is_some() {
            println!("declined {} {args}", path.display());
        }
        return;
    };
    tally.covered += 1;
    if grammar.as_ref() == Some(&fast) {
        tally.equal += 1;
    } else {
        tally.mismatches += 1;
        println!("MISMATCH {} {args}", path.display());
    }
}

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let mut cases: Vec<(PathBuf, String)> = Vec::new();
    if let [flag, manifest, root] = &arguments[..] {
        if flag == "--manifest" {
            cases.extend(manifest_cases(Path::new(manifest), Path::new(root)));
        }
    }
    if cases.is_empty() {
        let mut files = Vec::new();
        for dir in &arguments {
            shader_files(Path::new(dir), &mut files);
        }
        files.sort();
        cases.extend(files.into_iter().map(|file| (file, String::new())));
    }
    let mut tally = Tally::default();
    for (path, args) in &cases {
        check(&mut tally, path, args);
    }
    println!("{tally:?}");
    if tally.mismatches > 0 {
        std::process::exit(1);
    }
}
