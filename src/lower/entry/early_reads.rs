//! Reads cgc 3.1 makes before it folds and drops dead code: they keep the
//! registers of the varying inputs they were computed from in the header
//! (`#var float4 v.c : $vin.TEXCOORD2 : TEX2 : 0 : 0`), even where the final
//! program reads nothing of them. Probed with cgc (tests/header/360 to 363,
//! and the 178 verdicts of tests/lower/early_reads/ checked by
//! tests/suite/early_reads.rs):
//!
//! - **Branch conditions.** The scalar condition of an `if`, of a loop that
//!   stays a run-time test, or of a `?:` (cgc turns a scalar `?:` into a
//!   branch): `float t = v.c.x < 0 ? 1 : 2;` with `t` never read still keeps
//!   `v.c`, as does an empty `if (v.c.x < 0) {}`. A vector `?:` (`v.c < 0 ?
//!   a : b`) is no branch and keeps nothing.
//! - **Vectors stored whole in a variable.** A variable (or an inlined
//!   helper's parameter) that was given a whole vector (`float4 l =
//!   float4(v.a.xyz, v.c.x);`) is one value for cgc: reading any component
//!   of it that is live keeps every input the stored vector was computed
//!   from (`return l.y;` keeps `v.c`). A swizzle of the constructor read
//!   directly is no such variable, nor is a store to part of it (`l.w =
//!   v.c.x` adds nothing); a variable overwritten before it is read keeps
//!   nothing of the overwritten value; a product of a matrix and a vector
//!   is written by component ([`written_by_component`]). Below a read, the
//!   chains are followed component by component.
//! - **Values passed to a helper's parameter with a semantic** (`float4
//!   f(float3 h : TEXCOORD3)`), read or not (tests/header/149).
//!
//! cgc's front end folds a product with a literal zero whose other factor
//! calls nothing (`(v.c.x < 0 ? 1 : 2) * 0` keeps nothing, `f(v.c.x) * 0`
//! keeps what `f`'s branches test), and its later folding of constants
//! comes before the stores' reads are judged too (`r = r * 0` keeps nothing
//! of `r`, tests/header/053; `float z = 0; l = v.c * z` nothing of `v.c`):
//! the walk below passes no product with a zero literal, which the lowering
//! emits as an instruction either way.
//!
//! - **Input parameters the entry assigns.** An `in` varying parameter
//!   with a semantic that the entry assigns keeps its register (`b = a * k;`
//!   with `b` never read: `#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 0`),
//!   and the value it ends with is a root (`a` is kept too). Only the last
//!   value counts (`b = a; b = c;` keeps `c`, not `a`), an array keeps the
//!   elements assigned, and a parameter without a semantic keeps nothing
//!   (tests/header/365 to 368). A struct's member keeps its register only
//!   where a live read reads the computed value it was given
//!   ([`super::member_stores`]).
//!
//! Known difference: a store read only by code that is dead (`float x =
//! l.y;` with `x` never read) keeps its inputs in cgrs where another read of
//! one of its components is live; cgc keeps nothing for it.

use crate::ir::{
    Block, DestReg, InputId, Inst, Literals, Opcode, Operand, Source, Terminator, VReg, WriteMask,
};
use crate::lower::value::{Comp, Value};
use crate::sema::hir::{BinaryOp, Body, Callee, ExprId, ExprKind, Param};
use crate::sema::stdlib::Intrinsic;
use crate::sema::types::{Base, Type};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::Range;

/// The early reads noted while lowering.
#[derive(Default)]
pub(crate) struct EarlyReads {
    /// Components whose inputs are kept whatever reads them: branch
    /// conditions and values passed to parameters with a semantic.
    roots: Vec<Comp>,
    /// The whole vectors stored in variables.
    stores: Vec<Vec<Comp>>,
    /// The stores read (indices into `stores`).
    reads: Vec<usize>,
    /// The store each member of the entry's varying struct parameters was
    /// last given computed ([`super::member_stores`]), by parameter and
    /// path of element indices.
    members: BTreeMap<(u32, Vec<usize>), usize>,
    /// The interface leaf of each member store: (store, leaf).
    member_leaves: Vec<(usize, usize)>,
    /// The members last given a value whole that cgc reads where it
    /// already is ([`super::member_stores`]): a later write to part of one
    /// stores it.
    aliased_members: BTreeSet<(u32, Vec<usize>)>,
}

