//! Tree-building rules both parsers share (the chumsky grammar and the fast
//! path of `descent`): one place each, so the two build the same nodes.

use crate::syntax::ast::{ItemKind, Member, Param, Qualifier, TypeKind};

/// `f(void)` declares no parameters.
pub(super) fn drop_void_parameter(mut params: Vec<Param>) -> Vec<Param> {
    let is_void = |param: &Param| {
        param.name.is_none()
            && param.qualifiers.is_empty()
            && param.array.is_empty()
            && matches!(&param.ty.kind, TypeKind::Named(name) if name.name == "void")
    };
    if params.len() == 1 && is_void(&params[0]) {
        params.clear();
    }
    params
}

/// Joins string literal texts (each with its quotes) into one quoted text.
pub(super) fn concatenate_strings(pieces: &[&str]) -> String {
    let mut joined = String::from("\"");
    for piece in pieces {
        let inner = piece.strip_prefix('"').unwrap_or(piece);
        joined.push_str(inner.strip_suffix('"').unwrap_or(inner));
    }
    joined.push('"');
    joined
}

/// A file-scope function or declaration with the profile specifiers written
/// before it, which come first among its qualifiers.
pub(super) fn specified_item(specifiers: Vec<Qualifier>, member: Member) -> ItemKind {
    match member {
        Member::Method(mut function) => {
            function.qualifiers.splice(0..0, specifiers);
            ItemKind::Function(function)
        }
        Member::Field(mut declaration) => {
            declaration.qualifiers.splice(0..0, specifiers);
            ItemKind::Declaration(declaration)
        }
    }
}
