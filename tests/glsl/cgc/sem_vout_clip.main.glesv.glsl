// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vout_clip.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.plane0
//semantic main.plane1
//var float4 plane0 :  : _plane01 : 1 : 1
//var float4 plane1 :  : _plane11 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 hpos : $vout.POSITION : HPOS : 3 : 1
//var float c0 : $vout.CLP0 : CLP0 : 4 : 1
//var float c1 : $vout.CLP1 : CLP1 : 5 : 1
//var float c5 : $vout.CLP5 : CLP5 : 6 : 1

precision mediump float;

vec4 _hpos1;
uniform vec4 _plane01;
uniform vec4 _plane11;
attribute vec4 POSITION;
varying vec4 CLP0;
varying vec4 CLP1;
varying vec4 CLP5;

 // main procedure, the original name was main
void main()
{

    float _c0;
    float _c1;
    float _c5;

    _hpos1 = POSITION;
    _c0 = dot(POSITION, _plane01);
    _c1 = dot(POSITION, _plane11);
    _c5 = POSITION.x;
    gl_Position = POSITION;
    CLP0.x = _c0;
    CLP1.x = _c1;
    CLP5.x = POSITION.x;
} // main end
