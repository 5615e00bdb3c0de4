//! The IR as text: [`Program`]'s `Display` writes everything a program holds,
//! and [`parse`] reads it back, so that `parse(&program.to_string())` equals
//! `program`. Tests state optimizer and back-end inputs and expectations in
//! this form instead of building instructions by hand.
//!
//! # Grammar
//!
//! One item per line; `#` starts a comment (outside a quoted string), blank
//! lines are ignored. The header comes first, then the blocks in order.
//!
//! ```text
//! program     = "stage" ("vertex" | "fragment")
//!               ["temps" COUNT]                  (default: 1 + the highest tN used)
//!               ["selects" "condition_codes"]    (Program::selects_with_condition_codes)
//!               ["reads" "limited"]              (Program::reads_limited)
//!               ["saturates"]                    (Program::saturates)
//!               ["folded_kills" COUNT]           (Program::folded_kills, default 0)
//!               declaration*
//!               block*
//! declaration = "input"   "in" N  STRING         (the semantic, quoted)
//!             | "uniform" "u" N   "rows" COUNT ["element_rows" COUNT]
//!             | "sampler" "s" N   TARGET
//!             | "literal" "lit" N "(" FLOAT "," FLOAT "," FLOAT "," FLOAT ")"
//!             | "output"  "out" N STRING
//!             | "debugged" operand          (Program::debugged, in order)
//! block       = "b" N ":" instruction* terminator
//! instruction = MNEMONIC ["_SAT"] ["(" dest ")"] [field ("," field)*] ";"
//! terminator  = "return" | "jump" "b" N | "branch" operand "?" "b" N ":" "b" N
//!
//! fields      = dest-slot operand* [sampler-ref TARGET]   (comma-separated)
//! dest-slot   = dest | "_"             for every opcode but KIL and ARL
//!             | "A0.x"                 ARL (the address register's x)
//!             | "A0"                   vector ARL (VP2.0's four-component A0)
//!                                      (KIL has no destination slot)
//! dest        = ("t" N | "out" N) ["." MASK]     (MASK: "x", "xz", ... in order)
//! operand     = ["-"] ["|"] source [SWIZZLE] ["|"]     (-|v| : abs, then negate)
//! source      = "t" N | "in" N | "lit" N | "u" N "[" ROW "]"
//!             | "u" N "[" "A0." COMPONENT ("+" | "-") OFFSET "]"
//! SWIZZLE     = "." one letter (replicated) | "." four letters; none = .xyzw
//! sampler-ref = "s" N
//! TARGET      = 1D | 2D | 3D | CUBE | RECT | SHADOW1D | SHADOW2D | SHADOWRECT
//! FLOAT       = Rust's shortest round-trip spelling, inf, NaN, or
//!               NaN(0xBITS) for a NaN other than the canonical one
//! ```
//!
//! Every declaration kind is numbered from 0 in the order written (`in0`,
//! `in1`, ...), and block labels likewise (`b0`, `b1`, ...): the names are the
//! indices, written out so a reader can follow the references. A reference to
//! an undeclared item, temporary or block is an error. A destination present
//! where the opcode has none (`KIL`, `ARL`) or absent where it has one — no
//! pass produces either — is written `KIL(t0.x) -t1;` and `MOV _, t1;`.
//!
//! # Example
//!
//! ```text
//! stage fragment
//! temps 1
//! input in0 "TEXCOORD0"
//! uniform u0 rows 1
//! sampler s0 2D
//! literal lit0 (0.5, 0.0, 0.0, 0.0)
//! output out0 "COLOR"
//! b0:
//!   TEX t0, in0, s0, 2D;
//!   MAD_SAT out0.xyz, t0, u0[0], -lit0.x;
//!   return
//! ```
//!
//! Errors carry the 1-based line number; malformed input never panics.

use super::{
    Block, BlockId, Dest, DestReg, Input, InputId, Inst, LiteralId, Opcode, Operand, Output,
    OutputId, Program, Sampler, SamplerId, Source, Stage, Swizzle, Terminator, TextureRef,
    TextureTarget, Uniform, UniformId, VReg, WriteMask,
};
use smallvec::SmallVec;
use std::fmt;

const TEXTURE_TARGETS: [TextureTarget; 8] = [
    TextureTarget::Tex1D,
    TextureTarget::Tex2D,
    TextureTarget::Tex3D,
    TextureTarget::Cube,
    TextureTarget::Rect,
    TextureTarget::Shadow1D,
    TextureTarget::Shadow2D,
    TextureTarget::ShadowRect,
];

const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Vertex => "vertex",
        Stage::Fragment => "fragment",
    }
}

// ---------------------------------------------------------------- printing

/// The shortest spelling that reads back as the same bits.
struct Float(f32);

impl fmt::Display for Float {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.0;
        if value.is_nan() && value.to_bits() != f32::NAN.to_bits() {
            write!(f, "NaN({:#010x})", value.to_bits())
        } else {
            write!(f, "{value:?}")
        }
    }
}

struct DestText(Dest);

