//! Per-instruction tests. Expected values come from the instruction
//! pseudo-code of the specs (sections cited per test): ARB_vertex_program
//! 2.14.5.x ("ARBvp"), ARB_fragment_program 3.11.5.x ("ARBfp") and
//! NV_vertex_program2 2.14.3.x / 2.14.2.x ("NV").

use cgrs::vm::bind::{RunResult, TextureSlot, Uniforms};
use cgrs::vm::parse_program;
use cgrs::vm::program::TexTarget;
use cgrs::vm::texture::{Filter, Texture, Wrap};
use cgrs::vm::Termination;

fn run(text: &str, uniforms: &Uniforms, inputs: &[(&str, &[f32])]) -> RunResult {
    let program = parse_program(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let bound = program.bind(uniforms).expect("bind");
    let inputs: Vec<(String, Vec<f32>)> = inputs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_vec()))
        .collect();
    bound.run(&inputs).expect("run")
}

fn output(result: &RunResult, register: &str) -> [Option<f32>; 4] {
    let o = result
        .outputs
        .iter()
        .find(|o| o.register == register)
        .unwrap_or_else(|| panic!("no output {register}"));
    o.value.lanes()
}

fn locals(values: &[[f32; 4]]) -> Uniforms {
    let mut u = Uniforms::default();
    for (i, v) in values.iter().enumerate() {
        u.locals.insert(i as u32, *v);
    }
    u
}

/// Runs `OP result.texcoord[0], <operands>` in an ARB vertex program with
/// a = program.local[0], b = local[1], c = local[2].
fn arb_vp(instruction: &str, values: &[[f32; 4]]) -> [Option<f32>; 4] {
    let text = format!(
        "!!ARBvp1.0\nPARAM a = program.local[0];\nPARAM b = program.local[1];\nPARAM c = program.local[2];\n\
         TEMP t;\nMOV result.position, a;\n{instruction};\nEND\n"
    );
    output(&run(&text, &locals(values), &[]), "result.texcoord[0]")
}

fn arb_fp(instruction: &str, values: &[[f32; 4]]) -> RunResult {
    let text = format!(
        "!!ARBfp1.0\nPARAM a = program.local[0];\nPARAM b = program.local[1];\nPARAM c = program.local[2];\n\
         TEMP t;\n{instruction};\nEND\n"
    );
    run(&text, &locals(values), &[])
}

/// A VP2 program with R0..R2 loaded from c[0..2]; returns o[TEX0].
fn vp2(body: &str, values: &[[f32; 4]]) -> RunResult {
    let mut u = Uniforms::default();
    for (i, v) in values.iter().enumerate() {
        u.constants.insert(i as u32, *v);
    }
    let text = format!(
        "!!VP2.0\nMOV R0, c[0];\nMOV R1, c[1];\nMOV R2, c[2];\nMOV o[HPOS], R0;\n{body}\nEND\n"
    );
    run(&text, &u, &[])
}

fn tex0(result: &RunResult) -> [Option<f32>; 4] {
    output(result, "o[TEX0]")
}

fn all(x: f32) -> [Option<f32>; 4] {
    [Some(x); 4]
}

fn some(v: [f32; 4]) -> [Option<f32>; 4] {
    v.map(Some)
}

fn assert_close(got: [Option<f32>; 4], want: [Option<f32>; 4]) {
    for lane in 0..4 {
        match (got[lane], want[lane]) {
            (Some(g), Some(w)) if w.is_nan() => {
                assert!(g.is_nan(), "lane {lane}: {got:?} vs {want:?}")
            }
            (Some(g), Some(w)) => assert!(
                (g - w).abs() <= 1e-6 * w.abs().max(1.0) || g == w,
                "lane {lane}: {got:?} vs {want:?}"
            ),
            (g, w) => assert_eq!(g, w, "lane {lane}: {got:?} vs {want:?}"),
        }
    }
}

#[test]
fn rsq_takes_the_absolute_value_in_arb_but_not_in_nv() {
    // ARBvp 2.14.5.22: tmp = fabs(ScalarLoad(op0)).
    assert_close(
        arb_vp("RSQ result.texcoord[0], a.x", &[[-4.0, 0.0, 0.0, 0.0]]),
        all(0.5),
    );
    // NV 2.14.3.28 rule 6: ApproxRSQRT(x) = NaN for x < -0.0.
    assert_close(
        tex0(&vp2("RSQ o[TEX0], R0.x;", &[[-4.0, 0.0, 0.0, 0.0]])),
        all(f32::NAN),
    );
    // Rules 4 and 5: +0 gives +INF, -0 gives -INF.
    assert_close(
        tex0(&vp2("RSQ o[TEX0], R0.x;", &[[-0.0, 0.0, 0.0, 0.0]])),
        all(f32::NEG_INFINITY),
    );
}

