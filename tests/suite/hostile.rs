//! Hostile input: every shape of input that once crashed, hung or exhausted
//! memory ends quickly with a clear diagnostic (code and line), or compiles
//! where cgc 3.1 compiles it. Each case runs the `cgrs` binary under a CPU
//! time limit of one second and an address-space limit of 256 MB (`ulimit`),
//! so a hang or a runaway allocation fails the test instead of the machine.
//! Large inputs are generated here, not stored.
//!
//! cgc's verdicts quoted in the cases were recorded with cgc 3.1 (-profile
//! arbfp1 unless said otherwise).

use std::path::PathBuf;
use std::process::{Command, Output};

/// A scratch directory for one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("cgrs-hostile-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    fn write(&self, name: &str, text: impl AsRef<[u8]>) -> String {
        std::fs::write(self.0.join(name), text).expect("scratch file");
        name.to_string()
    }

    /// Runs cgrs in the scratch directory within the time and memory bounds.
    fn run_bounded(&self, args: &[&str]) -> Output {
        Command::new("sh")
            .current_dir(&self.0)
            .arg("-c")
            .arg("ulimit -v 262144 && ulimit -t 1 && exec \"$0\" \"$@\"")
            .arg(env!("CARGO_BIN_EXE_cgrs"))
            .args(args)
            .output()
            .expect("cgrs runs")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What a bounded run must end in.
enum Verdict<'a> {
    /// Exit status 0 and this text in the output.
    Compiles(&'a str),
    /// Exit status 1 with `file(line) : error Ccode: message` on the
    /// diagnostics stream (cgc prints them on stdout; so does cgrs).
    Error {
        line: u32,
        code: &'a str,
        message: &'a str,
    },
    /// Exit status 1 with `(0) : error Ccode: message...` (a whole-program
    /// error, as cgc prints it without a file or line).
    ProgramError { code: &'a str, message: &'a str },
}

fn check(name: &str, source: impl AsRef<[u8]>, args: &[&str], verdict: Verdict<'_>) {
    let scratch = Scratch::new(name);
    let file = scratch.write(&format!("{name}.cg"), source);
    let mut all_args: Vec<&str> = args.to_vec();
    all_args.push(&file);
    let output = scratch.run_bounded(&all_args);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.code().is_some(),
        "{name}: killed by a signal ({:?}), output:\n{}",
        output.status,
        &text[..text.len().min(2000)]
    );
    match verdict {
        Verdict::Compiles(expected) => {
            assert_eq!(output.status.code(), Some(0), "{name}:\n{text}");
            assert!(
                text.contains(expected),
                "{name}: no {expected:?} in\n{text}"
            );
        }
        Verdict::Error {
            line,
            code,
            message,
        } => {
            assert_eq!(output.status.code(), Some(1), "{name}:\n{text}");
            let expected = format!("{file}({line}) : error {code}: {message}");
            assert!(
                text.contains(&expected),
                "{name}: no {expected:?} in\n{}",
                &text[..text.len().min(2000)]
            );
            assert!(!text.contains("panicked"), "{name}:\n{text}");
        }
        Verdict::ProgramError { code, message } => {
            assert_eq!(output.status.code(), Some(1), "{name}:\n{text}");
            let expected = format!("(0) : error {code}: {message}");
            assert!(
                text.contains(&expected),
                "{name}: no {expected:?} in\n{text}"
            );
        }
    }
}

const FRAGMENT: &[&str] = &["-profile", "arbfp1", "-entry", "main"];

#[test]
fn member_function_in_uniform_block_is_ignored_as_cgc_does() {
    // cgc: no diagnostic; the member function is not callable.
    let source = "uniform S { float e(float x); };\n";
    check(
        "uniform-block-prototype",
        source,
        &["-profile", "arbfp1", "-noentry"],
        Verdict::Compiles(""),
    );
    let source = "uniform S { float k; float e(float x) { return x * k; } };\n\
                  float4 main() : COLOR { return k; }\n";
    check(
        "uniform-block-method",
        source,
        FRAGMENT,
        Verdict::Compiles("PARAM c[1] = { program.local[0] };"),
    );
    let source = "uniform S { float k; float e(float x) { return x * k; } };\n\
                  float4 main() : COLOR { return e(2); }\n";
    check(
        "uniform-block-method-call",
        source,
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C1008",
            message: "undefined variable \"e\"",
        },
    );
}