impl fmt::Display for DestText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.reg {
            DestReg::Temp(reg) => write!(f, "t{}", reg.0)?,
            DestReg::Output(id) => write!(f, "out{}", id.0)?,
        }
        write!(f, "{}", self.0.mask)
    }
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.negate {
            write!(f, "-")?;
        }
        if self.abs {
            write!(f, "|")?;
        }
        match self.source {
            Source::Temp(reg) => write!(f, "t{}", reg.0)?,
            Source::Input(id) => write!(f, "in{}", id.0)?,
            Source::Uniform(id, row) => write!(f, "u{}[{row}]", id.0)?,
            Source::UniformRelative(id, offset, c) => {
                let component = COMPONENTS.get(c as usize).copied().unwrap_or('?');
                write!(f, "u{}[A0.{component}{offset:+}]", id.0)?
            }
            Source::Literal(id) => write!(f, "lit{}", id.0)?,
        }
        write!(f, "{}", self.swizzle)?;
        if self.abs {
            write!(f, "|")?;
        }
        Ok(())
    }
}

/// `KIL` and the `ARL`s normally have no destination; every other opcode has one.
fn has_destination_slot(op: Opcode) -> bool {
    !matches!(op, Opcode::Kil | Opcode::Arl | Opcode::ArlVector)
}

impl fmt::Display for Inst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.op.mnemonic())?;
        if self.dest.is_some_and(|d| d.saturate) {
            write!(f, "_SAT")?;
        }
        let mut fields = Vec::new();
        match (has_destination_slot(self.op), self.dest) {
            (true, Some(dest)) => fields.push(DestText(dest).to_string()),
            (true, None) => fields.push("_".to_string()),
            (false, Some(dest)) => write!(f, "({})", DestText(dest))?,
            (false, None) => {}
        }
        match self.op {
            Opcode::Arl => fields.push("A0.x".to_string()),
            Opcode::ArlVector => fields.push("A0".to_string()),
            _ => {}
        }
        fields.extend(self.operands.iter().map(Operand::to_string));
        if let Some(texture) = self.texture {
            fields.push(format!("s{}", texture.sampler.0));
            fields.push(texture.target.arb_name().to_string());
        }
        if !fields.is_empty() {
            write!(f, " {}", fields.join(", "))?;
        }
        write!(f, ";")
    }
}

impl fmt::Display for Terminator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Terminator::Return => write!(f, "return"),
            Terminator::Jump(target) => write!(f, "jump b{}", target.0),
            Terminator::Branch {
                condition,
                if_true,
                if_false,
            } => write!(f, "branch {condition} ? b{} : b{}", if_true.0, if_false.0),
        }
    }
}

impl fmt::Display for Program {
    /// The text [`parse`] reads: the header, then each block with its terminator.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "stage {}", stage_name(self.stage))?;
        writeln!(f, "temps {}", self.vreg_count)?;
        if self.selects_with_condition_codes {
            writeln!(f, "selects condition_codes")?;
        }
        if self.reads_limited {
            writeln!(f, "reads limited")?;
        }
        if self.saturates {
            writeln!(f, "saturates")?;
        }
        if self.folded_kills != 0 {
            writeln!(f, "folded_kills {}", self.folded_kills)?;
        }
        for (index, input) in self.inputs.iter().enumerate() {
            writeln!(f, "input in{index} {:?}", input.semantic)?;
        }
        for (index, uniform) in self.uniforms.iter().enumerate() {
            write!(f, "uniform u{index} rows {}", uniform.rows)?;
            if uniform.element_rows > 1 {
                write!(f, " element_rows {}", uniform.element_rows)?;
            }
            writeln!(f)?;
        }
        for (index, sampler) in self.samplers.iter().enumerate() {
            writeln!(f, "sampler s{index} {}", sampler.target.arb_name())?;
        }
        for (index, values) in self.literals.iter().enumerate() {
            let [x, y, z, w] = values.map(Float);
            writeln!(f, "literal lit{index} ({x}, {y}, {z}, {w})")?;
        }
        for (index, output) in self.outputs.iter().enumerate() {
            writeln!(f, "output out{index} {:?}", output.semantic)?;
        }
        for operand in &self.debugged {
            writeln!(f, "debugged {operand}")?;
        }
        for (index, block) in self.blocks.iter().enumerate() {
            writeln!(f, "b{index}:")?;
            for inst in &block.insts {
                writeln!(f, "  {inst}")?;
            }
            writeln!(f, "  {}", block.terminator)?;
        }
        Ok(())
    }
}

// ----------------------------------------------------------------- parsing

/// Why a text is not a program, and on which line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Reads a program written in the format above.
pub fn parse(text: &str) -> Result<Program, ParseError> {
    let mut parser = ProgramParser::default();
    for (index, line) in text.lines().enumerate() {
        let tokens = tokenize(line, index + 1)?;
        if !tokens.is_empty() {
            parser.line(Cursor::new(tokens, index + 1))?;
        }
    }
    parser.finish(text.lines().count().max(1))
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// A name, a keyword or a number: letters, digits, `_` (and `.`, `+`, `-`
    /// inside a number such as `1.5e-3`).
    Word(String),
    Str(String),
    Punct(char),
}

fn error<T>(line: usize, message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError {
        line,
        message: message.into(),
    })
}

fn tokenize(line: &str, number: usize) -> Result<Vec<Token>, ParseError> {
    let mut tokens = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c == '#' {
            break;
        }
        if c.is_whitespace() {
            chars.next();
        } else if c == '"' {
            chars.next();
            tokens.push(Token::Str(string_literal(&mut chars, number)?));
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let end = word_end(line, start);
            tokens.push(Token::Word(line[start..end].to_string()));
            while chars.peek().is_some_and(|&(i, _)| i < end) {
                chars.next();
            }
        } else if "()[]{},;:.?|+-".contains(c) {
            chars.next();
            tokens.push(Token::Punct(c));
        } else {
            return error(number, format!("unexpected character {c:?}"));
        }
    }
    Ok(tokens)
}

