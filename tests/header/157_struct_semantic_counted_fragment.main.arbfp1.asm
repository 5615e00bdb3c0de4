!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/157_struct_semantic_counted_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image
#var float4 i.a : $vin.TEX1 : TEX1 : 0 : 1
#var float2 i.pair.u : $vin.TEX3 : TEX3 : 0 : 1
#var float3 i.pair.v : $vin.TEX4 : TEX4 : 0 : 1
#var float4 i.c : $vin.COLOR0 : COL0 : 0 : 1
#var float i.e : $vin.TEX2 : TEX2 : 0 : 1
#var float4 taps[0].offset : $vin.TEX5 : TEX5 : 1 : 1
#var float4 taps[0].weight : $vin.TEX6 : TEX6 : 1 : 1
#var sampler2D image :  : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
MOV R0.xy, fragment.texcoord[5];
ADD R0.xy, fragment.texcoord[1], R0;
TEX R0, R0, texture[0], 2D;
MUL R1, R0, fragment.texcoord[6];
MOV R0.x, fragment.texcoord[2];
MAD R0, fragment.color.primary, R0.x, R1;
ADD R0, R0, fragment.texcoord[3].xyxy;
ADD result.color, R0, fragment.texcoord[4].xyzz;
END
# 8 instructions, 2 R-regs
