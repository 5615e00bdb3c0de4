//! The language server, driven in-process as an editor drives it: the
//! requests and notifications of a session from `initialize` to `exit`, the
//! failures it must survive, and the incrementality of its database (an edit
//! inside one function re-checks that function only).

use cgrs::lsp::config::WorkspaceConfig;
use cgrs::lsp::documents::Workspace;
use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use serde_json::{json, Value};
use std::thread::JoinHandle;
use std::time::Duration;

pub(crate) const SHADER: &str = "// cgrs: -profile arbfp1 -entry main
float helper(float x) {
    return x * 2;
}

float other(float y) {
    return y + 1;
}

float4 main(float4 v : TEXCOORD0, uniform sampler2D tex) : COLOR {
    float4 t = tex2D(tex, v.xy);
    return t * helper(v.x) + other(v.y);
}
";

pub(crate) const URI: &str = "file:///nonexistent/cgrs-lsp-test/shader.cg";

/// A client talking to a server running on its own thread.
pub(crate) struct Client {
    connection: Connection,
    server: Option<JoinHandle<Result<(), String>>>,
    next_id: i32,
    /// What the server answered to `initialize`.
    pub(crate) capabilities: Value,
}

impl Client {
    pub(crate) fn start(initialization_options: Value) -> Client {
        let (server, connection) = Connection::memory();
        let handle = std::thread::spawn(move || cgrs::lsp::serve(server));
        let mut client = Client {
            connection,
            server: Some(handle),
            next_id: 0,
            capabilities: Value::Null,
        };
        let result = client.request(
            "initialize",
            json!({ "capabilities": {}, "initializationOptions": initialization_options }),
        );
        let result = result.result.expect("initialize result");
        assert_eq!(result["capabilities"]["textDocumentSync"]["change"], 2);
        assert_eq!(result["serverInfo"]["name"], "cgrs");
        client.capabilities = result["capabilities"].clone();
        client.notify("initialized", json!({}));
        client
    }

    pub(crate) fn notify(&self, method: &str, params: Value) {
        let notification = Notification::new(method.to_string(), params);
        self.connection.sender.send(notification.into()).unwrap();
    }

    fn receive(&self) -> Message {
        self.connection
            .receiver
            .recv_timeout(Duration::from_secs(60))
            .expect("the server answers")
    }

    /// Sends a request and returns its response (notifications before it
    /// are dropped).
    pub(crate) fn request(&mut self, method: &str, params: Value) -> Response {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        let request = Request::new(id.clone(), method.to_string(), params);
        self.connection.sender.send(request.into()).unwrap();
        loop {
            if let Message::Response(response) = self.receive() {
                assert_eq!(response.id, id);
                return response;
            }
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    pub(crate) fn diagnostics(&self, uri: &str) -> Vec<Value> {
        loop {
            if let Message::Notification(n) = self.receive() {
                if n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri {
                    return n.params["diagnostics"].as_array().unwrap().clone();
                }
            }
        }
    }

    pub(crate) fn open(&self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": "cg", "version": 1, "text": text } }),
        );
    }

    pub(crate) fn change(&self, uri: &str, version: i32, range: Value, text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": uri, "version": version },
                "contentChanges": [{ "range": range, "text": text }],
            }),
        );
    }

    pub(crate) fn shutdown(mut self) {
        let response = self.request("shutdown", Value::Null);
        assert!(response.error.is_none(), "{response:?}");
        self.notify("exit", Value::Null);
        let result = self.server.take().unwrap().join().expect("server thread");
        assert_eq!(result, Ok(()));
    }
}

/// The LSP range of the first occurrence of `needle` in `text` (ASCII text).
pub(crate) fn range_of(text: &str, needle: &str) -> Value {
    let start = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} in text"));
    let end = start + needle.len();
    json!({ "start": position(text, start), "end": position(text, end) })
}

pub(crate) fn position(text: &str, offset: usize) -> Value {
    let line = text[..offset].matches('\n').count();
    let column = offset - text[..offset].rfind('\n').map_or(0, |at| at + 1);
    json!({ "line": line, "character": column })
}

fn at(text: &str, needle: &str, nth: usize) -> Value {
    let offset = text
        .match_indices(needle)
        .nth(nth)
        .unwrap_or_else(|| panic!("{needle} #{nth}"))
        .0;
    json!({ "textDocument": { "uri": URI }, "position": position(text, offset) })
}

fn hover_text(client: &mut Client, params: Value) -> String {
    let response = client.request("textDocument/hover", params);
    response.result.expect("hover")["contents"]["value"]
        .as_str()
        .expect("markup")
        .to_string()
}

#[test]
fn an_editing_session_from_initialize_to_exit() {
    let mut client = Client::start(Value::Null);
    client.open(URI, SHADER);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());

    // Break a line inside `helper`, then fix it.
    client.change(URI, 2, range_of(SHADER, "x * 2"), "x * missing");
    let broken = SHADER.replace("x * 2", "x * missing");
    let diagnostics = client.diagnostics(URI);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["range"], range_of(&broken, "missing"));
    assert_eq!(diagnostics[0]["severity"], 1);
    assert!(diagnostics[0]["message"]
        .as_str()
        .unwrap()
        .contains("missing"));
    client.change(URI, 3, range_of(&broken, "x * missing"), "x * 2");
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());

    // A syntax error is reported too.
    client.change(URI, 4, range_of(SHADER, "return y + 1;"), "return y + ;");
    let diagnostics = client.diagnostics(URI);
    assert!(!diagnostics.is_empty());
    let syntax = SHADER.replace("return y + 1;", "return y + ;");
    client.change(URI, 5, range_of(&syntax, "return y + ;"), "return y + 1;");
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());

    // Hover: a call's signature, a library call, a local, an entry
    // parameter's register in arbfp1.
    let text = hover_text(&mut client, at(SHADER, "helper(v.x)", 0));
    assert!(text.contains("float helper(float)"), "{text}");
    let text = hover_text(&mut client, at(SHADER, "tex2D", 0));
    assert!(text.contains("tex2D(sampler2D, float2)"), "{text}");
    let text = hover_text(&mut client, at(SHADER, "t *", 0));
    assert!(text.contains("float4 t"), "{text}");
    let text = hover_text(&mut client, at(SHADER, "v :", 0));
    assert!(text.contains("fragment.texcoord[0]"), "{text}");
    let text = hover_text(&mut client, at(SHADER, "tex)", 0));
    assert!(
        text.contains("texunit 0") || text.contains("TEXUNIT0"),
        "{text}"
    );

    // Definition: of a function, of a local.
    let response = client.request("textDocument/definition", at(SHADER, "helper(v.x)", 0));
    let location = response.result.expect("definition");
    assert_eq!(location["uri"], URI);
    assert_eq!(location["range"], range_of(SHADER, "helper"));
    let response = client.request("textDocument/definition", at(SHADER, "t *", 0));
    let location = response.result.expect("definition");
    assert_eq!(
        location["range"]["start"],
        position(SHADER, SHADER.find("t = ").unwrap())
    );

    // Document symbols: the three functions, in order.
    let response = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": URI } }),
    );
    let symbols = response.result.expect("symbols");
    let names: Vec<&str> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["helper", "other", "main"]);

    // The compiled program and the entry's code lens.
    let response = client.request("cgrs/assembly", json!({ "textDocument": { "uri": URI } }));
    let result = response.result.expect("assembly");
    assert!(result["assembly"]
        .as_str()
        .unwrap()
        .starts_with("!!ARBfp1.0"));
    assert_eq!(result["entry"], "main");
    let response = client.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": URI } }),
    );
    let lenses = response.result.expect("code lens");
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(
        title.starts_with("arbfp1: ") && title.contains(" instructions · "),
        "{title}"
    );

    client.shutdown();
}

