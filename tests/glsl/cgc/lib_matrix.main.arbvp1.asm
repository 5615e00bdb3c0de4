!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/lib_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.normalMat
#semantic main.skin
#semantic main.rot
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 world :  : c[1], 4 : 2 : 1
#var float4x4 viewProj :  : c[5], 4 : 3 : 1
#var float3x3 normalMat :  : c[9], 3 : 4 : 1
#var float4x3 skin :  : c[12], 4 : 5 : 1
#var float2x2 rot :  : c[16], 2 : 6 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[18] = { program.local[0..17] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MUL R1.xyz, vertex.position.y, c[13];
MAD R2.xyz, vertex.position.x, c[12], R1;
MUL R0.xyz, vertex.normal.y, c[2];
MAD R1.xyz, vertex.normal.x, c[1], R0;
MAD R0.xyz, vertex.position.z, c[14], R2;
MAD R2.xyz, vertex.normal.z, c[3], R1;
MUL R4.xy, vertex.position, c[17];
DP3 R1.z, vertex.normal, c[11];
DP3 R1.y, vertex.normal, c[10];
DP3 R1.x, vertex.normal, c[9];
ADD R1.xyz, R1, R2;
MAD R2.xyz, vertex.position.w, c[15], R0;
MOV R0.x, c[9].z;
MOV R0.y, c[10].z;
MOV R0.z, c[11];
DP3 R3.z, R0, R2;
MOV R0.x, c[9].y;
MOV R0.z, c[11].y;
MOV R0.y, c[10];
DP3 R3.y, R2, R0;
MOV R0.x, c[9];
MOV R0.z, c[11].x;
MOV R0.y, c[10].x;
DP3 R3.x, R2, R0;
MUL R0.zw, vertex.position.xyxy, c[16].xyxy;
MUL R2.xy, vertex.position.w, c[17];
ADD R0.x, R0.z, R0.w;
ADD R0.y, R4.x, R4;
MAD R2.xy, vertex.position.z, c[16], R2;
ADD R2.xy, R0, R2;
ADD R0.xyz, R1, R3;
ADD result.texcoord[0].xy, R0, R2;
MOV R2, c[2];
MOV result.texcoord[0].z, R0;
MOV R1, c[1];
MUL R0, R2, c[8].y;
MAD R3, R1, c[8].x, R0;
MOV R0, c[3];
MAD R4, R0, c[8].z, R3;
MOV R3, c[4];
MAD R4, R3, c[8].w, R4;
MUL R5, R2, c[7].y;
DP4 result.position.w, vertex.position, R4;
MAD R4, R1, c[7].x, R5;
MUL R5, R2, c[6].y;
MAD R4, R0, c[7].z, R4;
MAD R5, R1, c[6].x, R5;
MAD R4, R3, c[7].w, R4;
MUL R2, R2, c[5].y;
MAD R1, R1, c[5].x, R2;
MAD R5, R0, c[6].z, R5;
MAD R0, R0, c[5].z, R1;
MOV R2.xyz, c[11];
DP4 result.position.z, vertex.position, R4;
MAD R4, R3, c[6].w, R5;
MUL R1.xyz, R2.yzxw, c[10].zxyw;
MAD R0, R3, c[5].w, R0;
MAD R1.xyz, R2.zxyw, c[10].yzxw, -R1;
DP4 result.position.y, vertex.position, R4;
DP4 result.position.x, vertex.position, R0;
DP3 result.texcoord[0].w, R1, c[9];
END
# 61 instructions, 6 R-regs
