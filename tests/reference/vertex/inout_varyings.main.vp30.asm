!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/inout_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float2 v.t : $vin.TEXCOORD0 :  : 1 : 0
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 c : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float4 d : $vin.TEXCOORD3 :  : 4 : 0
#var float4 w : $vin.TEXCOORD4 : TEXCOORD4 : 5 : 1
#var float4 o : $vout.TEXCOORD5 : TEX5 : 6 : 1
#const c[0] = 2 1
BB0:
MOV   R0, v[12];
MOV   o[TEX2], v[12];
MOVC  CC.x, v[12];
MOV   o[TEX2](LE.x), v[10];
MUL   o[HPOS], v[0], R0;
MUL   o[COL0], v[3], c[0].x;
MOV   o[TEX5], v[12];
MOV   o[TEX1].yzw, v[9];
MOV   o[TEX1].x, c[0].y;
END
# 9 instructions, 1 R-regs
