//! Compile-time scaling: synthetic shaders of growing size (from about 10 to
//! about 40,000 IR instructions) compiled through the whole pipeline, with the
//! time of every stage and optimizer pass (`cgrs::timing`, as `--time-passes`
//! prints it) per size, and each stage's growth exponent: the least-squares
//! slope of log(time) against log(IR instructions) over the sizes from 100 to
//! about 10,000 IR instructions. A linear stage has slope 1, an n log n one a
//! little more (about 1.15 over that range); a slope above 1.25 is marked `!`.
//! Stages under 0.5 ms at the largest size of the range get no slope (timer
//! noise).
//!
//! A second slope, unmarked, is taken between the two largest sizes. There the
//! program no longer fits the processor's caches and linear passes measure
//! steeper in wall time (up to 1.4 on a 512 KB L2): callgrind counts 9.5x the
//! instructions for 10x the textures shape from 12,000 to 120,000 IR
//! instructions, every optimizer pass included, while their times grow 11-18x.
//!
//! Shapes whose largest size lowers to more than the lowering budget
//! (`cgrs::lower::lowering_budget`, 32,768 IR instructions for these
//! profiles: locals, textures, branches) stop at lowering there, with an
//! error: their last column and second slope measure the front end and the
//! budget, not the optimizer.
//!
//! Each case is compiled `BENCH_RUNS` times (default 3) and the medians are
//! printed; a shape stops growing once one compile takes longer than
//! `BENCH_BUDGET` seconds (default 10).
//!
//! `cargo run --release --example bench_scaling [SHAPE_FILTER] [PROFILE ...]`
//! (default: every shape, profiles arbfp1 and vp30; `BENCH_MAX=N` caps the
//! size parameter.)

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use cgrs::driver::CompileOptions;
use cgrs::profile::ProfileRef;
use cgrs::span::{FileId, SourceMap};
use cgrs::timing::{self, Stage};

/// Size parameters: each shape's IR grows about linearly in it.
const SIZES: [usize; 7] = [10, 30, 100, 300, 1_000, 3_000, 10_000];

/// A synthetic shader family: the source for size parameter `n`.
struct Shape {
    name: &'static str,
    /// Whether it samples textures (fragment profiles only).
    textures: bool,
    source: fn(usize) -> String,
}

const SHAPES: [Shape; 10] = [
    Shape {
        name: "straight",
        textures: false,
        source: straight,
    },
    Shape {
        name: "sum-chain",
        textures: false,
        source: sum_chain,
    },
    Shape {
        name: "locals",
        textures: false,
        source: locals,
    },
    Shape {
        name: "unrolled-loop",
        textures: false,
        source: unrolled_loop,
    },
    Shape {
        name: "uniforms",
        textures: false,
        source: uniforms,
    },
    Shape {
        name: "textures",
        textures: true,
        source: textures,
    },
    Shape {
        name: "balanced-tree",
        textures: false,
        source: balanced_tree,
    },
    Shape {
        name: "member-chain",
        textures: false,
        source: member_chain,
    },
    Shape {
        name: "vectors",
        textures: false,
        source: vectors,
    },
    Shape {
        name: "branches",
        textures: false,
        source: branches,
    },
];

/// A shader whose `body` computes a colour from `c` and `k`, with an entry
/// for each stage: `main` (fragment) and `main_vertex` (vertex, which must
/// also write a position).
fn entry(body: &str, uniforms: &str) -> String {
    format!(
        "{uniforms}float4 shade(float4 c, float4 k)\n{{\n{body}}}\n\
         float4 main(float4 c : TEXCOORD0, uniform float4 k) : COLOR\n{{\n    return shade(c, k);\n}}\n\
         void main_vertex(float4 c : TEXCOORD0, uniform float4 k, out float4 position : POSITION,\n\
         \x20                out float4 color : COLOR0)\n{{\n    position = c;\n    color = shade(c, k);\n}}\n"
    )
}

