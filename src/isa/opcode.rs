//! Every opcode, defined once: its mnemonic, the shape of its operands, how
//! its result's components come from them, and which dialects and whether
//! the IR have it ([`Opcode::info`], one row per opcode).
//!
//! The IR, the back end's emitters, the VM's reader and the profiles'
//! `"opcodes"` lists all read this table.

use super::dialect::Dialect;
use super::mask::WriteMask;

/// Every opcode of the four assembly dialects and of the IR (the `C` and
/// `_SAT` suffixes are flags). The IR's opcodes come first, in the order
/// whose derived `Ord` and `Hash` its passes were written with (the integer
/// operations, added later, last among them); the six the IR never holds
/// (the VM reads them) follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opcode {
    Abs,
    Add,
    /// `ARL A0.x, s`: the address register becomes `floor(s.x)`. No destination
    /// in the IR: the address register is not a temporary.
    Arl,
    /// `ARL A0, s` (VP2.0, whose `A0` has four components): each component of
    /// the address register becomes the floor of the same component of `s`.
    /// The IR's back end writes it after optimization only; the VM reads
    /// VP2.0's `ARL` as [`Opcode::Arl`], whichever form it has.
    ArlVector,
    Cmp,
    Cos,
    /// `DDX`, `DDY` (NV_fragment_program2): the derivative of each component
    /// along the window's x or y, in the profiles that list them.
    Ddx,
    Ddy,
    Dp3,
    Dp4,
    Dph,
    Dst,
    Ex2,
    /// `EXP` (vertex profiles): `(2^floor(x), x - floor(x), 2^x, 1)`.
    Exp,
    Flr,
    Frc,
    Kil,
    Lg2,
    Lit,
    /// `LOG` (vertex profiles): `(floor(log2|x|), |x| / 2^floor(log2|x|), log2|x|, 1)`.
    Log,
    Lrp,
    Mad,
    Max,
    Min,
    Mov,
    Mul,
    Pow,
    /// `RCC` (NV): reciprocal with its magnitude clamped to [2^-64, 2^64].
    Rcc,
    Rcp,
    Rsq,
    /// `SCS` (ARBfp): `(cos x, sin x, 0, 0)`.
    Scs,
    Seq,
    Sfl,
    Sge,
    Sgt,
    Sin,
    Sle,
    Slt,
    Sne,
    Ssg,
    Str,
    Sub,
    Tex,
    Txb,
    /// `TXD` (NV_fragment_program2): a lookup with the coordinate's
    /// derivatives along x and y as its second and third operands
    /// (`tex2D(s, t, dx, dy)`), in the profiles that list it.
    Txd,
    /// `TXL` (NV_vertex_program3): a lookup at the level of detail in the
    /// coordinate's `w` (`tex2Dlod`), in the profiles that list it.
    Txl,
    Txp,
    Xpd,
    /// The integer operations of the GLSL profiles (Cg's `&`, `|`, `^`,
    /// `~`, `<<`, `>>`), NV_gpu_program4's mnemonics: on operands holding
    /// integers (as every Cg `int` value in the IR does), each component
    /// read as a 32-bit int, the result the int as a float. No assembly
    /// dialect has them (cgc: C5508 in arbvp1 and arbfp1).
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    /// `ARA` (VP2.0): adds the address register's components pairwise.
    Ara,
    /// `ARR` (VP2.0): the address register from the operand, rounded.
    Arr,
    Bra,
    Cal,
    Ret,
    /// `SWZ` (ARB): the extended swizzle.
    Swz,
}

/// How an opcode's operands are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `OP dst, a`: a vector operand.
    Vector1,
    /// `OP dst, a.c`: one component of an operand.
    Scalar1,
    /// `OP dst, a.c, b.c`.
    Scalar2,
    /// `OP dst, a, b`.
    Vector2,
    /// `OP dst, a, b, c`.
    Vector3,
    /// `SWZ dst, a, x, y, z, w` with extended selectors.
    Swz,
    /// `OP dst, coord, texture[u], target`.
    Tex,
    /// `TXD dst, coord, dx, dy, texture[u], target`.
    TexGradient,
    /// `KIL a`: no destination.
    Kil,
    /// `BRA label (cc)`, `CAL label (cc)`.
    Branch,
    /// `RET (cc)`.
    Ret,
    /// `ARL A0, a` (a scalar operand but in VP2.0).
    Address,
    /// `ARA A0, A0`.
    Ara,
}

