//! Standard-library functions that take more than a few instructions or have
//! `out` parameters or side effects: `clip`, `isnan`/`isinf`/`isfinite`,
//! `frexp`/`ldexp`/`modf`, `determinant`, `inverse`, `noise`.
//!
//! Each expansion computes what the Cg library's reference implementation
//! (reference/cg-stdlib-reference.txt) computes, in the form cgc 3.1 emits
//! (tests/reference/{vertex,fragment}/*, tests/reference/stdlib/*), so that
//! both programs agree on the values the VM feeds them.

use super::value::{Comp, Value, Vector};
use super::{unsupported, Lowerer, R};
use crate::ir::Opcode;
use crate::sema::hir::ExprId;
use crate::span::Span;

/// Which IEEE class test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    Nan,
    Inf,
    Finite,
}

impl Lowerer<'_> {
    /// `clip(x)`: discard the fragment where the path runs and a component of
    /// `x` is negative. Unconditionally, `KIL x` says exactly that.
    pub(super) fn clip(&mut self, x: &[Comp]) {
        let guard = self.full_guard();
        if self.path.is_empty() && guard.constant() == Some(0.0) {
            if x.iter().all(|c| c.constant().is_some_and(|v| v >= 0.0)) {
                return;
            }
            // KIL tests all four components: repeat the last one.
            let padded: Vector = (0..4).map(|i| x[i.min(x.len() - 1)]).collect();
            self.kil(&padded);
            return;
        }
        let negative = self.compare(Opcode::Slt, x, &[Comp::Const(0.0)], x.len());
        let mut conditions = self.path.clone();
        conditions.push(self.any(&negative));
        conditions.push(self.not(&[guard])[0]);
        let kill = self.all(&conditions);
        if kill.constant() != Some(0.0) {
            self.kil(&[kill.negated()]);
        }
    }

    /// `isnan`/`isinf`/`isfinite` as the reference implementation writes
    /// them (`s != s`; `2*s == s && s != 0`; `s == s && (s == 0 || s != 2*s)`),
    /// each comparison with zero made on an absolute value as cgc does.
    pub(super) fn classify(&mut self, class: Class, x: &[Comp]) -> Vector {
        let width = x.len();
        let self_difference = self.sub(x, x);
        let twice_difference = self.mad(x, &[Comp::Const(-2.0)], x);
        match class {
            Class::Nan => self.nonzero(&self_difference, width),
            Class::Inf => {
                let doubled_same = self.zero(&twice_difference, width);
                let nonzero = self.nonzero(x, width);
                self.op(Opcode::Mul, &[&doubled_same, &nonzero], width)
            }
            Class::Finite => {
                let ordered = self.zero(&self_difference, width);
                let zero = self.zero(x, width);
                let doubled_differs = self.nonzero(&twice_difference, width);
                let either = self.op(Opcode::Max, &[&zero, &doubled_differs], width);
                self.op(Opcode::Mul, &[&ordered, &either], width)
            }
        }
    }

    /// 1 where `|v| <= 0`.
    fn zero(&mut self, v: &[Comp], width: usize) -> Vector {
        let magnitude = self.op(Opcode::Abs, &[v], width);
        self.compare(Opcode::Sge, &[Comp::Const(0.0)], &magnitude, width)
    }

    /// 1 where a component is not zero.
    pub(super) fn is_nonzero(&mut self, v: &[Comp]) -> Vector {
        self.nonzero(v, v.len())
    }

    /// 1 where `0 < |v|`.
    fn nonzero(&mut self, v: &[Comp], width: usize) -> Vector {
        let magnitude = self.op(Opcode::Abs, &[v], width);
        self.compare(Opcode::Slt, &[Comp::Const(0.0)], &magnitude, width)
    }

    /// `frexp(x, out e)`: `e = x != 0 ? floor(log2|x|) + 1 : 0`, returns
    /// `x * 2^-e` (cgc's expansion, corpus fragment/frexp_modf_pack).
    pub(super) fn frexp(&mut self, args: &[ExprId], span: Span) -> R<Value> {
        let x = self.expr(args[0])?;
        let x = super::expr::vector(&x, span)?;
        let width = x.len();
        let magnitude = self.op(Opcode::Abs, &[&x], width);
        let log = self.exp_log(Opcode::Lg2, &magnitude, width, span)?;
        let floor = self.floor(&log, width);
        let exponent = self.add(&floor, &[Comp::Const(1.0)]);
        let nonzero = self.compare(Opcode::Slt, &[Comp::Const(0.0)], &magnitude, width);
        let exponent = self.op(Opcode::Mul, &[&nonzero, &exponent], width);
        let negated: Vector = exponent.iter().map(|c| c.negated()).collect();
        let scale = self.exp_log(Opcode::Ex2, &negated, width, span)?;
        let mantissa = self.op(Opcode::Mul, &[&x, &scale], width);
        let place = self.place(args[1])?;
        self.store(&place, Value::Vector(exponent), span)?;
        Ok(Value::Vector(mantissa))
    }

    /// `modf(x, out ip)`: `ip = trunc(x)`, returns `x - ip`.
    pub(super) fn modf(&mut self, args: &[ExprId], span: Span) -> R<Value> {
        let x = self.expr(args[0])?;
        let x = super::expr::vector(&x, span)?;
        let whole = self.trunc_vector(&x, span)?;
        let fraction = self.sub(&x, &whole);
        let place = self.place(args[1])?;
        self.store(&place, Value::Vector(whole), span)?;
        Ok(Value::Vector(fraction))
    }

    /// `ldexp(x, e)`: `x * 2^trunc(e)` (cgc truncates a float exponent; an
    /// int one, as `frexp` gives, is used as it is).
    pub(super) fn ldexp(
        &mut self,
        x: &[Comp],
        e: &[Comp],
        width: usize,
        integral: bool,
        span: Span,
    ) -> R<Vector> {
        let whole = if integral {
            e.iter().copied().collect()
        } else {
            self.trunc_vector(e, span)?
        };
        let scale = self.exp_log(Opcode::Ex2, &whole, width, span)?;
        Ok(self.op(Opcode::Mul, &[x, &scale], width))
    }

    /// Whether argument `arg` was an integer before the call converted it.
    pub(super) fn integral_before_conversion(&self, arg: ExprId) -> bool {
        let body = self.body();
        let mut expr = body.expr(arg);
        if let crate::sema::hir::ExprKind::Convert { value, .. } = expr.kind {
            expr = body.expr(value);
        }
        expr.ty
            .scalar_kind()
            .is_some_and(crate::sema::types::Scalar::is_integral)
    }

    /// `trunc` of a whole vector at once: `floor(|x|)` with the sign of `x`.
    fn trunc_vector(&mut self, x: &[Comp], span: Span) -> R<Vector> {
        let width = x.len();
        if width == 1 {
            // The scalar form cast-to-int uses, which folds and selects better.
            return Ok(smallvec::smallvec![self.truncate(x[0], span)?]);
        }
        let magnitude = self.op(Opcode::Abs, &[x], width);
        let floor = self.floor(&magnitude, width);
        let negative = self.compare(Opcode::Slt, x, &[Comp::Const(0.0)], width);
        let negated: Vector = floor.iter().map(|c| c.negated()).collect();
        Ok(self.select(&negative, &negated, &floor))
    }

    /// `determinant(A)` by cofactor expansion along the first row.
    pub(super) fn determinant(&mut self, value: &Value, span: Span) -> R<Value> {
        let rows = matrix_rows(value, span)?;
        Ok(Value::scalar(self.det(&rows)))
    }

    /// `inverse(A)`: the adjugate divided by the determinant.
    pub(super) fn inverse(&mut self, value: &Value, span: Span) -> R<Value> {
        let rows = matrix_rows(value, span)?;
        let n = rows.len();
        let cofactors: Vec<Vec<Comp>> = (0..n)
            .map(|i| (0..n).map(|j| self.cofactor(&rows, i, j)).collect())
            .collect();
        // The determinant along the first row, reusing its cofactors.
        let mut det = self.mul(&[rows[0][0]], &[cofactors[0][0]]);
        for (j, &cofactor) in cofactors[0].iter().enumerate().skip(1) {
            det = self.mad(&[rows[0][j]], &[cofactor], &det);
        }
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&det], 1);
        let mut out = Vec::with_capacity(n);
        for j in 0..n {
            // Row j of the inverse is column j of the cofactor matrix.
            let adjugate_row: Vector = cofactors.iter().map(|row| row[j]).collect();
            out.push(Value::Vector(self.mul(&adjugate_row, &reciprocal)));
        }
        Ok(Value::Aggregate(out))
    }

    /// The signed minor of entry (i, j).
    fn cofactor(&mut self, rows: &[Vector], i: usize, j: usize) -> Comp {
        let minor: Vec<Vector> = rows
            .iter()
            .enumerate()
            .filter(|&(r, _)| r != i)
            .map(|(_, row)| {
                row.iter()
                    .enumerate()
                    .filter(|&(c, _)| c != j)
                    .map(|(_, &x)| x)
                    .collect()
            })
            .collect();
        let det = self.det(&minor);
        if (i + j) % 2 == 1 {
            det.negated()
        } else {
            det
        }
    }

    fn det(&mut self, rows: &[Vector]) -> Comp {
        match rows.len() {
            0 => Comp::Const(1.0),
            1 => rows[0][0],
            2 => {
                let product = self.mul(&[rows[0][1]], &[rows[1][0]]);
                let negated = [product[0].negated()];
                self.mad(&[rows[0][0]], &[rows[1][1]], &negated)[0]
            }
            n => {
                let mut sum: Option<Vector> = None;
                for j in 0..n {
                    let cofactor = self.cofactor(rows, 0, j);
                    sum = Some(match sum {
                        None => self.mul(&[rows[0][j]], &[cofactor]),
                        Some(sum) => self.mad(&[rows[0][j]], &[cofactor], &sum),
                    });
                }
                sum.map_or(Comp::Const(0.0), |sum| sum[0])
            }
        }
    }
}

/// The rows of a matrix value.
fn matrix_rows(value: &Value, span: Span) -> R<Vec<Vector>> {
    match value {
        Value::Aggregate(rows) => rows
            .iter()
            .map(|row| row.as_vector().cloned())
            .collect::<Option<_>>()
            .ok_or_else(|| unsupported(span, "this matrix argument")),
        // A 1x1 matrix may arrive as its one component.
        Value::Vector(v) => Ok(vec![v.clone()]),
        _ => Err(unsupported(span, "this matrix argument")),
    }
}