/// The entry of [`entry`]'s shaders for `profile`.
fn entry_name(profile: &str) -> &'static str {
    if profile.starts_with("vp") || profile.ends_with("vp1") {
        "main_vertex"
    } else {
        "main"
    }
}

/// Dependent scalar arithmetic, one statement per step.
fn straight(n: usize) -> String {
    let mut body = String::from("    float v = c.x;\n");
    for i in 0..n {
        let op = [
            "v * k.x + c.y",
            "v - c.z * k.y",
            "v * v + k.z",
            "max(v, c.w)",
        ][i % 4];
        body += &format!("    v = {op};\n");
    }
    entry(&(body + "    return float4(v, c.y, c.z, 1);\n"), "")
}

/// One expression `c.x * k.x + c.x * k.y + …`: a left-deep chain.
fn sum_chain(n: usize) -> String {
    let terms: Vec<String> = (0..n)
        .map(|i| format!("c.x * k.{}", "xyzw".as_bytes()[i % 4] as char))
        .collect();
    entry(
        &format!("    return float4({}, 0, 0, 1);\n", terms.join(" + ")),
        "",
    )
}

/// `n` locals, each defined from the previous ones and read once at the end.
fn locals(n: usize) -> String {
    let mut body = String::from("    float r = 0;\n");
    for i in 0..n {
        body += &format!(
            "    float l{i} = c.{} * {}.5 + k.y;\n",
            "xyzw".as_bytes()[i % 4] as char,
            i % 7
        );
    }
    for i in 0..n {
        body += &format!("    r = r * k.x + l{i};\n");
    }
    entry(&(body + "    return float4(r, 0, 0, 1);\n"), "")
}

/// `n` `if`s on run-time conditions, every third with an `else`: where the
/// profile branches (vp30) each is lowered both if-converted and as branches.
fn branches(n: usize) -> String {
    let mut body = String::from("    float4 v = c;\n");
    for i in 0..n {
        let lane = "xyzw".as_bytes()[i % 4] as char;
        body += &format!("    if (v.{lane} > k.{lane}) v.{lane} = v.{lane} * k.y + {i}.5;\n");
        if i % 3 == 0 {
            body += "    else v = v * k;\n";
        }
    }
    entry(&(body + "    return v;\n"), "")
}

/// A loop of `n` iterations that the lowering unrolls.
fn unrolled_loop(n: usize) -> String {
    let body = format!(
        "    float4 acc = c;\n    for (int i = 0; i < {n}; i++) {{\n        acc = acc * k + float4(i, i * 2, 1, 0);\n    }}\n    return acc;\n"
    );
    entry(&body, "")
}

/// `n` uniform vectors summed (the profile's parameter limit ends the larger
/// sizes with an error after allocation; the stages before it still count).
fn uniforms(n: usize) -> String {
    let declared: String = (0..n).map(|i| format!("uniform float4 u{i};\n")).collect();
    let sum: Vec<String> = (0..n).map(|i| format!("u{i}")).collect();
    entry(
        &format!("    return c * ({});\n", sum.join(" + ")),
        &declared,
    )
}

/// `n` texture lookups at different coordinates, summed.
fn textures(n: usize) -> String {
    let mut body = String::from("    float4 acc = 0;\n");
    for i in 0..n {
        body += &format!("    acc += tex2D(s, c.xy * {}.25 + k.zw);\n", i % 9);
    }
    entry(&(body + "    return acc;\n"), "uniform sampler2D s;\n")
}

/// A balanced binary expression tree with `n` leaves.
fn balanced_tree(n: usize) -> String {
    fn tree(lo: usize, hi: usize) -> String {
        if hi - lo == 1 {
            return format!("c.{}", "xyzw".as_bytes()[lo % 4] as char);
        }
        let mid = (lo + hi) / 2;
        let op = ["+", "*", "-"][(hi - lo) % 3];
        format!("({} {op} {})", tree(lo, mid), tree(mid, hi))
    }
    entry(
        &format!("    return float4({}, 0, 0, 1);\n", tree(0, n.max(2))),
        "",
    )
}

