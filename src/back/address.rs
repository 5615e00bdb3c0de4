//! Relative reads in place, with the address register reloaded as cgc does.
//!
//! The lowerer copies each row of a run-time-indexed uniform array into a
//! temporary right after its `ARL`, since a later `ARL` changes what a
//! relative operand (`c[A0.x + n]`) reads; copy propagation then folds the
//! copies that no other `ARL` separates from their readers. Where one does
//! (two palette matrices, `bones[i.x]` and `bones[i.y]`), the copies stay and
//! each costs a temporary and an instruction. cgc reads the rows in place
//! and reloads the address register from the index it still holds
//! (`ARL A0.x, R1.w; … ARL A0.x, R2.x; … ARL A0.x, R1.w`). This pass does the
//! same: each copy's readers read the relative row themselves, the `ARL`s are
//! dropped and issued again just before the first instruction that needs an
//! address the register does not hold, and a block keeps its rewrite only
//! when it comes out no longer.
//!
//! VP2.0's `A0` has four components. There cgc computes up to four indices
//! at once and loads them with one `ARL` (`FLR R0, v[7].wzxy; MUL R0, R0,
//! c[84].x; ARL A0, R0;` then `c[A0.w + 1]`, `c[A0.z]`, …); [`vectorize`]
//! does the same for runs of `ARL`s whose indices are computed alike from
//! inputs, uniforms and literals.

use crate::ir::liveness::{self, LiveSet};
use crate::ir::{Dest, Inst, Literals, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};

/// What the address register must hold for an instruction's relative reads.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Address {
    /// What it held when the block began.
    Inherited,
    /// The value of `operand` (an `ARL`'s, read through `.x`) as the `ARL`
    /// at index `set_at` of the original block saw it.
    Set { operand: Operand, set_at: usize },
}

