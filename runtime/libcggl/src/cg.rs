//! The part of libCg's public C API (`<Cg/cg.h>`) that libCgGL uses.
//!
//! libCgGL reaches libCg through these functions only, so that it runs over
//! any libCg: cgrs's, or NVIDIA's while cgrs's is being written. The
//! `extern "C"` block below is the single list of imports: `build.rs` reads
//! it to write the stub libCg.so that the library is linked against (the real
//! one is found beside libCgGL.so at run time). Keep one function per line.
//!
//! The enumerant values are those of NVIDIA's `cg.h` (Cg 3.1).

use std::ffi::{c_char, c_double, c_float, c_int, c_ulong, c_void};

pub type CGcontext = *mut c_void;
pub type CGprogram = *mut c_void;
pub type CGparameter = *mut c_void;
pub type CGbuffer = *mut c_void;
pub type CGhandle = *mut c_void;
pub type CGbool = c_int;
pub type CGprofile = c_int;
pub type CGresource = c_int;
pub type CGtype = c_int;
pub type CGenum = c_int;
pub type CGerror = c_int;

pub const CG_FALSE: CGbool = 0;

pub const CG_PROFILE_UNKNOWN: CGprofile = 6145;
pub const CG_PROFILE_VP20: CGprofile = 6146;
pub const CG_PROFILE_VP30: CGprofile = 6148;
pub const CG_PROFILE_ARBVP1: CGprofile = 6150;
pub const CG_PROFILE_ARBFP1: CGprofile = 7000;
pub const CG_PROFILE_GLSLV: CGprofile = 7007;
pub const CG_PROFILE_GLSLF: CGprofile = 7008;

pub const CG_UNIFORM: CGenum = 4102;
pub const CG_COMPILED_PROGRAM: CGenum = 4106;
pub const CG_PROGRAM: CGenum = 4109;

pub const CG_PARAMETERCLASS_MATRIX: c_int = 3;
pub const CG_PARAMETERCLASS_ARRAY: c_int = 5;

pub const CG_SAMPLER1D: CGtype = 1065;
pub const CG_SAMPLER2D: CGtype = 1066;
pub const CG_SAMPLER3D: CGtype = 1067;
pub const CG_SAMPLERRECT: CGtype = 1068;
pub const CG_SAMPLERCUBE: CGtype = 1069;

pub const CG_TEXUNIT0: CGresource = 2048;
pub const CG_TEXUNIT15: CGresource = 2063;
pub const CG_ATTR0: CGresource = 2113;
pub const CG_ATTR15: CGresource = 2128;
pub const CG_C: CGresource = 2178;
pub const CG_ENV: CGresource = 3302;
pub const CG_POSITION0: CGresource = 2437;
pub const CG_DIFFUSE0: CGresource = 2501;
pub const CG_SPECULAR0: CGresource = 2629;
pub const CG_COLOR0: CGresource = 2757;
pub const CG_COLOR1: CGresource = 2758;
pub const CG_NORMAL0: CGresource = 3092;
pub const CG_FOGCOORD: CGresource = 3156;
pub const CG_TEXCOORD0: CGresource = 3220;
pub const CG_TEXCOORD7: CGresource = 3227;
pub const CG_GLSL_UNIFORM: CGresource = 3300;
pub const CG_GLSL_ATTRIB: CGresource = 3301;

pub const CG_INVALID_PARAMETER_ERROR: CGerror = 2;
pub const CG_INVALID_PROFILE_ERROR: CGerror = 3;
pub const CG_PROGRAM_LOAD_ERROR: CGerror = 4;
pub const CG_PROGRAM_NOT_LOADED_ERROR: CGerror = 6;
pub const CG_NOT_MATRIX_PARAM_ERROR: CGerror = 9;
pub const CG_INVALID_ENUMERANT_ERROR: CGerror = 10;
pub const CG_ARRAY_PARAM_ERROR: CGerror = 22;
pub const CG_OUT_OF_ARRAY_BOUNDS_ERROR: CGerror = 23;
pub const CG_INVALID_POINTER_ERROR: CGerror = 50;

