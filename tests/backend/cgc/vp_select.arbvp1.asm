!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: vp_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
SLT R0.x, vertex.position, c[0];
ABS R0.x, R0;
MOV R1, vertex.position;
SGE R0.x, c[0], R0;
ADD R1, vertex.texcoord[0], -R1;
MAD result.position, R1, R0.x, vertex.position;
END
# 6 instructions, 2 R-regs
