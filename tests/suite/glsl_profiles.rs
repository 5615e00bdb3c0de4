//! The GLSL profiles on the repository's shaders: every case of
//! tests/reference/manifest.json that cgc compiles for arbvp1 compiles for
//! glslv and glesv, every arbfp1 case for glslf and glesf (glslv/glslf also
//! at `-po version=130`, `150` and `330`), without panics; the only refusal
//! allowed is GLSL ES's missing texture targets, and only where cgc's arbfp1
//! program of the case samples such a target. Each program's `//var` lines
//! name uniforms the text declares, and when `glslangValidator` is on PATH
//! every program is compiled by it (the stage from the profile; ES programs
//! have no `#version`, so it reads them as GLSL ES 1.00). Mesa's verdicts
//! (`glcheck parse-glsl`/`pair-glsl`/`diff-glsl`) are measured by
//! scripts/glsl_measure.py, too slow for every run (docs/glsl-cgc.md §10).

use crate::e2e_support::{glsl_manifest, has_glslang, root};
use cgrs::driver::{self, apply_profile_options, CompileOptions};
use cgrs::profile::ProfileRef;
use cgrs::span::SourceMap;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// One GLSL compile of a manifest case.
struct Emitted {
    what: String,
    stage: &'static str,
    text: String,
}

/// A GLSL profile and its `-po version`, if any.
type Target = (&'static str, Option<&'static str>);

/// The profiles (and `-po version`) a case of `arb_profile` is compiled for.
fn glsl_targets(arb_profile: &str) -> Option<(&'static str, Vec<Target>)> {
    let (stage, desktop, es) = match arb_profile {
        "arbvp1" => ("vert", "glslv", "glesv"),
        "arbfp1" => ("frag", "glslf", "glesf"),
        _ => return None,
    };
    Some((
        stage,
        vec![
            (desktop, None),
            (desktop, Some("130")),
            (desktop, Some("150")),
            (desktop, Some("330")),
            (es, None),
        ],
    ))
}

/// Compile `file`'s `entry` for `profile` (with `-po version=N`): the text,
/// or the first error as `Cnnnn: message`.
fn compile(
    file: &str,
    entry: &str,
    profile: &str,
    version: Option<&str>,
) -> Result<String, String> {
    let mut sources = SourceMap::new();
    let main = sources
        .load(&root().join(file))
        .map_err(|e| format!("cannot read {file}: {e}"))?;
    let builtin = ProfileRef::builtin(profile).expect("a GLSL profile");
    let (profile, warnings) = apply_profile_options(builtin, version.map(|v| ("version", Some(v))));
    assert!(
        warnings.is_empty(),
        "{profile:?} -po version={version:?}: {warnings:?}"
    );
    let options = CompileOptions::new(profile, Some(entry));
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

/// Whether cgc's ARB program samples a target GLSL ES 1.00 lacks.
fn samples_target_es_lacks(asm: &str) -> bool {
    asm.lines()
        .filter(|l| l.starts_with("TEX") || l.starts_with("TXP") || l.starts_with("TXB"))
        .any(|l| {
            let target = l
                .trim_end_matches(';')
                .rsplit(',')
                .next()
                .unwrap_or("")
                .trim();
            matches!(target, "1D" | "RECT" | "SHADOW1D" | "SHADOWRECT")
        })
}

/// Every uniform `//var` line's GLSL name (`_mvp1` of `_mvp1[0], 4`,
/// `_s1` of `_s1._k`) is declared `uniform` in the text.
fn header_names_are_declared(text: &str) -> Result<(), String> {
    let declared: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("uniform "))
        .filter_map(|rest| rest.trim_end_matches(';').split_whitespace().last())
        .map(|name| name.split('[').next().unwrap_or(name))
        .collect();
    for line in text.lines().filter(|l| l.starts_with("//var ")) {
        let fields: Vec<&str> = line.split(" : ").collect();
        let (semantic, resource) = (fields.get(1).copied().unwrap_or(""), fields.get(2).copied());
        let Some(resource) = resource else { continue };
        if !semantic.trim().is_empty() || !resource.starts_with('_') {
            continue; // a varying, or an unreferenced uniform
        }
        let base = resource
            .split(['[', '.', ',', ' '])
            .next()
            .unwrap_or(resource);
        if !declared.contains(&base) {
            return Err(format!("`{line}` names {base}, which is not declared"));
        }
    }
    Ok(())
}

/// Reference cases cgc's GLSL vertex profiles reject, as cgrs does: they
/// take `half` and `fixed` forms the assembly vertex profiles lack, so
/// `min(int, int)` and `abs(int)` tie there (C1101; `cgc -profile glslv
/// -entry vmain tests/shaders/stdlib/int_args.cg`).
/// `tests/suite/glsl_mesa.rs` judges none of them.
pub(crate) const GLSL_VERTEX_REJECTED: &[(&str, &str)] =
    &[("tests/shaders/stdlib/int_args.cg", "vmain")];

