//! Writing what the command line produces, so that no failure loses data or
//! crashes the process:
//!
//! - standard output is written with its errors checked (`print!` panics on a
//!   full disk or a closed descriptor); a failure is a message and exit 1;
//! - a file (`-o`, `--reflect-out`, `-MF`) is written to a temporary file in
//!   the same directory and renamed over the target, so a compile that fails
//!   or is killed while writing leaves the previous file whole. A failed
//!   write removes the temporary; a process killed between creating it and
//!   renaming it (a window of one write) can leave it behind, named
//!   `.NAME.cgrs-PID.tmp` beside the target.

/// `eprintln!` that cannot panic: standard error that cannot be written
/// (`2>/dev/full`) loses the message, as there is nowhere else to put it.
macro_rules! report {
    ($($argument:tt)*) => {
        $crate::cli::output::write_stderr(&format!("{}\n", format_args!($($argument)*)))
    };
}
pub(crate) use report;

use std::io::Write;
use std::path::{Path, PathBuf};

pub use crate::invocation::listing::write_stderr;

/// Writes `text` to standard output and flushes it.
pub fn write_stdout(text: &str) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()
}

/// Replaces the file at `path` with `text` atomically: readers see the old
/// file or the new one, never a part of either. A symbolic link is followed
/// (the file it names is replaced, the link stays) and the old file's
/// permissions are kept. What is not a regular file (`/dev/null`, a pipe) is
/// written in place: renaming over it would replace the device.
pub fn write_file_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let (target, permissions) = match std::fs::metadata(path) {
        Ok(metadata) if !metadata.is_file() => return std::fs::write(path, text),
        Ok(metadata) => (std::fs::canonicalize(path)?, Some(metadata.permissions())),
        Err(_) => (path.to_path_buf(), None),
    };
    let temporary = temporary_path(&target);
    let written = write_new_file(&temporary, text)
        .and_then(|()| match permissions {
            Some(permissions) => std::fs::set_permissions(&temporary, permissions),
            None => Ok(()),
        })
        .and_then(|()| std::fs::rename(&temporary, &target));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// Creates `path` (which must not exist) holding `text`.
fn write_new_file(path: &Path, text: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    file.write_all(text.as_bytes())
}

/// `.NAME.cgrs-PID.tmp` in the directory of `path`: the same file system,
/// so the rename is atomic; the process id keeps concurrent compiles apart.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = format!(".{name}.cgrs-{}.tmp", std::process::id());
    match path.parent() {
        Some(parent) => parent.join(temporary),
        None => PathBuf::from(temporary),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("cgrs-output-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.asm");
        std::fs::write(&target, "old").unwrap();
        write_file_atomically(&target, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["out.asm"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_directory_is_not_replaced_and_no_temporary_is_left() {
        let dir = std::env::temp_dir().join(format!("cgrs-output-dir-{}", std::process::id()));
        let target = dir.join("out");
        std::fs::create_dir_all(target.join("inside")).unwrap();
        // A non-empty directory cannot be replaced by a file.
        assert!(write_file_atomically(&target, "new").is_err());
        assert!(target.join("inside").is_dir());
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["out"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
