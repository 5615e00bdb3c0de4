//! Calls of user functions, inlined: the callee runs in a new [`Frame`]
//! whose parameters are the argument values; `out` and `inout` parameters are
//! copied back into the caller's places after the body ran. A prototype of an
//! interface's member function runs the implementation of the struct its
//! `this` argument holds ([`super::interface_types`]). Library functions
//! written in Cg are inlined the same way ([`super::stdlib`]).

use crate::diag::Diagnostic;
use crate::lower::entry::copies::inputs_of;
use crate::lower::expr::place::Root;
use crate::lower::frame::{Frame, Var};
use crate::lower::lowerer::{unsupported, Lowerer, MAX_CALL_DEPTH, R};
use crate::lower::value::{Comp, Value};
use crate::sema::hir::{self, Direction, ExprId, FunctionId};
use crate::sema::types::Base;
use crate::span::Span;
use std::collections::BTreeMap;

impl<'p> Lowerer<'p> {
    /// Inlines a call of a user function.
    pub(crate) fn call_user(&mut self, id: FunctionId, args: &[ExprId], span: Span) -> R<Value> {
        let function = self.hir.function(id);
        if function.body.is_none() {
            if let Some(implementation) = self.implementation(id, args) {
                return self.call_user(implementation, args, span);
            }
            if self.calls_through_interface(args) {
                // An interface value never given a struct (`I i; i.f(x)`).
                return Err(Diagnostic::error(
                    1306,
                    span,
                    "cannot determine type of interface variable. Need to inline function",
                ));
            }
        }
        self.inline(function, args, span)
    }

    /// Runs `function`'s body in a new frame whose parameters are the
    /// arguments (user functions and Cg-defined library functions alike).
    pub(crate) fn inline(
        &mut self,
        function: &'p hir::Function,
        args: &[ExprId],
        span: Span,
    ) -> R<Value> {
        let Some(body) = function.body.as_ref() else {
            return Err(Diagnostic::error(
                3004,
                span,
                format!(
                    "function \"{}\" is declared but never defined",
                    function.name
                ),
            ));
        };
        // Only the entry may bind its result to a semantic: cgc rejects a
        // call of a function that does, at the function (probe
        // tests/header/250), before it looks for recursion.
        if function.return_semantic.is_some() {
            return Err(Diagnostic::error(
                5122,
                function.span,
                "semantics not allowed on functions other than the entry function",
            ));
        }
        // cgc's rule: a call to a function that is running already (the
        // entry included) is an error at that call, even where the recursion
        // would end after a constant number of calls.
        if self
            .frames
            .iter()
            .any(|frame| std::ptr::eq(frame.body, body))
        {
            return Err(Diagnostic::error(
                5005,
                span,
                format!("recursive call to function \"{}\"", function.name),
            ));
        }
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(unsupported(span, "calls nested this deeply"));
        }
        self.spend_step(span)?;
        let mut env = BTreeMap::new();
        let mut concrete = BTreeMap::new();
        for (index, &arg) in args.iter().enumerate() {
            for (path, id) in self.concrete_parts(arg) {
                concrete.insert((Var::Param(index as u32), path), id);
            }
        }
        let mut copy_out = Vec::new();
        let mut copied = BTreeMap::new();
        let mut stored = BTreeMap::new();
        for (index, (param, &arg)) in function.params.iter().zip(args).enumerate() {
            let value = match param.direction {
                Direction::In => self.expr(arg)?,
                Direction::Out => {
                    copy_out.push((index, self.place(arg)?));
                    self.unset(param.ty, &param.name, param.span)
                }
                Direction::InOut => {
                    let place = self.place(arg)?;
                    let value = self.read_place(&place, param.ty)?;
                    copy_out.push((index, place));
                    value
                }
            };
            if param.semantic.is_some() && param.direction != Direction::Out {
                for comp in value.components() {
                    self.early_reads.note_root(comp);
                }
            }
            if matches!(param.ty.base, Base::Struct(_)) {
                let inputs = inputs_of(value.components());
                if !inputs.is_empty() {
                    copied.insert(Var::Param(index as u32), inputs);
                }
            }
            if param.direction != Direction::Out {
                let store = value
                    .as_vector()
                    .and_then(|v| self.early_reads.note_store(v));
                if let Some(store) = store {
                    stored.insert(Var::Param(index as u32), store);
                }
            }
            env.insert(Var::Param(index as u32), value);
        }
        env.insert(Var::Return, self.undef(function.return_ty));
        env.insert(Var::Returned, Value::scalar(Comp::Const(0.0)));
        let inherited_guard = self.full_guard();
        self.frames.push(Frame {
            body,
            env,
            running: BTreeMap::new(),
            loop_depth: 0,
            inherited_guard,
            path_start: self.path.len(),
            concrete,
            copied,
            rewritten: BTreeMap::new(),
            in_place: BTreeMap::new(),
            stored,
        });
        let slots = self.returned_slots(function);
        self.open_function_exit(slots);
        let result = self.block(&body.root);
        self.join_function_exits();
        let frame = self.frames.pop();
        result?;
        let mut frame = frame.ok_or_else(|| unsupported(span, "this call"))?;
        for (index, place) in copy_out {
            let value = frame
                .env
                .remove(&Var::Param(index as u32))
                .unwrap_or(Value::Void);
            if let (Root::Var(var), []) = (place.0, place.1.as_slice()) {
                self.mark_struct_copy(var, &value, function.params[index].ty);
                if let Some(rewritten) = frame.rewritten.get(&Var::Param(index as u32)) {
                    self.mark_rewritten(var, rewritten);
                }
            }
            self.store_copied_back(&place, value, span)?;
        }
        Ok(frame.env.remove(&Var::Return).unwrap_or(Value::Void))
    }
}
