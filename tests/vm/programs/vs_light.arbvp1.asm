!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_light.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.ldir
#semantic main.diffuse
#semantic main.shininess
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 ldir :  : c[5] : 3 : 1
#var float4 diffuse :  : c[6] : 4 : 1
#var float shininess :  : c[7] : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 col : $vout.COLOR0 : COL0 : 7 : 1
#const c[0] = 0 1
PARAM c[8] = { { 0, 1 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.xy, c[0];
ADD R1.xyz, R0.xxyw, c[5];
DP3 R0.x, R1, R1;
RSQ R0.w, R0.x;
DP3 R0.y, c[5], c[5];
RSQ R0.y, R0.y;
DP3 R0.x, vertex.normal, vertex.normal;
MUL R2.xyz, R0.y, c[5];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, vertex.normal;
DP3 R2.x, R0, R2;
MUL R1.xyz, R0.w, R1;
MOV R2.z, c[7].x;
DP3 R2.y, R0, R1;
LIT R0.xyz, R2.xyzz;
MOV result.color.w, R0.x;
MAD result.color.xyz, R0.y, c[6], R0.z;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 21 instructions, 3 R-regs
