//! Initializers that must be constant expressions (cgc 3.1's C1059 "non
//! constant expression in initialization").
//!
//! The rule, probed with cgc 3.1 (tests/sema/cases/549-553): the `= expr`
//! initializer of a global that is not a plain `static` (a uniform, a
//! non-static `const`, a `static const`), of a local `static const`, and
//! the default value of an entry's uniform parameter may read literals, the
//! standard library and `static const` variables, nothing else: a
//! non-static `const` global is a uniform the application may set, so
//! `const float k = 0.25; const float inv = 1.0 / k;` is C1059, as are
//! locals, parameters, other uniforms, plain `static` variables, `glstate`
//! and calls of the program's own functions, but a parameter declared
//! `static const` is a constant (crt-royale's `phosphor-mask-resizing.h`:
//! `static const float inv = 1.0/tile_size_uv_r;` with the parameter
//! `static const float tile_size_uv_r`; tests/sema/cases/567, 568). A plain `static` global or
//! local may be initialised from anything. `{ ... }` lists are not checked
//! (cgc accepts `static const float a[2] = { k, 1 };`).
//!
//! cgc checks this while it types the initializer, so it does not look
//! inside an operator, a negation or a swizzle whose type it settles only
//! when it compiles (a late value, [`crate::sema::eager_calls`]):
//! `uniform float k = u + saturate(1.0);` and `tex2D(s, uv).x` are taken,
//! `saturate(u)` itself, `(float)saturate(u)`, `(u, saturate(1.0))` and
//! `c ? u : saturate(1.0)` are not (tests/sema/cases/610).
//!
//! An entry's uniform default may also read the entry's parameters, which
//! cgc types late too: `uniform float4 k = u * g` (`u` a parameter, `g` a
//! global uniform), `sin(t.xyxy)`, `-u`, `u.x > 0 ? u : u` compile, with
//! no `#default`; not inside a constructor or a cast (`float4(t, 1, 1)`,
//! `(float4)u` are C1059), and a global read beside such a read only where
//! an operator or a call joins them (`t.x > 0 ? g : c` is C1059;
//! tests/sema/cases/675).

use std::collections::HashSet;

use smallvec::SmallVec;

use crate::diag::Diagnostic;
use crate::sema::hir::{Body, Callee, ConvertKind, ExprId, ExprKind, Storage};
use crate::sema::items::{Items, Signature};
use crate::span::Span;

/// C1059 when the expression `init` of `body` reads something that is not
/// a constant, at the line where the initializer ends (cgc reports it
/// there: `1.0 /⏎ k;` is reported at `k`'s line). `signature` is the
/// function whose body holds the initializer (none for a global's); `late`
/// the values of `body` cgc types late.
pub(crate) fn check(
    items: &Items,
    signature: Option<&Signature>,
    (body, late): (&Body, &HashSet<ExprId>),
    init: ExprId,
) -> Option<Diagnostic> {
    let none = HashSet::new();
    if is_constant(items, signature, (body, late, &none, &none), init) {
        return None;
    }
    Some(non_constant(body, init))
}

/// [`check`] for the default value `init` of a parameter, which may read
/// the function's parameters where cgc types them late (see the module's
/// documentation).
/// `typed_at_once`: the values of constructors and casts.
pub(crate) fn check_parameter_default(
    items: &Items,
    (body, late, typed_at_once): (&Body, &HashSet<ExprId>, &HashSet<ExprId>),
    init: ExprId,
) -> Option<Diagnostic> {
    let reads_parameter = late_parameter_reads(body, typed_at_once, init);
    if is_constant(
        items,
        None,
        (body, late, &reads_parameter, typed_at_once),
        init,
    ) {
        return None;
    }
    Some(non_constant(body, init))
}

/// The nodes of `init`'s tree that cgc types late because they read a
/// parameter: the read itself, and an operator, a swizzle, a member, an
/// index, a library call or a `?:` branch over such a node (a constructor
/// or a cast is typed at once). Operands first, with a stack of its own.
fn late_parameter_reads(
    body: &Body,
    typed_at_once: &HashSet<ExprId>,
    init: ExprId,
) -> HashSet<ExprId> {
    let mut late = HashSet::new();
    let mut stack = vec![(init, false)];
    while let Some((id, operands_done)) = stack.pop() {
        let kind = &body.expr(id).kind;
        if !operands_done {
            stack.push((id, true));
            stack.extend(operands(kind).into_iter().map(|operand| (operand, false)));
            continue;
        }
        let reads = match kind {
            ExprKind::Param(_) => true,
            ExprKind::Conditional {
                then_value,
                else_value,
                ..
            } => late.contains(then_value) || late.contains(else_value),
            ExprKind::Unary { .. }
            | ExprKind::Binary { .. }
            | ExprKind::Swizzle { .. }
            | ExprKind::MatrixSwizzle { .. }
            | ExprKind::Member { .. }
            | ExprKind::Index { .. }
            | ExprKind::Sequence { .. }
            | ExprKind::Convert {
                kind: ConvertKind::Implicit,
                ..
            }
            | ExprKind::Call {
                callee: Callee::Stdlib(_),
                ..
            } => operands(kind).iter().any(|operand| late.contains(operand)),
            _ => false,
        };
        if reads && !typed_at_once.contains(&id) {
            late.insert(id);
        }
    }
    late
}

