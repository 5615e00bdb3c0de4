!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 015_int_overloads.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[1] : 2 : 1
#var float4 k[1] :  : c[2] : 2 : 1
#var float4 k[2] :  : c[3] : 2 : 1
#var float4 k[3] :  : c[4] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 3 2
PARAM c[5] = { { 0, 3, 2 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ABS R0.x, vertex.texcoord[1].y;
FLR R0.y, R0.x;
ADD R0.z, -R0.y, -R0.y;
SLT R0.x, vertex.texcoord[1].y, c[0];
MAD R0.y, R0.z, R0.x, R0;
ABS R0.x, vertex.texcoord[1];
ABS R0.w, R0.y;
FLR R0.y, R0.x;
ADD R0.z, -R0.y, -R0.y;
SLT R0.x, vertex.texcoord[1], c[0];
MAD R0.x, R0.z, R0, R0.y;
MIN R0.y, R0.w, c[0].z;
ARL A0.x, R0.y;
MIN R0.x, R0, c[0].y;
MOV R1, c[A0.x + 1];
MAX R0.x, R0, c[0];
ARL A0.x, R0.x;
ADD result.color, c[A0.x + 1], R1;
MOV result.position, vertex.position;
END
# 19 instructions, 2 R-regs
