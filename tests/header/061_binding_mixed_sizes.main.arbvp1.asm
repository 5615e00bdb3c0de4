!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/061_binding_mixed_sizes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s1
#semantic m
#semantic v2
#semantic arr
#semantic s2
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float s1 :  : c[5] : -1 : 1
#var float4x4 m :  : c[1], 4 : -1 : 1
#var float2 v2 :  : c[6] : -1 : 1
#var float4 arr[0] :  :  : -1 : 0
#var float4 arr[1] :  : c[7] : -1 : 1
#var float s2 :  : c[8] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[9] = { program.local[0..8] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MUL R0, R0, c[5].x;
ADD R0, R0, c[6].xyxy;
ADD R0, R0, c[7];
ADD result.position, R0, c[8].x;
END
# 8 instructions, 1 R-regs
