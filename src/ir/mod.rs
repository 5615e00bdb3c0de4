//! The vector IR that code generation works on, and its optimizer.
//!
//! # What a program is
//!
//! A [`Program`] is one entry point after inlining: a list of basic [`Block`]s, an
//! arena of four-component virtual registers ([`VReg`]), and the interface tables
//! that name everything the program reads or writes from the outside world:
//! varying [`Input`]s, [`Uniform`]s (each `rows` consecutive float4 slots),
//! [`Sampler`]s, literal constant vectors and [`Output`]s. Those interface items are
//! *operand kinds*, not registers: no pass may write an input, a uniform or a
//! literal, and outputs are written only through a [`Dest`] whose target is
//! [`DestReg::Output`].
//!
//! # Invariants every pass may assume
//!
//! 1. Every value is a float4. A scalar lives in one component of a virtual
//!    register; which components matter is given by write masks and swizzles, so
//!    liveness is tracked per component (`4 * vreg_count` bits).
//! 2. An [`Operand`] reads its source through a full four-component swizzle, then
//!    takes `abs` (if set), then negates (if set). `abs` and `negate` on a literal
//!    are allowed but passes normally fold them into the literal.
//! 3. An instruction computes a float4 result from its operands, optionally clamps
//!    it to [0, 1] (`saturate`), then writes the components of its write mask. The
//!    components outside the mask keep their previous values. Scalar opcodes
//!    ([`Opcode::is_scalar`]) read component `x` of each (swizzled) operand and
//!    replicate the result; dot products replicate too.
//! 4. Instructions execute in order inside a block; a block ends with exactly one
//!    [`Terminator`]. Block `0` is the entry. Control flow is real (vp30 and
//!    the GLSL profiles keep it); profiles without branches need a program whose blocks form a straight
//!    line ([`Program::is_straight_line`]) after lowering.
//! 5. Virtual registers are not in SSA form: a register may be written several
//!    times, typically one component at a time. A component read before any write
//!    reads 0 in the interpreter (the targets leave it undefined; the front end
//!    never produces such reads).
//! 6. `KIL` and `ARL` have no destination (`ARL` writes the address register,
//!    which [`Source::UniformRelative`] operands read); `TEX`-family opcodes carry a sampler and a texture
//!    target in [`Inst::texture`].
//! 7. After register allocation the same types describe the allocated program:
//!    each `VReg` then *is* a hardware temporary `R<n>`, so the interpreter can run
//!    the allocated program and compare it with the virtual one.
//!
//! The interpreter ([`interp`]) defines the meaning of every opcode in f32; the
//! optimizer ([`opt`]) must preserve it exactly on the outputs (and on `KIL`).
//!
//! # How a front end builds a program (conventions the back end is tuned for)
//!
//! - A scalar value lives in component `x` of its own register and is read with a
//!   replicated swizzle (`.xxxx`); [`crate::back::regalloc::allocate`] later
//!   moves such scalars into free components of shared registers.
//! - A matrix uniform is one [`Uniform`] with one row per slot. `mul(M, v)` is one
//!   `DP4` (or `DP3`) per row into the components of one register; `mul(v, M)` is
//!   `MUL` then `MAD`s with `v.xxxx`, `v.yyyy`, … over the rows.
//! - Write results into fresh registers and finish with a `MOV` to the output:
//!   forwarding retargets the defining instructions, also when several write
//!   disjoint components (`DP4 t.x … DP4 t.w; MOV o, t`).
//! - `saturate(x)` is a `MOV` with [`Dest::saturate`]; it folds into `_SAT` where
//!   the profile has it and becomes `MAX`/`MIN` where it does not.
//! - `c ? a : b` in straight-line code: the condition as `SLT`/`SGE` (1 or 0),
//!   then `CMP d, -c, a, b`; selection turns `CMP` into `SLT`/`SGE`/`MUL`/`MAD`
//!   in vertex profiles. `discard` when `c` is 1: `KIL -c`.
//! - `lerp`, `sin`, `cos`, `abs` may be emitted as `LRP`, `SIN`, `COS`, `ABS` or an
//!   operand's `abs` flag: selection expands what a profile lacks.
//! - Loops the profile cannot keep must be unrolled before; vp30 and the GLSL
//!   profiles keep them as blocks with a [`Terminator::Branch`] on a 0/1
//!   condition, laid out in source order (the GLSL back end reads the loops
//!   and `if`s back from that layout: `crate::back::glsl::structure`).
//!
//! [`Program`] implements `Display` as assembly-like text that [`text::parse`]
//! reads back (the format is described in [`text`]): tests state programs in it.

