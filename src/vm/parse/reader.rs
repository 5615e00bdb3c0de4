//! What the dialect parsers share: the token cursor with its error
//! reporting, the register tables, opcode facts and the operand pieces
//! (swizzles, write masks, condition tests) common to ARB and NV programs.

use std::collections::HashMap;
use std::fmt;

use crate::vm::header::Header;
use crate::vm::lex::{Tok, Token};
use crate::vm::program::*;

/// A program that does not load, with the position of the first error.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// A name declared in an ARB program.
#[derive(Clone, Copy, Debug)]
pub(super) enum Symbol {
    Temp(u16),
    Address(u8),
    Param { start: u16, len: u16, array: bool },
    Attrib(u16),
    Output(u16),
}

pub(super) struct Parser {
    pub(super) tokens: Vec<Token>,
    pub(super) pos: usize,
    pub(super) dialect: Dialect,
    pub(super) header: Header,
    pub(super) options: Vec<String>,
    pub(super) instructions: Vec<Instruction>,
    pub(super) params: Vec<ParamSource>,
    pub(super) inputs: Vec<String>,
    pub(super) outputs: Vec<String>,
    pub(super) symbols: HashMap<String, Symbol>,
    pub(super) num_temps: usize,
    pub(super) num_address: u8,
    pub(super) labels: HashMap<String, usize>,
    /// Branches to patch: (instruction, label, token index).
    pub(super) pending: Vec<(usize, String, usize)>,
}

pub(super) type PResult<T> = Result<T, ParseError>;

pub(super) const NV_ATTRIB_NAMES: [(&str, u16); 14] = [
    ("OPOS", 0),
    ("WGHT", 1),
    ("NRML", 2),
    ("COL0", 3),
    ("COL1", 4),
    ("FOGC", 5),
    ("TEX0", 8),
    ("TEX1", 9),
    ("TEX2", 10),
    ("TEX3", 11),
    ("TEX4", 12),
    ("TEX5", 13),
    ("TEX6", 14),
    ("TEX7", 15),
];

pub(super) const NV_RESULT_NAMES: [&str; 21] = [
    "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ", "TEX0", "TEX1", "TEX2", "TEX3", "TEX4",
    "TEX5", "TEX6", "TEX7", "CLP0", "CLP1", "CLP2", "CLP3", "CLP4", "CLP5",
];

pub(super) use crate::isa::Shape;

/// The opcode `name` spells in some dialect, and its operands' shape (the
/// instruction set's table, [`Opcode::info`]).
pub(super) fn opcode_info(name: &str) -> Option<(Opcode, Shape)> {
    Opcode::from_mnemonic(name)
        .filter(|op| op.in_some_dialect())
        .map(|op| (op, op.shape()))
}

pub(super) fn swizzle_index(c: char, fragment: bool) -> Option<u8> {
    match c {
        'x' => Some(0),
        'y' => Some(1),
        'z' => Some(2),
        'w' => Some(3),
        'r' if fragment => Some(0),
        'g' if fragment => Some(1),
        'b' if fragment => Some(2),
        'a' if fragment => Some(3),
        _ => None,
    }
}

pub(super) const IDENTITY: [u8; 4] = [0, 1, 2, 3];

impl Parser {
    pub(super) fn new(tokens: Vec<Token>, dialect: Dialect) -> Parser {
        Parser {
            tokens,
            pos: 0,
            dialect,
            header: Header::default(),
            options: Vec::new(),
            instructions: Vec::new(),
            params: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            symbols: HashMap::new(),
            num_temps: 0,
            num_address: 0,
            labels: HashMap::new(),
            pending: Vec::new(),
        }
    }

