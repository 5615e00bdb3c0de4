!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/lit_intrinsic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.globalAmbient
#semantic main.lightColor
#semantic main.lightPosition
#semantic main.eyePosition
#semantic main.Ke
#semantic main.Ka
#semantic main.Kd
#semantic main.Ks
#semantic main.shininess
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR : COL0 : 3 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 4 : 1
#var float3 globalAmbient :  : c[5] : 5 : 1
#var float3 lightColor :  : c[6] : 6 : 1
#var float3 lightPosition :  : c[7] : 7 : 1
#var float3 eyePosition :  : c[8] : 8 : 1
#var float3 Ke :  : c[9] : 9 : 1
#var float3 Ka :  : c[10] : 10 : 1
#var float3 Kd :  : c[11] : 11 : 1
#var float3 Ks :  : c[12] : 12 : 1
#var float shininess :  : c[13] : 13 : 1
#const c[0] = 1
PARAM c[14] = { { 1 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -vertex.position, c[7];
DP3 R0.w, R0, R0;
ADD R1.xyz, -vertex.position, c[8];
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R1.w, R1, R1;
RSQ R0.w, R1.w;
MAD R1.xyz, R0.w, R1, R0;
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R1;
DP3 R1.y, vertex.normal, R1;
DP3 R1.x, vertex.normal, R0;
MOV R1.z, c[13].x;
LIT R3.yz, R1.xyzz;
MOV R0.xyz, c[5];
MUL R0.xyz, R0, c[10];
MOV R1.xyz, c[6];
ADD R2.xyz, R0, c[9];
MUL R0.xyz, R1, c[11];
MAD R0.xyz, R3.y, R0, R2;
MUL R1.xyz, R1, c[12];
MAD result.color.xyz, R1, R3.z, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].x;
END
# 28 instructions, 4 R-regs
