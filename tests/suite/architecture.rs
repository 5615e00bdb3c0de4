//! The shape of the house, checked (as rust-analyzer's tidy tests do): every
//! `crate::…`, `super::…` and child-module path in `src/` — `use` lines and
//! full paths inside function bodies alike — must point to a floor the table
//! below allows, and no two files may import each other, directly or round a
//! circle. `docs/architecture.md` draws the same picture in words.
//!
//! And the house stands on any plot: no tracked file names a path of one
//! machine (`no_machine_paths`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The floors, from the ground up: each top-level module of the crate, and
/// the modules it may import. This is the one list; `docs/architecture.md`
/// explains it.
const FLOORS: &[(&str, Reads)] = &[
    // Ground. Source positions, diagnostics, the profiles as data and the
    // entry's interface as plain data: everything above reads them, they
    // read nothing above.
    ("span", Reads::Only(&[])),
    // Wall time and peak memory of stages and passes (`--time-passes`).
    ("timing", Reads::Only(&[])),
    // What a short process may leave to the operating system to free.
    ("disposal", Reads::Only(&[])),
    ("diag", Reads::Only(&["span"])),
    // The profiles' opcode lists are checked against the instruction set's.
    ("profile", Reads::Only(&["diag", "isa"])),
    ("interface", Reads::Only(&["span", "diag", "profile"])),
    // The instruction set: every opcode once (mnemonic, operands, class,
    // dialects) and what it computes, for the IR, the emitters, the VM and
    // the profiles.
    ("isa", Reads::Only(&[])),
    // The one seeded random-number generator.
    ("rng", Reads::Only(&[])),
    // Text to tree: no meaning, no profile data beyond the names cgc knows.
    ("syntax", Reads::GroundAnd(&[])),
    // Meaning: types, overloads, binding. Builds the interface once.
    ("sema", Reads::GroundAnd(&["syntax"])),
    // The vector IR and its optimizer know neither source nor dialect.
    ("ir", Reads::GroundAnd(&[])),
    // Typed HIR to IR.
    ("lower", Reads::GroundAnd(&["sema", "ir"])),
    // Selection, allocation, limits, emission: from the IR only.
    ("back", Reads::GroundAnd(&["ir"])),
    // The JSON description of a compiled program.
    ("reflect", Reads::GroundAnd(&["sema", "ir", "back"])),
    // The pipeline, from its own CompileOptions: knows no face.
    (
        "driver",
        Reads::GroundAnd(&["syntax", "sema", "ir", "lower", "back", "reflect"]),
    ),
    // cgc's argument language (options → CompileOptions, the listing, the
    // compile as one call for the runtime library), below every face.
    (
        "invocation",
        Reads::GroundAnd(&["syntax", "driver", "reflect"]),
    ),
    // The VM stands beside everything and knows only assembly.
    ("vm", Reads::GroundAnd(&[])),
    // The faces: argv (and `cgrs run`), the language server. Each may read
    // anything below, and no other face.
    ("cli", Reads::AnythingButFaces),
    ("lsp", Reads::AnythingButFaces),
];

/// The faces: the top floor, whose rooms do not know each other.
const FACES: &[&str] = &["cli", "lsp"];

/// The modules every floor above the ground reads.
const GROUND: &[&str] = &[
    "span",
    "timing",
    "disposal",
    "diag",
    "profile",
    "interface",
    "isa",
    "rng",
];

/// What a floor may import.
#[derive(Clone, Copy)]
enum Reads {
    /// These modules only (the ground's own floors).
    Only(&'static [&'static str]),
    /// The whole ground, and these floors above it.
    GroundAnd(&'static [&'static str]),
    /// Anything but the faces (the faces).
    AnythingButFaces,
}

impl Reads {
    fn allows(self, floor: &str) -> bool {
        match self {
            Reads::Only(floors) => floors.contains(&floor),
            Reads::GroundAnd(floors) => GROUND.contains(&floor) || floors.contains(&floor),
            Reads::AnythingButFaces => !FACES.contains(&floor),
        }
    }
}

/// One `src/` file: its module path (`["sema", "check"]`) and its text.
struct SourceFile {
    path: PathBuf,
    module: Vec<String>,
    text: String,
}

