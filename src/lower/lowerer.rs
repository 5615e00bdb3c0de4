//! The lowering's state: the [`Lowerer`], whose methods the files of
//! `lower`'s folders define, each for what it lowers (`expr`, `control`,
//! `calls`, `entry`); the budgets it spends; and the helpers they share
//! (frames, guards, selects of whole values, the "not supported"
//! diagnostic).

use super::append_only::SharedMap;
use super::control::blocks::Flow;
use super::entry::copies::Copies;
use super::entry::early_reads::{EarlyReads, StructInput};
use super::entry::global_parts::GlobalParts;
use super::entry::varyings::AutoBind;
use super::frame::{flags, is_true, Frame, Var};
use super::options::Capabilities;
use super::unset::{Origin, UnsetReads};
use super::value::{Comp, CompKey, Derivation, Value, VectorKey};
use crate::diag::Diagnostic;
use crate::interface::ProgramInterface;
use crate::ir;
use crate::sema::hir::{self, FunctionId, GlobalId};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use std::collections::{BTreeMap, HashMap, HashSet};

/// cgc's limit on unrolled loop iterations.
pub const MAX_UNROLL: usize = 4096;

/// The lowering work a whole program may ask for: loop iterations unrolled
/// plus calls inlined, counted across the program (three nested loops of
/// 1,000 iterations are each under [`MAX_UNROLL`], their product is not).
/// Far above what fits a profile's instruction limit.
pub const MAX_LOWERING_STEPS: usize = 1 << 16;

/// The most IR instructions lowering may build before optimization, for
/// any profile (`-po` may raise a profile's instruction limit).
pub const MAX_LOWERED_INSTRUCTIONS: usize = 1 << 18;

/// How many times a profile's instruction limit lowering may build before
/// optimization. Lowering builds what the optimizer removes (copies, dead
/// lanes, common subexpressions): the programs of tests/shaders and
/// corpus-real lower to at most 3.2 times their optimized length (416 IR
/// instructions at most), so 32 times the limit leaves ten times that
/// margin. Beyond it the optimizer's time, not the program, is what grows:
/// a 250,000-instruction lowering took 2 s to optimize into a program a
/// hundred times over the limit.
const LOWERING_LIMIT_FACTOR: usize = 32;

/// The smallest budget, for profiles with small limits (vp20's 128): what
/// arbvp1 and arbfp1 allow, compiled within a fraction of a second.
const MIN_LOWERED_INSTRUCTIONS: usize = 1 << 15;

/// The most IR instructions lowering may build for a profile that allows
/// `max_instructions` (none: [`MAX_LOWERED_INSTRUCTIONS`]).
pub fn lowering_budget(max_instructions: Option<u32>) -> usize {
    max_instructions.map_or(MAX_LOWERED_INSTRUCTIONS, |max| {
        (LOWERING_LIMIT_FACTOR * max as usize)
            .clamp(MIN_LOWERED_INSTRUCTIONS, MAX_LOWERED_INSTRUCTIONS)
    })
}

/// How deep inlined calls may nest (recursion is C5005 before this; this
/// only keeps a mistake from exhausting the stack).
pub(super) const MAX_CALL_DEPTH: usize = 64;

/// What a lowering step returns: its result or the diagnostic that stops it.
pub(super) type R<T> = Result<T, Diagnostic>;

/// cgc's code for constructs a profile cannot do.
pub(super) const UNSUPPORTED: u32 = 5051;

/// cgc's code for an operator the profile has no instructions for (the
/// bitwise operators in the assembly profiles).
pub(super) const NOT_IN_PROFILE: u32 = 5508;

/// The error for a construct at `span` that cgrs cannot lower yet.
pub(super) fn unsupported(span: Span, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(UNSUPPORTED, span, format!("{what} is not supported yet"))
}

