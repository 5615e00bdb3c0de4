//! Relatively addressed uniform arrays (`c[A0.x + n]`) need every element in
//! its slot, one after the other, even the ones no operand names.

use crate::ir::{Program, Source};
use crate::target::interface::{ParameterKind, ProgramInterface};

/// Marks as used every element of an array one of whose elements is read
/// relative to `A0.x` (elements are the parameters named `array[k]`).
pub fn keep_arrays_together(
    program: &Program,
    interface: &ProgramInterface,
    uniform_used: &mut [bool],
) {
    let array_of = |id: usize| -> Option<&str> {
        let parameter = interface
            .parameters
            .iter()
            .find(|p| p.kind == ParameterKind::Uniform(crate::ir::UniformId(id as u32)))?;
        let name = parameter.name.strip_suffix(']')?;
        Some(&name[..name.rfind('[')?])
    };
    let relative: Vec<usize> = program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .flat_map(|inst| &inst.operands)
        .filter_map(|operand| match operand.source {
            Source::UniformRelative(id, _) => Some(id.0 as usize),
            _ => None,
        })
        .collect();
    for id in relative {
        let Some(array) = array_of(id) else {
            continue;
        };
        for parameter in &interface.parameters {
            if let ParameterKind::Uniform(element) = parameter.kind {
                let same_array = parameter
                    .name
                    .strip_suffix(']')
                    .and_then(|n| n.rfind('[').map(|i| &n[..i]))
                    == Some(array);
                if same_array {
                    if let Some(used) = uniform_used.get_mut(element.0 as usize) {
                        *used = true;
                    }
                }
            }
        }
    }
}
