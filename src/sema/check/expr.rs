//! Expressions: the left-nested chains, literals, operators, assignments
//! and `? :`.

use super::checker::{Checker, Context};
use super::fold::{fold_binary, fold_unary};
use super::lvalue::LvalueProblem;
use crate::sema::hir::{self, BinaryOp, ConstValue, ExprId, ExprKind, UnaryOp};
use crate::sema::items::parse_int_literal;
use crate::sema::precision;
use crate::sema::types::{self, Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;
use smallvec::SmallVec;

impl Checker<'_> {
    /// Checks an expression. Left-nested chains (`a + b + ...`, `v.x.y ...`,
    /// `a[i][j]`, `x++ ++`, `o.f().g()`) have no length bound (see
    /// [`ast::Expr`]): the innermost operand is checked first, then each node
    /// of the chain outward, in a loop.
    pub(super) fn expr(&mut self, expr: &ast::Expr) -> ExprId {
        let mut chain = Vec::new();
        let mut node = expr;
        let mut accesses_reach_glstate = None;
        while let Some((operand, step)) = self.chain_link(node, &mut accesses_reach_glstate) {
            chain.push((step, node.span));
            node = operand;
        }
        let innermost = self.expr_node(node);
        chain
            .into_iter()
            .rev()
            .fold(innermost, |operand, (step, span)| {
                self.chain_step(step, operand, span)
            })
    }

    /// The operand a chain node applies to, and what it does with it; `None`
    /// for other nodes and for a `glstate` reference (checked as a whole).
    /// `accesses_reach_glstate` caches, for a run of member accesses and
    /// indices, whether it starts at `glstate` (the walk that tells costs the
    /// run's length; only such runs need the check per node).
    pub(super) fn chain_link<'e>(
        &self,
        expr: &'e ast::Expr,
        accesses_reach_glstate: &mut Option<bool>,
    ) -> Option<(&'e ast::Expr, ChainStep<'e>)> {
        let (operand, step) = match &expr.kind {
            ast::ExprKind::Unary { op, operand } => {
                (&**operand, ChainStep::Unary(*op, operand.span))
            }
            ast::ExprKind::Binary { op, lhs, rhs } => (&**lhs, ChainStep::Binary(*op, rhs)),
            ast::ExprKind::Call { callee, args } => match &callee.kind {
                ast::ExprKind::Member { base, member } => {
                    (&**base, ChainStep::MethodCall(member, args))
                }
                _ => return None,
            },
            ast::ExprKind::Member { base, member } => (&**base, ChainStep::Member(member)),
            ast::ExprKind::Index { base, index } => (&**base, ChainStep::Index(index)),
            _ => return None,
        };
        if matches!(step, ChainStep::Member(_) | ChainStep::Index(_)) {
            let reach_glstate = *accesses_reach_glstate
                .get_or_insert_with(|| self.state_reference_steps(expr).is_some());
            if reach_glstate && self.state_reference(expr).is_some() {
                return None;
            }
        } else {
            *accesses_reach_glstate = None;
        }
        Some((operand, step))
    }

    /// A chain node applied to its checked operand.
    pub(super) fn chain_step(
        &mut self,
        step: ChainStep<'_>,
        operand: ExprId,
        span: Span,
    ) -> ExprId {
        // A late operand makes the node late (`sema::eager_calls`); a
        // binary node also looks at its right operand.
        let late = self.is_late(operand);
        match step {
            ChainStep::Unary(op, operand_span) => self.late_value(late, |checker| {
                checker.unary(op, operand, operand_span, span)
            }),
            ChainStep::Binary(op, rhs) => self.binary(op, operand, rhs, span),
            ChainStep::MethodCall(member, args) => self.method_call(operand, member, args, span),
            ChainStep::Member(member) => {
                self.late_value(late, |checker| checker.member(operand, member, span))
            }
            ChainStep::Index(index) => {
                self.late_value(late, |checker| checker.index(operand, index, span))
            }
        }
    }

    /// Checks a node [`Self::chain_link`] does not link.
    pub(super) fn expr_node(&mut self, expr: &ast::Expr) -> ExprId {
        let span = expr.span;
        match &expr.kind {
            ast::ExprKind::Ident(name) => self.name_expr(name),
            ast::ExprKind::Literal { kind, text } => self.literal(*kind, text, span),
            ast::ExprKind::Paren(inner) => self.expr(inner),
            // cgc ignores a call argument's semantic outside geometry programs.
            ast::ExprKind::WithSemantic { value, .. } => self.expr(value),
            ast::ExprKind::Assign { op, target, value } => self.assign(*op, target, value, span),
            ast::ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => self.conditional(cond, then_value, else_value, span),
            ast::ExprKind::Call { callee, args } => self.call(callee, args, span),
            ast::ExprKind::Constructor { ty, array, args } if !array.is_empty() => {
                self.array_constructor(ty, array, args, span)
            }
            ast::ExprKind::Constructor { ty, args, .. } => {
                let value = self.constructor(ty, args, span);
                self.typed_at_once.insert(value);
                value
            }
            ast::ExprKind::Cast { ty, array, operand } => {
                let value = self.cast(ty, array, operand, span);
                self.typed_at_once.insert(value);
                value
            }
            // Not linked: a `glstate` reference.
            ast::ExprKind::Member { .. } | ast::ExprKind::Index { .. } => {
                self.state_reference_expr(expr)
            }
            // Always linked: checked in `expr`'s loop.
            ast::ExprKind::Unary { .. } | ast::ExprKind::Binary { .. } => self.expr(expr),
            // cgc's lexer reads `asm { ... }` as one token, which its
            // grammar takes only as a whole initializer: anywhere else it
            // is a syntax error, on the line of the block's last token (an
            // Xbox 360 HLSL microcode block, heldout18 class 6; sema case
            // 687).
            ast::ExprKind::Asm {
                last,
                initializer: false,
            } => {
                self.error(
                    0,
                    *last,
                    "syntax error, unexpected reserved word \"asm\" at token \"}\"",
                );
                self.error_expr(span)
            }
            ast::ExprKind::Compile { .. }
            | ast::ExprKind::ObjectRef(_)
            | ast::ExprKind::Asm {
                initializer: true, ..
            } => {
                self.error(1001, span, "CgFX expressions are not supported yet");
                self.error_expr(span)
            }
            ast::ExprKind::Scoped { .. } => {
                self.error(
                    1001,
                    span,
                    "scoped names (`::`) other than called functions are not supported yet",
                );
                self.error_expr(span)
            }
            ast::ExprKind::Error => self.error_expr(span),
        }
    }

    pub(super) fn literal(&mut self, kind: ast::LiteralKind, text: &str, span: Span) -> ExprId {
        let (value, ty) = match kind {
            ast::LiteralKind::Int => {
                let parsed = parse_int_literal(text);
                // Corpus case 414: cgc's limit is 32 bits (signed or not).
                if parsed.is_none_or(|value| value > u32::MAX as i64) {
                    self.error(125, span, "integer constant overflow");
                }
                let value = parsed.unwrap_or(0);
                let ty = if text.to_ascii_lowercase().ends_with('u') {
                    Type::scalar(Scalar::Unsigned)
                } else {
                    Type::CINT
                };
                (hir::Scalar::Int(value as i32), ty)
            }
            ast::LiteralKind::Float => float_literal(text),
            // A string is never computed with: the literal carries only
            // its text.
            ast::LiteralKind::String => {
                return self.add(ExprKind::String(string_value(text)), Type::STRING, span);
            }
        };
        let id = self.scalar_constant(value, ty, span);
        if ty == Type::CFLOAT || ty == Type::CINT {
            self.literal_tokens.insert(id);
        }
        id
    }

    /// The constant `value` of scalar type `ty`.
    pub(super) fn scalar_constant(&mut self, value: hir::Scalar, ty: Type, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::from_elem(value, 1),
            }),
            ty,
            span,
        )
    }

    pub(super) fn unary(
        &mut self,
        op: ast::UnaryOp,
        value: ExprId,
        operand_span: Span,
        span: Span,
    ) -> ExprId {
        let ty = self.ty(value);
        if ty.is_error() {
            return value;
        }
        match op {
            ast::UnaryOp::PreInc
            | ast::UnaryOp::PreDec
            | ast::UnaryOp::PostInc
            | ast::UnaryOp::PostDec => {
                if ty.scalar_kind() == Some(Scalar::Bool) {
                    let symbol = unary_symbol(op);
                    self.error(
                        1022,
                        operand_span,
                        format!("operands to \"{symbol}\" must be numeric"),
                    );
                    return self.error_expr(span);
                }
                if matches!(self.lvalue_problem(value), Some(LvalueProblem::NotLvalue)) {
                    // Corpus case 225.
                    self.error(1070, operand_span, "increment/decrement of non-lvalue");
                } else {
                    self.check_lvalue(value, operand_span);
                }
                let increment = matches!(op, ast::UnaryOp::PreInc | ast::UnaryOp::PostInc);
                let prefix = matches!(op, ast::UnaryOp::PreInc | ast::UnaryOp::PreDec);
                return self.add(
                    ExprKind::IncDec {
                        increment,
                        prefix,
                        target: value,
                    },
                    ty,
                    span,
                );
            }
            _ => {}
        }
        let Some(scalar) = ty.scalar_kind() else {
            self.error(
                1020,
                span,
                format!("invalid operand to \"{}\"", unary_symbol(op)),
            );
            return self.error_expr(span);
        };
        let (hir_op, result_ty) = match op {
            ast::UnaryOp::Neg | ast::UnaryOp::Plus => {
                let scalar = if scalar == Scalar::Bool {
                    Scalar::Int
                } else {
                    scalar
                };
                let hir_op = if op == ast::UnaryOp::Neg {
                    UnaryOp::Neg
                } else {
                    UnaryOp::Plus
                };
                (hir_op, ty.with_scalar(scalar))
            }
            ast::UnaryOp::Not => (UnaryOp::Not, ty.with_scalar(Scalar::Bool)),
            _ => {
                // `~` takes a bool as an int, as `-` does (cgc folds `~true`
                // to -2).
                let scalar = if scalar == Scalar::Bool {
                    Scalar::Int
                } else {
                    scalar
                };
                if !scalar.is_integral() {
                    self.error(1021, span, "operands to \"~\" must be integral");
                    return self.error_expr(span);
                }
                (UnaryOp::BitNot, ty.with_scalar(scalar))
            }
        };
        let operand = self.coerce(value, result_ty, Context::Initialization);
        if let Some(folded) = self.constant(operand).and_then(|c| fold_unary(hir_op, c)) {
            return self.add(ExprKind::Literal(folded), result_ty, span);
        }
        self.add(
            ExprKind::Unary {
                op: hir_op,
                operand,
            },
            result_ty,
            span,
        )
    }

    pub(super) fn binary(
        &mut self,
        op: ast::BinaryOp,
        lhs: ExprId,
        rhs: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let rhs = self.expr(rhs);
        let Some(hir_op) = binary_op(op) else {
            // The comma operator: its value is the right operand.
            let ty = self.ty(rhs);
            let late = self.is_late(rhs);
            return self.late_value(late, |checker| {
                checker.add(
                    ExprKind::Sequence {
                        first: lhs,
                        second: rhs,
                    },
                    ty,
                    span,
                )
            });
        };
        let late = self.is_late(lhs) || self.is_late(rhs);
        self.late_value(late, |checker| {
            checker.binary_values(hir_op, lhs, rhs, span)
        })
    }

    /// Type-checks `lhs op rhs` on already checked operands.
    pub(super) fn binary_values(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> ExprId {
        let lhs = self.widen_fixed_literal(lhs, self.ty(rhs));
        let rhs = self.widen_fixed_literal(rhs, self.ty(lhs));
        let (left_ty, right_ty) = (self.ty(lhs), self.ty(rhs));
        if self.function_values.contains(&lhs) || self.function_values.contains(&rhs) {
            self.error(
                1020,
                span,
                format!("invalid operands to \"{}\"", op.symbol()),
            );
            return self.error_expr(span);
        }
        if left_ty.is_error() || right_ty.is_error() {
            let result = self.error_expr(span);
            if self.loud_errors.contains(&lhs) || self.loud_errors.contains(&rhs) {
                self.loud_errors.insert(result);
            }
            return result;
        }
        if let Some(code) = self.unmixable(op, (lhs, left_ty), (rhs, right_ty)) {
            // A vector with a scalar in the `&&`/`||` of a statement's
            // condition is no scalar Boolean condition (C1019), as cgc
            // finds it there (tests/sema/cases/746).
            let vector_in_condition = op.is_logical()
                && !left_ty.is_matrix()
                && !right_ty.is_matrix()
                && self.condition_logic.contains(&span);
            if vector_in_condition {
                self.error(1019, span, "scalar Boolean expression expected");
            } else {
                self.error(
                    code,
                    span,
                    format!("invalid operands to \"{}\"", op.cgc_name()),
                );
            }
            return self.error_expr(span);
        }
        let common = match types::common_type(left_ty, right_ty) {
            Ok(common) if !bool_with_cfloat(op, left_ty, right_ty) => common,
            Ok(_) => {
                self.error(
                    1020,
                    span,
                    format!("invalid operands to \"{}\"", op.symbol()),
                );
                return self.error_expr(span);
            }
            Err(_) => {
                // cgc checks that the operands of `%` and the bitwise
                // operators are integral before their shapes
                // (`float2x3 % float3x2` is C1021).
                if op.is_integral_only() && !integral_operands(left_ty, right_ty) {
                    self.error(
                        1021,
                        span,
                        format!("operands to \"{}\" must be integral", op.symbol()),
                    );
                } else {
                    self.error(
                        1020,
                        span,
                        format!("invalid operands to \"{}\"", op.symbol()),
                    );
                }
                return self.error_expr(span);
            }
        };
        let mut operand_ty = common.ty;
        let scalar = operand_ty.scalar_kind().unwrap_or(Scalar::Float);
        if op.is_logical() {
            operand_ty = operand_ty.with_scalar(Scalar::Bool);
        } else if op.is_integral_only() && !scalar.is_integral() {
            self.error(
                1021,
                span,
                format!("operands to \"{}\" must be integral", op.symbol()),
            );
            return self.error_expr(span);
        }
        let result_ty = if op.is_comparison() || op.is_logical() {
            operand_ty.with_scalar(Scalar::Bool)
        } else {
            operand_ty
        };
        let lhs = self.coerce(lhs, operand_ty, Context::Initialization);
        let rhs = self.coerce(rhs, operand_ty, Context::Initialization);
        let folded = match (self.constant(lhs), self.constant(rhs)) {
            (Some(a), Some(b)) => fold_binary(op, a, b, operand_ty),
            _ => None,
        };
        if let Some(folded) = folded {
            return self.add(ExprKind::Literal(folded), result_ty, span);
        }
        self.add(
            ExprKind::Binary {
                op,
                lhs,
                rhs,
                operand_ty,
            },
            result_ty,
            span,
        )
    }

    /// cgc's rules on the shapes a comparison or logical operator takes
    /// beyond [`types::common_type`]'s: no matrix operand (C1020 `invalid
    /// operands to "lt"`, `m < 2` too), and for `&&` and `||` no scalar with
    /// a vector either (`u && v4` with a uniform `u`, even `u && v1` of a
    /// uniform `float1`, are C1020). cgc folds `&&` and `||` with a constant
    /// operand of one truth value in every component first (`x && true` is
    /// `x`, `x || true` is true), so those take any shapes: `1.0 && v4`,
    /// `a.x && float1(1)`, `m && 2`, `u || float4(0, 0, 0, 0)` compile,
    /// `u && float4(1, 0, 1, 1)` and `m && float2x2(1, 0, 1, 1)` do not.
    /// The error code, or `None`.
    fn unmixable(&self, op: BinaryOp, lhs: (ExprId, Type), rhs: (ExprId, Type)) -> Option<u32> {
        let folds = |id: ExprId| {
            self.constant(id).is_some_and(|value| {
                let truth = |c: &hir::Scalar| c.as_bool();
                value.components.iter().all(truth) || !value.components.iter().any(truth)
            })
        };
        if op.is_logical() && (folds(lhs.0) || folds(rhs.0)) {
            return None;
        }
        if !op.is_comparison() && !op.is_logical() {
            return None;
        }
        let matrix = |ty: Type| !ty.is_array() && matches!(ty.base, Base::Matrix(..));
        let mixed = lhs.1.is_scalar() != rhs.1.is_scalar();
        (matrix(lhs.1) || matrix(rhs.1) || (op.is_logical() && mixed)).then_some(1020)
    }

    pub(super) fn assign(
        &mut self,
        op: Option<ast::BinaryOp>,
        target: &ast::Expr,
        value: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let target_id = self.expr(target);
        let operator = Span {
            start: target.span.end,
            ..target.span
        };
        let value_id = self.statement_value(value, operator);
        let target_ty = self.ty(target_id);
        let value_id = match op {
            Some(_) => self.widen_fixed_literal(value_id, target_ty),
            None => value_id,
        };
        if !self.check_lvalue(target_id, target.span) {
            return self.error_expr(span);
        }
        let hir_op = op.and_then(binary_op);
        let value_id = match hir_op {
            Some(op) => self.compound_value(op, target_ty, value_id, span),
            None => self.store(value_id, target_ty, Context::Assignment),
        };
        if let ExprKind::Local(local) = self.body.expr(target_id).kind {
            self.give_concrete(local, value_id, span);
        }
        self.add(
            ExprKind::Assign {
                op: hir_op,
                target: target_id,
                value: value_id,
            },
            target_ty.concrete(),
            span,
        )
    }

    /// The value `b` of `a op= b` converted to the type `a op b` is computed
    /// in, which must convert back to `a`'s. cgc checks these narrowings
    /// (`float x; x += v.xy` computes a `float2`) last, once, in the
    /// functions it compiles (probes tests/sema/cases/604); errors now.
    fn compound_value(
        &mut self,
        op: BinaryOp,
        target_ty: Type,
        value: ExprId,
        span: Span,
    ) -> ExprId {
        self.compound_depth += 1;
        let operand_ty = self.ty(value);
        let value = match self.binary_type(op, target_ty, operand_ty, span) {
            Some(common) => {
                let value = self.coerce(value, common, Context::Assignment);
                if types::implicit(common, target_ty).is_some_and(|c| c.warns()) {
                    let message = format!(
                        "implicit cast from \"{}\" to \"{}\"",
                        self.type_name(common),
                        self.type_name(target_ty)
                    );
                    self.report(crate::diag::Diagnostic::warning(7011, span, message));
                }
                value
            }
            None => self.error_expr(span),
        };
        self.compound_depth -= 1;
        value
    }

    /// For `a op= b`: the type the operation is computed in and `b` is
    /// converted to, the operands' common type, which must convert back to
    /// the target's type. cgc computes `int i; i *= 0.5` as
    /// `i = int(float(i) * 0.5)`, not as `i * int(0.5)`.
    pub(super) fn binary_type(
        &mut self,
        op: BinaryOp,
        target: Type,
        value: Type,
        span: Span,
    ) -> Option<Type> {
        if target.is_error() || value.is_error() {
            return Some(Type::ERROR);
        }
        // As for `a op b`, cgc checks integral operands first; then a
        // result that does not convert back is C1035 (`float4 x; x += v3`
        // computes a float3), operands without a common type C1020.
        if op.is_integral_only() && !integral_operands(target, value) {
            self.error(
                1021,
                span,
                format!("operands to \"{}\" must be integral", op.symbol()),
            );
            return None;
        }
        match types::common_type(target, value) {
            Ok(common) if types::implicit(common.ty, target).is_some() => Some(common.ty),
            Ok(_) => {
                self.error(1035, span, "assignment of incompatible types");
                None
            }
            Err(_) => {
                self.error(
                    1020,
                    span,
                    format!("invalid operands to \"{}=\"", op.symbol()),
                );
                None
            }
        }
    }

    pub(super) fn conditional(
        &mut self,
        cond: &ast::Expr,
        then_value: &ast::Expr,
        else_value: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let cond_id = self.expr(cond);
        // `c ? a : b` with a constant `c` is the operand `c` takes: the
        // other is removed code (probes tests/sema/cases/535). When the
        // other is undefined, cgc folds only in the code it compiles, where
        // the taken operand's type must still fit (case 545:
        // `r = false ? nothere : p.xyz` is C1035, with the undefined names).
        let known = self.front_end_condition(cond_id);
        let then_id =
            self.maybe_unreached(known == Some(false), |checker| checker.expr(then_value));
        let else_id = self.maybe_unreached(known == Some(true), |checker| checker.expr(else_value));
        if let Some(taken) = known {
            let (live, removed) = if taken {
                (then_id, else_id)
            } else {
                (else_id, then_id)
            };
            if self.ty(removed).is_error() {
                self.folded_operands.insert(live);
                return live;
            }
        }
        // A late operand makes the choice late (`sema::eager_calls`): a
        // vector condition gives the result its width.
        let late = [cond_id, then_id, else_id]
            .iter()
            .any(|&value| self.is_late(value));
        self.late_value(late, |checker| {
            checker.choice(cond_id, then_id, else_id, known, span)
        })
    }

    /// `cond ? then : else` on checked operands; `known` is the condition's
    /// value when the front end folds it.
    fn choice(
        &mut self,
        cond_id: ExprId,
        then_id: ExprId,
        else_id: ExprId,
        known: Option<bool>,
        span: Span,
    ) -> ExprId {
        // A vector condition (`bool1` and `float1` too) selects per
        // component: each operand is narrowed to its width first, with
        // cgc's warnings (corpus case 017), so `bool2 ? float3 : float4`
        // is `float2`; a shorter vector operand is C1204, a scalar is
        // smeared. The operands then meet in their common type.
        let cond_width = match self.ty(cond_id).base {
            Base::Vector(_, n) => Some(n),
            _ => None,
        };
        let narrowed = |ty: Type| match (cond_width, ty.base) {
            (Some(n), Base::Vector(scalar, m)) if !ty.is_array() && m != n => {
                (m > n).then(|| Type::vector(scalar, n))
            }
            _ => Some(ty),
        };
        let (Some(then_ty), Some(else_ty)) =
            (narrowed(self.ty(then_id)), narrowed(self.ty(else_id)))
        else {
            return self.incompatible_choice(span);
        };
        // A vector and a one-row or one-column matrix meet in arithmetic
        // but not here: `b ? float4 : float4x1` is C1204 (case 706).
        let vector_and_matrix =
            |a: Type, b: Type| matches!(a.base, Base::Vector(..)) && !a.is_array() && b.is_matrix();
        if vector_and_matrix(then_ty, else_ty) || vector_and_matrix(else_ty, then_ty) {
            return self.incompatible_choice(span);
        }
        let result_ty = if then_ty == else_ty {
            then_ty
        } else {
            match types::common_type(then_ty, else_ty) {
                // Probe ty.cg: `b ? float4 : float3` is C1204 (no narrowing).
                Ok(common) if !common.narrows_left && !common.narrows_right => common.ty,
                _ => return self.incompatible_choice(span),
            }
        };
        let cond_target = match cond_width {
            Some(n) => Type::vector(Scalar::Bool, n),
            None => Type::BOOL,
        };
        let result_ty = match (cond_width, result_ty.base) {
            (Some(n), Base::Scalar(scalar)) if !result_ty.is_array() => Type::vector(scalar, n),
            _ => result_ty,
        }
        // Only literals keep the literal types (HIR invariant).
        .concrete();
        let rejected = self.rejected_matrix_condition(cond_id, false);
        let cond_id = self.coerce(cond_id, cond_target, Context::Initialization);
        if rejected {
            return self.matrix_condition_error(span);
        }
        let then_id = self.coerce(then_id, result_ty, Context::Initialization);
        let else_id = self.coerce(else_id, result_ty, Context::Initialization);
        match known {
            Some(true) => return then_id,
            Some(false) => return else_id,
            None => {}
        }
        self.add(
            ExprKind::Conditional {
                cond: cond_id,
                then_value: then_id,
                else_value: else_id,
            },
            result_ty,
            span,
        )
    }

    fn incompatible_choice(&mut self, span: Span) -> ExprId {
        self.error(
            1204,
            span,
            "incompatible second and third operands to \"? :\"",
        );
        self.error_expr(span)
    }
}

