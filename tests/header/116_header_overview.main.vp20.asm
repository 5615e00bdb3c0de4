!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/116_header_overview.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.scale
#semantic main.unused
#semantic gtint
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float2 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 scale :  : c[4] : 3 : 1
#var float unused :  :  : 4 : 0
#var float4 gtint :  : c[5] : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[6] = 0.5
#const c[7] = 1 2 3 1e+10
MOV   R0, c[4];
MUL   R0, R0, c[5];
MUL   R0, R0, c[6].x;
ADD   o[COL0], R0, c[7];
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 0 R-regs
