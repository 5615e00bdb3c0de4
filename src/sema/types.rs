//! Cg types and the conversion rules between them.
//!
//! Invariants:
//! - [`Type`] is a small `Copy` value (16 bytes) compared structurally. Struct
//!   types are named by a [`StructId`] into the program's struct table; arrays
//!   carry their element and up to three dimensions inline. A value type instead
//!   of an interner index keeps per-function salsa results independent of the
//!   order in which other functions created types, which is what lets an edit in
//!   one function leave the others' results equal.
//! - `cint` and `cfloat` are the types of untyped literals (and of constant
//!   expressions built only from them). They print as `int` and `float`, as cgc
//!   prints them, and they only differ from `int`/`float` in the arithmetic
//!   conversions and in overload ranking.
//! - `float1` (a one-component vector) is a different type from `float`, as in
//!   cgc's standard library declarations.
//!
//! The conversion rules follow the table of the Cg language specification
//! ("Type Conversions") as cgc 3.1 implements it; where cgc and the spec differ,
//! cgc wins and the probe shader that showed it is quoted next to the rule.

use std::fmt;

/// Scalar base types, ordered within each family from smaller to larger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    Bool,
    Int,
    Unsigned,
    Fixed,
    Half,
    Float,
    /// Untyped integer literal.
    CInt,
    /// Untyped floating literal.
    CFloat,
}

impl Scalar {
    pub fn is_floating(self) -> bool {
        matches!(
            self,
            Scalar::Fixed | Scalar::Half | Scalar::Float | Scalar::CFloat
        )
    }

    pub fn is_integral(self) -> bool {
        matches!(self, Scalar::Int | Scalar::Unsigned | Scalar::CInt)
    }

    pub fn is_literal(self) -> bool {
        matches!(self, Scalar::CInt | Scalar::CFloat)
    }

    /// The concrete type a literal type takes when it must become one.
    pub fn concrete(self) -> Scalar {
        match self {
            Scalar::CInt => Scalar::Int,
            Scalar::CFloat => Scalar::Float,
            other => other,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::Int | Scalar::CInt => "int",
            Scalar::Unsigned => "uint",
            Scalar::Fixed => "fixed",
            Scalar::Half => "half",
            Scalar::Float | Scalar::CFloat => "float",
        }
    }

    /// Rank inside the floating family, used by the usual arithmetic conversions
    /// ("the smaller type is converted to the larger type").
    fn float_rank(self) -> u8 {
        match self {
            Scalar::Fixed => 1,
            Scalar::Half => 2,
            _ => 3,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SamplerKind {
    /// Plain `sampler`, compatible with every other kind.
    Generic,
    S1D,
    S2D,
    S3D,
    Cube,
    Rect,
    /// `sampler1DShadow` / `sampler2DShadow`: every lookup through them is a
    /// depth comparison (SHADOW1D / SHADOW2D target); they pass for
    /// `sampler1D` / `sampler2D` and back.
    Shadow1D,
    Shadow2D,
    /// `samplerRectShadow` / `sampler2DRectShadow` (`samplerRECTSHADOW` in
    /// cgc's header): as `Shadow2D` for `samplerRECT` (SHADOWRECT target).
    ShadowRect,
    /// `samplerCubeShadow` (`samplerCUBESHADOW`): passes for `samplerCUBE`;
    /// cgc looks it up with a SHADOWCUBE target ARB_fragment_program_shadow
    /// does not have, so cgrs does not take lookups through it yet.
    ShadowCube,
    /// `sampler1DArrayShadow`, `sampler2DArrayShadow`,
    /// `samplerCubeArrayShadow`: declarable, no lookup of the four assembly
    /// profiles takes them (cgc 3.1: C1115).
    ShadowArray1D,
    ShadowArray2D,
    ShadowCubeArray,
    /// `sampler1DARRAY` / `sampler2DARRAY`: declarable in every profile, but
    /// no lookup of arbfp1 takes them (cgc 3.1: C1115 for `tex2DARRAY`,
    /// field repro 012).
    Array1D,
    Array2D,
    /// The other gp4 texture shapes, `samplerCUBEARRAY`, `samplerBUF`,
    /// `samplerRBUF`, `sampler2DMS` and `sampler2DMSARRAY`: declarable in
    /// every profile (cgc 3.1 lists them as unreferenced parameters); no
    /// lookup of the four assembly profiles takes them.
    CubeArray,
    Buffer,
    RectBuffer,
    Ms2D,
    Ms2DArray,
    /// CgFX texture objects (`texture`, `texture2D`, ...), named only by
    /// `sampler_state { Texture = <t>; }`, which a compiled program ignores;
    /// cgc lists them as unreferenced parameters. No lookup takes them.
    TextureObject(TextureKind),
}

/// The texture object types of CgFX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureKind {
    Any,
    T1D,
    T2D,
    T3D,
    Cube,
    Rect,
}

impl TextureKind {
    pub fn name(self) -> &'static str {
        match self {
            TextureKind::Any => "texture",
            TextureKind::T1D => "texture1D",
            TextureKind::T2D => "texture2D",
            TextureKind::T3D => "texture3D",
            TextureKind::Cube => "textureCUBE",
            TextureKind::Rect => "textureRECT",
        }
    }
}

impl SamplerKind {
    pub fn name(self) -> &'static str {
        match self {
            SamplerKind::Generic => "sampler",
            SamplerKind::S1D => "sampler1D",
            SamplerKind::S2D => "sampler2D",
            SamplerKind::S3D => "sampler3D",
            SamplerKind::Cube => "samplerCUBE",
            SamplerKind::Rect => "samplerRECT",
            // As cgc prints them (`#var sampler2DSHADOW s`).
            SamplerKind::Shadow1D => "sampler1DSHADOW",
            SamplerKind::Shadow2D => "sampler2DSHADOW",
            SamplerKind::ShadowRect => "samplerRECTSHADOW",
            SamplerKind::ShadowCube => "samplerCUBESHADOW",
            SamplerKind::ShadowArray1D => "sampler1DARRAYSHADOW",
            SamplerKind::ShadowArray2D => "sampler2DARRAYSHADOW",
            SamplerKind::ShadowCubeArray => "samplerCUBEARRAYSHADOW",
            SamplerKind::Array1D => "sampler1DARRAY",
            SamplerKind::Array2D => "sampler2DARRAY",
            SamplerKind::CubeArray => "samplerCUBEARRAY",
            SamplerKind::Buffer => "samplerBUF",
            SamplerKind::RectBuffer => "samplerRBUF",
            SamplerKind::Ms2D => "sampler2DMS",
            SamplerKind::Ms2DArray => "sampler2DMSARRAY",
            SamplerKind::TextureObject(kind) => kind.name(),
        }
    }
}

