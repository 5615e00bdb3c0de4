//! Expressions and lvalues.

use super::frame::Var;
use super::state::{unsupported, Lowerer, R, UNSUPPORTED};
use super::value::{Comp, Value, Vector};
use crate::diag::Diagnostic;
use crate::ir::Opcode;
use crate::sema::hir::{BinaryOp, Callee, ExprId, ExprKind, GlobalId, UnaryOp};
use crate::sema::precision;
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;
use smallvec::SmallVec;

/// A function of two component lists, as [`Lowerer::zip_vectors`] applies it.
type ZipFn<'f, 'p> = dyn FnMut(&mut Lowerer<'p>, &[Comp], &[Comp]) -> R<Vector> + 'f;

/// Where an lvalue's root lives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Root {
    Var(Var),
    Global(GlobalId),
}

/// One step from a value to a part of it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Step {
    /// Field, array element, matrix row or vector component by index.
    Element(usize),
    /// Vector components (a swizzle).
    Components(SmallVec<[u8; 4]>),
    /// Matrix elements (row, column).
    MatrixElements(SmallVec<[(u8, u8); 4]>),
}

pub(super) type Place = (Root, Vec<Step>);

/// What a node of a left-nested chain does with its operand's value.
enum Link {
    Unary(UnaryOp),
    Binary {
        op: BinaryOp,
        rhs: ExprId,
        operand_ty: Type,
    },
    /// A conversion from the operand's type.
    Convert {
        from: Type,
    },
    /// A swizzle, struct member or literal index.
    Access(Step),
    /// The comma operator: the operand is lowered for its effects.
    Sequence {
        second: ExprId,
    },
}

/// The operand of a chain node `id` and what the node does with it; `None`
/// for other nodes.
fn link(body: &crate::sema::hir::Body, id: ExprId) -> Option<(ExprId, Link)> {
    Some(match &body.expr(id).kind {
        ExprKind::Unary { op, operand } => (*operand, Link::Unary(*op)),
        ExprKind::Binary {
            op,
            lhs,
            rhs,
            operand_ty,
        } => (
            *lhs,
            Link::Binary {
                op: *op,
                rhs: *rhs,
                operand_ty: *operand_ty,
            },
        ),
        ExprKind::Convert { value, .. } => (
            *value,
            Link::Convert {
                from: body.expr(*value).ty,
            },
        ),
        ExprKind::Swizzle { base, components } => {
            (*base, Link::Access(Step::Components(components.clone())))
        }
        ExprKind::MatrixSwizzle { base, elements } => {
            (*base, Link::Access(Step::MatrixElements(elements.clone())))
        }
        ExprKind::Member { base, field } => (*base, Link::Access(Step::Element(*field as usize))),
        ExprKind::Index { base, index } => (
            *base,
            Link::Access(Step::Element(literal_index(body, *index)?)),
        ),
        ExprKind::Sequence { first, second } => (*first, Link::Sequence { second: *second }),
        _ => return None,
    })
}

/// The value of a literal index that is not negative. Lowering it reads
/// nothing, so the indexed value may be lowered first (other indices are
/// lowered first, see [`Lowerer::index`]).
fn literal_index(body: &crate::sema::hir::Body, index: ExprId) -> Option<usize> {
    let ExprKind::Literal(constant) = &body.expr(index).kind else {
        return None;
    };
    let value = constant.components.first()?.as_f32();
    (value >= 0.0).then_some(value as usize)
}

/// Both operands are compile-time constants.
fn all_constant(a: &[Comp], b: &[Comp]) -> bool {
    a.iter().chain(b).all(|c| c.constant().is_some())
}