#[test]
fn bad_requests_are_answered_with_errors_and_the_server_goes_on() {
    let mut client = Client::start(Value::Null);
    let response = client.request("textDocument/notAThing", json!({}));
    let error = response.error.expect("an error");
    assert!(error.message.contains("not supported yet"), "{error:?}");
    let response = client.request("textDocument/hover", json!({ "nonsense": 1 }));
    assert!(response.error.is_some());
    // A change to a document that is not open, and a range past the end.
    client.change(
        URI,
        1,
        json!({ "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }),
        "x",
    );
    client.open(URI, "float4 main() : COLOR { return 0; }");
    client.diagnostics(URI);
    let far =
        json!({ "start": { "line": 99, "character": 5 }, "end": { "line": 3, "character": 0 } });
    client.change(URI, 2, far, "}}}{{{ (((");
    assert!(!client.diagnostics(URI).is_empty());
    // Requests on positions outside the text, and on unknown documents.
    let response = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": URI }, "position": { "line": 500, "character": 9 } }),
    );
    assert!(response.error.is_none());
    let response = client.request(
        "textDocument/definition",
        json!({ "textDocument": { "uri": "file:///elsewhere.cg" }, "position": { "line": 0, "character": 0 } }),
    );
    assert_eq!(response.result, Some(Value::Null));
    let response = client.request("cgrs/assembly", json!({ "textDocument": { "uri": URI } }));
    assert!(response.error.is_some());
    client.shutdown();
}

/// Hover shows the binding a declaration takes in the file's profile: of
/// `register(vs, c3) : register(ps, c5)`, C5 in arbfp1 and C3 in arbvp1 (as
/// cgc binds them, tests/header/160 and 161), in the declaration and in
/// what the compiled program's `#var` line says.
#[test]
fn hover_shows_the_binding_the_files_profile_applies() {
    let mut client = Client::start(Value::Null);
    for (profile, input, output, tint, k) in [
        (
            "arbfp1",
            "TEXCOORD0",
            "COLOR",
            ("C5", "c[5]"),
            ("C2", "c[2]"),
        ),
        (
            "arbvp1",
            "POSITION",
            "POSITION",
            ("C3", "c[3]"),
            ("C7", "c[7]"),
        ),
    ] {
        let uri = format!("file:///nonexistent/cgrs-lsp-test/{profile}.cg");
        let text = format!(
            "// cgrs: -profile {profile} -entry main\n\
             uniform float4 tint : register(vs, c3) : register(ps, c5);\n\
             float4 main(float4 p : {input},\n\
             uniform float4 k : register(vs, c7) : register(ps, c2)) : {output}\n\
             {{ return p * tint + k; }}\n"
        );
        client.open(&uri, &text);
        assert_eq!(client.diagnostics(&uri), Vec::<Value>::new());
        let hover_at = |client: &mut Client, needle: &str| {
            let offset = text.find(needle).unwrap();
            hover_text(
                client,
                json!({ "textDocument": { "uri": uri }, "position": position(&text, offset) }),
            )
        };
        let hover = hover_at(&mut client, "tint + k");
        assert!(
            hover.contains(&format!("float4 tint : {}", tint.0)),
            "{hover}"
        );
        assert!(
            hover.contains(&format!("{profile}: `tint` {} `{}`", tint.0, tint.1)),
            "{hover}"
        );
        let hover = hover_at(&mut client, "k; }");
        assert!(
            hover.contains(&format!("uniform float4 k : {}", k.0)),
            "{hover}"
        );
        assert!(
            hover.contains(&format!("{profile}: `k` {} `{}`", k.0, k.1)),
            "{hover}"
        );
    }
    client.shutdown();
}

#[test]
fn initialization_options_give_the_profile_when_the_file_names_none() {
    let mut client = Client::start(json!({ "arguments": "-profile arbvp1 -entry main" }));
    let text = "float4 main(float4 p : POSITION) : POSITION { return p; }\n";
    client.open(URI, text);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    let response = client.request("cgrs/assembly", json!({ "textDocument": { "uri": URI } }));
    let result = response.result.expect("assembly");
    assert_eq!(result["profile"], "arbvp1");
    assert!(result["assembly"]
        .as_str()
        .unwrap()
        .starts_with("!!ARBvp1.0"));
    client.shutdown();
}

#[test]
fn saving_adds_the_back_ends_diagnostics() {
    let mut client = Client::start(Value::Null);
    // arbfp1 cannot index a uniform array with a value known only at run time.
    let text = "// cgrs: -profile arbfp1 -entry main
uniform float4 colors[4];
float4 main(float i : TEXCOORD0) : COLOR { return colors[(int)i]; }
";
    client.open(URI, text);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    client.notify(
        "textDocument/didSave",
        json!({ "textDocument": { "uri": URI } }),
    );
    let diagnostics = client.diagnostics(URI);
    assert!(!diagnostics.is_empty(), "the back end rejects the program");
    let response = client.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": URI } }),
    );
    let lenses = response.result.expect("code lens");
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(title.starts_with("arbfp1: does not compile"), "{title}");
    client.shutdown();
}

