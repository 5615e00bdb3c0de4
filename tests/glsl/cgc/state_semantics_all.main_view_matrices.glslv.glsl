// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/state_semantics_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_view_matrices
//semantic main_view_matrices.s0 : state.matrix.modelview[0]
//semantic main_view_matrices.s1 : state.matrix.modelview[0].inverse
//semantic main_view_matrices.s2 : state.matrix.modelview[0].invtrans
//semantic main_view_matrices.s3 : state.matrix.modelview[0].transpose
//semantic main_view_matrices.s4 : state.matrix.mvp
//semantic main_view_matrices.s5 : state.matrix.mvp.inverse
//semantic main_view_matrices.s6 : state.matrix.mvp.invtrans
//semantic main_view_matrices.s7 : state.matrix.mvp.transpose
//semantic main_view_matrices.s8 : state.matrix.projection
//semantic main_view_matrices.s9 : state.matrix.projection.inverse
//semantic main_view_matrices.s10 : state.matrix.projection.invtrans
//semantic main_view_matrices.s11 : state.matrix.projection.transpose
//semantic main_view_matrices.s12 : state.matrix.modelview
//semantic main_view_matrices.s13 : state.matrix.modelview.invtrans
//semantic main_view_matrices.s14 : state.matrix.modelview[0]
//var float4x4 s0 : state.matrix.modelview[0] : _s01[0], 4 : 1 : 1
//var float4x4 s1 : state.matrix.modelview[0].inverse : _s15[0], 4 : 2 : 1
//var float4x4 s2 : state.matrix.modelview[0].invtrans : _s21[0], 4 : 3 : 1
//var float4x4 s3 : state.matrix.modelview[0].transpose : _s31[0], 4 : 4 : 1
//var float4x4 s14 : state.matrix.modelview[0] : _s141[0], 4 : 15 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main_view_matrices : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_0;
uniform vec4 _s01[4];
uniform vec4 _s15[4];
uniform vec4 _s21[4];
uniform vec4 _s31[4];
uniform vec4 _s141[4];
vec4 _r0031;
vec4 _r0041;
vec4 _r0051;
vec4 _r0061;
vec4 _r0071;
vec4 _r0081;
vec4 _r0091;
vec4 _r0101;
vec4 _r0111;
vec4 _r0121;
vec4 _r0131;
vec4 _r0141;
vec4 _r0151;
vec4 _r0161;
vec4 _r0171;

 // main procedure, the original name was main_view_matrices
