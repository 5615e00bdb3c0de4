//! `cgrs run` end to end.

use std::process::Command;

fn cgrs(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgrs"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("cgrs runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn runs_with_named_inputs_and_uniforms() {
    // vs_loop with count = 3 and zero lights: colour (0,0,0,3), position as given.
    let (code, out, _) = cgrs(&[
        "run",
        "tests/vm/programs/vs_loop.vp30.asm",
        "--uniform",
        "count=3",
        "--input",
        "POSITION=1,2,3,1",
        "--input",
        "NORMAL=0,0,1",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("o[HPOS] (POSITION) = 1.0, 2.0, 3.0, 1.0"),
        "{out}"
    );
    assert!(
        out.contains("o[COL0] (COLOR0) = 0.0, 0.0, 0.0, 3.0"),
        "{out}"
    );
}

#[test]
fn lists_defaults_when_nothing_is_given() {
    let (code, out, _) = cgrs(&["run", "tests/vm/programs/vs_basic.arbvp1.asm"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("defaulted parameters (0,0,0,0): program.local[0]"),
        "{out}"
    );
    assert!(
        out.contains("defaulted inputs (0,0,0,1): vertex.position"),
        "{out}"
    );
    assert!(
        out.contains("result.position (POSITION) = 0.0, 0.0, 0.0, 0.0"),
        "{out}"
    );
}

#[test]
fn reports_parse_errors_and_abnormal_ends() {
    let dir = std::env::temp_dir().join(format!("cgrs-vm-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.asm");
    std::fs::write(&bad, "!!VP2.0\nMOV o[HPOS], c[0], c[1];\nEND\n").unwrap();
    let (code, _, err) = cgrs(&["run", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("2:18: expected ';', found ','"), "{err}");
    let forever = dir.join("forever.asm");
    std::fs::write(&forever, "!!VP2.0\nMOV o[HPOS], v[0];\nl:\nBRA l;\nEND\n").unwrap();
    let (code, out, _) = cgrs(&["run", forever.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        out.contains("InstructionLimit after 65536 instructions"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replays_a_case_file_as_json() {
    let (code, out, _) = cgrs(&["run", "--case", "tests/vm/nvvm_hand/calls.json", "--json"]);
    assert_eq!(code, 2, "test 3 overflows the call stack");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(
        lines[0].contains("\"o[TEX0]\":[1.0,1.0,0.0,0.0]"),
        "{}",
        lines[0]
    );
    assert!(
        lines[2].contains("\"terminated\":\"call_stack_overflow\""),
        "{}",
        lines[2]
    );
}

/// cgc lists an input semantic the program never reads with no register
/// (`#var float3 IN.t : $vin.TANGENT :  : 0 : 0`): a value given for it is
/// accepted and unused, as for any other unread input.
#[test]
fn accepts_a_value_for_a_listed_input_without_register() {
    let (code, out, err) = cgrs(&[
        "run",
        "tests/header/143_unread_tangent.main.arbvp1.asm",
        "--input",
        "TANGENT=1,0,0",
        "--input",
        "TEXCOORD0=0.5,0.25",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("result.texcoord[0] (TEXCOORD0) = 0.5, 0.25, -, -"),
        "{out}"
    );
}
