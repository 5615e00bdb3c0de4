// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vin_index0.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 position : $vin.POSITION0 : _position : 0 : 1
//var float4 normal : $vin.NORMAL0 : _normal : 1 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

uniform vec4 _mvp1[4];
vec4 _r0002;
attribute vec4 POSITION0;
attribute vec4 NORMAL0;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec4 _oColor;

    _oColor = NORMAL0;
    _r0002.x = dot(_mvp1[0], POSITION0);
    _r0002.y = dot(_mvp1[1], POSITION0);
    _r0002.z = dot(_mvp1[2], POSITION0);
    _r0002.w = dot(_mvp1[3], POSITION0);
    gl_Position = _r0002;
    COL0 = NORMAL0;
    return;
    COL0 = _oColor;
} // main end
