//! Instruction selection of the library functions whose forms differ per
//! profile: `inverse`/`determinant` from cross products of whole rows (all
//! vertex profiles), and the VP2.0 forms cgc uses (tests/reference/stdlib/
//! *.vp30.asm): `|x|` operands instead of `ABS`, `SSG`, `SNE`, conditions set by
//! the instruction computing them (`SLTC`), parameters copied once per block.
//!
//! The inverse is checked by value: the compiled program, run in the IR
//! interpreter, must give what the definition gives (`A⁻¹ p`, computed here in
//! f64 by Gauss-Jordan elimination).

use cgrs::back::CompiledProgram;
use cgrs::driver::CompileOptions;
use cgrs::ir::interp::{run, Environment};
use cgrs::profile::ProfileRef;

fn compile(text: &str, profile: &str) -> (String, CompiledProgram) {
    let mut sources = cgrs::span::SourceMap::new();
    let file = sources.add_text("case.cg", text);
    let profile = ProfileRef::builtin(profile).expect("built-in profile");
    let options = CompileOptions::new(profile, Some("main"));
    let compiled = cgrs::driver::compile(&mut sources, file, &options);
    let program = compiled
        .program
        .unwrap_or_else(|| panic!("compiles: {:#?}", compiled.diagnostics));
    let details = compiled.details.expect("back end ran");
    (program, *details)
}

/// The instruction lines of an assembly text (no header, labels or comments).
fn instructions(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with('!') && l.ends_with(';'))
        .collect()
}

fn mnemonics(text: &str) -> Vec<&str> {
    instructions(text)
        .iter()
        .filter_map(|l| l.split_whitespace().next())
        .collect()
}

const INVERSE: &str = "
void main(float4 p : POSITION, float4 a : TEXCOORD0, uniform float4x4 M, uniform float3x3 R,
          out float4 hpos : POSITION, out float4 t0 : TEXCOORD0, out float4 t1 : TEXCOORD1)
{
    hpos = mul(inverse(M), p);
    t0 = float4(mul(inverse(R), a.xyz), determinant(R));
    t1 = float4(determinant(M), 0, 0, 1);
}";

/// `A⁻¹ v` and `det A` in f64.
fn solve(rows: &[[f64; 4]], n: usize, v: &[f64]) -> (Vec<f64>, f64) {
    let mut m: Vec<Vec<f64>> = (0..n)
        .map(|i| {
            let mut row: Vec<f64> = rows[i][..n].to_vec();
            row.push(v[i]);
            row
        })
        .collect();
    let mut det = 1.0;
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))
            .expect("rows");
        if pivot != col {
            m.swap(pivot, col);
            det = -det;
        }
        det *= m[col][col];
        let p = m[col][col];
        for x in &mut m[col][col..] {
            *x /= p;
        }
        let pivot_row = m[col].clone();
        for (r, row) in m.iter_mut().enumerate() {
            if r != col {
                let f = row[col];
                for (x, &y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
            }
        }
    }
    ((0..n).map(|i| m[i][n]).collect(), det)
}

fn close(ours: f32, exact: f64) -> bool {
    (f64::from(ours) - exact).abs() <= 1e-3 * exact.abs().max(1.0)
}

