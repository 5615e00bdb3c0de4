//! Source positions.
//!
//! Every token, AST node and diagnostic points back into the user's text with a
//! [`Span`]: a file and a byte range in it. Files are registered in a [`SourceMap`],
//! which owns their text and answers line/column questions for diagnostics.
//!
//! Spans are byte offsets (not characters) because that is what the lexer sees and
//! what ariadne is configured to read (`IndexType::Byte`).

use std::ops::Range;
use std::path::{Path, PathBuf};

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

impl FileId {
    /// The file of the library's own text (`stdlib/`): no [`SourceMap`] of a
    /// compilation holds it, so library spans never reach the user.
    pub const LIBRARY: FileId = FileId(u32::MAX);
}

/// A byte range `start..end` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, range: Range<usize>) -> Span {
        Span {
            file,
            start: range.start as u32,
            end: range.end as u32,
        }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The smallest span covering both; `other` must be in the same file (if not,
    /// `self` is returned unchanged, which keeps diagnostics pointing somewhere real).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// Its first character: a token that begins it (a keyword, the next
    /// statement's first token).
    pub fn first_char(self) -> Span {
        Span {
            end: self.start + 1,
            ..self
        }
    }

    /// Its last character: a token that ends it (`;`, a closing brace).
    pub fn last_char(self) -> Span {
        Span {
            start: self.end.saturating_sub(1),
            ..self
        }
    }

    /// This span moved by `delta` bytes (used to rebase item-relative spans).
    pub fn shifted(self, delta: i64) -> Span {
        Span {
            file: self.file,
            start: (self.start as i64 + delta).max(0) as u32,
            end: (self.end as i64 + delta).max(0) as u32,
        }
    }
}

/// One source file: its name as it should be printed and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// The name used in diagnostics (`file(line) : error ...`), as given on the
    /// command line or as written in the `#include`.
    pub name: String,
    /// The path on disk, when the file came from disk (used to resolve
    /// `#include "..."` relative to the including file).
    pub path: Option<PathBuf>,
    pub text: String,
    /// Byte offset of the start of every line, for line/column look-ups.
    line_starts: Vec<u32>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, path: Option<PathBuf>, text: impl Into<String>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        for (offset, byte) in text.bytes().enumerate() {
            if byte == b'\n' {
                line_starts.push(offset as u32 + 1);
            }
        }
        SourceFile {
            name: name.into(),
            path,
            text,
            line_starts,
        }
    }

    /// Replaces the bytes `old` of the text by `inserted`, moving the line
    /// starts after them rather than finding every one again (the language
    /// server's keystroke in a file of 20,000 lines).
    pub fn edit(&mut self, old: Range<usize>, inserted: &str) {
        self.text.replace_range(old.clone(), inserted);
        let delta = inserted.len() as i64 - old.len() as i64;
        // A line starts after a line break: the starts in `old.start + 1
        // ..= old.end` follow the breaks replaced.
        let kept = self
            .line_starts
            .partition_point(|&s| s as usize <= old.start);
        let moved = self.line_starts.partition_point(|&s| s as usize <= old.end);
        let new_starts = inserted
            .bytes()
            .enumerate()
            .filter(|&(_, byte)| byte == b'\n')
            .map(|(at, _)| (old.start + at + 1) as u32);
        let replaced: Vec<u32> = new_starts
            .chain(
                self.line_starts[moved..]
                    .iter()
                    .map(|&s| (s as i64 + delta) as u32),
            )
            .collect();
        self.line_starts.truncate(kept);
        self.line_starts.extend(replaced);
    }

    /// The byte offset of the start of every line.
    pub fn line_starts(&self) -> &[u32] {
        &self.line_starts
    }

    /// 1-based line and column (column in bytes) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(index) => index,
            Err(index) => index - 1,
        };
        (
            line_index as u32 + 1,
            offset - self.line_starts[line_index] + 1,
        )
    }

    /// How many lines the text has, as `str::lines` counts them (a last line
    /// without a terminator counts), from the line table rather than a scan.
    pub fn line_count(&self) -> usize {
        let unterminated = !self.text.is_empty() && !self.text.ends_with('\n');
        self.line_starts.len() - 1 + usize::from(unterminated)
    }

    /// The text of 1-based line `line`, without its line terminator.
    pub fn line_text(&self, line: u32) -> &str {
        let index = (line as usize).saturating_sub(1);
        let Some(&start) = self.line_starts.get(index) else {
            return "";
        };
        let end = self
            .line_starts
            .get(index + 1)
            .map(|&next| next as usize)
            .unwrap_or(self.text.len());
        self.text[start as usize..end].trim_end_matches(['\n', '\r'])
    }
}

