//! Semantic analysis: name resolution, Cg types and conversions, overload
//! resolution, the standard library, and the binding of an entry function's
//! parameters to a profile's semantics. Produces typed HIR.
//!
//! Layering: this module reads the tokens and AST ([`crate::syntax`]) and the
//! profile as data ([`crate::profile`]), and produces [`hir::Program`] with
//! the entry's binding; it knows nothing of the vector IR or the back end.
//! The entry's interface is flattened once, in [`flatten`]. Type
//! rules ([`types`]), overload ranking ([`overload`]) and the stdlib table
//! ([`stdlib`]) are pure functions of types, tested against cgc's verdicts.

pub mod binding;
pub mod check;
pub mod db;
pub mod eager_calls;
pub mod flatten;
pub mod glstate;
pub mod hir;
pub mod items;
pub mod library;
pub mod library_types;
pub mod overload;
pub mod precision;
pub mod program;
pub mod stdlib;
pub mod stdlib_cg;
pub mod stdlib_decl;
pub mod types;

use types::{SamplerKind, Scalar, Spelling, Texel, TextureKind, Type};

/// The type a built-in type name denotes: Cg's `float4`, `half3x3`, `bool2`,
/// `sampler2D`, ... and the GLSL-style names cgc also accepts (`vec4`, `mat3`,
/// `ivec2`, `bvec3`, `dvec2`, `dmat2`, `mat2x3`, `double`, `long`, `short`;
/// probed with `cgc -profile arbfp1`, a declaration `T x;` compiles for each).
/// `double` (and its vectors and matrices) is `float`, as cgc computes
/// doubles in float on these profiles; `char`, `short` and `long` are `int`.
pub fn builtin_type(name: &str) -> Option<Type> {
    // `FLOAT`, `Vector`, `DWORD`: the names cgc reads in any case are their
    // lower-case selves.
    let name = crate::syntax::parser::any_case_type_name(name).unwrap_or(name);
    let simple = match name {
        "void" => Some(Type::VOID),
        "string" => Some(Type::STRING),
        "sampler" => Some(Type::sampler(SamplerKind::Generic)),
        // HLSL's names, predefined in cgc 3.1 (probed: `#var float4x4 m`,
        // `#var int d` for a `matrix m` and a `dword d`; the templated
        // `vector<float, 3>` is a syntax error there).
        "vector" => Some(Type::vector(Scalar::Float, 4)),
        "matrix" => Some(Type::matrix(Scalar::Float, 4, 4)),
        "dword" => Some(Type::INT),
        "sampler1DShadow" => Some(Type::sampler(SamplerKind::Shadow1D)),
        "sampler2DShadow" => Some(Type::sampler(SamplerKind::Shadow2D)),
        // GLSL's names, which cgc takes only as spelled here (no `isampler`
        // form, no `samplerRECTSHADOW`) and prints in upper case.
        "samplerRect" => Some(Type::sampler(SamplerKind::Rect)),
        "samplerRectShadow" | "sampler2DRectShadow" => Some(Type::sampler(SamplerKind::ShadowRect)),
        "samplerCubeShadow" => Some(Type::sampler(SamplerKind::ShadowCube)),
        "sampler1DArrayShadow" => Some(Type::sampler(SamplerKind::ShadowArray1D)),
        "sampler2DArrayShadow" => Some(Type::sampler(SamplerKind::ShadowArray2D)),
        "samplerCubeArrayShadow" => Some(Type::sampler(SamplerKind::ShadowCubeArray)),
        "texture" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::Any))),
        "texture1D" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::T1D))),
        "texture2D" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::T2D))),
        "texture3D" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::T3D))),
        "textureCUBE" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::Cube))),
        "textureRECT" => Some(Type::sampler(SamplerKind::TextureObject(TextureKind::Rect))),
        // CgFX program objects (`VertexShader`, `PIXELSHADER`: any case,
        // folded above); cgc 3.1 also takes `PixelFragment` and
        // `VertexFragment` as such (`#var  g :  :  : -1 : 0`, as for a
        // `pixelshader g;`).
        "vertexshader" | "pixelshader" | "vertexfragment" | "pixelfragment" => Some(Type::PROGRAM),
        _ => None,
    };
    simple
        .or_else(|| sampler_type(name))
        .or_else(|| cg_numeric_type(name))
        .or_else(|| glsl_spelled_type(name))
}

/// GLSL's `dvec2`, `dmat3`: float on these profiles, spelled `double2`,
/// `double3x3` in cgc's header.
fn glsl_spelled_type(name: &str) -> Option<Type> {
    let ty = glsl_type(name)?;
    Some(if name.starts_with('d') {
        ty.spelled(Spelling::Double)
    } else {
        ty
    })
}

/// `sampler2D`, `isampler2D`, `usamplerCUBEARRAY`, `samplerCube`: a texel
/// prefix (none, `i`, `u`) and a shape
/// ([`crate::syntax::parser::SAMPLER_SHAPES`], the names cgc 3.1 takes in
/// every profile; tests/sema/cases/561_gp4_sampler_types.cg).
fn sampler_type(name: &str) -> Option<Type> {
    let (texel, rest) = match name.as_bytes().first() {
        Some(b'i') => (Texel::Int, &name[1..]),
        Some(b'u') => (Texel::Uint, &name[1..]),
        _ => (Texel::Float, name),
    };
    let kind = match rest.strip_prefix("sampler")? {
        "1D" => SamplerKind::S1D,
        "2D" => SamplerKind::S2D,
        "3D" => SamplerKind::S3D,
        // GLSL's spellings (`samplerCube`, `isampler2DRect`), which cgc
        // takes for its own (tests/sema/cases/613_glsl_sampler_names.cg).
        "CUBE" | "Cube" => SamplerKind::Cube,
        "RECT" | "2DRect" => SamplerKind::Rect,
        "1DARRAY" | "1DArray" => SamplerKind::Array1D,
        "2DARRAY" | "2DArray" => SamplerKind::Array2D,
        "CUBEARRAY" | "CubeArray" => SamplerKind::CubeArray,
        "BUF" | "Buffer" => SamplerKind::Buffer,
        "RBUF" => SamplerKind::RectBuffer,
        "2DMS" => SamplerKind::Ms2D,
        "2DMSARRAY" | "2DMSArray" => SamplerKind::Ms2DArray,
        _ => return None,
    };
    Some(Type::typed_sampler(kind, texel))
}

