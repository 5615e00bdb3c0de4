!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/phong_lights_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedoMap
#semantic main.lightPos
#semantic main.lightColor
#semantic main.lightRadius
#semantic main.eyePos
#semantic main.gloss
#var float3 P : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 uv : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D albedoMap :  : texunit 0 : 3 : 1
#var float3 lightPos[0] :  : c[0] : 4 : 1
#var float3 lightPos[1] :  : c[1] : 4 : 1
#var float3 lightPos[2] :  : c[2] : 4 : 1
#var float3 lightColor[0] :  : c[3] : 5 : 1
#var float3 lightColor[1] :  : c[4] : 5 : 1
#var float3 lightColor[2] :  : c[5] : 5 : 1
#var float lightRadius[0] :  : c[6] : 6 : 1
#var float lightRadius[1] :  : c[7] : 6 : 1
#var float lightRadius[2] :  : c[8] : 6 : 1
#var float3 eyePos :  : c[9] : 7 : 1
#var float gloss :  : c[10] : 8 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[11] = 1
PARAM c[12] = { program.local[0..10],
		{ 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
ADD R0.xyz, -fragment.texcoord[0], c[9];
ADD R1.xyz, -fragment.texcoord[0], c[2];
DP3 R1.w, R0, R0;
RSQ R4.w, R1.w;
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R1;
MAD R1.xyz, R4.w, R0, R2;
DP3 R2.w, R1, R1;
RSQ R2.w, R2.w;
ADD R4.xyz, -fragment.texcoord[0], c[1];
DP3 R3.w, R4, R4;
RSQ R3.w, R3.w;
MUL R4.xyz, R3.w, R4;
DP3 R1.w, fragment.texcoord[1], fragment.texcoord[1];
MUL R3.xyz, R2.w, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, fragment.texcoord[1];
DP3_SAT R1.w, R1, R3;
ADD R3.xyz, -fragment.texcoord[0], c[0];
DP3 R2.w, R3, R3;
RSQ R2.w, R2.w;
MUL R3.xyz, R2.w, R3;
MAD R5.xyz, R4.w, R0, R3;
MAD R0.xyz, R4.w, R0, R4;
DP3 R5.w, R5, R5;
DP3 R4.w, R0, R0;
RSQ R4.w, R4.w;
MUL R0.xyz, R4.w, R0;
RSQ R5.w, R5.w;
MUL R5.xyz, R5.w, R5;
DP3_SAT R4.w, R1, R5;
DP3_SAT R0.y, R1, R0;
POW R0.x, R4.w, c[10].x;
POW R4.w, R0.y, c[10].x;
MUL R5.xyz, R4.w, c[4];
DP3_SAT R4.x, R1, R4;
POW R1.w, R1.w, c[10].x;
MUL R0.xyz, R0.x, c[3];
RCP R4.w, c[7].x;
RCP R3.w, R3.w;
MAD_SAT R3.w, -R3, R4, c[11].x;
RCP R0.w, R0.w;
MUL R5.xyz, R3.w, R5;
RCP R4.w, c[6].x;
RCP R2.w, R2.w;
MAD_SAT R2.w, -R2, R4, c[11].x;
MAD R5.xyz, R2.w, R0, R5;
MUL R0.xyz, R1.w, c[5];
RCP R1.w, c[8].x;
MAD_SAT R1.w, -R0, R1, c[11].x;
MAD R5.xyz, R1.w, R0, R5;
TEX R0, fragment.texcoord[2], texture[0], 2D;
MUL R5.xyz, R0.w, R5;
DP3_SAT R0.w, R1, R2;
MUL R2.xyz, R4.x, c[4];
DP3_SAT R1.x, R1, R3;
MUL R1.xyz, R1.x, c[3];
MUL R2.xyz, R2, R3.w;
MAD R2.xyz, R1, R2.w, R2;
MUL R1.xyz, R0.w, c[5];
MAD R1.xyz, R1, R1.w, R2;
MAD result.color.xyz, R0, R1, R5;
MOV result.color.w, c[11].x;
END
# 64 instructions, 6 R-regs
