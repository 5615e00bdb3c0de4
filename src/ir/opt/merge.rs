//! Merging: two instructions of the same componentwise opcode that write
//! disjoint components of the same register become one, when their operands
//! read the same sources (swizzles combine per component) or are both
//! literals (a new literal combines the values). `ADD t.x, a.x, 1; ADD t.y,
//! a.z, 2` → `ADD t.xy, a.xz, {1, 2}`. This is how vectors assembled one
//! component at a time (constructors such as `float4(1 + f, f, 1 - f, 2 - f)`
//! after forwarding) shrink to one instruction per operation, as cgc packs them.
//!
//! Two such instructions writing *different* registers, each register's only
//! definition, are packed the same way into a fresh register (the later
//! one's components moved to free ones where they collide), and every read of
//! the two registers is renamed: `MAD a.x, p.x, k, l; MAD b.x, p.y, k, l` →
//! `MAD t.xy, p.xy, k, l`.
//!
//! The earlier instruction moves down to the later one's place, so nothing
//! between them may read or overwrite its result or change what it reads;
//! where something between reads it (`MIN a.x, u.x, 1; MAX o.x, a.x, 0; MIN
//! b.x, u.y, 1`), the later one moves up to the earlier one's place instead,
//! when nothing between changes what it reads or reads or overwrites what it
//! writes.
//!
//! Cost: linear in the program. Partners are looked for in a window of
//! [`WINDOW`] instructions; how often each register is defined and read is
//! counted once per run and kept up to date as instructions merge ([`Tables`]),
//! and the renaming that packing implies is recorded and applied to each
//! instruction when it enters the window, and to the rest of the program once
//! at the end of the run.

use super::effects::clobbers;
use super::fold::literal_values;
use crate::ir::{
    Dest, DestReg, Inst, Opcode, Operand, Program, Source, Swizzle, Terminator, VReg, WriteMask,
};
use std::borrow::Cow;

/// How far back a partner is looked for.
const WINDOW: usize = 24;

pub fn run(program: &mut Program) -> bool {
    let mut tables = Tables::of(program);
    let mut changed = false;
    for block in 0..program.blocks.len() {
        // The block's instructions move one by one into `done`; the one being
        // placed is looked at with the last WINDOW of `done` as candidates.
        let pending = std::mem::take(&mut program.blocks[block].insts);
        let mut done: Vec<Inst> = Vec::with_capacity(pending.len());
        for mut inst in pending {
            tables.resolve(&mut inst);
            done.push(inst);
            let later = done.len() - 1;
            let partner = (later.saturating_sub(WINDOW)..later)
                .rev()
                .filter(|&earlier| compatible(program, &done[earlier], &done[later]))
                .find_map(|earlier| {
                    merged(program, &done, earlier, later)
                        .or_else(|| packed(program, &tables, &done, earlier, later))
                        .map(|m| (earlier, m))
                });
            if let Some((earlier, parts)) = partner {
                let place = parts.place;
                let inst = parts.build(program, &mut tables);
                match place {
                    Place::Later => {
                        done[later] = inst;
                        done.remove(earlier);
                    }
                    Place::Earlier => {
                        done[earlier] = inst;
                        done.remove(later);
                    }
                }
                let window = done.len().saturating_sub(WINDOW + 1);
                done[window..].iter_mut().for_each(|i| tables.resolve(i));
                changed = true;
            }
        }
        program.blocks[block].insts = done;
    }
    tables.resolve_program(program);
    changed
}

/// What packing needs to know of the whole program, kept current while a run
/// merges: per register, how many instructions write it, which components
/// any instruction or branch reads, and the register (and components) reads
/// of it were renamed to.
pub(super) struct Tables {
    pub(super) defs: Vec<u32>,
    pub(super) reads: Vec<WriteMask>,
    renamed: Vec<Option<(VReg, [u8; 4])>>,
    any_renamed: bool,
}

impl Tables {
    pub(super) fn of(program: &Program) -> Tables {
        let (defs, reads) = defs_and_reads(program);
        Tables {
            renamed: vec![None; defs.len()],
            defs,
            reads,
            any_renamed: false,
        }
    }

    /// A fresh register's (empty) entries.
    pub(super) fn new_vreg(&mut self, program: &mut Program) -> VReg {
        let fresh = program.new_vreg();
        self.defs.push(0);
        self.reads.push(WriteMask::NONE);
        self.renamed.push(None);
        fresh
    }

    /// Two instructions writing `reg` became one.
    pub(super) fn merged_defs(&mut self, reg: DestReg) {
        if let DestReg::Temp(t) = reg {
            self.defs[t.0 as usize] -= 1;
        }
    }

