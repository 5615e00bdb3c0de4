//! The choice among a user function's overloads, and cgc's messages when
//! none fits.

use super::checker::Checker;
use crate::diag::Diagnostic;
use crate::sema::hir::{self, ExprId};
use crate::sema::overload::{resolve, Candidate, Failure};
use crate::sema::types::{self, Type};
use crate::span::Span;

impl Checker<'_> {
    /// Resolves among user overloads; an error expression when none
    /// matches (reported).
    pub(super) fn resolve_user(
        &mut self,
        name: &str,
        overloads: &[hir::FunctionId],
        args: &[ExprId],
        span: Span,
    ) -> ExprId {
        let fitting = self.for_profile(overloads);
        // Every overload is for another profile (`arbvp1 float4 f()` in
        // arbfp1, `noinline`, which cgc takes for a profile name): cgc
        // resolves among them and says the one chosen is not for this
        // profile (C3004; tests/sema/cases/747).
        let elsewhere = fitting.is_empty();
        let overloads = if elsewhere { overloads } else { &fitting };
        self.resolve_among(name, overloads, args, span, elsewhere)
    }

    fn resolve_among(
        &mut self,
        name: &str,
        overloads: &[hir::FunctionId],
        args: &[ExprId],
        span: Span,
        elsewhere: bool,
    ) -> ExprId {
        let items = self.items;
        let arg_types: Vec<Type> = args.iter().map(|&arg| self.ty(arg)).collect();
        // A struct argument matches a parameter of an interface it implements
        // exactly (the implementation is fixed at compile time).
        let params: Vec<Vec<Type>> = overloads
            .iter()
            .map(|&id| {
                let mut params = items.signature(id).param_types();
                for (param, &arg) in params.iter_mut().zip(&arg_types) {
                    if self.implements(arg, *param) {
                        *param = arg;
                    }
                }
                params
            })
            .collect();
        let copied_back: Vec<Vec<bool>> = overloads
            .iter()
            .map(|&id| {
                let params = &items.signature(id).params;
                params
                    .iter()
                    .map(|param| param.direction.writes())
                    .collect()
            })
            .collect();
        let candidates: Vec<Candidate> = overloads
            .iter()
            .zip(params.iter().zip(&copied_back))
            .map(|(&id, (params, copied_back))| Candidate {
                params,
                required: self.declaration_seen(id).required_params(),
                copied_back,
            })
            .collect();
        match resolve(&arg_types, &candidates) {
            Ok(index) if elsewhere => {
                let sig = items.signature(overloads[index]);
                self.defer_error(
                    3004,
                    span,
                    format!(
                        "function \"{}\" not supported in this profile",
                        sig.display(items)
                    ),
                );
                self.error_expr(span)
            }
            Ok(index) => self.user_call(overloads[index], args.to_vec(), span),
            Err(failure) => {
                let signatures: Vec<(String, Span)> = overloads
                    .iter()
                    .map(|&id| {
                        let sig = items.signature(id);
                        (sig.display(items), sig.span)
                    })
                    .collect();
                self.report_overload_failure(
                    name,
                    &arg_types,
                    failure,
                    &signatures,
                    args,
                    span,
                    overloads,
                );
                self.error_expr(span)
            }
        }
    }

    /// Spec steps 2 and 6: drop overloads for other profiles, and an
    /// unqualified overload when one for this profile has the same parameters.
    pub(super) fn for_profile(&self, overloads: &[hir::FunctionId]) -> Vec<hir::FunctionId> {
        let items = self.items;
        let profile = self.profile.name;
        let fits: Vec<hir::FunctionId> = overloads
            .iter()
            .copied()
            .filter(|&id| {
                items
                    .signature(id)
                    .profile
                    .as_deref()
                    .is_none_or(|p| p == profile)
            })
            .collect();
        fits.iter()
            .copied()
            .filter(|&id| {
                let sig = items.signature(id);
                sig.profile.is_some()
                    || !fits.iter().any(|&other| {
                        let other = items.signature(other);
                        other.profile.is_some() && other.param_types() == sig.param_types()
                    })
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn report_overload_failure(
        &mut self,
        name: &str,
        arg_types: &[Type],
        failure: Failure,
        signatures: &[(String, Span)],
        args: &[ExprId],
        span: Span,
        overloads: &[hir::FunctionId],
    ) {
        let call = format!(
            "{}({})",
            name,
            arg_types
                .iter()
                .map(|&ty| self.type_name(ty))
                .collect::<Vec<_>>()
                .join(", ")
        );
        // cgc reports a call of a function with one definition as it reads
        // it, and resolves overloaded and library functions only in the
        // code it compiles (probes tests/sema/cases/538).
        let single = matches!(failure, Failure::NoMatch) && overloads.len() == 1;
        let diagnostic = match failure {
            Failure::Ambiguous(indices) => {
                let mut diagnostic = Diagnostic::error(
                    1101,
                    span,
                    format!("ambiguous overloaded function reference \"{call}\""),
                );
                // cgc lists the candidates most recently declared first.
                for &index in indices.iter().rev() {
                    let (text, candidate_span) = &signatures[index];
                    // A note, not a label: the candidate's span is relative
                    // to its own item, not to the caller's.
                    let _ = candidate_span;
                    diagnostic = diagnostic.with_note(text.clone());
                }
                diagnostic
            }
            Failure::NoMatch if overloads.len() == 1 => {
                self.single_candidate_error(overloads[0], args, span)
            }
            Failure::NoMatch => Diagnostic::error(
                1115,
                span,
                format!("unable to find compatible overloaded function \"{call}\""),
            ),
        };
        // A late argument's type (`sema::eager_calls`) is known only where
        // the function is compiled: C1102 waits for it, C1103/C1104 do not.
        let late_argument = args.iter().any(|&arg| self.is_late(arg));
        if single && !(diagnostic.code == 1102 && late_argument) {
            self.diagnostics.push(diagnostic);
        } else {
            self.defer(diagnostic);
        }
    }

    /// cgc's messages for a call to a function with one definition:
    /// too many (C1104) / too few (C1103) arguments, or a parameter whose
    /// type does not convert (C1102).
    pub(super) fn single_candidate_error(
        &self,
        id: hir::FunctionId,
        args: &[ExprId],
        span: Span,
    ) -> Diagnostic {
        let sig = self.items.signature(id);
        if args.len() > sig.params.len() {
            return Diagnostic::error(1104, span, "too many parameters in function call");
        }
        if args.len() < self.declaration_seen(id).required_params() {
            return Diagnostic::error(1103, span, "too few parameters in function call");
        }
        let position = args
            .iter()
            .zip(&sig.params)
            .position(|(&arg, param)| types::implicit(self.ty(arg), param.ty).is_none())
            .unwrap_or(0);
        // An `out` or `inout` parameter wants an lvalue of its own type,
        // which cgc checks before the conversion (`f(-m)` of a matrix for
        // an `out float3` is C1111, `f(m)` C1113: tests/sema/cases/711).
        if let (Some(param), Some(&arg)) = (sig.params.get(position), args.get(position)) {
            if param.direction.writes() {
                return self.out_argument_error(arg, position, &param.name);
            }
        }
        Diagnostic::error(
            1102,
            span,
            format!(
                "incompatible type for parameter #{} (\"{}\")",
                position + 1,
                sig.params
                    .get(position)
                    .map_or("", |param| param.name.as_str())
            ),
        )
    }
}
