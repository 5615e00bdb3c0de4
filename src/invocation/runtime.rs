//! The command line's compile as one library call, for the runtime library
//! (libCg's `cgCreateProgram`): the arguments a program passes there are cgc
//! options, parsed by the same code as the command line's, and the result is
//! what the command line would produce for them.
//!
//! Invariant: for a file, [`compile`] returns as `program` byte for byte what
//! `cgrs -profile P -entry E ARGS -o OUT FILE` writes to OUT, and for text,
//! what `cgrs -profile P -entry E ARGS -o OUT` writes reading the text from
//! standard input; `listing` is the diagnostics as that command line prints
//! them, without its "N lines" summary, and for text without the `<stdin>`
//! before a line number (`(3) : error C1008: ...`), as NVIDIA's runtime
//! prints them.

use std::path::Path;

use super::listing::Listing;
use super::options::{self, Action, Options};
use crate::diag;
use crate::reflect::{Context, Reflection, UserType};
use crate::span::SourceMap;
use crate::syntax::preprocess::{
    self, FileSystemLoader, IncludeLoader, MemoryLoader, PreprocessOptions,
};

/// Where the source comes from.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// Source text (`cgCreateProgram`): `#include` is relative to the
    /// working directory and to `-I` directories.
    Text(&'a str),
    /// A file (`cgCreateProgramFromFile`): `#include` is also relative to it.
    File(&'a Path),
}

/// The result of one compile.
#[derive(Debug)]
pub struct Compilation {
    /// The program text, when the compile succeeded.
    pub program: Option<String>,
    /// Diagnostics, one or more lines each, as the command line prints them.
    pub listing: String,
    /// The reflection of the program, with the source's declarations applied.
    pub reflection: Option<Reflection>,
    /// The struct and interface types the source defines outside function
    /// bodies, in the order NVIDIA's libCg lists them (`cgGetUserType`;
    /// [`crate::sema::hir::Program::file_types`]); empty when the compile
    /// failed.
    pub user_types: Vec<UserType>,
}

/// The command line of a runtime compile, as NVIDIA's libCg makes it (its
/// `cgGetProgramOptions` lists it and the program's header echoes it, probed):
/// `-q -no_uniform_blocks -profile P -entry E`, then the application's
/// arguments.
pub fn arguments(profile: &str, entry: &str, args: &[String]) -> Vec<String> {
    let mut arguments: Vec<String> = [
        "-q",
        "-no_uniform_blocks",
        "-profile",
        profile,
        "-entry",
        entry,
    ]
    .iter()
    .map(|arg| arg.to_string())
    .collect();
    arguments.extend(args.iter().cloned());
    arguments
}

/// Compiles `source` with the command line `args` (see [`arguments`]).
/// Options that would make the command line write files or print something
/// else than a program (`-o`, `-l`, `-E`, `-M`, `--reflect`, `-h`) and input
/// files among the arguments are refused with a message, as is a command line
/// the option parser refuses. `#include` finds `virtual_files` (path, text)
/// before the disk's (`cgSetCompilerIncludeString`).
pub fn compile(
    args: &[String],
    source: Source<'_>,
    virtual_files: &[(String, String)],
) -> Result<Compilation, String> {
    compile_asking(args, source, virtual_files, None)
}

/// The application's answer to an `#include` (libCg's
/// `cgSetCompilerIncludeCallback`): called with the file's runtime name
/// ([`runtime_name`]) when no virtual file has it; the text it provides,
/// if it provides one.
pub type IncludeRequest<'a> = &'a dyn Fn(&str) -> Option<String>;

/// [`compile`], asking `ask` for each file `#include` names that no virtual
/// file has. As NVIDIA's libCg: a file the application does not provide is
/// read from the disk, and where there is none it is empty.
pub fn compile_asking(
    args: &[String],
    source: Source<'_>,
    virtual_files: &[(String, String)],
    ask: Option<IncludeRequest<'_>>,
) -> Result<Compilation, String> {
    let mut options = options::parse(args).map_err(|error| error.message)?;
    options.profile().map_err(|error| error.message)?;
    take_bare_arguments_as_profile_options(&mut options);
    // The header echoes the whole command line, `-entry` included (NVIDIA's
    // libCg, probed), where cgc's leaves out the entry and the files.
    options.header_args = args.to_vec();
    refuse_command_line_only(&options)?;
    let mut sources = SourceMap::new();
    let main = match source {
        Source::Text(text) => sources.add_text(crate::driver::STDIN_NAME, text),
        Source::File(path) => sources
            .load(path)
            .map_err(|error| format!("Can't open file: {} ({error})", path.display()))?,
    };
    let preprocess_options = PreprocessOptions {
        defines: options.defines.clone(),
        include_dirs: options.include_dirs.clone(),
        ..PreprocessOptions::default()
    };
    let loader = VirtualFirst::new(virtual_files, ask);
    let preprocessed = preprocess::preprocess(&mut sources, main, &preprocess_options, &loader);
    let mut diagnostics = preprocessed.diagnostics.clone();
    let compiled = if diag::has_errors(&diagnostics) {
        crate::driver::Compiled::failed(Vec::new())
    } else {
        match options.compile_options() {
            Ok((compile_options, mut warnings)) => {
                diagnostics.append(&mut warnings);
                crate::driver::compile_preprocessed(&sources, main, &preprocessed, &compile_options)
            }
            Err(error) => crate::driver::Compiled::failed(vec![error]),
        }
    };
    diagnostics.extend(compiled.diagnostics);
    let mut listing = Listing::memory();
    let shown = listing.report(&options, &sources, &preprocessed, &diagnostics);
    let reflection = compiled.details.as_deref().map(|details| {
        let source_file = match source {
            Source::File(path) => Some(path.display().to_string()),
            Source::Text(_) => None,
        };
        let mut reflection = Reflection::new(
            details,
            &shown,
            Context {
                source_file: source_file.as_deref(),
                entry: &options.entry,
                sources: Some(&sources),
            },
        );
        reflection.apply_declarations(&compiled.declarations);
        reflection
    });
    let failed = diag::has_errors(&diagnostics);
    let mut listing = listing.into_text();
    if let Source::Text(_) = source {
        listing = unnamed(&listing);
    }
    Ok(Compilation {
        program: compiled.program.filter(|_| !failed),
        listing,
        reflection: reflection.filter(|_| !failed),
        user_types: if failed {
            Vec::new()
        } else {
            compiled.user_types
        },
    })
}

/// The listing of a compiled text with its lines' `<stdin>` left out.
fn unnamed(listing: &str) -> String {
    let prefix = format!("{}(", crate::driver::STDIN_NAME);
    listing
        .split_inclusive('\n')
        .map(|line| match line.strip_prefix(&prefix) {
            Some(rest) => format!("({rest}"),
            None => line.to_string(),
        })
        .collect()
}

/// Included files from memory first, then from disk.
struct VirtualFirst<'a> {
    memory: MemoryLoader,
    ask: Option<IncludeRequest<'a>>,
}

