//! The Cg standard library: the table of intrinsics, and the entry point for
//! every library function (intrinsic or defined in Cg).
//!
//! Invariants:
//! - The intrinsics are listed by name in [`FUNCTIONS`]; a function's
//!   overloads are declared the first time a program looks it up, once per
//!   process, and never change. A [`StdlibId`] of an intrinsic holds the
//!   function's index in [`FUNCTIONS`] and the overload's index among its
//!   overloads, stable for the life of the process.
//!   Functions whose meaning is a short Cg expression are not in it: they are
//!   defined in Cg under `stdlib/` ([`stdlib_cg`], ids with
//!   [`stdlib_cg::LIBRARY_BIT`]), and [`overload`], [`overloads_named`] and
//!   [`is_stdlib_name`] answer for both.
//! - Overloads follow cgc's declarations (as its "ambiguous call" messages
//!   list them): every component-wise function exists for `float`, `half`
//!   and `fixed`, as a scalar, as `T1`..`T4` and (for the component-wise ones)
//!   as matrices; `max`/`min`/`lerp`/`clamp` also take a scalar for the
//!   trailing arguments of a vector call.
//! - Every overload of the table names an [`Intrinsic`] the back end expands
//!   into instructions; Cg-defined overloads say [`Intrinsic::Cg`].
//! - Availability per profile comes from probing cgc
//!   (tests/sema_unit/stdlib_profiles.txt): texture lookups exist where the
//!   profile lists their instruction (`TEX`, `TXP`, `TXB`, `TXL`: arbfp1 and
//!   the GLSL profiles, whose vertex ones sample too, and `tex*lod` only in
//!   the GLSL profiles); `ddx`/`ddy`/`fwidth` and the derivative forms of `tex*`
//!   where it lists `DDX`/`DDY`/`TXD` (glslf/glesf; none of the four
//!   assembly profiles: C3004 in arbfp1, C3002 in the vertex profiles).
//! - GLSL spellings cgc accepts resolve to the Cg functions ([`canonical_name`]).

use crate::profile::ProfileRef;
use crate::sema::hir::{Direction, StdlibId};
use crate::sema::stdlib_cg;
use crate::sema::types::{SamplerKind, Scalar, Type};
use smallvec::SmallVec;
use std::sync::OnceLock;

pub use crate::sema::stdlib_decl::{
    Availability, Intrinsic, Overload, StdParam, Texture, TextureVariant,
};

/// The Cg name of a function spelled the GLSL way (`fract` → `frac`), as cgc
/// accepts them (tests/sema_unit/stdlib_profiles.txt); other names unchanged.
pub fn canonical_name(name: &str) -> &str {
    match name {
        "fract" => "frac",
        "mix" => "lerp",
        "inversesqrt" => "rsqrt",
        "dFdx" => "ddx",
        "dFdy" => "ddy",
        other => other,
    }
}

/// The overloads of the intrinsic [`FUNCTIONS`]`[index]`, declared the first
/// time a program looks the function up: a shader calls a handful of the
/// functions, and declaring all their thousands of overloads at start-up was
/// the largest part of compiling a small shader.
fn declared(index: usize) -> &'static [Overload] {
    static DECLARED: [OnceLock<Vec<Overload>>; TEXCOMPARE + 3] =
        [const { OnceLock::new() }; TEXCOMPARE + 3];
    DECLARED[index].get_or_init(|| {
        if index >= TEXCOMPARE {
            return texcompare_overloads(index - TEXCOMPARE);
        }
        if index >= FUNCTIONS.len() {
            return typed_lookup_overloads(index);
        }
        let (name, declare) = FUNCTIONS[index];
        let mut builder = Builder {
            name,
            overloads: Vec::new(),
        };
        declare(&mut builder);
        builder.overloads
    })
}

/// The index in [`FUNCTIONS`] of an intrinsic, or past them the index of a
/// typed lookup ([`typed_lookup_index`]).
fn function_index(name: &str) -> Option<usize> {
    FUNCTIONS
        .binary_search_by(|&(function, _)| function.cmp(name))
        .ok()
        .or_else(|| typed_lookup_index(name))
        .or_else(|| texcompare_index(name))
}

/// The index in [`declared`] of `f1texcompare2D`, past the typed lookups;
/// `h1texcompare2D` and `x1texcompare2D` follow.
const TEXCOMPARE: usize = FUNCTIONS.len() * (1 + TYPED_LOOKUPS);

/// `f1texcompare2D(s, float3)`, `h1texcompare2D(s, float4)`: cgc 3.1's
/// one-component depth comparisons, `f1`, `h1` and `x1` only (no
/// `texcompare2D`, `f4texcompare2D`, `f1texcompare1D`, `...RECT`, `...2Dproj`:
/// undefined). Their index in [`declared`]: [`TEXCOMPARE`] + the scalar.
fn texcompare_index(name: &str) -> Option<usize> {
    let scalar = ["f1", "h1", "x1"]
        .iter()
        .position(|prefix| name.strip_prefix(prefix) == Some("texcompare2D"))?;
    Some(TEXCOMPARE + scalar)
}

/// The overloads of `f1texcompare2D` (`scalar` 0), `h1...` (1), `x1...` (2):
/// the typed lookup `f1tex2D(sampler2D, float3)` and
/// `f1tex2Dproj(sampler2D, float4)`, names and all (cgc 3.1 compiles them
/// as those: `TEX ... SHADOW2D`, `TXP ... SHADOW2D` in arbfp1, and in the
/// vertex profiles its C5201 names `float f1tex2D(sampler2D, float3)`); a
/// `float2` coordinate finds none (C1115). Probe
/// tests/sema/cases/646_ovl_stdlib_texcompare2D_arbfp1.cg.
fn texcompare_overloads(scalar: usize) -> Vec<Overload> {
    let prefix = ["f1", "h1", "x1"][scalar];
    [("tex2D", 3), ("tex2Dproj", 4)]
        .into_iter()
        .flat_map(|(lookup, width)| {
            let typed = typed_lookup_index(&format!("{prefix}{lookup}"))
                .expect("the typed lookups of tex2D and tex2Dproj");
            declared(typed).iter().filter(move |overload| {
                overload.params.len() == 2 && overload.params[1].ty.component_count() == Some(width)
            })
        })
        .cloned()
        .collect()
}

/// Typed lookups per lookup function: `f`, `h`, `x` times 1 to 4 components.
const TYPED_LOOKUPS: usize = 12;

/// `f1tex2D(s, uv)`, `h4texCUBEproj(s, p)`, `x3tex3D(s, p)`: the lookups
/// `tex1D`..`texRECT` and their `proj` forms returning `floatN`, `halfN` or
/// `fixedN` (N from 1 to 4) instead of `float4`, the first N components of the
/// texel; cgc has no such forms of `bias`, `lod` or the shadow functions
/// (probe tests/sema/cases/486_ovl_stdlib_typed_lookups.cg). Their index in
/// [`declared`]: past [`FUNCTIONS`], `TYPED_LOOKUPS` per function.
fn typed_lookup_index(name: &str) -> Option<usize> {
    let mut chars = name.chars();
    let scalar = match chars.next()? {
        'f' => 0,
        'h' => 1,
        'x' => 2,
        _ => return None,
    };
    let width = chars.next()?.to_digit(10).filter(|n| (1..=4).contains(n))? as usize;
    let base = &name[2..];
    let is_lookup = ["tex1D", "tex2D", "tex3D", "texCUBE", "texRECT"]
        .iter()
        .any(|lookup| {
            base.strip_prefix(lookup)
                .is_some_and(|rest| rest.is_empty() || rest == "proj")
        });
    if !is_lookup {
        return None;
    }
    let base = FUNCTIONS
        .binary_search_by(|&(function, _)| function.cmp(base))
        .ok()?;
    Some(FUNCTIONS.len() + base * TYPED_LOOKUPS + scalar * 4 + width - 1)
}

/// Whether `name` is a typed lookup (`h4tex2D`, `f1texRECTproj`).
pub fn is_typed_lookup(name: &str) -> bool {
    typed_lookup_index(name).is_some()
}

