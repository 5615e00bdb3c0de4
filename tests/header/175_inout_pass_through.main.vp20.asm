!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/175_inout_pass_through.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4 b : $vin.ATTR2 : ATTR2 : 2 : 0
#var float2 c : $vin.ATTR3 : ATTR3 : 3 : 1
#var float4 d :  :  : 4 : 0
#var float4 t : $vin.TEXCOORD3 : TEXCOORD3 : 5 : 1
#var float4 q.a : $vin.ATTR4 : ATTR4 : 6 : 1
#var float4 q.b : $vin.ATTR5 : ATTR5 : 6 : 0
#var float4 main.hp : $vout.POSITION : HPOS : -1 : 1
#var float4 main.o : $vout.TEX6 : TEX6 : -1 : 1
#const c[0] = 2 3 4
MOV   R0.x, v[1];
ADD   R0, v[0], R0.x;
MUL   o[TEX1], v[0], c[0].x;
MOV   o[TEX4], v[4];
MUL   o[TEX5], v[0], c[0].z;
MOV   o[TEX0], v[1];
MOV   o[TEX3], v[11];
ADD   o[HPOS], v[11].y, R0;
MOV   o[TEX6], v[4];
MOV   o[TEX2].x, c[0].y;
MOV   o[TEX2].y, v[3];
END
# 11 instructions, 0 R-regs
