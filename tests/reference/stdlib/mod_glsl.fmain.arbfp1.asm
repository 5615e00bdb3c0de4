!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/mod_glsl.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.time
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 c : $vin.COLOR0 : COL0 : 1 : 1
#var float time :  : c[0] : 2 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 8 4 0.5 2
#const c[2] = 3 1 2 0.5
#const c[3] = 0 3.3333333 0.30000001 -4
#const c[4] = 0.5 -0.5 2 -0.25
PARAM c[5] = { program.local[0],
		{ 8, 4, 0.5, 2 },
		{ 3, 1, 2, 0.5 },
		{ 0, 3.3333333, 0.30000001, -4 },
		{ 0.5, -0.5, 2, -0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R1, fragment.color.primary.wzyx, -c[1].z;
MAD R2, fragment.color.primary, c[1].y, -c[1].w;
RCP R0.x, R1.x;
RCP R0.y, R1.y;
RCP R0.w, R1.w;
RCP R0.z, R1.z;
MUL R0, R2, R0;
FLR R0, R0;
MAD R0, -R1, R0, R2;
MUL R3.xy, fragment.texcoord[0], c[2].x;
ADD R1.xy, R3, -c[0].x;
MUL R2.xy, R1, c[2].yzzw;
MAD R1.zw, fragment.texcoord[0].xyxy, c[1].x, -c[1].y;
FLR R1.zw, R1;
FLR R2.xy, R2;
ADD R1.w, R1.z, R1;
MAD R1.yz, -R2.xxyw, c[2].xyww, R1.xxyw;
MUL R1.x, R1.w, c[1].z;
ADD R2.x, fragment.color.primary, -c[1].z;
MUL R2.x, R2, c[3].y;
ABS R2.y, R2.x;
FLR R1.x, R1;
MAD R1.x, -R1, c[1].w, R1.w;
SLT R1.w, fragment.color.primary.x, c[1].z;
FRC R2.y, R2;
MOV R2.x, c[2].y;
ABS R1.w, R1;
CMP R1.w, -R1, c[3].x, R2.x;
ADD R2.x, fragment.texcoord[0], -fragment.texcoord[0].y;
MUL R2.y, R2, c[3].z;
CMP R1.w, -R1, R2.y, -R2.y;
ADD R1, R1, R0;
MUL R2.z, R2.x, c[3].w;
FLR R2.y, R2.z;
MAD R0.w, -R2.y, c[4], R2.x;
MOV R0.xyz, c[4];
ADD result.color, R1, R0;
END
# 37 instructions, 4 R-regs