/// All files of one compilation: the main file and everything it includes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }

    /// Adds a file by name and text (no path on disk).
    pub fn add_text(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.add(SourceFile::new(name, None, text))
    }

    /// Reads a file from disk and adds it.
    pub fn load(&mut self, path: &Path) -> std::io::Result<FileId> {
        let text = read_source_text(path)?;
        Ok(self.add(SourceFile::new(
            path.display().to_string(),
            Some(path.to_path_buf()),
            text,
        )))
    }

    pub fn get(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// The file `id`, if this map has it.
    pub fn try_get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    pub fn get_mut(&mut self, id: FileId) -> &mut SourceFile {
        &mut self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(index, file)| (FileId(index as u32), file))
    }

    /// Finds an already loaded file by its path on disk.
    pub fn find_path(&self, path: &Path) -> Option<FileId> {
        self.files()
            .find(|(_, file)| file.path.as_deref() == Some(path))
            .map(|(id, _)| id)
    }

    /// 1-based line of the start of `span`.
    pub fn line(&self, span: Span) -> u32 {
        self.get(span.file).line_col(span.start).0
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.get(span.file).text;
        let end = (span.end as usize).min(text.len());
        let start = (span.start as usize).min(end);
        &text[start..end]
    }
}

/// The largest source file read (main or `#include`d), far above any real
/// shader: a bound on the memory and time one file can ask for.
pub const MAX_SOURCE_FILE_BYTES: u64 = 16 << 20;

/// Reads a source file: only a regular file (not `/dev/zero`, a pipe or a
/// directory) of at most [`MAX_SOURCE_FILE_BYTES`].
pub fn read_source_file(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    let mut bytes = Vec::with_capacity(metadata.len().min(MAX_SOURCE_FILE_BYTES) as usize);
    // The file may grow after `metadata`: read at most one byte past the bound.
    file.take(MAX_SOURCE_FILE_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_SOURCE_FILE_BYTES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("larger than {MAX_SOURCE_FILE_BYTES} bytes"),
        ));
    }
    Ok(bytes)
}

/// Reads a source file ([`read_source_file`]) as text: bytes that are not
/// UTF-8 (a Latin-1 comment, as old shaders have) become U+FFFD.
pub fn read_source_text(path: &Path) -> std::io::Result<String> {
    read_source_file(path).map(decode_source)
}

/// The text of a source file's bytes, each invalid UTF-8 sequence replaced
/// by U+FFFD as `String::from_utf8_lossy` does, but validating with
/// `str::from_utf8`, whose ASCII fast path runs many times faster than the
/// chunk iterator `from_utf8_lossy` walks (a 50 KB file with a few Latin-1
/// bytes: 2% of its whole compile). Valid text is moved, not copied.
pub fn decode_source(bytes: Vec<u8>) -> String {
    let bytes = match String::from_utf8(bytes) {
        Ok(text) => return text,
        Err(error) => error.into_bytes(),
    };
    let mut text = String::with_capacity(bytes.len() + 16);
    let mut rest = &bytes[..];
    loop {
        match std::str::from_utf8(rest) {
            Ok(valid) => {
                text.push_str(valid);
                return text;
            }
            Err(error) => {
                let (valid, after) = rest.split_at(error.valid_up_to());
                // Validated again (it cannot fail), rather than trusted
                // with `unsafe`: each byte is read twice at most.
                text.push_str(std::str::from_utf8(valid).unwrap_or_default());
                text.push(char::REPLACEMENT_CHARACTER);
                let invalid = error.error_len().unwrap_or(after.len());
                rest = &after[invalid..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_bytes_decode_as_from_utf8_lossy_does() {
        let cases: [&[u8]; 6] = [
            b"float4 main() : COLOR { return 1; }",
            b"// caf\xe9 au lait\nfloat x;",
            b"\xff\xfe",
            b"tail \xe2\x82",
            b"\xe2\x82 \xf0\x9f\x98\x80 \xc3",
            b"",
        ];
        for bytes in cases {
            assert_eq!(
                decode_source(bytes.to_vec()),
                String::from_utf8_lossy(bytes),
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn line_and_column_of_offsets() {
        let file = SourceFile::new("a.cg", None, "ab\ncd\n\nef");
        assert_eq!(file.line_col(0), (1, 1));
        assert_eq!(file.line_col(1), (1, 2));
        assert_eq!(file.line_col(3), (2, 1));
        assert_eq!(file.line_col(6), (3, 1));
        assert_eq!(file.line_col(7), (4, 1));
        assert_eq!(file.line_text(2), "cd");
        assert_eq!(file.line_text(3), "");
        assert_eq!(file.line_text(4), "ef");
    }

    #[test]
    fn line_count_is_what_str_lines_counts() {
        for text in [
            "", "a", "a\n", "a\nb", "\n", "\r\n", "a\r", "\n\n", "a\n\nb\n",
        ] {
            let file = SourceFile::new("a.cg", None, text);
            assert_eq!(file.line_count(), text.lines().count(), "{text:?}");
        }
    }
}
