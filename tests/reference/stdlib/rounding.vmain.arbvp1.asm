!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/rounding.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 6 : 1
#const c[0] = 3.7 0.5 0 1
PARAM c[1] = { { 3.7, 0.5, 0, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0, vertex.texcoord[0], c[0].x;
FLR R3.xyz, R0.xyww;
FLR R1.xy, -R0;
ADD R4.xy, -R3, -R1;
SLT R1, R0, c[0].z;
SLT R2, c[0].z, R0;
ADD R2, -R1, R2;
MAD result.texcoord[2].xy, R4, R1, R3;
ABS R1, R0;
FRC result.texcoord[1].xyz, R0;
ADD R0.x, R0.w, c[0].y;
MAD result.texcoord[3], R1, c[0].y, R2;
FLR R1.zw, -R0.xyyz;
MIN R0.zw, R0, c[0].w;
MOV result.position, vertex.position;
MOV result.texcoord[0].x, R1;
MOV result.texcoord[0].y, -R1.z;
MOV result.texcoord[0].z, -R1.w;
MOV result.texcoord[0].w, R3.z;
FLR result.texcoord[1].w, R0.x;
MAX result.texcoord[2].zw, R0, c[0].z;
END
# 21 instructions, 5 R-regs
