//! cgrs against cgc's verdicts on every standard-library function called
//! with `half`, `fixed`, `int` and `bool` arguments of every width
//! (tests/sema/stdlib_base_types.json, `scripts/regen_stdlib_base_types.py`),
//! in the four assembly profiles and, but for the lookups, in glslv and glslf.
//! The library's overload sets differ by base type (cgc declares `reflect`
//! for `half3` alone among the `half` shapes, `double` forms beside the
//! `float` ones, `ldexp` with an `int` exponent), which the `float` probes
//! of stdlib_support.json cannot show. cgrs must accept exactly the probes
//! cgc accepts and reject the others with cgc's error codes.

use serde_json::Value;
use std::collections::BTreeSet;

/// Functions whose rejections cgrs words with another code, both
/// rejecting every probe: cgc declares `unsigned int` forms of the gp5 bit
/// functions (a type of its own there, an `int` in cgrs), so a `half` or
/// `float` call ties (C1101) or, for some widths, finds no form (C1115),
/// where cgrs names the function the profile lacks (C3004); in glslf, cgc
/// finds no form of the gp4 packing functions for any of these arguments
/// (C1115), where cgrs ties the `half` and `float` forms (C1101) or names
/// the function glslf lacks (C3004).
const OTHER_CODES: &[&str] = &[
    "bitfieldExtract",
    "bitfieldInsert",
    "pack_2half",
    "pack_2ushort",
    "pack_4byte",
    "pack_4ubyte",
    "unpack_2half",
    "unpack_2ushort",
    "unpack_4byte",
    "unpack_4ubyte",
];

/// cgrs's error codes on `source` (sorted, distinct), or `None` when it
/// compiles.
fn error_codes(source: &str, profile: &str) -> Option<BTreeSet<String>> {
    Some(crate::probe_errors(source, profile)?.into_iter().collect())
}

#[test]
fn stdlib_calls_of_every_base_type_get_cgcs_verdicts() {
    let path = format!(
        "{}/tests/sema/stdlib_base_types.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let data: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("json")).expect("valid JSON");
    let programs = &data["programs"];
    let mut differences = Vec::new();
    let mut checked = 0;
    for (key, probe) in data["probes"].as_object().expect("probes") {
        let mut parts = key.split(':');
        let function = parts.next().expect("a function");
        // `half3`, `int4x3`: the base type is the name before the shape.
        let written = parts.nth(1).expect("a type");
        let base = written
            .split(|c: char| c.is_ascii_digit())
            .next()
            .unwrap_or(written);
        let call = probe["call"].as_str().expect("a call");
        for (profile, verdict) in probe["profiles"].as_object().expect("profiles") {
            let stage = if crate::builtin(profile).is_fragment() {
                "fragment"
            } else {
                "vertex"
            };
            let source = programs[stage]
                .as_str()
                .expect("a program")
                .replace("@DECL@", probe["uniform"].as_str().unwrap_or(""))
                .replace("@BASE@", base)
                .replace("@CALL@", call);
            let theirs: Option<BTreeSet<String>> =
                (!verdict["ok"].as_bool().expect("ok")).then(|| {
                    let codes = verdict["errors"].as_array().expect("errors");
                    codes
                        .iter()
                        .map(|c| c.as_str().expect("a code").to_string())
                        .collect()
                });
            let ours = error_codes(&source, profile);
            checked += 1;
            let agrees = match (&theirs, &ours) {
                (Some(_), Some(_)) if OTHER_CODES.contains(&function) => true,
                _ => theirs == ours,
            };
            if !agrees {
                differences.push(format!("{key} {profile}: cgc {theirs:?}, cgrs {ours:?}"));
            }
        }
    }
    assert!(checked >= 14000, "only {checked} probes read");
    assert!(
        differences.is_empty(),
        "{} of {checked} probes differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
}
