//! The entry function's interface: inputs, uniforms, samplers and outputs, and
//! the [`Parameter`] list the emitter prints as `#var` lines.
//!
//! Order (as cgc prints it): the entry's parameters in order, then global
//! uniforms in declaration order, then the return value. Structs and arrays
//! are flattened into leaves named `param.field` and `param[i]`.

use super::autobind::reached_sources;
use super::defaults;
use super::early_reads::{ReceivedInput, StructInput};
use super::varyings::{Named, NamedInputLeaf};
use crate::diag::Diagnostic;
use crate::interface::{register_index, InoutOutput, Parameter, ParameterKind, WrittenRegister};
use crate::ir::{Dest, InputId, Inst, Opcode, Source, WriteMask};
use crate::lower::calls::stdlib::texture_target;
use crate::lower::frame::{Frame, Var};
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value};
use crate::sema::flatten::Item;
use crate::sema::hir::{
    BlockBinding, Direction, FunctionId, MatrixLayout, RegisterBinding, Semantic, Storage,
    UniformBlock,
};
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;
use std::collections::{BTreeMap, BTreeSet};

/// An output leaf to write when the entry returns: where its value is found.
struct OutputLeaf {
    output: crate::ir::OutputId,
    /// Path of element indices from the root value.
    path: Vec<usize>,
    root: OutputRoot,
    /// The leaf's input value when it is an `inout` parameter: cgc writes
    /// the output only when the function changed the value.
    input: Option<Value>,
    /// For an `inout` leaf: the `#var` line of its input.
    input_parameter: Option<usize>,
    /// The semantic that binds the leaf, if any.
    named: Option<Named>,
}

/// An output leaf of an `out` parameter or return value, found by
/// [`Lowerer::output_leaves`]: its IR output, its path of element indices
/// from the root value, and the semantic that binds it.
struct LeafPath {
    output: crate::ir::OutputId,
    path: Vec<usize>,
    named: Option<Named>,
}

#[derive(Clone, Copy)]
enum OutputRoot {
    Return,
    Param(u32),
    Global(crate::sema::hir::GlobalId),
}

/// How a leaf of the interface is bound.
#[derive(Clone, Copy, PartialEq)]
enum Binding {
    Uniform,
    Input,
    Output,
}

impl Binding {
    /// How an item below one bound `self` is bound: a uniform item (by the
    /// flattening's rule) is a uniform whatever holds it.
    fn of(self, item: &Item) -> Binding {
        if item.uniform {
            Binding::Uniform
        } else {
            self
        }
    }
}

/// Whether cgc 3.1 declares an integer or `bool` uniform leaf as floats
/// (its header prints `float`) and converts what the program reads, as a
/// varying's value is: truncated toward zero, or `> 0` for a `bool`. So it
/// does for a leaf bound to a constant register (`uniform int4 n : C0`,
/// each element of a bound array) and for a one-column matrix (`int4x1`,
/// whose rows are scalars), but not for a wider matrix, bound or not
/// (tests/shaders/fragment/uniforms_read_as_float.cg). An application
/// setting such a uniform through the runtime is told it is a float.
/// An array a vertex program addresses whole (`Self::uniform_array`) is
/// read as declared: cgc converts its elements read at a constant index
/// and not those read through `ARL`, and cgrs reads both alike.
fn reads_float_register(item: &Item) -> bool {
    let ty = item.ty;
    if !matches!(
        ty.scalar_kind(),
        Some(Scalar::Int | Scalar::Unsigned | Scalar::Bool)
    ) {
        return false;
    }
    match ty.base {
        Base::Matrix(_, _, columns) => columns == 1,
        _ => item
            .register
            .as_ref()
            .is_some_and(|binding| !binding.register.starts_with("TEXUNIT")),
    }
}

/// What a uniform object's declaration says of its binding.
struct Declared<'a> {
    semantic: Option<&'a Semantic>,
    register: Option<&'a RegisterBinding>,
    ty: Type,
}

