// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_fout_mrt8.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.n
//var int n :  : _n1 : 1 : 1
//var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 c0 : $vout.COLOR0 : COLOR0 : 2 : 1
//var float4 c1 : $vout.COLOR1 : COLOR1 : 3 : 1
//var float4 c7 : $vout.COLOR7 : COLOR7 : 4 : 1

#version 130

#extension GL_ARB_draw_buffers : enable

vec4 _c01;
vec4 _c71;
vec4 _c11;
uniform int _n1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;
out vec4 cg_FragData7;
out vec4 cg_FragData1;

 // main procedure, the original name was main
void main()
{


    _c01 = cg_TexCoord0;
    _c11 = cg_TexCoord0*float((_n1%3));
    _c71 = cg_TexCoord0.wzyx;
    cg_FragData1 = _c11;
    cg_FragData7 = cg_TexCoord0.wzyx;
    cg_FragColor = cg_TexCoord0;
} // main end
