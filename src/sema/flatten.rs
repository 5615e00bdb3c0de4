//! The one flattening of an entry's interface: what a parameter, global or
//! return value holds, member by member and element by element, and how each
//! part is bound.
//!
//! Sema's binding checks walk these items (`sema::binding`), and the lowering
//! walks the same items to build the values and the `#var` leaves
//! (`lower::entry::parameters`), so the rules below are written once:
//! - a member declared `uniform`, and every sampler, is a uniform whatever
//!   holds it; everything below a uniform is one ([`is_uniform_leaf`]);
//! - a varying member with its own semantic is bound by it; the varying
//!   members without one take their struct's semantic counted on, leaf by
//!   leaf, in member order (`S i : TEXCOORD1` binds `i.a` to TEXCOORD1 and
//!   `i.b` to TEXCOORD2; a member with its own semantic, and a uniform one,
//!   take no number from the struct's count); an array's elements count on
//!   the same way (`float4 t[2] : TEXCOORD4` is TEXCOORD4, TEXCOORD5),
//!   probed with cgc 3.1 (tests/header/156);
//! - a uniform member carries only its own semantic, and a uniform array's
//!   elements none.
//!
//! Items are made on demand, one level at a time: an array of two billion
//! elements costs nothing until a walk asks for its elements.

use crate::sema::hir::{
    Field, Function, Global, MatrixLayout, Param, Program, RegisterBinding, Semantic, Storage,
};
use crate::sema::types::{Base, Type};
use crate::span::{FileId, Span};

/// How deep struct members are flattened: a struct may contain itself
/// (cgc accepts the declaration), and the bound keeps every walk finite.
pub const MAX_STRUCT_DEPTH: usize = 16;

/// One part of an entry's interface: a root (parameter, global, return
/// value), a struct member or an array element.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The name cgc prints: `IN.uv`, `lights[2].color`, `main` for the
    /// return value.
    pub name: String,
    pub ty: Type,
    /// Bound as a uniform (declared so, a sampler, or below a uniform).
    pub uniform: bool,
    /// The semantic that binds the item: its own, or for a varying one
    /// derived from its struct's or array's.
    pub semantic: Option<Semantic>,
    /// `semantic` is derived, not written on the item: cgc's header then
    /// names the register by its resource (`$vin.TEX2`).
    pub derived: bool,
    /// A register written on the item (`: C5`, `: TEXUNIT3`).
    pub register: Option<RegisterBinding>,
    pub layout: Option<MatrixLayout>,
    pub span: Span,
    /// The declaration of the root (parameter, global) the item is part
    /// of: cgc reports a leaf that finds no register there (C5041).
    pub declaration: Span,
    /// Struct members between the root and the item.
    pub depth: usize,
    /// The item is, or is part of, a member of several registers (an array
    /// or a matrix) written with its own semantic inside a struct that has
    /// one too: cgc 3.1 binds such a member twice, so each of its output
    /// registers is C5121 "multiple bindings" (`struct O { float4 c[2] :
    /// COLOR0; }; O main() : COLOR`; heldout19 class 12, tests/header/410).
    pub rebound: bool,
}

/// Whether a leaf of an entry's interface is a uniform: cgc's rule, probed
/// with cgc 3.1 (tests/header/137, 138). A value declared `uniform` — the
/// parameter, the global, or a struct member at any depth, whatever the
/// qualifiers of the parameter holding it (`in`, `out`, `inout`, none) — is
/// a uniform, and so is every sampler.
pub fn is_uniform_leaf(declared_uniform: bool, ty: Type) -> bool {
    declared_uniform || matches!(ty.base, Base::Sampler(..))
}

impl Item {
    /// A parameter of the entry.
    pub fn parameter(param: &Param) -> Item {
        Item::root(
            &param.name,
            param.ty,
            is_uniform_leaf(param.uniform, param.ty),
            param.semantic.clone(),
            param.register.clone(),
            param.layout,
            param.span,
        )
    }

    /// A global variable of the program (statics too: their items are
    /// never bound); its storage says whether it is a uniform.
    pub fn global(global: &Global) -> Item {
        Item::root(
            &global.name,
            global.ty,
            global.storage == Storage::Uniform,
            global.semantic.clone(),
            global.register.clone(),
            global.layout,
            global.span,
        )
    }

    /// The entry's return value, named as the function.
    pub fn return_value(function: &Function) -> Item {
        Item::root(
            &function.name,
            function.return_ty,
            false,
            function.return_semantic.clone(),
            None,
            None,
            function.span,
        )
    }

    fn root(
        name: &str,
        ty: Type,
        uniform: bool,
        semantic: Option<Semantic>,
        register: Option<RegisterBinding>,
        layout: Option<MatrixLayout>,
        span: Span,
    ) -> Item {
        Item {
            name: name.to_string(),
            ty,
            uniform,
            semantic,
            derived: false,
            register,
            layout,
            span,
            declaration: span,
            depth: 0,
            rebound: false,
        }
    }

