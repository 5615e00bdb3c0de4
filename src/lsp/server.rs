//! The message loop: initialize, then requests and notifications until
//! `shutdown` and `exit`.
//!
//! The back end's diagnostics (resource limits, profile restrictions, loops
//! that cannot be unrolled) need a whole build: they are published on save,
//! and when the client has sent nothing for [`BUILD_DELAY`] after an edit
//! (a pause in typing), if they differ from what is shown.
//!
//! Invariant: no message ends the loop but `exit` (or the client closing the
//! connection). A request that cannot be served is answered with an error
//! response; a malformed notification is logged to stderr and dropped.
//! Handlers return errors instead of panicking (the release profile aborts
//! on panic); in builds that unwind, a panic is caught per message as a last
//! guard and answered as an internal error.

use super::config::WorkspaceConfig;
use super::documents::Workspace;
use super::features::{self, View};
use super::{references, semantic_tokens};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CodeLensOptions, CompletionOptions, InitializeParams, OneOf, PublishDiagnosticsParams,
    SaveOptions, ServerCapabilities, ServerInfo, SignatureHelpOptions, TextDocumentSyncCapability,
    TextDocumentSyncKind, TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Url,
};
use serde_json::Value;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// How long the client must send nothing after an edit before the server
/// builds the edited documents for the back end's diagnostics: a pause in
/// typing, not the gap between two keys.
pub const BUILD_DELAY: Duration = Duration::from_millis(300);

/// The method of the request returning the compiled program.
pub const ASSEMBLY_METHOD: &str = "cgrs/assembly";

/// Serves one client on `connection`, from `initialize` to `exit`.
pub fn serve(connection: Connection) -> Result<(), String> {
    let (id, params) = connection
        .initialize_start()
        .map_err(|error| error.to_string())?;
    let params: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let result = serde_json::json!({
        "capabilities": capabilities(),
        "serverInfo": ServerInfo {
            name: "cgrs".to_string(),
            version: Some(env!("CARGO_PKG_VERSION").to_string()),
        },
    });
    connection
        .initialize_finish(id, result)
        .map_err(|error| error.to_string())?;
    let config = WorkspaceConfig::load(
        workspace_root(&params),
        params.initialization_options.as_ref(),
    );
    let mut server = Server {
        connection,
        workspace: Workspace::new(config),
        versions: HashMap::new(),
        builds_due: HashMap::new(),
        published: HashMap::new(),
    };
    server.run()
}

fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                    include_text: Some(false),
                })),
                ..TextDocumentSyncOptions::default()
            },
        )),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![".".to_string(), ":".to_string()]),
            ..CompletionOptions::default()
        }),
        signature_help_provider: Some(SignatureHelpOptions {
            trigger_characters: Some(vec!["(".to_string(), ",".to_string()]),
            ..SignatureHelpOptions::default()
        }),
        references_provider: Some(OneOf::Left(true)),
        semantic_tokens_provider: Some(
            lsp_types::SemanticTokensOptions {
                legend: semantic_tokens::legend(),
                full: Some(lsp_types::SemanticTokensFullOptions::Bool(true)),
                range: Some(true),
                ..lsp_types::SemanticTokensOptions::default()
            }
            .into(),
        ),
        code_lens_provider: Some(CodeLensOptions {
            resolve_provider: Some(false),
        }),
        experimental: Some(serde_json::json!({ "assemblyRequest": ASSEMBLY_METHOD })),
        ..ServerCapabilities::default()
    }
}

#[allow(deprecated)] // `root_uri`: clients still send it alone.
fn workspace_root(params: &InitializeParams) -> Option<std::path::PathBuf> {
    params
        .workspace_folders
        .as_ref()
        .and_then(|folders| folders.first())
        .map(|folder| folder.uri.clone())
        .or_else(|| params.root_uri.clone())
        .and_then(|uri| uri.to_file_path().ok())
}

struct Server {
    connection: Connection,
    workspace: Workspace,
    /// The last version the client gave each document.
    versions: HashMap<Url, i32>,
    /// The documents edited since their last build, and when to build them.
    builds_due: HashMap<Url, Instant>,
    /// The diagnostics last published for each document.
    published: HashMap<Url, Vec<lsp_types::Diagnostic>>,
}

/// A handler's failure: the error code and message of the response.
type Failure = (ErrorCode, String);

