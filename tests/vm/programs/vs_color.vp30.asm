!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.tint
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 tint :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#const c[5] = 0.25
BB0:
MUL   R0, v[3], c[4];
ADD   o[COL0], c[5].x, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 6 instructions, 1 R-regs