/// What a sampler's texels are, as its name says: `sampler2D` (float),
/// `isampler2D` (int), `usampler2D` (unsigned): gp4's integer textures.
/// cgc 3.1 keeps the three apart in overload resolution (`f(isampler2D)` is
/// preferred over `f(sampler2D)` for an `isampler2D`) but converts any of them
/// to another of the same shape, and the assembly profiles look an integer
/// texture up with the float lookups (`tex2D(isampler2D, float2)` is a
/// `float4`, `#var sampler2D`: tests/sema/cases/561_gp4_sampler_types.cg).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Texel {
    Float,
    Int,
    Uint,
}

impl Texel {
    /// The prefix of the type name (`i` of `isampler2D`).
    pub fn prefix(self) -> &'static str {
        match self {
            Texel::Float => "",
            Texel::Int => "i",
            Texel::Uint => "u",
        }
    }
}

/// Index of a struct in the program's struct table ([`crate::sema::items`]),
/// or with [`StructId::LIBRARY_BIT`] in the library's
/// ([`crate::sema::library_types`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

impl StructId {
    /// Set in the ids of the structs the library declares (`vf30`,
    /// `fragout`, ...); the program's own are plain positions.
    pub const LIBRARY_BIT: u32 = 1 << 31;

    /// The library's struct at `index` in its table.
    pub fn library(index: usize) -> StructId {
        StructId(Self::LIBRARY_BIT | index as u32)
    }

    /// The position in the library's table, for a library struct.
    pub fn library_index(self) -> Option<usize> {
        (self.0 & Self::LIBRARY_BIT != 0).then_some((self.0 & !Self::LIBRARY_BIT) as usize)
    }
}

/// A type without array dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    Void,
    Scalar(Scalar),
    /// `floatN`, N in 1..=4.
    Vector(Scalar, u8),
    /// `floatRxC`, rows and columns in 1..=4.
    Matrix(Scalar, u8, u8),
    /// A sampler of a shape and texel type; headers and lookups know only
    /// the shape.
    Sampler(SamplerKind, Texel),
    Struct(StructId),
    /// A pointer (`float4 *p`), which cgc 3.1 declares; no use of one is
    /// supported yet, so what it points to is not kept.
    Pointer,
    /// CgFX's `string` (annotations, uniforms naming files or techniques):
    /// declared, assigned and passed, never computed with.
    String,
    /// A CgFX program object, `vertexshader` or `pixelshader` (one type to
    /// cgc 3.1: a `pixelshader` assigns to a `vertexshader`), which only a
    /// technique uses. cgc names the type with nothing (`#var  vs :  :  :
    /// -1 : 0`).
    Program,
    /// The type of an expression that already produced an error; converts to
    /// and from everything silently so that one mistake gives one message.
    Error,
}

/// Array dimensions, outermost first. A dimension of 0 is an unsized array
/// (`float a[]`), which takes the size of whatever is assigned to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Dims {
    pub rank: u8,
    pub sizes: [u32; 3],
}

/// A Cg type: a base type with up to three array dimensions.
///
/// `spelling` is how the declaration wrote a scalar that computes as
/// another (`double` as `float`, `short` as `int`); only cgc's header prints
/// it, so it is not part of the type's identity: equality and hashing
/// ignore it.
#[derive(Clone, Copy, Debug)]
pub struct Type {
    pub base: Base,
    pub dims: Dims,
    pub spelling: Spelling,
}

impl PartialEq for Type {
    fn eq(&self, other: &Type) -> bool {
        self.base == other.base && self.dims == other.dims
    }
}