/// What the early reads keep.
pub(crate) struct Kept {
    /// The varying inputs whose registers they keep.
    pub(crate) inputs: BTreeSet<InputId>,
    /// The interface leaves of the members whose computed value a live read
    /// reads ([`super::member_stores`]).
    pub(crate) member_leaves: Vec<usize>,
}

/// How many early reads were noted, for [`EarlyReads::truncate`].
#[derive(Clone, Copy)]
pub(crate) struct EarlyReadCount {
    roots: usize,
    stores: usize,
    reads: usize,
}

impl EarlyReads {
    /// Notes a component whose inputs keep their registers, read or not.
    pub(crate) fn note_root(&mut self, comp: Comp) {
        if matches!(comp, Comp::Reg { .. }) {
            self.roots.push(comp);
        }
    }

    /// Notes a whole vector stored in a variable; returns the store's index
    /// for [`Self::note_read`], or `None` for a scalar (reading a scalar
    /// reads all of it anyway).
    pub(crate) fn note_store(&mut self, vector: &[Comp]) -> Option<usize> {
        if vector.len() < 2 || !vector.iter().any(|c| matches!(c, Comp::Reg { .. })) {
            return None;
        }
        self.stores.push(vector.to_vec());
        Some(self.stores.len() - 1)
    }

    /// Notes a read of the variable holding store `store`.
    pub(crate) fn note_read(&mut self, store: usize) {
        if store < self.stores.len() {
            self.reads.push(store);
        }
    }

    /// Notes that the entry's parameter `param` was written at the element
    /// `path` (a member, an element of it, the whole parameter): the
    /// members it overlaps no longer hold their stores.
    pub(crate) fn forget_member_store(&mut self, param: u32, path: &[usize]) {
        self.members
            .retain(|(p, member), _| *p != param || !overlaps(member, path));
        self.aliased_members
            .retain(|(p, member)| *p != param || !overlaps(member, path));
    }

    /// Notes that the member at `path` of the entry's parameter `param` was
    /// given whole a value cgc reads where it already is.
    pub(crate) fn note_aliased_member(&mut self, param: u32, path: Vec<usize>) {
        self.aliased_members.insert((param, path));
    }

    /// Whether the member at `path` of `param` was last given whole a value
    /// cgc reads where it is; forgets it.
    pub(crate) fn take_aliased_member(&mut self, param: u32, path: Vec<usize>) -> bool {
        self.aliased_members.remove(&(param, path))
    }

    /// Notes the computed `vector` stored whole in the member at `path` of
    /// the entry's parameter `param`, whose interface leaf is `leaf`.
    pub(crate) fn note_member_store(
        &mut self,
        param: u32,
        path: Vec<usize>,
        vector: &[Comp],
        leaf: usize,
    ) {
        if !vector.iter().any(|c| matches!(c, Comp::Reg { .. })) {
            return;
        }
        self.stores.push(vector.to_vec());
        let store = self.stores.len() - 1;
        self.members.insert((param, path), store);
        self.member_leaves.push((store, leaf));
    }

    /// Notes a read at the element `path` of the entry's parameter `param`:
    /// of the member stores it overlaps.
    pub(crate) fn note_member_read(&mut self, param: u32, path: &[usize]) {
        let read: Vec<usize> = self
            .members
            .iter()
            .filter(|((p, member), _)| *p == param && overlaps(member, path))
            .map(|(_, &store)| store)
            .collect();
        for store in read {
            self.note_read(store);
        }
    }

    pub(crate) fn count(&self) -> EarlyReadCount {
        EarlyReadCount {
            roots: self.roots.len(),
            stores: self.stores.len(),
            reads: self.reads.len(),
        }
    }

    /// Forgets the roots and reads noted after `count`: they were in a
    /// factor of a product with a literal zero, which cgc folds first. The
    /// stores stay, as variables may hold them.
    pub(crate) fn forget_reads(&mut self, count: EarlyReadCount) {
        self.roots.truncate(count.roots);
        self.reads.truncate(count.reads);
    }

