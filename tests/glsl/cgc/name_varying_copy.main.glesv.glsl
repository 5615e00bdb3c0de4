// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_varying_copy.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//semantic main.t
//var float4 k :  : _k1 : 2 : 1
//var float4 t.c :  : _t1._c1 : 3 : 1
//var float4 t.p :  : _t1._p1 : 3 : 1
//var float4 t.k :  : _t1._k2 : 3 : 1
//var float4 t.r :  : _t1._r1 : 3 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 1 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

struct T {
    vec4 _c1;
    vec4 _p1;
    vec4 _k2;
    vec4 _r1;
};

uniform vec4 _k1;
uniform T _t1;
attribute vec4 POSITION;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec4 _c;
    vec4 _r;

    _r = POSITION*_k1;
    _c = _r + _t1._c1 + _t1._p1 + _t1._k2 + _t1._r1;
    gl_Position = _r;
    COL0 = _c;
    return;
    COL0 = _c;
} // main end
