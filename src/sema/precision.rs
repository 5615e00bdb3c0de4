//! The precision of `half` and `fixed` constants, as cgc rounds them.
//!
//! cgc computes constants in `float`, but a constant whose type is `half` or
//! `fixed` (a literal converted to it, the folded result of `half`
//! arithmetic or of a `half` function) is rounded to that type first, in
//! every profile: `half3 E = 0.7; c * (1 - E.x)` multiplies by 0.29980469,
//! not 0.3. Values computed at run time are not rounded (the assembly has
//! no such types). Probed with cgc 3.1 (tests/shaders/fragment/half_fixed_constants.cg):
//!
//! - `half`: the significand is rounded to 11 bits, ties toward +infinity
//!   (1 + 2^-11 → 1 + 2^-10, 2049 → 2050, -2049 → -2048), for magnitudes in
//!   [2^-14, 2^17)
//!   (the largest is 131008: no infinity takes exponent 31, as in ARM's
//!   alternative half format). Larger magnitudes stay as they are. Below
//!   2^-14 cgc's conversion is erratic (zero for [2^-19, 2^-14) and below
//!   2^-24, a few significant bits kept between); they become zero here.
//! - `fixed`: steps of 1/1024, ties toward +infinity, clamped to [-2, 2047/1024].
//!
//! Sema rounds the constants it folds ([`round_constant`] in literals,
//! conversions and folded operators), lowering the ones it folds in turn
//! (arithmetic on variables holding constants).

use crate::sema::types::Scalar;

/// The smallest magnitude cgc keeps as a `half` constant.
const HALF_MIN: f32 = 1.0 / 16384.0;
/// Magnitudes from here on are not rounded (2^17).
const HALF_UNROUNDED: f32 = 131072.0;
const HALF_SIGNIFICAND_BITS: i32 = 10;
const FIXED_STEPS: f32 = 1024.0;

/// `x` as cgc rounds a constant of type `scalar` (unchanged but for `half`
/// and `fixed`).
pub fn round_constant(scalar: Scalar, x: f32) -> f32 {
    match scalar {
        Scalar::Half => to_half(x),
        Scalar::Fixed => to_fixed(x),
        _ => x,
    }
}

/// `x` as cgc rounds a `half` constant.
pub fn to_half(x: f32) -> f32 {
    let magnitude = x.abs();
    if !x.is_finite() || magnitude >= HALF_UNROUNDED {
        return x;
    }
    if magnitude < HALF_MIN {
        return 0.0f32.copysign(x);
    }
    let exponent = ((magnitude.to_bits() >> 23) & 0xff) as i32 - 127;
    let step = 2f32.powi(exponent - HALF_SIGNIFICAND_BITS);
    // Exact: `x / step` is below 2^11 in magnitude, a power-of-two scaling.
    let rounded = (x / step + 0.5).floor() * step;
    if rounded.abs() >= HALF_UNROUNDED {
        // cgc prints an infinity here, which no assembler reads back.
        return x;
    }
    rounded
}

/// `x` as cgc rounds a `fixed` constant.
pub fn to_fixed(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    let steps = (x * FIXED_STEPS + 0.5)
        .floor()
        .clamp(-2.0 * FIXED_STEPS, 2.0 * FIXED_STEPS - 1.0);
    steps / FIXED_STEPS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Constants cgc 3.1 printed for `half E = v` / `fixed E = v`.
    #[test]
    fn rounds_as_cgc_prints() {
        let half = [
            (0.7, 717.0 / 1024.0),
            (-0.7, -717.0 / 1024.0),
            (70000.0, 70016.0),
            (65519.0, 65504.0),
            (65520.0, 65536.0),
            (1.0 + 1.0 / 2048.0, 1.0 + 1.0 / 1024.0),
            (2049.0, 2050.0),
            (2051.0, 2052.0),
            (-2049.0, -2048.0),
            (1.3 / 16384.0, 1331.0 / 1024.0 / 16384.0),
            (1.3 / 32768.0, 0.0),
            (140_000.0, 140_000.0),
            (1e6, 1e6),
        ];
        for (value, printed) in half {
            assert_eq!(to_half(value), printed, "half {value}");
        }
        let fixed = [
            (0.7, 717.0 / 1024.0),
            (0.3, 307.0 / 1024.0),
            (3.7, 2047.0 / 1024.0),
            (-2.7, -2.0),
            (1e6, 2047.0 / 1024.0),
            (-0.5 / 1024.0, 0.0),
            (1.5 / 1024.0, 2.0 / 1024.0),
            (-1.5 / 1024.0, -1.0 / 1024.0),
            (-1.9995, -2047.0 / 1024.0),
        ];
        for (value, printed) in fixed {
            assert_eq!(to_fixed(value), printed, "fixed {value}");
        }
    }
}
