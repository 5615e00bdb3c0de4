!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/275_uniform_array_of_arrays_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.m
#semantic main.n
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 m[0][0] :  : c[0] : 1 : 1
#var float4 m[0][1] :  : c[1] : 1 : 1
#var float4 m[0][2] :  : c[2] : 1 : 1
#var float4 m[1][0] :  : c[3] : 1 : 1
#var float4 m[1][1] :  : c[4] : 1 : 1
#var float4 m[1][2] :  : c[5] : 1 : 1
#var int n :  : c[6] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[7] = 3
BB0:
MOV   R0.x, c[7];
MUL   R0.x, R0, c[6];
ARL   A0.y, R0.x;
ARL   A0.x, c[6];
MUL   R0, v[0], c[A0.x + 3];
ADD   o[HPOS], R0, c[A0.y];
END
# 6 instructions, 1 R-regs
