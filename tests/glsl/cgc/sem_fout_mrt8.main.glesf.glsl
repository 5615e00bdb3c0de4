// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_fout_mrt8.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.n
//var int n :  : _n1 : 1 : 1
//var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 c0 : $vout.COLOR0 : COL : 2 : 1
//var float4 c1 : $vout.COLOR1 : COL1 : 3 : 1
//var float4 c7 : $vout.COLOR7 : COL7 : 4 : 1

precision mediump float;

#extension GL_ARB_draw_buffers : enable
#extension GL_EXT_gpu_shader4 : enable

vec4 _c01;
vec4 _c71;
vec4 _c11;
uniform int _n1;
varying vec4 TEX0;

 // main procedure, the original name was main
void main()
{


    _c01 = TEX0;
    _c11 = TEX0*float((_n1%3));
    _c71 = TEX0.wzyx;
    gl_FragData[1] = _c11;
    gl_FragData[7] = TEX0.wzyx;
    gl_FragData[0] = TEX0;
} // main end
