//! Real shaders through the back end, with IR written by hand as IR text (as
//! the lowering builds it) for the Cg sources in `tests/backend/*.cg`.
//!
//! For each shader and profile the test checks that:
//! - the emitted text equals the snapshot `tests/backend/out/NAME.PROFILE.asm`
//!   (`UPDATE_EXPECT=1` rewrites the snapshots; `scripts/regen-backend.sh` does that
//!   and then asks Mesa / nvvm about them);
//! - it has no more instructions and temporaries than cgc's program for the same
//!   source (`tests/backend/cgc/NAME.PROFILE.asm`, from the regen script);
//! - Mesa (`glcheck parse`) or nvvm accepted the snapshot, as recorded in
//!   `tests/backend/verdicts.txt` by the regen script;
//! - the allocated program computes what the unoptimized IR computes on random
//!   inputs (the IR interpreter runs both).

use crate::fuzz_replay::targets::oracle::close;
use crate::ir_support::{input, output, parameter, program_from, sampler, uniform};
use cgrs::back::emit::EmitOptions;
use cgrs::back::{compile, CompiledProgram};
use cgrs::interface::{ParameterKind, ProgramInterface};
use cgrs::ir::interp::{run, Outcome};
use cgrs::ir::random::environment;
use cgrs::ir::{Program, UniformId};
use cgrs::profile::Profile;
use cgrs::rng::Rng;
use std::path::PathBuf;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/backend")
}