    /// Every read of `from` reads `to` instead, component `c` becoming
    /// `map[c]`; `from`'s only definition is gone.
    pub(super) fn rename(&mut self, from: VReg, to: VReg, map: [u8; 4]) {
        let read = std::mem::replace(&mut self.reads[from.0 as usize], WriteMask::NONE);
        let moved = moved_mask(read, map);
        self.reads[to.0 as usize] = self.reads[to.0 as usize].union(moved);
        self.defs[from.0 as usize] -= 1;
        self.renamed[from.0 as usize] = Some((to, map));
        self.any_renamed = true;
    }

    /// `operand` with the renamings applied.
    fn resolve_operand(&self, operand: &mut Operand) {
        while let Source::Temp(from) = operand.source {
            let Some((to, map)) = self.renamed[from.0 as usize] else {
                return;
            };
            operand.source = Source::Temp(to);
            operand.swizzle = Swizzle(operand.swizzle.0.map(|c| map[c as usize]));
        }
    }

    pub(super) fn resolve(&self, inst: &mut Inst) {
        if self.any_renamed {
            inst.operands
                .iter_mut()
                .for_each(|o| self.resolve_operand(o));
        }
    }

    pub(super) fn resolve_program(&self, program: &mut Program) {
        if !self.any_renamed {
            return;
        }
        for block in &mut program.blocks {
            block.insts.iter_mut().for_each(|i| self.resolve(i));
            if let Terminator::Branch { condition, .. } = &mut block.terminator {
                self.resolve_operand(condition);
            }
        }
    }
}

/// One merged operand: a register operand, or literal values per component.
enum Part {
    Operand(Operand),
    Literal([f32; 4]),
}

/// Where the merged instruction goes: the later one's place (the earlier
/// moves down) or the earlier one's (the later moves up).
#[derive(Clone, Copy)]
enum Place {
    Later,
    Earlier,
}

struct Merged {
    place: Place,
    template: Inst,
    dest: Dest,
    parts: Vec<Part>,
    /// For packing: the two registers renamed into a fresh one, and where
    /// each component of the second one goes.
    renamed: Option<(VReg, VReg, [u8; 4])>,
}

impl Merged {
    fn build(self, program: &mut Program, tables: &mut Tables) -> Inst {
        let mut inst = self.template;
        let mut dest = self.dest;
        if let Some((first, second, map)) = self.renamed {
            let fresh = tables.new_vreg(program);
            tables.rename(first, fresh, [0, 1, 2, 3]);
            tables.rename(second, fresh, map);
            tables.defs[fresh.0 as usize] = 1;
            dest.reg = DestReg::Temp(fresh);
        } else {
            tables.merged_defs(dest.reg);
        }
        inst.dest = Some(dest);
        for (slot, part) in inst.operands.iter_mut().zip(self.parts) {
            *slot = match part {
                Part::Operand(operand) => operand,
                Part::Literal(values) => program.literal(values),
            };
        }
        inst
    }
}

/// Components of destination register `reg` that `inst` reads.
fn reads_dest(inst: &Inst, reg: DestReg) -> WriteMask {
    match reg {
        DestReg::Temp(t) => inst.reads_of(t),
        DestReg::Output(_) => WriteMask::NONE,
    }
}

/// `insts[earlier]` and `insts[later]` ([`compatible`]) writing disjoint
/// components of one register, as one instruction at `later`.
fn merged(program: &Program, insts: &[Inst], earlier: usize, later: usize) -> Option<Merged> {
    let (a, a_identity) = in_shape_of(program, &insts[earlier], &insts[later])?;
    let (b, b_identity) = in_shape_of(program, &insts[later], &insts[earlier])?;
    let (a, b) = (a.as_ref(), b.as_ref());
    let (da, db) = (a.dest?, b.dest?);
    if da.reg != db.reg || !da.mask.intersect(db.mask).is_empty() {
        return None;
    }
    // `a` computes at `later` instead: nothing in between (nor `b`) may read or
    // overwrite its result, or change what its operands read. Or `b`
    // computes at `earlier`, under the same conditions on `b`.
    let between = &insts[earlier + 1..later];
    let place = if undisturbed(between, a, da) {
        Place::Later
    } else if moves_up(program, b) && undisturbed(between, b, db) {
        Place::Earlier
    } else {
        return None;
    };
    if !reads_dest(b, da.reg).intersect(da.mask).is_empty() {
        return None;
    }
    let arg = |inst: &Inst, identity: Option<Identity>, index: usize| match identity {
        Some((at, values)) if at == index => Arg::Values(values),
        _ => Arg::Read(inst.operands[index]),
    };
    let parts = (0..a.operands.len())
        .map(|i| {
            let x = arg(a, a_identity, i);
            let y = arg(b, b_identity, i);
            merge_args(program, x, da.mask, y, db.mask)
        })
        .collect::<Option<Vec<Part>>>()?;
    Some(Merged {
        place,
        template: b.clone(),
        dest: Dest {
            mask: da.mask.union(db.mask),
            ..db
        },
        parts,
        renamed: None,
    })
}