#[test]
fn rcp_and_rcc() {
    // ARBvp 2.14.5.21: ApproxReciprocal of the scalar, no absolute value.
    assert_close(
        arb_vp("RCP result.texcoord[0], a.y", &[[0.0, -4.0, 0.0, 0.0]]),
        all(-0.25),
    );
    assert_close(
        arb_vp("RCP result.texcoord[0], a.x", &[[0.0; 4]]),
        all(f32::INFINITY),
    );
    // NV 2.14.3.25 rules 4, 2 and 5: RCC clamps to [2^-64, 2^64] by sign.
    let two64 = 2f32.powi(64);
    assert_close(tex0(&vp2("RCC o[TEX0], R0.x;", &[[0.0; 4]])), all(two64));
    assert_close(
        tex0(&vp2("RCC o[TEX0], R0.x;", &[[1e30, 0.0, 0.0, 0.0]])),
        all(1.0 / two64),
    );
    assert_close(
        tex0(&vp2("RCC o[TEX0], R0.x;", &[[-0.0, 0.0, 0.0, 0.0]])),
        all(-two64),
    );
}

#[test]
fn exp_and_log_partial_results() {
    // ARBvp 2.14.5.9: (2^floor(t), t - floor(t), 2^t, 1).
    assert_close(
        arb_vp("EXP result.texcoord[0], a.x", &[[2.5, 0.0, 0.0, 0.0]]),
        some([4.0, 0.5, 2f32.powf(2.5), 1.0]),
    );
    assert_close(
        arb_vp("EXP result.texcoord[0], a.x", &[[-1.25, 0.0, 0.0, 0.0]]),
        some([0.25, 0.75, 2f32.powf(-1.25), 1.0]),
    );
    // ARBvp 2.14.5.14: on |t|: (floor(log2 t), t / 2^floor(log2 t), log2 t, 1).
    assert_close(
        arb_vp("LOG result.texcoord[0], a.x", &[[-8.0, 0.0, 0.0, 0.0]]),
        some([3.0, 1.0, 3.0, 1.0]),
    );
    assert_close(
        arb_vp("LOG result.texcoord[0], a.x", &[[6.0, 0.0, 0.0, 0.0]]),
        some([2.0, 1.5, 6f32.log2(), 1.0]),
    );
}

#[test]
fn ex2_lg2_and_pow() {
    // ARBvp 2.14.5.8/12/20.
    assert_close(
        arb_vp("EX2 result.texcoord[0], a.x", &[[-2.0, 0.0, 0.0, 0.0]]),
        all(0.25),
    );
    assert_close(
        arb_vp("LG2 result.texcoord[0], a.x", &[[8.0, 0.0, 0.0, 0.0]]),
        all(3.0),
    );
    assert_close(
        arb_vp("POW result.texcoord[0], a.x, b.x", &[[2.0; 4], [3.0; 4]]),
        all(8.0),
    );
    // ApproxPower(a,b) = ApproxExp2(b * ApproxLog2(a)): a negative base is NaN.
    assert_close(
        arb_vp("POW result.texcoord[0], a.x, b.x", &[[-2.0; 4], [2.0; 4]]),
        all(f32::NAN),
    );
    // NV 2.14.3.13/17 special cases: EX2(-INF) = 0, LG2(0) = -INF.
    assert_close(
        tex0(&vp2(
            "EX2 o[TEX0], R0.x;",
            &[[f32::NEG_INFINITY, 0.0, 0.0, 0.0]],
        )),
        all(0.0),
    );
    assert_close(
        tex0(&vp2("LG2 o[TEX0], R0.x;", &[[0.0; 4]])),
        all(f32::NEG_INFINITY),
    );
}

