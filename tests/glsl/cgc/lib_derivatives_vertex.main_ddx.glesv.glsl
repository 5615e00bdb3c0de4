// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_derivatives_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_ddx
//semantic modelViewProj
//semantic heightScale
//var float4x4 modelViewProj :  : _modelViewProj[0], 4 : -1 : 1
//var float heightScale :  : _heightScale : -1 : 1
//var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 1 : 1
//var float4 main_ddx : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#extension GL_OES_standard_derivatives : enable

struct Terrain {
    vec4 _position;
    vec2 _uv;
};

vec2 _TMP1;
vec2 _TMP0;
vec4 _r0012;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
varying vec4 COL0;
uniform vec4 _modelViewProj[4];
uniform float _heightScale;

 // main procedure, the original name was main_ddx
void main()
{

    vec4 _color;

    _TMP0 = dFdx(TEXCOORD0.xy);
    _TMP1 = dFdy(TEXCOORD0.xy);
    _color = vec4(_TMP0.x, _TMP0.y, _TMP1.x, _TMP1.y)*_heightScale + 5.00000000E-01;
    _r0012.x = dot(_modelViewProj[0], POSITION);
    _r0012.y = dot(_modelViewProj[1], POSITION);
    _r0012.z = dot(_modelViewProj[2], POSITION);
    _r0012.w = dot(_modelViewProj[3], POSITION);
    gl_Position = _r0012;
    COL0 = _color;
    return;
    COL0 = _color;
} // main end
