//! Implicit conversions: [`ExprKind::Convert`] nodes, folded on constants,
//! with cgc's warnings and messages.

use super::checker::{Checker, Context};
use super::fold::cast_scalar;
use crate::diag::Diagnostic;
use crate::sema::hir::{self, ConstValue, ConvertKind, ExprId, ExprKind};
use crate::sema::types::{self, Base, Scalar, Type};
use crate::span::Span;
use smallvec::SmallVec;

impl Checker<'_> {
    /// Converts `value` to `to`, inserting a [`ExprKind::Convert`] when the
    /// types differ; reports when the conversion is not allowed implicitly.
    pub(super) fn coerce(&mut self, value: ExprId, to: Type, context: Context) -> ExprId {
        let late = self.is_late(value);
        self.late_if(late, |checker| checker.coerce_now(value, to, context))
    }

    /// [`Checker::coerce`], reporting where [`Checker::report`] says.
    fn coerce_now(&mut self, value: ExprId, to: Type, context: Context) -> ExprId {
        let from = self.ty(value);
        let loud = self.loud_errors.contains(&value) || self.function_values.contains(&value);
        if loud && !to.is_error() && context != Context::Argument {
            let span = self.span(value);
            self.conversion_error(span, context);
            return value;
        }
        if from == to || from.is_error() || to.is_error() {
            return value;
        }
        if self.implements(from, to) {
            // The value stays the struct; lowering finds its member
            // functions through the struct the value came from.
            return self.convert(value, to, ConvertKind::Implicit);
        }
        let span = self.span(value);
        match types::implicit(from, to) {
            Some(conversion) => {
                if conversion.warns() {
                    let mut warning = Diagnostic::warning(
                        7011,
                        self.conversion_site.unwrap_or(span),
                        format!(
                            "implicit cast from \"{}\" to \"{}\"",
                            self.type_name(from),
                            self.type_name(to)
                        ),
                    );
                    if context == Context::Argument {
                        warning.set_cgc_site(self.argument_site(span));
                    }
                    self.report(warning);
                }
                self.convert(value, to, ConvertKind::Implicit)
            }
            None if self.folded_operands.contains(&value) => {
                for diagnostic in conversion_errors(span, context) {
                    self.defer(diagnostic);
                }
                self.error_expr(span)
            }
            None => {
                self.conversion_error(span, context);
                self.error_expr(span)
            }
        }
    }

    /// [`Checker::coerce`] of a value stored whole into a variable of type
    /// `to`: an initializer, the value of a plain assignment, a returned
    /// value, an argument. A scalar smeared into a matrix of one row and
    /// several columns, here or by the cast or constructor that is the value
    /// (`float1x2 m = x;`, `m = (float1x3)x;`, `f(float1x2(x))`), is what
    /// cgc 3.1 fills as a one-item initializer list: C1057 "too little data
    /// in initialization". It folds a constant (`float1x2 m = 2;`), takes
    /// the smear inside an expression (`((float1x2)x)[0]`, `-(float1x2)x`)
    /// and smears into every other shape (`float2x1`, `float1x1`); probes
    /// tests/sema/cases/557_conv_scalar_into_one_row_matrix_rejected.cg,
    /// 558_conv_scalar_into_one_row_matrix_in_expression.cg.
    pub(super) fn store(&mut self, value: ExprId, to: Type, context: Context) -> ExprId {
        let smeared = match self.body.expr(value).kind {
            ExprKind::Convert { value: scalar, .. } if self.ty(value) == to => self.ty(scalar),
            _ => self.ty(value),
        };
        // In an initializer that must be constant, a run-time value is
        // C1059 first (`static const float1x4 g = (float1x4)u.x;`): cgc
        // checks constness before the smear (tests/sema/cases/749).
        if smears_into_one_row(smeared, to)
            && self.constant(value).is_none()
            && !self.constant_initializer
        {
            let span = self.span(value);
            let late = self.is_late(value);
            self.late_if(late, |checker| {
                checker.error(1057, span, "too little data in initialization")
            });
            return self.error_expr(span);
        }
        self.coerce(value, to, context)
    }

    /// Where cgc dates the implicit conversion of the call argument at
    /// `span`: the separator before it, the last of
    /// [`Checker::argument_sites`] that does not start after it (the first,
    /// the `(`, for an argument from another file, a macro's).
    fn argument_site(&self, span: Span) -> Option<Span> {
        let first = *self.argument_sites.first()?;
        let before = self
            .argument_sites
            .iter()
            .rev()
            .find(|site| site.file == span.file && site.start <= span.start);
        Some(*before.unwrap_or(&first))
    }

    /// [`Checker::coerce`] with its warning dated at `site` (an
    /// initializer's: see [`crate::syntax::ast::Initializer::follow`]); only
    /// the warning moves, an error stays at the value.
    pub(super) fn coerce_at(
        &mut self,
        value: ExprId,
        to: Type,
        context: Context,
        site: Span,
    ) -> ExprId {
        self.at_conversion_site(site, |this| this.coerce(value, to, context))
    }

    /// [`Checker::store`] with its warning dated at `site`, as
    /// [`Checker::coerce_at`].
    pub(super) fn store_at(
        &mut self,
        value: ExprId,
        to: Type,
        context: Context,
        site: Span,
    ) -> ExprId {
        self.at_conversion_site(site, |this| this.store(value, to, context))
    }

    /// Runs `convert` with its conversion warnings dated at `site`.
    fn at_conversion_site(
        &mut self,
        site: Span,
        convert: impl FnOnce(&mut Self) -> ExprId,
    ) -> ExprId {
        let outer = self.conversion_site.replace(site);
        let converted = convert(self);
        self.conversion_site = outer;
        converted
    }

    pub(super) fn conversion_error(&mut self, span: Span, context: Context) {
        for diagnostic in conversion_errors(span, context) {
            // Of a late value's initialization (`sema::eager_calls`) cgc
            // reports only C1056 (probe tests/sema/cases/605), of an
            // annotation's only C1060 (tests/sema/cases/642).
            let dropped = match diagnostic.code {
                1060 => self.late_depth > 0,
                1056 => self.in_annotation,
                _ => false,
            };
            if !dropped {
                self.report(diagnostic);
            }
        }
    }

    /// A number literal token (`3.7`, `(2)`) that is an operand of an
    /// operator with a `fixed` operand is a `fixed` constant when its value
    /// is below 2, and a `half` one otherwise, so that the operator computes
    /// in `half`: cgc rounds `fixed4 x; x + 3.7` to 3.6992188 (not the
    /// clamped 1.9990234) and calls `pick(half4)` for `pick(x * 2)`, the
    /// `fixed4` overload for `pick(x * 1.9999)` (probed with cgc 3.1,
    /// tests/shaders/fragment/fixed_literal_operands.cg, sema case 498).
    pub(super) fn widen_fixed_literal(&mut self, literal: ExprId, other: Type) -> ExprId {
        let widens = other.scalar_kind() == Some(Scalar::Fixed)
            && self.literal_tokens.contains(&literal)
            && self
                .constant(literal)
                .and_then(|constant| constant.components.first())
                .is_some_and(|value| value.as_f32() >= 2.0);
        if widens {
            self.convert(literal, Type::scalar(Scalar::Half), ConvertKind::Implicit)
        } else {
            literal
        }
    }

    /// A conversion node, folded when the value is a constant.
    pub(super) fn convert(&mut self, value: ExprId, to: Type, kind: ConvertKind) -> ExprId {
        let span = self.span(value);
        self.convert_spanned(value, to, kind, span)
    }

    /// [`Checker::convert`] for a conversion written at `span` (a cast).
    pub(super) fn convert_spanned(
        &mut self,
        value: ExprId,
        to: Type,
        kind: ConvertKind,
        span: Span,
    ) -> ExprId {
        if let Some(folded) = self.fold_convert(value, to) {
            let unconverted = match kind {
                ConvertKind::Implicit => self.unconverted_scalar(value),
                ConvertKind::Explicit => None,
            };
            let literal = self.add(ExprKind::Literal(folded), to, span);
            if let Some(scalar) = unconverted {
                self.unconverted_literals.insert(literal, scalar);
            }
            return literal;
        }
        self.add(ExprKind::Convert { value, kind }, to, span)
    }

    /// The scalar type of `value` before the checker's implicit
    /// conversions of it.
    fn unconverted_scalar(&self, value: ExprId) -> Option<Scalar> {
        let recorded = self.unconverted_literals.get(&value).copied();
        recorded.or_else(|| self.ty(value).scalar_kind())
    }

    pub(super) fn constant(&self, id: ExprId) -> Option<&ConstValue> {
        match &self.body.expr(id).kind {
            ExprKind::Literal(value) if !self.ty(id).is_error() => Some(value),
            _ => None,
        }
    }

    pub(super) fn fold_convert(&self, value: ExprId, to: Type) -> Option<ConstValue> {
        convert_constant(self.constant(value)?, self.ty(value), to)
    }
}

