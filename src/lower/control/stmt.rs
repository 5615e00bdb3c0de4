//! Statements and control flow: the statement kinds, `if` if-converted or
//! branched, loops unrolled or kept. (Calls are inlined by
//! [`crate::lower::calls::inline`].)

use super::trip_count::{loop_keyword, HeaderTrips, LoopShape, UnrolledTest};
use crate::diag::Diagnostic;
use crate::lower::expr::kinds::vector;
use crate::lower::expr::place::Root;
use crate::lower::frame::Var;
use crate::lower::lowerer::{Lowerer, MAX_UNROLL, R};
use crate::lower::options::Flatten;
use crate::lower::value::{Comp, Value};
use crate::sema::hir::{ExprId, StmtId, StmtKind};
use crate::span::Span;
use std::collections::BTreeMap;

/// Unrolled loops this short are kept without trying a real loop (which costs
/// at least a test, a branch and the copies of the carried variables).
const SHORT_UNROLLED_LOOP: usize = 8;

/// The branch instructions a kept loop adds to the lowered code (the test
/// before the first iteration and the back edge).
const LOOP_BRANCHES: usize = 2;

/// A branch's variables after it ran: true values and running values.
type Branch<'a> = (&'a BTreeMap<Var, Value>, &'a BTreeMap<Var, Value>);

impl<'p> Lowerer<'p> {
    pub(crate) fn block(&mut self, stmts: &[StmtId]) -> R<()> {
        for &stmt in stmts {
            if self.exited() {
                break;
            }
            self.stmt(stmt)?;
            self.check_size(self.body().stmt(stmt).span)?;
        }
        Ok(())
    }

    fn stmt(&mut self, id: StmtId) -> R<()> {
        let body = self.body();
        let stmt = body.stmt(id);
        let span = stmt.span;
        match &stmt.kind {
            StmtKind::Expr(expr) => {
                self.expr(*expr)?;
            }
            StmtKind::Local { local, init } => {
                let value = match init {
                    Some(init) => {
                        let declared = body.local(*local);
                        if declared.read_in_initializer {
                            // The initializer reads the variable it sets,
                            // not yet set (C7050, as cgc).
                            let unset = self.unset(declared.ty, &declared.name, declared.span);
                            self.frame_mut().env.insert(Var::Local(*local), unset);
                        }
                        let value = self.expr(*init)?;
                        self.copied_whole(body.expr(*init).ty, value)
                    }
                    None => {
                        let local = body.local(*local);
                        self.unset(local.ty, &local.name, local.span)
                    }
                };
                for (path, concrete) in init.map_or_else(Vec::new, |init| self.concrete_parts(init))
                {
                    self.frame_mut()
                        .concrete
                        .insert((Var::Local(*local), path), concrete);
                }
                if let Some(init) = *init {
                    self.mark_struct_assignment(Var::Local(*local), init, &value);
                    self.note_whole_store(Var::Local(*local), &value);
                    self.note_stored_expression(Var::Local(*local), init);
                }
                let frame = self.frame_mut();
                frame.env.insert(Var::Local(*local), value);
                frame.running.remove(&Var::Local(*local));
            }
            StmtKind::If {
                cond,
                then_block,
                else_block,
            } => self.if_stmt(*cond, then_block, else_block.as_deref(), span)?,
            StmtKind::For {
                init,
                cond,
                step,
                body: loop_body,
            } => {
                self.block(init)?;
                let keyword = loop_keyword(self.body(), &stmt.kind);
                self.loop_stmt(*cond, *step, loop_body, false, keyword, span)?;
            }
            StmtKind::While {
                cond,
                body: loop_body,
            } => {
                let keyword = loop_keyword(self.body(), &stmt.kind);
                self.loop_stmt(Some(*cond), None, loop_body, false, keyword, span)?;
            }
            StmtKind::DoWhile {
                body: loop_body,
                cond,
            } => self.loop_stmt(Some(*cond), None, loop_body, true, "do", span)?,
            StmtKind::Return(value) => {
                let value = match value {
                    Some(value) => {
                        let lowered = self.expr(*value)?;
                        self.copied_whole(body.expr(*value).ty, lowered)
                    }
                    None => Value::Void,
                };
                self.store(&(Root::Var(Var::Return), Vec::new()), value, span)?;
                self.set_flag(Var::Returned, span)?;
            }
            StmtKind::Break => {
                let depth = self.innermost_loop(span)?;
                self.set_flag(Var::Broken(depth), span)?;
            }
            StmtKind::Continue => {
                let depth = self.innermost_loop(span)?;
                self.set_flag(Var::Continued(depth), span)?;
            }
            StmtKind::Discard => self.discard(span)?,
            StmtKind::Block(inner) => self.block(inner)?,
        }
        Ok(())
    }

