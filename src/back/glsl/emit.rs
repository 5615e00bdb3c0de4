//! The GLSL text of a program: header comments, `#version` and extensions,
//! declarations, and `main` with one statement per IR instruction, inside
//! the `if`s and loops that [`super::structure`] reads from the blocks.
//!
//! Every IR virtual register is a `vec4` local `tN`, every input read is
//! copied once into a `vec4` local `iN` (built-ins of other types widened as
//! the assembly registers read: `gl_Normal` is `vec4(gl_Normal, 1.0)`), and
//! every output is computed in a `vec4` local `oN` copied at the end into
//! the variable its semantic names in the version's interface family. An
//! instruction is one assignment with its write mask spelt out; operands
//! read through their swizzles, so a component-wise instruction computes
//! only the components it writes (`t3.xy = t1.zw * _k1.xx;`). What each
//! opcode computes is what the IR interpreter (`crate::ir::interp`) defines.

use super::bind::{
    fallback_place, input_variable, integer_inputs, var_lines, varying_interpolations,
    varying_name, written_inputs,
};
use super::state::state_place;
use super::structure::Stmt;
use crate::back::emit::EmitOptions;
use crate::back::reflection::ParameterBinding;
use crate::diag::Diagnostic;
use crate::interface::{matrix_rows, GlslVariable, Interpolation, ParameterKind, ProgramInterface};
use crate::ir::{DestReg, Inst, Opcode, Operand, Program, Source, TextureTarget, WriteMask};
use crate::profile::{GlslVersion, Profile, Stage};
use std::collections::BTreeSet;
use std::fmt::Write;

const LETTERS: [char; 4] = ['x', 'y', 'z', 'w'];

/// A source read as GLSL: an expression of `width` float components.
struct Narrow {
    expr: String,
    width: u8,
}

/// What one instruction computes, before it is written.
enum Value {
    /// One float, replicated to the components written.
    Scalar(String),
    /// A `vec4` (a call or constructor), of which the written components
    /// are taken.
    Vector(String),
    /// Exactly the written components (a float for one, a `vecN` for N).
    Masked(String),
}

pub struct Emitter<'a> {
    program: &'a Program,
    interface: &'a ProgramInterface,
    profile: &'a Profile,
    version: &'a GlslVersion,
    family: &'static str,
    /// `#extension` lines, in the order first needed.
    extensions: Vec<&'static str>,
    /// Helper functions `main` calls, printed before it.
    helpers: BTreeSet<String>,
    /// Per IR uniform, per row: its GLSL expression and type.
    uniform_rows: Vec<Vec<Option<(String, String)>>>,
    /// Per IR sampler: its GLSL name.
    samplers: Vec<Option<String>>,
    /// Declarations of uniforms the lowering did not place.
    extra_uniforms: Vec<String>,
    /// Per IR input, its semantic as the source writes it.
    written_inputs: Vec<String>,
    errors: Vec<Diagnostic>,
}

/// The program's text.
pub fn emit(
    program: &Program,
    interface: &ProgramInterface,
    profile: &Profile,
    version: &GlslVersion,
    bindings: &[ParameterBinding],
    options: &EmitOptions,
) -> Result<String, Vec<Diagnostic>> {
    let mut emitter = Emitter {
        program,
        interface,
        profile,
        version,
        family: version.family,
        extensions: Vec::new(),
        helpers: BTreeSet::new(),
        uniform_rows: program
            .uniforms
            .iter()
            .map(|u| vec![None; u.rows as usize])
            .collect(),
        samplers: vec![None; program.samplers.len()],
        extra_uniforms: Vec::new(),
        written_inputs: written_inputs(program, interface),
        errors: Vec::new(),
    };
    emitter.place_uniforms(bindings);
    let body = emitter.main_body();
    let declarations = emitter.declarations(bindings);
    if !emitter.errors.is_empty() {
        return Err(emitter.errors);
    }
    let mut text = String::new();
    let _ = writeln!(text, "{}", profile.header);
    for line in &options.banner {
        let _ = writeln!(text, "// {line}");
    }
    let _ = writeln!(text, "//profile {}", profile.name);
    let _ = writeln!(text, "//program {}", interface.entry);
    for line in interface.semantic_lines() {
        let _ = writeln!(text, "//semantic {line}");
    }
    for line in var_lines(bindings, profile, version) {
        let _ = writeln!(text, "{line}");
    }
    for binding in bindings {
        for line in binding.default_lines() {
            let _ = writeln!(text, "//{}", line.trim_start_matches('#'));
        }
    }
    text.push('\n');
    if let Some(line) = version.version_line {
        let _ = writeln!(text, "{line}");
    }
    for extension in &emitter.extensions {
        let _ = writeln!(text, "#extension {extension} : enable");
    }
    for line in &version.preamble {
        let _ = writeln!(text, "{line}");
    }
    text.push('\n');
    text.push_str(&declarations);
    for helper in &emitter.helpers {
        text.push_str(helper);
        text.push('\n');
    }
    let _ = writeln!(
        text,
        "// main procedure, the original name was {}",
        interface.entry
    );
    text.push_str("void main()\n{\n");
    text.push_str(&body);
    text.push_str("}\n");
    Ok(text)
}

