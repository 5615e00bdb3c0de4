//! Lowering: typed HIR ([`crate::sema::hir`]) → vector IR ([`crate::ir`]).
//!
//! # How it works
//!
//! Lowering is a symbolic execution of the entry function. Every Cg variable
//! holds a [`value::Value`] — a tree of component lists naming constants or
//! components of IR sources — so that assignments, swizzles, struct and array
//! accesses, and parameter passing produce no instruction ([`value`] states the
//! invariant that makes this sound). Arithmetic emits instructions through
//! [`build`], which folds anything whose operands are constant.
//!
//! - Calls are inlined: the callee runs in a new [`Frame`](frame::Frame) whose
//!   parameters are the argument values; `out`/`inout` parameters are copied
//!   back into the caller's lvalues after the body ran ([`calls::inline`]).
//! - Loops are unrolled: their condition must become a constant each time it is
//!   tested (it does for counters that start and step by constants), up to
//!   [`MAX_UNROLL`] iterations. A run-time part joined by `&&` to a constant
//!   bound acts as a `break` at the top of the iteration, as in cgc.
//!   Profiles that branch (vp30, the GLSL profiles) keep loops with a
//!   run-time condition, and constant ones when that is shorter (vp30) or
//!   when the unrolled loop is long (the profile's `flatten` rule)
//!   ([`control::flow`]).
//! - `if` on a run-time condition is if-converted: both branches run on copies
//!   of the variables, which are then merged with a select (`CMP` where the
//!   profile has it or selects with condition codes (vp30), `ADD`+`MAD`
//!   otherwise); in vp30 branches instead where that is cheaper
//!   ([`control::flow`]). `return`, `break` and `continue`
//!   set flag variables that are merged the same way; while a flag may be set at
//!   run time, later assignments select between the old and the new value.
//!   Reads see the *running view* instead (`Frame::running`): the values
//!   where no `break` or `return` ran, the only place later statements matter,
//!   so loop counters stay constant after a run-time `break` (except in vp30,
//!   whose `break` ends the unrolling: [`Capabilities::unroll_past_exits`]).
//! - A float-to-int conversion used as an array index is dropped: `ARL` floors
//!   the float, as cgc's programs do (also through an `int` variable).
//! - A uniform matrix whose HIR `layout` is column-major (a `column_major`
//!   modifier, or `#pragma pack_matrix(column_major)` before it, which sema
//!   applies) is stored by columns.
//! - `discard` becomes `KIL` of the path condition.
//!
//! # Invariants
//!
//! - The IR produced is straight-line (one block) except in profiles that
//!   branch, where [`control::flow`] adds blocks; the values design does not
//!   depend on it.
//! - Lowering never panics on a checked program: anything it cannot do yet is
//!   a diagnostic with the span of the construct, saying "not supported yet".
//! - The [`ProgramInterface`] lists the entry's parameters in cgc's `#var`
//!   order: global uniforms, then parameters in order, then the return value.
//!
//! # Where things are
//!
//! The [`Lowerer`](lowerer::Lowerer) is one struct; each file below adds the
//! methods for what it lowers (`impl Lowerer` blocks), so a method is found
//! by what it lowers, not by a chain of calls.
//!
//! | where | holds |
//! |---|---|
//! | `mod.rs` | [`lower`]: the entry lowered, then its varyings bound and its names given |
//! | [`lowerer`] | the [`Lowerer`](lowerer::Lowerer): the lowering's state, its budgets ([`MAX_UNROLL`], …), the helpers every folder uses (frames, guards, selects of whole values, "not supported") |
//! | [`options`] | what the target and the command line ask: [`Capabilities`], `-unroll`, `-ifcvt` |
//! | [`value`] | symbolic values: what a variable or an expression holds, component by component |
//! | [`frame`] | the variables of one inlined call, and the flags `return`, `break` and `continue` set |
//! | [`build`] | instructions emitted over symbolic vectors, folded where every operand is constant |
//! | [`append_only`] | the append-only collections whose clones share their contents (cheap snapshots) |
//! | [`unset`] | cgc's warning C7050: components of variables used before they are set |
//! | [`expr`] | expressions: their kinds, operators and conversions, indexing, lvalues |
//! | [`control`] | statements and control flow: `if`, loops unrolled or kept, exits, the blocks of a profile that branches |
//! | [`calls`] | calls, all inlined: user functions, interface member functions, the standard library |
//! | [`entry`] | the entry's interface: parameters as inputs, uniforms and outputs, their registers and defaults, cgc's rules for what the header binds, the GLSL names |
//!
//! Each folder's `mod.rs` maps its own files.

// The lowering's machinery, which every folder uses.
mod append_only;
mod build;
mod frame;
mod lowerer;
mod options;
mod unset;
pub mod value;

// What is lowered: one folder each.
mod calls;
mod control;
mod entry;
mod expr;

use crate::diag::Diagnostic;
use crate::interface::ProgramInterface;
use crate::ir;
use crate::sema::hir;
use entry::glsl_names;
use lowerer::Lowerer;

pub use entry::defaults::annotation_constant;
pub use lowerer::{lowering_budget, MAX_LOWERED_INSTRUCTIONS, MAX_LOWERING_STEPS, MAX_UNROLL};
pub use options::{Capabilities, Flatten, GlslNaming};

/// The lowered program and its parameter description.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub program: ir::Program,
    pub interface: ProgramInterface,
    /// Warnings of the lowering (cgc's C7012 for a loop kept as a loop).
    pub warnings: Vec<Diagnostic>,
}

/// Lowers the entry function of `program`.
pub fn lower(program: &hir::Program, caps: Capabilities) -> Result<Lowered, Vec<Diagnostic>> {
    let Some(entry) = program.entry else {
        return Err(vec![Diagnostic::error(3001, None, "no program defined")]);
    };
    let mut lowerer = Lowerer::new(program, entry, caps);
    match lowerer.lower_entry(entry) {
        Ok(()) => {
            lowerer.finish_flow();
            let errors = lowerer.check_named_varyings();
            if !errors.is_empty() {
                let mut diagnostics = lowerer.warnings;
                diagnostics.extend(errors);
                return Err(diagnostics);
            }
            lowerer.keep_copied_struct_inputs();
            lowerer.keep_early_read_inputs();
            lowerer.bind_inputs()?;
            if let Some(naming) = caps.glsl {
                glsl_names::assign(program, entry, &mut lowerer.interface, naming.es);
            } else {
                lowerer.credit_shared_semantics();
            }
            let unset = lowerer.unset.warnings();
            lowerer.warnings.extend(unset);
            Ok(Lowered {
                program: lowerer.ir,
                interface: lowerer.interface,
                warnings: lowerer.warnings,
            })
        }
        Err(error) => {
            let mut diagnostics = lowerer.warnings;
            diagnostics.append(&mut lowerer.earlier_errors);
            diagnostics.push(error);
            diagnostics.append(&mut lowerer.later_errors);
            Err(diagnostics)
        }
    }
}
