//! Lvalues: the place an expression names, reads of it, and stores guarded
//! by the flags of `return`, `break` and `continue`.

use crate::ir::InputId;
use crate::lower::entry::copies::{inputs_of, Rewritten};
use crate::lower::entry::early_reads::written_by_component;
use crate::lower::frame::Var;
use crate::lower::lowerer::{unsupported, Lowerer, R};
use crate::lower::value::{Comp, Value, Vector};
use crate::sema::hir::{ExprId, ExprKind, GlobalId};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use smallvec::SmallVec;
use std::collections::BTreeSet;

/// Where an lvalue's root lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Root {
    Var(Var),
    Global(GlobalId),
}

/// One step from a value to a part of it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Step {
    /// Field, array element, matrix row or vector component by index.
    Element(usize),
    /// Vector components (a swizzle).
    Components(SmallVec<[u8; 4]>),
    /// Matrix elements (row, column).
    MatrixElements(SmallVec<[(u8, u8); 4]>),
}

pub(crate) type Place = (Root, Vec<Step>);

impl<'p> Lowerer<'p> {
    /// The place an lvalue expression names. A loop from the outermost
    /// access inward (chains of accesses have no length bound); each index
    /// is lowered before the accesses inside it.
    pub(crate) fn place(&mut self, id: ExprId) -> R<Place> {
        let body = self.body();
        let mut steps = Vec::new();
        let mut node = id;
        let root = loop {
            let expr = body.expr(node);
            node = match &expr.kind {
                ExprKind::Local(local) => break Root::Var(Var::Local(*local)),
                ExprKind::Param(index) => break Root::Var(Var::Param(*index)),
                ExprKind::Global(global) => break Root::Global(*global),
                ExprKind::Swizzle { base, components } => {
                    steps.push(Step::Components(components.clone()));
                    *base
                }
                ExprKind::MatrixSwizzle { base, elements } => {
                    steps.push(Step::MatrixElements(elements.clone()));
                    *base
                }
                ExprKind::Member { base, field } => {
                    steps.push(Step::Element(*field as usize));
                    *base
                }
                ExprKind::Index { base, index } => {
                    let i = self.const_index(*index, true)?;
                    self.check_array_index(*base, *index)?;
                    steps.push(Step::Element(i));
                    *base
                }
                _ => return Err(unsupported(expr.span, "this kind of assignment target")),
            };
        };
        steps.reverse();
        Ok((root, steps))
    }

    /// The value reads see (a variable's running value, see [`crate::lower::frame::Frame`]).
    pub(crate) fn root_value(&self, root: Root) -> Option<&Value> {
        match root {
            Root::Var(var) => self.var_value(var),
            Root::Global(global) => self.globals.get(&global),
        }
    }

    /// The true value, which a guarded store keeps where a flag is set.
    fn true_root_value(&self, root: Root) -> Option<&Value> {
        match root {
            Root::Var(var) => self.frame().env.get(&var),
            Root::Global(global) => self.globals.get(&global),
        }
    }

    pub(crate) fn read_place(&mut self, place: &Place, ty: Type) -> R<Value> {
        if let Root::Var(var) = place.0 {
            self.note_variable_read(var);
            self.note_member_read(place);
        }
        if let Root::Global(global) = place.0 {
            self.global_parts.note_read(global);
        }
        let Some(mut value) = self.root_value(place.0).cloned() else {
            return Ok(self.undef(ty));
        };
        for step in &place.1 {
            value = match get_step(&value, step) {
                Some(v) => v,
                None => return Ok(self.undef(ty)),
            };
        }
        Ok(value)
    }

    /// Writes `new` at `place`, keeping the old value where a `return`,
    /// `break` or `continue` may already have run.
    pub(crate) fn store(&mut self, place: &Place, new: Value, span: Span) -> R<()> {
        self.store_as(place, new, span, WriteKind::Assignment)
    }

    /// Writes `new`, an `out` or `inout` parameter's value, back at the
    /// argument's `place`.
    pub(crate) fn store_copied_back(&mut self, place: &Place, new: Value, span: Span) -> R<()> {
        self.store_as(place, new, span, WriteKind::CopiedBack)
    }

