!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 023_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.lim
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float lim[0] :  : c[1] : 2 : 1
#var float lim[1] :  : c[2] : 2 : 1
#var float lim[2] :  : c[3] : 2 : 1
#var float lim[3] :  : c[4] : 2 : 1
#var float4 k[0] :  : c[5] : 3 : 1
#var float4 k[1] :  : c[6] : 3 : 1
#var float4 k[2] :  : c[7] : 3 : 1
#var float4 k[3] :  : c[8] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 1 -1
PARAM c[9] = { { 0, 1, -1 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
SLT R1.z, vertex.texcoord[0].x, c[1].x;
SGE R0.y, -R1.z, -c[0].x;
ADD R1.x, R0.y, c[0];
ARL A0.x, R1.x;
SLT R0.z, vertex.texcoord[0].x, c[A0.x + 1].x;
ADD R0.x, -R1.z, c[0];
MUL R3.x, R0.z, R0.y;
ADD R0.z, -R0.x, c[0];
MAD R1.w, R0.z, R3.x, R0.x;
SGE R0.x, R1.w, c[0];
MUL R1.y, R0, R0.x;
MAD R2.w, R1.y, c[0].y, R1.x;
ARL A0.x, R2.w;
SLT R2.x, vertex.texcoord[0], c[A0.x + 1];
MOV R0, c[8];
ADD R0, -R0, c[5];
MUL R2.x, R2, R1.y;
ADD R2.y, -R1.w, c[0].z;
MAD R1.w, R2.y, R2.x, R1;
SGE R1.w, R1, c[0].x;
MUL R2.y, R1.w, R1;
MAD R0, R1.z, R0, c[8];
ARL A0.x, R1.x;
ADD R1, c[A0.x + 5], -R0;
MAD R0, R3.x, R1, R0;
ARL A0.x, R2.w;
ADD R1, c[A0.x + 5], -R0;
MAD R2.z, R2.y, c[0].y, R2.w;
ARL A0.x, R2.z;
MAD R0, R2.x, R1, R0;
SLT R2.z, vertex.texcoord[0].x, c[A0.x + 1].x;
MUL R2.x, R2.y, R2.z;
ADD R1, c[A0.x + 5], -R0;
MAD result.color, R1, R2.x, R0;
MOV result.position, vertex.position;
END
# 35 instructions, 4 R-regs
