//! Scheduling that shortens live ranges: an instruction moves down to just
//! before the first instruction that reads what it writes, when every
//! temporary it reads is read again from there on anyway (a `TEX` of a
//! varying, a `MOV` or `DP4` of parameters, a `TEX` of a coordinate used
//! again later) or is computed for it alone by instructions that move along
//! (a normalization `DP3`, `RSQ`, `MUL` moves as one group). Its result then
//! occupies a register for as short a time as possible and nothing else's
//! range grows, so register allocation needs fewer temporaries; the
//! instruction count does not change.
//!
//! Not in [`super::PASSES`]: it only pays just before register allocation.
//! A move is kept only when the order in which samplers are first used (the
//! order they are bound in) stays, and in fragment programs when the
//! block's texture indirections (ARB_fragment_program's rule, as
//! `back::limits` counts them) do not grow.
//!
//! Compile time: the searches walk per-temporary lists of the instructions
//! naming it, and a move is judged on the window it reorders (from its
//! first member to its target) against a [`Schedule`] of the block kept up
//! to date, so a block costs about its length times its move distances. The
//! whole block is recounted only when a move reorders lookups of different
//! samplers or its lookups may start an indirection. A move reorders at most
//! [`MAX_SINK_DISTANCE`] instructions, so a block costs at most its length
//! times that bound; the pass also runs only on programs within eight times
//! the profile's instruction limit (the back end reports larger ones before
//! allocating: `back::far_over_instruction_limit`).
use super::effects::writes;
use crate::ir::{Block, Inst, Opcode, Program, Source, Stage, VReg, WriteMask};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// The longest window a move may reorder (from its group's first member to
/// its target). Judging a move costs about its window, so without a bound a
/// block of n instructions cost up to n² (2,000 `if`s in arbvp1, 3,800
/// instructions: 1.2 s); the programs of tests/ and corpus-real have at most
/// 416 instructions before optimization.
const MAX_SINK_DISTANCE: usize = 512;

/// The temporaries one instruction names (three operands and a destination
/// at most): kept inline, since the searches ask for them per instruction.
type Named = SmallVec<[VReg; 4]>;

pub fn run(program: &mut Program) -> bool {
    let fragment = program.stage == Stage::Fragment;
    let count = program.vreg_count as usize;
    let mut changed = false;
    for block in &mut program.blocks {
        changed |= sink_block(block, fragment, count);
    }
    changed
}

fn sink_block(block: &mut Block, fragment: bool, count: usize) -> bool {
    let insts = &mut block.insts;
    let mut schedule = Schedule::new(insts, fragment, count);
    let mut changed = false;
    let mut index = insts.len();
    while index > 0 {
        index -= 1;
        let Some((group, target)) = group_to_sink(insts, &schedule.uses, index) else {
            continue;
        };
        if !schedule.try_move(insts, &group, target) {
            continue;
        }
        changed = true;
        // The group's other members were above `index`: the instructions
        // that were between them moved up by as many places.
        index = index + 1 - group.len();
    }
    changed
}

/// What a block's moves are judged by, kept up to date as they are made so
/// that judging one looks only at the instructions it reorders (the
/// window from its first member to its target) instead of the whole block.
struct Schedule {
    /// For each temporary, the ascending positions of the instructions
    /// naming it (reading or writing it).
    uses: Uses,
    /// For each instruction, the temporary components live at it (as
    /// [`peak_pressure`] counts them).
    pressure: MaxTree,
    /// Fragment programs: the positions of the texture instructions that
    /// start a new indirection.
    cuts: Vec<usize>,
    fragment: bool,
    /// Scratch live components per temporary, all zero between moves.
    live: Vec<u8>,
    /// Scratch marks per temporary, all false between moves.
    seen: Vec<bool>,
}

impl Schedule {
    fn new(insts: &[Inst], fragment: bool, count: usize) -> Schedule {
        let size = insts
            .iter()
            .flat_map(named_regs)
            .map(|r| r.0 as usize + 1)
            .max()
            .unwrap_or(0)
            .max(count);
        let uses = Uses::new(insts, size);
        let mut live = vec![0u8; size];
        let pressure = MaxTree::new(&pressure_points(insts.iter(), &mut live, 0));
        live.iter_mut().for_each(|slot| *slot = 0);
        let cuts = if fragment {
            indirection_cuts(insts.iter())
        } else {
            Vec::new()
        };
        Schedule {
            uses,
            pressure,
            cuts,
            fragment,
            live,
            seen: vec![false; size],
        }
    }

