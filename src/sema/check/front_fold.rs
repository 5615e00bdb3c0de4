//! The values cgc's front end folds while it types a program: the constant
//! conditions whose dead code it removes ([`super::reach`]) and the
//! initializers it rejects because a value it folded has no constant
//! ([`Checker::front_end_rejects`], C1059).
//!
//! What folds, probed with cgc 3.1 in all four profiles
//! (tests/sema/cases/530-545):
//! - literals, `#define`d values, `static const` scalars and vectors
//!   (global or local, read whole, by swizzle, a matrix also by a constant
//!   row index), `.length` of a sized array, and the operators, casts,
//!   constructors and swizzles of constants;
//! - `x * 0` and `0 * x`, whatever `x` is, when `x` calls nothing and
//!   assigns nothing (`p.x * 0 > 1` is false; `uniform float k = u * 0;`
//!   has the default 0);
//! - `x && false`, `false && x`, `x || true`, `true || x` on the same
//!   condition on `x`;
//! - not: `const` locals, `uniform` or plain `const` globals, elements of
//!   constant arrays and members of constant structs, library functions of
//!   constants (`abs(-1)`), `x - x`, `x == x`, a condition that names an
//!   undefined variable.
//!
//! Values without a constant, probed with cgc 3.1 (tests/sema/cases/611):
//! a float operation of constants that overflows or divides by zero
//! (`1.0 / 0.0`, `1e38 * 10.0`, `0.0 / 0.0`) and an integer division or
//! remainder by a constant 0 are computed but unrepresentable, and so is
//! every operator, comparison, negation, swizzle or constructor of one, and
//! `c ? a : b` with such a `c`. cgc rejects one converted to another scalar
//! type (C1059 "non constant expression in initialization", where the
//! initializer must be constant): `uniform float k = 1.0 / 0.0;` converts
//! the literals' type to `float`, `uniform int k = 1.0f / 0.0f;` a float to
//! an int, `uniform float k = 5 / 0;` an int to a float, `float2(1.0 / 0.0,
//! 1)` its argument; `1.0f / 0.0f` into a `float`, `5 / 0` into an `int`
//! and `(5 / 0) ? 1 : 2` into an `int` convert nothing and are taken (the
//! uniform gets no default), as are `x * 0` of one (`(1.0 / 0.0) * 0.0` is
//! 0), the left operand of a comma, the branch a constant condition does
//! not take and the arguments of library calls (`abs(1.0 / 0.0)`). Inside
//! an expression only a conversion to a scalar counts (`float2(1, 2) *
//! (1.0 / 0.0)` is taken); the initializer's own conversion counts for
//! every shape (`uniform float2 k = 1.0 / 0.0;` is C1059).

use super::checker::Checker;
use super::convert::convert_constant;
use super::fold::{cast_scalar, fold_binary, fold_unary};
use crate::sema::hir::{self, BinaryOp, ConstValue, ConvertKind, ExprId, ExprKind, UnaryOp};
use crate::sema::types::{Base, Scalar, Type};
use smallvec::SmallVec;
use std::collections::HashMap;

/// What cgc's front end knows of an expression: its value when it folds,
/// whether it is free of calls and assignments (the operand `x * 0` drops),
/// and whether it folded to a value without a constant (module doc).
#[derive(Clone)]
struct Folded {
    value: Option<ConstValue>,
    pure: bool,
    /// Computed from constants, but infinite, NaN or an integer divided by
    /// zero.
    unrepresentable: bool,
    /// An unrepresentable value converted to another type: not a constant.
    rejected: bool,
    /// The scalar type cgc gives the value before any conversion (the
    /// literals' `float` where the checker has converted it to `float`).
    own: Option<Scalar>,
}

impl Folded {
    const UNKNOWN: Folded = Folded {
        value: None,
        pure: true,
        unrepresentable: false,
        rejected: false,
        own: None,
    };
    const EFFECTFUL: Folded = Folded {
        pure: false,
        ..Folded::UNKNOWN
    };

