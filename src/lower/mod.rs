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
//! - Calls are inlined: the callee runs in a new [`Frame`] whose parameters are
//!   the argument values; `out`/`inout` parameters are copied back into the
//!   caller's lvalues after the body ran.
//! - Loops are unrolled: their condition must become a constant each time it is
//!   tested (it does for counters that start and step by constants), up to
//!   [`MAX_UNROLL`] iterations. A run-time part joined by `&&` to a constant
//!   bound acts as a `break` at the top of the iteration, as in cgc.
//!   Profiles that branch (vp30) keep loops with a run-time condition, and
//!   constant ones when that is shorter ([`flow`]).
//! - `if` on a run-time condition is if-converted: both branches run on copies
//!   of the variables, which are then merged with a select (`CMP` where the
//!   profile has it or selects with condition codes (vp30), `ADD`+`MAD`
//!   otherwise); in vp30 branches instead where that is cheaper ([`flow`]).
//!   `return`, `break` and `continue`
//!   set flag variables that are merged the same way; while a flag may be set at
//!   run time, later assignments select between the old and the new value.
//!   Reads see the *running view* instead (`Frame::running`): the values
//!   where no `break` or `return` ran, the only place later statements matter,
//!   so loop counters stay constant after a run-time `break`.
//! - A float-to-int conversion used as an array index is dropped: `ARL` floors
//!   the float, as cgc's programs do (also through an `int` variable).
//! - `#pragma pack_matrix(column_major)` ([`MatrixPacking`]) stores uniform
//!   matrices declared after it by columns; a `row_major` / `column_major`
//!   on the declaration (HIR `layout`) overrides it.
//! - `discard` becomes `KIL` of the path condition.
//!
//! # Invariants
//!
//! - The IR produced is straight-line (one block) except in profiles that
//!   branch, where [`flow`] adds blocks; the values design does not depend on it.
//! - Lowering never panics on a checked program: anything it cannot do yet is
//!   a diagnostic with the span of the construct, saying "not supported yet".
//! - The [`ProgramInterface`] lists the entry's parameters in cgc's `#var`
//!   order: global uniforms, then parameters in order, then the return value.

mod approx;
mod autobind;
mod build;
mod defaults;
mod entry;
mod expr;
mod flow;
mod stdlib;
mod stdlib_cg;
mod stmt;
pub mod value;

use crate::diag::Diagnostic;
use crate::interface::ProgramInterface;
use crate::ir::{self, Stage};
use crate::sema::hir::{self, GlobalId, LocalId};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use std::collections::BTreeMap;
use value::{Comp, Value};

/// cgc's limit on unrolled loop iterations.
pub const MAX_UNROLL: usize = 4096;

/// The lowering work a whole program may ask for: loop iterations unrolled
/// plus calls inlined, counted across the program (three nested loops of
/// 1,000 iterations are each under [`MAX_UNROLL`], their product is not).
/// Far above what fits a profile's instruction limit.
pub const MAX_LOWERING_STEPS: usize = 1 << 16;

/// The most IR instructions lowering may build before optimization.
pub const MAX_LOWERED_INSTRUCTIONS: usize = 1 << 18;

/// How deep inlined calls may nest (recursion is rejected by cgc; this only
/// keeps a mistake from exhausting the stack).
const MAX_CALL_DEPTH: usize = 64;

/// What the target can do that changes how constructs are lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capabilities {
    pub stage: Stage,
    /// `CMP` exists (fragment programs): selects use it.
    pub has_cmp: bool,
    pub has_sin_cos: bool,
    pub has_xpd: bool,
    pub has_pow: bool,
    pub has_exp_log: bool,
    /// `FRC`/`FLR` exist (vp20 has neither: `EXP`'s `y` is the fraction).
    pub has_frc_flr: bool,
    /// `SSG` exists (VP2.0): `sign` is one instruction.
    pub has_ssg: bool,
    /// `SEQ`/`SNE` exist (VP2.0): `x != x` is one instruction.
    pub has_seq_sne: bool,
    /// Instructions take `_SAT`.
    pub has_saturate: bool,
    /// The profile branches (vp30): loops with run-time trip counts stay loops.
    pub branches: bool,
    /// `-unroll`: where the profile branches, unroll a loop or keep it.
    pub unroll: Flatten,
    /// `-ifcvt`: where the profile branches, if-convert an `if` or branch.
    pub ifcvt: Flatten,
}

/// What `-unroll` / `-ifcvt` ask of a construct that a branching profile can
/// lower either straight (unrolled, if-converted) or with branches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Flatten {
    /// Whichever lowering is shorter (cgc's default).
    #[default]
    Cheaper,
    /// `all`: straight whenever it can be.
    Always,
    /// `none`: branches whenever they can be used.
    Never,
    /// `count=N`: straight when that takes fewer than N instructions.
    Below(u32),
}

