//! Depth-first scheduling: each block is reordered so that every value is
//! computed as late as the instructions consuming it allow, one consumer's
//! operands at a time: the order a tree-walking code generator gives, with
//! the operand needing the most registers first (Sethi–Ullman labels).
//!
//! Source written as "load sixteen samples, compute sixteen weights, sum the
//! weighted samples" keeps all sixteen samples live across the weights in
//! source order, and a texture result cannot move to other components of a
//! register ([`crate::back::regalloc`]): sixteen registers. Walked from the
//! sum, each sample and weight is computed just before the term that uses
//! it, as cgc schedules such programs. [`super::sink`] only moves
//! instructions down under conditions that keep its moves safe for every
//! program; this reorders the whole block, which may lengthen other live
//! ranges, so the back end uses it where a program would not fit the
//! profile's temporaries otherwise, and keeps whichever order needs fewer.
//!
//! Dependences are per register component: a read follows the write it
//! reads, a write follows the earlier write and reads of the components it
//! overwrites, output writes keep their order per component, `ARL` keeps
//! its order with the relatively addressed reads, and the samplers keep the
//! order of their first lookups (the order they are bound in). The cost is
//! linear in the block's length and its dependences.
use crate::ir::{Block, DestReg, Inst, Opcode, Operand, Program, Source, Swizzle, VReg, WriteMask};
use std::collections::HashMap;

/// Which operand of an instruction is computed first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// The one needing the most registers (its Sethi–Ullman label), ties
    /// in the original order.
    LargestFirst,
    /// The one computed last in the original order: where two consumers
    /// share values (weights summed, then used to weight samples), the one
    /// written later usually consumes the other's results too.
    LatestFirst,
}

pub fn run(program: &mut Program, walk: Walk) {
    let outputs = program.outputs.len();
    let samplers = program.samplers.len();
    let addressed: Vec<Option<Addressed>> = program
        .blocks
        .iter()
        .map(|block| Addressed::of(&block.insts))
        .collect();
    // Where a block reads the address register before loading it, it relies
    // on what its predecessors leave there; and where one keeps its `ARL`s
    // (a vector `ARL`, an index written before its read), what it leaves
    // there is theirs: every block keeps its `ARL`s then.
    let keeps = addressed
        .iter()
        .any(|block| block.as_ref().is_none_or(|a| a.inherits));
    for (block, addressed) in program.blocks.iter_mut().zip(addressed) {
        match addressed.filter(|_| !keeps) {
            Some(addressed) if addressed.addresses.iter().any(Option::is_some) => {
                schedule_addressed(block, addressed, walk, outputs, samplers)
            }
            _ => schedule_block(block, walk, outputs, samplers),
        }
    }
}

fn schedule_block(block: &mut Block, walk: Walk, outputs: usize, samplers: usize) {
    let dependences = Dependences::of(&block.insts, &[], outputs, samplers);
    let order = depth_first_order(&dependences, walk);
    block.insts = in_order(std::mem::take(&mut block.insts), &order);
}

/// A block whose relative reads are scheduled without its `ARL`s, which
/// are issued again where the new order needs them.
fn schedule_addressed(
    block: &mut Block,
    addressed: Addressed,
    walk: Walk,
    outputs: usize,
    samplers: usize,
) {
    let Addressed {
        insts, addresses, ..
    } = addressed;
    let dependences = Dependences::of(&insts, &addresses, outputs, samplers);
    let order = depth_first_order(&dependences, walk);
    let addresses = order.iter().map(|&index| addresses[index]).collect();
    block.insts = with_address_loads(in_order(insts, &order), addresses);
}

/// `insts` in `order` (a permutation of their indices).
fn in_order(insts: Vec<Inst>, order: &[usize]) -> Vec<Inst> {
    let mut rank = vec![0; order.len()];
    for (position, &index) in order.iter().enumerate() {
        rank[index] = position;
    }
    let mut ranked: Vec<(usize, Inst)> = insts
        .into_iter()
        .enumerate()
        .map(|(index, inst)| (rank[index], inst))
        .collect();
    ranked.sort_unstable_by_key(|&(position, _)| position);
    ranked.into_iter().map(|(_, inst)| inst).collect()
}

