//! Varyings written without a semantic. cgc binds such a leaf only when the
//! program reads it (input) or writes it (output), so the leaf first gets an
//! IR input or output with no semantic, and is bound once the entry is
//! lowered, by the rule of [`RegisterPool`]: a register of its own, or free
//! components of one an earlier leaf holds (its reads then move to that
//! register's components, its writes are shifted to them).

use super::semantic_credit::first_read_from_outputs;
use super::varyings::{Named, Pending};
use crate::diag::Diagnostic;
use crate::interface::ParameterKind;
use crate::ir::{Block, DestReg, InputId, OutputId, Program, Source, Terminator, VReg};
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::profile::{AutobindRegister, Profile};
use crate::sema::binding::RegisterPool;
use crate::sema::program::not_visible;
use crate::span::Span;
use std::collections::{BTreeMap, BTreeSet};

/// The registers of one pool, as the profile lists them
/// ([`crate::profile::Autobind`]).
struct Pool<'p> {
    registers: &'p [AutobindRegister],
}

impl<'p> Pool<'p> {
    fn of(profile: &'p Profile, output: bool) -> Pool<'p> {
        let registers = if output {
            &profile.autobind.outputs
        } else {
            &profile.autobind.inputs
        };
        Pool { registers }
    }

    /// The pool register an IR semantic names, if any.
    fn index(&self, semantic: &str) -> Option<usize> {
        self.registers.iter().position(|register| {
            register
                .occupied_by
                .iter()
                .any(|name| crate::profile::same_semantic(name, semantic))
        })
    }

    /// A pool with the registers explicit semantics hold occupied: only the
    /// semantics of leaves the program reads (inputs) or writes (outputs)
    /// hold theirs, in both stages (cgc 3.1: with `float2 uv : TEXCOORD0`
    /// unread, a leaf without a semantic takes `TEX0`; tests/header/141, 142).
    fn occupied<'a>(&self, named: impl Iterator<Item = &'a (String, u8)>) -> RegisterPool {
        let mut pool = RegisterPool::new(self.registers.len());
        for (semantic, width) in named {
            if let Some(index) = self.index(semantic) {
                pool.occupy(index, *width);
            }
        }
        pool
    }

    /// Places the rows of a matrix leaf without a semantic ([`place_rows`])
    /// and makes each row the host of its register, so that a later leaf
    /// packed into a row's free components reads or writes through it.
    /// Returns the first row's register as the header prints it, and each
    /// row's IR id (`row_id`) with its register's semantic.
    fn bind_rows<Id: Copy>(
        &self,
        registers: &mut RegisterPool,
        hosts: &mut [Option<Id>],
        leaf: &Pending<Id>,
        row_id: impl Fn(u32) -> Id,
    ) -> R<(&'static str, Vec<(Id, &'static str)>)> {
        let first = place_rows(registers, leaf)?;
        let rows = (0..leaf.rows)
            .map(|row| {
                let index = first + row as usize;
                let id = row_id(row);
                hosts[index] = Some(id);
                (id, self.registers[index].semantic)
            })
            .collect();
        Ok((self.registers[first].printed, rows))
    }
}

