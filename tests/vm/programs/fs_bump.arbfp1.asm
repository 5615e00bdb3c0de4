!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_bump.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.nmap
#semantic main.base
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 l : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D nmap :  : texunit 0 : 2 : 1
#var sampler2D base :  : texunit 1 : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 1 0.1
PARAM c[1] = { { 2, 1, 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.w, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.w, R0.w;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[0].x, -c[0].y;
MUL R1.xyz, R0.w, fragment.texcoord[1];
DP3_SAT R1.x, R0, R1;
MAD R2.xy, R0, c[0].z, fragment.texcoord[0];
TEX R0, R2, texture[1], 2D;
MUL result.color, R0, R1.x;
END
# 9 instructions, 3 R-regs