impl Address {
    /// Same value: the same `ARL` operand. Validity of a temporary operand
    /// at a reader is checked separately ([`unchanged`]).
    fn same(self, other: Address) -> bool {
        match (self, other) {
            (Address::Inherited, Address::Inherited) => true,
            (Address::Set { operand: a, .. }, Address::Set { operand: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// Rewrites every block of `program` whose relative copies can be read in
/// place without making the block longer. `max_parameters` is the profile's
/// limit of distinct parameters per instruction (NV dialects: one), which a
/// rewrite must not exceed. With `vector_address` (VP2.0), indices computed
/// alike share one `ARL` ([`vectorize`]).
pub fn read_in_place(program: &mut Program, max_parameters: Option<u32>, vector_address: bool) {
    if !program
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| i.op == Opcode::Arl)
    {
        return;
    }
    for block in &mut program.blocks {
        drop_repeated_loads(&mut block.insts);
    }
    let live_out = liveness::live_out(program);
    // A block that reads the address register before its first `ARL` relies
    // on what its predecessors left there.
    let inherits = (0..program.blocks.len())
        .any(|b| addresses(&program.blocks[b].insts).contains(&Some(Address::Inherited)));
    for (block, live) in live_out.iter().enumerate() {
        let insts = &program.blocks[block].insts;
        if let Some(rewritten) = rewrite_block(insts, live, inherits, max_parameters) {
            if rewritten.len() <= insts.len() {
                program.blocks[block].insts = rewritten;
            }
        }
    }
    if vector_address && !inherits {
        let mut vectorized = program.clone();
        vectorize(&mut vectorized);
        crate::ir::opt::dce::run(&mut vectorized);
        if vectorized.instruction_count() <= program.instruction_count() {
            *program = vectorized;
        }
    }
}

/// Drops each `ARL` that loads what the address register already holds: the
/// same operand as the block's previous `ARL`, not written since (the
/// lowerer loads the register at every relative read; two reads of
/// `mats[w]` need one `ARL`, as in cgc's programs).
fn drop_repeated_loads(insts: &mut Vec<Inst>) {
    let mut held: Option<Address> = None;
    let mut repeated = vec![false; insts.len()];
    for (at, inst) in insts.iter().enumerate() {
        if inst.op != Opcode::Arl {
            continue;
        }
        let address = Address::Set {
            operand: arl_operand(inst),
            set_at: at,
        };
        match held {
            Some(held) if held.same(address) && unchanged(insts, held, at) => repeated[at] = true,
            _ => held = Some(address),
        }
    }
    let mut flags = repeated.into_iter();
    insts.retain(|_| !flags.next().unwrap_or(false));
}

/// For each instruction, the address its relative reads see (`None`: it has
/// none).
fn addresses(insts: &[Inst]) -> Vec<Option<Address>> {
    let mut current = Address::Inherited;
    insts
        .iter()
        .enumerate()
        .map(|(index, inst)| {
            if inst.op == Opcode::Arl {
                current = Address::Set {
                    operand: arl_operand(inst),
                    set_at: index,
                };
                return None;
            }
            reads_relative(inst).then_some(current)
        })
        .collect()
}

/// The `ARL` operand with its `.x` replicated, the only component it reads.
pub(super) fn arl_operand(inst: &Inst) -> Operand {
    let operand = inst.operands[0];
    operand.with_swizzle(Swizzle::replicate(operand.swizzle.get(0)))
}

pub(super) fn reads_relative(inst: &Inst) -> bool {
    inst.operands
        .iter()
        .any(|o| matches!(o.source, Source::UniformRelative(..)))
}

/// The temporary component an address operand reads, if it reads one.
fn address_component(address: Address) -> Option<(VReg, WriteMask)> {
    match address {
        Address::Set { operand, .. } => operand
            .temp_reg()
            .map(|reg| (reg, WriteMask::single(operand.swizzle.get(0)))),
        Address::Inherited => None,
    }
}

/// Whether `address` still has its value just before instruction `at`.
fn unchanged(insts: &[Inst], address: Address, at: usize) -> bool {
    let Address::Set { set_at, .. } = address else {
        return true;
    };
    let Some((reg, component)) = address_component(address) else {
        return true;
    };
    insts[set_at + 1..at].iter().all(|inst| {
        inst.dest
            .is_none_or(|d| d.temp_reg() != Some(reg) || d.mask.intersect(component).is_empty())
    })
}

/// A copy of a relative row: `MOV t.mask, c[A0.x + n].swizzle`.
fn relative_copy(inst: &Inst) -> Option<(VReg, WriteMask, Operand)> {
    let dest = inst.dest?;
    let operand = inst.operands[0];
    let is_copy = inst.op == Opcode::Mov
        && !dest.saturate
        && !operand.abs
        && matches!(operand.source, Source::UniformRelative(..));
    is_copy.then_some((dest.temp_reg()?, dest.mask, operand))
}

/// `use_` (which reads the copy's register) reading the copied row itself.
fn through(copy: Operand, use_: Operand) -> Operand {
    Operand {
        source: copy.source,
        swizzle: use_.swizzle.compose_after(copy.swizzle),
        abs: use_.abs,
        negate: if use_.abs {
            use_.negate
        } else {
            use_.negate != copy.negate
        },
    }
}

/// Distinct parameters (uniform rows, relative rows, literals) `inst` reads.
fn distinct_parameters(inst: &Inst) -> u32 {
    let mut seen: Vec<Source> = Vec::new();
    for operand in &inst.operands {
        let parameter = matches!(
            operand.source,
            Source::Uniform(..) | Source::UniformRelative(..) | Source::Literal(_)
        );
        if parameter && !seen.contains(&operand.source) {
            seen.push(operand.source);
        }
    }
    seen.len() as u32
}

/// The block with its relative copies read in place and its `ARL`s issued
/// where needed, or `None` when nothing changed or the address register
/// cannot be reloaded where a reader needs it.
fn rewrite_block(
    insts: &[Inst],
    live_out: &LiveSet,
    inherits: bool,
    max_parameters: Option<u32>,
) -> Option<Vec<Inst>> {
    let mut needs = addresses(insts);
    let mut out: Vec<Inst> = insts.to_vec();
    let mut removed = vec![false; insts.len()];
    for index in 0..insts.len() {
        let Some((reg, mask, copy)) = relative_copy(&out[index]) else {
            continue;
        };
        let Some(address) = needs[index] else {
            continue;
        };
        if address_component(address).is_some_and(|(r, _)| r == reg) {
            continue;
        }
        if let Some(rewrites) = readers(
            &out,
            index,
            reg,
            mask,
            copy,
            address,
            live_out,
            max_parameters,
            &needs,
        ) {
            for (at, operand_index, operand) in rewrites {
                out[at].operands[operand_index] = operand;
                needs[at] = Some(address);
            }
            removed[index] = true;
            needs[index] = None;
        }
    }
    if !removed.contains(&true) {
        return None;
    }
    reissue(insts, &out, &removed, &needs, inherits)
}

/// The operand rewrites that let every reader of the copy at `index` read the
/// row in place, or `None` when some reader cannot.
#[allow(clippy::too_many_arguments)]
fn readers(
    insts: &[Inst],
    index: usize,
    reg: VReg,
    mask: WriteMask,
    copy: Operand,
    address: Address,
    live_out: &LiveSet,
    max_parameters: Option<u32>,
    needs: &[Option<Address>],
) -> Option<Vec<(usize, usize, Operand)>> {
    let mut rewrites = Vec::new();
    let mut remaining = mask;
    for (at, inst) in insts.iter().enumerate().skip(index + 1) {
        if remaining.is_empty() {
            break;
        }
        let used = inst.dest.map_or(WriteMask::ALL, |d| d.mask);
        let mut rewritten = inst.clone();
        let mut changed = false;
        for (k, operand) in inst.operands.iter().enumerate() {
            if operand.temp_reg() != Some(reg) {
                continue;
            }
            let read = operand.swizzle.read_mask(inst.operand_components(k, used));
            if read.intersect(remaining).is_empty() {
                continue;
            }
            if !read.minus(remaining).is_empty() || inst.op == Opcode::Arl {
                return None;
            }
            rewritten.operands[k] = through(copy, *operand);
            changed = true;
        }
        if changed {
            let compatible = needs[at].is_none_or(|other| other.same(address));
            let fits = max_parameters.is_none_or(|max| distinct_parameters(&rewritten) <= max);
            if !compatible || !fits || !unchanged(insts, address, at) {
                return None;
            }
            for (k, operand) in rewritten.operands.iter().enumerate() {
                if *operand != inst.operands[k] {
                    rewrites.push((at, k, *operand));
                }
            }
        }
        if let Some(dest) = inst.dest.filter(|d| d.temp_reg() == Some(reg)) {
            remaining = remaining.minus(dest.mask);
        }
    }
    let escapes = !live_out[reg.0 as usize].intersect(remaining).is_empty();
    (!escapes).then_some(rewrites)
}

/// `out` without its `ARL`s and removed copies, an `ARL` inserted before each
/// instruction that needs an address the register does not hold (and at the
/// end, when other blocks read what this one leaves there).
fn reissue(
    original: &[Inst],
    out: &[Inst],
    removed: &[bool],
    needs: &[Option<Address>],
    inherits: bool,
) -> Option<Vec<Inst>> {
    let mut result = Vec::with_capacity(out.len());
    let mut held = Address::Inherited;
    for (index, inst) in out.iter().enumerate() {
        if removed[index] || inst.op == Opcode::Arl {
            continue;
        }
        if let Some(address) = needs[index] {
            if !address.same(held) {
                let Address::Set { operand, .. } = address else {
                    return None;
                };
                if !unchanged(original, address, index) {
                    return None;
                }
                result.push(Inst::arl(operand));
                held = address;
            }
        }
        result.push(inst.clone());
    }
    let last = original
        .iter()
        .enumerate()
        .rev()
        .find(|(_, i)| i.op == Opcode::Arl)
        .map(|(at, inst)| Address::Set {
            operand: arl_operand(inst),
            set_at: at,
        });
    if let Some(last) = last.filter(|last| inherits && !last.same(held)) {
        if !unchanged(original, last, original.len()) {
            return None;
        }
        let Address::Set { operand, .. } = last else {
            return None;
        };
        result.push(Inst::arl(operand));
    }
    Some(result)
}

/// How an index is computed from values that never change (inputs, uniforms,
/// literals) by componentwise instructions: one component of each.
#[derive(Clone, Debug, PartialEq)]
enum Tree {
    /// The operand, its swizzle replicating the component read (not a
    /// literal).
    Leaf(Operand),
    /// A literal's value, as read (the bits of the `f32`).
    Constant(u32),
    /// An instruction's result component, read with `abs`/`negate`.
    Node {
        op: Opcode,
        saturate: bool,
        abs: bool,
        negate: bool,
        children: Vec<Tree>,
    },
}

/// Instructions an index computation may span.
const MAX_DEPTH: u32 = 4;

/// How component `operand.swizzle.x` of `operand`, read just before
/// instruction `before`, is computed; `None` when it depends on something
/// that may change or on a non-componentwise instruction.
fn tree(
    insts: &[Inst],
    literals: &Literals,
    before: usize,
    operand: Operand,
    depth: u32,
) -> Option<Tree> {
    let component = operand.swizzle.get(0);
    let reg = match operand.source {
        Source::Literal(id) => {
            // By value: lanes of one packed literal (`{3, 3}` after two
            // products by 3 merged) and equal values of two literals are
            // the same leaf.
            let mut value = literals[id.0 as usize][component as usize];
            if operand.abs {
                value = value.abs();
            }
            if operand.negate {
                value = -value;
            }
            return Some(Tree::Constant(value.to_bits()));
        }
        Source::Input(_) | Source::Uniform(..) => {
            return Some(Tree::Leaf(
                operand.with_swizzle(Swizzle::replicate(component)),
            ));
        }
        Source::UniformRelative(..) => return None,
        Source::Temp(reg) => reg,
    };
    if depth == 0 {
        return None;
    }
    let (at, def) = insts[..before].iter().enumerate().rev().find(|(_, inst)| {
        inst.dest
            .is_some_and(|d| d.temp_reg() == Some(reg) && d.mask.has(component as usize))
    })?;
    let dest = def.dest?;
    if !def.op.is_componentwise() || def.texture.is_some() {
        return None;
    }
    let children = def
        .operands
        .iter()
        .map(|o| {
            let read = o.with_swizzle(Swizzle::replicate(o.swizzle.get(component as usize)));
            tree(insts, literals, at, read, depth - 1)
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Tree::Node {
        op: def.op,
        saturate: dest.saturate,
        abs: operand.abs,
        negate: operand.negate,
        children,
    })
}

/// Whether `a` and `b` are computed alike, inputs and uniforms possibly read
/// in other components (one vector instruction computes both).
fn same_shape(a: &Tree, b: &Tree) -> bool {
    match (a, b) {
        (Tree::Leaf(x), Tree::Leaf(y)) => {
            x.source == y.source && x.abs == y.abs && x.negate == y.negate
        }
        (Tree::Constant(x), Tree::Constant(y)) => x == y,
        (
            Tree::Node {
                op,
                saturate,
                abs,
                negate,
                children,
            },
            Tree::Node {
                op: op2,
                saturate: saturate2,
                abs: abs2,
                negate: negate2,
                children: children2,
            },
        ) => {
            (op, saturate, abs, negate) == (op2, saturate2, abs2, negate2)
                && children.len() == children2.len()
                && children
                    .iter()
                    .zip(children2)
                    .all(|(x, y)| same_shape(x, y))
        }
        _ => false,
    }
}

/// `components` padded to four with the last one (`.xyyy`), so an operand
/// reads only the components that hold values.
fn padded(components: &[u8]) -> Swizzle {
    let last = *components.last().unwrap_or(&0);
    Swizzle(std::array::from_fn(|c| {
        components.get(c).copied().unwrap_or(last)
    }))
}

/// Computes the indices `trees` (alike, see [`same_shape`]) into the
/// components of one register, appending the instructions to `out`; returns
/// the operand that reads them.
fn build(trees: &[&Tree], program: &mut Program, out: &mut Vec<Inst>) -> Operand {
    match trees[0] {
        Tree::Leaf(first) => {
            let components: Vec<u8> = trees
                .iter()
                .map(|t| match t {
                    Tree::Leaf(o) => o.swizzle.get(0),
                    Tree::Constant(_) | Tree::Node { .. } => 0,
                })
                .collect();
            first.with_swizzle(padded(&components))
        }
        // Alike trees hold the same value here.
        Tree::Constant(bits) => program.scalar(f32::from_bits(*bits)),
        Tree::Node {
            op,
            saturate,
            abs,
            negate,
            children,
        } => {
            let operands: Vec<Operand> = (0..children.len())
                .map(|k| {
                    let column: Vec<&Tree> = trees
                        .iter()
                        .map(|t| match t {
                            Tree::Node { children, .. } => &children[k],
                            Tree::Leaf(_) | Tree::Constant(_) => *t,
                        })
                        .collect();
                    build(&column, program, out)
                })
                .collect();
            let reg = program.new_vreg();
            let mask = WriteMask((1u8 << trees.len()) - 1);
            let mut dest = Dest::temp(reg, mask);
            dest.saturate = *saturate;
            out.push(Inst::new(*op, dest, &operands));
            let components: Vec<u8> = (0..trees.len() as u8).collect();
            let mut operand = Operand::temp(reg).with_swizzle(padded(&components));
            operand.abs = *abs;
            operand.negate = *negate;
            operand
        }
    }
}

/// One `ARL` for up to four indices: the `ARL`s (indices into a block) it
/// replaces, and the distinct indices, whose position is their component.
struct Window {
    arls: Vec<usize>,
    indices: Vec<Tree>,
}

/// Runs of consecutive `ARL`s of `insts` whose indices are computed alike,
/// up to four distinct indices each.
fn windows(insts: &[Inst], literals: &Literals) -> Vec<Window> {
    let arls: Vec<(usize, Option<Tree>)> = insts
        .iter()
        .enumerate()
        .filter(|(_, inst)| inst.op == Opcode::Arl)
        .map(|(at, inst)| (at, tree(insts, literals, at, arl_operand(inst), MAX_DEPTH)))
        .collect();
    let mut windows = Vec::new();
    let mut next = 0;
    while next < arls.len() {
        let (first, Some(shape)) = &arls[next] else {
            next += 1;
            continue;
        };
        let mut window = Window {
            arls: vec![*first],
            indices: vec![shape.clone()],
        };
        next += 1;
        while let Some((at, Some(index))) = arls.get(next) {
            if !same_shape(shape, index) {
                break;
            }
            if !window.indices.contains(index) {
                if window.indices.len() == 4 {
                    break;
                }
                window.indices.push(index.clone());
            }
            window.arls.push(*at);
            next += 1;
        }
        if window.indices.len() > 1 {
            windows.push(window);
        }
    }
    windows
}

/// VP2.0: each run of `ARL`s whose indices are computed alike (see
/// [`windows`]) becomes one computation of all its indices and one vector
/// `ARL` where the run began; relative reads in the run read the component
/// of their index. The old index computations are left for dead-code
/// elimination.
fn vectorize(program: &mut Program) {
    for block in 0..program.blocks.len() {
        let insts = std::mem::take(&mut program.blocks[block].insts);
        let windows = windows(&insts, &program.literals);
        let mut out = Vec::with_capacity(insts.len());
        // The component relative reads use from here on.
        let mut component = 0u8;
        for (at, inst) in insts.iter().enumerate() {
            let window = windows.iter().find(|w| w.arls.contains(&at));
            if let Some(window) = window {
                let index = tree(&insts, &program.literals, at, arl_operand(inst), MAX_DEPTH);
                component = window
                    .indices
                    .iter()
                    .position(|i| Some(i) == index.as_ref())
                    .unwrap_or(0) as u8;
                if window.arls[0] == at {
                    let trees: Vec<&Tree> = window.indices.iter().collect();
                    let operand = build(&trees, program, &mut out);
                    let mut arl = Inst::arl(operand);
                    arl.op = Opcode::ArlVector;
                    out.push(arl);
                }
                continue;
            }
            if inst.op == Opcode::Arl {
                component = 0;
            }
            let mut inst = inst.clone();
            for operand in &mut inst.operands {
                if let Source::UniformRelative(uniform, offset, _) = operand.source {
                    operand.source = Source::UniformRelative(uniform, offset, component);
                }
            }
            out.push(inst);
        }
        program.blocks[block].insts = out;
    }
}
