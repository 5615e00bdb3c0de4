//! The checker's state and the helpers every concern uses: the diagnostics,
//! the body's arena, and the scopes that names are looked up in.

use crate::diag::Diagnostic;
use crate::profile::ProfileRef;
use crate::sema::hir::{self, Body, ConstValue, Expr, ExprId, ExprKind, LocalId};
use crate::sema::items::{self, Items, Signature};
use crate::sema::types::{self, Scalar, Type};
use crate::span::Span;
use smallvec::SmallVec;
use std::collections::{HashMap, HashSet};

/// What a conversion is for; decides the error message when it is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Context {
    Initialization,
    /// An item of a brace list that initializes an array or a struct.
    ListItem,
    Assignment,
    Return,
    Argument,
}

pub(super) struct Checker<'a> {
    pub(super) items: &'a Items,
    pub(super) signature: Option<&'a Signature>,
    /// The item of the global whose initializer is checked (no
    /// `signature` then): the functions it may call are those declared
    /// before it.
    pub(super) global_item: Option<usize>,
    pub(super) profile: ProfileRef,
    pub(super) body: Body,
    /// The local whose initializer is being checked.
    pub(super) initializing: Option<LocalId>,
    pub(super) scopes: Vec<HashMap<String, LocalId>>,
    /// Checking an annotation (`Checker::annotations`): a local declaration
    /// of which cgc reports fewer errors.
    pub(super) in_annotation: bool,
    /// Values of the `static const int` locals with a constant initializer:
    /// array sizes may name them (libretro's crt-royale, sema case 502).
    pub(super) local_constants: HashMap<LocalId, i64>,
    pub(super) loop_depth: u32,
    /// The `loop_depth` of the innermost `switch` (which is lowered as a
    /// one-pass loop so that `break` leaves it); `continue` there would
    /// continue that loop instead of the enclosing one.
    pub(super) switch_depth: Option<u32>,
    /// The innermost `switch`'s flag for a `continue` of the enclosing loop:
    /// set and `break` inside the switch, tested after it; `true` once used.
    pub(super) switch_continue: Option<(LocalId, bool)>,
    /// See [`CheckedBody::unsized_reads`].
    pub(super) unsized_reads: Vec<hir::GlobalId>,
    /// See [`CheckedBody::unsized_param_reads`].
    pub(super) unsized_param_reads: Vec<u32>,
    /// See [`CheckedBody::static_calls`].
    pub(super) static_calls: Vec<(hir::FunctionId, Span)>,
    /// See [`CheckedBody::copied_exprs`].
    pub(super) copied_exprs: Vec<(std::ops::Range<usize>, usize)>,
    /// See [`CheckedBody::copied_diagnostics`].
    pub(super) copied_diagnostics: Vec<(usize, usize)>,
    /// See [`CheckedBody::copied_deferred`].
    pub(super) copied_deferred: Vec<(usize, usize)>,
    /// See [`CheckedBody::copied_unreached`].
    pub(super) copied_unreached: Vec<(usize, usize)>,
    /// The struct each local of interface type was given: cgc fixes one
    /// per variable (C5210 on assigning another, corpus case 443).
    pub(super) concrete_locals: HashMap<LocalId, types::StructId>,
    /// Inside code that never runs: a branch a constant condition never
    /// takes, or a `for` loop whose first test fails; cgc removes such code
    /// before it inlines interface calls or reads unsized arrays (corpus
    /// cases 245, 395; Toolkit layers.cgfx).
    pub(super) dead_depth: u32,
    /// Inside code cgc's front end removes: a branch of an `if` or `? :`, a
    /// `while` or `for` loop, whose condition its folding makes constant
    /// ([`Checker::front_end_value`]). Errors cgc reports only for code
    /// that is reached go to [`Self::unreached`] there.
    pub(super) unreached_depth: u32,
    /// Values of `static const` scalar and vector locals whose initializer
    /// cgc's front end folds: conditions may name them (probe
    /// tests/sema/cases/531).
    pub(super) static_const_locals: HashMap<LocalId, ConstValue>,
    /// The scalar type a literal had before the checker's implicit
    /// conversion folded it (`1.0` of `1.0 / 0.0f` converted to
    /// `float`): cgc's front end folds in that type
    /// ([`super::front_fold`]).
    pub(super) unconverted_literals: HashMap<ExprId, Scalar>,
    /// The names local typedefs declare, in scope as locals of the type
    /// they name (see [`Checker::local_type`]).
    pub(super) typedef_locals: HashSet<LocalId>,
    /// See [`CheckedBody::deferred`](super::CheckedBody::deferred).
    pub(super) deferred: Vec<Diagnostic>,
    /// See [`CheckedBody::unreached`](super::CheckedBody::unreached).
    pub(super) unreached: Vec<Diagnostic>,
    /// See [`CheckedBody::calls`](super::CheckedBody::calls).
    pub(super) calls: Vec<(hir::FunctionId, Span)>,
    /// See [`CheckedBody::geometry_sites`](super::CheckedBody::geometry_sites).
    pub(super) geometry_sites: Vec<(Span, Option<Span>)>,
    /// See [`CheckedBody::library_bodies`](super::CheckedBody::library_bodies).
    pub(super) library_bodies: Vec<(Span, hir::StdlibId)>,
    /// The location of the innermost enclosing node cgc's parser located
    /// (`super::geometry_site`).
    pub(super) geometry_site: Option<Span>,
    /// Nesting of `const` global initializers being folded into a use.
    pub(super) const_depth: u32,
    /// Error values that cgc still converts and fails: after a bad vector
    /// swizzle character (C1048) the value, and any arithmetic on it, fails the
    /// conversion of an initialization, assignment or return (C1060 and
    /// C1056, C1035, C1016; probed with cgc 3.1, corpus cases 096, 306).
    pub(super) loud_errors: HashSet<ExprId>,
    /// The operand a `c ? a : b` with a constant `c` folded to where the
    /// other operand is undefined: cgc folds it only in the code it
    /// compiles, so its conversion errors are deferred (probe
    /// tests/sema/cases/545: `r = false ? nothere : p.xyz` is C1035, yet
    /// reported with undefined names).
    pub(super) folded_operands: HashSet<ExprId>,
    /// A user function's name used as a value: cgc gives it a function type,
    /// which no conversion accepts (C1016, C1060/C1056, C1035) and no
    /// operator takes (C1020); probed with cgc 3.1, corpus case 331.
    pub(super) function_values: HashSet<ExprId>,
    /// Unsuffixed number literals written as one token (`3.7`, `(3)`, not
    /// `-3.7` or `2.0 * 1.85`): next to a `fixed` operand they may be `half`
    /// ([`Self::widen_fixed_literal`]).
    pub(super) literal_tokens: HashSet<ExprId>,
    /// Values cgc types only when it compiles the function: calls of the
    /// library it resolves late, and what is computed from them
    /// ([`crate::sema::eager_calls`]).
    pub(super) late: HashSet<ExprId>,
    /// The values of constructors and casts (of the same type too, where the
    /// value is the operand's own node): cgc types them at once, even of a
    /// late operand, in an entry's uniform default
    /// ([`super::constant_init::check_parameter_default`]).
    pub(super) typed_at_once: HashSet<ExprId>,
    /// Inside the check of an operation on a late value: its diagnostics
    /// are cgc's only where the function is compiled ([`Checker::report`]).
    pub(super) late_depth: u32,
    /// Inside the check of a compound assignment (`a op= b`), whose
    /// narrowing cgc reports last, once ([`CheckedBody::compound_warnings`](super::CheckedBody::compound_warnings)).
    pub(super) compound_depth: u32,
    /// See [`CheckedBody::compound_warnings`](super::CheckedBody::compound_warnings).
    pub(super) compound_warnings: Vec<Diagnostic>,
    /// See [`CheckedBody::initializer_warnings`](super::CheckedBody::initializer_warnings).
    pub(super) initializer_warnings: Vec<Diagnostic>,
    /// Where the implicit conversion being checked is dated, when not at
    /// its value: an initializer's, at the token after it
    /// ([`Checker::coerce_at`]).
    pub(super) conversion_site: Option<Span>,
    /// The token after the statement being checked: the next statement's
    /// first or the block's closing brace (`None` outside a body).
    pub(super) following: Option<Span>,
    /// The `&&`/`||` of the statement condition being checked
    /// ([`Checker::condition`]).
    pub(super) condition_logic: Vec<Span>,
    /// Names resolve among the globals only ([`Checker::in_global_scope`]).
    pub(super) file_scope_names: bool,
    /// Checking the initializer of a global that must be a constant (a
    /// `const` or `static const` one, a uniform's default).
    pub(super) constant_initializer: bool,
    /// Where cgc dates the implicit conversions of the arguments of the
    /// call being checked ([`crate::diag::Diagnostic::cgc_site`]): by the
    /// token before each argument, the `(` for the first (the end of the
    /// callee), the `,` for each later one (the end of the argument before
    /// it); heldout18 class 8, heldout19 class 1. Empty outside a call.
    pub(super) argument_sites: SmallVec<[Span; 4]>,
    pub(super) diagnostics: Vec<Diagnostic>,
}

