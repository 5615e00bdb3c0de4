// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.k
//var float4 k :  : _k1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 q : $vin._q1 : _q1 : 1 : 1
//var float4 main.pos : $vout.POSITION : POSITION : -1 : 1
//var float4 main.one : $vout._ret_0._one : _ret_0._one : -1 : 1
//var float2 main.two : $vout._ret_0._two : _ret_0._two : -1 : 1
//var float4 main.three : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1

precision mediump float;

struct V {
    vec4 _pos;
    vec4 _one;
    vec2 _two;
    vec4 _three;
};

V _ret_0;
attribute vec4 _q1;
uniform vec4 _k1;
attribute vec4 POSITION;
varying vec4 TEX2;

 // main procedure, the original name was main
void main()
{

    V _o;

    _o._one = _q1*_k1;
    _ret_0._pos = POSITION;
    _ret_0._one = _o._one;
    _ret_0._two = POSITION.xy;
    _ret_0._three = _q1;
    gl_Position = POSITION;
    TEX2 = _q1;
    return;
    TEX2 = _ret_0._three;
} // main end
