//! The float meaning of the opcodes that compute from one or two scalars
//! (and `LIT`, `EXP`, `LOG`, `SCS`, which compute a vector from them).
//!
//! Section numbers are those of the specifications in the shared tree's
//! `specs/`: ARB_vertex_program (ARBvp), ARB_fragment_program (ARBfp) and
//! NV_vertex_program2 (NV). Approximations are computed exactly in f32: the
//! specifications bound their error, and an exact value is within every bound.

use super::dialect::Rules;

/// `EX2`: 2^x (ARBvp 2.14.5.8, NV 2.14.3.13).
pub fn ex2(x: f32) -> f32 {
    x.exp2()
}

/// `LG2`: log2 x (ARBvp 2.14.5.12, ARBfp 3.11.5.12, NV 2.14.3.17).
///
/// ARB: "If the scalar operand is zero or negative, the result is
/// undefined." Decided as NV defines it, "ApproxLog2(x) = NaN, -INF < x <
/// -0.0" and "ApproxLog2(+/-0.0) = -INF" (NV rules 3 and 4), which is also
/// what Mesa computes for ARB programs (tests/vm/mesa/hand_vp_explog.json).
pub fn lg2(x: f32) -> f32 {
    x.log2()
}

/// `RCP`: 1/x (ARBvp 2.14.5.21, NV 2.14.3.26).
pub fn rcp(x: f32) -> f32 {
    1.0 / x
}

/// `RCC` (NV 2.14.3.25, ClampApproxReciprocal): 1/x with its magnitude
/// clamped to [2^-64, 2^64], its sign kept; 1/+INF, which is +0, clamps to
/// +2^-64 (rule 2), so the sign bit decides, not a comparison with 0.
pub fn rcc(x: f32) -> f32 {
    const LOW: f32 = 5.421_011e-20; // 2^-64
    const HIGH: f32 = 1.844_674_4e19; // 2^64
    if x.is_nan() {
        return f32::NAN;
    }
    let reciprocal = 1.0 / x;
    if reciprocal.is_sign_positive() {
        reciprocal.clamp(LOW, HIGH)
    } else {
        reciprocal.clamp(-HIGH, -LOW)
    }
}

/// `RSQ`: 1/sqrt x. ARB takes the absolute value ("tmp =
/// fabs(ScalarLoad(op0))", ARBvp 2.14.5.22, ARBfp 3.11.5.22); NV does not,
/// and defines the negative cases: "ApproxRSQRT(x) = NaN, if -INF < x <
/// -0.0" and "ApproxRSQRT(-0.0) = -INF" (NV 2.14.3.28, rules 5 and 6).
pub fn rsq(x: f32, rules: Rules) -> f32 {
    match rules {
        Rules::Arb => 1.0 / x.abs().sqrt(),
        Rules::Nv => 1.0 / x.sqrt(),
    }
}

/// `POW` (ARBvp 2.14.5.20, ARBfp 3.11.5.20) and `LIT`'s power:
/// a^b, "ApproxPower(a,b) = ApproxExp2(b * ApproxLog2(a))", so a NaN operand
/// gives NaN, as the product and the logarithm of one do (NV 2.14.3.18,
/// RoughApproxPower rules 1 and 10), and 0^0 is 1 (ARBvp 2.14.5.13).
///
/// A negative base: ARB says only that "it may not be possible to
/// exponentiate correctly with a negative base"; decided as the formula
/// gives it with [`lg2`]'s NaN, and as NV defines it (RoughApproxPower
/// rule 2): NaN, whatever the exponent.
pub fn pow(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() || a < 0.0 {
        return f32::NAN;
    }
    a.powf(b)
}

/// `MAX` (ARBvp 2.14.5.16): "(tmp0.x > tmp1.x) ? tmp0.x : tmp1.x", so a NaN
/// first operand gives the second and a NaN second operand itself, and of
/// two zeros the second. NV 2.14.3.21 defines those cases otherwise: a NaN
/// operand gives NaN, and +0 is above -0.
pub fn max(x: f32, y: f32, rules: Rules) -> f32 {
    match rules {
        Rules::Arb if x > y => x,
        Rules::Arb => y,
        Rules::Nv => nv_min_max(x, y, false),
    }
}

/// `MIN` (ARBvp 2.14.5.17): "(tmp0.x < tmp1.x) ? tmp0.x : tmp1.x"; NV
/// 2.14.3.22 as for [`max`], -0 below +0.
pub fn min(x: f32, y: f32, rules: Rules) -> f32 {
    match rules {
        Rules::Arb if x < y => x,
        Rules::Arb => y,
        Rules::Nv => nv_min_max(x, y, true),
    }
}

