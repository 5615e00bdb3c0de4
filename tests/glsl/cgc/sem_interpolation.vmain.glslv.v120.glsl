// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=120
// source file: tests/glsl/cases/sem_interpolation.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program vmain
//semantic vmain.mvp
//semantic vmain.lightDir
//var float4x4 mvp :  : _mvp1[0], 4 : 5 : 1
//var float3 lightDir :  : _lightDir1 : 6 : 1
//var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
//var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
//var float3 tangent : $vin.TANGENT : TANGENT : 2 : 1
//var float4 color : $vin.COLOR0 : ATTR3 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 4 : 1
//var float4 vmain.hpos : $vout.POSITION : HPOS : -1 : 1
//var float4 vmain.tint : $vout.COLOR0.FLAT : COL0 : -1 : 1
//var float2 vmain.uv : $vout.TEXCOORD0_centroid : TEXCOORD0_CENTROID : -1 : 1
//var float3 vmain.screen : $vout.TEXCOORD1_NoPerspective : TEX1 : -1 : 1
//var float3x3 vmain.tbn : $vout.TEXCOORD2.CENTROID : TEXCOORD2.CENTROID, 3 : -1 : 1
//var float4 vmain.shade : $vout.TEXCOORD5 : TEX5 : -1 : 1

#version 120

struct V2F {
    vec4 _hpos;
    vec4 _tint;
    vec2 _uv2;
    vec3 _screen;
    vec3 _tbn[3];
    vec4 _shade;
};

float _TMP0;
float _TMP2;
uniform vec4 _mvp1[4];
uniform vec3 _lightDir1;
vec4 _r0007;
float _TMP22;
attribute vec4 TANGENT;
centroid varying vec4 gl_TexCoord[8];

 // main procedure, the original name was vmain
void main()
{


    _r0007.x = dot(_mvp1[0], gl_Vertex);
    _r0007.y = dot(_mvp1[1], gl_Vertex);
    _r0007.z = dot(_mvp1[2], gl_Vertex);
    _r0007.w = dot(_mvp1[3], gl_Vertex);
    _TMP0 = dot(gl_Normal, _lightDir1);
    _TMP2 = min(1.00000000E+00, _TMP0);
    _TMP22 = max(0.00000000E+00, _TMP2);
    gl_TexCoord[2].x = TANGENT.x;
    gl_TexCoord[5] = vec4(_TMP22, _TMP22, _TMP22, _TMP22);
    gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;
    gl_TexCoord[1].xyz = _r0007.xyw;
    gl_Position = _r0007;
    gl_FrontColor = gl_Color;
    return;
} // main end
