!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_multi.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 c0 : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 c1 : $vin.COLOR1 : COLOR1 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 o0 : $vout.COLOR0 : COL0 : 6 : 1
#var float4 o1 : $vout.COLOR1 : COL1 : 7 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 8 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 9 : 1
#var float4 t7 : $vout.TEXCOORD7 : TEX7 : 10 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.color, vertex.color.secondary;
MOV result.color.secondary, vertex.color;
MOV result.texcoord[0], vertex.texcoord[0].wzyx;
MOV result.texcoord[3], -vertex.texcoord[0];
MUL result.texcoord[7], vertex.texcoord[0], vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 0 R-regs
