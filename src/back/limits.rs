//! Resource checks against the profile's limits, with cgc's messages and codes.

use crate::back::layout::Layout;
use crate::diag::Diagnostic;
use crate::interface::{matrix_rows, ParameterKind, ProgramInterface};
use crate::ir::{DestReg, Program, Source, VReg};
use crate::profile::Profile;
use rustc_hash::{FxHashMap, FxHashSet};

/// What an allocated program uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub instructions: u32,
    pub texture_instructions: u32,
    pub arithmetic_instructions: u32,
    pub texture_indirections: u32,
    pub temporaries: u32,
    pub parameters: u32,
    /// Whether every parameter slot past the profile's limit belongs to an
    /// array of one-register elements read with a run-time index
    /// ([`crate::profile::Limits::relative_parameters`]).
    pub only_arrays_past_limit: bool,
    /// How many C6007 errors cgc prints where `parameters` is over the
    /// limit ([`constant_limit_reports`]).
    pub constant_limit_reports: u32,
}

/// Count what `program` (after allocation) uses; `parameters` is the size of the
/// parameter array.
pub fn measure(program: &Program, temporaries: u32, parameters: u32) -> Usage {
    let mut usage = Usage {
        temporaries,
        parameters,
        texture_indirections: 1,
        ..Usage::default()
    };
    let mut written_in_node: FxHashSet<VReg> = FxHashSet::default();
    // Branches, plus instructions printed as more lines than one (a select's
    // moves) or as none (an instruction the select after it prints).
    let mut adjustment: i64 = 0;
    let printed_lengths = crate::back::emit::printed_lengths(program);
    for (index, printed) in printed_lengths.into_iter().enumerate() {
        let branches = crate::back::emit::plan_terminator(program, index).instruction_count();
        adjustment += (branches + printed) as i64 - program.blocks[index].insts.len() as i64;
    }
    for inst in program.blocks.iter().flat_map(|b| &b.insts) {
        usage.instructions += 1;
        if inst.op.is_texture() || inst.op == crate::ir::Opcode::Kil {
            usage.texture_instructions += 1;
            // A texture fetch whose coordinate was computed in the current node
            // starts a new node (ARB_fragment_program's texture indirection).
            let dependent = inst.operands.iter().any(|o| match o.source {
                Source::Temp(reg) => written_in_node.contains(&reg),
                _ => false,
            });
            if dependent {
                usage.texture_indirections += 1;
                written_in_node.clear();
            }
        } else {
            usage.arithmetic_instructions += 1;
        }
        if let Some(DestReg::Temp(reg)) = inst.dest.map(|d| d.reg) {
            written_in_node.insert(reg);
        }
    }
    let adjusted = |count: u32| (i64::from(count) + adjustment).max(0) as u32;
    usage.instructions = adjusted(usage.instructions);
    usage.arithmetic_instructions = adjusted(usage.arithmetic_instructions);
    usage
}

/// Every limit of `profile` that `usage` exceeds, as cgc reports it. cgc
/// checks the constants first and reports nothing else where they are over
/// (heldout17 class 7: a vp20 program of 169 instructions and too many
/// constants gets C6007s only); of the instruction counts it reports the
/// total where it is over, and the arithmetic and texture counts, never
/// larger, only where it is not (in arbfp1 they share its limit: heldout17
/// class 9).
pub fn check(usage: &Usage, profile: &Profile) -> Vec<Diagnostic> {
    let max_parameters = profile.max_parameters();
    if usage.constant_limit_reports > 0 && !arrays_within_reach(usage, profile) {
        // cgc's wording, typo included: tools match on it.
        let error = Diagnostic::error(
            6007,
            None,
            format!(
                "Constant register limit exceeded; more than {max_parameters} constant registers needed to compiled program"
            ),
        );
        return vec![error; usage.constant_limit_reports.max(1) as usize];
    }
    let mut errors = Vec::new();
    if let Some(max) = profile.max_temporaries() {
        if usage.temporaries > max {
            errors.push(Diagnostic::error(
                6001,
                None,
                format!(
                    "Temporary register limit of {max} exceeded; {} registers needed to compile program",
                    usage.temporaries
                ),
            ));
        }
    }
    if let Some(max) = profile.max_instructions() {
        if usage.instructions > max {
            errors.push(Diagnostic::error(
                6002,
                None,
                format!(
                    "Instruction limit of {max} exceeded; {} instructions needed to compile program",
                    usage.instructions
                ),
            ));
            return errors;
        }
    }
    if let Some(max) = profile.option("NumMathInstructionSlots") {
        if usage.arithmetic_instructions > max {
            errors.push(Diagnostic::error(
                6003,
                None,
                format!(
                    "Arithmetic instruction limit of {max} exceeded; {} arithmetic instructions needed to compile program",
                    usage.arithmetic_instructions
                ),
            ));
        }
    }
    if let Some(max) = profile.option("NumTexInstructionSlots") {
        if usage.texture_instructions > max {
            errors.push(Diagnostic::error(
                6004,
                None,
                format!(
                    "Texture instruction limit of {max} exceeded; {} texture instructions needed to compile program",
                    usage.texture_instructions
                ),
            ));
        }
    }
    if let Some(max) = profile.option("MaxTexIndirections") {
        if usage.texture_instructions > 0 && usage.texture_indirections > max {
            errors.push(Diagnostic::error(
                6006,
                None,
                format!(
                    "Maximum texture indirection of {max} exceeded; {} indirections needed to compile program",
                    usage.texture_indirections
                ),
            ));
        }
    }
    errors
}

