//! Common-subexpression elimination inside a block: an instruction recomputing a
//! value that a temporary still holds becomes a `MOV` from that temporary (which
//! copy propagation then usually removes).
//!
//! Cost: linear in the block (expected, with hashing). The nearest earlier
//! instruction computing the same is found in a table by computation, and
//! whether anything in between changed its operands or its result is
//! answered from the position of the last write to each register component
//! (and of the last `ARL`), so nothing is scanned.

use super::effects::{clobbers, temp_write, LastWriters};
use crate::ir::{Dest, Inst, Opcode, Operand, Program, Source, Swizzle, TextureRef, WriteMask};
use smallvec::SmallVec;
use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    let mut seen = Seen::default();
    for block in &mut program.blocks {
        seen.clear(block.insts.len());
        for later in 0..block.insts.len() {
            let inst = &block.insts[later];
            // Moves and `KIL` are neither reused nor replaced.
            let computes = inst.op != Opcode::Kil && inst.op != Opcode::Mov;
            let mut computations: SmallVec<[Hashed; 2]> = Lanes::ALL
                .into_iter()
                .filter(|_| computes)
                .filter_map(|lanes| Computation::of(inst, lanes))
                .map(|computation| seen.hashed(computation))
                .collect();
            // Looked up, not recorded: the key claims lanes `inst` leaves.
            let padded = Computation::padded(inst)
                .filter(|_| computes)
                .map(|computation| seen.hashed(computation));
            let replacement = computations
                .iter()
                .chain(&padded)
                .find_map(|c| seen.find_earlier(&block.insts, later, c));
            if let Some(replacement) = replacement {
                block.insts[later] = replacement;
                computations.clear();
                changed = true;
            }
            seen.record(&block.insts[later], later, computations);
        }
    }
    changed
}

/// Which lanes of its operands' swizzles a [`Computation`] keys on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Lanes {
    /// Every lane the instruction would read with a full write mask: a
    /// componentwise computation with a wider mask still holds the value of
    /// a narrower one.
    Every,
    /// Only the lanes the instruction writes, for componentwise opcodes:
    /// `FLR t.y, a` and `FLR u.y, a.y` compute the same lane (the second
    /// inlined copy of a function reads a value copy propagation narrowed).
    Written,
}

impl Lanes {
    const ALL: [Lanes; 2] = [Lanes::Every, Lanes::Written];
}

/// What an instruction computes: equal keys compute equal values from equal
/// operands.
#[derive(PartialEq, Eq)]
struct Computation {
    lanes: Lanes,
    op: Opcode,
    operands: SmallVec<[Operand; 3]>,
    texture: Option<TextureRef>,
    saturate: Option<bool>,
}

/// Hashed as a few packed words (each operand one, losslessly) rather than
/// field by field: the table is asked once per instruction, and a hasher
/// call per field cost more than the rest of the pass.
impl Hash for Computation {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let texture = self.texture.map_or(0, |t| {
            1 | u64::from(t.sampler.0) << 8 | (t.target as u64) << 40
        });
        let saturate = match self.saturate {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        };
        state.write_u64(self.op as u64 | saturate << 8 | (self.operands.len() as u64) << 16);
        state.write_u64(texture);
        for operand in &self.operands {
            state.write_u128(packed_operand(operand));
        }
    }
}

/// `operand` as one number, different for different operands.
fn packed_operand(operand: &Operand) -> u128 {
    let (kind, first, second): (u128, u32, u64) = match operand.source {
        Source::Temp(reg) => (0, reg.0, 0),
        Source::Input(input) => (1, input.0, 0),
        Source::Uniform(uniform, row) => (2, uniform.0, u64::from(row)),
        Source::UniformRelative(uniform, offset, component) => (
            3,
            uniform.0,
            u64::from(offset as u32) | u64::from(component) << 32,
        ),
        Source::Literal(literal) => (4, literal.0, 0),
    };
    let swizzle = u32::from_le_bytes(operand.swizzle.0);
    kind | u128::from(operand.abs) << 3
        | u128::from(operand.negate) << 4
        | u128::from(swizzle) << 8
        | u128::from(first) << 40
        | u128::from(second) << 72
}