/// What a name denotes.
pub(super) enum Resolved {
    Local(LocalId),
    Param(u32),
    /// A member of the object inside a member function: `this.field`.
    Field(u32),
    Global(hir::GlobalId),
}

impl<'a> Checker<'a> {
    pub(super) fn new(
        items: &'a Items,
        signature: Option<&'a Signature>,
        profile: ProfileRef,
    ) -> Self {
        Checker {
            items,
            signature,
            global_item: None,
            profile,
            body: Body::default(),
            initializing: None,
            scopes: Vec::new(),
            in_annotation: false,
            local_constants: HashMap::new(),
            loop_depth: 0,
            switch_depth: None,
            switch_continue: None,
            unsized_reads: Vec::new(),
            unsized_param_reads: Vec::new(),
            static_calls: Vec::new(),
            copied_exprs: Vec::new(),
            copied_diagnostics: Vec::new(),
            copied_deferred: Vec::new(),
            copied_unreached: Vec::new(),
            concrete_locals: HashMap::new(),
            dead_depth: 0,
            unreached_depth: 0,
            static_const_locals: HashMap::new(),
            unconverted_literals: HashMap::new(),
            typedef_locals: HashSet::new(),
            deferred: Vec::new(),
            unreached: Vec::new(),
            calls: Vec::new(),
            geometry_sites: Vec::new(),
            library_bodies: Vec::new(),
            geometry_site: None,
            const_depth: 0,
            loud_errors: HashSet::new(),
            literal_tokens: HashSet::new(),
            late: HashSet::new(),
            typed_at_once: HashSet::new(),
            late_depth: 0,
            compound_depth: 0,
            compound_warnings: Vec::new(),
            initializer_warnings: Vec::new(),
            conversion_site: None,
            following: None,
            condition_logic: Vec::new(),
            file_scope_names: false,
            constant_initializer: false,
            argument_sites: SmallVec::new(),
            folded_operands: HashSet::new(),
            function_values: HashSet::new(),
            diagnostics: Vec::new(),
        }
    }

