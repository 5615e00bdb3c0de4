!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.pal
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 i : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 pal[0] :  : c[1] : 2 : 1
#var float4 pal[1] :  : c[2] : 2 : 1
#var float4 pal[2] :  : c[3] : 2 : 1
#var float4 pal[3] :  : c[4] : 2 : 1
#var float4 pal[4] :  : c[5] : 2 : 1
#var float4 pal[5] :  : c[6] : 2 : 1
#var float4 pal[6] :  : c[7] : 2 : 1
#var float4 pal[7] :  : c[8] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 col2 : $vout.COLOR1 : COL1 : 5 : 1
#const c[0] = 0
PARAM c[9] = { { 0 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ARL A0.x, vertex.texcoord[0].x;
ABS R0.x, vertex.texcoord[0].y;
FLR R0.y, R0.x;
MOV result.color, c[A0.x + 1];
SLT R0.x, vertex.texcoord[0].y, c[0];
ADD R0.z, -R0.y, -R0.y;
MAD R0.x, R0.z, R0, R0.y;
MOV R1, c[3];
ARL A0.x, R0.x;
MOV result.position, vertex.position;
MUL result.color.secondary, c[A0.x + 2], R1;
END
# 11 instructions, 2 R-regs