/// The overloads of the typed lookup at `index` ([`typed_lookup_index`]):
/// the base lookup's, returning the narrower type; the rectangle lookups
/// have no depth-comparison forms (cgc 3.1: `h4texRECT(s, float3)` narrows
/// the coordinate to `float2` with a warning, `h4texRECTproj(s, float4)` to
/// `float3`, so a scalar coordinate has one form to smear to; probe
/// tests/sema/cases/516_ovl_stdlib_typed_rect_lookups.cg).
fn typed_lookup_overloads(index: usize) -> Vec<Overload> {
    let typed = index - FUNCTIONS.len();
    let (base, variant) = (typed / TYPED_LOOKUPS, typed % TYPED_LOOKUPS);
    let scalar = FLOATS[variant / 4];
    let width = (variant % 4 + 1) as u8;
    let ret = if width == 1 {
        Type::scalar(scalar)
    } else {
        Type::vector(scalar, width)
    };
    let prefix = ['f', 'h', 'x'][variant / 4];
    // One name per typed lookup a program uses, for the life of the process.
    let name: &'static str =
        Box::leak(format!("{prefix}{width}{}", FUNCTIONS[base].0).into_boxed_str());
    declared(base)
        .iter()
        .filter(|overload| !is_rect_comparison(overload))
        .map(|overload| Overload {
            name,
            ret,
            ..overload.clone()
        })
        .collect()
}

/// `texRECT(samplerRECT, float3)`, `texRECTproj(samplerRECT, float4)`: the
/// rectangle lookups whose coordinate carries a depth to compare.
fn is_rect_comparison(overload: &Overload) -> bool {
    let I::Texture(texture) = overload.intrinsic else {
        return false;
    };
    let coordinate = overload
        .params
        .get(1)
        .and_then(|param| param.ty.component_count());
    texture.sampler == Rect
        && match texture.variant {
            TextureVariant::Plain => coordinate == Some(3),
            TextureVariant::Proj => coordinate == Some(4),
            _ => false,
        }
}

/// An intrinsic's id: its index in [`FUNCTIONS`] above [`FUNCTION_SHIFT`], the
/// overload's index in [`declared`] below (bit 31, [`stdlib_cg::LIBRARY_BIT`],
/// stays clear).
const FUNCTION_SHIFT: u32 = 16;

fn split(id: StdlibId) -> (usize, usize) {
    let function = id.0 >> FUNCTION_SHIFT;
    let overload = id.0 & ((1 << FUNCTION_SHIFT) - 1);
    (function as usize, overload as usize)
}

/// An overload of an intrinsic or of a Cg-defined function.
pub fn overload(id: StdlibId) -> &'static Overload {
    if stdlib_cg::is_library_id(id) {
        return stdlib_cg::overload(id);
    }
    let (function, overload) = split(id);
    &declared(function)[overload]
}

/// Overloads of a function (after [`canonical_name`]); `atan` with two
/// arguments is `atan2`, as in GLSL.
pub fn overloads_named(name: &str) -> Vec<StdlibId> {
    let name = canonical_name(name);
    if let Some(file) = stdlib_cg::file_index(name) {
        return stdlib_cg::overloads(file);
    }
    function_index(name).map_or_else(Vec::new, |function| {
        (0..declared(function).len())
            .map(|overload| StdlibId((function as u32) << FUNCTION_SHIFT | overload as u32))
            .collect()
    })
}

/// The overloads a call in `profile` chooses among. The vertex profiles
/// compute `half` and `fixed` as `float`, and for the functions cgc declares as
/// built-ins ([`collapses_in_vertex_profiles`]) their `half`/`fixed` (and
/// `float1`) overloads merge with the `float` one, so that `clamp(int, int, int)` resolves there
/// (to `float`) while it is ambiguous in arbfp1 (probe
/// tests/sema_unit/stdlib_int_args.txt). `clip` exists only in fragment
/// profiles, the derivative lookups `tex2D(s, t, dx, dy)` in fragment
/// profiles and in the vertex profiles with `TXD` (C1115 in the other
/// vertex ones; C3004 for the lookups in arbfp1: conformance table, stdlib).
pub fn overloads_for(name: &str, profile: ProfileRef) -> Vec<StdlibId> {
    let mut ids = overloads_named(name);
    let declarations = declarations(profile);
    if declarations != Declarations::Fragment {
        ids.retain(|&id| declared_in_vertex_profile(overload(id), declarations));
    }
    ids
}

/// Which of cgc's declarations of the library a profile sees
/// ([`overloads_for`]); what a cache of resolved calls keys on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declarations {
    Fragment,
    Vertex,
    /// A vertex profile with `TXD`: cgc's glslv/glesv also declare the
    /// derivative lookups.
    VertexWithGradients,
}

pub fn declarations(profile: ProfileRef) -> Declarations {
    if profile.is_fragment() {
        Declarations::Fragment
    } else if profile.has_opcode("TXD") {
        Declarations::VertexWithGradients
    } else {
        Declarations::Vertex
    }
}

/// Whether a vertex profile declares `overload` ([`overloads_for`]).
fn declared_in_vertex_profile(overload: &Overload, declarations: Declarations) -> bool {
    let fragment_only = match overload.intrinsic {
        Intrinsic::Clip => true,
        Intrinsic::Texture(texture) => {
            let derivative_form =
                texture.variant == TextureVariant::Grad || overload.name.ends_with("GradARB");
            derivative_form && declarations != Declarations::VertexWithGradients
        }
        _ => is_fragment_only_gp4(overload),
    };
    let collapsed = collapses_in_vertex_profiles(overload, declarations)
        && overload
            .params
            .iter()
            .any(|param| matches!(param.ty.scalar_kind(), Some(Scalar::Half | Scalar::Fixed)));
    !fragment_only && !collapsed
}

/// The gp4 packing functions, which cgc 3.1 declares in the fragment
/// profile only (C3004 there, C1115 in the vertex profiles).
fn is_fragment_only_gp4(overload: &Overload) -> bool {
    overload.intrinsic == Intrinsic::Gp4 && overload.name.contains("pack_")
}

/// Overloads whose `half`/`fixed` forms are the `float` form in vertex
/// profiles, per cgc's resolution of int arguments (probe
/// tests/sema_unit/stdlib_int_args.txt, conformance table): every shape of
/// the first group, every shape but `T1` of `saturate`, only scalars of the
/// second (`sin(int1)` is ambiguous, C1101), only vectors of `dot`; and
/// every shape of `smoothstep`, whose `half` calls tie there between its
/// `float` and `double` forms (tests/sema/stdlib_base_types.json). cgc's
/// GLSL vertex profiles (glslv, glesv) collapse fewer: `ceil`, `clamp`,
/// `sqrt` and `step`, and `rsqrt` of vectors; `abs(int)` or
/// `smoothstep(half, half, half)` resolve there as in a fragment profile
/// (the same probes through glslv).
fn collapses_in_vertex_profiles(overload: &Overload, declarations: Declarations) -> bool {
    let first = overload.params.first().map(|param| param.ty);
    let scalar = first.is_some_and(|ty| ty.is_scalar());
    let one_component = first.is_some_and(|ty| ty.component_count() == Some(1));
    let assembly = declarations == Declarations::Vertex;
    match overload.name {
        "ceil" | "sqrt" | "clamp" | "step" => true,
        "rsqrt" => assembly || !scalar,
        "abs" | "floor" | "frac" | "min" | "max" | "noise" | "smoothstep" => assembly,
        "saturate" => assembly && (scalar || !one_component),
        "sin" | "cos" | "log2" | "pow" => assembly && scalar,
        "dot" => assembly && !one_component,
        _ => false,
    }
}

