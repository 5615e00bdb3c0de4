//! The command line parsed into [`Options`], the settings the compile driver
//! consumes. Spelling and meaning are cgc 3.1's (single-dash options, `-DNAME`,
//! `-Idir`, `-po a,b=1`), with GNU `--long` forms of the main options and
//! cgrs's own extras (`--diagnostics`, `--reflect`). Errors are cgc's messages.

use std::path::PathBuf;

use crate::diag::{Diagnostic, DiagnosticFormat};
use crate::driver::{self, CompileOptions, Flatten};
use crate::syntax::parser::Library;
use crate::syntax::preprocess::Define;

use crate::profile::{ProfileRef, CGC_PROFILE_NAMES};

/// `-unroll`, `-inline`, `-ifcvt`: `all`, `none` or `count=N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    All,
    None,
    Count(u32),
}

/// A `-po` setting: `NAME` or `NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfileOption {
    pub name: String,
    pub value: Option<String>,
}

/// Which warnings `-nowarn` silences.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WarningFilter {
    pub all: bool,
    pub codes: Vec<u32>,
}

impl WarningFilter {
    pub fn suppresses(&self, code: u32) -> bool {
        self.all || self.codes.contains(&code)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Action {
    #[default]
    Compile,
    /// `-h`: short usage.
    Help,
    /// `-help`: long usage.
    LongHelp,
    Version,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReflectFormat {
    Json,
}

/// When the make rule of `-M`-style options is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependencyMode {
    /// `-M`, `-MM`: print the rule instead of compiling.
    Only,
    /// `-MD`, `-MMD`: compile, and write the rule to a `.d` file.
    WithCompile,
}

/// gcc-style dependency output (cgc has no system headers, so `-MM` is
/// `-M` and `-MMD` is `-MD`, as in cgc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dependencies {
    pub mode: Option<DependencyMode>,
    /// `-MP`: a phony rule for each included file.
    pub phony_targets: bool,
    /// `-MF FILE`: where the rule goes.
    pub file: Option<PathBuf>,
    /// `-MT T` / `-MQ T` (quoted for make): the rule's targets.
    pub targets: Vec<String>,
    /// `-MG`: a missing `#include` is a dependency, not an error.
    pub missing_ok: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub action: Action,
    pub files: Vec<PathBuf>,
    /// The profile named last on the command line, as written: cgc resolves
    /// it only to compile (`-E` and `-M` take any name), see [`Options::profile`].
    pub profile_name: Option<String>,
    pub entry: String,
    /// `-noentry`: check the whole file, compile no program.
    pub no_entry: bool,
    pub output: Option<PathBuf>,
    /// `-l`: where diagnostics go instead of stderr.
    pub listing: Option<PathBuf>,
    pub profile_options: Vec<ProfileOption>,
    pub defines: Vec<Define>,
    pub include_dirs: Vec<PathBuf>,
    /// `-E`
    pub preprocess_only: bool,
    /// `-P`: no `#line` markers in `-E` output.
    pub no_line_markers: bool,
    /// `-C`: keep comments in `-E` output.
    pub keep_comments: bool,
    pub dependencies: Dependencies,
    pub quiet: bool,
    /// The `-bl` names cgc does not know, in order: each stage of a run says
    /// so ([`Options::unknown_layout_lines`]).
    pub unknown_layouts: Vec<String>,
    /// `--time-passes`: the time and peak memory of each stage on stderr.
    pub time_passes: bool,
    pub no_code: bool,
    pub strict: bool,
    pub no_stdlib: bool,
    pub no_uniform_blocks: bool,
    pub fast_math: bool,
    pub fast_precision: bool,
    /// `-O0` … `-O3`; `-O` alone is cgc's default, 1.
    pub optimization_level: u8,
    pub unroll: Option<Limit>,
    pub inline: Option<Limit>,
    pub ifcvt: Option<Limit>,
    pub max_unroll_count: Option<u32>,
    pub nowarn: WarningFilter,
    pub diagnostics: DiagnosticFormat,
    pub reflect: Option<ReflectFormat>,
    pub reflect_out: Option<PathBuf>,
    /// The arguments cgc echoes in its `# command line args:` header: all but
    /// the input files, `-o FILE` and `-entry NAME`.
    pub header_args: Vec<String>,
}

impl Options {
    /// The built-in profile `-profile` names (`-po` not applied), `None`
    /// when none is named, or the error for a name cgrs cannot compile to.
    pub fn profile(&self) -> Result<Option<ProfileRef>, UsageError> {
        self.profile_name
            .as_deref()
            .map(builtin_profile)
            .transpose()
    }

