!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/heat_haze.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.distortMap
#semantic main.sceneTex
#semantic main.time
#semantic main.strength
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 screenPos : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 color : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D distortMap :  : texunit 0 : 3 : 1
#var sampler2D sceneTex :  : texunit 1 : 4 : 1
#var float time :  : c[0] : 5 : 1
#var float strength :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.1 0 2 1.7
#const c[3] = 0.07 1 0.5
PARAM c[4] = { program.local[0..1],
		{ 0.1, 0, 2, 1.7 },
		{ 0.07, 1, 0.5 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[3];
MOV R0.y, c[2];
MUL R0.x, R0, c[0];
MAD R0.xy, fragment.texcoord[0], c[2].w, -R0;
TEX R1.xy, R0, texture[0], 2D;
MOV R0.x, c[2];
MUL R0.y, R0.x, c[0].x;
MUL R0.zw, R1.xyxy, c[2].z;
MOV R0.x, c[2].y;
ADD R0.xy, fragment.texcoord[0], R0;
ADD R0.zw, R0, -c[3].y;
TEX R0.xy, R0, texture[0], 2D;
MAD R0.xy, R0, c[2].z, R0.zwzw;
ADD R0.xy, R0, -c[3].y;
MUL R0.zw, R0.xyxy, c[1].x;
RCP R0.x, fragment.texcoord[1].w;
MUL R0.zw, R0, fragment.color.primary.w;
MUL R0.xy, fragment.texcoord[1], R0.x;
MAD R0.xy, R0, c[3].z, R0.zwzw;
ADD R0.xy, R0, c[3].z;
TEX result.color.xyz, R0, texture[1], 2D;
MOV result.color.w, c[3].y;
END
# 22 instructions, 2 R-regs
