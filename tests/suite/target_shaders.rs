//! Real shaders through the back end, with IR built by hand (as `ir::lower` will
//! build it) for the Cg sources in `tests/backend/*.cg`.
//!
//! For each shader and profile the test checks that:
//! - the emitted text equals the snapshot `tests/backend/out/NAME.PROFILE.asm`
//!   (`CGRS_BLESS=1` rewrites the snapshots; `scripts/regen-backend.sh` does that
//!   and then asks Mesa / nvvm about them);
//! - it has no more instructions and temporaries than cgc's program for the same
//!   source (`tests/backend/cgc/NAME.PROFILE.asm`, from the regen script);
//! - Mesa (`glcheck parse`) or nvvm accepted the snapshot, as recorded in
//!   `tests/backend/verdicts.txt` by the regen script;
//! - the allocated program computes what the unoptimized IR computes on random
//!   inputs (the IR interpreter runs both).

use cgrs::back::emit::EmitOptions;
use cgrs::back::{compile, CompiledProgram};
use cgrs::interface::{Parameter, ParameterKind, ProgramInterface};
use cgrs::ir::interp::{run, Outcome};
use cgrs::ir::random::{environment, Rng};
use cgrs::ir::{
    Block, BlockId, Dest, InputId, Inst, Opcode, Operand, Program, Source, Stage, Swizzle,
    Terminator, TextureRef, TextureTarget, UniformId, WriteMask,
};
use cgrs::profile::Profile;
use std::path::PathBuf;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/backend")
}

fn parameter(
    type_name: &str,
    name: &str,
    semantic: Option<&str>,
    kind: ParameterKind,
    argument: i32,
) -> Parameter {
    Parameter {
        type_name: type_name.to_string(),
        name: name.to_string(),
        semantic: semantic.map(str::to_string),
        kind,
        argument,
        register: None,
        default: None,
        shared: false,
    }
}

fn input(id: InputId) -> Operand {
    Operand::new(Source::Input(id))
}

fn uniform(id: UniformId, row: u32) -> Operand {
    Operand::new(Source::Uniform(id, row))
}

