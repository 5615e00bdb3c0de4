//! The profile descriptions: every JSON file loads, the semantic tables say what
//! cgc 3.1 prints (values below were read from cgc's output for one-line shaders
//! using each semantic), `-po` options behave like cgc's, and the limits produce
//! cgc's messages.

use cgrs::back::compile;
use cgrs::back::emit::EmitOptions;
use cgrs::diag::Diagnostic;
use cgrs::driver::{self, apply_profile_options, CompileOptions};
use cgrs::interface::ProgramInterface;
use cgrs::ir::text::parse;
use cgrs::ir::Program;
use cgrs::profile::{profile_names, written_option_value, Dialect, Profile, ProfileRef};
use cgrs::span::SourceMap;

fn profile(name: &str) -> Profile {
    Profile::builtin(name).unwrap_or_else(|| panic!("profile {name} loads"))
}

#[test]
fn every_builtin_profile_loads_and_names_itself() {
    let names: Vec<&str> = profile_names().collect();
    // Every file of profiles/ but the schema, sorted by name (build.rs).
    assert_eq!(
        names,
        ["arbfp1", "arbvp1", "glesf", "glesv", "glslf", "glslv", "vp20", "vp30"]
    );
    for name in names {
        let loaded = profile(name);
        assert_eq!(loaded.name, name);
        for opcode in &loaded.opcodes {
            assert!(
                opcode
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()),
                "{opcode}"
            );
        }
    }
}

#[test]
fn semantic_tables_match_cgc() {
    // (profile, input semantic, register, #var resource) as cgc printed them.
    let inputs = [
        ("arbfp1", "TEXCOORD3", "fragment.texcoord[3]", "TEX3"),
        ("arbfp1", "COLOR", "fragment.color.primary", "COL0"),
        ("arbfp1", "COL1", "fragment.color.secondary", "COL1"),
        ("arbfp1", "WPOS", "fragment.position", "WPOS"),
        ("arbfp1", "FOG", "fragment.fogcoord", "FOGC"),
        ("arbvp1", "NORMAL", "vertex.normal", "NORMAL"),
        ("arbvp1", "ATTR6", "vertex.attrib[6]", "ATTR6"),
        ("arbvp1", "BLENDWEIGHT", "vertex.weight", "WEIGHT"),
        ("arbvp1", "SPECULAR", "vertex.color.secondary", "COLOR1"),
        ("arbvp1", "FOGCOORD", "vertex.fogcoord", "FOG"),
        ("arbvp1", "TANGENT", "vertex.attrib[14]", "ATTR14"),
        ("vp20", "POSITION", "v[0]", "ATTR0"),
        ("vp20", "TEXCOORD2", "v[10]", "TEXCOORD2"),
        ("vp30", "PSIZE", "v[6]", "ATTR6"),
    ];
    for (name, semantic, register, resource) in inputs {
        let binding = profile(name).find_input(semantic).cloned();
        let binding = binding.unwrap_or_else(|| panic!("{name} has input {semantic}"));
        assert_eq!((binding.register, binding.resource), (register, resource));
    }
    let outputs = [
        ("arbvp1", "COLOR1", "result.color.secondary", "COL1"),
        ("arbvp1", "HPOS", "result.position", "HPOS"),
        ("arbvp1", "BCOL1", "result.color.back.secondary", "BCOL1"),
        ("arbvp1", "PSIZE", "result.pointsize", "PSIZ"),
        ("arbvp1", "TEX5", "result.texcoord[5]", "TEX5"),
        ("arbfp1", "COLOR", "result.color", "COL"),
        ("arbfp1", "DEPTH", "result.depth", "DEPR"),
        ("arbfp1", "COLOR2", "result.color[2]", "COL2"),
        ("vp20", "POSITION", "o[HPOS]", "HPOS"),
        ("vp20", "BCOL0", "o[BFC0]", "BCOL0"),
        ("vp30", "CLP3", "o[CLP3]", "CLP3"),
    ];
    for (name, semantic, register, resource) in outputs {
        let binding = profile(name).find_output(semantic).cloned();
        let binding = binding.unwrap_or_else(|| panic!("{name} has output {semantic}"));
        assert_eq!((binding.register, binding.resource), (register, resource));
    }
    // cgc rejects these: "unknown semantics" / "domain conflicts".
    assert!(profile("arbvp1").find_output("CLP0").is_none());
    assert!(profile("vp20").find_output("CLP0").is_none());
    assert!(profile("arbvp1").find_input("FOG").is_none());
}

