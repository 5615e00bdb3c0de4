// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_vp
//semantic main_vp.mat_modelproj
//var float4x4 mat_modelproj :  : _mat_modelproj1[0], 4 : 5 : 1
//var float4 vtx_position : $vin.POSITION : POSITION : 0 : 1
//var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float3 n0 : $vin.NORMAL : NORMAL : 3 : 1
//var float3 n1 : $vin.NORMAL : NORMAL : 4 : 1
//var float4 main_vp.position : $vout.POSITION : POSITION : -1 : 1
//var float4 main_vp.normal : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1
//var float2 main_vp.uv : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1
//var float3 main_vp.shade : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1

precision mediump float;

struct VertexOut {
    vec4 _position;
    vec4 _normal;
    vec2 _uv;
    vec3 _shade;
};

VertexOut _ret_0;
vec3 _TMP0;
float _TMP2;
float _TMP1;
uniform vec4 _mat_modelproj1[4];
vec4 _r0005;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
attribute vec4 NORMAL;
varying vec4 TEX1;
varying vec4 TEX2;
varying vec4 TEX3;

 // main procedure, the original name was main_vp
void main()
{

    VertexOut _o;

    _r0005.x = dot(_mat_modelproj1[0], POSITION);
    _r0005.y = dot(_mat_modelproj1[1], POSITION);
    _r0005.z = dot(_mat_modelproj1[2], POSITION);
    _r0005.w = dot(_mat_modelproj1[3], POSITION);
    _o._uv = TEXCOORD0.xy*2.00000000E+00;
    if (NORMAL.x > 0.00000000E+00) { // if begin
        _TMP1 = dot(NORMAL.xyz, NORMAL.xyz);
        _TMP2 = inversesqrt(_TMP1);
        _TMP0 = _TMP2*NORMAL.xyz;
    } else {
        _TMP0 = NORMAL.xyz;
    } // end if
    _ret_0._position = _r0005;
    _ret_0._normal = TEXCOORD0;
    _ret_0._uv = _o._uv;
    _ret_0._shade = _TMP0;
    gl_Position = _r0005;
    TEX1 = TEXCOORD0;
    TEX2.xy = _o._uv;
    TEX3.xyz = _TMP0;
    return;
    TEX1 = _ret_0._normal;
    TEX2.xy = _ret_0._uv;
    TEX3.xyz = _ret_0._shade;
} // main end
