//! The per-function checker: AST body → typed HIR body + diagnostics.
//!
//! Invariants:
//! - It reads only the global [`Items`] table and one function's AST, so its
//!   result depends on nothing else (the salsa query per function relies on
//!   this).
//! - It never stops at an error: a wrong expression gets [`Type::ERROR`], which
//!   converts silently to anything, so one mistake gives one message.
//! - Messages and codes are cgc's (probe shaders in tests/sema_unit/).
//! - Every implicit conversion becomes an [`ExprKind::Convert`] node;
//!   narrowing ones also warn C7011 as cgc does.

use crate::diag::Diagnostic;
use crate::profile::ProfileRef;
use crate::sema::glstate;
use crate::sema::hir::{
    self, BinaryOp, Body, Callee, Components, ConstValue, ConvertKind, Expr, ExprId, ExprKind,
    LocalId, Stmt, StmtId, StmtKind, UnaryOp,
};
use crate::sema::items::{self, parse_int_literal, Items, Signature};
use crate::sema::overload::{resolve, resolve_without_defaults, Candidate, Failure};
use crate::sema::precision;
use crate::sema::stdlib;
use crate::sema::types::{self, Base, Scalar, Type};
use crate::span::Span;
use crate::syntax::ast;
use smallvec::SmallVec;
use std::collections::{HashMap, HashSet};

/// The checked body of one function.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedBody {
    pub body: Body,
    /// Default values of parameters, in the body's arena (index = parameter).
    pub param_defaults: Vec<Option<ExprId>>,
    pub diagnostics: Vec<Diagnostic>,
    /// Unsized uniform arrays whose elements code that runs reads: C1308 at
    /// their declaration, which the program reports once ([`crate::sema::program`]).
    pub unsized_reads: Vec<hir::GlobalId>,
    /// `S::f(...)` calls of member functions without an object, with their
    /// spans: the program rejects those whose function reads members.
    pub static_calls: Vec<(hir::FunctionId, Span)>,
}

/// Checks one function's body against the global items.
pub fn check_function(
    items: &Items,
    signature: &Signature,
    function: &ast::Function,
    profile: ProfileRef,
) -> CheckedBody {
    let mut checker = Checker::new(items, Some(signature), profile);
    let param_defaults = signature
        .params
        .iter()
        .map(|param| {
            param.default.as_ref().map(|expr| {
                let value = checker.expr(expr);
                checker.coerce(value, param.ty, Context::Initialization)
            })
        })
        .collect();
    if let Some(block) = &function.body {
        checker.scopes.push(HashMap::new());
        let root = checker.block_stmts(&block.stmts);
        checker.body.root = root;
        let returns = checker
            .body
            .stmts
            .iter()
            .any(|stmt| matches!(stmt.kind, StmtKind::Return(_)));
        // cgc wants a return statement somewhere, not on every path (probe
        // missingret.cg passes; corpus case 130 fails with C1110).
        if !returns && !signature.return_ty.is_void() && !signature.return_ty.is_error() {
            checker.error(
                1110,
                function.name.span,
                format!("function \"{}\" has no return statement", signature.name),
            );
        }
    }
    CheckedBody {
        body: checker.body,
        param_defaults,
        diagnostics: checker.diagnostics,
        unsized_reads: checker.unsized_reads,
        static_calls: checker.static_calls,
    }
}

/// Checks the initializers of global variables into one body. `offset_of`
/// gives the start of the item declaring each global, so the resulting spans
/// are absolute.
pub fn check_global_inits(
    items: &Items,
    profile: ProfileRef,
    offset_of: &dyn Fn(usize) -> u32,
) -> (Body, Vec<Option<ExprId>>, Vec<Diagnostic>) {
    use crate::syntax::ast::VisitSpans;
    let mut checker = Checker::new(items, None, profile);
    let inits = items
        .globals
        .iter()
        .map(|global| {
            global.init.as_ref().map(|init| {
                let mut init = init.clone();
                let delta = offset_of(global.item_index) as i64;
                init.visit_spans(&mut |span| *span = span.shifted(delta));
                checker.initializer(&init, global.ty)
            })
        })
        .collect();
    (checker.body, inits, checker.diagnostics)
}

/// What a conversion is for; decides the error message when it is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Context {
    Initialization,
    Assignment,
    Return,
    Argument,
}

struct Checker<'a> {
    items: &'a Items,
    signature: Option<&'a Signature>,
    profile: ProfileRef,
    body: Body,
    scopes: Vec<HashMap<String, LocalId>>,
    /// Values of the `static const int` locals with a constant initializer:
    /// array sizes may name them (libretro's crt-royale, sema case 502).
    local_constants: HashMap<LocalId, i64>,
    loop_depth: u32,
    /// The `loop_depth` of the innermost `switch` (which is lowered as a
    /// one-pass loop so that `break` leaves it); `continue` there would
    /// continue that loop instead of the enclosing one.
    switch_depth: Option<u32>,
    /// The innermost `switch`'s flag for a `continue` of the enclosing loop:
    /// set and `break` inside the switch, tested after it; `true` once used.
    switch_continue: Option<(LocalId, bool)>,
    /// See [`CheckedBody::unsized_reads`].
    unsized_reads: Vec<hir::GlobalId>,
    /// See [`CheckedBody::static_calls`].
    static_calls: Vec<(hir::FunctionId, Span)>,
    /// The struct each local of interface type was given: cgc fixes one
    /// per variable (C5210 on assigning another, corpus case 443).
    concrete_locals: HashMap<LocalId, types::StructId>,
    /// Inside a branch a constant condition never takes: cgc removes such
    /// code before its profile checks (corpus cases 245, 395).
    dead_depth: u32,
    /// Nesting of `const` global initializers being folded into a use.
    const_depth: u32,
    /// Error values that cgc still converts and fails: after a bad vector
    /// swizzle character (C1048) the value, and any arithmetic on it, fails the
    /// conversion of an initialization, assignment or return (C1060 and
    /// C1056, C1035, C1016; probed with cgc 3.1, corpus cases 096, 306).
    loud_errors: HashSet<ExprId>,
    /// A user function's name used as a value: cgc gives it a function type,
    /// which no conversion accepts (C1016, C1060/C1056, C1035) and no
    /// operator takes (C1020); probed with cgc 3.1, corpus case 331.
    function_values: HashSet<ExprId>,
    /// Unsuffixed number literals written as one token (`3.7`, `(3)`, not
    /// `-3.7` or `2.0 * 1.85`): next to a `fixed` operand they may be `half`
    /// ([`Self::widen_fixed_literal`]).
    literal_tokens: HashSet<ExprId>,
    diagnostics: Vec<Diagnostic>,
}

/// What a name denotes.
enum Resolved {
    Local(LocalId),
    Param(u32),
    /// A member of the object inside a member function: `this.field`.
    Field(u32),
    Global(hir::GlobalId),
}

impl<'a> Checker<'a> {
    fn new(items: &'a Items, signature: Option<&'a Signature>, profile: ProfileRef) -> Self {
        Checker {
            items,
            signature,
            profile,
            body: Body::default(),
            scopes: Vec::new(),
            local_constants: HashMap::new(),
            loop_depth: 0,
            switch_depth: None,
            switch_continue: None,
            unsized_reads: Vec::new(),
            static_calls: Vec::new(),
            concrete_locals: HashMap::new(),
            dead_depth: 0,
            const_depth: 0,
            loud_errors: HashSet::new(),
            literal_tokens: HashSet::new(),
            function_values: HashSet::new(),
            diagnostics: Vec::new(),
        }
    }

