// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/es_precision.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_vertex
//semantic main_vertex.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 3 : 1
//var float4 pos : $vin.POSITION : POSITION : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float4 main_vertex.pos : $vout.POSITION : POSITION : -1 : 1
//var float4 main_vertex.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float2 main_vertex.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1

precision mediump float;

struct v2f {
    vec4 _pos1;
    vec4 _color1;
    vec2 _uv1;
};

v2f _ret_0;
uniform vec4 _mvp1[4];
vec4 _r0002;
attribute vec4 POSITION;
attribute vec4 COLOR;
attribute vec4 TEXCOORD0;
varying vec4 COL0;
varying vec4 TEX0;

 // main procedure, the original name was main_vertex
void main()
{

    v2f _o;

    _r0002.x = dot(_mvp1[0], POSITION);
    _r0002.y = dot(_mvp1[1], POSITION);
    _r0002.z = dot(_mvp1[2], POSITION);
    _r0002.w = dot(_mvp1[3], POSITION);
    _o._color1 = vec4(float(COLOR.x), float(COLOR.y), float(COLOR.z), float(COLOR.w));
    _ret_0._pos1 = _r0002;
    _ret_0._color1 = _o._color1;
    _ret_0._uv1 = TEXCOORD0.xy;
    gl_Position = _r0002;
    COL0 = _o._color1;
    TEX0.xy = TEXCOORD0.xy;
    return;
    COL0 = _ret_0._color1;
    TEX0.xy = _ret_0._uv1;
} // main end
