// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_struct_local_clash.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic dglob
//var float4 dglob.q :  : _dglob._q : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main.pos : $vout.POSITION : POSITION : -1 : 1
//var float4 main.q : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1

precision mediump float;

struct D {
    vec4 _q;
};

struct V {
    vec4 _pos;
    vec4 _q2;
};

V _ret_0;
attribute vec4 POSITION;
varying vec4 TEX0;
uniform D _dglob;

 // main procedure, the original name was main
void main()
{

    vec4 _q1;
    V _o;

    _q1 = POSITION*2.00000000E+00;
    _o._q2 = _q1 + _dglob._q;
    _ret_0._pos = _q1;
    _ret_0._q2 = _o._q2;
    gl_Position = _q1;
    TEX0 = _o._q2;
    return;
    TEX0 = _ret_0._q2;
} // main end
