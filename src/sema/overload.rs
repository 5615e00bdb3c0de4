//! Overload resolution (Cg spec, "Function Overloading", steps 3–7), one
//! ranking for user functions and the standard library alike.
//!
//! Invariants: resolution looks only at types (no names, no spans); the
//! caller turns a [`Failure`] into a diagnostic that lists the candidates.
//!
//! The rules, as cgc 3.1 applies them (probes recorded in
//! tests/sema_unit/overload_rules.txt by scripts/regen-overload-rules.sh, and
//! tests/sema_unit/ov*.cg):
//!
//! 1. Arity (step 3), counting parameters with default values.
//! 2. Viability: every argument converts implicitly to its parameter (an
//!    `out` or `inout` parameter's value back to its argument, ranked so
//!    too: [`Candidate::copied_back`]). cgc ranks only viable
//!    candidates: `step(float4, float2)` is ambiguous
//!    between `step(float2, float2)` and `step(float, float2)` rather than
//!    failing on `step(float4, float4)`.
//! 3. A candidate that takes every argument exactly, reading `1.0` as
//!    `float` and `1` as `int`, wins outright: `f(1.0)` and `f(1.0, 1.0)`
//!    pick `f(float..)` over `f(half..)`.
//! 4. Otherwise step 5 of the spec: argument by argument, left to right,
//!    keep the candidates whose conversion of it has the best [`Rank`]. Here
//!    a `cfloat` literal converts to every scalar type alike (`f(1.0, h)`
//!    picks `f(half, half)`, `f(v, 0.5)` against `f(float, float)` and
//!    `f(half, half)` is ambiguous), while `cint` stays exact for `int`
//!    (`f(1, s1)` picks `f(int, float)`). Every narrowing ranks alike, and a
//!    change of scalar type beats a smear, which beats a narrowing.
//!    Smears of every width rank alike: a scalar (or literal) argument
//!    where candidates take vectors of several widths ties (`f(float2)`
//!    and `f(float3)` called with a `half`: C1101), whatever the scalar
//!    types, after arguments every candidate takes alike too.
//!
//! The standard library needs no rule of its own: cgc's overload sets do the
//! rest (`step(float, float4)` exists, so `step(0, v)` is the vector form;
//! half and fixed forms exist only in fragment profiles, so `max(0.5, v)` is
//! ambiguous in arbfp1 but `max(float, float)` in arbvp1; `texRECT(s, h)`
//! ties between the `float2` lookup and the `float3` depth comparison, while
//! `h4texRECT(s, h)` smears to the one coordinate form the typed rectangle
//! lookups have).

use crate::sema::types::{implicit, Base, Rank, Spelling, Type};

/// One candidate's formal parameter types and how many of them are required
/// (the rest have default values).
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate<'a> {
    pub params: &'a [Type],
    pub required: usize,
    /// Which parameters are `out` or `inout` (none if empty): their value
    /// is copied back into the argument, so the conversion that counts is
    /// the parameter's to the argument's type. With `h(out float2)` and
    /// `h(out float3)`, `h(float4 v)` is C1115 and `h(float s)` C1101;
    /// with `l(out half)` and `l(out float4)`, `l(half3 v)` is C1101 and
    /// `l(float s)` takes the first (tests/sema/cases/712).
    pub copied_back: &'a [bool],
}

