// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_unreferenced.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.s
//semantic main.s2
//semantic main.k
//var float4 s.a :  : _s1._a : 3 : 1
//var float4 s.b :  :  : 3 : 0
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 unusedIn : $vin.TEXCOORD3 :  : 1 : 0
//var float4 t : $vin.TEXCOORD0 : ATTR8 : 2 : 1
//var float4 unusedOut : $vout.TEXCOORD1 : TEX1 : 6 : 1
//var float4 c : $vout.COLOR0 : COL0 : 7 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

struct S {
    vec4 _a;
    vec4 _b;
};

vec4 _c1;
vec4 _unusedOut1;
uniform S _s1;

 // main procedure, the original name was main
void main()
{


    _c1 = gl_MultiTexCoord0*_s1._a;
    gl_TexCoord[1] = _unusedOut1;
    gl_Position = gl_Vertex;
    gl_FrontColor = _c1;
    return;
} // main end