/// NV's `MIN` and `MAX`: NaN wins; -0 orders below +0.
fn nv_min_max(x: f32, y: f32, min: bool) -> f32 {
    if x.is_nan() || y.is_nan() {
        return f32::NAN;
    }
    if x == y {
        let negative = if min {
            x.is_sign_negative() || y.is_sign_negative()
        } else {
            x.is_sign_negative() && y.is_sign_negative()
        };
        return if negative { -x.abs() } else { x.abs() };
    }
    if (x < y) == min {
        x
    } else {
        y
    }
}

/// The result of a set-on comparison (`SGE`, `SLT`, and NV's `SEQ`, `SNE`,
/// `SGT`, `SLE`) of `x` and `y` whose test came out `holds`: 1.0 or 0.0
/// (ARBvp 2.14.5.23-24), and NaN when an operand is NaN under NV
/// (2.14.3.29-36: "SetOnEqual(NaN, <x>) = NaN" and the like).
pub fn set_on(holds: bool, x: f32, y: f32, rules: Rules) -> f32 {
    if rules == Rules::Nv && (x.is_nan() || y.is_nan()) {
        f32::NAN
    } else if holds {
        1.0
    } else {
        0.0
    }
}

/// `_SAT`: "each component of the result vector enabled in the writemask
/// is clamped to the range [0,1]" (ARBfp 3.11.4.4). Where a NaN goes the
/// specification does not say; decided as the hardware's max-then-min
/// gives it, 0 (`clamp` would keep the NaN).
#[allow(clippy::manual_clamp)]
pub fn saturate(x: f32) -> f32 {
    x.max(0.0).min(1.0)
}

/// `SIN` (ARBfp 3.11.5.25, NV 2.14.3.33).
pub fn sin(x: f32) -> f32 {
    x.sin()
}

/// `COS` (ARBfp 3.11.5.4, NV 2.14.3.8).
pub fn cos(x: f32) -> f32 {
    x.cos()
}

/// `SCS` (ARBfp 3.11.5.23): `(cos x, sin x, z, w)`, whose `z` and `w` the
/// specification leaves undefined; they are 0 here (the VM marks them
/// undefined besides).
pub fn scs(x: f32) -> [f32; 4] {
    [cos(x), sin(x), 0.0, 0.0]
}

/// An integer operation (`AND`, `SHL`, ...): `f` of `x` and `y` read as
/// 32-bit ints (truncated toward zero, as GLSL's `int()`; the IR's int
/// values are whole already), its result as a float.
pub fn integer(x: f32, y: f32, f: impl Fn(i32, i32) -> i32) -> f32 {
    f(x as i32, y as i32) as f32
}

/// `FLR`: the largest integer not above x (ARBvp 2.14.5.10, NV 2.14.3.15).
pub fn flr(x: f32) -> f32 {
    x.floor()
}

/// `FRC`: x - floor(x), "always in the range [0.0, 1.0)" for finite x
/// (ARBvp 2.14.5.11, NV 2.14.3.16).
pub fn frc(x: f32) -> f32 {
    x - x.floor()
}

