//! Building and running the C test programs.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The repository's root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// This package's directory.
pub fn package() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The directory holding the libCg.so this test was built with:
/// `target/<profile>/deps`, beside the test executable (`cargo test` builds
/// the library there and copies it to `target/<profile>` only on `cargo
/// build`, so the copy there may be stale).
pub fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    exe.parent()
        .expect("target/<profile>/deps/<test>")
        .to_path_buf()
}

pub fn library() -> PathBuf {
    library_dir().join(if cfg!(target_os = "macos") {
        "libCg.dylib"
    } else {
        "libCg.so"
    })
}

/// Builds `tests/c/NAME.c` against cgrs's header and libCg into a fresh
/// directory; `None` (with a notice) when no C compiler is there, outside CI.
pub fn build_c(name: &str) -> Option<PathBuf> {
    let source = package().join("tests/c").join(format!("{name}.c"));
    // Tests run in parallel: each build gets a directory of its own.
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let build = BUILDS.fetch_add(1, Ordering::Relaxed);
    let out_dir =
        std::env::temp_dir().join(format!("cgrs-libcg-{}-{name}-{build}", std::process::id()));
    std::fs::create_dir_all(&out_dir).expect("a temporary directory");
    let binary = out_dir.join(name);
    let lib_dir = library_dir();
    let status = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".to_string()))
        .arg("-std=c99")
        .arg("-I")
        .arg(repo().join("runtime/include"))
        .arg(&source)
        .arg("-o")
        .arg(&binary)
        .arg(format!("-L{}", lib_dir.display()))
        .arg("-lCg")
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .status();
    match status {
        Ok(status) if status.success() => Some(binary),
        Ok(status) => panic!("building {} failed: {status}", source.display()),
        Err(error) if std::env::var("CI").as_deref() != Ok("true") => {
            eprintln!("notice: skipping the C tests: no C compiler ({error})");
            None
        }
        Err(error) => panic!("CI needs a C compiler: {error}"),
    }
}

/// Runs `binary` in the repository's root; its exit status and stdout.
pub fn run(binary: &Path, args: &[&str]) -> (Option<i32>, String) {
    // Cargo's LD_LIBRARY_PATH for tests names target/<profile> too, whose
    // copy of libCg.so may be stale: the library beside the test comes first.
    let output = Command::new(binary)
        .args(args)
        .env("LD_LIBRARY_PATH", library_dir())
        .current_dir(repo())
        .output()
        .expect("the C test program runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

/// The part of `tests/c/NAME.c -a`'s output after `== cgrs only`, once the
/// part before it is found equal to what NVIDIA's libCg printed
/// (`tests/NAME.expected`); `None` without a C compiler.
pub fn cgrs_only_part(name: &str) -> Option<String> {
    let binary = build_c(name)?;
    let (status, output) = run(&binary, &["-a"]);
    assert_eq!(status, Some(0), "{output}");
    let expected = std::fs::read_to_string(package().join(format!("tests/{name}.expected")))
        .unwrap_or_else(|_| panic!("tests/{name}.expected"));
    let (common, own) = output
        .split_once("== cgrs only\n")
        .unwrap_or_else(|| panic!("{name} -a prints the cgrs-only part"));
    assert_eq!(common, expected);
    Some(own.to_string())
}