#[test]
fn lit_clamps_and_zeroes_specular() {
    // ARBvp 2.14.5.13: (1, max(x,0), x > 0 ? max(y,0)^w : 0, 1).
    assert_close(
        arb_vp("LIT result.texcoord[0], a", &[[2.0, 3.0, 9.0, 2.0]]),
        some([1.0, 2.0, 9.0, 1.0]),
    );
    assert_close(
        arb_vp("LIT result.texcoord[0], a", &[[-1.0, 3.0, 9.0, 2.0]]),
        some([1.0, 0.0, 0.0, 1.0]),
    );
    // w is clamped to (-128, 128): 2^200 would overflow, 2^(128-eps) does not.
    let r = arb_vp("LIT result.texcoord[0], a", &[[1.0, 2.0, 0.0, 200.0]]);
    let z = r[2].expect("defined");
    assert!(z.is_finite() && z > 3.0e38, "{z}");
}

#[test]
fn dst_dp_and_xpd() {
    // ARBvp 2.14.5.7: (1, a.y*b.y, a.z, b.w).
    assert_close(
        arb_vp(
            "DST result.texcoord[0], a, b",
            &[[9.0, 2.0, 3.0, 9.0], [9.0, 4.0, 9.0, 5.0]],
        ),
        some([1.0, 8.0, 3.0, 5.0]),
    );
    // ARBvp 2.14.5.6: DPH = a.xyz . b.xyz + b.w.
    assert_close(
        arb_vp(
            "DPH result.texcoord[0], a, b",
            &[[1.0, 2.0, 3.0, 100.0], [4.0, 5.0, 6.0, 7.0]],
        ),
        all(39.0),
    );
    // ARBvp 2.14.5.27: XPD's w is undefined.
    let r = arb_vp(
        "XPD result.texcoord[0], a, b",
        &[[1.0, 0.0, 0.0, 5.0], [0.0, 1.0, 0.0, 5.0]],
    );
    assert_eq!(r, [Some(0.0), Some(0.0), Some(1.0), None]);
}

#[test]
fn flr_and_frc_of_negatives() {
    // NV 2.14.3.15/16 and ARBvp 2.14.5.10/11: frc(-1.7) = 0.3.
    let r = arb_vp("FRC result.texcoord[0], a", &[[-1.75, 1.25, -0.0, 3.0]]);
    assert_close(r, some([0.25, 0.25, 0.0, 0.0]));
    assert_close(
        arb_vp("FLR result.texcoord[0], a", &[[-3.5, 2.5, -0.25, 4.0]]),
        some([-4.0, 2.0, -1.0, 4.0]),
    );
}

#[test]
fn swz_with_zero_one_and_negation() {
    // ARBvp 2.14.5.26: extended swizzle selectors 0, 1, components, signs.
    let r = arb_vp(
        "SWZ result.texcoord[0], a, -w, 0, x, -1",
        &[[1.0, 2.0, 3.0, 4.0]],
    );
    assert_close(r, some([-4.0, 0.0, 1.0, -1.0]));
}

#[test]
fn arb_temporaries_start_undefined_and_nv_temporaries_at_zero() {
    // ARB temporaries are undefined until written; NV 2.14.1.4 sets them to 0.
    assert_eq!(arb_vp("MOV result.texcoord[0], t", &[]), [None; 4]);
    assert_close(tex0(&vp2("MOV o[TEX0], R5;", &[])), all(0.0));
    // NV 2.14.1.5: results start at (0,0,0,1).
    assert_close(
        tex0(&vp2("MOV o[TEX0].x, R0.y;", &[[0.0, 7.0, 0.0, 0.0]])),
        some([7.0, 0.0, 0.0, 1.0]),
    );
}

#[test]
fn arl_floors_and_arr_rounds_to_even() {
    let table = [[10.0; 4], [11.0; 4], [12.0; 4], [13.0; 4], [14.0; 4]];
    // ARBvp 2.14.5.3: floor(-0.5) = -1, so table[A0.x + 2] is table[1].
    let text = "!!ARBvp1.0\nPARAM t[5] = { program.local[0..4] };\nADDRESS A;\nMOV result.position, t[0];\n\
                ARL A.x, vertex.attrib[1].x;\nMOV result.texcoord[0], t[A.x + 2];\nEND\n";
    let r = run(text, &locals(&table), &[("vertex.attrib[1]", &[-0.5])]);
    assert_close(output(&r, "result.texcoord[0]"), all(11.0));
    // NV 2.14.3.5: ARR rounds half to even; 2.14.3.4: ARL floors.
    let consts = [
        [2.5, 3.5, -0.5, 1.7],
        [10.0; 4],
        [11.0; 4],
        [12.0; 4],
        [13.0; 4],
        [14.0; 4],
    ];
    let mut u = Uniforms::default();
    for (i, v) in consts.iter().enumerate() {
        u.constants.insert(i as u32, *v);
    }
    let text = "!!VP2.0\nMOV o[HPOS], c[0];\nARR A0, c[0];\nMOV o[TEX0], c[A0.x + 1];\nMOV o[TEX1], c[A0.y + 1];\n\
                ARL A1, c[0];\nMOV o[TEX2], c[A1.x + 1];\nMOV o[TEX3], c[A1.z + 2];\nEND\n";
    let r = run(text, &u, &[]);
    assert_close(output(&r, "o[TEX0]"), all(12.0)); // round(2.5) = 2
    assert_close(output(&r, "o[TEX1]"), all(14.0)); // round(3.5) = 4
    assert_close(output(&r, "o[TEX2]"), all(12.0)); // floor(2.5) = 2
    assert_close(output(&r, "o[TEX3]"), all(10.0)); // floor(-0.5) + 2 = 1
}

