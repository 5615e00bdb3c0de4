!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/hemisphere_sh.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.normalMatrix
#semantic main.albedo
#semantic shCoef
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3x3 normalMatrix :  : c[5], 3 : 5 : 1
#var float4 albedo :  : c[8] : 6 : 1
#var float3 shCoef[0] :  : c[9] : -1 : 1
#var float3 shCoef[1] :  : c[10] : -1 : 1
#var float3 shCoef[2] :  : c[11] : -1 : 1
#var float3 shCoef[3] :  : c[12] : -1 : 1
#var float3 shCoef[4] :  : c[13] : -1 : 1
#var float3 shCoef[5] :  : c[14] : -1 : 1
#var float3 shCoef[6] :  : c[15] : -1 : 1
#var float3 shCoef[7] :  : c[16] : -1 : 1
#var float3 shCoef[8] :  : c[17] : -1 : 1
#const c[0] = 0.42904299 0.74312502 0.88622701 0.24770799
#const c[18] = 0.85808599 1.0233279
PARAM c[19] = { { 0.42904299, 0.74312502, 0.88622701, 0.24770799 },
		program.local[1..17],
		{ 0.85808599, 1.0233279 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.z, vertex.normal, c[7];
DP3 R0.x, vertex.normal, c[5];
DP3 R0.y, vertex.normal, c[6];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
MUL R0.xyz, R1.x, c[16];
MUL R2.xyz, R1.z, R0;
MUL R0.xyz, R1.x, c[13];
MAD R2.xyz, R1.y, R0, R2;
MUL R0.xyz, R1.y, c[14];
MAD R3.xyz, R1.z, R0, R2;
MUL R0.xyz, R1.z, c[15];
MUL R0.xyz, R1.z, R0;
MUL R0.w, R1.y, R1.y;
MAD R0.w, R1.x, R1.x, -R0;
MUL R2.xyz, R0, c[0].y;
MUL R0.xyz, R0.w, c[17];
MAD R2.xyz, R0, c[0].x, R2;
MOV R0.zw, c[0];
MAD R0.xyz, R0.z, c[9], R2;
MUL R2.xyz, R1.y, c[10];
MAD R0.xyz, R0.w, -c[15], R0;
MAD R2.xyz, R1.x, c[12], R2;
MAD R0.xyz, R3, c[18].x, R0;
MAD R1.xyz, R1.z, c[11], R2;
MAD R0.xyz, R1, c[18].y, R0;
MUL result.color.xyz, R0, c[8];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[8];
END
# 33 instructions, 4 R-regs
