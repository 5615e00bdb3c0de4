!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_dot.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
MOV R1, fragment.texcoord[1];
MOV R0, fragment.texcoord[0];
ADD R0, fragment.texcoord[1], -R0;
DP4 R0.y, R0, R0;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.y, R0.y;
RSQ R0.x, R0.x;
DP3 result.color.x, fragment.texcoord[0], R1;
DP4 result.color.y, fragment.texcoord[0], R1;
RCP result.color.w, R0.y;
RCP result.color.z, R0.x;
END
# 11 instructions, 2 R-regs
