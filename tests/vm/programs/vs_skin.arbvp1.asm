!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_skin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.vp
#semantic main.bones
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 w : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 vp :  : c[1], 4 : 3 : 1
#var float4 bones[0] :  : c[5] : 4 : 1
#var float4 bones[1] :  : c[6] : 4 : 1
#var float4 bones[2] :  : c[7] : 4 : 1
#var float4 bones[3] :  : c[8] : 4 : 1
#var float4 bones[4] :  : c[9] : 4 : 1
#var float4 bones[5] :  : c[10] : 4 : 1
#var float4 bones[6] :  : c[11] : 4 : 1
#var float4 bones[7] :  : c[12] : 4 : 1
#var float4 bones[8] :  : c[13] : 4 : 1
#var float4 bones[9] :  : c[14] : 4 : 1
#var float4 bones[10] :  : c[15] : 4 : 1
#var float4 bones[11] :  : c[16] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#const c[0] = 0 3 1
PARAM c[17] = { { 0, 3, 1 },
		program.local[1..16] };
TEMP R0;
ADDRESS A0;
ABS R0.x, vertex.texcoord[1];
FLR R0.y, R0.x;
ADD R0.z, -R0.y, -R0.y;
SLT R0.x, vertex.texcoord[1], c[0];
MAD R0.y, R0.z, R0.x, R0;
ABS R0.x, vertex.texcoord[1].y;
FLR R0.z, R0.x;
MUL R0.y, R0, c[0];
ADD R0.w, -R0.z, -R0.z;
SLT R0.x, vertex.texcoord[1].y, c[0];
MAD R0.x, R0.w, R0, R0.z;
ARL A0.x, R0.y;
DP4 R0.z, vertex.position, c[A0.x + 7];
MUL R0.x, R0, c[0].y;
ARL A0.x, R0.x;
DP4 R0.w, c[A0.x + 7], vertex.position;
ARL A0.x, R0.y;
DP4 R0.y, vertex.position, c[A0.x + 6];
MUL R0.z, vertex.texcoord[2].x, R0;
MAD R0.z, vertex.texcoord[2].y, R0.w, R0;
DP4 R0.w, vertex.position, c[A0.x + 5];
ARL A0.x, R0.x;
DP4 R0.x, vertex.position, c[A0.x + 6];
MUL R0.y, vertex.texcoord[2].x, R0;
MAD R0.y, vertex.texcoord[2], R0.x, R0;
MUL R0.w, vertex.texcoord[2].x, R0;
DP4 R0.x, vertex.position, c[A0.x + 5];
MAD R0.x, vertex.texcoord[2].y, R0, R0.w;
MOV R0.w, c[0].z;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 33 instructions, 1 R-regs
