!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/uniforms_read_as_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.palette
#semantic main.tint
#semantic tiles : C2
#semantic invert : C3
#semantic steps
#semantic offsets
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D palette :  : texunit 0 : 1 : 1
#var float4 tint :  : c[8] : 2 : 1
#var float2 tiles : C2 : c[2] : -1 : 1
#var float invert : C3 : c[3] : -1 : 1
#var float4x1 steps :  : c[4], 4 : -1 : 1
#var float2x2 offsets :  : c[0], 2 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[9] = 1 0 0.0099999998 0.02
PARAM c[10] = { program.local[0..8],
		{ 1, 0, 0.0099999998, 0.02 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2.xyz, c[9].yzww;
ABS R0.xy, c[2];
FLR R0.zw, R0.xyxy;
SLT R0.xy, c[2], R2.x;
CMP R0.xy, -R0, -R0.zwzw, R0.zwzw;
MUL R0.zw, fragment.texcoord[0].xyxy, R0.xyxy;
FLR R0.zw, R0;
MUL R1.xy, R2.y, c[0];
RCP R0.x, R0.x;
RCP R0.y, R0.y;
MAD R0.xy, R0.zwzw, R0, R1;
MAD R0.xy, R2.z, c[1], R0;
TEX R1, R0, texture[0], 2D;
ABS R0.y, c[4].x;
ABS R0.z, c[5].x;
FLR R0.y, R0;
SLT R0.x, c[4], R2;
CMP R0.x, -R0, -R0.y, R0.y;
FLR R0.z, R0;
SLT R0.y, c[5].x, R2.x;
CMP R0.y, -R0, -R0.z, R0.z;
ABS R0.z, c[7].x;
FLR R2.y, R0.z;
SLT R0.w, c[7].x, R2.x;
CMP R0.w, -R0, -R2.y, R2.y;
ABS R0.z, c[6].x;
FLR R2.y, R0.z;
SLT R0.z, c[6].x, R2.x;
CMP R0.z, -R0, -R2.y, R2.y;
MUL R1, R1, R0;
MAX R0, R0, c[9].x;
FLR R1, R1;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.w, R0.w;
RCP R0.z, R0.z;
MUL R0, R1, R0;
ADD R1.xyz, -R0, c[9].x;
CMP R0.xyz, -c[3].x, R1, R0;
MUL result.color, R0, c[8];
END
# 40 instructions, 3 R-regs
