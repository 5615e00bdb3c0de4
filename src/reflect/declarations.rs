//! What the checked program declares about the entry's parameters, its
//! return value and the globals that the back end's interface does not carry:
//! `inout`, the names of struct types (the runtime API reports `VIn` for
//! the parameter `IN`), and the semantic written on a struct or array as a
//! whole (`VIn extra : TEXCOORD1`, `float4 lights[2] : C8`); and the
//! annotations of the roots and of the entry (the program's). (Default values travel with the interface:
//! `lower::entry::defaults`.)

use super::{Annotation, AnnotationValue, Declaration, Declarations, Direction, UserType};
use crate::interface::ConstantPart as Part;
use crate::sema::hir;
use crate::sema::types::{Base, Type};

/// What an annotation's value is made of: the parts of a constant
/// expression in its body, `None` where it is not constant (the driver
/// answers with the lowering's evaluation, `lower::annotation_constant`,
/// which this floor may not call).
pub type ValueOf<'a> = &'a dyn Fn(&hir::Body, hir::ExprId) -> Option<Vec<Part>>;

/// Struct-typed places listed per root at most: an array of structs lists
/// each element, and a runaway size must not make the list huge.
const MAX_STRUCT_PLACES: usize = 4096;

/// The declarations of `program`'s entry parameters, globals and the entry's
/// return value (named after the entry, as cgc names its leaves `main.pos`),
/// and the entry's annotations.
pub fn collect(program: &hir::Program, value_of: ValueOf) -> Declarations {
    let mut declarations = Vec::new();
    let mut annotations = Vec::new();
    if let Some(entry) = program.entry {
        let function = program.function(entry);
        let listed = |list: &[hir::Annotation]| match &function.body {
            Some(body) => reflected(program, body, list, value_of),
            None => Vec::new(),
        };
        annotations = listed(&function.annotations);
        for (position, param) in function.params.iter().enumerate() {
            let direction = match param.direction {
                hir::Direction::In => Direction::In,
                hir::Direction::Out => Direction::Out,
                hir::Direction::InOut => Direction::Inout,
            };
            declarations.push(Declaration {
                name: param.name.clone(),
                argument: position as i32,
                direction,
                struct_types: struct_types(program, &param.name, param.ty),
                semantic: written(param.semantic.as_ref(), param.register.as_ref()),
                annotations: listed(&param.annotations),
            });
        }
        declarations.push(Declaration {
            name: function.name.clone(),
            argument: -1,
            direction: Direction::Out,
            struct_types: struct_types(program, &function.name, function.return_ty),
            semantic: written(function.return_semantic.as_ref(), None),
            annotations: Vec::new(),
        });
    }
    for global in &program.globals {
        declarations.push(Declaration {
            name: global.name.clone(),
            argument: -1,
            direction: Direction::In,
            struct_types: struct_types(program, &global.name, global.ty),
            semantic: written(global.semantic.as_ref(), global.register.as_ref()),
            annotations: reflected(
                program,
                &program.global_inits,
                &global.annotations,
                value_of,
            ),
        });
    }
    Declarations {
        roots: declarations,
        annotations,
    }
}

/// The annotations of `list` that have a constant value (cgc lists no other:
/// probe tests/sema/cases/643), their values in `body`.
fn reflected(
    program: &hir::Program,
    body: &hir::Body,
    list: &[hir::Annotation],
    value_of: ValueOf,
) -> Vec<Annotation> {
    list.iter()
        .filter_map(|annotation| {
            let parts = value_of(body, annotation.value?)?;
            let value = match parts.as_slice() {
                [Part::Text(text)] => AnnotationValue::Text(text.clone()),
                _ => AnnotationValue::Numbers(
                    parts
                        .into_iter()
                        .map(|part| match part {
                            Part::Number(value) => Some(value),
                            Part::Text(_) => None,
                        })
                        .collect::<Option<_>>()?,
                ),
            };
            // An array's annotation is of its element type, its values
            // the elements' in order (as NVIDIA's libCg reports them).
            let mut ty = annotation.ty;
            while let Some(element) = ty.element() {
                ty = element;
            }
            let struct_name = |id| program.struct_def(id).name.clone();
            Some(Annotation {
                name: annotation.name.clone(),
                ty: ty.header_display(&struct_name).to_string(),
                value,
            })
        })
        .collect()
}

/// The struct and interface types `program`'s source defines outside
/// function bodies, in the order NVIDIA's libCg lists them
/// ([`hir::Program::file_types`]).
pub fn user_types(program: &hir::Program) -> Vec<UserType> {
    program
        .file_types
        .iter()
        .map(|&id| {
            let def = program.struct_def(id);
            UserType {
                name: def.name.clone(),
                parent: def
                    .implements
                    .map(|parent| program.struct_def(parent).name.clone()),
                interface: def.is_interface,
            }
        })
        .collect()
}

/// The semantic or register binding written on a declaration, as written.
fn written(
    semantic: Option<&hir::Semantic>,
    register: Option<&hir::RegisterBinding>,
) -> Option<String> {
    semantic
        .map(|s| s.written.clone())
        .or_else(|| register.map(|r| r.written.clone()))
}

/// Every struct-typed place inside a root of type `ty` (the root itself,
/// members, array elements) with its struct's name, paths written as the
/// flattened names write them (`lights[0]`, `IN.material`).
fn struct_types(program: &hir::Program, root: &str, ty: Type) -> Vec<(String, String)> {
    let mut places = Vec::new();
    walk(program, root.to_string(), ty, &mut places);
    places
}

fn walk(program: &hir::Program, path: String, ty: Type, places: &mut Vec<(String, String)>) {
    let Base::Struct(id) = ty.base else {
        return;
    };
    if places.len() >= MAX_STRUCT_PLACES {
        return;
    }
    if let Some(element) = ty.element() {
        for index in 0..ty.array_len().unwrap_or(0) {
            walk(program, format!("{path}[{index}]"), element, places);
        }
        return;
    }
    let def = program.struct_def(id);
    // The library's structs (`vf30`, `fragout`) are anonymous to NVIDIA's
    // runtime: it reports them as `struct`.
    if id.library_index().is_none() {
        places.push((path.clone(), def.name.clone()));
    }
    for field in &def.fields {
        walk(program, format!("{path}.{}", field.name), field.ty, places);
    }
}
