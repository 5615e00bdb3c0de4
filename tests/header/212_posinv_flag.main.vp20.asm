!!VP1.1
OPTION NV_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile vp20
# source file: tests/header/212_posinv_flag.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.wvp
#semantic main.k
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 wvp :  : c[0], 4 : 2 : 1
#var float4 k :  : c[4] : 3 : 1
#var float4 opos : $vout.POSITION : HPOS : 4 : 0
#var float2 ouv : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 ocol : $vout.COLOR : COL0 : 6 : 1
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MUL   o[COL0], R0, c[4];
MUL   o[TEX0].xy, v[8], c[4];
END
# 6 instructions, 0 R-regs