/// After an edit and a pause in typing, the server builds the file and
/// publishes the back end's diagnostics too; when the build finds nothing
/// new, it publishes nothing.
#[test]
fn a_pause_in_typing_adds_the_back_ends_diagnostics() {
    let mut client = Client::start(Value::Null);
    let text = "// cgrs: -profile arbfp1 -entry main
uniform float4 colors[4];
float4 main(float i : TEXCOORD0) : COLOR { return colors[0]; }
";
    client.open(URI, text);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    // arbfp1 cannot index a uniform array with a value known only at run time.
    client.change(URI, 2, range_of(text, "colors[0]"), "colors[(int)i]");
    let edited = std::time::Instant::now();
    assert_eq!(
        client.diagnostics(URI),
        Vec::<Value>::new(),
        "sema accepts it"
    );
    let built = client.diagnostics(URI);
    assert!(edited.elapsed() >= cgrs::lsp::server::BUILD_DELAY);
    assert_eq!(built.len(), 1, "{built:?}");
    assert_eq!(built[0]["severity"], 1);
    let broken = text.replace("colors[0]", "colors[(int)i]");
    assert_eq!(built[0]["range"]["start"]["line"], 2, "{built:?}");

    // Fixed: the check clears it, and the build adds nothing.
    client.change(URI, 3, range_of(&broken, "colors[(int)i]"), "colors[1]");
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    let quiet = client
        .connection
        .receiver
        .recv_timeout(cgrs::lsp::server::BUILD_DELAY * 4);
    assert!(quiet.is_err(), "{quiet:?}");
    let response = client.request("textDocument/hover", at(&broken, "colors", 0));
    assert!(response.error.is_none());
    client.shutdown();
}

#[test]
fn completion_offers_members_semantics_and_library_functions() {
    let mut client = Client::start(Value::Null);
    let text = "// cgrs: -profile arbfp1 -entry main
struct V { float4 color; float2 uv; };
float4 main(V IN, float4 p : TEXCOORD0) : COLOR {
    float4 c = IN.color;
    return c;
}
";
    client.open(URI, text);
    client.diagnostics(URI);
    let labels = |client: &mut Client, offset: usize| -> Vec<String> {
        let params = json!({ "textDocument": { "uri": URI }, "position": position(text, offset) });
        let response = client.request("textDocument/completion", params);
        let items = response.result.expect("completion");
        items
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["label"].as_str().unwrap().to_string())
            .collect()
    };
    let after_dot = text.find("IN.").unwrap() + 3;
    assert_eq!(labels(&mut client, after_dot), ["color", "uv"]);
    let after_colon = text.find(": TEXCOORD0").unwrap() + 2;
    let semantics = labels(&mut client, after_colon);
    assert!(
        semantics.contains(&"TEXCOORD0".to_string()),
        "{semantics:?}"
    );
    assert!(semantics.contains(&"COLOR".to_string()), "{semantics:?}");
    let in_body = text.find("return c").unwrap();
    let names = labels(&mut client, in_body);
    for name in ["c", "IN", "p", "main", "V", "tex2D", "lerp"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    // Swizzles of a float4 local.
    let after_c_dot = text.find("return c").unwrap() + "return c".len();
    client.change(
        URI,
        2,
        json!({ "start": position(text, after_c_dot), "end": position(text, after_c_dot) }),
        ".",
    );
    client.diagnostics(URI);
    let edited = format!("{}.{}", &text[..after_c_dot], &text[after_c_dot..]);
    let params =
        json!({ "textDocument": { "uri": URI }, "position": position(&edited, after_c_dot + 1) });
    let response = client.request("textDocument/completion", params);
    let swizzles: Vec<String> = response
        .result
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_string())
        .collect();
    assert!(
        swizzles.contains(&"xyz".to_string()) && swizzles.contains(&"rgba".to_string()),
        "{swizzles:?}"
    );

    // Signature help inside a library call.
    let call = "float4 c = lerp(IN.color, p, ";
    client.change(
        URI,
        3,
        range_of(&edited, "float4 c = IN.color;"),
        &format!("{call}0.5);"),
    );
    client.diagnostics(URI);
    let with_call = edited.replace("float4 c = IN.color;", &format!("{call}0.5);"));
    let offset = with_call.find(call).unwrap() + call.len();
    let params =
        json!({ "textDocument": { "uri": URI }, "position": position(&with_call, offset) });
    let response = client.request("textDocument/signatureHelp", params);
    let help = response.result.expect("signature help");
    assert_eq!(help["activeParameter"], 2);
    assert!(help["signatures"][0]["label"]
        .as_str()
        .unwrap()
        .contains("lerp("));
    client.shutdown();
}

#[test]
fn an_edit_inside_one_function_rechecks_that_function_only() {
    let mut workspace = Workspace::new(WorkspaceConfig::default());
    let uri = lsp_types::Url::parse(URI).unwrap();
    workspace.open(uri.clone(), SHADER.to_string());
    assert!(workspace.check_diagnostics(&uri).is_empty());
    let mut executions = workspace.db.take_executions();
    executions.sort();
    assert_eq!(
        executions,
        [
            "check_body(helper)",
            "check_body(main)",
            "check_body(other)"
        ]
    );

    // Longer text in `helper`: `other` and `main` move, but are not re-checked.
    let range = lsp_range(SHADER, "x * 2");
    let change = lsp_types::TextDocumentContentChangeEvent {
        range: Some(range),
        range_length: None,
        text: "x * 2 + x * 0".to_string(),
    };
    workspace.change(&uri, &[change]).unwrap();
    assert!(workspace.check_diagnostics(&uri).is_empty());
    assert_eq!(workspace.db.take_executions(), ["check_body(helper)"]);

    // An error in `other` re-checks `other` only and points at the new text.
    let edited = SHADER.replace("x * 2", "x * 2 + x * 0");
    let change = lsp_types::TextDocumentContentChangeEvent {
        range: Some(lsp_range(&edited, "y + 1")),
        range_length: None,
        text: "y + nothing".to_string(),
    };
    workspace.change(&uri, &[change]).unwrap();
    let diagnostics = workspace.check_diagnostics(&uri);
    assert_eq!(workspace.db.take_executions(), ["check_body(other)"]);
    assert_eq!(diagnostics.len(), 1);
    let broken = edited.replace("y + 1", "y + nothing");
    let span = diagnostics[0].span.unwrap();
    assert_eq!(&broken[span.range()], "nothing");
}

