//! Byte offsets in a document's text ↔ LSP positions (line, UTF-16 column:
//! the encoding every LSP client supports).

use crate::span::SourceFile;
use lsp_types::{Position, Range};

/// The starts of a text's lines, to convert offsets and positions.
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(at, _)| at + 1))
            .collect();
        LineIndex { text, starts }
    }

    /// The index of a source file's text, from the line starts the file
    /// keeps: no pass over a text of 20,000 lines at each keystroke.
    pub fn of_file(file: &'a SourceFile) -> LineIndex<'a> {
        LineIndex {
            text: &file.text,
            starts: file.line_starts().iter().map(|&at| at as usize).collect(),
        }
    }

    /// The position of byte `offset` (clamped to the text, and to a
    /// character boundary).
    pub fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let column: usize = self.text[self.starts[line]..offset]
            .chars()
            .map(char::len_utf16)
            .sum();
        Position::new(line as u32, column as u32)
    }

    pub fn range(&self, range: std::ops::Range<usize>) -> Range {
        Range::new(self.position(range.start), self.position(range.end))
    }

    /// The byte offset of `position`; a position past the end of its line
    /// means the line's end, past the last line the text's end.
    pub fn offset(&self, position: Position) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return self.text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .map_or(self.text.len(), |&next| next - 1);
        let mut units = 0;
        for (at, c) in self.text[start..end].char_indices() {
            if units >= position.character as usize {
                return start + at;
            }
            units += c.len_utf16();
        }
        end
    }
}

/// Applies one `didChange` content change to `text`: a whole new text, or
/// the replacement of a range. `index` is the index of `text` as it is,
/// when the caller has one (else it is made here).
///
/// Returns the bytes a ranged change replaced, `None` for a whole text.
pub fn apply_change(
    text: &mut String,
    index: Option<&LineIndex>,
    change: &lsp_types::TextDocumentContentChangeEvent,
) -> Option<std::ops::Range<usize>> {
    match change.range {
        None => {
            *text = change.text.clone();
            None
        }
        Some(range) => {
            let bytes = |index: &LineIndex| {
                let start = index.offset(range.start);
                start..index.offset(range.end).max(start)
            };
            let old = match index {
                Some(index) => bytes(index),
                None => bytes(&LineIndex::new(text)),
            };
            text.replace_range(old.clone(), &change.text);
            Some(old)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_positions_round_trip_with_utf16_columns() {
        let text = "ab\n\u{e9}x\u{1F600}y\n";
        let index = LineIndex::new(text);
        assert_eq!(index.position(5), Position::new(1, 1)); // after é (2 bytes)
        assert_eq!(index.position(4), Position::new(1, 0)); // inside é: its start
        assert_eq!(index.offset(Position::new(1, 4)), 10); // after 😀 (2 units)
        assert_eq!(index.position(10), Position::new(1, 4));
        assert_eq!(index.offset(Position::new(0, 99)), 2);
        assert_eq!(index.offset(Position::new(9, 0)), text.len());
    }

    #[test]
    fn a_ranged_change_replaces_that_range() {
        let mut text = "float x;\nfloat y;\n".to_string();
        let change = lsp_types::TextDocumentContentChangeEvent {
            range: Some(Range::new(Position::new(1, 6), Position::new(1, 7))),
            range_length: None,
            text: "zz".to_string(),
        };
        apply_change(&mut text, None, &change);
        assert_eq!(text, "float x;\nfloat zz;\n");
    }
}
