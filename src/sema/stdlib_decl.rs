//! What a standard-library overload is — the intrinsic it maps to, its
//! parameters, result and where it is available — shared by the intrinsics
//! table ([`crate::sema::stdlib`]) and the Cg-defined functions
//! ([`crate::sema::stdlib_cg`]).

use crate::profile::ProfileRef;
use crate::sema::hir::Direction;
use crate::sema::types::{SamplerKind, Type};
use smallvec::SmallVec;

/// What a standard-library function computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    Abs,
    All,
    Any,
    Ceil,
    Clamp,
    /// `clip(x)`: discard the fragment when a component of `x` is negative.
    Clip,
    Cos,
    Cross,
    Ddx,
    Ddy,
    Determinant,
    Dot,
    Exp2,
    Floor,
    Frac,
    Frexp,
    Fwidth,
    Inverse,
    Isfinite,
    Isinf,
    Isnan,
    Ldexp,
    Lit,
    Log2,
    Max,
    Min,
    Modf,
    Mul,
    Pow,
    Round,
    Rsqrt,
    Saturate,
    Sign,
    Sin,
    Sincos,
    Sqrt,
    Step,
    Transpose,
    Trunc,
    /// A texture lookup: `tex2D`, `tex2Dproj`, `texCUBE`, ...
    Texture(Texture),
    /// A geometry program's statement on the primitives it emits
    /// (`emitVertex`, `emitVertexToStream`, `restartStrip`): declared in
    /// every profile, available in none of the four.
    Geometry,
    /// A gp4 function cgc 3.1 also declares in these profiles and compiles
    /// in none (C3004): bit-field extraction and insertion, the depth
    /// comparisons with a bias or LOD, and, in the fragment profile only,
    /// packing into and unpacking from a float (conformance table, stdlib).
    Gp4,
    /// Not an instruction: defined in Cg by `stdlib/NAME.cg`
    /// ([`crate::sema::stdlib_cg`]); lowering inlines the definition.
    Cg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureVariant {
    Plain,
    Proj,
    /// GLSL's projective lookup (`textureProj`, `texture2DProj`): as
    /// `Proj`, but a coordinate one wider than the texture's carries no
    /// depth to compare with (cgc 3.1: `texture2DProj(s, float4)` is `TXP
    /// ... 2D` where `tex2Dproj(s, float4)` is `TXP ... SHADOW2D`).
    ProjNoCompare,
    Bias,
    Lod,
    /// With explicit derivatives `tex2D(s, uv, dx, dy)`.
    Grad,
    /// GLSL's lookups taking the level of detail (`texture2DLod(s, uv,
    /// lod)`, `textureLod`), the bias (`textureCube(s, p, bias)`,
    /// `texture2DProj(s, p, bias)`) or the derivatives (`texture2DGrad(s,
    /// uv, dx, dy)`, `textureGrad`) as arguments after the coordinate; a
    /// `projective` one (`texture2DProjLod`, `textureProjGrad`) divides the
    /// coordinate by its last component first. cgc 3.1 defines them in its
    /// library as its own lookups (`texture2DLod(s, uv, lod)` is
    /// `tex2Dlod(s, float4(uv, 0, lod))`, `texture2DProjLod(s, p, lod)`
    /// divides `p.xy / p.z` before; `cgc -profile glslf` shows the
    /// temporaries), and no coordinate of them carries a depth to compare
    /// with: the `shadow*` ones compare by their sampler.
    LodArgument {
        projective: bool,
    },
    BiasArgument {
        projective: bool,
    },
    GradArgument {
        projective: bool,
    },
}

impl TextureVariant {
    /// Whether the lookup divides its coordinate by the coordinate's last
    /// component before reading the texture at the level or with the
    /// derivatives it is given (GLSL's `texture2DProjLod`).
    pub fn divides_first(self) -> bool {
        matches!(
            self,
            TextureVariant::LodArgument { projective: true }
                | TextureVariant::BiasArgument { projective: true }
                | TextureVariant::GradArgument { projective: true }
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Texture {
    pub sampler: SamplerKind,
    pub variant: TextureVariant,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StdParam {
    pub ty: Type,
    pub direction: Direction,
}

/// Which stages may call an overload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    All,
    FragmentOnly,
    /// A texture lookup or a derivative, where the profile has its
    /// instruction (`TEX`, `TXP`, `TXB`, `TXL`, `TXD`, `DDX`, `DDY`):
    /// arbfp1 and the GLSL profiles of both stages sample (cgc's
    /// glslv/glesv sample textures, arbvp1/vp20/vp30 answer C3004), the
    /// GLSL profiles alone have the rest.
    Instruction(&'static str),
    /// As [`Availability::Instruction`], in fragment profiles only: cgc's
    /// glslv/glesv take `ddx` and `ddy` but not `fwidth` (C3002).
    FragmentInstruction(&'static str),
    /// Declared by cgc but supported by none of the four profiles.
    None,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Overload {
    pub name: &'static str,
    pub intrinsic: Intrinsic,
    /// At most four parameters: inline, so building the table allocates once per
    /// function rather than once per overload.
    pub params: SmallVec<[StdParam; 4]>,
    pub ret: Type,
    pub availability: Availability,
}

impl Overload {
    /// Inline like `params`: overload resolution asks this of every
    /// candidate of every call.
    pub fn param_types(&self) -> SmallVec<[Type; 4]> {
        self.params.iter().map(|param| param.ty).collect()
    }

    /// Whether the last parameter takes any number of arguments of any type:
    /// cgc declares `emitVertex` so (`emitVertex(<error>)`), and its calls
    /// pass any values (`emitVertex(p : POSITION, c : COLOR)`).
    pub fn is_variadic(&self) -> bool {
        self.params.last().is_some_and(|param| param.ty.is_error())
    }

    /// The parameter types a call with `arguments` arguments meets: a
    /// variadic overload's last parameter repeated for each argument past
    /// the others (none when the call has fewer).
    pub fn param_types_for(&self, arguments: usize) -> SmallVec<[Type; 4]> {
        let mut types = self.param_types();
        if self.is_variadic() {
            let fixed = types.len() - 1;
            types.truncate(fixed);
            types.extend(std::iter::repeat_n(
                Type::ERROR,
                arguments.saturating_sub(fixed),
            ));
        }
        types
    }

    pub fn available_in(&self, profile: ProfileRef) -> bool {
        match self.availability {
            Availability::All => true,
            Availability::FragmentOnly => profile.is_fragment(),
            Availability::Instruction(mnemonic) => profile.has_opcode(mnemonic),
            Availability::FragmentInstruction(mnemonic) => {
                profile.is_fragment() && profile.has_opcode(mnemonic)
            }
            Availability::None => false,
        }
    }

    /// The biased lookup with its bias apart, `tex2Dbias(s, float2, float)`.
    pub fn is_separate_bias_lookup(&self) -> bool {
        matches!(
            self.intrinsic,
            Intrinsic::Texture(Texture {
                variant: TextureVariant::Bias,
                ..
            })
        ) && self.params.len() == 3
    }

    /// `float4 tex2D(sampler2D, float2)`, as cgc prints declarations (the
    /// geometry statements as `__internal void emitVertex(<error>)`).
    pub fn signature(&self) -> String {
        let params: Vec<String> = self.params.iter().map(|param| param.ty.name()).collect();
        let internal = if self.intrinsic == Intrinsic::Geometry {
            "__internal "
        } else {
            ""
        };
        format!(
            "{internal}{} {}({})",
            self.ret.name(),
            self.name,
            params.join(", ")
        )
    }
}
