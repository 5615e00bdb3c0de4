!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -nostdlib -profile arbvp1
# source file: tests/header/303_nostdlib_constructors_and_casts_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic k
#semantic m
#var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 k :  : c[4] : -1 : 1
#var float3x3 m :  : c[1], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 2 0
#const c[5] = 9 8 7
PARAM c[6] = { { 1, 2, 0 },
		program.local[1..4],
		{ 9, 8, 7 } };
TEMP R0;
TEMP R1;
TEMP R2;
ABS R0.x, vertex.texcoord[0];
FLR R0.x, R0;
SLT R2.x, c[0].z, vertex.texcoord[0].z;
ABS R2.x, R2;
SLT R0.z, vertex.texcoord[0].x, c[0];
ADD R0.y, -R0.x, -R0.x;
MAD R1.x, R0.y, R0.z, R0;
MOV R0.xy, vertex.texcoord[0];
MOV R0.zw, c[0].xyxy;
MAD R1, R0, c[4], R1.x;
ADD R1, R1, R0;
SGE R2.x, c[0].z, R2;
ADD R0, -vertex.texcoord[0], -vertex.texcoord[0];
MAD R0, R0, R2.x, vertex.texcoord[0];
MOV R2.xyz, c[5];
MAD R1, R2.xyzx, c[2].xyzx, R1;
ADD result.position, R1, R0;
END
# 17 instructions, 3 R-regs
