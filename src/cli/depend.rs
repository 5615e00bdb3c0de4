//! `-M`, `-MD` and friends: the make rule naming the files a shader was built
//! from, in cgc's form (`s.asm: s.cg ./inc/a.h inc/b.h`, one line, files as
//! the preprocessor found them).
//!
//! The default target is the `-o` file, else the input with extension
//! `.asm`; `-MD` writes the rule to the `-MF` file, else the `-o` file or the
//! input with extension `.d`.

use std::path::{Path, PathBuf};

use crate::invocation::options::{DependencyMode, Options};
use crate::span::SourceMap;
use crate::syntax::preprocess::Preprocessed;

/// The rule for `input`, ending with a newline; with `-MP` followed by an
/// empty rule for every included file, as gcc writes them (cgc 3.1 drops the
/// first character of those names, which make then cannot match).
pub fn rule(
    options: &Options,
    input: &Path,
    sources: &SourceMap,
    preprocessed: &Preprocessed,
) -> String {
    let targets = if options.dependencies.targets.is_empty() {
        vec![default_target(options, input)]
    } else {
        options.dependencies.targets.clone()
    };
    let included: Vec<&str> = preprocessed
        .included
        .iter()
        .map(|&file| sources.get(file).name.as_str())
        .chain(preprocessed.missing_includes.iter().map(String::as_str))
        .collect();
    let mut text = format!("{}: {}", targets.join(" "), input.display());
    for name in &included {
        text.push(' ');
        text.push_str(name);
    }
    text.push('\n');
    if options.dependencies.phony_targets {
        for name in &included {
            text.push_str(&format!("\n{name}:\n"));
        }
    }
    text
}

/// Where `-MD` writes the rule; `None` when the rule goes to stdout (`-M`
/// without `-MF`).
pub fn rule_file(options: &Options, input: &Path) -> Option<PathBuf> {
    if let Some(file) = &options.dependencies.file {
        return Some(file.clone());
    }
    match options.dependencies.mode? {
        DependencyMode::Only => None,
        DependencyMode::WithCompile => Some(
            options
                .output
                .as_deref()
                .unwrap_or(input)
                .with_extension("d"),
        ),
    }
}

fn default_target(options: &Options, input: &Path) -> String {
    match &options.output {
        Some(output) => output.display().to_string(),
        None => input.with_extension("asm").display().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invocation::options::parse;

    fn options(text: &str) -> Options {
        let args: Vec<String> = text.split_whitespace().map(String::from).collect();
        parse(&args).expect("valid options")
    }

    /// Targets and `.d` files as cgc names them (probed with cgc 3.1).
    #[test]
    fn targets_and_rule_files_follow_cgc() {
        let input = Path::new("dep/s.cg");
        assert_eq!(default_target(&options("-M"), input), "dep/s.asm");
        assert_eq!(default_target(&options("-M -o out.fp"), input), "out.fp");
        assert_eq!(rule_file(&options("-M"), input), None);
        assert_eq!(
            rule_file(&options("-MD"), input),
            Some(PathBuf::from("dep/s.d"))
        );
        assert_eq!(
            rule_file(&options("-MD -o x.fp"), input),
            Some(PathBuf::from("x.d"))
        );
        assert_eq!(
            rule_file(&options("-M -MF my.d"), input),
            Some(PathBuf::from("my.d"))
        );
        assert_eq!(options("-MQ t$g -MT a").dependencies.targets, ["t$$g", "a"]);
    }
}
