//! How many times a loop runs by its header alone, as cgc decides whether a
//! loop can be unrolled before it unrolls anything.
//!
//! cgc counts a loop's iterations from its counter: `for (int i = 0; i <
//! 5000; i++)` "executes 5000 times", over its unrolling limit of 4,096, so
//! it warns (C7012) and, in a profile that cannot branch, rejects the loop
//! (C5011/C5012/C5013) whatever the body does, an early `break` included. A
//! loop whose counter never reaches the bound is rejected without the
//! warning. Here the header is run on its own: the test and the step are
//! lowered with the variables they read, iteration after iteration, and
//! nothing is kept. That is only sound when the body cannot change those
//! variables, so the count is asked for only then ([`header_trip_count`]'s
//! `None`); otherwise the loop is unrolled as before and the budgets of
//! [`crate::lower::lowerer`] bound it.
//!
//! Knowing the count first also bounds the time a hostile loop takes: an
//! endless loop with a large body used to be unrolled until the lowering
//! budget stopped it.

use crate::lower::expr::place::Root;
use crate::lower::frame::Var;
use crate::lower::lowerer::{Lowerer, MAX_UNROLL, R};
use crate::lower::value::Comp;
use crate::sema::hir::{
    BinaryOp, Body, Callee, Direction, ExprId, ExprKind, StmtId, StmtKind, UnaryOp,
};
use crate::sema::types::Type;
use std::collections::{BTreeMap, BTreeSet};

/// How far the header is run to find the count it warns with, past
/// [`MAX_UNROLL`]: a loop running longer is rejected without the count.
/// Each trial iteration lowers only the test and the step, a microsecond or
/// two.
const COUNTED_TRIPS: usize = 1 << 17;

/// What the test of an unrolled loop says before an iteration.
pub(crate) enum UnrolledTest {
    /// The loop has ended.
    Stop,
    /// The iteration runs.
    Go,
    /// The iteration runs where this 0/1 run-time condition holds.
    BreakUnless(Comp),
    /// The test depends on run-time values only: the loop cannot be unrolled.
    Unbounded,
}

/// What the header alone says of a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HeaderTrips {
    /// The test fails after this many iterations, at most [`MAX_UNROLL`].
    Ends(usize),
    /// The loop runs more than [`MAX_UNROLL`] times: this many, or (`None`)
    /// more than [`COUNTED_TRIPS`] or forever.
    Over(Option<usize>),
}

