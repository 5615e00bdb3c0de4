//! The interpreter: executes a parsed program on one set of inputs.
//!
//! Semantics follow the instruction pseudo-code of ARB_vertex_program
//! (2.14.5), ARB_fragment_program (3.11.5) and NV_vertex_program2 (2.14.3),
//! in f32. Invariants: ARB temporaries start undefined and NV temporaries
//! start at (0,0,0,0) (NV 2.14.1.4); NV results start at (0,0,0,1)
//! (2.14.1.5) and ARB results undefined; the condition code starts at EQ;
//! address registers at 0. A VP2 program stops after 65536 executed
//! instructions or a CAL with four return addresses already stacked; both are
//! reported as abnormal terminations, never as panics.

use super::program::*;
use super::state::Matrix;
use super::texture::Texture;
use super::value::{Cond, Vec4};
use crate::isa::{scalar, vector};

/// An address register component loaded from NaN: every relative read
/// through it is out of range, and its condition code is UN.
const INVALID_ADDRESS: i32 = i32::MIN;

/// NV 2.14.3: denormals are not supported and are flushed to zero.
fn flush_denormal(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// VP2's limit on executed instructions (2.14.2.3).
pub const INSTRUCTION_LIMIT: u64 = 65536;
/// VP2's call stack depth (2.14.3.7).
pub const CALL_STACK_DEPTH: usize = 4;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// Ran off the end (or END).
    End,
    /// RET with an empty call stack.
    Ret,
    /// KIL in a fragment program.
    Killed,
    CallStackOverflow,
    InstructionLimit,
}

impl Termination {
    /// The name nvvm and glcheck use (`end`, `ret`, `call_stack_overflow`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Termination::End => "end",
            Termination::Ret => "ret",
            Termination::Killed => "killed",
            Termination::CallStackOverflow => "call_stack_overflow",
            Termination::InstructionLimit => "instruction_limit",
        }
    }

    pub fn is_abnormal(self) -> bool {
        matches!(
            self,
            Termination::CallStackOverflow | Termination::InstructionLimit
        )
    }
}

/// Everything a run reads besides the program: parameter values (ARB slots
/// or NV `c[]`), input values per input slot, textures per unit.
pub struct Env<'a> {
    pub params: &'a [Vec4],
    pub inputs: &'a [Vec4],
    pub textures: &'a [Option<Texture>],
    /// The matrix a position-invariant program transforms position with.
    pub mvp: Matrix,
}

/// The result of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// Final value per output slot (`Program::outputs`).
    pub outputs: Vec<Vec4>,
    /// Components each output slot had written in this run.
    pub written: Vec<u8>,
    pub termination: Termination,
    /// Instructions executed.
    pub executed: u64,
    /// Relative reads outside the addressed array.
    pub out_of_range_reads: u32,
}

struct Machine<'a> {
    program: &'a Program,
    env: &'a Env<'a>,
    temps: Vec<Vec4>,
    outputs: Vec<Vec4>,
    written: Vec<u8>,
    address: [[i32; 4]; 2],
    cc: [Cond; 4],
    out_of_range_reads: u32,
}

/// Runs `program` once.
pub fn execute(program: &Program, env: &Env) -> Outcome {
    let nv = program.dialect.is_nv();
    let mut machine = Machine {
        program,
        env,
        temps: vec![if nv { Vec4::ZERO } else { Vec4::UNDEFINED }; program.num_temps],
        outputs: vec![if nv { Vec4::ZERO_ONE } else { Vec4::UNDEFINED }; program.outputs.len()],
        written: vec![0; program.outputs.len()],
        address: [[0; 4]; 2],
        cc: [Cond::Eq; 4],
        out_of_range_reads: 0,
    };
    let (termination, executed) = machine.run();
    if termination != Termination::Killed {
        machine.apply_position_invariance();
    }
    Outcome {
        outputs: machine.outputs,
        written: machine.written,
        termination,
        executed,
        out_of_range_reads: machine.out_of_range_reads,
    }
}

