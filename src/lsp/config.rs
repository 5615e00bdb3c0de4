//! What each file is compiled for, in this order:
//!
//! 1. a first-line comment `// cgrs: -profile arbfp1 -entry main [-DNAME ...]`
//!    (cgc's own arguments, parsed by [`crate::invocation::options`]);
//! 2. a `cgrs.toml` in the workspace root whose `[files]` table maps globs
//!    (relative to the root) to arguments: `"shaders/*.fp.cg" = "-profile arbfp1"`;
//!    the first glob that matches wins;
//! 3. the client's `initializationOptions`: `{ "arguments": "-profile arbvp1" }`
//!    (a string or an array of strings);
//! 4. otherwise `-noentry`: every function is checked, no program compiled.

use crate::driver::CompileOptions;
use crate::invocation::options;
use std::path::{Path, PathBuf};

/// The marker of the first-line comment.
pub const FIRST_LINE_MARKER: &str = "// cgrs:";

/// Where a file's arguments came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    FirstLine,
    ConfigFile(PathBuf),
    InitializationOptions,
    Default,
}

/// What a file is compiled for.
#[derive(Clone, Debug)]
pub struct Settings {
    pub options: CompileOptions,
    pub origin: Origin,
    /// The arguments could not be used (the message says why); the file is
    /// then checked with `-noentry`.
    pub error: Option<String>,
}

/// The workspace-wide sources of arguments.
#[derive(Clone, Debug, Default)]
pub struct WorkspaceConfig {
    pub root: Option<PathBuf>,
    /// `cgrs.toml`'s `[files]`, in file order: (glob, arguments).
    pub file_globs: Vec<(String, String)>,
    /// A `cgrs.toml` that could not be read as TOML.
    pub config_error: Option<String>,
    pub initialization_arguments: Option<Vec<String>>,
}

impl WorkspaceConfig {
    /// Reads `cgrs.toml` from `root` (if any) and the client's options.
    pub fn load(root: Option<PathBuf>, initialization: Option<&serde_json::Value>) -> Self {
        let mut config = WorkspaceConfig {
            initialization_arguments: initialization.and_then(initialization_arguments),
            ..WorkspaceConfig::default()
        };
        if let Some(text) = root
            .as_ref()
            .and_then(|root| std::fs::read_to_string(root.join("cgrs.toml")).ok())
        {
            match parse_config(&text) {
                Ok(globs) => config.file_globs = globs,
                Err(error) => config.config_error = Some(format!("cgrs.toml: {error}")),
            }
        }
        config.root = root;
        config
    }

    /// The settings of the file at `path` (if it has one) with `text`.
    pub fn settings(&self, path: Option<&Path>, text: &str) -> Settings {
        if let Some(arguments) = first_line_arguments(text) {
            return settings_from(&arguments, Origin::FirstLine);
        }
        if let (Some(root), Some(path)) = (&self.root, path) {
            let relative = path.strip_prefix(root).unwrap_or(path);
            let relative = relative.to_string_lossy().replace('\\', "/");
            if let Some((_, arguments)) = self
                .file_globs
                .iter()
                .find(|(glob, _)| glob_matches(glob, &relative))
            {
                let origin = Origin::ConfigFile(root.join("cgrs.toml"));
                return settings_from(&split_arguments(arguments), origin);
            }
        }
        if let Some(arguments) = &self.initialization_arguments {
            return settings_from(arguments, Origin::InitializationOptions);
        }
        let mut settings = settings_from(&["-noentry".to_string()], Origin::Default);
        settings.error = self.config_error.clone();
        settings
    }
}

/// The arguments of a first-line `// cgrs: ...` comment.
pub fn first_line_arguments(text: &str) -> Option<Vec<String>> {
    let first = text.lines().next()?.trim_start();
    let rest = first.strip_prefix(FIRST_LINE_MARKER)?;
    Some(split_arguments(rest))
}

