!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/162_varying_several_semantics_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 r : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 s : $vin.NORMAL : NORMAL : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD4 : TEX4 : -1 : 1
TEMP R0;
MOV R0, vertex.texcoord[2];
MOV result.position, vertex.position;
MUL result.color.secondary, vertex.texcoord[1], R0;
MOV result.texcoord[4], vertex.normal;
END
# 4 instructions, 1 R-regs
