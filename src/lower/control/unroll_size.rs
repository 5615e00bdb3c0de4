//! cgc's rule for unrolling a loop in a profile that branches (vp30).
//!
//! cgc does not compare the unrolled code with the loop's: it unrolls a loop
//! of a constant trip count when `trips × size of the body ≤ 32`, the size
//! counted on its intermediate code before any optimization: one per
//! operator, swizzle, index, intrinsic and assignment, with the library's
//! functions and the program's own inlined. Found by probes (body × trips,
//! `BRA` in cgc's program or not; tests/lower/unroll_rule.tsv holds cgc's
//! verdicts): `s = s * k` unrolls to 16 trips (2 per pass), `s = s * k + m`
//! to 10 (3), `s += L[i] * p` to 8 (4), `s = normalize(s)` to 5 (6).
//!
//! The choice matters where the two lowerings bind differently: a kept loop
//! reads a uniform array through `A0` and binds all of it, unrolled it binds
//! only the elements read. Elsewhere the shorter lowering is kept (cgrs's
//! own rule, fewer instructions than cgc's where they differ).

use crate::sema::hir::{
    BinaryOp, Body, Callee, Direction, ExprId, ExprKind, Program, StmtId, StmtKind, UnaryOp,
};
use crate::sema::types::{Base, Type};
use crate::sema::{stdlib, stdlib_cg};

/// The most `trips × size` cgc unrolls.
const UNROLL_BUDGET: usize = 32;

/// What a `break` or `return` in the body adds: cgc unrolls such a loop
/// only for very few trips (`s = s * k; if (s.x > 0) break;` 2 trips,
/// with `return` 1).
const BREAK_SIZE: usize = 8;
const RETURN_SIZE: usize = 16;

/// Intrinsics cgc inlines like functions defined in Cg: a computed argument
/// is copied in (`abs(L[i] - p)` costs one more than `abs(k)`).
const COPYING_INTRINSICS: &[&str] = &["abs", "frac", "step"];

/// The deepest chain of inlined calls counted (Cg has no recursion; this
/// only bounds a malformed program).
const MAX_DEPTH: u32 = 16;

/// Whether cgc unrolls a loop of `trips` passes over `body`.
pub(crate) fn cgc_unrolls(program: &Program, hir: &Body, body: &[StmtId], trips: usize) -> bool {
    let size = Size { program, depth: 0 }.stmts(hir, body, false);
    trips.saturating_mul(size) <= UNROLL_BUDGET
}

/// Counts the size of statements and expressions as cgc does.
struct Size<'p> {
    program: &'p Program,
    depth: u32,
}

