!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/inout_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 v.c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float2 v.t : $vin.TEXCOORD0 :  : 1 : 0
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 c : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float4 d : $vin.TEXCOORD3 :  : 4 : 0
#var float4 w : $vin.TEXCOORD4 : TEXCOORD4 : 5 : 1
#var float4 o : $vout.TEXCOORD5 : TEX5 : 6 : 1
#const c[0] = 2 1 0
PARAM c[1] = { { 2, 1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0, vertex.texcoord[4];
MOV R1, vertex.texcoord[2];
SLT R2.x, c[0].z, vertex.texcoord[4];
ADD R1, vertex.texcoord[4], -R1;
MAD result.texcoord[2], R1, R2.x, vertex.texcoord[2];
MUL result.position, vertex.position, R0;
MUL result.color, vertex.color, c[0].x;
MOV result.texcoord[5], vertex.texcoord[4];
MOV result.texcoord[1].yzw, vertex.texcoord[1];
MOV result.texcoord[1].x, c[0].y;
END
# 10 instructions, 3 R-regs
