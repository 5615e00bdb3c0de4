!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/lens_flare_ghosts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.bright
#semantic main.lensColor
#semantic main.ghostDispersal
#semantic main.haloWidth
#semantic main.chroma
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D bright :  : texunit 0 : 1 : 1
#var sampler1D lensColor :  : texunit 1 : 2 : 1
#var float ghostDispersal :  : c[0] : 3 : 1
#var float haloWidth :  : c[1] : 4 : 1
#var float3 chroma :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1.4142135 1 0.5 10
#const c[4] = 2 3 5
PARAM c[5] = { program.local[0..2],
		{ 1.4142135, 1, 0.5, 10 },
		{ 2, 3, 5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADD R2.xy, -fragment.texcoord[0], c[3].y;
ADD R2.zw, -R2.xyxy, c[3].z;
MUL R3.zw, R2, c[0].x;
MUL R0.xy, R3.zwzw, R3.zwzw;
ADD R0.x, R0, R0.y;
ADD R0.zw, R3, R2.xyxy;
FRC R0.zw, R0;
RSQ R0.x, R0.x;
MUL R3.xy, R0.x, R3.zwzw;
MAD R0.xy, R3, c[2].x, R0.zwzw;
ADD R1.xy, -R0.zwzw, c[3].z;
FRC R4.xy, R2;
TEX R0.x, R0, texture[0], 2D;
MUL R1.xy, R1, R1;
ADD R0.y, R1.x, R1;
MAD R1.xy, R3, c[2].y, R0.zwzw;
MAD R0.zw, R3.xyxy, c[2].z, R0;
RSQ R1.z, R0.y;
TEX R0.y, R1, texture[0], 2D;
RCP R1.x, R1.z;
TEX R0.z, R0.zwzw, texture[0], 2D;
MAD R1.x, -R1, c[3], c[3].y;
POW R0.w, R1.x, c[3].w;
MUL R1.xyz, R0, R0.w;
MAD R0.xy, R3, c[2].x, R4;
ADD R0.zw, -R4.xyxy, c[3].z;
TEX R0.x, R0, texture[0], 2D;
MUL R0.zw, R0, R0;
ADD R0.y, R0.z, R0.w;
RSQ R1.w, R0.y;
MAD R0.zw, R3.xyxy, c[2].y, R4.xyxy;
TEX R0.y, R0.zwzw, texture[0], 2D;
MAD R0.zw, R3.xyxy, c[2].z, R4.xyxy;
RCP R1.w, R1.w;
TEX R0.z, R0.zwzw, texture[0], 2D;
MAD R1.w, -R1, c[3].x, c[3].y;
POW R0.w, R1.w, c[3].w;
MAD R1.xyz, R0, R0.w, R1;
MAD R0.zw, R3, c[4].y, R2.xyxy;
MAD R0.xy, R3.zwzw, c[4].x, R2;
FRC R3.zw, R0;
FRC R0.zw, R0.xyxy;
MAD R0.xy, R3, c[2].x, R0.zwzw;
ADD R4.zw, -R0, c[3].z;
MAD R2.xy, R3, c[1].x, R2;
FRC R2.xy, R2;
MAD R4.xy, R3, c[2].x, R3.zwzw;
TEX R0.x, R0, texture[0], 2D;
MUL R4.zw, R4, R4;
ADD R0.y, R4.z, R4.w;
MAD R4.zw, R3.xyxy, c[2].y, R0;
RSQ R1.w, R0.y;
MAD R0.zw, R3.xyxy, c[2].z, R0;
RCP R1.w, R1.w;
TEX R0.z, R0.zwzw, texture[0], 2D;
MAD R1.w, -R1, c[3].x, c[3].y;
POW R0.w, R1.w, c[3].w;
TEX R0.y, R4.zwzw, texture[0], 2D;
MAD R1.xyz, R0, R0.w, R1;
TEX R0.x, R4, texture[0], 2D;
MAD R4.xy, R3, c[2].y, R3.zwzw;
ADD R0.zw, -R3, c[3].z;
MUL R0.zw, R0, R0;
ADD R1.w, R0.z, R0;
MAD R0.zw, R3.xyxy, c[2].z, R3;
TEX R0.z, R0.zwzw, texture[0], 2D;
RSQ R1.w, R1.w;
RCP R0.w, R1.w;
MAD R0.w, -R0, c[3].x, c[3].y;
POW R0.w, R0.w, c[3].w;
TEX R0.y, R4, texture[0], 2D;
MAD R0.xyz, R0, R0.w, R1;
MAD R1.xy, R3, c[2].x, R2;
MAD R1.zw, R3.xyxy, c[2].y, R2.xyxy;
TEX R1.x, R1, texture[0], 2D;
TEX R1.y, R1.zwzw, texture[0], 2D;
ADD R1.zw, -R2.xyxy, c[3].z;
MAD R2.xy, R3, c[2].z, R2;
MUL R3.xy, R1.zwzw, R1.zwzw;
TEX R1.z, R2, texture[0], 2D;
ADD R0.w, R3.x, R3.y;
RSQ R1.w, R0.w;
MUL R2.xy, R2.zwzw, R2.zwzw;
ADD R0.w, R2.x, R2.y;
RCP R1.w, R1.w;
RSQ R0.w, R0.w;
MAD R1.w, -R1, c[3].x, c[3].y;
RCP R0.w, R0.w;
POW R1.w, R1.w, c[4].z;
MUL R2.xyz, R1, R1.w;
MUL R0.w, R0, c[3].x;
TEX R1.xyz, R0.w, texture[1], 1D;
MAD result.color.xyz, R0, R1, R2;
MOV result.color.w, c[3].y;
END
# 94 instructions, 5 R-regs