/// Where a call in a fragment profile finds several overloads equally
/// good, the one cgc takes: the `half` form of `rsqrt` (every shape) and of
/// scalar `log2` and `exp2`, which arbfp1 resolves an `int` or `bool`
/// argument to (probe tests/sema_unit/stdlib_int_args.txt, conformance
/// table); in cgc's GLSL fragment profiles (`glsl`), of `rsqrt` of vectors
/// only (tests/sema/stdlib_base_types.json through glslf); `None` for every
/// other tie, which stays ambiguous (C1101).
pub fn fragment_tie_break(name: &str, tied: &[StdlibId], glsl: bool) -> Option<StdlibId> {
    let half_form = |id: &StdlibId| {
        let first = overload(*id).params.first().map(|param| param.ty);
        let scalar = first.is_some_and(|ty| ty.is_scalar());
        let prefers = match canonical_name(name) {
            "rsqrt" => !glsl || !scalar,
            "log2" | "exp2" => !glsl && scalar,
            _ => false,
        };
        prefers && first.and_then(|ty| ty.scalar_kind()) == Some(Scalar::Half)
    };
    let mut halves = tied.iter().filter(|id| half_form(id));
    match (halves.next(), halves.next()) {
        (Some(&id), None) => Some(id),
        _ => None,
    }
}

/// A function of the library, intrinsic or Cg-defined (without parsing the
/// Cg library).
pub fn is_stdlib_name(name: &str) -> bool {
    let name = canonical_name(name);
    function_index(name).is_some() || stdlib_cg::file_index(name).is_some()
}

/// Library functions of the reference manual that cgc declares only for the
/// gp4/gp5 profiles (integer bit operations, packing, texel fetches, sizes,
/// array, buffer and multisample lookups, lookups with explicit LOD and
/// comparison): a call in these profiles finds no overload (cgc 3.1: C1115,
/// tests/conformance/stdlib.json), and the GLSL names it declares only
/// there (`floatBitsToInt`, `roundEven`, `textureSize`:
/// tests/sema/glsl_names.json), and the HLSL and GLSL 4 names it knows
/// with no overload in any of these profiles, whatever the arguments
/// (`mad`, `asfloat`, `interpolateAtSample`: tests/sema/cases/681). The few
/// it declares here too are [`Intrinsic::Gp4`] functions of [`FUNCTIONS`].
pub fn is_other_profiles_name(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "asfloat",
        "asint",
        "asuint",
        "bitCount",
        "bitfieldReverse",
        // The register combiners' `expand` (`2 * x - 1`) of the fp20
        // profiles: C1115 here whatever the argument, `fixed3` included
        // (heldout19 class 4, tests/sema/cases/691).
        "expand",
        "findLSB",
        "findMSB",
        "firstbithigh",
        "firstbitlow",
        "floatBitsToInt",
        "floatToIntBits",
        "floatToRawIntBits",
        "fma",
        "intBitsToFloat",
        "interpolateAtOffset",
        "interpolateAtSample",
        "mad",
        "roundEven",
        "texBUF",
        "texBUFsize",
        "texRBUF",
        "texRBUFsize",
        // GLSL 1.30's, which cgc 3.1 compiles in gp4fp and finds no
        // overload of in arbvp1, arbfp1, vp30, glslv and glslf
        // (tests/sema/glsl_names.json's `lookups`).
        "texelFetch",
        "textureLodOffset",
        "textureOffset",
        "textureSize",
    ];
    if NAMES.contains(&name) {
        return true;
    }
    // tex1Dfetch, tex2Dsize, tex2DARRAYlod, texCUBEARRAY, tex2DMSfetch,
    // tex1Dcmpbias, ...
    let Some(rest) = name.strip_prefix("tex") else {
        return false;
    };
    let shape = [
        "1DARRAY",
        "2DARRAY",
        "CUBEARRAY",
        "2DMSARRAY",
        "2DMS",
        "1D",
        "2D",
        "3D",
        "CUBE",
        "RECT",
    ]
    .into_iter()
    .find(|shape| rest.starts_with(shape));
    let Some(shape) = shape else {
        return false;
    };
    let suffix = &rest[shape.len()..];
    // A multisample lookup is only known with its suffix (`tex2DMS` alone
    // is C1008).
    shape.contains("MS") && !suffix.is_empty()
        || shape.contains("ARRAY") && !shape.contains("MS")
        || matches!(suffix, "fetch" | "size" | "lod" | "cmpbias" | "cmplod")
}

const FLOATS: [Scalar; 3] = [Scalar::Float, Scalar::Half, Scalar::Fixed];

/// Scalars, 1–4 vectors and (optionally) every matrix shape of one scalar
/// (inline: the table asks for them once per function and scalar).
fn shapes(scalar: Scalar, with_matrices: bool) -> SmallVec<[Type; 21]> {
    let mut types: SmallVec<[Type; 21]> = SmallVec::new();
    types.push(Type::scalar(scalar));
    types.extend((1..=4).map(|n| Type::vector(scalar, n)));
    if with_matrices {
        for rows in 1..=4 {
            types.extend((1..=4).map(|cols| Type::matrix(scalar, rows, cols)));
        }
    }
    types
}

fn vectors(scalar: Scalar) -> Vec<Type> {
    let mut types = vec![Type::scalar(scalar)];
    types.extend((1..=4).map(|n| Type::vector(scalar, n)));
    types
}

/// Declares the overloads of one function.
type Declare = fn(&mut Builder);

use Intrinsic as I;
use SamplerKind::{Cube, Rect, Shadow1D, Shadow2D, ShadowRect, S1D, S2D, S3D};