#[test]
fn unterminated_comment_is_cgcs_error() {
    check(
        "unterminated-comment",
        "float4 main() : COLOR { return 1; }\n/* never closed\n\n",
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C0121",
            message: "EOF inside comment",
        },
    );
}

#[test]
fn float_constant_overflow_is_cgcs_error() {
    // cgc reports every literal beyond float's range, in unused functions
    // too, with or without a suffix; an underflow is zero.
    check(
        "float-overflow",
        "float g() { return 1e39h; }\nfloat4 main() : COLOR { return 1e999; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C0123",
            message: "floating point constant overflow",
        },
    );
    check(
        "float-overflow-unused",
        "float g() { return 3.5e38; }\nfloat4 main() : COLOR { return 1; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 1,
            code: "C0123",
            message: "floating point constant overflow",
        },
    );
    check(
        "float-underflow",
        "float4 main() : COLOR { return 1e-999 + 3.4e38; }\n",
        FRAGMENT,
        Verdict::Compiles("3.4e+38"),
    );
}

#[test]
fn byte_order_mark_at_line_start_is_accepted() {
    // cgc accepts U+FEFF before anything else on a line (even twice), and
    // rejects it after other text.
    check(
        "bom",
        "\u{feff}\u{feff}#define ONE 1\n\u{feff}float4 main() : COLOR { return ONE; }\n",
        FRAGMENT,
        Verdict::Compiles("MOV result.color, c[0].x;"),
    );
    check(
        "bom-inside-line",
        "float4 main() : COLOR { \u{feff} return 1; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 1,
            code: "C0000",
            message: "syntax error",
        },
    );
}

#[test]
fn broken_nesting_is_read_in_linear_time() {
    // A file cut short (or broken) inside nested constructs, as an editor
    // sees while one types: each shape once took 2^depth parses in the
    // error-recovering grammar (an unclosed block inside an `if`, a `do`
    // without its `while`, an unclosed call or index or `?:` inside an
    // assignment, a struct with member functions). Forty levels: a day if exponential, milliseconds now.
    // The messages are cgc's for the same files but the last one: cgc
    // reports the call of `f` without its argument (C1103). The `do`
    // without `while` is reported at each `x`, as cgc does, and not again
    // at the end of the file, which lies within bison's recovery window
    // after the last `;`.
    const AT_END: &str = "$end at token \"<EOF>\"";
    let shapes = [
        ("if-blocks", "if (x.x > 0) { ", AT_END),
        ("loop-blocks", "for (;;) { while (x.x > 0) { ", AT_END),
        ("do-blocks", "do { x += 1; ", AT_END),
        ("calls", "x = f(", "$end, expecting ')' at token \"<EOF>\""),
        (
            "indices",
            "x = x[",
            "$end, expecting \"::\" at token \"<EOF>\"",
        ),
        (
            "conditionals",
            "x = x ? ",
            "$end, expecting \"::\" at token \"<EOF>\"",
        ),
        (
            "do-without-while",
            "if (x.x) { } else { do { } x; ",
            "identifier, expecting reserved word \"while\" at token \"x\"",
        ),
        // A struct that fails after its members (here: at the end of the
        // file) was skipped up to its `{`, and its members read again as a
        // block statement, at every level.
        (
            "struct-member-functions",
            "struct S { float4 f() { ",
            AT_END,
        ),
        (
            "struct-member-functions-with-errors",
            "struct S { float4 f(float2 u) { f(); ",
            AT_END,
        ),
    ];
    for (name, opening, expecting) in shapes {
        let source = format!(
            "float4 main(float4 x : TEXCOORD0) : COLOR {{\n{}\n",
            opening.repeat(40)
        );
        check(
            name,
            source,
            FRAGMENT,
            Verdict::Error {
                line: 2,
                code: "C0000",
                message: &format!("syntax error, unexpected {expecting}"),
            },
        );
    }
}

/// `return t.x + t.x - t.x + ...` with `terms` terms: its value is `t.x`,
/// which cgc and cgrs compile to one instruction.
fn long_sum(terms: usize, input: &str, output: &str) -> String {
    let sum = " + t.x - t.x".repeat(terms / 2);
    format!("float4 main(float4 t : {input}) : {output} {{\n return t.x{sum}; }}\n")
}