/// A flat list of components as a value of type `ty` (row-major for matrices).
pub(super) fn shape(ty: Type, comps: &[Comp]) -> Value {
    let get = |i: usize| comps.get(i).copied().unwrap_or(Comp::Const(0.0));
    match ty.base {
        Base::Matrix(_, rows, cols) if !ty.is_array() => {
            let cols = cols as usize;
            Value::Aggregate(
                (0..rows as usize)
                    .map(|r| Value::Vector((0..cols).map(|c| get(r * cols + c)).collect()))
                    .collect(),
            )
        }
        _ => {
            let n = ty.component_count().unwrap_or(1) as usize;
            Value::Vector((0..n).map(get).collect())
        }
    }
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

/// `value` with its constant components rounded to the precision of
/// `scalar` where cgc rounds them (`half`, `fixed`: see
/// [`crate::sema::precision`]).
fn with_precision(value: Value, scalar: Option<Scalar>) -> Value {
    let round: fn(f32) -> f32 = match scalar {
        Some(Scalar::Half) => precision::to_half,
        Some(Scalar::Fixed) => precision::to_fixed,
        _ => return value,
    };
    round_constants(value, round)
}

fn round_constants(value: Value, round: fn(f32) -> f32) -> Value {
    match value {
        Value::Vector(comps) => Value::Vector(
            comps
                .into_iter()
                .map(|c| match c {
                    Comp::Const(x) => Comp::Const(round(x)),
                    other => other,
                })
                .collect(),
        ),
        Value::Aggregate(items) => Value::Aggregate(
            items
                .into_iter()
                .map(|item| round_constants(item, round))
                .collect(),
        ),
        other => other,
    }
}

impl<'p> Lowerer<'p> {
    /// The value of expression `id`; constants of a `half` or `fixed` type
    /// rounded to it, as cgc folds them.
    ///
    /// Left-nested chains (`a + b + ...`, `v.x.y ...`, with conversions
    /// between their nodes) have no length bound: the innermost operand is
    /// lowered first, then each node of the chain outward, in a loop.
    pub(super) fn expr(&mut self, id: ExprId) -> R<Value> {
        let body = self.body();
        let mut chain = Vec::new();
        let mut node = id;
        while let Some((operand, link)) = link(body, node) {
            chain.push((node, link));
            node = operand;
        }
        let mut value = self.expr_value(node)?;
        value = with_precision(value, body.expr(node).ty.scalar_kind());
        for (outer, link) in chain.into_iter().rev() {
            value = self.linked_value(outer, link, value)?;
            value = with_precision(value, body.expr(outer).ty.scalar_kind());
        }
        Ok(value)
    }

    /// The value of a chain node from its operand's.
    fn linked_value(&mut self, id: ExprId, link: Link, operand: Value) -> R<Value> {
        let expr = self.body().expr(id);
        let span = expr.span;
        match link {
            Link::Unary(op) => self.unary(op, &operand, span),
            Link::Binary {
                op,
                rhs,
                operand_ty,
            } => {
                let rhs = self.expr(rhs)?;
                self.binary(op, &operand, &rhs, operand_ty, span)
            }
            Link::Convert { from } => self.convert(&operand, from, expr.ty, span),
            Link::Access(step) => {
                get_step(&operand, &step).ok_or_else(|| unsupported(span, "this access"))
            }
            Link::Sequence { second } => self.expr(second),
        }
    }

    fn expr_value(&mut self, id: ExprId) -> R<Value> {
        let body = self.body();
        let expr = body.expr(id);
        let span = expr.span;
        match &expr.kind {
            ExprKind::Literal(constant) => {
                let comps: Vec<Comp> = constant
                    .components
                    .iter()
                    .map(|s| Comp::Const(s.as_f32()))
                    .collect();
                Ok(shape(expr.ty, &comps))
            }
            ExprKind::Local(_) | ExprKind::Param(_) | ExprKind::Global(_) => {
                let place = self.place(id)?;
                self.read_place(&place, expr.ty)
            }
            // Always linked: lowered in `expr`'s loop.
            ExprKind::Unary { .. }
            | ExprKind::Binary { .. }
            | ExprKind::Convert { .. }
            | ExprKind::Swizzle { .. }
            | ExprKind::MatrixSwizzle { .. }
            | ExprKind::Member { .. }
            | ExprKind::Sequence { .. } => self.expr(id),
            ExprKind::Assign { op, target, value } => {
                self.track_concrete_assignment(*target, *value, span)?;
                let new = self.expr(*value)?;
                let place = self.place(*target)?;
                let target_ty = body.expr(*target).ty;
                let new = match op {
                    Some(op) => {
                        // Computed in the value's type, then converted back.
                        let operand_ty = body.expr(*value).ty;
                        let old = self.read_place(&place, target_ty)?;
                        let old = self.convert(&old, target_ty, operand_ty, span)?;
                        let result = self.binary(*op, &old, &new, operand_ty, span)?;
                        self.convert(&result, operand_ty, target_ty, span)?
                    }
                    None => new,
                };
                self.store(&place, new.clone(), span)?;
                Ok(new)
            }
            ExprKind::IncDec {
                increment,
                prefix,
                target,
            } => {
                let place = self.place(*target)?;
                let target_ty = body.expr(*target).ty;
                let old = self.read_place(&place, target_ty)?;
                let step = if *increment { 1.0 } else { -1.0 };
                let new =
                    self.map_vectors(&old, &mut |this, v| Ok(this.add(v, &[Comp::Const(step)])))?;
                self.store(&place, new.clone(), span)?;
                Ok(if *prefix { new } else { old })
            }
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => {
                let cond = self.expr(*cond)?;
                let cond = vector(&cond, span)?;
                if let Some(values) = cond
                    .iter()
                    .map(|c| c.constant())
                    .collect::<Option<Vec<_>>>()
                {
                    if values.iter().all(|&v| v != 0.0) {
                        return self.expr(*then_value);
                    }
                    if values.iter().all(|&v| v == 0.0) {
                        return self.expr(*else_value);
                    }
                }
                let a = self.expr(*then_value)?;
                let b = self.expr(*else_value)?;
                self.select_value(&cond, &a, &b, span)
            }
            ExprKind::Construct { args } => {
                let mut comps = Vec::new();
                for arg in args {
                    comps.extend(self.expr(*arg)?.components());
                }
                Ok(shape(expr.ty, &comps))
            }
            ExprKind::InitList { elements } => {
                let mut values = Vec::with_capacity(elements.len());
                for element in elements {
                    values.push(self.expr(*element)?);
                }
                if expr.ty.is_array() || matches!(expr.ty.base, Base::Struct(_)) {
                    Ok(Value::Aggregate(values))
                } else {
                    let comps: Vec<Comp> = values.iter().flat_map(Value::components).collect();
                    Ok(shape(expr.ty, &comps))
                }
            }
            ExprKind::Index { base, index } => self.index(*base, *index, span),
            ExprKind::Call { callee, args } => match callee {
                Callee::User(function) => self.call_user(*function, args, span),
                Callee::Stdlib(overload) => self.call_stdlib(*overload, args, expr.ty, span),
            },
            ExprKind::State { path } => match self.glstate.get(path) {
                Some(value) => Ok(value.clone()),
                None => Err(unsupported(span, format!("reading {path}"))),
            },
        }
    }

    /// `base[index]` of an rvalue (which may not be an lvalue).
    fn index(&mut self, base: ExprId, index: ExprId, span: Span) -> R<Value> {
        let i = match self.const_index(index) {
            Ok(i) => i,
            Err(error) => {
                if let Some(value) = self.bool_index(base, index, span) {
                    return value;
                }
                if let Some(value) = self.vector_index(base, index, span) {
                    return value;
                }
                return self.relative_index(base, index).unwrap_or(Err(error));
            }
        };
        self.check_array_index(base, index)?;
        let value = self.expr(base)?;
        get_step(&value, &Step::Element(i)).ok_or_else(|| unsupported(span, "this access"))
    }

    /// `a[b]` with a run-time `bool` b: element 1 where `b` holds, else
    /// element 0, as cgc selects (tests/shaders/fragment/bool_index_select.cg).
    /// `None` when the index is not a bool or `a` not an array.
    fn bool_index(&mut self, base: ExprId, index: ExprId, span: Span) -> Option<R<Value>> {
        let body = self.body();
        let ExprKind::Convert { value: cond, .. } = &body.expr(index).kind else {
            return None;
        };
        if body.expr(*cond).ty.scalar_kind() != Some(Scalar::Bool) || !body.expr(base).ty.is_array()
        {
            return None;
        }
        Some(self.bool_index_value(base, *cond, span))
    }

    fn bool_index_value(&mut self, base: ExprId, cond: ExprId, span: Span) -> R<Value> {
        let array = self.expr(base)?;
        let cond = self.expr(cond)?;
        let cond = vector(&cond, span)?;
        match (
            get_step(&array, &Step::Element(0)),
            get_step(&array, &Step::Element(1)),
        ) {
            (Some(first), Some(second)) => self.select_value(&cond, &second, &first, span),
            _ => Err(unsupported(span, "a bool index of an array of one element")),
        }
    }

    /// `v[i]` with a run-time `i` where `v` is a vector: as cgc, the
    /// component of the first `k` with `i == k`, else the last one (selects
    /// from the last component back). `None` when `v` is not a vector.
    fn vector_index(&mut self, base: ExprId, index: ExprId, span: Span) -> Option<R<Value>> {
        let body = self.body();
        if !matches!(body.expr(base).ty.base, Base::Vector(..)) || body.expr(base).ty.is_array() {
            return None;
        }
        self.vector_indexes += 1;
        Some(self.vector_index_value(base, index, span))
    }

    fn vector_index_value(&mut self, base: ExprId, index: ExprId, span: Span) -> R<Value> {
        let value = self.expr(base)?;
        let components = vector(&value, span)?;
        let index_value = self.expr(index)?;
        let index_comp = vector(&index_value, span)?[0];
        let Some((&last, rest)) = components.split_last() else {
            return Err(unsupported(span, "indexing an empty vector"));
        };
        let mut result = Value::Vector(smallvec::smallvec![last]);
        for (k, &component) in rest.iter().enumerate().rev() {
            let is_k = self.binary(
                BinaryOp::Eq,
                &Value::Vector(smallvec::smallvec![index_comp]),
                &Value::Vector(smallvec::smallvec![Comp::Const(k as f32)]),
                Type::INT,
                span,
            )?;
            let cond = vector(&is_k, span)?;
            result = self.select_value(
                &cond,
                &Value::Vector(smallvec::smallvec![component]),
                &result,
                span,
            )?;
        }
        Ok(result)
    }

    /// `i + k`, `k + i` or `i - k` with a constant integer `k` (repeatedly):
    /// `i` and the sum of the `k`s. The `k`s join the relative operand's
    /// offset (`bones[i + 1]` reads `c[A0.x + 6]` after `ARL A0.x, i`), as
    /// cgc does, instead of an `ADD` and an `ARL` each: `ARL` floors, and
    /// `floor(i + k) = floor(i) + k` for an integer `k`.
    fn constant_offset(&self, index: ExprId) -> (ExprId, i32) {
        let mut index = index;
        let mut offset: i32 = 0;
        while let ExprKind::Binary { op, lhs, rhs, .. } = self.body().expr(index).kind {
            let (rest, constant) = match (op, self.integer_literal(lhs), self.integer_literal(rhs))
            {
                (BinaryOp::Add, _, Some(k)) => (lhs, k),
                (BinaryOp::Add, Some(k), None) => (rhs, k),
                (BinaryOp::Sub, _, Some(k)) => (lhs, -k),
                _ => break,
            };
            let Some(sum) = offset.checked_add(constant).filter(|s| s.abs() <= 64) else {
                break;
            };
            offset = sum;
            index = rest;
        }
        (index, offset)
    }

    /// The value of `expr` when it is a scalar literal (possibly converted)
    /// holding a small integer.
    fn integer_literal(&self, expr: ExprId) -> Option<i32> {
        match &self.body().expr(expr).kind {
            ExprKind::Convert { value, .. } => self.integer_literal(*value),
            ExprKind::Literal(constant) if constant.components.len() == 1 => {
                let value = constant.components[0].as_f32();
                (value.fract() == 0.0 && value.abs() <= 64.0).then_some(value as i32)
            }
            _ => None,
        }
    }

    /// `a[i]` with a run-time `i` where `a` is a uniform array laid out one
    /// element per row: `ARL` then a relative read, copied at once (a later
    /// `ARL` changes what the relative operand reads). `None` when `a` is not
    /// such an array.
    fn relative_index(&mut self, base: ExprId, index: ExprId) -> Option<R<Value>> {
        if self.caps.stage != crate::ir::Stage::Vertex {
            return None;
        }
        let value = match self.expr(base) {
            Ok(value) => value,
            Err(error) => return Some(Err(error)),
        };
        let Value::Aggregate(elements) = &value else {
            return None;
        };
        let (uniform, first_row, registers, slots) = uniform_array_layout(elements)?;
        // `ARL` floors its operand; cgc hands it the float index as it is,
        // without the truncation of a conversion to int, also when the int
        // was stored in a variable first (`int j = (int)x; a[j]`).
        let index = match &self.body().expr(index).kind {
            ExprKind::Convert { value, .. } => *value,
            _ => index,
        };
        let (peeled_index, element_offset) = self.constant_offset(index);
        let peeled = peeled_index != index;
        let index = peeled_index;
        let index_value = match self.expr(index) {
            Ok(v) => v,
            Err(error) => return Some(Err(error)),
        };
        let span = self.body().expr(index).span;
        // With a constant offset cgc keeps the truncation (`ARL` of the int
        // `j`, then `c[A0.x + 7]` for `a[j + 1]`).
        let index_comp = match vector(&index_value, span) {
            Ok(v) if peeled => v[0],
            Ok(v) => self.untruncated(v[0]),
            Err(error) => return Some(Err(error)),
        };
        // `A0.x` already holds this index scaled the same way: no new `ARL`
        // (kept to vp30 for now, where loops read an array several times).
        let key = (index_comp, registers as usize);
        let held = self.address.filter(|_| self.caps.branches);
        if !held.is_some_and(|held| held.0.same(key.0) && held.1 == key.1) {
            let address = if registers > 1 {
                // Whole elements: floor before scaling by the registers per element.
                let floor = self.floor(&[index_comp], 1);
                let product = self.mul(&floor, &[Comp::Const(registers as f32)]);
                product[0]
            } else {
                index_comp
            };
            let operand = self.operand(&[address]);
            self.ir.push(crate::ir::Inst::arl(operand));
            self.address = Some(key);
        }
        // Each register the element reads, copied at once.
        let mut copies: Vec<(u32, Vec<u8>, Vector)> = Vec::new();
        for offset in 0..registers {
            let mut components: Vec<u8> = slots
                .iter()
                .flatten()
                .filter(|s| s.0 == offset)
                .map(|s| s.1)
                .collect();
            components.sort_unstable();
            components.dedup();
            if components.is_empty() {
                continue;
            }
            let row = crate::ir::Source::UniformRelative(
                uniform,
                (first_row + offset) as i32 + element_offset * registers as i32,
                0,
            );
            let relative: Vector = components.iter().map(|&c| Comp::reg(row, c)).collect();
            let copy = self.op(Opcode::Mov, &[&relative], relative.len());
            copies.push((offset, components, copy));
        }
        let copied = |&(offset, component): &Slot| {
            copies
                .iter()
                .find(|(o, ..)| *o == offset)
                .and_then(|(_, components, copy)| {
                    components
                        .iter()
                        .position(|&c| c == component)
                        .map(|i| copy[i])
                })
                .unwrap_or(Comp::Const(0.0))
        };
        let mut rows: Vec<Value> = slots
            .iter()
            .map(|row| Value::Vector(row.iter().map(copied).collect()))
            .collect();
        Some(Ok(
            if rows.len() == 1 && matches!(elements[0], Value::Vector(_)) {
                rows.remove(0)
            } else {
                Value::Aggregate(rows)
            },
        ))
    }

    /// cgc does not know a loop counter after a run-time `break` of a loop
    /// that is still running (cgrs reads it in the running view, see
    /// [`super::frame::Frame`]): it indexes vectors by selects and vertex programs'
    /// uniform arrays by `ARL`, and rejects other arrays (C6016; C5043 in
    /// fragment programs). cgrs rejects the same arrays. After a run-time
    /// `return` (before the loop or in it) or `continue`, cgc still knows
    /// the counter (libretro's nedi passes; tests/shaders/fragment/
    /// index_after_return.cg), and so does the running view.
    fn check_array_index(&mut self, base: ExprId, index: ExprId) -> R<()> {
        let body = self.body();
        if !body.expr(base).ty.is_array()
            || !self.may_have_broken()
            || !self.reads_running_value(index)
        {
            return Ok(());
        }
        let uniform = match self.expr(base)? {
            Value::Aggregate(elements) => uniform_array_layout(&elements).is_some(),
            _ => false,
        };
        let span = body.expr(index).span;
        Err(match self.caps.stage {
            crate::ir::Stage::Vertex if uniform => return Ok(()),
            crate::ir::Stage::Vertex => Diagnostic::error(
                6016,
                span,
                "Profile requires arrays with non-constant indexes to be uniform",
            ),
            crate::ir::Stage::Fragment => Diagnostic::error(
                5043,
                span,
                "profile requires index expression to be compile-time constant",
            ),
        })
    }

    /// Whether a `break` of a loop still running may have run.
    fn may_have_broken(&self) -> bool {
        self.frame().env.iter().any(|(var, value)| {
            matches!(var, Var::Broken(_))
                && value
                    .as_vector()
                    .is_none_or(|v| v[0].constant() != Some(0.0))
        })
    }

    /// Whether `id` reads a variable whose running value differs from its
    /// true one.
    fn reads_running_value(&self, mut id: ExprId) -> bool {
        let frame = self.frame();
        if frame.running.is_empty() {
            return false;
        }
        let reads = |e: ExprId| self.reads_running_value(e);
        // A loop along the first operand: chains have no length bound.
        loop {
            id = match &frame.body.expr(id).kind {
                ExprKind::Local(local) => return frame.running.contains_key(&Var::Local(*local)),
                ExprKind::Param(index) => return frame.running.contains_key(&Var::Param(*index)),
                ExprKind::Literal(_) | ExprKind::Global(_) | ExprKind::State { .. } => {
                    return false
                }
                ExprKind::Unary { operand: e, .. }
                | ExprKind::IncDec { target: e, .. }
                | ExprKind::Convert { value: e, .. }
                | ExprKind::Swizzle { base: e, .. }
                | ExprKind::MatrixSwizzle { base: e, .. }
                | ExprKind::Member { base: e, .. } => *e,
                ExprKind::Binary { lhs: a, rhs: b, .. }
                | ExprKind::Assign {
                    target: a,
                    value: b,
                    ..
                }
                | ExprKind::Index { base: a, index: b }
                | ExprKind::Sequence {
                    first: a,
                    second: b,
                } => {
                    if reads(*b) {
                        return true;
                    }
                    *a
                }
                ExprKind::Conditional {
                    cond,
                    then_value,
                    else_value,
                } => return reads(*cond) || reads(*then_value) || reads(*else_value),
                ExprKind::Construct { args } | ExprKind::Call { args, .. } => {
                    return args.iter().any(|&e| reads(e))
                }
                ExprKind::InitList { elements } => return elements.iter().any(|&e| reads(e)),
            };
        }
    }

    /// A constant index, or an error naming what is not supported.
    fn const_index(&mut self, index: ExprId) -> R<usize> {
        let span = self.body().expr(index).span;
        let value = self.expr(index)?;
        match value.as_vector().and_then(|v| v[0].constant()) {
            Some(i) if i >= 0.0 => Ok(i as usize),
            Some(_) => Err(Diagnostic::error(
                UNSUPPORTED,
                span,
                "array index out of bounds",
            )),
            None => Err(unsupported(span, "indexing with a run-time value")),
        }
    }

    /// The place an lvalue expression names. A loop from the outermost
    /// access inward (chains of accesses have no length bound); each index
    /// is lowered before the accesses inside it.
    pub(super) fn place(&mut self, id: ExprId) -> R<Place> {
        let body = self.body();
        let mut steps = Vec::new();
        let mut node = id;
        let root = loop {
            let expr = body.expr(node);
            node = match &expr.kind {
                ExprKind::Local(local) => break Root::Var(Var::Local(*local)),
                ExprKind::Param(index) => break Root::Var(Var::Param(*index)),
                ExprKind::Global(global) => break Root::Global(*global),
                ExprKind::Swizzle { base, components } => {
                    steps.push(Step::Components(components.clone()));
                    *base
                }
                ExprKind::MatrixSwizzle { base, elements } => {
                    steps.push(Step::MatrixElements(elements.clone()));
                    *base
                }
                ExprKind::Member { base, field } => {
                    steps.push(Step::Element(*field as usize));
                    *base
                }
                ExprKind::Index { base, index } => {
                    let i = self.const_index(*index)?;
                    self.check_array_index(*base, *index)?;
                    steps.push(Step::Element(i));
                    *base
                }
                _ => return Err(unsupported(expr.span, "this kind of assignment target")),
            };
        };
        steps.reverse();
        Ok((root, steps))
    }

    /// The value reads see (a variable's running value, see [`super::frame::Frame`]).
    fn root_value(&self, root: Root) -> Option<&Value> {
        match root {
            Root::Var(var) => self.var_value(var),
            Root::Global(global) => self.globals.get(&global),
        }
    }

    /// The true value, which a guarded store keeps where a flag is set.
    fn true_root_value(&self, root: Root) -> Option<&Value> {
        match root {
            Root::Var(var) => self.frame().env.get(&var),
            Root::Global(global) => self.globals.get(&global),
        }
    }

    pub(super) fn read_place(&mut self, place: &Place, ty: Type) -> R<Value> {
        let Some(mut value) = self.root_value(place.0).cloned() else {
            return Ok(self.undef(ty));
        };
        for step in &place.1 {
            value = match get_step(&value, step) {
                Some(v) => v,
                None => return Ok(self.undef(ty)),
            };
        }
        Ok(value)
    }

    /// Writes `new` at `place`, keeping the old value where a `return`,
    /// `break` or `continue` may already have run.
    pub(super) fn store(&mut self, place: &Place, new: Value, span: Span) -> R<()> {
        let guard = match place.0 {
            Root::Global(_) => self.full_guard(),
            Root::Var(_) => self.local_guard(),
        };
        if guard.constant().is_some_and(|g| g != 0.0) {
            return Ok(());
        }
        let old = self
            .true_root_value(place.0)
            .and_then(|root| get_path(root, &place.1));
        let stored = self.guarded(guard, old, &new, span)?;
        let var = match place.0 {
            Root::Var(var) => var,
            Root::Global(global) => {
                let mut value = self.globals.remove(&global).unwrap_or(Value::Void);
                set_path(&mut value, &place.1, stored);
                self.globals.insert(global, value);
                return Ok(());
            }
        };
        // Without a flag that may be set, the running value is the true one
        // (unless it differed before).
        let running_differs =
            self.frame().running.contains_key(&var) || guard.constant() != Some(0.0);
        let running = if self.has_running_view(var) && running_differs {
            // Only a `continue` can have stopped this path in the running view.
            let continued = self.continued_guard();
            let before = self.var_value(var).cloned();
            let old = before.as_ref().and_then(|root| get_path(root, &place.1));
            let stored = self.guarded(continued, old, &new, span)?;
            before.map(|mut root| {
                set_path(&mut root, &place.1, stored);
                root
            })
        } else {
            None
        };
        let frame = self.frame_mut();
        let value = frame.env.entry(var).or_insert(Value::Void);
        set_path(value, &place.1, stored);
        match running {
            Some(running) if !running.same(value) => {
                frame.running.insert(var, running);
            }
            _ => {
                frame.running.remove(&var);
            }
        }
        Ok(())
    }

    /// `new`, or `old` where `guard` is set.
    fn guarded(&mut self, guard: Comp, old: Option<Value>, new: &Value, span: Span) -> R<Value> {
        match old {
            Some(old) if guard.constant() != Some(0.0) => {
                self.select_value(&[guard], &old, new, span)
            }
            _ => Ok(new.clone()),
        }
    }

    /// Applies `f` to every leaf vector of `value`.
    pub(super) fn map_vectors(
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
    pub(super) fn zip_vectors(&mut self, a: &Value, b: &Value, f: &mut ZipFn<'_, 'p>) -> R<Value> {
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

    fn unary(&mut self, op: UnaryOp, value: &Value, span: Span) -> R<Value> {
        match op {
            UnaryOp::Plus => Ok(value.clone()),
            UnaryOp::Neg => self.map_vectors(value, &mut |_, v| {
                Ok(v.iter().map(|c| c.negated()).collect())
            }),
            UnaryOp::Not => self.map_vectors(value, &mut |this, v| Ok(this.not(v))),
            UnaryOp::BitNot => self.map_vectors(value, &mut |_, v| {
                v.iter()
                    .map(|c| match c.constant() {
                        Some(x) => Ok(Comp::Const(!(x as i32) as f32)),
                        None => Err(unsupported(span, "the operator ~ on run-time values")),
                    })
                    .collect()
            }),
        }
    }

    pub(super) fn binary(
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
            BinaryOp::Div if unsigned => {
                return self.const_binary(a, b, span, "integer division", |x, y| {
                    as_u32(x).checked_div(as_u32(y)).map(|r| r as i32)
                });
            }
            BinaryOp::Div => {
                if integral && all_constant(a, b) {
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
            BinaryOp::Mod if unsigned => {
                return self.const_binary(a, b, span, "the operator %", |x, y| {
                    as_u32(x).checked_rem(as_u32(y)).map(|r| r as i32)
                })
            }
            BinaryOp::Mod if !integral || all_constant(a, b) => {
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
                return self.const_binary(a, b, span, "the operator &", |x, y| Some(x & y))
            }
            BinaryOp::BitOr => {
                return self.const_binary(a, b, span, "the operator |", |x, y| Some(x | y))
            }
            BinaryOp::BitXor => {
                return self.const_binary(a, b, span, "the operator ^", |x, y| Some(x ^ y))
            }
            BinaryOp::Shl => {
                return self.const_binary(a, b, span, "the operator <<", |x, y| {
                    Some(x.wrapping_shl(y as u32))
                })
            }
            BinaryOp::Shr if unsigned => {
                return self.const_binary(a, b, span, "the operator >>", |x, y| {
                    Some(as_u32(x).wrapping_shr(y as u32) as i32)
                })
            }
            BinaryOp::Shr => {
                return self.const_binary(a, b, span, "the operator >>", |x, y| {
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
        let reciprocal = self.scalar_op(Opcode::Rcp, &[b], b.len());
        let quotient = self.mul(a, &reciprocal);
        let fraction = self.frac(&quotient, width);
        let remainder = self.mul(&fraction, b);
        let magnitude = self.op(Opcode::Abs, &[&remainder], width);
        let rounded = self.add(&magnitude, &[Comp::Const(0.5)]);
        let whole = self.floor(&rounded, width);
        let negative = self.compare(Opcode::Slt, &remainder, &[Comp::Const(0.0)], width);
        let negated: Vector = whole.iter().map(|c| c.negated()).collect();
        self.select(&negative, &negated, &whole)
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
        let width = a.len().max(b.len());
        (0..width)
            .map(|i| {
                let x = a[i.min(a.len() - 1)].constant();
                let y = b[i.min(b.len() - 1)].constant();
                match (x, y) {
                    (Some(x), Some(y)) => f(x as i32, y as i32)
                        .map(|r| Comp::Const(r as f32))
                        .ok_or_else(|| Diagnostic::error(UNSUPPORTED, span, "division by zero")),
                    _ => Err(unsupported(span, format!("{what} on run-time values"))),
                }
            })
            .collect()
    }

    /// Converts `value` from type `from` to type `to`.
    pub(super) fn convert(&mut self, value: &Value, from: Type, to: Type, span: Span) -> R<Value> {
        if from.is_scalar() && (to.is_array() || matches!(to.base, Base::Struct(_))) {
            return self.scalar_to_aggregate(value, from, to, span);
        }
        if from.is_array() || to.is_array() || matches!(to.base, Base::Struct(_) | Base::Sampler(_))
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
        } else if is_integral(to) && !is_integral(from) && !is_bool(from) {
            self.trunc_vector(&reshaped, span)?.to_vec()
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
    pub(super) fn truncate(&mut self, c: Comp, _span: Span) -> R<Comp> {
        if let Some(x) = c.constant() {
            return Ok(Comp::Const(x.trunc()));
        }
        // floor(|x|) with the sign of x.
        let abs = self.op(Opcode::Abs, &[&[c]], 1);
        let floor = self.floor(&abs, 1);
        // A recorded comparison, so that a select on condition codes tests
        // `x` itself (`MOVC CC, x`).
        let negative = self.compare(Opcode::Slt, &[c], &[Comp::Const(0.0)], 1);
        let negated = [floor[0].negated()];
        let result = self.select(&negative, &negated, &floor)[0];
        if !self.caps.branches {
            self.truncations.push((result, c));
        }
        Ok(result)
    }

    /// The float whose truncation `c` is, or `c` itself.
    fn untruncated(&self, c: Comp) -> Comp {
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

/// Where one component of an array element lies: the register, counted
/// from the element's first, and the component in it.
type Slot = (u32, u8);

/// The layout of a uniform array whose element `e` lies in registers
/// `first + e * registers ..` of one IR uniform, every element alike (row
/// by row, or column by column under `pack_matrix(column_major)`):
/// `(uniform, first, registers, the slot of each component of each row)`;
/// `None` for anything else.
fn uniform_array_layout(
    elements: &[Value],
) -> Option<(crate::ir::UniformId, u32, u32, Vec<Vec<Slot>>)> {
    let rows_of = |element: &Value| -> Option<Vec<Vector>> {
        match element {
            Value::Vector(v) => Some(vec![v.clone()]),
            Value::Aggregate(rows) => rows.iter().map(|r| r.as_vector().cloned()).collect(),
            _ => None,
        }
    };
    let uniform_comp = |comp: &Comp| match *comp {
        Comp::Reg {
            source: crate::ir::Source::Uniform(id, at),
            component,
            negate: false,
        } => Some((id, at, component)),
        _ => None,
    };
    let first = rows_of(elements.first()?)?;
    let (id, base) = {
        let (id, _, _) = uniform_comp(first.first()?.first()?)?;
        let base = first
            .iter()
            .flatten()
            .map(|c| uniform_comp(c).filter(|u| u.0 == id).map(|u| u.1))
            .collect::<Option<Vec<u32>>>()?
            .into_iter()
            .min()?;
        (id, base)
    };
    let slots: Vec<Vec<Slot>> = first
        .iter()
        .map(|row| {
            row.iter()
                .map(|c| uniform_comp(c).map(|(_, at, component)| (at - base, component)))
                .collect::<Option<Vec<Slot>>>()
        })
        .collect::<Option<_>>()?;
    let registers = slots.iter().flatten().map(|s| s.0 + 1).max()?;
    for (e, element) in elements.iter().enumerate() {
        let rows = rows_of(element)?;
        if rows.len() != slots.len() {
            return None;
        }
        for (row, row_slots) in rows.iter().zip(&slots) {
            if row.len() != row_slots.len() {
                return None;
            }
            for (comp, &(offset, component)) in row.iter().zip(row_slots) {
                let expected = (id, base + e as u32 * registers + offset, component);
                if uniform_comp(comp) != Some(expected) {
                    return None;
                }
            }
        }
    }
    Some((id, base, registers, slots))
}

/// A scalar or vector value's components, or an error.
pub(super) fn vector(value: &Value, span: Span) -> R<Vector> {
    match value {
        Value::Vector(v) => Ok(v.clone()),
        _ => Err(unsupported(span, "a non-vector value here")),
    }
}

fn get_step(value: &Value, step: &Step) -> Option<Value> {
    match (value, step) {
        (Value::Aggregate(items), Step::Element(i)) => items.get(*i).cloned(),
        (Value::Vector(v), Step::Element(i)) => v.get(*i).map(|&c| Value::scalar(c)),
        (Value::Vector(v), Step::Components(components)) => Some(Value::Vector(
            components
                .iter()
                .map(|&c| v.get(c as usize).copied().unwrap_or(Comp::Undef))
                .collect(),
        )),
        (Value::Aggregate(rows), Step::MatrixElements(elements)) => Some(Value::Vector(
            elements
                .iter()
                .map(|&(r, c)| {
                    rows.get(r as usize)
                        .and_then(|row| row.as_vector())
                        .and_then(|row| row.get(c as usize).copied())
                        .unwrap_or(Comp::Undef)
                })
                .collect(),
        )),
        _ => None,
    }
}

fn get_path(value: &Value, steps: &[Step]) -> Option<Value> {
    let mut current = value.clone();
    for step in steps {
        current = get_step(&current, step)?;
    }
    Some(current)
}

fn set_path(value: &mut Value, steps: &[Step], new: Value) {
    let Some((step, rest)) = steps.split_first() else {
        *value = new;
        return;
    };
    match (value, step) {
        (Value::Aggregate(items), Step::Element(i)) => {
            if let Some(item) = items.get_mut(*i) {
                set_path(item, rest, new);
            }
        }
        (Value::Vector(v), Step::Element(i)) => {
            if let (Some(slot), Some(c)) = (v.get_mut(*i), new.as_vector().and_then(|n| n.first()))
            {
                *slot = *c;
            }
        }
        (Value::Vector(v), Step::Components(components)) => {
            let mut part = Value::Vector(
                components
                    .iter()
                    .map(|&c| v.get(c as usize).copied().unwrap_or(Comp::Undef))
                    .collect(),
            );
            set_path(&mut part, rest, new);
            if let Value::Vector(part) = part {
                for (k, &c) in components.iter().enumerate() {
                    if let (Some(slot), Some(&comp)) = (v.get_mut(c as usize), part.get(k)) {
                        *slot = comp;
                    }
                }
            }
        }
        (Value::Aggregate(rows), Step::MatrixElements(elements)) => {
            let Some(new) = new.as_vector() else { return };
            for (k, &(r, c)) in elements.iter().enumerate() {
                if let Some(Value::Vector(row)) = rows.get_mut(r as usize) {
                    if let (Some(slot), Some(&comp)) = (row.get_mut(c as usize), new.get(k)) {
                        *slot = comp;
                    }
                }
            }
        }
        _ => {}
    }
}
