//! Mesa judges what the GLSL profiles compute: every case with a stored cgc
//! ARB program (tests/reference/manifest.json's arbvp1/arbfp1 cases of
//! tests/shaders, tests/glsl/manifest.json's ARB runs of tests/glsl/cases) is
//! compiled by cgrs for glslv (vertex) or glslf (fragment), and
//! `glcheck diff-glsl` runs that GLSL and cgc's ARB program in Mesa's
//! llvmpipe on the same random uniforms, varyings and textures and compares
//! the outputs (|a-b| <= 1e-4 + 1e-3·max(|a|,|b|), 4 rounds of 64 tests, seed
//! 1: the same draw for every run, so a verdict is reproducible).
//!
//! The judge is glcheck, vendored in tests/tools/glcheck (its C core is built
//! here with `cc` against libEGL/libGL; its front end is Python 3). Every case
//! must be judged equivalent, or be listed with its verdict and the reason in
//! tests/glsl/mesa_exceptions.txt; a listed case that is judged otherwise
//! (equivalent now, or a different verdict) fails too, so the list stays true.
//!
//! Mesa, `cc` and `python3` are outside programs: scripts/install-test-deps.sh
//! installs Mesa (`.ci/run` calls it); without them the test prints a notice
//! and skips, except under `CI=true`, where they are required.

use crate::e2e_support::{glsl_manifest, root};
use cgrs::driver::{self, CompileOptions};
use cgrs::profile::ProfileRef;
use cgrs::span::SourceMap;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

const EXCEPTIONS: &str = "tests/glsl/mesa_exceptions.txt";
const RANGES: &str = "tests/glsl/mesa_ranges.txt";

/// One program to judge: a Cg entry and cgc's ARB program of it.
#[derive(Clone, Debug)]
struct Case {
    /// The Cg source, relative to the repository root.
    file: String,
    entry: String,
    /// `glslv` or `glslf` (or `glesv`/`glesf`).
    profile: &'static str,
    /// The `-po version=` it is compiled with, if any.
    version: Option<&'static str>,
    /// cgc's arbvp1/arbfp1 program, relative to the repository root.
    reference: String,
}

/// A case ready for the judge: cgrs's GLSL and cgc's program, as files.
struct Judged {
    case: Case,
    glsl: PathBuf,
    reference: PathBuf,
    ranges: Vec<String>,
}

impl Case {
    /// The key of the case in the exceptions file.
    fn key(&self) -> String {
        format!("{} {} {}", self.file, self.entry, self.label())
    }

    /// The profile, and the version after `@` (`glslf@130`).
    fn label(&self) -> String {
        match self.version {
            Some(version) => format!("{}@{version}", self.profile),
            None => self.profile.to_string(),
        }
    }
}

/// The GLSL profile judged against an ARB profile's program.
fn glsl_profile(arb_profile: &str) -> Option<&'static str> {
    match arb_profile {
        "arbvp1" => Some("glslv"),
        "arbfp1" => Some("glslf"),
        _ => None,
    }
}

/// The cases of one manifest: records cgc compiled for arbvp1/arbfp1 without
/// extra arguments (the GLSL program must be compiled the same way).
fn manifest_cases(manifest: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(root().join(manifest))
        .unwrap_or_else(|e| panic!("{manifest} is part of the repository: {e}"));
    let records: Vec<serde_json::Value> = serde_json::from_str(&text).expect("a JSON array");
    records
        .iter()
        .filter_map(|record| {
            let field = |name: &str| record[name].as_str().unwrap_or("").to_string();
            if field("cgc") != "ok" || !field("args").is_empty() {
                return None;
            }
            // cgc's GLSL vertex profiles reject these too (glsl_profiles).
            let (file, entry) = (field("file"), field("entry"));
            let rejected = crate::glsl_profiles::GLSL_VERTEX_REJECTED;
            if rejected.contains(&(file.as_str(), entry.as_str())) {
                return None;
            }
            Some(Case {
                profile: glsl_profile(&field("profile"))?,
                version: None,
                file,
                entry,
                reference: field("output"),
            })
        })
        .collect()
}

fn cases() -> Vec<Case> {
    let mut cases = manifest_cases("tests/reference/manifest.json");
    cases.extend(manifest_cases("tests/glsl/manifest.json"));
    cases
}

/// `case` compiled by cgrs, or the first error.
fn compile(case: &Case) -> Result<String, String> {
    let mut sources = SourceMap::new();
    let main = sources
        .load(&root().join(&case.file))
        .map_err(|e| format!("cannot read {}: {e}", case.file))?;
    let builtin = ProfileRef::builtin(case.profile).expect("a GLSL profile");
    let (profile, _) =
        driver::apply_profile_options(builtin, case.version.map(|v| ("version", Some(v))));
    let options = CompileOptions::new(profile, Some(&case.entry));
    let compiled = driver::compile(&mut sources, main, &options);
    compiled.program.ok_or_else(|| {
        compiled
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .map(|d| format!("C{:04}: {}", d.code, d.message))
            .unwrap_or_else(|| "failed without a message".into())
    })
}

/// The `--range` options of a case, the values an index must take to stay
/// inside its array (out of range, both programs read undefined values):
/// the lines of RANGES for its file, and its source's header lines
/// `// cgrs-test: uniform NAME range=LO..HI [int]` (which the VM's
/// comparison reads too).
fn ranges(file: &str, source: &str, listed: &str) -> Vec<String> {
    let mut ranges: Vec<String> = listed
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.strip_prefix(file)?.strip_prefix(' '))
        .map(|range| range.trim().to_string())
        .collect();
    ranges.extend(uniform_ranges(source));
    ranges
}