impl Emitter<'_> {
    fn error(&mut self, message: String) {
        self.errors.push(Diagnostic::error(5051, None, message));
    }

    /// How the program samples sampler `id`: as its lookups do (a depth
    /// comparison if any compares), else as declared.
    fn sampler_target(&self, id: crate::ir::SamplerId) -> TextureTarget {
        crate::back::reflection::lookup_target(self.program, id)
            .unwrap_or(self.program.samplers[id.0 as usize].target)
    }

    fn need_extension(&mut self, extension: &'static str) {
        if !self.extensions.contains(&extension) {
            self.extensions.push(extension);
        }
    }

    /// Fills the GLSL expression of every uniform row and sampler.
    fn place_uniforms(&mut self, bindings: &[ParameterBinding]) {
        for binding in bindings {
            let p = &binding.parameter;
            match p.kind {
                ParameterKind::Uniform(id) | ParameterKind::UniformElement(id, _) => {
                    let (first, rows) = match p.kind {
                        ParameterKind::UniformElement(_, row) => {
                            (row, matrix_rows(&p.type_name).unwrap_or(1))
                        }
                        _ => (0, self.program.uniforms[id.0 as usize].rows),
                    };
                    let place = match state_place(p, self.version).or_else(|| p.glsl.clone()) {
                        Some(place) => place,
                        None => {
                            let place = fallback_place(p, rows);
                            if binding.referenced {
                                let array = place.index.map(|_| format!("[{rows}]"));
                                self.extra_uniforms.push(format!(
                                    "uniform vec4 {}{};",
                                    place.base,
                                    array.unwrap_or_default()
                                ));
                            }
                            place
                        }
                    };
                    let table = &mut self.uniform_rows[id.0 as usize];
                    for r in 0..rows {
                        if let Some(slot) = table.get_mut((first + r) as usize) {
                            *slot = Some((place.row(r), place.row_type.clone()));
                        }
                    }
                }
                ParameterKind::Sampler(id) => {
                    let place = p.glsl.clone().unwrap_or_else(|| {
                        let place = fallback_place(p, 1);
                        if binding.referenced {
                            let target = self.sampler_target(id);
                            self.extra_uniforms.push(format!(
                                "uniform {} {};",
                                sampler_type(target),
                                place.base
                            ));
                        }
                        place
                    });
                    self.samplers[id.0 as usize] = Some(place.row(0));
                }
                _ => {}
            }
        }
        // IR uniforms no leaf names (none from the lowering): their own.
        for (id, rows) in self.uniform_rows.iter_mut().enumerate() {
            let count = rows.len();
            for (r, row) in rows.iter_mut().enumerate() {
                if row.is_none() {
                    *row = Some((format!("cgrs_u{id}[{r}]"), "vec4".to_string()));
                    if r == 0 {
                        self.extra_uniforms
                            .push(format!("uniform vec4 cgrs_u{id}[{count}];"));
                    }
                }
            }
        }
    }

    /// Struct, uniform and varying declarations.
    fn declarations(&mut self, bindings: &[ParameterBinding]) -> String {
        let mut text = String::new();
        let glsl = &self.interface.glsl;
        // The uniforms declared: those with a referenced leaf.
        let mut declared = vec![false; glsl.uniforms.len()];
        let mut sampler_types: Vec<Option<TextureTarget>> = vec![None; glsl.uniforms.len()];
        for binding in bindings {
            if let Some(place) = &binding.parameter.glsl {
                // A `: state.X` uniform read from a built-in is declared by GLSL.
                let declares = state_place(&binding.parameter, self.version).is_none();
                if let Some(flag) = declared.get_mut(place.uniform) {
                    *flag |= binding.referenced && declares;
                }
                if let (ParameterKind::Sampler(id), true) =
                    (binding.parameter.kind, binding.referenced)
                {
                    if let Some(slot) = sampler_types.get_mut(place.uniform) {
                        slot.get_or_insert(self.sampler_target(id));
                    }
                }
            }
        }
        let mut structs = vec![false; glsl.structs.len()];
        fn need(structs: &mut [bool], all: &[crate::interface::GlslStruct], index: usize) {
            if structs[index] {
                return;
            }
            structs[index] = true;
            for member in &all[index].members {
                if let Some(nested) = member.struct_index {
                    need(structs, all, nested);
                }
            }
        }
        for (index, uniform) in glsl.uniforms.iter().enumerate() {
            if let (true, Some(s)) = (declared[index], uniform.struct_index) {
                need(&mut structs, &glsl.structs, s);
            }
        }
        for (index, def) in glsl.structs.iter().enumerate() {
            if !structs[index] {
                continue;
            }
            let _ = writeln!(text, "struct {} {{", def.name);
            for member in &def.members {
                let _ = writeln!(text, "    {};", self.variable_text(member, None));
            }
            text.push_str("};\n\n");
        }
        for (index, uniform) in glsl.uniforms.iter().enumerate() {
            if declared[index] {
                let line = self.variable_text(uniform, sampler_types[index]);
                let _ = writeln!(text, "uniform {line};");
            }
        }
        for line in std::mem::take(&mut self.extra_uniforms) {
            let _ = writeln!(text, "{line}");
        }
        text.push_str(&self.varying_declarations());
        text.push('\n');
        text
    }

    /// `vec3 _eye1`, `vec4 _M[4]`, `sampler2DShadow _s` (a sampler's type
    /// from its lookups when `target` is known).
    fn variable_text(&mut self, variable: &GlslVariable, target: Option<TextureTarget>) -> String {
        let mut ty = variable.ty.clone();
        if let Some(target) = target.filter(|_| ty.starts_with("sampler")) {
            ty = sampler_type(target).to_string();
        }
        if self.family == "es" {
            if ty == "sampler3D" {
                self.need_extension("GL_OES_texture_3D");
                ty = format!("lowp {ty}");
            }
            // GLSL ES 1.00 has no shadow samplers: the lookup compares
            // itself (`cgrs_shadow2D`).
            if ty == "sampler2DShadow" {
                ty = "sampler2D".to_string();
            }
        }
        match variable.array {
            Some(count) => format!("{ty} {}[{count}]", variable.name),
            None => format!("{ty} {}", variable.name),
        }
    }

    /// The varyings' declarations (`attribute vec4 TANGENT;`, `out vec4
    /// cg_TexCoord0;`), for the varyings the program reads or writes.
    fn varying_declarations(&mut self) -> String {
        let mut text = String::new();
        let used = super::bind::Reads::of(self.program);
        let draw_buffers = self.draw_buffers(&used.outputs_written);
        let mut declared: BTreeSet<String> = BTreeSet::new();
        let integers = integer_inputs(self.program, self.interface, self.profile);
        for (output, list) in [(false, &used.inputs_used), (true, &used.outputs_written)] {
            let interpolations = varying_interpolations(self.program, self.interface, output);
            let semantics = if output {
                self.program
                    .outputs
                    .iter()
                    .map(|o| o.semantic.as_str())
                    .collect::<Vec<_>>()
            } else {
                self.program
                    .inputs
                    .iter()
                    .map(|i| i.semantic.as_str())
                    .collect()
            };
            for (index, semantic) in semantics.into_iter().enumerate() {
                if !list[index] {
                    continue;
                }
                let Some((_, name)) = varying_name(self.profile, self.family, semantic, output)
                else {
                    continue;
                };
                if let Some(extension) = name.extension_at(self.version) {
                    self.need_extension(extension);
                }
                let written = match output {
                    false => self
                        .written_inputs
                        .get(index)
                        .map_or(semantic, String::as_str),
                    true => semantic,
                };
                let variable = name.variable(written, self.version);
                let modifier = interpolations[index];
                let Some(qualifier) = variable.declare else {
                    // Of the built-in varyings GLSL lets a program
                    // redeclare only `gl_TexCoord[]` with a qualifier (cgc
                    // also redeclares `gl_FrontColor`, which drivers reject).
                    let texcoord = variable.name.starts_with("gl_TexCoord[");
                    let qualifier = modifier
                        .filter(|_| texcoord)
                        .and_then(|modifier| self.interpolation_qualifier(modifier));
                    if let Some(qualifier) = qualifier {
                        let line = format!("{qualifier} varying vec4 gl_TexCoord[8];\n");
                        if declared.insert(line.clone()) {
                            text.push_str(&line);
                        }
                    }
                    continue;
                };
                let interpolation = modifier.and_then(|m| self.interpolation_qualifier(m));
                if !declared.insert(variable.name.to_string()) {
                    continue;
                }
                let layout = match name.location {
                    Some(location) if self.version.explicit_locations && output => {
                        format!("layout(location = {location}) ")
                    }
                    _ => String::new(),
                };
                let _ = draw_buffers;
                let interpolation = interpolation.map_or(String::new(), |q| format!("{q} "));
                let integer = integers.get(index).copied().flatten().filter(|_| !output);
                let ty = match integer {
                    Some(integer) => {
                        if let Some(extension) = self.integer_extension(index) {
                            self.need_extension(extension);
                        }
                        integer.glsl_type(variable.ty)
                    }
                    None => variable.ty.to_string(),
                };
                let _ = writeln!(
                    text,
                    "{layout}{interpolation}{qualifier} {ty} {};",
                    variable.name
                );
            }
        }
        text
    }

    /// The extension the version enables for the integer attribute IR
    /// input `index` reads (`GL_EXT_gpu_shader4` below GLSL 1.30).
    fn integer_extension(&self, index: usize) -> Option<&'static str> {
        let input = self.program.inputs.get(index)?;
        self.profile.integer_input(&input.semantic)?.extension
    }

    /// The qualifier a varying written with `modifier` is declared with,
    /// where the version has one (enabling its extension). cgc drops
    /// `noperspective`, which GLSL has from 1.30 on; cgrs keeps what the
    /// source asks for where the language can say it.
    fn interpolation_qualifier(&mut self, modifier: Interpolation) -> Option<&'static str> {
        let (qualifier, extension) = self.version.interpolation_qualifier(modifier.qualifier())?;
        if let Some(extension) = extension {
            self.need_extension(extension);
        }
        Some(qualifier)
    }

    /// Why a varying bound to `semantic` has no GLSL name here: the profile
    /// has none, or only other versions have one (`CLP0` is
    /// `gl_ClipDistance[0]` from GLSL 1.30 on, `CLPV` `gl_ClipVertex` before).
    fn unsupported_semantic(&self, semantic: &str, output: bool) -> String {
        let direction = if output { "output" } else { "input" };
        let binding = if output {
            self.profile.find_output(semantic)
        } else {
            self.profile.find_input(semantic)
        };
        let versions: Vec<&str> = self
            .profile
            .glsl
            .iter()
            .flat_map(|glsl| &glsl.versions)
            .filter(|v| binding.is_some_and(|b| b.glsl.contains_key(v.family)))
            .map(|v| v.version)
            .collect();
        let profile = self.profile.name;
        if versions.is_empty() {
            format!("{direction} semantic '{semantic}' is not supported in profile '{profile}'")
        } else {
            format!(
                "{direction} semantic '{semantic}' is not supported in profile '{profile}' at \
                 version {}: it is with -po version={}",
                self.version.version,
                versions.join(", ")
            )
        }
    }

    /// Whether the program writes a colour output past the first (then
    /// `gl_FragColor` is `gl_FragData[0]`).
    fn draw_buffers(&self, written: &[bool]) -> bool {
        self.program
            .outputs
            .iter()
            .enumerate()
            .any(|(index, output)| {
                written[index]
                    && varying_name(self.profile, self.family, &output.semantic, true)
                        .is_some_and(|(_, name)| name.location.is_some_and(|l| l > 0))
            })
    }

    /// The statements of `main`, locals first.
    fn main_body(&mut self) -> String {
        let program = self.program;
        let reads = super::bind::Reads::of(program);
        let mut text = String::new();
        let integers = integer_inputs(program, self.interface, self.profile);
        for (index, input) in program.inputs.iter().enumerate() {
            if !reads.inputs_used[index] {
                continue;
            }
            let variable = input_variable(
                self.profile,
                self.version,
                program,
                &self.written_inputs,
                index,
            );
            match variable {
                Some(variable) => {
                    // An integer attribute is read as the float of its
                    // integer, which the IR computes with unconverted.
                    let ty = match integers.get(index).copied().flatten() {
                        Some(integer) => integer.glsl_type(variable.ty),
                        None => variable.ty.to_string(),
                    };
                    let value = widen_input(&variable.name, &ty);
                    let _ = writeln!(text, "    vec4 i{index} = {value};");
                }
                None => {
                    let message = self.unsupported_semantic(&input.semantic, false);
                    self.error(message);
                }
            }
        }
        let mut temps = vec![false; program.vreg_count as usize];
        let mut address = false;
        for inst in program.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(DestReg::Temp(reg)) = inst.dest.map(|d| d.reg) {
                temps[reg.0 as usize] = true;
            }
            for operand in &inst.operands {
                match operand.source {
                    Source::Temp(reg) => temps[reg.0 as usize] = true,
                    Source::UniformRelative(..) => address = true,
                    _ => {}
                }
            }
        }
        for block in &program.blocks {
            if let crate::ir::Terminator::Branch { condition, .. } = block.terminator {
                if let Source::Temp(reg) = condition.source {
                    temps[reg.0 as usize] = true;
                }
            }
        }
        for (index, used) in temps.iter().enumerate() {
            if *used {
                let _ = writeln!(text, "    vec4 t{index} = vec4(0.0);");
            }
        }
        for (index, written) in reads.outputs_written.iter().enumerate() {
            if *written {
                let _ = writeln!(text, "    vec4 o{index} = vec4(0.0);");
            }
        }
        if address {
            text.push_str("    ivec4 a0 = ivec4(0);\n");
        }
        text.push('\n');
        let copies = self.output_copies(&reads.outputs_written);
        match super::structure::structure(program) {
            Ok(statements) => self.statements(&mut text, &statements, 1, &copies),
            Err(what) => self.error(format!(
                "{what} in the program's control flow: not supported yet in profile '{}'",
                self.profile.name
            )),
        }
        text.push_str(&copies);
        text
    }

    /// `statements` at nesting `depth` (4 spaces each); `copies` are the
    /// output copies (at depth 1) that a `return` writes first.
    fn statements(&mut self, text: &mut String, statements: &[Stmt], depth: usize, copies: &str) {
        let indent = "    ".repeat(depth);
        for statement in statements {
            match statement {
                Stmt::Block(index) => {
                    for inst in &self.program.blocks[*index].insts {
                        if let Some(line) = self.statement(inst) {
                            let _ = writeln!(text, "{indent}{line}");
                        }
                    }
                }
                Stmt::If {
                    condition,
                    negate,
                    then,
                    otherwise,
                } => {
                    let test = if *negate { "==" } else { "!=" };
                    let value = self.operand(condition, &[0]);
                    let _ = writeln!(text, "{indent}if ({value} {test} 0.0) {{");
                    self.statements(text, then, depth + 1, copies);
                    if !otherwise.is_empty() {
                        let _ = writeln!(text, "{indent}}} else {{");
                        self.statements(text, otherwise, depth + 1, copies);
                    }
                    let _ = writeln!(text, "{indent}}}");
                }
                Stmt::Loop(body) => {
                    let _ = writeln!(text, "{indent}for (;;) {{");
                    self.statements(text, body, depth + 1, copies);
                    let _ = writeln!(text, "{indent}}}");
                }
                Stmt::Break => {
                    let _ = writeln!(text, "{indent}break;");
                }
                Stmt::Continue => {
                    let _ = writeln!(text, "{indent}continue;");
                }
                Stmt::Return => {
                    // The copies are written for depth 1.
                    for line in copies.lines() {
                        let _ = writeln!(text, "{indent}{}", line.trim_start());
                    }
                    let _ = writeln!(text, "{indent}return;");
                }
            }
        }
    }

    /// The copies of the outputs into the variables that carry them out.
    fn output_copies(&mut self, written: &[bool]) -> String {
        let mut text = String::new();
        let draw_buffers = self.draw_buffers(written);
        let mut masks = vec![WriteMask::NONE; self.program.outputs.len()];
        for inst in self.program.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(dest) = inst.dest {
                if let DestReg::Output(id) = dest.reg {
                    masks[id.0 as usize] = masks[id.0 as usize].union(dest.mask);
                }
            }
        }
        for (index, output) in self.program.outputs.iter().enumerate() {
            if !written[index] {
                continue;
            }
            let Some((binding, name)) =
                varying_name(self.profile, self.family, &output.semantic, true)
            else {
                let message = self.unsupported_semantic(&output.semantic, true);
                self.error(message);
                continue;
            };
            let variable = match name.with_draw_buffers {
                Some(other) if draw_buffers => other,
                _ => name.name,
            };
            let mask = masks[index];
            match name.ty {
                "float" => {
                    if let Some(component) = scalar_output_component(binding.mask, mask) {
                        let _ = writeln!(text, "    {variable} = o{index}.{};", LETTERS[component]);
                    }
                }
                _ if mask == WriteMask::ALL => {
                    let _ = writeln!(text, "    {variable} = o{index};");
                }
                _ => {
                    let _ = writeln!(text, "    {variable}{mask} = o{index}{mask};");
                }
            }
        }
        text
    }

    /// One instruction as a statement.
    fn statement(&mut self, inst: &Inst) -> Option<String> {
        match inst.op {
            Opcode::Kil => {
                let value = self.operand(&inst.operands[0], &[0, 1, 2, 3]);
                return Some(format!("if (any(lessThan({value}, vec4(0.0)))) discard;"));
            }
            Opcode::Arl => {
                let x = self.operand(&inst.operands[0], &[0]);
                return Some(format!("a0 = ivec4(int(floor({x})));"));
            }
            Opcode::ArlVector => {
                let v = self.operand(&inst.operands[0], &[0, 1, 2, 3]);
                return Some(format!("a0 = ivec4(floor({v}));"));
            }
            _ => {}
        }
        let dest = inst.dest?;
        let target = match dest.reg {
            DestReg::Temp(reg) => format!("t{}", reg.0),
            DestReg::Output(id) => format!("o{}", id.0),
        };
        let comps: Vec<usize> = dest.mask.components().collect();
        if comps.is_empty() {
            return None;
        }
        let value = self.value(inst, &comps);
        let width = comps.len();
        let masked = if dest.mask == WriteMask::ALL {
            target
        } else {
            format!("{target}{}", dest.mask)
        };
        let expr = match value {
            Value::Masked(expr) => expr,
            Value::Scalar(expr) if width == 1 => expr,
            Value::Scalar(expr) => format!("{}({expr})", vec_type(width)),
            Value::Vector(expr) if width == 4 => expr,
            Value::Vector(expr) => format!("{}{}", atom(&expr), dest.mask),
        };
        let expr = if dest.saturate {
            format!("clamp({expr}, 0.0, 1.0)")
        } else {
            expr
        };
        Some(format!("{masked} = {expr};"))
    }

    /// What `inst` computes, for the result components `comps`.
    fn value(&mut self, inst: &Inst, comps: &[usize]) -> Value {
        let ops = &inst.operands;
        let op = |e: &mut Self, i: usize| e.operand(&ops[i], comps);
        let scalar = |e: &mut Self, i: usize| e.operand(&ops[i], &[0]);
        let full = |e: &mut Self, i: usize| e.operand(&ops[i], &[0, 1, 2, 3]);
        let three = |e: &mut Self, i: usize| e.operand(&ops[i], &[0, 1, 2]);
        let k = comps.len();
        match inst.op {
            Opcode::Abs => Value::Masked(format!("abs({})", op(self, 0))),
            Opcode::Add => Value::Masked(format!("{} + {}", op(self, 0), op(self, 1))),
            Opcode::Sub => Value::Masked(format!("{} - {}", op(self, 0), op(self, 1))),
            Opcode::Mul => Value::Masked(format!("{} * {}", op(self, 0), op(self, 1))),
            Opcode::Mad => Value::Masked(format!(
                "{} * {} + {}",
                op(self, 0),
                op(self, 1),
                op(self, 2)
            )),
            Opcode::Max => Value::Masked(format!("max({}, {})", op(self, 0), op(self, 1))),
            Opcode::Min => Value::Masked(format!("min({}, {})", op(self, 0), op(self, 1))),
            Opcode::Mov => Value::Masked(op(self, 0)),
            Opcode::Flr => Value::Masked(format!("floor({})", op(self, 0))),
            Opcode::Frc => Value::Masked(format!("fract({})", op(self, 0))),
            Opcode::Ssg => Value::Masked(format!("sign({})", op(self, 0))),
            Opcode::Lrp => {
                let (a, b, c) = (op(self, 0), op(self, 1), op(self, 2));
                Value::Masked(format!("{a} * {b} + (1.0 - {a}) * {c}"))
            }
            Opcode::Cmp => {
                let parts: Vec<String> = comps
                    .iter()
                    .map(|&i| {
                        let a = self.operand(&ops[0], &[i]);
                        let b = self.operand(&ops[1], &[i]);
                        let c = self.operand(&ops[2], &[i]);
                        format!("{a} < 0.0 ? {b} : {c}")
                    })
                    .collect();
                if k == 1 {
                    Value::Masked(parts.into_iter().next().unwrap_or_default())
                } else {
                    Value::Masked(format!("{}({})", vec_type(k), parts.join(", ")))
                }
            }
            Opcode::Seq | Opcode::Sne | Opcode::Sge | Opcode::Sgt | Opcode::Sle | Opcode::Slt => {
                let (a, b) = (op(self, 0), op(self, 1));
                let (symbol, function) = match inst.op {
                    Opcode::Seq => ("==", "equal"),
                    Opcode::Sne => ("!=", "notEqual"),
                    Opcode::Sge => (">=", "greaterThanEqual"),
                    Opcode::Sgt => (">", "greaterThan"),
                    Opcode::Sle => ("<=", "lessThanEqual"),
                    _ => ("<", "lessThan"),
                };
                if k == 1 {
                    Value::Masked(format!("float({a} {symbol} {b})"))
                } else {
                    Value::Masked(format!("{}({function}({a}, {b}))", vec_type(k)))
                }
            }
            Opcode::Sfl => Value::Scalar("0.0".to_string()),
            Opcode::Str => Value::Scalar("1.0".to_string()),
            Opcode::Dp3 => Value::Scalar(format!("dot({}, {})", three(self, 0), three(self, 1))),
            Opcode::Dp4 => Value::Scalar(format!("dot({}, {})", full(self, 0), full(self, 1))),
            Opcode::Dph => {
                let w = self.operand(&ops[1], &[3]);
                Value::Scalar(format!("dot({}, {}) + {w}", three(self, 0), three(self, 1)))
            }
            Opcode::Dst => {
                let ay = self.operand(&ops[0], &[1]);
                let by = self.operand(&ops[1], &[1]);
                let az = self.operand(&ops[0], &[2]);
                let bw = self.operand(&ops[1], &[3]);
                Value::Vector(format!("vec4(1.0, {ay} * {by}, {az}, {bw})"))
            }
            Opcode::Xpd => Value::Vector(format!(
                "vec4(cross({}, {}), 0.0)",
                three(self, 0),
                three(self, 1)
            )),
            Opcode::Ex2 => Value::Scalar(format!("exp2({})", scalar(self, 0))),
            Opcode::Lg2 => Value::Scalar(format!("log2(abs({}))", scalar(self, 0))),
            Opcode::Pow => Value::Scalar(format!("pow({}, {})", scalar(self, 0), scalar(self, 1))),
            Opcode::Rcp => Value::Scalar(format!("1.0 / {}", atom(&scalar(self, 0)))),
            Opcode::Rsq => Value::Scalar(format!("inversesqrt(abs({}))", scalar(self, 0))),
            Opcode::Sin => Value::Scalar(format!("sin({})", scalar(self, 0))),
            Opcode::Cos => Value::Scalar(format!("cos({})", scalar(self, 0))),
            Opcode::Rcc => {
                self.helpers.insert(RCC.to_string());
                Value::Scalar(format!("cgrs_rcc({})", scalar(self, 0)))
            }
            Opcode::Scs => {
                let x = scalar(self, 0);
                Value::Vector(format!("vec4(cos({x}), sin({x}), 0.0, 0.0)"))
            }
            Opcode::Exp => {
                self.helpers.insert(EXP.to_string());
                Value::Vector(format!("cgrs_exp({})", scalar(self, 0)))
            }
            Opcode::Log => {
                self.helpers.insert(LOG.to_string());
                Value::Vector(format!("cgrs_log({})", scalar(self, 0)))
            }
            Opcode::Lit => {
                self.helpers.insert(LIT.to_string());
                Value::Vector(format!("cgrs_lit({})", full(self, 0)))
            }
            // A vertex shader has no derivatives (GLSL declares dFdx/dFdy
            // in fragment shaders only; cgc prints them anyway): as the IR
            // defines them for one invocation alone, they are 0.
            Opcode::Ddx | Opcode::Ddy if self.profile.stage == Stage::Vertex => {
                Value::Scalar("0.0".to_string())
            }
            Opcode::Ddx | Opcode::Ddy => {
                // GLSL ES 1.00 has the derivatives as an extension.
                if self.family == "es" {
                    self.need_extension("GL_OES_standard_derivatives");
                }
                let function = if inst.op == Opcode::Ddx {
                    "dFdx"
                } else {
                    "dFdy"
                };
                Value::Masked(format!("{function}({})", op(self, 0)))
            }
            Opcode::Tex | Opcode::Txb | Opcode::Txd | Opcode::Txl | Opcode::Txp => {
                Value::Vector(self.lookup(inst))
            }
            Opcode::Not => {
                let a = op(self, 0);
                Value::Masked(self.integer_operation(k, &format!("~{}", int_of(k, &a))))
            }
            Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Shl | Opcode::Shr => {
                let symbol = match inst.op {
                    Opcode::And => "&",
                    Opcode::Or => "|",
                    Opcode::Xor => "^",
                    Opcode::Shl => "<<",
                    _ => ">>",
                };
                let (a, b) = (op(self, 0), op(self, 1));
                let expression = format!("{} {symbol} {}", int_of(k, &a), int_of(k, &b));
                Value::Masked(self.integer_operation(k, &expression))
            }
            // The assembly's own opcodes (`ARA`, `BRA`, ...) are never in the IR.
            _ => Value::Scalar("0.0".to_string()),
        }
    }

    /// An integer `expression` of `k` components back as floats, the
    /// variables the IR's values live in; below GLSL 1.30 the version's
    /// extension gives the operators.
    fn integer_operation(&mut self, k: usize, expression: &str) -> String {
        if let Some(extension) = self.version.integer_extension {
            self.need_extension(extension);
        }
        format!("{}({expression})", vec_type(k))
    }

    /// A texture lookup as a `vec4` expression.
    fn lookup(&mut self, inst: &Inst) -> String {
        let Some(texture) = inst.texture else {
            return "vec4(0.0)".to_string();
        };
        let sampler = self.samplers[texture.sampler.0 as usize]
            .clone()
            .unwrap_or_else(|| format!("cgrs_s{}", texture.sampler.0));
        let coordinate = &inst.operands[0];
        let target = texture.target;
        let dimensions: &[usize] = match target {
            TextureTarget::Tex1D => &[0],
            TextureTarget::Tex2D | TextureTarget::Rect => &[0, 1],
            _ => &[0, 1, 2],
        };
        let coord = self.operand(coordinate, dimensions);
        // A `TXD`'s derivatives, one component per dimension of the texture.
        let gradient_dimensions: &[usize] = match target {
            TextureTarget::Tex1D | TextureTarget::Shadow1D => &[0],
            TextureTarget::Tex3D | TextureTarget::Cube => &[0, 1, 2],
            _ => &[0, 1],
        };
        let gradients = match inst.operands.as_slice() {
            [_, dx, dy] => format!(
                "{}, {}",
                self.operand(dx, gradient_dimensions),
                self.operand(dy, gradient_dimensions)
            ),
            _ => String::new(),
        };
        let all = self.operand(coordinate, &[0, 1, 2, 3]);
        let w = self.operand(coordinate, &[3]);
        let modern = self.family == "130";
        if matches!(target, TextureTarget::Rect | TextureTarget::ShadowRect)
            && self
                .version
                .version_line
                .is_none_or(|line| line < "#version 140")
        {
            self.need_extension("GL_ARB_texture_rectangle");
        }
        if self.family == "es"
            && matches!(
                target,
                TextureTarget::Tex1D
                    | TextureTarget::Rect
                    | TextureTarget::Shadow1D
                    | TextureTarget::ShadowRect
            )
        {
            self.error(format!(
                "{} textures are not supported in profile '{}'",
                target.arb_name(),
                self.profile.name
            ));
            return "vec4(0.0)".to_string();
        }
        let shadow = target.is_shadow();
        // A vertex shader has no derivatives: its implicit level of detail
        // is the base level, so a bias is the level itself (GLSL accepts no
        // bias argument there, where cgc prints one).
        let op = match inst.op {
            Opcode::Txb if self.profile.stage == Stage::Vertex => Opcode::Txl,
            op => op,
        };
        let mipmapped = !matches!(target, TextureTarget::Rect | TextureTarget::ShadowRect);
        if modern {
            let call = match op {
                Opcode::Txp if target == TextureTarget::Cube => {
                    format!("texture({sampler}, {} / {})", atom(&coord), atom(&w))
                }
                Opcode::Txp => format!("textureProj({sampler}, {all})"),
                Opcode::Txb if mipmapped => format!("texture({sampler}, {coord}, {w})"),
                Opcode::Txl if mipmapped => format!("textureLod({sampler}, {coord}, {w})"),
                Opcode::Txd => format!("textureGrad({sampler}, {coord}, {gradients})"),
                _ => format!("texture({sampler}, {coord})"),
            };
            return if shadow {
                format!("vec4(vec3({call}), 1.0)")
            } else {
                call
            };
        }
        if self.family == "es" && shadow {
            if matches!(op, Opcode::Txl | Opcode::Txd) {
                self.error(format!(
                    "depth comparisons at a level of detail or with derivatives: not supported yet in profile '{}'",
                    self.profile.name
                ));
                return "vec4(0.0)".to_string();
            }
            self.helpers.insert(SHADOW_ES.to_string());
            return match op {
                Opcode::Txp => format!(
                    "cgrs_shadow2D({sampler}, {}.xyz / {})",
                    atom(&all),
                    atom(&w)
                ),
                _ => format!("cgrs_shadow2D({sampler}, {coord})"),
            };
        }
        let name = match target {
            TextureTarget::Tex1D => "texture1D",
            TextureTarget::Tex2D => "texture2D",
            TextureTarget::Tex3D => "texture3D",
            TextureTarget::Cube => "textureCube",
            TextureTarget::Rect => "texture2DRect",
            TextureTarget::Shadow1D => "shadow1D",
            TextureTarget::Shadow2D => "shadow2D",
            TextureTarget::ShadowRect => "shadow2DRect",
        };
        match op {
            Opcode::Txp if target == TextureTarget::Cube => {
                format!("{name}({sampler}, {} / {})", atom(&coord), atom(&w))
            }
            Opcode::Txp => format!("{name}Proj({sampler}, {all})"),
            Opcode::Txb if mipmapped => format!("{name}({sampler}, {coord}, {w})"),
            Opcode::Txl if mipmapped => {
                let suffix = self.explicit_lod_suffix(op, target);
                format!("{name}Lod{suffix}({sampler}, {coord}, {w})")
            }
            Opcode::Txd => {
                let suffix = self.explicit_lod_suffix(op, target);
                format!("{name}Grad{suffix}({sampler}, {coord}, {gradients})")
            }
            // A rectangle has no levels but its one.
            _ => format!("{name}({sampler}, {coord})"),
        }
    }

    /// The suffix of a lookup at an explicit level of detail (`TXL`:
    /// `...Lod`) or with derivatives (`TXD`: `...Grad`) in GLSL 1.10/1.20
    /// and ES 1.00, with the `#extension` it needs. Those versions declare
    /// `texture2DLod` and the like in vertex shaders only;
    /// ARB_shader_texture_lod brings them to fragment shaders under the same
    /// names and adds `texture2DGradARB` and the like to both stages;
    /// EXT_shader_texture_lod (ES) has `texture2DLodEXT` and
    /// `texture2DGradEXT`, for 2D and cube targets in fragment shaders only.
    /// cgc prints `texture2DLod` without an extension (drivers reject it in
    /// a fragment shader) and EXT_gpu_shader4's `texture2DGrad`, which core
    /// and ES contexts lack.
    fn explicit_lod_suffix(&mut self, op: Opcode, target: TextureTarget) -> &'static str {
        let gradients = op == Opcode::Txd;
        if self.profile.stage == Stage::Vertex && !gradients {
            return "";
        }
        if self.family != "es" {
            self.need_extension("GL_ARB_shader_texture_lod");
            return if gradients { "ARB" } else { "" };
        }
        if self.profile.stage == Stage::Vertex
            || !matches!(target, TextureTarget::Tex2D | TextureTarget::Cube)
        {
            self.error(format!(
                "{} lookups at a level of detail or with derivatives are not supported in profile '{}'",
                target.arb_name(),
                self.profile.name
            ));
        }
        self.need_extension("GL_EXT_shader_texture_lod");
        "EXT"
    }

    /// A source as GLSL: its expression and its float components.
    fn source(&mut self, source: Source) -> Narrow {
        match source {
            Source::Temp(reg) => Narrow {
                expr: format!("t{}", reg.0),
                width: 4,
            },
            Source::Input(id) => Narrow {
                expr: format!("i{}", id.0),
                width: 4,
            },
            Source::Uniform(id, row) => {
                let entry = self
                    .uniform_rows
                    .get(id.0 as usize)
                    .and_then(|rows| rows.get(row as usize))
                    .cloned()
                    .flatten();
                match entry {
                    Some((expr, ty)) => widen_uniform(&expr, &ty),
                    None => Narrow {
                        expr: "vec4(0.0)".to_string(),
                        width: 4,
                    },
                }
            }
            Source::UniformRelative(id, offset, component) => {
                let helper = self.relative_reader(id.0 as usize);
                let index = match offset {
                    0 => format!("a0.{}", LETTERS[component as usize & 3]),
                    o if o > 0 => format!("a0.{} + {o}", LETTERS[component as usize & 3]),
                    o => format!("a0.{} - {}", LETTERS[component as usize & 3], -o),
                };
                Narrow {
                    expr: format!("{helper}({index})"),
                    width: 4,
                }
            }
            Source::Literal(_) => Narrow {
                expr: "vec4(0.0)".to_string(),
                width: 4,
            },
        }
    }

    /// The helper reading row `i` of IR uniform `id` (0 outside it, as the
    /// IR reads), declared on first use.
    fn relative_reader(&mut self, id: usize) -> String {
        let name = format!("cgrs_read{id}");
        let rows = self.uniform_rows.get(id).cloned().unwrap_or_default();
        let mut body = format!("vec4 {name}(int i)\n{{\n");
        // One array of the same type whose element k is row k - shift:
        // index it directly.
        let direct = common_array(&rows);
        match direct {
            Some((base, shift, ty)) => {
                let element = if shift == 0 {
                    format!("{base}[i]")
                } else if shift > 0 {
                    format!("{base}[i + {shift}]")
                } else {
                    format!("{base}[i - {}]", -shift)
                };
                let value = widen_uniform(&element, &ty);
                let _ = writeln!(
                    body,
                    "    if (i < 0 || i >= {}) return vec4(0.0);",
                    rows.len()
                );
                let _ = writeln!(body, "    return {};", pad(&value, "0.0"));
            }
            None => {
                for (r, row) in rows.iter().enumerate() {
                    if let Some((expr, ty)) = row {
                        let value = widen_uniform(expr, ty);
                        let _ = writeln!(body, "    if (i == {r}) return {};", pad(&value, "0.0"));
                    }
                }
                body.push_str("    return vec4(0.0);\n");
            }
        }
        body.push_str("}\n");
        self.helpers.insert(body);
        name
    }

    /// Operand `operand` read for the result components `comps` (after its
    /// swizzle): a float for one, a `vecN` for N.
    fn operand(&mut self, operand: &Operand, comps: &[usize]) -> String {
        let picked: Vec<u8> = comps.iter().map(|&i| operand.swizzle.0[i]).collect();
        let text = if let Source::Literal(id) = operand.source {
            let values = self.program.literals[id.0 as usize];
            let numbers: Vec<f32> = picked
                .iter()
                .map(|&c| {
                    let mut v = values[c as usize];
                    if operand.abs {
                        v = v.abs();
                    }
                    if operand.negate {
                        v = -v;
                    }
                    v
                })
                .collect();
            return constant(&numbers);
        } else {
            let narrow = self.source(operand.source);
            select(&narrow, &picked)
        };
        let text = if operand.abs {
            format!("abs({text})")
        } else {
            text
        };
        if operand.negate {
            format!("(-{})", atom(&text))
        } else {
            text
        }
    }
}

