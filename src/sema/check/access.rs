//! Member access, swizzles and indexing.

use super::checker::{Checker, Context};
use super::swizzle::{parse_matrix_swizzle_in, parse_swizzle, swizzle_index};
use crate::diag::Diagnostic;
use crate::sema::hir::{self, ConstValue, ExprId, ExprKind};
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;
use smallvec::SmallVec;

impl Checker<'_> {
    pub(super) fn member(&mut self, base_id: ExprId, member: &ast::Ident, span: Span) -> ExprId {
        let base_ty = self.ty(base_id);
        if base_ty.is_error() {
            return base_id;
        }
        let name = member.name.as_str();
        if base_ty.is_array() {
            if name == "length" {
                let length = base_ty.array_len().unwrap_or(0) as i32;
                let sized_by_call = match self.body.expr(base_id).kind {
                    ExprKind::Param(index) => self
                        .signature
                        .and_then(|sig| sig.params.get(index as usize))
                        .is_some_and(|param| !param.uniform),
                    _ => false,
                };
                if length == 0 && sized_by_call {
                    // Unsized: each call binds its own size (cgc: a helper's
                    // `float4 a[]` counts the argument's elements). A
                    // uniform one (a global, the entry's `uniform float4
                    // v[]`) has none until the application sizes it: 0, a
                    // constant that makes a loop to `v.length` dead code.
                    return self.add(ExprKind::ArrayLength { base: base_id }, Type::INT, span);
                }
                return self.add(
                    ExprKind::Literal(ConstValue {
                        components: SmallVec::from_elem(hir::Scalar::Int(length), 1),
                    }),
                    Type::INT,
                    span,
                );
            }
            self.error(
                1009,
                member.span,
                format!("\"{name}\" is not member of an array"),
            );
            return self.error_expr(span);
        }
        if name == "length" {
            if let Some(count) = base_ty.component_count().filter(|_| !base_ty.is_scalar()) {
                // `v.length` is the number of components (corpus case 089).
                let count = match base_ty.base {
                    Base::Matrix(_, rows, _) => rows as i32,
                    _ => count as i32,
                };
                return self.add(
                    ExprKind::Literal(ConstValue {
                        components: SmallVec::from_elem(hir::Scalar::Int(count), 1),
                    }),
                    Type::INT,
                    span,
                );
            }
        }
        match base_ty.base {
            Base::Struct(id) => {
                let items = self.items;
                // A function before the definition of a struct declared with
                // `struct S;` sees no members (cgc checks it where it stands).
                let item = self.signature.map(|signature| signature.item_index);
                let defined = !item.is_some_and(|item| items.defined_after(id, item));
                let field = items.struct_def(id).filter(|_| defined);
                match field.and_then(|def| def.field(name)) {
                    Some((index, field)) => self.add(
                        ExprKind::Member {
                            base: base_id,
                            field: index,
                        },
                        field.ty,
                        span,
                    ),
                    None => {
                        let struct_name = items.struct_def(id).map_or("", |def| def.name.as_str());
                        self.error(
                            1009,
                            member.span,
                            format!("\"{name}\" is not member of struct \"{struct_name}\""),
                        );
                        self.error_expr(span)
                    }
                }
            }
            Base::Scalar(scalar) | Base::Vector(scalar, _) => {
                let size = match base_ty.base {
                    Base::Vector(_, n) => n,
                    _ => 1,
                };
                self.swizzle(base_id, scalar, size, member, span)
            }
            Base::Matrix(scalar, rows, cols) => {
                self.matrix_swizzle(base_id, scalar, rows, cols, member, span)
            }
            _ => {
                // A sampler, a texture, a string (cgc 3.1's wording; probe
                // tests/sema/cases/696).
                let what = if name == "length" {
                    "a struct or array"
                } else {
                    "a struct"
                };
                self.error(
                    1010,
                    member.span,
                    format!("expression left of .\"{name}\" is not {what}"),
                );
                self.error_expr(span)
            }
        }
    }

    pub(super) fn swizzle(
        &mut self,
        base: ExprId,
        scalar: Scalar,
        size: u8,
        member: &ast::Ident,
        span: Span,
    ) -> ExprId {
        if let Some(bad) = member.name.chars().find(|&c| swizzle_index(c).is_none()) {
            // Corpus cases 096 and 306.
            self.error(
                1048,
                member.span,
                format!("invalid character '{bad}' in swizzle \"{}\"", member.name),
            );
            let result = self.error_expr(span);
            self.loud_errors.insert(result);
            return result;
        }
        let Some(components) = parse_swizzle(&member.name) else {
            // Corpus case 061.
            self.error(
                1049,
                member.span,
                format!("swizzle too long \"{}\"", member.name),
            );
            return self.error_expr(span);
        };
        if components.iter().any(|&c| c >= size) {
            self.error(
                1031,
                member.span,
                format!(
                    "swizzle mask element not present in operand \"{}\"",
                    member.name
                ),
            );
            return self.error_expr(span);
        }
        let ty = if components.len() == 1 {
            Type::scalar(scalar)
        } else {
            Type::vector(scalar, components.len() as u8)
        };
        if let Some(constant) = self.constant(base) {
            if constant.components.len() == size as usize {
                let picked = components
                    .iter()
                    .map(|&c| constant.components[c as usize])
                    .collect();
                return self.add(
                    ExprKind::Literal(ConstValue { components: picked }),
                    ty,
                    span,
                );
            }
        }
        self.add(ExprKind::Swizzle { base, components }, ty, span)
    }

    pub(super) fn matrix_swizzle(
        &mut self,
        base: ExprId,
        scalar: Scalar,
        rows: u8,
        cols: u8,
        member: &ast::Ident,
        span: Span,
    ) -> ExprId {
        let elements = match parse_matrix_swizzle_in(&member.name, rows, cols) {
            Ok(elements) if elements.len() <= 4 => elements,
            Ok(_) => {
                self.error(
                    1049,
                    member.span,
                    format!("swizzle too long \"{}\"", member.name),
                );
                return self.error_expr(span);
            }
            Err(bad) => {
                self.error(
                    1048,
                    member.span,
                    format!("invalid character '{bad}' in swizzle \"{}\"", member.name),
                );
                // A bad matrix swizzle stays silent (corpus cases 066-070).
                return self.error_expr(span);
            }
        };
        let ty = if elements.len() == 1 {
            Type::scalar(scalar)
        } else {
            Type::vector(scalar, elements.len() as u8)
        };
        self.add(ExprKind::MatrixSwizzle { base, elements }, ty, span)
    }

    /// An element of an unsized uniform array read in code that runs: C1308
    /// at the declaration (corpus case 090). The application sizes such an
    /// array; until then its `.length` is 0 and loops over it never run, so
    /// cgc accepts the usual `for (i = 0; i < a.length; i++)` (case 463).
    pub(super) fn check_sized(&mut self, base: ExprId) {
        let unsized_array = self.ty(base).array_len() == Some(0);
        if let ExprKind::Member { .. } = self.body.expr(base).kind {
            // `float4 a[];` in a struct: nothing ever sizes it (cgc 3.1:
            // C1308 at the read).
            if unsized_array && self.dead_depth == 0 {
                let span = self.body.expr(base).span;
                self.error(1308, span, "no size for unsized array");
            }
            return;
        }
        if let ExprKind::Param(index) = self.body.expr(base).kind {
            if unsized_array && self.dead_depth == 0 && !self.unsized_param_reads.contains(&index) {
                self.unsized_param_reads.push(index);
            }
            return;
        }
        let ExprKind::Global(global) = self.body.expr(base).kind else {
            return;
        };
        let declared = &self.items.globals[global.index()];
        let unsized_uniform = declared.ty.array_len() == Some(0)
            && declared.init.is_none()
            && declared.storage == hir::Storage::Uniform;
        if unsized_uniform && self.dead_depth == 0 && !self.unsized_reads.contains(&global) {
            self.unsized_reads.push(global);
        }
    }

    pub(super) fn index(&mut self, base_id: ExprId, index: &ast::Expr, span: Span) -> ExprId {
        let index_id = self.expr(index);
        let base_ty = self.ty(base_id);
        if base_ty.is_error() || self.ty(index_id).is_error() {
            return self.error_expr(span);
        }
        let (element, length) = match (base_ty.element(), base_ty.base) {
            (Some(element), _) => (element, base_ty.array_len().unwrap_or(0)),
            (None, Base::Vector(scalar, n)) => (Type::scalar(scalar), n as u32),
            (None, Base::Matrix(scalar, rows, cols)) => (Type::vector(scalar, cols), rows as u32),
            _ => {
                // Corpus case 080.
                self.error(1011, span, "cannot index a non-array value");
                return self.error_expr(span);
            }
        };
        self.check_sized(base_id);
        let index_ty = self.ty(index_id);
        // cgc takes a bool index as 0 or 1 (tests/sema/cases/488).
        if index_ty.scalar_kind().is_none() || !index_ty.is_scalar() {
            self.error(1020, index.span, "invalid array index type");
            return self.error_expr(span);
        }
        let index_id = self.coerce(index_id, Type::INT, Context::Initialization);
        if let Some(constant) = self.constant(index_id) {
            let value = constant.components.first().map_or(0, |c| c.as_i32());
            // cgc reports an index out of bounds only where code generation
            // reads the element for the program's result or writes it (the
            // lowering's C1068, tests/lower/out_of_bounds): never here. In
            // code the front end removes the language server still shows it.
            if length != 0 && (value < 0 || value as u32 >= length) && self.unreached_depth > 0 {
                let error = Diagnostic::error(1068, index.span, "array index out of bounds");
                self.unreached.push(error);
            }
        }
        self.add(
            ExprKind::Index {
                base: base_id,
                index: index_id,
            },
            element,
            span,
        )
    }
}
