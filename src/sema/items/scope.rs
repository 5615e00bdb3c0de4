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

use super::Items;
use crate::sema::hir;
use crate::sema::types::StructId;
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

    pub(super) fn open_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    /// Gives the names the closing block declared their earlier meaning.
    pub(super) fn close_scope(&mut self) {
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
