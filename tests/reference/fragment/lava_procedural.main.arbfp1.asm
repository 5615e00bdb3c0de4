!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/lava_procedural.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.noiseTex
#semantic main.heatRamp
#semantic main.time
#semantic main.glow
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D noiseTex :  : texunit 0 : 1 : 1
#var sampler1D heatRamp :  : texunit 1 : 2 : 1
#var float time :  : c[0] : 3 : 1
#var float glow :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 0.0099999998 2 1
#const c[3] = 0.2 0.69999999 0.30000001 3
#const c[4] = 0.02 2.5 1.5 2.718282
#const c[5] = 4
PARAM c[6] = { program.local[0..1],
		{ 0.5, 0.0099999998, 2, 1 },
		{ 0.2, 0.69999999, 0.30000001, 3 },
		{ 0.02, 2.5, 1.5, 2.718282 },
		{ 4 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[2].y;
MUL R0.x, R0, c[0];
MOV R0.z, c[4].x;
MAD R0.xy, fragment.texcoord[0], c[2].x, R0.x;
TEX R0.xy, R0, texture[0], 2D;
MUL R0.z, R0, -c[0].x;
MAD R1.xy, R0, c[2].z, -c[2].w;
MAD R0.zw, fragment.texcoord[0].xyxy, c[3].w, R0.z;
TEX R0.y, R0.zwzw, texture[0], 2D;
MAD R0.zw, R1.xyxy, c[3].x, fragment.texcoord[0].xyxy;
TEX R0.x, R0.zwzw, texture[0], 2D;
MUL R0.y, R0, c[3].z;
MAD R0.x, R0, c[3].y, R0.y;
POW R0.x, R0.x, c[4].y;
MUL_SAT R0.x, R0, c[4].z;
MAD R0.y, R0.x, c[5].x, -c[5].x;
POW R0.y, c[4].w, R0.y;
MUL R0.y, R0, c[1].x;
ADD R0.w, R0.y, c[2];
TEX R0.xyz, R0, texture[1], 1D;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[2];
END
# 22 instructions, 2 R-regs
