//! The checker on whole shaders. Expected diagnostics (line and cgc code) were
//! obtained by running cgc 3.1 on the same text; the probe files are kept in
//! tests/sema_unit/ under the names given in each test.

use cgrs::diag::Severity;
use cgrs::profile::ProfileRef;
use cgrs::sema::binding::Kind;
use cgrs::sema::db::check_text;
use cgrs::sema::hir::{Callee, ExprKind, Program};
use cgrs::sema::stdlib;
use cgrs::sema::types::{Scalar, Type};
use cgrs::span::SourceMap;

/// `(line, "error C1008")` for each diagnostic.
fn diagnostics(
    text: &str,
    profile: ProfileRef,
    entry: Option<&str>,
) -> (Option<Program>, Vec<(u32, String)>) {
    let mut sources = SourceMap::new();
    let file = sources.add_text("test.cg", text);
    let (program, diagnostics) = check_text(file, text, entry, profile);
    let rendered = diagnostics
        .iter()
        .map(|d| {
            let line = d.cgc_line(&sources);
            (line, format!("{} {}", d.severity.as_str(), d.code_string()))
        })
        .collect();
    (program, rendered)
}

fn errors_of(text: &str) -> Vec<(u32, String)> {
    diagnostics(text, crate::builtin("arbfp1"), Some("main")).1
}