/// Where the word starting at `start` ends. A word that starts with a digit
/// is a number and may hold `.` and an exponent's sign (not after `0x`).
fn word_end(line: &str, start: usize) -> usize {
    let bytes = line.as_bytes();
    let numeric = bytes[start].is_ascii_digit();
    let hex = numeric && line[start..].starts_with("0x");
    let mut end = start;
    while end < bytes.len() {
        let b = bytes[end];
        let exponent_sign =
            numeric && !hex && (b == b'+' || b == b'-') && matches!(bytes[end - 1], b'e' | b'E');
        if b.is_ascii_alphanumeric() || b == b'_' || (numeric && b == b'.') || exponent_sign {
            end += 1;
        } else {
            break;
        }
    }
    end
}

/// The rest of a `"..."` string (the opening quote consumed), with the escapes
/// Rust's `{:?}` writes.
fn string_literal(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    line: usize,
) -> Result<String, ParseError> {
    let mut value = String::new();
    while let Some((_, c)) = chars.next() {
        match c {
            '"' => return Ok(value),
            '\\' => value.push(escape(chars, line)?),
            _ => value.push(c),
        }
    }
    error(line, "unterminated string")
}

fn escape(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    line: usize,
) -> Result<char, ParseError> {
    let Some((_, c)) = chars.next() else {
        return error(line, "unterminated string");
    };
    Ok(match c {
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        '0' => '\0',
        '\\' | '"' | '\'' => c,
        'u' => {
            if chars.next().map(|(_, c)| c) != Some('{') {
                return error(line, "expected `{` after `\\u`");
            }
            let mut digits = String::new();
            for (_, c) in chars.by_ref() {
                if c == '}' {
                    break;
                }
                digits.push(c);
            }
            u32::from_str_radix(&digits, 16)
                .ok()
                .and_then(char::from_u32)
                .map_or_else(|| error(line, format!("bad escape \\u{{{digits}}}")), Ok)?
        }
        _ => return error(line, format!("unknown escape \\{c}")),
    })
}

/// The tokens of one line, read front to back.
struct Cursor {
    tokens: Vec<Token>,
    at: usize,
    line: usize,
}

impl Cursor {
    fn new(tokens: Vec<Token>, line: usize) -> Cursor {
        Cursor {
            tokens,
            at: 0,
            line,
        }
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.at).cloned();
        self.at += 1;
        token
    }

    fn fail<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        error(self.line, message)
    }

    /// What the next token is, for messages.
    fn describe_next(&self) -> String {
        match self.peek() {
            None => "the end of the line".to_string(),
            Some(Token::Word(w)) => format!("`{w}`"),
            Some(Token::Str(s)) => format!("{s:?}"),
            Some(Token::Punct(c)) => format!("`{c}`"),
        }
    }

    fn at_punct(&self, c: char) -> bool {
        self.peek() == Some(&Token::Punct(c))
    }

    fn eat_punct(&mut self, c: char) -> bool {
        let found = self.at_punct(c);
        if found {
            self.at += 1;
        }
        found
    }

    fn expect_punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.fail(format!("expected `{c}`, found {}", self.describe_next()))
        }
    }

    fn word(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek() {
            Some(Token::Word(w)) => {
                let w = w.clone();
                self.at += 1;
                Ok(w)
            }
            _ => self.fail(format!("expected {what}, found {}", self.describe_next())),
        }
    }

    fn keyword(&mut self, keyword: &str) -> Result<(), ParseError> {
        match self.peek() {
            Some(Token::Word(w)) if w == keyword => {
                self.at += 1;
                Ok(())
            }
            _ => self.fail(format!(
                "expected `{keyword}`, found {}",
                self.describe_next()
            )),
        }
    }

    fn string(&mut self, what: &str) -> Result<String, ParseError> {
        match self.next() {
            Some(Token::Str(s)) => Ok(s),
            _ => {
                self.at -= 1;
                self.fail(format!("expected {what}, found {}", self.describe_next()))
            }
        }
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ParseError> {
        let word = self.word(what)?;
        word.parse().map_or_else(
            |_| self.fail(format!("expected {what}, found `{word}`")),
            Ok,
        )
    }

    /// A name such as `in3`: `prefix` then an index.
    fn indexed(&mut self, prefix: &str) -> Result<u32, ParseError> {
        let word = self.word(&format!("`{prefix}N`"))?;
        split_name(&word)
            .filter(|(p, _)| *p == prefix)
            .map(|(_, index)| index)
            .map_or_else(
                || self.fail(format!("expected `{prefix}N`, found `{word}`")),
                Ok,
            )
    }

    fn end(&self) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => self.fail(format!("unexpected {}", self.describe_next())),
        }
    }
}

/// `lit12` → `("lit", 12)`.
fn split_name(word: &str) -> Option<(&str, u32)> {
    let digits = word.find(|c: char| c.is_ascii_digit())?;
    let (prefix, index) = word.split_at(digits);
    if index.len() > 1 && index.starts_with('0') {
        return None;
    }
    Some((prefix, index.parse().ok()?))
}

/// A reference checked once the whole text is read.
enum Pending {
    Block(BlockId),
    Temp(VReg),
}