/// Every intrinsic, sorted by name (the tests check it) so that a name is
/// found by binary search, with what declares its overloads.
const FUNCTIONS: &[(&str, Declare)] = &[
    ("abs", |b| b.componentwise(I::Abs, 1)),
    ("all", |b| b.predicate(I::All)),
    ("any", |b| b.predicate(I::Any)),
    ("bitfieldExtract", |b| {
        b.gp4(&[Type::INT, Type::INT, Type::INT], Type::INT)
    }),
    ("bitfieldInsert", |b| {
        b.gp4(&[Type::INT, Type::INT, Type::INT, Type::INT], Type::INT)
    }),
    ("ceil", |b| b.componentwise(I::Ceil, 1)),
    ("clamp", |b| {
        b.componentwise(I::Clamp, 3);
        b.vector_scalar_tail(I::Clamp, 3, 2);
    }),
    ("clip", Builder::clip),
    ("cos", |b| b.componentwise(I::Cos, 1)),
    ("cross", Builder::cross),
    ("ddx", |b| b.derivative(I::Ddx)),
    ("ddy", |b| b.derivative(I::Ddy)),
    ("determinant", Builder::determinant),
    ("dot", Builder::dot),
    // The geometry programs' statements, declared in every profile (a file
    // that holds geometry programs checks with `-noentry` anywhere) and
    // available in none of the four: C3004 where an entry calls one (probe
    // tests/sema/cases/519_prof_geometry_statements_in_entry.cg).
    ("emitVertex", |b| b.geometry(&[Type::ERROR])),
    ("emitVertexToStream", |b| {
        b.geometry(&[Type::INT, Type::ERROR])
    }),
    ("exp2", |b| b.componentwise(I::Exp2, 1)),
    ("floor", |b| b.componentwise(I::Floor, 1)),
    ("frac", |b| b.componentwise(I::Frac, 1)),
    ("frexp", Builder::frexp),
    ("fwidth", |b| b.derivative(I::Fwidth)),
    ("inverse", Builder::inverse),
    ("isfinite", |b| b.classification(I::Isfinite)),
    ("isinf", |b| b.classification(I::Isinf)),
    ("isnan", |b| b.classification(I::Isnan)),
    ("ldexp", Builder::ldexp),
    ("lit", Builder::lit),
    ("log2", |b| b.componentwise(I::Log2, 1)),
    ("max", |b| {
        b.componentwise(I::Max, 2);
        b.vector_scalar_tail(I::Max, 2, 1);
    }),
    ("min", |b| {
        b.componentwise(I::Min, 2);
        b.vector_scalar_tail(I::Min, 2, 1);
    }),
    ("modf", Builder::modf),
    ("mul", Builder::mul),
    ("pack_2half", |b| b.packing(2)),
    ("pack_2ushort", |b| b.packing(2)),
    ("pack_4byte", |b| b.packing(4)),
    ("pack_4ubyte", |b| b.packing(4)),
    ("pow", |b| b.componentwise(I::Pow, 2)),
    ("restartStrip", |b| b.geometry(&[])),
    ("round", |b| b.componentwise(I::Round, 1)),
    ("rsqrt", |b| b.componentwise(I::Rsqrt, 1)),
    ("saturate", |b| b.componentwise(I::Saturate, 1)),
    // The depth comparisons of `sampler1DShadow` / `sampler2DShadow`; a
    // `sampler1D`/`sampler2D` is accepted as well (corpus cases 490, 491,
    // tests/shaders/fragment/shadow_map_pcf_compare.cg).
    // GLSL's forms with a bias, a level or derivatives after the
    // coordinate ([`Builder::glsl_lookups`]).
    ("shadow1D", |b| {
        b.lookups(Shadow1D, TextureVariant::Plain, &[float(3)]);
        b.glsl_lookups(Shadow1D, BIAS, &[float(3)]);
    }),
    ("shadow1DGrad", |b| {
        b.glsl_lookups(Shadow1D, GRAD, &[float(3)])
    }),
    // ARB_shader_texture_lod's derivative lookups, `texture2DGradARB` and
    // the like ([`Builder::arb_gradient_lookups`]).
    ("shadow1DGradARB", |b| {
        b.arb_gradient_lookups(Shadow1D, GRAD, &[float(3)])
    }),
    ("shadow1DLod", |b| {
        b.glsl_lookups(Shadow1D, LOD, &[float(3)])
    }),
    ("shadow1DProj", |b| {
        b.lookups(Shadow1D, TextureVariant::Proj, &[float(4)]);
        b.glsl_lookups(Shadow1D, PROJ_BIAS, &[float(4)]);
    }),
    ("shadow1DProjGrad", |b| {
        b.glsl_lookups(Shadow1D, PROJ_GRAD, &[float(4)])
    }),
    ("shadow1DProjGradARB", |b| {
        b.arb_gradient_lookups(Shadow1D, PROJ_GRAD, &[float(4)])
    }),
    ("shadow1DProjLod", |b| {
        b.glsl_lookups(Shadow1D, PROJ_LOD, &[float(4)])
    }),
    ("shadow2D", |b| {
        b.lookups(Shadow2D, TextureVariant::Plain, &[float(3)]);
        b.glsl_lookups(Shadow2D, BIAS, &[float(3)]);
    }),
    ("shadow2DGrad", |b| {
        b.glsl_lookups(Shadow2D, GRAD, &[float(3)])
    }),
    ("shadow2DGradARB", |b| {
        b.arb_gradient_lookups(Shadow2D, GRAD, &[float(3)])
    }),
    ("shadow2DLod", |b| {
        b.glsl_lookups(Shadow2D, LOD, &[float(3)])
    }),
    ("shadow2DProj", |b| {
        b.lookups(Shadow2D, TextureVariant::Proj, &[float(4)]);
        b.glsl_lookups(Shadow2D, PROJ_BIAS, &[float(4)]);
    }),
    ("shadow2DProjGrad", |b| {
        b.glsl_lookups(Shadow2D, PROJ_GRAD, &[float(4)])
    }),
    ("shadow2DProjGradARB", |b| {
        b.arb_gradient_lookups(Shadow2D, PROJ_GRAD, &[float(4)])
    }),
    ("shadow2DProjLod", |b| {
        b.glsl_lookups(Shadow2D, PROJ_LOD, &[float(4)])
    }),
    // ARB_texture_rectangle's GLSL names, which cgc 3.1 accepts in arbfp1
    // as `texRECT` / `texRECTproj` (tests/sema/glsl_names.json's
    // `lookups`): `shadow2DRect` compares with the third coordinate,
    // `texture2DRectProj(s, float4)` divides by the fourth and compares
    // nothing; one coordinate form each (a wider one narrows), no bias and
    // no level (C1115, C1008).
    ("shadow2DRect", |b| {
        b.lookups(ShadowRect, TextureVariant::Plain, &[float(3)])
    }),
    ("shadow2DRectGrad", |b| {
        b.glsl_lookups(ShadowRect, GRAD, &[float(3)])
    }),
    ("shadow2DRectGradARB", |b| {
        b.arb_gradient_lookups(ShadowRect, GRAD, &[float(3)])
    }),
    ("shadow2DRectProj", |b| {
        b.lookups(ShadowRect, TextureVariant::Proj, &[float(4)])
    }),
    ("shadow2DRectProjGrad", |b| {
        b.glsl_lookups(ShadowRect, PROJ_GRAD, &[float(4)])
    }),
    ("shadow2DRectProjGradARB", |b| {
        b.arb_gradient_lookups(ShadowRect, PROJ_GRAD, &[float(4)])
    }),
    ("sign", |b| {
        b.componentwise(I::Sign, 1);
        // `sign` is declared for ints and unsigned ints too (`sign(int)` is
        // an `int`, `sign(uint2)` a `uint2`).
        for ty in vectors(Scalar::Int)
            .into_iter()
            .chain(vectors(Scalar::Unsigned))
        {
            b.add(I::Sign, &[ty], ty);
        }
    }),
    ("sin", |b| b.componentwise(I::Sin, 1)),
    ("sincos", Builder::sincos),
    ("sqrt", |b| b.componentwise(I::Sqrt, 1)),
    ("step", |b| {
        b.componentwise(I::Step, 2);
        // cgc declares `step(float, floatN)` (its C1101 candidate lists show
        // it): `step(0.5, v)` is the vector form.
        b.scalar_head(I::Step, 2, 1);
    }),
    ("tex1D", |b| {
        b.lookups(S1D, TextureVariant::Plain, &[Type::FLOAT, float(2)]);
        b.gradient_lookup(S1D, Type::FLOAT, Type::FLOAT);
        b.gradient_lookup(S1D, float(2), Type::FLOAT);
    }),
    ("tex1Dbias", |b| {
        b.lookups(S1D, TextureVariant::Bias, &[float(4)]);
        b.separate_bias(S1D, Type::FLOAT);
    }),
    ("tex1Dcmpbias", |b| {
        b.gp4(&[Type::sampler(S1D), float(4)], float(4))
    }),
    ("tex1Dcmplod", |b| {
        b.gp4(&[Type::sampler(S1D), float(4)], float(4))
    }),
    ("tex1Dlod", |b| b.lod_lookup(S1D)),
    ("tex1Dproj", |b| {
        b.lookups(S1D, TextureVariant::Proj, &[float(2), float(3)]);
    }),
    ("tex2D", |b| {
        b.lookups(S2D, TextureVariant::Plain, &[float(2), float(3)]);
        b.gradient_lookup(S2D, float(2), float(2));
        b.gradient_lookup(S2D, float(3), float(2));
    }),
    ("tex2Dbias", |b| {
        b.lookups(S2D, TextureVariant::Bias, &[float(4)]);
        b.separate_bias(S2D, float(2));
    }),
    ("tex2Dcmpbias", |b| {
        b.gp4(&[Type::sampler(S2D), float(4)], float(4))
    }),
    ("tex2Dcmplod", |b| {
        b.gp4(&[Type::sampler(S2D), float(4)], float(4))
    }),
    ("tex2Dlod", |b| b.lod_lookup(S2D)),
    ("tex2Dproj", |b| {
        b.lookups(S2D, TextureVariant::Proj, &[float(3), float(4)]);
    }),
    ("tex3D", |b| {
        b.lookups(S3D, TextureVariant::Plain, &[float(3)]);
        b.gradient_lookup(S3D, float(3), float(3));
    }),
    ("tex3Dbias", |b| {
        b.lookups(S3D, TextureVariant::Bias, &[float(4)]);
        b.separate_bias(S3D, float(3));
    }),
    ("tex3Dlod", |b| b.lod_lookup(S3D)),
    ("tex3Dproj", |b| {
        b.lookups(S3D, TextureVariant::Proj, &[float(4)])
    }),
    // One coordinate form: cgc 3.1 narrows a `float4` to it with a warning
    // and smears a scalar (tests/sema/cases/516_ovl_stdlib_typed_rect_lookups.cg).
    ("texCUBE", |b| {
        b.lookups(Cube, TextureVariant::Plain, &[float(3)]);
        b.gradient_lookup(Cube, float(3), float(3));
    }),
    ("texCUBEbias", |b| {
        b.lookups(Cube, TextureVariant::Bias, &[float(4)]);
        b.separate_bias(Cube, float(3));
    }),
    ("texCUBElod", |b| b.lod_lookup(Cube)),
    ("texCUBEproj", |b| {
        b.lookups(Cube, TextureVariant::Proj, &[float(4)]);
    }),
    ("texRECT", |b| {
        b.lookups(Rect, TextureVariant::Plain, &[float(2), float(3)]);
        b.gradient_lookup(Rect, float(2), float(2));
        b.gradient_lookup(Rect, float(3), float(2));
    }),
    ("texRECTbias", |b| {
        b.lookups(Rect, TextureVariant::Bias, &[float(4)]);
        b.separate_bias(Rect, float(2));
    }),
    ("texRECTlod", |b| b.lod_lookup(Rect)),
    ("texRECTproj", |b| {
        b.lookups(Rect, TextureVariant::Proj, &[float(3), float(4)]);
    }),
    // GLSL's projective lookups, which cgc 3.1 accepts as its `texNproj`
    // without their depth comparison (tests/sema/glsl_names.json,
    // tests/shaders/stdlib/glsl_projective_lookups.cg): `TXP` in arbfp1,
    // `textureNDProj` in the GLSL profiles, the last coordinate the divisor.
    // Beside them GLSL's forms with a bias, a level or derivatives after
    // the coordinate ([`Builder::glsl_lookups`], tests/sema/glsl_names.json's
    // `lookups`, tests/glsl/cases/lib_tex_glsl_names.cg).
    ("texture1DGrad", |b| {
        b.glsl_lookups(S1D, GRAD, &[Type::FLOAT])
    }),
    ("texture1DGradARB", |b| {
        b.arb_gradient_lookups(S1D, GRAD, &[Type::FLOAT])
    }),
    ("texture1DLod", |b| b.glsl_lookups(S1D, LOD, &[Type::FLOAT])),
    ("texture1DProj", |b| {
        b.lookups(S1D, TextureVariant::ProjNoCompare, &[float(2), float(4)]);
        b.glsl_lookups(S1D, PROJ_BIAS, &[float(2), float(4)]);
    }),
    ("texture1DProjGrad", |b| {
        b.glsl_lookups(S1D, PROJ_GRAD, &[float(2), float(4)])
    }),
    ("texture1DProjGradARB", |b| {
        b.arb_gradient_lookups(S1D, PROJ_GRAD, &[float(2), float(4)])
    }),
    ("texture1DProjLod", |b| {
        b.glsl_lookups(S1D, PROJ_LOD, &[float(2), float(4)])
    }),
    ("texture2DGrad", |b| b.glsl_lookups(S2D, GRAD, &[float(2)])),
    ("texture2DGradARB", |b| {
        b.arb_gradient_lookups(S2D, GRAD, &[float(2)])
    }),
    ("texture2DLod", |b| b.glsl_lookups(S2D, LOD, &[float(2)])),
    ("texture2DProj", |b| {
        b.lookups(S2D, TextureVariant::ProjNoCompare, &[float(3), float(4)]);
        b.glsl_lookups(S2D, PROJ_BIAS, &[float(3), float(4)]);
    }),
    ("texture2DProjGrad", |b| {
        b.glsl_lookups(S2D, PROJ_GRAD, &[float(3), float(4)])
    }),
    ("texture2DProjGradARB", |b| {
        b.arb_gradient_lookups(S2D, PROJ_GRAD, &[float(3), float(4)])
    }),
    ("texture2DProjLod", |b| {
        b.glsl_lookups(S2D, PROJ_LOD, &[float(3), float(4)])
    }),
    // ARB_texture_rectangle's names (at `shadow2DRect` above).
    ("texture2DRect", |b| {
        b.lookups(Rect, TextureVariant::Plain, &[float(2)])
    }),
    ("texture2DRectGrad", |b| {
        b.glsl_lookups(Rect, GRAD, &[float(2)])
    }),
    ("texture2DRectGradARB", |b| {
        b.arb_gradient_lookups(Rect, GRAD, &[float(2)])
    }),
    ("texture2DRectProj", |b| {
        b.lookups(Rect, TextureVariant::ProjNoCompare, &[float(3), float(4)])
    }),
    ("texture2DRectProjGrad", |b| {
        b.glsl_lookups(Rect, PROJ_GRAD, &[float(3), float(4)])
    }),
    ("texture2DRectProjGradARB", |b| {
        b.arb_gradient_lookups(Rect, PROJ_GRAD, &[float(3), float(4)])
    }),
    ("texture3DGrad", |b| b.glsl_lookups(S3D, GRAD, &[float(3)])),
    ("texture3DGradARB", |b| {
        b.arb_gradient_lookups(S3D, GRAD, &[float(3)])
    }),
    ("texture3DLod", |b| b.glsl_lookups(S3D, LOD, &[float(3)])),
    ("texture3DProj", |b| {
        b.lookups(S3D, TextureVariant::ProjNoCompare, &[float(4)]);
        b.glsl_lookups(S3D, PROJ_BIAS, &[float(4)]);
    }),
    ("texture3DProjGrad", |b| {
        b.glsl_lookups(S3D, PROJ_GRAD, &[float(4)])
    }),
    ("texture3DProjGradARB", |b| {
        b.arb_gradient_lookups(S3D, PROJ_GRAD, &[float(4)])
    }),
    ("texture3DProjLod", |b| {
        b.glsl_lookups(S3D, PROJ_LOD, &[float(4)])
    }),
    // cgc 3.1 accepts `textureCube(s, p)` where it accepts `texCUBE`
    // (tests/sema/glsl_names.json), but not its derivative form (C1115).
    ("textureCube", |b| {
        b.lookups(Cube, TextureVariant::Plain, &[float(3)]);
        b.glsl_lookups(Cube, BIAS, &[float(3)]);
    }),
    ("textureCubeGrad", |b| {
        b.glsl_lookups(Cube, GRAD, &[float(3)])
    }),
    ("textureCubeGradARB", |b| {
        b.arb_gradient_lookups(Cube, GRAD, &[float(3)])
    }),
    ("textureCubeLod", |b| b.glsl_lookups(Cube, LOD, &[float(3)])),
    ("textureGrad", |b| b.glsl_lookups_of_every_target(GRAD)),
    ("textureLod", |b| b.glsl_lookups_of_every_target(LOD)),
    ("textureProj", |b| {
        b.lookups(S1D, TextureVariant::ProjNoCompare, &[float(2), float(4)]);
        b.lookups(S2D, TextureVariant::ProjNoCompare, &[float(3), float(4)]);
        b.lookups(S3D, TextureVariant::ProjNoCompare, &[float(4)]);
        b.glsl_projective_lookups(PROJ_BIAS);
    }),
    ("textureProjGrad", |b| b.glsl_projective_lookups(PROJ_GRAD)),
    ("textureProjLod", |b| b.glsl_projective_lookups(PROJ_LOD)),
    ("transpose", Builder::transpose),
    ("trunc", |b| b.componentwise(I::Trunc, 1)),
    ("unpack_2half", |b| {
        b.unpacking(Type::vector(Scalar::Half, 2))
    }),
    ("unpack_2ushort", |b| b.unpacking(float(2))),
    ("unpack_4byte", |b| {
        b.unpacking(Type::vector(Scalar::Half, 4))
    }),
    ("unpack_4ubyte", |b| {
        b.unpacking(Type::vector(Scalar::Half, 4))
    }),
];