impl Computation {
    /// What `inst` computes, and whether it computes the negation of that
    /// key: operands of commutative opcodes in one order, and a negation
    /// taken out of the operands where it passes through the operation
    /// (`ADD t, a, -b` is `-(b - a)`; `MUL t, -a, b` is `-(a * b)`), so that
    /// `position - camPos` reuses `camPos - position` negated, as cgc does.
    /// `None` for [`Lanes::Written`] where that key is the other one (not
    /// componentwise, or every lane written).
    fn of(inst: &Inst, lanes: Lanes) -> Option<(Computation, bool)> {
        let used = match lanes {
            Lanes::Every => WriteMask::ALL,
            Lanes::Written => {
                let mask = inst.dest?.mask;
                if !inst.op.is_componentwise() || mask == WriteMask::ALL {
                    return None;
                }
                mask
            }
        };
        let mut operands: SmallVec<[Operand; 3]> = inst
            .operands
            .iter()
            .enumerate()
            .map(|(index, operand)| read_lanes_only(*operand, inst.operand_components(index, used)))
            .collect();
        let saturate = inst.dest.map(|d| d.saturate);
        let negated = if saturate == Some(true) {
            // A clamped result is not the negation of another.
            false
        } else {
            take_out_negation(inst.op, &mut operands)
        };
        if commutes(inst.op) {
            let key = |o: &Operand| packed_operand(o);
            if key(&operands[1]) < key(&operands[0]) {
                operands.swap(0, 1);
            }
        }
        let computation = Computation {
            lanes,
            op: inst.op,
            operands,
            texture: inst.texture,
            saturate,
        };
        Some((computation, negated))
    }
}

impl Computation {
    /// The [`Lanes::Every`] key of a componentwise `inst` that writes fewer
    /// than four lanes, its operands' other lanes filled as a wider copy of
    /// the same expression reads them: with the component every written lane
    /// reads (a scalar broadcast), else with the lane's own component. The
    /// narrowed copy of a product (`mul(p, W).xyz` beside `mul(p, W)`,
    /// whose narrowed `MAD`s read `t.xyzx`) then finds the whole one (cgc
    /// shares them: tests/field/heldout16/repro/cse_narrowed_product.cg).
    fn padded(inst: &Inst) -> Option<(Computation, bool)> {
        let mask = inst.dest?.mask;
        if !inst.op.is_componentwise() || mask == WriteMask::ALL {
            return None;
        }
        let mut widened = inst.clone();
        for operand in &mut widened.operands {
            let lanes = operand.swizzle.0;
            let mut read = mask.components().map(|lane| lanes[lane]);
            let first = read.next()?;
            let broadcast = read.all(|component| component == first);
            let mut filled = lanes;
            for (lane, component) in filled.iter_mut().enumerate() {
                if !mask.has(lane) {
                    *component = if broadcast { first } else { lane as u8 };
                }
            }
            *operand = operand.with_swizzle(Swizzle(filled));
        }
        Computation::of(&widened, Lanes::Every)
    }
}

/// True for opcodes whose first two operands may swap.
pub(super) fn commutes(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Add
            | Opcode::Mul
            | Opcode::Mad
            | Opcode::Min
            | Opcode::Max
            | Opcode::Dp3
            | Opcode::Dp4
            | Opcode::Seq
            | Opcode::Sne
    )
}

/// Moves the negations of `operands` out of an operation through which a
/// negation passes exactly, into the result; true when the result is then
/// negated. Products take their operands' signs; a sum's key has its first
/// operand (in commuted order, signs aside) positive.
fn take_out_negation(op: Opcode, operands: &mut [Operand]) -> bool {
    match op {
        Opcode::Mul | Opcode::Dp3 | Opcode::Dp4 => {
            let negated = operands[0].negate != operands[1].negate;
            operands[0].negate = false;
            operands[1].negate = false;
            negated
        }
        Opcode::Mad => {
            let negated = operands[0].negate != operands[1].negate;
            operands[0].negate = false;
            operands[1].negate = false;
            operands[2].negate ^= negated;
            negated
        }
        Opcode::Add => {
            let unsigned = |o: &Operand| {
                packed_operand(&Operand {
                    negate: false,
                    ..*o
                })
            };
            let first = if unsigned(&operands[1]) < unsigned(&operands[0]) {
                1
            } else {
                0
            };
            let negated = operands[first].negate;
            if negated {
                operands[0].negate ^= true;
                operands[1].negate ^= true;
            }
            negated
        }
        _ => false,
    }
}

