//! The language server on the wire, against a client that speaks the
//! protocol badly: bodies that are not JSON or not JSON-RPC are answered
//! with errors (id `null`) and the session goes on; a header that cannot be
//! resynchronized ends it with a message; and a seeded protocol fuzz — random
//! requests and notifications with random and invalid parameters, edits at
//! random ranges, unopened documents, cancellations — after which every
//! request has had exactly one answer and a hover still answers correctly.

use super::lsp::SHADER;
use cgrs::rng::Rng;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{Cursor, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const KNOWN: &str = "file:///nonexistent/cgrs-lsp-fuzz/known.cg";

/// The client's side of the output: what the server wrote.
#[derive(Clone, Default)]
struct Output(Arc<Mutex<Vec<u8>>>);

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn frame(input: &mut Vec<u8>, body: &[u8]) {
    input.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    input.extend_from_slice(body);
}

fn message(input: &mut Vec<u8>, message: Value) {
    frame(input, message.to_string().as_bytes());
}

/// The bodies of the frames in `output`.
fn frames(output: &[u8]) -> Vec<Value> {
    let mut messages = Vec::new();
    let mut rest = output;
    while !rest.is_empty() {
        let end = rest
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a header's end");
        let header = std::str::from_utf8(&rest[..end]).expect("ASCII header");
        let length: usize = header
            .lines()
            .find_map(|line| line.strip_prefix("Content-Length: "))
            .expect("Content-Length")
            .parse()
            .expect("a length");
        let body = &rest[end + 4..end + 4 + length];
        messages.push(serde_json::from_slice(body).expect("the server writes JSON"));
        rest = &rest[end + 4 + length..];
    }
    messages
}

/// Runs a session on `input` in-process; the server's result and messages.
fn session(input: Vec<u8>) -> (Result<(), String>, Vec<Value>) {
    let output = Output::default();
    let result = cgrs::lsp::serve_io(Cursor::new(input), output.clone());
    let written = output.0.lock().unwrap().clone();
    (result, frames(&written))
}

fn initialize(input: &mut Vec<u8>) {
    message(
        input,
        json!({ "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": { "capabilities": {} } }),
    );
    message(
        input,
        json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }),
    );
}

fn shutdown(input: &mut Vec<u8>, id: i64) {
    message(
        input,
        json!({ "jsonrpc": "2.0", "id": id, "method": "shutdown" }),
    );
    message(input, json!({ "jsonrpc": "2.0", "method": "exit" }));
}

/// Bodies that are not JSON (-32700) and JSON that is not JSON-RPC (-32600).
const NOT_JSON: [&[u8]; 5] = [
    b"{{{{{",
    b"",
    b"\xff\xfe{}",
    b"{\"id\": 1,",
    b"Content-Length: 5",
];
const NOT_JSON_RPC: [&str; 8] = [
    "[]",
    "5",
    "{}",
    "null",
    "\"text\"",
    "{\"jsonrpc\": \"2.0\", \"method\": 5}",
    "[{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"shutdown\"}]",
    "{\"jsonrpc\": \"2.0\", \"id\": 4}",
];

fn null_errors(messages: &[Value]) -> Vec<i64> {
    messages
        .iter()
        .filter(|m| m.get("id") == Some(&Value::Null))
        .map(|m| m["error"]["code"].as_i64().expect("an error code"))
        .collect()
}

#[test]
fn bodies_that_are_not_json_rpc_are_answered_and_the_session_goes_on() {
    let mut input = Vec::new();
    initialize(&mut input);
    let mut expected = Vec::new();
    for body in NOT_JSON {
        frame(&mut input, body);
        expected.push(-32700);
    }
    for body in NOT_JSON_RPC {
        frame(&mut input, body.as_bytes());
        expected.push(-32600);
    }
    message(
        &mut input,
        json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": { "uri": KNOWN, "languageId": "cg", "version": 1, "text": SHADER } } }),
    );
    let offset = SHADER.find("helper(v.x)").unwrap();
    message(
        &mut input,
        json!({ "jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {
            "textDocument": { "uri": KNOWN }, "position": super::lsp::position(SHADER, offset) } }),
    );
    shutdown(&mut input, 8);
    let (result, messages) = session(input);
    assert_eq!(result, Ok(()));
    assert_eq!(null_errors(&messages), expected);
    let hover = messages.iter().find(|m| m["id"] == 7).expect("the hover");
    let text = hover["result"]["contents"]["value"].as_str().unwrap_or("");
    assert!(text.contains("float helper(float)"), "{hover}");
    assert!(messages
        .iter()
        .any(|m| m["id"] == 8 && m["result"].is_null()));
}

