//! Members of the entry's varying struct parameters that the entry assigns:
//! where cgc keeps the member's register in the header.
//!
//! A plain varying parameter the entry assigns always keeps its register
//! ([`super::early_reads`]). A member of a struct parameter keeps it only
//! where cgc's front end stores the assigned value in the member's own
//! storage and a live read then reads it there (MTA SkyGfx's `IN.Position
//! = float3(-0.5 + IN.Texcoord0.xy, 0);` then `mul(float4(IN.Position, 1),
//! P)`: `#var float3 IN.Position : $vin.POSITION0 : ATTR0 : 0 : 0`).
//! Probed with cgc 3.1 (tests/header/393 to 395):
//!
//! - **The value must be computed by its last assignment.** An operation
//!   (`a * 2`, `-a`, `a > 0`, `abs(a)`), a constructor with a non-constant
//!   component (`float3(uv, 0)`, even `float3(a.x, a.y, a.x)`) or a helper
//!   returning one (`float3 f(float2 a) { return float3(a, 1); }`) keeps
//!   it. A variable, a swizzle, a constant, a `?:`, an operation cgc folds
//!   away (`a * 1`, `a + 0`), or a helper returning a variable keeps none:
//!   cgc reads the assigned value where it already is.
//! - **Library functions** keep it as operations do, but for those cgc
//!   writes as Cg functions returning a variable ([`ALIASED_FUNCTIONS`];
//!   `saturate` too in the vertex profiles, where it is no instruction
//!   modifier).
//! - **A whole write is a swizzle of all the components too** (`IN.p.xyz`,
//!   `IN.p.zyx` of a `float3`). After a value cgc reads where it is, a
//!   computed write to part of the member (`IN.p = k.xyz; IN.p.x *= 2;`)
//!   stores the member; a constant or a copy written in part does not.
//! - **A live read must follow.** A member never read, or read only by dead
//!   code (`float3 unused = IN.Position;`, `IN.Position * 0`), keeps none
//!   (tests/header/368).

use crate::interface::ParameterKind;
use crate::lower::expr::place::{get_step, Place, Root, Step};
use crate::lower::frame::Var;
use crate::lower::lowerer::Lowerer;
use crate::lower::value::{Comp, Value};
use crate::sema::hir::{Body, Callee, ExprId, ExprKind, Program, StmtKind, UnaryOp};
use crate::sema::types::Base;

/// Library functions cgc 3.1 defines as Cg functions whose result is a
/// local variable: assigning a call of one assigns a variable.
const ALIASED_FUNCTIONS: [&str; 10] = [
    "atan",
    "atan2",
    "distance",
    "dot",
    "exp",
    "faceforward",
    "length",
    "lit",
    "mul",
    "noise",
];

/// How deep helper calls are followed to the expression they return.
const CALL_DEPTH: u32 = 8;

/// What the root of an assigned expression is, for cgc's front end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Assigned {
    /// A value read where it is: a variable, a swizzle, a constant, a `?:`.
    Read,
    /// An operation: computed unless folded to one of its operands.
    Operation,
    /// A constructor: computed unless every component is constant.
    Construct,
}

/// Whether the expression `value` of `body`, lowered to `lowered`, is
/// stored computed into the member it is assigned to (the module's rule).
/// `vertex`: the program is a vertex program.
pub(crate) fn stores_computed(
    program: &Program,
    body: &Body,
    value: ExprId,
    lowered: &Value,
    vertex: bool,
) -> bool {
    let Some(comps) = lowered.as_vector() else {
        return false;
    };
    let register = |c: &Comp| matches!(c, Comp::Reg { .. });
    match assigned(program, body, value, vertex, CALL_DEPTH) {
        Assigned::Read => false,
        Assigned::Construct => comps.iter().any(register),
        Assigned::Operation => comps.iter().any(|c| match c {
            Comp::Reg { source, negate, .. } => {
                *negate || matches!(source, crate::ir::Source::Temp(_))
            }
            _ => false,
        }),
    }
}

fn assigned(program: &Program, body: &Body, id: ExprId, vertex: bool, depth: u32) -> Assigned {
    match &body.expr(id).kind {
        ExprKind::Unary { op, .. } => match op {
            UnaryOp::Plus => Assigned::Read,
            _ => Assigned::Operation,
        },
        ExprKind::Binary { .. } => Assigned::Operation,
        ExprKind::Construct { .. } => Assigned::Construct,
        ExprKind::Convert { value, .. } => assigned(program, body, *value, vertex, depth),
        ExprKind::Sequence { second, .. } => assigned(program, body, *second, vertex, depth),
        ExprKind::Call { callee, .. } => match callee {
            Callee::Stdlib(id) => {
                let name = crate::sema::stdlib::overload(*id).name;
                let aliased = ALIASED_FUNCTIONS.contains(&name) || (vertex && name == "saturate");
                if aliased {
                    Assigned::Read
                } else {
                    Assigned::Operation
                }
            }
            Callee::User(function) => {
                let Some(callee) = program.function(*function).body.as_ref() else {
                    return Assigned::Read;
                };
                match returned(callee) {
                    Some(result) if depth > 0 => {
                        assigned(program, callee, result, vertex, depth - 1)
                    }
                    _ => Assigned::Read,
                }
            }
        },
        _ => Assigned::Read,
    }
}

