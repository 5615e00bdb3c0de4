!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_multi.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 c0 : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 c1 : $vin.COLOR1 : ATTR4 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 o0 : $vout.COLOR0 : COL0 : 6 : 1
#var float4 o1 : $vout.COLOR1 : COL1 : 7 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 8 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 9 : 1
#var float4 t7 : $vout.TEXCOORD7 : TEX7 : 10 : 1
BB0:
MOV   o[COL0], v[4];
MOV   o[COL1], v[3];
MOV   o[TEX0], v[8].wzyx;
MOV   o[TEX3], -v[8];
MUL   o[TEX7], v[8], v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 0 R-regs
