//! Register allocation: map virtual registers onto as few hardware temporaries
//! as possible, placing their components where they fit.
//!
//! Interference is per component: component `c` of `a` and component `d` of
//! `b` may not occupy the same slot of one hardware register when one is
//! written while the other is live. A virtual register is placed as a whole
//! (one hardware register) through a one-to-one map of its components onto
//! the hardware components, so a scalar computed in `.x` may land in `.w` of a
//! register whose `.xyz` hold a vector: that is how cgc's `R-regs` count stays
//! low. A register may move only when every instruction writing it can write
//! other components (componentwise opcodes, whose operand swizzles move along,
//! and replicating ones); `TEX`, `XPD`, `LIT`, … results stay where they are.
//!
//! Colouring is greedy in order of first appearance, the identity map first,
//! which on straight-line code is close to optimal for these interval-like
//! graphs. A register copied from another by a plain `MOV` is first tried
//! where the copied components already are (the move's own write does not
//! count as interference); such moves then read and write the same slots and
//! are dropped.

use crate::back::emit::is_condition_code_select;
use crate::ir::liveness::{live_out, step_backward, LiveSet};
use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};

/// Where a virtual register lives: its hardware register and, per component,
/// the hardware component holding it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placement {
    register: u32,
    map: [u8; 4],
}

const IDENTITY: [u8; 4] = [0, 1, 2, 3];

/// Allocate hardware temporaries in place; returns how many are used.
///
/// Placing a register costs its conflicts plus the hardware registers tried
/// before one fits (at most the temporaries the program ends up using).
pub fn allocate(program: &mut Program) -> u32 {
    let undefined = Undefined::of(program);
    allocate_with(program, undefined)
}

/// [`allocate`], with the conflicts of `undefined` components told by spans
/// (`None`: all listed pair by pair).
fn allocate_with(program: &mut Program, undefined: Option<Undefined>) -> u32 {
    let conflicts = interference(program, undefined.as_ref());
    let used = used_components(program);
    let movable = movable_registers(program);
    let mut placement: Vec<Option<Placement>> = vec![None; program.vreg_count as usize];
    let mut spans: Vec<SlotSpans> = Vec::new();
    let copies = copies_into(program);
    let mut explicit = Vec::new();
    for reg in first_appearance_order(program) {
        blocked_by_register(&conflicts[reg], &placement, &mut explicit);
        let explicit = &explicit;
        let blocked_in = |register: u32| {
            let mut blocked = explicit
                .binary_search_by_key(&register, |&(r, _)| r)
                .map_or([0; 4], |at| explicit[at].1);
            if let (Some(undefined), Some(spans)) = (&undefined, spans.get(register as usize)) {
                undefined.block(reg, spans, &mut blocked);
            }
            blocked
        };
        let coalesced = copies[reg].iter().find_map(|copy| {
            let source = placement[copy.source]?;
            let blocked = blocked_in(source.register);
            let map = map_joining(copy, source.map, blocked, used[reg], movable[reg])?;
            Some((source.register, map))
        });
        let (register, map) = coalesced.unwrap_or_else(|| {
            (0..)
                .find_map(|register: u32| {
                    if register as usize == spans.len() {
                        return Some((register, IDENTITY));
                    }
                    let blocked = blocked_in(register);
                    fitting_map(blocked, used[reg], movable[reg]).map(|map| (register, map))
                })
                .unwrap_or((0, IDENTITY))
        });
        if register as usize == spans.len() {
            spans.push(SlotSpans::default());
        }
        if let Some(undefined) = &undefined {
            undefined.occupy(reg, map, &mut spans[register as usize]);
        }
        placement[reg] = Some(Placement { register, map });
    }
    rewrite(program, &placement);
    drop_self_moves(program);
    let used_registers = spans.len() as u32;
    program.vreg_count = used_registers;
    used_registers
}

