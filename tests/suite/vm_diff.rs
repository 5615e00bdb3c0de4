//! The differential comparison API on programs cgc printed.

use std::path::Path;

use cgrs::vm::diff::{compare_programs, DiffOptions, ValueRange};

fn load(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/vm/programs")
            .join(name),
    )
    .unwrap()
}

fn options() -> DiffOptions {
    DiffOptions {
        count: 32,
        ..DiffOptions::default()
    }
}

#[test]
fn a_program_equals_itself_and_profiles_agree() {
    for name in [
        "vs_light.arbvp1.asm",
        "fs_bump.arbfp1.asm",
        "vs_loop.vp30.asm",
        "fs_texcube.arbfp1.asm",
    ] {
        let text = load(name);
        let report = compare_programs(&text, &text, &options()).unwrap();
        assert!(report.equivalent(), "{name}: {:?}", report.first_mismatch);
        assert!(!report.compared.is_empty());
    }
    // vp20 and vp30 (and arbvp1) code for the same shader, matched by semantic,
    // with their uniforms in different registers.
    for shader in ["vs_light", "vs_texgen", "vs_fog", "vs_multi", "vs_sincos"] {
        let vp30 = load(&format!("{shader}.vp30.asm"));
        for other in ["vp20", "arbvp1"] {
            let text = load(&format!("{shader}.{other}.asm"));
            let report = compare_programs(&text, &vp30, &options()).unwrap();
            assert!(
                report.equivalent(),
                "{shader}.{other}: {}",
                report.first_mismatch.unwrap()
            );
            assert!(
                report.compared.len() >= 2,
                "{shader}.{other}: {:?}",
                report.compared
            );
        }
    }
}

#[test]
fn a_changed_instruction_is_reported_with_its_inputs() {
    let theirs = load("fs_lerp.arbfp1.asm");
    let ours = theirs.replacen("MUL R0,", "ADD R0,", 1);
    assert_ne!(ours, theirs);
    let report = compare_programs(&ours, &theirs, &options()).unwrap();
    assert!(!report.equivalent());
    let m = report.first_mismatch.expect("a mismatch");
    assert_eq!(m.output, "result.color");
    assert_eq!(m.semantic.as_deref(), Some("COLOR"));
    let text = m.to_string();
    assert!(
        text.starts_with(&format!("test {}: result.color (COLOR).", m.test)),
        "{text}"
    );
    assert!(text.contains("input TEXCOORD0 = "), "{text}");
}

#[test]
fn undefined_against_defined_is_a_mismatch() {
    let theirs = "!!ARBvp1.0\nTEMP t;\nMOV t, vertex.position;\nMOV result.position, t;\nEND\n";
    let ours = "!!ARBvp1.0\nTEMP t;\nMOV t.xyz, vertex.position;\nMOV result.position, t;\nEND\n";
    let report = compare_programs(ours, theirs, &options()).unwrap();
    let m = report.first_mismatch.expect("a mismatch");
    assert_eq!(
        (m.output.as_str(), m.component, m.ours),
        ("result.position", 3, None)
    );
    assert_eq!(m.reason, "undefined in one program");
    // Undefined in both is equal.
    let report = compare_programs(ours, ours, &options()).unwrap();
    assert!(report.equivalent());
}

/// `arr[i]` with `i` in (-1, 0) read through `ARL` of the float (cgc's
/// form: `ARL` floors to -1) against a program that clamps the index to 0.
/// cgc's program reads `c[0]`, its literal row, which no uniform array or
/// matrix of the header holds: undefined in Cg, whatever the register holds.
fn relative_read_programs(dialect: &str) -> (String, String) {
    let header = "#var float4 arr[0] :  : c[1] : -1 : 1
#var float4 arr[1] :  : c[2] : -1 : 1
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
";
    let (theirs, ours) = if dialect == "arb" {
        let head = format!(
            "!!ARBvp1.0\n{header}PARAM c[3] = {{ {{ 0 }}, program.local[1..2] }};\nTEMP t;\nADDRESS A0;\n"
        );
        (
            format!("{head}ARL A0.x, vertex.position.x;\nMOV result.position, c[A0.x + 1];\nEND\n"),
            format!("{head}MAX t.x, vertex.position.x, c[0].x;\nARL A0.x, t.x;\nMOV result.position, c[A0.x + 1];\nEND\n"),
        )
    } else {
        // VP2.0: `arr` starts at c[0]; cgc's read of row -1 leaves `c[]`.
        let header = header.replace("c[1]", "c[0]").replace("c[2]", "c[1]");
        let head = format!("!!VP2.0\n{header}");
        (
            format!("{head}ARL A0.x, v[0].x;\nMOV o[HPOS], c[A0.x];\nEND\n"),
            format!(
                "{head}MAX R0.x, v[0].x, c[5].x;\nARL A0.x, R0.x;\nMOV o[HPOS], c[A0.x];\nEND\n"
            ),
        )
    };
    (theirs, ours)
}