/// A scalar into a matrix of one row and several columns
/// ([`Checker::store`]).
fn smears_into_one_row(from: Type, to: Type) -> bool {
    from.is_scalar() && matches!(to.base, Base::Matrix(_, 1, cols) if cols > 1)
}

/// Constant `constant` of type `from` converted to `to`, as cgc folds it.
pub(super) fn convert_constant(constant: &ConstValue, from: Type, to: Type) -> Option<ConstValue> {
    let scalar = to.scalar_kind()?;
    let count = to.component_count()? as usize;
    let source = &constant.components;
    let components: SmallVec<[hir::Scalar; 4]> = if source.len() == 1 {
        std::iter::repeat_n(source[0], count).collect()
    } else if source.len() >= count && from.is_numeric() && !to.is_scalar() {
        match (from.base, to.base) {
            (Base::Vector(..), Base::Vector(..)) => source[..count].to_vec().into(),
            _ => return None,
        }
    } else if to.is_scalar() && !source.is_empty() {
        std::iter::once(source[0]).collect()
    } else {
        return None;
    };
    Some(ConstValue {
        components: components
            .into_iter()
            .map(|component| cast_scalar(component, scalar))
            .collect(),
    })
}

/// cgc's errors for a value of a type that does not convert in `context`.
fn conversion_errors(span: Span, context: Context) -> Vec<Diagnostic> {
    match context {
        // cgc follows C1060 with C1056 (probe conv.cg).
        Context::Initialization => vec![
            Diagnostic::error(1060, span, "incompatible types in initialization"),
            Diagnostic::error(1056, span, "invalid initialization"),
        ],
        // An array's or struct's list item: C1060 twice (probe
        // tests/sema/cases/716).
        Context::ListItem => vec![
            Diagnostic::error(1060, span, "incompatible types in initialization"),
            Diagnostic::error(1060, span, "incompatible types in initialization"),
        ],
        Context::Assignment => vec![Diagnostic::error(
            1035,
            span,
            "assignment of incompatible types",
        )],
        Context::Return => vec![Diagnostic::error(
            1016,
            span,
            "expression type incompatible with function return type",
        )],
        Context::Argument => vec![Diagnostic::error(
            1102,
            span,
            "incompatible type for argument",
        )],
    }
}
