//! Standard-library calls: intrinsics become instructions (following the
//! reference implementations of reference/cg-stdlib-reference.txt in the form
//! cgc emits); functions defined in Cg (`stdlib/*.cg`) are inlined like user
//! functions ([`Lowerer::inline`]).

use super::stdlib_expansions::Class;
use crate::diag::Diagnostic;
use crate::ir::{Opcode, TextureRef, TextureTarget};
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{Callee, ConvertKind, ExprId, ExprKind, StdlibId};
use crate::sema::stdlib::{self, Intrinsic, TextureVariant};
use crate::sema::stdlib_cg;
use crate::sema::types::{Base, SamplerKind, Scalar, Type};
use crate::span::Span;

/// The coordinate cgc 3.1 gives `TXB` for a biased lookup with its bias
/// apart (`tex2Dbias(s, t, bias)`): the texture's own coordinates of `t`,
/// then the bias to the end (`TXB (t.xy, bias, bias)` for 2D, `(t.xyz,
/// bias)` for 3D and CUBE, `(t, bias, bias, bias)` for 1D).
fn separate_bias_coordinate(
    coord: &[Comp],
    bias: &Value,
    sampler: SamplerKind,
    span: Span,
) -> R<Vector> {
    let bias = bias
        .as_vector()
        .and_then(|v| v.first().copied())
        .ok_or_else(|| unsupported(span, "this bias"))?;
    let dimensions = match sampler {
        SamplerKind::S1D => 1,
        SamplerKind::S3D | SamplerKind::Cube => 3,
        _ => 2,
    };
    let mut biased: Vector = coord.iter().take(dimensions).copied().collect();
    biased.resize(4, bias);
    Ok(biased)
}

/// The IR texture target of a sampler type.
pub(crate) fn texture_target(kind: SamplerKind) -> TextureTarget {
    match kind {
        SamplerKind::S1D => TextureTarget::Tex1D,
        SamplerKind::S2D | SamplerKind::Generic => TextureTarget::Tex2D,
        SamplerKind::S3D => TextureTarget::Tex3D,
        SamplerKind::Cube => TextureTarget::Cube,
        SamplerKind::Rect => TextureTarget::Rect,
        // The dimension, as for a sampler2D some lookups compare through:
        // the lookups themselves take the SHADOW targets (`texture_call`).
        SamplerKind::Shadow1D => TextureTarget::Tex1D,
        SamplerKind::Shadow2D => TextureTarget::Tex2D,
        SamplerKind::ShadowRect => TextureTarget::Rect,
        SamplerKind::ShadowCube => TextureTarget::Cube,
        // No lookup takes an array, buffer or multisample sampler in these
        // profiles (sema rejects them), so the target only describes an
        // unused uniform.
        SamplerKind::Array1D | SamplerKind::ShadowArray1D | SamplerKind::Buffer => {
            TextureTarget::Tex1D
        }
        SamplerKind::Array2D
        | SamplerKind::ShadowArray2D
        | SamplerKind::RectBuffer
        | SamplerKind::Ms2D
        | SamplerKind::Ms2DArray
        | SamplerKind::TextureObject(_) => TextureTarget::Tex2D,
        SamplerKind::CubeArray | SamplerKind::ShadowCubeArray => TextureTarget::Cube,
    }
}

