//! libCgGL on Mesa's software OpenGL, compared with NVIDIA's libCgGL.
//!
//! The C programs of tests/c run over cgrs's libCgGL (and cgrs's libCg, or
//! NVIDIA's until cgrs's exists); what NVIDIA's libraries did with the same
//! programs is stored in tests/data by scripts/regen-libcggl.sh.
mod common;

use common::{find_libcg, skip, LibCg, Sandbox};
use std::path::Path;

/// Errors only the GL runtime raises (through cgrs's `cgrsRaiseError`);
/// over a libCg without it they are lost, and the call reports error 0.
const GL_RUNTIME_ERRORS: [&str; 9] = ["2", "3", "4", "6", "9", "10", "22", "23", "50"];

fn libcg_or_skip() -> Option<LibCg> {
    let libcg = find_libcg();
    if libcg.is_none() {
        skip("no libCg implements the Cg API here (cgrs's is not built yet and NVIDIA's is not installed)", false);
    }
    libcg
}

/// Whether our line may stand for NVIDIA's given what this libCg can do.
fn acceptable(expected: &str, actual: &str, libcg: &LibCg) -> bool {
    if expected == actual {
        return true;
    }
    if expected.starts_with("[listener]") && !libcg.reports_stores {
        return true;
    }
    if !libcg.raises_errors {
        if let (Some((call, code)), Some((actual_call, "0"))) = (
            expected.rsplit_once(": error "),
            actual.rsplit_once(": error "),
        ) {
            return call == actual_call && GL_RUNTIME_ERRORS.contains(&code);
        }
    }
    false
}

/// Asserts that `output` matches NVIDIA's `expected` (in tests/data) line by
/// line, but for what this libCg cannot do (see `acceptable`).
fn assert_matches_nvidias(output: &str, expected: &str, libcg: &LibCg) {
    let expected_text =
        std::fs::read_to_string(common::package_dir().join("tests/data").join(expected))
            .unwrap_or_else(|error| panic!("tests/data/{expected}: {error}"));
    let expected_lines: Vec<&str> = expected_text.lines().collect();
    let actual: Vec<&str> = output.lines().collect();
    let differences: Vec<String> = expected_lines
        .iter()
        .zip(&actual)
        .enumerate()
        .filter(|(_, (expected, actual))| !acceptable(expected, actual, libcg))
        .map(|(line, (expected, actual))| {
            format!(
                "line {}: NVIDIA: {expected}\n         cgrs:   {actual}",
                line + 1
            )
        })
        .collect();
    assert!(
        differences.is_empty() && expected_lines.len() == actual.len(),
        "libCgGL differs from NVIDIA's {expected} ({} lines vs {}):\n{}",
        actual.len(),
        expected_lines.len(),
        differences.join("\n")
    );
}

#[test]
fn behaviour_matches_nvidias_call_by_call() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("behaviour", &libcg) else {
        return;
    };
    let Some(program) = sandbox.compile("behaviour.c") else {
        return;
    };
    if let Some(output) = sandbox.run(&program, &[]) {
        assert_matches_nvidias(&output, "behaviour-nvidia.txt", &libcg);
    }
}

/// Every function with NULL and made-up handles, NULL pointers and bad
/// enumerants: no crash, and NVIDIA's errors.
#[test]
fn bad_handles_raise_errors_and_never_crash() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("bad_handles", &libcg) else {
        return;
    };
    let Some(program) = sandbox.compile("bad_handles.c") else {
        return;
    };
    if let Some(output) = sandbox.run(&program, &[]) {
        assert!(
            output.ends_with("survived\n"),
            "bad_handles stopped early:\n{output}"
        );
        assert_matches_nvidias(&output, "bad-handles-nvidia.txt", &libcg);
    }
    // Array offsets and counts near the limits of `long`, which NVIDIA's
    // runtime does not survive: no crash, and no error but "out of bounds".
    if let Some(output) = sandbox.run(&program, &[Path::new("beyond-nvidia")]) {
        assert!(
            output.ends_with("survived\n"),
            "bad_handles beyond-nvidia stopped early:\n{output}"
        );
        for line in output.lines().filter(|line| line.contains("LONG_M")) {
            let out_of_bounds = line.ends_with("error 23");
            assert!(
                out_of_bounds || !libcg.raises_errors && line.ends_with("error 0"),
                "{line}"
            );
        }
    }
}

