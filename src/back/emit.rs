//! The text emitters: cgc's comment header, declarations, instructions, footer.
//!
//! What is common to every dialect (header lines, operand spelling from the
//! profile's tables, the footer) is written once in [`emit`]; what differs is
//! behind [`AssemblyWriter`], with one implementation per dialect (`ARB`, `NV`).
//! Register spellings come from the profile JSON, never from this file.

use crate::back::constpool::Pool;
use crate::back::layout::Layout;
use crate::back::number::format_number;
use crate::back::reflection::{ParameterBinding, Resource};
use crate::diag::Diagnostic;
use crate::interface::ProgramInterface;
use crate::ir::{DestReg, Inst, Operand, Program, Source, Terminator, VReg, WriteMask};
use crate::profile::{same_semantic, Dialect, Profile};
use std::fmt::Write;

/// Lines cgc prints before `#profile` that are not derived from the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitOptions {
    /// Comment lines after the header line (without the leading `# `).
    pub banner: Vec<String>,
}

impl Default for EmitOptions {
    fn default() -> Self {
        EmitOptions {
            banner: vec![format!("cgrs version {}", env!("CARGO_PKG_VERSION"))],
        }
    }
}

/// Everything an emitter reads.
pub struct EmitContext<'a> {
    pub program: &'a Program,
    pub profile: &'a Profile,
    pub interface: &'a ProgramInterface,
    pub layout: &'a Layout,
    pub pool: &'a Pool,
    pub temporaries: u32,
    /// What each interface parameter was bound to (the `#var` lines).
    pub parameters: &'a [ParameterBinding],
}

/// What differs between the ARB and NV dialects.
pub trait AssemblyWriter {
    /// Lines between the header comments and the first instruction.
    fn declarations(&self, cx: &EmitContext) -> String;
    /// The label printed before the instructions of block `index`, if any.
    fn block_label(&self, cx: &EmitContext, index: usize) -> Option<String> {
        cx.profile
            .syntax
            .block_labels
            .then(|| format!("BB{index}:"))
    }
}

struct ArbWriter;
struct NvWriter;

impl AssemblyWriter for ArbWriter {
    /// `PARAM c[N] = { program.local[0..1], { 2, 0.5 } };` then one `TEMP` per register.
    fn declarations(&self, cx: &EmitContext) -> String {
        let mut text = String::new();
        let items = parameter_items(cx);
        if !items.is_empty() {
            let _ = writeln!(
                text,
                "PARAM {}[{}] = {{ {} }};",
                cx.profile.syntax.parameter_array,
                cx.layout.parameter_count,
                items.join(",\n\t\t")
            );
        }
        if let Some(spill) = cx.profile.syntax.matrix_spill.as_ref() {
            if let Some(last) = cx.layout.spilled_count.checked_sub(1) {
                // cgc declares the spill array from slot 0 to the last taken.
                let range = spill.binding.replace("{}", &format!("0..{last}"));
                let _ = writeln!(text, "PARAM {}[] = {{ {range} }};", spill.array);
            }
        }
        for index in 0..cx.temporaries {
            let _ = writeln!(text, "TEMP {};", temp_name(cx.profile, index));
        }
        let uses_address = cx
            .program
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|i| i.op == crate::ir::Opcode::Arl);
        if uses_address {
            let _ = writeln!(text, "ADDRESS A0;");
        }
        text
    }
}

impl AssemblyWriter for NvWriter {
    fn declarations(&self, _cx: &EmitContext) -> String {
        String::new()
    }
}

/// The writer for a profile's dialect.
pub fn writer_for(dialect: Dialect) -> &'static dyn AssemblyWriter {
    match dialect {
        // GLSL profiles never reach the assembly emitters (`crate::back::glsl`).
        Dialect::Arb | Dialect::Glsl => &ArbWriter,
        Dialect::Nv => &NvWriter,
    }
}

fn temp_name(profile: &Profile, index: u32) -> String {
    let mut name = String::new();
    write_numbered(&mut name, profile.syntax.temp_register, index);
    name
}

/// Append `pattern` with `number` in place of each `{}` (a register
/// spelling of the profile's: `R{}`, `texture[{}]`).
fn write_numbered(out: &mut String, pattern: &str, number: u32) {
    for (index, piece) in pattern.split("{}").enumerate() {
        if index > 0 {
            let _ = write!(out, "{number}");
        }
        out.push_str(piece);
    }
}

/// What one slot of the ARB `PARAM` array declares.
#[derive(Clone, PartialEq)]
enum SlotContent {
    /// Loaded by the application: `program.local[N]`.
    Local,
    /// Pooled literal vector `index`.
    Literal(usize),
    /// Row `row` of OpenGL state spanning `rows` rows.
    State { state: String, rows: u32, row: u32 },
}