impl Lowerer<'_> {
    /// A varying input leaf without a semantic: IR inputs to bind later,
    /// one per row (`rows` is 1 but for a matrix); the first is returned.
    pub(crate) fn pending_input(
        &mut self,
        (rows, width): (u32, u8),
        name: &str,
        span: Span,
    ) -> InputId {
        let id = InputId(self.ir.inputs.len() as u32);
        for _ in 0..rows {
            self.ir.add_input("");
        }
        self.autobind.inputs.push(Pending {
            id,
            parameter: Some(self.interface.parameters.len()),
            rows,
            width,
            name: name.to_string(),
            span,
        });
        id
    }

    /// A varying output leaf without a semantic, an IR output per row, the
    /// first returned (`listed`: it gets a `#var` line, pushed by the
    /// caller right after this call).
    pub(crate) fn pending_output(
        &mut self,
        (rows, width): (u32, u8),
        name: &str,
        listed: bool,
        span: Span,
    ) -> OutputId {
        let id = OutputId(self.ir.outputs.len() as u32);
        for _ in 0..rows {
            self.ir.add_output("");
        }
        self.autobind.outputs.push(Pending {
            id,
            parameter: listed.then_some(self.interface.parameters.len()),
            rows,
            width,
            name: name.to_string(),
            span,
        });
        id
    }

    pub(crate) fn named_input(&mut self, semantic: &str, width: u8) {
        self.autobind
            .named_inputs
            .push((semantic.to_string(), width));
    }

    pub(crate) fn named_output(&mut self, semantic: &str, width: u8) {
        self.autobind
            .named_outputs
            .push((semantic.to_string(), width));
    }

    /// Binds the pending outputs `written` holds (the others keep no
    /// register), in interface order.
    pub(crate) fn bind_outputs(&mut self, written: &[OutputId]) -> R<()> {
        let profile = self.hir.profile;
        let pool = Pool::of(&profile, true);
        let is_written = |semantic: &str| {
            self.outputs
                .iter()
                .any(|(named, id)| named == semantic && written.contains(id))
        };
        let named = self.autobind.named_outputs.iter();
        let mut registers = pool.occupied(named.filter(|(s, _)| is_written(s)));
        let mut hosts: Vec<Option<OutputId>> = (0..pool.registers.len())
            .map(|index| {
                self.outputs.iter().find_map(|(semantic, id)| {
                    let id = *id;
                    (pool.index(semantic) == Some(index) && written.contains(&id)).then_some(id)
                })
            })
            .collect();
        let pending = std::mem::take(&mut self.autobind.outputs);
        let row_written = |leaf: &Pending<OutputId>| {
            (0..leaf.rows).any(|row| written.contains(&OutputId(leaf.id.0 + row)))
        };
        // The written vectors past the profile's table take their places
        // among these leaves in interface order (cgc 3.1, tests/header/385
        // to 390); the program is rejected (C5102), so a leaf that finds no
        // register is reported after the C5102s instead of ending the
        // lowering.
        let mut past = past_table_leaves(&profile, &self.autobind.written_named_outputs, true);
        let rejected = !past.is_empty();
        let mut unlocated = Vec::new();
        for leaf in pending.iter().filter(|leaf| row_written(leaf)) {
            unlocated.extend(place_past(&mut past, &mut registers, Some(leaf.id.0)));
            if leaf.rows > 1 {
                // cgc 3.1 binds no matrix of two rows or more to a fragment
                // program's colour outputs without a semantic, even with
                // COL1-COL3 free (tests/header/209).
                if self.caps.stage == crate::ir::Stage::Fragment {
                    return Err(unlocated_leaf(&leaf.name, leaf.span));
                }
                let rows = |row| OutputId(leaf.id.0 + row);
                let (printed, bound) = pool.bind_rows(&mut registers, &mut hosts, leaf, rows)?;
                for (id, semantic) in bound {
                    self.ir.outputs[id.0 as usize].semantic = semantic.to_string();
                }
                if let Some(parameter) = self.named_by_register(leaf) {
                    self.interface.parameters[parameter].semantic = Some(printed.to_string());
                }
                self.bind_inout_output(leaf.id, leaf.id, printed);
                continue;
            }
            // cgc goes on placing the later leaves in the registers left
            // (a `float` still fits where a `float4` did not) and reports
            // each leaf that fits nowhere (probes tests/header/420).
            let Some(place) = registers.place(leaf.width) else {
                unlocated.push(unlocated_leaf(&leaf.name, leaf.span));
                continue;
            };
            let register = &pool.registers[place.register];
            let host = *hosts[place.register].get_or_insert(leaf.id);
            if host == leaf.id {
                self.ir.outputs[leaf.id.0 as usize].semantic = register.semantic.to_string();
            }
            self.autobind
                .output_targets
                .insert(leaf.id, (host, place.offset));
            if let Some(parameter) = self.named_by_register(leaf) {
                self.interface.parameters[parameter].semantic = Some(register.printed.to_string());
            }
            if let Some(parameter) = leaf.parameter {
                self.interface.parameters[parameter].kind = ParameterKind::Output(host);
            }
            self.bind_inout_output(leaf.id, host, register.printed);
        }
        unlocated.extend(place_past(&mut past, &mut registers, None));
        if rejected || unlocated.is_empty() {
            self.autobind.unlocated_outputs = unlocated;
            return Ok(());
        }
        let first = unlocated.remove(0);
        self.later_errors.extend(unlocated);
        Err(first)
    }

    /// The `#var` line of a pending leaf that names the register the leaf
    /// gets: every listed one but those keeping a semantic written on them
    /// ([`crate::interface::Parameter::binds_without_semantic`]).
    fn named_by_register<Id>(&self, leaf: &Pending<Id>) -> Option<usize> {
        leaf.parameter
            .filter(|&parameter| !self.interface.parameters[parameter].binds_without_semantic)
    }

    /// The output side of an `inout` leaf without a semantic, bound to
    /// `host` (named `printed`, `TEX0`) when its pending output `id` is.
    fn bind_inout_output(&mut self, id: OutputId, host: OutputId, printed: &str) {
        let sides = self.interface.parameters.iter_mut();
        for side in sides.filter_map(|p| p.inout_output.as_mut()) {
            if side.output == id {
                side.output = host;
                side.semantic = Some(printed.to_string());
            }
        }
    }

    /// C5102 for a leaf the program reads (input) or writes (output) whose
    /// semantic counts past the profile's registers (`TEXCOORD8`, a
    /// struct's `TEXCOORD7` counted on to its second member), C5119 for one
    /// the profile knows but does not show, C5121 for an output register
    /// two written leaves name, or one cgc binds twice ([`Named::rebound`]).
    /// cgc reports them only for the leaves it binds, as code generation
    /// errors: it accepts an unread `float4 v : TEXCOORD8`, and `out S v :
    /// COLOR0` beside `out float4 d : COLOR1` when `v.b` is not written
    /// (cgc 3.1, tests/header/170, 171).
    pub(crate) fn check_named_varyings(&self) -> Vec<Diagnostic> {
        let profile = self.hir.profile;
        let mut diagnostics = Vec::new();
        if !self.autobind.named_input_leaves.is_empty() {
            let read = self.inputs_read();
            // A matrix read in any row is bound whole: each row past the
            // table is reported (cgc 3.1: `float4x4 v : TEXCOORD6` with
            // only `v[0]` read is C5102 twice, tests/header/201).
            for leaf in &self.autobind.named_input_leaves {
                let inputs = leaf.first.0 as usize..leaf.first.0 as usize + leaf.rows.len();
                let is_read = inputs
                    .into_iter()
                    .any(|i| read.get(i).copied().unwrap_or(false));
                let unbound = leaf
                    .rows
                    .iter()
                    .filter(|named| profile.find_input(&named.register).is_none());
                let mut past_table = None;
                for named in unbound.filter(|_| is_read) {
                    let diagnostic = unbound_semantic(&profile, named, false);
                    match diagnostic.code {
                        5102 => past_table = Some(named),
                        5119 => {
                            diagnostics.extend(self.hidden_read_errors(named, diagnostic));
                            continue;
                        }
                        _ => {}
                    }
                    diagnostics.push(diagnostic);
                }
                diagnostics.extend(past_table.and_then(unlocated));
            }
            diagnostics.extend(self.unlocated_inputs(&read));
        }
        let mut unlocated_outputs: Vec<&Named> = Vec::new();
        let mut bound: Vec<&str> = Vec::new();
        for named in &self.autobind.written_named_outputs {
            match profile.find_output(&named.register) {
                None => {
                    let diagnostic = unbound_semantic(&profile, named, true);
                    let listed = unlocated_outputs
                        .iter()
                        .any(|other| other.name == named.name && other.span == named.span);
                    if diagnostic.code == 5102 && !listed {
                        unlocated_outputs.push(named);
                    }
                    diagnostics.push(diagnostic);
                }
                Some(binding) if named.rebound || bound.contains(&binding.resource) => {
                    if !bound.contains(&binding.resource) {
                        bound.push(binding.resource);
                    }
                    diagnostics.push(Diagnostic::error(
                        5121,
                        named.span,
                        format!(
                            "multiple bindings to output semantic \"{}\"",
                            binding.resource
                        ),
                    ));
                }
                Some(binding) => bound.push(binding.resource),
            }
        }
        diagnostics.extend(unlocated_outputs.into_iter().filter_map(unlocated));
        diagnostics.extend(self.autobind.unlocated_outputs.iter().cloned());
        // cgc reports the C5041s after all the C5102s (tests/header/205),
        // and the C5119s after the C5102s.
        diagnostics.sort_by_key(|diagnostic| match diagnostic.code {
            5041 => 1,
            5119 => 2,
            _ => 0,
        });
        diagnostics
    }

    /// C5041 for the read input vectors past the profile's table that find
    /// no register of the pool, and for the leaves without a semantic
    /// crowded out by them: cgc 3.1 binds such a vector as a leaf without a
    /// semantic, in interface order among those (a fragment program's
    /// `TEXCOORD8` with TEXCOORD0-7 all read is C5102, then C5041; with one
    /// of them unread, or the eight holding `float2`s and it a `float2`,
    /// C5102 alone; tests/header/391). `read`: [`Lowerer::inputs_read`].
    fn unlocated_inputs(&self, read: &[bool]) -> Vec<Diagnostic> {
        let profile = self.hir.profile;
        let named = self.autobind.named_input_leaves.iter();
        let rows = named.flat_map(|leaf| &leaf.rows);
        let is_read = |id: u32| read.get(id as usize).copied().unwrap_or(false);
        let leaves: Vec<Named> = rows.filter(|named| is_read(named.id)).cloned().collect();
        let mut past = past_table_leaves(&profile, &leaves, false);
        if past.is_empty() {
            return Vec::new();
        }
        let pool = Pool::of(&profile, false);
        let in_pool = self.autobind.named_inputs.iter().filter(|(semantic, _)| {
            let inputs = self.ir.inputs.iter().zip(read);
            inputs
                .filter(|(_, &read)| read)
                .any(|(input, _)| input.semantic == *semantic)
        });
        let mut registers = pool.occupied(in_pool);
        let mut unlocated = Vec::new();
        let pending = self.autobind.inputs.iter();
        for leaf in pending.filter(|leaf| (leaf.id.0..leaf.id.0 + leaf.rows).any(is_read)) {
            unlocated.extend(place_past(&mut past, &mut registers, Some(leaf.id.0)));
            let placed = if leaf.rows > 1 {
                registers.place_rows(leaf.rows, leaf.width).is_some()
            } else {
                registers.place(leaf.width).is_some()
            };
            if !placed {
                unlocated.push(unlocated_leaf(&leaf.name, leaf.span));
            }
        }
        unlocated.extend(place_past(&mut past, &mut registers, None));
        unlocated
    }

    /// C5119 for a hidden input the finished program reads: at each of the
    /// entry's reads of it ([`crate::sema::hir::Binding::hidden_reads`],
    /// named as cgc names them: `position` for `v.position`), else (a read
    /// through a helper) at its declaration, `declared`.
    fn hidden_read_errors(&self, named: &Named, declared: Diagnostic) -> Vec<Diagnostic> {
        let reads: Vec<Diagnostic> = self
            .hir
            .binding
            .hidden_reads
            .iter()
            .filter(|read| read.leaf == named.name)
            .map(|read| not_visible(&read.name, &read.semantic, read.span))
            .collect();
        if reads.is_empty() {
            vec![declared]
        } else {
            reads
        }
    }

    /// Where the values of output leaf `id` are written: its output (a bound
    /// leaf's register) and the first component.
    pub(crate) fn output_target(&self, id: OutputId) -> (OutputId, u8) {
        self.autobind
            .output_targets
            .get(&id)
            .copied()
            .unwrap_or((id, 0))
    }

    /// Binds the pending inputs the finished program reads, in interface
    /// order; a packed leaf's reads move to its host register's components.
    /// Each leaf that finds no register is C5041, as for the outputs.
    pub(crate) fn bind_inputs(&mut self) -> Result<(), Vec<Diagnostic>> {
        if self.autobind.inputs.is_empty() {
            return Ok(());
        }
        let read = self.inputs_read();
        let profile = self.hir.profile;
        let pool = Pool::of(&profile, false);
        let is_read = |semantic: &str| {
            self.ir
                .inputs
                .iter()
                .zip(&read)
                .any(|(input, &read)| read && input.semantic == semantic)
        };
        let named = self.autobind.named_inputs.iter();
        let mut registers = pool.occupied(named.filter(|(s, _)| is_read(s)));
        let mut hosts: Vec<Option<InputId>> = vec![None; pool.registers.len()];
        for (index, input) in self.ir.inputs.iter().enumerate() {
            if !read[index] {
                continue;
            }
            if let Some(register) = pool.index(&input.semantic) {
                hosts[register].get_or_insert(InputId(index as u32));
            }
        }
        let pending = std::mem::take(&mut self.autobind.inputs);
        // Per host input: the packed leaves' parameters and components.
        let mut packed: BTreeMap<InputId, Vec<(Option<usize>, u8, u8)>> = BTreeMap::new();
        let mut unlocated = Vec::new();
        let kept = &self.autobind.kept_inputs;
        let bound: Vec<bool> = pending
            .iter()
            .map(|leaf| {
                let rows = leaf.id.0 as usize..(leaf.id.0 + leaf.rows) as usize;
                rows.into_iter().any(|row| read[row]) || kept.contains(&leaf.id)
            })
            .collect();
        for (leaf, _) in pending.iter().zip(bound).filter(|(_, bound)| *bound) {
            if leaf.rows > 1 {
                let rows = |row| InputId(leaf.id.0 + row);
                let (printed, bound) = pool
                    .bind_rows(&mut registers, &mut hosts, leaf, rows)
                    .map_err(|error| vec![error])?;
                for (id, semantic) in bound {
                    self.ir.inputs[id.0 as usize].semantic = semantic.to_string();
                }
                if let Some(parameter) = self.named_by_register(leaf) {
                    self.interface.parameters[parameter].semantic = Some(printed.to_string());
                }
                continue;
            }
            let Some(place) = registers.place(leaf.width) else {
                unlocated.push(unlocated_leaf(&leaf.name, leaf.span));
                continue;
            };
            let register = &pool.registers[place.register];
            let host = *hosts[place.register].get_or_insert(leaf.id);
            if host == leaf.id {
                self.ir.inputs[leaf.id.0 as usize].semantic = register.semantic.to_string();
            } else {
                self.move_reads(leaf.id, host, self.read_offset(leaf, place.offset));
                packed
                    .entry(host)
                    .or_default()
                    .push((leaf.parameter, place.offset, leaf.width));
            }
            if let Some(parameter) = self.named_by_register(leaf) {
                self.interface.parameters[parameter].semantic = Some(register.printed.to_string());
            }
            if let Some(parameter) = leaf.parameter {
                self.interface.parameters[parameter].kind = ParameterKind::Input(host);
            }
        }
        if !unlocated.is_empty() {
            return Err(unlocated);
        }
        for (host, leaves) in packed {
            self.credit_reads(host, &leaves);
        }
        Ok(())
    }

    /// cgc lists one leaf of a shared register as referenced: the one the
    /// first read of the register is for, met following the outputs back
    /// to their sources ([`first_read_from_outputs`]: `float4(s, a8, a0,
    /// 1)` credits `a8`). A register no output depends on (read by a
    /// `discard` only) takes the first read in lowering order, the lowest
    /// written component first.
    fn credit_reads(&mut self, host: InputId, leaves: &[(Option<usize>, u8, u8)]) {
        let first =
            first_read_from_outputs(&self.ir, host).or_else(|| self.first_lowered_read(host));
        let owner = |component: u8| {
            leaves
                .iter()
                .position(|&(_, offset, width)| (offset..offset + width).contains(&component))
        };
        // `None`: the read is of the leaf holding the register first.
        let credited = first.and_then(owner).and_then(|index| leaves[index].0);
        let packed: Vec<usize> = leaves.iter().filter_map(|leaf| leaf.0).collect();
        for (index, parameter) in self.interface.parameters.iter_mut().enumerate() {
            if parameter.kind == ParameterKind::Input(host) {
                parameter.shared = match credited {
                    Some(credited) => index != credited,
                    None => packed.contains(&index),
                };
            }
        }
    }

    /// The component of `host` the first instruction reading it reads, in
    /// lowering order, the lowest written component first.
    fn first_lowered_read(&self, host: InputId) -> Option<u8> {
        let insts = self.ir.blocks.iter().flat_map(|b| &b.insts);
        insts.into_iter().find_map(|inst| {
            let mask = inst.dest.map_or(1, |d| d.mask.0.max(1));
            inst.operands
                .iter()
                .filter(|o| o.source == Source::Input(host))
                .find_map(|o| {
                    (0..4)
                        .find(|i| mask & (1 << i) != 0)
                        .map(|i| o.swizzle.0[i])
                })
        })
    }

    /// Per IR input: whether an instruction or branch reads it once dead
    /// code is gone: cgc neither binds a leaf read only by code whose result
    /// is never used nor lets its explicit semantic hold the register
    /// (tests/header/141, 142).
    pub(crate) fn inputs_read(&self) -> Vec<bool> {
        let live = self.live_program();
        let mut read = vec![false; live.inputs.len()];
        for block in &live.blocks {
            let conditions = match &block.terminator {
                Terminator::Branch { condition, .. } => Some(condition),
                _ => None,
            };
            let operands = block.insts.iter().flat_map(|i| &i.operands);
            for operand in operands.chain(conditions) {
                if let Source::Input(id) = operand.source {
                    read[id.0 as usize] = true;
                }
            }
        }
        read
    }

    /// The program lowered so far without its dead code.
    pub(crate) fn live_program(&self) -> Program {
        let mut live = self.ir.clone();
        while crate::ir::opt::dce::run(&mut live) {}
        live
    }

    /// The component a packed input leaf's reads start at: the placement's,
    /// but for the input side of an `inout` leaf, which cgc 3.1 reads from
    /// the register's first component whatever its placement (`inout
    /// float2 o2` packed after `float p` is printed at `ATTR15` and read
    /// as `vertex.attrib[15].xy`, not `.yz`; the register's other
    /// components stay the placement's: a later leaf packs after `o2`).
    /// tests/header/329.
    fn read_offset(&self, leaf: &Pending<InputId>, offset: u8) -> u8 {
        let parameter = leaf
            .parameter
            .map(|index| &self.interface.parameters[index]);
        if parameter.is_some_and(|parameter| parameter.inout_output.is_some()) {
            0
        } else {
            offset
        }
    }

    /// Reads of `from` become reads of `to`, `offset` components further.
    fn move_reads(&mut self, from: InputId, to: InputId, offset: u8) {
        for block in &mut self.ir.blocks {
            let conditions = match &mut block.terminator {
                Terminator::Branch { condition, .. } => Some(condition),
                _ => None,
            };
            let operands = block.insts.iter_mut().flat_map(|i| &mut i.operands);
            for operand in operands.chain(conditions) {
                if operand.source == Source::Input(from) {
                    operand.source = Source::Input(to);
                    for component in &mut operand.swizzle.0 {
                        *component = (*component + offset).min(3);
                    }
                }
            }
        }
    }
}

