!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/013_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a4
#semantic a1
#semantic a3
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a4[0] :  : c[1] : -1 : 1
#var float4 a4[1] :  :  : -1 : 0
#var float4 a4[2] :  : c[2] : -1 : 1
#var float a1[0] :  :  : -1 : 0
#var float a1[1] :  : c[3] : -1 : 1
#var float a1[2] :  :  : -1 : 0
#var float a1[3] :  :  : -1 : 0
#var float a1[4] :  : c[4] : -1 : 1
#var float3 a3[0] :  :  : -1 : 0
#var float3 a3[1] :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
ADD R0, vertex.position, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[3].x;
ADD R0, R0, c[4].x;
ADD result.position, R0, c[5].xyzz;
END
# 5 instructions, 1 R-regs
