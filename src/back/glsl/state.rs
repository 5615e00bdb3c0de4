//! OpenGL state in GLSL: each `glstate` leaf read from the built-in uniform
//! of OpenGL's compatibility state that holds it
//! (`gl_ModelViewProjectionMatrix`, `gl_LightSource[0].diffuse`, `gl_Fog`),
//! in the versions that declare them
//! ([`crate::profile::GlslVersion::state_builtins`]); and a uniform bound by
//! a `: state.X` semantic read from the same built-in where cgc 3.1 reads
//! one ([`cgc_reads_builtin`]).
//!
//! cgc 3.1 has no rule for glstate: every GLSL profile fails on it with
//! C9999 (docs/glsl-cgc.md §5.5). The rule here is the ARB state binding the
//! assembly profiles read (ARB_vertex_program "Program Parameters"), as
//! GLSL 1.10 §7.5 spells the same state, so a GLSL program reads what the
//! arbvp1/arbfp1 program of the same source reads:
//!
//! - a matrix is a uniform of four rows, and row `i` of an ARB matrix is row
//!   `i` of GL's, which is column `i` of its transpose: `state.matrix.mvp` is
//!   `gl_ModelViewProjectionMatrixTranspose[i]`, `.transpose` the plain
//!   matrix, `.inverse` `...InverseTranspose`, `.invtrans` `...Inverse`;
//! - a vector GL splits into scalars is put together as ARB packs it:
//!   `state.light[n].attenuation` is (constant, linear, quadratic, spot
//!   exponent), `spot.direction` (direction, cos cutoff), `fog.params`
//!   (density, start, end, 1/(end - start)), `material.shininess`
//!   (shininess, 0, 0, 1);
//! - state GLSL does not declare (the modelview matrices past the first,
//!   palette and program matrices) has no built-in: such a leaf stays a
//!   uniform of its own for the application to set
//!   ([`super::bind::fallback_place`]), as every leaf does in the versions
//!   without built-ins.

use crate::interface::{matrix_rows, GlslPlace, Parameter};
use crate::profile::GlslVersion;

/// Where an OpenGL state leaf is read in `version`: its built-in, or `None`
/// where it is a uniform of its own. A `glstate` leaf is read from the
/// built-in in every version that declares them. A uniform bound by a
/// `: state.X` semantic is read from the built-in where cgc 3.1 reads it
/// from one ([`cgc_reads_builtin`]), else it stays the uniform cgc names
/// (`uniform vec4 _mvp1[4];`, as in every version from 1.30 on and in ES).
pub fn state_place(parameter: &Parameter, version: &GlslVersion) -> Option<GlslPlace> {
    let state = parameter.semantic.as_deref()?.strip_prefix("state.")?;
    let builtin = if parameter.name.starts_with("glstate.") {
        version.state_builtins
    } else {
        version.family == "110" && cgc_reads_builtin(state, &parameter.type_name)
    };
    if !builtin {
        return None;
    }
    let place = |base: String, index: Option<u32>, row_type: &str| GlslPlace {
        base,
        index,
        row_type: row_type.to_string(),
        // Declared by GLSL itself, by no uniform of the program.
        uniform: usize::MAX,
    };
    if let Some(matrix) = state.strip_prefix("matrix.") {
        return matrix_builtin(matrix).map(|base| place(base, Some(0), "vec4"));
    }
    let (expression, row_type) = vector_builtin(state)?;
    Some(place(expression, None, row_type))
}

/// A uniform of a `: state.X` semantic that `version` reads from GLSL's
/// built-ins: cgc prints no `//var` line for it (GL sets it, the
/// application does not), but for a clip plane a line without a resource
/// (`//var float4 m : state.clip[1].plane :  : 1 : 1`).
pub fn semantic_builtin(parameter: &Parameter, version: &GlslVersion) -> Option<SemanticBuiltin> {
    if parameter.name.starts_with("glstate.") {
        return None;
    }
    let state = parameter.semantic.as_deref()?.strip_prefix("state.")?;
    state_place(parameter, version)?;
    Some(if state.starts_with("clip[") {
        SemanticBuiltin::Unbound
    } else {
        SemanticBuiltin::Unlisted
    })
}

