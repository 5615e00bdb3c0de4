!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_sat.cg
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
ADD_SAT R0.x, fragment.texcoord[0], R1.y;
MUL_SAT R1, fragment.texcoord[0], R1;
ADD result.color, R1, R0.x;
END
# 4 instructions, 2 R-regs
