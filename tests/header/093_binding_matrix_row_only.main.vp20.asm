!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/093_binding_matrix_row_only.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic v0
#semantic rowOnly
#semantic v1
#semantic mulUsed
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v0 :  : c[8] : -1 : 1
#var float4x4 rowOnly :  : c[0], 4 : -1 : 1
#var float4 v1 :  : c[9] : -1 : 1
#var float4x4 mulUsed :  : c[4], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0, c[1];
ADD   R0, R0, c[8];
ADD   R1, R0, c[9];
DP4   R0.w, v[0], c[7];
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   o[HPOS], R1, R0;
END
# 8 instructions, 0 R-regs
