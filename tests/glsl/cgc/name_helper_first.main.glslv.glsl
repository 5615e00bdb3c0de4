// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_helper_first.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//semantic main.m
//semantic g
//var float4 k :  : _k2 : 1 : 1
//var float4 m :  : _m1 : 2 : 1
//var float4 g :  : _g1 : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_0;
uniform vec4 _k2;
uniform vec4 _m1;
vec4 _k0005;
uniform vec4 _g1;

 // main procedure, the original name was main
void main()
{


    _k0005 = gl_Vertex*2.00000000E+00;
    _ret_0 = _k0005 + _g1 + _k2*_m1;
    gl_Position = _ret_0;
    return;
} // main end