/// A block's instructions without its `ARL`s, each relative reader with the
/// operand its address was loaded from. Scheduled so, a reader depends on
/// the index itself, not on the `ARL` before it: the rows of one palette
/// matrix move down to the product using them, however the source ordered
/// the products, and the address register is loaded again from the index
/// that still holds it, as cgc reloads `A0.x` (`ARL A0.x, R1.w; … ARL
/// A0.x, R1.y; … ARL A0.x, R1.w`). The `ARL`s each product needed in the
/// source order would otherwise fix the order of the products, and every
/// palette row they read stays live until its consumer.
struct Addressed {
    insts: Vec<Inst>,
    /// Per instruction of `insts`, the `ARL` operand its relative reads see.
    addresses: Vec<Option<Operand>>,
    /// Whether a relative read comes before the block's first `ARL`.
    inherits: bool,
}

impl Addressed {
    /// `None` where the `ARL`s cannot be moved: a vector `ARL` (VP2.0's
    /// four-component `A0`), or an index written again between its `ARL`
    /// and a read through it, where the reader would see another index.
    fn of(block: &[Inst]) -> Option<Addressed> {
        let mut insts = Vec::with_capacity(block.len());
        let mut addresses = Vec::with_capacity(block.len());
        let mut held: Option<Operand> = None;
        let mut index_written = false;
        let mut inherits = false;
        for inst in block {
            match inst.op {
                Opcode::ArlVector => return None,
                Opcode::Arl => {
                    let operand = inst.operands[0];
                    held = Some(operand.with_swizzle(Swizzle::replicate(operand.swizzle.get(0))));
                    index_written = false;
                    continue;
                }
                _ => {}
            }
            let relative = reads_relative(inst);
            if relative {
                match held {
                    None => inherits = true,
                    Some(_) if index_written => return None,
                    Some(_) => {}
                }
            }
            index_written |= held.is_some_and(|index| overwrites(inst, index));
            addresses.push(if relative { held } else { None });
            insts.push(inst.clone());
        }
        Some(Addressed {
            insts,
            addresses,
            inherits,
        })
    }
}

/// `insts` with an `ARL` before each relative reader whose address the
/// register does not hold: loaded from another index, or from one written
/// since it was loaded.
fn with_address_loads(insts: Vec<Inst>, addresses: Vec<Option<Operand>>) -> Vec<Inst> {
    let mut out = Vec::with_capacity(insts.len() + 8);
    let mut held: Option<Operand> = None;
    for (inst, address) in insts.into_iter().zip(addresses) {
        if let Some(address) = address.filter(|&a| held != Some(a)) {
            out.push(Inst::arl(address));
            held = Some(address);
        }
        if held.is_some_and(|index| overwrites(&inst, index)) {
            held = None;
        }
        out.push(inst);
    }
    out
}

/// Whether `inst` reads a row of a uniform array through the address
/// register.
fn reads_relative(inst: &Inst) -> bool {
    inst.operands
        .iter()
        .any(|o| matches!(o.source, Source::UniformRelative(..)))
}

/// Whether `inst` writes the temporary component `index` (an `ARL`
/// operand) reads.
fn overwrites(inst: &Inst, index: Operand) -> bool {
    let component = WriteMask::single(index.swizzle.get(0));
    match (index.temp_reg(), inst.dest) {
        (Some(reg), Some(dest)) => {
            dest.temp_reg() == Some(reg) && !dest.mask.intersect(component).is_empty()
        }
        _ => false,
    }
}

/// For each instruction of a block, the earlier instructions that must stay
/// before it.
pub(super) struct Dependences {
    /// Instructions whose results it reads.
    pub(super) data: Vec<Vec<usize>>,
    /// Instructions it must follow for another reason (it overwrites what
    /// they read or wrote, or keeps an order of lookups or addressing).
    pub(super) order: Vec<Vec<usize>>,
}

