// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/type_literals.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//var float4 k :  : _k1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 o : $vout.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

float _TMP0;
float _TMP1;
uniform vec4 _k1;
attribute vec4 POSITION;
varying vec4 TEX0;

 // main procedure, the original name was main
void main()
{

    vec4 _o;

    _o = ((POSITION*5.00000000E-01 + 1.00000001E-10 + 1.00000002E+20) - 3.14159274E+00) + 1.00000001E-01;
    _TMP1 = inversesqrt(2.00000000E+00);
    _TMP0 = 1.00000000E+00/_TMP1;
    _o = _o + (_k1*3.33333343E-01 + _TMP0 + 1.67772160E+07 + 1.17549435E-38);
    _o.x = _o.x + 1.00023000E+05;
    _o.y = _o.y + 6.55042539E+04;
    gl_Position = POSITION;
    TEX0 = _o;
    return;
    TEX0 = _o;
} // main end
