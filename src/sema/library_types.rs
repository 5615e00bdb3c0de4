//! The types cgc's library declares in every profile: the connector structs
//! of Cg 1.x shaders (`vf20`, `vf30`, `av20`, `fragout`, ...) and the
//! texture-object names (`texobj2D` is `sampler2D`), declared in Cg by
//! `stdlib/types.cg` ([`parser::LIBRARY_TYPES`]).
//!
//! Invariants:
//! - The file is parsed once per process, on the first lookup; a program
//!   that names none of these types never reads it.
//! - Its names are looked up after the program's own declarations
//!   ([`crate::sema::items::Items::named_type`]): a program may declare a
//!   `fragout` or a `texobj2D` of its own, as cgc allows, and a variable may
//!   hide them (the parser treats them as declared before the file).
//! - A library struct's id is its position in [`structs`] with
//!   [`StructId::LIBRARY_BIT`] set, so the program's own ids stay positions
//!   in its table; [`crate::sema::items::Items::struct_def`] and
//!   [`crate::sema::hir::Program::struct_def`] answer for both.
//! - Spans inside the library are in [`FileId::LIBRARY`]: a diagnostic about
//!   a library member names the declaration that uses the type instead
//!   ([`crate::sema::flatten`]).
//! - The file holds only what this module reads: struct definitions whose
//!   members have a built-in type and a semantic, and typedefs of a built-in
//!   or library type. `tests` prove it reads whole and names what the
//!   parser's list names.

use crate::sema::builtin_type;
use crate::sema::hir::{BindingKind, Bindings, Field, Semantic, StructDef, WrittenBinding};
use crate::sema::types::{StructId, Type};
use crate::span::{FileId, Span};
use crate::syntax::{ast, lexer, parser};
use std::collections::HashMap;
use std::sync::OnceLock;

struct Library {
    structs: Vec<StructDef>,
    names: HashMap<String, Type>,
}

static LIBRARY: OnceLock<Library> = OnceLock::new();

fn library() -> &'static Library {
    LIBRARY.get_or_init(|| read(parser::LIBRARY_TYPES))
}

/// The type a library type name denotes.
pub fn named_type(name: &str) -> Option<Type> {
    if !parser::is_library_type_name(name) {
        return None;
    }
    library().names.get(name).copied()
}

/// The library's structs, in [`StructId::library`] order, once a lookup has
/// read the file (none before: an id of a library struct comes only from a
/// lookup, so a program that holds one finds it here, and one that names no
/// library type costs nothing).
pub fn structs() -> &'static [StructDef] {
    LIBRARY.get().map_or(&[], |library| &library.structs)
}

/// The definition of a library struct.
pub fn struct_def(id: StructId) -> Option<&'static StructDef> {
    library().structs.get(id.library_index()?)
}

/// Reads the declarations of `text`; what this module does not read is left
/// out (the tests keep the file to what it reads).
fn read(text: &str) -> Library {
    let tokens = lexer::lex(FileId::LIBRARY, text);
    let eof = Span::new(FileId::LIBRARY, text.len()..text.len());
    let (unit, _) = parser::parse(&tokens, eof);
    let mut library = Library {
        structs: Vec::new(),
        names: HashMap::new(),
    };
    for item in &unit.items {
        let ast::ItemKind::Declaration(declaration) = &item.kind else {
            continue;
        };
        match &declaration.ty.kind {
            ast::TypeKind::Struct(def) if !declaration.is_typedef() => {
                let (Some(name), Some(members)) = (&def.name, &def.members) else {
                    continue;
                };
                let fields = members.iter().flat_map(|member| fields(member, &library));
                let def = StructDef {
                    name: name.name.clone(),
                    fields: fields.collect(),
                    methods: Vec::new(),
                    is_interface: false,
                    implements: None,
                    span: def.span,
                };
                let id = StructId::library(library.structs.len());
                library.structs.push(def);
                library.names.insert(name.name.clone(), Type::structure(id));
            }
            ast::TypeKind::Named(aliased) if declaration.is_typedef() => {
                let Some(ty) = library.resolve(&aliased.name) else {
                    continue;
                };
                for declarator in &declaration.declarators {
                    library.names.insert(declarator.name.name.clone(), ty);
                }
            }
            _ => {}
        }
    }
    library
}