    /// The members of a struct item (not of an array of structs), with
    /// their index in the struct; none past [`MAX_STRUCT_DEPTH`].
    pub fn members(&self, program: &Program) -> Vec<(usize, Item)> {
        let Base::Struct(id) = self.ty.base else {
            return Vec::new();
        };
        if self.ty.is_array() || self.depth >= MAX_STRUCT_DEPTH {
            return Vec::new();
        }
        let mut counted = 0;
        let mut members = Vec::new();
        for (index, field) in program.struct_def(id).fields.iter().enumerate() {
            members.push((index, self.member(program, field, &mut counted)));
        }
        members
    }

    fn member(&self, program: &Program, field: &Field, counted: &mut u32) -> Item {
        let uniform = self.uniform || is_uniform_leaf(field.uniform, field.ty);
        let (semantic, derived) = match (&field.semantic, &self.semantic) {
            (Some(own), _) => (Some(own.clone()), false),
            (None, Some(outer)) if !uniform => {
                // The first member takes the struct's semantic as written.
                let semantic = match *counted {
                    0 => outer.clone(),
                    by => counted_semantic(outer, by),
                };
                *counted += semantic_slots(program, field.ty, self.depth + 1);
                (Some(semantic), true)
            }
            (None, _) => (None, false),
        };
        let several_registers = field.ty.is_array() || field.ty.is_matrix();
        let rebound = self.rebound
            || (!uniform
                && several_registers
                && field.semantic.is_some()
                && self.semantic.is_some());
        Item {
            name: format!("{}.{}", self.name, field.name),
            ty: field.ty,
            uniform,
            semantic,
            derived,
            register: field.register.clone(),
            layout: field.layout,
            // A member of a library struct (`vf30 IN`) is reported at the
            // declaration that uses the struct, as cgc does.
            span: if field.span.file == FileId::LIBRARY {
                self.span
            } else {
                field.span
            },
            declaration: self.declaration,
            depth: self.depth + 1,
            rebound,
        }
    }

    /// The leaf as a varying of one direction (`output`) binds it: a
    /// semantic the profile does not know for that direction
    /// ([`crate::profile::Profile::knows_semantic`]) is dropped, and the
    /// leaf is bound as one written without a semantic, when the semantic
    /// is derived from its struct's or array's (`out S v : TEXCOORD0` in
    /// arbfp1 writes `COL1` and `COL2`, `S v : DEPTH` as a vertex input
    /// reads `ATTR0` and `ATTR1`: probed with cgc 3.1 on the table names of
    /// the four profiles, tests/header/170) or written on a matrix
    /// ([`Item::binds_without_semantic`]). Any other semantic written on
    /// the leaf is kept (and checked).
    pub fn bound_as_varying(&self, program: &Program, output: bool) -> Item {
        let dropped = match &self.semantic {
            Some(semantic) if self.derived => {
                !program.profile.knows_semantic(&semantic.name, output)
            }
            _ => self.binds_without_semantic(program, output),
        };
        if dropped {
            Item {
                semantic: None,
                derived: false,
                ..self.clone()
            }
        } else {
            self.clone()
        }
    }

    /// Whether the leaf is a matrix written with a semantic the profile
    /// does not know for the direction (`output`), or with a register
    /// (`: C3`, `: TEXUNIT1`): cgc 3.1 binds its rows as if it had none and
    /// lists the semantic or register as written (`#var float2x4 m :
    /// $vin.BOGUS : ATTR1, 2`, a vertex output `$vout.NORMAL : TEX0, 2`),
    /// where a scalar or vector is C5108 or C5109 (probed on 14 semantics,
    /// five matrix shapes, inputs, outputs and unread inputs in the four
    /// profiles, tests/header/373, and the conformance table's `in-matrix`,
    /// `out-matrix` probes). An interpolation modifier does not count
    /// (`TEXCOORD1.CENTROID` is `TEXCOORD1`'s rows: the semantic's `name`
    /// has none).
    pub fn binds_without_semantic(&self, program: &Program, output: bool) -> bool {
        if !self.ty.is_matrix() || self.derived {
            return false;
        }
        match &self.semantic {
            Some(semantic) => !program.profile.knows_semantic(&semantic.name, output),
            None => self.register.is_some(),
        }
    }

    /// The binding a leaf's `#var` line shows as written: its semantic, or
    /// its register (`c3` of `: c3`, `C3` of `: register(c3)`).
    pub fn written_binding(&self) -> Option<&str> {
        match (&self.semantic, &self.register) {
            (Some(semantic), _) => Some(&semantic.written),
            (None, Some(register)) => Some(&register.written),
            (None, None) => None,
        }
    }

