//! Reflection of programs written by hand as IR text (as the lowering builds
//! them) and run through the back end: the document agrees with the program
//! text it describes, its tree with its flattened list, and it validates against
//! `docs/reflection.schema.json`. The schema validator is itself tested on
//! documents that break the schema.

use crate::ir_support::{input, output, parameter, program_from, sampler, uniform};
use crate::reflect_support as support;

use cgrs::back::emit::EmitOptions;
use cgrs::back::{compile, CompiledProgram};
use cgrs::diag::Diagnostic;
use cgrs::interface::{ParameterKind, ProgramInterface};
use cgrs::ir::{Program, UniformId};
use cgrs::profile::Profile;
use cgrs::reflect::tree::NodeKind;
use cgrs::reflect::{
    Context, Declaration, Declarations, Direction, Reflection, ResourceKind, Variability,
};
use serde_json::Value;
use support::{disagreements, schema, tree_problems, validate};

/// A vertex program shaped like
/// `struct In { float4 pos : POSITION; float3 normal : NORMAL; };`
/// `struct Light { float4 color; };  uniform Light lights[2];`
/// `struct Out { float4 pos : POSITION; float4 col : COLOR0; };`
/// `Out main(In IN, uniform float4x4 mvp, uniform float4 unused)`
/// `{ o.pos = mul(mvp, IN.pos); o.col = lights[1].color * 0.5 + 0.25; }`
fn vertex() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "NORMAL"
        uniform u0 rows 4
        uniform u1 rows 1
        uniform u2 rows 1
        uniform u3 rows 1
        literal lit0 (0.5, 0.25, 0.5, 0.25)
        literal lit1 (0.25, 0.5, 0.25, 0.5)
        output out0 "POSITION"
        output out1 "COLOR0"
        b0:
          DP4 t0.x, u0[0], in0;
          DP4 t0.y, u0[1], in0;
          DP4 t0.z, u0[2], in0;
          DP4 t0.w, u0[3], in0;
          MOV out0, t0;
          MAD out1, u3[0], lit0, lit1;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float4", "IN.pos", "POSITION", 0, 0),
            input("float3", "IN.normal", "NORMAL", 1, 0),
            uniform("float4x4", "mvp", 0, 1),
            uniform("float4", "unused", 1, 2),
            uniform("float4", "lights[0].color", 2, -1),
            uniform("float4", "lights[1].color", 3, -1),
            output("float4", "main.pos", "POSITION", 0, -1),
            output("float4", "main.col", "COLOR0", 1, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0,
///              uniform sampler2D albedo, uniform float4 tint) : COLOR
///  { return tex2D(albedo, uv) * color * tint + 0.125; }`
fn fragment() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage fragment
        input in0 "TEXCOORD0"
        input in1 "COLOR0"
        uniform u0 rows 1
        sampler s0 2D
        literal lit0 (0.125, 0.0, 0.0, 0.0)
        output out0 "COLOR"
        b0:
          TEX t0, in0, s0, 2D;
          MUL t1, t0, in1;
          MAD out0, t1, u0[0], lit0.x;
          return
        "#,
    );
    let interface = ProgramInterface {
        entry: "main_fragment".into(),
        uniform_objects: Vec::new(),
        glsl: Default::default(),
        parameters: vec![
            input("float2", "uv", "TEXCOORD0", 0, 0),
            input("float4", "color", "COLOR0", 1, 1),
            sampler("sampler2D", "albedo", 0, 2),
            uniform("float4", "tint", 0, 3),
            output("float4", "main_fragment", "COLOR", 0, -1),
        ],
    }
    .with_objects_from_leaves();
    (p, interface)
}