/// The lowering of one program: the IR built so far, the inlined frames,
/// and what the stages beside this file keep between statements.
pub(super) struct Lowerer<'p> {
    pub(super) hir: &'p hir::Program,
    pub(super) ir: ir::Program,
    pub(super) caps: Capabilities,
    pub(super) globals: BTreeMap<GlobalId, Value>,
    pub(super) frames: Vec<Frame<'p>>,
    /// Run-time conditions of the enclosing if-converted branches (0/1 values).
    pub(super) path: Vec<Comp>,
    pub(super) interface: ProgramInterface,
    /// The IR output of each output leaf with a semantic, with the
    /// register it names: one per leaf, so that a leaf the program does not
    /// write keeps no register though another leaf names the same one.
    pub(super) outputs: Vec<(String, ir::OutputId)>,
    /// Temporaries holding copies of component lists ([`super::build`] reuses them).
    pub(super) materialized: SharedMap<VectorKey, ir::VReg>,
    /// Blocks finished before the one being built (vp30 loops).
    pub(super) flow: Flow,
    /// How comparisons, sums and selects computed their register components.
    pub(super) derivations: SharedMap<CompKey, Derivation>,
    /// Varyings written without a semantic, bound after lowering.
    pub(super) autobind: AutoBind,
    /// The index and the rows per element the latest `ARL` of the block
    /// being built loaded into `A0.x` (a register the block has read keeps
    /// its value until the block ends: carried registers change only at
    /// block ends); `None` where unknown.
    pub(super) address: Option<(Comp, usize)>,
    /// The run-time index `array[index]` whose rows a constant row index
    /// reads next (`m[i][1]`): cgc reads those rows of a `bool` matrix as
    /// stored, not tested ([`Lowerer::tested_bool_rows`]).
    pub(super) raw_rows_of: Option<(hir::ExprId, hir::ExprId)>,
    /// Vectors read or written with a run-time index so far (each a chain
    /// of selects): a loop that needs them is kept only where it cannot be
    /// unrolled, as cgc does.
    pub(super) vector_indexes: u32,
    /// Uniform array elements read through the address register so far: a
    /// loop that reads them binds the whole array, so whether it is
    /// unrolled is cgc's rule ([`super::control::unroll_size`]), not the shorter code.
    pub(super) relative_reads: u32,
    /// Results of float-to-int truncations with their float operand, so that
    /// an array index hands `ARL` the float as cgc does. Where the profile
    /// branches, a pair holds until its block ends: the end of a loop's block
    /// rewrites the carried registers behind it (see [`Self::finish_block`]).
    pub(super) truncations: Vec<(Comp, Comp)>,
    /// Per function body (by address), the locals some array index reads
    /// with a constant offset (`bones[i + 1]`): their truncations stay, so
    /// that every index of `i` loads the address register alike.
    pub(super) offset_indexed: HashMap<usize, HashSet<hir::LocalId>>,
    /// Branch conditions, vectors stored whole in variables and values
    /// passed to parameters with a semantic: reads that keep the registers
    /// of the varying inputs they were computed from ([`super::entry::early_reads`]).
    pub(super) early_reads: EarlyReads,
    /// The entry's varying struct parameters, by position, whose members
    /// the early reads follow ([`super::entry::member_stores`]).
    pub(super) struct_inputs: BTreeMap<u32, StructInput>,
    /// Partly written vectors of copied structs and their reads.
    pub(super) copies: Copies,
    /// Global varying inputs written in parts ([`super::entry::global_parts`]).
    pub(super) global_parts: GlobalParts,
    /// Loop iterations unrolled and calls inlined so far, tried lowerings
    /// included (bounded by [`MAX_LOWERING_STEPS`]).
    pub(super) steps: usize,
    /// Warnings, each once however often its construct is lowered (an
    /// unrolled loop around it, a construct lowered two ways).
    pub(super) warnings: Vec<Diagnostic>,
    /// Errors cgc reports before the one lowering stops at (a subscript in
    /// the body of a loop it then cannot unroll).
    pub(super) earlier_errors: Vec<Diagnostic>,
    /// Errors cgc reports after the one lowering stops at (each `break` and
    /// `continue` of a loop it cannot unroll).
    pub(super) later_errors: Vec<Diagnostic>,
    /// The value of each `glstate` member by ARB state name
    /// (`state.matrix.mvp`), when the program reads glstate ([`super::entry::parameters`]).
    pub(super) glstate: BTreeMap<String, Value>,
    /// Variables declared without a value and the uses of their components
    /// (cgc's C7050, [`super::unset`]).
    pub(super) unset: UnsetReads,
}

