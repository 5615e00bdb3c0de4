//! Unary and binary operators over whole values, and conversions between
//! types.

use super::kinds::shape;
use crate::diag::Diagnostic;
use crate::ir::Opcode;
use crate::lower::lowerer::{unsupported, Lowerer, NOT_IN_PROFILE, R, UNSUPPORTED};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{BinaryOp, ExprId, ExprKind, UnaryOp};
use crate::sema::types::{Base, Scalar, StructId, Type};
use crate::span::Span;

/// A function of two component lists, as [`Lowerer::zip_vectors`] applies it.
type ZipFn<'f, 'p> = dyn FnMut(&mut Lowerer<'p>, &[Comp], &[Comp]) -> R<Vector> + 'f;

/// Both operands are compile-time constants.
fn all_constant(a: &[Comp], b: &[Comp]) -> bool {
    a.iter().chain(b).all(|c| c.constant().is_some())
}

/// Integer `a / b` or `a % b` folded at compile time: every component
/// constant and no divisor zero. cgc 3.1 folds nothing else: a constant
/// division by zero is computed at run time as any other (`4 / 0` is
/// `4 * RCP(0)` truncated), and the program compiles.
fn folds_integer_division(a: &[Comp], b: &[Comp]) -> bool {
    all_constant(a, b) && b.iter().all(|c| c.constant() != Some(0.0))
}

/// A matrix of one row (`int1x2`, `float1x1`) converted to a matrix of
/// another scalar type: cgc 3.1 builds the new matrix with a constructor of
/// its rows, and a one-row matrix's row is not a vector to it (C5203 where
/// the code is generated, for a cast, an initialization or an argument, but
/// not for an operand of a component-wise operator, converted per row;
/// `int2x1` and narrowing a `float2x2` to an `int1x2` convert; probe
/// tests/sema/cases/560_conv_one_row_matrix_scalar_change_rejected.cg, the
/// int and bool `mul` probes of the conformance table).
fn changes_scalar_of_one_row_matrix(from: Type, to: Type) -> bool {
    matches!(from.base, Base::Matrix(_, 1, _))
        && matches!(to.base, Base::Matrix(..))
        && from.scalar_kind() != to.scalar_kind()
}

fn is_bool(ty: Type) -> bool {
    matches!(ty.scalar_kind(), Some(Scalar::Bool))
}

fn is_integral(ty: Type) -> bool {
    ty.scalar_kind().is_some_and(Scalar::is_integral)
}

fn is_unsigned(ty: Type) -> bool {
    ty.scalar_kind() == Some(Scalar::Unsigned)
}

/// Constants hold integers as their two's-complement `i32` value; an
/// `unsigned int` below zero is that value wrapped to 32 bits, as cgc folds
/// it (`0u - 1` is 4294967295, so `(0u - 1) % 4` is 3: the Toolkit's
/// gs_interp_quad indexes `t[(i - 1) % 4]` with `unsigned int i`).
fn as_u32(x: i32) -> u32 {
    x as u32
}

impl<'p> Lowerer<'p> {
    /// Applies `f` to every leaf vector of `value`.
    pub(crate) fn map_vectors(
        &mut self,
        value: &Value,
        f: &mut dyn FnMut(&mut Self, &[Comp]) -> R<Vector>,
    ) -> R<Value> {
        match value {
            Value::Vector(v) => Ok(Value::Vector(f(self, v)?)),
            Value::Aggregate(items) => {
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    out.push(self.map_vectors(item, f)?);
                }
                Ok(Value::Aggregate(out))
            }
            other => Ok(other.clone()),
        }
    }

    /// Applies `f` to matching leaf vectors of `a` and `b`.
    pub(crate) fn zip_vectors(&mut self, a: &Value, b: &Value, f: &mut ZipFn<'_, 'p>) -> R<Value> {
        match (a, b) {
            (Value::Vector(x), Value::Vector(y)) => Ok(Value::Vector(f(self, x, y)?)),
            (Value::Aggregate(xs), Value::Aggregate(ys)) if xs.len() == ys.len() => {
                let mut out = Vec::with_capacity(xs.len());
                for (x, y) in xs.iter().zip(ys) {
                    out.push(self.zip_vectors(x, y, f)?);
                }
                Ok(Value::Aggregate(out))
            }
            (Value::Aggregate(xs), Value::Vector(_)) => {
                let mut out = Vec::with_capacity(xs.len());
                for x in xs {
                    out.push(self.zip_vectors(x, b, f)?);
                }
                Ok(Value::Aggregate(out))
            }
            (Value::Vector(_), Value::Aggregate(ys)) => {
                let mut out = Vec::with_capacity(ys.len());
                for y in ys {
                    out.push(self.zip_vectors(a, y, f)?);
                }
                Ok(Value::Aggregate(out))
            }
            _ => Ok(a.clone()),
        }
    }

    pub(crate) fn unary(&mut self, op: UnaryOp, value: &Value, span: Span) -> R<Value> {
        match op {
            UnaryOp::Plus => Ok(value.clone()),
            // An operation on its operand, whatever it folds to (C7050).
            UnaryOp::Neg => self.map_vectors(value, &mut |this, v| {
                this.note_unset_reads(v);
                Ok(v.iter().map(|c| c.negated()).collect())
            }),
            UnaryOp::Not => self.map_vectors(value, &mut |this, v| Ok(this.not(v))),
            UnaryOp::BitNot => {
                let runtime = self.bitwise_at_run_time(span, "~");
                self.map_vectors(value, &mut |this, v| {
                    if this.caps.has_integer_bits && !all_constant(v, &[]) {
                        return Ok(this.op(Opcode::Not, &[v], v.len()));
                    }
                    v.iter()
                        .map(|c| match c.constant() {
                            Some(x) => Ok(Comp::Const(!(x as i32) as f32)),
                            None => Err(runtime.clone()),
                        })
                        .collect()
                })
            }
        }
    }

    pub(crate) fn binary(
        &mut self,
        op: BinaryOp,
        a: &Value,
        b: &Value,
        operand_ty: Type,
        span: Span,
    ) -> R<Value> {
        let integral = is_integral(operand_ty);
        let unsigned = is_unsigned(operand_ty);
        self.zip_vectors(a, b, &mut |this, x, y| {
            this.binary_vector(op, x, y, (integral, unsigned), span)
        })
    }

    fn binary_vector(
        &mut self,
        op: BinaryOp,
        a: &[Comp],
        b: &[Comp],
        (integral, unsigned): (bool, bool),
        span: Span,
    ) -> R<Vector> {
        let width = a.len().max(b.len());
        Ok(match op {
            BinaryOp::Add => self.add(a, b),
            BinaryOp::Sub => self.sub(a, b),
            BinaryOp::Mul => self.mul(a, b),
            BinaryOp::Div if unsigned && folds_integer_division(a, b) => {
                return self.const_binary(a, b, span, "integer division", |x, y| {
                    as_u32(x).checked_div(as_u32(y)).map(|r| r as i32)
                });
            }
            BinaryOp::Div if unsigned => {
                // cgc: the quotient floored (no sign to truncate toward).
                let reciprocal = self.scalar_op(Opcode::Rcp, &[b], b.len());
                let quotient = self.mul(a, &reciprocal);
                self.floor(&quotient, width)
            }
            BinaryOp::Div => {
                if integral && folds_integer_division(a, b) {
                    return self.const_binary(a, b, span, "integer division", |x, y| {
                        (y != 0).then(|| x.wrapping_div(y))
                    });
                }
                let reciprocal = self.scalar_op(Opcode::Rcp, &[b], b.len());
                let quotient = self.mul(a, &reciprocal);
                if integral {
                    // cgc: the quotient of the two ints, truncated.
                    return self.trunc_vector(&quotient, span);
                }
                quotient
            }
            BinaryOp::Mod if unsigned && folds_integer_division(a, b) => {
                return self.const_binary(a, b, span, "the operator %", |x, y| {
                    as_u32(x).checked_rem(as_u32(y)).map(|r| r as i32)
                })
            }
            BinaryOp::Mod if unsigned => return Ok(self.unsigned_remainder(a, b)),
            BinaryOp::Mod if !integral || folds_integer_division(a, b) => {
                return self.const_binary(a, b, span, "the operator %", |x, y| {
                    (y != 0).then(|| x.wrapping_rem(y))
                })
            }
            BinaryOp::Mod => return Ok(self.int_remainder(a, b)),
            BinaryOp::Lt => self.compare(Opcode::Slt, a, b, width),
            BinaryOp::Gt => self.compare(Opcode::Slt, b, a, width),
            BinaryOp::Le => self.compare(Opcode::Sge, b, a, width),
            BinaryOp::Ge => self.compare(Opcode::Sge, a, b, width),
            // One instruction where the profile has it (VP2.0), as cgc.
            BinaryOp::Eq if self.caps.has_seq_sne => self.op(Opcode::Seq, &[a, b], width),
            BinaryOp::Ne if self.caps.has_seq_sne => self.op(Opcode::Sne, &[a, b], width),
            BinaryOp::Eq => {
                let ge = self.op(Opcode::Sge, &[a, b], width);
                let le = self.op(Opcode::Sge, &[b, a], width);
                self.mul(&ge, &le)
            }
            BinaryOp::Ne => {
                let lt = self.op(Opcode::Slt, &[a, b], width);
                let gt = self.op(Opcode::Slt, &[b, a], width);
                self.add(&lt, &gt)
            }
            BinaryOp::And => self.logical(Opcode::Min, a, b, width, 0.0),
            BinaryOp::Or => self.logical(Opcode::Max, a, b, width, 1.0),
            BinaryOp::BitAnd => {
                return self.bitwise(Opcode::And, [a, b], span, "&", |x, y| Some(x & y))
            }
            BinaryOp::BitOr => {
                return self.bitwise(Opcode::Or, [a, b], span, "|", |x, y| Some(x | y))
            }
            BinaryOp::BitXor => {
                return self.bitwise(Opcode::Xor, [a, b], span, "^", |x, y| Some(x ^ y))
            }
            BinaryOp::Shl => {
                return self.bitwise(Opcode::Shl, [a, b], span, "<<", |x, y| {
                    Some(x.wrapping_shl(y as u32))
                })
            }
            BinaryOp::Shr if unsigned => {
                return self.bitwise(Opcode::Shr, [a, b], span, ">>", |x, y| {
                    Some(as_u32(x).wrapping_shr(y as u32) as i32)
                })
            }
            BinaryOp::Shr => {
                return self.bitwise(Opcode::Shr, [a, b], span, ">>", |x, y| {
                    Some(x.wrapping_shr(y as u32))
                })
            }
        })
    }

    /// `a % b` of run-time ints as cgc computes it (probe
    /// tests/shaders/fragment/int_divide_modulo.cg): `frac(a / b) * b`
    /// rounded to the nearest int away from zero; for a negative quotient
    /// that is `b` minus C's remainder (`-7 % 2` is 1).
    fn int_remainder(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        let remainder = self.fraction_of_quotient_times(a, b);
        let magnitude = self.op(Opcode::Abs, &[&remainder], width);
        let rounded = self.add(&magnitude, &[Comp::Const(0.5)]);
        let whole = self.floor(&rounded, width);
        let negative = self.compare(Opcode::Slt, &remainder, &[Comp::Const(0.0)], width);
        let negated: Vector = whole.iter().map(|c| c.negated()).collect();
        self.select(&negative, &negated, &whole)
    }

    /// `a % b` of run-time unsigned ints as cgc computes it (probe
    /// tests/shaders/fragment/uint_divide_modulo.cg): `frac(a / b) * b`
    /// rounded to the nearest int.
    fn unsigned_remainder(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        let remainder = self.fraction_of_quotient_times(a, b);
        let rounded = self.add(&remainder, &[Comp::Const(0.5)]);
        self.floor(&rounded, width)
    }

    /// `frac(a / b) * b`, the remainder before rounding, with the quotient
    /// through `RCP` as cgc computes it.
    fn fraction_of_quotient_times(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        let reciprocal = self.scalar_op(Opcode::Rcp, &[b], b.len());
        let quotient = self.mul(a, &reciprocal);
        let fraction = self.frac(&quotient, width);
        self.mul(&fraction, b)
    }

    /// The error for the bitwise operator `symbol` on run-time values where
    /// the profile has no integer bit operations: the assembly profiles
    /// (cgc: C5508 `the operator "&" is not supported by this profile`)
    /// and GLSL ES 1.00 (for which cgc enables `GL_EXT_gpu_shader4`, an
    /// extension of desktop GLSL no ES driver has).
    fn bitwise_at_run_time(&self, span: Span, symbol: &str) -> Diagnostic {
        let mut message = format!("the operator \"{symbol}\" is not supported by this profile");
        if self.caps.glsl.is_some() {
            message.push_str(" (GLSL ES 1.00 has no integer bit operations)");
        }
        Diagnostic::error(NOT_IN_PROFILE, span, message)
    }

    /// A bitwise operator: `op` on run-time values where the profile has
    /// the integer operations (the desktop GLSL profiles), `f` folded on
    /// constants.
    fn bitwise(
        &mut self,
        op: Opcode,
        [a, b]: [&[Comp]; 2],
        span: Span,
        symbol: &str,
        f: impl Fn(i32, i32) -> Option<i32>,
    ) -> R<Vector> {
        if self.caps.has_integer_bits && !all_constant(a, b) {
            return Ok(self.op(op, &[a, b], a.len().max(b.len())));
        }
        let runtime = self.bitwise_at_run_time(span, symbol);
        self.fold_integers(a, b, span, runtime, f)
    }

    /// An integer operator evaluated on constants only.
    fn const_binary(
        &mut self,
        a: &[Comp],
        b: &[Comp],
        span: Span,
        what: &str,
        f: impl Fn(i32, i32) -> Option<i32>,
    ) -> R<Vector> {
        let runtime = unsupported(span, format!("{what} on run-time values"));
        self.fold_integers(a, b, span, runtime, f)
    }

    /// `f` on the constant components of `a` and `b`; `runtime` where one
    /// is computed at run time.
    fn fold_integers(
        &mut self,
        a: &[Comp],
        b: &[Comp],
        span: Span,
        runtime: Diagnostic,
        f: impl Fn(i32, i32) -> Option<i32>,
    ) -> R<Vector> {
        let width = a.len().max(b.len());
        (0..width)
            .map(|i| {
                let x = a[i.min(a.len() - 1)].constant();
                let y = b[i.min(b.len() - 1)].constant();
                match (x, y) {
                    (Some(x), Some(y)) => f(x as i32, y as i32)
                        .map(|r| Comp::Const(r as f32))
                        .ok_or_else(|| Diagnostic::error(UNSUPPORTED, span, "division by zero")),
                    _ => Err(runtime.clone()),
                }
            })
            .collect()
    }

    /// Converts `value` from type `from` to type `to`, a whole value: cgc
    /// builds a converted matrix with a constructor of its rows.
    pub(crate) fn convert(&mut self, value: &Value, from: Type, to: Type, span: Span) -> R<Value> {
        if !from.is_array() && !to.is_array() && changes_scalar_of_one_row_matrix(from, to) {
            return Err(Diagnostic::error(
                5203,
                span,
                "expression in matrix constructor must be vector or scalar",
            ));
        }
        self.convert_per_row(value, from, to, span)
    }

    /// Whether the conversion `id` is (through other conversions) an operand
    /// of a component-wise operator or a compound assignment's value, which
    /// cgc converts row by row ([`Self::convert_per_row`]). Searched only
    /// for the rare conversions where the two ways differ.
    pub(crate) fn converted_per_row(&self, id: ExprId) -> bool {
        let body = self.body();
        let expr = body.expr(id);
        let ExprKind::Convert { value, .. } = expr.kind else {
            return false;
        };
        if !changes_scalar_of_one_row_matrix(body.expr(value).ty, expr.ty) {
            return false;
        }
        let converts_to = |mut operand: ExprId| loop {
            if operand == id {
                return true;
            }
            match body.expr(operand).kind {
                ExprKind::Convert { value, .. } => operand = value,
                _ => return false,
            }
        };
        body.exprs.iter().any(|parent| match parent.kind {
            ExprKind::Binary { lhs, rhs, .. } => converts_to(lhs) || converts_to(rhs),
            ExprKind::Unary { operand, .. } => converts_to(operand),
            ExprKind::Conditional {
                then_value,
                else_value,
                ..
            } => converts_to(then_value) || converts_to(else_value),
            ExprKind::Assign {
                op: Some(_), value, ..
            } => converts_to(value),
            _ => false,
        })
    }

    /// Converts `value` from type `from` to type `to` where cgc converts a
    /// matrix row by row: an operand of a component-wise operator (a
    /// compound assignment's too), which it computes per row (probe
    /// tests/sema/cases/709: `h + a` of a `half1x4 h` and a `float1x4 a`
    /// compiles, `float1x4 r = h` is C5203).
    pub(crate) fn convert_per_row(
        &mut self,
        value: &Value,
        from: Type,
        to: Type,
        span: Span,
    ) -> R<Value> {
        if from.is_scalar() && (to.is_array() || matches!(to.base, Base::Struct(_))) {
            return self.scalar_to_aggregate(value, from, to, span);
        }
        if let (Base::Struct(id), false) = (to.base, to.is_array() || from == to) {
            return self.cast_to_struct(value, from, id, span);
        }
        if from.is_array()
            || to.is_array()
            || matches!(to.base, Base::Struct(_) | Base::Sampler(..))
        {
            return Ok(value.clone());
        }
        let comps = value.components();
        if comps.is_empty() {
            return Ok(value.clone());
        }
        let reshaped = reshape(&comps, from, to);
        let converted: Vec<Comp> = if is_bool(to) && !is_bool(from) {
            // Non-zero is true: 0 < |x|.
            let mut out = Vec::with_capacity(reshaped.len());
            for c in reshaped {
                out.push(match c.constant() {
                    Some(x) => Comp::Const(f32::from(x != 0.0)),
                    None => {
                        let zero = [Comp::Const(0.0)];
                        let abs = self.op(Opcode::Abs, &[&[c]], 1);
                        self.op(Opcode::Slt, &[&zero, &abs], 1)[0]
                    }
                });
            }
            out
        } else if is_unsigned(to) && !is_integral(from) && !is_bool(from) {
            self.floor_to_unsigned(&reshaped, span)?.into_vec()
        } else if is_integral(to) && !is_integral(from) && !is_bool(from) {
            // A matrix row by row: an instruction holds at most four lanes.
            let row = match to.base {
                Base::Matrix(_, _, cols) => cols as usize,
                _ => reshaped.len(),
            };
            let mut out = Vec::with_capacity(reshaped.len());
            for part in reshaped.chunks(row.max(1)) {
                out.extend(self.trunc_vector(part, span)?);
            }
            out
        } else if is_unsigned(from) && !is_integral(to) {
            reshaped
                .into_iter()
                .map(|c| match c.constant() {
                    Some(x) if x < 0.0 => Comp::Const(f64::from(as_u32(x as i32)) as f32),
                    _ => c,
                })
                .collect()
        } else {
            reshaped
        };
        Ok(shape(to, &converted))
    }

    /// A varying input of the entry as its declared type reads it: the
    /// interpolated float converted where the program reads it, as cgc
    /// converts it (heldout16 class 2; tests/shaders/vertex/
    /// integer_varyings.cg): an `int` (`char`, `short`, `long`) truncated
    /// toward zero, an `unsigned` one (`unsigned char`...) floored, a `bool`
    /// true where the float is above zero (`SLT 0, x`, not the `0 < |x|` of
    /// a conversion); a matrix row by row. The `#var` line still says
    /// `float`, as for every varying.
    pub(crate) fn varying_as_declared(&mut self, value: Value, ty: Type, span: Span) -> R<Value> {
        // A matrix of more than one column is read as declared, as cgc 3.1
        // does (`int2x2`, `bool1x4`: no truncation; an `int4x1`'s scalar
        // rows are converted; declarations probe, tests/header/426).
        if matches!(ty.base, Base::Matrix(_, _, columns) if columns > 1) {
            return Ok(value);
        }
        if let (Base::Matrix(scalar, _, columns), Value::Aggregate(rows)) = (ty.base, &value) {
            let row = Type::vector(scalar, columns).spelled(ty.spelling);
            let rows = rows
                .iter()
                .map(|value| self.varying_as_declared(value.clone(), row, span))
                .collect::<R<Vec<Value>>>()?;
            return Ok(Value::Aggregate(rows));
        }
        let float = ty.with_scalar(Scalar::Float);
        match ty.scalar_kind() {
            // `unsigned char`, `short` and `long` compute as `int` but read
            // as unsigned ones: floored.
            Some(Scalar::Int) if ty.spelling.is_unsigned() => {
                self.convert(&value, float, ty.with_scalar(Scalar::Unsigned), span)
            }
            Some(Scalar::Int | Scalar::Unsigned) => self.convert(&value, float, ty, span),
            Some(Scalar::Bool) => {
                let comps = value.components();
                let zero = vec![Comp::Const(0.0); comps.len()];
                let above = self.compare(Opcode::Slt, &zero, &comps, comps.len());
                Ok(shape(ty, &above))
            }
            _ => Ok(value),
        }
    }

    /// Floating-point components converted to `unsigned int`: cgc floors a
    /// run-time value (there is no sign to truncate toward; probe
    /// tests/shaders/fragment/uint_divide_modulo.cg) and folds a constant
    /// as a truncation.
    fn floor_to_unsigned(&mut self, components: &[Comp], span: Span) -> R<Vector> {
        if components.iter().any(|c| c.constant().is_some()) {
            let mut out = Vector::new();
            for &c in components {
                out.extend(self.floor_to_unsigned_one(c, span)?);
            }
            return Ok(out);
        }
        let mut out = Vector::new();
        for part in components.chunks(4) {
            out.extend(self.floor(part, part.len()));
        }
        Ok(out)
    }

    fn floor_to_unsigned_one(&mut self, c: Comp, span: Span) -> R<Vector> {
        match c.constant() {
            Some(_) => self.trunc_vector(&[c], span),
            None => Ok(self.floor(&[c], 1)),
        }
    }

    /// A cast to struct `id` of a vector or matrix (`(W)v`, `W` of one member
    /// of its type) or of another struct (member by member, each converted:
    /// `(T)s` with `T {half4 a; int b;}` truncates `b`).
    fn cast_to_struct(&mut self, value: &Value, from: Type, id: StructId, span: Span) -> R<Value> {
        let fields: Vec<Type> = self
            .hir
            .struct_def(id)
            .fields
            .iter()
            .map(|field| field.ty)
            .collect();
        let from_fields: Vec<Type> = match from.base {
            Base::Struct(source) if !from.is_array() => self
                .hir
                .struct_def(source)
                .fields
                .iter()
                .map(|field| field.ty)
                .collect(),
            _ => vec![from],
        };
        let parts: Vec<Value> = match (from.base, value) {
            (Base::Struct(_), Value::Aggregate(parts)) => parts.clone(),
            (Base::Struct(_), _) => return Ok(value.clone()),
            _ => vec![value.clone()],
        };
        if parts.len() != fields.len() || from_fields.len() != fields.len() {
            return Ok(value.clone());
        }
        let values = parts
            .iter()
            .zip(from_fields.into_iter().zip(fields))
            .map(|(part, (from, to))| self.convert(part, from, to, span))
            .collect::<R<Vec<Value>>>()?;
        Ok(Value::Aggregate(values))
    }

    /// `(S)0`: a scalar cast to a struct or an array gives every member and
    /// element the scalar, converted to its type (the idiom
    /// `out_vertex OUT = (out_vertex)0;` zeroes a vertex's outputs).
    fn scalar_to_aggregate(&mut self, value: &Value, from: Type, to: Type, span: Span) -> R<Value> {
        let parts: Vec<Type> = if let Some(element) = to.element() {
            vec![element; to.array_len().unwrap_or(0) as usize]
        } else if let Base::Struct(id) = to.base {
            let fields = &self.hir.struct_def(id).fields;
            fields.iter().map(|field| field.ty).collect()
        } else {
            return self.convert(value, from, to, span);
        };
        let values = parts
            .into_iter()
            .map(|part| self.convert(value, from, part, span))
            .collect::<R<Vec<Value>>>()?;
        Ok(Value::Aggregate(values))
    }

    /// Rounds toward zero, as a float-to-int conversion does.
    pub(crate) fn truncate(&mut self, c: Comp, _span: Span) -> R<Comp> {
        if let Some(x) = c.constant() {
            return Ok(Comp::Const(x.trunc()));
        }
        Ok(self.trunc_components(&[c])[0])
    }

    /// `trunc(x)` of components that are not constants, recorded for
    /// address computations ([`Self::untruncated`]).
    ///
    /// Where `CMP` tests a value's sign itself (fragment programs), as cgc
    /// computes `trunc()` there: `x < 0 ? -floor(-x) : floor(x)`, three
    /// instructions. Elsewhere `floor(|x|)` with the sign of `x`, the sign a
    /// recorded comparison so that a VP2.0 select tests `x` itself
    /// (`MOVC CC, x`) and the others multiply by the flag.
    pub(crate) fn trunc_components(&mut self, x: &[Comp]) -> Vector {
        let width = x.len();
        let result = if self.caps.has_cmp && self.caps.stage == crate::ir::Stage::Fragment {
            let floor = self.floor(x, width);
            let negated: Vector = x.iter().map(|c| c.negated()).collect();
            let below = self.floor(&negated, width);
            let below: Vector = below.iter().map(|c| c.negated()).collect();
            self.op(Opcode::Cmp, &[x, &below, &floor], width)
        } else {
            let magnitude = self.op(Opcode::Abs, &[x], width);
            let floor = self.floor(&magnitude, width);
            let negative = self.compare(Opcode::Slt, x, &[Comp::Const(0.0)], width);
            let negated: Vector = floor.iter().map(|c| c.negated()).collect();
            self.select(&negative, &negated, &floor)
        };
        for (&whole, &c) in result.iter().zip(x) {
            self.truncations.push((whole, c));
        }
        result
    }

    /// The float whose truncation `c` is, or `c` itself.
    pub(crate) fn untruncated(&self, c: Comp) -> Comp {
        self.truncations
            .iter()
            .find(|(result, _)| result.same(c))
            .map_or(c, |&(_, operand)| operand)
    }
}

/// The components of `comps` (of type `from`) laid out for type `to`: scalars
/// smear, vectors and matrices narrow to the leading part.
fn reshape(comps: &[Comp], from: Type, to: Type) -> Vec<Comp> {
    let target = to.component_count().unwrap_or(1) as usize;
    if comps.len() == 1 {
        return vec![comps[0]; target];
    }
    match (from.base, to.base) {
        (Base::Matrix(_, _, from_cols), Base::Matrix(_, rows, cols)) => {
            let mut out = Vec::with_capacity(target);
            for r in 0..rows as usize {
                for c in 0..cols as usize {
                    out.push(
                        comps
                            .get(r * from_cols as usize + c)
                            .copied()
                            .unwrap_or(Comp::Const(0.0)),
                    );
                }
            }
            out
        }
        _ => comps.iter().copied().take(target).collect(),
    }
}