/// `cgrs lsp` itself: bad bodies are answered and the process exits 0 after
/// `exit`; a header that is not `Name: value` ends it with status 1 and a
/// message saying why.
#[test]
fn the_binary_survives_bad_bodies_and_stops_on_a_broken_header() {
    let run = |input: &[u8]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("cgrs lsp");
        child.stdin.take().unwrap().write_all(input).expect("write");
        child.wait_with_output().expect("cgrs lsp ends")
    };
    let mut input = Vec::new();
    initialize(&mut input);
    frame(&mut input, b"{{{{{");
    frame(&mut input, b"[]");
    shutdown(&mut input, 3);
    let output = run(&input);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let messages = frames(&output.stdout);
    assert_eq!(null_errors(&messages), vec![-32700, -32600]);
    assert!(messages.iter().any(|m| m["id"] == 3));

    let mut input = Vec::new();
    initialize(&mut input);
    input.extend_from_slice(b"this is no header\r\n\r\n{}");
    let output = run(&input);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot resynchronize"), "{stderr}");

    let mut input = Vec::new();
    initialize(&mut input);
    input.extend_from_slice(b"Content-Type: text/plain\r\n\r\n{}");
    let output = run(&input);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Content-Length"), "{stderr}");
}

const URIS: [&str; 6] = [
    KNOWN,
    "file:///nonexistent/cgrs-lsp-fuzz/a.cg",
    "file:///nonexistent/cgrs-lsp-fuzz/b.cgh",
    "file:///nonexistent/cgrs-lsp-fuzz/never-opened.cg",
    "untitled:Untitled-1",
    "file:///nonexistent/cgrs-lsp-fuzz/%C3%A9t%C3%A9.cg",
];

const FRAGMENTS: [&str; 22] = [
    "",
    "x",
    "}",
    "{",
    "(",
    ";",
    "\n",
    "\r\n",
    "float4 ",
    "return 0;",
    "helper(",
    "é😀",
    "#include \"other.cgh\"\n",
    "#define A(x) x\n",
    "#if 1\n",
    "#endif\n",
    "/* ",
    "// cgrs: -profile vp30 -entry main\n",
    "uniform sampler2D s;",
    "float4 main() : COLOR { return 1; }",
    "struct S { float a; };",
    "\u{0}",
];

const REQUESTS: [&str; 12] = [
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/completion",
    "textDocument/signatureHelp",
    "textDocument/documentSymbol",
    "textDocument/semanticTokens/full",
    "textDocument/semanticTokens/range",
    "textDocument/codeLens",
    "cgrs/assembly",
    "workspace/symbol",
    "initialize",
];

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

fn any_position(rng: &mut Rng) -> Value {
    match rng.below(10) {
        0 => json!({ "line": -1, "character": 0 }),
        1 => json!({ "line": 0 }),
        2 => json!({ "line": u32::MAX, "character": u32::MAX }),
        _ => json!({ "line": rng.below(20), "character": rng.below(40) }),
    }
}

fn any_text(rng: &mut Rng) -> String {
    if rng.chance(20) {
        return SHADER.to_string();
    }
    (0..rng.below(6)).map(|_| *pick(rng, &FRAGMENTS)).collect()
}

/// Random but well-formed parameters for `method`, or junk.
fn any_params(rng: &mut Rng, method: &str) -> Value {
    let uri = *pick(rng, &URIS);
    match rng.below(12) {
        0 => return Value::Null,
        1 => return json!([]),
        2 => return json!({ "textDocument": 5 }),
        3 => {
            return json!({ "textDocument": { "uri": "not a uri" }, "position": any_position(rng) })
        }
        _ => {}
    }
    match method {
        "textDocument/references" => json!({
            "textDocument": { "uri": uri }, "position": any_position(rng),
            "context": { "includeDeclaration": rng.chance(50) } }),
        "textDocument/semanticTokens/range" => json!({
            "textDocument": { "uri": uri },
            "range": { "start": any_position(rng), "end": any_position(rng) } }),
        "textDocument/documentSymbol"
        | "textDocument/semanticTokens/full"
        | "textDocument/codeLens" => json!({ "textDocument": { "uri": uri } }),
        "cgrs/assembly" => json!({ "textDocument": { "uri": uri }, "profile": "arbfp1" }),
        "workspace/symbol" => json!({ "query": "h" }),
        "initialize" => json!({ "capabilities": {} }),
        _ => json!({ "textDocument": { "uri": uri }, "position": any_position(rng) }),
    }
}

