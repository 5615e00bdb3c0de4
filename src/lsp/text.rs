//! What the text of a file says around a position, without the compiler:
//! words, whole-word occurrences, and the preprocessor's directive lines
//! (`#define`, `#include`), which never reach the parser.

use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::syntax::preprocess::normalize_path;

pub fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The word (identifier) around `offset` (an offset inside a character
/// counts as that character's start).
pub fn word_at(text: &str, offset: usize) -> Option<(usize, &str)> {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    // After the last character before `offset` that is not part of a word,
    // which may be several bytes long.
    let start = text[..offset]
        .char_indices()
        .rev()
        .find(|&(_, c)| !is_word_char(c))
        .map_or(0, |(at, c)| at + c.len_utf8());
    let end = text[offset..]
        .find(|c: char| !is_word_char(c))
        .map_or(text.len(), |at| offset + at);
    (start < end).then(|| (start, &text[start..end]))
}

/// The ranges of `text` where `name` stands as a whole word.
pub fn whole_words<'a>(text: &'a str, name: &'a str) -> impl Iterator<Item = Range<usize>> + 'a {
    text.match_indices(name)
        .map(|(at, _)| at..at + name.len())
        .filter(move |range| {
            let before = text[..range.start].chars().next_back();
            let after = text[range.end..].chars().next();
            !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
        })
}

/// Where `name` stands as a whole word inside `range` of `text`: its first
/// occurrence, or its last with `last`. `None` when the range (a macro's
/// use standing for its expansion, say) does not hold it.
pub fn name_in(text: &str, range: Range<usize>, name: &str, last: bool) -> Option<Range<usize>> {
    let inside = text.get(range.clone())?;
    let mut found = whole_words(inside, name);
    let hit = if last { found.last() } else { found.next() }?;
    Some(range.start + hit.start..range.start + hit.end)
}

/// The line of `text` holding `offset`, as the range of its bytes (without
/// its line break).
pub fn line_around(text: &str, offset: usize) -> Range<usize> {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    let end = text[start..].find('\n').map_or(text.len(), |at| start + at);
    start..end
}

/// A preprocessor directive line: its name (`define`, `include`, ...) and
/// the range of the text after the name, relative to the line.
pub fn directive(line: &str) -> Option<(&str, Range<usize>)> {
    let after_hash = line.trim_start().strip_prefix('#')?;
    let name_start = line.len() - after_hash.trim_start().len();
    let name_len = line[name_start..]
        .find(|c: char| !is_word_char(c))
        .unwrap_or(line.len() - name_start);
    let name_end = name_start + name_len;
    Some((&line[name_start..name_end], name_end..line.len()))
}

/// The range (relative to the line) of the file name an `#include` line
/// names, between its quotes or angle brackets.
pub fn included_name(line: &str) -> Option<Range<usize>> {
    let (name, rest) = directive(line)?;
    if name != "include" {
        return None;
    }
    let text = &line[rest.clone()];
    let open = text.find(['"', '<'])?;
    let close = if text.as_bytes()[open] == b'"' {
        '"'
    } else {
        '>'
    };
    let start = rest.start + open + 1;
    let length = line[start..].find(close)?;
    Some(start..start + length)
}

/// Where the preprocessor finds `name`: beside the including file, then in
/// the include directories; the first that is a file, made absolute.
pub fn resolve_include(
    name: &str,
    dir: Option<&Path>,
    include_dirs: &[PathBuf],
) -> Option<PathBuf> {
    let candidates = dir
        .into_iter()
        .chain(include_dirs.iter().map(PathBuf::as_path));
    let path = candidates
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())?;
    Some(normalize_path(&std::path::absolute(path).ok()?))
}

/// Each `#include` line of `text`: the range of the name it includes.
pub fn include_lines(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut at = 0;
    text.split_inclusive('\n').filter_map(move |line| {
        let start = at;
        at += line.len();
        let name = included_name(line)?;
        Some(start + name.start..start + name.end)
    })
}

/// Each directive line of `text` as (directive name, absolute range of the
/// rest of the line).
pub fn directive_lines(text: &str) -> impl Iterator<Item = (&str, Range<usize>)> + '_ {
    let mut at = 0;
    text.split_inclusive('\n').filter_map(move |line| {
        let start = at;
        at += line.len();
        let line = line.trim_end_matches(['\n', '\r']);
        let (name, rest) = directive(line)?;
        Some((name, start + rest.start..start + rest.end))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_end_at_characters_of_several_bytes() {
        let text = "// cgrs: -profile aréelper(x";
        let at = text.find("elper").unwrap() + 2;
        assert_eq!(word_at(text, at), Some((at - 2, "elper")));
        // An offset inside `é` counts as its start, before the word.
        assert_eq!(word_at(text, text.find('é').unwrap() + 1), Some((18, "ar")));
    }

    #[test]
    fn names_are_found_as_whole_words_only() {
        let text = "float xx = x + x_1 + x;";
        let all: Vec<_> = whole_words(text, "x").collect();
        assert_eq!(all, [11..12, 21..22]);
        assert_eq!(name_in(text, 0..text.len(), "x", true), Some(21..22));
        assert_eq!(name_in(text, 0..5, "x", false), None);
    }

    #[test]
    fn directives_and_included_names() {
        assert_eq!(directive("  #  define A 1"), Some(("define", 11..15)));
        assert_eq!(directive("float a;"), None);
        let line = "#include \"common.cgh\"";
        assert_eq!(&line[included_name(line).unwrap()], "common.cgh");
        let line = "# include <sys/x.h> // why";
        assert_eq!(&line[included_name(line).unwrap()], "sys/x.h");
        assert_eq!(included_name("#define include \"x\""), None);
        let text = "a\n#include \"b.h\"\n#define Z\n";
        let names: Vec<_> = include_lines(text).map(|r| &text[r]).collect();
        assert_eq!(names, ["b.h"]);
        let lines: Vec<_> = directive_lines(text).collect();
        assert_eq!(lines, [("include", 10..16), ("define", 24..26)]);
    }
}
