// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_derivatives_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_ddx
//semantic modelViewProj
//semantic heightScale
//var float4x4 modelViewProj :  : _modelViewProj[0], 4 : -1 : 1
//var float heightScale :  : _heightScale : -1 : 1
//var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 1 : 1
//var float4 main_ddx : $vout.POSITION : HPOS : -1 : 1

#version 130

struct Terrain {
    vec4 _position;
    vec2 _uv;
};

vec4 _color1;
vec2 _TMP1;
vec2 _TMP0;
vec4 _r0012;
in vec4 TEXCOORD0;
uniform vec4 _modelViewProj[4];
uniform float _heightScale;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_ddx
void main()
{


    _TMP0 = dFdx(TEXCOORD0.xy);
    _TMP1 = dFdy(TEXCOORD0.xy);
    _color1 = vec4(_TMP0.x, _TMP0.y, _TMP1.x, _TMP1.y)*_heightScale + 5.00000000E-01;
    _r0012.x = dot(_modelViewProj[0], cg_Vertex);
    _r0012.y = dot(_modelViewProj[1], cg_Vertex);
    _r0012.z = dot(_modelViewProj[2], cg_Vertex);
    _r0012.w = dot(_modelViewProj[3], cg_Vertex);
    gl_Position = _r0012;
    cg_FrontColor = _color1;
    return;
} // main end