    /// Move `group` to just before `target` unless that changes the order
    /// in which samplers are first used, adds texture indirections, or (for
    /// a group of several) raises the block's peak pressure.
    fn try_move(&mut self, insts: &mut [Inst], group: &[usize], target: usize) -> bool {
        let start = group[0];
        let order: Vec<usize> = (start..target)
            .filter(|k| group.binary_search(k).is_err())
            .chain(group.iter().copied())
            .collect();
        let old: Vec<&Inst> = insts[start..target].iter().collect();
        let new: Vec<&Inst> = order.iter().map(|&k| &insts[k]).collect();
        if !window_samplers(&old).eq(window_samplers(&new))
            && sampler_order(spliced(insts, start, target, &old))
                != sampler_order(spliced(insts, start, target, &new))
        {
            return false;
        }
        let mut new_cuts = None;
        if self.fragment && !self.keeps_indirections(&old, start, target) {
            let cuts = indirection_cuts(spliced(insts, start, target, &new).into_iter());
            if cuts.len() > self.cuts.len() {
                return false;
            }
            new_cuts = Some(cuts);
        }
        let regs = self.window_regs(&old);
        let live_out: Vec<(VReg, u8)> = regs
            .iter()
            .map(|&reg| (reg, live_from(insts, self.uses.of(reg), target, reg)))
            .collect();
        let old_points = self.window_points(&old, &live_out);
        let new_points = self.window_points(&new, &live_out);
        // Temporaries the window does not name are live all through it,
        // the same components at every instruction of it.
        let through = self.pressure.get(start) - old_points[0];
        let new_peak = through + new_points.iter().copied().max().unwrap_or(0);
        let outside = self
            .pressure
            .max(0, start)
            .max(self.pressure.max(target, insts.len()));
        if group.len() > 1 && new_peak.max(outside) > self.pressure.max(0, insts.len()) {
            return false;
        }
        move_group(insts, group, target);
        for (offset, point) in new_points.into_iter().enumerate() {
            self.pressure.set(start + offset, through + point);
        }
        if let Some(cuts) = new_cuts {
            self.cuts = cuts;
        }
        self.renumber(&order, &regs, start);
        true
    }

    /// True when reordering the window `old` (at `start..target`) cannot
    /// change the block's indirections: no texture instruction in it reads a
    /// temporary written in it, and none of them starts an indirection. Each
    /// then checks only values from before the window, which none of them
    /// were written since the last indirection started, in any order.
    fn keeps_indirections(&self, old: &[&Inst], start: usize, target: usize) -> bool {
        let mut written: Vec<VReg> = old
            .iter()
            .filter_map(|i| i.dest.and_then(|d| d.temp_reg()))
            .collect();
        written.sort_unstable();
        let independent = old.iter().filter(|i| samples(i)).all(|i| {
            i.operands.iter().all(|o| {
                o.temp_reg()
                    .is_none_or(|r| written.binary_search(&r).is_err())
            })
        });
        let first_cut = self.cuts.partition_point(|&c| c < start);
        independent && self.cuts.get(first_cut).is_none_or(|&c| c >= target)
    }

    /// The temporaries the instructions of `window` name, sorted.
    fn window_regs(&mut self, window: &[&Inst]) -> Vec<VReg> {
        let mut regs = Vec::new();
        let named = window.iter().flat_map(|&i| {
            let written = i.dest.and_then(|d| d.temp_reg());
            i.operands
                .iter()
                .filter_map(|o| o.temp_reg())
                .chain(written)
        });
        for reg in named {
            let seen = &mut self.seen[reg.0 as usize];
            if !*seen {
                *seen = true;
                regs.push(reg);
            }
        }
        regs.iter()
            .for_each(|reg| self.seen[reg.0 as usize] = false);
        regs.sort_unstable();
        regs
    }

    /// The pressure at each instruction of `window` counting only the
    /// temporaries it names, given their components `live_out` after it.
    fn window_points(&mut self, window: &[&Inst], live_out: &[(VReg, u8)]) -> Vec<u32> {
        let mut total = 0;
        for &(reg, mask) in live_out {
            self.live[reg.0 as usize] = mask;
            total += mask.count_ones();
        }
        let points = pressure_points(window.iter().copied(), &mut self.live, total);
        for &(reg, _) in live_out {
            self.live[reg.0 as usize] = 0;
        }
        points
    }

