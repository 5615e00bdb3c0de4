//! A part computed in one register and then moved into the lanes of a wider
//! vector is computed in place:
//!
//! ```text
//! MAD t3.xy, ...;            MAD t5.xy, ...;
//! ADD t5.zw, t3.xyxy, c;  →  ADD t5.zw, t5.xyxy, c;
//! MOV t5.xy, t3;
//! ```
//!
//! as `f.xy = ...; f.zw = f.xy + c;` lowers. cgc writes such a part where the
//! vector is; without this the register allocator gives the part its own
//! lanes and keeps the `MOV`. Run once, after the other passes settle
//! ([`super::optimize`]). Exact: the same values in the same order.
//!
//! Conditions, for `MOV w.m, t` (plain, lane for lane): `t` is written only by
//! one instruction, earlier in the block, which writes exactly `m`; `t` is
//! read nowhere but between that instruction and the `MOV`; nothing between
//! reads or writes `w.m` (those reads would see the part instead of the
//! value before it). The reads of `t` become reads of `w`, the instruction
//! writes `w.m`, and the `MOV` goes.
//!
//! Cost: one walk over the program to count each register's writers and
//! readers, then per `MOV` a scan back at most `effects::PRODUCER_WINDOW`
//! instructions to its part's instruction and over those between.

use super::effects::{producer, writes};
use crate::ir::{Dest, DestReg, Inst, Opcode, Program, Source, Terminator, VReg, WriteMask};
use rustc_hash::FxHashMap as HashMap;

pub fn run(program: &mut Program) -> bool {
    let writers = writer_counts(program);
    let reads = read_counts(program);
    let mut changed = false;
    for block in &mut program.blocks {
        let mut index = 0;
        while index < block.insts.len() {
            if coalesce(&mut block.insts, index, &writers, &reads) {
                block.insts.remove(index);
                changed = true;
            } else {
                index += 1;
            }
        }
    }
    changed
}

/// Per temporary, how many instructions of the program write it.
fn writer_counts(program: &Program) -> HashMap<VReg, u32> {
    let mut writers: HashMap<VReg, u32> = HashMap::default();
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(reg) = inst.dest.and_then(|d| d.temp_reg()) {
            *writers.entry(reg).or_default() += 1;
        }
    }
    writers
}

/// Per temporary, how many instructions (and branch conditions) of the
/// program read it.
fn read_counts(program: &Program) -> HashMap<VReg, u32> {
    let mut reads: HashMap<VReg, u32> = HashMap::default();
    for block in &program.blocks {
        for inst in &block.insts {
            let mut regs: smallvec::SmallVec<[VReg; 3]> =
                inst.operands.iter().filter_map(|o| o.temp_reg()).collect();
            regs.sort_unstable_by_key(|r| r.0);
            regs.dedup();
            for reg in regs {
                *reads.entry(reg).or_default() += 1;
            }
        }
        if let Terminator::Branch { condition, .. } = &block.terminator {
            if let Some(reg) = condition.temp_reg() {
                *reads.entry(reg).or_default() += 1;
            }
        }
    }
    reads
}

fn reads_register(inst: &Inst, reg: VReg) -> bool {
    inst.operands.iter().any(|o| o.temp_reg() == Some(reg))
}

/// Whether `insts[mov]` is such a `MOV`; if so, rewrites its part's
/// instruction and readers to use the vector's register (the caller removes
/// the `MOV`). `reads` counts each register's readers in the whole program,
/// so a part all of whose readers lie between its instruction and the `MOV`
/// is read nowhere else.
fn coalesce(
    insts: &mut [Inst],
    mov: usize,
    writers: &HashMap<VReg, u32>,
    reads: &HashMap<VReg, u32>,
) -> bool {
    let Some((wide, lanes, part)) = lane_move(&insts[mov]) else {
        return false;
    };
    if part == wide || writers.get(&part) != Some(&1) {
        return false;
    }
    let Some(def) = producer(insts, mov, part, lanes) else {
        return false;
    };
    let def_dest = insts[def].dest.expect("a producer writes");
    if def_dest.mask != lanes {
        return false;
    }
    let between = &insts[def + 1..mov];
    let readers_between = between
        .iter()
        .filter(|inst| reads_register(inst, part))
        .count()
        + 1;
    let all_reads_here = reads.get(&part).copied().unwrap_or(0) as usize == readers_between;
    // The vector's lanes neither read (the reads would see the part instead
    // of the value before it) nor written between.
    let untouched = between
        .iter()
        .all(|inst| inst.reads_of(wide).intersect(lanes).is_empty() && !writes(inst, wide, lanes));
    if !all_reads_here || !untouched {
        return false;
    }
    insts[def].dest = Some(Dest {
        reg: DestReg::Temp(wide),
        ..def_dest
    });
    for inst in &mut insts[def + 1..mov] {
        for operand in &mut inst.operands {
            if operand.source == Source::Temp(part) {
                operand.source = Source::Temp(wide);
            }
        }
    }
    true
}

/// `MOV w.m, t` with no modifier and each lane of `m` reading the same lane
/// of `t`: `(w, m, t)`.
fn lane_move(inst: &Inst) -> Option<(VReg, WriteMask, VReg)> {
    let dest = inst.dest?;
    let source = inst.operands.first()?;
    let wide = dest.temp_reg()?;
    let part = source.temp_reg()?;
    let plain = inst.op == Opcode::Mov && !dest.saturate && !source.negate && !source.abs;
    let lane_for_lane = dest
        .mask
        .components()
        .all(|lane| usize::from(source.swizzle.get(lane)) == lane);
    (plain && lane_for_lane).then_some((wide, dest.mask, part))
}
