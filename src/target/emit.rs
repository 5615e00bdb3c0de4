//! The text emitters: cgc's comment header, declarations, instructions, footer.
//!
//! What is common to every dialect (header lines, operand spelling from the
//! profile's tables, the footer) is written once in [`emit`]; what differs is
//! behind [`AssemblyWriter`], with one implementation per dialect (`ARB`, `NV`).
//! Register spellings come from the profile JSON, never from this file.

use crate::diag::Diagnostic;
use crate::ir::{DestReg, Inst, Operand, Program, Source, Terminator};
use crate::target::constpool::Pool;
use crate::target::interface::ProgramInterface;
use crate::target::profile::{Dialect, Profile};
use crate::target::reflection::{ParameterBinding, Resource};
use std::fmt::Write;

/// Where each interface item was bound: what the `#var` lines and operands print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Parameter-array slot of each IR uniform's first row (`None`: unused);
    /// relative reads (`c[A0.x + n]`) address from it.
    pub uniform_slots: Vec<Option<u32>>,
    /// Parameter-array slot of each row of each IR uniform (`None`: not
    /// bound). Elements of an array read with constant indices only are
    /// bound one by one, so its rows need not be consecutive.
    pub uniform_rows: Vec<Vec<Option<u32>>>,
    /// Parameter-array slot of each pooled literal vector.
    pub literal_slots: Vec<u32>,
    /// Texture unit of each IR sampler (`None`: unused).
    pub texture_units: Vec<Option<u32>>,
    /// Size of the parameter array.
    pub parameter_count: u32,
    /// Which IR inputs are read.
    pub inputs_used: Vec<bool>,
    /// Which IR inputs have a register in the header: those read, and under
    /// `-po PosInv` those read before the position computation was removed.
    pub inputs_bound: Vec<bool>,
    /// Which IR outputs are written.
    pub outputs_written: Vec<bool>,
}

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
        Dialect::Arb => &ArbWriter,
        Dialect::Nv => &NvWriter,
    }
}

fn temp_name(profile: &Profile, index: u32) -> String {
    profile
        .syntax
        .temp_register
        .replace("{}", &index.to_string())
}

/// Numbers as cgc prints them: C's `%.8g` of the f32 widened to double
/// (`0.5`, `2`, `2.9999999e-08`, `1e+20`, `1.2345679e+08`).
pub fn format_number(value: f32) -> String {
    const PRECISION: i32 = 8;
    let wide = f64::from(value);
    if value == 0.0 || !value.is_finite() {
        return if value == 0.0 {
            "0".into()
        } else {
            format!("{value}")
        };
    }
    let scientific = format!("{:.*e}", (PRECISION - 1) as usize, wide);
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..PRECISION).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", strip_zeros(mantissa), exponent.abs())
    } else {
        let decimals = (PRECISION - 1 - exponent).max(0) as usize;
        strip_zeros(&format!("{wide:.decimals$}")).to_string()
    }
}