    /// After a move that put the instruction from position `order[j]` at
    /// `start + j`: the new positions of the window's instructions in the
    /// use lists of the temporaries `regs` they name (the same instructions
    /// name them, at new places).
    fn renumber(&mut self, order: &[usize], regs: &[VReg], start: usize) {
        let target = start + order.len();
        let mut new_position = vec![0; order.len()];
        for (offset, &old) in order.iter().enumerate() {
            new_position[old - start] = start + offset;
        }
        for reg in regs {
            let list = self.uses.of_mut(*reg);
            let low = list.partition_point(|&k| k < start);
            let high = list.partition_point(|&k| k < target);
            let window = &mut list[low..high];
            window
                .iter_mut()
                .for_each(|k| *k = new_position[*k - start]);
            window.sort_unstable();
        }
    }
}

/// The block `insts` with `window` in place of its instructions at `start..target`.
fn spliced<'a>(
    insts: &'a [Inst],
    start: usize,
    target: usize,
    window: &[&'a Inst],
) -> Vec<&'a Inst> {
    insts[..start]
        .iter()
        .chain(window.iter().copied())
        .chain(insts[target..].iter())
        .collect()
}

/// For each temporary, the ascending positions of the instructions naming
/// it, all in one table (a block's moves keep each list's length: the same
/// instructions name the same temporaries, at new places).
struct Uses {
    /// Temporary `r`'s list is `positions[starts[r]..starts[r + 1]]`.
    starts: Vec<usize>,
    positions: Vec<usize>,
}

impl Uses {
    fn new(insts: &[Inst], size: usize) -> Uses {
        let mut starts = vec![0; size + 1];
        for reg in insts.iter().flat_map(named_regs) {
            starts[reg.0 as usize + 1] += 1;
        }
        for reg in 0..size {
            starts[reg + 1] += starts[reg];
        }
        let mut next = starts.clone();
        let mut positions = vec![0; starts[size]];
        for (position, inst) in insts.iter().enumerate() {
            for reg in named_regs(inst) {
                positions[next[reg.0 as usize]] = position;
                next[reg.0 as usize] += 1;
            }
        }
        Uses { starts, positions }
    }

    fn of(&self, reg: VReg) -> &[usize] {
        let reg = reg.0 as usize;
        &self.positions[self.starts[reg]..self.starts[reg + 1]]
    }

    fn of_mut(&mut self, reg: VReg) -> &mut [usize] {
        let reg = reg.0 as usize;
        &mut self.positions[self.starts[reg]..self.starts[reg + 1]]
    }
}

/// Running maxima of per-instruction values: a segment tree.
struct MaxTree {
    leaves: usize,
    nodes: Vec<u32>,
}

impl MaxTree {
    fn new(values: &[u32]) -> MaxTree {
        let leaves = values.len().next_power_of_two();
        let mut nodes = vec![0; 2 * leaves];
        nodes[leaves..leaves + values.len()].copy_from_slice(values);
        for node in (1..leaves).rev() {
            nodes[node] = nodes[2 * node].max(nodes[2 * node + 1]);
        }
        MaxTree { leaves, nodes }
    }

    fn get(&self, index: usize) -> u32 {
        self.nodes[self.leaves + index]
    }

    fn set(&mut self, index: usize, value: u32) {
        let mut node = self.leaves + index;
        self.nodes[node] = value;
        while node > 1 {
            node /= 2;
            self.nodes[node] = self.nodes[2 * node].max(self.nodes[2 * node + 1]);
        }
    }

    /// The largest value at `from..to`, 0 when empty.
    fn max(&self, from: usize, to: usize) -> u32 {
        let (mut low, mut high) = (from + self.leaves, to + self.leaves);
        let mut best = 0;
        while low < high {
            if low % 2 == 1 {
                best = best.max(self.nodes[low]);
                low += 1;
            }
            if high % 2 == 1 {
                high -= 1;
                best = best.max(self.nodes[high]);
            }
            low /= 2;
            high /= 2;
        }
        best
    }
}

/// The temporaries `inst` reads or writes, each once.
fn named_regs(inst: &Inst) -> Named {
    let mut regs = Named::new();
    let dest = inst.dest.and_then(|d| d.temp_reg());
    for reg in inst
        .operands
        .iter()
        .filter_map(|o| o.temp_reg())
        .chain(dest)
    {
        if !regs.contains(&reg) {
            regs.push(reg);
        }
    }
    regs
}

/// The components of `reg` live just before position `from`: read from
/// there on before being written (`uses` lists the instructions naming it).
fn live_from(insts: &[Inst], uses: &[usize], from: usize, reg: VReg) -> u8 {
    let (mut live, mut pending) = (0u8, WriteMask::ALL.0);
    for &k in &uses[uses.partition_point(|&k| k < from)..] {
        let inst = &insts[k];
        live |= inst.reads_of(reg).0 & pending;
        if let Some(dest) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            pending &= !dest.mask.0;
        }
        if pending & !live == 0 {
            break;
        }
    }
    live
}