    /// Forgets what was noted after `count` (a lowering tried and dropped).
    pub(crate) fn truncate(&mut self, count: EarlyReadCount) {
        self.roots.truncate(count.roots);
        self.stores.truncate(count.stores);
        self.reads.truncate(count.reads);
        self.members.retain(|_, store| *store < count.stores);
        self.member_leaves
            .retain(|(store, _)| *store < count.stores);
    }

    /// The varying inputs the early reads keep, over the lowered `blocks`:
    /// those some chain of instructions leads from to a root, or to a read
    /// store one of whose components is live (leads to an output, a kill, a
    /// branch condition, a root or another such store); and the member
    /// leaves whose stores are so read.
    pub(crate) fn kept(&self, blocks: &[Block], literals: &Literals) -> Kept {
        let mut live_stores = BTreeSet::new();
        let inputs = self.kept_inputs(blocks, literals, &mut live_stores);
        let member_leaves = self
            .member_leaves
            .iter()
            .filter(|(store, _)| live_stores.contains(store))
            .map(|&(_, leaf)| leaf)
            .collect();
        Kept {
            inputs,
            member_leaves,
        }
    }

    /// The inputs of [`Self::kept`], noting the live stores read in
    /// `live_stores`.
    fn kept_inputs(
        &self,
        blocks: &[Block],
        literals: &Literals,
        live_stores: &mut BTreeSet<usize>,
    ) -> BTreeSet<InputId> {
        if self.roots.is_empty() && self.reads.is_empty() {
            return BTreeSet::new();
        }
        let graph = Graph::new(blocks, literals);
        let mut reached = Reached::default();
        reached.walk(&graph, graph.sinks.clone());
        let mut kept = Reached::default();
        kept.walk(&graph, self.roots.iter().filter_map(node).collect());
        let mut pending: BTreeSet<usize> = self.reads.iter().copied().collect();
        loop {
            let live: Vec<usize> = pending
                .iter()
                .copied()
                .filter(|&store| {
                    self.stores[store]
                        .iter()
                        .any(|comp| reached.holds(comp) || kept.holds(comp))
                })
                .collect();
            if live.is_empty() {
                return kept.inputs;
            }
            for store in live {
                pending.remove(&store);
                live_stores.insert(store);
                kept.walk(&graph, self.stores[store].iter().filter_map(node).collect());
            }
        }
    }
}

/// A varying struct parameter of the entry, whose members the early reads
/// follow ([`super::member_stores`]).
pub(crate) struct StructInput {
    /// The parameter's name, which its leaves' names begin with.
    pub(crate) name: String,
    pub(crate) ty: Type,
    /// Its leaves in the interface.
    pub(crate) leaves: Range<usize>,
}

impl StructInput {
    pub(crate) fn new(param: &Param, leaves: Range<usize>) -> StructInput {
        StructInput {
            name: param.name.clone(),
            ty: param.ty,
            leaves,
        }
    }
}

/// An `in` varying parameter of the entry with a semantic, as the entry
/// received it: its `#var` lines and its value before the body ran.
pub(crate) struct ReceivedInput {
    param: u32,
    /// The parameter's leaves in the interface: one, or one per element of
    /// an array.
    leaves: Range<usize>,
    /// The value of each leaf.
    values: Vec<Value>,
    /// The parameter's array dimensions (0 for none).
    rank: u8,
}

impl ReceivedInput {
    /// The input `param`, the entry's `index`-th parameter whose leaves
    /// begin at `first_leaf` and were received as `value`; `None` where
    /// cgc keeps nothing for an assignment (a struct, no semantic).
    pub(crate) fn new(
        param: &Param,
        index: usize,
        first_leaf: usize,
        value: &Value,
    ) -> Option<ReceivedInput> {
        if param.semantic.is_none() || matches!(param.ty.base, Base::Struct(_)) {
            return None;
        }
        let values = array_elements(value, param.ty.dims.rank);
        Some(ReceivedInput {
            param: index as u32,
            leaves: first_leaf..first_leaf + values.len(),
            values,
            rank: param.ty.dims.rank,
        })
    }

    /// The entry's parameter index.
    pub(crate) fn param(&self) -> u32 {
        self.param
    }