fn strip_zeros(number: &str) -> &str {
    if number.contains('.') {
        number.trim_end_matches('0').trim_end_matches('.')
    } else {
        number
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
    let Some(binding) = cx.profile.syntax.uniform_binding.as_deref() else {
        return Vec::new();
    };
    let mut slots = vec![SlotContent::Local; cx.layout.parameter_count as usize];
    for (index, &slot) in cx.layout.literal_slots.iter().enumerate() {
        slots[slot as usize] = SlotContent::Literal(index);
    }
    for parameter in cx.parameters.iter().filter(|p| p.referenced) {
        if let Some(Resource::State { slot, rows, state }) = &parameter.resource {
            for row in 0..*rows {
                if let Some(content) = slots.get_mut((slot + row) as usize) {
                    *content = SlotContent::State {
                        state: state.clone(),
                        rows: *rows,
                        row,
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
                items.push(crate::target::reflection::state_row(
                    state, *rows, *row, last,
                ));
            }
        }
    }
    items
}

fn parameter_name(cx: &EmitContext, slot: u32) -> String {
    format!("{}[{slot}]", cx.profile.syntax.parameter_array)
}

fn source_text(cx: &EmitContext, operand: &Operand) -> Result<String, Diagnostic> {
    let register = match operand.source {
        Source::Temp(reg) => temp_name(cx.profile, reg.0),
        Source::Input(id) => {
            let semantic = &cx.program.inputs[id.0 as usize].semantic;
            match cx.profile.find_input(semantic) {
                Some(binding) => binding.register.clone(),
                None => return Err(unknown_semantic(cx.profile, semantic)),
            }
        }
        Source::Uniform(id, row) => {
            let slot = cx.layout.uniform_rows[id.0 as usize]
                .get(row as usize)
                .copied()
                .flatten();
            parameter_name(cx, slot.unwrap_or(0))
        }
        Source::UniformRelative(id, offset) => {
            let base =
                cx.layout.uniform_slots[id.0 as usize].unwrap_or(0) as i64 + i64::from(offset);
            let array = &cx.profile.syntax.parameter_array;
            match base {
                0 => format!("{array}[A0.x]"),
                b if b > 0 => format!("{array}[A0.x + {b}]"),
                b => format!("{array}[A0.x - {}]", -b),
            }
        }
        Source::Literal(id) => parameter_name(cx, cx.layout.literal_slots[id.0 as usize]),
    };
    let mut text = format!("{register}{}", operand.swizzle);
    if operand.abs {
        text = format!("|{text}|");
    }
    if operand.negate {
        text = format!("-{text}");
    }
    Ok(text)
}

fn unknown_semantic(profile: &Profile, semantic: &str) -> Diagnostic {
    Diagnostic::error(
        5108,
        None,
        format!(
            "unknown semantics \"{semantic}\" for profile '{}'",
            profile.name
        ),
    )
}

fn dest_text(cx: &EmitContext, inst: &Inst) -> Result<Option<String>, Diagnostic> {
    let Some(dest) = inst.dest else {
        return Ok(None);
    };
    let text = match dest.reg {
        DestReg::Temp(reg) => format!("{}{}", temp_name(cx.profile, reg.0), dest.mask),
        DestReg::Output(id) => {
            let semantic = &cx.program.outputs[id.0 as usize].semantic;
            let binding = cx
                .profile
                .find_output(semantic)
                .ok_or_else(|| unknown_semantic(cx.profile, semantic))?;
            match &binding.mask {
                Some(mask) => format!("{}.{mask}", binding.register),
                None => format!("{}{}", binding.register, dest.mask),
            }
        }
    };
    Ok(Some(text))
}

fn instruction_text(
    cx: &EmitContext,
    inst: &Inst,
    sets_condition: bool,
) -> Result<String, Diagnostic> {
    let mut mnemonic = inst.op.mnemonic().to_string();
    if sets_condition {
        mnemonic.push('C');
    }
    if inst.dest.is_some_and(|d| d.saturate) {
        mnemonic.push_str("_SAT");
    }
    let width = cx.profile.syntax.opcode_column;
    let mut fields = Vec::new();
    if inst.op == crate::ir::Opcode::Arl {
        fields.push("A0.x".to_string());
    }
    if let Some(dest) = dest_text(cx, inst)? {
        fields.push(dest);
    }
    for operand in &inst.operands {
        // Scalar opcodes read only `.x` of the swizzled operand; NV assembly requires
        // the single-letter form there, and cgc prints it for ARB too.
        let mut operand = *operand;
        if inst.op.reads_scalar() {
            operand.swizzle = crate::ir::Swizzle::replicate(operand.swizzle.get(0));
        }
        fields.push(source_text(cx, &operand)?);
    }
    if let Some(texture) = inst.texture {
        let unit = cx.layout.texture_units[texture.sampler.0 as usize].unwrap_or(0);
        let pattern = cx
            .profile
            .syntax
            .texture_unit
            .as_deref()
            .unwrap_or("texture[{}]");
        fields.push(pattern.replace("{}", &unit.to_string()));
        fields.push(texture.target.arb_name().to_string());
    }
    Ok(format!(
        "{}{};",
        pad_mnemonic(&mnemonic, width),
        fields.join(", ")
    ))
}

/// The row count of a matrix type name (`float4x3` → 4).
pub(crate) fn matrix_rows(type_name: &str) -> Option<u32> {
    let shape = type_name.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let (rows, _) = shape.split_once('x')?;
    rows.parse().ok()
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
                !condition.negate
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
    if mnemonic.len() < width {
        format!("{mnemonic:<width$}")
    } else {
        format!("{mnemonic} ")
    }
}

/// `OPTION` lines the output registers written by the program need, deduplicated.
fn required_options(cx: &EmitContext) -> Vec<String> {
    let mut options: Vec<String> = Vec::new();
    for inst in cx.program.blocks.iter().flat_map(|b| &b.insts) {
        let Some(DestReg::Output(id)) = inst.dest.map(|d| d.reg) else {
            continue;
        };
        let semantic = &cx.program.outputs[id.0 as usize].semantic;
        let option = cx
            .profile
            .find_output(semantic)
            .and_then(|b| b.option.clone());
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
    if let Some(rule) = cx.profile.active_position_invariance() {
        let _ = writeln!(text, "OPTION {};", rule.option);
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
    for option in required_options(cx) {
        let _ = writeln!(text, "OPTION {option};");
    }
    text.push_str(&writer.declarations(cx));
    let mut errors = Vec::new();
    let mut count = 0;
    for (index, block) in cx.program.blocks.iter().enumerate() {
        if let Some(label) = writer.block_label(cx, index) {
            let _ = writeln!(text, "{label}");
        }
        let plan = plan_terminator(cx.program, index);
        for (position, inst) in block.insts.iter().enumerate() {
            match instruction_text(cx, inst, plan.fused == Some(position)) {
                Ok(line) => {
                    let _ = writeln!(text, "{line}");
                }
                Err(error) if !errors.contains(&error) => errors.push(error),
                Err(_) => {}
            }
            count += 1;
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
