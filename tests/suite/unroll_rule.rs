//! cgc's rule for unrolling a loop in vp30 (src/lower/control/unroll_size.rs),
//! against cgc's verdicts on loops over uniform arrays
//! (tests/lower/unroll/verdicts.tsv, scripts/regen_unroll_verdicts.py): a
//! kept loop binds the whole array, an unrolled one only the elements it
//! reads, so cgrs must choose as cgc does or print another header.

use crate::e2e_support::compile_probe;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lower/unroll");

/// Bodies where cgc keeps the loop for any trip count: an `if`/`else` whose
/// test and both branches read the array element (cgc branches there and
/// does not unroll what branches; its size rule alone would unroll 1-3
/// trips). cgrs follows the size rule.
/// And a run-time `break` within the size cgc unrolls (1-2 trips): cgc
/// unrolls past it, cgrs's vp30 lowering turns a loop into a real one at a
/// run-time exit.
const EXCEPTIONS: &[&str] = &[
    "if (L[i].w > 0) s += L[i]; else s -= L[i];",
    "float4 c = L[i]; if (c.w > 0) s += c; else s -= c;",
    "s += L[i]; if (s.x > 0) break;",
];

/// Whether cgrs keeps the loop of `source`: its vp30 program branches.
fn keeps_loop(source: &str) -> bool {
    let compiled = compile_probe("vp30", source);
    let program = compiled
        .program
        .unwrap_or_else(|| panic!("compiles:\n{source}\n{:#?}", compiled.diagnostics));
    program.lines().any(|line| line.starts_with("BRA"))
}

#[test]
fn loops_over_uniform_arrays_unroll_as_cgc_decides() {
    let template = std::fs::read_to_string(format!("{DIR}/template.cg")).expect("template");
    let verdicts = std::fs::read_to_string(format!("{DIR}/verdicts.tsv")).expect("verdicts");
    let (mut agreed, mut excepted, mut differ) = (0, 0, Vec::new());
    for line in verdicts.lines().filter(|l| !l.starts_with('#')) {
        let [trips, verdict, body] = line.splitn(3, '\t').collect::<Vec<_>>()[..] else {
            panic!("malformed verdict line {line:?}");
        };
        let looped = format!("for (int i = 0; i < {trips}; i++) {{ {body} }}");
        let cgc_keeps = verdict == "loop";
        if keeps_loop(&template.replace("@LOOP@", &looped)) == cgc_keeps {
            agreed += 1;
        } else if EXCEPTIONS.contains(&body) {
            excepted += 1;
        } else {
            differ.push(format!("{trips} trips, cgc's {verdict}: {body}"));
        }
    }
    println!("unroll rule: {agreed} agree, {excepted} listed exceptions");
    assert!(agreed > 500, "too few verdicts read: {agreed}");
    assert!(
        differ.is_empty(),
        "cgrs chooses otherwise than cgc:\n{}",
        differ.join("\n")
    );
}
