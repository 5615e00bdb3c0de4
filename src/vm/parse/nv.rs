//! NV_vertex_program (`!!VP1.0`, `!!VP1.1`, `!!VP2.0`): instructions,
//! registers by fixed name (`R0`, `v[OPOS]`, `o[HPOS]`, `c[...]`), labels and
//! branches, and the load-time limits of NV_vertex_program2.

use super::reader::*;
use crate::vm::lex::Tok;
use crate::vm::program::*;

impl Parser {
    pub(super) fn parse_nv(&mut self) -> PResult<()> {
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
        if !op.in_dialect(self.dialect) || (set_cc && no_cc_form) {
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
}
