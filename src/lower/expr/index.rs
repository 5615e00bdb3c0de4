//! Indexing with a run-time or constant index: selects over a bool or a
//! vector index, relative reads of uniform arrays (`ARL`), and the arrays
//! cgc rejects.

use super::kinds::vector;
use super::place::{element_count, get_step, Step};
use crate::diag::Diagnostic;
use crate::ir::Opcode;
use crate::lower::frame::Var;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{BinaryOp, ExprId, ExprKind, LocalId};
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;

impl<'p> Lowerer<'p> {
    /// `base[index]` of an rvalue (which may not be an lvalue).
    /// `ty` is the element's type.
    pub(crate) fn index(&mut self, base: ExprId, index: ExprId, ty: Type, span: Span) -> R<Value> {
        let index_span = self.body().expr(index).span;
        let i = match self.const_index(index, false) {
            Ok(i) => i,
            Err(error) if error.code == OUT_OF_BOUNDS => {
                return self.out_of_bounds(ty, index_span);
            }
            Err(error) => {
                if let Some(value) = self.bool_index(base, index, span) {
                    return value;
                }
                if let Some(value) = self.vector_index(base, index, span) {
                    return value;
                }
                let base_ty = self.body().expr(base).ty;
                let bool_matrix =
                    |ty: Type| ty.is_matrix() && ty.scalar_kind() == Some(Scalar::Bool);
                if let Some(value) = self.relative_row(base, index) {
                    if !bool_matrix(base_ty) {
                        return value;
                    }
                    return value.map(|rows| self.tested_bool_rows(rows));
                }
                let raw = self.raw_rows_of == Some((base, index));
                if raw {
                    self.raw_rows_of = None;
                }
                if let Some(value) = self.relative_index(base, index) {
                    let tested = bool_matrix(base_ty)
                        || (!raw && base_ty.element().is_some_and(bool_matrix));
                    if !tested {
                        return value;
                    }
                    return value.map(|rows| self.tested_bool_rows(rows));
                }
                return self.element_select(base, index, span).unwrap_or(Err(error));
            }
        };
        self.check_array_index(base, index)?;
        let raw_rows = match self.body().expr(base).kind {
            ExprKind::Index { base: array, index } => Some((array, index)),
            _ => None,
        };
        let value = self.reading_rows_raw(raw_rows, |this| this.expr(base))?;
        match get_step(&value, &Step::Element(i)) {
            Some(element) => Ok(element),
            None if i >= element_count(&value) => self.out_of_bounds(ty, index_span),
            None => Err(unsupported(span, "this access")),
        }
    }

    /// The element of type `ty` a read at a constant index past the end
    /// (or below 0) gives: registers no instruction writes, which the back
    /// end reports (C1068 at `span`) where the optimized program still
    /// reads them ([`crate::ir::Program::out_of_bounds`]). cgc reports such
    /// a read only where the results need it: not in a product with zero,
    /// a variable never read, a loop iteration that discards it
    /// (tests/lower/out_of_bounds).
    pub(crate) fn out_of_bounds(&mut self, ty: Type, span: Span) -> R<Value> {
        match self.undef(ty) {
            Value::Void => Err(out_of_bounds_error(span)),
            shape => Ok(self.unwritten_like(&shape, span)),
        }
    }

    /// A value of `like`'s shape whose components are registers no
    /// instruction writes, reported at `span` where the program still reads
    /// them: what an element past the end holds after a store
    /// ([`Lowerer::out_of_bounds`]).
    pub(crate) fn unwritten_like(&mut self, like: &Value, span: Span) -> Value {
        match like {
            Value::Vector(v) => self.unwritten_vector(v.len() as u8, span),
            Value::Aggregate(items) => Value::Aggregate(
                items
                    .iter()
                    .map(|item| self.unwritten_like(item, span))
                    .collect(),
            ),
            Value::Sampler(_) | Value::Void => like.clone(),
        }
    }