impl Lowerer<'_> {
    /// The test of an unrolled loop, split at `&&`: the loop ends where a
    /// part is constant false; parts known only at run time act as a `break`
    /// at the top of the iteration (cgc unrolls `i < 4 && w[i] > 0` so), as
    /// long as a constant part bounds the loop.
    pub(crate) fn unrolled_test(&mut self, cond: ExprId) -> R<UnrolledTest> {
        let mut parts = Vec::new();
        self.conjuncts(cond, &mut parts);
        let mut bounded = false;
        let mut run_time = Vec::new();
        for part in parts {
            let condition = self.scalar_condition(part)?;
            match condition.constant() {
                Some(0.0) => return Ok(UnrolledTest::Stop),
                Some(_) => bounded = true,
                None => run_time.push(condition),
            }
        }
        Ok(match (run_time.is_empty(), bounded) {
            (true, _) => UnrolledTest::Go,
            (false, true) => UnrolledTest::BreakUnless(self.all(&run_time)),
            (false, false) => UnrolledTest::Unbounded,
        })
    }

    /// The operands of a chain of scalar `&&`, in evaluation order. A loop
    /// along the left operands: `&&` chains have no length bound.
    fn conjuncts(&self, cond: ExprId, out: &mut Vec<ExprId>) {
        let mut right_operands = Vec::new();
        let mut node = cond;
        while let Some((lhs, rhs)) = self.conjunction(node) {
            right_operands.push(rhs);
            node = lhs;
        }
        out.push(node);
        for rhs in right_operands.into_iter().rev() {
            self.conjuncts(rhs, out);
        }
    }

    /// The operands of `id` when it is a scalar `&&`.
    fn conjunction(&self, id: ExprId) -> Option<(ExprId, ExprId)> {
        let expr = self.body().expr(id);
        match &expr.kind {
            ExprKind::Binary {
                op: BinaryOp::And,
                lhs,
                rhs,
                ..
            } if expr.ty.component_count() == Some(1) => Some((*lhs, *rhs)),
            _ => None,
        }
    }

    /// The count of a loop whose test and step are decided by constants the
    /// body does not change; `None` when the header reads run-time values,
    /// builds instructions, calls user functions, or reads a variable the
    /// body may write.
    pub(crate) fn header_trip_count(
        &mut self,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
    ) -> R<Option<HeaderTrips>> {
        let Some(cond) = cond else {
            return Ok(None);
        };
        let hir = self.body();
        let header: Vec<ExprId> = [Some(cond), step].into_iter().flatten().collect();
        let Some(reads) = header_reads(hir, &header) else {
            return Ok(None);
        };
        if reads.is_empty() || self.may_write(hir, body, &reads) {
            return Ok(None);
        }
        let before = self.snapshot();
        let size = self.lowered_size();
        let trips = self.run_header(cond, step, test_after, size);
        self.restore(before);
        Ok(trips)
    }

    /// How many times cgc 3.1 runs a loop over a `float` counter stepped by
    /// a constant (`for (float i = 0; i <= 1; i += 0.1)`), where that is
    /// not what stepping the counter in float arithmetic gives: cgc decides
    /// each test on the counter's start plus the iteration number times the
    /// step, each rounded to float (so `i <= 1` runs 11 times, while the
    /// stepped counter is 1.0000001 at the eleventh), though the body reads
    /// the stepped counter (probes: tests/field/heldout23/repro/
    /// float_step_loop_trip_count.cg, 416 of 420 headers of start, bound,
    /// step and comparison; the other 4 are `<` tests equal at the bound).
    /// `None` where the loop is not of that form, its counter or bound is not
    /// a constant now, or the body may write the counter.
    pub(crate) fn float_counter_trips(
        &mut self,
        cond: ExprId,
        step: ExprId,
        body: &[StmtId],
    ) -> Option<usize> {
        let hir = self.body();
        let ExprKind::Binary { op, lhs, rhs, .. } = hir.expr(cond).kind else {
            return None;
        };
        if !matches!(
            op,
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        ) {
            return None;
        }
        let counter = whole_variable(hir, lhs)?;
        if hir.expr(lhs).ty != Type::FLOAT || !matches!(counter, Root::Var(_)) {
            return None;
        }
        let step = counter_step(hir, step)?;
        if whole_variable(hir, step.target) != Some(counter) {
            return None;
        }
        let counters = BTreeSet::from([counter]);
        if self.may_write(hir, body, &counters) {
            return None;
        }
        let before = self.snapshot();
        let constants = (|| {
            let start = self.scalar_constant(lhs)?;
            let bound = self.scalar_constant(rhs)?;
            let increment = self.scalar_constant(step.value)?;
            Some((start, bound, increment))
        })();
        self.restore(before);
        let (start, bound, increment) = constants?;
        let increment = if step.down { -increment } else { increment };
        let holds = |value: f32| match op {
            BinaryOp::Lt => value < bound,
            BinaryOp::Le => value <= bound,
            BinaryOp::Gt => value > bound,
            _ => value >= bound,
        };
        (0..=COUNTED_TRIPS).find(|&trip| !holds(start + trip as f32 * increment))
    }

    /// The constant `id` lowers to, if it is a scalar constant.
    fn scalar_constant(&mut self, id: ExprId) -> Option<f32> {
        let value = self.expr(id).ok()?;
        value.as_vector().filter(|v| v.len() == 1)?[0].constant()
    }

    /// Runs the test and the step until the test fails or [`COUNTED_TRIPS`]
    /// iterations passed; `None` as soon as either builds an instruction or
    /// the test is not a constant.
    fn run_header(
        &mut self,
        cond: ExprId,
        step: Option<ExprId>,
        test_after: bool,
        size: usize,
    ) -> Option<HeaderTrips> {
        let mut trips = 0usize;
        loop {
            if !(test_after && trips == 0) {
                match self.unrolled_test(cond).ok()? {
                    UnrolledTest::Stop if trips <= MAX_UNROLL => {
                        return Some(HeaderTrips::Ends(trips))
                    }
                    UnrolledTest::Stop => return Some(HeaderTrips::Over(Some(trips))),
                    UnrolledTest::Go => {}
                    UnrolledTest::BreakUnless(_) | UnrolledTest::Unbounded => return None,
                }
            }
            trips += 1;
            if trips > COUNTED_TRIPS {
                return Some(HeaderTrips::Over(None));
            }
            if let Some(step) = step {
                self.expr(step).ok()?;
            }
            if self.lowered_size() != size {
                return None;
            }
        }
    }

    /// Whether the statements `body` may change one of `vars`: assign it,
    /// step it, pass it to an `out` or `inout` parameter (any argument of a
    /// library function, whose directions are not looked up here), or call a
    /// user function while `vars` holds a global.
    fn may_write(&self, hir: &Body, body: &[StmtId], vars: &BTreeSet<Root>) -> bool {
        let reads_global = vars.iter().any(|root| matches!(root, Root::Global(_)));
        let mut exprs = Vec::new();
        let mut stmts: Vec<StmtId> = body.to_vec();
        while let Some(stmt) = stmts.pop() {
            statement_parts(hir, stmt, &mut stmts, &mut exprs);
        }
        while let Some(id) = exprs.pop() {
            let kind = &hir.expr(id).kind;
            let written: Vec<ExprId> = match kind {
                ExprKind::Assign { target, .. } | ExprKind::IncDec { target, .. } => {
                    vec![*target]
                }
                ExprKind::Call {
                    callee: Callee::User(function),
                    args,
                } => {
                    if reads_global {
                        return true;
                    }
                    let params = &self.hir.function(*function).params;
                    args.iter()
                        .zip(params)
                        .filter(|(_, param)| param.direction != Direction::In)
                        .map(|(&arg, _)| arg)
                        .collect()
                }
                ExprKind::Call {
                    callee: Callee::Stdlib(_),
                    args,
                } => args.clone(),
                _ => Vec::new(),
            };
            if written
                .into_iter()
                .any(|target| place_root(hir, target).is_some_and(|root| vars.contains(&root)))
            {
                return true;
            }
            children(kind, &mut exprs);
        }
        false
    }
}