/// `return c.wzyx.wzyx ...` with `length` swizzles.
fn long_swizzle_chain(length: usize, input: &str, output: &str) -> String {
    let swizzles = ".wzyx".repeat(length);
    format!("float4 main(float4 c : {input}) : {output} {{\n return c{swizzles}; }}\n")
}

#[test]
fn long_chains_compile() {
    // cgc compiles both (a sum of 5,000 terms of a varying exceeds the
    // instruction limit of course: that is C6002, not a crash).
    check(
        "long-sum",
        long_sum(5_000, "TEXCOORD0", "COLOR"),
        FRAGMENT,
        Verdict::Compiles("MOV result.color, fragment.texcoord[0].x;"),
    );
    check(
        "long-swizzle-chain",
        long_swizzle_chain(10_000, "TEXCOORD0", "COLOR"),
        FRAGMENT,
        Verdict::Compiles("MOV result.color, fragment.texcoord[0];"),
    );
    // Elements of an initializer list are trees of their own.
    let elements = vec!["-1.0 * 2"; 2000].join(", ");
    check(
        "long-initializer",
        format!(
            "const float k[2000] = {{ {elements} }};\n\
             float4 main() : COLOR {{ return k[3]; }}\n"
        ),
        FRAGMENT,
        Verdict::Compiles("END"),
    );
}

/// Compiles `source` in a thread with a 2 MiB stack (a quarter of a
/// release binary's main thread): whatever walks a long chain must do so in
/// a loop.
fn compile_on_small_stack(source: String, profile: &'static str) -> cgrs::driver::Compiled {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut sources = cgrs::span::SourceMap::new();
            let file = sources.add_text("chain.cg", &source);
            let profile = cgrs::profile::ProfileRef::builtin(profile).expect("built-in profile");
            let options = cgrs::driver::CompileOptions::new(profile, Some("main"));
            cgrs::driver::compile(&mut sources, file, &options)
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow")
}

#[test]
fn long_chains_compile_on_a_small_stack() {
    for (profile, input, output, register) in [
        ("arbfp1", "TEXCOORD0", "COLOR", "fragment.texcoord[0]"),
        ("vp30", "POSITION", "POSITION", "v[0]"),
    ] {
        let compiled = compile_on_small_stack(long_sum(5_000, input, output), profile);
        let program = compiled.program.expect("the sum compiles");
        assert!(program.contains(&format!("{register}.x")), "{program}");
        let compiled = compile_on_small_stack(long_swizzle_chain(10_000, input, output), profile);
        let program = compiled.program.expect("the swizzle chain compiles");
        assert!(program.contains(register), "{program}");
        let indices = "[1].xxxx".repeat(5_000);
        let source = format!("float4 main(float4 c : {input}) : {output} {{ return c{indices}; }}");
        let program = compile_on_small_stack(source, profile)
            .program
            .expect("the index chain compiles");
        assert!(program.contains(&format!("{register}.y")), "{program}");
    }
}

#[test]
fn a_chain_compiles_as_its_parenthesized_form() {
    // Parentheses break a chain, so the parenthesized form is checked and
    // lowered node by node through the nested walk: the loops over a chain
    // must give the same program. 200 terms fit the instruction limit.
    let terms: Vec<String> = (0..200)
        .map(|i| {
            format!(
                "t.{} * k[{}].{}",
                ["x", "y", "zw", "w"][i % 4],
                i % 8,
                ["y", "x", "zw", "zw"][i % 4]
            )
        })
        .collect();
    let chain = terms.join(" + ");
    let nested = terms
        .iter()
        .skip(1)
        .fold(terms[0].clone(), |sum, term| format!("({sum}) + {term}"));
    let shader = |body: &str| {
        format!(
            "float4 main(float4 t : TEXCOORD0, uniform float4 k[8]) : COLOR {{\n \
             return float4({body}, 1, 1); }}\n"
        )
    };
    let chained = compile_on_small_stack(shader(&format!("({chain}).xx")), "arbfp1");
    let parenthesized = compile_on_small_stack(shader(&format!("({nested}).xx")), "arbfp1");
    let program = chained.program.expect("the chain compiles");
    assert_eq!(Some(&program), parenthesized.program.as_ref());
    // Products common to terms are computed once; the 199 additions stay.
    assert!(program.lines().count() > 200, "{program}");
    let swizzles = [".wzyx", ".yxwz", ".zwxy", ".xzyw"];
    let chain: String = (0..200).map(|i| swizzles[i % 4]).collect();
    let nested = (0..200).fold("c".to_string(), |base, i| {
        format!("({base}){}", swizzles[i % 4])
    });
    let swizzle_shader =
        |value: &str| format!("float4 main(float4 c : TEXCOORD0) : COLOR {{ return {value}; }}\n");
    let chained = compile_on_small_stack(swizzle_shader(&format!("c{chain}")), "arbfp1");
    let parenthesized = compile_on_small_stack(swizzle_shader(&nested), "arbfp1");
    assert_eq!(chained.program, parenthesized.program);
    assert!(chained.program.is_some());
}