/// `// cgrs-test: uniform NAME range=LO..HI [int]` as `NAME=LO..HI[:int]`.
fn uniform_ranges(source: &str) -> impl Iterator<Item = String> + '_ {
    source
        .lines()
        .map_while(|line| line.strip_prefix("// cgrs-test:"))
        .filter_map(|header| {
            let mut words = header.split_whitespace();
            if words.next() != Some("uniform") {
                return None;
            }
            let name = words.next()?;
            let range = words.next()?.strip_prefix("range=")?;
            let integer = if words.any(|w| w == "int") {
                ":int"
            } else {
                ""
            };
            Some(format!("{name}={range}{integer}"))
        })
}

/// cgc's ARB program as Mesa can run it, computing what NVIDIA's drivers
/// compute:
/// - Every temporary starts at 0. cgc's programs read temporaries before
///   writing them (its select `MAD R1, -R0, c, R0` with R0 never written
///   cancels exactly only when R0 is finite); the ARB specs leave such
///   values undefined and llvmpipe leaves them to chance (flow_branches gave
///   1.0 for 0.8).
/// - `vertex.weight` (BLENDWEIGHT) is read as `vertex.attrib[1]`, which it
///   aliases in NVIDIA's drivers (glcheck's `VP_ALIAS` too): Mesa has no
///   ARB_vertex_blend and rejects the program otherwise.
fn runnable_reference(asm: &str) -> String {
    let mut text = String::with_capacity(asm.len() + 256);
    for line in asm.lines() {
        if line.starts_with("#var ") {
            text.push_str(&line.replace(" : WEIGHT : ", " : ATTR1 : "));
        } else {
            text.push_str(&line.replace("vertex.weight", "vertex.attrib[1]"));
        }
        text.push('\n');
        if let Some(names) = line.strip_prefix("TEMP ").and_then(|l| l.strip_suffix(';')) {
            for name in names.split(',') {
                text.push_str(&format!("MOV {}, {{0, 0, 0, 0}};\n", name.trim()));
            }
        }
    }
    text
}

/// The vendored glcheck, ready to run: its front end and its built core.
struct Judge {
    front_end: PathBuf,
    core: PathBuf,
}

/// Why the judge cannot run here.
fn unavailable(reason: String) -> Option<Judge> {
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "the Mesa judge is required under CI=true (scripts/install-test-deps.sh): {reason}"
    );
    eprintln!("glsl_mesa: skipped, {reason}");
    None
}

/// The judge, built once per test process: the tests of this file run in
/// parallel, and one rebuilding the core while another runs it fails with
/// "permission denied".
fn judge() -> Option<&'static Judge> {
    static JUDGE: OnceLock<Option<Judge>> = OnceLock::new();
    JUDGE.get_or_init(build_judge).as_ref()
}

/// Build glcheck's core with `cc` and check that it gets a Mesa context.
fn build_judge() -> Option<Judge> {
    let tools = root().join("tests/tools/glcheck");
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let core = work.join("glcheck-core");
    let build = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&core)
        .arg(tools.join("glcheck-core.c"))
        .args(["-lEGL", "-lGL", "-lm"])
        .output();
    match build {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            return unavailable(format!(
                "glcheck-core does not build (Mesa's libegl-dev libgl-dev missing?): {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
        Err(e) => return unavailable(format!("no C compiler `cc`: {e}")),
    }
    match Command::new(&core).arg("info").output() {
        Ok(out)
            if out.status.success()
                && String::from_utf8_lossy(&out.stdout).contains("llvmpipe") => {}
        Ok(out) => {
            return unavailable(format!(
                "no llvmpipe context (libegl-mesa0 libgl1-mesa-dri missing?): {}{}",
                String::from_utf8_lossy(&out.stdout).trim(),
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
        Err(e) => return unavailable(format!("glcheck-core does not run: {e}")),
    }
    match Command::new("python3").arg("--version").output() {
        Ok(out) if out.status.success() => {}
        _ => return unavailable("no python3 for glcheck's front end".into()),
    }
    Some(Judge {
        front_end: tools.join("glcheck"),
        core,
    })
}

/// What the judge said about one case: `equivalent`, `different`, or
/// `error:KIND` (a program Mesa rejects, an input the judge cannot feed...),
/// with the judge's report for the failure message.
struct Verdict {
    verdict: String,
    report: String,
}

impl Verdict {
    /// The judge's summary, the JSON object its report ends with (empty
    /// where it ends with none).
    fn summary(&self) -> serde_json::Value {
        self.report
            .lines()
            .last()
            .and_then(|line| serde_json::from_str(line).ok())
            .unwrap_or_default()
    }
}

/// One `glcheck batch` process: it judges one case per line it reads, so
/// Python starts once per worker, not once per case.
struct Batch {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Judge {
    fn batch(&self) -> Batch {
        let mut child = Command::new("python3")
            .arg(&self.front_end)
            .arg("batch")
            .env("GLCHECK_CORE", &self.core)
            .current_dir(root())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let input = child.stdin.take().expect("a piped stdin");
        let output = BufReader::new(child.stdout.take().expect("a piped stdout"));
        Batch {
            child,
            input,
            output,
        }
    }
}

impl Batch {
    fn diff_glsl(&mut self, judged: &Judged) -> Verdict {
        let case = &judged.case;
        let path = |p: &Path| p.to_string_lossy().into_owned();
        let mut args = vec![
            "diff-glsl".to_string(),
            case.file.clone(),
            format!("--entry={}", case.entry),
            format!("--profile={}", case.profile),
            format!("--theirs={}", path(&judged.reference)),
            format!("--ours={}", path(&judged.glsl)),
            "--seed=1".to_string(),
        ];
        args.extend(judged.ranges.iter().map(|range| format!("--range={range}")));
        self.run(&args)
    }

    /// One glcheck command line, and the verdict of its JSON summary.
    fn run(&mut self, args: &[String]) -> Verdict {
        let line = serde_json::to_string(args).expect("strings serialize");
        writeln!(self.input, "{line}").expect("glcheck batch reads its input");
        let mut answer = String::new();
        self.output
            .read_line(&mut answer)
            .expect("glcheck batch answers");
        let answer: serde_json::Value = serde_json::from_str(&answer)
            .unwrap_or_else(|e| panic!("glcheck batch answered `{answer}`: {e}"));
        let report = answer["out"].as_str().unwrap_or("").to_string();
        let summary: Option<serde_json::Value> = report
            .lines()
            .last()
            .and_then(|line| serde_json::from_str(line).ok());
        let verdict = match &summary {
            Some(s) if s["verdict"] == "error" => {
                format!("error:{}", s["error_kind"].as_str().unwrap_or("?"))
            }
            Some(s) => s["verdict"].as_str().unwrap_or("?").to_string(),
            None => "error:judge".to_string(),
        };
        Verdict { verdict, report }
    }

    /// Close the input and wait for the process to end.
    fn finish(self) {
        let Batch {
            mut child, input, ..
        } = self;
        drop(input);
        let status = child.wait().expect("glcheck batch ends");
        assert!(status.success(), "glcheck batch failed: {status}");
    }
}

/// An exceptions file (EXCEPTIONS, NAMED_EXCEPTIONS): case key -> the
/// verdict it is listed with.
fn exceptions(path: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(root().join(path))
        .unwrap_or_else(|e| panic!("{path} is part of the repository: {e}"));
    let mut listed = BTreeMap::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert!(
            fields.len() >= 5 && fields[4] == "--",
            "{path}: `{line}` is not `FILE ENTRY PROFILE VERDICT -- REASON`"
        );
        let key = fields[..3].join(" ");
        assert!(
            listed.insert(key, fields[3].to_string()).is_none(),
            "{path}: `{line}` is listed twice"
        );
    }
    listed
}

/// Run `judge` on every case, two at a time (the judge is single-threaded;
/// CI has two cores), each worker with one `glcheck batch`.
fn judge_all(judge: &Judge, programs: &[Judged]) -> Vec<Verdict> {
    let next = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<Option<Verdict>>> =
        Mutex::new((0..programs.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                let mut batch = judge.batch();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(judged) = programs.get(i) else {
                        break;
                    };
                    let verdict = batch.diff_glsl(judged);
                    verdicts.lock().expect("no judge thread panics")[i] = Some(verdict);
                }
                batch.finish();
            });
        }
    });
    verdicts
        .into_inner()
        .expect("no judge thread panics")
        .into_iter()
        .map(|v| v.expect("every case judged"))
        .collect()
}

