//! GLSL programs (profiles glslv, glslf): libCg's compiled GLSL text
//! compiled and linked into a GL program object.
//!
//! As NVIDIA's runtime (probed on Mesa): every program loaded on its own is
//! linked alone into a GL program of its own, so binding a glslv and then a
//! glslf program leaves only the latter in use; a program combined with
//! cgCombinePrograms links all its domains into one GL program, which is
//! how vertex and fragment GLSL work together.
//!
//! A uniform is found by the GLSL name libCg gives its resource
//! (cgGetParameterResourceName: `_tint1`, `_IN1._video_size`; a matrix is
//! an array of rows, `_mvp1[0]`), set with glUniform{1,2,3,4}fv, one vector
//! per row. A sampler's uniform is set once, at link time, to the texture
//! unit the compiler allocated (its TEXUNITn resource).

use crate::cg::*;
use crate::gl::{self, GLenum, GLint, GLuint};
use std::ffi::{c_char, c_int, CStr, CString};

/// Links the compiled programs `domains` into one GL program.
pub fn link(domains: &[(CGprogram, GLenum)]) -> Result<GLuint, String> {
    let mut shaders = Vec::new();
    let attributes = generic_attributes(domains);
    let result =
        compile_all(domains, &mut shaders).and_then(|()| link_shaders(&shaders, &attributes));
    for shader in shaders {
        unsafe { gl::glDeleteShader(shader) };
    }
    let program = result?;
    set_sampler_units(program, domains);
    Ok(program)
}

fn compile_all(domains: &[(CGprogram, GLenum)], shaders: &mut Vec<GLuint>) -> Result<(), String> {
    for &(domain, kind) in domains {
        let text = unsafe { cgGetProgramString(domain, CG_COMPILED_PROGRAM) };
        if text.is_null() {
            return Err("libCg has no compiled program".into());
        }
        let shader = unsafe { gl::glCreateShader(kind) };
        shaders.push(shader);
        unsafe {
            gl::glShaderSource(shader, 1, &text, std::ptr::null());
            gl::glCompileShader(shader);
        }
        let mut compiled = 0;
        unsafe { gl::glGetShaderiv(shader, gl::GL_COMPILE_STATUS, &mut compiled) };
        if compiled == 0 {
            return Err(format!(
                "OpenGL did not compile the shader:\n{}",
                shader_log(shader)
            ));
        }
    }
    Ok(())
}

/// The generic attributes of the programs (an `ATTRn` semantic, which cgc's
/// glslv declares as `attribute vec4 ATTRn;`), with their numbers: the
/// leaves libCg reports as `CG_GLSL_ATTRIB` under such a name.
fn generic_attributes(domains: &[(CGprogram, GLenum)]) -> Vec<(GLuint, CString)> {
    let mut attributes = Vec::new();
    for &(domain, _) in domains {
        for_each_leaf(domain, |param| {
            if unsafe { cgGetParameterResource(param) } != CG_GLSL_ATTRIB {
                return;
            }
            let name = unsafe { cgGetParameterResourceName(param) };
            if name.is_null() {
                return;
            }
            let name = unsafe { CStr::from_ptr(name) };
            let number = name
                .to_str()
                .ok()
                .and_then(|name| name.strip_prefix("ATTR"))
                .and_then(|number| number.parse().ok());
            if let Some(number) = number {
                if !attributes.iter().any(|(n, _)| *n == number) {
                    attributes.push((number, name.to_owned()));
                }
            }
        });
    }
    attributes
}