/// The vectors of `leaves` (used ones) whose semantic counts past the
/// profile's table (C5102: `TEXCOORD8`), in interface order. cgc 3.1 still
/// binds each as a leaf without a semantic (C5041 where the pool has no
/// room left); matrices keep their own rule ([`Named::reports_unlocated`]).
fn past_table_leaves(profile: &Profile, leaves: &[Named], output: bool) -> Vec<Named> {
    let mut past: Vec<Named> = leaves
        .iter()
        .filter(|named| !named.matrix)
        .filter(|named| {
            let in_table = if output {
                profile.find_output(&named.register).is_some()
            } else {
                profile.find_input(&named.register).is_some()
            };
            !in_table && unbound_semantic(profile, named, output).code == 5102
        })
        .cloned()
        .collect();
    past.sort_by_key(|named| named.id);
    past
}

/// Places the vectors past the table that come before leaf `before` in
/// interface order (all of them for `None`), taking them from `past`: C5041
/// for each that finds no register.
fn place_past(
    past: &mut Vec<Named>,
    registers: &mut RegisterPool,
    before: Option<u32>,
) -> Vec<Diagnostic> {
    let count = match before {
        Some(id) => past.iter().take_while(|named| named.id < id).count(),
        None => past.len(),
    };
    past.drain(..count)
        .filter(|named| registers.place(named.width).is_none())
        .map(|named| unlocated_past(&named))
        .collect()
}

