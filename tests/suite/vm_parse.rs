//! The parser rejects invalid programs with a line:column and the rule
//! broken, and accepts what cgc prints.

use cgrs::vm::parse_program;

fn error(text: &str) -> String {
    match parse_program(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn nv_forbids_two_program_parameters_in_one_instruction() {
    // NV_vertex_program2 2.14.1.8: one unique program parameter per instruction.
    let e = error("!!VP1.1\nMOV o[HPOS], v[0];\nADD R0, c[0], c[1];\nEND\n");
    assert_eq!(
        e,
        "3:1: an instruction may source only one unique program parameter register (c[])"
    );
    // The same register twice is fine.
    assert!(parse_program("!!VP1.1\nMOV o[HPOS], v[0];\nADD R0, c[1], c[1].x;\nEND\n").is_ok());
    // ARB allows several parameters.
    let arb = "!!ARBvp1.0\nPARAM a = {1,2,3,4};\nPARAM b = program.local[0];\nADD result.position, a, b;\nEND\n";
    assert!(parse_program(arb).is_ok());
}

#[test]
fn nv_forbids_two_attributes_in_one_instruction() {
    let e = error("!!VP2.0\nADD o[HPOS], v[0], v[NRML];\nEND\n");
    assert_eq!(
        e,
        "2:1: an instruction may source only one unique vertex attribute register (v[])"
    );
    assert!(parse_program("!!VP2.0\nADD o[HPOS], v[OPOS], v[0];\nEND\n").is_ok());
}

#[test]
fn register_ranges_follow_the_dialect() {
    // R12-R15 exist only in VP2; c[96+] only in VP2.
    assert_eq!(
        error("!!VP1.1\nMOV o[HPOS], R12;\nEND\n"),
        "2:14: invalid source register 'R12'"
    );
    assert!(parse_program("!!VP2.0\nMOV o[HPOS], R15;\nEND\n").is_ok());
    assert_eq!(
        error("!!VP1.1\nMOV o[HPOS], c[96];\nEND\n"),
        "2:16: program parameter c[96] out of range (c[0..95])"
    );
    assert_eq!(
        error("!!VP2.0\nMOV o[HPOS], v[16];\nEND\n"),
        "2:16: vertex attribute register out of range (v[0..15])"
    );
    assert_eq!(
        error("!!VP1.1\nARL A0.x, v[0].x;\nMOV o[HPOS], c[A0.x + 64];\nEND\n"),
        "3:21: relative offset out of range (-64..+63)"
    );
    assert_eq!(
        error("!!VP1.1\nMOV o[CLP0], v[0];\nEND\n"),
        "2:7: invalid result register o[CLP0]"
    );
}

#[test]
fn vp2_features_are_rejected_in_vp1() {
    assert_eq!(
        error("!!VP1.1\nMOVC o[HPOS], v[0];\nEND\n"),
        "2:1: unknown instruction 'MOVC'"
    );
    assert_eq!(
        error("!!VP1.1\nFLR o[HPOS], v[0];\nEND\n"),
        "2:1: instruction 'FLR' is not available in !!VP1.1"
    );
    assert_eq!(
        error("!!VP1.0\nSUB o[HPOS], v[0], v[0];\nEND\n"),
        "2:1: instruction 'SUB' is not available in !!VP1.0"
    );
    assert_eq!(
        error("!!VP1.1\nMOV o[HPOS], |v[0]|;\nEND\n"),
        "2:14: |abs| operands are available only in VP2"
    );
    assert_eq!(
        error("!!VP1.1\nfoo:\nMOV o[HPOS], v[0];\nEND\n"),
        "2:1: labels are available only in VP2"
    );
}

#[test]
fn nv_load_time_rules() {
    assert_eq!(
        error("!!VP2.0\nMOV o[COL0], v[0];\nEND\n"),
        "4:1: the program must write o[HPOS]"
    );
    assert_eq!(
        error("!!VP2.0\nMOV o[HPOS], v[0];\nBRA nowhere;\nEND\n"),
        "3:5: undefined label 'nowhere'"
    );
    assert_eq!(
        error("!!VP2.0\na:\na:\nMOV o[HPOS], v[0];\nEND\n"),
        "3:1: label 'a' defined twice"
    );
    assert_eq!(
        error("!!VP2.0\nMOV o[HPOS], v[0];\nEND\nMOV R0, R1;\n"),
        "4:1: text after END"
    );
    assert_eq!(
        error("!!VP2.0\nMOV o[HPOS].yx, v[0];\nEND\n"),
        "2:13: write mask '.yx' must list components in xyzw order"
    );
    assert_eq!(
        error("!!VP2.0\nRSQ o[HPOS], v[0];\nEND\n"),
        "2:18: a scalar operand needs a single-component suffix such as .x"
    );
    let long: String = (0..129).map(|_| "MOV o[HPOS], v[0];\n").collect();
    let e = error(&format!("!!VP1.1\n{long}END\n"));
    assert!(
        e.ends_with("129 instructions; at most 128 are allowed"),
        "{e}"
    );
}

#[test]
fn arb_rules() {
    assert_eq!(
        error("!!ARBvp1.0\nMOV result.position, foo;\nEND\n"),
        "2:22: undeclared name 'foo'"
    );
    assert_eq!(
        error("!!ARBvp1.0\nTEMP a;\nTEMP a;\nEND\n"),
        "3:6: 'a' is already declared"
    );
    assert_eq!(
        error("!!ARBvp1.0\nPARAM p[2] = { program.local[0..2] };\nEND\n"),
        "2:36: PARAM array 'p' declares 2 elements but binds 3"
    );
    assert_eq!(
        error(
            "!!ARBvp1.0\nPARAM p[2] = { program.local[0..1] };\nMOV result.position, p[2];\nEND\n"
        ),
        "3:24: index 2 out of range for PARAM array 'p' of 2 elements"
    );
    assert_eq!(
        error("!!ARBfp1.0\nKIL_SAT fragment.color;\nEND\n"),
        "2:1: 'KIL_SAT': _SAT is available only in fragment programs"
    );
    assert_eq!(
        error("!!ARBvp1.0\nMOV_SAT result.position, vertex.position;\nEND\n"),
        "2:1: 'MOV_SAT': _SAT is available only in fragment programs"
    );
    assert_eq!(
        error("!!ARBvp1.0\nTEX result.position, vertex.position, texture[0], 2D;\nEND\n"),
        "2:1: unknown instruction 'TEX' in !!ARBvp1.0"
    );
    assert_eq!(
        error("!!ARBfp1.0\nMOV result.color, state.bogus;\nEND\n"),
        "2:25: unknown state binding 'state.bogus'"
    );
    assert_eq!(
        error("!!ARBfp1.0\nMOV result.color, fragment.color\nEND\n"),
        "3:1: expected ';', found 'END'"
    );
    assert_eq!(
        error("!!ARBvp1.0\nMOV result.position, vertex.position;\n"),
        "3:1: missing END"
    );
    assert_eq!(
        error("!!ARBfp1.0\nMOV result.depth, fragment.color;\nEND\n"),
        "2:17: result.depth must be written with its scalar mask"
    );
    assert!(error("MOV R0, R1;\nEND\n").contains("must start with"));
}

/// The ARB specification gives writes to the y, z, w of `result.fogcoord`
/// and `result.pointsize` no effect, and Mesa accepts any mask there; cgc
/// writes every component of a `float4 : FOG` output (`MAX
/// result.fogcoord.w, R0.x, c[0].y;` in nxdk_pgraph_tests' fog_vec4_w).
#[test]
fn accepts_any_mask_on_scalar_vertex_results() {
    let text = "!!ARBvp1.0
MOV result.position, vertex.position;
        MOV result.fogcoord.w, vertex.position;
MOV result.fogcoord.yz, vertex.position;
        MOV result.pointsize.y, vertex.position;
END
";
    let p = parse_program(text).expect("parses");
    assert_eq!(p.instructions.len(), 4);
}

#[test]
fn accepts_comments_options_and_arb_syntax() {
    let text = "!!ARBfp1.0\n# comment\nOPTION ARB_precision_hint_fastest;\nOPTION ARB_fog_linear;\n\
        PARAM c[2] = { {0.5, -1e-3, 2, .25}, program.env[3] };\nATTRIB tc = fragment.texcoord[2];\n\
        OUTPUT out = result.color;\nTEMP r, s;\nALIAS q = r;\nMUL q.rgb, tc.xyzz, c[1].w;\nMOV s, -c[0].abgr;\n\
        SWZ out, s, 1,0,-x,y;\nEND # trailing\n";
    let p = parse_program(text).expect("parses");
    assert_eq!(p.instructions.len(), 3);
    assert_eq!(p.inputs, vec!["fragment.texcoord[2]"]);
    assert_eq!(p.options.len(), 2);
}

#[test]
fn truncated_and_mutated_programs_never_panic() {
    // Every prefix (in steps) and single-character substitution of the
    // corpus either parses or returns an error; whatever parses also runs.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vm/programs");
    let mut rejected = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let body_start = text
            .find("\n#const")
            .or_else(|| text.rfind("\n#var"))
            .unwrap_or(0);
        for cut in (body_start..text.len()).step_by(13) {
            if !text.is_char_boundary(cut) {
                continue;
            }
            for variant in [
                text[..cut].to_string(),
                format!("{}@{}", &text[..cut], &text[cut + 1..]),
                format!("{}]{}", &text[..cut], &text[cut + 1..]),
            ] {
                match parse_program(&variant) {
                    Ok(p) => {
                        let bound = p.bind(&cgrs::vm::Uniforms::default()).unwrap();
                        bound.run(&[]).unwrap();
                    }
                    Err(e) => {
                        assert!(e.line >= 1 && e.col >= 1, "{e}");
                        rejected += 1;
                    }
                }
            }
        }
    }
    assert!(rejected > 1000, "only {rejected} variants rejected");
}