/// A swizzle chain `c.wzyx.wzyx…` of `n` member accesses.
fn member_chain(n: usize) -> String {
    let chain = ".wzyx".repeat(n);
    entry(&format!("    return c{chain} * k;\n"), "")
}

/// Vectors built one component at a time (what merging packs).
fn vectors(n: usize) -> String {
    let mut body = String::from("    float4 acc = 0;\n");
    for i in 0..n / 4 + 1 {
        body += &format!(
            "    acc += float4(c.x + {i}, c.y * k.x, 1 - c.z, k.w - c.w * {});\n",
            i % 5
        );
    }
    entry(&(body + "    return acc;\n"), "")
}

/// IR instructions the lowering produces (before optimization).
fn ir_size(source: &str, profile: &str) -> usize {
    let entry = entry_name(profile);
    let Some(profile) = ProfileRef::builtin(profile) else {
        return 0;
    };
    let (program, _) = cgrs::sema::db::check_text(FileId(0), source, Some(entry), profile);
    let Some(program) = program else { return 0 };
    let caps = cgrs::driver::capabilities(&profile);
    cgrs::lower::lower(&program, caps).map_or(0, |lowered| {
        lowered.program.blocks.iter().map(|b| b.insts.len()).sum()
    })
}

/// One compile: its stages, whether it succeeded, and its wall time.
fn compile(source: &str, profile: &str) -> (Vec<Stage>, bool, Duration) {
    let mut sources = SourceMap::new();
    let main = sources.add_text("bench.cg", source);
    let entry = entry_name(profile);
    let profile = ProfileRef::builtin(profile).expect("a built-in profile");
    let options = CompileOptions::new(profile, Some(entry));
    timing::start();
    let started = Instant::now();
    let compiled = timing::time("compile", || {
        cgrs::driver::compile(&mut sources, main, &options)
    });
    let elapsed = started.elapsed();
    (timing::finish(), compiled.program.is_some(), elapsed)
}

/// Per stage (indented name), the median time in ms over `runs` compiles.
fn measure(
    source: &str,
    profile: &str,
    runs: usize,
) -> (BTreeMap<String, f64>, Vec<String>, bool, f64) {
    let mut samples: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut order = Vec::new();
    let mut ok = false;
    let mut walls = Vec::new();
    for _ in 0..runs {
        let (stages, compiled, wall) = compile(source, profile);
        ok = compiled;
        walls.push(wall.as_secs_f64() * 1000.0);
        let mut path: Vec<&str> = Vec::new();
        for stage in &stages {
            path.truncate(stage.depth);
            path.push(stage.name);
            // Skip the wrapper: depth 0 is `compile`.
            if stage.depth == 0 {
                continue;
            }
            let key = format!("{}{}", "  ".repeat(stage.depth - 1), path[1..].join("/"));
            if !order.contains(&key) {
                order.push(key.clone());
            }
            samples
                .entry(key)
                .or_default()
                .push(stage.elapsed.as_secs_f64() * 1000.0);
        }
    }
    let medians = samples.into_iter().map(|(k, v)| (k, median(v))).collect();
    (medians, order, ok, median(walls))
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn env_number(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filter = args.first().cloned().unwrap_or_default();
    let mut profiles: Vec<String> = args.iter().skip(1).cloned().collect();
    if profiles.is_empty() {
        profiles = vec!["arbfp1".into(), "vp30".into()];
    }
    let runs = env_number("BENCH_RUNS", 3.0) as usize;
    let budget = env_number("BENCH_BUDGET", 10.0) * 1000.0;
    let max = env_number("BENCH_MAX", 10_000.0) as usize;
    // Deep trees recurse in the parser and the checker: give them room.
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            for shape in SHAPES.iter().filter(|s| s.name.contains(&filter)) {
                for profile in &profiles {
                    if shape.textures && !profile.ends_with("fp1") {
                        continue;
                    }
                    run_shape(shape, profile, runs, budget, max);
                }
            }
        })
        .expect("benchmark thread")
        .join()
        .expect("benchmark finished");
}