fn source_files(root: &Path) -> Vec<SourceFile> {
    let mut files = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(directory) = stack.pop() {
        for entry in std::fs::read_dir(&directory).expect("src/ is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).expect("below src/");
                let mut module: Vec<String> = relative
                    .with_extension("")
                    .iter()
                    .map(|part| part.to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    module.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    module.pop();
                }
                let text = std::fs::read_to_string(&path).expect("source is UTF-8");
                files.push(SourceFile {
                    path: relative.to_path_buf(),
                    module,
                    text,
                });
            }
        }
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    files
}

/// The text without comments, string and character literals (a path in a
/// doc comment or a message is no import).
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            b'r' if bytes.get(i + 1) == Some(&b'#') || bytes.get(i + 1) == Some(&b'"') => {
                // A raw string: r"…" or r#"…"#.
                let mut j = i + 1;
                let mut hashes = 0;
                while bytes.get(j) == Some(&b'#') {
                    hashes += 1;
                    j += 1;
                }
                if bytes.get(j) != Some(&b'"') || (i > 0 && is_ident(bytes[i - 1])) {
                    out.push('r');
                    i += 1;
                    continue;
                }
                j += 1;
                let closing: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                while j < bytes.len() && !bytes[j..].starts_with(&closing) {
                    j += 1;
                }
                i = j + closing.len();
                out.push_str("\"\"");
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            b'\'' if bytes.get(i + 2) == Some(&b'\'') || bytes.get(i + 1) == Some(&b'\\') => {
                // A character literal ('a', '\n', '\''); a lifetime has no closing quote.
                i += 1;
                while i < bytes.len() && bytes[i] != b'\'' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("' '");
            }
            _ => {
                let len = text[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&text[i..i + len]);
                i += len;
            }
        }
    }
    out
}

fn is_ident(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// The child modules a file declares (`mod options;`, `pub mod check;`).
fn child_modules(code: &str) -> BTreeSet<String> {
    let mut children = BTreeSet::new();
    for line in code.lines() {
        let line = line.trim();
        let line = line.strip_prefix("pub ").unwrap_or(line);
        let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
        if let Some(name) = line.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            children.insert(name.trim().to_string());
        }
    }
    children
}