/// `SSG` (NV 2.14.3.37, SetSign): the sign as -1, 0 or +1; "SetSign(NaN) =
/// NaN" (rule 1) and both zeros give 0 (rule 2).
pub fn ssg(x: f32) -> f32 {
    if x.is_nan() {
        f32::NAN
    } else if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// `EXP` (ARBvp 2.14.5.9, NV 2.14.3.14): `(2^floor(x), x - floor(x), 2^x, 1)`.
pub fn exp(x: f32) -> [f32; 4] {
    let whole = x.floor();
    [whole.exp2(), x - whole, x.exp2(), 1.0]
}

/// `LOG` (ARBvp 2.14.5.14, NV 2.14.3.19), on the absolute value:
/// `(floor(log2 t), t / 2^floor(log2 t), log2 t, 1)`, where "floor(log2(tmp))
/// refers to the floor of the exact logarithm" ([`floor_log2`]), which an f32
/// logarithm rounded up to an integer just below a power of two would miss.
pub fn log(x: f32) -> [f32; 4] {
    let magnitude = x.abs();
    let exponent = floor_log2(magnitude);
    [exponent, magnitude / exponent.exp2(), magnitude.log2(), 1.0]
}

/// floor(log2 x) of the exact logarithm, for x ≥ 0: -INF at 0, x itself when
/// it is not finite.
fn floor_log2(x: f32) -> f32 {
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if !x.is_finite() {
        return x;
    }
    // f64 holds every f32 and its logarithm to far more than the distance
    // between an f32's logarithm and the next integer.
    f64::from(x).log2().floor() as f32
}

/// The largest f32 below 128: `LIT`'s exponent is clamped to "128.0-epsilon"
/// (ARBvp 2.14.5.13: "clamped to the range (-128, +128) exclusive").
const LIT_EXPONENT_LIMIT: f32 = 127.99999;

/// `LIT` (ARBvp 2.14.5.13, NV 2.14.3.18): `(1, max(x, 0), x > 0 ?
/// max(y, 0)^w : 0, 1)`, the exponent clamped to ±(128 - epsilon); the spec's
/// `if (tmp.x < 0) tmp.x = 0` keeps a NaN, and the power is [`pow`]'s.
pub fn lit(a: [f32; 4]) -> [f32; 4] {
    let diffuse = if a[0] < 0.0 { 0.0 } else { a[0] };
    let base = if a[1] < 0.0 { 0.0 } else { a[1] };
    let exponent = a[3].clamp(-LIT_EXPONENT_LIMIT, LIT_EXPONENT_LIMIT);
    let specular = if diffuse > 0.0 {
        pow(base, exponent)
    } else {
        0.0
    };
    [1.0, diffuse, specular, 1.0]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The integer operations read their operands as GLSL's `int()` does
    /// and shift a negative int's sign in (GLSL 1.30, 5.9).
    #[test]
    fn integer_operations_are_glsls() {
        use crate::isa::opcode::Opcode;
        use crate::isa::vector::evaluate;
        let run = |op, a: [f32; 4], b: [f32; 4]| evaluate(op, Rules::Arb, a, b, [0.0; 4]);
        let (a, b) = ([6.0, -8.0, 5.0, 1.0], [3.0, 1.0, 4.0, 31.0]);
        assert_eq!(run(Opcode::And, a, b), Some([2.0, 0.0, 4.0, 1.0]));
        assert_eq!(run(Opcode::Or, a, b), Some([7.0, -7.0, 5.0, 31.0]));
        assert_eq!(run(Opcode::Xor, a, b), Some([5.0, -7.0, 1.0, 30.0]));
        assert_eq!(run(Opcode::Not, a, b), Some([-7.0, 7.0, -6.0, -2.0]));
        assert_eq!(
            run(Opcode::Shl, a, b),
            Some([48.0, -16.0, 80.0, -2_147_483_648.0])
        );
        assert_eq!(run(Opcode::Shr, a, b), Some([0.0, -4.0, 0.0, 0.0]));
        assert_eq!(integer(-2.7, 0.0, |x, _| x), -2.0);
    }

    /// The undefined and special cases, as decided above.
    #[test]
    fn special_cases_follow_the_decisions() {
        assert!(lg2(-4.0).is_nan());
        assert_eq!(lg2(-0.0), f32::NEG_INFINITY);
        assert_eq!(rsq(-4.0, Rules::Arb), 0.5);
        assert!(rsq(-4.0, Rules::Nv).is_nan());
        assert_eq!(rsq(-0.0, Rules::Nv), f32::NEG_INFINITY);
        assert!(pow(-2.0, 2.0).is_nan());
        assert!(pow(f32::NAN, 0.0).is_nan());
        assert!(pow(1.0, f32::NAN).is_nan());
        assert_eq!(pow(0.0, 0.0), 1.0);
        assert_eq!(rcc(f32::INFINITY), 5.421_011e-20);
        assert_eq!(rcc(-0.0), -1.844_674_4e19);
        assert!(ssg(f32::NAN).is_nan());
        assert_eq!(max(f32::NAN, 1.0, Rules::Arb), 1.0);
        assert!(max(1.0, f32::NAN, Rules::Arb).is_nan());
        assert!(min(1.0, f32::NAN, Rules::Nv).is_nan());
        assert!(min(0.0, -0.0, Rules::Nv).is_sign_negative());
        assert!(max(-0.0, 0.0, Rules::Nv).is_sign_positive());
        assert_eq!(set_on(false, f32::NAN, 1.0, Rules::Arb), 0.0);
        assert!(set_on(false, f32::NAN, 1.0, Rules::Nv).is_nan());
        assert_eq!(ssg(-0.0), 0.0);
        assert_eq!(saturate(f32::NAN), 0.0);
        assert_eq!(saturate(-0.5), 0.0);
        assert_eq!(saturate(2.0), 1.0);
    }

    /// `LOG`'s exponent is the exact floor just below a power of two, where
    /// the f32 logarithm rounds up to the integer.
    #[test]
    fn log_exponent_is_exact_below_a_power_of_two() {
        let below = f32::from_bits(2.0f32.powi(64).to_bits() - 1);
        assert_eq!(below.log2(), 64.0);
        assert_eq!(log(below)[0], 63.0);
        assert_eq!(log(-8.0), [3.0, 1.0, 3.0, 1.0]);
    }

    /// `LIT` clamps the exponent below 128 and keeps the specular term 0
    /// when the diffuse term is not positive.
    #[test]
    fn lit_clamps_its_exponent_exclusively() {
        assert_eq!(lit([1.0, 2.0, 0.0, 200.0])[2], 2f32.powf(127.99999));
        assert_eq!(lit([-1.0, 2.0, 0.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
    }
}