/// A name only another build defines, behind a `static const bool` switch
/// that is off: cgc compiles the file silently (the branch is removed before
/// names are looked up), so the command line says nothing; the server shows
/// a warning there, and an error once the switch is on.
const SWITCHED: &str = "// cgrs: -profile arbfp1 -entry main
static const bool USE_INTEL = false;
float4 tint(float4 c) {
    return c * 0.5;
}
float4 main(float4 v : TEXCOORD0) : COLOR {
    float4 c = tint(v);
    if (USE_INTEL) c = intel_only(c);
    return c;
}
";

#[test]
fn an_undefined_name_in_code_a_constant_condition_removes_is_a_warning() {
    let arguments = test_shader_arguments(SWITCHED);
    let path = std::path::Path::new("switched.cg");
    let options = cgrs::invocation::options::parse(&arguments).unwrap();
    let (options, _) = options.compile_options().unwrap();
    let mut sources = cgrs::span::SourceMap::new();
    let main = sources.add_text("switched.cg", SWITCHED);
    let compiled = cgrs::driver::compile(&mut sources, main, &options);
    assert!(compiled.program.is_some());
    assert!(
        compiled.diagnostics.is_empty(),
        "{:?}",
        compiled.diagnostics
    );
    assert!(command_line_errors(path, SWITCHED, &arguments).is_empty());

    let client = Client::start(Value::Null);
    client.open(URI, SWITCHED);
    let diagnostics = client.diagnostics(URI);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["severity"], 2);
    assert_eq!(diagnostics[0]["code"], "C1008");
    assert_eq!(diagnostics[0]["range"], range_of(SWITCHED, "intel_only"));
    let message = diagnostics[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("undefined variable \"intel_only\""),
        "{message}"
    );
    assert!(message.contains("constant at compile time"), "{message}");
    // The build after a pause in typing finds the same: nothing new.
    let quiet = client
        .connection
        .receiver
        .recv_timeout(cgrs::lsp::server::BUILD_DELAY * 4);
    assert!(quiet.is_err(), "{quiet:?}");

    // Switched on, the branch is compiled: an error.
    client.change(URI, 2, range_of(SWITCHED, "false"), "true");
    let diagnostics = client.diagnostics(URI);
    let on = SWITCHED.replace("= false", "= true");
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["severity"], 1);
    assert_eq!(diagnostics[0]["range"], range_of(&on, "intel_only"));
    client.shutdown();
}

/// The warnings come from the per-function checks: an edit of another
/// function re-checks that function only, and the warning moves with the
/// text.
#[test]
fn removed_code_warnings_stay_incremental() {
    let mut workspace = Workspace::new(WorkspaceConfig::default());
    let uri = lsp_types::Url::parse(URI).unwrap();
    workspace.open(uri.clone(), SWITCHED.to_string());
    let diagnostics = workspace.check_diagnostics(&uri);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0].severity, cgrs::diag::Severity::Warning);
    let mut executions = workspace.db.take_executions();
    executions.sort();
    assert_eq!(executions, ["check_body(main)", "check_body(tint)"]);

    let change = lsp_types::TextDocumentContentChangeEvent {
        range: Some(lsp_range(SWITCHED, "c * 0.5")),
        range_length: None,
        text: "c * 0.5 + c * 0.25".to_string(),
    };
    workspace.change(&uri, &[change]).unwrap();
    let diagnostics = workspace.check_diagnostics(&uri);
    assert_eq!(workspace.db.take_executions(), ["check_body(tint)"]);
    let edited = SWITCHED.replace("c * 0.5", "c * 0.5 + c * 0.25");
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    let span = diagnostics[0].span.unwrap();
    assert_eq!(&edited[span.range()], "intel_only");
}

