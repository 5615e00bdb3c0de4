!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/013_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic a4
#semantic a1
#semantic a3
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a4[0] :  : c[0] : -1 : 1
#var float4 a4[1] :  :  : -1 : 0
#var float4 a4[2] :  : c[1] : -1 : 1
#var float a1[0] :  :  : -1 : 0
#var float a1[1] :  : c[2] : -1 : 1
#var float a1[2] :  :  : -1 : 0
#var float a1[3] :  :  : -1 : 0
#var float a1[4] :  : c[3] : -1 : 1
#var float3 a3[0] :  :  : -1 : 0
#var float3 a3[1] :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
ADD   R0, v[0], c[0];
ADD   R0, R0, c[1];
ADD   R0, R0, c[2].x;
ADD   R0, R0, c[3].x;
ADD   o[HPOS], R0, c[4].xyzz;
END
# 5 instructions, 0 R-regs