fn emitted_programs() -> Vec<Emitted> {
    let text = std::fs::read_to_string(root().join("tests/reference/manifest.json"))
        .expect("tests/reference/manifest.json is part of the repository");
    let manifest: Vec<serde_json::Value> = serde_json::from_str(&text).expect("a JSON array");
    let mut emitted = Vec::new();
    let mut failures = Vec::new();
    let mut refused_es = 0;
    for case in &manifest {
        let field = |name: &str| case[name].as_str().unwrap_or("").to_string();
        if field("cgc") != "ok" {
            continue;
        }
        let Some((stage, targets)) = glsl_targets(&field("profile")) else {
            continue;
        };
        let (file, entry) = (field("file"), field("entry"));
        let reference = std::fs::read_to_string(root().join(field("output"))).unwrap_or_default();
        let rejected = GLSL_VERTEX_REJECTED.contains(&(file.as_str(), entry.as_str()));
        for (profile, version) in targets {
            let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
            if rejected {
                if !compile(&file, &entry, profile, version).is_err_and(|e| e.starts_with("C1101"))
                {
                    failures.push(format!("{what}: compiles, where cgc reports C1101"));
                }
                continue;
            }
            match compile(&file, &entry, profile, version) {
                Ok(text) => {
                    if let Err(problem) = header_names_are_declared(&text) {
                        failures.push(format!("{what}: {problem}"));
                    }
                    emitted.push(Emitted { what, stage, text });
                }
                Err(error)
                    if profile.starts_with("gles")
                        && error.starts_with("C5051")
                        && error.contains("textures are not supported in profile")
                        && samples_target_es_lacks(&reference) =>
                {
                    refused_es += 1;
                }
                Err(error) => failures.push(format!("{what}: {error}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(emitted.len() > 1000, "only {} GLSL programs", emitted.len());
    eprintln!(
        "{} GLSL programs; {refused_es} ES refusals of 1D/RECT targets",
        emitted.len()
    );
    emitted
}

#[test]
fn reference_cases_compile_for_the_glsl_profiles() {
    let emitted = emitted_programs();
    let unchecked = format!(
        "the {} programs were not compiled by a GLSL front end",
        emitted.len()
    );
    if !has_glslang(&unchecked) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("cgrs-glsl-profiles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let paths: Vec<_> = emitted
        .iter()
        .enumerate()
        .map(|(index, program)| {
            let path = dir.join(format!("p{index}.{}", program.stage));
            std::fs::write(&path, &program.text).expect("the program written");
            path
        })
        .collect();
    let validate = |paths: &[std::path::PathBuf]| {
        Command::new("glslangValidator")
            .args(paths)
            .output()
            .expect("glslangValidator runs")
    };
    // Many files per run (each is its own compilation unit); a batch that
    // fails is run file by file to say which.
    let mut rejected = Vec::new();
    for (batch, chunk) in paths.chunks(100).enumerate() {
        if validate(chunk).status.success() {
            continue;
        }
        for (offset, path) in chunk.iter().enumerate() {
            let output = validate(std::slice::from_ref(path));
            if !output.status.success() {
                rejected.push(format!(
                    "{}:\n{}",
                    emitted[batch * 100 + offset].what,
                    String::from_utf8_lossy(&output.stdout)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        rejected.is_empty(),
        "glslangValidator rejects {} of {} programs:\n{}",
        rejected.len(),
        emitted.len(),
        rejected.join("\n")
    );
}

/// The header lines a loader reads: `//semantic`, `//var`, `#version`.
fn interface_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| {
            l.starts_with("//var ") || l.starts_with("//semantic ") || l.starts_with("#version")
        })
        .collect()
}

/// The `#extension` names of a program.
fn extensions(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.strip_prefix("#extension "))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect()
}

/// Texture lookups in vertex programs (tests/glsl/cases/lib_tex_vertex*.cg,
/// cgc's programs in tests/glsl/cgc): where cgc compiles a glslv/glesv
/// program, cgrs compiles it with the same `//semantic`, `//var` and
/// `#version` lines and at least cgc's `#extension` lines (ES refuses the 1D
/// and RECT targets GLSL ES lacks, and enables GL_OES_texture_3D for 3D,
/// docs/glsl-cgc.md §6.1), prints no bias argument (GLSL takes none in a
/// vertex shader) and no `texRECTlod` (no such function); where cgc's
/// arbvp1 rejects the lookups, cgrs's arbvp1 prints cgc's errors.
#[test]
fn vertex_texture_lookups_match_cgc() {
    let manifest = glsl_manifest();
    let mut failures = Vec::new();
    let mut checked = 0;
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        if !file.contains("/lib_tex_vertex") {
            continue;
        }
        let version = field("version");
        let version = (!version.is_empty() && version != "default").then_some(version.as_str());
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        checked += 1;
        if field("cgc") != "ok" {
            // cgc's arbvp1 rejects each lookup; cgrs prints the same lines.
            let ours = errors(&file, &entry, &profile, version);
            let cgc: Vec<String> = theirs
                .lines()
                .filter_map(|l| l.split_once(" : error ").map(|(_, e)| format!("error {e}")))
                .collect();
            if ours.as_ref() != Some(&cgc) {
                failures.push(format!("{what}: cgc says {cgc:?}, cgrs {ours:?}"));
            }
            continue;
        }
        let ours = match compile(&file, &entry, &profile, version) {
            Ok(ours) => ours,
            Err(error)
                if profile.starts_with("gles")
                    && error.starts_with("C5051")
                    && (theirs.contains("uniform sampler1D")
                        || theirs.contains("uniform sampler2DRect")) =>
            {
                continue;
            }
            Err(error) => {
                failures.push(format!("{what}: {error}"));
                continue;
            }
        };
        if interface_lines(&ours) != interface_lines(&theirs) {
            failures.push(format!(
                "{what}: header\n{:#?}\ncgc's\n{:#?}",
                interface_lines(&ours),
                interface_lines(&theirs)
            ));
        }
        let missing: Vec<&str> = extensions(&theirs)
            .into_iter()
            .filter(|e| !extensions(&ours).contains(e))
            .collect();
        if !missing.is_empty() {
            failures.push(format!("{what}: no #extension {missing:?}"));
        }
        let biased = [
            "texture1D",
            "texture2D",
            "texture3D",
            "textureCube",
            "texture",
        ]
        .iter()
        .any(|name| argument_counts(&ours, name).iter().any(|&count| count > 2));
        if biased || ours.contains("texRECTlod") {
            failures.push(format!(
                "{what}: a lookup GLSL lacks in a vertex shader\n{ours}"
            ));
        }
    }
    assert!(checked >= 20, "only {checked} vertex texture runs");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The errors cgrs prints for `entry` of `file` in `profile` (with `-po
/// version=N`), as cgc's stderr lines read (`error C3004: ...`), or `None`
/// when it compiles.
fn errors(file: &str, entry: &str, profile: &str, version: Option<&str>) -> Option<Vec<String>> {
    let mut sources = SourceMap::new();
    let main = sources.load(&root().join(file)).expect("the case exists");
    let builtin = ProfileRef::builtin(profile).expect("a profile");
    let (profile, _) = apply_profile_options(builtin, version.map(|v| ("version", Some(v))));
    let compiled = driver::compile(
        &mut sources,
        main,
        &CompileOptions::new(profile, Some(entry)),
    );
    compiled.program.is_none().then(|| {
        compiled
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| format!("error C{:04}: {}", d.code, d.message))
            .collect()
    })
}

/// Lookups at a level, with a bias and with derivatives, and the
/// derivatives themselves, in fragment programs
/// (tests/glsl/cases/lib_tex_fragment_forms.cg, lib_tex_fragment_lod.cg,
/// lib_derivatives.cg) and in vertex programs (lib_derivatives_vertex.cg:
/// cgrs computes ddx/ddy there as 0, cgc prints dFdx/dFdy, which GLSL has in
/// fragment shaders only; cgc's programs in tests/glsl/cgc): where cgc
/// compiles a GLSL program, cgrs compiles it with the same
/// `//semantic`, `//var` and `#version` lines and cgc's `#extension` lines
/// but GL_EXT_gpu_shader4 (cgc's `texture2DGrad`; cgrs prints
/// ARB_shader_texture_lod's `texture2DGradARB`, which drivers without
/// EXT_gpu_shader4 take), and glslangValidator accepts it where cgc's 110
/// and ES programs are rejected (`texture2DLod` in a fragment shader without
/// an extension). ES refuses the targets GLSL ES lacks, and the lookups at a
/// level or with derivatives EXT_shader_texture_lod lacks (3D, depth
/// comparisons, gradients in a vertex shader). Where cgc rejects a program
/// (arbfp1, arbvp1, `fwidth` in glslv), cgrs prints cgc's errors.
#[test]
fn lookups_at_a_level_and_derivatives_match_cgc() {
    let manifest = glsl_manifest();
    let validator = has_glslang("the programs were not compiled by it");
    let dir = std::env::temp_dir().join(format!("cgrs-glsl-fragment-lod-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let mut failures = Vec::new();
    let (mut checked, mut refused, mut validated) = (0, 0, 0);
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        let cases = [
            "lib_tex_fragment_forms.cg",
            "lib_tex_fragment_lod.cg",
            "lib_derivatives.cg",
            "lib_derivatives_vertex.cg",
        ];
        if !cases.iter().any(|case| file.ends_with(case)) {
            continue;
        }
        let version = field("version");
        let version = (!version.is_empty() && version != "default").then_some(version.as_str());
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        checked += 1;
        if profile.starts_with("arb") || field("cgc") != "ok" {
            // The same errors, compared as sets: cgc reports a function the
            // profile lacks before those its arguments call (`tex2D(s, t,
            // ddx(t), ddy(t))`: tex2D first), cgrs after them (a known
            // difference of order, not of verdict or codes).
            let mut cgc: Vec<String> = theirs
                .lines()
                .filter_map(|l| l.split_once(" : error ").map(|(_, e)| format!("error {e}")))
                .collect();
            cgc.sort();
            let ours = errors(&file, &entry, &profile, version).map(|mut errors| {
                errors.sort();
                errors
            });
            if field("cgc") == "ok" && ours.is_some() {
                failures.push(format!("{what}: cgc compiles it, cgrs says {ours:?}"));
            } else if field("cgc") != "ok" && ours.as_ref() != Some(&cgc) {
                failures.push(format!("{what}: cgc says {cgc:?}, cgrs {ours:?}"));
            }
            continue;
        }
        let ours = match compile(&file, &entry, &profile, version) {
            Ok(ours) => ours,
            Err(error)
                if profile.starts_with("gles")
                    && error.starts_with("C5051")
                    && (theirs.contains("uniform sampler1D")
                        || theirs.contains("uniform sampler2DRect")
                        || theirs.contains("uniform sampler2DShadow")
                        || theirs.contains("Grad(")) =>
            {
                refused += 1;
                continue;
            }
            Err(error) => {
                failures.push(format!("{what}: {error}"));
                continue;
            }
        };
        if interface_lines(&ours) != interface_lines(&theirs) {
            failures.push(format!(
                "{what}: header\n{:#?}\ncgc's\n{:#?}",
                interface_lines(&ours),
                interface_lines(&theirs)
            ));
        }
        // GLSL 1.40 has rectangle textures; cgc enables the extension
        // anyway (inside `#ifdef`), cgrs does not.
        let core_rectangles = version.is_some_and(|v| v >= "140");
        let missing: Vec<&str> = extensions(&theirs)
            .into_iter()
            .filter(|e| *e != "GL_EXT_gpu_shader4" && !extensions(&ours).contains(e))
            .filter(|e| !(core_rectangles && *e == "GL_ARB_texture_rectangle"))
            // cgrs's vertex shaders compute no derivative (they are 0 there).
            .filter(|e| !(profile.ends_with('v') && *e == "GL_OES_standard_derivatives"))
            .collect();
        if !missing.is_empty() {
            failures.push(format!("{what}: no #extension {missing:?}"));
        }
        if validator {
            validated += 1;
            if let Some(report) = glslang_rejects(&dir, checked, &profile, &ours) {
                failures.push(format!(
                    "{what}: glslangValidator rejects it:\n{report}\n{ours}"
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{checked} runs, {refused} ES refusals, {validated} validated");
    assert!(checked >= 60, "only {checked} lookup and derivative runs");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// glslangValidator's report where it rejects `text`, a program of the GLSL
/// `profile` (written to `dir` as the `index`th file); `None` where it
/// accepts it.
fn glslang_rejects(dir: &Path, index: usize, profile: &str, text: &str) -> Option<String> {
    let stage = if profile.ends_with('v') {
        "vert"
    } else {
        "frag"
    };
    let path = dir.join(format!("p{index}.{stage}"));
    std::fs::write(&path, text).expect("the program written");
    let output = Command::new("glslangValidator")
        .arg(&path)
        .output()
        .expect("glslangValidator runs");
    (!output.status.success()).then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The number of arguments of each call of the function `name` in `text`.
fn argument_counts(text: &str, name: &str) -> Vec<usize> {
    let call = format!("{name}(");
    text.match_indices(&call)
        .filter(|(at, _)| {
            // `texture2D(`, not `cgrs_texture2D(` or `texture2DLod(`.
            !text[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        })
        .map(|(at, _)| {
            let mut depth = 0;
            let mut commas = 0;
            for c in text[at + call.len()..].chars() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => break,
                    ')' => depth -= 1,
                    ',' if depth == 0 => commas += 1,
                    _ => {}
                }
            }
            commas + 1
        })
        .collect()
}

/// Interface cases whose every `//var` line cgrs prints as cgc does
/// (tests/glsl/cases, cgc's programs in tests/glsl/cgc), but a vertex
/// program's inputs: cgrs lists an attribute by the name it declares
/// (`COLOR`, where cgc prints `COLOR0`; docs/glsl-cgc.md §5.1).
/// hdr_es_return_struct: GLSL ES keeps a struct with a varying beside the
/// position as `_ret_0` and lists its position and point size by semantic
/// (`POSITION`, `PSIZE`); without one, and in desktop GLSL, by resource
/// (`HPOS`, `PSIZ`), and the struct's members are named after the entry's
/// parameter copies (§4, §5.2). sem_fin_texcoord8: fragment inputs
/// `TEXCOORD8` and `TEXCOORD9` (§5.3). hdr_uniform_block_bound: a uniform
/// block bound by hand is a struct uniform named as any (`_lights._color`).
/// sem_qualified: semantics qualified by profile (`: glsl TEXCOORD3`) as
/// register(...)'s qualifiers rank them. hdr_uniform_array_places: every
/// element of a uniform array has a place when any element's same member
/// is read; matrices keep their declared type. hdr_same_semantic_inputs:
/// several inputs on one semantic (the only case whose vertex inputs are
/// compared too: it uses semantics whose attributes cgc names as written).
#[test]
fn interface_cases_list_their_parameters_as_cgc_does() {
    let manifest = glsl_manifest();
    let cases = [
        ("hdr_es_return_struct", 6),
        ("sem_fin_texcoord8", 4),
        ("sem_vout_clip", 2),
        ("sem_vout_clipvertex", 2),
        ("sem_fin_clip", 2),
        ("hdr_uniform_block_bound", 3),
        ("sem_qualified", 6),
        ("hdr_uniform_array_places", 4),
        ("hdr_same_semantic_inputs", 7),
        ("sem_interpolation", 10),
    ];
    let inputs_compared = ["hdr_same_semantic_inputs"];
    // Runs cgc compiles into GLSL no driver takes (`gl_ClipDistance` before
    // GLSL 1.30; a `CLPV` varying nothing reads from 1.30 on, where
    // `gl_ClipVertex` is deprecated): cgrs refuses them, naming the versions
    // where the semantic has a GLSL name.
    let refused = [
        ("sem_vout_clip", "glslv", "default", "130"),
        ("sem_vout_clip", "glslv", "100", "130"),
        (
            "sem_vout_clipvertex",
            "glslv",
            "130",
            "default, 100, 110, 120",
        ),
        ("sem_fin_clip", "glslf", "default", "130"),
    ];
    for (case, runs) in cases {
        let mut checked = 0;
        for run in &manifest {
            let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
            let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
            if !file.ends_with(&format!("/{case}.cg")) || !profile.starts_with("gl") {
                continue;
            }
            let version = field("version");
            let run = (case, profile.as_str(), version.as_str());
            if let Some((.., versions)) = refused.iter().find(|(c, p, v, _)| (*c, *p, *v) == run) {
                let version = (version != "default").then_some(version.as_str());
                let error = compile(&file, &entry, &profile, version)
                    .expect_err("a semantic without a GLSL name at this version");
                let hint = format!("it is with -po version={versions}");
                assert!(error.contains(&hint), "{case} {version:?}: {error}");
                continue;
            }
            let version = (version != "default").then_some(version.as_str());
            let vertex = profile.ends_with('v') && !inputs_compared.contains(&case);
            let compared = |text: &str| -> Vec<String> {
                interface_lines(text)
                    .into_iter()
                    .filter(|l| !(vertex && l.contains(" : $vin.")))
                    // cgc 3.1 drops its `#version 130` line when a program
                    // uses a clip distance (a vertex program then declares
                    // its inputs `attribute`), so no driver takes that
                    // output; cgrs keeps the line.
                    .filter(|l| {
                        let clip = matches!(case, "sem_vout_clip" | "sem_fin_clip");
                        !(clip && l.starts_with("#version"))
                    })
                    .map(str::to_string)
                    .collect()
            };
            let theirs = std::fs::read_to_string(root().join(field("output")))
                .expect("cgc's output is part of the repository");
            let ours = compile(&file, &entry, &profile, version)
                .unwrap_or_else(|error| panic!("{case} {entry} {profile}: {error}"));
            let what = format!("{case} -entry {entry} -profile {profile} -po version={version:?}");
            assert_eq!(compared(&ours), compared(&theirs), "{what}");
            checked += 1;
        }
        assert_eq!(checked, runs, "{case}: the runs of its header lines");
    }
}

/// The declarations of a program that carry an interpolation qualifier, as
/// `qualifier name` (`flat cg_FrontColor`, `centroid gl_TexCoord`).
fn qualified_declarations(text: &str) -> Vec<String> {
    let mut found: Vec<String> = text
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let qualifier = words.next()?;
            if !matches!(qualifier, "flat" | "centroid" | "noperspective") {
                return None;
            }
            let name = words.nth(2)?.trim_end_matches(';');
            let name = name.split('[').next().unwrap_or(name);
            Some(format!("{qualifier} {name}"))
        })
        .collect();
    found.sort();
    found
}

/// Interpolation modifiers on semantics (tests/glsl/cases/sem_interpolation.cg:
/// `COLOR0.FLAT`, `TEXCOORD0.centroid`, `TEXCOORD1.NoPerspective` and a
/// matrix's `TEXCOORD2.CENTROID` on a vertex program's outputs and a
/// fragment program's inputs). Their `//var` lines are cgc's
/// (`interface_cases_list_their_parameters_as_cgc_does`); each varying is
/// declared with the qualifier the version has: from 1.30 on `flat`,
/// `centroid` on every row of the matrix, and `noperspective`, which cgc
/// drops; in 1.10 (under GL_EXT_gpu_shader4) and 1.20 `centroid varying
/// vec4 gl_TexCoord[8]`; none in GLSL ES 1.00, where cgc's `centroid
/// varying` under GL_EXT_gpu_shader4 is rejected by ES drivers. Every
/// qualifier cgc declares, cgrs declares too. glsl_mesa's
/// `interpolation_modifier_programs_compute_what_cgc_arb_programs_compute`
/// links and runs the pairs.
#[test]
fn interpolation_modifiers_declare_their_qualifiers() {
    let manifest = glsl_manifest();
    let mut checked = 0;
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        if !file.ends_with("/sem_interpolation.cg") || !profile.starts_with("gl") {
            continue;
        }
        let version = field("version");
        let version = (version != "default").then_some(version.as_str());
        let ours = compile(&file, &entry, &profile, version)
            .unwrap_or_else(|error| panic!("{entry} {profile} {version:?}: {error}"));
        let (vertex, es) = (profile.ends_with('v'), profile.starts_with("gles"));
        let direction = if vertex { "out" } else { "in" };
        let expected: Vec<String> = match version {
            _ if es => Vec::new(),
            Some("130") | Some("330") => {
                let mut names = vec![
                    "centroid cg_TexCoord0".to_string(),
                    "centroid cg_TexCoord2".to_string(),
                    "centroid cg_TexCoord3".to_string(),
                    "centroid cg_TexCoord4".to_string(),
                    "flat cg_FrontColor".to_string(),
                    "noperspective cg_TexCoord1".to_string(),
                ];
                names.sort();
                names
            }
            _ => vec!["centroid gl_TexCoord".to_string()],
        };
        let what = format!("{entry} {profile} -po version={version:?}");
        assert_eq!(qualified_declarations(&ours), expected, "{what}\n{ours}");
        for line in ours
            .lines()
            .filter(|l| l.starts_with("flat ") || l.starts_with("centroid "))
        {
            let declared = line.contains(&format!(" {direction} ")) || line.contains(" varying ");
            assert!(declared, "{what}: {line}");
        }
        let extension = version.is_none() && !es;
        assert_eq!(
            extensions(&ours).contains(&"GL_EXT_gpu_shader4"),
            extension,
            "{what}: GL_EXT_gpu_shader4 gives GLSL 1.10 its centroid"
        );
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        if !es {
            for declaration in qualified_declarations(&theirs) {
                assert!(
                    expected.contains(&declaration),
                    "{what}: cgc declares {declaration}"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 10, "sem_interpolation's runs");
}

/// The system values (tests/glsl/cases/sem_vin_system_values.cg,
/// sem_fin_primitive_id.cg): INSTANCEID and VERTEXID in glslv, PRIMITIVEID in
/// glslf, at every version cgc was asked at, with cgc's `//var`,
/// `//semantic` and `#version` lines (`int`, no register) and exactly cgc's
/// `#extension` lines (GL_EXT_gpu_shader4 below the version that has the
/// variable in core); GLSL ES 1.00 has none, so cgrs refuses what cgc's
/// glesv/glesf print, naming the versions that have them. glsl_mesa's
/// `system_value_programs_compile_in_mesa` runs the programs in a driver
/// (glslang lacks GL_EXT_gpu_shader4).
#[test]
fn system_values_match_cgc() {
    let manifest = glsl_manifest();
    let mut checked = 0;
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        let case = ["sem_vin_system_values.cg", "sem_fin_primitive_id.cg"];
        if !case.iter().any(|c| file.ends_with(c)) || !profile.starts_with("gl") {
            continue;
        }
        let version = field("version");
        let version = (version != "default").then_some(version.as_str());
        let what = format!("{file} -profile {profile} -po version={version:?}");
        let compiled = compile(&file, &entry, &profile, version);
        checked += 1;
        if profile.starts_with("gles") {
            let error = compiled.expect_err("GLSL ES 1.00 has no system values");
            assert!(
                error.contains("it is with -po version=130"),
                "{what}: {error}"
            );
            continue;
        }
        let ours = compiled.unwrap_or_else(|error| panic!("{what}: {error}"));
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        // Other vertex inputs are named apart from cgc's at 1.30
        // (`COLOR`, docs/glsl-cgc.md §5.1), as interface_cases_... says.
        let compared = |text: &str| -> Vec<String> {
            interface_lines(text)
                .into_iter()
                .filter(|l| !l.contains(" : $vin.") || l.contains("ID : "))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(compared(&ours), compared(&theirs), "{what}");
        assert_eq!(extensions(&ours), extensions(&theirs), "{what}");
    }
    assert_eq!(checked, 11, "the system-value runs");
}

/// The warnings of a compile's standard error, one a line as cgc prints
/// them (`FILE(LINE) : warning CNNNN: ...`, `(0) : warning C6001: ...`).
fn warning_lines(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter(|l| l.contains(" : warning C"))
        .collect()
}

/// POINTCOORD on fragment inputs (tests/glsl/cases/sem_fin_point_coord.cg,
/// docs/glsl-cgc.md §5.3): at every version cgc was asked at, cgrs prints
/// cgc's `//semantic`, `//var` and `#version` lines (the leaf read from
/// `varying vec4 POINTCOORD;` listed by its name in the program, `_coord`
/// or `_s1._coord`; read from `gl_PointCoord`, by none but the place of a
/// member of a struct cgc keeps) and cgc's warnings in cgc's order (C6001,
/// C7019), and glslangValidator accepts every program. Two kinds of leaf
/// are listed apart from cgc whatever their semantic, so their lines are
/// not compared: an input without a semantic (cgrs binds it to a texture
/// coordinate as arbfp1 does, cgc reads a varying no vertex program
/// writes, §4.3) and a member of a struct cgc keeps that is not read from
/// POINTCOORD (cgc lists it by its semantic, `COLOR0`). Uniforms written
/// with POINTCOORD (sem_fin_point_coord_uniform.cg) are uniforms at 1.10 and
/// in ES; from 1.20 on, where cgc reads gl_PointCoord in their place, cgrs
/// refuses them. glsl_mesa's `point_coord_programs_compute_...` runs them.
#[test]
fn point_coordinates_match_cgc() {
    let manifest = glsl_manifest();
    let glslang = has_glslang("the POINTCOORD programs were not compiled by a GLSL front end");
    let dir = std::env::temp_dir().join(format!("cgrs-point-coord-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let (mut checked, mut refused) = (0, 0);
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        let cases = ["sem_fin_point_coord.cg", "sem_fin_point_coord_uniform.cg"];
        if !cases.iter().any(|c| file.ends_with(&format!("/{c}"))) || !profile.starts_with("gl") {
            continue;
        }
        let version = field("version");
        let version = (version != "default").then_some(version.as_str());
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
        let builtin = version.is_some_and(|v| v.parse::<u32>().is_ok_and(|v| v >= 120));
        if file.ends_with("_uniform.cg") && builtin {
            let error = compile(&file, &entry, &profile, version)
                .expect_err("a uniform cgc reads gl_PointCoord for");
            assert!(
                error.starts_with("C5051") && error.contains("reads gl_PointCoord in its place"),
                "{what}: {error}"
            );
            refused += 1;
            continue;
        }
        let ours = compile(&file, &entry, &profile, version)
            .unwrap_or_else(|error| panic!("{what}: {error}"));
        // The warnings as the command line prints them.
        let mut args = vec![
            "-quiet".to_string(),
            "-profile".to_string(),
            profile.clone(),
        ];
        if let Some(version) = version {
            args.extend(["-po".to_string(), format!("version={version}")]);
        }
        let run_cgrs = Command::new(env!("CARGO_BIN_EXE_cgrs"))
            .args(&args)
            .args(["-entry", &entry, &file])
            .current_dir(root())
            .output()
            .expect("cgrs runs");
        let output = field("output");
        let theirs = std::fs::read_to_string(root().join(&output))
            .expect("cgc's output is part of the repository");
        let name = |line: &str| {
            line.split(" : ")
                .next()
                .and_then(|l| l.split(' ').nth(2))
                .map(str::to_string)
        };
        let apart: Vec<String> = interface_lines(&theirs)
            .into_iter()
            .filter(|l| {
                let semantic = l.split(" : ").nth(1).unwrap_or("");
                let unbound = semantic.starts_with("$vin._") || semantic == "$vin.";
                let member = name(l).is_some_and(|n| n.contains('.'));
                unbound || (member && !semantic.contains("POINTCOORD"))
            })
            .filter_map(name)
            .collect();
        let compared = |text: &str| -> Vec<String> {
            interface_lines(text)
                .into_iter()
                .filter(|l| !name(l).is_some_and(|n| apart.contains(&n)))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(compared(&ours), compared(&theirs), "{what}");
        let stem = output.strip_suffix(".glsl").unwrap_or(&output);
        let warn = root().join(format!("{stem}.warn"));
        let cgc_warnings = std::fs::read_to_string(&warn).unwrap_or_default();
        assert_eq!(
            warning_lines(&String::from_utf8_lossy(&run_cgrs.stderr)),
            warning_lines(&cgc_warnings),
            "{what}"
        );
        if glslang {
            if let Some(report) = glslang_rejects(&dir, checked, &profile, &ours) {
                panic!("{what}: glslangValidator rejects it:\n{report}");
            }
        }
        checked += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!((checked, refused), (23 + 2, 2), "the POINTCOORD runs");
}

/// GL's state built-ins: uniforms of the compatibility profile, declared by
/// GLSL 1.10 to 1.30 and by neither 1.40 core nor GLSL ES.
const STATE_BUILTINS: [&str; 17] = [
    "gl_ModelView",
    "gl_Projection",
    "gl_TextureMatrix",
    "gl_NormalMatrix",
    "gl_LightSource",
    "gl_LightModel",
    "gl_FrontLightModelProduct",
    "gl_BackLightModelProduct",
    "gl_FrontMaterial",
    "gl_BackMaterial",
    "gl_FrontLightProduct",
    "gl_BackLightProduct",
    "gl_Fog",
    "gl_ClipPlane",
    "gl_Point",
    "gl_EyePlane",
    "gl_ObjectPlane",
];

/// Where a program reads OpenGL state (`glstate` leaves, `: state.X`
/// uniforms): with `builtins`, GL's built-ins may be read; without, none
/// is, and every referenced state leaf's `//var` resource is a uniform the
/// text declares, for the application to set.
fn state_reads_fit(text: &str, builtins: bool) -> Result<(), String> {
    let body = text
        .split_once("\nvoid main()")
        .map_or(text, |(_, body)| body);
    if let Some(name) = STATE_BUILTINS.iter().find(|name| body.contains(*name)) {
        if !builtins {
            return Err(format!(
                "reads {name}..., which the version does not declare"
            ));
        }
    }
    let declared: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("uniform "))
        .filter_map(|rest| rest.trim_end_matches(';').split_whitespace().last())
        .map(|name| name.split('[').next().unwrap_or(name))
        .collect();
    for line in text.lines().filter(|l| l.starts_with("//var ")) {
        let fields: Vec<&str> = line.split(" : ").collect();
        if fields.len() < 5 || !fields[1].starts_with("state.") || !line.ends_with(" : 1") {
            continue;
        }
        let resource = fields[2].trim();
        let base = resource.split(['[', ',']).next().unwrap_or(resource);
        let builtin = resource.is_empty() || resource.contains("gl_");
        if builtin && !builtins {
            return Err(format!("`{line}`: a built-in the version does not declare"));
        }
        if !builtin && !declared.contains(&base) {
            return Err(format!("`{line}` names {base}, which is not declared"));
        }
    }
    Ok(())
}

/// OpenGL state in every interface family (docs/glsl-cgc.md §5.5):
/// tests/glsl/cases/state_semantics.cg (uniforms bound by `: state.X`)
/// prints cgc's `//semantic`, `//var` and `#version` lines at every
/// version (their resources: cgc's uniform `_mvp1` from 1.30 on and in ES,
/// and at 1.10/1.20 no line where cgc reads GL's built-in), and so does
/// state_semantics_all.cg (every kind of leaf, default version); glstate_versions.cg
/// (glstate, where cgc fails with C9999) reads the built-ins at 1.10 to 1.30
/// and a declared uniform per leaf at 1.40 and later and in ES. Neither
/// reads a built-in the version lacks, and glslangValidator accepts every
/// program (when on PATH).
#[test]
fn state_is_read_where_each_version_declares_it() {
    let manifest = glsl_manifest();
    let glslang = has_glslang("the programs were not compiled by it");
    let dir = std::env::temp_dir().join(format!("cgrs-glsl-state-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let mut checked = 0;
    let mut failures = Vec::new();
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile, version) = (
            field("file"),
            field("entry"),
            field("profile"),
            field("version"),
        );
        let semantics =
            file.ends_with("/state_semantics.cg") || file.ends_with("/state_semantics_all.cg");
        if !(semantics || file.ends_with("/glstate_versions.cg")) || !profile.starts_with("gl") {
            continue;
        }
        checked += 1;
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version}");
        let po_version = (version != "default").then_some(version.as_str());
        let ours = match compile(&file, &entry, &profile, po_version) {
            Ok(text) => text,
            Err(error) => {
                failures.push(format!("{what}: {error}"));
                continue;
            }
        };
        let desktop = profile.starts_with("gls");
        let family_110 = desktop && ["default", "100", "110", "120"].contains(&version.as_str());
        let builtins = if semantics {
            let theirs = std::fs::read_to_string(root().join(field("output")))
                .expect("cgc's output is part of the repository");
            let vertex = profile.ends_with('v');
            let compared = |text: &str| -> Vec<String> {
                interface_lines(text)
                    .into_iter()
                    .filter(|l| !(vertex && l.contains(" : $vin.")))
                    .map(str::to_string)
                    .collect()
            };
            if compared(&ours) != compared(&theirs) {
                failures.push(format!(
                    "{what}: interface lines\n  cgc:  {:?}\n  cgrs: {:?}",
                    compared(&theirs),
                    compared(&ours)
                ));
            }
            family_110
        } else {
            let error = std::fs::read_to_string(root().join(field("output")))
                .expect("cgc's error is part of the repository");
            assert!(error.contains("C9999"), "{what}: cgc says {error}");
            family_110 || (desktop && version == "130")
        };
        if let Err(problem) = state_reads_fit(&ours, builtins) {
            failures.push(format!("{what}: {problem}"));
        }
        if glslang {
            if let Some(report) = glslang_rejects(&dir, checked, &profile, &ours) {
                failures.push(format!("{what}: glslangValidator rejects it:\n{report}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(checked, 31, "the runs of the three cases' header lines");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The vertex inputs a program declares, as `TYPE NAME` (`ivec4 ATTR7`),
/// sorted.
fn declared_inputs(text: &str) -> Vec<String> {
    let mut found: Vec<String> = text
        .lines()
        .filter_map(|l| {
            let rest = l
                .strip_prefix("attribute ")
                .or_else(|| l.strip_prefix("in "))?;
            Some(rest.trim_end_matches(';').to_string())
        })
        .collect();
    found.sort();
    found
}

/// Integer vertex attributes (tests/glsl/cases/sem_vin_integer_*.cg,
/// docs/glsl-cgc.md §5.1b): every glslv and glesv run cgc was asked at
/// prints cgc's `//var` (each integer leaf listed `float`), `//semantic`
/// and `#version` lines, and declares the attributes cgc declares with
/// cgc's types (`ivec4` for the signed and short integers, `uvec4` for
/// `unsigned int`, one a row of a matrix), but where no driver takes them:
/// a `bool` leaf, which cgc declares `bvec4`, and every integer leaf in
/// GLSL ES 1.00, which has no integer attributes, are `vec4` (converted
/// where the program reads them). Below 1.30 a program declaring an integer
/// attribute enables GL_EXT_gpu_shader4, as cgc's does.
#[test]
fn integer_attributes_are_declared_as_cgc_declares_them() {
    let manifest = glsl_manifest();
    let mut checked = 0;
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        if !file.contains("/sem_vin_integer_") || !profile.starts_with("gl") {
            continue;
        }
        let version = field("version");
        let version = (version != "default").then_some(version.as_str());
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
        let ours = compile(&file, &entry, &profile, version)
            .unwrap_or_else(|error| panic!("{what}: {error}"));
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        // cgrs names the attribute of COLOR0 by the name it declares at
        // 1.30 (`COLOR`, docs/glsl-cgc.md §5.1). Below 1.30 cgc lists every
        // member of a struct input with a member on a declared attribute
        // (`BLENDINDICES`, whatever its type) by its semantic (`POSITION`,
        // `TEXCOORD1`) where cgrs lists the built-ins' ATTRn (not done yet,
        // §5.1b): those members' lines are compared without the resource.
        let below_130 = matches!(version, None | Some("100" | "110" | "120"));
        let compared = |text: &str| -> Vec<String> {
            interface_lines(text)
                .into_iter()
                .map(|l| l.replace(" : COLOR : ", " : COLOR0 : "))
                .map(|l| {
                    let fields: Vec<&str> = l.split(" : ").collect();
                    let member = fields[0].contains('.') && l.contains(" : $vin.");
                    match (below_130 && member, fields.as_slice()) {
                        (true, [leaf, semantic, _, rest @ ..]) => {
                            format!("{leaf} : {semantic} : - : {}", rest.join(" : "))
                        }
                        _ => l,
                    }
                })
                .collect()
        };
        assert_eq!(compared(&ours), compared(&theirs), "{what}");
        let es = version.is_none() && profile == "glesv";
        let expected: Vec<String> = declared_inputs(&theirs)
            .into_iter()
            .map(|d| match d.split_once(' ') {
                Some(("bvec4", name)) => format!("vec4 {name}"),
                Some(("ivec4" | "uvec4", name)) if es => format!("vec4 {name}"),
                _ => d,
            })
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(declared_inputs(&ours), expected, "{what}");
        let integer = declared_inputs(&ours)
            .iter()
            .any(|d| d.starts_with("ivec") || d.starts_with("uvec"));
        assert_eq!(
            extensions(&ours).contains(&"GL_EXT_gpu_shader4"),
            integer && below_130,
            "{what}"
        );
        checked += 1;
    }
    assert_eq!(checked, 23, "the integer-attribute runs");
}

/// Integer bit operations (tests/glsl/cases/int_bit_operations.cg): where
/// cgc's glslv/glslf compiles them, cgrs does, with cgc's interface lines
/// and `GL_EXT_gpu_shader4` below GLSL 1.30 only; glslangValidator accepts
/// the 1.30 programs (it has no EXT_gpu_shader4, so neither cgc's 1.10
/// program nor cgrs's; glsl_mesa judges those in Mesa, which has it).
/// arbvp1 and arbfp1 reject them with cgc's first error (cgc goes on to
/// name every operator); glesv and glesf too, with C5508 where cgc prints
/// a program enabling the desktop extension no ES driver has (glslang:
/// "bitwise and: not supported for this version").
#[test]
fn integer_bit_operations_compile_where_the_version_has_them() {
    let manifest = glsl_manifest();
    let validator = has_glslang("the 1.30 programs were not compiled by it");
    let dir = std::env::temp_dir().join(format!("cgrs-glsl-bits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let mut checked = 0;
    for run in &manifest {
        let field = |name: &str| run[name].as_str().unwrap_or("").to_string();
        let (file, entry, profile) = (field("file"), field("entry"), field("profile"));
        if !file.ends_with("/int_bit_operations.cg") {
            continue;
        }
        checked += 1;
        let version = field("version");
        let version = (!version.is_empty() && version != "default").then_some(version.as_str());
        let what = format!("{file} -entry {entry} -profile {profile} -po version={version:?}");
        let theirs = std::fs::read_to_string(root().join(field("output")))
            .expect("cgc's output is part of the repository");
        let ours = compile(&file, &entry, &profile, version);
        if profile.starts_with("arb") || profile.starts_with("gles") {
            let error = ours.expect_err(&what);
            assert!(error.starts_with("C5508: the operator"), "{what}: {error}");
            if profile.starts_with("arb") {
                let first = theirs
                    .lines()
                    .find_map(|l| l.split_once(" : error "))
                    .map(|(_, e)| e);
                assert_eq!(first, Some(error.as_str()), "{what}");
            } else {
                assert!(error.contains("GLSL ES 1.00"), "{what}: {error}");
            }
            continue;
        }
        let ours = ours.unwrap_or_else(|error| panic!("{what}: {error}"));
        assert_eq!(interface_lines(&ours), interface_lines(&theirs), "{what}");
        assert_eq!(
            extensions(&ours).contains(&"GL_EXT_gpu_shader4"),
            version.is_none(),
            "{what}"
        );
        if validator && version.is_some() {
            let report = glslang_rejects(&dir, checked, &profile, &ours);
            assert!(report.is_none(), "{what}: {report:?}\n{ours}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(checked, 8, "the integer bit operation runs");
}