#[test]
fn an_unsaved_included_buffer_wins_over_the_disk_and_rechecks_its_includers() {
    let dir = std::env::temp_dir().join(format!("cgrs-lsp-include-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let header = dir.join("common.cgh");
    std::fs::write(&header, "float scale(float x) { return x * 2; }\n").unwrap();
    let main = dir.join("main.cg");
    let text = "// cgrs: -profile arbfp1 -entry main\n#include \"common.cgh\"\nfloat4 main(float4 v : TEXCOORD0) : COLOR { return scale(v.x); }\n";
    std::fs::write(&main, text).unwrap();
    let main_uri = lsp_types::Url::from_file_path(&main).unwrap();
    let header_uri = lsp_types::Url::from_file_path(&header).unwrap();

    let mut client = Client::start(Value::Null);
    client.open(main_uri.as_str(), text);
    assert_eq!(client.diagnostics(main_uri.as_str()), Vec::<Value>::new());
    // Definition on the #include line opens the header.
    let params =
        json!({ "textDocument": { "uri": main_uri }, "position": { "line": 1, "character": 12 } });
    let response = client.request("textDocument/definition", params);
    assert_eq!(
        response.result.expect("definition")["uri"],
        header_uri.as_str()
    );

    // The header, opened and broken without saving, breaks its includer.
    let header_text = std::fs::read_to_string(&header).unwrap();
    client.open(header_uri.as_str(), &header_text);
    client.diagnostics(header_uri.as_str());
    client.change(
        header_uri.as_str(),
        2,
        range_of(&header_text, "scale"),
        "scaled",
    );
    client.diagnostics(header_uri.as_str());
    let diagnostics = client.diagnostics(main_uri.as_str());
    assert!(
        diagnostics
            .iter()
            .any(|d| d["message"].as_str().unwrap().contains("scale")),
        "{diagnostics:?}"
    );
    client.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}

fn lsp_range(text: &str, needle: &str) -> lsp_types::Range {
    serde_json::from_value(range_of(text, needle)).unwrap()
}

/// The arguments a test shader is compiled with: its `// cgrs-test:` header
/// (entry, first profile), else `-profile arbfp1 -entry main`.
fn test_shader_arguments(text: &str) -> Vec<String> {
    let header: Vec<&str> = text
        .lines()
        .take_while(|line| line.starts_with("// cgrs-test:"))
        .flat_map(|line| line.split_whitespace())
        .collect();
    let value = |key: &str| {
        header
            .iter()
            .find_map(|word| word.strip_prefix(key))
            .map(str::to_string)
    };
    let entry = value("entry=").unwrap_or_else(|| "main".to_string());
    let profile = value("profiles=")
        .and_then(|profiles| profiles.split(',').next().map(str::to_string))
        .unwrap_or_else(|| "arbfp1".to_string());
    vec!["-profile".into(), profile, "-entry".into(), entry]
}

/// The errors of the command line's pipeline for `path`, as (code, line).
fn command_line_errors(
    path: &std::path::Path,
    text: &str,
    arguments: &[String],
) -> Vec<(String, u32)> {
    use cgrs::span::{SourceFile, SourceMap};
    let Ok(parsed) = cgrs::invocation::options::parse(arguments) else {
        panic!("bad arguments {arguments:?}");
    };
    let Ok((options, _)) = parsed.compile_options() else {
        panic!("no options from {arguments:?}");
    };
    let mut sources = SourceMap::new();
    let main = sources.add(SourceFile::new(
        path.display().to_string(),
        Some(path.to_path_buf()),
        text,
    ));
    let compiled = cgrs::driver::compile(&mut sources, main, &options);
    // The server shows a repeated diagnostic once (cgc repeats C6007 per
    // slot past the limit).
    let mut seen = std::collections::HashSet::new();
    let mut errors: Vec<(String, u32)> = compiled
        .diagnostics
        .iter()
        .filter(|d| d.severity == cgrs::diag::Severity::Error && seen.insert(*d))
        .map(|d| {
            let line = d.span.map_or(1, |span| {
                let file = sources.files().find(|&(id, _)| id == span.file);
                file.map_or(1, |(_, file)| file.line_col(span.start).0)
            });
            (d.code_string(), line)
        })
        .collect();
    errors.sort();
    errors
}

/// The errors the server publishes for `uri` once opened and saved.
fn server_errors(uri: &str, text: &str, arguments: &[String]) -> Vec<(String, u32)> {
    let client = Client::start(json!({ "arguments": arguments }));
    client.open(uri, text);
    client.diagnostics(uri);
    client.notify(
        "textDocument/didSave",
        json!({ "textDocument": { "uri": uri } }),
    );
    let diagnostics = client.diagnostics(uri);
    client.shutdown();
    let mut errors: Vec<(String, u32)> = diagnostics
        .iter()
        .filter(|d| d["severity"] == 1)
        .map(|d| {
            let code = d["code"].as_str().unwrap_or("").to_string();
            let line = d["range"]["start"]["line"].as_u64().unwrap_or(0) as u32 + 1;
            (code, line)
        })
        .collect();
    errors.sort();
    errors
}

/// Every test shader opened in the server gives the errors the command line
/// gives (the same pipeline, the same synthetic mapping of positions).
#[test]
fn the_server_reports_the_command_lines_errors_on_every_test_shader() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut compared = 0;
    let mut with_errors = 0;
    for directory in [
        "shaders/vertex",
        "shaders/fragment",
        "shaders/flow",
        "sema_unit",
    ] {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(directory))
            .expect("test directory")
            .map(|entry| entry.expect("directory entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "cg"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).expect("shader text");
            let arguments = test_shader_arguments(&text);
            let expected = command_line_errors(&path, &text, &arguments);
            let uri = lsp_types::Url::from_file_path(&path).expect("file URI");
            let published = server_errors(uri.as_str(), &text, &arguments);
            assert_eq!(published, expected, "{} {arguments:?}", path.display());
            compared += 1;
            with_errors += usize::from(!expected.is_empty());
        }
    }
    assert!(compared > 200, "compared {compared}");
    assert!(with_errors > 20, "only {with_errors} shaders with errors");
}

/// A diagnostic on a token of a macro expansion points at the macro's use,
/// as the command line reports it, not into the `#define`.
#[test]
fn a_diagnostic_inside_a_macro_expansion_points_at_its_use() {
    let text = "// cgrs: -profile arbfp1 -entry main
#define SCALE(x) ((x) * missing)
float4 main(float4 v : TEXCOORD0) : COLOR {
    return SCALE(v);
}
";
    let mut client = Client::start(Value::Null);
    client.open(URI, text);
    let diagnostics = client.diagnostics(URI);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["range"], range_of(text, "SCALE(v)"));
    let path = std::path::Path::new("/nonexistent/cgrs-lsp-test/shader.cg");
    let arguments: Vec<String> = ["-profile", "arbfp1", "-entry", "main"]
        .map(String::from)
        .to_vec();
    assert_eq!(
        command_line_errors(path, text, &arguments),
        [("C1008".to_string(), 4)]
    );
    let response = client.request("shutdown", Value::Null);
    assert!(response.error.is_none());
}

/// Pieces of Cg (and of broken Cg) that random edits insert.
const FRAGMENTS: &[&str] = &[
    "float4 ",
    "{",
    "}",
    "(",
    ")",
    ";",
    ",",
    ".",
    ":",
    "\n",
    "return ",
    "x.xyzw",
    "v.x * 2",
    "helper(",
    "tex2D(tex, ",
    "struct S { float a; float4 b : COLOR; };\n",
    "typedef float4 T;\n",
    "#define M(a) ((a) + missing)\n",
    "M(1)",
    "#if 0\n",
    "#else\n",
    "#endif\n",
    "#include \"nowhere.cgh\"\n",
    "/*",
    "*/",
    "\"",
    "S::",
    "[4]",
    "uniform sampler2D t : TEXUNIT3;\n",
    "for (int i = 0; i < 4; i++) ",
    "float4 f(float4 a : TEXCOORD0) : COLOR { return a; }\n",
    "é",
];