/// Components read before anything writes them (a `TEX` reads all four
/// components of a coordinate computed in two), in a one-block program: such
/// a component is live from the start of the block to its last such read, so
/// it conflicts with every component written before that read. Listing those
/// conflicts pair by pair would cost registers squared; they are kept as
/// spans and compared per hardware slot instead, which gives the same
/// conflicts.
struct Undefined {
    /// Per register and component: the last instruction reading it before
    /// its first write (it is live after the instructions before), or 0.
    end: Vec<[u32; 4]>,
    /// Per register and component: the first instruction writing it, or
    /// `u32::MAX`.
    first_write: Vec<[u32; 4]>,
}

/// Per slot of one hardware register, over the registers placed there: the
/// latest end of an undefined component and the first write.
#[derive(Clone, Copy)]
struct SlotSpans {
    end: [u32; 4],
    first_write: [u32; 4],
}

impl Default for SlotSpans {
    fn default() -> Self {
        SlotSpans {
            end: [0; 4],
            first_write: [u32::MAX; 4],
        }
    }
}

impl Undefined {
    /// `None` (every conflict listed) for programs of several blocks or
    /// that loop, or with a plain move reading an undefined component (its
    /// destination may share that component's slot, which spans cannot tell).
    fn of(program: &Program) -> Option<Undefined> {
        let [block] = program.blocks.as_slice() else {
            return None;
        };
        if block.terminator != crate::ir::Terminator::Return {
            return None;
        }
        let count = program.vreg_count as usize;
        let mut first_write = vec![[u32::MAX; 4]; count];
        for (index, inst) in block.insts.iter().enumerate() {
            let Some(dest) = inst.dest else { continue };
            let DestReg::Temp(reg) = dest.reg else {
                continue;
            };
            for c in dest.mask.components() {
                let first = &mut first_write[reg.0 as usize][c];
                *first = (*first).min(index as u32);
            }
        }
        let mut undefined = Undefined {
            end: vec![[0; 4]; count],
            first_write,
        };
        for (index, inst) in block.insts.iter().enumerate() {
            for reg in inst.operands.iter().filter_map(|o| o.temp_reg()) {
                let read = undefined.undefined_reads(inst, index, reg);
                if !read.is_empty() && plain_copy(inst).is_some() {
                    return None;
                }
                for c in read.components() {
                    undefined.end[reg.0 as usize][c] = index as u32;
                }
            }
        }
        Some(undefined)
    }

    /// The components of `reg` that `inst` (at `index`) reads before their
    /// first write.
    fn undefined_reads(&self, inst: &Inst, index: usize, reg: VReg) -> WriteMask {
        let first_write = self.first_write[reg.0 as usize];
        let undefined = inst
            .reads_of(reg)
            .components()
            .filter(|&c| index as u32 <= first_write[c])
            .fold(0u8, |mask, c| mask | 1 << c);
        WriteMask(undefined)
    }

    /// Record `reg`, placed with `map`, in its hardware register's spans.
    fn occupy(&self, reg: usize, map: [u8; 4], spans: &mut SlotSpans) {
        for (c, &slot) in map.iter().enumerate() {
            let slot = slot as usize;
            spans.end[slot] = spans.end[slot].max(self.end[reg][c]);
            spans.first_write[slot] = spans.first_write[slot].min(self.first_write[reg][c]);
        }
    }

    /// Add to `blocked` the slots of a hardware register with `spans` that
    /// `reg` may not use: a component written while a placed undefined one
    /// is live there, or undefined while a placed one is written there.
    fn block(&self, reg: usize, spans: &SlotSpans, blocked: &mut [u8; 4]) {
        for (c, slots) in blocked.iter_mut().enumerate() {
            for slot in 0..4 {
                let written_over = self.first_write[reg][c] < spans.end[slot];
                let overwritten = spans.first_write[slot] < self.end[reg][c];
                if written_over || overwritten {
                    *slots |= 1 << slot;
                }
            }
        }
    }
}

