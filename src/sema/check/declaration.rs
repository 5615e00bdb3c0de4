//! Local declarations and initializers (`= expr`, `= { ... }`).

use super::checker::{Checker, Context};
use crate::diag::Diagnostic;
use crate::sema::hir::{self, ExprId, ExprKind, StmtKind};
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;

impl Checker<'_> {
    pub(super) fn local_declaration(
        &mut self,
        declaration: &ast::Declaration,
        block: &mut hir::Block,
    ) {
        let is_const = declaration
            .qualifiers
            .iter()
            .any(|q| q.kind == ast::QualifierKind::Const);
        let is_static = declaration
            .qualifiers
            .iter()
            .any(|q| q.kind == ast::QualifierKind::Static);
        let has = |kind: ast::QualifierKind| declaration.qualifiers.iter().any(|q| q.kind == kind);
        let reads = has(ast::QualifierKind::In) || has(ast::QualifierKind::InOut);
        let writes = has(ast::QualifierKind::Out) || has(ast::QualifierKind::InOut);
        let is_uniform = has(ast::QualifierKind::Uniform);
        for declarator in &declaration.declarators {
            // Parameter qualifiers on a local (probed with cgc 3.1, in called
            // and uncalled functions alike): `out`/`inout` C5060 then C1004,
            // `in` C1004 only; `uniform` C5056.
            let name = &declarator.name.name;
            if writes {
                let direction = if reads { "inout" } else { "out" };
                self.error(
                    5060,
                    declarator.span,
                    format!("{direction} can't be used with non-varying {name}"),
                );
            }
            if reads || writes {
                self.error(
                    1004,
                    declarator.span,
                    format!("in and out can't be used on local variable \"{name}\""),
                );
            }
            if is_uniform {
                self.error(
                    5056,
                    declarator.span,
                    format!("'uniform' not allowed on local variable '{name}'"),
                );
            }
            let mut diagnostics = Vec::new();
            let mut ty = self
                .items
                .resolve_type_with(
                    &declaration.ty,
                    &declarator.array,
                    &|name| self.local_constant(name),
                    &mut diagnostics,
                )
                .pointer_to(declarator.pointer);
            // cgc checks the modifier on a local and ignores it: a local
            // matrix lives in temporaries, not constant registers.
            crate::sema::items::matrix_layout(&declaration.qualifiers, ty, &mut diagnostics);
            self.diagnostics.append(&mut diagnostics);
            // The initializer is checked before the name is in scope, as in C.
            let init = declarator.init.as_ref().map(|init| {
                let value = self.initializer(init, ty);
                // An unsized array takes the size of its initializer.
                if ty.array_len() == Some(0) {
                    ty = self.ty(value);
                }
                value
            });
            let local = self.declare_local(hir::Local {
                name: declarator.name.name.clone(),
                ty,
                is_const,
                is_static,
                span: declarator.span,
            });
            if let Some(init) = init {
                self.give_concrete(local, init, declarator.span);
                // cgc's front end folds conditions on `static const`
                // scalars and vectors, not on arrays, structs or plain
                // `const` locals (probes tests/sema/cases/531, 532).
                let folds = matches!(ty.base, Base::Scalar(_) | Base::Vector(..)) && !ty.is_array();
                if is_static && is_const && folds {
                    if let Some(value) = self.front_end_value(init) {
                        self.static_const_locals.insert(local, value);
                    }
                }
                // A local `static const` is initialised once, from constants
                // only (see `constant_init`).
                let is_expr = matches!(
                    declarator.init.as_ref().map(|init| &init.kind),
                    Some(ast::InitializerKind::Expr(_))
                );
                if is_static && is_const && is_expr {
                    let diagnostic = super::constant_init::check(self.items, &self.body, init);
                    self.diagnostics.extend(diagnostic);
                }
            }
            if let (true, true, Some(Scalar::Int), Some(ast::InitializerKind::Expr(expr))) = (
                is_static,
                is_const,
                ty.scalar_kind().filter(|_| !ty.is_array()),
                declarator.init.as_ref().map(|init| &init.kind),
            ) {
                let lookup = |name: &str| self.local_constant(name);
                if let Some(value) = self.items.const_int_in(expr, &lookup) {
                    self.local_constants.insert(local, value);
                }
            }
            self.push_stmt(block, StmtKind::Local { local, init }, declarator.span);
        }
    }

    /// An initializer (`= expr` or `= { ... }`) converted to `ty`.
    pub(super) fn initializer(&mut self, init: &ast::Initializer, ty: Type) -> ExprId {
        match &init.kind {
            ast::InitializerKind::Expr(expr) => {
                let value = self.expr(expr);
                self.coerce(value, ty, Context::Initialization)
            }
            ast::InitializerKind::List(elements) => self.init_list(elements, ty, init.span),
            ast::InitializerKind::SamplerState(_) => {
                self.error(1001, init.span, "sampler_state is not supported yet");
                self.error_expr(init.span)
            }
        }
    }

    pub(super) fn init_list(
        &mut self,
        elements: &[ast::Initializer],
        ty: Type,
        span: Span,
    ) -> ExprId {
        if let Some(flat) = self.flat_vector_array_list(elements, ty, span) {
            return flat;
        }
        if let Some(element_ty) = ty.element() {
            let count = ty.array_len().unwrap_or(0);
            if count != 0 && (count as usize) < elements.len() {
                self.error(1058, span, "too much data in initialization");
            } else if count != 0 && count as usize != elements.len() {
                self.error(1056, span, "invalid initialization");
            }
            let values: Vec<ExprId> = elements
                .iter()
                .map(|element| self.initializer(element, element_ty))
                .collect();
            let ty = if count == 0 {
                element_ty
                    .array_of(values.len() as u32)
                    .unwrap_or(Type::ERROR)
            } else {
                ty
            };
            return self.add(ExprKind::InitList { elements: values }, ty, span);
        }
        if let Base::Struct(id) = ty.base {
            let fields = self.items.field_types(id);
            if fields.len() != elements.len() {
                self.error(1056, span, "invalid initialization");
                return self.error_expr(span);
            }
            let values = elements
                .iter()
                .zip(fields)
                .map(|(element, field_ty)| self.initializer(element, field_ty))
                .collect();
            return self.add(ExprKind::InitList { elements: values }, ty, span);
        }
        if ty.is_numeric() {
            // `float4 v = { 1, 2, 3, 4 }`, `float2x2 m = { {1, 2}, {3, 4} }`.
            let mut args = Vec::new();
            for element in elements {
                match &element.kind {
                    ast::InitializerKind::Expr(expr) => args.push(self.expr(expr)),
                    ast::InitializerKind::List(inner) => {
                        let row_ty = match ty.base {
                            Base::Matrix(s, _, c) => Type::vector(s, c),
                            _ => ty,
                        };
                        args.push(self.init_list(inner, row_ty, element.span));
                    }
                    ast::InitializerKind::SamplerState(_) => {}
                }
            }
            return self.construct_from(ty, args, span);
        }
        self.error(1056, span, "invalid initialization");
        self.error_expr(span)
    }

    /// `float2 s[3] = { -0.3, -0.4, 0.1, 0.2, 0.5, 0.6 }`: a sized array of
    /// vectors given more elements than it has, the first a scalar, reads
    /// the list as the array's components in order, each element converted
    /// to the scalar type; cgc warns C1058 and wants exactly the component
    /// count (fewer: C1057, more: C1058; probes tests/sema/cases/479-481).
    /// `None` when the list is not of that form.
    pub(super) fn flat_vector_array_list(
        &mut self,
        elements: &[ast::Initializer],
        ty: Type,
        span: Span,
    ) -> Option<ExprId> {
        let element_ty = ty.element()?;
        let count = ty.array_len().unwrap_or(0) as usize;
        let Base::Vector(scalar, width) = element_ty.base else {
            return None;
        };
        if count == 0 || element_ty.is_array() || width < 2 || elements.len() <= count {
            return None;
        }
        let exprs: Vec<&ast::Expr> = elements
            .iter()
            .map(|element| match &element.kind {
                ast::InitializerKind::Expr(expr) => Some(expr),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let values: Vec<ExprId> = exprs.iter().map(|expr| self.expr(expr)).collect();
        if !self.ty(values[0]).is_scalar() {
            // Read element by element: the surplus is an error.
            self.error(1058, span, "too much data in initialization");
            return Some(self.error_expr(span));
        }
        self.diagnostics.push(Diagnostic::warning(
            1058,
            span,
            "too much data in initialization",
        ));
        let wanted = count * width as usize;
        if values.len() != wanted {
            let (code, message) = if values.len() < wanted {
                (1057, "too little data in initialization")
            } else {
                (1058, "too much data in initialization")
            };
            self.error(code, span, message);
            return Some(self.error_expr(span));
        }
        let components: Vec<ExprId> = values
            .into_iter()
            .map(|value| self.coerce(value, Type::scalar(scalar), Context::Initialization))
            .collect();
        let vectors = components
            .chunks(width as usize)
            .map(|chunk| self.construct_from(element_ty, chunk.to_vec(), span))
            .collect();
        Some(self.add(ExprKind::InitList { elements: vectors }, ty, span))
    }
}
