//! Standard-library functions that take more than a few instructions or have
//! `out` parameters or side effects: `clip`, `isnan`/`isinf`/`isfinite`,
//! `frexp`/`ldexp`/`modf`, `determinant`, `inverse`, `noise`.
//!
//! Each expansion computes what the Cg library's reference implementation
//! (reference/cg-stdlib-reference.txt) computes, in the form cgc 3.1 emits
//! (tests/reference/{vertex,fragment}/*, tests/reference/stdlib/*), so that
//! both programs agree on the values the VM feeds them.

use crate::ir::Opcode;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::ExprId;
use crate::span::Span;

/// Which IEEE class test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Nan,
    Inf,
    Finite,
}

impl Lowerer<'_> {
    /// `clip(x)`: discard the fragment where the path runs and a component of
    /// `x` is negative. Unconditionally, `KIL x` says exactly that; a `KIL`
    /// of constants that never kills is left out, but counted for the
    /// header, which lists it as cgc does (`clip(0.5)`: cgc's `KIL -0` and
    /// `$kill_0000`, tests/header/189).
    pub(crate) fn clip(&mut self, x: &[Comp]) {
        let guard = self.full_guard();
        if self.path.is_empty() && guard.constant() == Some(0.0) {
            if x.iter().all(|c| c.constant().is_some_and(|v| v >= 0.0)) {
                self.ir.folded_kills += 1;
                return;
            }
            self.kil(&padded_to_four(x));
            return;
        }
        let mut conditions = self.path.clone();
        conditions.push(self.not(&[guard])[0]);
        let running = self.all(&conditions);
        if running.constant() == Some(0.0) {
            return;
        }
        // Where the path runs, each negative component kills: one vector
        // `KIL` of the per-component flags (cgc's `MUL R0.xyz, c, n; KIL
        // -R0`), not a reduction of them to one flag first.
        let width = x.len();
        let negative = self.compare(Opcode::Slt, x, &[Comp::Const(0.0)], width);
        let kills = self.op(Opcode::Mul, &[&negative, &vec![running; width]], width);
        let unkilled: Vector = kills.iter().map(|kill| kill.negated()).collect();
        self.kil(&padded_to_four(&unkilled));
    }

    /// `isnan`/`isinf`/`isfinite` as the reference implementation writes
    /// them (`s != s`; `2*s == s && s != 0`; `s == s && (s == 0 || s != 2*s)`),
    /// each comparison with zero made on an absolute value as cgc does.
    pub(crate) fn classify(&mut self, class: Class, x: &[Comp]) -> Vector {
        let width = x.len();
        if self.caps.has_seq_sne && class != Class::Inf {
            return self.classify_by_equality(class, x);
        }
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

    /// `isnan`/`isfinite` where `SEQ`/`SNE` compare `s` with itself directly,
    /// as cgc does in VP2.0.
    fn classify_by_equality(&mut self, class: Class, x: &[Comp]) -> Vector {
        let width = x.len();
        if class == Class::Nan {
            return self.op(Opcode::Sne, &[x, x], width);
        }
        let ordered = self.op(Opcode::Seq, &[x, x], width);
        let zero = self.zero(x, width);
        let twice_difference = self.mad(x, &[Comp::Const(-2.0)], x);
        let doubled_differs = self.nonzero(&twice_difference, width);
        let either = self.op(Opcode::Max, &[&zero, &doubled_differs], width);
        self.op(Opcode::Mul, &[&ordered, &either], width)
    }

    /// 1 where `|v| <= 0`.
    fn zero(&mut self, v: &[Comp], width: usize) -> Vector {
        let magnitude = self.op(Opcode::Abs, &[v], width);
        self.compare(Opcode::Sge, &[Comp::Const(0.0)], &magnitude, width)
    }

    /// 1 where a component is not zero.
    pub(crate) fn is_nonzero(&mut self, v: &[Comp]) -> Vector {
        self.nonzero(v, v.len())
    }

    /// 1 where `0 < |v|`.
    fn nonzero(&mut self, v: &[Comp], width: usize) -> Vector {
        let magnitude = self.op(Opcode::Abs, &[v], width);
        self.compare(Opcode::Slt, &[Comp::Const(0.0)], &magnitude, width)
    }

    /// `frexp(x, out e)`: `e = x != 0 ? floor(log2|x|) + 1 : 0`, returns
    /// `x * 2^-e` (cgc's expansion, corpus fragment/frexp_modf_pack).
    pub(crate) fn frexp(&mut self, args: &[ExprId], span: Span) -> R<Value> {
        let x = self.expr(args[0])?;
        let x = crate::lower::expr::kinds::vector(&x, span)?;
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
    pub(crate) fn modf(&mut self, args: &[ExprId], span: Span) -> R<Value> {
        let x = self.expr(args[0])?;
        let x = crate::lower::expr::kinds::vector(&x, span)?;
        let whole = self.trunc_vector(&x, span)?;
        let fraction = self.sub(&x, &whole);
        let place = self.place(args[1])?;
        self.store(&place, Value::Vector(whole), span)?;
        Ok(Value::Vector(fraction))
    }

    /// `ldexp(x, e)`: `x * 2^e`, `e` an `int` (cgc declares `ldexp(floatN,
    /// intN)`: the call's conversion truncates a float exponent, an `int`
    /// one, as `frexp` gives, is used as it is).
    pub(crate) fn ldexp(&mut self, x: &[Comp], e: &[Comp], width: usize, span: Span) -> R<Vector> {
        let scale = self.exp_log(Opcode::Ex2, e, width, span)?;
        Ok(self.op(Opcode::Mul, &[x, &scale], width))
    }

    /// `trunc` of a whole vector at once ([`Self::trunc_components`]; `trunc`,
    /// and float-to-int conversions of vectors). A scalar, or a
    /// vector with constant components, one component at a time, which folds
    /// the constants.
    pub(crate) fn trunc_vector(&mut self, x: &[Comp], span: Span) -> R<Vector> {
        let width = x.len();
        if width > 4 {
            // A matrix's components: an instruction holds at most four lanes.
            let mut out = Vector::new();
            for part in x.chunks(4) {
                out.extend(self.trunc_vector(part, span)?);
            }
            return Ok(out);
        }
        if width == 1 || x.iter().any(|c| c.constant().is_some()) {
            return x.iter().map(|&c| self.truncate(c, span)).collect();
        }
        Ok(self.trunc_components(x))
    }

    /// `determinant(A)`: a 3x3 as `a · (b × c)`, a 4x4 in cgc's vector form
    /// (below), smaller ones by cofactor expansion along the first row.
    pub(crate) fn determinant(&mut self, value: &Value, span: Span) -> R<Value> {
        let rows = matrix_rows(value, span)?;
        let det = match rows.len() {
            3 => {
                let across = self.cross(&rows[1], &rows[2]);
                self.dot(&rows[0], &across)
            }
            4 => self.det4(&rows),
            _ => self.det(&rows),
        };
        Ok(Value::scalar(det))
    }

    /// The 4x4 determinant as cgc computes it: lane `i` of one vector holds
    /// `a[i]` times the 3x3 determinant of rows b, c, d over the columns
    /// `i+1, i+2, i+3` (cyclically, which is their sorted order up to an even
    /// permutation), built from rotated swizzles of whole rows; a `DP4` with
    /// `(1, -1, 1, -1)` applies the cofactor signs and sums.
    fn det4(&mut self, rows: &[Vector]) -> Comp {
        let rotate =
            |row: &Vector, by: usize| -> Vector { (0..4).map(|i| row[(i + by) % 4]).collect() };
        let (a, b, c, d) = (&rows[0], &rows[1], &rows[2], &rows[3]);
        // d[i+1] c[i+3] - d[i+3] c[i+1]
        let product = self.mul(&rotate(d, 3), &rotate(c, 1));
        let negated: Vector = product.iter().map(|x| x.negated()).collect();
        let first = self.mad(&rotate(d, 1), &rotate(c, 3), &negated);
        // d[i+3] c[i+2] - d[i+2] c[i+3]
        let product = self.mul(&rotate(d, 2), &rotate(c, 3));
        let negated: Vector = product.iter().map(|x| x.negated()).collect();
        let second = self.mad(&rotate(d, 3), &rotate(c, 2), &negated);
        let sum = self.mul(&first, &rotate(b, 2));
        let sum = self.mad(&second, &rotate(b, 1), &sum);
        let sum = self.mad(&rotate(&second, 3), &rotate(b, 3), &sum);
        let terms = self.mul(&sum, a);
        let signs: Vector = [1.0, -1.0, 1.0, -1.0]
            .map(Comp::Const)
            .into_iter()
            .collect();
        self.dot(&terms, &signs)
    }

    /// `inverse(A)`: the adjugate divided by the determinant. 3x3 and 4x4
    /// build each cofactor from cross products of whole rows (one `DP3` per
    /// 4x4 cofactor), as cgc does; smaller ones by scalar cofactors.
    pub(crate) fn inverse(&mut self, value: &Value, span: Span) -> R<Value> {
        let rows = matrix_rows(value, span)?;
        Ok(Value::Aggregate(match rows.len() {
            3 => self.inverse3(&rows),
            4 => self.inverse4(&rows),
            _ => self.inverse_by_cofactors(&rows),
        }))
    }

    /// 3x3: the cofactor matrix's rows are `b × c`, `c × a`, `a × b`, and
    /// `det = a · (b × c)`; row `i` of the inverse is their components `i`,
    /// each scaled into one register.
    fn inverse3(&mut self, rows: &[Vector]) -> Vec<Value> {
        let (a, b, c) = (&rows[0], &rows[1], &rows[2]);
        let cofactor_rows = [self.cross(b, c), self.cross(c, a), self.cross(a, b)];
        let det = self.dot(a, &cofactor_rows[0]);
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&[det]], 1)[0];
        (0..3)
            .map(|i| {
                let column: Vector = cofactor_rows.iter().map(|row| row[i]).collect();
                Value::Vector(self.scaled_into_one_register(&column, reciprocal))
            })
            .collect()
    }

    /// 4x4: row `i` of the adjugate holds the cofactors of column `i`. Over
    /// the three other columns, the cofactor of row `j` is the determinant
    /// of the other three rows: `b·(c×d)`, `a·(c×d)`, `d·(a×b)`, `c·(a×b)`
    /// for j = 0..3, signed `(-1)^(i+j)` by negating the `DP3`'s row operand.
    fn inverse4(&mut self, rows: &[Vector]) -> Vec<Value> {
        let mut adjugate = Vec::with_capacity(4);
        for i in 0..4 {
            let pick =
                |row: &Vector| -> Vector { (0..4).filter(|&k| k != i).map(|k| row[k]).collect() };
            let restricted: Vec<Vector> = rows.iter().map(pick).collect();
            let lower = self.cross(&restricted[2], &restricted[3]);
            let upper = self.cross(&restricted[0], &restricted[1]);
            let terms = [(1, &lower), (0, &lower), (3, &upper), (2, &upper)];
            let reg = self.ir.new_vreg();
            let row: Vector = terms
                .iter()
                .enumerate()
                .map(|(j, &(other, across))| {
                    let signed: Vector = if (i + j) % 2 == 1 {
                        restricted[other].iter().map(|x| x.negated()).collect()
                    } else {
                        restricted[other].clone()
                    };
                    self.dot_to(&signed, across, Some((reg, j as u8)))
                })
                .collect();
            adjugate.push(row);
        }
        // Along the first row of A: its cofactors are component 0 of each
        // adjugate row.
        let mut det = self.mul(&[rows[0][0]], &[adjugate[0][0]]);
        for j in 1..4 {
            det = self.mad(&[rows[0][j]], &[adjugate[j][0]], &det);
        }
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&det], 1);
        adjugate
            .iter()
            .map(|row| Value::Vector(self.mul(row, &reciprocal)))
            .collect()
    }

    /// `x * factor`, the products written into the components of one
    /// register so that the row reads as one operand.
    fn scaled_into_one_register(&mut self, x: &[Comp], factor: Comp) -> Vector {
        use crate::ir::{Dest, Inst, Source, WriteMask};
        if x.iter().chain([&factor]).all(|c| c.constant().is_some()) {
            return self.mul(x, &[factor]);
        }
        let reg = self.ir.new_vreg();
        let factor_operand = self.operand(&[factor]);
        for (k, &component) in x.iter().enumerate() {
            let operand = self.operand(&[component]);
            let dest = Dest::temp(reg, WriteMask::single(k as u8));
            self.ir
                .push(Inst::new(Opcode::Mul, dest, &[operand, factor_operand]));
        }
        (0..x.len() as u8)
            .map(|k| Comp::reg(Source::Temp(reg), k))
            .collect()
    }

    /// The adjugate over the determinant, one scalar cofactor at a time.
    fn inverse_by_cofactors(&mut self, rows: &[Vector]) -> Vec<Value> {
        let n = rows.len();
        let cofactors: Vec<Vec<Comp>> = (0..n)
            .map(|i| (0..n).map(|j| self.cofactor(rows, i, j)).collect())
            .collect();
        // The determinant along the first row, reusing its cofactors.
        let mut det = self.mul(&[rows[0][0]], &[cofactors[0][0]]);
        for (j, &cofactor) in cofactors[0].iter().enumerate().skip(1) {
            det = self.mad(&[rows[0][j]], &[cofactor], &det);
        }
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&det], 1);
        (0..n)
            .map(|j| {
                // Row j of the inverse is column j of the cofactor matrix.
                let adjugate_row: Vector = cofactors.iter().map(|row| row[j]).collect();
                Value::Vector(self.mul(&adjugate_row, &reciprocal))
            })
            .collect()
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

/// `KIL` tests all four components: `x` with its last component repeated.
fn padded_to_four(x: &[Comp]) -> Vector {
    (0..4).map(|i| x[i.min(x.len() - 1)]).collect()
}
