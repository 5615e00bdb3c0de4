//! The entry function's interface: inputs, uniforms, samplers and outputs, and
//! the [`Parameter`] list the emitter prints as `#var` lines.
//!
//! Order (as cgc prints it): the entry's parameters in order, then global
//! uniforms in declaration order, then the return value. Structs and arrays
//! are flattened into leaves named `param.field` and `param[i]`.

use super::stdlib::texture_target;
use super::value::{Comp, Value};
use super::{unsupported, Diagnostic, Frame, Lowerer, Var, R};
use crate::ir::{Dest, Inst, Opcode, Source, WriteMask};
use crate::sema::hir::{Direction, FunctionId, RegisterBinding, Semantic, Storage};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use crate::target::interface::{register_index, Parameter, ParameterKind};
use std::collections::BTreeMap;

/// An output leaf to write when the entry returns: where its value is found.
struct OutputLeaf {
    output: crate::ir::OutputId,
    /// Path of element indices from the root value.
    path: Vec<usize>,
    root: OutputRoot,
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

impl<'p> Lowerer<'p> {
    pub(super) fn lower_entry(&mut self, entry: FunctionId) -> R<()> {
        let function = self.hir.function(entry);
        let Some(body) = function.body.as_ref() else {
            return Err(Diagnostic::error(3001, function.span, "no program defined"));
        };
        let mut env = BTreeMap::new();
        let mut leaves = Vec::new();
        self.free_inputs = self.free_input_registers(entry);
        for (index, param) in function.params.iter().enumerate() {
            let argument = index as i32;
            let binding = if param.uniform {
                Binding::Uniform
            } else if param.direction == Direction::Out {
                Binding::Output
            } else {
                Binding::Input
            };
            let first_leaf = self.interface.parameters.len();
            let value = self.interface_value(
                param.ty,
                &param.name,
                param.semantic.as_ref(),
                binding,
                argument,
                param.span,
            )?;
            self.bind_register(first_leaf, param.register.as_ref());
            if param.direction.writes() {
                let mut paths = Vec::new();
                self.output_leaves(
                    param.ty,
                    &param.name,
                    param.semantic.as_ref(),
                    argument,
                    &mut Vec::new(),
                    &mut paths,
                    param.span,
                )?;
                leaves.extend(paths.into_iter().map(|(output, path)| OutputLeaf {
                    output,
                    path,
                    root: OutputRoot::Param(index as u32),
                }));
            }
            env.insert(Var::Param(index as u32), value);
        }
        self.lower_globals(&mut leaves)?;
        if !function.return_ty.is_void() {
            let mut paths = Vec::new();
            self.output_leaves(
                function.return_ty,
                &function.name,
                function.return_semantic.as_ref(),
                -1,
                &mut Vec::new(),
                &mut paths,
                function.span,
            )?;
            leaves.extend(paths.into_iter().map(|(output, path)| OutputLeaf {
                output,
                path,
                root: OutputRoot::Return,
            }));
        }
        env.insert(Var::Return, self.undef(function.return_ty));
        env.insert(Var::Returned, Value::scalar(Comp::Const(0.0)));
        self.frames.push(Frame {
            body,
            env,
            loop_depth: 0,
            inherited_guard: Comp::Const(0.0),
            concrete: BTreeMap::new(),
        });
        self.block(&body.root)?;
        let frame = self
            .frames
            .pop()
            .ok_or_else(|| unsupported(function.span, "this entry"))?;
        for leaf in leaves {
            let root = match leaf.root {
                OutputRoot::Return => frame.env.get(&Var::Return),
                OutputRoot::Param(index) => frame.env.get(&Var::Param(index)),
                OutputRoot::Global(global) => self.globals.get(&global),
            };
            let mut value = root.cloned().unwrap_or(Value::Void);
            for &i in &leaf.path {
                value = match value {
                    Value::Aggregate(mut items) if i < items.len() => items.swap_remove(i),
                    _ => Value::Void,
                };
            }
            self.write_output(leaf.output, &value.components());
        }
        self.check_position_written()
    }

    /// A vertex program must write its position (cgc's C6014).
    fn check_position_written(&self) -> R<()> {
        if self.caps.stage != crate::ir::Stage::Vertex {
            return Ok(());
        }
        let written = self.ir.blocks.iter().flat_map(|b| &b.insts).any(|inst| {
            matches!(inst.dest.map(|d| d.reg), Some(crate::ir::DestReg::Output(id))
                if matches!(self.ir.outputs[id.0 as usize].semantic.as_str(), "POSITION" | "HPOS"))
        });
        if written {
            Ok(())
        } else {
            Err(Diagnostic::error(
                6014,
                None,
                "Required output 'POSITION' not written",
            ))
        }
    }

