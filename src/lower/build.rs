//! Emitting IR instructions over symbolic vectors.
//!
//! Every helper takes component lists ([`Comp`] slices) and returns a fresh
//! [`Vector`] naming its result. When every input component is a constant the
//! result is computed here with the IR interpreter's definition of the opcode
//! (so folding and execution agree bit for bit) and no instruction is emitted;
//! that is also what makes loop counters and `if` conditions on constants
//! disappear before any instruction exists.
//!
//! A scalar argument given where a wider one is expected is smeared.

use super::lowerer::Lowerer;
use super::value::{Comp, Derivation, Vector, VectorKey};
use crate::ir::interp::evaluate;
use crate::ir::{Dest, Inst, Opcode, Operand, Source, Swizzle, TextureRef, VReg, WriteMask};
use smallvec::SmallVec;

fn mask_of(width: usize) -> WriteMask {
    WriteMask((1u8 << width) - 1)
}

/// Component `i` of `v`, smearing a scalar.
fn at(v: &[Comp], i: usize) -> Comp {
    if v.len() == 1 {
        v[0]
    } else {
        v.get(i).copied().unwrap_or(Comp::Const(0.0))
    }
}

fn all_const(v: &[Comp]) -> Option<Vec<f32>> {
    v.iter().map(|c| c.constant()).collect()
}

/// Whether every component of `v` is the constant 0 (a factor cgc's front
/// end folds a product by).
fn is_zero(v: &[Comp]) -> bool {
    v.iter().all(|&c| c == Comp::Const(0.0))
}

fn regs_of(reg: VReg, width: usize) -> Vector {
    (0..width as u8)
        .map(|i| Comp::reg(Source::Temp(reg), i))
        .collect()
}

