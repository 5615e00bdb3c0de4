//! Result forwarding: `OP t, ...; MOV[_SAT] d, t` (t used nowhere else) becomes
//! `OP[_SAT] d, ...`. This is how results reach outputs without a final copy and
//! how `saturate()` turns into the `_SAT` suffix.
//!
//! The value may be assembled by several instructions writing disjoint
//! components (`DP4 t.x; DP4 t.y; …; MOV result.position, t`): each of them is
//! retargeted to its own components of `d`.
//!
//! A move may put the value in other lanes (`MUL t.xy, a, b; MOV o.zw,
//! t.xyxy`, as `o.zw = tex / scale` lowers): componentwise definitions then
//! write those lanes with their operands' swizzles permuted alike
//! (`MUL o.zw, a.xyxy, b.xyxy`, as cgc writes it), replicating ones (`RCP`,
//! `DP3`) as they are; anything else keeps the move.
//!
//! Components of `t` the move does not take, or whose definition comes
//! later, may be read and written around the definitions: `o = mul(M, p);
//! o.y += k` moves the `x`, `z`, `w` rows straight into `o` although the
//! `y` row's result is read by the instruction that adds to it.
//!
//! When `t` is read again after the move and `d` is a temporary that keeps
//! the value until those reads, they read `d` instead: an unrolled loop that
//! assembles `float2(u, v)` for a lookup and steps `u` on
//! (`ADD u, u, -step; MOV uv.x, u; MOV uv.y, v; TEX …, uv`) computes the new
//! `u` straight into `uv.x` and steps it from there.
//!
//! The pass stays linear on long blocks: the definitions are looked for
//! without limit within `effects::PRODUCER_WINDOW` (256) instructions before
//! the move, further back only within a budget per block
//! ([`FAR_STEPS_PER_INSTRUCTION`]); later reads at most [`REREAD_WINDOW`]
//! after it. A move whose search runs out stays.

use super::effects::{writes, PRODUCER_WINDOW};
use crate::ir::liveness::{live_out, LiveAfter};
use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Swizzle, VReg, WriteMask};
use rustc_hash::FxHashSet;

/// How far past a move [`rereads`] looks for the later reads of its source;
/// further reads keep the move, so the pass stays linear on long blocks.
const REREAD_WINDOW: usize = 256;

/// The steps the search for a move's definitions may take beyond
/// `effects::PRODUCER_WINDOW` instructions back, per instruction of the
/// block, shared by all its moves: real shaders stay far below it (a result
/// computed early and moved to an output at the end is found however far
/// back), while a block of thousands of moves whose values were computed
/// long before can no longer make the pass quadratic.
const FAR_STEPS_PER_INSTRUCTION: usize = 64;

/// How a move that changes lanes reaches back into its definitions.
#[derive(Clone, Copy)]
enum Remap {
    /// Where each component of the moved register lands in the destination
    /// when the move permutes lanes (`MOV o.zw, t.xyxy`): the definitions'
    /// operands are permuted alike.
    Permute([u8; 4]),
    /// The move's swizzle, when it reads a component into several lanes
    /// (`MOV o, t.xyxy`): each lane of a definition reads the operand lanes
    /// of the component it receives.
    Gather(Swizzle),
}

/// A move to remove: the instructions to retarget with the mask each gets,
/// and the later operands to read the move's destination instead.
struct Forwarding {
    defs: Vec<(usize, WriteMask)>,
    /// How the definitions' operands follow the move when it changes lanes.
    remap: Option<Remap>,
    rereads: Vec<(usize, usize, Operand)>,
}