/// How many C6007 errors cgc prints for the parameter slots of `layout`
/// past the profile's limit: per slot, by what it holds
/// ([`crate::profile::ConstantLimitReports`]); at least one where a slot
/// past the limit counts, none where there is no such slot (the rows of a
/// state matrix that starts within the limit do not count).
pub fn constant_limit_reports(
    program: &Program,
    interface: &ProgramInterface,
    layout: &Layout,
    profile: &Profile,
) -> u32 {
    let limit = profile.max_parameters();
    if layout.parameter_count <= limit {
        return 0;
    }
    let per_slot = profile.limits.constant_limit_reports;
    let state_matrices = state_matrices_by_first_row(interface, layout, profile);
    let starts = state_matrix_starts(program, &state_matrices);
    let rows_past = rows_past_limit(layout, &starts, limit);
    let uniform_past = rows_past.iter().flatten().any(|&past| past);
    if !uniform_past && layout.literal_slots.iter().all(|&slot| slot < limit) {
        return 0;
    }
    let arrays = uniforms_listed_by_element(interface);
    let past = |slots: &mut dyn Iterator<Item = u32>| slots.filter(|&slot| slot >= limit).count();
    let mut reports = past(&mut layout.literal_slots.iter().copied()) as u32 * per_slot.literal;
    let relative = crate::back::rebase::relatively_read(program);
    let read = crate::back::reflection::uniform_rows_read(program);
    for matrix in state_matrices.iter().filter(|m| m.first_slot >= limit) {
        let read_rows = matrix
            .rows
            .clone()
            .filter(|&row| read[matrix.uniform][row as usize]);
        let read_rows = read_rows.count() as u32;
        let unread_rows = matrix.rows.len() as u32 - read_rows;
        reports += read_rows * per_slot.uniform + unread_rows + matrix.extra_reports;
    }
    for (uniform, rows) in layout.uniform_rows.iter().enumerate() {
        if relative[uniform] {
            if past(&mut rows.iter().flatten().copied()) > 0 {
                // An array read with a run-time index past the limit: an
                // array of matrices as many times as one uniform slot
                // (arbvp1 3, vp20 1; tests/header/404); an array of vectors
                // within the profile's reach not at all (the slots after it
                // count), past it once in all (`float4 a[125]` in arbvp1).
                // cgc 3.1 on 16 probes. Not modelled: vp20 counting a
                // vector array's slots after 24 matrices (7).
                if !one_register_elements(interface, uniform) {
                    return per_slot.uniform.max(1);
                }
                let end = rows.iter().flatten().map(|&slot| slot + 1).max();
                let reach = profile.limits.relative_parameters;
                if reach.is_none_or(|reach| end.is_some_and(|end| end > reach)) {
                    return 1;
                }
            }
            continue;
        }
        let per_row = if arrays.contains(&uniform) {
            per_slot.array.unwrap_or(per_slot.uniform)
        } else {
            per_slot.uniform
        };
        let plain_rows = rows
            .iter()
            .enumerate()
            .filter(|(row, _)| starts[uniform][*row].is_none());
        reports += past(&mut plain_rows.filter_map(|(_, slot)| *slot)) as u32 * per_row;
    }
    reports.max(1)
}

/// A state matrix the profile checks by its first row
/// ([`crate::profile::ConstantLimitReports::state_matrix`]).
struct StateMatrix {
    uniform: usize,
    /// Its rows within the IR uniform.
    rows: std::ops::Range<u32>,
    /// The parameter slot of its first row.
    first_slot: u32,
    /// The reports it adds when it starts past the limit.
    extra_reports: u32,
}