#[derive(Default)]
struct ProgramParser {
    stage: Option<Stage>,
    temps: Option<u32>,
    selects_with_condition_codes: bool,
    reads_limited: bool,
    saturates: bool,
    folded_kills: Option<u32>,
    inputs: Vec<Input>,
    uniforms: Vec<Uniform>,
    samplers: Vec<Sampler>,
    literals: Vec<[f32; 4]>,
    outputs: Vec<Output>,
    debugged: Vec<Operand>,
    blocks: Vec<Block>,
    /// The block being read: its instructions (its terminator ends it).
    open: Option<Vec<Inst>>,
    pending: Vec<(usize, Pending)>,
}

impl ProgramParser {
    fn line(&mut self, mut cursor: Cursor) -> Result<(), ParseError> {
        let first = match cursor.peek() {
            Some(Token::Word(w)) => w.clone(),
            _ => return cursor.fail(format!("unexpected {}", cursor.describe_next())),
        };
        match first.as_str() {
            "stage" | "temps" | "selects" | "reads" | "saturates" | "folded_kills" | "input"
            | "uniform" | "sampler" | "literal" | "output" | "debugged" => {
                if self.stage.is_none() && first != "stage" {
                    return cursor.fail("the program must start with `stage vertex|fragment`");
                }
                if !self.blocks.is_empty() || self.open.is_some() {
                    return cursor.fail(format!("`{first}` after the first block"));
                }
                cursor.at += 1;
                self.declaration(&first, &mut cursor)?;
            }
            "return" | "jump" | "branch" => self.terminator(&mut cursor)?,
            _ if cursor.tokens.get(1) == Some(&Token::Punct(':')) => self.label(&mut cursor)?,
            _ => {
                let inst = self.instruction(&mut cursor)?;
                match self.open.as_mut() {
                    Some(insts) => insts.push(inst),
                    None => return cursor.fail("instruction outside a block (no `bN:` before)"),
                }
            }
        }
        cursor.end()
    }

    fn declaration(&mut self, keyword: &str, cursor: &mut Cursor) -> Result<(), ParseError> {
        match keyword {
            "stage" => {
                if self.stage.is_some() {
                    return cursor.fail("a second `stage` line");
                }
                self.stage = Some(match cursor.word("`vertex` or `fragment`")?.as_str() {
                    "vertex" => Stage::Vertex,
                    "fragment" => Stage::Fragment,
                    other => return cursor.fail(format!("unknown stage `{other}`")),
                });
            }
            "temps" => {
                if self.temps.is_some() {
                    return cursor.fail("a second `temps` line");
                }
                self.temps = Some(cursor.number("a temporary count")?);
            }
            "selects" => {
                if self.selects_with_condition_codes {
                    return cursor.fail("a second `selects` line");
                }
                cursor.keyword("condition_codes")?;
                self.selects_with_condition_codes = true;
            }
            "reads" => {
                if self.reads_limited {
                    return cursor.fail("a second `reads` line");
                }
                cursor.keyword("limited")?;
                self.reads_limited = true;
            }
            "saturates" => {
                if self.saturates {
                    return cursor.fail("a second `saturates` line");
                }
                self.saturates = true;
            }
            "debugged" => {
                let operand = self.operand(cursor)?;
                self.debugged.push(operand);
            }
            "folded_kills" => {
                if self.folded_kills.is_some() {
                    return cursor.fail("a second `folded_kills` line");
                }
                self.folded_kills = Some(cursor.number("a kill count")?);
            }
            "input" => {
                self.expect_next_index(cursor, "in", self.inputs.len())?;
                let semantic = cursor.string("a quoted semantic")?;
                self.inputs.push(Input { semantic });
            }
            "uniform" => {
                self.expect_next_index(cursor, "u", self.uniforms.len())?;
                cursor.keyword("rows")?;
                let rows = cursor.number("a row count")?;
                let element_rows = if cursor.peek().is_some() {
                    cursor.keyword("element_rows")?;
                    cursor.number("a row count")?
                } else {
                    1
                };
                self.uniforms.push(Uniform { rows, element_rows });
            }
            "sampler" => {
                self.expect_next_index(cursor, "s", self.samplers.len())?;
                let target = texture_target(cursor)?;
                self.samplers.push(Sampler { target });
            }
            "literal" => {
                self.expect_next_index(cursor, "lit", self.literals.len())?;
                let values = literal_values(cursor)?;
                self.literals.push(values);
            }
            _ => {
                self.expect_next_index(cursor, "out", self.outputs.len())?;
                let semantic = cursor.string("a quoted semantic")?;
                self.outputs.push(Output { semantic });
            }
        }
        Ok(())
    }

    fn expect_next_index(
        &self,
        cursor: &mut Cursor,
        prefix: &str,
        next: usize,
    ) -> Result<(), ParseError> {
        let index = cursor.indexed(prefix)?;
        if index as usize != next {
            return cursor.fail(format!(
                "`{prefix}{index}` declared where `{prefix}{next}` comes next"
            ));
        }
        Ok(())
    }

    fn label(&mut self, cursor: &mut Cursor) -> Result<(), ParseError> {
        if self.stage.is_none() {
            return cursor.fail("the program must start with `stage vertex|fragment`");
        }
        let index = cursor.indexed("b")?;
        cursor.expect_punct(':')?;
        if self.open.is_some() {
            return cursor.fail(format!(
                "block b{} has no terminator before `b{index}:`",
                self.blocks.len()
            ));
        }
        if index as usize != self.blocks.len() {
            return cursor.fail(format!(
                "label `b{index}` where `b{}` comes next",
                self.blocks.len()
            ));
        }
        self.open = Some(Vec::new());
        Ok(())
    }