    fn store_as(&mut self, place: &Place, new: Value, span: Span, kind: WriteKind) -> R<()> {
        let Some((last, of_vector)) = self.past_end(place) else {
            return self.store_within(place, new, span, kind);
        };
        if of_vector {
            // A vector component past the end: cgc writes the last one,
            // which the program then cannot read (C1068 where it does).
            let unwritten = self.unwritten_like(&new, span);
            return self.store_within(&last, unwritten, span, kind);
        }
        // An array element past the end (or below 0). cgc keeps an array's
        // computed elements in registers and the others as the uniform,
        // input or literal they copy; the store lands on the last element
        // that has registers, whose computed components the program then
        // cannot read (C1068 where it does), unless the store repeats their
        // value. Elements that only copy are untouched
        // (tests/lower/out_of_bounds; heldout12 class 2).
        let Some(target) = self.element_with_registers(place) else {
            return Ok(());
        };
        let Some(old) = self
            .true_root_value(target.0)
            .and_then(|root| get_path(root, &target.1))
        else {
            return Ok(());
        };
        if old.same(&new) {
            return Ok(());
        }
        let clobbered = self.clobber_registers(&old, span);
        self.store_within(&target, clobbered, span, kind)
    }

    /// The place a store past the end of an array (the first index past
    /// the end in `place`) overwrites: the same part of the last element
    /// that holds registers ([`has_registers`]). `None` where none does
    /// (an element whose part is past the end of it too counts as none).
    fn element_with_registers(&self, place: &Place) -> Option<Place> {
        let root = self.true_root_value(place.0)?;
        let mut value = root.clone();
        let (mut at, mut length) = (None, 0);
        for (n, step) in place.1.iter().enumerate() {
            if let (Step::Element(i), Value::Aggregate(items)) = (step, &value) {
                if *i >= items.len() {
                    (at, length) = (Some(n), items.len());
                    break;
                }
            }
            value = get_step(&value, step)?;
        }
        let at = at?;
        (0..length).rev().find_map(|element| {
            let mut steps = place.1.clone();
            steps[at] = Step::Element(element);
            let part = get_path(root, &steps)?;
            has_registers(&part).then_some((place.0, steps))
        })
    }

    /// `value` with what a store past the end overwrites in it: in each
    /// vector that has registers, the computed components, or every
    /// component of one assembled from several registers.
    fn clobber_registers(&mut self, value: &Value, span: Span) -> Value {
        match value {
            Value::Vector(v) if has_registers(value) => {
                let unwritten = self.unwritten_like(value, span);
                let Value::Vector(fresh) = unwritten else {
                    return unwritten;
                };
                let computed = v.iter().any(|c| is_computed(*c));
                Value::Vector(
                    v.iter()
                        .zip(fresh)
                        .map(|(&c, f)| if !computed || is_computed(c) { f } else { c })
                        .collect(),
                )
            }
            Value::Aggregate(items) => Value::Aggregate(
                items
                    .iter()
                    .map(|item| self.clobber_registers(item, span))
                    .collect(),
            ),
            _ => value.clone(),
        }
    }

    /// `place` with each index past the end of what it indexes (a constant
    /// index below 0 is past the end too, see [`Lowerer::index_constant`])
    /// moved to the last element, and whether one indexed a vector; `None`
    /// where every index is in bounds.
    fn past_end(&self, place: &Place) -> Option<(Place, bool)> {
        let mut value = self.true_root_value(place.0)?.clone();
        let mut steps = place.1.clone();
        let (mut moved, mut of_vector) = (false, false);
        for step in &mut steps {
            let length = element_count(&value);
            if let Step::Element(i) = step {
                if *i >= length && length > 0 {
                    *i = length - 1;
                    moved = true;
                    of_vector |= matches!(value, Value::Vector(_));
                }
            }
            value = get_step(&value, step)?;
        }
        moved.then_some(((place.0, steps), of_vector))
    }

    /// Whether a write at `place` writes its root whole: no step, or a
    /// swizzle of every component of a vector (`v.xyzw`, `v.wzyx`).
    fn writes_whole(&self, place: &Place) -> bool {
        match place.1.as_slice() {
            [] => true,
            [Step::Components(components)] => match self.root_value(place.0) {
                Some(Value::Vector(vector)) => {
                    (0..vector.len() as u8).all(|component| components.contains(&component))
                }
                _ => false,
            },
            _ => false,
        }
    }

