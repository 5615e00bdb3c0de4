//! The Cg-defined standard library functions, checked: each overload's body
//! is type-checked on first use, once per process and stage, with the
//! profile's overload rules (the library calls intrinsics such as `dot` or
//! `exp2`, and other Cg-defined functions). `stdlib_cg` reads the files;
//! this module runs the checker on them, so neither imports the other's user.

use crate::diag::{has_errors, Diagnostic};
use crate::profile::ProfileRef;
use crate::sema::check::check_function;
use crate::sema::hir::{self, StdlibId};
use crate::sema::stdlib_cg::{self, Checked, Library};

/// The checked definition of a Cg-defined overload for `profile`, or the
/// diagnostics (inside the library) that keep it from compiling there.
pub fn function(
    id: StdlibId,
    profile: ProfileRef,
) -> Result<&'static hir::Function, &'static [Diagnostic]> {
    let (file, overload) = stdlib_cg::split(id);
    let library = stdlib_cg::library(file);
    library
        .checked(overload, profile.is_fragment())
        .get_or_init(|| check(library, overload, profile))
        .as_ref()
        .map_err(Vec::as_slice)
}

fn check(library: &Library, index: usize, profile: ProfileRef) -> Checked {
    let parsed = library.parsed(index);
    let (Some(function), Some(signature)) = (&parsed.function, parsed.items.functions.first())
    else {
        return Err(parsed.diagnostics.clone());
    };
    if has_errors(&parsed.diagnostics) {
        return Err(parsed.diagnostics.clone());
    }
    let checked = check_function(&parsed.items, signature, function, profile);
    if has_errors(&checked.diagnostics) {
        return Err(checked.diagnostics);
    }
    let params = signature
        .params
        .iter()
        .map(|param| hir::Param {
            name: param.name.clone(),
            ty: param.ty,
            attrib_array: None,
            direction: param.direction,
            uniform: false,
            is_const: param.is_const,
            bindings: hir::Bindings::default(),
            semantic: None,
            register: None,
            layout: None,
            default: None,
            span: param.span,
            annotations: Vec::new(),
        })
        .collect();
    Ok(hir::Function {
        name: signature.name.clone(),
        params,
        return_ty: signature.return_ty,
        return_bindings: hir::Bindings::default(),
        return_semantic: None,
        return_register: None,
        body: Some(checked.body),
        span: signature.span,
        annotations: Vec::new(),
    })
}
