// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/hdr_global_varyings.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vp
//semantic main_vp.modelViewProj
//semantic main_vp.lightDir
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 1 : 1
//var float4 lightDir :  : _lightDir1 : 2 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 uv : $vout.TEXCOORD0 : TEXCOORD0 : 4 : 1
//var float3 normal : $vin.NORMAL : NORMAL : -1 : 1
//var float4 vertexColor : $vin.COLOR0 : COLOR0 : -1 : 1
//var float4 offsets[0] : $vin.TEXCOORD5 : TEXCOORD5 : -1 : 1
//var float4 offsets[1] : $vin.TEXCOORD6 : TEXCOORD6 : -1 : 1
//var float4 fogCoord : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main_vp : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _color1;
vec4 _uv1;
float _TMP1;
float _TMP0;
uniform vec4 _modelViewProj1[4];
uniform vec4 _lightDir1;
vec4 _r0009;
in vec4 NORMAL;
in vec4 COLOR;
in vec4 TEXCOORD5;
in vec4 TEXCOORD6;
out vec4 _fogCoord;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord3;
out vec4 cg_TexCoord0;

 // main procedure, the original name was main_vp
void main()
{


    _TMP0 = dot(NORMAL.xyz, _lightDir1.xyz);
    _TMP1 = max(_TMP0, 0.00000000E+00);
    _color1 = COLOR*_TMP1;
    _uv1 = TEXCOORD5 + TEXCOORD6;
    _r0009.x = dot(_modelViewProj1[0], cg_Vertex);
    _r0009.y = dot(_modelViewProj1[1], cg_Vertex);
    _r0009.z = dot(_modelViewProj1[2], cg_Vertex);
    _r0009.w = dot(_modelViewProj1[3], cg_Vertex);
    _fogCoord = _r0009.zzzz;
    cg_TexCoord0 = _uv1;
    cg_TexCoord3 = _r0009.zzzz;
    gl_Position = _r0009;
    cg_FrontColor = _color1;
    return;
} // main end