    fn store_within(&mut self, place: &Place, new: Value, span: Span, kind: WriteKind) -> R<()> {
        if let Root::Global(global) = place.0 {
            if self.global_parts.tracks(global) {
                let whole = self.writes_whole(place);
                self.global_parts.note_write(global, whole);
            }
        }
        let guard = match place.0 {
            Root::Global(_) => self.full_guard(),
            Root::Var(_) => self.local_guard(),
        };
        if guard.constant().is_some_and(|g| g != 0.0) {
            return Ok(());
        }
        let old = self
            .true_root_value(place.0)
            .and_then(|root| get_path(root, &place.1));
        // What an argument copied back replaced ([`Self::note_struct_write`]).
        let replaced = (kind == WriteKind::CopiedBack)
            .then(|| old.as_ref().filter(|old| !old.same(&new)))
            .flatten()
            .map(|old| inputs_of(old.components()));
        let stored = match self.guarded_sum(place, guard, old.as_ref(), &new) {
            Some(sum) => sum,
            None => self.guarded(guard, old, &new, span)?,
        };
        let var = match place.0 {
            Root::Var(var) => var,
            Root::Global(global) => {
                let mut value = self.globals.remove(&global).unwrap_or(Value::Void);
                set_path(&mut value, &place.1, stored);
                self.globals.insert(global, value);
                return Ok(());
            }
        };
        // Without a flag that may be set, the running value is the true one
        // (unless it differed before).
        let running_differs =
            self.frame().running.contains_key(&var) || guard.constant() != Some(0.0);
        let running = if self.has_running_view(var) && running_differs {
            // Only a `continue` can have stopped this path in the running view.
            let continued = self.continued_guard();
            let before = self.var_value(var).cloned();
            let old = before.as_ref().and_then(|root| get_path(root, &place.1));
            let stored = self.guarded(continued, old, &new, span)?;
            before.map(|mut root| {
                set_path(&mut root, &place.1, stored);
                root
            })
        } else {
            None
        };
        if place.1.is_empty() {
            self.note_whole_store(var, &stored);
        }
        self.forget_member_store(place);
        let frame = self.frame_mut();
        let value = frame.env.entry(var).or_insert(Value::Void);
        set_path(value, &place.1, stored);
        match running {
            Some(running) if !running.same(value) => {
                frame.running.insert(var, running);
            }
            _ => {
                frame.running.remove(&var);
            }
        }
        self.note_struct_write(var, &place.1, kind, replaced);
        Ok(())
    }

    /// Notes that `var` was given the whole value `value`, which a read of
    /// any part of it then reads whole ([`crate::lower::entry::early_reads`]).
    pub(crate) fn note_whole_store(&mut self, var: Var, value: &Value) {
        let store = value
            .as_vector()
            .and_then(|vector| self.early_reads.note_store(vector));
        let stored = &mut self.frame_mut().stored;
        match store {
            Some(store) => stored.insert(var, store),
            None => stored.remove(&var),
        };
    }

    /// Undoes [`Self::note_whole_store`] where the expression `value` stored
    /// whole in `var` is written into it by component
    /// ([`written_by_component`]).
    pub(crate) fn note_stored_expression(&mut self, var: Var, value: ExprId) {
        if written_by_component(self.body(), value) {
            self.frame_mut().stored.remove(&var);
        }
    }

    /// Notes a read of `var`, all or part of it.
    fn note_variable_read(&mut self, var: Var) {
        if let Some(&store) = self.frame().stored.get(&var) {
            self.early_reads.note_read(store);
        }
    }

    /// Notes a store at `steps` of `var`, a variable holding a copied
    /// struct, for the inputs the header binds ([`crate::lower::entry::copies`]).
    /// `replaced`: for an `out` or `inout` argument copied back, the inputs
    /// of the value it replaced where it changed.
    fn note_struct_write(
        &mut self,
        var: Var,
        steps: &[Step],
        kind: WriteKind,
        replaced: Option<BTreeSet<InputId>>,
    ) {
        let frame = self.frame_mut();
        let Some(inputs) = frame.copied.get(&var).cloned() else {
            return;
        };
        let Some((vector, positions)) = frame
            .env
            .get(&var)
            .and_then(|root| written_positions(root, steps))
        else {
            return;
        };
        // cgc passes a whole vector to an `out` or `inout` parameter in
        // place: copying it back is no write (tests/header/237 to 240),
        // while components (`f(v.color.xy)`) are copied back as written.
        if kind == WriteKind::CopiedBack && positions.len() == vector.len() {
            let Some(replaced) = replaced else {
                return;
            };
            let keys = vector.iter().map(|comp| comp.key());
            match frame.rewritten.get_mut(&var) {
                Some(rewritten) => rewritten.replace_in_place(keys, replaced),
                None => frame.in_place.entry(var).or_default().extend(keys),
            }
            return;
        }
        let in_place = frame.in_place.get(&var).cloned().unwrap_or_default();
        self.copies.note_write(&vector, &positions, &inputs);
        if let Some(rewritten) = Rewritten::after_write(&vector, &positions, &inputs, &in_place) {
            self.mark_rewritten(var, &rewritten);
        }
    }

