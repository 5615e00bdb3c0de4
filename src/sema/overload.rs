//! Overload resolution (Cg spec, "Function Overloading", steps 3–7).
//!
//! Invariants: resolution looks only at types (no names, no spans), so the
//! same code serves user functions and the standard library; the caller turns
//! a [`Failure`] into a diagnostic that lists the candidates.
//!
//! Step 5 of the spec filters the candidate set argument by argument, left to
//! right, keeping for each argument only the candidates whose conversion of it
//! is the best available. "Best" is the [`Rank`] of the conversion, which was
//! measured against cgc (tests/sema_unit/ov*.cg):
//!
//! - `ov.cg`: `f(1)` against `f(float)`/`f(half)` is ambiguous ("f(int)");
//!   `f(1.0)` picks `f(float)`; `k(2.0)` against `k(half)`/`k(int)` is ambiguous.
//! - `ov2.cg`: no promotions among scalar types: `p(half)` against
//!   `p(float)`/`p(int)` is ambiguous; `s(half)` prefers `s(float)` over
//!   `s(float4)` (a scalar change beats a smear).
//! - `ov3.cg`: `a2(float4)` against `a2(float)`/`a2(float3)` is ambiguous (two
//!   narrowings); `a5(float4)` prefers `a5(half4)` over `a5(float3)`.
//! - `ov4.cg`: `st2(0, float4)` against `st2(half,half)`/`st2(float4,float4)`
//!   picks `half` (with a narrowing warning on the second argument): the first
//!   argument decides before the second is looked at.
//!
//! For standard-library calls, arguments of literal type (`cint`/`cfloat`) are
//! looked at after the others (`step(0, v)` is `step(float4, float4)` in cgc;
//! probe `sl.cg`); a literal before a vector argument is resolved per function
//! as cgc does (`check::resolve_stdlib`).

use crate::sema::types::{implicit, Rank, Type};

/// One candidate's formal parameter types and how many of them are required
/// (the rest have default values).
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate<'a> {
    pub params: &'a [Type],
    pub required: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No candidate takes this many arguments or converts them (C1115, or
    /// C1102 when there is a single candidate).
    NoMatch,
    /// Several candidates remain; their indices, in input order (C1101).
    Ambiguous(Vec<usize>),
}

/// How the arguments are visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Left to right, as the spec says (user functions).
    LeftToRight,
    /// Non-literal arguments first, then literal ones (standard library).
    LiteralsLast,
}

