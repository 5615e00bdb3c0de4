//! `glstate`: the built-in uniform through which Cg programs read OpenGL state
//! (`glstate.matrix.mvp`, `glstate.light[0].diffuse`, ...).
//!
//! Invariants: a reference resolves, member by member and constant index by
//! constant index, to a leaf of this schema; the HIR then holds one
//! [`crate::sema::hir::ExprKind::State`] node named with the ARB state name
//! (`state.matrix.mvp`, `state.light[0].diffuse`), which the target binds as
//! program state instead of a program parameter. The schema follows the state
//! bindings of ARB_vertex_program / ARB_fragment_program (section "Program
//! Parameters"), completed from the `#var` lines cgc prints for a program
//! using glstate (probe tests/sema_unit/glstate.cg, which also shows the ARB
//! names, e.g. `state.matrix.modelview[1].inverse`); cgc accepts `glstate` in
//! all four profiles (corpus cases 177–180).

use crate::sema::types::{Scalar, Type};

/// A node of the `glstate` tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    Root,
    Matrix,
    /// `glstate.matrix.inverse` / `.transpose` / `.invtrans`.
    MatrixModifier,
    /// `modelview`, `texture`, `palette`, `program`: indexable matrices.
    MatrixArray,
    LightArray,
    Light,
    Spot,
    LightProdArray,
    LightProd,
    Material,
    /// `glstate.material.front` / `.back`.
    MaterialFace,
    LightModel,
    LightModelFace,
    LightProdFace,
    Fog,
    TexgenArray,
    Texgen,
    TexgenPlanes,
    ClipArray,
    Clip,
    Point,
    Leaf(Type),
}

const FLOAT4: Node = Node::Leaf(Type::vector(Scalar::Float, 4));
const FLOAT4X4: Node = Node::Leaf(Type::matrix(Scalar::Float, 4, 4));

impl Node {
    /// The member `name` of this node.
    pub fn member(self, name: &str) -> Option<Node> {
        use Node::*;
        Some(match (self, name) {
            (Root, "matrix") => Matrix,
            (Root, "light") => LightArray,
            (Root, "lightprod") => LightProdArray,
            (Root, "material") => Material,
            (Root, "lightmodel") => LightModel,
            (Root, "fog") => Fog,
            (Root, "texgen") => TexgenArray,
            (Root, "clip") => ClipArray,
            (Root, "point") => Point,
            (Matrix, "inverse" | "transpose" | "invtrans") => MatrixModifier,
            (Matrix | MatrixModifier, "mvp" | "projection") => FLOAT4X4,
            (Matrix | MatrixModifier, "modelview" | "texture" | "palette" | "program") => {
                MatrixArray
            }
            (Light, "ambient" | "diffuse" | "specular" | "position" | "attenuation" | "half") => {
                FLOAT4
            }
            (Light, "spot") => Spot,
            (Spot, "direction") => FLOAT4,
            (LightProd | LightProdFace, "ambient" | "diffuse" | "specular") => FLOAT4,
            (LightProd, "front" | "back") => LightProdFace,
            (
                Material | MaterialFace,
                "ambient" | "diffuse" | "specular" | "emission" | "shininess",
            ) => FLOAT4,
            (Material, "front" | "back") => MaterialFace,
            (LightModel, "ambient" | "scenecolor") => FLOAT4,
            (LightModel, "front" | "back") => LightModelFace,
            (LightModelFace, "scenecolor") => FLOAT4,
            (Fog, "color" | "params") => FLOAT4,
            (Texgen, "eye" | "object") => TexgenPlanes,
            (TexgenPlanes, "s" | "t" | "r" | "q") => FLOAT4,
            (Clip, "plane") => FLOAT4,
            // cgc declares these two as `float` (its #var lines, probe
            // tests/sema_unit/glstate.cg).
            (Point, "size" | "attenuation") => Leaf(Type::FLOAT),
            _ => return None,
        })
    }

    /// The element of an indexable node.
    pub fn element(self) -> Option<Node> {
        use Node::*;
        Some(match self {
            MatrixArray => FLOAT4X4,
            LightArray => Light,
            LightProdArray => LightProd,
            TexgenArray => Texgen,
            ClipArray => Clip,
            _ => return None,
        })
    }

    /// How cgc names the struct type of a node in messages
    /// (`"nonsense" is not member of struct "_glstateMatrix"`, corpus 178).
    pub fn struct_name(self) -> &'static str {
        use Node::*;
        match self {
            Root => "_glstate",
            Matrix => "_glstateMatrix",
            MatrixModifier => "_glstateMatrixModifier",
            Light => "_glstateLight",
            Spot => "_glstateSpot",
            LightProd => "_glstateLightProd",
            Material => "_glstateMaterial",
            MaterialFace => "_glstateMaterialFace",
            LightModelFace => "_glstateLightModelFace",
            LightProdFace => "_glstateLightProdFace",
            LightModel => "_glstateLightModel",
            Fog => "_glstateFog",
            Texgen => "_glstateTexgen",
            TexgenPlanes => "_glstateTexgenPlanes",
            Clip => "_glstateClip",
            Point => "_glstatePoint",
            _ => "_glstate",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_resolve() {
        let mvp = Node::Root.member("matrix").and_then(|m| m.member("mvp"));
        assert_eq!(mvp, Some(FLOAT4X4));
        let diffuse = Node::Root
            .member("light")
            .and_then(Node::element)
            .and_then(|light| light.member("diffuse"));
        assert_eq!(diffuse, Some(FLOAT4));
        assert_eq!(Node::Matrix.member("nonsense"), None);
    }
}