    /// Global uniforms become parameters; statics are initialised; varying
    /// globals become inputs and outputs.
    fn lower_globals(&mut self, leaves: &mut Vec<OutputLeaf>) -> R<()> {
        let hir = self.hir;
        for (index, global) in hir.globals.iter().enumerate() {
            let id = crate::sema::hir::GlobalId(index as u32);
            let first_leaf = self.interface.parameters.len();
            let value = match global.storage {
                Storage::Uniform => self.interface_value(
                    global.ty,
                    &global.name,
                    global.semantic.as_ref(),
                    Binding::Uniform,
                    -1,
                    global.span,
                )?,
                Storage::VaryingIn => self.interface_value(
                    global.ty,
                    &global.name,
                    global.semantic.as_ref(),
                    Binding::Input,
                    -1,
                    global.span,
                )?,
                Storage::VaryingOut => {
                    let mut paths = Vec::new();
                    self.output_leaves(
                        global.ty,
                        &global.name,
                        global.semantic.as_ref(),
                        -1,
                        &mut Vec::new(),
                        &mut paths,
                        global.span,
                    )?;
                    leaves.extend(paths.into_iter().map(|(output, path)| OutputLeaf {
                        output,
                        path,
                        root: OutputRoot::Global(id),
                    }));
                    self.undef(global.ty)
                }
                Storage::Static => match global.init {
                    Some(init) => self.global_init(init)?,
                    None => zero_of(&self.undef(global.ty)),
                },
            };
            self.bind_register(first_leaf, global.register.as_ref());
            self.globals.insert(id, value);
        }
        Ok(())
    }

    /// The input registers (`TEXn` in fragment programs, `ATTRn` in vertex
    /// programs) that no input semantic of the entry or of a varying global
    /// occupies, lowest first.
    fn free_input_registers(&self, entry: FunctionId) -> std::collections::VecDeque<String> {
        let (profile, prefix, count) = match self.caps.stage {
            // vp20's table names every vertex input by its ATTRn resource.
            crate::ir::Stage::Vertex => ("vp20", "ATTR", 16),
            crate::ir::Stage::Fragment => ("arbfp1", "TEX", 8),
        };
        let Some(table) = crate::target::profile::Profile::builtin(profile) else {
            return Default::default();
        };
        let mut named = Vec::new();
        for param in &self.hir.function(entry).params {
            if !param.uniform && param.direction != Direction::Out {
                self.input_semantics(param.ty, param.semantic.as_ref(), &mut named);
            }
        }
        for global in &self.hir.globals {
            if global.storage == Storage::VaryingIn {
                self.input_semantics(global.ty, global.semantic.as_ref(), &mut named);
            }
        }
        let used: Vec<&str> = named
            .iter()
            .filter_map(|semantic| {
                let semantic = register_semantic(semantic);
                table
                    .inputs
                    .iter()
                    .find(|binding| binding.semantics.contains(&semantic))
                    .map(|binding| binding.resource.as_str())
            })
            .collect();
        (0..count)
            .map(|n| format!("{prefix}{n}"))
            .filter(|register| !used.contains(&register.as_str()))
            .collect()
    }

    /// The semantics the leaves of an input of type `ty` are bound to.
    fn input_semantics(&self, ty: Type, semantic: Option<&Semantic>, out: &mut Vec<String>) {
        if let Some(element) = ty.element() {
            for i in 0..ty.array_len().unwrap_or(0) {
                let element_semantic = semantic.map(|s| indexed_semantic(s, i));
                self.input_semantics(element, element_semantic.as_ref(), out);
            }
            return;
        }
        match ty.base {
            Base::Struct(id) => {
                for field in &self.hir.struct_def(id).fields {
                    self.input_semantics(field.ty, field.semantic.as_ref().or(semantic), out);
                }
            }
            _ => out.extend(semantic.map(|s| s.name.clone())),
        }
    }

    /// An explicit `: C5` / `: TEXUNIT3` binding applies to the first leaf the
    /// item registered.
    fn bind_register(&mut self, first_leaf: usize, register: Option<&RegisterBinding>) {
        let Some(register) = register else { return };
        if let Some(parameter) = self.interface.parameters.get_mut(first_leaf) {
            parameter.register = register_index(&register.register);
        }
    }

    /// Evaluates a global initializer in a frame over the initializer arena.
    fn global_init(&mut self, init: crate::sema::hir::ExprId) -> R<Value> {
        self.frames.push(Frame {
            body: &self.hir.global_inits,
            env: BTreeMap::new(),
            loop_depth: 0,
            inherited_guard: Comp::Const(0.0),
            concrete: BTreeMap::new(),
        });
        let value = self.expr(init);
        self.frames.pop();
        value
    }