    /// Whether these arguments compile the files: not `-E`, not `-M`/`-MM`
    /// alone. cgc reads the profile only then.
    pub fn compiles(&self) -> bool {
        !self.preprocess_only && self.dependencies.mode != Some(DependencyMode::Only)
    }

    /// What cgc 3.1 prints on standard error for the unknown `-bl` names
    /// each time a stage of its run starts: one line per name, in order.
    pub fn unknown_layout_lines(&self) -> String {
        self.unknown_layouts
            .iter()
            .map(|layout| format!("cgrs: unknown layout option \"{layout}\"\n"))
            .collect()
    }

    /// What the pipeline reads, from these arguments: the profile with its
    /// `-po` options applied (and cgc's warnings about them), or the error
    /// when no profile is given and an entry is to be compiled.
    pub fn compile_options(&self) -> Result<(CompileOptions, Vec<Diagnostic>), Diagnostic> {
        let named = self
            .profile()
            .map_err(|error| Diagnostic::error(0, None, error.message))?;
        let profile = match named {
            Some(profile) => profile,
            None if self.no_entry => driver::default_check_profile(),
            None => {
                let names: Vec<&str> = crate::profile::profile_names().collect();
                return Err(Diagnostic::error(
                    0,
                    None,
                    format!(
                        "no profile given (cgc's default, vs_1_1, is not supported by cgrs): use -profile {}",
                        names.join(", ")
                    ),
                ));
            }
        };
        let settings = self
            .profile_options
            .iter()
            .map(|option| (option.name.as_str(), option.value.as_deref()));
        let (profile, warnings) = driver::apply_profile_options(profile, settings);
        let entry = (!self.no_entry).then_some(self.entry.as_str());
        let options = CompileOptions {
            defines: self.defines.clone(),
            include_dirs: self.include_dirs.clone(),
            unroll: flatten(self.unroll),
            ifcvt: flatten(self.ifcvt),
            header_args: self.header_args.clone(),
            library: if self.no_stdlib {
                Library::Absent
            } else {
                Library::Standard
            },
            uniform_blocks: !self.no_uniform_blocks,
            ..CompileOptions::new(profile, entry)
        };
        Ok((options, warnings))
    }
}

/// What `-unroll` / `-ifcvt` ask for.
fn flatten(limit: Option<Limit>) -> Flatten {
    match limit {
        None => Flatten::Cheaper,
        Some(Limit::All) => Flatten::Always,
        Some(Limit::None) => Flatten::Never,
        Some(Limit::Count(count)) => Flatten::Below(count),
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            action: Action::Compile,
            files: Vec::new(),
            profile_name: None,
            entry: "main".to_string(),
            no_entry: false,
            output: None,
            listing: None,
            profile_options: Vec::new(),
            defines: Vec::new(),
            include_dirs: Vec::new(),
            preprocess_only: false,
            no_line_markers: false,
            keep_comments: false,
            dependencies: Dependencies::default(),
            quiet: false,
            unknown_layouts: Vec::new(),
            time_passes: false,
            no_code: false,
            strict: false,
            no_stdlib: false,
            no_uniform_blocks: false,
            fast_math: true,
            fast_precision: false,
            optimization_level: 1,
            unroll: None,
            inline: None,
            ifcvt: None,
            max_unroll_count: None,
            nowarn: WarningFilter::default(),
            diagnostics: DiagnosticFormat::Cgc,
            reflect: None,
            reflect_out: None,
            header_args: Vec::new(),
        }
    }
}

/// A command-line error: the `cgrs: ...` line, and whether cgc would follow it
/// with its usage text and "bad arguments".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError {
    pub message: String,
    pub bad_arguments: bool,
}

