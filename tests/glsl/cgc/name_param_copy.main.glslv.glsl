// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_param_copy.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//semantic main.s
//semantic g
//var float4 k :  : _k2 : 1 : 1
//var float4 s.g :  : _s1._g2 : 2 : 1
//var float4 s.k :  : _s1._k3 : 2 : 1
//var float4 s.k1 :  : _s1._k11 : 2 : 1
//var float4 s.p :  : _s1._p2 : 2 : 1
//var float4 g :  : _g : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

struct S {
    vec4 _g2;
    vec4 _k3;
    vec4 _k11;
    vec4 _p2;
};

vec4 _ret_0;
uniform vec4 _k2;
uniform S _s1;
uniform vec4 _g;

 // main procedure, the original name was main
void main()
{

    vec4 _g1;
    vec4 _k1;

    _g1 = gl_Vertex*_k2 + _g + _s1._g2 + _s1._k3 + _s1._k11;
    _k1 = _g1*2.00000000E+00;
    _ret_0 = _k1 + _s1._p2;
    gl_Position = _ret_0;
    return;
} // main end