impl<'p> Lowerer<'p> {
    /// The lowering of `program`'s `entry`, nothing lowered yet.
    pub(super) fn new(
        program: &'p hir::Program,
        entry: FunctionId,
        caps: Capabilities,
    ) -> Lowerer<'p> {
        Lowerer {
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
                glsl: Default::default(),
            },
            outputs: Vec::new(),
            materialized: SharedMap::default(),
            flow: Flow::default(),
            derivations: SharedMap::default(),
            autobind: AutoBind::default(),
            address: None,
            raw_rows_of: None,
            vector_indexes: 0,
            relative_reads: 0,
            truncations: Vec::new(),
            offset_indexed: HashMap::new(),
            early_reads: EarlyReads::default(),
            struct_inputs: BTreeMap::new(),
            copies: Copies::default(),
            global_parts: GlobalParts::default(),
            steps: 0,
            warnings: Vec::new(),
            earlier_errors: Vec::new(),
            later_errors: Vec::new(),
            unset: UnsetReads::default(),
        }
    }

    /// Records `warning` unless it was recorded already.
    pub(super) fn warn(&mut self, warning: Diagnostic) {
        if !self.warnings.contains(&warning) {
            self.warnings.push(warning);
        }
    }

    /// Counts one unrolled iteration or inlined call at `span` against the
    /// program's budgets, so that no input makes lowering run or grow
    /// without bound.
    pub(super) fn spend_step(&mut self, span: Span) -> R<()> {
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
        self.check_size(span)
    }

    /// Stops lowering at `span` once the instructions built exceed the
    /// profile's budget ([`lowering_budget`]): after every iteration and
    /// call, and after every statement (a long function of straight-line
    /// code grows the program as much as a loop).
    pub(super) fn check_size(&self, span: Span) -> R<()> {
        let budget = self.caps.max_lowered_instructions;
        if self.lowered_size() > budget {
            return Err(Diagnostic::error(
                UNSUPPORTED,
                span,
                format!("program too large: more than {budget} instructions before optimization"),
            ));
        }
        Ok(())
    }

    pub(super) fn frame(&self) -> &Frame<'p> {
        self.frames
            .last()
            .expect("lowering always runs inside a frame")
    }

    pub(super) fn frame_mut(&mut self) -> &mut Frame<'p> {
        self.frames
            .last_mut()
            .expect("lowering always runs inside a frame")
    }

    pub(super) fn body(&self) -> &'p hir::Body {
        self.frame().body
    }

    /// The value of an unwritten variable of type `ty`.
    pub(super) fn undef(&self, ty: Type) -> Value {
        if let Some(element) = ty.element() {
            let count = ty.array_len().unwrap_or(0) as usize;
            return Value::Aggregate(vec![self.undef(element); count]);
        }
        match ty.base {
            Base::Scalar(_) => Value::Vector([Comp::UNDEF].into_iter().collect()),
            Base::Vector(_, n) => Value::Vector((0..n).map(|_| Comp::UNDEF).collect()),
            Base::Matrix(_, rows, cols) => Value::Aggregate(
                (0..rows)
                    .map(|_| Value::Vector((0..cols).map(|_| Comp::UNDEF).collect()))
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

    /// The value of a variable `name` of type `ty` declared at `span` without
    /// a value: undefined components that remember their leaf.
    pub(super) fn unset(&mut self, ty: Type, name: &str, span: Span) -> Value {
        let origin = Origin {
            span: Some(span),
            output: false,
        };
        self.unset_tree(ty, name, origin)
    }

    /// The starting value of the entry's output `name` declared at `span`:
    /// one that remembers its leaves. In the GLSL profiles, where cgc keeps
    /// the outputs as variables, its warnings have no line (but in glesv
    /// the declaration's); in the assembly profiles an output an operation
    /// reads before the program writes it warns at its declaration
    /// (`out float2 t : TEXCOORD0` then `t += d` or `t.x *= 2`), but one
    /// left unwritten does not ([`UnsetReads::note_output_write`]).
    pub(super) fn unset_output(&mut self, ty: Type, name: &str, span: Span) -> Value {
        let span = match self.caps.glsl {
            Some(naming) => {
                let vertex = self.caps.stage == crate::ir::Stage::Vertex;
                (naming.es && vertex).then_some(span)
            }
            None => Some(span),
        };
        let origin = Origin { span, output: true };
        self.unset_tree(ty, name, origin)
    }

    fn unset_tree(&mut self, ty: Type, name: &str, origin: Origin) -> Value {
        if let Some(element) = ty.element() {
            let count = ty.array_len().unwrap_or(0);
            return Value::Aggregate(
                (0..count)
                    .map(|i| self.unset_tree(element, &format!("{name}[{i}]"), origin))
                    .collect(),
            );
        }
        match ty.base {
            Base::Scalar(_) => self.unset_leaf(name, origin, 1),
            Base::Vector(_, n) => self.unset_leaf(name, origin, n),
            Base::Matrix(_, rows, cols) => Value::Aggregate(
                (0..rows)
                    .map(|row| self.unset_leaf(&format!("{name}[{row}]"), origin, cols))
                    .collect(),
            ),
            Base::Struct(id) => {
                let fields: Vec<(String, Type)> = self
                    .hir
                    .struct_def(id)
                    .fields
                    .iter()
                    .map(|field| (format!("{name}.{}", field.name), field.ty))
                    .collect();
                Value::Aggregate(
                    fields
                        .into_iter()
                        .map(|(name, ty)| self.unset_tree(ty, &name, origin))
                        .collect(),
                )
            }
            _ => self.undef(ty),
        }
    }

    fn unset_leaf(&mut self, name: &str, origin: Origin, width: u8) -> Value {
        self.unset.leaf(name, origin, width)
    }

    /// `join` lowered without noting uses: the value a variable has after a
    /// branch that assigns it on one path only is chosen at run time from
    /// an undefined one, but cgc warns only where that value is used
    /// (the chosen registers carry the unset components:
    /// [`super::unset::UnsetReads::carry`]), not where it is chosen.
    pub(super) fn joining<T>(&mut self, join: impl FnOnce(&mut Self) -> T) -> T {
        let outer = self.unset.begin_join();
        let result = join(self);
        self.unset.end_join(outer);
        result
    }

    /// Notes the unset components of `comps`, read by an instruction or
    /// written to an output.
    pub(super) fn note_unset_reads(&mut self, comps: &[Comp]) {
        self.unset.note(comps);
    }

    /// `value`, of type `ty`, copied by an assignment, an initializer or a
    /// `return`: see [`UnsetReads::forget_unwritten_members`]. The GLSL
    /// profiles copy structs member by member and warn for all of them.
    pub(super) fn copied_whole(&self, ty: Type, mut value: Value) -> Value {
        if ty.is_struct() && !ty.is_array() && self.caps.glsl.is_none() {
            self.unset.forget_unwritten_members(&mut value);
        }
        value
    }

    /// What statements read for `var`: its running value, else its value.
    pub(super) fn var_value(&self, var: Var) -> Option<&Value> {
        let frame = self.frame();
        frame.running.get(&var).or_else(|| frame.env.get(&var))
    }

    /// Whether `var` gets a running value apart from its true one.
    pub(super) fn has_running_view(&self, var: Var) -> bool {
        self.caps.unroll_past_exits && !var.is_flag()
    }

    /// True when a `break` or `return` of this frame certainly ran (not a
    /// `continue`): the running view no longer includes this path.
    pub(super) fn left_running_view(env: &BTreeMap<Var, Value>) -> bool {
        flags(env)
            .any(|(var, value)| matches!(var, Var::Returned | Var::Broken(_)) && is_true(value))
    }

    /// 1 where a `continue` of this frame ran.
    pub(super) fn continued_guard(&mut self) -> Comp {
        let flags: Vec<Comp> = flags(&self.frame().env)
            .filter(|(var, _)| matches!(var, Var::Continued(_)))
            .filter_map(|(_, value)| value.as_vector().map(|v| v[0]))
            .collect();
        self.any(&flags)
    }

    /// True when a flag of this frame is certainly set: nothing more runs.
    pub(super) fn exited(&self) -> bool {
        flags(&self.frame().env).any(|(_, value)| is_true(value))
    }

    /// 1 where this frame's statements no longer run (a flag is set).
    pub(super) fn local_guard(&mut self) -> Comp {
        let flags: Vec<Comp> = flags(&self.frame().env)
            .filter_map(|(_, value)| value.as_vector().map(|v| v[0]))
            .collect();
        self.any(&flags)
    }

    /// The local guard or the caller's.
    pub(super) fn full_guard(&mut self) -> Comp {
        let local = self.local_guard();
        let inherited = self.frame().inherited_guard;
        self.any(&[local, inherited])
    }

    /// Logical or of 0/1 components.
    pub(super) fn any(&mut self, flags: &[Comp]) -> Comp {
        let mut result = Comp::Const(0.0);
        for &flag in flags {
            result = match (result.constant(), flag.constant()) {
                (_, Some(0.0)) => result,
                (Some(0.0), _) => flag,
                (Some(_), _) | (_, Some(_)) => Comp::Const(1.0),
                _ => {
                    let either = self.op(ir::Opcode::Max, &[&[result], &[flag]], 1);
                    self.record(&either, |_| Derivation::Boolean);
                    either[0]
                }
            };
        }
        result
    }

    /// Logical and of 0/1 components.
    pub(super) fn all(&mut self, flags: &[Comp]) -> Comp {
        let mut result = Comp::Const(1.0);
        for &flag in flags {
            result = match (result.constant(), flag.constant()) {
                (_, Some(x)) if x != 0.0 => result,
                (Some(x), _) if x != 0.0 => flag,
                (Some(_), _) | (_, Some(_)) => Comp::Const(0.0),
                _ => {
                    let both = self.mul(&[result], &[flag]);
                    self.record(&both, |_| Derivation::Boolean);
                    both[0]
                }
            };
        }
        result
    }

    /// `cond ? a : b` over whole values (`cond` a 0/1 scalar or a vector of them).
    pub(super) fn select_value(
        &mut self,
        cond: &[Comp],
        a: &Value,
        b: &Value,
        span: Span,
    ) -> R<Value> {
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
