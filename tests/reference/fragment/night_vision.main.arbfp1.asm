!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/night_vision.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.noiseTex
#semantic main.time
#semantic main.gain
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 1 : 1 : 1
#var sampler2D noiseTex :  : texunit 0 : 2 : 1
#var float time :  : c[0] : 3 : 1
#var float gain :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 0.47999999 800 0.1
#const c[3] = 0.89999998 0.1 1 0.2
#const c[4] = 0.30000001 0.58999997 0.11 3
#const c[5] = 37 29
PARAM c[6] = { program.local[0..1],
		{ 0.5, 0.47999999, 800, 0.1 },
		{ 0.89999998, 0.1, 1, 0.2 },
		{ 0.30000001, 0.58999997, 0.11, 3 },
		{ 37, 29 } };
TEMP R0;
TEMP R1;
MOV R0.xy, c[5];
MUL R0.y, R0, c[0].x;
MUL R0.x, R0, c[0];
COS R0.y, R0.y;
SIN R0.x, R0.x;
MAD R1.xy, fragment.texcoord[0], c[4].w, R0;
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
DP3 R0.x, R0, c[4];
TEX R1.x, R1, texture[0], 2D;
ADD R0.y, R1.x, -c[2].x;
MUL R0.y, R0, c[3].w;
ADD R0.zw, fragment.texcoord[0].xyxy, -c[2].x;
MAD R0.x, R0, c[1], R0.y;
MUL R0.zw, R0, R0;
ADD R0.y, R0.z, R0.w;
MUL R0.z, fragment.texcoord[0].y, c[2];
RSQ R0.y, R0.y;
SIN R0.z, R0.z;
RCP R0.y, R0.y;
MUL R0.z, R0, c[2].w;
SGE R0.y, c[2], R0;
ADD R0.z, R0, c[3].x;
MUL R0.x, R0, R0.y;
MUL R0.x, R0, R0.z;
MUL result.color.xyz, R0.x, c[3].yzww;
MOV result.color.w, c[3].z;
END
# 26 instructions, 2 R-regs