impl<'p> Lowerer<'p> {
    pub(crate) fn lower_entry(&mut self, entry: FunctionId) -> R<()> {
        let function = self.hir.function(entry);
        let Some(body) = function.body.as_ref() else {
            return Err(Diagnostic::error(3001, function.span, "no program defined"));
        };
        let mut env = BTreeMap::new();
        let mut leaves = Vec::new();
        let mut received = Vec::new();
        if reads_glstate(self.hir) {
            self.lower_glstate(function.span);
        }
        for (index, param) in function.params.iter().enumerate() {
            let argument = index as i32;
            let item = Item::parameter(param);
            let binding = if item.uniform {
                Binding::Uniform
            } else if param.direction == Direction::Out {
                Binding::Output
            } else {
                Binding::Input
            };
            let first_leaf = self.interface.parameters.len();
            let value = self.interface_value(&item, binding, argument)?;
            if binding == Binding::Input && !param.direction.writes() {
                received.extend(ReceivedInput::new(param, index, first_leaf, &value));
                if param.ty.is_struct() {
                    let leaves = first_leaf..self.interface.parameters.len();
                    let input = StructInput::new(param, leaves);
                    self.struct_inputs.insert(index as u32, input);
                }
            }
            if binding == Binding::Uniform {
                let default = param
                    .default
                    .and_then(|expr| defaults::constant(body, expr, self.hir.profile));
                let declared = Declared {
                    semantic: param.semantic.as_ref(),
                    register: param.register.as_ref(),
                    ty: param.ty,
                };
                self.uniform_object(first_leaf, &param.name, argument, declared, default);
            }
            if param.direction.writes() {
                // cgc lists an `inout` parameter by its inputs only.
                let inout = binding == Binding::Input;
                let mut paths = Vec::new();
                self.output_leaves(&item, (argument, !inout), &mut Vec::new(), &mut paths)?;
                // The input and output walks meet the varying leaves in the
                // same order, a matrix row by row: the k-th output is the
                // k-th input row.
                let inputs: Vec<usize> = (first_leaf..self.interface.parameters.len())
                    .flat_map(|i| {
                        let leaf = &self.interface.parameters[i];
                        let rows = match leaf.kind {
                            ParameterKind::Input(_) => leaf.varying_rows() as usize,
                            _ => 0,
                        };
                        std::iter::repeat_n(i, rows)
                    })
                    .collect();
                let added = leaves.len();
                leaves.extend(paths.into_iter().enumerate().map(|(k, leaf)| OutputLeaf {
                    input: inout.then(|| leaf_value(value.clone(), &leaf.path)),
                    input_parameter: inout.then(|| inputs.get(k).copied()).flatten(),
                    output: leaf.output,
                    path: leaf.path,
                    root: OutputRoot::Param(index as u32),
                    named: leaf.named,
                }));
                // Each input leaf records the output its value goes back to
                // (a matrix its first row's), for the runtime's reflection.
                for leaf in &leaves[added..] {
                    let input = leaf.input_parameter;
                    if let Some(parameter) =
                        input.and_then(|i| self.interface.parameters.get_mut(i))
                    {
                        let semantic = leaf.named.as_ref().and(parameter.semantic.clone());
                        parameter.inout_output.get_or_insert(InoutOutput {
                            output: leaf.output,
                            semantic,
                        });
                    }
                }
            }
            if binding != Binding::Uniform && !param.ty.is_array() && param.ty.is_struct() {
                self.varying_object(first_leaf, &item, argument);
            }
            env.insert(Var::Param(index as u32), value);
        }
        self.lower_globals(&mut leaves)?;
        if !function.return_ty.is_void() {
            let mut paths = Vec::new();
            let item = Item::return_value(function);
            self.output_leaves(&item, (-1, true), &mut Vec::new(), &mut paths)?;
            leaves.extend(paths.into_iter().map(|leaf| OutputLeaf {
                output: leaf.output,
                path: leaf.path,
                root: OutputRoot::Return,
                input: None,
                input_parameter: None,
                named: leaf.named,
            }));
        }
        env.insert(Var::Return, self.undef(function.return_ty));
        env.insert(Var::Returned, Value::scalar(Comp::Const(0.0)));
        self.frames.push(Frame {
            body,
            env,
            running: BTreeMap::new(),
            loop_depth: 0,
            inherited_guard: Comp::Const(0.0),
            path_start: self.path.len(),
            concrete: BTreeMap::new(),
            copied: BTreeMap::new(),
            rewritten: BTreeMap::new(),
            in_place: BTreeMap::new(),
            stored: BTreeMap::new(),
        });
        // Outputs written from `Return` and the out parameters only: an
        // early `return` may branch to the end.
        let exit_slots = if leaves
            .iter()
            .any(|l| matches!(l.root, OutputRoot::Global(_)))
        {
            Vec::new()
        } else {
            self.returned_slots(function)
        };
        self.open_function_exit(exit_slots);
        self.block(&body.root)?;
        self.join_function_exits();
        self.thaw_current_block();
        let frame = self
            .frames
            .pop()
            .ok_or_else(|| unsupported(function.span, "this entry"))?;
        self.keep_assigned_inputs(received, &frame.env);
        // cgc's front end reads a global varying written in parts as its
        // input (super::global_parts); the GLSL profiles keep it a variable.
        if self.caps.glsl.is_none() {
            let kept: Vec<usize> = self.global_parts.kept_leaves().collect();
            for leaf in kept {
                self.keep_input_register(Some(leaf));
            }
        }
        let values: Vec<Value> = leaves
            .iter()
            .map(|leaf| {
                let root = match leaf.root {
                    OutputRoot::Return => frame.env.get(&Var::Return),
                    OutputRoot::Param(index) => frame.env.get(&Var::Param(index)),
                    OutputRoot::Global(global) => self.globals.get(&global),
                };
                leaf_value(root.cloned().unwrap_or(Value::Void), &leaf.path)
            })
            .collect();
        // An `inout` leaf the function leaves unchanged is written back
        // only if the program reads its input elsewhere (cgc 3.1 copies
        // `inout float4 a` to its output when `a.x` feeds the position, not
        // when `a` is unread or read by dead code: tests/header/175).
        let row_unchanged: Vec<bool> = leaves
            .iter()
            .zip(&values)
            .map(|(leaf, value)| leaf.input.as_ref().is_some_and(|input| input.same(value)))
            .collect();
        // A matrix is written back whole when any row changed (cgc 3.1
        // writes the unchanged rows of `inout float2x4 m : TEXCOORD6` too,
        // tests/header/202): its rows share their `#var` line.
        let unchanged: Vec<bool> = leaves
            .iter()
            .zip(&row_unchanged)
            .map(|(leaf, &unchanged)| {
                unchanged
                    && leaves
                        .iter()
                        .zip(&row_unchanged)
                        .filter(|(other, _)| {
                            leaf.input_parameter.is_some()
                                && other.input_parameter == leaf.input_parameter
                        })
                        .all(|(_, &other)| other)
            })
            .collect();
        let live = if unchanged.contains(&true) {
            let roots = values
                .iter()
                .zip(&unchanged)
                .filter(|(_, &unchanged)| !unchanged)
                .flat_map(|(value, _)| value.components());
            self.live_inputs(roots)
        } else {
            BTreeSet::new()
        };
        let mut writes = Vec::with_capacity(leaves.len());
        for ((leaf, value), unchanged) in leaves.into_iter().zip(values).zip(unchanged) {
            if unchanged && !input_ids(&value).any(|id| live.contains(&id)) {
                continue;
            }
            let mut comps = value.components();
            let assembly = self.caps.glsl.is_none();
            self.unset.note_output_write(&comps, !assembly);
            if assembly
                && comps.iter().all(|&c| c == Comp::UNDEF)
                && self.unset.has_variable(&comps)
            {
                // cgc's assembly writes a variable declared without a value
                // to the output all the same, from a register nothing
                // writes (`MOV result.position, R0;`).
                let reg = self.ir.new_vreg();
                comps = (0..comps.len() as u8)
                    .map(|i| Comp::reg(Source::Temp(reg), i))
                    .collect();
            }
            if comps.iter().any(|&c| c != Comp::UNDEF) {
                writes.push((leaf.output, comps));
                self.keep_input_register(leaf.input_parameter);
                self.autobind.written_named_outputs.extend(leaf.named);
            }
        }
        let written: Vec<_> = writes.iter().map(|(output, _)| *output).collect();
        self.bind_outputs(&written)?;
        for (output, comps) in writes {
            let (output, offset) = self.output_target(output);
            let shifted: Vec<Comp> = std::iter::repeat_n(Comp::UNDEF, offset as usize)
                .chain(comps)
                .collect();
            self.write_output(output, &shifted);
        }
        self.check_position_written()
    }

    /// Keeps the register of the varying input leaf `input_parameter`
    /// whether the program reads it or not: an `inout` varying with a
    /// semantic that the function changes (cgc 3.1 prints `#var float4 t :
    /// $vin.TEXCOORD3 : TEXCOORD3 : 2 : 0`, tests/header/159; one left
    /// unchanged keeps none, tests/shaders/vertex/inout_varyings.cg), or an
    /// input of a partly written struct copy ([`super::copies`]).
    pub(crate) fn keep_input_register(&mut self, input_parameter: Option<usize>) {
        let Some(leaf) = input_parameter.and_then(|i| self.interface.parameters.get_mut(i)) else {
            return;
        };
        if leaf.semantic.is_some() {
            leaf.register_kept = true;
        } else if let ParameterKind::Input(id) = leaf.kind {
            // Without a semantic, the input is bound as if read (`inout
            // float4 b` written and unread: `#var float4 b : $vin.ATTR1 :
            // ATTR1 : 2 : 0`, tests/header/175).
            leaf.register_kept = true;
            self.autobind.kept_inputs.insert(id);
        }
    }

