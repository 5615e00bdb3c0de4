//! Parser for `!!ARBvp1.0`, `!!ARBfp1.0`, `!!VP1.0`, `!!VP1.1` and `!!VP2.0`
//! program text, following the grammars of ARB_vertex_program,
//! ARB_fragment_program and NV_vertex_program2 (section 2.14.1.8), plus the
//! load-time rules those specs state. Errors carry the line and column of the
//! offending token and name the rule broken.

use std::collections::HashMap;
use std::fmt;

use super::header::Header;
use super::lex::{tokenize, Tok, Token};
use super::program::*;
use super::state;

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

/// Parses a program in any of the supported dialects.
pub fn parse_program(text: &str) -> Result<Program, ParseError> {
    let start = text.trim_start();
    let offset = text.len() - start.len();
    let dialect = [
        Dialect::ArbVp10,
        Dialect::ArbFp10,
        Dialect::Vp10,
        Dialect::Vp11,
        Dialect::Vp20,
    ]
    .into_iter()
    .find(|d| start.starts_with(d.header()))
    .ok_or_else(|| ParseError {
        line: 1,
        col: 1,
        message: "program must start with !!ARBvp1.0, !!ARBfp1.0, !!VP1.0, !!VP1.1 or !!VP2.0"
            .into(),
    })?;
    let tokens = tokenize(text, offset + dialect.header().len()).map_err(|e| ParseError {
        line: e.line,
        col: e.col,
        message: format!("invalid character '{}'", e.ch),
    })?;
    let mut parser = Parser::new(tokens, dialect);
    parser.header = Header::parse(text);
    if dialect.is_nv() {
        parser.parse_nv()?;
    } else {
        parser.parse_arb()?;
    }
    Ok(parser.finish())
}

/// A name declared in an ARB program.
#[derive(Clone, Copy, Debug)]
enum Symbol {
    Temp(u16),
    Address(u8),
    Param { start: u16, len: u16, array: bool },
    Attrib(u16),
    Output(u16),
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    dialect: Dialect,
    header: Header,
    options: Vec<String>,
    instructions: Vec<Instruction>,
    params: Vec<ParamSource>,
    inputs: Vec<String>,
    outputs: Vec<String>,
    symbols: HashMap<String, Symbol>,
    num_temps: usize,
    num_address: u8,
    labels: HashMap<String, usize>,
    /// Branches to patch: (instruction, label, token index).
    pending: Vec<(usize, String, usize)>,
}

type PResult<T> = Result<T, ParseError>;

const NV_ATTRIB_NAMES: [(&str, u16); 14] = [
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

const NV_RESULT_NAMES: [&str; 21] = [
    "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ", "TEX0", "TEX1", "TEX2", "TEX3", "TEX4",
    "TEX5", "TEX6", "TEX7", "CLP0", "CLP1", "CLP2", "CLP3", "CLP4", "CLP5",
];

/// How an opcode's operands are shaped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Vector1,
    Scalar1,
    Scalar2,
    Vector2,
    Vector3,
    Swz,
    Tex,
    Kil,
    Branch,
    Ret,
    Address,
    Ara,
}

fn opcode_info(name: &str) -> Option<(Opcode, Shape)> {
    use Opcode::*;
    use Shape::*;
    Some(match name {
        "ABS" => (Abs, Vector1),
        "ADD" => (Add, Vector2),
        "ARA" => (Opcode::Ara, Shape::Ara),
        "ARL" => (Arl, Address),
        "ARR" => (Arr, Address),
        "BRA" => (Bra, Branch),
        "CAL" => (Cal, Branch),
        "CMP" => (Cmp, Vector3),
        "COS" => (Cos, Scalar1),
        "DP3" => (Dp3, Vector2),
        "DP4" => (Dp4, Vector2),
        "DPH" => (Dph, Vector2),
        "DST" => (Dst, Vector2),
        "EX2" => (Ex2, Scalar1),
        "EXP" => (Exp, Scalar1),
        "FLR" => (Flr, Vector1),
        "FRC" => (Frc, Vector1),
        "KIL" => (Opcode::Kil, Shape::Kil),
        "LG2" => (Lg2, Scalar1),
        "LIT" => (Lit, Vector1),
        "LOG" => (Log, Scalar1),
        "LRP" => (Lrp, Vector3),
        "MAD" => (Mad, Vector3),
        "MAX" => (Max, Vector2),
        "MIN" => (Min, Vector2),
        "MOV" => (Mov, Vector1),
        "MUL" => (Mul, Vector2),
        "POW" => (Pow, Scalar2),
        "RCC" => (Rcc, Scalar1),
        "RCP" => (Rcp, Scalar1),
        "RET" => (Opcode::Ret, Shape::Ret),
        "RSQ" => (Rsq, Scalar1),
        "SCS" => (Scs, Scalar1),
        "SEQ" => (Seq, Vector2),
        "SFL" => (Sfl, Vector2),
        "SGE" => (Sge, Vector2),
        "SGT" => (Sgt, Vector2),
        "SIN" => (Sin, Scalar1),
        "SLE" => (Sle, Vector2),
        "SLT" => (Slt, Vector2),
        "SNE" => (Sne, Vector2),
        "SSG" => (Ssg, Vector1),
        "STR" => (Str, Vector2),
        "SUB" => (Sub, Vector2),
        "SWZ" => (Opcode::Swz, Shape::Swz),
        "TEX" => (Opcode::Tex, Shape::Tex),
        "TXB" => (Txb, Shape::Tex),
        "TXP" => (Txp, Shape::Tex),
        "XPD" => (Xpd, Vector2),
        _ => return None,
    })
}