    /// The value of an interface item, registering its leaves.
    #[allow(clippy::too_many_arguments)]
    fn interface_value(
        &mut self,
        ty: Type,
        name: &str,
        semantic: Option<&Semantic>,
        binding: Binding,
        argument: i32,
        span: Span,
    ) -> R<Value> {
        if binding == Binding::Output {
            return Ok(self.undef(ty));
        }
        if let Some(element) = ty.element() {
            let count = ty.array_len().unwrap_or(0);
            let vector_element = !element.is_array()
                && matches!(
                    element.base,
                    Base::Scalar(_) | Base::Vector(..) | Base::Matrix(..)
                );
            if binding == Binding::Uniform
                && vector_element
                && self.caps.stage == crate::ir::Stage::Vertex
            {
                return Ok(self.uniform_array(element, count, name, semantic, argument));
            }
            let mut items = Vec::with_capacity(count as usize);
            for i in 0..count {
                let element_semantic = semantic.map(|s| indexed_semantic(s, i));
                items.push(self.interface_value(
                    element,
                    &format!("{name}[{i}]"),
                    element_semantic.as_ref(),
                    binding,
                    argument,
                    span,
                )?);
            }
            return Ok(Value::Aggregate(items));
        }
        let type_name = self.hir.type_name(ty);
        match ty.base {
            Base::Struct(id) => {
                let fields = self.hir.struct_def(id).fields.clone();
                let mut items = Vec::with_capacity(fields.len());
                for field in &fields {
                    let field_semantic = field.semantic.as_ref().or(semantic);
                    items.push(self.interface_value(
                        field.ty,
                        &format!("{name}.{}", field.name),
                        field_semantic,
                        binding,
                        argument,
                        field.span,
                    )?);
                }
                Ok(Value::Aggregate(items))
            }
            Base::Sampler(kind) => {
                let sampler = self.ir.add_sampler(texture_target(kind));
                self.parameter(
                    type_name,
                    name,
                    semantic,
                    ParameterKind::Sampler(sampler),
                    argument,
                );
                Ok(Value::Sampler(sampler))
            }
            Base::Scalar(_) | Base::Vector(..) | Base::Matrix(..) => {
                let (rows, cols) = match ty.base {
                    Base::Matrix(_, rows, cols) => (rows as u32, cols),
                    Base::Vector(_, n) => (1, n),
                    _ => (1, 1),
                };
                if binding == Binding::Input {
                    // cgc binds a varying input written without a semantic to
                    // the next input register no semantic names (field repro
                    // 020: `TEX2`, `TEX3` in fragment programs, `ATTR1` in
                    // vertex programs).
                    let assigned = match semantic {
                        Some(_) => None,
                        None => self
                            .free_inputs
                            .pop_front()
                            .map(|name| Semantic { name, span }),
                    };
                    let Some(semantic) = semantic.or(assigned.as_ref()) else {
                        return Err(unsupported(
                            span,
                            format!("the varying parameter \"{name}\" without a semantic"),
                        ));
                    };
                    if matches!(ty.base, Base::Matrix(..)) {
                        return Err(unsupported(span, "matrix-typed varying inputs"));
                    }
                    let input = self.ir.add_input(&register_semantic(&semantic.name));
                    self.parameter(
                        type_name,
                        name,
                        Some(semantic),
                        ParameterKind::Input(input),
                        argument,
                    );
                    return Ok(Value::Vector(
                        (0..cols)
                            .map(|c| Comp::reg(Source::Input(input), c))
                            .collect(),
                    ));
                }
                let uniform = self.ir.add_uniform(rows);
                self.parameter(
                    type_name,
                    name,
                    semantic,
                    ParameterKind::Uniform(uniform),
                    argument,
                );
                let row = |r: u32| -> Value {
                    Value::Vector(
                        (0..cols)
                            .map(|c| Comp::reg(Source::Uniform(uniform, r), c))
                            .collect(),
                    )
                };
                Ok(match ty.base {
                    Base::Matrix(..) => Value::Aggregate((0..rows).map(row).collect()),
                    _ => row(0),
                })
            }
            _ => Err(unsupported(
                span,
                format!("a parameter of type {type_name}"),
            )),
        }
    }

    /// A uniform array of scalars or vectors in a vertex program: one IR
    /// uniform with a row per element, so that run-time indices can address
    /// it relatively (`c[A0.x + n]`); cgc still lists each element.
    fn uniform_array(
        &mut self,
        element: Type,
        count: u32,
        name: &str,
        semantic: Option<&Semantic>,
        argument: i32,
    ) -> Value {
        let (rows, cols) = match element.base {
            Base::Matrix(_, rows, cols) => (rows as u32, cols),
            Base::Vector(_, n) => (1, n),
            _ => (1, 1),
        };
        let uniform = self.ir.add_uniform(count * rows);
        let type_name = self.hir.type_name(element);
        let mut items = Vec::with_capacity(count as usize);
        for i in 0..count {
            let kind = ParameterKind::UniformElement(uniform, i * rows);
            self.parameter(
                type_name.clone(),
                &format!("{name}[{i}]"),
                semantic,
                kind,
                argument,
            );
            let row = |r: u32| -> Value {
                Value::Vector(
                    (0..cols)
                        .map(|c| Comp::reg(Source::Uniform(uniform, i * rows + r), c))
                        .collect(),
                )
            };
            items.push(match element.base {
                Base::Matrix(..) => Value::Aggregate((0..rows).map(row).collect()),
                _ => row(0),
            });
        }
        Value::Aggregate(items)
    }