fn probe(name: &str) -> String {
    let path = format!("{}/tests/sema_unit/{name}.cg", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("probe file")
}

fn e(line: u32, code: &str) -> (u32, String) {
    (line, format!("error {code}"))
}

fn w(line: u32, code: &str) -> (u32, String) {
    (line, format!("warning {code}"))
}

#[test]
fn a_vertex_shader_with_struct_connectors_checks_clean() {
    let text = r#"
struct appdata {
    float4 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};
struct v2f {
    float4 hpos : POSITION;
    float4 color : COLOR0;
    float2 uv : TEXCOORD0;
};
uniform float4x4 modelViewProj;
uniform float3 lightDir;

float diffuse(float3 n, float3 l, out float facing) {
    float d = dot(n, l);
    facing = d > 0 ? 1 : 0;
    return max(d, 0);
}

v2f main(appdata IN, uniform float4 tint) {
    v2f OUT;
    OUT.hpos = mul(modelViewProj, IN.position);
    float facing;
    float d = diffuse(normalize(IN.normal), lightDir, facing);
    OUT.color = tint * d + float4(0.1, 0.1, 0.1, 1) * facing;
    OUT.color.a = 1;
    OUT.uv = IN.uv.yx;
    for (int i = 0; i < 3; i++) {
        OUT.color.rgb *= 0.5;
    }
    return OUT;
}
"#;
    let (program, diags) = diagnostics(text, crate::builtin("arbvp1"), Some("main"));
    assert_eq!(diags, vec![]);
    let program = program.expect("a program");
    let entry = program.function(program.entry.unwrap());
    assert_eq!(entry.name, "main");
    let body = entry.body.as_ref().unwrap();
    // `mul(float4x4, float4)` resolved to the stdlib overload returning float4.
    let mul = body
        .exprs
        .iter()
        .find(|e| {
            matches!(e.kind, ExprKind::Call { callee: Callee::Stdlib(id), .. } if stdlib::overload(id).name == "mul")
        })
        .expect("a mul call");
    assert_eq!(mul.ty, Type::vector(Scalar::Float, 4));
    // The call to the helper is resolved to the user function.
    assert!(body.exprs.iter().any(|e| matches!(
        e.kind,
        ExprKind::Call {
            callee: Callee::User(_),
            ..
        }
    )));
}

#[test]
fn a_fragment_shader_with_textures_checks_clean() {
    let text = r#"
uniform sampler2D diffuseMap;
uniform samplerCUBE envMap;
float4 main(float2 uv : TEXCOORD0, float3 r : TEXCOORD1, float4 c : COLOR0) : COLOR {
    float4 base = tex2D(diffuseMap, uv);
    float3 env = texCUBE(envMap, r).rgb;
    float3 mixed = lerp(base.rgb, env, 0.25);
    if (base.a < 0.5) discard;
    return float4(saturate(mixed * c.rgb), base.a);
}
"#;
    assert_eq!(errors_of(text), vec![]);
}

#[test]
fn texture_lookups_are_fragment_only_like_cgc() {
    // tests/sema_unit/stdlib_profiles.txt: C3004 in the vertex profiles.
    let text = "uniform sampler2D s;\nfloat4 main(float4 v : POSITION) : POSITION {\n  return tex2D(s, v.xy);\n}\n";
    assert_eq!(
        diagnostics(text, crate::builtin("arbvp1"), Some("main")).1,
        vec![e(3, "C3004")]
    );
    assert_eq!(
        diagnostics(text, crate::builtin("vp30"), Some("main")).1,
        vec![e(3, "C3004")]
    );
}

#[test]
fn conversion_warnings_and_errors_match_cgc_probe_conv() {
    assert_eq!(
        errors_of(&probe("conv")),
        vec![
            w(2, "C7011"),
            w(3, "C7011"),
            e(5, "C1060"),
            e(5, "C1056"),
            e(6, "C1060"),
            e(6, "C1056")
        ]
    );
}

#[test]
fn casts_match_cgc_probe_c3() {
    assert_eq!(
        errors_of(&probe("c3")),
        vec![
            e(4, "C1033"),
            e(5, "C1033"),
            e(6, "C1033"),
            w(8, "C7011"),
            e(8, "C1060"),
            e(8, "C1056"),
            e(9, "C1020")
        ]
    );
}

#[test]
fn overload_errors_match_cgc_probes_ov_and_ov2() {
    assert_eq!(
        errors_of(&probe("ov")),
        vec![
            e(10, "C1101"),
            e(14, "C1101"),
            e(15, "C1101"),
            e(16, "C1101"),
            e(17, "C1101")
        ]
    );
    assert_eq!(
        errors_of(&probe("ov2")),
        vec![
            e(14, "C1101"),
            e(15, "C1101"),
            e(16, "C1101"),
            e(17, "C1101"),
            e(19, "C1101"),
            e(20, "C1101"),
            e(21, "C1101")
        ]
    );
}

#[test]
fn overload_ranking_matches_cgc_probe_ov3() {
    // cgc's order: the warnings of the code it reads, then the overload
    // failure it meets compiling the entry.
    assert_eq!(
        errors_of(&probe("ov3")),
        vec![w(14, "C7011"), w(16, "C7011"), e(15, "C1101")]
    );
}

#[test]
fn expression_types_match_cgc_probe_ty() {
    // Every T(expr) call fails with C1115 in cgc (T takes structs only); the
    // types cgc printed are checked in the unit tests of sema::types.
    let diags = errors_of(&probe("ty"));
    assert_eq!(diags[0], w(7, "C7011"));
    let errors: Vec<u32> = diags
        .iter()
        .filter(|d| d.1 == "error C1115")
        .map(|d| d.0)
        .collect();
    assert_eq!(errors, (7..=26).collect::<Vec<u32>>());
}

#[test]
fn error_codes_match_cgc_probes() {
    let cases: &[(&str, Vec<(u32, String)>)] = &[
        ("undefvar", vec![e(2, "C1008")]),
        ("undeffn", vec![e(2, "C1008")]),
        ("badswz2", vec![e(2, "C1031")]),
        ("nomember", vec![e(4, "C1009")]),
        ("dupmask", vec![e(2, "C1034")]),
        ("notlvalue", vec![e(2, "C1034")]),
        ("outarg", vec![e(3, "C1111")]),
        ("retmismatch", vec![e(2, "C1016")]),
        ("voidret", vec![e(2, "C1015")]),
        ("constassign", vec![e(2, "C1036")]),
        ("redecl", vec![e(2, "C1038")]),
        ("condnotbool", vec![e(3, "C1019")]),
        ("toomanyargs", vec![e(3, "C1104")]),
        ("toofew", vec![e(3, "C1103")]),
        ("noentry", vec![e(0, "C3001")]),
        ("uniformwrite", vec![]),
        ("ctorargs", vec![e(2, "C1067")]),
        ("ctorargs2", vec![e(2, "C1068")]),
        ("ifvec", vec![e(2, "C1019")]),
        ("assignbad", vec![e(3, "C1035")]),
        ("assignwiden", vec![e(2, "C1035")]),
        ("callnotfn", vec![e(2, "C1105")]),
        ("breakout", vec![e(2, "C1118")]),
        ("matswz", vec![]),
        ("arrlen", vec![]),
        ("globalinit", vec![]),
        ("defparam", vec![]),
        ("retstruct", vec![]),
        ("modf", vec![e(2, "C1021")]),
        ("unusedundef", vec![]),
    ];
    for (name, expected) in cases {
        assert_eq!(&errors_of(&probe(name)), expected, "probe {name}.cg");
    }
}

#[test]
fn noentry_checks_every_function() {
    // cgc -noentry reports the undefined call in the unused helper.
    let (_, diags) = diagnostics(&probe("unusedundef"), crate::builtin("arbfp1"), None);
    assert_eq!(diags, vec![e(1, "C1008")]);
}

#[test]
fn constants_are_folded() {
    let text = "float4 main() : COLOR {\n  return float4(1 + 2, 2.0 * 3, -1, 4 / 2);\n}\n";
    let (program, diags) = diagnostics(text, crate::builtin("arbfp1"), Some("main"));
    assert_eq!(diags, vec![]);
    let program = program.unwrap();
    let body = program.functions[0].body.as_ref().unwrap();
    let cgrs::sema::hir::StmtKind::Return(Some(value)) = &body.stmt(body.root[0]).kind else {
        panic!("expected a return");
    };
    let ExprKind::Literal(constant) = &body.expr(*value).kind else {
        panic!(
            "expected a folded constant, got {:?}",
            body.expr(*value).kind
        );
    };
    let values: Vec<f32> = constant.components.iter().map(|c| c.as_f32()).collect();
    assert_eq!(values, vec![3.0, 6.0, -1.0, 2.0]);
}

#[test]
fn severities_are_kept() {
    let (_, diags) = diagnostics(&probe("conv"), crate::builtin("arbfp1"), Some("main"));
    assert!(diags
        .iter()
        .any(|d| d.1.starts_with(Severity::Warning.as_str())));
}

#[test]
fn binding_follows_cgc_var_order() {
    // tests/sema_unit/bind.cg; cgc -profile arbvp1 prints its #var lines in
    // this order: IN.pos, IN.n, tint, tc, mvp (C0), unused (unreferenced),
    // main.hpos, main.col.
    let (program, diags) = diagnostics(&probe("bind"), crate::builtin("arbvp1"), Some("main"));
    assert_eq!(diags, vec![]);
    let binding = program.unwrap().binding;
    let described: Vec<String> = binding
        .entries
        .iter()
        .map(|entry| match &entry.kind {
            Kind::Input { semantic } => format!("in {} {semantic:?}", entry.leaf.name),
            Kind::Output { semantic } => format!("out {} {semantic:?}", entry.leaf.name),
            Kind::Uniform {
                register,
                referenced,
            } => format!("uniform {} {register:?} {referenced}", entry.leaf.name),
        })
        .collect();
    assert_eq!(
        described,
        vec![
            "in IN.pos Some(\"POSITION\")",
            "in IN.n Some(\"NORMAL\")",
            "uniform tint None true",
            "out tc Some(\"TEXCOORD0\")",
            "uniform mvp Some(\"C0\") true",
            "uniform unused None false",
            "out main.hpos Some(\"POSITION\")",
            "out main.col Some(\"COLOR0\")",
        ]
    );
}

#[test]
fn entry_output_rules_match_cgc_corpus() {
    // tests/sema_unit/nosem.cg (as corpus 149): no output semantic, C5029.
    let (_, diags) = diagnostics(
        "float4 main(float4 c : COLOR0) {\n  return c;\n}\n",
        crate::builtin("arbfp1"),
        Some("main"),
    );
    assert_eq!(diags, vec![e(1, "C5029")]);
    // tests/sema_unit/dupout.cg: COLOR0 bound twice (once as COL0) is C5121
    // in cgc only for outputs the program writes, a code generation error
    // the lowering reports (tests/header/171): the checker accepts it.
    let text = "struct o { float4 p : POSITION; float4 a : COLOR0; float4 b : COL0; };\no main(float4 p : POSITION) {\n  o r; r.p = p; r.a = p; r.b = p;\n  return r;\n}\n";
    let (_, diags) = diagnostics(text, crate::builtin("arbvp1"), Some("main"));
    assert_eq!(diags, vec![]);
}

#[test]
fn preprocessed_tokens_are_checked_with_exact_spans() {
    use cgrs::sema::db::{check_tokens, SourceTokens};
    use cgrs::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};
    let text = "#define SCALE 2.0\n#define TINT(c) ((c) * SCALE)\nfloat4 main(float4 c : COLOR0) : COLOR {\n  return TINT(c) + missing;\n}\n";
    let mut sources = SourceMap::new();
    let file = sources.add_text("pp.cg", text);
    let preprocessed = preprocess(
        &mut sources,
        file,
        &PreprocessOptions::default(),
        &MemoryLoader::new(),
    );
    assert!(preprocessed.diagnostics.is_empty());
    let tokens = SourceTokens {
        tokens: preprocessed.tokens,
        end: text.len(),
        diagnostics: Vec::new(),
        matrix_packing: Vec::new(),
    };
    let (_, diags) = check_tokens(file, tokens, Some("main"), crate::builtin("arbfp1"));
    assert_eq!(diags.len(), 1);
    let span = diags[0].span.unwrap();
    assert_eq!(sources.line(span), 4);
    assert_eq!(sources.snippet(span), "missing");
}