/// The entries of an ARB `PARAM` array in slot order: runs of uniform slots as
/// `program.local[a..b]`, pooled literals as `{ 2, 0.5 }`, state-bound uniforms
/// as the state (`state.light[0].diffuse`, `state.matrix.mvp.row[0..3]`).
fn parameter_items(cx: &EmitContext) -> Vec<String> {
    let Some(binding) = cx.profile.syntax.uniform_binding else {
        return Vec::new();
    };
    let mut slots = vec![SlotContent::Local; cx.layout.parameter_count as usize];
    for (index, &slot) in cx.layout.literal_slots.iter().enumerate() {
        slots[slot as usize] = SlotContent::Literal(index);
    }
    for parameter in cx.parameters.iter().filter(|p| p.referenced) {
        if let Some(Resource::State { slot, rows, state }) = &parameter.resource {
            // One row of a state matrix (an element of a uniform array bound
            // to it) joins the rows beside it: `state.matrix.mvp.row[0..3]`.
            let (state, first_row, matrix_rows) = match matrix_row(state) {
                Some((matrix, row)) if *rows == 1 => (matrix, row, MATRIX_ROWS),
                _ => (state.as_str(), 0, *rows),
            };
            for row in 0..*rows {
                if let Some(content) = slots.get_mut((slot + row) as usize) {
                    *content = SlotContent::State {
                        state: state.to_string(),
                        rows: matrix_rows,
                        row: first_row + row,
                    };
                }
            }
        }
    }
    let mut items = Vec::new();
    let mut slot = 0usize;
    while slot < slots.len() {
        let first = slot;
        slot += 1;
        match &slots[first] {
            SlotContent::Literal(index) => {
                let values: Vec<String> = cx.pool.vectors[*index]
                    .iter()
                    .map(|&v| format_number(v))
                    .collect();
                items.push(format!("{{ {} }}", values.join(", ")));
            }
            SlotContent::Local => {
                while slot < slots.len() && slots[slot] == SlotContent::Local {
                    slot += 1;
                }
                let range = if slot - 1 == first {
                    first.to_string()
                } else {
                    format!("{first}..{}", slot - 1)
                };
                items.push(binding.replace("{}", &range));
            }
            SlotContent::State { state, rows, row } => {
                let mut last = *row;
                while let Some(SlotContent::State {
                    state: next,
                    row: r,
                    ..
                }) = slots.get(slot)
                {
                    if next != state || *r != last + 1 {
                        break;
                    }
                    last = *r;
                    slot += 1;
                }
                items.push(crate::back::reflection::state_row(state, *rows, *row, last));
            }
        }
    }
    items
}

/// The rows of an OpenGL state matrix.
const MATRIX_ROWS: u32 = 4;

/// `state.matrix.mvp.row[2]` → (`state.matrix.mvp`, 2).
fn matrix_row(state: &str) -> Option<(&str, u32)> {
    let (matrix, row) = state.strip_suffix(']')?.rsplit_once(".row[")?;
    Some((matrix, row.parse().ok()?))
}

fn parameter_name(cx: &EmitContext, slot: u32) -> String {
    format!("{}[{slot}]", cx.profile.syntax.parameter_array)
}

fn source_text(cx: &EmitContext, operand: &Operand) -> Result<String, Diagnostic> {
    let mut text = String::new();
    write_source(&mut text, cx, operand)?;
    Ok(text)
}

/// Append an operand's text: `-|R0.xy|`. The instructions of a program are
/// written straight into its text, without a string per part.
fn write_source(out: &mut String, cx: &EmitContext, operand: &Operand) -> Result<(), Diagnostic> {
    if operand.negate {
        out.push('-');
    }
    if operand.abs {
        out.push('|');
    }
    let array = cx.profile.syntax.parameter_array;
    match operand.source {
        Source::Temp(reg) => write_numbered(out, cx.profile.syntax.temp_register, reg.0),
        Source::Input(id) => {
            let semantic = &cx.program.inputs[id.0 as usize].semantic;
            match cx.profile.find_input(semantic) {
                Some(binding) => out.push_str(binding.register),
                None => return Err(unknown_semantic(cx, semantic, false)),
            }
        }
        Source::Uniform(id, row) => {
            let slot_in = |rows: &[Vec<Option<u32>>]| {
                rows.get(id.0 as usize)
                    .and_then(|rows| rows.get(row as usize))
                    .copied()
                    .flatten()
            };
            let spilled =
                slot_in(&cx.layout.spilled_rows).zip(cx.profile.syntax.matrix_spill.as_ref());
            let _ = match (slot_in(&cx.layout.uniform_rows), spilled) {
                (None, Some((slot, spill))) => write!(out, "{}[{slot}]", spill.array),
                (slot, _) => write!(out, "{array}[{}]", slot.unwrap_or(0)),
            };
        }
        Source::UniformRelative(id, offset, c) => {
            let base =
                cx.layout.uniform_slots[id.0 as usize].unwrap_or(0) as i64 + i64::from(offset);
            let address = b"xyzw"[c as usize] as char;
            let _ = match base {
                0 => write!(out, "{array}[A0.{address}]"),
                b if b > 0 => write!(out, "{array}[A0.{address} + {b}]"),
                b => write!(out, "{array}[A0.{address} - {}]", -b),
            };
        }
        Source::Literal(id) => {
            let _ = write!(out, "{array}[{}]", cx.layout.literal_slots[id.0 as usize]);
        }
    }
    let _ = write!(out, "{}", operand.swizzle);
    if operand.abs {
        out.push('|');
    }
    Ok(())
}

