!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gaussian_resize_5x5_staged.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.source : TEXUNIT0
#semantic main_fragment.IN
#var float2 VAR.tex_uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 VAR.texel : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float2 VAR.pixel_scale : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var sampler2D source : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 2.718282 2 0.5 0.31999999
#const c[2] = 1 2 0 -1
#const c[3] = -2 2 1 0
#const c[4] = -2 -1
PARAM c[5] = { program.local[0],
		{ 2.718282, 2, 0.5, 0.31999999 },
		{ 1, 2, 0, -1 },
		{ -2, 2, 1, 0 },
		{ -2, -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
MUL R0.xy, fragment.texcoord[0], c[0];
ADD R0.xy, R0, -c[1].z;
FLR R0.zw, R0.xyxy;
MOV R1.xy, fragment.texcoord[2];
MUL R1.xy, fragment.texcoord[0], R1;
RCP R0.y, c[0].y;
RCP R0.x, c[0].x;
MUL R1.zw, R0, R0.xyxy;
MAD R0.zw, fragment.texcoord[1].xyxy, c[4].xyyx, R1;
MAD R0.xy, fragment.texcoord[2], R0.zwzw, -R1;
MUL R2.xy, R0, R0;
MAD R4.xy, fragment.texcoord[1], c[3].x, R1.zwzw;
ADD R2.z, R2.x, R2.y;
MAD R0.xy, fragment.texcoord[2], R4, -R1;
MUL R2.xy, R0, R0;
MUL R2.z, -R2, c[1].w;
TEX R0.xyz, R0.zwzw, texture[0], 2D;
POW R7.z, c[1].x, R2.z;
MUL R3.xyz, R7.z, R0;
ADD R0.x, R2, R2.y;
MAD R2.xy, fragment.texcoord[1], c[3].wxzw, R1.zwzw;
MUL R0.x, -R0, c[1].w;
POW R7.y, c[1].x, R0.x;
TEX R0.xyz, R4, texture[0], 2D;
MAD R3.xyz, R7.y, R0, R3;
MAD R2.zw, fragment.texcoord[2].xyxy, R2.xyxy, -R1.xyxy;
MUL R0.zw, R2, R2;
ADD R2.z, R0, R0.w;
MAD R0.xy, fragment.texcoord[1], c[3].zxzw, R1.zwzw;
MAD R0.zw, fragment.texcoord[2].xyxy, R0.xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
MUL R2.z, -R2, c[1].w;
POW R7.x, c[1].x, R2.z;
TEX R2.xyz, R2, texture[0], 2D;
MAD R3.xyz, R7.x, R2, R3;
MAD R2.xy, fragment.texcoord[1], c[3].yxzw, R1.zwzw;
MUL R0.z, -R0, c[1].w;
POW R6.w, c[1].x, R0.z;
TEX R0.xyz, R0, texture[0], 2D;
MAD R3.xyz, R6.w, R0, R3;
MAD R2.zw, fragment.texcoord[2].xyxy, R2.xyxy, -R1.xyxy;
MUL R0.zw, R2, R2;
ADD R2.z, R0, R0.w;
MAD R0.xy, fragment.texcoord[1], c[4], R1.zwzw;
MAD R0.zw, fragment.texcoord[2].xyxy, R0.xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
MUL R2.z, -R2, c[1].w;
POW R6.z, c[1].x, R2.z;
TEX R2.xyz, R2, texture[0], 2D;
MAD R3.xyz, R6.z, R2, R3;
ADD R2.xy, -fragment.texcoord[1], R1.zwzw;
MUL R0.z, -R0, c[1].w;
POW R6.y, c[1].x, R0.z;
TEX R0.xyz, R0, texture[0], 2D;
MAD R3.xyz, R6.y, R0, R3;
MAD R2.zw, fragment.texcoord[2].xyxy, R2.xyxy, -R1.xyxy;
MUL R0.zw, R2, R2;
ADD R2.z, R0, R0.w;
MAD R0.xy, fragment.texcoord[1], c[2].zwzw, R1.zwzw;
MAD R0.zw, fragment.texcoord[2].xyxy, R0.xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
MUL R2.z, -R2, c[1].w;
POW R6.x, c[1].x, R2.z;
TEX R2.xyz, R2, texture[0], 2D;
MAD R3.xyz, R6.x, R2, R3;
MAD R2.xy, fragment.texcoord[1], c[2].xwzw, R1.zwzw;
MUL R0.z, -R0, c[1].w;
POW R5.w, c[1].x, R0.z;
TEX R0.xyz, R0, texture[0], 2D;
MAD R3.xyz, R5.w, R0, R3;
MAD R2.zw, fragment.texcoord[2].xyxy, R2.xyxy, -R1.xyxy;
MUL R0.zw, R2, R2;
ADD R2.z, R0, R0.w;
MAD R0.xy, fragment.texcoord[1], c[2].ywzw, R1.zwzw;
MAD R0.zw, fragment.texcoord[2].xyxy, R0.xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
MUL R2.z, -R2, c[1].w;
POW R5.z, c[1].x, R2.z;
MUL R0.z, -R0, c[1].w;
POW R5.y, c[1].x, R0.z;
TEX R2.xyz, R2, texture[0], 2D;
MAD R2.xyz, R5.z, R2, R3;
MAD R4.xy, fragment.texcoord[1], c[3].xwzw, R1.zwzw;
TEX R0.xyz, R0, texture[0], 2D;
MAD R3.xy, fragment.texcoord[2], R4, -R1;
MAD R2.xyz, R5.y, R0, R2;
MUL R0.xy, R3, R3;
ADD R0.z, R0.x, R0.y;
MAD R3.xy, fragment.texcoord[1], c[2].wzzw, R1.zwzw;
MAD R0.xy, fragment.texcoord[2], R3, -R1;
MUL R0.z, -R0, c[1].w;
MUL R3.zw, R0.xyxy, R0.xyxy;
POW R5.x, c[1].x, R0.z;
TEX R0.xyz, R4, texture[0], 2D;
MAD R2.xyz, R5.x, R0, R2;
ADD R0.z, R3, R3.w;
MAD R0.xy, R1.zwzw, fragment.texcoord[2], -R1;
MUL R0.z, -R0, c[1].w;
MAD R4.xy, fragment.texcoord[1], c[2].xzzw, R1.zwzw;
MUL R3.zw, R0.xyxy, R0.xyxy;
POW R4.w, c[1].x, R0.z;
TEX R0.xyz, R3, texture[0], 2D;
MAD R2.xyz, R4.w, R0, R2;
ADD R0.x, R3.z, R3.w;
MUL R0.x, -R0, c[1].w;
POW R4.z, c[1].x, R0.x;
TEX R0.xyz, R1.zwzw, texture[0], 2D;
MAD R3.xy, fragment.texcoord[2], R4, -R1;
MAD R2.xyz, R4.z, R0, R2;
MUL R0.xy, R3, R3;
ADD R0.z, R0.x, R0.y;
MAD R3.zw, fragment.texcoord[1].xyxy, c[2].xyyz, R1;
MAD R0.xy, fragment.texcoord[2], R3.zwzw, -R1;
MUL R0.z, -R0, c[1].w;
MUL R3.xy, R0, R0;
POW R2.w, c[1].x, R0.z;
TEX R0.xyz, R4, texture[0], 2D;
MAD R2.xyz, R2.w, R0, R2;
ADD R0.x, R3, R3.y;
MAD R4.xy, fragment.texcoord[1], c[3].xzzw, R1.zwzw;
MUL R0.x, -R0, c[1].w;
POW R0.w, c[1].x, R0.x;
TEX R0.xyz, R3.zwzw, texture[0], 2D;
MAD R3.xy, fragment.texcoord[2], R4, -R1;
MAD R2.xyz, R0.w, R0, R2;
MUL R0.xy, R3, R3;
ADD R0.z, R0.x, R0.y;
MAD R3.zw, fragment.texcoord[1].xyxy, c[2].xywx, R1;
MAD R0.xy, fragment.texcoord[2], R3.zwzw, -R1;
MUL R0.z, -R0, c[1].w;
MUL R3.xy, R0, R0;
POW R7.w, c[1].x, R0.z;
TEX R0.xyz, R4, texture[0], 2D;
MAD R2.xyz, R7.w, R0, R2;
ADD R0.x, R3, R3.y;
MAD R4.xy, fragment.texcoord[1], c[2].zxzw, R1.zwzw;
MUL R0.x, -R0, c[1].w;
POW R8.x, c[1].x, R0.x;
TEX R0.xyz, R3.zwzw, texture[0], 2D;
MAD R3.xy, fragment.texcoord[2], R4, -R1;
MAD R2.xyz, R8.x, R0, R2;
MUL R0.xy, R3, R3;
ADD R0.z, R0.x, R0.y;
ADD R3.xy, fragment.texcoord[1], R1.zwzw;
MAD R0.xy, fragment.texcoord[2], R3, -R1;
MUL R0.z, -R0, c[1].w;
MUL R3.zw, R0.xyxy, R0.xyxy;
POW R8.y, c[1].x, R0.z;
TEX R0.xyz, R4, texture[0], 2D;
MAD R2.xyz, R8.y, R0, R2;
ADD R0.x, R3.z, R3.w;
MAD R4.xy, fragment.texcoord[1], c[2].yxzw, R1.zwzw;
MUL R0.x, -R0, c[1].w;
POW R8.z, c[1].x, R0.x;
TEX R0.xyz, R3, texture[0], 2D;
MAD R0.xyz, R8.z, R0, R2;
MAD R3.zw, fragment.texcoord[2].xyxy, R4.xyxy, -R1.xyxy;
MUL R2.xy, R3.zwzw, R3.zwzw;
ADD R2.x, R2, R2.y;
ADD R2.z, R7.y, R7;
ADD R2.y, R7.x, R2.z;
MUL R2.x, -R2, c[1].w;
ADD R3.x, R6.w, R2.y;
POW R3.z, c[1].x, R2.x;
TEX R2.xyz, R4, texture[0], 2D;
MAD R0.xyz, R3.z, R2, R0;
ADD R2.z, R6, R3.x;
MAD R2.xy, fragment.texcoord[1], c[3], R1.zwzw;
MAD R3.xy, fragment.texcoord[2], R2, -R1;
ADD R2.z, R6.y, R2;
ADD R2.z, R6.x, R2;
MUL R3.xy, R3, R3;
ADD R3.w, R5, R2.z;
ADD R2.z, R3.x, R3.y;
ADD R3.x, R5.z, R3.w;
MUL R2.z, -R2, c[1].w;
POW R3.w, c[1].x, R2.z;
TEX R2.xyz, R2, texture[0], 2D;
MAD R0.xyz, R3.w, R2, R0;
ADD R3.x, R5.y, R3;
ADD R2.z, R5.x, R3.x;
MAD R2.xy, fragment.texcoord[1], c[2].wyzw, R1.zwzw;
MAD R3.xy, fragment.texcoord[2], R2, -R1;
ADD R2.z, R4.w, R2;
ADD R2.z, R4, R2;
ADD R2.w, R2, R2.z;
MUL R3.xy, R3, R3;
ADD R2.z, R3.x, R3.y;
ADD R2.w, R0, R2;
MUL R0.w, -R2.z, c[1];
ADD R3.x, R7.w, R2.w;
POW R2.w, c[1].x, R0.w;
TEX R2.xyz, R2, texture[0], 2D;
MAD R2.xyz, R2.w, R2, R0;
ADD R0.z, R8.x, R3.x;
ADD R3.x, R8.y, R0.z;
MAD R0.xy, fragment.texcoord[1], c[2].zyzw, R1.zwzw;
MAD R0.zw, fragment.texcoord[2].xyxy, R0.xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
ADD R3.x, R8.z, R3;
ADD R3.x, R3.z, R3;
ADD R0.w, R3, R3.x;
ADD R2.w, R2, R0;
MUL R0.z, -R0, c[1].w;
POW R0.w, c[1].x, R0.z;
TEX R0.xyz, R0, texture[0], 2D;
MAD R2.xyz, R0.w, R0, R2;
MAD R0.xy, fragment.texcoord[1], c[2], R1.zwzw;
ADD R2.w, R0, R2;
MAD R1.zw, fragment.texcoord[1].xyxy, c[1].y, R1;
MAD R0.zw, R1, fragment.texcoord[2].xyxy, -R1.xyxy;
MUL R0.zw, R0, R0;
ADD R0.z, R0, R0.w;
MAD R3.xy, fragment.texcoord[2], R0, -R1;
MUL R1.xy, R3, R3;
ADD R1.x, R1, R1.y;
MUL R0.w, -R1.x, c[1];
POW R1.x, c[1].x, R0.w;
MUL R0.z, -R0, c[1].w;
POW R0.w, c[1].x, R0.z;
ADD R1.y, R1.x, R2.w;
TEX R0.xyz, R0, texture[0], 2D;
MAD R2.xyz, R1.x, R0, R2;
ADD R1.y, R0.w, R1;
TEX R0.xyz, R1.zwzw, texture[0], 2D;
RCP R1.x, R1.y;
MAD R0.xyz, R0.w, R0, R2;
MUL result.color.xyz, R0, R1.x;
MOV result.color.w, c[2].x;
END
# 234 instructions, 9 R-regs
