// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_struct_varying.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_ret
//semantic main_ret.u
//var float4 u.x :  : _u1._x1 : 0 : 1
//var float4 vin.x : $vin.POSITION : POSITION : 1 : 1
//var float4 vin.t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 main_ret.x : $vout.POSITION : POSITION : -1 : 1
//var float4 main_ret.t : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1

precision mediump float;

struct U {
    vec4 _x1;
};

struct VI {
    vec4 _x2;
    vec4 _t1;
};

struct VO {
    vec4 _x;
    vec4 _t;
};

struct VP {
    vec4 _x3;
};

struct V {
    vec4 _x4;
    vec4 _b;
};

VO _ret_0;
uniform U _u1;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
varying vec4 TEX0;

 // main procedure, the original name was main_ret
void main()
{

    VO _o;

    _o._x = POSITION + _u1._x1;
    _ret_0._x = _o._x;
    _ret_0._t = TEXCOORD0;
    gl_Position = _o._x;
    TEX0 = TEXCOORD0;
    return;
    TEX0 = _ret_0._t;
} // main end