/// The GLSL lookups' variants ([`TextureVariant::LodArgument`] and its
/// siblings), projective or not.
const LOD: TextureVariant = TextureVariant::LodArgument { projective: false };
const BIAS: TextureVariant = TextureVariant::BiasArgument { projective: false };
const GRAD: TextureVariant = TextureVariant::GradArgument { projective: false };
const PROJ_LOD: TextureVariant = TextureVariant::LodArgument { projective: true };
const PROJ_BIAS: TextureVariant = TextureVariant::BiasArgument { projective: true };
const PROJ_GRAD: TextureVariant = TextureVariant::GradArgument { projective: true };

/// `floatN`.
fn float(size: u8) -> Type {
    Type::vector(Scalar::Float, size)
}

/// Collects the overloads of the function [`Builder::name`].
struct Builder {
    name: &'static str,
    overloads: Vec<Overload>,
}

impl Builder {
    fn add(&mut self, intrinsic: Intrinsic, params: &[Type], ret: Type) {
        self.add_with(intrinsic, params, &[], ret, Availability::All);
    }

    fn add_with(
        &mut self,
        intrinsic: Intrinsic,
        params: &[Type],
        out_params: &[Type],
        ret: Type,
        availability: Availability,
    ) {
        let mut all: SmallVec<[StdParam; 4]> = params
            .iter()
            .map(|&ty| StdParam {
                ty,
                direction: Direction::In,
            })
            .collect();
        all.extend(out_params.iter().map(|&ty| StdParam {
            ty,
            direction: Direction::Out,
        }));
        self.overloads.push(Overload {
            name: self.name,
            intrinsic,
            params: all,
            ret,
            availability,
        });
    }

