!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 011_vp20_exp2_floor.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 col : $vout.COLOR0 : COL0 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
ABS R0.x, vertex.texcoord[0].y;
ADD R0.x, R0, c[0];
MOV result.position, vertex.position;
EX2 result.color.x, vertex.texcoord[0].x;
LG2 result.color.y, R0.x;
FLR result.color.z, vertex.texcoord[0];
FRC result.color.w, vertex.texcoord[0];
END
# 7 instructions, 1 R-regs
