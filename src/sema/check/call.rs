//! Calls: of functions, member functions (`o.f()`, `S::f()`) and the
//! standard library, with their arguments passed and converted.

use super::checker::{Checker, Context};
use crate::diag::Diagnostic;
use crate::profile::ProfileRef;
use crate::sema::eager_calls;
use crate::sema::hir::{self, Callee, ExprId, ExprKind, StdlibId};
use crate::sema::items::{ParamSig, Signature};
use crate::sema::overload::{resolve_without_defaults, Failure};
use crate::sema::stdlib;
use crate::sema::types::{Base, SamplerKind, Type};
use crate::span::Span;
use crate::syntax::ast;
use crate::syntax::parser::Library;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::collections::HashMap;
use std::sync::Mutex;

/// The name of cgc's debugging builtin ([`Checker::debug_call`]).
const DEBUG_BUILTIN: &str = "debug";

impl<'a> Checker<'a> {
    pub(super) fn call(&mut self, callee: &ast::Expr, args: &[ast::Expr], span: Span) -> ExprId {
        let separators = std::iter::once(callee.span)
            .chain(args.iter().map(|arg| arg.span))
            .take(args.len().max(1))
            .map(|before| Span {
                start: before.end,
                ..before
            })
            .collect();
        let outer = std::mem::replace(&mut self.argument_sites, separators);
        let call = self.call_at(callee, args, span);
        self.argument_sites = outer;
        call
    }