#[test]
fn profile_specific_overloads_win_for_their_profile() {
    // tests/syntax/ok/profile_specifier.cg: cgc -profile arbfp1 multiplies
    // by 0.5, the body of the `arbfp1` overload (FunctionId 0).
    let path = format!(
        "{}/tests/syntax/ok/profile_specifier.cg",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let callee_of_main = |profile| {
        let (program, diags) = diagnostics(&text, profile, Some("main"));
        let program = program.unwrap_or_else(|| panic!("{diags:?}"));
        let main = program.function(program.entry.unwrap());
        main.body
            .as_ref()
            .unwrap()
            .exprs
            .iter()
            .find_map(|e| match e.kind {
                ExprKind::Call {
                    callee: Callee::User(id),
                    ..
                } => Some(id.0),
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(callee_of_main(crate::builtin("arbfp1")), 0);
    // Other profiles use the unqualified overload (FunctionId 2).
    assert_eq!(callee_of_main(crate::builtin("vp30")), 2);
}

#[test]
fn glstate_references_become_state_nodes() {
    // Corpus cases 177 and 180 compile with cgc; 178 is C1009.
    let text = "float4 main(float4 p : POSITION) : POSITION {\n  return mul(glstate.matrix.mvp, p) + glstate.light[0].diffuse.xyzz + mul(glstate.matrix.inverse.modelview[1], p);\n}\n";
    let (program, diags) = diagnostics(text, crate::builtin("arbvp1"), Some("main"));
    assert_eq!(diags, vec![]);
    let program = program.unwrap();
    let body = program.functions[0].body.as_ref().unwrap();
    let paths: Vec<&str> = body
        .exprs
        .iter()
        .filter_map(|e| match &e.kind {
            ExprKind::State { path } => Some(path.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        paths,
        vec![
            "state.matrix.mvp",
            "state.light[0].diffuse",
            "state.matrix.modelview[1].inverse"
        ]
    );
    let unknown = "float4 main(float4 p : POSITION) : POSITION {\n  return mul(glstate.matrix.nonsense, p);\n}\n";
    assert_eq!(
        diagnostics(unknown, crate::builtin("arbvp1"), Some("main")).1,
        vec![e(2, "C1009")]
    );
}

#[test]
fn indexed_semantics_bind_like_numbered_ones() {
    // tests/sema_unit/idxsem.cg: cgc binds it to fragment.texcoord[2].
    let text = "float4 main(float4 uv : TEXCOORD[2]) : COLOR {\n  return uv;\n}\n";
    let (program, diags) = diagnostics(text, crate::builtin("arbfp1"), Some("main"));
    assert_eq!(diags, vec![]);
    let binding = program.unwrap().binding;
    let inputs: Vec<Option<&str>> = binding.inputs().map(|(_, semantic)| semantic).collect();
    assert_eq!(inputs, vec![Some("TEXCOORD2")]);
}

#[test]
fn self_referential_structs_do_not_hang() {
    // Corpus case 310 declares such a struct; using one must not loop.
    // cgc on tests/sema_unit/selfref.cg: C1033 on the cast, line 3.
    let (_, diags) = diagnostics(&probe("selfref"), crate::builtin("arbfp1"), Some("main"));
    assert_eq!(diags, vec![e(3, "C1033")]);
}

#[test]
fn a_bad_vector_swizzle_fails_the_conversion_that_uses_it() {
    // Probed with cgc 3.1 (arbfp1): the value after C1048 still fails an
    // initialization, an assignment and a return, even through arithmetic.
    let body = |statement: &str| {
        format!("float4 main(float4 c : COLOR0) : COLOR\n{{\n    {statement}\n}}\n")
    };
    assert_eq!(
        errors_of(&body("float4 r = c.xyzk; return r;")),
        [e(3, "C1048"), e(3, "C1060"), e(3, "C1056")]
    );
    assert_eq!(
        errors_of(&body("float4 r; r = c.xyzk; return r;")),
        [e(3, "C1048"), e(3, "C1035")]
    );
    assert_eq!(
        errors_of(&body("return c.xyzk + c;")),
        [e(3, "C1048"), e(3, "C1016")]
    );
    assert_eq!(errors_of(&body("return c.q;")), []);
}

#[test]
fn a_function_name_is_not_a_value() {
    // Probed with cgc 3.1 (arbfp1): C1020 for an operator, the conversion's
    // error for an initialization or return.
    let program = |statement: &str| {
        format!(
            "float4 helper(float4 x) {{ return x; }}\n\
             float4 main(float4 c : COLOR0) : COLOR\n{{\n    {statement}\n}}\n"
        )
    };
    assert_eq!(errors_of(&program("return c * helper;")), [e(4, "C1020")]);
    assert_eq!(errors_of(&program("return helper;")), [e(4, "C1016")]);
    assert_eq!(
        errors_of(&program("float4 r = helper; return r;")),
        [e(4, "C1060"), e(4, "C1056")]
    );
}

#[test]
fn annotation_values_match_their_string_type() {
    // Probed with cgc 3.1 (arbfp1): only a string/number mismatch is C1060.
    let program = |annotation: &str| {
        format!(
            "uniform float4 tint < {annotation} >;\n\
             float4 main(float4 c : COLOR0) : COLOR {{ return c * tint; }}\n"
        )
    };
    assert_eq!(errors_of(&program("string UIName = 3;")), [e(1, "C1060")]);
    assert_eq!(errors_of(&program("float UIMin = \"x\";")), [e(1, "C1060")]);
    assert_eq!(errors_of(&program("int k = 1.5; string s = \"a\";")), []);
}

/// cgc lists arbfp1's `FOGP` input (`#var float IN.FOGP : $vin.FOGP :  : 0
/// : 0` unread, `: FOGP : 0 : 1` read) and compiles a read of it (its
/// program reads `INVALID`): cgrs compiles it too, reading the profile's
/// `FOGP` binding (`fragment.fogcoord`; conformance table: semantics
/// `in-param:float4:FOGP`). A vf30 that never reads it compiles
/// (tests/header/165).
#[test]
fn reading_an_unbound_fogp_input_compiles_as_in_cgc() {
    let text = "float4 main(vf30 IN) : COLOR\n{\n    return IN.TEX0 * IN.FOGP;\n}\n";
    assert_eq!(errors_of(text), []);
    let unread = "float4 main(vf30 IN) : COLOR\n{\n    return IN.TEX0 * IN.FOGC;\n}\n";
    assert_eq!(errors_of(unread), []);
}

#[test]
fn integer_operators_increments_and_conditionals_check_their_operands() {
    // cgc checks that `%`'s operands are integral before their shapes
    // (`float2x3 % float3x2` is C1021, not C1020); `++` of a bool is C1022;
    // a `bool3` condition smears scalars to three components but takes no
    // shorter vector (C1204); `~` takes a bool (as an int).
    assert_eq!(
        errors_of(&probe("op_operands")),
        vec![e(10, "C1021"), e(12, "C1022"), e(14, "C1204")]
    );
}

#[test]
fn compound_assignments_check_integral_operands_then_the_result_type() {
    // `x %= w` of floats is C1021; `x += w.xyz` of a float4 `x` computes a
    // float3, which does not convert back: C1035 (after cgc's warning C7011
    // on narrowing `x`, which cgrs does not give).
    let errors: Vec<_> = errors_of(&probe("op_compound"))
        .into_iter()
        .filter(|(_, d)| d.starts_with("error"))
        .collect();
    assert_eq!(errors, vec![e(8, "C1021"), e(9, "C1035")]);
}

#[test]
fn logical_operators_take_no_run_time_scalar_with_a_vector_nor_matrices() {
    // `1.0 && w`, `u && float4(1, 2, 3, 4)` and `m && 2` compile (cgc
    // folds `&&` with a constant of one truth value in every component),
    // `u < w` too (comparisons smear scalars); `v || u` of a uniform float1
    // and float is C1020 `invalid operands to "bor"`, and so are `m == m`
    // of matrices (`"eq"`) and `u && float4(1, 0, 1, 1)`. cgc reports the
    // lines as 16, 14, 13 and follows the last with C5210 and a C9999
    // crash, consequences of its error type.
    let errors: Vec<_> = errors_of(&probe("op_logical_shapes"))
        .into_iter()
        .filter(|(_, d)| d.starts_with("error"))
        .collect();
    assert_eq!(errors, vec![e(13, "C1020"), e(14, "C1020"), e(16, "C1020")]);
}