/// How an opcode's result components come from its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Result component `i` from component `i` of each operand.
    Componentwise,
    /// A scalar opcode: one value from component `x` of each operand,
    /// replicated to every component.
    Scalar,
    /// A dot product: one value from several components, replicated.
    Dot,
    /// A vector from component `x` of the operand (`EXP`, `LOG`, `SCS`).
    FromScalar,
    /// Each component from its own components of the operands (`DST`,
    /// `LIT`, `XPD`).
    Mixed,
    /// A texture lookup.
    Texture,
    /// The address register from component `x` of the operand (`ARL A0.x`).
    Address,
    /// The address register, component by component (VP2.0's `ARL`, `ARR`,
    /// `ARA`).
    AddressVector,
    /// `SWZ`.
    Swizzle,
    /// No value: `KIL`, `BRA`, `CAL`, `RET`.
    Control,
}

/// One row of the table: everything the crate knows of an opcode but its
/// float meaning (which is [`super::vector`]'s and [`super::scalar`]'s).
#[derive(Clone, Copy, Debug)]
pub struct Info {
    pub mnemonic: &'static str,
    pub shape: Shape,
    pub class: Class,
    /// The dialects whose instruction tables list it ([`Dialect::bit`]).
    pub dialects: u8,
    /// Whether the IR holds it (and so the GLSL profiles, which print the
    /// IR's operations, may list it).
    pub in_ir: bool,
}

const ARBVP: u8 = Dialect::ArbVp10.bit();
const ARBFP: u8 = Dialect::ArbFp10.bit();
const ARB: u8 = ARBVP | ARBFP;
const VP10: u8 = Dialect::Vp10.bit();
const VP11: u8 = Dialect::Vp11.bit();
const VP1: u8 = VP10 | VP11;
const VP20: u8 = Dialect::Vp20.bit();
/// ARB, VP1.x and VP2.0: the core every vertex dialect has.
const EVERY: u8 = ARB | VP1 | VP20;

const fn ir(mnemonic: &'static str, shape: Shape, class: Class, dialects: u8) -> Info {
    Info {
        mnemonic,
        shape,
        class,
        dialects,
        in_ir: true,
    }
}

const fn vm(mnemonic: &'static str, shape: Shape, class: Class, dialects: u8) -> Info {
    Info {
        in_ir: false,
        ..ir(mnemonic, shape, class, dialects)
    }
}

impl Opcode {
    pub const ALL: [Opcode; 60] = [
        Opcode::Abs,
        Opcode::Add,
        Opcode::Arl,
        Opcode::ArlVector,
        Opcode::Cmp,
        Opcode::Cos,
        Opcode::Ddx,
        Opcode::Ddy,
        Opcode::Dp3,
        Opcode::Dp4,
        Opcode::Dph,
        Opcode::Dst,
        Opcode::Ex2,
        Opcode::Exp,
        Opcode::Flr,
        Opcode::Frc,
        Opcode::Kil,
        Opcode::Lg2,
        Opcode::Lit,
        Opcode::Log,
        Opcode::Lrp,
        Opcode::Mad,
        Opcode::Max,
        Opcode::Min,
        Opcode::Mov,
        Opcode::Mul,
        Opcode::Pow,
        Opcode::Rcc,
        Opcode::Rcp,
        Opcode::Rsq,
        Opcode::Scs,
        Opcode::Seq,
        Opcode::Sfl,
        Opcode::Sge,
        Opcode::Sgt,
        Opcode::Sin,
        Opcode::Sle,
        Opcode::Slt,
        Opcode::Sne,
        Opcode::Ssg,
        Opcode::Str,
        Opcode::Sub,
        Opcode::Tex,
        Opcode::Txb,
        Opcode::Txd,
        Opcode::Txl,
        Opcode::Txp,
        Opcode::Xpd,
        Opcode::And,
        Opcode::Or,
        Opcode::Xor,
        Opcode::Not,
        Opcode::Shl,
        Opcode::Shr,
        Opcode::Ara,
        Opcode::Arr,
        Opcode::Bra,
        Opcode::Cal,
        Opcode::Ret,
        Opcode::Swz,
    ];

