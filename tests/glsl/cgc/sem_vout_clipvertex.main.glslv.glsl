// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_vout_clipvertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//var float4 k :  : _k1 : 1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 h : $vout.POSITION : HPOS : 2 : 1
//var float4 cv : $vout.CLPV : CLPV : 3 : 1
//var float4 c : $vout.COL : COL0 : 4 : 1

#version 110

vec4 _c1;
vec4 _h1;
vec4 _cv1;
uniform vec4 _k1;

 // main procedure, the original name was main
void main()
{


    _h1 = gl_Vertex;
    _cv1 = gl_Vertex*_k1;
    _c1 = _k1;
    gl_ClipVertex = _cv1;
    gl_Position = gl_Vertex;
    gl_FrontColor = _k1;
} // main end