/// One step of a random session.
#[derive(Clone, Debug)]
enum Step {
    /// Replace `length` characters at `at` (a fraction of the text, in
    /// thousandths) by a fragment.
    Edit {
        at: usize,
        length: usize,
        fragment: usize,
    },
    /// A request at `at` (thousandths of the text; past 1,000: past the end).
    Request { method: usize, at: usize },
}

fn step() -> impl proptest::strategy::Strategy<Value = Step> {
    use proptest::prelude::*;
    prop_oneof![
        (0..=1000usize, 0..40usize, 0..FRAGMENTS.len()).prop_map(|(at, length, fragment)| {
            Step::Edit {
                at,
                length,
                fragment,
            }
        }),
        (0..10usize, 0..1100usize).prop_map(|(method, at)| Step::Request { method, at }),
    ]
}

/// The LSP position of character `index` of `text` (UTF-16 columns).
fn char_position(text: &str, index: usize) -> Value {
    let before: String = text.chars().take(index).collect();
    let line = before.matches('\n').count();
    let column: usize = before
        .rsplit('\n')
        .next()
        .unwrap_or("")
        .chars()
        .map(char::len_utf16)
        .sum();
    json!({ "line": line, "character": column })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 24,
        failure_persistence: None,
        ..proptest::prelude::ProptestConfig::default()
    })]

    /// Random edits (cut files, stray brackets, directives, macros) and
    /// requests at random places: the server answers every request without
    /// a failure of its own, publishes after every edit, and shuts down.
    #[test]
    fn random_edits_and_requests_never_end_the_server(
        steps in proptest::collection::vec(step(), 1..40)
    ) {
        let mut client = Client::start(Value::Null);
        let mut text = SHADER.to_string();
        client.open(URI, &text);
        client.diagnostics(URI);
        let methods = [
            "textDocument/hover",
            "textDocument/completion",
            "textDocument/definition",
            "textDocument/signatureHelp",
            "textDocument/documentSymbol",
            "textDocument/codeLens",
            "cgrs/assembly",
            "textDocument/references",
            "textDocument/semanticTokens/full",
            "textDocument/semanticTokens/range",
        ];
        for (version, step) in steps.into_iter().enumerate() {
            let characters = text.chars().count();
            match step {
                Step::Edit { at, length, fragment } => {
                    let start = characters * at / 1000;
                    let end = (start + length).min(characters);
                    let range = json!({
                        "start": char_position(&text, start),
                        "end": char_position(&text, end),
                    });
                    let fragment = FRAGMENTS[fragment];
                    client.change(URI, version as i32 + 2, range, fragment);
                    let chars: Vec<char> = text.chars().collect();
                    text = chars[..start]
                        .iter()
                        .chain(fragment.chars().collect::<Vec<_>>().iter())
                        .chain(chars[end..].iter())
                        .collect();
                    client.diagnostics(URI);
                }
                Step::Request { method, at } => {
                    let position = char_position(&text, characters * at / 1000);
                    // Each method reads the fields it needs.
                    let params = json!({
                        "textDocument": { "uri": URI },
                        "position": position,
                        "context": { "includeDeclaration": true },
                        "range": { "start": { "line": 0, "character": 0 }, "end": position },
                    });
                    let response = client.request(methods[method], params);
                    if let Some(error) = response.error {
                        proptest::prop_assert!(
                            !error.message.contains("panic"),
                            "{}: {}", methods[method], error.message
                        );
                    }
                }
            }
        }
        client.shutdown();
    }
}

/// A shader with macros, a skipped region and a pragma, for the splice test.
const SPLICED: &str = "// cgrs: -profile arbfp1 -entry main
#define SCALE 2
#define TWICE(a) ((a) * SCALE)
float helper(float x) {
    return x * SCALE;
}
#if 0
float unused;
#endif
#pragma pack_matrix(row_major)
float4 main(float4 v : TEXCOORD0) : COLOR {
    float4 t = v * TWICE(v.x);
    return t + helper(v.y);
}
";

/// Pieces of code a splice test inserts: plain code, and what must be
/// preprocessed whole (directives, comments, strings, macro names).
const SPLICE_FRAGMENTS: &[&str] = &[
    "x",
    " + 1",
    "\n",
    "\n\n",
    "float4 q = v;\n",
    ";",
    "}",
    "{",
    "y",
    "v.x",
    "SCALE",
    "TWICE(",
    "#define Y 1\n",
    "/*",
    "*/",
    "\"",
    "// c\n",
    "__LINE__",
    "\\\n",
    "é",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..proptest::prelude::ProptestConfig::default()
    })]

    /// Edits applied to the last preprocessing (`lsp::splice`) leave the
    /// tokens, expansions, directives, line events and diagnostics a whole
    /// preprocessing of the new text gives, and the same files, tokens for
    /// sema and published diagnostics.
    #[test]
    fn a_spliced_edit_preprocesses_as_the_whole_file(
        edits in proptest::collection::vec((0..=1000usize, 0..12usize, 0..SPLICE_FRAGMENTS.len()), 1..30)
    ) {
        let uri = lsp_types::Url::parse(URI).unwrap();
        let mut workspace = Workspace::new(WorkspaceConfig::default());
        workspace.open(uri.clone(), SPLICED.to_string());
        let mut text = SPLICED.to_string();
        for (at, length, fragment) in edits {
            let mut start = text.len() * at / 1000;
            while !text.is_char_boundary(start) {
                start -= 1;
            }
            let mut end = (start + length).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            let fragment = SPLICE_FRAGMENTS[fragment];
            let index = cgrs::lsp::position::LineIndex::new(&text);
            let change = lsp_types::TextDocumentContentChangeEvent {
                range: Some(index.range(start..end)),
                range_length: None,
                text: fragment.to_string(),
            };
            text.replace_range(start..end, fragment);
            workspace.change(&uri, &[change]).unwrap();
            let mut whole = Workspace::new(WorkspaceConfig::default());
            whole.open(uri.clone(), text.clone());
            let spliced = &workspace.documents[&uri];
            let fresh = &whole.documents[&uri];
            proptest::prop_assert_eq!(&spliced.text, &text);
            let (a, b) = (&spliced.preprocessed, &fresh.preprocessed);
            proptest::prop_assert_eq!(&a.tokens, &b.tokens, "{}", text);
            proptest::prop_assert_eq!(&a.expansions, &b.expansions);
            proptest::prop_assert_eq!(&a.directives, &b.directives);
            proptest::prop_assert_eq!(&a.line_events, &b.line_events, "{}", text);
            proptest::prop_assert_eq!(&a.diagnostics, &b.diagnostics);
            // The files with their line starts, and the tokens sema reads
            // (spliced in place into the database's).
            let files = |document: &cgrs::lsp::documents::Document| -> Vec<cgrs::span::SourceFile> {
                document.sources.files().map(|(_, file)| file.clone()).collect()
            };
            proptest::prop_assert_eq!(files(spliced), files(fresh));
            proptest::prop_assert!(
                spliced.source.tokens(&workspace.db) == fresh.source.tokens(&whole.db),
                "{}",
                text
            );
            let checked = workspace.check_diagnostics(&uri);
            let whole_checked = whole.check_diagnostics(&uri);
            proptest::prop_assert_eq!(&checked, &whole_checked);
            proptest::prop_assert_eq!(
                spliced.lsp_diagnostics(&checked),
                fresh.lsp_diagnostics(&whole_checked)
            );
        }
    }
}