/// `operand` with the swizzle lanes outside `read` set to `x`: lanes the
/// instruction never reads (the fourth of a `DP3`'s, all but the first of a
/// scalar opcode's) say nothing about the value, and copy propagation leaves
/// them arbitrary (`t.xyzx` and `t` are the same `DP3` operand).
fn read_lanes_only(operand: Operand, read: WriteMask) -> Operand {
    let mut lanes = operand.swizzle.0;
    for (lane, component) in lanes.iter_mut().enumerate() {
        if !read.has(lane) {
            *component = 0;
        }
    }
    operand.with_swizzle(Swizzle(lanes))
}

/// A computation with its hash, made once: the table is asked for it and
/// then, unless it is replaced, records it.
struct Hashed {
    hash: u64,
    computation: Computation,
    /// Whether the instruction computes the negation of `computation`.
    negated: bool,
}

/// The hasher of the table of computations' hashes: the hash as made (with
/// std's keyed hasher) already.
#[derive(Default)]
struct Made(u64);

impl Hasher for Made {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, hash: u64) {
        self.0 = hash;
    }
}

/// The instructions of a block so far (its tables kept from block to block,
/// emptied in between).
#[derive(Default)]
struct Seen {
    /// By a computation's hash, the latest instruction computing it that
    /// writes a temporary without reading its own result (a candidate to
    /// reuse). Keyed by the hash alone, so an entry is two words and the
    /// table of a long block stays in cache: a candidate is checked against
    /// the computation when found, and two computations of one hash (which a
    /// keyed 64-bit hash makes rare) only cost a reuse, never a wrong one.
    latest: HashMap<u64, usize, BuildHasherDefault<Made>>,
    /// What hashes computations.
    hasher: RandomState,
    /// The last instruction writing each register component.
    writes: LastWriters,
    last_arl: Option<usize>,
}

impl Seen {
    fn hashed(&self, (computation, negated): (Computation, bool)) -> Hashed {
        Hashed {
            hash: self.hasher.hash_one(&computation),
            computation,
            negated,
        }
    }

    /// Forget the block before, and make room for a block of `length`.
    fn clear(&mut self, length: usize) {
        self.latest.clear();
        self.latest.reserve(length);
        self.writes.clear();
        self.last_arl = None;
    }

    /// Record `inst` at `index`; `computations` are what it computes (by
    /// each [`Lanes`] key), none for a move or `KIL`.
    fn record(&mut self, inst: &Inst, index: usize, computations: SmallVec<[Hashed; 2]>) {
        if inst.op == Opcode::Arl {
            self.last_arl = Some(index);
        }
        self.writes.record(inst, index);
        if temp_write(inst).is_none() {
            return;
        }
        let reads_own_result = inst.operands.iter().any(|o| clobbers(inst, o));
        if !reads_own_result {
            for computation in computations {
                self.latest.insert(computation.hash, index);
            }
        }
    }

    /// The last instruction so far that changed what `operand` reads.
    fn last_change(&self, operand: &Operand) -> Option<usize> {
        match operand.source {
            Source::Temp(reg) => self.writes.of_any(reg),
            Source::UniformRelative(..) => self.last_arl,
            _ => None,
        }
    }

    /// The `MOV` that replaces `insts[later]` (computing `computation`) when
    /// the nearest earlier instruction computing the same still holds the
    /// value and nothing in between changed the operands.
    fn find_earlier(&self, insts: &[Inst], later: usize, computation: &Hashed) -> Option<Inst> {
        let inst = &insts[later];
        let dest = inst.dest?;
        let &earlier = self.latest.get(&computation.hash)?;
        let (earlier_computation, earlier_negated) =
            Computation::of(&insts[earlier], computation.computation.lanes)?;
        if earlier_computation != computation.computation {
            return None;
        }
        // The candidate itself does not change its operands (it does not read
        // its own result): any change is in between.
        if inst
            .operands
            .iter()
            .any(|o| self.last_change(o).is_some_and(|at| at > earlier))
        {
            return None;
        }
        let (reg, mask) = temp_write(&insts[earlier])?;
        if mask
            .components()
            .any(|c| self.writes.of(reg, c) != Some(earlier))
        {
            return None;
        }
        let swizzle = if inst.op.replicates() {
            Swizzle::replicate(mask.components().next()? as u8)
        } else if mask.intersect(dest.mask) == dest.mask {
            Swizzle::IDENTITY
        } else {
            return None;
        };
        let mut source = Operand::temp(reg).with_swizzle(swizzle);
        source.negate = earlier_negated != computation.negated;
        let mov_dest = Dest {
            saturate: false,
            ..dest
        };
        Some(Inst::new(Opcode::Mov, mov_dest, &[source]))
    }
}