#[test]
fn ara_adds_component_pairs() {
    // NV 2.14.3.3: (x+z, y+w, x+z, y+w).
    let text =
        "!!VP2.0\nMOV o[HPOS], c[0];\nARL A0, c[0];\nARA A1, A0;\nMOV o[TEX0], c[A1.y + 1];\nEND\n";
    let mut u = Uniforms::default();
    u.constants.insert(0, [1.0, 2.0, 0.0, 1.0]);
    u.constants.insert(4, [44.0; 4]);
    assert_close(output(&run(text, &u, &[]), "o[TEX0]"), all(44.0));
}

#[test]
fn set_on_instructions_and_ssg() {
    let v = [[1.0, 2.0, 3.0, f32::NAN], [1.0, 3.0, 2.0, 0.0]];
    // NV 2.14.3.29-38: a NaN operand makes the result NaN.
    let nan = f32::NAN;
    assert_close(
        tex0(&vp2("SEQ o[TEX0], R0, R1;", &v)),
        some([1.0, 0.0, 0.0, nan]),
    );
    assert_close(
        tex0(&vp2("SNE o[TEX0], R0, R1;", &v)),
        some([0.0, 1.0, 1.0, nan]),
    );
    assert_close(
        tex0(&vp2("SGT o[TEX0], R0, R1;", &v)),
        some([0.0, 0.0, 1.0, nan]),
    );
    assert_close(
        tex0(&vp2("SLE o[TEX0], R0, R1;", &v)),
        some([1.0, 1.0, 0.0, nan]),
    );
    assert_close(tex0(&vp2("SFL o[TEX0], R0, R1;", &v)), all(0.0));
    assert_close(tex0(&vp2("STR o[TEX0], R0, R1;", &v)), all(1.0));
    assert_close(
        tex0(&vp2("SSG o[TEX0], R0;", &[[-3.0, 0.0, -0.0, 2.0]])),
        some([-1.0, 0.0, 0.0, 1.0]),
    );
    // NV 2.14.3.21/22: min/max of NaN is NaN; min(-0, +0) = -0. Denormals
    // flush to zero (2.14.3).
    let r = tex0(&vp2(
        "MIN o[TEX0], R0, R1;\nMAX o[TEX1], R0, R1;",
        &[[nan, -0.0, 1e-40, 2.0], [1.0, 0.0, 0.0, 3.0]],
    ));
    assert_close(r, some([nan, -0.0, 0.0, 2.0]));
    assert!(r[1].unwrap().is_sign_negative());
    // ARBvp 2.14.5.23/24.
    assert_close(
        arb_vp("SGE result.texcoord[0], a, b", &v),
        some([1.0, 0.0, 1.0, 0.0]),
    );
    assert_close(
        arb_vp("SLT result.texcoord[0], a, b", &v),
        some([0.0, 1.0, 0.0, 0.0]),
    );
}

#[test]
fn condition_codes_follow_the_spec_example() {
    // NV 2.14.2.2: R1 = (-2,0,2,NaN); the three MOVCs leave R0 = (0,0,NaN,-2).
    let body = "MOVC R3, R1;\nMOVC R3.xyz, R1.yzwx;\nMOVC R3 (NE), R1.zywx;\nMOV o[TEX0], R3;";
    let r = vp2(body, &[[0.0; 4], [-2.0, 0.0, 2.0, f32::NAN]]);
    assert_close(tex0(&r), some([0.0, 0.0, f32::NAN, -2.0]));
}