    /// cgc's error for a loop it cannot unroll, with the errors it reports
    /// after it for the loop's `break`s and `continue`s
    /// ([`super::flow::loop_exit_errors`]).
    fn loop_not_unrolled(&mut self, keyword: &str, span: Span, body: &[StmtId]) -> Diagnostic {
        let exits = super::flow::loop_exit_errors(self.body(), body);
        self.later_errors.extend(exits);
        super::flow::not_unrolled(keyword, span)
    }

    fn innermost_loop(&self, span: Span) -> R<u32> {
        match self.frame().loop_depth {
            0 => Err(Diagnostic::error(1118, span, "\"break\" not in loop")),
            depth => Ok(depth - 1),
        }
    }

    /// Sets a control-flow flag where no earlier flag stopped execution. A
    /// `break` or `continue` outside any run-time condition of its function
    /// is taken on the
    /// paths a run-time `return` stopped too, as cgc 3.1 unrolls it: `if (i
    /// == 2) break;` after `if (dot(v[i], t) > 0) return 1;` ends the loop
    /// at its third iteration and `if (i == 1) continue;` skips the second
    /// (tests/field/heldout22/repro/break_with_return_c5043.cg and
    /// continue_iteration_reads_kept.cg). Under a run-time condition the
    /// returned paths keep their flag: the running view
    /// ([`crate::lower::frame::Frame`]) reads them as still running.
    fn set_flag(&mut self, flag: Var, span: Span) -> R<()> {
        let place = (Root::Var(flag), Vec::new());
        let set = Value::scalar(Comp::Const(1.0));
        let in_run_time_branch = self.path.len() > self.frame().path_start;
        if flag == Var::Returned || in_run_time_branch || self.caps.branches {
            return self.store(&place, set, span);
        }
        let returned = self.frame_mut().env.remove(&Var::Returned);
        let stored = self.store(&place, set, span);
        if let Some(returned) = returned {
            self.frame_mut().env.insert(Var::Returned, returned);
        }
        stored
    }

    /// `KIL` where the current path runs. A vertex program cannot discard
    /// (C5014 where the statement may run; cgc 3.1 accepts one that never
    /// runs: `if (false) discard;`, after a `return`).
    fn discard(&mut self, span: Span) -> R<()> {
        let mut conditions = self.path.clone();
        let guard = self.full_guard();
        let running = self.not(&[guard])[0];
        conditions.push(running);
        let kill = self.all(&conditions);
        match kill.constant() {
            Some(0.0) => {}
            _ if self.caps.stage == crate::ir::Stage::Vertex => {
                return Err(Diagnostic::error(
                    5014,
                    span,
                    "profile does not support \"discard\" statements",
                ));
            }
            // KIL discards where a component is negative.
            _ => self.kil(&[kill.negated()]),
        }
        Ok(())
    }

    pub(crate) fn scalar_condition(&mut self, cond: ExprId) -> R<Comp> {
        let span = self.body().expr(cond).span;
        let value = self.expr(cond)?;
        let condition = vector(&value, span)?[0];
        if condition.constant().is_none() {
            self.early_reads.note_root(condition);
        }
        Ok(condition)
    }

    fn if_stmt(
        &mut self,
        cond: ExprId,
        then_block: &[StmtId],
        else_block: Option<&[StmtId]>,
        span: Span,
    ) -> R<()> {
        let condition = self.scalar_condition(cond)?;
        if let Some(value) = condition.constant() {
            return match (value != 0.0, else_block) {
                (true, _) => self.block(then_block),
                (false, Some(else_block)) => self.block(else_block),
                (false, None) => Ok(()),
            };
        }
        if else_block.is_none()
            && self.caps.branches
            && (self.branch_out_of_loop(condition, then_block, span)?
                || self.branch_out_of_function(condition, then_block)?)
        {
            return Ok(());
        }
        if self.caps.branches && self.may_branch_if(then_block, else_block) {
            return self.cheaper_if(condition, then_block, else_block, span);
        }
        self.if_converted(condition, then_block, else_block, span)
    }