/// The components `picked` of `narrow` (a float for one, a `vecN` for N);
/// components past its width read 0.
fn select(narrow: &Narrow, picked: &[u8]) -> String {
    let n = picked.len();
    if picked.iter().all(|&c| c < narrow.width) {
        if narrow.width == 1 {
            return if n == 1 {
                narrow.expr.clone()
            } else {
                format!("{}({})", vec_type(n), narrow.expr)
            };
        }
        let identity =
            n == narrow.width as usize && picked.iter().enumerate().all(|(i, &c)| c as usize == i);
        if identity {
            return narrow.expr.clone();
        }
        let letters: String = picked.iter().map(|&c| LETTERS[c as usize]).collect();
        return format!("{}.{letters}", atom(&narrow.expr));
    }
    let padded = Narrow {
        expr: pad(narrow, "0.0"),
        width: 4,
    };
    select(&padded, picked)
}

/// `narrow` as a `vec4`, its missing components `fill` (the last is 1.0
/// when `fill` says so for inputs).
fn pad(narrow: &Narrow, fill: &str) -> String {
    match narrow.width {
        4 => narrow.expr.clone(),
        3 => format!("vec4({}, {fill})", narrow.expr),
        2 => format!("vec4({}, {fill}, {fill})", narrow.expr),
        _ => format!("vec4({}, {fill}, {fill}, {fill})", narrow.expr),
    }
}