impl Eq for Type {}

impl std::hash::Hash for Type {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.base.hash(state);
        self.dims.hash(state);
    }
}

/// The scalar names cgc 3.1 accepts and computes as another scalar on these
/// profiles, which its header still prints as written (`#var double2 u`,
/// `#var byte c` for a `char`, `#var ushort s` for an `unsigned short`;
/// tests/header/210).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Spelling {
    /// The scalar's own name.
    #[default]
    Plain,
    Double,
    Char,
    Short,
    Long,
    UnsignedChar,
    UnsignedShort,
    UnsignedLong,
}

impl Spelling {
    /// `unsigned char`, `unsigned short`, `unsigned long`: computed as
    /// `int`, but converted from a float as an unsigned number is.
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            Spelling::UnsignedChar | Spelling::UnsignedShort | Spelling::UnsignedLong
        )
    }

    /// The name cgc's header prints for the scalar, if not its own.
    pub fn header_name(self) -> Option<&'static str> {
        match self {
            Spelling::Plain => None,
            Spelling::Double => Some("double"),
            Spelling::Char => Some("byte"),
            Spelling::Short => Some("short"),
            Spelling::Long => Some("long"),
            Spelling::UnsignedChar => Some("ubyte"),
            Spelling::UnsignedShort => Some("ushort"),
            Spelling::UnsignedLong => Some("ulong"),
        }
    }
}

impl Type {
    pub const VOID: Type = Type::of(Base::Void);
    pub const STRING: Type = Type::of(Base::String);
    pub const POINTER: Type = Type::of(Base::Pointer);
    pub const PROGRAM: Type = Type::of(Base::Program);
    pub const ERROR: Type = Type::of(Base::Error);
    pub const BOOL: Type = Type::scalar(Scalar::Bool);
    pub const INT: Type = Type::scalar(Scalar::Int);
    pub const FLOAT: Type = Type::scalar(Scalar::Float);
    pub const CINT: Type = Type::scalar(Scalar::CInt);
    pub const CFLOAT: Type = Type::scalar(Scalar::CFloat);

    pub const fn of(base: Base) -> Type {
        Type {
            base,
            dims: Dims {
                rank: 0,
                sizes: [0; 3],
            },
            spelling: Spelling::Plain,
        }
    }

    /// This type as a declaration spelled its scalar.
    pub const fn spelled(self, spelling: Spelling) -> Type {
        Type { spelling, ..self }
    }

    pub const fn scalar(scalar: Scalar) -> Type {
        Type::of(Base::Scalar(scalar))
    }

    pub const fn vector(scalar: Scalar, size: u8) -> Type {
        Type::of(Base::Vector(scalar, size))
    }

    pub const fn matrix(scalar: Scalar, rows: u8, cols: u8) -> Type {
        Type::of(Base::Matrix(scalar, rows, cols))
    }

    /// A float sampler (`sampler2D`).
    pub const fn sampler(kind: SamplerKind) -> Type {
        Type::of(Base::Sampler(kind, Texel::Float))
    }

    /// This type as cgc's header names it: a sampler by its shape only
    /// (`#var sampler2D s` for an `isampler2D s`).
    pub fn header_form(self) -> Type {
        match self.base {
            Base::Sampler(kind, _) => Type {
                base: Base::Sampler(kind, Texel::Float),
                ..self
            },
            _ => self,
        }
    }

    /// A sampler of `texel`s (`isampler2D`).
    pub const fn typed_sampler(kind: SamplerKind, texel: Texel) -> Type {
        Type::of(Base::Sampler(kind, texel))
    }

    pub const fn structure(id: StructId) -> Type {
        Type::of(Base::Struct(id))
    }

    /// This type as the element of an array of `size` (0 = unsized); `None`
    /// when it would need more than three dimensions.
    pub fn array_of(self, size: u32) -> Option<Type> {
        if self.dims.rank as usize >= self.dims.sizes.len() {
            return None;
        }
        let mut dims = Dims::default();
        dims.sizes[0] = size;
        dims.sizes[1..=self.dims.rank as usize]
            .copy_from_slice(&self.dims.sizes[..self.dims.rank as usize]);
        dims.rank = self.dims.rank + 1;
        Some(Type { dims, ..self })
    }

    pub fn is_array(self) -> bool {
        self.dims.rank > 0
    }

    /// The type a `packed` declaration gives: the spec's packed arrays are
    /// its vectors and matrices, so an array of up to 4 scalars is a vector
    /// (`packed float a[4]` is a `float4`) and an array of up to 4 vectors,
    /// or of packed arrays, a matrix (`packed half a[2][3]` is a
    /// `half2x3`, `packed float4 m[2]` a `float2x4`). Longer arrays stay
    /// arrays (of packed elements).
    pub fn packed(self) -> Type {
        let (Some(element), Some(len)) = (self.element(), self.array_len()) else {
            return self;
        };
        let element = element.packed();
        match (element.is_array(), element.base, len) {
            (false, Base::Scalar(scalar), 1..=4) => Type::vector(scalar, len as u8),
            (false, Base::Vector(scalar, columns), 1..=4) => {
                Type::matrix(scalar, len as u8, columns)
            }
            _ => element.array_of(len).unwrap_or(self),
        }
    }

