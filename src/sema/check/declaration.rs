//! Local declarations and initializers (`= expr`, `= { ... }`).

use super::checker::{Checker, Context, Resolved};
use crate::diag::Diagnostic;
use crate::sema::hir::{self, ExprId, ExprKind, StmtKind};
use crate::sema::types::{Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;
use std::collections::HashMap;

impl Checker<'_> {
    /// Checks annotations (`< float UIMin = 0; >`) as cgc does: each a
    /// local declaration, in a scope of their own (an annotation may take
    /// the name of what it annotates, or of a global). The values are not
    /// code that runs: what cgc reports only there (an undefined name, an
    /// overload no argument fits) is no error, and an annotation whose
    /// declaration names something undefined has no value (cgc does not
    /// list it: probe tests/sema/cases/643).
    pub(super) fn annotations(&mut self, annotations: &[ast::Annotation]) -> Vec<hir::Annotation> {
        if annotations.is_empty() {
            return Vec::new();
        }
        let (deferred, calls, initializer_warnings) = (
            self.deferred.len(),
            self.calls.len(),
            self.initializer_warnings.len(),
        );
        self.scopes.push(HashMap::new());
        let outer = std::mem::replace(&mut self.in_annotation, true);
        let mut block = hir::Block::new();
        let mut checked = Vec::new();
        for declaration in annotations {
            let (first, reported) = (block.len(), self.deferred.len());
            self.local_declaration(declaration, &mut block);
            let undefined = self.deferred[reported..]
                .iter()
                .any(|diagnostic| diagnostic.code == 1008);
            for &stmt in &block[first..] {
                if let StmtKind::Local { local, init } = self.body.stmt(stmt).kind {
                    let local = self.body.local(local);
                    let (name, ty) = (local.name.clone(), local.ty);
                    // Folded as a uniform's default is (`7 / 2` is 3).
                    let value = init
                        .filter(|_| !undefined)
                        .map(|value| self.uniform_default(value));
                    checked.push(hir::Annotation { name, ty, value });
                }
            }
        }
        self.scopes.pop();
        self.in_annotation = outer;
        self.deferred.truncate(deferred);
        self.copied_deferred
            .retain(|&(position, _)| position < deferred);
        self.calls.truncate(calls);
        self.initializer_warnings.truncate(initializer_warnings);
        checked
    }

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
        self.declare_local_struct(&declaration.ty);
        // A profile specifier on a local (`shared float a;`, `arbfp1 float
        // a;`), as on a global: cgc 3.1 warns about a word no profile
        // answers to (C7022 "unrecognized profile specifier \"shared\"")
        // and rejects it on each variable (C1071 "profile specifier
        // \"shared\" not allowed on non-function \"a\"": sema case 729).
        let specifiers = declaration.qualifiers.iter().filter_map(|q| match &q.kind {
            ast::QualifierKind::Profile(name) => Some((name, q.span)),
            _ => None,
        });
        for (name, span) in specifiers {
            if !crate::syntax::parser::is_known_profile_specifier(name) {
                self.diagnostics.push(Diagnostic::warning(
                    crate::syntax::parser::UNRECOGNIZED_PROFILE_SPECIFIER,
                    span,
                    format!("unrecognized profile specifier \"{name}\""),
                ));
            }
            for declarator in &declaration.declarators {
                self.error(
                    crate::syntax::parser::PROFILE_SPECIFIER_ON_VARIABLE,
                    declarator.name.span,
                    format!(
                        "profile specifier \"{name}\" not allowed on non-function \"{}\"",
                        declarator.name.name
                    ),
                );
            }
        }
        for declarator in &declaration.declarators {
            // Parameter qualifiers on a local (probed with cgc 3.1, in called
            // and uncalled functions alike): `out`/`inout` C5060 then C1004,
            // `in` C1004 only; `uniform` and `varying` C5056; `extern` with
            // an initializer C1061 (tests/sema/cases/644).
            let name = &declarator.name.name;
            if writes {
                let direction = if reads { "inout" } else { "out" };
                self.error(
                    5060,
                    declarator.span,
                    format!("{direction} can't be used with non-varying {name}"),
                );
            }
            // Not on an annotation (probe tests/sema/cases/642).
            if (reads || writes) && !self.in_annotation {
                self.error(
                    1004,
                    declarator.span,
                    format!("in and out can't be used on local variable \"{name}\""),
                );
            }
            for (kind, word) in [
                (ast::QualifierKind::Uniform, "uniform"),
                (ast::QualifierKind::Varying, "varying"),
            ] {
                if has(kind) {
                    self.error(
                        5056,
                        declarator.span,
                        format!("'{word}' not allowed on local variable '{name}'"),
                    );
                }
            }
            if has(ast::QualifierKind::Extern) && declarator.init.is_some() {
                self.error(
                    1061,
                    declarator.span,
                    format!("initialization of extern variable \"{name}\""),
                );
            }
            let mut ty = self.local_type(&declaration.ty, &declarator.array);
            ty = crate::sema::items::packed_if_qualified(ty, &declaration.qualifiers)
                .pointer_to(declarator.pointer);
            // cgc checks the modifier on a local and ignores it: a local
            // matrix lives in temporaries, not constant registers.
            let mut diagnostics = Vec::new();
            crate::sema::items::matrix_layout(&declaration.qualifiers, ty, &mut diagnostics);
            self.diagnostics.append(&mut diagnostics);
            // A parameter declared again has the parameter's type (cgc
            // 3.1 checks the initializer against it: case 735).
            if let Some(param) = self.redeclared_parameter(&declarator.name.name) {
                ty = param.ty;
            }
            let declared = hir::Local {
                name: declarator.name.name.clone(),
                ty,
                is_const,
                is_static,
                span: declarator.span,
                read_in_initializer: false,
            };
            if declaration.is_typedef() {
                // A typedef in a body names the type in its block only (probe
                // tests/header/246): a local of that type in the scope,
                // which no statement declares.
                let local = self.declare_local(declared, false);
                self.typedef_locals.insert(local);
                continue;
            }
            // The name is in scope in its own initializer, as in C and cgc
            // (`float4 r = r + p;` reads the new, undefined `r`: probe
            // tests/header/245).
            let local = self.declare_local(declared, declarator.init.is_some());
            let init = declarator.init.as_ref();
            let init = init.filter(|init| !crate::sema::items::ignored_sampler_state(init, ty));
            let init = init.map(|init| {
                let outer = self.initializing.replace(local);
                let value = self.declared_initializer(init, ty);
                self.initializing = outer;
                // An unsized array takes the size of its initializer.
                if ty.array_len() == Some(0) {
                    ty = self.ty(value);
                    self.body.locals[local.index()].ty = ty;
                }
                value
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
                    let diagnostic = super::constant_init::check(
                        self.items,
                        self.signature,
                        (&self.body, &self.late),
                        init,
                    );
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

    /// A struct defined (or first declared, `struct S;`) in a body names it
    /// to the end of its block and hides a global struct of that name there
    /// (cgc 3.1, probe tests/header/270): a local of its type, like a
    /// typedef's. A second definition in the same block repeats the first
    /// (the table reports one that differs).
    fn declare_local_struct(&mut self, spec: &ast::TypeSpec) {
        let ast::TypeKind::Struct(def) = &spec.element().kind else {
            return;
        };
        let Some(item) = self.signature.map(|signature| signature.item_index) else {
            return;
        };
        let (Some(name), Some(id)) = (&def.name, self.items.struct_at(item, def.span)) else {
            return;
        };
        let current = self.scopes.last().and_then(|scope| scope.get(&name.name));
        if current.is_some_and(|local| self.typedef_locals.contains(local)) {
            return;
        }
        let local = self.declare_local(
            hir::Local {
                name: name.name.clone(),
                ty: Type::structure(id),
                is_const: false,
                is_static: false,
                span: def.span,
                read_in_initializer: false,
            },
            false,
        );
        self.typedef_locals.insert(local);
    }

    /// The type `spec` (with the declarator's dimensions `array`) names in
    /// the current scope: its typedefs and integer constants first.
    pub(super) fn local_type(&mut self, spec: &ast::TypeSpec, array: &[Option<ast::Expr>]) -> Type {
        let mut diagnostics = Vec::new();
        let ty = self.items.resolve_type_with(
            spec,
            array,
            &|name| self.local_constant(name),
            &|name| match self.lookup(name) {
                Some(Resolved::Local(local)) if self.typedef_locals.contains(&local) => {
                    Some(self.body.local(local).ty)
                }
                Some(_) => None,
                // A member function's body sees its struct's types.
                None => {
                    let owner = self.signature.and_then(|signature| signature.method_of)?;
                    self.items.member_type(owner, name)
                }
            },
            &mut diagnostics,
        );
        self.diagnostics.append(&mut diagnostics);
        ty
    }

    /// An initializer (`= expr` or `= { ... }`) converted to `ty`.
    ///
    /// cgc dates the conversion warnings of an initializer by the token read
    /// after it (it converts when it reduces the value): `float h = t.x +`
    /// / `acc;` warns at the `;`'s line, `float a = x, b = y;` at the `,`
    /// and the `;`. The items of a brace list all warn where the token after
    /// the list's last item is (its `}`, or a trailing `,`), each nested
    /// list by its own last item (probed with cgc 3.1; tests/sema/cases/613).
    pub(super) fn initializer(&mut self, init: &ast::Initializer, ty: Type) -> ExprId {
        self.initializer_at(init, ty, init.follow)
    }

    /// [`Checker::initializer`] of a variable's declaration: its errors, the
    /// deferred ones too, placed where cgc places them
    /// ([`super::initializer_site`]).
    pub(super) fn declared_initializer(&mut self, init: &ast::Initializer, ty: Type) -> ExprId {
        let (reported, deferred) = (self.diagnostics.len(), self.deferred.len());
        let value = self.initializer(init, ty);
        let new_errors = self.diagnostics.iter_mut().skip(reported);
        let new_deferred = self.deferred.iter_mut().skip(deferred);
        for diagnostic in new_errors.chain(new_deferred) {
            if let (true, None, Some(span)) = (
                diagnostic.is_error(),
                diagnostic.cgc_site(),
                diagnostic.span,
            ) {
                diagnostic.set_cgc_site(super::initializer_site::site(init, span));
            }
        }
        value
    }

    /// `value` checked, the deferred errors met in it placed where cgc
    /// places them ([`super::initializer_site::value_site`]): `statement`
    /// is the site of the assignment or `return` it is the value of.
    pub(super) fn statement_value(&mut self, value: &ast::Expr, statement: Span) -> ExprId {
        let deferred = self.deferred.len();
        let id = self.expr(value);
        for diagnostic in self.deferred.iter_mut().skip(deferred) {
            if let (true, None, Some(span)) = (
                diagnostic.is_error(),
                diagnostic.cgc_site(),
                diagnostic.span,
            ) {
                let site = super::initializer_site::value_site(value, span, statement);
                diagnostic.set_cgc_site(Some(site));
            }
        }
        id
    }

    /// [`Checker::initializer`], an expression's conversion dated at `site`.
    fn initializer_at(&mut self, init: &ast::Initializer, ty: Type, site: Span) -> ExprId {
        self.initializer_in(init, ty, site, Context::Initialization)
    }

    /// [`Self::initializer_at`] of an item of an array's or a struct's list.
    fn list_item_at(&mut self, init: &ast::Initializer, ty: Type, site: Span) -> ExprId {
        self.initializer_in(init, ty, site, Context::ListItem)
    }

    /// An item already checked, stored as [`Self::initializer_in`] does.
    fn checked_item_in(&mut self, value: ExprId, ty: Type, site: Span, context: Context) -> ExprId {
        // An unsized array takes the length of the array it is
        // initialized with (`float l[] = float[](1, 2, 3)`, as cgc).
        let value_len = self.ty(value).array_len().filter(|&len| len > 0);
        let ty = match (ty.array_len(), value_len) {
            (Some(0), Some(len)) => ty.element().and_then(|e| e.array_of(len)).unwrap_or(ty),
            _ => ty,
        };
        self.store_at(value, ty, context, site)
    }

    /// The `index`th item of a list stored to `ty`: the first one may have
    /// been checked already, to choose how the list is read
    /// ([`ListReading::ByElement`]).
    fn list_item_in(
        &mut self,
        (index, element): (usize, &ast::Initializer),
        checked_first: Option<ExprId>,
        ty: Type,
        site: Span,
        context: Context,
    ) -> ExprId {
        match checked_first {
            Some(value) if index == 0 => self.checked_item_in(value, ty, site, context),
            _ => self.initializer_in(element, ty, site, context),
        }
    }

    fn initializer_in(
        &mut self,
        init: &ast::Initializer,
        ty: Type,
        site: Span,
        context: Context,
    ) -> ExprId {
        match &init.kind {
            ast::InitializerKind::Expr(expr) => {
                let value = self.expr(expr);
                self.checked_item_in(value, ty, site, context)
            }
            ast::InitializerKind::List(elements) => self.init_list(elements, ty, init.span),
            // On a sampler it is ignored before this (`ignored_sampler_state`).
            ast::InitializerKind::SamplerState(_) => {
                self.error(1060, init.span, "incompatible types in initialization");
                self.error(1056, init.span, "invalid initialization");
                self.error_expr(init.span)
            }
        }
    }

    /// A brace list converted to `ty`, by cgc's rules (probed with cgc 3.1;
    /// tests/conformance/initializers.json):
    ///
    /// - a vector takes one component per expression, nested lists read as
    ///   their components in order (`float4 v = {1, {2, 3}, 4}`); a vector
    ///   expression gives its first component (C7011);
    /// - an array, a matrix (rows) and a struct (members) take one element
    ///   per item of the list, except that an array or matrix given more
    ///   items than it has elements, the first a scalar, reads the list as
    ///   its components in order (`float2x2 m = {1, 2, 3, 4}`);
    /// - a scalar takes a list of one item, but not a `cfloat` constant
    ///   (`float x = {1.5}` is C1060 where `{1}` and `{p.x}` compile);
    /// - more items than places is C1058, fewer C1057.
    pub(super) fn init_list(
        &mut self,
        elements: &[ast::Initializer],
        ty: Type,
        span: Span,
    ) -> ExprId {
        let checked_first = match self.list_reading(elements, ty, span) {
            ListReading::Flat(value) => return value,
            ListReading::ByElement(checked_first) => checked_first,
        };
        let site = list_site(elements, span);
        if let Some(element_ty) = ty.element() {
            let count = ty.array_len().unwrap_or(0);
            // cgc converts the items that have a place before it counts.
            let places = if count == 0 {
                elements.len()
            } else {
                count as usize
            };
            let values: Vec<ExprId> = elements
                .iter()
                .enumerate()
                .take(places)
                .map(|item| {
                    self.list_item_in(item, checked_first, element_ty, site, Context::ListItem)
                })
                .collect();
            if !self.list_count_fits(elements.len(), count as usize, span) {
                return self.error_expr(span);
            }
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
            let wanted = fields.len();
            let values = elements
                .iter()
                .zip(fields)
                .map(|(element, field_ty)| self.list_item_at(element, field_ty, site))
                .collect();
            if !self.list_count_fits(elements.len(), wanted, span) {
                return self.error_expr(span);
            }
            return self.add(ExprKind::InitList { elements: values }, ty, span);
        }
        match ty.base {
            // A string takes a list of one item as a scalar does (`string
            // s = {"x"}`; probe tests/sema/cases/644).
            Base::Scalar(_) | Base::String => {
                if !self.list_count_fits(elements.len(), 1, span) {
                    return self.error_expr(span);
                }
                match &elements[0].kind {
                    ast::InitializerKind::Expr(expr) => {
                        let value = self.expr(expr);
                        if self.ty(value) == Type::CFLOAT {
                            self.error(1060, span, "incompatible types in initialization");
                            return self.error_expr(span);
                        }
                        self.coerce_at(value, ty, Context::Initialization, site)
                    }
                    _ => self.initializer_at(&elements[0], ty, site),
                }
            }
            Base::Vector(scalar, width) => {
                let mut values = Vec::new();
                self.list_components(elements, &mut values);
                if !self.list_count_fits(values.len(), width as usize, span) {
                    return self.error_expr(span);
                }
                let components = values
                    .into_iter()
                    .map(|value| {
                        self.coerce_at(value, Type::scalar(scalar), Context::Initialization, site)
                    })
                    .collect();
                self.construct_from(ty, components, span)
            }
            Base::Matrix(scalar, rows, cols) => {
                let row_ty = Type::vector(scalar, cols);
                let values = elements
                    .iter()
                    .enumerate()
                    .take(rows as usize)
                    .map(|item| {
                        let context = Context::Initialization;
                        self.list_item_in(item, checked_first, row_ty, site, context)
                    })
                    .collect();
                if !self.list_count_fits(elements.len(), rows as usize, span) {
                    return self.error_expr(span);
                }
                self.construct_from(ty, values, span)
            }
            _ => {
                self.error(1056, span, "invalid initialization");
                self.error_expr(span)
            }
        }
    }

    /// Whether a list of `given` items fills `wanted` places: more is C1058,
    /// fewer C1057 (`wanted` 0, an unsized array, takes any number).
    fn list_count_fits(&mut self, given: usize, wanted: usize, span: Span) -> bool {
        if wanted == 0 || given == wanted {
            return true;
        }
        if given > wanted {
            self.error(1058, span, "too much data in initialization");
        } else {
            self.error(1057, span, "too little data in initialization");
        }
        false
    }

    /// The expressions of a list in order, nested lists read through.
    fn list_components(&mut self, elements: &[ast::Initializer], values: &mut Vec<ExprId>) {
        for element in elements {
            match &element.kind {
                ast::InitializerKind::Expr(expr) => values.push(self.expr(expr)),
                ast::InitializerKind::List(inner) => self.list_components(inner, values),
                ast::InitializerKind::SamplerState(_) => {
                    self.error(1060, element.span, "incompatible types in initialization");
                }
            }
        }
    }

    /// How a list is read. `float2 s[3] = { -0.3, -0.4, 0.1, 0.2, 0.5, 0.6
    /// }`, `float2x2 m = {1, 2, 3, 4}`: a sized array of numbers (vectors,
    /// matrices, arrays of them) or a matrix given at least as many items as
    /// it has elements, the first a scalar, reads the list as its components
    /// in order, nested lists read through, each expression giving one
    /// component (a vector its first, C7011) converted to the scalar type.
    /// So `float2 s[2] = {0.5, 1}` and `float2x2 m = {x, v.yz}` are too
    /// little data (C1057) where a vector first (`{v.xy, 1}`) is read by
    /// element, each item smeared. Given more items than elements, an array
    /// warns C1058; the components must be exactly as many (fewer: C1057,
    /// more: C1058; probes tests/sema/cases/479-481, 733 and the conformance
    /// table).
    fn list_reading(&mut self, elements: &[ast::Initializer], ty: Type, span: Span) -> ListReading {
        let places = match (ty.element(), ty.base) {
            (Some(element_ty), _) if !element_ty.is_scalar() => ty.array_len().unwrap_or(0),
            (None, Base::Matrix(_, rows, _)) => u32::from(rows),
            _ => 0,
        } as usize;
        let Some((scalar, wanted)) = numeric_components(ty) else {
            return ListReading::ByElement(None);
        };
        if places == 0 || elements.len() < places {
            return ListReading::ByElement(None);
        }
        let ast::InitializerKind::Expr(first) = &elements[0].kind else {
            return ListReading::ByElement(None);
        };
        let first = self.expr(first);
        if !self.ty(first).is_scalar() {
            if elements.len() == places {
                return ListReading::ByElement(Some(first));
            }
            // Read element by element: the surplus is an error.
            self.error(1058, span, "too much data in initialization");
            return ListReading::Flat(self.error_expr(span));
        }
        if ty.is_array() && elements.len() > places && self.unreached_depth == 0 {
            // cgc warns where the list ends, when it compiles the code
            // (probe tests/sema/cases/607).
            let end = Span {
                start: span.end.saturating_sub(1).max(span.start),
                ..span
            };
            self.initializer_warnings.push(Diagnostic::warning(
                1058,
                end,
                "too much data in initialization",
            ));
        }
        let mut values = vec![first];
        self.list_components(&elements[1..], &mut values);
        if !self.list_count_fits(values.len(), wanted, span) {
            return ListReading::Flat(self.error_expr(span));
        }
        let site = list_site(elements, span);
        let components: Vec<ExprId> = values
            .into_iter()
            .map(|value| self.coerce_at(value, Type::scalar(scalar), Context::Initialization, site))
            .collect();
        ListReading::Flat(self.build_from_components(ty, &components, span))
    }

    /// A value of `ty` (a number, or an array of them) from its components in
    /// order.
    fn build_from_components(&mut self, ty: Type, components: &[ExprId], span: Span) -> ExprId {
        if let Some(element_ty) = ty.element() {
            let size = numeric_components(element_ty).map_or(1, |(_, n)| n.max(1));
            let elements = components
                .chunks(size)
                .map(|chunk| self.build_from_components(element_ty, chunk, span))
                .collect();
            return self.add(ExprKind::InitList { elements }, ty, span);
        }
        if ty.is_scalar() {
            return components[0];
        }
        self.construct_from(ty, components.to_vec(), span)
    }
}

/// How [`Checker::list_reading`] reads a brace list.
enum ListReading {
    /// As the components of the whole, in order: the value built (or the
    /// error).
    Flat(ExprId),
    /// One item per element, the first one's value if it was checked to
    /// choose.
    ByElement(Option<ExprId>),
}

/// Where the conversions of a brace list's items are dated: at the token
/// after its last item (see [`Checker::initializer`]).
fn list_site(elements: &[ast::Initializer], span: Span) -> Span {
    elements.last().map_or(span, |last| last.follow)
}

/// The scalar of a number or an array of numbers, and how many components it
/// holds in all.
fn numeric_components(ty: Type) -> Option<(Scalar, usize)> {
    match ty.element() {
        Some(element) => {
            let (scalar, count) = numeric_components(element)?;
            Some((scalar, count * ty.array_len()? as usize))
        }
        None => Some((ty.scalar_kind()?, ty.component_count()? as usize)),
    }
}