/// A varying the program reads or writes under a semantic without a
/// register: C5119 for one the profile knows without a register
/// ([`Profile::hides_input`], [`Profile::hides_output`]; sema accepts its
/// declaration, as cgc, and a read through a helper reaches here), else
/// C5108.
fn unknown_semantic(cx: &EmitContext, semantic: &str, output: bool) -> Diagnostic {
    let hidden = if output {
        cx.profile.hides_output(semantic)
    } else {
        cx.profile.hides_input(semantic)
    };
    if hidden {
        let name = cx
            .parameters
            .iter()
            .find(|binding| {
                binding
                    .parameter
                    .semantic
                    .as_deref()
                    .is_some_and(|s| same_semantic(s, semantic))
            })
            .map_or(semantic, |binding| binding.parameter.name.as_str());
        return Diagnostic::error(
            5119,
            None,
            format!(
                "variable/member \"{name}\" has semantic \"{semantic}\" which is not visible in this profile"
            ),
        );
    }
    Diagnostic::error(
        5108,
        None,
        format!(
            "unknown semantics \"{semantic}\" for profile '{}'",
            cx.profile.name
        ),
    )
}

fn dest_text(cx: &EmitContext, inst: &Inst) -> Result<Option<String>, Diagnostic> {
    let mut text = String::new();
    Ok(write_dest(&mut text, cx, inst)?.then_some(text))
}

/// Append an instruction's destination (`R0.xy`, `result.color`); false
/// when it has none.
fn write_dest(out: &mut String, cx: &EmitContext, inst: &Inst) -> Result<bool, Diagnostic> {
    let Some(dest) = inst.dest else {
        return Ok(false);
    };
    match dest.reg {
        DestReg::Temp(reg) => {
            write_numbered(out, cx.profile.syntax.temp_register, reg.0);
            let _ = write!(out, "{}", dest.mask);
        }
        DestReg::Output(id) => {
            let semantic = &cx.program.outputs[id.0 as usize].semantic;
            let binding = cx
                .profile
                .find_output(semantic)
                .ok_or_else(|| unknown_semantic(cx, semantic, true))?;
            let _ = match &binding.mask {
                Some(mask) => write!(out, "{}.{mask}", binding.register),
                None => write!(out, "{}{}", binding.register, dest.mask),
            };
        }
    }
    Ok(true)
}

fn instruction_text(
    cx: &EmitContext,
    inst: &Inst,
    sets_condition: bool,
) -> Result<String, Diagnostic> {
    masked_instruction_text(cx, inst, sets_condition, None)
}

/// An instruction's text, its destination written only where the condition
/// code passes `rule` (VP2.0's `R0.xyz(GT)`) when one is given.
fn masked_instruction_text(
    cx: &EmitContext,
    inst: &Inst,
    sets_condition: bool,
    rule: Option<&str>,
) -> Result<String, Diagnostic> {
    let mut text = String::new();
    write_instruction(&mut text, cx, inst, sets_condition, rule)?;
    Ok(text)
}

/// Append an instruction's text (as [`masked_instruction_text`] gives it).
fn write_instruction(
    out: &mut String,
    cx: &EmitContext,
    inst: &Inst,
    sets_condition: bool,
    rule: Option<&str>,
) -> Result<(), Diagnostic> {
    let start = out.len();
    out.push_str(inst.op.mnemonic());
    if sets_condition {
        out.push('C');
    }
    if inst.dest.is_some_and(|d| d.saturate) {
        out.push_str("_SAT");
    }
    pad_to(out, start, cx.profile.syntax.opcode_column);
    // Fields are separated by ", ": each but the first starts with one.
    let mut first = true;
    let mut separate = |out: &mut String| {
        if !std::mem::take(&mut first) {
            out.push_str(", ");
        }
    };
    match inst.op {
        crate::ir::Opcode::Arl => {
            separate(out);
            out.push_str("A0.x");
        }
        crate::ir::Opcode::ArlVector => {
            separate(out);
            out.push_str(&vector_address_dest(inst));
        }
        _ => {}
    }
    if inst.dest.is_some() {
        separate(out);
        write_dest(out, cx, inst)?;
        if let Some(rule) = rule {
            let _ = write!(out, "({rule})");
        }
    }
    for operand in &inst.operands {
        // Scalar opcodes read only `.x` of the swizzled operand; NV assembly requires
        // the single-letter form there, and cgc prints it for ARB too.
        let mut operand = *operand;
        if inst.op.reads_scalar() {
            operand.swizzle = crate::ir::Swizzle::replicate(operand.swizzle.get(0));
        }
        separate(out);
        write_source(out, cx, &operand)?;
    }
    if let Some(texture) = inst.texture {
        let unit = cx.layout.texture_units[texture.sampler.0 as usize].unwrap_or(0);
        let pattern = cx.profile.syntax.texture_unit.unwrap_or("texture[{}]");
        separate(out);
        write_numbered(out, pattern, unit);
        separate(out);
        out.push_str(texture.target.arb_name());
    }
    out.push(';');
    Ok(())
}

/// Vertex programs have no `CMP` instruction: one that reaches emission there
/// is a select of the profile that selects with condition codes
/// ([`Profile::selects_with_condition_codes`]), printed by
/// [`condition_code_select_lines`].
pub fn is_condition_code_select(program: &Program, inst: &Inst) -> bool {
    inst.op == crate::ir::Opcode::Cmp && program.stage == crate::ir::Stage::Vertex
}

/// How many assembly instructions the instructions of each block become
/// (branches not included).
pub fn printed_lengths(program: &Program) -> Vec<usize> {
    let live_out = select_live_out(program);
    (0..program.blocks.len())
        .map(|block| printed_length(program, block, &live_out))
        .collect()
}