    fn terminator(&mut self, cursor: &mut Cursor) -> Result<(), ParseError> {
        let Some(insts) = self.open.take() else {
            return cursor.fail("terminator outside a block (no `bN:` before)");
        };
        let terminator = match cursor.word("a terminator")?.as_str() {
            "return" => Terminator::Return,
            "jump" => Terminator::Jump(self.block_ref(cursor)?),
            _ => {
                let condition = self.operand(cursor)?;
                cursor.expect_punct('?')?;
                let if_true = self.block_ref(cursor)?;
                cursor.expect_punct(':')?;
                let if_false = self.block_ref(cursor)?;
                Terminator::Branch {
                    condition,
                    if_true,
                    if_false,
                }
            }
        };
        self.blocks.push(Block { insts, terminator });
        Ok(())
    }

    fn block_ref(&mut self, cursor: &mut Cursor) -> Result<BlockId, ParseError> {
        let block = BlockId(cursor.indexed("b")?);
        self.pending.push((cursor.line, Pending::Block(block)));
        Ok(block)
    }

    fn instruction(&mut self, cursor: &mut Cursor) -> Result<Inst, ParseError> {
        let mnemonic = cursor.word("an instruction")?;
        let (name, saturate) = match mnemonic.strip_suffix("_SAT") {
            Some(name) => (name, true),
            None => (mnemonic.as_str(), false),
        };
        let Some(mut op) = Opcode::from_mnemonic(name).filter(|op| op.in_ir()) else {
            return cursor.fail(format!("unknown opcode `{name}`"));
        };
        let mut dest = None;
        if cursor.eat_punct('(') {
            dest = Some(self.dest(cursor)?);
            cursor.expect_punct(')')?;
        }
        let mut fields_started = false;
        if op == Opcode::Arl {
            op = address_register(cursor)?;
            fields_started = true;
        } else if dest.is_none() && has_destination_slot(op) {
            dest = self.dest_slot(cursor)?;
            fields_started = true;
        }
        if saturate {
            match dest.as_mut() {
                Some(dest) => dest.saturate = true,
                None => return cursor.fail("`_SAT` on an instruction without a destination"),
            }
        }
        let (operands, texture) = self.operand_fields(cursor, fields_started)?;
        cursor.expect_punct(';')?;
        Ok(Inst {
            op,
            dest,
            operands,
            texture,
        })
    }

    /// `_` (no destination) or a destination.
    fn dest_slot(&mut self, cursor: &mut Cursor) -> Result<Option<Dest>, ParseError> {
        if cursor.peek() == Some(&Token::Word("_".to_string())) {
            cursor.at += 1;
            return Ok(None);
        }
        self.dest(cursor).map(Some)
    }

    /// The operands and the texture, each field after a comma when
    /// `fields_started` (a destination slot came before them).
    fn operand_fields(
        &mut self,
        cursor: &mut Cursor,
        mut fields_started: bool,
    ) -> Result<(SmallVec<[Operand; 3]>, Option<TextureRef>), ParseError> {
        let mut operands = SmallVec::new();
        loop {
            if cursor.at_punct(';') {
                return Ok((operands, None));
            }
            if fields_started && !cursor.eat_punct(',') {
                return cursor.fail(format!(
                    "expected `,` or `;`, found {}",
                    cursor.describe_next()
                ));
            }
            fields_started = true;
            if let Some(Token::Word(w)) = cursor.peek() {
                if split_name(w).is_some_and(|(prefix, _)| prefix == "s") {
                    return Ok((operands, Some(self.texture(cursor)?)));
                }
            }
            operands.push(self.operand(cursor)?);
        }
    }

    fn texture(&mut self, cursor: &mut Cursor) -> Result<TextureRef, ParseError> {
        let sampler = cursor.indexed("s")?;
        if sampler as usize >= self.samplers.len() {
            return cursor.fail(format!("`s{sampler}` is not declared"));
        }
        cursor.expect_punct(',')?;
        Ok(TextureRef {
            sampler: SamplerId(sampler),
            target: texture_target(cursor)?,
        })
    }

    fn dest(&mut self, cursor: &mut Cursor) -> Result<Dest, ParseError> {
        let word = cursor.word("a destination")?;
        let reg = match split_name(&word) {
            Some(("t", index)) => DestReg::Temp(self.temp(cursor.line, index)),
            Some(("out", index)) if (index as usize) < self.outputs.len() => {
                DestReg::Output(OutputId(index))
            }
            Some(("out", _)) => return cursor.fail(format!("`{word}` is not declared")),
            _ => return cursor.fail(format!("expected a destination, found `{word}`")),
        };
        let mask = if cursor.eat_punct('.') {
            write_mask(cursor)?
        } else {
            WriteMask::ALL
        };
        Ok(Dest {
            reg,
            mask,
            saturate: false,
        })
    }

    /// Temporary `index`, checked against the count once the text is read.
    fn temp(&mut self, line: usize, index: u32) -> VReg {
        self.pending.push((line, Pending::Temp(VReg(index))));
        VReg(index)
    }

