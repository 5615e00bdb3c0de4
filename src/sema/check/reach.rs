//! Which code cgc's front end removes before it compiles a program: the
//! branch of an `if` or `? :` that a constant condition never takes, and the
//! body of a `while` or `for` loop whose condition is constant false.
//!
//! cgc reports an undefined name, a call no overload fits and a function the
//! profile lacks only in code it compiles for the entry (see
//! [`CheckedBody::deferred`](super::CheckedBody::deferred)), so such errors in
//! removed code are not errors (libretro's CRT shader "intel" variants name,
//! behind a `static const bool` switch, identifiers only another build
//! defines). Type errors there are still errors.
//!
//! The conditions cgc's front end folds, probed with cgc 3.1 in all four
//! profiles (tests/sema/cases/530-545):
//! - literals, `#define`d values, `static const` scalars and vectors
//!   (global or local, read whole, by swizzle, a matrix also by a constant
//!   row index), `.length` of a sized array, and the operators, casts,
//!   constructors and swizzles of constants;
//! - `x * 0` and `0 * x`, whatever `x` is, when `x` calls nothing and
//!   assigns nothing (`p.x * 0 > 1` is false);
//! - `x && false`, `false && x`, `x || true`, `true || x` on the same
//!   condition on `x`;
//! - not: `const` locals, `uniform` or plain `const` globals, elements of
//!   constant arrays and members of constant structs, library functions of
//!   constants (`abs(-1)`), `x - x`, `x == x`, a condition that names an
//!   undefined variable.
//!
//! What cgc does not remove: code after `return`, `break`, `continue` or
//! `discard`, the cases of a `switch` on a constant, the body of a
//! `do ... while (false)` (it runs once), the operands of `&&` and `||`.

use super::checker::Checker;
use super::convert::convert_constant;
use super::fold::{cast_scalar, fold_binary, fold_unary};
use crate::sema::hir::{self, BinaryOp, ConstValue, ExprId, ExprKind};
use crate::sema::types::{Base, Type};
use smallvec::SmallVec;
use std::collections::HashMap;

/// What cgc's front end knows of an expression: its value when it folds,
/// and whether it is free of calls and assignments (the operand `x * 0`
/// drops).
#[derive(Clone)]
struct Folded {
    value: Option<ConstValue>,
    pure: bool,
}

impl Folded {
    const UNKNOWN: Folded = Folded {
        value: None,
        pure: true,
    };
    const EFFECTFUL: Folded = Folded {
        value: None,
        pure: false,
    };

    /// Whether every component is `value` (as a truth value) or zero.
    fn all(&self, test: impl Fn(hir::Scalar) -> bool) -> bool {
        self.value
            .as_ref()
            .is_some_and(|v| !v.components.is_empty() && v.components.iter().all(|&c| test(c)))
    }
}