/// What both ways of combining `a` with a later `b` ([`merged`], [`packed`])
/// need: one componentwise, non-texture operation writing a register with the
/// same saturation, on operands that combine. Asked first, since it is cheap
/// and most pairs in the window fail it, before the scans of the
/// instructions in between.
fn compatible(program: &Program, a: &Inst, b: &Inst) -> bool {
    (a.op == b.op || move_beside_literal_operation(program, a, b))
        && a.op.is_componentwise()
        && a.texture.is_none()
        && matches!((a.dest, b.dest), (Some(da), Some(db)) if da.saturate == db.saturate)
        && operands_combine(a, b)
}

/// True when `inst` may move up to pack with an earlier instruction. Not a
/// comparison where the target selects with condition codes
/// ([`Program::selects_with_condition_codes`], VP2.0): each comparison sets
/// the code its select reads next (`SEQC` then masked `MOV`s), and
/// comparisons packed ahead of their selects would need the code set again
/// from their register for each select (`MOVC`). Elsewhere selects read
/// comparisons as values (`CMP` in fragment programs, arithmetic in arbvp1
/// and vp20), and packed comparisons are shorter.
pub(super) fn moves_up(program: &Program, inst: &Inst) -> bool {
    !program.selects_with_condition_codes
        || !matches!(
            inst.op,
            Opcode::Seq
                | Opcode::Sne
                | Opcode::Slt
                | Opcode::Sle
                | Opcode::Sgt
                | Opcode::Sge
                | Opcode::Sfl
                | Opcode::Str
        )
}

/// True when `moved`, writing `dest`, computes the same moved past the
/// instructions `between`: none reads or overwrites what it writes or
/// changes what it reads.
fn undisturbed(between: &[Inst], moved: &Inst, dest: Dest) -> bool {
    between.iter().all(|i| {
        reads_dest(i, dest.reg).intersect(dest.mask).is_empty()
            && i.dest
                .is_none_or(|d| d.reg != dest.reg || d.mask.intersect(dest.mask).is_empty())
            && !moved.operands.iter().any(|o| clobbers(i, o))
    })
}

/// True when each operand of `a` can combine with `b`'s in the same place
/// ([`merge_operands`], [`merge_literals`]): both literals, or the same
/// source read the same way.
fn operands_combine(a: &Inst, b: &Inst) -> bool {
    if a.op != b.op {
        // A move beside an operation with a literal: the moved operand reads
        // what the operation's other operand reads.
        let (mov, op) = if a.op == Opcode::Mov { (a, b) } else { (b, a) };
        return op.operands.iter().any(|y| same_read(&mov.operands[0], y));
    }
    a.operands.iter().zip(&b.operands).all(|(x, y)| {
        let literal = |o: &Operand| matches!(o.source, Source::Literal(_));
        (literal(x) && literal(y)) || same_read(x, y)
    })
}

/// True when `x` and `y` read the same source with the same modifiers (their
/// swizzles may differ).
pub(super) fn same_read(x: &Operand, y: &Operand) -> bool {
    x.source == y.source && x.abs == y.abs && x.negate == y.negate
}

/// True when one of `a` and `b` is a `MOV` and the other an `ADD` or `MUL`
/// with one literal operand: the move is that operation with the literal's
/// identity (`x + 0`, `x * 1`), so the two can merge. cgc writes
/// `float2(uv.x + 0.25, uv.y)` as `ADD R0.xy, uv, {0.25, 0}` (and with `* 3`
/// as a `MUL` by `{3, 1}`), not as a `MOV` and an `ADD`.
fn move_beside_literal_operation(program: &Program, a: &Inst, b: &Inst) -> bool {
    let op = match (a.op, b.op) {
        (Opcode::Mov, _) => b,
        (_, Opcode::Mov) => a,
        _ => return false,
    };
    matches!(op.op, Opcode::Add | Opcode::Mul) && literal_position(program, op).is_some()
}

