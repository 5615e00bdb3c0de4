!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/uber_material_large.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedoMap : TEXUNIT0
#semantic main.normalMap : TEXUNIT1
#semantic main.heightMap : TEXUNIT2
#semantic main.specMap : TEXUNIT3
#semantic main.emissiveMap : TEXUNIT4
#semantic main.envMap : TEXUNIT5
#semantic main.lights
#semantic main.eyePos
#semantic main.ambient
#semantic main.parallaxScale
#semantic main.shininess
#semantic main.reflectivity
#semantic main.fogParams
#semantic main.fogColor
#semantic main.exposure
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 P : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 Nw : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float3 Tw : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var float3 Bw : $vin.TEXCOORD4 : TEX4 : 4 : 1
#var float3 viewT : $vin.TEXCOORD5 : TEX5 : 5 : 1
#var sampler2D albedoMap : TEXUNIT0 : texunit 0 : 6 : 1
#var sampler2D normalMap : TEXUNIT1 : texunit 1 : 7 : 1
#var sampler2D heightMap : TEXUNIT2 : texunit 2 : 8 : 1
#var sampler2D specMap : TEXUNIT3 : texunit 3 : 9 : 1
#var sampler2D emissiveMap : TEXUNIT4 : texunit 4 : 10 : 1
#var samplerCUBE envMap : TEXUNIT5 : texunit 5 : 11 : 1
#var float4 lights[0].pos :  : c[0] : 12 : 1
#var float3 lights[0].color :  : c[1] : 12 : 1
#var float3 lights[0].atten :  : c[2] : 12 : 1
#var float3 lights[0].spotDir :  : c[3] : 12 : 1
#var float2 lights[0].spotCos :  : c[4] : 12 : 1
#var float4 lights[1].pos :  : c[5] : 12 : 1
#var float3 lights[1].color :  : c[6] : 12 : 1
#var float3 lights[1].atten :  : c[7] : 12 : 1
#var float3 lights[1].spotDir :  : c[8] : 12 : 1
#var float2 lights[1].spotCos :  : c[9] : 12 : 1
#var float4 lights[2].pos :  : c[10] : 12 : 1
#var float3 lights[2].color :  : c[11] : 12 : 1
#var float3 lights[2].atten :  : c[12] : 12 : 1
#var float3 lights[2].spotDir :  : c[13] : 12 : 1
#var float2 lights[2].spotCos :  : c[14] : 12 : 1
#var float4 lights[3].pos :  : c[15] : 12 : 1
#var float3 lights[3].color :  : c[16] : 12 : 1
#var float3 lights[3].atten :  : c[17] : 12 : 1
#var float3 lights[3].spotDir :  : c[18] : 12 : 1
#var float2 lights[3].spotCos :  : c[19] : 12 : 1
#var float3 eyePos :  : c[20] : 13 : 1
#var float3 ambient :  : c[21] : 14 : 1
#var float parallaxScale :  : c[22] : 15 : 1
#var float shininess :  : c[23] : 16 : 1
#var float reflectivity :  : c[24] : 17 : 1
#var float4 fogParams :  : c[25] : 18 : 1
#var float3 fogColor :  : c[26] : 19 : 1
#var float exposure :  : c[27] : 20 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[28] = 2.718282 0.5 0 1
#const c[29] = 1.442695 2 5 0.80000001
#const c[30] = 0.2 3 2.2 0.45454544
PARAM c[31] = { program.local[0..27],
		{ 2.718282, 0.5, 0, 1 },
		{ 1.442695, 2, 5, 0.80000001 },
		{ 0.2, 3, 2.2, 0.45454544 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
TEMP R9;
ADD R0.xyz, -fragment.texcoord[1], c[20];
DP3 R0.w, R0, R0;
RSQ R2.w, R0.w;
MUL R3.xyz, R2.w, R0;
MAD R1.xyz, -fragment.texcoord[1], c[0].w, c[0];
DP3 R0.w, R1, R1;
RSQ R7.w, R0.w;
MUL R4.xyz, R7.w, R1;
MOV R1.w, c[28].y;
DP3 R0.x, fragment.texcoord[5], fragment.texcoord[5];
RSQ R0.x, R0.x;
MUL R0.zw, R0.x, fragment.texcoord[5].xyxy;
ADD R2.xyz, R3, R4;
MUL R0.y, R1.w, c[22].x;
TEX R0.x, fragment.texcoord[0], texture[2], 2D;
MAD R0.x, R0, c[22], -R0.y;
MAD R9.xy, R0.x, R0.zwzw, fragment.texcoord[0];
TEX R0.xyz, R9, texture[1], 2D;
MUL R0.xyz, R0, c[29].y;
DP3 R0.w, fragment.texcoord[4], fragment.texcoord[4];
ADD R5.xyz, R0, -c[28].w;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, fragment.texcoord[4];
MUL R1.xyz, R5.y, R0;
DP3 R0.w, fragment.texcoord[3], fragment.texcoord[3];
RSQ R0.x, R0.w;
MUL R0.xyz, R0.x, fragment.texcoord[3];
DP3 R0.w, fragment.texcoord[2], fragment.texcoord[2];
MAD R1.xyz, R5.x, R0, R1;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, fragment.texcoord[2];
MAD R0.xyz, R5.z, R0, R1;
DP3 R1.x, R2, R2;
DP3 R0.w, R0, R0;
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, R2;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R0;
DP3 R1.x, R2, R1;
TEX R0, R9, texture[3], 2D;
MAX R4.w, R1.x, c[28].z;
MUL R3.w, R0, c[23].x;
POW R6.x, R4.w, R3.w;
DP3 R4.w, R2, R4;
DP3 R4.x, -R4, c[3];
MAD R1.xyz, -fragment.texcoord[1], c[5].w, c[5];
DP3 R0.w, R1, R1;
RSQ R5.w, R0.w;
MUL R1.xyz, R5.w, R1;
ADD R5.xyz, R3, R1;
MAX R0.w, R4, c[28].z;
SLT R4.w, c[28].z, R0;
DP3 R6.y, R5, R5;
RSQ R6.y, R6.y;
MUL R5.xyz, R6.y, R5;
DP3 R5.x, R2, R5;
MAX R5.x, R5, c[28].z;
POW R6.z, R5.x, R3.w;
ABS R4.w, R4;
CMP R4.w, -R4, c[28].z, c[28];
CMP R4.w, -R4, c[28].z, R6.x;
MUL R7.xyz, R4.w, c[1];
DP3 R4.w, R2, R1;
DP3 R1.x, -R1, c[8];
MAX R4.w, R4, c[28].z;
SLT R6.x, c[28].z, R4.w;
ABS R6.y, R6.x;
MAD R5.xyz, -fragment.texcoord[1], c[10].w, c[10];
DP3 R6.x, R5, R5;
RSQ R6.w, R6.x;
CMP R6.y, -R6, c[28].z, c[28].w;
CMP R6.x, -R6.y, c[28].z, R6.z;
ADD R8.w, c[9].x, -c[9].y;
MUL R5.xyz, R6.w, R5;
MUL R8.xyz, R6.x, c[6];
ADD R6.xyz, R3, R5;
RCP R1.y, R8.w;
ADD R1.x, R1, -c[9].y;
MUL_SAT R1.x, R1, R1.y;
MUL R1.y, -R1.x, c[29];
DP3 R8.w, R6, R6;
RCP R1.z, R5.w;
RCP R4.z, R7.w;
MUL R1.x, R1, R1;
ADD R1.y, R1, c[30];
MUL R5.w, R1.x, R1.y;
MOV R1.y, R1.z;
MOV R1.x, c[5].w;
SLT R9.z, c[28], R1.x;
MUL R1.z, R1, R1;
MOV R1.x, c[28].w;
DP3 R1.y, R1, c[7];
ABS R1.x, R9.z;
RCP R1.y, R1.y;
CMP R1.x, -R1, c[28].z, c[28].w;
CMP R1.x, -R1, c[28].w, R1.y;
MUL R5.w, R1.x, R5;
MUL R1.xyz, R5.w, R8;
RSQ R8.y, R8.w;
ADD R8.x, c[4], -c[4].y;
MUL R6.xyz, R8.y, R6;
RCP R4.y, R8.x;
ADD R4.x, R4, -c[4].y;
MUL_SAT R4.x, R4, R4.y;
MUL R4.y, -R4.x, c[29];
MUL R4.x, R4, R4;
ADD R4.y, R4, c[30];
MUL R7.w, R4.x, R4.y;
MOV R4.y, R4.z;
MOV R4.x, c[0].w;
SLT R8.x, c[28].z, R4;
MUL R4.z, R4, R4;
MOV R4.x, c[28].w;
DP3 R4.y, R4, c[2];
ABS R4.x, R8;
RCP R4.y, R4.y;
CMP R4.x, -R4, c[28].z, c[28].w;
CMP R4.x, -R4, c[28].w, R4.y;
MUL R7.w, R4.x, R7;
DP3 R4.x, R2, R5;
DP3 R5.x, -R5, c[13];
DP3 R4.y, R2, R6;
MAX R8.x, R4, c[28].z;
MAX R4.y, R4, c[28].z;
POW R6.z, R4.y, R3.w;
SLT R6.x, c[28].z, R8;
ABS R6.y, R6.x;
MAD R4.xyz, -fragment.texcoord[1], c[15].w, c[15];
DP3 R6.x, R4, R4;
RSQ R8.y, R6.x;
CMP R6.y, -R6, c[28].z, c[28].w;
ADD R8.z, c[14].x, -c[14].y;
MUL R4.xyz, R8.y, R4;
RCP R5.y, R8.z;
ADD R5.x, R5, -c[14].y;
MUL_SAT R5.x, R5, R5.y;
MUL R5.y, -R5.x, c[29];
RCP R5.z, R6.w;
MAD R1.xyz, R7.w, R7, R1;
CMP R6.x, -R6.y, c[28].z, R6.z;
MUL R7.xyz, R6.x, c[11];
ADD R6.xyz, R3, R4;
DP3 R8.z, R6, R6;
MUL R5.x, R5, R5;
ADD R5.y, R5, c[30];
MUL R6.w, R5.x, R5.y;
MOV R5.y, R5.z;
MOV R5.x, c[10].w;
SLT R8.w, c[28].z, R5.x;
MUL R5.z, R5, R5;
MOV R5.x, c[28].w;
DP3 R5.y, R5, c[12];
ABS R5.x, R8.w;
RCP R5.y, R5.y;
CMP R5.x, -R5, c[28].z, c[28].w;
CMP R5.x, -R5, c[28].w, R5.y;
MUL R6.w, R5.x, R6;
MAD R1.xyz, R6.w, R7, R1;
RSQ R5.x, R8.z;
MUL R5.xyz, R5.x, R6;
DP3 R7.x, R2, R4;
DP3 R5.y, R2, R5;
MAX R6.x, R7, c[28].z;
SLT R5.x, c[28].z, R6;
MAX R5.y, R5, c[28].z;
POW R5.y, R5.y, R3.w;
ABS R5.x, R5;
CMP R3.w, -R5.x, c[28].z, c[28];
CMP R5.y, -R3.w, c[28].z, R5;
DP3 R3.w, -R4, c[18];
ADD R5.x, c[19], -c[19].y;
RCP R4.x, R5.x;
ADD R3.w, R3, -c[19].y;
MUL_SAT R3.w, R3, R4.x;
MUL R4.x, -R3.w, c[29].y;
ADD R4.y, R4.x, c[30];
RCP R4.x, R8.y;
MUL R3.w, R3, R3;
MUL R6.y, R3.w, R4;
MOV R3.w, c[15];
SLT R3.w, c[28].z, R3;
ABS R3.w, R3;
MOV R4.y, R4.x;
MUL R4.z, R4.x, R4.x;
MOV R4.x, c[28].w;
DP3 R4.x, R4, c[17];
RCP R4.x, R4.x;
CMP R3.w, -R3, c[28].z, c[28];
CMP R3.w, -R3, c[28], R4.x;
MUL R4.xyz, R0.w, c[1];
DP3 R0.w, R2, -R3;
MUL R3.w, R3, R6.y;
MUL R5.xyz, R5.y, c[16];
MAD R1.xyz, R3.w, R5, R1;
MUL R0.xyz, R1, R0;
MAD R1.xyz, R4, R7.w, c[21];
MUL R4.xyz, R4.w, c[6];
MAD R1.xyz, R4, R5.w, R1;
MUL R4.xyz, R8.x, c[11];
MAD R1.xyz, R4, R6.w, R1;
MUL R4.xyz, R6.x, c[16];
MAD R1.xyz, R4, R3.w, R1;
TEX R4, R9, texture[0], 2D;
MAD R0.xyz, R4, R1, R0;
MUL R1.xyz, R2, R0.w;
DP3_SAT R3.w, R2, R3;
ADD R0.w, -R3, c[28];
MAD R1.xyz, -R1, c[29].y, -R3;
POW R0.w, R0.w, c[29].z;
MUL R0.w, R0, c[29];
ADD R2.x, R0.w, c[30];
TEX R1.xyz, R1, texture[5], CUBE;
MUL R1.xyz, R1, c[24].x;
MAD R2.xyz, R1, R2.x, R0;
TEX R0.xyz, R9, texture[4], 2D;
RCP R0.w, R2.w;
MUL R1.x, R0.w, c[25].z;
MUL R1.x, -R1, R1;
POW R0.x, R0.x, c[30].z;
POW R0.z, R0.z, c[30].z;
POW R0.y, R0.y, c[30].z;
ADD R2.xyz, R2, R0;
MUL R0.x, R1, c[29];
EX2_SAT R0.y, R0.x;
ADD R0.z, -R0.w, c[25].y;
ADD R0.w, c[25].y, -c[25].x;
SLT R0.x, c[25].w, R1.w;
RCP R0.w, R0.w;
ABS R0.x, R0;
MUL_SAT R0.z, R0, R0.w;
CMP R0.x, -R0, c[28].z, c[28].w;
ADD R1.xyz, R2, -c[26];
CMP R0.x, -R0, R0.y, R0.z;
MAD R0.xyz, R0.x, R1, c[26];
MUL R0.xyz, -R0, c[27].x;
POW R0.x, c[28].x, R0.x;
POW R0.z, c[28].x, R0.z;
POW R0.y, c[28].x, R0.y;
ADD R0.xyz, -R0, c[28].w;
POW result.color.x, R0.x, c[30].w;
POW result.color.y, R0.y, c[30].w;
POW result.color.z, R0.z, c[30].w;
MOV result.color.w, R4;
END
# 243 instructions, 10 R-regs
