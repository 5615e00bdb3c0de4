//! The `cgrs` binary's command line, checked against what cgc 3.1 does with
//! the same arguments (messages, which stream, exit status). Where cgrs cannot
//! do what cgc does yet (compiling), the test pins the honest error instead.

use std::path::PathBuf;
use std::process::{Command, Output};

/// A scratch directory for one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("cgrs-cli-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    fn write(&self, name: &str, text: &str) {
        let path = self.0.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("scratch subdirectory");
        }
        std::fs::write(path, text).expect("scratch file");
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.0.join(name)).expect("file written by cgrs")
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .current_dir(&self.0)
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

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

const FRAGMENT: &str = "float4 main() : COLOR { return 1; }\n";

#[test]
fn bad_arguments_fail_with_one_line_and_a_pointer_to_the_options() {
    let scratch = Scratch::new("bad-arguments");
    // cgc: `cgc: bad argument: "-bogus"`, its fatal line, exit 1 (and its
    // whole usage on stdout, which cgrs leaves to `-h`).
    let output = scratch.run(&["-bogus", "x.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "cgrs: bad argument: \"-bogus\"\n(0) : fatal error C9999: bad arguments\ncgrs: `cgrs -h` lists the options\n"
    );
    assert_eq!(stdout(&output), "");
    let output = scratch.run(&["-profile"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).starts_with("cgrs: missing profile name after \"-profile\"\n"));
    let output = scratch.run(&["-O5", "x.cg"]);
    assert!(stderr(&output).starts_with("cgrs: bad argument: \"-O5\""));
    let output = scratch.run(&["-unroll", "bogus", "x.cg"]);
    assert!(stderr(&output).starts_with("cgrs: unknown unroll option \"bogus\" after \"-unroll\""));
}

#[test]
fn profiles_cgrs_does_not_compile_are_refused() {
    let scratch = Scratch::new("profiles");
    scratch.write("ok.cg", FRAGMENT);
    let output = scratch.run(&["-profile", "fp99", "ok.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output), "cgrs: unknown profile \"fp99\".\n");
    let output = scratch.run(&["-profile", "fp30", "ok.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "cgrs: profile fp30 is not supported by cgrs (supported: arbfp1, arbvp1, glesf, glesv, glslf, glslv, vp20, vp30)\n"
    );
}

#[test]
fn preprocessing_takes_any_profile_name() {
    let scratch = Scratch::new("preprocess-profiles");
    scratch.write("p.cg", "#ifdef __CGC__\nyes\n#endif\n");
    // cgc 3.1 reads the profile only to compile: `-E` and `-M` preprocess
    // under a profile it cannot compile to, or one it does not know.
    for profile in ["fp30", "vs_2_0", "bogus"] {
        let output = scratch.run(&["-E", "-P", "-profile", profile, "p.cg"]);
        assert_eq!(output.status.code(), Some(0), "{profile}");
        assert_eq!(stdout(&output), "yes\n", "{profile}");
        assert_eq!(stderr(&output), "", "{profile}");
        let output = scratch.run(&["-M", "-profile", profile, "p.cg"]);
        assert_eq!(output.status.code(), Some(0), "{profile}");
        assert_eq!(stdout(&output), "p.cg\np.asm: p.cg\n", "{profile}");
    }
}

#[test]
fn the_last_profile_named_is_compiled_to() {
    let scratch = Scratch::new("last-profile");
    scratch.write("ok.cg", FRAGMENT);
    let output = scratch.run(&["-profile", "bogus", "-profile", "arbfp1", "ok.cg"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout(&output).contains("!!ARBfp1.0\n"));
    let output = scratch.run(&["-profile", "arbfp1", "-profile", "bogus", "ok.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output), "cgrs: unknown profile \"bogus\".\n");
}

#[test]
fn unknown_buffer_layouts_are_named_at_each_stage() {
    let scratch = Scratch::new("buffer-layouts");
    scratch.write("ok.cg", FRAGMENT);
    scratch.write(
        "bad.cg",
        "float4 main() : COLOR { float3 x = float2(1, 1); return 1; }\n",
    );
    // cgc 3.1: the names it does not know, on stderr, once for each stage it
    // ran (three for a compile), and the program as without them.
    let plain = scratch.run(&["-profile", "arbfp1", "-bl", "pabo2", "ok.cg"]);
    assert_eq!(stderr(&plain), "1 lines, 0 errors.\n");
    let output = scratch.run(&[
        "-profile",
        "arbfp1",
        "-bl",
        "BOGUS",
        "-bufferlayout",
        "x",
        "ok.cg",
    ]);
    assert_eq!(output.status.code(), Some(0));
    let named = "cgrs: unknown layout option \"BOGUS\"\ncgrs: unknown layout option \"x\"\n";
    assert_eq!(
        stderr(&output),
        format!("{}1 lines, 0 errors.\n", named.repeat(3))
    );
    let program = |output: &Output| {
        let text = stdout(output);
        let kept = text
            .lines()
            .filter(|line| !line.starts_with("# command line args:"));
        kept.collect::<Vec<_>>().join("\n")
    };
    assert_eq!(program(&output), program(&plain));
    // Preprocessing alone is one stage; a front-end error stops after it.
    let output = scratch.run(&["-E", "-bl", "BOGUS", "ok.cg"]);
    assert_eq!(stderr(&output), "cgrs: unknown layout option \"BOGUS\"\n");
    let output = scratch.run(&["-profile", "arbfp1", "-bl", "BOGUS", "bad.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output)
        .starts_with("cgrs: unknown layout option \"BOGUS\"\nbad.cg(1) : error C1060"));
    // An error of the entry's compile stops it after two stages; one of
    // code generation after three.
    let said = "cgrs: unknown layout option \"BOGUS\"\n";
    scratch.write("undefined.cg", "float4 main() : COLOR { return q; }\n");
    scratch.write(
        "nomatch.cg",
        "float f(float2 a) { return a.x; } float f(float3 a) { return a.x; }\n\
         float4 main() : COLOR { return f(float4x4(0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0)); }\n",
    );
    scratch.write(
        "hidden.cg",
        "float4 main(float4 p : POSITION) : COLOR { return p; }\n",
    );
    for (file, entry, code, stages) in [
        ("undefined.cg", "main", "C1008", 2),
        ("nomatch.cg", "main", "C1115", 2),
        ("ok.cg", "nope", "C3001", 2),
        ("hidden.cg", "main", "C5119", 3),
    ] {
        let output = scratch.run(&["-profile", "arbfp1", "-entry", entry, "-bl", "BOGUS", file]);
        assert_eq!(output.status.code(), Some(1), "{file}");
        let text = stderr(&output);
        assert!(text.starts_with(&said.repeat(stages)), "{file}: {text}");
        assert!(!text.contains(&said.repeat(stages + 1)), "{file}: {text}");
        assert!(text.contains(code), "{file}: {text}");
    }
}

#[test]
fn missing_input_file_is_fatal() {
    let scratch = Scratch::new("missing");
    let output = scratch.run(&["-profile", "arbfp1", "nosuch.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "(0) : fatal error C9999: Can't open file: nosuch.cg (No such file or directory (os error 2))\n"
    );
}

#[test]
fn a_missing_entry_names_the_functions_that_could_be_entries() {
    let scratch = Scratch::new("no-entry");
    scratch.write(
        "two.cg",
        "float4 shade(float4 c) { return c * 2; }\n\
         float4 vertexMain(float4 p : POSITION) : POSITION { return p; }\n\
         float4 fragmentMain(float4 c : COLOR0) : COLOR { return shade(c); }\n",
    );
    let output = scratch.run(&["-profile", "arbfp1", "two.cg"]);
    assert_eq!(output.status.code(), Some(1));
    // cgc's line stays as it is; the note follows on a line of its own.
    assert!(
        stderr(&output).contains(
            "(0) : error C3001: no program defined\n\
             (0) : note: the file defines no function `main`; name the entry with -entry, one of: `vertexMain`, `fragmentMain`\n"
        ),
        "{}",
        stderr(&output)
    );
}

#[test]
fn version_goes_to_stderr_and_succeeds() {
    let scratch = Scratch::new("version");
    for flag in ["-v", "--version"] {
        let output = scratch.run(&[flag]);
        assert_eq!(output.status.code(), Some(0));
        assert!(stderr(&output).starts_with("cgrs: version "));
        assert_eq!(stdout(&output), "");
    }
}

#[test]
fn preprocess_only_writes_to_the_output_file() {
    let scratch = Scratch::new("preprocess");
    scratch.write("inc/h.h", "#define FROM_HEADER 2\n");
    scratch.write("a.cg", "#include \"h.h\"\nfloat x = VALUE + FROM_HEADER;\n");
    let output = scratch.run(&["-E", "-P", "-Iinc", "-DVALUE=40", "a.cg", "-o", "out.cg"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "");
    // cgc -E -P prints `float x = 40 + 2;` here (with its own spacing).
    let text = scratch.read("out.cg");
    assert_eq!(text.split_whitespace().collect::<String>(), "floatx=40+2;");
    // Without -P, cgc's #line markers: the header's empty line 0 and its
    // #define's line, then the main file again at line 2.
    let output = scratch.run(&["-E", "-Iinc", "-DVALUE=40", "a.cg"]);
    assert_eq!(
        stdout(&output),
        "#line 0 \"inc/h.h\"\n\n\n#line 2 \"a.cg\"\nfloat x = 40 + 2;\n"
    );
}

#[test]
fn preprocessor_errors_stop_before_compiling_like_cgc() {
    let scratch = Scratch::new("pp-errors");
    scratch.write(
        "perr.cg",
        "#define A 1\n#define A 2\n#error stop here\nfloat4 main() : COLOR { return A; }\n",
    );
    // cgc prints the file name on stdout, the diagnostics, and no summary.
    let output = scratch.run(&["-profile", "arbfp1", "perr.cg"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "perr.cg\n");
    assert_eq!(
        stderr(&output),
        "perr.cg(2) : warning C7101: Macro A redefined\nperr.cg(3) : error C0000: stop here\n"
    );
    // -nowarn=7101 silences the redefinition, as in cgc.
    let output = scratch.run(&["-profile", "arbfp1", "-nowarn=7101", "-quiet", "perr.cg"]);
    assert_eq!(stdout(&output), "");
    assert_eq!(stderr(&output), "perr.cg(3) : error C0000: stop here\n");
}

#[test]
fn compiling_writes_the_program_and_a_summary() {
    let scratch = Scratch::new("compile");
    scratch.write("ok.cg", FRAGMENT);
    let output = scratch.run(&["-profile", "arbfp1", "-o", "ok.asm", "ok.cg"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "ok.cg\n");
    assert_eq!(stderr(&output), "1 lines, 0 errors.\n");
    // cgc 3.1 prints `MOV result.color, c[0].x;` with `c[0] = 1` for this file.
    let program = scratch.read("ok.asm");
    assert!(program.starts_with("!!ARBfp1.0\n"), "{program}");
    assert!(program.contains("MOV result.color, c[0].x;"), "{program}");
    assert!(
        program.ends_with("END\n# 1 instructions, 0 R-regs\n"),
        "{program}"
    );
    // -l sends diagnostics and the summary to the listing file.
    let output = scratch.run(&["-profile", "arbfp1", "-l", "log.txt", "ok.cg"]);
    assert_eq!(stderr(&output), "");
    assert_eq!(scratch.read("log.txt"), "1 lines, 0 errors.\n");
}

/// cgc 3.1 echoes an included file's name at each `#include` that reads it
/// and counts its lines each time, a second inclusion its guard empties too
/// (tests/field/heldout9/repro/include_line_count.cg: "16 lines" for an
/// 8-line file including a 4-line header twice).
#[test]
fn the_summary_counts_every_inclusion() {
    let scratch = Scratch::new("inclusions");
    scratch.write(
        "common.h",
        "#ifndef COMMON_H\n#define COMMON_H\nuniform float4 tint;\n#endif\n",
    );
    scratch.write(
        "main.cg",
        "#include \"common.h\"\n#include \"common.h\"\n\
         float4 main(float4 c : COLOR0) : COLOR\n{\n    return c * tint;\n}\n",
    );
    let output = scratch.run(&["-profile", "arbfp1", "-o", "main.asm", "main.cg"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "main.cg\n./common.h\n./common.h\n");
    assert_eq!(stderr(&output), "14 lines, 0 errors.\n");
}

/// Runs `args` on `text` (as `s.cg`) and returns standard error.
fn stderr_of(scratch: &Scratch, text: &str, args: &[&str]) -> String {
    scratch.write("s.cg", text);
    let mut all = args.to_vec();
    all.extend(["-o", "s.asm", "s.cg"]);
    stderr(&scratch.run(&all))
}

#[test]
fn the_summary_comes_only_from_a_run_that_reaches_code_generation() {
    let scratch = Scratch::new("summary");
    let vertex = |body: &str| format!("float4 main(float4 p : POSITION) : POSITION {{ {body} }}\n");
    // cgc 3.1's standard error for each file, probed: a front-end error
    // (syntax, undefined name, type) or an error of the entry's compile
    // (two programs, an entry without an output semantic) ends its run
    // without the summary line.
    let silent = [
        vertex("return p +;"),
        vertex("return q;"),
        vertex("float3 a = 1; int b = a.w; return p;"),
        vertex("return p; }\nfloat4 main(float3 p : POSITION) : POSITION { return p.xyzz;"),
        "float4 main(float4 p : POSITION) { return p; }\n".to_string(),
    ];
    for text in &silent {
        let printed = stderr_of(&scratch, text, &["-profile", "arbvp1"]);
        assert!(printed.contains(" error C"), "{text}: {printed}");
        assert!(!printed.contains(" lines, "), "{text}: {printed}");
    }
    let printed = stderr_of(
        &scratch,
        &silent[1],
        &["-profile", "arbvp1", "-entry", "nope"],
    );
    assert!(printed.starts_with("(0) : error C3001: no program defined\n"));
    assert!(!printed.contains(" lines, "), "{printed}");
    // Errors of code generation (a function the profile lacks, an unknown
    // semantic) and clean runs end with it, warnings counted.
    let tex = "float4 main(float4 p : POSITION, uniform sampler2D s) : POSITION \
               { return tex2D(s, p.xy); }\n";
    let printed = stderr_of(&scratch, tex, &["-profile", "arbvp1"]);
    assert_eq!(
        printed,
        "s.cg(1) : error C3004: function \"float4 tex2D(sampler2D, float2);\" \
         not supported in this profile\n1 lines, 1 errors.\n"
    );
    let semantic = "float4 main(float4 p : FOO) : POSITION { return p; }\n";
    let printed = stderr_of(&scratch, semantic, &["-profile", "arbvp1"]);
    assert_eq!(
        printed,
        "s.cg(1) : error C5108: unknown semantics \"FOO\" specified for \"p\"\n\
         1 lines, 1 errors.\n"
    );
    let narrowing = vertex("float2 a = p; return a.xyxy;");
    let printed = stderr_of(&scratch, &narrowing, &["-profile", "arbvp1"]);
    assert_eq!(
        printed,
        "s.cg(1) : warning C7011: implicit cast from \"float4\" to \"float2\"\n\
         1 lines, 1 warnings, 0 errors.\n"
    );
    // -noentry checks the front end alone: its errors end the run silently.
    let printed = stderr_of(&scratch, &silent[1], &["-profile", "arbvp1", "-noentry"]);
    assert_eq!(printed, "s.cg(1) : error C1008: undefined variable \"q\"\n");
    let printed = stderr_of(&scratch, tex, &["-profile", "arbvp1", "-noentry"]);
    assert_eq!(printed, "1 lines, 0 errors.\n");
    // -quiet drops it always.
    let printed = stderr_of(&scratch, tex, &["-profile", "arbvp1", "-quiet"]);
    assert!(!printed.contains(" lines, "), "{printed}");
}

/// The corpus cases whose summary line cgrs prints and cgc does not or the
/// other way round: cgc finds these errors in code generation (unsized
/// uniform arrays, interface variables, matrix constructors, `continue` in
/// a switch, initializer lists of one-row matrices and flat lists of
/// arrays, `!` of a matrix as a condition, its internal errors),
/// cgrs's checker before it.
const SUMMARY_DIFFERENCES: [&str; 11] = [
    "090_arr_unsized_uniform.cg",
    "298_iface_uniform_interface_unbound.cg",
    "423_conv_matrix_ctor_row_crossing_rejected.cg",
    "443_iface_local_reassigned_other_struct.cg",
    "461_stmt_continue_in_switch_outside_loop.cg",
    "466_struct_static_member_function_reads_member.cg",
    "480_arr_flat_vector_list_too_little_rejected.cg",
    "557_conv_scalar_into_one_row_matrix_rejected.cg",
    "733_scalar_first_list_read_flat_rejected.cg",
    "737_matrix_conditions_rejected.cg",
    "739_matrix_not_choice_rejected.cg",
];

#[test]
fn the_summary_line_is_where_cgc_prints_one_over_the_semantic_corpus() {
    let root = env!("CARGO_MANIFEST_DIR");
    let scratch = Scratch::new("summary-corpus");
    let out = scratch.0.join("out.asm");
    let text =
        std::fs::read_to_string(format!("{root}/tests/sema/expected.json")).expect("expected.json");
    let expected: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let mut differences = Vec::new();
    for (name, case) in expected.as_object().expect("an object") {
        let command = case["command"].as_str().expect("cgc's command");
        let args = command.split(' ').skip(1).map(|arg| match arg {
            "OUT" => out.to_str().expect("a UTF-8 path"),
            arg => arg,
        });
        let output = Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .current_dir(root)
            .args(args)
            .output()
            .expect("cgrs runs");
        let cgc_sums = case["stderr"]
            .as_str()
            .expect("stderr")
            .contains(" lines, ");
        if stderr(&output).contains(" lines, ") != cgc_sums {
            differences.push(name.as_str());
        }
    }
    assert_eq!(differences, SUMMARY_DIFFERENCES);
}

#[test]
fn json_diagnostics_are_one_object_per_line() {
    let scratch = Scratch::new("json");
    scratch.write("w.cg", "#warning careful\n");
    let output = scratch.run(&["-E", "--diagnostics=json", "w.cg"]);
    assert_eq!(output.status.code(), Some(0));
    let line = stderr(&output);
    let value: serde_json::Value = serde_json::from_str(line.trim()).expect("one JSON object");
    assert_eq!(value["severity"], "warning");
    assert_eq!(value["message"], "careful");
}

#[test]
fn run_is_dispatched_to_the_vm() {
    let scratch = Scratch::new("run");
    let output = scratch.run(&["run"]);
    assert!(
        !stderr(&output).contains("bad argument"),
        "{}",
        stderr(&output)
    );
}

/// `cgc -noentry` (no profile) checks every function, so it reports an undefined
/// name in a helper the entry would never reach; a clean file passes. Checked with
/// cgc 3.1: `ne.cg(1) : error C1008: undefined variable "undefined_fn"`, exit 1.
#[test]
fn noentry_checks_every_function_without_a_profile() {
    let scratch = Scratch::new("noentry");
    scratch.write(
        "ne.cg",
        "float4 helper(float4 a) { return undefined_fn(a); }\n\
         float4 main(float4 c : COLOR) : COLOR { return c; }\n",
    );
    scratch.write(
        "ok.cg",
        "float4 main(float4 c : COLOR) : COLOR { return c; }\n",
    );
    let bad = scratch.run(&["-noentry", "ne.cg"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(
        stderr(&bad).contains("ne.cg(1) : error C1008: undefined variable \"undefined_fn\""),
        "{}",
        stderr(&bad)
    );
    let good = scratch.run(&["-noentry", "ok.cg"]);
    assert_eq!(good.status.code(), Some(0), "{}", stderr(&good));
    // With an entry, the unused helper is not resolved, as in cgc.
    let with_entry = scratch.run(&["-profile", "arbfp1", "-entry", "main", "ne.cg"]);
    assert_eq!(with_entry.status.code(), Some(0), "{}", stderr(&with_entry));
}

impl Scratch {
    fn run_with_stdin(&self, args: &[&str], input: &str) -> Output {
        use std::io::Write;
        let mut child = Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .current_dir(&self.0)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("cgrs starts");
        child
            .stdin
            .take()
            .expect("piped stdin")
            .write_all(input.as_bytes())
            .expect("source written");
        child.wait_with_output().expect("cgrs runs")
    }
}

/// cgc reads the source from standard input when no file is named; it calls
/// it `<stdin>` in messages, prints no file name and no `source file` line.
#[test]
fn source_is_read_from_stdin_without_a_file() {
    let scratch = Scratch::new("stdin");
    let output = scratch.run_with_stdin(&["-profile", "arbfp1"], FRAGMENT);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let program = stdout(&output);
    assert!(program.starts_with("!!ARBfp1.0\n"), "{program}");
    assert!(!program.contains("source file"), "{program}");
    let output = scratch.run_with_stdin(
        &["-profile", "arbfp1"],
        "float4 main() : COLOR { return d; }\n",
    );
    assert_eq!(output.status.code(), Some(1));
    // cgc: `<stdin>(1) : error C1008: undefined variable "d"`.
    assert!(
        stderr(&output).contains("<stdin>(1) : error C1008: undefined variable \"d\""),
        "{}",
        stderr(&output)
    );
}

/// `-M`, `-MD`, `-MF`, `-MT`, `-MQ`, `-MP`, `-MG` as cgc 3.1 writes them
/// (probed: `s.asm: s.cg ./inc/a.h inc/b.h`; cgc's `-MP` rules drop the first
/// character of each name, cgrs writes gcc's).
#[test]
fn dependency_rules_name_the_included_files() {
    let scratch = Scratch::new("depend");
    scratch.write(
        "s.cg",
        "#include \"inc/a.h\"\n#include <b.h>\nfloat4 main() : COLOR { return K; }\n",
    );
    scratch.write("inc/a.h", "#define K 2\n");
    scratch.write("inc/b.h", "// b\n");
    let output = scratch.run(&["-Iinc", "-M", "s.cg"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    // The names of the files read, then the rule; nothing is compiled.
    assert_eq!(
        stdout(&output),
        "s.cg\n./inc/a.h\ninc/b.h\ns.asm: s.cg ./inc/a.h inc/b.h\n"
    );
    let output = scratch.run(&[
        "-Iinc", "-quiet", "-M", "-MP", "-MT", "x", "-MQ", "a$b", "s.cg",
    ]);
    assert_eq!(
        stdout(&output),
        "x a$$b: s.cg ./inc/a.h inc/b.h\n\n./inc/a.h:\n\ninc/b.h:\n"
    );
    let output = scratch.run(&["-Iinc", "-profile", "arbfp1", "-MD", "-o", "s.fp", "s.cg"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(scratch.read("s.fp").starts_with("!!ARBfp1.0"));
    assert_eq!(scratch.read("s.d"), "s.fp: s.cg ./inc/a.h inc/b.h\n");
    let output = scratch.run(&["-Iinc", "-M", "-MF", "deps.txt", "s.cg"]);
    assert_eq!(stdout(&output), "s.cg\n./inc/a.h\ninc/b.h\n");
    assert_eq!(scratch.read("deps.txt"), "s.asm: s.cg ./inc/a.h inc/b.h\n");
    // Without -MG a missing include is skipped, as cgc 3.1 skips it (with a
    // warning, and no dependency); with it, a dependency.
    scratch.write("m.cg", "#include \"gen.h\"\n");
    let output = scratch.run(&["-M", "-quiet", "m.cg"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "m.asm: m.cg\n");
    assert!(stderr(&output).contains("Can't find include file \"gen.h\""));
    let output = scratch.run(&["-MG", "-M", "-quiet", "m.cg"]);
    assert_eq!(stdout(&output), "m.asm: m.cg gen.h\n");
}

/// Options cgc accepts without changing the OpenGL assembly it writes are
/// accepted; options for features cgrs lacks say so.
#[test]
fn every_cgc_option_is_recognised() {
    let scratch = Scratch::new("options");
    scratch.write("f.cg", FRAGMENT);
    for option in [
        &["-fx"][..],
        &["-nofx"],
        &["-no_uniform_blocks"],
        &["-longprogs"],
        &["-d3d"],
        &["-deprecated"],
        &["-glslWerror"],
        &["-MaxInstInBasicBlock", "4"],
        &["-bl", "pabo"],
        &["-bufferlayout", "std140"],
    ] {
        let mut args = vec!["-quiet", "-profile", "arbfp1"];
        args.extend_from_slice(option);
        args.push("f.cg");
        let output = scratch.run(&args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{option:?}: {}",
            stderr(&output)
        );
        assert!(stdout(&output).starts_with("!!ARBfp1.0"), "{option:?}");
    }
    for option in [
        &["-oglsl"][..],
        &["-debug"],
        &["-debugdefault=1"],
        &["-type", "float4 k"],
        &["-dumpinputbind", "bind.txt"],
    ] {
        let mut args = vec!["-profile", "arbfp1"];
        args.extend_from_slice(option);
        args.push("f.cg");
        let output = scratch.run(&args);
        assert_eq!(output.status.code(), Some(1), "{option:?}");
        assert!(stderr(&output).contains("not supported yet"), "{option:?}");
    }
    // cgc 3.1 refuses -looplimit in every spelling.
    let output = scratch.run(&["-looplimit", "8", "f.cg"]);
    assert!(stderr(&output).contains("cgrs: missing number after \"-looplimit\""));
}

/// `#line` renames and renumbers positions in every diagnostic format (cgc:
/// `foo.cg(100) : error C1008: undefined variable "d"`).
#[test]
fn line_directives_show_in_every_diagnostic_format() {
    let scratch = Scratch::new("line-directive");
    scratch.write(
        "l.cg",
        "float4 main() : COLOR {\n#line 100 \"foo.cg\"\n  return d;\n}\n",
    );
    let run = |format: &str| {
        let output = scratch.run(&[
            "-profile",
            "arbfp1",
            &format!("--diagnostics={format}"),
            "l.cg",
        ]);
        assert_eq!(output.status.code(), Some(1));
        stderr(&output)
    };
    assert!(run("cgc").starts_with("foo.cg(100) : error C1008: undefined variable \"d\"\n"));
    let json = run("json");
    assert!(
        json.contains("\"line\":3,")
            && json.contains("\"presumed_file\":\"foo.cg\",\"presumed_line\":100"),
        "{json}"
    );
    let human = run("human");
    assert!(human.contains("l.cg:3:10"), "{human}");
    assert!(
        human.contains("#line directives place this at foo.cg(100)"),
        "{human}"
    );
}

/// The diagnostics cgc prints for a sema case, in its order, as (line,
/// code, message), from its record in tests/sema/expected.json: those of
/// `severities` (`warning`, `error`).
fn cgc_diagnostics(name: &str, severities: &[&str]) -> Vec<(u64, String, String)> {
    let root = crate::e2e_support::root();
    let expected: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("tests/sema/expected.json")).expect("expected.json"),
    )
    .expect("expected.json is JSON");
    expected[name]["diagnostics"]
        .as_array()
        .expect("the case is recorded")
        .iter()
        .filter(|d| severities.iter().any(|severity| d["severity"] == *severity))
        .map(|d| {
            (
                d["line"].as_u64().unwrap(),
                d["code"].as_str().unwrap().to_string(),
                d["message"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The warnings cgc prints for a sema case ([`cgc_diagnostics`]). cgc
/// prints some lists twice over (C7026); such a list is taken once.
fn cgc_warnings(name: &str) -> Vec<(u64, String, String)> {
    let warnings = cgc_diagnostics(name, &["warning"]);
    let half = warnings.len() / 2;
    if warnings.len().is_multiple_of(2) && warnings[..half] == warnings[half..] {
        return warnings[..half].to_vec();
    }
    warnings
}

/// The warnings cgrs prints for a sema case compiled for `profile`.
fn cgrs_warnings(name: &str, profile: &str) -> Vec<(u64, String, String)> {
    cgrs_diagnostics(name, profile, &["warning"])
}

/// The diagnostics of `severities` cgrs prints for a sema case compiled
/// for `profile`, in its order.
fn cgrs_diagnostics(name: &str, profile: &str, severities: &[&str]) -> Vec<(u64, String, String)> {
    let root = crate::e2e_support::root();
    let run = Command::new(env!("CARGO_BIN_EXE_cgrs"))
        .args(["-profile", profile, "-entry", "main"])
        .arg(root.join("tests/sema/cases").join(name))
        .output()
        .expect("cgrs runs");
    let stderr = String::from_utf8_lossy(&run.stderr);
    let stdout = String::from_utf8_lossy(&run.stdout);
    stderr
        .lines()
        .chain(stdout.lines())
        .filter_map(|line| {
            let (place, rest) = severities
                .iter()
                .find_map(|severity| line.split_once(&format!(" : {severity} ")))?;
            let number = place.rsplit_once('(')?.1.strip_suffix(')')?.parse().ok()?;
            let (code, message) = rest.split_once(": ")?;
            Some((
                number,
                format!("C{}", code.trim_start_matches('C')),
                message.to_string(),
            ))
        })
        .collect()
}

/// cgc's diagnostics of an entry's semantics in its order (case 591):
/// one pass over the parameters, each leaf's size warnings (C7019), the
/// uniform's varying semantic (C7021) and unknown semantics (C5108) where
/// the leaf comes, then the globals'.
#[test]
fn interface_diagnostics_follow_cgcs_order() {
    let name = "591_semantic_sizes_in_order.cg";
    let severities = ["warning", "error"];
    let cgc = cgc_diagnostics(name, &severities);
    assert_eq!(cgc.len(), 12, "cgc's recorded diagnostics: {cgc:?}");
    assert_eq!(cgrs_diagnostics(name, "arbfp1", &severities), cgc);
}

/// cgc's warnings about uniforms' semantics, line, code and message in
/// cgc's order: the `BUFFER` semantic outside a uniform block (C7026,
/// tests/sema/cases/587: uniform globals and entry parameters spelled
/// exactly `BUFFER` or `BUFFER[n]`; cgc prints the list twice, cgrs once);
/// a varying's semantic on a uniform (C7021, 588: each leaf, struct members
/// and array elements included); none after an error in a body (589); the
/// deprecation after the GLSL profiles' errors for numbered blocks (590).
#[test]
fn uniform_semantic_warnings_match_cgc() {
    for (name, profile, count) in [
        ("587_buffer_semantic_deprecated.cg", "arbfp1", 3),
        ("588_varying_semantic_uniforms.cg", "arbfp1", 9),
        ("589_semantic_warnings_after_error.cg", "arbvp1", 0),
        ("590_glsl_numbered_blocks.cg", "glslf", 1),
    ] {
        let cgc = cgc_warnings(name);
        assert_eq!(
            cgc.len(),
            count,
            "cgc's recorded warnings for {name}: {cgc:?}"
        );
        assert_eq!(cgrs_warnings(name, profile), cgc, "{name}");
    }
}