/// C1059 for the initializer `init` of `body`, at the line where it ends
/// (see [`check`]).
pub(crate) fn non_constant(body: &Body, init: ExprId) -> Diagnostic {
    let span = body.expr(init).span;
    let end = Span {
        start: span.end.saturating_sub(1).max(span.start),
        ..span
    };
    Diagnostic::error(1059, end, "non constant expression in initialization")
}

/// Whether every variable the expression reads is a `static const` and
/// every function it calls is a library function cgc takes in an
/// initializer. A loop over a work
/// list: operands nest without bound.
/// The operands a node computes from: those the front end folds, and a
/// library call's arguments.
fn operands(kind: &ExprKind) -> SmallVec<[ExprId; 4]> {
    match kind {
        ExprKind::Call {
            callee: Callee::Stdlib(_),
            args,
        } => args.iter().copied().collect(),
        _ => kind.value_operands(),
    }
}

/// `reads_parameter`: the nodes [`late_parameter_reads`] found, skipped
/// outside constructors and casts (`typed_at_once`).
fn is_constant(
    items: &Items,
    signature: Option<&Signature>,
    (body, late, reads_parameter, typed_at_once): (
        &Body,
        &HashSet<ExprId>,
        &HashSet<ExprId>,
        &HashSet<ExprId>,
    ),
    init: ExprId,
) -> bool {
    let mut pending = vec![(init, false)];
    while let Some((id, in_constructor)) = pending.pop() {
        let kind = &body.expr(id).kind;
        let typed_late = matches!(
            kind,
            ExprKind::Unary { .. } | ExprKind::Binary { .. } | ExprKind::Swizzle { .. }
        );
        let in_constructor = in_constructor || typed_at_once.contains(&id);
        if (typed_late && late.contains(&id)) || (!in_constructor && reads_parameter.contains(&id))
        {
            continue;
        }
        let operands = operands(kind);
        match kind {
            ExprKind::Literal(_) | ExprKind::String(_) => {}
            ExprKind::Global(global) => {
                let constant = items
                    .globals
                    .get(global.index())
                    .is_some_and(|global| global.is_const && global.storage == Storage::Static);
                if !constant {
                    return false;
                }
            }
            ExprKind::Local(local) => {
                let local = body.local(*local);
                if !(local.is_const && local.is_static) {
                    return false;
                }
            }
            ExprKind::Param(index) => {
                let static_const = signature
                    .and_then(|signature| signature.params.get(*index as usize))
                    .is_some_and(|param| param.is_const && param.is_static);
                if !static_const {
                    return false;
                }
            }
            ExprKind::State { .. }
            | ExprKind::Assign { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::Call {
                callee: Callee::User(_),
                ..
            } => return false,
            ExprKind::Call {
                callee: Callee::Stdlib(id),
                ..
            } if !constant_in_initializer(crate::sema::stdlib::overload(*id).name) => return false,
            ExprKind::Debug { args } => {
                pending.extend(args.iter().map(|&arg| (arg, in_constructor)))
            }
            ExprKind::ArrayLength { base } => pending.push((*base, in_constructor)),
            _ => pending.extend(
                operands
                    .into_iter()
                    .map(|operand| (operand, in_constructor)),
            ),
        }
    }
    true
}

/// Whether cgc 3.1 takes a call of the library function `name` in an
/// initializer that must be constant. Every call of these is C1059 there, in
/// every profile and for every overload (tests/conformance/
/// library-initializers.json, from the reference manual's list, and `noise`,
/// tests/sema/cases/610); the others are taken, folded into the `#default`
/// value or not.
fn constant_in_initializer(name: &str) -> bool {
    const NOT_CONSTANT: &[&str] = &[
        "acos",
        "all",
        "any",
        "asin",
        "atan",
        "atan2",
        "bitfieldExtract",
        "bitfieldInsert",
        "cosh",
        "cross",
        "ddx",
        "ddy",
        "degrees",
        "determinant",
        "distance",
        "faceforward",
        "fmod",
        "fwidth",
        "inverse",
        "isfinite",
        "isinf",
        "isnan",
        "ldexp",
        "lerp",
        "lit",
        "log10",
        "noise",
        "pack_2half",
        "pack_2ushort",
        "pack_4byte",
        "pack_4ubyte",
        "radians",
        "reflect",
        "refract",
        "sinh",
        "smoothstep",
        "step",
        "tan",
        "tanh",
        "transpose",
        "unpack_2half",
        "unpack_2ushort",
        "unpack_4byte",
        "unpack_4ubyte",
    ];
    !NOT_CONSTANT.contains(&name)
}