#[test]
fn inverse_and_determinant_compute_the_definition() {
    for profile in ["arbvp1", "vp20", "vp30"] {
        let (_, compiled) = compile(INVERSE, profile);
        let program = &compiled.allocated;
        let mut seed = 7u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (seed >> 8) as f32 / (1u32 << 24) as f32 * 4.0 - 2.0
        };
        for _ in 0..32 {
            let mut environment = Environment {
                inputs: vec![[0.0; 4]; program.inputs.len()],
                uniforms: program
                    .uniforms
                    .iter()
                    .map(|u| vec![[0.0; 4]; u.rows as usize])
                    .collect(),
            };
            for value in environment.inputs.iter_mut() {
                *value = [next(), next(), next(), next()];
            }
            for rows in environment.uniforms.iter_mut() {
                for (i, row) in rows.iter_mut().enumerate() {
                    *row = [next(), next(), next(), next()];
                    // Diagonally dominant: well away from singular.
                    row[i] += 8.0;
                }
            }
            let input = |semantic: &str| {
                let index = program
                    .inputs
                    .iter()
                    .position(|i| i.semantic == semantic)
                    .expect("input");
                environment.inputs[index].map(f64::from)
            };
            let uniform = |rows: u32| -> Vec<[f64; 4]> {
                let index = program
                    .uniforms
                    .iter()
                    .position(|u| u.rows == rows)
                    .expect("uniform");
                environment.uniforms[index]
                    .iter()
                    .map(|r| r.map(f64::from))
                    .collect()
            };
            let (m, r) = (uniform(4), uniform(3));
            let (position, det4) = solve(&m, 4, &input("POSITION"));
            let (texcoord, det3) = solve(&r, 3, &input("TEXCOORD0")[..3]);
            let outcome = run(program, &environment).expect("runs");
            let output = |semantic: &str| {
                let index = program
                    .outputs
                    .iter()
                    .position(|o| o.semantic == semantic)
                    .expect("output");
                outcome.outputs[index]
            };
            let (hpos, t0, t1) = (output("POSITION"), output("TEXCOORD0"), output("TEXCOORD1"));
            for i in 0..4 {
                assert!(
                    close(hpos[i], position[i]),
                    "{profile:?} hpos {hpos:?} {position:?}"
                );
            }
            for i in 0..3 {
                assert!(
                    close(t0[i], texcoord[i]),
                    "{profile:?} t0 {t0:?} {texcoord:?}"
                );
            }
            assert!(close(t0[3], det3), "{profile:?} det3 {} {det3}", t0[3]);
            assert!(close(t1[0], det4), "{profile:?} det4 {} {det4}", t1[0]);
        }
    }
}

#[test]
fn vp30_uses_the_vp2_forms_cgc_uses() {
    let (text, _) = compile(
        "void main(float4 p : POSITION, float4 a : TEXCOORD0, out float4 hpos : POSITION,
                   out float4 t0 : TEXCOORD0, out float4 t1 : TEXCOORD1) {
            hpos = p;
            t0 = sign(a) + abs(a) * 0.5;
            t1 = float4(isnan(a.xy), a.z != a.w, trunc(a.w));
        }",
        "vp30",
    );
    let ops = mnemonics(&text);
    assert!(!ops.contains(&"ABS"), "{text}");
    assert!(text.contains("|v[8]|") || text.contains("|R"), "{text}");
    assert!(ops.contains(&"SSG"), "{text}");
    assert!(ops.contains(&"SNE"), "{text}");
    // trunc tests x itself: no SLT result feeds the condition code.
    assert!(!ops.contains(&"SLT"), "{text}");
    // The same source in vp20 keeps its VP1.1 forms.
    let (text, _) = compile(
        "float4 main(float4 a : TEXCOORD0, out float4 t0 : TEXCOORD0) : POSITION {
            t0 = sign(a) + abs(a);
            return a;
        }",
        "vp20",
    );
    let ops = mnemonics(&text);
    assert!(!ops.contains(&"SSG") && ops.contains(&"ABS"), "{text}");
}

#[test]
fn a_comparison_sets_the_condition_code_itself() {
    let (text, _) = compile(
        "void main(float4 p : POSITION, float4 a : TEXCOORD0, uniform float k,
                   out float4 hpos : POSITION, out float4 t0 : TEXCOORD0) {
            hpos = p;
            t0 = a.x * k > a.y ? a.zwzw : a.wzwz * k;
        }",
        "vp30",
    );
    let ops = mnemonics(&text);
    assert!(!ops.contains(&"MOVC"), "{text}");
    assert!(
        ops.iter().any(|op| op.len() == 4 && op.ends_with('C')),
        "{text}"
    );
}

#[test]
fn a_parameter_is_copied_once_per_block() {
    // Every cross product reads two rows of M; one copy of each row serves
    // all of them.
    let (text, _) = compile(INVERSE, "vp30");
    let copies: Vec<&str> = instructions(&text)
        .into_iter()
        .filter(|l| l.starts_with("MOV ") && l.contains(", c["))
        .collect();
    let mut sources: Vec<&str> = copies
        .iter()
        .filter_map(|l| l.split(", ").nth(1))
        .map(|s| s.trim_end_matches(';').split('.').next().unwrap_or(s))
        .collect();
    let all = sources.len();
    sources.sort_unstable();
    sources.dedup();
    assert_eq!(all, sources.len(), "{text}");
}