pub mod interp;
pub mod liveness;
pub mod opt;
pub mod random;
pub mod text;

// The handles of the entry's inputs, uniforms, samplers and outputs belong to
// the interface (ground floor); the IR's tables are indexed by them.
use crate::diag::Diagnostic;
pub use crate::interface::{InputId, OutputId, SamplerId, UniformId};
pub use crate::isa::{Opcode, WriteMask};
pub use crate::profile::Stage;
use smallvec::SmallVec;
use std::collections::HashMap;
use std::fmt;

/// Index of a virtual (or, after allocation, hardware) temporary register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

/// Index into [`Program::literals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LiteralId(pub u32);

/// Index into [`Program::blocks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// A four-component swizzle: `components[i]` is the source component (0..4)
/// read for result component `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle(pub [u8; 4]);

impl Swizzle {
    pub const IDENTITY: Swizzle = Swizzle([0, 1, 2, 3]);

    /// `.xxxx`, `.yyyy`, ...
    pub fn replicate(component: u8) -> Swizzle {
        Swizzle([component; 4])
    }

    /// Swizzle `self` applied after `inner`: `v.inner.self`.
    pub fn compose_after(self, inner: Swizzle) -> Swizzle {
        Swizzle(self.0.map(|c| inner.0[c as usize]))
    }

    pub fn is_identity(self) -> bool {
        self == Swizzle::IDENTITY
    }

    /// The source component read for result component `i`.
    pub fn get(self, i: usize) -> u8 {
        self.0[i]
    }

    /// Which source components are read when the result components in `mask` are used.
    pub fn read_mask(self, mask: WriteMask) -> WriteMask {
        // Without branches: the passes ask this for every operand they look at.
        let mut bits = 0;
        for (i, &component) in self.0.iter().enumerate() {
            bits |= ((mask.0 >> i) & 1) << component;
        }
        WriteMask(bits)
    }
}

impl fmt::Display for Swizzle {
    /// cgc's spelling: nothing for the identity, one letter when all four are equal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: [char; 4] = ['x', 'y', 'z', 'w'];
        if self.is_identity() {
            return Ok(());
        }
        if self.0.iter().all(|&c| c == self.0[0]) {
            return write!(f, ".{}", NAMES[self.0[0] as usize]);
        }
        write!(f, ".")?;
        for c in self.0 {
            write!(f, "{}", NAMES[c as usize])?;
        }
        Ok(())
    }
}

/// Where an operand's value comes from. Only `Temp` is a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Temp(VReg),
    Input(InputId),
    /// Row `row` of a uniform (`0` for non-matrix uniforms).
    Uniform(UniformId, u32),
    /// Row `A0.c + offset` of a uniform array, `c` being the address
    /// component (`0` = `x`; others only after [`Opcode::ArlVector`]) and
    /// `A0` set by the latest `ARL` (relative addressing, vertex profiles only).
    UniformRelative(UniformId, i32, u8),
    Literal(LiteralId),
}

impl Source {
    /// A program parameter (`c[]`, literals and relative reads included), as
    /// NV_vertex_program's one-per-instruction rule counts them.
    pub fn is_parameter(self) -> bool {
        matches!(
            self,
            Source::Uniform(..) | Source::UniformRelative(..) | Source::Literal(_)
        )
    }