impl Flatten {
    /// Whether to keep the straight lowering of `straight_size` instructions
    /// over a branching one of `branched_size`.
    fn prefers_straight(self, straight_size: usize, branched_size: usize) -> bool {
        match self {
            Flatten::Cheaper => straight_size <= branched_size,
            Flatten::Always => true,
            Flatten::Never => false,
            Flatten::Below(count) => straight_size < count as usize,
        }
    }
}

/// The lowered program and its parameter description.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub program: ir::Program,
    pub interface: ProgramInterface,
}

/// Where `#pragma pack_matrix` switches the storage of uniform matrices
/// declared after it: row by row (the default) or column by column.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatrixPacking {
    /// `(offset in the checked text, column-major from there on)`, in order.
    pub switches: Vec<(u32, bool)>,
}

impl MatrixPacking {
    /// Whether a matrix declared at `span` is stored column by column.
    fn column_major(&self, span: Span) -> bool {
        self.switches
            .iter()
            .rev()
            .find(|(at, _)| *at <= span.start)
            .is_some_and(|&(_, column_major)| column_major)
    }
}

/// Lowers the entry function of `program` with row-major uniform matrices.
pub fn lower(program: &hir::Program, caps: Capabilities) -> Result<Lowered, Vec<Diagnostic>> {
    lower_packed(program, caps, MatrixPacking::default())
}

/// Lowers the entry function of `program`, storing uniform matrices as
/// `packing` says.
pub fn lower_packed(
    program: &hir::Program,
    caps: Capabilities,
    packing: MatrixPacking,
) -> Result<Lowered, Vec<Diagnostic>> {
    let Some(entry) = program.entry else {
        return Err(vec![Diagnostic::error(3001, None, "no program defined")]);
    };
    let mut lowerer = Lowerer {
        hir: program,
        ir: ir::Program::new(caps.stage),
        caps,
        globals: BTreeMap::new(),
        glstate: BTreeMap::new(),
        frames: Vec::new(),
        path: Vec::new(),
        interface: ProgramInterface {
            entry: program.function(entry).name.clone(),
            parameters: Vec::new(),
            uniform_objects: Vec::new(),
        },
        outputs: BTreeMap::new(),
        materialized: Vec::new(),
        flow: flow::Flow::default(),
        comparisons: Vec::new(),
        autobind: autobind::AutoBind::default(),
        address: None,
        vector_indexes: 0,
        truncations: Vec::new(),
        semantic_arguments: Vec::new(),
        packing,
        steps: 0,
    };
    match lowerer.lower_entry(entry) {
        Ok(()) => {
            lowerer.finish_flow();
            lowerer.bind_inputs().map_err(|error| vec![error])?;
            lowerer.keep_semantic_argument_inputs();
            stdlib::unify_shadow_targets(&mut lowerer.ir);
            Ok(Lowered {
                program: lowerer.ir,
                interface: lowerer.interface,
            })
        }
        Err(error) => Err(vec![error]),
    }
}

type R<T> = Result<T, Diagnostic>;

/// cgc's code for constructs a profile cannot do.
const UNSUPPORTED: u32 = 5051;

fn unsupported(span: Span, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(UNSUPPORTED, span, format!("{what} is not supported yet"))
}

/// A variable of a frame, or a control-flow flag merged like one. Ordered, so
/// that merges visit variables in a fixed order and the output is deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Var {
    Local(LocalId),
    Param(u32),
    /// The value returned so far.
    Return,
    /// 1 once a `return` ran.
    Returned,
    /// 1 once a `break` of the loop at this depth ran.
    Broken(u32),
    /// 1 once a `continue` of the loop at this depth ran (this iteration).
    Continued(u32),
}

impl Var {
    fn is_flag(self) -> bool {
        matches!(self, Var::Returned | Var::Broken(_) | Var::Continued(_))
    }
}

/// The flags of `env`: they sort after every variable, so looking at them
/// costs nothing per local (the lowering asks at every statement).
fn flags(env: &BTreeMap<Var, Value>) -> impl Iterator<Item = (&Var, &Value)> {
    env.range(Var::Returned..)
}

