//! Relative reads of arrays placed beyond the offsets a profile allows.
//!
//! ARB_vertex_program limits the constant of a relative read `c[A0.x + n]`
//! to −64..63 (`<addrRegPosOffset>`, `<addrRegNegOffset>`), but a uniform
//! array read with a run-time index may sit anywhere in the 96 or more
//! parameters, and its slot is known only once the program is laid out.
//! cgc then adds the array's first slot to the index and loads the sum
//! (`ADD R0.x, idx, c[0].y` with `c[0].y = 71`, `ARL A0.x, R0.x`, then
//! `c[A0.x]`), one sum per array and element offset. [`far_arrays`] finds
//! the arrays of a laid-out program that need it; [`rebase`] rewrites the
//! optimized program so that their reads address from slot zero, and the
//! back end lays it out again.

use super::address::{arl_operand, reads_relative};
use super::layout::Layout;
use crate::ir::{
    Dest, Inst, Opcode, Operand, Program, Source, Swizzle, UniformId, VReg, WriteMask,
};

/// The uniforms of `program` read relatively at an offset outside `range`
/// (the profile's `relative_offset`), each with the slot of its first row.
pub fn far_arrays(program: &Program, layout: &Layout, range: (i32, i32)) -> Vec<(UniformId, u32)> {
    let mut far: Vec<(UniformId, u32)> = Vec::new();
    for operand in program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .flat_map(|i| &i.operands)
    {
        let Source::UniformRelative(uniform, offset, _) = operand.source else {
            continue;
        };
        let Some(slot) = layout.uniform_slots[uniform.0 as usize] else {
            continue;
        };
        let base = slot as i64 + i64::from(offset);
        let outside = base < i64::from(range.0) || base > i64::from(range.1);
        if outside && !far.iter().any(|f| f.0 == uniform) {
            far.push((uniform, slot));
        }
    }
    far
}

/// Rewrites each relative read of a `far` array (uniform, slot of its first
/// row) in the optimized, unselected `program` to load the sum of the index
/// and the read's base into the address register and read at offset
/// `-slot`, which lays out as `c[A0.x]`; the address register is loaded
/// again with the original index before the next read that needs it. False
/// where a read has no `ARL` before it in its block (an address inherited
/// from another block), which is left to the caller to report.
pub fn rebase(program: &mut Program, far: &[(UniformId, u32)]) -> bool {
    let inherits = inherits_address(program);
    // A rebased read no longer tells which row of an element it reads: the
    // header counts every row of the array read.
    for &(uniform, _) in far {
        if let Some(uniform) = program.uniforms.get_mut(uniform.0 as usize) {
            uniform.element_rows = 1;
        }
    }
    for block in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block].insts);
        let kept = kept_addresses(&insts, far);
        let mut out = Vec::with_capacity(insts.len() + 8);
        // The index the block's latest `ARL` loaded, and whether a rebased
        // read has loaded another value since.
        let mut index: Option<Operand> = None;
        let mut moved = false;
        // The sums of this index computed so far (base, register), and the
        // base whose sum the address register holds.
        let mut sums: Vec<(i32, VReg)> = Vec::new();
        let mut holds: Option<i32> = None;
        for (at, mut inst) in insts.into_iter().enumerate() {
            if inst.op == Opcode::Arl {
                let loaded = arl_operand(&inst);
                index = Some(loaded);
                moved = false;
                sums.clear();
                holds = None;
                out.push(inst);
                if kept[at] {
                    // The index's register is written before the block is
                    // done with it: reload from a copy.
                    let copy = program.new_vreg();
                    out.push(scalar_op(Opcode::Mov, copy, &[loaded]));
                    index = Some(scalar_of(copy));
                }
                continue;
            }
            let far_operands: Vec<usize> = (0..inst.operands.len())
                .filter(|&i| far_read(&inst.operands[i], far).is_some())
                .collect();
            let near = inst.operands.iter().enumerate().any(|(i, o)| {
                matches!(o.source, Source::UniformRelative(..)) && !far_operands.contains(&i)
            });
            if far_operands.is_empty() && !near {
                out.push(inst);
                continue;
            }
            let Some(index) = index else {
                program.blocks[block].insts = out;
                return false;
            };
            for &i in &far_operands {
                let Source::UniformRelative(uniform, offset, _) = inst.operands[i].source else {
                    continue;
                };
                let slot = far_read(&inst.operands[i], far).unwrap_or(0) as i32;
                let base = slot + offset;
                let sum = match sums.iter().find(|s| s.0 == base) {
                    Some(&(_, sum)) => sum,
                    None => {
                        let sum = program.new_vreg();
                        let literal = program.scalar(base as f32);
                        out.push(scalar_op(Opcode::Add, sum, &[index, literal]));
                        sums.push((base, sum));
                        sum
                    }
                };
                if holds != Some(base) {
                    out.push(Inst::arl(scalar_of(sum)));
                    holds = Some(base);
                }
                let row = program.new_vreg();
                let read = Operand::new(Source::UniformRelative(uniform, -slot, 0));
                out.push(Inst::new(
                    Opcode::Mov,
                    Dest::temp(row, WriteMask::ALL),
                    &[read],
                ));
                inst.operands[i].source = Source::Temp(row);
                moved = true;
            }
            if near && moved {
                out.push(Inst::arl(index));
                moved = false;
                holds = None;
            }
            out.push(inst);
        }
        if moved && inherits {
            // A later block reads the address this one leaves.
            out.extend(index.map(Inst::arl));
        }
        drop_unread_loads(&mut out);
        program.blocks[block].insts = out;
    }
    true
}

