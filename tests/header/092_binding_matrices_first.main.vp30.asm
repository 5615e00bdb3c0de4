!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/092_binding_matrices_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.p0
#semantic main.pm
#semantic g0
#semantic dyn
#semantic gm
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 p0 :  : c[8] : 2 : 1
#var float4x4 pm :  : c[0], 4 : 3 : 1
#var float4 g0 :  : c[9] : -1 : 1
#var float4 dyn[0] :  : c[10] : -1 : 1
#var float4 dyn[1] :  : c[11] : -1 : 1
#var float4 dyn[2] :  : c[12] : -1 : 1
#var float4x4 gm :  : c[4], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0, c[9];
ADD   R0, c[8], R0;
ARL   A0.x, v[7];
ADD   R1, c[A0.x + 10], R0;
DP4   R0.w, v[0], c[7];
DP4   R0.z, v[0], c[6];
DP4   R0.y, v[0], c[5];
DP4   R0.x, v[0], c[4];
ADD   R1, R0, R1;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
ADD   o[HPOS], R0, R1;
END
# 14 instructions, 2 R-regs