impl<'a> VirtualFirst<'a> {
    fn new(files: &[(String, String)], ask: Option<IncludeRequest<'a>>) -> VirtualFirst<'a> {
        let mut memory = MemoryLoader::new();
        for (path, text) in files {
            memory.insert(path, text.clone());
        }
        VirtualFirst { memory, ask }
    }
}

/// The name NVIDIA's libCg gives a file `#include` looks for: the path,
/// relative ones from the root (`#include "a.cgh"` in a program compiled
/// from text is `/a.cgh`); what the include callback is asked for and a
/// virtual file may be called.
pub fn runtime_name(path: &Path) -> String {
    let normalized = preprocess::normalize_path(path);
    let rooted = if normalized.is_absolute() {
        normalized
    } else {
        Path::new("/").join(normalized)
    };
    rooted.display().to_string()
}

impl IncludeLoader for VirtualFirst<'_> {
    fn load(&self, path: &Path) -> Option<String> {
        let name = runtime_name(path);
        if let Some(text) = self
            .memory
            .load(path)
            .or_else(|| self.memory.load(Path::new(&name)))
        {
            return Some(text);
        }
        match self.ask {
            Some(ask) => ask(&name)
                .or_else(|| FileSystemLoader.load(path))
                .or(Some(String::new())),
            None => FileSystemLoader.load(path),
        }
    }
}

/// NVIDIA's libCg takes an argument that is not an option as a profile
/// option, as if after `-po` (`NumTemps=32`: libCgGL's optimal options are
/// appended so; an unknown name is warning C6504, probed), where cgc's
/// command line takes it as an input file.
fn take_bare_arguments_as_profile_options(options: &mut Options) {
    for bare in std::mem::take(&mut options.files) {
        let list = bare.to_string_lossy();
        options
            .profile_options
            .extend(options::profile_options(&list));
    }
}

