//! Every case of a corpus opened in the language server gives the errors
//! `cgrs` gives on the command line (none for the cases cgc accepts).
//!
//! For each case of the manifest (corpus-real's columns: id, source, commit,
//! path, entry, profile, args, cgc_rc, ...): `cgrs -profile P -entry E ARGS
//! FILE --diagnostics=json`, and a server started with the same arguments as
//! `initializationOptions` that opens the file and is told it was saved
//! (so the back end's diagnostics are published too). The errors are
//! compared as (code, line) pairs.
//!
//! `cargo build --release && cargo run --release --example lsp_corpus --
//! ../shared/corpus-real/manifest.tsv "$CREAL_SRC"`: corpus-real's manifest
//! (in the shared tree beside the repository) and the directory its
//! `materialize.sh` extracted the sources into. The command line is the
//! `cgrs` binary beside the example's directory, or `$CGRS`.

use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// An error as both sides report it: its code and line.
type Error = (String, u32);

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [manifest, root] = args.as_slice() else {
        eprintln!("usage: lsp_corpus MANIFEST.tsv ROOT");
        std::process::exit(2);
    };
    let binary = std::env::var_os("CGRS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let exe = std::env::current_exe().expect("the example's path");
            exe.parent()
                .and_then(|d| d.parent())
                .expect("target dir")
                .join("cgrs")
        });
    let manifest = std::fs::read_to_string(manifest).expect("the manifest");
    let mut header: Vec<&str> = Vec::new();
    let (mut cases, mut agree, mut accepted, mut accepted_clean) = (0, 0, 0, 0);
    let mut differ = Vec::new();
    for line in manifest.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        if header.is_empty() {
            header = fields;
            continue;
        }
        let field = |name: &str| {
            header
                .iter()
                .position(|&h| h == name)
                .and_then(|i| fields.get(i).copied())
                .unwrap_or("")
        };
        let file = Path::new(root)
            .join(field("source").replace('/', "+"))
            .join(field("path"));
        let Ok(bytes) = std::fs::read(&file) else {
            eprintln!("{}: cannot read {}", field("id"), file.display());
            continue;
        };
        // An editor decodes a Latin-1 file before sending it; comments are
        // where such bytes are, so the lines stay the same.
        let text = String::from_utf8_lossy(&bytes);
        let mut arguments = vec![
            "-profile".to_string(),
            field("profile").to_string(),
            "-entry".to_string(),
            field("entry").to_string(),
        ];
        arguments.extend(field("args").split_whitespace().map(str::to_string));
        let command_line = command_line_errors(&binary, &arguments, &file);
        let server = server_errors(&arguments, &file, &text);
        cases += 1;
        let cgc_accepts = field("cgc_rc") == "0";
        if cgc_accepts {
            accepted += 1;
            accepted_clean += usize::from(server.is_empty());
        }
        if command_line == server {
            agree += 1;
        } else {
            differ.push(format!(
                "{} {}: command line {command_line:?}, server {server:?}",
                field("id"),
                field("profile")
            ));
        }
    }
    for line in &differ {
        println!("differs: {line}");
    }
    println!(
        "cases: {cases}; server = command line: {agree}; differ: {}",
        differ.len()
    );
    println!("cgc accepts {accepted}; the server reports no error for {accepted_clean} of them");
}

/// The errors of `cgrs ARGUMENTS FILE --diagnostics=json`.
fn command_line_errors(binary: &Path, arguments: &[String], file: &Path) -> Vec<Error> {
    let output = Command::new(binary)
        .args(arguments)
        .arg(file)
        .args(["-o", "/dev/null", "--diagnostics=json"])
        .output()
        .expect("run cgrs");
    let mut errors: Vec<Error> = String::from_utf8_lossy(&output.stderr)
        .lines()
        .chain(String::from_utf8_lossy(&output.stdout).lines())
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|d| d["severity"] == "error")
        .map(|d| {
            let code = d["code"].as_str().unwrap_or("").to_string();
            // The server shows a problem with no place on the first line.
            let line = d["location"]["line"].as_u64().unwrap_or(0).max(1) as u32;
            (code, line)
        })
        .collect();
    errors.sort();
    errors
}

/// The errors a server started with `arguments` publishes for `file` once
/// opened and saved.
fn server_errors(arguments: &[String], file: &Path, text: &str) -> Vec<Error> {
    let (server, client) = Connection::memory();
    let thread = std::thread::spawn(move || cgrs::lsp::serve(server));
    let send = |message: Message| client.sender.send(message).expect("send");
    let receive = || {
        client
            .receiver
            .recv_timeout(Duration::from_secs(120))
            .expect("the server answers")
    };
    send(
        Request::new(
            RequestId::from(1),
            "initialize".to_string(),
            json!({ "capabilities": {}, "initializationOptions": { "arguments": arguments } }),
        )
        .into(),
    );
    while !matches!(receive(), Message::Response(_)) {}
    send(Notification::new("initialized".to_string(), json!({})).into());
    let absolute = std::path::absolute(file).expect("absolute path");
    let uri = lsp_types::Url::from_file_path(&absolute).expect("file URI");
    send(
        Notification::new(
            "textDocument/didOpen".to_string(),
            json!({ "textDocument": { "uri": uri, "languageId": "cg", "version": 1, "text": text } }),
        )
        .into(),
    );
    send(
        Notification::new(
            "textDocument/didSave".to_string(),
            json!({ "textDocument": { "uri": uri } }),
        )
        .into(),
    );
    let mut published = 0;
    let mut diagnostics = Vec::new();
    while published < 2 {
        if let Message::Notification(n) = receive() {
            if n.method == "textDocument/publishDiagnostics" {
                published += 1;
                diagnostics = n.params["diagnostics"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
            }
        }
    }
    send(Request::new(RequestId::from(2), "shutdown".to_string(), Value::Null).into());
    while !matches!(receive(), Message::Response(_)) {}
    send(Notification::new("exit".to_string(), Value::Null).into());
    let _ = thread.join();
    let mut errors: Vec<Error> = diagnostics
        .iter()
        .filter(|d| d["severity"] == 1)
        .map(|d| {
            let code = d["code"].as_str().unwrap_or("").to_string();
            (code, diagnostic_line(d))
        })
        .collect();
    errors.sort();
    errors
}

/// The 1-based line of a published diagnostic: of its range, or for a
/// problem in an included file the `name(line): ` its message starts with.
fn diagnostic_line(diagnostic: &Value) -> u32 {
    let message = diagnostic["message"].as_str().unwrap_or("");
    let included = message
        .split_once("): ")
        .and_then(|(head, _)| head.rsplit_once('('))
        .and_then(|(_, line)| line.parse().ok());
    let in_range = diagnostic["range"]["start"]["line"].as_u64().unwrap_or(0) as u32 + 1;
    match included {
        Some(line) if in_range == 1 => line,
        _ => in_range,
    }
}
