//! Vectorizing: two computations of the same shape on different values
//! become one computation on two groups of lanes. [`super::merge`] packs two
//! instructions whose operands already read the same registers, when one of
//! them can move to the other; a chain of scalar work done twice
//! (`smoothstep(r.x, r.y, h) * (1 - smoothstep(r.z, r.w, h))` for two
//! regions: a dozen instructions each, one after the other) needs its whole
//! tree packed at once, since each instruction's partner waits on the
//! other chain.
//!
//! From two instructions of the same componentwise opcode (the roots), the
//! operands pair up by position: the same register read with other
//! swizzles, literals (their values combine), or the results of two other
//! instructions, which pair up in turn. A pair of the same componentwise
//! opcode is packed into one instruction; any other pair of instructions
//! each writing its register once (two `RCP`s, a `MUL` and a `MAD`) is only
//! relocated: both write lanes of one fresh register, where they stand, so
//! that the instructions reading them read one register. A tree is taken
//! when its roots pack and every operand pairs.
//!
//! Taking a tree reorders the block from the tree's first member to its
//! last: the block's dependences ([`Dependences`]), with each packed pair
//! one node, are sorted topologically, each step taking the ready
//! instruction placed first (a packed pair where its later member was).
//! What read the earlier chain's result on the way moves after the packed
//! instruction computing it. A tree whose pairs would close a cycle of
//! dependences (one member needing the other's result, directly or not) is
//! not taken. Each root's largest tree is found first, then trees are
//! taken largest first, so a small pair found lower down does not take
//! instructions of two chains that pack whole.
//!
//! Cost: linear in the program. Roots are looked for in a window of
//! [`WINDOW`] instructions, a tree has at most [`MAX_PAIRS`] pairs and
//! spans at most [`MAX_SPAN`] places, its reordering looks at most at
//! [`MAX_EDGES`] dependences, and the pairs tried per block are bounded by
//! [`TRIES_PER_INSTRUCTION`] times its length.

use super::cse::commutes;
use super::fold::literal_values;
use super::merge::{
    moved_mask, moves_up, relocated, relocation, same_computation, same_read, Tables,
};
use super::schedule::Dependences;
use crate::ir::{Dest, DestReg, Inst, Operand, Program, Source, Swizzle, VReg, WriteMask};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// How far back a root's partner is looked for.
const WINDOW: usize = 32;

/// The most pairs in one tree.
const MAX_PAIRS: usize = 64;

/// The most places from a tree's first member to its last: the span
/// reordered when the tree is taken.
const MAX_SPAN: usize = 256;

/// The most dependences a tree's reordering looks at (an instruction read
/// by thousands lists them all).
const MAX_EDGES: usize = 4096;

/// Pairs tried per instruction of a block, on average, before the pass gives
/// up on the rest of the block.
const TRIES_PER_INSTRUCTION: usize = 64;

pub fn run(program: &mut Program) -> bool {
    let mut tables = Tables::of(program);
    let mut changed = false;
    for block in 0..program.blocks.len() {
        changed |= vectorize_block(program, &mut tables, block);
    }
    tables.resolve_program(program);
    changed
}

fn vectorize_block(program: &mut Program, tables: &mut Tables, block: usize) -> bool {
    let mut insts = std::mem::take(&mut program.blocks[block].insts);
    insts.iter_mut().for_each(|i| tables.resolve(i));
    let mut state = BlockState::of(program, tables, insts);
    let mut tries_left = state.slots.len() * TRIES_PER_INSTRUCTION;
    let mut changed = false;
    // Each root's largest tree, then the trees taken largest first: a
    // small tree found first would take instructions of two chains that
    // pack whole with others (or pair them across chains). Trees are
    // found on the block as it is; one taken may leave another without
    // its members, or close a cycle the other's order check then finds.
    let mut candidates: Vec<Tree> = Vec::new();
    // Instructions in a tree found from a later root: their own trees are
    // parts of it, not looked for again (a chain's every instruction would
    // otherwise root a tree of the rest of the chain).
    let mut in_tree = vec![false; state.order.len()];
    for position in (0..state.order.len()).rev() {
        let later = state.order[position];
        if tries_left == 0 {
            break;
        }
        if in_tree[later] || !state.may_root(program, later) {
            continue;
        }
        let mut best: Option<Tree> = None;
        for &earlier in state.order[position.saturating_sub(WINDOW)..position]
            .iter()
            .rev()
        {
            if tries_left == 0 {
                break;
            }
            if state.used[earlier] || state.op(earlier) != state.op(later) {
                continue;
            }
            let mut tree = Tree::default();
            let rooted = tree.pair(program, tables, &state, earlier, later, &mut tries_left);
            if rooted
                && tree.pairs[0].packed
                && best.as_ref().is_none_or(|b| tree.packed() > b.packed())
            {
                best = Some(tree);
            }
        }
        if let Some(tree) = best {
            for pair in &tree.pairs {
                in_tree[pair.first] = true;
                in_tree[pair.second] = true;
            }
            candidates.push(tree);
        }
    }
    // Stable: among equal trees, the one rooted later first.
    candidates.sort_by_key(|tree| Reverse(tree.packed()));
    for tree in candidates {
        let members = || tree.pairs.iter().flat_map(|p| [p.first, p.second]);
        if members().any(|m| state.used[m]) {
            continue;
        }
        if let Some(span) = state.reordered(&tree) {
            state.take(program, tables, &tree, span);
            changed = true;
        }
    }
    let BlockState {
        mut slots, order, ..
    } = state;
    program.blocks[block].insts = order
        .into_iter()
        .filter(|&id| id != GONE)
        .filter_map(|id| slots[id].take())
        .collect();
    changed
}