/// A uniform row of GLSL type `ty` as float components.
fn widen_uniform(expr: &str, ty: &str) -> Narrow {
    let (kind, width) = split_type(ty);
    let expr = match (kind, width) {
        ("float", _) => expr.to_string(),
        (_, 1) => format!("float({expr})"),
        (_, n) => format!("vec{n}({expr})"),
    };
    Narrow { expr, width }
}

/// `vec3` → (`float`, 3), `ivec2` → (`int`, 2), `bool` → (`bool`, 1).
fn split_type(ty: &str) -> (&'static str, u8) {
    let width = ty
        .chars()
        .last()
        .and_then(|c| c.to_digit(10))
        .map_or(1, |d| d as u8);
    let kind = if ty.starts_with("ivec") || ty == "int" || ty.starts_with("uvec") || ty == "uint" {
        "int"
    } else if ty.starts_with("bvec") || ty == "bool" {
        "bool"
    } else {
        "float"
    };
    (kind, width.clamp(1, 4))
}

/// An input variable of GLSL type `ty` as a `vec4`, as the assembly
/// registers read it: missing components (0, 0, 0, 1); `gl_FrontFacing`
/// (FACE) +1 or -1.
fn widen_input(name: &str, ty: &str) -> String {
    match ty {
        "vec4" => name.to_string(),
        "vec3" => format!("vec4({name}, 1.0)"),
        "vec2" => format!("vec4({name}, 0.0, 1.0)"),
        "float" => format!("vec4({name}, 0.0, 0.0, 1.0)"),
        "bool" => format!("vec4({name} ? 1.0 : -1.0, 0.0, 0.0, 1.0)"),
        "int" | "uint" => format!("vec4(float({name}), 0.0, 0.0, 1.0)"),
        _ => format!("vec4({name})"),
    }
}

