!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/208_matrix_varyings_without_semantics_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float2x4 m : $vin.TEX0 : TEX0, 2 : 1 : 1
#var float4 b : $vin.TEX3 : TEX3 : 2 : 1
#var float3x2 n : $vin.TEX4 : TEX4, 3 : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0, fragment.texcoord[0];
ADD R0, fragment.texcoord[2], R0;
ADD R0, R0, fragment.texcoord[1];
ADD R0, R0, fragment.texcoord[3];
ADD result.color, R0, fragment.texcoord[6].xyxy;
END
# 5 instructions, 1 R-regs