    pub(super) fn error(&mut self, code: u32, span: Span, message: impl Into<String>) {
        self.report(Diagnostic::error(code, span, message));
    }

    /// Adds a diagnostic of the expression being checked where cgc reports
    /// it: a compound assignment's narrowing last, once; one about a late
    /// value ([`Self::late`]) when the function is compiled (none in
    /// code the front end removes: cgc never compiles it); others now.
    pub(super) fn report(&mut self, diagnostic: Diagnostic) {
        let warning = !diagnostic.is_error();
        if self.compound_depth > 0 && warning {
            if self.unreached_depth == 0 {
                self.compound_warnings.push(diagnostic);
            }
        } else if self.late_depth > 0 {
            if !(warning && self.unreached_depth > 0) {
                self.defer(diagnostic);
            }
        } else {
            self.diagnostics.push(diagnostic);
        }
    }

    /// Whether cgc types `value` only when it compiles the function.
    pub(super) fn is_late(&self, value: ExprId) -> bool {
        self.late.contains(&value)
    }

    /// Runs `check`, the check of an operation on values of which some are
    /// late when `late`, reporting its diagnostics as [`Self::report`] says.
    pub(super) fn late_if<T>(&mut self, late: bool, check: impl FnOnce(&mut Self) -> T) -> T {
        self.late_depth += u32::from(late);
        let result = check(self);
        self.late_depth -= u32::from(late);
        result
    }