/// True for the instructions ARB_fragment_program's indirection rule
/// counts: texture lookups and `KIL`.
fn samples(inst: &Inst) -> bool {
    inst.op.is_texture() || inst.op == Opcode::Kil
}

/// Move the instructions at `group` (ascending, all before `target`) to just
/// before `target`, keeping their order.
fn move_group(insts: &mut [Inst], group: &[usize], target: usize) {
    for (placed, &member) in group.iter().rev().enumerate() {
        insts[member..target - placed].rotate_left(1);
    }
}

/// An instruction that may move: it writes a temporary, has no other
/// effect, reads no address register and is no select.
fn movable(inst: &Inst) -> bool {
    let plain_operands = inst.operands.iter().all(|o| {
        matches!(
            o.source,
            Source::Temp(_) | Source::Input(_) | Source::Uniform(..) | Source::Literal(_)
        )
    });
    plain_operands && inst.op != Opcode::Cmp && inst.dest.and_then(|d| d.temp_reg()).is_some()
}

/// The temporaries `inst` reads, each once, with the components read.
fn temp_reads(inst: &Inst) -> SmallVec<[(VReg, WriteMask); 3]> {
    let mut reads = SmallVec::<[(VReg, WriteMask); 3]>::new();
    for reg in inst.operands.iter().filter_map(|o| o.temp_reg()) {
        if !reads.iter().any(|(r, _)| *r == reg) {
            reads.push((reg, inst.reads_of(reg)));
        }
    }
    reads
}

/// What instruction `index` may move down with, and where to: just before
/// the first later instruction reading or rewriting what it writes. Every
/// temporary a moved instruction reads is either read again from there on
/// (its range does not grow) or written by another member of the group for
/// the group alone (the whole computation moves). `uses` lists, for each
/// temporary, the instructions naming it.
fn group_to_sink(insts: &[Inst], uses: &Uses, index: usize) -> Option<(Vec<usize>, usize)> {
    let inst = &insts[index];
    if !movable(inst) {
        return None;
    }
    let dest = inst.dest?;
    let reg = dest.temp_reg()?;
    let named = uses.of(reg);
    let target = named[named.partition_point(|&k| k <= index)..]
        .iter()
        .copied()
        .find(|&k| {
            let later = &insts[k];
            let reads = !later.reads_of(reg).intersect(dest.mask).is_empty();
            reads || writes(later, reg, dest.mask)
        })?;
    if target == index + 1 || target - index > MAX_SINK_DISTANCE {
        return None;
    }
    // Producers before this would make the window too long: the search
    // back for one stops here.
    let window_start = target - MAX_SINK_DISTANCE.min(target);
    let mut group = vec![index];
    let mut pending = vec![index];
    while let Some(member) = pending.pop() {
        for (read, components) in temp_reads(&insts[member]) {
            let named = uses.of(read);
            if read_again(insts, named, target, read, components) {
                continue;
            }
            let before = &named[..named.partition_point(|&k| k < member)];
            let producer = *before[before.partition_point(|&k| k < window_start)..]
                .iter()
                .rev()
                .find(|&&q| writes(&insts[q], read, components))?;
            if group.contains(&producer) {
                continue;
            }
            let covers = insts[producer]
                .dest
                .is_some_and(|d| d.mask.intersect(components) == components);
            if !covers || !movable(&insts[producer]) {
                return None;
            }
            group.push(producer);
            pending.push(producer);
        }
    }
    group.sort_unstable();
    if target - group[0] > MAX_SINK_DISTANCE {
        return None;
    }
    group
        .iter()
        .all(|&member| stays_valid(insts, uses, &group, member, target))
        .then_some((group, target))
}

/// True when moving `member` of `group` down to `target` keeps every value:
/// no instruction left between writes what it reads, and none reads or
/// rewrites what it writes (none is left at all when it reads what it
/// writes). Only the instructions naming those temporaries can, so the
/// search walks their `uses` lists, not the whole window.
fn stays_valid(insts: &[Inst], uses: &Uses, group: &[usize], member: usize, target: usize) -> bool {
    let inst = &insts[member];
    let Some(dest) = inst.dest else {
        return false;
    };
    let Some(written) = dest.temp_reg() else {
        return false;
    };
    let reads = temp_reads(inst);
    if reads.iter().any(|&(read, _)| read == written) {
        // The group's members after `member` all lie before `target`.
        let members_after = group.len() - group.partition_point(|&g| g <= member);
        return target - member - 1 == members_after;
    }
    let left_between = |reg: VReg| {
        let named = uses.of(reg);
        let low = named.partition_point(|&k| k <= member);
        let high = named.partition_point(|&k| k < target);
        named[low..high]
            .iter()
            .copied()
            .filter(|k| group.binary_search(k).is_err())
    };
    reads
        .iter()
        .all(|&(read, components)| left_between(read).all(|k| !writes(&insts[k], read, components)))
        && left_between(written).all(|k| {
            let between = &insts[k];
            between.reads_of(written).intersect(dest.mask).is_empty()
                && !writes(between, written, dest.mask)
        })
}

