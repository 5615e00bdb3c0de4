!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/hair_kajiya_kay.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.strandTex
#semantic main.shiftTex
#semantic main.shifts
#semantic main.exponents
#semantic main.specColor1
#semantic main.specColor2
#semantic main.hairColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 T : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 N : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float3 V : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var float3 L : $vin.TEXCOORD4 : TEX4 : 4 : 1
#var sampler2D strandTex :  : texunit 0 : 5 : 1
#var sampler2D shiftTex :  : texunit 1 : 6 : 1
#var float2 shifts :  : c[0] : 7 : 1
#var float2 exponents :  : c[1] : 8 : 1
#var float3 specColor1 :  : c[2] : 9 : 1
#var float3 specColor2 :  : c[3] : 10 : 1
#var float3 hairColor :  : c[4] : 11 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[5] = 0.75 0.25 0.5 -1
#const c[6] = 2 3 1 0.1
PARAM c[7] = { program.local[0..4],
		{ 0.75, 0.25, 0.5, -1 },
		{ 2, 3, 1, 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.x, fragment.texcoord[4], fragment.texcoord[4];
RSQ R0.x, R0.x;
MUL R2.xyz, R0.x, fragment.texcoord[4];
DP3 R0.y, fragment.texcoord[3], fragment.texcoord[3];
RSQ R0.x, R0.y;
MAD R3.xyz, R0.x, fragment.texcoord[3], R2;
TEX R0.x, fragment.texcoord[0], texture[1], 2D;
DP3 R2.w, R3, R3;
RSQ R2.w, R2.w;
ADD R0.w, R0.x, -c[5].z;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.x, R0.y;
MUL R1.xyz, R0.x, fragment.texcoord[2];
ADD R0.y, R0.w, c[0].x;
MAD R0.xyz, R1, R0.y, fragment.texcoord[1];
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R0.xyz, R1.w, R0;
MUL R3.xyz, R2.w, R3;
DP3 R1.w, R0, R3;
ADD_SAT R2.w, R1, -c[5];
ADD R0.x, R0.w, c[0].y;
MAD R1.w, -R1, R1, c[6].z;
MAD R0.xyz, R1, R0.x, fragment.texcoord[1];
MUL R0.w, R2, R2;
MAD R3.w, -R2, c[6].x, c[6].y;
DP3 R2.w, R0, R0;
RSQ R2.w, R2.w;
MUL R0.xyz, R2.w, R0;
DP3 R0.y, R3, R0;
RSQ R1.w, R1.w;
RCP R0.x, R1.w;
MAD R0.z, -R0.y, R0.y, c[6];
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
MUL R0.w, R0, R3;
POW R0.x, R0.x, c[1].x;
MUL R1.w, R0, R0.x;
ADD_SAT R0.x, R0.y, -c[5].w;
MAD R0.y, -R0.x, c[6].x, c[6];
MUL R0.x, R0, R0;
POW R0.z, R0.z, c[1].y;
MUL R0.x, R0, R0.y;
MUL R2.w, R0.x, R0.z;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R3.xyz, R2.w, c[3];
MUL R3.xyz, R3, R0.x;
DP3 R2.x, R1, R2;
MAD R1.xyz, R1.w, c[2], R3;
MAD_SAT R1.w, R2.x, c[5].x, c[5].y;
MAD R1.xyz, R1.w, c[4], R1;
MUL result.color.xyz, R1, R0;
SLT R0.x, R0.w, c[6].w;
MOV result.color.w, R0;
KIL -R0.x;
END
# 55 instructions, 4 R-regs
