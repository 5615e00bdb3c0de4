//! Copy propagation inside a block, which also composes swizzles and folds
//! negation and `abs` through moves: after `MOV t.xy, -a.zw`, a later `t.yx`
//! reads `-a.wz` directly.
//!
//! The copies live in a block are indexed by the register they copy from and
//! by the value they hold, so that forgetting those an instruction overwrites
//! and finding a register that already holds some values cost in proportion
//! to the copies concerned, not to all those live.

use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Source, VReg, WriteMask};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;

/// Where component `c` of a temporary came from: component `component` of
/// `source`, through `abs` then `negate`.
#[derive(Clone, Copy, PartialEq)]
struct Origin {
    source: Source,
    component: u8,
    abs: bool,
    negate: bool,
}

/// The copies live at a point of a block, indexed.
struct Copies<'a> {
    /// Per copied component (register, component), where it came from.
    origins: HashMap<(VReg, u8), Origin>,
    /// Per source, the copied components read from it.
    readers: HashMap<Source, HashSet<(VReg, u8)>>,
    /// The copied components read through the address register.
    relative: HashSet<(VReg, u8)>,
    /// Per value held, the registers holding it, with how many components.
    holders: HashMap<Key, BTreeMap<VReg, u8>>,
    literals: &'a [[f32; 4]],
}

impl<'a> Copies<'a> {
    fn new(literals: &'a [[f32; 4]]) -> Copies<'a> {
        Copies {
            origins: HashMap::default(),
            readers: HashMap::default(),
            relative: HashSet::default(),
            holders: HashMap::default(),
            literals,
        }
    }

    fn insert(&mut self, target: (VReg, u8), origin: Origin) {
        self.remove(target);
        self.origins.insert(target, origin);
        self.readers
            .entry(origin.source)
            .or_default()
            .insert(target);
        if matches!(origin.source, Source::UniformRelative(..)) {
            self.relative.insert(target);
        }
        let holders = self.holders.entry(key(&origin, self.literals)).or_default();
        *holders.entry(target.0).or_default() += 1;
    }

    fn remove(&mut self, target: (VReg, u8)) {
        let Some(origin) = self.origins.remove(&target) else {
            return;
        };
        if let Some(readers) = self.readers.get_mut(&origin.source) {
            readers.remove(&target);
            if readers.is_empty() {
                self.readers.remove(&origin.source);
            }
        }
        self.relative.remove(&target);
        let key = key(&origin, self.literals);
        if let Some(holders) = self.holders.get_mut(&key) {
            if let Some(count) = holders.get_mut(&target.0) {
                *count -= 1;
                if *count == 0 {
                    holders.remove(&target.0);
                }
            }
            if holders.is_empty() {
                self.holders.remove(&key);
            }
        }
    }

    /// The registers numbered below `reg` holding `key` in some component,
    /// in increasing order.
    fn holders_below(&self, key: Key, reg: VReg) -> impl Iterator<Item = VReg> + '_ {
        self.holders
            .get(&key)
            .into_iter()
            .flat_map(move |holders| holders.range(..reg).map(|(&r, _)| r))
    }
}

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    let literals = program.literals.clone();
    for block in &mut program.blocks {
        let mut copies = Copies::new(&literals);
        for inst in &mut block.insts {
            changed |= rewrite_operands(inst, &copies.origins);
            changed |= reuse_assembled(inst, &copies);
            forget_overwritten(inst, &mut copies);
            record_copy(inst, &mut copies);
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &mut block.terminator {
            // Only temporaries: the passes that bind uniforms, inputs and
            // literals look at instruction operands, not at terminators.
            let propagated = propagate(condition, WriteMask::X, &copies.origins);
            if let Some(new) = propagated.filter(|new| new.temp_reg().is_some()) {
                *condition = new;
                changed = true;
            }
        }
    }
    changed
}

fn rewrite_operands(inst: &mut Inst, origins: &HashMap<(VReg, u8), Origin>) -> bool {
    let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
    let mut changed = false;
    for index in 0..inst.operands.len() {
        let components = inst.operand_components(index, used);
        if let Some(new) = propagate(&inst.operands[index], components, origins) {
            inst.operands[index] = new;
            changed = true;
        }
    }
    changed
}

