!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/pbr_ggx.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedoTex
#semantic main.rmTex
#semantic main.irradiance
#semantic main.lightDir
#semantic main.lightColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 V : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D albedoTex :  : texunit 0 : 3 : 1
#var sampler2D rmTex :  : texunit 1 : 4 : 1
#var samplerCUBE irradiance :  : texunit 2 : 5 : 1
#var float3 lightDir :  : c[0] : 6 : 1
#var float3 lightColor :  : c[1] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.039999999 1 -5.5547299 6.98316
#const c[3] = 0.31830987 9.9999997e-05 0.5
#const c[4] = 0.079577468 0
PARAM c[5] = { program.local[0..1],
		{ 0.039999999, 1, -5.5547299, 6.98316 },
		{ 0.31830987, 9.9999997e-05, 0.5 },
		{ 0.079577468, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
DP3 R0.x, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[2];
ADD R1.xyz, R0, -c[0];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R1;
TEX R3.xy, fragment.texcoord[0], texture[1], 2D;
MAX R0.w, R3.x, c[2].x;
MUL R3.x, R0.w, R0.w;
MUL R3.w, -R3.x, c[3].z;
MUL R1.w, R3.x, R3.x;
DP3 R1.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, fragment.texcoord[1];
DP3_SAT R2.w, R2, R1;
ADD R0.w, R1, -c[2].y;
MUL R2.w, R2, R2;
MAD R2.w, R2, R0, c[2].y;
DP3 R0.w, R0, R1;
MAX R4.x, R0.w, c[3].y;
DP3_SAT R0.w, R1, -c[0];
ADD R3.z, R3.w, c[2].y;
MAD R3.x, R3.z, R0.w, -R3.w;
MAD R3.z, R4.x, R3, -R3.w;
MUL R3.x, R3.z, R3;
MUL R2.w, R2, R2;
RCP R3.z, R2.w;
RCP R2.w, R3.x;
DP3_SAT R3.x, R0, R2;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MUL R1.w, R3.z, R1;
MUL R1.w, R1, R2;
MAD R2.w, R3.x, c[2].z, -c[2];
MUL R2.w, R2, R3.x;
ADD R2.xyz, R0, -c[2].x;
MAD R2.xyz, R3.y, R2, c[2].x;
ADD R4.xyz, -R2, c[2].y;
EX2 R2.w, R2.w;
MAD R4.xyz, R4, R2.w, R2;
MUL R2.xyz, R4, R1.w;
ADD R1.w, -R3.y, c[2].y;
ADD R3.xyz, -R4, c[2].y;
MUL R3.xyz, R3, R1.w;
TEX R4.xyz, R1, texture[2], CUBE;
MUL R1.xyz, R3, R0;
MUL R2.xyz, R2, c[4].x;
MUL R0.xyz, R0, R4;
MAD R1.xyz, R1, c[3].x, R2;
MUL R0.xyz, R3, R0;
MUL R1.xyz, R1, c[1];
MAD result.color.xyz, R1, R0.w, R0;
MOV result.color.w, c[2].y;
END
# 53 instructions, 5 R-regs