/// `case` compiled by cgrs, written to `work` as `NAME.glsl` beside cgc's
/// program as Mesa can run it (`NAME.asm`), with its `--range` options.
fn prepare(case: Case, work: &Path, name: &str, listed_ranges: &str) -> Result<Judged, String> {
    let read = |path: &str| {
        std::fs::read_to_string(root().join(path))
            .unwrap_or_else(|e| panic!("{path} is part of the repository: {e}"))
    };
    let text = compile(&case)?;
    std::fs::create_dir_all(work).expect("a scratch directory under target/");
    let glsl = work.join(format!("{name}.glsl"));
    std::fs::write(&glsl, text).expect("the scratch directory is writable");
    let reference = work.join(format!("{name}.asm"));
    std::fs::write(&reference, runnable_reference(&read(&case.reference)))
        .expect("the scratch directory is writable");
    let ranges = ranges(&case.file, &read(&case.file), listed_ranges);
    Ok(Judged {
        case,
        glsl,
        reference,
        ranges,
    })
}

/// Check each verdict against the exceptions file `path`: a case must be
/// judged equivalent or be listed with its verdict, and every listed case
/// must be judged. Failures go to `failures`; the result is the tally of
/// verdicts per profile label (`glslf@130`).
fn check_verdicts(
    programs: &[Judged],
    verdicts: &[Verdict],
    path: &str,
    failures: &mut Vec<String>,
) -> BTreeMap<(String, String), usize> {
    let mut listed = exceptions(path);
    let mut tally = BTreeMap::new();
    for (Judged { case, .. }, verdict) in programs.iter().zip(verdicts) {
        *tally
            .entry((case.label(), verdict.verdict.clone()))
            .or_default() += 1;
        match listed.remove(&case.key()) {
            Some(expected) if expected == verdict.verdict => {}
            Some(expected) => failures.push(format!(
                "{}: listed in {path} as {expected}, judged {}\n{}",
                case.key(),
                verdict.verdict,
                verdict.report
            )),
            None if verdict.verdict == "equivalent" => {}
            None => failures.push(format!(
                "{}: judged {}\n{}",
                case.key(),
                verdict.verdict,
                verdict.report
            )),
        }
    }
    // (cgrs's refusals are the caller's to check)
    for (key, _) in listed.iter().filter(|(_, v)| !v.starts_with("refused:")) {
        failures.push(format!("{path} lists {key}, which is not a judged case"));
    }
    tally
}

#[test]
fn glsl_programs_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let started = Instant::now();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa");
    let mut programs = Vec::new();
    let mut failures = Vec::new();
    let listed_ranges = std::fs::read_to_string(root().join(RANGES))
        .unwrap_or_else(|e| panic!("{RANGES} is part of the repository: {e}"));
    for (i, case) in cases().into_iter().enumerate() {
        let key = case.key();
        let name = format!("{i}.{}", case.profile);
        match prepare(case, &work, &name, &listed_ranges) {
            Ok(judged) => programs.push(judged),
            Err(error) => failures.push(format!("{key}: cgrs fails: {error}")),
        }
    }
    let verdicts = judge_all(judge, &programs);
    let tally = check_verdicts(&programs, &verdicts, EXCEPTIONS, &mut failures);
    eprintln!(
        "glsl_mesa: {} programs judged in {:.0?}: {tally:?}",
        programs.len(),
        started.elapsed()
    );
    assert!(
        programs.len() >= 300,
        "only {} programs judged",
        programs.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The cases of `named_interface_programs_compute_what_cgc_arb_programs_compute`
/// that are not judged equivalent, as EXCEPTIONS lists those of 1.10; the
/// PROFILE field carries the version (`glslf@130`), and a program cgrs
/// refuses is listed with the verdict `refused:CODE`.
const NAMED_EXCEPTIONS: &str = "tests/glsl/mesa_exceptions_named.txt";

/// The versions of the 1.30 interface family judged.
const NAMED_VERSIONS: [&str; 4] = ["130", "140", "150", "330"];

/// The ES profile of a desktop GLSL profile.
fn es_profile(profile: &str) -> &'static str {
    if profile == "glslv" {
        "glesv"
    } else {
        "glesf"
    }
}