/// The operand reading the copies' sources directly, when every needed
/// component comes from one source with the same modifiers.
fn propagate(
    operand: &Operand,
    components: WriteMask,
    origins: &HashMap<(VReg, u8), Origin>,
) -> Option<Operand> {
    let reg = operand.temp_reg()?;
    let mut common: Option<Origin> = None;
    let mut swizzle = [0u8; 4];
    let mut copied = false;
    for i in components.components() {
        let component = operand.swizzle.get(i);
        // A component that is no copy holds its own value: a register whose
        // other components copy it (`RCP t.x, s; MOV t.yz, t.x`) is read
        // through that one (`t.xxx`).
        let origin = match origins.get(&(reg, component)) {
            Some(origin) => {
                copied = true;
                *origin
            }
            None => Origin {
                source: Source::Temp(reg),
                component,
                abs: false,
                negate: false,
            },
        };
        match common {
            None => common = Some(origin),
            Some(first) => {
                if first.source != origin.source
                    || first.abs != origin.abs
                    || first.negate != origin.negate
                {
                    return None;
                }
            }
        }
        swizzle[i] = origin.component;
    }
    let origin = common.filter(|_| copied)?;
    let filler = swizzle[components.components().next()?];
    for (i, slot) in swizzle.iter_mut().enumerate() {
        if !components.has(i) {
            *slot = filler;
        }
    }
    let (abs, negate) = if operand.abs {
        (true, operand.negate)
    } else {
        (origin.abs, origin.negate ^ operand.negate)
    };
    Some(Operand {
        source: origin.source,
        swizzle: crate::ir::Swizzle(swizzle),
        abs,
        negate,
    })
}

/// What a copied component holds, comparable across registers: a literal's
/// value (bits, after its modifiers) or a component of another source.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Value(u32),
    Read(Source, u8, bool, bool),
}

fn key(origin: &Origin, literals: &[[f32; 4]]) -> Key {
    match origin.source {
        Source::Literal(id) => {
            let mut value = literals[id.0 as usize][origin.component as usize];
            if origin.abs {
                value = value.abs();
            }
            if origin.negate {
                value = -value;
            }
            Key::Value(value.to_bits())
        }
        source => Key::Read(source, origin.component, origin.abs, origin.negate),
    }
}

fn negated(key: Key) -> Key {
    match key {
        Key::Value(bits) => Key::Value(bits ^ 0x8000_0000),
        Key::Read(source, component, abs, negate) => Key::Read(source, component, abs, !negate),
    }
}

/// A register assembled by moves from several sources (`MOV t.x, -u.x; MOV
/// t.y, -0`) read where an earlier-numbered register assembled from the same
/// values, permuted or all negated, still holds them: read that one instead
/// (`uv - off` reuses the `off` that `uv + off` built).
fn reuse_assembled(inst: &mut Inst, copies: &Copies) -> bool {
    let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
    let mut changed = false;
    for index in 0..inst.operands.len() {
        let operand = inst.operands[index];
        let Some(reg) = operand.temp_reg() else {
            continue;
        };
        let components = inst.operand_components(index, used);
        let wanted: Option<Vec<(usize, Key)>> = components
            .components()
            .map(|i| {
                let origin = copies.origins.get(&(reg, operand.swizzle.get(i)))?;
                Some((i, key(origin, copies.literals)))
            })
            .collect();
        let Some(wanted) = wanted.filter(|w| !w.is_empty()) else {
            continue;
        };
        if let Some(found) = find_holder(reg, &wanted, copies) {
            let (holder, swizzle, negate) = found;
            inst.operands[index] = Operand {
                source: Source::Temp(holder),
                swizzle,
                abs: operand.abs,
                negate: operand.negate ^ (negate && !operand.abs),
            };
            changed = true;
        }
    }
    changed
}

