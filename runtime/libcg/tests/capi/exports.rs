//! `runtime/exports-libCg.txt` lists every function libCg.so must define:
//! the set Panda3D, RetroArch, OGRE and Crystal Space call, and the rest of
//! what this library implements. `nm -D --defined-only` must find them all.

use std::process::Command;

use crate::support;

#[test]
fn library_defines_every_listed_function() {
    let listed = std::fs::read_to_string(support::repo().join("runtime/exports-libCg.txt"))
        .expect("runtime/exports-libCg.txt");
    let nm = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(support::library())
        .output();
    let output = match nm {
        Ok(output) if output.status.success() => output,
        _ if std::env::var("CI").as_deref() != Ok("true") => {
            eprintln!("notice: skipping the export check: nm (binutils) cannot read libCg");
            return;
        }
        _ => panic!("CI needs nm (binutils) to check libCg's exports"),
    };
    let symbols = String::from_utf8_lossy(&output.stdout);
    let defined: Vec<&str> = symbols
        .lines()
        .filter_map(|line| line.split_whitespace().nth(2))
        .collect();
    let missing: Vec<&str> = listed
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .filter(|name| !defined.contains(name))
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
