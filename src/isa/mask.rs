//! Write masks: which of an instruction's four result components it writes
//! (`.xz`), and which components of an operand it reads.

use std::fmt;

/// Which of the four components an instruction writes (bit `i` = component `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct WriteMask(pub u8);

impl WriteMask {
    pub const NONE: WriteMask = WriteMask(0);
    pub const X: WriteMask = WriteMask(1);
    pub const XYZ: WriteMask = WriteMask(7);
    pub const ALL: WriteMask = WriteMask(15);

    pub fn single(component: u8) -> WriteMask {
        WriteMask(1 << component)
    }

    pub fn has(self, component: usize) -> bool {
        self.0 & (1 << component) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: WriteMask) -> WriteMask {
        WriteMask(self.0 | other.0)
    }

    pub fn intersect(self, other: WriteMask) -> WriteMask {
        WriteMask(self.0 & other.0)
    }

    pub fn minus(self, other: WriteMask) -> WriteMask {
        WriteMask(self.0 & !other.0)
    }

    pub fn count(self) -> u32 {
        (self.0 & 15).count_ones()
    }

    pub fn components(self) -> impl Iterator<Item = usize> {
        (0..4).filter(move |&i| self.has(i))
    }
}

impl fmt::Display for WriteMask {
    /// Nothing for a full mask, else `.xz` and so on.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == WriteMask::ALL {
            return Ok(());
        }
        write!(f, ".")?;
        for (i, name) in ['x', 'y', 'z', 'w'].into_iter().enumerate() {
            if self.has(i) {
                write!(f, "{name}")?;
            }
        }
        Ok(())
    }
}
