!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: fp_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 0 0.5
PARAM c[1] = { { 1, 0, 0.5 } };
TEMP R0;
TEMP R1;
SLT R0.x, c[0].z, fragment.texcoord[0];
ABS R1.x, R0;
MOV R0, fragment.texcoord[0];
CMP R1.x, -R1, c[0].y, c[0];
CMP result.color, -R1.x, fragment.texcoord[1], R0;
END
# 5 instructions, 2 R-regs
