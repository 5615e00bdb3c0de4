// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vout_short.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 hpos : $vout.HPOS : HPOS : 1 : 1
//var float4 c0 : $vout.COL0 : COL0 : 2 : 1
//var float4 c1 : $vout.COL1 : COL1 : 3 : 1
//var float4 t0 : $vout.TEX0 : TEX0 : 4 : 1
//var float4 t3 : $vout.TEX3 : TEX3 : 5 : 1
//var float fog : $vout.FOGC : FOGC : 6 : 1
//var float4 ps : $vout.PSIZ : PSIZ : 7 : 1

precision mediump float;

vec4 _hpos1;
attribute vec4 POSITION;
varying vec4 COL0;
varying vec4 COL1;
varying vec4 TEX0;
varying vec4 TEX3;
varying vec4 FOGC;
varying vec4 PSIZ;

 // main procedure, the original name was main
void main()
{

    vec4 _c0;
    vec4 _c1;
    vec4 _t0;
    vec4 _t3;
    float _fog;
    vec4 _ps;

    _hpos1 = POSITION;
    _c0 = POSITION*2.00000000E+00;
    _c1 = POSITION*3.00000000E+00;
    _t0 = POSITION*4.00000000E+00;
    _t3 = POSITION*5.00000000E+00;
    _fog = POSITION.z;
    _ps = POSITION.wwww;
    gl_Position = POSITION;
    COL0 = _c0;
    COL1 = _c1;
    TEX0 = _t0;
    TEX3 = _t3;
    FOGC.x = POSITION.z;
    PSIZ = POSITION.wwww;
} // main end