extern "C" {
    pub fn cgGetProgramProfile(program: CGprogram) -> CGprofile;
    pub fn cgGetProgramString(program: CGprogram, pname: CGenum) -> *const c_char;
    pub fn cgGetProgramContext(program: CGprogram) -> CGcontext;
    pub fn cgIsProgram(program: CGprogram) -> CGbool;
    pub fn cgIsContext(context: CGcontext) -> CGbool;
    pub fn cgGetFirstProgram(context: CGcontext) -> CGprogram;
    pub fn cgGetNumProgramDomains(program: CGprogram) -> c_int;
    pub fn cgGetProgramDomainProgram(program: CGprogram, index: c_int) -> CGprogram;
    pub fn cgSetLastListing(handle: CGhandle, listing: *const c_char);
    pub fn cgIsParameter(param: CGparameter) -> CGbool;
    pub fn cgGetParameterProgram(param: CGparameter) -> CGprogram;
    pub fn cgGetParameterType(param: CGparameter) -> CGtype;
    pub fn cgGetParameterNamedType(param: CGparameter) -> CGtype;
    pub fn cgGetParameterClass(param: CGparameter) -> c_int;
    pub fn cgGetParameterVariability(param: CGparameter) -> CGenum;
    pub fn cgGetParameterResource(param: CGparameter) -> CGresource;
    pub fn cgGetParameterResourceName(param: CGparameter) -> *const c_char;
    pub fn cgGetParameterResourceIndex(param: CGparameter) -> c_ulong;
    pub fn cgGetParameterRows(param: CGparameter) -> c_int;
    pub fn cgGetParameterColumns(param: CGparameter) -> c_int;
    pub fn cgIsParameterReferenced(param: CGparameter) -> CGbool;
    pub fn cgGetFirstLeafParameter(program: CGprogram, name_space: CGenum) -> CGparameter;
    pub fn cgGetNextLeafParameter(param: CGparameter) -> CGparameter;
    pub fn cgGetArraySize(param: CGparameter, dimension: c_int) -> c_int;
    pub fn cgGetArrayDimension(param: CGparameter) -> c_int;
    pub fn cgGetArrayParameter(param: CGparameter, index: c_int) -> CGparameter;
    pub fn cgSetParameter1f(param: CGparameter, x: c_float);
    pub fn cgSetParameter2f(param: CGparameter, x: c_float, y: c_float);
    pub fn cgSetParameter3f(param: CGparameter, x: c_float, y: c_float, z: c_float);
    pub fn cgSetParameter4f(param: CGparameter, x: c_float, y: c_float, z: c_float, w: c_float);
    pub fn cgSetParameter1d(param: CGparameter, x: c_double);
    pub fn cgSetParameter2d(param: CGparameter, x: c_double, y: c_double);
    pub fn cgSetParameter3d(param: CGparameter, x: c_double, y: c_double, z: c_double);
    pub fn cgSetParameter4d(param: CGparameter, x: c_double, y: c_double, z: c_double, w: c_double);
    pub fn cgSetParameter1fv(param: CGparameter, v: *const c_float);
    pub fn cgSetParameter2fv(param: CGparameter, v: *const c_float);
    pub fn cgSetParameter3fv(param: CGparameter, v: *const c_float);
    pub fn cgSetParameter4fv(param: CGparameter, v: *const c_float);
    pub fn cgSetParameter1dv(param: CGparameter, v: *const c_double);
    pub fn cgSetParameter2dv(param: CGparameter, v: *const c_double);
    pub fn cgSetParameter3dv(param: CGparameter, v: *const c_double);
    pub fn cgSetParameter4dv(param: CGparameter, v: *const c_double);
    pub fn cgSetMatrixParameterfr(param: CGparameter, matrix: *const c_float);
    pub fn cgSetMatrixParameterfc(param: CGparameter, matrix: *const c_float);
    pub fn cgSetMatrixParameterdr(param: CGparameter, matrix: *const c_double);
    pub fn cgSetMatrixParameterdc(param: CGparameter, matrix: *const c_double);
    pub fn cgGetMatrixParameterfr(param: CGparameter, matrix: *mut c_float);
    pub fn cgGetMatrixParameterfc(param: CGparameter, matrix: *mut c_float);
    pub fn cgGetMatrixParameterdr(param: CGparameter, matrix: *mut c_double);
    pub fn cgGetMatrixParameterdc(param: CGparameter, matrix: *mut c_double);
    pub fn cgGetParameterValuefr(param: CGparameter, n: c_int, values: *mut c_float) -> c_int;
    pub fn cgGetParameterValuefc(param: CGparameter, n: c_int, values: *mut c_float) -> c_int;
    pub fn cgGetParameterValuedr(param: CGparameter, n: c_int, values: *mut c_double) -> c_int;
}
