//! cgrs against cgc's verdicts on GLSL-style function and type names
//! (tests/sema/glsl_names.json, `scripts/regen-sema.sh glsl`): each probe
//! calls one function with float4 arguments, or builds one type, in an
//! arbvp1 and an arbfp1 program (the `lookups`, GLSL's texture lookups at a
//! level, with a bias or with derivatives, also in vp30, glslv and glslf),
//! and cgrs must accept exactly the probes cgc accepts, rejecting the
//! others with cgc's first error code.

use serde_json::Value;

/// The uniforms of the probes of functions and lookups.
const FUNCTION_UNIFORMS: &str =
    "uniform sampler2D s2;\nuniform samplerCUBE sc;\nuniform float4x4 m;\n\
                                 uniform sampler1D s1;\nuniform sampler3D s3;";

/// The uniforms of the probes of lookups: those of functions and a
/// rectangle sampler.
const LOOKUP_UNIFORMS: &str =
    "uniform sampler2D s2;\nuniform samplerCUBE sc;\nuniform float4x4 m;\n\
     uniform sampler1D s1;\nuniform sampler3D s3;\nuniform samplerRECT sr;";

/// The probe program of `scripts/regen_sema.py` (`probe_program`).
fn probe_program(profile: &str, expr: &str, uniforms: &str) -> String {
    if !crate::builtin(profile).is_fragment() {
        format!(
            "{uniforms}\nfloat4 main(float4 p : POSITION, uniform float4 u,\n            \
             out float4 col : COLOR0) : POSITION\n{{\n    col = float4(0, 0, 0, 0) + ({expr});\n    \
             return p;\n}}\n"
        )
    } else {
        format!(
            "{uniforms}\nfloat4 main(float4 t : TEXCOORD0, uniform float4 u) : COLOR\n{{\n    \
             return float4(0, 0, 0, 0) + ({expr});\n}}\n"
        )
    }
}

/// cgrs's first error code on `source`, or `None` when it compiles.
fn first_error(source: &str, profile: &str) -> Option<String> {
    let errors = crate::probe_errors(source, profile)?;
    Some(
        errors
            .into_iter()
            .next()
            .unwrap_or_else(|| "no error".into()),
    )
}

/// cgc's first error code in a probe's verdict (`"error C1115: ..."`).
fn cgc_first_error(verdict: &Value) -> Option<String> {
    if verdict["ok"].as_bool().expect("ok") {
        return None;
    }
    let diagnostics = verdict["diagnostics"].as_array().expect("diagnostics");
    let first = diagnostics
        .iter()
        .filter_map(Value::as_str)
        .find(|d| d.starts_with("error"))
        .expect("an error");
    Some(first.split([' ', ':']).nth(1).expect("a code").to_string())
}

#[test]
fn glsl_names_are_accepted_and_rejected_as_cgc_does() {
    let path = format!("{}/tests/sema/glsl_names.json", env!("CARGO_MANIFEST_DIR"));
    let probes: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("json")).expect("valid JSON");
    let mut differences = Vec::new();
    let mut checked = 0;
    for (kind, field, uniforms) in [
        ("functions", "call", FUNCTION_UNIFORMS),
        ("types", "expr", ""),
    ] {
        for (name, probe) in probes[kind].as_object().expect("an object") {
            let expr = probe[field].as_str().expect("a probe expression");
            for profile in ["arbvp1", "arbfp1"] {
                let cgc = cgc_first_error(&probe[profile]);
                let ours = first_error(&probe_program(profile, expr, uniforms), profile);
                if cgc != ours {
                    differences.push(format!("{profile} {name}: cgc {cgc:?}, cgrs {ours:?}"));
                }
                checked += 1;
            }
        }
    }
    let lookups = probes["lookups"].as_object().expect("an object");
    for (call, verdicts) in lookups {
        for (profile, verdict) in verdicts.as_object().expect("verdicts by profile") {
            let cgc = cgc_first_error(verdict);
            let source = probe_program(profile, call, LOOKUP_UNIFORMS);
            let ours = first_error(&source, profile);
            if cgc != ours {
                differences.push(format!("{profile} {call}: cgc {cgc:?}, cgrs {ours:?}"));
            }
            checked += 1;
        }
    }
    assert!(lookups.len() >= 100, "only {} lookup probes", lookups.len());
    assert!(checked > 720, "only {checked} probes");
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}
