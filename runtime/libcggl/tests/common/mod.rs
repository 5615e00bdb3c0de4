//! What the tests of libCgGL share: where the built library is, which libCg
//! it can run over, and building and running the C test programs.
//!
//! The C programs need a C compiler, OpenGL and EGL headers, Mesa and a
//! libCg. Outside CI a missing outside program (headers, Mesa) skips the
//! test with a printed notice; under `CI=true` it fails, since `.ci/run`
//! installs them (scripts/install-test-deps.sh). No libCg at all (cgrs's
//! libCg not built yet and NVIDIA's not installed) skips the test even
//! under CI, with a notice saying so: it is a part of this project, not an
//! outside program.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// `target/<profile>`.
pub fn target_dir() -> PathBuf {
    deps_dir()
        .parent()
        .expect("tests run from target/<profile>/deps")
        .to_path_buf()
}

/// `target/<profile>/deps`, where the tests run from and where `cargo test`
/// builds the libraries; it copies them up to `target/<profile>` only on
/// `cargo build`, so the copies there may be stale.
fn deps_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its path");
    exe.parent()
        .expect("the test lies in a directory")
        .to_path_buf()
}

/// The libCgGL.so `cargo test` built.
pub fn library() -> PathBuf {
    deps_dir().join("libCgGL.so")
}

pub fn package_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The dynamic symbols `library` defines (`nm -D --defined-only`).
pub fn defined_symbols(library: &Path) -> Vec<String> {
    let output = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(library)
        .output()
        .expect("nm (binutils) runs");
    assert!(
        output.status.success(),
        "nm failed on {}",
        library.display()
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().nth(2))
        .map(str::to_string)
        .collect()
}

/// A libCg to run the C programs over, and which of cgrs's extensions it has.
pub struct LibCg {
    pub path: PathBuf,
    pub raises_errors: bool,
    pub reports_stores: bool,
}

/// cgrs's libCg once it implements the API, else NVIDIA's if installed.
pub fn find_libcg() -> Option<LibCg> {
    let candidates = [
        deps_dir().join("libCg.so"),
        target_dir().join("libCg.so"),
        PathBuf::from("/usr/lib/x86_64-linux-gnu/libCg.so"),
        PathBuf::from("/usr/lib/aarch64-linux-gnu/libCg.so"),
        PathBuf::from("/usr/lib64/libCg.so"),
        PathBuf::from("/usr/lib/libCg.so"),
    ];
    candidates
        .into_iter()
        .filter(|path| path.exists())
        .find_map(|path| {
            let symbols = defined_symbols(&path);
            let has = |name: &str| symbols.iter().any(|symbol| symbol == name);
            has("cgCreateContext").then(|| LibCg {
                raises_errors: has("cgrsRaiseError"),
                reports_stores: has("cgrsSetParameterListener"),
                path,
            })
        })
}

/// cg.h: cgrs's (runtime/include) once written, else NVIDIA's.
fn find_cg_header() -> Option<PathBuf> {
    [
        package_dir().join("../include/Cg/cg.h"),
        PathBuf::from("/usr/include/Cg/cg.h"),
    ]
    .into_iter()
    .find(|path| path.exists())
}

/// Why a test cannot run here. Outside CI it prints a notice and the test
/// passes; under CI=true an outside program must be there.
pub fn skip(reason: &str, outside_program: bool) {
    if outside_program && std::env::var("CI").as_deref() == Ok("true") {
        panic!("{reason} (CI=true requires it: scripts/install-test-deps.sh installs it)");
    }
    eprintln!("NOTICE: test skipped: {reason}");
}

/// A directory with libCgGL.so (cgrs's) and libCg.so (`libcg`) side by side,
/// and Cg/cg.h + Cg/cgGL.h (cgrs's), to build and run the C programs with.
pub struct Sandbox {
    pub dir: PathBuf,
}

impl Sandbox {
    pub fn new(name: &str, libcg: &LibCg) -> Option<Sandbox> {
        let Some(cg_header) = find_cg_header() else {
            skip(
                "no Cg/cg.h (neither cgrs's runtime/include nor NVIDIA's)",
                false,
            );
            return None;
        };
        let dir = target_dir().join("libcggl-tests").join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("include/Cg")).expect("target is writable");
        std::fs::copy(&cg_header, dir.join("include/Cg/cg.h")).expect("cg.h is readable");
        std::fs::copy(
            package_dir().join("../include/Cg/cgGL.h"),
            dir.join("include/Cg/cgGL.h"),
        )
        .expect("cgGL.h is readable");
        std::os::unix::fs::symlink(library(), dir.join("libCgGL.so")).expect("symlink");
        std::os::unix::fs::symlink(&libcg.path, dir.join("libCg.so")).expect("symlink");
        Some(Sandbox { dir })
    }

    /// Compiles tests/c/`source` into an executable; None (after a notice)
    /// when the C compiler lacks GL/EGL headers or libraries.
    pub fn compile(&self, source: &str) -> Option<PathBuf> {
        let c_dir = package_dir().join("tests/c");
        let output_path = self.dir.join(source.trim_end_matches(".c"));
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        let output = Command::new(&cc)
            .arg("-o")
            .arg(&output_path)
            .arg(c_dir.join(source))
            .arg("-I")
            .arg(&c_dir)
            .arg("-I")
            .arg(self.dir.join("include"))
            .arg("-L")
            .arg(&self.dir)
            .args(["-lCgGL", "-lCg", "-lEGL", "-lGL", "-lm", "-ldl"])
            .output()
            .expect("the C compiler runs");
        if !output.status.success() {
            let errors = String::from_utf8_lossy(&output.stderr);
            skip(
                &format!(
                    "{source} does not build (OpenGL/EGL development files missing?):\n{errors}"
                ),
                true,
            );
            return None;
        }
        Some(output_path)
    }

    /// Compiles tests/c/`source` into a shared library to preload.
    pub fn compile_shared(&self, source: &str) -> PathBuf {
        let output_path = self
            .dir
            .join(format!("lib{}.so", source.trim_end_matches(".c")));
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        let output = Command::new(&cc)
            .args(["-shared", "-fPIC", "-o"])
            .arg(&output_path)
            .arg(package_dir().join("tests/c").join(source))
            .arg("-I")
            .arg(self.dir.join("include"))
            .arg("-ldl")
            .output()
            .expect("the C compiler runs");
        assert!(
            output.status.success(),
            "{source}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        output_path
    }

    /// Runs `program` with the sandbox's libraries; None (after a notice)
    /// when no OpenGL context can be made (exit status 77).
    pub fn run(&self, program: &Path, args: &[&Path]) -> Option<String> {
        self.run_preloading(program, args, None)
    }

    /// As `run`, with `preload` (a shared library) preloaded.
    pub fn run_preloading(
        &self,
        program: &Path,
        args: &[&Path],
        preload: Option<&Path>,
    ) -> Option<String> {
        let mut command = Command::new(program);
        if let Some(preload) = preload {
            command.env("LD_PRELOAD", preload);
        }
        let output = command
            .args(args)
            .env("LD_LIBRARY_PATH", &self.dir)
            .env("LIBGL_ALWAYS_SOFTWARE", "1")
            .output()
            .expect("the test program runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        if output.status.code() == Some(77) {
            skip(
                &format!("no Mesa OpenGL context (libegl-mesa0, libgl1-mesa-dri): {stderr}"),
                true,
            );
            return None;
        }
        assert!(
            output.status.success(),
            "{} failed ({}):\n{stderr}",
            program.display(),
            output.status
        );
        Some(String::from_utf8_lossy(&output.stdout).into_owned())
    }
}