/// `float4 main(float4 p : POSITION, float4 idx : BLENDINDICES,
///              uniform float4 bones[4]) : POSITION
///  { return p + bones[(int)idx.x] * 2; }` — an array read through `A0.x`.
fn skin() -> (Program, ProgramInterface) {
    let p = program_from(
        r#"
        stage vertex
        input in0 "POSITION"
        input in1 "BLENDINDICES"
        uniform u0 rows 4
        literal lit0 (2.0, 0.0, 0.0, 0.0)
        output out0 "POSITION"
        b0:
          ARL A0.x, in1.x;
          MAD t0, u0[A0.x+0], lit0.x, in0;
          MOV out0, t0;
          return
        "#,
    );
    let mut parameters = vec![
        input("float4", "p", "POSITION", 0, 0),
        input("float4", "idx", "BLENDINDICES", 1, 1),
    ];
    for element in 0..4 {
        parameters.push(parameter(
            "float4",
            &format!("bones[{element}]"),
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

fn compile_case(build: Builder, profile: &str) -> (CompiledProgram, ProgramInterface) {
    let (program, interface) = build();
    let profile = Profile::builtin(profile).expect("built-in profile");
    let compiled = compile(&program, &interface, &profile, &EmitOptions::default())
        .unwrap_or_else(|errors| panic!("{errors:?}"));
    (compiled, interface)
}

fn reflect(compiled: &CompiledProgram, interface: &ProgramInterface) -> Reflection {
    let warning = Diagnostic::warning(6504, None, "Unknown profile option 'Foo' ignored");
    Reflection::new(
        compiled,
        &[warning],
        Context {
            source_file: Some("hand-built.cg"),
            entry: &interface.entry,
            sources: None,
        },
    )
}

/// A hand-built program and its interface.
type Builder = fn() -> (Program, ProgramInterface);

/// A change that breaks a document.
type Mutation = fn(&mut Value);

const CASES: &[(&str, Builder)] = &[
    ("arbvp1", vertex),
    ("vp20", vertex),
    ("vp30", vertex),
    ("arbfp1", fragment),
    ("arbvp1", skin),
    ("vp20", skin),
    ("vp30", skin),
];

#[test]
fn documents_agree_with_the_programs_they_describe() {
    for &(profile, build) in CASES {
        let (compiled, interface) = compile_case(build, profile);
        let reflection = reflect(&compiled, &interface);
        let problems = disagreements(&reflection, &compiled.text);
        assert!(
            problems.is_empty(),
            "{profile}:\n{}\n{problems:#?}",
            compiled.text
        );
        let problems = tree_problems(&reflection);
        assert!(problems.is_empty(), "{profile}: {problems:#?}");
        assert_eq!(reflection.program.profile, profile);
        assert_eq!(
            reflection.program.source_file.as_deref(),
            Some("hand-built.cg")
        );
        assert_eq!(reflection.diagnostics.len(), 1);
        assert_eq!(reflection.diagnostics[0].code, "C6504");
    }
}

#[test]
fn documents_validate_against_the_schema_and_read_back() {
    let schema = schema();
    for &(profile, build) in CASES {
        let (compiled, interface) = compile_case(build, profile);
        let reflection = reflect(&compiled, &interface);
        let json = reflection.to_json();
        let value: Value = serde_json::from_str(&json).expect("to_json writes JSON");
        let errors = validate(&schema, &value);
        assert!(errors.is_empty(), "{profile}: {errors:#?}\n{json}");
        assert_eq!(Reflection::from_json(&json).ok(), Some(reflection));
    }
}

#[test]
fn the_validator_rejects_what_the_schema_forbids() {
    let schema = schema();
    let (compiled, interface) = compile_case(fragment, "arbfp1");
    let good: Value = serde_json::from_str(&reflect(&compiled, &interface).to_json()).unwrap();
    assert!(validate(&schema, &good).is_empty());
    let mutations: [(&str, Mutation); 6] = [
        ("missing schema", |v| {
            v.as_object_mut().unwrap().remove("schema");
        }),
        ("other schema version", |v| {
            v["schema"] = "cgrs-reflection/0".into()
        }),
        ("unknown direction", |v| {
            v["parameters"][0]["direction"] = "sideways".into()
        }),
        ("extra field", |v| {
            v["parameters"][0]["colour"] = true.into()
        }),
        ("negative count", |v| {
            v["resources"]["instructions"]["used"] = (-1).into()
        }),
        ("string for a number", |v| {
            v["constants"][0]["values"][0] = "0.5".into()
        }),
    ];
    for (what, mutate) in mutations {
        let mut bad = good.clone();
        mutate(&mut bad);
        assert!(!validate(&schema, &bad).is_empty(), "{what} was accepted");
    }
}

#[test]
fn parameters_say_what_the_back_end_bound() {
    let (compiled, interface) = compile_case(vertex, "arbvp1");
    let reflection = reflect(&compiled, &interface);
    let by_name = |name: &str| {
        reflection
            .parameters
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("no {name}"))
    };
    // The matrix takes four slots, one register per row, loaded as program.local.
    let mvp = by_name("mvp").resource.as_ref().expect("mvp is bound");
    assert_eq!(mvp.kind, ResourceKind::Parameter);
    assert_eq!(mvp.rows, Some(4));
    let first = mvp.index.unwrap();
    let rows: Vec<String> = (first..first + 4)
        .map(|s| format!("program.local[{s}]"))
        .collect();
    assert_eq!(mvp.row_registers.as_ref(), Some(&rows));
    assert_eq!(mvp.register, rows[0]);
    // Nothing reads `unused` or `lights[0]`; nothing reads the normal.
    for name in ["unused", "lights[0].color", "IN.normal"] {
        assert!(!by_name(name).referenced, "{name}");
        assert!(by_name(name).resource.is_none(), "{name}");
    }
    let normal = by_name("IN.normal");
    assert_eq!(normal.variability, Variability::Varying);
    assert_eq!(normal.direction, Direction::In);
    assert_eq!(normal.resolved_semantic.as_deref(), Some("NORMAL"));
    let col = by_name("main.col");
    assert_eq!(col.direction, Direction::Out);
    assert_eq!(
        col.resource.as_ref().map(|r| r.register.as_str()),
        Some("result.color")
    );
    // The tree: IN is a struct, lights an array of structs, main a struct.
    let kinds: Vec<(&str, NodeKind)> = reflection
        .tree
        .iter()
        .map(|n| (n.path.as_str(), n.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            ("IN", NodeKind::Struct),
            ("mvp", NodeKind::Leaf),
            ("unused", NodeKind::Leaf),
            ("lights", NodeKind::Array),
            ("main", NodeKind::Struct),
        ]
    );
    let lights = &reflection.tree[3];
    assert_eq!(lights.children[1].path, "lights[1]");
    assert_eq!(lights.children[1].index, Some(1));
    assert_eq!(lights.children[1].kind, NodeKind::Struct);
    assert_eq!(lights.children[1].children[0].path, "lights[1].color");
}

#[test]
fn nv_constants_are_the_ones_the_application_loads() {
    let (compiled, interface) = compile_case(vertex, "vp20");
    let reflection = reflect(&compiled, &interface);
    assert!(!reflection.constants.is_empty());
    assert!(reflection.constants.iter().all(|c| c.application_loads));
    let mvp = reflection
        .parameters
        .iter()
        .find(|p| p.name == "mvp")
        .unwrap();
    let resource = mvp.resource.as_ref().unwrap();
    assert_eq!(resource.register, format!("c[{}]", resource.index.unwrap()));
    let (compiled, interface) = compile_case(vertex, "arbvp1");
    let reflection = reflect(&compiled, &interface);
    assert!(reflection.constants.iter().all(|c| !c.application_loads));
}

#[test]
fn samplers_name_their_unit_and_target() {
    let (compiled, interface) = compile_case(fragment, "arbfp1");
    let reflection = reflect(&compiled, &interface);
    let albedo = reflection
        .parameters
        .iter()
        .find(|p| p.name == "albedo")
        .unwrap();
    let resource = albedo.resource.as_ref().unwrap();
    assert_eq!(resource.kind, ResourceKind::TextureUnit);
    assert_eq!(
        resource.header,
        format!("texunit {}", resource.index.unwrap())
    );
    assert_eq!(resource.texture_target.as_deref(), Some("2D"));
    assert!(compiled
        .text
        .contains(&format!("{}, 2D;", resource.register)));
    assert_eq!(reflection.resources.texture_instructions.used, 1);
    assert_eq!(
        reflection.resources.instructions.limit,
        compiled.profile.max_instructions()
    );
}

#[test]
fn declarations_refine_direction() {
    let (compiled, interface) = compile_case(vertex, "arbvp1");
    let mut reflection = reflect(&compiled, &interface);
    reflection.apply_declarations(&Declarations {
        roots: vec![Declaration {
            name: "IN".into(),
            argument: 0,
            direction: Direction::Inout,
            struct_types: Vec::new(),
            semantic: None,
            annotations: Vec::new(),
        }],
        annotations: Vec::new(),
    });
    let by_name = |name: &str| {
        reflection
            .parameters
            .iter()
            .find(|p| p.name == name)
            .unwrap()
    };
    assert_eq!(by_name("IN.pos").direction, Direction::Inout);
    assert_eq!(by_name("mvp").direction, Direction::In);
}

#[test]
fn array_elements_read_through_the_address_register() {
    for profile in ["arbvp1", "vp20", "vp30"] {
        let (compiled, interface) = compile_case(skin, profile);
        let reflection = reflect(&compiled, &interface);
        assert_eq!(reflection.resources.address_registers.used, 1, "{profile}");
        // One leaf per element, each in its own slot, consecutive.
        let slots: Vec<u32> = reflection
            .parameters
            .iter()
            .filter(|p| p.name.starts_with("bones["))
            .map(|p| p.resource.as_ref().and_then(|r| r.index).expect("bound"))
            .collect();
        assert_eq!(slots.len(), 4);
        assert!(slots.windows(2).all(|w| w[1] == w[0] + 1), "{slots:?}");
        let bones = reflection.tree.iter().find(|n| n.path == "bones").unwrap();
        assert_eq!(bones.kind, NodeKind::Array);
        assert_eq!(bones.children.len(), 4);
    }
}
