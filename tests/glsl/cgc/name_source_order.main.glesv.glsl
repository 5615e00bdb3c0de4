// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_source_order.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//semantic main.b
//semantic x
//semantic a
//semantic g
//semantic k1
//var float4 k :  : _k2 : 1 : 1
//var float4 b :  : _b1 : 2 : 1
//var float4 x :  : _x : -1 : 1
//var float4 a :  : _a : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec4 _TMP1;
vec4 _TMP0;
uniform vec4 _k2;
uniform vec4 _b1;
attribute vec4 POSITION;
uniform vec4 _x;
uniform vec4 _a;

 // main procedure, the original name was main
void main()
{

    vec4 _g;

    _TMP0 = fract(_x);
    _TMP1 = _x + _b1*(_a - _x);
    _g = POSITION*_k2 + _TMP0 + _TMP1;
    gl_Position = _g;
    return;
} // main end