    fn operand(&mut self, cursor: &mut Cursor) -> Result<Operand, ParseError> {
        let negate = cursor.eat_punct('-');
        let abs = cursor.eat_punct('|');
        let source = self.source(cursor)?;
        let swizzle = if cursor.eat_punct('.') {
            swizzle(cursor)?
        } else {
            Swizzle::IDENTITY
        };
        if abs {
            cursor.expect_punct('|')?;
        }
        Ok(Operand {
            source,
            swizzle,
            abs,
            negate,
        })
    }

    fn source(&mut self, cursor: &mut Cursor) -> Result<Source, ParseError> {
        let word = cursor.word("an operand")?;
        let undeclared = |cursor: &Cursor| cursor.fail(format!("`{word}` is not declared"));
        match split_name(&word) {
            Some(("t", index)) => Ok(Source::Temp(self.temp(cursor.line, index))),
            Some(("in", index)) if (index as usize) < self.inputs.len() => {
                Ok(Source::Input(InputId(index)))
            }
            Some(("lit", index)) if (index as usize) < self.literals.len() => {
                Ok(Source::Literal(LiteralId(index)))
            }
            Some(("u", index)) if (index as usize) < self.uniforms.len() => {
                uniform_row(cursor, UniformId(index))
            }
            Some(("in" | "lit" | "u", _)) => undeclared(cursor),
            _ => cursor.fail(format!("expected an operand, found `{word}`")),
        }
    }

    fn finish(mut self, last_line: usize) -> Result<Program, ParseError> {
        if self.open.is_some() {
            return error(
                last_line,
                format!("block b{} has no terminator", self.blocks.len()),
            );
        }
        let Some(stage) = self.stage else {
            return error(1, "the program must start with `stage vertex|fragment`");
        };
        let used_temps = self.pending.iter().filter_map(|(_, p)| match p {
            Pending::Temp(reg) => Some(reg.0 as u64 + 1),
            Pending::Block(_) => None,
        });
        let needed = used_temps.max().unwrap_or(0);
        let vreg_count = match self.temps {
            Some(count) => count,
            None => u32::try_from(needed).or_else(|_| error(last_line, "too many temporaries"))?,
        };
        for (line, pending) in std::mem::take(&mut self.pending) {
            match pending {
                Pending::Temp(reg) if reg.0 >= vreg_count => {
                    return error(line, format!("`t{}` is beyond `temps {vreg_count}`", reg.0))
                }
                Pending::Block(block) if block.0 as usize >= self.blocks.len() => {
                    return error(line, format!("`b{}` is not a block", block.0))
                }
                _ => {}
            }
        }
        Ok(Program {
            stage,
            selects_with_condition_codes: self.selects_with_condition_codes,
            reads_limited: self.reads_limited,
            saturates: self.saturates,
            folded_kills: self.folded_kills.unwrap_or(0),
            inputs: self.inputs,
            uniforms: self.uniforms,
            samplers: self.samplers,
            literals: self.literals.into(),
            outputs: self.outputs,
            debugged: self.debugged,
            out_of_bounds: Vec::new(),
            blocks: self.blocks,
            vreg_count,
        })
    }
}

/// After `ARL`: `A0.x` (the scalar form) or `A0` (VP2.0's vector form).
fn address_register(cursor: &mut Cursor) -> Result<Opcode, ParseError> {
    if cursor.word("`A0.x` or `A0`")? != "A0" {
        return cursor.fail("`ARL` writes `A0.x` or `A0`");
    }
    if !cursor.eat_punct('.') {
        return Ok(Opcode::ArlVector);
    }
    match cursor.word("`x`")?.as_str() {
        "x" => Ok(Opcode::Arl),
        other => cursor.fail(format!("`ARL` writes `A0.x` or `A0`, not `A0.{other}`")),
    }
}

/// `[row]` or `[A0.c+offset]` after a uniform's name.
fn uniform_row(cursor: &mut Cursor, id: UniformId) -> Result<Source, ParseError> {
    cursor.expect_punct('[')?;
    let source = if cursor.peek() == Some(&Token::Word("A0".to_string())) {
        cursor.at += 1;
        cursor.expect_punct('.')?;
        let component = component(cursor)?;
        let negative = if cursor.eat_punct('-') {
            true
        } else {
            cursor.expect_punct('+')?;
            false
        };
        let magnitude: i64 = cursor.number("an offset")?;
        let offset = if negative { -magnitude } else { magnitude };
        let offset = i32::try_from(offset).or_else(|_| cursor.fail("offset out of range"))?;
        Source::UniformRelative(id, offset, component)
    } else {
        Source::Uniform(id, cursor.number("a row")?)
    };
    cursor.expect_punct(']')?;
    Ok(source)
}

fn component(cursor: &mut Cursor) -> Result<u8, ParseError> {
    let word = cursor.word("a component")?;
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if COMPONENTS.contains(&c) => {
            Ok(COMPONENTS.iter().position(|&n| n == c).unwrap_or(0) as u8)
        }
        _ => cursor.fail(format!("expected one of x, y, z, w, found `{word}`")),
    }
}

/// The letters after `.` of an operand: one (replicated) or four.
fn swizzle(cursor: &mut Cursor) -> Result<Swizzle, ParseError> {
    let word = cursor.word("a swizzle")?;
    let indices: Option<Vec<u8>> = word
        .chars()
        .map(|c| COMPONENTS.iter().position(|&n| n == c).map(|i| i as u8))
        .collect();
    match indices.as_deref() {
        Some(&[c]) => Ok(Swizzle::replicate(c)),
        Some(&[a, b, c, d]) => Ok(Swizzle([a, b, c, d])),
        _ => cursor.fail(format!(
            "`.{word}` is not a swizzle (one or four of x, y, z, w)"
        )),
    }
}