    /// Keeps the registers of the `received` inputs whose leaves the entry
    /// changed, and notes the values they end with in `env` as roots of the
    /// early reads ([`super::early_reads`]).
    fn keep_assigned_inputs(&mut self, received: Vec<ReceivedInput>, env: &BTreeMap<Var, Value>) {
        for input in received {
            let Some(last) = env.get(&Var::Param(input.param())) else {
                continue;
            };
            for (leaf, value) in input.changed(last) {
                self.keep_input_register(Some(leaf));
                for comp in value.components() {
                    self.early_reads.note_root(comp);
                }
            }
        }
    }

    /// The varying inputs some chain of instructions leads from to `roots`
    /// or to an instruction writing no temporary (an output, a kill) or a
    /// branch condition, over every block lowered so far. The walk ignores
    /// control flow: each definition of a temporary counts.
    fn live_inputs(&self, roots: impl Iterator<Item = Comp>) -> BTreeSet<InputId> {
        let frozen = self.flow.blocks.clone().into_blocks();
        let seeds = roots
            .filter_map(|comp| match comp {
                Comp::Reg { source, .. } => Some(source),
                _ => None,
            })
            .collect();
        reached_sources(frozen.iter().chain(&self.ir.blocks), seeds, true).1
    }

    /// A vertex program must write its position (cgc's C6014).
    fn check_position_written(&self) -> R<()> {
        let Some(position) = self.caps.position_output else {
            return Ok(());
        };
        if self.caps.stage != crate::ir::Stage::Vertex {
            return Ok(());
        }
        let written = self.ir.blocks.iter().flat_map(|b| &b.insts).any(|inst| {
            matches!(inst.dest.map(|d| d.reg), Some(crate::ir::DestReg::Output(id))
                if is_position(&self.ir.outputs[id.0 as usize].semantic))
        });
        if written {
            Ok(())
        } else {
            Err(Diagnostic::error(
                6014,
                None,
                format!("Required output '{position}' not written"),
            ))
        }
    }

    /// `glstate` becomes one state-bound uniform per leaf, listed before the
    /// entry's parameters as cgc lists it (`#semantic glstate : state`, then
    /// every leaf, used or not, in its order); state bindings are never
    /// stored by columns.
    fn lower_glstate(&mut self, span: Span) {
        self.list_uniform_object("glstate".to_string(), -1, Some("state".to_string()));
        for var in crate::sema::glstate::vars() {
            let storage = MatrixStorage::of(var.ty, false);
            let uniform = self.ir.add_uniform(storage.registers());
            let semantic = Semantic {
                name: var.state.to_string(),
                written: var.state.to_string(),
                interpolation: None,
                span,
            };
            self.push_parameter(
                self.hir.type_name(var.ty),
                var.name,
                (Some(&semantic), false),
                ParameterKind::Uniform(uniform),
                -1,
            );
            self.glstate
                .insert(var.state.to_string(), storage.value(uniform, 0));
        }
    }

    /// Global uniforms become parameters; statics are initialised; varying
    /// globals become inputs and outputs.
    fn lower_globals(&mut self, leaves: &mut Vec<OutputLeaf>) -> R<()> {
        let hir = self.hir;
        for (index, global) in hir.globals.iter().enumerate() {
            let id = crate::sema::hir::GlobalId(index as u32);
            let first_leaf = self.interface.parameters.len();
            // A `const` global is a uniform whose initial value cgc folds
            // into a constant when it can (as it would print it as the
            // uniform's `#default`); otherwise it stays a uniform without a
            // default (`const float k = sin(0.5) * 2.0;`, `const int k = 7 %
            // 0;`, tests/header/377). An array or struct is folded whole:
            // cgc makes as many of its last leaves uniforms as it could
            // not fold and gives the first ones the folded values, which
            // misplaces them (`{ sin(0.5) * 2, 1 }` reads 1 as k[0]).
            let folds = |init| {
                global.ty.is_array()
                    || global.ty.is_struct()
                    || defaults::constant(&hir.global_inits, init, self.hir.profile).is_some()
            };
            let folded_constant = global.storage == Storage::Uniform
                && global.is_const
                && !global.declared_uniform
                && global.init.is_some_and(folds);
            let storage = if folded_constant {
                self.folded_constant_aggregate(global);
                Storage::Static
            } else {
                global.storage
            };
            let item = Item::global(global);
            let value = match storage {
                Storage::Uniform => self.interface_value(&item, Binding::Uniform, -1)?,
                Storage::VaryingIn => {
                    if !global.ty.is_array() && !global.ty.is_struct() {
                        self.global_parts.track(id, first_leaf);
                    }
                    self.interface_value(&item, Binding::Input, -1)?
                }
                Storage::VaryingOut => {
                    let mut paths = Vec::new();
                    self.output_leaves(&item, (-1, true), &mut Vec::new(), &mut paths)?;
                    leaves.extend(paths.into_iter().map(|leaf| OutputLeaf {
                        output: leaf.output,
                        path: leaf.path,
                        root: OutputRoot::Global(id),
                        input: None,
                        input_parameter: None,
                        named: leaf.named,
                    }));
                    self.undef(global.ty)
                }
                Storage::Static => match global.init {
                    Some(init) => self.global_init(init)?,
                    None => zero_of(&self.undef(global.ty)),
                },
            };
            if let (Storage::Uniform, Some(block)) = (storage, &global.block) {
                self.block_member(first_leaf, &global.name, block);
            } else if storage == Storage::Uniform {
                let default = global
                    .init
                    .and_then(|expr| defaults::constant(&hir.global_inits, expr, self.hir.profile));
                let declared = Declared {
                    semantic: global.semantic.as_ref(),
                    register: global.register.as_ref(),
                    ty: global.ty,
                };
                self.uniform_object(first_leaf, &global.name, -1, declared, default);
            }
            self.globals.insert(id, value);
        }
        Ok(())
    }

    /// A global `const` array or struct with an initialiser (`const float
    /// k[] = {..}`, `const S s = {..}`, not `static`) is folded like a
    /// static, yet cgc still prints a `#semantic k` line for it (no `#var`),
    /// used or not; not for a const scalar, vector or matrix (tests/header/148
    /// and 216).
    fn folded_constant_aggregate(&mut self, global: &crate::sema::hir::Global) {
        if global.ty.is_array() || global.ty.is_struct() {
            self.list_uniform_object(global.name.clone(), -1, None);
        }
    }

    /// Records a uniform object whose leaves start at `first_leaf`: its
    /// `#semantic` line, its explicit register (which binds the first leaf),
    /// the semantic its leaves print, and its default value split over them.
    fn uniform_object(
        &mut self,
        first_leaf: usize,
        name: &str,
        argument: i32,
        declared: Declared,
        default: Option<Vec<crate::interface::ConstantPart>>,
    ) {
        let written = declared
            .register
            .map(|r| r.written.clone())
            .or_else(|| declared.semantic.map(|s| s.written.clone()));
        self.list_uniform_object(name.to_string(), argument, written.clone());
        let leaves = first_leaf..self.interface.parameters.len();
        let is_struct = declared.ty.is_struct();
        self.bind_uniform_leaves(leaves, written, declared.register, is_struct);
        if let Some(values) = default {
            defaults::distribute(&mut self.interface.parameters[first_leaf..], &values);
        }
    }

