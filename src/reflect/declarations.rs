//! What the checked program declares about the entry's parameters and the
//! globals that the back end's interface does not carry: `inout`. (Default
//! values travel with the interface: `lower::defaults`.)

use super::{Declaration, Direction};
use crate::sema::hir;

/// The declarations of `program`'s entry parameters and globals.
pub fn collect(program: &hir::Program) -> Vec<Declaration> {
    let mut declarations = Vec::new();
    if let Some(entry) = program.entry {
        let function = program.function(entry);
        for (position, param) in function.params.iter().enumerate() {
            let direction = match param.direction {
                hir::Direction::In => Direction::In,
                hir::Direction::Out => Direction::Out,
                hir::Direction::InOut => Direction::Inout,
            };
            declarations.push(Declaration {
                name: param.name.clone(),
                argument: position as i32,
                direction,
            });
        }
    }
    for global in &program.globals {
        declarations.push(Declaration {
            name: global.name.clone(),
            argument: -1,
            direction: Direction::In,
        });
    }
    declarations
}
