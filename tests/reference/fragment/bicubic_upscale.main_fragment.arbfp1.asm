!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/bicubic_upscale.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 2 -1.5 1
#const c[2] = -0.5 -1 2 1.5
#const c[3] = 2.5 0 2 1
#const c[4] = -1 1 0
PARAM c[5] = { program.local[0],
		{ 0.5, 2, -1.5, 1 },
		{ -0.5, -1, 2, 1.5 },
		{ 2.5, 0, 2, 1 },
		{ -1, 1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MUL R0.xy, fragment.texcoord[0], c[0];
ADD R0.xy, R0, -c[1].x;
FRC R0.zw, R0.xyxy;
MUL R4.x, R0.z, R0.z;
MUL R4.y, R0.z, R4.x;
FLR R1.xy, R0;
MAD R1.w, R4.y, c[2].x, R4.x;
RCP R3.z, c[0].x;
RCP R3.w, c[0].y;
ADD R0.xy, R1, c[1].x;
MUL R3.xy, R3.zwzw, R0;
MAD R1.xy, R3.zwzw, c[4].zxzw, R3;
MUL R0.x, -R4, c[3];
MAD R0.x, R4.y, c[2].w, R0;
ADD R2.w, R0.x, c[1];
TEX R1.xyz, R1, texture[0], 2D;
MAD R1.w, -R0.z, c[1].x, R1;
ADD R0.xy, -R3.zwzw, R3;
MUL R2.xyz, R2.w, R1;
TEX R1.xyz, R0, texture[0], 2D;
MAD R2.xyz, R1.w, R1, R2;
MUL R1.x, R4, c[1].y;
MAD R4.z, R4.y, c[1], R1.x;
MAD R5.y, R0.z, c[1].x, R4.z;
MUL R4.z, R0.w, R0.w;
MAD R0.xy, R3.zwzw, c[4].yxzw, R3;
TEX R1.xyz, R0, texture[0], 2D;
MAD R2.xyz, R5.y, R1, R2;
MAD R1.xy, R3.zwzw, c[2].zyzw, R3;
ADD R4.x, R4.y, -R4;
MUL R5.x, R4, c[1];
TEX R1.xyz, R1, texture[0], 2D;
MUL R4.w, R4.z, R0;
TEX R0.xyz, R3, texture[0], 2D;
MAD R1.xyz, R5.x, R1, R2;
MUL R2.xyz, R2.w, R0;
MAD R0.xy, R3.zwzw, c[4].xzzw, R3;
TEX R0.xyz, R0, texture[0], 2D;
MAD R4.xy, R3.zwzw, c[3].wyzw, R3;
MAD R2.xyz, R1.w, R0, R2;
TEX R0.xyz, R4, texture[0], 2D;
MAD R2.xyz, R5.y, R0, R2;
MAD R0.xy, R3.zwzw, c[3].zyzw, R3;
TEX R0.xyz, R0, texture[0], 2D;
MUL R4.x, -R4.z, c[3];
MAD R0.xyz, R5.x, R0, R2;
MAD R4.x, R4.w, c[2].w, R4;
ADD R2.x, R4, c[1].w;
MUL R0.xyz, R2.x, R0;
MAD R2.x, R4.w, c[2], R4.z;
MAD R2.x, -R0.w, c[1], R2;
MAD R2.xyz, R2.x, R1, R0;
MAD R4.xy, R3.zwzw, c[3].ywzw, R3;
TEX R0.xyz, R4, texture[0], 2D;
MAD R4.xy, R3.zwzw, c[4], R3;
MUL R1.xyz, R2.w, R0;
TEX R0.xyz, R4, texture[0], 2D;
MAD R1.xyz, R1.w, R0, R1;
ADD R0.xy, R3.zwzw, R3;
TEX R0.xyz, R0, texture[0], 2D;
MAD R1.xyz, R5.y, R0, R1;
MAD R4.xy, R3.zwzw, c[1].ywzw, R3;
TEX R0.xyz, R4, texture[0], 2D;
MAD R0.xyz, R5.x, R0, R1;
MUL R4.x, R4.z, c[1].y;
MAD R1.x, R4.w, c[1].z, R4;
MAD R0.w, R0, c[1].x, R1.x;
MAD R4.xy, R3.zwzw, c[3].yzzw, R3;
MAD R1.xyz, R0.w, R0, R2;
TEX R0.xyz, R4, texture[0], 2D;
MUL R2.xyz, R2.w, R0;
MAD R4.xy, R3.zwzw, c[2].yzzw, R3;
TEX R0.xyz, R4, texture[0], 2D;
MAD R0.xyz, R1.w, R0, R2;
MAD R2.xy, R3.zwzw, c[1].wyzw, R3;
TEX R2.xyz, R2, texture[0], 2D;
MAD R0.xyz, R5.y, R2, R0;
MAD R3.xy, R3.zwzw, c[1].y, R3;
TEX R2.xyz, R3, texture[0], 2D;
MAD R2.xyz, R5.x, R2, R0;
ADD R0.x, R4.w, -R4.z;
MUL R0.xyz, R0.x, R2;
MAD result.color.xyz, R0, c[1].x, R1;
MOV result.color.w, c[1];
END
# 84 instructions, 6 R-regs
