!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_sampler_generic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic diffuseMap
#semantic normalMap
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 light : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D diffuseMap :  : texunit 1 : -1 : 1
#var sampler2D normalMap :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 1
PARAM c[1] = { { 2, 1 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[0].x, -c[0].y;
DP3_SAT R1.x, R0, fragment.texcoord[1];
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL result.color, R0, R1.x;
END
# 5 instructions, 2 R-regs
