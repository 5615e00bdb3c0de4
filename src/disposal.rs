//! Large values a short process leaves to the operating system to free.
//!
//! Freeing the syntax tree, the tokens and the checked bodies of a large
//! shader one allocation at a time costs about a twentieth of a whole
//! compile, all of it just before the process exits and the operating system
//! reclaims its memory at once anyway. The command line declares itself such
//! a process ([`leak_at_exit`]); [`discard`] then forgets values instead of
//! dropping them, as clang's `-disable-free` does. Everything else (the
//! language server, tests, the library's users) never declares it, and
//! `discard` is an ordinary drop.

use std::sync::atomic::{AtomicBool, Ordering};

static LEAK_AT_EXIT: AtomicBool = AtomicBool::new(false);

/// Declares that this process ends after one compile: from now on
/// [`discard`] leaves values to the process's end.
pub fn leak_at_exit() {
    LEAK_AT_EXIT.store(true, Ordering::Relaxed);
}

/// Drops `value`, or, in a process that called [`leak_at_exit`], forgets it.
pub fn discard<T>(value: T) {
    if LEAK_AT_EXIT.load(Ordering::Relaxed) {
        std::mem::forget(value);
    } else {
        drop(value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn discard_drops_unless_the_process_leaks_at_exit() {
        // Unit tests run in one process that never calls `leak_at_exit`.
        let shared = Rc::new(());
        discard(Rc::clone(&shared));
        assert_eq!(Rc::strong_count(&shared), 1);
    }
}
