!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/492_qual_specifiers_after_type.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.wvp
#semantic main.l
#semantic scale
#var float3 aPosition : $vin.ATTR0 : ATTR0 : 0 : 1
#var float4 aColor : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4x4 wvp :  : c[0], 4 : 2 : 1
#var float4 l.color :  : c[4] : 3 : 1
#var float2 l.unused :  :  : 3 : 0
#var float4 vPosition : $vout.POSITION : HPOS : 4 : 1
#var float4 vColor : $vout.COLOR : COL0 : 5 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 6 : 1
#var float2 vUv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 scale :  : c[5] : -1 : 1
#const c[6] = 1 0.5 0.25
BB0:
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MUL   R1, v[1], c[5];
MAD   R0, v[0].z, c[2], R0;
MUL   R1, R1, c[6].xyzx;
ADD   o[HPOS], c[3], R0;
ADD   o[COL0], c[4], R1;
MOV   o[TEX0].xy, v[8];
END
# 8 instructions, 2 R-regs