/// How the two members of a pair share a register.
#[derive(Clone, Copy)]
enum Joint {
    /// They write disjoint lanes of the same register already.
    Same,
    /// Each writes its own register, once: both go to a fresh register,
    /// the second's lanes moved as the map says (kept where they are free).
    Fresh([u8; 4]),
}

/// Two instructions of a tree: the first keeps its lanes, the second's move
/// as the joint says. Either may come first in the block.
struct Pair {
    first: usize,
    second: usize,
    /// Packed into one instruction (else only relocated).
    packed: bool,
    /// The second's first two operands pair with the first's swapped.
    swapped: bool,
    joint: Joint,
}

impl Pair {
    /// The member whose place a packed pair takes in the order's priority
    /// (its later member), and whose number the packed instruction keeps.
    fn keep(&self, state: &BlockState) -> usize {
        if state.position[self.first] > state.position[self.second] {
            self.first
        } else {
            self.second
        }
    }
}

/// A candidate tree: pairs of instruction indices, the roots first.
#[derive(Default)]
struct Tree {
    pairs: Vec<Pair>,
}

impl Tree {
    /// Pair instructions `x` and `y` (and, when they pack, their operands'
    /// instructions): true when they pair, as a packed or relocated pair.
    fn pair(
        &mut self,
        program: &Program,
        tables: &Tables,
        state: &BlockState,
        x: usize,
        y: usize,
        tries_left: &mut usize,
    ) -> bool {
        if let Some(p) = self
            .pairs
            .iter()
            .find(|p| [p.first, p.second].iter().any(|&m| m == x || m == y))
        {
            // Reached again through another operand (a value read twice).
            return p.first == x && p.second == y;
        }
        if x == y
            || state.used[x]
            || state.used[y]
            || self.pairs.len() >= MAX_PAIRS
            || *tries_left == 0
        {
            return false;
        }
        *tries_left -= 1;
        let (Some(a), Some(b)) = (&state.slots[x], &state.slots[y]) else {
            return false;
        };
        let Some(joint) = joint(tables, a, b) else {
            return false;
        };
        let mark = self.pairs.len();
        if packable(program, a, b, joint) {
            // As written, or with the second's first two operands swapped
            // where the opcode commutes (`h * k` beside `k2 * h2`).
            for swapped in [false, true] {
                if swapped && !commutes(b.op) {
                    break;
                }
                self.pairs.push(Pair {
                    first: x,
                    second: y,
                    packed: true,
                    swapped,
                    joint,
                });
                let mut operands = b.operands.clone();
                if swapped {
                    operands.swap(0, 1);
                }
                if a.operands.iter().zip(&operands).all(|(p, q)| {
                    self.operands_pair(program, tables, state, (x, p), (y, q), tries_left)
                }) {
                    return true;
                }
                self.pairs.truncate(mark);
            }
        }
        if matches!(joint, Joint::Fresh(_)) && relocatable(a) && relocatable(b) {
            self.pairs.push(Pair {
                first: x,
                second: y,
                packed: false,
                swapped: false,
                joint,
            });
            return true;
        }
        false
    }

