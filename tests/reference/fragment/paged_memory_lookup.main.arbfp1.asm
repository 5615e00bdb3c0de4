!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/paged_memory_lookup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic memory : TEXUNIT0
#semantic blocks : TEXUNIT1
#semantic texDims
#semantic texBlock
#semantic texOffset
#semantic pageOffset
#semantic realDims
#var float3 IN.tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.color : $vin.COLOR0 : COL0 : 0 : 1
#var samplerRECT memory : TEXUNIT0 : texunit 0 : -1 : 1
#var sampler2D blocks : TEXUNIT1 : texunit 1 : -1 : 1
#var float4 texDims :  : c[0] : -1 : 1
#var float4 texBlock :  : c[1] : -1 : 1
#var float4 texOffset :  : c[2] : -1 : 1
#var float4 pageOffset :  : c[3] : -1 : 1
#var float4 realDims :  : c[4] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 0 0.125 1 0.5
#const c[6] = 2
PARAM c[7] = { program.local[0..4],
		{ 0, 0.125, 1, 0.5 },
		{ 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
RCP R0.x, fragment.texcoord[0].z;
MUL R4.xy, fragment.texcoord[0], R0.x;
MUL R5.xy, R4, c[4];
FRC R5.zw, R5.xyxy;
MAD R0.xy, -R5.zwzw, c[4].zwzw, R4;
ADD R0.zw, R0.xyxy, c[4];
MAD R0, R0, c[0].xyxy, c[0].zwzw;
FLR R1, R0;
FRC R2.xy, R0;
MUL R0.zw, R1.xyyw, c[2].y;
MAD R0, R1.xzxz, c[2].x, R0.zzww;
MAD R4.xy, R4, c[0], c[0].zwzw;
ADD R1, R0, c[2].w;
MAD R2.xy, R2, c[1], c[1].zwzw;
TEX R0, R2, texture[1], 2D;
MAD R0, R0, c[2].z, R1;
FLR R2, R0;
FLR R1, -R0;
CMP R1, R0, -R1, R2;
MAD R2, R1, c[3].y, c[3].x;
ADD R1, R0, -R1;
MUL R0, R2.zzww, c[5].zxzx;
MUL R3, R1, c[3].z;
MAD R1, R3.zzww, c[5].xzxz, R0;
TEX R0, R1.zwzw, texture[0], RECT;
TEX R1, R1, texture[0], RECT;
ADD R0, R0, -R1;
MUL R2, R2.xxyy, c[5].zxzx;
MAD R2, R3.xxyy, c[5].xzxz, R2;
MAD R0, R5.z, R0, R1;
TEX R1, R2.zwzw, texture[0], RECT;
TEX R2, R2, texture[0], RECT;
ADD R1, R1, -R2;
MAD R1, R5.z, R1, R2;
ADD R0, R0, -R1;
MAD R1, R5.w, R0, R1;
MAD R3.xy, R5.zwzw, c[1], c[1].zwzw;
TEX R3.xw, R3, texture[1], 2D;
ABS R0.zw, R5.xyxy;
MUL R2.z, R5.x, c[5].y;
FLR R4.xy, R4;
MOV R4.z, R3.x;
DP3 R3.x, R4, c[2].xyww;
FRC R3.y, R3.x;
MAD R2.x, R3.w, c[2].z, R3.y;
FRC R2.x, R2;
MAD R2.y, R3.w, c[2].z, R3.x;
ADD R2.y, R2, -R2.x;
MAD R0.xy, R2, c[3].zyzw, c[3].wxzw;
SLT R2.xy, R5, c[5].x;
FLR R0.zw, R0;
CMP R0.zw, -R2.xyxy, -R0, R0;
FLR R2.y, R2.z;
FLR R2.x, -R2.z;
CMP R2.x, R2.z, -R2, R2.y;
ADD R2.y, R0.z, R0.w;
ADD R2.z, R2.y, R2.x;
TEX R0, R0, texture[0], RECT;
SLT R2.x, R2.y, -R2;
MUL R2.z, R2, c[5].w;
ABS R2.z, R2;
FRC R2.y, R2.z;
ABS R2.x, R2;
ADD R1, R1, -R0;
MUL R2.y, R2, c[6].x;
CMP R2.x, -R2, c[5], c[5].z;
CMP R2.x, -R2, R2.y, -R2.y;
MAD R0, R2.x, R1, R0;
MUL result.color, R0, fragment.color.primary;
END
# 69 instructions, 6 R-regs
