!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/440_sem_varying_struct_param_without_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float3 P : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 k : $vin.TEX1 : TEX1 : 1 : 1
#var float3 light.position : $vin.TEX2 : TEX2 : 2 : 1
#var float4 light.color : $vin.TEX3 : TEX3 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
MOV R0.xyz, fragment.texcoord[0];
ADD R0.xyz, fragment.texcoord[2], -R0;
DP3 R0.x, R0, R0;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
ADD R0.x, R0, c[0];
RCP R0.x, R0.x;
MUL R0, fragment.texcoord[3], R0.x;
ADD result.color, R0, fragment.texcoord[1];
END
# 9 instructions, 1 R-regs
