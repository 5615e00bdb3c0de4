//! Symbolic values: what a Cg expression or variable holds during lowering.
//!
//! Lowering never keeps a Cg variable in a register of its own. A variable's
//! value is a tree of [`Value`]s whose leaves are [`Vector`]s of [`Comp`]s, each
//! naming where one component lives: a constant, or one component of an IR
//! source (an input, a uniform row, a literal, or a temporary written exactly
//! once). Assigning to a variable replaces components in the tree, so copies,
//! swizzles, struct and array accesses and inlined parameter passing cost no
//! instruction; only arithmetic does.
//!
//! Invariant: a `Comp::Reg` that names a temporary names a component that was
//! written once, before, and is never written again — temporaries are
//! single-assignment per component, so a value can be read at any later point.

use crate::ir::{SamplerId, Source};
use smallvec::SmallVec;

/// One scalar component.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Comp {
    Const(f32),
    /// Component `component` of `source`, negated when `negate` is set.
    Reg {
        source: Source,
        component: u8,
        negate: bool,
    },
    /// Never written (an `out` parameter not assigned yet). Reads as 0; an
    /// output is not written where it is undefined. Compare with
    /// [`Comp::UNDEF`]: the origin never makes two components differ.
    Undef(Unset),
}

/// Where an undefined component comes from: a component of a variable the
/// program declared without a value (for cgc's warning C7050,
/// `Lowerer::note_unset_reads`), or nowhere in particular. An origin is a
/// label, not part of the value: every undefined component equals every
/// other, so code generation never depends on it.
#[derive(Clone, Copy, Debug, Eq)]
pub struct Unset(u32);

impl PartialEq for Unset {
    fn eq(&self, _: &Unset) -> bool {
        true
    }
}

impl Unset {
    /// No variable's: an entry's output, a function's result.
    pub const NOWHERE: Unset = Unset(u32::MAX);

    /// Component `component` of the unset leaf `leaf`.
    pub fn of(leaf: usize, component: u8) -> Unset {
        Unset((leaf as u32) << 2 | u32::from(component & 3))
    }

    /// The leaf and component, unless [`Unset::NOWHERE`].
    pub fn origin(self) -> Option<(usize, u8)> {
        (self.0 != u32::MAX).then_some(((self.0 >> 2) as usize, (self.0 & 3) as u8))
    }
}

impl Comp {
    /// An undefined component of no variable.
    pub const UNDEF: Comp = Comp::Undef(Unset::NOWHERE);

    pub fn reg(source: Source, component: u8) -> Comp {
        Comp::Reg {
            source,
            component,
            negate: false,
        }
    }

    pub fn negated(self) -> Comp {
        match self {
            Comp::Const(value) => Comp::Const(-value),
            Comp::Reg {
                source,
                component,
                negate,
            } => Comp::Reg {
                source,
                component,
                negate: !negate,
            },
            Comp::Undef(_) => Comp::Const(-0.0),
        }
    }

    pub fn constant(self) -> Option<f32> {
        match self {
            Comp::Const(value) => Some(value),
            Comp::Undef(_) => Some(0.0),
            Comp::Reg { .. } => None,
        }
    }

    /// Bit-exact equality (so `-0` and `0`, and NaNs, are told apart).
    pub fn same(self, other: Comp) -> bool {
        match (self, other) {
            (Comp::Const(a), Comp::Const(b)) => a.to_bits() == b.to_bits(),
            _ => self == other,
        }
    }

    /// The component as a hash key: keys are equal where [`Self::same`] holds.
    pub fn key(self) -> CompKey {
        match self {
            Comp::Const(value) => CompKey::Const(value.to_bits()),
            Comp::Reg {
                source,
                component,
                negate,
            } => CompKey::Reg {
                source,
                component,
                negate,
            },
            Comp::Undef(_) => CompKey::Undef,
        }
    }
}

/// How lowering computed a register component, kept so that later code can
/// look through it ([`super::build`]: the opposite comparison, a select of a
/// sum, nested selects).
#[derive(Clone, Copy, Debug)]
pub enum Derivation {
    /// `SLT`/`SGE` of two components.
    Comparison(crate::ir::Opcode, Comp, Comp),
    /// The sum of two components.
    Sum(Comp, Comp),
    /// `cond ? a : b` for a 0/1 `cond`.
    Select { cond: Comp, a: Comp, b: Comp },
    /// `1 - x` of a 0/1 `x`.
    Not(Comp),
    /// Some other 0/1 boolean (`&&`, `||`).
    Boolean,
    /// A count of true 0/1 flags: `any` where the profile cannot saturate
    /// (a vertex program's `any` of two true components is 2, which
    /// `float(any(..))` shows). True where not 0; made 0/1 before it
    /// chooses or combines ([`crate::lower::build`]'s `flags`).
    Count,
}

/// A [`Comp`] that can be hashed (a constant by its bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompKey {
    Const(u32),
    Reg {
        source: Source,
        component: u8,
        negate: bool,
    },
    Undef,
}

/// The components of a vector as a hash key.
pub type VectorKey = SmallVec<[CompKey; 4]>;

/// The components of a scalar (1) or vector (2..4).
pub type Vector = SmallVec<[Comp; 4]>;

/// A value of any Cg type.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A scalar or a vector.
    Vector(Vector),
    /// Matrix rows, struct fields or array elements, in order.
    Aggregate(Vec<Value>),
    Sampler(SamplerId),
    Void,
}

impl Value {
    pub fn scalar(comp: Comp) -> Value {
        Value::Vector(SmallVec::from_slice(&[comp]))
    }

    pub fn constant(values: &[f32]) -> Value {
        Value::Vector(values.iter().map(|&v| Comp::Const(v)).collect())
    }

    pub fn as_vector(&self) -> Option<&Vector> {
        match self {
            Value::Vector(vector) => Some(vector),
            _ => None,
        }
    }

    /// Structural equality with bit-exact constants.
    pub fn same(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Vector(a), Value::Vector(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(*y))
            }
            (Value::Aggregate(a), Value::Aggregate(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y))
            }
            _ => self == other,
        }
    }

    /// Every scalar component, row by row / field by field.
    pub fn components(&self) -> Vec<Comp> {
        let mut out = Vec::new();
        self.collect_components(&mut out);
        out
    }

    fn collect_components(&self, out: &mut Vec<Comp>) {
        match self {
            Value::Vector(vector) => out.extend(vector.iter().copied()),
            Value::Aggregate(items) => items.iter().for_each(|item| item.collect_components(out)),
            Value::Sampler(_) | Value::Void => {}
        }
    }
}