    /// A global of a named uniform block (`uniform Name { float4 k; };`,
    /// tests/header/147 and 369): cgc prints one `#semantic` line for the
    /// block (`Name : BUFFER[0]`, `Name.inst : BUFFER[1]` for an instance)
    /// with its binding, numbered or written. Each member that is one
    /// scalar, vector or matrix shows the binding, but for an instance
    /// bound explicitly, whose members print none as a bound struct's do;
    /// a written register binds the instance's leaves from there and every
    /// member of a block without an instance to the register itself.
    fn block_member(&mut self, first_leaf: usize, name: &str, block: &UniformBlock) {
        let written = block.binding.printed();
        let object = if block.instance {
            format!("{}.{name}", block.name)
        } else {
            block.name.clone()
        };
        let listed =
            self.interface.uniform_objects.last().is_some_and(|last| {
                last.name == object && last.semantic.as_ref() == Some(&written)
            });
        if !listed {
            self.list_uniform_object(object, -1, Some(written.clone()));
        }
        let register = match &block.binding {
            BlockBinding::Written { register, .. } => register.as_ref(),
            BlockBinding::Numbered(_) => None,
        };
        let leaves = first_leaf..self.interface.parameters.len();
        self.bind_uniform_leaves(leaves, None, register, true);
        let bound_instance =
            block.instance && matches!(block.binding, BlockBinding::Written { .. });
        if bound_instance {
            return;
        }
        // The binding shows on a member that is one scalar, vector or
        // matrix; a struct member's leaves (even a single one, as in
        // tests/field/014) and array elements print none.
        for leaf in &mut self.interface.parameters[first_leaf..] {
            let member = if block.instance {
                member_root(&leaf.name, name)
            } else {
                name
            };
            if leaf.name == member {
                leaf.semantic = Some(written.clone());
            }
        }
    }

    /// A varying parameter holding uniform members (`prev PASS1` with
    /// `uniform float2 texture_size`): cgc prints a `#semantic` line for it
    /// as for a uniform object (`#semantic main.PASS1`), not for an array of
    /// such structs (tests/header/138); the line shows the struct's semantic
    /// or register (tests/header/156). A texture unit written on a varying
    /// struct (`prev PASSPREV3 : TEXUNIT1`, emulator shader packs) binds its
    /// samplers to consecutive units from there, as on a uniform struct, and
    /// its other members stay varyings (tests/header/151).
    fn varying_object(&mut self, first_leaf: usize, item: &Item, argument: i32) {
        let holds_uniforms = self.interface.parameters[first_leaf..].iter().any(|leaf| {
            matches!(
                leaf.kind,
                ParameterKind::Uniform(_)
                    | ParameterKind::UniformElement(..)
                    | ParameterKind::Sampler(_)
            )
        });
        if !holds_uniforms {
            return;
        }
        let register = item.register.as_ref();
        let written = register
            .map(|r| r.written.clone())
            .or_else(|| item.semantic.as_ref().map(|s| s.written.clone()));
        self.list_uniform_object(item.name.clone(), argument, written);
        let Some(first) = register.and_then(|r| register_index(&r.register)) else {
            return;
        };
        let samplers = self.interface.parameters[first_leaf..]
            .iter_mut()
            .filter(|leaf| matches!(leaf.kind, ParameterKind::Sampler(_)))
            .filter(|leaf| leaf.register.is_none());
        let written = register.map(|r| WrittenRegister {
            first,
            span: r.span,
        });
        for (unit, leaf) in (first..).zip(samplers) {
            leaf.register = Some(unit);
            leaf.written_register = written;
        }
    }

    /// Lists an object for the header's `#semantic` lines.
    fn list_uniform_object(&mut self, name: String, argument: i32, semantic: Option<String>) {
        self.interface
            .uniform_objects
            .push(crate::interface::UniformObject {
                name,
                argument,
                semantic,
            });
    }

    /// Binds the uniform leaves from `first_leaf` on to an object's explicit
    /// register and gives them the semantic the header prints (`written`);
    /// leaves a member's own register bound already keep theirs
    /// (`sampler2D s : TEXUNIT3` in a struct, tests/header/138).
    fn bind_uniform_leaves(
        &mut self,
        leaves: std::ops::Range<usize>,
        written: Option<String>,
        register: Option<&RegisterBinding>,
        is_struct: bool,
    ) {
        let all = &mut self.interface.parameters[leaves];
        let shown = !is_struct
            && (all.len() == 1
                || all
                    .iter()
                    .all(|p| matches!(p.kind, ParameterKind::Sampler(_))));
        let mut leaves: Vec<_> = all
            .iter_mut()
            .filter(|leaf| leaf.register.is_none())
            .collect();
        // A bound struct or array takes consecutive slots from its register
        // (`uniform L l : C10` puts `l.b` at c[11], tests/header/132); every
        // element of a bound sampler array takes the unit itself (cgc 3.1
        // samples `texture[3]` for each element, tests/header/133), while
        // the samplers of a bound struct take consecutive units
        // (tests/header/151). A texture unit binds no other value: a vector
        // written `: TEXUNIT5` (accepted in the vertex profiles) takes the
        // next free constant register, as unbound (tests/header/164).
        if let Some((first, binding)) =
            register.and_then(|r| Some((register_index(&r.register)?, r)))
        {
            let texture_unit = binding.register.starts_with("TEXUNIT");
            let written = Some(WrittenRegister {
                first,
                span: binding.span,
            });
            let mut next = first;
            let mut next_unit = first;
            for leaf in &mut leaves {
                if matches!(leaf.kind, ParameterKind::Sampler(_)) {
                    leaf.register = texture_unit.then_some(next_unit);
                    leaf.written_register = written.filter(|_| texture_unit);
                    next_unit += u32::from(is_struct);
                    continue;
                }
                if texture_unit {
                    continue;
                }
                leaf.register = Some(next);
                leaf.written_register = written;
                next += crate::interface::matrix_rows(&leaf.type_name).unwrap_or(1);
            }
        }
        // cgc prints the binding on the leaf when the object is one leaf, and
        // on every element of a sampler array; members of a struct print
        // their own semantic only, elements of a numeric array none.
        if shown {
            for leaf in leaves {
                leaf.semantic = written.clone();
            }
        }
    }

    /// Evaluates a global initializer in a frame over the initializer arena.
    fn global_init(&mut self, init: crate::sema::hir::ExprId) -> R<Value> {
        self.frames.push(Frame {
            body: &self.hir.global_inits,
            env: BTreeMap::new(),
            running: BTreeMap::new(),
            loop_depth: 0,
            inherited_guard: Comp::Const(0.0),
            path_start: self.path.len(),
            concrete: BTreeMap::new(),
            copied: BTreeMap::new(),
            rewritten: BTreeMap::new(),
            in_place: BTreeMap::new(),
            stored: BTreeMap::new(),
        });
        let value = self.expr(init);
        self.frames.pop();
        value
    }

