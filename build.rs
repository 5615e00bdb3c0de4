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

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if target_os != "linux" || target_env != "gnu" {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-no-pie");
    println!("cargo:rustc-link-lib=static:-bundle=gcc_eh");
}
