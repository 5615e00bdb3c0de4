//! `--reflect=json` and `--reflect-out FILE` through the `cgrs` binary: where
//! the document and the program go, and that the document describes the
//! program the same run wrote.

use crate::reflect_support as support;

use cgrs::reflect::Reflection;
use std::path::PathBuf;
use std::process::{Command, Output};
use support::{disagreements, repo_path, schema, validate};

fn cgrs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cgrs"))
        .args(args)
        .current_dir(repo_path(""))
        .output()
        .expect("run cgrs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgrs-reflect-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    dir.join(name)
}

fn document(text: &str) -> Reflection {
    let value: serde_json::Value = serde_json::from_str(text).expect("the document is JSON");
    let errors = validate(&schema(), &value);
    assert!(errors.is_empty(), "{errors:#?}");
    Reflection::from_json(text).expect("the document reads back")
}

const LAMBERT: [&str; 5] = [
    "-profile",
    "arbfp1",
    "-entry",
    "main_fragment",
    "examples/lambert.cg",
];

#[test]
fn reflect_json_replaces_the_program_on_stdout() {
    let mut args = vec!["--reflect=json"];
    args.extend(LAMBERT);
    let output = cgrs(&args);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    // Only the document: it parses as one JSON value, so no program text or
    // file name surrounds it.
    assert!(
        stdout.starts_with('{') && !stdout.contains("\nEND\n"),
        "{stdout}"
    );
    let reflection = document(&stdout);
    assert_eq!(reflection.program.entry, "main_fragment");
    assert_eq!(
        reflection.program.source_file.as_deref(),
        Some("examples/lambert.cg")
    );
    // The same run without --reflect prints the program the document describes.
    let plain = cgrs(&LAMBERT);
    let program = String::from_utf8(plain.stdout).unwrap();
    let program = &program[program.find("!!").expect("a program on stdout")..];
    let problems = disagreements(&reflection, program);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn with_an_output_file_the_program_still_goes_there() {
    let out = scratch("lambert.fp");
    let mut args = vec!["--reflect=json", "-o", out.to_str().unwrap()];
    args.extend(LAMBERT);
    let output = cgrs(&args);
    assert!(output.status.success(), "{output:?}");
    let program = std::fs::read_to_string(&out).expect("the program was written");
    let reflection = document(&String::from_utf8(output.stdout).unwrap());
    let problems = disagreements(&reflection, &program);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn reflect_out_writes_the_document_beside_a_normal_compile() {
    let json = scratch("lambert.vertex.json");
    let args = [
        "--reflect-out",
        json.to_str().unwrap(),
        "-quiet",
        "-profile",
        "arbvp1",
        "-entry",
        "main_vertex",
        "examples/lambert.cg",
    ];
    let output = cgrs(&args);
    assert!(output.status.success(), "{output:?}");
    let program = String::from_utf8(output.stdout).unwrap();
    assert!(program.starts_with("!!ARBvp1.0\n"), "{program}");
    let reflection = document(&std::fs::read_to_string(&json).expect("the document was written"));
    assert_eq!(reflection.program.profile, "arbvp1");
    let problems = disagreements(&reflection, &program);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_failed_compile_prints_no_document() {
    let source = scratch("broken.cg");
    std::fs::write(
        &source,
        "float4 main() : COLOR { return undefined_name; }\n",
    )
    .unwrap();
    let json = scratch("broken.json");
    let output = cgrs(&[
        "--reflect=json",
        "--reflect-out",
        json.to_str().unwrap(),
        "-profile",
        "arbfp1",
        source.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        output.stdout.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&output.stdout)
    );
    assert!(!json.exists());
}

#[test]
fn an_unwritable_reflection_file_is_an_error() {
    let json = scratch("no-such-dir/x.json");
    let mut args = vec!["--reflect-out", json.to_str().unwrap(), "-quiet"];
    args.extend(LAMBERT);
    let output = cgrs(&args);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Can't open output file"), "{stderr}");
}

#[test]
fn declarations_give_inout_and_default_values() {
    let output = cgrs(&[
        "--reflect=json",
        "-profile",
        "arbvp1",
        "tests/reflect/declared.cg",
    ]);
    assert!(output.status.success(), "{output:?}");
    let reflection = document(&String::from_utf8(output.stdout).unwrap());
    let find = |name: &str| {
        reflection
            .parameters
            .iter()
            .filter(|p| p.name == name)
            .collect::<Vec<_>>()
    };
    use cgrs::reflect::Direction;
    // `inout float4 color : COLOR0`: every leaf cgrs lists for it says inout.
    assert!(!find("color").is_empty());
    assert!(find("color")
        .iter()
        .all(|p| p.direction == Direction::Inout));
    assert_eq!(find("position")[0].direction, Direction::In);
    assert_eq!(find("main")[0].direction, Direction::Out);
    // Its output side, which no `#var` line lists: the colour it writes.
    let side = find("color")[0].output.as_deref().expect("the output side");
    assert_eq!(side.direction, Direction::Out);
    assert_eq!(side.header_semantic, "$vout.COLOR0");
    let resource = side.resource.as_ref().expect("written, so bound");
    assert_eq!((resource.header.as_str(), side.referenced), ("COL0", true));
    assert!(find("position")[0].output.is_none());
    // The values the source writes: `= -1`, `= float4(1, 0.5, 0.25, 1)`, `= 2`.
    assert_eq!(find("offset")[0].default, Some(vec![-1.0; 4]));
    assert_eq!(find("tint")[0].default, Some(vec![1.0, 0.5, 0.25, 1.0]));
    assert_eq!(find("scale")[0].default, Some(vec![2.0]));
    assert_eq!(find("unset")[0].default, None);
}

/// Annotations with a constant value, per root and for the entry, as
/// runtime/libcg/tests/walk/runtime__annotations_material.main.arbfp1.walk
/// records NVIDIA's libCg reporting them (values and types checked there).
#[test]
fn declarations_give_annotations() {
    use cgrs::reflect::{Annotation, AnnotationValue};
    let output = cgrs(&[
        "--reflect=json",
        "-profile",
        "arbfp1",
        "runtime/libcg/tests/shaders/annotations_material.cg",
    ]);
    assert!(output.status.success(), "{output:?}");
    let reflection = document(&String::from_utf8(output.stdout).unwrap());
    let of = |root: &str| {
        let node = reflection.tree.iter().find(|n| n.path == root).unwrap();
        node.annotations
            .iter()
            .map(|a| (a.name.as_str(), a.ty.as_str()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        of("gloss"),
        [("UIName", "string"), ("Range", "float2")],
        "an entry parameter's"
    );
    assert_eq!(of("lights"), [("UIName", "string"), ("Count", "int")]);
    assert_eq!(
        of("weights"),
        [("Ramp", "float")],
        "an array's element type"
    );
    assert!(of("uv").is_empty());
    let tint = &reflection.tree.iter().find(|n| n.path == "tint").unwrap();
    let value = |name: &str| {
        let annotation: &Annotation = tint.annotations.iter().find(|a| a.name == name).unwrap();
        annotation.value.clone()
    };
    assert_eq!(value("UIName"), AnnotationValue::Text("Tint".into()));
    assert_eq!(value("UISteps"), AnnotationValue::Numbers(vec![3.0]));
    assert_eq!(
        value("Basis"),
        AnnotationValue::Numbers(vec![1.0, 0.5, -0.25, 1.0])
    );
    assert_eq!(
        value("Clamped"),
        AnnotationValue::Numbers(vec![1.999_023_4])
    );
    assert_eq!(value("Joined"), AnnotationValue::Text("ab".into()));
    let program: Vec<&str> = reflection
        .program
        .annotations
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(program, ["Mode", "Passes"], "the entry's are the program's");
}

/// The README shows the command and its output; they must stay true.
#[test]
fn the_readme_example_is_what_cgrs_prints() {
    let readme = std::fs::read_to_string(repo_path("README.md")).expect("README.md");
    let command =
        "$ cgrs --reflect=json -profile arbfp1 -entry main_fragment examples/lambert.cg\n";
    let start = readme.find(command).expect("the README shows the command") + command.len();
    let shown = &readme[start..];
    let shown = &shown[..shown.find("```").expect("the example block ends")];
    let mut args = vec!["--reflect=json"];
    args.extend(LAMBERT);
    let output = cgrs(&args);
    assert_eq!(shown, String::from_utf8(output.stdout).unwrap());
}

#[test]
fn warnings_and_profile_options_reach_the_document() {
    let mut args = vec!["--reflect=json", "-po", "Foo=1,NumTemps=4"];
    args.extend(LAMBERT);
    let output = cgrs(&args);
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let reflection = document(&String::from_utf8(output.stdout).unwrap());
    // The warning cgrs printed on stderr is the one the document lists.
    assert_eq!(
        reflection.diagnostics.len(),
        1,
        "{:?}",
        reflection.diagnostics
    );
    let warning = &reflection.diagnostics[0];
    assert_eq!(warning.severity, "warning");
    assert!(
        stderr.contains(&format!("{}: {}", warning.code, warning.message)),
        "{stderr}"
    );
    // -po NumTemps=4 is the limit in force.
    assert_eq!(reflection.resources.temporaries.limit, Some(4));
}

/// Uniforms bound to OpenGL state (`tests/header/132`): ARB programs declare
/// the state in `PARAM`, NV programs read `c[N]` the application loads.
#[test]
fn state_bound_uniforms_name_their_state() {
    let source = "tests/header/132_semantics_as_written.cg";
    for (profile, first_row) in [
        ("arbvp1", "state.matrix.mvp.row[0]"),
        ("vp20", "c["),
        ("vp30", "c["),
    ] {
        let output = cgrs(&["--reflect=json", "-profile", profile, source]);
        assert!(output.status.success(), "{output:?}");
        let reflection = document(&String::from_utf8(output.stdout).unwrap());
        let mvp = reflection
            .parameters
            .iter()
            .find(|p| p.name == "m")
            .expect("the state-bound matrix is listed");
        assert_eq!(mvp.header_semantic, "STATE.MATRIX.MVP", "{profile}");
        let resource = mvp.resource.as_ref().expect("bound");
        assert_eq!(
            resource.kind,
            cgrs::reflect::ResourceKind::State,
            "{profile}"
        );
        assert_eq!(resource.register, "state.matrix.mvp", "{profile}");
        assert_eq!(resource.rows, Some(4), "{profile}");
        let rows = resource.row_registers.as_ref().expect("row registers");
        assert_eq!(rows.len(), 4);
        assert!(rows[0].starts_with(first_row), "{profile}: {rows:?}");
        let program = String::from_utf8(cgrs(&["-quiet", "-profile", profile, source]).stdout)
            .expect("program text");
        let problems = disagreements(&reflection, &program);
        assert!(problems.is_empty(), "{profile}: {problems:#?}");
    }
}

/// A uniform with a binding per domain (`tests/header/160`, `161`): the
/// document binds it where the program does, the vertex profiles to the
/// `vs` register, arbfp1 to the `ps` one, vp20 to its own name's over `vs`,
/// and a sampler's `register(ps, s1)` to texture unit 1.
#[test]
fn qualified_bindings_follow_the_profile() {
    let vertex = "tests/header/160_register_qualified_vertex.cg";
    let fragment = "tests/header/161_register_qualified_fragment.cg";
    for (profile, source, expected) in [
        (
            "arbvp1",
            vertex,
            &[("a", "program.local[3]"), ("d", "program.local[12]")][..],
        ),
        ("vp20", vertex, &[("a", "c[3]"), ("d", "c[13]")][..]),
        ("vp30", vertex, &[("a", "c[3]"), ("d", "c[14]")][..]),
        (
            "arbfp1",
            fragment,
            &[
                ("a", "program.local[5]"),
                ("e", "program.local[7]"),
                ("s0", "texture[1]"),
            ][..],
        ),
    ] {
        let output = cgrs(&["--reflect=json", "-profile", profile, source]);
        assert!(output.status.success(), "{output:?}");
        let reflection = document(&String::from_utf8(output.stdout).unwrap());
        for (name, register) in expected {
            let parameter = reflection
                .parameters
                .iter()
                .find(|p| p.name == *name)
                .unwrap_or_else(|| panic!("{profile}: {name} is listed"));
            let resource = parameter.resource.as_ref().expect("bound");
            assert_eq!(resource.register, *register, "{profile}: {name}");
        }
        let program = String::from_utf8(cgrs(&["-quiet", "-profile", profile, source]).stdout)
            .expect("program text");
        let problems = disagreements(&reflection, &program);
        assert!(problems.is_empty(), "{profile}: {problems:#?}");
    }
}