impl Size<'_> {
    /// `inlined`: the statements of a called function, whose `return` is
    /// the move of its value only.
    fn stmts(&mut self, hir: &Body, stmts: &[StmtId], inlined: bool) -> usize {
        stmts
            .iter()
            .map(|&stmt| self.stmt(hir, stmt, inlined))
            .fold(0, usize::saturating_add)
    }

    fn stmt(&mut self, hir: &Body, stmt: StmtId, inlined: bool) -> usize {
        match &hir.stmt(stmt).kind {
            StmtKind::Expr(expr) => self.expr(hir, *expr),
            StmtKind::Local { init, .. } => init.map_or(0, |init| self.expr(hir, init) + 1),
            StmtKind::If {
                cond,
                then_block,
                else_block,
            } => {
                let branches = self.stmts(hir, then_block, inlined)
                    + else_block
                        .as_ref()
                        .map_or(0, |block| 1 + self.stmts(hir, block, inlined));
                1 + self.expr(hir, *cond) + branches
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let trips = literal_trips(hir, init, *cond, *step);
                let pass = self.stmts(hir, body, inlined) + 2;
                let init = self.stmts(hir, init, inlined);
                trips.map_or(usize::MAX, |trips| {
                    init.saturating_add(trips.saturating_mul(pass))
                })
            }
            // Run-time trip counts: cgc keeps the outer loop.
            StmtKind::While { .. } | StmtKind::DoWhile { .. } => usize::MAX,
            StmtKind::Return(value) if inlined => value.map_or(0, |value| self.expr(hir, value)),
            StmtKind::Return(_) => RETURN_SIZE,
            StmtKind::Break | StmtKind::Discard => BREAK_SIZE,
            StmtKind::Continue => 1,
            StmtKind::Block(inner) => self.stmts(hir, inner, inlined),
        }
    }

    fn exprs(&mut self, hir: &Body, exprs: &[ExprId]) -> usize {
        exprs.iter().map(|&e| self.expr(hir, e)).sum()
    }

    fn expr(&mut self, hir: &Body, id: ExprId) -> usize {
        let expr = hir.expr(id);
        match &expr.kind {
            ExprKind::Literal(_)
            | ExprKind::String(_)
            | ExprKind::Local(_)
            | ExprKind::Param(_)
            | ExprKind::Global(_)
            | ExprKind::State { .. }
            | ExprKind::ArrayLength { .. }
            | ExprKind::Debug { .. } => 0,
            ExprKind::Unary { op, operand } => {
                let own = usize::from(*op != UnaryOp::Plus);
                own + self.expr(hir, *operand)
            }
            ExprKind::Binary { op, lhs, rhs, .. } => {
                let own = if matches!(op, BinaryOp::And | BinaryOp::Or) {
                    2
                } else {
                    1
                };
                own + self.expr(hir, *lhs) + self.expr(hir, *rhs)
            }
            ExprKind::Assign { op, target, value } => {
                // `op=` reads the target as an operand; a write to some
                // components is a masked store.
                let read = op.map_or(0, |_| 1 + self.expr(hir, *target));
                let masked = usize::from(matches!(
                    hir.expr(*target).kind,
                    ExprKind::Swizzle { .. } | ExprKind::MatrixSwizzle { .. }
                ));
                1 + read + masked + self.place(hir, *target) + self.expr(hir, *value)
            }
            ExprKind::IncDec { target, .. } => 2 + self.place(hir, *target),
            ExprKind::Conditional {
                cond,
                then_value,
                else_value,
            } => 4 + self.exprs(hir, &[*cond, *then_value, *else_value]),
            ExprKind::Convert { value, .. } => {
                let from = hir.expr(*value);
                let converts = match from.kind {
                    ExprKind::Literal(_) => false,
                    // A swizzle or a variable widens by its swizzle.
                    ExprKind::Local(_)
                    | ExprKind::Param(_)
                    | ExprKind::Global(_)
                    | ExprKind::Swizzle { .. } => changes_kind(from.ty, expr.ty),
                    _ => widens(from.ty, expr.ty) || changes_kind(from.ty, expr.ty),
                };
                usize::from(converts) + self.expr(hir, *value)
            }
            ExprKind::Construct { args } => 1 + self.exprs(hir, args),
            ExprKind::InitList { elements } => 1 + self.exprs(hir, elements),
            ExprKind::Swizzle { base, .. } | ExprKind::MatrixSwizzle { base, .. } => {
                1 + self.expr(hir, *base)
            }
            ExprKind::Index { base, index } => 1 + self.expr(hir, *base) + self.expr(hir, *index),
            ExprKind::Member { base, .. } => self.expr(hir, *base),
            ExprKind::Sequence { first, second } => self.exprs(hir, &[*first, *second]),
            ExprKind::Call { callee, args } => self.call(hir, *callee, args, expr.ty),
        }
    }

    /// An assignment's target: what computing its address costs.
    fn place(&mut self, hir: &Body, id: ExprId) -> usize {
        match &hir.expr(id).kind {
            ExprKind::Index { base, index } => 1 + self.place(hir, *base) + self.expr(hir, *index),
            ExprKind::Member { base, .. }
            | ExprKind::Swizzle { base, .. }
            | ExprKind::MatrixSwizzle { base, .. } => self.place(hir, *base),
            _ => 0,
        }
    }

    fn call(&mut self, hir: &Body, callee: Callee, args: &[ExprId], ty: Type) -> usize {
        let arguments = self.exprs(hir, args);
        match callee {
            Callee::Stdlib(id) => {
                let overload = stdlib::overload(id);
                let width = args
                    .first()
                    .and_then(|&a| hir.expr(a).ty.component_count())
                    .unwrap_or(1) as usize;
                // A function the library defines in Cg is inlined like the
                // program's own: computed arguments are copied in.
                let copies = if stdlib_cg::is_library_id(id)
                    || COPYING_INTRINSICS.contains(&overload.name)
                {
                    args.iter().filter(|&&arg| !plain(hir, arg)).count()
                } else {
                    0
                };
                arguments + copies + library_size(overload.name, width, args, hir, ty)
            }
            Callee::User(function) => {
                let function = &self.program.functions[function.index()];
                // An argument other than a variable or a literal is copied
                // into its parameter; `out` and `inout` ones are copied back.
                let copies: usize = function
                    .params
                    .iter()
                    .zip(args)
                    .map(|(param, &arg)| {
                        let copied_in = param.direction == Direction::In && !plain(hir, arg);
                        usize::from(copied_in) + usize::from(param.direction != Direction::In)
                    })
                    .sum();
                let Some(body) = function.body.as_ref().filter(|_| self.depth < MAX_DEPTH) else {
                    return usize::MAX;
                };
                self.depth += 1;
                let inlined = self.stmts(body, &body.root, true);
                self.depth -= 1;
                arguments.saturating_add(copies).saturating_add(inlined)
            }
        }
    }
}