/// One fuzz session: the input, the ids of its requests, and the codes of
/// the null-id errors its bad bodies must get, in order.
fn fuzz_input(seed: u64, count: usize) -> (Vec<u8>, Vec<Value>, Vec<i64>) {
    let mut rng = Rng::new(seed);
    let mut input = Vec::new();
    let mut ids = vec![json!(0)];
    let mut bad = Vec::new();
    initialize(&mut input);
    let open = |input: &mut Vec<u8>, uri: &str, text: &str| {
        message(
            input,
            json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
                "textDocument": { "uri": uri, "languageId": "cg", "version": 1, "text": text } } }),
        );
    };
    open(&mut input, KNOWN, SHADER);
    let mut version = 1;
    for n in 0..count {
        let uri = *pick(&mut rng, &URIS);
        version += 1;
        match rng.below(20) {
            0 | 1 => open(&mut input, uri, &any_text(&mut rng)),
            2..=6 => {
                let change = if rng.chance(10) {
                    json!({ "text": any_text(&mut rng) })
                } else {
                    json!({ "range": { "start": any_position(&mut rng), "end": any_position(&mut rng) },
                            "text": any_text(&mut rng) })
                };
                let changes = if rng.chance(15) {
                    json!([change, { "range": { "start": any_position(&mut rng), "end": any_position(&mut rng) }, "text": "}" }])
                } else {
                    json!([change])
                };
                let params = if rng.chance(5) {
                    json!({ "textDocument": { "uri": uri, "version": "two" }, "contentChanges": changes })
                } else {
                    json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes })
                };
                message(
                    &mut input,
                    json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": params }),
                );
            }
            7 => message(
                &mut input,
                json!({ "jsonrpc": "2.0", "method": "textDocument/didClose", "params": {
                    "textDocument": { "uri": uri } } }),
            ),
            8 => message(
                &mut input,
                json!({ "jsonrpc": "2.0", "method": "textDocument/didSave", "params": {
                    "textDocument": { "uri": uri } } }),
            ),
            9 => {
                let id = if rng.chance(50) {
                    json!(rng.below(n + 1))
                } else {
                    json!(format!("s{}", rng.below(n + 1)))
                };
                message(
                    &mut input,
                    json!({ "jsonrpc": "2.0", "method": "$/cancelRequest", "params": { "id": id } }),
                );
            }
            10 => {
                if rng.chance(50) {
                    let body = *pick(&mut rng, &NOT_JSON);
                    frame(&mut input, body);
                    bad.push(-32700);
                } else {
                    let body = *pick(&mut rng, &NOT_JSON_RPC);
                    frame(&mut input, body.as_bytes());
                    bad.push(-32600);
                }
            }
            11 => {
                let method = if rng.chance(50) {
                    "$/setTrace"
                } else {
                    "workspace/didChangeConfiguration"
                };
                message(
                    &mut input,
                    json!({ "jsonrpc": "2.0", "method": method, "params": any_params(&mut rng, "") }),
                );
            }
            _ => {
                let method = *pick(&mut rng, &REQUESTS);
                let id = if rng.chance(20) {
                    json!(format!("s{n}"))
                } else {
                    json!(n + 1)
                };
                ids.push(id.clone());
                let params = any_params(&mut rng, method);
                message(
                    &mut input,
                    json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }),
                );
            }
        }
    }
    // The known document as it was; a hover on it; the end.
    message(
        &mut input,
        json!({ "jsonrpc": "2.0", "method": "textDocument/didClose", "params": {
            "textDocument": { "uri": KNOWN } } }),
    );
    open(&mut input, KNOWN, SHADER);
    let offset = SHADER.find("helper(v.x)").unwrap();
    let hover = json!("final hover");
    ids.push(hover.clone());
    message(
        &mut input,
        json!({ "jsonrpc": "2.0", "id": hover, "method": "textDocument/hover", "params": {
            "textDocument": { "uri": KNOWN }, "position": super::lsp::position(SHADER, offset) } }),
    );
    ids.push(json!("shutdown"));
    message(
        &mut input,
        json!({ "jsonrpc": "2.0", "id": "shutdown", "method": "shutdown" }),
    );
    message(&mut input, json!({ "jsonrpc": "2.0", "method": "exit" }));
    (input, ids, bad)
}

#[test]
fn protocol_fuzz_every_request_is_answered_once_and_the_server_goes_on() {
    let start = Instant::now();
    for seed in [1, 2, 3] {
        let (input, ids, bad) = fuzz_input(seed, 300);
        assert!(
            ids.len() > 100 && bad.len() > 5,
            "seed {seed}: a session worth the name"
        );
        let (result, messages) = session(input);
        assert_eq!(result, Ok(()), "seed {seed}");
        assert_eq!(null_errors(&messages), bad, "seed {seed}");
        let mut answers: HashMap<String, usize> = HashMap::new();
        for m in &messages {
            if let Some(id) = m.get("id").filter(|id| !id.is_null()) {
                assert!(
                    m.get("result").is_some() != m.get("error").is_some(),
                    "seed {seed}: a response has a result or an error: {m}"
                );
                *answers.entry(id.to_string()).or_default() += 1;
            }
        }
        for id in &ids {
            assert_eq!(
                answers.remove(&id.to_string()),
                Some(1),
                "seed {seed}: request {id} is answered once"
            );
        }
        let results = messages
            .iter()
            .filter(|m| m.get("result").is_some_and(|r| !r.is_null()))
            .count();
        assert!(results >= 5, "seed {seed}: {results} requests served");
        assert!(
            answers.is_empty(),
            "seed {seed}: answers to no request: {answers:?}"
        );
        let hover = messages
            .iter()
            .find(|m| m["id"] == "final hover")
            .expect("the final hover");
        let text = hover["result"]["contents"]["value"].as_str().unwrap_or("");
        assert!(text.contains("float helper(float)"), "seed {seed}: {hover}");
    }
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "the fuzz takes {:?}",
        start.elapsed()
    );
}
