//! Copy propagation inside a block, which also composes swizzles and folds
//! negation and `abs` through moves: after `MOV t.xy, -a.zw`, a later `t.yx`
//! reads `-a.wz` directly.

use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Source, VReg, WriteMask};
use std::collections::HashMap;

/// Where component `c` of a temporary came from: component `component` of
/// `source`, through `abs` then `negate`.
#[derive(Clone, Copy, PartialEq)]
struct Origin {
    source: Source,
    component: u8,
    abs: bool,
    negate: bool,
}

pub fn run(program: &mut Program) -> bool {
    let mut changed = false;
    for block in &mut program.blocks {
        let mut origins: HashMap<(VReg, u8), Origin> = HashMap::new();
        for inst in &mut block.insts {
            changed |= rewrite_operands(inst, &origins);
            forget_overwritten(inst, &mut origins);
            record_copy(inst, &mut origins);
        }
        if let crate::ir::Terminator::Branch { condition, .. } = &mut block.terminator {
            if let Some(new) = propagate(condition, WriteMask::X, &origins) {
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
        let components = inst.op.operand_components(index, used);
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
    for i in components.components() {
        let origin = *origins.get(&(reg, operand.swizzle.get(i)))?;
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
    let origin = common?;
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

fn forget_overwritten(inst: &Inst, origins: &mut HashMap<(VReg, u8), Origin>) {
    if inst.op == Opcode::Arl {
        origins.retain(|_, origin| !matches!(origin.source, Source::UniformRelative(..)));
        return;
    }
    let Some(dest) = inst.dest else { return };
    let DestReg::Temp(reg) = dest.reg else { return };
    origins.retain(|&(target, component), origin| {
        let target_written = target == reg && dest.mask.has(component as usize);
        let source_written =
            origin.source == Source::Temp(reg) && dest.mask.has(origin.component as usize);
        !target_written && !source_written
    });
}

fn record_copy(inst: &Inst, origins: &mut HashMap<(VReg, u8), Origin>) {
    if inst.op != Opcode::Mov {
        return;
    }
    let Some(dest) = inst.dest else { return };
    let DestReg::Temp(reg) = dest.reg else { return };
    if dest.saturate {
        return;
    }
    let operand = inst.operands[0];
    // A move from the register itself would make origins refer to overwritten values.
    if operand.source == Source::Temp(reg) {
        return;
    }
    for i in dest.mask.components() {
        origins.insert(
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