    /// True when operand `p` of instruction `x` and `q` of `y` can be read
    /// as one operand of the packed instruction.
    fn operands_pair(
        &mut self,
        program: &Program,
        tables: &Tables,
        state: &BlockState,
        (x, p): (usize, &Operand),
        (y, q): (usize, &Operand),
        tries_left: &mut usize,
    ) -> bool {
        if literal_values(program, p).is_some() && literal_values(program, q).is_some() {
            return true;
        }
        if same_read(p, q) {
            return true;
        }
        let (Source::Temp(r), Source::Temp(s)) = (p.source, q.source) else {
            return false;
        };
        if p.abs != q.abs || p.negate != q.negate {
            return false;
        }
        match (state.single_def.get(&r), state.single_def.get(&s)) {
            (Some(&dx), Some(&dy))
                if state.position[dx] < state.position[x]
                    && state.position[dy] < state.position[y] =>
            {
                self.pair(program, tables, state, dx, dy, tries_left)
            }
            _ => false,
        }
    }

    /// How many instructions the tree saves.
    fn packed(&self) -> usize {
        self.pairs.iter().filter(|p| p.packed).count()
    }

    /// The packed pair `member` belongs to.
    fn packed_pair_of(&self, member: usize) -> Option<&Pair> {
        self.pairs
            .iter()
            .find(|p| p.packed && (p.first == member || p.second == member))
    }
}

/// How `a` and `b` can share a register: writing disjoint lanes of one
/// already, or each the only writer of a register all of whose reads are
/// of lanes it writes (so renaming cannot show a read the other's value),
/// the two fitting in four lanes.
fn joint(tables: &Tables, a: &Inst, b: &Inst) -> Option<Joint> {
    let (da, db) = (a.dest?, b.dest?);
    if da.reg == db.reg {
        return da.mask.intersect(db.mask).is_empty().then_some(Joint::Same);
    }
    let (ra, rb) = (da.temp_reg()?, db.temp_reg()?);
    let alone = |r: VReg, m: WriteMask| {
        tables.defs[r.0 as usize] == 1 && tables.reads[r.0 as usize].minus(m).is_empty()
    };
    let reads_own = |i: &Inst| !i.reads_of(ra).is_empty() || !i.reads_of(rb).is_empty();
    if !alone(ra, da.mask) || !alone(rb, db.mask) || reads_own(a) || reads_own(b) {
        return None;
    }
    relocation(da.mask, db.mask).map(Joint::Fresh)
}

/// True when `a` and `b` can be one instruction: the same componentwise
/// opcode (comparisons only where selects read them as values,
/// [`moves_up`]), with the same saturation, and not the same computation
/// (which CSE shares instead).
fn packable(program: &Program, a: &Inst, b: &Inst, joint: Joint) -> bool {
    let (Some(da), Some(db)) = (a.dest, b.dest) else {
        return false;
    };
    a.op == b.op
        && a.op.is_componentwise()
        && a.texture.is_none()
        && da.saturate == db.saturate
        && moves_up(program, a)
        && (matches!(joint, Joint::Same) || !same_computation(a, da.mask, b, db.mask))
}

/// True when `inst`'s result may be written to other lanes: a replicated
/// result, or a componentwise one (its operands' swizzles move along).
fn relocatable(inst: &Inst) -> bool {
    inst.dest.is_some()
        && inst.texture.is_none()
        && (inst.op.replicates() || inst.op.is_componentwise())
}

/// The new order of the places `low..=high` of [`BlockState::order`].
struct Reordering {
    low: usize,
    high: usize,
    order: Vec<usize>,
}

/// An emptied place of [`BlockState::order`].
const GONE: usize = usize::MAX;

/// The block being vectorized. Instructions are numbered by their original
/// index; `order` is the current order of the numbers (a packed pair's
/// member that is gone, [`GONE`]), always one in which every dependence
/// points forward.
struct BlockState {
    slots: Vec<Option<Inst>>,
    order: Vec<usize>,
    /// Each instruction's place in `order`.
    position: Vec<usize>,
    used: Vec<bool>,
    /// The instruction of this block writing each register written once.
    single_def: HashMap<VReg, usize>,
    /// The instructions each must follow, and those that must follow it.
    before: Vec<Vec<usize>>,
    after: Vec<Vec<usize>>,
}

impl BlockState {
    fn of(program: &Program, tables: &Tables, insts: Vec<Inst>) -> BlockState {
        let dependences =
            Dependences::of(&insts, &[], program.outputs.len(), program.samplers.len());
        let count = insts.len();
        let mut before: Vec<Vec<usize>> = vec![Vec::new(); count];
        let mut after: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (index, (data, order)) in dependences.data.iter().zip(&dependences.order).enumerate() {
            for &earlier in data.iter().chain(order) {
                before[index].push(earlier);
                after[earlier].push(index);
            }
        }
        let single_def = insts
            .iter()
            .enumerate()
            .filter_map(|(index, inst)| {
                let reg = inst.dest?.temp_reg()?;
                (tables.defs[reg.0 as usize] == 1).then_some((reg, index))
            })
            .collect();
        BlockState {
            slots: insts.into_iter().map(Some).collect(),
            order: (0..count).collect(),
            position: (0..count).collect(),
            used: vec![false; count],
            single_def,
            before,
            after,
        }
    }