/// `text` without its `#version` line and the `layout(location = N) ` of
/// its fragment outputs (3.30 gives them locations).
fn without_version(text: &str) -> String {
    text.lines()
        .filter(|line| !line.starts_with("#version "))
        .map(|line| match line.strip_prefix("layout(location = ") {
            Some(rest) => rest.split_once(") ").map_or(line, |(_, decl)| decl),
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The interfaces without built-ins: every case of
/// `glsl_programs_compute_what_cgc_arb_programs_compute` compiled by cgrs
/// for glslv/glslf at `-po version=130` (inputs and outputs `in`/`out`
/// variables named `cg_Vertex`, `cg_TexCoord0`, `cg_FragColor`, or after
/// the semantic) and for glesv/glesf (`attribute`/`varying` named after the
/// semantic or the register, `TEX0`, `COL0`), judged by `glcheck
/// diff-glsl` against cgc's ARB program of the same source as at 1.10: the
/// judge feeds each named input the values of the ARB register of the same
/// Cg name and compares each named output with the ARB result register it
/// stands for. The programs of tests/glsl/cases are judged at 1.40, 1.50 and
/// 3.30 too (Mesa compiles them in its compatibility context, with the
/// language of their `#version`), and so is every other case whose text at
/// those versions is not its 1.30 text under another `#version` line (and
/// at 3.30 with `layout(location = N)` on the fragment outputs). Every program must be judged equivalent
/// or be listed in NAMED_EXCEPTIONS.
#[test]
fn named_interface_programs_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let started = Instant::now();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_named");
    let listed_ranges = std::fs::read_to_string(root().join(RANGES))
        .unwrap_or_else(|e| panic!("{RANGES} is part of the repository: {e}"));
    let mut programs = Vec::new();
    let mut failures = Vec::new();
    let mut refused: Vec<(String, String)> = Vec::new();
    let mut same_text = 0;
    for (i, base) in cases().into_iter().enumerate() {
        let mut variants = vec![Case {
            profile: es_profile(base.profile),
            ..base.clone()
        }];
        let glsl_case = base.file.starts_with("tests/glsl/cases/");
        let at_130 = compile(&Case {
            version: Some("130"),
            ..base.clone()
        });
        for version in NAMED_VERSIONS {
            let case = Case {
                version: Some(version),
                ..base.clone()
            };
            if version != "130" && !glsl_case {
                // The same program as at 1.30 but for the version line needs
                // no judging again; another one (state read from uniforms
                // from 1.40 on, where 1.30 has built-ins) does.
                match (&at_130, compile(&case)) {
                    (Ok(a), Ok(b)) if without_version(a) == without_version(&b) => {
                        same_text += 1;
                        continue;
                    }
                    (Err(_), Err(_)) => continue,
                    _ => {}
                }
            }
            variants.push(case);
        }
        for case in variants {
            let key = case.key();
            let name = format!("{i}.{}", case.label().replace('@', ".v"));
            match prepare(case, &work, &name, &listed_ranges) {
                Ok(judged) => programs.push(judged),
                Err(error) => refused.push((key, error)),
            }
        }
    }
    let verdicts = judge_all(judge, &programs);
    let mut tally = check_verdicts(&programs, &verdicts, NAMED_EXCEPTIONS, &mut failures);
    // A program cgrs refuses (GLSL ES has no 1D or RECT textures...) must be
    // listed as refused with its error code.
    let mut listed = exceptions(NAMED_EXCEPTIONS);
    listed.retain(|_, verdict| verdict.starts_with("refused:"));
    for (key, error) in &refused {
        let code = error.split(':').next().unwrap_or("");
        let verdict = format!("refused:{code}");
        let profile = key.rsplit(' ').next().unwrap_or("").to_string();
        *tally.entry((profile, verdict.clone())).or_default() += 1;
        match listed.remove(key) {
            Some(expected) if expected == verdict => {}
            Some(expected) => failures.push(format!(
                "{key}: listed in {NAMED_EXCEPTIONS} as {expected}, cgrs fails: {error}"
            )),
            None => failures.push(format!("{key}: cgrs fails: {error}")),
        }
    }
    for key in listed.keys() {
        failures.push(format!(
            "{NAMED_EXCEPTIONS} lists {key} as refused, which cgrs compiles"
        ));
    }
    eprintln!(
        "glsl_mesa: {} programs with named interfaces judged in {:.0?} \
         ({same_text} more at 1.40/1.50/3.30 are the 1.30 text): {tally:?}",
        programs.len(),
        started.elapsed()
    );
    let count = |profile: &str| {
        tally
            .iter()
            .filter(|((label, verdict), _)| label == profile && verdict == "equivalent")
            .map(|(_, n)| n)
            .sum::<usize>()
    };
    for (profile, least) in [
        ("glslv@130", 150),
        ("glslf@130", 100),
        ("glesv", 150),
        ("glesf", 80),
        ("glslv@330", 20),
        ("glslf@330", 20),
    ] {
        let equal = count(profile);
        assert!(
            equal >= least,
            "only {equal} {profile} programs judged equivalent"
        );
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The entries of the lookup cases whose cgc program Mesa rejects, so that
/// only cgrs's compiles: the case, the entry, and why.
const LOOKUPS_CGC_REJECTED: [(&str, &str, &str); 10] = [
    (
        "lib_tex_vertex_forms.cg",
        "main_bias",
        "cgc prints a bias argument, which GLSL takes in no vertex shader",
    ),
    (
        "lib_tex_vertex_forms.cg",
        "main_cube_proj",
        "cgc prints texCUBEproj, no GLSL function",
    ),
    (
        "lib_tex_vertex_forms.cg",
        "main_rect_lod",
        "cgc prints texRECTlod, no GLSL function",
    ),
    (
        "lib_tex_fragment_forms.cg",
        "main_lod",
        "cgc prints texture2DLod in a fragment shader without GL_ARB_shader_texture_lod",
    ),
    (
        "lib_tex_fragment_forms.cg",
        "main_lod_more",
        "cgc prints texture1DLod in a fragment shader without GL_ARB_shader_texture_lod",
    ),
    (
        "lib_tex_fragment_forms.cg",
        "main_bias_more",
        "cgc prints texRECTlod for texRECTbias, no GLSL function",
    ),
    (
        "lib_tex_fragment_lod.cg",
        "main",
        "cgc prints texture2DLod in a fragment shader without GL_ARB_shader_texture_lod",
    ),
    (
        "lib_derivatives_vertex.cg",
        "main_ddx",
        "cgc prints dFdx/dFdy in a vertex shader, which GLSL has in fragment shaders only",
    ),
    // With `#extension GL_ARB_shader_texture_lod : enable` added after its
    // `#version 110`, cgc's program is judged equivalent to cgrs's (seed 1).
    (
        "lib_tex_glsl_names.cg",
        "fmain_lod",
        "cgc prints texture2DLod/textureCubeLod for GLSL's names in a fragment shader \
         without GL_ARB_shader_texture_lod",
    ),
    // With them spelled shadow2DLod/shadow2D on a sampler2DShadow (and the
    // extension), cgc's program is judged equivalent to cgrs's (seed 1).
    (
        "lib_tex_glsl_names.cg",
        "fmain_shadow",
        "cgc prints tex2Dcmplod/tex2Dcmpbias, no GLSL function, for shadow2DLod and \
         shadow2D(s, p, bias)",
    ),
];

/// The cases of texture lookups no ARB program can make: in vertex
/// programs (arbvp1 rejects every lookup), and at a level or with
/// derivatives in fragment programs (arbfp1 rejects them, and ddx/ddy), and
/// of ddx/ddy in vertex programs.
const GLSL_ONLY_CASES: [(&str, &str); 11] = [
    ("lib_tex_vertex_forms.cg", "glslv"),
    ("lib_tex_vertex.cg", "glslv"),
    ("lib_tex_fragment_forms.cg", "glslf"),
    ("lib_tex_fragment_lod.cg", "glslf"),
    ("lib_derivatives.cg", "glslf"),
    ("lib_derivatives_vertex.cg", "glslv"),
    // GLSL's names of these lookups (issue 42), which arbvp1 and arbfp1
    // reject (C3004) in every form.
    ("lib_tex_glsl_names.cg", "glslv"),
    ("lib_tex_glsl_names.cg", "glslf"),
    // ARB_shader_texture_lod's names of the derivative lookups: C3004 in
    // arbfp1.
    ("lib_tex_grad_arb_names.cg", "glslf"),
    // Integer bit operations: C5508 in arbvp1 and arbfp1.
    ("int_bit_operations.cg", "glslv"),
    ("int_bit_operations.cg", "glslf"),
];

/// What cgc's GLSL profiles compute where no ARB program can: cgrs's
/// glslv/glslf program of every case of GLSL_ONLY_CASES is judged against
/// cgc's own glslv/glslf program (stored in tests/glsl/cgc) by
/// `glcheck diff-glsl-pair` (uniforms, samplers and inputs paired by Cg
/// name, as diff-glsl pairs them with the ARB program). The judge's
/// textures have one level and its fragments are one-pixel points, whose
/// derivatives are 0, so a lookup's level of detail is not measured, its
/// coordinates are. Where Mesa rejects cgc's program (LOOKUPS_CGC_REJECTED)
/// cgrs's must still compile: the judge checks ours first.
#[test]
fn glsl_only_lookups_compute_what_cgc_glsl_computes() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_glsl_only");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let manifest = glsl_manifest();
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let default_version = matches!(field("version").as_str(), "" | "default");
        let file = field("file");
        let Some(&(case_file, profile)) = GLSL_ONLY_CASES
            .iter()
            .find(|(case, profile)| file.ends_with(case) && field("profile") == *profile)
        else {
            continue;
        };
        if !default_version || field("cgc") != "ok" {
            continue;
        }
        let case = Case {
            file,
            entry: field("entry"),
            profile,
            version: None,
            reference: field("output"),
        };
        let ours = match compile(&case) {
            Ok(text) => text,
            Err(error) => {
                failures.push(format!("{}: cgrs fails: {error}", case.key()));
                continue;
            }
        };
        let glsl = work.join(format!("{case_file}.{}.glsl", case.entry));
        std::fs::write(&glsl, ours).expect("the scratch directory is writable");
        let verdict = batch.run(&[
            "diff-glsl-pair".to_string(),
            case.file.clone(),
            format!("--entry={}", case.entry),
            format!("--profile={profile}"),
            format!("--ours={}", glsl.to_string_lossy()),
            format!("--theirs-glsl={}", case.reference),
            "--seed=1".to_string(),
        ]);
        *tally.entry(verdict.verdict.clone()).or_default() += 1;
        let expected = if LOOKUPS_CGC_REJECTED
            .iter()
            .any(|(file, entry, _)| case.file.ends_with(file) && *entry == case.entry)
        {
            "error:theirs_rejected"
        } else {
            "equivalent"
        };
        if verdict.verdict != expected {
            failures.push(format!(
                "{}: judged {}, expected {expected}\n{}",
                case.key(),
                verdict.verdict,
                verdict.report
            ));
        }
    }
    batch.finish();
    eprintln!("glsl_mesa: GLSL-only lookups judged: {tally:?}");
    let judged: usize = tally.values().sum();
    assert!(judged >= 26, "only {judged} GLSL-only programs judged");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The glesf entries of tests/glsl/cases/lib_tex_fragment_forms.cg whose
/// cgrs program Mesa 22.3.6 rejects in an ES context: it lacks
/// GL_EXT_shader_texture_lod (`warning: extension ... unsupported`), which
/// GLSL ES 1.00 needs for texture2DLodEXT/texture2DGradEXT in a fragment
/// shader and ES drivers (and glslangValidator) have.
const ES_NEEDS_SHADER_TEXTURE_LOD: [&str; 2] = ["main_lod", "main_grad"];

/// Whether Mesa's ES context has GL_EXT_shader_texture_lod
/// (`glcheck-core --context es info`).
fn es_has_shader_texture_lod(judge: &Judge) -> bool {
    let out = Command::new(&judge.core)
        .args(["--context", "es", "info"])
        .output()
        .expect("glcheck-core runs");
    let info: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("glcheck-core --context es info: {e}"));
    info["extensions"]["GL_EXT_shader_texture_lod"] == true
}

/// cgrs's glesf programs of the fragment lookup cases compile and link in
/// Mesa's ES context (`glcheck parse-glsl --context es`; their lookups at a
/// level or with derivatives have no ARB program to be judged against), but
/// for the lookups that need GL_EXT_shader_texture_lod
/// (ES_NEEDS_SHADER_TEXTURE_LOD) where Mesa's ES context lacks it (22.3.6
/// does): there they must be rejected, and once a Mesa has it, accepted.
#[test]
fn es_fragment_lookups_compile_in_mesa() {
    let Some(judge) = judge() else { return };
    let has_lod = es_has_shader_texture_lod(judge);
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_es_lookups");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let file = "tests/glsl/cases/lib_tex_fragment_forms.cg";
    let source = std::fs::read_to_string(root().join(file)).expect("the case exists");
    let entries: Vec<&str> = source
        .lines()
        .filter_map(|line| line.strip_prefix("// cgrs-test: entry="))
        .filter(|rest| rest.contains("profiles=glesf"))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let mut compiled = 0;
    for entry in entries {
        let case = Case {
            file: file.to_string(),
            entry: entry.to_string(),
            profile: "glesf",
            version: None,
            reference: String::new(),
        };
        // The ES refusals of targets GLSL ES lacks are glsl_profiles' to check.
        let Ok(ours) = compile(&case) else { continue };
        compiled += 1;
        let glsl = work.join(format!("{entry}.glsl"));
        std::fs::write(&glsl, ours).expect("the scratch directory is writable");
        let verdict = batch.run(&[
            "parse-glsl".to_string(),
            glsl.to_string_lossy().into_owned(),
            "--stage=fragment".to_string(),
            "--context=es".to_string(),
        ]);
        let accepted = verdict.summary()["ok"] == true;
        if accepted != (has_lod || !ES_NEEDS_SHADER_TEXTURE_LOD.contains(&entry)) {
            failures.push(format!(
                "{file} {entry} glesf: Mesa's ES context (GL_EXT_shader_texture_lod: {has_lod}) \
                 says ok={accepted}\n{}",
                verdict.report
            ));
        }
    }
    batch.finish();
    assert!(compiled >= 4, "only {compiled} glesf programs compiled");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// cgrs's programs reading the system values (tests/glsl/cases/
/// sem_vin_system_values.cg, sem_fin_primitive_id.cg: gl_InstanceID,
/// gl_VertexID, gl_PrimitiveID, through GL_EXT_gpu_shader4 below the
/// version that has them in core) compile and link in Mesa at every version
/// glsl_profiles compares with cgc's. No ARB program reads them, so there is
/// nothing to judge their values against.
#[test]
fn system_value_programs_compile_in_mesa() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_system_values");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let runs = [
        (
            "sem_vin_system_values",
            "glslv",
            "vertex",
            vec![None, Some("120"), Some("130"), Some("140"), Some("330")],
        ),
        (
            "sem_fin_primitive_id",
            "glslf",
            "fragment",
            vec![None, Some("130"), Some("140"), Some("150")],
        ),
    ];
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let mut compiled = 0;
    for (name, profile, stage, versions) in runs {
        for version in versions {
            let case = Case {
                file: format!("tests/glsl/cases/{name}.cg"),
                entry: "main".to_string(),
                profile,
                version,
                reference: String::new(),
            };
            let what = format!("{name} {profile} -po version={version:?}");
            let ours = match compile(&case) {
                Ok(ours) => ours,
                Err(error) => {
                    failures.push(format!("{what}: {error}"));
                    continue;
                }
            };
            compiled += 1;
            let glsl = work.join(format!("{name}.{}.glsl", version.unwrap_or("default")));
            std::fs::write(&glsl, ours).expect("the scratch directory is writable");
            let verdict = batch.run(&[
                "parse-glsl".to_string(),
                glsl.to_string_lossy().into_owned(),
                format!("--stage={stage}"),
            ]);
            if verdict.summary()["ok"] != true {
                failures.push(format!("{what}: Mesa refuses it\n{}", verdict.report));
            }
        }
    }
    batch.finish();
    assert_eq!(compiled, 9, "the system-value programs: {failures:?}");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Interpolation modifiers (tests/glsl/cases/sem_interpolation.cg): cgrs's
/// vertex and fragment programs link as a pair in Mesa at every version
/// glsl_profiles checks their qualifiers at (1.10, 1.20, 1.30, 3.30; ES in
/// an ES context), where cgc's 1.10 program redeclares a built-in Mesa
/// refuses and its ES programs enable GL_EXT_gpu_shader4 after the
/// precision line; and each computes what cgc's ARB program of the same
/// source without the modifiers (sem_interpolation_plain.cg; the ARB
/// profiles take none) computes. (cgc's own GLSL cannot be the reference:
/// it reads and writes a matrix varying's first row's `x` only.)
#[test]
fn interpolation_modifier_programs_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_interpolation");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let file = "tests/glsl/cases/sem_interpolation.cg";
    let reference = |entry: &str, arb: &str| {
        root().join(format!(
            "tests/glsl/cgc/sem_interpolation_plain.{entry}.{arb}.asm"
        ))
    };
    let runs = [
        ("glslv", "glslf", None, "compat"),
        ("glslv", "glslf", Some("120"), "compat"),
        ("glslv", "glslf", Some("130"), "compat"),
        ("glslv", "glslf", Some("330"), "compat"),
        ("glesv", "glesf", None, "es"),
    ];
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let mut judged = 0;
    for (vertex, fragment, version, context) in runs {
        let mut pair = Vec::new();
        for (profile, entry, arb) in [(vertex, "vmain", "arbvp1"), (fragment, "fmain", "arbfp1")] {
            let case = Case {
                file: file.to_string(),
                entry: entry.to_string(),
                profile,
                version,
                reference: String::new(),
            };
            let glsl = work.join(format!(
                "{entry}.{profile}.{}.glsl",
                version.unwrap_or("default")
            ));
            judged += judge_equivalent(
                &mut batch,
                &case,
                glsl.clone(),
                &reference(entry, arb),
                &mut failures,
            );
            pair.push(glsl.to_string_lossy().into_owned());
        }
        let verdict = batch.run(&[
            "pair-glsl".to_string(),
            pair[0].clone(),
            pair[1].clone(),
            format!("--context={context}"),
        ]);
        if verdict.summary()["ok"] != true {
            failures.push(format!(
                "{vertex}/{fragment} -po version={version:?}: the pair does not link\n{}",
                verdict.report
            ));
        }
    }
    batch.finish();
    assert_eq!(judged, 10, "sem_interpolation's programs: {failures:?}");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Compiles `case` into `glsl` and judges it against cgc's ARB program at
/// `reference`: 1 where it was judged (a failure is noted unless it is
/// equivalent), 0 where cgrs fails to compile it (noted as a failure).
fn judge_equivalent(
    batch: &mut Batch,
    case: &Case,
    glsl: PathBuf,
    reference: &Path,
    failures: &mut Vec<String>,
) -> usize {
    let text = match compile(case) {
        Ok(text) => text,
        Err(error) => {
            failures.push(format!("{}: cgrs fails: {error}", case.key()));
            return 0;
        }
    };
    std::fs::write(&glsl, text).expect("the scratch directory is writable");
    let verdict = batch.diff_glsl(&Judged {
        case: case.clone(),
        glsl,
        reference: reference.to_path_buf(),
        ranges: Vec::new(),
    });
    if verdict.verdict != "equivalent" {
        failures.push(format!(
            "{}: judged {}\n{}",
            case.key(),
            verdict.verdict,
            verdict.report
        ));
    }
    1
}

/// The cases of OpenGL state in every interface family (docs/glsl-cgc.md
/// §5.5): uniforms bound by `: state.X`, and glstate.
const STATE_CASES: [&str; 2] = [
    "tests/glsl/cases/state_semantics.cg",
    "tests/glsl/cases/glstate_versions.cg",
];

/// OpenGL state where GLSL has no built-ins: the glesv/glesf programs of
/// STATE_CASES (a uniform per state leaf) compute what cgc's arbvp1/arbfp1
/// program computes, judged by `glcheck diff-glsl`, which sets each
/// uniform a `//var` line binds to `state.X` to the value the ARB program
/// reads (and compiles cgc's ES text as `#version 100`); so are the
/// glslv/glslf programs at 1.30, 1.40, 1.50 and 3.30 (`in`/`out` variables
/// named `cg_Vertex`, `cg_FrontColor`..., fed and read as the ARB registers
/// they stand for), whose state is uniforms too. (The 1.10 programs are
/// judged with every case by
/// `glsl_programs_compute_what_cgc_arb_programs_compute`.)
#[test]
fn state_uniforms_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_state");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let mut judged = 0;
    let mut judged_named = 0;
    for file in STATE_CASES {
        for (entry, es, arb) in [
            ("main_vertex", "glesv", "arbvp1"),
            ("main_fragment", "glesf", "arbfp1"),
        ] {
            let stem = file
                .trim_start_matches("tests/glsl/cases/")
                .trim_end_matches(".cg");
            let case = Case {
                file: file.to_string(),
                entry: entry.to_string(),
                profile: es,
                version: None,
                reference: format!("tests/glsl/cgc/{stem}.{entry}.{arb}.asm"),
            };
            let reference = work.join(format!("{stem}.{entry}.asm"));
            let asm = std::fs::read_to_string(root().join(&case.reference))
                .expect("cgc's ARB program is part of the repository");
            std::fs::write(&reference, runnable_reference(&asm))
                .expect("the scratch directory is writable");
            let glsl = work.join(format!("{stem}.{entry}.{es}.glsl"));
            judged += judge_equivalent(&mut batch, &case, glsl, &reference, &mut failures);
            let desktop = if es == "glesv" { "glslv" } else { "glslf" };
            for version in NAMED_VERSIONS {
                let case = Case {
                    profile: desktop,
                    version: Some(version),
                    ..case.clone()
                };
                let glsl = work.join(format!("{stem}.{entry}.{desktop}.v{version}.glsl"));
                judged_named +=
                    judge_equivalent(&mut batch, &case, glsl, &reference, &mut failures);
            }
        }
    }
    batch.finish();
    assert_eq!(
        (judged, judged_named),
        (4, 16),
        "the programs of STATE_CASES"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The entries of tests/glsl/cases/sem_fin_point_coord.cg (POINTCOORD on
/// fragment inputs: a parameter, struct members, a lower-case spelling, a
/// `float4`).
const POINT_COORD_ENTRIES: [&str; 5] = [
    "main_param",
    "main_struct",
    "main_kept",
    "main_written",
    "main_wide",
];

/// A point sprite's coordinate (POINTCOORD): cgrs's glslf programs at
/// `-po version=120`, the first version that reads `gl_PointCoord`, compute
/// what cgc's arbfp1 program computes (the judge feeds `gl_PointCoord` the
/// values of the ARB texture coordinate of the same Cg name, as (s, t, 0,
/// 1), what a point sprite's coordinate replaces it with), and the glesf
/// programs, which read `varying vec4 POINTCOORD;`, compile and link in
/// Mesa's ES context. (1.10, 1.30 to 3.30 and ES in the compatibility
/// context are judged with every case.)
#[test]
fn point_coord_programs_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_point_coord");
    std::fs::create_dir_all(&work).expect("a scratch directory under target/");
    let mut batch = judge.batch();
    let mut failures = Vec::new();
    let (mut judged, mut compiled_es) = (0, 0);
    let file = "tests/glsl/cases/sem_fin_point_coord.cg";
    for entry in POINT_COORD_ENTRIES {
        let case = Case {
            file: file.to_string(),
            entry: entry.to_string(),
            profile: "glslf",
            version: Some("120"),
            reference: format!("tests/glsl/cgc/sem_fin_point_coord.{entry}.arbfp1.asm"),
        };
        let reference = work.join(format!("{entry}.asm"));
        let asm = std::fs::read_to_string(root().join(&case.reference))
            .expect("cgc's ARB program is part of the repository");
        std::fs::write(&reference, runnable_reference(&asm))
            .expect("the scratch directory is writable");
        let glsl = work.join(format!("{entry}.v120.glsl"));
        judged += judge_equivalent(&mut batch, &case, glsl, &reference, &mut failures);
        let es = Case {
            profile: "glesf",
            version: None,
            ..case
        };
        let ours = match compile(&es) {
            Ok(ours) => ours,
            Err(error) => {
                failures.push(format!("{}: cgrs fails: {error}", es.key()));
                continue;
            }
        };
        compiled_es += 1;
        let glsl = work.join(format!("{entry}.glesf.glsl"));
        std::fs::write(&glsl, ours).expect("the scratch directory is writable");
        let verdict = batch.run(&[
            "parse-glsl".to_string(),
            glsl.to_string_lossy().into_owned(),
            "--stage=fragment".to_string(),
            "--context=es".to_string(),
        ]);
        if verdict.summary()["ok"] != true {
            failures.push(format!(
                "{}: Mesa's ES context refuses it\n{}",
                es.key(),
                verdict.report
            ));
        }
    }
    batch.finish();
    assert_eq!((judged, compiled_es), (5, 5), "the POINTCOORD programs");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Integer vertex attributes (tests/glsl/cases/sem_vin_integer_*.cg,
/// docs/glsl-cgc.md §5.1b): the glslv programs at 1.10, 1.20, 1.30, 1.50
/// and 3.30 and the glesv programs compute what cgc's arbvp1 program
/// computes, each declared integer attribute fed integers with
/// glVertexAttribI4i/ui as an application feeds it (glcheck's `attrint`),
/// the ARB program the same values as floats; the 3.30 programs compile in
/// a core context, the glesv ones (vec4 attributes: ES 1.00 has no integer
/// ones) in an ES context.
#[test]
fn integer_attribute_programs_compute_what_cgc_arb_programs_compute() {
    let Some(judge) = judge() else { return };
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("glsl_mesa_integer_attributes");
    let listed_ranges = std::fs::read_to_string(root().join(RANGES)).expect("the ranges file");
    // (file, entry, judged in GLSL ES too)
    let entries = [
        ("sem_vin_integer_skinning", "skin_struct", true),
        ("sem_vin_integer_skinning", "skin_attr", true),
        ("sem_vin_integer_instancing", "main", true),
        ("sem_vin_integer_types", "main", true),
        // cgc's arbvp1 reads an integer matrix's floats unconverted, cgrs
        // truncates them: equal only where the attributes hold integers.
        ("sem_vin_integer_types", "rows", false),
    ];
    let runs: [(&str, Option<&str>, Option<&str>); 6] = [
        ("glslv", None, None),
        ("glslv", Some("120"), None),
        ("glslv", Some("130"), None),
        ("glslv", Some("150"), None),
        ("glslv", Some("330"), Some("core")),
        ("glesv", None, Some("es")),
    ];
    let mut programs = Vec::new();
    let mut failures = Vec::new();
    let mut contexts = Vec::new();
    for (file, entry, es) in entries {
        for (profile, version, context) in runs {
            if profile == "glesv" && !es {
                continue;
            }
            let case = Case {
                file: format!("tests/glsl/cases/{file}.cg"),
                entry: entry.to_string(),
                profile,
                version,
                reference: format!("tests/glsl/cgc/{file}.{entry}.arbvp1.asm"),
            };
            let name = format!("{file}.{entry}.{}", case.label());
            match prepare(case.clone(), &work, &name, &listed_ranges) {
                Ok(judged) => {
                    if let Some(context) = context {
                        contexts.push((case.key(), judged.glsl.clone(), context));
                    }
                    programs.push(judged);
                }
                Err(error) => failures.push(format!("{}: cgrs fails: {error}", case.key())),
            }
        }
    }
    let mut batch = judge.batch();
    for judged in &programs {
        let verdict = batch.diff_glsl(judged);
        if verdict.verdict != "equivalent" {
            failures.push(format!(
                "{}: judged {}\n{}",
                judged.case.key(),
                verdict.verdict,
                verdict.report
            ));
        }
    }
    for (key, glsl, context) in &contexts {
        let verdict = batch.run(&[
            "parse-glsl".to_string(),
            glsl.to_string_lossy().into_owned(),
            "--stage=vertex".to_string(),
            format!("--context={context}"),
        ]);
        if verdict.summary()["ok"] != true {
            failures.push(format!(
                "{key}: Mesa's {context} context refuses it\n{}",
                verdict.report
            ));
        }
    }
    batch.finish();
    assert_eq!(
        programs.len(),
        29,
        "the integer-attribute programs: {failures:?}"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