#[test]
fn huge_arrays_are_refused_before_allocation() {
    check(
        "huge-local-array",
        "float4 main(float4 t : TEXCOORD0) : COLOR {\n float a[2000000000]; a[0] = t.x; return a[0]; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C1044",
            message: "type too large: 2000000000 values (scalars, vectors or matrix rows), \
                      more than the limit of 131072",
        },
    );
    // cgc: the size wraps to a negative int, C1043.
    check(
        "uniform-array-beyond-int",
        "uniform float4 k[2147483648];\nfloat4 main() : COLOR { return k[0]; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 1,
            code: "C1043",
            message: "size of dimension cannot be less than 1",
        },
    );
    check(
        "array-of-big-structs",
        "struct S { float4 a[1000]; };\nuniform S s[1000];\nfloat4 main() : COLOR { return s[0].a[0]; }\n",
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C1044",
            message: "type too large: 1000000 values",
        },
    );
    // cgc compiles a large uniform array of which one element is read.
    check(
        "large-uniform-array",
        "uniform float4 k[100000];\nfloat4 main() : COLOR { return k[0]; }\n",
        FRAGMENT,
        Verdict::Compiles("PARAM c[1] = { program.local[0] };"),
    );
}

#[test]
fn nested_loops_share_one_unrolling_budget() {
    // cgc runs for minutes on this; each loop alone is under the unroll limit.
    let source = "float4 main(float4 t : TEXCOORD0) : COLOR {\n float s = 0;\n\
                  for (int i = 0; i < 1000; i++) for (int j = 0; j < 1000; j++)\n\
                  for (int k = 0; k < 1000; k++) s += t.x;\n return s; }\n";
    for profile in ["arbfp1", "vp20", "vp30"] {
        check(
            &format!("nested-loops-{profile}"),
            match profile {
                "arbfp1" => source.to_string(),
                _ => source
                    .replace("TEXCOORD0", "POSITION")
                    .replace("COLOR", "POSITION"),
            },
            &["-profile", profile, "-entry", "main"],
            // The instructions built (arbfp1, vp20) or the iterations
            // unrolled (vp30, whose trial unrolling builds nothing that
            // lasts) reach their program-wide budget first.
            Verdict::Error {
                line: 4,
                code: "C5051",
                message: "program too large: more than",
            },
        );
    }
    // Calls that double at every level: exponential inlining.
    let mut source = String::from("float f0(float x) { return x * x; }\n");
    for level in 1..40 {
        source.push_str(&format!(
            "float f{level}(float x) {{ return f{}(x) + f{}(x + 1); }}\n",
            level - 1,
            level - 1
        ));
    }
    source.push_str("float4 main(float4 t : TEXCOORD0) : COLOR { return f39(t.x); }\n");
    check(
        "exponential-calls",
        source,
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C5051",
            message: "program too large",
        },
    );
}

/// A helper with its own loops and early exits, called from a loop: the
/// shape the compile_arbvp1 fuzz target found (its input is in
/// tests/fuzz_regressions). `BOUND` is the outer loop's test.
fn loop_around_inlined_loops(bound: &str) -> String {
    format!(
        "struct S {{ float4 a; float b; }};\n\
         float g(inout S s, float4 w) {{\n\
         for (int i = 0; i < 3; i++) {{\n\
         if (w[i] > 1.5) return s.b;\n\
         s.a[i] += w[i];\n\
         if (s.a.x > 2) break;\n\
         s.b += 1;\n\
         }}\n\
         s.b *= 2;\n\
         return s.a.x;\n\
         }}\n\
         float4 main(float4 p : POSITION, float4 w : TEXCOORD1, float4 v : TEXCOORD2,\n\
         out float4 col : COLOR0) : POSITION {{\n\
         S s; s.a = v; s.b = 0;\n\
         float r = 0;\n\
         for (int j = 0; {bound}; j++) {{\n\
         r += g(s, w + j);\n\
         if (r > 3) break;\n\
         s.a.w += r;\n\
         }}\n\
         col = float4(r, s.b, s.a.x, s.a.w);\n\
         return p;\n\
         }}\n"
    )
}