#[test]
fn po_options_follow_cgc() {
    let mut arbvp1 = profile("arbvp1");
    assert_eq!(arbvp1.option("MaxInstructions"), Some(1024));
    assert_eq!(arbvp1.option("MaxLocalParams"), Some(96));
    let clamped = arbvp1.set_option("MaxInstructions", 3);
    assert_eq!(
        messages(&clamped),
        ["warning C6502: Profile option 'MaxInstructions' value (3) too small; clamped to 16"]
    );
    assert_eq!(arbvp1.max_instructions(), Some(16));
    // Read as 0, then raised to 16: two warnings, both with the value written.
    let floored = arbvp1.set_option("MaxLocalParams", -1);
    assert_eq!(
        messages(&floored),
        [
            "warning C6502: Profile option 'MaxLocalParams' value (-1) too small; clamped to 0",
            "warning C6502: Profile option 'MaxLocalParams' value (-1) too small; clamped to 16"
        ]
    );
    assert_eq!(arbvp1.max_parameters(), 16);
    let mut vp20 = profile("vp20");
    let unknown = vp20.set_option("NumTemps", 4);
    assert_eq!(
        messages(&unknown),
        ["warning C6504: Unknown profile option 'NumTemps' ignored"]
    );
    assert_eq!(vp20.max_temporaries(), Some(12));
    let mut arbfp1 = profile("arbfp1");
    assert!(arbfp1.set_option("NumTemps", 8).is_empty());
    assert_eq!(arbfp1.max_temporaries(), Some(8));
    assert_eq!(arbfp1.option("MaxLocalParams"), Some(32));
    assert_eq!(arbfp1.dialect, Dialect::Arb);
    for (written, read) in [
        (None, 1),
        (Some("7abc"), 7),
        (Some("abc"), 0),
        (Some("-3"), -3),
    ] {
        assert_eq!(written_option_value(written), read, "{written:?}");
    }
}

/// `error C6007: ...` / `warning C6502: ...`, as cgc prints them after the
/// position.
fn messages(diagnostics: &[Diagnostic]) -> Vec<String> {
    let mut lines: Vec<String> = diagnostics
        .iter()
        .map(|d| {
            let kind = if d.is_error() { "error" } else { "warning" };
            format!("{kind} C{:04}: {}", d.code, d.message)
        })
        .collect();
    lines.sort();
    lines.dedup();
    lines
}

/// Every `-po` probe of tests/profiles/options.json (cgc 3.1's warnings and
/// errors for each option of each profile, written with values that show how
/// cgc reads and clamps them; scripts/regen_profile_options.py) gives cgc's
/// messages.
#[test]
fn po_option_messages_match_cgc() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/profiles/options.json"))
        .expect("tests/profiles/options.json is part of the repository");
    let probes: Vec<serde_json::Value> = serde_json::from_str(&text).expect("a JSON array");
    let mut compared = 0;
    for probe in &probes {
        let field = |name: &str| probe[name].as_str().expect("a string field");
        let (name, option, source) = (field("profile"), field("option"), field("source"));
        let theirs: Vec<&str> = probe["cgc"]
            .as_array()
            .expect("cgc's lines")
            .iter()
            .map(|line| line.as_str().expect("a line"))
            .collect();
        let (written, value) = match option.split_once('=') {
            Some((written, value)) => (written, Some(value)),
            None => (option, None),
        };
        let builtin = ProfileRef::builtin(name).expect("a built-in profile");
        let (profile, mut diagnostics) = apply_profile_options(builtin, [(written, value)]);
        let mut sources = SourceMap::new();
        let main = sources
            .load(&root.join(source))
            .expect("the probe's source");
        let options = CompileOptions::new(profile, Some("main"));
        diagnostics.extend(driver::compile(&mut sources, main, &options).diagnostics);
        let ours = messages(&diagnostics);
        assert_eq!(ours, theirs, "{name} -po {option}");
        compared += 1;
    }
    assert!(compared > 500, "{compared} probes compared");
}

/// `t0 = a * b; t1 = a + b; out = t0 * t1 + 0.5`: two temporaries live at once,
/// three instructions.
fn two_temporaries() -> Program {
    program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "TEXCOORD1"
        literal lit0 (0.5, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          MUL t0, in0, in1;
          ADD t1, in0, in1;
          MAD t2, t0, t1, lit0.x;
          MOV out0, t2;
          return
        "#,
    )
}