/// `MOV dest.mask, source.swizzle` between temporaries, without modifiers:
/// placing `dest` where `source` is makes the move a no-op.
struct Copy {
    source: usize,
    mask: WriteMask,
    swizzle: Swizzle,
}

/// For each register, the registers it would best share slots with: the
/// sources of plain moves writing it, the destinations of in-place moves
/// reading it, the kept operand of a VP2.0 select writing it.
fn copies_into(program: &Program) -> Vec<Vec<Copy>> {
    let mut copies: Vec<Vec<Copy>> = (0..program.vreg_count).map(|_| Vec::new()).collect();
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        let Some(written) = inst.dest.and_then(|d| d.temp_reg()) else {
            continue;
        };
        let mask = inst.dest.map_or(WriteMask::NONE, |d| d.mask);
        if let Some(copy) = plain_copy(inst) {
            // The copy also draws its source to where the destination
            // already is, when the destination is placed first (a loop's
            // carried variable, a vector whose other components are written
            // before).
            if let Some(reverse) = reversed(&copy, written.0 as usize) {
                copies[copy.source].push(reverse);
            }
            copies[written.0 as usize].push(copy);
        } else if is_condition_code_select(program, inst) {
            // A VP2.0 select whose kept operand is its destination prints
            // one move fewer.
            let kept = inst.operands.get(2).filter(|o| !o.abs && !o.negate);
            let in_place = kept.filter(|o| mask.components().all(|c| o.swizzle.get(c) == c as u8));
            if let Some(reg) = in_place
                .and_then(|o| o.temp_reg())
                .filter(|&r| r != written)
            {
                copies[written.0 as usize].push(Copy {
                    source: reg.0 as usize,
                    mask,
                    swizzle: Swizzle([0, 1, 2, 3]),
                });
            }
        }
    }
    copies
}

/// The move `copy` into `written` seen from its source: which source
/// component lands on which destination component, when no source component
/// is copied twice.
fn reversed(copy: &Copy, written: usize) -> Option<Copy> {
    let mut mask = WriteMask::NONE;
    let mut swizzle = Swizzle([0, 1, 2, 3]);
    for c in copy.mask.components() {
        let read = copy.swizzle.get(c) as usize;
        if mask.has(read) {
            return None;
        }
        mask = mask.union(WriteMask::single(read as u8));
        swizzle.0[read] = c as u8;
    }
    Some(Copy {
        source: written,
        mask,
        swizzle,
    })
}

/// `inst` as a plain move between two different temporaries.
fn plain_copy(inst: &Inst) -> Option<Copy> {
    let (dest, operand) = (inst.dest?, inst.operands.first()?);
    let (written, read) = (dest.temp_reg()?, operand.temp_reg()?);
    let plain = inst.op == Opcode::Mov
        && written != read
        && !dest.saturate
        && !operand.abs
        && !operand.negate;
    plain.then_some(Copy {
        source: read.0 as usize,
        mask: dest.mask,
        swizzle: operand.swizzle,
    })
}

/// A map putting each moved component where the move reads it from (given
/// the source's map), the other used components on free slots; `None` when
/// that does not fit.
fn map_joining(
    copy: &Copy,
    source_map: [u8; 4],
    blocked: [u8; 4],
    used: WriteMask,
    movable: bool,
) -> Option<[u8; 4]> {
    let wanted = |map: &[u8; 4]| {
        copy.mask
            .components()
            .all(|c| map[c] == source_map[copy.swizzle.get(c) as usize])
    };
    let fits = |map: &[u8; 4]| used.components().all(|c| blocked[c] & (1 << map[c]) == 0);
    if !movable {
        return Some(IDENTITY).filter(|map| wanted(map) && fits(map));
    }
    PERMUTATIONS
        .into_iter()
        .find(|map| wanted(map) && fits(map))
}