/// Rows that are consecutive elements of one array of one type: the
/// array, the index of row 0 in it, the type.
fn common_array(rows: &[Option<(String, String)>]) -> Option<(String, i64, String)> {
    let mut found: Option<(String, i64, String)> = None;
    for (r, row) in rows.iter().enumerate() {
        let (expr, ty) = row.as_ref()?;
        let open = expr.rfind('[')?;
        if !expr.ends_with(']') {
            return None;
        }
        let base = &expr[..open];
        let index: i64 = expr[open + 1..expr.len() - 1].parse().ok()?;
        let shift = index - r as i64;
        match &found {
            None => found = Some((base.to_string(), shift, ty.clone())),
            Some((b, s, t)) if b == base && *s == shift && t == ty => {}
            Some(_) => return None,
        }
    }
    found
}

/// `vec2`, `vec3`, `vec4` (`float` for 1).
fn vec_type(n: usize) -> &'static str {
    match n {
        1 => "float",
        2 => "vec2",
        3 => "vec3",
        _ => "vec4",
    }
}

/// The float expression `expr` of `n` components as GLSL ints (`int(x)`,
/// `ivec2(v)`): the IR's int values are whole, so the conversion's
/// truncation changes none.
fn int_of(n: usize, expr: &str) -> String {
    let ty = match n {
        1 => "int",
        2 => "ivec2",
        3 => "ivec3",
        _ => "ivec4",
    };
    format!("{ty}({expr})")
}