/// Whether `op` exists in `dialect` (the instruction tables of each spec).
fn opcode_allowed(op: Opcode, dialect: Dialect) -> bool {
    use Opcode::*;
    let arb_common = matches!(
        op,
        Abs | Add
            | Dp3
            | Dp4
            | Dph
            | Dst
            | Ex2
            | Flr
            | Frc
            | Lg2
            | Lit
            | Mad
            | Max
            | Min
            | Mov
            | Mul
            | Pow
            | Rcp
            | Rsq
            | Sge
            | Slt
            | Sub
            | Swz
            | Xpd
    );
    let vp1 = matches!(
        op,
        Add | Arl
            | Dp3
            | Dp4
            | Dst
            | Exp
            | Lit
            | Log
            | Mad
            | Max
            | Min
            | Mov
            | Mul
            | Rcp
            | Rsq
            | Sge
            | Slt
    );
    match dialect {
        Dialect::ArbVp10 => arb_common || matches!(op, Arl | Exp | Log),
        Dialect::ArbFp10 => {
            arb_common || matches!(op, Cmp | Cos | Kil | Lrp | Scs | Sin | Tex | Txb | Txp)
        }
        Dialect::Vp10 => vp1,
        Dialect::Vp11 => vp1 || matches!(op, Abs | Dph | Rcc | Sub),
        Dialect::Vp20 => !matches!(
            op,
            Cmp | Kil | Lrp | Pow | Scs | Swz | Tex | Txb | Txp | Xpd
        ),
    }
}