impl Lowerer<'_> {
    pub(crate) fn call_stdlib(
        &mut self,
        id: StdlibId,
        args: &[ExprId],
        ret: Type,
        span: Span,
    ) -> R<Value> {
        let overload = stdlib::overload(id);
        use Intrinsic as I;
        if overload.intrinsic == I::Cg {
            return self.call_library(id, args, span);
        }
        match overload.intrinsic {
            I::Sincos => return self.sincos(args, span),
            I::Mul => {
                if let Some(product) = self.reassociated_mul(args, span)? {
                    return Ok(product);
                }
            }
            I::Frexp => return self.frexp(args, span),
            I::Modf => return self.modf(args, span),
            I::Isnan | I::Isinf | I::Isfinite => {
                if let Some(known) = self.classification_of_fixed(overload.intrinsic, args)? {
                    return Ok(known);
                }
            }
            _ => {}
        }
        // `any`/`all` are declared for `bool` only: a numeric vector's
        // conversion is read through, and its components tested where
        // they are not zero (cgc's `SLT 0, |v|`), below.
        let tested_numbers = matches!(overload.intrinsic, I::All | I::Any)
            .then(|| self.converted_to_bool(args[0]))
            .flatten();
        let mut values = Vec::with_capacity(args.len());
        for &arg in args {
            values.push(self.expr(tested_numbers.unwrap_or(arg))?);
        }
        let vectors: Vec<Option<Vector>> = values.iter().map(|v| v.as_vector().cloned()).collect();
        // Component-wise functions of matrices apply row by row.
        let componentwise_matrix = values.iter().any(|v| matches!(v, Value::Aggregate(_)))
            && !matches!(
                overload.intrinsic,
                I::Mul | I::Transpose | I::Determinant | I::Inverse
            );
        if componentwise_matrix {
            return self.matrix_componentwise(overload.intrinsic, &values, ret, span);
        }
        match overload.intrinsic {
            I::Mul => return self.mul_intrinsic(&values, span),
            I::Transpose => return transpose(&values[0]),
            I::Determinant => return self.determinant(&values[0], span),
            I::Inverse => return self.inverse(&values[0], span),
            I::Texture(texture) => {
                return self.typed_texture_call(texture, args, &values, ret, span)
            }
            _ => {}
        }
        let mut vectors = vectors;
        if tested_numbers.is_some() {
            if let Some(Some(x)) = vectors.first() {
                let truth = self.is_nonzero(x);
                vectors[0] = Some(truth);
            }
        }
        let v: Vec<Vector> = vectors
            .into_iter()
            .map(|v| {
                v.ok_or_else(|| {
                    unsupported(span, format!("\"{}\" of these arguments", overload.name))
                })
            })
            .collect::<R<_>>()?;
        if overload.intrinsic == I::Clip {
            self.clip(&v[0]);
            return Ok(Value::Void);
        }
        if overload.intrinsic == I::Ldexp {
            let width = ret.component_count().unwrap_or(1) as usize;
            let result = self.ldexp(&v[0], &v[1], width, span)?;
            return Ok(Value::Vector(result));
        }
        let result = self.vector_intrinsic(overload.intrinsic, &v, ret, span)?;
        Ok(Value::Vector(result))
    }

    /// `isnan`, `isinf` and `isfinite` of a `fixed` value, which is never
    /// NaN or infinite: cgc 3.1 folds them to constants (the value's input
    /// is then unreferenced; conformance table, stdlib). The argument is
    /// still evaluated for its effects.
    fn classification_of_fixed(
        &mut self,
        intrinsic: Intrinsic,
        args: &[ExprId],
    ) -> R<Option<Value>> {
        let [arg] = args else {
            return Ok(None);
        };
        let ty = self.body().expr(*arg).ty;
        if ty.scalar_kind() != Some(crate::sema::types::Scalar::Fixed) {
            return Ok(None);
        }
        let width = ty.component_count().unwrap_or(1) as usize;
        self.expr(*arg)?;
        let known = if intrinsic == Intrinsic::Isfinite {
            1.0
        } else {
            0.0
        };
        Ok(Some(Value::Vector(
            vec![Comp::Const(known); width].into_iter().collect(),
        )))
    }

    /// A function defined in Cg (`stdlib/*.cg`), inlined like a user
    /// function. What goes wrong inside it is reported at the call: the
    /// library's text is not the user's.
    fn call_library(&mut self, id: StdlibId, args: &[ExprId], span: Span) -> R<Value> {
        let name = stdlib::overload(id).name;
        let function = crate::sema::library::function(id, self.hir.profile).map_err(|_| {
            unsupported(
                span,
                format!("the standard library function \"{name}\" in this profile"),
            )
        })?;
        self.inline(function, args, span).map_err(|mut error| {
            if error
                .span
                .is_some_and(|at| at.file == stdlib_cg::LIBRARY_FILE)
            {
                error.span = Some(span);
                error
                    .labels
                    .retain(|label| label.span.file != stdlib_cg::LIBRARY_FILE);
                error = error.with_note(format!("inside the standard library function \"{name}\""));
            }
            error
        })
    }

    fn matrix_componentwise(
        &mut self,
        intrinsic: Intrinsic,
        values: &[Value],
        ret: Type,
        span: Span,
    ) -> R<Value> {
        let rows = values
            .iter()
            .find_map(|v| match v {
                Value::Aggregate(rows) => Some(rows.len()),
                _ => None,
            })
            .unwrap_or(0);
        let row_ty = match ret.base {
            crate::sema::types::Base::Matrix(s, _, cols) => Type::vector(s, cols),
            _ => ret,
        };
        let mut out = Vec::with_capacity(rows);
        for r in 0..rows {
            let args: Vec<Vector> = values
                .iter()
                .map(|v| match v {
                    Value::Aggregate(items) => items.get(r).and_then(|i| i.as_vector().cloned()),
                    Value::Vector(v) => Some(v.clone()),
                    _ => None,
                })
                .collect::<Option<_>>()
                .ok_or_else(|| unsupported(span, "this matrix argument"))?;
            out.push(Value::Vector(
                self.vector_intrinsic(intrinsic, &args, row_ty, span)?,
            ));
        }
        Ok(Value::Aggregate(out))
    }

    fn vector_intrinsic(
        &mut self,
        intrinsic: Intrinsic,
        v: &[Vector],
        ret: Type,
        span: Span,
    ) -> R<Vector> {
        use Intrinsic as I;
        let width = ret.component_count().unwrap_or(1) as usize;
        let a = |i: usize| -> &[crate::lower::value::Comp] { &v[i] };
        Ok(match intrinsic {
            I::Abs => self.op(Opcode::Abs, &[a(0)], width),
            I::Max => self.op(Opcode::Max, &[a(0), a(1)], width),
            I::Min => self.op(Opcode::Min, &[a(0), a(1)], width),
            I::Floor => self.floor(a(0), width),
            I::Ceil => {
                let negated: Vector = a(0).iter().map(|c| c.negated()).collect();
                let floor = self.floor(&negated, width);
                floor.iter().map(|c| c.negated()).collect()
            }
            I::Frac => self.frac(a(0), width),
            I::Round => {
                let half = self.add(a(0), &[Comp::Const(0.5)]);
                self.floor(&half, width)
            }
            I::Trunc => self.trunc_vector(a(0), span)?,
            I::Saturate => self.saturate(a(0), width),
            I::Isnan => self.classify(Class::Nan, a(0)),
            I::Isinf => self.classify(Class::Inf, a(0)),
            I::Isfinite => self.classify(Class::Finite, a(0)),

            I::Clamp => self.clamp(a(0), a(1), a(2), width),
            I::Dot => {
                let d = self.dot(a(0), a(1));
                smallvec::smallvec![d]
            }
            I::Cross => self.cross(a(0), a(1)),
            I::Step => self.op(Opcode::Sge, &[a(1), a(0)], width),
            I::Sign if self.caps.has_ssg => self.op(Opcode::Ssg, &[a(0)], width),
            I::Sign => {
                let positive = self.op(Opcode::Slt, &[&[Comp::Const(0.0)], a(0)], width);
                let negative = self.op(Opcode::Slt, &[a(0), &[Comp::Const(0.0)]], width);
                self.sub(&positive, &negative)
            }
            I::Rsqrt => self.scalar_op(Opcode::Rsq, &[a(0)], width),
            I::Sqrt => {
                let rsq = self.scalar_op(Opcode::Rsq, &[a(0)], width);
                self.scalar_op(Opcode::Rcp, &[&rsq], width)
            }
            I::Exp2 => self.exp_log(Opcode::Ex2, a(0), width, span)?,
            I::Log2 => self.exp_log(Opcode::Lg2, a(0), width, span)?,
            I::Pow => self.pow(a(0), a(1), width),
            I::Sin | I::Cos => self.sin_cos(a(0), intrinsic == I::Sin, width),
            // cgc's forms: a product of the 0/1 components for `all`, their
            // sum for `any` (saturated where the profile can: a vertex
            // program's `any` of two true components is 2).
            I::All => {
                let mut result = a(0)[0];
                for &c in &a(0)[1..] {
                    result = self.all(&[result, c]);
                }
                smallvec::smallvec![result]
            }
            I::Any => {
                let saturate = self.caps.has_saturate;
                let mut result = a(0)[0];
                for &c in &a(0)[1..] {
                    result = self.op_sat(Opcode::Add, &[&[result], &[c]], 1, saturate)[0];
                }
                // A program with condition codes (vp30) tests a condition's
                // sign, which a count passes; arbvp1 and vp20 select by
                // arithmetic on 0/1 flags.
                if !saturate && !self.caps.branches && a(0).len() > 1 {
                    self.record_count(result);
                }
                smallvec::smallvec![result]
            }
            // Sema lets them through only where the profile has `DDX` and
            // `DDY`.
            I::Ddx => self.op(Opcode::Ddx, &[a(0)], width),
            I::Ddy => self.op(Opcode::Ddy, &[a(0)], width),
            I::Fwidth => {
                let ddx = self.op(Opcode::Ddx, &[a(0)], width);
                let ddy = self.op(Opcode::Ddy, &[a(0)], width);
                let ddx = self.op(Opcode::Abs, &[&ddx], width);
                let ddy = self.op(Opcode::Abs, &[&ddy], width);
                self.op(Opcode::Add, &[&ddx, &ddy], width)
            }
            I::Lit => {
                // LIT reads x = n.l, y = n.h, w = the exponent.
                let source: Vector =
                    smallvec::smallvec![a(0)[0], a(1)[0], Comp::Const(0.0), a(2)[0]];
                self.op(Opcode::Lit, &[&source], 4)
            }
            other => {
                return Err(unsupported(
                    span,
                    format!(
                        "the standard library function \"{}\"",
                        intrinsic_name(other)
                    ),
                ))
            }
        })
    }

    /// The numeric vector or scalar that sema converted to `bool` for
    /// `arg` (`any(v)` of a `float3 v`); `None` for a `bool` argument or a
    /// matrix narrowed to its first element.
    fn converted_to_bool(&self, arg: ExprId) -> Option<ExprId> {
        let ExprKind::Convert {
            value,
            kind: ConvertKind::Implicit,
        } = self.body().expr(arg).kind
        else {
            return None;
        };
        let from = self.body().expr(value).ty;
        (from.scalar_kind() != Some(Scalar::Bool) && !from.is_matrix()).then_some(value)
    }

    /// `sin`/`cos` by instruction where the profile has one, else by the
    /// reference power series.
    fn sin_cos(&mut self, x: &[Comp], sine: bool, width: usize) -> Vector {
        if self.caps.has_sin_cos {
            let op = if sine { Opcode::Sin } else { Opcode::Cos };
            return self.scalar_op(op, &[x], width);
        }
        (0..width)
            .map(|i| self.cos_series(lane(x, i), sine))
            .collect()
    }

    /// `EX2`/`LG2`, or in vp20 the `z` of `EXP`/`LOG` (cgc's choice there).
    pub(crate) fn exp_log(
        &mut self,
        op: Opcode,
        x: &[Comp],
        width: usize,
        _span: Span,
    ) -> R<Vector> {
        if self.caps.has_exp_log {
            return Ok(self.scalar_op(op, &[x], width));
        }
        let nv = if op == Opcode::Ex2 {
            Opcode::Exp
        } else {
            Opcode::Log
        };
        Ok((0..width)
            .map(|i| self.component_of(nv, lane(x, i), 2))
            .collect())
    }

    /// Component `component` of a vector-result scalar opcode (`EXP`, `LOG`)
    /// applied to `x`.
    fn component_of(&mut self, op: Opcode, x: Comp, component: u8) -> Comp {
        if let Some(value) = x.constant() {
            let result = crate::ir::interp::evaluate(op, &[[value; 4]]);
            return Comp::Const(result[component as usize]);
        }
        let operand = self.operand(&[x]);
        let reg = self.ir.new_vreg();
        let dest = crate::ir::Dest::temp(reg, crate::ir::WriteMask::single(component));
        self.ir.push(crate::ir::Inst::new(op, dest, &[operand]));
        Comp::reg(crate::ir::Source::Temp(reg), component)
    }

    pub(crate) fn frac(&mut self, x: &[Comp], width: usize) -> Vector {
        if self.caps.has_frc_flr {
            return self.op(Opcode::Frc, &[x], width);
        }
        (0..width)
            .map(|i| self.component_of(Opcode::Exp, lane(x, i), 1))
            .collect()
    }

    pub(crate) fn floor(&mut self, x: &[Comp], width: usize) -> Vector {
        if self.caps.has_frc_flr {
            return self.op(Opcode::Flr, &[x], width);
        }
        let fraction = self.frac(x, width);
        self.sub(x, &fraction)
    }

    /// `pow(x, y)` as cgc computes it: lanes whose exponent is one of the
    /// constants of [`PowForm`] by multiplications, reciprocals and square
    /// roots, the others by [`Self::general_pow`]. Lanes of one form are
    /// computed together (the optimizer packs them into vector instructions).
    fn pow(&mut self, x: &[Comp], y: &[Comp], width: usize) -> Vector {
        if let Some(folded) = fold_pow(x, y, width) {
            return folded;
        }
        let forms: Vec<PowForm> = (0..width)
            .map(|i| PowForm::of(lane(x, i), lane(y, i)))
            .collect();
        let mut result: Vector = smallvec::smallvec![Comp::UNDEF; width];
        for form in PowForm::ALL {
            let lanes: Vec<usize> = (0..width).filter(|&i| forms[i] == form).collect();
            if lanes.is_empty() {
                continue;
            }
            let base: Vector = lanes.iter().map(|&i| lane(x, i)).collect();
            let exponent: Vector = lanes.iter().map(|&i| lane(y, i)).collect();
            let values = self.pow_of_form(form, &base, &exponent);
            for (&i, value) in lanes.iter().zip(values) {
                result[i] = value;
            }
        }
        result
    }

    fn pow_of_form(&mut self, form: PowForm, x: &[Comp], y: &[Comp]) -> Vector {
        let width = x.len();
        match form {
            PowForm::One => smallvec::smallvec![Comp::Const(1.0); width],
            PowForm::Base => x.iter().copied().collect(),
            PowForm::Square => self.mul(x, x),
            PowForm::Cube => {
                let square = self.mul(x, x);
                self.mul(&square, x)
            }
            PowForm::Sqrt => {
                let rsq = self.scalar_op(Opcode::Rsq, &[x], width);
                self.scalar_op(Opcode::Rcp, &[&rsq], width)
            }
            PowForm::Rsqrt => self.scalar_op(Opcode::Rsq, &[x], width),
            PowForm::Reciprocal => self.scalar_op(Opcode::Rcp, &[x], width),
            PowForm::General => self.general_pow(x, y, width),
        }
    }

    /// `POW`; else `EX2(LG2(x) * y)` (vp30); else `LIT`'s `z` (vp20), as cgc does.
    fn general_pow(&mut self, x: &[Comp], y: &[Comp], width: usize) -> Vector {
        if self.caps.has_pow {
            return self.scalar_op(Opcode::Pow, &[x, y], width);
        }
        if self.caps.has_exp_log {
            let log = self.scalar_op(Opcode::Lg2, &[x], width);
            let product = self.op(Opcode::Mul, &[&log, y], width);
            return self.scalar_op(Opcode::Ex2, &[&product], width);
        }
        (0..width)
            .map(|i| {
                let (base, exponent) = (lane(x, i), lane(y, i));
                let source: Vector = smallvec::smallvec![base, base, Comp::Const(0.0), exponent];
                let operand = self.operand(&source);
                let reg = self.ir.new_vreg();
                let dest = crate::ir::Dest::temp(reg, crate::ir::WriteMask::single(2));
                self.ir
                    .push(crate::ir::Inst::new(Opcode::Lit, dest, &[operand]));
                Comp::reg(crate::ir::Source::Temp(reg), 2)
            })
            .collect()
    }

    /// `clamp(x, lo, hi)`: `max(min(x, hi), lo)`, in cgc's order (it decides
    /// what a NaN gives). Where the profile saturates, cgc folds a bound of
    /// the saturation's own into it: `clamp(x, 0, 1)` is `MOV_SAT`, `clamp(x,
    /// lo, 1)` `MAX_SAT x, lo` and `clamp(x, 0, hi)` `MIN_SAT x, hi` for
    /// constant `lo`, `hi` in [0, 1] (tests/shaders/stdlib/clamp_saturate.cg).
    fn clamp(&mut self, x: &[Comp], lo: &[Comp], hi: &[Comp], width: usize) -> Vector {
        if self.caps.has_saturate {
            let in_unit = |v: &[Comp]| {
                v.iter()
                    .all(|c| c.constant().is_some_and(|k| (0.0..=1.0).contains(&k)))
            };
            let all = |v: &[Comp], k: f32| v.iter().all(|c| c.constant() == Some(k));
            match (all(lo, 0.0), all(hi, 1.0)) {
                (true, true) => return self.saturate(x, width),
                (false, true) if in_unit(lo) => {
                    return self.op_sat(Opcode::Max, &[x, lo], width, true)
                }
                (true, false) if in_unit(hi) => {
                    return self.op_sat(Opcode::Min, &[x, hi], width, true)
                }
                _ => {}
            }
        }
        let high = self.op(Opcode::Min, &[x, hi], width);
        self.op(Opcode::Max, &[&high, lo], width)
    }

    pub(crate) fn saturate(&mut self, x: &[Comp], width: usize) -> Vector {
        if self.caps.has_saturate {
            return self.op_sat(Opcode::Mov, &[x], width, true);
        }
        // MIN then MAX, as cgc orders them: a NaN saturates to 1.
        let high = self.op(Opcode::Min, &[x, &[Comp::Const(1.0)]], width);
        self.op(Opcode::Max, &[&high, &[Comp::Const(0.0)]], width)
    }

    pub(crate) fn cross(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        if self.caps.has_xpd {
            return self.op(Opcode::Xpd, &[a, b], 3);
        }
        let pick =
            |v: &[Comp], order: [usize; 3]| -> Vector { order.iter().map(|&i| v[i]).collect() };
        let product = self.mul(&pick(a, [2, 0, 1]), &pick(b, [1, 2, 0]));
        let negated: Vector = product.iter().map(|c| c.negated()).collect();
        self.mad(&pick(a, [1, 2, 0]), &pick(b, [2, 0, 1]), &negated)
    }

    /// `mul(mul(A, B), v)` as `mul(A, mul(B, v))` and `mul(v, mul(A, B))` as
    /// `mul(mul(v, A), B)`: two matrix-vector products instead of a
    /// matrix-matrix product, as cgc does. cgc's rule is syntactic and one
    /// level deep (probes: a product held in a variable or returned by a
    /// function is not reassociated, nor is `mul(mul(mul(A, B), C), v)`'s
    /// `mul(A, B)`, nor the `mul(v, A)` the rewrite of
    /// `mul(v, mul(mul(A, B), C))` creates). `None` when the call is not of
    /// that shape.
    fn reassociated_mul(&mut self, args: &[ExprId], span: Span) -> R<Option<Value>> {
        let body = self.body();
        let is_vector = |id: ExprId| {
            let ty = body.expr(id).ty;
            !ty.is_array() && matches!(ty.base, Base::Vector(..))
        };
        let matrix_product = |id: ExprId| match &body.expr(id).kind {
            ExprKind::Call {
                callee: Callee::Stdlib(inner),
                args: inner_args,
            } if stdlib::overload(*inner).intrinsic == Intrinsic::Mul
                && inner_args.iter().all(|&a| {
                    let ty = body.expr(a).ty;
                    !ty.is_array() && matches!(ty.base, Base::Matrix(..))
                }) =>
            {
                Some((inner_args[0], inner_args[1]))
            }
            _ => None,
        };
        let [left, right] = args else {
            return Ok(None);
        };
        if let (Some((a, b)), true) = (matrix_product(*left), is_vector(*right)) {
            let a = self.expr(a)?;
            let b = self.expr(b)?;
            let v = self.expr(*right)?;
            let bv = self.mul_intrinsic(&[b, v], span)?;
            return self.mul_intrinsic(&[a, bv], span).map(Some);
        }
        if let (true, Some((a, b))) = (is_vector(*left), matrix_product(*right)) {
            let v = self.expr(*left)?;
            let a = self.expr(a)?;
            let b = self.expr(b)?;
            let va = self.mul_intrinsic(&[v, a], span)?;
            return self.mul_intrinsic(&[va, b], span).map(Some);
        }
        Ok(None)
    }

    /// `mul` in its three shapes.
    fn mul_intrinsic(&mut self, values: &[Value], span: Span) -> R<Value> {
        match (&values[0], &values[1]) {
            // Matrix × column vector: one dot product per row.
            // A column-major uniform matrix has whole columns in registers:
            // then a sum of scaled columns (MUL then MADs) needs no gathering.
            (Value::Aggregate(rows), Value::Vector(v)) => {
                let rows: Vec<&[Comp]> = rows
                    .iter()
                    .map(|row| row.as_vector().map(|r| r.as_slice()))
                    .collect::<Option<_>>()
                    .ok_or_else(|| unsupported(span, "this mul"))?;
                match registered_columns(&rows) {
                    Some(columns) => Ok(Value::Vector(self.scaled_sum(v, &columns, span)?)),
                    None => Ok(Value::Vector(self.dot_rows(&rows, v))),
                }
            }
            // Row vector × matrix: a sum of scaled rows (MUL then MADs), or
            // one dot product per column when the columns are registers.
            (Value::Vector(v), Value::Aggregate(rows)) => {
                let row_slices: Option<Vec<&[Comp]>> = rows
                    .iter()
                    .map(|row| row.as_vector().map(|r| r.as_slice()))
                    .collect();
                match row_slices.as_deref().and_then(registered_columns) {
                    Some(columns) => {
                        let columns: Vec<&[Comp]> = columns.iter().map(|c| c.as_slice()).collect();
                        Ok(Value::Vector(self.dot_rows(&columns, v)))
                    }
                    None => Ok(Value::Vector(self.row_times(v, rows, span)?)),
                }
            }
            (Value::Aggregate(left), Value::Aggregate(right)) => {
                let mut out = Vec::with_capacity(left.len());
                for row in left {
                    let row = row
                        .as_vector()
                        .ok_or_else(|| unsupported(span, "this mul"))?;
                    out.push(Value::Vector(self.row_times(row, right, span)?));
                }
                Ok(Value::Aggregate(out))
            }
            _ => Err(unsupported(span, "mul of these arguments")),
        }
    }

    fn row_times(&mut self, v: &[Comp], rows: &[Value], span: Span) -> R<Vector> {
        let rows: Vec<Vector> = rows
            .iter()
            .map(|row| row.as_vector().cloned())
            .collect::<Option<_>>()
            .ok_or_else(|| unsupported(span, "this mul"))?;
        self.scaled_sum(v, &rows, span)
    }

    /// `v[0] * rows[0] + v[1] * rows[1] + …` as a `MUL` and `MAD`s.
    fn scaled_sum(&mut self, v: &[Comp], rows: &[Vector], span: Span) -> R<Vector> {
        let mut sum: Option<Vector> = None;
        for (i, row) in rows.iter().enumerate() {
            let scale = [v.get(i).copied().unwrap_or(Comp::Const(0.0))];
            sum = Some(match sum {
                None => self.mul(&scale, row),
                Some(sum) => self.mad(&scale, row, &sum),
            });
        }
        sum.ok_or_else(|| unsupported(span, "mul of an empty matrix"))
    }

    /// A lookup as the program wrote it: through a shadow sampler it
    /// compares (`tex2D(sampler2DShadow, uv)`), and `f1tex2D`-style lookups
    /// keep the first components of the texel their type has.
    fn typed_texture_call(
        &mut self,
        texture: stdlib::Texture,
        args: &[ExprId],
        values: &[Value],
        ret: Type,
        span: Span,
    ) -> R<Value> {
        let mut texture = texture;
        if let Some(&sampler) = args.first() {
            // The sampler as declared: sema converts a shadow sampler to the
            // lookup's `sampler2D` parameter (`tex2D(shadowMap, uv.xy)`).
            let mut sampler = sampler;
            while let ExprKind::Convert { value, .. } = self.body().expr(sampler).kind {
                sampler = value;
            }
            if let crate::sema::types::Base::Sampler(
                kind @ (SamplerKind::Shadow1D
                | SamplerKind::Shadow2D
                | SamplerKind::ShadowRect
                | SamplerKind::ShadowCube),
                _,
            ) = self.body().expr(sampler).ty.base
            {
                texture.sampler = kind;
            }
        }
        let texel = self.texture_call(texture, values, span)?;
        let width = ret.component_count().unwrap_or(4) as usize;
        match texel {
            Value::Vector(mut components) if components.len() > width => {
                components.truncate(width);
                Ok(Value::Vector(components))
            }
            other => Ok(other),
        }
    }

    fn texture_call(&mut self, texture: stdlib::Texture, values: &[Value], span: Span) -> R<Value> {
        let Some(Value::Sampler(sampler)) = values.first() else {
            // The sampler is not a uniform the lookup can name (a local never
            // assigned one): cgc 3.1's C5208, with its message.
            return Err(Diagnostic::error(
                5208,
                span,
                "Sampler needs to be a uniform (global or parameter to main), need to inline function or resolve conditional expression",
            ));
        };
        let op = match texture.variant {
            TextureVariant::Plain => Opcode::Tex,
            TextureVariant::Proj | TextureVariant::ProjNoCompare => Opcode::Txp,
            TextureVariant::Bias | TextureVariant::BiasArgument { .. } => Opcode::Txb,
            // Sema lets `tex*lod` and the derivative forms through only
            // where the profile has `TXL` and `TXD`.
            TextureVariant::Lod | TextureVariant::LodArgument { .. } => Opcode::Txl,
            TextureVariant::Grad | TextureVariant::GradArgument { .. } => Opcode::Txd,
        };
        let coord = values
            .get(1)
            .and_then(Value::as_vector)
            .ok_or_else(|| unsupported(span, "this texture coordinate"))?
            .clone();
        // GLSL's lookups with the level or the bias after the coordinate.
        let level_argument = matches!(
            texture.variant,
            TextureVariant::LodArgument { .. } | TextureVariant::BiasArgument { .. }
        );
        let coord = if texture.variant.divides_first() {
            self.projected(&coord, texture.sampler)
        } else {
            coord
        };
        let mut derivatives = Vec::new();
        let coord = match values {
            [_, _] => coord,
            [_, _, level] if level_argument => {
                // As cgc's library builds them: `texture2DLod(s, uv, lod)`
                // is `tex2Dlod(s, float4(uv, 0, lod))`, the level (or the
                // bias) in `w` after the coordinate padded with zeros. The
                // GLSL back end prints the `TXL` as cgc does but valid where
                // cgc's is not: a 1.10/1.20 fragment shader gets
                // `#extension GL_ARB_shader_texture_lod : enable` (GLSL
                // declares `texture2DLod` in vertex shaders only; cgc's
                // program without it is rejected by Mesa), 1.30 and later
                // `textureLod`; a bias in a vertex shader is the level.
                let level = level
                    .as_vector()
                    .and_then(|level| level.first().copied())
                    .ok_or_else(|| unsupported(span, "this level of detail"))?;
                let mut coord = coord;
                coord.resize(3, Comp::Const(0.0));
                coord.push(level);
                coord
            }
            [_, _, dx, dy] if op == Opcode::Txd => {
                for derivative in [dx, dy] {
                    let derivative = derivative
                        .as_vector()
                        .ok_or_else(|| unsupported(span, "this texture derivative"))?;
                    derivatives.push(derivative.clone());
                }
                coord
            }
            [_, _, bias] if op == Opcode::Txb => {
                separate_bias_coordinate(&coord, bias, texture.sampler, span)?
            }
            _ => {
                return Err(unsupported(
                    span,
                    "texture lookups with more than a coordinate",
                ))
            }
        };
        // `tex2D(s, float3)` and `tex2Dproj(s, float4)` (and the 1D and RECT
        // forms) are depth comparisons: the coordinate after the texture's
        // own carries the depth to compare with, and cgc emits a SHADOW
        // target (probe tests/shaders/stdlib/shadow_lookups.cg).
        // Every lookup through a `sampler1DShadow`, `sampler2DShadow` or
        // `sampler2DRectShadow` compares, whatever its coordinate
        // (`shadow2D(s, float3)`, `texRECT(s, float2)`).
        let (dimensions, shadow_target) = match texture.sampler {
            SamplerKind::S1D | SamplerKind::Shadow1D => (Some(1), TextureTarget::Shadow1D),
            SamplerKind::S2D | SamplerKind::Shadow2D => (Some(2), TextureTarget::Shadow2D),
            SamplerKind::Rect | SamplerKind::ShadowRect => (Some(2), TextureTarget::ShadowRect),
            // cgc's SHADOWCUBE target is not ARB_fragment_program_shadow's.
            SamplerKind::ShadowCube => {
                return Err(unsupported(span, "a lookup through a samplerCubeShadow"))
            }
            _ => (None, texture_target(texture.sampler)),
        };
        let extra = usize::from(op == Opcode::Txp) + 1;
        let by_coordinate = matches!(
            texture.variant,
            TextureVariant::Plain
                | TextureVariant::Proj
                | TextureVariant::Bias
                | TextureVariant::Lod
                | TextureVariant::Grad
        ) && dimensions.is_some_and(|d| coord.len() == d + extra);
        let shadow = by_coordinate
            || matches!(
                texture.sampler,
                SamplerKind::Shadow1D | SamplerKind::Shadow2D | SamplerKind::ShadowRect
            );
        let mut coord = coord;
        if by_coordinate && dimensions == Some(1) {
            // The depth goes to `r` (z): `(s, r)` reads `.xyy`, `(s, r, q)` `.xyyz`.
            coord.insert(2, coord[1]);
        }
        // A projective lookup divides by the last coordinate, which `TXP`
        // reads from `w`: pad with it (`texRECTproj(s, p.xyw)` reads `.xyzz`).
        if op == Opcode::Txp {
            while coord.len() < 4 {
                let last = coord[coord.len() - 1];
                coord.push(last);
            }
        }
        let reference = TextureRef {
            sampler: *sampler,
            target: if shadow {
                shadow_target
            } else {
                texture_target(texture.sampler)
            },
        };
        let texel = match derivatives.as_slice() {
            [dx, dy] => self.texture_with_derivatives(&coord, dx, dy, reference),
            _ => self.texture(op, &coord, reference),
        };
        Ok(Value::Vector(texel))
    }

    /// The coordinate of a GLSL projective lookup at a level, with a bias
    /// or with derivatives (`texture2DProjLod(s, p, lod)`), divided by its
    /// last component, as cgc's library divides it (`p.xy / p.z`): the
    /// texture's own components, its depth to compare with included
    /// (`shadow2DProjLod(s, p, lod)` reads `p.xyz / p.w`).
    fn projected(&mut self, coord: &[Comp], sampler: SamplerKind) -> Vector {
        let kept = match sampler {
            SamplerKind::S1D => 1,
            SamplerKind::S2D | SamplerKind::Rect => 2,
            _ => 3,
        };
        let Some((&divisor, _)) = coord.split_last() else {
            return coord.iter().copied().collect();
        };
        let kept = kept.min(coord.len().saturating_sub(1)).max(1);
        let reciprocal = self.scalar_op(Opcode::Rcp, &[&[divisor]], 1);
        self.mul(&coord[..kept], &reciprocal)
    }

    /// `sincos(x, out s, out c)`.
    fn sincos(&mut self, args: &[ExprId], span: Span) -> R<Value> {
        let x = self.expr(args[0])?;
        let x = crate::lower::expr::kinds::vector(&x, span)?;
        let sin = self.sin_cos(&x, true, x.len());
        let cos = self.sin_cos(&x, false, x.len());
        for (arg, value) in [(args[1], sin), (args[2], cos)] {
            let place = self.place(arg)?;
            self.store(&place, Value::Vector(value), span)?;
        }
        Ok(Value::Void)
    }
}