/// The state matrices (`glstate.matrix.mvp`, `: state.matrix.projection`)
/// bound in the parameter array, where the profile checks them by their
/// first row; none elsewhere.
fn state_matrices_by_first_row(
    interface: &ProgramInterface,
    layout: &Layout,
    profile: &Profile,
) -> Vec<StateMatrix> {
    let Some(extra_reports) = profile.limits.constant_limit_reports.state_matrix else {
        return Vec::new();
    };
    interface
        .parameters
        .iter()
        .filter(|parameter| parameter.state_binding().is_some())
        .filter_map(|parameter| {
            let (uniform, row) = match parameter.kind {
                ParameterKind::Uniform(id) => (id.0 as usize, 0),
                ParameterKind::UniformElement(id, row) => (id.0 as usize, row),
                _ => return None,
            };
            let rows = matrix_rows(&parameter.type_name)?;
            let first_slot = (*layout.uniform_rows.get(uniform)?.get(row as usize)?)?;
            Some(StateMatrix {
                uniform,
                rows: row..row + rows,
                first_slot,
                extra_reports,
            })
        })
        .collect()
}

/// Per IR uniform, per row: whether its slot lies past the profile's limit
/// and counts there ([`rows_past_limit`]).
pub(crate) fn rows_counted_past_limit(
    program: &Program,
    interface: &ProgramInterface,
    layout: &Layout,
    profile: &Profile,
) -> Vec<Vec<bool>> {
    let state_matrices = state_matrices_by_first_row(interface, layout, profile);
    let starts = state_matrix_starts(program, &state_matrices);
    rows_past_limit(layout, &starts, profile.max_parameters())
}

/// Per IR uniform, per row: whether its slot lies past `limit` and counts
/// there, which a row of a state matrix that starts within the limit does
/// not (`starts`: [`state_matrix_starts`]).
fn rows_past_limit(layout: &Layout, starts: &[Vec<Option<u32>>], limit: u32) -> Vec<Vec<bool>> {
    let counted = |uniform: usize, row: usize, slot: &Option<u32>| {
        let within_state_matrix = starts[uniform][row].is_some_and(|first| first < limit);
        slot.is_some_and(|slot| slot >= limit) && !within_state_matrix
    };
    layout
        .uniform_rows
        .iter()
        .enumerate()
        .map(|(uniform, rows)| {
            let rows = rows.iter().enumerate();
            rows.map(|(row, slot)| counted(uniform, row, slot))
                .collect()
        })
        .collect()
}

/// Per IR uniform, per row: the parameter slot where the state matrix the
/// row belongs to starts (`None`: not in one). Its rows may lie past the
/// limit where it starts within it (cgc 3.1 in arbvp1: `glstate.matrix.mvp`
/// after a palette of 23 bones at c[93..96], `PARAM c[97]`).
fn state_matrix_starts(program: &Program, state_matrices: &[StateMatrix]) -> Vec<Vec<Option<u32>>> {
    let mut starts: Vec<Vec<Option<u32>>> = program
        .uniforms
        .iter()
        .map(|uniform| vec![None; uniform.rows as usize])
        .collect();
    for matrix in state_matrices {
        for row in matrix.rows.clone() {
            if let Some(start) = starts[matrix.uniform].get_mut(row as usize) {
                *start = Some(matrix.first_slot);
            }
        }
    }
    starts
}

/// Whether the interface lists uniform `uniform`'s elements as vectors or
/// scalars (no matrix takes more than one register per element).
pub(crate) fn one_register_elements(interface: &ProgramInterface, uniform: usize) -> bool {
    interface.parameters.iter().all(|parameter| {
        let of_uniform = match parameter.kind {
            ParameterKind::Uniform(id) | ParameterKind::UniformElement(id, _) => {
                id.0 as usize == uniform
            }
            _ => false,
        };
        !of_uniform || crate::interface::matrix_rows(&parameter.type_name).is_none()
    })
}

/// The IR uniforms the interface lists element by element (arrays).
fn uniforms_listed_by_element(interface: &ProgramInterface) -> FxHashSet<usize> {
    interface
        .parameters
        .iter()
        .filter_map(|parameter| match parameter.kind {
            ParameterKind::UniformElement(id, _) => Some(id.0 as usize),
            _ => None,
        })
        .collect()
}

