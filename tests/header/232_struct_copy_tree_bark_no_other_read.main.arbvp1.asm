!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/232_struct_copy_tree_bark_no_other_read.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic _Scale
#semantic MVP
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT :  : 0 : 0
#var float3 v.normal : $vin.NORMAL :  : 0 : 0
#var float4 v.texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 c : $vout.COLOR0 : COL0 : 1 : 1
#var float4 _Scale :  : c[5] : -1 : 1
#var float4x4 MVP :  : c[1], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[6] = { { 1 },
		program.local[1..5] };
TEMP R0;
MOV R0.w, c[0].x;
MUL R0.xyz, vertex.position, c[5];
MOV result.color, vertex.texcoord[0];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 7 instructions, 1 R-regs