/// After allocation a move whose source and destination landed on the same
/// components does nothing.
fn drop_self_moves(program: &mut Program) {
    for block in &mut program.blocks {
        block.insts.retain(|inst| {
            let (Some(dest), Some(operand)) = (inst.dest, inst.operands.first()) else {
                return true;
            };
            let same_place = dest.temp_reg().is_some()
                && dest.temp_reg() == operand.temp_reg()
                && dest
                    .mask
                    .components()
                    .all(|c| operand.swizzle.get(c) == c as u8);
            !(inst.op == Opcode::Mov
                && same_place
                && !dest.saturate
                && !operand.abs
                && !operand.negate)
        });
    }
}

/// Per register, the registers it interferes with, by index, each with bit
/// `4 * c + d` set when its component `c` and their component `d` may not
/// share a hardware slot. Sparse: its size is the number of interfering pairs,
/// not registers squared.
///
/// Conflicts with the `undefined` components (when given) are left out:
/// [`Undefined`] tells them.
fn interference(program: &Program, undefined: Option<&Undefined>) -> Vec<Vec<(u32, u16)>> {
    let count = program.vreg_count as usize;
    let mut conflicts: Vec<Vec<(u32, u16)>> = vec![Vec::new(); count];
    // `spared`: pairs of components (bit `4 * c + d`) not to mark.
    let mut mark = |a: usize, b: usize, a_mask: WriteMask, b_mask: WriteMask, spared: u16| {
        let mut a_bits = 0u16;
        for c in a_mask.components() {
            a_bits |= u16::from(b_mask.0 & 15) << (4 * c);
        }
        a_bits &= !spared;
        if a_bits != 0 {
            add_conflict(&mut conflicts[a], b as u32, a_bits);
            add_conflict(&mut conflicts[b], a as u32, transposed(a_bits));
        }
    };
    let outs = live_out(program);
    for (block, block_live_out) in outs.iter().enumerate() {
        let mut live = LiveList::new(block_live_out.clone());
        for (index, inst) in program.blocks[block].insts.iter().enumerate().rev() {
            mark_written(program, inst, &mut live, &mut mark);
            live.step_backward(inst, index, undefined);
        }
    }
    for list in &mut conflicts {
        list.sort_unstable_by_key(|&(other, _)| other);
        list.dedup_by(|later, earlier| {
            let same = later.0 == earlier.0;
            if same {
                earlier.1 |= later.1;
            }
            same
        });
    }
    conflicts
}

/// The 4×4 bit matrix `bits` (bit `4 * c + d`) transposed (bit `4 * d + c`
/// set for it): the same conflicts seen from the other register.
fn transposed(bits: u16) -> u16 {
    let mut x = bits;
    let t = (x ^ (x >> 3)) & 0x0A0A;
    x ^= t ^ (t << 3);
    let t = (x ^ (x >> 6)) & 0x00CC;
    x ^ t ^ (t << 6)
}

/// Record a conflict with `other`, merged into the last entry when that is
/// the same register (a register written in several steps); `interference`
/// merges the rest.
fn add_conflict(list: &mut Vec<(u32, u16)>, other: u32, bits: u16) {
    match list.last_mut() {
        Some(last) if last.0 == other => last.1 |= bits,
        _ => list.push((other, bits)),
    }
}