impl Server {
    fn run(&mut self) -> Result<(), String> {
        while let Some(message) = self.next_message() {
            match message {
                Message::Request(request) => {
                    match self.connection.handle_shutdown(&request) {
                        Ok(true) => return Ok(()),
                        Ok(false) => {}
                        Err(error) => return Err(error.to_string()),
                    }
                    let id = request.id.clone();
                    let response = guarded(|| self.request(request))
                        .unwrap_or_else(|panic| Err((ErrorCode::InternalError, panic)));
                    self.respond(id, response);
                }
                Message::Notification(notification) => {
                    if notification.method == notif::Exit::METHOD {
                        return Ok(());
                    }
                    let method = notification.method.clone();
                    let outcome = guarded(|| self.notification(notification)).and_then(|r| r);
                    if let Err(error) = outcome {
                        eprintln!("cgrs lsp: {method}: {error}");
                    }
                }
                Message::Response(_) => {}
            }
        }
        Ok(())
    }

    /// The next message; while waiting for it, builds the documents whose
    /// pause after an edit has lasted [`BUILD_DELAY`]. `None` when the
    /// client is gone.
    fn next_message(&mut self) -> Option<Message> {
        loop {
            let Some(&due) = self.builds_due.values().min() else {
                return self.connection.receiver.recv().ok();
            };
            let wait = due.saturating_duration_since(Instant::now());
            match self.connection.receiver.recv_timeout(wait) {
                Ok(message) => return Some(message),
                Err(error) if error.is_timeout() => self.build_due(),
                Err(_) => return None,
            }
        }
    }

    /// Publishes the whole pipeline's diagnostics of every document due.
    fn build_due(&mut self) {
        let now = Instant::now();
        let due: Vec<Url> = self
            .builds_due
            .iter()
            .filter(|&(_, &at)| at <= now)
            .map(|(uri, _)| uri.clone())
            .collect();
        for uri in due {
            self.builds_due.remove(&uri);
            if let Err(error) = guarded(|| self.publish_built(&uri, false)) {
                eprintln!("cgrs lsp: build of {uri}: {error}");
            }
        }
    }

    fn respond(&self, id: RequestId, result: Result<Value, Failure>) {
        let response = match result {
            Ok(value) => Response::new_ok(id, value),
            Err((code, message)) => Response::new_err(id, code as i32, message),
        };
        // A closed connection ends the loop at the next receive.
        let _ = self.connection.sender.send(response.into());
    }

    fn request(&mut self, request: Request) -> Result<Value, Failure> {
        let workspace = &self.workspace;
        match request.method.as_str() {
            req::HoverRequest::METHOD => {
                let p: lsp_types::HoverParams = params(request)?;
                let at = p.text_document_position_params;
                to_json(features::hover(
                    workspace,
                    &at.text_document.uri,
                    at.position,
                ))
            }
            req::GotoDefinition::METHOD => {
                let p: lsp_types::GotoDefinitionParams = params(request)?;
                let at = p.text_document_position_params;
                to_json(features::definition(
                    workspace,
                    &at.text_document.uri,
                    at.position,
                ))
            }
            req::References::METHOD => {
                let p: lsp_types::ReferenceParams = params(request)?;
                let at = p.text_document_position;
                to_json(references::references(
                    workspace,
                    &at.text_document.uri,
                    at.position,
                    p.context.include_declaration,
                ))
            }
            req::SemanticTokensFullRequest::METHOD => {
                let p: lsp_types::SemanticTokensParams = params(request)?;
                let view = View::new(workspace, &p.text_document.uri);
                to_json(view.map(|view| semantic_tokens::semantic_tokens(&view, None)))
            }
            req::SemanticTokensRangeRequest::METHOD => {
                let p: lsp_types::SemanticTokensRangeParams = params(request)?;
                let view = View::new(workspace, &p.text_document.uri);
                to_json(view.map(|view| semantic_tokens::semantic_tokens(&view, Some(p.range))))
            }
            req::DocumentSymbolRequest::METHOD => {
                let p: lsp_types::DocumentSymbolParams = params(request)?;
                to_json(features::document_symbols(workspace, &p.text_document.uri))
            }
            req::Completion::METHOD => {
                let p: lsp_types::CompletionParams = params(request)?;
                let at = p.text_document_position;
                to_json(features::completion(
                    workspace,
                    &at.text_document.uri,
                    at.position,
                ))
            }
            req::SignatureHelpRequest::METHOD => {
                let p: lsp_types::SignatureHelpParams = params(request)?;
                let at = p.text_document_position_params;
                to_json(features::signature_help(
                    workspace,
                    &at.text_document.uri,
                    at.position,
                ))
            }
            req::CodeLensRequest::METHOD => {
                let p: lsp_types::CodeLensParams = params(request)?;
                to_json(features::code_lenses(workspace, &p.text_document.uri))
            }
            ASSEMBLY_METHOD => {
                let p: features::AssemblyParams = params(request)?;
                let result = features::assembly(workspace, &p)
                    .map_err(|message| (ErrorCode::RequestFailed, message))?;
                to_json(result)
            }
            method => Err((
                ErrorCode::MethodNotFound,
                format!("{method} is not supported yet"),
            )),
        }
    }