impl UsageError {
    fn bad(message: impl Into<String>) -> UsageError {
        UsageError {
            message: message.into(),
            bad_arguments: true,
        }
    }

    fn plain(message: impl Into<String>) -> UsageError {
        UsageError {
            message: message.into(),
            bad_arguments: false,
        }
    }
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Options, UsageError> {
    let mut parser = ArgParser {
        args,
        position: 0,
        options: Options::default(),
    };
    while parser.position < args.len() {
        parser.one()?;
    }
    Ok(parser.options)
}

struct ArgParser<'a> {
    args: &'a [String],
    position: usize,
    options: Options,
}

impl ArgParser<'_> {
    /// The value after option `flag`, or cgc's "missing ... after" error.
    fn value(&mut self, flag: &str, what: &str) -> Result<String, UsageError> {
        match self.args.get(self.position) {
            Some(value) => {
                self.position += 1;
                Ok(value.clone())
            }
            None => Err(UsageError::bad(format!("missing {what} after \"{flag}\""))),
        }
    }

    /// `--name=value` or `--name value`.
    fn long_value(
        &mut self,
        flag: &str,
        inline: Option<&str>,
        what: &str,
    ) -> Result<String, UsageError> {
        match inline {
            Some(value) => Ok(value.to_string()),
            None => self.value(flag, what),
        }
    }

    fn one(&mut self) -> Result<(), UsageError> {
        let arg = self.args[self.position].clone();
        self.position += 1;
        if !arg.starts_with('-') || arg == "-" {
            self.options.files.push(PathBuf::from(arg));
            return Ok(());
        }
        if let Some(long) = arg.strip_prefix("--") {
            return self.long(&arg, long);
        }
        let header_start = self.position - 1;
        self.short(&arg)?;
        if !matches!(arg.as_str(), "-o" | "-entry") {
            let consumed = &self.args[header_start..self.position];
            self.options.header_args.extend(consumed.iter().cloned());
        }
        Ok(())
    }

    fn short(&mut self, arg: &str) -> Result<(), UsageError> {
        let options = &mut self.options;
        match arg {
            "-profile" => self.options.profile_name = Some(self.value(arg, "profile name")?),
            "-entry" => self.options.entry = self.value(arg, "entry name")?,
            "-noentry" => options.no_entry = true,
            "-o" => self.options.output = Some(PathBuf::from(self.value(arg, "output file name")?)),
            "-l" => {
                self.options.listing = Some(PathBuf::from(self.value(arg, "listing file name")?))
            }
            "-po" | "-profileopts" => {
                let list = self.value("-profileopts", "profile options")?;
                self.options.profile_options.extend(profile_options(&list));
            }
            // cgc 3.1 still takes the Cg 1.x spelling of `-po PosInv` (its
            // outputs are the same, probed); Ogre materials pass it in
            // `compile_arguments` (tests/header/212).
            "-posinv" => self.options.profile_options.push(ProfileOption {
                name: "PosInv".into(),
                value: None,
            }),
            "-E" => options.preprocess_only = true,
            "-P" => options.no_line_markers = true,
            "-C" => options.keep_comments = true,
            "-M" | "-MM" => options.dependencies.mode = Some(DependencyMode::Only),
            "-MD" | "-MMD" => options.dependencies.mode = Some(DependencyMode::WithCompile),
            "-MP" => options.dependencies.phony_targets = true,
            "-MG" => options.dependencies.missing_ok = true,
            "-MF" => {
                let file = self.value(arg, "file name")?;
                self.options.dependencies.file = Some(PathBuf::from(file));
            }
            "-MT" => {
                let target = self.value(arg, "target")?;
                self.options.dependencies.targets.push(target);
            }
            "-MQ" => {
                let target = self.value(arg, "target")?;
                self.options
                    .dependencies
                    .targets
                    .push(quote_for_make(&target));
            }
            // Accepted as cgc does; cgc's output for the OpenGL assembly
            // profiles is the same with and without them (probed): FX
            // keywords are always recognized, uniform blocks are plain
            // uniforms there, and the others concern other profiles or only
            // compile time.
            "-no_uniform_blocks" => options.no_uniform_blocks = true,
            "-fx" | "-nofx" | "-longprogs" | "-d3d" | "-deprecated" => {}
            "-glslWerror" => options.strict = true,
            "-MaxInstInBasicBlock" => {
                self.value(arg, "number")?;
            }
            // cgc 3.1 takes any name and says it does not know it at each
            // stage it runs (probed); the known ones change nothing in the
            // OpenGL assembly profiles.
            "-bl" | "-bufferlayout" => {
                let layout = self.value(arg, "buffer layout")?;
                if !KNOWN_BUFFER_LAYOUTS.contains(&layout.as_str()) {
                    self.options.unknown_layouts.push(layout);
                }
            }
            // cgc 3.1 rejects every spelling of -looplimit (`-looplimit 8`
            // included) with this message.
            "-looplimit" => {
                return Err(UsageError::bad(format!("missing number after \"{arg}\"")));
            }
            "-oglsl" | "-ogles" | "-debug" | "-debuglast" => {
                return Err(not_supported(arg));
            }
            "-type" | "-typefile" | "-dumpinputbind" => {
                self.value(arg, "argument")?;
                return Err(not_supported(arg));
            }
            "-quiet" | "-q" => options.quiet = true,
            "-nocode" => options.no_code = true,
            "-strict" => options.strict = true,
            "-nostrict" => options.strict = false,
            "-nostdlib" => options.no_stdlib = true,
            "-fastmath" => options.fast_math = true,
            "-nofastmath" => options.fast_math = false,
            "-fastprecision" => options.fast_precision = true,
            "-nofastprecision" => options.fast_precision = false,
            "-bestprecision" => {
                options.fast_math = false;
                options.fast_precision = false;
            }
            "-O" => options.optimization_level = 1,
            "-O0" | "-O1" | "-O2" | "-O3" => {
                options.optimization_level = arg.as_bytes()[2] - b'0';
            }
            "-unroll" => self.options.unroll = Some(self.limit("unroll")?),
            "-inline" => self.options.inline = Some(self.limit("inline")?),
            "-ifcvt" => self.options.ifcvt = Some(self.limit("ifcvt")?),
            "-maxunrollcount" => {
                let text = self.value(arg, "count")?;
                let count = text
                    .parse()
                    .map_err(|_| UsageError::bad(format!("invalid number for \"{arg}\"")))?;
                self.options.max_unroll_count = Some(count);
            }
            "-nowarn" => options.nowarn.all = true,
            "-v" => options.action = Action::Version,
            "-h" => options.action = Action::Help,
            "-help" => options.action = Action::LongHelp,
            "-D" => {
                let text = self.value(arg, "macro definition")?;
                self.options.defines.push(Define::parse(&text));
            }
            "-I" => {
                let dir = self.value(arg, "include directory")?;
                self.options.include_dirs.push(PathBuf::from(dir));
            }
            _ => return self.attached(arg),
        }
        Ok(())
    }

    /// Options with their value attached: `-DNAME=V`, `-Idir`, `-nowarn=N,N`.
    fn attached(&mut self, arg: &str) -> Result<(), UsageError> {
        if let Some(define) = arg.strip_prefix("-D") {
            self.options.defines.push(Define::parse(define));
        } else if let Some(dir) = arg.strip_prefix("-I") {
            self.options.include_dirs.push(PathBuf::from(dir));
        } else if let Some(list) = arg.strip_prefix("-nowarn=") {
            let codes = warning_codes(list)
                .ok_or_else(|| UsageError::bad(format!("bad argument: \"{arg}\"")))?;
            self.options.nowarn.codes.extend(codes);
        } else if arg.starts_with("-debugdefault=") {
            return Err(not_supported("-debugdefault"));
        } else {
            return Err(UsageError::bad(format!("bad argument: \"{arg}\"")));
        }
        Ok(())
    }

    fn limit(&mut self, name: &str) -> Result<Limit, UsageError> {
        let flag = format!("-{name}");
        let text = self.value(&flag, &format!("{name} option"))?;
        match text.as_str() {
            "all" => Ok(Limit::All),
            "none" => Ok(Limit::None),
            _ => match text.strip_prefix("count=") {
                Some(count) => count
                    .parse()
                    .map(Limit::Count)
                    .map_err(|_| UsageError::bad(format!("invalid number for \"{flag} count=\""))),
                None => Err(UsageError::bad(format!(
                    "unknown {name} option \"{text}\" after \"{flag}\""
                ))),
            },
        }
    }

    fn long(&mut self, arg: &str, long: &str) -> Result<(), UsageError> {
        let (name, inline) = match long.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (long, None),
        };
        let flag = format!("--{name}");
        match name {
            "profile" => {
                self.options.profile_name = Some(self.long_value(&flag, inline, "profile name")?);
            }
            "entry" => self.options.entry = self.long_value(&flag, inline, "entry name")?,
            "output" => {
                let value = self.long_value(&flag, inline, "output file name")?;
                self.options.output = Some(PathBuf::from(value));
            }
            "define" => {
                let value = self.long_value(&flag, inline, "macro definition")?;
                self.options.defines.push(Define::parse(&value));
            }
            "include-dir" => {
                let value = self.long_value(&flag, inline, "include directory")?;
                self.options.include_dirs.push(PathBuf::from(value));
            }
            "quiet" if inline.is_none() => self.options.quiet = true,
            "time-passes" if inline.is_none() => self.options.time_passes = true,
            "version" if inline.is_none() => self.options.action = Action::Version,
            "help" if inline.is_none() => self.options.action = Action::LongHelp,
            "diagnostics" => {
                let value = self.long_value(&flag, inline, "diagnostics format")?;
                self.options.diagnostics = match value.as_str() {
                    "cgc" => DiagnosticFormat::Cgc,
                    "human" => DiagnosticFormat::Human,
                    "json" => DiagnosticFormat::Json,
                    _ => {
                        return Err(UsageError::bad(format!(
                            "unknown diagnostics format \"{value}\" after \"--diagnostics\" (cgc, human or json)"
                        )))
                    }
                };
            }
            "reflect" => {
                let value = self.long_value(&flag, inline, "reflection format")?;
                if value != "json" {
                    return Err(UsageError::bad(format!(
                        "unknown reflection format \"{value}\" after \"--reflect\" (json)"
                    )));
                }
                self.options.reflect = Some(ReflectFormat::Json);
            }
            "reflect-out" => {
                let value = self.long_value(&flag, inline, "reflection file name")?;
                self.options.reflect_out = Some(PathBuf::from(value));
            }
            _ => return Err(UsageError::bad(format!("bad argument: \"{arg}\""))),
        }
        Ok(())
    }
}

