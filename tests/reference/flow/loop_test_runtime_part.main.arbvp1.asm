!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/loop_test_runtime_part.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[1] : 2 : 1
#var float4 k[1] :  : c[2] : 2 : 1
#var float4 k[2] :  : c[3] : 2 : 1
#var float4 k[3] :  : c[4] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 2 3 4
PARAM c[5] = { { 0, 2, 3, 4 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R2.y, c[0].x, vertex.texcoord[1].x;
MUL R0, vertex.texcoord[1].x, c[1];
SLT R2.x, c[0], vertex.texcoord[1].y;
MUL R2.x, R2.y, R2;
MUL R0, R2.y, R0;
MUL R1, vertex.texcoord[1].y, c[2];
MAD R0, R2.x, R1, R0;
ADD R2.y, R2, c[0].x;
ADD R2.z, -R2.y, c[0].y;
MAD R2.y, R2.x, R2.z, R2;
SLT R2.w, c[0].x, vertex.texcoord[1].z;
MUL R1, vertex.texcoord[1].z, c[3];
MUL R2.x, R2, R2.w;
MAD R0, R2.x, R1, R0;
ADD R2.z, -R2.y, c[0];
MAD R1.y, R2.x, R2.z, R2;
SLT R1.x, c[0], vertex.texcoord[1].w;
MUL R2.y, R2.x, R1.x;
ADD R1.z, -R1.y, c[0].w;
MAD R2.x, R2.y, R1.z, R1.y;
MUL R1, vertex.texcoord[1].w, c[4];
MAD R0, R1, R2.y, R0;
ADD result.color, R0, R2.x;
MOV result.position, vertex.position;
END
# 24 instructions, 3 R-regs
