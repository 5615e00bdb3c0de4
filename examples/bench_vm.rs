//! Throughput of the VM: every program under tests/vm/programs runs on N
//! random input sets. Prints runs per second (programs x inputs / s), once
//! with inputs already in slot order and once resolving inputs by name.
//!
//! cargo run --release --example bench_vm [N]

use std::path::Path;
use std::time::Instant;

use cgrs::rng::Rng;
use cgrs::vm::bind::Uniforms;
use cgrs::vm::{parse_program, Vec4};

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vm/programs");
    let mut texts: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/vm/programs")
        .flatten()
        .map(|e| std::fs::read_to_string(e.path()).expect("program"))
        .collect();
    texts.sort();
    let programs: Vec<_> = texts
        .iter()
        .map(|t| parse_program(t).expect("parses"))
        .collect();
    let uniforms = Uniforms::default();
    let mut rng = Rng::new(1);
    let mut runs = 0usize;
    let mut instructions = 0u64;
    let start = Instant::now();
    for program in &programs {
        let bound = program.bind(&uniforms).expect("binds");
        let sets: Vec<Vec<Vec4>> = (0..count)
            .map(|_| {
                (0..program.inputs.len())
                    .map(|_| Vec4::new([rng.range(-2.0, 2.0); 4]))
                    .collect()
            })
            .collect();
        for inputs in &sets {
            let outcome = bound.execute_slots(inputs);
            instructions += outcome.executed;
            runs += 1;
        }
    }
    let slot_time = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let mut named_runs = 0usize;
    for program in &programs {
        let bound = program.bind(&uniforms).expect("binds");
        for _ in 0..count / 10 {
            let inputs: Vec<(String, Vec<f32>)> = program
                .inputs
                .iter()
                .map(|r| (r.clone(), vec![rng.range(-2.0, 2.0); 4]))
                .collect();
            bound.run(&inputs).expect("runs");
            named_runs += 1;
        }
    }
    let named_time = start.elapsed().as_secs_f64();
    println!("{} programs x {count} inputs: {runs} runs in {slot_time:.3} s = {:.0} runs/s, {:.1} M instructions/s", programs.len(), runs as f64 / slot_time, instructions as f64 / slot_time / 1e6);
    println!(
        "by name: {named_runs} runs in {named_time:.3} s = {:.0} runs/s",
        named_runs as f64 / named_time
    );
}
