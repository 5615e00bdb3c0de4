!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/170_derived_semantic_domain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a.a : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4 a.b : $vin.ATTR2 : ATTR2 : 1 : 1
#var float4 f[0] :  :  : 2 : 0
#var float4 f[1] : $vin.ATTR4 : ATTR4 : 2 : 1
#var float4 big.a : $vin.TEXCOORD7 : TEXCOORD7 : 3 : 1
#var float4 big.b :  :  : 3 : 0
#var float4 t[0] : $vin.ATTR3 : ATTR3 : 4 : 1
#var float4 t[1] :  :  : 4 : 0
#var float4 t[2] :  :  : 4 : 0
#var float4 u : $vin.TEXCOORD8 :  : 5 : 0
#var float4 o.a : $vout.TEX0 : TEX0 : 6 : 1
#var float4 o.b : $vout.TEX1 : TEX1 : 6 : 1
#var float4 c.a : $vout.COL0 : COL0 : 7 : 1
#var float4 c.b :  :  : 7 : 0
#var float4 w : $vout.TEXCOORD9 :  : 8 : 0
#var float4 hp : $vout.POSITION : HPOS : 9 : 1
#const c[0] = 2 3
MOV   R0, v[2];
ADD   R0, v[1], R0;
ADD   R0, R0, v[4];
ADD   R0, R0, v[15];
ADD   o[HPOS], R0, v[3];
MOV   o[TEX0], v[0];
MUL   o[TEX1], v[0], c[0].x;
MUL   o[COL0], v[0], c[0].y;
END
# 8 instructions, 0 R-regs