    /// Registers the outputs of an `out` parameter or return value: each leaf
    /// with a semantic, and its path from the root value.
    #[allow(clippy::too_many_arguments)]
    fn output_leaves(
        &mut self,
        ty: Type,
        name: &str,
        semantic: Option<&Semantic>,
        argument: i32,
        path: &mut Vec<usize>,
        out: &mut Vec<(crate::ir::OutputId, Vec<usize>)>,
        span: Span,
    ) -> R<()> {
        if let Base::Struct(id) = ty.base {
            if !ty.is_array() {
                let fields = self.hir.struct_def(id).fields.clone();
                for (index, field) in fields.iter().enumerate() {
                    path.push(index);
                    let field_semantic = field.semantic.as_ref().or(semantic);
                    self.output_leaves(
                        field.ty,
                        &format!("{name}.{}", field.name),
                        field_semantic,
                        argument,
                        path,
                        out,
                        field.span,
                    )?;
                    path.pop();
                }
                return Ok(());
            }
        }
        if ty.is_array() || matches!(ty.base, Base::Matrix(..)) {
            return Err(unsupported(span, "array- and matrix-typed outputs"));
        }
        let Some(semantic) = semantic else {
            return Err(unsupported(
                span,
                format!("the output \"{name}\" without a semantic"),
            ));
        };
        let register = register_semantic(&semantic.name);
        let output = match self.outputs.get(&register) {
            Some(&output) => output,
            None => {
                let output = self.ir.add_output(&register);
                self.outputs.insert(register, output);
                output
            }
        };
        let type_name = self.hir.type_name(ty);
        self.parameter(
            type_name,
            name,
            Some(semantic),
            ParameterKind::Output(output),
            argument,
        );
        out.push((output, path.clone()));
        Ok(())
    }

    fn parameter(
        &mut self,
        type_name: String,
        name: &str,
        semantic: Option<&Semantic>,
        kind: ParameterKind,
        argument: i32,
    ) {
        self.interface.parameters.push(Parameter {
            type_name,
            name: name.to_string(),
            semantic: semantic.map(|s| s.name.clone()),
            kind,
            argument,
            register: None,
        });
    }

    /// Writes the defined components of `comps` to `output`, one `MOV` per source.
    fn write_output(&mut self, output: crate::ir::OutputId, comps: &[Comp]) {
        let mut done = [false; 4];
        for i in 0..comps.len().min(4) {
            if done[i] || comps[i] == Comp::Undef {
                continue;
            }
            let group: Vec<usize> = (i..comps.len().min(4))
                .filter(|&j| !done[j] && comps[j] != Comp::Undef && same_source(comps[i], comps[j]))
                .collect();
            let mut mask = 0u8;
            let mut part = [Comp::Undef; 4];
            for &j in &group {
                done[j] = true;
                mask |= 1 << j;
                part[j] = comps[j];
            }
            let operand = self.masked_operand(&part, WriteMask(mask));
            self.ir.push(Inst::new(
                Opcode::Mov,
                Dest::output(output, WriteMask(mask)),
                &[operand],
            ));
        }
    }
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

/// The semantic that names a register: `TEXCOORD` alone is `TEXCOORD0`, as
/// cgc binds it (`$vin.TEXCOORD : TEXCOORD0` in its header).
fn register_semantic(semantic: &str) -> String {
    match semantic {
        "TEXCOORD" | "ATTR" => format!("{semantic}0"),
        other => other.to_string(),
    }
}

/// `TEXCOORD0` of an array element `i`: `TEXCOORD<i>`.
fn indexed_semantic(semantic: &Semantic, i: u32) -> Semantic {
    let base = semantic.name.trim_end_matches(|c: char| c.is_ascii_digit());
    let start: u32 = semantic.name[base.len()..].parse().unwrap_or(0);
    Semantic {
        name: format!("{base}{}", start + i),
        span: semantic.span,
    }
}

/// The same shape with every component 0 (an uninitialised static).
fn zero_of(value: &Value) -> Value {
    match value {
        Value::Vector(v) => Value::Vector(v.iter().map(|_| Comp::Const(0.0)).collect()),
        Value::Aggregate(items) => Value::Aggregate(items.iter().map(zero_of).collect()),
        other => other.clone(),
    }
}
