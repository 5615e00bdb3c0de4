// @ts-check
// Starts `cgrs lsp` for Cg and CgFX files and shows the compiled program of
// an entry beside its source ("cgrs: Show assembly", and the code lens the
// server puts over the entry).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

const ASSEMBLY_SCHEME = "cgrs-assembly";

/** @type {LanguageClient | undefined} */
let client;

/** The shown programs, by the URI of their view. */
const assemblies = new Map();
const assemblyChanged = new vscode.EventEmitter();

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(ASSEMBLY_SCHEME, {
      onDidChange: assemblyChanged.event,
      provideTextDocumentContent: (uri) => assemblies.get(uri.toString()) ?? "",
    }),
    vscode.commands.registerCommand("cgrs.assembly", showAssembly),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("cgrs")) {
        await stopClient();
        await startClient();
      }
    }),
  );
  await startClient();
}

async function startClient() {
  const settings = vscode.workspace.getConfiguration("cgrs");
  const serverOptions = { command: settings.get("path", "cgrs"), args: ["lsp"] };
  client = new LanguageClient("cgrs", "cgrs", serverOptions, {
    documentSelector: [{ language: "cg" }, { language: "cgfx" }],
    initializationOptions: initializationOptions(settings.get("arguments", "")),
  });
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `cgrs: could not start \`${serverOptions.command} lsp\` (set cgrs.path): ${error}`,
    );
  }
}

async function stopClient() {
  if (client?.isRunning()) {
    await client.stop();
  }
  client = undefined;
}

/**
 * The server's `initializationOptions`: the fallback cgc arguments, or none
 * (the server then checks such files as `-noentry`).
 * @param {string | string[]} args
 */
function initializationOptions(args) {
  const empty = Array.isArray(args) ? args.length === 0 : args.trim() === "";
  return empty ? undefined : { arguments: args };
}

/**
 * Asks the server for the program of the entry under the cursor (or, from the
 * code lens, which passes `{ textDocument }`, the file's own entry) and shows
 * it beside the source.
 * @param {{ textDocument: { uri: string } } | undefined} lensArgument
 */
async function showAssembly(lensArgument) {
  const params = lensArgument ?? cursorParams();
  if (!params) {
    return;
  }
  if (!client?.isRunning()) {
    vscode.window.showErrorMessage("cgrs: the server is not running (see the cgrs output)");
    return;
  }
  try {
    const result = await client.sendRequest("cgrs/assembly", params);
    const view = assemblyUri(vscode.Uri.parse(params.textDocument.uri));
    assemblies.set(view.toString(), assemblyText(result));
    assemblyChanged.fire(view);
    const document = await vscode.workspace.openTextDocument(view);
    await vscode.window.showTextDocument(document, {
      viewColumn: vscode.ViewColumn.Beside,
      preserveFocus: true,
    });
  } catch (error) {
    vscode.window.showErrorMessage(`cgrs: ${error instanceof Error ? error.message : error}`);
  }
}

/** The active editor's document and cursor (LSP and VS Code count alike). */
function cursorParams() {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    return undefined;
  }
  const { line, character } = editor.selection.active;
  return { textDocument: { uri: editor.document.uri.toString() }, position: { line, character } };
}

/**
 * One view per source file, named after it: a later request for another
 * entry of the same file replaces the program shown.
 * @param {vscode.Uri} source
 */
function assemblyUri(source) {
  const name = source.path.split("/").pop();
  const path = `/${name}.asm`;
  return vscode.Uri.from({ scheme: ASSEMBLY_SCHEME, path, query: source.toString() });
}

/**
 * The program after its diagnostics (each as cgc prints it: lines ending in
 * a newline), as `#` comments, assembly's.
 * @param {{ profile: string, entry: string, assembly: string | null,
 *   diagnostics: string[] }} result
 */
function assemblyText(result) {
  const header = `# ${result.entry} (${result.profile})`;
  const lines = result.diagnostics.flatMap((text) => text.trimEnd().split("\n"));
  const diagnostics = lines.map((line) => `# ${line}`);
  const program = result.assembly ?? "# does not compile";
  return [header, ...diagnostics, program].join("\n");
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
