//! ARB_vertex_program and ARB_fragment_program (`!!ARBvp1.0`,
//! `!!ARBfp1.0`): declarations (TEMP, PARAM, ATTRIB, OUTPUT, ALIAS), state
//! and program parameter bindings, and instructions on declared names.

use super::reader::*;
use crate::vm::lex::Tok;
use crate::vm::program::*;
use crate::vm::state;

impl Parser {
    pub(super) fn parse_arb(&mut self) -> PResult<()> {
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
            .filter(|(op, _)| op.in_dialect(self.dialect))
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
        if !op.has_destination() {
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