/// The `-bl` values cgc 3.1 knows (its usage text).
const KNOWN_BUFFER_LAYOUTS: [&str; 3] = ["pabo", "pabo2", "std140"];

/// A profile name: one cgrs compiles to, or an error that says whether cgc
/// knows it.
fn builtin_profile(name: &str) -> Result<ProfileRef, UsageError> {
    // cgc's profile names are lower case; `ARBFP1` is an unknown profile.
    if let Some(profile) = ProfileRef::builtin(name) {
        return Ok(profile);
    }
    if CGC_PROFILE_NAMES.contains(&name) {
        let supported: Vec<&str> = crate::profile::profile_names().collect();
        return Err(UsageError::plain(format!(
            "profile {name} is not supported by cgrs (supported: {})",
            supported.join(", ")
        )));
    }
    Err(UsageError::plain(format!("unknown profile \"{name}\".")))
}

fn not_supported(option: &str) -> UsageError {
    UsageError::plain(format!("option \"{option}\" is not supported yet"))
}

/// A make target as `-MQ` writes it: `$` doubled, blanks and `#` escaped.
fn quote_for_make(target: &str) -> String {
    let mut quoted = String::with_capacity(target.len());
    for character in target.chars() {
        match character {
            '$' => quoted.push_str("$$"),
            ' ' | '\t' | '#' => {
                quoted.push('\\');
                quoted.push(character);
            }
            _ => quoted.push(character),
        }
    }
    quoted
}