/// cgc lets arrays of one-register elements read with a run-time index
/// (`uniform float4 a[120]`, `a[(int)i]`) run past the parameter limit, up
/// to [`crate::profile::Limits::relative_parameters`] slots, where nothing
/// else lies past the limit (probes: arbvp1 `a[120]` at c[1..120] compiles,
/// a uniform placed after `a[100]` is C6007; matrix arrays keep the limit).
fn arrays_within_reach(usage: &Usage, profile: &Profile) -> bool {
    let default_limit = profile.max_parameters() == profile.limits.parameters;
    match profile.limits.relative_parameters {
        Some(reach) => default_limit && usage.only_arrays_past_limit && usage.parameters <= reach,
        None => false,
    }
}

/// C5041 for each matrix that fits in neither the parameter array nor the
/// profile's spill array ([`Layout::unplaced`]), at the declaration of its
/// parameter or global, in binding order, named as cgc 3.1 names it: a
/// struct member by its own name, an array element (or an array read
/// relatively) `<null atom>` (tests/header/402, 403).
pub fn unplaced_matrices(interface: &ProgramInterface, layout: &Layout) -> Vec<Diagnostic> {
    if layout.unplaced.is_empty() {
        return Vec::new();
    }
    // By (IR uniform, first row), once: a palette of thousands of bones
    // has as many unplaced elements.
    let mut by_rows = FxHashMap::default();
    for parameter in interface.parameters.iter().rev() {
        match parameter.kind {
            ParameterKind::Uniform(id) => by_rows.insert((id.0 as usize, 0), parameter),
            ParameterKind::UniformElement(id, row) => {
                by_rows.insert((id.0 as usize, row), parameter)
            }
            _ => None,
        };
    }
    layout
        .unplaced
        .iter()
        .map(|unplaced| {
            let parameter = by_rows.get(unplaced);
            let name = parameter.map_or("", |p| match p.name.rsplit('.').next() {
                Some(leaf) if !leaf.ends_with(']') => leaf,
                _ => "<null atom>",
            });
            Diagnostic::error(
                5041,
                parameter.and_then(|p| p.span),
                format!("cannot locate suitable resource to bind parameter \"{name}\""),
            )
        })
        .collect()
}

/// C5102 for each register past the profile's range that the program reads
/// through an explicit binding (`float4 far : register(c98)` in arbvp1,
/// `sampler2D s : TEXUNIT16`). cgc 3.1 checks only what the compiled
/// program reads, once per register read, quoting the binding's first
/// register or the range's end, whichever is larger (`float4 k[4] :
/// register(c94)` read at `k[2]` and `k[3]`: two lines quoting 96); an
/// unread binding past the range is no error (heldout11 class 1,
/// tests/header/379).
pub fn registers_past_range(
    program: &Program,
    interface: &ProgramInterface,
    layout: &Layout,
    profile: &Profile,
) -> Vec<Diagnostic> {
    let rows_read = crate::back::reflection::uniform_rows_read(program);
    let past = |stem: &str, quoted: u32, span: crate::span::Span| {
        Diagnostic::error(
            5102,
            span,
            format!(
                "input semantic attribute \"{stem}\" has too big of a numeric index ({quoted})"
            ),
        )
    };
    let limit = profile.max_parameters();
    let mut errors = Vec::new();
    for parameter in &interface.parameters {
        let (Some(register), Some(written)) = (parameter.register, parameter.written_register)
        else {
            continue;
        };
        let (uniform, rows) = match parameter.kind {
            ParameterKind::Uniform(id) => {
                let rows = program.uniforms.get(id.0 as usize).map_or(0, |u| u.rows);
                (id, 0..rows)
            }
            ParameterKind::UniformElement(id, start) => {
                let rows = matrix_rows(&parameter.type_name).unwrap_or(1);
                (id, start..start + rows)
            }
            ParameterKind::Sampler(id) => {
                let used = layout
                    .texture_units
                    .get(id.0 as usize)
                    .is_some_and(Option::is_some);
                if register >= profile.texture_units() && used {
                    errors.push(past("TEXUNIT", register, written.span));
                }
                continue;
            }
            _ => continue,
        };
        let quoted = written.first.max(limit);
        let read = rows_read.get(uniform.0 as usize);
        for (slot, row) in (register..).zip(rows) {
            let row_read = read.and_then(|read| read.get(row as usize)).copied();
            if slot >= limit && row_read == Some(true) {
                errors.push(past("C", quoted, written.span));
            }
        }
    }
    errors
}