    /// Element `index` of an array item.
    pub fn element(&self, program: &Program, index: u32) -> Item {
        let element = self.ty.element().unwrap_or(self.ty);
        let semantic = match &self.semantic {
            Some(s) if !self.uniform => Some(counted_semantic(
                s,
                index * semantic_slots(program, element, self.depth),
            )),
            // ARB programs bind state in their parameters; NV programs
            // leave tracking state to the application, and cgc binds no
            // element of an array there (vp20, vp30: `#var float4 r[1] :  :
            // c[4]`).
            Some(s) if program.profile.dialect == crate::profile::Dialect::Arb => {
                state_matrix_row(s, element, index)
            }
            Some(_) => None,
            None => None,
        };
        Item {
            name: format!("{}[{index}]", self.name),
            ty: element,
            uniform: self.uniform,
            derived: semantic.is_some(),
            semantic,
            register: self.register.clone(),
            layout: self.layout,
            span: self.span,
            declaration: self.declaration,
            depth: self.depth,
            rebound: self.rebound,
        }
    }
}

/// The row `index` of an OpenGL state matrix a uniform array of scalars or
/// vectors is bound to (`float4 u[4] : state.matrix.mvp` binds `u[1]` to
/// `state.matrix.mvp.ROW[1]`); arrays of matrices and other states bind no
/// element (cgc 3.1, conformance table, semantics; tests/header/211).
fn state_matrix_row(semantic: &Semantic, element: Type, index: u32) -> Option<Semantic> {
    let is_row = matches!(element.base, Base::Scalar(_) | Base::Vector(..)) && !element.is_array();
    let is_matrix_state = semantic
        .name
        .to_ascii_lowercase()
        .starts_with("state.matrix.");
    (is_row && is_matrix_state).then(|| Semantic {
        name: format!("{}.ROW[{index}]", semantic.name),
        written: format!("{}.ROW[{index}]", semantic.written),
        interpolation: None,
        span: semantic.span,
    })
}

/// `semantic` counted on by `by`: `TEXCOORD1` by 2 is `TEXCOORD3`;
/// `TEXCOORD` alone counts from 0 (by 0 it is `TEXCOORD0`). An
/// interpolation modifier stays after the count (`TEXCOORD1.flat` by 2 is
/// `TEXCOORD3.flat`).
pub fn counted_semantic(semantic: &Semantic, by: u32) -> Semantic {
    let count = |name: &str| {
        let base = name.trim_end_matches(|c: char| c.is_ascii_digit());
        let start: u32 = name[base.len()..].parse().unwrap_or(0);
        format!("{base}{}", start.saturating_add(by))
    };
    let written = match semantic.interpolation {
        Some(_) => match semantic.written.rsplit_once('.') {
            Some((name, modifier)) => format!("{}.{modifier}", count(name)),
            None => count(&semantic.written),
        },
        None => count(&semantic.written),
    };
    Semantic {
        name: count(&semantic.name),
        written,
        interpolation: semantic.interpolation,
        span: semantic.span,
    }
}

/// How many numbers of a struct's or array's semantic a value of `ty`
/// takes: one per varying leaf without a semantic of its own, one per row
/// of a matrix.
fn semantic_slots(program: &Program, ty: Type, depth: usize) -> u32 {
    if let (Some(element), Some(len)) = (ty.element(), ty.array_len()) {
        return len.saturating_mul(semantic_slots(program, element, depth));
    }
    match ty.base {
        Base::Struct(id) if depth < MAX_STRUCT_DEPTH => program
            .struct_def(id)
            .fields
            .iter()
            .filter(|field| field.semantic.is_none() && !is_uniform_leaf(field.uniform, field.ty))
            .map(|field| semantic_slots(program, field.ty, depth + 1))
            .fold(0, u32::saturating_add),
        Base::Sampler(..) => 0,
        // A matrix varying takes a register per row (`S i : TEXCOORD1` with
        // a `float2x4 m` first binds `i.m` to TEXCOORD1 and TEXCOORD2, and
        // the next member to TEXCOORD3: cgc 3.1, tests/header/matrix_varyings).
        Base::Matrix(_, rows, _) => u32::from(rows),
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;

    fn semantic(written: &str) -> Semantic {
        Semantic {
            name: written.to_ascii_uppercase(),
            written: written.to_string(),
            interpolation: None,
            span: Span::new(FileId(0), 0..0),
        }
    }

    #[test]
    fn semantics_count_on_from_their_index() {
        let counted = counted_semantic(&semantic("TexCoord1"), 2);
        assert_eq!(
            (counted.name.as_str(), counted.written.as_str()),
            ("TEXCOORD3", "TexCoord3")
        );
        assert_eq!(counted_semantic(&semantic("TEXCOORD"), 0).name, "TEXCOORD0");
        assert_eq!(counted_semantic(&semantic("COLOR"), 1).name, "COLOR1");
        // An interpolation modifier stays after the count.
        let flat = Semantic {
            name: "TEXCOORD1".to_string(),
            interpolation: Some(crate::interface::Interpolation::Flat),
            ..semantic("TexCoord1.flat")
        };
        let counted = counted_semantic(&flat, 2);
        assert_eq!(
            (counted.name.as_str(), counted.written.as_str()),
            ("TEXCOORD3", "TexCoord3.flat")
        );
        assert_eq!(counted.interpolation, flat.interpolation);
    }
}