    /// A vertex attribute (`v[]`), as the same rule counts them.
    pub fn is_attribute(self) -> bool {
        matches!(self, Source::Input(_))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand {
    pub source: Source,
    pub swizzle: Swizzle,
    pub abs: bool,
    pub negate: bool,
}

impl Operand {
    pub fn new(source: Source) -> Operand {
        Operand {
            source,
            swizzle: Swizzle::IDENTITY,
            abs: false,
            negate: false,
        }
    }

    pub fn temp(reg: VReg) -> Operand {
        Operand::new(Source::Temp(reg))
    }

    pub fn with_swizzle(mut self, swizzle: Swizzle) -> Operand {
        self.swizzle = swizzle;
        self
    }

    pub fn negated(mut self) -> Operand {
        self.negate = !self.negate;
        self
    }

    pub fn temp_reg(&self) -> Option<VReg> {
        match self.source {
            Source::Temp(reg) => Some(reg),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DestReg {
    Temp(VReg),
    Output(OutputId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dest {
    pub reg: DestReg,
    pub mask: WriteMask,
    pub saturate: bool,
}

impl Dest {
    pub fn temp(reg: VReg, mask: WriteMask) -> Dest {
        Dest {
            reg: DestReg::Temp(reg),
            mask,
            saturate: false,
        }
    }

    pub fn output(output: OutputId, mask: WriteMask) -> Dest {
        Dest {
            reg: DestReg::Output(output),
            mask,
            saturate: false,
        }
    }

    pub fn temp_reg(&self) -> Option<VReg> {
        match self.reg {
            DestReg::Temp(reg) => Some(reg),
            DestReg::Output(_) => None,
        }
    }
}

/// Texture target of a `TEX`-family instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureTarget {
    Tex1D,
    Tex2D,
    Tex3D,
    Cube,
    Rect,
    /// Depth-comparison lookups (ARB_fragment_program_shadow): the `r`
    /// coordinate is compared with the texel.
    Shadow1D,
    Shadow2D,
    ShadowRect,
}

impl TextureTarget {
    /// The components of a `TXD`'s derivatives: one per dimension of the
    /// texture (a depth comparison's reference has none).
    pub fn gradient_components(self) -> WriteMask {
        match self {
            TextureTarget::Tex1D | TextureTarget::Shadow1D => WriteMask::X,
            TextureTarget::Tex2D
            | TextureTarget::Rect
            | TextureTarget::Shadow2D
            | TextureTarget::ShadowRect => WriteMask(0b0011),
            TextureTarget::Tex3D | TextureTarget::Cube => WriteMask::XYZ,
        }
    }

    /// The coordinate components a lookup of this target reads: `s`, `t`, `r`
    /// as the target has dimensions, `r` as the depth reference of a shadow
    /// lookup (ARB_fragment_program_shadow), and `q` for `TXP` (the divisor),
    /// `TXB` (the level-of-detail bias) and `TXL` (the level of detail).
    pub fn coordinate_components(self, op: Opcode) -> WriteMask {
        let lookup = match self {
            TextureTarget::Tex1D => WriteMask::X,
            TextureTarget::Tex2D | TextureTarget::Rect => WriteMask(0b0011),
            TextureTarget::Shadow1D => WriteMask(0b0101),
            TextureTarget::Tex3D
            | TextureTarget::Cube
            | TextureTarget::Shadow2D
            | TextureTarget::ShadowRect => WriteMask::XYZ,
        };
        match op {
            Opcode::Txp | Opcode::Txb | Opcode::Txl => lookup.union(WriteMask(0b1000)),
            _ => lookup,
        }
    }

    pub fn arb_name(self) -> &'static str {
        match self {
            TextureTarget::Tex1D => "1D",
            TextureTarget::Tex2D => "2D",
            TextureTarget::Tex3D => "3D",
            TextureTarget::Cube => "CUBE",
            TextureTarget::Rect => "RECT",
            TextureTarget::Shadow1D => "SHADOW1D",
            TextureTarget::Shadow2D => "SHADOW2D",
            TextureTarget::ShadowRect => "SHADOWRECT",
        }
    }

    pub fn is_shadow(self) -> bool {
        matches!(
            self,
            TextureTarget::Shadow1D | TextureTarget::Shadow2D | TextureTarget::ShadowRect
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureRef {
    pub sampler: SamplerId,
    pub target: TextureTarget,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub op: Opcode,
    /// `None` only for `KIL`.
    pub dest: Option<Dest>,
    pub operands: SmallVec<[Operand; 3]>,
    pub texture: Option<TextureRef>,
}

impl Inst {
    pub fn new(op: Opcode, dest: Dest, operands: &[Operand]) -> Inst {
        Inst {
            op,
            dest: Some(dest),
            operands: SmallVec::from_slice(operands),
            texture: None,
        }
    }

    /// `ARL A0.x, operand`.
    pub fn arl(operand: Operand) -> Inst {
        Inst {
            op: Opcode::Arl,
            dest: None,
            operands: SmallVec::from_slice(&[operand]),
            texture: None,
        }
    }

    pub fn kil(operand: Operand) -> Inst {
        Inst {
            op: Opcode::Kil,
            dest: None,
            operands: SmallVec::from_slice(&[operand]),
            texture: None,
        }
    }

    pub fn texture(op: Opcode, dest: Dest, coord: Operand, texture: TextureRef) -> Inst {
        Inst {
            op,
            dest: Some(dest),
            operands: SmallVec::from_slice(&[coord]),
            texture: Some(texture),
        }
    }

    /// True when every component of the result is the same value (a replicating
    /// opcode, or a componentwise one whose operands are all replicated swizzles),
    /// so the result may be written to any components.
    pub fn result_is_uniform(&self) -> bool {
        if self.op.replicates() {
            return true;
        }
        self.op.is_componentwise()
            && self
                .operands
                .iter()
                .all(|o| o.swizzle.0.iter().all(|&c| c == o.swizzle.0[0]))
    }

    /// Which components of (swizzled) operand `index` are read when the
    /// result components in `used` are needed: the opcode's rule, and for a
    /// texture lookup only the coordinate components its target uses (a 2D
    /// lookup ignores `z` and `w` of its coordinate), so a coordinate built in
    /// two lanes reads as what it is.
    pub fn operand_components(&self, index: usize, used: WriteMask) -> WriteMask {
        let components = self.op.operand_components(index, used);
        match self.texture {
            Some(texture) if !components.is_empty() && index > 0 => {
                texture.target.gradient_components()
            }
            Some(texture) if !components.is_empty() => {
                texture.target.coordinate_components(self.op)
            }
            _ => components,
        }
    }

    /// Components of temporary `reg` this instruction reads.
    pub fn reads_of(&self, reg: VReg) -> WriteMask {
        let used = self.dest.map_or(WriteMask::ALL, |d| d.mask);
        let mut mask = WriteMask::NONE;
        for (index, operand) in self.operands.iter().enumerate() {
            if operand.temp_reg() == Some(reg) {
                let components = self.operand_components(index, used);
                mask = mask.union(operand.swizzle.read_mask(components));
            }
        }
        mask
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Terminator {
    /// End of the program.
    Return,
    Jump(BlockId),
    /// Go to `if_true` when component `x` of `condition` is non-zero.
    Branch {
        condition: Operand,
        if_true: BlockId,
        if_false: BlockId,
    },
}

impl Terminator {
    pub fn successors(&self) -> SmallVec<[BlockId; 2]> {
        match *self {
            Terminator::Return => SmallVec::new(),
            Terminator::Jump(target) => SmallVec::from_slice(&[target]),
            Terminator::Branch {
                if_true, if_false, ..
            } => SmallVec::from_slice(&[if_true, if_false]),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub insts: Vec<Inst>,
    pub terminator: Terminator,
}

/// A varying input, identified by its (upper-case, canonical) semantic.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    pub semantic: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Uniform {
    /// Number of consecutive float4 slots (4 for a `float4x4`).
    pub rows: u32,
    /// The rows of one element of an array of arrays addressed as one
    /// block (3 for `float4 m[4][3]`): a read of a row counts, for the
    /// header's USED flags, the rows at the same place in every element
    /// (cgc 3.1: `m[n][1]` marks `m[i][1]` of every `i`). 1 otherwise: a
    /// read through the address register counts every row.
    pub element_rows: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Sampler {
    pub target: TextureTarget,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Output {
    pub semantic: String,
}

/// The literal vectors of a program, by [`LiteralId`]; reads as a slice.
/// Interning an equal vector (bit for bit) returns the existing id: an index
/// by bits keeps that constant-time (a search of the list made programs with
/// thousands of constants quadratic to lower).
#[derive(Clone, Debug, Default)]
pub struct Literals {
    values: Vec<[f32; 4]>,
    first_by_bits: HashMap<[u32; 4], LiteralId>,
}

impl Literals {
    /// The id of a vector bit-equal to `values`, added if there is none.
    pub fn intern(&mut self, values: [f32; 4]) -> LiteralId {
        let bits = values.map(f32::to_bits);
        if let Some(&id) = self.first_by_bits.get(&bits) {
            return id;
        }
        self.push(values)
    }

    /// Adds `values` as a new literal, even if an equal one exists.
    pub fn push(&mut self, values: [f32; 4]) -> LiteralId {
        let id = LiteralId(self.values.len() as u32);
        self.first_by_bits
            .entry(values.map(f32::to_bits))
            .or_insert(id);
        self.values.push(values);
        id
    }

    pub fn clear(&mut self) {
        self.values.clear();
        self.first_by_bits.clear();
    }
}

impl FromIterator<[f32; 4]> for Literals {
    fn from_iter<I: IntoIterator<Item = [f32; 4]>>(values: I) -> Literals {
        let mut literals = Literals::default();
        for value in values {
            literals.push(value);
        }
        literals
    }
}

impl From<Vec<[f32; 4]>> for Literals {
    fn from(values: Vec<[f32; 4]>) -> Literals {
        values.into_iter().collect()
    }
}

impl std::ops::Deref for Literals {
    type Target = [[f32; 4]];

    fn deref(&self) -> &[[f32; 4]] {
        &self.values
    }
}

/// Equal when the vectors are (the index follows from them).
impl PartialEq for Literals {
    fn eq(&self, other: &Literals) -> bool {
        self.values == other.values
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub stage: Stage,
    /// The target selects with condition codes (VP2.0, vp30: `CMP` is printed
    /// as a comparison setting the code, then masked moves;
    /// [`crate::profile::Profile::selects_with_condition_codes`]). Not a
    /// matter of meaning, only of cost: where it holds, comparisons packed
    /// ahead of their selects would need the code set again for each select
    /// (`MOVC`), so [`opt::merge`] leaves them where they are; elsewhere
    /// (arbvp1 and vp20 select with arithmetic, fragment profiles with `CMP`
    /// on values) packing them is shorter. Set by [`crate::back::compile`]
    /// from the profile before optimizing; false in a new program.
    pub selects_with_condition_codes: bool,
    /// An instruction may read at most one distinct program parameter and
    /// one distinct attribute (NV_vertex_program: vp20, vp30;
    /// [`crate::back::legalize`] copies the rest into temporaries). Also a
    /// matter of cost only: [`opt::mad`] does not fuse a shared product
    /// where its `MAD`s would read more. Set by [`crate::back::compile`]
    /// from the profile; false in a new program.
    pub reads_limited: bool,
    /// Instructions take the `_SAT` suffix (the fragment profiles;
    /// [`crate::profile::Profile::saturate`]). A matter of cost only:
    /// [`opt::clamp`] makes saturated instructions only where it holds, as
    /// selection expands one into `MAX` and `MIN` elsewhere. Set by
    /// [`crate::back::compile`] from the profile; false in a new program.
    pub saturates: bool,
    pub inputs: Vec<Input>,
    pub uniforms: Vec<Uniform>,
    pub samplers: Vec<Sampler>,
    pub literals: Literals,
    pub outputs: Vec<Output>,
    pub blocks: Vec<Block>,
    pub vreg_count: u32,
    /// Kill operations (`clip`, `discard`) the lowering folded away: a
    /// `clip` of constants that never kills has no `KIL`, yet cgc lists a
    /// `$kill` pseudo-output for it as for every `KIL` it emits (`clip(0.5)`
    /// is its `KIL -0`). The header lists one per `KIL` plus these.
    pub folded_kills: u32,
    /// The components the arguments of `debug(...)` calls hold where they
    /// are called (the lowering's values, read nowhere else). Without
    /// `-debug` cgc drops the calls, but only after it bound the uniform
    /// matrices they read: those keep their registers
    /// ([`crate::back`]'s `debugged_reads`, tests/header/304). The optimizer
    /// clears them: they name the registers as lowered.
    pub debugged: Vec<Operand>,
    /// Reads of an element past the end of an array, vector or matrix at a
    /// constant index: each element stands as a register no instruction
    /// writes, with the error to give where the optimized program still
    /// reads it (C1068). cgc reports such a read only where the program's
    /// results need it, after folding and dead-code removal
    /// (tests/lower/out_of_bounds). Passes keep these registers' numbers.
    pub out_of_bounds: Vec<(VReg, Diagnostic)>,
}

impl Program {
    /// A texture unit has one target in an ARB program: once a sampler is
    /// used for a depth comparison, its other lookups use the SHADOW target
    /// too, as cgc does (their `r` coordinate is then compared as well).
    /// cgc decides on the optimized program: a `tex2Dproj` whose result is
    /// dead leaves the sampler's other lookups plain (heldout11 class 5,
    /// tests/shaders/fragment/dead_shadow_lookup.cg).
    pub fn unify_shadow_targets(&mut self) {
        let shadowed: Vec<TextureRef> = self
            .blocks
            .iter()
            .flat_map(|block| &block.insts)
            .filter_map(|inst| inst.texture)
            .filter(|texture| texture.target.is_shadow())
            .collect();
        for inst in self.blocks.iter_mut().flat_map(|block| &mut block.insts) {
            if let Some(texture) = inst.texture.as_mut() {
                if let Some(shadow) = shadowed.iter().find(|s| s.sampler == texture.sampler) {
                    texture.target = shadow.target;
                }
            }
        }
    }

    /// C1068 where the program still reads an element past the end of an
    /// array ([`Program::out_of_bounds`]), once per place in the source, in
    /// the source's order: the back end asks after optimizing.
    pub fn out_of_bounds_errors(&self) -> Vec<Diagnostic> {
        if self.out_of_bounds.is_empty() {
            return Vec::new();
        }
        let read: std::collections::HashSet<VReg> = self
            .blocks
            .iter()
            .flat_map(|block| block.insts.iter().flat_map(|inst| &inst.operands))
            .chain(
                self.blocks
                    .iter()
                    .filter_map(|block| match &block.terminator {
                        Terminator::Branch { condition, .. } => Some(condition),
                        _ => None,
                    }),
            )
            .filter_map(Operand::temp_reg)
            .collect();
        let mut errors: Vec<Diagnostic> = Vec::new();
        for (reg, error) in &self.out_of_bounds {
            if read.contains(reg) && !errors.contains(error) {
                errors.push(error.clone());
            }
        }
        errors.sort_by_key(|error| error.span.map(|span| (span.file, span.start)));
        errors
    }

    pub fn new(stage: Stage) -> Program {
        Program {
            stage,
            folded_kills: 0,
            debugged: Vec::new(),
            out_of_bounds: Vec::new(),
            selects_with_condition_codes: false,
            reads_limited: false,
            saturates: false,
            inputs: Vec::new(),
            uniforms: Vec::new(),
            samplers: Vec::new(),
            literals: Literals::default(),
            outputs: Vec::new(),
            blocks: vec![Block {
                insts: Vec::new(),
                terminator: Terminator::Return,
            }],
            vreg_count: 0,
        }
    }

    pub fn new_vreg(&mut self) -> VReg {
        self.vreg_count += 1;
        VReg(self.vreg_count - 1)
    }

    pub fn add_input(&mut self, semantic: &str) -> InputId {
        self.inputs.push(Input {
            semantic: semantic.to_string(),
        });
        InputId(self.inputs.len() as u32 - 1)
    }

    pub fn add_uniform(&mut self, rows: u32) -> UniformId {
        self.uniforms.push(Uniform {
            rows,
            element_rows: 1,
        });
        UniformId(self.uniforms.len() as u32 - 1)
    }

    pub fn add_sampler(&mut self, target: TextureTarget) -> SamplerId {
        self.samplers.push(Sampler { target });
        SamplerId(self.samplers.len() as u32 - 1)
    }

    pub fn add_output(&mut self, semantic: &str) -> OutputId {
        self.outputs.push(Output {
            semantic: semantic.to_string(),
        });
        OutputId(self.outputs.len() as u32 - 1)
    }

    /// An operand reading literal `values` (an existing equal literal is reused).
    pub fn literal(&mut self, values: [f32; 4]) -> Operand {
        Operand::new(Source::Literal(self.literals.intern(values)))
    }

    /// A scalar literal read as `.xxxx`.
    pub fn scalar(&mut self, value: f32) -> Operand {
        self.literal([value, 0.0, 0.0, 0.0])
            .with_swizzle(Swizzle::replicate(0))
    }

    /// The entry block, where straight-line builders append.
    pub fn entry_mut(&mut self) -> &mut Vec<Inst> {
        &mut self.blocks[0].insts
    }

    pub fn push(&mut self, inst: Inst) {
        self.entry_mut().push(inst);
    }

    /// True when some branch or jump goes back to its own block or an
    /// earlier one: a loop kept at run time.
    pub fn has_loop(&self) -> bool {
        self.blocks.iter().enumerate().any(|(index, block)| {
            block
                .terminator
                .successors()
                .iter()
                .any(|target| target.0 as usize <= index)
        })
    }

    /// True when the blocks run in order with no branch: what ARB profiles need.
    pub fn is_straight_line(&self) -> bool {
        self.blocks
            .iter()
            .enumerate()
            .all(|(index, block)| match block.terminator {
                Terminator::Return => index + 1 == self.blocks.len(),
                Terminator::Jump(target) => target.0 as usize == index + 1,
                Terminator::Branch { .. } => false,
            })
    }

    pub fn instruction_count(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len()).sum()
    }
}
