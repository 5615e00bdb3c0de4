!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/023_global_vs_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.pA
#semantic main.pB
#semantic gA
#semantic gB
#semantic gC
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pA :  : c[1] : 1 : 1
#var float4 pB :  : c[2] : 2 : 1
#var float4 gA :  : c[3] : -1 : 1
#var float4 gB :  : c[4] : -1 : 1
#var float4 gC :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
MOV R0, c[4];
MUL R0, R0, c[2];
MAD R0, vertex.position, c[3], R0;
ADD R0, R0, c[1];
MAD result.position, vertex.position, c[5], R0;
END
# 5 instructions, 1 R-regs