    /// [`Checker::call`], its arguments' sites set.
    fn call_at(&mut self, callee: &ast::Expr, args: &[ast::Expr], span: Span) -> ExprId {
        let name = match &callee.kind {
            ast::ExprKind::Member { base, member } => {
                let object = self.expr(base);
                return self.method_call(object, member, args, span);
            }
            ast::ExprKind::Scoped {
                scope: Some(scope),
                name,
            } => return self.static_call(scope, name, args, span),
            // `::f(...)`: the global function `f`.
            ast::ExprKind::Scoped { scope: None, name } | ast::ExprKind::Ident(name) => Some(name),
            _ => None,
        };
        let Some(name) = name else {
            // `(float5)(x)`, a cast to a type cgc does not know: the name is
            // an undefined variable (C1008, reported where the code is
            // compiled) and its call no further error, as in cgc 3.1.
            let undefined = match &callee.kind {
                ast::ExprKind::Paren(inner) => match &inner.kind {
                    ast::ExprKind::Ident(name) => {
                        self.lookup(&name.name).is_none()
                            && self.items.functions_named(&name.name).is_empty()
                            && !self.is_library_function(&name.name)
                    }
                    _ => false,
                },
                _ => false,
            };
            if undefined {
                self.expr(callee);
            }
            for arg in args {
                self.expr(arg);
            }
            if !undefined {
                self.error(1105, callee.span, "cannot call a non-function");
            }
            return self.error_expr(span);
        };
        if self.lookup(&name.name).is_some() {
            for arg in args {
                self.expr(arg);
            }
            self.error(1105, callee.span, "cannot call a non-function");
            return self.error_expr(span);
        }
        // A function the program declares hides every library overload of
        // its name, as in cgc: `lerp(float2, ...)` with only a user
        // `lerp(float4, ...)` is C1102 (probe tests/sema_unit/user_hides_stdlib.cg).
        // Only the functions declared before the code that calls them, as in
        // C: a call before a function's first declaration is an undefined
        // name (C1008, probe tests/header/243), in a global's initializer
        // too (a uniform's is then dropped: `float3 stretch = maxscale();`
        // above `maxscale`'s definition compiles in cgc, with no `#default`;
        // tests/sema/cases/585, 586).
        let user: Vec<_> = self
            .items
            .functions_named(&name.name)
            .iter()
            .copied()
            .filter(|&id| {
                let declared = self.items.signature(id).declared_item;
                match (self.signature, self.global_item) {
                    (Some(current), _) => declared <= current.item_index,
                    (None, Some(global)) => declared < global,
                    (None, None) => true,
                }
            })
            .collect();
        if user.is_empty() && !self.knows_function(&name.name) {
            // cgc reports an undefined callee's name before its arguments'
            // errors (heldout19 class 5, tests/sema/cases/692).
            // cgc reports the name first: C1008.
            self.defer_error(
                1008,
                name.span,
                format!("undefined variable \"{}\"", name.name),
            );
            for arg in args {
                self.expr(arg);
            }
            return self.error_expr(span);
        }
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        // cgc binds a call of a function with one definition as it reads it,
        // an undefined name among the arguments or not: the call has the
        // function's type (probe tests/sema/cases/536). Which overload an
        // undefined argument would take is not known.
        let bound_as_read = self.for_profile(&user).len() == 1;
        if arg_ids.iter().any(|&arg| self.ty(arg).is_error()) && !bound_as_read {
            return self.error_expr(span);
        }
        if let Some(result) = self.sibling_method_call(&name.name, &arg_ids, span) {
            return result;
        }
        if !user.is_empty() {
            return self.resolve_user(&name.name, &user, &arg_ids, span);
        }
        // Under `-nostdlib` every library function, `debug` included, is an
        // undefined name (cgc 3.1, tests/header/300).
        let library = self.items.library == Library::Standard;
        if library && name.name == DEBUG_BUILTIN {
            return self.debug_call(&arg_ids, span);
        }
        if self.is_library_function(&name.name) {
            return self.stdlib_call(&name.name, arg_ids, span);
        }
        // What [`Checker::knows_function`] knows besides the above: a name
        // cgc declares for the gp4/gp5 profiles only. No overload of these
        // profiles takes the call, an error only in code cgc compiles, as
        // any overload failure.
        let call = format!(
            "{}({})",
            name.name,
            arg_ids
                .iter()
                .map(|&arg| self.type_name(self.ty(arg)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        self.defer_error(
            1115,
            span,
            format!("unable to find compatible overloaded function \"{call}\""),
        );
        self.error_expr(span)
    }

    /// Whether a call of `name` that no declared user function takes finds
    /// a function all the same: a sibling method, `debug`, the library's,
    /// or a name cgc declares for other profiles only.
    fn knows_function(&self, name: &str) -> bool {
        let sibling = self
            .signature
            .and_then(|signature| signature.method_of)
            .and_then(|owner| self.items.struct_def(owner))
            .is_some_and(|owner| !owner.methods_named(name).is_empty());
        let library = self.items.library == Library::Standard;
        sibling
            || (library && name == DEBUG_BUILTIN)
            || self.is_library_function(name)
            || (library && stdlib::is_other_profiles_name(name))
    }

    /// Whether `name` is a function of the standard library, where it is
    /// declared.
    fn is_library_function(&self, name: &str) -> bool {
        self.items.library == Library::Standard && stdlib::is_stdlib_name(name)
    }

    /// cgc's `debug(...)` builtin (cgc's manual, `-debug`): it takes any
    /// arguments, of any type and number, and is `void`. Without `-debug`
    /// cgc 3.1 evaluates the arguments, side effects included
    /// (`debug(r = r * 2)` doubles `r`), and outputs nothing else, which is
    /// what the call is here: its arguments in sequence, then a `void`
    /// value. A function the program names `debug` hides it. A uniform
    /// matrix the arguments' values read keeps its registers in cgc's
    /// header, unreferenced (tests/header/304).
    fn debug_call(&mut self, args: &[ExprId], span: Span) -> ExprId {
        let call = ExprKind::Debug {
            args: args.to_vec(),
        };
        self.add(call, Type::VOID, span)
    }

    /// `object.f(args)`: a member function of the object's struct or
    /// interface, called with the object as its `this` argument.
    pub(super) fn method_call(
        &mut self,
        object: ExprId,
        member: &ast::Ident,
        args: &[ast::Expr],
        span: Span,
    ) -> ExprId {
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        let object_ty = self.ty(object);
        if object_ty.is_error() || arg_ids.iter().any(|&arg| self.ty(arg).is_error()) {
            return self.error_expr(span);
        }
        let owner = match object_ty.base {
            Base::Struct(id) if !object_ty.is_array() => self.items.struct_def(id),
            _ => None,
        };
        let methods = owner.map_or_else(Vec::new, |def| def.methods_named(&member.name));
        if methods.is_empty() {
            // Corpus case 429.
            match owner {
                Some(def) if def.field(&member.name).is_none() => {
                    let message = format!(
                        "\"{}\" is not member of struct \"{}\"",
                        member.name, def.name
                    );
                    self.error(1009, member.span, message);
                }
                _ => self.error(1105, member.span, "cannot call a non-function"),
            }
            return self.error_expr(span);
        }
        if owner.is_some_and(|def| def.is_interface)
            && self.is_uniform_object(object)
            && self.dead_depth == 0
        {
            // A uniform of interface type names no implementation at compile
            // time (corpus case 298).
            self.defer_error(
                1306,
                span,
                "cannot determine type of interface variable. Need to inline function",
            );
            return self.error_expr(span);
        }
        let mut all_args = vec![object];
        all_args.extend(arg_ids);
        self.resolve_user(&member.name, &methods, &all_args, span)
    }

    /// `S::f(args)`: a member function of struct `S` called without an
    /// object. cgc 3.1 compiles it when `f` reads no member (and fails with
    /// C9999 otherwise, which the program checks once bodies are known):
    /// `this` is a local never written. Unknown names are C1008 as in cgc.
    pub(super) fn static_call(
        &mut self,
        scope: &ast::Ident,
        name: &ast::Ident,
        args: &[ast::Expr],
        span: Span,
    ) -> ExprId {
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        let owner = match self.items.named_type(&scope.name) {
            Some(ty) => match ty.base {
                Base::Struct(id) if !ty.is_array() => Some((ty, self.items.struct_def(id))),
                _ => None,
            },
            None => None,
        };
        let Some((this_ty, Some(def))) = owner else {
            self.error(
                1001,
                scope.span,
                format!(
                    "\"{}::\" names no struct; only struct scopes are supported yet",
                    scope.name
                ),
            );
            return self.error_expr(span);
        };
        if def.is_interface {
            self.error(
                1001,
                span,
                "calls of interface functions through \"::\" are not supported yet",
            );
            return self.error_expr(span);
        }
        let methods = def.methods_named(&name.name);
        if methods.is_empty() {
            self.defer_error(
                1008,
                name.span,
                format!("undefined variable \"{}\"", name.name),
            );
            return self.error_expr(span);
        }
        if arg_ids.iter().any(|&arg| self.ty(arg).is_error()) {
            return self.error_expr(span);
        }
        let this_local = self.body.add_local(hir::Local {
            name: format!("{}::this", scope.name),
            ty: this_ty,
            is_const: false,
            is_static: false,
            span,
            read_in_initializer: false,
        });
        let this = self.add(ExprKind::Local(this_local), this_ty, span);
        let mut all_args = vec![this];
        all_args.extend(arg_ids);
        let call = self.resolve_user(&name.name, &methods, &all_args, span);
        if let ExprKind::Call {
            callee: hir::Callee::User(function),
            ..
        } = self.body.expr(call).kind
        {
            self.static_calls.push((function, span));
        }
        call
    }

    /// `f(args)` inside a member function, where `f` is a member function
    /// of the same struct: called on the same object (cgc accepts it).
    pub(super) fn sibling_method_call(
        &mut self,
        name: &str,
        args: &[ExprId],
        span: Span,
    ) -> Option<ExprId> {
        let signature = self.signature?;
        let owner = self.items.struct_def(signature.method_of?)?;
        let methods = owner.methods_named(name);
        if methods.is_empty() {
            return None;
        }
        let this = self.add(ExprKind::Param(0), signature.params[0].ty, span);
        let mut all_args = vec![this];
        all_args.extend_from_slice(args);
        Some(self.resolve_user(name, &methods, &all_args, span))
    }

    /// The declaration of `id` a call in the function being checked sees:
    /// the last one before it, a prototype where the definition comes
    /// later (its default arguments apply: tests/sema/cases/745).
    pub(super) fn declaration_seen(&self, id: hir::FunctionId) -> &'a Signature {
        let items = self.items;
        let mut seen = items.signature(id);
        let Some(caller) = self.signature else {
            return seen;
        };
        while seen.item_index > caller.item_index {
            match seen.replaces {
                Some(earlier) => seen = items.signature(earlier),
                None => break,
            }
        }
        seen
    }

    pub(super) fn user_call(
        &mut self,
        id: hir::FunctionId,
        mut args: Vec<ExprId>,
        span: Span,
    ) -> ExprId {
        let items = self.items;
        let sig = items.signature(id);
        let is_interface_method = sig
            .method_of
            .and_then(|id| items.struct_def(id))
            .is_some_and(|def| def.is_interface);
        if !sig.has_body && !is_interface_method {
            // A prototype never defined (corpus case 104).
            self.defer_error(
                3002,
                span,
                format!("call to undefined function \"{};\"", sig.display(items)),
            );
        }
        // Omitted trailing arguments take the parameter's default value,
        // as the declaration this call sees has it.
        let seen = self.declaration_seen(id);
        let mut mismatch_reported = false;
        for param in &seen.params[args.len()..] {
            if let Some(default) = &param.default {
                // Converted here, so the conversion is among the copied
                // expressions too (passing it on then converts nothing).
                let first = self.body.exprs.len();
                let reported = (self.deferred.len(), self.unreached.len());
                let value = if crate::sema::items::ignored_sampler_state(default, param.ty) {
                    self.unset_sampler(param.ty, default.span)
                } else {
                    self.in_global_scope(|checker| checker.initializer(default, param.ty))
                };
                // An undefined name leaving the default without a type is
                // C1075; in a constructor, whose type stands, it stays
                // cgc's C1008, reported in code that runs (case 755).
                if self.ty(value).is_error()
                    && self.drop_undefined_names(reported)
                    && !mismatch_reported
                {
                    mismatch_reported = true;
                    self.default_mismatch(param, default.span, seen.item_index);
                }
                self.copied_reports(reported, seen.item_index);
                args.push(value);
                self.copied_exprs
                    .push((first..self.body.exprs.len(), seen.item_index));
            }
        }
        let params: Vec<(Type, hir::Direction, String)> = sig
            .params
            .iter()
            .map(|param| (param.ty, param.direction, param.name.clone()))
            .collect();
        let args = self.pass_arguments(args, &params, false);
        self.note_call(id, span);
        self.add(
            ExprKind::Call {
                callee: Callee::User(id),
                args,
            },
            sig.return_ty,
            span,
        )
    }

    /// Drops the undefined-name errors (C1008) added to the deferred and
    /// unreached lists since they held `reported` errors; whether there
    /// were any.
    fn drop_undefined_names(&mut self, reported: (usize, usize)) -> bool {
        let mut dropped = false;
        for (list, from) in [
            (&mut self.deferred, reported.0),
            (&mut self.unreached, reported.1),
        ] {
            let mut fresh = list.split_off(from);
            dropped |= !super::without_undefined_names(&mut fresh, list);
        }
        dropped
    }

    /// Marks the deferred and unreached errors reported since the lists
    /// held `reported` as placed in item `item` (a default's, checked
    /// again at a call).
    fn copied_reports(&mut self, reported: (usize, usize), item: usize) {
        // Placed at the default, whatever statement holds the call.
        let new_deferred = self.deferred[reported.0..].iter_mut();
        for diagnostic in new_deferred.chain(&mut self.unreached[reported.1..]) {
            if diagnostic.cgc_site().is_none() {
                diagnostic.set_cgc_site(diagnostic.span);
            }
        }
        let deferred = reported.0..self.deferred.len();
        self.copied_deferred
            .extend(deferred.map(|position| (position, item)));
        let unreached = reported.1..self.unreached.len();
        self.copied_unreached
            .extend(unreached.map(|position| (position, item)));
    }

    /// A call leaving out an argument whose default value names something
    /// undefined (outside a constructor): cgc reports C1075 at the default
    /// (in the declaration the call sees, item `item`), at every such call,
    /// reached or not, and only for the first such parameter of a call
    /// (probes tests/sema/cases/751–755).
    fn default_mismatch(&mut self, param: &ParamSig, span: Span, item: usize) {
        let mut mismatch = Diagnostic::error(
            1075,
            span,
            format!("type mismatch with default value for {}", param.name),
        );
        // Placed at the default, whatever statement holds the call.
        mismatch.set_cgc_site(Some(span));
        self.diagnostics.push(mismatch);
        self.copied_diagnostics
            .push((self.diagnostics.len() - 1, item));
    }

    /// cgc's error for the argument `arg` at `position` (from 0) of an
    /// `out` or `inout` parameter `name` that is no lvalue (C1111) or not
    /// of the parameter's type (C1113).
    pub(super) fn out_argument_error(
        &self,
        arg: ExprId,
        position: usize,
        name: &str,
    ) -> Diagnostic {
        let span = self.span(arg);
        let number = position + 1;
        if self.lvalue_problem(arg).is_some() {
            Diagnostic::error(
                1111,
                span,
                format!(
                    "non-lvalue actual parameter #{number} cannot be out parameter (\"{name}\")"
                ),
            )
        } else {
            Diagnostic::error(
                1113,
                span,
                format!(
                    "actual parameter #{number} must be same type as formal out parameter (\"{name}\")"
                ),
            )
        }
    }

    /// Converts `in` arguments and checks `out`/`inout` ones (lvalues of the
    /// exact parameter type: C1111, C1113). cgc resolves a `library`
    /// function's overload only in the code it compiles, so C1113 there is
    /// deferred (probes tests/sema/cases/537, 538).
    pub(super) fn pass_arguments(
        &mut self,
        args: Vec<ExprId>,
        params: &[(Type, hir::Direction, String)],
        library: bool,
    ) -> Vec<ExprId> {
        args.into_iter()
            .zip(params)
            .enumerate()
            .map(|(position, (arg, (ty, direction, name)))| {
                if !direction.writes() {
                    return self.store(arg, *ty, Context::Argument);
                }
                if self.lvalue_problem(arg).is_some() {
                    let diagnostic = self.out_argument_error(arg, position, name);
                    self.report(diagnostic);
                } else if self.ty(arg) != *ty && !self.ty(arg).is_error() {
                    let diagnostic = self.out_argument_error(arg, position, name);
                    if library {
                        self.defer(diagnostic);
                    } else {
                        self.report(diagnostic);
                    }
                }
                arg
            })
            .collect()
    }

    pub(super) fn stdlib_call(&mut self, name: &str, args: Vec<ExprId>, span: Span) -> ExprId {
        let arg_types: Vec<Type> = args.iter().map(|&arg| self.ty(arg)).collect();
        let resolved = resolve_library_call(name, self.profile, &arg_types);
        if name == "mul"
            && mul_is_ambiguous(
                &arg_types,
                resolved
                    .as_ref()
                    .ok()
                    .map(|&id| stdlib::overload(id).param_types())
                    .as_deref(),
            )
        {
            let call = format!(
                "mul({})",
                arg_types
                    .iter()
                    .map(|&ty| self.type_name(ty))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            self.defer(
                Diagnostic::error(
                    1101,
                    span,
                    format!("ambiguous overloaded function reference \"{call}\""),
                )
                .with_note("the operands' shapes only fit overloads of `mul` after narrowing"),
            );
            return self.error_expr(span);
        }
        let id = match resolved {
            Ok(id) => id,
            Err((ids, failure)) => {
                if let Some(diagnostic) = geometry_arguments_error(&ids, &failure, &args, span) {
                    self.diagnostics.push(diagnostic);
                    return self.error_expr(span);
                }
                let signatures: Vec<(String, Span)> = ids
                    .iter()
                    .map(|&id| (stdlib::overload(id).signature(), span))
                    .collect();
                let call_name = stdlib::canonical_name(name).to_string();
                self.report_overload_failure(
                    &call_name,
                    &arg_types,
                    failure,
                    &signatures,
                    &args,
                    span,
                    &[],
                );
                return self.error_expr(span);
            }
        };
        let overload = stdlib::overload(id);
        if !overload.available_in(self.profile) {
            if let Some(messages) = library_body_errors(id, self.profile) {
                for message in messages {
                    self.defer_error(3004, span, message);
                }
                self.library_bodies.push((span, id));
            } else {
                let (code, message) = unavailable_in_profile(id, self.profile);
                if overload.intrinsic == stdlib::Intrinsic::Geometry {
                    self.geometry_sites.push((span, self.geometry_site));
                }
                self.defer_error(code, span, message);
            }
        }
        let params: Vec<(Type, hir::Direction, String)> = overload
            .param_types_for(args.len())
            .into_iter()
            .zip(
                overload
                    .params
                    .iter()
                    .map(|param| param.direction)
                    .chain(std::iter::repeat(hir::Direction::In)),
            )
            .map(|(ty, direction)| (ty, direction, String::new()))
            .collect();
        // cgc types most library calls only where it compiles the function
        // (`sema::eager_calls`), and with them what they are passed.
        let late = args.iter().any(|&arg| self.is_late(arg))
            || !eager_calls::types_early(name, &arg_types);
        // A lookup through the generic `sampler` is typed early (every
        // overload returns the texel), but cgc converts its coordinate only
        // when it resolves the overload, late: `tex3D(s, float4)` warns C7011
        // twice, in the program that calls it (heldout18 class 9).
        let generic_sampler = arg_types
            .iter()
            .any(|ty| matches!(ty.base, Base::Sampler(SamplerKind::Generic, _)));
        // So is a vector passed for a matrix: `mul(float3, float3)` takes
        // `mul(float1x3, float3x1)`, its `float1` result typed at once (the
        // narrowing to `float` warns in every function), the C7011 "float3
        // to float3x1" twice where compiled (heldout22 class 4).
        let vector_for_matrix = arg_types.iter().zip(&params).any(|(arg, (param, _, _))| {
            matches!(arg.base, Base::Vector(..)) && matches!(param.base, Base::Matrix(..))
        });
        // And so is a vector narrowed for some functions (`NARROWED_LATE`).
        let narrowed = NARROWED_LATE.contains(&stdlib::canonical_name(name))
            && arg_types.iter().zip(&params).any(|(arg, (param, _, _))| {
                matches!((arg.base, param.base), (Base::Vector(_, from), Base::Vector(_, to)) if to < from)
            });
        self.late_value(late, |checker| {
            let args = checker.late_if(
                generic_sampler || vector_for_matrix || narrowed,
                |checker| checker.pass_arguments(args, &params, true),
            );
            checker.add(
                ExprKind::Call {
                    callee: Callee::Stdlib(id),
                    args,
                },
                overload.ret,
                span,
            )
        })
    }
}

/// The library functions whose vector arguments cgc 3.1 narrows late (to
/// the overload's smaller vector, where it compiles the function: C7011
/// twice) while it types the call's result at once: `atan2(float2,
/// float3)`, `dot(half3, half4)` (heldout20 class 3). Probed over every
/// mixed-size call of these and of `lerp`, `clamp`, `min`, `max`, `step`,
/// `ldexp`, `distance`, `cross`, whose narrowed arguments are early or
/// late with the call (tests/sema/cases/704).
const NARROWED_LATE: &[&str] = &[
    "atan2",
    "dot",
    "faceforward",
    "fmod",
    "pow",
    "reflect",
    "refract",
    "smoothstep",
];

/// cgc's messages for a geometry statement's arguments (a single
/// declaration, so worded like a user function's): too many (C1104) or too
/// few (C1103), or a first argument of `emitVertexToStream` that is no
/// stream number (C1102, naming the parameter as cgc does; probe
/// tests/sema/cases/522_fn_restart_strip_arguments_rejected.cg).
fn geometry_arguments_error(
    ids: &[StdlibId],
    failure: &Failure,
    args: &[ExprId],
    span: Span,
) -> Option<Diagnostic> {
    let [only] = ids else {
        return None;
    };
    let overload = stdlib::overload(*only);
    if overload.intrinsic != stdlib::Intrinsic::Geometry || *failure != Failure::NoMatch {
        return None;
    }
    let fixed = overload.params.len() - usize::from(overload.is_variadic());
    Some(if args.len() > fixed && !overload.is_variadic() {
        Diagnostic::error(1104, span, "too many parameters in function call")
    } else if args.len() < fixed {
        Diagnostic::error(1103, span, "too few parameters in function call")
    } else {
        Diagnostic::error(
            1102,
            span,
            "incompatible type for parameter #1 (\"<null atom>\")",
        )
    })
}

/// The overload of library function `name` a call with `args` takes in
/// `profile`; or, when none, the overloads there were and why none fits.
/// Remembered for the process: a shader calls the same few functions with
/// the same argument types again and again, and some functions (`mul`, the
/// texture lookups) have dozens of overloads to rank.
fn resolve_library_call(
    name: &str,
    profile: ProfileRef,
    args: &[Type],
) -> Result<StdlibId, (Vec<StdlibId>, Failure)> {
    // Hashed with Fx: SipHash of the key was most of a remembered lookup.
    // The keys are bounded by the library (only calls that resolve are
    // kept), not by the input.
    // cgc's GLSL profiles break fewer ties (`stdlib::fragment_tie_break`).
    let glsl = profile.dialect == crate::profile::Dialect::Glsl;
    type Key = (String, stdlib::Declarations, bool, SmallVec<[Type; 4]>);
    static RESOLVED: Mutex<Option<FxHashMap<Key, StdlibId>>> = Mutex::new(None);
    let key: Key = (
        name.to_string(),
        stdlib::declarations(profile),
        glsl,
        args.iter().copied().collect(),
    );
    let known = |table: &Option<FxHashMap<Key, StdlibId>>| table.as_ref()?.get(&key).copied();
    if let Some(id) = known(
        &RESOLVED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()),
    ) {
        return Ok(id);
    }
    let ids = stdlib::overloads_for(name, profile);
    let params: Vec<_> = ids
        .iter()
        .map(|&id| stdlib::overload(id).param_types_for(args.len()))
        .collect();
    let id = match resolve_without_defaults(args, &params) {
        Ok(index) => ids[index],
        Err(Failure::Ambiguous(tied)) if profile.is_fragment() => {
            let tied_ids: Vec<StdlibId> = tied.iter().map(|&index| ids[index]).collect();
            match stdlib::fragment_tie_break(name, &tied_ids, glsl) {
                Some(id) => id,
                None => return Err((ids, Failure::Ambiguous(tied))),
            }
        }
        Err(failure) => return Err((ids, failure)),
    };
    RESOLVED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get_or_insert_with(FxHashMap::default)
        .insert(key, id);
    Ok(id)
}

/// In a fragment profile, cgc 3.1's GLSL lookups with a level, a bias or
/// derivatives after the coordinate are library functions built on the
/// derivative lookup of their texture (`texture2DLod(s, p, lod)` on
/// `tex2D(s, p, dx, dy)`; a bias on `ddx` and `ddy` of the coordinate too,
/// a projective one after the divide, a shadow one on the plain sampler
/// with the compared depth in its coordinate): where the profile lacks
/// them, the C3004s name those (probes tests/sema/cases/698). `None` for
/// other lookups and profiles.
fn library_body_errors(id: StdlibId, profile: ProfileRef) -> Option<Vec<String>> {
    use crate::sema::stdlib_decl::TextureVariant;
    if !profile.is_fragment() {
        return None;
    }
    let stdlib::Intrinsic::Texture(texture) = stdlib::overload(id).intrinsic else {
        return None;
    };
    let bias = match texture.variant {
        TextureVariant::LodArgument { .. } | TextureVariant::GradArgument { .. } => false,
        TextureVariant::BiasArgument { .. } => true,
        _ => return None,
    };
    let (name, sampler, size, shadow) = match texture.sampler {
        SamplerKind::S1D => ("tex1D", "sampler1D", 1, false),
        SamplerKind::Shadow1D => ("tex1D", "sampler1D", 1, true),
        SamplerKind::S2D => ("tex2D", "sampler2D", 2, false),
        SamplerKind::Shadow2D => ("tex2D", "sampler2D", 2, true),
        SamplerKind::S3D => ("tex3D", "sampler3D", 3, false),
        SamplerKind::Cube => ("texCUBE", "samplerCUBE", 3, false),
        SamplerKind::Rect => ("texRECT", "samplerRECT", 2, false),
        SamplerKind::ShadowRect => ("texRECT", "samplerRECT", 2, true),
        _ => return None,
    };
    let float = |n: u8| {
        if n == 1 {
            "float".to_string()
        } else {
            format!("float{n}")
        }
    };
    let derivative = float(size);
    let coordinate = float(size + u8::from(shadow));
    let unsupported =
        |declaration: String| format!("function \"{declaration};\" not supported in this profile");
    let mut messages = vec![unsupported(format!(
        "float4 {name}({sampler}, {coordinate}, {derivative}, {derivative})"
    ))];
    if bias {
        for derivative_of in ["ddx", "ddy"] {
            messages.push(unsupported(format!(
                "{derivative} {derivative_of}({derivative})"
            )));
        }
    }
    Some(messages)
}

/// cgc's error for a call of library overload `id` that `profile` lacks.
/// Remembered for the process: every function of a file is checked, and a
/// file for both stages calls the texture lookups a vertex profile lacks in
/// every fragment function (a 1,250-line shader: 200 such calls, the
/// signatures' formatting 2% of its compile), though the errors of functions
/// the entry does not reach are dropped.
fn unavailable_in_profile(id: StdlibId, profile: ProfileRef) -> (u32, String) {
    type Messages = HashMap<(StdlibId, bool), (u32, String)>;
    static MESSAGES: Mutex<Option<Messages>> = Mutex::new(None);
    let mut messages = MESSAGES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    messages
        .get_or_insert_with(HashMap::new)
        .entry((id, profile.is_fragment()))
        .or_insert_with(|| {
            let overload = stdlib::overload(id);
            let declaration = format!("{};", overload.signature());
            if !profile.is_fragment()
                && (stdlib::is_typed_lookup(overload.name) || overload.is_separate_bias_lookup())
            {
                // cgc 3.1 passes the typed lookups (`h4tex2D`) and the
                // biased ones with the bias apart (`tex2Dbias(s, t, 1)`,
                // whose library body calls `tex2Dbias(s, float4)`) in a
                // vertex program and fails generating code for them (probe
                // tests/sema/cases/518_prof_typed_lookup_vertex.cg,
                // conformance table).
                let signature = if overload.is_separate_bias_lookup() {
                    let sampler = overload.params[0].ty.name();
                    format!("float4 {}({sampler}, float4)", overload.name)
                } else {
                    overload.signature()
                };
                (
                    5201,
                    format!("invalid internal function declaration for \"{signature}\""),
                )
            } else if profile.is_fragment()
                || matches!(
                    overload.intrinsic,
                    stdlib::Intrinsic::Texture(_)
                        | stdlib::Intrinsic::Geometry
                        | stdlib::Intrinsic::Gp4
                )
            {
                (
                    3004,
                    format!("function \"{declaration}\" not supported in this profile"),
                )
            } else {
                (
                    3002,
                    format!("call to undefined function \"{declaration}\""),
                )
            }
        })
        .clone()
}

/// cgc 3.1 lets a vector argument of `mul` convert to the Nx1 and 1xN
/// matrices of its matrix-matrix products (its C1101 candidate lists show
/// `mul(float4x1, float1x4)` for `mul(float4, float3x4)`), so a `mul` whose
/// operands fit only after changing the component count of one of them
/// (narrowed, or a scalar smeared; or that fit no overload at all) ties
/// among many overloads: C1101 (corpus cases 114, 115, 431-433). A matrix of
/// one column or row taken as the vector of as many components is not such
/// a change (`mul(half2x2, float2x1)` is
/// `mul(half2x2, half2)`, conformance table). cgrs does not rank those
/// vector-to-matrix conversions and models the ties here.
pub(super) fn mul_is_ambiguous(args: &[Type], chosen: Option<&[Type]>) -> bool {
    let has_matrix = args.iter().any(|ty| matches!(ty.base, Base::Matrix(..)));
    if !has_matrix || args.len() != 2 || args.iter().any(|ty| ty.is_array() || ty.is_error()) {
        return false;
    }
    match chosen {
        None => true,
        Some(params) => args
            .iter()
            .zip(params)
            .any(|(&arg, &param)| arg.component_count() != param.component_count()),
    }
}
