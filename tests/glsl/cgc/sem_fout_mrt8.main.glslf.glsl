// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fout_mrt8.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.n
//var int n :  : _n1 : 1 : 1
//var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 c0 : $vout.COLOR0 : COL : 2 : 1
//var float4 c1 : $vout.COLOR1 : COL1 : 3 : 1
//var float4 c7 : $vout.COLOR7 : COL7 : 4 : 1

#version 110

#extension GL_ARB_draw_buffers : enable
#extension GL_EXT_gpu_shader4 : enable

vec4 _c01;
vec4 _c71;
vec4 _c11;
uniform int _n1;

 // main procedure, the original name was main
void main()
{


    _c01 = gl_TexCoord[0];
    _c11 = gl_TexCoord[0]*float((_n1%3));
    _c71 = gl_TexCoord[0].wzyx;
    gl_FragData[1] = _c11;
    gl_FragData[7] = gl_TexCoord[0].wzyx;
    gl_FragData[0] = gl_TexCoord[0];
} // main end