    /// A matrix, not an array of them.
    pub fn is_matrix(self) -> bool {
        matches!(self.base, Base::Matrix(..)) && !self.is_array()
    }

    /// A struct, not an array of them.
    pub fn is_struct(self) -> bool {
        matches!(self.base, Base::Struct(_)) && !self.is_array()
    }

    /// Size of the outermost dimension (0 when unsized); `None` for non-arrays.
    pub fn array_len(self) -> Option<u32> {
        self.is_array().then_some(self.dims.sizes[0])
    }

    /// The element type of an array (the outermost dimension removed).
    pub fn element(self) -> Option<Type> {
        if !self.is_array() {
            return None;
        }
        let rank = self.dims.rank as usize;
        let mut dims = Dims {
            rank: self.dims.rank - 1,
            sizes: [0; 3],
        };
        dims.sizes[..rank - 1].copy_from_slice(&self.dims.sizes[1..rank]);
        Some(Type { dims, ..self })
    }

    pub fn is_error(self) -> bool {
        self.base == Base::Error
    }

    pub fn is_void(self) -> bool {
        self.base == Base::Void && !self.is_array()
    }

    /// The scalar of a scalar, vector or matrix type.
    pub fn scalar_kind(self) -> Option<Scalar> {
        if self.is_array() {
            return None;
        }
        match self.base {
            Base::Scalar(s) | Base::Vector(s, _) | Base::Matrix(s, _, _) => Some(s),
            _ => None,
        }
    }

    /// True for scalars, vectors and matrices of numbers or bools.
    pub fn is_numeric(self) -> bool {
        self.scalar_kind().is_some()
    }

    pub fn is_scalar(self) -> bool {
        !self.is_array() && matches!(self.base, Base::Scalar(_))
    }

    /// Number of components of a scalar (1), vector (N) or matrix (R*C).
    pub fn component_count(self) -> Option<u32> {
        if self.is_array() {
            return None;
        }
        match self.base {
            Base::Scalar(_) => Some(1),
            Base::Vector(_, n) => Some(n as u32),
            Base::Matrix(_, r, c) => Some(r as u32 * c as u32),
            _ => None,
        }
    }

    /// The same shape with another scalar (`float3` → `bool3`).
    pub fn with_scalar(self, scalar: Scalar) -> Type {
        let base = match self.base {
            Base::Scalar(_) => Base::Scalar(scalar),
            Base::Vector(_, n) => Base::Vector(scalar, n),
            Base::Matrix(_, r, c) => Base::Matrix(scalar, r, c),
            other => other,
        };
        Type { base, ..self }
    }

    /// Literal types made concrete (`cint` → `int`), at any shape.
    pub fn concrete(self) -> Type {
        match self.scalar_kind() {
            Some(s) if s.is_literal() => self.with_scalar(s.concrete()),
            _ => self,
        }
    }

    /// The type's name as cgc prints it; struct names come from `struct_name`.
    pub fn display<'a>(self, struct_name: &'a dyn Fn(StructId) -> String) -> TypeDisplay<'a> {
        TypeDisplay {
            ty: self,
            struct_name,
            spelled: false,
        }
    }

    /// The name cgc's header prints: scalars as declared ([`Spelling`]),
    /// samplers by their shape ([`Type::header_form`]).
    pub fn header_display<'a>(
        self,
        struct_name: &'a dyn Fn(StructId) -> String,
    ) -> TypeDisplay<'a> {
        TypeDisplay {
            ty: self.header_form(),
            struct_name,
            spelled: true,
        }
    }

    /// `self` behind `depth` stars: a pointer when `depth` is not 0.
    pub fn pointer_to(self, depth: u8) -> Type {
        if depth == 0 {
            self
        } else {
            Type::POINTER
        }
    }

    /// The name without struct names (structs print as `struct#N`); for tests
    /// and internal messages.
    pub fn name(self) -> String {
        self.display(&|id| format!("struct#{}", id.0)).to_string()
    }
}

pub struct TypeDisplay<'a> {
    ty: Type,
    struct_name: &'a dyn Fn(StructId) -> String,
    /// Print a scalar as the declaration spelled it.
    spelled: bool,
}

impl TypeDisplay<'_> {
    /// The header prints a scalar as declared (`uint2`); messages print
    /// cgc's own name, which for the unsigned type is `unsigned int`
    /// (`abs(unsigned int2)` in C1101).
    fn scalar_name(&self, scalar: Scalar) -> &'static str {
        match self.ty.spelling.header_name() {
            Some(name) if self.spelled => name,
            _ if self.spelled => scalar.name(),
            _ if scalar == Scalar::Unsigned => "unsigned int",
            _ => scalar.name(),
        }
    }
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ty.base {
            Base::Void => write!(f, "void")?,
            Base::String => write!(f, "string")?,
            Base::Pointer => write!(f, "pointer")?,
            Base::Program => {}
            Base::Error => write!(f, "<error>")?,
            Base::Scalar(s) => write!(f, "{}", self.scalar_name(s))?,
            Base::Vector(s, n) => write!(f, "{}{}", self.scalar_name(s), n)?,
            Base::Matrix(s, r, c) => write!(f, "{}{}x{}", self.scalar_name(s), r, c)?,
            Base::Sampler(k, texel) => write!(f, "{}{}", texel.prefix(), k.name())?,
            Base::Struct(id) => write!(f, "{}", (self.struct_name)(id))?,
        }
        for &size in &self.ty.dims.sizes[..self.ty.dims.rank as usize] {
            if size == 0 {
                write!(f, "[]")?;
            } else {
                write!(f, "[{size}]")?;
            }
        }
        Ok(())
    }
}

