//! cgc's warning C7050, "might be used before being initialized": the
//! components of variables declared without a value that the program uses.
//!
//! The rule, probed with cgc 3.1 (tests/sema/cases/599–603; the suite test
//! `sema_corpus::unset_variable_warnings_are_cgcs`):
//! - The variables are locals declared without an initializer (or read in
//!   their own, `float t = clamp(t, a, b)`: sema case 684) and the `out`
//!   parameters of the functions the entry calls, once per inlined call (a
//!   helper called twice warns twice). The entry's own outputs are too,
//!   but writing one to its output register is no use of it except in the
//!   GLSL profiles, where cgc keeps them as variables: in the assembly
//!   profiles an output warns only where an operation reads it before the
//!   program writes it (`t += d`, `c.a *= 2`; heldout15, sema case 650).
//! - A component is used where an operation reads it (folded into a
//!   constant or not, but beside a factor 0, which cgc folds first) or
//!   where it reaches an output; a copy into another variable is not a use,
//!   so a copy whose undefined part is dropped says nothing. An output that
//!   is such a variable whole is written all the same, from a register
//!   nothing writes, as cgc does (`MOV result.position, R0;`).
//! - In the assembly profiles a struct copied whole (`return o`, `o = q`)
//!   does not carry the members never written at all: they reach no output.
//!   A member written in part does, and so does a member read by name
//!   (`c = s.b`) or assigned from an unset variable (`o.t = x`).
//! - One warning per leaf (a scalar or vector variable, a struct member
//!   `o.t`, an array element `a[1]`, a matrix row `m[1]`), at the variable's
//!   declaration, naming the components used (`"x.zw"`) or the leaf alone
//!   when they are all of it, in the order the leaves are declared
//!   (inlined helpers' in the order of the calls), whatever order the
//!   program reads them in (heldout17 class 16).
//! - A variable written on some paths of a branch only (an `if` without
//!   `else`, an else-if chain without a final `else`): the join is no use,
//!   but the value it selects may still be the unset one, and a use of
//!   that value warns as a use of the variable, at its declaration, once
//!   (`"color"`, or `"b.zw"` when `.xy` was written on every path). A join
//!   notes no use itself (`Lowerer::joining`); the registers it selects
//!   into carry the unset components they may hold ([`UnsetReads::carry`]).
//!   cgc also leaves the value undefined on that path (its select reads a
//!   temporary nothing writes); cgrs's select reads 0 there, since the IR
//!   has no undefined operand (`crate::ir`, invariant 5).

use super::value::{Comp, CompKey, Unset, Value};
use crate::diag::Diagnostic;
use crate::ir::Source;
use crate::span::Span;
use smallvec::SmallVec;
use std::collections::HashMap;

/// A scalar or vector part of a variable declared without a value.
#[derive(Clone, Debug)]
struct Leaf {
    /// As cgc names it: `x`, `o.t`, `a[1]`, `m[1]`.
    name: String,
    origin: Origin,
    width: u8,
    /// A member of a struct variable (`o.t`).
    member: bool,
}

/// Where an unset leaf's variable is declared.
#[derive(Clone, Copy, Debug)]
pub(super) struct Origin {
    /// Its declaration; none for an output of the entry (but in glesv).
    pub(super) span: Option<Span>,
    /// An output of the entry (GLSL profiles).
    pub(super) output: bool,
}

/// The unset leaves lowering has met and the uses of their components, in
/// order. The uses are a log so that a throw-away lowering can drop its own
/// ([`Self::truncate`]).
#[derive(Clone, Debug, Default)]
pub(super) struct UnsetReads {
    leaves: Vec<Leaf>,
    /// A leaf and the mask of the components used.
    uses: Vec<(usize, u8)>,
    /// Inside a join of a branch's values (`Lowerer::joining`).
    joining: bool,
    /// Register components a join selected from unset components on some
    /// path, with the leaf components they may be ([`Self::carry`]).
    carried: HashMap<CompKey, Origins>,
}

/// Unset leaf components (leaf, component) a value may be.
type Origins = SmallVec<[(usize, u8); 2]>;

/// A point to go back to ([`UnsetReads::count`]): how far the uses run,
/// and the carried components then (whole: a lowering tried, dropped and
/// then taken back after another can leave no trace of the other's).
#[derive(Clone, Debug)]
pub(super) struct UnsetMark {
    uses: usize,
    carried: HashMap<CompKey, Origins>,
}

impl UnsetReads {
    /// A new leaf `name` of `width` components; its components' values.
    pub(super) fn leaf(&mut self, name: &str, origin: Origin, width: u8) -> Value {
        let index = self.leaves.len();
        self.leaves.push(Leaf {
            name: name.to_string(),
            origin,
            width,
            member: name.contains('.'),
        });
        Value::Vector(
            (0..width)
                .map(|component| Comp::Undef(Unset::of(index, component)))
                .collect(),
        )
    }

    /// Notes no use until [`Self::end_join`]: see `Lowerer::joining`.
    pub(super) fn begin_join(&mut self) -> bool {
        std::mem::replace(&mut self.joining, true)
    }

    /// Back to noting uses as before the matching [`Self::begin_join`].
    pub(super) fn end_join(&mut self, outer: bool) {
        self.joining = outer;
    }

    pub(super) fn count(&self) -> UnsetMark {
        UnsetMark {
            uses: self.uses.len(),
            carried: self.carried.clone(),
        }
    }

    /// Forgets the uses noted since `mark` and goes back to its carried
    /// components (a lowering tried and dropped).
    pub(super) fn truncate(&mut self, mark: UnsetMark) {
        self.uses.truncate(mark.uses);
        self.carried = mark.carried;
    }

