// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/name_struct_varying.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_frag
//semantic main_frag.u
//var float4 u.x :  : _u1._x2 : 1 : 1
//var float4 vin.x : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 vin.b : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float4 b : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
//var float4 main_frag : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct U {
    vec4 _x2;
};

struct VI {
    vec4 _t;
};

struct VO {
    vec4 _t1;
};

struct VP {
    int dummy;
};

struct V {
    vec4 _x1;
    vec4 _b1;
};

vec4 _ret_0;
uniform U _u1;
varying vec4 TEX0;
varying vec4 TEX1;
varying vec4 TEX2;

 // main procedure, the original name was main_frag
void main()
{

    vec4 _x;

    _x = TEX0*2.00000000E+00;
    _ret_0 = _x + TEX1 + _u1._x2 + TEX2;
    gl_FragColor = _ret_0;
    return;
} // main end