/// `vp_light.cg`: `o.pos = mul(mvp, p); o.col = max(dot(n, l), 0);`
fn vp_light() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        uniform u0 rows 4
        uniform u1 rows 1
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        output out1 "COLOR0"
        b0:
          # mul(mvp, p) as the front end lowers it: one DP4 per row into a temporary.
          DP4 t0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 t0.z, u0[2], in0;
          DP4 t0.w, u0[3], in0;
          MOV out0, t0;
          DP3 t1.x, in1, u1[0];
          MAX t2, t1.x, lit0.x;
          MOV out1, t2;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            input("float3", "n", "NORMAL", 1, 1),
            uniform("float4x4", "mvp", 0, 2),
            uniform("float3", "l", 1, 3),
            output("float4", "main.pos", "POSITION", 0, -1),
            output("float4", "main.col", "COLOR0", 1, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_tex.cg`: `return tex2D(s, uv) * color;`
fn fp_tex() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "COLOR0"
        sampler s0 2D
        output out0 "COLOR"
        b0:
          TEX t0, in0, s0, 2D;
          MUL t1, t0, in1;
          MOV out0, t1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float2", "uv", "TEXCOORD0", 0, 0),
            input("float4", "color", "COLOR0", 1, 1),
            sampler("sampler2D", "s", 0, 2),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_lerp.cg`: `return saturate(lerp(a, b, t) * 2.0 + k * 0.5);`
fn fp_lerp() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        uniform u0 rows 1
        uniform u1 rows 1
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        literal lit1 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          LRP t0, u0[0].x, in1, in0;
          MUL t1, t0, lit0.x;
          MUL t2, u1[0], lit1.x;
          ADD t3, t1, t2;
          MOV_SAT t4, t3;
          MOV out0, t4;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "a", "TEXCOORD0", 0, 0),
            input("float4", "b", "TEXCOORD1", 1, 1),
            uniform("float", "t", 0, 2),
            uniform("float4", "k", 1, 3),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_normal.cg`: `nn = normalize(n); return diffuse * saturate(dot(nn, l)) + float4(nn * 0.5 + 0.5, 1);`
fn fp_normal() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        uniform u0 rows 1
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        literal lit1 (1.0, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          DP3 t0.x, in0, in0;
          RSQ t1.x, t0.x;
          MUL t2.xyz, in0, t1.x;
          DP3_SAT t3.x, t2, in1;
          MUL t4, u0[0], t3.x;
          MUL t5.xyz, t2, lit0.x;
          ADD t6.xyz, t5, lit0.x;
          MOV t6.w, lit1.x;
          ADD t7, t4, t6;
          MOV out0, t7;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float3", "n", "TEXCOORD0", 0, 0),
            input("float3", "l", "TEXCOORD1", 1, 1),
            uniform("float4", "diffuse", 0, 2),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_params.cg`: `col = a * b + c * 0.5; return p;` (two parameters in one
/// instruction, which NV vertex programs forbid).
fn vp_params() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "COLOR0"
        uniform u0 rows 1
        uniform u1 rows 1
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR0"
        output out1 "POSITION"
        b0:
          MUL t0, u0[0], u1[0];
          MUL t1, in1, lit0.x;
          ADD out0, t0, t1;
          MOV out1, in0;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            input("float4", "c", "COLOR0", 1, 1),
            uniform("float4", "a", 0, 2),
            uniform("float4", "b", 1, 3),
            output("float4", "col", "COLOR0", 0, 4),
            output("float4", "main", "POSITION", 1, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_select.cg`: `return a.x > 0.5 ? a : b;`, if-converted as the front end does
/// for fragment programs: `SLT` for the condition, `CMP` to select.
fn fp_select() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          SLT t0.x, lit0.x, in0.x;
          # CMP picks its second operand where the first is negative: -condition < 0 ⇔ true.
          CMP t1, -t0.x, in0, in1;
          MOV out0, t1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "a", "TEXCOORD0", 0, 0),
            input("float4", "b", "TEXCOORD1", 1, 1),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_kill.cg`: `if (a.w < 0.5) discard; return a * k;`
fn fp_kill() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        uniform u0 rows 1
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          SLT t0.x, in0.w, lit0.x;
          KIL -t0.x;
          MUL t1, in0, u0[0];
          MOV out0, t1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "a", "TEXCOORD0", 0, 0),
            uniform("float4", "k", 0, 1),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_rowmul.cg`: `return mul(p, m);` (row vector: one `MAD` per matrix row).
fn vp_rowmul() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 4
        output out0 "POSITION"
        b0:
          MUL t0, in0.x, u0[0];
          MAD t1, in0.y, u0[1], t0;
          MAD t2, in0.z, u0[2], t1;
          MAD t3, in0.w, u0[3], t2;
          MOV out0, t3;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            uniform("float4x4", "m", 0, 1),
            output("float4", "main", "POSITION", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_spec.cg`: transformed position, `normalize`, diffuse `max(dot, 0)`,
/// specular `pow(max(dot(nn, h), 0), shininess)`, `float4(d, d, d, 1) + s`.
fn vp_spec() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        uniform u0 rows 4
        uniform u1 rows 1
        uniform u2 rows 1
        uniform u3 rows 1
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        literal lit1 (1.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        output out1 "COLOR0"
        b0:
          DP4 t0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 t0.z, u0[2], in0;
          DP4 t0.w, u0[3], in0;
          MOV out0, t0;
          DP3 t1.x, in1, in1;
          RSQ t2.x, t1.x;
          MUL t3.xyz, in1, t2.x;
          DP3 t4.x, t3, u1[0];
          MAX t5.x, t4.x, lit0.x;
          DP3 t6.x, t3, u2[0];
          MAX t7.x, t6.x, lit0.x;
          POW t8.x, t7.x, u3[0].x;
          MOV t9.xyz, t5.x;
          MOV t9.w, lit1.x;
          ADD t10, t9, t8.x;
          MOV out1, t10;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            input("float3", "n", "NORMAL", 1, 1),
            uniform("float4x4", "mvp", 0, 2),
            uniform("float3", "l", 1, 3),
            uniform("float3", "h", 2, 4),
            uniform("float", "shininess", 3, 5),
            output("float4", "opos", "POSITION", 0, 6),
            output("float4", "ocol", "COLOR0", 1, 7),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_cos.cg`: `return p + cos(p.x);` (arbvp1 and vp20 have no `COS`: cgc's
/// polynomial; vp20 has no `FRC` either: `EXP`).
fn vp_cos() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 1
        output out0 "POSITION"
        b0:
          COS t0.x, in0.x;
          ADD t1, in0, t0.x;
          MOV out0, t1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            uniform("float", "t", 0, 1),
            output("float4", "main", "POSITION", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_select.cg`: `return p.x < 0 ? p : q;` lowered like any `c ? a : b`
/// (`SLT` for the condition, `CMP` to select), which selection expands for
/// vertex programs.
fn vp_select() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "TEXCOORD0"
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        b0:
          SLT t0.x, in0.x, lit0.x;
          CMP t1, -t0.x, in0, in1;
          MOV out0, t1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            input("float4", "q", "TEXCOORD0", 1, 1),
            output("float4", "main", "POSITION", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_loop.cg`: `acc = p; for (i = 0; i < n; i++) acc = acc * 0.5 + p;` with a
/// uniform bound, so vp30 keeps the loop (blocks: entry test, body, exit).
fn vp_loop() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        uniform u0 rows 1
        literal lit0 (0.0, 0.0, 0.0, 0.0)
        literal lit1 (0.5, 0.0, 0.0, 0.0)
        literal lit2 (1.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        b0:
          MOV t0, in0;
          MOV t1.x, lit0.x;
          SLT t2.x, t1.x, u0[0].x;
          branch t2.x ? b1 : b2
        b1:
          MAD t0, t0, lit1.x, in0;
          ADD t1.x, t1.x, lit2.x;
          SLT t2.x, t1.x, u0[0].x;
          branch t2.x ? b1 : b2
        b2:
          MOV out0, t0;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "p", "POSITION", 0, 0),
            uniform("float", "n", 0, 1),
            output("float4", "main", "POSITION", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `fp_bind.cg`: uniforms with and without explicit registers (`k2 : C5`), unused
/// parameters, two samplers of which one is used:
/// `return tex2D(s, a.xy) * k + 3.5 + a.z * k2;`
fn fp_bind() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        uniform u0 rows 1
        uniform u1 rows 1
        uniform u2 rows 1
        sampler s0 2D
        sampler s1 2D
        literal lit0 (3.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          TEX t0, in0, s1, 2D;
          MUL t1, t0, u0[0];
          ADD t2, t1, lit0.x;
          MUL t3, in0.z, u2[0];
          ADD out0, t2, t3;
          return
        "#,
    );
    let mut explicit = parameter(
        "float4",
        "k2",
        Some("C5"),
        ParameterKind::Uniform(UniformId(2)),
        4,
    );
    explicit.register = Some(5);
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "a", "TEXCOORD0", 0, 0),
            input("float4", "b", "TEXCOORD1", 1, 1),
            uniform("float4", "k", 0, 2),
            uniform("float4", "unused", 1, 3),
            explicit,
            sampler("sampler2D", "s2", 0, 5),
            sampler("sampler2D", "s", 1, 6),
            output("float4", "main", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `vp_skin.cg`: `return p + bones[(int)(frac(idx.x) * 8)] * 2;` (relative addressing: `ARL`
/// then `c[A0.x + k]`; each array element has its own `#var` line).
fn vp_skin() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "BLENDINDICES"
        uniform u0 rows 8
        literal lit0 (8.0, 0.0, 0.0, 0.0)
        literal lit1 (2.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        b0:
          FRC t0.x, in1.x;
          MUL t1.x, t0.x, lit0.x;
          ARL A0.x, t1.x;
          MUL t2, u0[A0.x+0], lit1.x;
          ADD t3, in0, t2;
          MOV out0, t3;
          return
        "#,
    );
    let mut parameters = vec![
        input("float4", "p", "POSITION", 0, 0),
        input("float4", "idx", "BLENDINDICES", 1, 1),
    ];
    for element in 0..8 {
        let name = format!("bones[{element}]");
        parameters.push(parameter(
            "float4",
            &name,
            None,
            ParameterKind::UniformElement(UniformId(0), element),
            2,
        ));
    }
    parameters.push(output("float4", "main", "POSITION", 0, -1));
    let interface = ProgramInterface {
        entry: "main".into(),
        parameters,
        uniform_objects: Vec::new(),
        glsl: Default::default(),
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
    let bless = crate::updating_snapshots();
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
        assert!(profile.set_option("PosInv", 1).is_empty());
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