/// A register numbered below `reg` whose copied components hold the `wanted`
/// keys (or all their negations): the register, the swizzle reading them, and
/// whether the read is negated.
fn find_holder(
    reg: VReg,
    wanted: &[(usize, Key)],
    copies: &Copies,
) -> Option<(VReg, crate::ir::Swizzle, bool)> {
    // Only registers holding the first wanted value (or its negation) can
    // hold them all.
    let first = wanted.first()?.1;
    // Or the register a wanted value is read from, where that register
    // still holds it as its own (computed) value: `K = float3(17 + m, 20,
    // 3 - m)` built again by an inlined copy whose sums common
    // subexpressions turned into moves from the first `K`.
    let computed = wanted.iter().filter_map(|&(_, k)| match k {
        Key::Read(Source::Temp(holder), ..) if holder < reg => Some(holder),
        _ => None,
    });
    let mut candidates: Vec<VReg> = copies
        .holders_below(first, reg)
        .chain(copies.holders_below(negated(first), reg))
        .chain(computed)
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    for holder in candidates {
        for negate in [false, true] {
            let mut swizzle = [0u8; 4];
            let all = wanted.iter().all(|&(i, k)| {
                let target = if negate { negated(k) } else { k };
                let found = (0..4u8).find(|&c| holds(copies, holder, c) == target);
                found.map(|c| swizzle[i] = c).is_some()
            });
            if all {
                // Unread positions are don't-cares: a replicate stays one (so
                // the result stays uniform), else the identity prints shortest.
                let first = swizzle[wanted[0].0];
                let replicated = wanted.iter().all(|&(w, _)| swizzle[w] == first);
                for (i, slot) in swizzle.iter_mut().enumerate() {
                    if !wanted.iter().any(|&(w, _)| w == i) {
                        *slot = if replicated { first } else { i as u8 };
                    }
                }
                return Some((holder, crate::ir::Swizzle(swizzle), negate));
            }
        }
    }
    None
}

/// What component `c` of `holder` holds: the copied value, or where it is
/// no copy, its own value (which a copy of it would name as `holder.c`).
/// Exact at the point asked: a copy of `holder.c` is forgotten when
/// `holder.c` is written.
fn holds(copies: &Copies, holder: VReg, c: u8) -> Key {
    match copies.origins.get(&(holder, c)) {
        Some(origin) => key(origin, copies.literals),
        None => Key::Read(Source::Temp(holder), c, false, false),
    }
}

fn forget_overwritten(inst: &Inst, copies: &mut Copies) {
    if inst.op == Opcode::Arl {
        let relative: Vec<(VReg, u8)> = copies.relative.iter().copied().collect();
        relative
            .into_iter()
            .for_each(|target| copies.remove(target));
        return;
    }
    let Some(dest) = inst.dest else { return };
    let DestReg::Temp(reg) = dest.reg else { return };
    for component in dest.mask.components() {
        copies.remove((reg, component as u8));
    }
    let readers = copies.readers.get(&Source::Temp(reg));
    let source_written: Vec<(VReg, u8)> = readers
        .into_iter()
        .flatten()
        .copied()
        .filter(|target| {
            let origin = copies.origins[target];
            dest.mask.has(origin.component as usize)
        })
        .collect();
    source_written
        .into_iter()
        .for_each(|target| copies.remove(target));
}

fn record_copy(inst: &Inst, copies: &mut Copies) {
    if inst.op != Opcode::Mov {
        return;
    }
    let Some(dest) = inst.dest else { return };
    let DestReg::Temp(reg) = dest.reg else { return };
    if dest.saturate {
        return;
    }
    let operand = inst.operands[0];
    // A move from the register itself is a copy only where it reads no
    // component it writes: `MOV t.xy, t.yx` leaves no component holding the
    // value its origin names.
    if operand.source == Source::Temp(reg)
        && dest
            .mask
            .components()
            .any(|i| dest.mask.has(operand.swizzle.get(i) as usize))
    {
        return;
    }
    for i in dest.mask.components() {
        copies.insert(
            (reg, i as u8),
            Origin {
                source: operand.source,
                component: operand.swizzle.get(i),
                abs: operand.abs,
                negate: operand.negate,
            },
        );
    }
}
