!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/color_distance_shared.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.texel
#semantic main.threshold
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float threshold :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0 0.5 2 4
#const c[3] = 3 1
PARAM c[4] = { program.local[0..1],
		{ 0, 0.5, 2, 4 },
		{ 3, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MOV R3.y, c[2].x;
MOV R3.x, c[0];
ADD R1.xy, fragment.texcoord[0], -R3;
TEX R1.xyz, R1, texture[0], 2D;
ADD R2.xyz, R1, -R0;
ADD R0.w, R1.x, R0.x;
MUL R1.y, -R0.w, c[2];
ADD R1.z, R1.y, c[3].x;
MAD R1.x, R0.w, c[2].y, c[2].z;
MOV R1.y, c[2].w;
MUL R1.xyz, R1, R2;
DP3 R0.w, R1, R2;
ADD R3.xy, fragment.texcoord[0], R3;
TEX R1.xyz, R3, texture[0], 2D;
ADD R1.w, R0.x, R1.x;
MUL R2.y, -R1.w, c[2];
ADD R2.z, R2.y, c[3].x;
ADD R1.xyz, -R0, R1;
MAD R2.x, R1.w, c[2].y, c[2].z;
MOV R2.y, c[2].w;
MUL R3.xyz, R2, R1;
RSQ R0.w, R0.w;
RCP R2.zw, R0.w;
DP3 R0.w, R3, R1;
RSQ R0.w, R0.w;
RCP R1.zw, R0.w;
MOV R4.x, R2.z;
MOV R1.y, c[0];
MOV R1.x, c[2];
ADD R2.xy, fragment.texcoord[0], R1;
TEX R2.xyz, R2, texture[0], 2D;
ADD R3.xyz, -R0, R2;
ADD R0.w, R0.x, R2.x;
MAD R2.x, R0.w, c[2].y, c[2].z;
MUL R0.w, -R0, c[2].y;
MOV R4.y, R1.z;
ADD R1.xy, fragment.texcoord[0], -R1;
ADD R2.z, R0.w, c[3].x;
TEX R1.xyz, R1, texture[0], 2D;
ADD R0.w, R0.x, R1.x;
ADD R1.xyz, -R0, R1;
MUL R0.y, -R0.w, c[2];
ADD R0.z, R0.y, c[3].x;
MOV R2.y, c[2].w;
MAD R0.x, R0.w, c[2].y, c[2].z;
MUL R2.xyz, R2, R3;
MOV R0.y, c[2].w;
MUL R0.xyz, R0, R1;
DP3 R0.y, R0, R1;
DP3 R0.w, R2, R3;
RSQ R0.x, R0.w;
RCP R0.zw, R0.x;
MOV R4.z, R0;
RSQ R0.y, R0.y;
RCP R0.xy, R0.y;
MOV R4.w, R0.y;
MOV R0.y, R2.w;
MOV R0.z, R1.w;
MAD R0, R4, c[2].y, R0;
SGE R0.w, R0, c[1].x;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[3].y;
END
# 63 instructions, 5 R-regs
