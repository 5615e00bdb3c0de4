//! Which struct each value of interface type holds, as cgc binds
//! interfaces at compile time.
//!
//! Every frame knows the struct given to each interface value it can name
//! ([`Frame::concrete`](crate::lower::frame::Frame::concrete)): a variable of
//! interface type, and an interface member of a struct variable or an
//! interface element of an array variable at a constant index, each by its
//! variable and the path of field and element indices below it (`h.i` of
//! `struct H { I i; }` is `(h, [0])`, `i[1]` of `I i[2]` is `(i, [1])`).
//! Assigning or passing a whole struct or array carries the structs of
//! every part along.

use crate::diag::Diagnostic;
use crate::lower::frame::{Held, Var};
use crate::lower::lowerer::{Lowerer, R};
use crate::sema::hir::{ExprId, ExprKind, FunctionId};
use crate::sema::types::{Base, StructId, Type};
use crate::span::Span;

impl Lowerer<'_> {
    /// The struct an expression of interface type holds, when lowering knows
    /// it: a struct converted to the interface, or a variable (or a part of
    /// one) that was given one. `None` for other expressions.
    pub(crate) fn concrete_struct(&self, id: ExprId) -> Option<StructId> {
        if !self.is_interface(self.frame().body.expr(id).ty) {
            return None;
        }
        self.concrete_parts(id)
            .into_iter()
            .find_map(|(path, concrete)| path.is_empty().then_some(concrete))
    }

    /// The structs the interface values in `id` hold, each with its path
    /// below `id` (empty for `id` itself).
    pub(crate) fn concrete_parts(&self, id: ExprId) -> Vec<(Vec<u32>, StructId)> {
        let body = self.frame().body;
        let expr = body.expr(id);
        if let ExprKind::Convert { value, .. } = expr.kind {
            let from = body.expr(value).ty;
            if self.is_interface(expr.ty) {
                return match from.base {
                    Base::Struct(inner) if !from.is_array() && !self.is_interface(from) => {
                        vec![(Vec::new(), inner)]
                    }
                    _ => self.concrete_parts(value),
                };
            }
        }
        let Some((var, path)) = self.held_at(id) else {
            return Vec::new();
        };
        self.frame()
            .concrete
            .range((var, path.clone())..)
            .take_while(|((held, below), _)| *held == var && below.starts_with(&path))
            .map(|((_, below), &concrete)| (below[path.len()..].to_vec(), concrete))
            .collect()
    }

    /// The variable and path `id` names: a variable, a member of one, or an
    /// element at a constant index; `None` for other expressions.
    fn held_at(&self, id: ExprId) -> Option<Held> {
        match self.frame().body.expr(id).kind {
            ExprKind::Local(local) => Some((Var::Local(local), Vec::new())),
            ExprKind::Param(index) => Some((Var::Param(index), Vec::new())),
            ExprKind::Member { base, field } => {
                let (var, mut path) = self.held_at(base)?;
                path.push(field);
                Some((var, path))
            }
            ExprKind::Index { base, index } => {
                let element = self.constant_element(index)?;
                let (var, mut path) = self.held_at(base)?;
                path.push(element);
                Some((var, path))
            }
            _ => None,
        }
    }

    /// The value of an array index known while lowering: a literal, or a
    /// variable holding a constant (an unrolled loop's counter).
    fn constant_element(&self, index: ExprId) -> Option<u32> {
        let value = match &self.frame().body.expr(index).kind {
            ExprKind::Convert { value, .. } => return self.constant_element(*value),
            ExprKind::Literal(constant) => constant.components.first()?.as_f32(),
            ExprKind::Local(local) => self.constant_variable(Var::Local(*local))?,
            ExprKind::Param(param) => self.constant_variable(Var::Param(*param))?,
            _ => return None,
        };
        (value >= 0.0 && value.fract() == 0.0).then_some(value as u32)
    }

    /// The constant a scalar variable of the current frame holds.
    fn constant_variable(&self, var: Var) -> Option<f32> {
        self.frame().env.get(&var)?.as_vector()?.first()?.constant()
    }

    /// Whether `ty` is an interface (not an array of them).
    fn is_interface(&self, ty: Type) -> bool {
        match ty.base {
            Base::Struct(id) => !ty.is_array() && self.hir.struct_def(id).is_interface,
            _ => false,
        }
    }

    /// Whether a call's `this` argument is a value of interface type: a
    /// call of the interface's prototype that no struct implements here.
    pub(crate) fn calls_through_interface(&self, args: &[ExprId]) -> bool {
        args.first()
            .is_some_and(|&this| self.is_interface(self.frame().body.expr(this).ty))
    }

    /// The implementation a call of an interface's member function `id` runs:
    /// the member function with the same name and parameter types of the
    /// struct its `this` argument holds.
    pub(crate) fn implementation(&self, id: FunctionId, args: &[ExprId]) -> Option<FunctionId> {
        let wanted = self.hir.function(id);
        let concrete = self.concrete_struct(*args.first()?)?;
        let wanted_params: Vec<_> = wanted.params.iter().skip(1).map(|p| p.ty).collect();
        self.hir
            .struct_def(concrete)
            .methods_named(&wanted.name)
            .into_iter()
            .find(|&candidate| {
                let function = self.hir.function(candidate);
                let params: Vec<_> = function.params.iter().skip(1).map(|p| p.ty).collect();
                params == wanted_params && function.return_ty == wanted.return_ty
            })
    }

    /// `s = value` where `s` is, or contains, a value of interface type (a
    /// variable, a member, an element at a constant index): each such value
    /// holds `value`'s struct from now on. cgc fixes one struct per value
    /// ("assignment among incompatible concrete types", C5210).
    pub(crate) fn track_concrete_assignment(
        &mut self,
        target: ExprId,
        value: ExprId,
        span: Span,
    ) -> R<()> {
        let Some((var, path)) = self.held_at(target) else {
            return Ok(());
        };
        for (below, concrete) in self.concrete_parts(value) {
            let mut at = path.clone();
            at.extend(below);
            match self.frame_mut().concrete.insert((var, at), concrete) {
                Some(previous) if previous != concrete => {
                    return Err(Diagnostic::error(
                        5210,
                        span,
                        "assignment among incompatible concrete types",
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }
}
