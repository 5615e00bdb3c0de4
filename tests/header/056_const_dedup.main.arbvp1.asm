!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/056_const_dedup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.0625 0.25 0.5
PARAM c[1] = { { 0.0625, 0.25, 0.5 } };
TEMP R0;
MOV R0, vertex.texcoord[0];
ADD R0, vertex.position, R0;
MAD result.position, R0, c[0].x, c[0].yzyz;
END
# 3 instructions, 1 R-regs
