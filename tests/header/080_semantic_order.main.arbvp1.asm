!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/080_semantic_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.param2
#semantic main.param1
#semantic zFirst
#semantic aSecond
#semantic afterMain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 param2 :  : c[1] : 1 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 param1 :  : c[2] : 3 : 1
#var float4 zFirst :  : c[3] : -1 : 1
#var float4 aSecond :  : c[4] : -1 : 1
#var float4 afterMain :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[5] = { { 1 },
		program.local[1..4] };
TEMP R0;
MUL R0, vertex.position, c[4];
ADD R0, R0, c[3];
ADD R0, R0, c[2];
ADD R0, R0, c[1];
ADD R0, R0, vertex.color;
ADD result.position, R0, c[0].x;
END
# 6 instructions, 1 R-regs
