//! The part of the standard library written in Cg: `stdlib/NAME.cg`, one
//! file per function, embedded in the binary.
//!
//! Invariants:
//! - A file is preprocessed (after `stdlib/prelude.cg`, whose macros
//!   instantiate a definition per type and shape) and parsed the first time a
//!   program calls its function, once per process; programs that call none
//!   of these functions parse none of them. Its definitions are the only
//!   declarations of the function: their signatures are its overloads
//!   ([`overloads`]), in the order the file instantiates them.
//! - An overload's body is type-checked once per process and profile, on first
//!   use by lowering ([`function`]), with the profile's overload rules (the
//!   library calls intrinsics such as `dot` or `exp2`, and other Cg-defined
//!   functions).
//! - Library text never reaches the user: its tokens carry the reserved file
//!   [`LIBRARY_FILE`], and checking and lowering report problems inside a
//!   library body at the call (`tests/stdlib_cg.rs` proves every file parses
//!   and checks without a diagnostic in every profile).
//! - A [`StdlibId`] of a Cg-defined overload has [`LIBRARY_BIT`] set, the
//!   file's index above [`FILE_SHIFT`] and the overload's index below; ids of
//!   the intrinsics table ([`crate::sema::stdlib`]) are plain indices.

use crate::diag::{has_errors, Diagnostic};
use crate::sema::check::check_function;
use crate::sema::hir::{self, StdlibId};
use crate::sema::items::{self, Items};
use crate::sema::stdlib::{Availability, Intrinsic, Overload, StdParam};
use crate::sema::Profile;
use crate::span::{FileId, SourceMap, Span};
use crate::syntax::preprocess::{preprocess, MemoryLoader, PreprocessOptions};
use crate::syntax::{ast, parser};
use std::sync::OnceLock;

/// The file every library token and span belongs to. No [`SourceMap`] of a
/// compilation holds it.
pub const LIBRARY_FILE: FileId = FileId(u32::MAX);

pub const LIBRARY_BIT: u32 = 1 << 31;
const FILE_SHIFT: u32 = 16;

const PRELUDE: &str = include_str!("../../stdlib/prelude.cg");

/// `(function name, file text)`: every Cg-defined function.
pub const SOURCES: &[(&str, &str)] = &[
    ("acos", include_str!("../../stdlib/acos.cg")),
    ("asin", include_str!("../../stdlib/asin.cg")),
    ("atan", include_str!("../../stdlib/atan.cg")),
    ("atan2", include_str!("../../stdlib/atan2.cg")),
    ("cosh", include_str!("../../stdlib/cosh.cg")),
    ("degrees", include_str!("../../stdlib/degrees.cg")),
    ("distance", include_str!("../../stdlib/distance.cg")),
    ("exp", include_str!("../../stdlib/exp.cg")),
    ("faceforward", include_str!("../../stdlib/faceforward.cg")),
    ("fmod", include_str!("../../stdlib/fmod.cg")),
    ("length", include_str!("../../stdlib/length.cg")),
    ("lerp", include_str!("../../stdlib/lerp.cg")),
    ("log", include_str!("../../stdlib/log.cg")),
    ("log10", include_str!("../../stdlib/log10.cg")),
    ("noise", include_str!("../../stdlib/noise.cg")),
    ("normalize", include_str!("../../stdlib/normalize.cg")),
    ("radians", include_str!("../../stdlib/radians.cg")),
    ("reflect", include_str!("../../stdlib/reflect.cg")),
    ("refract", include_str!("../../stdlib/refract.cg")),
    ("sinh", include_str!("../../stdlib/sinh.cg")),
    ("smoothstep", include_str!("../../stdlib/smoothstep.cg")),
    ("tan", include_str!("../../stdlib/tan.cg")),
    ("tanh", include_str!("../../stdlib/tanh.cg")),
];

/// One parsed library file.
pub struct Library {
    /// The function definitions, numbered as `items` numbers them.
    functions: Vec<ast::Function>,
    items: Items,
    overloads: Vec<Overload>,
    /// Preprocessor, parser and declaration diagnostics (none for a correct
    /// library; the tests check it).
    pub diagnostics: Vec<Diagnostic>,
    /// Each overload's checked definition, per profile.
    checked: Vec<[OnceLock<Checked>; 4]>,
}

/// A checked definition, or the diagnostics that kept it from being one.
type Checked = Result<hir::Function, Vec<Diagnostic>>;