/// The letters after `.` of a destination, in order; none is the empty mask.
fn write_mask(cursor: &mut Cursor) -> Result<WriteMask, ParseError> {
    let Some(Token::Word(word)) = cursor.peek().cloned() else {
        return Ok(WriteMask::NONE);
    };
    cursor.at += 1;
    let mut mask = 0u8;
    let mut last = None;
    for c in word.chars() {
        let index = COMPONENTS.iter().position(|&n| n == c);
        match index {
            Some(i) if last.is_none_or(|l| i > l) => {
                mask |= 1 << i;
                last = Some(i);
            }
            _ => {
                return cursor.fail(format!(
                    "`.{word}` is not a write mask (x, y, z, w in order)"
                ))
            }
        }
    }
    Ok(WriteMask(mask))
}

fn texture_target(cursor: &mut Cursor) -> Result<TextureTarget, ParseError> {
    let word = cursor.word("a texture target")?;
    TEXTURE_TARGETS
        .into_iter()
        .find(|t| t.arb_name() == word)
        .map_or_else(
            || cursor.fail(format!("unknown texture target `{word}`")),
            Ok,
        )
}

/// `(x, y, z, w)`.
fn literal_values(cursor: &mut Cursor) -> Result<[f32; 4], ParseError> {
    cursor.expect_punct('(')?;
    let mut values = [0.0; 4];
    for (index, value) in values.iter_mut().enumerate() {
        if index > 0 {
            cursor.expect_punct(',')?;
        }
        *value = float(cursor)?;
    }
    cursor.expect_punct(')')?;
    Ok(values)
}

