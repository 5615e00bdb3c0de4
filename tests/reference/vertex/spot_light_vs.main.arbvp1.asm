!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/spot_light_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.spot
#semantic main.ambient
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 spot.pos :  : c[5] : 5 : 1
#var float3 spot.dir :  : c[6] : 5 : 1
#var float2 spot.cosCone :  : c[7] : 5 : 1
#var float3 spot.color :  : c[8] : 5 : 1
#var float spot.range :  : c[9] : 5 : 1
#var float3 ambient :  : c[10] : 6 : 1
#const c[0] = 1 0 3 2
PARAM c[11] = { { 1, 0, 3, 2 },
		program.local[1..10] };
TEMP R0;
TEMP R1;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R1.x, vertex.normal, vertex.normal;
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, vertex.normal;
DP3 R1.x, R1, R0;
DP3 R0.x, -R0, c[6];
ADD R1.y, c[7].x, -c[7];
RCP R0.y, R1.y;
ADD R0.x, R0, -c[7].y;
MUL R0.x, R0, R0.y;
MAX R0.y, R1.x, c[0];
MIN R1.x, R0, c[0];
MAX R1.x, R1, c[0].y;
RCP R0.w, R0.w;
RCP R1.y, c[9].x;
MAD R1.y, -R0.w, R1, c[0].x;
MUL R0.w, R1.x, R1.x;
MAD R1.x, -R1, c[0].w, c[0].z;
MIN R1.y, R1, c[0].x;
MUL R0.w, R0, R1.x;
MUL R0.xyz, R0.y, c[8];
MAX R1.y, R1, c[0];
MUL R1.x, R1.y, R1.y;
MUL R0.xyz, R0, R0.w;
MAD result.color.xyz, R0, R1.x, c[10];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].x;
END
# 33 instructions, 2 R-regs
