//! NV_vertex_program(2) programs (profiles vp20, vp30), on the drivers that
//! have those extensions (NVIDIA's).
//!
//! Unlike ARB programs, NV vertex programs have no parameters of their own:
//! `c[0..]` are the context's program parameters, shared by every NV
//! program. So binding a program loads, besides its uniforms:
//! - its constants, which cgc leaves to the runtime as header lines
//!   (`#const c[10] = 0.5 1`, missing components 0);
//! - the OpenGL state matrices it reads (`#var float4x4 glstate.matrix.mvp :
//!   state.matrix.mvp : c[4], 4 : -1 : 1`), by tracking them at their
//!   registers (glTrackMatrixNV), after untracking the previous program's.
//!
//! Other OpenGL state an NV program may read (lights, materials, fog, clip
//! planes...) is not supported yet: loading such a program fails with
//! CG_PROGRAM_LOAD_ERROR and a listing naming it.

use crate::gl::{self, GLenum, GLuint};

pub const GL_VERTEX_PROGRAM_BINDING_NV: GLenum = 0x864A;
const GL_MODELVIEW: GLenum = 0x1700;
const GL_PROJECTION: GLenum = 0x1701;
const GL_TEXTURE: GLenum = 0x1702;
const GL_MODELVIEW_PROJECTION_NV: GLenum = 0x8629;
const GL_MATRIX0_NV: GLenum = 0x8630;
const GL_IDENTITY_NV: GLenum = 0x862A;
const GL_INVERSE_NV: GLenum = 0x862B;
const GL_TRANSPOSE_NV: GLenum = 0x862C;
const GL_INVERSE_TRANSPOSE_NV: GLenum = 0x862D;

/// A state matrix an NV program reads, tracked at `address` (c[address]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrackedMatrix {
    pub address: GLuint,
    pub matrix: GLenum,
    /// For the texture matrices, the texture unit.
    pub texture_unit: Option<u32>,
    pub transform: GLenum,
}

/// What binding an NV program loads besides its uniforms.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NvSetup {
    pub constants: Vec<(GLuint, [f32; 4])>,
    pub tracked: Vec<TrackedMatrix>,
}

/// Reads the constants and state matrices of a compiled NV program's
/// header; Err names the first OpenGL state it reads that is not supported.
pub fn parse_setup(text: &str) -> Result<NvSetup, String> {
    let mut setup = NvSetup::default();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("#const c[") {
            if let Some(constant) = parse_constant(rest) {
                setup.constants.push(constant);
            }
        } else if let Some(rest) = line.strip_prefix("#var ") {
            let fields: Vec<&str> = rest.split(" : ").map(str::trim).collect();
            let [_, binding, resource, _, referenced] = fields[..] else {
                continue;
            };
            if referenced != "1" || !binding.starts_with("state.") {
                continue;
            }
            let tracked = binding
                .strip_prefix("state.matrix.")
                .and_then(|matrix| tracked_matrix(matrix, resource));
            match tracked {
                Some(tracked) => setup.tracked.push(tracked),
                None => {
                    return Err(format!(
                    "reading the OpenGL state {binding} in vp20/vp30 programs is not supported yet"
                ))
                }
            }
        }
    }
    Ok(setup)
}

/// `10] = 0.5 1` → (10, [0.5, 1, 0, 0]).
fn parse_constant(rest: &str) -> Option<(GLuint, [f32; 4])> {
    let (index, values) = rest.split_once("] =")?;
    let mut vector = [0.0f32; 4];
    for (slot, value) in vector.iter_mut().zip(values.split_whitespace()) {
        *slot = value.parse().ok()?;
    }
    Some((index.trim().parse().ok()?, vector))
}

