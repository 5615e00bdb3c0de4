//! Where a struct's name is in force, and structs declared before their
//! definition.
//!
//! Struct names are scoped like C's (cgc 3.1): one defined in a function
//! body or a statement block names it to the block's end and hides a global
//! struct of the same name there; one defined among another struct's
//! members names it inside that struct only. Every struct still gets its id
//! in the one table, in source order; the names of a block are restored
//! when it closes. A function's check finds its local structs by their
//! declaration's site ([`Items::struct_at`]) and scopes them itself.
//!
//! `struct S;` (and `struct S x;` of an unknown `S`) declares `S` before its
//! definition: an empty struct that a later definition in the same scope
//! fills in, so variables and parameters declared in between are of the
//! defined struct. cgc accepts locals of a struct never defined and
//! reports uniforms and entry parameters of one (C1313, `sema::program`).
//!
//! A typedef among a struct's members is a type inside that struct only,
//! and `O::V` outside it.
//!
//! A nested struct is named from outside through its struct: `O::In`,
//! `A::B::C` (anywhere a type is: variables, parameters, results, casts,
//! constructors). As in cgc 3.1, each segment after the first is looked
//! up in the struct before it, then in the structs enclosing that one, then
//! where the path started (so `O::In` also names a file-scope `In`); `::In`
//! names the file-scope `In`. A path through a type that is not a struct
//! is C1120.

use super::Items;
use crate::diag::Diagnostic;
use crate::sema::hir;
use crate::sema::types::{Base, StructId, Type};
use crate::span::Span;
use crate::syntax::ast;

impl Items {
    /// The struct a declaration or definition at `span` in item `item`
    /// denotes, when it declared one.
    pub fn struct_at(&self, item: usize, span: Span) -> Option<StructId> {
        self.struct_sites.get(&(item, span)).copied()
    }

    /// Whether struct `id` is defined after item `item`, which could name it
    /// only because `struct S;` declared it before: code there sees no
    /// members (cgc 3.1 checks each function where it stands: C1009).
    pub fn defined_after(&self, id: StructId, item: usize) -> bool {
        id.library_index().is_none()
            && self
                .struct_items
                .get(id.0 as usize)
                .is_some_and(|&defined| defined > item)
    }

    /// The type a scoped name (`O::In`, `::In`) denotes; `local_type`
    /// gives the names of the function being checked.
    pub(super) fn scoped_type(
        &self,
        name: &ast::Ident,
        local_type: &dyn Fn(&str) -> Option<Type>,
    ) -> Result<Type, Diagnostic> {
        let global = name.name.strip_prefix(ast::SCOPE);
        let outer = |segment: &str| match global {
            Some(_) => self.named_type(segment),
            None => local_type(segment).or_else(|| self.named_type(segment)),
        };
        let undefined = |written: &str| {
            Diagnostic::error(1008, name.span, format!("undefined type \"{written}\""))
        };
        let path = global.unwrap_or(&name.name);
        let mut segments = path.split(ast::SCOPE);
        let first = segments.next().unwrap_or_default();
        let mut ty = outer(first).ok_or_else(|| undefined(first))?;
        let mut written = first.len();
        for segment in segments {
            let Base::Struct(id) = ty.base else {
                return Err(Diagnostic::error(
                    1120,
                    name.span,
                    format!(
                        "\"{}{}\" is not a valid scoping prefix",
                        &path[..written],
                        ast::SCOPE
                    ),
                ));
            };
            ty = self
                .member_type(id, segment)
                .or_else(|| outer(segment))
                .ok_or_else(|| undefined(&path[..written + ast::SCOPE.len() + segment.len()]))?;
            written += ast::SCOPE.len() + segment.len();
        }
        Ok(ty)
    }

    /// The type `name` a struct defined or a typedef declared among the
    /// members of struct `id` or of a struct enclosing it.
    pub fn member_type(&self, id: StructId, name: &str) -> Option<Type> {
        let mut owner = Some(id);
        while let Some(struct_id) = owner {
            let key = (struct_id, name.to_string());
            if let Some(&found) = self.nested_structs.get(&key) {
                return Some(Type::structure(found));
            }
            if let Some(&ty) = self.nested_typedefs.get(&key) {
                return Some(ty);
            }
            owner = self.enclosing_structs.get(&struct_id).copied();
        }
        None
    }

    /// `typedef T V;` among struct `owner`'s members (cgc 3.1 compiles it):
    /// a type, not a member, named `V` to the end of the struct and `O::V`
    /// from outside it; outside, plain `V` is not one (a syntax error).
    pub(super) fn add_member_typedef(&mut self, owner: StructId, member: &ast::Declaration) {
        for declarator in &member.declarators {
            let mut diagnostics = Vec::new();
            let ty = self.resolve_type(&member.ty, &declarator.array, &mut diagnostics);
            let ty =
                super::packed_if_qualified(ty, &member.qualifiers).pointer_to(declarator.pointer);
            self.diagnostics.append(&mut diagnostics);
            let name = declarator.name.name.clone();
            self.nested_typedefs.insert((owner, name.clone()), ty);
            if let Some(scope) = self.scope_typedefs.last_mut() {
                scope.push((name, ty));
            }
        }
    }