/// `-po a,b=1,c` → name/value pairs, empty items skipped.
pub fn profile_options(list: &str) -> Vec<ProfileOption> {
    list.split(',')
        .filter(|item| !item.is_empty())
        .map(|item| match item.split_once('=') {
            Some((name, value)) => ProfileOption {
                name: name.to_string(),
                value: Some(value.to_string()),
            },
            None => ProfileOption {
                name: item.to_string(),
                value: None,
            },
        })
        .collect()
}

/// `7101,7102` (a leading `C` is accepted too).
fn warning_codes(list: &str) -> Option<Vec<u32>> {
    list.split(',')
        .map(|code| code.trim_start_matches(['C', 'c']).parse::<u32>().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn cgc_and_gnu_spellings_agree() {
        let cgc = parse(&args("-profile arbfp1 -entry frag -o out.fp -DA -DB=2 -Iinc -po NumTemps=4,PosInv -O3 -unroll count=8 -nowarn=7101 x.cg")).unwrap();
        let gnu = parse(&args("--profile=arbfp1 --entry frag --output=out.fp --define A --define=B=2 --include-dir=inc -profileopts NumTemps=4,PosInv -O3 -unroll count=8 -nowarn=7101 x.cg")).unwrap();
        for options in [&cgc, &gnu] {
            assert_eq!(options.profile(), Ok(ProfileRef::builtin("arbfp1")));
            assert_eq!(options.entry, "frag");
            assert_eq!(options.output, Some(PathBuf::from("out.fp")));
            assert_eq!(
                options.defines,
                vec![Define::parse("A"), Define::parse("B=2")]
            );
            assert_eq!(options.include_dirs, vec![PathBuf::from("inc")]);
            assert_eq!(
                options.profile_options,
                vec![
                    ProfileOption {
                        name: "NumTemps".into(),
                        value: Some("4".into())
                    },
                    ProfileOption {
                        name: "PosInv".into(),
                        value: None
                    },
                ]
            );
            assert_eq!(options.optimization_level, 3);
            assert_eq!(options.unroll, Some(Limit::Count(8)));
            assert!(options.nowarn.suppresses(7101) && !options.nowarn.suppresses(7102));
            assert_eq!(options.files, vec![PathBuf::from("x.cg")]);
        }
        // cgc's header echoes everything but the files, -o and -entry.
        assert_eq!(
            cgc.header_args.join(" "),
            "-profile arbfp1 -DA -DB=2 -Iinc -po NumTemps=4,PosInv -O3 -unroll count=8 -nowarn=7101"
        );
    }

    #[test]
    fn posinv_is_the_profile_option_pos_inv() {
        let old = parse(&args("-profile arbvp1 -posinv x.cg")).unwrap();
        let new = parse(&args("-profile arbvp1 -po PosInv x.cg")).unwrap();
        assert_eq!(old.profile_options, new.profile_options);
        assert_eq!(old.header_args.join(" "), "-profile arbvp1 -posinv");
    }

    #[test]
    fn errors_use_cgc_messages() {
        let error = |text: &str| parse(&args(text)).unwrap_err().message;
        let profile_error = |text: &str| parse(&args(text)).unwrap().profile().unwrap_err().message;
        assert_eq!(error("-bogus x.cg"), "bad argument: \"-bogus\"");
        assert_eq!(error("-profile"), "missing profile name after \"-profile\"");
        assert_eq!(
            error("-po"),
            "missing profile options after \"-profileopts\""
        );
        assert_eq!(error("-unroll"), "missing unroll option after \"-unroll\"");
        assert_eq!(error("-O5"), "bad argument: \"-O5\"");
        assert_eq!(error("-nowarn=abc"), "bad argument: \"-nowarn=abc\"");
        assert_eq!(profile_error("-profile fp99"), "unknown profile \"fp99\".");
        assert!(profile_error("-profile fp30").contains("not supported by cgrs"));
    }

    #[test]
    fn the_last_profile_named_counts() {
        // cgc reads the profile when it compiles, the last one named.
        let options = parse(&args("-profile fp99 -profile arbfp1 x.cg")).unwrap();
        assert_eq!(options.profile(), Ok(ProfileRef::builtin("arbfp1")));
        let options = parse(&args("-profile arbfp1 -profile fp99 x.cg")).unwrap();
        assert!(options.profile().is_err());
    }
}