/// Links `shaders`, each generic attribute `ATTRn` at location n: as
/// NVIDIA's runtime (traced: glBindAttribLocation(p, 8, "ATTR8") before the
/// link that counts), so an application that feeds attribute n from
/// cgGetParameterResourceIndex, as Panda3D does, feeds the right input.
fn link_shaders(shaders: &[GLuint], attributes: &[(GLuint, CString)]) -> Result<GLuint, String> {
    let program = unsafe { gl::glCreateProgram() };
    for &shader in shaders {
        unsafe { gl::glAttachShader(program, shader) };
    }
    for (number, name) in attributes {
        unsafe { gl::glBindAttribLocation(program, *number, name.as_ptr()) };
    }
    unsafe { gl::glLinkProgram(program) };
    let mut linked = 0;
    unsafe { gl::glGetProgramiv(program, gl::GL_LINK_STATUS, &mut linked) };
    if linked == 0 {
        let log = program_log(program);
        unsafe { gl::glDeleteProgram(program) };
        return Err(format!("OpenGL did not link the program:\n{log}"));
    }
    Ok(program)
}

fn info_log(length: GLint, read: impl FnOnce(c_int, *mut c_char)) -> String {
    let mut buffer = vec![0u8; length.max(1) as usize];
    read(buffer.len() as c_int, buffer.as_mut_ptr().cast());
    CStr::from_bytes_until_nul(&buffer)
        .map(|text| text.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn shader_log(shader: GLuint) -> String {
    let mut length = 0;
    unsafe { gl::glGetShaderiv(shader, gl::GL_INFO_LOG_LENGTH, &mut length) };
    info_log(length, |size, buffer| unsafe {
        gl::glGetShaderInfoLog(shader, size, std::ptr::null_mut(), buffer)
    })
}

fn program_log(program: GLuint) -> String {
    let mut length = 0;
    unsafe { gl::glGetProgramiv(program, gl::GL_INFO_LOG_LENGTH, &mut length) };
    info_log(length, |size, buffer| unsafe {
        gl::glGetProgramInfoLog(program, size, std::ptr::null_mut(), buffer)
    })
}

/// The location of the uniform or attribute named by `param`'s resource.
fn location(program: GLuint, param: CGparameter, of_attribute: bool) -> GLint {
    let name = unsafe { cgGetParameterResourceName(param) };
    if name.is_null() {
        return -1;
    }
    unsafe {
        if of_attribute {
            gl::glGetAttribLocation(program, name)
        } else {
            gl::glGetUniformLocation(program, name)
        }
    }
}

/// The generic attribute a GLSL attribute parameter reads, if it is active.
pub fn attribute_index(program: GLuint, param: CGparameter) -> Option<GLuint> {
    GLuint::try_from(location(program, param, true)).ok()
}

/// Runs `f` with `program` in use, then restores the program in use before.
fn with_program(program: GLuint, f: impl FnOnce()) {
    let previous = gl::get_integer(gl::GL_CURRENT_PROGRAM) as GLuint;
    unsafe { gl::glUseProgram(program) };
    f();
    if previous != program {
        unsafe { gl::glUseProgram(previous) };
    }
}

fn set_sampler_units(program: GLuint, domains: &[(CGprogram, GLenum)]) {
    with_program(program, || {
        for &(domain, _) in domains {
            for_each_leaf(domain, |param| {
                let resource = unsafe { cgGetParameterResource(param) };
                if (CG_TEXUNIT0..=CG_TEXUNIT15).contains(&resource) {
                    let location = location(program, param, false);
                    unsafe { gl::glUniform1i(location, resource - CG_TEXUNIT0) };
                }
            });
        }
    });
}

pub fn for_each_leaf(program: CGprogram, mut f: impl FnMut(CGparameter)) {
    let mut param = unsafe { cgGetFirstLeafParameter(program, CG_PROGRAM) };
    while !param.is_null() {
        f(param);
        param = unsafe { cgGetNextLeafParameter(param) };
    }
}

/// Uploads a uniform leaf to the program in use (which must be `program`).
pub fn upload_uniform(program: GLuint, param: CGparameter) {
    let location = location(program, param, false);
    if location < 0 {
        return;
    }
    let (rows, columns, values) = crate::parameters::register_rows(param);
    let upload = match columns {
        1 => gl::glUniform1fv,
        2 => gl::glUniform2fv,
        3 => gl::glUniform3fv,
        _ => gl::glUniform4fv,
    };
    unsafe { upload(location, rows as c_int, values.as_ptr()) };
}