    /// Marks `var` with the varying inputs of `value`, a copy of a struct of
    /// type `ty` stored into it or read out of it ([`crate::lower::entry::copies`]).
    pub(crate) fn mark_struct_copy(&mut self, var: Var, value: &Value, ty: Type) {
        if !matches!(ty.base, Base::Struct(_)) {
            return;
        }
        let inputs = inputs_of(value.components());
        if !inputs.is_empty() {
            let frame = self.frame_mut();
            frame.copied.entry(var).or_default().extend(inputs);
        }
    }

    /// Adds `rewritten` to the state of `var` ([`crate::lower::entry::copies`]).
    pub(crate) fn mark_rewritten(&mut self, var: Var, rewritten: &Rewritten) {
        let frame = self.frame_mut();
        frame.rewritten.entry(var).or_default().add(rewritten);
    }

    /// Marks the variable `target` assigned the struct `value` of expression
    /// `source`, and `source` too where it is a variable: after `A w = v;`
    /// a partial write to `v` binds as one to `w` does (tests/header/218).
    pub(crate) fn mark_struct_assignment(&mut self, target: Var, source: ExprId, value: &Value) {
        let expr = self.body().expr(source);
        let ty = expr.ty;
        self.mark_struct_copy(target, value, ty);
        match expr.kind {
            ExprKind::Local(local) => self.mark_struct_copy(Var::Local(local), value, ty),
            ExprKind::Param(index) => self.mark_struct_copy(Var::Param(index), value, ty),
            _ => {}
        }
    }

    /// `new`, or `old` where `guard` is set, for `new` the running value of
    /// the place plus some `x` (`c += w[i] * k[i]` after a run-time `break`
    /// may have run): `old + !guard * x`, as cgc does. Where the guard is
    /// clear no `break` or `return` ran, so the running value is the true
    /// one: both are exact, and the running sum often dies. `None` where
    /// `new` is not such a sum, or a `CMP` selects in one instruction.
    fn guarded_sum(
        &mut self,
        place: &Place,
        guard: Comp,
        old: Option<&Value>,
        new: &Value,
    ) -> Option<Value> {
        let Root::Var(var) = place.0 else {
            return None;
        };
        if self.caps.has_cmp
            || guard.constant().is_some()
            || !self.frame().running.contains_key(&var)
        {
            return None;
        }
        let running = self
            .var_value(var)
            .and_then(|root| get_path(root, &place.1))?;
        let (old, running, new) = (old?.as_vector()?, running.as_vector()?, new.as_vector()?);
        let x = self.other_addends(new, running)?;
        let running_flag = self.not(&[guard]);
        Some(Value::Vector(self.scaled_add(&running_flag, &x, old)))
    }

    /// `new`, or `old` where `guard` is set.
    fn guarded(&mut self, guard: Comp, old: Option<Value>, new: &Value, span: Span) -> R<Value> {
        match old {
            Some(old) if guard.constant() != Some(0.0) => {
                self.joining(|this| this.select_value(&[guard], &old, new, span))
            }
            _ => Ok(new.clone()),
        }
    }
}

/// Whether cgc holds `value` (or a vector in it) in registers: some
/// component is computed by an instruction, or the components come from
/// more than one register or literal (a constructor, `float4(k.xy, c.zw)`).
/// A vector that copies one uniform, input or literal (`k`, `k.yzwx`, `2.0`)
/// has none.
fn has_registers(value: &Value) -> bool {
    match value {
        Value::Vector(v) => {
            let mut sources = v.iter().filter_map(|c| match c {
                Comp::Reg { source, .. } => Some(Some(*source)),
                Comp::Const(_) => Some(None),
                Comp::Undef(_) => None,
            });
            let first = sources.next();
            v.iter().any(|&c| is_computed(c)) || sources.any(|s| Some(s) != first)
        }
        Value::Aggregate(items) => items.iter().any(has_registers),
        Value::Sampler(_) | Value::Void => false,
    }
}

