//! Register values: four f32 lanes plus a mask of which lanes hold a defined
//! value, and the VP2 condition codes.
//!
//! Invariant: a lane whose bit is clear in `defined` holds 0.0 and carries no
//! meaning; every operation propagates undefinedness from the source lanes a
//! result lane depends on, so a comparison can tell "differs" from "both
//! undefined".

/// A four-component register value with per-lane definedness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Vec4 {
    pub v: [f32; 4],
    /// Bit i set: lane i is defined.
    pub defined: u8,
}

impl Vec4 {
    pub const UNDEFINED: Vec4 = Vec4 {
        v: [0.0; 4],
        defined: 0,
    };
    pub const ZERO: Vec4 = Vec4 {
        v: [0.0; 4],
        defined: 0xF,
    };
    pub const ZERO_ONE: Vec4 = Vec4 {
        v: [0.0, 0.0, 0.0, 1.0],
        defined: 0xF,
    };

    pub fn new(v: [f32; 4]) -> Vec4 {
        Vec4 { v, defined: 0xF }
    }

    pub fn splat(x: f32) -> Vec4 {
        Vec4::new([x; 4])
    }

    pub fn is_defined(&self, lane: usize) -> bool {
        self.defined & (1 << lane) != 0
    }

    /// The lane's value, or None when undefined.
    pub fn get(&self, lane: usize) -> Option<f32> {
        self.is_defined(lane).then_some(self.v[lane])
    }

    /// Lanes as options, for printing and comparison.
    pub fn lanes(&self) -> [Option<f32>; 4] {
        [self.get(0), self.get(1), self.get(2), self.get(3)]
    }
}

/// One component of the VP2 condition code register (section 2.14.1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Lt,
    Eq,
    Gt,
    /// Unordered: the value compared was NaN.
    Un,
}

impl Cond {
    /// GenerateCC of NV_vertex_program2 section 2.14.2.2.
    pub fn of(value: f32) -> Cond {
        if value.is_nan() {
            Cond::Un
        } else if value < 0.0 {
            Cond::Lt
        } else if value == 0.0 {
            Cond::Eq
        } else {
            Cond::Gt
        }
    }
}