    /// The integer bit operations, which a profile has all or none of.
    pub const INTEGER_BITS: [Opcode; 6] = [
        Opcode::And,
        Opcode::Or,
        Opcode::Xor,
        Opcode::Not,
        Opcode::Shl,
        Opcode::Shr,
    ];

    /// The table. Dialects per the instruction tables of ARB_vertex_program
    /// (2.14.5), ARB_fragment_program (3.11.5), NV_vertex_program1_1 and
    /// NV_vertex_program2 (2.14.3).
    pub const fn info(self) -> Info {
        use Class::*;
        use Shape::*;
        match self {
            Opcode::Abs => ir("ABS", Vector1, Componentwise, ARB | VP11 | VP20),
            Opcode::Add => ir("ADD", Vector2, Componentwise, EVERY),
            Opcode::Arl => ir("ARL", Shape::Address, Class::Address, ARBVP | VP1 | VP20),
            Opcode::ArlVector => ir("ARL", Shape::Address, AddressVector, VP20),
            Opcode::Cmp => ir("CMP", Vector3, Componentwise, ARBFP),
            Opcode::Cos => ir("COS", Scalar1, Scalar, ARBFP | VP20),
            Opcode::Ddx => ir("DDX", Vector1, Componentwise, 0),
            Opcode::Ddy => ir("DDY", Vector1, Componentwise, 0),
            Opcode::Dp3 => ir("DP3", Vector2, Dot, EVERY),
            Opcode::Dp4 => ir("DP4", Vector2, Dot, EVERY),
            Opcode::Dph => ir("DPH", Vector2, Dot, ARB | VP11 | VP20),
            Opcode::Dst => ir("DST", Vector2, Mixed, EVERY),
            Opcode::Ex2 => ir("EX2", Scalar1, Scalar, ARB | VP20),
            Opcode::Exp => ir("EXP", Scalar1, FromScalar, ARBVP | VP1 | VP20),
            Opcode::Flr => ir("FLR", Vector1, Componentwise, ARB | VP20),
            Opcode::Frc => ir("FRC", Vector1, Componentwise, ARB | VP20),
            Opcode::Kil => ir("KIL", Kil, Control, ARBFP),
            Opcode::Lg2 => ir("LG2", Scalar1, Scalar, ARB | VP20),
            Opcode::Lit => ir("LIT", Vector1, Mixed, EVERY),
            Opcode::Log => ir("LOG", Scalar1, FromScalar, ARBVP | VP1 | VP20),
            Opcode::Lrp => ir("LRP", Vector3, Componentwise, ARBFP),
            Opcode::Mad => ir("MAD", Vector3, Componentwise, EVERY),
            Opcode::Max => ir("MAX", Vector2, Componentwise, EVERY),
            Opcode::Min => ir("MIN", Vector2, Componentwise, EVERY),
            Opcode::Mov => ir("MOV", Vector1, Componentwise, EVERY),
            Opcode::Mul => ir("MUL", Vector2, Componentwise, EVERY),
            Opcode::Pow => ir("POW", Scalar2, Scalar, ARB),
            Opcode::Rcc => ir("RCC", Scalar1, Scalar, VP11 | VP20),
            Opcode::Rcp => ir("RCP", Scalar1, Scalar, EVERY),
            Opcode::Rsq => ir("RSQ", Scalar1, Scalar, EVERY),
            Opcode::Scs => ir("SCS", Scalar1, FromScalar, ARBFP),
            Opcode::Seq => ir("SEQ", Vector2, Componentwise, VP20),
            Opcode::Sfl => ir("SFL", Vector2, Componentwise, VP20),
            Opcode::Sge => ir("SGE", Vector2, Componentwise, EVERY),
            Opcode::Sgt => ir("SGT", Vector2, Componentwise, VP20),
            Opcode::Sin => ir("SIN", Scalar1, Scalar, ARBFP | VP20),
            Opcode::Sle => ir("SLE", Vector2, Componentwise, VP20),
            Opcode::Slt => ir("SLT", Vector2, Componentwise, EVERY),
            Opcode::Sne => ir("SNE", Vector2, Componentwise, VP20),
            Opcode::Ssg => ir("SSG", Vector1, Componentwise, VP20),
            Opcode::Str => ir("STR", Vector2, Componentwise, VP20),
            Opcode::Sub => ir("SUB", Vector2, Componentwise, ARB | VP11 | VP20),
            Opcode::Tex => ir("TEX", Tex, Texture, ARBFP),
            Opcode::Txb => ir("TXB", Tex, Texture, ARBFP),
            Opcode::Txd => ir("TXD", TexGradient, Texture, 0),
            Opcode::Txl => ir("TXL", Tex, Texture, 0),
            Opcode::Txp => ir("TXP", Tex, Texture, ARBFP),
            Opcode::Xpd => ir("XPD", Vector2, Mixed, ARB),
            Opcode::And => ir("AND", Vector2, Componentwise, 0),
            Opcode::Or => ir("OR", Vector2, Componentwise, 0),
            Opcode::Xor => ir("XOR", Vector2, Componentwise, 0),
            Opcode::Not => ir("NOT", Vector1, Componentwise, 0),
            Opcode::Shl => ir("SHL", Vector2, Componentwise, 0),
            Opcode::Shr => ir("SHR", Vector2, Componentwise, 0),
            Opcode::Ara => vm("ARA", Shape::Ara, AddressVector, VP20),
            Opcode::Arr => vm("ARR", Shape::Address, AddressVector, VP20),
            Opcode::Bra => vm("BRA", Branch, Control, VP20),
            Opcode::Cal => vm("CAL", Branch, Control, VP20),
            Opcode::Ret => vm("RET", Shape::Ret, Control, VP20),
            Opcode::Swz => vm("SWZ", Shape::Swz, Swizzle, ARB),
        }
    }

