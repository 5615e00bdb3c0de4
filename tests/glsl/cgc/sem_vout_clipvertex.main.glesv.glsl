// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vout_clipvertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//var float4 k :  : _k1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 h : $vout.POSITION : HPOS : 2 : 1
//var float4 cv : $vout.CLPV : CLPV : 3 : 1
//var float4 c : $vout.COL : COL : 4 : 1

precision mediump float;

vec4 _h1;
uniform vec4 _k1;
attribute vec4 POSITION;
varying vec4 CLPV0;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec4 _cv;
    vec4 _c;

    _h1 = POSITION;
    _cv = POSITION*_k1;
    _c = _k1;
    gl_Position = POSITION;
    CLPV0 = _cv;
    COL0 = _k1;
} // main end
