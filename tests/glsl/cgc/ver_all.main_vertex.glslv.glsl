// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/ver_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vertex
//semantic main_vertex.modelViewProj
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 3 : 1
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 color : $vin.COLOR0 : ATTR3 : 2 : 1
//var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
//var float2 main_vertex.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
//var float4 main_vertex.color : $vout.COLOR0 : COL0 : -1 : 1

#version 110

struct v2f {
    vec4 _position2;
    vec2 _uv2;
    vec4 _color2;
};

uniform vec4 _modelViewProj1[4];
vec4 _r0002;

 // main procedure, the original name was main_vertex
void main()
{


    _r0002.x = dot(_modelViewProj1[0], gl_Vertex);
    _r0002.y = dot(_modelViewProj1[1], gl_Vertex);
    _r0002.z = dot(_modelViewProj1[2], gl_Vertex);
    _r0002.w = dot(_modelViewProj1[3], gl_Vertex);
    gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;
    gl_Position = _r0002;
    gl_FrontColor = gl_Color;
    return;
} // main end