impl Lowerer<'_> {
    /// An operand reading `v` as components x, y, z, w (a scalar as `.xxxx`).
    pub(super) fn operand(&mut self, v: &[Comp]) -> Operand {
        self.note_unset_reads(v);
        if let Some(values) = all_const(v) {
            if values.iter().all(|&x| x.to_bits() == values[0].to_bits()) {
                return self.ir.scalar(values[0]);
            }
            let mut padded = [values[values.len() - 1]; 4];
            padded[..values.len()].copy_from_slice(&values);
            return self.ir.literal(padded);
        }
        if let Some(operand) = direct_operand(v) {
            return operand;
        }
        let reg = self.materialize(v);
        let mut operand = Operand::temp(reg);
        if v.len() == 1 {
            operand.swizzle = Swizzle::replicate(0);
        }
        operand
    }

    /// An operand whose components at the positions of `mask` read `v` (which
    /// has four entries; the others are not read and print as the identity).
    pub(super) fn masked_operand(&mut self, v: &[Comp; 4], mask: WriteMask) -> Operand {
        let read: Vec<Comp> = mask.components().map(|i| v[i]).collect();
        self.note_unset_reads(&read);
        self.masked_operand_unnoted(v, mask)
    }

    /// [`Self::masked_operand`] for a read whose unset components the caller
    /// has noted by its own rule (an output's value: `note_output_write`).
    pub(super) fn masked_operand_unnoted(&mut self, v: &[Comp; 4], mask: WriteMask) -> Operand {
        let first = v[mask.components().next().unwrap_or(0)];
        match first {
            Comp::Reg { source, negate, .. } => {
                let mut swizzle = [0u8, 1, 2, 3];
                for i in mask.components() {
                    if let Comp::Reg { component, .. } = v[i] {
                        swizzle[i] = component;
                    }
                }
                let mut operand = Operand::new(source).with_swizzle(Swizzle(swizzle));
                operand.negate = negate;
                operand
            }
            _ => {
                let values: Vec<f32> = mask
                    .components()
                    .map(|i| v[i].constant().unwrap_or(0.0))
                    .collect();
                if values.iter().all(|x| x.to_bits() == values[0].to_bits()) {
                    return self.ir.scalar(values[0]);
                }
                let mut padded = [0f32; 4];
                for i in mask.components() {
                    padded[i] = v[i].constant().unwrap_or(0.0);
                }
                self.ir.literal(padded)
            }
        }
    }

    /// Copies the components of `v` into a fresh temporary, one `MOV` per source.
    fn materialize(&mut self, v: &[Comp]) -> VReg {
        // Components are written once, so an earlier copy of the same
        // components is still valid.
        let key: VectorKey = v.iter().map(|c| c.key()).collect();
        if let Some(&reg) = self.materialized.get(&key) {
            self.copies.note_read(&key, Some(reg));
            return reg;
        }
        let reg = self.ir.new_vreg();
        self.copies.note_read(&key, Some(reg));
        self.materialized.insert(key, reg);
        let mut done = [false; 4];
        for i in 0..v.len().min(4) {
            if done[i] {
                continue;
            }
            let group: Vec<usize> = (i..v.len().min(4))
                .filter(|&j| !done[j] && same_group(v[i], v[j]))
                .collect();
            let mut mask = 0u8;
            let mut swizzle = [0u8; 4];
            let mut constants = [0f32; 4];
            for &j in &group {
                done[j] = true;
                mask |= 1 << j;
                match v[j] {
                    Comp::Reg { component, .. } => swizzle[j] = component,
                    other => constants[j] = other.constant().unwrap_or(0.0),
                }
            }
            let source = match v[i] {
                Comp::Reg { source, negate, .. } => {
                    let mut operand = Operand::new(source).with_swizzle(Swizzle(swizzle));
                    operand.negate = negate;
                    operand
                }
                _ => self.ir.literal(constants),
            };
            self.ir.push(Inst::new(
                Opcode::Mov,
                Dest::temp(reg, WriteMask(mask)),
                &[source],
            ));
        }
        reg
    }

    /// A component-wise instruction of `width` components.
    pub(super) fn op(&mut self, op: Opcode, args: &[&[Comp]], width: usize) -> Vector {
        self.op_sat(op, args, width, false)
    }

    pub(super) fn op_sat(
        &mut self,
        op: Opcode,
        args: &[&[Comp]],
        width: usize,
        saturate: bool,
    ) -> Vector {
        if let Some(folded) = fold(op, args, width, saturate) {
            self.note_folded_reads(op, args);
            return folded;
        }
        if width > 1 && op.is_componentwise() && args.iter().all(|arg| uniform(arg)) {
            // The same value in every lane (`cos(float4(x, x, x, x))`): one
            // lane computed and read in all, as cgc does.
            return smear(&self.op_sat(op, args, 1, saturate), width);
        }
        let operands_of = |this: &mut Self| -> SmallVec<[Operand; 3]> {
            args.iter()
                .map(|arg| {
                    if arg.len() == 1 && width > 1 {
                        let smeared: Vector = (0..width).map(|_| arg[0]).collect();
                        this.operand(&smeared)
                    } else {
                        this.operand(arg)
                    }
                })
                .collect()
        };
        // A product with a factor 0 is no use of the other (C7050), as in
        // `note_folded_reads`: cgc's front end folds it away first, even
        // where the other factor is a value a branch may have left unset.
        let operands = if op == Opcode::Mul && args.iter().any(|arg| is_zero(arg)) {
            self.joining(operands_of)
        } else {
            operands_of(self)
        };
        let reg = self.ir.new_vreg();
        let mut dest = Dest::temp(reg, mask_of(width));
        dest.saturate = saturate;
        self.ir.push(Inst::new(op, dest, &operands));
        regs_of(reg, width)
    }

    /// The operands of an operation folded into constants, for C7050: an
    /// undefined operand is still used (cgc computes with it at run time),
    /// except beside a factor 0, which cgc's front end folds first.
    fn note_folded_reads(&mut self, op: Opcode, args: &[&[Comp]]) {
        if op == Opcode::Mul && args.iter().any(|arg| is_zero(arg)) {
            return;
        }
        for arg in args {
            self.note_unset_reads(arg);
        }
    }

    /// A scalar opcode (`RCP`, `RSQ`, `EX2`, ...) applied to each component.
    pub(super) fn scalar_op(&mut self, op: Opcode, args: &[&[Comp]], width: usize) -> Vector {
        if let Some(folded) = fold(op, args, width, false) {
            self.note_folded_reads(op, args);
            return folded;
        }
        if width > 1 && args.iter().all(|arg| uniform(arg)) {
            return smear(&self.scalar_op(op, args, 1), width);
        }
        let reg = self.ir.new_vreg();
        for i in 0..width {
            let operands: SmallVec<[Operand; 3]> =
                args.iter().map(|arg| self.operand(&[at(arg, i)])).collect();
            self.ir.push(Inst::new(
                op,
                Dest::temp(reg, WriteMask::single(i as u8)),
                &operands,
            ));
        }
        regs_of(reg, width)
    }

    pub(super) fn add(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        if is_all(b, 0.0) && a.len() == width {
            return a.iter().copied().collect();
        }
        if is_all(a, 0.0) && b.len() == width {
            return b.iter().copied().collect();
        }
        let sum = self.op(Opcode::Add, &[a, b], width);
        self.record(&sum, |i| Derivation::Sum(at(a, i), at(b, i)));
        sum
    }

    pub(super) fn sub(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let negated: Vector = b.iter().map(|c| c.negated()).collect();
        self.add(a, &negated)
    }

    pub(super) fn mul(&mut self, a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        if is_all(b, 1.0) && a.len() == width {
            return a.iter().copied().collect();
        }
        if is_all(a, 1.0) && b.len() == width {
            return b.iter().copied().collect();
        }
        self.op(Opcode::Mul, &[a, b], width)
    }

    /// `a * b + c`.
    pub(super) fn mad(&mut self, a: &[Comp], b: &[Comp], c: &[Comp]) -> Vector {
        let width = a.len().max(b.len()).max(c.len());
        if is_all(c, 0.0) {
            let product = self.mul(a, b);
            return smear(&product, width);
        }
        self.op(Opcode::Mad, &[a, b, c], width)
    }

    /// `SLT`/`SGE` of `a` and `b`, remembered so that [`Self::not`] can
    /// compute the opposite comparison instead of `1 - x`.
    pub(super) fn compare(&mut self, op: Opcode, a: &[Comp], b: &[Comp], width: usize) -> Vector {
        let result = self.op(op, &[a, b], width);
        self.record(&result, |i| Derivation::Comparison(op, at(a, i), at(b, i)));
        result
    }

    /// Remembers how each register component of `result` was computed
    /// (`derive` of its index). A component folded to one already known
    /// keeps its first derivation.
    pub(super) fn record(&mut self, result: &[Comp], derive: impl Fn(usize) -> Derivation) {
        for (i, &comp) in result.iter().enumerate() {
            if matches!(comp, Comp::Reg { .. }) && self.derivations.get(&comp.key()).is_none() {
                self.derivations.insert(comp.key(), derive(i));
            }
        }
    }

    /// Records `comp` as a count of true flags ([`Derivation::Count`]).
    pub(super) fn record_count(&mut self, comp: Comp) {
        if matches!(comp, Comp::Reg { .. }) {
            self.derivations.insert(comp.key(), Derivation::Count);
        }
    }

    fn is_count(&self, comp: Comp) -> bool {
        matches!(self.derivations.get(&comp.key()), Some(Derivation::Count))
    }

    /// `v` with each count of true flags made a 0/1 flag (`0 < count`),
    /// so that a select, `!` or `&&`/`||` sees the 0/1 booleans it computes
    /// with.
    fn flags(&mut self, v: &[Comp]) -> Vector {
        let counts: Vec<usize> = (0..v.len()).filter(|&i| self.is_count(v[i])).collect();
        if counts.is_empty() {
            return v.iter().copied().collect();
        }
        let zero = vec![Comp::Const(0.0); counts.len()];
        let picked: Vector = counts.iter().map(|&i| v[i]).collect();
        let above = self.compare(Opcode::Slt, &zero, &picked, counts.len());
        let mut out: Vector = v.iter().copied().collect();
        for (k, &i) in counts.iter().enumerate() {
            out[i] = above[k];
        }
        out
    }

    /// The comparison (`SLT`/`SGE` and its operands) that computed `comp`.
    fn comparison(&self, comp: Comp) -> Option<(Opcode, Comp, Comp)> {
        match self.derivations.get(&comp.key()) {
            Some(&Derivation::Comparison(op, a, b)) => Some((op, a, b)),
            _ => None,
        }
    }

    /// `&&` (`MIN`, `absorbing` 0) or `||` (`MAX`, `absorbing` 1) of 0/1
    /// booleans, folded per component where one side is a constant, as cgc:
    /// `false && x` is false and `true && x` is `x`. Both sides were
    /// evaluated already (Cg does not short-circuit), so only the value folds.
    /// A count of true flags ([`Derivation::Count`]) needs no flag of its
    /// own: `||` of one is a count, `&&` of one and a 0/1 flag is 0/1; of
    /// two counts, `&&` makes one a flag first.
    pub(super) fn logical(
        &mut self,
        op: Opcode,
        a: &[Comp],
        b: &[Comp],
        width: usize,
        absorbing: f32,
    ) -> Vector {
        let counts =
            |v: &[Comp]| -> Vec<bool> { (0..width).map(|i| self.is_count(at(v, i))).collect() };
        let (a_counts, b_counts) = (counts(a), counts(b));
        let a = &if op == Opcode::Min && (0..width).any(|i| a_counts[i] && b_counts[i]) {
            self.flags(a)
        } else {
            a.iter().copied().collect()
        };
        let folded: Vec<Option<Comp>> = (0..width)
            .map(|i| match (at(a, i), at(b, i)) {
                (Comp::Const(c), _) | (_, Comp::Const(c)) if (c != 0.0) == (absorbing != 0.0) => {
                    Some(Comp::Const(absorbing))
                }
                (Comp::Const(_), other) | (other, Comp::Const(_)) => Some(other),
                // `x || !x` is true, `x && !x` false.
                (x, y) if self.opposite_booleans(x, y) => Some(Comp::Const(absorbing)),
                _ => None,
            })
            .collect();
        if folded.iter().all(Option::is_some) {
            return folded.into_iter().flatten().collect();
        }
        let computed = self.op(op, &[a, b], width);
        let still_counts: Vec<bool> = (0..width)
            .map(|i| op == Opcode::Max && (a_counts[i] || b_counts[i]))
            .collect();
        self.record(&computed, |i| {
            if still_counts[i] {
                Derivation::Count
            } else {
                Derivation::Boolean
            }
        });
        folded
            .into_iter()
            .zip(computed)
            .map(|(folded, computed)| folded.unwrap_or(computed))
            .collect()
    }

    /// Whether booleans `x` and `y` are each other's negation: `SLT` and
    /// `SGE` of the same operands, or one `1 - ` the other.
    fn opposite_booleans(&self, x: Comp, y: Comp) -> bool {
        let negation_of = |comp: Comp, of: Comp| match self.derivations.get(&comp.key()) {
            Some(&Derivation::Not(inner)) => inner.same(of),
            _ => false,
        };
        if negation_of(x, y) || negation_of(y, x) {
            return true;
        }
        match (self.comparison(x), self.comparison(y)) {
            (Some((op_x, a_x, b_x)), Some((op_y, a_y, b_y))) => {
                op_x != op_y && a_x.same(a_y) && b_x.same(b_y)
            }
            _ => false,
        }
    }

    /// Whether `comp` is certainly 0 or 1: a comparison, a boolean operator,
    /// a select between such values (or constants 0 and 1).
    fn is_boolean(&self, comp: Comp) -> bool {
        match comp {
            Comp::Const(c) => c == 0.0 || c == 1.0,
            Comp::Undef(_) | Comp::Reg { negate: true, .. } => false,
            Comp::Reg { .. } => match self.derivations.get(&comp.key()) {
                Some(&Derivation::Select { a, b, .. }) => [a, b].iter().all(|&side| {
                    side.constant().is_some_and(|c| c == 0.0 || c == 1.0)
                        || self.derived_boolean(side)
                }),
                _ => self.derived_boolean(comp),
            },
        }
    }

    /// Whether `comp` was recorded as a comparison or a boolean operator.
    fn derived_boolean(&self, comp: Comp) -> bool {
        matches!(
            self.derivations.get(&comp.key()),
            Some(Derivation::Comparison(..) | Derivation::Not(_) | Derivation::Boolean)
        )
    }

    /// The negation of a 0/1 boolean: the opposite comparison when `x` came
    /// from one (`a < b` → `a >= b`; the original then often dies), else `1 - x`.
    pub(super) fn not(&mut self, x: &[Comp]) -> Vector {
        let x = &self.flags(x);
        let recorded: Option<Vec<(Opcode, Comp, Comp)>> =
            x.iter().map(|&comp| self.comparison(comp)).collect();
        if let Some(recorded) = recorded {
            let op = recorded[0].0;
            if recorded.iter().all(|(o, ..)| *o == op) {
                let inverse = if op == Opcode::Slt {
                    Opcode::Sge
                } else {
                    Opcode::Slt
                };
                let a: Vector = recorded.iter().map(|r| r.1).collect();
                let b: Vector = recorded.iter().map(|r| r.2).collect();
                return self.compare(inverse, &a, &b, x.len());
            }
        }
        let one: Vector = x.iter().map(|_| Comp::Const(1.0)).collect();
        let inverse = self.sub(&one, x);
        if x.iter().all(|&comp| self.is_boolean(comp)) {
            self.record(&inverse, |i| Derivation::Not(x[i]));
        }
        inverse
    }

    /// `cond ? a : b` per component; `cond` holds 0/1 booleans. Components equal
    /// on both sides are taken as they are.
    pub(super) fn select(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len().max(b.len());
        let differing: Vec<usize> = (0..width).filter(|&i| !at(a, i).same(at(b, i))).collect();
        let mut result: Vector = (0..width).map(|i| at(b, i)).collect();
        if differing.is_empty() {
            return result;
        }
        let pick = |v: &[Comp]| -> Vector { differing.iter().map(|&i| at(v, i)).collect() };
        let (c, x, y) = (pick(cond), pick(a), pick(b));
        let chosen = self.select_dense(&c, &x, &y);
        for (k, &i) in differing.iter().enumerate() {
            result[i] = chosen[k];
            let choices = [at(a, i).key(), at(b, i).key()];
            self.copies.note_select(&choices, chosen[k].key());
            self.unset.carry(at(a, i), at(b, i), chosen[k]);
        }
        result
    }

    fn select_dense(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Vector {
        let width = a.len();
        if let Some(values) = all_const(cond) {
            return (0..width)
                .map(|i| {
                    if values[i.min(values.len() - 1)] != 0.0 {
                        at(a, i)
                    } else {
                        at(b, i)
                    }
                })
                .collect();
        }
        let cond = &self.flags(cond);
        if let Some(flag) = self.select_of_flags(cond, a, b) {
            return flag;
        }
        if self.caps.has_cmp {
            if let Some(chosen) = self.select_on_sign(cond, a, b) {
                return chosen;
            }
            // CMP picks its second operand where the first is negative.
            let negated: Vector = cond.iter().map(|c| c.negated()).collect();
            return self.op(Opcode::Cmp, &[&negated, a, b], width);
        }
        // Without CMP (arbvp1, vp20) a select is arithmetic on the flag.
        if let Some(chosen) = self.select_of_select(cond, a, b) {
            return chosen;
        }
        if let Some(chosen) = self.select_of_booleans(cond, a, b) {
            return chosen;
        }
        let chosen = self.select_by_multiplying(cond, a, b);
        self.record(&chosen, |i| Derivation::Select {
            cond: at(cond, i),
            a: at(a, i),
            b: at(b, i),
        });
        chosen
    }

    /// `cond ? a : b` without `CMP`: a sum scaled by the flag.
    fn select_by_multiplying(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Vector {
        if let Some(chosen) = self.select_of_sum(cond, a, b) {
            return chosen;
        }
        // a + !cond * (b - a), as cgc does in vertex programs: the side used
        // as the base comes out exact, the other one rounded (`x - 1e4 + 1e4`
        // is not `x` in f32). The `then` side is the base, as in cgc, so an
        // early `return`'s value survives a wild value on the other path;
        // a constant `then` side yields the base to a run-time `else` side.
        if all_const(a).is_some() && all_const(b).is_none() {
            let difference = self.sub(a, b);
            return self.mad(cond, &difference, b);
        }
        let inverse = self.not(cond);
        let difference = self.sub(b, a);
        self.mad(&inverse, &difference, a)
    }

    /// `cond ? 1 : b` as `cond || b` (one `MAX`) where `b` is 0/1, and
    /// likewise `cond ? a : 1`, `cond ? 0 : b`, `cond ? a : 0` with `MAX` or
    /// `MIN` (`!cond` for two of them): the `return` and `break` flags of
    /// if-converted code, set under conditions. A select takes two
    /// instructions. `None` unless one side is all 1s or all 0s and the other
    /// all booleans.
    fn select_of_booleans(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Option<Vector> {
        let width = a.len().max(b.len());
        let lanes = |v: &[Comp]| -> Vector { (0..width).map(|i| at(v, i)).collect() };
        let (cond, a, b) = (lanes(cond), lanes(a), lanes(b));
        let all_booleans = |v: &[Comp]| v.iter().all(|&comp| self.is_boolean(comp));
        // (opcode, its absorbing value, whether the flag is `!cond`, the other side)
        let (op, absorbing, inverted, other) = if is_all(&a, 1.0) && all_booleans(&b) {
            (Opcode::Max, 1.0, false, b)
        } else if is_all(&a, 0.0) && all_booleans(&b) {
            (Opcode::Min, 0.0, true, b)
        } else if is_all(&b, 1.0) && all_booleans(&a) {
            (Opcode::Max, 1.0, true, a)
        } else if is_all(&b, 0.0) && all_booleans(&a) {
            (Opcode::Min, 0.0, false, a)
        } else {
            return None;
        };
        let flag = if inverted { self.not(&cond) } else { cond };
        Some(self.logical(op, &flag, &other, width, absorbing))
    }

    /// `c1 ? (c2 ? x : b) : b` as `(c1 && c2) ? x : b`: an assignment in
    /// nested `if`s selected once, with the conditions' conjunction (shared
    /// by every variable the inner block assigns), rather than once per
    /// level, as cgc does; the inner select then dies. `None` unless every
    /// component of `a` is such a select with `b`'s component on its false
    /// side.
    fn select_of_select(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Option<Vector> {
        let width = a.len().max(b.len());
        let mut inner_cond = Vector::new();
        let mut inner_a = Vector::new();
        for i in 0..width {
            let Some(&Derivation::Select { cond, a, b: other }) =
                self.derivations.get(&at(a, i).key())
            else {
                return None;
            };
            if !other.same(at(b, i)) {
                return None;
            }
            inner_cond.push(cond);
            inner_a.push(a);
        }
        let outer: Vector = (0..width).map(|i| at(cond, i)).collect();
        let both = self.logical(Opcode::Min, &outer, &inner_cond, width, 0.0);
        Some(self.select_dense(&both, &inner_a, b))
    }

    /// `cond ? 1 : 0` is the 0/1 condition itself and `cond ? 0 : 1` its
    /// inverse: one comparison (cgc: `SGE o, x, 0` for `x < 0 ? 0 : 1`)
    /// rather than a select between constants. `None` unless every component
    /// picks 1 and 0 alike, or 0 and 1 alike.
    fn select_of_flags(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Option<Vector> {
        let (a, b) = (all_const(a)?, all_const(b)?);
        let lanes: Vec<(f32, f32)> = a.iter().copied().zip(b.iter().copied()).collect();
        let cond: Vector = (0..lanes.len()).map(|i| at(cond, i)).collect();
        if lanes.iter().all(|&lane| lane == (1.0, 0.0)) {
            Some(cond)
        } else if lanes.iter().all(|&lane| lane == (0.0, 1.0)) {
            Some(self.not(&cond))
        } else {
            None
        }
    }

    /// `cond ? b + x : b` as `b + cond * x` (and `cond ? b : b + x` as
    /// `b + !cond * x`), one `MAD` where the select would subtract the sides
    /// and the sum often dies: an accumulation under a run-time condition
    /// (`c += w[i] * k[i]` in a loop a run-time test may leave), as cgc does.
    /// Both sides stay exact: `cond` is 0 or 1. `None` unless one side is,
    /// in every component, a sum whose addend is the other side.
    fn select_of_sum(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Option<Vector> {
        if let Some(x) = self.other_addends(a, b) {
            return Some(self.scaled_add(cond, &x, b));
        }
        let x = self.other_addends(b, a)?;
        let inverse = self.not(cond);
        Some(self.scaled_add(&inverse, &x, a))
    }

    /// The `x` for which every component of `sum` was computed as
    /// `base + x` (or `x + base`).
    pub(super) fn other_addends(&self, sum: &[Comp], base: &[Comp]) -> Option<Vector> {
        (0..sum.len().max(base.len()))
            .map(|i| {
                let Some(&Derivation::Sum(p, q)) = self.derivations.get(&at(sum, i).key()) else {
                    return None;
                };
                let base = at(base, i);
                if p.same(base) {
                    Some(q)
                } else if q.same(base) {
                    Some(p)
                } else {
                    None
                }
            })
            .collect()
    }

    /// `base + flag * x`; `base + flag` where `x` is 1.
    pub(super) fn scaled_add(&mut self, flag: &[Comp], x: &[Comp], base: &[Comp]) -> Vector {
        if is_all(x, 1.0) {
            let width = x.len().max(base.len());
            let flags: Vector = (0..width).map(|i| at(flag, i)).collect();
            return self.add(&flags, base);
        }
        self.mad(flag, x, base)
    }

    /// `cond ? a : b` where every component of `cond` compares a value with
    /// zero: a `CMP` on that value's sign, and the comparison dies. A
    /// fragment program's `CMP` tests the value itself (`CMP d, -x, a, b`
    /// for `x > 0`, as cgc does); the VP2.0 select sets its condition code
    /// from it (`MOVC CC, x; MOV d (GT), a`). A zero of either sign chooses
    /// as the comparison does; `x >= 0` is taken as "not `x < 0`", which a
    /// NaN passes, as in cgc's programs. `None` where a component is not
    /// such a comparison.
    fn select_on_sign(&mut self, cond: &[Comp], a: &[Comp], b: &[Comp]) -> Option<Vector> {
        let width = a.len();
        let mut signs = Vector::new();
        let mut if_negative = Vector::new();
        let mut otherwise = Vector::new();
        for i in 0..width {
            let comp = at(cond, i);
            let (op, x, y) = self.comparison(comp)?;
            let zero = |c: Comp| c.constant() == Some(0.0);
            // (value whose negativity is the comparison, comparison negated)
            let (sign, inverted) = match op {
                Opcode::Slt if zero(y) => (x, false),
                Opcode::Slt if zero(x) => (y.negated(), false),
                Opcode::Sge if zero(y) => (x, true),
                Opcode::Sge if zero(x) => (y.negated(), true),
                _ => return None,
            };
            signs.push(sign);
            let (chosen, other) = if inverted {
                (at(b, i), at(a, i))
            } else {
                (at(a, i), at(b, i))
            };
            if_negative.push(chosen);
            otherwise.push(other);
        }
        Some(self.op(Opcode::Cmp, &[&signs, &if_negative, &otherwise], width))
    }

    /// Dot product of the first `n` components (`DP3`/`DP4`, else `MUL`+`MAD`).
    pub(super) fn dot(&mut self, a: &[Comp], b: &[Comp]) -> Comp {
        self.dot_to(a, b, None)
    }

    /// Dot products of each row with `v`, written to one temporary (so the
    /// result is one register, as `mul(M, v)` is in cgc's code).
    pub(super) fn dot_rows(&mut self, rows: &[&[Comp]], v: &[Comp]) -> Vector {
        let reg = self.ir.new_vreg();
        rows.iter()
            .enumerate()
            .map(|(i, row)| self.dot_to(row, v, Some((reg, i as u8))))
            .collect()
    }

    /// A dot product, written to component `dest.1` of `dest.0` when given and
    /// a single `DP3`/`DP4` computes it.
    pub(super) fn dot_to(&mut self, a: &[Comp], b: &[Comp], dest: Option<(VReg, u8)>) -> Comp {
        let n = a.len().max(b.len());
        let folded = all_const(a).zip(all_const(b)).map(|(x, y)| {
            (0..n).fold(0f32, |sum, i| {
                sum + x[i.min(x.len() - 1)] * y[i.min(y.len() - 1)]
            })
        });
        // An infinite or NaN product is computed at run time, as [`fold`]
        // leaves it: no literal can spell it.
        if let Some(value) = folded.filter(|value| value.is_finite()) {
            return Comp::Const(value);
        }
        let op = match n {
            3 => Some(Opcode::Dp3),
            4 => Some(Opcode::Dp4),
            _ => None,
        };
        if let (Some(op), Some((reg, component))) = (op, dest) {
            let operands = [self.operand(a), self.operand(b)];
            let dest = Dest::temp(reg, WriteMask::single(component));
            self.ir.push(Inst::new(op, dest, &operands));
            return Comp::reg(Source::Temp(reg), component);
        }
        match n {
            3 => self.op(Opcode::Dp3, &[a, b], 1)[0],
            4 => self.op(Opcode::Dp4, &[a, b], 1)[0],
            _ => {
                let mut sum = self.mul(&[at(a, 0)], &[at(b, 0)]);
                for i in 1..n {
                    sum = self.mad(&[at(a, i)], &[at(b, i)], &sum);
                }
                sum[0]
            }
        }
    }

    /// `KIL` of `v`: the fragment is discarded when a component is negative.
    pub(super) fn kil(&mut self, v: &[Comp]) {
        let operand = self.operand(v);
        self.ir.push(Inst::kil(operand));
    }

    pub(super) fn texture(&mut self, op: Opcode, coord: &[Comp], texture: TextureRef) -> Vector {
        let operand = self.operand(coord);
        let reg = self.ir.new_vreg();
        self.ir.push(Inst::texture(
            op,
            Dest::temp(reg, WriteMask::ALL),
            operand,
            texture,
        ));
        regs_of(reg, 4)
    }

    /// `TXD`: a lookup with the coordinate's derivatives along x and y.
    pub(super) fn texture_with_derivatives(
        &mut self,
        coord: &[Comp],
        dx: &[Comp],
        dy: &[Comp],
        texture: TextureRef,
    ) -> Vector {
        let operands = [coord, dx, dy].map(|v| self.operand(v));
        let reg = self.ir.new_vreg();
        let mut inst = Inst::texture(
            Opcode::Txd,
            Dest::temp(reg, WriteMask::ALL),
            operands[0],
            texture,
        );
        inst.operands.extend_from_slice(&operands[1..]);
        self.ir.push(inst);
        regs_of(reg, 4)
    }
}

fn smear(v: &[Comp], width: usize) -> Vector {
    (0..width).map(|i| at(v, i)).collect()
}

fn is_all(v: &[Comp], value: f32) -> bool {
    v.iter()
        .all(|c| matches!(c, Comp::Const(x) if x.to_bits() == value.to_bits()))
}

fn same_group(a: Comp, b: Comp) -> bool {
    match (a, b) {
        (
            Comp::Reg {
                source: s1,
                negate: n1,
                ..
            },
            Comp::Reg {
                source: s2,
                negate: n2,
                ..
            },
        ) => s1 == s2 && n1 == n2,
        (Comp::Reg { .. }, _) | (_, Comp::Reg { .. }) => false,
        _ => true,
    }
}

/// The operand for `v` when every component comes from one source with one sign.
fn direct_operand(v: &[Comp]) -> Option<Operand> {
    let Comp::Reg { source, negate, .. } = v[0] else {
        return None;
    };
    // Positions past the vector's width are never read; cgc prints them as
    // the identity (`R0.xyz` reads as `R0`), a scalar as a replicate.
    let mut swizzle = [0u8, 1, 2, 3];
    if v.len() == 1 {
        swizzle = [0; 4];
    }
    for i in 0..v.len().min(4) {
        match v[i] {
            Comp::Reg {
                source: s,
                component,
                negate: n,
            } if s == source && n == negate => swizzle[i] = component,
            _ => return None,
        }
    }
    if v.iter().all(|c| *c == v[0]) {
        swizzle = [swizzle[0]; 4];
    }
    let mut operand = Operand::new(source).with_swizzle(Swizzle(swizzle));
    operand.negate = negate;
    Some(operand)
}

/// The result of `op` when every argument is constant.
fn fold(op: Opcode, args: &[&[Comp]], width: usize, saturate: bool) -> Option<Vector> {
    let mut values: SmallVec<[[f32; 4]; 3]> = SmallVec::new();
    for arg in args {
        let constants = all_const(arg)?;
        let mut padded = [0f32; 4];
        for (i, slot) in padded.iter_mut().enumerate() {
            *slot = constants[i.min(constants.len() - 1)];
        }
        values.push(padded);
    }
    let mut result = if op.is_scalar() {
        // Scalar opcodes read `.x`: fold each component on its own.
        let mut out = [0f32; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            let lane: SmallVec<[[f32; 4]; 3]> = values.iter().map(|v| [v[i]; 4]).collect();
            *slot = evaluate(op, &lane)[0];
        }
        out
    } else {
        evaluate(op, &values)
    };
    if saturate {
        result = result.map(crate::ir::interp::saturate);
    }
    // The assembly languages have no spelling for infinities or NaN: cgc
    // computes such values at run time (`1.0 / 0.0` is an `RCP` of 0).
    if result[..width].iter().any(|v| !v.is_finite()) {
        return None;
    }
    Some(result[..width].iter().map(|&v| Comp::Const(v)).collect())
}

/// Whether every component of `arg` is the same value (a scalar is).
fn uniform(arg: &[Comp]) -> bool {
    arg.iter().all(|comp| comp.same(arg[0]))
}
