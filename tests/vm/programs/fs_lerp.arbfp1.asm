!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_lerp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 t : $vin.COLOR0 : COL0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0, fragment.texcoord[0];
ADD R0, fragment.texcoord[1], -R0;
MUL R0, fragment.color.primary, R0;
ADD result.color, R0, fragment.texcoord[0];
END
# 4 instructions, 1 R-regs
