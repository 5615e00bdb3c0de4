!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/023_global_vs_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.pA
#semantic main.pB
#semantic gA
#semantic gB
#semantic gC
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pA :  : c[0] : 1 : 1
#var float4 pB :  : c[1] : 2 : 1
#var float4 gA :  : c[2] : -1 : 1
#var float4 gB :  : c[3] : -1 : 1
#var float4 gC :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0, c[3];
MUL   R0, R0, c[1];
MAD   R0, v[0], c[2], R0;
ADD   R0, R0, c[0];
MAD   o[HPOS], v[0], c[4], R0;
END
# 5 instructions, 0 R-regs
