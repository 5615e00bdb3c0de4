!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/373_point_coord_unread_half.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float2 unread : $vin.POINTCOORD :  : 0 : 0
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float2 coord : $vin.TEXCOORD0 : TEX0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0.xy, fragment.texcoord[0];
MUL result.color, fragment.color.primary, R0.xyxy;
END
# 2 instructions, 1 R-regs