/// A counter's step: what it assigns, the value added, or (`down`) taken
/// away.
struct CounterStep {
    target: ExprId,
    value: ExprId,
    down: bool,
}

/// The step an assignment `id` is, of its target: `t += c`, `t -= c`,
/// `t = t + c`, `t = c + t`, `t = t - c` (`c` any expression; a plain
/// assignment's `t` a whole variable). The shapes cgc counts as a loop
/// counter's step ([`LoopWrites`], [`Lowerer::float_counter_trips`]).
fn counter_step(hir: &Body, id: ExprId) -> Option<CounterStep> {
    let ExprKind::Assign { op, target, value } = hir.expr(id).kind else {
        return None;
    };
    let is_target = |side: ExprId| {
        whole_variable(hir, side).is_some()
            && whole_variable(hir, side) == whole_variable(hir, target)
    };
    let (op, value) = match op {
        Some(op) => (op, value),
        None => match hir.expr(value).kind {
            ExprKind::Binary { op, lhs, rhs, .. } if is_target(lhs) => (op, rhs),
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
                ..
            } if is_target(rhs) => (BinaryOp::Add, lhs),
            _ => return None,
        },
    };
    match op {
        BinaryOp::Add => Some(CounterStep {
            target,
            value,
            down: false,
        }),
        BinaryOp::Sub => Some(CounterStep {
            target,
            value,
            down: true,
        }),
        _ => None,
    }
}

/// The literal value of a scalar condition, if it is one.
fn literal_truth(hir: &Body, id: ExprId) -> Option<bool> {
    match &hir.expr(id).kind {
        ExprKind::Literal(value) => value.components.first().map(|c| c.as_bool()),
        ExprKind::Convert { value, .. } => literal_truth(hir, *value),
        _ => None,
    }
}