impl Candidate<'_> {
    /// The conversion of argument `position` of type `arg` that decides:
    /// (from, to).
    fn conversion(&self, position: usize, arg: Type) -> (Type, Type) {
        let param = self.params[position];
        if self.copies_back(position) {
            (param, arg)
        } else {
            (arg, param)
        }
    }

    fn copies_back(&self, position: usize) -> bool {
        self.copied_back.get(position) == Some(&true)
    }

    /// `rank` of the conversion of argument `position`. Copied back, a
    /// smear ranks as a narrowing (`l(half3 v)` with `l(out half)` and
    /// `l(out float4)` ties); taken in, the two never compete.
    fn rank(
        &self,
        position: usize,
        arg: Type,
        rank: fn(Type, Type) -> Option<Rank>,
    ) -> Option<Rank> {
        let (from, to) = self.conversion(position, arg);
        match rank(from, to) {
            Some(Rank::Smear) if self.copies_back(position) => Some(Rank::Narrowing),
            other => other,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No candidate takes this many arguments or converts them (C1115, or
    /// C1102 when there is a single candidate).
    NoMatch,
    /// Several candidates remain; their indices, in input order (C1101).
    Ambiguous(Vec<usize>),
}

/// The index of the chosen one among candidates that have no default
/// parameter values (the standard library's overloads, probe sets).
pub fn resolve_without_defaults<P: AsRef<[Type]>>(
    args: &[Type],
    params: &[P],
) -> Result<usize, Failure> {
    let candidates: Vec<Candidate> = params
        .iter()
        .map(|params| Candidate {
            params: params.as_ref(),
            required: params.as_ref().len(),
            copied_back: &[],
        })
        .collect();
    resolve(args, &candidates)
}

/// The index of the chosen candidate.
pub fn resolve(args: &[Type], candidates: &[Candidate<'_>]) -> Result<usize, Failure> {
    let mut alive: Vec<usize> = (0..candidates.len())
        .filter(|&i| viable(args, &candidates[i]))
        .collect();
    if alive.is_empty() {
        return Err(Failure::NoMatch);
    }
    if let [only] = exact_matches(args, &alive, candidates)[..] {
        return Ok(only);
    }
    for (position, &arg) in args.iter().enumerate() {
        alive = best_for_argument(arg, position, &alive, candidates, argument_rank);
    }
    if alive.len() > 1 && only_literals_tie(args, &alive, candidates) {
        for (position, &arg) in args.iter().enumerate() {
            alive = best_for_argument(arg, position, &alive, candidates, literal_as_float_rank);
        }
    }
    match alive.as_slice() {
        [only] => Ok(*only),
        _ => Err(Failure::Ambiguous(alive)),
    }
}

/// Takes this many arguments and converts each of them.
fn viable(args: &[Type], candidate: &Candidate<'_>) -> bool {
    args.len() >= candidate.required
        && args.len() <= candidate.params.len()
        && args.iter().enumerate().all(|(position, &arg)| {
            let (from, to) = candidate.conversion(position, arg);
            implicit(from, to).is_some()
        })
}

/// The candidates taking every argument exactly (literals as `float`/`int`).
fn exact_matches(args: &[Type], alive: &[usize], candidates: &[Candidate<'_>]) -> Vec<usize> {
    alive
        .iter()
        .copied()
        .filter(|&i| {
            args.iter().enumerate().all(|(position, &arg)| {
                let (from, to) = candidates[i].conversion(position, arg);
                conversion_rank(from, to) == Some(Rank::Exact)
            })
        })
        .collect()
}

/// The rank of passing `arg` for `param` in step 5: as [`implicit`], except
/// that a `cfloat` literal is no closer to `float` than to `half`, `fixed`
/// or `int`, and a scalar becoming a one-component vector (or back) ranks as
/// a smear (`f(half)` picks `f(float)` over `f(float1)`, `f(half1)` picks
/// `f(float1)` over `f(float)`; `f(float)` against `f(float1)` and
/// `f(float2)` is ambiguous).
fn argument_rank(arg: Type, param: Type) -> Option<Rank> {
    if arg == Type::CFLOAT && param == Type::FLOAT {
        return Some(Rank::ScalarChange);
    }
    literal_as_float_rank(arg, param)
}

/// [`argument_rank`], reading a `cfloat` literal as a `float`: the tie
/// break of [`only_literals_tie`].
fn literal_as_float_rank(arg: Type, param: Type) -> Option<Rank> {
    let rank = conversion_rank(arg, param)?;
    Some(match (arg.base, param.base) {
        (Base::Scalar(_), Base::Vector(_, 1)) | (Base::Vector(_, 1), Base::Scalar(_))
            if !arg.is_array() && !param.is_array() =>
        {
            Rank::Smear
        }
        _ => rank,
    })
}

/// Whether the candidates still tied differ only in how they take `cfloat`
/// literal arguments, each as a scalar: every other argument (an `int`
/// literal too) is taken exactly.
/// cgc 3.1 then reads a `cfloat` literal as a `float` and ranks again, left
/// to right: with `g(float, int)` and `g(half, int)`, `g(0.25, 0.75)` and
/// `g(0.25, i)` take the first (so does `ldexp(0.25, 0.75)`), `n(0.25,
/// 0.5)` with `n(int, float)` and `n(half, int)` the first, `t(0.5, 0.5)`
/// with `t(float, half)` and `t(half, float)` the first; a tie stays where
/// another argument converts (`g(0.25, u)` of a `float u`: C1101), where a
/// literal is smeared (`w(0.5, 0.5)` with `w(half2, float)` and
/// `w(float2, half)`: C1101), or where no candidate takes a `float` (`p(0.25,
/// 0.75)` with `p(half, int)` and `p(fixed, int)`: C1101); an `int` literal
/// converted counts as another argument (`t(0.5, 1)`: C1101). Probes
/// tests/sema_unit/overload_rules.txt (`LITERAL_TIES`).
fn only_literals_tie(args: &[Type], alive: &[usize], candidates: &[Candidate<'_>]) -> bool {
    alive.iter().all(|&i| {
        args.iter().enumerate().all(|(position, &arg)| {
            let param = candidates[i].params[position];
            if arg == Type::CFLOAT {
                matches!(param.base, Base::Scalar(_)) && !param.is_array()
            } else {
                let (from, to) = candidates[i].conversion(position, arg);
                conversion_rank(from, to) == Some(Rank::Exact)
            }
        })
    })
}

/// The rank of [`implicit`], where `double` is a scalar type of its own:
/// cgrs computes a `double` as a `float`, but cgc 3.1 declares `double`
/// forms of a few library functions beside the `float` ones, and only a
/// `double` argument takes a `double` parameter exactly (`reflect(half2,
/// half2)` ties between `float2 reflect(float2, float2)` and `double2
/// reflect(double2, double2)`: C1101, tests/sema/stdlib_base_types.json).
fn conversion_rank(arg: Type, param: Type) -> Option<Rank> {
    let rank = implicit(arg, param)?.rank;
    let double = |ty: Type| ty.spelling == Spelling::Double;
    Some(if rank == Rank::Exact && double(arg) != double(param) {
        Rank::ScalarChange
    } else {
        rank
    })
}

/// Keeps the candidates whose conversion of argument `position` has the best
/// rank among the (viable) candidates.
fn best_for_argument(
    arg: Type,
    position: usize,
    alive: &[usize],
    candidates: &[Candidate<'_>],
    rank: fn(Type, Type) -> Option<Rank>,
) -> Vec<usize> {
    let ranks: Vec<(usize, Option<Rank>)> = alive
        .iter()
        .map(|&i| (i, candidates[i].rank(position, arg, rank)))
        .collect();
    let Some(best) = ranks.iter().filter_map(|(_, rank)| *rank).min() else {
        return alive.to_vec();
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
    use crate::sema::types::SamplerKind;
    use crate::sema::types::Scalar::*;

    fn pick(args: &[Type], sets: &[&[Type]]) -> Result<usize, Failure> {
        resolve_without_defaults(args, sets)
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

    /// A type name of tests/sema_unit/overload_rules.txt: `1.0` and `1` are
    /// literals, the rest scalar or vector type names.
    fn probe_type(name: &str) -> Type {
        let scalars = [
            ("float", Float),
            ("half", Half),
            ("fixed", Fixed),
            ("int", Int),
            ("bool", Bool),
        ];
        match name {
            "1.0" => Type::CFLOAT,
            "1" => Type::CINT,
            _ => {
                let (scalar, width) = scalars
                    .iter()
                    .find_map(|&(prefix, scalar)| {
                        name.strip_prefix(prefix).map(|rest| (scalar, rest))
                    })
                    .unwrap_or_else(|| panic!("unknown probe type {name:?}"));
                match width.parse::<u8>() {
                    Ok(n) => Type::vector(scalar, n),
                    Err(_) => Type::scalar(scalar),
                }
            }
        }
    }

    /// Probes whose cgc verdict the rules above do not explain: with two
    /// `cfloat` arguments cgc prefers `f(float, int)` over `f(half, half)`,
    /// while `f(1.0, float1)` and `f(1, 1.0)` against `f(float, float)` and
    /// `f(half, half)` stay ambiguous.
    const UNEXPLAINED: [&str; 1] = ["arbfp1|float,int;half,half|1.0,1.0|0"];

    /// Every verdict of tests/sema_unit/overload_rules.txt (cgc 3.1 on user
    /// overloads, scripts/regen-overload-rules.sh).
    #[test]
    fn recorded_cgc_verdicts_agree() {
        let text = include_str!("../../tests/sema_unit/overload_rules.txt");
        let mut checked = 0;
        for line in text.lines().filter(|line| !UNEXPLAINED.contains(line)) {
            let fields: Vec<&str> = line.split('|').collect();
            let [_profile, sets, args, expected] = fields[..] else {
                panic!("malformed probe line {line:?}");
            };
            let params: Vec<Vec<Type>> = sets
                .split(';')
                .map(|set| set.split(',').map(probe_type).collect())
                .collect();
            let args: Vec<Type> = args.split(',').map(probe_type).collect();
            let got = match resolve_without_defaults(&args, &params) {
                Ok(index) => index.to_string(),
                Err(Failure::Ambiguous(_)) => "C1101".to_string(),
                Err(Failure::NoMatch) => "C1115".to_string(),
            };
            assert_eq!(got, expected, "{line}");
            checked += 1;
        }
        assert!(checked > 450, "only {checked} probes checked");
    }

    /// A stdlib probe argument of tests/sema_unit/stdlib_calls.txt.
    fn stdlib_probe_arg(name: &str) -> Type {
        match name {
            "s" => FLOAT,
            "h" => HALF,
            "i" => INT,
            "s1" => Type::vector(Float, 1),
            "v2" => Type::vector(Float, 2),
            "v3" => Type::vector(Float, 3),
            "v" => Type::vector(Float, 4),
            "h2" => Type::vector(Half, 2),
            "h4" => Type::vector(Half, 4),
            "sr" => Type::sampler(SamplerKind::Rect),
            "st" => Type::sampler(SamplerKind::S2D),
            "sc" => Type::sampler(SamplerKind::Cube),
            "sv" => Type::sampler(SamplerKind::S3D),
            literal if literal.contains('.') => Type::CFLOAT,
            _ => Type::CINT,
        }
    }

    /// cgc's vertex profiles also declare `double` forms of `smoothstep`
    /// (its C1101 candidate list shows them), which tie with the `float`
    /// forms for a `half2` argument; cgrs has no `double` overloads.
    const STDLIB_UNEXPLAINED: [&str; 1] = ["arbvp1|smoothstep(0, 1, h2)|C1101"];

    /// Every stdlib call of tests/sema_unit/stdlib_calls.txt (cgc 3.1,
    /// scripts/regen-stdlib-calls.sh) resolves to an overload returning the
    /// type cgc's call had, or fails where cgc's did.
    #[test]
    fn stdlib_calls_resolve_like_cgc() {
        use crate::profile::ProfileRef;
        use crate::sema::stdlib;
        let builtin = |name: &str| ProfileRef::builtin(name).expect("built-in profile");
        let text = include_str!("../../tests/sema_unit/stdlib_calls.txt");
        let mut checked = 0;
        let mut wrong = Vec::new();
        for line in text
            .lines()
            .filter(|line| !STDLIB_UNEXPLAINED.contains(line))
        {
            let fields: Vec<&str> = line.split('|').collect();
            let [profile, call, expected] = fields[..] else {
                panic!("malformed probe line {line:?}");
            };
            let profile = builtin(profile);
            let (name, args) = call.trim_end_matches(')').split_once('(').unwrap();
            let args: Vec<Type> = args.split(", ").map(stdlib_probe_arg).collect();
            let ids = stdlib::overloads_for(name, profile);
            // Functions the Cg library defines (stdlib/*.cg) resolve as user
            // functions; the sema corpus covers them (cases 449-452).
            if ids.is_empty() {
                continue;
            }
            let params: Vec<_> = ids
                .iter()
                .map(|&id| stdlib::overload(id).param_types())
                .collect();
            let got = match resolve_without_defaults(&args, &params) {
                Ok(index) => {
                    let signature = stdlib::overload(ids[index]).signature();
                    signature.split(' ').next().unwrap().to_string()
                }
                Err(Failure::Ambiguous(_)) => "C1101".to_string(),
                Err(Failure::NoMatch) => "C1115".to_string(),
            };
            if got != expected {
                wrong.push(format!("{line} (cgrs: {got})"));
            }
            checked += 1;
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        assert!(checked > 80, "only {checked} probes checked");
    }

    #[test]
    fn arity_counts_default_parameters() {
        let params = [FLOAT, FLOAT];
        let candidates = [Candidate {
            params: &params,
            required: 1,
            copied_back: &[],
        }];
        assert_eq!(resolve(&[FLOAT], &candidates), Ok(0));
        assert_eq!(resolve(&[], &candidates), Err(Failure::NoMatch));
    }

    #[test]
    fn out_parameters_match_by_the_copy_back() {
        // tests/sema/cases/712, probed with cgc.
        let out = [true];
        let candidates = |a: &'static [Type], b: &'static [Type]| {
            [
                Candidate {
                    params: a,
                    required: 1,
                    copied_back: &out,
                },
                Candidate {
                    params: b,
                    required: 1,
                    copied_back: &out,
                },
            ]
        };
        const F2: &[Type] = &[Type::vector(Float, 2)];
        const F3: &[Type] = &[Type::vector(Float, 3)];
        const F4: &[Type] = &[Type::vector(Float, 4)];
        const H: &[Type] = &[HALF];
        let h = candidates(F2, F3);
        assert_eq!(resolve(&[F4[0]], &h), Err(Failure::NoMatch));
        assert_eq!(resolve(&[FLOAT], &h), Err(Failure::Ambiguous(vec![0, 1])));
        let l = candidates(H, F4);
        let half3 = Type::vector(Half, 3);
        assert_eq!(resolve(&[half3], &l), Err(Failure::Ambiguous(vec![0, 1])));
        assert_eq!(resolve(&[FLOAT], &l), Ok(0));
    }
}