/// What [`fused_selects`] needs of the whole program: the live sets at the
/// end of each block, computed once (and not at all without a select of
/// the profile that selects with condition codes).
fn select_live_out(program: &Program) -> Vec<crate::ir::liveness::LiveSet> {
    let any_select = program
        .blocks
        .iter()
        .flat_map(|block| &block.insts)
        .any(|inst| is_condition_code_select(program, inst));
    if any_select {
        crate::ir::liveness::live_out(program)
    } else {
        Vec::new()
    }
}

fn printed_length(
    program: &Program,
    block: usize,
    live_out: &[crate::ir::liveness::LiveSet],
) -> usize {
    let insts = &program.blocks[block].insts;
    let fused = fused_selects(program, block, live_out);
    let conditions = condition_code_plan(program, block, &fused);
    let merged = fused.merged();
    let printed: usize = insts
        .iter()
        .zip(conditions)
        .map(|(inst, condition)| {
            if !is_condition_code_select(program, inst) {
                return 1;
            }
            let moves = match select_form(inst) {
                SelectForm::Full => 2,
                SelectForm::KeepsChosen | SelectForm::KeepsOther => 1,
            };
            moves
                + usize::from(matches!(
                    condition,
                    Some(ConditionSource::Move | ConditionSource::MoveInPlace)
                ))
        })
        .sum();
    printed - merged
}

/// How far back (in instructions) a select looks for the instruction that
/// computes its chosen side: the checks below walk the instructions between,
/// so the window keeps a block of many selects linear.
const FUSION_WINDOW: usize = 32;

/// Which selects of a block print the instruction computing their chosen side
/// with their own destination under the condition code (`MAD R0.xyz(GT), ...`,
/// as cgc does) instead of that instruction writing a temporary that the
/// select then copies.
#[derive(Clone, Debug, Default)]
struct SelectFusion {
    /// For each instruction: if it is such a select, the position of that
    /// producer.
    producer: Vec<Option<usize>>,
    /// For each instruction: it is such a producer, printed by its select.
    absorbed: Vec<bool>,
}

impl SelectFusion {
    fn absorbed(&self, position: usize) -> bool {
        self.absorbed.get(position).copied().unwrap_or(false)
    }

    fn merged(&self) -> usize {
        self.absorbed.iter().filter(|&&a| a).count()
    }
}

/// The [`SelectFusion`] of block `block`. A select's producer is the last
/// instruction before it (within [`FUSION_WINDOW`]) writing its chosen
/// side's register; it moves down to the select, so nothing between may read
/// what it writes, write what it reads, or load `A0` when it reads relative to
/// it, and nothing after the select may read its register.
///
/// `live_out`: [`select_live_out`] of the program.
fn fused_selects(
    program: &Program,
    block: usize,
    live_out: &[crate::ir::liveness::LiveSet],
) -> SelectFusion {
    let insts = &program.blocks[block].insts;
    let mut fusion = SelectFusion {
        producer: vec![None; insts.len()],
        absorbed: vec![false; insts.len()],
    };
    if !insts
        .iter()
        .any(|inst| is_condition_code_select(program, inst))
    {
        return fusion;
    }
    let live = crate::ir::liveness::LiveAfter::of(program, block, &live_out[block]);
    for position in 1..insts.len() {
        let select = &insts[position];
        if !is_condition_code_select(program, select)
            || select_form(select) == SelectForm::KeepsChosen
        {
            continue;
        }
        let chosen = select.operands[1];
        let Some(reg) = chosen.temp_reg() else {
            continue;
        };
        let Some(dest) = select.dest else {
            continue;
        };
        let lanes = chosen.swizzle.read_mask(dest.mask);
        let Some(producer) = last_writer(insts, position, reg, lanes) else {
            continue;
        };
        let produced = insts[producer].dest.map_or(WriteMask::NONE, |d| d.mask);
        if fusion.absorbed[producer]
            || !fits_select(&insts[producer], select, reg)
            || !live.get(position, reg).intersect(produced).is_empty()
            || !movable_to(insts, producer, position)
        {
            continue;
        }
        fusion.producer[position] = Some(producer);
        fusion.absorbed[producer] = true;
    }
    fusion
}

/// The last instruction before `position`, within [`FUSION_WINDOW`], that
/// writes any of `lanes` of temporary `reg`.
fn last_writer(insts: &[Inst], position: usize, reg: VReg, lanes: WriteMask) -> Option<usize> {
    (position.saturating_sub(FUSION_WINDOW)..position)
        .rev()
        .find(|&q| {
            insts[q]
                .dest
                .is_some_and(|d| d.temp_reg() == Some(reg) && !d.mask.intersect(lanes).is_empty())
        })
}

/// Whether `producer`, which writes `reg`, can write `select`'s destination
/// itself in place of the select's chosen side.
fn fits_select(producer: &Inst, select: &Inst, reg: VReg) -> bool {
    let (Some(dest), Some(produced)) = (select.dest, producer.dest) else {
        return false;
    };
    let chosen = select.operands[1];
    let dest_reg = dest.temp_reg().map(Source::Temp);
    let reads_dest = |operand: &Operand| Some(operand.source) == dest_reg;
    // The select's own reads run before the producer once it moves there.
    let reads_produced = |operand: &Operand| {
        operand.temp_reg() == Some(reg)
            && !operand
                .swizzle
                .read_mask(dest.mask)
                .intersect(produced.mask)
                .is_empty()
    };
    !chosen.abs
        && !chosen.negate
        && dest.mask.components().all(|i| chosen.swizzle.get(i) == i as u8)
        && produced.mask.intersect(dest.mask) == dest.mask
        && !produced.saturate
        && (producer.op.is_componentwise() || producer.op.replicates())
        && producer.op != crate::ir::Opcode::Cmp
        && producer.texture.is_none()
        // The `MOVC` of the condition and the `MOV d, b` of the other side
        // must not read what the producer writes (`c ? x : x.yx`).
        && !reads_produced(&select.operands[0])
        && !reads_produced(&select.operands[2])
        // The `MOV d, b` of the full form runs before the producer.
        && (select_form(select) == SelectForm::KeepsOther
            || !producer.operands.iter().any(reads_dest))
}

