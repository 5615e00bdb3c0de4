//! cgGLSetStateMatrixParameter: a matrix parameter set from OpenGL's
//! modelview, projection, texture or modelview-projection matrix, optionally
//! transposed and/or inverted.
//!
//! GL returns its matrices column-major; the value is stored through libCg
//! row-major (so libCg's getters see it, as with NVIDIA's runtime) and
//! uploaded like any other value. A parameter smaller than 4x4 gets the
//! upper left corner.

use crate::cg::*;
use crate::errors::raise;
use crate::gl;
use crate::parameters;
use crate::profiles::{
    CG_GL_MATRIX_IDENTITY, CG_GL_MATRIX_INVERSE, CG_GL_MATRIX_INVERSE_TRANSPOSE,
    CG_GL_MATRIX_TRANSPOSE, CG_GL_MODELVIEW_MATRIX, CG_GL_MODELVIEW_PROJECTION_MATRIX,
    CG_GL_PROJECTION_MATRIX, CG_GL_TEXTURE_MATRIX,
};
use std::ffi::c_int;

/// A 4x4 matrix, row-major: `m[row][column]`.
type Matrix = [[f32; 4]; 4];

fn gl_matrix(name: gl::GLenum) -> Matrix {
    let mut column_major = [0.0f32; 16];
    unsafe { gl::glGetFloatv(name, column_major.as_mut_ptr()) };
    let mut matrix = [[0.0; 4]; 4];
    for (row, values) in matrix.iter_mut().enumerate() {
        for (column, value) in values.iter_mut().enumerate() {
            *value = column_major[column * 4 + row];
        }
    }
    matrix
}

fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    let mut product = [[0.0; 4]; 4];
    for (row, values) in product.iter_mut().enumerate() {
        for (column, value) in values.iter_mut().enumerate() {
            *value = (0..4).map(|k| a[row][k] * b[k][column]).sum();
        }
    }
    product
}

fn transpose(m: &Matrix) -> Matrix {
    let mut transposed = [[0.0; 4]; 4];
    for (row, values) in transposed.iter_mut().enumerate() {
        for (column, value) in values.iter_mut().enumerate() {
            *value = m[column][row];
        }
    }
    transposed
}

/// The inverse by Gauss-Jordan elimination with partial pivoting; a
/// singular matrix gives zeros (GL's state matrices rarely are singular,
/// and the value must be some matrix).
fn invert(m: &Matrix) -> Matrix {
    let mut a = [[0.0f64; 8]; 4];
    for row in 0..4 {
        for column in 0..4 {
            a[row][column] = f64::from(m[row][column]);
        }
        a[row][4 + row] = 1.0;
    }
    for column in 0..4 {
        let pivot = (column..4)
            .max_by(|&x, &y| a[x][column].abs().total_cmp(&a[y][column].abs()))
            .unwrap_or(column);
        if a[pivot][column].abs() < 1e-30 {
            return [[0.0; 4]; 4];
        }
        a.swap(column, pivot);
        let divisor = a[column][column];
        for value in a[column].iter_mut() {
            *value /= divisor;
        }
        for row in 0..4 {
            if row != column {
                let factor = a[row][column];
                let pivot_row = a[column];
                for (value, pivot_value) in a[row].iter_mut().zip(pivot_row) {
                    *value -= factor * pivot_value;
                }
            }
        }
    }
    let mut inverse = [[0.0; 4]; 4];
    for row in 0..4 {
        for column in 0..4 {
            inverse[row][column] = a[row][4 + column] as f32;
        }
    }
    inverse
}

fn state_matrix(matrix: c_int) -> Option<Matrix> {
    Some(match matrix {
        CG_GL_MODELVIEW_MATRIX => gl_matrix(gl::GL_MODELVIEW_MATRIX),
        CG_GL_PROJECTION_MATRIX => gl_matrix(gl::GL_PROJECTION_MATRIX),
        CG_GL_TEXTURE_MATRIX => gl_matrix(gl::GL_TEXTURE_MATRIX),
        CG_GL_MODELVIEW_PROJECTION_MATRIX => multiply(
            &gl_matrix(gl::GL_PROJECTION_MATRIX),
            &gl_matrix(gl::GL_MODELVIEW_MATRIX),
        ),
        _ => return None,
    })
}

fn transformed(m: &Matrix, transform: c_int) -> Option<Matrix> {
    Some(match transform {
        CG_GL_MATRIX_IDENTITY => *m,
        CG_GL_MATRIX_TRANSPOSE => transpose(m),
        CG_GL_MATRIX_INVERSE => invert(m),
        CG_GL_MATRIX_INVERSE_TRANSPOSE => transpose(&invert(m)),
        _ => return None,
    })
}

#[no_mangle]
pub extern "C" fn cgGLSetStateMatrixParameter(param: CGparameter, matrix: c_int, transform: c_int) {
    let class = unsafe { cgGetParameterClass(param) };
    if unsafe { cgIsParameter(param) } == 0 {
        return;
    }
    if class != CG_PARAMETERCLASS_MATRIX {
        raise(CG_NOT_MATRIX_PARAM_ERROR, "cgGLSetStateMatrixParameter");
        return;
    }
    let rows = unsafe { cgGetParameterRows(param) };
    let columns = unsafe { cgGetParameterColumns(param) };
    let value = state_matrix(matrix).and_then(|m| transformed(&m, transform));
    let Some(value) = value else {
        raise(CG_INVALID_ENUMERANT_ERROR, "cgGLSetStateMatrixParameter");
        return;
    };
    let (rows, columns) = (rows.clamp(0, 4) as usize, columns.clamp(0, 4) as usize);
    let corner: Vec<f32> = (0..rows)
        .flat_map(|row| value[row][..columns].iter().copied())
        .collect();
    unsafe { cgSetMatrixParameterfr(param, corner.as_ptr()) };
    parameters::upload_if_bound(param);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_of_a_translation_negates_it() {
        let translation = [
            [1.0, 0.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 2.0],
            [0.0, 0.0, 1.0, 3.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        let inverse = invert(&translation);
        assert_eq!(inverse[0][3], -1.0);
        assert_eq!(inverse[1][3], -2.0);
        assert_eq!(inverse[2][3], -3.0);
        let identity = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        assert_eq!(multiply(&translation, &inverse), identity);
    }
}