fn split_arguments(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// Settings from cgc arguments; arguments that name input files or actions
/// other than compiling are an error, reported and replaced by `-noentry`.
fn settings_from(arguments: &[String], origin: Origin) -> Settings {
    let parsed = options::parse(arguments).map_err(|error| error.message);
    let built = parsed.and_then(|parsed| {
        if !parsed.files.is_empty() {
            return Err("input files are not arguments of a file's settings".to_string());
        }
        parsed
            .compile_options()
            .map(|(options, _warnings)| options)
            .map_err(|error| error.message)
    });
    match built {
        Ok(options) => Settings {
            options,
            origin,
            error: None,
        },
        Err(error) => {
            let fallback = CompileOptions::new(crate::driver::default_check_profile(), None);
            Settings {
                options: fallback,
                origin,
                error: Some(error),
            }
        }
    }
}

fn initialization_arguments(value: &serde_json::Value) -> Option<Vec<String>> {
    match value.get("arguments")? {
        serde_json::Value::String(text) => Some(split_arguments(text)),
        serde_json::Value::Array(items) => Some(
            items
                .iter()
                .filter_map(|item| item.as_str().map(str::to_string))
                .collect(),
        ),
        _ => None,
    }
}

/// `cgrs.toml`'s `[files]` table: glob → arguments (a string).
fn parse_config(text: &str) -> Result<Vec<(String, String)>, String> {
    let table: toml::Table = text
        .parse()
        .map_err(|error: toml::de::Error| error.to_string())?;
    let Some(files) = table.get("files") else {
        return Ok(Vec::new());
    };
    let files = files
        .as_table()
        .ok_or_else(|| "[files] must be a table of glob = \"arguments\"".to_string())?;
    files
        .iter()
        .map(|(glob, arguments)| match arguments.as_str() {
            Some(arguments) => Ok((glob.clone(), arguments.to_string())),
            None => Err(format!(
                "[files] \"{glob}\": the arguments must be a string"
            )),
        })
        .collect()
}

/// Matches a `/`-separated path against a glob: `*` and `?` within one path
/// component, `**` across components.
pub fn glob_matches(glob: &str, path: &str) -> bool {
    fn matches(glob: &[u8], path: &[u8]) -> bool {
        match glob {
            [] => path.is_empty(),
            [b'*', b'*', b'/', rest @ ..] => {
                matches(rest, path)
                    || path
                        .iter()
                        .enumerate()
                        .any(|(at, &c)| c == b'/' && matches(rest, &path[at + 1..]))
            }
            [b'*', b'*', rest @ ..] => (0..=path.len()).any(|at| matches(rest, &path[at..])),
            [b'*', rest @ ..] => (0..=path.len())
                .take_while(|&at| at == 0 || path[at - 1] != b'/')
                .any(|at| matches(rest, &path[at..])),
            [b'?', rest @ ..] => {
                path.first().is_some_and(|&c| c != b'/') && matches(rest, &path[1..])
            }
            [c, rest @ ..] => path.first() == Some(c) && matches(rest, &path[1..]),
        }
    }
    matches(glob.as_bytes(), path.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_within_and_across_components() {
        assert!(glob_matches("*.cg", "a.cg"));
        assert!(!glob_matches("*.cg", "dir/a.cg"));
        assert!(glob_matches("**/*.cg", "dir/sub/a.cg"));
        assert!(glob_matches("**/*.cg", "a.cg"));
        assert!(glob_matches("shaders/?.fp.cg", "shaders/x.fp.cg"));
        assert!(!glob_matches("shaders/*.fp.cg", "shaders/x.vp.cg"));
    }

    #[test]
    fn the_first_line_comment_wins() {
        let config = WorkspaceConfig {
            initialization_arguments: Some(vec!["-profile".into(), "arbvp1".into()]),
            ..WorkspaceConfig::default()
        };
        let settings = config.settings(None, "// cgrs: -profile arbfp1 -entry f -DX=1\n");
        assert_eq!(settings.origin, Origin::FirstLine);
        assert_eq!(settings.error, None);
        assert_eq!(settings.options.entry.as_deref(), Some("f"));
        assert_eq!(settings.options.profile.name, "arbfp1");
        assert_eq!(settings.options.defines.len(), 1);
        let settings = config.settings(None, "float4 main() : COLOR { return 0; }\n");
        assert_eq!(settings.origin, Origin::InitializationOptions);
        assert_eq!(settings.options.profile.name, "arbvp1");
    }

    #[test]
    fn without_arguments_the_file_is_checked_without_entry() {
        let settings = WorkspaceConfig::default().settings(None, "float x;\n");
        assert_eq!(settings.origin, Origin::Default);
        assert_eq!(settings.options.entry, None);
    }

    #[test]
    fn bad_arguments_are_reported_and_fall_back_to_noentry() {
        let settings = WorkspaceConfig::default().settings(None, "// cgrs: -profile nope\n");
        assert!(settings.error.is_some());
        assert_eq!(settings.options.entry, None);
    }

    #[test]
    fn the_config_file_maps_globs_to_arguments() {
        let globs = parse_config("[files]\n\"**/*.fp.cg\" = \"-profile arbfp1\"\n").unwrap();
        let config = WorkspaceConfig {
            root: Some(PathBuf::from("/w")),
            file_globs: globs,
            ..WorkspaceConfig::default()
        };
        let settings = config.settings(Some(Path::new("/w/s/a.fp.cg")), "");
        assert_eq!(
            settings.origin,
            Origin::ConfigFile(PathBuf::from("/w/cgrs.toml"))
        );
        assert_eq!(settings.options.profile.name, "arbfp1");
        assert!(parse_config("[files]\nx = 1\n").is_err());
    }
}
