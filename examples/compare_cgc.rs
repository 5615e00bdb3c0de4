//! Prints, for every end-to-end case, cgrs's and cgc's instruction and
//! temporary counts and whether the VM finds the two programs equivalent,
//! then totals over the cases both compilers accept, overall and per profile.
//!
//! cgc prints `0 R-regs` for vp20 (`!!VP1.1`); there its count is derived
//! from the program text as the highest `R` register index plus one (cgc
//! numbers its temporaries from `R0` up), marked `*` in the table.
//!
//! `cargo run --example compare_cgc [FILTER]`

#[path = "../tests/suite/e2e_support.rs"]
mod support;

use std::collections::BTreeMap;

/// Instructions and R-regs of cgrs and cgc, summed over the cases of one
/// profile both compile.
#[derive(Default)]
struct ProfileTotals {
    cases: usize,
    ours: (u32, u32),
    cgc: (u32, u32),
}

/// The highest `R` register index in `program`'s instructions plus one.
fn registers_in_text(program: &str) -> u32 {
    program
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(|line| line.split(|c: char| !c.is_ascii_alphanumeric()))
        .filter_map(|word| word.strip_prefix('R')?.parse::<u32>().ok())
        .map(|index| index + 1)
        .max()
        .unwrap_or(0)
}

/// cgc's counts for `outcome`, with the R-regs derived from the text where
/// cgc prints none (vp20); the flag says it was derived.
fn cgc_counts(outcome: &support::Outcome) -> Option<(u32, u32, bool)> {
    let (instructions, registers) = outcome.cgc_instructions()?;
    let text = outcome.reference.as_deref()?;
    if registers == 0 && text.starts_with("!!VP1") {
        return Some((instructions, registers_in_text(text), true));
    }
    Some((instructions, registers, false))
}

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let mut totals = (0u32, 0u32, 0usize);
    let mut per_profile: BTreeMap<String, ProfileTotals> = BTreeMap::new();
    let mut compiled = 0;
    let mut accepted_by_cgc = 0;
    let mut same = 0;
    println!("{:<64} {:>12} {:>12}  vm", "case", "cgrs i/r", "cgc i/r");
    for case in support::cases() {
        if !case.name().contains(&filter) {
            continue;
        }
        let outcome = support::run(&case);
        let show = |c: Option<(u32, u32)>| c.map_or("-".to_string(), |(i, r)| format!("{i}/{r}"));
        let ours = match &outcome.program {
            Ok(_) => show(outcome.ours_instructions()),
            Err(_) => "error".to_string(),
        };
        let vm = match &outcome.equivalent {
            Some(Ok(true)) => "same".to_string(),
            Some(Ok(false)) => "DIFFERENT".to_string(),
            Some(Err(e)) => format!("vm error: {e}"),
            None => match &outcome.program {
                Err(e) => e.chars().take(60).collect(),
                Ok(_) => "-".to_string(),
            },
        };
        let cgc = cgc_counts(&outcome);
        let theirs = cgc.map_or("-".to_string(), |(i, r, derived)| {
            format!("{i}/{r}{}", if derived { "*" } else { "" })
        });
        println!("{:<64} {:>12} {:>12}  {vm}", case.name(), ours, theirs);
        if std::env::var_os("VERBOSE").is_some() {
            if let Some(mismatch) = &outcome.mismatch {
                println!("{mismatch}");
            }
        }
        if case.reference.is_some() {
            accepted_by_cgc += 1;
            if outcome.program.is_ok() {
                compiled += 1;
            }
        }
        if let (Some((i, r)), Some((j, s, _))) = (outcome.ours_instructions(), cgc) {
            totals.0 += i;
            totals.1 += j;
            totals.2 += 1;
            let name = case.name();
            let profile = name.rsplit(':').next().unwrap_or_default().to_string();
            let sums = per_profile.entry(profile).or_default();
            sums.cases += 1;
            sums.ours = (sums.ours.0 + i, sums.ours.1 + r);
            sums.cgc = (sums.cgc.0 + j, sums.cgc.1 + s);
        }
        if outcome.equivalent == Some(Ok(true)) {
            same += 1;
        }
    }
    println!(
        "\ncgc accepts {accepted_by_cgc} cases; cgrs compiles {compiled} of them; the VM finds {same} equivalent."
    );
    println!(
        "instructions over the {} cases both compile: cgrs {}, cgc {}",
        totals.2, totals.0, totals.1
    );
    println!("per profile, instructions / summed R-regs (* vp20: cgc's R-regs = highest R index + 1 in its text):");
    for (profile, sums) in &per_profile {
        println!(
            "  {profile:<8} {:>4} cases: cgrs {}/{}, cgc {}/{}",
            sums.cases, sums.ours.0, sums.ours.1, sums.cgc.0, sums.cgc.1
        );
    }
}
