!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_point_light_divide.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fshort
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fshort : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
RCP R0.x, fragment.texcoord[1].x;
MUL result.color.xyz, fragment.texcoord[0], R0.x;
MOV result.color.w, c[0].x;
END
# 3 instructions, 1 R-regs