/// How good an implicit conversion is, for overload ranking. Lower is better.
/// Measured with cgc (tests/sema_unit/overload_*.cg): a same-shape change of
/// scalar type beats smearing a scalar, which beats a narrowing conversion;
/// among scalar types there are no promotions (`f(half)` against `f(float)`
/// and `f(int)` is ambiguous).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    /// Same type, or a literal type matching its concrete type (`cint`→`int`,
    /// `cfloat`→`float`).
    Exact,
    /// Same shape, another scalar type (`half3` → `float3`, `cint` → `half`),
    /// or a scalar to a one-component vector and back.
    ScalarChange,
    /// A scalar replicated into a vector or matrix.
    Smear,
    /// Vector to smaller vector or to scalar, matrix to scalar or smaller
    /// matrix: allowed implicitly with warning C7011.
    Narrowing,
}

/// An allowed implicit conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub rank: Rank,
    /// A one-component vector to a scalar (`float1` to `float`, `int1` to
    /// `half`): a scalar change for overload resolution, but cgc 3.1 warns
    /// as for a narrowing wherever it happens implicitly (an initializer,
    /// assignment, argument, return, `?:` arm), and not the other way
    /// (heldout13's class 2, tests/sema/cases/632).
    pub drops_vector: bool,
}

impl Conversion {
    /// cgc warns (C7011 "implicit cast from X to Y") for narrowing
    /// conversions and a one-component vector made a scalar.
    pub fn warns(self) -> bool {
        self.rank == Rank::Narrowing || self.drops_vector
    }
}

fn scalars_convert(from: Scalar, to: Scalar) -> Option<Rank> {
    if from == to || from.concrete() == to {
        Some(Rank::Exact)
    } else {
        // Any numeric scalar converts implicitly to any other, bool included.
        Some(Rank::ScalarChange)
    }
}

fn samplers_compatible(from: SamplerKind, to: SamplerKind) -> bool {
    use SamplerKind::{Cube, Generic, Rect, Shadow1D, Shadow2D, ShadowCube, ShadowRect, S1D, S2D};
    from == to
        || from == Generic
        || to == Generic
        || matches!(
            (from, to),
            (S1D, Shadow1D)
                | (Shadow1D, S1D)
                | (S2D, Shadow2D)
                | (Shadow2D, S2D)
                | (Rect, ShadowRect)
                | (ShadowRect, Rect)
                | (Cube, ShadowCube)
                | (ShadowCube, Cube)
        )
}

/// The implicit conversion from `from` to `to`, if Cg allows one.
///
/// Probe `conv.cg`: `float s = float4` and `float3 t = float4` warn C7011;
/// `float4 = float2x2` and `float2x2 = float4` are errors C1060 (cgc does not
/// allow the matrix ↔ vector conversions the spec's table lists as W);
/// `float4 = float3` is an error.
pub fn implicit(from: Type, to: Type) -> Option<Conversion> {
    if from.is_error() || to.is_error() {
        return Some(Conversion {
            rank: Rank::Exact,
            drops_vector: false,
        });
    }
    if from.is_array() || to.is_array() {
        return arrays_match(from, to).then_some(Conversion {
            rank: Rank::Exact,
            drops_vector: false,
        });
    }
    // A declared `cfloat` takes literals only.
    if to.scalar_kind() == Some(Scalar::CFloat)
        && !from.scalar_kind().is_some_and(Scalar::is_literal)
    {
        return None;
    }
    let rank = match (from.base, to.base) {
        (Base::Scalar(a), Base::Scalar(b)) => scalars_convert(a, b)?,
        // `float` and `float1` are distinct types that convert silently; an
        // overload taking the exact one is preferred.
        (Base::Scalar(_), Base::Vector(_, 1)) | (Base::Vector(_, 1), Base::Scalar(_)) => {
            Rank::ScalarChange
        }
        (Base::Scalar(_), Base::Vector(..) | Base::Matrix(..)) => Rank::Smear,
        (Base::Vector(a, n), Base::Vector(b, m)) => {
            if m > n {
                return None;
            }
            if m < n {
                Rank::Narrowing
            } else {
                scalars_convert(a, b)?
            }
        }
        (Base::Vector(..), Base::Scalar(_)) | (Base::Matrix(..), Base::Scalar(_)) => {
            Rank::Narrowing
        }
        (Base::Matrix(a, r1, c1), Base::Matrix(b, r2, c2)) => {
            if r2 > r1 || c2 > c1 {
                return None;
            }
            if r2 < r1 || c2 < c1 {
                Rank::Narrowing
            } else {
                scalars_convert(a, b)?
            }
        }
        // A vector and a one-row or one-column matrix of as many components
        // convert both ways, with warning C7011 (`float1x2 k = v2`); other
        // counts are errors (tests/sema/cases/482, 483).
        (Base::Vector(_, n), Base::Matrix(_, rows, cols))
        | (Base::Matrix(_, rows, cols), Base::Vector(_, n))
            if (rows == 1 || cols == 1) && rows * cols == n =>
        {
            Rank::Narrowing
        }
        (Base::Sampler(a, texel), Base::Sampler(b, other)) if samplers_compatible(a, b) => {
            if texel == other {
                Rank::Exact
            } else {
                Rank::ScalarChange
            }
        }
        (Base::Struct(a), Base::Struct(b)) if a == b => Rank::Exact,
        (Base::Void, Base::Void)
        | (Base::String, Base::String)
        | (Base::Program, Base::Program) => Rank::Exact,
        _ => return None,
    };
    let drops_vector = matches!((from.base, to.base), (Base::Vector(_, 1), Base::Scalar(_)));
    Some(Conversion { rank, drops_vector })
}

