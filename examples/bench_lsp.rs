//! Latency of the language server, driven over stdio as an editor drives it:
//! edits inside function bodies alternately breaking and fixing one line;
//! for each, the time from sending `didChange` to receiving its
//! `publishDiagnostics`. Prints median and 99th percentile of
//!
//! - a file of about 2,000 lines (100 functions): 100 edits, then hover and
//!   completion requests, then the server's memory (`VmHWM`, `VmRSS` of its
//!   `/proc/PID/status`) after the first edit and after 1,000: peak memory
//!   must stay within twice the first (no growth per edit);
//! - a file of about 20,000 lines (952 functions): 200 edits;
//! - a file of 2,000 lines including 9 headers of 2,000 (written to a
//!   temporary directory): 20,000 lines after preprocessing, 200 edits in
//!   the file.
//!
//! `cargo build --release && cargo run --release --example bench_lsp`
//! (the server is the `cgrs` binary beside the example's directory, or
//! `$CGRS`).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

const FUNCTIONS: usize = 100;
/// Edits whose latency is measured, and edits in all (for the memory).
const TIMED_EDITS: usize = 100;
const EDITS: usize = 1000;
/// The lines of the big cases, and their edits (all timed).
const BIG_LINES: usize = 20_000;
const BIG_EDITS: usize = 200;

/// A process's memory, from `/proc/PID/status` (KiB; 0 where unreadable).
#[derive(Clone, Copy)]
struct Memory {
    peak_kib: u64,
    resident_kib: u64,
}

impl Memory {
    fn of(pid: u32) -> Memory {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let field = |name: &str| -> u64 {
            status
                .lines()
                .find_map(|line| line.strip_prefix(name))
                .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
                .unwrap_or(0)
        };
        Memory {
            peak_kib: field("VmHWM:"),
            resident_kib: field("VmRSS:"),
        }
    }
}

impl std::fmt::Display for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "peak {:.1} MiB, resident {:.1} MiB",
            self.peak_kib as f64 / 1024.0,
            self.resident_kib as f64 / 1024.0
        )
    }
}

/// A server and the pipes to it.
struct Session {
    child: std::process::Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    next_id: i64,
    /// Edits sent so far.
    edits_done: usize,
}

impl Session {
    fn start(binary: &std::path::Path) -> Session {
        let mut child = Command::new(binary)
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start cgrs lsp");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut session = Session {
            child,
            input,
            output,
            next_id: 10_000,
            edits_done: 0,
        };
        session.send(json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": { "capabilities": {} } }));
        wait_response(&mut session.output, 1);
        session.send(json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }));
        session
    }

    fn send(&mut self, message: Value) {
        send(&mut self.input, message);
    }

    fn open(&mut self, uri: &str, text: &str) -> Duration {
        let start = Instant::now();
        self.send(
            json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": { "uri": uri, "languageId": "cg", "version": 1, "text": text } } }),
        );
        wait_diagnostics(&mut self.output);
        start.elapsed()
    }

    /// `edits` edits breaking and fixing `a = a * 1.0;` on the given lines in
    /// turn; the latencies of the first `timed`.
    fn edits(&mut self, uri: &str, lines: &[usize], edits: usize, timed: usize) -> Vec<Duration> {
        let mut times = Vec::new();
        for n in 0..edits {
            let edit = self.edits_done;
            self.edits_done += 1;
            let line = lines[(edit / 2 * 7) % lines.len()];
            // `a = a * 1.0;` → `a = a * missing;` and back.
            let (old, new) = if edit.is_multiple_of(2) {
                ("1.0", "missing")
            } else {
                ("missing", "1.0")
            };
            let change = json!({ "range": {
                "start": { "line": line, "character": 12 },
                "end": { "line": line, "character": 12 + old.len() } }, "text": new });
            let start = Instant::now();
            self.send(json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": { "uri": uri, "version": edit + 2 }, "contentChanges": [change] } }));
            let diagnostics = wait_diagnostics(&mut self.output);
            if n < timed {
                times.push(start.elapsed());
            }
            let expected = if edit.is_multiple_of(2) { 1 } else { 0 };
            assert_eq!(diagnostics.len(), expected, "edit {edit}: {diagnostics:?}");
        }
        times
    }

    fn request(&mut self, method: &str, params: Value) -> Duration {
        self.next_id += 1;
        let id = self.next_id;
        let start = Instant::now();
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        wait_response(&mut self.output, id);
        start.elapsed()
    }

    fn stop(mut self) {
        self.send(json!({ "jsonrpc": "2.0", "id": 9, "method": "shutdown" }));
        wait_response(&mut self.output, 9);
        self.send(json!({ "jsonrpc": "2.0", "method": "exit" }));
        let _ = self.child.wait();
    }
}

