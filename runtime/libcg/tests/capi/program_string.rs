//! `cgGetProgramString(CG_COMPILED_PROGRAM)` is byte for byte what the
//! `cgrs` command line writes for the same source, profile, entry and
//! arguments (OGRE and PSL1GHT parse its `#var` and `#const` lines), but for
//! the command line its header echoes: NVIDIA's libCg's, with the options it
//! adds and the entry.

use std::path::Path;

use crate::support;

/// What `cgrs -profile P -entry E ARGS -o OUT FILE` writes to OUT (the
/// command line's own code, run in this process).
fn command_line_program(profile: &str, entry: &str, file: &Path, args: &[&str]) -> String {
    let out = std::env::temp_dir().join(format!(
        "cgrs-libcg-program-{}-{profile}-{entry}.out",
        std::process::id()
    ));
    let mut command: Vec<String> = ["-profile", profile, "-entry", entry]
        .iter()
        .map(|s| s.to_string())
        .collect();
    command.extend(args.iter().map(|s| s.to_string()));
    command.extend(["-o".to_string(), out.display().to_string()]);
    command.push(file.display().to_string());
    assert_eq!(cgrs::cli::main(&command), 0, "cgrs {command:?}");
    let text = std::fs::read_to_string(&out).expect("the program cgrs wrote");
    let _ = std::fs::remove_file(&out);
    text
}

/// `program` with its `command line args:` line (`#` or, in GLSL, `//`)
/// echoing `runtime_options` and `args`, as NVIDIA's libCg's header does.
fn with_runtime_args_line(program: &str, runtime_options: &str, args: &[&str]) -> String {
    let echoed = std::iter::once(runtime_options)
        .chain(args.iter().copied())
        .collect::<Vec<_>>()
        .join(" ");
    program
        .split_inclusive('\n')
        .map(|line| match line.split_once("command line args:") {
            Some((comment, _)) => format!("{comment}command line args: {echoed}\n"),
            None => line.to_string(),
        })
        .collect()
}

#[test]
fn compiled_program_is_the_command_lines_output() {
    let Some(binary) = support::build_c("program_string") else {
        return;
    };
    let shaders = support::repo().join("tests/shaders");
    let cases: &[(&str, &str, &str, &[&str])] = &[
        ("arbvp1", "main", "vertex/basic_transform.cg", &[]),
        ("vp20", "main", "vertex/billboard.cg", &[]),
        ("vp30", "main", "flow/abs_sign_branch.cg", &["-O3"]),
        (
            "arbfp1",
            "main",
            "fragment/offset_table_flat_init.cg",
            &["-DUNUSED=1", "-fastmath"],
        ),
        (
            "arbvp1",
            "main",
            "vertex/array_constructor_kernel.cg",
            &["-po", "NumTemps=8"],
        ),
        ("glslv", "main", "vertex/basic_transform.cg", &[]),
        ("glslf", "main", "fragment/offset_table_flat_init.cg", &[]),
    ];
    for (profile, entry, file, args) in cases {
        let path = shaders.join(file);
        let path_text = path.display().to_string();
        let mut arguments = vec![*profile, *entry, path_text.as_str()];
        arguments.extend(args.iter());
        let (status, runtime) = support::run(&binary, &arguments);
        assert_eq!(status, Some(0), "{file} {profile}: {runtime}");
        let expected = with_runtime_args_line(
            &command_line_program(profile, entry, &path, args),
            &format!("-q -no_uniform_blocks -profile {profile} -entry {entry}"),
            args,
        );
        assert_eq!(runtime, expected, "{file} {profile} {args:?}");
    }
}

#[test]
fn program_strings_are_the_inputs() {
    let Some(binary) = support::build_c("program_string") else {
        return;
    };
    let file = support::repo().join("tests/shaders/vertex/basic_transform.cg");
    let source = std::fs::read_to_string(&file).expect("the shader");
    let path = file.display().to_string();
    let (status, strings) = support::run(&binary, &["-s", "vp30", "main", &path]);
    assert_eq!(status, Some(0));
    assert_eq!(
        strings,
        format!("entry=main\nprofile=vp30\nsource:\n{source}")
    );
}