fn float(cursor: &mut Cursor) -> Result<f32, ParseError> {
    let negative = cursor.eat_punct('-');
    let word = cursor.word("a number")?;
    let magnitude = if word == "NaN" && cursor.eat_punct('(') {
        let bits = cursor.word("the bits of a NaN")?;
        cursor.expect_punct(')')?;
        let digits = bits.strip_prefix("0x").unwrap_or("");
        match u32::from_str_radix(digits, 16) {
            Ok(bits) if f32::from_bits(bits).is_nan() => f32::from_bits(bits),
            _ => return cursor.fail(format!("`{bits}` is not the bits of a NaN")),
        }
    } else {
        match word.parse::<f32>() {
            Ok(value) => value,
            Err(_) => return cursor.fail(format!("expected a number, found `{word}`")),
        }
    };
    Ok(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> ParseError {
        match parse(text) {
            Ok(program) => panic!("parsed:\n{program}"),
            Err(error) => error,
        }
    }

    #[test]
    fn the_module_example_reads_back() {
        let text = "stage fragment\ntemps 1\ninput in0 \"TEXCOORD0\"\nuniform u0 rows 1\n\
                    sampler s0 2D\nliteral lit0 (0.5, 0.0, 0.0, 0.0)\noutput out0 \"COLOR\"\n\
                    b0:\n  TEX t0, in0, s0, 2D;\n  MAD_SAT out0.xyz, t0, u0[0], -lit0.x;\n  return\n";
        let program = parse(text).expect("the example parses");
        assert_eq!(program.to_string(), text);
        let mad = &program.blocks[0].insts[1];
        assert_eq!(mad.op, Opcode::Mad);
        assert!(mad
            .dest
            .is_some_and(|d| d.saturate && d.mask == WriteMask::XYZ));
        assert!(mad.operands[2].negate);
        assert_eq!(mad.operands[2].swizzle, Swizzle::replicate(0));
    }

    /// The kills the lowering folded away (`clip(0.5)`) are part of the
    /// program: written when there are any, read back, 0 by default.
    #[test]
    fn folded_kills_round_trip() {
        let text = "stage fragment\ntemps 0\nfolded_kills 2\nb0:\n  return\n";
        let program = parse(text).expect("parses");
        assert_eq!(program.folded_kills, 2);
        assert_eq!(program.to_string(), text);
        let plain = parse("stage fragment\nb0:\n  return\n").expect("parses");
        assert_eq!(plain.folded_kills, 0);
        assert!(!plain.to_string().contains("folded_kills"));
        assert!(parse("stage fragment\nfolded_kills 1\nfolded_kills 1\nb0:\n  return\n").is_err());
    }

    #[test]
    fn irregular_forms_round_trip() {
        let mut program = Program::new(Stage::Vertex);
        let input = Operand::new(Source::Input(program.add_input("we\"ird\\\n")));
        let uniform = program.add_uniform(3);
        let t = program.new_vreg();
        program
            .literals
            .push([-0.0, f32::INFINITY, f32::from_bits(0xffc0_0001), 1e-40]);
        let mut kil = Inst::kil(input);
        kil.dest = Some(Dest::temp(t, WriteMask::NONE));
        let mut vector = Inst::arl(input.with_swizzle(Swizzle([0, 1, 1, 1])));
        vector.op = Opcode::ArlVector;
        let mut relative = Operand::new(Source::UniformRelative(uniform, -2, 3));
        relative.abs = true;
        let mut mov = Inst::new(Opcode::Mov, Dest::temp(t, WriteMask(5)), &[relative]);
        mov.dest = None;
        program.push(kil);
        program.push(vector);
        program.push(mov);
        program.push(Inst {
            op: Opcode::Sfl,
            dest: Some(Dest::temp(t, WriteMask::ALL)),
            operands: SmallVec::new(),
            texture: None,
        });
        let text = program.to_string();
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(parsed.to_string(), text);
        assert_eq!(
            parsed.literals[0].map(f32::to_bits),
            program.literals[0].map(f32::to_bits)
        );
        let mut parsed = parsed;
        parsed.literals.clear();
        program.literals.clear();
        assert_eq!(parsed, program);
    }

    #[test]
    fn temps_default_to_the_highest_register_used() {
        let program = parse("stage vertex\nb0:\n  MOV t4.x, t1;\n  return\n").expect("parses");
        assert_eq!(program.vreg_count, 5);
    }

    #[test]
    fn the_selects_line_reads_back() {
        let text = "stage vertex\ntemps 0\nselects condition_codes\nb0:\n  return\n";
        let program = parse(text).expect("parses");
        assert!(program.selects_with_condition_codes);
        assert_eq!(program.to_string(), text);
        assert!(
            !parse("stage vertex\nb0:\n  return\n")
                .expect("parses")
                .selects_with_condition_codes
        );
    }

    #[test]
    fn errors_name_the_line() {
        let cases = [
            ("", 1, "must start with `stage"),
            ("stage pixel", 1, "unknown stage `pixel`"),
            (
                "stage vertex\ninput in1 \"A\"",
                2,
                "`in1` declared where `in0`",
            ),
            (
                "stage vertex\nb0:\n  MOV t0, in0;\n  return",
                3,
                "`in0` is not declared",
            ),
            (
                "stage vertex\nb0:\n  FOO t0;\n  return",
                3,
                "unknown opcode `FOO`",
            ),
            (
                "stage vertex\nb0:\n  BRA t0;\n  return",
                3,
                "unknown opcode `BRA`",
            ),
            (
                "stage vertex\nb0:\n  MOV t0, t1.xy;\n  return",
                3,
                "not a swizzle",
            ),
            (
                "stage vertex\nb0:\n  MOV t0.yx, t1;\n  return",
                3,
                "not a write mask",
            ),
            (
                "stage vertex\nb0:\n  MOV t0, t1\n  return",
                3,
                "expected `,` or `;`",
            ),
            (
                "stage vertex\ntemps 1\nb0:\n  MOV t0, t1;\n  return",
                4,
                "beyond `temps 1`",
            ),
            ("stage vertex\nb0:\n  jump b3", 3, "`b3` is not a block"),
            ("stage vertex\nb0:\n  MOV t0, t1;", 3, "no terminator"),
            ("stage vertex\nb1:\n  return", 2, "label `b1` where `b0`"),
            ("stage vertex\n  return", 2, "terminator outside a block"),
            (
                "stage vertex\nb0:\n  ARL A0.y, t0.x;\n  return",
                3,
                "not `A0.y`",
            ),
            (
                "stage vertex\nb0:\n  KIL_SAT t0;\n  return",
                3,
                "without a destination",
            ),
            ("stage vertex\nliteral lit0 (1, 2, 3)", 2, "expected `,`"),
            (
                "stage vertex\nliteral lit0 (NaN(0x1), 0, 0, 0)",
                2,
                "not the bits of a NaN",
            ),
            ("stage vertex\ninput in0 \"A", 2, "unterminated string"),
            (
                "stage vertex\nb0:\n  MOV t0, u0[A0.x+99999999999];\n  return",
                3,
                "not declared",
            ),
            (
                "stage vertex\nuniform u0 rows 1\nb0:\n  MOV t0, u0[A0.x+99999999999];",
                4,
                "out of range",
            ),
            (
                "stage vertex\nb0:\n  MOV t0, t1; extra\n  return",
                3,
                "unexpected `extra`",
            ),
            (
                "stage vertex\nb0:\n  MOV t0 @",
                3,
                "unexpected character '@'",
            ),
        ];
        for (text, line, message) in cases {
            let error = error_of(text);
            assert_eq!(error.line, line, "{text:?}: {error}");
            assert!(error.message.contains(message), "{text:?}: {error}");
        }
    }

    #[test]
    fn arbitrary_text_never_panics() {
        let valid = "stage vertex\ntemps 2\ninput in0 \"A\"\nuniform u0 rows 2\nsampler s0 CUBE\n\
                     literal lit0 (1.0, 2.5e-3, -0.0, NaN)\noutput out0 \"B\"\nb0:\n\
                     ARL A0.x, in0.x;\n  MUL_SAT t1.xz, -|u0[A0.x-1].wzyx|, lit0.y;\n\
                     TEX t0, t1, s0, CUBE;\n  branch t0.x ? b1 : b0\nb1:\n  MOV out0, t0;\n  return\n";
        assert!(parse(valid).is_ok());
        // Every prefix, and every single-byte change, reads without panicking.
        for end in 0..=valid.len() {
            let _ = parse(&valid[..end]);
        }
        for at in 0..valid.len() {
            for replacement in [b' ', b'\n', b'0', b'x', b'.', b'-', b'|', b'"', b'(', b'_'] {
                let mut bytes = valid.as_bytes().to_vec();
                bytes[at] = replacement;
                let _ = parse(&String::from_utf8_lossy(&bytes));
            }
        }
    }
}