/// `expr` as an operand of an operator or a swizzle: parenthesized unless
/// it is a name, a call, an element or a swizzle.
fn atom(expr: &str) -> String {
    let simple = expr
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '[' | ']'));
    let call = expr.ends_with(')') && {
        // One call or constructor: its first '(' closes at the end.
        let open = expr.find('(').unwrap_or(0);
        let head = &expr[..open];
        !head.is_empty()
            && head.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && matching_close(expr, open) == Some(expr.len() - 1)
    };
    if simple || call || (expr.starts_with('(') && matching_close(expr, 0) == Some(expr.len() - 1))
    {
        expr.to_string()
    } else {
        format!("({expr})")
    }
}

/// The index of the `)` closing the `(` at `open`.
fn matching_close(expr: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, c) in expr.char_indices().skip_while(|(i, _)| *i < open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(index);
                }
            }
            _ => {}
        }
    }
    None
}

/// Float constants: `0.5` for one, `vec3(0.5, 1.0, 2.0)` for several
/// (`vec3(0.5)` when they are equal).
fn constant(values: &[f32]) -> String {
    if values.len() == 1 {
        return number(values[0]);
    }
    let ty = vec_type(values.len());
    if values.iter().all(|v| v.to_bits() == values[0].to_bits()) {
        return format!("{ty}({})", number(values[0]));
    }
    let parts: Vec<String> = values.iter().map(|&v| number(v)).collect();
    format!("{ty}({})", parts.join(", "))
}

