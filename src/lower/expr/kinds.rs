//! The expression kinds, each lowered to its value, and left-nested chains
//! lowered in a loop.

use super::place::{get_step, Root, Step};
use crate::lower::entry::copies::Rewritten;
use crate::lower::entry::early_reads::{zero_factor, Factor};
use crate::lower::frame::Var;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{BinaryOp, Callee, ExprId, ExprKind, UnaryOp};
use crate::sema::precision;
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;

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

/// A flat list of components as a value of type `ty` (row-major for matrices).
pub(crate) fn shape(ty: Type, comps: &[Comp]) -> Value {
    let get = |i: usize| comps.get(i).copied().unwrap_or(Comp::Const(0.0));
    match ty.base {
        // The value of `debug(...)` (sema's `debug_call`): nothing.
        Base::Void if !ty.is_array() => Value::Void,
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
    pub(crate) fn expr(&mut self, id: ExprId) -> R<Value> {
        let body = self.body();
        let mut chain = Vec::new();
        let mut node = id;
        while let Some((operand, link)) = link(body, node) {
            chain.push((node, link));
            node = operand;
        }
        // `m[i][1]`: the row a literal index picks of a run-time index's
        // element is read as stored (see `Lowerer::tested_bool_rows`).
        let raw_rows = match (chain.last(), &body.expr(node).kind) {
            (Some((outer, Link::Access(_))), ExprKind::Index { base, index })
                if matches!(body.expr(*outer).kind, ExprKind::Index { .. }) =>
            {
                Some((*base, *index))
            }
            _ => None,
        };
        let start = self.early_reads.count();
        let mut value = self.reading_rows_raw(raw_rows, |this| this.expr_value(node))?;
        value = with_precision(value, body.expr(node).ty.scalar_kind());
        // A variable whose copied struct was written in part: the member
        // the accesses right after it pick is read ([`crate::lower::entry::copies`]).
        let mut rewritten = self.rewritten_variable(node);
        for (outer, link) in chain.into_iter().rev() {
            if !matches!(link, Link::Access(_)) {
                if let Some(rewritten) = rewritten.take() {
                    self.copies
                        .note_member_read(&rewritten, &value.components());
                }
            }
            let before_link = self.early_reads.count();
            value = self.linked_value(outer, link, value)?;
            match zero_factor(body, outer) {
                Some(Factor::Rhs) => self.early_reads.forget_reads(start),
                Some(Factor::Lhs) => self.early_reads.forget_reads(before_link),
                None => {}
            }
            value = with_precision(value, body.expr(outer).ty.scalar_kind());
        }
        if let Some(rewritten) = rewritten {
            self.copies
                .note_member_read(&rewritten, &value.components());
        }
        Ok(value)
    }

    /// Records the registers a `debug(...)` argument's value holds
    /// ([`crate::ir::Program::debugged`]).
    fn note_debugged(&mut self, value: &Value) {
        for comp in value.components() {
            if let Comp::Reg {
                source, component, ..
            } = comp
            {
                let mut operand = crate::ir::Operand::new(source);
                operand.swizzle = crate::ir::Swizzle::replicate(component);
                self.ir.debugged.push(operand);
            }
        }
    }

    /// The state of the variable expression `id` names, where a copied
    /// struct it holds was written in part with computed components.
    fn rewritten_variable(&self, id: ExprId) -> Option<Rewritten> {
        let var = match self.body().expr(id).kind {
            ExprKind::Local(local) => Var::Local(local),
            ExprKind::Param(index) => Var::Param(index),
            _ => return None,
        };
        self.frame().rewritten.get(&var).cloned()
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
            Link::Convert { from } if self.converted_per_row(id) => {
                self.convert_per_row(&operand, from, expr.ty, span)
            }
            Link::Convert { from } => self.convert(&operand, from, expr.ty, span),
            Link::Access(step) => match (get_step(&operand, &step), &expr.kind) {
                (Some(value), _) => Ok(value),
                // A literal index past the end.
                (None, ExprKind::Index { index, .. }) => {
                    let index_span = self.body().expr(*index).span;
                    self.out_of_bounds(expr.ty, index_span)
                }
                (None, _) => Err(unsupported(span, "this access")),
            },
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
            // A string holds no register.
            ExprKind::String(_) => Ok(Value::Void),
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
                let compound = op.map(|op| (op, body.expr(*value).ty));
                if let Some(result) = self.assign_element(*target, &new, compound, span) {
                    return result;
                }
                let place = self.place(*target)?;
                let target_ty = body.expr(*target).ty;
                let new = self.copied_whole(target_ty, new);
                let new = match compound {
                    Some((op, operand_ty)) => {
                        let old = self.read_place(&place, target_ty)?;
                        self.compound(op, &old, &new, target_ty, operand_ty, span)?
                    }
                    None => {
                        if let (Root::Var(var), []) = (place.0, place.1.as_slice()) {
                            self.mark_struct_assignment(var, *value, &new);
                        }
                        new
                    }
                };
                self.store(&place, new.clone(), span)?;
                if let (Root::Var(var), [], None) = (place.0, place.1.as_slice(), op) {
                    self.note_stored_expression(var, *value);
                }
                self.note_member_assignment(&place, *value, op.is_some(), &new);
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
                if let [condition] = cond[..] {
                    self.early_reads.note_root(condition);
                }
                let a = self.expr(*then_value)?;
                let b = self.expr(*else_value)?;
                self.select_value(&cond, &a, &b, span)
            }
            ExprKind::Debug { args } => {
                for &arg in args {
                    let value = self.expr(arg)?;
                    self.note_debugged(&value);
                }
                Ok(Value::Void)
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
            ExprKind::Index { base, index } => self.index(*base, *index, expr.ty, span),
            ExprKind::ArrayLength { base } => {
                // The array bound to an unsized parameter has its size.
                let length = match self.expr(*base)? {
                    Value::Aggregate(elements) => elements.len(),
                    _ => 0,
                };
                Ok(Value::scalar(Comp::Const(length as f32)))
            }
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

    /// `old op new` of a compound assignment to a target of `target_ty`:
    /// computed in the value's type `operand_ty`, then converted back.
    pub(crate) fn compound(
        &mut self,
        op: BinaryOp,
        old: &Value,
        new: &Value,
        target_ty: Type,
        operand_ty: Type,
        span: Span,
    ) -> R<Value> {
        // The operand is read row by row; the result is stored whole.
        let old = self.convert_per_row(old, target_ty, operand_ty, span)?;
        let result = self.binary(op, &old, new, operand_ty, span)?;
        self.convert(&result, operand_ty, target_ty, span)
    }
}

/// A scalar or vector value's components, or an error.
pub(crate) fn vector(value: &Value, span: Span) -> R<Vector> {
    match value {
        Value::Vector(v) => Ok(v.clone()),
        _ => Err(unsupported(span, "a non-vector value here")),
    }
}