/// A component an instruction computes (a temporary's).
fn is_computed(c: Comp) -> bool {
    matches!(
        c,
        Comp::Reg {
            source: crate::ir::Source::Temp(_),
            ..
        }
    )
}

/// How many elements `value` has where an index picks one (none is past
/// the end of what has no elements).
pub(crate) fn element_count(value: &Value) -> usize {
    match value {
        Value::Aggregate(items) => items.len(),
        Value::Vector(v) => v.len(),
        Value::Sampler(_) | Value::Void => usize::MAX,
    }
}

pub(crate) fn get_step(value: &Value, step: &Step) -> Option<Value> {
    match (value, step) {
        (Value::Aggregate(items), Step::Element(i)) => items.get(*i).cloned(),
        (Value::Vector(v), Step::Element(i)) => v.get(*i).map(|&c| Value::scalar(c)),
        (Value::Vector(v), Step::Components(components)) => Some(Value::Vector(
            components
                .iter()
                .map(|&c| v.get(c as usize).copied().unwrap_or(Comp::UNDEF))
                .collect(),
        )),
        (Value::Aggregate(rows), Step::MatrixElements(elements)) => Some(Value::Vector(
            elements
                .iter()
                .map(|&(r, c)| {
                    rows.get(r as usize)
                        .and_then(|row| row.as_vector())
                        .and_then(|row| row.get(c as usize).copied())
                        .unwrap_or(Comp::UNDEF)
                })
                .collect(),
        )),
        _ => None,
    }
}

/// How a value reached the place it is stored at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum WriteKind {
    /// An assignment, or a library function's `out` result.
    Assignment,
    /// A helper's `out` or `inout` parameter copied back into its argument.
    CopiedBack,
}

/// The vector a store at `steps` wrote (its value in `root` after the
/// store) and the positions written: all of them for a whole vector
/// (`w.uv`), some where the last steps pick components (`w.uv.x`,
/// `v.vertex.xyz`, `c[1]` of a vector).
fn written_positions(root: &Value, steps: &[Step]) -> Option<(Vector, Vec<usize>)> {
    let start = (0..=steps.len())
        .find(|&k| matches!(get_path(root, &steps[..k]), Some(Value::Vector(_))))?;
    let Some(Value::Vector(vector)) = get_path(root, &steps[..start]) else {
        return None;
    };
    let mut positions: Vec<usize> = (0..vector.len()).collect();
    for step in &steps[start..] {
        positions = match step {
            Step::Components(components) => components
                .iter()
                .filter_map(|&c| positions.get(c as usize).copied())
                .collect(),
            Step::Element(i) => positions.get(*i).copied().into_iter().collect(),
            Step::MatrixElements(_) => return None,
        };
    }
    Some((vector, positions))
}

fn get_path(value: &Value, steps: &[Step]) -> Option<Value> {
    let mut current = value.clone();
    for step in steps {
        current = get_step(&current, step)?;
    }
    Some(current)
}

fn set_path(value: &mut Value, steps: &[Step], new: Value) {
    let Some((step, rest)) = steps.split_first() else {
        *value = new;
        return;
    };
    match (value, step) {
        (Value::Aggregate(items), Step::Element(i)) => {
            if let Some(item) = items.get_mut(*i) {
                set_path(item, rest, new);
            }
        }
        (Value::Vector(v), Step::Element(i)) => {
            if let (Some(slot), Some(c)) = (v.get_mut(*i), new.as_vector().and_then(|n| n.first()))
            {
                *slot = *c;
            }
        }
        (Value::Vector(v), Step::Components(components)) => {
            let mut part = Value::Vector(
                components
                    .iter()
                    .map(|&c| v.get(c as usize).copied().unwrap_or(Comp::UNDEF))
                    .collect(),
            );
            set_path(&mut part, rest, new);
            if let Value::Vector(part) = part {
                for (k, &c) in components.iter().enumerate() {
                    if let (Some(slot), Some(&comp)) = (v.get_mut(c as usize), part.get(k)) {
                        *slot = comp;
                    }
                }
            }
        }
        (Value::Aggregate(rows), Step::MatrixElements(elements)) => {
            let Some(new) = new.as_vector() else { return };
            for (k, &(r, c)) in elements.iter().enumerate() {
                if let Some(Value::Vector(row)) = rows.get_mut(r as usize) {
                    if let (Some(slot), Some(&comp)) = (row.get_mut(c as usize), new.get(k)) {
                        *slot = comp;
                    }
                }
            }
        }
        _ => {}
    }
}