    /// The leaves the entry changed, given the value `last` the parameter
    /// ends with, each with the value it ends with.
    pub(crate) fn changed(&self, last: &Value) -> Vec<(usize, Value)> {
        let last = array_elements(last, self.rank);
        self.leaves
            .clone()
            .zip(self.values.iter().zip(last))
            .filter(|(_, (first, last))| !first.same(last))
            .map(|(leaf, (_, last))| (leaf, last))
            .collect()
    }
}

/// The elements of an array `value` of `rank` dimensions, innermost first
/// in order (the interface's leaves); the value itself for rank 0.
fn array_elements(value: &Value, rank: u8) -> Vec<Value> {
    match value {
        Value::Aggregate(items) if rank > 0 => items
            .iter()
            .flat_map(|item| array_elements(item, rank - 1))
            .collect(),
        _ => vec![value.clone()],
    }
}

/// Whether one of two element paths is a prefix of the other: a write or
/// read at one touches the other.
fn overlaps(a: &[usize], b: &[usize]) -> bool {
    a.iter().zip(b).all(|(x, y)| x == y)
}

/// A factor of a product.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Factor {
    Lhs,
    Rhs,
}

/// The factor of `id` that is a literal zero (`x * 0`, `float4(0, 0, 0, 0)
/// * x`), if `id` is such a product and the other factor calls nothing and
/// assigns nothing: cgc's front end folds it before it reads the other
/// factor (as [`crate::sema`]'s model of it does for conditions).
pub(crate) fn zero_factor(body: &Body, id: ExprId) -> Option<Factor> {
    let ExprKind::Binary {
        op: BinaryOp::Mul,
        lhs,
        rhs,
        ..
    } = body.expr(id).kind
    else {
        return None;
    };
    if is_literal_zero(body, rhs) && body.is_pure(lhs) {
        Some(Factor::Rhs)
    } else if is_literal_zero(body, lhs) && body.is_pure(rhs) {
        Some(Factor::Lhs)
    } else {
        None
    }
}

/// Whether `id` is written as zero: a literal, or a constructor or
/// conversion of such literals.
fn is_literal_zero(body: &Body, id: ExprId) -> bool {
    match &body.expr(id).kind {
        ExprKind::Literal(constant) => constant.components.iter().all(|c| c.as_f32() == 0.0),
        ExprKind::Convert { value, .. } => is_literal_zero(body, *value),
        ExprKind::Construct { args } => args.iter().all(|&arg| is_literal_zero(body, arg)),
        _ => false,
    }
}

/// A component of a register.
type Node = (Source, u8);

/// The register component a value's component reads, if any.
fn node(comp: &Comp) -> Option<Node> {
    match comp {
        Comp::Reg {
            source, component, ..
        } => Some((*source, *component)),
        _ => None,
    }
}

/// The program's def-use chains, component by component, as cgc sees them
/// before folding: `float4 l = mul(M, w)` computes each of `l`'s
/// components from one row, and a test of `l.x` reads nothing of the rows
/// behind `l.w`.
struct Graph {
    /// The register components each temporary component's definitions read.
    sources_of: HashMap<(VReg, u8), Vec<Node>>,
    /// The components read by instructions writing no temporary (outputs,
    /// kills) and by branch conditions.
    sinks: Vec<Node>,
}

impl Graph {
    fn new(blocks: &[Block], literals: &Literals) -> Graph {
        let mut sources_of: HashMap<(VReg, u8), Vec<Node>> = HashMap::new();
        let mut sinks = Vec::new();
        let mut zeros = Zeros {
            literals,
            products: HashSet::new(),
        };
        for block in blocks {
            for inst in &block.insts {
                match inst.dest.map(|dest| (dest.reg, dest.mask)) {
                    Some((DestReg::Temp(vreg), mask)) => {
                        for component in mask.components() {
                            let used = WriteMask::single(component as u8);
                            let (read, zero) = read_nodes(inst, used, &zeros);
                            zeros.note_definition((vreg, component as u8), zero);
                            sources_of
                                .entry((vreg, component as u8))
                                .or_default()
                                .extend(read);
                        }
                    }
                    Some((_, mask)) => sinks.extend(read_nodes(inst, mask, &zeros).0),
                    None => sinks.extend(read_nodes(inst, WriteMask::ALL, &zeros).0),
                }
            }
            if let Terminator::Branch { condition, .. } = &block.terminator {
                sinks.push((condition.source, condition.swizzle.get(0)));
            }
        }
        Graph { sources_of, sinks }
    }
}

