//! `runtime/exports-libCg.txt` lists every function libCg.so must define:
//! every one NVIDIA's libCg 3.1 defines (those Panda3D, RetroArch, OGRE and
//! Crystal Space call among them; what is not supported yet fails with an
//! error) and cgrs's extensions. `nm -D --defined-only` must find them all.

use std::process::Command;

use crate::support;

/// The names of the functions libCg.so defines (`nm -D --defined-only`);
/// `None` (with a notice) when nm cannot read it, outside CI.
fn defined_functions() -> Option<Vec<String>> {
    let nm = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(support::library())
        .output();
    let output = match nm {
        Ok(output) if output.status.success() => output,
        _ if std::env::var("CI").as_deref() != Ok("true") => {
            eprintln!("notice: skipping the export check: nm (binutils) cannot read libCg");
            return None;
        }
        _ => panic!("CI needs nm (binutils) to check libCg's exports"),
    };
    let symbols = String::from_utf8_lossy(&output.stdout);
    Some(
        symbols
            .lines()
            .filter_map(|line| line.split_whitespace().nth(2))
            .map(str::to_string)
            .collect(),
    )
}

/// The names a list file holds, one a line (`#` lines are comments).
fn names(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .collect()
}

#[test]
fn library_defines_every_listed_function() {
    let listed = std::fs::read_to_string(support::repo().join("runtime/exports-libCg.txt"))
        .expect("runtime/exports-libCg.txt");
    let Some(defined) = defined_functions() else {
        return;
    };
    let missing: Vec<&str> = names(&listed)
        .into_iter()
        .filter(|name| !defined.iter().any(|d| d == name))
        .collect();
    assert!(missing.is_empty(), "libCg.so does not define: {missing:?}");
    // The functions Panda3D, RetroArch and Crystal Space call (issue 43).
    for name in [
        "cgCombinePrograms",
        "cgCreateProgramFromFile",
        "cgSetErrorHandler",
        "cgIsProgramCompiled",
        "cgGetNextLeafParameter",
        "cgGetProgramDomainProgram",
        "cgSetParameter4dv",
        "cgrsSetParameterListener",
    ] {
        assert!(listed.lines().any(|line| line == name), "{name} is listed");
    }
}

/// Every `cg*` function NVIDIA's libCg 3.1 defines
/// (`tests/data/nvidia-libCg-exports.txt`, from
/// `scripts/regen-libcg-nvidia-exports.sh`) is defined here too, and listed:
/// a program built against NVIDIA's library loads with this one even when
/// it is linked with `-z now` or calls a function cgrs does not support yet
/// (which then fails with an error, docs/runtime.md), instead of the dynamic
/// linker killing it for an undefined symbol.
#[test]
fn library_defines_every_function_nvidias_does() {
    let nvidia =
        std::fs::read_to_string(support::package().join("tests/data/nvidia-libCg-exports.txt"))
            .expect("tests/data/nvidia-libCg-exports.txt");
    let nvidia = names(&nvidia);
    assert_eq!(
        nvidia.len(),
        361,
        "NVIDIA's libCg 3.1 defines 361 cg* functions"
    );
    let listed = std::fs::read_to_string(support::repo().join("runtime/exports-libCg.txt"))
        .expect("runtime/exports-libCg.txt");
    let unlisted: Vec<&str> = nvidia
        .iter()
        .copied()
        .filter(|name| !names(&listed).contains(name))
        .collect();
    assert!(
        unlisted.is_empty(),
        "runtime/exports-libCg.txt does not list: {unlisted:?}"
    );
    let Some(defined) = defined_functions() else {
        return;
    };
    let missing: Vec<&str> = nvidia
        .into_iter()
        .filter(|name| !defined.iter().any(|d| d == name))
        .collect();
    assert!(
        missing.is_empty(),
        "libCg.so does not define these functions of NVIDIA's: {missing:?}"
    );
}

/// Every function `Cg/cg.h` and `Cg/cgrs.h` declare is in the list (so a
/// program that compiles against the headers links against the library).
#[test]
fn headers_declare_only_listed_functions() {
    let listed = std::fs::read_to_string(support::repo().join("runtime/exports-libCg.txt"))
        .expect("runtime/exports-libCg.txt");
    for header in ["cg.h", "cgrs.h"] {
        let text = std::fs::read_to_string(support::repo().join("runtime/include/Cg").join(header))
            .expect("the header");
        let declared: Vec<&str> = text
            .lines()
            .filter(|line| line.starts_with("CG_API "))
            .filter_map(|line| line.split('(').next()?.split_whitespace().last())
            .collect();
        assert!(!declared.is_empty(), "{header} declares functions");
        for name in declared {
            assert!(
                listed.lines().any(|line| line == name),
                "{header} declares {name}, which runtime/exports-libCg.txt does not list"
            );
        }
    }
}