impl Machine<'_> {
    fn run(&mut self) -> (Termination, u64) {
        let instructions = &self.program.instructions;
        let mut pc = self.program.entry;
        let mut stack: Vec<usize> = Vec::new();
        let mut executed = 0u64;
        while pc < instructions.len() {
            if executed >= INSTRUCTION_LIMIT {
                return (Termination::InstructionLimit, executed);
            }
            executed += 1;
            let instruction = &instructions[pc];
            pc += 1;
            match instruction.op {
                Opcode::Bra => {
                    if self.condition(instruction.cond) {
                        pc = instruction.target;
                    }
                }
                Opcode::Cal => {
                    if self.condition(instruction.cond) {
                        if stack.len() >= CALL_STACK_DEPTH {
                            return (Termination::CallStackOverflow, executed);
                        }
                        stack.push(pc);
                        pc = instruction.target;
                    }
                }
                Opcode::Ret => {
                    if self.condition(instruction.cond) {
                        match stack.pop() {
                            Some(back) => pc = back,
                            None => return (Termination::Ret, executed),
                        }
                    }
                }
                Opcode::Kil => {
                    let v = self.fetch(&instruction.srcs[0]);
                    if vector::kills(v.v) {
                        return (Termination::Killed, executed);
                    }
                }
                _ => self.step(instruction),
            }
        }
        (Termination::End, executed)
    }

    /// Any component of the tested condition code passes (BRA/CAL/RET).
    fn condition(&self, test: Option<CcTest>) -> bool {
        match test {
            None => true,
            Some(t) => (0..4).any(|i| self.test_cc(t, i)),
        }
    }

    fn test_cc(&self, test: CcTest, lane: usize) -> bool {
        let field = self.cc[test.swizzle[lane] as usize];
        match test.rule {
            CcRule::Eq => field == Cond::Eq,
            CcRule::Ne => field != Cond::Eq,
            CcRule::Lt => field == Cond::Lt,
            CcRule::Ge => field == Cond::Gt || field == Cond::Eq,
            CcRule::Le => field == Cond::Lt || field == Cond::Eq,
            CcRule::Gt => field == Cond::Gt,
            CcRule::Tr => true,
            CcRule::Fl => false,
        }
    }

    fn read_register(&mut self, reg: SrcReg) -> Vec4 {
        match reg {
            SrcReg::Temp(t) => self.temps[t as usize],
            SrcReg::Input(i) => self
                .env
                .inputs
                .get(i as usize)
                .copied()
                .unwrap_or(Vec4::ZERO_ONE),
            SrcReg::Param(p) => self
                .env
                .params
                .get(p as usize)
                .copied()
                .unwrap_or(Vec4::UNDEFINED),
            SrcReg::ParamRel {
                array_start,
                array_len,
                addr,
                comp,
                offset,
            } => {
                let base = self.address[addr as usize][comp as usize];
                let index = base.saturating_add(offset);
                let outside = base == INVALID_ADDRESS || index < 0 || index >= array_len as i32;
                if outside || !self.program.indexes_cg_array(array_start, index) {
                    self.out_of_range_reads += 1;
                    // ARB leaves such reads undefined (ARBvp 2.14.3.x), and
                    // so does Cg past an array's end. The NV spec is silent
                    // and nvvm reads (0,0,0,0) outside `c[]`, which a program
                    // without a header (not compiled from Cg) follows.
                    let nv_without_header =
                        self.program.dialect.is_nv() && self.program.indexable_rows.is_none();
                    return if nv_without_header {
                        Vec4::ZERO
                    } else {
                        Vec4::UNDEFINED
                    };
                }
                let slot = array_start as usize + index as usize;
                self.env
                    .params
                    .get(slot)
                    .copied()
                    .unwrap_or(Vec4::UNDEFINED)
            }
        }
    }

    /// Loads an operand: swizzle, then absolute value, then negation
    /// (NV 2.14.2.1; ARB operands have no absolute value).
    fn fetch(&mut self, src: &Src) -> Vec4 {
        let raw = self.read_register(src.reg);
        let mut out = Vec4 {
            v: [0.0; 4],
            defined: 0,
        };
        for lane in 0..4 {
            let from = src.swizzle[lane] as usize;
            if raw.is_defined(from) {
                let mut x = raw.v[from];
                if src.abs {
                    x = x.abs();
                }
                if src.negate {
                    x = -x;
                }
                out.v[lane] = if self.program.dialect.is_nv() {
                    flush_denormal(x)
                } else {
                    x
                };
                out.defined |= 1 << lane;
            }
        }
        out
    }

    fn step(&mut self, instruction: &Instruction) {
        let a = instruction
            .srcs
            .first()
            .map(|s| self.fetch(s))
            .unwrap_or(Vec4::UNDEFINED);
        let b = instruction
            .srcs
            .get(1)
            .map(|s| self.fetch(s))
            .unwrap_or(Vec4::UNDEFINED);
        let c = instruction
            .srcs
            .get(2)
            .map(|s| self.fetch(s))
            .unwrap_or(Vec4::UNDEFINED);
        let Some(dst) = instruction.dst else { return };
        if let DstReg::Address(reg) = dst.reg {
            self.write_address(instruction, dst, reg, a);
            return;
        }
        let mut result = match instruction.op {
            Opcode::Swz => swizzle_extended(&instruction.swz, a),
            Opcode::Tex | Opcode::Txb | Opcode::Txp => self.sample(instruction, a),
            op => compute(op, self.program.dialect, a, b, c),
        };
        if instruction.saturate {
            result.v = result.v.map(scalar::saturate);
        }
        self.write(instruction, dst, result);
    }

    fn lane_enabled(&self, dst: Dst, lane: usize) -> bool {
        dst.mask & (1 << lane) != 0 && dst.cc.is_none_or(|t| self.test_cc(t, lane))
    }

    /// UpdateDestination of NV 2.14.2.2 (ARB programs have no CC).
    fn write(&mut self, instruction: &Instruction, dst: Dst, result: Vec4) {
        for lane in 0..4 {
            if !self.lane_enabled(dst, lane) {
                continue;
            }
            let value = if self.program.dialect.is_nv() {
                flush_denormal(result.v[lane])
            } else {
                result.v[lane]
            };
            if instruction.set_cc {
                self.cc[lane] = Cond::of(value);
            }
            let bit = 1u8 << lane;
            let target = match dst.reg {
                DstReg::Temp(t) => &mut self.temps[t as usize],
                DstReg::Output(o) => {
                    self.written[o as usize] |= bit;
                    &mut self.outputs[o as usize]
                }
                DstReg::CcOnly | DstReg::Address(_) => continue,
            };
            target.v[lane] = value;
            target.defined = (target.defined & !bit) | (result.defined & bit);
        }
    }

    /// ARL (floor), ARR (round to even), ARA (pairwise add); VP2 clamps to
    /// [-512, 511] (NV 2.14.3.3-5). NaN loads `INVALID_ADDRESS`.
    fn write_address(&mut self, instruction: &Instruction, dst: Dst, reg: u8, a: Vec4) {
        let mut values = [0i32; 4];
        if instruction.op == Opcode::Ara {
            let SwzSel::Comp(src) = instruction.swz[0].0 else {
                return;
            };
            let s = self.address[src as usize];
            let add = |p: i32, q: i32| {
                if p == INVALID_ADDRESS || q == INVALID_ADDRESS {
                    INVALID_ADDRESS
                } else {
                    p + q
                }
            };
            values = [
                add(s[0], s[2]),
                add(s[1], s[3]),
                add(s[0], s[2]),
                add(s[1], s[3]),
            ];
        } else {
            for (lane, value) in values.iter_mut().enumerate() {
                let x = a.v[lane];
                let rounded = if instruction.op == Opcode::Arr {
                    x.round_ties_even()
                } else {
                    x.floor()
                };
                // The specs leave a NaN address undefined; like nvvm, it
                // becomes an invalid address every relative read misses.
                *value = if rounded.is_nan() {
                    INVALID_ADDRESS
                } else {
                    rounded.clamp(-1e9, 1e9) as i32
                };
            }
        }
        let vp2 = self.program.dialect == Dialect::Vp20;
        for (lane, &raw) in values.iter().enumerate() {
            if !self.lane_enabled(dst, lane) {
                continue;
            }
            let value = if vp2 && raw != INVALID_ADDRESS {
                raw.clamp(-512, 511)
            } else {
                raw
            };
            if instruction.set_cc {
                self.cc[lane] = if value == INVALID_ADDRESS {
                    Cond::Un
                } else {
                    Cond::of(value as f32)
                };
            }
            self.address[reg as usize][lane] = value;
        }
    }

    fn sample(&self, instruction: &Instruction, coord: Vec4) -> Vec4 {
        let Some((unit, target)) = instruction.tex else {
            return Vec4::UNDEFINED;
        };
        let mut c = coord.v;
        if instruction.op == Opcode::Txp {
            // TXP divides s, t and r by q (ARB_fragment_program 3.11.5.30).
            let q = c[3];
            c = [c[0] / q, c[1] / q, c[2] / q, q];
        }
        let used: u8 = match target {
            TexTarget::T1D => 0b0001,
            TexTarget::T2D | TexTarget::Rect => 0b0011,
            TexTarget::T3D | TexTarget::Cube => 0b0111,
        } | if instruction.op == Opcode::Tex {
            0
        } else {
            0b1000
        };
        let mut value = match self.env.textures.get(unit as usize) {
            Some(Some(texture)) => texture.sample(target, c),
            _ => [0.0, 0.0, 0.0, 1.0],
        };
        let used = if instruction.shadow {
            // ARB_shadow with GL_LEQUAL and a LUMINANCE depth texture: 1
            // where r is at most the texel's depth (its first channel).
            let lit = if c[2] <= value[0] { 1.0 } else { 0.0 };
            value = [lit, lit, lit, 1.0];
            used | 0b0100
        } else {
            used
        };
        Vec4 {
            v: value,
            defined: if coord.defined & used == used { 0xF } else { 0 },
        }
    }

    fn apply_position_invariance(&mut self) {
        let (option, output, input) = if self.program.dialect.is_nv() {
            ("NV_position_invariant", "o[HPOS]", "v[0]")
        } else {
            (
                "ARB_position_invariant",
                "result.position",
                "vertex.position",
            )
        };
        if !self.program.has_option(option) {
            return;
        }
        let Some(o) = self.program.output_index(output) else {
            return;
        };
        let p = self
            .program
            .input_index(input)
            .and_then(|i| self.env.inputs.get(i).copied())
            .unwrap_or(Vec4::ZERO_ONE);
        let m = self.env.mvp;
        let mut v = [0.0f32; 4];
        for (r, out) in v.iter_mut().enumerate() {
            *out = (0..4).map(|k| m[r][k] * p.v[k]).sum();
        }
        self.outputs[o] = Vec4 {
            v,
            defined: if p.defined == 0xF { 0xF } else { 0 },
        };
        self.written[o] = 0xF;
    }
}