/// Whether the instruction at `from` computes the same when it runs at `to`
/// instead, with no instruction between seeing the difference: none reads
/// or writes the lanes it writes, writes the lanes it reads, or loads `A0`
/// when it reads relative to it.
fn movable_to(insts: &[Inst], from: usize, to: usize) -> bool {
    let producer = &insts[from];
    let Some(produced) = producer.dest else {
        return false;
    };
    let relative = producer
        .operands
        .iter()
        .any(|o| matches!(o.source, Source::UniformRelative(..)));
    insts[from + 1..to].iter().all(|between| {
        let reads_result = produced
            .temp_reg()
            .is_some_and(|reg| !between.reads_of(reg).intersect(produced.mask).is_empty());
        let overlaps = between.dest.is_some_and(|written| {
            written.temp_reg().is_some_and(|reg| {
                let mut touched = producer.reads_of(reg);
                if produced.temp_reg() == Some(reg) {
                    touched = touched.union(produced.mask);
                }
                !written.mask.intersect(touched).is_empty()
            })
        });
        let loads_address = matches!(
            between.op,
            crate::ir::Opcode::Arl | crate::ir::Opcode::ArlVector
        );
        !(reads_result || overlaps || (relative && loads_address))
    })
}

/// What one condition-code component holds: the tested operand's source,
/// the component it reads, and its modifiers.
type CcComponent = (Source, u8, bool, bool);

/// The operand a select's `MOVC` tests (its condition without negation).
fn tested_condition(inst: &Inst) -> Operand {
    let condition = inst.operands[0];
    if condition.negate {
        condition.negated()
    } else {
        condition
    }
}

/// How a VP2.0 select gets its condition into the condition code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ConditionSource {
    /// An earlier select of the block left it there, component for component.
    Held,
    /// An earlier `MOVC` left the tested register there unswizzled; the
    /// select reads it through `c`'s swizzle (`MUL R0.xyz(GT.y), ...`).
    HeldInPlace,
    /// `MOVC CC, c` right before the select.
    Move,
    /// `MOVC CC, r` of the whole tested register `r` (a uniform, input or
    /// literal, which no instruction changes) right before the select, read
    /// through `c`'s swizzle: later selects testing other components of `r`
    /// find it there (cgc's `MOVC CC, c[12]` for `enabled[i] > 0` unrolled).
    MoveInPlace,
    /// The instruction at this position computes `c`'s register and also
    /// writes the condition code (`SLTC R1.w, ...`, as cgc does); the select
    /// reads the condition code through `c`'s swizzle (`MOV R0.x(GT.w), ...`).
    Producer(usize),
}

/// For each instruction of block `block`: `None` unless it is a select, else
/// where its condition comes from. A `MOVC` is needed unless the condition
/// code already holds the condition (an earlier select of the block set it,
/// and neither that register nor the condition code changed since) or the
/// instruction computing the condition can set it itself.
fn condition_code_plan(
    program: &Program,
    block: usize,
    fused: &SelectFusion,
) -> Vec<Option<ConditionSource>> {
    let insts = &program.blocks[block].insts;
    let mut held: [Option<CcComponent>; 4] = [None; 4];
    let mut plan = Vec::with_capacity(insts.len());
    for (position, inst) in insts.iter().enumerate() {
        let mut source = None;
        if is_condition_code_select(program, inst) {
            let tested = tested_condition(inst);
            let mask = inst.dest.map_or(crate::ir::WriteMask::NONE, |d| d.mask);
            let wanted = |i: usize| -> CcComponent {
                (
                    tested.source,
                    tested.swizzle.get(i),
                    tested.abs,
                    tested.negate,
                )
            };
            // Held in place: condition-code component `k` holds the
            // tested register's component `k`, read through the swizzle.
            let lane_of = |i: usize| usize::from(tested.swizzle.get(i));
            if mask.components().all(|i| held[i] == Some(wanted(i))) {
                source = Some(ConditionSource::Held);
            } else if mask
                .components()
                .all(|i| held[lane_of(i)] == Some(wanted(i)))
            {
                source = Some(ConditionSource::HeldInPlace);
            } else if let Some(producer) = condition_producer(program, block, position, fused) {
                source = Some(ConditionSource::Producer(producer));
                let written = insts[producer]
                    .dest
                    .map_or(crate::ir::WriteMask::NONE, |d| d.mask);
                for k in written.components() {
                    held[k] = None;
                }
                for i in mask.components() {
                    let k = tested.swizzle.get(i);
                    held[k as usize] = Some((tested.source, k, false, false));
                }
            } else if matches!(
                tested.source,
                Source::Uniform(..) | Source::Input(_) | Source::Literal(_)
            ) {
                source = Some(ConditionSource::MoveInPlace);
                for (k, component) in held.iter_mut().enumerate() {
                    *component = Some((tested.source, k as u8, tested.abs, tested.negate));
                }
            } else {
                source = Some(ConditionSource::Move);
                for i in mask.components() {
                    held[i] = Some(wanted(i));
                }
            }
        }
        if let Some(DestReg::Temp(reg)) = inst.dest.map(|d| d.reg) {
            for component in &mut held {
                if component.is_some_and(|(source, ..)| source == Source::Temp(reg)) {
                    *component = None;
                }
            }
        }
        plan.push(source);
    }
    plan
}

