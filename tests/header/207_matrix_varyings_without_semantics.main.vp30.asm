!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/207_matrix_varyings_without_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.ATTR3 : ATTR3 : 1 : 1
#var float4x4 m : $vin.ATTR4 : ATTR4, 4 : 2 : 1
#var float4 b : $vin.ATTR1 : ATTR1 : 3 : 1
#var float2x3 unread :  : , 2 : 4 : 0
#var float4 pos : $vout.POSITION : HPOS : 5 : 1
#var float2x2 o : $vout.TEX0 : TEX0, 2 : 6 : 1
#var float2 t : $vout.TEX2 : TEX2 : 7 : 1
BB0:
MOV   R0, v[3];
ADD   R0, v[0], R0;
ADD   R0, v[4], R0;
ADD   R0, v[7], R0;
ADD   o[HPOS], v[1], R0;
MOV   o[TEX0].xy, v[0];
MOV   o[TEX1].xy, v[0].zwzw;
MOV   o[TEX2].xy, v[0].yxzw;
END
# 8 instructions, 1 R-regs