/// Whether `id` is a constant written as one: a literal, converted or
/// negated.
fn is_literal(hir: &Body, id: ExprId) -> bool {
    match &hir.expr(id).kind {
        ExprKind::Literal(_) => true,
        ExprKind::Convert { value, .. }
        | ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Plus,
            operand: value,
        } => is_literal(hir, *value),
        _ => false,
    }
}

/// The variable `id` is, through conversions, when it is a whole one (not a
/// component, member or element).
fn whole_variable(hir: &Body, id: ExprId) -> Option<Root> {
    match &hir.expr(id).kind {
        ExprKind::Local(local) => Some(Root::Var(Var::Local(*local))),
        ExprKind::Param(index) => Some(Root::Var(Var::Param(*index))),
        ExprKind::Global(global) => Some(Root::Global(*global)),
        ExprKind::Convert { value, .. } => whole_variable(hir, *value),
        _ => None,
    }
}

/// The variable a side of a loop test compares: a whole variable, or the
/// one a prefix step or an assignment there changes (`++i < 3`,
/// `(i += 1) < 3`).
fn compared_variable(hir: &Body, id: ExprId) -> Option<Root> {
    match &hir.expr(id).kind {
        ExprKind::IncDec {
            prefix: true,
            target,
            ..
        }
        | ExprKind::Assign { target, .. } => whole_variable(hir, *target),
        ExprKind::Convert { value, .. } => compared_variable(hir, *value),
        _ => whole_variable(hir, id),
    }
}

/// What cgc calls a loop in its messages: a `for` without a step is a
/// `while`, a `while` whose test writes a variable a `for` (C5011, C5013).
pub(crate) fn loop_keyword(hir: &Body, stmt: &StmtKind) -> &'static str {
    let writes = |cond: ExprId| {
        let mut exprs = vec![cond];
        while let Some(id) = exprs.pop() {
            let kind = &hir.expr(id).kind;
            if matches!(kind, ExprKind::Assign { .. } | ExprKind::IncDec { .. }) {
                return true;
            }
            children(kind, &mut exprs);
        }
        false
    };
    match stmt {
        StmtKind::For {
            cond, step: None, ..
        } if !cond.is_some_and(writes) => "while",
        StmtKind::While { cond, .. } if !writes(*cond) => "while",
        StmtKind::DoWhile { .. } => "do",
        _ => "for",
    }
}

/// The writes of each variable in one pass of a loop, for cgc's unrolling
/// rule ([`Lowerer::unrolls_as_cgc`]): per write, whether it is a counter
/// step (`v++`, `v--`, `v += c`, `v -= c`, `v = v + c`, `v = c + v`,
/// `v = v - c` with `c` a constant ([`LoopWrites::constant_step`]), on the whole variable, as a
/// statement that runs in every pass: not under an `if` with a run-time
/// condition, not in a nested loop).
struct LoopWrites<'a> {
    hir: &'a Body,
    program: &'a crate::sema::hir::Program,
    /// Whether a variable holds a constant when the loop is reached.
    constant_now: &'a dyn Fn(Root) -> bool,
    /// Per counter, the variables its step reads: the step is constant only
    /// if the loop writes none of them.
    step_reads: BTreeMap<Root, BTreeSet<Root>>,
    /// Walking a `do`-`while` test, where a step's value is compared: only
    /// a prefix step (`++i`, `i += 1`) compares the stepped counter.
    in_test: bool,
    writes: BTreeMap<Root, Vec<bool>>,
}

