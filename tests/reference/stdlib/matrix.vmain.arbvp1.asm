!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.M
#semantic vmain.R
#semantic vmain.S
#semantic vmain.U
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 M :  : c[1], 4 : 2 : 1
#var float3x3 R :  : c[5], 3 : 3 : 1
#var float2x3 S :  : c[8], 2 : 4 : 1
#var float1x1 U :  : c[10], 1 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 9 : 1
PARAM c[11] = { program.local[0..10] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xyz, c[7];
MUL R0, vertex.texcoord[0].y, c[2];
MUL R2.xyz, R1.yzxw, c[6].zxyw;
MAD R1.xyz, R1.zxyw, c[6].yzxw, -R2;
DP3 result.texcoord[1].w, R1, c[5];
MAD R0, vertex.texcoord[0].x, c[1], R0;
MAD R0, vertex.texcoord[0].z, c[3], R0;
MAD result.texcoord[0], vertex.texcoord[0].w, c[4], R0;
MOV R0.zw, c[6].xyxy;
DP3 R0.y, vertex.texcoord[0], c[9];
MUL R0.z, R0, c[5].y;
MAD R0.z, R0.w, c[5].x, -R0;
DP3 R0.x, vertex.texcoord[0], c[8];
MOV R1.x, c[8].y;
MOV R1.y, c[9];
MUL R1.xy, R1, R0;
ADD R1.x, R1, R1.y;
ADD result.texcoord[2].x, R1, R0;
MUL R0.x, vertex.texcoord[0].y, c[9];
ADD result.texcoord[2].w, R0.z, c[10].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
DP3 result.texcoord[1].x, vertex.texcoord[0], c[5];
DP3 result.texcoord[1].y, vertex.texcoord[0], c[6];
DP3 result.texcoord[1].z, vertex.texcoord[0], c[7];
MOV result.texcoord[2].y, R0;
MAD result.texcoord[2].z, vertex.texcoord[0].x, c[8].x, R0.x;
END
# 29 instructions, 3 R-regs
