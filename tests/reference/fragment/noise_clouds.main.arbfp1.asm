!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/noise_clouds.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.noiseTex
#semantic main.time
#semantic main.coverage
#semantic main.skyColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D noiseTex :  : texunit 0 : 1 : 1
#var float time :  : c[0] : 2 : 1
#var float coverage :  : c[1] : 3 : 1
#var float3 skyColor :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 5 0.5 0.0099999998 0
#const c[4] = 0.25 2.03 0.125 0.0625
#const c[5] = 3 2 1
PARAM c[6] = { program.local[0..2],
		{ 5, 0.5, 0.0099999998, 0 },
		{ 0.25, 2.03, 0.125, 0.0625 },
		{ 3, 2, 1 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[3].z;
MOV R0.y, c[3].w;
MUL R0.x, R0, c[0];
ADD R1.xy, fragment.texcoord[0], R0;
MUL R0.zw, R1.xyxy, c[4].y;
TEX R0.x, R0.zwzw, texture[0], 2D;
MUL R0.y, R0.x, c[4].x;
TEX R0.x, R1, texture[0], 2D;
MUL R0.zw, R0, c[4].y;
MAD R0.y, R0.x, c[3], R0;
TEX R0.x, R0.zwzw, texture[0], 2D;
MUL R1.xy, R0.zwzw, c[4].y;
MAD R0.y, R0.x, c[4].z, R0;
TEX R0.x, R1, texture[0], 2D;
MAD R0.x, R0, c[4].w, R0.y;
ADD R0.y, R0.x, -c[1].x;
MUL_SAT R0.w, R0.y, c[3].x;
MAD R1.x, -R0.w, c[5].y, c[5];
MOV R0.x, c[5].z;
MUL R0.w, R0, R0;
ADD R0.xyz, R0.x, -c[2];
MUL R0.w, R0, R1.x;
MAD result.color.xyz, R0.w, R0, c[2];
MOV result.color.w, c[5].z;
END
# 24 instructions, 2 R-regs