/// For each of `insts`, the most temporary components live at once at it:
/// its result alongside what is live after it, and what is live before it.
/// `live` holds each temporary's components live after the last of them,
/// `total` their number; values live out of the block are left out.
fn pressure_points<'a>(
    insts: impl DoubleEndedIterator<Item = &'a Inst>,
    live: &mut [u8],
    mut total: u32,
) -> Vec<u32> {
    let mut points = Vec::new();
    for inst in insts.rev() {
        let mut point = 0;
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            let mask = inst.dest.map_or(0, |d| d.mask.0);
            let slot = &mut live[reg.0 as usize];
            point = total + (mask & !*slot).count_ones();
            total -= (*slot & mask).count_ones();
            *slot &= !mask;
        }
        // Operand by operand: a temporary read twice adds its components
        // once, as the union of its reads would.
        let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
        for (index, operand) in inst.operands.iter().enumerate() {
            let Some(reg) = operand.temp_reg() else {
                continue;
            };
            let slot = &mut live[reg.0 as usize];
            let read = operand
                .swizzle
                .read_mask(inst.operand_components(index, used))
                .0;
            total += (read & !*slot).count_ones();
            *slot |= read;
        }
        points.push(point.max(total));
    }
    points.reverse();
    points
}

/// The samplers of a window's texture lookups, in order.
fn window_samplers<'a>(window: &'a [&Inst]) -> impl Iterator<Item = u32> + 'a {
    window.iter().filter_map(|i| i.texture).map(|t| t.sampler.0)
}

/// The samplers of a block's texture lookups in order of first use.
fn sampler_order(insts: Vec<&Inst>) -> Vec<u32> {
    let mut order = Vec::new();
    for texture in insts.iter().filter_map(|i| i.texture) {
        if !order.contains(&texture.sampler.0) {
            order.push(texture.sampler.0);
        }
    }
    order
}

/// True when the instructions from position `from` on read some of
/// `components` of `reg` before writing them all (the rest of the block
/// only: a value live out of it does not count); `uses` lists the
/// instructions naming `reg`.
fn read_again(
    insts: &[Inst],
    uses: &[usize],
    from: usize,
    reg: VReg,
    components: WriteMask,
) -> bool {
    let mut pending = components;
    for &k in &uses[uses.partition_point(|&k| k < from)..] {
        let inst = &insts[k];
        if !inst.reads_of(reg).intersect(pending).is_empty() {
            return true;
        }
        if let Some(dest) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            pending = pending.minus(dest.mask);
            if pending.is_empty() {
                return false;
            }
        }
    }
    false
}

/// The positions of a block's texture instructions (or `KIL`s) that start
/// a new ARB_fragment_program texture indirection: reading a temporary
/// written since the last one started. The block has one indirection more.
fn indirection_cuts<'a>(insts: impl Iterator<Item = &'a Inst>) -> Vec<usize> {
    let mut cuts = Vec::new();
    let mut written = FxHashSet::default();
    for (position, inst) in insts.enumerate() {
        if samples(inst) {
            let dependent = inst
                .operands
                .iter()
                .any(|o| o.temp_reg().is_some_and(|r| written.contains(&r)));
            if dependent {
                cuts.push(position);
                written.clear();
            }
        }
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            written.insert(reg);
        }
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::MaxTree;

    #[test]
    fn max_tree_answers_every_range_after_updates() {
        let mut values = vec![3, 1, 4, 1, 5, 9, 2];
        let mut tree = MaxTree::new(&values);
        for (index, value) in [(5, 0), (0, 7), (6, 8)] {
            values[index] = value;
            tree.set(index, value);
        }
        for from in 0..=values.len() {
            for to in from..=values.len() {
                let expected = values[from..to].iter().copied().max().unwrap_or(0);
                assert_eq!(tree.max(from, to), expected, "{from}..{to}");
            }
        }
        assert_eq!(tree.get(6), 8);
    }
}
