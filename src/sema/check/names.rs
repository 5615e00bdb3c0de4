//! Names in expressions: locals, parameters, members of `this`, globals
//! (a `const` one folded to its value) and `glstate` references.

use super::checker::{Checker, Context, Resolved};
use crate::sema::glstate;
use crate::sema::hir::{self, ExprId, ExprKind};
use crate::sema::items::{self};
use crate::sema::types::{Base, Type};
use crate::span::Span;
use crate::syntax::ast;

impl Checker<'_> {
    pub(super) fn name_expr(&mut self, name: &ast::Ident) -> ExprId {
        let id = self.resolve_name(name);
        if self.ty(id).base == Base::Pointer {
            self.error(1001, name.span, "pointers are not supported yet");
            return self.error_expr(name.span);
        }
        id
    }

    pub(super) fn resolve_name(&mut self, name: &ast::Ident) -> ExprId {
        match self.lookup(&name.name) {
            Some(Resolved::Local(local)) => {
                if self.initializing == Some(local) {
                    self.body.locals[local.index()].read_in_initializer = true;
                }
                let ty = self.body.local(local).ty;
                self.add(ExprKind::Local(local), ty, name.span)
            }
            Some(Resolved::Param(index)) => {
                let ty = self
                    .signature
                    .map_or(Type::ERROR, |sig| sig.params[index as usize].ty);
                self.add(ExprKind::Param(index), ty, name.span)
            }
            Some(Resolved::Field(field)) => {
                let Some(sig) = self.signature else {
                    return self.error_expr(name.span);
                };
                let this_ty = sig.params[0].ty;
                let ty = match this_ty.base {
                    Base::Struct(id) => self.items.field_types(id)[field as usize],
                    _ => Type::ERROR,
                };
                let base = self.add(ExprKind::Param(0), this_ty, name.span);
                self.add(ExprKind::Member { base, field }, ty, name.span)
            }
            Some(Resolved::Global(global)) => {
                if let Some(value) = self.const_global_value(global, name.span) {
                    return value;
                }
                let ty = self.items.globals[global.index()].ty;
                self.add(ExprKind::Global(global), ty, name.span)
            }
            None if name.name == "glstate" => {
                self.error(1001, name.span, "glstate is not supported yet");
                self.error_expr(name.span)
            }
            None if is_glsl_builtin_variable(&name.name) => {
                self.error(
                    5059,
                    name.span,
                    "stdlib \"gl_\" variables are not accessible",
                );
                self.error_expr(name.span)
            }
            None if !self.items.functions_named(&name.name).is_empty() => {
                let value = self.error_expr(name.span);
                self.function_values.insert(value);
                value
            }
            // cgc's outermost scope declares the two bool constants, so
            // any declaration of the program named so hides them.
            None if matches!(name.name.as_str(), "true" | "false") => {
                let value = hir::Scalar::Bool(name.name == "true");
                self.scalar_constant(value, Type::BOOL, name.span)
            }
            None => {
                self.defer_error(
                    1008,
                    name.span,
                    format!("undefined variable \"{}\"", name.name),
                );
                self.error_expr(name.span)
            }
        }
    }

    /// The steps of a `glstate.a[i].b` chain (outermost last) when `expr` is
    /// one and `glstate` is not shadowed; `None` otherwise.
    pub(super) fn state_reference<'e>(&self, expr: &'e ast::Expr) -> Option<Vec<StateStep<'e>>> {
        if self.lookup("glstate").is_some() {
            return None;
        }
        let steps = self.state_reference_steps(expr)?;
        // A chain that goes past a leaf (`glstate.fog.color.rgb`) is an
        // ordinary member access on the shorter chain.
        let mut node = glstate::Node::Root;
        for step in &steps {
            if matches!(node, glstate::Node::Leaf(_)) {
                return None;
            }
            let next = match step {
                StateStep::Member(name) => node.member(&name.name),
                StateStep::Index(_) => node.element(),
            };
            // An unknown member is reported by `state_reference_expr`.
            let Some(next) = next else {
                return Some(steps.clone());
            };
            node = next;
        }
        Some(steps)
    }

    /// The HIR for a `glstate` chain (errors in it are reported here).
    pub(super) fn state_reference_expr(&mut self, expr: &ast::Expr) -> ExprId {
        let Some(steps) = self.state_reference_steps(expr) else {
            return self.error_expr(expr.span);
        };
        let mut node = glstate::Node::Root;
        let mut path = String::from("state");
        let mut modifier = None;
        for step in steps {
            match step {
                StateStep::Member(name) => {
                    let Some(next) = node.member(&name.name) else {
                        self.error(
                            1009,
                            name.span,
                            format!(
                                "\"{}\" is not member of struct \"{}\"",
                                name.name,
                                node.struct_name()
                            ),
                        );
                        return self.error_expr(expr.span);
                    };
                    // ARB writes `state.matrix.mvp.inverse` for glstate.matrix.inverse.mvp.
                    if next == glstate::Node::MatrixModifier {
                        modifier = Some(name.name.clone());
                    } else {
                        path.push('.');
                        path.push_str(&name.name);
                    }
                    node = next;
                }
                StateStep::Index(index) => {
                    let Some(next) = node.element() else {
                        self.error(1011, index.span, "cannot index a non-array value");
                        return self.error_expr(expr.span);
                    };
                    let Some(value) = items::const_int(index) else {
                        self.error(
                            1001,
                            index.span,
                            "run-time indices into glstate are not supported yet",
                        );
                        return self.error_expr(expr.span);
                    };
                    path.push_str(&format!("[{value}]"));
                    node = next;
                }
            }
        }
        if let Some(modifier) = modifier {
            path.push('.');
            path.push_str(&modifier);
        }
        match node {
            glstate::Node::Leaf(ty) => self.add(ExprKind::State { path }, ty, expr.span),
            _ => {
                self.error(
                    1001,
                    expr.span,
                    format!("using {path} as a whole is not supported yet"),
                );
                self.error_expr(expr.span)
            }
        }
    }

    /// Like [`Self::state_reference`] but also for chains with an unknown
    /// member, so that the error can name it.
    pub(super) fn state_reference_steps<'e>(
        &self,
        expr: &'e ast::Expr,
    ) -> Option<Vec<StateStep<'e>>> {
        let mut steps = Vec::new();
        let mut current = expr;
        loop {
            match &current.kind {
                ast::ExprKind::Member { base, member } => {
                    steps.push(StateStep::Member(member));
                    current = base;
                }
                ast::ExprKind::Index { base, index } => {
                    steps.push(StateStep::Index(index));
                    current = base;
                }
                ast::ExprKind::Paren(inner) => current = inner,
                ast::ExprKind::Ident(name) if name.name == "glstate" => break,
                _ => return None,
            }
        }
        steps.reverse();
        Some(steps)
    }

    /// A `const` global whose initializer folds to a constant is replaced by
    /// the constant (so `if (FLAG)` and array sizes see its value).
    pub(super) fn const_global_value(
        &mut self,
        global: hir::GlobalId,
        span: Span,
    ) -> Option<ExprId> {
        let items = self.items;
        let declared = &items.globals[global.index()];
        if !declared.is_const || declared.storage != hir::Storage::Static || self.const_depth > 8 {
            return None;
        }
        let ast::InitializerKind::Expr(init) = &declared.init.as_ref()?.kind else {
            return None;
        };
        // Checked in a scratch checker: names in the initializer are globals,
        // and its diagnostics belong to the declaration, not to this use.
        let mut scratch = Checker::new(items, None, self.profile);
        scratch.const_depth = self.const_depth + 1;
        let value = scratch.expr(init);
        let value = scratch.coerce(value, declared.ty, Context::Initialization);
        let constant = scratch.constant(value)?.clone();
        Some(self.add(ExprKind::Literal(constant), declared.ty, span))
    }
}