fn main() {
    let binary = std::env::var_os("CGRS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            let exe = std::env::current_exe().expect("the example's path");
            exe.parent()
                .and_then(|d| d.parent())
                .expect("target dir")
                .join("cgrs")
        });
    if !binary.is_file() {
        eprintln!(
            "no server at {} (build it: cargo build --release, or set CGRS)",
            binary.display()
        );
        std::process::exit(1);
    }
    small_file(&binary);
    big_file(&binary);
    included_files(&binary);
}

/// 2,000 lines: edits, hover, completion, memory over 1,000 edits.
fn small_file(binary: &std::path::Path) {
    let mut session = Session::start(binary);
    let uri = "file:///bench/shader.cg";
    let text = shader("", "f", FUNCTIONS);
    println!(
        "== one file: {} lines, {} functions",
        text.lines().count(),
        FUNCTIONS
    );
    let opened = session.open(uri, &text);
    println!("open → diagnostics: {:.2} ms", ms(opened));

    let lines: Vec<usize> = (0..FUNCTIONS).map(|f| function_line(1, f) + 2).collect();
    let mut edits = session.edits(uri, &lines, 1, 1);
    let after_first = Memory::of(session.child.id());
    edits.extend(session.edits(uri, &lines, TIMED_EDITS - 1, TIMED_EDITS - 1));
    report("edit → diagnostics", &mut edits);
    session.edits(uri, &lines, EDITS - TIMED_EDITS, 0);
    let after_all = Memory::of(session.child.id());
    println!("memory after 1 edit: {after_first}");
    println!("memory after {EDITS} edits: {after_all}");
    println!(
        "peak growth: {:.2}× (bound 2×)",
        after_all.peak_kib as f64 / after_first.peak_kib.max(1) as f64
    );

    let mut hovers = Vec::new();
    let mut completions = Vec::new();
    for round in 0..50 {
        let line = function_line(1, (round * 13) % FUNCTIONS) + 2;
        let at =
            json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": 8 } });
        hovers.push(session.request("textDocument/hover", at.clone()));
        completions.push(session.request("textDocument/completion", at));
    }
    report("hover", &mut hovers);
    report("completion", &mut completions);
    session.stop();
}

/// 20,000 lines in one file: edits.
fn big_file(binary: &std::path::Path) {
    let functions = BIG_LINES / 21;
    let mut session = Session::start(binary);
    let uri = "file:///bench/big.cg";
    let text = shader("", "f", functions);
    println!(
        "== one file: {} lines, {} functions",
        text.lines().count(),
        functions
    );
    let opened = session.open(uri, &text);
    println!("open → diagnostics: {:.2} ms", ms(opened));
    let lines: Vec<usize> = (0..functions).map(|f| function_line(1, f) + 2).collect();
    let mut edits = session.edits(uri, &lines, BIG_EDITS, BIG_EDITS);
    report("edit → diagnostics", &mut edits);
    session.stop();
}

