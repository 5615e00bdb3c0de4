!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/rounding.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 6 : 1
#const c[0] = 3.7 0.5 1 0
BB0:
MUL   R0, v[8], c[0].x;
FLR   R2.xyz, -R0.yzxw;
FLR   R3.xyz, R0.xyww;
SSG   R1, R0;
MOVC  CC.xy, R0;
MOV   o[TEX2].xy, -R2.zxzw;
MAD   o[TEX3], |R0|, c[0].y, R1;
FRC   o[TEX1].xyz, R0;
MOV   o[TEX0].x, |R0|;
ADD   R0.x, c[0].y, R0.w;
MIN   R0.zw, R0, c[0].z;
MOV   o[TEX2].xy(GE), R3;
MOV   o[HPOS], v[0];
MOV   o[TEX0].y, -R2.x;
MOV   o[TEX0].z, -R2.y;
MOV   o[TEX0].w, R3.z;
FLR   o[TEX1].w, R0.x;
MAX   o[TEX2].zw, R0, c[0].w;
END
# 18 instructions, 4 R-regs