    /// `T f(T, ..., T)` (arity copies) for every float type and shape.
    fn componentwise(&mut self, intrinsic: Intrinsic, arity: usize) {
        for scalar in FLOATS {
            for ty in shapes(scalar, true) {
                self.add(intrinsic, &[ty; 4][..arity], ty);
            }
        }
    }

    /// Derivatives: declared as component-wise functions, available where
    /// the profile has `DDX` and `DDY` (the GLSL profiles; none of the four
    /// assembly profiles). `fwidth`, computed from both, and the `fixed`
    /// forms of `ddx` and `ddy` only in fragment profiles (cgc's glslv:
    /// C3002 "call to undefined function "fixed4 ddx(fixed4);"").
    fn derivative(&mut self, intrinsic: Intrinsic) {
        self.componentwise(intrinsic, 1);
        let instruction = match intrinsic {
            I::Ddy => "DDY",
            _ => "DDX",
        };
        for overload in &mut self.overloads {
            let fixed = overload.params[0].ty.scalar_kind() == Some(Scalar::Fixed);
            overload.availability = if intrinsic == I::Fwidth || fixed {
                Availability::FragmentInstruction(instruction)
            } else {
                Availability::Instruction(instruction)
            };
        }
    }

    /// `TN f(T, ..., TN)`: vector calls with scalar leading arguments.
    fn scalar_head(&mut self, intrinsic: Intrinsic, arity: usize, head: usize) {
        for scalar in FLOATS {
            for n in 1..=4 {
                let vector = Type::vector(scalar, n);
                let mut params = vec![Type::scalar(scalar); head];
                params.extend(vec![vector; arity - head]);
                self.add(intrinsic, &params, vector);
            }
        }
    }

    /// `TN f(TN, ..., T)`: vector calls with scalar trailing arguments.
    fn vector_scalar_tail(&mut self, intrinsic: Intrinsic, arity: usize, tail: usize) {
        for scalar in FLOATS {
            for n in 2..=4 {
                let vector = Type::vector(scalar, n);
                let mut params = vec![vector; arity - tail];
                params.extend(vec![Type::scalar(scalar); tail]);
                self.add(intrinsic, &params, vector);
            }
        }
    }

    fn dot(&mut self) {
        for scalar in FLOATS {
            for ty in vectors(scalar) {
                self.add(I::Dot, &[ty, ty], Type::scalar(scalar));
            }
        }
    }

    fn cross(&mut self) {
        for scalar in FLOATS {
            let v3 = Type::vector(scalar, 3);
            self.add(I::Cross, &[v3, v3], v3);
        }
    }

    /// `lit` is declared for `float` only: cgc takes `lit(float2, ...)` (with
    /// C7011 warnings) where three overloads would make it ambiguous.
    fn lit(&mut self) {
        self.add(I::Lit, &[Type::FLOAT; 3], float(4));
    }

    /// `all`/`any`: `bool` of a `bool` scalar or vector only (cgc 3.1's
    /// C1101 candidate lists), so an `int`, `unsigned` or float argument
    /// converts to `bool` (`all(int2)` compiles in every profile: corpus
    /// case 489) and a matrix narrows to `any(bool)`
    /// (tests/sema/cases/738).
    fn predicate(&mut self, intrinsic: Intrinsic) {
        for ty in shapes(Scalar::Bool, false) {
            self.add(intrinsic, &[ty], Type::BOOL);
        }
    }

    /// `isfinite`/`isinf`/`isnan`: a bool per component.
    fn classification(&mut self, intrinsic: Intrinsic) {
        for scalar in FLOATS {
            for ty in shapes(scalar, true) {
                self.add(intrinsic, &[ty], ty.with_scalar(Scalar::Bool));
            }
        }
    }

    /// `transpose`, `determinant`, `inverse` and the matrix product are
    /// declared for `float` only (cgc 3.1's C1101 candidate lists, the same
    /// in every profile): an `int`, `bool` or `half` matrix converts to the
    /// `float` form, the one candidate (`transpose(int2x2)` is a `float2x2`).
    fn transpose(&mut self) {
        for rows in 1..=4u8 {
            for cols in 1..=4u8 {
                let m = Type::matrix(Scalar::Float, rows, cols);
                self.add(I::Transpose, &[m], Type::matrix(Scalar::Float, cols, rows));
            }
        }
    }

    /// `mul`: the matrix-vector products for every float type (with a scalar
    /// for the one-component row vector, `mul(float, float1x4)`), the
    /// matrix-matrix products for `float` only (cgc 3.1's C1101 candidate
    /// lists; see [`Builder::transpose`]).
    fn mul(&mut self) {
        for scalar in FLOATS {
            for rows in 1..=4u8 {
                for cols in 1..=4u8 {
                    let m = Type::matrix(scalar, rows, cols);
                    // mul(matrix, column vector) and mul(row vector, matrix).
                    let column = Type::vector(scalar, cols);
                    let row = Type::vector(scalar, rows);
                    self.add(I::Mul, &[m, column], row);
                    self.add(I::Mul, &[row, m], column);
                    if rows == 1 {
                        self.add(I::Mul, &[Type::scalar(scalar), m], column);
                    }
                }
            }
        }
        for rows in 1..=4u8 {
            for cols in 1..=4u8 {
                let m = Type::matrix(Scalar::Float, rows, cols);
                for inner in 1..=4u8 {
                    let left = Type::matrix(Scalar::Float, rows, inner);
                    let right = Type::matrix(Scalar::Float, inner, cols);
                    self.add(I::Mul, &[left, right], m);
                }
            }
        }
    }

    fn determinant(&mut self) {
        for rows in 1..=4u8 {
            let square = Type::matrix(Scalar::Float, rows, rows);
            self.add(I::Determinant, &[square], Type::FLOAT);
        }
    }

    /// cgc has no `inverse(float1x1)` (C1115).
    fn inverse(&mut self) {
        for rows in 2..=4u8 {
            let square = Type::matrix(Scalar::Float, rows, rows);
            self.add(I::Inverse, &[square], square);
        }
    }

    /// The exponent is an `int` (cgc: C1113 for a float actual).
    fn frexp(&mut self) {
        for scalar in FLOATS {
            for ty in shapes(scalar, false) {
                let exponent = ty.with_scalar(Scalar::Int);
                self.add_with(I::Frexp, &[ty], &[exponent], ty, Availability::All);
            }
        }
    }

    /// `ldexp(TN x, intN e)`: cgc 3.1 takes the exponent as an `int`
    /// (`ldexp(float2, float3)` warns "implicit cast from float3 to int2";
    /// `ldexp(float3, float2)` is ambiguous between the two-component forms
    /// of the three scalar types).
    fn ldexp(&mut self) {
        for scalar in FLOATS {
            for ty in shapes(scalar, true) {
                self.add(I::Ldexp, &[ty, ty.with_scalar(Scalar::Int)], ty);
            }
        }
    }