/// A library function's own size on arguments of `width` components
/// (probes of `s = f(s, k)` alone in a loop, less the assignment's 1).
fn library_size(name: &str, width: usize, args: &[ExprId], hir: &Body, ty: Type) -> usize {
    let is_matrix = |id: &ExprId| matches!(hir.expr(*id).ty.base, Base::Matrix(..));
    match name {
        "dot" => 2,
        // One dot product per component of the result.
        "mul" if args.iter().any(is_matrix) => 4 * ty.component_count().unwrap_or(1) as usize,
        "normalize" | "length" | "reflect" => 5,
        "cross" => 6,
        "distance" => 7,
        "lerp" | "step" => 3,
        "saturate" => 4,
        "lit" => 6,
        // Scalar instructions, one per component.
        "rsqrt" | "sqrt" | "exp" | "exp2" | "log" | "log2" | "sin" | "cos" if width > 1 => {
            3 * width
        }
        "pow" if width > 1 => 4 * width,
        "pow" => 3,
        _ => 1,
    }
}

/// A variable or a literal: an argument inlining reads in place.
fn plain(hir: &Body, id: ExprId) -> bool {
    matches!(
        hir.expr(id).kind,
        ExprKind::Literal(_) | ExprKind::Local(_) | ExprKind::Param(_) | ExprKind::Global(_)
    )
}

/// A conversion from a scalar to a vector or matrix.
fn widens(from: Type, to: Type) -> bool {
    matches!(from.base, Base::Scalar(_)) && matches!(to.base, Base::Vector(..) | Base::Matrix(..))
}

/// A conversion between integers or booleans and floating-point numbers
/// (`half`, `fixed` and `float` are one kind here).
fn changes_kind(from: Type, to: Type) -> bool {
    let floating = |ty: Type| ty.scalar_kind().map(|kind| kind.is_floating());
    floating(from) != floating(to)
}

/// The trip count of a nested `for (int j = A; j < B; j++)` (or `<=`, `+=`
/// by a literal) with literal bounds; `None` for any other header.
fn literal_trips(
    hir: &Body,
    init: &[StmtId],
    cond: Option<ExprId>,
    step: Option<ExprId>,
) -> Option<usize> {
    let [init] = init else { return None };
    let StmtKind::Local {
        local,
        init: Some(start),
    } = &hir.stmt(*init).kind
    else {
        return None;
    };
    let start = literal(hir, *start)?;
    let ExprKind::Binary { op, lhs, rhs, .. } = &hir.expr(cond?).kind else {
        return None;
    };
    if !matches!(hir.expr(*lhs).kind, ExprKind::Local(l) if l == *local) {
        return None;
    }
    let end = literal(hir, *rhs)?;
    let stride = match &hir.expr(step?).kind {
        ExprKind::IncDec {
            increment: true, ..
        } => 1.0,
        ExprKind::Assign {
            op: Some(BinaryOp::Add),
            value,
            ..
        } => literal(hir, *value)?,
        _ => return None,
    };
    let span = match op {
        BinaryOp::Lt => end - start,
        BinaryOp::Le => end - start + 1.0,
        _ => return None,
    };
    (stride > 0.0 && span >= 0.0).then(|| (span / stride).ceil() as usize)
}

/// A literal's value, through conversions.
fn literal(hir: &Body, id: ExprId) -> Option<f64> {
    match &hir.expr(id).kind {
        ExprKind::Literal(value) => value.components.first().map(|c| f64::from(c.as_f32())),
        ExprKind::Convert { value, .. } => literal(hir, *value),
        _ => None,
    }
}