    fn op(&self, index: usize) -> Option<crate::ir::Opcode> {
        self.slots[index].as_ref().map(|i| i.op)
    }

    /// True when instruction `index` may be the later root of a tree.
    fn may_root(&self, program: &Program, index: usize) -> bool {
        !self.used[index]
            && self.slots[index].as_ref().is_some_and(|i| {
                i.dest.is_some() && i.op.is_componentwise() && moves_up(program, i)
            })
    }

    /// The new order of the places from the tree's first member to its last,
    /// with each packed pair one instruction (numbered by its kept member),
    /// when there is one: the packed pairs close no cycle of dependences.
    /// Among the instructions ready at each step, the one placed first
    /// now goes first (a packed pair where its later member is), so the
    /// order changes only where the pairs make it.
    fn reordered(&self, tree: &Tree) -> Option<Reordering> {
        let members = tree.pairs.iter().flat_map(|p| [p.first, p.second]);
        let low = members.clone().map(|m| self.position[m]).min()?;
        let high = members.map(|m| self.position[m]).max()?;
        if high - low > MAX_SPAN {
            return None;
        }
        // Each instruction of the span as the node it is part of.
        let node = |id: usize| tree.packed_pair_of(id).map_or(id, |pair| pair.keep(self));
        let inside = |id: usize| (low..=high).contains(&self.position[id]);
        let span: Vec<usize> = self.order[low..=high]
            .iter()
            .copied()
            .filter(|&id| id != GONE)
            .collect();
        let mut waiting: HashMap<usize, usize> = span.iter().map(|&id| (node(id), 0)).collect();
        if span.iter().map(|&id| self.after[id].len()).sum::<usize>() > MAX_EDGES {
            return None;
        }
        let mut next: HashMap<usize, Vec<usize>> = HashMap::new();
        for &id in &span {
            for &v in self.after[id].iter().filter(|&&v| inside(v)) {
                let (from, to) = (node(id), node(v));
                if from == to {
                    // One member of a pair depends on the other.
                    return None;
                }
                *waiting.get_mut(&to)? += 1;
                next.entry(from).or_default().push(to);
            }
        }
        let mut ready: BinaryHeap<Reverse<(usize, usize)>> = waiting
            .iter()
            .filter(|&(_, &count)| count == 0)
            .map(|(&n, _)| Reverse((self.position[n], n)))
            .collect();
        let mut order = Vec::with_capacity(waiting.len());
        while let Some(Reverse((_, n))) = ready.pop() {
            order.push(n);
            for &to in next.get(&n).into_iter().flatten() {
                let count = waiting.get_mut(&to)?;
                *count -= 1;
                if *count == 0 {
                    ready.push(Reverse((self.position[to], to)));
                }
            }
        }
        (order.len() == waiting.len()).then_some(Reordering { low, high, order })
    }

    /// Apply `tree`: registers renamed, relocated results written to their
    /// new lanes, packed pairs made one instruction, the span put in `order`
    /// ([`Self::reordered`]).
    fn take(&mut self, program: &mut Program, tables: &mut Tables, tree: &Tree, span: Reordering) {
        for pair in &tree.pairs {
            let (x, y) = (pair.first, pair.second);
            self.used[x] = true;
            self.used[y] = true;
            let (Some(da), Some(db)) = (self.dest(x), self.dest(y)) else {
                continue;
            };
            match pair.joint {
                Joint::Fresh(map) => {
                    let (Some(ra), Some(rb)) = (da.temp_reg(), db.temp_reg()) else {
                        continue;
                    };
                    let fresh = tables.new_vreg(program);
                    tables.rename(ra, fresh, [0, 1, 2, 3]);
                    tables.rename(rb, fresh, map);
                    tables.defs[fresh.0 as usize] = if pair.packed { 1 } else { 2 };
                    self.retarget(x, fresh, [0, 1, 2, 3]);
                    self.retarget(y, fresh, map);
                }
                Joint::Same => tables.merged_defs(da.reg),
            }
        }
        for pair in &tree.pairs {
            if pair.swapped {
                if let Some(inst) = &mut self.slots[pair.second] {
                    inst.operands.swap(0, 1);
                }
            }
            for member in [pair.first, pair.second] {
                if let Some(inst) = &mut self.slots[member] {
                    tables.resolve(inst);
                }
            }
        }
        for pair in tree.pairs.iter().filter(|p| p.packed) {
            let keep = pair.keep(self);
            let gone = pair.first + pair.second - keep;
            let (Some(a), Some(b)) = (
                self.slots[pair.first].take(),
                self.slots[pair.second].take(),
            ) else {
                continue;
            };
            self.slots[keep] = packed(program, &a, &b);
            self.absorb(keep, gone);
        }
        // The span is shorter by the packed pairs: the places left are empty.
        self.order[span.low..=span.high].fill(GONE);
        for (offset, &id) in span.order.iter().enumerate() {
            self.order[span.low + offset] = id;
            self.position[id] = span.low + offset;
        }
    }