/// A scalar type name, with how the header spells it. The parser names
/// `unsigned char`, `unsigned short` and `unsigned long` `uchar`, `ushort`
/// and `ulong` (names cgc does not take as written).
fn scalar_named(name: &str) -> Option<(Scalar, Spelling)> {
    let plain = |scalar| Some((scalar, Spelling::Plain));
    match name {
        "float" => plain(Scalar::Float),
        "half" => plain(Scalar::Half),
        "fixed" => plain(Scalar::Fixed),
        "int" => plain(Scalar::Int),
        "uint" => plain(Scalar::Unsigned),
        "bool" => plain(Scalar::Bool),
        // The type of an unsuffixed literal, which cgc also takes as a
        // declared type (listed as `float`); only literals convert to it
        // (conformance table, types: `cfloat l = p.x` is C1060).
        "cfloat" => plain(Scalar::CFloat),
        // cgc computes these in float and int on these profiles, and prints
        // their own names in the header.
        "double" => Some((Scalar::Float, Spelling::Double)),
        "char" => Some((Scalar::Int, Spelling::Char)),
        "short" => Some((Scalar::Int, Spelling::Short)),
        "long" => Some((Scalar::Int, Spelling::Long)),
        "uchar" => Some((Scalar::Int, Spelling::UnsignedChar)),
        "ushort" => Some((Scalar::Int, Spelling::UnsignedShort)),
        "ulong" => Some((Scalar::Int, Spelling::UnsignedLong)),
        _ => None,
    }
}

fn dimension(byte: u8) -> Option<u8> {
    (b'1'..=b'4').contains(&byte).then(|| byte - b'0')
}

/// `float`, `float3`, `float3x4` and the same for the other scalars.
fn cg_numeric_type(name: &str) -> Option<Type> {
    let split = name
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(name.len());
    let (scalar, spelling) = scalar_named(&name[..split])?;
    let ty = match &name.as_bytes()[split..] {
        [] => Type::scalar(scalar),
        [n] => Type::vector(scalar, dimension(*n)?),
        [r, b'x', c] => Type::matrix(scalar, dimension(*r)?, dimension(*c)?),
        _ => return None,
    };
    Some(ty.spelled(spelling))
}

/// `vec4`, `ivec2`, `bvec3`, `dvec2`, `mat3`, `mat2x3`, `dmat4`.
fn glsl_type(name: &str) -> Option<Type> {
    let (scalar, rest) = match name.as_bytes().first()? {
        b'i' => (Scalar::Int, &name[1..]),
        b'b' => (Scalar::Bool, &name[1..]),
        b'd' => (Scalar::Float, &name[1..]),
        b'u' => (Scalar::Unsigned, &name[1..]),
        _ => (Scalar::Float, name),
    };
    if let Some(size) = rest.strip_prefix("vec") {
        return match size.as_bytes() {
            [n] if *n >= b'2' => Some(Type::vector(scalar, dimension(*n)?)),
            _ => None,
        };
    }
    let shape = rest.strip_prefix("mat")?;
    if !matches!(scalar, Scalar::Float) {
        return None;
    }
    match shape.as_bytes() {
        [n] if *n >= b'2' => {
            let n = dimension(*n)?;
            Some(Type::matrix(scalar, n, n))
        }
        // cgc 3.1 reads `matRxC` as Cg's `floatRxC`, R rows of C
        // components (`mat2x3(1, 2, 3, 4, 5, 6)[0]` is a float3,
        // tests/sema/glsl_names.json), not as GLSL's C columns of R.
        [r, b'x', c] => Some(Type::matrix(scalar, dimension(*r)?, dimension(*c)?)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_type_names() {
        assert_eq!(builtin_type("float4"), Some(Type::vector(Scalar::Float, 4)));
        assert_eq!(
            builtin_type("half3x2"),
            Some(Type::matrix(Scalar::Half, 3, 2))
        );
        assert_eq!(
            builtin_type("float1x1"),
            Some(Type::matrix(Scalar::Float, 1, 1))
        );
        assert_eq!(builtin_type("vec4"), Some(Type::vector(Scalar::Float, 4)));
        assert_eq!(builtin_type("ivec2"), Some(Type::vector(Scalar::Int, 2)));
        assert_eq!(builtin_type("bvec3"), Some(Type::vector(Scalar::Bool, 3)));
        assert_eq!(
            builtin_type("mat3"),
            Some(Type::matrix(Scalar::Float, 3, 3))
        );
        assert_eq!(
            builtin_type("samplerCUBE"),
            Some(Type::sampler(SamplerKind::Cube))
        );
        // cgc rejects these (syntax error): tests/sema_unit probes.
        assert_eq!(builtin_type("foo4"), None);
        assert_eq!(builtin_type("vec5"), None);
        assert_eq!(builtin_type("float5"), None);
    }
}