#[test]
fn branches_follow_the_spec_example() {
    // NV 2.14.2.3: c = (-2,0,2,NaN); BRA (LT.xyzw) is taken, BRA (LT.wyzw) not.
    let body =
        "MOVC CC, R0;\nBRA label1 (LT.xyzw);\nMOV o[TEX0], R1;\nlabel1:\nBRA label2 (LT.wyzw);\n\
                MOV o[TEX1], R2;\nlabel2:";
    let r = vp2(body, &[[-2.0, 0.0, 2.0, f32::NAN], [1.0; 4], [2.0; 4]]);
    assert_close(output(&r, "o[TEX0]"), some([0.0, 0.0, 0.0, 1.0]));
    assert_eq!(
        r.outputs
            .iter()
            .find(|o| o.register == "o[TEX0]")
            .unwrap()
            .written,
        0
    );
    assert_close(output(&r, "o[TEX1]"), all(2.0));
}

#[test]
fn calls_returns_and_limits() {
    // NV 2.14.3.7/27: CAL pushes the return address, RET pops it; RET with an
    // empty stack ends the program.
    let body = "CAL sub;\nMOV o[TEX1], R1;\nRET;\nsub:\nMOV o[TEX0], R2;\nRET;";
    let r = vp2(body, &[[0.0; 4], [1.0; 4], [2.0; 4]]);
    assert_close(output(&r, "o[TEX0]"), all(2.0));
    assert_close(output(&r, "o[TEX1]"), all(1.0));
    assert_eq!(r.outcome.termination, Termination::Ret);
    // A fifth nested CAL overflows the four-entry stack.
    let r = vp2("f:\nCAL f;", &[]);
    assert_eq!(r.outcome.termination, Termination::CallStackOverflow);
    assert_eq!(r.outcome.executed, 4 + 5);
    // 2.14.2.3: 65536 executed instructions end the program abnormally.
    let r = vp2("loop:\nADD R0, R0, R1;\nBRA loop;", &[[0.0; 4], [1.0; 4]]);
    assert_eq!(r.outcome.termination, Termination::InstructionLimit);
    assert_eq!(r.outcome.executed, 65536);
}

#[test]
fn main_label_is_the_entry_point() {
    // NV 2.14.2.3: execution starts after the label "main" when present.
    let r = vp2(
        "MOV o[TEX0], R1;\nmain:\nMOV o[TEX1], R2;",
        &[[0.0; 4], [1.0; 4], [2.0; 4]],
    );
    // The four loads precede main, so R0..R2 stay 0 and HPOS is not written.
    assert_close(output(&r, "o[TEX1]"), all(0.0));
    assert_eq!(
        r.outputs
            .iter()
            .find(|o| o.register == "o[TEX0]")
            .unwrap()
            .written,
        0
    );
}

#[test]
fn absolute_value_operands() {
    // NV 2.14.2.1: |operand| then negation.
    let r = vp2(
        "MOV o[TEX0], -|R0|;\nADD o[TEX1], |R0|, R1;",
        &[[-1.0, 2.0, -3.0, 0.0], [1.0; 4]],
    );
    assert_close(output(&r, "o[TEX0]"), some([-1.0, -2.0, -3.0, -0.0]));
    assert_close(output(&r, "o[TEX1]"), some([2.0, 3.0, 4.0, 1.0]));
}

#[test]
fn fragment_cmp_lrp_scs_sat() {
    // ARBfp 3.11.5.3 CMP: a < 0 ? b : c (per component; -0.0 is not < 0).
    let r = arb_fp(
        "CMP result.color, a, b, c",
        &[[-1.0, 1.0, -0.0, 0.0], [1.0; 4], [2.0; 4]],
    );
    assert_close(output(&r, "result.color"), some([1.0, 2.0, 2.0, 2.0]));
    // 3.11.5.14 LRP: a*b + (1-a)*c.
    let r = arb_fp(
        "LRP result.color, a, b, c",
        &[[0.25; 4], [4.0; 4], [8.0; 4]],
    );
    assert_close(output(&r, "result.color"), all(7.0));
    // 3.11.5.22 SCS: (cos, sin, undefined, undefined).
    let r = arb_fp("SCS result.color.xy, a.x", &[[0.5; 4]]);
    let c = output(&r, "result.color");
    assert_close(
        [c[0], c[1], None, None],
        [Some(0.5f32.cos()), Some(0.5f32.sin()), None, None],
    );
    // 3.11.4.4 _SAT clamps to [0,1].
    let r = arb_fp(
        "ADD_SAT result.color, a, b",
        &[[0.5, -3.0, 0.25, 9.0], [0.0; 4]],
    );
    assert_close(output(&r, "result.color"), some([0.5, 0.0, 0.25, 1.0]));
}