    /// [`Self::late_if`] whose result is late too when `late`.
    pub(super) fn late_value(
        &mut self,
        late: bool,
        check: impl FnOnce(&mut Self) -> ExprId,
    ) -> ExprId {
        let value = self.late_if(late, check);
        if late {
            self.late.insert(value);
        }
        value
    }

    /// An error cgc reports only in code it compiles for the entry: an
    /// undefined name, a call no overload fits, a function the profile
    /// lacks (see [`CheckedBody::deferred`](super::CheckedBody::deferred)).
    pub(super) fn defer(&mut self, diagnostic: Diagnostic) {
        if self.unreached_depth > 0 {
            self.unreached.push(diagnostic);
        } else {
            self.deferred.push(diagnostic);
        }
    }

    /// [`Self::defer`] of an error with `code`, `span` and `message`.
    pub(super) fn defer_error(&mut self, code: u32, span: Span, message: impl Into<String>) {
        self.defer(Diagnostic::error(code, span, message));
    }

    /// A call of user function `id` from code that runs, at `span`: the
    /// program reaches the callee.
    pub(super) fn note_call(&mut self, id: hir::FunctionId, span: Span) {
        if self.unreached_depth == 0 {
            self.calls.push((id, span));
            self.geometry_sites.push((span, self.geometry_site));
        }
    }

    pub(super) fn add(&mut self, kind: ExprKind, ty: Type, span: Span) -> ExprId {
        self.body.add_expr(Expr { kind, ty, span })
    }