/// How cgc computes one lane of `pow(x, e)` (probed in every profile,
/// tests/shaders/stdlib/pow_constant_exponent.cg): a constant exponent 0, 1,
/// 2, 3, 0.5, -0.5 or -1 by `1`, `x`, `MUL`, two `MUL`s, `RSQ`+`RCP`, `RSQ`,
/// `RCP`; every other exponent by `POW` (or its expansion). This is not only
/// shorter: `POW` of a negative base is undefined (NaN on NVIDIA's drivers)
/// where `x * x` is the square. A constant base with a constant exponent is
/// folded, or where the result is not finite kept as `POW`, as cgc does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PowForm {
    One,
    Base,
    Square,
    Cube,
    Sqrt,
    Rsqrt,
    Reciprocal,
    General,
}

impl PowForm {
    const ALL: [PowForm; 8] = [
        PowForm::One,
        PowForm::Base,
        PowForm::Square,
        PowForm::Cube,
        PowForm::Sqrt,
        PowForm::Rsqrt,
        PowForm::Reciprocal,
        PowForm::General,
    ];

    fn of(base: Comp, exponent: Comp) -> PowForm {
        if base.constant().is_some() {
            return PowForm::General;
        }
        match exponent.constant() {
            // Float patterns compare by value: -0 is 0 here.
            Some(0.0) => PowForm::One,
            Some(1.0) => PowForm::Base,
            Some(2.0) => PowForm::Square,
            Some(3.0) => PowForm::Cube,
            Some(0.5) => PowForm::Sqrt,
            Some(-0.5) => PowForm::Rsqrt,
            Some(-1.0) => PowForm::Reciprocal,
            _ => PowForm::General,
        }
    }
}

