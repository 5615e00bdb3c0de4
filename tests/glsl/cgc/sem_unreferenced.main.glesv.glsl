// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_unreferenced.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.s
//semantic main.s2
//semantic main.k
//var float4 s.a :  : _s1._a : 3 : 1
//var float4 s.b :  :  : 3 : 0
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 unusedIn : $vin.TEXCOORD3 :  : 1 : 0
//var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float4 unusedOut : $vout.TEXCOORD1 :  : 6 : 0
//var float4 c : $vout.COLOR0 : COLOR0 : 7 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

struct S {
    vec4 _a;
    vec4 _b;
};

uniform S _s1;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _c = TEXCOORD0*_s1._a;
    gl_Position = POSITION;
    COL0 = _c;
    return;
    COL0 = _c;
} // main end
