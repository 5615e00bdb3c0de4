!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 029_interface_unsized_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic layers
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0 1
PARAM c[1] = { { 0, 1 } };
MOV result.color.xy, fragment.texcoord[0];
MOV result.color.zw, c[0].xyxy;
END
# 2 instructions, 0 R-regs