    fn of(value: Option<ConstValue>, pure: bool, ty: Type) -> Folded {
        Folded {
            value,
            pure,
            own: ty.scalar_kind(),
            ..Folded::UNKNOWN
        }
    }

    /// Whether every component is `value` (as a truth value) or zero.
    fn all(&self, test: impl Fn(hir::Scalar) -> bool) -> bool {
        self.value
            .as_ref()
            .is_some_and(|v| !v.components.is_empty() && v.components.iter().all(|&c| test(c)))
    }

    /// Whether the front end computed this value (a constant or not).
    fn computed(&self) -> bool {
        self.value.is_some() || self.unrepresentable
    }
}

impl Checker<'_> {
    /// `root`'s value as cgc's front end folds it (module doc).
    pub(super) fn front_end_value(&self, root: ExprId) -> Option<ConstValue> {
        self.fold_tree(root).remove(&root)?.value
    }

    /// Whether cgc rejects the initializer `root` as not constant because a
    /// value it folded has no constant (module doc).
    pub(super) fn front_end_rejects(&self, root: ExprId) -> bool {
        let folded = self.fold_tree(root);
        let Some(top) = folded.get(&root) else {
            return false;
        };
        let ty = self.body.expr(root).ty;
        // The initializer's own conversion counts for every shape, and one
        // the checker left out (cgc's `(int)5 / 0.0` has the literals'
        // type).
        let converted_whole = match &self.body.expr(root).kind {
            ExprKind::Convert { value, .. } => folded
                .get(value)
                .is_some_and(|v| v.unrepresentable && changes_scalar(v.own, ty)),
            _ => top.unrepresentable && changes_scalar(top.own, ty),
        };
        top.rejected || converted_whole
    }

    /// The default a uniform initialized with `value` has: the constant
    /// cgc's front end folds it to (`u * 0` is 0), or `value` itself. A
    /// scalar or vector: lowering evaluates matrices, arrays and structs.
    pub(super) fn uniform_default(&mut self, value: ExprId) -> ExprId {
        let expr = self.body.expr(value);
        let vector =
            matches!(expr.ty.base, Base::Scalar(_) | Base::Vector(..)) && !expr.ty.is_array();
        if !vector || matches!(expr.kind, ExprKind::Literal(_)) {
            return value;
        }
        let Some(constant) = self.front_end_value(value) else {
            return value;
        };
        let (ty, span) = (self.body.expr(value).ty, self.body.expr(value).span);
        self.add(ExprKind::Literal(constant), ty, span)
    }

    /// Every node of `root`'s tree folded, operands first. Walks the
    /// expression with a stack of its own, so a long left-nested chain costs
    /// no recursion.
    fn fold_tree(&self, root: ExprId) -> HashMap<ExprId, Folded> {
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
        folded
    }

    /// One node, its operands already folded.
    fn fold_node(&self, id: ExprId, folded: &HashMap<ExprId, Folded>) -> Folded {
        let expr = self.body.expr(id);
        let get = |operand: &ExprId| folded.get(operand).cloned().unwrap_or(Folded::EFFECTFUL);
        match &expr.kind {
            ExprKind::Literal(value) if !expr.ty.is_error() && !value.components.is_empty() => {
                let own = self.unconverted_literals.get(&id).copied();
                Folded {
                    own: own.or(expr.ty.scalar_kind()),
                    ..Folded::of(Some(value.clone()), true, expr.ty)
                }
            }
            // An undefined name (or another error) folds nothing around it.
            ExprKind::Literal(_) => Folded::EFFECTFUL,
            ExprKind::Local(local) => {
                Folded::of(self.static_const_locals.get(local).cloned(), true, expr.ty)
            }
            ExprKind::Param(_)
            | ExprKind::Global(_)
            | ExprKind::State { .. }
            | ExprKind::String(_)
            | ExprKind::ArrayLength { .. } => Folded::UNKNOWN,
            ExprKind::Unary { op, operand } => {
                let operand = get(operand);
                Folded {
                    value: operand.value.as_ref().and_then(|v| fold_unary(*op, v)),
                    own: match op {
                        UnaryOp::Not => Some(Scalar::Bool),
                        _ => operand.own,
                    },
                    ..operand
                }
            }
            ExprKind::Binary {
                op,
                lhs,
                rhs,
                operand_ty,
            } => {
                // cgc folds an operand before the checker's conversion of it,
                // which so rejects nothing.
                let operand = |id: &ExprId| {
                    let own = self.unconverted(*id, folded);
                    Folded {
                        unrepresentable: own.unrepresentable,
                        rejected: own.rejected,
                        own: own.own,
                        ..get(id)
                    }
                };
                let (lhs, rhs) = (operand(lhs), operand(rhs));
                let own = binary_own(*op, (lhs.own, rhs.own), *operand_ty);
                let folded = self.fold_binary_node(expr.ty, *op, (lhs, rhs), *operand_ty);
                Folded { own, ..folded }
            }
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => Folded {
                own: self.unconverted(*then_value, folded).own,
                ..self.fold_conditional(*cond, (get(then_value), get(else_value)), folded)
            },
            ExprKind::Convert { value, .. } => {
                let from = self.body.expr(*value).ty;
                let value = get(value);
                let rejects = value.unrepresentable
                    && expr.ty.is_scalar()
                    && changes_scalar(value.own, expr.ty);
                Folded {
                    own: expr.ty.scalar_kind(),
                    value: value
                        .value
                        .as_ref()
                        .and_then(|v| convert_constant(v, from, expr.ty)),
                    pure: value.pure,
                    unrepresentable: value.unrepresentable && !rejects,
                    rejected: value.rejected || rejects,
                }
            }
            ExprKind::Construct { args } => {
                let args: Vec<Folded> = args.iter().map(get).collect();
                let components: Option<SmallVec<[hir::Scalar; 4]>> = args
                    .iter()
                    .map(|arg| arg.value.as_ref().map(|v| v.components.clone()))
                    .collect::<Option<Vec<_>>>()
                    .map(|parts| parts.into_iter().flatten().collect());
                let value = components
                    .filter(|c| Some(c.len() as u32) == expr.ty.component_count())
                    .map(|components| ConstValue { components });
                Folded {
                    value,
                    pure: args.iter().all(|arg| arg.pure),
                    unrepresentable: args.iter().all(Folded::computed)
                        && args.iter().any(|arg| arg.unrepresentable),
                    rejected: args.iter().any(|arg| arg.rejected),
                    own: expr.ty.scalar_kind(),
                }
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
                Folded { value, ..base }
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
                Folded { value, ..base }
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
                    unrepresentable: false,
                    rejected: base.rejected || index.rejected,
                    own: expr.ty.scalar_kind(),
                }
            }
            ExprKind::Member { base, .. } => {
                let base = get(base);
                Folded {
                    value: None,
                    unrepresentable: false,
                    ..base
                }
            }
            // The left operand's value is dropped, its effects are not.
            ExprKind::Sequence { first, second } => {
                let (first, second) = (get(first), get(second));
                Folded {
                    value: second.value.clone().filter(|_| first.pure),
                    pure: first.pure && second.pure,
                    ..second
                }
            }
            ExprKind::InitList { elements } => {
                let elements: Vec<Folded> = elements.iter().map(get).collect();
                Folded {
                    pure: elements.iter().all(|element| element.pure),
                    rejected: elements.iter().any(|element| element.rejected),
                    ..Folded::UNKNOWN
                }
            }
            ExprKind::Call { .. }
            | ExprKind::Debug { .. }
            | ExprKind::Assign { .. }
            | ExprKind::IncDec { .. } => Folded::EFFECTFUL,
        }
    }

    /// `lhs op rhs` of type `ty`, with `x * 0`, `x && false` and `x || true`
    /// folded whatever `x` is (module doc).
    fn fold_binary_node(
        &self,
        ty: Type,
        op: BinaryOp,
        (lhs, rhs): (Folded, Folded),
        operand_ty: Type,
    ) -> Folded {
        let pure = lhs.pure && rhs.pure;
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
                _ => hir::Scalar::Bool(op == BinaryOp::Or),
            };
            absorbed.then(|| filled(ty, seed)).flatten()
        });
        if absorbed.is_some() {
            return Folded::of(absorbed, pure, ty);
        }
        let value = match (&lhs.value, &rhs.value) {
            (Some(a), Some(b)) => fold_binary(op, a, b, operand_ty),
            _ => None,
        };
        // Arithmetic that leaves the constants (overflow, division by zero)
        // and anything computed from such a value.
        // A `half` or `fixed` product that overflows is not one: cgc
        // folds it at float precision.
        let low_precision = operand_ty
            .scalar_kind()
            .is_some_and(|s| matches!(s, Scalar::Half | Scalar::Fixed));
        let leaves_constants = match op {
            BinaryOp::Div | BinaryOp::Mod => true,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul => !low_precision,
            _ => false,
        };
        let unrepresentable = value.is_none()
            && lhs.computed()
            && rhs.computed()
            && (leaves_constants || lhs.unrepresentable || rhs.unrepresentable);
        Folded {
            value,
            pure,
            unrepresentable,
            rejected: lhs.rejected || rhs.rejected,
            own: None,
        }
    }

    /// `cond ? then_value : else_value`: the branch a constant condition
    /// takes; unrepresentable when the condition is (before its conversion
    /// to `bool`, which cgc does not count).
    fn fold_conditional(
        &self,
        cond: ExprId,
        (then_value, else_value): (Folded, Folded),
        folded: &HashMap<ExprId, Folded>,
    ) -> Folded {
        let test = folded.get(&cond).cloned().unwrap_or(Folded::EFFECTFUL);
        let pure = test.pure && then_value.pure && else_value.pure;
        if self.unconverted(cond, folded).unrepresentable {
            return Folded {
                pure,
                unrepresentable: true,
                ..Folded::UNKNOWN
            };
        }
        if test.all(|c| c.as_bool()) {
            Folded { pure, ..then_value }
        } else if test.all(|c| !c.as_bool()) {
            Folded { pure, ..else_value }
        } else {
            Folded {
                pure,
                rejected: test.rejected || then_value.rejected || else_value.rejected,
                ..Folded::UNKNOWN
            }
        }
    }

    /// The folded operand `id` before the checker's implicit conversion of
    /// it, which cgc does not make where it folds (module doc).
    fn unconverted(&self, id: ExprId, folded: &HashMap<ExprId, Folded>) -> Folded {
        let inner = match &self.body.expr(id).kind {
            ExprKind::Convert {
                value,
                kind: ConvertKind::Implicit,
            } => *value,
            _ => id,
        };
        folded.get(&inner).cloned().unwrap_or(Folded::EFFECTFUL)
    }
}

/// The scalar type cgc gives `a op b` of operands of their own types
/// `own`: an `int` with a literal `float` stays a literal `float` (`(int)5
/// / 0.0` is C1059 into a `float`, as `1.0 / 0.0` is).
fn binary_own(
    op: BinaryOp,
    own: (Option<Scalar>, Option<Scalar>),
    operand_ty: Type,
) -> Option<Scalar> {
    if op.is_comparison() || op.is_logical() {
        return Some(Scalar::Bool);
    }
    match own {
        (Some(Scalar::CFloat), Some(other)) | (Some(other), Some(Scalar::CFloat))
            if other == Scalar::CFloat || other.is_integral() =>
        {
            Some(Scalar::CFloat)
        }
        (Some(Scalar::CInt), Some(Scalar::CInt)) => Some(Scalar::CInt),
        _ => operand_ty.scalar_kind(),
    }
}

/// Whether converting `from` to `to` changes the scalar type, as cgc counts
/// it: the literals' `int` is `int`, their `float` is not `float`.
fn changes_scalar(from: Option<Scalar>, to: Type) -> bool {
    let same_int = |s: Scalar| if s == Scalar::CInt { Scalar::Int } else { s };
    from.map(same_int) != to.scalar_kind().map(same_int)
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