/// One inlined function activation.
struct Frame<'p> {
    body: &'p hir::Body,
    env: BTreeMap<Var, Value>,
    /// The running view (straight-line profiles): for variables whose value
    /// differs there, the value they have where no `break` or `return` has
    /// run yet. Every statement that still runs runs in that world, so reads
    /// take these values; `env` keeps the true value for after the loop or
    /// the call. This keeps loop counters constant after a run-time `break`,
    /// so that the loop still unrolls. `continue` is not assumed away: a
    /// `continue`d iteration still reaches the step.
    running: BTreeMap<Var, Value>,
    loop_depth: u32,
    /// The caller's exit condition when the call was made: effects outside the
    /// frame (globals, `discard`) are guarded by it too.
    inherited_guard: Comp,
    /// The struct held by each variable of interface type: member functions
    /// called through the interface run that struct's implementation.
    concrete: BTreeMap<Var, crate::sema::types::StructId>,
}

struct Lowerer<'p> {
    hir: &'p hir::Program,
    ir: ir::Program,
    caps: Capabilities,
    globals: BTreeMap<GlobalId, Value>,
    frames: Vec<Frame<'p>>,
    /// Run-time conditions of the enclosing if-converted branches (0/1 values).
    path: Vec<Comp>,
    interface: ProgramInterface,
    /// IR outputs by semantic.
    outputs: BTreeMap<String, ir::OutputId>,
    /// Temporaries holding copies of component lists ([`build`] reuses them).
    materialized: Vec<(value::Vector, ir::VReg)>,
    /// Blocks finished before the one being built (vp30 loops).
    flow: flow::Flow,
    /// Results of `SLT`/`SGE` with their opcode and operands.
    comparisons: Vec<(Comp, ir::Opcode, Comp, Comp)>,
    /// Varyings written without a semantic, bound after lowering.
    autobind: autobind::AutoBind,
    /// The index and the rows per element the latest `ARL` of the block
    /// being built loaded into `A0.x` (a register the block has read keeps
    /// its value until the block ends: carried registers change only at
    /// block ends); `None` where unknown.
    address: Option<(Comp, usize)>,
    /// Vectors indexed with a run-time value so far (each a chain of
    /// selects): a loop that needs them is kept only where it cannot be
    /// unrolled, as cgc does.
    vector_indexes: u32,
    /// Results of float-to-int truncations with their float operand, so that
    /// an array index hands `ARL` the float as cgc does (straight-line
    /// profiles only: vp30 loops rewrite registers behind such a pair).
    truncations: Vec<(Comp, Comp)>,
    /// Components of the values passed to helper parameters that carry a
    /// semantic (`float4 f(float3 h : TEXCOORD3)`): cgc keeps the registers
    /// of the varying inputs they were computed from, read or not.
    semantic_arguments: Vec<Comp>,
    packing: MatrixPacking,
    /// Loop iterations unrolled and calls inlined so far, tried lowerings
    /// included (bounded by [`MAX_LOWERING_STEPS`]).
    steps: usize,
    /// The value of each `glstate` member by ARB state name
    /// (`state.matrix.mvp`), when the program reads glstate ([`entry`]).
    glstate: BTreeMap<String, Value>,
}

impl<'p> Lowerer<'p> {
    /// Counts one unrolled iteration or inlined call at `span` against the
    /// program's budgets, so that no input makes lowering run or grow
    /// without bound.
    fn spend_step(&mut self, span: Span) -> R<()> {
        self.steps += 1;
        if self.steps > MAX_LOWERING_STEPS {
            return Err(Diagnostic::error(
                UNSUPPORTED,
                span,
                format!(
                    "program too large: more than {MAX_LOWERING_STEPS} loop iterations \
                     unrolled and calls inlined in all"
                ),
            ));
        }
        if self.ir.instruction_count() > MAX_LOWERED_INSTRUCTIONS {
            return Err(Diagnostic::error(
                UNSUPPORTED,
                span,
                format!(
                    "program too large: more than {MAX_LOWERED_INSTRUCTIONS} instructions \
                     before optimization"
                ),
            ));
        }
        Ok(())
    }