/// libCgGL's use of cgrs's libCg extensions (cgrsSetParameterListener,
/// cgrsRaiseError), tested over NVIDIA's libCg by lending it them
/// (tests/c/cgrs_extensions_shim.c): then every line must be NVIDIA's.
#[test]
fn with_cgrs_extensions_every_line_is_nvidias() {
    let Some(libcg) = libcg_or_skip() else { return };
    if libcg.raises_errors && libcg.reports_stores {
        // cgrs's libCg has them: the tests above compare every line already.
        return;
    }
    let Some(sandbox) = Sandbox::new("extensions", &libcg) else {
        return;
    };
    let shim = sandbox.compile_shared("cgrs_extensions_shim.c");
    let with_extensions = LibCg {
        raises_errors: true,
        reports_stores: true,
        ..libcg
    };
    for (source, expected) in [
        ("behaviour.c", "behaviour-nvidia.txt"),
        ("bad_handles.c", "bad-handles-nvidia.txt"),
    ] {
        let Some(program) = sandbox.compile(source) else {
            return;
        };
        if let Some(output) = sandbox.run_preloading(&program, &[], Some(&shim)) {
            assert_matches_nvidias(&output, expected, &with_extensions);
        }
    }
}

/// libCgGL unregisters its listener from libCg when dlclose unloads it
/// (tests/c/unload.c, over the shim's listener registry).
#[test]
fn unloading_unregisters_the_parameter_listener() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("unload", &libcg) else {
        return;
    };
    let shim = sandbox.compile_shared("cgrs_extensions_shim.c");
    let Some(program) = sandbox.compile("unload.c") else {
        return;
    };
    let library = common::library();
    if let Some(output) = sandbox.run_preloading(&program, &[&library], Some(&shim)) {
        assert_eq!(output, "registered 1\nafter dlclose 0\n");
    }
}

/// vp20 and vp30 on a stand-in for NVIDIA's NV_vertex_program drivers
/// (tests/c/nv_driver_mock.c): constants of the #const lines, uniforms and
/// tracked state matrices where the spec and cgc's header put them.
#[test]
fn nv_programs_load_constants_uniforms_and_state_matrices() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("nv_programs", &libcg) else {
        return;
    };
    let driver = sandbox.compile_shared("nv_driver_mock.c");
    let Some(program) = sandbox.compile("nv_programs.c") else {
        return;
    };
    let shader = common::package_dir().join("tests/nv/lit.cg");
    if let Some(output) = sandbox.run_preloading(&program, &[&shader], Some(&driver)) {
        assert!(output.ends_with("ok\n"), "{output}");
    }
}

/// A binary PPM (P6) image: width, height, RGB bytes.
fn read_ppm(path: &Path) -> (usize, usize, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    let mut fields = Vec::new();
    let mut position = 0;
    while fields.len() < 4 {
        while bytes[position].is_ascii_whitespace() {
            position += 1;
        }
        let start = position;
        while !bytes[position].is_ascii_whitespace() {
            position += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..position]).into_owned());
    }
    assert_eq!(fields[0], "P6", "{} is no binary PPM", path.display());
    let width = fields[1].parse().expect("PPM width");
    let height = fields[2].parse().expect("PPM height");
    (width, height, bytes[position + 1..].to_vec())
}

/// Asserts that at most 0.5% of the pixels of `image` differ from NVIDIA's
/// `expected` (in tests/data) by more than 8/255 in a channel.
fn assert_close_to_nvidias(image: &Path, expected: &str) {
    let (width, height, ours) = read_ppm(image);
    let (expected_width, expected_height, nvidias) =
        read_ppm(&common::package_dir().join("tests/data").join(expected));
    assert_eq!((width, height), (expected_width, expected_height));
    let differing = ours
        .chunks(3)
        .zip(nvidias.chunks(3))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 8))
        .count();
    let pixels = width * height;
    assert!(
        differing * 200 <= pixels,
        "{differing} of {pixels} pixels differ from NVIDIA's {expected} by more than 8/255 (see {})",
        image.display()
    );
}

#[test]
fn retroarch_driver_renders_as_with_nvidias_libraries() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("retroarch", &libcg) else {
        return;
    };
    let Some(program) = sandbox.compile("retroarch_driver.c") else {
        return;
    };
    let image = sandbox.dir.join("retroarch.ppm");
    let shaders = common::package_dir().join("tests/retroarch");
    if sandbox.run(&program, &[&shaders, &image]).is_some() {
        assert_close_to_nvidias(&image, "retroarch-nvidia.ppm");
    }
}

/// NVIDIA's image is drawn with the vertex arrays given to GL directly (see
/// tests/c/combined_glsl.c); cgrs's with cgGLSetParameterPointer.
#[test]
fn combined_glsl_program_renders_as_with_nvidias_libraries() {
    let Some(libcg) = libcg_or_skip() else { return };
    let Some(sandbox) = Sandbox::new("combined_glsl", &libcg) else {
        return;
    };
    let Some(program) = sandbox.compile("combined_glsl.c") else {
        return;
    };
    let image = sandbox.dir.join("combined_glsl.ppm");
    let shader = common::package_dir().join("tests/panda/lit_textured.cg");
    if sandbox.run(&program, &[&shader, &image]).is_some() {
        assert_close_to_nvidias(&image, "combined-glsl-nvidia.ppm");
    }
}
