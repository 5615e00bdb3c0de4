//! `sin`/`cos` where the profile has no instruction: the reference power
//! series of `reference/cg-stdlib-reference.txt` (the same constants and
//! operation order, so results agree with cgc's programs within rounding).

use crate::ir::Opcode;
use crate::lower::lowerer::Lowerer;
use crate::lower::value::{Comp, Vector};
use smallvec::smallvec;

fn c(x: f32) -> Comp {
    Comp::Const(x)
}

fn consts(values: [f32; 3]) -> Vector {
    values.iter().map(|&v| Comp::Const(v)).collect()
}

impl Lowerer<'_> {
    /// `cos(a)` by the reference power series; `sin` shifts by a quarter turn.
    pub(crate) fn cos_series(&mut self, a: Comp, sine: bool) -> Comp {
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
}