    /// The unset leaf components `comp` may be: its own origin, or those a
    /// join left in its register.
    fn origins(&self, comp: Comp) -> Origins {
        match comp {
            Comp::Undef(unset) => unset.origin().into_iter().collect(),
            Comp::Reg { .. } => self
                .carried
                .get(&register_key(comp))
                .cloned()
                .unwrap_or_default(),
            Comp::Const(_) => Origins::new(),
        }
    }

    /// A select (a join of a branch's values) chose `chosen` from `a` and
    /// `b`: where either may be an unset component, or a register carrying
    /// some, `chosen` (a register) carries them too, and a later use of it
    /// warns for them. cgc counts such a use as a use of the variable:
    /// `float4 c; if (p) c = t; return c;` warns "c".
    pub(super) fn carry(&mut self, a: Comp, b: Comp, chosen: Comp) {
        // Only a register the select computed: a side chosen as it is (a
        // constant condition) carries its own origin or none, and an input
        // or a uniform is no value of the variable's.
        let computed = matches!(
            chosen,
            Comp::Reg {
                source: Source::Temp(_),
                ..
            }
        );
        if !computed || chosen.same(a) || chosen.same(b) {
            return;
        }
        let mut origins = self.origins(chosen);
        let before = origins.len();
        for origin in self.origins(a).into_iter().chain(self.origins(b)) {
            if !origins.contains(&origin) {
                origins.push(origin);
            }
        }
        if origins.len() == before {
            return;
        }
        self.carried.insert(register_key(chosen), origins);
    }

    /// A join register `target` of a branching `if` takes `value` on one
    /// path (`Lowerer::branched_if`): it carries what `value` may be unset
    /// as, as a select's result does ([`Self::carry`]).
    pub(super) fn carry_copy(&mut self, target: Comp, value: Comp) {
        self.carry(value, value, target);
    }

    /// Notes the unset components of `comps`, read by an operation or
    /// written to an output.
    pub(super) fn note(&mut self, comps: &[Comp]) {
        if self.joining {
            return;
        }
        for &comp in comps {
            for (leaf, component) in self.origins(comp) {
                self.uses.push((leaf, 1 << component));
            }
        }
    }

    /// Notes the unset components of `comps`, written to an output of the
    /// entry: the output's own ones only when `own` (the GLSL profiles,
    /// where an output never written warns; the assembly profiles warn
    /// for an output an operation reads unwritten, not for one left so).
    pub(super) fn note_output_write(&mut self, comps: &[Comp], own: bool) {
        if self.joining {
            return;
        }
        for &comp in comps {
            // A register a join selected into may carry the output's own
            // unset components (written on some paths only: `if (p) { o =
            // t; return; } o = u;`): in the assembly profiles, no use either.
            for (leaf, component) in self.origins(comp) {
                if own || !self.leaves[leaf].origin.output {
                    self.uses.push((leaf, 1 << component));
                }
            }
        }
    }

    /// The C7050 warnings, one per leaf used, in the order the leaves were
    /// declared.
    pub(super) fn warnings(&self) -> Vec<Diagnostic> {
        let mut masks = vec![0u8; self.leaves.len()];
        for &(leaf, mask) in &self.uses {
            masks[leaf] |= mask;
        }
        (0..self.leaves.len())
            .filter(|&leaf| masks[leaf] != 0)
            .map(|index| {
                let leaf = &self.leaves[index];
                let all = (1u8 << leaf.width) - 1;
                let name = if masks[index] == all {
                    leaf.name.clone()
                } else {
                    let components: String = "xyzw"
                        .chars()
                        .enumerate()
                        .filter(|(i, _)| masks[index] & (1 << i) != 0)
                        .map(|(_, c)| c)
                        .collect();
                    format!("{}.{components}", leaf.name)
                };
                Diagnostic::warning(
                    7050,
                    leaf.origin.span,
                    format!("\"{name}\" might be used before being initialized"),
                )
            })
            .collect()
    }
}

/// The key of a register component, negated or not (a negated read of a
/// carrying register reads what it carries).
fn register_key(comp: Comp) -> CompKey {
    match comp {
        Comp::Reg {
            source, component, ..
        } => CompKey::Reg {
            source,
            component,
            negate: false,
        },
        other => other.key(),
    }
}

impl UnsetReads {
    /// Whether some component of `comps` is undefined because a variable
    /// (not an output of the entry) was declared without a value.
    pub(super) fn has_variable(&self, comps: &[Comp]) -> bool {
        comps.iter().any(|comp| match comp {
            Comp::Undef(unset) => unset
                .origin()
                .is_some_and(|(leaf, _)| !self.leaves[leaf].origin.output),
            _ => false,
        })
    }

    /// `value` copied whole as a struct: its members never written at all
    /// (every component undefined, of struct members) become undefined of
    /// no variable: they reach no output and warn nowhere. A member assigned
    /// from a variable without a value keeps it (`o.t = x` warns "x").
    pub(super) fn forget_unwritten_members(&self, value: &mut Value) {
        match value {
            Value::Vector(comps) => {
                let unwritten_member = |comp: &Comp| match comp {
                    Comp::Undef(unset) => unset
                        .origin()
                        .is_none_or(|(leaf, _)| self.leaves[leaf].member),
                    _ => false,
                };
                if comps.iter().all(unwritten_member) {
                    comps.fill(Comp::UNDEF);
                }
            }
            Value::Aggregate(parts) => {
                for part in parts {
                    self.forget_unwritten_members(part);
                }
            }
            Value::Sampler(_) | Value::Void => {}
        }
    }
}