/// The position of the one literal operand of a two-operand instruction.
fn literal_position(program: &Program, inst: &Inst) -> Option<usize> {
    let literal: Vec<bool> = inst
        .operands
        .iter()
        .map(|o| literal_values(program, o).is_some())
        .collect();
    match literal.as_slice() {
        [true, false] => Some(0),
        [false, true] => Some(1),
        _ => None,
    }
}

/// `inst` as an instruction of `other`'s opcode: itself when they share it
/// (or `inst` is no move); a move as `other`'s operation with the identity
/// (`0` for `ADD`, `1` for `MUL`) in place of `other`'s literal operand
/// ([`move_beside_literal_operation`]), returned as that operand's position
/// and values (the instruction holds the moved operand there too, as a
/// placeholder).
fn in_shape_of<'i>(
    program: &Program,
    inst: &'i Inst,
    other: &Inst,
) -> Option<(Cow<'i, Inst>, Option<Identity>)> {
    if inst.op == other.op || inst.op != Opcode::Mov {
        return Some((Cow::Borrowed(inst), None));
    }
    let identity = match other.op {
        Opcode::Add => [0.0; 4],
        Opcode::Mul => [1.0; 4],
        _ => return None,
    };
    let at = literal_position(program, other)?;
    let operands = [inst.operands[0]; 2];
    let shaped = Inst::new(other.op, inst.dest?, &operands);
    Some((Cow::Owned(shaped), Some((at, identity))))
}

/// Where a move shaped as an operation reads the operation's identity
/// ([`in_shape_of`]): the operand's position and the identity's values.
type Identity = (usize, [f32; 4]);

/// An operand to merge: one read, or literal values not yet in the
/// program's pool.
#[derive(Clone, Copy)]
enum Arg {
    Read(Operand),
    Values([f32; 4]),
}

/// [`merge_operands`] of two [`Arg`]s.
fn merge_args(
    program: &Program,
    x: Arg,
    x_mask: WriteMask,
    y: Arg,
    y_mask: WriteMask,
) -> Option<Part> {
    let values = |arg: &Arg| match arg {
        Arg::Read(operand) => literal_values(program, operand),
        Arg::Values(values) => Some(*values),
    };
    match (x, y) {
        (Arg::Read(x), Arg::Read(y)) => merge_operands(program, &x, x_mask, &y, y_mask),
        _ => {
            let (xv, yv) = (values(&x)?, values(&y)?);
            Some(Part::Literal(std::array::from_fn(|i| {
                if y_mask.has(i) {
                    yv[i]
                } else {
                    xv[i]
                }
            })))
        }
    }
}

/// Per register: how many instructions write it, and which components any
/// instruction or branch reads.
fn defs_and_reads(program: &Program) -> (Vec<u32>, Vec<WriteMask>) {
    let count = program.vreg_count as usize;
    let mut defs = vec![0; count];
    let mut reads = vec![WriteMask::NONE; count];
    for block in &program.blocks {
        for inst in &block.insts {
            if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
                defs[reg.0 as usize] += 1;
            }
            for reg in inst.operands.iter().filter_map(Operand::temp_reg) {
                reads[reg.0 as usize] = reads[reg.0 as usize].union(inst.reads_of(reg));
            }
        }
        if let Terminator::Branch { condition, .. } = block.terminator {
            if let Some(reg) = condition.temp_reg() {
                let read = condition.swizzle.read_mask(WriteMask::X);
                reads[reg.0 as usize] = reads[reg.0 as usize].union(read);
            }
        }
    }
    (defs, reads)
}

/// True when `a` and `b` compute the same values (the same operands read in
/// the same order over their masks): one computation for CSE to share, not
/// two to pack side by side.
pub(super) fn same_computation(a: &Inst, a_mask: WriteMask, b: &Inst, b_mask: WriteMask) -> bool {
    a.operands.iter().zip(&b.operands).all(|(x, y)| {
        x.source == y.source
            && x.abs == y.abs
            && x.negate == y.negate
            && a_mask
                .components()
                .map(|i| x.swizzle.get(i))
                .eq(b_mask.components().map(|i| y.swizzle.get(i)))
    })
}

/// Where the components `moved` go so they avoid `taken` (kept in place when
/// they do not collide), if there is room.
pub(super) fn relocation(taken: WriteMask, moved: WriteMask) -> Option<[u8; 4]> {
    let mut map = [0, 1, 2, 3];
    if taken.intersect(moved).is_empty() {
        return Some(map);
    }
    let mut free = WriteMask::ALL.minus(taken).components();
    for i in moved.components() {
        map[i] = free.next()? as u8;
    }
    Some(map)
}

