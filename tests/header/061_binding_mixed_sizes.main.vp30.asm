!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/061_binding_mixed_sizes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic s1
#semantic m
#semantic v2
#semantic arr
#semantic s2
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float s1 :  : c[4] : -1 : 1
#var float4x4 m :  : c[0], 4 : -1 : 1
#var float2 v2 :  : c[5] : -1 : 1
#var float4 arr[0] :  :  : -1 : 0
#var float4 arr[1] :  : c[6] : -1 : 1
#var float s2 :  : c[7] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MUL   R0, R0, c[4].x;
ADD   R0, c[5].xyxy, R0;
ADD   R0, c[6], R0;
ADD   o[HPOS], c[7].x, R0;
END
# 8 instructions, 1 R-regs
