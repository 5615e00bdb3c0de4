!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/394_struct_member_input_assigned_calls.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic mvp
#semantic k
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.a : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 0
#var float3 IN.b : $vin.TEXCOORD1 :  : 0 : 0
#var float3 IN.c : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float3 IN.d : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 0
#var float3 IN.e : $vin.TEXCOORD4 :  : 0 : 0
#var float3 IN.f : $vin.TEXCOORD5 :  : 0 : 0
#var float3 IN.g : $vin.TEXCOORD6 :  : 0 : 0
#var float3 IN.h : $vin.TEXCOORD7 : TEXCOORD7 : 0 : 0
#var float3 oSum : $vout.TEXCOORD0 : TEX0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float3 k :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 2 2.718282 0
PARAM c[6] = { { 1, 2, 2.718282, 0 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.z, c[0].x;
MOV R0.xy, c[5];
MAD R1.xyz, R0, c[5], R0;
ABS R0.xyz, c[5];
ADD R1.xyz, R1, R0;
DP3 R0.w, c[5], c[5];
RSQ R0.x, R0.w;
MAD R3.xyz, R0.x, c[5], R1;
MOV R1.xyz, c[5];
MOV R0.zw, c[0].xyxy;
MIN R2.xyz, R0.z, c[5];
DP3 R0.z, R1, c[3];
DP3 R0.x, R1, c[1];
DP3 R0.y, R1, c[2];
ADD R0.xyz, R3, R0;
MAX R2.xyz, R2, c[0].w;
POW R1.x, c[0].z, R1.x;
POW R1.z, c[0].z, R1.z;
POW R1.y, c[0].z, R1.y;
ADD R0.xyz, R0, R1;
ADD R0.xyz, R0, R2;
MAD result.texcoord[0].xyz, R0.w, c[5].zyxw, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 26 instructions, 4 R-regs
