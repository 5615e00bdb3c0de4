//! The wire: LSP's base protocol (`Content-Length` headers, then a JSON
//! body) between a byte stream and the message loop's channels.
//!
//! A message whose framing is sound but whose body is not a JSON-RPC
//! message is answered here, and the stream goes on: a body that is not
//! JSON (or not UTF-8) gets a parse error (-32700), a JSON value that is not
//! a request, notification or response (`[]`, `5`, `{}`) an invalid request
//! (-32600), both with id `null` (JSON-RPC 2.0, section 5). A header that
//! cannot be resynchronized (a line that is not `Name: value`, no
//! `Content-Length`, a length that is not a number) ends the session: the
//! reader stops and [`serve_io`] returns the reason.

use lsp_server::{Connection, ErrorCode, Message};
use serde_json::Value;
use std::io::{BufRead, Read, Write};
use std::sync::{mpsc, Arc, Mutex};

/// `cgrs lsp`: serves stdin/stdout; returns the process exit status.
pub fn run_stdio() -> i32 {
    let input = std::io::BufReader::new(std::io::stdin());
    match serve_io(input, std::io::stdout()) {
        Ok(()) => 0,
        Err(error) => {
            eprintln!("cgrs lsp: {error}");
            1
        }
    }
}

/// Serves one client reading `input` and writing `output`, from
/// `initialize` to `exit` or the end of `input`. `Err` when the input's
/// framing broke, the server stopped on a protocol error, or `output`
/// failed.
pub fn serve_io<R, W>(input: R, output: W) -> Result<(), String>
where
    R: BufRead + Send + 'static,
    W: Write + Send + 'static,
{
    let (server_side, io_side) = Connection::memory();
    let Connection {
        sender: incoming,
        receiver: outgoing,
    } = io_side;
    let output = Arc::new(Mutex::new(output));
    let (fatal_sender, fatal) = mpsc::channel();
    let reader_output = Arc::clone(&output);
    // The reader is not joined: after `exit` or on a server error it may be
    // blocked reading the client, and the process ends without it.
    let _reader = std::thread::Builder::new()
        .name("cgrs-lsp-reader".to_string())
        .spawn(move || {
            let send = |message| incoming.send(message).is_ok();
            if let Err(error) = read_loop(input, send, &reader_output) {
                // Sent before `incoming` is dropped: the server sees the
                // disconnection after the reason is there.
                let _ = fatal_sender.send(error);
            }
            drop(incoming);
        })
        .map_err(|error| error.to_string())?;
    let writer = std::thread::Builder::new()
        .name("cgrs-lsp-writer".to_string())
        .spawn(move || -> Result<(), String> {
            for message in outgoing {
                let mut output = output.lock().map_err(|error| error.to_string())?;
                message
                    .write(&mut *output)
                    .map_err(|error| format!("writing to the client: {error}"))?;
            }
            Ok(())
        })
        .map_err(|error| error.to_string())?;
    let served = super::server::serve(server_side);
    let written = writer
        .join()
        .unwrap_or_else(|_| Err("the writer thread panicked".to_string()));
    if let Ok(error) = fatal.try_recv() {
        return Err(error);
    }
    served.and(written)
}

/// Reads messages until `exit`, the end of `input` (`Ok`) or a header that
/// cannot be resynchronized (`Err`).
fn read_loop<W: Write>(
    mut input: impl BufRead,
    mut send: impl FnMut(Message) -> bool,
    output: &Mutex<W>,
) -> Result<(), String> {
    while let Some(body) = read_body(&mut input)? {
        let message = match parse(&body) {
            Ok(message) => message,
            Err((code, reason)) => {
                answer_null(output, code, &reason)?;
                continue;
            }
        };
        let is_exit = matches!(&message, Message::Notification(n) if n.method == "exit");
        if !send(message) {
            // The server has stopped.
            return Ok(());
        }
        if is_exit {
            return Ok(());
        }
    }
    Ok(())
}

/// The body of the next message; `None` at the end of input (also in the
/// middle of a message: the client is gone).
fn read_body(input: &mut impl BufRead) -> Result<Option<Vec<u8>>, String> {
    let mut length = None;
    let mut seen_header = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = input
            .read_until(b'\n', &mut line)
            .map_err(|error| format!("reading the client: {error}"))?;
        if read == 0 || line.last() != Some(&b'\n') {
            return Ok(None);
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            if !seen_header {
                // A blank line between messages: skipped.
                continue;
            }
            break;
        }
        seen_header = true;
        let Some((name, value)) = text.split_once(':') else {
            return Err(format!(
                "malformed LSP header {text:?} (not `Name: value`); cannot resynchronize"
            ));
        };
        if name.trim().eq_ignore_ascii_case("Content-Length") {
            let value = value.trim();
            length = Some(value.parse::<u64>().map_err(|_| {
                format!("malformed LSP header: Content-Length {value:?} is not a number")
            })?);
        }
    }
    let length = length.ok_or_else(|| {
        "LSP message without a Content-Length header; cannot resynchronize".to_string()
    })?;
    let mut body = Vec::new();
    input
        .take(length)
        .read_to_end(&mut body)
        .map_err(|error| format!("reading the client: {error}"))?;
    if (body.len() as u64) < length {
        return Ok(None);
    }
    Ok(Some(body))
}

/// The message of a body, or the error answering it.
fn parse(body: &[u8]) -> Result<Message, (ErrorCode, String)> {
    let value: Value = serde_json::from_slice(body)
        .map_err(|error| (ErrorCode::ParseError, format!("parse error: {error}")))?;
    let invalid = |why: &str| (ErrorCode::InvalidRequest, format!("invalid request: {why}"));
    let Value::Object(object) = &value else {
        return Err(invalid("not a JSON object (batches are not supported)"));
    };
    match object.get("method") {
        Some(Value::String(_)) => {}
        Some(_) => return Err(invalid("`method` is not a string")),
        // A response needs an id and a result or an error.
        None if object.contains_key("id")
            && (object.contains_key("result") || object.contains_key("error")) => {}
        None => return Err(invalid("no `method`")),
    }
    serde_json::from_value(value).map_err(|error| invalid(&error.to_string()))
}

/// Writes an error response with id `null`.
fn answer_null<W: Write>(output: &Mutex<W>, code: ErrorCode, message: &str) -> Result<(), String> {
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": { "code": code as i32, "message": message },
    })
    .to_string();
    let mut output = output.lock().map_err(|error| error.to_string())?;
    write!(output, "Content-Length: {}\r\n\r\n{body}", body.len())
        .and_then(|()| output.flush())
        .map_err(|error| format!("writing to the client: {error}"))
}