    /// The assembly mnemonic, as the emitters print it and the profiles'
    /// JSON lists it.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The opcode spelled `name` (`ARL` is [`Opcode::Arl`]).
    pub fn from_mnemonic(name: &str) -> Option<Opcode> {
        Opcode::ALL.into_iter().find(|op| op.mnemonic() == name)
    }

    /// The opcode `mnemonic` names in `dialect`, or, with no dialect, in
    /// the IR (whose operations the GLSL profiles print): what a profile's
    /// `"opcodes"` list may name. The error says why not.
    pub fn listed(mnemonic: &str, dialect: Option<Dialect>) -> Result<Opcode, String> {
        let op = Opcode::from_mnemonic(mnemonic)
            .ok_or_else(|| format!("\"{mnemonic}\" is not an opcode"))?;
        let (has, what) = match dialect {
            Some(dialect) => (op.in_dialect(dialect), dialect.header()),
            None => (op.in_ir(), "the IR"),
        };
        if has {
            Ok(op)
        } else {
            Err(format!("\"{mnemonic}\" is not an opcode of {what}"))
        }
    }

    pub fn shape(self) -> Shape {
        self.info().shape
    }

    pub fn class(self) -> Class {
        self.info().class
    }

    /// Whether `dialect`'s instruction table lists it.
    pub fn in_dialect(self, dialect: Dialect) -> bool {
        self.info().dialects & dialect.bit() != 0
    }

    /// Whether some assembly dialect has it (`DDX`, `TXD`, `TXL` are the
    /// IR's and the GLSL profiles' only).
    pub fn in_some_dialect(self) -> bool {
        self.info().dialects != 0
    }

    pub fn in_ir(self) -> bool {
        self.info().in_ir
    }

    /// Number of source operands.
    pub fn arity(self) -> usize {
        match self.shape() {
            Shape::Branch | Shape::Ret | Shape::Ara => 0,
            Shape::Vector1
            | Shape::Scalar1
            | Shape::Swz
            | Shape::Tex
            | Shape::Kil
            | Shape::Address => 1,
            Shape::Scalar2 | Shape::Vector2 => 2,
            Shape::Vector3 | Shape::TexGradient => 3,
        }
    }