    fn modf(&mut self) {
        for scalar in FLOATS {
            for ty in shapes(scalar, false) {
                self.add_with(I::Modf, &[ty], &[ty], ty, Availability::All);
            }
        }
    }

    fn sincos(&mut self) {
        for scalar in FLOATS {
            for ty in shapes(scalar, false) {
                self.add_with(I::Sincos, &[ty], &[ty, ty], Type::VOID, Availability::All);
            }
        }
    }

    /// `clip`: fragment profiles only (the vertex profiles do not declare it).
    /// cgc takes int and bool arguments too (`clip(c ? 1 : -1)`, corpus
    /// case 489): it tests their value, as for the float forms.
    fn clip(&mut self) {
        for scalar in [
            Scalar::Float,
            Scalar::Half,
            Scalar::Fixed,
            Scalar::Int,
            Scalar::Bool,
        ] {
            for ty in vectors(scalar) {
                self.add_with(I::Clip, &[ty], &[], Type::VOID, Availability::FragmentOnly);
            }
        }
    }

    /// `float4 NAME(SAMPLER, COORD)` for each coordinate type: texture
    /// lookups exist where the profile has their instruction.
    fn lookups(&mut self, sampler: SamplerKind, variant: TextureVariant, coords: &[Type]) {
        let intrinsic = I::Texture(Texture { sampler, variant });
        let instruction = match variant {
            TextureVariant::Proj | TextureVariant::ProjNoCompare => "TXP",
            TextureVariant::Bias => "TXB",
            TextureVariant::Lod => "TXL",
            TextureVariant::Plain | TextureVariant::Grad => "TEX",
            // Those of GLSL's lookups ([`Builder::glsl_lookups`]).
            TextureVariant::LodArgument { .. } => "TXL",
            TextureVariant::BiasArgument { .. } | TextureVariant::GradArgument { .. } => "TXD",
        };
        for &coord in coords {
            let params = [Type::sampler(sampler), coord];
            self.add_with(
                intrinsic,
                &params,
                &[],
                float(4),
                Availability::Instruction(instruction),
            );
        }
    }

    /// GLSL's lookups with a level, a bias or derivatives after the
    /// coordinate: `float4 NAME(SAMPLER, COORD, float)` for a level or a
    /// bias, `float4 NAME(SAMPLER, COORD, D, D)` for derivatives `D` of
    /// the texture's own coordinates (`float2` for a 2D sampler, `float`
    /// for a 1D one, its depth to compare aside). Declared in every
    /// profile, as cgc 3.1 declares them (C3004, not C1115 or C1008,
    /// elsewhere: tests/sema/glsl_names.json); available where the profile
    /// has `TXL` for a level and `TXD` for derivatives. A bias needs `TXD`
    /// too: cgc's library computes it outside its GLSL profiles through
    /// the derivative lookup, and its C3004 in arbfp1 (which has `TXB`)
    /// names `tex2D(sampler2D, float2, float2, float2)`, `ddx` and `ddy`.
    fn glsl_lookups(&mut self, sampler: SamplerKind, variant: TextureVariant, coords: &[Type]) {
        let derivative = match sampler {
            S1D | Shadow1D => Type::FLOAT,
            S2D | Shadow2D | Rect | ShadowRect => float(2),
            _ => float(3),
        };
        let (after, instruction): (&[Type], _) = match variant {
            TextureVariant::LodArgument { .. } => (&[Type::FLOAT], "TXL"),
            TextureVariant::BiasArgument { .. } => (&[Type::FLOAT], "TXD"),
            _ => (&[derivative, derivative], "TXD"),
        };
        let intrinsic = I::Texture(Texture { sampler, variant });
        for &coord in coords {
            let mut params: SmallVec<[Type; 4]> = SmallVec::new();
            params.push(Type::sampler(sampler));
            params.push(coord);
            params.extend_from_slice(after);
            let availability = Availability::Instruction(instruction);
            self.add_with(intrinsic, &params, &[], float(4), availability);
        }
    }

    /// ARB_shader_texture_lod's names of the derivative lookups
    /// (`texture2DGradARB`, `shadow2DProjGradARB`, ...): the same lookups as
    /// the unsuffixed GLSL names ([`Builder::glsl_lookups`]), but cgc 3.1
    /// defines them in its library around its own derivative forms
    /// (`tex2D(s, p, dx, dy)`, after the divide for the projective ones), so
    /// they are declared where those are ([`declared_in_vertex_profile`]):
    /// a vertex assembly profile answers C1115 where `texture2DGrad` is
    /// C3004, arbfp1 C3004, the GLSL profiles compile them
    /// (tests/sema/glsl_names.json's `lookups`).
    fn arb_gradient_lookups(
        &mut self,
        sampler: SamplerKind,
        variant: TextureVariant,
        coords: &[Type],
    ) {
        self.glsl_lookups(sampler, variant, coords);
    }

    /// `textureLod`, `textureGrad`: GLSL 1.30's names of the lookups of
    /// every target (1D, 2D, 3D, cube).
    fn glsl_lookups_of_every_target(&mut self, variant: TextureVariant) {
        self.glsl_lookups(S1D, variant, &[Type::FLOAT]);
        self.glsl_lookups(S2D, variant, &[float(2)]);
        self.glsl_lookups(S3D, variant, &[float(3)]);
        self.glsl_lookups(Cube, variant, &[float(3)]);
    }

    /// `textureProjLod`, `textureProjGrad`, `textureProj(s, p, bias)`:
    /// GLSL 1.30's projective lookups, as `textureProj` takes coordinates.
    fn glsl_projective_lookups(&mut self, variant: TextureVariant) {
        self.glsl_lookups(S1D, variant, &[float(2), float(4)]);
        self.glsl_lookups(S2D, variant, &[float(3), float(4)]);
        self.glsl_lookups(S3D, variant, &[float(4)]);
    }

    /// `float4 texNbias(SAMPLER, COORDINATE, float bias)`: cgc 3.1's library
    /// declares the lookup with its bias apart, a coordinate of the
    /// texture's dimensions (`float2` for 2D and RECT, `float3` for 3D and
    /// CUBE, `float` for 1D), not the manual's gp4 texel-offset form
    /// (`tex2Dbias(s, float4, int)` narrows the `float4`, twice warned, and
    /// takes the `int` as the bias; tests/sema/stdlib_base_types.json). Its
    /// body calls the plain biased lookup, `TXB (t.xy, bias, bias)`; the
    /// vertex profiles fail generating code for it (C5201).
    fn separate_bias(&mut self, sampler: SamplerKind, coordinate: Type) {
        let texture = Texture {
            sampler,
            variant: TextureVariant::Bias,
        };
        let params = [Type::sampler(sampler), coordinate, Type::FLOAT];
        self.add_with(
            I::Texture(texture),
            &params,
            &[],
            float(4),
            Availability::Instruction("TXB"),
        );
    }

    /// A geometry program's statement, `void NAME(PARAMS)`; a last
    /// parameter `<error>` takes any arguments ([`Overload::is_variadic`]).
    fn geometry(&mut self, params: &[Type]) {
        self.add_with(I::Geometry, params, &[], Type::VOID, Availability::None);
    }

    /// A gp4 function declared in every profile, available in none.
    fn gp4(&mut self, params: &[Type], ret: Type) {
        self.add_with(Intrinsic::Gp4, params, &[], ret, Availability::None);
    }

    /// `float pack_Nx(floatN)` and its `half` form: gp4 functions the
    /// fragment profile alone declares ([`overloads_for`]).
    fn packing(&mut self, width: u8) {
        for scalar in [Scalar::Float, Scalar::Half] {
            let packed = Type::vector(scalar, width);
            self.add_with(
                Intrinsic::Gp4,
                &[packed],
                &[],
                Type::FLOAT,
                Availability::None,
            );
        }
    }

