//! Constructors (`float4(...)`, `S(...)`, `float[](...)`) and casts.

use super::checker::{Checker, Context};
use crate::sema::hir::{self, ConstValue, ConvertKind, ExprId, ExprKind};
use crate::sema::types::{self, Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;

impl Checker<'_> {
    pub(super) fn constructor(
        &mut self,
        spec: &ast::TypeSpec,
        args: &[ast::Expr],
        span: Span,
    ) -> ExprId {
        let ty = self.local_type(spec, &[]);
        let is_struct = matches!(ty.base, Base::Struct(_)) && !ty.is_array();
        if !ty.is_error() && !ty.is_numeric() && !is_struct {
            // `sampler2D(s)` is the cast `(sampler2D)s`; with other than one
            // argument a sampler or `texture` constructor is C1066 (cgc 3.1,
            // tests/sema/glsl_names.json: GLSL's `texture2D(s, uv)`), a
            // `string` one of several C1068, its one argument's place taken.
            if let [operand] = args {
                return self.cast_to(ty, operand, span);
            }
            for arg in args {
                self.expr(arg);
            }
            if ty.base == Base::String && args.len() > 1 {
                self.error(1068, span, "too much data in type constructor");
            } else {
                self.error(1066, span, "invalid type in type constructor");
            }
            return self.failed_value(ty, span);
        }
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        if ty.is_error() {
            return self.error_expr(span);
        }
        if let ([single], [operand]) = (&arg_ids[..], args) {
            if self.constructs_as_cast(ty, *single) {
                let late = self.is_late(*single);
                return self.late_if(late, |checker| {
                    checker.cast_value(ty, *single, operand, span)
                });
            }
        }
        // The constructed type is known; only the checks of late arguments
        // wait (`sema::eager_calls`).
        let late = arg_ids.iter().any(|&arg| self.is_late(arg));
        let value = self.late_if(late, |checker| match (ty.base, ty.is_array()) {
            (Base::Struct(id), false) => checker.struct_constructor(id, ty, arg_ids, span),
            _ => checker.construct_from(ty, arg_ids, span),
        });
        if self.is_late(value) {
            // `float3(v)` of a late `float3` is `v` itself, but typed.
            return self.convert_spanned(value, ty, ConvertKind::Explicit, span);
        }
        // `float(5)` is a `float`, as `(float)5` is, to cgc's front end.
        self.unconverted_literals.remove(&value);
        value
    }

    /// `float[](a, b)`, `float3[2](u, v)`: one argument per element,
    /// converted to the element type as an initializer is (`float2[](v3)`
    /// truncates); without a size the array has one element per argument
    /// (probes tests/sema/cases/476-478). A value like an initializer list.
    pub(super) fn array_constructor(
        &mut self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        args: &[ast::Expr],
        span: Span,
    ) -> ExprId {
        let ty = self.local_type(spec, array);
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        let Some(element_ty) = ty.element().filter(|_| !ty.is_error()) else {
            return self.error_expr(span);
        };
        if element_ty.is_array() {
            self.error(
                1001,
                span,
                "constructors of arrays of arrays are not supported yet",
            );
            return self.error_expr(span);
        }
        let count = ty.array_len().unwrap_or(0) as usize;
        if count != 0 && arg_ids.len() != count {
            let (code, message) = if arg_ids.len() > count {
                (1068, "too much data in type constructor")
            } else {
                (1067, "too little data in type constructor")
            };
            self.error(code, span, message);
            return self.failed_value(ty, span);
        }
        let elements: Vec<ExprId> = arg_ids
            .into_iter()
            .map(|arg| self.coerce(arg, element_ty, Context::Initialization))
            .collect();
        let Some(array_ty) = element_ty.array_of(elements.len() as u32) else {
            return self.error_expr(span);
        };
        self.add(ExprKind::InitList { elements }, array_ty, span)
    }

    /// `S(a, b)`: one argument per field, converted to the field's type
    /// (corpus case 311).
    pub(super) fn struct_constructor(
        &mut self,
        id: types::StructId,
        ty: Type,
        args: Vec<ExprId>,
        span: Span,
    ) -> ExprId {
        let fields = self.items.field_types(id);
        if fields.len() != args.len() {
            let code = if args.len() < fields.len() {
                1067
            } else {
                1068
            };
            let message = if args.len() < fields.len() {
                "too little data in type constructor"
            } else {
                "too much data in type constructor"
            };
            self.error(code, span, message);
            return self.failed_value(ty, span);
        }
        let elements = args
            .into_iter()
            .zip(fields)
            .map(|(arg, field)| self.coerce(arg, field, Context::Initialization))
            .collect();
        self.add(ExprKind::InitList { elements }, ty, span)
    }

    /// `T(args)` for a numeric `T`: the arguments' components fill `T`.
    ///
    /// cgc 3.1's rules (probed with cgc, corpus cases 417-421): one matrix
    /// argument makes a matrix of at most its rows and columns (its upper-left
    /// part, `float3x3(float4x4)`) or a vector of exactly its component count,
    /// anything else is C1033; with several arguments a matrix argument is
    /// C1066. The last argument may bring more components than are left (the
    /// rest is dropped, `float4(v.xy, w)`), an argument that starts after `T`
    /// is full is C1068, and in a matrix of the right count an argument of
    /// several that crosses a row boundary is C5204, each (constructors
    /// probe).
    pub(super) fn construct_from(&mut self, ty: Type, args: Vec<ExprId>, span: Span) -> ExprId {
        let wanted = ty.component_count().unwrap_or(1);
        let scalar = ty.scalar_kind().unwrap_or(Scalar::Float);
        if let [single] = args[..] {
            if let Some(result) = self.construct_from_matrix(ty, single, span) {
                return result;
            }
        }
        let overflows = self.constructor_overflows(ty, &args);
        if overflows {
            self.error(1068, span, "too much data in type constructor");
        }
        // A matrix among several arguments: C1066, after the C1068 of an
        // argument that starts after `T` is full (cgc 3.1: `float2(v2, m)`
        // both, `float2(m, x)` C1066 only).
        let is_matrix = |arg: ExprId| matches!(self.ty(arg).base, Base::Matrix(..));
        if args.len() > 1 && args.iter().any(|&arg| is_matrix(arg)) {
            self.error(1066, span, "invalid type in type constructor");
            return self.failed_value(ty, span);
        }
        if overflows {
            return self.failed_value(ty, span);
        }
        // An argument without components (a struct, an array, a sampler)
        // among several: C1066 for each (cgc 3.1: `float4x4(s, s)` twice).
        let shapeless = args
            .iter()
            .filter(|&&arg| !self.ty(arg).is_error() && self.ty(arg).component_count().is_none())
            .count();
        if shapeless > 0 {
            for _ in 0..shapeless {
                self.error(1066, span, "invalid type in type constructor");
            }
            return self.failed_value(ty, span);
        }
        if args.iter().any(|&arg| self.ty(arg).is_error()) {
            // The constructor's type stands (`float3(nothere)` assigned to a
            // `float4` is C1035 in cgc, probe tests/sema/cases/536).
            return self.add(ExprKind::Construct { args }, ty, span);
        }
        let mut total = 0u32;
        let mut converted = Vec::with_capacity(args.len());
        let last = args.len().saturating_sub(1);
        // cgc finds a row crossing in code generation, so not in a
        // constructor of too few or too many components (C1067, C1068).
        let mut rows_crossed = 0;
        for (position, arg) in args.iter().copied().enumerate() {
            let arg_ty = self.ty(arg);
            let Some(mut count) = arg_ty.component_count() else {
                // Not reached: `constructor` casts a single shapeless
                // argument, the check above reports one among several, and
                // the brace lists pass scalars and rows.
                return self.failed_value(ty, span);
            };
            let mut arg = self.coerce(arg, arg_ty.with_scalar(scalar), Context::Initialization);
            if position == last && total + count > wanted && total > 0 {
                count = wanted - total;
                arg = self.leading_components(arg, count);
            }
            if let (Base::Matrix(_, _, cols), true) = (ty.base, args.len() > 1) {
                let cols = u32::from(cols);
                if count > 0 && total / cols != (total + count - 1) / cols {
                    rows_crossed += 1;
                }
            }
            total += count;
            converted.push(arg);
        }
        if total == 1 && wanted > 1 && converted.len() == 1 {
            // `float4(x)`: the scalar is replicated.
            return self.coerce(converted[0], ty, Context::Initialization);
        }
        if total < wanted {
            self.error(1067, span, "too little data in type constructor");
            return self.failed_value(ty, span);
        }
        if total > wanted {
            // A single vector longer than `T`: `float3(v4)` keeps `v4.xyz`.
            if converted.len() == 1 && !matches!(ty.base, Base::Matrix(..)) {
                converted[0] = self.leading_components(converted[0], wanted);
            } else {
                self.error(1068, span, "too much data in type constructor");
                return self.failed_value(ty, span);
            }
        }
        for _ in 0..rows_crossed {
            self.error(
                5204,
                span,
                "expressions in matrix constructor must exactly fill each row",
            );
        }
        if converted.len() == 1 && self.ty(converted[0]) == ty {
            return converted[0];
        }
        let constants: Option<Vec<hir::Scalar>> = converted
            .iter()
            .map(|&arg| self.constant(arg).map(|c| c.components.to_vec()))
            .collect::<Option<Vec<_>>>()
            .map(|parts| parts.concat());
        if let Some(components) = constants {
            return self.add(
                ExprKind::Literal(ConstValue {
                    components: components.into(),
                }),
                ty,
                span,
            );
        }
        self.add(ExprKind::Construct { args: converted }, ty, span)
    }

    /// Whether `T(arg)`, one argument, is the cast `(T)arg`. cgc 3.1 reads
    /// every constructor of one argument as the cast: `float4(s)` of a
    /// struct whose first member casts to `float4` is that member, `S(s)`
    /// of the struct's own type the value itself, and where no cast is
    /// allowed the error is the cast's C1033 (`float4(v2)`, `float4(arr)`,
    /// `S2(1)`; probes tests/sema/cases/695). The numeric constructors that
    /// are casts are built as constructors, the same value.
    fn constructs_as_cast(&self, ty: Type, arg: ExprId) -> bool {
        let arg_ty = self.ty(arg);
        if arg_ty.is_error() {
            return false;
        }
        if matches!(ty.base, Base::Struct(_)) {
            return true;
        }
        let Some(count) = arg_ty.component_count().filter(|_| !arg_ty.is_array()) else {
            return true;
        };
        // A `float1` is a vector too: `float4(f1)` is the cast, C1033.
        let is_vector = count > 1 || matches!(arg_ty.base, Base::Vector(..));
        let short_vector = is_vector && count < ty.component_count().unwrap_or(0);
        short_vector && !matches!(ty.base, Base::Matrix(..))
    }

    /// An argument starts after `T` is already full (C1068, which cgc
    /// reports before any C5204 of the same constructor). cgc counts up to
    /// a matrix argument only (`float2(m, x)` is no C1068).
    pub(super) fn constructor_overflows(&self, ty: Type, args: &[ExprId]) -> bool {
        let wanted = ty.component_count().unwrap_or(1);
        let mut total = 0u32;
        for &arg in args {
            if total >= wanted {
                return true;
            }
            let arg_ty = self.ty(arg);
            if matches!(arg_ty.base, Base::Matrix(..)) {
                return false;
            }
            total += arg_ty.component_count().unwrap_or(0);
        }
        false
    }

    /// `T(m)` for one matrix argument `m`: `None` when `m` is not a matrix.
    pub(super) fn construct_from_matrix(
        &mut self,
        ty: Type,
        arg: ExprId,
        span: Span,
    ) -> Option<ExprId> {
        let arg_ty = self.ty(arg);
        let Base::Matrix(_, from_rows, from_cols) = arg_ty.base else {
            // A matrix from one vector takes exactly its components
            // (`float2x2(v4)`); any other count is not a cast cgc allows.
            let is_vector = matches!(arg_ty.base, Base::Vector(..)) && !arg_ty.is_array();
            if matches!(ty.base, Base::Matrix(..))
                && is_vector
                && ty.component_count() != arg_ty.component_count()
            {
                self.error(1033, span, "cast not allowed");
                return Some(self.error_expr(span));
            }
            return None;
        };
        if arg_ty.is_array() {
            return None;
        }
        let fits = match ty.base {
            Base::Matrix(_, rows, cols) => rows <= from_rows && cols <= from_cols,
            _ => ty.component_count() == arg_ty.component_count(),
        };
        if !fits {
            self.error(1033, span, "cast not allowed");
            return Some(self.error_expr(span));
        }
        let is_matrix = matches!(ty.base, Base::Matrix(..));
        if is_matrix && ty == arg_ty {
            return Some(arg);
        }
        // A matrix narrows and converts its scalars at once, as a cast does;
        // so does a vector from a one-row matrix of another scalar type
        // (`float4(h)` of a `half1x4`, as `(float4)h`), which is not a
        // matrix stored whole (C5203; constructors probe).
        if is_matrix || arg_ty.scalar_kind() != ty.scalar_kind() {
            return Some(self.add(
                ExprKind::Convert {
                    value: arg,
                    kind: ConvertKind::Explicit,
                },
                ty,
                span,
            ));
        }
        Some(self.add(ExprKind::Construct { args: vec![arg] }, ty, span))
    }

    /// The first `count` components of the vector `value` (`v.xy` of a
    /// `float4`), as a swizzle; a scalar stays as it is.
    pub(super) fn leading_components(&mut self, value: ExprId, count: u32) -> ExprId {
        let ty = self.ty(value);
        let Base::Vector(scalar, size) = ty.base else {
            return value;
        };
        if u32::from(size) <= count {
            return value;
        }
        let components: hir::Components = (0..count as u8).collect();
        let result_ty = if count == 1 {
            Type::scalar(scalar)
        } else {
            Type::vector(scalar, count as u8)
        };
        let span = self.span(value);
        self.add(
            ExprKind::Swizzle {
                base: value,
                components,
            },
            result_ty,
            span,
        )
    }

    pub(super) fn cast(
        &mut self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        operand: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let ty = self.local_type(spec, array);
        self.cast_to(ty, operand, span)
    }

    /// `(ty)operand`, or the constructor `ty(operand)` of a type that is not
    /// numeric.
    fn cast_to(&mut self, ty: Type, operand: &ast::Expr, span: Span) -> ExprId {
        let value = self.expr(operand);
        // The cast's type is known; only its check of a late operand waits
        // (`sema::eager_calls`).
        let late = self.is_late(value);
        self.late_if(late, |checker| checker.cast_value(ty, value, operand, span))
    }

    /// [`Self::cast_to`] of the checked `value` of `operand`.
    fn cast_value(&mut self, ty: Type, value: ExprId, operand: &ast::Expr, span: Span) -> ExprId {
        let from = self.ty(value);
        if ty.is_error() {
            return self.error_expr(span);
        }
        if from.is_error() {
            // A cast of an undefined name still has the cast's type: cgc
            // rejects `float4 r = (float3x3)nothere` (C1035) even where no
            // code is compiled (probe tests/sema/cases/536).
            return self.add(
                ExprKind::Convert {
                    value,
                    kind: ConvertKind::Explicit,
                },
                ty,
                span,
            );
        }
        if from == ty && !self.is_late(value) {
            return value;
        }
        let items = self.items;
        // A scalar casts to a struct of several members only as the literal
        // zero (`(VOut)0`, `(VOut)0.0f`, `(VOut)(0)`; cgc 3.1: `(VOut)1`,
        // `(VOut)x`, `(VOut)-0`, `(VOut)false` are C1033).
        let several_members = match ty.base {
            Base::Struct(id) => items.field_types(id).len() > 1,
            _ => false,
        };
        let scalar_to_struct = several_members && !ty.is_array() && from.is_scalar();
        if (scalar_to_struct && !is_zero_literal(operand))
            || !types::explicit_cast(from, ty, &|id| items.field_types(id))
        {
            self.error(1033, span, "cast not allowed");
            return self.failed_value(ty, span);
        }
        self.convert_spanned(value, ty, ConvertKind::Explicit, span)
    }
}

/// `0`, `0.0`, `0.0f`, `0x0`, `(0)`: a numeric literal whose value is zero,
/// as written (not folded: `1 - 1` and `-0` are not).
fn is_zero_literal(expr: &ast::Expr) -> bool {
    match &expr.kind {
        ast::ExprKind::Paren(inner) => is_zero_literal(inner),
        ast::ExprKind::Literal {
            kind: ast::LiteralKind::Int | ast::LiteralKind::Float,
            text,
        } => {
            let digits = text
                .strip_prefix("0x")
                .or_else(|| text.strip_prefix("0X"))
                .unwrap_or(text);
            let mantissa = if digits.len() == text.len() {
                digits.split(['e', 'E']).next().unwrap_or(digits)
            } else {
                digits
            };
            let mantissa = mantissa.trim_end_matches(['f', 'F', 'h', 'H', 'x', 'X', 'u', 'U']);
            mantissa.contains('0') && mantissa.chars().all(|c| c == '0' || c == '.')
        }
        _ => false,
    }
}
