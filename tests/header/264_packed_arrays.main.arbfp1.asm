!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/264_packed_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.u
#semantic main.m
#semantic main.x
#semantic main.y
#semantic main.n
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 u :  : c[4] : 1 : 1
#var float2x3 m :  : c[0], 2 : 2 : 1
#var float4 x :  : c[5] : 3 : 1
#var float2x4 y :  : c[2], 2 : 4 : 1
#var int2 n :  : c[6] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
TEMP R1;
ADD R0, fragment.texcoord[0].wzyx, c[4].xyzz;
ADD R0, R0, c[1].xyzz;
MOV R1.x, c[6].y;
MAD R0, R1.x, c[5], R0;
ADD result.color, R0, c[3];
END
# 5 instructions, 2 R-regs