    /// Instruction `gone`, packed into `keep`, leaves its dependences to it.
    fn absorb(&mut self, keep: usize, gone: usize) {
        for u in std::mem::take(&mut self.before[gone]) {
            self.after[u]
                .iter_mut()
                .filter(|v| **v == gone)
                .for_each(|v| *v = keep);
            if u != keep {
                self.before[keep].push(u);
            }
        }
        for v in std::mem::take(&mut self.after[gone]) {
            self.before[v]
                .iter_mut()
                .filter(|u| **u == gone)
                .for_each(|u| *u = keep);
            if v != keep {
                self.after[keep].push(v);
            }
        }
    }

    fn dest(&self, index: usize) -> Option<Dest> {
        self.slots[index].as_ref()?.dest
    }

    /// Instruction `index` writes `reg` instead, its lanes moved by `map`
    /// (its operands' swizzles along with them when it is componentwise).
    fn retarget(&mut self, index: usize, reg: VReg, map: [u8; 4]) {
        let Some(inst) = &mut self.slots[index] else {
            return;
        };
        let Some(dest) = &mut inst.dest else {
            return;
        };
        let mask = dest.mask;
        dest.reg = DestReg::Temp(reg);
        dest.mask = moved_mask(mask, map);
        if inst.op.is_componentwise() {
            for operand in &mut inst.operands {
                *operand = relocated(operand, mask, map);
            }
        }
    }
}

/// `a` and `b`, writing disjoint lanes of one register and reading (after
/// renaming) the same sources or literals, as one instruction; `None` when
/// one writes nothing (no packed pair does).
fn packed(program: &mut Program, a: &Inst, b: &Inst) -> Option<Inst> {
    let (da, db) = (a.dest?, b.dest?);
    let mut inst = b.clone();
    inst.dest = Some(Dest {
        mask: da.mask.union(db.mask),
        ..db
    });
    for (slot, (p, q)) in inst
        .operands
        .iter_mut()
        .zip(a.operands.iter().zip(&b.operands))
    {
        let swizzled = |from: &Operand| {
            let mut swizzle = from.swizzle.0;
            for i in da.mask.components() {
                swizzle[i] = p.swizzle.get(i);
            }
            for i in db.mask.components() {
                swizzle[i] = q.swizzle.get(i);
            }
            from.with_swizzle(Swizzle(swizzle))
        };
        *slot = match (literal_values(program, p), literal_values(program, q)) {
            (Some(pv), Some(qv)) if !same_read(p, q) => {
                let values = std::array::from_fn(|i| if da.mask.has(i) { pv[i] } else { qv[i] });
                literal_operand(program, values, da.mask.union(db.mask), [p, q])
            }
            _ => swizzled(q),
        };
    }
    Some(inst)
}

/// An operand reading `values` in the lanes `mask`: one of the `existing`
/// literal operands swizzled, when its literal holds every value, so that
/// packing adds no constant; else a new literal.
fn literal_operand(
    program: &mut Program,
    values: [f32; 4],
    mask: WriteMask,
    existing: [&Operand; 2],
) -> Operand {
    for operand in existing {
        let Source::Literal(id) = operand.source else {
            continue;
        };
        let raw = program.literals[id.0 as usize];
        let read = |c: usize| {
            let v = if operand.abs { raw[c].abs() } else { raw[c] };
            if operand.negate {
                -v
            } else {
                v
            }
        };
        let mut swizzle = [0u8; 4];
        let found = mask.components().all(|i| {
            let at = (0..4).find(|&c| read(c).to_bits() == values[i].to_bits());
            at.inspect(|&c| swizzle[i] = c as u8).is_some()
        });
        if found {
            return operand.with_swizzle(Swizzle(swizzle));
        }
    }
    program.literal(values)
}