static LIBRARIES: [OnceLock<Library>; SOURCES.len()] = [const { OnceLock::new() }; SOURCES.len()];

/// The index in [`SOURCES`] of a Cg-defined function.
pub fn file_index(name: &str) -> Option<usize> {
    SOURCES.iter().position(|&(file, _)| file == name)
}

/// The parsed file of [`SOURCES`]`[index]`.
pub fn library(index: usize) -> &'static Library {
    LIBRARIES[index].get_or_init(|| parse(SOURCES[index].0, SOURCES[index].1))
}

/// The overloads of the Cg-defined function in [`SOURCES`]`[index]`.
pub fn overloads(index: usize) -> Vec<StdlibId> {
    (0..library(index).overloads.len())
        .map(|overload| StdlibId(LIBRARY_BIT | (index as u32) << FILE_SHIFT | overload as u32))
        .collect()
}

pub fn is_library_id(id: StdlibId) -> bool {
    id.0 & LIBRARY_BIT != 0
}

fn split(id: StdlibId) -> (usize, usize) {
    let file = (id.0 & !LIBRARY_BIT) >> FILE_SHIFT;
    let overload = id.0 & ((1 << FILE_SHIFT) - 1);
    (file as usize, overload as usize)
}

/// The declaration of a Cg-defined overload.
pub fn overload(id: StdlibId) -> &'static Overload {
    let (file, overload) = split(id);
    &library(file).overloads[overload]
}

/// The checked definition of a Cg-defined overload for `profile`, or the
/// diagnostics (inside the library) that keep it from compiling there.
pub fn function(
    id: StdlibId,
    profile: Profile,
) -> Result<&'static hir::Function, &'static [Diagnostic]> {
    let (file, overload) = split(id);
    let library = library(file);
    library.checked[overload][profile as usize]
        .get_or_init(|| check(library, overload, profile))
        .as_ref()
        .map_err(Vec::as_slice)
}

fn parse(name: &'static str, text: &str) -> Library {
    let mut sources = SourceMap::new();
    let main = sources.add_text(format!("stdlib/{name}.cg"), format!("{PRELUDE}{text}"));
    let preprocessed = preprocess(
        &mut sources,
        main,
        &PreprocessOptions::default(),
        &MemoryLoader::new(),
    );
    let mut tokens = preprocessed.tokens;
    for token in &mut tokens {
        token.span.file = LIBRARY_FILE;
        token.expansion = None;
    }
    let eof = Span::new(LIBRARY_FILE, 0..0);
    let (unit, mut diagnostics) = parser::parse(&tokens, eof);
    let mut diagnostics_all = preprocessed.diagnostics;
    diagnostics_all.append(&mut diagnostics);
    let items = items::collect(&unit);
    diagnostics_all.extend(items.diagnostics.iter().cloned());
    let functions: Vec<ast::Function> = unit
        .items
        .into_iter()
        .filter_map(|item| match item.kind {
            ast::ItemKind::Function(function) => Some(function),
            _ => None,
        })
        .collect();
    let overloads = items
        .functions
        .iter()
        .map(|signature| Overload {
            name,
            intrinsic: Intrinsic::Cg,
            params: signature
                .params
                .iter()
                .map(|param| StdParam {
                    ty: param.ty,
                    direction: param.direction,
                })
                .collect(),
            ret: signature.return_ty,
            availability: Availability::All,
        })
        .collect();
    let checked = (0..functions.len()).map(|_| Default::default()).collect();
    Library {
        functions,
        items,
        overloads,
        diagnostics: diagnostics_all,
        checked,
    }
}

fn check(library: &Library, index: usize, profile: Profile) -> Checked {
    let signature = &library.items.functions[index];
    let checked = check_function(
        &library.items,
        signature,
        &library.functions[index],
        profile,
    );
    if has_errors(&checked.diagnostics) {
        return Err(checked.diagnostics);
    }
    let params = signature
        .params
        .iter()
        .map(|param| hir::Param {
            name: param.name.clone(),
            ty: param.ty,
            direction: param.direction,
            uniform: false,
            is_const: param.is_const,
            semantic: None,
            register: None,
            default: None,
            span: param.span,
        })
        .collect();
    Ok(hir::Function {
        name: signature.name.clone(),
        params,
        return_ty: signature.return_ty,
        return_semantic: None,
        body: Some(checked.body),
        span: signature.span,
    })
}