    /// `if` on the run-time 0/1 `condition`: both branches run on copies of
    /// the variables, merged with selects.
    pub(crate) fn if_converted(
        &mut self,
        condition: Comp,
        then_block: &[StmtId],
        else_block: Option<&[StmtId]>,
        span: Span,
    ) -> R<()> {
        let before_env = self.frame().env.clone();
        let before_running = self.frame().running.clone();
        let before_globals = self.globals.clone();
        self.path.push(condition);
        self.block(then_block)?;
        self.path.pop();
        let then_env = std::mem::replace(&mut self.frame_mut().env, before_env.clone());
        let then_running = std::mem::replace(&mut self.frame_mut().running, before_running.clone());
        let then_globals = std::mem::replace(&mut self.globals, before_globals.clone());
        let negated = self.not(&[condition])[0];
        self.path.push(negated);
        if let Some(else_block) = else_block {
            self.block(else_block)?;
        }
        self.path.pop();
        let else_env = std::mem::take(&mut self.frame_mut().env);
        let else_running = std::mem::take(&mut self.frame_mut().running);
        let else_globals = std::mem::take(&mut self.globals);
        let mut merged_env = BTreeMap::new();
        for var in before_env.keys() {
            let merged = self.merge(condition, then_env.get(var), else_env.get(var), span)?;
            merged_env.insert(*var, merged);
        }
        let branches = [(&then_env, &then_running), (&else_env, &else_running)];
        let merged_running = self.merge_running(condition, branches, &merged_env, span)?;
        let mut merged_globals = BTreeMap::new();
        for global in before_globals.keys() {
            let merged = self.merge(
                condition,
                then_globals.get(global),
                else_globals.get(global),
                span,
            )?;
            merged_globals.insert(*global, merged);
        }
        let frame = self.frame_mut();
        frame.env = merged_env;
        frame.running = merged_running;
        self.globals = merged_globals;
        Ok(())
    }