/// One step of a `glstate` chain.
#[derive(Clone, Copy)]
pub(super) enum StateStep<'e> {
    Member(&'e ast::Ident),
    Index(&'e ast::Expr),
}

/// Whether `name` is one of the GLSL built-in variables cgc 3.1 declares in
/// its library but lets no Cg program read or write, in any profile and any
/// function (`gl_Color`, `gl_FragColor`, `gl_TexCoord[0]`, the state
/// uniforms and limits): C5059 at each use, an error of the front end, where
/// other unknown names (`gl_Foo`, `gl_color`, `gl_MultiTexCoord8`,
/// `gl_HelperInvocation`) are C1008. The list is cgc's answers to probes of
/// each name (heldout15: Good Robot's GLSL `.cg` files; sema cases 655, 656).
pub(super) fn is_glsl_builtin_variable(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "gl_BackColor",
        "gl_BackColorIn",
        "gl_BackLightModelProduct",
        "gl_BackLightProduct",
        "gl_BackMaterial",
        "gl_BackSecondaryColor",
        "gl_BackSecondaryColorIn",
        "gl_ClipDistance",
        "gl_ClipPlane",
        "gl_ClipVertex",
        "gl_ClipVertexIn",
        "gl_Color",
        "gl_DepthRange",
        "gl_EyePlaneQ",
        "gl_EyePlaneR",
        "gl_EyePlaneS",
        "gl_EyePlaneT",
        "gl_Fog",
        "gl_FogCoord",
        "gl_FogFragCoord",
        "gl_FogFragCoordIn",
        "gl_FragColor",
        "gl_FragCoord",
        "gl_FragData",
        "gl_FragDepth",
        "gl_FrontColor",
        "gl_FrontColorIn",
        "gl_FrontFacing",
        "gl_FrontLightModelProduct",
        "gl_FrontLightProduct",
        "gl_FrontMaterial",
        "gl_FrontSecondaryColor",
        "gl_FrontSecondaryColorIn",
        "gl_InstanceID",
        "gl_InvocationID",
        "gl_Layer",
        "gl_LightModel",
        "gl_LightSource",
        "gl_MaxClipDistances",
        "gl_MaxClipPlanes",
        "gl_MaxCombinedTextureImageUnits",
        "gl_MaxDrawBuffers",
        "gl_MaxFragmentInputComponents",
        "gl_MaxFragmentUniformComponents",
        "gl_MaxFragmentUniformVectors",
        "gl_MaxGeometryInputComponents",
        "gl_MaxGeometryOutputComponents",
        "gl_MaxGeometryOutputVertices",
        "gl_MaxGeometryTextureImageUnits",
        "gl_MaxGeometryTotalOutputComponents",
        "gl_MaxGeometryUniformComponents",
        "gl_MaxGeometryVaryingComponents",
        "gl_MaxLights",
        "gl_MaxPatchVertices",
        "gl_MaxTessGenLevel",
        "gl_MaxTextureCoords",
        "gl_MaxTextureImageUnits",
        "gl_MaxTextureUnits",
        "gl_MaxVaryingComponents",
        "gl_MaxVaryingFloats",
        "gl_MaxVaryingVectors",
        "gl_MaxVertexAttribs",
        "gl_MaxVertexOutputComponents",
        "gl_MaxVertexTextureImageUnits",
        "gl_MaxVertexUniformComponents",
        "gl_MaxVertexUniformVectors",
        "gl_MaxViewports",
        "gl_ModelViewMatrix",
        "gl_ModelViewMatrixInverse",
        "gl_ModelViewMatrixInverseTranspose",
        "gl_ModelViewMatrixTranspose",
        "gl_ModelViewProjectionMatrix",
        "gl_ModelViewProjectionMatrixInverse",
        "gl_ModelViewProjectionMatrixInverseTranspose",
        "gl_ModelViewProjectionMatrixTranspose",
        "gl_MultiTexCoord0",
        "gl_MultiTexCoord1",
        "gl_MultiTexCoord2",
        "gl_MultiTexCoord3",
        "gl_MultiTexCoord4",
        "gl_MultiTexCoord5",
        "gl_MultiTexCoord6",
        "gl_MultiTexCoord7",
        "gl_Normal",
        "gl_NormalMatrix",
        "gl_NormalScale",
        "gl_NumSamples",
        "gl_ObjectPlaneQ",
        "gl_ObjectPlaneR",
        "gl_ObjectPlaneS",
        "gl_ObjectPlaneT",
        "gl_PatchVerticesIn",
        "gl_Point",
        "gl_PointCoord",
        "gl_PointSize",
        "gl_PointSizeIn",
        "gl_Position",
        "gl_PositionIn",
        "gl_PrimitiveID",
        "gl_PrimitiveIDIn",
        "gl_ProjectionMatrix",
        "gl_ProjectionMatrixInverse",
        "gl_ProjectionMatrixInverseTranspose",
        "gl_ProjectionMatrixTranspose",
        "gl_SampleID",
        "gl_SampleMask",
        "gl_SamplePosition",
        "gl_SecondaryColor",
        "gl_TessCoord",
        "gl_TessLevelInner",
        "gl_TessLevelOuter",
        "gl_TexCoord",
        "gl_TexCoordIn",
        "gl_TextureEnvColor",
        "gl_TextureMatrix",
        "gl_TextureMatrixInverse",
        "gl_TextureMatrixInverseTranspose",
        "gl_TextureMatrixTranspose",
        "gl_Vertex",
        "gl_VertexID",
        "gl_VerticesIn",
        "gl_ViewportIndex",
        "gl_in",
        "gl_out",
    ];
    name.starts_with("gl_") && NAMES.binary_search(&name).is_ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn glsl_builtin_variables_are_found() {
        // The list is searched by halves: every name must be found.
        for name in ["gl_BackColor", "gl_Color", "gl_TexCoord", "gl_in", "gl_out"] {
            assert!(super::is_glsl_builtin_variable(name), "{name}");
        }
        for name in ["gl_Foo", "gl_color", "gl_MultiTexCoord8", "Color", "gl_"] {
            assert!(!super::is_glsl_builtin_variable(name), "{name}");
        }
    }
}