/// A program written as IR text (`cgrs::ir::text`).
fn program_from(text: &str) -> Program {
    parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn compile_errors(program: &Program, profile: &Profile) -> Vec<(u32, String)> {
    match compile(
        program,
        &ProgramInterface::default(),
        profile,
        &EmitOptions::default(),
    ) {
        Ok(compiled) => panic!("expected errors, got:\n{}", compiled.text),
        Err(errors) => errors.into_iter().map(|e| (e.code, e.message)).collect(),
    }
}

#[test]
fn limits_report_cgc_messages() {
    let program = two_temporaries();
    let mut few_temps = profile("arbfp1");
    few_temps.set_option("NumTemps", 1);
    assert_eq!(
        compile_errors(&program, &few_temps),
        [(
            6001,
            "Temporary register limit of 1 exceeded; 2 registers needed to compile program"
                .to_string()
        )]
    );
    let mut few_slots = profile("arbfp1");
    few_slots.set_option("NumInstructionSlots", 2);
    few_slots.set_option("NumMathInstructionSlots", 1);
    // cgc 3.1 with `-po NumInstructionSlots=2 -po NumMathInstructionSlots=1`
    // reports the total alone where both are over; the arithmetic count
    // where only it is (`-po NumMathInstructionSlots=1`).
    assert_eq!(
        compile_errors(&program, &few_slots),
        [(
            6002,
            "Instruction limit of 2 exceeded; 3 instructions needed to compile program".to_string()
        )]
    );
    let mut few_math = profile("arbfp1");
    few_math.set_option("NumMathInstructionSlots", 1);
    assert_eq!(
        compile_errors(&program, &few_math),
        [(
            6003,
            "Arithmetic instruction limit of 1 exceeded; 3 arithmetic instructions needed to compile program"
                .to_string()
        )]
    );
    let fine = compile(
        &program,
        &ProgramInterface::default(),
        &profile("arbfp1"),
        &EmitOptions::default(),
    );
    assert_eq!(
        fine.map(|c| (c.usage.instructions, c.usage.temporaries))
            .ok(),
        Some((3, 2))
    );
}

#[test]
fn unavailable_instructions_are_reported_not_emitted() {
    let program = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        output out0 "POSITION"
        b0:
          MOV out0, in0;
          KIL in0;
          return
        "#,
    );
    let errors = compile_errors(&program, &profile("arbvp1"));
    assert_eq!(
        errors,
        [(
            5051,
            "discard is not available in profile 'arbvp1'".to_string()
        )]
    );
    // Texture lookups do not exist in vertex profiles.
    let lookup = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        sampler s0 2D
        output out0 "POSITION"
        b0:
          TEX out0, in0, s0, 2D;
          return
        "#,
    );
    let errors = compile_errors(&lookup, &profile("vp20"));
    assert_eq!(
        errors,
        [(
            5051,
            "texture lookups are not available in profile 'vp20'".to_string()
        )]
    );
}

#[test]
fn explicit_registers_parse_like_cgc_spells_them() {
    use cgrs::interface::register_index;
    assert_eq!(register_index("C5"), Some(5));
    assert_eq!(register_index("c12"), Some(12));
    assert_eq!(register_index("TEXUNIT3"), Some(3));
    assert_eq!(register_index("TEXCOORD0"), None);
    assert_eq!(register_index("C"), None);
}

/// A profile of the same family is data only: a copy of arbfp1 with fewer
/// temporaries and instruction slots, loaded from JSON, compiles what fits
/// and names its own limits when a program does not, with no Rust change.
#[test]
fn a_profile_variant_is_a_json_file() {
    use cgrs::driver::{compile, CompileOptions};
    use cgrs::profile::ProfileRef;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/profiles/arbfp1_small.json"
    );
    let text = std::fs::read_to_string(path).expect("the variant is stored");
    let variant = ProfileRef::intern(Profile::from_json(text).expect("the variant parses"));
    assert_eq!(variant.name, "arbfp1_small");
    assert_eq!(variant.max_temporaries(), Some(4));
    let run = |source: &str| {
        let mut sources = cgrs::span::SourceMap::new();
        let main = sources.add_text("variant.cg", source);
        compile(
            &mut sources,
            main,
            &CompileOptions::new(variant, Some("main")),
        )
    };
    let small = run("float4 main(float4 c : COLOR0, float2 uv : TEXCOORD0, uniform sampler2D s) : COLOR { return tex2D(s, uv) * c; }");
    let program = small.program.expect("a small program fits");
    assert!(program.starts_with("!!ARBfp1.0"));
    let mut terms = String::from("c");
    for k in 0..40 {
        terms = format!("sin({terms} * {}.5)", k + 1);
    }
    let large = run(&format!(
        "float4 main(float4 c : COLOR0) : COLOR {{ return {terms}; }}"
    ));
    assert!(large.program.is_none());
    let limit = large
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error names the limit");
    assert_eq!(limit.code, 6002, "{}", limit.message);
    assert!(
        limit.message.contains("Instruction limit of 16"),
        "{}",
        limit.message
    );
}

/// A profile's opcodes are the instruction set's (`cgrs::isa::Opcode`), of
/// the dialect its header names: a variant that lists an opcode no dialect
/// has, or one its dialect lacks, or whose header names no dialect, does
/// not load, and the error says which.
#[test]
fn a_profile_lists_opcodes_of_its_dialect() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/profiles/arbfp1_small.json"
    );
    let text = std::fs::read_to_string(path).expect("the variant is stored");
    let load = |from: &str, to: &str| Profile::from_json(text.replacen(from, to, 1)).map(|_| ());
    assert_eq!(load("\"CMP\"", "\"CMP\""), Ok(()));
    assert_eq!(
        load("\"CMP\"", "\"CMPX\""),
        Err("profile arbfp1_small: \"opcodes\": \"CMPX\" is not an opcode".to_string())
    );
    assert_eq!(
        load("\"CMP\"", "\"BRA\""),
        Err(
            "profile arbfp1_small: \"opcodes\": \"BRA\" is not an opcode of !!ARBfp1.0".to_string()
        )
    );
    assert_eq!(
        load("\"!!ARBfp1.0\"", "\"!!ARBfp2.0\""),
        Err("profile arbfp1_small: no dialect has the header \"!!ARBfp2.0\"".to_string())
    );
}
