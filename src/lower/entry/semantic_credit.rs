//! Which of several leaves read from one register cgc lists as used.
//!
//! Several varying input parameters bound to one semantic and read: cgc
//! lists all of them with the register but flags only one as referenced
//! (`#var float2 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 0` for the other).
//! The one flagged is read by the first operation that reads any of them,
//! in the order the statements are lowered (each expression innermost
//! first, left to right, dead code left out), and is that operation's last
//! operand among them: `a + b` flags `b`, `c + a` `a`, `a + (b + c)` `c`,
//! `a * b + c` `b`, `b + sin(a)` `a`, `o1 = a; o2 = b;` `a`
//! (tests/field/heldout12/repro/same_semantic_input_used.cg,
//! tests/header/382, 383). The GLSL profiles have a rule of their own
//! (`back::glsl::bind`).
//!
//! Leaves without semantics packed into one register (a struct's ninth
//! texture coordinate wrapping round into `TEX0.z`): cgc credits the leaf
//! it meets first following the outputs back to their sources
//! ([`first_read_from_outputs`], tests/header/384).
//!
//! Where cgrs's operations are not cgc's the choice can differ (probed, not
//! yet followed): a copy into an output counts as an operation in cgc at
//! its statement (`ot = t; on = n;` flags `t`), while cgrs writes outputs
//! at the end; a constructor of components (`float4(t.x, n.y, 1, 1)`) is
//! one operation in cgc (`n`), several moves in cgrs; a condition of an
//! if-converted `if` or `?:` is read first in cgc; and in vp30 a branch on
//! one of the inputs can make cgc flag every one read. For packed leaves,
//! texture lookups: cgc credits a lookup's coordinate over an arithmetic
//! read the output meets first in some programs (a blur's first tap over a
//! vignette's wrapped `fade`) and not in others (heldout12's CRT boxes), and
//! `lerp` and operations whose two sides are equally deep follow an order
//! of their own.

use crate::interface::ParameterKind;
use crate::ir::{
    Dest, DestReg, InputId, Inst, Operand, OutputId, Program, Source, Terminator, VReg, WriteMask,
};
use crate::lower::lowerer::Lowerer;
use std::collections::{BTreeMap, HashMap, HashSet};

impl Lowerer<'_> {
    /// Marks every read parameter sharing an explicit semantic with
    /// another read one `shared`, but the one cgc credits with the reads.
    pub(crate) fn credit_shared_semantics(&mut self) {
        let read = self.inputs_read();
        let groups = self.groups_sharing_a_semantic(&read);
        if groups.is_empty() {
            return;
        }
        let live = self.live_program();
        for group in groups {
            let Some(credited) = first_credited_read(&live, &group) else {
                continue;
            };
            for parameter in &mut self.interface.parameters {
                if let ParameterKind::Input(id) = parameter.kind {
                    if id != credited && group.contains(&id) {
                        parameter.shared = true;
                    }
                }
            }
        }
    }

    /// The read single-row input parameters, grouped by semantic, where a
    /// group has more than one.
    fn groups_sharing_a_semantic(&self, read: &[bool]) -> Vec<Vec<InputId>> {
        let mut groups: BTreeMap<&str, Vec<InputId>> = BTreeMap::new();
        for parameter in &self.interface.parameters {
            let ParameterKind::Input(id) = parameter.kind else {
                continue;
            };
            let input = &self.ir.inputs[id.0 as usize];
            if parameter.varying_rows() == 1 && read[id.0 as usize] && !input.semantic.is_empty() {
                groups.entry(&input.semantic).or_default().push(id);
            }
        }
        groups
            .into_values()
            .filter(|group| group.len() > 1)
            .collect()
    }
}

/// The input of `group` that the first operation reading any of them reads
/// last, in block order (a branch's condition after its block's
/// instructions).
fn first_credited_read(program: &Program, group: &[InputId]) -> Option<InputId> {
    let of_group = |operand: &Operand| match operand.source {
        Source::Input(id) if group.contains(&id) => Some(id),
        _ => None,
    };
    program.blocks.iter().find_map(|block| {
        let condition = match &block.terminator {
            Terminator::Branch { condition, .. } => Some(std::slice::from_ref(condition)),
            _ => None,
        };
        let operations = block.insts.iter().map(|inst| inst.operands.as_slice());
        operations
            .chain(condition)
            .find_map(|operands| operands.iter().rev().find_map(of_group))
    })
}

/// The component of input `host` that cgc meets first when it follows the
/// program's outputs back to their sources: outputs in order, each
/// component from `x` to `w`, each instruction's operands left to right,
/// depth first. cgc credits the packed leaf holding that component with the
/// register's reads (`return float4(s, u, 1)` credits the leaf `s` is made
/// of, `float4(u, s, 1)` the one `u` is; tests/header/384). `None` when
/// no output depends on `host`.
pub(crate) fn first_read_from_outputs(program: &Program, host: InputId) -> Option<u8> {
    let walk = ReadWalk::new(program, host);
    let mut writes: Vec<(OutputId, u8, &Inst)> = Vec::new();
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        let Some(Dest {
            reg: DestReg::Output(id),
            mask,
            ..
        }) = inst.dest
        else {
            continue;
        };
        for component in (0..4).filter(|c| mask.0 & (1 << c) != 0) {
            writes.retain(|&(o, c, _)| (o, c) != (id, component));
            writes.push((id, component, inst));
        }
    }
    writes.sort_by_key(|&(id, component, _)| (id.0, component));
    let mut visited = HashSet::new();
    writes
        .into_iter()
        .find_map(|(_, component, inst)| walk.first_in(inst, component, &mut visited))
}

/// Where each temporary component is written, for [`first_read_from_outputs`].
struct ReadWalk<'p> {
    host: InputId,
    definitions: HashMap<(VReg, u8), &'p Inst>,
}

impl<'p> ReadWalk<'p> {
    fn new(program: &'p Program, host: InputId) -> ReadWalk<'p> {
        let mut definitions = HashMap::new();
        for inst in program.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(Dest {
                reg: DestReg::Temp(reg),
                mask,
                ..
            }) = inst.dest
            {
                for component in (0..4).filter(|c| mask.0 & (1 << c) != 0) {
                    definitions.entry((reg, component)).or_insert(inst);
                }
            }
        }
        ReadWalk { host, definitions }
    }

    /// The first component of the host read to compute result component
    /// `component` of `inst`: computed operands first, as cgc evaluates the
    /// deeper side of an expression first (`r + a0 * k` and `r + sin(a0)`
    /// credit `a0`), then the operands read as they are, left to right.
    fn first_in(
        &self,
        inst: &'p Inst,
        component: u8,
        visited: &mut HashSet<(*const Inst, u8)>,
    ) -> Option<u8> {
        if !visited.insert((inst as *const Inst, component)) {
            return None;
        }
        let lanes = |index: usize| {
            let read = inst.operand_components(index, WriteMask(1 << component));
            (0..4).filter(move |c| read.0 & (1 << c) != 0)
        };
        let operands = inst.operands.iter().enumerate();
        for (index, operand) in operands.clone() {
            let Source::Temp(reg) = operand.source else {
                continue;
            };
            for lane in lanes(index) {
                let source_component = operand.swizzle.0[lane];
                let definition = self.definitions.get(&(reg, source_component));
                let found = definition.and_then(|d| self.first_in(d, source_component, visited));
                if found.is_some() {
                    return found;
                }
            }
        }
        operands
            .filter(|(_, operand)| operand.source == Source::Input(self.host))
            .find_map(|(index, operand)| lanes(index).next().map(|lane| operand.swizzle.0[lane]))
    }
}