/// The components `mask` becomes when component `c` moves to `map[c]`.
pub(super) fn moved_mask(mask: WriteMask, map: [u8; 4]) -> WriteMask {
    WriteMask(mask.components().fold(0, |m, i| m | 1 << map[i]))
}

/// `operand` of a componentwise instruction whose components `mask` move
/// to `map`: what it reads for component `c` is read for `map[c]`.
pub(super) fn relocated(operand: &Operand, mask: WriteMask, map: [u8; 4]) -> Operand {
    let mut swizzle = operand.swizzle.0;
    for i in mask.components() {
        swizzle[map[i] as usize] = operand.swizzle.get(i);
    }
    operand.with_swizzle(Swizzle(swizzle))
}

/// `insts[earlier]` and `insts[later]` ([`compatible`]) writing two registers
/// defined once each, as one instruction at `later` writing a fresh register.
fn packed(
    program: &Program,
    tables: &Tables,
    insts: &[Inst],
    earlier: usize,
    later: usize,
) -> Option<Merged> {
    let (a, b) = (&insts[earlier], &insts[later]);
    let (da, db) = (a.dest?, b.dest?);
    let (ra, rb) = (da.temp_reg()?, db.temp_reg()?);
    if ra == rb || a.op != b.op {
        return None;
    }
    let (defs, reads) = (&tables.defs, &tables.reads);
    let only_def = |r: VReg| defs[r.0 as usize] == 1;
    // Every read of each register must be of components its definition
    // writes, so that renaming cannot make a read see the other's value.
    let reads_written = |r: VReg, m: WriteMask| reads[r.0 as usize].minus(m).is_empty();
    if !only_def(ra) || !only_def(rb) || !reads_written(ra, da.mask) || !reads_written(rb, db.mask)
    {
        return None;
    }
    let map = relocation(da.mask, db.mask)?;
    let reads_own = |i: &Inst| !i.reads_of(ra).is_empty() || !i.reads_of(rb).is_empty();
    if reads_own(a) || reads_own(b) || same_computation(a, da.mask, b, db.mask) {
        return None;
    }
    // Each register has one definition, so only reads of the moved one's
    // result and writes to what it reads can be in the way.
    let between = &insts[earlier + 1..later];
    let place = if undisturbed(between, a, da) {
        Place::Later
    } else if moves_up(program, b) && undisturbed(between, b, db) {
        Place::Earlier
    } else {
        return None;
    };
    let moved_mask = moved_mask(db.mask, map);
    let relocated = |o: &Operand| relocated(o, db.mask, map);
    let parts = a
        .operands
        .iter()
        .zip(&b.operands)
        .map(|(x, y)| {
            let y = match literal_values(program, y) {
                Some(values) => {
                    let mut moved = values;
                    for i in db.mask.components() {
                        moved[map[i] as usize] = values[i];
                    }
                    return merge_literals(program, x, da.mask, moved, moved_mask);
                }
                None => relocated(y),
            };
            merge_operands(program, x, da.mask, &y, moved_mask)
        })
        .collect::<Option<Vec<Part>>>()?;
    Some(Merged {
        place,
        template: b.clone(),
        dest: Dest {
            mask: da.mask.union(moved_mask),
            ..db
        },
        parts,
        renamed: Some((ra, rb, map)),
    })
}

/// A literal `x` (components `x_mask`) combined with the values `y` (components `y_mask`).
fn merge_literals(
    program: &Program,
    x: &Operand,
    x_mask: WriteMask,
    y: [f32; 4],
    y_mask: WriteMask,
) -> Option<Part> {
    let xv = literal_values(program, x)?;
    let mut values = [0.0; 4];
    for i in 0..4 {
        values[i] = if y_mask.has(i) {
            y[i]
        } else if x_mask.has(i) {
            xv[i]
        } else {
            0.0
        };
    }
    Some(Part::Literal(values))
}

fn merge_operands(
    program: &Program,
    x: &Operand,
    x_mask: WriteMask,
    y: &Operand,
    y_mask: WriteMask,
) -> Option<Part> {
    if let (Some(xv), Some(yv)) = (literal_values(program, x), literal_values(program, y)) {
        let mut values = [0.0; 4];
        for i in 0..4 {
            values[i] = if y_mask.has(i) { yv[i] } else { xv[i] };
        }
        return Some(Part::Literal(values));
    }
    if x.source != y.source || x.abs != y.abs || x.negate != y.negate {
        return None;
    }
    let mut swizzle = y.swizzle.0;
    for i in x_mask.components() {
        swizzle[i] = x.swizzle.get(i);
    }
    Some(Part::Operand(y.with_swizzle(Swizzle(swizzle))))
}