fn refuse_command_line_only(options: &Options) -> Result<(), String> {
    let refused = if options.action != Action::Compile {
        Some("-h/-v")
    } else if options.output.is_some() {
        Some("-o")
    } else if options.listing.is_some() {
        Some("-l")
    } else if options.preprocess_only {
        Some("-E")
    } else if options.dependencies.mode.is_some() {
        Some("-M")
    } else if options.reflect.is_some() || options.reflect_out.is_some() {
        Some("--reflect")
    } else {
        None
    };
    match refused {
        Some(option) => Err(format!(
            "{option} is a command-line option: the runtime does not take it"
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::Node;

    /// The shader NVIDIA's libCg reports `IN` as `VIn`, `lights[0]` and
    /// `lights[1]` as `Light` and the return value as `VOut` for.
    const LIGHTS: &str = "struct Light { float3 pos; float4 color; };
struct VIn { float4 pos : POSITION; float3 n : NORMAL; };
struct VOut { float4 pos : POSITION; float4 col : COLOR0; };
VOut main(VIn IN, uniform Light lights[2]) {
  VOut o; o.pos = IN.pos; o.col = lights[0].color * dot(IN.n, lights[1].pos); return o;
}
";

    fn struct_types(nodes: &[Node], out: &mut Vec<(String, String)>) {
        for node in nodes {
            if let Some(name) = &node.struct_type {
                out.push((node.path.clone(), name.clone()));
            }
            struct_types(&node.children, out);
        }
    }

    #[test]
    fn the_tree_names_struct_types() {
        let args = arguments("arbvp1", "main", &[]);
        let compilation = compile(&args, Source::Text(LIGHTS), &[]).expect("a compile");
        assert!(compilation.program.is_some(), "{}", compilation.listing);
        let reflection = compilation.reflection.expect("a reflection");
        let mut named = Vec::new();
        struct_types(&reflection.tree, &mut named);
        let expected = [
            ("IN", "VIn"),
            ("lights[0]", "Light"),
            ("lights[1]", "Light"),
            ("main", "VOut"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(path, name)| (path.to_string(), name.to_string()))
            .collect();
        assert_eq!(named, expected);
    }

    /// cgc's header has no `#var` line for a fragment program's `POSITION`
    /// input; NVIDIA's libCg lists it first, unbound, numbered as the next
    /// leaf (HPL1Engine's Ambient_Color_fp.cg, corpus-real).
    #[test]
    fn leaves_without_a_var_line_are_unlisted_in_place() {
        let source = "void main(float4 pos : POSITION, float2 uv : TEXCOORD0, out float4 c : COLOR) { c = uv.xyxy; }\n";
        let args = arguments("arbfp1", "main", &[]);
        let compilation = compile(&args, Source::Text(source), &[]).expect("a compile");
        let reflection = compilation.reflection.expect("a reflection");
        assert!(!compilation
            .program
            .unwrap_or_default()
            .contains("#var float4 pos"));
        assert_eq!(reflection.unlisted.len(), 1);
        assert_eq!(reflection.unlisted[0].before, 0);
        assert_eq!(reflection.unlisted[0].parameter.name, "pos");
        assert_eq!(reflection.tree[0].path, "pos");
        assert_eq!(reflection.tree[0].unlisted, Some(0));
        assert_eq!(reflection.tree[1].parameter, Some(0));
        let names: Vec<&str> = reflection
            .leaves()
            .iter()
            .map(|(_, p)| p.name.as_str())
            .collect();
        assert_eq!(names, ["pos", "uv", "c"]);
    }

    /// NVIDIA's libCg: `(3) : error C1008: undefined variable "q"`.
    #[test]
    fn a_texts_listing_names_no_file() {
        let source =
            "float4 main(float4 p : POSITION) : POSITION {\n  float x = 1;\n  return q; }\n";
        let args = arguments("arbvp1", "main", &[]);
        let compilation = compile(&args, Source::Text(source), &[]).expect("a compile");
        assert!(compilation.program.is_none());
        assert!(
            compilation.listing.starts_with("(3) : error C1008: "),
            "{}",
            compilation.listing
        );
    }

    /// As NVIDIA's libCg (probed): a bare argument is a profile option, an
    /// unknown one a warning; the header echoes the whole command line.
    #[test]
    fn bare_arguments_are_profile_options() {
        let args = arguments(
            "arbvp1",
            "main",
            &["MaxLocalParams=2".to_string(), "Bogus".to_string()],
        );
        let compilation = compile(&args, Source::Text(LIGHTS), &[]).expect("compiles");
        assert!(
            compilation
                .listing
                .contains("warning C6504: Unknown profile option 'Bogus' ignored"),
            "{}",
            compilation.listing
        );
        assert!(
            compilation.listing.contains("C6502"),
            "{}",
            compilation.listing
        );
        let program = compilation.program.expect("a program");
        assert!(
            program.contains(
                "# command line args: -q -no_uniform_blocks -profile arbvp1 -entry main MaxLocalParams=2 Bogus\n"
            ),
            "{program}"
        );
    }

    #[test]
    fn command_line_only_options_are_refused() {
        for option in [&["-o", "out.asm"][..], &["-E"], &["--reflect=json"]] {
            let args = arguments(
                "arbvp1",
                "main",
                &option.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            );
            let refused = compile(&args, Source::Text(LIGHTS), &[]).expect_err("refused");
            assert!(
                refused.contains("command-line option"),
                "{option:?}: {refused}"
            );
        }
    }

    #[test]
    fn virtual_includes_come_first() {
        let files = [(
            "/virtual/scale.cgh".to_string(),
            "#define SCALE 2.0\n".to_string(),
        )];
        let source = "#include \"/virtual/scale.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * SCALE; }\n";
        let args = arguments("arbvp1", "main", &[]);
        let compilation = compile(&args, Source::Text(source), &files).expect("a compile");
        assert!(compilation.program.is_some(), "{}", compilation.listing);
    }
}