/// C5041 for a vector past the profile's table that found no register;
/// cgc names a struct's member by its own name (`t8` for `main.t8`).
fn unlocated_past(named: &Named) -> Diagnostic {
    let name = named.name.rsplit('.').next().unwrap_or(&named.name);
    unlocated_leaf(name, named.span)
}

/// cgc's C5041: no register can hold the leaf.
fn unlocated_leaf(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        5041,
        span,
        format!("cannot locate suitable resource to bind parameter \"{name}\""),
    )
}

impl Lowerer<'_> {
    /// Keeps the registers of the inputs copied into structs whose partly
    /// written vectors a live instruction reads ([`super::copies`]). Live:
    /// some chain of instructions leads from it to an instruction writing
    /// no temporary (an output, a kill) or to a branch condition; the walk
    /// ignores control flow. Runs before the inputs are bound.
    pub(crate) fn keep_copied_struct_inputs(&mut self) {
        if self.copies.no_reads() {
            return;
        }
        let (live, read) = reached_sources(&self.ir.blocks, Vec::new(), true);
        let kept = self
            .copies
            .kept_inputs(|reg| live.contains(&reg), |id| read.contains(&id));
        self.keep_input_registers(&kept);
    }

    /// Keeps the registers of the varying inputs the early reads keep
    /// ([`super::early_reads`]), and of the struct members whose computed
    /// values they read ([`super::member_stores`]). Runs on the finished program, before the
    /// inputs are bound, so that an input without a semantic is bound as if
    /// read.
    pub(crate) fn keep_early_read_inputs(&mut self) {
        let kept = self.early_reads.kept(&self.ir.blocks, &self.ir.literals);
        self.keep_input_registers(&kept.inputs);
        for leaf in kept.member_leaves {
            self.keep_input_register(Some(leaf));
        }
    }

    /// Keeps the register of each input leaf of `kept`.
    fn keep_input_registers(&mut self, kept: &BTreeSet<InputId>) {
        let parameters = self.interface.parameters.iter().enumerate();
        let leaves: Vec<usize> = parameters
            .filter(|(_, p)| matches!(p.kind, ParameterKind::Input(id) if kept.contains(&id)))
            .map(|(index, _)| index)
            .collect();
        for index in leaves {
            self.keep_input_register(Some(index));
        }
    }
}

