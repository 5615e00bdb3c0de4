//! A real editor drives the server: headless Neovim (tests/lsp/nvim_session.lua)
//! opens a shader, types an error, reads it from `vim.diagnostic.get()`,
//! fixes it, and asks for hover and definition. Under `CI=true` Neovim is
//! required (`.ci/run` installs it); elsewhere, without it, the test says so
//! and skips.

use std::process::Command;

const SHADER: &str = "// cgrs: -profile arbfp1 -entry main
float helper(float x) {
    return x * 2;
}
float4 main(float4 v : TEXCOORD0) : COLOR {
    return v * helper(v.x);
}
";

#[test]
fn neovim_shows_and_clears_diagnostics_and_answers_hover_and_definition() {
    if Command::new("nvim").arg("--version").output().is_err() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "Neovim is required under CI=true (apt-get install neovim)"
        );
        eprintln!(
            "notice: nvim is not on PATH (apt-get install neovim); the editor test is skipped"
        );
        return;
    }
    let dir = std::env::temp_dir().join(format!("cgrs-nvim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("shader.cg");
    std::fs::write(&file, SHADER).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lsp/nvim_session.lua");
    let output = Command::new("nvim")
        .args(["--headless", "--clean", "-c"])
        .arg(format!("luafile {script}"))
        .env("CGRS_BIN", env!("CARGO_BIN_EXE_cgrs"))
        .env("CGRS_FILE", &file)
        .output()
        .unwrap_or_else(|error| {
            panic!("cannot run nvim ({error}): install Neovim (apt-get install neovim)")
        });
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stdout.contains("nvim session ok"),
        "status {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}",
        output.status
    );
}
