!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/vertex_lighting_fixed8.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.normalMatrix
#semantic main.lights
#semantic main.sceneAmbient
#semantic main.shininess
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 diff : $vout.COLOR0 : COL0 : 3 : 1
#var float4 spec : $vout.COLOR1 : COL1 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float4x4 mv :  : c[5], 4 : 6 : 1
#var float3x3 normalMatrix :  : c[9], 3 : 7 : 1
#var float4 lights[0].position :  : c[12] : 8 : 1
#var float4 lights[0].diffuse :  : c[13] : 8 : 1
#var float4 lights[0].specular :  : c[14] : 8 : 1
#var float4 lights[0].attenuation :  : c[15] : 8 : 1
#var float4 lights[0].spotDir :  : c[16] : 8 : 1
#var float4 lights[1].position :  : c[17] : 8 : 1
#var float4 lights[1].diffuse :  : c[18] : 8 : 1
#var float4 lights[1].specular :  : c[19] : 8 : 1
#var float4 lights[1].attenuation :  : c[20] : 8 : 1
#var float4 lights[1].spotDir :  : c[21] : 8 : 1
#var float4 lights[2].position :  : c[22] : 8 : 1
#var float4 lights[2].diffuse :  : c[23] : 8 : 1
#var float4 lights[2].specular :  : c[24] : 8 : 1
#var float4 lights[2].attenuation :  : c[25] : 8 : 1
#var float4 lights[2].spotDir :  : c[26] : 8 : 1
#var float4 lights[3].position :  : c[27] : 8 : 1
#var float4 lights[3].diffuse :  : c[28] : 8 : 1
#var float4 lights[3].specular :  : c[29] : 8 : 1
#var float4 lights[3].attenuation :  : c[30] : 8 : 1
#var float4 lights[3].spotDir :  : c[31] : 8 : 1
#var float4 lights[4].position :  : c[32] : 8 : 1
#var float4 lights[4].diffuse :  : c[33] : 8 : 1
#var float4 lights[4].specular :  : c[34] : 8 : 1
#var float4 lights[4].attenuation :  : c[35] : 8 : 1
#var float4 lights[4].spotDir :  : c[36] : 8 : 1
#var float4 lights[5].position :  : c[37] : 8 : 1
#var float4 lights[5].diffuse :  : c[38] : 8 : 1
#var float4 lights[5].specular :  : c[39] : 8 : 1
#var float4 lights[5].attenuation :  : c[40] : 8 : 1
#var float4 lights[5].spotDir :  : c[41] : 8 : 1
#var float4 lights[6].position :  : c[42] : 8 : 1
#var float4 lights[6].diffuse :  : c[43] : 8 : 1
#var float4 lights[6].specular :  : c[44] : 8 : 1
#var float4 lights[6].attenuation :  : c[45] : 8 : 1
#var float4 lights[6].spotDir :  : c[46] : 8 : 1
#var float4 lights[7].position :  : c[47] : 8 : 1
#var float4 lights[7].diffuse :  : c[48] : 8 : 1
#var float4 lights[7].specular :  : c[49] : 8 : 1
#var float4 lights[7].attenuation :  : c[50] : 8 : 1
#var float4 lights[7].spotDir :  : c[51] : 8 : 1
#var float4 sceneAmbient :  : c[52] : 9 : 1
#var float shininess :  : c[53] : 10 : 1
#const c[0] = 1 0
PARAM c[54] = { { 1, 0 },
		program.local[1..53] };
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
TEMP R10;
DP4 R10.z, vertex.position, c[7];
DP4 R10.x, vertex.position, c[5];
DP4 R10.y, vertex.position, c[6];
MAD R1.xyz, -R10, c[12].w, c[12];
DP3 R0.x, R1, R1;
RSQ R1.w, R0.x;
MUL R2.xyz, R1.w, R1;
DP3 R0.x, R10, R10;
RSQ R3.w, R0.x;
MAD R0.xyz, R10, -R3.w, R2;
DP3 R2.w, R0, R0;
RSQ R2.w, R2.w;
DP3 R1.z, vertex.normal, c[11];
DP3 R1.x, vertex.normal, c[9];
DP3 R1.y, vertex.normal, c[10];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R3.xyz, R0.w, R1;
DP3 R1.x, R3, R2;
DP3 R2.y, -R2, c[16];
SGE R2.z, R2.y, c[16].w;
MUL R0.xyz, R2.w, R0;
DP3 R1.y, R3, R0;
MAD R0.xyz, -R10, c[17].w, c[17];
DP3 R0.w, R0, R0;
RSQ R5.w, R0.w;
MOV R1.z, c[53].x;
MAX R2.y, R2, c[0];
ABS R2.z, R2;
MUL R4.xyz, R5.w, R0;
LIT R9.yz, R1.xyzz;
MAD R1.xyz, R10, -R3.w, R4;
DP3 R2.x, R1, R1;
POW R2.y, R2.y, c[15].w;
SGE R2.z, c[0].y, R2;
MAD R2.w, -R2.y, R2.z, R2.y;
RCP R1.w, R1.w;
MAD R2.y, R1.w, c[15].z, c[15];
MAD R1.w, R1, R2.y, c[15].x;
ABS R2.z, c[12].w;
SGE R2.z, c[0].y, R2;
ABS R2.y, R2.z;
RCP R1.w, R1.w;
SGE R2.y, c[0], R2;
ADD R1.w, R1, -c[0].x;
MAD R1.w, R1, R2.y, c[0].x;
MUL R4.w, R1, R2;
RSQ R1.w, R2.x;
MUL R1.xyz, R1.w, R1;
DP3 R1.y, R3, R1;
MAD R2.xyz, -R10, c[22].w, c[22];
DP3 R1.z, R2, R2;
RSQ R2.w, R1.z;
MUL R5.xyz, R2.w, R2;
MAD R6.xyz, R10, -R3.w, R5;
DP3 R2.x, R6, R6;
MUL R0, R9.y, c[13];
DP3 R1.x, R3, R4;
MOV R1.z, c[53].x;
LIT R2.yz, R1.xyzz;
MUL R1, R2.y, c[18];
DP3 R2.y, -R4, c[21];
SGE R4.x, R2.y, c[21].w;
MAX R2.y, R2, c[0];
ABS R4.x, R4;
ABS R4.y, c[17].w;
MAD R0, R0, R4.w, c[52];
RSQ R2.x, R2.x;
POW R2.y, R2.y, c[20].w;
SGE R4.x, c[0].y, R4;
MAD R4.z, -R2.y, R4.x, R2.y;
RCP R2.y, R5.w;
MAD R4.x, R2.y, c[20].z, c[20].y;
MAD R2.y, R2, R4.x, c[20].x;
SGE R4.y, c[0], R4;
ABS R4.x, R4.y;
RCP R2.y, R2.y;
SGE R4.x, c[0].y, R4;
ADD R2.y, R2, -c[0].x;
MAD R2.y, R2, R4.x, c[0].x;
MUL R7.x, R2.y, R4.z;
MAD R1, R1, R7.x, R0;
MUL R0.xyz, R2.x, R6;
DP3 R0.y, R3, R0;
DP3 R0.x, R3, R5;
DP3 R5.x, -R5, c[26];
SGE R5.y, R5.x, c[26].w;
MAD R4.xyz, -R10, c[27].w, c[27];
DP3 R0.z, R4, R4;
RSQ R2.x, R0.z;
MUL R4.xyz, R2.x, R4;
MAD R6.xyz, R10, -R3.w, R4;
MOV R0.z, c[53].x;
LIT R8.yz, R0.xyzz;
DP3 R2.y, R6, R6;
MAX R5.x, R5, c[0].y;
ABS R5.y, R5;
MUL R0, R8.y, c[23];
RSQ R2.y, R2.y;
POW R5.x, R5.x, c[25].w;
SGE R5.y, c[0], R5;
MAD R5.z, -R5.x, R5.y, R5.x;
RCP R2.w, R2.w;
MAD R5.x, R2.w, c[25].z, c[25].y;
MAD R2.w, R2, R5.x, c[25].x;
ABS R5.y, c[22].w;
SGE R5.y, c[0], R5;
ABS R5.x, R5.y;
RCP R2.w, R2.w;
SGE R5.x, c[0].y, R5;
ADD R2.w, R2, -c[0].x;
MAD R2.w, R2, R5.x, c[0].x;
MUL R7.w, R2, R5.z;
MAD R1, R0, R7.w, R1;
MUL R0.xyz, R2.y, R6;
DP3 R0.y, R3, R0;
MAD R5.xyz, -R10, c[32].w, c[32];
DP3 R0.z, R5, R5;
RSQ R6.w, R0.z;
MUL R5.xyz, R6.w, R5;
MAD R6.xyz, R10, -R3.w, R5;
DP3 R2.y, R6, R6;
DP3 R0.x, R3, R4;
DP3 R2.w, -R4, c[31];
SGE R4.x, R2.w, c[31].w;
MOV R0.z, c[53].x;
LIT R7.yz, R0.xyzz;
MAX R2.w, R2, c[0].y;
ABS R4.x, R4;
ABS R4.y, c[27].w;
MUL R0, R7.y, c[28];
RSQ R2.y, R2.y;
SGE R4.x, c[0].y, R4;
POW R2.w, R2.w, c[30].w;
MAD R2.w, -R2, R4.x, R2;
RCP R2.x, R2.x;
MAD R4.x, R2, c[30].z, c[30].y;
MAD R2.x, R2, R4, c[30];
SGE R4.y, c[0], R4;
ABS R4.x, R4.y;
RCP R2.x, R2.x;
SGE R4.x, c[0].y, R4;
ADD R2.x, R2, -c[0];
MAD R2.x, R2, R4, c[0];
MUL R7.y, R2.x, R2.w;
MAD R0, R0, R7.y, R1;
MUL R1.xyz, R2.y, R6;
DP3 R1.y, R3, R1;
DP3 R1.x, R3, R5;
DP3 R5.y, -R5, c[36];
SGE R5.z, R5.y, c[36].w;
MAD R4.xyz, -R10, c[37].w, c[37];
DP3 R1.z, R4, R4;
RSQ R5.w, R1.z;
MUL R4.xyz, R5.w, R4;
MAD R2.xyw, R10.xyzz, -R3.w, R4.xyzz;
DP3 R6.x, R2.xyww, R2.xyww;
MOV R1.z, c[53].x;
LIT R6.yz, R1.xyzz;
MUL R1, R6.y, c[33];
MAX R5.y, R5, c[0];
ABS R5.z, R5;
ABS R6.y, c[32].w;
RSQ R5.x, R6.x;
SGE R5.z, c[0].y, R5;
POW R5.y, R5.y, c[35].w;
MAD R5.y, -R5, R5.z, R5;
RCP R5.z, R6.w;
MAD R6.x, R5.z, c[35].z, c[35].y;
MAD R5.z, R5, R6.x, c[35].x;
SGE R6.y, c[0], R6;
ABS R6.x, R6.y;
RCP R5.z, R5.z;
SGE R6.x, c[0].y, R6;
ADD R5.z, R5, -c[0].x;
MAD R5.z, R5, R6.x, c[0].x;
MUL R8.x, R5.z, R5.y;
MAD R0, R1, R8.x, R0;
MUL R1.xyz, R5.x, R2.xyww;
DP3 R1.y, R3, R1;
DP3 R1.x, R3, R4;
MAD R5.xyz, -R10, c[42].w, c[42];
DP3 R1.z, R5, R5;
RSQ R8.w, R1.z;
MUL R2.xyw, R8.w, R5.xyzz;
MAD R6.xyw, R10.xyzz, -R3.w, R2;
DP3 R4.y, -R4, c[41];
SGE R4.z, R4.y, c[41].w;
DP3 R5.x, R6.xyww, R6.xyww;
MOV R1.z, c[53].x;
LIT R5.yz, R1.xyzz;
MUL R1, R5.y, c[38];
MAX R4.y, R4, c[0];
ABS R4.z, R4;
ABS R5.y, c[37].w;
RSQ R4.x, R5.x;
SGE R4.z, c[0].y, R4;
POW R4.y, R4.y, c[40].w;
MAD R4.y, -R4, R4.z, R4;
RCP R4.z, R5.w;
MAD R5.x, R4.z, c[40].z, c[40].y;
MAD R4.z, R4, R5.x, c[40].x;
SGE R5.y, c[0], R5;
ABS R5.x, R5.y;
RCP R4.z, R4.z;
SGE R5.x, c[0].y, R5;
ADD R4.z, R4, -c[0].x;
MAD R4.z, R4, R5.x, c[0].x;
MUL R8.y, R4.z, R4;
MAD R0, R1, R8.y, R0;
MUL R1.xyz, R4.x, R6.xyww;
DP3 R1.y, R3, R1;
DP3 R1.x, R3, R2.xyww;
MAD R4.xyz, -R10, c[47].w, c[47];
DP3 R1.z, R4, R4;
RSQ R6.x, R1.z;
MUL R5.xyw, R6.x, R4.xyzz;
DP3 R2.y, -R2.xyww, c[46];
SGE R2.w, R2.y, c[46];
MAD R10.xyz, R10, -R3.w, R5.xyww;
MOV R1.z, c[53].x;
LIT R4.yz, R1.xyzz;
DP3 R3.w, R10, R10;
MAX R2.y, R2, c[0];
ABS R2.w, R2;
ABS R4.x, c[42].w;
RSQ R2.x, R3.w;
MUL R1, R4.y, c[43];
SGE R2.w, c[0].y, R2;
POW R2.y, R2.y, c[45].w;
MAD R2.y, -R2, R2.w, R2;
RCP R2.w, R8.w;
MAD R3.w, R2, c[45].z, c[45].y;
MAD R2.w, R2, R3, c[45].x;
SGE R4.x, c[0].y, R4;
ABS R3.w, R4.x;
RCP R2.w, R2.w;
SGE R3.w, c[0].y, R3;
ADD R2.w, R2, -c[0].x;
MAD R2.w, R2, R3, c[0].x;
MUL R4.x, R2.w, R2.y;
MAD R1, R1, R4.x, R0;
MUL R0.xyz, R2.x, R10;
DP3 R0.y, R3, R0;
ABS R0.w, c[47];
DP3 R0.x, R3, R5.xyww;
MOV R0.z, c[53].x;
LIT R0.yz, R0.xyzz;
MUL R3, R0.y, c[48];
DP3 R0.x, -R5.xyww, c[51];
SGE R0.y, R0.x, c[51].w;
MAX R0.x, R0, c[0].y;
ABS R0.y, R0;
MUL R2, R2.z, c[19];
POW R0.x, R0.x, c[50].w;
SGE R0.y, c[0], R0;
MAD R4.y, -R0.x, R0, R0.x;
RCP R0.x, R6.x;
MAD R0.y, R0.x, c[50].z, c[50];
MAD R0.x, R0, R0.y, c[50];
SGE R0.w, c[0].y, R0;
ABS R0.y, R0.w;
RCP R0.x, R0.x;
SGE R0.y, c[0], R0;
ADD R0.x, R0, -c[0];
MAD R0.x, R0, R0.y, c[0];
MUL R0.x, R0, R4.y;
MAD R1, R3, R0.x, R1;
MUL R3, R7.x, R2;
MUL R2, R9.z, c[14];
MAD R3, R4.w, R2, R3;
MUL R2, R8.z, c[24];
MAD R3, R7.w, R2, R3;
MUL R2, R7.z, c[29];
MAD R2, R7.y, R2, R3;
MUL R3, R6.z, c[34];
MAD R2, R8.x, R3, R2;
MUL R3, R5.z, c[39];
MAD R2, R8.y, R3, R2;
MUL R3, R4.z, c[44];
MAD R2, R4.x, R3, R2;
MUL R3, R0.z, c[49];
MAD R2, R0.x, R3, R2;
MIN R0, R1, c[0].x;
MIN R1, R2, c[0].x;
MAX result.color, R0, c[0].y;
MAX result.color.secondary, R1, c[0].y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 291 instructions, 11 R-regs