/// Whether a block of `program` reads the address register before loading
/// it, relying on what its predecessor left there.
fn inherits_address(program: &Program) -> bool {
    program.blocks.iter().any(|block| {
        block
            .insts
            .iter()
            .take_while(|i| i.op != Opcode::Arl)
            .any(reads_relative)
    })
}

/// The slot of the far array `operand` reads relatively, if it does.
fn far_read(operand: &Operand, far: &[(UniformId, u32)]) -> Option<u32> {
    match operand.source {
        Source::UniformRelative(uniform, ..) => far.iter().find(|f| f.0 == uniform).map(|f| f.1),
        _ => None,
    }
}

/// For each `ARL` of `insts`, whether a read of a `far` array or a reload
/// after one needs its index after the index's register is written again.
fn kept_addresses(insts: &[Inst], far: &[(UniformId, u32)]) -> Vec<bool> {
    let mut kept = vec![false; insts.len()];
    let mut current: Option<(usize, Option<VReg>, bool)> = None;
    for (at, inst) in insts.iter().enumerate() {
        if inst.op == Opcode::Arl {
            current = Some((at, arl_operand(inst).temp_reg(), false));
            continue;
        }
        let Some((arl, register, overwritten)) = current.as_mut() else {
            continue;
        };
        let relative = reads_relative(inst);
        let reads_far = inst.operands.iter().any(|o| far_read(o, far).is_some());
        if *overwritten && (reads_far || relative) {
            kept[*arl] = true;
        }
        if register.is_some() && inst.dest.and_then(|d| d.temp_reg()) == *register {
            *overwritten = true;
        }
    }
    kept
}

/// `op reg.x, operands…`.
fn scalar_op(op: Opcode, reg: VReg, operands: &[Operand]) -> Inst {
    Inst::new(op, Dest::temp(reg, WriteMask::single(0)), operands)
}

/// `reg.x` read as a scalar.
fn scalar_of(reg: VReg) -> Operand {
    Operand::temp(reg).with_swizzle(Swizzle::replicate(0))
}

/// Drops each `ARL` whose value no read sees before the next `ARL` (the
/// original load of an index whose only reads were rebased).
fn drop_unread_loads(insts: &mut Vec<Inst>) {
    let mut unread = vec![false; insts.len()];
    let mut pending: Option<usize> = None;
    for (at, inst) in insts.iter().enumerate() {
        if inst.op == Opcode::Arl {
            if let Some(previous) = pending {
                unread[previous] = true;
            }
            pending = Some(at);
        } else if reads_relative(inst) {
            pending = None;
        }
    }
    let mut flags = unread.into_iter();
    insts.retain(|_| !flags.next().unwrap_or(false));
}

/// Whether `program` reads a uniform array with a run-time index.
pub fn reads_arrays(program: &Program) -> bool {
    program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(reads_relative)
}

/// For each uniform of `program`, whether it is read with a run-time index.
pub fn relatively_read(program: &Program) -> Vec<bool> {
    let mut read = vec![false; program.uniforms.len()];
    for operand in program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .flat_map(|i| &i.operands)
    {
        if let Source::UniformRelative(uniform, ..) = operand.source {
            read[uniform.0 as usize] = true;
        }
    }
    read
}
