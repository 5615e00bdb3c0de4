//! The library's ELF interface: every function of NVIDIA's libCgGL.so
//! (runtime/exports-libCgGL.txt, taken from `nm -D` of NVIDIA's library)
//! is defined and declared in cgrs's cgGL.h; the library needs libCg.so,
//! finds it beside itself, and does not link libGL.
mod common;

use std::process::Command;

fn expected_exports() -> Vec<String> {
    let list = std::fs::read_to_string(common::package_dir().join("../exports-libCgGL.txt"))
        .expect("runtime/exports-libCgGL.txt is readable");
    list.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_library_defines_every_function_of_nvidias() {
    let defined = common::defined_symbols(&common::library());
    let missing: Vec<String> = expected_exports()
        .into_iter()
        .filter(|name| !defined.contains(name))
        .collect();
    assert!(missing.is_empty(), "libCgGL.so does not define {missing:?}");
    let exported_cggl = defined
        .iter()
        .filter(|name| name.starts_with("cgGL"))
        .count();
    assert_eq!(
        exported_cggl,
        expected_exports().len(),
        "libCgGL.so defines cgGL functions NVIDIA's does not"
    );
}

#[test]
fn the_header_declares_every_exported_function() {
    let header = std::fs::read_to_string(common::package_dir().join("../include/Cg/cgGL.h"))
        .expect("runtime/include/Cg/cgGL.h is readable");
    let undeclared: Vec<String> = expected_exports()
        .into_iter()
        .filter(|name| !header.contains(&format!(" {name}(")))
        .collect();
    assert!(
        undeclared.is_empty(),
        "cgGL.h does not declare {undeclared:?}"
    );
}

#[test]
fn the_library_needs_libcg_beside_it_and_not_libgl() {
    let output = Command::new("readelf")
        .arg("-d")
        .arg(common::library())
        .output()
        .expect("readelf (binutils) runs");
    let dynamic = String::from_utf8_lossy(&output.stdout);
    assert!(
        dynamic.contains("Shared library: [libCg.so]"),
        "no NEEDED libCg.so:\n{dynamic}"
    );
    assert!(
        dynamic.contains("Library soname: [libCgGL.so]"),
        "SONAME is not libCgGL.so:\n{dynamic}"
    );
    assert!(
        dynamic.contains("[$ORIGIN]"),
        "no rpath/runpath $ORIGIN:\n{dynamic}"
    );
    assert!(
        !dynamic.contains("libGL"),
        "libCgGL.so links an OpenGL library:\n{dynamic}"
    );
    assert!(
        !dynamic.contains("libEGL"),
        "libCgGL.so links libEGL:\n{dynamic}"
    );
}