void main()
{


    _r0031.x = dot(_s01[0], gl_Vertex);
    _r0031.y = dot(_s01[1], gl_Vertex);
    _r0031.z = dot(_s01[2], gl_Vertex);
    _r0031.w = dot(_s01[3], gl_Vertex);
    _r0041.x = dot(_s15[0], gl_Vertex);
    _r0041.y = dot(_s15[1], gl_Vertex);
    _r0041.z = dot(_s15[2], gl_Vertex);
    _r0041.w = dot(_s15[3], gl_Vertex);
    _r0051.x = dot(_s21[0], gl_Vertex);
    _r0051.y = dot(_s21[1], gl_Vertex);
    _r0051.z = dot(_s21[2], gl_Vertex);
    _r0051.w = dot(_s21[3], gl_Vertex);
    _r0061.x = dot(_s31[0], gl_Vertex);
    _r0061.y = dot(_s31[1], gl_Vertex);
    _r0061.z = dot(_s31[2], gl_Vertex);
    _r0061.w = dot(_s31[3], gl_Vertex);
    _r0071.x = dot(gl_ModelViewProjectionMatrixTranspose[0], gl_Vertex);
    _r0071.y = dot(gl_ModelViewProjectionMatrixTranspose[1], gl_Vertex);
    _r0071.z = dot(gl_ModelViewProjectionMatrixTranspose[2], gl_Vertex);
    _r0071.w = dot(gl_ModelViewProjectionMatrixTranspose[3], gl_Vertex);
    _r0081.x = dot(gl_ModelViewProjectionMatrixInverseTranspose[0], gl_Vertex);
    _r0081.y = dot(gl_ModelViewProjectionMatrixInverseTranspose[1], gl_Vertex);
    _r0081.z = dot(gl_ModelViewProjectionMatrixInverseTranspose[2], gl_Vertex);
    _r0081.w = dot(gl_ModelViewProjectionMatrixInverseTranspose[3], gl_Vertex);
    _r0091.x = dot(gl_ModelViewProjectionMatrixInverse[0], gl_Vertex);
    _r0091.y = dot(gl_ModelViewProjectionMatrixInverse[1], gl_Vertex);
    _r0091.z = dot(gl_ModelViewProjectionMatrixInverse[2], gl_Vertex);
    _r0091.w = dot(gl_ModelViewProjectionMatrixInverse[3], gl_Vertex);
    _r0101.x = dot(gl_ModelViewProjectionMatrix[0], gl_Vertex);
    _r0101.y = dot(gl_ModelViewProjectionMatrix[1], gl_Vertex);
    _r0101.z = dot(gl_ModelViewProjectionMatrix[2], gl_Vertex);
    _r0101.w = dot(gl_ModelViewProjectionMatrix[3], gl_Vertex);
    _r0111.x = dot(gl_ProjectionMatrixTranspose[0], gl_Vertex);
    _r0111.y = dot(gl_ProjectionMatrixTranspose[1], gl_Vertex);
    _r0111.z = dot(gl_ProjectionMatrixTranspose[2], gl_Vertex);
    _r0111.w = dot(gl_ProjectionMatrixTranspose[3], gl_Vertex);
    _r0121.x = dot(gl_ProjectionMatrixInverseTranspose[0], gl_Vertex);
    _r0121.y = dot(gl_ProjectionMatrixInverseTranspose[1], gl_Vertex);
    _r0121.z = dot(gl_ProjectionMatrixInverseTranspose[2], gl_Vertex);
    _r0121.w = dot(gl_ProjectionMatrixInverseTranspose[3], gl_Vertex);
    _r0131.x = dot(gl_ProjectionMatrixInverse[0], gl_Vertex);
    _r0131.y = dot(gl_ProjectionMatrixInverse[1], gl_Vertex);
    _r0131.z = dot(gl_ProjectionMatrixInverse[2], gl_Vertex);
    _r0131.w = dot(gl_ProjectionMatrixInverse[3], gl_Vertex);
    _r0141.x = dot(gl_ProjectionMatrix[0], gl_Vertex);
    _r0141.y = dot(gl_ProjectionMatrix[1], gl_Vertex);
    _r0141.z = dot(gl_ProjectionMatrix[2], gl_Vertex);
    _r0141.w = dot(gl_ProjectionMatrix[3], gl_Vertex);
    _r0151.x = dot(gl_ModelViewMatrixTranspose[0], gl_Vertex);
    _r0151.y = dot(gl_ModelViewMatrixTranspose[1], gl_Vertex);
    _r0151.z = dot(gl_ModelViewMatrixTranspose[2], gl_Vertex);
    _r0151.w = dot(gl_ModelViewMatrixTranspose[3], gl_Vertex);
    _r0161.x = dot(gl_ModelViewMatrixInverse[0], gl_Vertex);
    _r0161.y = dot(gl_ModelViewMatrixInverse[1], gl_Vertex);
    _r0161.z = dot(gl_ModelViewMatrixInverse[2], gl_Vertex);
    _r0161.w = dot(gl_ModelViewMatrixInverse[3], gl_Vertex);
    _r0171.x = dot(_s141[0], gl_Vertex);
    _r0171.y = dot(_s141[1], gl_Vertex);
    _r0171.z = dot(_s141[2], gl_Vertex);
    _r0171.w = dot(_s141[3], gl_Vertex);
    _ret_0 = _r0031 + _r0041 + _r0051 + _r0061 + _r0071 + _r0081 + _r0091 + _r0101 + _r0111 + _r0121 + _r0131 + _r0141 + _r0151 + _r0161 + _r0171;
    gl_Position = _ret_0;
    return;
} // main end
