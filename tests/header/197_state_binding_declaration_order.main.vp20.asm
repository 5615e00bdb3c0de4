!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/197_state_binding_declaration_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.pv
#semantic sm : state.matrix.projection
#semantic sv : state.light[0].diffuse
#semantic v
#semantic m
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pv :  : c[4] : 1 : 1
#var float4x4 sm : state.matrix.projection : c[5], 4 : -1 : 1
#var float4 sv : state.light[0].diffuse : c[9] : -1 : 1
#var float4 v :  : c[10] : -1 : 1
#var float4x4 m :  : c[0], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
ADD   R0, R0, c[10];
ADD   R1, R0, c[9];
DP4   R0.w, v[0], c[8];
DP4   R0.z, v[0], c[7];
DP4   R0.x, v[0], c[5];
DP4   R0.y, v[0], c[6];
ADD   R0, R1, R0;
ADD   o[HPOS], R0, c[4];
END
# 12 instructions, 0 R-regs