impl LoopWrites<'_> {
    /// Whether a counter's step `value` is a constant to cgc: a literal, or
    /// an expression of variables holding constants when the loop is
    /// reached (`i += i_step` after `static const int i_step = 4;`, or
    /// `int s = 2; s = s * 2;`: cgc propagates them first; probes
    /// tests/shaders/fragment/loop_step_constant_variable.cg), provided the
    /// loop writes none of them (checked after the walk, [`Self::step_reads`]).
    /// The variables it reads, or `None` where it is no constant.
    fn constant_step(&self, value: ExprId) -> Option<BTreeSet<Root>> {
        if is_literal(self.hir, value) {
            return Some(BTreeSet::new());
        }
        header_reads(self.hir, &[value]).filter(|reads| {
            !reads.is_empty() && reads.iter().all(|&root| (self.constant_now)(root))
        })
    }

    fn record(&mut self, target: ExprId, step: bool) {
        self.record_step(target, step.then(BTreeSet::new));
    }

    /// A write of `target`; `step` is the variables a constant step reads
    /// where the write adds one to the variable.
    fn record_step(&mut self, target: ExprId, step: Option<BTreeSet<Root>>) {
        if let Some(root) = place_root(self.hir, target) {
            let step = step.filter(|_| whole_variable(self.hir, target) == Some(root));
            self.writes.entry(root).or_default().push(step.is_some());
            if let Some(reads) = step {
                self.step_reads.entry(root).or_default().extend(reads);
            }
        }
    }

    fn stmts(&mut self, stmts: &[StmtId], every_pass: bool) {
        for &stmt in stmts {
            self.stmt(stmt, every_pass);
        }
    }

    fn stmt(&mut self, stmt: StmtId, every_pass: bool) {
        match &self.hir.stmt(stmt).kind {
            StmtKind::Expr(expr) => self.expr(*expr, every_pass),
            StmtKind::Local { init, .. } => {
                if let Some(init) = init {
                    self.expr(*init, false);
                }
            }
            StmtKind::If {
                cond,
                then_block,
                else_block,
            } => {
                self.expr(*cond, false);
                // cgc's front end drops the branch a literal condition
                // never takes (`if (false) i = 5;` leaves `i` a counter).
                match literal_truth(self.hir, *cond) {
                    Some(true) => self.stmts(then_block, every_pass),
                    Some(false) => self.stmts(else_block.as_deref().unwrap_or(&[]), every_pass),
                    None => {
                        self.stmts(then_block, false);
                        self.stmts(else_block.as_deref().unwrap_or(&[]), false);
                    }
                }
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.stmts(init, false);
                for expr in [cond, step].into_iter().flatten() {
                    self.expr(*expr, false);
                }
                self.stmts(body, false);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(*cond, false);
                self.stmts(body, false);
            }
            StmtKind::Return(value) => {
                if let Some(value) = value {
                    self.expr(*value, false);
                }
            }
            StmtKind::Block(inner) => self.stmts(inner, every_pass),
            StmtKind::Break | StmtKind::Continue | StmtKind::Discard => {}
        }
    }

    fn expr(&mut self, id: ExprId, every_pass: bool) {
        let hir = self.hir;
        let kind = &hir.expr(id).kind;
        match kind {
            ExprKind::Sequence { first, second } => {
                self.expr(*first, every_pass);
                self.expr(*second, every_pass);
                return;
            }
            // Its arguments run in order, as a sequence's operands.
            ExprKind::Debug { args } => {
                for &arg in args {
                    self.expr(arg, every_pass);
                }
                return;
            }
            ExprKind::Assign { target, value, .. } => {
                let step = counter_step(hir, id).and_then(|step| self.constant_step(step.value));
                self.record_step(*target, step.filter(|_| every_pass));
                self.expr(*value, false);
                return;
            }
            ExprKind::IncDec { target, prefix, .. } => {
                self.record(*target, every_pass && (*prefix || !self.in_test));
                return;
            }
            ExprKind::Call { callee, args } => {
                for (index, &arg) in args.iter().enumerate() {
                    let direction = match callee {
                        Callee::User(function) => self
                            .program
                            .function(*function)
                            .params
                            .get(index)
                            .map(|param| param.direction),
                        Callee::Stdlib(id) => crate::sema::stdlib::overload(*id)
                            .params
                            .get(index)
                            .map(|param| param.direction),
                    };
                    if direction.is_some_and(|direction| direction != Direction::In) {
                        self.record(arg, false);
                    }
                }
            }
            // The operands of a comparison or a conversion run when it does
            // (a test's `++i < 3`).
            ExprKind::Binary { op, lhs, rhs, .. } if op.is_comparison() => {
                self.expr(*lhs, every_pass);
                self.expr(*rhs, every_pass);
                return;
            }
            ExprKind::Convert { value, .. } => {
                self.expr(*value, every_pass);
                return;
            }
            _ => {}
        }
        let mut inner = Vec::new();
        children(kind, &mut inner);
        for child in inner {
            self.expr(child, false);
        }
    }
}