impl Library {
    fn resolve(&self, name: &str) -> Option<Type> {
        builtin_type(name).or_else(|| self.names.get(name).copied())
    }
}

/// The fields a member declaration declares (`float4 P : POSITION;`).
fn fields(member: &ast::Member, library: &Library) -> Vec<Field> {
    let ast::Member::Field(declaration) = member else {
        return Vec::new();
    };
    let ast::TypeKind::Named(type_name) = &declaration.ty.kind else {
        return Vec::new();
    };
    let Some(ty) = library.resolve(&type_name.name) else {
        return Vec::new();
    };
    declaration
        .declarators
        .iter()
        .map(|declarator| {
            // A library member writes one plain semantic; the library is not
            // resolved per profile, so the binding in force is set here.
            let semantic = declarator
                .semantics
                .iter()
                .find_map(|semantic| match &semantic.kind {
                    ast::SemanticKind::Name { name, .. } => Some(Semantic {
                        name: name.name.to_ascii_uppercase(),
                        written: name.name.clone(),
                        interpolation: None,
                        span: semantic.span,
                    }),
                    ast::SemanticKind::Register { .. } => None,
                });
            library_field(declarator, ty, semantic)
        })
        .collect()
}

/// A library struct's member with its one semantic, in force in every profile.
fn library_field(declarator: &ast::Declarator, ty: Type, semantic: Option<Semantic>) -> Field {
    Field {
        name: declarator.name.name.clone(),
        ty,
        bindings: Bindings(
            semantic
                .iter()
                .map(|semantic| WrittenBinding {
                    qualifier: None,
                    kind: BindingKind::Semantic(semantic.clone()),
                })
                .collect(),
        ),
        semantic,
        register: None,
        uniform: false,
        layout: None,
        span: declarator.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::SamplerKind;
    use crate::syntax::lexer::lex;

    /// Every declaration of the file is read: each struct member has a
    /// built-in type and a semantic, each typedef a known type, and the
    /// names read are the names the parser treats as library types.
    #[test]
    fn the_file_reads_whole() {
        let tokens = lex(FileId::LIBRARY, parser::LIBRARY_TYPES);
        let eof = Span::new(FileId::LIBRARY, 0..0);
        let (unit, diagnostics) = parser::parse(&tokens, eof);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let library = library();
        let mut declared = 0;
        for item in &unit.items {
            let ast::ItemKind::Declaration(declaration) = &item.kind else {
                panic!("only declarations: {item:?}");
            };
            match &declaration.ty.kind {
                ast::TypeKind::Struct(def) => {
                    let name = &def.name.as_ref().expect("a named struct").name;
                    let ty = library.names[name];
                    let id = match ty.base {
                        crate::sema::types::Base::Struct(id) => id,
                        other => panic!("{name} is {other:?}"),
                    };
                    let fields = &struct_def(id).expect("a library struct").fields;
                    let written: usize = def
                        .members
                        .iter()
                        .flatten()
                        .map(|member| match member {
                            ast::Member::Field(field) => field.declarators.len(),
                            ast::Member::Method(_) => panic!("no member functions"),
                        })
                        .sum();
                    assert_eq!(fields.len(), written, "{name}");
                    assert!(fields.iter().all(|field| field.semantic.is_some()));
                }
                _ => {
                    assert!(declaration.is_typedef());
                    for declarator in &declaration.declarators {
                        assert!(library.names.contains_key(&declarator.name.name));
                    }
                }
            }
            declared += declaration.declarators.len().max(1);
        }
        assert_eq!(library.names.len(), declared);
        for name in library.names.keys() {
            assert!(parser::is_library_type_name(name), "{name}");
        }
    }

    #[test]
    fn names_denote_their_types() {
        assert_eq!(
            named_type("texobjRECT"),
            Some(Type::sampler(SamplerKind::Rect))
        );
        assert_eq!(named_type("av30"), named_type("av20"));
        let vf30 = named_type("vf30").expect("vf30");
        let crate::sema::types::Base::Struct(id) = vf30.base else {
            panic!("vf30 is a struct");
        };
        let def = struct_def(id).expect("defined");
        assert_eq!(def.name, "vf30");
        assert_eq!(def.fields.len(), 23);
        assert_eq!(named_type("float4"), None);
        assert_eq!(named_type("fragout_half"), None);
    }
}