/// Arrays convert implicitly only to an equal array type, or to an unsized
/// array with the same element type (unsized arrays take any size).
fn arrays_match(from: Type, to: Type) -> bool {
    if from.base != to.base || from.dims.rank != to.dims.rank {
        return false;
    }
    let rank = from.dims.rank as usize;
    from.dims.sizes[..rank]
        .iter()
        .zip(&to.dims.sizes[..rank])
        .all(|(&a, &b)| a == b || b == 0)
}

/// Whether an explicit cast `(to)from` is allowed. `field_types` gives the
/// member types of a struct.
///
/// Probe `c3.cg`: `(float4)float2x2` and `(float2x2)float4` are allowed;
/// `(float4)float3`, `(float3x3)float2x2`, `(float2)float2x2` are errors C1033;
/// `(float)float2x2` is allowed.
pub fn explicit_cast(from: Type, to: Type, field_types: &dyn Fn(StructId) -> Vec<Type>) -> bool {
    explicit_cast_within(from, to, field_types, 0)
}

/// [`explicit_cast`] with a bound on struct nesting (a struct may contain
/// itself, which cgc accepts as a declaration).
fn explicit_cast_within(
    from: Type,
    to: Type,
    field_types: &dyn Fn(StructId) -> Vec<Type>,
    depth: u32,
) -> bool {
    if depth > 16 {
        return false;
    }
    if implicit(from, to).is_some() {
        return true;
    }
    if from.is_array() || to.is_array() {
        return explicit_array_cast(from, to);
    }
    match (from.base, to.base) {
        (Base::Vector(_, n), Base::Matrix(_, r, c))
        | (Base::Matrix(_, r, c), Base::Vector(_, n)) => n as u32 == r as u32 * c as u32,
        // cgc 3.1 casts a struct to another of as many members, each
        // converting implicitly (`{float4, float}` to `{half4, int}` or
        // `{float4, float2}`) but for a shorter vector (not to `{float2,
        // float}`), and only from two members on: a one-member struct takes
        // only its member's type (corpus case 029), as the spec's table says
        // of a single field.
        (Base::Struct(a), Base::Struct(b)) => {
            let (from_fields, to_fields) = (field_types(a), field_types(b));
            from_fields.len() == to_fields.len()
                && to_fields.len() >= 2
                && from_fields.iter().zip(&to_fields).all(|(&f, &t)| {
                    let shorter = matches!((f.base, t.base),
                            (Base::Vector(_, n), Base::Vector(_, m)) if m < n);
                    implicit(f, t).is_some() && !shorter
                })
        }
        (Base::Struct(id), _) => field_types(id)
            .first()
            .is_some_and(|&first| implicit(first, to).is_some()),
        (Base::Scalar(_) | Base::Vector(..) | Base::Matrix(..), Base::Struct(target)) => {
            let fields = field_types(target);
            if from.is_scalar() {
                fields
                    .iter()
                    .all(|&f| explicit_cast_within(from, f, field_types, depth + 1))
            } else {
                fields.len() == 1 && fields[0] == from
            }
        }
        _ => false,
    }
}

/// cgc 3.1 casts an array to its own type only (`(F2)a` of a `float[2]`):
/// to another element type (`half[2]`) it is C1033, against the spec's
/// table (conformance table `structs`, array:cast-to-array).
fn explicit_array_cast(from: Type, to: Type) -> bool {
    match (from.element(), to.element()) {
        (Some(a), Some(b)) => {
            from.array_len() == to.array_len() && a.base == b.base && a.dims == b.dims
        }
        _ => false,
    }
}