/// The zeros cgc's front end folds before it binds: the literals, and the
/// temporary components whose last definition is a product with a zero
/// factor (`a.rgb * 0`, emitted as an instruction): a factor in turn,
/// `a.rgb * 0 * b.w` keeps neither `a` nor `b` (heldout19 class 9).
struct Zeros<'a> {
    literals: &'a Literals,
    products: HashSet<(VReg, u8)>,
}

impl Zeros<'_> {
    /// Whether the components `components` of `operand` are all zero.
    fn all_zero(&self, operand: &Operand, components: WriteMask) -> bool {
        match operand.source {
            Source::Literal(id) => {
                let values = self.literals[id.0 as usize];
                components.components().all(|c| values[c] == 0.0)
            }
            Source::Temp(reg) => components
                .components()
                .all(|c| self.products.contains(&(reg, c as u8))),
            _ => false,
        }
    }

    /// A definition of `component`: a zero product or another value.
    fn note_definition(&mut self, component: (VReg, u8), zero: bool) {
        if zero {
            self.products.insert(component);
        } else {
            self.products.remove(&component);
        }
    }
}

/// The register components `inst` reads for its result components `used`,
/// but for the factors of a product with a zero factor (`MUL`, or `MAD`'s
/// product), which cgc folds before it binds; and whether the result is
/// such a product (a `MUL`'s).
fn read_nodes(inst: &Inst, used: WriteMask, zeros: &Zeros<'_>) -> (Vec<Node>, bool) {
    let factors = match inst.op {
        Opcode::Mul | Opcode::Mad => 2,
        _ => 0,
    };
    let read = |index: usize| {
        let operand = &inst.operands[index];
        operand
            .swizzle
            .read_mask(inst.operand_components(index, used))
    };
    let product_is_zero = (0..factors.min(inst.operands.len()))
        .any(|index| zeros.all_zero(&inst.operands[index], read(index)));
    let skipped = if product_is_zero { factors } else { 0 };
    let nodes = (skipped..inst.operands.len())
        .flat_map(|index| {
            let source = inst.operands[index].source;
            read(index).components().map(move |c| (source, c as u8))
        })
        .collect();
    (nodes, product_is_zero && inst.op == Opcode::Mul)
}

/// The temporary and varying input components reached so far.
#[derive(Default)]
struct Reached {
    nodes: HashSet<Node>,
    inputs: BTreeSet<InputId>,
}

impl Reached {
    /// Adds what chains of `graph` lead from `seeds` to.
    fn walk(&mut self, graph: &Graph, mut pending: Vec<Node>) {
        while let Some(node) = pending.pop() {
            if !self.nodes.insert(node) {
                continue;
            }
            match node {
                (Source::Input(id), _) => {
                    self.inputs.insert(id);
                }
                (Source::Temp(vreg), component) => {
                    let sources = graph.sources_of.get(&(vreg, component));
                    pending.extend(sources.into_iter().flatten().copied());
                }
                _ => {}
            }
        }
    }

    fn holds(&self, comp: &Comp) -> bool {
        node(comp).is_some_and(|node| self.nodes.contains(&node))
    }
}

/// Whether `value`, an expression stored whole in a variable, is a product
/// of a matrix and a vector: cgc writes such a product into the variable
/// one component at a time, so reading one reads only its own (`float4 l =
/// mul(float4x3(a, b, c, d), w)` with `l.w` unread keeps nothing of `d`;
/// `half4 l = ...`, a conversion of the product, keeps it).
pub(crate) fn written_by_component(body: &Body, value: ExprId) -> bool {
    let expr = body.expr(value);
    let ExprKind::Call {
        callee: Callee::Stdlib(id),
        args,
    } = &expr.kind
    else {
        return false;
    };
    let is_matrix = |ty: Type| matches!(ty.base, Base::Matrix(..));
    crate::sema::stdlib::overload(*id).intrinsic == Intrinsic::Mul
        && args.iter().any(|&arg| is_matrix(body.expr(arg).ty))
        && !is_matrix(expr.ty)
}
