//! `cgrs run`: execute an assembly program on given inputs.
//!
//! ```text
//! cgrs run PROGRAM.asm [--input KEY=x,y,z,w]... [--uniform NAME=v,...]...
//!          [--local N=x,y,z,w]... [--env N=...]... [--const N=...]...
//!          [--state NAME=v,...]... [--case FILE.json] [--count N --seed S] [--json]
//! ```
//! Inputs and parameters not given are zero inputs (0,0,0,1) and zero
//! parameters, and are listed as defaulted. `--compare REF.asm` runs the
//! differential comparison of `vm::diff` instead. Exit status: 0 on success,
//! 1 on a usage, parse or binding error, 2 when a run terminates abnormally,
//! 3 when `--compare` finds a difference.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set when a write to standard output failed (`> /dev/full`): the command
/// then ends with status 1 and a message instead of `print!`'s panic.
static STDOUT_FAILED: AtomicBool = AtomicBool::new(false);

fn write_stdout(text: &str) {
    if crate::cli::output::write_stdout(text).is_err() {
        STDOUT_FAILED.store(true, Ordering::Relaxed);
    }
}

// `print!`, `println!` and `eprintln!` that cannot panic on a failed write.
macro_rules! print {
    ($($argument:tt)*) => { write_stdout(&format!($($argument)*)) };
}
macro_rules! println {
    ($($argument:tt)*) => { write_stdout(&format!("{}\n", format_args!($($argument)*))) };
}
macro_rules! eprintln {
    ($($argument:tt)*) => { crate::cli::output::report!($($argument)*) };
}

use crate::rng::Rng;
use crate::vm::bind::{RunResult, Uniforms};
use crate::vm::case::{gl_input, result_json, Case};
use crate::vm::diff::{compare_programs, DiffOptions};
use crate::vm::parse::parse_program;

const USAGE: &str =
    "usage: cgrs run PROGRAM.asm [--input KEY=x,y,z,w]... [--uniform NAME=v,...]... \
[--local N=x,y,z,w]... [--env N=...]... [--const N=...]... [--state NAME=v,...]... \
[--case FILE.json] [--count N] [--seed S] [--json] [--compare REFERENCE.asm]";

/// The most runs one command asks for (`--count`): each run's inputs are
/// built before the first runs.
const MAX_RUNS: usize = 1 << 16;

/// The most instructions one command executes over all its runs, as
/// NVIDIA's driver stops a program after 16M (each run is bounded by the
/// profile's own limit, [`crate::vm::exec::INSTRUCTION_LIMIT`]).
pub const MAX_EXECUTED_TOTAL: u64 = 1 << 24;

struct Options {
    program: String,
    inputs: Vec<(String, Vec<f32>)>,
    uniforms: Uniforms,
    case: Option<String>,
    count: usize,
    seed: Option<u64>,
    json: bool,
    compare: Option<String>,
}

fn parse_values(text: &str) -> Result<Vec<f32>, String> {
    text.split(',')
        .map(|v| {
            v.trim()
                .parse::<f32>()
                .map_err(|_| format!("'{v}' is not a number"))
        })
        .collect()
}

fn key_values(arg: &str) -> Result<(String, Vec<f32>), String> {
    let (key, values) = arg
        .split_once('=')
        .ok_or_else(|| format!("expected KEY=values, found '{arg}'"))?;
    Ok((key.trim().to_string(), parse_values(values)?))
}

fn vec4(values: &[f32], default: [f32; 4]) -> [f32; 4] {
    let mut v = default;
    for (slot, x) in v.iter_mut().zip(values) {
        *slot = *x;
    }
    v
}

