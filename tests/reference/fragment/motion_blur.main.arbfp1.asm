!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/motion_blur.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.depthTex
#semantic main.invViewProj
#semantic main.prevViewProj
#semantic main.intensity
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 1 : 1 : 1
#var sampler2D depthTex :  : texunit 0 : 2 : 1
#var float4x4 invViewProj :  : c[0], 4 : 3 : 1
#var float4x4 prevViewProj :  : c[4], 4 : 4 : 1
#var float intensity :  : c[8] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[9] = 2 -1 1 0.16666667
#const c[10] = 0.083333336 0
PARAM c[11] = { program.local[0..8],
		{ 2, -1, 1, 0.16666667 },
		{ 0.083333336, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
MAD R1.xy, fragment.texcoord[0], c[9].x, c[9].y;
MAD R1.z, R0.x, c[9].x, -c[9];
MOV R1.w, c[9].z;
DP4 R0.x, R1, c[3];
DP4 R0.z, R1, c[2];
DP4 R0.y, R1, c[1];
RCP R2.x, R0.x;
MOV R0.w, R0.x;
DP4 R0.x, R1, c[0];
MUL R0, R0, R2.x;
DP4 R1.z, R0, c[7];
RCP R2.x, R1.z;
DP4 R1.w, R0, c[5];
DP4 R1.z, R0, c[4];
MAD R0.xy, -R1.zwzw, R2.x, R1;
MUL R3.xy, R0, c[8].x;
MAD R0.xy, R3, c[10].x, fragment.texcoord[0];
MAD R0.zw, R3.xyxy, c[10].x, R0.xyxy;
MAD R3.zw, R3.xyxy, c[10].x, R0;
TEX R2, R0.zwzw, texture[1], 2D;
TEX R1, R0, texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
ADD R0, R0, R1;
ADD R1, R0, R2;
TEX R0, R3.zwzw, texture[1], 2D;
ADD R2, R1, R0;
MAD R3.zw, R3.xyxy, c[10].x, R3;
MAD R1.xy, R3, c[10].x, R3.zwzw;
TEX R0, R3.zwzw, texture[1], 2D;
TEX R1, R1, texture[1], 2D;
ADD R0, R2, R0;
ADD R0, R0, R1;
MUL result.color, R0, c[9].w;
END
# 34 instructions, 4 R-regs