    fn frame(&self) -> &Frame<'p> {
        self.frames
            .last()
            .expect("lowering always runs inside a frame")
    }

    fn frame_mut(&mut self) -> &mut Frame<'p> {
        self.frames
            .last_mut()
            .expect("lowering always runs inside a frame")
    }

    fn body(&self) -> &'p hir::Body {
        self.frame().body
    }

    /// The value of an unwritten variable of type `ty`.
    fn undef(&self, ty: Type) -> Value {
        if let Some(element) = ty.element() {
            let count = ty.array_len().unwrap_or(0) as usize;
            return Value::Aggregate(vec![self.undef(element); count]);
        }
        match ty.base {
            Base::Scalar(_) => Value::Vector([Comp::Undef].into_iter().collect()),
            Base::Vector(_, n) => Value::Vector((0..n).map(|_| Comp::Undef).collect()),
            Base::Matrix(_, rows, cols) => Value::Aggregate(
                (0..rows)
                    .map(|_| Value::Vector((0..cols).map(|_| Comp::Undef).collect()))
                    .collect(),
            ),
            Base::Struct(id) => Value::Aggregate(
                self.hir
                    .struct_def(id)
                    .fields
                    .iter()
                    .map(|field| self.undef(field.ty))
                    .collect(),
            ),
            _ => Value::Void,
        }
    }

    /// What statements read for `var`: its running value, else its value.
    fn var_value(&self, var: Var) -> Option<&Value> {
        let frame = self.frame();
        frame.running.get(&var).or_else(|| frame.env.get(&var))
    }

    /// Whether `var` gets a running value apart from its true one.
    fn has_running_view(&self, var: Var) -> bool {
        !self.caps.branches && !var.is_flag()
    }

    /// True when a `break` or `return` of this frame certainly ran (not a
    /// `continue`): the running view no longer includes this path.
    fn left_running_view(env: &BTreeMap<Var, Value>) -> bool {
        flags(env)
            .any(|(var, value)| matches!(var, Var::Returned | Var::Broken(_)) && is_true(value))
    }

    /// 1 where a `continue` of this frame ran.
    fn continued_guard(&mut self) -> Comp {
        let flags: Vec<Comp> = flags(&self.frame().env)
            .filter(|(var, _)| matches!(var, Var::Continued(_)))
            .filter_map(|(_, value)| value.as_vector().map(|v| v[0]))
            .collect();
        self.any(&flags)
    }

    /// True when a flag of this frame is certainly set: nothing more runs.
    fn exited(&self) -> bool {
        flags(&self.frame().env).any(|(_, value)| is_true(value))
    }

    /// 1 where this frame's statements no longer run (a flag is set).
    fn local_guard(&mut self) -> Comp {
        let flags: Vec<Comp> = flags(&self.frame().env)
            .filter_map(|(_, value)| value.as_vector().map(|v| v[0]))
            .collect();
        self.any(&flags)
    }

    /// The local guard or the caller's.
    fn full_guard(&mut self) -> Comp {
        let local = self.local_guard();
        let inherited = self.frame().inherited_guard;
        self.any(&[local, inherited])
    }

    /// Logical or of 0/1 components.
    fn any(&mut self, flags: &[Comp]) -> Comp {
        let mut result = Comp::Const(0.0);
        for &flag in flags {
            result = match (result.constant(), flag.constant()) {
                (_, Some(0.0)) => result,
                (Some(0.0), _) => flag,
                (Some(_), _) | (_, Some(_)) => Comp::Const(1.0),
                _ => self.op(ir::Opcode::Max, &[&[result], &[flag]], 1)[0],
            };
        }
        result
    }

    /// Logical and of 0/1 components.
    fn all(&mut self, flags: &[Comp]) -> Comp {
        let mut result = Comp::Const(1.0);
        for &flag in flags {
            result = match (result.constant(), flag.constant()) {
                (_, Some(x)) if x != 0.0 => result,
                (Some(x), _) if x != 0.0 => flag,
                (Some(_), _) | (_, Some(_)) => Comp::Const(0.0),
                _ => self.mul(&[result], &[flag])[0],
            };
        }
        result
    }

    /// `cond ? a : b` over whole values (`cond` a 0/1 scalar or a vector of them).
    fn select_value(&mut self, cond: &[Comp], a: &Value, b: &Value, span: Span) -> R<Value> {
        match (a, b) {
            (Value::Vector(x), Value::Vector(y)) => Ok(Value::Vector(self.select(cond, x, y))),
            (Value::Aggregate(xs), Value::Aggregate(ys)) if xs.len() == ys.len() => {
                let mut out = Vec::with_capacity(xs.len());
                for (x, y) in xs.iter().zip(ys) {
                    out.push(self.select_value(cond, x, y, span)?);
                }
                Ok(Value::Aggregate(out))
            }
            _ if a == b => Ok(a.clone()),
            _ => Err(unsupported(span, "choosing a sampler at run time")),
        }
    }
}

fn is_true(value: &Value) -> bool {
    matches!(value.as_vector().and_then(|v| v[0].constant()), Some(x) if x != 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_sort_after_every_variable() {
        let variables = [
            Var::Local(LocalId(u32::MAX)),
            Var::Param(u32::MAX),
            Var::Return,
        ];
        for variable in variables {
            assert!(!variable.is_flag() && variable < Var::Returned);
        }
        assert!([Var::Returned, Var::Broken(0), Var::Continued(0)]
            .iter()
            .all(|f| f.is_flag()));
    }
}
