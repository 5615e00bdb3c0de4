// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_vout_clipvertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//var float4 k :  : _k1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 h : $vout.POSITION : HPOS : 2 : 1
//var float4 cv : $vout.CLPV : CLPV : 3 : 1
//var float4 c : $vout.COL : COL : 4 : 1

#version 130

vec4 _c1;
vec4 _h1;
uniform vec4 _k1;
out vec4 CLPV0;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main
void main()
{

    vec4 _cv;

    _h1 = cg_Vertex;
    _cv = cg_Vertex*_k1;
    _c1 = _k1;
    gl_Position = cg_Vertex;
    cg_FrontColor = _k1;
    CLPV0 = _cv;
} // main end
