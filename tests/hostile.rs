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