    /// Whether it writes a destination register.
    pub fn has_destination(self) -> bool {
        !matches!(self.shape(), Shape::Kil | Shape::Branch | Shape::Ret)
    }

    /// Scalar opcodes read component `x` of each swizzled operand and replicate.
    pub fn is_scalar(self) -> bool {
        self.class() == Class::Scalar
    }

    /// Reads only component `x` of each swizzled operand (scalar opcodes, and
    /// `EXP`/`LOG`/`SCS`, which compute a vector from one scalar). The assemblies
    /// want such operands written with a one-letter swizzle.
    pub fn reads_scalar(self) -> bool {
        matches!(
            self.class(),
            Class::Scalar | Class::FromScalar | Class::Address
        )
    }

    /// Result component `i` depends only on component `i` of each swizzled operand.
    pub fn is_componentwise(self) -> bool {
        self.class() == Class::Componentwise
    }

    /// Every result component is the same value.
    pub fn replicates(self) -> bool {
        matches!(self.class(), Class::Scalar | Class::Dot)
    }

    pub fn is_texture(self) -> bool {
        self.class() == Class::Texture
    }

    /// Which components of (swizzled) operand `index` are read when the result
    /// components in `used` are needed.
    pub fn operand_components(self, index: usize, used: WriteMask) -> WriteMask {
        if used.is_empty() && self != Opcode::Kil {
            return WriteMask::NONE;
        }
        match self {
            _ if self.is_componentwise() => used,
            _ if self.reads_scalar() => WriteMask::X,
            Opcode::Dp3 | Opcode::Xpd => WriteMask::XYZ,
            Opcode::Dph => {
                if index == 0 {
                    WriteMask::XYZ
                } else {
                    WriteMask::ALL
                }
            }
            // DST reads y,z of the first operand and y,w of the second, per the spec.
            Opcode::Dst => {
                if index == 0 {
                    WriteMask(0b0110)
                } else {
                    WriteMask(0b1010)
                }
            }
            // LIT reads x, y and w.
            Opcode::Lit => WriteMask(0b1011),
            _ => WriteMask::ALL,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ALL` holds every opcode once, and every mnemonic names one opcode
    /// but `ARL`, whose vector form is VP2.0's.
    #[test]
    fn all_lists_every_opcode_once() {
        for (i, op) in Opcode::ALL.into_iter().enumerate() {
            assert_eq!(Opcode::ALL.iter().position(|&o| o == op), Some(i));
            let named = Opcode::from_mnemonic(op.mnemonic());
            assert!(named == Some(op) || (op == Opcode::ArlVector && named == Some(Opcode::Arl)));
        }
    }

    /// A list names opcodes of its dialect, or of the IR.
    #[test]
    fn listed_opcodes_belong_to_the_dialect() {
        assert_eq!(Opcode::listed("ARL", Some(Dialect::Vp20)), Ok(Opcode::Arl));
        assert_eq!(Opcode::listed("TXD", None), Ok(Opcode::Txd));
        assert_eq!(
            Opcode::listed("FOO", None),
            Err("\"FOO\" is not an opcode".to_string())
        );
        assert_eq!(
            Opcode::listed("POW", Some(Dialect::Vp11)),
            Err("\"POW\" is not an opcode of !!VP1.1".to_string())
        );
        assert_eq!(
            Opcode::listed("BRA", None),
            Err("\"BRA\" is not an opcode of the IR".to_string())
        );
    }

    /// The dialects' instruction counts, as their specifications list them.
    #[test]
    fn dialects_have_their_instruction_tables() {
        let count = |d: Dialect| {
            Opcode::ALL
                .into_iter()
                .filter(|op| op.in_dialect(d) && *op != Opcode::ArlVector)
                .count()
        };
        assert_eq!(count(Dialect::ArbVp10), 27);
        assert_eq!(count(Dialect::ArbFp10), 33);
        assert_eq!(count(Dialect::Vp10), 17);
        assert_eq!(count(Dialect::Vp11), 21);
        assert_eq!(count(Dialect::Vp20), 39);
    }
}