/// The conflicts of the register `inst` writes with the registers `live`
/// just after it.
fn mark_written(
    program: &Program,
    inst: &Inst,
    live: &mut LiveList,
    mark: &mut impl FnMut(usize, usize, WriteMask, WriteMask, u16),
) {
    let Some(dest) = inst.dest else { return };
    let DestReg::Temp(written) = dest.reg else {
        return;
    };
    let written = written.0 as usize;
    // A plain move leaves each moved component equal to the one it
    // read: those two may share a slot (then the move disappears).
    let copy = plain_copy(inst);
    live.for_each(|other, mask| {
        if other != written {
            let spared = copy
                .as_ref()
                .filter(|copy| copy.source == other)
                .map_or(0, |copy| {
                    copy.mask.components().fold(0u16, |bits, c| {
                        bits | 1 << (4 * c + copy.swizzle.get(c) as usize)
                    })
                });
            mark(written, other, dest.mask, mask, spared);
        }
    });
    // A VP2.0 select writes its destination before it reads the
    // chosen side (see `emit`): the components it writes may not hold
    // those it then reads; its other components may.
    let chosen = inst.operands.get(1).filter(|o| {
        o.temp_reg().is_some_and(|r| r.0 as usize != written)
            && is_condition_code_select(program, inst)
    });
    if let Some((chosen, other)) = chosen.and_then(|o| Some((o, o.temp_reg()?))) {
        let read = chosen
            .swizzle
            .read_mask(inst.operand_components(1, dest.mask));
        mark(written, other.0 as usize, dest.mask, read, 0);
    }
}

/// A live set walked backward through a block (without the undefined
/// components, when given) that can list its live registers in time proportional to their number (plus those that died
/// since the last listing), not to the number of registers.
struct LiveList {
    live: LiveSet,
    /// Registers live at some point since the last listing, each once.
    listed: Vec<u32>,
    is_listed: Vec<bool>,
}

impl LiveList {
    fn new(live: LiveSet) -> LiveList {
        let listed: Vec<u32> = (0..live.len() as u32)
            .filter(|&reg| !live[reg as usize].is_empty())
            .collect();
        let mut is_listed = vec![false; live.len()];
        listed
            .iter()
            .for_each(|&reg| is_listed[reg as usize] = true);
        LiveList {
            live,
            listed,
            is_listed,
        }
    }

    /// Step over `inst` (at `index`), leaving out the `undefined` reads.
    fn step_backward(&mut self, inst: &Inst, index: usize, undefined: Option<&Undefined>) {
        step_backward(inst, &mut self.live);
        for reg in inst.operands.iter().filter_map(|o| o.temp_reg()) {
            if let Some(undefined) = undefined {
                let read = undefined.undefined_reads(inst, index, reg);
                let live = &mut self.live[reg.0 as usize];
                *live = live.minus(read);
            }
            let reg = reg.0 as usize;
            if !self.is_listed[reg] && !self.live[reg].is_empty() {
                self.is_listed[reg] = true;
                self.listed.push(reg as u32);
            }
        }
    }

    /// Call `visit` with each live register and its live components,
    /// dropping the dead ones from the list.
    fn for_each(&mut self, mut visit: impl FnMut(usize, WriteMask)) {
        let (live, is_listed) = (&self.live, &mut self.is_listed);
        self.listed.retain(|&reg| {
            let mask = live[reg as usize];
            if mask.is_empty() {
                is_listed[reg as usize] = false;
                return false;
            }
            visit(reg as usize, mask);
            true
        });
    }
}

/// Per hardware register holding placed registers that `conflicts` (one
/// register's row of [`interference`]) lists, by register: `blocked[c]` has
/// bit `s` set when component `c` of the register being placed may not go to
/// slot `s` there. Written into `blocked`, reused from register to register.
fn blocked_by_register(
    conflicts: &[(u32, u16)],
    placement: &[Option<Placement>],
    blocked: &mut Vec<(u32, [u8; 4])>,
) {
    blocked.clear();
    for &(other, bits) in conflicts {
        let Some(placed) = placement[other as usize] else {
            continue;
        };
        let mut slots_of = [0u8; 4];
        for (c, slots) in slots_of.iter_mut().enumerate() {
            for d in 0..4 {
                if bits & (1 << (4 * c + d)) != 0 {
                    *slots |= 1 << placed.map[d];
                }
            }
        }
        blocked.push((placed.register, slots_of));
    }
    blocked.sort_unstable_by_key(|&(register, _)| register);
    blocked.dedup_by(|later, earlier| {
        let same = later.0 == earlier.0;
        if same {
            for (slots, more) in earlier.1.iter_mut().zip(later.1) {
                *slots |= more;
            }
        }
        same
    });
}