fn index_values(arg: &str) -> Result<(u32, [f32; 4]), String> {
    let (key, values) = key_values(arg)?;
    let index = key
        .parse()
        .map_err(|_| format!("'{key}' is not an index"))?;
    Ok((index, vec4(&values, [0.0, 0.0, 0.0, 1.0])))
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        program: String::new(),
        inputs: Vec::new(),
        uniforms: Uniforms::default(),
        case: None,
        count: 1,
        seed: None,
        json: false,
        compare: None,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let mut value = || {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        match arg {
            "--input" => {
                let (k, v) = key_values(&value()?)?;
                let v = gl_input(&k, &v);
                options.inputs.push((k, v));
            }
            "--uniform" => options.uniforms.named.push(key_values(&value()?)?),
            "--local" => {
                let (k, v) = index_values(&value()?)?;
                options.uniforms.locals.insert(k, v);
            }
            "--env" => {
                let (k, v) = index_values(&value()?)?;
                options.uniforms.env.insert(k, v);
            }
            "--const" => {
                let (k, v) = index_values(&value()?)?;
                options.uniforms.constants.insert(k, v);
            }
            "--state" => {
                let (k, v) = key_values(&value()?)?;
                if v.len() == 16 {
                    let m = [
                        vec4(&v[0..4], [0.0; 4]),
                        vec4(&v[4..8], [0.0; 4]),
                        vec4(&v[8..12], [0.0; 4]),
                        vec4(&v[12..16], [0.0; 4]),
                    ];
                    options.uniforms.state.set_matrix(&k, m)?;
                } else {
                    options.uniforms.state.set_vector(&k, &v)?;
                }
            }
            "--case" => options.case = Some(value()?),
            "--count" => {
                options.count = value()?
                    .parse()
                    .map_err(|_| "--count needs a number".to_string())?;
                if options.count > MAX_RUNS {
                    return Err(format!("--count is at most {MAX_RUNS}"));
                }
            }
            "--seed" => {
                options.seed = Some(
                    value()?
                        .parse()
                        .map_err(|_| "--seed needs a number".to_string())?,
                )
            }
            "--json" => options.json = true,
            "--compare" => options.compare = Some(value()?),
            "-h" | "--help" => return Err(String::new()),
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'")),
            _ if options.program.is_empty() => options.program = arg.to_string(),
            _ => return Err(format!("unexpected argument '{arg}'")),
        }
        i += 1;
    }
    if options.program.is_empty() && options.case.is_none() {
        return Err("no program given".into());
    }
    Ok(options)
}

fn format_lane(x: Option<f32>) -> String {
    x.map_or("undef".to_string(), |x| format!("{x:?}"))
}

fn print_run(index: usize, result: &RunResult, json: bool) {
    if json {
        println!("{}", result_json(result));
        return;
    }
    println!(
        "test {index}: {:?} after {} instructions",
        result.outcome.termination, result.outcome.executed
    );
    if result.killed {
        println!("  killed");
        return;
    }
    for output in &result.outputs {
        if output.statically_written == 0 {
            continue;
        }
        let lanes: Vec<String> = (0..4)
            .map(|lane| {
                if output.statically_written & (1 << lane) == 0 {
                    "-".to_string()
                } else {
                    format_lane(output.value.get(lane))
                }
            })
            .collect();
        let semantic = output
            .semantic
            .as_ref()
            .map_or(String::new(), |s| format!(" ({s})"));
        println!("  {}{semantic} = {}", output.register, lanes.join(", "));
    }
    if !result.defaulted_inputs.is_empty() {
        println!(
            "  defaulted inputs (0,0,0,1): {}",
            result.defaulted_inputs.join(", ")
        );
    }
}

/// Random values for inputs the user did not give.
fn random_inputs(
    program: &crate::vm::Program,
    given: &[(String, Vec<f32>)],
    rng: &mut Rng,
) -> Vec<(String, Vec<f32>)> {
    let mut inputs = given.to_vec();
    for register in &program.inputs {
        let slot = program.input_index(register);
        if !inputs.iter().any(|(k, _)| program.resolve_input(k) == slot) {
            let v: Vec<f32> = (0..4).map(|_| rng.range(-2.0, 2.0)).collect();
            inputs.push((register.clone(), gl_input(register, &v)));
        }
    }
    inputs
}

