// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_interpolation.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program vmain
//semantic vmain.mvp
//semantic vmain.lightDir
//var float4x4 mvp :  : _mvp1[0], 4 : 5 : 1
//var float3 lightDir :  : _lightDir1 : 6 : 1
//var float4 pos : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float3 tangent : $vin.TANGENT : TANGENT : 2 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 1
//var float4 vmain.hpos : $vout.POSITION : POSITION : -1 : 1
//var float4 vmain.tint : $vout.COLOR0.FLAT : COLOR0.FLAT : -1 : 1
//var float2 vmain.uv : $vout.TEXCOORD0_centroid : TEXCOORD0_CENTROID : -1 : 1
//var float3 vmain.screen : $vout.TEXCOORD1_NoPerspective : TEXCOORD1_NOPERSPECTIVE : -1 : 1
//var float3x3 vmain.tbn : $vout.TEXCOORD2.CENTROID : TEXCOORD2.CENTROID, 3 : -1 : 1
//var float4 vmain.shade : $vout.TEXCOORD5 : TEXCOORD5 : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

struct V2F {
    vec4 _hpos;
    vec4 _tint;
    vec2 _uv1;
    vec3 _screen;
    vec3 _tbn[3];
    vec4 _shade;
};

V2F _ret_0;
float _TMP0;
float _TMP2;
uniform vec4 _mvp1[4];
uniform vec3 _lightDir1;
vec4 _r0007;
float _TMP22;
attribute vec4 POSITION;
attribute vec4 NORMAL;
attribute vec4 TANGENT;
attribute vec4 COLOR;
attribute vec4 TEXCOORD0;
varying vec4 COL0;
centroid varying vec4 TEX0;
varying vec4 TEX1;
centroid varying vec4 TEX2;
centroid varying vec4 TEX3;
centroid varying vec4 TEX4;
varying vec4 TEX5;

 // main procedure, the original name was vmain
void main()
{

    vec3 _binormal;

    _r0007.x = dot(_mvp1[0], POSITION);
    _r0007.y = dot(_mvp1[1], POSITION);
    _r0007.z = dot(_mvp1[2], POSITION);
    _r0007.w = dot(_mvp1[3], POSITION);
    _binormal = NORMAL.yzx*TANGENT.zxy - NORMAL.zxy*TANGENT.yzx;
    _TMP0 = dot(NORMAL.xyz, _lightDir1);
    _TMP2 = min(1.00000000E+00, _TMP0);
    _TMP22 = max(0.00000000E+00, _TMP2);
    _ret_0._hpos = _r0007;
    _ret_0._tint = COLOR;
    _ret_0._uv1 = TEXCOORD0.xy;
    _ret_0._screen = _r0007.xyw;
    _ret_0._tbn[0] = TANGENT.xyz;
    _ret_0._tbn[1] = _binormal;
    _ret_0._tbn[2] = NORMAL.xyz;
    _ret_0._shade = vec4(_TMP22, _TMP22, _TMP22, _TMP22);
    gl_Position = _r0007;
    COL0 = COLOR;
    TEX0.xy = TEXCOORD0.xy;
    TEX1.xyz = _r0007.xyw;
    TEX2.xyz = TANGENT.xyz;
    TEX3.xyz = _binormal;
    TEX4.xyz = NORMAL.xyz;
    TEX5 = _ret_0._shade;
    return;
    COL0 = _ret_0._tint;
    TEX0.xy = _ret_0._uv1;
    TEX1.xyz = _ret_0._screen;
    TEX2.xyz = _ret_0._tbn[0];
    TEX3.xyz = _ret_0._tbn[1];
    TEX4.xyz = _ret_0._tbn[2];
    TEX5 = _ret_0._shade;
} // main end