/// The temporaries and the varying inputs some chain of instructions of
/// `blocks` leads from to `seeds`, and with `sinks` to an instruction
/// writing no temporary (an output, a kill) or a branch condition. The
/// walk ignores control flow: each definition of a temporary counts.
pub(crate) fn reached_sources<'a>(
    blocks: impl IntoIterator<Item = &'a Block>,
    seeds: Vec<Source>,
    sinks: bool,
) -> (BTreeSet<VReg>, BTreeSet<InputId>) {
    let mut sources_of: BTreeMap<VReg, Vec<Source>> = BTreeMap::new();
    let mut pending = seeds;
    for block in blocks {
        for inst in &block.insts {
            let sources = inst.operands.iter().map(|operand| operand.source);
            match inst.dest.map(|dest| dest.reg) {
                Some(DestReg::Temp(vreg)) => sources_of.entry(vreg).or_default().extend(sources),
                _ if sinks => pending.extend(sources),
                _ => {}
            }
        }
        if let (true, Terminator::Branch { condition, .. }) = (sinks, &block.terminator) {
            pending.push(condition.source);
        }
    }
    let mut temporaries = BTreeSet::new();
    let mut inputs = BTreeSet::new();
    while let Some(source) = pending.pop() {
        match source {
            Source::Input(id) => {
                inputs.insert(id);
            }
            Source::Temp(vreg) if temporaries.insert(vreg) => {
                pending.extend(sources_of.get(&vreg).into_iter().flatten().copied());
            }
            _ => {}
        }
    }
    (temporaries, inputs)
}

