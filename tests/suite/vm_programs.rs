//! The corpus of programs cgc 3.1 printed (tests/vm/programs, from the
//! shaders in tests/vm/cg via scripts/regen-vm-data.sh): every one parses,
//! agrees with its header's instruction count, and runs; a few have outputs
//! worked out by hand from their Cg source.

use std::path::Path;

use cgrs::rng::Rng;
use cgrs::vm::bind::{RunResult, Uniforms};
use cgrs::vm::parse_program;

fn programs() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vm/programs");
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("programs dir")
        .flatten()
        .map(|e| {
            (
                e.file_name().to_string_lossy().to_string(),
                std::fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

fn load(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/vm/programs")
            .join(name),
    )
    .unwrap()
}

#[test]
fn every_cgc_program_parses_and_runs() {
    let programs = programs();
    let cgc: Vec<_> = programs
        .iter()
        .filter(|(_, t)| t.contains("#profile"))
        .collect();
    assert!(cgc.len() >= 60, "only {} cgc programs", cgc.len());
    let mut rng = Rng::new(7);
    let mut profiles = std::collections::BTreeSet::new();
    for (name, text) in &programs {
        let program = parse_program(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Some(n) = program.header.instructions {
            let labels_free = program.instructions.len() as u32;
            assert_eq!(labels_free, n, "{name}: cgc counts {n} instructions");
        }
        if let Some(p) = &program.header.profile {
            profiles.insert(p.clone());
        }
        let bound = program
            .bind(&Uniforms::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let inputs: Vec<(String, Vec<f32>)> = program
            .inputs
            .iter()
            .map(|r| (r.clone(), vec![rng.range(-2.0, 2.0); 4]))
            .collect();
        let run = bound.run(&inputs).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            !run.outcome.termination.is_abnormal(),
            "{name}: {:?}",
            run.outcome.termination
        );
    }
    assert_eq!(
        profiles.into_iter().collect::<Vec<_>>(),
        ["arbfp1", "arbvp1", "vp20", "vp30"]
    );
}

fn run(name: &str, uniforms: &[(&str, &[f32])], inputs: &[(&str, &[f32])]) -> RunResult {
    let program = parse_program(&load(name)).unwrap();
    let mut u = Uniforms::default();
    for (n, v) in uniforms {
        u.named.push((n.to_string(), v.to_vec()));
    }
    let bound = program.bind(&u).unwrap();
    let inputs: Vec<(String, Vec<f32>)> = inputs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_vec()))
        .collect();
    bound.run(&inputs).unwrap()
}

fn by_semantic(result: &RunResult, semantic: &str) -> [Option<f32>; 4] {
    let o = result
        .outputs
        .iter()
        .find(|o| o.semantic.as_deref() == Some(semantic))
        .unwrap_or_else(|| panic!("no {semantic}"));
    [0, 1, 2, 3].map(|lane| o.component(lane))
}

const MVP: [f32; 16] = [
    1.0, 2.0, 0.0, 0.0, 0.0, 1.0, 0.0, 3.0, 0.0, 0.0, 2.0, 0.0, 1.0, 0.0, 0.0, 1.0,
];

#[test]
fn vs_basic_is_mvp_times_position_in_all_three_vertex_profiles() {
    // mul(mvp, p) with rows (1,2,0,0), (0,1,0,3), (0,0,2,0), (1,0,0,1) and
    // p = (1,2,3,1): (1+4, 2+3, 6, 1+1) = (5, 5, 6, 2).
    for name in [
        "vs_basic.arbvp1.asm",
        "vs_basic.vp20.asm",
        "vs_basic.vp30.asm",
    ] {
        let r = run(
            name,
            &[("mvp", &MVP)],
            &[("POSITION", &[1.0, 2.0, 3.0, 1.0])],
        );
        assert_eq!(
            by_semantic(&r, "POSITION"),
            [Some(5.0), Some(5.0), Some(6.0), Some(2.0)],
            "{name}"
        );
    }
}

#[test]
fn fs_const_and_fs_color_by_hand() {
    // c * 2 + 0.5 with c = (1, -1, 0.25, 0).
    let r = run(
        "fs_const.arbfp1.asm",
        &[("c", &[1.0, -1.0, 0.25, 0.0])],
        &[],
    );
    assert_eq!(
        by_semantic(&r, "COLOR"),
        [Some(2.5), Some(-1.5), Some(1.0), Some(0.5)]
    );
    // c * c1 + c.wzyx with c = (0.5, 0.25, 1, 0), c1 = (1, 2, 0.5, 1).
    let r = run(
        "fs_color.arbfp1.asm",
        &[],
        &[
            ("COLOR0", &[0.5, 0.25, 1.0, 0.0]),
            ("COLOR1", &[1.0, 2.0, 0.5, 1.0]),
        ],
    );
    assert_eq!(
        by_semantic(&r, "COLOR"),
        [Some(0.5), Some(1.5), Some(0.75), Some(0.5)]
    );
}

#[test]
fn vs_loop_sums_count_lights_by_hand() {
    // c = sum over i < count of max(dot(n, ldir[i]), 0) * lcol[i]; col = (c, count).
    // n = (0,0,1); ldir[0] = (0,0,2), ldir[1] = (0,0,-1), ldir[2] = (0,0,0.5).
    // count = 3: 2*(1,0,0) + 0*(0,1,0) + 0.5*(0,0,4) = (2, 0, 2).
    let uniforms: [(&str, &[f32]); 7] = [
        ("count", &[3.0]),
        ("ldir[0]", &[0.0, 0.0, 2.0]),
        ("ldir[1]", &[0.0, 0.0, -1.0]),
        ("ldir[2]", &[0.0, 0.0, 0.5]),
        ("lcol[0]", &[1.0, 0.0, 0.0]),
        ("lcol[1]", &[0.0, 1.0, 0.0]),
        ("lcol[2]", &[0.0, 0.0, 4.0]),
    ];
    let r = run(
        "vs_loop.vp30.asm",
        &uniforms,
        &[
            ("POSITION", &[0.0, 0.0, 0.0, 1.0]),
            ("NORMAL", &[0.0, 0.0, 1.0]),
        ],
    );
    assert_eq!(
        by_semantic(&r, "COLOR0"),
        [Some(2.0), Some(0.0), Some(2.0), Some(3.0)]
    );
    // count = 0: the loop body never runs.
    let mut zero = uniforms;
    zero[0] = ("count", &[0.0]);
    let r = run(
        "vs_loop.vp30.asm",
        &zero,
        &[
            ("POSITION", &[0.0, 0.0, 0.0, 1.0]),
            ("NORMAL", &[0.0, 0.0, 1.0]),
        ],
    );
    assert_eq!(
        by_semantic(&r, "COLOR0"),
        [Some(0.0), Some(0.0), Some(0.0), Some(0.0)]
    );
}

#[test]
fn vs_while_halves_until_below_the_limit_by_hand() {
    // x = 10 halves while x > 1: 5, 2.5, 1.25, 0.625 -> n = 4.
    let r = run(
        "vs_while.vp30.asm",
        &[("start", &[10.0]), ("limit", &[1.0])],
        &[("POSITION", &[0.0, 0.0, 0.0, 1.0])],
    );
    assert_eq!(
        by_semantic(&r, "TEXCOORD0"),
        [Some(0.625), Some(4.0), Some(0.0), Some(1.0)]
    );
}