    /// The type a typedef of the structs being collected names `name`.
    pub(super) fn scoped_typedef(&self, name: &str) -> Option<Type> {
        let mut declared = self
            .scope_typedefs
            .iter()
            .rev()
            .flat_map(|scope| scope.iter().rev());
        declared.find(|(own, _)| own == name).map(|&(_, ty)| ty)
    }

    /// Records a struct that `member` (a member's type of struct `owner`)
    /// declares or defines, for `owner::Name`.
    pub(super) fn nest_struct(&mut self, owner: StructId, member: &ast::TypeSpec) {
        let ast::TypeKind::Struct(def) = &member.element().kind else {
            return;
        };
        let (Some(name), Some(id)) = (&def.name, self.struct_at(self.current_item, def.span))
        else {
            return;
        };
        self.nested_structs.insert((owner, name.name.clone()), id);
        self.enclosing_structs.insert(id, owner);
    }

    pub(super) fn open_scope(&mut self) {
        self.scopes.push(Vec::new());
        self.scope_typedefs.push(Vec::new());
    }

    /// Gives the names the closing block declared their earlier meaning.
    pub(super) fn close_scope(&mut self) {
        self.scope_typedefs.pop();
        let Some(scope) = self.scopes.pop() else {
            return;
        };
        for (name, previous) in scope.into_iter().rev() {
            match previous {
                Some(id) => self.struct_names.insert(name, id),
                None => self.struct_names.remove(&name),
            };
        }
    }

    /// The struct `name` denotes when the innermost open block (the file
    /// when none is open) declared it: a definition there is a second one.
    pub(super) fn declared_here(&self, name: &str) -> Option<StructId> {
        let id = self.struct_names.get(name).copied()?;
        match self.scopes.last() {
            Some(scope) => scope.iter().any(|(own, _)| own == name).then_some(id),
            None => Some(id),
        }
    }

    /// Makes `name` denote `id` to the end of the innermost open block.
    pub(super) fn enter_struct_name(&mut self, name: &str, id: StructId) {
        let previous = self.struct_names.insert(name.to_string(), id);
        if let Some(scope) = self.scopes.last_mut() {
            if !scope.iter().any(|(own, _)| own == name) {
                scope.push((name.to_string(), previous));
            }
        }
    }

    /// A new struct of the program, declared in the item being collected.
    pub(super) fn push_struct(&mut self, def: hir::StructDef) -> StructId {
        let id = StructId(self.structs.len() as u32);
        self.struct_items.push(self.current_item);
        self.structs.push(def);
        id
    }

    /// The definition of a struct declared before: it keeps its id, so what
    /// was declared with it in between has the defined struct's type.
    pub(super) fn complete_struct(&mut self, id: StructId, def: hir::StructDef) -> StructId {
        self.undefined_structs.retain(|&undefined| undefined != id);
        self.struct_items[id.0 as usize] = self.current_item;
        self.structs[id.0 as usize] = def;
        id
    }

    /// `struct S;` or `struct S x;`: declares `S` as a struct to define
    /// later, unless a struct of that name is in scope.
    pub(super) fn declare_struct(&mut self, def: &ast::StructDef, in_function: bool) {
        let Some(name) = &def.name else {
            return;
        };
        let is_struct = matches!(
            def.keyword,
            ast::StructKeyword::Struct | ast::StructKeyword::Class | ast::StructKeyword::Interface
        );
        if !is_struct || self.struct_names.contains_key(&name.name) {
            return;
        }
        let id = self.push_struct(hir::StructDef {
            name: name.name.clone(),
            fields: Vec::new(),
            methods: Vec::new(),
            is_interface: def.keyword == ast::StructKeyword::Interface,
            implements: None,
            span: def.span,
        });
        self.undefined_structs.push(id);
        self.struct_sites.insert((self.current_item, def.span), id);
        self.enter_struct_name(&name.name, id);
        if !in_function {
            self.enter_file_type(id);
        }
    }

    /// Lists struct `id` among the file's types where cgc enters it: at
    /// `struct S;`, else at the end of its definition, so a struct defined
    /// among another's members comes before it (NVIDIA's libCg, probed:
    /// `struct O { struct N { .. } n; }` lists `N`, `O`).
    pub(super) fn enter_file_type(&mut self, id: StructId) {
        if !self.file_types.contains(&id) {
            self.file_types.push(id);
        }
    }
}
