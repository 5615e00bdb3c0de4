!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/060_binding_param_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.a
#semantic main.b
#semantic main.c
#semantic main.d
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a :  : c[0] : 1 : 1
#var float4 b :  : c[1] : 2 : 1
#var float4 c :  : c[2] : 3 : 1
#var float4 d :  : c[3] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0, c[1];
MUL   R0, R0, c[2];
MAD   R0, v[0], c[3], R0;
ADD   o[HPOS], R0, c[0];
END
# 4 instructions, 0 R-regs
