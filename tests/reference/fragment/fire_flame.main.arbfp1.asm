!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fire_flame.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.noiseTex
#semantic main.fireRamp
#semantic main.time
#semantic main.turbulence
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D noiseTex :  : texunit 0 : 1 : 1
#var sampler1D fireRamp :  : texunit 1 : 2 : 1
#var float time :  : c[0] : 3 : 1
#var float turbulence :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[2] = 2 1 0 1.7
#const c[3] = 0.5 1 0.66666669 1.5
#const c[4] = 0.80000001 0.2 0.050000001
PARAM c[5] = { program.local[0..1],
		{ 2, 1, 0, 1.7 },
		{ 0.5, 1, 0.66666669, 1.5 },
		{ 0.80000001, 0.2, 0.050000001 } };
TEMP R0;
TEMP R1;
MAD R0.xy, fragment.texcoord[0], c[2].x, -c[2].y;
ADD R0.z, R0.y, c[3].w;
MUL R0.x, R0, R0.z;
MAD R0.y, R0, c[4].x, c[4];
MUL R0.xy, R0, R0;
ADD R0.y, R0.x, R0;
RSQ R0.y, R0.y;
MOV R0.x, c[2].w;
MOV R0.w, c[0].x;
MOV R0.z, c[2];
MAD R1.xy, fragment.texcoord[0], c[3].yxzw, -R0.zwzw;
MUL R0.w, R0.x, c[0].x;
MOV R0.z, c[2];
MAD R0.zw, fragment.texcoord[0].xyxy, c[2].xyxy, -R0;
TEX R0.x, R1, texture[0], 2D;
TEX R1.x, R0.zwzw, texture[0], 2D;
RCP R0.y, R0.y;
ADD R0.z, -R0.y, c[2].y;
MAD R0.x, R1, c[3], R0;
MAD R0.x, R0, c[3].z, -c[3];
MUL R0.x, R0, c[1];
ADD R0.y, -fragment.texcoord[0], c[2];
MAD_SAT R0.w, R0.x, R0.y, R0.z;
TEX R0.xyz, R0.w, texture[1], 1D;
MUL result.color.xyz, R0, c[2].x;
SLT R0.x, R0.w, c[4].z;
MOV result.color.w, R0;
KIL -R0.x;
END
# 28 instructions, 2 R-regs
