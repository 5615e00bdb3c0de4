//! Prints, for every end-to-end case, cgrs's and cgc's instruction and
//! temporary counts and whether the VM finds the two programs equivalent,
//! then totals over the cases both compilers accept.
//!
//! `cargo run --example compare_cgc [FILTER]`

#[path = "../tests/e2e_support/mod.rs"]
mod support;

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let mut totals = (0u32, 0u32, 0usize);
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
        println!(
            "{:<64} {:>12} {:>12}  {vm}",
            case.name(),
            ours,
            show(outcome.cgc_instructions())
        );
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
        if let (Some((i, _)), Some((j, _))) =
            (outcome.ours_instructions(), outcome.cgc_instructions())
        {
            totals.0 += i;
            totals.1 += j;
            totals.2 += 1;
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
}
