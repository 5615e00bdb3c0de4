!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/pack_matrix_any_case.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic bones
#semantic viewProj
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4x3 bones[0] :  : c[1], 4 : -1 : 1
#var float4x3 bones[1] :  : c[5], 4 : -1 : 1
#var float4x3 bones[2] :  : c[9], 4 : -1 : 1
#var float4x3 bones[3] :  : c[13], 4 : -1 : 1
#var float4x4 viewProj :  : c[17], 4 : -1 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float3 main.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 4
PARAM c[21] = { { 4 },
		program.local[1..20] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
FLR R0.x, vertex.texcoord[2].y;
MUL R1.w, R0.x, c[0].x;
FLR R0.x, vertex.texcoord[2];
ARL A0.x, R1.w;
MUL R0.w, R0.x, c[0].x;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
MAD R1.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R0.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R1.w;
MAD R1.xyz, vertex.position.z, c[A0.x + 3], R1;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R1.w;
MAD R1.xyz, vertex.position.w, c[A0.x + 4], R1;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
ARL A0.x, R1.w;
MUL R1.xyz, vertex.texcoord[1].y, R1;
MAD R1.xyz, R0, vertex.texcoord[1].x, R1;
MOV R0.x, c[A0.x + 1].z;
MOV R0.y, c[A0.x + 2].z;
MOV R0.z, c[A0.x + 3];
DP3 R0.z, vertex.normal, R0;
MOV R2.x, c[A0.x + 1];
MOV R2.z, c[A0.x + 3].x;
MOV R2.y, c[A0.x + 2].x;
DP3 R0.x, vertex.normal, R2;
MOV R2.x, c[A0.x + 1].y;
MOV R2.z, c[A0.x + 3].y;
MOV R2.y, c[A0.x + 2];
ARL A0.x, R0.w;
DP3 R0.y, vertex.normal, R2;
MUL R2.xyz, vertex.texcoord[1].y, R0;
MOV R0.x, c[A0.x + 1].z;
MOV R0.y, c[A0.x + 2].z;
MOV R0.z, c[A0.x + 3];
DP3 R0.z, R0, vertex.normal;
MOV R3.x, c[A0.x + 1].y;
MOV R3.z, c[A0.x + 3].y;
MOV R3.y, c[A0.x + 2];
DP3 R0.y, vertex.normal, R3;
MOV R3.x, c[A0.x + 1];
MOV R3.z, c[A0.x + 3].x;
MOV R3.y, c[A0.x + 2].x;
DP3 R0.x, vertex.normal, R3;
MAD R0.xyz, vertex.texcoord[1].x, R0, R2;
MUL R2, R1.y, c[18];
DP3 R0.w, R0, R0;
MAD R2, R1.x, c[17], R2;
RSQ R0.w, R0.w;
MAD R1, R1.z, c[19], R2;
MUL result.texcoord[0].xyz, R0.w, R0;
ADD result.position, R1, c[20];
END
# 55 instructions, 4 R-regs