#[test]
fn kil_kills_when_any_component_is_negative() {
    // ARBfp 3.11.5.11: KIL if any component < 0 (-0.0 is not).
    let r = arb_fp(
        "KIL a;\nMOV result.color, b",
        &[[0.0, 1.0, -0.0, 2.0], [1.0; 4]],
    );
    assert!(!r.killed);
    let r = arb_fp(
        "KIL a;\nMOV result.color, b",
        &[[0.0, 1.0, -0.001, 2.0], [1.0; 4]],
    );
    assert!(r.killed);
    assert_eq!(r.outcome.termination, Termination::Killed);
}

fn checker() -> Texture {
    Texture {
        target: TexTarget::T2D,
        width: 2,
        height: 2,
        depth: 1,
        wrap: Wrap::Repeat,
        filter: Filter::Nearest,
        data: vec![
            [1.0, 0.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
            [0.0, 0.0, 1.0, 1.0],
            [1.0, 1.0, 1.0, 1.0],
        ],
    }
}

#[test]
fn tex_txp_sample_nearest_and_bilinear() {
    let mut u = Uniforms::default();
    u.textures.push((TextureSlot::Unit(1), checker()));
    let text = "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[1], 2D;\nEND\n";
    // Texel (1,0) is green; 1.25 wraps to 0.25 with REPEAT.
    let r = run(text, &u, &[("fragment.texcoord[0]", &[0.75, 1.25])]);
    assert_close(output(&r, "result.color"), some([0.0, 1.0, 0.0, 1.0]));
    // ARBfp 3.11.5.30 TXP divides by q: (1.5, 1.5) / 2 = texel (1,1).
    let text = "!!ARBfp1.0\nTXP result.color, fragment.texcoord[0], texture[1], 2D;\nEND\n";
    let r = run(text, &u, &[("fragment.texcoord[0]", &[1.5, 1.5, 0.0, 2.0])]);
    assert_close(output(&r, "result.color"), all(1.0));
    // Bilinear at the centre averages the four texels.
    let mut t = checker();
    t.filter = Filter::Linear;
    let mut u = Uniforms::default();
    u.textures.push((TextureSlot::Unit(0), t));
    let text = "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND\n";
    let r = run(text, &u, &[("fragment.texcoord[0]", &[0.5, 0.5])]);
    assert_close(output(&r, "result.color"), some([0.5, 0.5, 0.5, 1.0]));
}

#[test]
fn state_bindings_and_position_invariance() {
    // ARBvp 2.14.3.x: state.matrix.mvp = projection * modelview; inverse rows.
    let mut u = Uniforms::default();
    let m = [
        [2.0, 0.0, 0.0, 1.0],
        [0.0, 4.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    u.state.set_matrix("matrix.modelview", m).unwrap();
    let text = "!!ARBvp1.0\nOPTION ARB_position_invariant;\nPARAM inv[4] = { state.matrix.modelview.inverse };\n\
                MOV result.texcoord[0], inv[0];\nMOV result.texcoord[1], state.light[0].diffuse;\nEND\n";
    let r = run(text, &u, &[("vertex.position", &[1.0, 1.0, 1.0, 1.0])]);
    assert_close(
        output(&r, "result.texcoord[0]"),
        some([0.5, 0.0, 0.0, -0.5]),
    );
    // GL's initial light 0 diffuse is (1,1,1,1).
    assert_close(output(&r, "result.texcoord[1]"), all(1.0));
    assert_close(output(&r, "result.position"), some([3.0, 4.0, 1.0, 1.0]));
}

#[test]
fn cmp_does_not_read_the_operand_it_does_not_select() {
    // ARBfp 3.11.5.4: CMP picks b where a < 0, else c. The lanes that pick
    // the never-written temporary `t` are undefined, the others are not
    // (cgc selects an early return's value over such a temporary).
    let text = "MOV t.x, b.x;\nCMP result.color, a, t, c";
    let values = [[-1.0, 1.0, -1.0, 1.0], [5.0; 4], [7.0; 4]];
    let result = arb_fp(text, &values);
    assert_eq!(
        output(&result, "result.color"),
        [Some(5.0), Some(7.0), None, Some(7.0)]
    );
}