fn swizzle_extended(selectors: &[(SwzSel, bool); 4], a: Vec4) -> Vec4 {
    let mut out = Vec4::UNDEFINED;
    for (lane, &(sel, negate)) in selectors.iter().enumerate() {
        let (value, defined) = match sel {
            SwzSel::Zero => (0.0, true),
            SwzSel::One => (1.0, true),
            SwzSel::Comp(c) => (a.v[c as usize], a.is_defined(c as usize)),
        };
        if defined {
            out.v[lane] = if negate { -value } else { value };
            out.defined |= 1 << lane;
        }
    }
    out
}

/// The value of every arithmetic instruction: the instruction set's
/// ([`vector::evaluate`]) under the dialect's rules, with the lanes it
/// defines ([`defined_lanes`]). A componentwise result holds 0 in its
/// undefined lanes, as every value does that [`Vec4`] computes lane by lane.
pub fn compute(op: Opcode, dialect: Dialect, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    let Some(mut v) = vector::evaluate(op, dialect.rules(), a.v, b.v, c.v) else {
        return Vec4::UNDEFINED;
    };
    let defined = defined_lanes(op, &a, &b, &c);
    if op.is_componentwise() {
        for (lane, x) in v.iter_mut().enumerate() {
            if defined & (1 << lane) == 0 {
                *x = 0.0;
            }
        }
    }
    Vec4 { v, defined }
}

