//! A real client, unchanged: Panda3D's own wheel from PyPI renders its Cg
//! scenes (tests/panda3d/scenes.py) with cgrs's libCg and libCgGL copied over
//! the NVIDIA libraries it bundles, and the frames are compared pixel by
//! pixel with those NVIDIA's libraries render (scripts/panda3d-check.sh), in
//! Panda3D's default profiles on Mesa (glslv/glslf) and with
//! `basic-shaders-only` (arbvp1/arbfp1).
//!
//! Needs Xvfb, Python's venv and Mesa (scripts/install-test-deps.sh) and the
//! network once (pip); outside CI it skips with a notice without them.

mod common;

use std::process::Command;

fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|output| output.status.success())
}

#[test]
fn panda3d_renders_its_cg_scenes_as_with_nvidias_runtime() {
    if !have("xvfb-run") || !have("python3") {
        common::skip("Xvfb or python3 is not installed", true);
        return;
    }
    let Some(libcg) = common::find_libcg().filter(|libcg| libcg.reports_stores) else {
        common::skip("cgrs's libCg.so is not built beside libCgGL.so", true);
        return;
    };
    let libraries = common::target_dir().join("panda3d-libraries");
    std::fs::create_dir_all(&libraries).expect("target is writable");
    std::fs::copy(&libcg.path, libraries.join("libCg.so")).expect("libCg.so copies");
    std::fs::copy(common::library(), libraries.join("libCgGL.so")).expect("libCgGL.so copies");
    let script = common::package_dir().join("../../scripts/panda3d-check.sh");
    let output = Command::new("bash")
        .arg(&script)
        .arg(&libraries)
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&output.stdout);
    println!("{text}{}", String::from_utf8_lossy(&output.stderr));
    if text.contains("pip failed") {
        common::skip("Panda3D could not be installed from PyPI", true);
        return;
    }
    assert!(
        output.status.success(),
        "Panda3D's frames differ from NVIDIA's runtime's"
    );
}
