//! No input makes the checker panic or loop: every `.cg` file in the
//! repository's test data (including the malformed ones) is checked for every
//! profile, with and without an entry, and with its text cut at every 97th
//! byte (unfinished edits, as an editor sends them).

use cgrs::sema::db::check_text;
use cgrs::span::FileId;

fn cg_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            cg_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "cg") {
            found.push(path);
        }
    }
}

#[test]
fn every_test_shader_and_its_prefixes_check_without_panicking() {
    let mut files = Vec::new();
    cg_files(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    assert!(files.len() > 400, "found only {} shaders", files.len());
    let profiles = [
        crate::builtin("arbvp1"),
        crate::builtin("arbfp1"),
        crate::builtin("vp20"),
        crate::builtin("vp30"),
    ];
    let mut checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for (index, profile) in profiles.iter().enumerate() {
            let entry = if index % 2 == 0 { Some("main") } else { None };
            check_text(FileId(0), &text, entry, *profile);
            checked += 1;
        }
        let mut cut = 97;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                check_text(
                    FileId(0),
                    &text[..cut],
                    Some("main"),
                    crate::builtin("arbfp1"),
                );
                checked += 1;
            }
            cut += 97;
        }
    }
    assert!(checked > files.len() * 4);
}
