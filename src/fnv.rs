//! FNV-1a hashing for the fixed tables of short names the compiler builds at
//! start-up (the lexer's vocabulary, the standard library's index): std's
//! default SipHash costs several times more per lookup, and these tables never
//! grow with the input, so no input can degrade them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map keyed by fixed names, hashed with [`Fnv`].
pub type FnvHashMap<K, V> = HashMap<K, V, BuildHasherDefault<Fnv>>;

/// The FNV-1a hasher (64 bits).
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