/// The expression a helper returns, where its body ends in a `return`.
fn returned(body: &Body) -> Option<ExprId> {
    let last = body.root.last()?;
    match &body.stmt(*last).kind {
        StmtKind::Return(Some(value)) => Some(*value),
        _ => None,
    }
}

/// A place in a varying struct parameter of the entry, as the member
/// stores see it.
struct MemberPlace {
    param: u32,
    /// The element indices down to a member that is no struct or array (or
    /// as far as the place goes).
    path: Vec<usize>,
    /// The member's `#var` name (`IN.Position`, `IN.t[1]`).
    name: String,
    /// The place is the whole of that member: no further step, or a
    /// swizzle of all its components (`IN.Position.xyz` or `.zyx` of a
    /// `float3`).
    whole: bool,
}

impl Lowerer<'_> {
    /// `place` as a place in a varying struct parameter, where the entry's
    /// own body names one.
    fn member_place(&self, place: &Place) -> Option<MemberPlace> {
        let (Root::Var(Var::Param(param)), steps) = place else {
            return None;
        };
        if self.frames.len() != 1 {
            return None;
        }
        let input = self.struct_inputs.get(param)?;
        let mut name = input.name.clone();
        let mut ty = input.ty;
        let mut path = Vec::new();
        let mut rest = steps.iter();
        let mut step = rest.next();
        while let Some(Step::Element(index)) = step {
            if let Some(element) = ty.element() {
                name.push_str(&format!("[{index}]"));
                ty = element;
            } else if let Base::Struct(id) = ty.base {
                let field = self.hir.struct_def(id).fields.get(*index)?;
                name.push('.');
                name.push_str(&field.name);
                ty = field.ty;
            } else {
                break;
            }
            path.push(*index);
            step = rest.next();
        }
        let whole = match step {
            None => true,
            Some(Step::Components(components)) => {
                let width = ty.component_count().unwrap_or(0) as usize;
                let every = (0..width).all(|c| components.contains(&(c as u8)));
                rest.next().is_none() && components.len() == width && every
            }
            Some(_) => false,
        };
        Some(MemberPlace {
            param: *param,
            path,
            name,
            whole,
        })
    }

    /// Notes a read of `place` for the member stores it reads.
    pub(crate) fn note_member_read(&mut self, place: &Place) {
        if let Some(member) = self.member_place(place) {
            self.early_reads
                .note_member_read(member.param, &member.path);
        }
    }

    /// Notes a write at `place`: the member stores it overwrites whole end.
    /// A write to part of a member keeps its store: cgc writes it in the
    /// member's storage.
    pub(crate) fn forget_member_store(&mut self, place: &Place) {
        if let Some(member) = self.member_place(place).filter(|member| member.whole) {
            self.early_reads
                .forget_member_store(member.param, &member.path);
        }
    }

    /// Notes the assignment of the expression `value`, lowered to `new`, to
    /// `place` (`compound`: `op=`): a member store where the member is one
    /// leaf and cgc stores the value computed, whole or, after a whole value
    /// cgc reads where it is, in part.
    pub(crate) fn note_member_assignment(
        &mut self,
        place: &Place,
        value: ExprId,
        compound: bool,
        new: &Value,
    ) {
        let Some(member) = self.member_place(place) else {
            return;
        };
        let Some(leaf) = self.member_leaf(member.param, &member.name) else {
            return;
        };
        let (param, path) = (member.param, member.path);
        let vertex = self.caps.stage == crate::ir::Stage::Vertex;
        let computed = compound || stores_computed(self.hir, self.body(), value, new, vertex);
        let stored = if member.whole {
            if !computed {
                self.early_reads.note_aliased_member(param, path);
                return;
            }
            new.clone()
        } else if computed && self.early_reads.take_aliased_member(param, path.clone()) {
            let Some(whole) = self.assigned_member_value(param, &path) else {
                return;
            };
            whole
        } else {
            return;
        };
        if let Some(vector) = stored.as_vector() {
            self.early_reads
                .note_member_store(param, path, vector, leaf);
        }
    }

    /// The value the member at `path` of the entry's parameter `param` has.
    fn assigned_member_value(&self, param: u32, path: &[usize]) -> Option<Value> {
        let mut value = self.frame().env.get(&Var::Param(param))?.clone();
        for &index in path {
            value = get_step(&value, &Step::Element(index))?;
        }
        Some(value)
    }

    /// The interface leaf named `name` of the struct parameter `param`: a
    /// varying input with a semantic.
    fn member_leaf(&self, param: u32, name: &str) -> Option<usize> {
        let input = self.struct_inputs.get(&param)?;
        input.leaves.clone().find(|&leaf| {
            let parameter = &self.interface.parameters[leaf];
            parameter.name == name
                && parameter.semantic.is_some()
                && matches!(parameter.kind, ParameterKind::Input(_))
        })
    }
}