/// The lines an `#if` leaves out are published as hints tagged
/// `Unnecessary` (editors fade them): between the directive that starts
/// skipping and the one that resumes.
#[test]
fn inactive_if_regions_are_marked() {
    let text = "// cgrs: -profile arbfp1 -entry main
#if 0
float4 unused;
float4 unused2;
#endif
#ifdef FOG
float fog;
#else
float nofog;
#endif
float4 main(float4 v : TEXCOORD0) : COLOR { return v; }
";
    let mut client = Client::start(Value::Null);
    client.open(URI, text);
    let diagnostics = client.diagnostics(URI);
    let regions: Vec<(Value, Value, Value)> = diagnostics
        .iter()
        .map(|d| (d["range"].clone(), d["severity"].clone(), d["tags"].clone()))
        .collect();
    let lines = |from: u32, to: u32| json!({ "start": { "line": from, "character": 0 }, "end": { "line": to, "character": 0 } });
    assert_eq!(
        regions,
        [
            (lines(2, 4), json!(4), json!([1])),
            (lines(6, 7), json!(4), json!([1])),
        ]
    );
    let response = client.request("shutdown", Value::Null);
    assert!(response.error.is_none());
}

/// What `cgrs` prints for `path` with `arguments`: each diagnostic's code,
/// line and message (the lines `path(LINE) : error|warning CNNNN: ...`).
fn command_line_printed(path: &std::path::Path, arguments: &[&str]) -> Vec<(String, u32, String)> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_cgrs"))
        .args(arguments)
        .arg(path)
        .output()
        .expect("cgrs runs");
    let printed = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    let prefix = format!("{}(", path.display());
    let mut diagnostics: Vec<(String, u32, String)> = printed
        .lines()
        .filter_map(|line| {
            let (line_number, rest) = line.strip_prefix(&prefix)?.split_once(") : ")?;
            let (_severity, rest) = rest.split_once(' ')?;
            let (code, message) = rest.split_once(": ")?;
            Some((
                code.to_string(),
                line_number.parse().ok()?,
                message.to_string(),
            ))
        })
        .collect();
    diagnostics.sort();
    diagnostics
}

/// The errors and warnings of a `publishDiagnostics` as
/// [`command_line_printed`] reads the command line's.
fn published(diagnostics: &[Value]) -> Vec<(String, u32, String)> {
    let mut published: Vec<(String, u32, String)> = diagnostics
        .iter()
        .filter(|d| d["severity"] == 1 || d["severity"] == 2)
        .map(|d| {
            let code = d["code"].as_str().unwrap_or("").to_string();
            let line = d["range"]["start"]["line"].as_u64().unwrap_or(0) as u32 + 1;
            let message = d["message"].as_str().unwrap_or("");
            let first = message.lines().next().unwrap_or("").to_string();
            (code, line, first)
        })
        .collect();
    published.sort();
    published
}

/// The `-nostdlib` test shaders opened with their arguments: the server
/// publishes what `cgrs -nostdlib` prints (codes, lines, messages), as
/// it checks and after a save builds.
#[test]
fn the_server_reports_what_the_command_line_prints_under_nostdlib() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/header");
    let mut paths: Vec<_> = std::fs::read_dir(&root)
        .expect("test directory")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "cg")
                && path.to_string_lossy().contains("nostdlib")
        })
        .collect();
    paths.sort();
    assert!(paths.len() >= 4, "{paths:?}");
    let mut with_errors = 0;
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("shader text");
        let mut arguments = test_shader_arguments(&text);
        arguments.push("-nostdlib".to_string());
        let words: Vec<&str> = arguments.iter().map(String::as_str).collect();
        let expected = command_line_printed(&path, &words);
        with_errors += usize::from(!expected.is_empty());

        let uri = lsp_types::Url::from_file_path(&path).expect("file URI");
        let client = Client::start(json!({ "arguments": arguments }));
        client.open(uri.as_str(), &text);
        let checked = published(&client.diagnostics(uri.as_str()));
        assert_eq!(checked, expected, "{} {arguments:?}", path.display());
        client.notify(
            "textDocument/didSave",
            json!({ "textDocument": { "uri": uri } }),
        );
        let built = published(&client.diagnostics(uri.as_str()));
        assert_eq!(built, expected, "{} {arguments:?}", path.display());
        client.shutdown();
    }
    assert!(with_errors >= 2, "only {with_errors} shaders with errors");
}