impl Checker<'_> {
    /// `cond`'s value as cgc's front end folds it: `Some` when every
    /// component folds to the same truth value (a `boolN` condition of
    /// `? :` selects per component).
    pub(super) fn front_end_condition(&self, cond: ExprId) -> Option<bool> {
        let value = self.front_end_value(cond)?;
        let first = value.components.first()?.as_bool();
        value
            .components
            .iter()
            .all(|c| c.as_bool() == first)
            .then_some(first)
    }

    /// `root`'s value as cgc's front end folds it (module doc). Walks the
    /// expression with a stack of its own, so a long left-nested chain costs
    /// no recursion.
    pub(super) fn front_end_value(&self, root: ExprId) -> Option<ConstValue> {
        let mut folded: HashMap<ExprId, Folded> = HashMap::new();
        let mut stack = vec![(root, false)];
        while let Some((id, operands_done)) = stack.pop() {
            if folded.contains_key(&id) {
                continue;
            }
            if !operands_done {
                stack.push((id, true));
                for operand in self.body.expr(id).kind.value_operands() {
                    if !folded.contains_key(&operand) {
                        stack.push((operand, false));
                    }
                }
                continue;
            }
            let result = self.fold_node(id, &folded);
            folded.insert(id, result);
        }
        folded.remove(&root)?.value
    }

    /// One node, its operands already folded.
    fn fold_node(&self, id: ExprId, folded: &HashMap<ExprId, Folded>) -> Folded {
        let expr = self.body.expr(id);
        let get = |operand: &ExprId| folded.get(operand).cloned().unwrap_or(Folded::EFFECTFUL);
        match &expr.kind {
            ExprKind::Literal(value) if !expr.ty.is_error() && !value.components.is_empty() => {
                Folded {
                    value: Some(value.clone()),
                    pure: true,
                }
            }
            // An undefined name (or another error) folds nothing around it.
            ExprKind::Literal(_) => Folded::EFFECTFUL,
            ExprKind::Local(local) => Folded {
                value: self.static_const_locals.get(local).cloned(),
                pure: true,
            },
            ExprKind::Param(_)
            | ExprKind::Global(_)
            | ExprKind::State { .. }
            | ExprKind::String(_)
            | ExprKind::ArrayLength { .. } => Folded::UNKNOWN,
            ExprKind::Unary { op, operand } => {
                let operand = get(operand);
                Folded {
                    value: operand.value.as_ref().and_then(|v| fold_unary(*op, v)),
                    pure: operand.pure,
                }
            }
            ExprKind::Binary {
                op,
                lhs,
                rhs,
                operand_ty,
            } => {
                let (lhs, rhs) = (get(lhs), get(rhs));
                let pure = lhs.pure && rhs.pure;
                let value = match (&lhs.value, &rhs.value) {
                    (Some(a), Some(b)) => fold_binary(*op, a, b, *operand_ty),
                    _ => None,
                };
                // `x * 0`, `x && false`, `x || true` whatever `x` is.
                let absorbing: Option<fn(hir::Scalar) -> bool> = match op {
                    BinaryOp::Mul => Some(|c| c.as_f32() == 0.0),
                    BinaryOp::And => Some(|c| !c.as_bool()),
                    BinaryOp::Or => Some(|c| c.as_bool()),
                    _ => None,
                };
                let absorbed = absorbing.and_then(|absorbing| {
                    let absorbed = pure && (lhs.all(absorbing) || rhs.all(absorbing));
                    let seed = match op {
                        BinaryOp::Mul => hir::Scalar::Int(0),
                        _ => hir::Scalar::Bool(*op == BinaryOp::Or),
                    };
                    absorbed.then(|| filled(expr.ty, seed)).flatten()
                });
                Folded {
                    value: value.or(absorbed),
                    pure,
                }
            }
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => {
                let (cond, then_value, else_value) = (get(cond), get(then_value), get(else_value));
                let pure = cond.pure && then_value.pure && else_value.pure;
                let value = if cond.all(|c| c.as_bool()) {
                    then_value.value
                } else if cond.all(|c| !c.as_bool()) {
                    else_value.value
                } else {
                    None
                };
                Folded { value, pure }
            }
            ExprKind::Convert { value, .. } => {
                let from = self.body.expr(*value).ty;
                let value = get(value);
                Folded {
                    value: value
                        .value
                        .as_ref()
                        .and_then(|v| convert_constant(v, from, expr.ty)),
                    pure: value.pure,
                }
            }
            ExprKind::Construct { args } => {
                let args: Vec<Folded> = args.iter().map(get).collect();
                let pure = args.iter().all(|arg| arg.pure);
                let components: Option<SmallVec<[hir::Scalar; 4]>> = args
                    .iter()
                    .map(|arg| arg.value.as_ref().map(|v| v.components.clone()))
                    .collect::<Option<Vec<_>>>()
                    .map(|parts| parts.into_iter().flatten().collect());
                let value = components
                    .filter(|c| Some(c.len() as u32) == expr.ty.component_count())
                    .map(|components| ConstValue { components });
                Folded { value, pure }
            }
            ExprKind::Swizzle { base, components } => {
                let base = get(base);
                let value = base.value.as_ref().and_then(|v| {
                    let picked: Option<SmallVec<[hir::Scalar; 4]>> = components
                        .iter()
                        .map(|&c| match v.components.as_slice() {
                            [only] => Some(*only),
                            all => all.get(c as usize).copied(),
                        })
                        .collect();
                    picked.map(|components| ConstValue { components })
                });
                Folded {
                    value,
                    pure: base.pure,
                }
            }
            ExprKind::MatrixSwizzle { base, elements } => {
                let columns = match self.body.expr(*base).ty.base {
                    Base::Matrix(_, _, columns) => columns as usize,
                    _ => 0,
                };
                let base = get(base);
                let value = base.value.as_ref().and_then(|v| {
                    let picked: Option<SmallVec<[hir::Scalar; 4]>> = elements
                        .iter()
                        .map(|&(row, column)| {
                            v.components
                                .get(row as usize * columns + column as usize)
                                .copied()
                        })
                        .collect();
                    picked.map(|components| ConstValue { components })
                });
                Folded {
                    value,
                    pure: base.pure,
                }
            }
            // A constant matrix's row; cgc folds no element of a constant
            // array and no component of a constant vector by index.
            ExprKind::Index { base, index } => {
                let base_ty = self.body.expr(*base).ty;
                let (base, index) = (get(base), get(index));
                let value = match (base_ty.base, &base.value, &index.value) {
                    (Base::Matrix(_, _, columns), Some(matrix), Some(index))
                        if !base_ty.is_array() =>
                    {
                        let columns = columns as usize;
                        let row = index.components.first().map(|c| c.as_i32());
                        row.filter(|&row| row >= 0)
                            .map(|row| row as usize * columns)
                            .and_then(|start| matrix.components.get(start..start + columns))
                            .map(|row| ConstValue {
                                components: row.iter().copied().collect(),
                            })
                    }
                    _ => None,
                };
                Folded {
                    value,
                    pure: base.pure && index.pure,
                }
            }
            ExprKind::Member { base, .. } => Folded {
                value: None,
                pure: get(base).pure,
            },
            ExprKind::Sequence { first, second } => Folded {
                value: None,
                pure: get(first).pure && get(second).pure,
            },
            ExprKind::InitList { elements } => Folded {
                value: None,
                pure: elements.iter().all(|element| get(element).pure),
            },
            ExprKind::Call { .. }
            | ExprKind::Debug { .. }
            | ExprKind::Assign { .. }
            | ExprKind::IncDec { .. } => Folded::EFFECTFUL,
        }
    }

    /// `f` checked inside code cgc's front end removes when `unreached`.
    pub(super) fn maybe_unreached<T>(
        &mut self,
        unreached: bool,
        check: impl FnOnce(&mut Self) -> T,
    ) -> T {
        self.unreached_depth += unreached as u32;
        let result = self.maybe_dead(unreached, check);
        self.unreached_depth -= unreached as u32;
        result
    }
}

/// A constant of type `ty` with every component `seed` (converted to the
/// type's scalar).
fn filled(ty: Type, seed: hir::Scalar) -> Option<ConstValue> {
    let scalar = ty.scalar_kind()?;
    let count = ty.component_count()? as usize;
    Some(ConstValue {
        components: std::iter::repeat_n(cast_scalar(seed, scalar), count).collect(),
    })
}