impl Dependences {
    /// The dependences of `insts`, one block. Registers are numbered anew
    /// for the block, so the tables are as large as the block, not the
    /// program. `addresses` is empty, or gives for each instruction the
    /// index its relative reads see ([`Addressed`]): then `insts` has no
    /// `ARL`, and a relative reader reads that index instead.
    pub(super) fn of(
        insts: &[Inst],
        addresses: &[Option<Operand>],
        outputs: usize,
        samplers: usize,
    ) -> Dependences {
        let (local, registers) = local_registers(insts, addresses);
        let mut builder = Builder {
            data: vec![Vec::new(); insts.len()],
            order: vec![Vec::new(); insts.len()],
            last_write: vec![None; registers * 4],
            reads_since_write: vec![Vec::new(); registers * 4],
            last_output_write: vec![None; outputs * 4],
            last_address_write: None,
            relative_reads: Vec::new(),
            first_lookup: vec![None; samplers],
            last_first_lookup: None,
        };
        for (index, inst) in insts.iter().enumerate() {
            let address = addresses.get(index).copied().flatten();
            let address = address.map(|a| local(&Inst::arl(a)).operands[0]);
            builder.add(index, &local(inst), address);
        }
        for list in builder.data.iter_mut().chain(builder.order.iter_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Dependences {
            data: builder.data,
            order: builder.order,
        }
    }
}

/// The block's temporaries numbered from 0 in order of appearance: a
/// function giving each instruction with its registers renumbered, and how
/// many there are.
fn local_registers(
    insts: &[Inst],
    addresses: &[Option<Operand>],
) -> (impl Fn(&Inst) -> Inst, usize) {
    let mut numbers: HashMap<VReg, VReg> = HashMap::new();
    let mut number = |reg: VReg| {
        let next = VReg(numbers.len() as u32);
        *numbers.entry(reg).or_insert(next)
    };
    addresses
        .iter()
        .filter_map(|a| a.and_then(|a| a.temp_reg()))
        .for_each(|r| {
            number(r);
        });
    for inst in insts {
        inst.dest.and_then(|d| d.temp_reg()).map(&mut number);
        inst.operands
            .iter()
            .filter_map(Operand::temp_reg)
            .for_each(|r| {
                number(r);
            });
    }
    let count = numbers.len();
    let renumbered = move |inst: &Inst| {
        let mut inst = inst.clone();
        if let Some(dest) = &mut inst.dest {
            if let DestReg::Temp(reg) = dest.reg {
                dest.reg = DestReg::Temp(numbers[&reg]);
            }
        }
        for operand in &mut inst.operands {
            if let Source::Temp(reg) = operand.source {
                operand.source = Source::Temp(numbers[&reg]);
            }
        }
        inst
    };
    (renumbered, count)
}

/// The state [`Dependences::of`] keeps while walking a block: who last
/// wrote each component, and who read it since.
struct Builder {
    data: Vec<Vec<usize>>,
    order: Vec<Vec<usize>>,
    /// Per temporary component (`register * 4 + component`).
    last_write: Vec<Option<usize>>,
    reads_since_write: Vec<Vec<usize>>,
    /// Per output component.
    last_output_write: Vec<Option<usize>>,
    last_address_write: Option<usize>,
    relative_reads: Vec<usize>,
    /// Per sampler, the instruction that first samples it.
    first_lookup: Vec<Option<usize>>,
    last_first_lookup: Option<usize>,
}

impl Builder {
    fn add(&mut self, index: usize, inst: &Inst, address: Option<Operand>) {
        match address {
            Some(address) => self.add_address_read(index, address),
            None => self.add_relative_order(index, inst),
        }
        self.add_reads(index, inst);
        self.add_writes(index, inst);
        if let Some(texture) = inst.texture {
            self.add_lookup(index, texture.sampler.0 as usize);
        }
    }

    fn add_reads(&mut self, index: usize, inst: &Inst) {
        for reg in inst.operands.iter().filter_map(Operand::temp_reg) {
            for component in inst.reads_of(reg).components() {
                let slot = reg.0 as usize * 4 + component;
                if let Some(writer) = self.last_write[slot] {
                    self.data[index].push(writer);
                }
                self.reads_since_write[slot].push(index);
            }
        }
    }

    /// A relative reader follows the `ARL` its address comes from, and the
    /// next `ARL` follows it.
    fn add_relative_order(&mut self, index: usize, inst: &Inst) {
        if reads_relative(inst) {
            self.order[index].extend(self.last_address_write);
            self.relative_reads.push(index);
        }
    }