/// Library calls and a library type's name as a variable: `-nostdlib` in
/// the first-line comment, taken out and put back by edits, re-checks the
/// file with and without the library as the command line checks it.
#[test]
fn editing_nostdlib_in_the_first_line_rechecks_with_the_other_library() {
    const WITHOUT: &str = "// cgrs: -profile arbfp1 -entry main -nostdlib
uniform sampler2D s;
float fragout = 2;
float4 main(float2 uv : TEXCOORD0) : COLOR {
    float4 a = tex2D(s, uv);
    return a * dot(a, a) + lerp(a, 1, 0.5) * fragout;
}
";
    let with = WITHOUT.replace(" -nostdlib", "");
    let dir = std::env::temp_dir().join(format!("cgrs-lsp-nostdlib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("toggle.cg");
    let expect = |text: &str, arguments: &[&str]| {
        std::fs::write(&path, text).unwrap();
        command_line_printed(&path, arguments)
    };
    let without_library = expect(
        WITHOUT,
        &["-profile", "arbfp1", "-entry", "main", "-nostdlib"],
    );
    let codes: Vec<&str> = without_library.iter().map(|d| d.0.as_str()).collect();
    assert_eq!(codes, ["C1008", "C1008", "C1008"], "{without_library:?}");
    let with_library = expect(&with, &["-profile", "arbfp1", "-entry", "main"]);
    assert_eq!(with_library, []);

    let uri = lsp_types::Url::from_file_path(&path).unwrap();
    let uri = uri.as_str();
    let client = Client::start(Value::Null);
    client.open(uri, WITHOUT);
    assert_eq!(published(&client.diagnostics(uri)), without_library);
    client.change(uri, 2, range_of(WITHOUT, " -nostdlib"), "");
    assert_eq!(published(&client.diagnostics(uri)), with_library);
    let end_of_first_line = position(&with, with.find('\n').unwrap());
    let range = json!({ "start": end_of_first_line, "end": end_of_first_line });
    client.change(uri, 3, range, " -nostdlib");
    assert_eq!(published(&client.diagnostics(uri)), without_library);
    client.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Under `-nostdlib` the library's functions are not declared: completion
/// and signature help do not offer them.
#[test]
fn nostdlib_completion_and_signature_help_offer_no_library_function() {
    let text = "// cgrs: -profile arbfp1 -entry main -nostdlib
float scale(float x, float y) { return x * y; }
float4 main(float4 p : TEXCOORD0) : COLOR {
    return lerp(p, p, scale(p.x, 2));
}
";
    let mut client = Client::start(Value::Null);
    client.open(URI, text);
    client.diagnostics(URI);
    let in_body = text.find("return").unwrap();
    let params = json!({ "textDocument": { "uri": URI }, "position": position(text, in_body) });
    let response = client.request("textDocument/completion", params);
    let labels: Vec<String> = response
        .result
        .expect("completion")
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap().to_string())
        .collect();
    assert!(labels.contains(&"scale".to_string()), "{labels:?}");
    for name in ["tex2D", "lerp", "dot"] {
        assert!(!labels.contains(&name.to_string()), "{name} in {labels:?}");
    }
    let in_lerp = text.find("p, p").unwrap();
    let params = json!({ "textDocument": { "uri": URI }, "position": position(text, in_lerp) });
    let response = client.request("textDocument/signatureHelp", params);
    assert_eq!(response.result, Some(Value::Null));
    let in_scale = text.find("p.x").unwrap();
    let params = json!({ "textDocument": { "uri": URI }, "position": position(text, in_scale) });
    let response = client.request("textDocument/signatureHelp", params);
    let help = response.result.expect("signature help");
    assert!(help["signatures"][0]["label"]
        .as_str()
        .unwrap()
        .contains("scale("));
    client.shutdown();
}

/// A uniform block bound to a buffer: `-no_uniform_blocks` in the
/// first-line comment, put in and taken out by edits, re-checks the file as
/// the command line checks it with and without the option (C5222).
#[test]
fn editing_no_uniform_blocks_in_the_first_line_rechecks_the_blocks() {
    const WITHOUT: &str = "// cgrs: -profile arbvp1 -entry main
uniform Transform
{
    float4x4 mvp;
} transform : BUFFER[0];
float4 main(float4 p : POSITION) : POSITION { return mul(transform.mvp, p); }
";
    let with = WITHOUT.replace(" -entry main", " -entry main -no_uniform_blocks");
    let dir = std::env::temp_dir().join(format!("cgrs-lsp-blocks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("blocks.cg");
    let expect = |text: &str, arguments: &[&str]| {
        std::fs::write(&path, text).unwrap();
        command_line_printed(&path, arguments)
    };
    let blocks = expect(WITHOUT, &["-profile", "arbvp1", "-entry", "main"]);
    assert_eq!(blocks, []);
    let no_blocks = expect(
        &with,
        &["-profile", "arbvp1", "-entry", "main", "-no_uniform_blocks"],
    );
    let codes: Vec<&str> = no_blocks.iter().map(|d| d.0.as_str()).collect();
    assert_eq!(codes, ["C5222"], "{no_blocks:?}");

    let uri = lsp_types::Url::from_file_path(&path).unwrap();
    let uri = uri.as_str();
    let client = Client::start(Value::Null);
    client.open(uri, WITHOUT);
    assert_eq!(published(&client.diagnostics(uri)), blocks);
    let after_entry = position(WITHOUT, WITHOUT.find('\n').unwrap());
    let range = json!({ "start": after_entry, "end": after_entry });
    client.change(uri, 2, range, " -no_uniform_blocks");
    assert_eq!(published(&client.diagnostics(uri)), no_blocks);
    client.change(uri, 3, range_of(&with, " -no_uniform_blocks"), "");
    assert_eq!(published(&client.diagnostics(uri)), blocks);
    client.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A narrowing of a late library call (`saturate`, a texture lookup: see
/// `sema::eager_calls`) is printed twice on the command line, as cgc prints
/// it; the editor shows it once.
#[test]
fn a_warning_cgc_repeats_is_shown_once() {
    const SHADER: &str = "\
uniform sampler2D scene;
float4 main(float2 uv : TEXCOORD0) : COLOR
{
    float grey = saturate(tex2D(scene, uv));
    return grey;
}
";
    let arguments = test_shader_arguments(SHADER);
    let options = cgrs::invocation::options::parse(&arguments).unwrap();
    let (options, _) = options.compile_options().unwrap();
    let mut sources = cgrs::span::SourceMap::new();
    let main = sources.add_text("late.cg", SHADER);
    let compiled = cgrs::driver::compile(&mut sources, main, &options);
    let codes: Vec<u32> = compiled.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [7011, 7011], "{:?}", compiled.diagnostics);

    let client = Client::start(Value::Null);
    client.open(URI, SHADER);
    let diagnostics = client.diagnostics(URI);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["code"], "C7011");
    assert_eq!(diagnostics[0]["severity"], 2);
    client.shutdown();
}
