//! libCg: the Cg runtime's core API.
#![allow(non_snake_case)]

/// The toolkit version this library implements (`CG_VERSION_NUM`).
pub const CG_VERSION_NUM: u32 = 3100;
