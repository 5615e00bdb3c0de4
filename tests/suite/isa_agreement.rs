//! One meaning per opcode (issue 44): on random operands, zeros of both
//! signs, infinities, NaN and denormals included, every arithmetic opcode
//! of the IR computes in the IR interpreter what the VM computes for it, in
//! every dialect that has it. The IR belongs to no dialect and computes by
//! the ARB rules; where NV_vertex_program2 defines a case otherwise
//! ([`nv_decides_otherwise`]), a VP2.0 lane is not compared.

use cgrs::ir::interp::evaluate;
use cgrs::ir::Opcode;
use cgrs::rng::Rng;
use cgrs::vm::exec::compute;
use cgrs::vm::program::Dialect;
use cgrs::vm::Vec4;

const DIALECTS: [Dialect; 3] = [Dialect::ArbVp10, Dialect::ArbFp10, Dialect::Vp20];

/// Operands per opcode and dialect.
const CASES: usize = 4000;

/// Where meanings part: the zeros, ±1, LIT's exponent limit, the ends of
/// RCC's clamp, the smallest normal, infinities and NaN.
const SPECIAL: [f32; 16] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -2.0,
    128.0,
    -128.0,
    200.0,
    5.421_011e-20,
    1.844_674_4e19,
    f32::MIN_POSITIVE,
    1e-40,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
];

/// One operand component: a special value, a small or wide number, or any
/// bit pattern (NaNs with payloads and denormals included).
fn component(rng: &mut Rng) -> f32 {
    match rng.below(4) {
        0 => SPECIAL[rng.below(SPECIAL.len())],
        1 => rng.range(-4.0, 4.0),
        2 => rng.range(-300.0, 300.0),
        _ => f32::from_bits(rng.next_u64() as u32),
    }
}

/// Whether NV_vertex_program2 defines lane `lane` of `op` on `a`, `b`
/// otherwise than the ARB rules the IR computes by: MIN and MAX of a NaN
/// or of two zeros (NV 2.14.3.21-22), comparisons of a NaN (2.14.3.29-36),
/// RSQ of a negative number or -0 (2.14.3.28, rules 5 and 6).
fn nv_decides_otherwise(op: Opcode, lane: usize, a: [f32; 4], b: [f32; 4]) -> bool {
    let (x, y) = (a[lane], b[lane]);
    match op {
        Opcode::Min | Opcode::Max => x.is_nan() || y.is_nan() || (x == 0.0 && y == 0.0),
        Opcode::Seq | Opcode::Sne | Opcode::Slt | Opcode::Sle | Opcode::Sgt | Opcode::Sge => {
            x.is_nan() || y.is_nan()
        }
        Opcode::Rsq => a[0].is_sign_negative() && !a[0].is_nan(),
        _ => false,
    }
}

/// The same value: equal bits, or both NaN.
fn same(x: f32, y: f32) -> bool {
    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
}

/// The IR's arithmetic opcodes: all but lookups, `KIL`, the address loads
/// (which the machines run, not the opcode's meaning) and the derivatives
/// (which no assembly dialect the VM reads has).
fn arithmetic() -> impl Iterator<Item = Opcode> {
    Opcode::ALL.into_iter().filter(|op| {
        op.in_ir()
            && op.in_some_dialect()
            && !op.is_texture()
            && !matches!(op, Opcode::Kil | Opcode::Arl | Opcode::ArlVector)
    })
}

#[test]
fn ir_and_vm_agree_on_every_opcode() {
    let mut rng = Rng::new(44);
    let mut compared = 0usize;
    for op in arithmetic() {
        let dialects: Vec<Dialect> = DIALECTS.into_iter().filter(|&d| op.in_dialect(d)).collect();
        assert!(
            !dialects.is_empty(),
            "{} is in no VM dialect",
            op.mnemonic()
        );
        for dialect in dialects {
            for _ in 0..CASES {
                let operands: [[f32; 4]; 3] = [0; 3].map(|_| [0; 4].map(|_| component(&mut rng)));
                let ir = evaluate(op, &operands[..op.arity()]);
                let [a, b, c] = operands.map(Vec4::new);
                let vm = compute(op, dialect, a, b, c);
                for (lane, (&from_ir, &from_vm)) in ir.iter().zip(&vm.v).enumerate() {
                    let nv = dialect == Dialect::Vp20;
                    if !vm.is_defined(lane)
                        || (nv && nv_decides_otherwise(op, lane, operands[0], operands[1]))
                    {
                        continue;
                    }
                    assert!(
                        same(from_ir, from_vm),
                        "{} in {dialect:?}, lane {lane}, of {operands:?}: IR {from_ir} vs VM {from_vm}",
                        op.mnemonic(),
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 100_000, "only {compared} lanes compared");
}