pub fn run(program: &mut Program) -> bool {
    let outs = live_out(program);
    let mut changed = false;
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = LiveAfter::of(program, block, block_live_out);
        let insts = &mut program.blocks[block].insts;
        let mut removed = vec![false; insts.len()];
        let mut far_steps = FAR_STEPS_PER_INSTRUCTION * insts.len();
        // Registers whose reads moved in this run: their liveness in
        // `live_after` is stale, so the next round handles their moves.
        let mut moved_reads: FxHashSet<VReg> = FxHashSet::default();
        for mov in 0..insts.len() {
            let Some(mov_dest) = insts[mov].dest else {
                continue;
            };
            let involved = [insts[mov].operands[0].temp_reg(), mov_dest.temp_reg()];
            if involved.iter().flatten().any(|r| moved_reads.contains(r)) {
                continue;
            }
            let Some(forwarding) = forwardable(insts, mov, &live_after, &removed, &mut far_steps)
            else {
                continue;
            };
            for (def, mask) in forwarding.defs {
                match forwarding.remap {
                    Some(Remap::Permute(home)) => permute_operands(&mut insts[def], home),
                    Some(Remap::Gather(swizzle)) => gather_operands(&mut insts[def], swizzle, mask),
                    None => {}
                }
                if let Some(dest) = insts[def].dest.as_mut() {
                    dest.reg = mov_dest.reg;
                    dest.mask = mask;
                    dest.saturate |= mov_dest.saturate;
                }
            }
            if !forwarding.rereads.is_empty() {
                moved_reads.extend(involved.into_iter().flatten());
            }
            for (at, index, operand) in forwarding.rereads {
                insts[at].operands[index] = operand;
            }
            removed[mov] = true;
            changed = true;
        }
        let mut index = 0;
        insts.retain(|_| {
            index += 1;
            !removed[index - 1]
        });
    }
    changed
}

/// True when `inst` reads or writes the components `mask` of destination
/// register `dest` (the other components may change freely around the move).
fn touches(inst: &Inst, dest: DestReg, mask: WriteMask) -> bool {
    match dest {
        DestReg::Temp(d) => !inst.reads_of(d).intersect(mask).is_empty() || writes(inst, d, mask),
        DestReg::Output(_) => inst
            .dest
            .is_some_and(|x| x.reg == dest && !x.mask.intersect(mask).is_empty()),
    }
}

/// The instructions to retarget and the operands to reread, if `mov` can be removed.
fn forwardable(
    insts: &[Inst],
    mov: usize,
    live_after: &LiveAfter,
    removed: &[bool],
    far_steps: &mut usize,
) -> Option<Forwarding> {
    let mov_inst = &insts[mov];
    if mov_inst.op != Opcode::Mov {
        return None;
    }
    let dest = mov_inst.dest?;
    let source = mov_inst.operands[0];
    let reg = source.temp_reg()?;
    if source.abs || source.negate || dest.reg == DestReg::Temp(reg) {
        return None;
    }
    let read = source.swizzle.read_mask(dest.mask);
    let mut remaining = read;
    let mut defs: Vec<usize> = Vec::new();
    let window_start = mov.saturating_sub(PRODUCER_WINDOW);
    for i in (0..mov).rev() {
        if i < window_start {
            if *far_steps == 0 {
                return None;
            }
            *far_steps -= 1;
        }
        if removed[i] {
            continue;
        }
        let inst = &insts[i];
        // Only the moved components whose definition lies before this
        // instruction leave `reg`: reading one of them here would miss it.
        // The others stay, so reading them, or writing an older value a
        // later definition reads (`DP4 t.y; MAD t.y, s, k, t.y`), is no
        // concern of the move. A definition reads before it writes.
        let reads = inst.reads_of(reg);
        if writes(inst, reg, remaining) {
            let mask = inst.dest.map_or(WriteMask::NONE, |d| d.mask);
            let missed = reads.intersect(remaining.minus(mask));
            if !mask.minus(remaining).is_empty() || !missed.is_empty() {
                return None;
            }
            remaining = remaining.minus(mask);
            defs.push(i);
            if remaining.is_empty() {
                break;
            }
        } else if !reads.intersect(remaining).is_empty() {
            return None;
        }
        // Between the first definition and the move, nothing may see the
        // moved components of `dest` change.
        if touches(inst, dest.reg, dest.mask) && !defs.contains(&i) {
            return None;
        }
        if let DestReg::Temp(d) = dest.reg {
            if !inst.reads_of(d).intersect(dest.mask).is_empty() {
                return None;
            }
        }
    }
    if !remaining.is_empty() || defs.is_empty() {
        return None;
    }
    let written = defs
        .iter()
        .filter_map(|&i| insts[i].dest.map(|d| d.mask))
        .fold(WriteMask::NONE, WriteMask::union);
    let single_replicating = defs.len() == 1 && insts[defs[0]].result_is_uniform();
    let live = live_after.get(mov, reg).intersect(written);
    // Where each component of `reg` the definitions wrote is found in `dest`
    // after retargeting.
    let new_home: [u8; 4] = if single_replicating {
        [dest.mask.components().next()? as u8; 4]
    } else {
        match lane_homes(source.swizzle, dest.mask, written) {
            Some(home) => home,
            None => return replicated_into_lanes(insts, &defs, source.swizzle, dest.mask, live),
        }
    };
    let permuted = !single_replicating && written.components().any(|c| new_home[c] != c as u8);
    if permuted && !defs.iter().all(|&i| permutable(&insts[i])) {
        return None;
    }
    let rereads = if live.is_empty() {
        Vec::new()
    } else {
        // A saturating move changes the value: later reads want the original.
        let DestReg::Temp(home) = dest.reg else {
            return None;
        };
        if dest.saturate {
            return None;
        }
        let moved = Moved {
            reg,
            components: written,
            home,
            home_mask: dest.mask,
            new_home,
        };
        rereads(insts, mov, &moved, live_after, removed)?
    };
    let defs = if single_replicating {
        vec![(defs[0], dest.mask)]
    } else {
        defs.iter()
            .filter_map(|&i| Some((i, moved_mask(insts[i].dest?.mask, &new_home))))
            .collect()
    };
    Some(Forwarding {
        defs,
        remap: permuted.then_some(Remap::Permute(new_home)),
        rereads,
    })
}