    pub(super) fn finish(mut self) -> Program {
        // Position-invariant programs get their position from fixed function.
        let invariant = match self.dialect {
            Dialect::ArbVp10 => Some(("ARB_position_invariant", "result.position")),
            Dialect::Vp11 | Dialect::Vp20 => Some(("NV_position_invariant", "o[HPOS]")),
            _ => None,
        };
        if let Some((option, output)) = invariant {
            if self.options.iter().any(|o| o == option) {
                self.output_slot(output.to_string());
                let input = if self.dialect.is_nv() {
                    "v[0]"
                } else {
                    "vertex.position"
                };
                self.input_slot(input.to_string());
            }
        }
        let param_arrays: Vec<(String, u16, u16)> = self
            .symbols
            .iter()
            .filter_map(|(name, s)| match s {
                Symbol::Param {
                    start,
                    len,
                    array: true,
                } => Some((name.clone(), *start, *len)),
                _ => None,
            })
            .collect();
        // The header's `c[N]` is a row of `c[]` (NV) or of `PARAM c[]` (ARB).
        let c_start = if self.dialect.is_nv() {
            Some(0)
        } else {
            param_arrays
                .iter()
                .find(|(name, ..)| name == "c")
                .map(|&(_, start, _)| start)
        };
        let rows = self.header.indexable_rows();
        let indexable_rows = c_start
            .filter(|_| !rows.is_empty())
            .map(|start| (start, rows));
        let entry = if self.dialect == Dialect::Vp20 {
            self.labels.get("main").copied().unwrap_or(0)
        } else {
            0
        };
        let num_temps = match self.dialect {
            Dialect::Vp10 | Dialect::Vp11 => 12,
            Dialect::Vp20 => 16,
            _ => self.num_temps,
        };
        Program {
            dialect: self.dialect,
            options: self.options,
            instructions: self.instructions,
            entry,
            params: self.params,
            param_arrays,
            inputs: self.inputs,
            outputs: self.outputs,
            num_temps,
            indexable_rows,
            header: self.header,
        }
    }

    // ---- token helpers -------------------------------------------------

    pub(super) fn peek(&self) -> &Tok {
        &self.tokens[self.pos].tok
    }

    pub(super) fn peek_at(&self, ahead: usize) -> &Tok {
        let i = (self.pos + ahead).min(self.tokens.len() - 1);
        &self.tokens[i].tok
    }

    pub(super) fn next(&mut self) -> Tok {
        let tok = self.tokens[self.pos].tok.clone();
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        tok
    }

    pub(super) fn error_at(&self, index: usize, message: impl Into<String>) -> ParseError {
        let t = &self.tokens[index.min(self.tokens.len() - 1)];
        ParseError {
            line: t.line,
            col: t.col,
            message: message.into(),
        }
    }

    pub(super) fn error(&self, message: impl Into<String>) -> ParseError {
        self.error_at(self.pos, message)
    }

    pub(super) fn describe(&self) -> String {
        match self.peek() {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Num(v, _) => format!("number {v}"),
            Tok::Punct(c) => format!("'{c}'"),
            Tok::Eof => "end of program".into(),
        }
    }

