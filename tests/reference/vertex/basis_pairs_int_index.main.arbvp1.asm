!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/basis_pairs_int_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic uBasis
#semantic uViewProj
#var float4 aCoord : $vin.POSITION : POSITION : 0 : 1
#var float2 aTexCoord : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 uBasis[0] :  : c[5] : -1 : 1
#var float4 uBasis[1] :  : c[6] : -1 : 1
#var float4 uBasis[2] :  : c[7] : -1 : 1
#var float4 uBasis[3] :  : c[8] : -1 : 1
#var float4 uBasis[4] :  : c[9] : -1 : 1
#var float4 uBasis[5] :  : c[10] : -1 : 1
#var float4 uBasis[6] :  : c[11] : -1 : 1
#var float4 uBasis[7] :  : c[12] : -1 : 1
#var float4 uBasis[8] :  : c[13] : -1 : 1
#var float4 uBasis[9] :  : c[14] : -1 : 1
#var float4 uBasis[10] :  : c[15] : -1 : 1
#var float4 uBasis[11] :  : c[16] : -1 : 1
#var float4 uBasis[12] :  : c[17] : -1 : 1
#var float4 uBasis[13] :  : c[18] : -1 : 1
#var float4 uBasis[14] :  : c[19] : -1 : 1
#var float4 uBasis[15] :  : c[20] : -1 : 1
#var float4x4 uViewProj :  : c[1], 4 : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.joint : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 2 0 1
PARAM c[21] = { { 2, 0, 1 },
		program.local[1..20] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ARL A0.x, vertex.position.w;
MUL R0.xyz, c[A0.x + 5].zxyw, vertex.position.yzxw;
MAD R0.xyz, c[A0.x + 5].yzxw, vertex.position.zxyw, -R0;
MAD R0.xyz, c[A0.x + 5].w, vertex.position, R0;
MUL R1.xyz, c[A0.x + 5].zxyw, R0.yzxw;
MAD R1.xyz, c[A0.x + 5].yzxw, R0.zxyw, -R1;
ABS R0.w, vertex.position;
FLR R0.x, R0.w;
MOV R1.w, c[0].z;
SLT R0.z, vertex.position.w, c[0].y;
ADD R0.y, -R0.x, -R0.x;
MAD R0.x, R0.y, R0.z, R0;
MAD R1.xyz, R1, c[0].x, vertex.position;
ARL A0.x, R0.x;
ADD R1.xyz, R1, c[A0.x + 6];
DP4 result.position.w, R1, c[4];
DP4 result.position.z, R1, c[3];
DP4 result.position.y, R1, c[2];
DP4 result.position.x, R1, c[1];
MOV result.texcoord[1].x, R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 21 instructions, 2 R-regs