    /// A relative reader of a block scheduled without its `ARL`s reads the
    /// index its address is loaded from.
    fn add_address_read(&mut self, index: usize, address: Operand) {
        if let Source::Temp(reg) = address.source {
            let slot = reg.0 as usize * 4 + address.swizzle.get(0) as usize;
            if let Some(writer) = self.last_write[slot] {
                self.data[index].push(writer);
            }
            self.reads_since_write[slot].push(index);
        }
    }

    fn add_writes(&mut self, index: usize, inst: &Inst) {
        if matches!(inst.op, Opcode::Arl | Opcode::ArlVector) {
            self.order[index].extend(self.last_address_write);
            let readers = std::mem::take(&mut self.relative_reads);
            self.order[index].extend(readers.into_iter().filter(|&r| r != index));
            self.last_address_write = Some(index);
        }
        let Some(dest) = inst.dest else {
            return;
        };
        match dest.reg {
            DestReg::Temp(reg) => {
                for component in dest.mask.components() {
                    let slot = reg.0 as usize * 4 + component;
                    self.order[index].extend(self.last_write[slot]);
                    let readers = std::mem::take(&mut self.reads_since_write[slot]);
                    self.order[index].extend(readers.into_iter().filter(|&r| r != index));
                    self.last_write[slot] = Some(index);
                }
            }
            DestReg::Output(output) => {
                for component in dest.mask.components() {
                    let slot = output.0 as usize * 4 + component;
                    self.order[index].extend(self.last_output_write[slot]);
                    self.last_output_write[slot] = Some(index);
                }
            }
        }
    }

