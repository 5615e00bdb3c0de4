!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_lerp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.t
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 t :  : c[0] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 o2 : $vout.TEXCOORD1 : TEX1 : 6 : 1
#const c[1] = 1 0 3 2
BB0:
MIN   R1, v[9], c[1].x;
MAX   R2, R1, c[1].y;
MUL   R3, R2, R2;
MOV   R0, v[8];
MIN   R1, v[8], c[1].x;
ADD   R0, v[9], -R0;
MAX   R1, R1, c[1].y;
MAD   R2, -R2, c[1].w, c[1].z;
MAD   o[TEX1], R3, R2, R1;
MOV   o[HPOS], v[0];
MAD   o[TEX0], R0, c[0], v[8];
END
# 11 instructions, 4 R-regs
