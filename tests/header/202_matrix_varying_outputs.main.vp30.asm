!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/202_matrix_varying_outputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pos : $vout.POSITION : HPOS : 1 : 1
#var float3x4 v : $vout.TEXCOORD1 : TEX1, 3 : 2 : 1
#var float2x4 w : $vout.TEXCOORD4 : , 2 : 3 : 0
#var float2x4 io : $vin.TEXCOORD6 : TEXCOORD6, 2 : 4 : 1
#var float1x4 c : $vout.COLOR1 : COL1, 1 : 5 : 1
#const c[0] = 2
BB0:
MOV   o[TEX6], v[14];
MUL   o[TEX7], v[15], c[0].x;
MOV   o[HPOS], v[0];
MOV   o[TEX2], v[0];
MOV   o[COL1], v[0].wzyx;
END
# 5 instructions, 0 R-regs
