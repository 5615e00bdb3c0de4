//! nvvm's hand-computed NV cases (tests/vm/nvvm_hand, copied from
//! nvvm/tests/cases by scripts/regen-vm-data.sh): each case lists the
//! expected outputs per test; `null` means "not written in this test", `"*"`
//! any value; numbers compare exactly (sign of zero included) unless the case
//! gives a tolerance. Also checks `executed`, `terminated` and `oob_reads`.

use std::path::Path;

use cgrs::vm::case::Case;
use cgrs::vm::parse_program;
use serde_json::Value;

fn expected_number(v: &Value) -> Option<f32> {
    match v {
        Value::Number(n) => n.as_f64().map(|x| x as f32),
        Value::String(s) if s == "NaN" => Some(f32::NAN),
        Value::String(s) if s == "Infinity" => Some(f32::INFINITY),
        Value::String(s) if s == "-Infinity" => Some(f32::NEG_INFINITY),
        _ => None,
    }
}

fn matches(got: f32, want: f32, tolerance: f32) -> bool {
    if want.is_nan() {
        return got.is_nan();
    }
    if want.is_infinite() {
        return got == want;
    }
    if tolerance == 0.0 {
        return got == want && got.is_sign_negative() == want.is_sign_negative();
    }
    let scale = if want.abs() < 1.0 { 1.0 } else { want.abs() };
    (got - want).abs() <= tolerance * scale
}

#[test]
fn vm_matches_nvvm_hand_computed_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vm/nvvm_hand");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
    {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let root: Value = serde_json::from_str(&text).unwrap();
        let Some(Value::Array(expect)) = root.get("expect") else {
            continue;
        };
        let case = Case::parse(&text, &dir).unwrap_or_else(|e| panic!("{name}: {e}"));
        let program = parse_program(&case.program_text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let bound = program
            .bind(&case.uniforms)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let case_tolerance = root.get("tolerance").and_then(Value::as_f64).unwrap_or(0.0) as f32;
        for (i, (inputs, want)) in case.tests.iter().zip(expect).enumerate() {
            let run = bound.run(inputs).unwrap_or_else(|e| panic!("{name}: {e}"));
            let tolerance = want
                .get("_tolerance")
                .and_then(Value::as_f64)
                .map_or(case_tolerance, |t| t as f32);
            let Value::Object(want) = want else { continue };
            for (key, value) in want {
                checked += 1;
                let scalar = match key.as_str() {
                    "executed" => Some((
                        run.outcome.executed.to_string(),
                        value.as_u64() == Some(run.outcome.executed),
                    )),
                    "terminated" => {
                        let name = run.outcome.termination.name();
                        Some((name.to_string(), value.as_str() == Some(name)))
                    }
                    "oob_reads" => {
                        let n = run.outcome.out_of_range_reads as u64;
                        Some((n.to_string(), value.as_u64() == Some(n)))
                    }
                    _ => None,
                };
                if let Some((got, false)) = scalar {
                    failures.push(format!("{name} test {i}: {key} {got} vs {value}"));
                }
                match key.as_str() {
                    k if k.starts_with("o[") => {
                        let output = run.outputs.iter().find(|o| o.register == k);
                        let Value::Array(lanes) = value else { continue };
                        for (lane, w) in lanes.iter().enumerate() {
                            let written = output.is_some_and(|o| o.written & (1 << lane) != 0);
                            let got = output.map(|o| o.value.v[lane]);
                            let ok = match w {
                                Value::Null => !written,
                                Value::String(s) if s == "*" => true,
                                w => match (expected_number(w), got) {
                                    (Some(w), Some(g)) => matches(g, w, tolerance),
                                    _ => false,
                                },
                            };
                            if !ok {
                                failures.push(format!("{name} test {i}: {k}[{lane}] = {got:?} (written {written}) vs {w}"));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(checked > 50, "checked only {checked} expectations");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