/// A move that reads some components in several lanes (`l_pos.z = l_pos.w`
/// after a `mul`: `MOV o, t.xyww`), from definitions that each compute one
/// value in all their lanes (`DP4`) or each lane from the same lane of their
/// operands (`MUL`): each definition writes every lane that reads it
/// (`DP4 o.zw, ...`, as cgc does; `MUL o, a.xyxy, b.xyxy` for `MUL t.xy, a,
/// b; MOV o, t.xyxy`). Only when the moved value is not read again, since
/// it then has no single new home.
fn replicated_into_lanes(
    insts: &[Inst],
    defs: &[usize],
    swizzle: Swizzle,
    dest_mask: WriteMask,
    live: WriteMask,
) -> Option<Forwarding> {
    let uniform = defs.iter().all(|&i| insts[i].result_is_uniform());
    let gathered = defs
        .iter()
        .all(|&i| insts[i].result_is_uniform() || insts[i].op.is_componentwise());
    if !live.is_empty() || !gathered {
        return None;
    }
    let defs = defs
        .iter()
        .map(|&i| {
            let written = insts[i].dest?.mask;
            let lanes = dest_mask
                .components()
                .filter(|&lane| written.has(usize::from(swizzle.get(lane))))
                .map(|lane| WriteMask(1 << lane))
                .fold(WriteMask::NONE, WriteMask::union);
            Some((i, lanes))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Forwarding {
        defs,
        remap: (!uniform).then_some(Remap::Gather(swizzle)),
        rereads: Vec::new(),
    })
}

/// For a move of `written` components through `swizzle` into the lanes
/// `dest_mask`, the lane each component lands in, when every lane receives
/// a different written component and every written component lands.
fn lane_homes(swizzle: Swizzle, dest_mask: WriteMask, written: WriteMask) -> Option<[u8; 4]> {
    let mut home = [u8::MAX; 4];
    for lane in dest_mask.components() {
        let component = usize::from(swizzle.get(lane));
        if !written.has(component) || home[component] != u8::MAX {
            return None;
        }
        home[component] = lane as u8;
    }
    written
        .components()
        .all(|c| home[c] != u8::MAX)
        .then_some(home)
}

/// `mask`'s components, each moved to its lane in `home`.
fn moved_mask(mask: WriteMask, home: &[u8; 4]) -> WriteMask {
    mask.components()
        .map(|c| WriteMask(1 << home[c]))
        .fold(WriteMask::NONE, WriteMask::union)
}

/// True when `inst` computes the same values in other lanes once its
/// operands' swizzles are permuted alike ([`permute_operands`]): each lane of
/// a componentwise result reads the same lane of its operands, and a
/// replicated result is the same in every lane.
fn permutable(inst: &Inst) -> bool {
    inst.op.is_componentwise() || inst.op.replicates()
}

/// Makes `inst` (see [`permutable`]) compute in lane `home[c]` what it
/// computed in lane `c`.
fn permute_operands(inst: &mut Inst, home: [u8; 4]) {
    if !inst.op.is_componentwise() {
        return;
    }
    let Some(mask) = inst.dest.map(|d| d.mask) else {
        return;
    };
    for operand in &mut inst.operands {
        let old = operand.swizzle.0;
        let mut new = old;
        for c in mask.components() {
            new[usize::from(home[c])] = old[c];
        }
        *operand = operand.with_swizzle(Swizzle(new));
    }
}

/// Retargets a componentwise `inst` to the lanes `mask` of a move through
/// `swizzle`: lane `l` computes what lane `swizzle[l]` computed, so each
/// operand's lane `l` reads what its lane `swizzle[l]` read. A result that
/// is the same in every lane needs no change.
fn gather_operands(inst: &mut Inst, swizzle: Swizzle, mask: WriteMask) {
    if !inst.op.is_componentwise() {
        return;
    }
    for operand in &mut inst.operands {
        let old = operand.swizzle.0;
        let mut new = old;
        for lane in mask.components() {
            new[lane] = old[usize::from(swizzle.get(lane))];
        }
        *operand = operand.with_swizzle(Swizzle(new));
    }
}

/// Components of `reg` that a forwarding leaves in `home` instead:
/// component `c` of `reg` is component `new_home[c]` of `home`.
struct Moved {
    reg: VReg,
    components: WriteMask,
    home: VReg,
    home_mask: WriteMask,
    new_home: [u8; 4],
}

/// The operands after `mov` that read the moved components of `reg`, each
/// rewritten to read them from their new home, if every such read can be:
/// it reads no other component of `reg`, is no move, and nothing writes the
/// home's components before the last of those reads (within
/// [`REREAD_WINDOW`]).
fn rereads(
    insts: &[Inst],
    mov: usize,
    moved: &Moved,
    live_after: &LiveAfter,
    removed: &[bool],
) -> Option<Vec<(usize, usize, Operand)>> {
    let mut pending = moved.components;
    let mut rewritten = Vec::new();
    for at in mov + 1..insts.len().min(mov + 1 + REREAD_WINDOW) {
        if removed[at] {
            continue;
        }
        let inst = &insts[at];
        let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
        for (index, operand) in inst.operands.iter().enumerate() {
            if operand.temp_reg() != Some(moved.reg) {
                continue;
            }
            let lanes = inst.operand_components(index, used);
            let read = operand.swizzle.read_mask(lanes);
            if read.intersect(pending).is_empty() {
                continue;
            }
            // A later move of the value may assemble the same vector again,
            // which copy propagation merges with this one only while both
            // copy from `reg`.
            if read != read.intersect(pending) || inst.op == Opcode::Mov {
                return None;
            }
            rewritten.push((at, index, reread(*operand, lanes, moved)));
        }
        if let Some((written, mask)) = inst.dest.and_then(|d| Some((d.temp_reg()?, d.mask))) {
            if written == moved.reg {
                pending = pending.minus(mask);
            }
        }
        pending = pending.intersect(live_after.get(at, moved.reg));
        if pending.is_empty() {
            return Some(rewritten);
        }
        if writes(inst, moved.home, moved.home_mask) {
            return None;
        }
    }
    None
}

/// `operand`, which reads moved components of `reg` in `lanes`, reading them
/// from their new home.
fn reread(operand: Operand, lanes: WriteMask, moved: &Moved) -> Operand {
    let mut swizzle = operand.swizzle.0;
    for (lane, component) in swizzle.iter_mut().enumerate() {
        if lanes.has(lane) {
            *component = moved.new_home[*component as usize];
        }
    }
    Operand {
        source: crate::ir::Source::Temp(moved.home),
        ..operand.with_swizzle(Swizzle(swizzle))
    }
}