    /// A vector of `n` components read from a register no instruction
    /// writes, reported at `span` where the program still reads it.
    fn unwritten_vector(&mut self, n: u8, span: Span) -> Value {
        let reg = self.ir.new_vreg();
        self.ir.out_of_bounds.push((reg, out_of_bounds_error(span)));
        Value::Vector(
            (0..n)
                .map(|c| Comp::reg(crate::ir::Source::Temp(reg), c))
                .collect(),
        )
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
        Some(self.selected_element(base, index, span))
    }

    /// `base[index]` chosen by selects among the elements (components) of
    /// the value of `base` ([`Self::select_element`]).
    fn selected_element(&mut self, base: ExprId, index: ExprId, span: Span) -> R<Value> {
        let value = self.expr(base)?;
        let index_value = self.expr(index)?;
        let index_comp = vector(&index_value, span)?[0];
        self.select_element(&elements_of(&value, span)?, index_comp, span)
    }

    /// `a[i]` with a run-time `i` of a local array or matrix in a GLSL
    /// profile: the element of the first `k` with `i == k`, else the last
    /// one, by selects, as [`Self::vector_index`] chooses a component
    /// (cgc's GLSL indexes a temporary array copy; the assembly profiles
    /// have no such read: C5043, C6016). `None` in the assembly profiles.
    fn element_select(&mut self, base: ExprId, index: ExprId, span: Span) -> Option<R<Value>> {
        self.caps.glsl?;
        Some(self.selected_element(base, index, span))
    }

    /// The condition "the run-time index is `k`", for a select.
    fn index_is(&mut self, index_comp: Comp, k: usize, span: Span) -> R<Vector> {
        let is_k = self.binary(
            BinaryOp::Eq,
            &Value::Vector(smallvec::smallvec![index_comp]),
            &Value::Vector(smallvec::smallvec![Comp::Const(k as f32)]),
            Type::INT,
            span,
        )?;
        vector(&is_k, span)
    }