/// The index of the chosen candidate.
pub fn resolve(
    args: &[Type],
    candidates: &[Candidate<'_>],
    order: Order,
) -> Result<usize, Failure> {
    // Step 3: arity, counting default parameters.
    let mut alive: Vec<usize> = (0..candidates.len())
        .filter(|&i| {
            let candidate = &candidates[i];
            args.len() >= candidate.required && args.len() <= candidate.params.len()
        })
        .collect();
    if alive.is_empty() {
        return Err(Failure::NoMatch);
    }
    for position in visiting_order(args, order) {
        alive = best_for_argument(args[position], position, &alive, candidates);
        if alive.is_empty() {
            return Err(Failure::NoMatch);
        }
    }
    match alive.as_slice() {
        [only] => Ok(*only),
        _ => Err(Failure::Ambiguous(alive)),
    }
}

fn visiting_order(args: &[Type], order: Order) -> Vec<usize> {
    let is_literal = |i: &usize| {
        args[*i]
            .scalar_kind()
            .is_some_and(|scalar| scalar.is_literal())
    };
    match order {
        Order::LeftToRight => (0..args.len()).collect(),
        Order::LiteralsLast => {
            let mut positions: Vec<usize> = (0..args.len()).filter(|i| !is_literal(i)).collect();
            positions.extend((0..args.len()).filter(is_literal));
            positions
        }
    }
}

/// Keeps the candidates whose conversion of argument `position` has the best
/// rank among all candidates.
fn best_for_argument(
    arg: Type,
    position: usize,
    alive: &[usize],
    candidates: &[Candidate<'_>],
) -> Vec<usize> {
    let ranks: Vec<(usize, Option<Rank>)> = alive
        .iter()
        .map(|&i| {
            let param = candidates[i].params[position];
            (i, implicit(arg, param).map(|conversion| conversion.rank))
        })
        .collect();
    let Some(best) = ranks.iter().filter_map(|(_, rank)| *rank).min() else {
        return Vec::new();
    };
    ranks
        .into_iter()
        .filter(|(_, rank)| *rank == Some(best))
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::Scalar::*;

    fn pick(args: &[Type], sets: &[&[Type]]) -> Result<usize, Failure> {
        let candidates: Vec<Candidate> = sets
            .iter()
            .map(|params| Candidate {
                params,
                required: params.len(),
            })
            .collect();
        resolve(args, &candidates, Order::LeftToRight)
    }

    const FLOAT: Type = Type::FLOAT;
    const HALF: Type = Type::scalar(Half);
    const FIXED: Type = Type::scalar(Fixed);
    const INT: Type = Type::INT;
    const BOOL: Type = Type::BOOL;

    #[test]
    fn literals_and_scalars_match_cgc_probe_ov_cg() {
        // f(1) with f(float), f(half): ambiguous.
        assert_eq!(
            pick(&[Type::CINT], &[&[FLOAT], &[HALF]]),
            Err(Failure::Ambiguous(vec![0, 1]))
        );
        // f(1.0): f(float).
        assert_eq!(pick(&[Type::CFLOAT], &[&[FLOAT], &[HALF]]), Ok(0));
        // g(1) with g(float), g(int): g(int); g(1.0): g(float).
        assert_eq!(pick(&[Type::CINT], &[&[FLOAT], &[INT]]), Ok(1));
        assert_eq!(pick(&[Type::CFLOAT], &[&[FLOAT], &[INT]]), Ok(0));
        // f(int variable): ambiguous.
        assert!(matches!(
            pick(&[INT], &[&[FLOAT], &[HALF]]),
            Err(Failure::Ambiguous(_))
        ));
        // k(2.0) with k(half), k(int): ambiguous.
        assert!(matches!(
            pick(&[Type::CFLOAT], &[&[HALF], &[INT]]),
            Err(Failure::Ambiguous(_))
        ));
    }

    #[test]
    fn no_scalar_promotions_match_cgc_probe_ov2_cg() {
        let ambiguous = |args: &[Type], sets: &[&[Type]]| {
            matches!(pick(args, sets), Err(Failure::Ambiguous(_)))
        };
        assert!(ambiguous(&[HALF], &[&[FLOAT], &[INT]]));
        assert!(ambiguous(&[HALF], &[&[FLOAT], &[FIXED]]));
        assert!(ambiguous(&[FLOAT], &[&[HALF], &[FIXED]]));
        assert!(ambiguous(&[INT], &[&[FLOAT], &[BOOL]]));
        assert!(ambiguous(
            &[Type::vector(Float, 4)],
            &[&[Type::vector(Half, 4)], &[Type::vector(Int, 4)]]
        ));
        // s(half) with s(float4), s(float): s(float).
        assert_eq!(pick(&[HALF], &[&[Type::vector(Float, 4)], &[FLOAT]]), Ok(1));
        // r(fixed) with r(half), r(fixed): exact.
        assert_eq!(pick(&[FIXED], &[&[HALF], &[FIXED]]), Ok(1));
    }

    #[test]
    fn shapes_match_cgc_probe_ov3_cg() {
        let f4 = Type::vector(Float, 4);
        let f3 = Type::vector(Float, 3);
        let f2 = Type::vector(Float, 2);
        // a1(float3) with a1(float4), a1(float2): float2 (narrowing).
        assert_eq!(pick(&[f3], &[&[f4], &[f2]]), Ok(1));
        // a2(float4) with a2(float), a2(float3): ambiguous.
        assert!(matches!(
            pick(&[f4], &[&[FLOAT], &[f3]]),
            Err(Failure::Ambiguous(_))
        ));
        // a3(float2) with a3(float4), a3(float): float.
        assert_eq!(pick(&[f2], &[&[f4], &[FLOAT]]), Ok(1));
        // a4(half) with a4(half4), a4(float): float.
        assert_eq!(pick(&[HALF], &[&[Type::vector(Half, 4)], &[FLOAT]]), Ok(1));
        // a5(float4) with a5(float3), a5(half4): half4.
        assert_eq!(pick(&[f4], &[&[f3], &[Type::vector(Half, 4)]]), Ok(1));
    }

    #[test]
    fn left_to_right_filtering_matches_cgc_probe_ov4_cg() {
        let f4 = Type::vector(Float, 4);
        // st2(0, v) with st2(half, half), st2(float4, float4): half.
        assert_eq!(pick(&[Type::CINT, f4], &[&[HALF, HALF], &[f4, f4]]), Ok(0));
        // st(0.5, v) with st(float, float), st(float4, float4): float.
        assert_eq!(
            pick(&[Type::CFLOAT, f4], &[&[FLOAT, FLOAT], &[f4, f4]]),
            Ok(0)
        );
    }

    #[test]
    fn stdlib_order_defers_literals_like_cgc_probe_sl_cg() {
        let f4 = Type::vector(Float, 4);
        let sets: [&[Type]; 2] = [&[FLOAT, FLOAT], &[f4, f4]];
        let candidates: Vec<Candidate> = sets
            .iter()
            .map(|params| Candidate {
                params,
                required: 2,
            })
            .collect();
        // step(0, v) is step(float4, float4).
        assert_eq!(
            resolve(&[Type::CINT, f4], &candidates, Order::LiteralsLast),
            Ok(1)
        );
    }

    #[test]
    fn arity_counts_default_parameters() {
        let params = [FLOAT, FLOAT];
        let candidates = [Candidate {
            params: &params,
            required: 1,
        }];
        assert_eq!(resolve(&[FLOAT], &candidates, Order::LeftToRight), Ok(0));
        assert_eq!(
            resolve(&[], &candidates, Order::LeftToRight),
            Err(Failure::NoMatch)
        );
    }
}