/// The instruction before the select at `position` that last wrote every
/// tested component of the select's condition register, when it can write
/// the condition code too: no select (which reads or sets the condition
/// code) and no other write of those components lies between, and it is
/// printed as itself (not as part of a select).
fn condition_producer(
    program: &Program,
    block: usize,
    position: usize,
    fused: &SelectFusion,
) -> Option<usize> {
    let insts = &program.blocks[block].insts;
    let select = &insts[position];
    let tested = tested_condition(select);
    let reg = tested.temp_reg()?;
    if tested.abs || tested.negate {
        return None;
    }
    let mask = select.dest?.mask;
    let needed = tested.swizzle.read_mask(mask);
    for q in (0..position).rev() {
        let inst = &insts[q];
        if is_condition_code_select(program, inst) {
            return None;
        }
        let Some(dest) = inst.dest else { continue };
        if dest.temp_reg() != Some(reg) || dest.mask.intersect(needed).is_empty() {
            continue;
        }
        let fits = dest.mask.intersect(needed) == needed
            && !dest.saturate
            && inst.texture.is_none()
            && !fused.absorbed(q);
        return fits.then_some(q);
    }
    None
}

/// How a VP2.0 select is printed, by which operand already is the destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SelectForm {
    /// `MOVC CC, c; MOV d, b; MOV d (LT), a`.
    Full,
    /// `a` is `d`: `MOVC CC, c; MOV d (GE), b`.
    KeepsChosen,
    /// `b` is `d`: `MOVC CC, c; MOV d (LT), a`.
    KeepsOther,
}

fn select_form(inst: &Inst) -> SelectForm {
    let Some(dest) = inst.dest else {
        return SelectForm::Full;
    };
    let is_dest = |operand: &Operand| {
        dest.temp_reg().is_some()
            && operand.temp_reg() == dest.temp_reg()
            && !operand.abs
            && !operand.negate
            && dest
                .mask
                .components()
                .all(|i| operand.swizzle.get(i) == i as u8)
    };
    if is_dest(&inst.operands[1]) {
        SelectForm::KeepsChosen
    } else if is_dest(&inst.operands[2]) {
        SelectForm::KeepsOther
    } else {
        SelectForm::Full
    }
}

/// `CMP d, c, a, b` (`d = c < 0 ? a : b` per component) as VP2.0 code:
/// `MOVC CC, c; MOV d, b; MOV d (LT), a`, without the move of an operand that
/// already is `d`. The component not chosen is never combined with anything,
/// so an infinity or NaN there has no effect. The condition is read first,
/// so it may share `d`'s register; `a`, read after `d` is written, may not
/// unless it is `d` itself (register allocation and
/// [`crate::back::select::keep_selects_apart`] see to it).
fn condition_code_select_lines(
    cx: &EmitContext,
    inst: &Inst,
    condition_source: ConditionSource,
    producer: Option<&Inst>,
) -> Result<Vec<String>, Diagnostic> {
    use crate::ir::Opcode;
    let pad = |mnemonic: &str| pad_mnemonic(mnemonic, cx.profile.syntax.opcode_column);
    let (Some(dest), [condition, if_negative, otherwise]) = (inst.dest, &inst.operands[..]) else {
        return Err(Diagnostic::error(
            5051,
            None,
            "a select of this shape is not supported yet",
        ));
    };
    let dest_name = dest_text(cx, inst)?.unwrap_or_default();
    // `c < 0` is `-c > 0`: test the condition without its negation. Both
    // rules are false for NaN, where CMP yields `b`; so is the opposite rule
    // used when `a` is kept in place (NaN conditions do not arise there: a
    // condition is a 0/1 comparison result or a bool).
    let (tested, negative, not_negative) = if condition.negate {
        (condition.negated(), "GT", "LE")
    } else {
        (*condition, "LT", "GE")
    };
    // Set by the condition's producer, the condition code holds it in the
    // components the condition reads.
    let swizzle = match condition_source {
        ConditionSource::Producer(_)
        | ConditionSource::HeldInPlace
        | ConditionSource::MoveInPlace => tested.swizzle.to_string(),
        ConditionSource::Held | ConditionSource::Move => String::new(),
    };
    let (negative, not_negative) = (
        format!("{negative}{swizzle}"),
        format!("{not_negative}{swizzle}"),
    );
    let (negative, not_negative) = (negative.as_str(), not_negative.as_str());
    let mut lines = Vec::new();
    if condition_source == ConditionSource::MoveInPlace {
        let whole = tested.with_swizzle(crate::ir::Swizzle::IDENTITY);
        lines.push(format!("{}CC, {};", pad("MOVC"), source_text(cx, &whole)?));
    }
    if condition_source == ConditionSource::Move {
        lines.push(format!(
            "{}CC{}, {};",
            pad("MOVC"),
            dest.mask,
            source_text(cx, &tested)?
        ));
    }
    let masked = |rule: &str, operand: &Operand| -> Result<String, Diagnostic> {
        Ok(format!(
            "{}{dest_name}({rule}), {};",
            pad("MOV"),
            source_text(cx, operand)?
        ))
    };
    match select_form(inst) {
        SelectForm::KeepsChosen => lines.push(masked(not_negative, otherwise)?),
        form => {
            if form == SelectForm::Full {
                let plain = Inst::new(Opcode::Mov, dest, &[*otherwise]);
                lines.push(instruction_text(cx, &plain, false)?);
            }
            match producer {
                Some(producer) => {
                    let mut direct = producer.clone();
                    direct.dest = Some(dest);
                    lines.push(masked_instruction_text(cx, &direct, false, Some(negative))?);
                }
                None => lines.push(masked(negative, if_negative)?),
            }
        }
    }
    Ok(lines)
}