/// The usual arithmetic conversions of the spec, on scalar types.
///
/// Probe `ty.cg` (results printed through a failing overload): `half*float` is
/// float, `int*float` float, `cint*half` half, `cfloat*half` half, `int*cfloat`
/// float, `int*fixed` fixed, `fixed*half` half, `bool+cint` int, `cint+cint` int,
/// `cfloat+cint` float.
pub fn arithmetic_scalar(a: Scalar, b: Scalar) -> Scalar {
    use Scalar::*;
    // Arithmetic on bools is done in int.
    let a = if a == Bool { Int } else { a };
    let b = if b == Bool { Int } else { b };
    if a == b {
        return a;
    }
    match (a, b) {
        (CInt, other) | (other, CInt) => other,
        (CFloat, other) | (other, CFloat) if other.is_floating() => other,
        // A value of an integral type makes the result no literal.
        (CFloat, _) | (_, CFloat) => Float,
        (x, y) if x.is_floating() && y.is_floating() => {
            if x.float_rank() >= y.float_rank() {
                x
            } else {
                y
            }
        }
        (x, _) if x.is_floating() => x,
        (_, y) if y.is_floating() => y,
        // Both integral: unsigned wins over int of the same size.
        (Unsigned, _) | (_, Unsigned) => Unsigned,
        (x, _) => x,
    }
}

/// Why two operands cannot be combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Incompatible;

/// Result of combining the shapes of two operands of a component-wise binary
/// operator: the common type both are converted to, and whether either side is
/// narrowed (which warns C7011).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Common {
    pub ty: Type,
    pub narrows_left: bool,
    pub narrows_right: bool,
}

