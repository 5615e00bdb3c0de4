// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_struct_local_clash.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic dglob
//var float4 dglob.q :  : _dglob._q : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
//var float4 main.q : $vout.TEXCOORD0 : TEX0 : -1 : 1

#version 110

struct D {
    vec4 _q;
};

struct V {
    vec4 _pos;
    vec4 _q2;
};

uniform D _dglob;

 // main procedure, the original name was main
void main()
{

    vec4 _q1;
    V _o;

    _q1 = gl_Vertex*2.00000000E+00;
    _o._q2 = _q1 + _dglob._q;
    gl_TexCoord[0] = _o._q2;
    gl_Position = _q1;
    return;
} // main end