    /// The value of an interface item, registering its leaves.
    fn interface_value(&mut self, item: &Item, binding: Binding, argument: i32) -> R<Value> {
        let ty = item.ty;
        if binding == Binding::Output {
            return Ok(self.unset_output(ty, &item.name, item.span));
        }
        if let Some(element) = ty.element() {
            let count = ty.array_len().unwrap_or(0);
            if count == 0 && binding == Binding::Uniform {
                // An unsized uniform array has no elements (its `.length` is
                // 0), but cgc lists it as one unreferenced element `v[0]`
                // (tests/header/262).
                self.interface_value(&item.element(self.hir, 0), binding, argument)?;
                return Ok(Value::Aggregate(Vec::new()));
            }
            let vector_element = !element.is_array()
                && matches!(
                    element.base,
                    Base::Scalar(_) | Base::Vector(..) | Base::Matrix(..)
                );
            // One uniform of `count` rows, which relative addressing reads.
            let addressable = binding == Binding::Uniform && self.caps.relative_addressing;
            if addressable && vector_element {
                return Ok(self.uniform_array(item, count, argument));
            }
            if addressable && self.is_vector_struct(element) {
                return Ok(self.uniform_struct_array(item, count, argument));
            }
            if addressable && self.addressed_array_of_arrays(ty) {
                return Ok(self.uniform_nested_array(item, count, argument));
            }
            let mut items = Vec::with_capacity(count as usize);
            for i in 0..count {
                let element = item.element(self.hir, i);
                items.push(self.interface_value(&element, binding, argument)?);
            }
            return Ok(Value::Aggregate(items));
        }
        let type_name = self.hir.type_name(ty);
        match ty.base {
            Base::Struct(_) => {
                let members = item.members(self.hir);
                let mut items = Vec::with_capacity(members.len());
                for (_, member) in &members {
                    items.push(self.member_value(member, binding, argument)?);
                }
                Ok(Value::Aggregate(items))
            }
            Base::Sampler(kind, _) => {
                let sampler = self.ir.add_sampler(texture_target(kind));
                self.parameter(type_name, item, ParameterKind::Sampler(sampler), argument);
                Ok(Value::Sampler(sampler))
            }
            Base::Scalar(_) | Base::Vector(..) | Base::Matrix(..) => {
                if binding == Binding::Input {
                    let first = self.ir.inputs.len();
                    let value = self.varying_input(item, argument)?;
                    if self.reads_integer_attributes(ty, first) {
                        return Ok(value);
                    }
                    return self.varying_as_declared(value, ty, item.span);
                }
                let storage = MatrixStorage::of(ty, Self::column_major(item.layout));
                let uniform = self.ir.add_uniform(storage.registers());
                let kind = ParameterKind::Uniform(uniform);
                self.stored_parameter(&storage, item, kind, argument);
                let value = storage.value(uniform, 0);
                // GLSL declares the uniform with its own type (`uniform ivec4`).
                if self.caps.glsl.is_none() && reads_float_register(item) {
                    return self.varying_as_declared(value, ty, item.span);
                }
                Ok(value)
            }
            // CgFX `string` uniforms and program objects hold no register:
            // cgc lists them with no resource (`#var string name :  :  : -1 :
            // 0`, `#var  vs :  :  : -1 : 0`, tests/header/198).
            Base::String | Base::Program => {
                self.parameter(type_name, item, ParameterKind::Object, argument);
                Ok(Value::Void)
            }
            // The elements of an array of void (`uniform void u[2]`), which
            // sema lets through as cgc does: listed with no type (`#var
            // <none> u[0] :  :  : 1 : 0`, conformance table, types).
            Base::Void => {
                self.parameter("<none>".to_string(), item, ParameterKind::Object, argument);
                Ok(Value::Void)
            }
            Base::Pointer => Ok(Value::Void),
            _ => Err(unsupported(
                item.span,
                format!("a parameter of type {type_name}"),
            )),
        }
    }

    /// Whether the integer leaf of type `ty` whose rows are the IR inputs
    /// added from `first` on reads integer attributes: GLSL declares every
    /// row with the leaf's integer type ([`crate::profile::Profile::integer_input`]:
    /// `attribute ivec4 ATTR3;`), so the value is an integer already and
    /// takes no conversion. A `bool` leaf never does (GLSL has no `bool`
    /// attributes), nor one bound later (no semantic: its register is not
    /// known yet; the GLSL program converts the integer it reads then, to
    /// the same value).
    fn reads_integer_attributes(&self, ty: Type, first: usize) -> bool {
        if !matches!(ty.scalar_kind(), Some(Scalar::Int | Scalar::Unsigned)) {
            return false;
        }
        let rows = &self.ir.inputs[first.min(self.ir.inputs.len())..];
        !rows.is_empty()
            && rows
                .iter()
                .all(|input| self.hir.profile.integer_input(&input.semantic).is_some())
    }

    /// The value of a varying input leaf, a scalar, vector or matrix,
    /// registering its inputs: one register, or one per row of a matrix,
    /// its semantic counted on row by row (`float3x4 m : TEXCOORD1` reads
    /// TEXCOORD1 to TEXCOORD3 and is one `#var` line, `TEXCOORD1, 3`, as
    /// cgc 3.1 binds it in every profile, tests/header/201).
    fn varying_input(&mut self, item: &Item, argument: i32) -> R<Value> {
        let type_name = self.hir.type_name(item.ty);
        let (rows, cols) = varying_shape(item.ty);
        // Without a semantic, cgc binds the input once it knows whether the
        // program reads it (autobind).
        // So does a semantic the profile binds that way (arbfp1's
        // `POINTCOORD`), listed as written unless derived from a struct's or
        // array's, and one it does not know on a matrix, listed as written.
        let written = item;
        let item = &item.bound_as_varying(self.hir, false);
        let autobound = item.semantic.as_ref().filter(|semantic| {
            self.hir.profile.autobinds_input(&semantic.name)
                && crate::profile::semantic_parts(&semantic.name).1.is_empty()
        });
        let semantic = match &item.semantic {
            Some(semantic) if autobound.is_none() => semantic,
            _ => {
                let first = self.pending_input((rows, cols), &item.name, item.span);
                let kind = ParameterKind::Input(first);
                if (autobound.is_some() && !item.derived)
                    || written.binds_without_semantic(self.hir, false)
                {
                    self.parameter_keeping_semantic(type_name, written, kind, argument);
                } else {
                    self.parameter(type_name, item, kind, argument);
                }
                let values = (0..rows).map(|row| input_row(InputId(first.0 + row), cols));
                return Ok(match item.ty.base {
                    Base::Matrix(..) => Value::Aggregate(values.collect()),
                    _ => input_row(first, cols),
                });
            }
        };
        let registers = self.row_registers(semantic, rows, false);
        let mut values = Vec::with_capacity(rows as usize);
        for register in &registers {
            self.named_input(register, cols);
            let input = self.ir.add_input(register);
            values.push(input_row(input, cols));
        }
        let first = InputId(self.ir.inputs.len() as u32 - rows);
        let rows = self.named_rows(&registers, item, false, (first.0, cols));
        self.autobind
            .named_input_leaves
            .push(NamedInputLeaf { first, rows });
        self.parameter(type_name, item, ParameterKind::Input(first), argument);
        Ok(match item.ty.base {
            Base::Matrix(..) => Value::Aggregate(values),
            _ => values.swap_remove(0),
        })
    }

