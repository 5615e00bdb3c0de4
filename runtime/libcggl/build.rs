//! Links libCgGL.so against libCg.so without building libCg first.
//!
//! Cargo cannot order two cdylibs of one workspace, so this script writes a
//! stub libCg.so into OUT_DIR that defines, empty, every function of the
//! `extern "C"` block of `src/cg.rs` (the one list of libCg imports), and
//! links against it. The stub is never loaded: the library records a NEEDED
//! entry on libCg.so and an rpath of `$ORIGIN`, so the real libCg.so beside
//! it is found at run time.
use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=src/cg.rs");
    println!("cargo:rerun-if-changed=build.rs");
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os != "linux" && os != "freebsd" {
        panic!("libCgGL is built for ELF systems (Linux, FreeBSD) only; target OS is {os:?}");
    }
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let imports = libcg_imports(&fs::read_to_string("src/cg.rs").expect("src/cg.rs is readable"));
    let stub_source = out_dir.join("libcg_stub.rs");
    let mut text = String::from("#![allow(non_snake_case)]\n");
    for name in &imports {
        text.push_str(&format!(
            "#[no_mangle]\npub extern \"C\" fn {name}() {{}}\n"
        ));
    }
    fs::write(&stub_source, text).expect("OUT_DIR is writable");
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let target = env::var("TARGET").expect("cargo sets TARGET");
    let mut command = Command::new(rustc);
    // Cross builds link with the target's linker (cargo passes it on).
    if let Ok(linker) = env::var("RUSTC_LINKER") {
        command.arg("-C").arg(format!("linker={linker}"));
    }
    let status = command
        .args([
            "--crate-type",
            "cdylib",
            "--crate-name",
            "Cg",
            "--edition",
            "2021",
        ])
        .args([
            "--target",
            &target,
            "-C",
            "link-arg=-Wl,-soname,libCg.so",
            "-o",
        ])
        .arg(out_dir.join("libCg.so"))
        .arg(&stub_source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "compiling the stub libCg.so failed");
    println!("cargo:rustc-link-search=native={}", out_dir.display());
    println!("cargo:rustc-link-lib=dylib=Cg");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libCgGL.so");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,$ORIGIN");
}

/// The names declared `pub fn NAME(` inside the `extern "C"` block.
fn libcg_imports(source: &str) -> Vec<String> {
    let block = source
        .split_once("extern \"C\" {")
        .map(|(_, rest)| rest)
        .expect("src/cg.rs has an extern \"C\" block");
    block
        .lines()
        .take_while(|line| line.trim() != "}")
        .filter_map(|line| line.trim().strip_prefix("pub fn "))
        .map(|rest| rest.split('(').next().unwrap_or_default().to_string())
        .collect()
}
