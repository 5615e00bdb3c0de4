//! Latency of the language server, driven over stdio as an editor drives it:
//! a file of about 2,000 lines (100 functions), 100 edits inside function
//! bodies alternately breaking and fixing one line; for each, the time from
//! sending `didChange` to receiving its `publishDiagnostics`. Then hover and
//! completion requests. Prints median and 99th percentile. Then the
//! server's memory (`VmHWM`, `VmRSS` of its `/proc/PID/status`) after the
//! first edit and after 1,000: peak memory must stay within twice the
//! first (no growth per edit).
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
    let mut child = Command::new(&binary)
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start cgrs lsp");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let uri = "file:///bench/shader.cg";
    let text = shader();
    println!(
        "file: {} lines, {} functions",
        text.lines().count(),
        FUNCTIONS
    );

    send(
        &mut input,
        json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": { "capabilities": {} } }),
    );
    wait_response(&mut output, 1);
    send(
        &mut input,
        json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }),
    );
    let start = Instant::now();
    send(
        &mut input,
        json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": { "uri": uri, "languageId": "cg", "version": 1, "text": text } } }),
    );
    wait_diagnostics(&mut output);
    println!("open → diagnostics: {:.2} ms", ms(start.elapsed()));

    let mut edits = Vec::new();
    let mut after_first = None;
    for edit in 0..EDITS {
        let function = (edit / 2 * 7) % FUNCTIONS;
        let line = function_line(function) + 2;
        // `return a * 1.0;` → `return a * missing;` and back.
        let (old, new) = if edit % 2 == 0 {
            ("1.0", "missing")
        } else {
            ("missing", "1.0")
        };
        let change = json!({ "range": {
            "start": { "line": line, "character": 12 },
            "end": { "line": line, "character": 12 + old.len() } }, "text": new });
        let start = Instant::now();
        send(
            &mut input,
            json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": { "uri": uri, "version": edit + 2 }, "contentChanges": [change] } }),
        );
        let diagnostics = wait_diagnostics(&mut output);
        if edit < TIMED_EDITS {
            edits.push(start.elapsed());
        }
        let expected = if edit % 2 == 0 { 1 } else { 0 };
        assert_eq!(diagnostics.len(), expected, "edit {edit}: {diagnostics:?}");
        if edit == 0 {
            after_first = Some(Memory::of(child.id()));
        }
        if edit + 1 == TIMED_EDITS {
            report("edit → diagnostics", &mut edits);
        }
    }
    let after_first = after_first.expect("one edit");
    let after_all = Memory::of(child.id());
    println!("memory after 1 edit: {after_first}");
    println!("memory after {EDITS} edits: {after_all}");
    println!(
        "peak growth: {:.2}× (bound 2×)",
        after_all.peak_kib as f64 / after_first.peak_kib.max(1) as f64
    );

    let mut hovers = Vec::new();
    let mut completions = Vec::new();
    for round in 0..50i64 {
        let line = function_line((round as usize * 13) % FUNCTIONS) + 2;
        let at =
            json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": 8 } });
        let start = Instant::now();
        send(
            &mut input,
            json!({ "jsonrpc": "2.0", "id": 1000 + round, "method": "textDocument/hover", "params": at }),
        );
        wait_response(&mut output, 1000 + round);
        hovers.push(start.elapsed());
        let start = Instant::now();
        send(
            &mut input,
            json!({ "jsonrpc": "2.0", "id": 2000 + round, "method": "textDocument/completion", "params": at }),
        );
        wait_response(&mut output, 2000 + round);
        completions.push(start.elapsed());
    }
    report("hover", &mut hovers);
    report("completion", &mut completions);

    send(
        &mut input,
        json!({ "jsonrpc": "2.0", "id": 9, "method": "shutdown" }),
    );
    wait_response(&mut output, 9);
    send(&mut input, json!({ "jsonrpc": "2.0", "method": "exit" }));
    let _ = child.wait();
}

/// 100 functions of about 20 lines, each calling the previous one.
fn shader() -> String {
    let mut text = String::from("// cgrs: -profile arbvp1 -noentry\n");
    for f in 0..FUNCTIONS {
        text.push_str(&format!("float4 f{f}(float4 a, float4 b) {{\n"));
        text.push_str("    float4 c = a + b;\n");
        text.push_str("    a = a * 1.0;\n");
        for k in 0..15 {
            text.push_str(&format!(
                "    c = c * b + float4({k}, 1, 2, 3) * dot(a, c);\n"
            ));
        }
        if f > 0 {
            text.push_str(&format!("    return f{}(c, a);\n}}\n\n", f - 1));
        } else {
            text.push_str("    return c;\n}\n\n");
        }
    }
    text
}

/// The line of function `f`'s header (0-based; the first line is the comment).
fn function_line(f: usize) -> usize {
    1 + f * 21
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