/// A float as a GLSL literal that reads back as the same `f32` (the
/// shortest such decimal); negative ones parenthesized.
pub fn number(value: f32) -> String {
    if value.is_nan() {
        return "(0.0 / 0.0)".to_string();
    }
    if value.is_infinite() {
        return if value > 0.0 {
            "(1.0 / 0.0)".to_string()
        } else {
            "(-1.0 / 0.0)".to_string()
        };
    }
    let text = format!("{value:?}");
    let text = if text.contains(['.', 'e', 'E']) {
        text
    } else {
        format!("{text}.0")
    };
    // `1e-7` needs a digit before the exponent's sign only: it has one.
    if value.is_sign_negative() {
        format!("({text})")
    } else {
        text
    }
}

/// The GLSL sampler type a lookup target samples.
pub fn sampler_type(target: TextureTarget) -> &'static str {
    match target {
        TextureTarget::Tex1D => "sampler1D",
        TextureTarget::Tex2D => "sampler2D",
        TextureTarget::Tex3D => "sampler3D",
        TextureTarget::Cube => "samplerCube",
        TextureTarget::Rect => "sampler2DRect",
        TextureTarget::Shadow1D => "sampler1DShadow",
        TextureTarget::Shadow2D => "sampler2DShadow",
        TextureTarget::ShadowRect => "sampler2DRectShadow",
    }
}