/// `mvp`, `texture[1].inverse`... with resource `c[4], 4` → what to track.
fn tracked_matrix(name: &str, resource: &str) -> Option<TrackedMatrix> {
    let address = resource
        .strip_prefix("c[")?
        .split(']')
        .next()?
        .trim()
        .parse()
        .ok()?;
    let (matrix, transform) = match name.rsplit_once('.') {
        Some((matrix, "inverse")) => (matrix, GL_INVERSE_NV),
        Some((matrix, "transpose")) => (matrix, GL_TRANSPOSE_NV),
        Some((matrix, "invtrans")) => (matrix, GL_INVERSE_TRANSPOSE_NV),
        _ => (name, GL_IDENTITY_NV),
    };
    let indexed = |prefix: &str| -> Option<u32> {
        matrix
            .strip_prefix(prefix)?
            .strip_prefix('[')?
            .strip_suffix(']')?
            .parse()
            .ok()
    };
    let (matrix, texture_unit) = match matrix {
        "mvp" => (GL_MODELVIEW_PROJECTION_NV, None),
        "projection" => (GL_PROJECTION, None),
        "modelview" | "modelview[0]" => (GL_MODELVIEW, None),
        _ => match (indexed("texture"), indexed("program")) {
            (Some(unit), _) => (GL_TEXTURE, Some(unit)),
            (_, Some(index)) if index < 8 => (GL_MATRIX0_NV + index, None),
            _ => return None,
        },
    };
    Some(TrackedMatrix {
        address,
        matrix,
        texture_unit,
        transform,
    })
}

/// Untracks `previous` and tracks `setup`'s matrices, then loads its constants.
pub fn apply(target: GLenum, previous: &[TrackedMatrix], setup: &NvSetup) {
    for tracked in previous {
        unsafe { gl::glTrackMatrixNV(target, tracked.address, 0, GL_IDENTITY_NV) };
    }
    for (index, vector) in &setup.constants {
        unsafe { gl::glProgramParameter4fvNV(target, *index, vector.as_ptr()) };
    }
    for tracked in &setup.tracked {
        match tracked.texture_unit {
            // GL_TEXTURE tracks the active unit's texture matrix.
            Some(unit) => {
                let active = gl::get_integer(gl::GL_ACTIVE_TEXTURE) as GLenum;
                unsafe {
                    gl::glActiveTexture(gl::GL_TEXTURE0 + unit);
                    gl::glTrackMatrixNV(target, tracked.address, tracked.matrix, tracked.transform);
                    if active != 0 {
                        gl::glActiveTexture(active);
                    }
                }
            }
            None => unsafe {
                gl::glTrackMatrixNV(target, tracked.address, tracked.matrix, tracked.transform)
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_and_state_matrices_are_read_from_cgc_header_lines() {
        // Lines of cgc 3.1's vp20 output for a program reading
        // glstate.matrix.mvp, .program[2] and .inverse.texture[1].
        let text = "!!VP1.1\n\
            #var float4x4 glstate.matrix.mvp : state.matrix.mvp : c[0], 4 : -1 : 1\n\
            #var float4x4 glstate.matrix.program[2] : state.matrix.program[2] : c[4], 4 : -1 : 1\n\
            #var float4x4 glstate.matrix.inverse.texture[1] : state.matrix.texture[1].inverse : c[8], 4 : -1 : 1\n\
            #var float4x4 glstate.matrix.inverse.texture[2] : state.matrix.texture[2].inverse : , 4 : -1 : 0\n\
            #var float4 k :  : c[12] : 3 : 1\n\
            #const c[13] = 0.5 1\n\
            #const c[14] = 0.25 0.125 2 3\n";
        let setup = parse_setup(text).expect("supported state");
        assert_eq!(
            setup.constants,
            vec![(13, [0.5, 1.0, 0.0, 0.0]), (14, [0.25, 0.125, 2.0, 3.0])]
        );
        let track = |address, matrix, texture_unit, transform| TrackedMatrix {
            address,
            matrix,
            texture_unit,
            transform,
        };
        assert_eq!(
            setup.tracked,
            vec![
                track(0, GL_MODELVIEW_PROJECTION_NV, None, GL_IDENTITY_NV),
                track(4, GL_MATRIX0_NV + 2, None, GL_IDENTITY_NV),
                track(8, GL_TEXTURE, Some(1), GL_INVERSE_NV),
            ]
        );
    }

    #[test]
    fn other_opengl_state_is_not_supported_yet() {
        // cgc 3.1's vp20 line for a program reading glstate.light[0].position.
        let text =
            "#var float4 glstate.light[0].position : state.light[0].position : c[0] : -1 : 1\n";
        let error = parse_setup(text).expect_err("lights are not supported");
        assert!(error.contains("state.light[0].position"), "{error}");
    }
}
