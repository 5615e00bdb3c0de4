//! Link settings that make a compile — a process of a few milliseconds, most of
//! them spent loading the program — start faster. Linux with glibc only; other
//! targets link as Rust's defaults say.
//!
//! - `-no-pie` for the executables: a position-independent executable is
//!   relocated at every start (about 2,700 relocations, each writing a page
//!   of pointer tables that then needs a private copy). The code is compiled
//!   position-independent either way and links into a fixed-address
//!   executable as it is; only ASLR of the executable itself is lost (cgc is
//!   not position-independent either). Given to the executables only: the
//!   tests and examples keep the default, and proc-macro crates never see it.
//! - The unwinder linked statically (`libgcc_eh`, what `gcc -static-libgcc`
//!   does): otherwise std's references to `_Unwind_*` load `libgcc_s.so` at
//!   every start, one more library for the dynamic loader to map, relocate and
//!   resolve. It must come before std's `-lgcc_s` on the link line to take
//!   its place, so it is a library of this crate (not bundled into the rlib:
//!   the C compiler driver finds it in its own directory when linking). The
//!   `crt-static` builds (scripts/build-static.sh) link it anyway.
//!
//! Measured with callgrind on a small shader (tests/shaders/fragment/textured_modulate.cg,
//! arbfp1): 989 k instructions → 951 k with `-no-pie` → 917 k with both.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    embed_profiles();
    link_for_fast_start();
}

/// Writes `$OUT_DIR/profiles.rs`: `(name, JSON text)` for every
/// `profiles/*.json` but the schema, sorted, for `src/profile.rs` to embed.
/// A new profile of the same family is then a JSON file and nothing else.
fn embed_profiles() {
    println!("cargo:rerun-if-changed=profiles");
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let directory = Path::new(&manifest).join("profiles");
    let mut names: Vec<String> = fs::read_dir(&directory)
        .expect("profiles/ is part of the crate")
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".json")?;
            (stem != "schema").then(|| stem.to_string())
        })
        .collect();
    names.sort();
    let mut list = String::from("&[\n");
    for name in &names {
        let path = directory.join(format!("{name}.json"));
        println!("cargo:rerun-if-changed={}", path.display());
        list.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    list.push_str("]\n");
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("profiles.rs");
    fs::write(out, list).expect("OUT_DIR is writable");
}

/// The link settings described at the top of this file, where they apply.
fn link_for_fast_start() {
    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    let native = env::var("TARGET").ok() == env::var("HOST").ok();
    if target_os != "linux" || target_env != "gnu" || !native || !static_unwinder_available() {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-no-pie");
    println!("cargo:rustc-link-lib=static:-bundle=gcc_eh");
}

/// Whether the system C compiler (the linker rustc calls on Linux) finds
/// `libgcc_eh.a`: without it the settings are skipped and the build links as
/// Rust's defaults say, so a plain toolchain builds anywhere.
fn static_unwinder_available() -> bool {
    let compiler = env::var("CC").unwrap_or_else(|_| "cc".to_string());
    std::process::Command::new(compiler)
        .arg("-print-file-name=libgcc_eh.a")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .is_some_and(|path| Path::new(path.trim()).is_absolute() && Path::new(path.trim()).exists())
}
