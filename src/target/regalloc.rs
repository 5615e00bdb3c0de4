//! Register allocation: map virtual registers onto as few hardware temporaries
//! as possible.
//!
//! Two virtual registers may share a hardware register unless one is written, in
//! some component, while the other is live *in that same component*. Liveness is
//! per component, so a scalar kept in `.x` and another kept in `.y` share a
//! register even when both are live: that is how cgc's `R-regs` count stays low.
//! Components are never renamed here; packing scalars into free components is
//! the job of [`pack_scalars`], which runs first.
//!
//! Colouring is greedy in order of first appearance, which on straight-line code
//! is close to optimal for these interval-like graphs.

use crate::ir::liveness::{live_after_each, live_out};
use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};

/// Allocate hardware temporaries in place; returns how many are used.
pub fn allocate(program: &mut Program) -> u32 {
    let count = program.vreg_count as usize;
    let conflicts = interference(program);
    let order = first_appearance_order(program);
    let partners = copy_partners(program);
    let mut colour: Vec<Option<u32>> = vec![None; count];
    let mut used_colours = 0;
    for reg in order {
        let taken: Vec<u32> = (0..count)
            .filter(|&other| conflicts[reg * count + other])
            .filter_map(|other| colour[other])
            .collect();
        let preferred = partners[reg]
            .iter()
            .filter_map(|&other| colour[other])
            .find(|c| !taken.contains(c));
        let chosen = preferred
            .or_else(|| (0..).find(|c| !taken.contains(c)))
            .unwrap_or(0);
        colour[reg] = Some(chosen);
        used_colours = used_colours.max(chosen + 1);
    }
    rename(program, &colour);
    drop_identity_moves(program);
    program.vreg_count = used_colours;
    used_colours
}

/// `conflicts[a * count + b]`: a and b may not share a hardware register.
fn interference(program: &Program) -> Vec<bool> {
    let count = program.vreg_count as usize;
    let mut conflicts = vec![false; count * count];
    let outs = live_out(program);
    for (block, block_live_out) in outs.iter().enumerate() {
        let live_after = live_after_each(program, block, block_live_out);
        for (inst, live) in program.blocks[block].insts.iter().zip(&live_after) {
            let Some(dest) = inst.dest else { continue };
            let DestReg::Temp(written) = dest.reg else {
                continue;
            };
            // An in-place copy leaves both registers equal in the components
            // it writes, so it does not make them conflict (Chaitin): a later
            // write of either while the other lives does.
            let copied = in_place_copy(inst).map(|(_, source)| source.0 as usize);
            for (other, mask) in live.iter().enumerate() {
                if other != written.0 as usize
                    && Some(other) != copied
                    && !mask.intersect(dest.mask).is_empty()
                {
                    conflicts[written.0 as usize * count + other] = true;
                    conflicts[other * count + written.0 as usize] = true;
                }
            }
            // A VP2.0 select writes its destination before it reads the
            // chosen side (see `emit`).
            let chosen = inst.operands.get(1).and_then(|o| o.temp_reg());
            if let Some(other) = chosen.filter(|&r| {
                r != written && crate::target::emit::is_condition_code_select(program, inst)
            }) {
                conflicts[written.0 as usize * count + other.0 as usize] = true;
                conflicts[other.0 as usize * count + written.0 as usize] = true;
            }
        }
    }
    conflicts
}

/// `(destination, source)` of a `MOV` between temporaries that copies each
/// written component from the same component, without modifiers.
fn in_place_copy(inst: &Inst) -> Option<(VReg, VReg)> {
    if inst.op != Opcode::Mov {
        return None;
    }
    in_place(inst, inst.operands.first()?)
}

/// `(destination, source)` when `operand` is read into the destination's
/// written components unchanged, from the same components.
fn in_place(inst: &Inst, operand: &Operand) -> Option<(VReg, VReg)> {
    let dest = inst.dest?;
    let same = !dest.saturate
        && !operand.negate
        && !operand.abs
        && dest
            .mask
            .components()
            .all(|i| operand.swizzle.get(i) as usize == i);
    let (a, b) = (dest.temp_reg()?, operand.temp_reg()?);
    (same && a != b).then_some((a, b))
}

/// For each register, the registers it is copied from or to in place: a
/// `MOV` with the identity swizzle, and a VP2.0 select's destination and
/// its kept operand. Sharing a colour with them removes the copy
/// ([`drop_identity_moves`], the select's short form in `emit`).
fn copy_partners(program: &Program) -> Vec<Vec<usize>> {
    let mut partners = vec![Vec::new(); program.vreg_count as usize];
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        let pair = if crate::target::emit::is_condition_code_select(program, inst) {
            inst.operands.get(2).and_then(|kept| in_place(inst, kept))
        } else {
            in_place_copy(inst)
        };
        if let Some((a, b)) = pair {
            partners[a.0 as usize].push(b.0 as usize);
            partners[b.0 as usize].push(a.0 as usize);
        }
    }
    partners
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
    }
    order
}

fn rename(program: &mut Program, colour: &[Option<u32>]) {
    let map = |reg: VReg| VReg(colour[reg.0 as usize].unwrap_or(0));
    for block in &mut program.blocks {
        for inst in &mut block.insts {
            for operand in inst.operands.iter_mut() {
                if let Source::Temp(reg) = operand.source {
                    operand.source = Source::Temp(map(reg));
                }
            }
            if let Some(dest) = inst.dest.as_mut() {
                if let DestReg::Temp(reg) = dest.reg {
                    dest.reg = DestReg::Temp(map(reg));
                }
            }
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &mut block.terminator {
            if let Source::Temp(reg) = condition.source {
                condition.source = Source::Temp(map(reg));
            }
        }
    }
}

/// Removes the moves that allocation turned into copies of a register onto
/// itself (`MOV R0.xyz, R0.xyzx`), such as a copy into the register where
/// the arms of a branch meet that got the colour of its source.
fn drop_identity_moves(program: &mut Program) {
    for block in &mut program.blocks {
        block.insts.retain(|inst| {
            let (Opcode::Mov, Some(dest), [operand]) = (inst.op, inst.dest, &inst.operands[..])
            else {
                return true;
            };
            let identity = dest.temp_reg().is_some()
                && dest.temp_reg() == operand.temp_reg()
                && !dest.saturate
                && !operand.negate
                && !operand.abs
                && dest
                    .mask
                    .components()
                    .all(|i| operand.swizzle.get(i) as usize == i);
            !identity
        });
    }
}

/// Move single-component virtual registers written only by replicating
/// instructions (`DP3`, `RCP`, …, or `MOV`/arithmetic of replicated operands)
/// into the component the fewest other registers use, so that [`allocate`] can
/// pack several of them into one hardware register. Only registers whose every
/// definition and use can be rewritten are moved.
pub fn pack_scalars(program: &mut Program) {
    replicate_single_component_operands(program);
    let count = program.vreg_count as usize;
    let mut component_of: Vec<Option<u8>> = vec![None; count];
    let mut movable = vec![true; count];
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