/// The first pool register of a matrix without a semantic: cgc 3.1 gives
/// it the first run of consecutive registers no leaf holds yet, a row each
/// (`float4x4 m` beside `a : ATTR3` takes ATTR4 to ATTR7, and a later
/// `float4 b` the free ATTR1); later leaves may pack into its rows' free
/// components (tests/header/207). Where no such run is left cgc overlaps
/// rows with other leaves, which cgrs does not copy.
fn place_rows<Id>(registers: &mut RegisterPool, leaf: &Pending<Id>) -> R<usize> {
    registers.place_rows(leaf.rows, leaf.width).ok_or_else(|| {
        unsupported(
            leaf.span,
            format!(
                "a matrix varying without a semantic (\"{}\") where no {} consecutive free registers are left",
                leaf.name, leaf.rows
            ),
        )
    })
}

/// C5041 after the C5102s of a matrix past the profile's table whose
/// semantic [`Named::reports_unlocated`] (cgc 3.1: `float4x4 main() :
/// POSITION` is C5102 three times, then C5041; a vertex program's `out
/// float3x4 v : COLOR1` only C5102s; tests/header/205, 206).
fn unlocated(named: &Named) -> Option<Diagnostic> {
    named
        .reports_unlocated
        .then(|| unlocated_leaf(&named.name, named.span))
}