/// Lanes of `mask` defined in `v`: all of them or none.
fn all_defined(v: &Vec4, mask: u8) -> bool {
    v.defined & mask == mask
}

/// All four lanes or none.
fn every_lane(defined: bool) -> u8 {
    if defined {
        0xF
    } else {
        0
    }
}

/// The lanes of `op`'s result that are defined, from those of its operands:
/// a lane needs every operand lane it reads.
fn defined_lanes(op: Opcode, a: &Vec4, b: &Vec4, c: &Vec4) -> u8 {
    let sa = a.is_defined(0);
    match op {
        Opcode::Sfl | Opcode::Str => 0xF,
        // A lane is defined when its condition and the operand it selects
        // are: the other operand is not read (cgc selects an early
        // return's value over a temporary the other path never wrote,
        // tests/shaders/fragment/index_after_return.cg).
        Opcode::Cmp => (0..4)
            .filter(|&lane| {
                a.is_defined(lane) && if a.v[lane] < 0.0 { b } else { c }.is_defined(lane)
            })
            .fold(0, |defined, lane| defined | 1 << lane),
        _ if op.is_componentwise() => [a, b, c][..op.arity()]
            .iter()
            .fold(0xF, |defined, operand| defined & operand.defined),
        Opcode::Dp3 => every_lane(all_defined(a, 0b0111) && all_defined(b, 0b0111)),
        Opcode::Dp4 => every_lane(all_defined(a, 0xF) && all_defined(b, 0xF)),
        Opcode::Dph => every_lane(all_defined(a, 0b0111) && all_defined(b, 0xF)),
        // (1, a.y*b.y, a.z, b.w): ARB 2.14.5.7.
        Opcode::Dst => {
            1 | if a.is_defined(1) && b.is_defined(1) {
                2
            } else {
                0
            } | if a.is_defined(2) { 4 } else { 0 }
                | if b.is_defined(3) { 8 } else { 0 }
        }
        // XPD leaves w undefined (ARB 2.14.5.27).
        Opcode::Xpd => every_lane(all_defined(a, 0b0111) && all_defined(b, 0b0111)) & 0b0111,
        // LIT (ARB 2.14.5.13, NV 2.14.3.18): `y` needs the operand's `x`,
        // `z` its `x`, `y` and `w`.
        Opcode::Lit => {
            let mut defined = 0b1001;
            if sa {
                defined |= 0b0010;
            }
            if all_defined(a, 0b1011) {
                defined |= 0b0100;
            }
            defined
        }
        Opcode::Pow => every_lane(sa && b.is_defined(0)),
        // SCS leaves z and w undefined (ARB_fragment_program 3.11.5.23).
        Opcode::Scs => every_lane(sa) & 0b0011,
        // `w` is 1 whatever the operand (ARB 2.14.5.9, 2.14.5.14).
        Opcode::Exp | Opcode::Log => every_lane(sa) | 0b1000,
        _ => every_lane(sa),
    }
}
