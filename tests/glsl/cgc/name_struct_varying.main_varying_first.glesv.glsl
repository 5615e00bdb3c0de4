// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_struct_varying.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_varying_first
//semantic main_varying_first.u
//var float4 u.x :  : _u1._x1 : 1 : 1
//var float4 vin.x : $vin.POSITION : POSITION : 0 : 1
//var float4 vin.t : $vin.TEXCOORD0 :  : 0 : 0
//var float4 main_varying_first.x : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

struct U {
    vec4 _x1;
};

struct VI {
    vec4 _x;
    vec4 _t;
};

struct VO {
    vec4 _x2;
    vec4 _t1;
};

struct VP {
    vec4 _x3;
};

struct V {
    vec4 _x4;
    vec4 _b;
};

uniform U _u1;
attribute vec4 POSITION;

 // main procedure, the original name was main_varying_first
void main()
{

    VP _o;

    _o._x3 = POSITION + _u1._x1;
    gl_Position = _o._x3;
    return;
} // main end