fn run(options: Options) -> Result<i32, String> {
    let (text, mut uniforms, tests) = match &options.case {
        Some(path) => {
            let text = read_text(path)?;
            let base = Path::new(path).parent().unwrap_or(Path::new("."));
            let case = Case::parse(&text, base)?;
            (case.program_text, case.uniforms, case.tests)
        }
        None => {
            let text = read_text(&options.program)?;
            (text, Uniforms::default(), Vec::new())
        }
    };
    uniforms.named.extend(options.uniforms.named);
    uniforms.locals.extend(options.uniforms.locals);
    uniforms.env.extend(options.uniforms.env);
    uniforms.constants.extend(options.uniforms.constants);
    if options.case.is_none() {
        uniforms.state = options.uniforms.state;
    }
    let program = parse_program(&text).map_err(|e| format!("{}:{e}", options.program))?;
    let bound = program.bind(&uniforms).map_err(|e| e.0)?;
    if !bound.defaulted.is_empty() && !options.json {
        println!(
            "defaulted parameters (0,0,0,0): {}",
            bound.defaulted.join(", ")
        );
    }
    let test_inputs: Vec<Vec<(String, Vec<f32>)>> = if !tests.is_empty() {
        tests
    } else if let Some(seed) = options.seed {
        let mut rng = Rng::new(seed);
        (0..options.count)
            .map(|_| random_inputs(&program, &options.inputs, &mut rng))
            .collect()
    } else {
        vec![options.inputs.clone(); options.count.max(1)]
    };
    let mut status = 0;
    let mut executed = 0u64;
    for (i, inputs) in test_inputs.iter().enumerate() {
        if executed > MAX_EXECUTED_TOTAL {
            eprintln!(
                "cgrs run: stopped after {i} runs: more than {MAX_EXECUTED_TOTAL} instructions executed"
            );
            return Ok(2);
        }
        let result = bound.run(inputs).map_err(|e| e.0)?;
        executed += result.outcome.executed;
        if result.outcome.termination.is_abnormal() {
            status = 2;
        }
        if options.seed.is_some() && !options.json {
            let shown: Vec<String> = inputs.iter().map(|(k, v)| format!("{k}={v:?}")).collect();
            println!("inputs {i}: {}", shown.join(" "));
        }
        print_run(i, &result, options.json);
    }
    Ok(status)
}

/// A program or case file: a regular file of bounded size, as sources are.
fn read_text(path: &str) -> Result<String, String> {
    let bytes =
        crate::span::read_source_file(Path::new(path)).map_err(|e| format!("{path}: {e}"))?;
    String::from_utf8(bytes).map_err(|e| format!("{path}: {e}"))
}

/// `--compare`: differential comparison against a reference program.
fn compare(options: &Options, reference: &str) -> i32 {
    let read = read_text;
    let texts = read(&options.program).and_then(|ours| Ok((ours, read(reference)?)));
    let (ours, theirs) = match texts {
        Ok(t) => t,
        Err(message) => {
            eprintln!("cgrs run: {message}");
            return 1;
        }
    };
    let diff_options = DiffOptions {
        seed: options.seed.unwrap_or(1),
        count: if options.count > 1 { options.count } else { 64 },
        ..DiffOptions::default()
    };
    match compare_programs(&ours, &theirs, &diff_options) {
        Ok(report) => {
            println!(
                "compared {} over {} tests: {} differ",
                report.compared.join(", "),
                report.tests,
                report.differing_tests
            );
            if !report.extra_outputs.is_empty() {
                println!(
                    "written only by {}: {}",
                    options.program,
                    report.extra_outputs.join(", ")
                );
            }
            match report.first_mismatch {
                Some(m) => {
                    print!("first mismatch: {m}");
                    3
                }
                None => 0,
            }
        }
        Err(e) => {
            eprintln!("cgrs run: {e}");
            1
        }
    }
}

pub fn main(args: &[String]) -> i32 {
    let status = run_command(args);
    if STDOUT_FAILED.load(Ordering::Relaxed) {
        eprintln!("cgrs run: cannot write standard output");
        return 1;
    }
    status
}

fn run_command(args: &[String]) -> i32 {
    let options = match parse_args(args) {
        Ok(o) => o,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("cgrs run: {message}");
            }
            eprintln!("{USAGE}");
            return 1;
        }
    };
    if let Some(reference) = options.compare.clone() {
        return compare(&options, &reference);
    }
    match run(options) {
        Ok(status) => status,
        Err(message) => {
            eprintln!("cgrs run: {message}");
            1
        }
    }
}