    fn notification(&mut self, notification: Notification) -> Result<(), String> {
        match notification.method.as_str() {
            notif::DidOpenTextDocument::METHOD => {
                let p: lsp_types::DidOpenTextDocumentParams = notification_params(notification)?;
                let uri = p.text_document.uri;
                self.versions.insert(uri.clone(), p.text_document.version);
                self.workspace.open(uri.clone(), p.text_document.text);
                self.publish_checked(&uri);
                self.builds_due.insert(uri, Instant::now() + BUILD_DELAY);
            }
            notif::DidChangeTextDocument::METHOD => {
                let p: lsp_types::DidChangeTextDocumentParams = notification_params(notification)?;
                let uri = p.text_document.uri;
                self.versions.insert(uri.clone(), p.text_document.version);
                let affected = self
                    .workspace
                    .change(&uri, &p.content_changes)
                    .ok_or_else(|| format!("{uri} is not open"))?;
                let due = Instant::now() + BUILD_DELAY;
                for uri in affected {
                    self.publish_checked(&uri);
                    self.builds_due.insert(uri, due);
                }
            }
            notif::DidSaveTextDocument::METHOD => {
                let p: lsp_types::DidSaveTextDocumentParams = notification_params(notification)?;
                self.builds_due.remove(&p.text_document.uri);
                self.publish_built(&p.text_document.uri, true);
            }
            notif::DidCloseTextDocument::METHOD => {
                let p: lsp_types::DidCloseTextDocumentParams = notification_params(notification)?;
                let uri = p.text_document.uri;
                self.workspace.close(&uri);
                self.versions.remove(&uri);
                self.builds_due.remove(&uri);
                self.publish(uri.clone(), Vec::new());
                self.published.remove(&uri);
            }
            // Other notifications (settings, cancellation, ...) need no answer.
            _ => {}
        }
        Ok(())
    }

    /// Syntax and semantic diagnostics: after every change.
    fn publish_checked(&mut self, uri: &Url) {
        let Some(document) = self.workspace.documents.get(uri) else {
            return;
        };
        let diagnostics = document.lsp_diagnostics(&self.workspace.check_diagnostics(uri));
        self.publish(uri.clone(), diagnostics);
    }

    /// Diagnostics of the whole pipeline, the back end's included: on save
    /// (`always`), and after a pause in typing when they differ from those
    /// shown.
    fn publish_built(&mut self, uri: &Url, always: bool) {
        let (Some(document), Some(compiled)) =
            (self.workspace.documents.get(uri), self.workspace.build(uri))
        else {
            return;
        };
        let diagnostics = document.lsp_diagnostics(&compiled.diagnostics);
        if always || self.published.get(uri) != Some(&diagnostics) {
            self.publish(uri.clone(), diagnostics);
        }
    }

    fn publish(&mut self, uri: Url, diagnostics: Vec<lsp_types::Diagnostic>) {
        self.published.insert(uri.clone(), diagnostics.clone());
        let version = self.versions.get(&uri).copied();
        let params = PublishDiagnosticsParams {
            uri,
            diagnostics,
            version,
        };
        let notification = Notification::new(notif::PublishDiagnostics::METHOD.to_string(), params);
        let _ = self.connection.sender.send(notification.into());
    }
}

/// Runs `f`, turning a panic (in builds that unwind) into an error message.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".to_string());
        format!("internal error (panic: {message})")
    })
}

fn params<P: serde::de::DeserializeOwned>(request: Request) -> Result<P, Failure> {
    serde_json::from_value(request.params)
        .map_err(|error| (ErrorCode::InvalidParams, error.to_string()))
}

fn notification_params<P: serde::de::DeserializeOwned>(
    notification: Notification,
) -> Result<P, String> {
    serde_json::from_value(notification.params).map_err(|error| error.to_string())
}

fn to_json(value: impl serde::Serialize) -> Result<Value, Failure> {
    serde_json::to_value(value).map_err(|error| (ErrorCode::InternalError, error.to_string()))
}