fn var_lines(cx: &EmitContext) -> Vec<String> {
    cx.parameters
        .iter()
        .map(|binding| binding.var_line(cx.profile))
        .collect()
}

/// How a block's terminator becomes branch instructions (NV VP2 only; ARB
/// programs are straight-line and their terminators print nothing).
#[derive(Clone, Debug, PartialEq)]
pub struct TerminatorPlan {
    /// The block's last instruction also sets the condition code (`SLTC`): it
    /// writes the branch condition's register and component.
    pub fused: Option<usize>,
    /// `MOVC CC.x, <condition>` is needed first.
    pub set_condition: Option<Operand>,
    /// `(target block, condition rule and component)`; `None` rule: always.
    pub branches: Vec<(usize, Option<(&'static str, char)>)>,
}

impl TerminatorPlan {
    pub fn instruction_count(&self) -> usize {
        usize::from(self.set_condition.is_some()) + self.branches.len()
    }
}

const COMPONENT_NAMES: [char; 4] = ['x', 'y', 'z', 'w'];

/// The branch instructions ending block `index`.
pub fn plan_terminator(program: &Program, index: usize) -> TerminatorPlan {
    let block = &program.blocks[index];
    let next = index + 1;
    let mut plan = TerminatorPlan {
        fused: None,
        set_condition: None,
        branches: Vec::new(),
    };
    match block.terminator {
        Terminator::Return => {
            if next != program.blocks.len() {
                plan.branches.push((program.blocks.len(), None));
            }
        }
        Terminator::Jump(target) => {
            if target.0 as usize != next {
                plan.branches.push((target.0 as usize, None));
            }
        }
        Terminator::Branch {
            condition,
            if_true,
            if_false,
        } => {
            let component = condition.swizzle.get(0);
            let last = block.insts.len().checked_sub(1);
            let fusable = last.filter(|&i| {
                let inst = &block.insts[i];
                let dest = inst.dest;
                !is_condition_code_select(program, inst)
                    && !condition.negate
                    && !condition.abs
                    && condition.temp_reg().is_some()
                    && dest.is_some_and(|d| {
                        d.temp_reg() == condition.temp_reg() && d.mask.has(component as usize)
                    })
            });
            let tested = match fusable {
                Some(i) => {
                    plan.fused = Some(i);
                    COMPONENT_NAMES[component as usize]
                }
                None => {
                    plan.set_condition = Some(condition);
                    'x'
                }
            };
            let (if_true, if_false) = (if_true.0 as usize, if_false.0 as usize);
            if if_true == next {
                plan.branches.push((if_false, Some(("EQ", tested))));
            } else {
                plan.branches.push((if_true, Some(("NE", tested))));
                if if_false != next {
                    plan.branches.push((if_false, None));
                }
            }
        }
    }
    plan
}

fn terminator_lines(cx: &EmitContext, plan: &TerminatorPlan) -> Result<Vec<String>, Diagnostic> {
    let pad = |mnemonic: &str| pad_mnemonic(mnemonic, cx.profile.syntax.opcode_column);
    let mut lines = Vec::new();
    if let Some(condition) = plan.set_condition {
        let mut operand = condition;
        operand.swizzle = crate::ir::Swizzle::replicate(condition.swizzle.get(0));
        lines.push(format!(
            "{}CC.x, {};",
            pad("MOVC"),
            source_text(cx, &operand)?
        ));
    }
    for &(target, rule) in &plan.branches {
        let label = if target == cx.program.blocks.len() {
            return Err(Diagnostic::error(
                5051,
                None,
                "returning from the middle of a program is not supported yet",
            ));
        } else {
            format!("BB{target}")
        };
        match rule {
            Some((rule, component)) => {
                lines.push(format!("{}{label} ({rule}.{component});", pad("BRA")))
            }
            None => lines.push(format!("{}{label};", pad("BRA"))),
        }
    }
    Ok(lines)
}

fn pad_mnemonic(mnemonic: &str, width: usize) -> String {
    let mut text = mnemonic.to_string();
    pad_to(&mut text, 0, width);
    text
}

/// Pad the mnemonic written from `start` on with spaces to the operand
/// column `width`, or with one space when it reaches it.
fn pad_to(out: &mut String, start: usize, width: usize) {
    let length = out.len() - start;
    let spaces = if length < width { width - length } else { 1 };
    out.extend(std::iter::repeat_n(' ', spaces));
}

/// `OPTION` lines the output registers written by the program need, deduplicated.
fn required_options(cx: &EmitContext) -> Vec<&'static str> {
    let mut options: Vec<&'static str> = Vec::new();
    for inst in cx.program.blocks.iter().flat_map(|b| &b.insts) {
        let Some(DestReg::Output(id)) = inst.dest.map(|d| d.reg) else {
            continue;
        };
        let semantic = &cx.program.outputs[id.0 as usize].semantic;
        let option = cx.profile.find_output(semantic).and_then(|b| b.option);
        if let Some(option) = option.filter(|o| !options.contains(o)) {
            options.push(option);
        }
    }
    options
}

/// The whole program text.
pub fn emit(cx: &EmitContext, options: &EmitOptions) -> Result<String, Vec<Diagnostic>> {
    let writer = writer_for(cx.profile.dialect);
    let mut text = String::new();
    let _ = writeln!(text, "{}", cx.profile.header);
    // The options the written result registers need come first, before
    // the comment header as cgc prints them (`OPTION ATI_draw_buffers;` on
    // line 2, then the shadow option, tests/header/174).
    for option in required_options(cx) {
        let _ = writeln!(text, "OPTION {option};");
    }
    if let Some(rule) = cx.profile.active_position_invariance() {
        let _ = writeln!(text, "OPTION {};", rule.option);
    }
    // Depth-comparison lookups need their option; cgc prints it here.
    let shadow = cx.program.blocks.iter().flat_map(|b| &b.insts);
    if shadow
        .filter_map(|inst| inst.texture)
        .any(|texture| texture.target.is_shadow())
    {
        let _ = writeln!(text, "OPTION ARB_fragment_program_shadow;");
    }
    for line in &options.banner {
        let _ = writeln!(text, "# {line}");
    }
    let _ = writeln!(text, "#profile {}", cx.profile.name);
    let _ = writeln!(text, "#program {}", cx.interface.entry);
    for line in cx.interface.semantic_lines() {
        let _ = writeln!(text, "#semantic {line}");
    }
    for line in var_lines(cx) {
        let _ = writeln!(text, "{line}");
    }
    if cx.profile.syntax.constants_in_header {
        for (index, vector) in cx.pool.vectors.iter().enumerate() {
            let values: Vec<String> = vector.iter().map(|&v| format_number(v)).collect();
            let slot = cx.layout.literal_slots[index];
            let _ = writeln!(
                text,
                "#const {} = {}",
                parameter_name(cx, slot),
                values.join(" ")
            );
        }
    }
    for binding in cx.parameters {
        for line in binding.default_lines() {
            let _ = writeln!(text, "{line}");
        }
    }
    text.push_str(&writer.declarations(cx));
    let mut errors = Vec::new();
    let mut count = 0;
    let live_out = select_live_out(cx.program);
    for (index, block) in cx.program.blocks.iter().enumerate() {
        if let Some(label) = writer.block_label(cx, index) {
            let _ = writeln!(text, "{label}");
        }
        let plan = plan_terminator(cx.program, index);
        let fusion = fused_selects(cx.program, index, &live_out);
        let conditions = condition_code_plan(cx.program, index, &fusion);
        let mut sets_condition = vec![false; block.insts.len()];
        let producers = conditions.iter().filter_map(|source| match source {
            Some(ConditionSource::Producer(position)) => Some(*position),
            _ => None,
        });
        for position in plan.fused.into_iter().chain(producers) {
            if let Some(sets) = sets_condition.get_mut(position) {
                *sets = true;
            }
        }
        for (position, inst) in block.insts.iter().enumerate() {
            if fusion.absorbed(position) {
                // Printed by the select that follows.
                continue;
            }
            let lines = match conditions[position] {
                Some(source) if is_condition_code_select(cx.program, inst) => {
                    let producer = fusion.producer[position].map(|q| &block.insts[q]);
                    condition_code_select_lines(cx, inst, source, producer)
                }
                _ => {
                    // The common case, written in place.
                    let start = text.len();
                    match write_instruction(&mut text, cx, inst, sets_condition[position], None) {
                        Ok(()) => {
                            text.push('\n');
                            count += 1;
                        }
                        Err(error) => {
                            text.truncate(start);
                            if !errors.contains(&error) {
                                errors.push(error);
                            }
                        }
                    }
                    continue;
                }
            };
            match lines {
                Ok(lines) => {
                    for line in lines {
                        let _ = writeln!(text, "{line}");
                        count += 1;
                    }
                }
                Err(error) if !errors.contains(&error) => errors.push(error),
                Err(_) => {}
            }
        }
        match terminator_lines(cx, &plan) {
            Ok(lines) => {
                for line in lines {
                    let _ = writeln!(text, "{line}");
                    count += 1;
                }
            }
            Err(error) if !errors.contains(&error) => errors.push(error),
            Err(_) => {}
        }
    }
    let _ = writeln!(text, "END");
    let _ = writeln!(text, "# {count} instructions, {} R-regs", cx.temporaries);
    if errors.is_empty() {
        Ok(text)
    } else {
        Err(errors)
    }
}

/// `A0.xy` for an `ARL` whose operand reads two index components: the
/// components up to the last the swizzle does not merely repeat (the
/// target pads a short index vector with its last component).
fn vector_address_dest(inst: &Inst) -> String {
    let swizzle = inst.operands[0].swizzle;
    let used = (1..4)
        .rev()
        .find(|&c| swizzle.get(c) != swizzle.get(c - 1))
        .map_or(1, |c| c + 1);
    if used == 4 {
        return "A0".to_string();
    }
    let mask = crate::ir::WriteMask((1u8 << used) - 1);
    format!("A0{mask}")
}