fn run_shape(shape: &Shape, profile: &str, runs: usize, budget: f64, max: usize) {
    let mut columns = Vec::new();
    let mut order: Vec<String> = Vec::new();
    for &n in SIZES.iter().filter(|&&n| n <= max) {
        let source = (shape.source)(n);
        let size = ir_size(&source, profile);
        let (medians, stages, ok, wall) = measure(&source, profile, runs);
        for stage in stages {
            if !order.contains(&stage) {
                order.push(stage);
            }
        }
        columns.push((n, size, medians, ok, wall));
        if wall > budget {
            break;
        }
    }
    println!(
        "\n== {} / {profile}: time per stage in ms (median of {runs})",
        shape.name
    );
    let mut header = format!("{:<26}", "n");
    let mut sizes = format!("{:<26}", "IR instructions");
    let mut status = format!("{:<26}", "compiled");
    let mut wall = format!("{:<26}", "whole compile");
    for (n, size, _, ok, w) in &columns {
        header += &format!("{n:>10}");
        sizes += &format!("{size:>10}");
        status += &format!("{:>10}", if *ok { "ok" } else { "error" });
        wall += &format!("{w:>10.2}");
    }
    println!("{header}  slope ≤10k  slope >10k\n{sizes}\n{status}");
    for stage in &order {
        let mut line = format!("{stage:<26}");
        for (_, _, medians, _, _) in &columns {
            match medians.get(stage) {
                Some(ms) => line += &format!("{ms:>10.3}"),
                None => line += &format!("{:>10}", "-"),
            }
        }
        line += &slope(&columns, stage);
        println!("{line}");
    }
    println!("{wall}{}", slopes(&columns, |c| Some(c.4)));
}

type Column = (usize, usize, BTreeMap<String, f64>, bool, f64);

fn slope(columns: &[Column], stage: &str) -> String {
    slopes(columns, |c| c.2.get(stage).copied())
}

/// IR sizes over which the growth exponent is judged.
const JUDGED_SIZES: std::ops::RangeInclusive<usize> = 100..=15_000;

/// The judged slope and the slope between the two largest sizes.
fn slopes(columns: &[Column], time: impl Fn(&Column) -> Option<f64>) -> String {
    let judged: Vec<(f64, f64)> = columns
        .iter()
        .filter(|c| JUDGED_SIZES.contains(&c.1))
        .filter_map(|c| Some((c.1 as f64, time(c)?)))
        .collect();
    let judged = match judged.last() {
        Some(&(_, largest)) if largest >= 0.5 && judged.len() >= 2 => {
            let k = fitted_slope(&judged);
            format!("{k:>10.2}{}", if k > 1.25 { " !" } else { "  " })
        }
        Some(_) => format!("{:>10}  ", "-"),
        None => String::new(),
    };
    let beyond = match columns {
        [.., a, b] if b.1 > *JUDGED_SIZES.end() => match (time(a), time(b)) {
            (Some(ta), Some(tb)) if tb >= 0.5 && ta > 0.0 && b.1 > a.1 => {
                format!(
                    "{:>10.2}",
                    fitted_slope(&[(a.1 as f64, ta), (b.1 as f64, tb)])
                )
            }
            _ => format!("{:>10}", "-"),
        },
        _ => String::new(),
    };
    judged + &beyond
}

/// The least-squares slope of log(time) against log(size).
fn fitted_slope(points: &[(f64, f64)]) -> f64 {
    let logs: Vec<(f64, f64)> = points.iter().map(|&(n, t)| (n.ln(), t.ln())).collect();
    let count = logs.len() as f64;
    let mean_x = logs.iter().map(|p| p.0).sum::<f64>() / count;
    let mean_y = logs.iter().map(|p| p.1).sum::<f64>() / count;
    let covariance: f64 = logs.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let variance: f64 = logs.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    covariance / variance
}