/// The error for a used leaf whose semantic names no register of the
/// profile's table: C5102 for a known name with an index past the table
/// (`input semantic attribute "TEXCOORD" has too big of a numeric index
/// (8)`, cgc's words), C5119 for a register the profile knows but does not
/// show (`BCOL1` as an arbfp1 input), C5108 for anything else.
fn unbound_semantic(profile: &Profile, named: &Named, output: bool) -> Diagnostic {
    let register = named.register.as_str();
    let stem = register.trim_end_matches(|c: char| c.is_ascii_digit());
    let index: Option<u32> = register[stem.len()..].parse().ok();
    let hidden = if output {
        profile.hides_output(register)
    } else {
        profile.hides_input(register) || profile.leaves_input_unbound(register)
    };
    if hidden {
        // cgc names a struct's member by its own name.
        let name = named.name.rsplit('.').next().unwrap_or(&named.name);
        return not_visible(name, register, named.span);
    }
    match index {
        Some(index) if index > 0 && profile.knows_semantic(stem, output) => {
            let direction = if output { "output" } else { "input" };
            Diagnostic::error(
                5102,
                named.span,
                format!(
                    "{direction} semantic attribute \"{stem}\" has too big of a numeric index ({index})"
                ),
            )
        }
        _ => Diagnostic::error(
            5108,
            named.span,
            format!(
                "unknown semantics \"{register}\" specified for \"{}\"",
                named.name
            ),
        ),
    }
}