    /// The value of a struct member of an interface item bound `binding`,
    /// registering its leaves; a uniform member's own register binds it.
    fn member_value(&mut self, member: &Item, binding: Binding, argument: i32) -> R<Value> {
        let first_leaf = self.interface.parameters.len();
        let binding = binding.of(member);
        let value = self.interface_value(member, binding, argument)?;
        // A member's binding shows as a uniform object's does: on every
        // element of a sampler array (`sampler2D u[2] : FOO` in a struct
        // prints `FOO` on `s.u[0]` and `s.u[1]`, tests/header/198).
        let written = member
            .register
            .as_ref()
            .map(|r| r.written.clone())
            .or_else(|| member.semantic.as_ref().map(|s| s.written.clone()));
        if binding == Binding::Uniform && written.is_some() {
            let leaves = first_leaf..self.interface.parameters.len();
            let is_struct = member.ty.is_struct();
            self.bind_uniform_leaves(leaves, written, member.register.as_ref(), is_struct);
        }
        Ok(value)
    }

    /// Whether a uniform matrix is stored by columns: its layout, which sema
    /// gave it from a `column_major` modifier or `#pragma pack_matrix`.
    fn column_major(layout: Option<MatrixLayout>) -> bool {
        layout == Some(MatrixLayout::ColumnMajor)
    }

    /// Whether `ty` is a struct of scalars and vectors only.
    fn is_vector_struct(&self, ty: Type) -> bool {
        let Base::Struct(id) = ty.base else {
            return false;
        };
        self.hir
            .struct_def(id)
            .fields
            .iter()
            .all(|f| !f.ty.is_array() && matches!(f.ty.base, Base::Scalar(_) | Base::Vector(..)))
    }

    /// A uniform array of structs of scalars and vectors in a vertex program:
    /// one IR uniform with a row per field, element after element as cgc
    /// lays them out, so that a run-time index (a loop counter in vp30, a
    /// uniform or varying anywhere) can address it relatively
    /// (`c[A0.x + n]`). Each field of each element is listed.
    fn uniform_struct_array(&mut self, array: &Item, count: u32, argument: i32) -> Value {
        let first = array.element(self.hir, 0).members(self.hir);
        let rows = first.len() as u32;
        let uniform = self.ir.add_uniform(count * rows);
        let mut items = Vec::with_capacity(count as usize);
        for i in 0..count {
            let element = array.element(self.hir, i).members(self.hir);
            let mut members = Vec::with_capacity(element.len());
            for (f, (_, member)) in element.iter().enumerate() {
                let row = i * rows + f as u32;
                let type_name = self.hir.type_name(member.ty);
                let kind = ParameterKind::UniformElement(uniform, row);
                self.parameter(type_name, member, kind, argument);
                let cols = match member.ty.base {
                    Base::Vector(_, n) => n,
                    _ => 1,
                };
                members.push(Value::Vector(
                    (0..cols)
                        .map(|c| Comp::reg(Source::Uniform(uniform, row), c))
                        .collect(),
                ));
            }
            items.push(Value::Aggregate(members));
        }
        Value::Aggregate(items)
    }

    /// A uniform array of scalars, vectors or matrices in a vertex program:
    /// one IR uniform with a row per register, so that run-time indices can
    /// address it relatively (`c[A0.x + n]`); cgc still lists each element.
    fn uniform_array(&mut self, array: &Item, count: u32, argument: i32) -> Value {
        let element = array.ty.element().unwrap_or(array.ty);
        let storage = MatrixStorage::of(element, Self::column_major(array.layout));
        let registers = storage.registers();
        let uniform = self.ir.add_uniform(count * registers);
        let mut items = Vec::with_capacity(count as usize);
        for i in 0..count {
            let kind = ParameterKind::UniformElement(uniform, i * registers);
            let element = array.element(self.hir, i);
            self.stored_parameter(&storage, &element, kind, argument);
            items.push(storage.value(uniform, i * registers));
        }
        Value::Aggregate(items)
    }

    /// A uniform array of arrays of scalars or vectors (`float4 m[2][3]`)
    /// whose outer dimension the program indexes at run time: one IR
    /// uniform of every row, inner array after inner array, so that `ARL`
    /// addresses it whole (cgc: `m[n][0]` reads `c[A0.x + 1]` after an
    /// `ARL` of `n * 3`). Each element is listed, as for [`Self::uniform_array`].
    fn uniform_nested_array(&mut self, array: &Item, count: u32, argument: i32) -> Value {
        let inner_count = array.ty.element().and_then(Type::array_len).unwrap_or(0);
        let uniform = self.ir.add_uniform(count * inner_count);
        self.ir.uniforms[uniform.0 as usize].element_rows = inner_count;
        let mut items = Vec::with_capacity(count as usize);
        for i in 0..count {
            let inner = array.element(self.hir, i);
            let mut elements = Vec::with_capacity(inner_count as usize);
            for j in 0..inner_count {
                let row = i * inner_count + j;
                let element = inner.element(self.hir, j);
                let storage = MatrixStorage::of(element.ty, false);
                let kind = ParameterKind::UniformElement(uniform, row);
                self.stored_parameter(&storage, &element, kind, argument);
                elements.push(storage.value(uniform, row));
            }
            items.push(Value::Aggregate(elements));
        }
        Value::Aggregate(items)
    }

