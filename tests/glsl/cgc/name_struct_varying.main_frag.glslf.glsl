// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/name_struct_varying.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_frag
//semantic main_frag.u
//var float4 u.x :  : _u1._x1 : 1 : 1
//var float4 vin.x : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 vin.b : $vin.TEXCOORD1 : TEX1 : 0 : 1
//var float4 b : $vin.TEXCOORD2 : TEX2 : 2 : 1
//var float4 main_frag : $vout.COLOR : COL : -1 : 1

#version 110

struct U {
    vec4 _x1;
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
    vec4 _x2;
    vec4 _b2;
};

vec4 _ret_0;
uniform U _u1;

 // main procedure, the original name was main_frag
void main()
{

    vec4 _x;

    _x = gl_TexCoord[0]*2.00000000E+00;
    _ret_0 = _x + gl_TexCoord[1] + _u1._x1 + gl_TexCoord[2];
    gl_FragColor = _ret_0;
    return;
} // main end
