!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/080_semantic_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.param2
#semantic main.param1
#semantic zFirst
#semantic aSecond
#semantic afterMain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 param2 :  : c[0] : 1 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 param1 :  : c[1] : 3 : 1
#var float4 zFirst :  : c[2] : -1 : 1
#var float4 aSecond :  : c[3] : -1 : 1
#var float4 afterMain :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 1
MUL   R0, v[0], c[3];
ADD   R0, R0, c[2];
ADD   R0, R0, c[1];
ADD   R0, R0, c[0];
ADD   R0, R0, v[3];
ADD   o[HPOS], R0, c[4].x;
END
# 6 instructions, 0 R-regs