/// What a node of a left-nested chain does with its operand (see
/// [`Checker::chain_link`]).
pub(super) enum ChainStep<'e> {
    /// The operator and the operand's span.
    Unary(ast::UnaryOp, Span),
    /// The operator and the right operand.
    Binary(ast::BinaryOp, &'e ast::Expr),
    MethodCall(&'e ast::Ident, &'e [ast::Expr]),
    Member(&'e ast::Ident),
    Index(&'e ast::Expr),
}

pub(super) fn unary_symbol(op: ast::UnaryOp) -> &'static str {
    match op {
        ast::UnaryOp::Plus => "+",
        ast::UnaryOp::Neg => "-",
        ast::UnaryOp::Not => "!",
        ast::UnaryOp::BitNot => "~",
        ast::UnaryOp::PreInc | ast::UnaryOp::PostInc => "++",
        ast::UnaryOp::PreDec | ast::UnaryOp::PostDec => "--",
    }
}

/// cgc rejects arithmetic and comparisons between a `bool` and an
/// unsuffixed float constant (`b == 1.0`, `0.0 == true`, `b * 1.0`: C1020)
/// while it takes `b == 1`, `b == 1.0f`, `b == x` for a float `x`, and
/// `1.0 && b` (libretro's crt-easymode-halation, scalefx; sema case 499).
/// The integer operators (`%`, `&`, ...) are rejected with their own code.
pub(super) fn bool_with_cfloat(op: BinaryOp, a: Type, b: Type) -> bool {
    let arithmetic = matches!(
        op,
        BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div
    );
    if !(arithmetic || op.is_comparison()) {
        return false;
    }
    let (sa, sb) = (a.scalar_kind(), b.scalar_kind());
    matches!(
        (sa, sb),
        (Some(Scalar::Bool), Some(Scalar::CFloat)) | (Some(Scalar::CFloat), Some(Scalar::Bool))
    )
}

/// Whether the operands of `%` or a bitwise operator are integral (their
/// common scalar, as [`types::common_type`] would compute it).
fn integral_operands(a: Type, b: Type) -> bool {
    match (a.scalar_kind(), b.scalar_kind()) {
        (Some(sa), Some(sb)) => types::arithmetic_scalar(sa, sb).is_integral(),
        _ => true,
    }
}

pub(super) fn binary_op(op: ast::BinaryOp) -> Option<BinaryOp> {
    Some(match op {
        ast::BinaryOp::Mul => BinaryOp::Mul,
        ast::BinaryOp::Div => BinaryOp::Div,
        ast::BinaryOp::Rem => BinaryOp::Mod,
        ast::BinaryOp::Add => BinaryOp::Add,
        ast::BinaryOp::Sub => BinaryOp::Sub,
        ast::BinaryOp::Shl => BinaryOp::Shl,
        ast::BinaryOp::Shr => BinaryOp::Shr,
        ast::BinaryOp::Lt => BinaryOp::Lt,
        ast::BinaryOp::Gt => BinaryOp::Gt,
        ast::BinaryOp::Le => BinaryOp::Le,
        ast::BinaryOp::Ge => BinaryOp::Ge,
        ast::BinaryOp::Eq => BinaryOp::Eq,
        ast::BinaryOp::Ne => BinaryOp::Ne,
        ast::BinaryOp::BitAnd => BinaryOp::BitAnd,
        ast::BinaryOp::BitXor => BinaryOp::BitXor,
        ast::BinaryOp::BitOr => BinaryOp::BitOr,
        ast::BinaryOp::And => BinaryOp::And,
        ast::BinaryOp::Or => BinaryOp::Or,
        ast::BinaryOp::Comma => return None,
    })
}

/// A floating literal's value and type (`h` half, `x` fixed, `f` float,
/// none: `cfloat`).
pub(super) fn float_literal(text: &str) -> (hir::Scalar, Type) {
    let lower = text.to_ascii_lowercase();
    let (digits, ty) = match lower.as_bytes().last() {
        Some(b'f') => (&lower[..lower.len() - 1], Type::FLOAT),
        Some(b'h') => (&lower[..lower.len() - 1], Type::scalar(Scalar::Half)),
        Some(b'x') => (&lower[..lower.len() - 1], Type::scalar(Scalar::Fixed)),
        _ => (lower.as_str(), Type::CFLOAT),
    };
    let value: f32 = digits.parse().unwrap_or(0.0);
    let scalar = ty.scalar_kind().unwrap_or(Scalar::Float);
    (
        hir::Scalar::Float(precision::round_constant(scalar, value)),
        ty,
    )
}

/// The characters a string literal's source text (`"a\"b"`, quotes
/// included) stands for, its escapes decoded as C decodes them (`\n`,
/// `\t`, `\"`, `\\`, octal `\101`, hexadecimal `\x41`); cgc 3.1 prints
/// the decoded text in `#default` lines (tests/header/198).
fn string_value(text: &str) -> String {
    let inner = text.strip_prefix('"').unwrap_or(text);
    let inner = inner.strip_suffix('"').unwrap_or(inner);
    let mut out = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(escape) = chars.next() else {
            out.push('\\');
            break;
        };
        let simple = match escape {
            'n' => Some('\n'),
            't' => Some('\t'),
            'r' => Some('\r'),
            'a' => Some('\u{7}'),
            'b' => Some('\u{8}'),
            'f' => Some('\u{c}'),
            'v' => Some('\u{b}'),
            'x' | '0'..='7' => None,
            other => Some(other),
        };
        if let Some(simple) = simple {
            out.push(simple);
            continue;
        }
        let (radix, mut value, mut digits, max) = match escape {
            'x' => (16, 0u32, 0, 8),
            octal => (8, octal.to_digit(8).unwrap_or(0), 1, 3),
        };
        while digits < max {
            let Some(digit) = chars.peek().and_then(|d| d.to_digit(radix)) else {
                break;
            };
            value = value.wrapping_mul(radix).wrapping_add(digit);
            digits += 1;
            chars.next();
        }
        out.push(char::from_u32(value & 0xff).unwrap_or('?'));
    }
    out
}