/// `vp_light.cg`: `o.pos = mul(mvp, p); o.col = max(dot(n, l), 0);`
fn vp_light() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let normal = p.add_input("NORMAL");
    let mvp = p.add_uniform(4);
    let light = p.add_uniform(1);
    let out_pos = p.add_output("POSITION");
    let out_col = p.add_output("COLOR0");
    // mul(mvp, p) as the front end lowers it: one DP4 per row into a temporary.
    let transformed = p.new_vreg();
    for row in 0..4u8 {
        p.push(Inst::new(
            Opcode::Dp4,
            Dest::temp(transformed, WriteMask::single(row)),
            &[uniform(mvp, row as u32), input(position)],
        ));
    }
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out_pos, WriteMask::ALL),
        &[Operand::temp(transformed)],
    ));
    let diffuse = p.new_vreg();
    p.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(diffuse, WriteMask::X),
        &[input(normal), uniform(light, 0)],
    ));
    let zero = p.scalar(0.0);
    let clamped = p.new_vreg();
    p.push(Inst::new(
        Opcode::Max,
        Dest::temp(clamped, WriteMask::ALL),
        &[
            Operand::temp(diffuse).with_swizzle(Swizzle::replicate(0)),
            zero,
        ],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out_col, WriteMask::ALL),
        &[Operand::temp(clamped)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter(
                "float3",
                "n",
                Some("NORMAL"),
                ParameterKind::Input(normal),
                1,
            ),
            parameter("float4x4", "mvp", None, ParameterKind::Uniform(mvp), 2),
            parameter("float3", "l", None, ParameterKind::Uniform(light), 3),
            parameter(
                "float4",
                "main.pos",
                Some("POSITION"),
                ParameterKind::Output(out_pos),
                -1,
            ),
            parameter(
                "float4",
                "main.col",
                Some("COLOR0"),
                ParameterKind::Output(out_col),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_tex.cg`: `return tex2D(s, uv) * color;`
fn fp_tex() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let uv = p.add_input("TEXCOORD0");
    let color = p.add_input("COLOR0");
    let sampler = p.add_sampler(TextureTarget::Tex2D);
    let out = p.add_output("COLOR");
    let texel = p.new_vreg();
    let texture = TextureRef {
        sampler,
        target: TextureTarget::Tex2D,
    };
    p.push(Inst::texture(
        Opcode::Tex,
        Dest::temp(texel, WriteMask::ALL),
        input(uv),
        texture,
    ));
    let product = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(product, WriteMask::ALL),
        &[Operand::temp(texel), input(color)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(product)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float2",
                "uv",
                Some("TEXCOORD0"),
                ParameterKind::Input(uv),
                0,
            ),
            parameter(
                "float4",
                "color",
                Some("COLOR0"),
                ParameterKind::Input(color),
                1,
            ),
            parameter("sampler2D", "s", None, ParameterKind::Sampler(sampler), 2),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_lerp.cg`: `return saturate(lerp(a, b, t) * 2.0 + k * 0.5);`
fn fp_lerp() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let a = p.add_input("TEXCOORD0");
    let b = p.add_input("TEXCOORD1");
    let t = p.add_uniform(1);
    let k = p.add_uniform(1);
    let out = p.add_output("COLOR");
    let mixed = p.new_vreg();
    let weight = uniform(t, 0).with_swizzle(Swizzle::replicate(0));
    p.push(Inst::new(
        Opcode::Lrp,
        Dest::temp(mixed, WriteMask::ALL),
        &[weight, input(b), input(a)],
    ));
    let two = p.scalar(2.0);
    let doubled = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(doubled, WriteMask::ALL),
        &[Operand::temp(mixed), two],
    ));
    let half = p.scalar(0.5);
    let scaled = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(scaled, WriteMask::ALL),
        &[uniform(k, 0), half],
    ));
    let sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(sum, WriteMask::ALL),
        &[Operand::temp(doubled), Operand::temp(scaled)],
    ));
    let mut saturated = Dest::temp(p.new_vreg(), WriteMask::ALL);
    saturated.saturate = true;
    p.push(Inst::new(Opcode::Mov, saturated, &[Operand::temp(sum)]));
    let result = saturated
        .temp_reg()
        .map(Operand::temp)
        .unwrap_or(Operand::temp(sum));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[result],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter("float4", "a", Some("TEXCOORD0"), ParameterKind::Input(a), 0),
            parameter("float4", "b", Some("TEXCOORD1"), ParameterKind::Input(b), 1),
            parameter("float", "t", None, ParameterKind::Uniform(t), 2),
            parameter("float4", "k", None, ParameterKind::Uniform(k), 3),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_normal.cg`: `nn = normalize(n); return diffuse * saturate(dot(nn, l)) + float4(nn * 0.5 + 0.5, 1);`
fn fp_normal() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let n = p.add_input("TEXCOORD0");
    let l = p.add_input("TEXCOORD1");
    let diffuse = p.add_uniform(1);
    let out = p.add_output("COLOR");
    // normalize(n) = n * rsqrt(dot(n, n))
    let length_squared = p.new_vreg();
    p.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(length_squared, WriteMask::X),
        &[input(n), input(n)],
    ));
    let inverse_length = p.new_vreg();
    p.push(Inst::new(
        Opcode::Rsq,
        Dest::temp(inverse_length, WriteMask::X),
        &[Operand::temp(length_squared).with_swizzle(Swizzle::replicate(0))],
    ));
    let unit = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(unit, WriteMask::XYZ),
        &[
            input(n),
            Operand::temp(inverse_length).with_swizzle(Swizzle::replicate(0)),
        ],
    ));
    let cosine = p.new_vreg();
    let mut cosine_dest = Dest::temp(cosine, WriteMask::X);
    cosine_dest.saturate = true;
    p.push(Inst::new(
        Opcode::Dp3,
        cosine_dest,
        &[Operand::temp(unit), input(l)],
    ));
    let lit = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(lit, WriteMask::ALL),
        &[
            uniform(diffuse, 0),
            Operand::temp(cosine).with_swizzle(Swizzle::replicate(0)),
        ],
    ));
    // float4(nn * 0.5 + 0.5, 1)
    let half = p.scalar(0.5);
    let packed = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(packed, WriteMask::XYZ),
        &[Operand::temp(unit), half],
    ));
    let biased = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(biased, WriteMask::XYZ),
        &[Operand::temp(packed), half],
    ));
    let one = p.scalar(1.0);
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(biased, WriteMask(8)),
        &[one],
    ));
    let sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(sum, WriteMask::ALL),
        &[Operand::temp(lit), Operand::temp(biased)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(sum)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter("float3", "n", Some("TEXCOORD0"), ParameterKind::Input(n), 0),
            parameter("float3", "l", Some("TEXCOORD1"), ParameterKind::Input(l), 1),
            parameter(
                "float4",
                "diffuse",
                None,
                ParameterKind::Uniform(diffuse),
                2,
            ),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_params.cg`: `col = a * b + c * 0.5; return p;` (two parameters in one
/// instruction, which NV vertex programs forbid).
fn vp_params() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let color = p.add_input("COLOR0");
    let a = p.add_uniform(1);
    let b = p.add_uniform(1);
    let out_col = p.add_output("COLOR0");
    let out_pos = p.add_output("POSITION");
    let product = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(product, WriteMask::ALL),
        &[uniform(a, 0), uniform(b, 0)],
    ));
    let half = p.scalar(0.5);
    let scaled = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(scaled, WriteMask::ALL),
        &[input(color), half],
    ));
    p.push(Inst::new(
        Opcode::Add,
        Dest::output(out_col, WriteMask::ALL),
        &[Operand::temp(product), Operand::temp(scaled)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out_pos, WriteMask::ALL),
        &[input(position)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter(
                "float4",
                "c",
                Some("COLOR0"),
                ParameterKind::Input(color),
                1,
            ),
            parameter("float4", "a", None, ParameterKind::Uniform(a), 2),
            parameter("float4", "b", None, ParameterKind::Uniform(b), 3),
            parameter(
                "float4",
                "col",
                Some("COLOR0"),
                ParameterKind::Output(out_col),
                4,
            ),
            parameter(
                "float4",
                "main",
                Some("POSITION"),
                ParameterKind::Output(out_pos),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

fn replicated(operand: Operand, component: u8) -> Operand {
    operand.with_swizzle(Swizzle::replicate(component))
}

/// `fp_select.cg`: `return a.x > 0.5 ? a : b;`, if-converted as the front end does
/// for fragment programs: `SLT` for the condition, `CMP` to select.
fn fp_select() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let a = p.add_input("TEXCOORD0");
    let b = p.add_input("TEXCOORD1");
    let out = p.add_output("COLOR");
    let half = p.scalar(0.5);
    let condition = p.new_vreg();
    p.push(Inst::new(
        Opcode::Slt,
        Dest::temp(condition, WriteMask::X),
        &[half, replicated(input(a), 0)],
    ));
    // CMP picks its second operand where the first is negative: -condition < 0 ⇔ true.
    let selected = p.new_vreg();
    p.push(Inst::new(
        Opcode::Cmp,
        Dest::temp(selected, WriteMask::ALL),
        &[
            replicated(Operand::temp(condition), 0).negated(),
            input(a),
            input(b),
        ],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(selected)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter("float4", "a", Some("TEXCOORD0"), ParameterKind::Input(a), 0),
            parameter("float4", "b", Some("TEXCOORD1"), ParameterKind::Input(b), 1),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_kill.cg`: `if (a.w < 0.5) discard; return a * k;`
fn fp_kill() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let a = p.add_input("TEXCOORD0");
    let k = p.add_uniform(1);
    let out = p.add_output("COLOR");
    let half = p.scalar(0.5);
    let condition = p.new_vreg();
    p.push(Inst::new(
        Opcode::Slt,
        Dest::temp(condition, WriteMask::X),
        &[replicated(input(a), 3), half],
    ));
    p.push(Inst::kil(replicated(Operand::temp(condition), 0).negated()));
    let product = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(product, WriteMask::ALL),
        &[input(a), uniform(k, 0)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(product)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter("float4", "a", Some("TEXCOORD0"), ParameterKind::Input(a), 0),
            parameter("float4", "k", None, ParameterKind::Uniform(k), 1),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_rowmul.cg`: `return mul(p, m);` (row vector: one `MAD` per matrix row).
fn vp_rowmul() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let m = p.add_uniform(4);
    let out = p.add_output("POSITION");
    let mut sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(sum, WriteMask::ALL),
        &[replicated(input(position), 0), uniform(m, 0)],
    ));
    for row in 1..4u8 {
        let next = p.new_vreg();
        p.push(Inst::new(
            Opcode::Mad,
            Dest::temp(next, WriteMask::ALL),
            &[
                replicated(input(position), row),
                uniform(m, row as u32),
                Operand::temp(sum),
            ],
        ));
        sum = next;
    }
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(sum)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter("float4x4", "m", None, ParameterKind::Uniform(m), 1),
            parameter(
                "float4",
                "main",
                Some("POSITION"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_spec.cg`: transformed position, `normalize`, diffuse `max(dot, 0)`,
/// specular `pow(max(dot(nn, h), 0), shininess)`, `float4(d, d, d, 1) + s`.
fn vp_spec() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let normal = p.add_input("NORMAL");
    let mvp = p.add_uniform(4);
    let l = p.add_uniform(1);
    let h = p.add_uniform(1);
    let shininess = p.add_uniform(1);
    let out_pos = p.add_output("POSITION");
    let out_col = p.add_output("COLOR0");
    let transformed = p.new_vreg();
    for row in 0..4u8 {
        p.push(Inst::new(
            Opcode::Dp4,
            Dest::temp(transformed, WriteMask::single(row)),
            &[uniform(mvp, row as u32), input(position)],
        ));
    }
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out_pos, WriteMask::ALL),
        &[Operand::temp(transformed)],
    ));
    let length_squared = p.new_vreg();
    p.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(length_squared, WriteMask::X),
        &[input(normal), input(normal)],
    ));
    let inverse_length = p.new_vreg();
    p.push(Inst::new(
        Opcode::Rsq,
        Dest::temp(inverse_length, WriteMask::X),
        &[replicated(Operand::temp(length_squared), 0)],
    ));
    let unit = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(unit, WriteMask::XYZ),
        &[input(normal), replicated(Operand::temp(inverse_length), 0)],
    ));
    let zero = p.scalar(0.0);
    let diffuse_dot = p.new_vreg();
    p.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(diffuse_dot, WriteMask::X),
        &[Operand::temp(unit), uniform(l, 0)],
    ));
    let diffuse = p.new_vreg();
    p.push(Inst::new(
        Opcode::Max,
        Dest::temp(diffuse, WriteMask::X),
        &[replicated(Operand::temp(diffuse_dot), 0), zero],
    ));
    let specular_dot = p.new_vreg();
    p.push(Inst::new(
        Opcode::Dp3,
        Dest::temp(specular_dot, WriteMask::X),
        &[Operand::temp(unit), uniform(h, 0)],
    ));
    let specular_base = p.new_vreg();
    p.push(Inst::new(
        Opcode::Max,
        Dest::temp(specular_base, WriteMask::X),
        &[replicated(Operand::temp(specular_dot), 0), zero],
    ));
    let specular = p.new_vreg();
    p.push(Inst::new(
        Opcode::Pow,
        Dest::temp(specular, WriteMask::X),
        &[
            replicated(Operand::temp(specular_base), 0),
            replicated(uniform(shininess, 0), 0),
        ],
    ));
    let color = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(color, WriteMask::XYZ),
        &[replicated(Operand::temp(diffuse), 0)],
    ));
    let one = p.scalar(1.0);
    p.push(Inst::new(
        Opcode::Mov,
        Dest::temp(color, WriteMask(8)),
        &[one],
    ));
    let sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(sum, WriteMask::ALL),
        &[Operand::temp(color), replicated(Operand::temp(specular), 0)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out_col, WriteMask::ALL),
        &[Operand::temp(sum)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter(
                "float3",
                "n",
                Some("NORMAL"),
                ParameterKind::Input(normal),
                1,
            ),
            parameter("float4x4", "mvp", None, ParameterKind::Uniform(mvp), 2),
            parameter("float3", "l", None, ParameterKind::Uniform(l), 3),
            parameter("float3", "h", None, ParameterKind::Uniform(h), 4),
            parameter(
                "float",
                "shininess",
                None,
                ParameterKind::Uniform(shininess),
                5,
            ),
            parameter(
                "float4",
                "opos",
                Some("POSITION"),
                ParameterKind::Output(out_pos),
                6,
            ),
            parameter(
                "float4",
                "ocol",
                Some("COLOR0"),
                ParameterKind::Output(out_col),
                7,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_cos.cg`: `return p + cos(p.x);` (arbvp1 and vp20 have no `COS`: cgc's
/// polynomial; vp20 has no `FRC` either: `EXP`).
fn vp_cos() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let t = p.add_uniform(1);
    let out = p.add_output("POSITION");
    let cosine = p.new_vreg();
    p.push(Inst::new(
        Opcode::Cos,
        Dest::temp(cosine, WriteMask::X),
        &[replicated(input(position), 0)],
    ));
    let sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(sum, WriteMask::ALL),
        &[input(position), replicated(Operand::temp(cosine), 0)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(sum)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter("float", "t", None, ParameterKind::Uniform(t), 1),
            parameter(
                "float4",
                "main",
                Some("POSITION"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_select.cg`: `return p.x < 0 ? p : q;` lowered like any `c ? a : b`
/// (`SLT` for the condition, `CMP` to select), which selection expands for
/// vertex programs.
fn vp_select() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let q = p.add_input("TEXCOORD0");
    let out = p.add_output("POSITION");
    let zero = p.scalar(0.0);
    let condition = p.new_vreg();
    p.push(Inst::new(
        Opcode::Slt,
        Dest::temp(condition, WriteMask::X),
        &[replicated(input(position), 0), zero],
    ));
    let selected = p.new_vreg();
    p.push(Inst::new(
        Opcode::Cmp,
        Dest::temp(selected, WriteMask::ALL),
        &[
            replicated(Operand::temp(condition), 0).negated(),
            input(position),
            input(q),
        ],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(selected)],
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter("float4", "q", Some("TEXCOORD0"), ParameterKind::Input(q), 1),
            parameter(
                "float4",
                "main",
                Some("POSITION"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_loop.cg`: `acc = p; for (i = 0; i < n; i++) acc = acc * 0.5 + p;` with a
/// uniform bound, so vp30 keeps the loop (blocks: entry test, body, exit).
fn vp_loop() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let n = p.add_uniform(1);
    let out = p.add_output("POSITION");
    let accumulator = p.new_vreg();
    let counter = p.new_vreg();
    let condition = p.new_vreg();
    let bound = replicated(uniform(n, 0), 0);
    let zero = p.scalar(0.0);
    let half = p.scalar(0.5);
    let one = p.scalar(1.0);
    let entry = vec![
        Inst::new(
            Opcode::Mov,
            Dest::temp(accumulator, WriteMask::ALL),
            &[input(position)],
        ),
        Inst::new(Opcode::Mov, Dest::temp(counter, WriteMask::X), &[zero]),
        Inst::new(
            Opcode::Slt,
            Dest::temp(condition, WriteMask::X),
            &[replicated(Operand::temp(counter), 0), bound],
        ),
    ];
    let body = vec![
        Inst::new(
            Opcode::Mad,
            Dest::temp(accumulator, WriteMask::ALL),
            &[Operand::temp(accumulator), half, input(position)],
        ),
        Inst::new(
            Opcode::Add,
            Dest::temp(counter, WriteMask::X),
            &[replicated(Operand::temp(counter), 0), one],
        ),
        Inst::new(
            Opcode::Slt,
            Dest::temp(condition, WriteMask::X),
            &[replicated(Operand::temp(counter), 0), bound],
        ),
    ];
    let exit = vec![Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(accumulator)],
    )];
    let branch = Terminator::Branch {
        condition: replicated(Operand::temp(condition), 0),
        if_true: BlockId(1),
        if_false: BlockId(2),
    };
    p.blocks = vec![
        Block {
            insts: entry,
            terminator: branch,
        },
        Block {
            insts: body,
            terminator: branch,
        },
        Block {
            insts: exit,
            terminator: Terminator::Return,
        },
    ];
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter(
                "float4",
                "p",
                Some("POSITION"),
                ParameterKind::Input(position),
                0,
            ),
            parameter("float", "n", None, ParameterKind::Uniform(n), 1),
            parameter(
                "float4",
                "main",
                Some("POSITION"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_bind.cg`: uniforms with and without explicit registers (`k2 : C5`), unused
/// parameters, two samplers of which one is used:
/// `return tex2D(s, a.xy) * k + 3.5 + a.z * k2;`
fn fp_bind() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Fragment);
    let a = p.add_input("TEXCOORD0");
    let b = p.add_input("TEXCOORD1");
    let k = p.add_uniform(1);
    let unused = p.add_uniform(1);
    let k2 = p.add_uniform(1);
    let s2 = p.add_sampler(TextureTarget::Tex2D);
    let s = p.add_sampler(TextureTarget::Tex2D);
    let out = p.add_output("COLOR");
    let texel = p.new_vreg();
    let texture = TextureRef {
        sampler: s,
        target: TextureTarget::Tex2D,
    };
    p.push(Inst::texture(
        Opcode::Tex,
        Dest::temp(texel, WriteMask::ALL),
        input(a),
        texture,
    ));
    let product = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(product, WriteMask::ALL),
        &[Operand::temp(texel), uniform(k, 0)],
    ));
    let constant = p.scalar(3.5);
    let biased = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(biased, WriteMask::ALL),
        &[Operand::temp(product), constant],
    ));
    let scaled = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(scaled, WriteMask::ALL),
        &[replicated(input(a), 2), uniform(k2, 0)],
    ));
    p.push(Inst::new(
        Opcode::Add,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(biased), Operand::temp(scaled)],
    ));
    let mut explicit = parameter("float4", "k2", Some("C5"), ParameterKind::Uniform(k2), 4);
    explicit.register = Some(5);
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        parameters: vec![
            parameter("float4", "a", Some("TEXCOORD0"), ParameterKind::Input(a), 0),
            parameter("float4", "b", Some("TEXCOORD1"), ParameterKind::Input(b), 1),
            parameter("float4", "k", None, ParameterKind::Uniform(k), 2),
            parameter("float4", "unused", None, ParameterKind::Uniform(unused), 3),
            explicit,
            parameter("sampler2D", "s2", None, ParameterKind::Sampler(s2), 5),
            parameter("sampler2D", "s", None, ParameterKind::Sampler(s), 6),
            parameter(
                "float4",
                "main",
                Some("COLOR"),
                ParameterKind::Output(out),
                -1,
            ),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_skin.cg`: `return p + bones[(int)(frac(idx.x) * 8)] * 2;` (relative addressing: `ARL`
/// then `c[A0.x + k]`; each array element has its own `#var` line).
fn vp_skin() -> (Program, ProgramInterface) {
    let mut p = Program::new(Stage::Vertex);
    let position = p.add_input("POSITION");
    let index = p.add_input("BLENDINDICES");
    let bones = p.add_uniform(8);
    let out = p.add_output("POSITION");
    let fraction = p.new_vreg();
    p.push(Inst::new(
        Opcode::Frc,
        Dest::temp(fraction, WriteMask::X),
        &[replicated(input(index), 0)],
    ));
    let eight = p.scalar(8.0);
    let element = p.new_vreg();
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(element, WriteMask::X),
        &[replicated(Operand::temp(fraction), 0), eight],
    ));
    p.push(Inst::arl(replicated(Operand::temp(element), 0)));
    let two = p.scalar(2.0);
    let scaled = p.new_vreg();
    let bone = Operand::new(Source::UniformRelative(bones, 0, 0));
    p.push(Inst::new(
        Opcode::Mul,
        Dest::temp(scaled, WriteMask::ALL),
        &[bone, two],
    ));
    let sum = p.new_vreg();
    p.push(Inst::new(
        Opcode::Add,
        Dest::temp(sum, WriteMask::ALL),
        &[input(position), Operand::temp(scaled)],
    ));
    p.push(Inst::new(
        Opcode::Mov,
        Dest::output(out, WriteMask::ALL),
        &[Operand::temp(sum)],
    ));
    let mut parameters = vec![
        parameter(
            "float4",
            "p",
            Some("POSITION"),
            ParameterKind::Input(position),
            0,
        ),
        parameter(
            "float4",
            "idx",
            Some("BLENDINDICES"),
            ParameterKind::Input(index),
            1,
        ),
    ];
    for element in 0..8 {
        let name = format!("bones[{element}]");
        parameters.push(parameter(
            "float4",
            &name,
            None,
            ParameterKind::UniformElement(bones, element),
            2,
        ));
    }
    parameters.push(parameter(
        "float4",
        "main",
        Some("POSITION"),
        ParameterKind::Output(out),
        -1,
    ));
    let interface = ProgramInterface {
        entry: "main".into(),
        parameters,
        uniform_objects: Vec::new(),
    }
    .with_objects_from_leaves();
    (p, interface)
}

type Shader = fn() -> (Program, ProgramInterface);

/// (file stem, profile, builder)
const CASES: [(&str, &str, Shader); 18] = [
    ("vp_skin", "arbvp1", vp_skin),
    ("vp_cos", "vp20", vp_cos),
    ("fp_bind", "arbfp1", fp_bind),
    ("vp_loop", "vp30", vp_loop),
    ("vp_cos", "arbvp1", vp_cos),
    ("vp_select", "arbvp1", vp_select),
    ("fp_select", "arbfp1", fp_select),
    ("fp_kill", "arbfp1", fp_kill),
    ("vp_rowmul", "arbvp1", vp_rowmul),
    ("vp_spec", "arbvp1", vp_spec),
    ("vp_params", "arbvp1", vp_params),
    ("vp_params", "vp20", vp_params),
    ("vp_params", "vp30", vp_params),
    ("vp_light", "arbvp1", vp_light),
    ("vp_light", "vp20", vp_light),
    ("fp_tex", "arbfp1", fp_tex),
    ("fp_lerp", "arbfp1", fp_lerp),
    ("fp_normal", "arbfp1", fp_normal),
];

fn compile_case(name: &str, profile_name: &str, build: Shader) -> (Program, CompiledProgram) {
    let (program, interface) = build();
    let profile = Profile::builtin(profile_name).expect("built-in profile");
    let options = EmitOptions {
        banner: vec![format!("cgrs back-end test: {name}.cg")],
    };
    let compiled = compile(&program, &interface, &profile, &options)
        .unwrap_or_else(|errors| panic!("{name} for {profile_name}: {errors:?}"));
    (program, compiled)
}

/// `# N instructions, M R-regs` from the end of a program.
fn footer_counts(text: &str) -> (u32, u32) {
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with("# ") && l.ends_with("R-regs"))
        .unwrap_or_else(|| panic!("no footer in:\n{text}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    (
        words[1].parse().unwrap_or(u32::MAX),
        words[3].parse().unwrap_or(u32::MAX),
    )
}

/// One more than the highest `R<n>` an instruction line names.
fn registers_named(text: &str) -> u32 {
    let mut count = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let bytes = line.as_bytes();
        for (i, &byte) in bytes.iter().enumerate() {
            let starts_word =
                i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
            if byte == b'R' && starts_word {
                let digits: String = line[i + 1..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                if let Ok(index) = digits.parse::<u32>() {
                    count = count.max(index + 1);
                }
            }
        }
    }
    count
}

/// Within 1e-5 relative, or 2e-5 absolute: cgc's `COS` polynomial is that close
/// to the interpreter's exact `cos` on the inputs used here (|x| < 2).
fn close(a: f32, b: f32) -> bool {
    a == b
        || (a.is_nan() && b.is_nan())
        || (a - b).abs() <= 1e-5 * a.abs().max(b.abs()).max(1.0)
        || (a - b).abs() <= 2e-5
}

fn outcomes_match(a: &Outcome, b: &Outcome) -> bool {
    a.killed == b.killed
        && a.outputs
            .iter()
            .flatten()
            .zip(b.outputs.iter().flatten())
            .all(|(x, y)| close(*x, *y))
}

#[test]
fn snapshots_are_current() {
    let bless = std::env::var_os("CGRS_BLESS").is_some();
    for (name, profile, build) in CASES {
        let (_, compiled) = compile_case(name, profile, build);
        let path = data_dir().join(format!("out/{name}.{profile}.asm"));
        if bless {
            std::fs::create_dir_all(data_dir().join("out")).expect("create snapshot directory");
            std::fs::write(&path, &compiled.text).expect("write snapshot");
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(
            stored,
            compiled.text,
            "{} is stale: run scripts/regen-backend.sh",
            path.display()
        );
    }
}

#[test]
fn no_more_instructions_or_temporaries_than_cgc() {
    for (name, profile, build) in CASES {
        let (_, compiled) = compile_case(name, profile, build);
        let cgc = std::fs::read_to_string(data_dir().join(format!("cgc/{name}.{profile}.asm")))
            .expect("cgc output stored by scripts/regen-backend.sh");
        let (cgc_instructions, cgc_footer_temps) = footer_counts(&cgc);
        // cgc's vp20 footer always says `0 R-regs`; count the registers it names.
        let cgc_temps = cgc_footer_temps.max(registers_named(&cgc));
        let (instructions, temps) = footer_counts(&compiled.text);
        assert_eq!(
            temps,
            registers_named(&compiled.text),
            "our footer counts what we use"
        );
        assert!(
            instructions <= cgc_instructions && temps <= cgc_temps,
            "{name} {profile}: ours {instructions} instructions / {temps} R-regs, cgc {cgc_instructions} / {cgc_temps}\n{}",
            compiled.text
        );
    }
}

#[test]
fn external_checkers_accepted_the_snapshots() {
    let verdicts = std::fs::read_to_string(data_dir().join("verdicts.txt"))
        .expect("verdicts.txt from the regen script");
    for (name, profile, _) in CASES {
        let file = format!("out/{name}.{profile}.asm");
        let line = verdicts
            .lines()
            .find(|l| l.split_whitespace().next() == Some(file.as_str()))
            .unwrap_or_else(|| panic!("no verdict for {file}"));
        assert!(
            line.split_whitespace().all(|w| !w.ends_with("=fail")),
            "{line}"
        );
        assert!(line.contains("parse=ok"), "{line}");
    }
}

#[test]
fn allocated_programs_compute_what_the_ir_computes() {
    for (name, profile, build) in CASES {
        let (original, compiled) = compile_case(name, profile, build);
        let mut rng = Rng::new(7);
        for _ in 0..64 {
            let env = environment(&mut rng, &original);
            let expected = run(&original, &env).expect("terminates");
            let actual = run(&compiled.allocated, &env).expect("terminates");
            assert!(
                outcomes_match(&expected, &actual),
                "{name} {profile}: {expected:?} vs {actual:?}"
            );
        }
    }
}

#[test]
fn numbers_print_like_cgc() {
    use cgrs::back::number::format_number;
    // Values and spellings from cgc 3.1's output for tests/backend-style shaders
    // (`float4(1.0/0.0, -1.0/0.0, 3e-8, 1e20) + 123456789.0`) and fp_lerp.cg.
    let cases = [
        (0.0, "0"),
        (0.5, "0.5"),
        (2.0, "2"),
        (3e-8, "2.9999999e-08"),
        (1e20, "1e+20"),
        (123456789.0, "1.2345679e+08"),
        (3.5, "3.5"),
    ];
    for (value, text) in cases {
        assert_eq!(format_number(value), text);
    }
}

/// `-po PosInv`: cgc prints `OPTION ARB_position_invariant;` right after the
/// header, writes no position, and marks the position output unused.
#[test]
fn position_invariance_follows_cgc() {
    let (program, interface) = vp_light();
    for (profile_name, option, position) in [
        (
            "arbvp1",
            "OPTION ARB_position_invariant;",
            "result.position",
        ),
        ("vp20", "OPTION NV_position_invariant;", "o[HPOS]"),
    ] {
        let mut profile = Profile::builtin(profile_name).expect("built-in profile");
        assert!(profile.set_option("PosInv", 1).is_none());
        let compiled = compile(&program, &interface, &profile, &EmitOptions::default())
            .unwrap_or_else(|errors| panic!("{errors:?}"));
        let lines: Vec<&str> = compiled.text.lines().collect();
        assert_eq!(lines[1], option);
        assert!(!compiled.text.contains(position), "{}", compiled.text);
        assert!(
            compiled
                .text
                .contains("#var float4 main.pos : $vout.POSITION : HPOS : -1 : 0\n"),
            "{}",
            compiled.text
        );
        assert_eq!(footer_counts(&compiled.text).0, 2);
    }
}

/// The header lines loaders parse, for the shader with explicit bindings, as
/// cgc prints them (`tests/backend/cgc/fp_bind.arbfp1.asm`).
#[test]
fn bindings_and_header_match_cgc() {
    let (_, compiled) = compile_case("fp_bind", "arbfp1", fp_bind);
    let cgc = std::fs::read_to_string(data_dir().join("cgc/fp_bind.arbfp1.asm"))
        .expect("stored cgc output");
    let header = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| {
                l.starts_with("#semantic") || l.starts_with("#var") || l.starts_with("#const")
            })
            .map(str::to_string)
            .collect()
    };
    assert_eq!(header(&compiled.text), header(&cgc));
    let param = |text: &str| {
        text[text.find("PARAM").unwrap_or(0)..text.find("TEMP").unwrap_or(0)].to_string()
    };
    assert_eq!(param(&compiled.text), param(&cgc));
}