    /// The element `index_comp` (run-time) of `elements`: the first `k`
    /// with `index_comp == k`, else the last one, by selects from the last
    /// element back.
    fn select_element(&mut self, elements: &[Value], index_comp: Comp, span: Span) -> R<Value> {
        let Some((last, rest)) = elements.split_last() else {
            return Err(unsupported(span, "indexing an empty value"));
        };
        let mut result = last.clone();
        for (k, element) in rest.iter().enumerate().rev() {
            let cond = self.index_is(index_comp, k, span)?;
            result = self.select_value(&cond, element, &result, span)?;
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

    /// Whether `index` reads a local (possibly through a swizzle) that some
    /// array index of the same body reads with a constant offset.
    fn indexed_with_offset(&mut self, index: ExprId) -> bool {
        let Some(local) = self.indexed_local(index) else {
            return false;
        };
        let key = std::ptr::from_ref(self.body()) as usize;
        if !self.offset_indexed.contains_key(&key) {
            let body = self.body();
            let locals = (0..body.exprs.len())
                .filter_map(|id| match &body.expr(ExprId(id as u32)).kind {
                    ExprKind::Index { index, .. } => Some(*index),
                    _ => None,
                })
                .filter_map(|index| {
                    let (peeled, _) = self.constant_offset(index);
                    (peeled != index)
                        .then(|| self.indexed_local(peeled))
                        .flatten()
                })
                .collect();
            self.offset_indexed.insert(key, locals);
        }
        self.offset_indexed[&key].contains(&local)
    }

    /// The local that `index` reads, through conversions and swizzles.
    fn indexed_local(&self, index: ExprId) -> Option<LocalId> {
        let mut index = index;
        loop {
            match &self.body().expr(index).kind {
                ExprKind::Convert { value, .. } => index = *value,
                ExprKind::Swizzle { base, .. } => index = *base,
                ExprKind::Local(local) => return Some(*local),
                _ => return None,
            }
        }
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

    /// `lower`, with the rows of the run-time index `raw_rows` (if any)
    /// read as stored ([`Lowerer::raw_rows_of`]).
    pub(crate) fn reading_rows_raw(
        &mut self,
        raw_rows: Option<(ExprId, ExprId)>,
        lower: impl FnOnce(&mut Self) -> R<Value>,
    ) -> R<Value> {
        if raw_rows.is_none() {
            return lower(self);
        }
        self.raw_rows_of = raw_rows;
        let value = lower(self);
        self.raw_rows_of = None;
        value
    }

    /// Rows of a `bool` matrix uniform picked by a run-time index: cgc
    /// tests the float each component stores, `0 < x` (`SLT` in arbvp1 and
    /// vp20, `SGT` in vp30), for a matrix's row `m[i]`, an element `a[i]`
    /// read whole and `a[i][k]`; a constant row of a run-time element
    /// (`a[i][1]`) is read as stored, as every constant index reads. Probed
    /// with cgc 3.1: tests/shaders/vertex/bool_matrix_rows_at_run_time.cg.
    fn tested_bool_rows(&mut self, rows: Value) -> Value {
        match rows {
            Value::Vector(row) => {
                let zero = [Comp::Const(0.0)];
                Value::Vector(self.compare(Opcode::Slt, &zero, &row, row.len()))
            }
            Value::Aggregate(rows) => Value::Aggregate(
                rows.into_iter()
                    .map(|row| self.tested_bool_rows(row))
                    .collect(),
            ),
            other => other,
        }
    }

    /// `a[i]` with a run-time `i` where `a` is a uniform array laid out one
    /// element per row: `ARL` then a relative read, copied at once (a later
    /// `ARL` changes what the relative operand reads). `None` when `a` is not
    /// such an array.
    fn relative_index(&mut self, base: ExprId, index: ExprId) -> Option<R<Value>> {
        if !self.caps.relative_addressing {
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
        // An index inside the elements of an array of arrays addressed as
        // one block (`m[1][n]`): every row counts as read.
        let block = &mut self.ir.uniforms[uniform.0 as usize];
        if registers < block.element_rows {
            block.element_rows = 1;
        }
        // `ARL` floors its operand; cgc hands it the float index as it is,
        // without the truncation of a conversion to int, also when the int
        // was stored in a variable first (`int j = (int)x; a[j]`).
        let index = match &self.body().expr(index).kind {
            ExprKind::Convert { value, .. } => *value,
            _ => index,
        };
        let (peeled_index, element_offset) = self.constant_offset(index);
        // With a constant offset cgc keeps the truncation (`ARL` of the int
        // `j`, then `c[A0.x + 7]` for `a[j + 1]`). Where `j` is also read
        // with an offset elsewhere, cgc loads a second address register with
        // the float; with one address register, both read the int.
        let peeled = peeled_index != index || self.indexed_with_offset(index);
        let index = peeled_index;
        let index_value = match self.expr(index) {
            Ok(v) => v,
            Err(error) => return Some(Err(error)),
        };
        let span = self.body().expr(index).span;
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
            self.relative_reads += 1;
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

    /// `a[n][k]` with `n` and `k` both known at run time only, where `a` is
    /// a uniform array whose elements (matrices, arrays of vectors) hold
    /// one row per register: as cgc, one `ARL` of `floor(n) * rows + k`
    /// (`ARL` floors `k`) and a relative read of the row, copied at once;
    /// constant offsets of either index join the read's offset. `None`
    /// when `base` is no such element.
    fn relative_row(&mut self, base: ExprId, index: ExprId) -> Option<R<Value>> {
        if !self.caps.relative_addressing {
            return None;
        }
        let ExprKind::Index {
            base: array,
            index: outer,
        } = self.body().expr(base).kind
        else {
            return None;
        };
        match self.run_time_index(outer) {
            Ok(true) => {}
            Ok(false) => return None,
            Err(error) => return Some(Err(error)),
        }
        let value = match self.expr(array) {
            Ok(value) => value,
            Err(error) => return Some(Err(error)),
        };
        let Value::Aggregate(elements) = &value else {
            return None;
        };
        let (uniform, first_row, registers, slots) = uniform_array_layout(elements)?;
        let row_components: Vec<u8> = slots.first()?.iter().map(|slot| slot.1).collect();
        let one_register_per_row = slots.iter().enumerate().all(|(r, row)| {
            row.iter()
                .map(|slot| slot.1)
                .eq(row_components.iter().copied())
                && row.iter().all(|slot| slot.0 == r as u32)
        });
        if registers < 2 || !one_register_per_row {
            return None;
        }
        let (outer, outer_offset) = self.constant_offset(strip_conversion(self.body(), outer));
        let (inner, inner_offset) = self.constant_offset(strip_conversion(self.body(), index));
        let mut indices = [Comp::Const(0.0); 2];
        for (slot, id) in indices.iter_mut().zip([outer, inner]) {
            let value = match self.expr(id) {
                Ok(value) => value,
                Err(error) => return Some(Err(error)),
            };
            let span = self.body().expr(id).span;
            *slot = match vector(&value, span) {
                Ok(v) => self.untruncated(v[0]),
                Err(error) => return Some(Err(error)),
            };
        }
        let floor = self.floor(&indices[..1], 1);
        let address = self.mad(&floor, &[Comp::Const(registers as f32)], &indices[1..]);
        let operand = self.operand(&address);
        self.ir.push(crate::ir::Inst::arl(operand));
        self.address = Some((address[0], 1));
        // The row read is known only at run time: every row counts as read.
        self.ir.uniforms[uniform.0 as usize].element_rows = 1;
        let offset = first_row as i32 + outer_offset * registers as i32 + inner_offset;
        let source = crate::ir::Source::UniformRelative(uniform, offset, 0);
        let relative: Vector = row_components
            .iter()
            .map(|&c| Comp::reg(source, c))
            .collect();
        Some(Ok(Value::Vector(self.op(
            Opcode::Mov,
            &[&relative],
            relative.len(),
        ))))
    }

    /// Whether the lowered `index` is known at run time only.
    fn run_time_index(&mut self, index: ExprId) -> R<bool> {
        let value = self.expr(index)?;
        Ok(value
            .as_vector()
            .is_none_or(|v| v.first().and_then(|c| c.constant()).is_none()))
    }

    /// Whether `ty` is an array of sized arrays of scalars or vectors whose
    /// outer dimension some function of the program indexes with anything
    /// but a literal (`m[n][0]`, or a loop counter, which unrolling may make
    /// constant). Only then is a uniform of that type one block for `ARL`
    /// ([`Lowerer::uniform_nested_array`]): where only the inner dimension
    /// is addressed (`m[1][n]`), cgc binds just that inner array.
    pub(crate) fn addressed_array_of_arrays(&self, ty: Type) -> bool {
        let inner = ty
            .element()
            .filter(|inner| inner.array_len().is_some_and(|len| len > 0));
        let vectors = inner
            .and_then(Type::element)
            .is_some_and(|e| !e.is_array() && matches!(e.base, Base::Scalar(_) | Base::Vector(..)));
        let bodies = self.hir.functions.iter().filter_map(|f| f.body.as_ref());
        vectors
            && bodies.into_iter().any(|body| {
                body.exprs.iter().any(|expr| match expr.kind {
                    ExprKind::Index { base, index } => {
                        body.expr(base).ty.element().is_some_and(|e| e.is_array())
                            && !is_literal(body, index)
                    }
                    _ => false,
                })
            })
    }

    /// cgc does not know a loop counter after a run-time `break` of a loop
    /// that is still running (cgrs reads it in the running view, see
    /// [`crate::lower::frame::Frame`]): it indexes vectors by selects and vertex programs'
    /// uniform arrays by `ARL`, and rejects other arrays (C6016; C5043 in
    /// fragment programs). cgrs rejects the same arrays. After a run-time
    /// `return` (before the loop or in it) or `continue`, cgc still knows
    /// the counter (libretro's nedi passes; tests/shaders/fragment/
    /// index_after_return.cg), and so does the running view.
    pub(crate) fn check_array_index(&mut self, base: ExprId, index: ExprId) -> R<()> {
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
        if uniform && self.caps.relative_addressing {
            return Ok(());
        }
        Err(run_time_index_error(self.caps.stage, span))
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
                ExprKind::Literal(_)
                | ExprKind::String(_)
                | ExprKind::Global(_)
                | ExprKind::State { .. }
                | ExprKind::ArrayLength { .. } => return false,
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
                ExprKind::Construct { args }
                | ExprKind::Call { args, .. }
                | ExprKind::Debug { args } => return args.iter().any(|&e| reads(e)),
                ExprKind::InitList { elements } => return elements.iter().any(|&e| reads(e)),
            };
        }
    }

    /// A constant index, or an error naming what is not supported.
    /// `write`: the index of an assignment's target.
    pub(crate) fn const_index(&mut self, index: ExprId, write: bool) -> R<usize> {
        let span = self.body().expr(index).span;
        let value = self.expr(index)?;
        self.index_constant(&value, span, write)
    }

    /// The constant of the lowered index `value`; where it is computed at
    /// run time (and no select or `ARL` reads the element) cgc rejects a
    /// fragment program's (C5043), a vertex program's assignment target
    /// (C5025) and a vertex program's read of anything but a uniform array
    /// (C6016: a local array or matrix that is not a copy of a uniform one,
    /// a `static const` table).
    fn index_constant(&self, value: &Value, span: Span, write: bool) -> R<usize> {
        match value.as_vector().and_then(|v| v[0].constant()) {
            Some(i) if i >= 0.0 => Ok(i as usize),
            // Below 0: past the end, where a store goes to the last element
            // ([`Lowerer::store`]); a read is C1068 where it is needed.
            Some(_) if write => Ok(usize::MAX),
            Some(_) => Err(out_of_bounds_error(span)),
            None if self.caps.glsl.is_some() => {
                Err(unsupported(span, "indexing with a run-time value"))
            }
            None if write && self.caps.stage == crate::ir::Stage::Vertex => Err(Diagnostic::error(
                5025,
                span,
                "lvalue in assignment too complex",
            )),
            None => Err(run_time_index_error(self.caps.stage, span)),
        }
    }

    /// `v[i] = x` and `v[i] op= x` of a vector `v` (or, in GLSL, of a local
    /// array or matrix): with a run-time `i` every component (element) of
    /// `v` takes `x` where `i` is its index (selects, as cgc compiles a
    /// vector's in every profile); with a constant `i` the component `i`.
    /// `None` where the target is no such element (then [`Lowerer::place`]
    /// lowers it). The index is lowered before the vector's place, as
    /// `place` does.
    /// `new` is the assigned value, `op` and `operand_ty` a compound
    /// assignment's operator and the type it computes in.
    pub(crate) fn assign_element(
        &mut self,
        target: ExprId,
        new: &Value,
        op: Option<(BinaryOp, Type)>,
        span: Span,
    ) -> Option<R<Value>> {
        let body = self.body();
        let ExprKind::Index { base, .. } = body.expr(target).kind else {
            return None;
        };
        let base_ty = body.expr(base).ty;
        let vector = matches!(base_ty.base, Base::Vector(..)) && !base_ty.is_array();
        // In GLSL a local array or matrix is written at a run-time index
        // the same way (the assembly profiles reject that: C5025, C5043).
        let glsl_element = self.caps.glsl.is_some() && (base_ty.is_array() || base_ty.is_matrix());
        if !vector && !glsl_element {
            return None;
        }
        Some(self.assign_element_value(target, new, op, span))
    }

    fn assign_element_value(
        &mut self,
        target: ExprId,
        new: &Value,
        op: Option<(BinaryOp, Type)>,
        span: Span,
    ) -> R<Value> {
        let body = self.body();
        let ExprKind::Index { base, index } = body.expr(target).kind else {
            unreachable!("checked by assign_element");
        };
        let (base_ty, element_ty) = (body.expr(base).ty, body.expr(target).ty);
        let index_span = body.expr(index).span;
        let index_value = self.expr(index)?;
        let mut place = self.place(base)?;
        let Some(index_comp) = index_value
            .as_vector()
            .filter(|v| v[0].constant().is_none())
            .map(|v| v[0])
        else {
            let i = self.index_constant(&index_value, index_span, true)?;
            self.check_array_index(base, index)?;
            place.1.push(Step::Element(i));
            let new = match op {
                Some((op, operand_ty)) => {
                    let old = self.read_place(&place, element_ty)?;
                    self.compound(op, &old, new, element_ty, operand_ty, span)?
                }
                None => new.clone(),
            };
            self.store(&place, new.clone(), span)?;
            return Ok(new);
        };
        let old = self.read_place(&place, base_ty)?;
        if matches!(old, Value::Vector(_)) {
            self.vector_indexes += 1;
        }
        let elements = elements_of(&old, span)?;
        let new = match op {
            Some((op, operand_ty)) => {
                let old_element = self.select_element(&elements, index_comp, span)?;
                self.compound(op, &old_element, new, element_ty, operand_ty, span)?
            }
            None => new.clone(),
        };
        let mut written = Vec::with_capacity(elements.len());
        for (k, old_k) in elements.iter().enumerate() {
            let cond = self.index_is(index_comp, k, span)?;
            written.push(self.select_value(&cond, &new, old_k, span)?);
        }
        let written = match old {
            Value::Vector(_) => Value::Vector(
                written
                    .iter()
                    .map(|component| vector(component, span))
                    .collect::<R<Vec<Vector>>>()?
                    .concat()
                    .into(),
            ),
            _ => Value::Aggregate(written),
        };
        self.store(&place, written, span)?;
        Ok(new)
    }
}

/// The elements of an array, matrix or struct value, or the components of
/// a vector as one-component vectors: what a run-time index chooses from.
fn elements_of(value: &Value, span: Span) -> R<Vec<Value>> {
    match value {
        Value::Vector(components) => Ok(components
            .iter()
            .map(|&component| Value::Vector(smallvec::smallvec![component]))
            .collect()),
        Value::Aggregate(items) => Ok(items.clone()),
        _ => Err(unsupported(span, "indexing this value at run time")),
    }
}

/// Where one component of an array element lies: the register, counted
/// from the element's first, and the component in it.
/// Whether `expr` is a literal, possibly converted.
fn is_literal(body: &crate::sema::hir::Body, expr: ExprId) -> bool {
    match &body.expr(expr).kind {
        ExprKind::Convert { value, .. } => is_literal(body, *value),
        ExprKind::Literal(_) => true,
        _ => false,
    }
}

type Slot = (u32, u8);

/// The layout of a uniform array whose element `e` lies in registers
/// `first + e * registers ..` of one IR uniform, every element alike (row
/// by row, or column by column under `pack_matrix(column_major)`):
/// `index` without the conversion to an integer around it: `ARL` floors
/// the float itself.
fn strip_conversion(body: &crate::sema::hir::Body, index: ExprId) -> ExprId {
    match &body.expr(index).kind {
        ExprKind::Convert { value, .. } => *value,
        _ => index,
    }
}

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

/// cgc's code for a constant index past the end of an array or vector.
pub(crate) const OUT_OF_BOUNDS: u32 = 1068;

pub(crate) fn out_of_bounds_error(span: Span) -> Diagnostic {
    Diagnostic::error(OUT_OF_BOUNDS, span, "array index out of bounds")
}

/// cgc's error for an array it cannot index with a run-time value: in a
/// vertex program one that is not a uniform array, in a fragment program
/// any.
fn run_time_index_error(stage: crate::ir::Stage, span: Span) -> Diagnostic {
    match stage {
        crate::ir::Stage::Vertex => Diagnostic::error(
            6016,
            span,
            "Profile requires arrays with non-constant indexes to be uniform",
        ),
        crate::ir::Stage::Fragment => Diagnostic::error(
            RUN_TIME_SUBSCRIPT,
            span,
            "profile requires index expression to be compile-time constant",
        ),
    }
}

/// cgc's code for a fragment program's subscript computed at run time.
pub(crate) const RUN_TIME_SUBSCRIPT: u32 = 5043;