/// A loop whose counter never reaches its bound is rejected by its header,
/// before its body is unrolled even once, as cgc rejects it (C5013 at the
/// loop, whatever `break` the body holds). It used to be unrolled until the
/// lowering budget stopped it, half a second for this body.
#[test]
fn an_endless_loop_is_rejected_by_its_header() {
    for profile in ["arbvp1", "vp20"] {
        check(
            &format!("endless-loop-{profile}"),
            loop_around_inlined_loops("-j < 2"),
            &["-profile", profile, "-entry", "main"],
            Verdict::Error {
                line: 16,
                code: "C5013",
                message: "profile does not support \"for\" statements and \"for\" could \
                          not be unrolled.",
            },
        );
    }
}

/// The lowering's budget is a multiple of the profile's instruction limit,
/// not a constant: a loop that ends, but after building some 15,000
/// instructions where 1,024 are allowed, is reported quickly (optimizing
/// a 250,000-instruction lowering took two seconds). cgc rejects it too
/// (C6001, 69 temporaries). (120 passes take 0.3 s of the second of CPU
/// time the bounded run allows; 240 took 0.65 s and, on a loaded 2-core
/// machine, once more than the second.)
#[test]
fn the_lowering_budget_follows_the_profiles_limit() {
    let scratch = Scratch::new("below-the-lowering-budget");
    let file = scratch.write("below.cg", loop_around_inlined_loops("j < 120"));
    let output = scratch.run_bounded(&["-profile", "arbvp1", "-entry", "main", &file]);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(output.status.code(), Some(1), "{:?}: {text}", output.status);
    assert!(
        text.contains("(0) : error C6002: Instruction limit of 1024 exceeded;"),
        "{text}"
    );
    check(
        "over-the-lowering-budget",
        loop_around_inlined_loops("j < 1000"),
        &["-profile", "arbvp1", "-entry", "main"],
        // At the helper's statement that crossed the budget.
        Verdict::Error {
            line: 4,
            code: "C5051",
            message: "program too large: more than 32768 instructions before optimization",
        },
    );
}

/// Straight-line code counts against the same budget, statement by
/// statement: a 10 MB entry of assignments took 6.5 s (2.7 s lowering,
/// 2.1 s optimizing) to be reported over the instruction limit (cgc: 472 s).
#[test]
fn a_long_straight_function_meets_the_lowering_budget() {
    let body: String = (0..20_000)
        .map(|i| format!("  acc = acc * {}.25 + p.yzwx * {}.5;\n", i % 13 + 1, i % 17))
        .collect();
    check(
        "long-straight-function",
        format!("float4 main(float4 p : POSITION) : POSITION {{\n  float4 acc = 0;\n{body}  return acc;\n}}\n"),
        &["-profile", "arbvp1", "-entry", "main"],
        Verdict::Error {
            line: 10926,
            code: "C5051",
            message: "program too large: more than 32768 instructions before optimization",
        },
    );
}

/// A struct of 20,000 members and an entry of 20,000 parameters: each name
/// was checked against every one before it (0.5 s and 0.7 s, quadratic).
#[test]
fn long_member_and_parameter_lists_are_checked_in_linear_time() {
    let members: String = (0..20_000).map(|i| format!(" float4 m{i};\n")).collect();
    check(
        "many-members",
        format!(
            "struct S {{\n{members}}};\nfloat4 main(float2 uv : TEXCOORD0) : COLOR \
             {{ S s; s.m7 = uv.xyxy; return s.m7; }}\n"
        ),
        FRAGMENT,
        Verdict::Compiles("MOV result.color, fragment.texcoord[0].xyxy;"),
    );
    let params: String = (0..20_000)
        .map(|i| format!("uniform float4 u{i}, "))
        .collect();
    check(
        "many-parameters",
        format!("float4 main({params}float2 uv : TEXCOORD0) : COLOR {{ return u19999 * uv.x; }}\n"),
        FRAGMENT,
        Verdict::Compiles("#var float4 u19999 :  : c[0] : 19999 : 1"),
    );
}

