//! The text emitters: cgc's comment header, declarations, instructions, footer.
//!
//! What is common to every dialect (header lines, operand spelling from the
//! profile's tables, the footer) is written once in [`emit`]; what differs is
//! behind [`AssemblyWriter`], with one implementation per dialect (`ARB`, `NV`).
//! Register spellings come from the profile JSON, never from this file.

use crate::diag::Diagnostic;
use crate::ir::{DestReg, Inst, Operand, Program, Source};
use crate::target::constpool::Pool;
use crate::target::interface::ProgramInterface;
use crate::target::profile::{Dialect, Profile};
use crate::target::reflection::ParameterBinding;
use std::fmt::Write;

/// Where each interface item was bound: what the `#var` lines and operands print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Parameter-array slot of each IR uniform's first row (`None`: unused).
    pub uniform_slots: Vec<Option<u32>>,
    /// Parameter-array slot of each pooled literal vector.
    pub literal_slots: Vec<u32>,
    /// Texture unit of each IR sampler (`None`: unused).
    pub texture_units: Vec<Option<u32>>,
    /// Size of the parameter array.
    pub parameter_count: u32,
    /// Which IR inputs are read.
    pub inputs_used: Vec<bool>,
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

/// The entries of an ARB `PARAM` array in slot order: runs of uniform slots as
/// `program.local[a..b]`, pooled literals as `{ 2, 0.5 }`.
fn parameter_items(cx: &EmitContext) -> Vec<String> {
    let Some(binding) = cx.profile.syntax.uniform_binding.as_deref() else {
        return Vec::new();
    };
    let mut slot_is_literal: Vec<Option<usize>> = vec![None; cx.layout.parameter_count as usize];
    for (index, &slot) in cx.layout.literal_slots.iter().enumerate() {
        slot_is_literal[slot as usize] = Some(index);
    }
    let mut items = Vec::new();
    let mut slot = 0usize;
    while slot < slot_is_literal.len() {
        if let Some(index) = slot_is_literal[slot] {
            let values: Vec<String> = cx.pool.vectors[index]
                .iter()
                .map(|&v| format_number(v))
                .collect();
            items.push(format!("{{ {} }}", values.join(", ")));
            slot += 1;
            continue;
        }
        let first = slot;
        while slot < slot_is_literal.len() && slot_is_literal[slot].is_none() {
            slot += 1;
        }
        let range = if slot - 1 == first {
            first.to_string()
        } else {
            format!("{first}..{}", slot - 1)
        };
        items.push(binding.replace("{}", &range));
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
            let slot = cx.layout.uniform_slots[id.0 as usize].unwrap_or(0);
            parameter_name(cx, slot + row)
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

fn instruction_text(cx: &EmitContext, inst: &Inst) -> Result<String, Diagnostic> {
    let mut mnemonic = inst.op.mnemonic().to_string();
    if inst.dest.is_some_and(|d| d.saturate) {
        mnemonic.push_str("_SAT");
    }
    let width = cx.profile.syntax.opcode_column;
    let mut fields = Vec::new();
    if let Some(dest) = dest_text(cx, inst)? {
        fields.push(dest);
    }
    for operand in &inst.operands {
        // Scalar opcodes read only `.x` of the swizzled operand; NV assembly requires
        // the single-letter form there, and cgc prints it for ARB too.
        let mut operand = *operand;
        if inst.op.is_scalar() {
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
    let padded = if mnemonic.len() < width {
        format!("{mnemonic:<width$}")
    } else {
        format!("{mnemonic} ")
    };
    Ok(format!("{padded}{};", fields.join(", ")))
}

fn var_lines(cx: &EmitContext) -> Vec<String> {
    cx.parameters
        .iter()
        .map(|binding| binding.var_line(cx.profile))
        .collect()
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
        for inst in &block.insts {
            match instruction_text(cx, inst) {
                Ok(line) => {
                    let _ = writeln!(text, "{line}");
                }
                Err(error) if !errors.contains(&error) => errors.push(error),
                Err(_) => {}
            }
            count += 1;
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