/// The common type of a component-wise binary operator's operands: scalars
/// smear, the longer vector is truncated to the shorter (probe `c3.cg`:
/// `float4 + float3` is `float3` with a warning), a right matrix to the
/// left's shape, and vectors mix with one-row or one-column matrices only
/// (else C1020).
pub fn common_type(a: Type, b: Type) -> Result<Common, Incompatible> {
    if a.is_error() || b.is_error() {
        return Ok(Common {
            ty: Type::ERROR,
            narrows_left: false,
            narrows_right: false,
        });
    }
    let (Some(sa), Some(sb)) = (a.scalar_kind(), b.scalar_kind()) else {
        return Err(Incompatible);
    };
    let scalar = arithmetic_scalar(sa, sb);
    let (shape, narrows_left, narrows_right) = match (a.base, b.base) {
        (Base::Scalar(_), _) => (b, false, false),
        (_, Base::Scalar(_)) => (a, false, false),
        (Base::Vector(_, n), Base::Vector(_, m)) => {
            if n <= m {
                (a, false, m > n)
            } else {
                (b, true, false)
            }
        }
        // A right matrix at least as large both ways narrows to the left's
        // shape (`float2x2 + float3x3` is a `float2x2`, with C7011); the
        // left one never narrows (`float3x3 + float2x2` is C1020):
        // tests/sema/cases/707.
        (Base::Matrix(_, r1, c1), Base::Matrix(_, r2, c2)) if r2 >= r1 && c2 >= c1 => {
            (a, false, (r1, c1) != (r2, c2))
        }
        // `v2 * float1x2(..)`: the vector becomes the one-row or one-column
        // matrix of as many components ([`implicit`], warning C7011), and
        // so does the result (tests/sema/cases/483).
        (Base::Vector(_, n), Base::Matrix(_, rows, cols))
            if (rows == 1 || cols == 1) && rows * cols == n =>
        {
            (b, false, false)
        }
        (Base::Matrix(_, rows, cols), Base::Vector(_, n))
            if (rows == 1 || cols == 1) && rows * cols == n =>
        {
            (a, false, false)
        }
        _ => return Err(Incompatible),
    };
    Ok(Common {
        ty: shape.with_scalar(scalar),
        narrows_left,
        narrows_right,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Scalar::*;

    fn no_structs(_: StructId) -> Vec<Type> {
        Vec::new()
    }

    #[test]
    fn packed_arrays_are_vectors_and_matrices() {
        let packed = |ty: Type, dims: &[u32]| {
            let ty = dims.iter().rev().fold(ty, |ty, &n| ty.array_of(n).unwrap());
            ty.packed()
        };
        assert_eq!(packed(Type::FLOAT, &[4]), Type::vector(Float, 4));
        assert_eq!(
            packed(Type::scalar(Half), &[2, 3]),
            Type::matrix(Half, 2, 3)
        );
        assert_eq!(
            packed(Type::vector(Float, 4), &[2]),
            Type::matrix(Float, 2, 4)
        );
        // Longer than 4: an array (of packed elements).
        let long = packed(Type::FLOAT, &[3, 5]);
        assert_eq!(long.name(), "float[3][5]");
        assert_eq!(packed(Type::FLOAT, &[5, 2]).name(), "float2[5]");
    }

    #[test]
    fn struct_casts_follow_cgc() {
        // Probes of the conformance table `structs` (value:cast-*) and
        // corpus case 029.
        let f4 = Type::vector(Float, 4);
        let fields = |id: StructId| match id.0 {
            0 => vec![f4, Type::FLOAT],
            1 => vec![Type::vector(Half, 4), Type::INT],
            2 => vec![Type::vector(Float, 2), Type::FLOAT],
            3 | 4 => vec![f4],
            _ => vec![f4, Type::FLOAT, Type::FLOAT],
        };
        let s = |id: u32| Type::structure(StructId(id));
        assert!(explicit_cast(s(0), s(1), &fields));
        assert!(!explicit_cast(s(0), s(2), &fields), "to a shorter vector");
        assert!(!explicit_cast(s(3), s(4), &fields), "one member");
        assert!(!explicit_cast(s(0), s(5), &fields), "member counts differ");
        assert!(explicit_cast(s(0), f4, &fields), "to the first member");
        assert!(explicit_cast(f4, s(3), &fields));
        assert!(!explicit_cast(f4, s(0), &fields));
    }

    #[test]
    fn arrays_cast_to_their_own_type_only() {
        let floats = Type::FLOAT.array_of(2).unwrap();
        let halves = Type::scalar(Half).array_of(2).unwrap();
        assert!(explicit_cast(floats, floats, &no_structs));
        assert!(!explicit_cast(floats, halves, &no_structs));
        assert!(!explicit_cast(floats, Type::vector(Float, 2), &no_structs));
    }

    #[test]
    fn names_print_like_cgc() {
        assert_eq!(Type::vector(Float, 4).name(), "float4");
        assert_eq!(Type::matrix(Half, 3, 4).name(), "half3x4");
        assert_eq!(Type::CINT.name(), "int");
        assert_eq!(Type::CFLOAT.name(), "float");
        let array = Type::vector(Float, 4)
            .array_of(3)
            .unwrap()
            .array_of(2)
            .unwrap();
        assert_eq!(array.name(), "float4[2][3]");
        assert_eq!(array.element().unwrap().name(), "float4[3]");
    }

    #[test]
    fn implicit_conversions_match_cgc_probe_conv_cg() {
        let f4 = Type::vector(Float, 4);
        let f3 = Type::vector(Float, 3);
        let m22 = Type::matrix(Float, 2, 2);
        // float s = float4: warning C7011.
        assert!(implicit(f4, Type::FLOAT).unwrap().warns());
        // float3 t = float4: warning C7011.
        assert!(implicit(f4, f3).unwrap().warns());
        // float4 u = float: smear, no warning.
        assert_eq!(implicit(Type::FLOAT, f4).unwrap().rank, Rank::Smear);
        // float4 = float2x2 and float2x2 = float4: C1060.
        assert!(implicit(m22, f4).is_none());
        assert!(implicit(f4, m22).is_none());
        // int = 2.5, half = float, bool = float: allowed silently.
        assert!(!implicit(Type::CFLOAT, Type::INT).unwrap().warns());
        assert!(!implicit(Type::FLOAT, Type::BOOL).unwrap().warns());
        // float4 x = float3: C1060.
        assert!(implicit(f3, f4).is_none());
        // float b = float1: warning C7011, float1 c = float: none.
        let f1 = Type::vector(Float, 1);
        assert!(implicit(f1, Type::FLOAT).unwrap().warns());
        assert!(implicit(f1, Type::INT).unwrap().warns());
        assert!(!implicit(Type::FLOAT, f1).unwrap().warns());
    }

    #[test]
    fn explicit_casts_match_cgc_probe_c3_cg() {
        let f4 = Type::vector(Float, 4);
        let m22 = Type::matrix(Float, 2, 2);
        assert!(explicit_cast(m22, f4, &no_structs));
        assert!(explicit_cast(f4, m22, &no_structs));
        assert!(!explicit_cast(Type::vector(Float, 3), f4, &no_structs));
        assert!(!explicit_cast(m22, Type::matrix(Float, 3, 3), &no_structs));
        assert!(!explicit_cast(m22, Type::vector(Float, 2), &no_structs));
        assert!(explicit_cast(m22, Type::FLOAT, &no_structs));
    }

    #[test]
    fn arithmetic_conversions_match_cgc_probe_ty_cg() {
        let cases = [
            (Half, Float, Float),
            (Int, Float, Float),
            (CInt, Half, Half),
            (CFloat, Half, Half),
            (Int, CFloat, Float),
            (Int, Fixed, Fixed),
            (Fixed, Half, Half),
            (Bool, CInt, Int),
            (CInt, CInt, CInt),
            (CFloat, CInt, CFloat),
        ];
        for (a, b, expected) in cases {
            assert_eq!(
                arithmetic_scalar(a, b).concrete(),
                expected.concrete(),
                "{a:?} op {b:?}"
            );
        }
        // The literal types print as their concrete names, as cgc does.
        assert_eq!(arithmetic_scalar(CFloat, CInt), CFloat);
    }

    #[test]
    fn common_types_match_cgc_probe_ty_cg() {
        let f4 = Type::vector(Float, 4);
        let f3 = Type::vector(Float, 3);
        let h3 = Type::vector(Half, 3);
        let v_plus_w = common_type(f4, f3).unwrap();
        assert_eq!(v_plus_w.ty, f3);
        assert!(v_plus_w.narrows_left && !v_plus_w.narrows_right);
        assert_eq!(common_type(h3, Type::FLOAT).unwrap().ty, f3);
        assert_eq!(common_type(h3, Type::CINT).unwrap().ty, h3);
        let m22 = Type::matrix(Float, 2, 2);
        assert_eq!(common_type(m22, Type::CINT).unwrap().ty, m22);
        // float4 * float2x2: C1020 invalid operands.
        assert_eq!(common_type(f4, m22), Err(Incompatible));
    }
}
