//! cgc's early reads (src/lower/entry/early_reads.rs): branch conditions and
//! vectors stored whole keep the registers of the varying inputs they were
//! computed from, read by the final program or not. cgrs's header against
//! cgc's verdicts on probes of every form found (tests/lower/early_reads/,
//! scripts/regen_early_read_verdicts.py).

use crate::e2e_support::{body_probes, compile_probe};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lower/early_reads");

/// Probes where cgrs differs, each for its reason:
/// - a store read only by dead code (`float x = l.y;`, `x` never read): cgc
///   keeps nothing for it; cgrs, which cannot tell that read from the live
///   one of `v.a`'s components in `return v.a`, keeps the other inputs of
///   the store;
/// - a select of two equal values: cgc's arbvp1 program still computes it
///   (`SLT`, `MAD` reading `v.c`, so `v.c` is referenced); cgrs folds it and
///   keeps `v.c`'s register unreferenced, as cgc's arbfp1 does.
const EXCEPTIONS: &[&str] = &[
    "float4 l = float4(v.a.xyz, v.c.x); float x = l.y; return v.a;",
    "return v.c.x < 0.0 ? v.a : v.a;",
];

/// cgrs's verdict on `source` in `profile`, in the form of verdicts.tsv.
fn verdict(profile: &str, source: &str) -> String {
    let Some(program) = compile_probe(profile, source).program else {
        return "rejected".to_string();
    };
    let mut kept = ["??"; 4].map(String::from);
    for line in program.lines().filter(|l| l.starts_with("#var float4 v.")) {
        let fields: Vec<&str> = line.split(" : ").map(str::trim).collect();
        let name = fields[0].chars().last().expect("a member name");
        let index = (name as u8 - b'a') as usize;
        kept[index] = if fields[2].is_empty() {
            "--".to_string()
        } else {
            format!("{name}{}", fields[4])
        };
    }
    kept.concat()
}

#[test]
fn early_reads_keep_the_registers_cgc_keeps() {
    let (mut agreed, mut excepted, mut differ) = (0, 0, Vec::new());
    for (profile, cgc, body, source) in body_probes(DIR) {
        let ours = verdict(&profile, &source);
        if ours == cgc {
            agreed += 1;
        } else if EXCEPTIONS.contains(&body.as_str()) {
            excepted += 1;
        } else {
            differ.push(format!("{profile}: cgc {cgc}, cgrs {ours}: {body}"));
        }
    }
    println!("early reads: {agreed} agree, {excepted} listed exceptions");
    assert!(agreed > 150, "too few verdicts read: {agreed}");
    assert!(
        differ.is_empty(),
        "cgrs keeps other registers than cgc:\n{}",
        differ.join("\n")
    );
}