/// How the header lists a `: state.X` uniform read from a built-in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SemanticBuiltin {
    /// No `//var` line.
    Unlisted,
    /// A `//var` line with an empty resource.
    Unbound,
}

/// Whether cgc 3.1 reads the uniform of a `: state.X` semantic (`state`
/// without `state.`, a Cg type `type_name`) from GLSL's built-ins in the
/// 110 family (docs/glsl-cgc.md §5.5, tests/glsl/cases/state_semantics.cg):
/// a matrix `mvp`, `projection`, `modelview` (written without an index) and
/// `texture[n]`, and the vectors of the lights, the fog, the clip planes,
/// the point, a face's material and light products and the light model's
/// ambient. cgc prints some of those wrongly (`gl_Fog._color`,
/// `gl_LightSource[0]._quadraticAttenuation` for the attenuation), which no
/// driver compiles: they are read as glstate's leaves are. The rest
/// (`modelview[0]`, palette and program matrices, a material or light
/// product without a face, the scene colour, texgen planes) stays a
/// uniform, as cgc keeps it. A point parameter is read from its built-in
/// only as a `float`, the one component GLSL has.
pub fn cgc_reads_builtin(state: &str, type_name: &str) -> bool {
    let matrix = matrix_rows(type_name).is_some();
    if let Some(name) = state.strip_prefix("matrix.") {
        let name = name.split('.').next().unwrap_or(name);
        return matrix
            && (matches!(name, "mvp" | "projection" | "modelview")
                || name.starts_with("texture["));
    }
    let Some((head, rest)) = state.split_once('.') else {
        return false;
    };
    let faced = rest.starts_with("front.") || rest.starts_with("back.");
    !matrix
        && match head.split('[').next().unwrap_or(head) {
            "light" | "fog" | "clip" => true,
            "material" | "lightprod" => faced,
            "lightmodel" => rest == "ambient",
            "point" => type_name == "float",
            _ => false,
        }
}

/// The GLSL array whose elements are the rows of the ARB matrix `matrix`
/// (`mvp`, `texture[1].inverse`).
fn matrix_builtin(matrix: &str) -> Option<String> {
    let (name, modifier) = match matrix.split_once('.') {
        Some((name, modifier)) => (name, Some(modifier)),
        None => (matrix, None),
    };
    let (stem, index) = match name {
        "modelview" | "modelview[0]" => ("gl_ModelViewMatrix", None),
        "projection" => ("gl_ProjectionMatrix", None),
        "mvp" => ("gl_ModelViewProjectionMatrix", None),
        _ => {
            let unit = name.strip_prefix("texture[")?.strip_suffix(']')?;
            ("gl_TextureMatrix", Some(unit))
        }
    };
    // GL's matrices are indexed by column: the transpose's columns are the
    // rows.
    let suffix = match modifier {
        None => "Transpose",
        Some("transpose") => "",
        Some("inverse") => "InverseTranspose",
        Some("invtrans") => "Inverse",
        Some(_) => return None,
    };
    Some(match index {
        Some(unit) => format!("{stem}{suffix}[{unit}]"),
        None => format!("{stem}{suffix}"),
    })
}