    /// `unpack_Nx(float)`, the inverse of [`Builder::packing`].
    fn unpacking(&mut self, ret: Type) {
        self.add_with(Intrinsic::Gp4, &[Type::FLOAT], &[], ret, Availability::None);
    }

    /// `tex*lod(SAMPLER, float4)`: declared everywhere, available where the
    /// profile has `TXL` (the GLSL profiles; none of the four assembly
    /// profiles).
    fn lod_lookup(&mut self, sampler: SamplerKind) {
        let variant = TextureVariant::Lod;
        let intrinsic = I::Texture(Texture { sampler, variant });
        let params = [Type::sampler(sampler), float(4)];
        let availability = Availability::Instruction("TXL");
        self.add_with(intrinsic, &params, &[], float(4), availability);
    }

    /// The derivative form `tex*(SAMPLER, COORD, DERIVATIVE, DERIVATIVE)`:
    /// available where the profile has `TXD` (the GLSL profiles; none of the
    /// four assembly profiles), declared in fragment profiles and where the
    /// profile has `TXD` ([`overloads_for`]). A coordinate one wider than the derivatives
    /// carries a depth to compare with (`tex2D(s, float3, float2, float2)`).
    fn gradient_lookup(&mut self, sampler: SamplerKind, coord: Type, derivative: Type) {
        let variant = TextureVariant::Grad;
        let intrinsic = I::Texture(Texture { sampler, variant });
        let params = [Type::sampler(sampler), coord, derivative, derivative];
        let availability = Availability::Instruction("TXD");
        self.add_with(intrinsic, &params, &[], float(4), availability);
    }
}

/// The name of every library function (intrinsics and those defined in Cg),
/// for an editor's completion.
pub fn function_names() -> impl Iterator<Item = &'static str> {
    FUNCTIONS
        .iter()
        .map(|&(name, _)| name)
        .chain(stdlib_cg::SOURCES.iter().map(|&(name, _)| name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::overload::{resolve_without_defaults, Failure};

    fn builtin(name: &str) -> ProfileRef {
        ProfileRef::builtin(name).expect("built-in profile")
    }

    /// Resolves a stdlib call the way the checker does and returns the chosen
    /// overload's signature.
    fn call(name: &str, args: &[Type]) -> Result<String, Failure> {
        let ids = overloads_named(name);
        resolve_among(&ids, args).map(|index| overload(ids[index]).signature())
    }

    /// The index in `ids` of the overload resolution picks.
    fn resolve_among(ids: &[StdlibId], args: &[Type]) -> Result<usize, Failure> {
        let params: Vec<_> = ids.iter().map(|&id| overload(id).param_types()).collect();
        resolve_without_defaults(args, &params)
    }

    fn v(scalar: Scalar, n: u8) -> Type {
        Type::vector(scalar, n)
    }

    #[test]
    fn calls_resolve_like_cgc_probe_sl_cg() {
        use Scalar::*;
        let m44 = Type::matrix(Float, 4, 4);
        let hm33 = Type::matrix(Half, 3, 3);
        let sampler = Type::sampler(SamplerKind::S2D);
        // abs(1), sin(1), saturate(int), floor(int): ambiguous.
        assert!(matches!(
            call("abs", &[Type::CINT]),
            Err(Failure::Ambiguous(_))
        ));
        assert!(matches!(
            call("floor", &[Type::INT]),
            Err(Failure::Ambiguous(_))
        ));
        let ret = |name: &str, args: &[Type]| {
            call(name, args)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .to_string()
        };
        assert_eq!(ret("dot", &[v(Float, 4), Type::CINT]), "float");
        assert_eq!(
            ret("lerp", &[v(Float, 4), v(Float, 4), Type::CFLOAT]),
            "float4"
        );
        assert_eq!(ret("mul", &[m44, v(Half, 4)]), "float4");
        assert_eq!(ret("max", &[Type::scalar(Half), Type::FLOAT]), "half");
        assert_eq!(ret("tex2D", &[sampler, v(Float, 3)]), "float4");
        assert_eq!(
            ret("lerp", &[v(Half, 4), v(Half, 4), Type::CFLOAT]),
            "half4"
        );
        assert_eq!(ret("mul", &[hm33, v(Float, 3)]), "half3");
        assert_eq!(ret("max", &[Type::scalar(Half), Type::CINT]), "half");
        assert_eq!(ret("dot", &[v(Half, 4), v(Float, 4)]), "half");
        assert_eq!(ret("length", &[v(Float, 3)]), "float");
        assert_eq!(ret("normalize", &[v(Half, 4)]), "half4");
        assert_eq!(ret("step", &[Type::CINT, v(Float, 4)]), "float4");
        assert_eq!(
            ret("clamp", &[v(Float, 4), Type::CINT, Type::CINT]),
            "float4"
        );
        assert_eq!(ret("mul", &[v(Float, 4), m44]), "float4");
        assert_eq!(ret("any", &[v(Float, 4)]), "bool");
    }

    /// cgc's verdicts on calls with int and unsigned arguments (probe
    /// tests/sema_unit/stdlib_int_args.txt, scripts/regen-stdlib-int-args.sh):
    /// the call resolves exactly when cgc accepts it.
    #[test]
    fn int_arguments_resolve_like_cgc() {
        let text = include_str!("../../tests/sema_unit/stdlib_int_args.txt");
        let mut checked = 0;
        for line in text.lines() {
            let fields: Vec<&str> = line.split('|').collect();
            let [profile, call, result] = fields[..] else {
                panic!("malformed probe line {line:?}");
            };
            let fragment = profile == "arbfp1";
            let profile = builtin(profile);
            let (name, args) = call.trim_end_matches(')').split_once('(').unwrap();
            let args: Vec<Type> = args
                .split(',')
                .map(|arg| match arg {
                    "i" => Type::INT,
                    "i2" => Type::vector(Scalar::Int, 2),
                    "u" => Type::scalar(Scalar::Unsigned),
                    "u2" => Type::vector(Scalar::Unsigned, 2),
                    _ => Type::CINT,
                })
                .collect();
            let ids = overloads_for(name, profile);
            let chosen = match resolve_among(&ids, &args) {
                Ok(index) => Some(ids[index]),
                Err(Failure::Ambiguous(tied)) if fragment => {
                    let tied: Vec<StdlibId> = tied.iter().map(|&i| ids[i]).collect();
                    fragment_tie_break(name, &tied, false)
                }
                Err(_) => None,
            };
            assert_eq!(chosen.is_some(), !result.starts_with('C'), "{line}");
            if ["half", "uint", "uint2"].contains(&result) {
                let returned =
                    chosen.map(|id| overload(id).ret.name().replace("unsigned int", "uint"));
                assert_eq!(returned.as_deref(), Some(result), "{line}");
            }
            checked += 1;
        }
        assert!(checked > 150, "only {checked} probes checked");
    }

    #[test]
    fn functions_are_sorted_for_binary_search() {
        assert!(FUNCTIONS.windows(2).all(|pair| pair[0].0 < pair[1].0));
        for &(name, _) in FUNCTIONS {
            assert!(is_stdlib_name(name), "{name}");
            let ids = overloads_named(name);
            assert!(!ids.is_empty(), "{name}");
            assert!(ids.iter().all(|&id| overload(id).name == name), "{name}");
        }
        assert!(!is_stdlib_name("tex4D"));
    }

    #[test]
    fn profile_availability_matches_cgc_probe_stdlib_profiles() {
        let tex2d = overloads_named("tex2D")[0];
        assert_eq!(
            overload(tex2d).signature(),
            "float4 tex2D(sampler2D, float2)"
        );
        assert!(overload(tex2d).available_in(builtin("arbfp1")));
        assert!(!overload(tex2d).available_in(builtin("arbvp1")));
        assert!(!overload(tex2d).available_in(builtin("vp30")));
        let ddx = overloads_named("dFdx")[0];
        assert!(!overload(ddx).available_in(builtin("arbfp1")));
        assert_eq!(canonical_name("mix"), "lerp");
        assert!(is_stdlib_name("inversesqrt"));
    }
}