/// Every module path the file names: `crate::a::b`, `super::x` and paths
/// through its own child modules, resolved to absolute paths (segments).
fn referenced_paths(file: &SourceFile) -> Vec<Vec<String>> {
    let mut code = code_only(&file.text);
    // A file's unit tests (`#[cfg(test)] mod tests`, last by convention) may
    // use anything, and their `super::` is the file itself.
    if let Some(tests) = code.find("#[cfg(test)]") {
        code.truncate(tests);
    }
    let children = child_modules(&code);
    let bytes = code.as_bytes();
    let mut paths = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !is_ident(bytes[i]) || (i > 0 && (is_ident(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let (written, end) = written_paths(&code, i);
        i = end;
        for segments in written {
            if let Some(absolute) = resolve(file, &children, &segments) {
                paths.push(absolute);
            }
        }
    }
    paths
}

/// The paths written at `start`: `a::b::c`, or one per item of a group
/// (`a::{b, c::d}`, nested groups too); and where the text after them starts.
fn written_paths(code: &str, start: usize) -> (Vec<Vec<String>>, usize) {
    let bytes = code.as_bytes();
    let mut segments = Vec::new();
    let mut j = start;
    loop {
        let from = j;
        while j < bytes.len() && is_ident(bytes[j]) {
            j += 1;
        }
        segments.push(code[from..j].to_string());
        if !code[j..].starts_with("::") {
            return (vec![segments], j);
        }
        let after = code[j + 2..].trim_start();
        let skipped = code.len() - j - 2 - after.len();
        if after.starts_with('{') {
            let mut paths = Vec::new();
            let mut k = j + 2 + skipped + 1;
            loop {
                while k < bytes.len() && (bytes[k].is_ascii_whitespace() || bytes[k] == b',') {
                    k += 1;
                }
                if k >= bytes.len() || bytes[k] == b'}' {
                    return (paths, k + 1);
                }
                if !is_ident(bytes[k]) {
                    k += 1;
                    continue;
                }
                let (inner, next) = written_paths(code, k);
                for tail in inner {
                    let mut path = segments.clone();
                    path.extend(tail.into_iter().filter(|s| s != "self"));
                    paths.push(path);
                }
                k = next;
            }
        }
        if !bytes.get(j + 2).is_some_and(|&b| is_ident(b)) {
            return (vec![segments], j);
        }
        j += 2;
    }
}

/// A written path as module segments from the crate root, if it is one.
fn resolve(
    file: &SourceFile,
    children: &BTreeSet<String>,
    segments: &[String],
) -> Option<Vec<String>> {
    {
        if segments.len() < 2 {
            return None;
        }
        let absolute = match segments[0].as_str() {
            "crate" => segments[1..].to_vec(),
            "super" | "self" => {
                let mut base = file.module.clone();
                let mut rest = segments;
                if rest[0] == "self" {
                    rest = &rest[1..];
                }
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
                base.extend(rest.iter().cloned());
                base
            }
            first if children.contains(first) => {
                let mut base = file.module.clone();
                base.extend(segments.iter().cloned());
                base
            }
            _ => return None,
        };
        Some(absolute)
    }
}

/// The forbidden imports of the files: `(file, the floor it reached)`.
fn forbidden_imports(files: &[SourceFile]) -> Vec<String> {
    let floors: BTreeMap<&str, Reads> = FLOORS.iter().copied().collect();
    let mut found = BTreeSet::new();
    for file in files {
        let Some(own) = file.module.first() else {
            continue; // lib.rs and main.rs assemble the crate.
        };
        let allowed = floors
            .get(own.as_str())
            .unwrap_or_else(|| panic!("src/{} is on no floor of FLOORS", file.path.display()));
        for path in referenced_paths(file) {
            let floor = &path[0];
            if floor == own || allowed.allows(floor) {
                continue;
            }
            if floors.contains_key(floor.as_str()) {
                found.insert(format!(
                    "src/{} ({own}) imports {}",
                    file.path.display(),
                    path.join("::")
                ));
            }
        }
    }
    found.into_iter().collect()
}

/// The file a module path lands in: the longest prefix that is a file.
fn file_of<'a>(
    path: &[String],
    by_module: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    (1..=path.len())
        .rev()
        .find_map(|len| by_module.get(&path[..len]))
}

/// The circles between files: each strongly connected component of more
/// than one file of the import graph, as sorted file lists.
fn circles(files: &[SourceFile]) -> Vec<Vec<String>> {
    let by_module: BTreeMap<Vec<String>, PathBuf> = files
        .iter()
        .map(|file| (file.module.clone(), file.path.clone()))
        .collect();
    let index: BTreeMap<&PathBuf, usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| (&f.path, i))
        .collect();
    let edges: Vec<BTreeSet<usize>> = files
        .iter()
        .map(|file| {
            referenced_paths(file)
                .iter()
                .filter_map(|path| file_of(path, &by_module))
                .map(|target| index[target])
                .filter(|&target| files[target].path != file.path)
                .collect()
        })
        .collect();
    strongly_connected(&edges)
        .into_iter()
        .filter(|component| component.len() > 1)
        .map(|component| {
            let mut names: Vec<String> = component
                .iter()
                .map(|&i| format!("src/{}", files[i].path.display()))
                .collect();
            names.sort();
            names
        })
        .collect()
}

