!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/310_nested_array_block_used.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic m
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 m[0][0] :  : c[0] : -1 : 1
#var float4 m[0][1] :  : c[1] : -1 : 1
#var float4 m[0][2] :  : c[2] : -1 : 0
#var float4 m[1][0] :  : c[3] : -1 : 1
#var float4 m[1][1] :  : c[4] : -1 : 1
#var float4 m[1][2] :  : c[5] : -1 : 0
#var float4 m[2][0] :  : c[6] : -1 : 1
#var float4 m[2][1] :  : c[7] : -1 : 1
#var float4 m[2][2] :  : c[8] : -1 : 0
#var float4 m[3][0] :  : c[9] : -1 : 1
#var float4 m[3][1] :  : c[10] : -1 : 1
#var float4 m[3][2] :  : c[11] : -1 : 0
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#const c[12] = 3
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
MUL   R0.x, R0, c[12];
MOV   R1, c[6];
ARL   A0.x, R0.x;
MOV   o[HPOS], v[0];
ADD   o[COL0], c[A0.x + 1], R1;
END
# 7 instructions, 0 R-regs
