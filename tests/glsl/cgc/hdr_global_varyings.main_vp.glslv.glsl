// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_global_varyings.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vp
//semantic main_vp.modelViewProj
//semantic main_vp.lightDir
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 1 : 1
//var float4 lightDir :  : _lightDir1 : 2 : 1
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float4 color : $vout.COLOR0 : COL0 : 3 : 1
//var float4 uv : $vout.TEXCOORD0 : TEX0 : 4 : 1
//var float3 normal : $vin.NORMAL : NORMAL : -1 : 1
//var float4 vertexColor : $vin.COLOR0 : COLOR0 : -1 : 1
//var float4 offsets[0] : $vin.TEXCOORD5 : TEXCOORD5 : -1 : 1
//var float4 offsets[1] : $vin.TEXCOORD6 : TEXCOORD6 : -1 : 1
//var float4 fogCoord : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main_vp : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _color1;
vec4 _uv1;
float _TMP1;
float _TMP0;
uniform vec4 _modelViewProj1[4];
uniform vec4 _lightDir1;
vec4 _r0009;
varying vec4 _fogCoord;

 // main procedure, the original name was main_vp
void main()
{


    _TMP0 = dot(gl_Normal, _lightDir1.xyz);
    _TMP1 = max(_TMP0, 0.00000000E+00);
    _color1 = gl_Color*_TMP1;
    _uv1 = gl_MultiTexCoord5 + gl_MultiTexCoord6;
    _r0009.x = dot(_modelViewProj1[0], gl_Vertex);
    _r0009.y = dot(_modelViewProj1[1], gl_Vertex);
    _r0009.z = dot(_modelViewProj1[2], gl_Vertex);
    _r0009.w = dot(_modelViewProj1[3], gl_Vertex);
    _fogCoord = _r0009.zzzz;
    gl_TexCoord[0] = _uv1;
    gl_TexCoord[3] = _r0009.zzzz;
    gl_Position = _r0009;
    gl_FrontColor = _color1;
    return;
} // main end