/// Tarjan's algorithm, iteratively.
fn strongly_connected(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, Vec<usize>)> = Vec::new();
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        work.push((root, edges[root].iter().copied().collect()));
        while let Some((node, pending)) = work.last_mut() {
            let node = *node;
            if let Some(target) = pending.pop() {
                if index[target] == usize::MAX {
                    index[target] = next;
                    low[target] = next;
                    next += 1;
                    stack.push(target);
                    on_stack[target] = true;
                    work.push((target, edges[target].iter().copied().collect()));
                } else if on_stack[target] {
                    low[node] = low[node].min(index[target]);
                }
                continue;
            }
            work.pop();
            if let Some((parent, _)) = work.last() {
                low[*parent] = low[*parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut component = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component.push(member);
                    if member == node {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

fn src() -> Vec<SourceFile> {
    source_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

#[test]
fn every_import_goes_to_an_allowed_floor() {
    let forbidden = forbidden_imports(&src());
    assert!(
        forbidden.is_empty(),
        "imports the floors of tests/suite/architecture.rs do not allow:\n{}",
        forbidden.join("\n")
    );
}

/// Circles between files the house still has, each asserted so that a new
/// one (or the end of one) fails the test: none.
const KNOWN_CIRCLES: &[&[&str]] = &[];

#[test]
fn no_files_import_each_other() {
    let circles = circles(&src());
    let known: Vec<Vec<String>> = KNOWN_CIRCLES
        .iter()
        .map(|circle| circle.iter().map(|file| file.to_string()).collect())
        .collect();
    assert!(
        circles == known,
        "circles between files:\n{}",
        circles
            .iter()
            .map(|c| c.join(" -> "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The checks see what they are meant to: a forbidden import (by `use`, and
/// by a full path inside a body) and a circle are found in made-up files.
#[test]
fn the_checks_find_a_planted_import_and_a_planted_circle() {
    let file = |path: &str, module: &[&str], text: &str| SourceFile {
        path: PathBuf::from(path),
        module: module.iter().map(|s| s.to_string()).collect(),
        text: text.to_string(),
    };
    let planted = [
        file(
            "sema/x.rs",
            &["sema", "x"],
            "use crate::back::emit::Emit;\n",
        ),
        file(
            "ir/y.rs",
            &["ir", "y"],
            "// crate::sema::hir is only named here\nfn f() { let _ = crate::lower::lower(); }\n",
        ),
        file("vm/z.rs", &["vm", "z"], "use crate::ir::Opcode; // no\n"),
        file(
            "back/ok.rs",
            &["back", "ok"],
            "use crate::ir::Program;\nuse super::emit;\n",
        ),
    ];
    assert_eq!(
        forbidden_imports(&planted),
        [
            "src/ir/y.rs (ir) imports lower::lower",
            "src/sema/x.rs (sema) imports back::emit::Emit",
            "src/vm/z.rs (vm) imports ir::Opcode",
        ]
    );
    let circle = [
        file("a/mod.rs", &["a"], "mod one;\nuse one::Thing;\n"),
        file("a/one.rs", &["a", "one"], "use super::two::Other;\n"),
        file(
            "a/two.rs",
            &["a", "two"],
            "fn f() { crate::a::Root::new(); }\n",
        ),
    ];
    assert_eq!(
        circles(&circle),
        [["src/a/mod.rs", "src/a/one.rs", "src/a/two.rs"]]
    );
    // Grouped imports count item by item, nested groups too.
    let grouped = [
        file(
            "b/mod.rs",
            &["b"],
            "mod one;
mod two;
pub use one::Thing;
",
        ),
        file(
            "b/one.rs",
            &["b", "one"],
            "use super::{\n    two::{Other, More},\n    Root,\n};\n",
        ),
        file(
            "b/two.rs",
            &["b", "two"],
            "pub struct Other;
",
        ),
    ];
    assert_eq!(circles(&grouped), [["src/b/mod.rs", "src/b/one.rs"]]);
    let planted_group = [file(
        "syntax/g.rs",
        &["syntax", "g"],
        "use crate::{span::Span, sema::{hir, types::Type}};\n",
    )];
    assert_eq!(
        forbidden_imports(&planted_group),
        [
            "src/syntax/g.rs (syntax) imports sema::hir",
            "src/syntax/g.rs (syntax) imports sema::types::Type",
        ]
    );
}

/// Tracked files that are data recorded by a tool, not paths the repository
/// uses: (directory, extension). Their lines may keep where a tool ran, and
/// that is a fact about the run, not a place this repository reads or writes.
const RECORDED_DATA: &[(&str, &str)] = &[
    // cgc's stored outputs (tests/reference, tests/header, tests/glsl/cgc,
    // tests/vm/programs, ...): the `# source file:` / `// source file:` and
    // `command line args:` lines and the `FILE(LINE) :` of its messages
    // record the file name cgc was given.
    ("tests/", "asm"),
    ("tests/", "glsl"),
    ("tests/", "err"),
    ("tests/", "warn"),
    // Records written by scripts from tools' runs (manifests, verdicts,
    // field results, conformance probes), which may keep a path a run used.
    ("tests/", "json"),
    ("tests/", "tsv"),
];

/// The text that names one machine: its work tree and its users' homes. Built
/// here so that this file does not name them itself.
fn machine_prefixes() -> [String; 2] {
    [format!("/{}/", "work"), format!("/{}/", "home")]
}

/// Whether a tracked file is recorded data (`RECORDED_DATA`).
fn is_recorded_data(path: &str) -> bool {
    RECORDED_DATA.iter().any(|(directory, extension)| {
        path.starts_with(directory)
            && Path::new(path).extension().and_then(|e| e.to_str()) == Some(*extension)
    })
}

/// `file:line: text` of every line naming a machine's path, in the text files
/// given as (path in the repository, content); binary files (holding a NUL)
/// and recorded data are skipped.
fn machine_paths(files: &[(String, Vec<u8>)]) -> Vec<String> {
    let prefixes = machine_prefixes();
    let mut found = Vec::new();
    for (path, bytes) in files {
        if bytes.contains(&0) || is_recorded_data(path) {
            continue;
        }
        let text = String::from_utf8_lossy(bytes);
        for (number, line) in text.lines().enumerate() {
            if prefixes.iter().any(|prefix| line.contains(prefix.as_str())) {
                found.push(format!("{path}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    found
}

/// The repository's tracked files with their content, or why they cannot be
/// listed (no git, or not a checkout).
fn tracked_files(root: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let output = std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .map_err(|error| format!("git cannot run ({error})"))?;
    if !output.status.success() {
        return Err(format!(
            "git ls-files failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(output
        .stdout
        .split(|&byte| byte == 0)
        .filter(|name| !name.is_empty())
        .filter_map(|name| {
            let name = String::from_utf8_lossy(name).into_owned();
            // A file deleted in the work tree but still tracked is skipped.
            let bytes = std::fs::read(root.join(&name)).ok()?;
            Some((name, bytes))
        })
        .collect())
}

/// The repository carries no path of one machine (issue 44): scripts find
/// the shared tree as `../shared` from their own place and corpora through
/// their variables (CREAL_SRC, CREAL_CGC, ...), docs write placeholders.
#[test]
fn no_machine_paths() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = match tracked_files(root) {
        Ok(files) => files,
        Err(reason) => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "the tracked files must be listed under CI=true: {reason}"
            );
            eprintln!("notice: no_machine_paths skipped, {reason}");
            return;
        }
    };
    assert!(!files.is_empty(), "git ls-files listed no file");
    let found = machine_paths(&files);
    assert!(
        found.is_empty(),
        "paths of one machine ({}) in tracked files; use ../shared beside the \
         repository, the scripts' variables (CREAL_SRC, ...) or placeholders:\n{}",
        machine_prefixes().join(", "),
        found.join("\n")
    );
}

/// The check sees what it is meant to: a planted path in a script and a doc,
/// not one in recorded data nor in a binary file.
#[test]
fn the_check_finds_a_planted_machine_path() {
    let work = format!("/{}/creal", "work");
    let home = format!("/{}/someone/corpus", "home");
    let files = [
        (
            "scripts/x.py".to_string(),
            format!("import os\nSRC = \"{work}\"\n").into_bytes(),
        ),
        (
            "docs/y.md".to_string(),
            format!("Run it:\n\n    tool {home}/manifest.tsv\n").into_bytes(),
        ),
        (
            "tests/reference/z.main.arbvp1.asm".to_string(),
            format!("# source file: {work}/z.cg\n").into_bytes(),
        ),
        (
            "tests/field/results.json".to_string(),
            format!("{{\"src\": \"{work}\"}}\n").into_bytes(),
        ),
        (
            "tests/w.ppm".to_string(),
            [b"P6\0".as_slice(), work.as_bytes()].concat(),
        ),
        (
            "scripts/ok.sh".to_string(),
            b"CREAL_SRC=${CREAL_SRC:-$ROOT/target/creal}\n".to_vec(),
        ),
    ];
    assert_eq!(
        machine_paths(&files),
        [
            format!("scripts/x.py:2: SRC = \"{work}\""),
            format!("docs/y.md:3: tool {home}/manifest.tsv"),
        ]
    );
}
