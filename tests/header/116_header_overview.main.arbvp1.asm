!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/116_header_overview.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.scale
#semantic main.unused
#semantic gtint
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float2 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 scale :  : c[5] : 3 : 1
#var float unused :  :  : 4 : 0
#var float4 gtint :  : c[6] : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0.5
#const c[7] = 1 2 3 1e+10
PARAM c[8] = { { 0.5 },
		program.local[1..6],
		{ 1, 2, 3, 1e+10 } };
TEMP R0;
MOV R0, c[5];
MUL R0, R0, c[6];
MUL R0, R0, c[0].x;
ADD result.color, R0, c[7];
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 1 R-regs