#[test]
fn a_chosen_side_computed_before_its_condition_is_written_under_it() {
    // Each `if` computes `p + d * w` and then its condition (the comparison
    // sets the condition code); the MAD moves down to the select and writes
    // `p` under the condition code, as cgc does, instead of a temporary that
    // a conditional MOV copies.
    let (text, _) = compile(
        "void main(float4 pos : POSITION, float3 d0 : TEXCOORD1, float3 d1 : TEXCOORD2,
                   float3 d2 : TEXCOORD3, uniform float n, uniform float4 w,
                   out float4 hpos : POSITION) {
            float3 p = pos.xyz;
            if (n > 0.5) p += d0 * w.x;
            if (n > 1.5) p += d1 * w.y;
            if (n > 2.5) p += d2 * w.z;
            hpos = float4(p, 1);
        }",
        "vp30",
    );
    let conditional: Vec<&str> = instructions(&text)
        .into_iter()
        .filter(|l| l.contains("(GT") || l.contains("(LT"))
        .collect();
    assert_eq!(conditional.len(), 3, "{text}");
    assert!(conditional.iter().all(|l| l.starts_with("MAD")), "{text}");
}

#[test]
fn selects_testing_components_of_one_uniform_share_one_condition_move() {
    // Unrolled, each iteration tests another component of `enabled`: one
    // `MOVC CC, c[..]` of the whole uniform serves all four selects, each
    // reading its component (`(GT.y)`), as cgc does.
    let (text, _) = compile(
        "void main(float4 pos : POSITION, float3 n : NORMAL, uniform float3 dirs[4],
                   uniform float3 cols[4], uniform float4 enabled,
                   out float4 hpos : POSITION, out float4 color : COLOR0) {
            float3 c = 0;
            for (int i = 0; i < 4; i++) {
                if (enabled[i] > 0)
                    c += cols[i] * max(0, dot(n, dirs[i]));
            }
            hpos = pos;
            color = float4(c, 1);
        }",
        "vp30",
    );
    let moves = mnemonics(&text).iter().filter(|op| **op == "MOVC").count();
    assert_eq!(moves, 1, "{text}");
    for component in ["x", "y", "z", "w"] {
        assert!(text.contains(&format!("(GT.{component})")), "{text}");
    }
}

/// A state matrix whose program reads rows 0 and 1 only is declared with
/// all four rows (`#var … : c[4], 4`), and NV matrix tracking writes all
/// four: no literal may sit in rows 2 and 3 (cgc 3.1 puts the literal 0 of
/// `float4(uv, 0, 0)` in c[6], which tracking overwrites; a Unity
/// `vert_img` program, tests/field/heldout3).
#[test]
fn literals_stay_out_of_a_tracked_matrix() {
    let source = "void main(float4 pos : POSITION, float2 uv : TEXCOORD0,\n\
                  out float4 hpos : POSITION, out float2 tc : TEXCOORD0) {\n\
                  hpos = mul(glstate.matrix.mvp, pos);\n\
                  tc = mul(glstate.matrix.texture[0], float4(uv, 0, 0)).xy; }\n";
    for profile in ["vp20", "vp30"] {
        let (text, _) = compile(source, profile);
        let declared = text
            .lines()
            .find(|l| l.starts_with("#var float4x4 glstate.matrix.texture[0] "))
            .expect("the matrix's #var line");
        assert!(declared.contains(" : c[4], 4 : "), "{profile}: {declared}");
        let literal_slots: Vec<u32> = text
            .lines()
            .filter_map(|l| l.strip_prefix("#const c["))
            .filter_map(|rest| rest.split(']').next()?.parse().ok())
            .collect();
        assert!(!literal_slots.is_empty(), "{profile}: a literal\n{text}");
        assert!(
            literal_slots.iter().all(|slot| !(4..8).contains(slot)),
            "{profile}: a literal inside c[4..7]\n{text}"
        );
    }
}
