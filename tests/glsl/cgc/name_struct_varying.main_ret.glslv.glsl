// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_struct_varying.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_ret
//semantic main_ret.u
//var float4 u.x :  : _u1._x : 0 : 1
//var float4 vin.x : $vin.POSITION : ATTR0 : 1 : 1
//var float4 vin.t : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 main_ret.x : $vout.POSITION : HPOS : -1 : 1
//var float4 main_ret.t : $vout.TEXCOORD0 : TEX0 : -1 : 1

#version 110

struct U {
    vec4 _x;
};

struct VI {
    vec4 _x1;
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

 // main procedure, the original name was main_ret
void main()
{

    VO _o;

    _o._x2 = gl_Vertex + _u1._x;
    gl_TexCoord[0] = gl_MultiTexCoord0;
    gl_Position = _o._x2;
    return;
} // main end