    /// The first lookup of each sampler stays in its place among the first
    /// lookups of the others; later lookups stay after it.
    fn add_lookup(&mut self, index: usize, sampler: usize) {
        match self.first_lookup[sampler] {
            Some(first) => self.order[index].push(first),
            None => {
                self.order[index].extend(self.last_first_lookup);
                self.first_lookup[sampler] = Some(index);
                self.last_first_lookup = Some(index);
            }
        }
    }
}

/// Sethi–Ullman labels: how many registers evaluating each instruction's
/// operands needs when its data dependences are seen as a tree (shared
/// values counted once per use, an over-estimate that only orders).
fn labels(dependences: &Dependences) -> Vec<u32> {
    let mut labels: Vec<u32> = Vec::with_capacity(dependences.data.len());
    for operands in &dependences.data {
        let mut needs: Vec<u32> = operands.iter().map(|&k| labels[k]).collect();
        needs.sort_unstable_by(|a, b| b.cmp(a));
        let label = needs
            .iter()
            .enumerate()
            .map(|(rank, &need)| need.saturating_add(rank as u32))
            .max()
            .unwrap_or(1)
            .max(1);
        labels.push(label);
    }
    labels
}

/// The block's instructions in depth-first post-order from the ones nothing
/// depends on (in their original order): before each instruction, its
/// operands' instructions in the order `walk` says, then the instructions
/// it must follow for other reasons.
fn depth_first_order(dependences: &Dependences, walk: Walk) -> Vec<usize> {
    let count = dependences.data.len();
    let labels = labels(dependences);
    let mut has_successor = vec![false; count];
    let children: Vec<Vec<usize>> = (0..count)
        .map(|index| {
            let mut data = dependences.data[index].clone();
            match walk {
                // Stable: equal labels keep the original order.
                Walk::LargestFirst => data.sort_by(|&a, &b| labels[b].cmp(&labels[a])),
                Walk::LatestFirst => data.reverse(),
            }
            let order = dependences.order[index]
                .iter()
                .filter(|k| dependences.data[index].binary_search(k).is_err());
            data.extend(order);
            for &child in &data {
                has_successor[child] = true;
            }
            data
        })
        .collect();
    let mut emitted = vec![false; count];
    let mut order = Vec::with_capacity(count);
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in (0..count).filter(|&k| !has_successor[k]) {
        stack.push((root, 0));
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&child) = children[node].get(*next) {
                *next += 1;
                if !emitted[child] {
                    stack.push((child, 0));
                }
            } else {
                emitted[node] = true;
                order.push(node);
                stack.pop();
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Dest, Operand, Stage, TextureRef, TextureTarget, VReg, WriteMask};

    fn temp(reg: u32) -> Operand {
        Operand::new(Source::Temp(VReg(reg)))
    }

    /// Two lookups and a product per term, the lookups first in the
    /// source: each lookup moves down to its term, and the sampler used
    /// first stays first.
    #[test]
    fn lookups_move_to_their_terms_and_keep_sampler_order() {
        let mut program = Program::new(Stage::Fragment);
        let input = program.add_input("TEXCOORD0");
        let first = program.add_sampler(TextureTarget::Tex2D);
        let second = program.add_sampler(TextureTarget::Tex2D);
        let coord = Operand::new(Source::Input(input));
        let lookup = |sampler, dest: u32| {
            Inst::texture(
                Opcode::Tex,
                Dest::temp(VReg(dest), WriteMask::ALL),
                coord,
                TextureRef {
                    sampler,
                    target: TextureTarget::Tex2D,
                },
            )
        };
        let insts = vec![
            lookup(first, 0),
            lookup(second, 1),
            lookup(first, 2),
            Inst::new(
                Opcode::Mul,
                Dest::temp(VReg(3), WriteMask::ALL),
                &[temp(0), temp(1)],
            ),
            Inst::new(
                Opcode::Mad,
                Dest::temp(VReg(4), WriteMask::ALL),
                &[temp(2), temp(2), temp(3)],
            ),
        ];
        let mut block = Block {
            insts,
            terminator: crate::ir::Terminator::Return,
        };
        schedule_block(&mut block, Walk::LargestFirst, 0, 2);
        let dests: Vec<u32> = block
            .insts
            .iter()
            .filter_map(|i| i.dest.and_then(|d| d.temp_reg()).map(|r| r.0))
            .collect();
        assert_eq!(dests, vec![0, 1, 3, 2, 4]);
    }

    /// Rows of two palette entries read in the source order `x, y, x, y`
    /// (each after its own `ARL`) and multiplied per entry: walked from
    /// the sum, each entry's rows move to its product, and the address
    /// register is loaded once per entry.
    #[test]
    fn relative_reads_move_to_their_products_and_reload_the_address() {
        let mut program = Program::new(Stage::Vertex);
        let index = Operand::new(Source::Input(program.add_input("BLENDINDICES")));
        let palette = program.add_uniform(8);
        let output = program.add_output("POSITION");
        let entry = |component: u8| index.with_swizzle(crate::ir::Swizzle::replicate(component));
        let row = |dest: u32, offset: i32| {
            Inst::new(
                Opcode::Mov,
                Dest::temp(VReg(dest), WriteMask::ALL),
                &[Operand::new(Source::UniformRelative(palette, offset, 0))],
            )
        };
        let product = |dest: u32, a: u32, b: u32| {
            Inst::new(
                Opcode::Mul,
                Dest::temp(VReg(dest), WriteMask::ALL),
                &[temp(a), temp(b)],
            )
        };
        let insts = vec![
            Inst::arl(entry(0)),
            row(0, 0),
            Inst::arl(entry(1)),
            row(1, 0),
            Inst::arl(entry(0)),
            row(2, 1),
            Inst::arl(entry(1)),
            row(3, 1),
            product(4, 0, 2),
            product(5, 1, 3),
            Inst::new(
                Opcode::Add,
                Dest::output(output, WriteMask::ALL),
                &[temp(4), temp(5)],
            ),
        ];
        let mut block = Block {
            insts,
            terminator: crate::ir::Terminator::Return,
        };
        let mut scheduled = program.clone();
        scheduled.blocks = vec![block.clone()];
        run(&mut scheduled, Walk::LargestFirst);
        block = scheduled.blocks.remove(0);
        let order: Vec<String> = block
            .insts
            .iter()
            .map(|inst| match inst.dest.and_then(|d| d.temp_reg()) {
                Some(reg) => format!("t{}", reg.0),
                None if inst.op == Opcode::Arl => {
                    format!("arl.{}", inst.operands[0].swizzle.get(0))
                }
                None => "out".to_string(),
            })
            .collect();
        assert_eq!(
            order,
            ["arl.0", "t0", "t2", "t4", "arl.1", "t1", "t3", "t5", "out"]
        );
    }
}
