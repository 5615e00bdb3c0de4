!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vtrig
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 1 3
BB0:
MUL   R0.xy, v[8].wxzw, c[0].z;
MOV   o[HPOS], v[0];
MOV   o[TEX1].yzw, c[0].xxxy;
SIN   o[TEX0].x, R0.y;
SIN   o[TEX0].w, R0.x;
COS   o[TEX1].x, R0.x;
COS   o[TEX0].y, v[8].y;
COS   o[TEX0].z, v[8].z;
END
# 8 instructions, 1 R-regs