/// What cgc's unroller makes of a loop's shape ([`Lowerer::loop_shape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LoopShape {
    /// The test compares a counter: cgc unrolls it (if it ends).
    Counted,
    /// The test is a literal false (`while (false)`, a `switch`): cgc's
    /// front end drops the loop (a `do` runs once).
    Dropped,
    /// Nothing the loop does changes the test: cgc's front end folds it,
    /// and drops the loop where it is false at once.
    Invariant,
    /// Neither: cgc cannot unroll it.
    Other,
}

impl Lowerer<'_> {
    /// How cgc's unroller sees a loop, which it decides by the loop's shape
    /// before it unrolls anything (probes tests/header/247-249): the test
    /// compares (alone or in a chain of `&&`) a counter with another value,
    /// and a counter is a variable stepped by a constant exactly once in
    /// every pass (`i++`, `i -= 2`, `i = i + 1`; in the step or at the top
    /// level of the body, or as `++i` in a `do`-`while` test). A variable
    /// the test reads may change in the loop only as a counter, and the
    /// test calls no function of the program. `for (;;)`, `while (true)`
    /// with a `break`, `i *= 2`, a counter also assigned in the body or
    /// stepped under an `if` are not counted.
    pub(crate) fn loop_shape(
        &self,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: &[StmtId],
        test_after: bool,
    ) -> LoopShape {
        let hir = self.body();
        let Some(cond) = cond else {
            return LoopShape::Other;
        };
        if let Some(truth) = literal_truth(hir, cond) {
            return if truth {
                LoopShape::Other
            } else {
                LoopShape::Dropped
            };
        }
        let constant_now = |root: Root| {
            self.root_value(root).is_some_and(|value| {
                let components = value.components();
                !components.is_empty() && components.iter().all(|c| c.constant().is_some())
            })
        };
        let mut pass = LoopWrites {
            hir,
            program: self.hir,
            constant_now: &constant_now,
            step_reads: BTreeMap::new(),
            in_test: true,
            writes: BTreeMap::new(),
        };
        pass.expr(cond, test_after);
        // Only a `do`-`while` test may step a counter (cgc moves the step
        // out of it); a `while` or `for` test that writes is not unrolled.
        if !test_after && !pass.writes.is_empty() {
            return LoopShape::Other;
        }
        pass.in_test = false;
        if let Some(step) = step {
            pass.expr(step, true);
        }
        pass.stmts(body, true);
        let Some(reads) = header_reads(hir, &[cond]) else {
            return LoopShape::Other;
        };
        if !reads.iter().any(|root| pass.writes.contains_key(root)) {
            return LoopShape::Invariant;
        }
        let counter = |root: &Root| {
            pass.writes.get(root).is_some_and(|w| w == &[true])
                && pass
                    .step_reads
                    .get(root)
                    .is_none_or(|reads| reads.iter().all(|read| !pass.writes.contains_key(read)))
        };
        let compares_counter = |part: ExprId| match &hir.expr(part).kind {
            ExprKind::Binary { op, lhs, rhs, .. } if op.is_comparison() => [lhs, rhs]
                .into_iter()
                .any(|side| compared_variable(hir, *side).is_some_and(|root| counter(&root))),
            _ => false,
        };
        // `i < 4 && x`: cgc unrolls by the counter whatever `x` reads, the
        // body's own results included (`acc < limit` with `acc` summed in
        // the loop), `x` acting as a `break` (tests/shaders/fragment/
        // density_march_early_exit.cg, vertex/skin_weights_until_full.cg).
        let counter_first = self.conjunction(cond).map(|(lhs, _)| lhs);
        if counter_first.is_some_and(|first| {
            compares_counter(first)
                && header_reads(hir, &[first]).is_some_and(|reads| {
                    (reads.iter()).all(|root| !pass.writes.contains_key(root) || counter(root))
                })
        }) {
            return LoopShape::Counted;
        }
        if reads
            .iter()
            .any(|root| pass.writes.contains_key(root) && !counter(root))
        {
            return LoopShape::Other;
        }
        let mut parts = Vec::new();
        self.conjuncts(cond, &mut parts);
        if parts.into_iter().any(compares_counter) {
            LoopShape::Counted
        } else {
            LoopShape::Other
        }
    }
}