    /// A sampler without a value: what a `sampler_state { ... }` default
    /// gives ([`items::ignored_sampler_state`]). Lowering a lookup through
    /// it reports that the sampler is no uniform.
    pub(super) fn unset_sampler(&mut self, ty: Type, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::new(),
            }),
            ty,
            span,
        )
    }

    pub(super) fn error_expr(&mut self, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::new(),
            }),
            Type::ERROR,
            span,
        )
    }

    /// A value of type `ty` whose construction or cast failed (the error is
    /// reported): cgc keeps the type the value was to have, so what uses it
    /// is checked as usual (`float4 a = (float4x4)v;` is C1033, then C1060
    /// and C1056; `float2 a = float4(1, 2, 3, 4, 5);` C1068, then C7011).
    pub(super) fn failed_value(&mut self, ty: Type, span: Span) -> ExprId {
        let value = self.error_expr(span);
        self.add(
            ExprKind::Convert {
                value,
                kind: hir::ConvertKind::Explicit,
            },
            ty,
            span,
        )
    }

    pub(super) fn ty(&self, id: ExprId) -> Type {
        self.body.expr(id).ty
    }

    pub(super) fn span(&self, id: ExprId) -> Span {
        self.body.expr(id).span
    }

    pub(super) fn type_name(&self, ty: Type) -> String {
        self.items.type_name(ty)
    }

    /// Runs `check` where names mean what they mean at file scope: a
    /// default argument, checked at a call, sees the globals and not the
    /// caller's locals or parameters (cgc: tests/sema/cases/748).
    pub(super) fn in_global_scope<T>(&mut self, check: impl FnOnce(&mut Self) -> T) -> T {
        let scopes = std::mem::take(&mut self.scopes);
        let outer = std::mem::replace(&mut self.file_scope_names, true);
        let result = check(self);
        self.scopes = scopes;
        self.file_scope_names = outer;
        result
    }

    pub(super) fn lookup(&self, name: &str) -> Option<Resolved> {
        if self.file_scope_names {
            return self.items.global(name).map(Resolved::Global);
        }
        for scope in self.scopes.iter().rev() {
            if let Some(&local) = scope.get(name) {
                return Some(Resolved::Local(local));
            }
        }
        if let Some(signature) = self.signature {
            if let Some(index) = signature.params.iter().position(|param| param.name == name) {
                return Some(Resolved::Param(index as u32));
            }
            let owner = signature.method_of.and_then(|id| self.items.struct_def(id));
            if let Some((field, _)) = owner.and_then(|def| def.field(name)) {
                return Some(Resolved::Field(field));
            }
        }
        self.items.global(name).map(Resolved::Global)
    }

    /// What a name means in an array size: `Some(value)` for a local or
    /// parameter (`value` when it is a `static const int` local with a
    /// constant initializer, as cgc takes; a plain `const` local is not),
    /// `None` for a name to look up among the globals.
    pub(super) fn local_constant(&self, name: &str) -> Option<Option<i64>> {
        match self.lookup(name)? {
            Resolved::Local(local) => Some(self.local_constants.get(&local).copied()),
            Resolved::Param(_) | Resolved::Field(_) => Some(None),
            Resolved::Global(_) => None,
        }
    }

    /// The parameter a local declared in the body's outermost scope, the
    /// parameters' scope, declares again (corpus 217).
    pub(super) fn redeclared_parameter(&self, name: &str) -> Option<&'a items::ParamSig> {
        if self.scopes.len() != 1 {
            return None;
        }
        self.signature?
            .params
            .iter()
            .find(|param| param.name == name)
    }

    /// Enters a local (or an annotation) in the innermost scope. A name
    /// the scope already declares is cgc 3.1's C1038 "declaration of \"a\"
    /// conflicts with previous declaration at FILE(LINE)", naming the
    /// earlier declaration; cgc reports it a second time when the new
    /// declaration has an initializer (`initialized`: `float a; float a =
    /// 1;` twice, `float a = 1; float a;` once, an annotation's twice: sema
    /// cases 216, 724, 725). A parameter redeclared in the body's outermost
    /// scope is declared again as that parameter, a local: its
    /// qualifiers are checked as a local's at the parameter (`out`/`inout`
    /// C5060, then C1004 "in and out can't be used on local variable"
    /// always, then `uniform` C5056; case 217, 735) and the local has
    /// its type ([`Self::redeclared_parameter`]).
    pub(super) fn declare_local(&mut self, local: hir::Local, initialized: bool) -> LocalId {
        let name = local.name.clone();
        let span = local.span;
        if local.ty.is_void() {
            self.diagnostics.push(items::void_variable(&name, span));
        }
        let times = if initialized { 2 } else { 1 };
        if let Some(param) = self.redeclared_parameter(&name) {
            let conflict = items::conflict(&name, span, param.span);
            let mut diagnostics = vec![conflict; times];
            if param.direction.writes() {
                let direction = if param.direction.reads() {
                    "inout"
                } else {
                    "out"
                };
                diagnostics.push(Diagnostic::error(
                    5060,
                    param.span,
                    format!("{direction} can't be used with non-varying {name}"),
                ));
            }
            diagnostics.push(Diagnostic::error(
                1004,
                param.span,
                format!("in and out can't be used on local variable \"{name}\""),
            ));
            if param.uniform {
                diagnostics.push(Diagnostic::error(
                    5056,
                    param.span,
                    format!("'uniform' not allowed on local variable '{name}'"),
                ));
            }
            self.diagnostics.extend(diagnostics);
        }
        if let Some(previous) = self.scopes.last().and_then(|scope| scope.get(&name)) {
            let previous_span = self.body.local(*previous).span;
            let conflict = items::conflict(&name, span, previous_span);
            self.diagnostics
                .extend(std::iter::repeat_n(conflict, times));
        }
        let id = self.body.add_local(local);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name, id);
        }
        id
    }
}