fn swizzle_index(c: char, fragment: bool) -> Option<u8> {
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

const IDENTITY: [u8; 4] = [0, 1, 2, 3];

impl Parser {
    fn new(tokens: Vec<Token>, dialect: Dialect) -> Parser {
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

    fn finish(mut self) -> Program {
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
        let param_arrays = self
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
            header: self.header,
        }
    }

    // ---- token helpers -------------------------------------------------

    fn peek(&self) -> &Tok {
        &self.tokens[self.pos].tok
    }

    fn peek_at(&self, ahead: usize) -> &Tok {
        let i = (self.pos + ahead).min(self.tokens.len() - 1);
        &self.tokens[i].tok
    }

    fn next(&mut self) -> Tok {
        let tok = self.tokens[self.pos].tok.clone();
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        tok
    }

    fn error_at(&self, index: usize, message: impl Into<String>) -> ParseError {
        let t = &self.tokens[index.min(self.tokens.len() - 1)];
        ParseError {
            line: t.line,
            col: t.col,
            message: message.into(),
        }
    }

    fn error(&self, message: impl Into<String>) -> ParseError {
        self.error_at(self.pos, message)
    }

    fn describe(&self) -> String {
        match self.peek() {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Num(v, _) => format!("number {v}"),
            Tok::Punct(c) => format!("'{c}'"),
            Tok::Eof => "end of program".into(),
        }
    }

    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{c}', found {}", self.describe())))
        }
    }

    fn ident(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            _ => Err(self.error(format!("expected a name, found {}", self.describe()))),
        }
    }

    fn expect_word(&mut self, word: &str) -> PResult<()> {
        match self.peek() {
            Tok::Ident(s) if s == word => {
                self.next();
                Ok(())
            }
            _ => Err(self.error(format!("expected '{word}', found {}", self.describe()))),
        }
    }

    fn integer(&mut self) -> PResult<u32> {
        match *self.peek() {
            Tok::Num(v, false) if v <= u32::MAX as f64 => {
                self.next();
                Ok(v as u32)
            }
            _ => Err(self.error(format!("expected an integer, found {}", self.describe()))),
        }
    }

    /// `[n]`, with `n` below `limit`.
    fn bracket_index(&mut self, what: &str, limit: u32) -> PResult<u32> {
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

    fn signed_number(&mut self) -> PResult<f32> {
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

    fn input_slot(&mut self, name: String) -> u16 {
        if let Some(i) = self.inputs.iter().position(|n| *n == name) {
            return i as u16;
        }
        self.inputs.push(name);
        (self.inputs.len() - 1) as u16
    }

    fn output_slot(&mut self, name: String) -> u16 {
        if let Some(i) = self.outputs.iter().position(|n| *n == name) {
            return i as u16;
        }
        self.outputs.push(name);
        (self.outputs.len() - 1) as u16
    }

    fn param_slot(&mut self, source: ParamSource) -> u16 {
        self.params.push(source);
        (self.params.len() - 1) as u16
    }

    /// Swizzle suffix after a source register: none, one component, or four.
    fn swizzle(&mut self) -> PResult<[u8; 4]> {
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
    fn write_mask(&mut self) -> PResult<u8> {
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

    fn cc_test(&mut self) -> PResult<Option<CcTest>> {
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

    // ---- NV programs ---------------------------------------------------

    fn parse_nv(&mut self) -> PResult<()> {
        while *self.peek() == Tok::Ident("OPTION".into()) {
            self.next();
            let at = self.pos;
            let name = self.ident()?;
            if name != "NV_position_invariant" || self.dialect == Dialect::Vp10 {
                return Err(self.error_at(at, format!("unknown option '{name}'")));
            }
            self.options.push(name);
            self.expect_punct(';')?;
        }
        loop {
            let at = self.pos;
            match self.peek().clone() {
                Tok::Ident(word) if word == "END" => {
                    self.next();
                    break;
                }
                Tok::Ident(word) if *self.peek_at(1) == Tok::Punct(':') => {
                    if self.dialect != Dialect::Vp20 {
                        return Err(self.error("labels are available only in VP2"));
                    }
                    self.next();
                    self.next();
                    if self
                        .labels
                        .insert(word.clone(), self.instructions.len())
                        .is_some()
                    {
                        return Err(self.error_at(at, format!("label '{word}' defined twice")));
                    }
                }
                Tok::Eof => return Err(self.error("missing END")),
                _ => {
                    let instruction = self.nv_instruction()?;
                    self.check_nv_unique_sources(&instruction, at)?;
                    self.instructions.push(instruction);
                    self.expect_punct(';')?;
                }
            }
        }
        if *self.peek() != Tok::Eof {
            return Err(self.error("text after END"));
        }
        self.resolve_labels()?;
        self.check_nv_limits()
    }

    fn resolve_labels(&mut self) -> PResult<()> {
        for (index, label, at) in std::mem::take(&mut self.pending) {
            match self.labels.get(&label) {
                Some(&target) => self.instructions[index].target = target,
                None => return Err(self.error_at(at, format!("undefined label '{label}'"))),
            }
        }
        Ok(())
    }

    fn check_nv_limits(&self) -> PResult<()> {
        let end = self.tokens.len() - 1;
        let mut limit = if self.dialect == Dialect::Vp20 {
            256
        } else {
            128
        };
        let invariant = self.options.iter().any(|o| o == "NV_position_invariant");
        if invariant {
            limit -= 4;
        }
        if self.instructions.len() > limit {
            return Err(self.error_at(
                end,
                format!(
                    "{} instructions; at most {limit} are allowed",
                    self.instructions.len()
                ),
            ));
        }
        let writes_hpos = self.instructions.iter().any(|i| {
            matches!(i.dst, Some(Dst { reg: DstReg::Output(o), .. }) if self.outputs[o as usize] == "o[HPOS]")
        });
        if !invariant && !writes_hpos {
            return Err(self.error_at(end, "the program must write o[HPOS]"));
        }
        if invariant && writes_hpos {
            return Err(self.error_at(end, "a position-invariant program must not write o[HPOS]"));
        }
        Ok(())
    }

    /// Section 2.14.1.8: one unique program parameter and one unique vertex
    /// attribute per instruction.
    fn check_nv_unique_sources(&self, instruction: &Instruction, at: usize) -> PResult<()> {
        let mut param: Option<SrcReg> = None;
        let mut attrib: Option<u16> = None;
        for src in &instruction.srcs {
            match src.reg {
                SrcReg::Param(_) | SrcReg::ParamRel { .. } => {
                    if param.is_some_and(|p| p != src.reg) {
                        return Err(self.error_at(at, "an instruction may source only one unique program parameter register (c[])"));
                    }
                    param = Some(src.reg);
                }
                SrcReg::Input(i) => {
                    if attrib.is_some_and(|a| a != i) {
                        return Err(self.error_at(at, "an instruction may source only one unique vertex attribute register (v[])"));
                    }
                    attrib = Some(i);
                }
                SrcReg::Temp(_) => {}
            }
        }
        Ok(())
    }

    fn nv_opcode(&mut self) -> PResult<(Opcode, Shape, bool)> {
        let at = self.pos;
        let name = self.ident()?;
        let (info, set_cc) = match opcode_info(&name) {
            Some(info) => (info, false),
            None => match name.strip_suffix('C').and_then(opcode_info) {
                Some(info) if self.dialect == Dialect::Vp20 => (info, true),
                _ => return Err(self.error_at(at, format!("unknown instruction '{name}'"))),
            },
        };
        let (op, shape) = info;
        let no_cc_form = matches!(op, Opcode::Bra | Opcode::Cal | Opcode::Ret);
        if !opcode_allowed(op, self.dialect) || (set_cc && no_cc_form) {
            return Err(self.error_at(
                at,
                format!(
                    "instruction '{name}' is not available in {}",
                    self.dialect.header()
                ),
            ));
        }
        Ok((op, shape, set_cc))
    }

    fn nv_instruction(&mut self) -> PResult<Instruction> {
        let line = self.tokens[self.pos].line;
        let (op, shape, set_cc) = self.nv_opcode()?;
        let mut instruction = empty_instruction(op, line);
        instruction.set_cc = set_cc;
        match shape {
            Shape::Branch => {
                let at = self.pos;
                let label = self.ident()?;
                self.pending.push((self.instructions.len(), label, at));
                instruction.cond = self.cc_test()?;
                return Ok(instruction);
            }
            Shape::Ret => {
                instruction.cond = self.cc_test()?;
                return Ok(instruction);
            }
            Shape::Address | Shape::Ara => {
                instruction.dst = Some(self.nv_address_dst()?);
                self.expect_punct(',')?;
                if shape == Shape::Ara {
                    let at = self.pos;
                    let name = self.ident()?;
                    let reg = match name.as_str() {
                        "A0" => 0,
                        "A1" => 1,
                        _ => {
                            return Err(self.error_at(
                                at,
                                format!("expected an address register, found '{name}'"),
                            ))
                        }
                    };
                    // ARA reads the address register itself; the source is
                    // encoded as a temp-less marker in `swz`.
                    instruction.swz[0] = (SwzSel::Comp(reg), false);
                } else {
                    let scalar = self.dialect != Dialect::Vp20;
                    instruction.srcs.push(self.nv_src(scalar)?);
                }
                return Ok(instruction);
            }
            _ => {}
        }
        instruction.dst = Some(self.nv_dst()?);
        let count = match shape {
            Shape::Vector1 | Shape::Scalar1 => 1,
            Shape::Vector2 => 2,
            _ => 3,
        };
        for _ in 0..count {
            self.expect_punct(',')?;
            instruction.srcs.push(self.nv_src(shape == Shape::Scalar1)?);
        }
        Ok(instruction)
    }

    fn nv_address_dst(&mut self) -> PResult<Dst> {
        let at = self.pos;
        let name = self.ident()?;
        let reg = match name.as_str() {
            "A0" => 0,
            "A1" if self.dialect == Dialect::Vp20 => 1,
            _ => {
                return Err(
                    self.error_at(at, format!("expected an address register, found '{name}'"))
                )
            }
        };
        let mask_at = self.pos;
        let mask = self.write_mask()?;
        if self.dialect != Dialect::Vp20 && mask != 1 {
            return Err(self.error_at(mask_at, "VP1 address register writes need the mask .x"));
        }
        let cc = self.cc_test()?;
        Ok(Dst {
            reg: DstReg::Address(reg),
            mask,
            cc,
        })
    }

    fn nv_dst(&mut self) -> PResult<Dst> {
        let at = self.pos;
        let name = self.ident()?;
        let reg = if name == "o" {
            self.expect_punct('[')?;
            let name_at = self.pos;
            let result = self.ident()?;
            let known = NV_RESULT_NAMES.iter().position(|n| *n == result);
            match known {
                Some(i) if i < 15 || self.dialect == Dialect::Vp20 => {}
                _ => {
                    return Err(
                        self.error_at(name_at, format!("invalid result register o[{result}]"))
                    )
                }
            }
            self.expect_punct(']')?;
            DstReg::Output(self.output_slot(format!("o[{result}]")))
        } else if name == "CC" && self.dialect == Dialect::Vp20 {
            DstReg::CcOnly
        } else if let Some(n) = self.nv_temp(&name) {
            DstReg::Temp(n)
        } else {
            return Err(self.error_at(at, format!("invalid destination register '{name}'")));
        };
        let mask = self.write_mask()?;
        let cc = self.cc_test()?;
        Ok(Dst { reg, mask, cc })
    }

    fn nv_temp(&self, name: &str) -> Option<u16> {
        let n: u16 = name.strip_prefix('R')?.parse().ok()?;
        let limit = if self.dialect == Dialect::Vp20 {
            16
        } else {
            12
        };
        (n < limit && name == format!("R{n}")).then_some(n)
    }

    fn nv_src(&mut self, scalar: bool) -> PResult<Src> {
        let mut negate = self.eat_punct('-');
        if !negate && self.is_punct('+') {
            if self.dialect != Dialect::Vp20 {
                return Err(self.error("'+' operands are available only in VP2"));
            }
            self.next();
        }
        let abs = self.eat_punct('|');
        if abs && self.dialect != Dialect::Vp20 {
            return Err(self.error_at(self.pos - 1, "|abs| operands are available only in VP2"));
        }
        if abs {
            // The sign inside the bars applies before the absolute value.
            if !self.eat_punct('-') {
                self.eat_punct('+');
            }
        }
        let reg = self.nv_src_register()?;
        let swizzle_at = self.pos;
        let swizzle = self.swizzle()?;
        if scalar
            && (!self.tokens[swizzle_at].tok.eq(&Tok::Punct('.'))
                || swizzle.iter().any(|&c| c != swizzle[0]))
        {
            return Err(self.error_at(
                swizzle_at,
                "a scalar operand needs a single-component suffix such as .x",
            ));
        }
        if abs {
            self.expect_punct('|')?;
        }
        if abs && negate {
            // `-|x|`: negation applies to the absolute value.
            negate = true;
        }
        Ok(Src {
            reg,
            swizzle,
            negate,
            abs,
        })
    }

    fn nv_src_register(&mut self) -> PResult<SrcReg> {
        let at = self.pos;
        let name = self.ident()?;
        match name.as_str() {
            "v" => {
                self.expect_punct('[')?;
                let index_at = self.pos;
                let index = match self.peek().clone() {
                    Tok::Num(v, false) if v < 16.0 => {
                        self.next();
                        v as u16
                    }
                    Tok::Ident(mnemonic) => {
                        self.next();
                        match NV_ATTRIB_NAMES.iter().find(|(n, _)| *n == mnemonic) {
                            Some(&(_, i)) => i,
                            None => {
                                return Err(self.error_at(
                                    index_at,
                                    format!("invalid vertex attribute v[{mnemonic}]"),
                                ))
                            }
                        }
                    }
                    _ => {
                        return Err(self.error_at(
                            index_at,
                            "vertex attribute register out of range (v[0..15])",
                        ))
                    }
                };
                self.expect_punct(']')?;
                Ok(SrcReg::Input(self.input_slot(format!("v[{index}]"))))
            }
            "c" => self.nv_param(),
            _ => match self.nv_temp(&name) {
                Some(n) => Ok(SrcReg::Temp(n)),
                None => Err(self.error_at(at, format!("invalid source register '{name}'"))),
            },
        }
    }

    fn nv_param(&mut self) -> PResult<SrcReg> {
        self.expect_punct('[')?;
        let vp2 = self.dialect == Dialect::Vp20;
        let count: u32 = if vp2 { 256 } else { 96 };
        let at = self.pos;
        if let Tok::Num(v, false) = *self.peek() {
            self.next();
            if v >= count as f64 {
                return Err(self.error_at(
                    at,
                    format!(
                        "program parameter c[{v}] out of range (c[0..{}])",
                        count - 1
                    ),
                ));
            }
            self.expect_punct(']')?;
            return Ok(SrcReg::Param(v as u16));
        }
        let name = self.ident()?;
        let addr = match name.as_str() {
            "A0" => 0,
            "A1" if vp2 => 1,
            _ => {
                return Err(self.error_at(
                    at,
                    format!("expected a register number or address register, found '{name}'"),
                ))
            }
        };
        self.expect_punct('.')?;
        let comp_at = self.pos;
        let comp_name = self.ident()?;
        let comp = match comp_name.as_str() {
            "x" => 0,
            "y" if vp2 => 1,
            "z" if vp2 => 2,
            "w" if vp2 => 3,
            _ => {
                return Err(
                    self.error_at(comp_at, format!("invalid address component '.{comp_name}'"))
                )
            }
        };
        let (max_pos, max_neg) = if vp2 { (255, 256) } else { (63, 64) };
        let mut offset = 0i32;
        let sign_at = self.pos;
        if self.eat_punct('+') || self.is_punct('-') {
            let negative = self.eat_punct('-');
            let n = self.integer()? as i32;
            if (!negative && n > max_pos) || (negative && n > max_neg) {
                return Err(self.error_at(
                    sign_at,
                    format!("relative offset out of range (-{max_neg}..+{max_pos})"),
                ));
            }
            offset = if negative { -n } else { n };
        }
        self.expect_punct(']')?;
        Ok(SrcReg::ParamRel {
            array_start: 0,
            array_len: count as u16,
            addr,
            comp,
            offset,
        })
    }

    // ---- ARB programs --------------------------------------------------

    fn parse_arb(&mut self) -> PResult<()> {
        loop {
            let at = self.pos;
            let word = match self.peek().clone() {
                Tok::Ident(w) => w,
                Tok::Eof => return Err(self.error("missing END")),
                _ => {
                    return Err(
                        self.error(format!("expected a statement, found {}", self.describe()))
                    )
                }
            };
            match word.as_str() {
                "END" => {
                    self.next();
                    break;
                }
                "OPTION" => {
                    self.next();
                    let name = self.ident()?;
                    self.check_arb_option(&name, at)?;
                    self.options.push(name);
                }
                "TEMP" | "ADDRESS" => {
                    self.next();
                    self.declare_list(&word)?;
                }
                "PARAM" => {
                    self.next();
                    self.declare_param()?;
                }
                "ATTRIB" => {
                    self.next();
                    let name = self.new_name()?;
                    self.expect_punct('=')?;
                    let binding = self.arb_input_binding()?;
                    let slot = self.input_slot(binding);
                    self.symbols.insert(name, Symbol::Attrib(slot));
                }
                "OUTPUT" => {
                    self.next();
                    let name = self.new_name()?;
                    self.expect_punct('=')?;
                    let binding = self.arb_output_binding()?;
                    let slot = self.output_slot(binding);
                    self.symbols.insert(name, Symbol::Output(slot));
                }
                "ALIAS" => {
                    self.next();
                    let name = self.new_name()?;
                    self.expect_punct('=')?;
                    let target_at = self.pos;
                    let target = self.ident()?;
                    let symbol = *self.symbols.get(&target).ok_or_else(|| {
                        self.error_at(target_at, format!("undeclared name '{target}'"))
                    })?;
                    self.symbols.insert(name, symbol);
                }
                _ => {
                    let instruction = self.arb_instruction()?;
                    self.instructions.push(instruction);
                }
            }
            self.expect_punct(';')?;
        }
        if *self.peek() != Tok::Eof {
            return Err(self.error("text after END"));
        }
        Ok(())
    }

    fn check_arb_option(&self, name: &str, at: usize) -> PResult<()> {
        let known: &[&str] = if self.dialect.is_fragment() {
            &[
                "ARB_precision_hint_fastest",
                "ARB_precision_hint_nicest",
                "ARB_fog_exp",
                "ARB_fog_exp2",
                "ARB_fog_linear",
                "ARB_draw_buffers",
                "ATI_draw_buffers",
                "ARB_fragment_program_shadow",
                "NV_fragment_program_option",
            ]
        } else {
            &["ARB_position_invariant", "NV_vertex_program2_option"]
        };
        if known.contains(&name) {
            Ok(())
        } else {
            Err(self.error_at(at, format!("unknown option '{name}'")))
        }
    }

    fn new_name(&mut self) -> PResult<String> {
        let at = self.pos;
        let name = self.ident()?;
        if self.symbols.contains_key(&name) {
            return Err(self.error_at(at, format!("'{name}' is already declared")));
        }
        if opcode_info(&name).is_some()
            || matches!(
                name.as_str(),
                "vertex" | "fragment" | "state" | "program" | "result"
            )
        {
            return Err(self.error_at(at, format!("'{name}' is a reserved word")));
        }
        Ok(name)
    }

    fn declare_list(&mut self, kind: &str) -> PResult<()> {
        loop {
            let at = self.pos;
            let name = self.new_name()?;
            let symbol = if kind == "TEMP" {
                self.num_temps += 1;
                Symbol::Temp((self.num_temps - 1) as u16)
            } else {
                // ARB_vertex_program allows one address register (A0-style).
                if self.dialect.is_fragment() {
                    return Err(self.error_at(at, "ADDRESS is not available in fragment programs"));
                }
                self.num_address += 1;
                if self.num_address > 1 {
                    return Err(self.error_at(at, "too many address registers (at most 1)"));
                }
                Symbol::Address(self.num_address - 1)
            };
            self.symbols.insert(name, symbol);
            if !self.eat_punct(',') {
                return Ok(());
            }
        }
    }

    fn declare_param(&mut self) -> PResult<()> {
        let name = self.new_name()?;
        let start = self.params.len() as u16;
        if self.eat_punct('[') {
            let mut declared = None;
            if !self.is_punct(']') {
                declared = Some(self.integer()? as usize);
            }
            self.expect_punct(']')?;
            self.expect_punct('=')?;
            self.expect_punct('{')?;
            loop {
                let sources = self.param_item(true)?;
                self.params.extend(sources);
                if !self.eat_punct(',') {
                    break;
                }
            }
            let close = self.pos;
            self.expect_punct('}')?;
            let len = self.params.len() - start as usize;
            if declared.is_some_and(|n| n != len) {
                return Err(self.error_at(
                    close,
                    format!(
                        "PARAM array '{name}' declares {} elements but binds {len}",
                        declared.unwrap_or(0)
                    ),
                ));
            }
            self.symbols.insert(
                name,
                Symbol::Param {
                    start,
                    len: len as u16,
                    array: true,
                },
            );
        } else {
            self.expect_punct('=')?;
            let at = self.pos;
            let sources = self.param_item(false)?;
            if sources.len() != 1 {
                return Err(self.error_at(
                    at,
                    "a single PARAM needs exactly one vector; declare an array",
                ));
            }
            self.params.extend(sources);
            self.symbols.insert(
                name,
                Symbol::Param {
                    start,
                    len: 1,
                    array: false,
                },
            );
        }
        Ok(())
    }

    /// One item of a PARAM binding: a constant, `program.local[a..b]`,
    /// `program.env[n]` or a `state.*` binding (possibly several rows).
    fn param_item(&mut self, allow_ranges: bool) -> PResult<Vec<ParamSource>> {
        match self.peek().clone() {
            Tok::Punct('{') => Ok(vec![ParamSource::Constant(self.constant_vector()?)]),
            Tok::Num(..) | Tok::Punct('-') | Tok::Punct('+') => {
                let v = self.signed_number()?;
                Ok(vec![ParamSource::Constant([v; 4])])
            }
            Tok::Ident(word) if word == "program" => self.program_param(allow_ranges),
            Tok::Ident(word) if word == "state" => {
                self.next();
                self.state_binding(allow_ranges)
            }
            _ => Err(self.error(format!(
                "expected a parameter binding, found {}",
                self.describe()
            ))),
        }
    }

    fn constant_vector(&mut self) -> PResult<[f32; 4]> {
        self.expect_punct('{')?;
        let mut values = vec![self.signed_number()?];
        while self.eat_punct(',') {
            let at = self.pos;
            values.push(self.signed_number()?);
            if values.len() > 4 {
                return Err(self.error_at(at, "a constant vector has at most four components"));
            }
        }
        self.expect_punct('}')?;
        // Missing components are filled from (0,0,0,1) (ARB_vertex_program 2.14.3.4).
        let mut v = [0.0, 0.0, 0.0, 1.0];
        v[..values.len()].copy_from_slice(&values);
        Ok(v)
    }

    fn program_param(&mut self, allow_ranges: bool) -> PResult<Vec<ParamSource>> {
        self.expect_word("program")?;
        self.expect_punct('.')?;
        let at = self.pos;
        let kind = self.ident()?;
        if kind != "local" && kind != "env" {
            return Err(self.error_at(
                at,
                format!("expected program.local or program.env, found program.{kind}"),
            ));
        }
        self.expect_punct('[')?;
        let first = self.integer()?;
        let mut last = first;
        if allow_ranges && self.eat_punct('.') {
            self.expect_punct('.')?;
            last = self.integer()?;
        }
        self.expect_punct(']')?;
        // Generous: GL implementations allow at least 96 (vertex) or 24 (fragment).
        let limit = 4096;
        if last < first || last >= limit {
            return Err(self.error_at(at, format!("invalid program.{kind} range")));
        }
        Ok((first..=last)
            .map(|i| {
                if kind == "local" {
                    ParamSource::Local(i)
                } else {
                    ParamSource::Env(i)
                }
            })
            .collect())
    }

    /// `state.` has been read; collects the dotted path and canonicalises it.
    fn state_binding(&mut self, allow_ranges: bool) -> PResult<Vec<ParamSource>> {
        // Point at the first name after `state.`.
        let at = (self.pos + 1).min(self.tokens.len() - 1);
        let mut parts: Vec<state::Part> = Vec::new();
        while self.is_punct('.') {
            // Stop before a swizzle: `state.fog.color.x`.
            if let Tok::Ident(next) = self.peek_at(1).clone() {
                if !parts.is_empty() && state::is_swizzle_not_member(&parts, &next) {
                    break;
                }
                self.next();
                self.next();
                let mut part = state::Part {
                    name: next,
                    index: None,
                };
                if self.is_punct('[') {
                    self.next();
                    let first = self.integer()?;
                    let mut last = first;
                    if self.eat_punct('.') {
                        self.expect_punct('.')?;
                        last = self.integer()?;
                    }
                    self.expect_punct(']')?;
                    part.index = Some((first, last));
                }
                parts.push(part);
            } else {
                break;
            }
        }
        let names = state::canonical_names(&parts).map_err(|m| self.error_at(at, m))?;
        if !allow_ranges && names.len() != 1 && parts.iter().any(|p| p.name == "row") {
            return Err(self.error_at(at, "a row range needs a PARAM array"));
        }
        Ok(names.into_iter().map(ParamSource::State).collect())
    }

    fn arb_input_binding(&mut self) -> PResult<String> {
        let at = self.pos;
        let root = self.ident()?;
        let expected = if self.dialect.is_fragment() {
            "fragment"
        } else {
            "vertex"
        };
        if root != expected {
            return Err(self.error_at(
                at,
                format!("expected a {expected}.* attribute binding, found '{root}'"),
            ));
        }
        let path = self.dotted_path()?;
        state::canonical_input(self.dialect.is_fragment(), &path).map_err(|m| self.error_at(at, m))
    }

    fn arb_output_binding(&mut self) -> PResult<String> {
        let at = self.pos;
        let root = self.ident()?;
        if root != "result" {
            return Err(self.error_at(at, format!("expected a result.* binding, found '{root}'")));
        }
        let path = self.dotted_path()?;
        state::canonical_output(self.dialect.is_fragment(), &path).map_err(|m| self.error_at(at, m))
    }

    /// `.a.b[3].c` after a root word, stopping before a swizzle or mask.
    fn dotted_path(&mut self) -> PResult<Vec<state::Part>> {
        let mut parts = Vec::new();
        while self.is_punct('.') {
            let Tok::Ident(next) = self.peek_at(1).clone() else {
                break;
            };
            if state::is_binding_member(&parts, &next) {
                self.next();
                self.next();
                let mut part = state::Part {
                    name: next,
                    index: None,
                };
                if self.is_punct('[') {
                    self.next();
                    let n = self.integer()?;
                    self.expect_punct(']')?;
                    part.index = Some((n, n));
                }
                parts.push(part);
            } else {
                break;
            }
        }
        Ok(parts)
    }

    fn arb_instruction(&mut self) -> PResult<Instruction> {
        let at = self.pos;
        let line = self.tokens[at].line;
        let name = self.ident()?;
        let (base, saturate) = match name.strip_suffix("_SAT") {
            Some(base) => (base, true),
            None => (name.as_str(), false),
        };
        let (op, shape) = opcode_info(base)
            .filter(|(op, _)| opcode_allowed(*op, self.dialect))
            .ok_or_else(|| {
                self.error_at(
                    at,
                    format!("unknown instruction '{name}' in {}", self.dialect.header()),
                )
            })?;
        if saturate && (!self.dialect.is_fragment() || op == Opcode::Kil) {
            return Err(self.error_at(
                at,
                format!("'{name}': _SAT is available only in fragment programs"),
            ));
        }
        let mut instruction = empty_instruction(op, line);
        instruction.saturate = saturate;
        if shape == Shape::Kil {
            instruction.srcs.push(self.arb_src(false)?);
            return Ok(instruction);
        }
        instruction.dst = Some(self.arb_dst(shape == Shape::Address)?);
        match shape {
            Shape::Swz => {
                self.expect_punct(',')?;
                let mut src = self.arb_src_register_only()?;
                src.swizzle = IDENTITY;
                instruction.srcs.push(src);
                for i in 0..4 {
                    self.expect_punct(',')?;
                    instruction.swz[i] = self.extended_selector()?;
                }
            }
            Shape::Tex => {
                self.expect_punct(',')?;
                instruction.srcs.push(self.arb_src(false)?);
                self.expect_punct(',')?;
                self.expect_word("texture")?;
                let unit = if self.is_punct('[') {
                    self.bracket_index("texture unit", 16)?
                } else {
                    0
                };
                self.expect_punct(',')?;
                let target_at = self.pos;
                let target = match self.peek().clone() {
                    Tok::Ident(t) if t == "CUBE" => TexTarget::Cube,
                    Tok::Ident(t) if t == "RECT" => TexTarget::Rect,
                    Tok::Ident(t) if t.starts_with("SHADOW") => {
                        let target = match &t["SHADOW".len()..] {
                            "1D" => TexTarget::T1D,
                            "2D" => TexTarget::T2D,
                            "RECT" => TexTarget::Rect,
                            _ => {
                                return Err(self.error(format!(
                                    "expected a shadow texture target (SHADOW1D, SHADOW2D, SHADOWRECT), found {t}"
                                )))
                            }
                        };
                        if !self
                            .options
                            .iter()
                            .any(|o| o == "ARB_fragment_program_shadow")
                        {
                            return Err(self.error(format!(
                                "texture target {t} needs OPTION ARB_fragment_program_shadow"
                            )));
                        }
                        self.next();
                        instruction.shadow = true;
                        instruction.tex = Some((unit as u8, target));
                        return Ok(instruction);
                    }
                    Tok::Num(1.0, false) => TexTarget::T1D,
                    Tok::Num(2.0, false) => TexTarget::T2D,
                    Tok::Num(3.0, false) => TexTarget::T3D,
                    _ => {
                        return Err(self.error("expected a texture target (1D, 2D, 3D, CUBE, RECT)"))
                    }
                };
                self.next();
                if matches!(target, TexTarget::T1D | TexTarget::T2D | TexTarget::T3D) {
                    match self.peek().clone() {
                        Tok::Ident(d) if d == "D" => {
                            self.next();
                        }
                        _ => {
                            return Err(self.error_at(
                                target_at,
                                "expected a texture target (1D, 2D, 3D, CUBE, RECT)",
                            ))
                        }
                    }
                }
                instruction.tex = Some((unit as u8, target));
            }
            _ => {
                let (count, scalar) = match shape {
                    Shape::Vector1 => (1, false),
                    Shape::Scalar1 | Shape::Address => (1, true),
                    Shape::Scalar2 => (2, true),
                    Shape::Vector2 => (2, false),
                    _ => (3, false),
                };
                for _ in 0..count {
                    self.expect_punct(',')?;
                    instruction.srcs.push(self.arb_src(scalar)?);
                }
            }
        }
        Ok(instruction)
    }

    fn extended_selector(&mut self) -> PResult<(SwzSel, bool)> {
        let negate = if self.eat_punct('-') {
            true
        } else {
            self.eat_punct('+');
            false
        };
        let at = self.pos;
        let sel = match self.next() {
            Tok::Num(0.0, false) => SwzSel::Zero,
            Tok::Num(1.0, false) => SwzSel::One,
            Tok::Ident(s) if s.len() == 1 => {
                let c = s.chars().next().unwrap_or(' ');
                match swizzle_index(c, self.dialect.is_fragment()) {
                    Some(i) => SwzSel::Comp(i),
                    None => {
                        return Err(
                            self.error_at(at, format!("invalid extended swizzle selector '{s}'"))
                        )
                    }
                }
            }
            _ => {
                return Err(self.error_at(
                    at,
                    "expected an extended swizzle selector (0, 1, x, y, z, w)",
                ))
            }
        };
        Ok((sel, negate))
    }

    fn arb_dst(&mut self, address: bool) -> PResult<Dst> {
        let at = self.pos;
        let name = self.ident()?;
        let reg = if name == "result" {
            let path = self.dotted_path()?;
            let canonical = state::canonical_output(self.dialect.is_fragment(), &path)
                .map_err(|m| self.error_at(at, m))?;
            DstReg::Output(self.output_slot(canonical))
        } else {
            match self.symbols.get(&name) {
                Some(Symbol::Temp(t)) if !address => DstReg::Temp(*t),
                Some(Symbol::Output(o)) if !address => DstReg::Output(*o),
                Some(Symbol::Address(a)) if address => DstReg::Address(*a),
                Some(_) => {
                    let wanted = if address {
                        "an address register"
                    } else {
                        "a temporary or output"
                    };
                    return Err(self.error_at(at, format!("'{name}' is not {wanted}")));
                }
                None => return Err(self.error_at(at, format!("undeclared name '{name}'"))),
            }
        };
        let mask_at = self.pos;
        let mask = self.write_mask()?;
        if address && mask != 1 {
            return Err(self.error_at(mask_at, "ARL writes the address register with the mask .x"));
        }
        // `result.fogcoord` and `result.pointsize` take any mask: the ARB
        // specification gives writes to their y, z, w no effect (Mesa accepts
        // them, and cgc writes every component of a `float4 : FOG` output).
        if let DstReg::Output(o) = reg {
            let name = &self.outputs[o as usize];
            if name == "result.depth" && mask != 4 {
                return Err(self.error_at(
                    mask_at,
                    format!("{name} must be written with its scalar mask"),
                ));
            }
        }
        Ok(Dst {
            reg,
            mask,
            cc: None,
        })
    }

    /// A source register without sign or swizzle (SWZ's operand).
    fn arb_src_register_only(&mut self) -> PResult<Src> {
        let negate = self.eat_punct('-');
        let reg = self.arb_src_register()?;
        Ok(Src {
            reg,
            swizzle: IDENTITY,
            negate,
            abs: false,
        })
    }

    fn arb_src(&mut self, scalar: bool) -> PResult<Src> {
        let negate = if self.eat_punct('-') {
            true
        } else {
            self.eat_punct('+');
            false
        };
        let reg = self.arb_src_register()?;
        let swizzle_at = self.pos;
        let has_suffix = self.is_punct('.');
        let swizzle = self.swizzle()?;
        if scalar && (!has_suffix || swizzle.iter().any(|&c| c != swizzle[0])) {
            return Err(self.error_at(
                swizzle_at,
                "a scalar operand needs a single-component suffix such as .x",
            ));
        }
        Ok(Src {
            reg,
            swizzle,
            negate,
            abs: false,
        })
    }

    fn arb_src_register(&mut self) -> PResult<SrcReg> {
        let at = self.pos;
        match self.peek().clone() {
            Tok::Punct('{') => {
                let v = self.constant_vector()?;
                Ok(SrcReg::Param(self.param_slot(ParamSource::Constant(v))))
            }
            Tok::Num(v, _) => {
                self.next();
                Ok(SrcReg::Param(
                    self.param_slot(ParamSource::Constant([v as f32; 4])),
                ))
            }
            Tok::Ident(word) => match word.as_str() {
                "vertex" | "fragment" => {
                    let binding = self.arb_input_binding()?;
                    Ok(SrcReg::Input(self.input_slot(binding)))
                }
                "program" => {
                    let sources = self.param_item(false)?;
                    Ok(SrcReg::Param(self.param_slot(sources[0].clone())))
                }
                "state" => {
                    self.next();
                    let sources = self.state_binding(false)?;
                    if sources.len() != 1 {
                        return Err(self.error_at(at, "a state matrix operand needs .row[n]"));
                    }
                    Ok(SrcReg::Param(self.param_slot(sources[0].clone())))
                }
                _ => {
                    self.next();
                    self.arb_symbol_src(&word, at)
                }
            },
            _ => Err(self.error(format!(
                "expected a source register, found {}",
                self.describe()
            ))),
        }
    }

    fn arb_symbol_src(&mut self, name: &str, at: usize) -> PResult<SrcReg> {
        let symbol = *self
            .symbols
            .get(name)
            .ok_or_else(|| self.error_at(at, format!("undeclared name '{name}'")))?;
        match symbol {
            Symbol::Temp(t) => Ok(SrcReg::Temp(t)),
            Symbol::Attrib(i) => Ok(SrcReg::Input(i)),
            Symbol::Param {
                start,
                len,
                array: false,
            } => {
                debug_assert_eq!(len, 1);
                Ok(SrcReg::Param(start))
            }
            Symbol::Param {
                start,
                len,
                array: true,
            } => self.array_element(name, start, len),
            Symbol::Output(_) => {
                Err(self.error_at(at, format!("result register '{name}' cannot be read")))
            }
            Symbol::Address(_) => {
                Err(self.error_at(at, format!("address register '{name}' cannot be read")))
            }
        }
    }

    fn array_element(&mut self, name: &str, start: u16, len: u16) -> PResult<SrcReg> {
        self.expect_punct('[')?;
        let at = self.pos;
        if let Tok::Num(v, false) = *self.peek() {
            self.next();
            if v >= len as f64 {
                return Err(self.error_at(
                    at,
                    format!("index {v} out of range for PARAM array '{name}' of {len} elements"),
                ));
            }
            self.expect_punct(']')?;
            return Ok(SrcReg::Param(start + v as u16));
        }
        if self.dialect.is_fragment() {
            return Err(self.error_at(
                at,
                "relative addressing is not available in fragment programs",
            ));
        }
        let addr_name = self.ident()?;
        let addr = match self.symbols.get(&addr_name) {
            Some(Symbol::Address(a)) => *a,
            _ => return Err(self.error_at(at, format!("'{addr_name}' is not an address register"))),
        };
        self.expect_punct('.')?;
        self.expect_word("x")?;
        let mut offset = 0;
        let sign_at = self.pos;
        if self.eat_punct('+') || self.is_punct('-') {
            let negative = self.eat_punct('-');
            let n = self.integer()? as i32;
            // ARB_vertex_program: offsets are 0..63 and -64..-1.
            if (!negative && n > 63) || (negative && n > 64) {
                return Err(self.error_at(sign_at, "relative offset out of range (-64..+63)"));
            }
            offset = if negative { -n } else { n };
        }
        self.expect_punct(']')?;
        Ok(SrcReg::ParamRel {
            array_start: start,
            array_len: len,
            addr,
            comp: 0,
            offset,
        })
    }
}

fn empty_instruction(op: Opcode, line: u32) -> Instruction {
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