/// A file of 2,000 lines including 9 headers of 2,000: 20,000 lines after
/// preprocessing; edits in the file.
fn included_files(binary: &std::path::Path) {
    let directory = std::env::temp_dir().join(format!("cgrs-bench-lsp-{}", std::process::id()));
    std::fs::create_dir_all(&directory).expect("a temporary directory");
    let headers = 9;
    let mut includes = String::new();
    for h in 0..headers {
        let name = format!("lib{h}.cgh");
        let text = shader("", &format!("g{h}_"), FUNCTIONS);
        std::fs::write(directory.join(&name), text).expect("write a header");
        includes.push_str(&format!("#include \"{name}\"\n"));
    }
    let text = shader(&includes, "f", FUNCTIONS);
    let path = directory.join("main.cg");
    std::fs::write(&path, &text).expect("write the file");
    let uri = format!("file://{}", path.display());
    let mut session = Session::start(binary);
    println!(
        "== one file of {} lines including {headers} headers: {} lines in all",
        text.lines().count(),
        text.lines().count() + headers * (FUNCTIONS * 21 + 1)
    );
    let opened = session.open(&uri, &text);
    println!("open → diagnostics: {:.2} ms", ms(opened));
    let lines: Vec<usize> = (0..FUNCTIONS)
        .map(|f| function_line(1 + headers, f) + 2)
        .collect();
    let mut edits = session.edits(&uri, &lines, BIG_EDITS, BIG_EDITS);
    report("edit → diagnostics", &mut edits);
    session.stop();
    let _ = std::fs::remove_dir_all(&directory);
}

/// `functions` functions of about 20 lines named `{prefix}{n}`, each calling
/// the previous one, after a first-line comment and `preamble`.
fn shader(preamble: &str, prefix: &str, functions: usize) -> String {
    let mut text = String::from("// cgrs: -profile arbvp1 -noentry\n");
    text.push_str(preamble);
    for f in 0..functions {
        text.push_str(&format!("float4 {prefix}{f}(float4 a, float4 b) {{\n"));
        text.push_str("    float4 c = a + b;\n");
        text.push_str("    a = a * 1.0;\n");
        for k in 0..15 {
            text.push_str(&format!(
                "    c = c * b + float4({k}, 1, 2, 3) * dot(a, c);\n"
            ));
        }
        if f > 0 {
            text.push_str(&format!("    return {prefix}{}(c, a);\n}}\n\n", f - 1));
        } else {
            text.push_str("    return c;\n}\n\n");
        }
    }
    text
}

/// The line of function `f`'s header (0-based) after `before` lines.
fn function_line(before: usize, f: usize) -> usize {
    before + f * 21
}

fn send(input: &mut ChildStdin, message: Value) {
    let body = message.to_string();
    write!(input, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("write");
    input.flush().expect("flush");
}

fn receive(output: &mut BufReader<ChildStdout>) -> Value {
    let mut length = 0;
    loop {
        let mut line = String::new();
        output.read_line(&mut line).expect("read");
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(value) = line.strip_prefix("Content-Length: ") {
            length = value.parse().expect("length");
        }
    }
    let mut body = vec![0; length];
    output.read_exact(&mut body).expect("body");
    serde_json::from_slice(&body).expect("JSON")
}

fn wait_response(output: &mut BufReader<ChildStdout>, id: i64) -> Value {
    loop {
        let message = receive(output);
        if message["id"] == id {
            return message;
        }
    }
}

fn wait_diagnostics(output: &mut BufReader<ChildStdout>) -> Vec<Value> {
    loop {
        let message = receive(output);
        if message["method"] == "textDocument/publishDiagnostics" {
            return message["params"]["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default();
        }
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn report(what: &str, times: &mut [Duration]) {
    times.sort();
    let median = times[times.len() / 2];
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    println!(
        "{what}: median {:.2} ms, p99 {:.2} ms ({} samples)",
        ms(median),
        ms(p99),
        times.len()
    );
}
