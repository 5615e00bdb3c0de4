// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/state_semantics_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_other_matrices
//semantic main_other_matrices.s0 : state.matrix.program[1]
//semantic main_other_matrices.s1 : state.matrix.program[1].inverse
//semantic main_other_matrices.s2 : state.matrix.program[1].invtrans
//semantic main_other_matrices.s3 : state.matrix.program[1].transpose
//semantic main_other_matrices.s4 : state.matrix.texture[1]
//semantic main_other_matrices.s5 : state.matrix.texture[1].inverse
//semantic main_other_matrices.s6 : state.matrix.texture[1].invtrans
//semantic main_other_matrices.s7 : state.matrix.texture[1].transpose
//semantic main_other_matrices.s8 : state.matrix.texture
//semantic main_other_matrices.s9 : state.matrix.texture[0]
//var float4x4 s0 : state.matrix.program[1] : _s01[0], 4 : 1 : 1
//var float4x4 s1 : state.matrix.program[1].inverse : _s11[0], 4 : 2 : 1
//var float4x4 s2 : state.matrix.program[1].invtrans : _s21[0], 4 : 3 : 1
//var float4x4 s3 : state.matrix.program[1].transpose : _s31[0], 4 : 4 : 1
//var float4x4 s8 : state.matrix.texture : _s81[0], 4 : 9 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main_other_matrices : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_0;
uniform vec4 _s01[4];
uniform vec4 _s11[4];
uniform vec4 _s21[4];
uniform vec4 _s31[4];
uniform vec4 _s81[4];
vec4 _r0021;
vec4 _r0031;
vec4 _r0041;
vec4 _r0051;
vec4 _r0061;
vec4 _r0071;
vec4 _r0081;
vec4 _r0091;
vec4 _r0101;
vec4 _r0111;

 // main procedure, the original name was main_other_matrices
void main()
{


    _r0021.x = dot(_s01[0], gl_Vertex);
    _r0021.y = dot(_s01[1], gl_Vertex);
    _r0021.z = dot(_s01[2], gl_Vertex);
    _r0021.w = dot(_s01[3], gl_Vertex);
    _r0031.x = dot(_s11[0], gl_Vertex);
    _r0031.y = dot(_s11[1], gl_Vertex);
    _r0031.z = dot(_s11[2], gl_Vertex);
    _r0031.w = dot(_s11[3], gl_Vertex);
    _r0041.x = dot(_s21[0], gl_Vertex);
    _r0041.y = dot(_s21[1], gl_Vertex);
    _r0041.z = dot(_s21[2], gl_Vertex);
    _r0041.w = dot(_s21[3], gl_Vertex);
    _r0051.x = dot(_s31[0], gl_Vertex);
    _r0051.y = dot(_s31[1], gl_Vertex);
    _r0051.z = dot(_s31[2], gl_Vertex);
    _r0051.w = dot(_s31[3], gl_Vertex);
    _r0061.x = dot(gl_TextureMatrixTranspose[1][0], gl_Vertex);
    _r0061.y = dot(gl_TextureMatrixTranspose[1][1], gl_Vertex);
    _r0061.z = dot(gl_TextureMatrixTranspose[1][2], gl_Vertex);
    _r0061.w = dot(gl_TextureMatrixTranspose[1][3], gl_Vertex);
    _r0071.x = dot(gl_TextureMatrixInverseTranspose[1][0], gl_Vertex);
    _r0071.y = dot(gl_TextureMatrixInverseTranspose[1][1], gl_Vertex);
    _r0071.z = dot(gl_TextureMatrixInverseTranspose[1][2], gl_Vertex);
    _r0071.w = dot(gl_TextureMatrixInverseTranspose[1][3], gl_Vertex);
    _r0081.x = dot(gl_TextureMatrixInverse[1][0], gl_Vertex);
    _r0081.y = dot(gl_TextureMatrixInverse[1][1], gl_Vertex);
    _r0081.z = dot(gl_TextureMatrixInverse[1][2], gl_Vertex);
    _r0081.w = dot(gl_TextureMatrixInverse[1][3], gl_Vertex);
    _r0091.x = dot(gl_TextureMatrix[1][0], gl_Vertex);
    _r0091.y = dot(gl_TextureMatrix[1][1], gl_Vertex);
    _r0091.z = dot(gl_TextureMatrix[1][2], gl_Vertex);
    _r0091.w = dot(gl_TextureMatrix[1][3], gl_Vertex);
    _r0101.x = dot(_s81[0], gl_Vertex);
    _r0101.y = dot(_s81[1], gl_Vertex);
    _r0101.z = dot(_s81[2], gl_Vertex);
    _r0101.w = dot(_s81[3], gl_Vertex);
    _r0111.x = dot(gl_TextureMatrixTranspose[0][0], gl_Vertex);
    _r0111.y = dot(gl_TextureMatrixTranspose[0][1], gl_Vertex);
    _r0111.z = dot(gl_TextureMatrixTranspose[0][2], gl_Vertex);
    _r0111.w = dot(gl_TextureMatrixTranspose[0][3], gl_Vertex);
    _ret_0 = _r0021 + _r0031 + _r0041 + _r0051 + _r0061 + _r0071 + _r0081 + _r0091 + _r0101 + _r0111;
    gl_Position = _ret_0;
    return;
} // main end