    pub(super) fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    pub(super) fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.next();
            true
        } else {
            false
        }
    }

    pub(super) fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{c}', found {}", self.describe())))
        }
    }

    pub(super) fn ident(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            _ => Err(self.error(format!("expected a name, found {}", self.describe()))),
        }
    }

    pub(super) fn expect_word(&mut self, word: &str) -> PResult<()> {
        match self.peek() {
            Tok::Ident(s) if s == word => {
                self.next();
                Ok(())
            }
            _ => Err(self.error(format!("expected '{word}', found {}", self.describe()))),
        }
    }

    pub(super) fn integer(&mut self) -> PResult<u32> {
        match *self.peek() {
            Tok::Num(v, false) if v <= u32::MAX as f64 => {
                self.next();
                Ok(v as u32)
            }
            _ => Err(self.error(format!("expected an integer, found {}", self.describe()))),
        }
    }

    /// `[n]`, with `n` below `limit`.
    pub(super) fn bracket_index(&mut self, what: &str, limit: u32) -> PResult<u32> {
        self.expect_punct('[')?;
        let at = self.pos;
        let n = self.integer()?;
        if n >= limit {
            return Err(self.error_at(
                at,
                format!("{what} index {n} out of range (0..{})", limit - 1),
            ));
        }
        self.expect_punct(']')?;
        Ok(n)
    }

    pub(super) fn signed_number(&mut self) -> PResult<f32> {
        let negative = if self.eat_punct('-') {
            true
        } else {
            self.eat_punct('+');
            false
        };
        match *self.peek() {
            Tok::Num(v, _) => {
                self.next();
                let v = v as f32;
                Ok(if negative { -v } else { v })
            }
            _ => Err(self.error(format!("expected a number, found {}", self.describe()))),
        }
    }

    pub(super) fn input_slot(&mut self, name: String) -> u16 {
        if let Some(i) = self.inputs.iter().position(|n| *n == name) {
            return i as u16;
        }
        self.inputs.push(name);
        (self.inputs.len() - 1) as u16
    }

    pub(super) fn output_slot(&mut self, name: String) -> u16 {
        if let Some(i) = self.outputs.iter().position(|n| *n == name) {
            return i as u16;
        }
        self.outputs.push(name);
        (self.outputs.len() - 1) as u16
    }

    pub(super) fn param_slot(&mut self, source: ParamSource) -> u16 {
        self.params.push(source);
        (self.params.len() - 1) as u16
    }

    /// Swizzle suffix after a source register: none, one component, or four.
    pub(super) fn swizzle(&mut self) -> PResult<[u8; 4]> {
        if !self.is_punct('.') {
            return Ok(IDENTITY);
        }
        let at = self.pos + 1;
        self.next();
        let text = self.ident()?;
        let fragment = self.dialect.is_fragment();
        let comps: Option<Vec<u8>> = text.chars().map(|c| swizzle_index(c, fragment)).collect();
        match comps {
            Some(c) if c.len() == 1 => Ok([c[0]; 4]),
            Some(c) if c.len() == 4 => Ok([c[0], c[1], c[2], c[3]]),
            _ => Err(self.error_at(
                at,
                format!("invalid swizzle '.{text}' (one or four components)"),
            )),
        }
    }

    /// Write mask: components in xyzw order.
    pub(super) fn write_mask(&mut self) -> PResult<u8> {
        if !self.is_punct('.') {
            return Ok(0xF);
        }
        // `.` followed by something that is not a mask (e.g. `(`) is an error.
        let at = self.pos + 1;
        self.next();
        let text = self.ident()?;
        let fragment = self.dialect.is_fragment();
        let mut mask = 0u8;
        let mut last: i32 = -1;
        for c in text.chars() {
            let Some(i) = swizzle_index(c, fragment) else {
                return Err(self.error_at(at, format!("invalid write mask '.{text}'")));
            };
            if i as i32 <= last {
                return Err(self.error_at(
                    at,
                    format!("write mask '.{text}' must list components in xyzw order"),
                ));
            }
            last = i as i32;
            mask |= 1 << i;
        }
        Ok(mask)
    }

    pub(super) fn cc_test(&mut self) -> PResult<Option<CcTest>> {
        if !self.is_punct('(') {
            return Ok(None);
        }
        if self.dialect != Dialect::Vp20 {
            return Err(self.error("condition code masks are available only in VP2"));
        }
        self.next();
        let at = self.pos;
        let rule = match self.ident()?.as_str() {
            "EQ" => CcRule::Eq,
            "NE" => CcRule::Ne,
            "LT" => CcRule::Lt,
            "GE" => CcRule::Ge,
            "LE" => CcRule::Le,
            "GT" => CcRule::Gt,
            "TR" => CcRule::Tr,
            "FL" => CcRule::Fl,
            other => {
                return Err(self.error_at(at, format!("invalid condition code rule '{other}'")))
            }
        };
        let swizzle = self.swizzle()?;
        self.expect_punct(')')?;
        Ok(Some(CcTest { rule, swizzle }))
    }
}

pub(super) fn empty_instruction(op: Opcode, line: u32) -> Instruction {
    Instruction {
        op,
        saturate: false,
        set_cc: false,
        dst: None,
        srcs: Vec::new(),
        swz: [(SwzSel::Comp(0), false); 4],
        tex: None,
        shadow: false,
        target: 0,
        cond: None,
        line,
    }
}