    /// Registers the outputs of an `out` parameter or return value: each leaf
    /// with a semantic, and its path from the root value. `listed`: whether
    /// each leaf gets a `#var` line (`argument` is the line's argument number).
    fn output_leaves(
        &mut self,
        item: &Item,
        (argument, listed): (i32, bool),
        path: &mut Vec<usize>,
        out: &mut Vec<LeafPath>,
    ) -> R<()> {
        let ty = item.ty;
        if ty.is_struct() && !ty.is_array() {
            for (index, member) in item.members(self.hir) {
                if member.uniform {
                    // Not an output: listed (when the parameter is) as a
                    // uniform the program never reads; the member of the
                    // `out` value starts undefined, as in cgc.
                    if listed {
                        self.member_value(&member, Binding::Uniform, argument)?;
                    }
                    continue;
                }
                path.push(index);
                self.output_leaves(&member, (argument, listed), path, out)?;
                path.pop();
            }
            return Ok(());
        }
        if let Some(count) = ty.array_len() {
            // Element `i` of `out float4 tc[3] : TEXCOORD1` is bound to
            // `TEXCOORD<1+i>` (tests/header/109).
            for i in 0..count {
                path.push(i as usize);
                let element = item.element(self.hir, i);
                self.output_leaves(&element, (argument, listed), path, out)?;
                path.pop();
            }
            return Ok(());
        }
        let (rows, width) = varying_shape(ty);
        let type_name = self.hir.type_name(ty);
        let written = item;
        let item = &item.bound_as_varying(self.hir, true);
        let matrix = matches!(ty.base, Base::Matrix(..));
        // The path of each row's value: the leaf's, and for a matrix the row.
        let row_path = |row: u32| {
            let mut row_path = path.clone();
            if matrix {
                row_path.push(row as usize);
            }
            row_path
        };
        let Some(semantic) = &item.semantic else {
            // Bound once the entry is lowered, if it writes the leaf (autobind).
            let first = self.pending_output((rows, width), &item.name, listed, item.span);
            let kind = ParameterKind::Output(first);
            if listed && written.binds_without_semantic(self.hir, true) {
                self.parameter_keeping_semantic(type_name, written, kind, argument);
            } else if listed {
                self.parameter(type_name, item, kind, argument);
            }
            out.extend((0..rows).map(|row| LeafPath {
                output: crate::ir::OutputId(first.0 + row),
                path: row_path(row),
                named: None,
            }));
            return Ok(());
        };
        // A matrix writes a register per row, its semantic counted on row
        // by row, as its inputs read them ([`Lowerer::varying_input`]).
        let registers = self.row_registers(semantic, rows, true);
        let first = self.ir.outputs.len() as u32;
        let named_rows = self.named_rows(&registers, item, true, (first, width));
        for (row, (register, named)) in (0..rows).zip(registers.into_iter().zip(named_rows)) {
            self.named_output(&register, width);
            let output = self.ir.add_output(&register);
            self.outputs.push((register, output));
            if listed && row == 0 {
                self.parameter(
                    type_name.clone(),
                    item,
                    ParameterKind::Output(output),
                    argument,
                );
            }
            out.push(LeafPath {
                output,
                path: row_path(row),
                named: Some(named),
            });
        }
        Ok(())
    }

    /// The register each row of a varying with `semantic` names: row 0 by
    /// the semantic as written, each further row by the next index
    /// (`TEXCOORD` is `TEXCOORD0`, then `TEXCOORD1`; `POSITION` then
    /// `POSITION1`, which no profile has: C5102 where the matrix is used).
    fn row_registers(&self, semantic: &Semantic, rows: u32, output: bool) -> Vec<String> {
        (0..rows)
            .map(|row| {
                let name = match row {
                    0 => semantic.name.clone(),
                    _ => crate::sema::flatten::counted_semantic(semantic, row).name,
                };
                self.register_semantic(&name, output)
            })
            .collect()
    }

    /// The [`Named`] semantic of each row of a varying, for its errors: a
    /// row past the profile's table is reported by the first such row of
    /// its matrix (cgc 3.1 names index 8 for both rows 8 and 9 of `float4x4
    /// v : TEXCOORD6`, tests/header/204).
    /// `(first, width)`: the IR input or output of the first row (the
    /// others follow it) and the components of each.
    fn named_rows(
        &self,
        registers: &[String],
        item: &Item,
        output: bool,
        (first, width): (u32, u8),
    ) -> Vec<Named> {
        let profile = self.hir.profile;
        let in_table = |register: &str| {
            if output {
                profile.find_output(register).is_some()
            } else {
                profile.find_input(register).is_some()
            }
        };
        let first_past = registers.iter().find(|register| !in_table(register));
        // cgc 3.1: C5041 after the C5102s of `float2x4 n : NORMAL`, `out
        // float3x4 c : COLOR`, a fragment program's `out float3x4 d :
        // COLOR2`; not of `TEXCOORD6`, or `COLOR1` in a vertex program
        // (tests/header/205, 206).
        let unindexed = item
            .semantic
            .as_ref()
            .is_some_and(|semantic| !semantic.name.ends_with(|c: char| c.is_ascii_digit()));
        let fragment_output = output && self.caps.stage == crate::ir::Stage::Fragment;
        let matrix = registers.len() > 1;
        let reports_unlocated = matrix && (unindexed || fragment_output);
        registers
            .iter()
            .zip(first..)
            .map(|(register, id)| Named {
                register: match first_past {
                    Some(first) if !in_table(register) => first.clone(),
                    _ => register.clone(),
                },
                span: named_span(item),
                name: item.name.clone(),
                reports_unlocated,
                id,
                width,
                matrix,
                rebound: item.rebound,
            })
            .collect()
    }

    /// The semantic that names a register of the profile: as written when
    /// the table lists it, else, written without an index, index 0
    /// (`TEXCOORD` is `TEXCOORD0`, a vertex output `COL` is `COL0`, as cgc
    /// binds them: `$vin.TEXCOORD : TEXCOORD0` in its header).
    fn register_semantic(&self, semantic: &str, output: bool) -> String {
        let profile = self.hir.profile;
        let find = |name: &str| {
            if output {
                profile.find_output(name).is_some()
            } else {
                profile.find_input(name).is_some()
            }
        };
        let indexed = semantic.ends_with(|c: char| c.is_ascii_digit());
        if indexed || find(semantic) {
            return semantic.to_string();
        }
        let zero = format!("{semantic}0");
        if find(&zero) {
            zero
        } else {
            semantic.to_string()
        }
    }

    /// Lists a leaf bound as if written without the semantic written on it,
    /// which its `#var` line keeps
    /// ([`crate::interface::Parameter::binds_without_semantic`]).
    fn parameter_keeping_semantic(
        &mut self,
        type_name: String,
        item: &Item,
        kind: ParameterKind,
        argument: i32,
    ) {
        let index = self.interface.parameters.len();
        self.parameter(type_name, item, kind, argument);
        let parameter = &mut self.interface.parameters[index];
        parameter.semantic = item.written_binding().map(str::to_string);
        parameter.binds_without_semantic = true;
    }

    /// Lists a leaf of the interface.
    fn parameter(&mut self, type_name: String, item: &Item, kind: ParameterKind, argument: i32) {
        self.push_parameter(
            type_name,
            &item.name,
            (item.semantic.as_ref(), item.derived),
            kind,
            argument,
        );
        if let Some(parameter) = self.interface.parameters.last_mut() {
            parameter.span = Some(item.declaration);
        }
    }

    /// A uniform scalar, vector or matrix leaf, listed as its registers
    /// hold it (a column-major matrix as its transpose).
    fn stored_parameter(
        &mut self,
        storage: &MatrixStorage,
        item: &Item,
        kind: ParameterKind,
        argument: i32,
    ) {
        self.parameter(self.hir.type_name(storage.stored), item, kind, argument);
        if let Some(parameter) = self.interface.parameters.last_mut() {
            parameter.column_major = storage.column_major;
        }
    }