/// A one-to-one map of the components in `used` onto free slots: the
/// identity when it fits, else (for a movable register) the first
/// permutation that does.
fn fitting_map(blocked: [u8; 4], used: WriteMask, movable: bool) -> Option<[u8; 4]> {
    let fits = |map: &[u8; 4]| used.components().all(|c| blocked[c] & (1 << map[c]) == 0);
    if fits(&IDENTITY) {
        return Some(IDENTITY);
    }
    if !movable {
        return None;
    }
    PERMUTATIONS.into_iter().find(|map| fits(map))
}

/// The 24 orders of x, y, z, w, identity first (in lexicographic order),
/// made once: placing a register may try them all.
const PERMUTATIONS: [[u8; 4]; 24] = permutations();

const fn permutations() -> [[u8; 4]; 24] {
    let mut all = [[0u8; 4]; 24];
    let mut count = 0;
    let mut a = 0u8;
    while a < 4 {
        let mut b = 0u8;
        while b < 4 {
            let mut c = 0u8;
            while c < 4 {
                if b != a && c != a && c != b {
                    all[count] = [a, b, c, 6 - a - b - c];
                    count += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    all
}

/// Components each register is written or read in.
fn used_components(program: &Program) -> Vec<WriteMask> {
    let mut used = vec![WriteMask::NONE; program.vreg_count as usize];
    for block in &program.blocks {
        for inst in &block.insts {
            if let Some(dest) = inst.dest {
                if let DestReg::Temp(reg) = dest.reg {
                    used[reg.0 as usize] = used[reg.0 as usize].union(dest.mask);
                }
            }
            for operand in &inst.operands {
                if let Some(reg) = operand.temp_reg() {
                    used[reg.0 as usize] = used[reg.0 as usize].union(inst.reads_of(reg));
                }
            }
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &block.terminator {
            if let Some(reg) = condition.temp_reg() {
                let read = condition.swizzle.read_mask(WriteMask::X);
                used[reg.0 as usize] = used[reg.0 as usize].union(read);
            }
        }
    }
    used
}

/// Registers whose components may be moved: every instruction writing them
/// is componentwise or replicating. A VP2.0 select is componentwise too: its
/// condition-code mask and swizzles are printed from the allocated program.
fn movable_registers(program: &Program) -> Vec<bool> {
    let mut movable = vec![true; program.vreg_count as usize];
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            if !inst.op.is_componentwise() && !inst.op.replicates() {
                movable[reg.0 as usize] = false;
            }
        }
    }
    movable
}

fn first_appearance_order(program: &Program) -> Vec<usize> {
    let mut seen = vec![false; program.vreg_count as usize];
    let mut order = Vec::new();
    let mut visit = |reg: VReg| {
        if !seen[reg.0 as usize] {
            seen[reg.0 as usize] = true;
            order.push(reg.0 as usize);
        }
    };
    for block in &program.blocks {
        for inst in &block.insts {
            for operand in &inst.operands {
                if let Some(reg) = operand.temp_reg() {
                    visit(reg);
                }
            }
            if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
                visit(reg);
            }
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &block.terminator {
            if let Some(reg) = condition.temp_reg() {
                visit(reg);
            }
        }
    }
    order
}

/// Rename every register to its hardware register and move its components.
fn rewrite(program: &mut Program, placement: &[Option<Placement>]) {
    let place = |reg: VReg| {
        placement[reg.0 as usize].unwrap_or(Placement {
            register: 0,
            map: IDENTITY,
        })
    };
    for block in &mut program.blocks {
        for inst in &mut block.insts {
            move_components(inst, &place);
            for operand in inst.operands.iter_mut() {
                if let Source::Temp(reg) = operand.source {
                    operand.source = Source::Temp(VReg(place(reg).register));
                }
            }
            if let Some(dest) = inst.dest.as_mut() {
                if let DestReg::Temp(reg) = dest.reg {
                    dest.reg = DestReg::Temp(VReg(place(reg).register));
                }
            }
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &mut block.terminator {
            if let Some(reg) = condition.temp_reg() {
                let map = place(reg).map;
                condition.swizzle = Swizzle(condition.swizzle.0.map(|c| map[c as usize]));
                condition.source = Source::Temp(VReg(place(reg).register));
            }
        }
    }
}

/// Rewrite `inst`'s write mask and operand swizzles for the component maps of
/// the registers it writes and reads (registers still virtual).
fn move_components(inst: &mut Inst, place: &impl Fn(VReg) -> Placement) {
    let map_of = |operand: &Operand| operand.temp_reg().map_or(IDENTITY, |r| place(r).map);
    let dest_map = inst
        .dest
        .and_then(|d| d.temp_reg())
        .map_or(IDENTITY, |r| place(r).map);
    if dest_map == IDENTITY && inst.operands.iter().all(|o| map_of(o) == IDENTITY) {
        return;
    }
    let mask = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
    let componentwise = inst.op.is_componentwise();
    for index in 0..inst.operands.len() {
        let operand = inst.operands[index];
        let source_map = map_of(&operand);
        let read = inst.operand_components(index, mask);
        // (position in the new swizzle, component it reads)
        let entries: Vec<(u8, u8)> = read
            .components()
            .map(|position| {
                let moved = if componentwise {
                    dest_map[position]
                } else {
                    position as u8
                };
                (moved, source_map[operand.swizzle.get(position) as usize])
            })
            .collect();
        inst.operands[index].swizzle = swizzle_from(&entries, operand.swizzle);
    }
    if let Some(dest) = inst.dest.as_mut() {
        if dest.temp_reg().is_some() {
            let moved = dest
                .mask
                .components()
                .fold(0u8, |m, c| m | 1 << dest_map[c]);
            dest.mask = WriteMask(moved);
        }
    }
}

/// A swizzle reading `entries` (position, component); positions nobody reads
/// repeat a read component, so a swizzle reading one component prints as one
/// letter. With no entries the old swizzle stays.
fn swizzle_from(entries: &[(u8, u8)], old: Swizzle) -> Swizzle {
    let Some(&(_, first)) = entries.first() else {
        return old;
    };
    let mut swizzle = Swizzle::replicate(first);
    let mut sorted = entries.to_vec();
    sorted.sort_unstable();
    let mut last = first;
    for position in 0..4u8 {
        if let Some(&(_, component)) = sorted.iter().find(|(p, _)| *p == position) {
            last = component;
        }
        swizzle.0[position as usize] = last;
    }
    if entries.iter().all(|&(_, c)| c == first) {
        return Swizzle::replicate(first);
    }
    swizzle
}

/// Spread the single-component virtual registers that [`allocate`] may not
/// move itself (those a VP2.0 select reads or writes, whose printed form
/// compares components) over x, y, z, w in order of appearance, so that
/// several of them share one hardware register. Only registers written by
/// replicating instructions (`DP3`, `RCP`, …, or `MOV`/arithmetic of
/// replicated operands) in one component are moved.
pub fn pack_scalars(program: &mut Program) {
    replicate_single_component_operands(program);
    let count = program.vreg_count as usize;
    let mut component_of: Vec<Option<u8>> = vec![None; count];
    // What [`allocate`] can move itself is best placed there, knowing the
    // registers it shares.
    let mut movable: Vec<bool> = movable_registers(program).iter().map(|m| !m).collect();
    for block in &program.blocks {
        for inst in &block.insts {
            if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
                let mask = inst.dest.map_or(WriteMask::NONE, |d| d.mask);
                let component = mask.components().next().map(|c| c as u8);
                let consistent = component_of[reg.0 as usize].is_none_or(|c| Some(c) == component);
                if mask.count() != 1 || !consistent || !inst.result_is_uniform() {
                    movable[reg.0 as usize] = false;
                }
                if let Some(c) = component {
                    component_of[reg.0 as usize].get_or_insert(c);
                }
            }
        }
    }
    // Spread scalars over x, y, z, w in order of appearance.
    let mut next = 0u8;
    let mut target: Vec<Option<u8>> = vec![None; count];
    for reg in first_appearance_order(program) {
        if movable[reg] && component_of[reg].is_some() {
            target[reg] = Some(next);
            next = (next + 1) % 4;
        }
    }
    for block in &mut program.blocks {
        for inst in &mut block.insts {
            retarget(inst, &component_of, &target);
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &mut block.terminator {
            retarget_operand(condition, &component_of, &target);
        }
    }
}

/// A componentwise instruction writing one component `c` reads only component `c`
/// of each swizzled operand: make every swizzle read that component everywhere,
/// so the result is uniform and the register becomes movable.
fn replicate_single_component_operands(program: &mut Program) {
    for inst in program.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        let Some(dest) = inst.dest else { continue };
        if !inst.op.is_componentwise() || dest.mask.count() != 1 {
            continue;
        }
        let Some(component) = dest.mask.components().next() else {
            continue;
        };
        for operand in inst.operands.iter_mut() {
            operand.swizzle = Swizzle::replicate(operand.swizzle.get(component));
        }
    }
}

fn retarget_operand(operand: &mut Operand, from: &[Option<u8>], to: &[Option<u8>]) {
    let Some(reg) = operand.temp_reg() else {
        return;
    };
    if let (Some(old), Some(new)) = (from[reg.0 as usize], to[reg.0 as usize]) {
        // A movable register holds only its one component, so every meaningful
        // read is of that component; the other swizzle entries are don't-cares.
        operand.swizzle = Swizzle(operand.swizzle.0.map(|c| if c == old { new } else { c }));
    }
}

fn retarget(inst: &mut Inst, from: &[Option<u8>], to: &[Option<u8>]) {
    for operand in inst.operands.iter_mut() {
        retarget_operand(operand, from, to);
    }
    if let Some(dest) = inst.dest.as_mut() {
        if let DestReg::Temp(reg) = dest.reg {
            if let Some(new) = to[reg.0 as usize] {
                dest.mask = WriteMask::single(new);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::random::program;
    use crate::ir::Stage;
    use crate::rng::Rng;

    #[test]
    fn transposed_swaps_the_two_components_of_every_conflict() {
        for bits in 0..=u16::MAX {
            let mut expected = 0u16;
            for c in 0..4 {
                for d in 0..4 {
                    if bits & (1 << (4 * c + d)) != 0 {
                        expected |= 1 << (4 * d + c);
                    }
                }
            }
            assert_eq!(transposed(bits), expected, "{bits:#06x}");
        }
    }

    /// Spans of undefined components place every register where conflicts
    /// listed pair by pair do.
    #[test]
    fn undefined_spans_allocate_as_listed_conflicts() {
        let mut rng = Rng::new(16);
        let mut with_spans = 0;
        for round in 0..400 {
            let stage = [Stage::Fragment, Stage::Vertex][round % 2];
            let original = program(&mut rng, 40, stage);
            let undefined = Undefined::of(&original);
            let spanned = undefined
                .as_ref()
                .is_some_and(|u| u.end.iter().flatten().any(|&end| end > 0));
            with_spans += usize::from(spanned);
            let (mut by_spans, mut listed) = (original.clone(), original);
            let registers = allocate_with(&mut by_spans, undefined);
            assert_eq!(registers, allocate_with(&mut listed, None));
            assert_eq!(by_spans, listed);
        }
        assert!(with_spans > 40, "only {with_spans} programs with spans");
    }
}