    fn error(&mut self, code: u32, span: Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(code, span, message));
    }

    fn add(&mut self, kind: ExprKind, ty: Type, span: Span) -> ExprId {
        self.body.add_expr(Expr { kind, ty, span })
    }

    fn error_expr(&mut self, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::new(),
            }),
            Type::ERROR,
            span,
        )
    }

    fn ty(&self, id: ExprId) -> Type {
        self.body.expr(id).ty
    }

    fn span(&self, id: ExprId) -> Span {
        self.body.expr(id).span
    }

    fn type_name(&self, ty: Type) -> String {
        self.items.type_name(ty)
    }

    // ----- names -------------------------------------------------------

    fn lookup(&self, name: &str) -> Option<Resolved> {
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
    fn local_constant(&self, name: &str) -> Option<Option<i64>> {
        match self.lookup(name)? {
            Resolved::Local(local) => Some(self.local_constants.get(&local).copied()),
            Resolved::Param(_) | Resolved::Field(_) => Some(None),
            Resolved::Global(_) => None,
        }
    }

    fn declare_local(&mut self, local: hir::Local) -> LocalId {
        let name = local.name.clone();
        let span = local.span;
        if local.ty.is_void() {
            self.diagnostics.push(items::void_variable(&name, span));
        }
        // The body's outermost scope is the parameters' scope (corpus 217).
        if self.scopes.len() == 1 {
            if let Some(param) = self
                .signature
                .and_then(|sig| sig.params.iter().find(|param| param.name == name))
            {
                self.diagnostics
                    .push(items::conflict(&name, span, param.span));
            }
        }
        if let Some(previous) = self.scopes.last().and_then(|scope| scope.get(&name)) {
            let previous_span = self.body.local(*previous).span;
            self.diagnostics.push(
                Diagnostic::error(
                    1038,
                    span,
                    format!("declaration of \"{name}\" conflicts with previous declaration"),
                )
                .with_label(previous_span, "previous declaration"),
            );
        }
        let id = self.body.add_local(local);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name, id);
        }
        id
    }

    // ----- conversions -------------------------------------------------

    /// Converts `value` to `to`, inserting a [`ExprKind::Convert`] when the
    /// types differ; reports when the conversion is not allowed implicitly.
    fn coerce(&mut self, value: ExprId, to: Type, context: Context) -> ExprId {
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
                    self.diagnostics.push(Diagnostic::warning(
                        7011,
                        span,
                        format!(
                            "implicit cast from \"{}\" to \"{}\"",
                            self.type_name(from),
                            self.type_name(to)
                        ),
                    ));
                }
                self.convert(value, to, ConvertKind::Implicit)
            }
            None => {
                self.conversion_error(span, context);
                self.error_expr(span)
            }
        }
    }

    fn conversion_error(&mut self, span: Span, context: Context) {
        match context {
            Context::Initialization => {
                // cgc follows C1060 with C1056 (probe conv.cg).
                self.error(1060, span, "incompatible types in initialization");
                self.error(1056, span, "invalid initialization");
            }
            Context::Assignment => self.error(1035, span, "assignment of incompatible types"),
            Context::Return => {
                self.error(
                    1016,
                    span,
                    "expression type incompatible with function return type",
                );
            }
            Context::Argument => self.error(1102, span, "incompatible type for argument"),
        }
    }

    /// A number literal token (`3.7`, `(2)`) that is an operand of an
    /// operator with a `fixed` operand is a `fixed` constant when its value
    /// is below 2, and a `half` one otherwise, so that the operator computes
    /// in `half`: cgc rounds `fixed4 x; x + 3.7` to 3.6992188 (not the
    /// clamped 1.9990234) and calls `pick(half4)` for `pick(x * 2)`, the
    /// `fixed4` overload for `pick(x * 1.9999)` (probed with cgc 3.1,
    /// tests/shaders/fragment/fixed_literal_operands.cg, sema case 498).
    fn widen_fixed_literal(&mut self, literal: ExprId, other: Type) -> ExprId {
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
    fn convert(&mut self, value: ExprId, to: Type, kind: ConvertKind) -> ExprId {
        let span = self.span(value);
        if let Some(folded) = self.fold_convert(value, to) {
            return self.add(ExprKind::Literal(folded), to, span);
        }
        self.add(ExprKind::Convert { value, kind }, to, span)
    }

    fn constant(&self, id: ExprId) -> Option<&ConstValue> {
        match &self.body.expr(id).kind {
            ExprKind::Literal(value) if !self.ty(id).is_error() => Some(value),
            _ => None,
        }
    }

    fn fold_convert(&self, value: ExprId, to: Type) -> Option<ConstValue> {
        let constant = self.constant(value)?;
        let scalar = to.scalar_kind()?;
        let count = to.component_count()? as usize;
        let source = &constant.components;
        let components: SmallVec<[hir::Scalar; 4]> = if source.len() == 1 {
            std::iter::repeat_n(source[0], count).collect()
        } else if source.len() >= count && self.ty(value).is_numeric() && !to.is_scalar() {
            match (self.ty(value).base, to.base) {
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

    // ----- statements --------------------------------------------------

    fn block_stmts(&mut self, stmts: &[ast::Stmt]) -> hir::Block {
        let mut block = Vec::new();
        for stmt in stmts {
            self.stmt(stmt, &mut block);
        }
        block
    }

    fn scoped_block(&mut self, stmts: &[ast::Stmt]) -> hir::Block {
        self.scopes.push(HashMap::new());
        let block = self.block_stmts(stmts);
        self.scopes.pop();
        block
    }

    /// A sub-statement (`if` branch, loop body) as a block of its own scope.
    fn sub_block(&mut self, stmt: &ast::Stmt) -> hir::Block {
        match &stmt.kind {
            ast::StmtKind::Block(block) => self.scoped_block(&block.stmts),
            _ => self.scoped_block(std::slice::from_ref(stmt)),
        }
    }

    fn push_stmt(&mut self, block: &mut hir::Block, kind: StmtKind, span: Span) {
        let id: StmtId = self.body.add_stmt(Stmt { kind, span });
        block.push(id);
    }

    fn stmt(&mut self, stmt: &ast::Stmt, block: &mut hir::Block) {
        let span = stmt.span;
        match &stmt.kind {
            ast::StmtKind::Declaration(declaration) => self.local_declaration(declaration, block),
            ast::StmtKind::Expr(expr) => {
                let value = self.expr(expr);
                self.push_stmt(block, StmtKind::Expr(value), span);
            }
            ast::StmtKind::Empty | ast::StmtKind::Error => {}
            ast::StmtKind::Block(inner) => {
                let inner = self.scoped_block(&inner.stmts);
                self.push_stmt(block, StmtKind::Block(inner), span);
            }
            ast::StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let cond = self.condition(cond);
                let known = self
                    .constant(cond)
                    .and_then(|c| c.components.first().map(|c| c.as_bool()));
                let then_block = self.maybe_dead(known == Some(false), |checker| {
                    checker.sub_block(then_branch)
                });
                let else_block = else_branch.as_ref().map(|branch| {
                    self.maybe_dead(known == Some(true), |checker| checker.sub_block(branch))
                });
                self.push_stmt(
                    block,
                    StmtKind::If {
                        cond,
                        then_block,
                        else_block,
                    },
                    span,
                );
            }
            ast::StmtKind::While { cond, body } => {
                let cond = self.condition(cond);
                let body = self.loop_body(body);
                self.push_stmt(block, StmtKind::While { cond, body }, span);
            }
            ast::StmtKind::DoWhile { body, cond } => {
                let body = self.loop_body(body);
                let cond = self.condition(cond);
                self.push_stmt(block, StmtKind::DoWhile { body, cond }, span);
            }
            ast::StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_loop(init, cond.as_ref(), step.as_ref(), body, span, block),
            ast::StmtKind::Continue if self.switch_depth == Some(self.loop_depth) => {
                self.continue_from_switch(block, span);
            }
            ast::StmtKind::Break | ast::StmtKind::Continue => {
                let is_break = matches!(stmt.kind, ast::StmtKind::Break);
                if self.loop_depth == 0 {
                    let (code, word) = if is_break {
                        (1118, "break")
                    } else {
                        (1119, "continue")
                    };
                    self.error(code, span, format!("\"{word}\" not in loop"));
                }
                let kind = if is_break {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                };
                self.push_stmt(block, kind, span);
            }
            ast::StmtKind::Return(value) => {
                let value = self.return_value(value.as_ref(), span);
                self.push_stmt(block, StmtKind::Return(value), span);
            }
            ast::StmtKind::Discard => self.push_stmt(block, StmtKind::Discard, span),
            ast::StmtKind::Switch { value, body } => self.switch(value, body, span, block),
            ast::StmtKind::Case(_) | ast::StmtKind::Default => {
                self.error(
                    1001,
                    span,
                    "case labels outside a switch body are not supported yet",
                );
            }
        }
    }

    /// `continue` directly inside a `switch` (a one-pass loop here): sets
    /// the switch's flag and leaves it; the enclosing loop continues after
    /// the switch ([`Checker::switch`]). Outside any loop cgc 3.1 says C5054.
    fn continue_from_switch(&mut self, block: &mut hir::Block, span: Span) {
        let Some((flag, used)) = self
            .switch_continue
            .as_mut()
            .filter(|_| self.loop_depth > 1)
        else {
            self.error(
                5054,
                span,
                "profile does not support \"continue\" statements",
            );
            return;
        };
        *used = true;
        let flag = *flag;
        let set = self.set_to_true(flag, span);
        self.push_stmt(block, StmtKind::Expr(set), span);
        self.push_stmt(block, StmtKind::Break, span);
    }

    fn maybe_dead<T>(&mut self, dead: bool, check: impl FnOnce(&mut Self) -> T) -> T {
        self.dead_depth += dead as u32;
        let result = check(self);
        self.dead_depth -= dead as u32;
        result
    }

    /// `switch`, which cgc 3.1 compiles in every profile (corpus case 212),
    /// as statements the back end already knows:
    ///
    /// ```text
    /// value' = value; matched = false;
    /// do {
    ///     if (matched || value' == 1) { matched = true; ...case 1... }
    ///     if (matched || !(value' == 1 || ...)) { matched = true; ...default... }
    /// } while (false);
    /// ```
    ///
    /// `matched` carries fall-through from one group of labels to the next
    /// and the one-pass loop makes `break` leave the switch.
    fn switch(&mut self, value: &ast::Expr, body: &ast::Stmt, span: Span, block: &mut hir::Block) {
        let value = self.expr(value);
        let value_ty = self.ty(value);
        if !value_ty.is_error() && !matches!(value_ty.base, Base::Scalar(_)) {
            self.error(
                1001,
                self.span(value),
                "switch on a non-scalar value is not supported yet",
            );
        }
        let selector = self.body.add_local(hir::Local {
            name: "switch value".to_string(),
            ty: value_ty,
            is_const: false,
            is_static: false,
            span,
        });
        self.push_stmt(
            block,
            StmtKind::Local {
                local: selector,
                init: Some(value),
            },
            span,
        );
        let matched = self.body.add_local(hir::Local {
            name: "switch matched".to_string(),
            ty: Type::BOOL,
            is_const: false,
            is_static: false,
            span,
        });
        let no = self.bool_literal(false, span);
        self.push_stmt(
            block,
            StmtKind::Local {
                local: matched,
                init: Some(no),
            },
            span,
        );
        let stmts = match &body.kind {
            ast::StmtKind::Block(inner) => inner.stmts.as_slice(),
            _ => std::slice::from_ref(body),
        };
        // Groups of consecutive labels with the statements that follow them.
        let mut groups: Vec<(Vec<Option<&ast::Expr>>, Vec<&ast::Stmt>)> = Vec::new();
        for stmt in stmts {
            let label = match &stmt.kind {
                ast::StmtKind::Case(label) => Some(Some(label)),
                ast::StmtKind::Default => Some(None),
                _ => None,
            };
            match (label, groups.last_mut()) {
                (Some(label), Some((labels, body))) if body.is_empty() => labels.push(label),
                (Some(label), _) => groups.push((vec![label], Vec::new())),
                (None, Some((_, body))) => body.push(stmt),
                // Statements before the first label never run.
                (None, None) => {}
            }
        }
        let labels: Vec<ExprId> = groups
            .iter()
            .flat_map(|(labels, _)| labels.iter().flatten())
            .map(|label| self.expr(label))
            .collect();
        let saved_switch = self.switch_depth.replace(self.loop_depth + 1);
        let continued = self.body.add_local(hir::Local {
            name: "switch continued".to_string(),
            ty: Type::BOOL,
            is_const: false,
            is_static: false,
            span,
        });
        let saved_continue = self.switch_continue.replace((continued, false));
        self.loop_depth += 1;
        self.scopes.push(HashMap::new());
        let mut loop_body = Vec::new();
        let mut next_label = 0;
        for (group_labels, stmts) in &groups {
            let mut cond = self.add(ExprKind::Local(matched), Type::BOOL, span);
            for label in group_labels {
                let test = match label {
                    Some(_) => {
                        let label = labels[next_label];
                        next_label += 1;
                        self.selector_equals(selector, label, span)
                    }
                    None => {
                        let mut any = self.bool_literal(false, span);
                        for &label in &labels {
                            let test = self.selector_equals(selector, label, span);
                            any = self.binary_values(BinaryOp::Or, any, test, span);
                        }
                        let no = self.bool_literal(false, span);
                        self.binary_values(BinaryOp::Eq, any, no, span)
                    }
                };
                cond = self.binary_values(BinaryOp::Or, cond, test, span);
            }
            let mut then_block = Vec::new();
            let set = self.set_to_true(matched, span);
            self.push_stmt(&mut then_block, StmtKind::Expr(set), span);
            for stmt in stmts {
                self.stmt(stmt, &mut then_block);
            }
            self.push_stmt(
                &mut loop_body,
                StmtKind::If {
                    cond,
                    then_block,
                    else_block: None,
                },
                span,
            );
        }
        self.scopes.pop();
        self.loop_depth -= 1;
        self.switch_depth = saved_switch;
        let continue_used = self.switch_continue.take().is_some_and(|(_, used)| used);
        self.switch_continue = saved_continue;
        if continue_used {
            let no = self.bool_literal(false, span);
            self.push_stmt(
                block,
                StmtKind::Local {
                    local: continued,
                    init: Some(no),
                },
                span,
            );
        }
        let once = self.bool_literal(false, span);
        self.push_stmt(
            block,
            StmtKind::DoWhile {
                body: loop_body,
                cond: once,
            },
            span,
        );
        if continue_used {
            // `if (continued) continue;`, itself a `continue` of an
            // enclosing switch when switches nest.
            let cond = self.add(ExprKind::Local(continued), Type::BOOL, span);
            let mut then_block = Vec::new();
            if self.switch_depth == Some(self.loop_depth) {
                self.continue_from_switch(&mut then_block, span);
            } else {
                self.push_stmt(&mut then_block, StmtKind::Continue, span);
            }
            self.push_stmt(
                block,
                StmtKind::If {
                    cond,
                    then_block,
                    else_block: None,
                },
                span,
            );
        }
    }

    /// `selector == label` for a switch's copied value.
    fn selector_equals(&mut self, selector: LocalId, label: ExprId, span: Span) -> ExprId {
        let ty = self.body.local(selector).ty;
        let read = self.add(ExprKind::Local(selector), ty, span);
        self.binary_values(BinaryOp::Eq, read, label, span)
    }

    /// `flag = true`, for the flags that lower `switch` (matched, continued).
    fn set_to_true(&mut self, flag: LocalId, span: Span) -> ExprId {
        let target = self.add(ExprKind::Local(flag), Type::BOOL, span);
        let value = self.bool_literal(true, span);
        self.add(
            ExprKind::Assign {
                op: None,
                target,
                value,
            },
            Type::BOOL,
            span,
        )
    }

    fn bool_literal(&mut self, value: bool, span: Span) -> ExprId {
        self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::from_slice(&[hir::Scalar::Bool(value)]),
            }),
            Type::BOOL,
            span,
        )
    }

    fn loop_body(&mut self, body: &ast::Stmt) -> hir::Block {
        self.loop_depth += 1;
        let block = self.sub_block(body);
        self.loop_depth -= 1;
        block
    }

    fn for_loop(
        &mut self,
        init: &ast::Stmt,
        cond: Option<&ast::Expr>,
        step: Option<&ast::Expr>,
        body: &ast::Stmt,
        span: Span,
        block: &mut hir::Block,
    ) {
        // The init's declarations are visible in the whole loop only.
        self.scopes.push(HashMap::new());
        let mut init_block = Vec::new();
        self.stmt(init, &mut init_block);
        let cond = cond.map(|cond| self.condition(cond));
        let step = step.map(|step| self.expr(step));
        let never_runs = cond.is_some_and(|cond| self.first_test_fails(&init_block, cond));
        let body = self.maybe_dead(never_runs, |checker| checker.loop_body(body));
        self.scopes.pop();
        self.push_stmt(
            block,
            StmtKind::For {
                init: init_block,
                cond,
                step,
                body,
            },
            span,
        );
    }

    /// `for (int i = A; i < B; ...)` (or `for (i = A; ...)`) with constants
    /// `A` and `B` whose first test is false: the body never runs
    /// (`i < lights.length` on an unsized uniform array, whose length is 0
    /// until the application sizes it; Toolkit layers.cgfx counts down from
    /// `layers.length - 1` with `i >= 0`).
    fn first_test_fails(&self, init: &hir::Block, cond: ExprId) -> bool {
        let [init] = init[..] else {
            return false;
        };
        let (local, start) = match &self.body.stmt(init).kind {
            StmtKind::Local {
                local,
                init: Some(start),
            } => (local, start),
            StmtKind::Expr(assign) => match &self.body.expr(*assign).kind {
                ExprKind::Assign {
                    op: None,
                    target,
                    value,
                } => match &self.body.expr(*target).kind {
                    ExprKind::Local(local) => (local, value),
                    _ => return false,
                },
                _ => return false,
            },
            _ => return false,
        };
        let ExprKind::Binary { op, lhs, rhs, .. } = &self.body.expr(cond).kind else {
            return false;
        };
        if !matches!(self.body.expr(*lhs).kind, ExprKind::Local(l) if l == *local) {
            return false;
        }
        let value = |id: ExprId| match self.constant(id)?.components.as_slice() {
            [only] => Some(only.as_f32()),
            _ => None,
        };
        match (value(*start), value(*rhs)) {
            (Some(start), Some(bound)) => start
                .partial_cmp(&bound)
                .is_some_and(|ordering| !compare(*op, ordering)),
            _ => false,
        }
    }

    /// `if`/`while` conditions: a scalar converted to `bool` (C1019 otherwise).
    fn condition(&mut self, cond: &ast::Expr) -> ExprId {
        let value = self.expr(cond);
        let ty = self.ty(value);
        if ty.is_error() {
            return value;
        }
        if !ty.is_scalar() && ty.base != Base::Vector(Scalar::Bool, 1) {
            self.error(1019, cond.span, "scalar Boolean expression expected");
            return self.error_expr(cond.span);
        }
        self.coerce(value, Type::BOOL, Context::Initialization)
    }

    fn return_value(&mut self, value: Option<&ast::Expr>, span: Span) -> Option<ExprId> {
        let return_ty = self.signature.map_or(Type::VOID, |sig| sig.return_ty);
        match value {
            Some(expr) => {
                let value = self.expr(expr);
                if return_ty.is_void() {
                    self.error(1015, expr.span, "void function cannot return a value");
                    return Some(value);
                }
                Some(self.coerce(value, return_ty, Context::Return))
            }
            None => {
                if !return_ty.is_void() && !return_ty.is_error() {
                    self.error(
                        1016,
                        span,
                        "expression type incompatible with function return type",
                    );
                }
                None
            }
        }
    }

    fn local_declaration(&mut self, declaration: &ast::Declaration, block: &mut hir::Block) {
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
    fn initializer(&mut self, init: &ast::Initializer, ty: Type) -> ExprId {
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

    fn init_list(&mut self, elements: &[ast::Initializer], ty: Type, span: Span) -> ExprId {
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
    fn flat_vector_array_list(
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

    // ----- expressions -------------------------------------------------

    /// Checks an expression. Left-nested chains (`a + b + ...`, `v.x.y ...`,
    /// `a[i][j]`, `x++ ++`, `o.f().g()`) have no length bound (see
    /// [`ast::Expr`]): the innermost operand is checked first, then each node
    /// of the chain outward, in a loop.
    fn expr(&mut self, expr: &ast::Expr) -> ExprId {
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
    fn chain_link<'e>(
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
    fn chain_step(&mut self, step: ChainStep<'_>, operand: ExprId, span: Span) -> ExprId {
        match step {
            ChainStep::Unary(op, operand_span) => self.unary(op, operand, operand_span, span),
            ChainStep::Binary(op, rhs) => self.binary(op, operand, rhs, span),
            ChainStep::MethodCall(member, args) => self.method_call(operand, member, args, span),
            ChainStep::Member(member) => self.member(operand, member, span),
            ChainStep::Index(index) => self.index(operand, index, span),
        }
    }

    /// Checks a node [`Self::chain_link`] does not link.
    fn expr_node(&mut self, expr: &ast::Expr) -> ExprId {
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
            ast::ExprKind::Constructor { ty, args, .. } => self.constructor(ty, args, span),
            ast::ExprKind::Cast { ty, array, operand } => self.cast(ty, array, operand, span),
            // Not linked: a `glstate` reference.
            ast::ExprKind::Member { .. } | ast::ExprKind::Index { .. } => {
                self.state_reference_expr(expr)
            }
            // Always linked: checked in `expr`'s loop.
            ast::ExprKind::Unary { .. } | ast::ExprKind::Binary { .. } => self.expr(expr),
            ast::ExprKind::Compile { .. } | ast::ExprKind::ObjectRef(_) | ast::ExprKind::Asm => {
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

    fn name_expr(&mut self, name: &ast::Ident) -> ExprId {
        let id = self.resolve_name(name);
        if self.ty(id).base == Base::Pointer {
            self.error(1001, name.span, "pointers are not supported yet");
            return self.error_expr(name.span);
        }
        id
    }

    fn resolve_name(&mut self, name: &ast::Ident) -> ExprId {
        match self.lookup(&name.name) {
            Some(Resolved::Local(local)) => {
                let ty = self.body.local(local).ty;
                self.add(ExprKind::Local(local), ty, name.span)
            }
            Some(Resolved::Param(index)) => {
                let ty = self
                    .signature
                    .map_or(Type::ERROR, |sig| sig.params[index as usize].ty);
                self.add(ExprKind::Param(index), ty, name.span)
            }
            Some(Resolved::Field(field)) => {
                let Some(sig) = self.signature else {
                    return self.error_expr(name.span);
                };
                let this_ty = sig.params[0].ty;
                let ty = match this_ty.base {
                    Base::Struct(id) => self.items.field_types(id)[field as usize],
                    _ => Type::ERROR,
                };
                let base = self.add(ExprKind::Param(0), this_ty, name.span);
                self.add(ExprKind::Member { base, field }, ty, name.span)
            }
            Some(Resolved::Global(global)) => {
                if let Some(value) = self.const_global_value(global, name.span) {
                    return value;
                }
                let ty = self.items.globals[global.index()].ty;
                self.add(ExprKind::Global(global), ty, name.span)
            }
            None if name.name == "glstate" => {
                self.error(1001, name.span, "glstate is not supported yet");
                self.error_expr(name.span)
            }
            None if !self.items.functions_named(&name.name).is_empty() => {
                let value = self.error_expr(name.span);
                self.function_values.insert(value);
                value
            }
            None => {
                self.error(
                    1008,
                    name.span,
                    format!("undefined variable \"{}\"", name.name),
                );
                self.error_expr(name.span)
            }
        }
    }

    /// The steps of a `glstate.a[i].b` chain (outermost last) when `expr` is
    /// one and `glstate` is not shadowed; `None` otherwise.
    fn state_reference<'e>(&self, expr: &'e ast::Expr) -> Option<Vec<StateStep<'e>>> {
        if self.lookup("glstate").is_some() {
            return None;
        }
        let steps = self.state_reference_steps(expr)?;
        // A chain that goes past a leaf (`glstate.fog.color.rgb`) is an
        // ordinary member access on the shorter chain.
        let mut node = glstate::Node::Root;
        for step in &steps {
            if matches!(node, glstate::Node::Leaf(_)) {
                return None;
            }
            let next = match step {
                StateStep::Member(name) => node.member(&name.name),
                StateStep::Index(_) => node.element(),
            };
            // An unknown member is reported by `state_reference_expr`.
            let Some(next) = next else {
                return Some(steps.clone());
            };
            node = next;
        }
        Some(steps)
    }

    /// The HIR for a `glstate` chain (errors in it are reported here).
    fn state_reference_expr(&mut self, expr: &ast::Expr) -> ExprId {
        let Some(steps) = self.state_reference_steps(expr) else {
            return self.error_expr(expr.span);
        };
        let mut node = glstate::Node::Root;
        let mut path = String::from("state");
        let mut modifier = None;
        for step in steps {
            match step {
                StateStep::Member(name) => {
                    let Some(next) = node.member(&name.name) else {
                        self.error(
                            1009,
                            name.span,
                            format!(
                                "\"{}\" is not member of struct \"{}\"",
                                name.name,
                                node.struct_name()
                            ),
                        );
                        return self.error_expr(expr.span);
                    };
                    // ARB writes `state.matrix.mvp.inverse` for glstate.matrix.inverse.mvp.
                    if next == glstate::Node::MatrixModifier {
                        modifier = Some(name.name.clone());
                    } else {
                        path.push('.');
                        path.push_str(&name.name);
                    }
                    node = next;
                }
                StateStep::Index(index) => {
                    let Some(next) = node.element() else {
                        self.error(1011, index.span, "cannot index a non-array value");
                        return self.error_expr(expr.span);
                    };
                    let Some(value) = items::const_int(index) else {
                        self.error(
                            1001,
                            index.span,
                            "run-time indices into glstate are not supported yet",
                        );
                        return self.error_expr(expr.span);
                    };
                    path.push_str(&format!("[{value}]"));
                    node = next;
                }
            }
        }
        if let Some(modifier) = modifier {
            path.push('.');
            path.push_str(&modifier);
        }
        match node {
            glstate::Node::Leaf(ty) => self.add(ExprKind::State { path }, ty, expr.span),
            _ => {
                self.error(
                    1001,
                    expr.span,
                    format!("using {path} as a whole is not supported yet"),
                );
                self.error_expr(expr.span)
            }
        }
    }

    /// Like [`Self::state_reference`] but also for chains with an unknown
    /// member, so that the error can name it.
    fn state_reference_steps<'e>(&self, expr: &'e ast::Expr) -> Option<Vec<StateStep<'e>>> {
        let mut steps = Vec::new();
        let mut current = expr;
        loop {
            match &current.kind {
                ast::ExprKind::Member { base, member } => {
                    steps.push(StateStep::Member(member));
                    current = base;
                }
                ast::ExprKind::Index { base, index } => {
                    steps.push(StateStep::Index(index));
                    current = base;
                }
                ast::ExprKind::Paren(inner) => current = inner,
                ast::ExprKind::Ident(name) if name.name == "glstate" => break,
                _ => return None,
            }
        }
        steps.reverse();
        Some(steps)
    }

    /// A `const` global whose initializer folds to a constant is replaced by
    /// the constant (so `if (FLAG)` and array sizes see its value).
    fn const_global_value(&mut self, global: hir::GlobalId, span: Span) -> Option<ExprId> {
        let items = self.items;
        let declared = &items.globals[global.index()];
        if !declared.is_const || declared.storage != hir::Storage::Static || self.const_depth > 8 {
            return None;
        }
        let ast::InitializerKind::Expr(init) = &declared.init.as_ref()?.kind else {
            return None;
        };
        // Checked in a scratch checker: names in the initializer are globals,
        // and its diagnostics belong to the declaration, not to this use.
        let mut scratch = Checker::new(items, None, self.profile);
        scratch.const_depth = self.const_depth + 1;
        let value = scratch.expr(init);
        let value = scratch.coerce(value, declared.ty, Context::Initialization);
        let constant = scratch.constant(value)?.clone();
        Some(self.add(ExprKind::Literal(constant), declared.ty, span))
    }

    fn literal(&mut self, kind: ast::LiteralKind, text: &str, span: Span) -> ExprId {
        let (value, ty) = match kind {
            ast::LiteralKind::Bool => (hir::Scalar::Bool(text == "true"), Type::BOOL),
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
            // A string is never computed with: the literal carries no value.
            ast::LiteralKind::String => {
                return self.add(
                    ExprKind::Literal(ConstValue {
                        components: SmallVec::new(),
                    }),
                    Type::STRING,
                    span,
                );
            }
        };
        let id = self.add(
            ExprKind::Literal(ConstValue {
                components: SmallVec::from_elem(value, 1),
            }),
            ty,
            span,
        );
        if ty == Type::CFLOAT || ty == Type::CINT {
            self.literal_tokens.insert(id);
        }
        id
    }

    fn unary(&mut self, op: ast::UnaryOp, value: ExprId, operand_span: Span, span: Span) -> ExprId {
        let ty = self.ty(value);
        if ty.is_error() {
            return value;
        }
        match op {
            ast::UnaryOp::PreInc
            | ast::UnaryOp::PreDec
            | ast::UnaryOp::PostInc
            | ast::UnaryOp::PostDec => {
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
                if !scalar.is_integral() {
                    self.error(1021, span, "operands to \"~\" must be integral");
                    return self.error_expr(span);
                }
                (UnaryOp::BitNot, ty)
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

    fn binary(&mut self, op: ast::BinaryOp, lhs: ExprId, rhs: &ast::Expr, span: Span) -> ExprId {
        let rhs = self.expr(rhs);
        let Some(hir_op) = binary_op(op) else {
            // The comma operator.
            let ty = self.ty(rhs);
            return self.add(
                ExprKind::Sequence {
                    first: lhs,
                    second: rhs,
                },
                ty,
                span,
            );
        };
        self.binary_values(hir_op, lhs, rhs, span)
    }

    /// Type-checks `lhs op rhs` on already checked operands.
    fn binary_values(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span) -> ExprId {
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
        let common = match types::common_type(left_ty, right_ty) {
            Ok(common) if !bool_with_cfloat(op, left_ty, right_ty) => common,
            _ => {
                self.error(
                    1020,
                    span,
                    format!("invalid operands to \"{}\"", op.symbol()),
                );
                return self.error_expr(span);
            }
        };
        let mut operand_ty = common.ty;
        let scalar = operand_ty.scalar_kind().unwrap_or(Scalar::Float);
        if op.is_logical() {
            operand_ty = operand_ty.with_scalar(Scalar::Bool);
        } else if matches!(
            op,
            BinaryOp::Mod
                | BinaryOp::BitAnd
                | BinaryOp::BitOr
                | BinaryOp::BitXor
                | BinaryOp::Shl
                | BinaryOp::Shr
        ) && !scalar.is_integral()
        {
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

    fn assign(
        &mut self,
        op: Option<ast::BinaryOp>,
        target: &ast::Expr,
        value: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let target_id = self.expr(target);
        let value_id = self.expr(value);
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
            // `a op= b` computes `a op b`; its type must convert back to `a`.
            Some(op) => {
                let operand_ty = self.ty(value_id);
                let probe = self.binary_type(op, target_ty, operand_ty, span);
                match probe {
                    Some(common) => self.coerce(value_id, common, Context::Assignment),
                    None => self.error_expr(span),
                }
            }
            None => self.coerce(value_id, target_ty, Context::Assignment),
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

    /// For `a op= b`: the type the operation is computed in and `b` is
    /// converted to, the operands' common type, which must convert back to
    /// the target's type. cgc computes `int i; i *= 0.5` as
    /// `i = int(float(i) * 0.5)`, not as `i * int(0.5)`.
    fn binary_type(&mut self, op: BinaryOp, target: Type, value: Type, span: Span) -> Option<Type> {
        if target.is_error() || value.is_error() {
            return Some(Type::ERROR);
        }
        match types::common_type(target, value) {
            Ok(common) if types::implicit(common.ty, target).is_some() => Some(common.ty),
            _ => {
                self.error(
                    1020,
                    span,
                    format!("invalid operands to \"{}=\"", op.symbol()),
                );
                None
            }
        }
    }

    /// Reports (C1034 / C1036) and returns false when `id` is not writable.
    fn check_lvalue(&mut self, id: ExprId, span: Span) -> bool {
        match self.lvalue_problem(id) {
            None => true,
            Some(LvalueProblem::Const(name)) => {
                self.error(1036, span, format!("assignment to const variable {name}"));
                false
            }
            Some(LvalueProblem::NotLvalue) => {
                self.error(1034, span, "assignment to non-lvalue");
                false
            }
        }
    }

    fn lvalue_problem(&self, mut id: ExprId) -> Option<LvalueProblem> {
        // A loop: chains of accesses have no length bound.
        loop {
            let expr = self.body.expr(id);
            if expr.ty.is_error() {
                return None;
            }
            id = match &expr.kind {
                ExprKind::Local(local) => {
                    let local = self.body.local(*local);
                    return local
                        .is_const
                        .then(|| LvalueProblem::Const(local.name.clone()));
                }
                ExprKind::Param(index) => {
                    let param = &self.signature?.params[*index as usize];
                    return param
                        .is_const
                        .then(|| LvalueProblem::Const(param.name.clone()));
                }
                ExprKind::Global(global) => {
                    let global = &self.items.globals[global.index()];
                    return global
                        .is_const
                        .then(|| LvalueProblem::Const(global.name.clone()));
                }
                ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => *base,
                ExprKind::Swizzle { base, components } if !has_duplicates(components) => *base,
                ExprKind::MatrixSwizzle { base, elements } if !has_duplicates(elements) => *base,
                _ => return Some(LvalueProblem::NotLvalue),
            };
        }
    }

    fn conditional(
        &mut self,
        cond: &ast::Expr,
        then_value: &ast::Expr,
        else_value: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let cond_id = self.expr(cond);
        let then_id = self.expr(then_value);
        let else_id = self.expr(else_value);
        let (then_ty, else_ty) = (self.ty(then_id), self.ty(else_id));
        let result_ty = if then_ty == else_ty {
            then_ty
        } else {
            match types::common_type(then_ty, else_ty) {
                // Probe ty.cg: `b ? float4 : float3` is C1204 (no narrowing).
                Ok(common) if !common.narrows_left && !common.narrows_right => common.ty,
                _ => {
                    self.error(
                        1204,
                        span,
                        "incompatible second and third operands to \"? :\"",
                    );
                    return self.error_expr(span);
                }
            }
        };
        let cond_ty = self.ty(cond_id);
        let cond_target = match cond_ty.base {
            Base::Vector(_, n) if n > 1 => Type::vector(Scalar::Bool, n),
            _ => Type::BOOL,
        };
        // A `boolN` condition selects per component: longer values are
        // narrowed to N, with cgc's warnings (corpus case 017).
        let result_ty = match (cond_target.base, result_ty.base) {
            (Base::Vector(_, n), Base::Vector(scalar, m)) if m > n => Type::vector(scalar, n),
            _ => result_ty,
        }
        // Only literals keep the literal types (HIR invariant).
        .concrete();
        let cond_id = self.coerce(cond_id, cond_target, Context::Initialization);
        let then_id = self.coerce(then_id, result_ty, Context::Initialization);
        let else_id = self.coerce(else_id, result_ty, Context::Initialization);
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

    // ----- calls -------------------------------------------------------

    fn call(&mut self, callee: &ast::Expr, args: &[ast::Expr], span: Span) -> ExprId {
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
            for arg in args {
                self.expr(arg);
            }
            self.error(1105, callee.span, "cannot call a non-function");
            return self.error_expr(span);
        };
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        if self.lookup(&name.name).is_some() {
            self.error(1105, callee.span, "cannot call a non-function");
            return self.error_expr(span);
        }
        if arg_ids.iter().any(|&arg| self.ty(arg).is_error()) {
            return self.error_expr(span);
        }
        if let Some(result) = self.sibling_method_call(&name.name, &arg_ids, span) {
            return result;
        }
        // A function the program declares hides every library overload of
        // its name, as in cgc: `lerp(float2, ...)` with only a user
        // `lerp(float4, ...)` is C1102 (probe tests/sema_unit/user_hides_stdlib.cg).
        let user = self.items.functions_named(&name.name).to_vec();
        if !user.is_empty() {
            return self.resolve_user(&name.name, &user, &arg_ids, span);
        }
        if stdlib::is_stdlib_name(&name.name) {
            return self.stdlib_call(&name.name, arg_ids, span);
        }
        self.error(
            1008,
            name.span,
            format!("undefined variable \"{}\"", name.name),
        );
        self.error_expr(span)
    }

    /// `object.f(args)`: a member function of the object's struct or
    /// interface, called with the object as its `this` argument.
    fn method_call(
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
            self.error(
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
    fn static_call(
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
            self.error(
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
    fn sibling_method_call(&mut self, name: &str, args: &[ExprId], span: Span) -> Option<ExprId> {
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

    /// Records the struct an interface-typed local receives from `value`;
    /// C5210 when it already holds another one.
    fn give_concrete(&mut self, local: LocalId, value: ExprId, span: Span) {
        let concrete = match &self.body.expr(value).kind {
            ExprKind::Convert { value: inner, .. } => match self.ty(*inner).base {
                Base::Struct(id) if self.implements(self.ty(*inner), self.ty(value)) => Some(id),
                _ => None,
            },
            ExprKind::Local(other) => self.concrete_locals.get(other).copied(),
            _ => None,
        };
        let Some(concrete) = concrete else {
            return;
        };
        match self.concrete_locals.insert(local, concrete) {
            Some(previous) if previous != concrete => {
                self.error(5210, span, "assignment among incompatible concrete types");
            }
            _ => {}
        }
    }

    /// A uniform global (or a part of one).
    fn is_uniform_object(&self, id: ExprId) -> bool {
        match &self.body.expr(id).kind {
            ExprKind::Global(global) => {
                self.items.globals[global.index()].storage == hir::Storage::Uniform
            }
            ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => {
                self.is_uniform_object(*base)
            }
            _ => false,
        }
    }

    /// `from` is a struct that implements the interface `to`.
    fn implements(&self, from: Type, to: Type) -> bool {
        match (from.base, to.base) {
            (Base::Struct(concrete), Base::Struct(interface))
                if !from.is_array() && !to.is_array() =>
            {
                self.items
                    .struct_def(concrete)
                    .is_some_and(|def| def.implements == Some(interface))
            }
            _ => false,
        }
    }

    /// Resolves among user overloads; an error expression when none
    /// matches (reported).
    fn resolve_user(
        &mut self,
        name: &str,
        overloads: &[hir::FunctionId],
        args: &[ExprId],
        span: Span,
    ) -> ExprId {
        let items = self.items;
        let overloads = &self.for_profile(overloads);
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
        let candidates: Vec<Candidate> = overloads
            .iter()
            .zip(&params)
            .map(|(&id, params)| Candidate {
                params,
                required: items.signature(id).required_params(),
            })
            .collect();
        match resolve(&arg_types, &candidates) {
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
    fn for_profile(&self, overloads: &[hir::FunctionId]) -> Vec<hir::FunctionId> {
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
    fn report_overload_failure(
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
        self.diagnostics.push(diagnostic);
    }

    /// cgc's messages for a call to a function with one definition:
    /// too many (C1104) / too few (C1103) arguments, or a parameter whose
    /// type does not convert (C1102).
    fn single_candidate_error(
        &self,
        id: hir::FunctionId,
        args: &[ExprId],
        span: Span,
    ) -> Diagnostic {
        let sig = self.items.signature(id);
        if args.len() > sig.params.len() {
            return Diagnostic::error(1104, span, "too many parameters in function call");
        }
        if args.len() < sig.required_params() {
            return Diagnostic::error(1103, span, "too few parameters in function call");
        }
        let position = args
            .iter()
            .zip(&sig.params)
            .position(|(&arg, param)| types::implicit(self.ty(arg), param.ty).is_none())
            .unwrap_or(0);
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

    fn user_call(&mut self, id: hir::FunctionId, mut args: Vec<ExprId>, span: Span) -> ExprId {
        let items = self.items;
        let sig = items.signature(id);
        let is_interface_method = sig
            .method_of
            .and_then(|id| items.struct_def(id))
            .is_some_and(|def| def.is_interface);
        if !sig.has_body && !is_interface_method {
            // A prototype never defined (corpus case 104).
            self.error(
                3002,
                span,
                format!("call to undefined function \"{};\"", sig.display(items)),
            );
        }
        // Omitted trailing arguments take the parameter's default value.
        for param in &sig.params[args.len()..] {
            if let Some(default) = &param.default {
                let value = self.expr(default);
                args.push(value);
            }
        }
        let params: Vec<(Type, hir::Direction, String)> = sig
            .params
            .iter()
            .map(|param| (param.ty, param.direction, param.name.clone()))
            .collect();
        let args = self.pass_arguments(args, &params);
        self.add(
            ExprKind::Call {
                callee: Callee::User(id),
                args,
            },
            sig.return_ty,
            span,
        )
    }

    /// Converts `in` arguments and checks `out`/`inout` ones (lvalues of the
    /// exact parameter type: C1111, C1113).
    fn pass_arguments(
        &mut self,
        args: Vec<ExprId>,
        params: &[(Type, hir::Direction, String)],
    ) -> Vec<ExprId> {
        args.into_iter()
            .zip(params)
            .enumerate()
            .map(|(position, (arg, (ty, direction, name)))| {
                if !direction.writes() {
                    return self.coerce(arg, *ty, Context::Argument);
                }
                let span = self.span(arg);
                if self.lvalue_problem(arg).is_some() {
                    self.error(
                        1111,
                        span,
                        format!(
                            "non-lvalue actual parameter #{} cannot be out parameter (\"{name}\")",
                            position + 1
                        ),
                    );
                } else if self.ty(arg) != *ty && !self.ty(arg).is_error() {
                    self.error(
                        1113,
                        span,
                        format!(
                            "actual parameter #{} must be same type as formal out parameter (\"{name}\")",
                            position + 1
                        ),
                    );
                }
                arg
            })
            .collect()
    }

    fn stdlib_call(&mut self, name: &str, args: Vec<ExprId>, span: Span) -> ExprId {
        let ids = stdlib::overloads_for(name, self.profile);
        let params: Vec<Vec<Type>> = ids
            .iter()
            .map(|&id| stdlib::overload(id).param_types())
            .collect();
        let arg_types: Vec<Type> = args.iter().map(|&arg| self.ty(arg)).collect();
        let resolved = resolve_without_defaults(&arg_types, &params);
        if name == "mul"
            && mul_is_ambiguous(&arg_types, resolved.as_ref().ok().map(|&i| &params[i]))
        {
            let call = format!(
                "mul({})",
                arg_types
                    .iter()
                    .map(|&ty| self.type_name(ty))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            self.diagnostics.push(
                Diagnostic::error(
                    1101,
                    span,
                    format!("ambiguous overloaded function reference \"{call}\""),
                )
                .with_note("the operands' shapes only fit overloads of `mul` after narrowing"),
            );
            return self.error_expr(span);
        }
        let index = match resolved {
            Ok(index) => index,
            Err(failure) => {
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
        let overload = stdlib::overload(ids[index]);
        if !overload.available_in(self.profile) && self.dead_depth == 0 {
            let declaration = format!("{};", overload.signature());
            let (code, message) = if self.profile.is_fragment()
                || matches!(overload.intrinsic, stdlib::Intrinsic::Texture(_))
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
            };
            self.error(code, span, message);
        }
        let params: Vec<(Type, hir::Direction, String)> = overload
            .params
            .iter()
            .map(|param| (param.ty, param.direction, String::new()))
            .collect();
        let args = self.pass_arguments(args, &params);
        self.add(
            ExprKind::Call {
                callee: Callee::Stdlib(ids[index]),
                args,
            },
            overload.ret,
            span,
        )
    }

    // ----- constructors and casts --------------------------------------

    fn constructor(&mut self, spec: &ast::TypeSpec, args: &[ast::Expr], span: Span) -> ExprId {
        let mut diagnostics = Vec::new();
        let ty = self.items.resolve_type(spec, &[], &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
        let arg_ids: Vec<ExprId> = args.iter().map(|arg| self.expr(arg)).collect();
        if ty.is_error() {
            return self.error_expr(span);
        }
        if let (Base::Struct(id), false) = (ty.base, ty.is_array()) {
            return self.struct_constructor(id, ty, arg_ids, span);
        }
        if !ty.is_numeric() {
            self.error(
                1001,
                span,
                format!(
                    "constructors of type \"{}\" are not supported yet",
                    self.type_name(ty)
                ),
            );
            return self.error_expr(span);
        }
        self.construct_from(ty, arg_ids, span)
    }

    /// `float[](a, b)`, `float3[2](u, v)`: one argument per element,
    /// converted to the element type as an initializer is (`float2[](v3)`
    /// truncates); without a size the array has one element per argument
    /// (probes tests/sema/cases/476-478). A value like an initializer list.
    fn array_constructor(
        &mut self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        args: &[ast::Expr],
        span: Span,
    ) -> ExprId {
        let mut diagnostics = Vec::new();
        let ty = self.items.resolve_type(spec, array, &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
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
            return self.error_expr(span);
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
    fn struct_constructor(
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
            return self.error_expr(span);
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
    /// is full is C1068, and in a matrix an argument of several that crosses a
    /// row boundary is C5204.
    fn construct_from(&mut self, ty: Type, args: Vec<ExprId>, span: Span) -> ExprId {
        let wanted = ty.component_count().unwrap_or(1);
        let scalar = ty.scalar_kind().unwrap_or(Scalar::Float);
        if let [single] = args[..] {
            if let Some(result) = self.construct_from_matrix(ty, single, span) {
                return result;
            }
        }
        if self.constructor_overflows(ty, &args) {
            self.error(1068, span, "too much data in type constructor");
            return self.error_expr(span);
        }
        let mut total = 0u32;
        let mut converted = Vec::with_capacity(args.len());
        let last = args.len().saturating_sub(1);
        for (position, arg) in args.iter().copied().enumerate() {
            let arg_ty = self.ty(arg);
            if arg_ty.is_error() {
                return self.error_expr(span);
            }
            let Some(mut count) = arg_ty.component_count() else {
                self.error(1056, self.span(arg), "invalid type in type constructor");
                return self.error_expr(span);
            };
            if matches!(arg_ty.base, Base::Matrix(..)) && args.len() > 1 {
                self.error(1066, span, "invalid type in type constructor");
                return self.error_expr(span);
            }
            let mut arg = self.coerce(arg, arg_ty.with_scalar(scalar), Context::Initialization);
            if position == last && total + count > wanted && total > 0 {
                count = wanted - total;
                arg = self.leading_components(arg, count);
            }
            if let (Base::Matrix(_, _, cols), true) = (ty.base, args.len() > 1) {
                let cols = u32::from(cols);
                if count > 0 && total / cols != (total + count - 1) / cols {
                    self.error(
                        5204,
                        span,
                        "expressions in matrix constructor must exactly fill each row",
                    );
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
            return self.error_expr(span);
        }
        if total > wanted {
            // A single vector longer than `T`: `float3(v4)` keeps `v4.xyz`.
            if converted.len() == 1 && !matches!(ty.base, Base::Matrix(..)) {
                converted[0] = self.leading_components(converted[0], wanted);
            } else {
                self.error(1068, span, "too much data in type constructor");
                return self.error_expr(span);
            }
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

    /// An argument starts after `T` is already full (C1068, which cgc
    /// reports before any C5204 of the same constructor).
    fn constructor_overflows(&self, ty: Type, args: &[ExprId]) -> bool {
        let wanted = ty.component_count().unwrap_or(1);
        let mut total = 0u32;
        for &arg in args {
            if total >= wanted {
                return true;
            }
            total += self.ty(arg).component_count().unwrap_or(0);
        }
        false
    }

    /// `T(m)` for one matrix argument `m`: `None` when `m` is not a matrix.
    fn construct_from_matrix(&mut self, ty: Type, arg: ExprId, span: Span) -> Option<ExprId> {
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
        if matches!(ty.base, Base::Matrix(..)) {
            // Narrowing and scalar conversion at once, as a cast does.
            if ty == arg_ty {
                return Some(arg);
            }
            return Some(self.add(
                ExprKind::Convert {
                    value: arg,
                    kind: ConvertKind::Explicit,
                },
                ty,
                span,
            ));
        }
        let scalar = ty.scalar_kind().unwrap_or(Scalar::Float);
        let arg = self.coerce(arg, arg_ty.with_scalar(scalar), Context::Initialization);
        Some(self.add(ExprKind::Construct { args: vec![arg] }, ty, span))
    }

    /// The first `count` components of the vector `value` (`v.xy` of a
    /// `float4`), as a swizzle; a scalar stays as it is.
    fn leading_components(&mut self, value: ExprId, count: u32) -> ExprId {
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

    fn cast(
        &mut self,
        spec: &ast::TypeSpec,
        array: &[Option<ast::Expr>],
        operand: &ast::Expr,
        span: Span,
    ) -> ExprId {
        let mut diagnostics = Vec::new();
        let ty = self.items.resolve_type(spec, array, &mut diagnostics);
        self.diagnostics.append(&mut diagnostics);
        let value = self.expr(operand);
        let from = self.ty(value);
        if ty.is_error() || from.is_error() {
            return self.error_expr(span);
        }
        if from == ty {
            return value;
        }
        let items = self.items;
        if !types::explicit_cast(from, ty, &|id| items.field_types(id)) {
            self.error(1033, span, "cast not allowed");
            return self.error_expr(span);
        }
        if let Some(folded) = self.fold_convert(value, ty) {
            return self.add(ExprKind::Literal(folded), ty, span);
        }
        self.add(
            ExprKind::Convert {
                value,
                kind: ConvertKind::Explicit,
            },
            ty,
            span,
        )
    }

    // ----- member access and indexing ----------------------------------

    fn member(&mut self, base_id: ExprId, member: &ast::Ident, span: Span) -> ExprId {
        let base_ty = self.ty(base_id);
        if base_ty.is_error() {
            return base_id;
        }
        let name = member.name.as_str();
        if base_ty.is_array() {
            if name == "length" {
                let length = base_ty.array_len().unwrap_or(0) as i32;
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
                match items.struct_def(id).and_then(|def| def.field(name)) {
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
                self.error(1009, member.span, format!("\"{name}\" is not a member"));
                self.error_expr(span)
            }
        }
    }

    fn swizzle(
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

    fn matrix_swizzle(
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
    fn check_sized(&mut self, base: ExprId) {
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

    fn index(&mut self, base_id: ExprId, index: &ast::Expr, span: Span) -> ExprId {
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
            if length != 0 && (value < 0 || value as u32 >= length) {
                self.error(1068, index.span, "array index out of bounds");
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

/// What a node of a left-nested chain does with its operand (see
/// [`Checker::chain_link`]).
enum ChainStep<'e> {
    /// The operator and the operand's span.
    Unary(ast::UnaryOp, Span),
    /// The operator and the right operand.
    Binary(ast::BinaryOp, &'e ast::Expr),
    MethodCall(&'e ast::Ident, &'e [ast::Expr]),
    Member(&'e ast::Ident),
    Index(&'e ast::Expr),
}

/// One step of a `glstate` chain.
#[derive(Clone, Copy)]
enum StateStep<'e> {
    Member(&'e ast::Ident),
    Index(&'e ast::Expr),
}

enum LvalueProblem {
    Const(String),
    NotLvalue,
}

fn has_duplicates<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .any(|(i, item)| items[..i].contains(item))
}

fn unary_symbol(op: ast::UnaryOp) -> &'static str {
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
fn bool_with_cfloat(op: BinaryOp, a: Type, b: Type) -> bool {
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

fn binary_op(op: ast::BinaryOp) -> Option<BinaryOp> {
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

/// cgc 3.1 also declares `mul` on Nx1 and 1xN matrices and lets a vector
/// argument convert to them (its C1101 candidate lists show
/// `mul(float4x1, float1x4)` for `mul(float4, float3x4)`), so a `mul` whose
/// operands fit only after narrowing a matrix or a vector (or fit no overload
/// at all) ties among many overloads: C1101 (corpus cases 114, 115, 431-433).
/// cgrs declares only the documented shapes and models those ties here.
fn mul_is_ambiguous(args: &[Type], chosen: Option<&Vec<Type>>) -> bool {
    let shape = |ty: Type| match ty.base {
        Base::Scalar(_) => Some((0, 1, 1)),
        Base::Vector(_, n) => Some((1, 1, n)),
        Base::Matrix(_, rows, cols) => Some((2, rows, cols)),
        _ => None,
    };
    let has_matrix = args.iter().any(|ty| matches!(ty.base, Base::Matrix(..)));
    if !has_matrix || args.len() != 2 || args.iter().any(|ty| ty.is_array() || ty.is_error()) {
        return false;
    }
    match chosen {
        None => true,
        Some(params) => args
            .iter()
            .zip(params)
            .any(|(&arg, &param)| shape(arg) != shape(param)),
    }
}

/// The component a swizzle letter selects: `xyzw`, `rgba` and `stpq`.
fn swizzle_index(letter: char) -> Option<u8> {
    match letter {
        'x' | 'r' | 's' => Some(0),
        'y' | 'g' | 't' => Some(1),
        'z' | 'b' | 'p' => Some(2),
        'w' | 'a' | 'q' => Some(3),
        _ => None,
    }
}

/// 1 to 4 letters from `xyzw`, `rgba` or `stpq`; cgc accepts the sets mixed
/// (corpus cases 052 `c.xgba`, 062 `c.xyzq`, 063 `c.stpq`).
pub fn parse_swizzle(text: &str) -> Option<Components> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    text.chars().map(swizzle_index).collect()
}

/// `_m00_m11` (0-based) or `_11_22` (1-based), 1 to 4 elements, indices
/// inside a `rows`x`cols` matrix. On error, the first character cgc names
/// in C1048 (corpus cases 066–070).
pub fn parse_matrix_swizzle_in(
    text: &str,
    rows: u8,
    cols: u8,
) -> Result<SmallVec<[(u8, u8); 4]>, char> {
    let mut chars = text.chars().peekable();
    let mut zero_based = None;
    let mut elements = SmallVec::new();
    while let Some(c) = chars.next() {
        if c != '_' {
            return Err(c);
        }
        let has_m = chars.peek() == Some(&'m');
        if has_m {
            chars.next();
        }
        match zero_based {
            None => zero_based = Some(has_m),
            Some(expected) if expected != has_m => {
                return Err(chars.peek().copied().unwrap_or('_'))
            }
            Some(_) => {}
        }
        let base = if has_m { 0 } else { 1 };
        let mut index = |limit: u8| -> Result<u8, char> {
            let c = chars.next().ok_or('_')?;
            match c.to_digit(10) {
                Some(d) if d >= base && d < base + limit as u32 => Ok((d - base) as u8),
                _ => Err(c),
            }
        };
        let row = index(rows)?;
        let col = index(cols)?;
        elements.push((row, col));
    }
    if elements.is_empty() {
        return Err('_');
    }
    Ok(elements)
}

/// A floating literal's value and type (`h` half, `x` fixed, `f` float,
/// none: `cfloat`).
fn float_literal(text: &str) -> (hir::Scalar, Type) {
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

fn cast_scalar(value: hir::Scalar, to: Scalar) -> hir::Scalar {
    match to {
        Scalar::Bool => hir::Scalar::Bool(value.as_bool()),
        Scalar::Int | Scalar::Unsigned | Scalar::CInt => hir::Scalar::Int(value.as_i32()),
        _ => hir::Scalar::Float(precision::round_constant(to, value.as_f32())),
    }
}

fn fold_unary(op: UnaryOp, value: &ConstValue) -> Option<ConstValue> {
    let components = value
        .components
        .iter()
        .map(|&c| match (op, c) {
            (UnaryOp::Neg, hir::Scalar::Int(i)) => Some(hir::Scalar::Int(i.wrapping_neg())),
            (UnaryOp::Neg, hir::Scalar::Float(f)) => Some(hir::Scalar::Float(-f)),
            (UnaryOp::Plus, c) => Some(c),
            (UnaryOp::Not, c) => Some(hir::Scalar::Bool(!c.as_bool())),
            (UnaryOp::BitNot, hir::Scalar::Int(i)) => Some(hir::Scalar::Int(!i)),
            _ => None,
        })
        .collect::<Option<_>>()?;
    Some(ConstValue { components })
}

/// Folds `a op b` component-wise in the operand type (f32 or i32 arithmetic).
fn fold_binary(
    op: BinaryOp,
    a: &ConstValue,
    b: &ConstValue,
    operand_ty: Type,
) -> Option<ConstValue> {
    if a.components.len() != b.components.len() {
        return None;
    }
    let scalar = operand_ty.scalar_kind()?;
    let components = a
        .components
        .iter()
        .zip(&b.components)
        .map(|(&x, &y)| fold_scalar(op, x, y, scalar))
        .collect::<Option<_>>()?;
    Some(ConstValue { components })
}

fn fold_scalar(
    op: BinaryOp,
    x: hir::Scalar,
    y: hir::Scalar,
    scalar: Scalar,
) -> Option<hir::Scalar> {
    use hir::Scalar as S;
    if op.is_logical() {
        let (a, b) = (x.as_bool(), y.as_bool());
        return Some(S::Bool(if op == BinaryOp::And { a && b } else { a || b }));
    }
    if scalar.is_integral() || scalar == Scalar::Bool {
        // 32-bit two's complement as cgc folds it: `+ - * & | ^ <<` are the
        // same bits signed or unsigned (`0u - 1` is 4294967295); division,
        // remainder, `>>` and comparisons read `uint` operands as unsigned.
        let unsigned = scalar == Scalar::Unsigned;
        let (a, b) = (x.as_i32(), y.as_i32());
        let (ua, ub) = (a as u32, b as u32);
        let value = match op {
            BinaryOp::Add => a.wrapping_add(b),
            BinaryOp::Sub => a.wrapping_sub(b),
            BinaryOp::Mul => a.wrapping_mul(b),
            BinaryOp::Div if unsigned => ua.checked_div(ub)? as i32,
            BinaryOp::Div => a.checked_div(b)?,
            BinaryOp::Mod if unsigned => ua.checked_rem(ub)? as i32,
            BinaryOp::Mod => a.checked_rem(b)?,
            BinaryOp::BitAnd => a & b,
            BinaryOp::BitOr => a | b,
            BinaryOp::BitXor => a ^ b,
            BinaryOp::Shl => a.checked_shl(ub)?,
            BinaryOp::Shr if unsigned => ua.checked_shr(ub)? as i32,
            BinaryOp::Shr => a.checked_shr(ub)?,
            _ if unsigned => return Some(S::Bool(compare(op, ua.cmp(&ub)))),
            _ => return Some(S::Bool(compare(op, a.cmp(&b)))),
        };
        return Some(S::Int(value));
    }
    let (a, b) = (x.as_f32(), y.as_f32());
    let value = match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        _ if op.is_comparison() => return Some(S::Bool(compare(op, a.partial_cmp(&b)?))),
        _ => return None,
    };
    // No program can spell an infinity or NaN: cgc computes them at run time.
    value
        .is_finite()
        .then(|| S::Float(precision::round_constant(scalar, value)))
}

fn compare(op: BinaryOp, ordering: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        BinaryOp::Lt => ordering == Less,
        BinaryOp::Le => ordering != Greater,
        BinaryOp::Gt => ordering == Greater,
        BinaryOp::Ge => ordering != Less,
        BinaryOp::Eq => ordering == Equal,
        _ => ordering != Equal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swizzles_parse() {
        assert_eq!(parse_swizzle("xzy").unwrap().as_slice(), &[0, 2, 1]);
        assert_eq!(parse_swizzle("rgba").unwrap().as_slice(), &[0, 1, 2, 3]);
        assert_eq!(parse_swizzle("xgbq").unwrap().as_slice(), &[0, 1, 2, 3]);
        assert!(parse_swizzle("xk").is_none());
        assert!(parse_swizzle("xyzwx").is_none());
        assert_eq!(
            parse_matrix_swizzle_in("_m00_m11", 4, 4)
                .unwrap()
                .as_slice(),
            &[(0, 0), (1, 1)]
        );
        assert_eq!(
            parse_matrix_swizzle_in("_11_44", 4, 4).unwrap().as_slice(),
            &[(0, 0), (3, 3)]
        );
        // The characters cgc names in C1048 (corpus cases 066-070).
        assert_eq!(parse_matrix_swizzle_in("_m00_22", 4, 4), Err('2'));
        assert_eq!(parse_matrix_swizzle_in("_m00_m33", 3, 3), Err('3'));
        assert_eq!(parse_matrix_swizzle_in("_00", 4, 4), Err('0'));
        assert_eq!(parse_matrix_swizzle_in("xyzw", 4, 4), Err('x'));
    }
}