/// `pow(x, y)` of constants, folded as cgc folds the library function: by
/// C's `pow`, so that a negative base with an integral exponent has its
/// value (`pow(-9, 2)` is 81, `pow(-2, 3)` is -8, the weights of a blur
/// kernel over `i` from -9 to 9), where the `POW` instruction of a negative
/// base is undefined (NaN in the VM, [`crate::isa::scalar::pow`]). `None`
/// where a lane is not constant or its value not finite (`pow(-2, 0.5)`):
/// cgc computes those at run time.
fn fold_pow(x: &[Comp], y: &[Comp], width: usize) -> Option<Vector> {
    (0..width)
        .map(|i| {
            let base = lane(x, i).constant()?;
            let exponent = lane(y, i).constant()?;
            let value = base.powf(exponent);
            value.is_finite().then_some(Comp::Const(value))
        })
        .collect()
}

/// Component `i` of `v`, smearing a scalar.
fn lane(v: &[Comp], i: usize) -> Comp {
    v.get(i).or(v.last()).copied().unwrap_or(Comp::Const(0.0))
}

fn transpose(value: &Value) -> R<Value> {
    let Value::Aggregate(rows) = value else {
        return Ok(value.clone());
    };
    let rows: Vec<&Vector> = rows.iter().filter_map(Value::as_vector).collect();
    let cols = rows.first().map_or(0, |r| r.len());
    Ok(Value::Aggregate(
        (0..cols)
            .map(|c| Value::Vector(rows.iter().map(|r| r[c]).collect()))
            .collect(),
    ))
}

fn intrinsic_name(intrinsic: Intrinsic) -> String {
    format!("{intrinsic:?}").to_lowercase()
}

/// Every component of `v` read, without negation, from one register: `v` is
/// one operand, no moves gather it.
fn one_register(v: &[Comp]) -> bool {
    let source = |c: &Comp| match c {
        Comp::Reg {
            source,
            negate: false,
            ..
        } => Some(*source),
        _ => None,
    };
    let first = v.first().and_then(source);
    first.is_some() && v.iter().all(|c| source(c) == first)
}

/// The columns of a matrix given by rows, when some row is not one register
/// and every column is (a column-major uniform matrix).
fn registered_columns(rows: &[&[Comp]]) -> Option<Vec<Vector>> {
    let width = rows.first()?.len();
    if rows.iter().any(|row| row.len() != width) || rows.iter().all(|row| one_register(row)) {
        return None;
    }
    let columns: Vec<Vector> = (0..width)
        .map(|j| rows.iter().map(|row| row[j]).collect())
        .collect();
    columns.iter().all(|c| one_register(c)).then_some(columns)
}
