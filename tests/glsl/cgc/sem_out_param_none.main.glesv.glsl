// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_out_param_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//var float4 k :  : _k1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 pos : $vout.POSITION : HPOS : 3 : 1
//var float4 one : $vout._one1 : _one1 : 4 : 1
//var float4 three : $vout.TEXCOORD2 : TEXCOORD2 : 5 : 1

precision mediump float;

vec4 _pos1;
varying vec4 _one1;
uniform vec4 _k1;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
varying vec4 TEX2;

 // main procedure, the original name was main
void main()
{

    vec4 _three;

    _pos1 = POSITION;
    _one1 = TEXCOORD0;
    _three = TEXCOORD0*_k1;
    gl_Position = POSITION;
    TEX2 = _three;
} // main end