/// The GLSL expression of the ARB state vector `state` (`light[0].diffuse`,
/// `fog.params`) and its type.
fn vector_builtin(state: &str) -> Option<(String, &'static str)> {
    let vec4 = |expression: String| Some((expression, "vec4"));
    let (head, rest) = state.split_once('.')?;
    let (array, element) = match head.split_once('[') {
        Some((array, index)) => (array, index.strip_suffix(']')),
        None => (head, None),
    };
    match (array, element, rest) {
        ("material", None, _) => {
            let (face, property) = match rest.split_once('.') {
                Some(("back", property)) => ("gl_BackMaterial", property),
                Some(("front", property)) => ("gl_FrontMaterial", property),
                _ => ("gl_FrontMaterial", rest),
            };
            match property {
                "ambient" | "diffuse" | "specular" | "emission" => {
                    vec4(format!("{face}.{property}"))
                }
                "shininess" => vec4(format!("vec4({face}.shininess, 0.0, 0.0, 1.0)")),
                _ => None,
            }
        }
        ("light", Some(n), property) => {
            let light = format!("gl_LightSource[{n}]");
            match property {
                "ambient" | "diffuse" | "specular" | "position" => {
                    vec4(format!("{light}.{property}"))
                }
                "half" => vec4(format!("{light}.halfVector")),
                "attenuation" => vec4(format!(
                    "vec4({light}.constantAttenuation, {light}.linearAttenuation, \
                     {light}.quadraticAttenuation, {light}.spotExponent)"
                )),
                "spot.direction" => vec4(format!(
                    "vec4({light}.spotDirection, {light}.spotCosCutoff)"
                )),
                _ => None,
            }
        }
        ("lightmodel", None, "ambient") => vec4("gl_LightModel.ambient".to_string()),
        ("lightmodel", None, "scenecolor" | "front.scenecolor") => {
            vec4("gl_FrontLightModelProduct.sceneColor".to_string())
        }
        ("lightmodel", None, "back.scenecolor") => {
            vec4("gl_BackLightModelProduct.sceneColor".to_string())
        }
        ("lightprod", Some(n), _) => {
            let (face, property) = match rest.split_once('.') {
                Some(("back", property)) => ("gl_BackLightProduct", property),
                Some(("front", property)) => ("gl_FrontLightProduct", property),
                _ => ("gl_FrontLightProduct", rest),
            };
            matches!(property, "ambient" | "diffuse" | "specular")
                .then(|| (format!("{face}[{n}].{property}"), "vec4"))
        }
        ("texgen", Some(n), _) => {
            let (space, coordinate) = rest.split_once('.')?;
            let space = match space {
                "eye" => "gl_EyePlane",
                "object" => "gl_ObjectPlane",
                _ => return None,
            };
            let coordinate = match coordinate {
                "s" => "S",
                "t" => "T",
                "r" => "R",
                "q" => "Q",
                _ => return None,
            };
            vec4(format!("{space}{coordinate}[{n}]"))
        }
        ("fog", None, "color") => vec4("gl_Fog.color".to_string()),
        ("fog", None, "params") => {
            vec4("vec4(gl_Fog.density, gl_Fog.start, gl_Fog.end, gl_Fog.scale)".to_string())
        }
        ("clip", Some(n), "plane") => vec4(format!("gl_ClipPlane[{n}]")),
        // Cg declares both `float`: the first component of ARB's vector.
        ("point", None, "size") => Some(("gl_Point.size".to_string(), "float")),
        ("point", None, "attenuation") => {
            Some(("gl_Point.distanceConstantAttenuation".to_string(), "float"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of the glstate leaf of ARB state `state` at GLSL 1.10.
    fn place(state: &str) -> Option<(String, Option<u32>, String)> {
        let profile = crate::profile::Profile::builtin("glslv").expect("glslv");
        let version = profile.glsl.as_ref().expect("a GLSL profile").version();
        state_place(&leaf(state), version).map(|p| (p.base, p.index, p.row_type))
    }

    /// The glstate leaf of ARB state `state`, as the lowering lists it.
    fn leaf(state: &str) -> Parameter {
        Parameter {
            type_name: "float4".to_string(),
            name: format!("glstate.{state}"),
            semantic: Some(format!("state.{state}")),
            interpolation: None,
            semantic_derived: false,
            binds_without_semantic: false,
            kind: crate::interface::ParameterKind::Uniform(crate::interface::UniformId(0)),
            argument: -1,
            register: None,
            written_register: None,
            default: None,
            default_text: None,
            shared: false,
            register_kept: false,
            inout_output: None,
            column_major: false,
            glsl: None,
            glsl_name: None,
            span: None,
        }
    }

    #[test]
    fn only_glsl_1_10_to_1_30_have_the_builtins() {
        for name in ["glslv", "glslf", "glesv", "glesf"] {
            let profile = crate::profile::Profile::builtin(name).expect("a GLSL profile");
            for version in &profile.glsl.as_ref().expect("a GLSL profile").versions {
                let desktop = !name.starts_with("gles");
                let expected =
                    desktop && ["default", "100", "110", "120", "130"].contains(&version.version);
                let placed = state_place(&leaf("matrix.mvp"), version).is_some();
                assert_eq!(placed, expected, "{name} {}", version.version);
            }
        }
    }

    #[test]
    fn matrices_are_read_by_rows() {
        let rows = |base: &str| Some((base.to_string(), Some(0), "vec4".to_string()));
        assert_eq!(
            place("matrix.mvp"),
            rows("gl_ModelViewProjectionMatrixTranspose")
        );
        assert_eq!(
            place("matrix.mvp.transpose"),
            rows("gl_ModelViewProjectionMatrix")
        );
        assert_eq!(
            place("matrix.modelview[0].inverse"),
            rows("gl_ModelViewMatrixInverseTranspose")
        );
        assert_eq!(
            place("matrix.texture[3].invtrans"),
            rows("gl_TextureMatrixInverse[3]")
        );
        // GLSL declares no other modelview, palette or program matrix.
        assert_eq!(place("matrix.modelview[1]"), None);
        assert_eq!(place("matrix.palette[0]"), None);
        assert_eq!(place("matrix.program[2].inverse"), None);
    }

    #[test]
    fn vectors_are_packed_as_arb_packs_them() {
        let vector = |e: &str| Some((e.to_string(), None, "vec4".to_string()));
        assert_eq!(
            place("light[2].diffuse"),
            vector("gl_LightSource[2].diffuse")
        );
        assert_eq!(
            place("light[0].spot.direction"),
            vector("vec4(gl_LightSource[0].spotDirection, gl_LightSource[0].spotCosCutoff)")
        );
        assert_eq!(
            place("material.back.shininess"),
            vector("vec4(gl_BackMaterial.shininess, 0.0, 0.0, 1.0)")
        );
        assert_eq!(
            place("lightprod[1].specular"),
            vector("gl_FrontLightProduct[1].specular")
        );
        assert_eq!(place("texgen[4].object.q"), vector("gl_ObjectPlaneQ[4]"));
        assert_eq!(
            place("point.size"),
            Some(("gl_Point.size".to_string(), None, "float".to_string()))
        );
    }

    #[test]
    fn semantic_uniforms_read_builtins_where_cgc_does() {
        let reads = |state: &str, ty: &str| cgc_reads_builtin(state, ty);
        for state in [
            "matrix.mvp",
            "matrix.modelview.invtrans",
            "matrix.texture[1]",
            "matrix.projection.inverse",
        ] {
            assert!(reads(state, "float4x4"), "{state}");
        }
        for state in [
            "matrix.modelview[0]",
            "matrix.texture",
            "matrix.program[0]",
            "matrix.palette[1]",
        ] {
            assert!(!reads(state, "float4x4"), "{state}");
        }
        for state in [
            "light[0].diffuse",
            "fog.params",
            "clip[0].plane",
            "material.front.diffuse",
            "lightprod[1].back.specular",
            "lightmodel.ambient",
        ] {
            assert!(reads(state, "float4"), "{state}");
        }
        for state in [
            "material.ambient",
            "lightprod[0].diffuse",
            "lightmodel.scenecolor",
            "texgen[0].eye.s",
        ] {
            assert!(!reads(state, "float4"), "{state}");
        }
        assert!(reads("point.size", "float"));
        assert!(!reads("point.size", "float4"));
        assert!(!reads("matrix.mvp", "float4"));
    }

    #[test]
    fn semantic_uniforms_keep_their_uniform_from_1_30_on_and_in_es() {
        let mut mvp = leaf("matrix.mvp");
        mvp.name = "mvp".to_string();
        mvp.type_name = "float4x4".to_string();
        for name in ["glslv", "glesv"] {
            let profile = crate::profile::Profile::builtin(name).expect("a GLSL profile");
            for version in &profile.glsl.as_ref().expect("a GLSL profile").versions {
                let expected = version.family == "110";
                assert_eq!(
                    state_place(&mvp, version).is_some(),
                    expected,
                    "{name} {}",
                    version.version
                );
                let listing = semantic_builtin(&mvp, version);
                assert_eq!(listing, expected.then_some(SemanticBuiltin::Unlisted));
            }
        }
    }

    #[test]
    fn every_glstate_leaf_but_the_undeclared_matrices_has_a_builtin() {
        for var in crate::sema::glstate::vars() {
            let state = var.state.trim_start_matches("state.");
            let undeclared = ["matrix.modelview[", "matrix.palette[", "matrix.program["]
                .iter()
                .any(|prefix| state.starts_with(prefix))
                && !state.starts_with("matrix.modelview[0]");
            assert_eq!(place(state).is_none(), undeclared, "{state}");
        }
    }
}
