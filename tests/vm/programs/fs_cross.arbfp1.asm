!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_cross.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float3 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
TEMP R1;
MOV R0.xyz, fragment.texcoord[1];
MUL R1.xyz, fragment.texcoord[0].zxyw, R0.yzxw;
MAD R0.xyz, fragment.texcoord[0].yzxw, R0.zxyw, -R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL result.color.xyz, R0.w, R0;
MOV result.color.w, c[0].x;
END
# 7 instructions, 2 R-regs