    /// The running view after an if-converted `if`: a branch that certainly
    /// broke or returned is not part of it, so the other branch's values
    /// hold there; otherwise both are selected like the true values.
    fn merge_running(
        &mut self,
        cond: Comp,
        [then_branch, else_branch]: [Branch<'_>; 2],
        merged_env: &BTreeMap<Var, Value>,
        span: Span,
    ) -> R<BTreeMap<Var, Value>> {
        let (then_env, then_running) = then_branch;
        let (else_env, else_running) = else_branch;
        let then_left = Self::left_running_view(then_env);
        let else_left = Self::left_running_view(else_env);
        let mut merged = BTreeMap::new();
        for (&var, value) in merged_env {
            if !self.has_running_view(var) {
                continue;
            }
            let then_value = then_running.get(&var).or_else(|| then_env.get(&var));
            let else_value = else_running.get(&var).or_else(|| else_env.get(&var));
            let running = match (then_left, else_left) {
                (true, false) => else_value.cloned().unwrap_or(Value::Void),
                (false, true) => then_value.cloned().unwrap_or(Value::Void),
                _ if !then_running.contains_key(&var) && !else_running.contains_key(&var) => {
                    continue;
                }
                _ => self.merge(cond, then_value, else_value, span)?,
            };
            if !running.same(value) {
                merged.insert(var, running);
            }
        }
        Ok(merged)
    }

    fn merge(&mut self, cond: Comp, a: Option<&Value>, b: Option<&Value>, span: Span) -> R<Value> {
        match (a, b) {
            (Some(a), Some(b)) if a.same(b) => Ok(a.clone()),
            (Some(a), Some(b)) => self.joining(|this| this.select_value(&[cond], a, b, span)),
            (Some(v), None) | (None, Some(v)) => Ok(v.clone()),
            (None, None) => Ok(Value::Void),
        }
    }

    /// A loop: unrolled, or in a profile that branches, kept as a loop when
    /// that is smaller (both are lowered and the shorter code is kept), or,
    /// where a kept loop reads uniform arrays through the address register,
    /// as cgc decides by the loop's size ([`super::unroll_size`]).
    fn loop_stmt(
        &mut self,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
        keyword: &'static str,
        span: Span,
    ) -> R<()> {
        let trips = self.header_trip_count(cond, step, body, test_after)?;
        if let Some(HeaderTrips::Over(count)) = trips {
            return self.loop_over_unroll_limit(count, cond, step, body, test_after, keyword, span);
        }
        if !self.caps.branches && !self.exited() {
            match self.loop_shape(cond, step, body, test_after) {
                LoopShape::Counted | LoopShape::Dropped => {}
                // A test nothing changes that ends the loop at once.
                LoopShape::Invariant if matches!(trips, Some(HeaderTrips::Ends(_))) => {}
                LoopShape::Invariant | LoopShape::Other => {
                    return Err(self.loop_not_unrolled(keyword, span, body).with_note(
                        "cgc unrolls a loop whose test compares a counter, a variable \
                         stepped by a constant once in every pass",
                    ))
                }
            }
        }
        if !self.caps.branches {
            return self.unrolled_loop(cond, step, body, test_after, keyword, span);
        }
        // A loop first tested at run time becomes a real loop at once when
        // unrolled: lowering it a second time to compare would only repeat
        // that, and nested such loops would cost 2^depth lowerings.
        if self.first_test_at_run_time(cond, test_after) {
            return self.unrolled_loop(cond, step, body, test_after, keyword, span);
        }
        // cgc's own rule, which decides where the lowerings bind differently.
        let cgc_unrolls = match trips {
            Some(HeaderTrips::Ends(trips)) if self.caps.unroll == Flatten::Cheaper => Some(
                super::unroll_size::cgc_unrolls(self.hir, self.body(), body, trips),
            ),
            _ => None,
        };
        let before = self.snapshot();
        let start = self.lowered_size();
        let unrolled = self.unrolled_loop(cond, step, body, test_after, keyword, span);
        let unrolled_size = self.lowered_size().saturating_sub(start);
        let short = unrolled_size <= SHORT_UNROLLED_LOOP
            && self.caps.unroll == Flatten::Cheaper
            && cgc_unrolls != Some(false);
        if unrolled.is_ok() && (short || self.caps.unroll == Flatten::Always) {
            return unrolled;
        }
        let after_unrolling = self.snapshot();
        self.restore(before);
        let vector_indexes = self.vector_indexes;
        let relative_reads = self.relative_reads;
        let looped = self.kept_loop(cond, step, body, test_after, span);
        let loop_size = self.lowered_size().saturating_sub(start) + LOOP_BRANCHES;
        // cgc indexes vectors with the counter by selects only in loops it
        // cannot unroll.
        let indexes_vectors = self.vector_indexes != vector_indexes;
        let prefers_straight = match cgc_unrolls {
            Some(rule) if self.relative_reads != relative_reads => rule,
            _ => self.caps.unroll.prefers_straight(unrolled_size, loop_size),
        };
        let keep_loop = unrolled.is_err() || (!indexes_vectors && !prefers_straight);
        match looped {
            Ok(true) if keep_loop => Ok(()),
            _ => {
                self.restore(after_unrolling);
                unrolled
            }
        }
    }

    /// A loop whose header runs more than [`MAX_UNROLL`] times (`count`, if
    /// it ends within what [`super::trip_count`] counts): cgc's warning, then its
    /// error where the profile cannot branch, or a loop kept as a loop.
    #[allow(clippy::too_many_arguments)]
    fn loop_over_unroll_limit(
        &mut self,
        count: Option<usize>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
        keyword: &'static str,
        span: Span,
    ) -> R<()> {
        if let Some(count) = count {
            self.warn(Diagnostic::warning(
                7012,
                span,
                format!(
                    "not unrolling loop that executes {count} times since maximum loop \
                     unroll count is {MAX_UNROLL}"
                ),
            ));
        }
        if !self.caps.branches {
            let error = self.loop_not_unrolled(keyword, span, body);
            return Err(match count {
                Some(_) => error,
                None => error.with_note(format!(
                    "it does not end within {MAX_UNROLL} iterations (cgc's unrolling limit)"
                )),
            });
        }
        self.kept_loop(cond, step, body, test_after, span)
            .map(|_| ())
    }

    /// True when the loop's first test is known only at run time (the
    /// lowering of the test is thrown away).
    fn first_test_at_run_time(&mut self, cond: Option<ExprId>, test_after: bool) -> bool {
        let Some(cond) = cond.filter(|_| !test_after) else {
            return false;
        };
        if self.exited() {
            return false;
        }
        let before = self.snapshot();
        let test = self.scalar_condition(cond);
        self.restore(before);
        test.is_ok_and(|test| test.constant().is_none())
    }

    /// A loop lowered as a real loop from its first iteration on. `Ok(false)`
    /// when there is nothing to keep (the loop never runs).
    fn kept_loop(
        &mut self,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
        span: Span,
    ) -> R<bool> {
        let depth = self.frame().loop_depth;
        let zero = Value::scalar(Comp::Const(0.0));
        self.frame_mut()
            .env
            .insert(Var::Broken(depth), zero.clone());
        self.frame_mut().env.insert(Var::Continued(depth), zero);
        self.frame_mut().loop_depth += 1;
        let first_test = match cond {
            Some(cond) if !test_after => self.scalar_condition(cond),
            _ => Ok(Comp::Const(1.0)),
        };
        let result = match first_test {
            Ok(test) if test.constant() == Some(0.0) => Ok(false),
            Ok(test) => self
                .real_loop(test, cond, step, body, depth, span)
                .map(|()| true),
            Err(error) => Err(error),
        };
        let frame = self.frame_mut();
        frame.loop_depth -= 1;
        frame.env.remove(&Var::Broken(depth));
        frame.env.remove(&Var::Continued(depth));
        result
    }

    /// Unrolls a loop whose condition is constant at every test.
    fn unrolled_loop(
        &mut self,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
        keyword: &'static str,
        span: Span,
    ) -> R<()> {
        let depth = self.frame().loop_depth;
        let zero = Value::scalar(Comp::Const(0.0));
        self.frame_mut()
            .env
            .insert(Var::Broken(depth), zero.clone());
        self.frame_mut()
            .env
            .insert(Var::Continued(depth), zero.clone());
        self.frame_mut().loop_depth += 1;
        let running_before = self.frame().running.clone();
        // A float counter's loop runs as often as cgc counts it, whatever
        // the stepped counter's test says at the end.
        let counted = match (cond, step) {
            (Some(cond), Some(step)) if !test_after => self.float_counter_trips(cond, step, body),
            _ => None,
        };
        let mut iterations = 0usize;
        // The rest of the loop lowered as a real loop (a profile that
        // branches, a test known only at run time).
        let mut became_loop = false;
        let result = loop {
            if !(test_after && iterations == 0) {
                if self.exited() {
                    break Ok(());
                }
                if let Some(trips) = counted {
                    if iterations == trips {
                        break Ok(());
                    }
                } else if let Some(cond) = cond {
                    if self.caps.branches {
                        let condition = self.scalar_condition(cond)?;
                        match condition.constant() {
                            Some(0.0) => break Ok(()),
                            Some(_) => {}
                            // The profile branches: the rest stays a loop.
                            None => {
                                became_loop = true;
                                break self.real_loop(
                                    condition,
                                    Some(cond),
                                    step,
                                    body,
                                    depth,
                                    span,
                                );
                            }
                        }
                    } else {
                        match self.unrolled_test(cond)? {
                            UnrolledTest::Stop => break Ok(()),
                            UnrolledTest::Go => {}
                            UnrolledTest::BreakUnless(condition) => {
                                self.break_unless(condition, depth);
                            }
                            UnrolledTest::Unbounded => {
                                self.report_run_time_subscript(step, body, depth, span);
                                break Err(self.loop_not_unrolled(keyword, span, body));
                            }
                        }
                    }
                }
            }
            iterations += 1;
            if let Err(error) = self.spend_step(span) {
                break Err(error);
            }
            if iterations > MAX_UNROLL {
                break Err(self
                    .loop_not_unrolled(keyword, span, body)
                    .with_note(format!(
                        "it does not end within {MAX_UNROLL} iterations (cgc's unrolling limit)"
                    )));
            }
            self.block(body)?;
            self.frame_mut()
                .env
                .insert(Var::Continued(depth), zero.clone());
            if let Some(step) = step {
                if !self.exited() {
                    self.expr(step)?;
                }
            }
        };
        let frame = self.frame_mut();
        frame.loop_depth -= 1;
        let broken = frame.env.remove(&Var::Broken(depth));
        frame.env.remove(&Var::Continued(depth));
        // Running values set in the loop assumed it had not broken: past a
        // loop that may have, or that became a real loop (whose variables
        // are its carried registers now), only those from before it still
        // hold. An unrolled loop that never broke leaves them true for the
        // paths still running (those where no earlier `return` ran), which
        // are the only ones later statements matter on.
        if became_loop || !broken.is_some_and(|flag| flag.same(&zero)) {
            frame.running.retain(|var, value| {
                running_before
                    .get(var)
                    .is_some_and(|before| before.same(value))
            });
        }
        result
    }

    /// Sets the loop's break flag where `condition` (0/1) is 0.
    fn break_unless(&mut self, condition: Comp, depth: u32) {
        let stop = self.not(&[condition])[0];
        let broken = self
            .frame()
            .env
            .get(&Var::Broken(depth))
            .and_then(|value| value.as_vector().map(|v| v[0]))
            .unwrap_or(Comp::Const(0.0));
        let broken = self.any(&[broken, stop]);
        self.frame_mut()
            .env
            .insert(Var::Broken(depth), Value::scalar(broken));
    }
}