    fn push_parameter(
        &mut self,
        type_name: String,
        name: &str,
        (semantic, semantic_derived): (Option<&Semantic>, bool),
        kind: ParameterKind,
        argument: i32,
    ) {
        self.interface.parameters.push(Parameter {
            type_name,
            name: name.to_string(),
            semantic: semantic.map(|s| s.written.clone()),
            interpolation: semantic.and_then(|s| s.interpolation),
            semantic_derived,
            binds_without_semantic: false,
            kind,
            argument,
            register: None,
            written_register: None,
            default: None,
            default_text: None,
            shared: false,
            register_kept: false,
            inout_output: None,
            column_major: false,
            glsl: None,
            glsl_name: None,
            span: None,
        });
    }

    /// Writes the defined components of `comps` to `output`, one `MOV` per source.
    fn write_output(&mut self, output: crate::ir::OutputId, comps: &[Comp]) {
        let keys: Vec<_> = comps.iter().map(|comp| comp.key()).collect();
        self.copies.note_read(&keys, None);
        let mut done = [false; 4];
        for i in 0..comps.len().min(4) {
            if done[i] || comps[i] == Comp::UNDEF {
                continue;
            }
            let group: Vec<usize> = (i..comps.len().min(4))
                .filter(|&j| !done[j] && comps[j] != Comp::UNDEF && same_source(comps[i], comps[j]))
                .collect();
            let mut mask = 0u8;
            let mut part = [Comp::UNDEF; 4];
            for &j in &group {
                done[j] = true;
                mask |= 1 << j;
                part[j] = comps[j];
            }
            let operand = self.masked_operand_unnoted(&part, WriteMask(mask));
            self.ir.push(Inst::new(
                Opcode::Mov,
                Dest::output(output, WriteMask(mask)),
                &[operand],
            ));
        }
    }
}

/// How a uniform scalar, vector or matrix lies in constant registers. Under
/// `#pragma pack_matrix(column_major)` a matrix is stored by columns: cgc then
/// binds and lists it as its transpose (`float3x4 M` is `#var float4x3 M`,
/// four registers), and element `[r][c]` is component `r` of register `c`.
struct MatrixStorage {
    /// The type the registers hold row by row (what `#var` names).
    stored: Type,
    /// The declared type's rows and columns.
    rows: u32,
    cols: u8,
    column_major: bool,
}

impl MatrixStorage {
    fn of(ty: Type, column_major: bool) -> MatrixStorage {
        let (rows, cols) = match ty.base {
            Base::Matrix(_, rows, cols) => (rows as u32, cols),
            Base::Vector(_, n) => (1, n),
            _ => (1, 1),
        };
        match ty.base {
            Base::Matrix(scalar, rows, cols) if column_major => MatrixStorage {
                stored: Type::matrix(scalar, cols, rows),
                rows: rows as u32,
                cols,
                column_major: true,
            },
            _ => MatrixStorage {
                stored: ty,
                rows,
                cols,
                column_major: false,
            },
        }
    }

    fn registers(&self) -> u32 {
        if self.column_major {
            self.cols as u32
        } else {
            self.rows
        }
    }

    /// The value read from `uniform` starting at register `first`.
    fn value(&self, uniform: crate::ir::UniformId, first: u32) -> Value {
        let row = |r: u32| -> Value {
            Value::Vector(
                (0..self.cols)
                    .map(|c| {
                        if self.column_major {
                            Comp::reg(Source::Uniform(uniform, first + c as u32), r as u8)
                        } else {
                            Comp::reg(Source::Uniform(uniform, first + r), c)
                        }
                    })
                    .collect(),
            )
        };
        match self.stored.base {
            Base::Matrix(..) => Value::Aggregate((0..self.rows).map(row).collect()),
            _ => row(0),
        }
    }
}

/// The member of `root` a flattened leaf name belongs to: `inst.a` of
/// `inst.a.b` and of `inst.a[1]`.
fn member_root<'n>(leaf: &'n str, root: &str) -> &'n str {
    let rest = &leaf[(root.len() + 1).min(leaf.len())..];
    let member = rest.find(['.', '[']).unwrap_or(rest.len());
    &leaf[..(root.len() + 1 + member).min(leaf.len())]
}

/// The part of `value` at `path` (element indices), or `Void`.
fn leaf_value(mut value: Value, path: &[usize]) -> Value {
    for &i in path {
        value = match value {
            Value::Aggregate(mut items) if i < items.len() => items.swap_remove(i),
            _ => Value::Void,
        };
    }
    value
}

fn same_source(a: Comp, b: Comp) -> bool {
    match (a, b) {
        (
            Comp::Reg {
                source: s,
                negate: n,
                ..
            },
            Comp::Reg {
                source: t,
                negate: m,
                ..
            },
        ) => s == t && n == m,
        (Comp::Const(_), Comp::Const(_)) => true,
        _ => false,
    }
}

/// The varying inputs a value's components read.
fn input_ids(value: &Value) -> impl Iterator<Item = InputId> {
    value
        .components()
        .into_iter()
        .filter_map(|comp| match comp {
            Comp::Reg {
                source: Source::Input(id),
                ..
            } => Some(id),
            _ => None,
        })
}

/// Where a leaf's semantic is written: the leaf's declaration, or for a
/// semantic derived from its struct's or array's, that semantic (as sema
/// reports it).
fn named_span(item: &Item) -> Span {
    match &item.semantic {
        Some(semantic) if item.derived => semantic.span,
        _ => item.span,
    }
}

/// Whether an output semantic names the position (`POSITION`, `HPOS`,
/// `POSITION0`, ...).
fn is_position(semantic: &str) -> bool {
    ["POSITION", "HPOS"]
        .iter()
        .any(|name| crate::profile::same_semantic(name, semantic))
}

/// The same shape with every component 0 (an uninitialised static).
fn zero_of(value: &Value) -> Value {
    match value {
        Value::Vector(v) => Value::Vector(v.iter().map(|_| Comp::Const(0.0)).collect()),
        Value::Aggregate(items) => Value::Aggregate(items.iter().map(zero_of).collect()),
        other => other.clone(),
    }
}

/// Whether the program reads `glstate` (cgc then lists all of it): the
/// functions the entry reaches (the binding's states) or a global's
/// initializer. A function the entry never calls does not count (cgc 3.1,
/// every profile; tests/header/186).
fn reads_glstate(program: &crate::sema::hir::Program) -> bool {
    !program.binding.states.is_empty()
        || program
            .global_inits
            .exprs
            .iter()
            .any(|expr| matches!(expr.kind, crate::sema::hir::ExprKind::State { .. }))
}

/// The rows and the components of each row of a varying scalar, vector or
/// matrix (a scalar or vector is one row).
fn varying_shape(ty: Type) -> (u32, u8) {
    match ty.base {
        Base::Matrix(_, rows, cols) => (u32::from(rows), cols),
        Base::Vector(_, n) => (1, n),
        _ => (1, 1),
    }
}

/// The value of one input register read as `cols` components.
fn input_row(input: InputId, cols: u8) -> Value {
    Value::Vector(
        (0..cols)
            .map(|c| Comp::reg(Source::Input(input), c))
            .collect(),
    )
}
