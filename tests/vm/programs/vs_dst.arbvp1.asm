!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_dst.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0, vertex.texcoord[1];
MOV R1, vertex.texcoord[0];
ADD R1, vertex.texcoord[1], -R1;
MUL R2.xyz, vertex.texcoord[0].zxyw, R0.yzxw;
DP4 R1.x, R1, R1;
RSQ R1.x, R1.x;
MAD result.texcoord[1].xyz, vertex.texcoord[0].yzxw, R0.zxyw, -R2;
MOV result.position, vertex.position;
RCP result.texcoord[0].x, R1.x;
MUL result.texcoord[0].y, vertex.texcoord[0], R0;
DP4 result.texcoord[1].w, vertex.texcoord[0], R0;
MOV result.texcoord[0].z, vertex.texcoord[0];
MOV result.texcoord[0].w, vertex.texcoord[1];
END
# 13 instructions, 3 R-regs
