!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/literal_pack_layered.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.objectToWorld
#semantic main.lightColor
#semantic main.lightPos
#semantic main.eyePos
#semantic main.baseTint
#semantic main.lacquerTint
#semantic main.layer0
#semantic main.layer1
#semantic main.layer2
#semantic main.layer3
#semantic main.lightScale
#semantic main.baseGamma
#semantic main.tintMix
#semantic main.envScale
#semantic main.lacquerAmount
#semantic main.bumpBlend
#semantic main.exposure
#semantic main.fade
#semantic main.rimPower
#semantic main.rimAmount
#semantic main.ambient
#semantic main.baseTex : TEXUNIT0
#semantic main.normalTex : TEXUNIT1
#semantic main.glossTex : TEXUNIT2
#semantic main.shadowTex : TEXUNIT3
#semantic main.layerTex : TEXUNIT4
#semantic main.envTex : TEXUNIT5
#var float3 f.worldPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 f.worldNormal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float2 f.uv : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float4 f.shadowCoord : $vin.TEXCOORD3 : TEX3 : 0 : 1
#var float4x4 objectToWorld :  : c[0], 4 : 1 : 1
#var float3 lightColor :  : c[4] : 2 : 1
#var float3 lightPos :  : c[5] : 3 : 1
#var float3 eyePos :  : c[6] : 4 : 1
#var float3 baseTint :  : c[7] : 5 : 1
#var float3 lacquerTint :  : c[8] : 6 : 1
#var float3 layer0 :  : c[9] : 7 : 1
#var float3 layer1 :  : c[10] : 8 : 1
#var float3 layer2 :  : c[11] : 9 : 1
#var float3 layer3 :  : c[12] : 10 : 1
#var float lightScale :  : c[13] : 11 : 1
#var float baseGamma :  : c[14] : 12 : 1
#var float tintMix :  : c[15] : 13 : 1
#var float envScale :  : c[16] : 14 : 1
#var float lacquerAmount :  : c[17] : 15 : 1
#var float bumpBlend :  : c[18] : 16 : 1
#var float exposure :  : c[19] : 17 : 1
#var float fade :  : c[20] : 18 : 1
#var float rimPower :  : c[21] : 19 : 1
#var float rimAmount :  : c[22] : 20 : 1
#var float ambient :  : c[23] : 21 : 1
#var sampler2D baseTex : TEXUNIT0 : texunit 0 : 22 : 1
#var sampler2D normalTex : TEXUNIT1 : texunit 1 : 23 : 1
#var sampler2D glossTex : TEXUNIT2 : texunit 2 : 24 : 1
#var sampler2D shadowTex : TEXUNIT3 : texunit 3 : 25 : 1
#var sampler2D layerTex : TEXUNIT4 : texunit 4 : 26 : 1
#var samplerCUBE envTex : TEXUNIT5 : texunit 5 : 27 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[24] = -0.039999999 0 1 2
#const c[25] = 0.07 0.20999999 0.14 0.17
#const c[26] = 0.12 6.5 1.75 600
#const c[27] = 0.94999999 0.89999998 0.80000001 0.5
#const c[28] = 15.303895 16.870934 22.836681 250000
#const c[29] = 7.8239999 8.21 9.5539999 0.125
#const c[30] = 0 -2.5 0.25
#const c[31] = 1.02 0.98000002 0.91000003
PARAM c[32] = { program.local[0..23],
		{ -0.039999999, 0, 1, 2 },
		{ 0.07, 0.20999999, 0.14, 0.17 },
		{ 0.12, 6.5, 1.75, 600 },
		{ 0.94999999, 0.89999998, 0.80000001, 0.5 },
		{ 15.303895, 16.870934, 22.836681, 250000 },
		{ 7.8239999, 8.21, 9.5539999, 0.125 },
		{ 0, -2.5, 0.25 },
		{ 1.02, 0.98000002, 0.91000003 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
ADD R0.xyz, -fragment.texcoord[0], c[6];
DP3 R0.w, R0, R0;
DP3 R1.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R1.x, R1.x;
MUL R2.xyz, R1.x, fragment.texcoord[1];
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
DP3_SAT R0.w, R1, R2;
TEX R0.xyz, fragment.texcoord[2], texture[1], 2D;
MAD R5.xyz, R0, c[24].w, -c[24].z;
MUL R1.w, R0, R0;
MUL R3.xyz, R0.w, c[29];
MAD R4.xyz, R1.w, c[28], -R3;
DP3 R0.z, R5, c[2];
DP3 R0.x, R5, c[0];
DP3 R0.y, R5, c[1];
MAD R5.xyz, R1.w, c[28], R3;
ADD R5.xyz, R5, c[24].z;
DP3 R2.w, R0, R0;
RSQ R2.w, R2.w;
MUL R0.xyz, R2.w, R0;
ADD R6.xyz, R0, -R2;
MAD R2.xyz, R6, c[18].x, R2;
DP3 R2.w, R2, R2;
RCP R5.x, R5.x;
RCP R5.y, R5.y;
RCP R5.z, R5.z;
ADD R4.xyz, R4, c[24].z;
MUL R4.xyz, R4, R5;
RSQ R2.w, R2.w;
MUL R5.xyz, R2.w, R2;
ADD R2.xyz, R1.w, R3;
ADD R2.xyz, R2, c[28];
ADD R3.xyz, R1.w, -R3;
DP3 R1.w, -R1, R5;
ADD R3.xyz, R3, c[28];
RCP R2.x, R2.x;
RCP R2.z, R2.z;
RCP R2.y, R2.y;
MUL R2.xyz, R3, R2;
MUL R2.xyz, R2, R2;
MUL R3.xyz, R5, R1.w;
MAD R2.xyz, R4, R4, R2;
MAD R4.xyz, -R3, c[24].w, -R1;
ADD R3.xyz, -fragment.texcoord[0], c[5];
DP3 R1.w, R3, R3;
RSQ R2.w, R1.w;
MUL R3.xyz, R2.w, R3;
DP3_SAT R2.w, R0, R3;
TEX R4.xyz, R4, texture[5], CUBE;
MUL R4.xyz, R4, c[26].z;
MIN R4.xyz, R4, c[26].w;
MUL R2.xyz, R2, R4;
ADD R3.w, R2, c[23].x;
MUL R4.xyz, R2, c[16].x;
ADD R2, fragment.texcoord[3], c[30].xxyx;
TXP R5.x, R2, texture[3], SHADOW2D;
MOV R4.w, c[13].x;
MUL R2.xyz, R4.w, c[4];
MUL R2.xyz, R2, R5.x;
RCP R1.w, R1.w;
MUL R5.xyz, R1.w, R2;
TEX R2.xyz, fragment.texcoord[2], texture[0], 2D;
MUL R5.xyz, R5, R3.w;
ADD R1.xyz, R3, R1;
TEX R3.xw, fragment.texcoord[2], texture[2], 2D;
POW R2.x, R2.x, c[14].x;
POW R2.y, R2.y, c[14].x;
POW R2.z, R2.z, c[14].x;
MUL R5.xyz, R5, R2;
MOV R1.w, c[27];
MUL R2.xyz, R1.w, c[10];
MOV R1.w, c[30].z;
ADD R2.xyz, R2, c[9];
MAD R2.xyz, R1.w, c[11], R2;
MOV R1.w, c[29];
MAD R6.xyz, R1.w, c[12], R2;
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3_SAT R0.x, R0, R1;
ADD R0.z, -R0.w, c[24];
POW R0.w, R0.z, c[21].x;
TEX R2.xyz, fragment.texcoord[2], texture[4], 2D;
MAD R2.w, R3, c[25].x, c[25].y;
MUL R1.w, R2, R2;
RCP R0.y, R1.w;
POW R0.x, R0.x, R0.y;
SLT R0.z, c[26].x, R3.x;
MAD R0.y, R3.x, c[25].z, c[25].w;
MUL R0.y, R0, R0.z;
MUL R0.x, R0, R0.y;
MUL R0.z, R0.w, c[22].x;
MAD R0.x, R0, c[26].y, R0.z;
MUL R0.xyz, R0.x, c[8];
MUL R0.xyz, R0, c[17].x;
MUL R5.xyz, R5, c[7];
MUL R2.xyz, R2, R6;
MAD R2.xyz, R5, c[28].w, R2;
MAD R1.xyz, R4, c[27].w, -R2;
MAD R1.xyz, R1, c[15].x, R2;
MAD R1.xyz, R0, c[27], R1;
SLT R0.x, fragment.texcoord[2].y, c[24];
MUL R1.xyz, R1, c[19].x;
ABS R0.x, R0;
MUL R1.xyz, R1, c[31];
CMP R0.x, -R0, c[24].y, c[24].z;
CMP R0.xyz, -R0.x, R1, c[24].y;
MUL R0.xyz, R0, c[20].x;
MAX result.color.xyz, R0, c[24].y;
MOV result.color.w, c[24].z;
END
# 111 instructions, 7 R-regs
