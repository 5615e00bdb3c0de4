!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: vp_spec.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.l
#semantic main.h
#semantic main.shininess
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 l :  : c[5] : 3 : 1
#var float3 h :  : c[6] : 4 : 1
#var float shininess :  : c[7] : 5 : 1
#var float4 opos : $vout.POSITION : HPOS : 6 : 1
#var float4 ocol : $vout.COLOR0 : COL0 : 7 : 1
#const c[0] = 0 1
PARAM c[8] = { { 0, 1 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
DP3 R0.x, vertex.normal, vertex.normal;
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, vertex.normal;
DP3 R0.w, R0, c[6];
MAX R0.w, R0, c[0].x;
POW R1.x, R0.w, c[7].x;
DP3 R0.x, R0, c[5];
MAX R0.xyz, R0.x, c[0].x;
MOV R0.w, c[0].y;
ADD result.color, R0, R1.x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 14 instructions, 2 R-regs