/// 3,000 `if`s in arbvp1: 3,757 instructions, within eight times the
/// limit, so the back end schedules and allocates them. Sinking
/// instructions towards their readers searched back through every
/// instruction naming a temporary, and judged moves of any length: 4 s.
/// Its 3,000 literals are also over the constants, which cgc reports
/// alone (C6007, 1,312 times, as cgrs does).
#[test]
fn many_ifs_are_scheduled_in_linear_time() {
    let body: String = (0..3000)
        .map(|i| format!("  if (p.x > {i}.5) acc += p * {};\n", i % 7 + 1))
        .collect();
    let source = format!(
        "float4 main(float4 p : POSITION) : POSITION {{\n  float4 acc = 0;\n{body}  return acc;\n}}\n"
    );
    check(
        "many-ifs",
        source,
        &["-profile", "arbvp1", "-entry", "main"],
        Verdict::ProgramError {
            code: "C6007",
            message: "Constant register limit exceeded; more than 96 constant registers",
        },
    );
}

/// A loop condition of 1,000 `&&` terms, unrolled in vp20: over 4,000
/// instructions where 128 are allowed, thousands of registers live at once.
/// Allocating it took seconds (quadratic in the live registers); a program
/// this far over the limit is reported by its instruction count alone.
#[test]
fn a_program_far_over_the_instruction_limit_is_reported_without_allocating() {
    let terms: Vec<String> = (0..1000).map(|i| format!("p.x > {i}")).collect();
    let source = format!(
        "float4 main(float4 p : POSITION) : POSITION {{\n float4 s = 0;\n\
         for (int i = 0; i < 4 && ({}); i++) s += p;\n return s; }}\n",
        terms.join(" && ")
    );
    check(
        "far-over-limit",
        source,
        &["-profile", "vp20", "-entry", "main"],
        Verdict::ProgramError {
            code: "C6002",
            message: "Instruction limit of 128 exceeded;",
        },
    );
}

/// cgc 3.1 compiles a file whose `#include` names no file (the header
/// probe tests/header/214 has its program); cgrs warns and goes on.
#[test]
fn a_missing_include_is_skipped_with_a_warning() {
    check(
        "include-missing",
        "#include \"nothere.h\"\nfloat4 main() : COLOR { return 1; }\n",
        FRAGMENT,
        Verdict::Compiles("Can't find include file \"nothere.h\"; skipped, as cgc does"),
    );
}

#[test]
fn includes_read_only_bounded_regular_files() {
    for device in ["/dev/zero", "/dev/urandom"] {
        check(
            "include-device",
            format!("#include \"{device}\"\nfloat4 main() : COLOR {{ return 1; }}\n"),
            FRAGMENT,
            Verdict::Error {
                line: 1,
                code: "C0000",
                message: &format!("Can't open include file \"{device}\""),
            },
        );
    }
    let scratch = Scratch::new("main-device");
    let output = scratch.run_bounded(&["-profile", "arbfp1", "/dev/zero"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr)
        .contains("Can't open file: /dev/zero (not a regular file)"));
}

#[test]
fn unwritable_standard_output_is_an_error_not_a_panic() {
    let scratch = Scratch::new("full");
    let file = scratch.write("f.cg", "float4 main() : COLOR { return 1; }\n");
    for args in [
        vec!["-profile", "arbfp1", "-entry", "main", &file],
        vec![
            "--reflect=json",
            "-profile",
            "arbfp1",
            "-entry",
            "main",
            &file,
        ],
        vec!["-E", &file],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .current_dir(&scratch.0)
            .args(&args)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .output()
            .expect("cgrs runs");
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("fatal error C9999: Can't write standard output"),
            "{args:?}: {stderr}"
        );
    }
}

/// A shader whose program is longer than `ulimit -f 1` (1 KB) lets a
/// compile fail in the middle of writing its output.
fn long_program() -> String {
    let mut body = String::from(
        "float4 main(float4 t : TEXCOORD0, uniform float4 k[8]) : COLOR {\n float4 s = t;\n",
    );
    for index in 0..40 {
        body.push_str(&format!(" s = s * k[{}] + t.wzyx;\n", index % 8));
    }
    body + " return s; }\n"
}