#[test]
fn a_relative_read_outside_every_array_is_undefined() {
    let negative = DiffOptions {
        ranges: vec![(
            "POSITION".into(),
            ValueRange {
                min: -0.99,
                max: -0.01,
                integer: false,
            },
        )],
        ..options()
    };
    let inside = DiffOptions {
        ranges: vec![(
            "POSITION".into(),
            ValueRange {
                min: 0.0,
                max: 1.99,
                integer: false,
            },
        )],
        ..options()
    };
    for dialect in ["arb", "nv"] {
        let (theirs, ours) = relative_read_programs(dialect);
        let m = compare_programs(&ours, &theirs, &negative)
            .unwrap()
            .first_mismatch
            .unwrap_or_else(|| panic!("{dialect}: cgc's read of row -1 is undefined"));
        assert_eq!(
            (m.theirs, m.reason.as_str()),
            (None, "undefined in one program")
        );
        assert!(m.ours.is_some(), "{dialect}: ours reads arr[0]");
        // Undefined in both programs is equal; inside the array both agree.
        assert!(compare_programs(&theirs, &theirs, &negative)
            .unwrap()
            .equivalent());
        assert!(
            compare_programs(&ours, &theirs, &inside)
                .unwrap()
                .equivalent(),
            "{dialect}"
        );
    }
}

#[test]
fn a_missing_output_and_a_kill_are_mismatches() {
    let theirs = "!!ARBfp1.0\nMOV result.color, fragment.texcoord[0];\nMOV result.depth.z, fragment.texcoord[0].x;\nEND\n";
    let ours = "!!ARBfp1.0\nMOV result.color, fragment.texcoord[0];\nEND\n";
    let m = compare_programs(ours, theirs, &options())
        .unwrap()
        .first_mismatch
        .expect("mismatch");
    assert_eq!(m.reason, "ours never writes this component");
    let ours = "!!ARBfp1.0\nKIL fragment.texcoord[0];\nMOV result.color, fragment.texcoord[0];\nMOV result.depth.z, fragment.texcoord[0].x;\nEND\n";
    let m = compare_programs(ours, theirs, &options())
        .unwrap()
        .first_mismatch
        .expect("mismatch");
    assert_eq!(m.output, "kill");
}

#[test]
fn uniform_ranges_make_integer_loop_counts() {
    let text = load("vs_loop.vp30.asm");
    let mut o = options();
    o.ranges.push((
        "count".into(),
        ValueRange {
            min: 0.0,
            max: 4.0,
            integer: true,
        },
    ));
    let report = compare_programs(&text, &text, &o).unwrap();
    assert!(report.equivalent());
    // A program that ignores the count differs from one that loops.
    let unrolled_once = text.replace("BRA   BB1 (NE.x);", "");
    let report = compare_programs(&unrolled_once, &text, &o).unwrap();
    assert!(!report.equivalent());
}

/// A vertex program that declares a sampler it never reads (cgc prints its
/// `#var` line with no texture unit, as in the emulator shader packs' shared
/// vertex/fragment files) compares with one that binds it to a unit: a
/// sampler only one side can sample is given to that side alone.
#[test]
fn an_unbound_sampler_in_one_program_is_no_error() {
    let theirs = "!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var sampler2D decal :  :  : 1 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
MOV result.position, vertex.position;
END
";
    let ours = theirs.replace(
        "#var sampler2D decal :  :  : 1 : 0",
        "#var sampler2D decal :  : texunit 0 : 1 : 0",
    );
    let report = compare_programs(&ours, theirs, &options()).unwrap();
    assert!(report.equivalent(), "{:?}", report.first_mismatch);
    assert!(!report.compared.is_empty());
}
