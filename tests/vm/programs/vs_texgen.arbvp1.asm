!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_texgen.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.planeS
#semantic main.planeT
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 planeS :  : c[5] : 3 : 1
#var float4 planeT :  : c[6] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 r : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[0] = 0 1 2
PARAM c[7] = { { 0, 1, 2 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
DP3 R0.x, vertex.normal, vertex.normal;
RSQ R0.w, R0.x;
DP3 R0.y, vertex.position, vertex.position;
RSQ R0.y, R0.y;
MUL R1.xyz, R0.w, vertex.normal;
MUL R0.xyz, R0.y, vertex.position;
DP3 R0.w, R1, R0;
MUL R1.xyz, R1, R0.w;
MAD result.texcoord[1].xyz, -R1, c[0].z, R0;
MOV result.texcoord[0].zw, c[0].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
DP4 result.texcoord[0].x, vertex.position, c[5];
DP4 result.texcoord[0].y, vertex.position, c[6];
END
# 16 instructions, 2 R-regs