/// Runs a compile to `-o out.asm` with the file size limited to 1 KB;
/// `ignore_signal` makes the write fail (EFBIG) instead of killing the
/// process (SIGXFSZ).
fn compile_with_file_size_limit(scratch: &Scratch, ignore_signal: bool, extra: &[&str]) -> Output {
    let trap = if ignore_signal {
        "trap '' XFSZ && "
    } else {
        ""
    };
    Command::new("sh")
        .current_dir(&scratch.0)
        .arg("-c")
        .arg(format!("{trap}ulimit -f 1 && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_cgrs"))
        .args(["-profile", "arbfp1", "-entry", "main"])
        .args(extra)
        .arg("long.cg")
        .output()
        .expect("cgrs runs")
}

fn names_in(scratch: &Scratch) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(&scratch.0)
        .expect("scratch directory")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn a_failed_write_keeps_the_old_output_and_leaves_no_temporary() {
    let scratch = Scratch::new("failed-write");
    scratch.write("long.cg", long_program());
    scratch.write("out.asm", "old program\n");
    scratch.write("out.json", "old reflection\n");
    let output = compile_with_file_size_limit(&scratch, true, &["-o", "out.asm"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("Can't open output file: out.asm"));
    let output = compile_with_file_size_limit(
        &scratch,
        true,
        &["-o", "small.asm", "--reflect-out", "out.json"],
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        std::fs::read_to_string(scratch.0.join("out.asm")).unwrap(),
        "old program\n"
    );
    assert_eq!(
        std::fs::read_to_string(scratch.0.join("out.json")).unwrap(),
        "old reflection\n"
    );
    assert_eq!(names_in(&scratch), ["long.cg", "out.asm", "out.json"]);
}

#[test]
fn a_compile_killed_while_writing_keeps_the_old_output() {
    let scratch = Scratch::new("killed-write");
    scratch.write("long.cg", long_program());
    scratch.write("out.asm", "old program\n");
    let output = compile_with_file_size_limit(&scratch, false, &["-o", "out.asm"]);
    assert_eq!(output.status.code(), None, "killed by SIGXFSZ");
    assert_eq!(
        std::fs::read_to_string(scratch.0.join("out.asm")).unwrap(),
        "old program\n"
    );
    // Without the limit the same compile replaces it.
    let output = scratch.run_bounded(&[
        "-profile", "arbfp1", "-entry", "main", "-o", "out.asm", "long.cg",
    ]);
    assert_eq!(output.status.code(), Some(0));
    assert!(std::fs::read_to_string(scratch.0.join("out.asm"))
        .unwrap()
        .starts_with("!!ARBfp1.0"));
}

#[test]
fn preprocessor_work_is_bounded() {
    let parentheses = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
    check(
        "deep-if",
        format!("#if {parentheses}\n#endif\nfloat4 main() : COLOR {{ return 1; }}\n"),
        FRAGMENT,
        Verdict::Error {
            line: 1,
            code: "C0105",
            message: "Expression nested more than 256 deep in #if",
        },
    );
    let calls = format!("{}1{}", "A(".repeat(20_000), ")".repeat(20_000));
    check(
        "nested-macro-arguments",
        format!("#define A(x) x\nfloat4 main() : COLOR {{ return {calls}; }}\n"),
        FRAGMENT,
        Verdict::Error {
            line: 2,
            code: "C0000",
            message: "macro arguments nested too deeply",
        },
    );
    // Ten tokens per expansion, eight levels: 10^8 tokens if unbounded.
    let mut tower = String::from("#define L0 x x x x x x x x x x\n");
    for level in 1..8 {
        let below = format!(" L{}", level - 1).repeat(10);
        tower.push_str(&format!("#define L{level}{below}\n"));
    }
    check(
        "macro-tower",
        format!("{tower}float4 main() : COLOR {{ return 1; }}\nL7\n"),
        FRAGMENT,
        Verdict::Error {
            line: 10,
            code: "C0000",
            message: "too many macro expansions (runaway macro?)",
        },
    );
    // Each call doubles its argument: 2^30 tokens if unbounded, all held
    // at once (the fuzzer's shape; each level is one short line).
    let doubled = format!("{}x{}", "SQR(".repeat(30), ")".repeat(30));
    check(
        "argument-doubling",
        format!(
            "#define SQR(x) ((x) * (x))\nfloat4 main(float4 x : TEXCOORD0) : COLOR\n\
             {{ return {doubled}; }}\n"
        ),
        FRAGMENT,
        Verdict::Error {
            line: 3,
            code: "C0000",
            message: "too many macro expansions (runaway macro?)",
        },
    );
}
