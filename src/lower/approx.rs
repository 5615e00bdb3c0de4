//! Standard-library functions the Cg library defines as Cg code, expanded
//! from the reference implementations in `reference/cg-stdlib-reference.txt`
//! (the same constants and operation order, so results agree with cgc's
//! programs within rounding): `sin`/`cos` where the profile has no
//! instruction, `fmod`, `refract`, `atan2`, `atan`, `asin`, `acos`.

use super::value::{Comp, Vector};
use super::Lowerer;
use crate::ir::Opcode;
use smallvec::smallvec;

fn c(x: f32) -> Comp {
    Comp::Const(x)
}

fn consts(values: [f32; 3]) -> Vector {
    values.iter().map(|&v| Comp::Const(v)).collect()
}

fn neg(v: &[Comp]) -> Vector {
    v.iter().map(|x| x.negated()).collect()
}

impl Lowerer<'_> {
    /// `cos(a)` by the reference power series; `sin` shifts by a quarter turn.
    pub(super) fn cos_series(&mut self, a: Comp, sine: bool) -> Comp {
        let turns = if sine {
            self.mad(&[a], &[c(0.159_154_94)], &[c(-0.25)])[0]
        } else {
            self.mul(&[a], &[c(0.159_154_94)])[0]
        };
        let fraction = self.op(Opcode::Frc, &[&[turns]], 1)[0];
        let below = self.op(Opcode::Slt, &[&[fraction], &[c(0.25)]], 1)[0];
        let above = self.op(
            Opcode::Sge,
            &[&[fraction, fraction], &[c(-9.0), c(0.75)]],
            2,
        );
        let range: Vector = smallvec![below, above[0], above[1]];
        let middle = self.dot(&range, &consts([-1.0, 1.0, -1.0]));
        let range: Vector = smallvec![below, middle, above[1]];
        let centred = self.sub(&consts([0.0, 0.5, 1.0]), &[fraction, fraction, fraction]);
        let square = self.mul(&centred, &centred);
        let mut series = self.mad(
            &consts([24.980_804, -24.980_804, 24.980_804]),
            &square,
            &consts([-60.145_81, 60.145_81, -60.145_81]),
        );
        for coefficients in [
            [85.453_79, -85.453_79, 85.453_79],
            [-64.939_354, 64.939_354, -64.939_354],
            [19.739_208, -19.739_208, 19.739_208],
            [-1.0, 1.0, -1.0],
        ] {
            series = self.mad(&series, &square, &consts(coefficients));
        }
        // dot(series, -range), with the negation on the result where it is free.
        self.dot(&series, &range).negated()
    }

    /// `fmod(a, b)`: `frac(|a/b|) * |b|`, with the sign of `a`.
    pub(super) fn fmod(&mut self, a: &[Comp], b: &[Comp], width: usize) -> Vector {
        let reciprocal = self.scalar_op(Opcode::Rcp, &[b], b.len());
        let quotient = self.op(Opcode::Mul, &[a, &reciprocal], width);
        let magnitude = self.op(Opcode::Abs, &[&quotient], width);
        let fraction = self.frac(&magnitude, width);
        let divisor = self.op(Opcode::Abs, &[b], b.len());
        let remainder = self.op(Opcode::Mul, &[&fraction, &divisor], width);
        let negative = self.op(Opcode::Slt, &[a, &[c(0.0)]], width);
        self.select(&negative, &neg(&remainder), &remainder)
    }

    /// `refract(i, n, eta)` for unit `i` and `n`.
    pub(super) fn refract(&mut self, i: &[Comp], n: &[Comp], eta: Comp) -> Vector {
        let cosi = self.dot(&neg(i), n);
        let sin2 = self.mad(&[cosi.negated()], &[cosi], &[c(1.0)]);
        let eta2 = self.mul(&[eta], &[eta]);
        let cost2 = self.mad(&[eta2[0].negated()], &sin2, &[c(1.0)]);
        let magnitude = self.op(Opcode::Abs, &[&cost2], 1);
        let rsq = self.scalar_op(Opcode::Rsq, &[&magnitude], 1);
        let root = self.scalar_op(Opcode::Rcp, &[&rsq], 1);
        let scaled_cos = self.mul(&[eta], &[cosi]);
        let factor = self.sub(&scaled_cos, &root);
        let along_normal = self.mul(&factor, n);
        let t = self.mad(&[eta], i, &along_normal);
        let positive = self.op(Opcode::Slt, &[&[c(0.0)], &cost2], 1);
        self.mul(&t, &positive)
    }

    /// `atan2(y, x)` of one component.
    pub(super) fn atan2(&mut self, y: Comp, x: Comp) -> Comp {
        let ax = self.op(Opcode::Abs, &[&[x]], 1);
        let ay = self.op(Opcode::Abs, &[&[y]], 1);
        let high = self.op(Opcode::Max, &[&ax, &ay], 1);
        let low = self.op(Opcode::Min, &[&ax, &ay], 1);
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&high], 1);
        let ratio = self.mul(&low, &reciprocal);
        let square = self.mul(&ratio, &ratio);
        let mut series = vec![c(-0.013_480_47)];
        for coefficient in [
            0.057_477_314,
            -0.121_239_07,
            0.195_635_93,
            -0.332_994_6,
            0.999_995_6,
        ] {
            series = self.mad(&series, &square, &[c(coefficient)]).to_vec();
        }
        let mut t = self.mul(&series, &ratio);
        let steep = self.op(Opcode::Slt, &[&ax, &ay], 1);
        let complement = self.sub(&[c(std::f32::consts::FRAC_PI_2)], &t);
        t = self.select(&steep, &complement, &t);
        let left = self.op(Opcode::Slt, &[&[x], &[c(0.0)]], 1);
        let supplement = self.sub(&[c(std::f32::consts::PI)], &t);
        t = self.select(&left, &supplement, &t);
        let below = self.op(Opcode::Slt, &[&[y], &[c(0.0)]], 1);
        self.select(&below, &neg(&t), &t)[0]
    }

    /// `asin(x)` (or `acos(x)` when `cosine`) of one component.
    pub(super) fn arc(&mut self, x: Comp, cosine: bool) -> Comp {
        let negate = self.op(Opcode::Slt, &[&[x], &[c(0.0)]], 1);
        let ax = self.op(Opcode::Abs, &[&[x]], 1);
        let mut series = vec![c(-0.018_729_3)];
        for coefficient in [0.074_261, -0.212_114_4, 1.570_728_8] {
            series = self.mad(&series, &ax, &[c(coefficient)]).to_vec();
        }
        let rest = self.sub(&[c(1.0)], &ax);
        let rsq = self.scalar_op(Opcode::Rsq, &[&rest], 1);
        let root = self.scalar_op(Opcode::Rcp, &[&rsq], 1);
        if cosine {
            let ret = self.mul(&series, &root);
            let twice = self.mul(&negate, &[c(2.0)]);
            let product = self.mul(&twice, &ret);
            let ret = self.sub(&ret, &product);
            self.mad(&negate, &[c(std::f32::consts::PI)], &ret)[0]
        } else {
            let product = self.mul(&root, &series);
            let ret = self.sub(&[c(std::f32::consts::FRAC_PI_2)], &product);
            let twice = self.mul(&negate, &[c(2.0)]);
            let product = self.mul(&twice, &ret);
            self.sub(&ret, &product)[0]
        }
    }
}