/// The variables `header` reads; `None` when it calls a user function (which
/// could read or write anything).
fn header_reads(hir: &Body, header: &[ExprId]) -> Option<BTreeSet<Root>> {
    let mut reads = BTreeSet::new();
    let mut exprs = header.to_vec();
    while let Some(id) = exprs.pop() {
        let kind = &hir.expr(id).kind;
        match kind {
            ExprKind::Local(local) => {
                reads.insert(Root::Var(Var::Local(*local)));
            }
            ExprKind::Param(index) => {
                reads.insert(Root::Var(Var::Param(*index)));
            }
            ExprKind::Global(global) => {
                reads.insert(Root::Global(*global));
            }
            ExprKind::Call {
                callee: Callee::User(_),
                ..
            } => return None,
            _ => {}
        }
        children(kind, &mut exprs);
    }
    Some(reads)
}

/// The variable an lvalue (or any expression) names through swizzles,
/// members and indices, if it names one.
fn place_root(hir: &Body, mut id: ExprId) -> Option<Root> {
    loop {
        id = match &hir.expr(id).kind {
            ExprKind::Local(local) => return Some(Root::Var(Var::Local(*local))),
            ExprKind::Param(index) => return Some(Root::Var(Var::Param(*index))),
            ExprKind::Global(global) => return Some(Root::Global(*global)),
            ExprKind::Swizzle { base, .. }
            | ExprKind::MatrixSwizzle { base, .. }
            | ExprKind::Member { base, .. }
            | ExprKind::Index { base, .. } => *base,
            _ => return None,
        };
    }
}

/// Pushes the statements and expressions directly inside `stmt`.
fn statement_parts(hir: &Body, stmt: StmtId, stmts: &mut Vec<StmtId>, exprs: &mut Vec<ExprId>) {
    match &hir.stmt(stmt).kind {
        StmtKind::Expr(expr) => exprs.push(*expr),
        StmtKind::Local { init, .. } => exprs.extend(*init),
        StmtKind::If {
            cond,
            then_block,
            else_block,
        } => {
            exprs.push(*cond);
            stmts.extend(then_block);
            stmts.extend(else_block.iter().flatten());
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            stmts.extend(init);
            exprs.extend(cond);
            exprs.extend(step);
            stmts.extend(body);
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            exprs.push(*cond);
            stmts.extend(body);
        }
        StmtKind::Return(value) => exprs.extend(*value),
        StmtKind::Block(inner) => stmts.extend(inner),
        StmtKind::Break | StmtKind::Continue | StmtKind::Discard => {}
    }
}

/// Pushes the expressions directly inside an expression of kind `kind`.
fn children(kind: &ExprKind, exprs: &mut Vec<ExprId>) {
    match kind {
        ExprKind::Literal(_)
        | ExprKind::String(_)
        | ExprKind::Local(_)
        | ExprKind::Param(_)
        | ExprKind::Global(_)
        | ExprKind::State { .. }
        | ExprKind::ArrayLength { .. } => {}
        ExprKind::Unary { operand, .. } => exprs.push(*operand),
        ExprKind::Binary { lhs, rhs, .. } => exprs.extend([*lhs, *rhs]),
        ExprKind::Assign { target, value, .. } => exprs.extend([*target, *value]),
        ExprKind::IncDec { target, .. } => exprs.push(*target),
        ExprKind::Conditional {
            cond,
            then_value,
            else_value,
        } => exprs.extend([*cond, *then_value, *else_value]),
        ExprKind::Convert { value, .. } => exprs.push(*value),
        ExprKind::Construct { args } | ExprKind::Call { args, .. } | ExprKind::Debug { args } => {
            exprs.extend(args)
        }
        ExprKind::InitList { elements } => exprs.extend(elements),
        ExprKind::Swizzle { base, .. }
        | ExprKind::MatrixSwizzle { base, .. }
        | ExprKind::Member { base, .. } => exprs.push(*base),
        ExprKind::Index { base, index } => exprs.extend([*base, *index]),
        ExprKind::Sequence { first, second } => exprs.extend([*first, *second]),
    }
}