/// `LIT` as ARB_vertex_program defines it (the exponent clamped to ±128).
const LIT: &str = "vec4 cgrs_lit(vec4 a)
{
    float specular = a.x > 0.0 ? pow(max(a.y, 0.0), clamp(a.w, -128.0, 128.0)) : 0.0;
    return vec4(1.0, max(a.x, 0.0), specular, 1.0);
}
";

/// A depth comparison in GLSL ES 1.00, which has no shadow samplers: the
/// texel's depth against the coordinate's `r` (GL's LEQUAL), as a
/// luminance texel (GL's default depth mode).
const SHADOW_ES: &str = "vec4 cgrs_shadow2D(sampler2D s, vec3 c)
{
    float lit = c.z <= texture2D(s, c.xy).x ? 1.0 : 0.0;
    return vec4(lit, lit, lit, 1.0);
}
";

/// `EXP`: (2^floor(x), x - floor(x), 2^x, 1).
const EXP: &str = "vec4 cgrs_exp(float x)
{
    float whole = floor(x);
    return vec4(exp2(whole), x - whole, exp2(x), 1.0);
}
";

/// `LOG`: (floor(log2|x|), |x| / 2^floor(log2|x|), log2|x|, 1).
const LOG: &str = "vec4 cgrs_log(float x)
{
    float magnitude = abs(x);
    float exponent = floor(log2(magnitude));
    return vec4(exponent, magnitude / exp2(exponent), log2(magnitude), 1.0);
}
";

/// `RCC`: 1/x with its magnitude kept within [2^-64, 2^64].
const RCC: &str = "float cgrs_rcc(float x)
{
    float r = 1.0 / x;
    return sign(r) * clamp(abs(r), 5.421011e-20, 1.8446744e19);
}
";

/// Which component of an output's IR register holds a scalar output's
/// value: the ARB register's component (`mask` of the binding, `z` of
/// `result.depth`) when the program writes that one, as it does for a vector
/// it stores whole; otherwise the lowest component written, where the
/// lowering puts a `float` (`depth = ...` writes x, which the ARB back end
/// prints as `result.depth.z` with a replicated source). None when nothing
/// is written.
fn scalar_output_component(binding_mask: Option<&str>, written: WriteMask) -> Option<usize> {
    let register_component = binding_mask
        .and_then(|m| m.chars().next())
        .and_then(|c| LETTERS.iter().position(|&l| l == c))
        .unwrap_or(0);
    if written.has(register_component) {
        Some(register_component)
    } else {
        written.components().next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_back_exactly() {
        assert_eq!(number(1.0), "1.0");
        assert_eq!(number(0.1), "0.1");
        assert_eq!(number(-2.5), "(-2.5)");
        assert_eq!(number(1e-7), "1e-7");
        assert_eq!(number(3.4028235e38), "3.4028235e38");
        for value in [0.1f32, 1.0 / 3.0, 123456.79, 1e-30, 7.0e10] {
            let text = number(value);
            let back: f32 = text.trim_matches(['(', ')']).parse().unwrap();
            assert_eq!(back.to_bits(), value.to_bits(), "{text}");
        }
    }

    #[test]
    fn a_scalar_output_is_read_where_the_program_wrote_it() {
        // `out float depth : DEPTH`: the lowering writes x, cgc's arbfp1
        // program `MOV_SAT result.depth.z, ...` (tests/glsl/cgc/sem_fout_single).
        assert_eq!(scalar_output_component(Some("z"), WriteMask::X), Some(0));
        // A float4 stored whole: cgc's arbfp1 program takes its z
        // (tests/glsl/cases/sem_fout_depth_vector.cg; cgc's own glslf takes
        // x, which disagrees with its ARB program).
        assert_eq!(scalar_output_component(Some("z"), WriteMask::ALL), Some(2));
        // `gl_FogFragCoord` has no register mask.
        assert_eq!(scalar_output_component(None, WriteMask::X), Some(0));
        assert_eq!(scalar_output_component(Some("z"), WriteMask::NONE), None);
    }

    #[test]
    fn atoms_are_parenthesized_only_when_needed() {
        assert_eq!(atom("t3"), "t3");
        assert_eq!(atom("_s1._m[2]"), "_s1._m[2]");
        assert_eq!(atom("vec4(t1, 0.0)"), "vec4(t1, 0.0)");
        assert_eq!(atom("a + b"), "(a + b)");
        assert_eq!(atom("f(a) + g(b)"), "(f(a) + g(b))");
    }
}
